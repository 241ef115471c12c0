// Fluent formatting of the messages, with no page around it: l10n.js makes the page's from the bundled .ftl text, the
// e2e tests in Node theirs from tools/messages.mjs. Partners: crates/core/src/text.rs ({msg, args}), @fluent/bundle.
import { FluentBundle, FluentNumber, FluentResource } from '@fluent/bundle';

/**
 * Fluent's `CAPITAL(text)`, as crates/core/src/l10n/mod.rs has it: the first letter upper-case (a move that starts a
 * label: "Slide 7 left: ...").
 * @param {any[]} positional
 */
function CAPITAL([words]) {
  const text = String(words?.valueOf() ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A number argument as the core and the CLI (fluent-bundle) write it: 100000, never 100,000. A whole number is its
 * digits, without the Intl.NumberFormat that FluentNumber makes to write it: a page's first one costs about 40 ms
 * (ICU's number data, measured in a fresh Chromium page; the script of an English page's start went from 212 to 162 ms
 * without it), for what `String` gives. Others are written as Fluent writes them; plurals are still picked by
 * Intl.PluralRules (under 2 ms for the first).
 */
export class PlainNumber extends FluentNumber {
  /** @param {number} value */
  constructor(value) {
    super(value, { useGrouping: false });
  }

  /** @param {import('@fluent/bundle').Scope} scope */
  toString(scope) {
    return Number.isSafeInteger(this.value) && !Object.is(this.value, -0) ? String(this.value) : super.toString(scope);
  }
}

/** Whether `value` is a core message, `{msg, args?}` (crates/core/src/text.rs). */
function isText(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && typeof value.msg === 'string'
    && Object.keys(value).every((k) => k === 'msg' || k === 'args');
}

/**
 * The messages of `lang` from `sources` (.ftl text by language), English the fallback of every id: `bundles()` (in
 * the order a message is looked up), `t` (a message or its attribute `id.attr`, with arguments) and `localiseReply`
 * (every core message in a value formatted).
 * @param {Record<string, string>} sources
 * @param {string} lang
 */
export function createMessages(sources, lang) {
  const bundleOf = (tag) => {
    const bundle = new FluentBundle(tag === 'zh' ? 'zh-CN' : 'en', { useIsolating: false, functions: { CAPITAL } });
    bundle.addResource(new FluentResource(sources[tag] ?? ''));
    return bundle;
  };
  const own = bundleOf(lang);
  /** @type {FluentBundle | null} */
  let english = null;
  /**
   * The bundles in the order a message is looked up: the language's, then English, whose text is parsed only when a
   * message is first looked up there (a Chinese page whose words are all in Chinese never parses it: the script of its
   * start went from 179 to 149 ms).
   */
  function* bundles() {
    yield own;
    if (lang === 'en') return;
    english ??= bundleOf('en');
    yield english;
  }

  /** The message `id` (or `id.attr`) with `args`; the id itself when no language has it. */
  function t(id, args = {}) {
    const [name, attr] = id.split('.');
    for (const bundle of bundles()) {
      const message = bundle.getMessage(name);
      const pattern = attr ? message?.attributes[attr] : message?.value;
      if (pattern) return bundle.formatPattern(pattern, localiseArgs(args));
    }
    return id;
  }

  function localiseArgs(args) {
    /** @type {Record<string, any>} */
    const out = {};
    // Numbers as the core and the CLI (fluent-bundle) write them: 100000, never 100,000 (they still pick plurals).
    for (const [name, value] of Object.entries(args ?? {})) {
      if (isText(value)) out[name] = t(value.msg, value.args);
      else if (typeof value === 'number') out[name] = new PlainNumber(value);
      else out[name] = value;
    }
    return out;
  }

  /**
   * `value` with every core message in it formatted: an array or object that holds one is copied with it formatted,
   * any other value is itself, so that a reply of 500 rows with no message in them is walked, not copied (a
   * judge reply: about 1 ms of the page's thread a run, while the workers need both cores).
   */
  function localiseReply(value) {
    if (value === null || typeof value !== 'object') return value;
    if (isText(value)) return t(value.msg, value.args);
    if (Array.isArray(value)) {
      let out = value;
      for (let i = 0; i < value.length; i++) {
        const shaped = localiseReply(value[i]);
        if (shaped === value[i]) continue;
        if (out === value) out = value.slice();
        out[i] = shaped;
      }
      return out;
    }
    if (Object.getPrototypeOf(value) !== Object.prototype) return value;
    let out = value;
    for (const key of Object.keys(value)) {
      const shaped = localiseReply(value[key]);
      if (shaped === value[key]) continue;
      if (out === value) out = { ...value };
      out[key] = shaped;
    }
    return out;
  }

  return { bundles, t, localiseReply };
}

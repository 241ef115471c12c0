// The page in 中文 or English (issue 23): Fluent bundles (@fluent/bundle) of every .ftl file, gathered at build time by
// tools/bundle.mjs into __MESSAGES__ (web/locales/*.ftl, the page's words; crates/core/src/**/*.ftl, the core's).
// Partners: messages.js (the formatting), worker-client.js and first.js (replies and Infos localised as they arrive),
// index.html (data-l10n-id).
import { createMessages } from './messages.js';

/** The languages, in the switch's order; English is the default and every message's fallback. */
export const LANGS = ['zh', 'en'];
const KEY = 'puzzle-playground.lang';

/** The language asked for: `?lang=` of the address, else the one chosen before, else the browser's first of ours. */
function chosen() {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked && LANGS.includes(asked)) return asked;
  let kept = null;
  try {
    kept = localStorage.getItem(KEY);
  } catch {
    // Storage off: the browser's languages decide.
  }
  if (kept && LANGS.includes(kept)) return kept;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = String(tag).toLowerCase().split('-')[0];
    if (LANGS.includes(primary)) return primary;
  }
  return 'en';
}

/** The page's language, `zh` or `en`, for the whole visit (a switch reloads the page). */
export const LANG = chosen();

/** @type {Record<string, string>} */
// @ts-ignore: defined by tools/bundle.mjs
const SOURCES = typeof __MESSAGES__ === 'undefined' ? { en: '', zh: '' } : __MESSAGES__;

const { bundles: BUNDLES, t, localiseReply } = createMessages(SOURCES, LANG);
export { t, localiseReply };

/**
 * Puts the words of every `[data-l10n-id]` under `root` in the page's language: the message's value is the element's
 * text, its attributes (`.aria-label`, `.title`, `.placeholder`, ...) the element's attributes. Arguments come from
 * `data-l10n-args` (JSON).
 */
export function localise(root = document) {
  for (const el of root.querySelectorAll('[data-l10n-id]')) {
    const id = /** @type {HTMLElement} */ (el).dataset.l10nId ?? '';
    const args = JSON.parse(/** @type {HTMLElement} */ (el).dataset.l10nArgs || '{}');
    for (const bundle of BUNDLES()) {
      const message = bundle.getMessage(id);
      if (!message) continue;
      if (message.value) el.textContent = bundle.formatPattern(message.value, args);
      for (const [attr, pattern] of Object.entries(message.attributes)) el.setAttribute(attr, bundle.formatPattern(pattern, args));
      break;
    }
  }
}

/** Chooses `lang` for this and later visits and reloads the page in it, the address keeping `?lang=` (a permalink). */
export function switchTo(lang) {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Storage off: the address still carries the language.
  }
  const url = new URL(location.href);
  url.searchParams.set('lang', lang);
  location.assign(url.href);
}

document.documentElement.lang = LANG === 'zh' ? 'zh-CN' : 'en';
// The install prompt's name and description in Chinese: web/manifest.zh.webmanifest (a static manifest has no ?lang).
if (LANG === 'zh') document.querySelector('link[rel="manifest"]')?.setAttribute('href', 'manifest.zh.webmanifest');

/** The language switch (中文 / English) at the end of `container`: a button per language, the current one pressed. */
export function mountSwitch(container) {
  const group = document.createElement('div');
  group.className = 'lang-switch';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', t('lang-switch.aria-label'));
  for (const [lang, label] of [['zh', '中文'], ['en', 'English']]) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.lang = lang === 'zh' ? 'zh-CN' : 'en';
    button.dataset.testid = `lang-${lang}`;
    button.setAttribute('aria-pressed', String(lang === LANG));
    button.addEventListener('click', () => {
      if (lang !== LANG) switchTo(lang);
    });
    group.append(button);
  }
  container.append(group);
}

// The .ftl text of each language, gathered in one order for the page's bundle (tools/bundle.mjs) and for the e2e tests in
// Node (tests/e2e/catalogue.test.mjs): the core's own words, each puzzle's folder in the registry's order, then the page's
// (web/locales: index.html's words; web/locales/views: web/js's). Fluent keeps the first of two equal ids.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CORE = fileURLToPath(new URL('../crates/core/src/', import.meta.url));
const WEB = fileURLToPath(new URL('../web/', import.meta.url));

/**
 * The .ftl text of `lang` (`en` or `zh`) for the puzzles named, in the registry's order.
 * @param {string[]} names
 * @param {string} lang
 */
export function messagesOf(names, lang) {
  return [`${CORE}l10n`, ...names.map((name) => `${CORE}puzzles/${name}`), `${WEB}locales`, `${WEB}locales/views`]
    .map((dir) => readFileSync(`${dir}/${lang}.ftl`, 'utf8'))
    .join('\n');
}

/** Every language's text, `{en, zh}`, for the puzzles named. */
export function allMessages(names) {
  return { en: messagesOf(names, 'en'), zh: messagesOf(names, 'zh') };
}

// The .ftl text of each language, gathered in one order for the page's bundle (tools/bundle.mjs) and for the e2e tests in
// Node (tests/e2e/catalogue.test.mjs): the core's own words (l10n and each folder under it, as l10n/mod.rs lists them), each puzzle's folder in the registry's order, then the page's
// (web/locales: index.html's words, then each folder under it by name: web/js's words, a folder per area). Fluent keeps
// the first of two equal ids, so tests/messages.rs refuses an id held twice in one language.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CORE = fileURLToPath(new URL('../crates/core/src/', import.meta.url));
const WEB = fileURLToPath(new URL('../web/', import.meta.url));

/**
 * The .ftl text of `lang` (`en` or `zh`) for the puzzles named, in the registry's order.
 * @param {string[]} names
 * @param {string} lang
 */
export function messagesOf(names, lang) {
  return [...folders(`${CORE}l10n`), ...names.map((name) => `${CORE}puzzles/${name}`), ...folders(`${WEB}locales`)]
    .map((dir) => readFileSync(`${dir}/${lang}.ftl`, 'utf8'))
    .join('\n');
}

/** `dir` and every folder under it, each before its own folders, siblings by name. */
function folders(dir) {
  const under = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return [dir, ...under.flatMap((name) => folders(`${dir}/${name}`))];
}

/** Every language's text, `{en, zh}`, for the puzzles named. */
export function allMessages(names) {
  return { en: messagesOf(names, 'en'), zh: messagesOf(names, 'zh') };
}

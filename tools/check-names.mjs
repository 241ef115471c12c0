// `make lint`: fails when a puzzle's name, or the id of a piece or cell kind of a puzzle's look, appears in the page's
// JavaScript outside web/js/puzzles/ (the one list) or a kind in web/style.css, so that a new puzzle needs no JS beyond its optional visual module
// and the page draws every kind from the core's Info.look. Names are the core's puzzle folders, crates/core/src/puzzles/*/;
// kind ids are those its sources declare (crates/core/src/look.rs, each puzzle's PieceLook), as quoted strings ('x', "x")
// or classes (piece-x, cell-x, locator-x).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const names = readdirSync(join(ROOT, 'crates/core/src/puzzles'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const allowed = join(ROOT, 'web/js/puzzles');

/** Every .js file under `dir`, except the one list's folder. */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === allowed ? [] : walk(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** Every .rs file under `dir`. */
function rust(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return rust(path);
    return entry.name.endsWith('.rs') ? [path] : [];
  });
}

// A kind's id is the first string of a `PieceLook::plain(...)`, or the `id: "..."` of a `PieceLook { ... }` or
// `CellLook { ... }` literal.
const declared = /PieceLook::plain\(\s*"([a-z]+)"|(?:PieceLook|CellLook)\s*\{[^}]*?\bid:\s*"([a-z]+)"/g;
const kinds = [...new Set(rust(join(ROOT, 'crates/core/src')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(declared)]
  .map((m) => m[1] ?? m[2])))].sort();

const pattern = new RegExp(`\\b(${names.join('|')})\\b`, 'i');
const kindPattern = new RegExp(`(['"])(${kinds.join('|')})\\1|\\b(?:piece|cell|locator)-(${kinds.join('|')})\\b`);
const found = [];
for (const file of walk(join(ROOT, 'web/js'))) {
  readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    const match = pattern.exec(line);
    if (match) found.push(`${relative(ROOT, file)}:${i + 1}: names the puzzle "${match[1]}": ${line.trim()}`);
    const kind = kindPattern.exec(line);
    if (kind) found.push(`${relative(ROOT, file)}:${i + 1}: names the kind "${kind[2] ?? kind[3]}" (draw it from Info.look): ${line.trim()}`);
  });
}
// The stylesheet styles kinds only through the custom properties svgparts.js sets from the look, never by class.
const kindClass = new RegExp(`\\b(?:piece|cell|locator)-(${kinds.join('|')})\\b`);
readFileSync(join(ROOT, 'web/style.css'), 'utf8').split('\n').forEach((line, i) => {
  const kind = kindClass.exec(line);
  if (kind) found.push(`web/style.css:${i + 1}: styles the kind "${kind[1]}" (draw it from Info.look): ${line.trim()}`);
});
if (kinds.length < 4) {
  console.error(`check-names: found only these kind ids in the core's looks: ${kinds.join(', ')}`);
  process.exit(1);
}
if (names.length === 0) {
  console.error('check-names: no puzzle folders found in crates/core/src/puzzles/');
  process.exit(1);
}
if (found.length > 0) {
  console.error(`check-names: page code must not name a puzzle or a kind outside web/js/puzzles/ (the core's Info describes it):\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`check-names: no JavaScript outside web/js/puzzles/ names ${names.join(', ')}, nor it or web/style.css the kinds ${kinds.join(', ')}`);

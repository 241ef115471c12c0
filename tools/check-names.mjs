// `make lint`: fails when a puzzle's name appears in the page's JavaScript outside web/js/puzzles/ (the one list), so that
// a new puzzle needs no JS beyond its optional visual module. Names are the core's puzzle folders, crates/core/src/puzzles/*/.
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

const pattern = new RegExp(`\\b(${names.join('|')})\\b`, 'i');
const found = [];
for (const file of walk(join(ROOT, 'web/js'))) {
  readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    const match = pattern.exec(line);
    if (match) found.push(`${relative(ROOT, file)}:${i + 1}: names the puzzle "${match[1]}": ${line.trim()}`);
  });
}
if (names.length === 0) {
  console.error('check-names: no puzzle folders found in crates/core/src/puzzles/');
  process.exit(1);
}
if (found.length > 0) {
  console.error(`check-names: page code must not name a puzzle outside web/js/puzzles/ (the core's Info describes it):\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`check-names: no JavaScript outside web/js/puzzles/ names ${names.join(', ')}`);

// What the Chinese page must not show: English words left in its text (issue 23). Used by l10n*.test.mjs.

/** A Chinese character. */
export const HAN = /[\u4e00-\u9fff]/;

/**
 * The visible English words under the elements `selector` matches: Latin words of three letters or more in text
 * nodes that are shown, less names and notation (BFS, A*, PNG, NOIP, ...), code spans, inputs and the judge output.
 */
export function englishLeft(page, selector) {
  return page.evaluate((sel) => {
    const allowed = new Set(['BFS', 'IDA', 'PNG', 'GIF', 'NOIP', 'POJ', 'UVa', 'UVALive', 'OmniGravity', 'Holedox',
      'Moving', 'Klotski', 'Sokoban', 'Pushing', 'Boxes', 'XSB', 'LURD', 'WASD', 'Rust', 'WebAssembly', 'Case', 'Codeforces', 'AtCoder', 'ICPC', 'EXIT', 'Tab', 'Space', 'Enter', 'Esc', 'Shift',
      // A judge's answer word and label, quoted in a verdict as the judge prints them (Fifteen's impossible board,
      // Sokoban's `Maze #3` and `Impossible.`).
      'unsolvable', 'Maze', 'Impossible']);
    const words = [];
    for (const root of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || el.closest('code, kbd, textarea, pre, [data-testid="judge-output"], svg, [hidden]')) continue;
        if (!el.checkVisibility?.()) continue;
        for (const word of node.textContent.match(/[A-Za-z]{3,}/g) ?? []) {
          // A path quoted in a verdict: only move letters (U D L R, Sokoban's N S E W and n s e w).
          if (/^[UDLRNSEWnsew]+$/.test(word)) continue;
          if (!allowed.has(word)) words.push(`${word} (in "${node.textContent.trim().slice(0, 60)}")`);
        }
      }
    }
    return words;
  }, selector);
}

# The page's words in English (partners: zh.ftl, web/index.html, web/js/l10n.js).

## The language switch.
lang-switch =
    .aria-label = Language

## The header.
page-title = Puzzle Playground: grid search puzzles, solved exactly
page-name = Puzzle Playground
page-tagline = Grid search puzzles from programming contests and beyond, solved exactly by Rust compiled to WebAssembly.

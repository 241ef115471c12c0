# The core's own words in English (partners: zh.ftl, mod.rs; each puzzle's words are in puzzles/<name>/en.ftl).

## Parse errors: where, then what was expected and what was found.
parse-at = line { $line }, column { $column }: { $what }
parse-expected = expected { $expected }, found { $found }
parse-end-of-input = end of input

## What every puzzle shares.
slide-help = An arrow key or a swipe slides a tile into the blank the way it points; or click or tap a tile next to the blank. Paths are written as the blank's moves (U D L R).

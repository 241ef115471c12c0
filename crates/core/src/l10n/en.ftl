# The core's own words in English (partners: zh.ftl, mod.rs; each puzzle's words are in puzzles/<name>/en.ftl).

## Parse errors: where, then what was expected and what was found.
parse-at = line { $line }, column { $column }: { $what }
parse-expected = expected { $expected }, found { $found }
parse-end-of-input = end of input

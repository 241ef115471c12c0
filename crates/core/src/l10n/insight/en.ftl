# The insight in English: the solver's kind, its figures, the heat and why-not (puzzles/*/insight.rs; partner: zh.ftl).

## A table the plain search stopped filling at its budget (holedox, klotski insight.rs).
insight-capped = { $table }, capped at { $budget } explored states

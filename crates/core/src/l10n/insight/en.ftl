# The insight in English: the solver's kind, its figures, the heat and why-not (puzzles/*/insight.rs; partner: zh.ftl).

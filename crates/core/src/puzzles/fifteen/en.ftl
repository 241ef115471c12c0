# fifteen in English (partners: zh.ftl, play.rs names these ids in its Texts).

# The X-ray of the solver (xray.rs): its name, pseudocode, notes and path.
fifteen-xray-name = IDA*: depth-first under a growing bound on f = g + h
fifteen-xray-code-0 = bound ← h(start)   (h: the Manhattan distance, or the pattern databases when that is slow)
fifteen-xray-code-1 = loop: t ← dfs(start, g = 0, bound); if found: return g
fifteen-xray-code-2 = {"  "}dfs(s, g): if g + h(s) > bound: return g + h(s)   (cut off)
fifteen-xray-code-3 = {"  "}dfs(s, g): if s is the goal: found
fifteen-xray-code-4 = {"  "}dfs(s, g): for each move but the one undoing the last: dfs(next, g + 1)
fifteen-xray-code-5 = {"  "}bound ← the least f that went over it
fifteen-xray-unsolvable = Unsolvable (the parity argument): nothing to search.
fifteen-xray-tables = h: the pattern databases, as the quick Manhattan search gave up. IDA* keeps no queue but its path.
fifteen-xray-table-small = h: the pattern database, exact on this small board. IDA* keeps no queue but its path.
fifteen-xray-manhattan = h: the Manhattan distance (the quick search finished). IDA* keeps no queue but its path.
fifteen-xray-path = On the path (the depth-first stack), deepest first

fifteen-title = Fifteen
fifteen-source = the 15-puzzle · POJ 1077, UVa 10181
fifteen-goal = Goal: put the tiles in order, the blank last.
fifteen-mover = the blank
fifteen-statement-1 = An n×m frame (2 ≤ n, m ≤ 4) holds the tiles 1 to n·m−1 and one blank. A move slides a tile next to the blank into it. Find the fewest moves that put the tiles in order, row by row, with the blank last, or say that it cannot be done.
fifteen-statement-2 = Input: T (≤ 100), then T boards: `n m` and n rows of m numbers, `0` for the blank. Output: `Case k: N`, or `Case k: unsolvable`.
fifteen-tool-blank = Swap with the blank

## The generator's levels, easiest first.
fifteen-level-1 = easy (<= 10 moves)
fifteen-level-2 = medium (11-30 moves)
fifteen-level-3 = hard (31+ moves)
fifteen-level-4 = unsolvable

## A move in the player's words (play.rs say).
fifteen-slide = slide { $tile } { $way }

# fifteen in English (partners: zh.ftl, play.rs names these ids in its Texts).

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

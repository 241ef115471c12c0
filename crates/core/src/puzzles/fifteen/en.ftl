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
fifteen-xray-next = IDA* goes depth first: it expands the first successor within the bound; when none is left, it backs up to the deepest state on its path with a move still to try.

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
fifteen-level-5 = large (5x5 to 10x10, 40-80 random moves)

## A move in the player's words (play.rs say).
fifteen-slide = slide { $tile } { $way }

## The search insight (insight.rs): what the solver counts, its tables, the heat map, why a board is unsolvable.
fifteen-insight-heat = steps from each tile to its home cell (Manhattan distance)
fifteen-insight-solver-parity = IDA* nodes expanded (none: the parity argument decides)
fifteen-insight-solver = IDA* nodes expanded (h: { $h ->
        [manhattan] the Manhattan distance
        [databases] the pattern databases
       *[exact] an exact distance table
    })
fifteen-insight-beyond = nodes expanded: none counted past 4x4 (the exact search has no tables there and may not finish; the hint's own search says what it proves)
fifteen-insight-manhattan = the Manhattan distance (a shallow 4x4 board: no tables needed)
fifteen-insight-table = { $heuristic }; IDA* thresholds { $thresholds }
fifteen-insight-tables = { $kind ->
        [exact] one exact distance table
       *[databases] additive pattern databases { $sizes }
    } of { $entries } entries{ $mirror ->
        [yes] , max with the diagonal mirror
       *[no] {""}
    }
fifteen-insight-why-not = This board is unsolvable: { $width ->
        [odd] with an odd width every move keeps the parity of the inversions, and the goal has none
       *[even] with an even width every move keeps the parity of the inversions plus the blank's row from the bottom, which is odd at the goal
    }; here it is the other parity.

## Edits refused (play.rs edit).
fifteen-edit-size = expected a size from 2x2 to { $max }x{ $max }, found { $rows }x{ $cols }

## Building the pattern databases in the worker (keep.rs), on the busy line.
fifteen-tables-progress = Building Fifteen's tables… { $percent } %

## The hint past 4x4 when the exact search gave up (play.rs guarantee): a weighted A* path, or the path by rows and columns, and what it proves.
fifteen-bounded = A path of { $n } moves from here, at most { $factor }× optimal; at least { $lower } moves are needed

# Known mistakes (mistakes.rs): what each deliberately wrong solver gets wrong.
fifteen-mistake-odd-width-rule = Uses the odd-width parity rule (inversions even) on every width; on an even width the blank's row from the bottom counts too.
fifteen-mistake-row-from-top = On an even width, counts the blank's row from the top instead of from the bottom.
fifteen-mistake-blank-in-inversions = Counts the blank as a tile 0 when counting inversions; the blank must be left out.
fifteen-mistake-goal-blank-first = Searches towards the blank first (0 1 2 …) instead of the blank last.

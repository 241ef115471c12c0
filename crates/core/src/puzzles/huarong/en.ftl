# huarong in English (partners: zh.ftl, play.rs names these ids in its Texts).

# The X-ray (xray.rs, play.rs): the searches' names, the solver's pseudocode, its words for the moves and its note.
huarong-xray-plain = Plain breadth-first search over (blank, piece) positions
huarong-xray-name = A* over (piece cell, blank side), the blank's travel priced
huarong-xray-code-0 = turn[cell][side→side] ← the blank's walk round each piece cell (precomputed)
huarong-xray-code-1 = open ← {"{"}(blank walking, cost 0){"}"}, keyed by f = cost + estimate
huarong-xray-code-2 = while open is not empty: s ← the least key (skip it if a shorter way won)
huarong-xray-code-3 = {"  "}blank walking: step the blank (1), or arrive beside the piece (0)
huarong-xray-code-4 = {"  "}piece with the blank on a side: if on the target: return cost
huarong-xray-code-5 = {"  "}turn the blank to another side (its walk's cost), or swap piece and blank (1)
huarong-xray-walk = walk
huarong-xray-arrive = arrive
huarong-xray-turn = turn
huarong-xray-swap = swap
huarong-xray-note = A search state is the piece's cell and the side the blank stands on, or, before the blank first reaches the piece, the blank's cell ({ $reached } reached): { $words }.
huarong-xray-moves = { $n } moves
huarong-xray-no-solution = no solution

# The method contestants are taught, X-rayed beside the solver (xray.rs `taught`): the same loop without its estimate.
huarong-taught = NOIP's standard solution
huarong-taught-name = NOIP 2013's standard solution: the blank's breadth-first search, then shortest paths over (piece cell, blank side), no estimate
huarong-taught-code-0 = turn[cell][side→side] ← the blank's BFS round each piece cell, the piece a wall (precomputed)
huarong-taught-code-1 = dist ← {"{"}(blank walking, 0){"}"}; no estimate: states leave in order of dist (Dijkstra; many use SPFA)
huarong-taught-code-2 = while states wait: s ← the least dist (skip it if a shorter way won)
huarong-taught-code-3 = {"  "}blank walking (its BFS, the piece a wall): step the blank (1), or arrive beside the piece (0)
huarong-taught-code-4 = {"  "}piece with the blank on a side: if on the target: return dist
huarong-taught-code-5 = {"  "}turn the blank to another side (turn[…]), or swap piece and blank (1)
huarong-taught-open = Waiting, least distance first
huarong-taught-unit = Round (one per distance)
huarong-taught-next = Without an estimate the search takes the waiting state with the least distance from the start, as Dijkstra's algorithm does: it goes out evenly in all directions, towards the target or not.

huarong-title = Huarong
huarong-source = NOIP 2013 · 华容道
huarong-goal = Goal: bring the tile S onto the target T.
huarong-mover = the blank
huarong-statement-1 = An n×m board (n, m ≤ 30) is full of 1×1 tiles except for one blank cell. Cells marked `0` are fixed; any movable tile next to the blank may slide into it. For each query, find the fewest moves that bring the tile at S to the target T, or −1 if it cannot be done.
huarong-statement-2 = Input: `n m q`, n rows of m values `0`/`1`, then q lines `EX EY SX SY TX TY` (blank, piece, target; 1-based). Output: one number per query.
huarong-tool-wall = Fixed cell
huarong-tool-blank = Blank
huarong-tool-chosen = Piece
huarong-tool-target = Target

## The generator's levels, easiest first.
huarong-level-1 = short (1-10 moves)
huarong-level-2 = medium (11-40 moves)
huarong-level-3 = long (41+ moves)
huarong-level-4 = impossible

## A move in the player's words and why one is refused (play.rs say, blocked).
huarong-blocked-fixed = no tile can slide { $way } into the blank: { $cell }, { $beside } it, is a fixed cell
huarong-slide-piece = slide S { $way }
huarong-slide-tile = slide the tile { $beside } the blank { $way }

## The search insight (insight.rs).
huarong-insight-heat = moves to bring the piece here
huarong-insight-solver = A* states expanded (a state: the piece's cell and the blank's side)
huarong-insight-table = bit-set over { $rows }x{ $cols } blanks x { $rows }x{ $cols } pieces
huarong-insight-why-start = The blank and the piece must stand on distinct movable cells, not the blank at { $blank } and the piece at { $piece }; there is nothing to search.
huarong-insight-why-off = The target { $target } is off the board.
huarong-insight-why-fixed = The target { $target } is a fixed cell.
huarong-insight-why-unreached = The piece can reach { $reached } of { $movable } movable cells; the target { $target } is not among them.

## Edits refused (play.rs edit and interpret).
huarong-edit-distinct = expected the blank and the piece on distinct movable cells, found the blank at { $blank } and the piece at { $piece }
huarong-edit-on-fixed = expected { $what } on a movable cell, found a fixed cell at { $cell }
huarong-edit-on-other = expected { $what } off { $other }, found { $other } at { $cell }
huarong-edit-wall-under = expected the wall off the blank and the piece, found { $what } at { $cell }
huarong-edit-too-small = expected a board of at least 2 cells for the blank and the piece, found { $rows }x{ $cols }
huarong-edit-resize-holds = expected a { $rows }x{ $cols } board that holds { $what }, found { $what } at { $cell }
huarong-edit-drag = expected to drag the blank, the piece or the target, found { $cell }

# Known mistakes (mistakes.rs): what each deliberately wrong solver gets wrong.
huarong-mistake-piece-cell-only = Keeps only the piece's cell in the search state, not the side the blank stands on, so the first way to a cell hides better ones.
huarong-mistake-blank-through-piece = Lets the blank walk through the piece on its way to the piece's other side.
huarong-mistake-start-on-target = Checks the target only after the piece has moved, so a query whose piece starts on the target does not answer 0.
huarong-mistake-swaps-only = Counts only the moves of the piece itself, not the blank's walk to it.
huarong-ring = the piece to move

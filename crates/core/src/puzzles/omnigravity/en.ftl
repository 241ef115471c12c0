# omnigravity in English (partners: zh.ftl, play.rs names these ids in its Texts).

# The X-ray (play.rs): the solver is the plain search, named so.
omnigravity-xray-solver = The solver: the judge's breadth-first search over whole boards
omnigravity-xray-solver-note = The solver is this breadth-first search (the plain one, step for step): it counts the states reached by at least one tilt, the seed only if a tilt returns to it.

omnigravity-title = OmniGravity
omnigravity-source = UVALive 4856
omnigravity-help = Tilt with the arrow keys, WASD, the buttons or a swipe.
omnigravity-goal = Goal: tilt until each piece is on its outline.
omnigravity-mover = the board
omnigravity-statement-1 = An 8×8 board holds obstacles (`#`) and four 2×2 pieces `A`–`D`. Enable gravity in one of four directions and every piece slides until it hits the edge, an obstacle or another piece. How many different static states can be reached by enabling gravity at least once?
omnigravity-statement-2 = Input: T (≤ 100), then T boards of 8 rows of 8 characters from `ABCD.#`. Output: `Case k: N` per board.
omnigravity-tool-wall = Obstacle
omnigravity-tool-a = Piece A
omnigravity-tool-b = Piece B
omnigravity-tool-c = Piece C
omnigravity-tool-d = Piece D
omnigravity-button-u = Tilt up
omnigravity-button-l = Tilt left
omnigravity-button-d = Tilt down
omnigravity-button-r = Tilt right
omnigravity-filter-a = Piece A in a corner
omnigravity-filter-b = Piece B in a corner
omnigravity-filter-c = Piece C in a corner
omnigravity-filter-d = Piece D in a corner

## The generator's levels, easiest first.
omnigravity-level-1 = calm (2-30 states)
omnigravity-level-2 = lively (31-300 states)
omnigravity-level-3 = wild (301-3000 states)
omnigravity-level-4 = chaotic (3001+ states)

## What one move is called.
omnigravity-tilt = tilt
omnigravity-tilts = tilts

## A move in the player's words and why one is refused (play.rs say, blocked, still, interpret).
omnigravity-say-tilt = tilt { $dir }
omnigravity-blocked = the board cannot tilt { $dir }
omnigravity-still = the tilt { $dir } moved nothing: every piece already rests as far { $dir } as it can (it counts, as the judge counts it)
omnigravity-click = a click does not tilt: use the arrow keys, the buttons or a swipe

## The search insight (insight.rs).
omnigravity-insight-table = bit-set over 49^4 placements of the 4 pieces
omnigravity-insight-capped = { $table }, capped at { $budget } states
omnigravity-insight-solver = boards expanded by its breadth-first search (the plain search itself)

## Edits refused (play.rs edit and interpret).
omnigravity-edit-drag = expected a piece to drag, found no piece at { $cell }
omnigravity-edit-off = expected a cell in rows and columns 1-{ $side }, found { $cell }
omnigravity-edit-wall-on-piece = expected a free cell or an obstacle, found piece { $piece } at { $cell }
omnigravity-edit-letter = expected a piece A, B, C or D, found { $found }
omnigravity-edit-corner = expected the top-left cell of a 2x2 piece in rows and columns 1-{ $side }, found { $cell }
omnigravity-edit-an-obstacle = an obstacle
omnigravity-edit-piece = piece { $piece }
omnigravity-edit-covered = expected 4 free cells for piece { $piece } at { $at }, found { $found } at { $cell }

# Known mistakes (mistakes.rs): what each deliberately wrong solver gets wrong.
omnigravity-mistake-counts-start = Counts the start state even when no tilt leads back to it; the start counts only if some tilt returns to it.
omnigravity-mistake-letter-order = Moves the pieces in letter order (A, B, C, D) during a tilt instead of the one nearest the far wall first, so a piece can stop behind one that has not moved yet.
omnigravity-mistake-colours-ignored = Tells states apart by the cells covered, forgetting the colours; two states differ when any cell has a different colour.
omnigravity-mistake-moving-tilts-only = Counts a state only when a tilt moves something into it; a tilt that moves nothing still reaches its state.

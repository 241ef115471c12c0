# klotski in English (partners: zh.ftl, play.rs names these ids in its Texts).

# The X-ray (play.rs): the plain search's name, and the judge's searches as figures.
klotski-xray-plain = Plain breadth-first search by piece moves, pieces of one shape alike
klotski-xray-solver = Three breadth-first searches over canonical states (pieces of one shape alike)
klotski-xray-solver-note = One search per count (cell steps, straight slides, piece moves), each over states whose pieces of one shape are interchangeable; its steps are not traced.

klotski-title = Klotski
klotski-source = 经典华容道 · the classic sliding blocks
klotski-help = Drag a piece to any cell it can reach; or pick it (click it, or Tab to the board and press Space) and move it with the arrow keys, or tap where it should go. Paths name each piece's letter and its steps (GDR: G down, then right).
klotski-goal = Goal: bring piece A onto the target T.
klotski-mover = the pieces
klotski-statement-1 = A box of R×C cells (R, C ≤ 6) holds walls, at most 4 empty cells and pieces `A` to `Z`, each one 4-connected shape. A piece moves into empty cells. Bring piece A's anchor (its first cell in reading order) onto the target, counting the fewest cell steps S (one piece, one cell), straight slides L (one piece, any cells in one direction) and piece moves P (one piece along any path of empty cells).
klotski-statement-2 = Input: T (≤ 20), then per case `R C`, R rows of `.` `#` `A`–`Z`, and `TR TC`. Output: `Case i: S L P`, `Case i: 0 0 0` when A is there already, or `Case i: -1`.
klotski-tool-piece = Piece
klotski-tool-leader = Piece A
klotski-tool-erase = Erase
klotski-tool-wall = Wall
klotski-tool-target = Target

## The generator's levels, easiest first.
klotski-level-1 = easy
klotski-level-2 = medium
klotski-level-3 = hard

## The judge's counts of a path besides its moves.
klotski-step = step
klotski-steps = steps
klotski-slide = slide
klotski-slides = slides

## The layout list: each classic layout's optima.
klotski-layout-optima = { $moves } moves, { $slides } slides, { $steps } steps
klotski-layout-no-solution = no solution

## A move in the player's words and why one is refused (play.rs say, interpret; mod.rs apply).
klotski-move = move { $piece } { $runs }
klotski-run = { $n ->
        [one] { $dir }
       *[other] { $dir } { $n }
    }
klotski-then = { $first }, then { $rest }
klotski-no-piece = there is no piece { $piece } in the box
klotski-edge = the edge
klotski-wall-at = a wall at { $cell }
klotski-piece-at = piece { $piece } at { $cell }
klotski-blocked = step { $step } of { $move }: piece { $piece } cannot move { $dir }: { $why } is in the way
klotski-pick-wall = { $cell } is a wall: pick a piece
klotski-pick-empty = { $cell } is empty: pick a piece
klotski-pick-off = { $cell } is off the box
klotski-picked = piece { $piece } picked: drag it, or use the arrow keys
klotski-no-path = piece { $piece } cannot get to { $cell }: no path of empty cells leads there
klotski-pick-first = pick a piece first: click it, or Tab to the board and press Space
klotski-drag = drag a piece where it should go, or pick it and use the arrow keys

## The search insight (insight.rs).
klotski-insight-heat = piece moves to bring A's top-left cell here
klotski-insight-solver = states expanded by the judge's three breadth-first searches (steps, slides, moves)
klotski-insight-table = hash set of boxes, pieces of one shape alike
klotski-insight-why-not = A's top-left cell reaches { $reached } { $reached ->
        [one] cell
       *[other] cells
    } of the box, never the target at { $target }: the pieces and walls always keep its way shut.

## Edits refused (edit.rs, play.rs interpret); the parser's own messages say the rest.
klotski-edit-drag = expected to drag the target, found { $cell }
klotski-edit-off = expected a cell of the { $rows }x{ $cols } box, found { $cell }
klotski-edit-wall-on-piece = expected an empty cell or a wall, found piece { $piece } at { $cell }: erase it first
klotski-edit-no-cells = expected the cells of a piece, found none
klotski-edit-piece-on-wall = expected a piece on empty cells or pieces, found a wall at { $cell }
klotski-edit-last-a = expected a cell of a piece other than A's last, found A at { $cell }
klotski-edit-too-many = expected at most 26 pieces, found 26 already: erase one first

# Known mistakes (mistakes.rs): what each deliberately wrong solver gets wrong.
klotski-mistake-same-shape-distinct = Treats pieces of the same shape as distinct: the same answers, but many more states, a trap for time, not for correctness.
klotski-mistake-one-cell-slides = Lets a straight slide move a piece by one cell only, so slides are counted as cell steps.
klotski-mistake-straight-moves = Lets one piece move go in a straight line only, not round a corner, so piece moves are counted as slides.
klotski-mistake-goal-covers-target = Stops when piece A covers the target cell, instead of when A's first cell is on it.
klotski-notation = a piece's letter, then its steps U up, D down, L left, R right (GDR: G down, then right)
klotski-ring = piece A

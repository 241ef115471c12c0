# klotski in English (partners: zh.ftl, play.rs names these ids in its Texts).

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

# The core's own words in English (partners: zh.ftl, mod.rs; each puzzle's words are in puzzles/<name>/en.ftl).

## Parse errors: where, then what was expected and what was found.
parse-at = line { $line }, column { $column }: { $what }
parse-expected = expected { $expected }, found { $found }
parse-end-of-input = end of input
parse-not-int = expected { $what } (an integer), found { $found }
parse-int-between = expected { $what } between { $min } and { $max }, found { $found }
parse-too-large = expected at most 1 MiB of { $what }, found { $found }
parse-input = input
parse-output = output
parse-mib = { $size } MiB
parse-more-than-mib = more than 1 MiB
parse-not-utf8 = expected UTF-8 text, found byte { $byte }
parse-cases-t = the number of cases T
parse-row-of-case = row { $row } of case { $case }
parse-row-length = expected a row of { $cells } cells, found { $found } ({ $token })

## Fifteen's input.
fifteen-boards-t = the number of boards T
fifteen-rows = the rows n of board { $case }
fifteen-columns = the columns m of board { $case }
fifteen-number = a number in row { $row } of board { $case }
fifteen-repeat = expected each of 0 to { $last } once in board { $case }, found a second { $value }
fifteen-not-permutation = expected a permutation in board { $case }, found another board

## Holedox's input: its body is blocks, its stones are walls.
holedox-n-or-end = n or the end marker "0 0 0"
holedox-end-marker = "0 0 0" to end the input
holedox-block-row = row of block { $block }
holedox-block-column = column of block { $block }
holedox-block-twice = expected block { $block } on a cell not already on the body, found { $cell }, which is block { $other }
holedox-block-apart = expected block { $block } next to block { $previous } at { $at }, found { $cell }
holedox-stone-count = stone count K
holedox-stone-row = row of stone { $stone }
holedox-stone-column = column of stone { $stone }
holedox-stone-on-exit = expected stone { $stone } on a cell other than the exit, found { $cell }
holedox-stone-on-body = expected stone { $stone } on a cell off the body, found { $cell }, which is block { $block }

## Huarong's input.
huarong-zero-or-one = 0 or 1
huarong-blank-fixed = expected a blank on a movable cell (1), found a fixed cell at { $cell }
huarong-piece-fixed = expected a piece on a movable cell (1), found a fixed cell at { $cell }
huarong-same-cell = expected the piece and the blank on different cells, found both at { $cell }

## Klotski's input.
klotski-too-many-empty = expected at most { $most } empty cells in case { $case }, found a 5th at { $cell }
klotski-cell-char = expected one of . # A-Z, found { $found }
klotski-no-leader = expected a piece A in case { $case }, found none
klotski-apart = expected the cells of { $letter } in case { $case } to form one 4-connected piece, found { $letter } at { $cell } apart from { $letter } at { $first }
klotski-misfit = expected a target where A fits in case { $case }, found { $target }: { $why }
klotski-leaves-box = A's cells would leave the box
klotski-covers-wall = A would cover the wall at { $cell }

## OmniGravity's input.
omnigravity-fifth-cell = expected 4 cells of { $letter } in case { $case }, found a 5th at { $cell }
omnigravity-cell-char = expected one of A B C D . #, found { $found }
omnigravity-too-few = expected 4 cells of { $letter } in case { $case }, found { $found }
omnigravity-not-square = expected the 4 cells of { $letter } in case { $case } to form a 2x2 square with top-left { $top }, found { $letter } at { $cell }

## Errors of a whole request (error.rs, lib.rs, testgen.rs).
error-unknown-puzzle = unknown puzzle { $name }: expected one of { $names }
error-no-case = expected a case number from 1 to { $count }, found { $found }
error-output = the output, line { $line }, column { $column }: { $what }
error-counts-not-paths = { $puzzle } answers are counts, not paths: use judge
error-one-metric = { $puzzle } counts its answers one way: expected no --metric, found { $found }
error-level-format = --{ $format } reads the levels of { $puzzles } only: expected the puzzle { $puzzles }, found { $found }
error-metric = expected a metric of { $puzzle }: { $metrics }, found { $found }
error-unknown-mistake = expected a known mistake of { $puzzle }: { $ids }, found { $found }
mistake-named = Known mistake: { $id }: { $explanation }
mistake-none = Known mistake: none of the catalogue reproduces these wrong answers
mistake-no-hack = { $id } answers every case right (a trap for time, not for correctness): it has no failing case
error-size = expected a size ({ $what }) from { $min } to { $max }, found { $found }
size-board-side = board side
size-box-side = box side
size-boards = number of boards

## The worker's faults (crates/wasm); `plain` shows its words as they are: only the tests' own games use it.
plain = { $text }
fault-no-board = no { $puzzle } board is loaded
fault-saved-move = move { $move } of the saved moves: { $why }
fault-move = move { $move }: { $why }
fault-malformed = malformed request: { $why }

## What every puzzle shares.
slide-help = An arrow key or a swipe slides a tile into the blank the way it points; or click or tap a tile next to the blank. Paths are written as the blank's moves (U D L R).

## The status beside a board (session/mod.rs).
move-one = move
move-many = moves
count = { $n } { $word }
count-optimal = { $count } (optimal: { $best })
list-pair = { $a }, { $b }
list-empty = nothing
status-optimal = Optimal from here: { $n }
status-no-solution = No solution from here
status-and-visited = { $line }; visited { $visited } of { $reachable } reachable { $reachable ->
        [one] state
       *[other] states
    }
status-visited = Visited { $visited } reachable { $visited ->
        [one] state
       *[other] states
    }
status-visited-of = Visited { $visited } of { $reachable } reachable { $reachable ->
        [one] state
       *[other] states
    }
status-solved = Solved in { $count } (optimal: { $best })!
status-solved-counts = Solved in { $counts }!
status-solved-unsearched = Solved in { $count }!
status-lost = No solution from here: { $why }
status-no-proof = Fewest moves from here: no proof within { $states } states searched (the search gave up)
status-solved-unproved = Solved in { $counts }! (The optimum from the start is not proved: its search gave up.)
status-unsearched = Fewest moves from here: not searched, the search was stopped (Hint searches again)

## The review of a game (review.rs): "Solved in 11 moves: 2 extra moves; 1 mistake, the first at move 4 (better: ...)."
nothing = {""}
review-line = { $head }: { $extra }{ $sofar }{ $tail }.
review-head-solved = Solved in { $count }
review-head-played = { $count } played
review-extra-none = no extra { $many }
review-extra = { $n } extra { $word }
review-unreachable = the goal cannot be reached from here
review-so-far = ; reviewed { $reviewed } of { $played } so far
review-mistakes = ; { $mistakes } { $mistakes ->
        [one] mistake
       *[other] mistakes
    }, the first at { $one } { $at } (better: { $better })
review-first-mistake = ; first mistake at { $one } { $at }
review-no-mistakes = ; no mistakes
review-no-goal = { $count } played; this puzzle has no goal to measure them against

## Directions and sides (grid.rs Dir::text, input.rs beside and edge): "up", "above", the board's "top" edge.
dir-up = up
dir-down = down
dir-left = left
dir-right = right
beside-up = above
beside-down = below
beside-left = left of
beside-right = right of
edge-up = top
edge-down = bottom
edge-left = left
edge-right = right
## What the moves of a path's text mean (grid.rs Dir's notation), in the page's note beside the paths.
notation-udlr = U up, D down, L left, R right
## The locator rings of big boards (look.rs): what a ring marks, and its colour, in the legend under the board.
ring-target = the target
ring-exit = the exit
colour-orange = orange
colour-yellow = yellow

## Moves in the player's words and why one is refused (each puzzle's say, blocked and still; input.rs).
move-at-start = { CAPITAL($move) }
move-still = nothing moved: { $move } changes nothing here
move-blank = move the blank { $dir }
blank-blocked-edge = no tile can slide { $way } into the blank: it is on the board's { $edge } edge
tap-not-beside-blank = the tile at { $cell } is not next to the blank at { $blank }: tap a tile beside the blank
input-does-nothing = { $what } does nothing here
input-key = the key { $key }
input-move = the move { $move }
input-click = a click
input-swipe = a swipe

## The ratings of the moves from here (review.rs): "Slide 7 left: one move closer (12 left)".
rating-goal = { $move }: { $effect }
rating-goal-left = { $move }: { $effect } ({ $left } left)
rating-closer-one = one move closer
rating-closer = { $n } moves closer
rating-no-progress = no progress
rating-further = { $n } { $n ->
        [one] move
       *[other] moves
    } further
rating-dead = a dead end: the goal becomes unreachable
rating-free = { $move }: { $fresh ->
        [yes] a new state
       *[no] a state seen before
    }; { $unvisited } unvisited { $unvisited ->
        [one] state
       *[other] states
    } still reachable after it
a-move-such-as = a move such as { $example }
one-move-such-as = one move such as { $example }

## Edits refused (input.rs, each puzzle's play.rs): what was expected and what was found, as parse errors say it.
edit-not-whole = expected a whole number of { $what }, found { $found }
edit-side = expected { $what ->
        [rows] rows
       *[columns] columns
    } from { $min } to { $max }, found { $found }
edit-off-board = expected { $what } on the { $rows }x{ $cols } board, found { $cell }
edit-the-wall = the wall
edit-the-blank = the blank
edit-the-piece = the piece
edit-the-target = the target
edit-unused-tool = the tool { $tool } does not edit this board
edit-unused-resize = a resize does not edit this board
edit-unused-drag = a drag does not edit this board

## The generator's fields as typed (lib.rs parse_seed, testdata.rs Kind::parse), in the CLI's gen and the page's Make tests.
seed-expected = expected a seed: a whole number from 0 to { $max }, found { $found }
testgen-kind-expected = expected a kind of test: random, edge or worst, found { $found }

## What one unit of a judge input is called in the page's words (info.rs case_words), counted by `count`.
case-one = case
case-many = cases
case-title = Case
query-one = query
query-many = queries
query-title = Query

## Test packages (pack.rs: `puzzles pack`, the studio's "Download as zip").
pack-format-expected = expected a format ({ $formats }), found { $found }
pack-count-expected = expected a number of tests from 1 to { $max }, found { $found }
pack-zip-failed = cannot write the zip: { $why }
pack-unzip-failed = cannot read the zip: { $why }

## The page's level list and a win's result (levels.rs, session/outcome.rs).
level-name = { $difficulty }, level { $n }
level-label = Level { $n }
level-name-layout = { $name } ({ $gloss })
level-label-layout = { $name }
level-note-layout = { $gloss }
level-group-layouts = classic layouts
error-no-level = expected a level of the list or daily-YYYY-MM-DD, found { $found }
outcome-against = { $moves }, optimum { $best }
outcome-solved = { $moves }

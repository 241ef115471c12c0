# sokoban in English (partners: zh.ftl, play.rs names these ids in its Texts).

# The X-ray of the solver (xray.rs): its name, pseudocode and notes.
sokoban-xray-name = Breadth-first search by pushes: the box's cell and the side you pushed it from
sokoban-xray-code-0 = layer ← the first pushes: walk around the box to each side you reach, push
sokoban-xray-code-1 = loop, k = 1, 2, …:
sokoban-xray-code-2 = {"  "}if a state of the layer has the box on the target: return the one with the fewest moves
sokoban-xray-code-3 = {"  "}if the layer is empty: return Impossible.
sokoban-xray-code-4 = {"  "}for each state s of the layer (you stand where the box was):
sokoban-xray-code-5 = {"    "}walk around the box: the cells you reach and how far
sokoban-xray-code-6 = {"    "}for each side you reach with a free cell beyond the box: t ← the box pushed
sokoban-xray-code-7 = {"      "}if t was met after fewer pushes: skip it
sokoban-xray-code-8 = {"      "}else keep t in the next layer, with the fewest moves to it
sokoban-boxes-xray-name = A* by pushes: the boxes' cells and where you stand, ordered by pushes + a matching bound, then moves
sokoban-boxes-xray-code-0 = open ← the start, h = the fewest pushes of a matching of boxes to goals
sokoban-boxes-xray-code-1 = loop: take s with the least pushes + h, then the least moves
sokoban-boxes-xray-code-2 = {"  "}if every box of s is on a goal: return its path
sokoban-boxes-xray-code-3 = {"  "}if the open list is empty: return unsolvable
sokoban-boxes-xray-code-4 = {"  "}walk from where you stand around the boxes: the sides of boxes you reach
sokoban-boxes-xray-code-5 = {"  "}for each box and side you reach, with a free cell beyond: t ← the box pushed
sokoban-boxes-xray-code-6 = {"    "}if t puts a box on a dead square or freezes one off a goal: skip it
sokoban-boxes-xray-code-7 = {"    "}if t was met with as few pushes, then moves: skip it
sokoban-boxes-xray-code-8 = {"    "}else keep t with its pushes, moves and h, reached from s
sokoban-boxes-xray-found = Stops when a state with every box on a goal is taken: the fewest pushes, and among them the fewest moves.
sokoban-boxes-xray-unsolvable = No state with every box on a goal: every push that is no deadlock was tried.
sokoban-boxes-xray-gave-up = Gave up at its budget of states: no proof either way.
sokoban-xray-there = The box is on the target: nothing to search.
sokoban-xray-found = Stops at the first layer that puts the box on the target: the fewest pushes, and among them the fewest moves.
sokoban-xray-next = The search goes through the states of a layer in the order they joined it; the next layer, one push more, only after all of them.
sokoban-xray-impossible = The box can never reach the target: every push that can be made was tried.

sokoban-title = Sokoban (Pushing Boxes)
sokoban-source = POJ 1475 · UVa 589 · 推箱子
sokoban-help = Arrow keys, a swipe or a click on a cell next to you move you; walking into a box pushes it. A click further off walks you there by the shortest way; drag a box where it should go and you push it there (the other boxes stay). Cells marked × are dead squares: a box pushed there never reaches a goal. Paths are written n s e w for a walk and N S E W for a push (north is up); LURD reads too.
sokoban-goal = Goal: push every box onto a target T.
sokoban-mover = yours
sokoban-statement-1 = A maze of r×c cells (r, c ≤ 20) holds rocks `#`, you `S`, one box `B` and its target `T`. You walk to a free neighbouring cell; walking into the box pushes it one cell on, if the cell beyond it is free. Bring the box onto the target with the fewest pushes and, among those, the fewest moves in all.
sokoban-statement-2 = Input: mazes `r c` and r rows of `#` `.` `S` `B` `T`, ended by `0 0`. Output: per maze `Maze #i`, then the moves, N S E W for a push and n s e w for a walk (north is up), or `Impossible.`; then a blank line. Paths that tie are all accepted.
sokoban-statement-3 = Many boxes: XSB levels (`#` wall, `$` box, `.` goal, `@` you, `*` a box on a goal, `+` you on a goal, `;` a title), one or a whole collection, are judged in the same output and play on the board: pick one with Case, then Load case from input.
sokoban-tool-wall = Rock
sokoban-tool-box = Box
sokoban-tool-target = Target
sokoban-tool-player = You

## The generator's levels, easiest first.
sokoban-level-1 = short (1-4 pushes)
sokoban-level-2 = medium (5-12 pushes)
sokoban-level-3 = long (13+ pushes)
sokoban-level-4 = impossible
sokoban-level-boxes-2 = 2 boxes (5-12 pushes)
sokoban-level-boxes-3 = 3 boxes (8-20 pushes)
sokoban-level-boxes-4 = 4 boxes (12-30 pushes)

## The judge's counts of a path.
sokoban-push = push
sokoban-pushes = pushes

## A move in the player's words and why one is refused (mod.rs apply, play.rs say and interpret).
sokoban-walk = walk { $dir }
sokoban-push-box = push the box { $dir }
sokoban-edge = the edge of the maze is there
sokoban-rock-at = a rock is at { $cell }
sokoban-cannot-step = you cannot step { $dir }: { $why }
sokoban-no-box-ahead = there is no box to push { $dir }: a capital letter pushes the box you walk into
sokoban-walk-into-box = you cannot walk { $dir } into the box at { $cell }: push it (a capital letter)
sokoban-box-stuck = the box cannot be pushed { $dir }: { $why }
sokoban-box-there = the box is there
sokoban-tap-not-beside = { $cell } is not next to you at { $player }: tap a cell beside you

## The judge input's messages (parse.rs).
sokoban-r-or-end = r, or the end line 0 0
sokoban-end-line = the second 0 of the end line 0 0
sokoban-row-of-maze = row { $row } of maze { $maze }
sokoban-cell-char = expected one of # . S B T (or + * for you or the box on the target), found { $found }
sokoban-twice = expected one { $what } in maze { $maze }, found a second at { $cell } (the first is at { $first })
sokoban-missing = expected { $what } in maze { $maze }, found none

## The special judge (mod.rs judge_found): why a path is refused.
sokoban-bad-letter = expected a move n s e w or a push N S E W, found { $found }
sokoban-bad-step = move { $step } ({ $move }): { $why }
sokoban-not-on-target = after all { $moves } moves the box is at { $cell }, not on the target at { $target }
sokoban-counts = { $pushes } pushes and { $moves } moves, more than needed: the box gets there with { $best_pushes } pushes and { $best_moves } moves
sokoban-off-goals = after all { $moves } moves { $count ->
    [one] a box is off the goals, at { $cells }
   *[other] { $count } boxes are off the goals, at { $cells }
}
sokoban-counts-unproved = the judge gave up after { $states } states: it has no optimum to check the counts against
sokoban-counts-impossible = the judge finds no way to push the box onto the target
sokoban-path-found = a path exists: { $pushes } pushes and { $moves } moves

## The search insight (insight.rs).
sokoban-insight-heat = moves to bring the box here
sokoban-insight-solver = states (box, side) expanded by the search by pushes
sokoban-insight-table = hash set of (you, box) cells
sokoban-insight-why-rules = You or the box stand off the free cells, so there is nothing to search.
sokoban-insight-why-not = The box can be pushed onto { $reached } of { $free } free { $free ->
        [one] cell
       *[other] cells
    }, never the target at { $target }.

## Edits refused (play.rs edit and interpret).
sokoban-edit-drag = expected a click with a tool, found a drag
sokoban-edit-on-rock = expected { $what } on a free cell, found a rock at { $cell }
sokoban-edit-taken = expected { $what } on a free cell, found { $other } at { $cell }
sokoban-edit-rock-taken = expected the rock off you, the box and the target, found { $other } at { $cell }
sokoban-edit-resize = expected a { $rows }x{ $cols } maze that holds { $what }, found it at { $cell }
sokoban-the-box = the box
sokoban-the-target = the target
sokoban-the-player = you
sokoban-the-rock = the rock

## The many-box game: XSB levels (xsb.rs), deadlocks (deadlock.rs).
sokoban-xsb-cell = expected one of # @ + $ * . - _ or a space, found { $found }
sokoban-xsb-none = expected a level: rows of # $ . @ (XSB), found none
sokoban-xsb-no-player = expected a player (@ or +) in level { $level }, found none
sokoban-xsb-two-players = expected one player (@ or +) in level { $level }, found a second; the first is at line { $line }, column { $column }
sokoban-xsb-no-box = expected at least one box ($ or *) in level { $level }, found none
sokoban-xsb-counts = expected as many goals as boxes in level { $level } ({ $boxes }), found { $goals }
sokoban-xsb-rows = expected at most { $most } rows in level { $level }, found { $found }
sokoban-xsb-columns = expected at most { $most } columns in level { $level }, found { $found }
sokoban-xsb-frozen = the box at { $cell } is frozen off a goal: it cannot move left or right ({ $horizontal }), nor up or down ({ $vertical })
sokoban-xsb-by-wall = a wall at { $cell }
sokoban-xsb-by-dead = dead squares at { $first } and { $second }
sokoban-xsb-by-box = the frozen box at { $cell }
sokoban-lost-count = { $boxes ->
    [one] 1 box
   *[other] { $boxes } boxes
} for { $goals ->
    [one] 1 goal
   *[other] { $goals } goals
}: every box needs a goal of its own
sokoban-lost-dead = the box at { $cell } is on a dead square: no push brings it to a goal from there
sokoban-box-at = a box is at { $cell }
sokoban-drag-cannot = the box at { $from } cannot be pushed to { $to } with the other boxes where they stand
sokoban-tap-box = drag the box at { $cell } where it should go (or tap it, then the cell), or walk beside it and push
sokoban-tap-unreachable = you cannot walk from { $player } to { $cell }: walls or boxes are in the way

# Known mistakes (mistakes.rs): what each deliberately wrong solver gets wrong.
sokoban-mistake-fewest-moves = Finds the fewest moves, not the fewest pushes first.
sokoban-mistake-first-walk = Finds the fewest pushes but keeps the first way found to each state, so the walks between pushes are not the shortest in all.
sokoban-mistake-walk-through-box = Lets you walk through the box's cell without pushing it.
sokoban-mistake-box-state-only = Keeps only the box's cell in the search state, forgetting which side you stand on, so a push from another side is never tried.
sokoban-notation = n north (up), s south, e east, w west: a walk; N S E W: a push of the box
sokoban-ring = you

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
sokoban-xray-there = The box is on the target: nothing to search.
sokoban-xray-found = Stops at the first layer that puts the box on the target: the fewest pushes, and among them the fewest moves.
sokoban-xray-impossible = The box can never reach the target: every push that can be made was tried.

sokoban-title = Sokoban (Pushing Boxes)
sokoban-source = POJ 1475 · UVa 589 · 推箱子
sokoban-help = Arrow keys, a swipe or a click on a cell next to you move you; walking into the box pushes it. Paths are written n s e w for a walk and N S E W for a push (north is up).
sokoban-goal = Goal: push the box onto the target T.
sokoban-mover = yours
sokoban-statement-1 = A maze of r×c cells (r, c ≤ 20) holds rocks `#`, you `S`, one box `B` and its target `T`. You walk to a free neighbouring cell; walking into the box pushes it one cell on, if the cell beyond it is free. Bring the box onto the target with the fewest pushes and, among those, the fewest moves in all.
sokoban-statement-2 = Input: mazes `r c` and r rows of `#` `.` `S` `B` `T`, ended by `0 0`. Output: per maze `Maze #i`, then the moves, N S E W for a push and n s e w for a walk (north is up), or `Impossible.`; then a blank line. Paths that tie are all accepted.
sokoban-tool-wall = Rock
sokoban-tool-box = Box
sokoban-tool-target = Target
sokoban-tool-player = You

## The generator's levels, easiest first.
sokoban-level-1 = short (1-4 pushes)
sokoban-level-2 = medium (5-12 pushes)
sokoban-level-3 = long (13+ pushes)
sokoban-level-4 = impossible

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

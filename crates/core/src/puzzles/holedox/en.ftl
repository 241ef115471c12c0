# holedox in English (partners: zh.ftl, play.rs names these ids in its Texts).

holedox-title = Holedox Moving
holedox-source = POJ 1324
holedox-help = Arrow keys, a swipe or a click on a cell next to the head move the snake. Paths are written as the head's moves (U D L R).
holedox-goal = Goal: lead the snake's head to the EXIT.
holedox-mover = the head
holedox-statement-1 = A snake of length L (2–8) lies in an n×m lair (n, m ≤ 20) with stones. Each move, the head steps to an adjacent free cell (not a stone, not any part of its body, tail included) and every block follows the one ahead. Find the fewest moves until the head reaches the exit at (1,1), or −1.
holedox-statement-2 = Input: per case `n m L`, L body cells head first, K, K stones; ends with `0 0 0`. Output: `Case k: N` per case.
holedox-tool-wall = Stone
holedox-tool-snake = Draw snake (drag from the head)

## The generator's levels, easiest first.
holedox-level-1 = short (1-8 moves)
holedox-level-2 = medium (9-25 moves)
holedox-level-3 = long (26+ moves)
holedox-level-4 = impossible

## A move in the player's words and why one is refused (play.rs say, blocked, interpret).
holedox-move-head = move the head { $dir }
holedox-no-snake = there is no snake
holedox-at-edge = the edge of the lair is there
holedox-stone-at = a stone is at { $cell }
holedox-body-at = its own body is at { $cell }
holedox-blocked = the head cannot move { $dir }: { $why }
holedox-tap-not-beside = { $cell } is not next to the head at { $head }: tap a cell beside the head

## The search insight (insight.rs).
holedox-insight-heat = moves to bring the head here
holedox-insight-solver = A* states expanded (h: the head's distance to the exit, ignoring the body)
holedox-insight-table = bit-set over { $rows }x{ $cols } heads x 4^{ $links } body shapes
holedox-insight-no-table = no table: the search cannot start
holedox-insight-why-not = The head can reach { $reached } of { $free } free { $free ->
        [one] cell
       *[other] cells
    }; { $reason ->
        [stones] stones wall the exit off from the head.
       *[body] the exit is reachable ignoring the body, but the body always blocks the way.
    }
holedox-insight-why-rules = The snake is not { $min } to { $max } adjacent cells on a board of at most { $side }x{ $side }, so there is nothing to search.

## Edits refused (play.rs edit and interpret).
holedox-edit-drag = expected a click (stones) or the snake tool, found a drag
holedox-edit-wall-on-exit = expected the wall on a cell other than the exit, found { $cell }
holedox-edit-wall-on-body = expected the wall on a cell off the body, found { $cell }, which is block { $block }
holedox-edit-length = expected a snake of { $min } to { $max } blocks, found { $found }
holedox-edit-block = block { $block }
holedox-edit-block-on-stone = expected block { $block } off the stones, found { $cell }, which is a stone
holedox-edit-resize-body = expected a { $rows }x{ $cols } board that holds the snake, found block { $block } at { $cell }

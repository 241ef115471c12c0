# holedox in English (partners: zh.ftl, play.rs names these ids in its Texts).

# The X-ray of the solver (xray.rs): its name, pseudocode and notes.
holedox-xray-name = Guided search (A*): the head's distance to the exit, ignoring the body
holedox-xray-code-0 = h(s) ← the head's moves to the exit, ignoring the body
holedox-xray-code-1 = now ← [start]; later ← []   (f = g + h: the bound in now, bound + 2 in later)
holedox-xray-code-2 = loop: while now is not empty:
holedox-xray-code-3 = {"  "}s ← now.pop()   (last in, first out)
holedox-xray-code-4 = {"  "}for each free neighbour of the head, not under the body:
holedox-xray-code-5 = {"    "}t ← s moved; if t in seen: skip it; seen.add(t)
holedox-xray-code-6 = {"    "}if t's head is on the exit: return g(t)   (optimal)
holedox-xray-code-7 = {"    "}if h(t) < h(s): now.push(t)   (f stays)
holedox-xray-code-8 = {"    "}else: later.push(t)   (f grows by 2)
holedox-xray-code-9 = {"  "}if later is empty: return -1; now ← later; later ← []
holedox-xray-on-exit = The head is on the exit: nothing to search.
holedox-xray-walled = Stones wall the exit off from the head: the solver answers -1 without searching.
holedox-xray-found = Stops at the first exit reached: with this guidance it is the nearest (f never falls).
holedox-xray-unreachable = The exit cannot be reached: every state the guidance could reach was expanded.
holedox-xray-next = The guided search takes the state put last into now (last in, first out); when now is empty, later becomes now, with a bound 2 higher.

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

# Known mistakes (mistakes.rs): what each deliberately wrong solver gets wrong.
holedox-mistake-head-enters-tail = Lets the head enter the cell of the tail, which leaves it in the same move; the head may not enter any cell of the body.
holedox-mistake-tail-left-forbidden = Also forbids the cell the tail left at the move before, as if the body were one block longer.
holedox-mistake-head-only-state = Marks a cell visited by the head's position alone, forgetting the body, so a body that bends the other way is never tried.
holedox-mistake-start-on-exit = Checks the exit only after a move, so a head that starts on the exit does not answer 0.
holedox-ring = the head

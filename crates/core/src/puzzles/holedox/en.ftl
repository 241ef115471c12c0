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

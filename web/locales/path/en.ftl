# The review, the stepper, rated moves and export in English (partners: zh.ftl, web/index.html, views/review.js, reviewlist.js, stepper.js, caption.js, ratings.js, export.js, gif-worker.js).

## The review of a game (index.html's review section, views/review.js, reviewlist.js).
path-review-title = Review of your moves
path-review-replay = Replay from the first mistake
path-review-close = Close
path-review-better = At move { $at }, the better move: { $better }.
path-review-progress = Reviewing move { $at } of { $played }…
path-review-error = Error: { $text }
path-review-stopped = Stopped after reviewing { $reviewed } of { $played } moves: Review starts again.
path-review-changed = { $stopped } The game has changed since it was opened.
path-review-reviewing = Reviewing…
path-review-row-pending = reviewing…
path-review-row = { $words }: { $before } → { $after } { $verdict }
path-review-no-solution = no solution
path-review-dead = ✕ dead end
path-review-mistake = ✗ mistake
path-review-good = ✓

## The stepper (index.html's stepper block, views/stepper.js, caption.js).
path-step-first =
    .aria-label = First step (Home)
    .title = First step
path-step-prev = ◀ Step
    .aria-label = Previous step (Left)
path-step-play = Play
    .aria-label = Play the path (Space)
path-step-pause = Pause
path-step-next = Step ▶
    .aria-label = Next step (Right)
path-step-last =
    .aria-label = Last step (End)
    .title = Last step
path-step-slider =
    .aria-label = Step along the path (Home, End)
path-step-jump = Go to step
path-step-speed = Speed
path-step-off = You are playing off the path: undo to return to it, or step to rejoin it.
path-case-option = { $noun } { $index }: { $answer }
path-case-prompt = Choose one of { $count }…
path-case-shown = { $shown } of { $count } shown
path-caption-optimal = Stepping the optimal path: { $n } of { $mover }, the fewest that solve this board.
path-caption-gallery = Stepping { $n } of { $mover } from the start to state #{ $index } of the gallery.
path-caption-end = Stepping { $n } of { $mover } from the start to the state it ends on.
path-paths-note = Each { $token } is one move of { $mover }: { $meaning }; one line per { $noun }.

## Rated moves (index.html's toggle, views/ratings.js).
path-ratings-toggle = Rate moves
    .title = Mark each legal move on the board with what it does to the fewest moves left
path-ratings-goal = Each legal move is marked: −1 one move closer, ±0 no progress, +1 (or more) further, ✕ a dead end (no solution after it).
path-ratings-free = Each { $word } is marked ★ when it reaches a state not visited yet, ○ when seen before; the number: unvisited states still reachable after it.
path-ratings-won = Solved: no move is left to rate. Undo or restart to rate the moves again.
## Export (index.html's export block, views/export.js, gif-worker.js).
path-review-open = Review
path-analyse = Explain the search
path-xray = X-ray the search
path-export-text = Path as text
path-export-png = Board as PNG
path-export-gif = Path as GIF
path-export-level = Level and path as a file
path-export-stop = Stop
path-export-progress =
    .aria-label = GIF progress
path-export-no-solution = No solution: no sequence of moves reaches the goal from this board.
path-export-png-saved = Saved the board as a PNG.
path-export-png-failed = Could not draw the PNG.
path-gif-stopped = GIF stopped.
path-gif-drawing = Drawing the GIF…
path-gif-frame = Drawing the GIF… frame { $done } of { $total }{ $note }
path-gif-sampled = {" "}({ $count } steps sampled evenly: steps { $first }, …, { $last })
path-gif-list-sep = {", "}
path-gif-saved = Saved { $frames } { $frames ->
        [one] frame
       *[other] frames
    } as a GIF{ $note }, each with its step counter up to step { $steps } / { $steps } ({ $kb } KB).
path-gif-failed = Could not make the GIF: { $why }
path-gif-worker-failed = the GIF worker failed
path-gif-needs-moves = A GIF needs moves: play some, or step a path (pick a case after a judge run).
path-gif-counter = step { $step } / { $steps }

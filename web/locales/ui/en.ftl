# The page's chrome and board panel in English (partners: zh.ftl, web/index.html, web/js/main.js, help.js, theme.js, catalogue.js, storage.js, input.js, worker-client.js, views/status.js, controls.js, board.js, busy.js, stop.js, levels.js, win.js; progress.js, timer.js).

## The header, the tabs and the theme (theme.js reads the labels from the button's data-label-* attributes).
ui-help = Help
ui-theme =
    .title = Switch between automatic, light and dark colours
    .data-label-auto = Theme: auto
    .data-label-light = Theme: light
    .data-label-dark = Theme: dark
ui-nav =
    .aria-label = Puzzles
ui-document-title = { $title } · { $site }
ui-statement = Statement: rules, input, output
ui-jumps =
    .aria-label = Jump to
ui-jump-levels = Levels
ui-jump-judge = The judge
ui-jump-check = Check my output
ui-jump-make-tests = Make tests

## The board's toolbar, the board and the lines under it.
ui-toolbar =
    .aria-label = Board controls
ui-undo = Undo
ui-redo = Redo
ui-restart = Restart
ui-hint = Hint
ui-share = Copy link
ui-link-copied = Link copied
ui-link-in-address = Link is in the address bar
ui-edit = Edit
ui-edit-done = Done editing
ui-board =
    .aria-label = Puzzle board: use the arrow keys to move
ui-stop = Stop
ui-working = Working… { $seconds } s
ui-board-help-undo = undoes,
ui-board-help-redo = redoes.
ui-rings = Rings find { $rings }.
ui-ring = { $legend } ({ $colour })
ui-ring-blank = the empty cell
ui-ring-blank-colour = blue, dashed

## The move counter, the status line and what is announced (views/status.js).
ui-move-counter = { $word }: { $n }
ui-sentence = { $text }.
ui-board-edited = Board edited
ui-moved = Moved { $way }: { $count }
ui-way-up = up
ui-way-down = down
ui-way-left = left
ui-way-right = right
ui-undone = Undone: { $count }
ui-redone = Redone: { $count }
ui-restarted = Restarted
ui-generated = New board generated
ui-path-end = End of the path: the goal is reached in { $count }.
ui-hint-text = Hint: { $hint }.
ui-not-possible = Not possible: { $why }.
ui-edit-refused = Edit refused: { $why }
ui-error = Error: { $why }

## Keys and taps on the board (input.js).
ui-piece-picked = Piece { $piece } picked: the arrow keys move it, or tap where it should go.
ui-cursor = Row { $row }, column { $column }
ui-path-tool = { $tool }: move with the arrow keys, press Enter to finish.

## The edit tools, the resize and the board's input and output.
ui-edit-tools = Edit tool (click or drag on the board; or focus the board, move the cursor with the arrow keys and press Enter)
ui-rows = Rows
ui-columns = Columns
ui-resize = Resize
ui-layout = Layout
ui-layout-choose = Choose one of { $n }…
ui-layout-option = { $name } · { $gloss } ({ $answer })
ui-layout-loaded = { $name } ({ $gloss }) loaded: { $answer }.
ui-difficulty = Difficulty
ui-seed = Seed
ui-seed-box =
    .placeholder = random
ui-seed-used = seed { $seed }
ui-generate = Generate
ui-generate-stopped = Stopped: the board is as it was.
ui-case = Case
ui-load-case = Load case from input
ui-to-judge = To judge input
ui-to-judge-undo = Undo: keep my input
ui-to-judge-done = The board as it stands is now in the judge input below.
ui-to-judge-back = Your judge input is back.

## Notices: links and storage (main.js, storage.js).
ui-link-bad = The link does not describe a board; it was ignored.
ui-link-board-ignored = The link's board could not be loaded as it is; it was ignored (the reason is under the board).
ui-link-path-refused = The link's path was refused at step { $step } of { $steps }: { $why }. The board is shown without it.
ui-link-path-unchecked = The link's path could not be checked; the board is shown without it.
ui-board-not-restored = That board could not be restored; here is the sample instead.
ui-storage-off = Local storage is not available: nothing will be kept across reloads. The address bar keeps the board and its moves: bookmark it or use Copy link to keep them.
ui-storage-unreadable = Saved data from an earlier visit could not be read and was ignored.
ui-storage-failing = The browser is not keeping your work (storage full or off): your texts and moves will not survive a reload or reach a new tab. The address bar keeps the board and its moves: bookmark it or use Copy link to keep them.

## The level list, the puzzle of the day, the timer and sounds (views/levels.js, views/win.js, progress.js, timer.js).
ui-levels-title = Levels
ui-daily = Puzzle of the day
ui-levels-daily-name = the puzzle of the day, { $date }
ui-timer-toggle = Timer
ui-sound-toggle = Sounds
ui-timer = Time: { $time }
ui-levels-export = Export progress
ui-levels-import = Import progress
ui-levels-imported = Progress imported: the best result of every level is kept.
ui-levels-import-failed = This file was not imported: { $why }
ui-levels-import-not-json = it is not a JSON file.
ui-levels-import-not-progress = it is not a progress file of this playground.
ui-levels-import-too-big = it is too large for a progress file.
ui-levels-loaded = Loaded { $name }.
ui-levels-unsolved = not solved yet
ui-levels-mark-3 = optimal
ui-levels-mark-2 = within a few moves of the optimum
ui-levels-mark-1 = solved
ui-levels-best-against = best { $played } / { $optimum }
ui-levels-best-moves = best { $played }
ui-won-title = Solved!
ui-won = { $result }.
ui-won-level = { CAPITAL($name) }: { $result }.
ui-won-time = { $won } Time: { $time }.
ui-won-next = Next level
ui-won-review = Review my moves
ui-daily-share-label = Share your result (it shows no moves):
ui-daily-share = { $title } { $date }: { $result }
ui-daily-copy = Copy the result
ui-daily-copied = Result copied
ui-daily-copy-failed = Select the text to copy it

## The workers' faults that the page words itself (worker-client.js).
ui-fault-internal = internal error: { $why }
ui-fault-worker-failed = the solver worker failed
ui-fault-restarted = The solver was restarted while this waited.
ui-judge-cases = Solving… { $done } of { $count } done

## The help dialog (help.js builds the paragraphs: *bold*, `code`) and the footer.
ui-help-puzzles = The puzzles
ui-help-rule = { $statement } { $help }
ui-help-board-title = Playing on the board
ui-help-board = Move with the arrow keys, a click or a swipe. *Hint* shows one move of an optimal path; the line under the board says the fewest moves left from where you are. On large boards coloured rings find the piece to move, the target and the empty cell. When you win, a banner says so next to the board.
ui-help-judge-title = The judge
ui-help-judge = Paste a contest input (or *Load sample*) and press *Run*: the output is what an accepted program prints; *Time and states per case*, under it, says how long each case took and how many states its search went through. *Check my output* compares your program's output with it and explains a wrong case; *Make tests* writes random, edge and worst-case inputs with their expected output.
ui-help-stepper-title = The stepper
ui-help-stepper = After a run, choose a case under the output: its board opens with an optimal path, and the stepper (under the board) plays it step by step, at the speed you choose, or jumps to any step. Its caption says where the path goes. The letters of a path are moves of the piece named there (U up, D down, L left, R right).
ui-help-insight-title = Explain the search, ratings and review
ui-help-insight = *Explain the search* runs a breadth-first search from the board's start: how many states it met, the states first reached at each depth (the chart, with the goal's depth marked), and a heat map on the board with its legend. *Rate moves* marks every legal move by what it does to the fewest moves left; *Review* rates the moves you played and replays from your first mistake.
ui-help-xray-title = The X-ray
ui-help-xray = *X-ray the search* steps through the real search from the board as it stands, one expanded state at a time: its cost so far and estimate, the successors, the first states waiting in the queue (or, for IDA*, the path it is on) and the line of pseudocode running, for plain breadth-first search or the solver itself.
ui-help-export-title = Export and share
ui-help-export = *Path as text* prints the moves, *Board as PNG* and *Path as GIF* save pictures, *Copy link* copies an address that opens this board, your moves and the path. *To judge input* writes the board into the judge's text box.
ui-help-levels-title = Levels and the puzzle of the day
ui-help-levels = *Levels*, under the board, lists levels by difficulty: ★★★ means solved in the fewest moves, ★★ within a few moves of them, ★ solved. Your best results stay in this browser; *Export progress* and *Import progress* carry them to another. *Puzzle of the day* is the same board for everyone on a date, with a result to share that gives no moves away. The timer and sounds are off until you turn them on.
ui-help-keys = Keyboard shortcuts
ui-help-keys-keys = Keys
ui-help-keys-what = What they do
ui-help-key-arrows = Move on the focused board (OmniGravity tilts, Huarong moves the blank, Holedox moves the head)
ui-help-key-wasd = Tilt OmniGravity up, left, down, right
ui-help-key-undo = Undo / redo a move
ui-help-key-run = Run the judge on the input (in the text box)
ui-help-key-step = Step back / forward along a solution (stepper focused)
ui-help-key-play = Play or pause the solution (stepper focused)
ui-help-key-ends = First / last step of the solution (stepper focused)
ui-help-key-edit-keys = Arrow keys, then
ui-help-key-edit-or = or
ui-help-key-edit = In edit mode: move the edit cursor on the board and apply the chosen tool (the snake: start, extend with arrows, finish)
ui-help-key-tab = Move between controls
ui-help-key-open = Open this help
ui-help-key-close = Close this help
ui-close = Close
ui-footer = Answers are computed in your browser by a Rust core compiled to WebAssembly, in Web Workers: the judge spreads its cases over every core. The same core powers the `puzzles judge` command line.

# The judge, insight, gallery, X-ray, studio and test maker in English (partners: zh.ftl, web/index.html, web/js/views/{insight,layers,gallery,xray,xraysteps,judge,judgefile,casefigures,why,whylists,studio,studiofile,maketests,verdict}.js, web/js/studiostore.js).

## Shared.
# Two sentences, or a sentence and what follows it: English puts a space between them.
study-sentences = { $a } { $b }
study-list-sep = {", "}
study-error = Error: { $text }
study-copy-done = Copied
study-copy-selected = Selected: press Ctrl+C

## The search insight (index.html, insight.js).
study-insight-title = Search insight
study-insight-explored-term = States explored by a plain breadth-first search
study-insight-solver-term = Expanded by the solver
study-insight-table-term = Visited table
study-insight-time-term = Time in the worker
study-insight-note-capped = (stopped at its budget: not every reachable state)
study-insight-note-all = (every reachable state)
study-insight-table = { $size } ({ $kind })
study-insight-ms = { $ms } ms
study-insight-searching = Searching…
study-insight-stopped = Stopped: Explain the search searches again.
study-insight-not-searched = Not searched
study-insight-asking = Explaining the search…
study-heat-label = Heat map on the board:
study-heat-what = { $kind } (few: warm, many: cool; blank: never reached)

## The layers chart (layers.js).
study-layers-depths = States first reached at each depth of a plain breadth-first search
study-layers-rounds = Nodes expanded in each round of the iterative deepening search (rounds, not depths)
study-layers-axis-depths = depth (moves from the start) →
study-layers-axis-rounds = round, by its bound on the moves →
study-layers-bar-depth = depth { $at }: { $n } states
study-layers-bar-round = bound { $at }: { $n } nodes expanded
study-layers-goal = goal: { $goal }
study-layers-aria = States first reached at each depth, 0 to { $last }; at most { $max } at one depth
study-layers-aria-goal = States first reached at each depth, 0 to { $last }; at most { $max } at one depth; the goal is first reached at depth { $goal }

## The gallery (index.html, gallery.js).
study-gallery-reachable = reachable states
study-gallery-stop = .
study-gallery-shown = , { $n } shown
study-gallery-filter = Filter
study-gallery-click = Click one to step through its shortest tilts.
study-gallery =
    .aria-label = Every reachable state
study-gallery-all = All states
study-gallery-board = Same as the board now
study-gallery-depth = Needing { $moves } ({ $n })
study-gallery-tile = #{ $index } · { $moves }: state { $index }, { $count }

## The X-ray (index.html, xray.js, xraysteps.js).
study-xray-title = X-ray of the search, from the board as it stands
study-xray-methods =
    .aria-label = Which search
study-xray-bfs = Plain breadth-first search
study-xray-solver = The solver
study-xray-board =
    .aria-label = The state being expanded
study-xray-step-term = Step
study-xray-expanded-term = Expanded
study-xray-generated-term = Generated
study-xray-frontier-term = In the queue
study-xray-layer-term = Layer
study-xray-cost-term = Cost
study-xray-code =
    .aria-label = Pseudocode; the current line is marked
study-xray-successors-title = Successors of the expanded state:
study-xray-queue-title = Next in the queue:
study-xray-controls =
    .aria-label = Step through the search (arrow keys, Page Up and Page Down, Space)
study-xray-layer-prev = ◀◀ Layer
study-xray-prev = ◀ Step
study-xray-play = Play
study-xray-pause = Pause
study-xray-next = Step ▶
study-xray-layer-next = Layer ▶▶
study-xray-end = End
study-xray-speed = Speed
study-xray-number = (search step { $number })
study-xray-step-link = Link to this step
study-xray-classroom = Classroom view
study-xray-quiz = Quiz: what comes next?
study-xray-quiz-question = Which state does the search expand next? Click it among the successors or the waiting states.
study-xray-quiz-none = No question at this step: the state expanded next is not among those shown (the search backs up, or the next step kept is further on). Step on.
study-xray-quiz-right = Right. { $rule }
study-xray-quiz-wrong = Not this one ({ $chosen }): the search expands next the state marked, { $right }. { $rule }
study-xray-quiz-tie = A tie: this state has the same f as the one the search expands next ({ $right }), which it takes by its own order. { $rule }
study-xray-cost-bound = { $cost }, bound { $bound }
study-xray-stopped = Stopped.
study-xray-failed = The X-ray could not be traced: { $why }. Open it again to trace anew.
study-xray-name = { $name }.
study-xray-sampled = { $note } The first { $whole } steps are all shown{ $layers ->
        [0] {""}
       *[other] {" "}(every step of the first { $layers } layers)
    }; sampling starts after them: { $shown } more steps, evenly spaced, of { $expanded }.
study-xray-not-replayed = not replayed
study-xray-rounds = { $n } rounds
study-xray-tracing = Tracing…
study-xray-fate-new = new: queued
study-xray-fate-seen = seen before: dropped
study-xray-fate-goal = new, and the goal
study-xray-fate-better = seen, now shorter: queued again
study-xray-fate-over = over the bound: cut off
study-xray-successor = { $move }, { $cost }: { $fate }
study-xray-no-successors = none (no legal move, or not expanded)
study-xray-queue = { $open } ({ $frontier }):
study-xray-queue-first = { $open } (first { $shown } of { $frontier }):
study-xray-plain = Plain BFS expanded { $n } states
study-xray-plain-capped = Plain BFS expanded { $n } states before its budget stopped it
study-xray-compare-note = { $plain }; the solver: { $note }
study-xray-compare = { $plain }; the solver expanded { $m }.
study-xray-compare-saved = { $plain }; the solver expanded { $m } ({ $fewer } fewer).
study-xray-compare-goal = { $plain } in all; it met the goal after { $goal } expansions, where the solver expanded { $m }.
study-xray-compare-goal-saved = { $plain } in all; it met the goal after { $goal } expansions, where the solver expanded { $m } ({ $fewer } fewer).
study-xray-answer = Its answer: { $answer }.
study-xray-compare-taught = { $name }, without an estimate, expanded { $m }.

## The judge (index.html, judge.js, judgefile.js).
study-judge-input-label = Judge input
study-judge-run = Run
study-judge-stop = Stop
study-judge-sample = Load sample
study-judge-open = Open file…
study-judge-hint = runs; or drop a file on the box
study-judge-output-label = Judge output
study-judge-copy = Copy
study-judge-download = Download
study-judge-labels = Label the lines beside the exact output (to match a verdict by eye)
study-judge-report = The input that caused it
study-judge-internal = Internal error: { $message }. The solver was restarted; the page keeps working. Please report it with the input below.
study-judge-stopped = Stopped. The solver was restarted.
study-judge-solving = Solving…
study-judge-solving-time = Solving… { $seconds } s
study-judge-stale = The input has changed since this run: Run again to update the output.
study-judge-summary = { $cases } solved in { $ms } ms (in the worker).
study-judge-summary-pool = { $cases } solved in { $ms } ms ({ $workers } workers side by side).
study-judge-announce = Judge output: { $lines }.
study-judge-announce-more = Judge output: { $lines }; and { $more } more lines.
study-file-too-large = { $name } is { $size } MiB: the judge reads at most { $most }, so it was not opened.
study-file-opened = Opened { $name } ({ $bytes } bytes): Run to judge it.

## The case picker, figures and paths under the judge output (index.html, casefigures.js).
study-case-step = Step through
study-case-metric = optimal in
study-case-show = Show
study-case-all = every answer
study-case-none = only -1 (no solution)
study-case-solved = only solvable
study-case-min = answers ≥
study-figures-summary = Time and states per case
study-figures-hint = The time each case took in the worker (a set-up the solver shares, such as its tables, counts in the first case that needs it) and the states its search expanded, as the X-ray counts them. They are not part of the judge output.
study-figures-case = Case
study-figures-answer = Answer
study-figures-time = Time
study-figures-states = States searched
study-figures-total = All { $n } together: { $ms }.
study-figures-first = The first { $most } of { $n } shown.
study-paths-summary = Optimal moves of every case
study-paths-cli-before = The command line's
study-paths-cli-after = prints the same lines.

## Check my output (index.html, studio.js, studiofile.js, studiostore.js).
study-studio-title = Check my output
study-studio-yours-label = Your program's output for this input
study-studio-clear = Use the text box instead
study-studio-check = Check
study-studio-open = Open output file…
study-studio-hint = or drop it on the box: a file is checked byte for byte, CRLF line ends included, and a large output opens much faster as a file than pasted
study-studio-output-error = Your output cannot be checked: { $why }.
study-studio-unfinished = The check did not finish: { $why }.
study-studio-input-error = The judge input cannot be checked. Error: { $why }
study-studio-checking = Checking…
study-studio-stopped = Stopped: no verdict.
study-studio-paths = My output is paths: replay them
study-fault-path = { $label }: { $detail }
study-studio-pick = Pick a fault to see why.
study-store-full = The browser did not keep this output (storage full or off): it will not survive a reload.
study-output-too-large = Your output is { $size } MiB: the judge reads at most { $most } MiB, so it was not checked.
study-output-more-than = Your output is more than { $size } MiB: the judge reads at most { $most } MiB, so it was not checked.
# $ends: none (no CRLF), all (every line ends CRLF) or some ($crlf of them).
study-output-held = Checking { $name }: { $bytes } bytes, { $lines } { $lines ->
        [one] line
       *[other] lines
    }{ $ends ->
        [none] {""}
        [all] , CRLF line ends
       *[some] , { $crlf } CRLF line ends
    }, as they are.
study-output-pasted = the pasted output
study-output-opened = Opened { $name }: Check to compare it with the judge's output.
study-output-aside = The paste ({ $n } characters) is held aside rather than in the box, which would freeze the page; next time, open the file.

## The verdict's rows (verdict.js).
study-kind-wrong-answer = wrong answer
study-kind-missing-line = missing line
study-kind-extra-output = extra output
study-kind-presentation = presentation
study-kind-detail = { $kind }: { $detail }
study-fault-extra = { $label }: extra output { $line } ({ $detail })
study-fault = { $label }: expected { $expected }, found { $found } ({ $kind })
study-fault-nothing = nothing
study-more = Show { $n } more ({ $left } left)

## Why a case is wrong (why.js, whylists.js).
study-why-prev = ◀ Previous
study-why-next = Next ▶
study-why-back = Back to the verdict
study-why-close = Close
study-why-stopped = Stopped: this case is not explained. Pick it again to explain it.
study-why-path-exists = { $label }: there is a path of { $moves }, but the output says { $found }.
study-why-path-longer = { $label }: { $moves } is more than needed; the fewest is { $best }.
study-why-path-none = (none: the start is solved)
study-why-path-offer = An optimal path, ready to step through on the board (Step, Play):{" "}
study-why-searching = Searching { $label }…
study-why-unsearched = { $label } could not be searched: the search insight under the board says why.
study-why-heat = The heat map on the board: { $kind } (few: warm, many: cool); the search insight under the board has its legend.
study-why-no-path = No path exists at all.
study-why-fewest = The fewest is { $best }.
study-why-layers-hint = The search insight under the board draws every layer.
study-why-figures-hint = The search insight under the board has its figures.
study-why-none = { $label }: no path of { $moves } exists.
study-why-within = All { $n } states within { $moves } were searched; none is solved.
study-why-reachable = All { $n } reachable states (the farthest { $moves } away) were searched; none is solved.
study-why-proved = The search ({ $table }) explored { $n } states and proved that the fewest is { $best }.
study-why-finding = Finding every reachable state…
study-why-count = { $label }: the judge counts { $expected }, the output says { $found }. Which states a count misses or has too many of cannot be known from the count: here are all { $n } reachable states, grouped by how many { $word } they need, to compare with your program's.
study-why-gallery-hint = The gallery under the board shows every one of them; its filter picks a group.
study-why-loading = Loading { $label }…
study-why-solving = Solving the judge input…
study-why-unsolved = The judge input cannot be solved. Error: { $why }
study-why-loading-board = Loading { $label } on the board…
study-why-unloaded = { $label } cannot be loaded: the message under the board says why.
study-why-counts = { $label }: the judge prints { $expected } (the fewest { $counts }); the output says { $found }.
study-why-rejected = { $label }: the answer { $found } is right, but judges reject the line: { $detail }.
study-why-written = it is written differently
study-why-on-board = { $label } is on the board: the answer is right, only written differently ({ $detail }).
study-why-bad-step = { $label }: the moves before move { $step } are on the board, and move { $step } cannot be played there: { $detail }.
study-why-path-step = { $label }: the moves before move { $step } are on the board; from here the path goes wrong: { $detail }.
study-why-bad-step-hint = Step back through the moves with the stepper, or play on from here.
study-why-special = { $label }: { $detail }.
study-why-layer = { $moves }: { $n } { $n ->
        [one] state
       *[other] states
    } ({ $total } within { $depth })
study-why-estimate = The estimate from this board is already { $moves }, and it never overestimates: no shorter path exists.
study-why-rounds = IDA* searched in rounds, each exploring every path whose estimate stays within the round's bound. The rounds with bounds { $bounds } found no solution, and the smallest estimate beyond the last of them was { $best }. The estimate never overestimates, so no path shorter than { $best } exists.
study-why-round-solved = Round { $round }, bound { $bound }: { $n } nodes expanded, solved
study-why-round-failed = Round { $round }, bound { $bound }: { $n } nodes expanded, no solution
study-why-near = (Counting states instead stops short here: the { $n } states within { $moves } are as many as a breadth-first search keeps.)

## Make tests (index.html, maketests.js).
study-make-title = Make tests
study-make-kind = Kind
study-make-random = Random
study-make-edge = Edge cases
study-make-worst = Worst case for time
study-make-size = Size
study-make-size-box =
    .placeholder = default
study-make-seed = Seed
study-make-seed-box =
    .placeholder = random
study-make-run = Make tests
study-make-input = Input
study-make-output = Expected output
study-make-use = Put the input in the judge box
study-make-undo = Undo: keep my input
study-make-download = Download { $name }
study-make-seed-used = Seed used: { $seed }
study-make-format = Zip layout
study-make-format-plain = Plain pairs: 1.in, 1.out, …
study-make-format-hydro = Hydro and LibreOJ: pairs and config.yaml
study-make-format-polygon = Polygon: tests/01, tests/01.a, …
study-make-format-cph = CPH and Competitive Companion: JSON
study-make-count = Tests
study-make-zip = Download as zip
study-make-hacks = and the hack pack (a smallest failing case per known mistake)
study-make-zip-made = { $name }: { $n } tests from seed { $seed }
study-make-zip-made-hacks = { $name }: { $n } tests from seed { $seed }, then the hack pack
study-make-stopped = stopped, no tests made

# Known mistakes (views/mistake.js): the mistake a wrong output reproduces, and its smallest failing case.
study-mistake-named = Known mistake: { $id }: { $explanation }
study-mistake-none = Known mistake: none of the catalogue reproduces these wrong answers.
study-mistake-find = Find its smallest failing case
study-mistake-searching = Searching the smallest failing case…
study-mistake-failed = The search did not finish: { $why }
study-mistake-no-hack = This mistake answers every case right: it has no failing case.
study-mistake-hack = Its smallest failing case: the judge answers { $expected }, the mistake { $found }.
study-mistake-show = Show it on the board
study-mistake-use = Use it as the judge input

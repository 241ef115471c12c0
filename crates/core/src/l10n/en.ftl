# The core's own words in English (partners: zh.ftl, mod.rs; each puzzle's words are in puzzles/<name>/en.ftl).

## Parse errors: where, then what was expected and what was found.
parse-at = line { $line }, column { $column }: { $what }
parse-expected = expected { $expected }, found { $found }
parse-end-of-input = end of input

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

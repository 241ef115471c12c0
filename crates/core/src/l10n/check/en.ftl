# The studio's check in English: verdicts, presentation faults, the proof (check.rs, check/*.rs; partner: zh.ftl).

## The case as the judge calls it (Case 3 is the judge's own bytes), and a run of them.
check-case = Case { $k }
check-query = Query { $k }
check-cases = Cases { $from }-{ $to }
check-queries = Queries { $from }-{ $to }
# A puzzle whose answers are records under a header ($header: the judge's label, e.g. "Maze #"): Maze #3, Maze #3-500.
check-header = { $header }{ $k }
check-header-run = { $header }{ $from }-{ $to }

## The fault kinds, and a fault's line as the CLI prints it and the page's runs list it.
check-kind-wrong-answer = wrong answer
check-kind-missing-line = missing line
check-kind-extra-output = extra output
check-kind-presentation = presentation
check-kind-detail = { $kind }: { $detail }
check-fault = { $label }: expected { $expected }, found { $found } ({ $kind })
check-fault-extra = { $label }: found { $found } ({ $kind })
check-nothing = nothing

## Each fault's detail: what is wrong with the line's layout, or why the answer does not read as the judge's.
check-blank-before = { $n ->
        [one] { $n } blank line
       *[other] { $n } blank lines
    } before it
check-blank-after = { $n ->
        [one] { $n } blank line
       *[other] { $n } blank lines
    } after it
check-crlf = CRLF line end
check-trailing-spaces = trailing spaces
check-leading-spaces = leading spaces
check-no-final-newline = no newline at the end
check-label-written = case label written { $written }
check-wrong-label = expected the label Case { $k }, found { $found }
check-no-label = no case label: expected "Case { $k }: " before the answer
check-judge-writes = the judge writes it { $written }
# A record's layout: header, answer, one blank line. $header: the case as the judge heads it (Maze #3).
check-header-written = header written { $written }
check-wrong-header = expected the header { $expected }, found { $found }
check-no-header = no header: expected "{ $header }" on the line before the answer
check-no-answer = no answer line after the header
check-blank-after-header = { $n ->
        [one] { $n } blank line
       *[other] { $n } blank lines
    } after the header
check-no-blank-after = no blank line after it
check-after-last-case = { $n ->
        [one] { $n } line
       *[other] { $n } lines
    } after the last case
check-after-last-query = { $n ->
        [one] { $n } line
       *[other] { $n } lines
    } after the last query

## Lists: details one after another, and the headline's counts.
check-list = { $first }, { $rest }
check-and = { $first } and { $last }

## The headline: each kind of fault counted, presentation faults apart.
check-count-wrong-answer = { $n ->
        [one] { $n } wrong answer
       *[other] { $n } wrong answers
    }
check-count-missing-line = { $n ->
        [one] { $n } missing line
       *[other] { $n } missing lines
    }
check-count-extra-output = { $n } extra output
check-count-presentation = { $n ->
        [one] { $n } presentation fault
       *[other] { $n } presentation faults
    }
check-headline-right = Accepted { $accepted }/{ $total }: every answer is right.
check-headline-right-presentation = Accepted { $accepted }/{ $total }: every answer is right; { $presentation ->
        [one] { $presentation } presentation fault
       *[other] { $presentation } presentation faults
    }, counted as accepted.
check-headline-wrong = Accepted { $accepted }/{ $total }: { $wrong }.
check-headline-wrong-presentation = Accepted { $accepted }/{ $total }: { $wrong }; { $presentation ->
        [one] { $presentation } presentation fault
       *[other] { $presentation } presentation faults
    }, counted as accepted.

## A run of faults on consecutive cases, as one row.
check-run = { $head }: { $what }
# $more: more (more kinds of fault than the four listed) or none.
check-run-presentation = { $head }: presentation: { $what }{ $more ->
        [more] , ...
       *[none] {""}
    } ({ $n } lines, counted as accepted)

## The diagnosis: what explains many faults at once.
check-empty = { $total ->
        [one] Your output is empty: its one line is missing.
       *[other] Your output is empty: all { $total } lines are missing.
    }
check-ends-early = Your output ends after line { $line }: { $missing ->
        [one] the last line is
       *[other] the last { $missing } lines are
    } missing.
check-empty-records = { $total ->
        [one] Your output is empty: its one record is missing.
       *[other] Your output is empty: all { $total } records are missing.
    }
check-ends-early-records = Your output ends after record { $line }: { $missing ->
        [one] the last record is
       *[other] the last { $missing } records are
    } missing.
check-shifted-late-records = Your output looks shifted by { $shift ->
        [one] one record
       *[other] { $shift } records
    } from { $at } on: record { $line } holds { $at }'s answer, as if { $shift ->
        [one] a record
       *[other] { $shift } records
    } too many came before it.
check-shifted-early-records = Your output looks shifted by { $shift ->
        [one] one record
       *[other] { $shift } records
    } from { $at } on: record { $line } holds { $holds }'s answer, as if { $shift ->
        [one] { $at }'s record were
       *[other] the records of { $at } to { $to } were
    } missing.
check-shifted-late = Your output looks shifted by { $shift ->
        [one] one line
       *[other] { $shift } lines
    } from { $at } on: line { $line } holds { $at }'s answer, as if { $shift ->
        [one] a line
       *[other] { $shift } lines
    } too many came before it.
check-shifted-early = Your output looks shifted by { $shift ->
        [one] one line
       *[other] { $shift } lines
    } from { $at } on: line { $line } holds { $holds }'s answer, as if { $shift ->
        [one] { $at }'s line were
       *[other] the lines of { $at } to { $to } were
    } missing.

## The note under the verdict.
check-note = Presentation faults (trailing spaces, CRLF line ends, blank lines, a missing final newline, a case label or header spelt differently) are counted as accepted, as Codeforces, AtCoder and most ICPC judges ignore trailing whitespace and line ends; strict judges (POJ, UVa) answer Presentation Error for them, and judges that compare tokens reject a label spelt differently. An answer without its case label or header is a wrong answer.

## The path check (`puzzles check --paths`, the studio's paths mode: check/paths.rs, check/replay.rs).
paths-note = Each path is replayed on its case's board: it is accepted when every move is legal and it reaches the goal in the fewest moves the judge counts (or the case is impossible and the answer says so). Several optimal paths may tie: any of them is accepted.
paths-fault = { $label }: { $detail }
paths-count = { $n } { $word }
paths-and = { $first } and { $rest }
paths-illegal = move { $step } ({ $move }): illegal: { $why }
paths-not-optimal = move { $step } ({ $move }): not optimal: the best continuation from here needs { $best }, this path uses { $used }
paths-off-track = move { $step } ({ $move }): not optimal: the best continuation from here needs { $best }, after this move it needs { $after }
paths-dead = move { $step } ({ $move }): not optimal: the best continuation from here needs { $best }, after this move the goal cannot be reached
paths-short = the path ends after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } short of the goal: the best continuation from there needs { $best }
paths-exists = the answer says impossible, but the goal is reached in { $best }
paths-no-way = the path ends after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } short of the goal, and the judge finds no way to it
paths-unproved = the path reaches the goal, but the judge found no path to compare it with
paths-expected-count = a count of moves
paths-expected-move = a move such as { $example }
paths-expected-moves = { $n ->
        [one] { $n } move, as the count before the path says
       *[other] { $n } moves, as the count before the path says
    }
paths-found-moves = { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
paths-expected-header = a case's header line

# The `puzzles` command's own words in English (partners: zh.ftl, main.rs; the core's words: crates/core/src/l10n/).

## Help (clap): the command, each subcommand and each argument.
cli-about = The `puzzles` command: judge and solve from the terminal, through the same core as the page
cli-lang = The language of the messages and the help (by default from LC_ALL, LC_MESSAGES or LANG, else English)
cli-judge = Print the exact judge output for a judge input
cli-judge-mistake = Print what the known mistake ID prints instead (the ids: `puzzles hack <puzzle> --list`)
cli-solve = Print, per query or case, the answer and then the optimal moves (U D L R, or Klotski's words such as GDR)
cli-check = Compare your program's output with the judge's: one line per wrong case, then `Accepted A/N`
cli-check-long = Compare your program's output with the judge's: one line per wrong case, then `Accepted A/N`.

    Exits 0 when every case is accepted (presentation faults such as trailing spaces or CRLF line ends count as accepted, as on Codeforces, AtCoder and most ICPC judges), 1 otherwise.
cli-gen = Print a judge input for testing: the same arguments print the same bytes on every machine
cli-puzzle = Which puzzle the input is for
cli-puzzle-paths = Which puzzle the input is for (one whose answers are paths)
cli-puzzle-gen = Which puzzle
cli-file = The judge input; standard input when omitted
cli-metric = How to count, for a puzzle that counts several ways (klotski: steps, slides or moves; moves by default)
cli-xsb = Solve many-box Sokoban levels in XSB instead (# wall, $ box, . goal, @ you; many levels a file, FILE or standard input, `-` too): per level `Level i: P M LURD`, the fewest pushes P, then the fewest moves M, and the moves (l u r d a walk, L U R D a push), or `Level i: unsolvable`, or `Level i: gave up after N states`
cli-budget = With --xsb: the most states one level's search expands before it gives up (2000000 by default)
cli-weight = Fifteen only: boards up to 10x10, per board `N L` and the moves on the next line, a path of N moves at most W times the optimum (W >= 1; 1 is exact) and L, a proved lower bound on it (L <= optimum <= N); `unsolvable`; or `gave up after S states`
cli-jobs = How many cases to solve at once, each on a thread of its own (all the cores by default); the output is the same
cli-check-paths = The output holds paths (`puzzles solve` lines, or Sokoban's judge records): each is replayed on its case's board and accepted when every move is legal and it is optimal; otherwise the first illegal or non-optimal move is named, with why
cli-input = The judge input
cli-output = Your program's output for it
cli-seed = Any whole number from 0 to 2^64 - 1
cli-kind = random boards, edge cases, or the worst case for time
cli-size = Caps the board side (Huarong 1-30, Holedox 2-20, Fifteen 2-4) or OmniGravity's number of boards (1-100)
cli-pack = Write a zip of tests (inputs and the judge's outputs) in the layout a contestant's tool reads: test i is `gen --seed S+i-1`
cli-pack-seed = The first test's seed (any whole number from 0 to 2^64 - 1); the next tests take the next seeds
cli-pack-count = How many tests, from 1 to 100 (10 by default)
cli-pack-format = plain (1.in, 1.out, ...), hydro (the pairs and a config.yaml, for Hydro and LibreOJ), polygon (tests/01, tests/01.a) or cph (the JSON problem that Competitive Companion sends and CPH reads)
cli-pack-output = The zip file to write
cli-pack-hacks = Add the hack pack: one smallest failing case per known mistake, with the judge's output
cli-hack = The known mistakes of a puzzle: list their ids, or print the smallest judge input on which one answers wrong
cli-hack-list = List the ids of the known mistakes, one per line
cli-hack-mistake = Print the smallest judge input (one case) on which the known mistake ID answers wrong
cli-help = Print help
cli-version = Print version
cli-help-command = Print this message or the help of the given subcommand(s)
cli-usage = Usage:
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options

## Errors and the check's summary.
cli-error = error: { $message }
cli-cannot-read = cannot read { $source }: { $why }
cli-standard-input = standard input
cli-cannot-read-file = cannot read the { $role } file { $path }: { $why }
cli-file-error = the { $role } file { $path }: { $message }
cli-cannot-write-file = cannot write the file { $path }: { $why }
cli-cannot-write = cannot write the output: { $why }
cli-accepted = Accepted { $accepted }/{ $total }
cli-xsb-metric = --xsb counts pushes, then moves: expected no --metric, found { $found }
cli-budget-without-xsb = expected --budget with --xsb only (the many-box levels' search), found it without
cli-budget-expected = expected a number of states, at least 1, found { $found }
cli-weight-expected = expected a weight W of at least 1 (1 is exact), found { $found }
cli-weight-fifteen-only = expected --weight with fifteen only (the bounded search of boards up to 10x10), found it with { $puzzle }
cli-weight-metric = --weight counts moves: expected no --metric, found { $found }
cli-weight-xsb = expected --weight or --xsb, found both
cli-jobs-expected = expected a number of jobs, at least 1, found { $found }

//! A judge input's cases handed out to a host's workers, one at a time, each worker solving any of them (partners:
//! `lib.rs` [`Puzzle::prepare`] and [`laid_out`], `jobs.rs` (the same for threads), `summary.rs`, crates/wasm
//! `service.rs` (`JudgeCases`), web/js/worker-client.js (the page's pool)).
//!
//! A page has no threads in its wasm module, but it may start several workers: each parses the input once; the first
//! builds what its cases share ([`Cases::prepare`]) and gives the others what took long ([`Cases::shared`]), before
//! they take a case; each solves the cases it is given. What a case returns is its part of the judge output
//! ([`laid_out`]), so that the parts put back in input order are the one worker's output, byte for byte.

use crate::{laid_out, parse, puzzles, unknown, CaseSummary, Error, Puzzle};

/// One case solved, as a worker hands it back: everything the page shows of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    /// Its answer and optimal moves.
    pub case: CaseSummary,
    /// Its answer as the judge prints it, less the label ([`Puzzle::printed`]).
    pub printed: String,
    /// Its part of the judge output, label and layout included ([`laid_out`]).
    pub output: String,
    /// Its `puzzles solve` line ([`CaseSummary::solve_line_printed`]).
    pub line: String,
    /// Per metric ([`Puzzle::METRICS`]), its summary counted that way; empty for a puzzle with one count.
    pub by_metric: Vec<CaseSummary>,
    /// The search states its solver took.
    pub explored: u64,
}

/// A parsed judge input whose cases are solved one by one, in any order, on one solver kept between them.
pub trait Cases {
    /// How many cases or queries the input holds.
    fn count(&self) -> usize;
    /// Case `index` (0-based) solved; `None` past the last case.
    fn solve(&mut self, index: usize) -> Option<Solved>;
    /// How many ways the puzzle counts an answer ([`Puzzle::METRICS`]): the length of each [`Solved::by_metric`].
    fn metrics(&self) -> usize;
    /// Builds what these cases share ([`Puzzle::prepare`]: a puzzle's search tables), as the first worker of a pool
    /// does before it hands them out; a worker that skips it builds a set-up it was not given when a case first needs it.
    fn prepare(&self);
    /// The long set-ups built for these cases, as bytes under their keys, but for the keys in `kept` ([`Puzzle::shared`]):
    /// what this worker gives the others ([`crate::setup::give`]), so that they do not build them again.
    fn shared(&self, kept: &[String]) -> Vec<(String, Vec<u8>)>;
    /// The memory each worker holds for what these cases share ([`Puzzle::held`]).
    fn held(&self) -> usize;
}

/// The input of puzzle `P` and its solver, made when the first case is solved.
struct Handout<P: Puzzle> {
    input: P::Input,
    solver: Option<P::Solver>,
}

impl<P: Puzzle> Cases for Handout<P> {
    fn count(&self) -> usize {
        P::cases(&self.input)
    }

    fn metrics(&self) -> usize {
        P::METRICS.len()
    }

    fn prepare(&self) {
        P::prepare(&self.input);
    }

    fn shared(&self, kept: &[String]) -> Vec<(String, Vec<u8>)> {
        P::shared(&self.input, kept)
    }

    fn held(&self) -> usize {
        P::held(&self.input)
    }

    fn solve(&mut self, index: usize) -> Option<Solved> {
        if index >= self.count() {
            return None;
        }
        let input = &self.input;
        let solver = self.solver.get_or_insert_with(|| P::solver(input));
        let (solution, explored) = P::solve_case(solver, input, index);
        let case = P::summarize(&solution);
        let printed = P::printed(&solution);
        Some(Solved {
            output: laid_out::<P>(index, &printed),
            line: case.solve_line_printed(&printed, P::IMPOSSIBLE),
            by_metric: (0..P::METRICS.len())
                .map(|m| P::summarize_metric(&solution, m))
                .collect(),
            case,
            printed,
            explored,
        })
    }
}

/// `input` of the puzzle named `puzzle` parsed (through the one gate of every request: byte-order mark, size), its cases
/// ready to be solved one by one; nothing is built before [`Cases::prepare`] or a case that needs it.
pub fn cases(puzzle: &str, input: &str) -> Result<Box<dyn Cases>, Error> {
    with_puzzle!(
        puzzle,
        |P| {
            let input = parse::<P>(input)?;
            Ok(Box::new(Handout::<P> {
                input,
                solver: None,
            }) as Box<dyn Cases>)
        },
        unknown(puzzle)
    )
}

#[cfg(test)]
mod tests {
    use super::cases;
    use crate::testdata::Kind;
    use crate::{judge, make_tests, report, sample, PUZZLES};

    /// Every case of `input` solved in reverse order on one handout: the parts in input order are the judge output,
    /// the cases and lines the report's.
    fn parts_equal_judge(puzzle: &str, input: &str) {
        let mut handout = cases(puzzle, input).unwrap();
        let count = handout.count();
        let mut solved: Vec<_> = (0..count)
            .rev()
            .map(|i| handout.solve(i).unwrap())
            .collect();
        solved.reverse();
        assert!(
            handout.solve(count).is_none(),
            "{puzzle}: past the last case"
        );
        let output: String = solved.iter().map(|s| s.output.as_str()).collect();
        assert_eq!(output, judge(puzzle, input).unwrap(), "{puzzle}");
        let report = report(puzzle, input).unwrap();
        let summaries: Vec<_> = solved.iter().map(|s| s.case.clone()).collect();
        assert_eq!(summaries, report.cases, "{puzzle}");
        let printed: Vec<_> = solved.iter().map(|s| s.printed.clone()).collect();
        assert_eq!(printed, report.printed, "{puzzle}");
        assert_eq!(
            solved.iter().map(|s| s.explored).collect::<Vec<_>>(),
            report.explored,
            "{puzzle}"
        );
        for (m, by_metric) in report.by_metric.iter().enumerate() {
            let mine: Vec<_> = solved.iter().map(|s| s.by_metric[m].clone()).collect();
            assert_eq!(&mine, by_metric, "{puzzle}: metric {m}");
        }
    }

    #[test]
    fn every_puzzles_parts_are_its_judge_output() {
        for puzzle in PUZZLES {
            parts_equal_judge(puzzle, sample(puzzle).unwrap());
            for seed in 0..3 {
                let input = make_tests(puzzle, seed, Kind::Random, None).unwrap();
                parts_equal_judge(puzzle, &input);
            }
        }
    }

    /// A 4x4 board beyond the short Manhattan search (Korf's first, two tiles swapped for the parity) has its tables built before any case is solved, and
    /// they are what the worker gives away (unless every other worker holds them), held with their direct layout (over 40 MiB, which the page's pool counts);
    /// 3x3 tables build at once and are never given.
    #[test]
    #[cfg(feature = "fifteen")]
    fn the_4x4_tables_are_prepared_and_shared() {
        use crate::puzzles::fifteen::pdb::Tables;
        let hard = "1\n4 4\n13 14 15 7\n11 12 9 5\n6 0 2 1\n4 8 10 3\n";
        let handout = cases("fifteen", hard).unwrap();
        handout.prepare();
        assert!(Tables::built(4, 4), "prepared before any case");
        let shared = handout.shared(&[]);
        assert_eq!(shared.len(), 1);
        assert_eq!(shared[0].0, "fifteen-tables-4x4-v1");
        assert!(
            Tables::from_bytes(4, 4, &shared[0].1).is_some(),
            "valid bytes"
        );
        // Tables every other worker holds already are left out.
        assert!(handout.shared(&[shared[0].0.clone()]).is_empty());
        let held = handout.held();
        assert!(held > 40 << 20 && held < 48 << 20, "{held} bytes held");
        let small = "1\n3 3\n8 6 7\n2 5 4\n3 0 1\n";
        assert!(cases("fifteen", small).unwrap().shared(&[]).is_empty());
        assert_eq!(
            cases("omnigravity", sample("omnigravity").unwrap())
                .unwrap()
                .held(),
            0
        );
    }

    #[test]
    fn a_bad_input_or_name_is_refused_before_any_case() {
        assert!(cases("huarong", "1 1\n").is_err());
        assert!(cases("nopuzzle", "").is_err());
        let bom = format!("\u{feff}{}", sample("huarong").unwrap());
        assert_eq!(cases("huarong", &bom).unwrap().count(), 2);
    }
}

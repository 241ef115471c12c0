//! How the check reads a contestant's output into one answer per case (partners: `check.rs`, which judges what these
//! find; `lib.rs`'s `Puzzle::HEADER` and `NUMBERED`, which say the layout): one line per case (`Case k: N` or `N`), or
//! records headed by the case's header (`Maze #k`, the answer's line, a blank line). What differs from the judge's
//! layout but keeps each answer readable is a presentation fault; what loses an answer's case is a wrong answer.

use crate::scan::quote;
use crate::Text;

/// One non-blank line of the contestant's output, with what is wrong with its layout.
pub struct Line<'a> {
    /// The text, without its line end and surrounding whitespace.
    pub text: &'a str,
    /// The line as found (without `\n`).
    pub raw: &'a str,
    /// The blank lines just before it.
    pub blanks: usize,
    /// Presentation faults of the line itself: CRLF, surrounding whitespace, no final newline.
    pub faults: Vec<Text>,
}

/// The output's non-blank lines (each with the blank lines before it) and the blank lines after the last one.
pub struct Lines<'a> {
    /// The non-blank lines, in order.
    pub lines: Vec<Line<'a>>,
    /// The blank lines after the last non-blank one (a final `\n` ends a line and is none).
    pub trailing: usize,
}

/// Splits `output` into its non-blank lines, noting CRLF ends, surrounding whitespace and a missing final newline as
/// presentation faults of the line they touch, and counting blank lines.
pub fn lines(output: &str) -> Lines<'_> {
    let mut found: Vec<Line> = Vec::new();
    let mut blanks = 0;
    let pieces: Vec<&str> = output.split('\n').collect();
    let last = pieces.len() - 1;
    for (i, raw) in pieces.iter().enumerate() {
        if i == last && raw.is_empty() {
            break;
        }
        let text = raw.trim_matches(|c: char| c == ' ' || c == '\t' || c == '\r');
        if text.is_empty() {
            blanks += 1;
            continue;
        }
        let mut faults = Vec::new();
        let body = raw.strip_suffix('\r');
        if body.is_some() {
            faults.push(Text::new("check-crlf"));
        }
        let body = body.unwrap_or(raw);
        if body.len() > body.trim_end_matches([' ', '\t', '\r']).len() {
            faults.push(Text::new("check-trailing-spaces"));
        }
        if body.len() > body.trim_start_matches([' ', '\t']).len() {
            faults.push(Text::new("check-leading-spaces"));
        }
        if i == last {
            faults.push(Text::new("check-no-final-newline"));
        }
        found.push(Line {
            text,
            raw,
            blanks,
            faults,
        });
        blanks = 0;
    }
    Lines {
        lines: found,
        trailing: blanks,
    }
}

/// What the output holds for one case.
pub enum Slot<'a> {
    /// An answer, with its layout.
    Found(Found<'a>),
    /// No answer: the output ended, or (with the detail) a header had no answer line after it.
    Missing(Option<Text>),
}

/// An answer found for a case.
pub struct Found<'a> {
    /// The answer, less its label and surrounding whitespace.
    pub answer: &'a str,
    /// The line holding it, as found.
    pub raw: &'a str,
    /// Its presentation faults, in the order of the output.
    pub details: Vec<Text>,
    /// Why it is a wrong answer whatever it says: its label or header is missing or numbers another case.
    pub wrong: Option<Text>,
}

/// The output read case by case.
pub struct Reading<'a> {
    /// One slot per case, in order.
    pub slots: Vec<Slot<'a>>,
    /// The lines after the last case: the first, and how many.
    pub extra: Option<(&'a Line<'a>, usize)>,
    /// The answer of each unit of the output (a line, or a record), labels taken off, for the diagnosis of a
    /// shifted or short output (`check/groups.rs`).
    pub answers: Vec<&'a str>,
}

/// Splits a numbered line `Case k: answer` into its case number, its answer and whether the label is spelt exactly;
/// `None` when the line has no label (`answer` alone).
pub fn label(text: &str) -> Option<(Option<usize>, &str, bool)> {
    let colon = text.find(':')?;
    let (head, answer) = (&text[..colon], text[colon + 1..].trim_start());
    let word = head.get(..4)?;
    if !word.eq_ignore_ascii_case("case") {
        return None;
    }
    let number = head[4..].trim().parse::<usize>().ok();
    let exact = number.is_some_and(|k| {
        text.starts_with(&format!("Case {k}: ")) && !text[colon + 2..].starts_with([' ', '\t'])
    });
    Some((number, answer, exact))
}

/// Reads `text` as a record's header, the label `header` and a case number, spelt any way that keeps its letters and
/// digits (`maze #3`, `Maze  #3`, `Maze 3`: letter case, whitespace and punctuation aside): the number (`None` when
/// there is none) and whether it is spelt exactly as the judge writes it; `None` when the line is no header.
pub fn heading(text: &str, header: &str) -> Option<(Option<usize>, bool)> {
    let squeeze = |s: &str| -> String {
        s.chars()
            .filter(|c| !c.is_whitespace() && !c.is_ascii_punctuation())
            .collect()
    };
    let (word, line) = (squeeze(header), squeeze(text));
    let rest = line
        .get(..word.len())
        .filter(|w| w.eq_ignore_ascii_case(&word))
        .map(|_| &line[word.len()..])?;
    if !rest.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number = rest.parse::<usize>().ok();
    let exact = number.is_some_and(|k| text == format!("{header}{k}"));
    Some((number, exact))
}

/// Pushes `detail` unless it is there already (a CRLF on the header and on the answer is said once).
fn add(details: &mut Vec<Text>, detail: Text) {
    if !details.contains(&detail) {
        details.push(detail);
    }
}

/// One line per case: line k is case k's, `Case k: answer` when `numbered` (a label spelt differently is a
/// presentation fault, a missing or wrong one a wrong answer), else the answer alone.
pub fn by_lines<'a>(found: &'a Lines<'a>, total: usize, numbered: bool) -> Reading<'a> {
    let lines = &found.lines;
    let mut slots = Vec::new();
    for (k, line) in (1..=total).zip(lines) {
        let mut details = Vec::new();
        if line.blanks > 0 {
            details.push(Text::new("check-blank-before").arg("n", line.blanks));
        }
        details.extend(line.faults.iter().cloned());
        if k == lines.len() && found.trailing > 0 {
            details.push(Text::new("check-blank-after").arg("n", found.trailing));
        }
        let mut slot = Found {
            answer: line.text,
            raw: line.raw,
            details,
            wrong: None,
        };
        if numbered {
            let head = |rest: &str| &line.text[..line.text.len() - rest.len()];
            match label(line.text) {
                Some((Some(n), rest, exact)) if n == k => {
                    slot.answer = rest;
                    if !exact {
                        let written = quote(head(rest).trim_end());
                        slot.details
                            .push(Text::new("check-label-written").arg("written", written));
                    }
                }
                Some((n, rest, _)) => {
                    let which = n.map_or_else(|| quote(head(rest)), |n| n.to_string());
                    slot.answer = rest;
                    slot.wrong = Some(
                        Text::new("check-wrong-label")
                            .arg("k", k)
                            .arg("found", which),
                    );
                }
                None => slot.wrong = Some(Text::new("check-no-label").arg("k", k)),
            }
        }
        slots.push(Slot::Found(slot));
    }
    slots.extend((lines.len()..total).map(|_| Slot::Missing(None)));
    let answers = lines
        .iter()
        .map(|line| match label(line.text) {
            Some((_, rest, _)) if numbered => rest,
            _ => line.text,
        })
        .collect();
    Reading {
        slots,
        extra: lines.get(total).map(|first| (first, lines.len() - total)),
        answers,
    }
}

/// Records, one per case: a header line (`header` and the case number, spelt as [`heading`] reads it), the next
/// non-blank line its answer, then one blank line (the first header has none before it). An answer line without its
/// header, or under a header numbering another case, is a wrong answer; a header without an answer line after it is a
/// missing line; `label(k)` names case `k` as the judge heads it. Where the judge's answer is empty (`empty(k)`: a
/// path of no moves), a header followed by blank lines is that empty answer.
pub fn by_records<'a>(
    found: &'a Lines<'a>,
    total: usize,
    header: &str,
    label: &dyn Fn(usize) -> Text,
    empty: &dyn Fn(usize) -> bool,
) -> Reading<'a> {
    let lines = &found.lines;
    let is_header = |line: &Line| heading(line.text, header).is_some();
    let (mut slots, mut answers, mut at) = (Vec::new(), Vec::new(), 0);
    for k in 1..=total {
        let Some(first) = lines.get(at) else {
            slots.push(Slot::Missing(None));
            continue;
        };
        at += 1;
        let Some((number, exact)) = heading(first.text, header) else {
            // An answer line without its header: read as this case's answer, so that the next record stays in step.
            answers.push(first.text);
            slots.push(Slot::Found(Found {
                answer: first.text,
                raw: first.raw,
                details: Vec::new(),
                wrong: Some(Text::new("check-no-header").arg("header", label(k))),
            }));
            continue;
        };
        let mut details = Vec::new();
        if k == 1 && first.blanks > 0 {
            details.push(Text::new("check-blank-before").arg("n", first.blanks));
        }
        details.extend(first.faults.iter().cloned());
        if !exact {
            details.push(Text::new("check-header-written").arg("written", quote(first.text)));
        }
        let wrong = (number != Some(k)).then(|| {
            Text::new("check-wrong-header")
                .arg("expected", label(k))
                .arg("found", quote(first.text))
        });
        let Some(line) = lines.get(at).filter(|line| !is_header(line)) else {
            answers.push("");
            let blanks = lines.get(at).map_or(found.trailing, |next| next.blanks);
            if empty(k) && blanks > 0 {
                // The empty answer's line, then (as the judge writes it) one blank line.
                match blanks - 1 {
                    1 => {}
                    0 => details.push(Text::new("check-no-blank-after")),
                    n => details.push(Text::new("check-blank-after").arg("n", n)),
                }
                let answer = &first.raw[first.raw.len()..];
                slots.push(Slot::Found(Found {
                    answer,
                    raw: answer,
                    details,
                    wrong,
                }));
                continue;
            }
            slots.push(Slot::Missing(Some(Text::new("check-no-answer"))));
            continue;
        };
        at += 1;
        answers.push(line.text);
        if line.blanks > 0 {
            details.push(Text::new("check-blank-after-header").arg("n", line.blanks));
        }
        for fault in &line.faults {
            add(&mut details, fault.clone());
        }
        match lines.get(at).map_or(found.trailing, |next| next.blanks) {
            1 => {}
            0 => details.push(Text::new("check-no-blank-after")),
            n => details.push(Text::new("check-blank-after").arg("n", n)),
        }
        slots.push(Slot::Found(Found {
            answer: line.text,
            raw: line.raw,
            details,
            wrong,
        }));
    }
    let rest = &lines[at.min(lines.len())..];
    answers.extend(rest.iter().filter(|l| !is_header(l)).map(|l| l.text));
    Reading {
        slots,
        extra: rest.first().map(|first| (first, rest.len())),
        answers,
    }
}

//! Test packages: Make tests' judge inputs with their judge outputs as one zip, in the layout a contestant's tool reads
//! (partners: `testgen.rs` draws the inputs, `lib.rs`'s [`crate::judge`] writes the outputs; the `zip` crate writes
//! and reads the archive; the CLI's `pack` command and the lab worker's `Pack` request, crates/wasm/src/service.rs).
//!
//! The formats: plain pairs (`1.in`, `1.out`, ...); Hydro and LibreOJ (the same pairs and a `config.yaml` listing
//! them); Polygon (`tests/01`, `tests/01.a`); and the JSON problem that Competitive Companion sends and CPH reads
//! (`<puzzle>.json`: name, group, url, limits and the tests with their input and output).

use std::io::{Cursor, Read, Write};

use serde::Serialize;

use crate::testdata::Kind;
use crate::{Error, Text};

/// The most tests one package holds.
pub const MOST_TESTS: usize = 100;

/// The time limit written in a package (what the judges the puzzles come from allow), in milliseconds.
const TIME_MS: u64 = 1000;

/// The memory limit written in a package, in mebibytes.
const MEMORY_MB: u64 = 256;

/// The layout of a package.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// `1.in`, `1.out`, `2.in`, ...
    Plain,
    /// The plain pairs and a `config.yaml` listing them, as Hydro and LibreOJ read it.
    Hydro,
    /// `tests/01`, `tests/01.a`, ... as Polygon lays out its tests.
    Polygon,
    /// One JSON problem with its tests, as Competitive Companion sends it and CPH reads it.
    Cph,
}

impl Format {
    /// Every format, as typed: `plain`, `hydro`, `polygon`, `cph`.
    pub const NAMES: &'static [&'static str] = &["plain", "hydro", "polygon", "cph"];

    /// The format named `text` (as typed; surrounding spaces and letter case do not matter).
    pub fn parse(text: &str) -> Result<Format, Text> {
        match text.trim().to_ascii_lowercase().as_str() {
            "plain" => Ok(Format::Plain),
            "hydro" => Ok(Format::Hydro),
            "polygon" => Ok(Format::Polygon),
            "cph" => Ok(Format::Cph),
            _ => Err(Text::new("pack-format-expected")
                .arg("formats", Format::NAMES.join(", "))
                .arg("found", crate::scan::quote(text))),
        }
    }
}

/// One test: a judge input and the judge's output for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Test {
    /// The judge input.
    pub input: String,
    /// The judge output for it, byte for byte.
    pub output: String,
}

/// `count` tests of `puzzle`: test `i` (from 0) is Make tests' input for seed `seed + i` (wrapping), `kind` and
/// `size` ([`crate::make_tests`]), with the judge's output for it.
pub fn tests(
    puzzle: &str,
    seed: u64,
    count: usize,
    kind: Kind,
    size: Option<usize>,
) -> Result<Vec<Test>, Error> {
    if !(1..=MOST_TESTS).contains(&count) {
        return Err(Error::Unsupported(
            Text::new("pack-count-expected")
                .arg("max", MOST_TESTS)
                .arg("found", count),
        ));
    }
    (0..count as u64)
        .map(|i| {
            let input = crate::make_tests(puzzle, seed.wrapping_add(i), kind, size)?;
            let output = crate::judge(puzzle, &input)?;
            Ok(Test { input, output })
        })
        .collect()
}

/// The JSON problem of Competitive Companion and CPH.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Problem<'a> {
    name: String,
    group: &'a str,
    url: &'a str,
    interactive: bool,
    memory_limit: u64,
    time_limit: u64,
    tests: &'a [Test],
    test_type: &'a str,
    input: Stream<'a>,
    output: Stream<'a>,
}

#[derive(Serialize)]
struct Stream<'a> {
    #[serde(rename = "type")]
    kind: &'a str,
}

/// The files of `puzzle`'s package of `tests` in `format`, each as (its path in the zip, its bytes), in order.
pub fn files(puzzle: &str, format: Format, tests: &[Test]) -> Vec<(String, Vec<u8>)> {
    let pairs = || {
        tests.iter().enumerate().flat_map(|(i, t)| {
            [
                (format!("{}.in", i + 1), t.input.clone().into_bytes()),
                (format!("{}.out", i + 1), t.output.clone().into_bytes()),
            ]
        })
    };
    match format {
        Format::Plain => pairs().collect(),
        Format::Hydro => {
            let mut files: Vec<_> = pairs().collect();
            files.push((
                "config.yaml".to_string(),
                hydro_config(tests.len()).into_bytes(),
            ));
            files
        }
        Format::Polygon => {
            let name = |i: usize| format!("tests/{:02}", i + 1);
            (tests.iter().enumerate())
                .flat_map(|(i, t)| {
                    [
                        (name(i), t.input.clone().into_bytes()),
                        (format!("{}.a", name(i)), t.output.clone().into_bytes()),
                    ]
                })
                .collect()
        }
        Format::Cph => {
            let problem = Problem {
                name: format!("{puzzle} tests"),
                group: "Puzzle playground",
                url: "",
                interactive: false,
                memory_limit: MEMORY_MB,
                time_limit: TIME_MS,
                tests,
                test_type: "single",
                input: Stream { kind: "stdin" },
                output: Stream { kind: "stdout" },
            };
            // Serialising plain strings and numbers cannot fail.
            let json = serde_json::to_vec_pretty(&problem).unwrap_or_default();
            vec![(format!("{puzzle}.json"), json)]
        }
    }
}

/// Hydro's `config.yaml` (LibreOJ reads the same): the limits and one subtask listing every case's files.
fn hydro_config(count: usize) -> String {
    let mut yaml = format!(
        "type: default\ntime: {}s\nmemory: {MEMORY_MB}m\nsubtasks:\n  - id: 1\n    score: 100\n    type: sum\n    cases:\n",
        TIME_MS / 1000
    );
    for k in 1..=count {
        yaml.push_str(&format!("      - input: {k}.in\n        output: {k}.out\n"));
    }
    yaml
}

/// The zip of `files`, deflated.
pub fn zip(files: &[(String, Vec<u8>)]) -> Result<Vec<u8>, Error> {
    let failed = |e: &dyn std::fmt::Display| {
        Error::Unsupported(Text::new("pack-zip-failed").arg("why", e.to_string()))
    };
    let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .unix_permissions(0o644);
    for (name, bytes) in files {
        writer
            .start_file(name.as_str(), options)
            .map_err(|e| failed(&e))?;
        writer.write_all(bytes).map_err(|e| failed(&e))?;
    }
    let cursor = writer.finish().map_err(|e| failed(&e))?;
    Ok(cursor.into_inner())
}

/// The files of a zip (`bytes`), each as (its path, its bytes), in the archive's order: a package read back (the tests
/// and tools that judge one).
pub fn unzip(bytes: &[u8]) -> Result<Vec<(String, Vec<u8>)>, Text> {
    let failed =
        |e: &dyn std::fmt::Display| Text::new("pack-unzip-failed").arg("why", e.to_string());
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).map_err(|e| failed(&e))?;
    (0..archive.len())
        .map(|i| {
            let mut file = archive.by_index(i).map_err(|e| failed(&e))?;
            let mut bytes = Vec::new();
            file.read_to_end(&mut bytes).map_err(|e| failed(&e))?;
            Ok((file.name().to_string(), bytes))
        })
        .collect()
}

/// `puzzle`'s package of `count` tests from `seed` ([`tests`]) in `format`, zipped.
pub fn pack(
    puzzle: &str,
    seed: u64,
    count: usize,
    kind: Kind,
    size: Option<usize>,
    format: Format,
) -> Result<Vec<u8>, Error> {
    let tests = tests(puzzle, seed, count, kind, size)?;
    zip(&files(puzzle, format, &tests))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every format read back: its inputs judged to its outputs, byte for byte, under the names the format gives.
    #[test]
    fn every_format_reads_back_and_its_inputs_judge_to_its_outputs() {
        for puzzle in crate::PUZZLES {
            for (f, name) in Format::NAMES.iter().enumerate() {
                let format = Format::parse(name).unwrap();
                let bytes = pack(puzzle, 7 + f as u64, 3, Kind::Random, None, format).unwrap();
                let files = unzip(&bytes).unwrap();
                let get = |path: &str| {
                    let found = files.iter().find(|(n, _)| n == path);
                    String::from_utf8(
                        found
                            .unwrap_or_else(|| panic!("{puzzle} {name}: {path}"))
                            .1
                            .clone(),
                    )
                    .unwrap()
                };
                let pairs: Vec<(String, String)> = match format {
                    Format::Plain | Format::Hydro => (1..=3)
                        .map(|k| (get(&format!("{k}.in")), get(&format!("{k}.out"))))
                        .collect(),
                    Format::Polygon => (1..=3)
                        .map(|k| (get(&format!("tests/0{k}")), get(&format!("tests/0{k}.a"))))
                        .collect(),
                    Format::Cph => {
                        let json: serde_json::Value =
                            serde_json::from_str(&get(&format!("{puzzle}.json"))).unwrap();
                        assert_eq!(json["timeLimit"], 1000);
                        (json["tests"].as_array().unwrap().iter())
                            .map(|t| {
                                (
                                    t["input"].as_str().unwrap().to_string(),
                                    t["output"].as_str().unwrap().to_string(),
                                )
                            })
                            .collect()
                    }
                };
                assert_eq!(pairs.len(), 3, "{puzzle} {name}");
                for (input, output) in pairs {
                    assert_eq!(
                        crate::judge(puzzle, &input).unwrap(),
                        output,
                        "{puzzle} {name}"
                    );
                }
                if format == Format::Hydro {
                    let yaml = get("config.yaml");
                    assert!(
                        yaml.contains("      - input: 3.in\n        output: 3.out\n"),
                        "{yaml}"
                    );
                }
            }
        }
    }

    #[test]
    fn bad_arguments_are_refused_in_words() {
        assert_eq!(
            Format::parse("zipp").unwrap_err().to_string(),
            "expected a format (plain, hydro, polygon, cph), found \"zipp\""
        );
        assert_eq!(Format::parse(" CPH "), Ok(Format::Cph));
        let e = pack("fifteen", 1, 0, Kind::Random, None, Format::Plain).unwrap_err();
        assert_eq!(
            e.to_string(),
            "expected a number of tests from 1 to 100, found 0"
        );
        assert!(pack("fifteen", 1, 101, Kind::Random, None, Format::Plain).is_err());
        assert!(matches!(
            pack("nope", 1, 1, Kind::Random, None, Format::Plain),
            Err(Error::UnknownPuzzle(_))
        ));
        assert!(unzip(b"not a zip").is_err());
    }
}

//! `puzzles pack` (crates/cli/src/main.rs over `puzzle_core::pack`): every format's zip read back, its inputs judged to
//! its outputs byte for byte, under the names its tool reads; bad arguments refused in words. Partners: common/mod.rs,
//! cli.rs (`gen`, whose seeds a package's tests take).

mod common;

use common::{puzzles, text};

fn path(name: &str) -> String {
    common::temp_in("cli-pack", name, b"")
}

/// The files of the zip at `path`, as (name, text).
fn read(path: &str) -> Vec<(String, String)> {
    let bytes = std::fs::read(path).expect("the zip");
    let files = puzzle_core::pack::unzip(&bytes).expect("a zip");
    (files.into_iter())
        .map(|(n, b)| (n, String::from_utf8(b).expect("utf-8")))
        .collect()
}

#[test]
fn every_format_holds_the_gen_inputs_and_their_judge_outputs() {
    let gen = |seed: &str| text(&puzzles(&["gen", "huarong", "--seed", seed], "").stdout);
    for format in ["plain", "hydro", "polygon", "cph"] {
        let zip = path(&format!("huarong-{format}.zip"));
        let out = puzzles(
            &[
                "pack", "huarong", "--seed", "41", "--count", "2", "--format", format, "-o", &zip,
            ],
            "",
        );
        assert_eq!(
            out.status.code(),
            Some(0),
            "{format}: {}",
            text(&out.stderr)
        );
        let files = read(&zip);
        let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        let pairs: Vec<(String, String)> = match format {
            "plain" | "hydro" => {
                let mut want = vec!["1.in", "1.out", "2.in", "2.out"];
                if format == "hydro" {
                    want.push("config.yaml");
                    let yaml = &files[4].1;
                    assert!(
                        yaml.starts_with("type: default\ntime: 1s\nmemory: 256m\n"),
                        "{yaml}"
                    );
                    assert!(
                        yaml.contains("- input: 2.in\n        output: 2.out\n"),
                        "{yaml}"
                    );
                }
                assert_eq!(names, want);
                vec![
                    (files[0].1.clone(), files[1].1.clone()),
                    (files[2].1.clone(), files[3].1.clone()),
                ]
            }
            "polygon" => {
                assert_eq!(names, ["tests/01", "tests/01.a", "tests/02", "tests/02.a"]);
                vec![
                    (files[0].1.clone(), files[1].1.clone()),
                    (files[2].1.clone(), files[3].1.clone()),
                ]
            }
            _ => {
                assert_eq!(names, ["huarong.json"]);
                let json: serde_json::Value = serde_json::from_str(&files[0].1).expect("json");
                assert_eq!(
                    (json["timeLimit"].as_u64(), json["memoryLimit"].as_u64()),
                    (Some(1000), Some(256))
                );
                (json["tests"].as_array().expect("tests").iter())
                    .map(|t| {
                        (
                            t["input"].as_str().unwrap().to_string(),
                            t["output"].as_str().unwrap().to_string(),
                        )
                    })
                    .collect()
            }
        };
        assert_eq!(pairs[0].0, gen("41"), "{format}: test 1 is gen --seed 41");
        assert_eq!(pairs[1].0, gen("42"), "{format}: test 2 is gen --seed 42");
        for (input, output) in pairs {
            assert_eq!(
                puzzle_core::judge("huarong", &input).unwrap(),
                output,
                "{format}"
            );
        }
    }
}

#[test]
fn bad_arguments_are_refused_in_words() {
    let zip = path("bad.zip");
    let out = puzzles(
        &[
            "pack", "fifteen", "--seed", "1", "--format", "rar", "-o", &zip,
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("expected a format (plain, hydro, polygon, cph), found \"rar\"")
    );
    let out = puzzles(
        &[
            "pack", "fifteen", "--seed", "1", "--count", "101", "--format", "plain", "-o", &zip,
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("expected a number of tests from 1 to 100, found \"101\""));
    let out = puzzles(&["pack", "fifteen", "--seed", "1", "-o", &zip], "");
    assert_eq!(out.status.code(), Some(2), "--format is required");
    let out = puzzles(
        &[
            "pack", "fifteen", "--seed", "1", "--size", "9", "--format", "plain", "-o", &zip,
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).starts_with("error: expected a size"),
        "{}",
        text(&out.stderr)
    );
    let out = puzzles(
        &[
            "--lang", "zh", "pack", "fifteen", "--seed", "1", "--format", "x", "-o", &zip,
        ],
        "",
    );
    assert!(
        text(&out.stderr).contains("应为格式"),
        "{}",
        text(&out.stderr)
    );
}

/// `--hacks` adds one smallest failing case per known mistake after the tests, with the judge's output.
#[test]
fn hacks_add_each_mistakes_smallest_failing_case_with_the_judge_output() {
    let zip = path("holedox-hacks.zip");
    let out = puzzles(
        &[
            "pack", "holedox", "--seed", "3", "--count", "1", "--hacks", "--format", "plain", "-o",
            &zip,
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let files = read(&zip);
    let ids = puzzle_core::mistakes::ids("holedox").unwrap();
    assert_eq!(files.len(), 2 * (1 + ids.len()));
    for (k, id) in ids.iter().enumerate() {
        let get = |name: String| (files.iter().find(|(n, _)| *n == name).unwrap().1).clone();
        let input = get(format!("{}.in", k + 2));
        let hack = text(&puzzles(&["hack", "holedox", "--mistake", id], "").stdout);
        assert_eq!(input, hack, "{id}");
        let output = get(format!("{}.out", k + 2));
        assert_eq!(output, puzzle_core::judge("holedox", &input).unwrap());
        let wrong = puzzle_core::mistakes::judge_with("holedox", id, &input).unwrap();
        assert_ne!(output, wrong, "{id}");
    }
}

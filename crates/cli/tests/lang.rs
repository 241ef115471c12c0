//! The `puzzles` command in Chinese and English (issue 23): `--lang`, then `LC_ALL`, `LC_MESSAGES` and `LANG`;
//! errors, the check's summary and clap's help through crates/cli/src/{en,zh}.ftl and the core's l10n/.

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use common::{bin, text};

/// Runs `puzzles args` on `stdin` with no locale set but `env`.
fn run(args: &[&str], env: &[(&str, &str)], stdin: &str) -> Output {
    let mut command = Command::new(bin());
    command.args(args);
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    for (name, value) in env {
        command.env(name, value);
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes());
    child.wait_with_output().expect("exits")
}

const BAD: &str = "5 6 x\n";
const ENGLISH: &str = "error: line 1, column 5: expected L (an integer), found \"x\"\n";
const CHINESE: &str = "错误：第 1 行第 5 列：应为 L（整数），实际为 \"x\"\n";

#[test]
fn lang_zh_says_the_error_in_chinese() {
    let out = run(&["--lang", "zh", "judge", "holedox"], &[], BAD);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr), CHINESE);
    assert!(out.stdout.is_empty());
    // After the command too, and as --lang=zh.
    let out = run(&["judge", "holedox", "--lang=zh"], &[], BAD);
    assert_eq!(text(&out.stderr), CHINESE);
}

#[test]
fn a_chinese_locale_picks_chinese_and_lang_overrides_it() {
    for env in [
        [("LANG", "zh_CN.UTF-8")].as_slice(),
        &[("LC_MESSAGES", "zh_TW"), ("LANG", "en_US.UTF-8")],
        &[("LC_ALL", "zh_CN.UTF-8"), ("LANG", "C")],
    ] {
        let out = run(&["judge", "holedox"], env, BAD);
        assert_eq!(out.status.code(), Some(1), "{env:?}");
        assert_eq!(text(&out.stderr), CHINESE, "{env:?}");
    }
    // LC_ALL first: an English one wins over a Chinese LANG.
    let out = run(
        &["judge", "holedox"],
        &[("LC_ALL", "C"), ("LANG", "zh_CN")],
        BAD,
    );
    assert_eq!(text(&out.stderr), ENGLISH);
    let out = run(
        &["--lang", "en", "judge", "holedox"],
        &[("LANG", "zh_CN.UTF-8")],
        BAD,
    );
    assert_eq!(text(&out.stderr), ENGLISH);
}

#[test]
fn english_is_the_default_and_unchanged() {
    for args in [
        &["judge", "holedox"][..],
        &["--lang", "en", "judge", "holedox"],
    ] {
        let out = run(args, &[], BAD);
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(text(&out.stderr), ENGLISH, "{args:?}");
    }
    let out = run(&["judge", "holedox"], &[("LANG", "C")], BAD);
    assert_eq!(text(&out.stderr), ENGLISH);
}

#[test]
fn an_unknown_language_is_refused_with_the_languages_it_has() {
    let out = run(&["--lang", "fr", "judge", "holedox"], &[], BAD);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("invalid value 'fr' for '--lang <LANG>'"),
        "{stderr}"
    );
    assert!(stderr.contains("[possible values: en, zh]"), "{stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn help_speaks_chinese() {
    let out = run(&["--lang", "zh", "--help"], &[], "");
    assert_eq!(out.status.code(), Some(0));
    let help = text(&out.stdout);
    assert!(
        help.contains("对一份评测输入，输出与评测完全一致的答案"),
        "{help}"
    );
    assert!(
        help.contains("命令:") && help.contains("选项:") && help.contains("显示帮助"),
        "{help}"
    );
    assert!(!help.contains("Print help"), "{help}");
    let out = run(&["gen", "-h"], &[("LANG", "zh_CN.UTF-8")], "");
    let help = text(&out.stdout);
    assert!(
        help.contains("参数:") && help.contains("0 到 2^64 - 1 之间的任意整数"),
        "{help}"
    );
    // English help as clap writes it.
    let out = run(&["--help"], &[], "");
    let help = text(&out.stdout);
    assert!(
        help.contains("  judge  Print the exact judge output for a judge input\n"),
        "{help}"
    );
    assert!(
        help.contains("Options:\n") && !help.contains("命令"),
        "{help}"
    );
}

#[test]
fn the_checks_summary_and_file_errors_speak_chinese() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("lang");
    std::fs::create_dir_all(&dir).expect("dir");
    let input = dir.join("in.txt");
    std::fs::write(
        &input,
        "5 6 4\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4\n0 0 0\n",
    )
    .expect("write");
    let output = dir.join("out.txt");
    let judged = run(&["judge", "holedox", input.to_str().unwrap()], &[], "");
    std::fs::write(&output, &judged.stdout).expect("write");
    let (input, output) = (input.to_str().unwrap(), output.to_str().unwrap());
    let out = run(
        &["--lang", "zh", "check", "holedox", input, output],
        &[],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).ends_with("通过 1/1\n"),
        "{}",
        text(&out.stdout)
    );
    let out = run(&["check", "holedox", input, output], &[], "");
    assert!(text(&out.stdout).ends_with("Accepted 1/1\n"));
    let missing = dir.join("none.txt");
    let out = run(
        &[
            "--lang",
            "zh",
            "check",
            "holedox",
            missing.to_str().unwrap(),
            output,
        ],
        &[],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).starts_with("错误：无法读取输入文件 "),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn gen_refuses_a_seed_and_a_kind_in_the_runs_language() {
    let out = run(&["--lang", "zh", "gen", "fifteen", "--seed", "x"], &[], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("种子应为 0 到 18446744073709551615 之间的整数，实际为 \"x\""),
        "{}",
        text(&out.stderr)
    );
    let out = run(
        &[
            "--lang", "zh", "gen", "fifteen", "--seed", "1", "--kind", "hard",
        ],
        &[],
        "",
    );
    assert!(
        text(&out.stderr).contains("数据种类应为 random、edge 或 worst，实际为 \"hard\""),
        "{}",
        text(&out.stderr)
    );
    // English as before.
    let out = run(&["--lang", "en", "gen", "fifteen", "--seed", "x"], &[], "");
    assert!(text(&out.stderr)
        .contains("expected a seed: a whole number from 0 to 18446744073709551615, found \"x\""));
}

#[test]
fn the_checks_fault_lines_speak_chinese_and_english_is_unchanged() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("lang-faults");
    std::fs::create_dir_all(&dir).expect("dir");
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        path.to_str().unwrap().to_string()
    };
    let input = write("in.txt", "2\n2 2\n1 2\n3 0\n\n2 2\n1 2\n0 3\n");
    let messy = write("messy.txt", "Case 1: 0 \r\n\ncase 2:1\nx\ny");
    let short = write("short.txt", "5\n");
    let cases = [
        (
            &messy,
            "Case 1: expected 0, found 0 (presentation: CRLF line end, trailing spaces)\n\
             Case 2: expected 1, found 1 (presentation: 1 blank line before it, case label written \"case 2:\")\n\
             Case 3: found \"x\" (extra output: 2 lines after the last case)\n\
             Accepted 2/2\n",
            "Case 1：应为 0，实际为 0（格式错误：CR LF 行尾、行末空格）\n\
             Case 2：应为 1，实际为 1（格式错误：前面有 1 个空行、数据编号写成了 \"case 2:\"）\n\
             Case 3：多出 \"x\"（多余输出：最后一组数据之后还有 2 行）\n\
             通过 2/2\n",
        ),
        (
            &short,
            "Case 1: expected 0, found 5 (wrong answer: no case label: expected \"Case 1: \" before the answer)\n\
             Case 2: expected 1, found nothing (missing line)\n\
             Known mistake: none of the catalogue reproduces these wrong answers\n\
             Accepted 0/2\n",
            "Case 1：应为 0，实际为 5（答案错误：缺少数据编号：答案前应有 \"Case 1: \"）\n\
             Case 2：应为 1，实际为 无（缺少一行）\n\
             已知错误：目录中没有一个能重现这些错误答案\n\
             通过 0/2\n",
        ),
    ];
    for (output, english, chinese) in cases {
        let out = run(&["check", "fifteen", &input, output], &[], "");
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(text(&out.stdout), english);
        let out = run(
            &["--lang", "zh", "check", "fifteen", &input, output],
            &[],
            "",
        );
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(text(&out.stdout), chinese);
    }
    // Huarong's queries are 询问 in Chinese.
    let board = write("board.txt", "1 2 2\n1 1\n1 1 1 2 1 2\n1 2 1 1 1 2\n");
    let wrong = write("wrong.txt", "0\n7\n");
    let out = run(
        &["--lang", "zh", "check", "huarong", &board, &wrong],
        &[],
        "",
    );
    assert_eq!(
        text(&out.stdout),
        "询问 2：应为 1，实际为 7（答案错误）\n已知错误：目录中没有一个能重现这些错误答案\n通过 1/2\n"
    );
    let out = run(&["check", "huarong", &board, &wrong], &[], "");
    assert_eq!(
        text(&out.stdout),
        "Query 2: expected 1, found 7 (wrong answer)\n\
         Known mistake: none of the catalogue reproduces these wrong answers\nAccepted 1/2\n"
    );
}

#[test]
fn solve_xsb_speaks_chinese_but_its_lines_stay_as_they_are() {
    let zh = [("LANG", "zh_CN.UTF-8")];
    let out = run(&["solve", "huarong", "--xsb"], &zh, "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "错误：--xsb 只读取 sokoban 的关卡：题目应为 sokoban，实际为 huarong\n"
    );
    let out = run(&["solve", "sokoban", "--xsb"], &zh, "#####\n#@ .#\n#####\n");
    assert_eq!(
        text(&out.stderr),
        "错误：第 1 行第 1 列：第 1 关应至少有一个箱子（$ 或 *），实际没有\n"
    );
    let out = run(&["solve", "sokoban", "--xsb", "--budget=x"], &zh, "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("应为至少为 1 的状态数，实际为 \"x\""),
        "{}",
        text(&out.stderr)
    );
    let out = run(&["solve", "-h"], &zh, "");
    let help = text(&out.stdout);
    assert!(
        help.contains("改为求解 XSB 格式的多箱子推箱子关卡")
            && help.contains("每关搜索最多扩展的状态数"),
        "{help}"
    );
    let out = run(&["solve", "sokoban", "--xsb"], &zh, "#####\n#@$.#\n#####\n");
    assert_eq!(text(&out.stdout), "Level 1: 1 1 R\n");
}

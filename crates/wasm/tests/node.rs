//! `wasm-pack test --node` checks of the bindings in `crates/wasm/src/lib.rs`: samples, structured reports and thrown errors.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

const SAMPLES: [(&str, &str, &str); 3] = [
    (
        "omnigravity",
        include_str!("../../../tests/cases/omnigravity/sample.in"),
        include_str!("../../../tests/cases/omnigravity/sample.out"),
    ),
    (
        "huarong",
        include_str!("../../../tests/cases/huarong/sample.in"),
        include_str!("../../../tests/cases/huarong/sample.out"),
    ),
    (
        "holedox",
        include_str!("../../../tests/cases/holedox/sample.in"),
        include_str!("../../../tests/cases/holedox/sample.out"),
    ),
];

fn field(value: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(value, &JsValue::from_str(name)).expect("field")
}

#[wasm_bindgen_test]
fn samples_give_the_judge_output() {
    for (puzzle, input, output) in SAMPLES {
        assert_eq!(
            puzzle_wasm::judge(puzzle, input).unwrap(),
            output,
            "{puzzle}"
        );
    }
}

#[wasm_bindgen_test]
fn report_carries_answers_and_paths() {
    let report = puzzle_wasm::report("huarong", SAMPLES[1].1).unwrap();
    assert_eq!(field(&report, "output").as_string().unwrap(), "2\n-1\n");
    let cases = js_sys::Array::from(&field(&report, "cases"));
    assert_eq!(cases.length(), 2);
    let first = cases.get(0);
    assert_eq!(field(&first, "answer").as_f64(), Some(2.0));
    assert_eq!(field(&first, "moves").as_string().unwrap().len(), 2);
    assert!(
        field(&cases.get(1), "moves").is_null() || field(&cases.get(1), "moves").is_undefined()
    );
}

#[wasm_bindgen_test]
fn solve_prints_answer_and_moves() {
    let lines = puzzle_wasm::solve("holedox", SAMPLES[2].1).unwrap();
    let first = lines.lines().next().unwrap();
    assert!(first.starts_with("9 ") && first.len() == 2 + 9, "{first}");
    assert_eq!(lines.lines().nth(1), Some("-1"));
}

#[wasm_bindgen_test]
fn bad_input_throws_line_and_column() {
    let error = puzzle_wasm::judge("huarong", "3 4 x").unwrap_err();
    assert_eq!(field(&error, "kind").as_string().unwrap(), "parse");
    assert_eq!(field(&error, "line").as_f64(), Some(1.0));
    assert_eq!(field(&error, "column").as_f64(), Some(5.0));
    let text = field(&error, "text").as_string().unwrap();
    assert!(text.starts_with("line 1, column 5: expected"), "{text}");
}

#[wasm_bindgen_test]
fn unknown_puzzle_is_a_request_error() {
    let error = puzzle_wasm::judge("sokoban", "").unwrap_err();
    assert_eq!(field(&error, "kind").as_string().unwrap(), "request");
    assert_eq!(
        puzzle_wasm::puzzles(),
        ["omnigravity", "huarong", "holedox"]
    );
}

#[wasm_bindgen_test]
fn a_board_plays_undoes_and_refuses_illegal_moves() {
    let mut board = puzzle_wasm::BoardHandle::load("holedox", SAMPLES[2].1, 0).unwrap();
    let start = field(&board.frame().unwrap(), "state").as_string().unwrap();
    assert_eq!(start, "4 1 4 2 3 2 3 1");
    let error = board.play("U").unwrap_err();
    assert_eq!(field(&error, "kind").as_string().unwrap(), "illegal");
    board.play("D").unwrap();
    assert_eq!(
        field(&board.frame().unwrap(), "state").as_string().unwrap(),
        "5 1 4 1 4 2 3 2"
    );
    assert_eq!(board.move_count(), 1);
    let status = board.status().unwrap();
    assert_eq!(field(&status, "optimal").as_f64(), Some(8.0));
    assert!(board.undo());
    assert_eq!(
        field(&board.frame().unwrap(), "state").as_string().unwrap(),
        start
    );
    assert_eq!(board.history(), "D");
    assert!(board.play("x").is_err());
}

#[wasm_bindgen_test]
fn boards_load_generate_and_edit_for_every_puzzle() {
    for (puzzle, input, _) in SAMPLES {
        let board = puzzle_wasm::BoardHandle::load(puzzle, input, 1).unwrap();
        let again = puzzle_wasm::BoardHandle::load(puzzle, &board.judge_input(false), 0).unwrap();
        assert_eq!(
            field(&again.frame().unwrap(), "state").as_string(),
            field(&board.frame().unwrap(), "state").as_string(),
            "{puzzle}: judge input round trip"
        );
        let levels = puzzle_wasm::levels(puzzle).unwrap();
        assert!(!levels.is_empty());
        let generated = puzzle_wasm::BoardHandle::generate(puzzle, 7, levels.len() - 1).unwrap();
        assert!(puzzle_core::judge(puzzle, &generated.judge_input(false)).is_ok());
        assert!(puzzle_wasm::BoardHandle::load(puzzle, input, 99).is_err());
    }
    let mut board = puzzle_wasm::BoardHandle::load("holedox", SAMPLES[2].1, 0).unwrap();
    let edit = js_sys::JSON::parse(r#"{"op":"piece","piece":"A","row":0,"col":0}"#).unwrap();
    let error = board.edit(edit).unwrap_err();
    assert_eq!(field(&error, "kind").as_string().unwrap(), "edit");
    let edit = js_sys::JSON::parse(r#"{"op":"wall","row":0,"col":5}"#).unwrap();
    board.edit(edit).unwrap();
}

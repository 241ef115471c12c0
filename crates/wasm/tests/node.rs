//! Node checks (`make test-wasm`: wasm-bindgen-test-runner) of the worker in `crates/wasm/src/lib.rs` as JavaScript
//! sees it: messages in as plain objects, replies out as plain objects (samples, reports, views, typed faults);
//! partners `protocol.rs`, `service.rs`.
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

fn text(value: &JsValue, name: &str) -> String {
    field(value, name).as_string().unwrap_or_default()
}

/// A plain object of `(name, value)` pairs.
fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (name, value) in fields {
        js_sys::Reflect::set(&object, &JsValue::from_str(name), value).expect("set");
    }
    object.into()
}

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

/// Sends `request` to `worker` as the page does and returns `(ok, value or error)`.
fn ask(worker: &mut puzzle_wasm::Worker, request: JsValue) -> (bool, JsValue) {
    let now = js_sys::Function::new_no_args("return 0");
    let answer = worker.handle(
        object(&[("id", JsValue::from(7)), ("request", request)]),
        &now,
    );
    assert_eq!(
        field(&answer, "id").as_f64(),
        Some(7.0),
        "the id comes back"
    );
    let ok = field(&answer, "ok").as_bool() == Some(true);
    (ok, field(&answer, if ok { "value" } else { "error" }))
}

fn judge(worker: &mut puzzle_wasm::Worker, puzzle: &str, input: &str) -> (bool, JsValue) {
    ask(
        worker,
        object(&[
            ("op", s("judge")),
            ("puzzle", s(puzzle)),
            ("input", s(input)),
        ]),
    )
}

fn load(
    worker: &mut puzzle_wasm::Worker,
    puzzle: &str,
    input: &str,
    case: &str,
) -> (bool, JsValue) {
    ask(
        worker,
        object(&[
            ("op", s("load")),
            ("puzzle", s(puzzle)),
            ("input", s(input)),
            ("case", s(case)),
        ]),
    )
}

fn key(worker: &mut puzzle_wasm::Worker, puzzle: &str, name: &str) -> (bool, JsValue) {
    let input = object(&[("kind", s("key")), ("key", s(name))]);
    ask(
        worker,
        object(&[("op", s("input")), ("puzzle", s(puzzle)), ("input", input)]),
    )
}

#[wasm_bindgen_test]
fn samples_give_the_judge_output() {
    let mut worker = puzzle_wasm::Worker::new();
    for (puzzle, input, output) in SAMPLES {
        let (ok, report) = judge(&mut worker, puzzle, input);
        assert!(ok, "{puzzle}");
        assert_eq!(text(&report, "output"), output, "{puzzle}");
    }
}

#[wasm_bindgen_test]
fn report_carries_answers_paths_and_solve_lines() {
    let mut worker = puzzle_wasm::Worker::new();
    let (_, report) = judge(&mut worker, "huarong", SAMPLES[1].1);
    assert_eq!(text(&report, "output"), "2\n-1\n");
    let cases = js_sys::Array::from(&field(&report, "cases"));
    assert_eq!(cases.length(), 2);
    let first = cases.get(0);
    assert_eq!(field(&first, "answer").as_f64(), Some(2.0));
    assert_eq!(text(&first, "moves").len(), 2);
    assert_eq!(text(&first, "line"), format!("2 {}", text(&first, "moves")));
    assert!(field(&cases.get(1), "moves").is_null());
    let (ok, lines) = ask(
        &mut worker,
        object(&[
            ("op", s("solve")),
            ("puzzle", s("holedox")),
            ("input", s(SAMPLES[2].1)),
        ]),
    );
    assert!(ok);
    let lines = lines.as_string().unwrap();
    let first = lines.lines().next().unwrap();
    assert!(first.starts_with("9 ") && first.len() == 2 + 9, "{first}");
    assert_eq!(lines.lines().nth(1), Some("-1"));
}

#[wasm_bindgen_test]
fn bad_input_is_a_parse_fault_with_line_and_column() {
    let mut worker = puzzle_wasm::Worker::new();
    let (ok, error) = judge(&mut worker, "huarong", "3 4 x");
    assert!(!ok);
    assert_eq!(text(&error, "kind"), "parse");
    assert_eq!(field(&error, "line").as_f64(), Some(1.0));
    assert_eq!(field(&error, "column").as_f64(), Some(5.0));
    // The whole message and its what are Texts, `{msg, args}`: the page formats them.
    let whole = field(&error, "text");
    assert_eq!(text(&whole, "msg"), "parse-at");
    let args = field(&whole, "args");
    assert_eq!(field(&args, "line").as_f64(), Some(1.0));
    assert_eq!(text(&field(&args, "what"), "msg"), "parse-not-int");
    assert_eq!(text(&field(&error, "message"), "msg"), "parse-not-int");
    assert_eq!(
        text(&field(&field(&error, "message"), "args"), "found"),
        "\"x\""
    );
}

#[wasm_bindgen_test]
fn unknown_puzzles_and_malformed_messages_are_request_faults() {
    let mut worker = puzzle_wasm::Worker::new();
    let (ok, error) = judge(&mut worker, "no-such-puzzle", "");
    assert!(!ok);
    assert_eq!(text(&error, "kind"), "request");
    let (ok, error) = ask(&mut worker, object(&[("op", s("fly"))]));
    assert!(!ok);
    assert_eq!(text(&error, "kind"), "request");
    let (ok, puzzles) = ask(&mut worker, object(&[("op", s("puzzles"))]));
    assert!(ok);
    let names: Vec<String> = js_sys::Array::from(&puzzles)
        .iter()
        .map(|p| text(&field(&p, "info"), "name"))
        .collect();
    assert_eq!(names, puzzle_core::PUZZLES, "the core's list, in its order");
}

#[wasm_bindgen_test]
fn a_board_plays_undoes_and_refuses_illegal_moves() {
    let mut worker = puzzle_wasm::Worker::new();
    let (ok, view) = load(&mut worker, "holedox", SAMPLES[2].1, "1");
    assert!(ok);
    let start = text(&field(&view, "frame"), "state");
    assert_eq!(start, "4 1 4 2 3 2 3 1");
    let (ok, error) = key(&mut worker, "holedox", "ArrowUp");
    assert!(!ok);
    assert_eq!(text(&error, "kind"), "illegal");
    // The refusal is a message with its arguments (the page words it in its language): the head blocked, going up.
    let message = field(&error, "message");
    assert_eq!(text(&message, "msg"), "holedox-blocked");
    assert_eq!(
        text(&field(&field(&message, "args"), "dir"), "msg"),
        "dir-up"
    );
    let (ok, view) = key(&mut worker, "holedox", "ArrowDown");
    assert!(ok);
    assert_eq!(text(&field(&view, "frame"), "state"), "5 1 4 1 4 2 3 2");
    assert_eq!(field(&view, "moveCount").as_f64(), Some(1.0));
    assert_eq!(
        field(&field(&view, "status"), "optimal").as_f64(),
        Some(8.0)
    );
    let (_, view) = ask(
        &mut worker,
        object(&[("op", s("undo")), ("puzzle", s("holedox"))]),
    );
    assert_eq!(text(&field(&view, "frame"), "state"), start);
    assert_eq!(text(&view, "history"), "D");
    let (ok, error) = key(&mut worker, "holedox", "x");
    assert!(!ok);
    assert_eq!(text(&error, "kind"), "nothing");
}

#[wasm_bindgen_test]
fn boards_load_generate_and_edit_for_every_puzzle() {
    let mut worker = puzzle_wasm::Worker::new();
    for (puzzle, input, _) in SAMPLES {
        let (_, view) = load(&mut worker, puzzle, input, "2");
        let (_, again) = load(&mut worker, puzzle, &text(&view, "board"), "1");
        assert_eq!(
            text(&field(&again, "frame"), "state"),
            text(&field(&view, "frame"), "state"),
            "{puzzle}: judge input round trip"
        );
        let request = object(&[
            ("op", s("generate")),
            ("puzzle", s(puzzle)),
            ("seed", s("7")),
            ("level", JsValue::from(3)),
        ]);
        let (ok, generated) = ask(&mut worker, request);
        assert!(ok, "{puzzle}");
        assert!(puzzle_core::judge(puzzle, &text(&generated, "board")).is_ok());
        let (ok, error) = load(&mut worker, puzzle, input, "99");
        assert!(!ok);
        assert_eq!(text(&error, "kind"), "edit");
    }
    load(&mut worker, "holedox", SAMPLES[2].1, "1");
    let tool = |name: &str, row: u32, col: u32| {
        let cell = js_sys::Array::of2(&JsValue::from(row), &JsValue::from(col));
        let cells = js_sys::Array::of1(&cell);
        let input = object(&[
            ("kind", s("tool")),
            ("tool", s(name)),
            ("cells", cells.into()),
        ]);
        object(&[
            ("op", s("input")),
            ("puzzle", s("holedox")),
            ("input", input),
        ])
    };
    let (ok, error) = ask(&mut worker, tool("A", 0, 0));
    assert!(!ok);
    assert_eq!(text(&error, "kind"), "edit");
    let (ok, _) = ask(&mut worker, tool("wall", 0, 5));
    assert!(ok);
}

//! wasm-bindgen glue over `puzzle_core`, imported only by `web/js/wasm.js` (in the worker); each export delegates to the core.

use puzzle_core::Error;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// An error as the page sees it: where it is and what it says.
#[derive(Serialize)]
struct JsError {
    /// `"parse"` for bad input, `"request"` for an unknown puzzle or command.
    kind: &'static str,
    /// 1-based line, 0 when the error is not about the input text.
    line: usize,
    /// 1-based column, 0 when the error is not about the input text.
    column: usize,
    /// What was expected and what was found.
    message: String,
    /// The whole message as the CLI prints it after `error: `.
    text: String,
}

fn to_js_error(error: Error) -> JsValue {
    let text = error.to_string();
    let js = match error {
        Error::Parse(p) => JsError {
            kind: "parse",
            line: p.line,
            column: p.column,
            message: p.message,
            text,
        },
        other => JsError {
            kind: "request",
            line: 0,
            column: 0,
            message: other.to_string(),
            text,
        },
    };
    serde_wasm_bindgen::to_value(&js).unwrap_or_else(|e| JsValue::from_str(&e.to_string()))
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    serde_wasm_bindgen::to_value(value).map_err(|e| JsValue::from_str(&e.to_string()))
}

/// The registry names of every puzzle.
#[wasm_bindgen]
pub fn puzzles() -> Vec<String> {
    puzzle_core::PUZZLES.iter().map(|s| s.to_string()).collect()
}

/// The statement's sample input of `puzzle`, or `undefined` for an unknown name.
#[wasm_bindgen]
pub fn sample(puzzle: &str) -> Option<String> {
    puzzle_core::sample(puzzle).map(str::to_string)
}

/// The exact judge output, or throws `{kind, line, column, message, text}`.
#[wasm_bindgen]
pub fn judge(puzzle: &str, input: &str) -> Result<String, JsValue> {
    puzzle_core::judge(puzzle, input).map_err(to_js_error)
}

/// `{puzzle, output, cases: [{answer, moves}]}`, or throws like [`judge`].
#[wasm_bindgen]
pub fn report(puzzle: &str, input: &str) -> Result<JsValue, JsValue> {
    to_js(&puzzle_core::report(puzzle, input).map_err(to_js_error)?)
}

/// The `puzzles solve` output (Huarong and Holedox), or throws like [`judge`].
#[wasm_bindgen]
pub fn solve(puzzle: &str, input: &str) -> Result<String, JsValue> {
    puzzle_core::solve_lines(puzzle, input).map_err(to_js_error)
}

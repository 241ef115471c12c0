//! wasm-bindgen glue over `puzzle_core`, imported only by `web/js/wasm.js` (in the worker); each export delegates to the core.

use puzzle_core::Error;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// An error as the page sees it: where it is and what it says.
#[derive(Serialize)]
struct JsError {
    /// `"parse"` for bad input, `"request"` for an unknown puzzle or command,
    /// `"illegal"` for a refused move, `"edit"` for a refused edit.
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

fn message_error(kind: &'static str, message: String) -> JsValue {
    to_js(&JsError {
        kind,
        line: 0,
        column: 0,
        text: message.clone(),
        message,
    })
    .unwrap_or_else(|e| e)
}

/// The generator's difficulty level names of `puzzle`, easiest first.
#[wasm_bindgen]
pub fn levels(puzzle: &str) -> Result<Vec<String>, JsValue> {
    let names = puzzle_core::levels(puzzle).map_err(to_js_error)?;
    Ok(names.iter().map(|s| s.to_string()).collect())
}

/// A playable board held in wasm memory; the page gets only small results (frames, status).
#[wasm_bindgen]
pub struct BoardHandle {
    inner: Box<dyn puzzle_core::Board>,
}

#[wasm_bindgen]
impl BoardHandle {
    /// Case `index` (0-based) of a judge input; throws like [`judge`].
    pub fn load(puzzle: &str, input: &str, index: usize) -> Result<BoardHandle, JsValue> {
        let inner = puzzle_core::load_board(puzzle, input, index).map_err(to_js_error)?;
        Ok(BoardHandle { inner })
    }

    /// A random valid board; the same seed and level give the same board.
    pub fn generate(puzzle: &str, seed: u32, level: usize) -> Result<BoardHandle, JsValue> {
        let inner =
            puzzle_core::generate_board(puzzle, u64::from(seed), level).map_err(to_js_error)?;
        Ok(BoardHandle { inner })
    }

    /// `{rows, cols, cells, pieces: [{id, label, kind, row, col, height, width}], state}`.
    pub fn frame(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.frame())
    }

    /// `{goal, optimal, hint, visited, reachable}`.
    pub fn status(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.status())
    }

    /// Plays a move letter `U D L R`; throws `{kind: "illegal"}` and changes nothing otherwise.
    pub fn play(&mut self, letter: &str) -> Result<(), JsValue> {
        let mut chars = letter.chars();
        let dir = match (
            chars.next().and_then(puzzle_core::Dir::from_letter),
            chars.next(),
        ) {
            (Some(dir), None) => dir,
            _ => {
                let found = puzzle_core::scan::quote(letter);
                return Err(message_error(
                    "illegal",
                    format!("expected a move U, D, L or R, found {found}"),
                ));
            }
        };
        self.inner
            .play(dir)
            .map_err(|e| message_error("illegal", e.to_string()))
    }

    /// Steps back one move; false at the start.
    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    /// Steps forward one undone move; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.inner.redo()
    }

    /// Back to the start, keeping the moves to redo.
    pub fn restart(&mut self) {
        self.inner.restart()
    }

    /// Moves that lead to the current state.
    #[wasm_bindgen(js_name = moveCount)]
    pub fn move_count(&self) -> usize {
        self.inner.move_count()
    }

    /// Every move recorded, including undone ones, as letters.
    pub fn history(&self) -> String {
        self.inner.history()
    }

    /// The board as a one-case judge input, from its start or from the current state.
    #[wasm_bindgen(js_name = judgeInput)]
    pub fn judge_input(&self, current: bool) -> String {
        self.inner.judge_input(current)
    }

    /// `{explored, table, table_kind, layers, heat, heat_kind, why_not}` of a plain search from the start.
    pub fn insight(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.insight())
    }

    /// `[{state, moves}]`: every state reachable from the start with a shortest move sequence.
    pub fn gallery(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.gallery())
    }

    /// Applies `{op: "wall" | "piece" | "blank" | "chosen" | "target" | "snake" | "resize", ...}`;
    /// throws `{kind: "edit", message}` and changes nothing when refused.
    pub fn edit(&mut self, edit: JsValue) -> Result<(), JsValue> {
        let edit: puzzle_core::Edit = serde_wasm_bindgen::from_value(edit)
            .map_err(|e| message_error("edit", format!("expected an edit, found {e}")))?;
        self.inner
            .edit(&edit)
            .map_err(|message| message_error("edit", message))
    }
}

/// Panics on purpose (test-only): lets the end-to-end tests check that the page survives a panic in wasm.
#[wasm_bindgen]
pub fn test_panic() {
    panic!("deliberate test panic");
}

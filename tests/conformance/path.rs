//! The one place in the suite that reads a path's text (`CaseSummary::moves`) and plays it on a `Board`: today a
//! path is letters `U D L R`, each a `Dir` (partners: main.rs, fixtures.rs and frames.rs call these; when paths
//! become the puzzle's own notation, only this file changes).

use puzzle_core::frame::Frame;
use puzzle_core::{Board, Dir};
use puzzle_tests::Rand;

/// The moves of `path`.
fn moves(path: &str) -> Result<Vec<Dir>, String> {
    path.chars()
        .map(|c| Dir::from_letter(c).ok_or_else(|| format!("{c:?} is not a move in {path:?}")))
        .collect()
}

/// Plays `path` on `board` one move at a time, calling `after` after each; returns how many moves it played.
pub fn replay_with(
    board: &mut dyn Board,
    path: &str,
    mut after: impl FnMut(&mut dyn Board),
) -> Result<usize, String> {
    let moves = moves(path)?;
    for (i, &dir) in moves.iter().enumerate() {
        board
            .play(dir)
            .map_err(|e| format!("move {} of {path:?} refused: {e}", i + 1))?;
        after(board);
    }
    Ok(moves.len())
}

/// Plays `path` on `board`; returns how many moves it played.
pub fn replay(board: &mut dyn Board, path: &str) -> Result<usize, String> {
    replay_with(board, path, |_| {})
}

/// Plays `path` on `board`; returns the frame before the first move and after each.
pub fn replay_frames(board: &mut dyn Board, path: &str) -> Result<Vec<Frame>, String> {
    let mut frames = vec![board.frame()];
    replay_with(board, path, |board| frames.push(board.frame()))?;
    Ok(frames)
}

/// What `Board::frames` draws along `path` from the board's start, at every step (0: the start).
pub fn frames_along(board: &dyn Board, path: &str) -> Result<Vec<Frame>, String> {
    let moves = moves(path)?;
    let steps: Vec<usize> = (0..=moves.len()).collect();
    board
        .frames(&moves, &steps)
        .map_err(|(i, e)| format!("move {} of {path:?} refused: {e}", i + 1))
}

/// Up to `count` random legal moves played on `board` from where it stands; returns them as a path.
pub fn random_walk(board: &mut dyn Board, rand: &mut Rand, count: usize) -> String {
    let mut path = String::new();
    for _ in 0..count {
        let start = rand.below(4);
        let played = (0..4)
            .map(|k| Dir::ALL[(start + k) % 4])
            .find(|&dir| board.play(dir).is_ok());
        match played {
            Some(dir) => path.push(dir.letter()),
            None => break,
        }
    }
    path
}

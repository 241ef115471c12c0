//! The one place in the suite that reads a path's text (`CaseSummary::moves`, in each puzzle's own notation) and plays
//! it on a `Board`, only through the Board's text API (partners: main.rs, fixtures.rs and frames.rs call these).

use puzzle_core::frame::Frame;
use puzzle_core::Board;
use puzzle_tests::Rand;

/// The moves of `path`, each as its own text.
fn moves(board: &dyn Board, path: &str) -> Result<Vec<String>, String> {
    board
        .path_moves(path)
        .map_err(|e| format!("{e} in {path:?}"))
}

/// Plays `path` on `board` one move at a time, calling `after` after each; returns how many moves it played.
pub fn replay_with(
    board: &mut dyn Board,
    path: &str,
    mut after: impl FnMut(&mut dyn Board),
) -> Result<usize, String> {
    let moves = moves(board, path)?;
    for (i, mv) in moves.iter().enumerate() {
        board
            .play(mv)
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
    let count = moves(board, path)?.len();
    let frames = board
        .frames(path, count + 1)
        .map_err(|(i, e)| format!("move {} of {path:?} refused: {e}", i + 1))?;
    let steps: Vec<usize> = frames.iter().map(|(step, _)| *step).collect();
    assert_eq!(steps, (0..=count).collect::<Vec<_>>(), "every step drawn");
    Ok(frames.into_iter().map(|(_, frame)| frame).collect())
}

/// Up to `count` random legal moves played on `board` from where it stands; returns them as a path, its moves
/// joined by `separator` (the puzzle's, `puzzle_core::move_separator`).
pub fn random_walk(
    board: &mut dyn Board,
    rand: &mut Rand,
    count: usize,
    separator: &str,
) -> String {
    let mut played = Vec::new();
    for _ in 0..count {
        let legal = board.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = &legal[rand.below(legal.len())];
        board.play(mv).expect("a legal move plays");
        played.push(mv.clone());
    }
    played.join(separator)
}

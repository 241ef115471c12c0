//! OmniGravity insight and gallery tests: layers and gallery against brute force, counts against the judge, the board interface, fixtures (partners: `mod.rs`, `oracle.rs` brute force and random boards, `judge.rs` judge text, crates/core/src/puzzles/omnigravity/insight.rs and play.rs).

use std::collections::{HashMap, HashSet};

use proptest::prelude::*;

use super::judge::render;
use super::oracle::{self, board_strategy};
use puzzle_core::puzzles::omnigravity::{OmniGravityGame, State};
use puzzle_core::session::{GalleryItem, Game, Session};
use puzzle_core::{Dir, OmniGravity, Playable, Puzzle};

/// Size of the insight's visited table: 49^4 placements of the four pieces.
const TABLE: u64 = 49 * 49 * 49 * 49;

/// What the insight calls its table when the search is not capped.
const TABLE_KIND: &str = "bit-set over 49^4 placements of the 4 pieces";

/// Every game of a judge input that must be valid.
fn games(text: &str) -> Vec<OmniGravityGame> {
    let input = OmniGravity::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    OmniGravity::games(&input)
}

/// The game of one board given as 8 rows.
fn game_of(rows: &[String]) -> OmniGravityGame {
    let mut all = games(&render(&[rows.to_vec()]));
    assert_eq!(all.len(), 1);
    all.remove(0)
}

/// The judge answer for `game` started in `state`, through the judge's own text path.
fn judge_answer(game: &OmniGravityGame, state: &State) -> usize {
    let output = puzzle_core::judge("omnigravity", &game.judge_input(state)).unwrap();
    let answer = output.trim().strip_prefix("Case 1: ").expect("one case");
    answer.parse().expect("a count")
}

/// The state after tilting `start` by the move letters of `moves` (the board's own rules).
fn replay(game: &OmniGravityGame, start: State, moves: &str) -> State {
    moves.chars().fold(start, |state, letter| {
        let dir = Dir::ALL.into_iter().find(|d| d.letter() == letter);
        game.board().tilt(
            state,
            dir.unwrap_or_else(|| panic!("move letter {letter:?}")),
        )
    })
}

/// The brute-force grid of a state text (rows joined by `/`).
fn grid_of(text: &str) -> oracle::Grid {
    let rows: Vec<String> = text.split('/').map(String::from).collect();
    oracle::grid(&rows)
}

/// Layers as the insight defines them, from brute-force depths: the seed at
/// depth 0, then the counted states first reached at each depth.
fn brute_layers(depths: &HashMap<String, usize>) -> Vec<u64> {
    let deepest = depths.values().copied().max().unwrap_or(0);
    let mut layers = vec![0u64; deepest + 1];
    layers[0] = 1;
    for &depth in depths.values() {
        layers[depth] += 1;
    }
    layers
}

/// Checks the insight and gallery of `game` from `state` against brute force and
/// the judge; returns the judge answer.
fn check(game: &OmniGravityGame, state: State) -> usize {
    let text = game.frame(&state).state;
    let grid = grid_of(&text);
    let depths = oracle::reachable(&grid);
    let answer = judge_answer(game, &state);
    assert_eq!(answer, depths.len(), "judge against brute for {text}");

    let insight = game.insight(&state);
    assert_eq!(insight.layers, brute_layers(&depths), "layers of {text}");
    assert_eq!(insight.layers.iter().sum::<u64>(), insight.explored);
    assert_eq!(
        insight.explored,
        answer as u64 + 1,
        "the seed plus the counted"
    );
    assert!(insight.layers.iter().all(|&n| n > 0), "no empty layer");
    assert_eq!(
        (insight.table, insight.table_kind.to_string().as_str()),
        (TABLE, TABLE_KIND)
    );
    assert!(insight.heat.is_empty() && insight.heat_kind.is_none());
    assert_eq!(insight.why_not, None, "no goal, never -1");

    let gallery = game.gallery(&state);
    assert_eq!(gallery.len(), answer, "gallery of {text}");
    let mut seen = HashSet::new();
    let mut last_depth = 0;
    for GalleryItem {
        state: shown,
        moves,
        pieces,
        tags,
    } in &gallery
    {
        assert!(seen.insert(shown.as_str()), "{shown} twice");
        let depth = *depths
            .get(shown)
            .unwrap_or_else(|| panic!("{shown} is not reachable from {text}"));
        assert_eq!(
            moves.len(),
            depth,
            "{moves} is not a shortest way to {shown}"
        );
        assert!(depth >= last_depth, "BFS order broken at {shown}");
        last_depth = depth;
        let mut brute_grid = grid.clone();
        for letter in moves.chars() {
            brute_grid = oracle::tilt(&brute_grid, letter);
        }
        assert_eq!(&oracle::key(&brute_grid), shown, "brute replay of {moves}");
        let reached = replay(game, state, moves);
        let frame = game.frame(&reached);
        assert_eq!(&frame.state, shown, "replay of {moves}");
        assert_eq!(pieces, &frame.pieces, "pieces of {shown}");
        let cornered: Vec<&str> = frame
            .pieces
            .iter()
            .filter(|p| [0, 6].contains(&p.row) && [0, 6].contains(&p.col))
            .map(|p| p.label.as_str())
            .collect();
        assert_eq!(tags, &cornered, "corner tags of {shown}");
    }
    answer
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// 300 random boards (600 searches): from the start and from one counted
    /// state, layers, explored and the gallery equal brute force and the judge.
    #[test]
    fn insight_and_gallery_match_brute_force(rows in board_strategy(), pick in any::<prop::sample::Index>()) {
        let game = game_of(&rows);
        let start = game.start();
        let answer = check(&game, start);
        let gallery = game.gallery(&start);
        prop_assert_eq!(gallery.len(), answer);
        let item = &gallery[pick.index(gallery.len())];
        let elsewhere = replay(&game, start, &item.moves);
        check(&game, elsewhere);
    }
}

/// The statement's sample games.
fn sample() -> [OmniGravityGame; 2] {
    let text = puzzle_core::sample("omnigravity").expect("the sample");
    games(text).try_into().expect("two cases")
}

#[test]
fn the_sample_boards_match_brute_force() {
    let [hard, packed] = sample();
    assert_eq!(check(&hard, hard.start()), 110);
    assert_eq!(check(&packed, packed.start()), 2);
}

#[test]
fn the_packed_sample_shows_the_start_reached_by_up_then_the_down_state() {
    let [_, packed] = sample();
    let start = packed.start();
    let insight = packed.insight(&start);
    assert_eq!((insight.layers, insight.explored), (vec![1, 2], 3));
    let down = "......../......../......../......../......../......../AABBCCDD/AABBCCDD";
    let gallery = packed.gallery(&start);
    let shown: Vec<(&str, &str)> = gallery
        .iter()
        .map(|item| (item.state.as_str(), item.moves.as_str()))
        .collect();
    assert_eq!(
        shown,
        [(packed.frame(&start).state.as_str(), "U"), (down, "D")]
    );
    // Each item carries its pieces as drawn, and the corners its pieces sit in (filters of the page).
    let bottom = packed.play(&start, &Dir::Down).expect("a tilt");
    assert_eq!(gallery[1].pieces, packed.frame(&bottom).pieces);
    assert_eq!(gallery[1].tags, ["A", "D"]);
}

#[test]
fn a_start_no_tilt_returns_to_is_only_the_seed() {
    let floating = [
        "........", "........", "..AABB..", "..AABB..", "..CCDD..", "..CCDD..", "........",
        "........",
    ]
    .map(String::from);
    let game = game_of(&floating);
    let start = game.start();
    let answer = check(&game, start);
    let text = game.frame(&start).state;
    assert!(game.gallery(&start).iter().all(|item| item.state != text));
    assert_eq!(game.insight(&start).explored, answer as u64 + 1);
}

#[test]
fn a_stuck_board_has_the_seed_and_the_start_once() {
    let stuck = [
        "AA######", "AA######", "##BB####", "##BB####", "####CC##", "####CC##", "######DD",
        "######DD",
    ]
    .map(String::from);
    let game = game_of(&stuck);
    let start = game.start();
    assert_eq!(check(&game, start), 1);
    assert_eq!(game.insight(&start).layers, [1, 1]);
    let gallery = game.gallery(&start);
    assert_eq!(gallery.len(), 1);
    assert_eq!(
        (gallery[0].state.as_str(), gallery[0].moves.as_str()),
        (game.frame(&start).state.as_str(), "U")
    );
}

#[test]
fn the_board_interface_searches_from_the_start_of_the_session() {
    let [hard, _] = sample();
    let (insight, gallery) = (hard.insight(&hard.start()), hard.gallery(&hard.start()));
    let mut session = Session::new(hard.clone());
    session.play(Dir::Down).expect("down moves a piece");
    let board: &dyn puzzle_core::Board = &session;
    assert_eq!(board.insight(), insight);
    assert_eq!(board.gallery(), gallery);
    // The game itself searches from any state it is given.
    check(&hard, *session.state());
}

#[test]
fn worst_fixture_boards_match_brute_force_and_the_judge() {
    let dir = puzzle_tests::cases_dir("omnigravity");
    let text = std::fs::read_to_string(dir.join("worst.in")).expect("worst.in fixture");
    let expected = std::fs::read_to_string(dir.join("worst.out")).expect("worst.out fixture");
    let all = games(&text);
    let answers: Vec<usize> = expected
        .lines()
        .filter_map(|line| line.rsplit(' ').next()?.parse().ok())
        .collect();
    assert_eq!(all.len(), answers.len());
    for (i, (game, &answer)) in all.iter().zip(&answers).enumerate() {
        if i < 2 {
            assert_eq!(check(game, game.start()), answer);
            continue;
        }
        let insight = game.insight(&game.start());
        assert_eq!(insight.explored, answer as u64 + 1);
        assert_eq!(insight.layers.iter().sum::<u64>(), insight.explored);
        assert_eq!(game.gallery(&game.start()).len(), answer);
    }
}

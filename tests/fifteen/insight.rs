//! Fifteen insight tests: the search's figures, the heat map and why a board is unsolvable (partners: `mod.rs`, `play.rs`, `oracle.rs`, crates/core/src/puzzles/fifteen/insight.rs).

use puzzle_core::session::{Game, LayersKind};

use puzzle_tests::Rand;

use super::oracle::{bfs_3x3, manhattan_ida, walk};
use super::play::game;

#[test]
fn insight_reports_the_search_and_why_unsolvable() {
    let g = game(3, 3, &[8, 6, 7, 2, 5, 4, 3, 0, 1]);
    let insight = g.insight(&g.start());
    assert!(insight.solver >= 31 && !insight.layers.is_empty());
    assert_eq!(insight.layers.iter().sum::<u64>(), insight.solver);
    assert_eq!(
        insight.explored, 181_440,
        "the plain search takes every board of the class"
    );
    assert_eq!(
        insight.layers_kind,
        LayersKind::Rounds,
        "IDA* rounds are not depths: the page must not read them as a proof by depth"
    );
    assert_eq!(insight.heat.len(), 9);
    assert_eq!(insight.heat[7], None);
    assert!(insight.why_not.is_none());
    let g = game(3, 3, &[2, 1, 3, 4, 5, 6, 7, 8, 0]);
    assert!(g
        .insight(&g.start())
        .why_not
        .expect("unsolvable")
        .to_string()
        .contains("unsolvable"));
}

#[test]
fn on_exact_tables_the_search_walks_straight_down_the_bfs_distance_and_heat_is_manhattan() {
    let mut rand = Rand(0x1C5);
    let dist = bfs_3x3();
    let all: Vec<(&Vec<u8>, &u8)> = dist.iter().collect();
    for _ in 0..50 {
        let (tiles, &d) = all[rand.below(all.len())];
        let g = game(3, 3, tiles);
        let insight = g.insight(&g.start());
        // One iteration (the estimate is exact), one node expanded per move of the path.
        assert_eq!(insight.solver, u64::from(d), "{tiles:?}");
        assert_eq!(insight.layers.len(), usize::from(d > 0), "{tiles:?}");
        for (cell, (&tile, heat)) in tiles.iter().zip(&insight.heat).enumerate() {
            let expected = (tile != 0).then(|| {
                let home = usize::from(tile) - 1;
                ((cell / 3).abs_diff(home / 3) + (cell % 3).abs_diff(home % 3)) as u32
            });
            assert_eq!(*heat, expected, "{tiles:?}");
        }
    }
}

#[test]
fn a_deep_4x4_board_reports_the_6_6_3_tables_and_iterations_that_add_up() {
    let board = walk(4, 4, 60, &mut Rand(60));
    let g = puzzle_core::puzzles::fifteen::FifteenGame::new(board.clone());
    let insight = g.insight(&g.start());
    assert_eq!(insight.table, 5_765_760 * 2 + 16 * 15 * 14);
    assert!(
        insight.table_kind.to_string().contains("6-6-3"),
        "{}",
        insight.table_kind
    );
    assert_eq!(insight.layers.iter().sum::<u64>(), insight.solver);
    assert!(insight.solver as usize >= manhattan_ida(&board));
}

/// Plain breadth-first layers from `board` over whole boards, `depth` deep (the proof's oracle).
fn plain_layers(board: &puzzle_core::puzzles::fifteen::Board, depth: usize) -> Vec<u64> {
    use std::collections::HashSet;
    let mut seen = HashSet::from([board.clone()]);
    let mut layer = vec![board.clone()];
    let mut layers = vec![1];
    for _ in 0..depth {
        let mut next = Vec::new();
        for b in &layer {
            for dir in puzzle_core::grid::Dir::ALL {
                if let Some(n) = b.play(dir) {
                    if seen.insert(n.clone()) {
                        next.push(n);
                    }
                }
            }
        }
        layers.push(next.len() as u64);
        layer = next;
    }
    layers
}

#[test]
fn the_proof_by_depth_counts_every_state_of_a_3x3_and_whole_layers_of_a_4x4() {
    let dist = bfs_3x3();
    let mut rand = Rand(0x9F0);
    let all: Vec<(&Vec<u8>, &u8)> = dist.iter().collect();
    for _ in 0..3 {
        let (tiles, &d) = all[rand.below(all.len())];
        let g = game(3, 3, tiles);
        let insight = g.insight(&g.start());
        let layers = &insight.depth_layers;
        // Every state reachable from the board, so the goal lies in the layer of its distance, none before.
        assert_eq!(layers.iter().sum::<u64>(), dist.len() as u64, "{tiles:?}");
        assert_eq!(layers[..], plain_layers(g.board(), layers.len() - 1)[..]);
        assert!(layers.len() > usize::from(d));
        assert_eq!(insight.bounds.len(), insight.layers.len());
        assert_eq!(
            insight.bounds.last().copied(),
            Some(u64::from(d)).filter(|&d| d > 0)
        );
    }
    let board = walk(4, 4, 60, &mut Rand(61));
    let g = puzzle_core::puzzles::fifteen::FifteenGame::new(board.clone());
    let insight = g.insight(&g.start());
    let layers = &insight.depth_layers;
    let total: u64 = layers.iter().sum();
    assert!(total <= puzzle_core::puzzles::fifteen::insight::PROOF_BUDGET as u64);
    assert!(
        layers.len() > 12,
        "whole layers as deep as the budget allows: {layers:?}"
    );
    assert_eq!(layers[..10], plain_layers(&board, 9)[..]);
    // IDA*'s bounds rise to the optimum; the last failed round proves nothing shorter exists.
    let bounds = &insight.bounds;
    assert!(bounds.windows(2).all(|w| w[0] < w[1]), "{bounds:?}");
}

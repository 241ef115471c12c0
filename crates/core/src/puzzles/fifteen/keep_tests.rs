//! Tests of keep.rs: the tables' bytes round-trip, anything else is refused, and the host's hooks see a build's
//! progress and its bytes, and spare a second build, as bytes another worker gave do.

use super::*;
use std::cell::RefCell;

fn same(a: &Tables, b: &Tables) -> bool {
    a.pattern_of == b.pattern_of
        && a.patterns.len() == b.patterns.len()
        && a.patterns
            .iter()
            .zip(&b.patterns)
            .all(|(p, q)| p.tiles == q.tiles && p.table == q.table)
}

/// `bytes` with its checksum made right again after an edit.
fn resealed(mut bytes: Vec<u8>) -> Vec<u8> {
    let body = bytes.len() - 8;
    let sum = checksum(&bytes[..body]);
    bytes[body..].copy_from_slice(&sum.to_le_bytes());
    bytes
}

#[test]
fn the_tables_come_back_from_their_bytes() {
    let tables = Tables::build(3, 4);
    let bytes = tables.to_bytes();
    assert_eq!(
        bytes.len(),
        tables.bytes() + 4 + 4 + 3 + 2 * (1 + 4) + 6 + 5 + 8
    );
    let back = Tables::from_bytes(3, 4, &bytes).expect("valid bytes");
    assert!(same(&tables, &back));
}

#[test]
fn bytes_that_are_not_exactly_the_tables_are_refused() {
    let bytes = Tables::build(3, 4).to_bytes();
    let n = bytes.len();
    assert!(
        Tables::from_bytes(3, 4, &bytes[..n - 1]).is_none(),
        "truncated"
    );
    assert!(Tables::from_bytes(3, 4, &[]).is_none(), "empty");
    let mut flipped = bytes.clone();
    flipped[n / 2] ^= 4;
    assert!(
        Tables::from_bytes(3, 4, &flipped).is_none(),
        "a flipped bit"
    );
    assert!(
        Tables::from_bytes(4, 3, &bytes).is_none(),
        "another board size"
    );
    let mut format = bytes.clone();
    format[4] = 2;
    assert!(
        Tables::from_bytes(3, 4, &resealed(format)).is_none(),
        "another format"
    );
    let mut unseen = bytes.clone();
    unseen[n - 9] = UNSEEN;
    assert!(
        Tables::from_bytes(3, 4, &resealed(unseen)).is_none(),
        "an entry never reached"
    );
    let mut longer = bytes[..n - 8].to_vec();
    longer.extend([0; 9]);
    assert!(
        Tables::from_bytes(3, 4, &resealed(longer)).is_none(),
        "bytes after the tables"
    );
    let mut tiles = bytes.clone();
    tiles[12] = 7;
    assert!(
        Tables::from_bytes(3, 4, &resealed(tiles)).is_none(),
        "another partition"
    );
}

thread_local! {
    static KEPT: RefCell<Vec<(String, Vec<u8>)>> = const { RefCell::new(Vec::new()) };
    static TOLD: RefCell<Vec<(String, u32)>> = const { RefCell::new(Vec::new()) };
    static STORE: RefCell<Option<Vec<u8>>> = const { RefCell::new(None) };
}

fn hooks() -> Hooks {
    Hooks {
        load: |key| {
            assert_eq!(key, "fifteen-tables-4x4-v1");
            STORE.with(|s| s.borrow().clone())
        },
        keep: |key, bytes| KEPT.with(|k| k.borrow_mut().push((key.to_string(), bytes.to_vec()))),
        progress: Some(|text, percent| {
            TOLD.with(|t| t.borrow_mut().push((text.to_string(), percent)))
        }),
    }
}

#[test]
fn a_build_is_told_and_kept_and_kept_tables_spare_the_next() {
    let hooks = hooks();
    let built = Tables::obtain(4, 4, Some(&hooks));
    let told = TOLD.with(|t| t.take());
    assert_eq!(told.first().map(|t| t.1), Some(0));
    assert_eq!(
        told.last(),
        Some(&("Building Fifteen's tables… 100 %".to_string(), 100))
    );
    assert!(
        told.windows(2).all(|w| w[0].1 < w[1].1),
        "each percent once, rising"
    );
    assert!(told.len() > 20, "progress all along the build: {told:?}");
    let kept = KEPT.with(|k| k.take());
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].0, key(4, 4));
    let bytes = kept[0].1.clone();

    STORE.with(|s| *s.borrow_mut() = Some(bytes.clone()));
    let loaded = Tables::obtain(4, 4, Some(&hooks));
    assert!(same(&built, &loaded));
    assert!(TOLD.with(|t| t.take()).is_empty(), "nothing built");
    assert!(KEPT.with(|k| k.take()).is_empty(), "nothing kept again");

    // Bytes another worker gave (share.rs) come first, with hooks or without; bad ones are refused as the store's are.
    STORE.with(|s| *s.borrow_mut() = None);
    crate::setup::give(&key(4, 4), bytes.clone());
    let given = Tables::obtain(4, 4, Some(&hooks));
    assert!(same(&built, &given));
    assert!(TOLD.with(|t| t.take()).is_empty(), "given: nothing built");
    assert_eq!(crate::setup::take_given(&key(4, 4)), None, "taken");
    crate::setup::give(&key(4, 4), bytes.clone());
    assert!(
        same(&built, &Tables::obtain(4, 4, None)),
        "given, without hooks"
    );
    let mut given_bad = bytes.clone();
    given_bad[77] ^= 1;
    crate::setup::give(&key(4, 4), given_bad);
    STORE.with(|s| *s.borrow_mut() = Some(bytes.clone()));
    assert!(
        same(&built, &Tables::obtain(4, 4, Some(&hooks))),
        "bad given bytes: the store's"
    );
    assert!(TOLD.with(|t| t.take()).is_empty(), "loaded from the store");

    let mut bad = bytes;
    bad[1000] ^= 1;
    STORE.with(|s| *s.borrow_mut() = Some(bad));
    let rebuilt = Tables::obtain(4, 4, Some(&hooks));
    assert!(same(&built, &rebuilt));
    assert!(
        !TOLD.with(|t| t.take()).is_empty(),
        "bad bytes: built again"
    );
    assert_eq!(KEPT.with(|k| k.take()).len(), 1, "and kept again");
}

#[test]
fn small_boards_are_built_in_place() {
    let hooks = hooks();
    let tables = Tables::obtain(3, 3, Some(&hooks));
    assert_eq!(tables.patterns.len(), 1);
    assert!(TOLD.with(|t| t.take()).is_empty());
    assert!(KEPT.with(|k| k.take()).is_empty());
}

//! The cross-crate tests, one test binary (partners: tests/README.md, tests/support/lib.rs as `puzzle_tests`): the
//! conformance suite over the registry and each puzzle's folder, then the tests of the core's layers and views.

mod conformance;
mod fifteen;
mod game;
mod holedox;
mod huarong;
mod insight_figures;
mod klotski;
mod layers;
mod messages;
mod omnigravity;
mod robustness;
mod search;
mod sokoban;
mod testgen_mix;
mod xray;

/// Every file and folder of tests/ is a module here (cargo no longer finds them by itself): a test file added without
/// its `mod` line would never run. The exceptions are the binaries the root `Cargo.toml` names and the folders that
/// hold no Rust tests.
#[test]
fn every_test_file_and_folder_is_a_module() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let listed = std::fs::read_to_string(dir.join("main.rs")).expect("tests/main.rs");
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/") {
        let path = entry.expect("an entry of tests/").path();
        let name = path
            .file_stem()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let module = if path.is_dir() {
            !["cases", "e2e", "support"].contains(&name)
        } else {
            path.extension().is_some_and(|e| e == "rs")
                && !["main", "fifteen_parity"].contains(&name)
        };
        if module && !listed.lines().any(|line| line == format!("mod {name};")) {
            missing.push(name.to_string());
        }
    }
    assert!(
        missing.is_empty(),
        "not listed in tests/main.rs: {missing:?}"
    );
}

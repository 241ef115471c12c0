#!/usr/bin/env bash
# Runs the tests of an issue's fixes against the code before them and against this checkout, and prints one line per
# test: docs/fail-before.md's tables come from it. ISSUE=27 (the default): the fixes of issue 27, made after fda086e;
# ISSUE=27-7: issue 27's last Stops, made after d39209e; ISSUE=15-16: those of issues 15 and 16, made after c98f0eb. Not part of `make test` (it builds a second site and a
# second CLI: about five minutes). Partners: tests/e2e/harness.mjs (E2E_SITE), crates/cli/tests/*.rs (PUZZLES_BIN),
# docs/fail-before.md.
#   tools/fail-before.sh            # old checkout in $OLD (default /tmp/puzzles-<base>), created when missing and kept
#                                   # (git worktree remove --force $OLD removes it)
#   SKIP_NEW=1 tools/fail-before.sh # only the old code
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
ISSUE=${ISSUE:-27}
case $ISSUE in
  27)
    BASE=${BASE:-fda086e}
    E2E=(insight-figures polish studio-output studio-fit core-links workers builds game)
    # `test binary:filter` (an empty filter runs the whole binary).
    CLI_TESTS=(output: studio:)
    ;;
  27-7)
    # The last Stops of issue 27 (point 16), made after d39209e.
    BASE=${BASE:-d39209e}
    E2E=(stops)
    CLI_TESTS=()
    ;;
  15-16)
    BASE=${BASE:-c98f0eb}
    E2E=(fixes nothing-lost friction contest hosting offline gif)
    CLI_TESTS=(cli:endless_input cli:control_characters cli:ten_mebibytes_on_a_stdin_pipe)
    ;;
  *) echo "ISSUE is 27, 27-7 or 15-16" >&2; exit 2 ;;
esac
OLD=${OLD:-/tmp/puzzles-$BASE}
OUT=$ROOT/target/fail-before/$ISSUE
mkdir -p "$OUT"

# The old checkout, built as its own `make build` and `make cli` do.
if [ ! -d "$OLD" ]; then
  git worktree add --detach "$OLD" "$BASE"
fi
[ -d "$OLD/node_modules" ] || cp -a node_modules "$OLD/"
touch "$OLD/node_modules/.installed"
[ -f "$OLD/web/precache.js" ] || make -C "$OLD" build
[ -x "$OLD/target/release/puzzles" ] || (cd "$OLD" && cargo build --release -p puzzle-cli)

# Issue 15 bug 2 in the core: the new test ported to the old API (the parts it has).
if [ "$ISSUE" = 15-16 ] && ! grep -q a_tilt_that_moves_nothing "$OLD/tests/omnigravity_play.rs"; then
  cat >> "$OLD/tests/omnigravity_play.rs" <<'RUST'

/// Ported from tests/omnigravity/play.rs (issue 15, bug 2) by tools/fail-before.sh: the parts the old API has.
#[test]
fn a_tilt_that_moves_nothing_is_a_legal_move_the_judge_counts() {
    let [_, packed] = sample();
    let start = packed.start();
    for dir in [Dir::Up, Dir::Left, Dir::Right] {
        assert_eq!(packed.play(&start, dir), Some(start.clone()), "{dir:?}");
    }
    let mut session = Session::new(packed);
    assert_eq!(session.play(Dir::Up), Ok(()));
}
RUST
fi

# Runs every check once; $1 names the run (old or new), the rest of the environment says which code.
run() {
  local name=$1
  if [ "$ISSUE" = 15-16 ]; then
    # The old code's test binary `omnigravity`; this checkout's one binary `tests`, its module `omnigravity`.
    local binary=omnigravity module=
    [ ! -f "$2/tests/main.rs" ] || { binary=tests; module=omnigravity::; }
    (cd "$2" && cargo test -q -p puzzle-tests --test $binary a_tilt_that_moves_nothing -- --exact \
      ${module}play::a_tilt_that_moves_nothing_is_a_legal_move_the_judge_counts > "$OUT/$name-core.txt" 2>&1) || true
  fi
  for t in "${CLI_TESTS[@]}"; do
    cargo test -q --release -p puzzle-cli --test "${t%%:*}" ${t#*:} > "$OUT/$name-cli-${t/:/-}.txt" 2>&1 || true
  done
  for f in "${E2E[@]}"; do
    node --test --test-reporter=tap "tests/e2e/$f.test.mjs" > "$OUT/$name-$f.tap" 2>&1 || true
  done
}

PUZZLES_BIN=$OLD/target/release/puzzles E2E_SITE=$OLD/web run old "$OLD"
if [ -z "${SKIP_NEW:-}" ]; then
  make build build-testing > "$OUT/new-build.txt" 2>&1
  run new "$ROOT"
fi

# One line per test and run: ok / FAIL and the first line of the failure.
python3 - "$OUT" <<'PY'
import glob, os, re, sys
out = sys.argv[1]
for path in sorted(glob.glob(f'{out}/*.tap')) + sorted(glob.glob(f'{out}/*.txt')):
    name = os.path.basename(path)
    if name.endswith('build.txt'):
        continue
    text = open(path, errors='replace').read()
    if name.endswith('.txt'):
        ok = re.search(r'test result: ok\. [1-9]', text) is not None
        why = '' if ok else next((l.strip() for l in text.split('\n') if 'panicked' in l or 'left:' in l or '"error:' in l), '')
        print(f'{name}\t{"ok" if ok else "FAIL"}\t{why[:160]}')
        continue
    lines = text.split('\n')
    for i, line in enumerate(lines):
        m = re.match(r'^\s*(not ok|ok) \d+ - (.*)', line)
        if not m:
            continue
        block = re.split(r'\n\s*\.\.\.\s*(?:\n|$)', '\n'.join(lines[i + 1:i + 40]))[0]
        if "type: 'suite'" in block:
            continue
        err = re.search(r"error: (?:\|-\n)?\s*(.*)", block)
        why = err.group(1).strip()[:160] if m.group(1) == 'not ok' and err else ''
        print(f'{name}\t{"ok" if m.group(1) == "ok" else "FAIL"}\t{m.group(2)}\t{why}')
PY

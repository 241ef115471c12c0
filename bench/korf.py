#!/usr/bin/env python3
"""Korf's 100 with `puzzles judge fifteen`: this build against a build of an older commit, in one run.

Partners: bench/korf100.in (the instances, rotated half a turn so that the blank's home is the last cell, as the judge
has it: lengths unchanged), bench/korf100.out (the published optimal lengths, mean 53.05), crates/core/examples/korf.rs
(nodes per instance). Both builds solve the same file, alternately, with one job and with two; every output must equal
korf100.out. Times are wall clock, best of RUNS: the older build builds the tables in every run; this one both
with the tables built in the run (PUZZLES_CACHE_DIR=off) and kept from an earlier run (as the CLI does by default).

    python3 bench/korf.py [--base COMMIT] [--runs N]
"""
import argparse
import os
import tempfile
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The code before issue 26's solver work: main as session 16 found it.
BASE = "007c7c9"


def build(commit):
    """The release CLI of `commit`, built in a worktree of its own under target/ (kept between runs)."""
    tree = ROOT / "target" / f"korf-base-{commit}"
    if not tree.exists():
        subprocess.run(["git", "worktree", "add", "--detach", str(tree), commit], cwd=ROOT, check=True,
                       capture_output=True)
    subprocess.run(["cargo", "build", "--quiet", "--release", "-p", "puzzle-cli"], cwd=tree, check=True)
    return tree / "target" / "release" / "puzzles"


def timed(cli, jobs, cache):
    """One run's wall time; `cache`: the folder this build keeps its tables in ("off": none, built every run)."""
    env = {**os.environ, "PUZZLES_CACHE_DIR": cache}
    start = time.perf_counter()
    out = subprocess.run([str(cli), "judge", "fifteen", "--jobs", str(jobs), str(ROOT / "bench" / "korf100.in")],
                         check=True, capture_output=True, text=True, env=env).stdout
    took = time.perf_counter() - start
    expected = (ROOT / "bench" / "korf100.out").read_text()
    if out != expected:
        sys.exit(f"{cli} --jobs {jobs}: the output is not Korf's optimal lengths")
    return took


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", default=BASE)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    subprocess.run(["cargo", "build", "--quiet", "--release", "-p", "puzzle-cli"], cwd=ROOT, check=True)
    now = ROOT / "target" / "release" / "puzzles"
    then = build(args.base)
    kept = tempfile.mkdtemp(prefix="korf-cache-")
    timed(now, 2, kept)  # builds the tables once and keeps them
    builds = (("base", then, "off", f"{args.base} (before)"),
              ("cold", now, "off", "this build, tables built in the run"),
              ("warm", now, kept, "this build, tables kept from an earlier run"))
    best = {}
    for _ in range(args.runs):
        for name, cli, cache, _label in builds:
            for jobs in (1, 2):
                took = timed(cli, jobs, cache)
                best[(name, jobs)] = min(best.get((name, jobs), took), took)
    print(f"Korf's 100, `puzzles judge fifteen` (wall clock, best of {args.runs}, every output = korf100.out):")
    print("| build | 1 job | 2 jobs | 2 jobs / 1 | base, 1 job / this |")
    print("|---|---|---|---|---|")
    base = best[("base", 1)]
    for name, _cli, _cache, label in builds:
        one, two = best[(name, 1)], best[(name, 2)]
        print(f"| {label} | {one:.2f} s | {two:.2f} s | {one / two:.2f}x | {base / one:.2f}x, {base / two:.2f}x |")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Fifteen benchmark: 100 random solvable 4x4 boards (fixed seed), solved by `puzzles judge fifteen`.

Partners: crates/core/examples/fifteen.rs (writes target/bench/fifteen-random.in and prints, per
board, moves, nodes expanded and milliseconds in-process, single thread, then the first-hint latency), crates/bench/benches/solvers.rs
(criterion on the same file). This script runs the example, then times the release CLI on the
whole file (one process: table building included) and prints both.

    cargo build --release -p puzzle-cli && python3 bench/fifteen.py
"""
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main():
    example = subprocess.run(
        ["cargo", "run", "--quiet", "--release", "-p", "puzzle-core", "--example", "fifteen"],
        cwd=ROOT, check=True, capture_output=True, text=True).stdout
    lines = [line for line in example.splitlines() if not line.startswith("board")]
    print("\n".join(lines))
    boards = ROOT / "target" / "bench" / "fifteen-random.in"
    cli = ROOT / "target" / "release" / "puzzles"
    if not cli.exists():
        sys.exit(f"{cli} is missing: cargo build --release -p puzzle-cli")
    runs = []
    for _ in range(3):
        start = time.perf_counter()
        out = subprocess.run([str(cli), "judge", "fifteen", str(boards)], check=True,
                             capture_output=True, text=True).stdout
        runs.append(time.perf_counter() - start)
    answers = [int(line.split(": ")[1]) for line in out.splitlines()]
    print(f"puzzles judge fifteen: {len(answers)} boards, mean length {sum(answers) / len(answers):.1f}, "
          f"total {min(runs) * 1e3:.0f} ms (best of {len(runs)}, tables included)")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Native comparison for `make bench`: our `puzzles judge` against the fixed seed references.

Partners: Makefile (bench target), ../shared/tools (reference builder and generators),
bench/wasm.mjs (the same inputs in Chromium), crates/bench/benches (criterion, in-process).

Generates the worst-case inputs with fixed seeds, checks that our outputs equal the references',
then runs both alternately and prints medians, the ratio and peak memory (GNU time's %M).
"""
import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "target" / "bench"

# puzzle -> generator arguments (fixed seeds, the hardest inputs known)
INPUTS = {
    "omnigravity": ["--worst", "--cases", "100", "--seed", "1"],
    "huarong": ["--worst", "--seed", "1"],
    "holedox": ["--worst", "--cases", "6", "--seed", "1"],
}


def generate(shared: Path, puzzle: str) -> Path:
    path = OUT / f"{puzzle}-worst.in"
    gen = shared / "tools" / "gen" / f"gen_{puzzle}.py"
    text = subprocess.run([sys.executable, str(gen), *INPUTS[puzzle]], check=True,
                          capture_output=True, text=True).stdout
    path.write_text(text)
    return path


def measure(cmd, input_path: Path):
    """Runs cmd on the input under GNU time; returns (seconds, peak RSS in KiB).

    GNU time reports the command's own peak: wait4 on a child forked from Python would count the
    Python process it was forked from (the kernel keeps the pre-exec high-water mark).
    """
    with open(input_path, "rb") as stdin:
        start = time.perf_counter()
        proc = subprocess.run(["/usr/bin/time", "-f", "%M", *map(str, cmd)], stdin=stdin,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        seconds = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"{' '.join(map(str, cmd))} exited with {proc.returncode}: {proc.stderr.decode(errors='replace')}")
    return seconds, int(proc.stderr.decode().strip().splitlines()[-1])


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    ap.add_argument("--ours", type=Path, default=ROOT / "target" / "release" / "puzzles")
    ap.add_argument("--refs", type=Path, default=ROOT / "target" / "seedref")
    a = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)

    rows = []
    for puzzle in INPUTS:
        path = generate(a.shared, puzzle)
        ours = [str(a.ours), "judge", puzzle]
        ref = [str(a.refs / f"{puzzle}_fixed")]
        with open(path, "rb") as f:
            mine = subprocess.run(ours, stdin=f, capture_output=True, check=True).stdout
        with open(path, "rb") as f:
            theirs = subprocess.run(ref, stdin=f, capture_output=True, check=True).stdout
        if mine != theirs:
            sys.exit(f"{puzzle}: our output differs from the reference on {path}")
        times = {"ours": [], "ref": []}
        peaks = {"ours": [], "ref": []}
        for _ in range(a.runs):  # alternate, so drift hits both alike
            for name, cmd in (("ref", ref), ("ours", ours)):
                seconds, peak = measure(cmd, path)
                times[name].append(seconds)
                peaks[name].append(peak)
        row = {
            "puzzle": puzzle,
            "input": str(path.relative_to(ROOT)),
            "answers": len(mine.splitlines()),
            "ref_s": statistics.median(times["ref"]),
            "ours_s": statistics.median(times["ours"]),
            "ref_kib": max(peaks["ref"]),
            "ours_kib": max(peaks["ours"]),
        }
        row["speedup"] = row["ref_s"] / row["ours_s"]
        rows.append(row)

    (OUT / "native.json").write_text(json.dumps(rows, indent=2))
    print(f"\nNative, whole processes, median of {a.runs} alternating runs (outputs checked equal):\n")
    print("| puzzle | input | reference (fixed) | ours | speed-up | peak memory ref | peak memory ours |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['puzzle']} | {r['answers']} answers | {r['ref_s'] * 1000:.1f} ms | {r['ours_s'] * 1000:.1f} ms "
              f"| {r['speedup']:.1f}x | {r['ref_kib'] / 1024:.1f} MiB | {r['ours_kib'] / 1024:.1f} MiB |")


if __name__ == "__main__":
    main()

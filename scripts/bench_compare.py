#!/usr/bin/env python3
"""Per-frame render time and load time: scrollwork bench vs ThorVG (bench_ref.py), one thread.

usage: scripts/bench_compare.py [--every K] [--frames N] [--size WxH]
Runs over every K-th file of the golden index (default every 8th) and prints one line per
file and the median ratios (ours / ThorVG). Needs .venv-reference (scripts/golden.sh sets it up)
and a release build of scrollwork.
"""
import argparse, json, os, statistics, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
shared = os.environ.get("SHARED", os.path.join(root, "..", "shared"))
ap = argparse.ArgumentParser()
ap.add_argument("--every", type=int, default=8)
ap.add_argument("--frames", type=int, default=30)
ap.add_argument("--size", default="512x512")
a = ap.parse_args()
index = json.load(open(os.path.join(shared, "reference", "index.json")))
files = sorted(set(e["file"] for e in index["entries"]))[:: a.every]
py = os.path.join(root, ".venv-reference", "bin", "python3")
ratios, loads_ours, loads_tvg = [], [], []
for f in files:
    path = os.path.join(shared, "corpus", f)
    try:
        ours = json.loads(subprocess.run([os.path.join(root, ".build/release/scrollwork"), "bench", path, "--size", a.size,
                                          "--frames", str(a.frames), "--json"], capture_output=True, text=True, timeout=300).stdout)
        tvg = json.loads(subprocess.run([py, os.path.join(shared, "tools/reference/bench_ref.py"), "thorvg", path, "--size", a.size,
                                         "--frames", str(a.frames), "--threads", "0", "--json"], capture_output=True, text=True,
                                        timeout=300).stdout.strip().splitlines()[-1])
    except Exception as e:  # one bad file must not stop the survey
        print(f"{f}: skipped ({e})", file=sys.stderr)
        continue
    r = ours["median_ms"] / max(tvg["median_ms"], 1e-3)
    ratios.append(r)
    loads_ours.append(ours["load_ms"])
    loads_tvg.append(tvg["load_ms"])
    print(f"{f}: ours {ours['median_ms']:.3f} ms/frame, load {ours['load_ms']:.1f} ms | thorvg {tvg['median_ms']:.3f} ms/frame, load {tvg['load_ms']:.1f} ms | ratio {r:.2f}")

def p99(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(0.99 * (len(xs) - 1))))]

print(f"{len(ratios)} files: median per-frame ratio {statistics.median(ratios):.2f}; "
      f"load median {statistics.median(loads_ours):.1f} ms (p99 {p99(loads_ours):.1f}) vs thorvg {statistics.median(loads_tvg):.1f} ms (p99 {p99(loads_tvg):.1f})")

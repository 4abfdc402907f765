#!/usr/bin/env python3
"""Time ThorVG or rlottie rendering a given list of frames, in the given order.

usage: bench_ref_frames.py ENGINE FILE.json --frame-list LIST.json [--shared DIR]
                           [--max-dim 512 | --size WxH] [--json]

LIST.json is a JSON array of absolute frames (as `scrollwork bench --json` prints under
"frame_list"), rendered one after the other in that order (playback or seeks, repeats
included), so both engines time exactly the same frames. Like `bench_ref.py`: the file is
loaded once (load_ms), one frame is rendered untimed first (here the file's ip, which is what
`scrollwork bench --warmup 1` renders), then each frame of the list is timed on its own into
the engine's pre-allocated buffer; median and mean ms per frame are reported. The size is
the reference rule (s = min(1, max_dim/w, max_dim/h), origin 0,0), as `bench_ref.py`, or
--size WxH: the composition fitted and centred in W×H, as `scrollwork bench --size` draws it.
rlottie renders whole frames only: it rounds a fractional frame (lottie_engines.py).

Run it with the venv's python (thorvg-python, rlottie-python); `lottie_engines` is imported
from <shared>/tools/reference (default: ../shared beside the repository).
"""
import argparse
import json
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def load_frames(path):
    with open(path) as f:
        frames = json.load(f)
    if not isinstance(frames, list) or not frames:
        raise SystemExit(f"error: {path} is not a non-empty JSON array of frames")
    for x in frames:
        if isinstance(x, bool) or not isinstance(x, (int, float)) or x != x or x in (float("inf"), float("-inf")):
            raise SystemExit(f"error: {path} holds a frame that is not a finite number: {x!r}")
    return [float(x) for x in frames]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("engine", choices=["thorvg", "rlottie"])
    ap.add_argument("file")
    ap.add_argument("--frame-list", required=True, help="JSON array of absolute frames, timed in this order")
    ap.add_argument("--shared", default=os.path.join(HERE, "..", "..", "shared"), help="the shared data folder")
    ap.add_argument("--max-dim", type=int, default=512)
    ap.add_argument("--size", help="WxH ('meet' fit, centred)")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)

    sys.path.insert(0, os.path.join(os.path.abspath(a.shared), "tools", "reference"))
    import lottie_engines as le  # noqa: E402 - the path is known only after parsing

    frames = load_frames(a.frame_list)
    meta = le.file_meta(a.file)
    if a.size:
        try:
            W, H = (int(v) for v in a.size.lower().split("x"))
        except ValueError:
            raise SystemExit(f"error: --size expects WxH, got {a.size!r}")
        if W <= 0 or H <= 0:
            raise SystemExit(f"error: --size expects a positive WxH, got {a.size!r}")
        scale = None
    else:
        scale, W, H = le.reference_size(meta["width"], meta["height"], a.max_dim)
    t0 = time.perf_counter()
    eng = le.make_engine(a.engine, a.file, W, H, scale=scale)
    load_ms = (time.perf_counter() - t0) * 1e3

    t0 = time.perf_counter()
    eng.render(float(meta["ip"]))
    first_ms = (time.perf_counter() - t0) * 1e3

    times = []
    pc = time.perf_counter_ns
    r = eng.render
    for f in frames:
        s = pc()
        r(f)
        times.append((pc() - s) / 1e6)
    eng.close()

    res = {
        "engine": a.engine, "file": os.path.basename(a.file), "W": W, "H": H,
        "frames_timed": len(times), "distinct_frames": len(set(frames)),
        "load_ms": round(load_ms, 2), "first_frame_ms": round(first_ms, 3),
        "mean_ms": round(statistics.fmean(times), 4), "median_ms": round(statistics.median(times), 4),
    }
    if a.json:
        print(json.dumps(res))
    else:
        print(f"{res['engine']:8s} {res['file']:24s} {W}x{H}  load {res['load_ms']:.1f} ms"
              f" | first {res['first_frame_ms']:.2f} ms | {res['frames_timed']} frames: mean "
              f"{res['mean_ms']:.3f} ms, median {res['median_ms']:.3f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())

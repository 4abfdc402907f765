#!/usr/bin/env python3
"""ThorVG timing in three modes, same engine wrapper and timed call as bench_ref.py
(tvg_animation_set_frame + tvg_canvas_update + tvg_canvas_draw(clear=true) + tvg_canvas_sync).

usage: bench_modes.py FILE.json WxH MODE --repeat R [--threads T]
  cached       render frame 0 again and again (exactly bench_ref.py on a 1-frame file):
               nothing changed, so ThorVG re-uses every shape's RLE from the previous frame;
               the time is clear + span blits + per-paint overhead.
  retransform  before each frame the picture's translation is toggled between (0,0) and
               (0,1e-3) outside the timed region.  That marks every shape's transform dirty, so
               the timed call re-does the full software pipeline per shape (outline transform,
               bbox, scanline/RLE generation for fill and stroke) and then clears and blits.
               The Lottie model is not re-evaluated (same frame).
  alternate    for the *_anim2.json files: frames 1,0,1,0,... (each timed frame is a new frame:
               Lottie model re-evaluated, paths rebuilt, everything re-rasterized); unlike
               bench_ref.py, the first timed frame is not a repeat of the untimed first frame.
               Works with --engine rlottie too.
  empty        same, but with the canvas target only (no paints): clear + call overhead.
Prints one JSON line: per-frame median / mean / min ms.
"""
import argparse
import json
import os
import statistics
import sys
import time

# The shared folder sits beside the repository (or give SCROLLWORK_SHARED).
SHARED = os.environ.get("SCROLLWORK_SHARED", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared"))
sys.path.insert(0, os.path.join(SHARED, "tools", "reference"))
import lottie_engines as le  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("file")
ap.add_argument("size")
ap.add_argument("mode", choices=["cached", "retransform", "alternate", "empty"])
ap.add_argument("--repeat", type=int, default=100)
ap.add_argument("--threads", type=int, default=0)
ap.add_argument("--engine", default="thorvg", choices=le.ENGINES)
a = ap.parse_args()
W, H = (int(v) for v in a.size.split("x"))

eng = le.make_engine(a.engine, a.file, W, H, scale=None, threads=a.threads)
if a.mode == "empty":
    eng.canvas.remove(eng.pic) if hasattr(eng.canvas, "remove") else None
eng.render(0)  # first frame, untimed

pic = getattr(eng, "pic", None)
times = []
pc = time.perf_counter_ns
for i in range(a.repeat):
    if a.mode == "retransform":
        pic.translate(0.0, 1e-3 if i % 2 == 0 else 0.0)
    f = (1 - i % 2) if a.mode == "alternate" else 0
    s = pc()
    eng.render(f)
    times.append((pc() - s) / 1e6)
rgba = eng.rgba_premul()
eng.close()
print(json.dumps({"engine": a.engine, "file": os.path.basename(a.file), "mode": a.mode, "threads": a.threads,
                  "frames": len(times), "total_s": round(sum(times) / 1e3, 2),
                  "median_ms": round(statistics.median(times), 3),
                  "mean_ms": round(statistics.fmean(times), 3), "min_ms": round(min(times), 3), "p10_ms": round(sorted(times)[len(times) // 10], 3),
                  "nonwhite_px": int(((rgba[:, :, 3]) > 0).sum())}))

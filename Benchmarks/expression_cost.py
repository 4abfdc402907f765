#!/usr/bin/env python3
"""What one expression evaluation costs Scrollwork, by the shape of the script.

usage: Benchmarks/expression_cost.py [--bin .build/release/scrollwork] [--layers 50] [--frames 200]
                                     [--repeats 7] [--json]

For each script shape below, writes a file of N shape layers (a small rectangle each) whose
positions run that script, times it with `scrollwork bench` (playback order, one thread), bakes
it with `scrollwork bake` (the same picture without scripts) and times that too. The difference
over N is the cost of one evaluation, drawing excluded. Each time is the best of the repeats.

The shapes are the common ones of After Effects exports: a bare result, reading the property's
own value, a slider through `effect()()`, a group's property through `content()`, `linear`, the
"linear points" of lottie-docs' bezier example, and the "inertial bounce" of position keyframes.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

SHAPES = {
    "result": "var $bm_rt = [10 + time * 30, 10];",
    "own value": "var $bm_rt = [value[0] + time, value[1]];",
    "slider": 'var t = effect("Slider")("Slider");\nvar $bm_rt = [10 + t * 20, 10];',
    "content": 'var p = thisLayer.content("G").content("p0").position;\nvar $bm_rt = [p[0] + time, p[1]];',
    "linear": "var $bm_rt = linear(time, 0, 3, [0, 0], [10, 10]);",
    "linear points": ('var group = thisLayer.content("G");\nvar from = group.content("p0").position;\n'
                      'var to = group.content("p1").position;\nvar t = thisLayer.effect("Slider")("Slider");\n'
                      "var $bm_rt = linear(t, from, to);"),
    "inertial bounce": ("var amp = .06, freq = 3, decay = 6, n = 0, t, v;\n"
                        "if (numKeys > 0) { n = nearestKey(time).index; if (key(n).time > time) n--; }\n"
                        "if (n == 0) { t = 0; } else { t = time - key(n).time; }\n"
                        "if (n > 0 && t < 1) {\n"
                        "  v = velocityAtTime(key(n).time - thisComp.frameDuration / 10);\n"
                        "  $bm_rt = add(value, div(mul(mul(v, amp), Math.sin(freq * t * 2 * Math.PI)), Math.exp(decay * t)));\n"
                        "} else { $bm_rt = value; }"),
}


def static(v):
    return {"a": 0, "k": v}


def layer(index, script):
    """A shape layer with a 4×4 rectangle, two ellipses named p0/p1, a slider effect, and a
    position that is keyframed (so keyframe scripts have keys) and runs `script`."""
    position = {"a": 1, "k": [{"t": 0, "s": [10, 10], "i": {"x": 0.5, "y": 1}, "o": {"x": 0.5, "y": 0}},
                              {"t": 20, "s": [40, 30], "i": {"x": 0.5, "y": 1}, "o": {"x": 0.5, "y": 0}},
                              {"t": 60, "s": [20, 40]}], "x": script}
    slider = {"a": 1, "k": [{"t": 0, "s": [0], "i": {"x": [0.5], "y": [1]}, "o": {"x": [0.5], "y": [0]}}, {"t": 100, "s": [1]}]}
    return {
        "ty": 4, "ind": index + 1, "nm": f"L{index}", "ip": 0, "op": 101, "st": 0, "sr": 1,
        "ks": {"o": static(100), "r": static(0), "p": position, "a": static([0, 0]), "s": static([100, 100])},
        "ef": [{"ty": 5, "nm": "Slider", "mn": "ADBE Slider Control", "en": 1,
                "ef": [{"ty": 0, "nm": "Slider", "mn": "ADBE Slider Control-0001", "v": slider}]}],
        "shapes": [{"ty": "gr", "nm": "G", "it": [
            {"ty": "rc", "nm": "R", "d": 1, "s": static([4, 4]), "p": static([0, 0]), "r": static(0)},
            {"ty": "el", "nm": "p0", "d": 1, "s": static([2, 2]), "p": static([3, 4])},
            {"ty": "el", "nm": "p1", "d": 1, "s": static([2, 2]), "p": static([30, 40])},
            {"ty": "fl", "c": static([1, 0, 0, 1]), "o": static(100), "r": 1},
            {"ty": "tr", "p": static([0, 0]), "a": static([0, 0]), "s": static([100, 100]), "r": static(0), "o": static(100)}]}],
    }


def bench(binary, path, frames, repeats):
    best = None
    for _ in range(repeats):
        out = subprocess.run([binary, "bench", path, "--size", "200x200", "--frames", str(frames), "--order", "sequential",
                              "--warmup", "1", "--json"], check=True, capture_output=True, text=True).stdout
        ms = json.loads(out)["median_ms"]
        best = ms if best is None else min(best, ms)
    return best


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(HERE, "..", ".build", "release", "scrollwork"))
    ap.add_argument("--layers", type=int, default=50)
    ap.add_argument("--frames", type=int, default=200)
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    if not os.path.exists(a.bin):
        raise SystemExit(f"error: {a.bin} not found (swift build -c release --product scrollwork)")
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for name, script in SHAPES.items():
            doc = {"v": "5.7.0", "fr": 30, "ip": 0, "op": 101, "w": 200, "h": 200, "nm": name, "ddd": 0, "assets": [],
                   "layers": [layer(i, script) for i in range(a.layers)]}
            original, baked = os.path.join(work, "script.json"), os.path.join(work, "baked.json")
            with open(original, "w") as f:
                json.dump(doc, f)
            subprocess.run([a.bin, "bake", original, "-o", baked], check=True, capture_output=True)
            with_scripts, without = bench(a.bin, original, a.frames, a.repeats), bench(a.bin, baked, a.frames, a.repeats)
            rows.append({"shape": name, "frame_ms": with_scripts, "baked_frame_ms": without,
                         "us_per_evaluation": round((with_scripts - without) * 1000 / a.layers, 2)})
    if a.json:
        print(json.dumps({"layers": a.layers, "frames": a.frames, "rows": rows}))
    else:
        print(f"{a.layers} layers, one script each, {a.frames} frames in playback order, best of {a.repeats}")
        print(f"{'script':18s} {'frame ms':>9s} {'baked ms':>9s} {'µs / evaluation':>16s}")
        for r in rows:
            print(f"{r['shape']:18s} {r['frame_ms']:9.4f} {r['baked_frame_ms']:9.4f} {r['us_per_evaluation']:16.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

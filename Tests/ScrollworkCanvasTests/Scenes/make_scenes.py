#!/usr/bin/env python3
"""Writes the tiny Lottie scenes the accuracy tests compare against (512x512, one frame).

Each scene is also drawn through the Canvas API in AccuracyTests.swift; keep the two in step.
Goldens (../Goldens/NAME.png) are ThorVG renders over white, made from the package root with:

    ../shared/tools/reference/setup.sh .venv-reference        # once
    for f in Tests/ScrollworkCanvasTests/Scenes/*.json; do n=$(basename $f .json)
      .venv-reference/bin/python ../shared/tools/reference/render_ref.py thorvg $f 0 \
          Tests/ScrollworkCanvasTests/Goldens/$n.png --size 512x512; done

The scenes avoid the features where ThorVG and lottie-web disagree (dash phase on ellipses,
miter clipping, gradient highlights); those follow lottie-web and are unit-tested instead.
"""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))

def v(k): return {"a": 0, "k": k}
def tr(): return {"ty": "tr", "p": v([0, 0]), "a": v([0, 0]), "s": v([100, 100]), "r": v(0), "o": v(100), "sk": v(0), "sa": v(0)}
def group(*items): return {"ty": "gr", "it": list(items) + [tr()]}
def rc(cx, cy, w, h, r=0, d=1): return {"ty": "rc", "p": v([cx, cy]), "s": v([w, h]), "r": v(r), "d": d}
def el(cx, cy, w, h, d=1): return {"ty": "el", "p": v([cx, cy]), "s": v([w, h]), "d": d}
def star(cx, cy, pts, orad, irad, rot=0, os_=0, is_=0): return {"ty": "sr", "sy": 1, "pt": v(pts), "p": v([cx, cy]), "r": v(rot), "or": v(orad), "ir": v(irad), "os": v(os_), "is": v(is_), "d": 1}
def poly(cx, cy, pts, orad, rot=0): return {"ty": "sr", "sy": 2, "pt": v(pts), "p": v([cx, cy]), "r": v(rot), "or": v(orad), "os": v(0), "d": 1}
def sh(vs, ins, outs, closed): return {"ty": "sh", "ks": v({"c": closed, "v": vs, "i": ins, "o": outs})}
def fl(c, o=100, r=1): return {"ty": "fl", "c": v(c + [1]), "o": v(o), "r": r}
def st(c, w, lc=2, lj=2, ml=4, o=100, d=None):
    s = {"ty": "st", "c": v(c + [1]), "o": v(o), "w": v(w), "lc": lc, "lj": lj, "ml": ml}
    if d: s["d"] = d
    return s
def dash(d, g, o=0): return [{"n": "d", "v": v(d)}, {"n": "g", "v": v(g)}, {"n": "o", "v": v(o)}]
def tm(s, e, o): return {"ty": "tm", "s": v(s), "e": v(e), "o": v(o), "m": 1}
def gf(t, s, e, stops, h=0, a=0):
    flat = [x for st_ in stops for x in st_]
    return {"ty": "gf", "o": v(100), "r": 1, "t": t, "s": v(s), "e": v(e), "h": v(h), "a": v(a), "g": {"p": len(stops), "k": v(flat)}}

def scene(name, *groups):
    doc = {"v": "5.7.4", "fr": 30, "ip": 0, "op": 1, "w": 512, "h": 512, "nm": name, "ddd": 0, "assets": [],
           "layers": [{"ddd": 0, "ind": 1, "ty": 4, "nm": name, "sr": 1, "ip": 0, "op": 1, "st": 0, "bm": 0,
                       "ks": {"o": v(100), "r": v(0), "p": v([0, 0, 0]), "a": v([0, 0, 0]), "s": v([100, 100, 100])},
                       "shapes": list(groups)}]}
    with open(os.path.join(HERE, name + ".json"), "w") as f:
        json.dump(doc, f, separators=(",", ":"))

RED, GREEN, BLUE, BLACK, ORANGE = [0.9, 0.1, 0.1], [0.1, 0.7, 0.2], [0.1, 0.3, 0.9], [0, 0, 0], [1, 0.6, 0]

# Groups listed first are drawn on top (Lottie draws items in reverse order).
scene("rects",
      group(rc(350, 350, 200, 120, 30), fl(BLUE, 80)),
      group(rc(200, 180, 260, 180), fl(RED)))
scene("ellipses",
      group(el(300, 280, 260, 200), fl(GREEN, 60)),
      group(el(200, 220, 300, 220), fl(ORANGE)))
scene("stars",
      group(poly(380, 380, 6, 100, 15), fl(BLUE)),
      group(star(180, 200, 5, 150, 60, 0), fl(RED)))
scene("beziers",
      group(sh([[60, 400], [256, 80], [450, 400]], [[0, 0], [-120, 0], [0, 0]], [[0, 0], [120, 0], [0, 0]], True),
            sh([[200, 300], [312, 300], [256, 200]], [[0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [0, 0]], True),
            fl(BLUE, 100, 2)))
scene("stroked_rects",
      group(rc(256, 256, 300, 200), st(BLACK, 24, lc=1, lj=1, ml=4)),
      group(rc(256, 256, 120, 80, 25), st(RED, 10, lc=2, lj=2)))
scene("joins",
      group(sh([[60, 120], [200, 60], [340, 120], [460, 60]], [[0, 0]] * 4, [[0, 0]] * 4, False), st(RED, 30, lc=1, lj=1, ml=10)),
      group(sh([[60, 260], [200, 200], [340, 260], [460, 200]], [[0, 0]] * 4, [[0, 0]] * 4, False), st(GREEN, 30, lc=2, lj=2)),
      group(sh([[60, 400], [200, 340], [340, 400], [460, 340]], [[0, 0]] * 4, [[0, 0]] * 4, False), st(BLUE, 30, lc=3, lj=3)))
scene("dashes",
      group(sh([[60, 420], [450, 420]], [[0, 0]] * 2, [[0, 0]] * 2, False), st(BLACK, 12, lc=1, lj=1, d=dash(40, 20, 10))),
      group(rc(256, 200, 360, 240), st(BLUE, 10, lc=1, lj=1, d=dash(30, 15, 0))))
scene("trims",
      group(el(256, 256, 360, 360), st(RED, 20, lc=1, lj=2), tm(10, 70, 108)),
      group(rc(256, 256, 200, 200), st(BLUE, 14, lc=2, lj=1), tm(0, 45, 0)))
scene("linear_gradient",
      group(rc(256, 256, 400, 300), gf(1, [56, 106], [456, 406], [[0, 1, 0, 0], [0.5, 1, 1, 0], [1, 0, 0, 1]])))
scene("radial_gradient",
      group(el(256, 256, 400, 400), gf(2, [256, 256], [456, 256], [[0, 1, 1, 1], [1, 0.1, 0.2, 0.8]], h=0, a=0)))
scene("curve_stroke",
      group(sh([[40, 400], [470, 120]], [[0, 0], [-100, -200]], [[300, 100], [0, 0]], False), st(GREEN, 16, lc=2, lj=2)),
      group(sh([[40, 100], [470, 420]], [[0, 0], [-200, 0]], [[200, 300], [0, 0]], False), st(BLACK, 3, lc=1, lj=1)))

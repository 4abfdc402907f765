#!/usr/bin/env python3
"""Writes the two synthetic benchmark scenes as single-frame Lottie files into the current
folder: triangles.json (512x512, 1000 filled triangles) and cubics.json (1024x1024, 200 stroked
cubics), the same shapes, colours and order as Benchmarks/CanvasBenchmarks draws."""
import json
import os

M64 = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & M64

    def next_u64(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & M64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

    def r(self):
        return (self.next_u64() >> 11) / float(1 << 53)


# red, green, blue, black, orange (orange = #FF8000)
COLOURS = [[1, 0, 0, 1], [0, 1, 0, 1], [0, 0, 1, 1], [0, 0, 0, 1], [1, 0.5, 0, 1]]


def static(k):
    return {"a": 0, "k": k}


def group_tr():
    return {"ty": "tr", "p": static([0, 0]), "a": static([0, 0]), "s": static([100, 100]),
            "r": static(0), "o": static(100), "sk": static(0), "sa": static(0)}


def animation(w, h, groups_bottom_first, name):
    # Lottie draws the first listed item on top -> list in reverse draw order.
    shapes = list(reversed(groups_bottom_first))
    layer = {"ddd": 0, "ind": 1, "ty": 4, "nm": name, "sr": 1, "ip": 0, "op": 1, "st": 0,
             "bm": 0, "ao": 0,
             "ks": {"o": static(100), "r": static(0), "p": static([0, 0, 0]),
                    "a": static([0, 0, 0]), "s": static([100, 100, 100])},
             "shapes": shapes}
    return {"v": "5.7.0", "fr": 30, "ip": 0, "op": 1, "w": w, "h": h, "nm": name, "ddd": 0,
            "assets": [], "layers": [layer]}


def triangles():
    rng = SplitMix64(42)
    groups = []
    for i in range(1000):
        x = rng.r() * 462
        y = rng.r() * 462
        p0 = [x + rng.r() * 50, y]
        p1 = [x + 50, y + 50 * rng.r()]
        p2 = [x + rng.r() * 25, y + 50]
        sh = {"ty": "sh", "ks": static({"c": True, "v": [p0, p1, p2],
                                        "i": [[0, 0]] * 3, "o": [[0, 0]] * 3})}
        fl = {"ty": "fl", "c": static(COLOURS[i % 5]), "o": static(100), "r": 1}
        groups.append({"ty": "gr", "nm": f"tri{i}", "it": [sh, fl, group_tr()]})
    return animation(512, 512, groups, "triangles")


def cubics():
    rng = SplitMix64(7)
    groups = []
    for i in range(200):
        s = [rng.r() * 1024, rng.r() * 1024]
        e = [rng.r() * 1024, rng.r() * 1024]
        c1 = [rng.r() * 1024, rng.r() * 1024]
        c2 = [rng.r() * 1024, rng.r() * 1024]
        sh = {"ty": "sh", "ks": static({"c": False, "v": [s, e],
                                        "i": [[0, 0], [c2[0] - e[0], c2[1] - e[1]]],
                                        "o": [[c1[0] - s[0], c1[1] - s[1]], [0, 0]]})}
        st = {"ty": "st", "c": static(COLOURS[i % 5]), "o": static(100), "w": static(4),
              "lc": 1, "lj": 1, "ml": 4}  # lc 1 = butt, lj 1 = miter
        groups.append({"ty": "gr", "nm": f"cubic{i}", "it": [sh, st, group_tr()]})
    return animation(1024, 1024, groups, "cubics")


if __name__ == "__main__":
    for name, fn in (("triangles", triangles), ("cubics", cubics)):
        p = os.path.join(os.getcwd(), f"{name}.json")
        with open(p, "w") as f:
            json.dump(fn(), f, separators=(",", ":"))
        print(p, os.path.getsize(p), "bytes")

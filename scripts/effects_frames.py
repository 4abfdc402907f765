#!/usr/bin/env python3
"""Which golden frames show layer effects Scrollwork draws, and how those frames score.

As a module (scripts/golden_sets.py): a file has drawn effects when any layer, at the top level
or in a precomp asset, has an enabled effect whose type is in Tests/Goldens/drawn-effect-types.txt
(the types LottieEffect.drawnTypes lists; a unit test keeps the two equal); whether a file needs
text or expressions.

usage:
  effects_frames.py summary RESULTS.json INDEX
      Prints the share of frames within the bar: all of them, those whose files need neither
      text nor expressions, and those without the all-white ones (scripts/golden.sh, after the
      gates of scripts/golden_sets.py).
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES_FILE = os.path.join(HERE, "..", "Tests", "Goldens", "drawn-effect-types.txt")


def drawn_types():
    with open(TYPES_FILE) as f:
        return {int(t) for line in f if not line.startswith("#") for t in line.split()}


def layer_lists(doc):
    yield doc.get("layers") or []
    for asset in doc.get("assets") or []:
        if isinstance(asset, dict) and isinstance(asset.get("layers"), list):
            yield asset["layers"]


def layers(doc):
    for lst in layer_lists(doc):
        for layer in lst:
            if isinstance(layer, dict):
                yield layer


def has_drawn_effects(doc, types):
    for layer in layers(doc):
        for e in layer.get("ef") or []:
            if isinstance(e, dict) and e.get("ty") in types and e.get("en", 1) != 0:
                return True
    return False


def has_expressions(node):
    if isinstance(node, dict):
        if isinstance(node.get("x"), str) and node["x"].strip():
            return True
        return any(has_expressions(v) for v in node.values())
    if isinstance(node, list):
        return any(has_expressions(v) for v in node)
    return False


def needs_text(doc):
    return any(layer.get("ty") == 5 for layer in layers(doc))


def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def corpus_of(index_path, index):
    return os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(index_path)), index.get("corpus", "../corpus")))


def summary(a):
    with open(a.results) as f:
        results = {(r["file"], float(r["frame"])): r for r in json.load(f)["frames"]}
    with open(a.index) as f:
        index = json.load(f)
    corpus = corpus_of(a.index, index)
    cache = {}
    groups = {"all frames": [], "files needing neither text nor expressions": [], "  of those, without all-white frames": []}
    for e in index["entries"]:
        if e["file"] not in cache:
            doc = load(os.path.join(corpus, e["file"]))
            cache[e["file"]] = doc is not None and not needs_text(doc) and not has_expressions(doc)
        r = results.get((e["file"], float(e["frame"])))
        ok = bool(r and r.get("status") == "ok" and r.get("within_bar"))
        groups["all frames"].append(ok)
        if cache[e["file"]]:
            groups["files needing neither text nor expressions"].append(ok)
            if not e.get("all_white"):
                groups["  of those, without all-white frames"].append(ok)
    for name, oks in groups.items():
        pct = 100.0 * sum(oks) / len(oks) if oks else 0.0
        print(f"effects goldens, {name}: {sum(oks)} of {len(oks)} within the bar ({pct:.1f} %)")
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    m = sub.add_parser("summary")
    m.add_argument("results")
    m.add_argument("index")
    a = ap.parse_args(argv)
    return summary(a)


if __name__ == "__main__":
    sys.exit(main())

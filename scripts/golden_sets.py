#!/usr/bin/env python3
"""The golden sets of scripts/golden.sh (Tests/Goldens/golden-sets.txt): what to render, once,
and the gates each set's scores must pass.

usage:
  golden_sets.py plan SHARED OUT [--only SET ...]
      Writes OUT/index/<set>.json (the set's frames, as compare_dir.py reads an index) and one
      render index per corpus, OUT/render/<corpus>.json: every frame any set scores, once.
      Prints one line per corpus, "<render index> <candidate folder>", for the renderer.
  golden_sets.py candidates SHARED OUT SET
      Prints the folder holding SET's candidate PNGs (OUT/render/<corpus>).
  golden_sets.py gate SHARED OUT [--only SET ...] [--update-ratchet] [--no-ratchet]
      Reads OUT/<set>.json (compare_dir.py's --json output for each set) and checks each set's
      threshold and ratchet. Exit status 1 when a gate fails.
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDENS = os.path.join(HERE, "..", "Tests", "Goldens")
sys.path.insert(0, HERE)
import effects_frames as EF  # noqa: E402
import golden_ratchet as GR  # noqa: E402


class GoldenSet:
    def __init__(self, name, frames, gate, threshold, ratchet):
        if frames not in ("plain", "all") or gate not in ("all", "plain-files"):
            raise SystemExit(f"golden-sets.txt: bad line for {name}")
        self.name, self.frames, self.gate = name, frames, gate
        self.threshold = float(threshold)
        self.ratchet = os.path.normpath(os.path.join(GOLDENS, ratchet))


def read_sets(only=None):
    sets = []
    with open(os.path.join(GOLDENS, "golden-sets.txt")) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                sets.append(GoldenSet(*line.split()))
    if only:
        unknown = set(only) - {s.name for s in sets}
        if unknown:
            raise SystemExit(f"golden_sets.py: no set named {', '.join(sorted(unknown))}")
        sets = [s for s in sets if s.name in only]
    return sets


def load_index(shared, s):
    path = os.path.join(shared, s.name, "index.json")
    with open(path) as f:
        index = json.load(f)
    return path, index, EF.corpus_of(path, index)


def selected_entries(shared, s, docs):
    """The set's entries, each with its png made absolute."""
    path, index, corpus = load_index(shared, s)
    types = EF.drawn_types()
    folder = os.path.dirname(os.path.abspath(path))
    kept = []
    for e in index["entries"]:
        if s.frames == "plain":
            key = (corpus, e["file"])
            if key not in docs:
                docs[key] = EF.load(os.path.join(corpus, e["file"]))
            if docs[key] is not None and EF.has_drawn_effects(docs[key], types):
                continue
        e = dict(e)
        e["png"] = os.path.join(folder, e["png"])
        kept.append(e)
    return index, corpus, kept


def corpus_name(corpus):
    return os.path.basename(os.path.normpath(corpus))


def plan(a):
    os.makedirs(os.path.join(a.out, "index"), exist_ok=True)
    docs, renders = {}, {}
    for s in read_sets(a.only):
        index, corpus, entries = selected_entries(a.shared, s, docs)
        out = dict(index, entries=entries, corpus=corpus)
        with open(os.path.join(a.out, "index", f"{s.name}.json"), "w") as f:
            json.dump(out, f)
        frames = renders.setdefault(corpus, {})
        for e in entries:
            key = (e["file"], float(e["frame"]))
            size = (e.get("width"), e.get("height"), e.get("scale"))
            if key in frames and frames[key][1] != size:
                raise SystemExit(f"golden_sets.py: {e['file']}@{e['frame']} has two sizes in the golden sets")
            frames.setdefault(key, (e, size))
    for corpus, frames in renders.items():
        name = corpus_name(corpus)
        entries = [{k: e[k] for k in ("file", "frame", "width", "height", "scale")} for e, _ in frames.values()]
        os.makedirs(os.path.join(a.out, "render"), exist_ok=True)
        path = os.path.join(a.out, "render", f"{name}.json")
        with open(path, "w") as f:
            json.dump({"corpus": os.path.relpath(corpus, os.path.dirname(path)), "entries": entries}, f)
        print(path, os.path.join(a.out, "render", name))
    return 0


def candidates(a):
    (s,) = read_sets([a.set])
    _, _, corpus = load_index(a.shared, s)
    print(os.path.join(a.out, "render", corpus_name(corpus)))
    return 0


def gate(a):
    status = 0
    for s in read_sets(a.only):
        with open(os.path.join(a.out, "index", f"{s.name}.json")) as f:
            index = json.load(f)
        with open(os.path.join(a.out, f"{s.name}.json")) as f:
            results = {GR.frame_name(r): r for r in json.load(f)["frames"]}
        counted, loose, ratcheted = [], [], []
        plain_files = {}
        for e in index["entries"]:
            name = GR.frame_name(e)
            r = results.get(name)
            ok = bool(r and r.get("status") == "ok" and r.get("within_bar"))
            if e.get("nondeterministic"):
                loose.append((name, ok))
                continue
            ratcheted.append(name)
            if s.gate == "plain-files":
                if e["file"] not in plain_files:
                    doc = EF.load(os.path.join(index["corpus"], e["file"]))
                    plain_files[e["file"]] = doc is not None and not EF.needs_text(doc) and not EF.has_expressions(doc)
                if not plain_files[e["file"]]:
                    continue
            counted.append((name, ok))
        within = sum(ok for _, ok in counted)
        pct = 100.0 * within / len(counted) if counted else 100.0
        what = "frames" if s.gate == "all" else "frames of files needing neither text nor expressions"
        print(f"\n{s.name}: {within} of {len(counted)} {what} within the bar ({pct:.1f} %), threshold {s.threshold:g} %")
        if loose:
            print(f"{s.name}: not gated (nondeterministic goldens): "
                  + ", ".join(f"{n} {'within' if ok else 'outside'}" for n, ok in loose))
        if pct + 1e-9 < s.threshold:
            print(f"{s.name}: FAILED: {pct:.1f} % is under the threshold {s.threshold:g} %")
            status = 1
        if a.no_ratchet:
            continue
        gated = {name: results.get(name, {"status": "missing"}) for name in ratcheted}
        status |= GR.check(gated, s.ratchet, update=a.update_ratchet, label=s.name)
    return status


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("plan")
    p.add_argument("shared")
    p.add_argument("out")
    p.add_argument("--only", action="append")
    c = sub.add_parser("candidates")
    c.add_argument("shared")
    c.add_argument("out")
    c.add_argument("set")
    g = sub.add_parser("gate")
    g.add_argument("shared")
    g.add_argument("out")
    g.add_argument("--only", action="append")
    g.add_argument("--update-ratchet", action="store_true")
    g.add_argument("--no-ratchet", action="store_true")
    a = ap.parse_args(argv)
    return {"plan": plan, "candidates": candidates, "gate": gate}[a.command](a)


if __name__ == "__main__":
    sys.exit(main())

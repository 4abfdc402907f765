#!/usr/bin/env python3
"""Every reference at once: each golden frame, ours against lottie-web (the set's golden: the
canvas renderer, or the SVG renderer for the -effects sets), against lottie-web's other renderer
where the other set has the frame, and against ThorVG; sorted into groups.

usage: triage.py SHARED OUT THORVG [--only SET ...] [--json OUT.json] [--all]

OUT is scripts/golden.sh's output folder (OUT/index/<set>.json, our renders in
OUT/render/<corpus>/); THORVG holds ThorVG's renders of the same frames, THORVG/<corpus>/
(scripts/triage.sh makes both). Two images agree when they are within the bar of each other
(PSNR >= 35 dB and <= 1.5 % of pixels off by > 32, the goldens' bar). Groups, per frame:

  our bug           lottie-web and ThorVG agree, and we are outside the bar of lottie-web
  with ThorVG only  the references differ; we agree with ThorVG, not lottie-web
  all three differ  the references differ and we agree with neither
  with lottie-web   the references differ; we agree with lottie-web (the gate passes)
  no ThorVG         ThorVG drew nothing (it failed on the file)
  all agree         we agree with lottie-web, and lottie-web with ThorVG

Prints the frames of the first five groups (our bugs first), then the counts per set; --all
lists the frames of every group. --json writes every frame's figures and group.
"""
import argparse
import json
import os
import sys

GROUPS = ["our bug", "with ThorVG only", "all three differ", "with lottie-web", "no ThorVG", "all agree"]


def load(shared):
    sys.path.insert(0, os.path.join(shared, "tools", "reference"))
    import diff as D  # noqa: E402
    return D


def counterpart(name):
    return name[: -len("-effects")] if name.endswith("-effects") else name + "-effects"


def goldens_by_frame(shared, name):
    path = os.path.join(shared, name, "index.json")
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        index = json.load(f)
    folder = os.path.dirname(path)
    return {(e["file"], float(e["frame"])): os.path.join(folder, e["png"]) for e in index["entries"]}


def classify(ours_lw, ours_tv, lw_tv):
    if lw_tv is None:
        return "no ThorVG"
    if lw_tv:
        return "all agree" if ours_lw else "our bug"
    if ours_lw:
        return "with lottie-web"
    return "with ThorVG only" if ours_tv else "all three differ"


def triage_set(D, shared, out, thorvg, name):
    with open(os.path.join(out, "index", f"{name}.json")) as f:
        index = json.load(f)
    corpus = os.path.basename(os.path.normpath(index["corpus"]))
    other_name = counterpart(name)
    others = goldens_by_frame(shared, other_name)

    def image(path):
        return D.load_rgb(path)[0] if path and os.path.exists(path) else None

    def agree(a, b):
        if a is None or b is None or a.shape != b.shape:
            return None
        return D.agreement(a, b)

    frames = []
    for e in index["entries"]:
        rel = f"{e['file']}@{e['frame']}.png"
        golden = image(e["png"])
        ours = image(os.path.join(out, "render", corpus, rel))
        tv = image(os.path.join(thorvg, corpus, rel))
        other_path = others.get((e["file"], float(e["frame"])))
        other = image(other_path)
        ours_lw, ours_tv, lw_tv, ours_other = agree(golden, ours), agree(tv, ours), agree(golden, tv), agree(other, ours)
        group = classify(bool(ours_lw and ours_lw["within_bar"]), bool(ours_tv and ours_tv["within_bar"]),
                         None if lw_tv is None else lw_tv["within_bar"])
        frames.append({"set": name, "file": e["file"], "frame": e["frame"], "group": group,
                       "nondeterministic": bool(e.get("nondeterministic")),
                       "ours_lottie_web": ours_lw, "ours_thorvg": ours_tv, "lottie_web_thorvg": lw_tv,
                       "ours_other_renderer": ours_other, "other_renderer": other_name if other_path else None})
    return frames


def psnr(r):
    if r is None:
        return "   -  "
    return f"{r['psnr']:5.1f}{'' if r['within_bar'] else '*'}"


def show(frames, groups):
    for group in groups:
        chosen = [f for f in frames if f["group"] == group]
        if not chosen:
            continue
        print(f"\n== {group} ({len(chosen)} frames)   dB: ours~lottie-web | ours~ThorVG | lottie-web~ThorVG | "
              f"ours~other renderer   (* outside the bar)")
        for f in chosen:
            other = f"{psnr(f['ours_other_renderer'])} ({f['other_renderer']})" if f["other_renderer"] else ""
            flag = "  nondeterministic golden" if f["nondeterministic"] else ""
            print(f"  {f['set']:<20} {f['file']}@{f['frame']}: {psnr(f['ours_lottie_web'])} | "
                  f"{psnr(f['ours_thorvg'])} | {psnr(f['lottie_web_thorvg'])} | {other}{flag}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("shared")
    ap.add_argument("out")
    ap.add_argument("thorvg")
    ap.add_argument("--only", action="append")
    ap.add_argument("--json")
    ap.add_argument("--all", action="store_true", help="list the frames of every group")
    a = ap.parse_args(argv)
    D = load(a.shared)
    names = sorted(n[:-5] for n in os.listdir(os.path.join(a.out, "index")) if n.endswith(".json"))
    if a.only:
        names = [n for n in names if n in a.only]
    frames = [f for n in names for f in triage_set(D, a.shared, a.out, a.thorvg, n)]
    show(frames, GROUPS if a.all else GROUPS[:5])
    print(f"\n{'set':<20} {'frames':>6} " + " ".join(f"{g:>16}" for g in GROUPS))
    for n in names + ["all sets"]:
        fs = [f for f in frames if n == "all sets" or f["set"] == n]
        print(f"{n:<20} {len(fs):>6} " + " ".join(f"{sum(f['group'] == g for f in fs):>16}" for g in GROUPS))
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"frames": frames}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

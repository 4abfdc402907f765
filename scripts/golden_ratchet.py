#!/usr/bin/env python3
"""The golden-frame ratchet: a committed list of lottie-web golden frames that are within the
bar (PSNR >= 35 dB and <= 1.5 % of pixels off by > 32). No listed frame may drop out.
scripts/golden.sh keeps one list per golden set (Tests/Goldens/golden-sets.txt) through
golden_sets.py, which calls check() here.

usage: golden_ratchet.py RESULTS.json RATCHET.txt [--update]

RESULTS.json is compare_dir.py's --json output. Prints the listed frames that are now outside
the bar (or were not rendered) and the frames that newly pass; exit status 1 when a listed
frame dropped out. --update adds the newly passing frames to RATCHET.txt (it never removes
one: dropping a frame from the list is an edit by hand, seen in review) and then checks as
usual.

RATCHET.txt: '#' comments, then one frame a line, "<corpus file>@<frame>", sorted.
"""
import argparse
import json
import sys

HEADER = """\
# The golden-frame ratchet of one golden set (Tests/Goldens/golden-sets.txt names the set
# and this list): lottie-web golden frames that are within the bar (PSNR >= 35 dB and
# <= 1.5 % of pixels off by > 32). scripts/golden.sh fails when a listed frame drops out and
# prints the frames that newly pass; add those with
#   scripts/golden.sh --update-ratchet
# (it only adds; removing a frame is a deliberate edit by hand).
"""


def key(name):
    file, _, frame = name.rpartition("@")
    try:
        return (file, float(frame))
    except ValueError:
        return (file, float("inf"))


def frame_name(record):
    frame = record["frame"]
    if isinstance(frame, float) and frame.is_integer():
        frame = int(frame)
    return f"{record['file']}@{frame}"


def read_list(path):
    try:
        with open(path) as f:
            return {line.strip() for line in f if line.strip() and not line.startswith("#")}
    except FileNotFoundError:
        return set()


def write_list(path, names):
    with open(path, "w") as f:
        f.write(HEADER)
        for name in sorted(names, key=key):
            f.write(name + "\n")


def describe(record):
    if record is None:
        return "not in the results (not in the index, or not rendered)"
    if record.get("status") != "ok":
        return record.get("status", "not compared")
    return f"{record['psnr']:.2f} dB, {record['pct_gt32']:.3f} % > 32"


def check(records, ratchet, update=False, label="golden ratchet"):
    """records: frame name -> compare_dir.py record. Returns 1 when a listed frame dropped out."""
    within = {name for name, r in records.items() if r.get("status") == "ok" and r.get("within_bar")}
    listed = read_list(ratchet)
    new = sorted(within - listed, key=key)
    if update and new:
        write_list(ratchet, listed | within)
        print(f"{label}: added {len(new)} frame(s) to {ratchet}")
        listed |= within
        new = []
    dropped = sorted(listed - within, key=key)
    if new:
        print(f"{label}: {len(new)} frame(s) newly within the bar; add them with scripts/golden.sh --update-ratchet:")
        for name in new:
            print(f"  + {name}  ({describe(records[name])})")
    if dropped:
        print(f"{label}: FAILED: {len(dropped)} of {len(listed)} listed frame(s) dropped out of the bar:")
        for name in dropped:
            print(f"  - {name}  ({describe(records.get(name))})")
        return 1
    print(f"{label}: all {len(listed)} listed frames are within the bar")
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("results")
    ap.add_argument("ratchet")
    ap.add_argument("--update", action="store_true", help="add the newly passing frames to the list")
    a = ap.parse_args(argv)
    with open(a.results) as f:
        records = {frame_name(r): r for r in json.load(f)["frames"]}
    return check(records, a.ratchet, update=a.update)


if __name__ == "__main__":
    sys.exit(main())

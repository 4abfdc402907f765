#!/usr/bin/env python3
"""Stickers side by side: `scrollwork export` to GIF, WebP and WebM at 512x512 against rlottie
(rlottie-python, its GIF and WebP through Pillow) and ffmpeg from PNG frames, on the 20
".tgs-sized" files of the shared corpora; then batches of many files for throughput and memory.

Run with the reference tools' venv (../shared/tools/reference/setup.sh .venv-reference) after
a release build of `scrollwork`:

    .venv-reference/bin/python Benchmarks/stickers/sticker_compare.py pick      # the 20 files and why
    .venv-reference/bin/python Benchmarks/stickers/sticker_compare.py compare   # the side-by-side table
    .venv-reference/bin/python Benchmarks/stickers/sticker_compare.py batch     # 1,000 files; every corpus file

The 20 files (`pick`): every Lottie JSON of ../shared/corpus and ../shared/corpus-2 that reads,
has no image assets, lasts 1 to 10 seconds and whose `.tgs` (`scrollwork export -o x.tgs`: the
JSON minified and gzipped) is at most 64 KB, Telegram's limit; identical files counted once;
the 20 with the largest `.tgs` — the heaviest files that are sticker-sized.

`compare`: every frame ip … op-1 at the file's rate, fitted into 512x512. Wall-clock seconds
of whole processes with all cores (`--threads 0`) and with one (`--threads 1`); rlottie-python
renders on its calling thread, timed inside Python from loading the file to the written
output. PSNR is over white, every decoded frame against `scrollwork render --all` of the same
frame (so for rlottie it counts its different drawing as well as the codec's loss); GIFs are
exported with `--matte '#ffffff'`, the page they are measured on.
"""
import argparse
import gzip
import hashlib
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
from PIL import Image, ImageSequence

SIZE = 512
FORMATS = ["gif", "webp", "webm"]
SHARED = [""]          # the shared folder, for labels


def load_average():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def run(args, timeout=1800):
    """Wall-clock seconds of a process; raises with its last line of stderr when it fails."""
    start = time.perf_counter()
    done = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=timeout)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        lines = done.stderr.strip().splitlines()
        raise RuntimeError(f"{os.path.basename(args[0])}: {lines[-1] if lines else done.returncode}")
    return elapsed, done.stdout


# --- picking the files -------------------------------------------------------------------

def corpus_files(shared):
    found = []
    for root in ("corpus", "corpus-2"):
        for folder, _, names in os.walk(os.path.join(shared, root)):
            found += [os.path.join(folder, n) for n in names if n.endswith(".json")]
    return sorted(found)


def pick(scrollwork, shared, count=20):
    """The `count` sticker-sized files, largest .tgs first, with the figures the rule uses."""
    work = tempfile.mkdtemp(prefix="sticker-pick-")
    try:
        files = corpus_files(shared)
        done = subprocess.run([scrollwork, "export", os.path.join(shared, "corpus"), os.path.join(shared, "corpus-2"),
                               "-o", os.path.join(work, "{path}.{ext}.tgs"), "--json"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        sizes = {}
        for line in done.stdout.splitlines():
            o = json.loads(line)
            if o.get("status") == "converted" and o["input"].endswith(".json"):
                sizes[o["input"]] = o["bytes"]
        seen, chosen = set(), []
        for path in sorted(sizes, key=lambda p: (-sizes[p], p)):
            if sizes[path] > 64 * 1024:
                continue
            digest = hashlib.sha256(open(path, "rb").read()).hexdigest()
            if digest in seen:
                continue
            info = json.loads(subprocess.run([scrollwork, "info", path, "--json"], stdout=subprocess.PIPE, text=True).stdout)
            if info["images"] > 0 or not (1 <= info["duration"] <= 10):
                continue
            seen.add(digest)
            chosen.append((path, sizes[path], info))
            if len(chosen) == count:
                break
        return chosen, len(files), len(sizes)
    finally:
        shutil.rmtree(work, ignore_errors=True)


# --- decoding and scoring ----------------------------------------------------------------

def over_white(rgba):
    a = rgba.astype(np.float64)
    alpha = a[:, :, 3:4] / 255
    return a[:, :, :3] * alpha + 255 * (1 - alpha)


def decoded_frames(path, rate, count):
    """The frames shown in the middle of frame k's time, (k + ½) / rate, for k < count, as RGBA
    arrays, from any output (formats round frame starts to their time unit: GIF hundredths,
    WebP milliseconds, so the start itself can fall a unit early or late)."""
    frames, durations = [], []
    if path.endswith(".webm"):
        done = subprocess.run(["ffmpeg", "-v", "error", "-c:v", "libvpx-vp9", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
                              stdout=subprocess.PIPE, check=True)
        probe = subprocess.run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height",
                                "-of", "csv=p=0", path], stdout=subprocess.PIPE, text=True, check=True)
        w, h = (int(v) for v in probe.stdout.strip().split(",")[:2])
        raw = np.frombuffer(done.stdout, dtype=np.uint8)
        n = raw.size // (w * h * 4)
        frames = list(raw[: n * w * h * 4].reshape(n, h, w, 4))
        durations = [1000 / rate] * n
    else:
        image = Image.open(path)
        for frame in ImageSequence.Iterator(image):
            frames.append(np.asarray(frame.convert("RGBA")))
            durations.append(frame.info.get("duration", 1000 / rate) or 1000 / rate)
    shown, t, i, end = [], 0.0, 0, durations[0] if durations else 0
    for k in range(count):
        t = (k + 0.5) * 1000 / rate
        while i + 1 < len(frames) and t >= end - 1e-6:
            i += 1
            end += durations[i]
        shown.append(frames[min(i, len(frames) - 1)])
    return shown


def psnr(path, reference_frames, rate):
    """Mean and worst PSNR (dB, over white) of an output's frames against the reference."""
    frames = decoded_frames(path, rate, len(reference_frames))
    scores = []
    for mine, ref in zip(frames, reference_frames):
        if mine.shape[:2] != ref.shape[:2]:
            # rlottie fits the content into the frame as we do; a size mismatch is a failure.
            return None
        mse = ((over_white(mine) - ref) ** 2).mean()
        scores.append(99.0 if mse == 0 else 10 * np.log10(255 ** 2 / mse))
    return statistics.mean(scores), min(scores)


# --- the side-by-side --------------------------------------------------------------------

def rlottie_child(path, out):
    from rlottie_python import LottieAnimation
    start = time.perf_counter()
    animation = LottieAnimation.from_file(os.path.abspath(path))
    animation.save_animation(out, width=SIZE, height=SIZE)
    print(time.perf_counter() - start)


def rlottie(python, path, out):
    _, stdout = run([python, __file__, "rlottie-child", path, out], timeout=600)
    return float(stdout.strip().splitlines()[-1])


def quality(a):
    """Each output made once and scored against the render: sizes and PSNR, no timing."""
    a.times = False
    return compare(a)


def compare(a):
    chosen, _, _ = pick(a.scrollwork, a.shared)
    chosen = chosen[: a.limit]
    work = tempfile.mkdtemp(prefix="sticker-compare-")
    rows = []
    try:
        for path, tgs, info in chosen:
            label = os.path.relpath(path, a.shared)
            rate, frames = info["frame_rate"], int(round(info["out_point"]) - round(info["in_point"]))
            ref_dir = os.path.join(work, "ref")
            shutil.rmtree(ref_dir, ignore_errors=True)
            times = {}
            for threads in ((0, 1) if getattr(a, "times", True) else (0,)):
                times[threads], _ = run([a.scrollwork, "render", path, "--all", "--size", f"{SIZE}x{SIZE}", "--threads", str(threads),
                                         "--quiet", "-o", os.path.join(ref_dir, "{frame}.png")])
            first = int(round(info["in_point"]))
            reference = [over_white(np.asarray(Image.open(os.path.join(ref_dir, f"{first + k}.png")).convert("RGBA")))
                         for k in range(frames)]
            for fmt in FORMATS:
                out = os.path.join(work, f"sw.{fmt}")
                extra = ["--matte", "#ffffff"] if fmt == "gif" else []
                cells = [run([a.scrollwork, "export", path, "-o", out, "--size", f"{SIZE}x{SIZE}", "--threads", str(t), "--quiet"] + extra)[0]
                         for t in ((0, 1) if getattr(a, "times", True) else (0,))] + [None]
                rows.append((label, f"scrollwork export .{fmt}", cells[0], cells[1], os.path.getsize(out), psnr(out, reference, rate)))
            for fmt in ("gif", "webp"):
                out = os.path.join(work, f"rlottie.{fmt}")
                try:
                    t = rlottie(sys.executable, path, out)
                    rows.append((label, f"rlottie + Pillow .{fmt}", None, t, os.path.getsize(out), psnr(out, reference, rate)))
                except (RuntimeError, subprocess.TimeoutExpired) as error:
                    rows.append((label, f"rlottie + Pillow .{fmt}", None, None, None, str(error)[:60]))
            pattern = ["-framerate", f"{rate:g}", "-start_number", str(first), "-i", os.path.join(ref_dir, "%d.png")]
            conversions = {
                "gif": ["-filter_complex", "[0:v]split[a][b];[a]palettegen=reserve_transparent=1[p];[b][p]paletteuse", "-loop", "0"],
                "webp": ["-c:v", "libwebp_anim", "-quality", "90", "-loop", "0"],
                "webm": ["-c:v", "libvpx-vp9", "-crf", "20", "-b:v", "0", "-row-mt", "1", "-pix_fmt", "yuva420p"],
            }
            for fmt, options in conversions.items():
                out = os.path.join(work, f"ffmpeg.{fmt}")
                cells = [None, None]
                for threads in ((0, 1) if getattr(a, "times", True) else (0,)):
                    t, _ = run(["ffmpeg", "-v", "error", "-y", "-threads", str(threads)] + pattern + options + ["-threads", str(threads), out])
                    cells[threads] = t + times[threads]
                rows.append((label, f"render --all + ffmpeg .{fmt}", cells[0], cells[1], os.path.getsize(out), psnr(out, reference, rate)))
            print(f"done {label} (load {load_average()})", file=sys.stderr)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return chosen, rows


def fmt_time(t):
    return "" if t is None else f"{t:.2f}"


def fmt_psnr(p):
    if isinstance(p, str):
        return p
    return "n/a" if p is None else f"{p[0]:.1f} / {p[1]:.1f}"


def print_compare(chosen, rows):
    print("| file | frames | .tgs KB |")
    print("|---|---:|---:|")
    for path, tgs, info in chosen:
        print(f"| {os.path.relpath(path, SHARED[0])} | {int(round(info['out_point'] - info['in_point']))} @ {info['frame_rate']:g} fps | {tgs / 1024:.1f} |")
    print()
    print("| file | conversion | s, all cores | s, one thread | KB | PSNR mean / worst (dB) |")
    print("|---|---|---:|---:|---:|---:|")
    for label, name, t0, t1, size, p in rows:
        print(f"| {label} | {name} | {fmt_time(t0)} | {fmt_time(t1)} | {'' if size is None else f'{size / 1024:.0f}'} | {fmt_psnr(p)} |")
    print()
    print(f"Totals over the {len(chosen)} files (seconds summed; sizes summed; PSNR: mean of the files' means, worst frame of all):")
    print()
    print("| conversion | s, all cores | s, one thread | KB | PSNR mean / worst (dB) | files |")
    print("|---|---:|---:|---:|---:|---:|")
    names = []
    for row in rows:
        if row[1] not in names:
            names.append(row[1])
    for name in names:
        mine = [r for r in rows if r[1] == name and r[4] is not None]
        t0 = sum(r[2] for r in mine) if mine and all(r[2] is not None for r in mine) else None
        t1 = sum(r[3] for r in mine if r[3] is not None)
        scored = [r[5] for r in mine if isinstance(r[5], tuple)]
        p = (statistics.mean(s[0] for s in scored), min(s[1] for s in scored)) if scored else None
        print(f"| {name} | {fmt_time(t0)} | {t1:.2f} | {sum(r[4] for r in mine) / 1024:.0f} | {fmt_psnr(p)} | {len(mine)} |")


# --- batches ------------------------------------------------------------------------------

def timed_batch(args):
    """Runs a batch under /usr/bin/time: its wall seconds, peak RSS (KB), summary and lines."""
    start = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-f", "%M %e"] + args + ["--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    rss, _ = done.stderr.strip().splitlines()[-1].split()
    lines = [json.loads(l) for l in done.stdout.splitlines() if l.startswith("{")]
    summary = next(l["summary"] for l in lines if "summary" in l)
    return elapsed, int(rss), summary, [l for l in lines if "summary" not in l], done.returncode


def batch(a):
    work = tempfile.mkdtemp(prefix="sticker-batch-")
    try:
        files = [p for p in corpus_files(a.shared)]
        for root in ("corpus", "corpus-2"):
            for folder, _, names in os.walk(os.path.join(a.shared, root)):
                files += [os.path.join(folder, n) for n in names if n.endswith((".lottie", ".lot"))]
        files.sort()
        # 1,000 files: the corpora repeated, each a link of its own name.
        many = os.path.join(work, "many")
        os.makedirs(many)
        for k in range(1000):
            src = files[k % len(files)]
            os.symlink(os.path.abspath(src), os.path.join(many, f"f{k:04d}{os.path.splitext(src)[1]}"))
        results = {}
        for name, args in [
            ("1,000 files (the corpora repeated) to WebP at 256x256",
             [a.scrollwork, "export", many, "-o", os.path.join(work, "out-many/{name}.webp"), "--size", "256x256"]),
            ("every file of corpus and corpus-2 to WebP at 256x256",
             [a.scrollwork, "export", os.path.join(a.shared, "corpus"), os.path.join(a.shared, "corpus-2"),
              "-o", os.path.join(work, "out-all/{path}.{ext}.webp"), "--size", "256x256"]),
            ("every file of corpus and corpus-2 to .tgs (Telegram profile)",
             [a.scrollwork, "export", os.path.join(a.shared, "corpus"), os.path.join(a.shared, "corpus-2"),
              "-o", os.path.join(work, "out-tgs/{path}.{ext}.tgs"), "--profile", "telegram"]),
        ]:
            load = load_average()
            elapsed, rss, summary, lines, status = timed_batch(args)
            out = args[args.index("-o") + 1].split("/{")[0]
            written, partial = [], []
            for folder, _, names in os.walk(out):
                written += [n for n in names if ".partial-" not in n]
                partial += [n for n in names if ".partial-" in n]
            results[name] = dict(command=" ".join(os.path.relpath(x) if x.startswith("/") else x for x in args), load=load,
                                 load_after=load_average(), seconds=elapsed, rss_mb=rss / 1024, summary=summary, status=status,
                                 written=len(written), partial=len(partial),
                                 failures=sorted((l["input"], l["reason"]) for l in lines if l["status"] == "failed"))
            print(f"done {name}", file=sys.stderr)
        for name, r in results.items():
            s = r["summary"]
            print(f"### {name}\n")
            print(f"`{r['command']}` (exit {r['status']}; load average {r['load']} before, {r['load_after']} after)\n")
            print(f"- {s['files']} files: {s['converted']} converted, {s['skipped']} skipped, {s['failed']} failed, "
                  f"in {r['seconds']:.1f} s: {s['files'] / r['seconds']:.2f} files/s, {s['frames']} frames "
                  f"({s['frames'] / r['seconds']:.0f} frames/s)")
            print(f"- peak RSS {r['rss_mb']:.0f} MB; {r['written']} outputs written, {r['partial']} partial files left")
            if r["failures"]:
                print(f"- failed ({len(r['failures'])}):")
                for path, reason in r["failures"]:
                    print(f"  - `{os.path.relpath(path, a.shared) if path.startswith(os.path.abspath(a.shared)) else path}`: {reason}")
            print()
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("what", choices=["pick", "compare", "quality", "batch", "rlottie-child"])
    parser.add_argument("args", nargs="*", help=argparse.SUPPRESS)
    parser.add_argument("--scrollwork", default=".build/release/scrollwork")
    parser.add_argument("--shared", default="../shared")
    parser.add_argument("--limit", type=int, default=20, help="compare: only the first N files (a trial run)")
    a = parser.parse_args()
    a.shared = os.path.abspath(a.shared)
    SHARED[0] = a.shared
    if a.what == "rlottie-child":
        rlottie_child(*a.args)
    elif a.what == "pick":
        chosen, total, read = pick(a.scrollwork, a.shared)
        print(f"{total} JSON files, {read} read and written as .tgs; chosen:")
        for path, tgs, info in chosen:
            print(f"  {os.path.relpath(path, a.shared)}: .tgs {tgs / 1024:.1f} KB, {info['duration']:.2f} s at {info['frame_rate']:g} fps")
    elif a.what in ("compare", "quality"):
        print(f"load average before: {load_average()}", file=sys.stderr)
        chosen, rows = compare(a) if a.what == "compare" else quality(a)
        print_compare(chosen, rows)
        print(f"\nload average at the end: {load_average()}")
    else:
        batch(a)


if __name__ == "__main__":
    main()

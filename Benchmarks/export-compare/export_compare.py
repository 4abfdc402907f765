#!/usr/bin/env python3
"""Times `scrollwork export` per format (all cores and one) against the conversions people
use today: ThorVG's GIF saver and rlottie's save_animation (Pillow) through their Python
packages, and ffmpeg from PNG frames (`scrollwork render --all`). Prints a Markdown table.

Run with the reference tools' venv (../shared/tools/reference/setup.sh DIR) after a release
build of `scrollwork`:

    .venv-reference/bin/python Benchmarks/export-compare/export_compare.py \
        --scrollwork .build/release/scrollwork --shared ../shared > result.md

Times are wall clock, best of --repeat runs; for `scrollwork export` the CPU seconds (user +
system, of the last run) follow in brackets, as the machine may be shared. Scrollwork's and ffmpeg's are whole processes
(reading the file included); ThorVG's and rlottie's are timed inside one Python process from
loading the file to the written output (the interpreter's start is not counted).
"""
import argparse
import ctypes
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

# (label, corpus path, output size WxH: the golden size rule, at most 512 a side)
FILES = [
    ("LottieLogo1", "corpus/lottie-ios/LottieLogo1.json", "288x512"),
    ("navidad", "corpus/lottie-web/test/animations/navidad.json", "512x288"),
    ("Text_AnimatedProperties (text)", "corpus/lottie-ios/Nonanimating/Text_AnimatedProperties.json", "512x512"),
]
FORMATS = ["gif", "webp", "png", "mp4", "webm"]


def best_of(repeat, run):
    """Runs `run` (returns seconds) `repeat` times; the smallest."""
    return min(run() for _ in range(repeat))


LAST_CPU = [0.0]


def timed_process(args):
    """Wall-clock seconds of one run; its CPU seconds (user + system) go to LAST_CPU."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    LAST_CPU[0] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode != 0:
        raise RuntimeError(f"{args[0]} failed: {done.stderr.strip()[:300]}")
    return elapsed


def tool_child(tool, path, size, out, threads):
    """Runs in a process of its own (ThorVG fixes its thread count once per process)."""
    w, h = (int(v) for v in size.split("x"))
    start = time.perf_counter()
    if tool == "thorvg":
        import thorvg_python as tvg
        engine = tvg.Engine(threads=threads)
        animation = tvg.LottieAnimation(engine)
        picture = animation.get_picture()
        if picture.load(os.path.abspath(path)) != tvg.Result.SUCCESS:
            raise RuntimeError("thorvg could not load the file")
        _, w0, h0 = picture.get_size()
        scale = min(w / w0, h / h0)
        picture.set_size(w0 * scale, h0 * scale)
        picture.translate((w - w0 * scale) / 2, (h - h0 * scale) / 2)
        saver = tvg.Saver(engine)
        # thorvg-python 1.1.3's Saver.save_animation calls tvg_saver_save_paint with the
        # animation (a crash): call the C API's tvg_saver_save_animation directly. Quality 100,
        # fps 0 = the file's rate.
        save = engine.thorvg_lib.tvg_saver_save_animation
        save.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_uint32, ctypes.c_uint32]
        save.restype = ctypes.c_int
        result = save(ctypes.cast(saver._saver, ctypes.c_void_p), ctypes.cast(animation._animation, ctypes.c_void_p),
                      out.encode(), 100, 0)
        if result != 0:
            raise RuntimeError(f"thorvg tvg_saver_save_animation: {result}")
        saver.sync()
    else:
        from rlottie_python import LottieAnimation
        animation = LottieAnimation.from_file(os.path.abspath(path))
        animation.save_animation(out, width=w, height=h)
    print(time.perf_counter() - start)


def timed_tool(python, tool, path, size, out, threads):
    try:
        done = subprocess.run([python, __file__, "--child", tool, path, size, out, str(threads)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        raise RuntimeError(f"{tool}: no result in 300 s")
    if done.returncode != 0 or not os.path.exists(out):
        raise RuntimeError(f"{tool}: {done.stderr.strip().splitlines()[-1] if done.stderr.strip() else done.returncode}")
    return float(done.stdout.strip().splitlines()[-1])


def frame_rate(path):
    import json
    with open(path) as f:
        data = json.load(f)
    return float(data["fr"]), int(data["ip"])


def size_kb(path):
    return f"{os.path.getsize(path) / 1024:.0f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scrollwork", default=".build/release/scrollwork")
    parser.add_argument("--shared", default="../shared")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--child", nargs=5, help=argparse.SUPPRESS)
    a = parser.parse_args()
    if a.child:
        tool, path, size, out, threads = a.child
        tool_child(tool, path, size, out, int(threads))
        return
    work = tempfile.mkdtemp(prefix="export-compare-")
    try:
        rows = []
        for label, relative, size in FILES:
            path = os.path.join(a.shared, relative)
            fps, ip = frame_rate(path)
            for fmt in FORMATS:
                out = os.path.join(work, f"out.{fmt}")
                cells = []
                for threads in (0, 1):
                    extra = ["--background", "#ffffff"] if fmt == "mp4" else []
                    t = best_of(a.repeat, lambda: timed_process(
                        [a.scrollwork, "export", path, "-o", out, "--size", size, "--threads", str(threads), "--quiet"] + extra))
                    cells.append(f"{t:.2f} ({LAST_CPU[0]:.2f})")
                rows.append((label, size, f"scrollwork export .{fmt}", cells[0], cells[1], size_kb(out)))
            for tool in ("thorvg", "rlottie"):
                out = os.path.join(work, f"{tool}.gif")
                cells = []
                for threads in (0, 1):
                    if threads == 0:
                        # rlottie-python renders frame by frame on one thread; ThorVG's saver
                        # never returns from sync() with worker threads (tried 1 and 2).
                        cells.append("n/a" if tool == "rlottie" else "hangs")
                        continue
                    try:
                        # ThorVG's thread count is its extra workers: 0 = the calling thread only.
                        t = best_of(a.repeat, lambda: timed_tool(sys.executable, tool, path, size, out, 0))
                        cells.append(f"{t:.2f}")
                    except RuntimeError as error:
                        cells.append(f"err: {error}")
                name = "ThorVG GIF saver" if tool == "thorvg" else "rlottie save_animation (Pillow GIF)"
                rows.append((label, size, name, cells[0], cells[1], size_kb(out) if os.path.exists(out) else "n/a"))
                if os.path.exists(out):
                    os.remove(out)
            frames = os.path.join(work, "frames")
            os.makedirs(frames, exist_ok=True)
            render = best_of(a.repeat, lambda: timed_process(
                [a.scrollwork, "render", path, "--size", size, "--all", "-o", os.path.join(frames, "{frame}.png")]))
            rows.append((label, size, "scrollwork render --all (PNG frames)", f"{render:.2f}", "", ""))
            pattern = ["-framerate", f"{fps:g}", "-start_number", str(ip), "-i", os.path.join(frames, "%d.png")]
            conversions = {
                "gif": ["-filter_complex", "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse", "-loop", "0"],
                "webp": ["-c:v", "libwebp_anim", "-quality", "90", "-loop", "0"],
                "mp4": ["-c:v", "libx264", "-preset", "medium", "-crf", "16", "-pix_fmt", "yuv420p"],
            }
            for fmt, options in conversions.items():
                out = os.path.join(work, f"ffmpeg.{fmt}")
                cells = []
                for threads in (0, 1):
                    t = best_of(a.repeat, lambda: timed_process(
                        ["ffmpeg", "-v", "error", "-y", "-threads", str(threads)] + pattern + options + ["-threads", str(threads), out]))
                    cells.append(f"{t:.2f} (+{render:.2f})")
                rows.append((label, size, f"ffmpeg from PNG frames .{fmt}", cells[0], cells[1], size_kb(out)))
            shutil.rmtree(frames)
        print("| file | size | conversion | s, all cores (CPU s) | s, one thread (CPU s) | KiB |")
        print("|---|---|---|---:|---:|---:|")
        for row in rows:
            print("| " + " | ".join(row) + " |")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Mean and worst PSNR (RGB over white) of GIF frames, decoded by Pillow, against PNG frames
0.png, 1.png … in FRAMES_DIR:  gif_quality.py FRAMES_DIR A.gif [B.gif …]  (the reference venv)."""
import sys, glob, os, numpy as np
from PIL import Image, ImageSequence
frames_dir = sys.argv[1]
def over_white(im):
    a = np.asarray(im.convert("RGBA"), dtype=np.float64)
    al = a[:, :, 3:4] / 255
    return a[:, :, :3] * al + 255 * (1 - al)
refs = [over_white(Image.open(os.path.join(frames_dir, f"{k}.png"))) for k in range(len(glob.glob(frames_dir + "/*.png")))]
for gif in sys.argv[2:]:
    im = Image.open(gif)
    ps = []
    for k, fr in enumerate(ImageSequence.Iterator(im)):
        if k >= len(refs): break
        d = over_white(fr.copy()) - refs[k]
        mse = (d ** 2).mean()
        ps.append(99 if mse == 0 else 10 * np.log10(255 ** 2 / mse))
    print(f"{os.path.basename(gif)}: {len(ps)} frames, {os.path.getsize(gif)//1024} KiB, PSNR mean {np.mean(ps):.2f} dB, worst {np.min(ps):.2f} dB")

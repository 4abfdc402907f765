#!/usr/bin/env python3
"""Writes the two fixtures of ImageDiffTests (run once; the PNGs are committed):

  translucent.png  64x48 RGBA: colour ramps under an alpha ramp (0 at the left, 255 at the
                   right) with a random grain, so compositing over white and its rounding
                   are exercised at every alpha
  opaque.png       64x48 RGB: the same ramps composited over white, then moved by a grain of
                   -40 … +40 levels in places, so every figure of diff.py is non-trivial

usage: make_fixtures.py   (needs numpy and Pillow: the reference tools' venv)
"""
import os

import numpy as np
from PIL import Image

here = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(15)
h, w = 48, 64
y, x = np.mgrid[0:h, 0:w]
rgb = np.stack([x * 4, y * 5, (x + y) * 2], axis=2) % 256
alpha = np.clip(x * 255 // (w - 1) + rng.integers(-20, 21, size=(h, w)), 0, 255)
alpha[:, :4] = 0
alpha[:, -4:] = 255
rgba = np.concatenate([rgb, alpha[:, :, None]], axis=2).astype(np.uint8)
Image.fromarray(rgba, "RGBA").save(os.path.join(here, "translucent.png"))

a = alpha[:, :, None].astype(np.int32)
over_white = (rgb * a + 127) // 255 + (255 - a)
grain = rng.integers(-40, 41, size=(h, w, 3)) * (rng.random((h, w, 1)) < 0.3)
opaque = np.clip(over_white + grain, 0, 255).astype(np.uint8)
Image.fromarray(opaque, "RGB").save(os.path.join(here, "opaque.png"))

#!/usr/bin/env bash
# The main job: set up the machine, build in release and run IntroDemo in a window —
# scroll it with the mouse wheel, drag it, or use the arrow keys; F1 shows the overlay.
# Where there is no display, it says so and renders the intro headless to PNGs instead
# (out/intro-page-1.png … out/intro-page-6.png). Extra arguments go to IntroDemo.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product IntroDemo
demo=.build/release/IntroDemo

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec "$demo" "$@"
fi

echo "demo: no display (DISPLAY and WAYLAND_DISPLAY are unset); rendering the intro headless instead."
mkdir -p out
wheel=""
for page in 1 2 3 4 5 6; do
  # Four wheel notches turn one page; 90 frames let the scroll settle on the page.
  "$demo" --headless --frames 90 ${wheel:+--wheel "$wheel"} --screenshot "out/intro-page-$page.png" "$@"
  echo "demo: wrote out/intro-page-$page.png"
  wheel="${wheel:+$wheel,}-4"
done
echo "demo: for the window, run scripts/demo.sh under a display (or: xvfb-run -a scripts/demo.sh)."

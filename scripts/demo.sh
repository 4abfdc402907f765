#!/usr/bin/env bash
# The main job: set up the machine, then build in release and run the demo.
# Until the window demo exists, the demo prints a scrubbed JazzHands-style animation's values.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec swift run -c release ScrubValues

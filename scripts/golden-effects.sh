#!/usr/bin/env bash
# Renders every frame of ../shared/reference-effects/index.json (lottie-web's SVG renderer: the
# corpus files with layer effects) and scores it; fails when under PCT % (default 90) of the
# frames whose files need neither text nor expressions are within the bar. Prints the figure
# for all frames, for those files, and for those files without the all-white frames.
#
#   scripts/golden-effects.sh [--skip-build] [--fail-under PCT] [--json OUT.json]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SHARED=${SHARED:-$ROOT/../shared}
OUT=$ROOT/out/golden-effects
FAIL_UNDER=90
JSON=""
BUILD=1
while [ $# -gt 0 ]; do
  case "$1" in
    --fail-under) FAIL_UNDER=$2; shift 2 ;;
    --skip-build) BUILD=""; shift ;;
    --json) JSON=$2; shift 2 ;;
    -h|--help) sed -n 2,7p "$0"; exit 0 ;;
    *) echo "golden-effects.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
INDEX=$SHARED/reference-effects/index.json
if [ ! -f "$INDEX" ]; then echo "golden-effects.sh: $INDEX not found (set SHARED=...)" >&2; exit 2; fi
. scripts/golden-prepare.sh
golden_prepare golden-effects.sh
.build/release/scrollwork render --index "$INDEX" --out-dir "$OUT"
(cd "$SHARED" && "$ROOT/.venv-reference/bin/python3" tools/reference/compare_dir.py "$OUT" --index "$INDEX" --quiet --json "$JSON") || true
python3 scripts/effects_frames.py summary "$JSON" "$INDEX" --fail-under "$FAIL_UNDER"

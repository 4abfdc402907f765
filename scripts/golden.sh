#!/usr/bin/env bash
# Renders every golden frame of ../shared/reference/index.json with the scrollwork CLI (release)
# and scores them against lottie-web's renders with the shared reference tools, then checks the
# golden-frame ratchet (Tests/Goldens/golden-frames.txt): no listed frame may drop out of the bar.
# Frames of files with layer effects Scrollwork draws (scripts/effects_frames.py says which) are
# scored instead against ../shared/reference-effects (lottie-web's SVG renderer, which draws
# them); their results go to OUT-effects.json next to the --json output, and are not gated here
# (scripts/golden-effects.sh gates every frame of reference-effects).
#
#   scripts/golden.sh [--fail-under PCT] [--update-ratchet] [--no-ratchet] [--skip-build]
#                     [--heatmaps DIR] [--json OUT.json] [--out DIR]
#
# --fail-under PCT   fail when under PCT % of the frames are within the bar (the aggregate gate)
# --update-ratchet   add the frames that newly pass to the ratchet list (never removes one)
# --skip-build       use the .build/release/scrollwork already built (scripts/test.sh does)
# Sets up the tools' venv in .venv-reference (git-ignored) on first use (needs PyPI).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SHARED=${SHARED:-$ROOT/../shared}
OUT=$ROOT/out/golden
RATCHET=$ROOT/Tests/Goldens/golden-frames.txt
FAIL_UNDER=""
JSON=""
UPDATE=""
CHECK_RATCHET=1
BUILD=1
EXTRA=()
while [ $# -gt 0 ]; do
  case "$1" in
    --fail-under) FAIL_UNDER=$2; shift 2 ;;
    --update-ratchet) UPDATE=--update; shift ;;
    --no-ratchet) CHECK_RATCHET=""; shift ;;
    --skip-build) BUILD=""; shift ;;
    --heatmaps) EXTRA+=(--heatmaps "$2"); shift 2 ;;
    --json) JSON=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    -h|--help) sed -n 2,12p "$0"; exit 0 ;;
    *) echo "golden.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
if [ ! -d "$SHARED/reference" ]; then
  echo "golden.sh: $SHARED/reference not found (set SHARED=...)" >&2; exit 2
fi
. scripts/golden-prepare.sh
golden_prepare golden.sh
SECONDS=0
PLAIN_INDEX=$(python3 scripts/effects_frames.py split "$SHARED/reference/index.json" "$OUT/index" --keep plain)
EFFECTS_INDEX=$(python3 scripts/effects_frames.py split "$SHARED/reference-effects/index.json" "$OUT/index" --keep effects)
.build/release/scrollwork render --index "$PLAIN_INDEX" --out-dir "$OUT"
.build/release/scrollwork render --index "$EFFECTS_INDEX" --out-dir "$OUT/effects"
echo "rendered all golden frames in ${SECONDS} s" >&2
ARGS=("$OUT" --index "$PLAIN_INDEX" --quiet --json "$JSON" "${EXTRA[@]}")
if [ -n "$FAIL_UNDER" ]; then ARGS+=(--fail-under "$FAIL_UNDER"); fi
status=0
(cd "$SHARED" && "$ROOT/.venv-reference/bin/python3" tools/reference/compare_dir.py "${ARGS[@]}") || status=$?
echo
echo "frames with drawn effects, against reference-effects (lottie-web SVG):"
(cd "$SHARED" && "$ROOT/.venv-reference/bin/python3" tools/reference/compare_dir.py "$OUT/effects" --index "$EFFECTS_INDEX" \
  --quiet --json "${JSON%.json}-effects.json") || true
if [ -n "$CHECK_RATCHET" ] || [ -n "$UPDATE" ]; then
  echo
  .venv-reference/bin/python3 scripts/golden_ratchet.py "$JSON" "$RATCHET" $UPDATE || status=1
fi
exit "$status"

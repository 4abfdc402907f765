#!/usr/bin/env bash
# Renders every golden frame of the golden sets (Tests/Goldens/golden-sets.txt: ../shared's
# reference, reference-effects, reference-2 and reference-2-effects) once with the scrollwork
# CLI (release), scores each set against its lottie-web goldens with the shared reference tools
# (compare_dir.py), and applies each set's gates: its threshold and its ratchet list (no listed
# frame may drop out of the bar). Frames of files with layer effects Scrollwork draws are scored
# against the -effects folders (lottie-web's SVG renderer, which draws them), the others against
# the canvas goldens. Prints how long it took.
#
#   scripts/golden.sh [--skip-build] [--update-ratchet] [--no-ratchet] [--only SET]...
#                     [--heatmaps DIR] [--out DIR] [--threads N] [--render-only]
#
# --skip-build       use the .build/release/scrollwork already built (scripts/test.sh does)
# --update-ratchet   add the frames that newly pass to each set's ratchet (never removes one)
# --no-ratchet       check the thresholds only
# --only SET         score and gate only this set (repeatable)
# --heatmaps DIR     a heatmap per frame outside the bar, in DIR/<set>/
# --out DIR          where renders and results go (default out/golden; emptied first)
# --threads N        render threads (default 2)
# --render-only      render the frames and stop (scripts/triage.sh scores them its own way)
# Results: OUT/<set>.json (compare_dir.py's per-frame figures), renders in OUT/render/<corpus>/.
# Sets up the tools' venv in .venv-reference (git-ignored) on first use (needs PyPI).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SHARED=${SHARED:-$ROOT/../shared}
OUT=$ROOT/out/golden
JSON=""
BUILD=1
THREADS=2
RENDER_ONLY=""
HEATMAPS=""
SETS=()
GATE=()
while [ $# -gt 0 ]; do
  case "$1" in
    --update-ratchet) GATE+=(--update-ratchet); shift ;;
    --no-ratchet) GATE+=(--no-ratchet); shift ;;
    --skip-build) BUILD=""; shift ;;
    --only) SETS+=(--only "$2"); shift 2 ;;
    --heatmaps) HEATMAPS=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    --threads) THREADS=$2; shift 2 ;;
    --render-only) RENDER_ONLY=1; shift ;;
    -h|--help) sed -n 2,21p "$0"; exit 0 ;;
    *) echo "golden.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
case "$OUT" in /*) ;; *) OUT=$ROOT/$OUT ;; esac
SHARED=$(cd "$SHARED" 2>/dev/null && pwd) || { echo "golden.sh: ../shared not found (set SHARED=...)" >&2; exit 2; }
. scripts/golden-prepare.sh
golden_prepare golden.sh
START=$(date +%s.%N)
PY=$ROOT/.venv-reference/bin/python3
"$PY" scripts/golden_sets.py plan "$SHARED" "$OUT" "${SETS[@]}" > "$OUT/plan.txt"
while read -r index dir; do
  .build/release/scrollwork render --index "$index" --out-dir "$dir" --threads "$THREADS"
done < "$OUT/plan.txt"
RENDERED=$(date +%s.%N)
if [ -n "$RENDER_ONLY" ]; then
  awk -v s="$START" -v r="$RENDERED" 'BEGIN { printf "golden.sh: rendered in %.1f s\n", r - s }'
  exit 0
fi
# Two scorers at a time (the machine's two cores); each writes OUT/<set>.json and OUT/<set>.txt.
score() {
  local set=$1 candidates extra=()
  candidates=$("$PY" scripts/golden_sets.py candidates "$SHARED" "$OUT" "$set")
  [ -z "$HEATMAPS" ] || extra=(--heatmaps "$HEATMAPS/$set")
  "$PY" "$SHARED/tools/reference/compare_dir.py" "$candidates" --index "$OUT/index/$set.json" \
    --quiet --json "$OUT/$set.json" "${extra[@]}" > "$OUT/$set.txt"
}
mapfile -t NAMES < <(cd "$OUT/index" && ls -- *.json | sed 's/\.json$//')
status=0
pids=()
for set in "${NAMES[@]}"; do
  score "$set" & pids+=($!)
  if [ "${#pids[@]}" -ge 2 ]; then wait "${pids[0]}" || status=1; pids=("${pids[@]:1}"); fi
done
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
for set in "${NAMES[@]}"; do
  echo; echo "== $set (lottie-web goldens in ../shared/$set)"; cat "$OUT/$set.txt"
done
"$PY" scripts/golden_sets.py gate "$SHARED" "$OUT" "${SETS[@]}" "${GATE[@]}" || status=1
if printf '%s\n' "${NAMES[@]}" | grep -qx reference-effects; then
  echo
  "$PY" scripts/effects_frames.py summary "$OUT/reference-effects.json" "$SHARED/reference-effects/index.json"
fi
END=$(date +%s.%N)
awk -v s="$START" -v r="$RENDERED" -v e="$END" \
  'BEGIN { printf "\ngolden.sh: rendered in %.1f s, scored and gated in %.1f s, %.1f s in all\n", r - s, e - r, e - s }'
exit "$status"

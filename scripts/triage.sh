#!/usr/bin/env bash
# Every reference at once (scripts/triage.py says how frames are grouped): renders the golden
# sets' frames with scrollwork (scripts/golden.sh --render-only), renders the same frames with
# ThorVG (../shared/tools/reference, once: kept in out/thorvg and reused until removed), then
# prints each frame ours vs lottie-web (canvas or SVG) vs ThorVG, our bugs first, and the counts
# of each group per set.
#
#   scripts/triage.sh [--skip-build] [--only SET]... [--all] [--json OUT.json]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SHARED=$(cd "${SHARED:-$ROOT/../shared}" 2>/dev/null && pwd) || { echo "triage.sh: ../shared not found" >&2; exit 2; }
OUT=$ROOT/out/triage
THORVG=$ROOT/out/thorvg
GOLDEN=()
TRIAGE=()
while [ $# -gt 0 ]; do
  case "$1" in
    --skip-build) GOLDEN+=(--skip-build); shift ;;
    --only) GOLDEN+=(--only "$2"); TRIAGE+=(--only "$2"); shift 2 ;;
    --all) TRIAGE+=(--all); shift ;;
    --json) TRIAGE+=(--json "$2"); shift 2 ;;
    -h|--help) sed -n 2,8p "$0"; exit 0 ;;
    *) echo "triage.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
scripts/golden.sh --render-only --out "$OUT" "${GOLDEN[@]}" >&2
PY=$ROOT/.venv-reference/bin/python3
# ThorVG renders every set's frames (whatever --only says), so the kept renders serve any run.
"$PY" scripts/golden_sets.py plan "$SHARED" "$THORVG/plan" > /dev/null
for index in "$THORVG"/plan/render/*.json; do
  corpus=$(basename "$index" .json)
  if [ ! -d "$THORVG/$corpus" ]; then
    "$PY" "$SHARED/tools/reference/render_ref.py" thorvg --index "$index" --out-dir "$THORVG/$corpus.partial" --quiet >&2
    mv "$THORVG/$corpus.partial" "$THORVG/$corpus"
  fi
done
"$PY" scripts/triage.py "$SHARED" "$OUT" "$THORVG" "${TRIAGE[@]}"

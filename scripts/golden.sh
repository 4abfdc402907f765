#!/usr/bin/env bash
# Renders every golden frame of ../shared/reference/index.json with the scrollwork CLI (release)
# and scores them against lottie-web's renders with the shared reference tools.
#
#   scripts/golden.sh [--fail-under PCT] [--heatmaps DIR] [--json OUT.json] [--out DIR]
#
# Sets up the tools' venv in .venv-reference (git-ignored) on first use (needs PyPI).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SHARED=${SHARED:-$ROOT/../shared}
OUT=$ROOT/out/golden
FAIL_UNDER=""
EXTRA=()
while [ $# -gt 0 ]; do
  case "$1" in
    --fail-under) FAIL_UNDER=$2; shift 2 ;;
    --heatmaps) EXTRA+=(--heatmaps "$2"); shift 2 ;;
    --json) EXTRA+=(--json "$2"); shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    -h|--help) sed -n 2,7p "$0"; exit 0 ;;
    *) echo "golden.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
if [ ! -d "$SHARED/reference" ]; then
  echo "golden.sh: $SHARED/reference not found (set SHARED=...)" >&2; exit 2
fi
if [ ! -x .venv-reference/bin/python3 ]; then
  "$SHARED/tools/reference/setup.sh" .venv-reference >&2
fi
swift build -c release --product scrollwork >&2
rm -rf "$OUT"; mkdir -p "$OUT"
SECONDS=0
.build/release/scrollwork render --index "$SHARED/reference/index.json" --out-dir "$OUT"
echo "rendered all golden frames in ${SECONDS} s" >&2
ARGS=("$OUT" --quiet "${EXTRA[@]}")
if [ -n "$FAIL_UNDER" ]; then ARGS+=(--fail-under "$FAIL_UNDER"); fi
cd "$SHARED"
"$ROOT/.venv-reference/bin/python3" tools/reference/compare_dir.py "${ARGS[@]}"

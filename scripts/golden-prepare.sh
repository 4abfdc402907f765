# The set-up of scripts/golden.sh and scripts/triage.sh (sourced, not run).
#
#   golden_prepare NAME   (NAME: the calling script, for its messages)
#
# Reads ROOT, SHARED, BUILD, OUT and JSON from the caller: sets up the reference tools' venv in
# .venv-reference on first use, builds the release CLI (or, with BUILD empty, checks that it is
# built), empties OUT, and makes JSON an absolute path (default OUT/results.json).
golden_prepare() {
  local name=$1
  if [ ! -x .venv-reference/bin/python3 ]; then
    "$SHARED/tools/reference/setup.sh" .venv-reference >&2
  fi
  if [ -n "$BUILD" ]; then
    swift build -c release -Xswiftc -warnings-as-errors --product scrollwork >&2
  elif [ ! -x .build/release/scrollwork ]; then
    echo "$name: --skip-build, but .build/release/scrollwork is not built" >&2; exit 2
  fi
  rm -rf "$OUT"; mkdir -p "$OUT"
  [ -n "$JSON" ] || JSON=$OUT/results.json
  case "$JSON" in /*) ;; *) JSON=$ROOT/$JSON ;; esac
}

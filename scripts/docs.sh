#!/usr/bin/env bash
# Builds the DocC documentation of every library module with warnings as errors (an unresolved
# symbol link, a broken topic group or an article that does not parse fails the run).
#   scripts/docs.sh            every library module, into .build-address/plugins/Swift-DocC/outputs/<Module>.doccarchive
#   scripts/docs.sh Scrollwork one module
# The symbol graphs come from the debug build that scripts/sanitizers.sh makes for ASan (same
# scratch folder, same flags), so after it nothing is compiled again but the plugin.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every module with a catalogue (Sources/<Module>/<Module>.docc).
modules=()
for catalogue in Sources/*/*.docc; do modules+=("$(basename "$(dirname "$catalogue")")"); done
[ $# -gt 0 ] && modules=("$@")
log=$(mktemp)
trap 'rm -f "$log"' EXIT
targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done
# One invocation for all of them: the plugin builds the symbol graphs once, then runs DocC per module.
if ! swift package --scratch-path .build-address --sanitize address -Xswiftc -warnings-as-errors \
        generate-documentation "${targets[@]}" --warnings-as-errors > "$log" 2>&1; then
    grep -v -e '^\[[0-9]*/[0-9]*\]' -e "unhandled; explicitly" "$log" | tail -60 >&2
    echo "docs.sh: the documentation of ${modules[*]} does not build" >&2
    exit 1
fi
grep -E '^(Generated|Finished|warning|error)' "$log" | grep -v "^\[" || true
echo "docs.sh: built ${#modules[@]} module(s) into .build-address/plugins/Swift-DocC/outputs"

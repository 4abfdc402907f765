#!/usr/bin/env bash
# Builds the DocC documentation of every library module with warnings as errors (an unresolved
# symbol link, a broken topic group or an article that does not parse fails the run).
#   scripts/docs.sh            every library module, into .build/plugins/Swift-DocC/outputs/<Module>.doccarchive
#   scripts/docs.sh Scrollwork one module
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(Scrollwork ScrollworkCanvas ScrollworkScene ScrollworkLottie ScrollworkSDL ScrollworkPackages ScrollworkImageDiff ScrollworkExport ScrollworkBatch)
[ $# -gt 0 ] && modules=("$@")
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for module in "${modules[@]}"; do
    echo "==> documentation: $module"
    if ! swift package generate-documentation --target "$module" --warnings-as-errors > "$log" 2>&1; then
        grep -v -e '^\[[0-9]*/[0-9]*\]' -e "unhandled; explicitly" "$log" | tail -60 >&2
        echo "docs.sh: the documentation of $module does not build" >&2
        exit 1
    fi
done
echo "docs.sh: built ${#modules[@]} module(s) into .build/plugins/Swift-DocC/outputs"

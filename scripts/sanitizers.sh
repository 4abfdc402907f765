#!/usr/bin/env bash
# The core, canvas and Lottie reader test targets under AddressSanitizer (with LeakSanitizer)
# and ThreadSanitizer, in debug builds of their own (.build-asan, .build-tsan).
#   scripts/sanitizers.sh            both
#   scripts/sanitizers.sh address    ASan only      scripts/sanitizers.sh thread    TSan only
# Focused to keep CI short: the SDL host's tests and the release-only rendering tests are not
# run here (they run in scripts/test.sh). Any sanitizer report fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

# The targets and what each sanitizer runs of them.
asan_filter='^(ScrollworkTests|ScrollworkCanvasTests|ScrollworkLottieTests)\.'
tsan_filter='^(ScrollworkTests|ScrollworkCanvasTests)\.'
# Wall-clock bounds that a debug build under a sanitizer on 2 shared cores cannot meet (the
# test itself runs unsanitized in scripts/test.sh): 1,000,000 dash segments took 23 s here.
skip='millionSegmentDashPatternsAreBounded'

# Swift's crash handler would run first on a sanitizer abort; the report is what matters.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$(pwd)/scripts/lsan-suppressions.txt:print_suppressions=0}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1}"

run() {
    local sanitizer=$1 filter=$2 started=$SECONDS
    echo "==> swift test --sanitize=$sanitizer (filter $filter)"
    swift build --build-tests --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" -Xswiftc -warnings-as-errors 2>&1 \
        | grep -v -e '^\[' -e xcprivacy -e "unhandled; explicitly" -e "Cannot export local symbol" || true
    local built=$SECONDS
    local log=".build-$sanitizer/sanitizer-test.log" status=0
    swift test --skip-build --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" --filter "$filter" --skip "$skip" > "$log" 2>&1 || status=$?
    grep -E '^(✘|✔ Test run|.*ERROR: .*Sanitizer|SUMMARY:|WARNING: ThreadSanitizer)' "$log" || true
    if grep -qE 'ERROR: (Address|Leak)Sanitizer|WARNING: ThreadSanitizer' "$log"; then status=1; fi
    [ "$status" -eq 0 ] || tail -80 "$log" >&2
    echo "sanitizers.sh: $sanitizer: build $((built - started)) s, tests $((SECONDS - built)) s, exit $status"
    return "$status"
}

case ${1:-both} in
    address) run address "$asan_filter" ;;
    thread) run thread "$tsan_filter" ;;
    both) run address "$asan_filter"; run thread "$tsan_filter" ;;
    *) sed -n '2,5p' "$0" >&2; exit 2 ;;
esac

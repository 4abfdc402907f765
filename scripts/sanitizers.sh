#!/usr/bin/env bash
# Every test target under AddressSanitizer (with LeakSanitizer), and the core's and the canvas's
# under ThreadSanitizer, in debug builds of their own (.build-address, .build-thread). The ASan
# run is the test suite's debug run (assertions on); scripts/test.sh runs no other debug build.
#   scripts/sanitizers.sh            both
#   scripts/sanitizers.sh address    ASan only      scripts/sanitizers.sh thread    TSan only
# The release-only rendering tests skip themselves in debug (they run in scripts/test.sh's
# release step). Any sanitizer report fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

# Wall-clock bounds that a debug build under a sanitizer on 2 shared cores cannot meet (the
# test itself runs in the release step of scripts/test.sh): 1,000,000 dash segments took 23 s here.
skip='millionSegmentDashPatternsAreBounded'

# Swift's crash handler would run first on a sanitizer abort; the report is what matters.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$(pwd)/scripts/lsan-suppressions.txt:print_suppressions=0}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1}"

# run SANITIZER PACKAGE: builds PACKAGE's tests with the sanitizer in .build-SANITIZER and runs them.
run() {
    local sanitizer=$1 package=$2 started=$SECONDS status=0
    local scratch=".build-$sanitizer" out
    local log="$scratch/sanitizer-test.log"
    echo "==> swift test --sanitize=$sanitizer (package $package)"
    out=$(mktemp)
    swift build --package-path "$package" --scratch-path "$scratch" --build-tests --sanitize="$sanitizer" \
        -Xswiftc -warnings-as-errors > "$out" 2>&1 || status=$?
    grep -v -e '^\[' -e xcprivacy -e "unhandled; explicitly" -e "Cannot export local symbol" "$out" || true
    rm -f "$out"
    [ "$status" -eq 0 ] || { echo "sanitizers.sh: the $sanitizer build failed" >&2; return "$status"; }
    local built=$SECONDS
    swift test --package-path "$package" --scratch-path "$scratch" --skip-build --sanitize="$sanitizer" \
        --skip "$skip" > "$log" 2>&1 || status=$?
    grep -E '^(✘|✔ Test run|.*ERROR: .*Sanitizer|SUMMARY:|WARNING: ThreadSanitizer)' "$log" || true
    if grep -qE 'ERROR: (Address|Leak)Sanitizer|WARNING: ThreadSanitizer' "$log"; then status=1; fi
    [ "$status" -eq 0 ] || tail -80 "$log" >&2
    echo "sanitizers.sh: $sanitizer: build $((built - started)) s, tests $((SECONDS - built)) s, exit $status"
    return "$status"
}

# ASan runs the whole package; TSan the package of the core's and the canvas's tests
# (Tests/ThreadSanitizer), so that its build compiles only what they test.
case ${1:-both} in
    address) run address . ;;
    thread) run thread Tests/ThreadSanitizer ;;
    both) run address .; run thread Tests/ThreadSanitizer ;;
    *) sed -n '2,5p' "$0" >&2; exit 2 ;;
esac

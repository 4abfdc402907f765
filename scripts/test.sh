#!/usr/bin/env bash
# Every test configuration Scrollwork has, in one command (CI runs exactly this).
#   scripts/test.sh            set up the machine, then run every configuration below
# Each step prints a header; the first failure stops the run with a non-zero exit. At the end
# (or at the failure) a table gives each step's time. What each configuration checks, and why
# it runs where it does, is in CONTRIBUTING.md ("The test run").
#
# Four builds, each made once and used by every step that needs it:
#   .build (release)        the release tests, the allocation gate, the memory test, the goldens
#   .build-address (debug)  every test target under ASan + LSan: the debug run (assertions on)
#   .build-thread (debug)   the core's and the canvas's tests under TSan
#   Fuzz/.build (release)   the libFuzzer targets, instrumented
# and DocC builds the symbol graphs of the library modules.
set -euo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
names=() seconds=() cpu=() current="" current_start=0 current_cpu=0 run_start=$SECONDS
# The CPU seconds (user + system) of every process this script has waited for, so far: on a
# machine shared with other work a step's CPU time says what it cost when its wall time cannot.
# (`times` runs in this shell, not in a command substitution, whose children are not these.)
times_file=$(mktemp)
cpu_now=0
read_cpu() {
    times > "$times_file"
    cpu_now=$(awk 'NR == 2 { n = 0; for (i = 1; i <= 2; i++) { split($i, t, "m"); n += t[1] * 60 + t[2] } printf "%d", n }' "$times_file")
}
finish_step() {
    [ -n "$current" ] || return 0
    read_cpu
    names+=("$current"); seconds+=($((SECONDS - current_start))); cpu+=($((cpu_now - current_cpu))); current=""
}
step() { finish_step; current=$1; current_start=$SECONDS; read_cpu; current_cpu=$cpu_now; printf '\n==> %s\n' "$2"; }
step_table() {
    local status=$? failed=$current i
    # A failure before the step "memory" leaves the background memory test running: stop it.
    [ -z "${memory_pid:-}" ] || kill "$memory_pid" 2>/dev/null || true
    finish_step
    printf '\nscripts/test.sh: step times (%s, %s cores, load average at the end %s)\n' \
        "$(uname -m)" "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)"
    printf '  %-28s %7s %7s\n' step wall CPU
    for i in "${!names[@]}"; do
        printf '  %-28s %5d s %5d s  %s\n' "${names[$i]}" "${seconds[$i]}" "${cpu[$i]}" \
            "$([ "$status" -ne 0 ] && [ "${names[$i]}" = "$failed" ] && echo FAILED)"
    done
    read_cpu
    printf '  %-28s %5d s %5d s  (%d min %d s)\n' total $((SECONDS - run_start)) "$cpu_now" \
        $(((SECONDS - run_start) / 60)) $(((SECONDS - run_start) % 60))
    rm -f "$log" "$times_file"
}
trap step_table EXIT

# quiet [--hide REGEX] COMMAND…: runs a build, printing what it says but its progress lines (and
# lines matching REGEX); its exit status is the build's.
quiet() {
    local hide='^$' out status=0
    if [ "$1" = --hide ]; then hide=$2; shift 2; fi
    out=$(mktemp)
    "$@" > "$out" 2>&1 || status=$?
    grep -v -E -e '^\[[0-9]+/[0-9]+\]' -e "unhandled; explicitly" -e "$hide" "$out" || true
    rm -f "$out"
    return "$status"
}

step setup "setup"
scripts/setup.sh

step "release build" "release build of every target and test (warnings are errors)"
# Built as `swift test` builds (testable imports on), by listing the tests; run in the next step.
quiet --hide '^[A-Za-z]+Tests\.' swift test -c release --list-tests -Xswiftc -warnings-as-errors

step "release tests" "release tests: every test target (the rendering suites check every pixel here)"
swift test -c release --skip-build 2>&1 | tee -a "$log"

# The memory test measures its own process' resident set and keeps one core busy for a minute
# and a half: it runs in the background beside the next three steps (which leave a core idle
# much of the time) and is waited for in the step "memory" after them.
memory_log=$(mktemp)
SCROLLWORK_MEMORY_TESTS=1 swift test -c release --skip-build --filter MemoryFlat > "$memory_log" 2>&1 &
memory_pid=$!

step "allocation gate" "allocation gate: steady-state paths at 0 allocations, Lottie frames at their ceilings (a process of its own)"
# It replaces malloc in its own process, from the release build above.
.build/release/AllocationGate

step "golden frames" "golden frames: the four lottie-web golden sets rendered once and scored (each set's ratchet and threshold)"
# Every frame of ../shared/reference, reference-effects, reference-2 and reference-2-effects is
# rendered once; each set fails when a frame of its ratchet drops out of the bar or when under
# its threshold share is within it (Tests/Goldens/golden-sets.txt holds both; raise them with
# scripts/golden.sh --update-ratchet and by editing the threshold). Uses the release build above.
scripts/golden.sh --skip-build

step "consumer check" "consumer check: a package outside the repository that depends on Scrollwork by path (core and scene; Lottie)"
# What an app adopting Scrollwork builds: the README's first example and a Lottie frame, each
# program linking only the products it imports (the core-and-scene one: libpng and FreeType).
scripts/consumer-check.sh

step "memory" "memory: 10,000 reads and 10,000 rendered frames keep the resident set flat (a process of its own, started after the release tests)"
memory_status=0
wait "$memory_pid" || memory_status=$?
memory_pid=""
tee -a "$log" < "$memory_log"; rm -f "$memory_log"
[ "$memory_status" -eq 0 ] || exit "$memory_status"

step "ASan + LSan" "debug build and every test target under ASan + LSan (the debug run: assertions are on)"
scripts/sanitizers.sh address 2>&1 | tee -a "$log"

step "DocC" "documentation: the DocC catalogue of every library module, warnings as errors (from the ASan build's objects)"
scripts/docs.sh

step "TSan" "the core's and the canvas's tests under TSan"
scripts/sanitizers.sh thread 2>&1 | tee -a "$log"

step "fuzz smoke" "fuzz smoke: 60 s per target (Lottie read + import + render, PNG decoder)"
scripts/fuzz.sh smoke 60


finish_step
# One closing line for every Swift Testing run above (a failure has stopped the script already).
passed=$(grep -Eo 'Test run with [0-9]+ tests?' "$log" | awk '{s += $4} END {print s + 0}')
echo
echo "scripts/test.sh: all configurations passed"
echo "tests: $passed passed, 0 failed"

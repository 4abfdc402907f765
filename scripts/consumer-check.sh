#!/usr/bin/env bash
# What a Swift developer adopting Scrollwork gets: a package written into a temporary folder,
# depending on this checkout by path, with two programs, each built on its own (debug) and run.
#
#   core-and-scene  imports Scrollwork, ScrollworkCanvas and ScrollworkScene only, and runs the
#                   README's first example (taken from README.md as it is); its binary may
#                   link no system library beyond libpng and FreeType and what they pull
#                   (zlib, bzip2, brotli) besides the C and Swift runtimes.
#   lottie          imports ScrollworkLottie alone (no expressions, no extra image decoders, no
#                   fontconfig) and renders a frame of the IntroDemo's orbit.json.
#
# One package, so that the second build compiles only what the first did not (the Lottie module
# and ZIPFoundation): `swift build --product` links each program with its own dependencies only.
# Prints each build's time, `ldd` of both binaries and the resolved package list; exits
# non-zero when a build or a run fails or the core-and-scene binary links something else.
#
#   scripts/consumer-check.sh [--keep]     (--keep leaves the temporary folder in place)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
keep=0
[ "${1:-}" = "--keep" ] && keep=1
work=$(mktemp -d "${TMPDIR:-/tmp}/scrollwork-consumers.XXXXXX")
if [ "$keep" = 0 ]; then trap 'rm -rf "$work"' EXIT; else echo "consumer packages in $work"; fi

# The consumer's Package.swift: one executable per program, each with its products only.
manifest() {
    cat <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [.package(name: "Scrollwork", path: "$root")],
    targets: [
        .executableTarget(name: "core-and-scene", dependencies: [
            .product(name: "Scrollwork", package: "Scrollwork"),
            .product(name: "ScrollworkCanvas", package: "Scrollwork"),
            .product(name: "ScrollworkScene", package: "Scrollwork"),
        ]),
        .executableTarget(name: "lottie", dependencies: [.product(name: "ScrollworkLottie", package: "Scrollwork")]),
    ]
)
EOF
}

# The README's first example: its first ```swift block that starts with an import (the
# installation snippet before it is a manifest, not a program).
first_example() {
    awk '/^```swift$/ { inside = 1; first = 1; block = ""; next }
         inside && /^```$/ { if (block ~ /^import /) { printf "%s", block; exit } inside = 0; next }
         inside { block = block $0 "\n" }' "$root/README.md"
}

mkdir -p "$work/Sources/core-and-scene" "$work/Sources/lottie"
manifest > "$work/Package.swift"
{
    first_example
    echo 'print("README example: \(frame.width)x\(frame.height) pixels")'
} > "$work/Sources/core-and-scene/main.swift"
if ! grep -q '^import ScrollworkScene' "$work/Sources/core-and-scene/main.swift"; then
    echo "consumer-check: the README's first Swift example does not import ScrollworkScene" >&2
    exit 1
fi

cat > "$work/Sources/lottie/main.swift" <<EOF
import Scrollwork
import ScrollworkCanvas
import ScrollworkLottie

let animation = try LottieReader().read(contentsOfFile: "$root/Demos/IntroDemo/Resources/orbit.json")
let renderer = LottieRenderer(animation)
let canvas = try Canvas(width: 240, height: 240)
renderer.render(frame: 30, into: canvas, size: Size(width: 240, height: 240), contentMode: .scaleAspectFit)
var opaque = 0
for y in 0..<240 { for x in 0..<240 where (canvas.pixmap.pixel(x: x, y: y)?.a ?? 0) > 0 { opaque += 1 } }
print("Lottie frame 30 of orbit.json: 240x240, \(opaque) pixels drawn")
guard opaque > 0 else { fatalError("the frame is empty") }
EOF

status=0
for name in core-and-scene lottie; do
    echo "== $name: swift build --product $name (debug)"
    start=$(date +%s%N)
    built=0
    (cd "$work" && swift build --product "$name" > "$work/build.log" 2>&1) || built=$?
    grep -v -e '^\[[0-9]*/[0-9]*\]' "$work/build.log" | tail -n 30 || true
    [ "$built" -eq 0 ] || { status=1; continue; }
    end=$(date +%s%N)
    binary="$work/.build/debug/$name"
    [ -x "$binary" ] || { echo "consumer-check: $name did not build" >&2; status=1; continue; }
    elapsed=$(( (end - start) / 1000000 ))
    printf '%s build: %d.%01d s\n' "$name" $((elapsed / 1000)) $((elapsed % 1000 / 100))
    echo "== $name: run"
    (cd "$work" && "$binary") || { echo "consumer-check: $name failed to run" >&2; status=1; }
    echo "== $name: ldd"
    ldd "$binary"
done
echo "== resolved packages"
(cd "$work" && swift package show-dependencies --format flatlist 2>/dev/null) || true

# The core-and-scene binary's libraries: the C and C++ runtimes, the Swift toolchain's own
# runtime libraries, libpng and FreeType and the compression libraries they pull.
allowed='^(linux-vdso\.so|ld-linux|libc\.so|libm\.so|libdl\.so|libpthread\.so|librt\.so|libstdc\+\+\.so|libgcc_s\.so|libpng16\.so|libfreetype\.so|libz\.so|libbz2\.so|libbrotli(dec|common)\.so)'
swift_lib_dir=$(dirname "$(dirname "$(command -v swift)")")/lib/swift/linux
binary="$work/.build/debug/core-and-scene"
if [ -x "$binary" ]; then
    unexpected=$(ldd "$binary" | awk '{print $1, $3}' | while read -r lib path; do
        case "$path" in "$swift_lib_dir"/*) continue ;; esac
        echo "${lib##*/}" | grep -Eq "$allowed" || echo "$lib"
    done)
    if [ -n "$unexpected" ]; then
        echo "consumer-check: the core-and-scene binary links more than libpng and FreeType:" $unexpected >&2
        status=1
    else
        echo "core-and-scene links no system library beyond libpng, FreeType and what they pull"
    fi
fi
exit $status

#!/usr/bin/env bash
# Runs a libFuzzer target for a given time (see Fuzz/Package.swift and docs/LIMITS.md).
#   scripts/fuzz.sh lottie 600     the Lottie reader: bytes → LottieReader → model, 600 s
#   scripts/fuzz.sh png 600        the PNG decoder: bytes → PNG.decode → Pixmap, 600 s
#   scripts/fuzz.sh jpeg 600       the JPEG, WebP and GIF decoders: bytes →
#   scripts/fuzz.sh webp 600         ImageDecoder.decode(_:as:) → Pixmap, 600 s each
#   scripts/fuzz.sh gif 600
#   scripts/fuzz.sh smoke [S]      every target: Lottie S seconds (default 60) beside the
#                                  decoders, S/3 each (at least 10): the CI smoke run
# Failures: a crash or trap, an input that takes more than 2 s (-timeout=2), more than
# 512 MB of memory (-rss_limit_mb=512), or a leak. Seeds are copied at run time into a temp
# folder (the Lottie corpus from ../shared/corpus, PNGs from ../shared/reference/lottie-web
# plus a few tiny ones made here); nothing is copied into the repository. Crashing inputs
# are kept in Fuzz/.build/artifacts/TARGET/ (turn them into tests under Tests/*/Regressions/).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
shared="$root/../shared"

usage() { sed -n '2,9p' "$0" >&2; exit 2; }
[ $# -ge 1 ] || usage

# Builds the named fuzz products, or every one when none is named (the smoke run: one build,
# the library compiled once for all of them).
products=(LottieFuzz PNGFuzz JPEGFuzz WebPFuzz GIFFuzz)
build() {
    local wanted=("$@") flags=() p
    [ $# -gt 0 ] || wanted=("${products[@]}")
    for p in "${wanted[@]}"; do flags+=(--product "$p"); done
    [ $# -gt 0 ] || flags=()
    # The whole graph (library included) is built with coverage and ASan. lld links it:
    # gold aborts on the sanitizer runtime's symbols.
    (cd Fuzz && swift build -c release -Xswiftc -warnings-as-errors \
        -Xswiftc -sanitize=fuzzer,address \
        -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld "${flags[@]}" 2>&1 | grep -v -e '^\[' -e xcprivacy -e "unhandled; explicitly")
    for p in "${wanted[@]}"; do
        [ -x "Fuzz/.build/release/$p" ] || { echo "fuzz.sh: building $p failed" >&2; exit 1; }
    done
}

# Seeds for the Lottie target: every corpus file up to 256 KB (larger ones only slow the
# mutator down; the reader's big-file paths are covered by the corpus tests).
lottie_seeds() {
    local dir=$1 n=0
    if [ ! -d "$shared/corpus" ]; then
        echo "fuzz.sh: WARNING: $shared/corpus is absent; fuzzing from a one-line seed only" >&2
        printf '{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[]}' > "$dir/minimal.json"
        return
    fi
    while IFS= read -r -d '' f; do
        n=$((n + 1)); cp "$f" "$dir/$n-$(basename "$f")"
    done < <(find "$shared/corpus" -type f \( -name '*.json' -o -name '*.lot' -o -name '*.lottie' \) -size -257k -print0)
    echo "fuzz.sh: $n Lottie seeds from $shared/corpus"
    expression_seeds "$dir"
}

# Small documents whose properties carry expressions (the library's common calls, a layer
# reference, an effect control, a path expression, a loop the budget stops), written here so
# the target reaches the engine from the first input.
expression_seeds() {
    python3 - "$1" <<'PY'
import json, sys
scripts = ["$bm_rt = wiggle(2, 5);", "$bm_rt = loopOut('pingpong');",
           "$bm_rt = add(value, [effect('S')('Slider'), thisComp.layer(1).index]);",
           "$bm_rt = thisLayer.toComp(content('P').path.pointOnPath(time % 1));", "while (true) {}"]
for n, x in enumerate(scripts):
    path = {"c": True, "v": [[0, 0], [9, 0], [9, 9]], "i": [[0, 0]] * 3, "o": [[0, 0]] * 3}
    layer = {"ty": 4, "ind": 1, "nm": "A", "ip": 0, "op": 30, "ks": {"p": {"a": 0, "k": [5, 5], "x": x}},
             "ef": [{"ty": 5, "nm": "S", "ef": [{"ty": 0, "nm": "Slider", "v": {"a": 0, "k": 3}}]}],
             "shapes": [{"ty": "sh", "nm": "P", "ks": {"a": 0, "k": path, "x": "$bm_rt = createPath(points(), inTangents(), outTangents(), true);"}},
                        {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}
    doc = {"v": "5.7.0", "fr": 30, "ip": 0, "op": 30, "w": 10, "h": 10, "layers": [layer]}
    open(f"{sys.argv[1]}/expression-{n}.json", "w").write(json.dumps(doc))
PY
}

# Seeds for the PNG target: the 40 smallest reference renders, and tiny PNGs of every
# colour type, depth and interlacing made here.
png_seeds() {
    local dir=$1 n=0
    if [ -d "$shared/reference/lottie-web" ]; then
        while IFS= read -r f; do
            n=$((n + 1)); cp "$f" "$dir/ref-$n.png"
        done < <(find "$shared/reference/lottie-web" -type f -name '*.png' -printf '%s %p\n' | sort -n | head -40 | cut -d' ' -f2-)
        echo "fuzz.sh: $n PNG seeds from $shared/reference/lottie-web"
    else
        echo "fuzz.sh: WARNING: $shared/reference/lottie-web is absent; tiny generated PNG seeds only" >&2
    fi
    python3 - "$dir" <<'PY'
import struct, sys, zlib
out = sys.argv[1]
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
def png(name, w, h, depth, ctype, rows, interlace=0, extra=b""):
    raw = b"".join(b"\x00" + r for r in rows)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, interlace))
    data += extra + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
    open(f"{out}/tiny-{name}.png", "wb").write(data)
png("rgba8", 1, 1, 8, 6, [b"\x10\x20\x30\x80"])
png("rgb8", 2, 2, 8, 2, [b"\xff\x00\x00\x00\xff\x00", b"\x00\x00\xff\xff\xff\xff"])
png("gray1", 9, 2, 1, 0, [b"\xaa\x80", b"\x55\x00"])
png("gray16", 1, 2, 16, 0, [b"\x12\x34", b"\xff\xff"])
png("graya8", 2, 1, 8, 4, [b"\x80\x40\x20\xff"])
png("rgba16", 1, 1, 16, 6, [b"\x00\x01\x00\x02\x00\x03\x80\x00"])
png("palette", 2, 1, 8, 3, [b"\x00\x01"], extra=chunk(b"PLTE", b"\xff\x00\x00\x00\xff\x00") + chunk(b"tRNS", b"\x80"))
png("palette2", 4, 1, 2, 3, [b"\x1b"], extra=chunk(b"PLTE", b"\x00\x00\x00\xff\xff\xff\x80\x80\x80\x10\x20\x30"))
png("interlaced", 1, 1, 8, 6, [b"\x01\x02\x03\x04"], interlace=1)
png("gamma", 1, 1, 8, 2, [b"\x80\x80\x80"], extra=chunk(b"gAMA", struct.pack(">I", 45455)) + chunk(b"sRGB", b"\x00"))
PY
}

# Seeds for the JPEG, WebP and GIF targets: the images of that format embedded in the corpus
# (data URLs in JSON files, entries of .lottie archives), and tiny ones made here (a baseline
# JPEG with one Huffman code, GIFs plain, interlaced and with a transparent colour).
image_seeds() {
    local dir=$1 format=$2
    python3 - "$dir" "$format" "$shared/corpus" <<'PY'
import base64, os, re, struct, sys, zipfile
out, fmt, corpus = sys.argv[1], sys.argv[2], sys.argv[3]
def kind(b):
    if b[:3] == b"\xff\xd8\xff": return "jpeg"
    if b[:4] == b"RIFF" and b[8:12] == b"WEBP": return "webp"
    if b[:6] in (b"GIF87a", b"GIF89a"): return "gif"
    return None
seen, n = set(), 0
def keep(b, origin):
    global n
    if kind(b) != fmt or len(b) > 262144 or b in seen: return
    seen.add(b); n += 1
    open(os.path.join(out, f"corpus-{n}.{fmt}"), "wb").write(b)
if os.path.isdir(corpus):
    for root, _, files in os.walk(corpus):
        for name in files:
            path = os.path.join(root, name)
            if os.path.getsize(path) > 8 << 20: continue
            if name.endswith(".lottie"):
                try:
                    with zipfile.ZipFile(path) as z:
                        for entry in z.namelist(): keep(z.read(entry), path)
                except Exception: pass
            elif name.endswith(".json"):
                text = open(path, "rb").read()
                for m in re.finditer(rb"data:image/[a-z]+;base64,([A-Za-z0-9+/=]+)", text):
                    try: keep(base64.b64decode(m.group(1)), path)
                    except Exception: pass
    print(f"fuzz.sh: {n} {fmt} seeds from {corpus}")
else:
    print(f"fuzz.sh: WARNING: {corpus} is absent; generated {fmt} seeds only", file=sys.stderr)
def save(name, b): open(os.path.join(out, f"tiny-{name}.{fmt}"), "wb").write(b)
if fmt == "jpeg":
    # 8 × 8 grey, baseline: quantisation all 1, one DC code (category 0) and one AC code (end of
    # block), each a single bit 0; the block's bits "00" padded with ones.
    seg = lambda m, body: b"\xff" + bytes([m]) + struct.pack(">H", len(body) + 2) + body
    huff = lambda cls: seg(0xC4, bytes([cls]) + bytes([1] + [0] * 15) + b"\x00")
    for w, h in [(8, 8), (16, 8)]:
        blocks = (w // 8) * (h // 8)
        data = bytes([0x3F]) if blocks == 1 else bytes([0x0F])
        save(f"grey{w}x{h}", b"\xff\xd8" + seg(0xDB, b"\x00" + b"\x01" * 64)
             + seg(0xC0, b"\x08" + struct.pack(">HH", h, w) + b"\x01\x01\x11\x00")
             + huff(0x00) + huff(0x10) + seg(0xDA, b"\x01\x01\x00\x00\x3f\x00") + data + b"\xff\xd9")
elif fmt == "gif":
    def lzw(indices):
        # A clear code before every pixel: the code table never grows, codes stay 3 bits.
        codes = [c for i in indices for c in (4, i)] + [5]
        bits = sum(c << (3 * k) for k, c in enumerate(codes))
        data = bits.to_bytes((3 * len(codes) + 7) // 8, "little")
        return b"\x02" + b"".join(bytes([len(data[k:k + 255])]) + data[k:k + 255] for k in range(0, len(data), 255)) + b"\x00"
    def gif(w, h, indices, transparent=None, interlaced=False):
        b = b"GIF89a" + struct.pack("<HH", w, h) + b"\xf1\x00\x00" + b"\xff\x00\x00\x00\xff\x00\x00\x00\xff\xff\xff\xff"
        if transparent is not None: b += b"\x21\xf9\x04\x01\x00\x00" + bytes([transparent]) + b"\x00"
        return b + b"\x2c" + struct.pack("<HHHH", 0, 0, w, h) + (b"\x40" if interlaced else b"\x00") + lzw(indices) + b"\x3b"
    save("1x1", gif(1, 1, [2]))
    save("4x3", gif(4, 3, [k % 4 for k in range(12)]))
    save("transparent", gif(3, 3, [k % 3 for k in range(9)], transparent=1))
    save("interlaced", gif(2, 9, [k % 2 for k in range(18)], interlaced=True))
PY
}
jpeg_seeds() { image_seeds "$1" jpeg; }
webp_seeds() { image_seeds "$1" webp; }
gif_seeds() { image_seeds "$1" gif; }

run() {
    local target=$1 seconds=$2 bin seeds corpus artifacts dict=() log
    case $target in
        lottie) bin=LottieFuzz; dict=(-dict="$root/Fuzz/lottie.dict") ;;
        png) bin=PNGFuzz ;;
        jpeg) bin=JPEGFuzz ;;
        webp) bin=WebPFuzz ;;
        gif) bin=GIFFuzz ;;
        *) usage ;;
    esac
    [ -n "$built" ] || build "$bin"
    work=$(mktemp -d); trap 'rm -rf "$work"' RETURN
    seeds="$work/seeds"; corpus="$work/corpus"; mkdir -p "$seeds" "$corpus"
    artifacts="$root/Fuzz/.build/artifacts/$target"; mkdir -p "$artifacts"
    "${target}_seeds" "$seeds"
    log="$work/log"
    echo "fuzz.sh: running $bin for $seconds s (timeout 2 s per input, 512 MB memory)"
    local status=0
    # Swift's own crash handler would run first, and ASan flags its memory reads: off.
    # ASan keeps 256 MB of freed memory in quarantine by default; rendering frees a lot, so
    # the process would reach the 512 MB limit on quarantine alone (one input needs ~65 MB).
    # LeakSanitizer reads the suppressions of third-party caches that scripts/sanitizers.sh uses.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-quarantine_size_mb=16}" \
        LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/scripts/lsan-suppressions.txt:print_suppressions=0}" "Fuzz/.build/release/$bin" "$corpus" "$seeds" "${dict[@]}" \
        -max_total_time="$seconds" -timeout=2 -rss_limit_mb=512 -malloc_limit_mb=512 \
        -max_len=262144 -print_final_stats=1 -artifact_prefix="$artifacts/" \
        > "$log" 2>&1 || status=$?
    { grep -E '^#[0-9]+ +(INITED|DONE)' "$log" || true; } | tail -3
    grep -E '^(stat::|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)' "$log" || true
    local runs per_sec
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    per_sec=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    if [ $status -ne 0 ]; then
        echo "fuzz.sh: $bin FAILED (exit $status); the input is in $artifacts/; log:" >&2
        tail -60 "$log" >&2
        return $status
    fi
    echo "fuzz.sh: $bin: ${runs:-?} inputs in $seconds s (${per_sec:-?} exec/s), $(ls "$corpus" | wc -l) new corpus entries, no failure"
}

built=""
case $1 in
    smoke)
        seconds=${2:-60}
        build; built=1
        decoder=$((seconds / 3)); [ "$decoder" -ge 10 ] || decoder=10
        # libFuzzer runs on one core: the Lottie target runs beside the four decoders, which
        # run one after the other, so the smoke takes about the Lottie target's time.
        lottie_log=$(mktemp)
        ( run lottie "$seconds" ) > "$lottie_log" 2>&1 & lottie_pid=$!
        decoders=0
        for target in png jpeg webp gif; do run "$target" "$decoder" || decoders=$?; done
        lottie=0; wait "$lottie_pid" || lottie=$?
        cat "$lottie_log"; rm -f "$lottie_log"
        [ "$decoders" -eq 0 ] && [ "$lottie" -eq 0 ] || exit 1 ;;
    lottie|png|jpeg|webp|gif) [ $# -ge 2 ] || usage; run "$1" "$2" ;;
    *) usage ;;
esac

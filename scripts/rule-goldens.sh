#!/usr/bin/env bash
# Makes lottie-web's goldens of the hand-written rule files (Tests/Goldens/rules/files/*.json)
# with ../shared/tools/golden: the canvas renderer's three frames of each file (ip, middle,
# op − 1) into Tests/Goldens/rules/lottie-web/ and index.json (ThorVG's agreement included),
# and the SVG renderer's frames of the mask files (masks_*.json) into lottie-web-svg/ and
# index-svg.json. RuleGoldenTests renders the files and scores them against these.
#
#   scripts/rule-goldens.sh [NAME ...]     (default: every file; NAME without .json)
#
# Needs Debian's chromium (apt-get install -y chromium) and Playwright's Python package in
# .venv-reference (.venv-reference/bin/pip install playwright; never `playwright install`).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SHARED=$(cd "${SHARED:-$ROOT/../shared}" && pwd)
RULES=$ROOT/Tests/Goldens/rules
PY=$ROOT/.venv-reference/bin/python3
[ -x "$PY" ] || "$SHARED/tools/reference/setup.sh" .venv-reference >&2
"$PY" -c 'import playwright' 2>/dev/null || { echo "rule-goldens.sh: .venv-reference needs playwright (pip install playwright)" >&2; exit 2; }
[ -x /usr/bin/chromium ] || { echo "rule-goldens.sh: /usr/bin/chromium is missing (apt-get install -y chromium)" >&2; exit 2; }
NAMES=("$@")
[ ${#NAMES[@]} -gt 0 ] || mapfile -t NAMES < <(cd "$RULES/files" && ls -- *.json | sed 's/\.json$//')
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for name in "${NAMES[@]}"; do
  [ -f "$RULES/files/$name.json" ] || { echo "rule-goldens.sh: no file $name.json" >&2; exit 2; }
  cp "$RULES/files/$name.json" "$TMP/"
done
export GOLDEN_CORPUS_DIR=$TMP GOLDEN_PYTHON=$PY GOLDEN_SHARED=$SHARED
GOLDEN_OUT=$TMP/canvas "$PY" "$SHARED/tools/golden/make_golden.py" --jobs 2
SVG=()
for name in "${NAMES[@]}"; do case "$name" in masks_*) SVG+=("$name.json") ;; esac; done
if [ ${#SVG[@]} -gt 0 ]; then
  GOLDEN_CANVAS_REF=$TMP/canvas "$PY" "$SHARED/tools/golden/make_svg_golden.py" --jobs 2 --out "$TMP/svg" --files "${SVG[@]}"
fi
# Merge into the committed goldens: the new frames replace a file's old ones; the indexes
# point at files/ (the rule files), not at make_golden's ../corpus.
"$PY" - "$TMP" "$RULES" "${NAMES[@]}" <<'EOF'
import json, os, shutil, sys
tmp, rules, names = sys.argv[1], sys.argv[2], set(n + ".json" for n in sys.argv[3:])
for kind, sub, index in (("canvas", "lottie-web", "index.json"), ("svg", "lottie-web-svg", "index-svg.json")):
    new_path = os.path.join(tmp, kind, "index.json")
    if not os.path.exists(new_path):
        continue
    with open(new_path) as f:
        new = json.load(f)
    old_path = os.path.join(rules, index)
    old = json.load(open(old_path)) if os.path.exists(old_path) else {"entries": [], "failed": []}
    made = {e["file"] for e in new["entries"]} | {e["file"] for e in new.get("failed", [])}
    for e in old["entries"]:
        if e["file"] in made:
            p = os.path.join(rules, e["png"])
            if os.path.exists(p):
                os.remove(p)
    for e in new["entries"]:
        dst = os.path.join(rules, e["png"])
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy(os.path.join(tmp, kind, e["png"]), dst)
    new["entries"] = sorted([e for e in old["entries"] if e["file"] not in made] + new["entries"],
                            key=lambda e: (e["file"], e["frame"]))
    new["failed"] = [e for e in old.get("failed", []) if e["file"] not in made] + new.get("failed", [])
    new["corpus"] = "files"
    with open(old_path, "w") as f:
        json.dump(new, f, indent=1)
    print(f"{index}: {len(new['entries'])} frames, {len(new['failed'])} failed")
EOF

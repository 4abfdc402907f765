#!/usr/bin/env bash
# Installs what a fresh Debian machine with Swift lacks to build, test and run Scrollwork.
# Safe to run again: it only installs what is missing. Needs root (or sudo) for apt-get.
set -euo pipefail

packages=(pkg-config zlib1g-dev libpng-dev libfreetype-dev libfontconfig-dev libturbojpeg0-dev libwebp-dev libgif-dev fonts-dejavu-core fonts-liberation libsdl2-dev libsqlite3-dev libcurl4 xvfb python3-venv duktape-dev libgd-dev ffmpeg)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "setup: swift is not on PATH (install the Swift 6 toolchain first)" >&2; exit 1; }

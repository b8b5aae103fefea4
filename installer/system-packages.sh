#!/usr/bin/env bash
# Installs the Debian packages the console needs beyond Python, and only the missing ones:
# the shared libraries Qt's xcb and offscreen platforms load, and a font to draw text with.
# `make run` and `make test` call it (`make test` adds postgresql: the tests start a
# PostgreSQL server of their own); it does nothing when everything is present.
set -euo pipefail

packages=(
  libegl1 libgl1 libglib2.0-0 libfontconfig1 libfreetype6 libdbus-1-3 fonts-dejavu-core
  libxkbcommon0 libxkbcommon-x11-0 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0
  libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xkb1
  libxcb-sync1 libxcb-shm0 libxcb-util1
)
packages+=("$@")

command -v dpkg-query >/dev/null 2>&1 || { echo "system-packages: not a Debian system; install Qt's libraries by hand" >&2; exit 0; }

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "system-packages: installing ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "system-packages: missing ${missing[*]}; run as root: apt-get install ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null 2>&1 || {
  "${sudo[@]}" apt-get update -q >/dev/null
  "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

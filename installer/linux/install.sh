#!/usr/bin/env bash
# Installs the Casino Console for this user, from the folder this script sits in (the
# unpacked casino-console-<version>-linux-<arch>.tar.gz): no root needed.
#
#   ./install.sh                 install, or upgrade an installed version
#   ./install.sh --uninstall     remove the program (never the casino's data)
#   ./install.sh --prefix DIR    install under DIR instead of ~/.local (root may use /usr/local)
#   ./install.sh --no-self-test  skip the new copy's self-test (not advised)
#   ./install.sh --server        also install the floor server's systemd unit (casino-serve)
#
# The program goes to PREFIX/lib/casino-console, the commands casino-console and casino to
# PREFIX/bin, the menu entry to PREFIX/share/applications and the icon to the hicolor theme.
# An upgrade copies the new version beside the old one and runs its self-test there first; only
# a copy that passes replaces the old one, in one rename, so a console is never left with half
# a program. The database and the wager log (~/.local/share/casino-console) are the casino's
# records: neither installing nor uninstalling touches them.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
prefix="${HOME}/.local"
action=install
self_test=yes
server=no

usage() { sed -n '2,10p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case "$1" in
    --uninstall) action=uninstall ;;
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }
              prefix="$2"; shift ;;
    --prefix=*) prefix="${1#--prefix=}" ;;
    --no-self-test) self_test=no ;;
    --server) server=yes ;;
    -h|--help) usage; exit 0 ;;
    *) echo "install.sh: unknown option '$1'" >&2; usage >&2; exit 2 ;;
  esac
  shift
done
case "$prefix" in
  /*) ;;
  *) echo "install.sh: --prefix must be an absolute folder, not '$prefix'" >&2; exit 2 ;;
esac

name=casino-console
lib="$prefix/lib/$name"
bin="$prefix/bin"
share="$prefix/share"
desktop="$share/applications/$name.desktop"
icons="$share/icons/hicolor"
programs=(casino-console casino)
unit="$prefix/lib/systemd/system/casino-serve.service"

refresh_menus() {
  # The desktop's caches, where it keeps them; a desktop without them rereads the folders.
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$share/applications" 2>/dev/null || true
  fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$icons/index.theme" ]; then
    gtk-update-icon-cache -q -t "$icons" 2>/dev/null || true
  fi
}

uninstall() {
  for program in "${programs[@]}"; do
    # Only our own links: a command of that name from elsewhere is left alone.
    if [ -L "$bin/$program" ] && [ "$(readlink "$bin/$program")" = "$lib/$program" ]; then
      rm -f "$bin/$program"
    fi
  done
  rm -f "$desktop" "$icons/scalable/apps/$name.svg" "$unit"
  for png in "$icons"/*/apps/"$name".png; do
    [ -e "$png" ] && rm -f "$png"
  done
  rm -rf "$lib" "$lib.new" "$lib.old"
  refresh_menus
  echo "Casino Console removed from $prefix."
  echo "The casino's data was not touched: ${XDG_DATA_HOME:-$HOME/.local/share}/$name"
  echo "(the database and wager log) and ${XDG_CONFIG_HOME:-$HOME/.config}/$name (settings)."
}

if [ "$action" = uninstall ]; then
  uninstall
  exit 0
fi

bundle="$here/$name"
if [ ! -x "$bundle/casino-console" ] || [ ! -d "$bundle/_internal" ]; then
  echo "install.sh: no built program in $bundle; run this script from the unpacked" \
       "casino-console-<version>-linux-<arch>.tar.gz (make installer builds it)" >&2
  exit 1
fi

mkdir -p "$prefix/lib" "$bin" "$share/applications" "$icons/scalable/apps"
rm -rf "$lib.new" "$lib.old"
cp -a "$bundle" "$lib.new"

if [ "$self_test" = yes ]; then
  echo "Checking the new copy (casino-console --self-test)..."
  log="$(mktemp)"
  if ! QT_QPA_PLATFORM=offscreen "$lib.new/casino-console" --self-test >"$log" 2>&1; then
    cat "$log" >&2
    rm -rf "$lib.new" "$log"
    echo "install.sh: the new copy failed its self-test; nothing was changed" >&2
    exit 1
  fi
  tail -n 1 "$log"
  rm -f "$log"
fi

# The switch: the old copy moves aside and the new one takes its name.
if [ -e "$lib" ]; then
  mv "$lib" "$lib.old"
fi
mv "$lib.new" "$lib"
rm -rf "$lib.old"

for program in "${programs[@]}"; do
  ln -sfn "$lib/$program" "$bin/$program"
done

# The icon at every size drawn, and the entry with the real path to the program (a menu does
# not search the PATH the user's shell has).
for png in "$here"/icons/"$name"-*.png; do
  size="${png##*-}"
  size="${size%.png}"
  mkdir -p "$icons/${size}x${size}/apps"
  cp "$png" "$icons/${size}x${size}/apps/$name.png"
done
cp "$here/icons/$name.svg" "$icons/scalable/apps/$name.svg"
sed "s|@LIB@|$lib|g" "$here/$name.desktop" > "$desktop.tmp"
chmod 0644 "$desktop.tmp"
mv "$desktop.tmp" "$desktop"
refresh_menus

if [ "$server" = yes ]; then
  # The floor server as a service: systemd reads PREFIX/lib/systemd/system for /usr/local.
  mkdir -p "$(dirname "$unit")"
  sed -e "s|@BIN@|$bin|g" -e "s|@LIB@|$lib|g" "$here/casino-serve.service" > "$unit.tmp"
  chmod 0644 "$unit.tmp"
  mv "$unit.tmp" "$unit"
  echo "Installed the floor server's unit: $unit (see its first lines, then:"
  echo "  systemctl daemon-reload && systemctl enable --now casino-serve)"
fi

version="$("$lib/casino" --version 2>/dev/null || echo "casino-console")"
echo "Installed ${version#casino } in $lib."
echo "Start it from the applications menu (Casino Console), or run: $bin/casino-console"
case ":$PATH:" in
  *":$bin:"*) ;;
  *) echo "($bin is not on your PATH; the menu entry works without it.)" ;;
esac

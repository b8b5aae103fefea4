#!/usr/bin/env bash
# Builds the macOS app and its disk image, on a Mac:
#   bash installer/macos/build.sh
# gives dist/Casino Console.app and dist/casino-console-<version>-macos-<arch>.dmg.
#
# Steps: a fresh build environment .venv-build, the package with its "installer" extra
# (PyInstaller), PyInstaller, the built app's self-test, then the disk image. Optional:
#   MACOS_SIGN_IDENTITY   sign with this identity, e.g. "Developer ID Application: Name (TEAMID)"
#   MACOS_ENTITLEMENTS    an entitlements .plist to sign with (only if the hardened runtime
#                         stops the signed app; the self-test after signing shows it)
#   MACOS_NOTARY_PROFILE  notarise and staple, with the credentials that
#                         `xcrun notarytool store-credentials <profile>` saved (needs signing)
#   PYTHON                the Python 3.11 to build with (default: python3.11)
# PyInstaller builds for the architecture of the Python that runs it: arm64 on Apple
# silicon, x86_64 on an Intel Mac or under Rosetta (arch -x86_64 bash installer/macos/build.sh).
set -euo pipefail

cd "$(dirname "$0")/../.."

APP="dist/Casino Console.app"
PYTHON="${PYTHON:-python3.11}"
VENV=.venv-build
SIGN_IDENTITY="${MACOS_SIGN_IDENTITY:-}"
NOTARY_PROFILE="${MACOS_NOTARY_PROFILE:-}"
ENTITLEMENTS="${MACOS_ENTITLEMENTS:-}"

say() { printf '==> %s\n' "$*"; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }

[[ "$(uname -s)" == Darwin ]] || die "run this on a Mac"
command -v "$PYTHON" >/dev/null 2>&1 \
  || die "$PYTHON not found: install Python 3.11 from python.org, or set PYTHON"
[[ -z "$NOTARY_PROFILE" || -n "$SIGN_IDENTITY" ]] \
  || die "MACOS_NOTARY_PROFILE needs MACOS_SIGN_IDENTITY: Apple notarises signed apps only"
[[ -z "$ENTITLEMENTS" || -f "$ENTITLEMENTS" ]] || die "MACOS_ENTITLEMENTS: no file $ENTITLEMENTS"

"$PYTHON" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))' \
  || die "$PYTHON is not Python 3.11"

say "Build environment $VENV ($("$PYTHON" --version), $("$PYTHON" -c 'import platform; print(platform.machine())'))"
"$PYTHON" -m venv --clear "$VENV"
PY="$VENV/bin/python"

say "Installing the package and PyInstaller"
"$PY" -m pip install --upgrade pip
"$PY" -m pip install '.[installer]'
"$PY" -c 'import PyInstaller' 2>/dev/null \
  || die "PyInstaller is missing: pyproject.toml needs the optional dependency group \"installer\""

say "PyInstaller: $APP"
"$PY" -m PyInstaller --noconfirm --clean installer/casino-console.spec
[[ -x "$APP/Contents/MacOS/casino-console" ]] \
  || die "PyInstaller did not produce $APP/Contents/MacOS/casino-console"

say "Self-test of the built app"
"$APP/Contents/MacOS/casino-console" --self-test

version="$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
[[ "$version" =~ ^[0-9A-Za-z.+-]+$ ]] || die "unexpected version '$version' in pyproject.toml"
dmg="dist/casino-console-$version-macos-$(uname -m).dmg"

if [[ -n "$SIGN_IDENTITY" ]]; then
  say "Signing $APP as $SIGN_IDENTITY"
  # Notarisation requires the hardened runtime (--options runtime) and a secure timestamp.
  sign_args=(--deep --force --options runtime --timestamp --sign "$SIGN_IDENTITY")
  [[ -z "$ENTITLEMENTS" ]] || sign_args+=(--entitlements "$ENTITLEMENTS")
  codesign "${sign_args[@]}" "$APP"
  codesign --verify --deep --strict --verbose=2 "$APP"
  say "Self-test of the signed app (the hardened runtime can stop what ran unsigned)"
  "$APP/Contents/MacOS/casino-console" --self-test
fi

if [[ -n "$NOTARY_PROFILE" ]]; then
  # The app is notarised and stapled on its own first, so a Mac that is offline when the
  # app is first opened still finds the ticket in the app itself.
  say "Notarising the app (a few minutes)"
  zip="build/casino-console-$version-notarize.zip"
  mkdir -p build
  rm -f "$zip"
  ditto -c -k --keepParent "$APP" "$zip"
  xcrun notarytool submit "$zip" --keychain-profile "$NOTARY_PROFILE" --wait
  # Fails when Apple did not accept it; `xcrun notarytool log <id> --keychain-profile ...` says why.
  xcrun stapler staple "$APP"
  spctl --assess --type execute --verbose "$APP"
  rm -f "$zip"
fi

say "Disk image $dmg"
# The image holds the app and a link to /Applications, to drag it onto.
staging="build/dmg"
rm -rf "$staging"
mkdir -p "$staging"
ditto "$APP" "$staging/Casino Console.app"
ln -s /Applications "$staging/Applications"
# hdiutil now and then fails with "Resource busy" on a busy Mac; try three times.
for attempt in 1 2 3; do
  if hdiutil create -volname "Casino Console" -srcfolder "$staging" -ov -format UDZO "$dmg"; then
    break
  fi
  [[ $attempt -lt 3 ]] || die "hdiutil create failed"
  sleep 5
done
rm -rf "$staging"

if [[ -n "$SIGN_IDENTITY" ]]; then
  say "Signing $dmg"
  codesign --force --timestamp --sign "$SIGN_IDENTITY" "$dmg"
fi
if [[ -n "$NOTARY_PROFILE" ]]; then
  say "Notarising $dmg"
  xcrun notarytool submit "$dmg" --keychain-profile "$NOTARY_PROFILE" --wait
  xcrun stapler staple "$dmg"
fi

say "Built $APP and $dmg"

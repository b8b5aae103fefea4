#!/usr/bin/env bash
# `make installer`: builds the Linux bundle with PyInstaller, stages it beside its installer,
# checks it (installer/check_bundle.py: the self-test on SQLite and PostgreSQL, the version, an
# install and uninstall), and packs dist/casino-console-<version>-linux-<arch>.tar.gz with its
# SHA-256. A bundle that fails a check is not packed. MANIFEST.sha256 (in the archive, and
# beside it as <name>.MANIFEST.sha256) lists the SHA-256 of every file of the bundle and the
# program digest, as the installed `casino --version --verbose` prints them.
set -euo pipefail
cd "$(dirname "$0")/.."
python="${PYTHON:-.venv/bin/python}"

version="$("$python" -c 'from casino import __version__; print(__version__)')"
arch="$(uname -m)"
name="casino-console-$version-linux-$arch"
stage="dist/$name"

echo "installer: building the bundle (PyInstaller)"
"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller installer/casino-console.spec

echo "installer: staging $stage"
rm -rf "$stage" "$stage.tar.gz" "$stage.tar.gz.sha256" "$stage.MANIFEST.sha256"
mkdir -p "$stage/icons"
cp -al dist/casino-console "$stage/casino-console"   # hard links: no second copy on disk
cp installer/linux/install.sh installer/linux/casino-console.desktop installer/linux/casino-serve.service "$stage/"
cp installer/linux/README.txt "$stage/README.txt"
cp resources/icons/casino-console-*.png resources/icons/casino-console.svg "$stage/icons/"

echo "installer: listing the SHA-256 of the bundle's files (MANIFEST.sha256)"
"$python" -m casino.manifest "$stage/casino-console" > "$stage/MANIFEST.sha256"

echo "installer: checking the bundle"
"$python" installer/check_bundle.py "$stage"

echo "installer: packing"
tar -C dist -czf "$stage.tar.gz" "$name"
(cd dist && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
cp "$stage/MANIFEST.sha256" "$stage.MANIFEST.sha256"
rm -rf "$stage"
size="$(du -h "$stage.tar.gz" | cut -f1)"
echo "installer: built $stage.tar.gz ($size); bundle in dist/casino-console ($(du -sh dist/casino-console | cut -f1))"

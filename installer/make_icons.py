"""Render the application icon set from its one SVG source.

The console's icon is drawn once, by hand, in ``resources/icons/casino-console.svg``. This
script renders it with Qt's own SVG renderer into everything the installers need:

* ``casino-console-<N>.png`` at 16, 24, 32, 48, 64, 128, 256 and 512 px (the Linux
  ``.desktop`` entry and hicolor theme, and the window icon);
* ``casino-console.ico`` (Windows: the ``.exe`` resource and Inno Setup), PNG entries for
  16 to 256 px;
* ``casino-console.icns`` (macOS: the ``.app`` bundle), PNG entries for 16 to 512 px.

The generated files are committed next to the SVG, so a Windows or macOS build needs no tool
beyond its spec file (no Inkscape, ImageMagick, Pillow or iconutil). Rerun this script after
editing the SVG and commit the results; the output is deterministic (no timestamps, fixed PNG
compression), so an unchanged SVG gives byte-identical files and no spurious diff.

Run it with the project's interpreter: ``.venv/bin/python installer/make_icons.py``.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

# Qt needs a platform plugin even to paint into an image; offscreen needs no display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

ICON_DIR = Path(__file__).resolve().parent.parent / "resources" / "icons"
SOURCE = ICON_DIR / "casino-console.svg"
NAME = "casino-console"

PNG_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)
# The icns element types that hold a PNG, by pixel size (the @2x types are not needed: the
# larger plain sizes double as the Retina versions of the smaller ones).
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """The SVG drawn into a ``size`` x ``size`` antialiased image on a transparent ground."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    # A fixed resolution (72 dpi), so the PNG's pHYs chunk does not depend on the screen.
    image.setDotsPerMeterX(2835)
    image.setDotsPerMeterY(2835)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    """``image`` encoded as PNG, at maximum compression (quality 0 is zlib level 9 in Qt)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    writer.setQuality(0)
    if not writer.write(image):
        raise RuntimeError(f"Qt could not encode a PNG: {writer.errorString()}")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding ``pngs`` (size -> PNG data) as PNG-compressed entries.

    ICONDIR (reserved 0, type 1 = icon, count), then one 16-byte ICONDIRENTRY per image
    (width and height as a byte, 0 meaning 256; colour count 0; planes 1; 32 bits per pixel;
    data size and offset), then the PNG data, all little-endian.
    """
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    payload = b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an .ico entry is at most 256 px, not {size}")
        data = pngs[size]
        dim = 0 if size == 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding the PNG entries of ICNS_TYPES, taken from ``pngs``.

    The file is the magic ``icns`` and its total length, then per element its four-letter
    type and length (each length counts its own 8-byte header), all big-endian.
    """
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` and say so."""
    path.write_bytes(data)
    print(f"wrote {path.relative_to(ICON_DIR.parent.parent)} ({len(data):,} bytes)")


def main() -> int:
    """Render every PNG, then pack the .ico and .icns; 0 on success."""
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"make_icons: Qt cannot read {SOURCE}", file=sys.stderr)
        return 1
    pngs = {size: png_bytes(render(renderer, size)) for size in PNG_SIZES}
    for size, data in pngs.items():
        write(ICON_DIR / f"{NAME}-{size}.png", data)
    write(ICON_DIR / f"{NAME}.ico", ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    write(ICON_DIR / f"{NAME}.icns", icns_bytes(pngs))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The Sej screen's style sheet, on the screen itself (on top of the console's theme). The
wands are drawn in their colours (Black, Ship blue, White, Star orange) as large tiles; the
player the table waits for is lit; each player's points run as a bar toward the target."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

FACE_COLOURS = {
    "B": ("#0c0c0c", "#f0f0f0", str(QT_TRANSLATE_NOOP("", "Black"))),
    "S": ("#1d5fd1", "#ffffff", str(QT_TRANSLATE_NOOP("", "Ship"))),
    "W": ("#f4f4f4", "#111111", str(QT_TRANSLATE_NOOP("", "White"))),
    "R": ("#f08a1c", "#111111", str(QT_TRANSLATE_NOOP("", "Star"))),
}
"""Each wand face (by its letter, the notation's): its tile's colour, its ink, and its name
(in English: ``tr`` it where it is shown)."""

STYLE = """
SejScreen QFrame#sej-seat QLabel, SejScreen QFrame#sej-centre QLabel,
SejScreen QFrame#sej-bar QLabel { background: transparent; }
SejScreen QFrame#sej-seat {
    background-color: #1b2029; border: 2px solid #2b3340; border-radius: 10px;
}
SejScreen QFrame#sej-seat[acting="true"] { background-color: #172647; border-color: #2a6df4; }
SejScreen QFrame#sej-seat[selected="true"] { border: 3px solid #ffc83d; }
SejScreen QLabel#sej-player { font-size: 20px; font-weight: 700; color: #ffffff; }
SejScreen QLabel#sej-stack { font-size: 16px; color: #c4cfdd; }
SejScreen QLabel#sej-points { font-size: 34px; font-weight: 800; color: #ffffff; }
SejScreen QLabel#sej-note { font-size: 14px; color: #8fd3ff; font-weight: 700; }
SejScreen QProgressBar { background-color: #10141a; border: 1px solid #2b3340; height: 10px;
    border-radius: 5px; }
SejScreen QProgressBar::chunk { background-color: #3fa7ff; border-radius: 5px; }
SejScreen QFrame#sej-centre {
    background-color: #12351f; border: 2px solid #1f5a35; border-radius: 14px;
}
SejScreen QFrame#sej-centre QLabel { color: #f0f4f8; }
SejScreen QLabel#sej-title { font-size: 17px; font-weight: 700; }
SejScreen QLabel#sej-contest { font-size: 18px; font-weight: 700; color: #ffe08a; }
SejScreen QLabel#sej-history { font-size: 13px; color: #c9d6c9; }
SejScreen QFrame#sej-bar { background-color: #161b22; border-radius: 10px; }
SejScreen QLabel#sej-turn { font-size: 18px; font-weight: 700; color: #ffffff; }
SejScreen QLabel#sej-preview { font-size: 13px; color: #c4cfdd; }
SejScreen QLabel#sej-preview[error="true"] { color: #ff8a80; }
SejScreen QLineEdit#sej-entry { font-size: 20px; padding: 4px 8px; }
"""

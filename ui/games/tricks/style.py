"""The trick-game screen's style sheet, on the screen itself (on top of the console's theme).
Read across a dim pit: the two sides are two colours wherever a seat, a card or a score
belongs to one (blue for the odd seats, amber for the even, as in ``present.SIDE_COLOURS``);
the seat to play is lit; the hand's cards are large white faces in their suits' ink."""

from __future__ import annotations

STYLE = """
TrickScreen QFrame#seat QLabel,
TrickScreen QFrame#table-centre QLabel,
TrickScreen QFrame#action-bar QLabel,
TrickScreen QFrame#hand-bar QLabel,
TrickScreen QFrame#result-form QLabel { background: transparent; }

TrickScreen QFrame#seat {
    background-color: #1b2029; border: 2px solid #2b3340; border-radius: 10px;
}
TrickScreen QFrame#seat[side="0"] { border-left: 6px solid #3fa7ff; }
TrickScreen QFrame#seat[side="1"] { border-left: 6px solid #ffb74d; }
TrickScreen QFrame#seat[playing="true"] { background-color: #172647; border-color: #2a6df4; }
TrickScreen QFrame#seat[selected="true"] { border: 3px solid #ffc83d; }
TrickScreen QFrame#seat QLabel#seat-number {
    font-size: 18px; font-weight: 800; color: #9aa7b8; padding-right: 6px;
}
TrickScreen QFrame#seat QLabel#seat-tags {
    font-size: 12px; font-weight: 800; color: #14181f; background-color: #8fd3ff;
    border-radius: 8px; padding: 1px 7px;
}
TrickScreen QFrame#seat QLabel#seat-player { font-size: 18px; font-weight: 600; color: #ffffff; }
TrickScreen QFrame#seat QLabel#seat-stack { font-size: 22px; font-weight: 700; color: #ffffff; }
TrickScreen QFrame#seat[side="0"] QLabel#seat-side { font-size: 13px; color: #8fcaff; }
TrickScreen QFrame#seat[side="1"] QLabel#seat-side { font-size: 13px; color: #ffd08a; }
TrickScreen QFrame#seat QLabel#seat-cards { font-size: 15px; color: #e8edf4; }

TrickScreen QFrame#table-centre {
    background-color: #12351f; border: 2px solid #1f5a35; border-radius: 14px;
}
TrickScreen QFrame#table-centre QLabel { color: #f0f4f8; }
TrickScreen QLabel#deal-title { font-size: 17px; font-weight: 700; }
TrickScreen QLabel#trick { font-size: 18px; min-height: 40px; }
TrickScreen QLabel#sides { font-size: 16px; }
TrickScreen QLabel#match { font-size: 17px; font-weight: 700; color: #ffe082; }
TrickScreen QLabel#last-trick, TrickScreen QLabel#result { font-size: 14px; color: #cfd8e3; }

TrickScreen QFrame#hand-bar {
    background-color: #1b2029; border: 2px solid #2a6df4; border-radius: 10px;
}
TrickScreen QLabel#hand-prompt { font-size: 16px; font-weight: 700; color: #ffffff; }
TrickScreen QPushButton#hand-card {
    background-color: #f4f6fa; color: #111418; font-size: 22px; font-weight: 800;
    border-radius: 8px; padding: 6px 8px;
}
TrickScreen QPushButton#hand-card[red="true"] { color: #c62828; }
TrickScreen QPushButton#hand-card:disabled { background-color: #5d6470; color: #2d3139; }

TrickScreen QFrame#result-form {
    background-color: #1b2029; border: 2px solid #ffb74d; border-radius: 10px;
}
TrickScreen QLabel#result-label { font-size: 16px; font-weight: 700; color: #ffffff; }
TrickScreen QLineEdit#result-points { font-size: 20px; }
TrickScreen QLabel#result-preview { font-size: 15px; color: #cfe9d6; }
TrickScreen QLabel#result-preview[error="true"] { color: #ff8a8a; }
TrickScreen QLabel#turn { font-size: 15px; color: #e8edf4; }
"""

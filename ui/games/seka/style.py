"""The Seka screen's style sheet, set on the screen and its dialogs themselves (on top of the
console's theme). Read across a dim pit: the figures a dealer pushes chips by (stacks, the
pot, the stake) are the largest things on the screen; whose turn it is shows as colour and
border, not only as words; dark and light players are told apart at a glance (a dark badge
and a light one), and a svara is amber wherever it shows.

It lives beside the screen rather than in ``resources/styles`` so the game's console is one
package; the selectors are scoped to ``SekaScreen`` and the Seka dialogs all the same."""

from __future__ import annotations

STYLE = """
SekaScreen QFrame#seat QLabel,
SekaScreen QFrame#table-centre QLabel,
SekaScreen QFrame#action-bar QLabel,
SekaScreen QFrame#entry-bar QLabel,
QDialog#seka-showdown QScrollArea,
QDialog#seka-showdown QScrollArea > QWidget,
QDialog#seka-showdown QStackedWidget,
QDialog#seka-showdown QStackedWidget > QWidget {
    background: transparent;
}

/* --- a seat --- */
SekaScreen QFrame#seat {
    background-color: #1b2029;
    border: 2px solid #2b3340;
    border-radius: 10px;
    min-height: 96px;
}
SekaScreen QFrame#seat[state="empty"] { background-color: #111419; border: 2px dashed #262d38; }
SekaScreen QFrame#seat[state="acting"] { background-color: #172647; border-color: #2a6df4; }
SekaScreen QFrame#seat[state="all-in"] { border-color: #b8891a; }
SekaScreen QFrame#seat[state="tied"] { background-color: #33260f; border-color: #ffb74d; }
SekaScreen QFrame#seat[state="joined"] { border-color: #ffb74d; }
SekaScreen QFrame#seat[state="folded"],
SekaScreen QFrame#seat[state="passed"],
SekaScreen QFrame#seat[state="sat-out"] { background-color: #161a21; }
SekaScreen QFrame#seat[selected="true"] { border: 3px solid #ffc83d; }

SekaScreen QFrame#seat QLabel#seat-number { font-size: 14px; font-weight: 700; color: #9aa7b8; }
SekaScreen QFrame#seat QLabel#seat-button {
    background-color: #f4f6fa; color: #14181f; border-radius: 10px;
    min-width: 20px; min-height: 20px; max-height: 20px;
    font-size: 12px; font-weight: 800;
}
SekaScreen QFrame#seat QLabel#seat-player { font-size: 19px; font-weight: 600; color: #ffffff; }
SekaScreen QFrame#seat QLabel#seat-stack { font-size: 22px; font-weight: 700; color: #ffffff; }
SekaScreen QFrame#seat QLabel#seat-paid { font-size: 16px; color: #e8edf4; }
SekaScreen QFrame#seat QLabel#seat-value {
    font-size: 15px; font-weight: 800; color: #14181f; background-color: #8fd3ff;
    border-radius: 9px; padding: 0 7px;
}
SekaScreen QFrame#seat[state="tied"] QLabel#seat-value { background-color: #ffb74d; }
SekaScreen QFrame#seat QLabel#seat-sight {
    font-size: 12px; font-weight: 800; padding: 1px 7px; border-radius: 8px;
}
SekaScreen QFrame#seat QLabel#seat-sight[sight="dark"] {
    background-color: #0b0d12; color: #c9b8ff; border: 1px solid #6a5acd;
}
SekaScreen QFrame#seat QLabel#seat-sight[sight="light"] {
    background-color: #f4f6fa; color: #14181f; border: 1px solid #f4f6fa;
}
SekaScreen QFrame#seat[state="empty"] QLabel#seat-player,
SekaScreen QFrame#seat[state="empty"] QLabel#seat-number { color: #566172; }
SekaScreen QFrame#seat QLabel#seat-player[dim="true"],
SekaScreen QFrame#seat QLabel#seat-stack[dim="true"],
SekaScreen QFrame#seat QLabel#seat-paid[dim="true"] { color: #7a8596; }

SekaScreen QFrame#seat QLabel#seat-state {
    font-size: 13px; font-weight: 700; padding: 1px 8px; border-radius: 9px;
    background-color: #2b3340; color: #c4cfdd;
}
SekaScreen QFrame#seat QLabel#seat-state[state="acting"] {
    background-color: #2a6df4; color: #ffffff;
}
SekaScreen QFrame#seat QLabel#seat-state[state="called"],
SekaScreen QFrame#seat QLabel#seat-state[state="raised"],
SekaScreen QFrame#seat QLabel#seat-state[state="revealed"],
SekaScreen QFrame#seat QLabel#seat-state[state="looked"] {
    background-color: #173a2b; color: #7ee2a8;
}
SekaScreen QFrame#seat QLabel#seat-state[state="all-in"] {
    background-color: #4d3b0c; color: #ffd76a;
}
SekaScreen QFrame#seat QLabel#seat-state[state="folded"],
SekaScreen QFrame#seat QLabel#seat-state[state="passed"] {
    background-color: #3a1820; color: #ff9a9a;
}
SekaScreen QFrame#seat QLabel#seat-state[state="tied"],
SekaScreen QFrame#seat QLabel#seat-state[state="joined"] {
    background-color: #ffb74d; color: #14181f;
}
SekaScreen QFrame#seat QLabel#seat-state[state="sat-out"],
SekaScreen QFrame#seat QLabel#seat-state[state="empty"] {
    background-color: transparent; color: #6b7686;
}
SekaScreen QFrame#seat QLabel#seat-state[state="showdown"] {
    background-color: #2d2350; color: #d7b4ff;
}

/* --- the middle of the table --- */
SekaScreen QFrame#table-centre {
    background-color: #0f2f23; border: 2px solid #1d5641; border-radius: 30px;
}
SekaScreen QLabel#hand-number { font-size: 18px; color: #b9d8c9; }
SekaScreen QLabel#phase { font-size: 26px; font-weight: 700; color: #ffffff; }
SekaScreen QLabel#phase[phase="between"] { color: #b9d8c9; }
SekaScreen QLabel#phase[phase="svara"] { color: #ffb74d; }
SekaScreen QLabel#pots { font-size: 20px; color: #ffffff; }
SekaScreen QLabel#stake { font-size: 18px; color: #e8edf4; }
SekaScreen QLabel#svara {
    font-size: 18px; color: #ffffff; background-color: #33260f; border: 2px solid #ffb74d;
    border-radius: 10px; padding: 6px 12px;
}
SekaScreen QLabel#last-result { font-size: 18px; font-weight: 600; color: #ffd76a; }

/* --- the action bar, and the raise in its place --- */
SekaScreen QFrame#action-bar,
SekaScreen QFrame#entry-bar {
    background-color: #1b2029; border: 1px solid #2b3340; border-radius: 10px; min-height: 56px;
}
SekaScreen QFrame#entry-bar { border-color: #2a6df4; }
SekaScreen QLabel#turn { font-size: 19px; font-weight: 700; color: #9aa7b8; }
SekaScreen QLabel#turn[active="true"] { color: #8fb4ff; }
SekaScreen QFrame#action-bar QPushButton#action { font-size: 16px; padding: 10px 12px; }
SekaScreen QFrame#action-bar QPushButton#action[kind="fold"],
SekaScreen QFrame#action-bar QPushButton#action[kind="pass"] {
    color: #ff9a9a; border-color: #5a2530;
}
SekaScreen QFrame#action-bar QPushButton#action[kind="join"],
SekaScreen QFrame#action-bar QPushButton#action[kind="refuse-split"],
SekaScreen QFrame#action-bar QPushButton#action[kind="svara"] {
    color: #ffb74d; border-color: #7a5418;
}
SekaScreen QFrame#action-bar QPushButton#action[kind="start"],
SekaScreen QFrame#action-bar QPushButton#action[kind="showdown"] {
    background-color: #2a6df4; color: #ffffff; border-color: #2a6df4;
}
SekaScreen QLabel#entry-prompt {
    font-size: 19px; font-weight: 600; color: #ffffff; padding-right: 8px;
}
SekaScreen QLabel#entry-bounds { font-size: 16px; color: #9aa7b8; padding-left: 8px; }
SekaScreen QLabel#entry-keys { font-size: 14px; color: #9aa7b8; }

/* --- the reveal / showdown dialog --- */
QDialog#seka-showdown QLabel#showdown-hint { color: #9aa7b8; font-size: 15px; padding-bottom: 6px; }
QDialog#seka-showdown QLabel#hand-seat { font-size: 18px; font-weight: 600; }
QDialog#seka-showdown QLabel#hand-status { font-size: 16px; }
QDialog#seka-showdown QLabel#hand-known { font-size: 16px; }
QDialog#seka-showdown QLabel#showdown-result { font-size: 17px; }
"""

"""The Qt binding itself: a console makes millions of Qt calls in a shift, so a binding that
leaks a reference on each one ends the shift in a crash. PySide6 6.12.0 on Python 3.11 drops
a reference to None on every call that returns None, and the process aborts once the count
runs out (found by the UI benchmark after a few hundred commands)."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel

from ui.app import create_app

CALLS = 2000


def test_qt_calls_keep_none_true_and_false_alive() -> None:
    create_app([])
    label = QLabel()
    before = [sys.getrefcount(x) for x in (None, True, False)]
    for i in range(CALLS):
        label.setText(str(i))
        label.setVisible(i % 2 == 0)
        label.isVisible()
    after = [sys.getrefcount(x) for x in (None, True, False)]
    lost = [b - a for b, a in zip(before, after, strict=True)]
    assert all(n < CALLS // 10 for n in lost), f"references lost over {CALLS} calls: {lost}"

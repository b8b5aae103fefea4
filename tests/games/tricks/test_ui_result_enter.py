"""One Enter on a live deal's result writes it once, and the next deal is started by N.

Found by ``bench/ui_bench.py --no-postgres`` ("Ristikontra live: N dealt no deal"): Enter in
the points field sends the result twice, once by the field's ``returnPressed`` and once more
by ``ResultForm.keyPressEvent`` (a line edit passes Enter on to its parent after emitting
``returnPressed``). The first writes the result; the second is refused ("no deal is in play:
start a deal, then enter its result"), so the dealer sees a red refusal after a good entry,
and the focus is left in the hidden points field, which then takes the N meant for the next
deal as a letter. ``ui/games/tricks/panels.py`` now sends the result once: the
``returnPressed`` connection is gone, and the form's own Enter handling covers every field of
it.
"""

from __future__ import annotations

import random

from games.tricks.test_ui_screen import events, key, make_screen
from pytestqt.qtbot import QtBot
from store_fixtures import Staff

from casino.games.tricks.player import random_result
from casino.games.tricks.ristikontra.rules import RistikontraRules
from casino.services import Services
from ui.console import Console


def test_one_enter_writes_a_live_result_once_and_n_deals_next(
    qtbot: QtBot, dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    screen = make_screen(
        qtbot, dealer_console, ui_services, ui_staff, "ristikontra", RistikontraRules()
    )
    key(qtbot, screen, "N")
    key(qtbot, screen, "R")
    assert screen.form.isVisible() and screen.form.points.hasFocus()
    entry = random_result(screen.state, random.Random(36))
    qtbot.keyClicks(screen.form.points, str(entry.points))
    assert "pay" in screen.form.preview.text()
    written = events(ui_services, screen.table_id)
    key(qtbot, screen, "Return")
    assert not screen.form.isVisible()
    assert screen.state.deal is None and screen.state.hands_dealt == 1
    assert not screen.message.is_error, screen.message.text()
    assert events(ui_services, screen.table_id) > written
    key(qtbot, screen, "N")
    assert screen.state.deal is not None, screen.message.text()

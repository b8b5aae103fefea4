"""A table as the consoles read it: its view, a command's preview, the recent events a
screen projects, the time charges due, a finished hand's shoe and the hands in play."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import datetime
from typing import Any

from sqlalchemy import select

from casino.games import game as game_named
from casino.games.revenue import Due, clock_text
from casino.games.seating import CLOCKED
from casino.games.spec import RuleViolation
from casino.i18n import _
from casino.services.errors import (
    InputError,
    NotFound,
    Refused,
)
from casino.services.pit import rules as rules_service
from casino.services.reports.faults import (
    CHAIN,
    open_fault,
    stopped_message,
)
from casino.services.tables import time_charges
from casino.services.tables.base import (
    _HANDS,
    START,
    VOID,
    TableState,
    TableView,
    _assigned,
    _open_session,
    _stored_events,
    _table,
)
from casino.store import clock
from casino.store import models as m
from casino.store.stream import (
    from_data,
)


class TableReads(TableState):
    """What a console reads of a table; nothing here writes."""

    def tables(self) -> list[tuple[int, str, str, str]]:
        """Every table: id, game, name and position."""
        with self.db.read() as session:
            rows = session.execute(
                select(
                    m.CasinoTable.id, m.CasinoTable.game, m.CasinoTable.name, m.CasinoTable.position
                ).order_by(m.CasinoTable.id)
            )
            return [(r[0], r[1], r[2], r[3]) for r in rows]

    def table_id(self, name: str) -> int:
        with self.db.read() as session:
            found = session.scalar(select(m.CasinoTable.id).where(m.CasinoTable.name == name))
        if found is None:
            raise NotFound(_("there is no table called {name}").format(name=repr(name)))
        return found

    def view(self, table_id: int) -> TableView:
        with self.db.read() as session:
            folded = self._current(session, table_id)
            table = _table(session, table_id)
            pending = _assigned(session, table_id)
            open_session = _open_session(session, table_id)
            fault = open_fault(session, table_id)
        self._write_notes()
        stopped = stopped_message(*fault) if fault is not None else None
        if stopped is None and table_id in self._problems:
            if not self._problems[table_id][1]:  # on record before, not open now: cleared
                self._cache.pop(table_id, None)
                with self.db.read() as session:
                    folded = self._current(session, table_id)
            found = self._problems.get(table_id)
            if found is not None:
                self._put_on_record(table_id, found[0])
                stopped = stopped_message(table.name, CHAIN, found[0])
        return TableView(
            table_id,
            table.name,
            table.game,
            folded.seq,
            folded.state,
            tuple(folded.game.engine.legal(folded.state)),
            folded.rules_version_id,
            pending if pending != folded.rules_version_id else None,
            open_session.id if open_session is not None else None,
            stopped,
        )

    def time_charges_due(self, table_id: int, now: datetime | None = None) -> list[Due]:
        """Which seated players owe a time charge now, and since when: what the dealer
        collects between hands (``casino.services.tables.time_charges``)."""
        view = self.view(table_id)
        when = now if now is not None else clock.now()
        return time_charges.owed(view.game, view.state, when)

    def preview(self, table_id: int, command: Any) -> tuple[Any, ...]:
        """The events ``command`` would produce now, written nowhere: what a console shows
        (the pots split, each seat's payout) for the dealer to confirm before submitting.
        A command the rules refuse raises ``Refused`` with the reason, as ``submit`` would."""
        with self.db.read() as session:
            folded = self._current(session, table_id)
        if getattr(command, "KIND", None) in (START, VOID):
            raise InputError(_("a start or a void has nothing to preview"))
        if isinstance(command, CLOCKED):  # as submit stamps it, at this moment
            command = replace(command, at=clock_text(clock.now()))
        try:
            return folded.game.engine.decide(folded.state, command)[1]
        except RuleViolation as exc:
            raise Refused(str(exc)) from None

    def recent_events(self, table_id: int) -> tuple[int, tuple[Any, ...]]:
        """The table's events from the start of the hand in play (between hands: of the last
        hand) to its last event, and that event's sequence number: what a table screen's
        projection reads beside the state (the spec's ``Projection``), so a console opened
        after the hand began shows the same last actions and results as the one that dealt
        it. Events as stored: a shoe's order stays sealed."""
        events = m.table("events")
        with self.db.read() as session:
            folded = self._current(session, table_id)
            first = folded.hand_first_seq
            if first is None:
                first = session.scalar(
                    select(_HANDS.c.first_seq)
                    .where(_HANDS.c.table_id == table_id)
                    .order_by(_HANDS.c.number.desc())
                    .limit(1)
                )
            if first is None:
                return folded.seq, ()
            rows = session.execute(
                select(events.c.data)
                .where(
                    events.c.table_id == table_id,
                    events.c.seq >= first,
                    events.c.seq <= folded.seq,
                )
                .order_by(events.c.seq)
            ).all()
        return folded.seq, tuple(from_data(folded.game, json.loads(row.data)) for row in rows)

    def shoe(self, table_id: int, hand: int) -> str | None:
        """A shoe table's cards for a finished hand, or None while the hand is in play or at a
        live table: the cards dealt, in the order they left the shoe, read from the events
        that dealt them (a shoe table's cards exist only once dealt, so no other order was
        ever kept). A hand stored before that gives its sealed deck order, as it always did:
        a game that deals again within a hand (a re-deal after a tie) sealed each deal's shoe
        under the hand's number; this is the first deal's, and the recall shows every one."""
        with self.db.read() as session:
            done = session.execute(
                select(m.Hand.first_seq, m.Hand.last_seq, m.Hand.rule_version_id).where(
                    m.Hand.table_id == table_id, m.Hand.number == hand
                )
            ).first()
            if done is None:
                return None
            sealed = session.scalar(
                select(m.SealedShoe.cards)
                .where(m.SealedShoe.table_id == table_id, m.SealedShoe.hand_number == hand)
                .order_by(m.SealedShoe.seq)
                .limit(1)
            )
            if sealed is not None:
                return sealed
            game = game_named(_table(session, table_id).game)
            rules = rules_service.rules_of(rules_service.version_row(session, done.rule_version_id))
            if not game.equipment.sealed_by_shoe(rules):
                return None
            stored = _stored_events(session, game, table_id, done.first_seq, done.last_seq)
        dealt = [card for event in stored for card in game.equipment.dealt(event)]
        return " ".join(map(str, dealt)) or None

    def open_hands(self) -> list[tuple[int, int]]:
        """Every table with a hand in play, and that hand's number: what a console that
        restarts resumes (each table's state is folded from its stream)."""
        found = []
        for table_id, *_rest in self.tables():
            view = self.view(table_id)
            game = game_named(view.game)
            if game.engine.phase(view.state).in_hand:
                found.append((table_id, game.engine.phase(view.state).hands_dealt))
        return found

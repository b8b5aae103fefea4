"""The game recall: any hand of a table, replayed event by event with every wager it wrote.

A recall is a fold like everything else the console shows: the state before the hand is the
table's stream folded up to the event before the hand's first, and each step folds one more
event of the hand in. Nothing is recomputed from the wager log; the wager lines beside each
step are the rows the event wrote, read back, so a recall shows what the record says.

A hand still in play at a shoe table is replayed **as stored**: its opening event keeps only
the shoe's digest, and the deck order stays sealed, so the steps show what has been dealt
and drawn so far and nothing of the undealt shoe. A finished hand is replayed with its shoe
put back (checked against the digest the chain protects), like any fold of the stream.

A banked game's bets are placed between rounds, before the round's first event: a recall
carries them as ``lead_in`` steps (the events before the hand that wrote wager lines for it),
so a round's wagers in the recall are all of the round's rows in the wager log.

A settled hand is never changed: a correction is a record of its own, written later in the
stream (``casino.services.tables.corrections``). The recall shows the hand as it was played, and
beside it each correction of it (who asked, who approved, when, why, how much to which seat)
and each patron complaint recorded against it; a correction's own wager line is not one of
the hand's steps.
"""

from __future__ import annotations

import copy
import json
import threading
from collections import defaultdict
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.orm import Session, aliased

from casino.games import game as game_named
from casino.games.capabilities import Summary
from casino.games.house_rules import HouseRules
from casino.games.narrative import players_of
from casino.i18n import _, ngettext
from casino.services.errors import NotFound
from casino.services.tables.complaints import ComplaintLine, complaint_counts, complaint_lines
from casino.services.tables.corrections import CorrectionLine, correction_counts, correction_lines
from casino.store import models as m
from casino.store import snapshots
from casino.store.admin import site_key_of as _key
from casino.store.stream import (
    Folded,
    RulesAdopted,
    TableMissing,
    catch_up,
    from_data,
    shoes,
    unseal,
)
from casino.store.unit import Database

PLAYED, VOIDED, IN_PLAY = "played", "voided", "in play"


@dataclass(frozen=True, slots=True)
class HandLine:
    """One hand in the recall's list. The hand in play has ``outcome`` ``"in play"``, no end
    time, and ``last_seq`` at the table's last event so far."""

    number: int
    started_at: datetime
    ended_at: datetime | None
    outcome: str
    first_seq: int
    last_seq: int
    corrections: int = 0
    """How many corrections of the hand are on record (beside it, never in it)."""
    complaints: int = 0
    """How many patron complaints were recorded against it."""

    @property
    def in_play(self) -> bool:
        return self.outcome == IN_PLAY


@dataclass(frozen=True, slots=True)
class WagerLine:
    """One wager-log row an event wrote. ``voided`` marks a line that does not count: every
    line of a voided hand, the returns included."""

    kind: str
    seat: int | None
    player: str | None
    amount: int
    house: int
    voided: bool


@dataclass(frozen=True, slots=True)
class Step:
    """One event of the hand: when, who entered it, what it said and what it wrote, and the
    table after it."""

    seq: int
    at: datetime
    by: str
    event: Any
    sentence: str
    wagers: tuple[WagerLine, ...]
    state: Any
    summary: Summary


@dataclass(frozen=True, slots=True)
class VoidLine:
    reason: str
    requested_by: str
    approved_by: str
    at: datetime


@dataclass(frozen=True, slots=True)
class Recall:
    """A hand replayed. ``sealed`` is True for a shoe hand still in play, replayed without its
    deck order."""

    table_id: int
    table: str
    game: str
    rules: HouseRules
    rules_version: int | None
    hand: HandLine
    before: Any
    """The table's state before the hand's first event."""
    lead_in: tuple[Step, ...]
    steps: tuple[Step, ...]
    void: VoidLine | None
    sealed: bool
    corrections: tuple[CorrectionLine, ...] = ()
    """Each correction of the hand, oldest first: beside the hand, which is unchanged."""
    complaints: tuple[ComplaintLine, ...] = ()
    """Each patron complaint recorded against the hand, with its notes."""

    @property
    def number(self) -> int:
        return self.hand.number

    @property
    def after(self) -> Any:
        """The table's state after the hand's last event so far."""
        return self.steps[-1].state if self.steps else self.before

    @property
    def wagers(self) -> tuple[WagerLine, ...]:
        """Every wager line of the hand, lead-in bets first."""
        return tuple(w for s in (*self.lead_in, *self.steps) for w in s.wagers)


class RecallQueries:
    """Read-only: any user may recall any hand (a dealer checks a payout, a pit boss a
    dispute), so no sign-in is asked here; the console has one already."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self._heads: dict[int, Folded] = {}
        self._lock = threading.Lock()

    def hands(self, table_id: int, limit: int = 10, before: int | None = None) -> list[HandLine]:
        """The table's finished hands, newest first, at most ``limit`` of them numbered below
        ``before`` (all, when None), with the hand in play, if any, on top of them."""
        with self.db.read() as session:
            _table(session, table_id)
            query = select(m.Hand).where(m.Hand.table_id == table_id)
            if before is not None:
                query = query.where(m.Hand.number < before)
            rows = session.scalars(query.order_by(m.Hand.number.desc()).limit(limit)).all()
            found = [
                HandLine(h.number, h.started_at, h.ended_at, h.outcome, h.first_seq, h.last_seq)
                for h in rows
            ]
            live = self._in_play(session, table_id)
            if live is not None and (before is None or live.number < before):
                found.insert(0, live)
            numbers = [h.number for h in found]
            corrected = correction_counts(session, table_id, numbers)
            complained = complaint_counts(session, table_id, numbers)
        return [
            replace(
                h, corrections=corrected.get(h.number, 0), complaints=complained.get(h.number, 0)
            )
            for h in found
        ]

    def hand(self, table_id: int, number: int) -> Recall:
        """Hand ``number`` of the table replayed step by step (see the module's note on a
        shoe hand still in play)."""
        with self.db.read() as session:
            table = _table(session, table_id)
            row = session.scalar(
                select(m.Hand).where(m.Hand.table_id == table_id, m.Hand.number == number)
            )
            if row is not None:
                line = HandLine(
                    row.number, row.started_at, row.ended_at, row.outcome, row.first_seq,
                    row.last_seq,
                )
            else:
                live = self._in_play(session, table_id)
                if live is None or live.number != number:
                    raise NotFound(_no_hand(table.name, number, live))
                line = live
            return self._replay(session, table, line)

    # -- inside a read -----------------------------------------------------------------------

    def _in_play(self, session: Session, table_id: int) -> HandLine | None:
        """The hand in play, read off the table's fold (kept between calls and caught up,
        as the table service keeps its own, so listing hands costs only the new events)."""
        with self._lock:
            folded = self._heads.get(table_id)
            if folded is None:
                try:
                    folded = snapshots.load(session, table_id, _key(self.db.engine))
                except TableMissing as exc:
                    raise NotFound(str(exc)) from None
            else:
                folded = copy.copy(folded)
                catch_up(session, folded, table_id)
            self._heads[table_id] = folded
        game = folded.game
        if folded.state is None or not game.engine.phase(folded.state).in_hand:
            return None
        assert folded.hand_first_seq is not None and folded.hand_started_at is not None
        return HandLine(
            game.engine.phase(folded.state).hands_dealt, folded.hand_started_at, None, IN_PLAY,
            folded.hand_first_seq, folded.seq,
        )

    def _replay(self, session: Session, table: m.CasinoTable, line: HandLine) -> Recall:
        game = game_named(table.game)
        story = game.narrative
        events = m.table("events")
        wagers = _wagers(session, table.id, line)
        lead_seqs = {seq for seq in wagers if seq < line.first_seq}
        withhold = line.in_play
        start = min([line.first_seq, *lead_seqs]) - 1  # the fold from a snapshot before both
        folded = snapshots.newest(session, table.id, game, _key(self.db.engine), start).folded
        folded = folded or Folded(game)
        sealed = shoes(session, table.id, folded.seq)
        rows = session.execute(
            select(
                events.c.seq, events.c.data, events.c.at, events.c.hash, m.User.name
            )
            .join(m.User, m.User.id == events.c.user_id)
            .where(
                events.c.table_id == table.id,
                events.c.seq > folded.seq,
                events.c.seq <= line.last_seq,
            )
            .order_by(events.c.seq)
        )
        before: Any = None
        lead_in: list[Step] = []
        steps: list[Step] = []
        for row in rows:
            data = json.loads(row.data)
            if not (withhold and row.seq >= line.first_seq):
                data = unseal(row, data, sealed)
            event = from_data(game, data)
            seats = game.engine.seats(folded.state) if folded.state is not None else ()
            players = players_of(seats)
            if row.seq == line.first_seq:
                before = folded.state
            folded.apply(row.seq, event, row.at, row.hash)
            if row.seq < line.first_seq and row.seq not in lead_seqs:
                continue
            state = folded.state
            if isinstance(event, RulesAdopted):
                sentence = _("House rules version {version} adopted").format(
                    version=event.version
                )
            else:
                sentence = story.describe(event, state.rules, players)
            step = Step(
                row.seq, row.at, row.name, event, sentence, tuple(wagers.get(row.seq, ())),
                state, story.summarise(state),
            )
            (lead_in if row.seq < line.first_seq else steps).append(step)
        if before is None:
            raise NotFound(
                _("hand {hand} of table {table} has no events on record").format(
                    hand=line.number, table=table.name
                )
            )
        version = session.scalar(
            select(m.RuleVersion.version)
            .join(m.Hand, m.Hand.rule_version_id == m.RuleVersion.id)
            .where(m.Hand.table_id == table.id, m.Hand.number == line.number)
        )
        if version is None and folded.rules_version_id is not None:
            version = session.scalar(
                select(m.RuleVersion.version).where(m.RuleVersion.id == folded.rules_version_id)
            )
        return Recall(
            table.id,
            table.name,
            table.game,
            before.rules,
            version,
            line,
            before,
            tuple(lead_in),
            tuple(steps),
            _void(session, table.id, line.number),
            withhold and game_named(table.game).equipment.sealed_by_shoe(before.rules),
            tuple(correction_lines(session, table.id, line.number)),
            tuple(complaint_lines(session, table_id=table.id, hand_number=line.number)),
        )


def _table(session: Session, table_id: int) -> m.CasinoTable:
    table = session.get(m.CasinoTable, table_id)
    if table is None:
        raise NotFound(_("there is no table with id {table}").format(table=table_id))
    return table


def _no_hand(table: str, number: int, live: HandLine | None) -> str:
    if number < 1:
        return _("hands are numbered from 1; there is no hand {hand} at table {table}").format(
            hand=number, table=table
        )
    if live is not None and number > live.number:
        return ngettext(
            "table {table} has dealt {dealt} hands so far; there is no hand {hand}",
            "table {table} has dealt {dealt} hands so far; there is no hand {hand}",
            live.number,
        ).format(table=table, dealt=live.number, hand=number)
    return _("table {table} has no hand {hand} on record").format(table=table, hand=number)


def _wagers(session: Session, table_id: int, line: HandLine) -> dict[int, list[WagerLine]]:
    """The wager rows of the hand by the seq of the event that wrote them: everything the
    hand's events wrote, and the lines for this hand written before it began."""
    voided = line.outcome == VOIDED
    found: dict[int, list[WagerLine]] = defaultdict(list)
    for w in session.scalars(
        select(m.Wager)
        .where(
            m.Wager.table_id == table_id,
            or_(
                m.Wager.seq.between(line.first_seq, line.last_seq),
                m.Wager.hand_number == line.number,
            ),
            m.Wager.seq <= line.last_seq,
        )
        .order_by(m.Wager.id)
    ):
        gone = voided or w.void_id is not None
        found[w.seq].append(WagerLine(w.kind, w.seat, w.player, w.amount, w.house, gone))
    return found


def _void(session: Session, table_id: int, number: int) -> VoidLine | None:
    asked, approved = aliased(m.User), aliased(m.User)
    row = session.execute(
        select(m.Void.reason, asked.name, approved.name, m.Void.at)
        .join(asked, asked.id == m.Void.requested_by_id)
        .join(approved, approved.id == m.Void.approved_by_id)
        .where(m.Void.table_id == table_id, m.Void.hand_number == number)
    ).first()
    return VoidLine(row[0], row[1], row[2], row[3]) if row is not None else None

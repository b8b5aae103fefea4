"""Each player's decision valued once and kept (issue 36): the rows the rating slips' skill
and the advantage watch read instead of re-valuing every decision at every read.

A game whose decisions have an exact value says how to value one (``Game.decisions``:
the events that record a decision, and ``value(rules, event)``). Valuing one costs a decode
of the stored event and the game's math; a long visit has thousands, and every view of the
pit's players used to value all of them again. Here each is valued once and kept as a row of
``decision_values`` (``models.KeptDecision``); ``decision_marks`` says, per table, through
which event every decision of a finished hand is kept.

**Who values.** Never the dealer's command (its unit of work has a CPU budget): the
advantage watch keeps a table's new decisions after each round it ends, on its own thread
(``keep_table``); and any reader that finds decisions past a table's mark values them in its
own read, as before, and keeps them afterwards in a short unit of its own (``keep``), so the
next reader finds rows. Two keepers at once write the same rows (a decision's value is a
function of the record): the rows are inserted only where missing and the mark only moves
forward.

**What is kept.** The decisions of hands that ended and were not voided (a voided hand's
count for nothing; a hand in play's count when it ends), each under the rules version its
hand was played under, exactly as the rating slips value them (``rating_model``).

**Rebuilding.** The rows are derived, not record: deleting a table's rows and its mark makes
the next keeper value the table's decisions again from its stream. ``problems`` re-values
every kept row from the record and names those that differ, are missing or should not be
there.
"""

from __future__ import annotations

import json
import logging
from bisect import bisect_right
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from sqlalchemy import and_, or_, select, text
from sqlalchemy.exc import SQLAlchemyError

from casino.games import Game
from casino.games import game as game_named
from casino.games.capabilities import DecisionMeter, DecisionValue, RoundTheory, Theory
from casino.games.house_rules import HouseRules
from casino.services.players.rating_model import DecisionRow
from casino.store import models as m
from casino.store.stream import Executor, from_data
from casino.store.unit import Database

_LOG = logging.getLogger(__name__)

_VALUES, _MARKS = m.table("decision_values"), m.table("decision_marks")
_HANDS, _EVENTS = m.table("hands"), m.table("events")

CHUNK = 2_000
"""Rows written per unit of work when keeping: a first keep of a long history takes the
write lock in short turns, never for seconds."""

_INSERT = text(
    """
    INSERT INTO decision_values (table_id, seq, seat, chosen, mirror, best, rule_version_id)
    VALUES (:table_id, :seq, :seat, :chosen, :mirror, :best, :rule_version_id)
    ON CONFLICT (table_id, seq) DO NOTHING
    """
)
_MARK = text(
    """
    INSERT INTO decision_marks (table_id, through) VALUES (:table_id, :through)
    ON CONFLICT (table_id) DO UPDATE SET through = CASE
      WHEN excluded.through > decision_marks.through THEN excluded.through
      ELSE decision_marks.through END
    """
)


@dataclass(frozen=True, slots=True)
class Valued:
    """A decision valued now, with the rules version it was valued under."""

    row: DecisionRow
    rule_version_id: int


@dataclass(slots=True)
class Fresh:
    """A table's decisions valued past its mark: those of the hands that ended after event
    ``after`` (the mark as read) through event ``through`` (the last of them)."""

    table_id: int
    after: int
    through: int
    values: list[Valued] = field(default_factory=list)


@dataclass
class Valuer:
    """What one reader knows while it reads: rules versions and their theory, each read once,
    the marks it has read, the decisions it has valued past them (for ``keep``), and the
    exact fractions it has parsed (a kept value repeats across a long visit)."""

    versions: dict[int, HouseRules] = field(default_factory=dict)
    theories: dict[int, RoundTheory | None] = field(default_factory=dict)
    marks: dict[int, int] = field(default_factory=dict)
    fresh: dict[int, Fresh] = field(default_factory=dict)
    fractions: dict[str, Fraction] = field(default_factory=dict)
    games: dict[int, str] = field(default_factory=dict)
    """Each table's game, by table."""

    def game(self, db: Executor, table_id: int) -> str:
        found = self.games.get(table_id)
        if found is None:
            found = self.games[table_id] = str(
                db.execute(
                    select(m.CasinoTable.game).where(m.CasinoTable.id == table_id)
                ).scalar_one()
            )
        return found

    def rules(self, db: Executor, version_id: int) -> HouseRules:
        found = self.versions.get(version_id)
        if found is None:
            row = db.execute(
                select(m.RuleVersion.game, m.RuleVersion.rules).where(
                    m.RuleVersion.id == version_id
                )
            ).one()
            found = game_named(row.game).rules_type.from_dict(json.loads(row.rules))
            self.versions[version_id] = found
        return found

    def theory(self, db: Executor, game: Game, version_id: int) -> RoundTheory | None:
        if version_id not in self.theories:
            rules = self.rules(db, version_id)
            theory = game.get(Theory)
            self.theories[version_id] = theory.of(rules) if theory is not None else None
        return self.theories[version_id]

    def fraction(self, written: str) -> Fraction:
        found = self.fractions.get(written)
        if found is None:
            top, _slash, bottom = written.partition("/")
            found = self.fractions[written] = Fraction(int(top), int(bottom or 1))
        return found

    def forget(self, table_id: int) -> None:
        """Drop what this reader holds of the table's mark and fresh values (a long-lived
        reader, the advantage watch, reads them again at each look)."""
        self.marks.pop(table_id, None)
        self.fresh.pop(table_id, None)

    def mark(self, db: Executor, table_id: int) -> int:
        """The table's mark as this reader's snapshot holds it (0: nothing kept)."""
        found = self.marks.get(table_id)
        if found is None:
            found = db.execute(
                select(_MARKS.c.through).where(_MARKS.c.table_id == table_id)
            ).scalar()
            found = self.marks[table_id] = int(found or 0)
        return found


def decisions(
    db: Executor,
    game: Game,
    table_id: int,
    lo: int,
    hi: int | None,
    known: Valuer,
    after: tuple[int, Mapping[int, int | None]] | None = None,
) -> list[DecisionRow]:
    """The valued decisions of finished, not voided hands at events ``lo`` to ``hi`` (None:
    the head) of one table, in order: the kept rows up to the table's mark, and past it the
    decisions valued now (kept later by ``keep``). ``after`` = (event, seats): past that
    event, only the decisions of those seats, each through the event given with it (None:
    through ``hi``)."""
    if game.get(DecisionMeter) is None:
        return []
    mark = known.mark(db, table_id)
    found: list[DecisionRow] = []
    top = mark if hi is None else min(hi, mark)
    where = [_VALUES.c.table_id == table_id, _VALUES.c.seq.between(lo, top)]
    if after is not None:
        v = _VALUES.c
        where.append(
            or_(
                v.seq <= after[0],
                *[
                    and_(v.seat == seat, v.seq <= close) if close is not None else v.seat == seat
                    for seat, close in sorted(after[1].items())
                ],
            )
        )
    if lo <= top:
        fraction = known.fraction
        found = [
            DecisionRow(
                int(seq),
                DecisionValue(int(seat), fraction(chosen), fraction(mirror), fraction(best)),
            )
            for seq, seat, chosen, mirror, best in db.execute(
                select(_VALUES.c.seq, _VALUES.c.seat, _VALUES.c.chosen, _VALUES.c.mirror,
                       _VALUES.c.best)
                .where(*where)
                .order_by(_VALUES.c.seq)
            )
        ]  # fmt: skip
    if hi is None or hi > mark:
        fresh = known.fresh.get(table_id)
        if fresh is None:
            fresh = known.fresh[table_id] = value_after(db, game, table_id, mark, known)
        found.extend(
            v.row
            for v in fresh.values
            if v.row.seq >= lo
            and (hi is None or v.row.seq <= hi)
            and (after is None or _wanted(v.row, *after))
        )
    return found


def _wanted(row: DecisionRow, hi: int, seats: Mapping[int, int | None]) -> bool:
    if row.seq <= hi:
        return True
    seat = row.value.seat
    if seat not in seats:
        return False
    close = seats[seat]
    return close is None or row.seq <= close


def value_after(db: Executor, game: Game, table_id: int, after: int, known: Valuer) -> Fresh:
    """Value every decision of the hands that ended after event ``after`` (a mark: the last
    event of a finished hand, or 0)."""
    meter = game.get(DecisionMeter)
    if meter is None:
        return Fresh(table_id, after, after)
    hands = db.execute(
        select(_HANDS.c.first_seq, _HANDS.c.last_seq, _HANDS.c.outcome,
               _HANDS.c.rule_version_id)
        .where(_HANDS.c.table_id == table_id, _HANDS.c.last_seq > after)
        .order_by(_HANDS.c.first_seq)
    ).all()  # fmt: skip
    if not hands:
        return Fresh(table_id, after, after)
    through = max(int(h.last_seq) for h in hands)
    starts = [int(h.first_seq) for h in hands]
    fresh = Fresh(table_id, after, through)
    for seq, data in db.execute(
        select(_EVENTS.c.seq, _EVENTS.c.data)
        .where(
            _EVENTS.c.table_id == table_id,
            _EVENTS.c.seq > after,
            _EVENTS.c.seq <= through,
            _EVENTS.c.type.in_(meter.events),
        )
        .order_by(_EVENTS.c.seq)
    ):
        at = bisect_right(starts, seq) - 1
        if at < 0 or hands[at].last_seq < seq or hands[at].outcome == "voided":
            continue  # between hands, or in a voided hand: it counts for nothing
        version = int(hands[at].rule_version_id)
        value = meter.value(known.rules(db, version), from_data(game, json.loads(data)))
        if value is not None:
            fresh.values.append(Valued(DecisionRow(int(seq), value), version))
    return fresh


def keep(db: Database, known: Valuer) -> int:
    """Keep what ``known``'s reads valued past the marks (after the read has ended: a read
    never writes); how many rows were offered. A failure is logged and forgotten: the rows
    are only a shortcut, and the next reader values the decisions again."""
    pending = [f for f in known.fresh.values() if f.through > f.after]
    known.fresh.clear()
    known.marks.clear()
    offered = 0
    for fresh in pending:
        try:
            offered += _write(db, fresh)
        except SQLAlchemyError as exc:
            _LOG.warning("decisions of table %s not kept: %s", fresh.table_id, type(exc).__name__)
    return offered


def keep_table(db: Database, table_id: int, game: Game, known: Valuer) -> Fresh:
    """Value and keep the decisions of the table's hands that ended past its mark (the
    advantage watch's step after each round, on its own thread); what was valued."""
    known.forget(table_id)
    with db.read() as session:
        fresh = value_after(session, game, table_id, known.mark(session, table_id), known)
    known.forget(table_id)
    if fresh.through > fresh.after:
        _write(db, fresh)
    return fresh


def keep_fresh(db: Database, fresh: Fresh) -> int:
    """Keep values valued past a mark (the advantage watch's, held over several rounds);
    how many rows were offered. A failure is logged and forgotten, as in ``keep``."""
    if fresh.through <= fresh.after:
        return 0
    try:
        return _write(db, fresh)
    except SQLAlchemyError as exc:
        _LOG.warning("decisions of table %s not kept: %s", fresh.table_id, type(exc).__name__)
        return 0


def _write(db: Database, fresh: Fresh) -> int:
    rows = [
        {
            "table_id": fresh.table_id,
            "seq": v.row.seq,
            "seat": v.row.value.seat,
            "chosen": written(v.row.value.chosen),
            "mirror": written(v.row.value.mirror),
            "best": written(v.row.value.best),
            "rule_version_id": v.rule_version_id,
        }
        for v in fresh.values
    ]
    for start in range(0, max(len(rows), 1), CHUNK):
        last = start + CHUNK >= len(rows)
        with db.write() as session:
            if rows[start : start + CHUNK]:
                session.execute(_INSERT, rows[start : start + CHUNK])
            if last:
                session.execute(_MARK, {"table_id": fresh.table_id, "through": fresh.through})
    return len(rows)


def written(value: Fraction) -> str:
    """An exact fraction as kept: ``p/q`` in lowest terms."""
    return f"{value.numerator}/{value.denominator}"


@dataclass(frozen=True, slots=True)
class Problem:
    table_id: int
    seq: int
    message: str


def problems(db: Executor, tables: Iterable[int] | None = None) -> list[Problem]:
    """Every kept decision (of ``tables``, or all) that differs from valuing the record again
    up to its table's mark: one changed, one missing, one that is no decision of a finished
    hand. (Rows past the mark are not read by anyone: a keeper stopped between its units
    leaves some, and the next one leaves them as they are.) Slow as the readers were: it values
    every decision once more."""
    marks = {
        int(t): int(through)
        for t, through in db.execute(select(_MARKS.c.table_id, _MARKS.c.through))
        if tables is None or t in set(tables)
    }
    games = dict(
        db.execute(
            select(m.CasinoTable.id, m.CasinoTable.game).where(m.CasinoTable.id.in_(list(marks)))
        ).all()
    )
    found: list[Problem] = []
    known = Valuer()
    for table_id, through in sorted(marks.items()):
        game = game_named(games[table_id])
        again = {
            v.row.seq: v
            for v in value_after(db, game, table_id, 0, known).values
            if v.row.seq <= through
        }
        kept = {
            int(r.seq): r
            for r in db.execute(
                select(_VALUES).where(_VALUES.c.table_id == table_id, _VALUES.c.seq <= through)
            )
        }
        for seq in sorted(set(again) | set(kept)):
            found.extend(_compare(table_id, seq, again.get(seq), kept.get(seq)))
    return found


def _compare(table_id: int, seq: int, again: Valued | None, kept: object) -> Sequence[Problem]:
    if kept is None:
        return [Problem(table_id, seq, f"the decision at event {seq} is not kept")]
    if again is None:
        return [Problem(table_id, seq, f"a decision is kept at event {seq}, where the record "
                        "has none of a finished hand")]  # fmt: skip
    value = again.row.value
    wanted = (value.seat, written(value.chosen), written(value.mirror), written(value.best),
              again.rule_version_id)  # fmt: skip
    got = tuple(getattr(kept, name) for name in
                ("seat", "chosen", "mirror", "best", "rule_version_id"))  # fmt: skip
    if wanted != got:
        return [Problem(table_id, seq, f"the decision kept at event {seq} differs from its "
                        "value in the record")]  # fmt: skip
    return []


__all__ = [
    "Fresh",
    "Problem",
    "Valuer",
    "decisions",
    "keep",
    "keep_fresh",
    "keep_table",
    "problems",
    "value_after",
    "written",
]

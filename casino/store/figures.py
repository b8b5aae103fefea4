"""Each table session's running figures (``models.TableFigures``), kept as commands commit.

The table service adds a command's ``Delta`` in the command's own unit of work, under the
table's lock, so the row always equals the sums over what that unit wrote: the pit overview
reads it instead of aggregating the shift's wager log on every refresh. ``aggregate`` is the
same figures summed from the record, for ``casino verify`` and the tests that hold the two
equal.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from sqlalchemy import Connection, case, func, select, text
from sqlalchemy.orm import Session

from casino.store import models as m

Executor = Session | Connection

ADD_SQL = """
    INSERT INTO table_figures (table_session_id, table_id, seq, hands, voided, cash_drop,
                               chip_buy_ins, cash_outs, ledger_win, in_hand, dealer_id)
    VALUES (:session, :table, :seq, :hands, :voided, :cash_drop, :chip_buy_ins, :cash_outs,
            :ledger_win, :in_hand, :dealer)
    ON CONFLICT (table_session_id) DO UPDATE SET
      seq = excluded.seq,
      hands = table_figures.hands + excluded.hands,
      voided = table_figures.voided + excluded.voided,
      cash_drop = table_figures.cash_drop + excluded.cash_drop,
      chip_buy_ins = table_figures.chip_buy_ins + excluded.chip_buy_ins,
      cash_outs = table_figures.cash_outs + excluded.cash_outs,
      ledger_win = table_figures.ledger_win + excluded.ledger_win,
      in_hand = excluded.in_hand,
      dealer_id = excluded.dealer_id
    """
_ADD = text(ADD_SQL)


@dataclass(slots=True)
class Delta:
    """What one unit of work adds to a session's figures."""

    hands: int = 0
    voided: int = 0
    cash_drop: int = 0
    chip_buy_ins: int = 0
    cash_outs: int = 0
    ledger_win: int = 0


@dataclass(frozen=True, slots=True)
class Figures:
    """A session's (or a table's, summed over its sessions) figures."""

    hands: int = 0
    voided: int = 0
    cash_drop: int = 0
    chip_buy_ins: int = 0
    cash_outs: int = 0
    ledger_win: int = 0

    def __add__(self, other: Figures) -> Figures:
        return Figures(*(getattr(self, f.name) + getattr(other, f.name) for f in fields(self)))


NAMES = tuple(f.name for f in fields(Figures))


def add(
    db: Executor,
    session_id: int,
    table_id: int,
    seq: int,
    delta: Delta,
    *,
    in_hand: bool,
    dealer_id: int | None,
) -> None:
    """Add ``delta`` to the session's row (made the first time), and note the table's head,
    whether a hand is in play after it and who entered it."""
    db.execute(
        _ADD,
        values(
            delta, session_id=session_id, table_id=table_id, seq=seq, in_hand=in_hand,
            dealer_id=dealer_id,
        ),
    )  # fmt: skip


def values(
    delta: Delta, *, session_id: int, table_id: int, seq: int, in_hand: bool,
    dealer_id: int | None,
) -> dict[str, Any]:  # fmt: skip
    """The values of ``ADD_SQL`` (the table service's pipeline sends it in its batch)."""
    found: dict[str, Any] = {name: getattr(delta, name) for name in NAMES}
    found.update(session=session_id, table=table_id, seq=seq, in_hand=in_hand, dealer=dealer_id)
    return found


def kept(db: Executor, session_ids: list[int]) -> dict[int, Figures]:
    """The running figures of these sessions, by session."""
    if not session_ids:
        return {}
    t = m.TableFigures.__table__
    rows = db.execute(
        select(t.c.table_session_id, *(t.c[name] for name in NAMES)).where(
            t.c.table_session_id.in_(session_ids)
        )
    )
    return {int(row[0]): Figures(*(int(v) for v in row[1:])) for row in rows}


def aggregate(db: Executor, session_ids: list[int]) -> dict[int, Figures]:
    """The same figures summed from the record itself (hands, cash movements, the wager
    log): slow on a long shift, and what the kept ones must equal."""
    found: dict[int, dict[str, int]] = {sid: dict.fromkeys(NAMES, 0) for sid in session_ids}
    if not session_ids:
        return {}
    hands = m.Hand.__table__
    for sid, outcome, count in db.execute(
        select(hands.c.table_session_id, hands.c.outcome, func.count())
        .where(hands.c.table_session_id.in_(session_ids))
        .group_by(hands.c.table_session_id, hands.c.outcome)
    ):
        found[sid]["hands" if outcome == "played" else "voided"] += int(count)
    cash = m.CashMovement.__table__
    bucket = case(
        (cash.c.kind == "cash_out", "cash_outs"),
        (cash.c.method == "cash", "cash_drop"),
        else_="chip_buy_ins",
    )
    for sid, name, total in db.execute(
        select(cash.c.table_session_id, bucket, func.sum(cash.c.amount))
        .where(cash.c.table_session_id.in_(session_ids))
        .group_by(cash.c.table_session_id, bucket)
    ):
        found[sid][str(name)] += int(total)
    wagers = m.Wager.__table__
    for sid, total in db.execute(
        select(wagers.c.table_session_id, func.sum(wagers.c.house))
        .where(wagers.c.table_session_id.in_(session_ids), wagers.c.void_id.is_(None))
        .group_by(wagers.c.table_session_id)
    ):
        found[sid]["ledger_win"] += int(total)
    return {sid: Figures(**values) for sid, values in found.items()}


def refold_in_hand(conn: Connection) -> None:
    """Set ``in_hand`` on every open session's row from its table's stream folded by the
    game (the migration that adds the rows, which has no game to ask in SQL)."""
    from casino.store.stream import load

    rows = conn.execute(
        text(
            "SELECT f.table_session_id, f.table_id FROM table_figures f "
            "JOIN table_sessions s ON s.id = f.table_session_id WHERE s.closed_at IS NULL"
        )
    ).all()
    for session_id, table_id in rows:
        folded = load(conn, table_id)
        if folded.state is not None and folded.game.engine.phase(folded.state).in_hand:
            conn.execute(
                text("UPDATE table_figures SET in_hand = :y WHERE table_session_id = :s"),
                {"y": True, "s": session_id},
            )

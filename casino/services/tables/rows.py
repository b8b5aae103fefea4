"""The rows a command writes beside its events, worked out without a database.

Given the table as it stood (``Folded``) and the events just chained (``Written``), ``rows``
folds the events in and says what else goes on record: the wager lines their ledger carries,
the buy-ins and cash-outs, each hand that ended (played or voided), the void itself, and what
they add to the session's running figures. Nothing here reads or writes: the pipeline's
``append`` stage writes what this returns, in one batch, so this is where a reviewer checks
that the table never books a chip wrong, and the tests check it with no database at all.

A void's wager lines name the void row, whose id the database gives only when it is written:
they carry ``VOID_PENDING`` until the append stage fills it in.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from casino.games import Game
from casino.games.seating import ChipsAdded, PlayerLeft, PlayerSeated
from casino.store import figures
from casino.store.stream import Folded, RulesAdopted, Written

CASH, CHIPS = "cash", "chips"
VOID = "void"

SEATING = (PlayerSeated, ChipsAdded, PlayerLeft)
"""The events that move money across the table's edge: a buy-in, chips added, a cash-out."""

VOID_PENDING = -1
"""A void return's ``void_id`` until the void row is written (see the module's note)."""


@dataclass(frozen=True, slots=True)
class Context:
    """Who entered the command, when, in which session, and how a buy-in was paid."""

    table_id: int
    session_id: int
    user_id: int
    at: datetime
    method: str = CASH
    void_reason: str | None = None
    """The reason, when the command is an approved void (``approved_by_id`` says who)."""
    approved_by_id: int | None = None


@dataclass(frozen=True, slots=True)
class Rows:
    """Everything one command puts on record besides its events."""

    wagers: tuple[dict[str, Any], ...] = ()
    movements: tuple[dict[str, Any], ...] = ()
    hands: tuple[dict[str, Any], ...] = ()
    void: dict[str, Any] | None = None
    """The void row, when this command voided a hand."""
    delta: figures.Delta = field(default_factory=figures.Delta)
    ended: tuple[int, ...] = ()
    """The numbers of the hands that ended."""
    in_hand: bool = False
    """Whether a hand is in play after the command (the running figures note it)."""


def rows(
    before: Folded, written: Sequence[Written], context: Context, decided: Any = None
) -> tuple[Folded, Rows]:
    """The table after ``written`` and the rows they carry; ``before`` is left as it was.
    ``decided``, when given, is the state the engine left after the last event (its
    ``execute``), taken as it is instead of folding that event again.

    >>> nothing = rows(Folded(game=None), [], Context(1, 1, 1, _EPOCH))[1]
    >>> (nothing.wagers, nothing.ended, nothing.delta.hands, nothing.in_hand)
    ((), (), 0, False)
    """
    work = copy.copy(before)
    game = work.game
    wagers: list[dict[str, Any]] = []
    movements: list[dict[str, Any]] = []
    hands: list[dict[str, Any]] = []
    ended: list[int] = []
    void: dict[str, Any] | None = None
    delta = figures.Delta()
    for item in written:
        state, event = work.state, item.event
        was_in_hand = state is not None and game.engine.phase(state).in_hand
        first_seq, started_at = work.hand_first_seq, work.hand_started_at
        hand_rules = work.hand_rules_version_id
        entries = () if isinstance(event, RulesAdopted) else game.engine.ledger(state, event)
        players = players_of(game, state) if entries or isinstance(event, SEATING) else {}
        if isinstance(event, SEATING):
            movements.append(_movement(event, item.seq, players, context, delta))
        last = decided if item is written[-1] else None
        work.apply(item.seq, event, context.at, item.hash, last)
        hand_ended = was_in_hand and not game.engine.phase(work.state).in_hand
        number = game.engine.phase(work.state).hands_dealt
        if hand_ended and context.void_reason is not None:
            void = {
                "table_id": context.table_id, "hand_number": number, "seq": item.seq,
                "reason": context.void_reason, "requested_by_id": context.user_id,
                "approved_by_id": context.approved_by_id, "at": context.at,
            }  # fmt: skip
        for entry in entries:
            returned = VOID_PENDING if void is not None and entry.kind == "void_return" else None
            if returned is None:
                delta.ledger_win += entry.house
            wagers.append(
                {
                    "table_id": context.table_id, "seq": item.seq,
                    "table_session_id": context.session_id, "hand_number": entry.hand,
                    "seat": entry.seat,
                    "player": players.get(entry.seat) if entry.seat is not None else None,
                    "kind": entry.kind, "amount": entry.amount, "house": entry.house,
                    "user_id": context.user_id, "at": context.at, "void_id": returned,
                }
            )  # fmt: skip
        if hand_ended:
            assert first_seq is not None and started_at is not None and hand_rules is not None
            ended.append(number)
            if void is not None:
                delta.voided += 1
            else:
                delta.hands += 1
            hands.append(
                {
                    "table_id": context.table_id, "number": number,
                    "table_session_id": context.session_id, "rule_version_id": hand_rules,
                    "first_seq": first_seq, "last_seq": item.seq, "started_at": started_at,
                    "ended_at": context.at,
                    "outcome": "voided" if void is not None else "played",
                }
            )  # fmt: skip
    in_hand = work.state is not None and game.engine.phase(work.state).in_hand
    found = Rows(tuple(wagers), tuple(movements), tuple(hands), void, delta, tuple(ended), in_hand)
    return work, found


def with_void_id(found: Rows, void_id: int) -> tuple[dict[str, Any], ...]:
    """The wager lines with the void row's id in place of ``VOID_PENDING``."""
    return tuple(
        {**row, "void_id": void_id} if row["void_id"] == VOID_PENDING else row
        for row in found.wagers
    )


def _movement(
    event: Any, seq: int, players: dict[int, str], context: Context, delta: figures.Delta
) -> dict[str, Any]:
    """A buy-in or cash-out row, counted in the running figures as it is booked."""
    leaving = isinstance(event, PlayerLeft)
    if leaving:
        delta.cash_outs += event.chips
    elif context.method == CASH:
        delta.cash_drop += event.chips
    else:
        delta.chip_buy_ins += event.chips
    return {
        "table_id": context.table_id, "table_session_id": context.session_id, "seq": seq,
        "kind": "cash_out" if leaving else "buy_in",
        "method": CHIPS if leaving else context.method, "seat": event.seat,
        "player": getattr(event, "player", None) or players.get(event.seat, ""),
        "amount": event.chips, "user_id": context.user_id, "at": context.at,
    }  # fmt: skip


def players_of(game: Game, state: Any) -> dict[int, str]:
    """Who sits where: seat number to player."""
    seats = game.engine.seats(state) if state is not None else ()
    return {i + 1: s.player for i, s in enumerate(seats) if s is not None}


_EPOCH = datetime(2026, 1, 1)

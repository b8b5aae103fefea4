"""Corrections of settled hands: a dealer's error found after the chips moved, put right by
a new record beside the hand, never by changing it.

The dealer (or a pit boss) asks, a pit boss approves with their name and PIN, and the two
must be different people. Only a hand that was played to its end can be corrected (a voided
hand returned every wager; a hand in play is not settled yet); the seat must have played in
it. ``amount`` is what the seat should have been paid more (> 0) or was paid too much (< 0).

A correction is booked in the table session open when it is paid (so a closed table takes
none) and written three ways in one unit of work:

* a ``StackCorrected`` event in the table's stream (``TableService.append_between_hands``),
  between hands: the player's stack moves when the player still sits at that seat; for a
  player who has left, the chips change hands away from the table and count as cashed out.
  Its ``correction`` wager line (``amount`` = |amount|, ``house`` = -amount) is the one the
  game's ledger derives from the event, so the ledger's win, the seat's figures and
  ``casino verify`` all include it;
* a ``hand_corrections`` row (the seat, the player, the amount, the reason, who asked, who
  approved, the event that carried it), on the administrative record as ``correction``;
* a line ``hand corrected`` in the significant-event log.

The request carries a command id: the same id again returns the first correction and writes
nothing (``commands`` holds it, as it holds a dealer's commands).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session, aliased

from casino.games import game as game_named
from casino.games.seating import StackCorrected
from casino.games.spec import is_whole
from casino.i18n import N_, SOURCE, _, speaking
from casino.i18n.numbers import group_digits
from casino.services.bounds import AMOUNT_LIMIT, check_reason
from casino.services.errors import InputError, NotFound, PermissionDenied
from casino.services.journaling import note_heads
from casino.services.log import log
from casino.services.tables import TableService
from casino.services.users.auth import (
    SUPERVISORS,
    TABLE_STAFF,
    Actor,
    AuthService,
    Signature,
    require,
    signed_in,
    signer,
)
from casino.store import admin
from casino.store import models as m
from casino.store.unit import Database

APPROVE = N_("approve a hand correction")
ASK = N_("ask for a hand correction")
COMMAND_ID_LIMIT = 64


@dataclass(frozen=True, slots=True)
class CorrectionLine:
    """One correction as recall and the reports show it beside the hand it corrects."""

    id: int
    table_id: int
    hand_number: int
    seat: int | None
    player: str
    amount: int
    """Paid to the player (> 0) or taken back (< 0)."""
    reason: str
    requested_by: str
    approved_by: str
    at: datetime
    seq: int | None
    """The table event that carried it."""
    table_session_id: int


def correction_lines(
    session: Session,
    table_id: int | None = None,
    hand_number: int | None = None,
    session_ids: list[int] | None = None,
) -> list[CorrectionLine]:
    """The corrections of a table (of one hand of it), or of table sessions, oldest first."""
    asked, approved = aliased(m.User), aliased(m.User)
    c = m.HandCorrection
    query = (
        select(c, asked.name, approved.name)
        .join(asked, asked.id == c.requested_by_id)
        .join(approved, approved.id == c.approved_by_id)
    )
    if table_id is not None:
        query = query.where(c.table_id == table_id)
    if hand_number is not None:
        query = query.where(c.hand_number == hand_number)
    if session_ids is not None:
        query = query.where(c.table_session_id.in_(session_ids))
    return [
        CorrectionLine(
            row.id,
            row.table_id,
            row.hand_number,
            row.seat,
            row.player,
            row.amount,
            row.reason,
            asker,
            approver,
            row.at,
            row.seq,
            row.table_session_id,
        )
        for row, asker, approver in session.execute(query.order_by(c.id))
    ]


def correction_counts(session: Session, table_id: int, hands: list[int]) -> dict[int, int]:
    """How many corrections each of ``hands`` has (hands without any are left out)."""
    c = m.HandCorrection
    rows = session.execute(
        select(c.hand_number, func.count())
        .where(c.table_id == table_id, c.hand_number.in_(hands))
        .group_by(c.hand_number)
    )
    return {int(hand): int(count) for hand, count in rows}


@dataclass(frozen=True, slots=True)
class SeatPlayed:
    """A seat that played in a hand, and under which name: what may be corrected."""

    seat: int
    player: str


class CorrectionService:
    """Asking for, approving and reading corrections of settled hands.

    ``tables`` is the console's ``TableService``, whose fold of the table the correction
    starts from (a service of its own, folding the whole stream once, when None)."""

    def __init__(self, db: Database, tables: TableService | None = None) -> None:
        self.db = db
        self.tables = tables if tables is not None else TableService(db)

    def seats_played(self, table_id: int, hand_number: int) -> list[SeatPlayed]:
        """The seats that had a wager in a finished hand, with the player's name: the seats
        a correction of it may name. Refuses a hand that cannot be corrected, saying why."""
        in_play = self._in_play(table_id)
        with self.db.read() as session:
            _settled_hand(session, table_id, hand_number, in_play)
            return _seats_played(session, table_id, hand_number)

    def _in_play(self, table_id: int) -> int | None:
        """The number of the hand in play at the table, if one is (from the table's fold)."""
        view = self.tables.view(table_id)
        game = game_named(view.game)
        phase = game.engine.phase(view.state)
        return phase.hands_dealt if phase.in_hand else None

    def correct_hand(
        self,
        actor: Actor,
        table_id: int,
        hand_number: int,
        seat: int,
        amount: int,
        reason: str,
        approved_by: Signature,
        command_id: str,
    ) -> int:
        """Correct a settled hand (see the module's note); the correction's id. The same
        ``command_id`` again returns the first correction's id and writes nothing."""
        if not isinstance(command_id, str) or not 1 <= len(command_id) <= COMMAND_ID_LIMIT:
            raise InputError(
                _("a correction needs a command id of 1 to {limit} characters").format(
                    limit=COMMAND_ID_LIMIT
                )
            )
        for value, refusal in (
            (hand_number, N_("the hand's number is a whole number from 1, not {value}")),
            (seat, N_("the seat is a whole number from 1, not {value}")),
        ):
            if not is_whole(value) or value < 1:
                raise InputError(_(refusal).format(value=repr(value)))
        if not is_whole(amount) or amount == 0:
            raise InputError(
                _(
                    "a correction pays the seat more (an amount above 0) or takes back (below "
                    "0), in minor units; not {amount}"
                ).format(amount=repr(amount))
            )
        if abs(amount) > AMOUNT_LIMIT:
            raise InputError(
                _(
                    "a correction of {amount} is more than the largest amount the console takes "
                    "({limit} minor units); nothing was written"
                ).format(amount=group_digits(amount), limit=group_digits(AMOUNT_LIMIT))
            )
        reason = check_reason(reason, N_("a correction"))
        data = json.dumps(
            {
                "type": "CorrectHand",
                "hand": hand_number,
                "seat": seat,
                "amount": amount,
                "reason": reason,
            },
            sort_keys=True,
            separators=(",", ":"),
            ensure_ascii=False,
        )
        in_play = self._in_play(table_id)
        approver = AuthService(self.db).countersign(approved_by, APPROVE, SUPERVISORS, by=actor)
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *TABLE_STAFF, to=ASK)
            approver = signer(session, approver.user_id, SUPERVISORS, APPROVE)
            if approver.user_id == actor.user_id:
                raise PermissionDenied(
                    _(
                        "{name} asked for this correction and cannot approve it too; another "
                        "pit boss approves it"
                    ).format(name=actor.name)
                )
            again = _repeated(session, table_id, command_id, data)
            if again is not None:
                return again
            table = session.get(m.CasinoTable, table_id)
            if table is None:
                raise NotFound(_("there is no table with id {table}").format(table=table_id))
            _settled_hand(session, table_id, hand_number, in_play, table.name)
            played = {s.seat: s.player for s in _seats_played(session, table_id, hand_number)}
            if seat not in played:
                seats = ", ".join(str(s) for s in sorted(played)) or _("none")
                raise InputError(
                    _(
                        "seat {seat} had no wager in hand {hand} at {table} (seats that played: "
                        "{seats})"
                    ).format(seat=seat, hand=hand_number, table=table.name, seats=seats)
                )
            player = played[seat]
            _no_fault(session, table_id, table.name)
            shown: dict[str, Any] = {}

            def decide(state: Any) -> list[StackCorrected]:
                seated = game_named(table.game).engine.seats(state)
                occupant = seated[seat - 1] if seat <= len(seated) else None
                here = occupant is not None and occupant.player == player
                shown["money"] = state.rules.money
                if occupant is not None and here and occupant.stack + amount < 0:
                    raise InputError(
                        _(
                            "{player} at seat {seat} has {stack}; {amount} cannot be taken back "
                            "from the stack"
                        ).format(
                            player=player,
                            seat=seat,
                            stack=state.rules.money(occupant.stack),
                            amount=state.rules.money(-amount),
                        )
                    )
                shown["here"] = here
                return [StackCorrected(seat, player, hand_number, amount, here)]

            written, _state, at, session_id = self.tables.append_between_hands(
                session, actor, table_id, decide, (command_id, data)
            )
            row = m.HandCorrection(
                table_id=table_id,
                hand_number=hand_number,
                table_session_id=session_id,
                seat=seat,
                player=player,
                amount=amount,
                reason=reason,
                seq=written[0].seq,
                requested_by_id=actor.user_id,
                approved_by_id=approver.user_id,
                at=at,
            )
            session.add(row)
            session.flush()
            admin.record(
                session, seal.key, "HandCorrected", "correction", row.id, actor.user_id, at
            )
            money = shown["money"]
            with speaking(SOURCE):  # the log keeps English amounts
                paid = (
                    f"{money(amount)} paid to {player}"
                    if amount > 0
                    else f"{money(-amount)} taken back from {player}"
                )
            where = "at the seat" if shown["here"] else "away from the table (the player had left)"
            log(
                session,
                "hand corrected",
                f"hand {hand_number} seat {seat}: {paid} {where}: {reason} "
                f"(asked by {actor.name}, approved by {approver.name})",
                actor,
                table_id,
            )
            correction_id = row.id
            head = written[-1]
        note_heads(
            self.db, f"hand {hand_number} corrected", [(f"table:{table_id}", head.seq, head.hash)]
        )
        return correction_id

    def corrections(
        self,
        table_id: int | None = None,
        hand_number: int | None = None,
        session_ids: list[int] | None = None,
    ) -> list[CorrectionLine]:
        """Corrections of a table, of one hand of it, or of table sessions (for a report).
        Reading needs no sign-in, like the recall."""
        with self.db.read() as session:
            return correction_lines(session, table_id, hand_number, session_ids)


# -- inside a unit of work --------------------------------------------------------------------


def _repeated(session: Session, table_id: int, command_id: str, data: str) -> int | None:
    """The correction a request under ``command_id`` wrote before, when it asked the same."""
    seen = session.get(m.Command, command_id)
    if seen is None:
        return None
    if seen.table_id != table_id or seen.data != data:
        raise InputError(
            _(
                "command id {id} was already used for another command; each correction needs "
                "a new id"
            ).format(id=repr(command_id))
        )
    found = session.scalar(
        select(m.HandCorrection.id).where(
            m.HandCorrection.table_id == table_id, m.HandCorrection.seq == seen.first_seq
        )
    )
    assert found is not None, command_id
    return int(found)


def _settled_hand(
    session: Session, table_id: int, number: int, in_play: int | None, name: str | None = None
) -> None:
    """Refuse a hand that is not finished and played: voided, in play (``in_play`` is the
    number of the hand in play at the table, if any) or never dealt."""
    if name is None:
        table = session.get(m.CasinoTable, table_id)
        if table is None:
            raise NotFound(_("there is no table with id {table}").format(table=table_id))
        name = table.name
    outcome = session.scalar(
        select(m.Hand.outcome).where(m.Hand.table_id == table_id, m.Hand.number == number)
    )
    if outcome == "played":
        return
    if outcome == "voided":
        raise InputError(
            _(
                "hand {hand} at {table} was voided: every wager went back, so there is nothing "
                "to correct"
            ).format(hand=number, table=name)
        )
    if in_play == number:
        raise InputError(
            _(
                "hand {hand} at {table} is still in play; only a settled hand is corrected "
                "(once it has ended, or void it)"
            ).format(hand=number, table=name)
        )
    raise NotFound(_("table {table} has no finished hand {hand}").format(table=name, hand=number))


def _seats_played(session: Session, table_id: int, number: int) -> list[SeatPlayed]:
    """Each seat with a wager line in the hand, under the name on its last line."""
    rows = session.execute(
        select(m.Wager.seat, m.Wager.player)
        .where(
            m.Wager.table_id == table_id,
            m.Wager.hand_number == number,
            m.Wager.seat.is_not(None),
            m.Wager.kind != "correction",
        )
        .order_by(m.Wager.id)
    )
    found: dict[int, str] = {}
    for seat, player in rows:
        if seat is not None:
            found[seat] = player or found.get(seat, "")
    return [SeatPlayed(seat, player) for seat, player in sorted(found.items())]


def _no_fault(session: Session, table_id: int, name: str) -> None:
    """Refuse while the table has a fault on record that nobody has cleared: nothing that
    moves chips happens there until a pit boss has seen it."""
    fault = session.scalar(
        select(m.TableFault)
        .where(m.TableFault.table_id == table_id, m.TableFault.cleared_at.is_(None))
        .limit(1)
    )
    if fault is not None:
        raise InputError(
            _(
                "{table} is stopped by a fault ({kind}: {detail}); a pit boss clears it before "
                "anything is corrected there"
            ).format(table=name, kind=fault.kind, detail=fault.detail)
        )

"""Players: anonymous, or rated under a card number that is kept across tables and shifts.

A table knows a player by the name the dealer seats them under. An anonymous player is any
name (as the tables have always taken); a **rated** player is seated as ``#`` followed by
their card number (``#10442``), which the table service accepts only for a card enrolled
here. The card is all the table, the dealer and the wager log ever see: the player's name
is personal data, held in ``players`` and shown only to pit bosses and administrators
(``SUPERVISORS``), who also read the player's history (``casino.services.players.ratings``).

Two records of one person (two cards) are **merged** by a pit boss: the merged record stays,
pointing at the one it joined (``merged_into_id``), and its play counts as that player's from
then on, past visits included. Neither record is ever deleted, and a merge is an event of the
administrative stream and a line of the significant-event log like any other change.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from casino.i18n import N_, _
from casino.i18n.numbers import group_digits
from casino.services.bounds import TEXT_LIMIT
from casino.services.errors import InputError, NotFound
from casino.services.log import log
from casino.services.users.auth import SUPERVISORS, Actor, check_name, require, signed_in
from casino.store import admin
from casino.store import models as m
from casino.store.stream import Executor
from casino.store.unit import Database

CARD_MARK = "#"
CARD = re.compile(r"[0-9A-Za-z][0-9A-Za-z-]{0,19}")
"""A card number: 1 to 20 letters, digits and hyphens, beginning with a letter or digit."""


def card_of(seat_name: str) -> str | None:
    """The card number a seat name stands for (``#10442`` -> ``10442``), or None for an
    anonymous player's name."""
    name = seat_name.strip()
    if not name.startswith(CARD_MARK):
        return None
    return name[len(CARD_MARK):].strip()


def seat_name(card: str) -> str:
    """The name a rated player is seated under: ``#`` and the card number."""
    return f"{CARD_MARK}{card}"


def check_card(card: object) -> str:
    """A card number as typed, stripped; refused, saying why, when it is not one."""
    if not isinstance(card, str):
        raise InputError(_("a card number is text, not {card}").format(card=repr(card)))
    card = card.strip().removeprefix(CARD_MARK).strip()
    if not CARD.fullmatch(card):
        raise InputError(
            _(
                "{card} is not a card number: 1 to 20 letters, digits and hyphens, beginning "
                "with a letter or digit"
            ).format(card=repr(card))
        )
    return card


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """A rated player as a supervisor sees them."""

    id: int
    card: str
    name: str
    enrolled_at: datetime
    merged_into: str | None
    """The card of the record this one was merged into, or None."""
    cards: tuple[str, ...]
    """Every card whose play counts as this player's: its own and those merged into it."""


def seating_problem(db: Executor, seat_name_: str) -> str | None:
    """Why a seat name that stands for a card cannot seat anyone (no such card, or not a
    card number), or None: the table service asks before it seats a rated player."""
    card = card_of(seat_name_)
    if card is None:
        return None
    try:
        card = check_card(card)
    except InputError as exc:
        return _("a name beginning with {mark} is a player's card: {problem}").format(
            mark=CARD_MARK, problem=exc
        )
    found = db.execute(select(m.Player.id).where(m.Player.card == card)).first()
    if found is None:
        return _(
            "no rated player holds card {card}: a pit boss enrols the player first, or seat "
            "them by name"
        ).format(card=card)
    last = db.execute(
        select(m.CashMovement.kind, m.CashMovement.seat, m.CasinoTable.name)
        .join(m.CasinoTable, m.CasinoTable.id == m.CashMovement.table_id)
        .where(m.CashMovement.player == seat_name(card))
        .order_by(m.CashMovement.id.desc())
        .limit(1)
    ).first()
    if last is not None and last.kind == "buy_in":
        return _(
            "card {card} is seated at {table} seat {seat}: the player leaves there first (a "
            "table move keeps one session)"
        ).format(card=card, table=last.name, seat=last.seat)
    return None


def roots(session: Session) -> dict[int, m.Player]:
    """Every player record's id -> the record its play counts under (following merges)."""
    rows = {p.id: p for p in session.scalars(select(m.Player))}
    found: dict[int, m.Player] = {}
    for pid, row in rows.items():
        seen = {pid}
        while row.merged_into_id is not None and row.merged_into_id not in seen:
            seen.add(row.merged_into_id)
            row = rows[row.merged_into_id]
        found[pid] = row
    return found


def card_owners(session: Session) -> dict[str, m.Player]:
    """Card -> the record its play counts under."""
    top = roots(session)
    return {p.card: top[p.id] for p in session.scalars(select(m.Player))}


def cards_of(session: Session, root: m.Player) -> tuple[str, ...]:
    top = roots(session)
    return tuple(sorted(p.card for pid, p in _rows(session).items() if top[pid].id == root.id))


def _rows(session: Session) -> Mapping[int, m.Player]:
    return {p.id: p for p in session.scalars(select(m.Player))}


def _record(session: Session, row: m.Player) -> PlayerRecord:
    into = session.get(m.Player, row.merged_into_id) if row.merged_into_id is not None else None
    return PlayerRecord(
        row.id,
        row.card,
        row.name,
        row.enrolled_at,
        into.card if into is not None else None,
        cards_of(session, roots(session)[row.id]),
    )


class PlayerService:
    """Enrolling, merging and reading rated players: a supervisor's work (``SUPERVISORS``).
    A dealer seats a card without ever reading the name behind it."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def enrol(self, actor: Actor, card: str, name: str) -> PlayerRecord:
        """A new rated player under ``card``."""
        card = check_card(card)
        name = check_name(name, N_("a player's name"))
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("enrol a rated player"))
            taken = session.scalar(select(m.Player).where(m.Player.card == card))
            if taken is not None:
                raise InputError(_("card {card} is already enrolled").format(card=card))
            at = m.utcnow()
            row = m.Player(
                card=card, name=name, enrolled_at=at, enrolled_by_id=actor.user_id,
                merge_reason="",
            )  # fmt: skip
            session.add(row)
            session.flush()
            admin.record(session, seal.key, "PlayerEnrolled", "player", row.id, actor.user_id, at)
            log(session, "player enrolled", f"card {card}", actor)
            return _record(session, row)

    def merge(self, actor: Actor, card: str, into: str, reason: str) -> PlayerRecord:
        """Record that ``card`` and ``into`` are one person: ``card``'s record joins
        ``into``'s (both kept). The record the play now counts under."""
        card, into = check_card(card), check_card(into)
        reason = reason.strip() if isinstance(reason, str) else ""
        if not reason:
            raise InputError(
                _("a merge needs a reason (how the pit knows they are one person)")
            )
        if len(reason) > TEXT_LIMIT:
            raise InputError(
                _("the reason is at most {limit} characters").format(
                    limit=group_digits(TEXT_LIMIT)
                )
            )
        if card == into:
            raise InputError(_("card {card} cannot be merged into itself").format(card=card))
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("merge two players' records"))
            rows = {
                p.card: p
                for p in session.scalars(select(m.Player).where(m.Player.card.in_([card, into])))
            }
            for wanted in (card, into):
                if wanted not in rows:
                    raise NotFound(_("no rated player holds card {card}").format(card=wanted))
            merged, kept = rows[card], rows[into]
            top = roots(session)
            if merged.merged_into_id is not None:
                raise InputError(
                    _("card {card} was already merged into card {into}").format(
                        card=card, into=top[merged.id].card
                    )
                )
            if top[kept.id].id == merged.id:
                raise InputError(
                    _("card {into} was merged into card {card}; merge the other way round").format(
                        into=into, card=card
                    )
                )
            kept = top[kept.id]
            at = m.utcnow()
            merged.merged_into_id = kept.id
            merged.merged_at = at
            merged.merged_by_id = actor.user_id
            merged.merge_reason = reason
            session.flush()
            admin.record(session, seal.key, "PlayersMerged", "player", merged.id, actor.user_id, at)
            log(session, "players merged", f"card {card} into card {kept.card}: {reason}", actor)
            return _record(session, kept)

    def players(self, actor: Actor) -> list[PlayerRecord]:
        """Every rated player record, merged ones included (a supervisor's read)."""
        with self.db.read() as session:
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("see the players' records"))
            return [
                _record(session, row)
                for row in session.scalars(select(m.Player).order_by(m.Player.card))
            ]

    def player(self, actor: Actor, card: str) -> PlayerRecord:
        card = check_card(card)
        with self.db.read() as session:
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("see a player's record"))
            row = session.scalar(select(m.Player).where(m.Player.card == card))
            if row is None:
                raise NotFound(_("no rated player holds card {card}").format(card=card))
            return _record(session, row)

    def enrolled(self, card: str) -> bool:
        """Whether ``card`` is enrolled: all a dealer's console may ask (no name)."""
        card = check_card(card)
        with self.db.read() as session:
            return session.scalar(select(m.Player.id).where(m.Player.card == card)) is not None


def names_for(session: Session, seat_names: Iterable[str]) -> dict[str, str]:
    """How each seat name is shown to a supervisor: a rated player's name beside the card
    (``Ann Lee (#10442)``), an anonymous player's name as the dealer typed it. Only for a
    reader who may see more than seat numbers
    (``casino.services.players.ratings.may_see_players``)."""
    shown = {n: n for n in set(seat_names)}
    owners = card_owners(session)
    for name in shown:
        card = card_of(name)
        owner = owners.get(card) if card is not None else None
        if owner is not None:
            shown[name] = f"{owner.name} ({seat_name(owner.card)})"
    return shown

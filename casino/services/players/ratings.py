"""Rating slips read from the record, the pit's views of its players, and the advantage-play
flag (issue 22). The figures themselves are computed by ``rating_model`` from the rows read
here: buy-ins and cash-outs (``cash_movements``), the wager log, the finished hands, and the
events that record a player's decisions at a game that values them (``Game.decisions``).

**Privacy.** A player's name and history are personal data: the views here that name players
or follow one across tables are for pit bosses and administrators (``SUPERVISORS``), and
each reading of one player's history is a line of the significant-event log. Anyone else who
reads a slip (a report for the table, printed by a dealer or by ``casino report``) sees the
seat number in place of the player (``shown_as``).

**The flag.** After a round ends at a table whose game values decisions, the table service
asks ``AdvantageWatch.request`` to look, on the watch's own thread, at the visits still open
there: a visit of at least ``FLAG_ROUNDS`` rounds whose theo at the player's own play is below
zero (the house expects to lose to them) is flagged once, with the figures that show it, as a
``player_flags`` row, an event of the administrative stream and a significant event.
"""

from __future__ import annotations

import re
import threading
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any

from sqlalchemy import and_, case, func, or_, select
from sqlalchemy.orm import Session
from sqlalchemy.sql import ColumnElement

from casino.games import Game
from casino.games import game as game_named
from casino.games.capabilities import DecisionMeter, Revenue
from casino.i18n import N_, SOURCE, _, speaking
from casino.i18n.numbers import number_style
from casino.money import format_money
from casino.services.errors import NotFound
from casino.services.log import log
from casino.services.pit.rules import table_currencies
from casino.services.players.players import card_of, card_owners, check_card, names_for, seat_name
from casino.services.players.rating_decisions import Fresh, Valuer, keep, value_after
from casino.services.players.rating_decisions import decisions as valued
from casino.services.players.rating_decisions import keep_fresh as keep_values
from casino.services.players.rating_model import (
    CashRow,
    GameTerms,
    HandRow,
    LineRow,
    PlayerFigures,
    RatingSlip,
    Skill,
    figures_of,
    slips,
)
from casino.services.users.auth import SUPERVISORS, Actor, require, signed_in
from casino.services.when import aware
from casino.store import admin
from casino.store import models as m
from casino.store.stream import Executor
from casino.store.unit import Database

FLAG_ROUNDS = 30
"""Rounds a visit must have played before its figures can flag the player: fewer say too
little about a player's decisions to put them before the pit."""
KEEP_EVERY = 25
"""Rounds of a table whose decisions the advantage watch values and holds before it keeps
them (``rating_decisions``) in one short unit of work: each write asks for the database's
write lock, which a dealer's next command waits for on SQLite."""

_CASH, _WAGERS, _HANDS, _EVENTS = (
    m.table("cash_movements"), m.table("wagers"), m.table("hands"), m.table("events"),
)  # fmt: skip
_SEATED = CashRow(0, 0, "", "buy_in", "cash", 0, datetime(1970, 1, 1, tzinfo=UTC))
"""A visit the watch holds, entering a round's rows as the buy-in that began it (with no
money: what it bought is not a figure the watch adds up)."""


def may_see_players(actor: Actor | None) -> bool:
    """Whether ``actor`` may see who played (names, cards, history): supervisors only."""
    return actor is not None and actor.role in SUPERVISORS


def terms_of(db: Executor, game: Game, known: Valuer) -> GameTerms:
    ledger = game.ledger_spec
    return GameTerms(
        handle=ledger.handle,
        handle_less=ledger.handle_less,
        banked=game.get(Revenue) is None,
        theory=lambda version: known.theory(db, game, version),
        decides=game.get(DecisionMeter) is not None,
    )


def table_slips(
    db: Executor,
    table_id: int,
    lo: int,
    hi: int | None,
    now: datetime,
    known: Valuer | None = None,
) -> list[RatingSlip]:
    """The slips of the visits that open in events ``lo`` to ``hi`` (None: to the head) of
    one table, each followed to its end. The decisions are read from the kept values
    (``rating_decisions``); those past the table's mark are valued now, and ``known``
    holds them for the caller to keep (``rating_decisions.keep``) once its read is over."""
    known = known if known is not None else Valuer()
    game = game_named(known.game(db, table_id))
    cash_rows = _cash_from(db, table_id, lo)
    cash: list[tuple[CashRow, int | None]] = []
    open_seats: set[int] = set()
    beyond: dict[int, int | None] | None = None
    """The seats whose visits were still open at ``hi``, each with the event that closed
    it (None: still open)."""
    end: int | None = None
    for row in cash_rows:
        if hi is not None and row.seq > hi:
            if beyond is None:
                beyond = dict.fromkeys(open_seats)
            if row.seat not in open_seats:
                continue  # a visit that opened after the span
        cash.append(_cash_row(row))
        if row.kind == "buy_in":
            open_seats.add(row.seat)
        else:
            open_seats.discard(row.seat)
            end = max(end or 0, row.seq)
            if beyond is not None:
                beyond[row.seat] = row.seq
        if hi is not None and row.seq > hi and not open_seats:
            break
    if beyond is None:
        beyond = dict.fromkeys(open_seats)
    # Where the rows end: where the last visit opened in the span closed, or the head.
    last = max(hi, end or hi) if hi is not None and not open_seats else None
    hand_filter = [_HANDS.c.table_id == table_id, _HANDS.c.last_seq >= lo]
    if last is not None:
        hand_filter.append(_HANDS.c.first_seq <= last)
    hands = _hands_where(db, hand_filter)
    terms = terms_of(db, game, known)
    put_in: dict[int, int] = {}
    if hi is None:
        line_filter = [_WAGERS.c.table_id == table_id, _WAGERS.c.seq >= lo]
        lines = _lines_where(db, line_filter)
        decisions = valued(db, game, table_id, lo, last, known) if hands else []
    else:
        lines, put_in = _span_lines(db, table_id, terms, lo, hi, last, beyond)
        decisions = valued(db, game, table_id, lo, last, known, (hi, beyond)) if hands else []
    return slips(table_id, terms, cash, lines, hands, decisions, now, put_in)


def _span_lines(
    db: Executor,
    table_id: int,
    terms: GameTerms,
    lo: int,
    hi: int,
    last: int | None,
    beyond: dict[int, int | None],
) -> tuple[list[LineRow], dict[int, int]]:
    """The wager lines the visits opened in events ``lo`` to ``hi`` need, and what the other
    seats put into the pots of the hands played after the span (by hand: a pot's rake is
    shared by what every seat put in).

    Every line of the span, and after it: every line of the hands begun in the span,
    every correction (paid after the player left), the lines of each seat whose visit was
    still open at ``hi`` until that visit closed (``beyond``: by seat, the event that closed
    it, None: the head), and those of no seat (a pot's rake) through ``last`` (None: the
    head). The other lines after the span count for nothing on these slips but as stakes
    in a raked pot: those are summed here by hand, in the database."""
    w = _WAGERS.c
    lines = _lines_where(db, [w.table_id == table_id, w.seq >= lo, w.seq <= hi])
    begun = max((line.hand for line in lines if line.hand is not None), default=None)
    """The last hand with a line in the span: a later one has none in it."""
    after = [w.table_id == table_id, w.seq > hi]
    if last is not None:
        after.append(w.seq <= last)
    seated = [_seated(table_id, hi, seat, close) for seat, close in sorted(beyond.items())]
    wanted: list[ColumnElement[bool]] = [*seated, and_(*after[1:], w.seat.is_(None))]
    if begun is not None:
        wanted.append(and_(*after[1:], w.hand_number <= begun))
    more = _lines_where(
        db, [w.table_id == table_id, w.seq > hi, or_(w.kind == "correction", *wanted)]
    )
    lines += more
    put_in: dict[int, int] = {}
    played = [line.hand for line in more if line.seat in beyond and line.hand is not None]
    if played and not terms.banked:
        staked = case(
            (and_(w.void_id.is_(None), w.kind.in_(terms.handle)), w.amount),
            (and_(w.void_id.is_(None), w.kind.in_(terms.handle_less or ("",))), -w.amount),
            else_=0,
        )
        pairs = (
            select(w.hand_number.label("hand"), func.sum(staked).label("net"))
            .where(
                *after,
                w.hand_number <= max(played),
                w.seat.is_not(None),
                w.kind != "correction",
                *([w.hand_number > begun] if begun is not None else []),
                *[~condition for condition in seated],
            )
            .group_by(w.hand_number, w.seat)
            .subquery()
        )
        put_in = {
            int(hand): int(amount)
            for hand, amount in db.execute(
                select(
                    pairs.c.hand, func.sum(case((pairs.c.net > 0, pairs.c.net), else_=0))
                ).group_by(pairs.c.hand)
            ).all()
        }
    return lines, put_in


def _seated(table_id: int, hi: int, seat: int, close: int | None) -> ColumnElement[bool]:
    """The lines after event ``hi`` of a visit at ``seat`` that closed at event ``close``
    (None: still open): those until it closed, and any later line of a hand it played."""
    w = _WAGERS.c
    if close is None:
        return w.seat == seat
    mine = _WAGERS.alias()
    played = (
        select(func.max(mine.c.hand_number))
        .where(mine.c.table_id == table_id, mine.c.seat == seat, mine.c.seq > hi,
               mine.c.seq <= close)
        .scalar_subquery()
    )  # fmt: skip
    return and_(w.seat == seat, or_(w.seq <= close, w.hand_number <= func.coalesce(played, -1)))


def _cash_from(db: Executor, table_id: int, lo: int) -> Iterator[Any]:
    """The table's seat movements from event ``lo``, in order, fetched a batch at a time
    (a reader stops where its visits closed, long before the head)."""
    result = db.execute(
        select(_CASH).where(_CASH.c.table_id == table_id, _CASH.c.seq >= lo).order_by(_CASH.c.seq)
    )
    try:
        for batch in result.partitions(200):
            yield from batch
    finally:
        result.close()


def _cash_row(row: Any) -> tuple[CashRow, int | None]:
    return (
        CashRow(row.seq, row.seat, row.player, row.kind, row.method, row.amount, aware(row.at)),
        row.table_session_id,
    )


def _lines_where(db: Executor, where: Sequence[Any]) -> list[LineRow]:
    w = _WAGERS.c
    rows = db.execute(
        select(w.seq, w.hand_number, w.seat, w.kind, w.amount, w.house, w.void_id)
        .where(*where)
        .order_by(w.seq, w.id)  # the (table, seq) index's own order
    ).all()
    return [
        LineRow(seq, hand, seat, kind, amount, house, void is not None)
        for seq, hand, seat, kind, amount, house, void in rows
    ]


def _hands_where(db: Executor, where: Sequence[Any]) -> list[HandRow]:
    return [
        HandRow(r.number, r.first_seq, r.last_seq, aware(r.started_at), aware(r.ended_at),
                r.outcome == "voided", r.rule_version_id)
        for r in db.execute(select(_HANDS).where(*where).order_by(_HANDS.c.first_seq))
    ]  # fmt: skip


# --- what the pit sees --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SlipLine:
    """A slip as a reader is shown it: ``shown`` is the player as the reader may see them
    (a name and card for a supervisor, the seat number for anyone else)."""

    slip: RatingSlip
    table: str
    shown: str
    currency: tuple[str, int]
    flagged: bool = False


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """One player's figures over a span, as the pit's list shows them."""

    key: str
    """A rated player's card (the record their play counts under), or ``table/seat/seq``
    of an anonymous visit."""
    shown: str
    figures: PlayerFigures
    tables: tuple[str, ...]
    rated: bool
    flagged: bool
    currency: tuple[str, int]


@dataclass(frozen=True, slots=True)
class PlayerPage:
    """A rated player's page: who, every visit, the sums, and their flags."""

    card: str
    name: str
    cards: tuple[str, ...]
    figures: PlayerFigures
    lines: tuple[SlipLine, ...]
    flags: tuple[FlagLine, ...]


@dataclass(frozen=True, slots=True)
class FlagLine:
    table: str
    seat: int
    shown: str
    hands: int
    skill_index: Fraction
    theo: int
    theo_at_play: int
    total_bet: int
    detail: str
    at: datetime
    currency: tuple[str, int] = ("", 100)
    """The table's currency and minor units, for showing ``theo`` and ``theo_at_play``."""


def shown_as(session: Session, actor: Actor | None, slips_: Iterable[RatingSlip]) -> list[str]:
    """Each slip's player as ``actor`` may see them (see the module's note on privacy)."""
    items = list(slips_)
    if not may_see_players(actor):
        return [_("Seat {seat}").format(seat=s.seat) for s in items]
    names = names_for(session, [s.player for s in items])
    return [names[s.player] for s in items]


class RatingQueries:
    """The pit's reads of its players. Every read that names players asks for a sign-in and
    answers supervisors only; ``shift_slips`` for a report answers anyone, with seat numbers
    for readers who may not see more."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def shift_slips(
        self, shift_id: int, actor: Actor | None = None, now: datetime | None = None
    ) -> list[SlipLine]:
        """Every visit that opened in the shift's table sessions, table by table."""
        now = now if now is not None else m.utcnow()
        known = Valuer()
        with self.db.read() as session:
            if actor is not None:
                actor = signed_in(session, actor)
            found = _shift_slips(session, shift_id, now, known)
            read = _lines(session, actor, found)
        keep(self.db, known)
        return read

    def top_players(
        self, actor: Actor, shift_id: int, limit: int = 20, now: datetime | None = None
    ) -> list[PlayerLine]:
        """The shift's players by theo, highest first (a supervisor's read)."""
        now = now if now is not None else m.utcnow()
        known = Valuer()
        with self.db.read() as session:
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("see the players of a shift"))
            found = _shift_slips(session, shift_id, now, known)
            read = _players(session, actor, found)[:limit]
        keep(self.db, known)
        return read

    def player_page(self, actor: Actor, card: str, now: datetime | None = None) -> PlayerPage:
        """A rated player's every visit, at every table (a supervisor's read, logged)."""
        card = check_card(card)
        now = now if now is not None else m.utcnow()
        # The reading is logged first, in a short unit of its own: the page's read below can
        # take a moment, and must not hold the database's write lock while it does.
        with self.db.write() as session:
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("see a player's history"))
            owner = card_owners(session).get(card)
            if owner is None:
                raise NotFound(_("no rated player holds card {card}").format(card=card))
            log(session, "player record read", f"card {owner.card}", actor)
        known = Valuer()
        with self.db.read() as session:
            actor = signed_in(session, actor)
            owners = card_owners(session)
            owner = owners[card]
            cards = tuple(sorted(c for c, o in owners.items() if o.id == owner.id))
            names = [seat_name(c) for c in cards]
            found = _player_slips(session, names, now, known)
            lines = _lines(session, actor, found)
            flags = _flags(session, actor, names)
            page = PlayerPage(
                owner.card,
                owner.name,
                cards,
                figures_of(seat_name(owner.card), found),
                tuple(lines),
                tuple(flags),
            )
        keep(self.db, known)
        return page

    def flags(self, actor: Actor, since: datetime | None = None) -> list[FlagLine]:
        """Advantage-play flags, newest first (a supervisor's read)."""
        with self.db.read() as session:
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("see the advantage-play flags"))
            return _flags(session, actor, None, since)


def report_lines(
    session: Session,
    actor: Actor | None,
    shift_id: int,
    now: datetime,
    known: Valuer | None = None,
) -> list[SlipLine]:
    """``RatingQueries.shift_slips`` in the caller's read, for ``actor`` as the caller has
    signed them in (or None): the shift report reads its players in the snapshot its other
    figures stand in. The decisions it values past a table's mark are left in ``known``, for
    the caller to keep after its read (``rating_decisions.keep``)."""
    return _lines(session, actor, _shift_slips(session, shift_id, now, known or Valuer()))


def visit_flags(session: Session, visits: Iterable[tuple[int, int]]) -> list[m.PlayerFlag]:
    """The flags raised on the visits given as (table, the event that seated the player),
    oldest first."""
    wanted = set(visits)
    if not wanted:
        return []
    rows = session.scalars(
        select(m.PlayerFlag)
        .where(m.PlayerFlag.table_id.in_(sorted({t for t, _seq in wanted})))
        .order_by(m.PlayerFlag.at, m.PlayerFlag.id)
    ).all()
    return [r for r in rows if (r.table_id, r.seated_seq) in wanted]


def _shift_slips(session: Session, shift_id: int, now: datetime, known: Valuer) -> list[RatingSlip]:
    shift = session.get(m.Shift, shift_id)
    if shift is None:
        raise NotFound(_("there is no shift {shift}").format(shift=shift_id))
    sessions = session.execute(
        select(m.TableSession.id, m.TableSession.table_id).where(
            m.TableSession.shift_id == shift_id
        )
    ).all()
    by_table: dict[int, set[int]] = defaultdict(set)
    for sid, table_id in sessions:
        by_table[table_id].add(sid)
    found: list[RatingSlip] = []
    # Each table's span of seatings in the shift, and its game, read for every table at once.
    spans = {
        int(t): (int(lo), int(hi))
        for t, lo, hi in session.execute(
            select(_CASH.c.table_id, func.min(_CASH.c.seq), func.max(_CASH.c.seq))
            .where(_CASH.c.table_session_id.in_([sid for sid, _t in sessions]))
            .group_by(_CASH.c.table_id)
        )
    }
    known.games.update(
        (int(t), str(g))
        for t, g in session.execute(
            select(m.CasinoTable.id, m.CasinoTable.game).where(m.CasinoTable.id.in_(list(spans)))
        )
    )
    for table_id, ids in sorted(by_table.items()):
        if table_id not in spans:
            continue
        lo, hi = spans[table_id]
        read = table_slips(session, table_id, lo, hi, now, known)
        found.extend(s for s in read if s.table_session_id in ids)
    return found


def _player_slips(
    session: Session, names: Sequence[str], now: datetime, known: Valuer
) -> list[RatingSlip]:
    rows = session.execute(
        select(_CASH.c.table_id, _CASH.c.seq)
        .where(_CASH.c.player.in_(names), _CASH.c.kind == "buy_in")
        .order_by(_CASH.c.table_id, _CASH.c.seq)
    ).all()
    spans: dict[int, list[int]] = defaultdict(list)
    for table_id, seq in rows:
        spans[table_id].append(int(seq))
    found: list[RatingSlip] = []
    for table_id, seqs in sorted(spans.items()):
        read = table_slips(session, table_id, seqs[0], seqs[-1], now, known)
        found.extend(s for s in read if s.player in names)
    return sorted(found, key=lambda s: s.opened_at)


def _flagged(session: Session) -> set[tuple[int, int]]:
    return {
        (int(t), int(s))
        for t, s in session.execute(select(m.PlayerFlag.table_id, m.PlayerFlag.seated_seq))
    }


def _names(session: Session, table_ids: Iterable[int]) -> dict[int, str]:
    ids = sorted(set(table_ids))
    return {
        int(t): str(n)
        for t, n in session.execute(
            select(m.CasinoTable.id, m.CasinoTable.name).where(m.CasinoTable.id.in_(ids))
        )
    }


def _lines(session: Session, actor: Actor | None, found: Sequence[RatingSlip]) -> list[SlipLine]:
    tables = _names(session, [s.table_id for s in found])
    money = table_currencies(session, tables)
    flagged = _flagged(session)
    shown = shown_as(session, actor, found)
    return [
        SlipLine(s, tables[s.table_id], who, money[s.table_id],
                 (s.table_id, s.opened_seq) in flagged)
        for s, who in zip(found, shown, strict=True)
    ]  # fmt: skip


def _players(session: Session, actor: Actor, found: Sequence[RatingSlip]) -> list[PlayerLine]:
    owners = card_owners(session)
    tables = _names(session, [s.table_id for s in found])
    money = table_currencies(session, tables)
    flagged = _flagged(session)
    groups: dict[str, list[RatingSlip]] = defaultdict(list)
    rated: dict[str, bool] = {}
    for slip in found:
        card = card_of(slip.player)
        owner = owners.get(card) if card is not None else None
        key = owner.card if owner is not None else f"{slip.table_id}/{slip.seat}/{slip.opened_seq}"
        groups[key].append(slip)
        rated[key] = owner is not None
    names = names_for(session, [s.player for s in found])
    out = []
    for key, group in groups.items():
        first = group[0]
        if rated[key]:
            owner = owners[key]
            shown = f"{owner.name} ({seat_name(owner.card)})"
        else:
            shown = _("{name} ({table}, seat {seat})").format(
                name=names[first.player], table=tables[first.table_id], seat=first.seat
            )
        out.append(
            PlayerLine(
                key,
                shown,
                figures_of(first.player, group),
                tuple(sorted({tables[s.table_id] for s in group})),
                rated[key],
                any((s.table_id, s.opened_seq) in flagged for s in group),
                money[first.table_id],
            )
        )
    del actor
    out.sort(key=lambda p: (-p.figures.theo, -p.figures.total_bet, p.shown))
    return out


def _flags(
    session: Session,
    actor: Actor | None,
    names: Sequence[str] | None,
    since: datetime | None = None,
) -> list[FlagLine]:
    query = select(m.PlayerFlag, m.CasinoTable.name).join(
        m.CasinoTable, m.CasinoTable.id == m.PlayerFlag.table_id
    )
    if names is not None:
        query = query.where(m.PlayerFlag.player.in_(names))
    if since is not None:
        query = query.where(m.PlayerFlag.at >= since)
    rows = session.execute(query.order_by(m.PlayerFlag.at.desc())).all()
    shown = names_for(session, [r[0].player for r in rows]) if may_see_players(actor) else {}
    money = table_currencies(session, [row.table_id for row, _table in rows])
    return [
        FlagLine(
            table, row.seat,
            shown[row.player] if row.player in shown else _("Seat {seat}").format(seat=row.seat),
            row.hands,
            Fraction(row.skill_index), row.theo, row.theo_at_play, row.total_bet, row.detail,
            row.at, money[row.table_id],
        )
        for row, table in rows
    ]  # fmt: skip


# --- the flag -----------------------------------------------------------------------------


def flag_worthy(slip: RatingSlip) -> bool:
    """A visit of at least ``FLAG_ROUNDS`` rounds whose theo at the player's own play is
    below zero: the game is negative for the house against this player."""
    at_play = slip.theo_at_play
    return (
        slip.skill is not None
        and slip.skill.index is not None
        and at_play is not None
        and at_play < 0
        and slip.hands >= FLAG_ROUNDS
    )


def flag_detail(table: str, slip: RatingSlip, currency: tuple[str, int]) -> str:
    """The sentence that puts a flagged player before the pit, with the figures."""
    assert slip.skill is not None and slip.theo_at_play is not None
    skill = slip.skill

    def cash(value: Fraction | int) -> str:
        return format_money(int(value // 1), *currency)

    return (
        f"{table} seat {slip.seat} ({slip.player}): skill index {skill.index:.2f} over "
        f"{skill.decisions} decisions ({skill.best_choices} best, {skill.mirror_choices} as the "
        f"dealer would), {slip.hands} rounds, {cash(slip.total_bet)} bet; theo at the game's "
        f"edge {cash(slip.theo)}, at this player's play {cash(slip.theo_at_play)}: the game is "
        "negative for the house against this player"
    )


_FLAG = re.compile(
    r"(?P<table>.+?) seat (?P<seat>\d+) \((?P<player>.*?)\): skill index (?P<index>[\d.]+) "
    r"over (?P<decisions>\d+) decisions \((?P<best>\d+) best, (?P<mirror>\d+) as the dealer "
    r"would\), (?P<rounds>\d+) rounds, (?P<bet>.+?) bet; theo at the game's edge (?P<theo>.+?), "
    r"at this player's play (?P<at_play>.+?): the game is negative for the house against this "
    r"player"
)


def flag_words(detail: str) -> str:
    """A flag's stored sentence (``flag_detail``, kept in English as recorded) in the language
    being spoken, its figures in the language's way; a sentence of another shape as stored."""
    found = _FLAG.fullmatch(detail)
    if found is None:
        return detail
    style = number_style()

    def local(figure: str) -> str:
        return "".join(style.group if c == "," else style.decimal if c == "." else c
                       for c in figure)

    parts = {key: local(value) if key in ("index", "bet", "theo", "at_play") else value
             for key, value in found.groupdict().items()}
    return _(
        "{table} seat {seat} ({player}): skill index {index} over {decisions} decisions "
        "({best} best, {mirror} as the dealer would), {rounds} rounds, {bet} bet; theo at the "
        "game's edge {theo}, at this player's play {at_play}: the game is negative for the "
        "house against this player"
    ).format(**parts)


@dataclass
class _Running:
    """An open visit's figures over the hands that have ended since the player sat down:
    the slip's additive figures (hands, total bet, theo, skill), summed round by round."""

    slip: RatingSlip

    def add(self, more: RatingSlip) -> None:
        slip = self.slip
        skill = more.skill if slip.skill is None else slip.skill + (more.skill or Skill())
        self.slip = replace(
            slip,
            hands=slip.hands + more.hands,
            total_bet=slip.total_bet + more.total_bet,
            theo=slip.theo + more.theo,
            theo_basis=slip.theo_basis or more.theo_basis,
            skill=skill,
        )


@dataclass
class _Tally:
    """A table's open visits as the watch holds them between rounds: each one's figures
    through event ``through``, the last event of the last hand that had ended."""

    through: int
    visits: dict[int, _Running] = field(default_factory=dict)
    """By seat."""


class AdvantageWatch:
    """Looks at a table's open visits after each round it ends (see the module's note).

    The look happens on a thread of its own, so the dealer's settle never waits for it:
    ``request`` queues the table and returns; ``check`` is the look itself (the thread's
    work, and what a test or the benchmark calls directly); ``wait`` lets a test see the
    queue done.

    A round's look costs the same at a visit's tenth round as at its thousandth: the watch
    first values the decisions of the hands that ended (the only place play is valued as it
    happens) and holds them, then reads only the rows written since its
    last look, figures their slips (``rating_model.slips``, over those hands alone) and adds
    them to each open visit's running figures: hands, total bet, theo and skill are sums
    over hands, so the sum of the rounds' slips is the visit's. Rows are read through the
    last hand that ended (a hand in play counts when it ends). A watch that starts (a
    console just started) reads the open visits whole, once.

    **Keeping without standing in the dealer's way.** The values it holds are written
    (``rating_decisions.keep_fresh``) every ``KEEP_EVERY`` rounds of a table, and when the
    watch is waited for or stopped (the services' close): a write after every round took
    SQLite's one write lock just as the dealer's next command asked for it. Never on a timer:
    a watch left behind would write to a database its owner has let go of. Until they are
    kept a reader that needs them values them itself, as before they were kept (the rows
    are only a shortcut), and a console that ends without closing its services leaves them
    for the next keeper."""

    def __init__(self) -> None:
        self._known = Valuer()
        self._tallies: dict[int, _Tally] = {}
        self._flagged: set[tuple[int, int]] = set()
        """Visits this watch has seen flagged (the database's unique key decides)."""
        self._queue: dict[int, tuple[Database, Game]] = {}
        self._held: dict[int, tuple[Database, Fresh, int]] = {}
        """By table: the decisions valued and not kept yet, and the rounds they span."""
        self._keeping = threading.RLock()
        """Held while the held values are valued, read or written."""
        self._busy = False
        self._ready = threading.Condition()
        self._thread: threading.Thread | None = None
        self._stopping = False

    def request(self, db: Database, table_id: int, game: Game) -> None:
        """Look at ``table_id`` soon, on the watch's thread (a table asked twice is looked
        at once)."""
        if game.get(DecisionMeter) is None:
            return
        with self._ready:
            self._queue[table_id] = (db, game)
            if self._thread is None or not self._thread.is_alive():
                self._stopping = False
                self._thread = threading.Thread(
                    target=self._run, name="advantage-watch", daemon=True
                )
                self._thread.start()
            self._ready.notify_all()

    def wait(self, timeout: float = 60.0) -> bool:
        """Until every table asked for has been looked at and what it valued is kept; False
        if ``timeout`` ran out."""
        with self._ready:
            done = self._ready.wait_for(lambda: not self._queue and not self._busy, timeout)
        if done:
            self.keep_held()
        return done

    def keep_held(self) -> None:
        """Keep every table's held values now, each in its own short unit of work."""
        with self._keeping:
            for table_id in list(self._held):
                self._keep(table_id)

    def _keep(self, table_id: int) -> None:
        db, fresh, _rounds = self._held.pop(table_id)
        keep_values(db, fresh)

    def stop(self) -> None:
        with self._ready:
            self._stopping = True
            self._ready.notify_all()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=10)
        self._thread = None
        self.keep_held()

    def forget(self) -> None:
        """Let go of every table's running figures: the next look reads the open visits
        whole, as a console that has just started does."""
        self._tallies.clear()

    def _run(self) -> None:
        while True:
            with self._ready:
                self._ready.wait_for(lambda: bool(self._queue) or self._stopping)
                if self._stopping and not self._queue:
                    return
                table_id = next(iter(self._queue))
                db, game = self._queue.pop(table_id)
                self._busy = True
            try:
                self.check(db, table_id, game)
            except Exception as exc:  # the round is committed; say what failed, go on
                self._tallies.pop(table_id, None)
                self._held.pop(table_id, None)
                _log_failure(db, table_id, exc)
            finally:
                with self._ready:
                    self._busy = False
                    self._ready.notify_all()

    def check(self, db: Database, table_id: int, game: Game) -> list[str]:
        """Flag every open visit at ``table_id`` that deserves it and is not flagged yet;
        the flags' sentences."""
        if game.get(DecisionMeter) is None:
            return []
        with self._keeping:
            through = self._value(db, table_id, game)
            with db.read() as session:
                found = [
                    s for s in self.open_visits(session, table_id, game, through) if flag_worthy(s)
                ]
            held = self._held.get(table_id)
            if held is not None and held[2] >= KEEP_EVERY:
                self._keep(table_id)
        if not found or all((table_id, s.opened_seq) in self._flagged for s in found):
            return []
        seal = admin.seal_of(db.engine)
        written: list[str] = []
        with db.write() as session:
            admin.lock(session)
            flagged = _flagged(session)
            table = _names(session, [table_id])[table_id]
            money = table_currencies(session, [table_id])[table_id]
            for slip in found:
                if (table_id, slip.opened_seq) not in flagged:
                    written.append(self._flag(session, seal.key, table_id, table, slip, money))
        self._flagged.update((table_id, s.opened_seq) for s in found)
        return written

    def _value(self, db: Database, table_id: int, game: Game) -> int:
        """Value the decisions of the table's hands that ended since those held (or since
        its mark) and hold them; the last event of the last of those hands."""
        held = self._held.get(table_id)
        with db.read() as session:
            if held is None:
                self._known.forget(table_id)
                mark = self._known.mark(session, table_id)
                fresh, rounds = Fresh(table_id, mark, mark), 0
            else:
                _db, fresh, rounds = held
            more = value_after(session, game, table_id, fresh.through, self._known)
        if more.through > fresh.through:
            fresh.values.extend(more.values)
            fresh.through = more.through
            self._held[table_id] = (db, fresh, rounds + 1)
        return fresh.through

    def open_visits(
        self, db: Executor, table_id: int, game: Game, through: int
    ) -> list[RatingSlip]:
        """The table's open visits with their figures over the hands ended by event
        ``through`` (the last event of a hand that ended, whose decisions are kept), the
        running figures brought up to it first (see the class's note)."""
        self._known.forget(table_id)
        held = self._held.get(table_id)
        if held is not None:  # what it holds past the mark it read, valued already
            self._known.marks[table_id] = held[1].after
            self._known.fresh[table_id] = held[1]
        tally = self._tallies.get(table_id)
        if tally is None:
            lo = _open_visits_from(db, table_id)
            if lo is None:
                return []
            tally = self._tallies[table_id] = _Tally(lo - 1)
        if through > tally.through:
            self._catch_up(db, table_id, game, tally, through)
        if not tally.visits:
            self._tallies.pop(table_id, None)
        return [running.slip for running in tally.visits.values()]

    def _catch_up(
        self, db: Executor, table_id: int, game: Game, tally: _Tally, through: int
    ) -> None:
        after = tally.through
        cash = [
            _cash_row(row)
            for row in db.execute(
                select(_CASH)
                .where(_CASH.c.table_id == table_id, _CASH.c.seq > after, _CASH.c.seq <= through)
                .order_by(_CASH.c.seq)
            )
        ]
        lines = _lines_where(db, [
            _WAGERS.c.table_id == table_id, _WAGERS.c.seq > after, _WAGERS.c.seq <= through,
        ])  # fmt: skip
        hands = _hands_where(db, [
            _HANDS.c.table_id == table_id, _HANDS.c.last_seq > after,
            _HANDS.c.last_seq <= through,
        ])  # fmt: skip
        decisions = valued(db, game, table_id, after + 1, through, self._known) if hands else []
        # Each visit still open enters the rows as it began (its figures so far are held).
        seated = [
            (replace(_SEATED, seq=r.slip.opened_seq, seat=seat, player=r.slip.player,
                     at=r.slip.opened_at), r.slip.table_session_id)
            for seat, r in sorted(tally.visits.items(), key=lambda item: item[1].slip.opened_seq)
        ]  # fmt: skip
        terms = terms_of(db, game, self._known)
        now = m.utcnow()
        for slip in slips(table_id, terms, seated + cash, lines, hands, decisions, now):
            running = tally.visits.get(slip.seat)
            if running is not None and running.slip.opened_seq == slip.opened_seq:
                running.add(slip)
            elif slip.open and not slip.carried:
                tally.visits[slip.seat] = _Running(slip)
            if not slip.open:
                tally.visits.pop(slip.seat, None)
        tally.through = through

    def _flag(
        self,
        session: Session,
        key: Any,
        table_id: int,
        table: str,
        slip: RatingSlip,
        money: tuple[str, int],
    ) -> str:
        with speaking(SOURCE):  # stored: English, as every record
            detail = flag_detail(table, slip, money)
        skill = slip.skill
        assert skill is not None and slip.theo_at_play is not None
        at = m.utcnow()
        row = m.PlayerFlag(
            table_id=table_id,
            table_session_id=slip.table_session_id,
            seat=slip.seat,
            player=slip.player,
            seated_seq=slip.opened_seq,
            hands=slip.hands,
            skill_index=_fraction(skill.gain / skill.room),
            theo=int(slip.theo // 1),
            theo_at_play=int(slip.theo_at_play // 1),
            total_bet=slip.total_bet,
            detail=detail,
            at=at,
        )
        session.add(row)
        session.flush()
        admin.record(session, key, "PlayerFlagged", "player_flag", row.id, None, at)
        log(session, "player flagged", detail, None, table_id)
        return detail


def _log_failure(db: Database, table_id: int, exc: Exception) -> None:
    """A look that failed goes to the significant-event log (its kind only: a database's
    message can carry a statement's parameters); if even that fails, nothing more is done."""
    try:
        with db.write() as session:
            log(session, "error", f"advantage-play check: {type(exc).__name__}", None, table_id)
    except Exception:
        return


def _fraction(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def _open_visits_from(db: Executor, table_id: int) -> int | None:
    """The event that seated the longest-seated player still at the table, or None when
    nobody is seated: read from the seats' last movements."""
    rows = db.execute(
        select(_CASH.c.seat, _CASH.c.kind, _CASH.c.seq)
        .where(_CASH.c.table_id == table_id)
        .order_by(_CASH.c.seq.desc())
        .limit(5000)
    ).all()
    opened: dict[int, int] = {}
    closed: set[int] = set()
    for seat, kind, seq in rows:
        if seat in closed:
            continue
        if kind == "cash_out":
            closed.add(seat)
        else:
            opened[seat] = int(seq)  # walking back: ends at the seating buy-in
    return min(opened.values()) if opened else None


__all__ = [
    "FLAG_ROUNDS",
    "KEEP_EVERY",
    "AdvantageWatch",
    "FlagLine",
    "PlayerLine",
    "PlayerPage",
    "RatingQueries",
    "SlipLine",
    "flag_worthy",
    "may_see_players",
    "table_slips",
]

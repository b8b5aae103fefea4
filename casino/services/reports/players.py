"""The shift report's players (issue 22): who played, what their play was worth to the house,
what they won or lost, and who was flagged for advantage play, from the rating slips
(``casino.services.players.ratings``) read in the report's own snapshot.

**Who is named.** The section follows the rule of the ratings: a pit boss's or an
administrator's print names players and sums a rated player's visits at every table into one
row; any other print (an accountant's, a dealer's, or ``casino report`` run without a
sign-in) shows each visit as its table and seat number, and strips the player's name and card
from the flags' sentences. Two prints by readers of the same kind say the same, so they have
the same report id (``report_model.digest``); a supervisor's print and another reader's differ
wherever players played.

**Rounding.** Slips are summed exactly (theo is a fraction of a minor unit) and each row's
theo, theo at play and average bet rounded down (``// 1``) once, after the sum; a total's theo
is every slip's summed exactly and rounded down once, so it is the same whoever reads (and may
be a little more than its column of rows, each rounded down).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction

from sqlalchemy.orm import Session

from casino.i18n import SOURCE, speaking
from casino.money import format_money
from casino.services.players.players import card_of, card_owners, names_for
from casino.services.players.rating_decisions import Valuer
from casino.services.players.rating_model import figures_of
from casino.services.players.ratings import SlipLine, may_see_players, report_lines, visit_flags
from casino.services.reports.model import FlagEntry, PlayerRow, PlayersSection, PlayersTotal
from casino.services.reports.trail import aware
from casino.services.users.auth import Actor
from casino.store import models as m


def players_section(
    session: Session,
    reader: Actor | None,
    shift_id: int,
    now: datetime,
    money: Mapping[int, tuple[str, int]],
    known: Valuer | None = None,
) -> PlayersSection:
    """The players of shift ``shift_id`` as ``reader`` (signed in by the caller, or None) may
    see them; ``now`` ends a visit still open, ``money`` is each table's currency and minor
    units as the report prints the table's amounts. Decisions not kept yet are valued in
    this read and left in ``known`` for the caller to keep after it
    (``rating_decisions.keep``)."""
    lines = report_lines(session, reader, shift_id, now, known)
    named = may_see_players(reader)
    owners = card_owners(session) if named else {}
    groups: dict[tuple[tuple[str, int], str], list[SlipLine]] = {}
    for line in lines:
        slip = line.slip
        currency = money.get(slip.table_id, line.currency)
        card = card_of(slip.player) if named else None
        owner = owners.get(card) if card is not None else None
        who = (
            f"card {owner.card}"
            if owner is not None
            else f"visit {slip.table_id}/{slip.seat}/{slip.opened_seq}"
        )
        groups.setdefault((currency, who), []).append(line)
    rows = [_row(group, currency) for (currency, _who), group in groups.items()]
    rows.sort(key=lambda r: (r.currency, r.minor_units, -r.theo, -r.total_bet, r.player,
                             r.places))  # fmt: skip
    section = PlayersSection(named=named and bool(rows), rows=rows)
    section.totals = _totals(rows, groups)
    section.flags = _flags(session, lines, named, money)
    return section


def _row(lines: Sequence[SlipLine], currency: tuple[str, int]) -> PlayerRow:
    slips = [line.slip for line in lines]
    figures = figures_of(slips[0].player, slips)
    skill = figures.skill
    return PlayerRow(
        player=lines[0].shown,
        places=tuple(sorted({(line.table, line.slip.seat) for line in lines})),
        visits=figures.visits,
        seconds_played=figures.seconds_played,
        hands=figures.hands,
        total_bet=figures.total_bet,
        average_bet=_down(figures.average_bet),
        theo=int(figures.theo // 1),
        theo_basis=" and ".join(sorted({s.theo_basis for s in slips if s.theo_basis})),
        theo_at_play=_down(figures.theo_at_play),
        result=figures.result,
        skill_index=(
            two_places(skill.gain / skill.room) if skill is not None and skill.room > 0 else None
        ),
        decisions=skill.decisions if skill is not None else 0,
        flagged=any(line.flagged for line in lines),
        currency=currency[0],
        minor_units=currency[1],
    )


def _down(value: Fraction | None) -> int | None:
    return None if value is None else int(value // 1)


def two_places(value: Fraction) -> Decimal:
    """An exact fraction to two decimal places, half to even."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)


def _totals(
    rows: Sequence[PlayerRow], groups: Mapping[tuple[tuple[str, int], str], Sequence[SlipLine]]
) -> list[PlayersTotal]:
    """Per currency, in the rows' order. Theo and theo at play are the exact sums of every
    slip rounded down once, the same whoever reads (the rows round each player's)."""
    order: list[tuple[str, int]] = []
    for row in rows:
        if (row.currency, row.minor_units) not in order:
            order.append((row.currency, row.minor_units))
    totals = []
    for currency in order:
        mine = [r for r in rows if (r.currency, r.minor_units) == currency]
        slips = [line.slip for (c, _who), group in groups.items() if c == currency
                 for line in group]  # fmt: skip
        figures = figures_of("", slips)
        totals.append(
            PlayersTotal(
                currency=currency[0],
                minor_units=currency[1],
                players=len(mine),
                visits=figures.visits,
                seconds_played=figures.seconds_played,
                hands=figures.hands,
                total_bet=figures.total_bet,
                theo=int(figures.theo // 1),
                theo_at_play=_down(figures.theo_at_play),
                result=sum(s.result for s in slips if s.result is not None),
                in_play=sum(1 for s in slips if s.result is None),
                flagged=sum(1 for r in mine if r.flagged),
            )
        )
    return totals


def _flags(
    session: Session,
    lines: Sequence[SlipLine],
    named: bool,
    money: Mapping[int, tuple[str, int]],
) -> list[FlagEntry]:
    tables = {line.slip.table_id: line.table for line in lines}
    currencies = {line.slip.table_id: line.currency for line in lines}
    found = visit_flags(session, [(line.slip.table_id, line.slip.opened_seq) for line in lines])
    shown = names_for(session, [row.player for row in found]) if named else {}
    out = []
    for row in found:
        table = tables[row.table_id]
        currency = money.get(row.table_id, currencies[row.table_id])
        out.append(
            FlagEntry(
                table=table,
                seat=row.seat,
                player=shown[row.player] if named else f"Seat {row.seat}",
                at=aware(row.at),
                hands=row.hands,
                skill_index=two_places(Fraction(row.skill_index)),
                theo=row.theo,
                theo_at_play=row.theo_at_play,
                total_bet=row.total_bet,
                detail=row.detail if named else _unnamed(row, table, currency),
                currency=currency[0],
                minor_units=currency[1],
            )
        )
    return out


def _unnamed(row: m.PlayerFlag, table: str, currency: tuple[str, int]) -> str:
    """A flag's sentence without the player (``ratings.flag_detail`` names them once, after
    the seat); composed again from the flag's figures if the sentence is not of that form
    (the table renamed since, say)."""
    named = f"{table} seat {row.seat} ({row.player}): "
    if row.detail.startswith(named):
        return f"{table} seat {row.seat}: {row.detail[len(named) :]}"

    def cash(amount: int) -> str:
        return format_money(amount, *currency)

    index = two_places(Fraction(row.skill_index))
    with speaking(SOURCE):  # among the report's figures, which its id is the digest of
        return (
            f"{table} seat {row.seat}: skill index {index} over {row.hands} rounds, "
            f"{cash(row.total_bet)} bet; theo at the game's edge {cash(row.theo)}, at this "
            f"player's play {cash(row.theo_at_play)}: the game is negative for the house "
            "against this player"
        )


__all__ = ["players_section", "two_places"]

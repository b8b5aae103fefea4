"""The shift report's players (issue 22), on SQLite (the rows' sums on PostgreSQL too): a rated
Fiddler-Crab player who plays best (and is flagged) at two tables, and an anonymous one who
plays as the dealer would. The report's rows equal the rating slips summed and the raw rows
(bets are the ``action`` lines, the result is cashed out less bought in); the PDF names the
players on a pit boss's print and shows seat numbers, never a name or a card, on any other."""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from sqlalchemy import func, select
from store_fixtures import Staff, open_table, sender

from casino.games.fiddler_crab.math.policies import dealer_split
from casino.games.fiddler_crab.math.skill import best_pair
from casino.games.fiddler_crab.math.splits import split_to_pair, vector_of_cards
from casino.games.fiddler_crab.math.vectors import INDEX
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import PlaceBet, SetDealerHand, SetHand, Settle, StartRound
from casino.games.seating import LeaveSeat, SeatPlayer
from casino.services import Services
from casino.services.errors import PermissionDenied
from casino.services.players.players import PlayerService
from casino.services.players.ratings import FLAG_ROUNDS, RatingQueries
from casino.services.reports.model import (
    PlayerRow,
    PlayersSection,
    ShiftReport,
    hours_of,
    report_id,
)
from casino.services.reports.players import two_places
from casino.services.reports.prints import PrintStamp
from casino.site import Site
from casino.store import models as m
from reports import text as fmt
from reports.export import export_shift
from reports.shift_pdf import render

SHOE = FiddlerCrabRules(cards="shoe")
BET = 1_000
CARD, NAME, WALK_IN = "Q7717", "Fay Finesse", "Wally Walkin"
SITE = Site("Players Casino", "Europe/Malta")


def _copy(rules: FiddlerCrabRules, cards: tuple[Any, ...]) -> Any:
    return dealer_split(rules, cards)


def _best(rules: FiddlerCrabRules, cards: tuple[Any, ...]) -> Any:
    return split_to_pair(cards, best_pair(rules, INDEX[vector_of_cards(cards)]))


def _play_rounds(
    services: Services, staff: Staff, table: int, players: dict[int, Any], rounds: int
) -> None:
    """``rounds`` shoe rounds, each seat in ``players`` betting ``BET`` and splitting as its
    strategy says."""
    send = sender(services, staff, table)
    for _number in range(rounds):
        for seat in players:
            send(PlaceBet(seat, BET))
        state = send(StartRound())
        dealt = dict(zip(state.round.seats, state.round.dealt, strict=True))
        for seat, strategy in players.items():
            large, small = strategy(SHOE, dealt[seat])
            send(SetHand(seat, large, small))
        send(SetDealerHand())
        send(Settle())
    assert services.tables.advantage.wait(), "the advantage-play look did not finish"


@dataclass
class Played:
    shift: int
    first: int
    second: int
    now: datetime


@pytest.fixture
def played(services: Services, staff: Staff) -> Played:
    """Fay (rated, card Q7717) plays best at seat 2 of a first table long enough to be
    flagged, beside Wally (anonymous) copying the dealer at seat 5; then two rounds at seat 1
    of a second table. Everyone leaves."""
    PlayerService(services.db).enrol(staff.boss, CARD, NAME)
    first = open_table(services, staff, "fiddler-crab", SHOE, name="FC-North")
    second = open_table(services, staff, "fiddler-crab", SHOE, name="FC-South")
    send = sender(services, staff, first)
    send(SeatPlayer(2, f"#{CARD}", 200_000))
    send(SeatPlayer(5, WALK_IN, 60_000))
    _play_rounds(services, staff, first, {2: _best, 5: _copy}, FLAG_ROUNDS)
    send(LeaveSeat(5))
    send(LeaveSeat(2))
    other = sender(services, staff, second)
    other(SeatPlayer(1, f"#{CARD}", 30_000))
    _play_rounds(services, staff, second, {1: _best}, 2)
    other(LeaveSeat(1))
    shift = services.shifts.open_shifts()[0][0]
    return Played(shift, first, second, m.utcnow())


def _raw(services: Services, places: list[tuple[int, int]]) -> dict[str, int]:
    """Bets, hands, buy-ins and cash-outs of the seats ``places`` (table, seat), summed
    straight from the raw rows."""
    w, c = m.Wager, m.CashMovement
    out = {"bet": 0, "hands": 0, "in": 0, "out": 0}
    with services.db.read() as session:
        for table, seat in places:
            voided = select(m.Void.hand_number).where(m.Void.table_id == table)
            played = (w.table_id == table, w.seat == seat, w.void_id.is_(None),
                      w.hand_number.not_in(voided), w.kind == "action")  # fmt: skip
            out["bet"] += int(session.scalar(select(func.sum(w.amount)).where(*played)) or 0)
            hands = select(func.count(func.distinct(w.hand_number))).where(*played)
            out["hands"] += int(session.scalar(hands) or 0)
            for kind, key in (("buy_in", "in"), ("cash_out", "out")):
                out[key] += int(session.scalar(select(func.sum(c.amount)).where(
                    c.table_id == table, c.seat == seat, c.kind == kind)) or 0)  # fmt: skip
    return out


def _by_player(section: PlayersSection) -> dict[str, PlayerRow]:
    rows = {r.player: r for r in section.rows}
    assert len(rows) == len(section.rows)
    return rows


@pytest.mark.postgres  # the report's rows as each database sums them
def test_the_rows_equal_the_slips_summed_and_the_raw_rows(
    services: Services, staff: Staff, played: Played
) -> None:
    report = services.reports.shift_document(played.shift, played.now, SITE, reader=staff.boss)
    section = report.players
    assert section is not None and section.named
    rows = _by_player(section)
    fay, wally = rows[f"{NAME} (#{CARD})"], rows[WALK_IN]
    assert [r.player for r in section.rows] == [fay.player, wally.player]  # theo, highest first
    assert fay.places == (("FC-North", 2), ("FC-South", 1)) and fay.visits == 2
    assert wally.places == (("FC-North", 5),) and wally.visits == 1
    # The slips summed, exactly, then rounded down once.
    slips = [line.slip for line in RatingQueries(services.db).shift_slips(
        played.shift, staff.boss, played.now)]  # fmt: skip
    for row, mine in ((fay, [s for s in slips if s.player == f"#{CARD}"]),
                      (wally, [s for s in slips if s.player == WALK_IN])):  # fmt: skip
        assert len(mine) == row.visits
        theo = sum((s.theo for s in mine), Fraction(0))
        assert row.theo == theo // 1 and row.theo_basis == "edge"
        assert row.total_bet == sum(s.total_bet for s in mine)
        assert row.hands == sum(s.hands for s in mine)
        assert row.seconds_played == sum(s.seconds_played for s in mine)
        assert row.result == sum(s.result or 0 for s in mine)
        assert row.average_bet == row.total_bet // row.hands
        at_play = sum((s.theo_at_play or 0 for s in mine), Fraction(0))
        assert row.theo_at_play == at_play // 1
        gain = sum((s.skill.gain for s in mine if s.skill), Fraction(0))
        room = sum((s.skill.room for s in mine if s.skill), Fraction(0))
        assert row.skill_index == two_places(gain / room)
        assert row.currency == "Cr" and row.minor_units == 100
    # ... and the raw rows.
    raw = _raw(services, [(played.first, 2), (played.second, 1)])
    assert fay.total_bet == raw["bet"] == (FLAG_ROUNDS + 2) * BET
    assert fay.hands == raw["hands"] == FLAG_ROUNDS + 2
    assert fay.result == raw["out"] - raw["in"]
    raw = _raw(services, [(played.first, 5)])
    assert wally.total_bet == raw["bet"] and wally.result == raw["out"] - raw["in"]
    # Skill: Fay always plays best, Wally as the dealer; the game is negative for the house
    # against Fay, who is flagged.
    assert fay.skill_index == 1 and wally.skill_index == 0
    assert fay.theo_at_play is not None and fay.theo_at_play < 0 < fay.theo
    assert fay.flagged and not wally.flagged
    [flag] = section.flags
    assert (flag.table, flag.seat, flag.player) == ("FC-North", 2, fay.player)
    assert flag.theo_at_play < 0 and flag.hands == FLAG_ROUNDS and f"#{CARD}" in flag.detail
    [total] = section.totals
    assert (total.players, total.visits, total.flagged, total.in_play) == (2, 3, 1, 0)
    for name in ("hands", "total_bet", "result", "seconds_played"):
        assert getattr(total, name) == getattr(fay, name) + getattr(wally, name), name
    # Theo totals are the slips' exact sums rounded down once (rows are rounded each).
    assert total.theo == sum((s.theo for s in slips), Fraction(0)) // 1
    assert total.theo_at_play == sum((s.theo_at_play or 0 for s in slips), Fraction(0)) // 1
    assert 0 <= total.theo - fay.theo - wally.theo <= 1


def test_anyone_but_a_supervisor_sees_seats_by_visit(
    services: Services, staff: Staff, played: Played
) -> None:
    boss = services.reports.shift_document(played.shift, played.now, SITE, reader=staff.boss)
    assert boss.players is not None
    for reader in (None, staff.dealer):
        report = services.reports.shift_document(played.shift, played.now, SITE, reader=reader)
        section = report.players
        assert section is not None and not section.named
        assert sorted((r.player, r.places) for r in section.rows) == [
            ("Seat 1", (("FC-South", 1),)),
            ("Seat 2", (("FC-North", 2),)),
            ("Seat 5", (("FC-North", 5),)),
        ]
        # One row a visit, the same figures summed.
        for name in ("total_bet", "hands", "theo", "theo_at_play", "result", "visits"):
            assert getattr(section.totals[0], name) == getattr(boss.players.totals[0], name)
        [flag] = section.flags
        assert flag.player == "Seat 2" and flag.detail.startswith("FC-North seat 2: skill")
        text = repr(section)
        assert CARD not in text and NAME not in text and WALK_IN not in text
    # The same reader kind prints the same report: same id.
    admin = services.reports.shift_document(played.shift, played.now, SITE, reader=staff.admin)
    assert report_id(admin) == report_id(boss)
    dealer = services.reports.shift_document(played.shift, played.now, SITE, reader=staff.dealer)
    assert report_id(dealer) == report_id(report) != report_id(boss)


def _pdf_text(source: Path | bytes) -> str:
    """The PDF's text, its whitespace made single spaces."""
    reader = PdfReader(io.BytesIO(source) if isinstance(source, bytes) else source)
    return re.sub(r"\s+", " ", " ".join(page.extract_text() for page in reader.pages))


def _players_part(text: str) -> str:
    start = text.index("Players Every visit")
    return text[start : text.index("Voids and corrections", start)]


def test_the_pdf_names_players_for_a_pit_boss_only(
    services: Services, staff: Staff, played: Played, tmp_path: Path
) -> None:
    done = export_shift(services.db, played.shift, tmp_path / "boss.pdf", now=played.now,
                        by=staff.boss, via="test", site=SITE)  # fmt: skip
    text = _pdf_text(done.path)
    part = _players_part(text)
    section = done.report.players
    assert section is not None
    for row in section.rows:
        figures = [row.visits, row.hands]
        assert all(fmt.count(f) in part for f in figures)
        for amount in (row.total_bet, row.theo, row.theo_at_play, row.average_bet):
            assert fmt.money(amount) in part, (row.player, amount)
        assert fmt.signed_money(row.result or 0) in part
    assert NAME in part and f"#{CARD}" in part and WALK_IN in part
    assert "FC-North · 2" in part and "FC-South · 1" in part and "AP" in part
    assert "Advantage play" in part and "negative for the house" in part
    total = section.totals[0]
    assert f"Total: 2 players 3 {hours_of(total.seconds_played):.2f}" in part
    assert "Theo is what the house expected to win" in part
    # A reprint by a supervisor is the same file.
    again = export_shift(services.db, played.shift, tmp_path / "again.pdf", now=played.now,
                         by=staff.admin, via="test", site=SITE)  # fmt: skip
    assert again.stamp.reprint and again.report_id == done.report_id
    assert again.path.read_bytes() == done.path.read_bytes()
    # The command line's print (no sign-in): seat numbers, never the name or the card.
    anonymous = export_shift(services.db, played.shift, tmp_path / "cli.pdf", now=played.now,
                             site=SITE)  # fmt: skip
    assert anonymous.report_id != done.report_id and not anonymous.stamp.reprint
    _seats_only(_pdf_text(anonymous.path))
    reprint = export_shift(services.db, played.shift, tmp_path / "cli2.pdf", now=played.now,
                           site=SITE)  # fmt: skip
    assert reprint.stamp.reprint and reprint.path.read_bytes() == anonymous.path.read_bytes()
    # A dealer may not print the report; laid out for one, it shows seats only.
    with pytest.raises(PermissionDenied):
        export_shift(services.db, played.shift, tmp_path / "dealer.pdf", now=played.now,
                     by=staff.dealer, via="test", site=SITE)  # fmt: skip
    report = services.reports.shift_document(played.shift, played.now, SITE, reader=staff.dealer)
    _seats_only(_pdf_text(render(report, PrintStamp(report_id(report), played.now, False))))


def _seats_only(text: str) -> None:
    assert NAME not in text and CARD not in text and WALK_IN not in text
    assert "Fay" not in text and "Wally" not in text
    part = _players_part(text)
    for seat in ("Seat 1", "Seat 2", "Seat 5"):
        assert seat in part
    assert "named only on a pit boss" in part
    assert "FC-North seat 2: skill index" in part


def test_a_shift_without_players_prints_the_same_for_every_reader(
    services: Services, staff: Staff
) -> None:
    open_table(services, staff, "fiddler-crab", SHOE, name="FC-Empty")
    shift = services.shifts.open_shifts()[0][0]
    now = m.utcnow()
    reports: list[ShiftReport] = [
        services.reports.shift_document(shift, now, SITE, reader=reader)
        for reader in (None, staff.boss, staff.dealer)
    ]
    assert all(r.players == PlayersSection() for r in reports)
    assert len({report_id(r) for r in reports}) == 1
    pdf = render(reports[0], PrintStamp(report_id(reports[0]), now, False))
    assert "Nobody was seated at the shift's tables." in _pdf_text(pdf)

"""Rating slips, computed from the play itself: one slip per player per table visit.

A *visit* is a player's stay at one seat: it opens with the buy-in that seats them and
closes with the cash-out that records their leaving (every seating event writes a
``cash_movements`` row, ``casino.services.tables._record``, so the rows alone bound it). The
slip sums the seat's own lines of the wager log inside that span: no figure on it is typed.

* **time played**: from sitting down to leaving (or now), less the time spent sitting out:
  a hand dealt without the seat in it (no stake line of the seat) pauses the clock at that
  hand's start, and the next hand the seat plays in restarts it;
* **hands**: the hands (rounds, deals) played and not voided in which the seat had a stake;
* **total bet**: the game's handle kinds less what was handed back (``Ledger.handle`` and
  ``handle_less``), in hands not voided; **average bet** is that over the hands;
* **bought in** and **cashed out**: the seat's buy-in rows (cash and chips) and its leaving;
* **result** (won > 0, lost < 0): at a visit that has ended, what was cashed out less what was
  bought in, plus a correction paid after leaving; at a banked game still in play, minus the
  ``house`` column of its lines (the two agree when the visit ends); at a pool game still in
  play, unknown until the player leaves (its chips are in a pot or a stack, not a line);
* **theo** (what the house expected to win from this play): at a game with exact math
  (the spec's ``Theory``) the player's stakes times the exact edge of the rules each hand was
  played under; elsewhere what the play paid the house: its time charges and fees, and its
  share of each pot's rake in proportion to what it put in that pot;
* **skill** (a game whose decisions have an exact value, the spec's ``DecisionMeter``): for each
  decision, what the choice made, the dealer's own choice (the mirror) and the best choice
  were worth per unit bet. The **skill index** is ``sum(chosen - mirror) / sum(best -
  mirror)`` over the visit's decisions: 0 for a player who copies the dealer, 1 for one who
  always plays best (below 0: worse than copying). **Theo at their play** takes from the theo
  what their choices gained over the mirror, each weighted by its stake: when it is below
  zero the game is negative for the house against this player.

Everything here is pure: rows in, slips out, with ``now`` passed in for a visit still open.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from fractions import Fraction
from operator import itemgetter
from typing import NamedTuple

from casino.games.capabilities import DecisionValue, RoundTheory

NOT_HOUSE_PLAY = ("correction", "void_return")
"""Lines whose ``house`` is not revenue from play: a correction of a settled hand, a void's
return."""


class LineRow(NamedTuple):
    """A wager-log line as the slips read it (a named tuple: a shift's players read a
    hundred thousand of them, and a tuple is made in a fraction of a dataclass's time)."""

    seq: int
    hand: int | None
    seat: int | None
    kind: str
    amount: int
    house: int
    void: bool = False
    """A void's return (``wagers.void_id`` set)."""


@dataclass(frozen=True, slots=True)
class CashRow:
    seq: int
    seat: int
    player: str
    kind: str
    """``buy_in`` or ``cash_out``."""
    method: str
    amount: int
    at: datetime


@dataclass(frozen=True, slots=True)
class HandRow:
    number: int
    first_seq: int
    last_seq: int
    started_at: datetime
    ended_at: datetime
    voided: bool
    rule_version_id: int


@dataclass(frozen=True, slots=True)
class DecisionRow:
    seq: int
    value: DecisionValue


@dataclass(frozen=True, slots=True)
class GameTerms:
    """What the slips need to know of a table's game, asked of its spec."""

    handle: tuple[str, ...]
    handle_less: tuple[str, ...] = ()
    banked: bool = True
    """The house plays the bets (no revenue model): the result of a visit in play is minus
    its lines' ``house``."""
    theory: Callable[[int], RoundTheory | None] = field(default=lambda _version: None)
    """The exact round theory of a rules version (by id), or None for a game without."""
    decides: bool = False
    """The game's decisions have an exact value (its ``DecisionMeter``): slips carry skill."""


@dataclass(frozen=True, slots=True)
class Skill:
    """A player's decisions summed: see the module's note."""

    decisions: int = 0
    gain: Fraction = Fraction(0)
    """Sum of (chosen - mirror), per unit bet."""
    room: Fraction = Fraction(0)
    """Sum of (best - mirror), per unit bet."""
    staked_gain: Fraction = Fraction(0)
    """Sum of stake x (chosen - mirror): what the choices were worth over copying the dealer,
    in minor units."""
    best_choices: int = 0
    mirror_choices: int = 0

    @property
    def index(self) -> float | None:
        """0 = copies the dealer, 1 = always best; None before any decision where the best
        choice was better than the dealer's."""
        return float(self.gain / self.room) if self.room > 0 else None

    def __add__(self, other: Skill) -> Skill:
        return Skill(
            self.decisions + other.decisions,
            self.gain + other.gain,
            self.room + other.room,
            self.staked_gain + other.staked_gain,
            self.best_choices + other.best_choices,
            self.mirror_choices + other.mirror_choices,
        )


@dataclass(frozen=True, slots=True)
class RatingSlip:
    """One player's visit to one seat of one table."""

    table_id: int
    seat: int
    player: str
    """The name the table knows them by (``#`` and a card number for a rated player)."""
    opened_seq: int
    opened_at: datetime
    closed_seq: int | None
    closed_at: datetime | None
    table_session_id: int | None = None
    seconds_played: int = 0
    hands: int = 0
    total_bet: int = 0
    bought_cash: int = 0
    bought_chips: int = 0
    cashed_out: int = 0
    result: int | None = None
    """Won (> 0) or lost (< 0); None for a pool game's visit still in play."""
    theo: Fraction = Fraction(0)
    """What the house expected to win from this play, in minor units (exact)."""
    theo_basis: str = ""
    """How theo was figured, for people: ``edge`` or ``revenue``."""
    skill: Skill | None = None
    """None at a game whose decisions have no exact value."""
    carried: bool = False
    """The visit began before the rows read (a player seated over a table's close)."""

    @property
    def open(self) -> bool:
        return self.closed_seq is None

    @property
    def bought_in(self) -> int:
        return self.bought_cash + self.bought_chips

    @property
    def average_bet(self) -> Fraction | None:
        return Fraction(self.total_bet, self.hands) if self.hands else None

    @property
    def theo_at_play(self) -> Fraction | None:
        """Theo less what the player's choices gained over copying the dealer (see the
        module's note); None where decisions have no exact value or theo no edge."""
        if self.skill is None or self.theo_basis != "edge":
            return None
        return self.theo - self.skill.staked_gain


@dataclass
class _Visit:
    seat: int
    player: str
    opened_seq: int
    opened_at: datetime
    session_id: int | None
    carried: bool = False
    closed_seq: int | None = None
    closed_at: datetime | None = None
    bought_cash: int = 0
    bought_chips: int = 0
    cashed_out: int = 0

    def holds(self, seq: int) -> bool:
        return self.opened_seq <= seq and (self.closed_seq is None or seq <= self.closed_seq)


def visits(cash: Iterable[tuple[CashRow, int | None]]) -> list[_Visit]:
    """The visits the seat movements make, in the order they opened. ``cash`` is every
    buy-in and cash-out row read, in seq order, with its table session."""
    open_at: dict[int, _Visit] = {}
    found: list[_Visit] = []
    for row, session_id in cash:
        visit = open_at.get(row.seat)
        if visit is None:
            visit = _Visit(row.seat, row.player, row.seq, row.at, session_id)
            visit.carried = row.kind != "buy_in"
            open_at[row.seat] = visit
            found.append(visit)
        if row.kind == "buy_in":
            if row.method == "chips":
                visit.bought_chips += row.amount
            else:
                visit.bought_cash += row.amount
        else:
            visit.cashed_out += row.amount
            visit.closed_seq, visit.closed_at = row.seq, row.at
            del open_at[row.seat]
    return found


def slips(
    table_id: int,
    terms: GameTerms,
    cash: Sequence[tuple[CashRow, int | None]],
    lines: Sequence[LineRow],
    hands: Sequence[HandRow],
    decisions: Sequence[DecisionRow],
    now: datetime,
    put_in: Mapping[int, int] | None = None,
) -> list[RatingSlip]:
    """The rating slips of one table's rows (see the module's note). ``hands`` are the
    table's finished hands over the rows' span; a hand still in play counts when it ends.
    ``put_in`` is what seats whose lines are not in ``lines`` put into each hand's pot
    (by hand), for sharing its rake."""
    found = visits(cash)
    by_number = {h.number: h for h in hands}
    voided = {h.number for h in hands if h.voided}
    ordered = sorted(hands, key=lambda h: h.first_seq)
    stakes: dict[tuple[int, int], int] = defaultdict(int)
    """(hand, seat) -> net stake, in hands not voided."""
    present: set[tuple[int, int]] = set()
    """(hand, seat) with a stake line, voided hands included (the seat was in it)."""
    rake: dict[int, int] = defaultdict(int)
    for line in lines:
        if line.hand is None:
            continue
        if line.seat is None:
            if line.hand not in voided and not line.void:
                rake[line.hand] += line.house
            continue
        if line.kind in terms.handle:
            present.add((line.hand, line.seat))
        if line.hand in voided or line.void:
            continue
        if line.kind in terms.handle:
            stakes[line.hand, line.seat] += line.amount
        elif line.kind in terms.handle_less:
            stakes[line.hand, line.seat] -= line.amount
    rake_shares = _rake_shares(rake, stakes, put_in or {})
    by_seat: dict[int, list[LineRow]] = defaultdict(list)
    late: dict[int, list[LineRow]] = defaultdict(list)
    for line in sorted(lines, key=itemgetter(0)):  # by seq, stable: id order within one
        if line.seat is not None:
            by_seat[line.seat].append(line)
            if line.kind == "correction":
                late[line.seat].append(line)
    seat_seqs = {seat: [line.seq for line in found_] for seat, found_ in by_seat.items()}
    decided: dict[int, list[tuple[DecisionRow, HandRow]]] = defaultdict(list)
    starts = [h.first_seq for h in ordered]
    for row in sorted(decisions, key=lambda d: d.seq):
        at_hand = _hand_of(ordered, starts, row.seq)
        if at_hand is not None and not at_hand.voided:
            decided[row.value.seat].append((row, at_hand))
    decided_seqs = {seat: [row.seq for row, _hand in rows] for seat, rows in decided.items()}
    out: list[RatingSlip] = []
    for visit in found:
        # The seat's lines in the visit's span (each seat's in seq order, so a slice), and
        # any correction paid after the player left of a hand they played.
        seqs = seat_seqs.get(visit.seat, [])
        lo = bisect_left(seqs, visit.opened_seq)
        hi = len(seqs) if visit.closed_seq is None else bisect_right(seqs, visit.closed_seq)
        mine = by_seat[visit.seat][lo:hi] if seqs else []
        mine += [line for line in late.get(visit.seat, ()) if _late(line, visit, by_number)]
        played_hands = sorted({
            line.hand for line in mine
            if line.hand is not None and (line.hand, visit.seat) in stakes
            and line.kind in terms.handle
        })  # fmt: skip
        total_bet = sum(stakes[h, visit.seat] for h in played_hands)
        theo, basis = _theo(terms, visit, mine, played_hands, stakes, rake_shares, by_number)
        within = _within(decided.get(visit.seat, []), decided_seqs.get(visit.seat, []), visit)
        skill = _skill(terms, visit, within, stakes)
        out.append(
            RatingSlip(
                table_id=table_id,
                seat=visit.seat,
                player=visit.player,
                opened_seq=visit.opened_seq,
                opened_at=visit.opened_at,
                closed_seq=visit.closed_seq,
                closed_at=visit.closed_at,
                table_session_id=visit.session_id,
                seconds_played=_seconds(visit, _hands_within(ordered, starts, visit), present, now),
                hands=len(played_hands),
                total_bet=total_bet,
                bought_cash=visit.bought_cash,
                bought_chips=visit.bought_chips,
                cashed_out=visit.cashed_out,
                result=_result(terms, visit, mine, voided),
                theo=theo,
                theo_basis=basis,
                skill=skill,
                carried=visit.carried,
            )
        )
    return out


def _within(
    decided: Sequence[tuple[DecisionRow, HandRow]], seqs: Sequence[int], visit: _Visit
) -> Sequence[tuple[DecisionRow, HandRow]]:
    """The decisions (in seq order, ``seqs`` their events) that fall in the visit's span."""
    lo = bisect_left(seqs, visit.opened_seq)
    hi = len(seqs) if visit.closed_seq is None else bisect_right(seqs, visit.closed_seq)
    return decided[lo:hi]


def _hands_within(
    ordered: Sequence[HandRow], starts: Sequence[int], visit: _Visit
) -> Sequence[HandRow]:
    """The hands (``ordered`` by first event, ``starts`` their first events) that began in
    the visit's span."""
    lo = bisect_left(starts, visit.opened_seq)
    hi = len(starts) if visit.closed_seq is None else bisect_right(starts, visit.closed_seq)
    return ordered[lo:hi]


def _late(line: LineRow, visit: _Visit, hands: Mapping[int, HandRow]) -> bool:
    """A correction written after the player left, of a hand they played at this seat."""
    if line.kind != "correction" or visit.closed_seq is None or line.seq <= visit.closed_seq:
        return False
    hand = hands.get(line.hand) if line.hand is not None else None
    return hand is not None and visit.holds(hand.first_seq)


def _rake_shares(
    rake: Mapping[int, int], stakes: Mapping[tuple[int, int], int], more: Mapping[int, int]
) -> dict[tuple[int, int], Fraction]:
    """Each seat's share of a hand's rake, in proportion to its net stake in the hand (the
    seats of ``stakes``, and ``more`` put in by others, by hand)."""
    put_in: dict[int, int] = defaultdict(int, more)
    for (hand, _seat), amount in stakes.items():
        put_in[hand] += max(amount, 0)
    shares: dict[tuple[int, int], Fraction] = {}
    for (hand, seat), amount in stakes.items():
        if rake.get(hand) and put_in[hand] > 0 and amount > 0:
            shares[hand, seat] = Fraction(rake[hand] * amount, put_in[hand])
    return shares


def _theo(
    terms: GameTerms,
    visit: _Visit,
    mine: Sequence[LineRow],
    played: Sequence[int],
    stakes: Mapping[tuple[int, int], int],
    rake_shares: Mapping[tuple[int, int], Fraction],
    hands: Mapping[int, HandRow],
) -> tuple[Fraction, str]:
    theo = Fraction(0)
    if terms.banked:
        staked: dict[tuple[int, str], int] = defaultdict(int)
        for line in mine:
            if line.hand is not None and not line.void:
                staked[line.hand, line.kind] += line.amount
        per_version: dict[int, int] = defaultdict(int)
        for number in played:
            hand = hands.get(number)
            theory = terms.theory(hand.rule_version_id) if hand is not None else None
            if hand is not None and theory is not None:
                per_version[hand.rule_version_id] += sum(
                    staked[number, k] for k in theory.stake_kinds
                )
        for version, amount in per_version.items():
            theory = terms.theory(version)
            assert theory is not None
            theo += theory.edge * amount
        return theo, "edge"
    voided = {n for n, h in hands.items() if h.voided}
    paid = sum(
        line.house
        for line in mine
        if not (line.kind in NOT_HOUSE_PLAY or line.void or line.hand in voided)
    )
    shares = _Sum()
    for number in played:
        share = rake_shares.get((number, visit.seat))
        if share is not None:
            shares.add(share)
    del stakes
    return shares.total() + paid, "revenue"


def _result(
    terms: GameTerms, visit: _Visit, mine: Sequence[LineRow], voided: set[int]
) -> int | None:
    if visit.closed_seq is not None and not visit.carried:
        late = sum(
            -line.house for line in mine
            if line.kind == "correction" and line.seq > visit.closed_seq
        )  # fmt: skip
        return visit.cashed_out - visit.bought_cash - visit.bought_chips + late
    if terms.banked:
        return -sum(line.house for line in mine if not line.void and line.hand not in voided)
    return None


def _seconds(
    visit: _Visit, hands: Sequence[HandRow], present: set[tuple[int, int]], now: datetime
) -> int:
    """Seated time less the time sitting out (see the module's note)."""
    end = visit.closed_at if visit.closed_at is not None else now
    played = timedelta(0)
    running_from: datetime | None = visit.opened_at
    for hand in hands:
        if not visit.holds(hand.first_seq):
            continue
        if (hand.number, visit.seat) in present:
            if running_from is None:
                running_from = hand.started_at
        elif running_from is not None:
            played += max(hand.started_at - running_from, timedelta(0))
            running_from = None
    if running_from is not None:
        played += max(end - running_from, timedelta(0))
    return int(played.total_seconds())


class _Sum:
    """An exact sum of many fractions: numerators added as integers per denominator, one
    ``Fraction`` at the end (adding ``Fraction``s one by one costs a gcd each time, which a
    long visit's thousands of decisions feel)."""

    __slots__ = ("parts",)

    def __init__(self) -> None:
        self.parts: dict[int, int] = defaultdict(int)

    def add(self, value: Fraction, times: int = 1) -> None:
        self.parts[value.denominator] += value.numerator * times

    def total(self) -> Fraction:
        return sum((Fraction(n, d) for d, n in self.parts.items()), Fraction(0))


def _skill(
    terms: GameTerms,
    visit: _Visit,
    decided: Sequence[tuple[DecisionRow, HandRow]],
    stakes: Mapping[tuple[int, int], int],
) -> Skill | None:
    """The visit's decisions summed (those of hands that ended and were not voided)."""
    if not terms.decides:
        return None
    decisions = best = copied = 0
    gain, room, staked = _Sum(), _Sum(), _Sum()
    for row, hand in decided:
        if not visit.holds(row.seq):
            continue
        value = row.value
        stake = stakes.get((hand.number, visit.seat), 0)
        decisions += 1
        gain.add(value.chosen)
        gain.add(value.mirror, -1)
        room.add(value.best)
        room.add(value.mirror, -1)
        staked.add(value.chosen, stake)
        staked.add(value.mirror, -stake)
        best += value.chosen == value.best
        copied += value.chosen == value.mirror
    return Skill(decisions, gain.total(), room.total(), staked.total(), best, copied)


def _hand_of(ordered: Sequence[HandRow], starts: Sequence[int], seq: int) -> HandRow | None:
    """The hand whose span holds event ``seq`` (``ordered`` by first event, ``starts``
    their first events)."""
    at = bisect_right(starts, seq) - 1
    if at >= 0 and ordered[at].first_seq <= seq <= ordered[at].last_seq:
        return ordered[at]
    return None


@dataclass(frozen=True, slots=True)
class PlayerFigures:
    """A player's slips summed: the pit's line for them."""

    player: str
    slips: tuple[RatingSlip, ...]
    sessions: int

    @property
    def visits(self) -> int:
        return len(self.slips)

    @property
    def seconds_played(self) -> int:
        return sum(s.seconds_played for s in self.slips)

    @property
    def hands(self) -> int:
        return sum(s.hands for s in self.slips)

    @property
    def total_bet(self) -> int:
        return sum(s.total_bet for s in self.slips)

    @property
    def average_bet(self) -> Fraction | None:
        return Fraction(self.total_bet, self.hands) if self.hands else None

    @property
    def theo(self) -> Fraction:
        return sum((s.theo for s in self.slips), Fraction(0))

    @property
    def result(self) -> int | None:
        """Won (> 0) or lost (< 0) over the slips; None while a pool game's visit is in
        play."""
        results = [s.result for s in self.slips]
        if any(r is None for r in results):
            return None
        return sum(r for r in results if r is not None)

    @property
    def skill(self) -> Skill | None:
        found = [s.skill for s in self.slips if s.skill is not None]
        return sum(found[1:], found[0]) if found else None

    @property
    def theo_at_play(self) -> Fraction | None:
        found = [s.theo_at_play for s in self.slips]
        if all(f is None for f in found):
            return None
        return sum(
            (f if f is not None else s.theo for f, s in zip(found, self.slips, strict=True)),
            Fraction(0),
        )


MOVE_GAP = timedelta(hours=1)
"""A visit that opens within this time of the player's last one closing (or while it is still
open) continues the same session: a table move keeps one session."""


def sessions(slips_of: Sequence[RatingSlip]) -> int:
    """How many sessions one player's slips make (see ``MOVE_GAP``)."""
    count = 0
    reach: datetime | None = None
    """When the session so far lets a next visit join it: its last end plus the gap."""
    for slip in sorted(slips_of, key=lambda s: s.opened_at):
        if reach is None or slip.opened_at > reach:
            count += 1
            reach = slip.opened_at
        end = datetime.max.replace(tzinfo=slip.opened_at.tzinfo) - MOVE_GAP
        if slip.closed_at is not None:
            end = slip.closed_at
        reach = max(reach, end + MOVE_GAP)
    return count


def figures_of(player: str, slips_of: Sequence[RatingSlip]) -> PlayerFigures:
    return PlayerFigures(player, tuple(slips_of), sessions(slips_of))


__all__ = [
    "CashRow",
    "DecisionRow",
    "GameTerms",
    "HandRow",
    "LineRow",
    "PlayerFigures",
    "RatingSlip",
    "Skill",
    "figures_of",
    "slips",
]

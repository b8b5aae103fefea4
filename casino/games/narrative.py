"""What every game's narrative shares: the shape of a table summary, the sentences every game
words alike, and the parts of a summary the pool games share.

A game's narrative (``casino/games/<game>/narrative.py``, offered by its spec) tells a pit boss
in words what each event did (``describe``) and what the table looked like afterwards
(``summarise``). The game recall shows both for any hand; it asks the game's spec, so a new
game brings its own narrative and nothing else changes.

A game writes only its own words: its ``describe`` is made by ``describer`` from its events'
sentences. The events every game records in the same classes (``seating``, ``fees``,
``voids``, ``pool``: a seat taken, chips bought, a time charge, a fee, a void, a pool hand's
start, antes, folds and end) are told by ``Teller.common``, in the same words at every table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Protocol, TypeVar

from casino.games.capabilities import CardGroup, SeatLine
from casino.games.fees import FeeCharged
from casino.games.house_rules import HouseRules
from casino.games.pool import AntePosted, Folded, HandEnded, HandStart, PoolTable, SatOut
from casino.games.projection import DealtIn, HandInPlay, acting, seated
from casino.games.seating import (
    ChipsAdded,
    PlayerLeft,
    PlayerSeated,
    SeatState,
    StackCorrected,
    TimeCharged,
)
from casino.games.voids import Voided, VoidedReturning


def players_of(seats: Sequence[SeatState | None]) -> dict[int, str]:
    """Seat number -> player name, for sentences that name who acted."""
    return {i + 1: s.player for i, s in enumerate(seats) if s is not None}


# --- the words sentences are made of ---------------------------------------------------------


def seat_name(seat: int, players: Mapping[int, str] | None, *, start: bool = True) -> str:
    """``Seat 3 (Ann)``, or ``Seat 3`` when the name is not known; ``seat 3 (Ann)`` inside a
    sentence (``start`` False), the name kept as written."""
    name = (players or {}).get(seat)
    word = "Seat" if start else "seat"
    return f"{word} {seat} ({name})" if name else f"{word} {seat}"


def listing(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``: lists read as a person would say them."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def sealed(digest: str | None) -> str:
    """The end of a deal's sentence at a shoe table: the sealed shoe's digest, shortened to
    what a pit boss compares by eye ('' at a live table, which has none)."""
    return f"; the shoe is sealed (digest {digest[:12]}…)" if digest else ""


def dealt(seats: Sequence[int], hands: Sequence[Sequence[Any]], cards: Callable[[Any], str]) -> str:
    """``seat 1 AS KD; seat 2 ...``: the hands a shoe dealt, each in the game's notation."""
    return "; ".join(f"seat {s} {cards(h)}" for s, h in zip(seats, hands, strict=True))


def hand_dealt(
    count: str,
    seats: Sequence[int],
    hands: Sequence[Sequence[Any]] | None,
    cards: Callable[[Any], str],
) -> str:
    """A pool hand's deal: the hands a shoe dealt, or at a live table (``hands`` None, the
    cards unseen) how many each seat was dealt face down."""
    if hands is None:
        return f"{count} cards each are dealt face down to seats {listing([str(s) for s in seats])}"
    return "Dealt: " + dealt(seats, hands, cards)


def stakes(count: int) -> str:
    """``1 stake``, ``3 stakes``: what a settlement between players is counted in."""
    return "1 stake" if count == 1 else f"{count} stakes"


def cards_text(cards: Sequence[object]) -> str:
    """Cards in their notation, a space apart (a card's ``str`` is its notation)."""
    return " ".join(map(str, cards))


# --- a game's describe -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Teller:
    """What a game's sentences are told with: the table's money in its currency and who sits
    where, so every game names a seat and an amount alike."""

    money: Callable[[int], str]
    players: Mapping[int, str] | None = None
    """Seat -> player name where known (None: seats by number only)."""

    def who(self, seat: int, start: bool = True) -> str:
        """The seat and its player (``Seat 3 (Ann)``; ``seat 3 (Ann)`` inside a sentence)."""
        return seat_name(seat, self.players, start=start)

    def shares(self, shares: Sequence[tuple[int, int]]) -> str:
        """``seat 1 (Ann) 2.00 Cr and seat 3 (Boris) 2.00 Cr``: who got or paid how much."""
        return listing([f"{self.who(s, False)} {self.money(a)}" for s, a in shares])

    def pot(
        self,
        name: str,
        amount: int,
        shares: Sequence[tuple[int, int]],
        *,
        alone: str = "",
        split: str = "split",
    ) -> str:
        """A pot awarded: to one seat (``alone`` says how it won it, when it did without a
        showdown), or shared (``split`` says how)."""
        if len(shares) == 1:
            return f"{name} ({self.money(amount)}) to {self.who(shares[0][0], False)}{alone}"
        return f"{name} ({self.money(amount)}) {split}: {self.shares(shares)}"

    def common(self, event: object, unit: str) -> str:
        """The sentence for an event every game words alike (its type's name for one no game
        words, so the recall still shows it); ``unit`` is what the table deals and voids
        (``Hand``, ``Round``, ``Game``, ``Deal``)."""
        money, who = self.money, self.who
        match event:
            case PlayerSeated(seat=seat, player=player, chips=chips):
                return f"{player} sits at seat {seat} with {money(chips)}"
            case ChipsAdded(seat=seat, chips=chips):
                return f"{who(seat)} buys {money(chips)} more chips"
            case PlayerLeft(seat=seat, player=player, chips=chips):
                return f"{player} leaves seat {seat} with {money(chips)}"
            case StackCorrected(seat=seat, player=player, hand=hand, amount=amount, at_seat=here):
                where = f"at seat {seat}" if here else f"(seat {seat}, gone from the table)"
                if amount > 0:
                    return f"Hand {hand} corrected: {player} {where} is paid {money(amount)} more"
                return f"Hand {hand} corrected: {money(-amount)} taken back from {player} {where}"
            case TimeCharged(seat=seat, amount=amount):
                return f"{who(seat)} pays the time charge of {money(amount)}"
            case FeeCharged(seat=seat, amount=amount):
                return f"{who(seat)} pays the {unit.lower()} fee of {money(amount)}"
            case Voided(number=number, reason=reason, approved_by=approver):
                return f"{unit} {number} is voided ({reason}), approved by {approver}: " + (
                    f"returned {self.returned(event.returned)}"
                    if isinstance(event, VoidedReturning)
                    else "nothing settles"
                )
            case SatOut(seat=seat, reason=reason):
                return f"{who(seat)} sits out: {reason}"
            case AntePosted(seat=seat, amount=amount):
                return f"{who(seat)} antes {money(amount)}"
            case Folded(seat=seat):
                return f"{who(seat)} folds"
            case HandStart(number=number, button=button, order=order):
                # each game's HandStarted adds the digest of its own cards' shoe
                digest = getattr(event, "shoe_digest", None)
                return (
                    f"Hand {number} starts with the button at seat {button}: seats "
                    f"{listing([str(s) for s in order])} are dealt in{sealed(digest)}"
                )
            case HandEnded(number=number, next_button=button):
                return f"Hand {number} ends; the button moves to seat {button}"
        return type(event).__name__

    def returned(self, returned: Sequence[tuple[int, int]]) -> str:
        """What a void gave back, seat by seat (``nothing`` when nothing was in play)."""
        return listing([f"seat {s} {self.money(a)}" for s, a in returned]) or "nothing"


E = TypeVar("E", contravariant=True)
R = TypeVar("R", bound=HouseRules)


class Describe(Protocol[E]):
    """A game's ``describe``, as the seam and the recall call it."""

    def __call__(
        self, event: E, rules: HouseRules, players: Mapping[int, str] | None = None
    ) -> str: ...


class Acted(Protocol):
    """An event that says no more than which seat did something (``Checked``)."""

    @property
    def seat(self) -> int: ...


Acts = Mapping[type[Acted], str]
"""What a seat did, in words after its name (``checks``), for each event class that says no
more than which seat did it."""


def describer(
    rules_type: type[R],
    unit: str,
    sentence: Callable[[E, R, Teller], str | None],
    acts: Acts = MappingProxyType({}),
) -> Describe[E]:
    """A game's ``describe``: one plain sentence for an event, ``players`` (seat -> name)
    naming who acted. The game writes only its own words: ``acts`` for its events that say no
    more than which seat did something, and ``sentence`` for the rest of its own under its own
    rules (``rules_type``), answering None for the events every game words alike
    (``Teller.common``, with ``unit``, what the table deals and voids)."""

    def describe(event: E, rules: HouseRules, players: Mapping[int, str] | None = None) -> str:
        assert isinstance(rules, rules_type), rules
        tell = Teller(rules.money, players)
        for kind, words in acts.items():
            if isinstance(event, kind):
                return f"{tell.who(event.seat)} {words}"
        told = sentence(event, rules, tell)
        return tell.common(event, unit) if told is None else told

    return describe


# --- a summary's parts -----------------------------------------------------------------------


def occupied(seats: Sequence[SeatState | None]) -> Iterator[tuple[int, SeatState]]:
    """Each occupied seat by its number (from 1) with who sits there: a summary's rows."""
    for number, occupant in enumerate(seats, start=1):
        if occupant is not None:
            yield number, occupant


def none_in_play(unit: str, count: int, done: str = "dealt") -> tuple[str, str]:
    """The table's first line between hands (rounds, games, deals): how many came before."""
    return unit, f"none in play ({count} {done})"


def taken(label: str, amount: int, money: Callable[[int], str]) -> list[tuple[str, str]]:
    """A line of what the house took (time charges, fees), shown once there is any."""
    return [(label, money(amount))] if amount else []


# --- the pool games' summary -----------------------------------------------------------------


class Holding(DealtIn, Protocol):
    """A seat dealt into a pool hand, as the summary reads it: with its cards where the
    recall knows them (a shoe table's, or those shown)."""

    @property
    def cards(self) -> tuple[Any, ...] | None: ...
    @property
    def shown(self) -> tuple[Any, ...] | None: ...


H = TypeVar("H", bound=Holding)


def pool_seats(
    seats: Sequence[SeatState | None],
    hand: HandInPlay[H] | None,
    *,
    absent: str,
    in_play: Callable[[H], int],
    notes: Callable[[H, list[str]], list[str]] = lambda _contender, notes: notes,
) -> tuple[SeatLine, ...]:
    """Each occupied seat of a pool table as the recall shows it. A seat dealt in: what it has
    ``in_play``, the notes every pool hand makes (the button, folded or all in, to act) with
    the game's own around them (``notes``), and its cards (those shown, else those held); a
    seat not dealt in, ``absent`` while a hand is in play."""
    lines = []
    for seat, occupant, contender, _button in seated(seats, hand):
        if occupant is None:
            continue
        if hand is None or contender is None:
            note = absent if hand is not None else ""
            lines.append(SeatLine(seat, occupant.player, occupant.stack, 0, note))
            continue
        said = notes(contender, _pool_notes(seat, hand, contender))
        lines.append(
            SeatLine(
                seat,
                occupant.player,
                occupant.stack,
                in_play(contender),
                ", ".join(said),
                _held(contender),
            )
        )
    return tuple(lines)


def _pool_notes(seat: int, hand: HandInPlay[DealtIn], contender: DealtIn) -> list[str]:
    """Where a seat dealt in stands, as every pool hand notes it: the button, folded or all
    in, and whose turn it is."""
    notes = []
    if seat == hand.button:
        notes.append("button")
    if contender.folded:
        notes.append("folded")
    elif contender.all_in:
        notes.append("all in")
    if seat == acting(hand):
        notes.append("to act")
    return notes


def _held(contender: Holding) -> tuple[CardGroup, ...]:
    """A seat's cards as the recall draws them: those it showed, else those it holds (a shoe
    table's), else none."""
    if contender.shown is not None:
        return (("Shown", contender.shown),)
    if contender.cards is not None:
        return (("Holds", contender.cards),)
    return ()


def pool_lines(
    table: PoolTable,
    money: Callable[[int], str],
    in_hand: Sequence[tuple[str, str]] | None,
    *kept: tuple[str, str],
) -> tuple[tuple[str, str], ...]:
    """A pool table's own lines in the summary: the hand in play's (``in_hand``; None between
    hands, when the line says how many were dealt), the rake so far, the game's own ``kept``
    lines, and the time charges once there are any."""
    lines = list(in_hand) if in_hand is not None else [none_in_play("Hand", table.hands_dealt)]
    lines.append(("Rake so far", money(table.rake)))
    lines += kept
    lines += taken("Time charges", table.time_charges, money)
    return tuple(lines)

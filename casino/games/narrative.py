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
from casino.i18n import N_, _, ngettext


def players_of(seats: Sequence[SeatState | None]) -> dict[int, str]:
    """Seat number -> player name, for sentences that name who acted."""
    return {i + 1: s.player for i, s in enumerate(seats) if s is not None}


# --- the words sentences are made of ---------------------------------------------------------


def seat_name(seat: int, players: Mapping[int, str] | None, *, start: bool = True) -> str:
    """``Seat 3 (Ann)``, or ``Seat 3`` when the name is not known; ``seat 3 (Ann)`` inside a
    sentence (``start`` False), the name kept as written."""
    name = (players or {}).get(seat)
    if start:
        return (
            _("Seat {seat} ({player})").format(seat=seat, player=name)
            if name
            else _("Seat {seat}").format(seat=seat)
        )
    return (
        _("seat {seat} ({player})").format(seat=seat, player=name)
        if name
        else _("seat {seat}").format(seat=seat)
    )


def listing(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``: lists read as a person would say them."""
    if len(items) <= 1:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def sealed(digest: str | None) -> str:
    """The end of a deal's sentence at a shoe table: the sealed shoe's digest, shortened to
    what a pit boss compares by eye ('' at a live table, which has none)."""
    return _("; the shoe is sealed (digest {digest}…)").format(digest=digest[:12]) if digest else ""


def dealt(seats: Sequence[int], hands: Sequence[Sequence[Any]], cards: Callable[[Any], str]) -> str:
    """``seat 1 AS KD; seat 2 ...``: the hands a shoe dealt, each in the game's notation."""
    return "; ".join(
        _("seat {seat} {cards}").format(seat=s, cards=cards(h))
        for s, h in zip(seats, hands, strict=True)
    )


def hand_dealt(
    count: str,
    seats: Sequence[int],
    hands: Sequence[Sequence[Any]] | None,
    cards: Callable[[Any], str],
) -> str:
    """A pool hand's deal: the hands a shoe dealt, or at a live table (``hands`` None, the
    cards unseen) how many each seat was dealt face down (``count`` in words, marked with
    ``N_`` where it is written: ``Six``)."""
    if hands is None:
        return _("{count} cards each are dealt face down to seats {seats}").format(
            count=_(count), seats=listing([str(s) for s in seats])
        )
    return _("Dealt: {hands}").format(hands=dealt(seats, hands, cards))


def stakes(count: int) -> str:
    """``1 stake``, ``3 stakes``: what a settlement between players is counted in."""
    return ngettext("{count} stake", "{count} stakes", count).format(count=count)


def stored_reason(reason: str, more: Sequence[tuple[str, str]] = ()) -> str:
    """A reason an event stored as the engine wrote it, in English (a seat sitting out; a
    game's own in ``more``: its stored start and the N_-marked sentence), in the language
    shown: the amount in it is kept as stored."""
    for stored, shown in (*_STORED_REASONS, *more):
        if reason.startswith(stored):
            return _(shown).format(amount=reason.removeprefix(stored))
    return reason


_STORED_REASONS = (("cannot cover the ante of ", N_("cannot cover the ante of {amount}")),)
"""The reasons the shared engines store (``betting.deal_in``), by their English start."""


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
        return listing([
            _("{seat} {amount}").format(seat=self.who(s, False), amount=self.money(a))
            for s, a in shares
        ])

    def pot(
        self,
        name: str,
        amount: int,
        shares: Sequence[tuple[int, int]],
        *,
        alone: str = "",
        split: str = "",
    ) -> str:
        """A pot awarded: to one seat (``alone`` says how it won it, when it did without a
        showdown), or shared (``split`` says how). ``name``, ``alone`` and ``split`` come in
        the language shown."""
        if len(shares) == 1:
            return _("{pot} ({amount}) to {seat}{how}").format(
                pot=name, amount=self.money(amount), seat=self.who(shares[0][0], False), how=alone
            )
        return _("{pot} ({amount}) {split}: {shares}").format(
            pot=name, amount=self.money(amount), split=split or _("split"),
            shares=self.shares(shares),
        )

    def common(self, event: object, unit: str) -> str:
        """The sentence for an event every game words alike (its type's name for one no game
        words, so the recall still shows it); ``unit`` is what the table deals and voids
        (``Hand``, ``Round``, ``Game``, ``Deal``)."""
        money, who = self.money, self.who
        match event:
            case PlayerSeated(seat=seat, player=player, chips=chips):
                return _("{player} sits at seat {seat} with {amount}").format(
                    player=player, seat=seat, amount=money(chips)
                )
            case ChipsAdded(seat=seat, chips=chips):
                return _("{seat} buys {amount} more chips").format(
                    seat=who(seat), amount=money(chips)
                )
            case PlayerLeft(seat=seat, player=player, chips=chips):
                return _("{player} leaves seat {seat} with {amount}").format(
                    player=player, seat=seat, amount=money(chips)
                )
            case StackCorrected(seat=seat, player=player, hand=hand, amount=amount, at_seat=here):
                if amount > 0:
                    paid = (
                        _("Hand {hand} corrected: {player} at seat {seat} is paid {amount} more")
                        if here
                        else _(
                            "Hand {hand} corrected: {player} (seat {seat}, gone from the table) "
                            "is paid {amount} more"
                        )
                    )
                    return paid.format(hand=hand, player=player, seat=seat, amount=money(amount))
                back = (
                    _("Hand {hand} corrected: {amount} taken back from {player} at seat {seat}")
                    if here
                    else _(
                        "Hand {hand} corrected: {amount} taken back from {player} (seat {seat}, "
                        "gone from the table)"
                    )
                )
                return back.format(hand=hand, player=player, seat=seat, amount=money(-amount))
            case TimeCharged(seat=seat, amount=amount):
                return _("{seat} pays the time charge of {amount}").format(
                    seat=who(seat), amount=money(amount)
                )
            case FeeCharged(seat=seat, amount=amount):
                return _(_FEE.get(unit, _FEE_OTHER)).format(
                    seat=who(seat), amount=money(amount), unit=unit.lower()
                )
            case Voided(number=number, reason=reason, approved_by=approver):
                if isinstance(event, VoidedReturning):
                    voided = _(_VOIDED_RETURNING.get(unit, _VOIDED_RETURNING_OTHER))
                    returned = self.returned(event.returned)
                else:
                    voided = _(_VOIDED_SETTLING.get(unit, _VOIDED_SETTLING_OTHER))
                    returned = ""
                return voided.format(
                    unit=unit, number=number, reason=reason, approver=approver, returned=returned
                )
            case SatOut(seat=seat, reason=reason):
                return _("{seat} sits out: {reason}").format(
                    seat=who(seat), reason=stored_reason(reason)
                )
            case AntePosted(seat=seat, amount=amount):
                return _("{seat} antes {amount}").format(seat=who(seat), amount=money(amount))
            case Folded(seat=seat):
                return _("{seat} folds").format(seat=who(seat))
            case HandStart(number=number, button=button, order=order):
                # each game's HandStarted adds the digest of its own cards' shoe
                digest = getattr(event, "shoe_digest", None)
                return _(
                    "Hand {number} starts with the button at seat {button}: seats {seats} are "
                    "dealt in{sealed}"
                ).format(
                    number=number,
                    button=button,
                    seats=listing([str(s) for s in order]),
                    sealed=sealed(digest),
                )
            case HandEnded(number=number, next_button=button):
                return _("Hand {number} ends; the button moves to seat {button}").format(
                    number=number, button=button
                )
        return type(event).__name__

    def returned(self, returned: Sequence[tuple[int, int]]) -> str:
        """What a void gave back, seat by seat (``nothing`` when nothing was in play)."""
        return listing([
            _("seat {seat} {amount}").format(seat=s, amount=self.money(a)) for s, a in returned
        ]) or _("nothing")


_FEE = {
    "Hand": N_("{seat} pays the hand fee of {amount}"),
    "Round": N_("{seat} pays the round fee of {amount}"),
    "Game": N_("{seat} pays the game fee of {amount}"),
    "Deal": N_("{seat} pays the deal fee of {amount}"),
}
"""A fee's sentence for each thing a table deals (``unit``): whole sentences to translate."""
_FEE_OTHER = N_("{seat} pays the {unit} fee of {amount}")

_VOIDED_RETURNING = {
    "Hand": N_("Hand {number} is voided ({reason}), approved by {approver}: returned {returned}"),
    "Round": N_(
        "Round {number} is voided ({reason}), approved by {approver}: returned {returned}"
    ),
    "Game": N_("Game {number} is voided ({reason}), approved by {approver}: returned {returned}"),
    "Deal": N_("Deal {number} is voided ({reason}), approved by {approver}: returned {returned}"),
}
_VOIDED_RETURNING_OTHER = N_(
    "{unit} {number} is voided ({reason}), approved by {approver}: returned {returned}"
)
_VOIDED_SETTLING = {
    "Hand": N_("Hand {number} is voided ({reason}), approved by {approver}: nothing settles"),
    "Round": N_("Round {number} is voided ({reason}), approved by {approver}: nothing settles"),
    "Game": N_("Game {number} is voided ({reason}), approved by {approver}: nothing settles"),
    "Deal": N_("Deal {number} is voided ({reason}), approved by {approver}: nothing settles"),
}
_VOIDED_SETTLING_OTHER = N_(
    "{unit} {number} is voided ({reason}), approved by {approver}: nothing settles"
)


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
"""What a seat did, as a sentence naming the seat (``N_("{seat} checks")``), for each event
class that says no more than which seat did it."""


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
    (``Teller.common``, with ``unit``, what the table deals and voids). Each of ``acts`` is a
    sentence marked with ``N_`` naming the seat ``{seat}`` (``N_("{seat} checks")``)."""

    def describe(event: E, rules: HouseRules, players: Mapping[int, str] | None = None) -> str:
        assert isinstance(rules, rules_type), rules
        tell = Teller(rules.money, players)
        for kind, words in acts.items():
            if isinstance(event, kind):
                return _(words).format(seat=tell.who(event.seat))
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
    """The table's first line between hands (rounds, games, deals): how many came before
    (``unit`` and ``done`` marked with ``N_`` where they are written)."""
    if done == "dealt":
        return _(unit), ngettext(
            "none in play ({count} dealt)", "none in play ({count} dealt)", count
        ).format(count=count)
    if done == "played":
        return _(unit), ngettext(
            "none in play ({count} played)", "none in play ({count} played)", count
        ).format(count=count)
    return _(unit), _("none in play ({count} {done})").format(count=count, done=_(done))


def taken(label: str, amount: int, money: Callable[[int], str]) -> list[tuple[str, str]]:
    """A line of what the house took (time charges, fees), shown once there is any
    (``label`` marked with ``N_`` where it is written)."""
    return [(_(label), money(amount))] if amount else []


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
        notes.append(_("button"))
    if contender.folded:
        notes.append(_("folded"))
    elif contender.all_in:
        notes.append(_("all in"))
    if seat == acting(hand):
        notes.append(_("to act"))
    return notes


def _held(contender: Holding) -> tuple[CardGroup, ...]:
    """A seat's cards as the recall draws them: those it showed, else those it holds (a shoe
    table's), else none."""
    if contender.shown is not None:
        return ((_("Shown"), contender.shown),)
    if contender.cards is not None:
        return ((_("Holds"), contender.cards),)
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
    lines = (
        list(in_hand) if in_hand is not None else [none_in_play(N_("Hand"), table.hands_dealt)]
    )
    lines.append((_("Rake so far"), money(table.rake)))
    lines += kept
    lines += taken(N_("Time charges"), table.time_charges, money)
    return tuple(lines)

"""What the pool card games' engines share, from the deal-in to the award.

At such a table the players ante, are dealt in clockwise from the button's left, act in turn
and win pots from each other; the house keeps only its rake (and a time charge). How a turn is
paid (matching a bet, paying a stake) and how hands are valued is each game's own; what is
written here is worded and counted alike in every such game: who is dealt in and who sits out,
whose turn it is, how a pot is shared, how a void gives every chip back and what the hand's
end folds to. The records it makes are the shared ones (``casino.games.pool``,
``casino.games.voids``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial
from typing import Any, NamedTuple, Protocol, TypeVar

from casino.games import seating
from casino.games.pool import AntePosted, HandEnded, SatOut
from casino.games.seating import SeatState
from casino.games.spec import Entry, RuleViolation
from casino.games.voids import HandVoided, VoidHand
from casino.i18n import _

T = TypeVar("T")


class Hand(Protocol):
    """What the shared code reads of a pool game's hand in play."""

    @property
    def number(self) -> int: ...

    @property
    def button(self) -> int: ...

    @property
    def order(self) -> tuple[int, ...]: ...

    @property
    def to_act(self) -> int | None: ...


H = TypeVar("H", bound=Hand)
H_co = TypeVar("H_co", covariant=True)
T_co = TypeVar("T_co", covariant=True)


class Holding(Protocol[H_co]):
    """A table with its hand in play (None between hands)."""

    @property
    def hand(self) -> H_co | None: ...


class AnteRules(Protocol):
    @property
    def ante(self) -> int: ...

    def money(self, minor: int) -> str: ...


class PoolState(Protocol):
    """What the shared code reads of a pool game's table."""

    @property
    def rules(self) -> AnteRules: ...

    @property
    def seats(self) -> tuple[SeatState | None, ...]: ...

    @property
    def hand(self) -> Hand | None: ...

    @property
    def button(self) -> int | None: ...

    @property
    def hands_dealt(self) -> int: ...


MIN_PLAYERS = 2
"""A hand needs two players who can cover the ante."""


# --- reading the table -----------------------------------------------------------------------


def clockwise(seat: int, candidates: Iterable[int], seats: int) -> list[int]:
    """``candidates`` in clockwise order starting just left of ``seat`` (``seat`` last), at
    a table of ``seats`` seats."""
    chosen = set(candidates)
    return [s for k in range(1, seats + 1) if (s := (seat - 1 + k) % seats + 1) in chosen]


def seated(state: PoolState) -> list[int]:
    """The seats taken, in seat order."""
    return [seat for seat, s in enumerate(state.seats, start=1) if s is not None]


def stack(state: PoolState, seat: int) -> int:
    occupant = state.seats[seat - 1]
    return occupant.stack if occupant else 0


def covering(state: PoolState) -> list[int]:
    """Seated players who can post the ante (and have a chip to play with)."""
    least = max(state.rules.ante, 1)
    return [s for s in seated(state) if stack(state, s) >= least]


def left_of_button(state: PoolState, button: int) -> int:
    """The next hand's button: the first seated player to the left of ``button``."""
    return clockwise(button, seated(state), len(state.seats))[0]


# --- deciding --------------------------------------------------------------------------------


def require_between_hands(state: Holding[Hand], what: str) -> None:
    """Refused while a hand is in play, naming ``what`` waits (a phrase marked with ``N_``
    where it is written: ``players join``)."""
    if state.hand is not None:
        raise RuleViolation(
            _("{what} only between hands; hand {number} is in play").format(
                what=_(what), number=state.hand.number
            )
        )


def hand_in_play(state: Holding[H]) -> H:
    if state.hand is None:
        raise RuleViolation(_("no hand is in play: start a hand first"))
    return state.hand


def turn(hand: Hand, seat: int, seats: int, deal: str = "hand") -> int:
    """The index in the hand's order of ``seat``, whose turn it must be; refused, saying
    whose turn it is, when it is not (or the seat is not in this ``deal``)."""
    if seat not in hand.order:
        seating.require_seat((None,) * seats, seat)
        raise RuleViolation(
            _("seat {seat} is not in this deal").format(seat=seat)
            if deal == "deal"
            else _("seat {seat} is not in this hand").format(seat=seat)
        )
    if hand.to_act is None or hand.order[hand.to_act] != seat:
        waiting = hand.order[hand.to_act] if hand.to_act is not None else None
        raise RuleViolation(
            _("it is not seat {seat}'s turn; seat {waiting} is to act").format(
                seat=seat, waiting=waiting
            )
        )
    return hand.to_act


class DealIn(NamedTuple):
    """Who a new hand deals in: its ``number``, the ``button`` and the ``order`` of play from
    the button's left; ``posted`` are the seats sitting out (short of the ante) and the
    antes."""

    number: int
    button: int
    order: tuple[int, ...]
    posted: list[SatOut | AntePosted]


def deal_in(state: PoolState) -> DealIn:
    """The players who cover the ante dealt in from the button's left (the lowest seat
    taken, before the first hand), the rest sitting out; refused with fewer than two."""
    rules = state.rules
    able = covering(state)
    if len(able) < MIN_PLAYERS:
        raise RuleViolation(
            _(
                "a hand needs at least {least} players who can cover the ante ({ante}); "
                "{count} can"
            ).format(least=MIN_PLAYERS, ante=rules.money(rules.ante), count=len(able))
        )
    taken = seated(state)
    button = state.button if state.button is not None else taken[0]
    order = tuple(clockwise(button, able, len(state.seats)))
    # stored in the event as written (English); the recall translates it where shown
    short = f"cannot cover the ante of {rules.money(rules.ante)}"
    posted: list[SatOut | AntePosted] = [SatOut(s, short) for s in taken if s not in able]
    if rules.ante:
        posted.extend(AntePosted(s, rules.ante) for s in order)
    return DealIn(state.hands_dealt + 1, button, order, posted)


def winners(eligible: Sequence[int], shown: bool, value: Callable[[int], int]) -> list[int]:
    """Who wins a pot: the best ``value`` among ``eligible`` at a showdown, else (won by
    folds) everyone eligible, the one left."""
    if shown and len(eligible) > 1:
        best = max(value(s) for s in eligible)
        return [s for s in eligible if value(s) == best]
    return list(eligible)


def shares(amount: int, winners: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """``amount`` split evenly; odd minor units one at a time to the first ``winners`` (they
    come from the button's left)."""
    share, odd = divmod(amount, len(winners))
    return tuple((s, share + (1 if i < odd else 0)) for i, s in enumerate(winners))


def void(
    state: Holding[H], cmd: VoidHand, returned: Callable[[H], Iterable[tuple[int, int]]]
) -> list[HandVoided]:
    """The hand in play voided, with a reason and the approving pit boss: every chip put in
    it (``returned(hand)``: seat and amount) goes back."""
    hand = state.hand
    if hand is None:
        raise RuleViolation(_("no hand is in play to void"))
    if not cmd.reason.strip():
        raise RuleViolation(_("a void needs a reason"))
    if not cmd.approved_by.strip():
        raise RuleViolation(_("a void needs the approving pit boss"))
    back = tuple(returned(hand))
    return [HandVoided(hand.number, cmd.reason.strip(), cmd.approved_by.strip(), back)]


# --- folding ---------------------------------------------------------------------------------


def with_contender(contenders: tuple[T, ...], index: int, contender: T) -> tuple[T, ...]:
    return (*contenders[:index], contender, *contenders[index + 1 :])


class Dealt(Hand, Protocol[T_co]):
    """A hand with its contenders, aligned with its order."""

    @property
    def contenders(self) -> tuple[T_co, ...]: ...


def changed(
    hand: Dealt[T], seat: int, replace: Callable[..., T], **changes: Any
) -> tuple[int, tuple[T, ...]]:
    """``seat``'s index in the hand, and the contenders with ``changes`` made to its own
    (``replace``: the contender class's replacer)."""
    i = hand.order.index(seat)
    return i, with_contender(hand.contenders, i, replace(hand.contenders[i], **changes))


def in_hand(state: Holding[H]) -> H:
    """The hand an event of a hand is folded into."""
    assert state.hand is not None, "a hand event outside a hand"
    return state.hand


class Played(seating.StackTable, Protocol):
    """What the shared folds read of a pool table (``casino.games.pool.PoolTable`` keeps
    it)."""

    @property
    def hands_played(self) -> int: ...


P = TypeVar("P", bound=Played)


def _ended(replace: Callable[..., P], state: P, event: HandEnded) -> P:
    return replace(state, hand=None, hands_played=state.hands_played + 1,
                   button=event.next_button)


def _voided(replace: Callable[..., P], state: P, event: HandVoided) -> P:
    return replace(state, seats=seating.with_stacks(state.seats, event.returned), hand=None)


def _unchanged(state: P, _event: object) -> P:
    return state


def folds(replace: Callable[..., P]) -> dict[type, seating.Fold[P]]:
    """The folds of the hand's end, a void (every chip back) and a seat sitting out (a
    record, no change), given the state's replacer."""
    return {
        HandEnded: partial(_ended, replace),
        HandVoided: partial(_voided, replace),
        SatOut: _unchanged,
    }


# --- the wager log ---------------------------------------------------------------------------


class Move(Protocol):
    """Chips of one seat into or out of play."""

    @property
    def seat(self) -> int: ...

    @property
    def amount(self) -> int: ...


class Payment(Move, Protocol):
    """A turn's payment: its action (``call``, ``raise``...), and whether it emptied the
    stack."""

    @property
    def action(self) -> str: ...

    @property
    def all_in(self) -> bool: ...


class Rake(Protocol):
    @property
    def amount(self) -> int: ...


def hand_number(state: Holding[Hand]) -> int | None:
    """The hand an event belongs to in the wager log: the one in play, or None."""
    return state.hand.number if state.hand is not None else None


def entries(
    event: object,
    hand: int | None,
    *,
    payments: tuple[type[Payment], ...] = (),
    rakes: tuple[type[Rake], ...] = (),
    moves: Mapping[type[Move], str] | None = None,
) -> tuple[Entry, ...]:
    """The wager lines of a pool game's records in hand ``hand``: a turn's ``payments`` (of
    their action, ``all_in`` when the stack is empty), the house's ``rakes``, the game's own
    ``moves`` of one seat's chips (by wager kind), an ante, and those every stack game keeps
    (a time charge, a correction, a void's returns: ``seating.entries``). Of a hand's own
    lines only the rake has a ``house`` effect: the players win each other's money."""
    if isinstance(event, payments):
        kind = "all_in" if event.all_in else event.action
        return (Entry(kind, event.seat, event.amount, 0, hand),)
    if isinstance(event, rakes):
        return (Entry("rake", None, event.amount, event.amount, hand),)
    if isinstance(event, AntePosted):
        return (Entry("ante", event.seat, event.amount, 0, hand),)
    for cls, kind in (moves or {}).items():
        if isinstance(event, cls):
            return (Entry(kind, event.seat, event.amount, 0, hand),)
    return seating.entries(event, hand)

"""What a table of a fixed number of players who settle between themselves shares: games (or
deals, and matches of deals) played to a target by the same players, paid from their stacks.

Such a table seats exactly the players its rules name (``first_seats``), and keeps the seats
of players seated under rules for more until they leave (``resized``). Its house takes a time
charge or a fee per player for each game or deal (``HouseRevenue``), never both: the time
charge is refused at a table charging per game, with the reason. A game or deal starts
only when every player can cover what it may cost them (``start_problems``). What it settles
moves between the stacks, so nothing is held at the table between games.

``seating_of`` is the seating such a game declares, ``folds`` the folds of its seating events
and fees (a seating or a leaving resizes the seats to the rules), and ``entries`` with
``stakes`` and ``counted`` the wager lines its ledger shares.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Generic, Protocol, TypeVar

from casino.games import seating
from casino.games.fees import FeeCharged
from casino.games.revenue import TIME, HouseRevenue
from casino.games.seating import PlayerLeft, PlayerSeated, Seating, SeatState, TimeCharged
from casino.games.spec import Entry, RuleViolation
from casino.i18n import N_, _, ngettext


class MatchRules(Protocol):
    """What the shared code reads of such a table's rules."""

    @property
    def players(self) -> int: ...

    def money(self, minor: int) -> str: ...

    def house_revenue(self) -> HouseRevenue: ...


class Numbered(Protocol):
    @property
    def number(self) -> int: ...


class MatchTable(Protocol):
    """What the shared code reads of such a table's state."""

    @property
    def rules(self) -> MatchRules: ...

    @property
    def seats(self) -> tuple[SeatState | None, ...]: ...

    @property
    def hands_dealt(self) -> int: ...


S = TypeVar("S", bound=MatchTable)


class MatchState(MatchTable, seating.StackTable, Protocol):
    """What the shared folds read of such a table's state (``casino.games.fees.FeeTable``
    keeps the fees and the time charge's last hand)."""

    @property
    def fees(self) -> int: ...

    @property
    def time_charged_at(self) -> int: ...


M = TypeVar("M", bound=MatchState)


@dataclass(frozen=True)
class Between(Generic[S]):
    """The refusal of what waits for the ``noun`` in play (``game``, ``deal``) to end:
    ``current`` is the one in play, or None."""

    noun: str
    current: Callable[[S], Numbered | None]

    def __call__(self, state: S, what: str) -> None:
        playing = self.current(state)
        if playing is not None:
            raise RuleViolation(
                _(_IN_PLAY.get(self.noun, _IN_PLAY_OTHER)).format(
                    noun=self.noun, number=playing.number, what=_(what)
                )
            )


_IN_PLAY = {
    "game": N_("game {number} is in play: {what} between games"),
    "deal": N_("deal {number} is in play: {what} between deals"),
}
"""The refusal while a game or deal is in play, naming what waits (``what``, marked with
``N_`` where it is written)."""
_IN_PLAY_OTHER = N_("{noun} {number} is in play: {what} between {noun}s")


def first_seats(state: MatchTable) -> Sequence[SeatState | None]:
    """The seats a new player may take: one per player the rules seat."""
    return state.seats[: state.rules.players]


def seating_of(
    between: Between[S],
    may_sit: Callable[[S, seating.SeatPlayer], None] = seating.no_check,
    may_leave: Callable[[S, seating.LeaveSeat], None] = seating.no_check,
) -> Seating[S]:
    """The seating of such a game: between its games or deals (``between``), at the seats
    its rules seat, with a time charge only where the house takes no fee per
    ``between.noun``."""

    def no_time(state: S) -> str | None:
        if state.rules.house_revenue().model == TIME:
            return None
        noun = between.noun
        if noun == "game":
            return _("this table's house fee is per game, collected as each game ends")
        if noun == "deal":
            return _("this table's house fee is per deal, collected as each deal ends")
        return _("this table's house fee is per {noun}, collected as each {noun} ends").format(
            noun=noun
        )

    return Seating(
        between=between, charge=seating.time_charge, open_seats=first_seats, may_sit=may_sit,
        may_leave=may_leave, no_time=no_time,
    )


def seating_problems(seats: Sequence[SeatState | None], players: int, what: str) -> list[str]:
    """Why ``what`` (a deal, a game) cannot start for want of its players: a seat beyond
    what the rules seat still taken, or one of theirs empty (a game played by a fixed
    number of players)."""
    beyond = [str(seat) for seat, s in enumerate(seats, start=1) if s and seat > players]
    if beyond:
        return [
            ngettext(
                "these rules seat {players} players: seat {seats} leaves first",
                "these rules seat {players} players: seat {seats} leave first",
                len(beyond),
            ).format(players=players, seats=", ".join(beyond))
        ]
    empty = [str(seat) for seat, s in enumerate(seats, start=1) if s is None]
    if empty:
        return [
            ngettext(
                "{what} needs all {players} players seated; seat {seats} is empty",
                "{what} needs all {players} players seated; seat {seats} are empty",
                len(empty),
            ).format(what=what, players=players, seats=", ".join(empty))
        ]
    return []


def start_problems(state: MatchTable, noun: str, need: Callable[[int], int]) -> list[str]:
    """Why the next ``noun`` (``game``, ``deal``) cannot start (empty: it can): a seat empty
    or beyond what the rules seat, or a stack short of ``need(seat)``, what it can cost."""
    rules = state.rules
    missing = seating_problems(state.seats, rules.players, _a_noun(noun))
    if missing:
        return missing
    found = []
    for seat, occupant in enumerate(state.seats, start=1):
        assert occupant is not None
        if occupant.stack < (needed := need(seat)):
            found.append(
                _(_SHORT.get(noun, _SHORT_OTHER)).format(
                    seat=seat,
                    player=occupant.player,
                    stack=rules.money(occupant.stack),
                    noun=noun,
                    needed=rules.money(needed),
                )
            )
    return found


def _a_noun(noun: str) -> str:
    """``a game``, ``a deal``: what cannot start, in the language spoken."""
    if noun == "game":
        return _("a game")
    if noun == "deal":
        return _("a deal")
    return _("a {noun}").format(noun=noun)


_SHORT = {
    "game": N_(
        "seat {seat} ({player}) has {stack}; a game needs {needed} in front of each player, "
        "what it can cost them"
    ),
    "deal": N_(
        "seat {seat} ({player}) has {stack}; a deal needs {needed} in front of each player, "
        "what it can cost them"
    ),
}
_SHORT_OTHER = N_(
    "seat {seat} ({player}) has {stack}; a {noun} needs {needed} in front of each player, "
    "what it can cost them"
)


def resized(state: S, rules: MatchRules) -> tuple[SeatState | None, ...]:
    """The seats under ``rules``: one per player they seat, and any seat beyond them still
    taken (rules for fewer players leave those players their seats and stacks until they
    leave)."""
    seats = state.seats
    last = max([rules.players] + [seat for seat, s in enumerate(seats, start=1) if s is not None])
    return (*seats[:last], *(None,) * (last - len(seats)))


# --- folding ---------------------------------------------------------------------------------


def _on_fee(replace: Callable[..., M], state: M, event: FeeCharged) -> M:
    """The fee leaves the stack for the house."""
    return replace(
        state,
        seats=seating.with_stack(state.seats, event.seat, -event.amount),
        fees=state.fees + event.amount,
    )


def _reseated(
    fold: Callable[[Callable[..., M], M, Any], M], reset: Mapping[str, object],
    replace: Callable[..., M], state: M, event: object,
) -> M:
    after = fold(replace, state, event)
    return replace(after, seats=resized(after, state.rules), **reset)


def _time_charged(replace: Callable[..., M], state: M, event: TimeCharged) -> M:
    # ``time_charged_at`` is read by nothing since the charge falls due by the clock; the
    # snapshots stored before hold it, so it is kept up to date.
    after = seating.on_time_charged(replace, state, event)
    return replace(after, time_charged_at=state.hands_dealt)


def folds(
    replace: Callable[..., M], reset: Mapping[str, object] | None = None
) -> dict[type, seating.Fold[M]]:
    """The folds of the seating events and the fee of such a game, given its state's
    replacer: a player seated or gone resizes the seats to the rules, and sets the fields of
    ``reset`` (the first dealer drawn again among who is there now)."""
    again = reset or {}
    return {
        **seating.folds(replace),
        PlayerSeated: partial(_reseated, seating.on_seated, again, replace),
        PlayerLeft: partial(_reseated, seating.on_left, again, replace),
        TimeCharged: partial(_time_charged, replace),
        FeeCharged: partial(_on_fee, replace),
    }


# --- the wager log ---------------------------------------------------------------------------

KINDS = ("stake_paid", "stake_won", "time_charge", "deal_fee", "correction")
"""The wager kinds every such game writes: the stakes settled, the house's fee or time charge,
a correction."""
HANDLE = ("stake_paid",)
"""The handle: the stakes paid (each one won by another player)."""


def stakes(
    number: int, paid: Sequence[tuple[int, int]], won: Sequence[tuple[int, int]]
) -> tuple[Entry, ...]:
    """The lines of game or deal ``number`` settled: what each seat ``paid``, then what each
    ``won``. Money moves between the players, so no line has a ``house`` effect."""
    return (
        *(Entry("stake_paid", seat, amount, 0, number) for seat, amount in paid),
        *(Entry("stake_won", seat, amount, 0, number) for seat, amount in won),
    )


def counted(kind: str, number: int | None) -> Entry:
    """A line of no money that counts a ``kind`` of thing (a game, a deal, a match) in the
    log, so the shift report counts them from it like everything else."""
    return Entry(kind, None, 0, 0, number)


def entries(event: object, number: int | None) -> tuple[Entry, ...]:
    """The wager lines of the fee (the house's, for game or deal ``number``) and of the
    seating records (``seating.entries``); none for any other."""
    if isinstance(event, FeeCharged):
        return (Entry("deal_fee", event.seat, event.amount, event.amount, number),)
    return seating.entries(event, number)

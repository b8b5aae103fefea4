"""A pot table in words: the pieces of text and rich text every game whose seats bet into
pots says alike (the hand's title, a pot's line, the last hand's takes, a keyed button with its
amount, who is paid what after a showing). Each game's ``present`` module words its own
projection with these; nothing here decides a rule or reads the table."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from html import escape
from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ui.i18n import tr

Money = Callable[[int], str]

DIM = "color:#b9d8c9"
"""The ink of a pot's name and its seats beside the amount."""
PAID_INK = "#7ee2a8"
BETWEEN = (str(QT_TRANSLATE_NOOP("", "Between hands")), "between")
"""The phase between hands, in words (marked; ``between`` says them) and as the style
sheet's name for it."""


def between() -> tuple[str, str]:
    """The phase between hands in the console's words, and the style sheet's name for it."""
    return tr(BETWEEN[0]), BETWEEN[1]


def who(seat: int, players: Mapping[int, str]) -> str:
    """``Seat 3 · Ana`` (the seat alone when nobody is named there)."""
    name = players.get(seat)
    if name:
        return tr("Seat {seat} · {player}").format(seat=seat, player=escape(name))
    return tr("Seat {seat}").format(seat=seat)


def hand_title(hand: int | None, next_hand: int) -> str:
    """The hand in play, or the next one between hands."""
    if hand is not None:
        return tr("Hand {hand}").format(hand=hand)
    if next_hand > 1:
        return tr("Hand {hand} next").format(hand=next_hand)
    return tr("No hand yet")


def pot_line(name: str, amount: str, size: int, seats: str = "", weight: int = 700) -> str:
    """A pot as the chips lie: its name dim, its amount at ``size`` pixels, and the seats
    that may win it."""
    line = (f"<span style='{DIM}'>{name}</span>&nbsp; "
            f"<span style='font-size:{size}px; font-weight:{weight}'>{amount}</span>")  # fmt: skip
    if not seats:
        return line
    listed = tr("seats {seats}").format(seats=seats)
    return line + f"&nbsp; <span style='{DIM}'>{listed}</span>"


def keyed(word: str, key: str, amount: str | None = None) -> str:
    """An action button's text with its key and, when it is known, its amount:
    ``Call 5.00  [C]`` (``word`` in the console's words already)."""
    return f"{word} {amount}  [{key}]" if amount is not None else f"{word}  [{key}]"


class Take(Protocol):
    @property
    def seat(self) -> int: ...

    @property
    def player(self) -> str: ...

    @property
    def amount(self) -> int: ...


class LastHand(Protocol):
    """How a hand ended, as a game's projection says it."""

    @property
    def number(self) -> int: ...

    @property
    def voided(self) -> bool: ...

    @property
    def takes(self) -> Sequence[Take]: ...


def result_line(
    last: LastHand, money: Money, voided: str, notes: Sequence[str], tail: str = ""
) -> str:
    """The last hand in one line for the centre of the table, so the dealer can answer
    "what did I win?" after the chips have moved: who took what (each take's note after it),
    then ``tail``; or, from a voided hand, ``voided`` (the game's sentence, its ``{hand}``
    the hand's number)."""
    if last.voided:
        return voided.format(hand=last.number)
    takes = (
        tr("seat {seat} {player} takes {amount}{note}").format(
            seat=take.seat, player=take.player, amount=money(take.amount), note=note
        )
        if take.player
        else tr("seat {seat} takes {amount}{note}").format(
            seat=take.seat, amount=money(take.amount), note=note
        )
        for take, note in zip(last.takes, notes, strict=True)
    )
    return tr("Hand {hand}: {takes}{tail}").format(
        hand=last.number, takes=", ".join(takes), tail=tail
    )


def paid_html(paid: Mapping[int, int], players: Mapping[int, str], money: Money) -> str:
    """The one figure that matters per seat after a showing: what to push to it."""
    rows = [
        f"<tr><td style='padding-right:18px; font-size:20px'>{who(seat, players)}</td>"
        f"<td align='right' style='color:{PAID_INK}; font-size:22px'><b>{money(amount)}</b>"
        "</td></tr>"
        for seat, amount in sorted(paid.items())
    ]
    heading = tr("Paid", "what to push to each seat after a showing")
    return f"<h3>{heading}</h3><table cellspacing='4'>" + "".join(rows) + "</table>"


def paid_of(*payments: Iterable[tuple[int, int]]) -> dict[int, int]:
    """What each seat is paid in all: chips returned and shares of pots, (seat, amount)."""
    paid: dict[int, int] = {}
    for payment in payments:
        for seat, amount in payment:
            paid[seat] = paid.get(seat, 0) + amount
    return paid

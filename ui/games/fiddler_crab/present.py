"""Fiddler-Crab's table in words: the projection (``casino.games.fiddler_crab.projection``)
and the engine's settlement turned into the texts the screen's widgets show. Nothing here
decides a rule or reads the table: it words what it is given."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP

from casino.equipment.sekhoma_pack import Card
from casino.games.fiddler_crab.projection import SeatLine, TableProjection
from casino.games.fiddler_crab.rules import DEALER_CHOICE, FiddlerCrabRules
from casino.games.fiddler_crab.settlement import LOSE, PUSH, WIN_BOTH, WIN_LARGE
from casino.games.fiddler_crab.types import BetSettled
from casino.games.sekhoma.ranking import category_of_counts
from casino.games.spec import SeatState
from casino.i18n import _
from casino.i18n.numbers import format_decimal
from ui.i18n import tr

Money = Callable[[int], str]

RESULT_WORDS = {
    WIN_BOTH: str(QT_TRANSLATE_NOOP("", "Wins both")),
    WIN_LARGE: str(QT_TRANSLATE_NOOP("", "Wins Large")),
    PUSH: str(QT_TRANSLATE_NOOP("", "Push")),
    LOSE: str(QT_TRANSLATE_NOOP("", "Loses")),
}
"""A result's words by its code, in English: ``tr`` them where they are shown."""
RULE_WORDS = {
    "best-large": str(QT_TRANSLATE_NOOP("", "best Large Hand (best-large)")),
    "house-way": str(QT_TRANSLATE_NOOP("", "the house way (house-way)")),
    DEALER_CHOICE: str(QT_TRANSLATE_NOOP("", "the dealer's choice (dealer-choice)")),
}
"""A dealer rule's words by its code (the code itself in brackets, as the rules file spells
it), in English: ``tr`` them where they are shown."""


def category(cards: Iterable[Card]) -> str:
    """The category of a Large (6) or Small (3) hand, for showing beside its cards (in the
    language being spoken: the label is ``N_``-marked where it is declared)."""
    counts = [0] * 6
    for card in cards:
        counts[card.suit] += 1
    return _(category_of_counts(counts).label)


def rule_words(rule: str | None) -> str:
    words = RULE_WORDS.get(rule or "")
    return tr(words) if words is not None else rule or ""


def result_name(code: str) -> str:
    """A result's words (``Wins both``), or its code when it has none."""
    words = RESULT_WORDS.get(code)
    return tr(words) if words is not None else code


# --- a betting circle ------------------------------------------------------------------------


def seat_phase(line: SeatLine) -> str:
    """What the circle is doing, in the word the style sheet colours it by."""
    if not line.usable:
        return "closed"
    if line.occupant is None:
        return "empty"
    if line.round_on:
        return "playing" if line.in_round else "sitting-out"
    return "betting" if line.bet else "seated"


def player_text(line: SeatLine) -> str:
    if not line.usable:
        return tr("not in play")
    return line.occupant.player if line.occupant is not None else tr("empty", "a seat")


def payout_words(
    result: BetSettled, money: Money, *, short: bool = False, commission: bool = True
) -> str:
    """What a settled bet did to the player's chips, as the engine decided it; without
    ``commission``, the payout alone (a circle shows the commission under it)."""
    if result.result == PUSH:
        if result.rides:
            return tr("bet rides") if short else tr("bet rides to the next round")
        return tr("bet stays") if short else tr("bet stays (may be withdrawn)")
    if result.result == LOSE:
        return f"−{money(result.bet)}"
    text = f"+{money(result.won)}"
    if result.commission and commission:
        return tr("{payout} (commission {commission})").format(
            payout=text, commission=money(result.commission)
        )
    return text


def commission_words(result: BetSettled, money: Money) -> str:
    """``commission 12.50 Cr``, what the house kept of a winning payout ('' when nothing);
    the amount and its currency never apart when the line wraps."""
    if not result.commission:
        return ""
    return tr("commission {amount}").format(amount=money(result.commission).replace(" ", "\u00a0"))


def result_words(result: BetSettled) -> str:
    """A seat's result as its circle shouts it (``WINS BOTH``)."""
    return result_name(result.result).upper()


# --- the dealer and the next step ------------------------------------------------------------


def rules_line(rules: FiddlerCrabRules, money: Money) -> str:
    """The rules in force, their parts apart by `` · `` (where the dealer's header wraps
    them); the push and the dealer's rule as the rules editor words them (the choice as the
    rules file spells it, in the language being spoken: ``N_``-marked where declared)."""
    parts = [
        tr("Bets {low}–{high}").format(low=money(rules.min_bet), high=money(rules.max_bet)),
        tr("pays {both} / {large}").format(both=rules.pay_both, large=rules.pay_large),
        tr("push {push}").format(push=_(rules.push)),
        _(rules.dealer_sets),
    ]
    if rules.commission:
        parts.append(tr("commission {percent}%").format(percent=format_decimal(rules.commission)))
    return " · ".join(parts)


def dealer_rule_text(rule: str | None, *, last: bool) -> str:
    if last:
        return tr("last round: set by {rule}").format(rule=rule_words(rule))
    return tr("set by {rule}").format(rule=rule_words(rule))


def next_step(shown: TableProjection, *, open_: bool, can_start: bool) -> str:
    """The next step, in a few words, for a dealer glancing up."""
    if not open_:
        return tr("Table closed")
    if shown.round is None:
        if can_start:
            return tr("Bets open · N starts round {round}").format(round=shown.next_round)
        return tr("Bets open · Ctrl+P seats, B bets")
    if shown.dealer.split is not None:
        return tr("Round {round} · S: settle").format(round=shown.round)
    if shown.waiting:
        return tr("Round {round} · H: hands to set, seat {seats}").format(
            round=shown.round, seats=", ".join(map(str, shown.waiting))
        )
    return tr("Round {round} · D: the dealer's hand").format(round=shown.round)


# --- the settlement --------------------------------------------------------------------------


class SettleRow(NamedTuple):
    result: str
    """The result's code (``win-both``), which the style sheet colours the row by."""
    cells: tuple[str, ...]


SETTLE_HEADINGS = (
    str(QT_TRANSLATE_NOOP("", "Seat")),
    str(QT_TRANSLATE_NOOP("", "Player")),
    str(QT_TRANSLATE_NOOP("", "Result")),
    str(QT_TRANSLATE_NOOP("", "Bet")),
    str(QT_TRANSLATE_NOOP("", "Payout")),
    str(QT_TRANSLATE_NOOP("", "Commission")),
    str(QT_TRANSLATE_NOOP("", "Push")),
)
"""The settlement's column headings, in English: ``tr`` them where they are shown."""


def settlement(
    results: Mapping[int, BetSettled], seats: Mapping[int, SeatState | None], money: Money
) -> tuple[tuple[SettleRow, ...], str]:
    """The engine's settlement as the dealer checks it: a row per seat, and what the house
    pays and collects in all."""
    rows = []
    paid = collected = 0
    for seat, result in sorted(results.items()):
        occupant = seats.get(seat)
        if result.result == LOSE:
            collected += result.bet
        elif result.result != PUSH:
            paid += result.won
        push = ""
        if result.result == PUSH:
            push = tr("rides (locked)") if result.rides else tr("stays, may withdraw")
        cells = (
            str(seat),
            occupant.player if occupant else "",
            result_name(result.result),
            money(result.bet),
            payout_words(result, money, short=True) if result.result != PUSH else "0",
            money(result.commission) if result.commission else "",
            push,
        )
        rows.append(SettleRow(result.result, cells))
    total = tr("The house pays {paid} and collects {collected}.").format(
        paid=money(paid), collected=money(collected)
    )
    return tuple(rows), total

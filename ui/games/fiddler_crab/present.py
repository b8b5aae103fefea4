"""Fiddler-Crab's table in words: the projection (``casino.games.fiddler_crab.projection``)
and the engine's settlement turned into the texts the screen's widgets show. Nothing here
decides a rule or reads the table: it words what it is given."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import NamedTuple

from casino.equipment.sekhoma_pack import Card
from casino.games.fiddler_crab.projection import SeatLine, TableProjection
from casino.games.fiddler_crab.rules import DEALER_CHOICE, FiddlerCrabRules
from casino.games.fiddler_crab.settlement import LOSE, PUSH, WIN_BOTH, WIN_LARGE
from casino.games.fiddler_crab.types import BetSettled
from casino.games.sekhoma.ranking import category_of_counts
from casino.games.spec import SeatState

Money = Callable[[int], str]

RESULT_WORDS = {
    WIN_BOTH: "Wins both",
    WIN_LARGE: "Wins Large",
    PUSH: "Push",
    LOSE: "Loses",
}
RULE_WORDS = {
    "best-large": "best Large Hand (best-large)",
    "house-way": "the house way (house-way)",
    DEALER_CHOICE: "the dealer's choice (dealer-choice)",
}


def category(cards: Iterable[Card]) -> str:
    """The category of a Large (6) or Small (3) hand, for showing beside its cards."""
    counts = [0] * 6
    for card in cards:
        counts[card.suit] += 1
    return category_of_counts(counts).label


def rule_words(rule: str | None) -> str:
    return RULE_WORDS.get(rule or "", rule or "")


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
        return "not in play"
    return line.occupant.player if line.occupant is not None else "empty"


def payout_words(
    result: BetSettled, money: Money, *, short: bool = False, commission: bool = True
) -> str:
    """What a settled bet did to the player's chips, as the engine decided it; without
    ``commission``, the payout alone (a circle shows the commission under it)."""
    if result.result == PUSH:
        if result.rides:
            return "bet rides" if short else "bet rides to the next round"
        return "bet stays" if short else "bet stays (may be withdrawn)"
    if result.result == LOSE:
        return f"−{money(result.bet)}"
    text = f"+{money(result.won)}"
    if result.commission and commission:
        text += f" (commission {money(result.commission)})"
    return text


def commission_words(result: BetSettled, money: Money) -> str:
    """``commission 12.50 Cr``, what the house kept of a winning payout ('' when nothing);
    the amount and its currency never apart when the line wraps."""
    if not result.commission:
        return ""
    return "commission " + money(result.commission).replace(" ", "\u00a0")


def result_words(result: BetSettled) -> str:
    """A seat's result as its circle shouts it (``WINS BOTH``)."""
    return RESULT_WORDS.get(result.result, result.result).upper()


# --- the dealer and the next step ------------------------------------------------------------


def rules_line(rules: FiddlerCrabRules, money: Money) -> str:
    commission = f" · commission {rules.commission}%" if rules.commission else ""
    return (
        f"Bets {money(rules.min_bet)}–{money(rules.max_bet)} · pays "
        f"{rules.pay_both} / {rules.pay_large} · push {rules.push} · "
        f"{rules.dealer_sets}{commission}"
    )


def dealer_rule_text(rule: str | None, *, last: bool) -> str:
    return ("last round: " if last else "") + f"set by {rule_words(rule)}"


def next_step(shown: TableProjection, *, open_: bool, can_start: bool) -> str:
    """The next step, in a few words, for a dealer glancing up."""
    if not open_:
        return "Table closed"
    if shown.round is None:
        if can_start:
            return f"Bets open · N starts round {shown.next_round}"
        return "Bets open · Ctrl+P seats, B bets"
    if shown.dealer.split is not None:
        return f"Round {shown.round} · S: settle"
    if shown.waiting:
        return f"Round {shown.round} · H: hands to set, seat {', '.join(map(str, shown.waiting))}"
    return f"Round {shown.round} · D: the dealer's hand"


# --- the settlement --------------------------------------------------------------------------


class SettleRow(NamedTuple):
    result: str
    """The result's code (``win-both``), which the style sheet colours the row by."""
    cells: tuple[str, ...]


SETTLE_HEADINGS = ("Seat", "Player", "Result", "Bet", "Payout", "Commission", "Push")


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
            push = "rides (locked)" if result.rides else "stays, may withdraw"
        cells = (
            str(seat),
            occupant.player if occupant else "",
            RESULT_WORDS.get(result.result, result.result),
            money(result.bet),
            payout_words(result, money, short=True) if result.result != PUSH else "0",
            money(result.commission) if result.commission else "",
            push,
        )
        rows.append(SettleRow(result.result, cells))
    total = f"The house pays {money(paid)} and collects {money(collected)}."
    return tuple(rows), total

"""The rules page's worked examples ("Examples (must hold)") as data, checked by the console's
self-test and the tests: each trick's winner, and each scoring example's result."""

from __future__ import annotations

from casino.games.tricks.cli import judge
from casino.games.tricks.rules import TrickRules
from casino.games.tricks.scoring import MatchScore

TRICKS: tuple[tuple[str, str, int, int, int], ...] = (
    # game, cards in the order played, winner's place, cards, points
    ("sedma", "9S 10H JD 9C | 9H 7C 8D 10S", 2, 8, 20),
    ("sedma", "AS 7D AH KC", 3, 4, 20),
    ("ristikontra", "7S 5H AD 3C", 1, 4, 11),
    ("ristikontra", "KS 3H 10D KC", 4, 4, 18),
    ("hola", "7S 2H 9D KC", 2, 4, 0),
    ("hola", "QS 5H QD 3C | 4S 8H 6D 7C", 4, 8, 0),
)


def check_tricks(rules_type: type[TrickRules]) -> str:
    """Every trick example of this game judged as the rules page says."""
    law = rules_type().law()
    mine = [example for example in TRICKS if example[0] == rules_type.GAME]
    for _game, cards, winner, count, points in mine:
        found = judge(law, cards)
        expected = {"winner": winner, "cards": count, "points": points}
        if found != expected:
            raise AssertionError(f"{cards}: {found}, the rules page says {expected}")
    return f"{len(mine)} worked tricks of the rules page"


def scoring_examples(rules: TrickRules) -> list[tuple[str, int, int]]:
    """(what, game points or stakes found, what the rules page says) for this game's scoring
    examples (seat 1 deals: its side is side 0)."""
    found: list[tuple[str, int, int]] = []
    if rules.GAME == "ristikontra":
        match = MatchScore()
        for points, expected, note in (((61, 59), 1, "61-59"), ((120, 0), 2, "120-0")):
            result = rules.deal_result(match, 1, points, (5, 8))
            found.append((note, max(result.scored), expected))
        drawn = rules.deal_result(match, 1, (60, 60), (6, 7))
        found.append(("60-60 scores", max(drawn.scored), 0))
        found.append(("60-60 holds", drawn.held, 1))
        after = MatchScore((0, 0), drawn.held, 1)
        found.append(("then 70-50", max(rules.deal_result(after, 2, (70, 50), (7, 6)).scored), 2))
    elif rules.GAME == "sedma":
        for points, tricks, expected, note in (
            ((50, 40), (4, 4), 1, "50-40"),
            ((90, 0), (6, 2), 2, "90-0, the losers with tricks"),
            ((90, 0), (8, 0), 3, "90-0, no trick"),
        ):
            found.append(
                (note, rules.deal_result(MatchScore(), 1, points, tricks).stakes, expected)
            )
    return found


def check_scoring(rules_type: type[TrickRules]) -> str:
    examples = scoring_examples(rules_type())
    for what, got, expected in examples:
        if got != expected:
            raise AssertionError(f"{what}: {got}, the rules page says {expected}")
    return f"{len(examples)} scoring examples of the rules page"

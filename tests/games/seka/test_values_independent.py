"""Seka / Svara hand values tested from the rules page alone (``rules/seka.md`` §1-2), written
without reading ``casino/games/seka``: the point is a second, independent reading of the rules.

The oracle below does not list the rules page's candidates one by one (the obvious way); it
lets the joker *stand for* every card it could be and scores the plain hand each time, then
adds the profile's specials by counting what the hand holds. Both readings must agree on every
3-card hand of every profile's pack, so the hand-value distribution and the svara chance that
``casino odds`` prints are compared in full, and ``casino rank`` is compared on seeded samples.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from fractions import Fraction
from itertools import combinations
from math import comb
from typing import NamedTuple

import pytest

from casino.cli import main

RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
"""Every rank of the French pack, highest first (rules page §1)."""
SUITS = ("S", "H", "D", "C")
PIPS = {"A": 11, "K": 10, "Q": 10, "J": 10, "10": 10} | {str(n): n for n in range(2, 10)}
"""S-1: A = 11; K, Q, J, 10 = 10; 9 ... 2 = their number."""
CLUB_SEVEN = "7C"
REAL_JOKER = "JK"


class Config(NamedTuple):
    """One profile with its house rules, as the command line names it and as the rules page
    builds its pack: the ranks from A down to ``lowest`` in four suits, and which card (if
    any) is the joker."""

    profile: str
    options: tuple[str, ...]
    lowest: str
    joker: str | None

    @property
    def argv(self) -> list[str]:
        return ["--game", "seka", "--profile", self.profile, *self.options]

    @property
    def pack(self) -> list[str]:
        ranks = RANKS[: RANKS.index(self.lowest) + 1]
        cards = [rank + suit for rank in ranks for suit in SUITS]
        return [*cards, REAL_JOKER] if self.joker == REAL_JOKER else cards


CONFIGS = {
    "seka-36": Config("seka-36", (), "6", CLUB_SEVEN),
    "seka-sixes": Config("seka-sixes", (), "6", CLUB_SEVEN),
    "svara-32": Config("svara-32", (), "7", CLUB_SEVEN),
    "russian-24-none": Config("seka-russian", ("--pack", "24", "--joker", "none"), "9", None),
    "russian-24-real": Config("seka-russian", ("--pack", "24", "--joker", "real"), "9",
                              REAL_JOKER),
    "russian-36-none": Config("seka-russian", ("--pack", "36", "--joker", "none"), "6", None),
    "russian-36-real": Config("seka-russian", ("--pack", "36", "--joker", "real"), "6",
                              REAL_JOKER),
    "russian-52-none": Config("seka-russian", ("--pack", "52", "--joker", "none"), "2", None),
    "russian-52-real": Config("seka-russian", ("--pack", "52", "--joker", "real"), "2",
                              REAL_JOKER),
}
"""Every profile, and seka-russian with every pack and joker house rule (rules page §2)."""


# --- the oracle ---------------------------------------------------------------------------


def split_card(card: str) -> tuple[str, str]:
    """A natural card's rank and suit: the suit is the last letter ("10H" is 10 of hearts)."""
    return card[:-1], card[-1]


def plain_value(cards: Iterable[tuple[str, str]]) -> int:
    """A hand with no joker and no specials: its best suit's sum, or 3 × value for three of
    one rank. Cards may repeat here: a joker standing for an ace it sits beside is allowed."""
    held = list(cards)
    by_suit = Counter[str]()
    for rank, suit in held:
        by_suit[suit] += PIPS[rank]
    best = max(by_suit.values())
    if len({rank for rank, _ in held}) == 1 and len(held) == 3:
        best = max(best, 3 * PIPS[held[0][0]])
    return best


def specials(profile: str, naturals: Sequence[str], jokers: int) -> list[int]:
    """The profile's specials (rules page §2 table), decided by counting what the hand holds.
    ``naturals`` excludes the joker; S-4: in 7♣-joker profiles 7♣ is never a natural 7, so it
    is counted among the 7s only where the special says 7♣ counts or completes them."""
    ranks = Counter(split_card(card)[0] for card in naturals)
    found: list[int] = []
    if profile == "seka-russian":
        return found  # suit groups and triples only
    if ranks["A"] >= 2:
        found.append(22)  # any two natural aces: a candidate, not a cap
    if profile == "seka-36" and ranks["7"] + jokers == 3:
        found.append(34)  # three 7s, 7♣ completing them as the joker
    if profile == "seka-sixes" and ranks["6"] + jokers == 3:
        found.append(34)  # three 6s (a joker-completed triple is a triple)
    if profile == "svara-32":
        sevens = ranks["7"] + jokers  # "7♣ counts"
        if sevens == 3:
            found.append(34)
        if sevens == 2:
            found.append(23)
        if jokers:
            found.extend(2 * PIPS[rank] + 11 for rank, n in ranks.items() if n == 2)
    return found


def hand_value(config: Config, hand: Sequence[str]) -> int:
    """The value of a 3-card hand: the joker is tried as every card it could stand for (any
    rank in any suit, even one the hand already holds, so in a suit it is worth an ace, 11),
    the plain hand is scored each time, and the best of those and of the specials wins."""
    jokers = sum(card == config.joker for card in hand)
    naturals = [card for card in hand if card != config.joker]
    natural_cards = [split_card(card) for card in naturals]
    if jokers:
        plain = max(
            plain_value([*natural_cards, (rank, suit)]) for rank in RANKS for suit in SUITS
        )
    else:
        plain = plain_value(natural_cards)
    return max([plain, *specials(config.profile, naturals, jokers)])


def all_values(config: Config) -> dict[tuple[str, ...], int]:
    """Every 3-card hand of the profile's pack with its value."""
    return {hand: hand_value(config, hand) for hand in combinations(config.pack, 3)}


def equal_disjoint_pairs(values: dict[tuple[str, ...], int]) -> int:
    """Ordered pairs of hands with no card in common and the same value, by inclusion and
    exclusion over the cards they share: for each value, all pairs, less those sharing a
    given card, plus those sharing a given two cards, less those sharing all three (the hand
    itself). Hands are tuples in pack order, so a pair of cards has one key."""
    per_value = Counter[int]()
    per_card = Counter[tuple[int, str]]()
    per_two = Counter[tuple[int, str, str]]()
    for hand, value in values.items():
        per_value[value] += 1
        for card in hand:
            per_card[value, card] += 1
        for first, second in combinations(hand, 2):
            per_two[value, first, second] += 1
    return (
        sum(n * n for n in per_value.values())
        - sum(n * n for n in per_card.values())
        + sum(n * n for n in per_two.values())
        - len(values)
    )


def as_text(fraction: Fraction) -> str:
    return f"{fraction.numerator}/{fraction.denominator}"


def expected_odds(config: Config) -> dict[str, object]:
    """What ``casino odds --json`` must print for the profile, from the oracle."""
    values = all_values(config)
    hands = len(values)
    counts = Counter(values.values())
    n = len(config.pack)
    pairs = comb(n, 3) * comb(n - 3, 3)
    return {
        "hands": hands,
        "values": {
            str(value): {"count": count, "fraction": as_text(Fraction(count, hands))}
            for value, count in sorted(counts.items())
        },
        "svara_two_players": as_text(Fraction(equal_disjoint_pairs(values), pairs)),
    }


# --- the rules page's examples ------------------------------------------------------------

TABLE = [
    # hand, seka-36, seka-sixes, svara-32, seka-russian (36); None is "–" (not in the pack)
    ("7H 7D 7S", 34, 21, 34, 21),
    ("6H 6D 6S", 18, 34, None, 18),
    ("AH AD KC", 22, 22, 22, 11),
    ("7C AH AD", 33, 33, 33, 11),
    ("7C AH KH", 32, 32, 32, 21),
    ("7C KH KD", 30, 30, 31, 10),
    ("AH KD QC", 11, 11, 11, 11),
    ("KH 9H QC", 19, 19, 19, 19),
    ("7S 7D 10D", 17, 17, 23, 17),
]
COLUMNS = ("seka-36", "seka-sixes", "svara-32", "russian-36-none")
TABLE_CASES = [
    pytest.param(hand, column, row[i], id=f"{column}:{hand}")
    for hand, *row in TABLE
    for i, column in enumerate(COLUMNS)
]
REAL_JOKER_EXAMPLES = [("2H 2D JK", 13), ("10H AH JK", 32), ("AH AD JK", 33)]
"""With a real joker in seka-russian on 52 cards (rules page, under the table)."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``casino ARGV`` in-process: its status, standard output and standard error."""
    capsys.readouterr()
    status = main(list(argv))
    done = capsys.readouterr()
    return status, done.out, done.err


def rank_json(
    capsys: pytest.CaptureFixture[str], config: Config, hands: Sequence[str]
) -> list[dict[str, object]]:
    status, out, err = run(capsys, "rank", *config.argv, "--json", *hands)
    assert status == 0, err
    return [json.loads(line) for line in out.splitlines()]


def assert_refused(status: int, err: str, named: str) -> None:
    """Refused input: exit status 2 and one line on standard error naming what was wrong
    (the wording is not pinned by the rules page, so only the offending token is looked for)."""
    assert status == 2, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert re.search(named, lines[0], re.IGNORECASE), lines[0]


@pytest.mark.parametrize(("hand", "column", "value"), TABLE_CASES)
def test_oracle_holds_the_rules_table(hand: str, column: str, value: int | None) -> None:
    """The oracle the enumerations rest on gives every value of the rules page's table."""
    if value is not None:
        assert hand_value(CONFIGS[column], hand.split()) == value


@pytest.mark.parametrize(("hand", "value"), REAL_JOKER_EXAMPLES)
def test_oracle_holds_the_real_joker_examples(hand: str, value: int) -> None:
    assert hand_value(CONFIGS["russian-52-real"], hand.split()) == value


@pytest.mark.parametrize(("hand", "column", "value"), TABLE_CASES)
def test_rank_gives_the_rules_table(
    capsys: pytest.CaptureFixture[str], hand: str, column: str, value: int | None
) -> None:
    """Every example of the table, in all four columns; "–" is a hand with a card outside the
    profile's pack (svara-32 has no 6s), which rank refuses."""
    config = CONFIGS[column]
    if value is None:
        assert_refused(*run(capsys, "rank", *config.argv, hand)[::2], "6[HDS]")
        status, out, _ = run(capsys, "rank", *config.argv, "--json", hand)
        assert status == 2
        [refused] = [json.loads(line) for line in out.splitlines()]
        assert refused["cards"] == hand  # with --json the refusal is an object on stdout,
        assert re.search("6[HDS]", refused["error"])  # as for every game's rank --json
        return
    status, out, err = run(capsys, "rank", *config.argv, "--json", hand)
    assert status == 0, err
    assert [json.loads(line) for line in out.splitlines()] == [{"cards": hand, "value": value}]


@pytest.mark.parametrize(("hand", "value"), REAL_JOKER_EXAMPLES)
def test_rank_gives_the_real_joker_examples(
    capsys: pytest.CaptureFixture[str], hand: str, value: int
) -> None:
    assert rank_json(capsys, CONFIGS["russian-52-real"], [hand]) == [
        {"cards": hand, "value": value}
    ]


def test_rank_text_line_and_the_default_profile(capsys: pytest.CaptureFixture[str]) -> None:
    """The text form is ``CARDS: VALUE``; with no --profile the profile is seka-36 (three 7s
    are 34, three 6s 18)."""
    status, out, err = run(capsys, "rank", "--game", "seka", "7H 7D 7S", "6H 6D 6S")
    assert status == 0, err
    assert out.splitlines() == ["7H 7D 7S: 34", "6H 6D 6S: 18"]


def test_rank_three_unquoted_cards_are_one_hand(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "rank", "--game", "seka", "--profile", "svara-32",
                           "7S", "7D", "10D")
    assert status == 0, err
    assert out == "7S 7D 10D: 23\n"


def test_rank_seka_russian_defaults_to_36_cards_without_joker(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """House rules' defaults (§6): pack 36, joker none: a 6 is in the pack, a 5 and JK are
    not, and 7♣ is a natural 7 (7C 7H 7D is three 7s, 21)."""
    argv = ("rank", "--game", "seka", "--profile", "seka-russian")
    status, out, err = run(capsys, *argv, "6H 6D 6S", "7C 7H 7D")
    assert status == 0, err
    assert out.splitlines() == ["6H 6D 6S: 18", "7C 7H 7D: 21"]
    assert_refused(*run(capsys, *argv, "5H 6D 7S")[::2], "5H")
    assert_refused(*run(capsys, *argv, "JK AH KH")[::2], "JK")


SUBTLE = [
    # S-4: 7♣ is the joker, never a natural 7, so 7C 7H + a non-7 is no pair of 7s (hearts
    # 7 + 11 = 18 beats diamonds 6 + 11; diamonds 8 + 11 = 19 beats it)...
    ("seka-36", "7C 7H 6D", 18),
    ("seka-36", "7C 7H 8D", 19),
    ("seka-36", "7C 7H 7D", 34),  # ...but it completes three 7s (the special says so)
    ("seka-36", "7C 6H 6D", 18),  # a joker-completed triple of 6s, 3 × 6
    ("seka-36", "7C 8C 9C", 28),  # 7♣ adds 11 in clubs, not 7
    ("seka-sixes", "7C 6H 6D", 34),  # a joker-completed three 6s is the special
    ("seka-sixes", "7C 7H 7D", 21),  # 777 = 21
    ("seka-36", "AH AD AS", 33),  # two aces is a candidate, the triple beats it
    ("seka-36", "AH AD 7C", 33),
    ("svara-32", "7C 7H KD", 23),  # exactly two 7s, 7♣ counts
    ("svara-32", "7C 7H AH", 29),  # a suit group beats the 23
    ("svara-32", "7C 7H 7D", 34),
    ("svara-32", "7C 10H 10D", 31),  # joker + natural pair: 2 × 10 + 11
    ("svara-32", "7C 8H 8D", 27),  # 2 × 8 + 11
    ("svara-32", "AS AC 9D", 22),
    ("russian-52-real", "2H 3D JK", 14),  # the joker joins the better suit
    ("russian-52-real", "2H 2D 2S", 6),
    ("russian-52-real", "5H 5D JK", 16),  # suit 5 + 11 beats triple 15
    ("russian-52-real", "9H 9D JK", 27),  # triple 27 beats suit 20
    ("russian-24-real", "AH KH JK", 32),
    ("russian-52-none", "2H 3D 4S", 4),
]


@pytest.mark.parametrize(("column", "hand", "value"), SUBTLE)
def test_rank_the_subtleties(
    capsys: pytest.CaptureFixture[str], column: str, hand: str, value: int
) -> None:
    """Hands the rules page decides only by reading two rules together (S-4 with a special,
    a candidate against a triple, a special against a suit group)."""
    assert hand_value(CONFIGS[column], hand.split()) == value
    assert rank_json(capsys, CONFIGS[column], [hand]) == [{"cards": hand, "value": value}]


# --- every hand of every pack -------------------------------------------------------------


def test_inclusion_exclusion_counts_disjoint_pairs() -> None:
    """The svara counter against brute force on a small pack with random values, and with one
    value for all it counts every ordered pair of disjoint hands of a 53-card pack."""
    rng = random.Random(7)
    small = {hand: rng.randrange(4) for hand in combinations(range(12), 3)}
    brute = sum(
        1
        for one, value in small.items()
        for other, other_value in small.items()
        if value == other_value and not set(one) & set(other)
    )
    assert equal_disjoint_pairs(small) == brute  # type: ignore[arg-type]
    every = dict.fromkeys(combinations(range(53), 3), 0)
    assert equal_disjoint_pairs(every) == comb(53, 3) * comb(50, 3)  # type: ignore[arg-type]


def test_oracle_matches_the_odds_example() -> None:
    """The rules brief's own example line: seka-36 has 7140 hands, 15 of value 7 (1/476)."""
    odds = expected_odds(CONFIGS["seka-36"])
    assert odds["hands"] == 7140
    assert odds["values"]["7"] == {"count": 15, "fraction": "1/476"}  # type: ignore[index]


@pytest.mark.parametrize("column", list(CONFIGS))
def test_odds_count_every_hand_of_the_pack(
    capsys: pytest.CaptureFixture[str], column: str
) -> None:
    """``casino odds --json``: every value's count and fraction over all 3-card hands of the
    profile's pack, and the svara chance of two disjoint hands, against the oracle."""
    config = CONFIGS[column]
    status, out, err = run(capsys, "odds", *config.argv, "--json")
    assert status == 0, err
    lines = out.splitlines()
    assert len(lines) == 1, out
    printed = json.loads(lines[0])
    expected = expected_odds(config)
    assert printed["hands"] == expected["hands"]
    shown = {key: entry for key, entry in printed["values"].items() if entry["count"]}
    assert shown == expected["values"]
    assert printed["svara_two_players"] == expected["svara_two_players"]


@pytest.mark.parametrize(
    ("argv", "column"),
    [((), "seka-36"), (("--profile", "seka-russian"), "russian-36-none")],
    ids=["no-profile", "russian-defaults"],
)
def test_odds_defaults(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], column: str
) -> None:
    """No --profile is seka-36; seka-russian alone is 36 cards without a joker."""
    status, out, err = run(capsys, "odds", "--game", "seka", *argv, "--json")
    assert status == 0, err
    printed = json.loads(out)
    expected = expected_odds(CONFIGS[column])
    assert printed["hands"] == expected["hands"]
    assert printed["svara_two_players"] == expected["svara_two_players"]


def sample_hands(config: Config, seed: int, size: int = 200) -> list[str]:
    """Seeded hands, in a random card order: half from the whole pack, half from the cards
    the specials are about (jokers, 7s, 6s, aces, kings), which a uniform sample seldom
    puts together."""
    rng = random.Random(seed)
    pack = config.pack
    hot = [card for card in pack if card == config.joker or card[:-1] in {"7", "6", "A", "K"}]
    hands = []
    for i in range(size):
        cards = rng.sample(pack if i % 2 else hot, 3)
        hands.append(" ".join(cards))
    return hands


@pytest.mark.parametrize("column", list(CONFIGS))
def test_rank_a_seeded_sample(capsys: pytest.CaptureFixture[str], column: str) -> None:
    """Two hundred hands ranked in one call, one JSON object per hand in order, each with the
    oracle's value (the cards are compared as a set: their printed order is not pinned)."""
    config = CONFIGS[column]
    hands = sample_hands(config, seed=sum(map(ord, column)))
    printed = rank_json(capsys, config, hands)
    assert len(printed) == len(hands)
    for hand, line in zip(hands, printed, strict=True):
        assert set(line) == {"cards", "value"}, line
        assert sorted(str(line["cards"]).split()) == sorted(hand.split()), (hand, line)
        assert line["value"] == hand_value(config, hand.split()), (column, hand, line)


# --- refusals -----------------------------------------------------------------------------

GAME = ("--game", "seka")
REFUSED = [
    pytest.param(("rank", *GAME, "1X 7H 7D"), "1X", id="bad-card"),
    pytest.param(("rank", *GAME, "AH KD"), r"AH KD|\b3\b|three|\b2\b|two", id="two-cards"),
    pytest.param(("rank", *GAME, "AH KD QS JC"), r"AH KD QS JC|\b3\b|three|\b4\b|four",
                 id="four-cards"),
    pytest.param(("rank", *GAME, "AH AH KD"), "AH", id="repeated-card"),
    pytest.param(("rank", *GAME, "--profile", "svara-32", "6H 7D 8S"), "6H",
                 id="six-in-svara-32"),
    pytest.param(("rank", *GAME, "--profile", "seka-36", "5H 7D 8S"), "5H",
                 id="five-in-seka-36"),
    pytest.param(("rank", *GAME, "--profile", "seka-sixes", "2C 7D 8S"), "2C",
                 id="two-in-seka-sixes"),
    pytest.param(("rank", *GAME, "--profile", "seka-russian", "--pack", "24", "8H 9D 10S"),
                 "8H", id="eight-in-russian-24"),
    pytest.param(("rank", *GAME, "JK AH KH"), "JK", id="joker-in-seka-36"),
    pytest.param(("rank", *GAME, "--profile", "seka-russian", "--pack", "52", "JK AH KH"),
                 "JK", id="joker-without-joker-real"),
    pytest.param(("rank", *GAME, "--profile", "seka-russian", "--pack", "52", "--joker",
                  "none", "JK AH KH"), "JK", id="joker-with-joker-none"),
    pytest.param(("rank", *GAME, "--pack", "36", "AH KH QH"), "pack", id="pack-default"),
    pytest.param(("rank", *GAME, "--profile", "svara-32", "--pack", "36", "AH KH QH"),
                 "pack", id="pack-svara-32"),
    pytest.param(("rank", *GAME, "--profile", "seka-sixes", "--joker", "real", "AH KH QH"),
                 "joker", id="joker-seka-sixes"),
    pytest.param(("rank", *GAME, "--profile", "seka-99", "AH KH QH"), "seka-99",
                 id="unknown-profile"),
    pytest.param(("rank", *GAME, "--profile", "seka-russian", "--pack", "40", "AH KH QH"),
                 "40", id="unknown-pack-size"),
    pytest.param(("odds", *GAME, "--profile", "seka-99", "--json"), "seka-99",
                 id="odds-unknown-profile"),
    pytest.param(("odds", *GAME, "--profile", "seka-36", "--pack", "52", "--json"), "pack",
                 id="odds-pack-seka-36"),
    pytest.param(("odds", *GAME, "--profile", "svara-32", "--joker", "real", "--json"),
                 "joker", id="odds-joker-svara-32"),
]


@pytest.mark.parametrize(("argv", "named"), REFUSED)
def test_refused_input_exits_2_naming_it(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], named: str
) -> None:
    assert_refused(*run(capsys, *argv)[::2], named)

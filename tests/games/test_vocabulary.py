"""Every game's stored vocabulary, pinned: the tag each command and event is stored under, and
each class's fields in order with their types and defaults.

History is read by tag (a class's name unless it declares ``TAG``), the codec writes a record's
fields by name in field order, leaves out an ``added`` field while it holds its default, and
reads each value back by its type. So moving a class to a shared module, merging two games'
alike classes or building the tag tables from the unions must leave this table as it is: if
this test fails, stored history would read differently. A new game adds its own entry; a field
added to a stored class is added at the end, ``added`` (``casino.games.frozen.added``).
"""

from __future__ import annotations

import dataclasses
import types
import typing

import pytest

from casino.games import games
from casino.games.frozen import ADDED

Pinned = dict[str, dict[str, tuple[str, ...]]]
"""``commands`` and ``events``: each tag and its class's fields (``shape``)."""


def _hint(hint: object) -> str:
    """A field's type as the codec reads it, without module paths: ``tuple[Card, ...] | None``."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return " | ".join(_hint(arg) for arg in args)
    if origin is tuple:
        inner = ", ".join("..." if arg is Ellipsis else _hint(arg) for arg in args)
        return f"tuple[{inner}]"
    if hint is type(None):
        return "None"
    assert isinstance(hint, type), hint
    return hint.__name__


def shape(cls: type) -> tuple[str, ...]:
    """Each field of ``cls`` in order: its name, its type, its default, and ``added`` for a
    field the codec leaves out while it holds its default."""
    hints = typing.get_type_hints(cls)
    found = []
    for field in dataclasses.fields(cls):
        text = f"{field.name}: {_hint(hints[field.name])}"
        if field.default is not dataclasses.MISSING:
            text += f" = {field.default!r}"
        if field.metadata.get(ADDED):
            text += " (added)"
        found.append(text)
    return tuple(found)


@pytest.mark.parametrize("name", sorted(games()))
def test_the_stored_vocabulary_is_as_pinned(name: str) -> None:
    vocabulary = games()[name].vocabulary
    assert name in PINNED, f"pin {name}'s vocabulary here"
    for part, table in (("commands", vocabulary.commands), ("events", vocabulary.events)):
        pinned = PINNED[name][part]
        assert sorted(table) == sorted(pinned), f"{name}'s {part} are stored under other tags"
        for tag, cls in table.items():
            assert shape(cls) == pinned[tag], f"{name}'s {tag} stores other fields"


def test_every_pinned_game_is_a_game() -> None:
    assert set(PINNED) == set(games())


TRICK_GAME: Pinned = {
    "commands": {
        "AddChips": ("seat: int", "chips: int"),
        "CollectTimeCharge": ("at: str | None = None (added)",),
        "EndTrick": ("seat: int", "shoe: tuple[FrenchCard, ...] | None = None"),
        "EnterResult": ("points: int", "all_tricks: bool = False"),
        "LeaveSeat": ("seat: int", "at: str | None = None (added)"),
        "PlayCard": ("seat: int", "card: FrenchCard", "shoe: tuple[FrenchCard, ...] | None = None"),
        "PlayDark": ("seat: int", "shoe: tuple[FrenchCard, ...] | None = None"),
        "SeatPlayer": ("seat: int", "player: str", "chips: int", "at: str | None = None (added)"),
        "StartDeal": ("shoe: tuple[FrenchCard, ...] | None = None", "dealer: int | None = None"),
        "VoidDeal": ("reason: str", "approved_by: str", "abandon: bool = False"),
    },
    "events": {
        "CardPlayed": ("seat: int", "card: FrenchCard", "dark: bool = False", "round: int = 1"),
        "CardsDealt": ("hands: tuple[tuple[FrenchCard, ...], ...] | None", "stock: int"),
        "CardsDrawn": ("draws: tuple[tuple[int, FrenchCard], ...]",),
        "ChipsAdded": ("seat: int", "chips: int"),
        "DealEnded": ("number: int", "next_dealer: int"),
        "DealScored": (
            "number: int",
            "points: tuple[int, int]",
            "tricks: tuple[int, int]",
            "winner: int | None",
            "scored: tuple[int, int]",
            "held: int",
            "why: str",
            "entered: bool = False",
        ),
        "DealStarted": (
            "number: int",
            "dealer: int",
            "shoe: tuple[FrenchCard, ...] | None",
            "shoe_digest: str | None = None",
        ),
        "DealVoided": ("number: int", "reason: str", "approved_by: str"),
        "FeeCharged": ("seat: int", "amount: int"),
        "MatchAbandoned": ("reason: str", "approved_by: str", "scores: tuple[int, int]"),
        "MatchEnded": ("winner: int", "scores: tuple[int, int]"),
        "MatchStarted": ("number: int", "target: int"),
        "PlayerLeft": ("seat: int", "player: str", "chips: int"),
        "PlayerSeated": ("seat: int", "player: str", "chips: int", "at: str | None = None (added)"),
        "Settled": (
            "number: int",
            "stakes: int",
            "paid: tuple[tuple[int, int], ...]",
            "won: tuple[tuple[int, int], ...]",
        ),
        "StackCorrected": ("seat: int", "player: str", "hand: int", "amount: int", "at_seat: bool"),
        "TimeCharged": (
            "seat: int",
            "amount: int",
            "periods: int = 1 (added)",
            "paid_to: str | None = None (added)",
        ),
        "TrickWon": (
            "number: int",
            "leader: int",
            "winner: int",
            "cards: tuple[FrenchCard, ...]",
            "points: int",
            "bonus: int = 0",
            "ended_by_leader: bool = False",
        ),
    },
}
"""Hola, Ristikontra and Sedma: one engine, one vocabulary."""

PINNED: dict[str, Pinned] = {
    "fiddler-crab": {
        "commands": {
            "AddChips": ("seat: int", "chips: int"),
            "LeaveSeat": ("seat: int", "at: str | None = None (added)"),
            "PlaceBet": ("seat: int", "amount: int"),
            "SeatPlayer": (
                "seat: int",
                "player: str",
                "chips: int",
                "at: str | None = None (added)",
            ),
            "SetDealerHand": (
                "cards: tuple[Card, ...] = ()",
                "large: tuple[Card, ...] = ()",
                "small: tuple[Card, ...] = ()",
            ),
            "SetHand": ("seat: int", "large: tuple[Card, ...]", "small: tuple[Card, ...]"),
            "Settle": (),
            "StartRound": ("shoe: tuple[Card, ...] | None = None",),
            "VoidRound": ("reason: str", "approved_by: str"),
            "WithdrawBet": ("seat: int",),
        },
        "events": {
            "BetPlaced": ("seat: int", "amount: int", "previous: int = 0"),
            "BetSettled": (
                "seat: int",
                "result: str",
                "bet: int",
                "won: int",
                "commission: int = 0",
                "breakage: str = '0'",
                "rides: bool = False",
            ),
            "BetWithdrawn": ("seat: int", "amount: int"),
            "CardsDealt": ("seats: tuple[int, ...]", "hands: tuple[tuple[Card, ...], ...]"),
            "ChipsAdded": ("seat: int", "chips: int"),
            "DealerCardsShown": ("cards: tuple[Card, ...]",),
            "DealerHandSet": (
                "cards: tuple[Card, ...]",
                "large: tuple[Card, ...]",
                "small: tuple[Card, ...]",
                "large_category: str",
                "small_category: str",
                "rule: str",
            ),
            "HandSet": (
                "seat: int",
                "large: tuple[Card, ...]",
                "small: tuple[Card, ...]",
                "large_category: str",
                "small_category: str",
            ),
            "PlayerLeft": ("seat: int", "player: str", "chips: int"),
            "PlayerSeated": (
                "seat: int",
                "player: str",
                "chips: int",
                "at: str | None = None (added)",
            ),
            "RoundEnded": ("number: int",),
            "RoundStarted": (
                "number: int",
                "seats: tuple[int, ...]",
                "bets: tuple[int, ...]",
                "shoe: tuple[Card, ...] | None",
                "shoe_digest: str | None = None",
            ),
            "RoundVoided": (
                "number: int",
                "reason: str",
                "approved_by: str",
                "returned: tuple[tuple[int, int], ...]",
            ),
            "StackCorrected": (
                "seat: int",
                "player: str",
                "hand: int",
                "amount: int",
                "at_seat: bool",
            ),
        },
    },
    "hola": TRICK_GAME,
    "ristikontra": TRICK_GAME,
    "sedma": TRICK_GAME,
    "sej": {
        "commands": {
            "AddChips": ("seat: int", "chips: int"),
            "AnswerOffer": ("seat: int", "accept: bool"),
            "CollectTimeCharge": ("at: str | None = None (added)",),
            "DeclineHand": ("seat: int",),
            "LeaveSeat": ("seat: int", "at: str | None = None (added)"),
            "OfferOption": ("seat: int",),
            "PlayHand": ("seat: int",),
            "RollDice": ("seat: int", "roll: Roll | None = None"),
            "SeatPlayer": (
                "seat: int",
                "player: str",
                "chips: int",
                "at: str | None = None (added)",
            ),
            "StartGame": (),
            "ThrowWands": ("seat: int", "throw: Throw | None = None"),
            "VoidGame": ("reason: str", "approved_by: str"),
        },
        "events": {
            "ChipsAdded": ("seat: int", "chips: int"),
            "ContestBegun": ("prize: str", "first: int"),
            "ContestWon": ("seat: int", "prize: str", "score: int"),
            "DiceRolled": ("seat: int", "roll: Roll"),
            "FeeCharged": ("seat: int", "amount: int"),
            "GameEnded": (
                "number: int",
                "how: str",
                "winners: tuple[int, ...]",
                "losers: tuple[int, ...]",
                "scores: tuple[tuple[int, int], ...]",
            ),
            "GameStarted": ("number: int", "players: tuple[int, ...]", "target: int"),
            "GameVoided": ("number: int", "reason: str", "approved_by: str"),
            "HandBegun": ("number: int", "seat: int"),
            "HandDeclined": ("seat: int",),
            "HandEnded": ("number: int",),
            "HandPlayed": ("seat: int",),
            "OfferAnswered": ("seat: int", "accepted: bool"),
            "OptionOffered": ("seat: int", "to: int", "option: str"),
            "PlayerLeft": ("seat: int", "player: str", "chips: int"),
            "PlayerSeated": (
                "seat: int",
                "player: str",
                "chips: int",
                "at: str | None = None (added)",
            ),
            "RollTied": ("seats: tuple[int, ...]", "total: int"),
            "Settled": ("number: int", "payer: int", "payee: int", "stakes: int", "amount: int"),
            "StackCorrected": (
                "seat: int",
                "player: str",
                "hand: int",
                "amount: int",
                "at_seat: bool",
            ),
            "StarterChosen": ("seat: int",),
            "TimeCharged": (
                "seat: int",
                "amount: int",
                "periods: int = 1 (added)",
                "paid_to: str | None = None (added)",
            ),
            "WandsThrown": ("seat: int", "throw: Throw", "prizes: tuple[str, ...]"),
        },
    },
    "seka": {
        "commands": {
            "AddChips": ("seat: int", "chips: int"),
            "AgreeSplit": ("seat: int",),
            "AllIn": ("seat: int",),
            "Call": ("seat: int",),
            "CollectTimeCharge": ("at: str | None = None (added)",),
            "DealSvara": ("shoe: tuple[FrenchCard, ...] | None = None",),
            "Fold": ("seat: int",),
            "JoinSvara": ("seat: int",),
            "LeaveSeat": ("seat: int", "at: str | None = None (added)"),
            "Look": ("seat: int",),
            "PassSvara": ("seat: int",),
            "Raise": ("seat: int", "to: int"),
            "RefuseSplit": ("seat: int",),
            "Reveal": (
                "seat: int",
                "hands: tuple[tuple[int, tuple[FrenchCard, ...]], ...] | None = None",
            ),
            "SeatPlayer": (
                "seat: int",
                "player: str",
                "chips: int",
                "at: str | None = None (added)",
            ),
            "Showdown": ("hands: tuple[tuple[int, tuple[FrenchCard, ...]], ...] | None = None",),
            "StartHand": ("shoe: tuple[FrenchCard, ...] | None = None",),
            "VoidHand": ("reason: str", "approved_by: str"),
        },
        "events": {
            "AntePosted": ("seat: int", "amount: int"),
            "CardsDealt": (
                "seats: tuple[int, ...]",
                "hands: tuple[tuple[FrenchCard, ...], ...] | None",
            ),
            "ChipsAdded": ("seat: int", "chips: int"),
            "ChipsReturned": ("seat: int", "amount: int"),
            "Folded": ("seat: int",),
            "HandEnded": ("number: int", "next_button: int"),
            "HandShown": ("seat: int", "cards: tuple[FrenchCard, ...]", "value: int"),
            "HandStarted": (
                "number: int",
                "button: int",
                "order: tuple[int, ...]",
                "shoe: tuple[FrenchCard, ...] | None",
                "shoe_digest: str | None = None",
            ),
            "HandVoided": (
                "number: int",
                "reason: str",
                "approved_by: str",
                "returned: tuple[tuple[int, int], ...]",
            ),
            "Looked": ("seat: int",),
            "Outshown": ("seat: int", "by: int", "tie: bool", "revealer: int"),
            "Paid": (
                "seat: int",
                "action: str",
                "amount: int",
                "stake: int",
                "dark: bool",
                "all_in: bool",
            ),
            "PlayerLeft": ("seat: int", "player: str", "chips: int"),
            "PlayerSeated": (
                "seat: int",
                "player: str",
                "chips: int",
                "at: str | None = None (added)",
            ),
            "PotAwarded": (
                "pot: int",
                "amount: int",
                "eligible: tuple[int, ...]",
                "shares: tuple[tuple[int, int], ...]",
                "uncontested: bool",
                "split: bool = False",
            ),
            "RakeTaken": ("amount: int", "pot: int = 0"),
            "SatOut": ("seat: int", "reason: str"),
            "ShowdownDue": ("reason: str",),
            "SplitAgreed": ("seat: int",),
            "SplitRefused": ("seat: int",),
            "StackCorrected": (
                "seat: int",
                "player: str",
                "hand: int",
                "amount: int",
                "at_seat: bool",
            ),
            "SvaraDealt": (
                "number: int",
                "deal: int",
                "order: tuple[int, ...]",
                "shoe: tuple[FrenchCard, ...] | None",
                "shoe_digest: str | None = None",
            ),
            "SvaraDeclared": ("tied: tuple[int, ...]", "pot: int", "join_fee: int"),
            "SvaraJoined": ("seat: int", "amount: int"),
            "SvaraPassed": ("seat: int", "reason: str = ''"),
            "TimeCharged": (
                "seat: int",
                "amount: int",
                "periods: int = 1 (added)",
                "paid_to: str | None = None (added)",
            ),
        },
    },
    "sekhoma": {
        "commands": {
            "AddChips": ("seat: int", "chips: int"),
            "AllIn": ("seat: int",),
            "Bet": ("seat: int", "amount: int"),
            "Call": ("seat: int",),
            "Check": ("seat: int",),
            "CollectTimeCharge": ("at: str | None = None (added)",),
            "Exchange": (
                "seat: int",
                "count: int | None = None",
                "discards: tuple[Card, ...] = ()",
                "shoe: tuple[Card, ...] | None = None",
            ),
            "Fold": ("seat: int",),
            "LeaveSeat": ("seat: int", "at: str | None = None (added)"),
            "Raise": ("seat: int", "to: int"),
            "SeatPlayer": (
                "seat: int",
                "player: str",
                "chips: int",
                "at: str | None = None (added)",
            ),
            "Showdown": ("hands: tuple[tuple[int, tuple[Card, ...]], ...] | None = None",),
            "StartHand": ("shoe: tuple[Card, ...] | None = None",),
            "VoidHand": ("reason: str", "approved_by: str"),
        },
        "events": {
            "AntePosted": ("seat: int", "amount: int"),
            "BetReturned": ("seat: int", "amount: int"),
            "CardsDealt": ("seats: tuple[int, ...]", "hands: tuple[tuple[Card, ...], ...] | None"),
            "Checked": ("seat: int",),
            "ChipsAdded": ("seat: int", "chips: int"),
            "Exchanged": (
                "seat: int",
                "count: int",
                "discards: tuple[Card, ...] | None",
                "drawn: tuple[Card, ...] | None",
            ),
            "Folded": ("seat: int",),
            "HandEnded": ("number: int", "next_button: int"),
            "HandShown": (
                "seat: int",
                "cards: tuple[Card, ...]",
                "category: str",
                "rank: int",
                "score: int",
            ),
            "HandStarted": (
                "number: int",
                "button: int",
                "order: tuple[int, ...]",
                "shoe: tuple[Card, ...] | None",
                "shoe_digest: str | None = None",
            ),
            "HandVoided": (
                "number: int",
                "reason: str",
                "approved_by: str",
                "returned: tuple[tuple[int, int], ...]",
            ),
            "PhaseStarted": ("phase: Phase",),
            "PlayerLeft": ("seat: int", "player: str", "chips: int"),
            "PlayerSeated": (
                "seat: int",
                "player: str",
                "chips: int",
                "at: str | None = None (added)",
            ),
            "PotAwarded": (
                "pot: int",
                "amount: int",
                "eligible: tuple[int, ...]",
                "shares: tuple[tuple[int, int], ...]",
                "uncontested: bool",
            ),
            "RakeTaken": ("amount: int",),
            "SatOut": ("seat: int", "reason: str"),
            "StackCorrected": (
                "seat: int",
                "player: str",
                "hand: int",
                "amount: int",
                "at_seat: bool",
            ),
            "TimeCharged": (
                "seat: int",
                "amount: int",
                "periods: int = 1 (added)",
                "paid_to: str | None = None (added)",
            ),
            "Wagered": (
                "seat: int",
                "action: str",
                "amount: int",
                "to: int",
                "all_in: bool",
                "full: bool",
            ),
        },
    },
}

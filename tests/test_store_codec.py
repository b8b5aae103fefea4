"""Events and commands survive the trip to canonical JSON and back; the chain catches edits."""

from __future__ import annotations

import json
import random
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from casino.equipment.sekhoma_pack import parse_cards, shuffled_deck
from casino.games.fiddler_crab import engine as fiddler_crab
from casino.games.fiddler_crab import player as fc_sim
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import BetSettled, SetHand
from casino.games.seating import SeatPlayer
from casino.games.sekhoma import engine as sekhoma
from casino.games.sekhoma import player as sk_sim
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import StartHand
from casino.games.spec import RuleViolation
from casino.store.codec import (
    GENESIS,
    CodecError,
    canonical,
    chain_hash,
    decode,
    encode,
    vocabulary,
)


def played(game: str, seed: int, steps: int) -> list[object]:
    """Commands and events of random legal play, in order."""
    rng = random.Random(seed)
    records: list[object] = []
    if game == "sekhoma":
        state = sekhoma.GAME.new_table(SekhomaRules(cards=rng.choice(["live", "shoe"])))
        for seat in (1, 2, 3):
            state, events = sekhoma.execute(state, SeatPlayer(seat, f"P{seat}", 5000))
            records.extend(events)
        for _ in range(steps):
            if state.hand is None:
                command: object = StartHand(
                    shuffled_deck(rng) if state.rules.cards == "shoe" else None
                )
            else:
                command = sk_sim.random_command(state, rng)
            try:
                state, events = sekhoma.execute(state, command)  # type: ignore[arg-type]
            except RuleViolation:  # too few players with chips left for another hand
                break
            records.append(command)
            records.extend(events)
        return records
    fc_state = fiddler_crab.new_table(FiddlerCrabRules(
        cards=rng.choice(["live", "shoe"]), push=rng.choice(["ride", "withdraw"]),
        dealer_sets=rng.choice(["best-large", "dealer-choice"]), commission=Decimal("2.5"),
    ))
    for _ in range(steps):
        command = fc_sim.random_command(fc_state, rng)
        fc_state, events = fiddler_crab.execute(fc_state, command)  # type: ignore[arg-type]
        records.append(command)
        records.extend(events)
    return records


@given(game=st.sampled_from(["sekhoma", "fiddler-crab"]), seed=st.integers(0, 2**32))
def test_every_record_round_trips_through_canonical_json(game: str, seed: int) -> None:
    for record in played(game, seed, 60):
        data = encode(record)
        again = json.loads(canonical(data))
        assert again == data
        assert decode(game, again) == record
        assert canonical(encode(decode(game, again))) == canonical(data)


def test_cards_are_written_in_the_tables_notation() -> None:
    record = SetHand(3, tuple(parse_cards("1S 2S 3S 4S 5S 6S")),
                     tuple(parse_cards("1M 1M 2C")))
    assert canonical(encode(record)) == (
        b'{"large":["1S","2S","3S","4S","5S","6S"],"seat":3,"small":["1M","1M","2C"],'
        b'"type":"SetHand"}'
    )


def test_the_vocabulary_is_each_games_own() -> None:
    assert "BetSettled" in vocabulary("fiddler-crab") and "Settle" in vocabulary("fiddler-crab")
    assert "PotAwarded" in vocabulary("sekhoma") and "BetSettled" not in vocabulary("sekhoma")
    assert "PlayerSeated" in vocabulary("sekhoma") and "PlayerSeated" in vocabulary("fiddler-crab")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"type": "Nonsense"}, "no event or command called 'Nonsense'"),
        ({"type": "BetSettled", "seat": "one", "result": "lose", "bet": 1, "won": -1},
         "BetSettled.seat: expected a whole number"),
        ({"type": "SetHand", "seat": 1, "large": ["1S", "9Q"], "small": []},
         "SetHand.large: unknown card '9Q'"),
        ({"type": "BetSettled", "seat": 1, "result": "lose", "bet": 1, "won": -1, "x": 2},
         "BetSettled has no field 'x'"),
        ({"type": "BetSettled", "seat": 1, "result": "lose", "bet": 1, "won": -1,
          "rides": "yes"}, "BetSettled.rides: expected true or false"),
    ],
)
def test_a_bad_record_is_refused_by_name(data: dict[str, object], message: str) -> None:
    with pytest.raises(CodecError, match=message):
        decode("fiddler-crab", data)


def test_the_chain_breaks_at_any_edit() -> None:
    events = [BetSettled(1, "lose", 500, -500), BetSettled(2, "win-both", 500, 1000)]
    hashes = [GENESIS]
    for sequence, event in enumerate(events, start=1):
        hashes.append(chain_hash(hashes[-1], "table-1", sequence, encode(event)))
    assert len(set(hashes)) == 3
    edited = encode(BetSettled(1, "lose", 500, -400))
    assert chain_hash(GENESIS, "table-1", 1, edited) != hashes[1]
    assert chain_hash(GENESIS, "table-2", 1, encode(events[0])) != hashes[1]
    assert chain_hash(GENESIS, "table-1", 2, encode(events[0])) != hashes[1]
    assert chain_hash(GENESIS, "table-1", 1, encode(events[0])) == hashes[1]

"""The conformance suite: what every registered game must do, checked with no work from it.

Each test is parametrised over ``casino.games.games()``, so a new game package is checked the
moment the registry finds it, and this module never names one. Random legal play is driven
by the game's own random player (``spec.demo.player``, a command as a console sends it) with
the console's draw filled in (``spec.equipment.fill_random``), through the engine and then
through the services, and every step is held to the platform's rules: a command is one the
game offers, ``can`` refuses exactly what ``decide`` refuses, in its words,
every wager line is of a kind the game declares, money is conserved to the minor unit, the
state is the fold of its events, every command and event round-trips through the store's
codec under its stored tag, the recall tells each event in words, the chain verifies and the
shift report carries the game's section.
"""

from __future__ import annotations

import dataclasses
import json
import random
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from floor_fixtures import Floor
from store_fixtures import STAFF, Staff, open_table

from casino.games import game, games
from casino.games.house_rules import HouseRules
from casino.games.seating import ChipsAdded, PlayerLeft, PlayerSeated, StackCorrected
from casino.games.spec import GameSpec, RuleViolation, fold
from casino.games.table import offered as offered_by
from casino.services import Services
from casino.store import state_codec
from casino.store.codec import canonical, decode, encode
from casino.store.verify import verify

GAMES = list(games())
COMMANDS = 300
"""Commands per rules variant at the engine: enough for several hands of every game."""


def variants(spec: GameSpec) -> Iterator[HouseRules]:
    """The game's default rules, and each distinct rule set it plays in the soak and the demo
    (a live table and a shoe table, say)."""
    seen: list[HouseRules] = []
    candidates = [spec.rules_type()]
    if spec.demo.soak_rules is not None:
        candidates += [spec.demo.soak_rules(n) for n in range(1, 4)]
    candidates += [table.rules for table in spec.demo.tables]
    for rules in candidates:
        if rules not in seen:
            seen.append(rules)
            yield rules


def offered(spec: GameSpec, state: Any, command: Any) -> bool:
    """Whether ``legal_commands`` offers a command of this kind for this seat."""
    seat = getattr(command, "seat", None)
    return any(
        option.kind == command.KIND and option.seat == seat for option in spec.engine.legal(state)
    )


def round_trip(name: str, record: Any) -> Any:
    """The record as the store writes it (canonical JSON) and reads it back."""
    data = encode(record)
    return decode(name, json.loads(canonical(data)))


@dataclasses.dataclass
class Books:
    """The table's money as the events and the wager lines tell it, kept apart from the
    engine's own counters: in (buy-ins, corrections paid) and out (cash-outs), and the house."""

    bought_in: int = 0
    cashed_out: int = 0
    corrected: int = 0
    house: int = 0

    def event(self, event: Any) -> None:
        match event:
            case PlayerSeated(chips=chips) | ChipsAdded(chips=chips):
                self.bought_in += chips
            case PlayerLeft(chips=chips):
                self.cashed_out += chips
            case StackCorrected(amount=amount):
                self.corrected += amount

    def balanced(self, spec: GameSpec, state: Any) -> bool:
        on_table = spec.engine.chips_on_table(state)
        return self.bought_in + self.corrected == on_table + self.cashed_out + self.house


@pytest.mark.parametrize("name", GAMES)
def test_the_spec_is_complete(name: str) -> None:
    spec = game(name)
    assert spec.name == name and spec.title and spec.colour.startswith("#")
    assert name == spec.rules_type.GAME
    assert spec.rules_type.from_toml(spec.default_rules_text()) == spec.rules_type()
    assert spec.rules_type().problems() == {}
    for tag, cls in (*spec.vocabulary.events.items(), *spec.vocabulary.commands.items()):
        assert dataclasses.is_dataclass(cls), tag
        assert cls.__dataclass_params__.frozen, f"{tag} must be frozen"  # type: ignore[attr-defined]
    assert len(set(spec.vocabulary.events.values())) == len(spec.vocabulary.events)
    for cls in spec.vocabulary.commands.values():
        assert isinstance(getattr(cls, "KIND", None), str), cls
    ledger = spec.ledger_spec
    assert set(ledger.handle) <= set(ledger.kinds)
    assert set(ledger.handle_less) <= set(ledger.kinds)
    for figure in ledger.figures:
        assert figure.kind in ledger.kinds and figure.measure in figure.MEASURES
    if ledger.breakdown is not None:
        assert {kind for _label, kind in ledger.breakdown.rows} <= set(ledger.kinds)
    assert spec.vocabulary.command_class("void") in spec.vocabulary.commands.values()
    for table in spec.demo.tables:
        assert table.rules.problems() == {} and name == table.rules.GAME


@pytest.mark.parametrize("name", GAMES)
def test_random_legal_play_keeps_every_rule_of_the_platform(name: str) -> None:
    spec = game(name)
    kinds = set(spec.ledger_spec.kinds)
    described = 0
    for number, rules in enumerate(variants(spec)):
        rng = random.Random(1000 + number)
        start = spec.engine.new_table(rules)
        state, events, books = start, [], Books()
        for _ in range(COMMANDS):
            command = spec.equipment.fill_random(state, spec.demo.player(state, rng), rng)
            assert offered(spec, state, command), (command, spec.engine.legal(state))
            assert round_trip(name, command) == command
            executed, decided = spec.engine.decide(state, command)
            for event in decided:
                assert round_trip(name, event) == event
                for line in spec.engine.ledger(state, event):
                    assert line.kind in kinds, f"{name} wrote an undeclared {line.kind!r} line"
                    assert line.amount >= 0
                    books.house += line.house
                books.event(event)
                sentence = spec.narrative.describe(event, rules, None)
                assert isinstance(sentence, str) and sentence.strip(), event
                described += 1
                state = spec.engine.evolve(state, event)
                events.append(event)
                assert not (spec.engine.phase(state).in_hand and spec.between(state))
                on_table = spec.engine.chips_on_table(state)
                assert books.balanced(spec, state), (event, books, on_table)
            # The state the table service keeps is the engine's own, folded while deciding.
            assert executed == state, f"{name}: decide left another state than the fold"
            spec.narrative.summarise(state)
        assert fold(spec.engine, start, events) == state
        dealt = spec.engine.phase(state).hands_dealt
        assert dealt > 0, f"{name} dealt no hand in {COMMANDS} commands"
    assert described > 0


@pytest.mark.parametrize("name", GAMES)
def test_random_players_seeded_alike_send_nothing_the_game_refuses(name: str) -> None:
    """The soak, the demo and the tests drive one table from more than one random stream,
    often seeded alike (a test seats players on the soak's tables from the soak's own seed):
    whatever streams meet at a table, a random player's command is one the game accepts.
    (Two streams of one seed draw the same player's name first: a name already seated.)"""
    spec = game(name)
    for number, rules in enumerate(variants(spec)):
        state = spec.engine.new_table(rules)
        for rng in (random.Random(number), random.Random(number), random.Random(number)):
            for _ in range(COMMANDS // 3):
                command = spec.equipment.fill_random(state, spec.demo.player(state, rng), rng)
                state = spec.engine.decide(state, command)[0]  # a refusal raises RuleViolation


@pytest.mark.parametrize("name", GAMES)
def test_every_state_is_kept_as_data_and_read_back_equal(name: str) -> None:
    """A table's snapshot keeps its state as data (``casino.store.state_codec``), read by the
    state class of a new table: every state random play reaches reads back equal, so every
    game's long-lived tables open from snapshots (one that would not is simply not kept)."""
    spec = game(name)
    kinds = type(spec.engine.new_table(spec.rules_type()))
    for number, rules in enumerate(variants(spec)):
        rng = random.Random(2000 + number)
        state = spec.engine.new_table(rules)
        for _ in range(COMMANDS // 2):
            command = spec.equipment.fill_random(state, spec.demo.player(state, rng), rng)
            for event in spec.engine.decide(state, command)[1]:
                state = spec.engine.evolve(state, event)
            assert type(state) is kinds
            assert state_codec.loads(kinds, state_codec.dumps(state)) == state


@pytest.mark.parametrize("name", GAMES)
def test_a_command_the_game_does_not_offer_is_refused(name: str) -> None:
    """The other half of "accepted exactly when offered": between hands, a void (which the
    game only offers in a hand) is refused by ``decide``, with a sentence."""
    spec = game(name)
    state = spec.engine.new_table(spec.rules_type())
    void = spec.vocabulary.command_class("void")
    command = void(reason="a test", approved_by="Pat Pitboss")
    assert not offered(spec, state, command)
    with pytest.raises(RuleViolation) as refused:
        spec.engine.decide(state, command)[1]
    assert str(refused.value).strip()


def near_misses(command: Any, seen: list[Any]) -> Iterator[Any]:
    """Commands close to one a player sent, most of which the rules refuse: each whole field
    (a seat, an amount, a count) one less, one more, zero, negative and at no seat, and every
    kind of command accepted earlier at this table, sent again now. Built from the command's
    own fields, so no game is named. (A value of another type never reaches an engine: the
    codec refuses it where a command enters, ``casino.store.codec.typed_scalar``.)"""
    yield command
    for field in dataclasses.fields(command):
        value = getattr(command, field.name)
        if type(value) is not int:
            continue
        for other in (value - 1, value + 1, 0, -value - 1, 99):
            yield dataclasses.replace(command, **{field.name: other})
    yield from seen


def refusal(engine: Any, state: Any, command: Any) -> str | None:
    """``decide``'s sentence refusing ``command``, or None when it takes it."""
    try:
        engine.decide(state, command)
    except RuleViolation as exc:
        return str(exc)
    return None


@pytest.mark.parametrize("name", GAMES)
def test_can_refuses_exactly_what_decide_refuses(name: str) -> None:
    """PokerKit's verify / can / do, held for every game: at every state random play reaches,
    for the player's command and its near misses, ``can`` answers None exactly when ``decide``
    takes the command, and otherwise gives ``decide``'s own sentence; and ``legal`` is sound,
    so a console that enables only what ``legal`` offers never offers what ``decide`` refuses
    to take (a command it does not offer is refused)."""
    spec = game(name)
    engine = spec.engine
    refused = accepted = 0
    for number, rules in enumerate(variants(spec)):
        rng = random.Random(3000 + number)
        state, seen = engine.new_table(rules), {}
        for _ in range(COMMANDS // 2):
            command = spec.equipment.fill_random(state, spec.demo.player(state, rng), rng)
            options = engine.legal(state)
            for candidate in near_misses(command, list(seen.values())):
                answer, reason = engine.can(state, candidate), refusal(engine, state, candidate)
                if reason is not None:
                    assert answer is not None, f"{name}: can took {candidate!r}, decide refused"
                    assert answer.reason == reason and reason.strip()
                    refused += 1
                else:
                    assert answer is None, f"{name}: can refused {candidate!r}: {answer}"
                    assert offered_by(options, candidate), (
                        f"{name}: decide took {candidate!r}, which legal does not offer: {options}"
                    )
                    accepted += 1
            seen[type(command)] = command
            state = engine.decide(state, command)[0]
    assert refused > 0 and accepted > 0


# -- through the services, on the real databases ------------------------------------------------


def play(services: Services, staff: Staff, table_id: int, rng: random.Random, hands: int) -> None:
    """Commands from the game's player through the table service until ``hands`` hands have
    ended, as a console sends them (the service fills in the draw)."""
    for _ in range(50 * hands + 200):
        view = services.tables.view(table_id)
        spec = game(view.game)
        if spec.engine.phase(view.state).hands_dealt >= hands and spec.between(view.state):
            return
        command = spec.demo.player(view.state, rng)
        services.tables.submit(
            staff.dealer, table_id, command, uuid.uuid4().hex, expected_seq=view.seq
        )
    raise AssertionError(f"table {table_id} did not finish {hands} hands")


@pytest.mark.postgres  # the service leg: every game recorded, recalled and verified on both
@pytest.mark.parametrize("name", GAMES)
def test_the_services_record_recall_verify_and_report_every_game(
    name: str, services: Services, staff: Staff
) -> None:
    spec = game(name)
    table_id = open_table(services, staff, name, spec.rules_type())
    play(services, staff, table_id, random.Random(7), hands=3)

    lines = services.recall.hands(table_id, 10)
    finished = [line for line in lines if not line.in_play]
    assert len(finished) >= 3
    recall = services.recall.hand(table_id, finished[0].number)
    assert recall.steps and all(step.sentence.strip() for step in recall.steps)

    with services.db.read() as session:
        checked = verify(session)
    assert [c.problem for c in checked] == [None] * len(checked)

    shift = services.shifts.open_shifts()[0][0]
    report = services.reports.shift_report(shift)
    (line,) = [t for t in report.tables if t.table_id == table_id]
    assert line.hands >= 3 and line.handle > 0
    assert [f.label for f in line.game_figures] == [f.label for f in spec.ledger_spec.figures]
    if spec.ledger_spec.breakdown is not None:
        assert line.breakdown is not None
        assert sum(row.lines for row in line.breakdown.rows) > 0


@pytest.mark.parametrize("name", GAMES)
def test_every_game_plays_recalls_and_reports_through_a_floor_server(
    name: str, floor: Floor, services: Services, staff: Staff
) -> None:
    """The service leg again, at a floor console: each game's commands, events and state
    cross the wire and read back equal to what the services hold in-process."""
    spec = game(name)
    table_id = open_table(services, staff, name, spec.rules_type())
    remote = floor.console("T-01")
    dealer_name, _role, pin = STAFF["dealer"]
    dealer = remote.auth.login(dealer_name, pin, "ignored")
    rng = random.Random(7)
    for _ in range(300):
        view = remote.tables.view(table_id)
        if spec.engine.phase(view.state).hands_dealt >= 2 and spec.between(view.state):
            break
        outcome = remote.tables.submit(
            dealer, table_id, spec.demo.player(view.state, rng), uuid.uuid4().hex,
            expected_seq=view.seq,
        )  # fmt: skip
        assert outcome.state == services.tables.view(table_id).state
    else:
        raise AssertionError(f"table {table_id} did not finish 2 hands")
    assert remote.tables.view(table_id) == services.tables.view(table_id)
    lines = remote.recall.hands(table_id, 10)
    assert lines == services.recall.hands(table_id, 10)
    finished = [line for line in lines if not line.in_play]
    assert remote.recall.hand(table_id, finished[0].number) == services.recall.hand(
        table_id, finished[0].number
    )
    shift = services.shifts.open_shifts()[0][0]
    now = datetime.now(UTC)  # a table still open: its hours end at the same moment for both
    assert remote.reports.shift_report(shift, now) == services.reports.shift_report(shift, now)

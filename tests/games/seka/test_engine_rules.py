"""One scripted deal per rule of the Seka rules page, sections 3 to 5 (``rules/seka.md``).

Each test names its rule id (S-5 ... S-16) in its docstring and plays the smallest table that
shows the rule through the engine's pure API: commands in, events and state out. Every step
is checked twice over, because a test that only looked at the final stacks could pass with
the wrong events: the chips are conserved (stacks + pot + rake = what was bought in), and the
state ``execute`` returns is the fold of its events with ``evolve`` from the state before.

Amounts are minor units (100 to the unit). The default house rules are: ante 100, base bet
200, minimum raise 200, largest stake 2000, dark play on, reveal from the second orbit,
reveal ``previous``, svara split on, rake 5 % capped at 500. Seats are dealt from the
button's left; the first hand's button is the lowest occupied seat.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TypeVar

import pytest

from casino.equipment.french_pack import FrenchCard, parse_french_card
from casino.games.house_rules import RulesError
from casino.games.seating import AddChips, LeaveSeat, SeatPlayer
from casino.games.seka.engine import SEATING, evolve, execute, legal_commands, reveal_shows
from casino.games.seka.rules import SekaRules
from casino.games.seka.types import (
    AgreeSplit,
    AllIn,
    AntePosted,
    Call,
    CardsDealt,
    Command,
    DealSvara,
    Event,
    Fold,
    HandEnded,
    HandShown,
    HandStarted,
    HandVoided,
    JoinSvara,
    Look,
    Looked,
    Outshown,
    Paid,
    PassSvara,
    Phase,
    PotAwarded,
    Raise,
    RakeTaken,
    RefuseSplit,
    Reveal,
    SatOut,
    SekaState,
    Showdown,
    ShowdownDue,
    ShownHands,
    SplitAgreed,
    StartHand,
    SvaraDealt,
    SvaraDeclared,
    SvaraJoined,
    SvaraPassed,
    VoidHand,
)
from casino.games.spec import RuleViolation
from casino.games.table import offered

E = TypeVar("E")

DEFAULT = SekaRules()
LIGHT = SekaRules(dark="off")
"""Dark play off: every payment is the nominal stake, which keeps the sums easy to read."""


# --- helpers ---------------------------------------------------------------------------------


def cards(text: str) -> tuple[FrenchCard, ...]:
    return tuple(parse_french_card(token) for token in text.split())


def shown(*hands: tuple[int, str]) -> ShownHands:
    """Hands a live dealer enters at a reveal or showdown: ``(seat, "AH AD KC")``."""
    return tuple((seat, cards(text)) for seat, text in hands)


def table(rules: SekaRules, stacks: dict[int, int]) -> SekaState:
    """A table with a player in each seat of ``stacks``, holding that many chips."""
    state = SekaState(rules)
    for seat, chips in stacks.items():
        state = step(state, SeatPlayer(seat, f"Player {seat}", chips))[0]
    return state


def offers(state: SekaState, command: Command) -> bool:
    """Whether ``legal`` offers ``command`` (its kind, seat and amount), and a command the clock
    decides brings its time: ``decide`` checks the payload besides."""
    return offered(legal_commands(state), command) and SEATING.brought(state, command)


def step(state: SekaState, command: Command) -> tuple[SekaState, tuple[Event, ...]]:
    """Execute one command and check what every step must keep: the chips conserved, no
    negative stack, and the new state the fold of the events (``execute`` and ``evolve``
    must never disagree, or a replayed stream would differ from the table)."""
    assert offers(state, command), (command, legal_commands(state))
    after, events = execute(state, command)
    folded = state
    for event in events:
        folded = evolve(folded, event)
    assert folded == after
    assert after.conserved, after
    assert all(s is None or s.stack >= 0 for s in after.seats)
    return after, events


def play(state: SekaState, *commands: Command) -> tuple[SekaState, tuple[Event, ...]]:
    """Execute ``commands`` in order; all their events."""
    everything: list[Event] = []
    for command in commands:
        state, events = step(state, command)
        everything.extend(events)
    return state, tuple(everything)


def refused(state: SekaState, command: Command, *, payload: bool = False) -> str:
    """``command`` is refused, ``offers`` agrees, and the message is returned. With
    ``payload`` the refusal is of the command's payload (a shoe, the cards entered), which
    ``offers`` does not look at."""
    if not payload:
        assert not offers(state, command), command
    with pytest.raises(RuleViolation) as caught:
        execute(state, command)
    return str(caught.value)


def problems(**settings: object) -> dict[str, str]:
    """What is wrong with house rules of these settings ({} when they can be played)."""
    try:
        SekaRules(**settings)  # type: ignore[arg-type]
    except RulesError as exc:
        return exc.problems
    return {}


def of(kind: type[E], events: Iterable[Event]) -> list[E]:
    """The events of one kind, in order."""
    return [e for e in events if isinstance(e, kind)]


def stacks(state: SekaState) -> dict[int, int]:
    return {i + 1: s.stack for i, s in enumerate(state.seats) if s is not None}


def to_act(state: SekaState) -> int | None:
    hand = state.hand
    assert hand is not None
    return None if hand.to_act is None else hand.order[hand.to_act]


def kinds(state: SekaState) -> set[str]:
    return {o.kind for o in legal_commands(state)}


# --- 3. A deal -------------------------------------------------------------------------------


def test_s5_max_players_is_a_house_rule_bounded_by_the_pack() -> None:
    """S-5: 2 ... ``max_players`` players (default 10), never more than ⌊pack / 3⌋."""
    assert DEFAULT.max_players == 10 and not DEFAULT.problems()
    assert "max_players" in problems(max_players=11)
    assert "max_players" in problems(max_players=1)
    # seka-russian on 24 cards deals three cards to 8 players at most.
    assert not problems(profile="seka-russian", pack=24, max_players=8)
    problem = problems(profile="seka-russian", pack=24, max_players=9)
    assert "max_players" in problem and "24" in problem["max_players"]
    # svara-32: 32 // 3 = 10, so ten players are allowed.
    assert not problems(profile="svara-32", max_players=10)


def test_s5_the_table_seats_at_most_max_players_and_seating_is_between_deals() -> None:
    """S-5: a table of ``max_players`` 3 refuses a fourth player; players join and leave
    between deals only; a deal needs two players."""
    rules = SekaRules(max_players=3)
    state = table(rules, {1: 1000})
    refused(state, StartHand())  # one player is not a game
    state = table(rules, {1: 1000, 2: 1000, 3: 1000})
    refused(state, SeatPlayer(4, "Fourth", 1000))
    state, _ = step(state, StartHand())
    assert "between hands" in refused(state, LeaveSeat(1))
    assert "between hands" in refused(state, AddChips(1, 500))
    state = table(SekaRules(), {1: 1000, 2: 1000})
    state, _ = step(state, StartHand())
    assert "between hands" in refused(state, SeatPlayer(3, "Late", 1000))


def test_s6_a_player_who_cannot_cover_the_ante_sits_out() -> None:
    """S-6: every player dealt in posts the ante; one who cannot cover it sits out."""
    state = table(DEFAULT, {1: 1000, 2: 99, 3: 1000})
    state, events = step(state, StartHand())
    assert [e.seat for e in of(SatOut, events)] == [2]
    started = of(HandStarted, events)[0]
    assert isinstance(started, HandStarted) and started.order == (3, 1)
    assert of(AntePosted, events) == [AntePosted(3, 100), AntePosted(1, 100)]
    assert stacks(state) == {1: 900, 2: 99, 3: 900}
    assert state.hand is not None and state.hand.pot_total == 200
    # Two players who cannot cover it: no deal at all.
    state = table(DEFAULT, {1: 1000, 2: 50, 3: 99})
    refused(state, StartHand())


def test_s7_a_shoe_deals_one_card_at_a_time_from_the_buttons_left() -> None:
    """S-7: three cards each, one at a time clockwise from the button's left."""
    rules = SekaRules(cards="shoe")
    state = table(rules, {2: 1000, 4: 1000, 7: 1000})  # button 2: order 4, 7, 2
    shoe = rules.scoring().pack.shuffled(random.Random(7))
    state, events = step(state, StartHand(shoe))
    dealt = of(CardsDealt, events)[0]
    assert isinstance(dealt, CardsDealt)
    assert dealt.seats == (4, 7, 2)
    assert dealt.hands == (
        (shoe[0], shoe[3], shoe[6]),
        (shoe[1], shoe[4], shoe[7]),
        (shoe[2], shoe[5], shoe[8]),
    )
    assert state.hand is not None
    assert state.hand.contender(7).cards == (shoe[1], shoe[4], shoe[7])
    # A shoe table needs the whole pack; a live table takes none.
    two = table(rules, {1: 500, 2: 500})
    assert "shoe" in refused(two, StartHand(), payload=True)
    assert "shoe" in refused(two, StartHand(shoe[:-1]), payload=True)
    assert "live" in refused(table(DEFAULT, {1: 500, 2: 500}), StartHand(shoe), payload=True)


def test_s8_look_is_free_not_a_turn_only_on_ones_turn_and_final() -> None:
    """S-8: every player starts dark; a dark player may LOOK at the start of their turn;
    looking costs nothing, is not a turn and cannot be undone."""
    state = table(DEFAULT, {1: 1000, 2: 1000, 3: 1000})
    state, _ = step(state, StartHand())
    hand = state.hand
    assert hand is not None and all(c.dark for c in hand.contenders)
    assert to_act(state) == 2
    refused(state, Look(3))  # not seat 3's turn
    before = stacks(state)
    state, events = step(state, Look(2))
    assert events == (Looked(2),)
    assert stacks(state) == before  # free
    assert to_act(state) == 2  # still seat 2's turn
    assert state.hand is not None and state.hand.contender(2).turns == 0
    assert "look" not in kinds(state)
    refused(state, Look(2))  # cannot look twice, nor go back to dark
    state, events = step(state, Call(2))
    assert of(Paid, events) == [Paid(2, "call", 200, 200, False, False)]  # light: full stake
    assert state.hand is not None and not state.hand.contender(2).dark
    # Seat 3 is still dark and pays half.
    state, events = step(state, Call(3))
    assert of(Paid, events) == [Paid(3, "call", 100, 200, True, False)]


def test_s8_with_dark_off_everyone_plays_light() -> None:
    """S-8: with ``dark`` off every player starts light and nobody may LOOK."""
    state = table(LIGHT, {1: 1000, 2: 1000})
    state, _ = step(state, StartHand())
    assert state.hand is not None and not any(c.dark for c in state.hand.contenders)
    assert "look" not in kinds(state)
    refused(state, Look(2))
    state, events = step(state, Call(2))
    assert of(Paid, events) == [Paid(2, "call", 200, 200, False, False)]


# --- 4. Betting ------------------------------------------------------------------------------


def test_s9_a_dark_player_pays_half_a_light_player_the_nominal_stake() -> None:
    """S-9: the stake starts at ``base_bet``; amounts are nominal; a dark player pays half."""
    state = table(DEFAULT, {1: 5000, 2: 5000, 3: 5000})
    state, _ = step(state, StartHand())
    assert state.hand is not None and state.hand.stake == 200
    state, events = step(state, Raise(2, 600))  # dark: pays 300, stake 600
    assert of(Paid, events) == [Paid(2, "raise", 300, 600, True, False)]
    assert state.hand is not None and state.hand.stake == 600
    state, _ = step(state, Look(3))
    state, events = step(state, Call(3))  # light: pays 600
    assert of(Paid, events) == [Paid(3, "call", 600, 600, False, False)]
    state, events = step(state, Call(1))  # dark: pays 300
    assert of(Paid, events) == [Paid(1, "call", 300, 600, True, False)]
    assert stacks(state) == {1: 4600, 2: 4600, 3: 4300}


def test_s9_odd_stakes_are_refused_with_dark_play_on() -> None:
    """S-9: with ``dark`` on, ``base_bet`` and ``min_raise`` are even numbers of units (a dark
    player's half must be whole chips); with it off, odd units are fine."""
    assert "base_bet" in problems(base_bet=300, max_stake=3000)
    assert "min_raise" in problems(min_raise=300)
    assert not problems(dark="off", base_bet=300, min_raise=300, max_stake=2100)
    # A raise to an odd number of units is refused too (it would make a later half odd).
    state = table(DEFAULT, {1: 5000, 2: 5000})
    state, _ = step(state, StartHand())
    with pytest.raises(RuleViolation):
        execute(state, Raise(2, 500))


def test_s10_turns_go_clockwise_from_the_buttons_left_skipping_folded_players() -> None:
    """S-10: turns go clockwise from the button's left, skipping folded players, orbit after
    orbit."""
    state = table(LIGHT, {2: 5000, 5: 5000, 8: 5000, 9: 5000})  # button 2
    state, _ = step(state, StartHand())
    assert state.hand is not None and state.hand.order == (5, 8, 9, 2)
    seen = []
    for command in (Call(5), Fold(8), Call(9), Call(2), Call(5), Call(9)):
        seen.append(to_act(state))
        if len(seen) > 2:
            refused(state, Call(8))  # folded: never again this deal
        state, _ = step(state, command)
    assert seen == [5, 8, 9, 2, 5, 9]
    assert to_act(state) == 2
    assert "not seat 5's turn" in refused(state, Call(5))


def test_s11_raise_bounds_are_stake_plus_min_raise_to_max_stake() -> None:
    """S-11: RAISE to r with c + ``min_raise`` ≤ r ≤ ``max_stake``; pay r; c := r."""
    state = table(LIGHT, {1: 10_000, 2: 10_000, 3: 10_000})
    state, _ = step(state, StartHand())
    raises = [o for o in legal_commands(state) if o.kind == "raise"]
    assert [(o.low, o.high) for o in raises] == [(400, 2000)]
    assert "at least" in refused(state, Raise(2, 300))
    assert "largest stake" in refused(state, Raise(2, 2100))
    state, events = step(state, Raise(2, 1000))
    assert of(Paid, events) == [Paid(2, "raise", 1000, 1000, False, False)]
    assert [(o.low, o.high) for o in legal_commands(state) if o.kind == "raise"] == [
        (1200, 2000)
    ]
    refused(state, Raise(3, 1100))
    state, _ = step(state, Raise(3, 2000))
    # At the largest stake nobody may raise any more; a call pays it.
    assert "raise" not in kinds(state)
    refused(state, Raise(1, 2200))
    state, events = step(state, Call(1))
    assert of(Paid, events) == [Paid(1, "call", 2000, 2000, False, False)]


def test_s11_reveal_from_the_second_orbit() -> None:
    """S-11 (``reveal_from = second-orbit``): REVEAL is offered once every player dealt in
    has had one turn."""
    state = table(DEFAULT, {1: 5000, 2: 5000, 3: 5000, 4: 5000})
    state, _ = step(state, StartHand())
    for seat in (2, 3, 4, 1):
        assert to_act(state) == seat
        assert "reveal" not in kinds(state)
        assert "no reveal yet" in refused(state, Reveal(seat, shown((seat, "AH AD KC"))))
        state, _ = step(state, Call(seat))
    assert to_act(state) == 2 and "reveal" in kinds(state)


def test_s11_reveal_from_the_dealers_right() -> None:
    """S-11 (``reveal_from = dealer-right``): REVEAL is offered from the turn of the button's
    right-hand neighbour."""
    rules = SekaRules(reveal_from="dealer-right")
    state = table(rules, {1: 5000, 2: 5000, 3: 5000, 4: 5000})  # button 1: order 2 3 4 1
    state, _ = step(state, StartHand())
    for seat in (2, 3):
        assert "reveal" not in kinds(state)
        state, _ = step(state, Call(seat))
    assert to_act(state) == 4 and "reveal" in kinds(state)  # the button's right
    state, events = step(state, Reveal(4, shown((3, "AH AD KC"), (4, "KH 9H QC"))))
    assert of(Outshown, events) == [Outshown(4, 3, False, 4)]


def test_s11_reveal_from_the_dealers_right_heads_up_is_at_once() -> None:
    """S-11: with ``dealer-right``, heads-up the first player to act may reveal at once."""
    rules = SekaRules(reveal_from="dealer-right")
    state = table(rules, {1: 5000, 2: 5000})
    state, _ = step(state, StartHand())
    assert to_act(state) == 2 and "reveal" in kinds(state)
    # Heads-up under the default it must wait for the second orbit.
    plain = step(table(DEFAULT, {1: 5000, 2: 5000}), StartHand())[0]
    assert "reveal" not in kinds(plain)


def test_s12_one_player_left_takes_the_pot_unseen() -> None:
    """S-12: a deal ends when one player is left: they take the pot unseen."""
    state = table(DEFAULT, {1: 5000, 2: 5000, 3: 5000})
    state, events = play(state, StartHand(), Call(2), Fold(3), Fold(1))
    assert not of(HandShown, events)
    awards = of(PotAwarded, events)
    assert len(awards) == 1
    award = awards[0]
    assert isinstance(award, PotAwarded) and award.uncontested
    assert award.shares == ((2, 400 - 20),)  # antes 300 + a dark call 100, rake 5 %
    assert state.hand is None and state.rake == 20


def test_s12_forced_showdown_after_max_orbits_with_no_payment() -> None:
    """S-12: after ``max_orbits`` orbits the showdown is forced with no payment."""
    rules = SekaRules(max_orbits=2)
    state = table(rules, {1: 5000, 2: 5000, 3: 5000})
    state, events = play(state, StartHand(), *[Call(s) for s in (2, 3, 1, 2, 3)])
    assert not of(ShowdownDue, events)
    state, events = step(state, Call(1))
    assert of(ShowdownDue, events) == [ShowdownDue("orbits")]
    assert state.hand is not None and state.hand.phase is Phase.SHOWDOWN
    assert kinds(state) == {"showdown", "void"}
    refused(state, Call(2))
    before = stacks(state)
    pot = state.hand.pot_total
    assert pot == 300 + 6 * 100
    state, events = step(
        state, Showdown(shown((1, "AH AD KC"), (2, "KH 9H QC"), (3, "7H 7D 7S")))
    )
    assert not of(Paid, events)
    rake = DEFAULT.rake_for(pot)
    assert of(PotAwarded, events) == [PotAwarded(0, pot - rake, (2, 3, 1), ((3, pot - rake),),
                                                 False)]
    assert stacks(state) == {**before, 3: before[3] + pot - rake}


def test_s12a_an_all_in_wins_at_most_the_pot_at_that_moment() -> None:
    """S-12a: a player who cannot pay may go all-in: the pot at that moment, their chips
    included, is the pot they can win; later payments form a side pot for the others."""
    rules = SekaRules(dark="off", reveal="all")
    state = table(rules, {1: 5000, 2: 5000, 3: 300})
    state, _ = play(state, StartHand(), Raise(2, 400))
    assert kinds(state) >= {"all-in", "fold"} and "call" not in kinds(state)
    refused(state, Call(3))
    state, events = step(state, AllIn(3))
    assert of(Paid, events) == [Paid(3, "all-in", 200, 400, False, True)]
    assert state.hand is not None and state.hand.contender(3).cap == 300 + 400 + 200
    state, events = play(state, Call(1), Reveal(2, shown((1, "AH KD QC"), (2, "KH 9H 8S"),
                                                         (3, "7H 7D 7S"))))
    # Main pot 900 (everyone), side pot 400 + 400 (seats 1 and 2). Seat 3 has the best hand
    # but cannot win the side pot. (How the rake divides between the pots is
    # test_s15_each_pot_pays_its_own_share_of_rake.)
    awards = of(PotAwarded, events)
    assert [(a.pot, a.eligible, [s for s, _ in a.shares]) for a in awards
            ] == [(0, (2, 3, 1), [3]), (1, (2, 1), [2])]
    rake = sum(e.amount for e in of(RakeTaken, events))
    assert rake == 85  # 5 % of 1700
    main, side = (a.amount for a in awards)
    assert 900 - rake <= main <= 900 and side <= 800 and main + side + rake == 1700
    assert stacks(state) == {1: 4500, 2: 4100 + side, 3: main}


def test_s12a_an_all_in_at_the_ante_plays_for_the_antes() -> None:
    """S-12a: a player left with no chips after the ante is all-in for the antes; the others'
    later payments are a side pot they cannot win."""
    rules = SekaRules(dark="off", reveal="all")
    state = table(rules, {1: 5000, 2: 5000, 3: 100})
    state, _ = step(state, StartHand())
    assert state.hand is not None
    assert state.hand.contender(3).all_in and state.hand.contender(3).cap == 300
    assert to_act(state) == 2
    state, events = play(state, Call(2), Call(1),
                         Reveal(2, shown((1, "AH KD QC"), (2, "KH 9H 8S"), (3, "7H 7D 7S"))))
    awards = of(PotAwarded, events)
    assert [(a.pot, a.eligible, [s for s, _ in a.shares]) for a in awards
            ] == [(0, (2, 3, 1), [3]), (1, (2, 1), [2])]
    rake = sum(e.amount for e in of(RakeTaken, events))
    assert sum(a.amount for a in awards) + rake == 300 + 3 * 200
    assert awards[0].amount <= 300


# --- 5. Showdown and svara -------------------------------------------------------------------


def test_s13_previous_the_lower_hand_folds_and_play_goes_on() -> None:
    """S-13 (``previous``): the revealer and the nearest player still in before them show;
    the lower hand folds; play goes on while two or more remain."""
    state = table(DEFAULT, {1: 5000, 2: 5000, 3: 5000, 4: 5000})
    state, _ = play(state, StartHand(), Call(2), Fold(3), Call(4), Call(1), Call(2))
    assert to_act(state) == 4
    assert reveal_shows(state, 4) == (2, 4)  # seat 3 folded: seat 2 is nearest before 4
    state, events = step(state, Reveal(4, shown((2, "KH 9H QC"), (4, "AH AD KC"))))
    assert of(Outshown, events) == [Outshown(2, 4, False, 4)]
    assert not of(PotAwarded, events)
    assert state.hand is not None and [c.seat for c in state.hand.live] == [4, 1]
    assert to_act(state) == 1  # from the revealer's left
    # Between the last two a reveal is a showdown; seat 4's hand is known already.
    state, events = step(state, Reveal(1, shown((1, "7H 7D 7S"))))
    awards = of(PotAwarded, events)
    assert len(awards) == 1 and isinstance(awards[0], PotAwarded)
    assert [s for s, _ in awards[0].shares] == [1]
    assert state.hand is None


def test_s13_previous_on_equal_values_the_revealer_folds() -> None:
    """S-13 (``previous``): on equal values the revealer folds."""
    state = table(DEFAULT, {1: 5000, 2: 5000, 3: 5000})
    state, _ = play(state, StartHand(), Call(2), Call(3), Call(1))
    assert reveal_shows(state, 2) == (1, 2)  # nearest before seat 2 wraps to seat 1
    state, events = step(state, Reveal(2, shown((1, "AH KD QC"), (2, "AS KC QH"))))
    assert of(Outshown, events) == [Outshown(2, 1, True, 2)]
    assert to_act(state) == 3


def test_s13_all_every_hand_still_in_is_shown() -> None:
    """S-13 (``all``): every hand still in is shown at a REVEAL."""
    rules = SekaRules(reveal="all")
    state = table(rules, {1: 5000, 2: 5000, 3: 5000, 4: 5000})
    state, _ = play(state, StartHand(), Call(2), Fold(3), Call(4), Call(1))
    assert reveal_shows(state, 2) == (2, 4, 1)
    # Every hand still in must be entered.
    missing = refused(state, Reveal(2, shown((2, "AH AD KC"), (1, "KH 9H QC"))), payload=True)
    assert "seat 4" in missing
    state, events = step(
        state, Reveal(2, shown((2, "AH AD KC"), (4, "KH 9H QC"), (1, "7S 8S 9D")))
    )
    assert [e.seat for e in of(HandShown, events)] == [2, 4, 1]
    assert not of(Outshown, events)
    award = of(PotAwarded, events)[0]
    assert isinstance(award, PotAwarded) and award.shares[0][0] == 2


def test_s13_a_tied_side_pot_splits_with_odd_units_from_the_buttons_left() -> None:
    """S-13: where side pots exist each is settled among its players, and a tie splits that
    pot, odd units clockwise from the button's left (not by seat number)."""
    rules = SekaRules(dark="off", reveal="all")
    state = table(rules, {2: 5000, 3: 5000, 5: 300})  # button 2: order 3, 5, 2
    state, _ = play(state, StartHand(), Raise(3, 400), AllIn(5), Call(2))
    state, events = step(state, Reveal(3, shown((3, "QH 9H 8C"), (5, "AH KH 7D"),
                                                (2, "AS KS 7H"))))
    # Main pot 900 less its rake, an odd amount (815 with the whole 85 taken from it, 855
    # with its own 5 %), split between 5 and 2: seat 5, first from the button's left, takes
    # the odd unit. Side pot 800: seat 2 beats seat 3.
    assert of(SvaraDeclared, events) == []
    main, side = of(PotAwarded, events)
    assert isinstance(main, PotAwarded) and isinstance(side, PotAwarded)
    assert main.eligible == (3, 5, 2) and main.amount % 2 == 1
    assert main.shares == ((5, main.amount // 2 + 1), (2, main.amount // 2))
    assert side.eligible == (3, 2) and [s for s, _ in side.shares] == [2]


def test_s14_a_svara_is_split_when_every_tied_player_agrees() -> None:
    """S-14: a tie over the only pot is a svara; with ``svara_split`` on and every tied
    player agreeing, the pot is split (odd units from the button's left), less the rake."""
    state = table(DEFAULT, {1: 5000, 2: 5000})
    state, events = play(state, StartHand(), Call(2), Call(1),
                         Reveal(2, shown((1, "AH KD QC"), (2, "AS KC QH"))))
    assert of(SvaraDeclared, events) == [SvaraDeclared((2, 1), 500, 250)]
    assert not of(RakeTaken, events) and state.rake == 0
    assert state.hand is not None and state.hand.phase is Phase.SVARA_SPLIT
    refused(state, AgreeSplit(1))  # the vote goes from the button's left: seat 2 first
    state, events = play(state, AgreeSplit(2), AgreeSplit(1))
    assert of(SplitAgreed, events) == [SplitAgreed(2), SplitAgreed(1)]
    assert of(RakeTaken, events) == [RakeTaken(25)]
    assert of(PotAwarded, events) == [
        PotAwarded(0, 475, (2, 1), ((2, 238), (1, 237)), False, split=True)
    ]
    assert state.hand is None and state.button == 2


def _tie_of_three_and_one(rules: SekaRules, short: int = 500) -> tuple[SekaState,
                                                                       tuple[Event, ...]]:
    """Four players, button 1 (order 2 3 4 1): seat 2 folds, seat 3 reveals (``all``) and
    ties seat 1; seat 4 (``short`` chips) is lower. The pot is 800."""
    state = table(rules, {1: 5000, 2: 5000, 3: 5000, 4: short})
    return play(state, StartHand(), Fold(2), Call(3), Call(4), Call(1),
                Reveal(3, shown((3, "AH KD QC"), (4, "9H 8D 6S"), (1, "AS KC QH"))))


def test_s14_joining_a_svara_costs_half_the_pot_folded_players_included() -> None:
    """S-14: otherwise every other player dealt in, folded ones included, may join by paying
    J = ⌈P / k⌉, decided clockwise from the button's left; one who cannot pay J cannot
    join."""
    rules = SekaRules(reveal="all")
    state, events = _tie_of_three_and_one(rules)
    assert of(SvaraDeclared, events) == [SvaraDeclared((3, 1), 800, 400)]
    state, events = step(state, RefuseSplit(3))
    # Seat 2 (folded) is asked first; seat 4 has 300 left and cannot pay 400.
    assert state.hand is not None and state.hand.phase is Phase.SVARA_JOIN
    assert kinds(state) == {"join", "pass", "void"}
    refused(state, JoinSvara(4))
    refused(state, JoinSvara(3))  # a tied player does not join, they play
    state, events = step(state, JoinSvara(2))
    assert of(SvaraJoined, events) == [SvaraJoined(2, 400)]
    passed = of(SvaraPassed, events)
    assert len(passed) == 1 and isinstance(passed[0], SvaraPassed)
    assert passed[0].seat == 4 and passed[0].reason
    assert state.hand is not None and state.hand.phase is Phase.SVARA_DEAL
    assert stacks(state) == {1: 4800, 2: 4500, 3: 4700, 4: 300}


def test_s14_the_svara_deal_holds_the_button_no_antes_all_dark_stake_back_to_base() -> None:
    """S-14: the svara deal: the button does not move, no antes, a fresh deal to the tied
    players and the joiners, all dark, c := ``base_bet``."""
    rules = SekaRules(reveal="all")
    state, _ = _tie_of_three_and_one(rules)
    state, _ = play(state, RefuseSplit(3), PassSvara(2))
    assert state.hand is not None and state.hand.phase is Phase.SVARA_DEAL
    pot = state.hand.pot_total
    state, events = step(state, DealSvara())
    assert of(SvaraDealt, events) == [SvaraDealt(1, 1, (3, 1), None)]
    assert not of(AntePosted, events)
    hand = state.hand
    assert hand is not None and hand.button == 1 and state.button == 1
    assert hand.order == (3, 1) and all(c.dark for c in hand.contenders)
    assert hand.stake == 200 and hand.pot_total == pot and to_act(state) == 3


def test_s14_svara_split_off_goes_straight_to_joining_at_a_third_for_three() -> None:
    """S-14: with ``svara_split`` off there is no vote; a three-way svara costs ⌈P / 3⌉."""
    rules = SekaRules(reveal="all", svara_split="off")
    state = table(rules, {1: 5000, 2: 5000, 3: 5000, 4: 5000})
    state, events = play(state, StartHand(), Fold(2), Call(3), Call(4), Call(1),
                         Reveal(3, shown((3, "AH KD QC"), (4, "AD KC QH"), (1, "AS KH QD"))))
    # Pot: antes 400 + three dark calls 300 + a dark reveal 100 = 800; ⌈800 / 3⌉ = 267.
    assert of(SvaraDeclared, events) == [SvaraDeclared((3, 4, 1), 800, 267)]
    assert state.hand is not None and state.hand.phase is Phase.SVARA_JOIN
    refused(state, AgreeSplit(3))
    state, events = step(state, JoinSvara(2))
    assert of(SvaraJoined, events) == [SvaraJoined(2, 267)]
    state, events = step(state, DealSvara())
    assert of(SvaraDealt, events) == [SvaraDealt(1, 1, (2, 3, 4, 1), None)]


def test_s14_svara_after_svara_with_the_pot_as_it_stands() -> None:
    """S-14: another tie in the svara deal starts another svara with the pot as it stands;
    the rake is taken once, at the final award (S-15)."""
    rules = SekaRules(reveal="all")
    state, _ = _tie_of_three_and_one(rules)
    state, _ = play(state, RefuseSplit(3), JoinSvara(2), DealSvara())
    assert state.hand is not None and state.hand.order == (2, 3, 1)
    state, events = play(state, Call(2), Call(3), Call(1),
                         Reveal(2, shown((2, "10H 9H 8C"), (3, "10S 9S 8D"), (1, "7H 6D 6S"))))
    # 800 + 400 joined + three dark calls + a dark reveal = 1600; tie of two: J = 800.
    assert of(SvaraDeclared, events) == [SvaraDeclared((2, 3), 1600, 800)]
    assert state.svaras == 2 and state.rake == 0
    state, events = play(state, RefuseSplit(2), JoinSvara(1), DealSvara())
    assert of(SvaraDealt, events)[0] == SvaraDealt(1, 2, (2, 3, 1), None)
    state, events = play(state, Call(2), Fold(3), Fold(1))
    rake = rules.rake_for(2400 + 100)
    assert of(RakeTaken, events) == [RakeTaken(rake)]
    assert of(PotAwarded, events) == [PotAwarded(0, 2500 - rake, (2,), ((2, 2500 - rake),),
                                                 True)]
    assert state.rake == rake and state.button == 2


def test_s14_a_tied_player_with_no_chips_plays_the_svara_all_in() -> None:
    """S-14: a tied player with no chips left plays the svara all-in, for the pot as it
    stands (S-12a)."""
    rules = SekaRules(dark="off")
    state = table(rules, {1: 300, 2: 5000})  # button 1: order 2, 1
    state, events = play(state, StartHand(), Raise(2, 400), AllIn(1))
    assert of(ShowdownDue, events) == [ShowdownDue("all-in")]
    state, events = step(state, Showdown(shown((1, "AH KD QC"), (2, "AS KC QH"))))
    assert of(SvaraDeclared, events) == [SvaraDeclared((2, 1), 800, 400)]
    state, _ = play(state, RefuseSplit(2))
    assert state.hand is not None and state.hand.phase is Phase.SVARA_DEAL  # nobody to ask
    state, events = step(state, DealSvara())
    hand = state.hand
    assert hand is not None and hand.contender(1).all_in and hand.contender(1).cap == 800
    # Seat 1 all-in and one player with chips: betting is over, the showdown is due.
    assert of(ShowdownDue, events) == [ShowdownDue("all-in")]
    state, events = step(state, Showdown(shown((1, "7H 7D 7S"), (2, "AS KC QH"))))
    rake = rules.rake_for(800)
    assert of(PotAwarded, events) == [PotAwarded(0, 800 - rake, (2, 1), ((1, 800 - rake),),
                                                 False)]


def test_s15_no_rake_on_an_antes_only_pot() -> None:
    """S-15: the rake is not taken from a pot that holds antes only."""
    state = table(DEFAULT, {1: 5000, 2: 5000, 3: 5000})
    state, events = play(state, StartHand(), Fold(2), Fold(3))
    assert not of(RakeTaken, events)
    assert of(PotAwarded, events) == [PotAwarded(0, 300, (1,), ((1, 300),), True)]
    # Two players all-in at the ante: a showdown over antes only is not raked either.
    state = table(DEFAULT, {1: 100, 2: 100})
    state, events = step(state, StartHand())
    assert of(ShowdownDue, events) == [ShowdownDue("all-in")]
    state, events = step(state, Showdown(shown((1, "AH AD KC"), (2, "KH 9H QC"))))
    assert not of(RakeTaken, events) and state.rake == 0
    assert stacks(state) == {1: 200, 2: 0}


def test_s15_the_rake_is_capped() -> None:
    """S-15 / house revenue: 5 % of the pot finally awarded, at most the cap (500)."""
    rules = SekaRules(dark="off")
    state = table(rules, {1: 20_000, 2: 20_000})
    state, _ = play(state, StartHand(), Raise(2, 2000), Call(1), Call(2), Call(1))
    state, events = step(state, Reveal(2, shown((1, "AH KD QC"), (2, "7H 7D 7S"))))
    pot = 200 + 5 * 2000
    assert of(RakeTaken, events) == [RakeTaken(500)]
    assert of(PotAwarded, events) == [PotAwarded(0, pot - 500, (2, 1), ((2, pot - 500),),
                                                 False)]


def test_s16_the_button_moves_one_seat_left_after_the_award() -> None:
    """S-16: after the award the button moves one seat left (to the next player seated)."""
    state = table(DEFAULT, {1: 5000, 4: 5000, 9: 5000})
    buttons = []
    for _ in range(4):
        state, events = step(state, StartHand())
        started = of(HandStarted, events)[0]
        assert isinstance(started, HandStarted)
        buttons.append(started.button)
        assert started.order[-1] == started.button
        first = started.order[0]
        second = started.order[1]
        state, events = play(state, Fold(first), Fold(second))
        ended = of(HandEnded, events)[0]
        assert isinstance(ended, HandEnded) and ended.next_button == state.button
    assert buttons == [1, 4, 9, 1]


def test_void_returns_every_payment_of_the_hand_svara_fees_included() -> None:
    """Voids: every payment of the hand goes back, the antes, the turns and the svara fees,
    and no rake is taken."""
    rules = SekaRules(reveal="all")
    start = {1: 5000, 2: 5000, 3: 5000, 4: 500}
    state, _ = _tie_of_three_and_one(rules)
    state, _ = play(state, RefuseSplit(3), JoinSvara(2), DealSvara(), Call(2))
    assert state.hand is not None
    paid = state.hand.paid_in
    refused(state, VoidHand("misdeal", ""), payload=True)
    state, events = step(state, VoidHand("misdeal", "Pit Boss"))
    voided = of(HandVoided, events)
    assert len(voided) == 1 and isinstance(voided[0], HandVoided)
    assert voided[0].returned == ((1, 200), (2, 100 + 400 + 100), (3, 300), (4, 200))
    assert sum(amount for _, amount in voided[0].returned) == paid
    assert state.hand is None and stacks(state) == start and state.rake == 0


# --- what the engine once got wrong (found by these tests, fixed since) -------------------


def test_s11_dealer_right_with_the_button_sitting_out() -> None:
    """S-11 (``dealer-right``) with S-6: the button (seat 1) cannot cover the ante and sits
    out; the order is 2, 3, 4 and the button's right-hand neighbour is seat 4, so seat 3 may
    not reveal on its first turn."""
    rules = SekaRules(reveal_from="dealer-right")
    state = table(rules, {1: 50, 2: 5000, 3: 5000, 4: 5000})
    state, events = play(state, StartHand(), Call(2))
    started = of(HandStarted, events)[0]
    assert isinstance(started, HandStarted) and started.button == 1
    assert started.order == (2, 3, 4)
    assert to_act(state) == 3
    assert "reveal" not in kinds(state)


def test_s11_dealer_right_in_a_svara_deal_without_the_button() -> None:
    """S-11 with S-14: button 1 passes the svara, seats 2 and 3 tied and seat 4 joined; the
    svara order is 2, 3, 4 and the button's right-hand neighbour is seat 4, so seat 3 may
    not reveal on its first turn."""
    rules = SekaRules(reveal_from="dealer-right", reveal="all")
    state = table(rules, {1: 5000, 2: 5000, 3: 5000, 4: 5000})
    state, events = play(state, StartHand(), Call(2), Call(3),
                         Reveal(4, shown((2, "AH KD QC"), (3, "AS KC QH"), (4, "9H 8D 6S"),
                                         (1, "10S 9D 8C"))))
    assert of(SvaraDeclared, events) == [SvaraDeclared((2, 3), 700, 350)]
    state, _ = play(state, RefuseSplit(2), JoinSvara(4), PassSvara(1), DealSvara(), Call(2))
    assert state.hand is not None and state.hand.order == (2, 3, 4)
    assert to_act(state) == 3
    assert "reveal" not in kinds(state)


def test_s15_no_rake_from_an_antes_only_main_pot() -> None:
    """S-15 with S-12a: seat 3 is all-in at the ante, so the main pot (300) holds antes only
    and is not raked; the side pot (600) pays 5 %."""
    rules = SekaRules(dark="off", reveal="all")
    state = table(rules, {1: 5000, 2: 5000, 3: 100})
    state, events = play(state, StartHand(), Call(2), Call(1),
                         Reveal(2, shown((1, "AH KD QC"), (2, "KH 9H 8S"), (3, "7H 7D 7S"))))
    assert of(PotAwarded, events) == [
        PotAwarded(0, 300, (2, 3, 1), ((3, 300),), False),
        PotAwarded(1, 600 - 30, (2, 1), ((2, 570),), False),
    ]


def test_s15_the_hands_one_rake_comes_from_the_main_pot_first() -> None:
    """S-15 / house revenue with S-12a: main pot 900 to the all-in seat 3, side pot 800 to
    seat 2; the hand's one rake is 5 % of both, 85 (under the hand's cap), taken from the main
    pot first (the house-revenue page's ruling), so the side pot is paid in full."""
    rules = SekaRules(dark="off", reveal="all")
    state = table(rules, {1: 5000, 2: 5000, 3: 300})
    state, events = play(state, StartHand(), Raise(2, 400), AllIn(3), Call(1),
                         Reveal(2, shown((1, "AH KD QC"), (2, "KH 9H 8S"), (3, "7H 7D 7S"))))
    assert of(RakeTaken, events) == [RakeTaken(85, 0)]
    assert of(PotAwarded, events) == [
        PotAwarded(0, 900 - 85, (2, 3, 1), ((3, 815),), False),
        PotAwarded(1, 800, (2, 1), ((2, 800),), False),
    ]


def test_the_rake_is_capped_once_for_the_hand() -> None:
    """Two pots each over the cap's share: the hand pays the cap once, not once a pot."""
    rules = SekaRules(dark="off", reveal="all", rake_cap=50)
    state = table(rules, {1: 5000, 2: 5000, 3: 300})
    state, events = play(state, StartHand(), Raise(2, 400), AllIn(3), Call(1),
                         Reveal(2, shown((1, "AH KD QC"), (2, "KH 9H 8S"), (3, "7H 7D 7S"))))
    assert of(RakeTaken, events) == [RakeTaken(50, 0)]
    assert [p.amount for p in of(PotAwarded, events)] == [850, 800]


def test_s9_a_raise_off_the_stakes_step_is_not_offered() -> None:
    """S-9 / S-11: with dark play on, a raise to 5 units is refused by ``execute``, so
    ``offers`` must say no to it as well."""
    state = step(table(DEFAULT, {1: 5000, 2: 5000}), StartHand())[0]
    with pytest.raises(RuleViolation):
        execute(state, Raise(2, 500))
    assert not offers(state, Raise(2, 500))

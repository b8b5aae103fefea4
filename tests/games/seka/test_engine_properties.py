"""Properties of the Seka engine over random house rules and random legal play.

Each example draws a rules variant (every scoring profile, seka-russian on 24, 36 and 52
cards with and without its joker, both reveal modes, both ``reveal_from``, svara split on and
off, dark play on and off, live and shoe tables, short orbit limits so forced showdowns
happen) and a table of short stacks (so all-ins, side pots and players who cannot pay a svara
fee are common), then plays hands of commands drawn by ``casino.games.seka.player``, the
engine's own random player. After every command it checks what no hand may break:

- chips are conserved (stacks + pot + rake + time charges = what was bought in) and no
  stack is negative;
- the state ``execute`` returns is the fold of its events with ``evolve`` (a replayed stream
  must reach the same table);
- the stake never exceeds ``max_stake``, and each payment is the stake, half of it dark (S-9);
- each hand's pots are awarded exactly once, at its end: the pot awards, the chips returned
  and the rake add up to everything paid in the hand (antes, turns and svara fees), a svara
  never takes rake, and a void returns every payment;
- a command is accepted exactly when it is offered (``offers``), for every offered command
  and a spread of illegal ones (wrong seat, out of turn, a raise out of bounds, a LOOK when light,
  a svara join out of turn...), and a refused command leaves the state as it was.
"""

from __future__ import annotations

import copy
import random
from decimal import Decimal

from hypothesis import event, given, settings
from hypothesis import strategies as st
from table_clock import stamped

from casino.games.seating import AddChips, LeaveSeat, SeatPlayer
from casino.games.seka.engine import (
    SEATING,
    evolve,
    execute,
    left_of,
    legal_commands,
    reveal_shows,
)
from casino.games.seka.player import between_hands, command_for, random_command, shuffled
from casino.games.seka.rules import SekaRules
from casino.games.seka.types import (
    SEATS,
    AgreeSplit,
    AllIn,
    AntePosted,
    Call,
    ChipsReturned,
    CollectTimeCharge,
    Command,
    DealSvara,
    Event,
    Fold,
    HandEnded,
    HandStarted,
    HandVoided,
    JoinSvara,
    Look,
    Paid,
    PassSvara,
    PotAwarded,
    Raise,
    RakeTaken,
    RefuseSplit,
    Reveal,
    SekaState,
    Showdown,
    ShowdownDue,
    StartHand,
    SvaraDealt,
    SvaraDeclared,
    SvaraJoined,
    VoidHand,
)
from casino.games.seka.values import JOKERS, PROFILES, RUSSIAN_PACKS, SEKA_RUSSIAN, profile
from casino.games.spec import RuleViolation
from casino.games.table import offered

MAX_COMMANDS = 600
"""A runaway guard: with ``max_orbits`` at most 4 every hand ends long before this."""


@st.composite
def rules_variants(draw: st.DrawFn) -> SekaRules:
    """Valid house rules of every kind the rules page allows, with small stakes."""
    name = draw(st.sampled_from(PROFILES))
    pack, joker = 36, "none"
    if name == SEKA_RUSSIAN:
        pack = draw(st.sampled_from(RUSSIAN_PACKS))
        joker = draw(st.sampled_from(JOKERS))
    most = min(len(SEATS), profile(name, pack, joker).max_players)
    dark = draw(st.sampled_from(["on", "off"]))
    step = 200 if dark == "on" else 100
    base_bet = step * draw(st.integers(1, 2))
    return SekaRules(
        profile=name,
        pack=pack,
        joker=joker,
        max_players=draw(st.integers(2, most)),
        ante=draw(st.sampled_from([0, 100, 200])),
        base_bet=base_bet,
        min_raise=step * draw(st.integers(1, 2)),
        max_stake=base_bet + step * draw(st.integers(0, 6)),
        dark=dark,
        reveal_from=draw(st.sampled_from(["second-orbit", "dealer-right"])),
        reveal=draw(st.sampled_from(["previous", "all"])),
        svara_split=draw(st.sampled_from(["on", "off"])),
        max_orbits=draw(st.integers(1, 4)),
        cards=draw(st.sampled_from(["live", "shoe"])),
        rake_percent=draw(st.sampled_from([Decimal(0), Decimal(5), Decimal("2.5")])),
        rake_cap=draw(st.sampled_from([0, 50, 500])),
        rake_min_pot=draw(st.sampled_from([0, 500])),
        time_charge=draw(st.sampled_from([0, 0, 50])),
    )


def _seat_table(rules: SekaRules, rng: random.Random) -> tuple[SekaState, int]:
    """A table of 2 to 6 players (never more than the rules seat) in random seats, with
    short random stacks; the number of players ``between_hands`` keeps seated."""
    players = rng.randint(2, min(6, rules.max_players))
    state = SekaState(rules)
    for seat in sorted(rng.sample(SEATS, players)):
        chips = rng.choice([rules.ante or 100, 300, 700, 1500, 4000])
        state, _ = execute(state, SeatPlayer(seat, f"Player {seat}", chips))
    return state, players


def _stack(state: SekaState, seat: int) -> int:
    occupant = state.seat(seat)
    return occupant.stack if occupant is not None else 0


def _next(state: SekaState, rng: random.Random, players: int) -> Command:
    if state.hand is not None:
        return random_command(state, rng)
    return stamped(between_hands(state, rng, players), state.seats)


def _paid_in(events: list[Event]) -> int:
    return sum(e.amount for e in events if isinstance(e, AntePosted | Paid | SvaraJoined))


def _check_step(state: SekaState, command: Command, after: SekaState,
                events: tuple[Event, ...]) -> None:
    """What every command keeps (module docstring)."""
    folded = state
    for e in events:
        folded = evolve(folded, e)
    assert folded == after, command
    assert after.conserved, (command, events)
    assert all(s is None or s.stack >= 0 for s in after.seats), after.seats
    rules = state.rules
    if after.hand is not None:
        assert after.hand.stake <= rules.max_stake
        assert after.hand.pot_total >= 0
    for e in events:
        if isinstance(e, Paid):
            assert e.stake <= rules.max_stake
            due = rules.cost(e.stake, e.dark)
            assert e.amount == due or (e.action == "all-in" and 0 < e.amount < due), e
        elif isinstance(e, SvaraDeclared):
            assert e.join_fee == -(-e.pot // len(e.tied))
            assert not any(isinstance(x, RakeTaken | PotAwarded) for x in events)
            event(f"svara of {len(e.tied)}")
        elif isinstance(e, SvaraDealt) and e.deal > 1:
            event("svara after svara")
        elif isinstance(e, ShowdownDue):
            event(f"forced showdown ({e.reason})")


def _check_hand(state_before: SekaState, hand_events: list[Event], button: int) -> None:
    """A finished (or voided) hand: every pot awarded exactly once, and what left the pot is
    what was paid into it."""
    paid = _paid_in(hand_events)
    voided = [e for e in hand_events if isinstance(e, HandVoided)]
    awards = [e for e in hand_events if isinstance(e, PotAwarded)]
    rake = sum(e.amount for e in hand_events if isinstance(e, RakeTaken))
    returned = sum(e.amount for e in hand_events if isinstance(e, ChipsReturned))
    if voided:
        assert not awards and not rake and not returned
        assert sum(amount for _, amount in voided[0].returned) == paid
        event("void")
        return
    assert [a.pot for a in awards] == list(range(len(awards)))
    for award in awards:
        assert sum(share for _, share in award.shares) == award.amount
        assert {seat for seat, _ in award.shares} <= set(award.eligible)
        shares = [share for _, share in award.shares]
        assert max(shares) - min(shares) <= 1  # an even split, odd units one at a time
        event("side pot" if award.pot else "split" if award.split else
              "unseen" if award.uncontested else "shown")
    assert sum(a.amount for a in awards) + rake + returned == paid
    ended = [e for e in hand_events if isinstance(e, HandEnded)]
    assert len(ended) == 1 and hand_events[-1] == ended[0]
    seated = [s for s in SEATS if state_before.seat(s) is not None]
    assert ended[0].next_button == left_of(button, seated)[0]  # S-16
    if returned:
        event("chips returned")


def offers(state: SekaState, command: Command) -> bool:
    """Whether ``legal`` offers ``command`` (its kind, seat and amount), and a command the clock
    decides brings its time: ``decide`` checks the payload besides."""
    return offered(legal_commands(state), command) and SEATING.brought(state, command)


@settings(max_examples=300, deadline=None)
@given(rules=rules_variants(), seed=st.integers(0, 2**32))
def test_random_play_keeps_every_invariant(rules: SekaRules, seed: int) -> None:
    """Chips conserved, fold = execute, stakes bounded, each hand settled exactly once."""
    rng = random.Random(seed)
    state, players = _seat_table(rules, rng)
    hands = 0
    hand_events: list[Event] = []
    button = 0
    for _ in range(MAX_COMMANDS):
        if hands >= 8:
            break
        command = _next(state, rng, players)
        if state.hand is not None and rng.random() < 0.01:
            command = VoidHand("dealer error", "Pit Boss")
        assert offers(state, command), (command, legal_commands(state))
        after, events = execute(state, command)
        _check_step(state, command, after, events)
        for e in events:
            if isinstance(e, HandStarted):
                hand_events, button = [], e.button
        hand_events.extend(events)
        if state.hand is not None and after.hand is not None:
            assert after.hand.button == state.hand.button  # held through svaras (S-14)
        if after.hand is None and any(isinstance(e, HandEnded | HandVoided) for e in events):
            _check_hand(state, hand_events, button)
            hands += 1
        state = after
    assert hands >= 8, "the hands did not finish"


# --- legality --------------------------------------------------------------------------------


def _shown_for(state: SekaState, seat: int, rng: random.Random) -> Reveal:
    """A well-formed Reveal by ``seat`` (the right hands entered at a live table)."""
    hand = state.hand
    assert hand is not None
    if state.rules.cards == "shoe" or seat not in [c.seat for c in hand.live]:
        return Reveal(seat)
    pack = [c for c in shuffled(state.rules, rng)
            if all(c not in (x.shown or ()) for x in hand.contenders)]
    showing = [s for s in reveal_shows(state, seat) if hand.contender(s).shown is None]
    return Reveal(seat, tuple((s, tuple(pack[3 * i: 3 * i + 3])) for i, s in enumerate(showing)))


def _candidates(state: SekaState, rng: random.Random, names: list[str]) -> list[Command]:
    """Every offered command made concrete, and illegal ones of every kind: each kind for
    seats in and out of the hand (and seats that do not exist), raises at and around each
    bound on the stake's step, a look when light, a svara decision out of turn."""
    rules = state.rules
    hand = state.hand
    step = rules.unit * (2 if rules.dark_play else 1)
    out: list[Command] = []
    for option in legal_commands(state):
        if option.kind in ("seat", "add-chips", "leave", "time-charge", "start", "void"):
            continue
        out.append(command_for(state, option, rng))
    seats = [0, 11, *rng.sample(SEATS, 4)]
    if hand is not None:
        seats += list(hand.order)
    amounts = {rules.max_stake + step, rules.max_stake, rules.base_bet}
    if hand is not None:
        amounts |= {hand.stake, hand.stake + rules.min_raise - step,
                    hand.stake + rules.min_raise}
    for option in legal_commands(state):
        if option.kind == "raise" and option.high is not None:
            amounts |= {option.low - step, option.low, option.high, option.high + step}
    for seat in seats:
        out += [Look(seat), Call(seat), Fold(seat), AllIn(seat), AgreeSplit(seat),
                RefuseSplit(seat), JoinSvara(seat), PassSvara(seat), LeaveSeat(seat),
                stamped(LeaveSeat(seat), state.seats)]
        out += [Raise(seat, amount) for amount in amounts if amount > 0]
        out.append(_shown_for(state, seat, rng) if hand is not None else Reveal(seat))
        names.append(f"Guest {len(names)}")
        out += [AddChips(seat, rng.choice([0, 500])),
                SeatPlayer(seat, names[-1], rng.choice([0, 1000]))]
    shoe = shuffled(rules, rng) if rules.cards == "shoe" else None
    out += [StartHand(shoe), DealSvara(shoe), CollectTimeCharge(),
            stamped(CollectTimeCharge(), state.seats),
            VoidHand("dealer error", "Pit Boss")]
    if not any(isinstance(c, Showdown) for c in out):
        out.append(Showdown())
    return out


@settings(max_examples=100, deadline=None)
@given(rules=rules_variants(), seed=st.integers(0, 2**32))
def test_a_command_is_accepted_exactly_when_it_is_offered(rules: SekaRules,
                                                              seed: int) -> None:
    """Every candidate, legal or not, is accepted exactly when it is offered; an
    illegal one raises ``RuleViolation`` and leaves the state as it was."""
    rng = random.Random(seed)
    state, players = _seat_table(rules, rng)
    names: list[str] = []
    hands = 0
    for _ in range(MAX_COMMANDS):
        if hands >= 3:
            break
        before = copy.deepcopy(state)
        for command in _candidates(state, rng, names):
            legal = offers(state, command)
            refusal = ""
            try:
                execute(state, command)
            except RuleViolation as exc:
                refusal = str(exc) or "(a refusal with no message)"
            assert "no message" not in refusal, command
            accepted = not refusal
            assert accepted == legal, (command, legal_commands(state))
            event("refused" if not accepted else "accepted")
        assert state == before
        command = _next(state, rng, players)
        after, events = execute(state, command)
        if any(isinstance(e, HandEnded | HandVoided) for e in events):
            hands += 1
        state = after
    assert hands >= 3


@settings(max_examples=150, deadline=None)
@given(rules=rules_variants(), seed=st.integers(0, 2**32), moves=st.integers(0, 60))
def test_a_void_returns_every_payment_of_the_hand(rules: SekaRules, seed: int,
                                                  moves: int) -> None:
    """A void at any point of a hand, svaras included, puts every stack back as it was
    before the hand's antes and takes no rake."""
    rng = random.Random(seed)
    state, players = _seat_table(rules, rng)
    before_hand = {s: _stack(state, s) for s in SEATS}
    for _ in range(moves):
        if state.hand is None:
            before_hand = {s: _stack(state, s) for s in SEATS}
        state, _ = execute(state, _next(state, rng, players))
    while state.hand is None:
        before_hand = {s: _stack(state, s) for s in SEATS}
        state, _ = execute(state, _next(state, rng, players))
    hand = state.hand
    event(f"void at the {hand.phase}" + (" of a svara deal" if hand.deal else ""))
    rake = state.rake
    state, events = execute(state, VoidHand("misdeal", "Pit Boss"))
    assert [type(e) for e in events] == [HandVoided]
    assert state.hand is None and state.rake == rake and state.conserved
    assert {s: _stack(state, s) for s in SEATS} == before_hand

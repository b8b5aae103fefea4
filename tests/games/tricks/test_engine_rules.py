"""The trick games' rules, one scripted test per rule id of the rules page (D-n Sedma, R-n
Ristikontra, H-n Hola), with shoes arranged card by card and live results entered as a host
would."""

from __future__ import annotations

import pytest

from casino.equipment.french_pack import parse_french_card as card
from casino.games.seating import LeaveSeat, SeatPlayer
from casino.games.spec import RuleViolation
from casino.games.table import offered
from casino.games.tricks.engine import (
    draws_for,
    execute,
    legal_commands,
    playable,
    result_refusal,
)
from casino.games.tricks.hola.rules import HolaRules
from casino.games.tricks.ristikontra.rules import RistikontraRules
from casino.games.tricks.scoring import MatchScore
from casino.games.tricks.sedma.rules import SedmaRules
from casino.games.tricks.types import (
    CardPlayed,
    CardsDrawn,
    CollectTimeCharge,
    DealEnded,
    DealScored,
    DealState,
    DealVoided,
    EndTrick,
    EnterResult,
    FeeCharged,
    MatchAbandoned,
    MatchEnded,
    PlayCard,
    PlayDark,
    Settled,
    StartDeal,
    TrickWon,
    VoidDeal,
)

from .conftest import dealt, drawing, run, seated

AT = "2026-11-24T20:31:00+00:00"
"""The time the service stamps on a leaving and a time charge (``seating.CLOCKED``)."""


def play(*seat_cards: tuple[int, str]) -> list[PlayCard]:
    return [PlayCard(seat, card(text)) for seat, text in seat_cards]


# --- Sedma -----------------------------------------------------------------------------------

SEDMA_HANDS = {1: "9S 9H AS 7D", 2: "10H 7C AH 8D", 3: "JD 8H 9D KC", 4: "9C 10S 8C QD"}
SEDMA_STOCK = "KS QS 7S 8S AD JS KH JH"


def sedma_first_trick() -> tuple[object, list[object]]:
    state, _ = dealt(SedmaRules(cards="shoe"), 4, SEDMA_HANDS, SEDMA_STOCK)
    return run(state, *play((1, "9S"), (2, "10H"), (3, "JD"), (4, "9C")))


def test_d8_the_leader_continues_only_with_a_seven_or_the_rank_led() -> None:
    state, _ = sedma_first_trick()
    assert state.deal.deciding == 1  # type: ignore[attr-defined]
    assert set(playable(state, 1)) == {card("9H"), card("7D")}  # type: ignore[arg-type]
    with pytest.raises(RuleViolation, match="rank first led"):
        execute(state, PlayCard(1, card("AS")))  # type: ignore[arg-type]
    assert card("AS") not in playable(state, 1)  # type: ignore[arg-type]


def test_d8_with_continue_with_any_the_leader_continues_with_any_card() -> None:
    state, _ = dealt(SedmaRules(cards="shoe", continue_with="any"), 4, SEDMA_HANDS, SEDMA_STOCK)
    state, _ = run(state, *play((1, "9S"), (2, "10H"), (3, "JD"), (4, "9C")))
    assert card("AS") in playable(state, 1)
    state, events = execute(state, drawing(state, PlayCard(1, card("AS"))))
    assert events == (CardPlayed(1, card("AS"), False, 2),)


def test_d9_the_rules_page_example_e_wins_eight_cards_worth_twenty() -> None:
    state, _ = sedma_first_trick()
    state, _ = run(state, *play((1, "9H"), (2, "7C"), (3, "8H"), (4, "10S")))  # type: ignore[arg-type]
    assert state.deal.deciding == 1  # 7D would continue: the leader chooses
    state, events = execute(state, drawing(state, EndTrick(1)))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert (won.winner, len(won.cards), won.points, won.ended_by_leader) == (2, 8, 20, True)


def test_d10_the_winner_draws_first_and_leads_and_a_leader_who_cannot_continue_ends_it() -> None:
    state, _ = sedma_first_trick()
    state, _ = run(state, *play((1, "9H"), (2, "7C"), (3, "8H"), (4, "10S")), EndTrick(1))  # type: ignore[arg-type]
    drawn = [e for e in _ if isinstance(e, CardsDrawn)][-1]
    assert [seat for seat, _c in drawn.draws] == [2, 2, 3, 3, 4, 4, 1, 1]
    assert state.deal.to_play == 2
    # The rules page's second example: E A, S 7, W A, N K: W takes it; E holds no A or 7 to
    # continue with, so the trick ends by itself.
    state, events = run(state, *play((2, "AH"), (3, "7S"), (4, "AD"), (1, "KH")))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert (won.winner, won.points, won.ended_by_leader) == (4, 20, False)
    assert state.deal.to_play == 4


def test_d11_d3_a_whole_deal_scores_ninety_with_ten_for_the_last_trick() -> None:
    import random

    from casino.games.tricks.player import next_command

    state, _ = dealt(SedmaRules(cards="shoe"), 4, SEDMA_HANDS, SEDMA_STOCK)
    rng = random.Random(3)
    events: list[object] = []
    while state.deal is not None:
        state, done = execute(state, next_command(state, rng))
        events += done
    tricks = [e for e in events if isinstance(e, TrickWon)]
    assert [t.bonus for t in tricks] == [0] * (len(tricks) - 1) + [10]
    scored = next(e for e in events if isinstance(e, DealScored))
    assert sum(scored.points) == 90 and scored.points[0] != scored.points[1]


@pytest.mark.parametrize(
    ("dealer_side", "all_tricks", "stakes"),
    [(50, False, 1), (90, False, 2), (90, True, 3), (0, True, 3), (40, False, 1)],
)
def test_d12_the_losers_pay_one_two_or_three_stakes_shared_by_the_winners(
    dealer_side: int, all_tricks: bool, stakes: int
) -> None:
    state = seated(SedmaRules())
    state, events = run(state, StartDeal(None, 1), EnterResult(dealer_side, all_tricks))
    settled = next(e for e in events if isinstance(e, Settled))
    losers = (2, 4) if dealer_side > 45 else (1, 3)
    winners = (1, 3) if dealer_side > 45 else (2, 4)
    assert settled.paid == tuple((s, stakes * 100) for s in losers)
    assert settled.won == tuple((s, stakes * 100) for s in winners)
    assert state.seat(winners[0]).stack == 10_000 + stakes * 100  # type: ignore[union-attr]


def test_d5_the_deal_passes_left_when_the_dealers_side_won_and_to_the_partner_when_it_lost() -> (
    None
):
    state = seated(SedmaRules())
    state, events = run(state, StartDeal(None, 1), EnterResult(50))
    assert events[-1] == DealEnded(1, 2)  # seat 1's side won: seat 2, a loser, deals
    state, events = run(state, StartDeal(), EnterResult(40))
    assert events[-1] == DealEnded(2, 4)  # seat 2's side lost: its partner, seat 4, deals


def test_d5_heads_up_the_loser_deals() -> None:
    state = seated(SedmaRules(players=2))
    state, events = run(state, StartDeal(None, 1), EnterResult(40))
    assert events[-1] == DealEnded(1, 1)
    state, events = run(state, StartDeal(), EnterResult(60))
    assert events[-1] == DealEnded(2, 2)


@pytest.mark.parametrize(
    ("points", "all_tricks", "why"),
    [
        (45, False, "cannot happen"),
        (100, False, "a deal has 90"),
        (50, True, "all 90 points"),
        (-10, False, "cannot have"),
    ],
)
def test_sedma_live_entries_that_cannot_happen_are_refused(
    points: int, all_tricks: bool, why: str
) -> None:
    state, _ = run(seated(SedmaRules()), StartDeal(None, 1))
    with pytest.raises(RuleViolation, match=why):
        execute(state, EnterResult(points, all_tricks))


# --- Ristikontra -----------------------------------------------------------------------------

RISTI_HANDS = {
    1: "KS KH KD 2C 3C 4C",
    2: "5S 5H 5D 6C 7C 8C",
    3: "9S 9H 9D 10C JC QC",
    4: "2S 2H 2D 3S 3H 3D",
}
RISTI_STOCK = "4S 4H 4D 6S 6H 6D 7S 7H 7D 8S 8H 8D 9C"


def test_r6_a_card_played_from_hand_is_replaced_at_once_from_the_stock() -> None:
    state, _ = dealt(RistikontraRules(cards="shoe"), 4, RISTI_HANDS, RISTI_STOCK)
    state, events = execute(state, drawing(state, PlayCard(1, card("KS"))))
    assert events == (CardPlayed(1, card("KS")), CardsDrawn(((1, card("4S")),)))
    assert len(state.deal.hand(1)) == 6


def test_r7_playing_in_the_dark_plays_the_stock_top_and_draws_nothing() -> None:
    state, _ = dealt(RistikontraRules(cards="shoe"), 4, RISTI_HANDS, RISTI_STOCK)
    state, events = execute(state, drawing(state, PlayDark(1)))
    assert events == (CardPlayed(1, card("4S"), True),)
    assert len(state.deal.hand(1)) == 6 and state.deal.stock_left == 52 - 24 - 1


def test_r5_r4_one_round_and_the_leader_wins_when_nobody_matched() -> None:
    state, _ = dealt(RistikontraRules(cards="shoe"), 4, RISTI_HANDS, RISTI_STOCK)
    state, events = run(state, *play((1, "KS"), (2, "5S"), (3, "9S"), (4, "2S")))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert (won.winner, won.points, len(won.cards)) == (1, 4 + 10 * 0, 4)


@pytest.mark.parametrize("limit", [3, 2])
def test_r8_no_fourth_lead_of_a_rank_from_hand_but_in_the_dark_it_may(limit: int) -> None:
    rules = RistikontraRules(cards="shoe", max_same_rank_leads=limit)
    state, _ = dealt(rules, 4, {**RISTI_HANDS, 1: "KS KH KD KC 3C 4C"}, RISTI_STOCK)
    follows = ["5S 9S 2S", "5H 9H 2H", "5D 9D 2D"]
    for lead, others in zip(("KS", "KH", "KD")[:limit], follows, strict=False):
        moves = [(1, lead), *zip((2, 3, 4), others.split(), strict=True)]
        state, _ = run(state, *play(*moves))
        assert state.deal.to_play == 1
    assert card("KC") not in playable(state, 1)
    with pytest.raises(RuleViolation, match=f"last {limit} tricks were all led with a K"):
        execute(state, drawing(state, PlayCard(1, card("KC"))))
    assert offered(legal_commands(state), PlayDark(1))


def test_r10_sixty_all_holds_the_point_for_the_next_deals_winners() -> None:
    state = seated(RistikontraRules())
    state, events = run(state, StartDeal(None, 1), EnterResult(60))
    assert not [e for e in events if isinstance(e, Settled)]
    assert state.match == MatchScore((0, 0), 1, 1)
    state, events = run(state, StartDeal(), EnterResult(50))  # seat 2 deals: its side 50
    scored = next(e for e in events if isinstance(e, DealScored))
    assert scored.scored == (2, 0) and scored.held == 0  # 70-50 scores 1 + the held 1
    settled = next(e for e in events if isinstance(e, Settled))
    assert settled.stakes == 2 and settled.paid == ((2, 200), (4, 200))


def test_r11_the_match_ends_at_the_target_and_per_match_settles_once() -> None:
    state = seated(RistikontraRules(target=3, settle="per-match"))
    moved = []
    for dealer_points in (61, 61, 120):  # the dealer moves left: 1, 2, 3
        state, events = run(
            state, StartDeal(None, None if state.dealer else 1), EnterResult(dealer_points)
        )
        moved += [e for e in events if isinstance(e, Settled)]
    assert state.match is None and state.matches == 1
    assert [m.stakes for m in moved] == [1]
    assert any(isinstance(e, MatchEnded) and e.scores == (3, 1) for e in events)


@pytest.mark.parametrize("points", [1, 119, 121])
def test_ristikontra_live_entries_that_cannot_happen_are_refused(points: int) -> None:
    state, _ = run(seated(RistikontraRules()), StartDeal(None, 1))
    with pytest.raises(RuleViolation, match=f"{points}"):
        execute(state, EnterResult(points))
    with pytest.raises(RuleViolation, match="points only"):
        execute(state, EnterResult(120, True))


# --- Hola ------------------------------------------------------------------------------------


def test_h6_a_trick_fights_at_most_four_rounds() -> None:
    hands = {1: "QS QH QD QC", 2: "5S 5H 5D 5C", 3: "8S 8H 8D 8C", 4: "3S 3H 3D 3C"}
    state, _ = dealt(HolaRules(cards="shoe"), 4, hands)
    for lead, others in (
        ("QS", "5S 8S 3S"),
        ("QH", "5H 8H 3H"),
        ("QD", "5D 8D 3D"),
        ("QC", "5C 8C 3C"),
    ):
        state, events = run(state, *play((1, lead), *zip((2, 3, 4), others.split(), strict=True)))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert len(won.cards) == 16 and won.winner == 1


def test_h3_h7_a_wild_card_in_a_fight_round_takes_the_trick() -> None:
    hands = {1: "QS 4S AS AH", 2: "5H 8H AD AC", 3: "QD 6D 10S 10H", 4: "3C 7C 10D 10C"}
    state, _ = dealt(HolaRules(cards="shoe"), 4, hands)
    state, _ = run(state, *play((1, "QS"), (2, "5H"), (3, "QD"), (4, "3C")))
    state, events = run(state, *play((1, "4S"), (2, "8H"), (3, "6D"), (4, "7C")), EndTrick(1))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 4 and len(won.cards) == 8


def test_h8_a_short_stock_goes_out_one_card_at_a_time_from_the_trick_leader() -> None:
    law = HolaRules(players=6, cards="shoe").law()
    hands = tuple(law.pack.parse(t) for t in ("AS", "AH", "AD", "AC", "KS", "KH"))
    stock = law.pack.parse("2S 3S 4S 5S 6S 7S 8S 9S")
    deal = DealState(1, 1, hands=hands, stock_left=len(stock))
    drawn = draws_for(law, deal, 3, stock)
    assert [seat for seat, _ in drawn] == [3, 4, 5, 6, 1, 2, 3, 4]  # the first ones get odd


def test_h10_a_side_that_took_every_trick_makes_a_hola() -> None:
    rules = HolaRules()
    result = rules.deal_result(MatchScore(), 1, (90, 0), (9, 0))
    assert result.points == (170, 0)
    assert HolaRules(players=6).deal_result(MatchScore(), 1, (0, 160), (0, 12)).points == (0, 320)


@pytest.mark.parametrize(
    ("players", "non_dealers", "same"),
    [(4, 50, True), (4, 60, False), (6, 100, True), (6, 110, False)],
)
def test_h11_the_dealer_deals_again_while_the_non_dealers_score_little(
    players: int, non_dealers: int, same: bool
) -> None:
    rules = HolaRules(players=players)
    total = rules.law().deal_total
    result = rules.deal_result(MatchScore(), 1, (total - non_dealers, non_dealers), (3, 3))
    assert (result.next_dealer == 1) is same


def test_h12_both_past_the_target_the_higher_wins_and_equal_scores_play_on() -> None:
    rules = HolaRules(settle="per-ten")
    passed = rules.deal_result(MatchScore((260, 250), 0, 5), 1, (50, 40), (3, 4))
    assert (passed.match_over, passed.match_winner, passed.stakes) == (True, 0, 2)  # 310-290
    both = rules.deal_result(MatchScore((280, 250), 0, 5), 1, (40, 60), (3, 4))
    assert (both.match_winner, both.stakes) == (0, 1)  # 320-310: both past, the higher wins
    level = rules.deal_result(MatchScore((260, 250), 0, 5), 1, (50, 60), (3, 4))
    assert not level.match_over  # 310-310
    ahead = rules.deal_result(MatchScore((290, 100), 0, 5), 1, (50, 40), (3, 4))
    assert (ahead.match_winner, ahead.stakes, ahead.payer) == (0, 20, 1)


def test_h12_six_players_settle_between_teams_of_three() -> None:
    state = seated(HolaRules(players=6, target=100))
    state, events = run(state, StartDeal(None, 1), EnterResult(0, True))  # the dealers' Hola
    settled = next(e for e in events if isinstance(e, Settled))
    assert settled.paid == ((2, 100), (4, 100), (6, 100))
    assert settled.won == ((1, 100), (3, 100), (5, 100))


@pytest.mark.parametrize(("points", "all_tricks"), [(45, False), (40, True), (100, False)])
def test_hola_live_entries_that_cannot_happen_are_refused(points: int, all_tricks: bool) -> None:
    state, _ = run(seated(HolaRules()), StartDeal(None, 1))
    with pytest.raises(RuleViolation):
        execute(state, EnterResult(points, all_tricks))
    assert result_refusal(state, EnterResult(points, all_tricks))


# --- what the three share --------------------------------------------------------------------


def test_a_deal_starts_only_when_every_stack_covers_what_it_can_cost() -> None:
    state = seated(SedmaRules(), chips=250)  # three stakes are 3.00 Cr
    with pytest.raises(RuleViolation, match=r"seat 1 \(Ana\) has 2.50 Cr; a deal needs 3.00"):
        execute(state, StartDeal(None, 1))


def test_nobody_leaves_during_a_match_and_the_pit_boss_may_abandon_it() -> None:
    state = seated(RistikontraRules())
    state, _ = run(state, StartDeal(None, 1), EnterResult(70))
    with pytest.raises(RuleViolation, match="match is under way"):
        execute(state, LeaveSeat(2, AT))
    stacks = [s.stack for s in state.seats if s]
    state, events = execute(state, VoidDeal("a player fell ill", "Pit Boss", abandon=True))
    assert events == (MatchAbandoned("a player fell ill", "Pit Boss", (1, 0)),)
    assert [s.stack for s in state.seats if s] == stacks and state.match is None
    state, _ = execute(state, LeaveSeat(2, AT))


def test_a_voided_deal_settles_and_charges_nothing_and_the_same_dealer_deals_again() -> None:
    state = seated(HolaRules(revenue="per-deal"))
    state, _ = run(state, StartDeal(None, 3))
    state, events = execute(state, VoidDeal("cards exposed", "Pit Boss"))
    assert events == (DealVoided(1, "cards exposed", "Pit Boss"),)
    assert state.dealer == 3 and state.fees == 0 and state.match is not None


def test_the_deal_fee_is_charged_to_every_player_as_a_deal_ends() -> None:
    state = seated(SedmaRules(revenue="per-deal", deal_fee=50))
    state, events = run(state, StartDeal(None, 1), EnterResult(50))
    assert [e for e in events if isinstance(e, FeeCharged)] == [
        FeeCharged(s, 50) for s in (1, 2, 3, 4)
    ]
    assert state.fees == 200 and state.conserved
    with pytest.raises(RuleViolation, match="per deal"):
        execute(state, CollectTimeCharge())


def test_the_time_charge_is_collected_between_deals_of_a_match() -> None:
    state = seated(RistikontraRules())
    state, _ = run(state, StartDeal(None, 1), EnterResult(70))
    state, events = execute(state, CollectTimeCharge(AT))
    assert len(events) == 4 and state.time_charges == 400 and state.conserved


def test_rules_for_fewer_players_keep_the_seats_beyond_until_they_leave() -> None:
    from casino.games.tricks.hola.game import GAME

    state = GAME.with_rules(seated(HolaRules(players=6)), HolaRules(players=4))
    assert [s.player if s else None for s in state.seats][4:] == ["Emil", "Fani"]
    with pytest.raises(RuleViolation, match="seat 5, 6 leave first"):
        execute(state, StartDeal(None, 1))
    with pytest.raises(RuleViolation, match="no seat 5"):
        execute(run(state, LeaveSeat(5, AT))[0], SeatPlayer(5, "Gita", 1_000))
    state, _ = run(state, LeaveSeat(5, AT), LeaveSeat(6, AT))
    assert len(state.seats) == 4
    state, _ = execute(state, StartDeal(None, 1))
    assert state.deal is not None

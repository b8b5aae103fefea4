"""Sedma's house rules and scoring (rules page D-1 ... D-12).

A deal is settled alone (D-12): there is no match to a target, so every deal is its own match
and each settles as it ends. 90 points a deal and points come in tens, so a deal has no tie.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from casino.games.house_rules import CHOICE, rule
from casino.games.tricks.law import ANY, CAPTURE, WINNER_FIRST, Law, french
from casino.games.tricks.rules import DEALER_SIDE, TrickRules
from casino.games.tricks.scoring import DealResult, MatchScore, left_of
from casino.i18n import N_


@dataclasses.dataclass(frozen=True)
class SedmaRules(TrickRules):
    GAME: ClassVar[str] = "sedma"
    PLAYER_COUNTS: ClassVar[tuple[int, ...]] = (4, 2)
    ENTRY_SIDE: ClassVar[str] = DEALER_SIDE
    ASKS_ALL_TRICKS: ClassVar[bool] = True
    ALL_TRICKS_WORDS: ClassVar[str] = N_("the losers took no trick")

    continue_with: str = rule(
        CAPTURE,
        label=N_("Continue with"),
        help=N_(
            "capture: the leader continues a trick only with a 7 or a card of the rank first "
            "led; any: with any card."
        ),
        kind=CHOICE,
        choices=(CAPTURE, ANY),
    )

    def build_law(self) -> Law:
        return Law(
            players=self.players,
            pack=french(32),
            hand_size=4,
            packets=(2, 2),
            points=(("A", 10), ("10", 10)),
            last_trick=10,
            wilds=frozenset({"7"}),
            rounds=None,
            again_with=self.continue_with,
            draw=WINNER_FIRST,
        )

    @property
    def has_match(self) -> bool:
        return False

    def exposure(self, match: MatchScore, side: int) -> int:  # noqa: ARG002 (D-12: 3 at most)
        return 3

    def deal_result(
        self, match: MatchScore, dealer: int, points: tuple[int, int], tricks: tuple[int, int]
    ) -> DealResult:
        del match  # D-12: a deal settles alone
        winner = 0 if points[0] > points[1] else 1
        loser = 1 - winner
        if not tricks[loser]:
            stakes, how = 3, "the losers took no trick: 3 stakes"
        elif not points[loser]:
            stakes, how = 2, "the losers took no points: 2 stakes"
        else:
            stakes, how = 1, "1 stake"
        dealer_side = 0 if dealer % 2 else 1
        # D-5: a player of the losing side deals next: the deal passes left when the dealer's
        # side won, to the dealer's partner when it lost (heads-up, the loser deals).
        step = 1 if winner == dealer_side else 2
        return DealResult(
            points=points,
            winner=winner,
            scored=(0, 0),
            held=0,
            stakes=stakes,
            payer=loser,
            match_over=True,
            match_winner=winner,
            next_dealer=left_of(dealer, step, self.players),
            why=f"{points[winner]}-{points[loser]}: {how}",
        )

"""Hola's house rules and scoring (rules page H-1 ... H-12).

Each side scores its aces and tens and the last trick (none with six players); a side that
took every trick makes a **Hola**: 170 (six players 320), the other side 0. The same player
deals again while the non-dealers score 50 or less (six players: under 110). The match goes to
``target`` (0: the game's own, 300, or 500 with six), checked after each deal; when both sides
pass it the higher wins, and equal scores play another deal.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from casino.games.house_rules import CHOICE, COUNT, rule
from casino.games.tricks.law import ANY, CAPTURE, LEADER_FIRST, Law, french
from casino.games.tricks.rules import NON_DEALERS, TrickRules
from casino.games.tricks.scoring import DealResult, MatchScore, left_of
from casino.i18n import N_, _
from casino.i18n.numbers import group_digits

PER_MATCH, PER_TEN = N_("per-match"), N_("per-ten")
TWOS_AND_SEVENS, SEVENS = N_("2s-and-7s"), N_("7s")
TARGET_CEILING = 10_000


@dataclasses.dataclass(frozen=True)
class HolaRules(TrickRules):
    GAME: ClassVar[str] = "hola"
    PLAYER_COUNTS: ClassVar[tuple[int, ...]] = (4, 2, 6)
    ENTRY_SIDE: ClassVar[str] = NON_DEALERS
    ASKS_ALL_TRICKS: ClassVar[bool] = True
    ALL_TRICKS_WORDS: ClassVar[str] = N_("a side made a Hola (took every trick)")
    SOAK: ClassVar[tuple[tuple[str, object], ...]] = (("target", 100),)

    wilds: str = rule(
        TWOS_AND_SEVENS,
        label=N_("Wild cards"),
        help=N_("2s-and-7s, or 7s only."),
        kind=CHOICE,
        choices=(TWOS_AND_SEVENS, SEVENS),
    )
    fight_with: str = rule(
        ANY,
        label=N_("Fight with"),
        help=N_(
            "any: the leader fights with any card; capture: only with a wild card or the rank "
            "first led."
        ),
        kind=CHOICE,
        choices=(ANY, CAPTURE),
    )
    target: int = rule(
        0,
        label=N_("Target"),
        help=N_("Points that win the match (0: 300, or 500 with six players)."),
        kind=COUNT,
    )
    settle: str = rule(
        PER_MATCH,
        label=N_("Settle"),
        help=N_(
            "per-match: each loser pays the stake once; per-ten: the stake for each 10 points "
            "of the final margin."
        ),
        kind=CHOICE,
        choices=(PER_MATCH, PER_TEN),
    )

    def problems(self) -> dict[str, str]:
        found = super().problems()
        if "target" not in found and not 0 <= self.target <= TARGET_CEILING:
            found["target"] = _("Target must be from 0 to {ceiling} points").format(
                ceiling=group_digits(TARGET_CEILING)
            )
        elif "target" not in found and self.target % 10:
            found["target"] = _("Target must be a multiple of 10 points, not {target}").format(
                target=self.target
            )
        return found

    @property
    def six(self) -> bool:
        return self.players == 6

    @property
    def goal(self) -> int:
        """The points that win the match."""
        return self.target or (500 if self.six else 300)

    @property
    def hola_score(self) -> int:
        return 320 if self.six else 170

    def build_law(self) -> Law:
        wilds = {"2", "7"} if self.wilds == TWOS_AND_SEVENS else {"7"}
        return Law(
            players=self.players,
            pack=french(52, packs=2 if self.six else 1),
            hand_size=4,
            packets=(1,) * 4,
            points=(("A", 10), ("10", 10)),
            last_trick=0 if self.six else 10,
            wilds=frozenset(wilds),
            rounds=4,
            again_with=self.fight_with,
            draw=LEADER_FIRST,
        )

    def exposure(self, match: MatchScore, side: int) -> int:
        if self.settle == PER_MATCH:
            return 1
        theirs, mine = match.scores[1 - side], match.scores[side]
        return max(0, theirs - mine + self.hola_score) // 10

    def deal_result(
        self, match: MatchScore, dealer: int, points: tuple[int, int], tricks: tuple[int, int]
    ) -> DealResult:
        hola = next((side for side in (0, 1) if not tricks[1 - side]), None)
        if hola is not None:
            points = (self.hola_score, 0) if hola == 0 else (0, self.hola_score)
        after = (match.scores[0] + points[0], match.scores[1] + points[1])
        dealers = 0 if dealer % 2 else 1
        keep = points[1 - dealers] < 110 if self.six else points[1 - dealers] <= 50
        next_dealer = dealer if keep else left_of(dealer, 1, self.players)
        passed = [side for side in (0, 1) if after[side] >= self.goal]
        winner: int | None = None
        if len(passed) == 1:
            winner = passed[0]
        elif passed and after[0] != after[1]:
            winner = 0 if after[0] > after[1] else 1
        stakes = 0
        if winner is not None:
            margin = after[winner] - after[1 - winner]
            stakes = 1 if self.settle == PER_MATCH else margin // 10
        why = f"{points[0]}-{points[1]}" + (" (a Hola)" if hola is not None else "")
        deal_winner = None if points[0] == points[1] else (0 if points[0] > points[1] else 1)
        return DealResult(
            points,
            deal_winner,
            points,
            0,
            stakes,
            1 - winner if winner is not None and stakes else None,
            winner is not None,
            winner,
            next_dealer,
            why,
        )

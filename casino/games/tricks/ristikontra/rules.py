"""Ristikontra's house rules and scoring (rules page R-1 ... R-11).

A deal of 120 points scores 1 game point to a side with 61 or more, 2 to a side with all 120;
60-60 scores nothing and the point is held over to the next deal's winners, held points adding
up. The match goes to ``target`` game points, settled per game point as scored or once at the
end (``settle``).
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from casino.games.house_rules import CHOICE, COUNT, rule
from casino.games.tricks.law import AT_ONCE, CAPTURE, Law, french
from casino.games.tricks.rules import DEALER_SIDE, TrickRules
from casino.games.tricks.scoring import DealResult, MatchScore, left_of
from casino.i18n import N_, _

PER_POINT, PER_MATCH = N_("per-point"), N_("per-match")
TARGET_CEILING = 99


@dataclasses.dataclass(frozen=True)
class RistikontraRules(TrickRules):
    GAME: ClassVar[str] = "ristikontra"
    PLAYER_COUNTS: ClassVar[tuple[int, ...]] = (4,)
    ENTRY_SIDE: ClassVar[str] = DEALER_SIDE
    SOAK: ClassVar[tuple[tuple[str, object], ...]] = (("target", 2),)

    max_same_rank_leads: int = rule(
        3,
        label=N_("Same-rank leads"),
        help=N_(
            "No card of a rank is led from hand after this many "
            "tricks in a row were led with that rank: 3 or 2."
        ),
        kind=COUNT,
    )
    target: int = rule(
        7, label=N_("Target"), help=N_("Game points that win the match."), kind=COUNT
    )
    settle: str = rule(
        PER_POINT,
        label=N_("Settle"),
        help=N_(
            "per-point: each loser pays the stake for each game point as it is scored; "
            "per-match: the stake once, at the end."
        ),
        kind=CHOICE,
        choices=(PER_POINT, PER_MATCH),
    )

    def problems(self) -> dict[str, str]:
        found = super().problems()
        if "max_same_rank_leads" not in found and self.max_same_rank_leads not in (2, 3):
            found["max_same_rank_leads"] = _("Same-rank leads must be 3 or 2, not {leads}").format(
                leads=self.max_same_rank_leads
            )
        if "target" not in found and not 1 <= self.target <= TARGET_CEILING:
            found["target"] = _("Target must be from 1 to {ceiling} game points").format(
                ceiling=TARGET_CEILING
            )
        return found

    def build_law(self) -> Law:
        return Law(
            players=self.players,
            pack=french(52),
            hand_size=6,
            packets=(1,) * 6,
            points=(("A", 11), ("10", 10), ("K", 4), ("Q", 3), ("J", 2)),
            last_trick=0,
            wilds=frozenset(),
            rounds=1,
            again_with=CAPTURE,
            draw=AT_ONCE,
            dark_play=True,
            same_rank_leads=self.max_same_rank_leads,
        )

    def exposure(self, match: MatchScore, side: int) -> int:  # noqa: ARG002 (both alike)
        return 2 + match.held if self.settle == PER_POINT else 1

    def deal_result(
        self, match: MatchScore, dealer: int, points: tuple[int, int], tricks: tuple[int, int]
    ) -> DealResult:
        del tricks  # R-10 counts points only: 120 is "all 120", however the tricks fell
        total = sum(points)
        next_dealer = left_of(dealer, 1, self.players)
        if points[0] == points[1]:
            held = match.held + 1
            return DealResult(
                points,
                None,
                (0, 0),
                held,
                0,
                None,
                False,
                None,
                next_dealer,
                f"{points[0]}-{points[1]}: nobody scores; {_points(held)} held",
            )
        winner = 0 if points[0] > points[1] else 1
        earned = (2 if points[winner] == total else 1) + match.held
        scored = (earned, 0) if winner == 0 else (0, earned)
        after = tuple(s + a for s, a in zip(match.scores, scored, strict=True))
        over = after[winner] >= self.target
        stakes = earned if self.settle == PER_POINT else (1 if over else 0)
        why = f"{points[winner]}-{points[1 - winner]}: {_points(earned)}"
        if match.held:
            why += f" (with {_points(match.held)} held)"
        return DealResult(
            points,
            winner,
            scored,
            0,
            stakes,
            1 - winner if stakes else None,
            over,
            winner if over else None,
            next_dealer,
            why,
        )


def _points(count: int) -> str:
    return f"{count} game point" if count == 1 else f"{count} game points"

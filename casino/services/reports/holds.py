"""Hold exceptions: is a table's or a game type's result over a period where it should be?

**A game with exact math** (its spec's ``theory`` gives its house edge ``e`` and its variance
``s^2`` per unit bet per round) is judged on its win, not on its hold:

* expected win = the sum over the rounds of ``e x`` the round's handle (each rules version
  played with its own ``e``), in minor units;
* the band is ``expected +- z x sqrt(sum over the rounds of s^2 x H_r^2)``, where ``H_r`` is
  the handle of round ``r`` at its table (every seat's bet together) and ``z = 2.5758``, the
  two-sided 99 % point of the normal distribution: a table playing exactly as the math says
  leaves this band one period in a hundred;
* the win judged is the wager log's (``ledger_win``: every loss collected, every win paid,
  commission kept, corrections paid), the very quantity the math describes.

Why the win and not the hold: hold is win over drop, and the drop is not what the math is
about. How much cash goes into the box for a given handle depends on how long players sit
and how often their chips turn over, so a band on the hold would need a guessed ratio of
handle to drop; the band on the win needs none. The report shows the band over this drop
as well (low / drop and high / drop), for a pit used to reading holds. The booked (count)
win carries things no game math describes (a tray miscounted, chips bought in elsewhere);
the opener and count-room exceptions are where those show.

Why ``H_r^2``: seats at one round share the dealer's hand, so their results are correlated
and the exact joint variance would need the two-seat distribution. By Cauchy-Schwarz the
variance of a round's result is at most ``(sum of s x b_seat)^2 = s^2 x H_r^2``, equal for a
round with one seat; rounds are independent (a new deal). The band is therefore never too
narrow (no false alarm from leaving the correlation out), and exact for one-seat play. With
few rounds the normal approximation is rough; the report says how many rounds were judged.

**A game without exact math** is judged on its booked hold (win / booked drop, percent)
against the base band configured in ``[pit.hold.<game>]`` (``casino.pit_settings``). A game
with no configured band is listed as having none: a band made up in code would flag (or
excuse) a game on a figure nobody chose, so the pit is told to configure one instead.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from math import sqrt

from sqlalchemy import and_, func, select
from sqlalchemy.orm import Session

from casino.games import games
from casino.games.capabilities import RoundTheory, Theory
from casino.games.house_rules import HouseRules
from casino.i18n import N_
from casino.pit_settings import PitSettings
from casino.services.pit import rules as rules_service
from casino.services.reports.model import hold_percent
from casino.services.reports.period_model import (
    ABOVE,
    BELOW,
    CONFIGURED,
    EXACT,
    IN_BAND,
    NO_BAND,
    NO_FIGURES,
    UNBANDED,
    HoldCheck,
    PeriodLine,
)
from casino.store import models as m

Z_99 = 2.5758293035489004
"""The two-sided 99 % point of the standard normal distribution: P(|Z| > z) = 0.01."""
CHUNK = 500


@dataclass
class Exposure:
    """The rounds a table played under one rules version: how many, their handle, and the
    sum of each round's handle squared (for the variance)."""

    rounds: int = 0
    handle: int = 0
    squares: int = 0

    def add(self, other: Exposure) -> None:
        self.rounds += other.rounds
        self.handle += other.handle
        self.squares += other.squares


def exposures(
    session: Session, ids: Sequence[int], stake_kinds: Iterable[str]
) -> dict[int, Exposure]:
    """Each rules version's rounds over the sessions ``ids``, by rules version id: rounds
    played to their end (voided ones returned every bet), handle from ``stake_kinds``."""
    found: dict[int, Exposure] = defaultdict(Exposure)
    kinds = list(stake_kinds)
    for start in range(0, len(ids), CHUNK):
        part = list(ids[start : start + CHUNK])
        per_round = (
            select(
                m.Wager.table_id.label("table_id"),
                m.Wager.hand_number.label("hand"),
                func.sum(m.Wager.amount).label("handle"),
            )
            .where(
                m.Wager.table_session_id.in_(part),
                m.Wager.void_id.is_(None),
                m.Wager.kind.in_(kinds),
                m.Wager.hand_number.is_not(None),
            )
            .group_by(m.Wager.table_id, m.Wager.hand_number)
            .subquery()
        )
        for version, handle in session.execute(
            select(m.Hand.rule_version_id, per_round.c.handle).join(
                m.Hand,
                and_(
                    m.Hand.table_id == per_round.c.table_id,
                    m.Hand.number == per_round.c.hand,
                    m.Hand.outcome == "played",
                ),
            )
        ):
            amount = int(handle)
            if amount <= 0:
                continue
            exposure = found[int(version)]
            exposure.rounds += 1
            exposure.handle += amount
            exposure.squares += amount * amount
    return dict(found)


class Theories:
    """Each rules version's exact figures, read and computed once per report."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self._found: dict[int, RoundTheory | None] = {}

    def of(self, version_id: int) -> RoundTheory | None:
        if version_id not in self._found:
            version = rules_service.version_row(self.session, version_id)
            rules = rules_service.rules_of(version)
            rules_service.warm(rules)  # a house-way policy from the disk cache, if it is there
            self._found[version_id] = _round_theory(version.game, rules)
        return self._found[version_id]


def _round_theory(game: str, rules: HouseRules) -> RoundTheory | None:
    """The exact figures per round of ``game`` under ``rules``; None for a game without."""
    spec = games().get(game)
    theory = spec.get(Theory) if spec is not None else None
    return theory.of(rules) if theory is not None else None


def _has_exact_math(game: str) -> bool:
    spec = games().get(game)
    return spec is not None and spec.get(Theory) is not None


def stake_kinds(theories: Theories, version_ids: Iterable[int]) -> tuple[str, ...]:
    """The wager kinds a game's exact figures are per (from any version's figures)."""
    for version_id in version_ids:
        theory = theories.of(version_id)
        if theory is not None:
            return theory.stake_kinds
    return ()


def played_versions(session: Session, ids: Sequence[int]) -> set[int]:
    found: set[int] = set()
    for start in range(0, len(ids), CHUNK):
        found |= {
            int(v)
            for v in session.scalars(
                select(func.distinct(m.Hand.rule_version_id)).where(
                    m.Hand.table_session_id.in_(list(ids[start : start + CHUNK]))
                )
            )
        }
    return found


def exact_check(
    line: PeriodLine,
    scope: str,
    parts: dict[int, Exposure],
    theories: Theories,
) -> HoldCheck:
    """The band from the exact math over ``parts`` (exposure by rules version)."""
    expected = Fraction(0)
    variance = Fraction(0)
    rounds = handle = 0
    edges: set[Fraction] = set()
    sigmas: set[float] = set()
    assumes: set[str] = set()
    for version_id, exposure in sorted(parts.items()):
        theory = theories.of(version_id)
        assert theory is not None
        expected += theory.edge * exposure.handle
        variance += theory.variance * exposure.squares
        rounds += exposure.rounds
        handle += exposure.handle
        edges.add(theory.edge)
        sigmas.add(theory.sigma)
        assumes.add(theory.assumes)
    base = HoldCheck(
        subject=line.name,
        game=line.game,
        scope=scope,
        method=EXACT,
        status=NO_FIGURES,
        win=line.ledger_win,
        drop=line.booked_drop,
        hold=hold_percent(line.ledger_win, line.booked_drop),
        low_hold=None,
        high_hold=None,
        rounds=rounds,
        handle=handle,
        edge=expected / handle if handle else (next(iter(edges)) if edges else None),
        sigma=next(iter(sigmas)) if len(sigmas) == 1 else None,
        assumes="; ".join(sorted(assumes)),
        currency=line.currency,
        minor_units=line.minor_units,
    )
    if rounds == 0:
        return replace(base, note=N_("no rounds played to their end"))
    spread = Z_99 * sqrt(variance)
    low, high = round(float(expected) - spread), round(float(expected) + spread)
    win = line.ledger_win
    return replace(
        base,
        status=ABOVE if win > high else BELOW if win < low else IN_BAND,
        low_hold=hold_percent(low, line.booked_drop),
        high_hold=hold_percent(high, line.booked_drop),
        expected=round(expected),
        low=low,
        high=high,
        note="" if len(edges) <= 1 else N_("rules versions of different edges, each at its own"),
    )


def configured_check(line: PeriodLine, scope: str, settings: PitSettings) -> HoldCheck:
    """The booked hold against ``[pit.hold.<game>]``, or "no band" without one."""
    band = settings.hold.get(line.game)
    hold = line.hold_percent
    base = HoldCheck(
        subject=line.name,
        game=line.game,
        scope=scope,
        method=CONFIGURED,
        status=NO_FIGURES,
        win=line.win,
        drop=line.booked_drop,
        hold=hold,
        low_hold=band.low if band is not None else None,
        high_hold=band.high if band is not None else None,
        currency=line.currency,
        minor_units=line.minor_units,
    )
    if band is None:
        note = f"no band set: an administrator sets [pit.hold.{line.game}] in the pit settings"
        return replace(base, method=UNBANDED, status=NO_BAND, note=note)
    if hold is None:
        return replace(base, note=N_("no closer yet") if line.win is None else N_("no drop"))
    status = ABOVE if hold > band.high else BELOW if hold < band.low else IN_BAND
    return replace(base, status=status)


def hold_checks(
    session: Session,
    settings: PitSettings,
    tables: Sequence[tuple[PeriodLine, Sequence[int]]],
    games: Sequence[PeriodLine],
) -> list[HoldCheck]:
    """Each table's check (its line and its sessions' ids), then each game type's, over the
    same sessions."""
    theories = Theories(session)
    checks: list[HoldCheck] = []
    by_game: dict[str, dict[int, Exposure]] = defaultdict(lambda: defaultdict(Exposure))
    for line, ids in tables:
        if not _has_exact_math(line.game):
            checks.append(configured_check(line, "table", settings))
            continue
        versions = played_versions(session, ids)
        kinds = stake_kinds(theories, versions)
        parts = exposures(session, ids, kinds)
        for version_id, exposure in parts.items():
            by_game[line.game][version_id].add(exposure)
        checks.append(exact_check(line, "table", parts, theories))
    for line in games:
        if _has_exact_math(line.game):
            checks.append(exact_check(line, "game", dict(by_game[line.game]), theories))
        else:
            checks.append(configured_check(line, "game", settings))
    return checks


__all__ = ["Z_99", "Exposure", "configured_check", "exact_check", "exposures", "hold_checks"]

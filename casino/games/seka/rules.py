"""Seka house rules (rules page section 6), with the defaults it gives.

Amounts are whole minor units and every wager the rules fix is a whole number of ``unit``s,
the smallest chip. With dark play on a dark player pays half the stake (S-9), so the base bet
and the minimum raise must be even numbers of units (S-9): every stake is then an even number
of units and half of it is still whole chips (an odd largest stake is reached only to the even
stake below it). The pack and the joker are ``seka-russian``'s settings; the other profiles fix
their own (rules page section 2), and giving them one is refused rather than ignored.
"""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from typing import ClassVar

from casino.games.house_rules import CHOICE, COUNT, MONEY, RakeRules, rule, time_period_rule
from casino.games.seka.values import (
    JOKER_NONE,
    JOKERS,
    PROFILES,
    RUSSIAN_PACKS,
    SEKA_36,
    SEKA_RUSSIAN,
    SVARA_32,
    Profile,
    profile,
)

SEATS = 10
"""The most seats a Seka table has (S-5: ``max_players`` is at most 10)."""
ON, OFF = "on", "off"
SECOND_ORBIT = "second-orbit"
DEALER_RIGHT = "dealer-right"
PREVIOUS = "previous"
ALL = "all"
MAX_ORBITS_CEILING = 100


@dataclasses.dataclass(frozen=True)
class SekaRules(RakeRules):
    GAME: ClassVar[str] = "seka"

    profile: str = rule(
        SEKA_36,
        label="Profile",
        help="How hands score: seka-36 (three 7s = 34), seka-sixes (three 6s = 34), svara-32 "
        "(Bulgarian), seka-russian (suits and triples only).",
        kind=CHOICE,
        choices=PROFILES,
    )
    pack: int = rule(
        36, label="Pack", help="seka-russian only: 24, 36 or 52 cards.", kind=COUNT
    )
    joker: str = rule(
        JOKER_NONE,
        label="Joker",
        help="seka-russian only: none, or real (a JK card added to the pack).",
        kind=CHOICE,
        choices=JOKERS,
    )
    max_players: int = rule(
        10, label="Max players", help="Players dealt in: 2 to 10, three cards each.", kind=COUNT
    )
    unit: int = rule(100, label="Unit", help="The smallest chip.", kind=MONEY)
    ante: int = rule(100, label="Ante", help="Paid by every player dealt in (0: none).",
                     kind=MONEY)
    base_bet: int = rule(200, label="Base bet", help="The stake every deal starts at.",
                         kind=MONEY)
    min_raise: int = rule(200, label="Minimum raise", help="The least a raise adds to the "
                          "stake.", kind=MONEY)
    max_stake: int = rule(2000, label="Largest stake", help="No raise goes above this stake.",
                          kind=MONEY)
    dark: str = rule(
        ON,
        label="Dark play",
        help="on: everyone starts dark (unlooked) and a dark player pays half; off: everyone "
        "starts light.",
        kind=CHOICE,
        choices=(ON, OFF),
    )
    reveal_from: str = rule(
        SECOND_ORBIT,
        label="Reveal from",
        help="second-orbit: once every player has had a turn; dealer-right: from the turn of "
        "the button's right-hand neighbour.",
        kind=CHOICE,
        choices=(SECOND_ORBIT, DEALER_RIGHT),
    )
    reveal: str = rule(
        PREVIOUS,
        label="Reveal",
        help="previous: the revealer and the player before them show, the lower folds (a tie: "
        "the revealer); all: every hand still in is shown.",
        kind=CHOICE,
        choices=(PREVIOUS, ALL),
    )
    svara_split: str = rule(
        ON,
        label="Svara split",
        help="on: tied players who all agree split the pot instead of a svara.",
        kind=CHOICE,
        choices=(ON, OFF),
    )
    max_orbits: int = rule(
        20, label="Max orbits", help="After this many orbits the showdown is forced.",
        kind=COUNT,
    )
    # The rules' declarations return a dataclasses.field; ruff cannot see that for a Decimal.
    rake_percent: Decimal = RakeRules.percent_rule(  # noqa: RUF009
        "Share of the pot the house takes when it is finally awarded."
    )
    rake_cap: int = RakeRules.cap_rule("Most rake taken from one pot.")
    rake_min_pot: int = RakeRules.min_pot_rule("No rake on a pot smaller than this (0: always).")
    time_charge: int = RakeRules.time_charge_rule()
    time_period_minutes: int = time_period_rule()

    def problems(self) -> dict[str, str]:
        found = super().problems()
        self._profile_problems(found)
        unit_ok = "unit" not in found and self.unit >= 1
        if "unit" not in found and self.unit < 1:
            found["unit"] = "Unit must be at least 1 minor unit"
        for name, least in (("ante", 0), ("base_bet", 1), ("min_raise", 1), ("max_stake", 1)):
            if name in found or not unit_ok:
                continue
            label = self.label_of(name)
            amount = getattr(self, name)
            if amount < least * self.unit:
                found[name] = (f"{label} cannot be negative" if least == 0 else
                               f"{label} must be at least 1 unit ({self.money(self.unit)})")
            elif amount % self.unit:
                found[name] = f"{label} must be a whole number of units ({self.money(self.unit)})"
            elif self.dark == ON and name in _HALVED and (amount // self.unit) % 2:
                found[name] = (
                    f"{label} must be an even number of units with dark play on, so a dark "
                    f"player's half is whole chips, and {self.money(amount)} is "
                    f"{_units(amount // self.unit)}"
                )
        if not {"base_bet", "max_stake"} & found.keys() and self.max_stake < self.base_bet:
            found["max_stake"] = (f"Largest stake must be at least the base bet "
                                  f"({self.money(self.base_bet)})")
        if "max_orbits" not in found and not 1 <= self.max_orbits <= MAX_ORBITS_CEILING:
            found["max_orbits"] = f"Max orbits must be from 1 to {MAX_ORBITS_CEILING}"
        self.rake_problems(found)
        return found

    def _profile_problems(self, found: dict[str, str]) -> None:
        """The pack and joker belong to ``seka-russian``; players are bounded by the pack."""
        if "profile" in found:
            return
        if self.profile != SEKA_RUSSIAN:
            own = 32 if self.profile == SVARA_32 else 36
            if "pack" not in found and self.pack != 36:
                found["pack"] = (
                    f"Pack is a {SEKA_RUSSIAN} setting: {self.profile} plays its own {own} "
                    f"cards (leave Pack at 36)"
                )
            if "joker" not in found and self.joker != JOKER_NONE:
                found["joker"] = (
                    f"Joker is a {SEKA_RUSSIAN} setting: {self.profile} plays 7♣ as its joker "
                    f"(leave Joker at none)"
                )
        elif "pack" not in found and self.pack not in RUSSIAN_PACKS:
            found["pack"] = f"Pack must be 24, 36 or 52 cards, not {self.pack}"
        if {"pack", "joker", "max_players"} & found.keys():
            return
        most = min(SEATS, self.scoring().max_players)
        if not 2 <= self.max_players <= most:
            why = (f": a {self.scoring().size}-card pack deals three cards to {most} players"
                   if most < SEATS else "")
            found["max_players"] = f"Max players must be from 2 to {most}{why}"

    def scoring(self) -> Profile:
        """The scoring profile these rules play, with its pack."""
        if self.profile == SEKA_RUSSIAN:
            return profile(SEKA_RUSSIAN, self.pack, self.joker)
        return profile(self.profile)

    @property
    def dark_play(self) -> bool:
        return self.dark == ON

    def cost(self, stake: int, dark: bool) -> int:
        """What a player pays for a nominal ``stake`` (S-9): half of it while dark."""
        return stake // 2 if dark else stake


_HALVED = ("base_bet", "min_raise")
"""The amounts S-9 wants even with dark play on: every stake is built from them."""


def _units(count: int) -> str:
    return f"{count} unit" if count == 1 else f"{count} units"


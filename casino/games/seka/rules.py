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
from casino.i18n import N_, _, ngettext

SEATS = 10
"""The most seats a Seka table has (S-5: ``max_players`` is at most 10)."""
ON, OFF = N_("on"), N_("off")
SECOND_ORBIT = N_("second-orbit")
DEALER_RIGHT = N_("dealer-right")
PREVIOUS = N_("previous")
ALL = N_("all")
MAX_ORBITS_CEILING = 100


@dataclasses.dataclass(frozen=True)
class SekaRules(RakeRules):
    GAME: ClassVar[str] = "seka"

    profile: str = rule(
        SEKA_36,
        label=N_("Profile"),
        help=N_("How hands score: seka-36 (three 7s = 34), seka-sixes (three 6s = 34), svara-32 "
        "(Bulgarian), seka-russian (suits and triples only)."),
        kind=CHOICE,
        choices=PROFILES,
    )
    pack: int = rule(
        36, label=N_("Pack"), help=N_("seka-russian only: 24, 36 or 52 cards."), kind=COUNT
    )
    joker: str = rule(
        JOKER_NONE,
        label=N_("Joker"),
        help=N_("seka-russian only: none, or real (a JK card added to the pack)."),
        kind=CHOICE,
        choices=JOKERS,
    )
    max_players: int = rule(
        10,
        label=N_("Max players"),
        help=N_("Players dealt in: 2 to 10, three cards each."),
        kind=COUNT,
    )
    unit: int = rule(100, label=N_("Unit"), help=N_("The smallest chip."), kind=MONEY)
    ante: int = rule(100, label=N_("Ante"), help=N_("Paid by every player dealt in (0: none)."),
                     kind=MONEY)
    base_bet: int = rule(200, label=N_("Base bet"), help=N_("The stake every deal starts at."),
                         kind=MONEY)
    min_raise: int = rule(200, label=N_("Minimum raise"), help=N_("The least a raise adds to the "
                          "stake."), kind=MONEY)
    max_stake: int = rule(
        2000, label=N_("Largest stake"), help=N_("No raise goes above this stake."), kind=MONEY
    )
    dark: str = rule(
        ON,
        label=N_("Dark play"),
        help=N_("on: everyone starts dark (unlooked) and a dark player pays half; off: everyone "
        "starts light."),
        kind=CHOICE,
        choices=(ON, OFF),
    )
    reveal_from: str = rule(
        SECOND_ORBIT,
        label=N_("Reveal from"),
        help=N_("second-orbit: once every player has had a turn; dealer-right: from the turn of "
        "the button's right-hand neighbour."),
        kind=CHOICE,
        choices=(SECOND_ORBIT, DEALER_RIGHT),
    )
    reveal: str = rule(
        PREVIOUS,
        label=N_("Reveal"),
        help=N_("previous: the revealer and the player before them show, the lower folds (a tie: "
        "the revealer); all: every hand still in is shown."),
        kind=CHOICE,
        choices=(PREVIOUS, ALL),
    )
    svara_split: str = rule(
        ON,
        label=N_("Svara split"),
        help=N_("on: tied players who all agree split the pot instead of a svara."),
        kind=CHOICE,
        choices=(ON, OFF),
    )
    max_orbits: int = rule(
        20, label=N_("Max orbits"), help=N_("After this many orbits the showdown is forced."),
        kind=COUNT,
    )
    # The rules' declarations return a dataclasses.field; ruff cannot see that for a Decimal.
    rake_percent: Decimal = RakeRules.percent_rule(  # noqa: RUF009
        N_("Share of the pot the house takes when it is finally awarded.")
    )
    rake_cap: int = RakeRules.cap_rule(N_("Most rake taken from one pot."))
    rake_min_pot: int = RakeRules.min_pot_rule(
        N_("No rake on a pot smaller than this (0: always).")
    )
    time_charge: int = RakeRules.time_charge_rule()
    time_period_minutes: int = time_period_rule()

    def problems(self) -> dict[str, str]:
        found = super().problems()
        self._profile_problems(found)
        unit_ok = "unit" not in found and self.unit >= 1
        if "unit" not in found and self.unit < 1:
            found["unit"] = _("Unit must be at least 1 minor unit")
        for name, least in (("ante", 0), ("base_bet", 1), ("min_raise", 1), ("max_stake", 1)):
            if name in found or not unit_ok:
                continue
            label = self.label_of(name)
            amount = getattr(self, name)
            if amount < least * self.unit:
                found[name] = (
                    _("{label} cannot be negative").format(label=label) if least == 0 else
                    _("{label} must be at least 1 unit ({unit})").format(
                        label=label, unit=self.money(self.unit)
                    )
                )
            elif amount % self.unit:
                found[name] = _("{label} must be a whole number of units ({unit})").format(
                    label=label, unit=self.money(self.unit)
                )
            elif self.dark == ON and name in _HALVED and (amount // self.unit) % 2:
                units = amount // self.unit
                found[name] = ngettext(
                    "{label} must be an even number of units with dark play on, so a dark "
                    "player's half is whole chips, and {amount} is {n} unit",
                    "{label} must be an even number of units with dark play on, so a dark "
                    "player's half is whole chips, and {amount} is {n} units",
                    units,
                ).format(label=label, amount=self.money(amount), n=units)
        if not {"base_bet", "max_stake"} & found.keys() and self.max_stake < self.base_bet:
            found["max_stake"] = _(
                "Largest stake must be at least the base bet ({amount})"
            ).format(amount=self.money(self.base_bet))
        if "max_orbits" not in found and not 1 <= self.max_orbits <= MAX_ORBITS_CEILING:
            found["max_orbits"] = _("Max orbits must be from 1 to {most}").format(
                most=MAX_ORBITS_CEILING
            )
        self.rake_problems(found)
        return found

    def _profile_problems(self, found: dict[str, str]) -> None:
        """The pack and joker belong to ``seka-russian``; players are bounded by the pack."""
        if "profile" in found:
            return
        if self.profile != SEKA_RUSSIAN:
            own = 32 if self.profile == SVARA_32 else 36
            if "pack" not in found and self.pack != 36:
                found["pack"] = _(
                    "Pack is a {russian} setting: {profile} plays its own {own} cards (leave "
                    "Pack at 36)"
                ).format(russian=SEKA_RUSSIAN, profile=self.profile, own=own)
            if "joker" not in found and self.joker != JOKER_NONE:
                found["joker"] = _(
                    "Joker is a {russian} setting: {profile} plays 7♣ as its joker (leave Joker "
                    "at none)"
                ).format(russian=SEKA_RUSSIAN, profile=self.profile)
        elif "pack" not in found and self.pack not in RUSSIAN_PACKS:
            found["pack"] = _("Pack must be 24, 36 or 52 cards, not {pack}").format(
                pack=self.pack
            )
        if {"pack", "joker", "max_players"} & found.keys():
            return
        most = min(SEATS, self.scoring().max_players)
        if not 2 <= self.max_players <= most:
            found["max_players"] = (
                _(
                    "Max players must be from 2 to {most}: a {size}-card pack deals three cards "
                    "to {most} players"
                ).format(most=most, size=self.scoring().size)
                if most < SEATS
                else _("Max players must be from 2 to {most}").format(most=most)
            )

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



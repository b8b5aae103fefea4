"""The house's fee per player for each game or deal played, at a table whose players settle
between themselves (house rules ``revenue``: ``per-deal``; a time charge otherwise), and the
state such a table keeps.

``FeeCharged`` is the event every such game stores under that name. ``FeeTable`` is the part of
its state they all keep: the stacks, which hold every chip (a game or deal holds none: it
settles from the stacks as it ends), and what the house took in fees.
"""

from __future__ import annotations

from dataclasses import dataclass

from casino.games.table import Stacks


@dataclass(frozen=True, slots=True)
class FeeCharged:
    """The house's fee per player for a game or deal played (house fee ``per-deal``)."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class FeeTable(Stacks):
    """The stacks of a table whose house takes a fee per player and game (or a time charge),
    with the fees it took."""

    time_charged_at: int = 0
    """The hands dealt when the time charge was last collected. Read by nothing since the
    charge falls due by the clock (each seat's ``since``); kept because the snapshots stored
    before hold it, and a state that reads them must have it."""
    fees: int = 0

    @property
    def taken(self) -> int:
        return self.fees

"""An opener against the table's last closer.

The chips in a closed table's tray stay in the tray (locked, under a lid) until the table
opens again, so the opener should find exactly what the last closer counted, chip for chip.
Any difference, even one whose totals agree (two 25s where the closer counted a 50), means
chips moved while nobody played: it is shown to the pit boss before the opener is signed,
recorded with both counts (``count_discrepancies``), and ranked against the site's
thresholds (``casino.pit_settings``): listed in the shift report above 25.00, a copy for the
regulator from 100.00 by default.

``compare`` is pure; ``last_closer`` reads the record.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session, aliased

from casino.i18n import N_, _
from casino.money import format_money
from casino.pit_settings import PitSettings
from casino.store import models as m

Lines = tuple[tuple[int, int], ...]
"""(denomination, count) pairs, smallest denomination first, no zero counts."""


@dataclass(frozen=True, slots=True)
class LastCloser:
    inventory_id: int
    table_session_id: int
    lines: Lines
    total: int


@dataclass(frozen=True, slots=True)
class OpenerCheck:
    """An opener that differs from the last closer: both counts, chip by chip. The pit boss
    sees this before signing, and the service refuses an opener whose difference was not
    seen (or no longer stands as it was seen: a recount came in between)."""

    table_id: int
    closer_id: int
    closer: Lines
    opener: Lines
    level: str
    """``below``, ``report`` or ``regulator`` (``PitSettings.level``)."""

    @property
    def closer_total(self) -> int:
        return sum(d * c for d, c in self.closer)

    @property
    def opener_total(self) -> int:
        return sum(d * c for d, c in self.opener)

    @property
    def difference(self) -> int:
        """Opener less closer: positive when the tray gained chips."""
        return self.opener_total - self.closer_total

    def lines(self) -> list[tuple[int, int, int]]:
        """(denomination, closer count, opener count) for each denomination that differs,
        largest first."""
        closer, opener = dict(self.closer), dict(self.opener)
        return [
            (d, closer.get(d, 0), opener.get(d, 0))
            for d in sorted(set(closer) | set(opener), reverse=True)
            if closer.get(d, 0) != opener.get(d, 0)
        ]

    def describe(self, currency: str = "", minor_units: int = 100) -> str:
        """The difference in a sentence a pit boss reads before signing."""

        def money(minor: int) -> str:
            return format_money(minor, currency, minor_units)

        sign = "+" if self.difference > 0 else ""
        chips = "; ".join(
            _("{chip}: closer {closer}, opener {opener}").format(chip=money(d), closer=c, opener=o)
            for d, c, o in self.lines()
        )
        level = _(_LEVELS[self.level])
        return _(
            "the opener ({opener}) differs from the last closer ({closer}) by {difference} "
            "({level}): {chips}"
        ).format(
            opener=money(self.opener_total),
            closer=money(self.closer_total),
            difference=sign + money(self.difference),
            level=level,
            chips=chips,
        )


_LEVELS = {
    "below": N_("below the report threshold"),
    "report": N_("reported in the shift report"),
    "regulator": N_("reported, with a copy for the regulator"),
}
"""A difference's level in words (``OpenerCheck.describe``)."""


def normal(counts: Mapping[int, int]) -> Lines:
    return tuple(sorted((int(d), int(c)) for d, c in counts.items() if c))


def compare(
    table_id: int, closer: LastCloser | None, opener: Mapping[int, int], settings: PitSettings
) -> OpenerCheck | None:
    """The discrepancy between ``opener`` and the last closer, or None when they agree chip
    for chip (or the table was never closed: a new table has nothing to compare with)."""
    if closer is None:
        return None
    counted = normal(opener)
    if counted == closer.lines:
        return None
    difference = sum(d * c for d, c in counted) - closer.total
    return OpenerCheck(table_id, closer.inventory_id, closer.lines, counted,
                       settings.level(difference))  # fmt: skip


def last_closer(session: Session, table_id: int) -> LastCloser | None:
    """The closer of the table's last closed session, at its newest recount."""
    closed = session.scalar(
        select(m.TableSession.id)
        .where(m.TableSession.table_id == table_id, m.TableSession.closed_at.is_not(None))
        .order_by(m.TableSession.id.desc())
        .limit(1)
    )
    if closed is None:
        return None
    newer = aliased(m.Inventory)
    found = session.scalar(
        select(m.Inventory)
        .outerjoin(newer, newer.corrects_id == m.Inventory.id)
        .where(
            m.Inventory.table_session_id == closed,
            m.Inventory.kind == "closer",
            newer.id.is_(None),
        )
        .order_by(m.Inventory.id.desc())
        .limit(1)
    )
    if found is None:
        return None
    lines = session.execute(
        select(m.InventoryLine.denomination, m.InventoryLine.count)
        .where(m.InventoryLine.inventory_id == found.id)
        .order_by(m.InventoryLine.denomination)
    ).all()
    return LastCloser(found.id, closed, tuple((int(d), int(c)) for d, c in lines if c),
                      int(found.total))  # fmt: skip

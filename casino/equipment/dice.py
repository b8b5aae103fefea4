"""Two six-sided dice (RULES section 7): a roll is written as its sum ``2``...``12`` or as its
faces ``3+5``. A live table types what the dice show (the sum is enough where the faces do
not matter); an electronic one rolls with the RNG the service passes in and keeps the faces.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from casino.equipment import codecs
from casino.equipment.notation import NotationError
from casino.i18n import _
from casino.textfile import quoted

FACES = range(1, 7)
_FACES = re.compile(r"([1-6])\+([1-6])")
_SUM = re.compile(r"[0-9]{1,2}")
"""ASCII digits only: ``int`` alone would take ``1_0`` as 10, and other scripts' digits."""


class RandomInts(Protocol):
    def randint(self, a: int, b: int) -> int: ...


@dataclass(frozen=True, slots=True)
class Roll:
    """A roll of two dice: its ``total``, and its ``faces`` where they are known."""

    total: int
    faces: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        if not 2 <= self.total <= 12:
            raise NotationError(_("two dice show 2 to 12, not {total}").format(total=self.total))
        faces = self.faces
        if faces is not None and (any(f not in FACES for f in faces) or sum(faces) != self.total):
            raise NotationError(
                _("faces {faces} do not make {total}").format(faces=faces, total=self.total)
            )

    def __str__(self) -> str:
        return f"{self.faces[0]}+{self.faces[1]}" if self.faces else str(self.total)


def parse_roll(token: str) -> Roll:
    """``7`` or ``3+5``, ASCII digits only; anything else is refused naming the token."""
    text = token.strip()
    faces = _FACES.fullmatch(text)
    if faces is not None:
        first, second = int(faces[1]), int(faces[2])
        return Roll(first + second, (first, second))
    if _SUM.fullmatch(text) and 2 <= int(text) <= 12:
        return Roll(int(text))
    raise NotationError(
        _("unknown roll {token}: the sum of two dice (2 to 12) or their faces (3+5)").format(
            token=quoted(token)
        )
    )


def roll(rng: RandomInts) -> Roll:
    """Two dice rolled with ``rng`` (the service's CSPRNG at an electronic table)."""
    faces = (rng.randint(1, 6), rng.randint(1, 6))
    return Roll(sum(faces), faces)


codecs.register(Roll, str, parse_roll)

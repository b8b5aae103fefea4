"""Two six-sided dice (RULES section 7): a roll is written as its sum ``2``...``12`` or as its
faces ``3+5``. A live table types what the dice show (the sum is enough where the faces do
not matter); an electronic one rolls with the RNG the service passes in and keeps the faces.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from casino.equipment import codecs
from casino.equipment.notation import NotationError
from casino.textfile import quoted

FACES = range(1, 7)


class RandomInts(Protocol):
    def randint(self, a: int, b: int) -> int: ...


@dataclass(frozen=True, slots=True)
class Roll:
    """A roll of two dice: its ``total``, and its ``faces`` where they are known."""

    total: int
    faces: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        if not 2 <= self.total <= 12:
            raise NotationError(f"two dice show 2 to 12, not {self.total}")
        faces = self.faces
        if faces is not None and (any(f not in FACES for f in faces) or sum(faces) != self.total):
            raise NotationError(f"faces {faces} do not make {self.total}")

    def __str__(self) -> str:
        return f"{self.faces[0]}+{self.faces[1]}" if self.faces else str(self.total)


def parse_roll(token: str) -> Roll:
    """``7`` or ``3+5``; anything else is refused naming the token."""
    text = token.strip()
    try:
        if "+" in text:
            first, second = (int(part) for part in text.split("+"))
            if first not in FACES or second not in FACES:
                raise ValueError
            return Roll(first + second, (first, second))
        return Roll(int(text))
    except (ValueError, NotationError):
        raise NotationError(
            f"unknown roll {quoted(token)}: the sum of two dice (2 to 12) or their faces (3+5)"
        ) from None


def roll(rng: RandomInts) -> Roll:
    """Two dice rolled with ``rng`` (the service's CSPRNG at an electronic table)."""
    faces = (rng.randint(1, 6), rng.randint(1, 6))
    return Roll(sum(faces), faces)


codecs.register(Roll, str, parse_roll)

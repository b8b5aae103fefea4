"""Sej's three wands (RULES section 7, rules/sej.md J-1): each four-sided, its faces Black,
Ship, White and Star, each equally likely; a throw is written as its three faces, ``S W B``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import product
from typing import Protocol

from casino.equipment import codecs
from casino.equipment.notation import NotationError
from casino.i18n import _
from casino.textfile import quoted


class Face(StrEnum):
    """A wand's four faces, by the letter each is written as (Star is ``R``: ``S`` is Ship)."""

    BLACK = "B"
    SHIP = "S"
    WHITE = "W"
    STAR = "R"


class RandomChoice(Protocol):
    def choice(self, seq: Sequence[Face]) -> Face: ...


@dataclass(frozen=True, slots=True)
class Throw:
    """The faces of the three wands, in the order the host read them."""

    faces: tuple[Face, Face, Face]

    def count(self, face: Face) -> int:
        return self.faces.count(face)

    def __str__(self) -> str:
        return " ".join(face.value for face in self.faces)


_BY_LETTER = {face.value: face for face in Face}
"""Each face by its letter; only ASCII is upper-cased into one (``"ſ".upper()`` is ``"S"``)."""

THROWS = tuple(Throw((a, b, c)) for a, b, c in product(Face, repeat=3))
"""The 64 equally likely throws."""


def parse_throw(text: str) -> Throw:
    """Three faces ``B S W R`` (spaces optional, any case); anything else names the token."""
    faces = []
    for letter in text:
        if letter.isspace() or letter == ",":
            continue
        face = _BY_LETTER.get(letter.upper()) if letter.isascii() else None
        if face is None:
            raise NotationError(
                _(
                    "unknown wand face {letter}: B (Black), S (Ship), W (White), R (Star)"
                ).format(letter=quoted(letter))
            )
        faces.append(face)
    if len(faces) != 3:
        raise NotationError(
            _("a throw is three wand faces, not {count}: {text}").format(
                count=len(faces), text=quoted(text)
            )
        )
    return Throw((faces[0], faces[1], faces[2]))


def throw(rng: RandomChoice) -> Throw:
    """The three wands thrown with ``rng`` (the service's CSPRNG at an electronic table)."""
    faces = tuple(rng.choice(list(Face)) for _ in range(3))
    return Throw((faces[0], faces[1], faces[2]))


codecs.register(Throw, str, parse_throw)

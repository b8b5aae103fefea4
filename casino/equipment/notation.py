"""What every piece of equipment's text notation shares: the error a mistyped token raises.

A card, a die's face or a wand throw is typed at the console and on the command line; each
kind parses its own tokens, and each refuses a bad one with a ``NotationError`` that names
the token, so the console and ``casino`` report any of them the same way, in one line.
"""

from __future__ import annotations


class NotationError(ValueError):
    """A token that is not a piece of this equipment, or more copies than it holds."""

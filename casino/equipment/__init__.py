"""The things a table plays with: packs of cards, dice and wands, each with its notation.

Equipment is shared by every game, so a new game brings rules, not card code: ``packs`` (what
any pack is), ``sekhoma_pack`` and ``french_pack`` (the packs), ``catalogue`` (every pack by
id), ``sealing`` (a shoe's sealed text naming its pack), ``dice``, ``wands``, ``notation``
(the error a mistyped token raises) and ``codecs`` (how each piece is stored in an event).
This file imports none of them, so importing one piece never loads the others.
"""

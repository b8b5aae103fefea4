"""Every pack of cards the program knows, by the id a game's rules name it by.

A game says which pack it deals (``sekhoma-72``, ``french-36+joker``, ``french-52x2``) and a
sealed shoe says which pack it came from; both are looked up here, so the table service, the
store and the recall find a pack without knowing which game uses it. A new kind of pack is a
new module in this folder and one line below.
"""

from __future__ import annotations

from functools import cache

from casino.equipment.notation import NotationError
from casino.equipment.packs import Pack
from casino.i18n import _
from casino.textfile import quoted


@cache
def packs() -> dict[str, Pack]:
    """Every pack, by its id (imported on first use: the packs' modules register their card
    codecs, and a module that only needs ``NotationError`` should not pay for them)."""
    from casino.equipment import french_pack, sekhoma_pack

    return {sekhoma_pack.PACK.id: sekhoma_pack.PACK, **french_pack.PACKS}


def pack(pack_id: str) -> Pack:
    """The pack called ``pack_id``; an unknown id is refused by name."""
    found = packs().get(pack_id)
    if found is None:
        raise NotationError(
            _("there is no pack called {name}: the packs are {packs}").format(
                name=quoted(pack_id), packs=", ".join(packs())
            )
        )
    return found

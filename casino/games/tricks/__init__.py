"""The trick games: Sedma, Ristikontra and Hola (``rules/trick-games.md``), one family in which
the last card of the rank led takes the trick. One engine (``engine.py``) plays all three from
a ``Law`` each game's rules build; each game's own package (``sedma/``, ``ristikontra/``,
``hola/``) holds its house rules, its scoring, its default rules file and its engine class.
The package offers three specs, ``SPECS``."""

from __future__ import annotations

from casino.games.capabilities import DemoTable
from casino.games.tricks.hola.game import GAME as HOLA
from casino.games.tricks.hola.rules import HolaRules
from casino.games.tricks.ristikontra.game import GAME as RISTIKONTRA
from casino.games.tricks.ristikontra.rules import RistikontraRules
from casino.games.tricks.sedma.game import GAME as SEDMA
from casino.games.tricks.sedma.rules import SedmaRules
from casino.games.tricks.spec import trick_spec
from casino.i18n import N_

# The demo's tables: shoe tables (so the recall replays every trick), each to a target it reaches
# within a shift, so the report shows matches finished and settled; eight deals in the night
# shift, since the demo voids each table's seventh.
SPECS = (
    trick_spec(
        SEDMA,
        SedmaRules,
        N_("Sedma"),
        "#2e6b4f",
        DemoTable("SD-1", "Pit 4", SedmaRules(cards="shoe", revenue="per-deal"), 8.0, (8, 6)),
    ),
    trick_spec(
        RISTIKONTRA,
        RistikontraRules,
        N_("Ristikontra"),
        "#4b4f8c",
        DemoTable("RK-1", "Pit 4", RistikontraRules(cards="shoe", target=3), 10.0, (8, 6)),
    ),
    trick_spec(
        HOLA,
        HolaRules,
        N_("Hola"),
        "#9a6a1c",
        DemoTable("HL-1", "Pit 4", HolaRules(cards="shoe", target=150), 8.0, (8, 6)),
    ),
)

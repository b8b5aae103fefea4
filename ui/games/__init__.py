"""Each game's console side, one package per game (``ui/games/<game>/``). Nothing shared
imports these packages: ``ui.game_consoles`` finds each by its game's name, at run time."""

"""Each game's console screens, one package per game, found through the game registry."""

"""The things a table plays with: packs of cards, dice and wands, each with its notation."""

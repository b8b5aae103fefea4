"""Ristikontra: four players in two partnerships, 52 cards, play in the dark, a match to
seven game points with the point held over after a 60-60 deal (rules page, R-1 ... R-11)."""

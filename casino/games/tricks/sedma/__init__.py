"""Sedma: four players in two partnerships (or two heads-up), 32 cards, sevens wild, tricks
that the leader may continue (rules page, D-1 ... D-12)."""

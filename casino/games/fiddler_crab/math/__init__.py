"""Exact game mathematics (RULES section 5): category odds, Fiddler-Crab expectations for the
mirror and the skilled player, the computed house-way dealer policy and its bound, the
break-even commission, and a Monte Carlo simulator that cross-checks them.

A hand's category depends only on its suit counts, so every figure here is a sum over suit-count
vectors (2,002 of them for nine cards) weighted by exact binomial counts: no card-by-card
enumeration and no sampling. Results are ``fractions.Fraction``; floats appear only inside
searches, and every figure reported is recomputed exactly.
"""

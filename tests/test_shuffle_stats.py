"""Statistical evidence that the console's shuffle is fair (issue 16, point 8: for the lab).

What is tested is what a shoe table deals: ``casino.equipment.sekhoma_pack.shuffled_deck``
given a fresh ``secrets.SystemRandom()`` (the operating system's CSPRNG), exactly as each game's
``fill_random`` calls it for ``TableService._prepared``;
``test_the_tests_shuffle_the_way_the_service_does``
holds the two together. The same checks also run on ``random.Random`` with fixed seeds, so a
failure of the algorithm (rather than of the randomness) can be reproduced at will.

Each sample is ``SHUFFLES`` whole 72-card decks, and three families of checks run on it:

1. **Positions** (chi-square): for each of the 72 positions, which of the 36 cards lands
   there is uniform (35 degrees of freedom); for each card, where its two copies land is
   uniform over the 72 positions (71 degrees of freedom; the statistic is scaled by 71/70,
   because the two copies of a card never share a position, see ``copies_correction``).
2. **Runs** (Wald-Wolfowitz): a card is *high* if its number is 4 to 6, so every deck holds
   36 high and 36 low cards; the number of runs of high and low cards in each deck, summed
   over the sample, against its exact mean and variance; and the runs in the stream "is the
   top card high" from one shuffle to the next.
3. **Serial correlation**: the lag-1 correlation of card values between successive positions
   of a deck, against -1/72 (not 0: a card just dealt is one the rest of a fixed deck is short
   of, and for any fair order of any fixed deck of n cards the expectation is exactly -1/n),
   and the correlation between the same position of successive shuffles, against 0.

**Why a failure means something.** A family's sub-tests are each run at 1 % divided by their
number (Bonferroni), so a fair shuffle should fail a family in at most 1 % of samples: each family
is a test at the 99 % level. (The p-values rest on the chi-square and normal approximations,
close with 830 sightings a cell: measured on ``random.Random`` with 1,500 seeds, samples of
2,000 decks failed the three families 1.3 %, 1.1 % and 1.1 % of the time, and 200 samples of
30,000 decks the positions 2 %: 1 % within the sampling error, or a little over.) A test
fails only if the family also fails on a second, independent sample, so a fair shuffle fails
a test about once in 5,000 to 10,000 runs, and the three OS-seeded tests together about once
in 2,000 or fewer; a first sample that fails and a second that passes is reported as a
warning. The fixed-seed tests are deterministic: they pass today and will keep passing until
the shuffle's code changes; should a change make one fail, both fixed seeds failing is again
a 1-in-5,000 accident for a fair shuffle, and far more likely a fault to reproduce.

**Why a pass means something.** ``test_a_broken_shuffle_fails`` gives the same check
functions broken shuffles (only the first two cards swapped, the textbook swap-with-any-card
shuffle, one riffle, and a generator reseeded from a clock so that successive deals repeat)
and requires each to fail the checks it should.

The statistics are written here with the standard library (``math.erfc`` for the normal
tail, the regularised incomplete gamma function for the chi-square tail); the small helper
tests pin them against table values, exact enumeration and, where installed, scipy.
"""

from __future__ import annotations

import inspect
import itertools
import math
import operator
import random
import secrets
import statistics
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

import pytest

from casino.equipment.sekhoma_pack import DECK, shuffled_deck

pytestmark = pytest.mark.xdist_group("shuffle-samples")
"""The module's tests run on one worker (``--dist loadgroup``): its samples (cached, tens of
megabytes, seconds each) are drawn once a run, as in a run on one process, not on each worker."""

Deck = Sequence[int]
Deal = Callable[[], Deck]

SHUFFLES = 30_000
"""Decks in one sample: about 830 expected sightings per (position, card) cell."""
ALPHA = 0.01
"""Each family of checks is a test at the 99 % level."""
SEEDS = (20_261_116, 20_261_117)
"""The fixed seeds of the reproducible run: the first sample, and the retry."""

POSITIONS = len(DECK)  # 72
CARD_VALUES = len(set(DECK))  # 36
COPIES = POSITIONS // CARD_VALUES  # 2
MEAN_VALUE = statistics.fmean(DECK)
VARIANCE = statistics.pvariance(DECK)
"""The card values' mean and variance over one deck (17.5 and 107.9...): the same for every
order of the deck, so they are known exactly, not estimated."""


# -- the statistics -----------------------------------------------------------------------------


def upper_gamma_q(a: float, x: float) -> float:
    """The regularised upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), for a > 0 and
    x >= 0: the series for x < a + 1, Lentz's continued fraction beyond (Numerical Recipes
    6.2), each to double precision."""
    if x <= 0:
        return 1.0
    log_front = -x + a * math.log(x) - math.lgamma(a)
    if x < a + 1:
        term = total = 1.0 / a
        n = a
        while abs(term) > abs(total) * 1e-16:
            n += 1
            term *= x / n
            total += term
        return max(0.0, 1.0 - total * math.exp(log_front))
    tiny = 1e-300
    b = x + 1 - a
    c, d = 1 / tiny, 1 / b
    h = d
    for i in itertools.count(1):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-16 or i > 10_000:
            break
    return math.exp(log_front) * h


def chi_square_sf(statistic: float, df: int) -> float:
    """P(X >= statistic) for X chi-square with ``df`` degrees of freedom."""
    return upper_gamma_q(df / 2, statistic / 2)


def two_sided_normal_p(z: float) -> float:
    """P(|Z| >= |z|) for a standard normal Z."""
    return math.erfc(abs(z) / math.sqrt(2))


def pearson(observed: Sequence[int], expected: float) -> float:
    """Pearson's chi-square statistic of counts that should each be ``expected``."""
    return sum((o - expected) ** 2 for o in observed) / expected


def copies_correction(cells: int, copies: int) -> float:
    """The factor that turns the Pearson statistic of where a card's ``copies`` land (counted
    over ``cells`` positions) into a chi-square with ``cells - 1`` degrees of freedom: the
    copies of one deal never share a cell, which shrinks each count's variance by
    ``(cells - copies) / (cells - 1)`` (sampling without replacement)."""
    return (cells - 1) / (cells - copies)


def runs(bits: Sequence[bool]) -> int:
    """The number of runs (maximal blocks of equal values) in ``bits``."""
    return 1 + sum(a != b for a, b in itertools.pairwise(bits)) if bits else 0


def runs_moments(n1: int, n2: int) -> tuple[float, float]:
    """Mean and variance of the number of runs in a uniformly random arrangement of ``n1``
    ones and ``n2`` zeros (Wald and Wolfowitz, 1940; exact, not asymptotic)."""
    n = n1 + n2
    mean = 2 * n1 * n2 / n + 1
    variance = 2 * n1 * n2 * (2 * n1 * n2 - n) / (n * n * (n - 1))
    return mean, variance


@dataclass(frozen=True)
class Result:
    """One sub-test: what was measured, the figure, and its p-value under a fair shuffle."""

    name: str
    figure: str
    p_value: float

    def __str__(self) -> str:
        return f"{self.name}: {self.figure}, p = {self.p_value:.3g}"


@dataclass(frozen=True)
class Verdict:
    """A family of sub-tests on one sample, each held to ``ALPHA`` / (their number)."""

    family: str
    results: tuple[Result, ...]

    @property
    def level(self) -> float:
        return ALPHA / len(self.results)

    @property
    def worst(self) -> Result:
        return min(self.results, key=lambda result: result.p_value)

    @property
    def passed(self) -> bool:
        return self.worst.p_value >= self.level

    def __str__(self) -> str:
        state = "pass" if self.passed else "FAIL"
        summary = self.results if len(self.results) <= 3 else (self.worst,)
        shown = "; ".join(str(result) for result in summary)
        return f"{self.family} ({state} at p >= {self.level:.3g} each): {shown}"


# -- the three families of checks ---------------------------------------------------------------


def check_positions(decks: Sequence[Deck]) -> Verdict:
    """Chi-square of each position's card and each card's position (72 + 36 sub-tests)."""
    counts = [[0] * CARD_VALUES for _ in range(POSITIONS)]
    for deck in decks:
        for position, card in enumerate(deck):
            counts[position][card] += 1
    expected = len(decks) / CARD_VALUES
    correction = copies_correction(POSITIONS, COPIES)
    results = [
        Result(f"position {p + 1}", f"chi2 = {stat:.1f} (df {CARD_VALUES - 1})",
               chi_square_sf(stat, CARD_VALUES - 1))
        for p in range(POSITIONS)
        for stat in [pearson(counts[p], expected)]
    ] + [
        Result(f"card {c}", f"chi2 = {stat:.1f} (df {POSITIONS - 1})",
               chi_square_sf(stat, POSITIONS - 1))
        for c in range(CARD_VALUES)
        for stat in [correction * pearson([row[c] for row in counts], expected)]
    ]  # fmt: skip
    return Verdict("positions", tuple(results))


HIGH = tuple(card % 6 >= 3 for card in range(CARD_VALUES))
"""Whether each card is numbered 4 to 6 (``card % 6`` is its number less one): half a deck."""


def check_runs(decks: Sequence[Deck]) -> Verdict:
    """Wald-Wolfowitz runs of high and low cards within the decks, and of the top card's
    height from one shuffle to the next."""
    n = len(decks)
    highs = sum(HIGH[card] for card in decks[0])
    mean, variance = runs_moments(highs, POSITIONS - highs)
    total = sum(runs([HIGH[card] for card in deck]) for deck in decks)
    z = (total - n * mean) / math.sqrt(n * variance)
    figure = f"{total / n:.3f} a deck (expected {mean:.3f}), z = {z:+.2f}"
    within = Result("runs within a deck", figure, two_sided_normal_p(z))
    return Verdict("runs", (within, runs_across([HIGH[deck[0]] for deck in decks])))


def runs_across(tops: Sequence[bool]) -> Result:
    """The runs test of the top cards' heights, one bit a shuffle, given how many are high."""
    name, n, top_highs = "runs of the top card across shuffles", len(tops), sum(tops)
    if top_highs in (0, n):  # one run: a fair shuffle does this with probability 2 ** (1 - n)
        return Result(name, "every top card on one side", 2.0 ** (1 - n))
    mean, variance = runs_moments(top_highs, n - top_highs)
    z = (runs(tops) - mean) / math.sqrt(variance)
    return Result(name, f"{runs(tops)} (expected {mean:.1f}), z = {z:+.2f}", two_sided_normal_p(z))


def check_serial(decks: Sequence[Deck]) -> Verdict:
    """Lag-1 serial correlation of card values within a deck (expected -1/72, tested with the
    sample's own variance of the per-deck sums, which are independent) and between the same
    position of successive shuffles (expected 0; the variance is exact: for two independent
    fair decks ``Var(sum x_i y_i) = 72 * 72 / 71 * variance**2`` about the mean, and the
    products of successive pairs are uncorrelated). Sums of products about the mean ``m`` are
    taken as ``sum(x * y) - m * (sum(x) + sum(y)) + count * m * m``: whole numbers, in C."""
    n, m = len(decks), MEAN_VALUE
    totals = [sum(deck) for deck in decks]
    lag_sums = [
        sum(map(operator.mul, deck, deck[1:])) - m * (2 * total - deck[0] - deck[-1])
        + (POSITIONS - 1) * m * m
        for deck, total in zip(decks, totals, strict=True)
    ]  # fmt: skip
    r_within = statistics.fmean(lag_sums) / (POSITIONS * VARIANCE)
    expected = -VARIANCE  # E[sum of the 71 lagged products] = 71 * (-VARIANCE / 71)
    difference, spread = statistics.fmean(lag_sums) - expected, statistics.stdev(lag_sums)
    # every deck alike (no fair shuffle does that): infinitely far from a fair one
    z_within = difference / spread * math.sqrt(n) if spread else math.inf
    cross = sum(
        sum(map(operator.mul, first, second)) - m * (first_total + second_total)
        + POSITIONS * m * m
        for (first, first_total), (second, second_total)
        in itertools.pairwise(zip(decks, totals, strict=True))
    )  # fmt: skip
    r_across = cross / ((n - 1) * POSITIONS * VARIANCE)
    z_across = cross / math.sqrt((n - 1) * POSITIONS * POSITIONS / (POSITIONS - 1) * VARIANCE**2)
    return Verdict("serial correlation", (
        Result("successive positions", f"r = {r_within:+.5f} (expected "
               f"{-1 / POSITIONS:+.5f}), z = {z_within:+.2f}", two_sided_normal_p(z_within)),
        Result("successive shuffles", f"r = {r_across:+.5f} (expected 0), z = {z_across:+.2f}",
               two_sided_normal_p(z_across)),
    ))  # fmt: skip


Check = Callable[[Sequence[Deck]], Verdict]
CHECKS: dict[str, Check] = {
    "positions": check_positions, "runs": check_runs, "serial": check_serial,
}  # fmt: skip


def assert_fair(check: Check, samples: Iterator[Sequence[Deck]]) -> Verdict:
    """Fail only if ``check`` fails on two independent samples from ``samples`` (a fair
    shuffle: 1 time in 5,000 to 10,000), warn if the first one failed. Returns the verdict that
    passed."""
    first = check(next(samples))
    if first.passed:
        return first
    second = check(next(samples))
    assert second.passed, f"failed on two independent samples:\n  {first}\n  {second}"
    warnings.warn(f"passed on a second sample only (1 in 100 by chance): {first}", stacklevel=2)
    return second


# -- the shuffles -------------------------------------------------------------------------------


def production_deal() -> Deck:
    """A shoe table's deal, as ``TableService._prepared`` makes it."""
    return shuffled_deck(secrets.SystemRandom())


def sample(deal: Deal, n: int = SHUFFLES) -> tuple[Deck, ...]:
    return tuple(deal() for _ in range(n))


@cache
def os_sample(attempt: int) -> tuple[Deck, ...]:
    """OS-seeded samples, the first shared by the three tests (a retry draws a new one)."""
    return sample(production_deal)


@cache
def seeded_sample(seed: int) -> tuple[Deck, ...]:
    rng = random.Random(seed)
    return sample(lambda: shuffled_deck(rng))


def os_samples() -> Iterator[tuple[Deck, ...]]:
    return (os_sample(attempt) for attempt in itertools.count())


def seeded_samples() -> Iterator[tuple[Deck, ...]]:
    return (seeded_sample(seed) for seed in SEEDS)


@pytest.fixture(scope="module", autouse=True)
def _free_samples() -> Iterator[None]:
    """The samples (tens of megabytes) are shared by this module's tests, then let go."""
    yield
    os_sample.cache_clear()
    seeded_sample.cache_clear()
    broken_sample.cache_clear()


# -- the tests ----------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("family", list(CHECKS))
def test_the_shuffle_seeded_from_the_os_is_fair(family: str) -> None:
    print(assert_fair(CHECKS[family], os_samples()))


@pytest.mark.slow
@pytest.mark.parametrize("family", list(CHECKS))
def test_the_shuffle_with_a_fixed_seed_is_fair(family: str) -> None:
    print(assert_fair(CHECKS[family], seeded_samples()))


def swap_first_two(rng: random.Random) -> Deck:
    """Only the first two cards are ever exchanged: in a fresh deck they are the two copies
    of 1S, so every deal is the fresh deck's order."""
    deck = list(DECK)
    if rng.random() < 0.5:
        deck[0], deck[1] = deck[1], deck[0]
    return deck


def naive_swaps(rng: random.Random) -> Deck:
    """The textbook mistake: swap each card with *any* card (n^n equally likely paths onto n!
    orders, so some orders are likelier than others)."""
    deck = list(DECK)
    for i in range(len(deck)):
        j = rng.randrange(len(deck))
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def one_riffle(rng: random.Random) -> Deck:
    """One Gilbert-Shannon-Reeds riffle of a fresh deck: far too few to mix 72 cards."""
    cut = sum(rng.random() < 0.5 for _ in DECK)
    left, right = list(DECK[:cut]), list(DECK[cut:])
    deck: list[int] = []
    while left or right:
        take_left = rng.random() * (len(left) + len(right)) < len(left)
        deck.append((left if take_left else right).pop(0))
    return deck


def clock_seeded(rng: random.Random) -> Deal:
    """A generator reseeded from a clock that ticks once every ten deals: each deck is a fair
    shuffle, but ten in a row are the same deck."""
    deals = itertools.count()
    base = rng.randrange(2**32)
    return lambda: shuffled_deck(random.Random(base + next(deals) // 10))


BROKEN: dict[str, Callable[[random.Random], Deal]] = {
    "swap first two": lambda rng: lambda: swap_first_two(rng),
    "naive swaps": lambda rng: lambda: naive_swaps(rng),
    "one riffle": lambda rng: lambda: one_riffle(rng),
    "clock seeded": clock_seeded,
}


BROKEN_SHUFFLES = 10_000
"""Decks in a broken shuffle's sample: fewer than the real tests take, so the checks have less
power here, and a broken shuffle they catch here they would catch there too."""


@lru_cache(maxsize=2)
def broken_sample(name: str, seed: int) -> tuple[Deck, ...]:
    """A broken shuffle's samples, kept while the tests of that shuffle (grouped) run."""
    return sample(BROKEN[name](random.Random(seed)), BROKEN_SHUFFLES)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("shuffle", "family"),
    [
        ("swap first two", "positions"), ("swap first two", "runs"),
        ("swap first two", "serial"), ("naive swaps", "positions"), ("naive swaps", "serial"),
        ("one riffle", "positions"), ("one riffle", "runs"), ("one riffle", "serial"),
        ("clock seeded", "positions"), ("clock seeded", "runs"), ("clock seeded", "serial"),
    ],
)  # fmt: skip
def test_a_broken_shuffle_fails(shuffle: str, family: str) -> None:
    samples = (broken_sample(shuffle, seed) for seed in itertools.count(1))
    with pytest.raises(AssertionError, match="failed on two independent samples"):
        assert_fair(CHECKS[family], samples)


def test_the_tests_shuffle_the_way_the_service_does() -> None:
    """If a shoe table's deck is made another way, these tests must follow it there."""
    from casino.equipment.packs import Pack
    from casino.equipment.sekhoma_pack import shuffled_deck
    from casino.games import games
    from casino.games.drawing import Draws
    from casino.services.tables import TableService

    # The service draws with its ``randomness``: the operating system's generator, which no
    # product code replaces (only a test seeds it, for a run it can repeat).
    assert "fill_random(state, command, self.randomness)" in inspect.getsource(
        TableService._prepared
    )
    assert "self.randomness: random.Random = secrets.SystemRandom()" in inspect.getsource(
        TableService.__init__
    )
    root = Path(__file__).resolve().parents[1]
    product = [p for package in ("casino", "ui", "reports") for p in (root / package).rglob("*.py")]
    for path in product:
        if path.name != "tables.py" or path.parent.name != "services":
            assert ".randomness =" not in path.read_text(encoding="utf-8"), path
    for spec in games().values():  # every game's shoe is shuffled one of these two ways
        draws = spec.equipment.fill_random.__self__  # what the game declares it draws
        assert isinstance(draws, Draws), spec.name
        source = "".join(inspect.getsource(draw.draw) for draw in draws.draws)
        shuffles = "shuffled_deck(rng)" in source or ".shuffled(rng)" in source
        # A game of dice and wands deals no pack: it throws and rolls with the same rng.
        throws = "dice.roll(rng)" in source and "wands.throw(rng)" in source
        assert shuffles or throws, spec.name
    # ... and both are the one shuffle these tests check: the whole pack through rng.shuffle.
    for shuffle in (shuffled_deck, Pack.shuffled):
        assert "rng.shuffle(" in inspect.getsource(shuffle)


# -- the statistics against known values --------------------------------------------------------


@pytest.mark.parametrize(
    ("statistic", "df", "p"),
    [
        (6.634896601021217, 1, 0.01), (57.342073433859184, 35, 0.01),
        (101.62144051355197, 71, 0.01), (75.1922854451438, 35, 0.01 / 108),
        (2.0, 2, math.exp(-1)), (0.0, 5, 1.0), (1.0, 1, math.erfc(math.sqrt(0.5))),
    ],
)  # fmt: skip
def test_chi_square_tail_matches_the_tables(statistic: float, df: int, p: float) -> None:
    assert chi_square_sf(statistic, df) == pytest.approx(p, rel=1e-9)


def test_chi_square_tail_matches_scipy() -> None:
    scipy_stats = pytest.importorskip("scipy.stats")
    for df in (1, 2, 5, 35, 71, 2520):
        for quantile in (0.001, 0.1, 0.5, 0.9, 0.99, 0.99999):
            x = float(scipy_stats.chi2.ppf(quantile, df))
            assert chi_square_sf(x, df) == pytest.approx(1 - quantile, rel=1e-7, abs=1e-15)


def test_two_sided_normal_tail() -> None:
    assert two_sided_normal_p(0) == 1
    assert two_sided_normal_p(2.5758293035489) == pytest.approx(0.01, rel=1e-9)
    assert two_sided_normal_p(-1.959963984540054) == pytest.approx(0.05, rel=1e-9)


def test_runs_moments_are_exact_for_every_arrangement() -> None:
    for n1, n2 in [(3, 3), (4, 2), (5, 4)]:
        arrangements = set(itertools.permutations([True] * n1 + [False] * n2))
        counts = [runs(bits) for bits in arrangements]
        mean, variance = runs_moments(n1, n2)
        assert statistics.fmean(counts) == pytest.approx(mean)
        assert statistics.pvariance(counts) == pytest.approx(variance)
    assert runs([]) == 0 and runs([True]) == 1 and runs([True, True, False, True]) == 3


def test_the_expected_correlations_are_exact_for_a_small_deck() -> None:
    """Over every order of a small deck with two copies of each card: the lagged products sum
    to -variance on average (a lag-1 correlation of -1/n), and two independent orders' products
    have the variance ``check_serial`` uses."""
    deck = (0, 0, 1, 1, 2, 2)
    n, mean, variance = len(deck), statistics.fmean(deck), statistics.pvariance(deck)
    orders = [[card - mean for card in order] for order in set(itertools.permutations(deck))]
    lagged = [sum(a * b for a, b in itertools.pairwise(order)) for order in orders]
    assert statistics.fmean(lagged) == pytest.approx(-variance)
    cross = [sum(a * b for a, b in zip(x, y, strict=True)) for x in orders for y in orders]
    assert statistics.fmean(cross) == pytest.approx(0, abs=1e-12)
    assert statistics.pvariance(cross) == pytest.approx(n * n / (n - 1) * variance**2)


def test_copies_correction_makes_a_chi_square() -> None:
    """Where the two copies of a card land in a small deck: the scaled statistic averages
    its degrees of freedom (exact enumeration of every pair of distinct positions)."""
    cells, copies = 6, 2
    pairs = list(itertools.combinations(range(cells), copies))
    # one deal: the statistic's mean is the sum over cells of Var(count) / expected
    expected = copies / cells
    variances = [
        statistics.pvariance([1 if cell in pair else 0 for pair in pairs]) for cell in range(cells)
    ]
    mean_statistic = sum(variance / expected for variance in variances)
    assert copies_correction(cells, copies) * mean_statistic == pytest.approx(cells - 1)

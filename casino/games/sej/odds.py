"""Sej's exact figures (rules page J-1 ... J-13), computed, never simulated.

- **The throw**: the 64 equally likely throws of three four-sided wands, what each puts in
  contest (``resolutions``), how many may be declined, and each prize's chance.
- **A contest**: two players' rolls of two dice; a tie rolls again, so either player wins a
  contest with chance exactly 1/2, whoever rolls first.
- **The game**: the chance that each player wins from any score, when each declines by a
  stated policy (``POLICIES``), the expected number of Hands, and the expected stakes a game
  moves. Two players; the Hands form a Markov chain over (whose throw, both scores), and the
  chance is the solution of its linear equations. A Black sends scores back to 0, so the chain
  has cycles: the equations are solved by Gauss-Seidel sweeps in order of falling total score
  (every forward step is then exact within one sweep, and only a reset to 0 carries an error
  back), to a change below 1e-12.

Passing the wands (J-12) is not modelled: a player who takes the wands declines by their own
policy, so a policy already says everything passing could change.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import product
from operator import mul
from typing import Any

from casino.equipment.wands import THROWS
from casino.games.sej.prizes import BLACK, TRIPLE_BLACK, TRIPLE_WHITE, Prize, declinable, resolve
from casino.games.sej.rules import FLAT, IMMEDIATE, SejRules
from casino.i18n import N_

# The policies' codes, as ``casino odds --policy`` takes them: each is marked with ``N_`` and
# translated where it is shown (``_(name)``); the code itself never changes.
# Translators: a Sej declining policy's short name: never decline a throw.
NEVER = N_("never")
# Translators: a Sej declining policy's short name: decline every throw showing a Black.
ALWAYS = N_("always")
# Translators: a Sej declining policy's short name: decline a Black when ahead.
WHEN_AHEAD = N_("when-ahead")
# Translators: a Sej declining policy's short name: decline only a triple Black.
TRIPLE_ONLY = N_("triple-black")
POLICIES: dict[str, str] = {
    NEVER: N_("never decline"),
    ALWAYS: N_("decline every throw that shows a Black"),
    WHEN_AHEAD: N_("decline a throw that shows a Black when ahead"),
    TRIPLE_ONLY: N_("decline only a triple Black"),
}
"""The declining policies the figures can assume, each in words."""

TOLERANCE = 1e-12
RELAXATION = 1.2


# --- the throw -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Resolution:
    """What some throws put in contest, and how many of the 64 do."""

    prizes: tuple[Prize, ...]
    count: int

    @property
    def words(self) -> list[str]:
        return [str(prize) for prize in self.prizes]


@cache
def resolutions() -> tuple[Resolution, ...]:
    """Every distinct resolution, the most frequent first (then in the order of J-9)."""
    counts = Counter(resolve(throw) for throw in THROWS)
    return tuple(
        Resolution(prizes, n)
        for prizes, n in sorted(counts.items(), key=lambda item: (-item[1], _order(item[0])))
    )


def _order(prizes: tuple[Prize, ...]) -> tuple[object, ...]:
    return tuple((prize.kind, -prize.points) for prize in prizes)


def throws_declinable() -> int:
    return sum(declinable(throw) for throw in THROWS)


def throws_with(kind: str) -> int:
    return sum(any(p.kind == kind for p in resolve(throw)) for throw in THROWS)


def prize_counts() -> dict[str, int]:
    """How many of the 64 throws put each prize (in words) in contest."""
    found: Counter[str] = Counter()
    for throw in THROWS:
        for words in {str(prize) for prize in resolve(throw)}:
            found[words] += 1
    return dict(sorted(found.items(), key=lambda item: (-item[1], item[0])))


# --- a contest -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ContestOdds:
    """Two players' single rolls (36 × 36 equally likely pairs of two dice), and the contest."""

    pairs: int
    first_higher: int
    tie: int
    first_wins: Fraction
    """The first roller's chance to win the contest, ties rolled again."""


@cache
def contest_odds() -> ContestOdds:
    sums = [a + b for a, b in product(range(1, 7), repeat=2)]
    higher = sum(1 for x in sums for y in sums if x > y)
    tie = sum(1 for x in sums for y in sums if x == y)
    pairs = len(sums) ** 2
    return ContestOdds(pairs, higher, tie, Fraction(higher, pairs - tie))


# --- the game --------------------------------------------------------------------------------

Policy = Callable[[tuple[Prize, ...], int, int], bool]


def policy(name: str) -> Policy:
    """Whether the thrower declines ``prizes`` holding ``mine`` against ``theirs``."""
    if name not in POLICIES:
        raise ValueError(f"unknown policy {name!r}: {', '.join(POLICIES)}")

    def declines(prizes: tuple[Prize, ...], mine: int, theirs: int) -> bool:
        if not any(prize.black for prize in prizes):
            return False
        if name == ALWAYS:
            return True
        if name == WHEN_AHEAD:
            return mine > theirs
        if name == TRIPLE_ONLY:
            return prizes[0].kind == TRIPLE_BLACK
        return False

    return declines


_POINTS, _BLACK, _TRIPLE_WHITE, _TRIPLE_BLACK = 0, 1, 2, 3
_CODE = {BLACK: _BLACK, TRIPLE_WHITE: _TRIPLE_WHITE, TRIPLE_BLACK: _TRIPLE_BLACK}
Step = tuple[int, int, int]
"""One contest's result: who won it (0: the thrower, 1: the other), the prize's code and its
points."""


def _outcomes(prizes: tuple[Prize, ...]) -> tuple[tuple[float, tuple[Step, ...]], ...]:
    """Every way a played Hand's contests can fall, each with its chance (each contest is won
    by either player with chance 1/2)."""
    each = 0.5 ** len(prizes)
    codes = [(_CODE.get(prize.kind, _POINTS), prize.points) for prize in prizes]
    return tuple(
        (each, tuple((w, code, points) for w, (code, points) in zip(who, codes, strict=True)))
        for who in product((0, 1), repeat=len(prizes))
    )


_GOES_ON, _FIRST_WINS, _SECOND_WINS = 0, 1, 2


def _after(
    steps: tuple[Step, ...], thrower: int, first: int, second: int, target: int, immediate: bool
) -> tuple[int, int, int]:
    """Where a played Hand leaves the game: (``_GOES_ON``, the scores after it), or who won
    and, when on points, the winner's and the loser's points (-1, -1 by a triple)."""
    scores = [first, second]
    for who, code, points in steps:
        player = who if thrower == 0 else 1 - who
        if code == _POINTS:
            scores[player] += points
            if immediate and scores[player] >= target:
                return _FIRST_WINS + player, scores[player], scores[1 - player]
        elif code == _BLACK:
            scores[player] = 0
        elif code == _TRIPLE_WHITE:
            return _FIRST_WINS + player, -1, -1
        else:
            return _SECOND_WINS - player, -1, -1
    past = scores[0] >= target or scores[1] >= target
    if not immediate and past and scores[0] != scores[1]:
        winner = _FIRST_WINS if scores[0] > scores[1] else _SECOND_WINS
        return winner, max(scores), min(scores)
    return _GOES_ON, scores[0], scores[1]


@dataclass(frozen=True)
class GameOdds:
    """The solved game: ``win(thrower, first, second)`` is the chance that the first player
    wins, with ``thrower`` (0: the first player, 1: the second) to throw next and each holding
    those points; ``hands`` and ``stakes`` are the expected Hands still to play and the
    expected stakes the game moves."""

    target: int
    win_check: str
    policies: tuple[str, str]
    settle: str
    _index: dict[tuple[int, int, int], int]
    _win: list[float]
    _hands: list[float]
    _stakes: list[float]
    sweeps: int

    def win(self, thrower: int, first: int, second: int) -> float:
        return self._win[self._index[thrower, first, second]]

    def hands(self, thrower: int, first: int, second: int) -> float:
        return self._hands[self._index[thrower, first, second]]

    def stakes(self, thrower: int, first: int, second: int) -> float:
        return self._stakes[self._index[thrower, first, second]]

    def knows(self, first: int, second: int) -> bool:
        return (0, first, second) in self._index

    @property
    def from_start(self) -> float:
        """The first player's chance from 0-0 before the opening roll (each wins it half the
        time)."""
        return (self.win(0, 0, 0) + self.win(1, 0, 0)) / 2

    @property
    def starter_wins(self) -> float:
        """The chance that the opening roll's winner (here the first player) wins the game."""
        return self.win(0, 0, 0)

    @property
    def states(self) -> int:
        return len(self._win)


def _reachable(
    target: int, win_check: str, plays: list[tuple[tuple[Prize, ...], float, Any]]
) -> set[tuple[int, int]]:
    """Every pair of scores a game can stand at between Hands, from 0-0: not every pair below
    the target (a Hand's prizes come together: ships 20 with stars 12 or a Black, so 50-40
    never happens), and (end-of-hand) equal scores past the target, which play on."""
    immediate = win_check == IMMEDIATE
    seen = {(0, 0)}
    todo = [(0, 0)]
    while todo:
        first, second = todo.pop()
        for _prizes, _chance, outcomes in plays:
            for _each, steps in outcomes:
                for thrower in (0, 1):
                    ending, a, b = _after(steps, thrower, first, second, target, immediate)
                    if ending == _GOES_ON and (a, b) not in seen:
                        seen.add((a, b))
                        todo.append((a, b))
    return seen


@cache
def game_odds(
    target: int = 100,
    win_check: str = IMMEDIATE,
    first_policy: str = WHEN_AHEAD,
    second_policy: str = WHEN_AHEAD,
    settle: str = "flat",
) -> GameOdds:
    """Solve the two-player game for these rules and policies."""
    rules = SejRules(target=target, win_check=win_check, settle=settle)
    declines = (policy(first_policy), policy(second_policy))
    immediate = win_check == IMMEDIATE
    plays = [(r.prizes, r.count / 64, _outcomes(r.prizes)) for r in resolutions()]
    order = sorted(_reachable(target, win_check, plays), key=lambda s: -(s[0] + s[1]))
    index: dict[tuple[int, int, int], int] = {}
    for first, second in order:
        for thrower in (0, 1):
            index[thrower, first, second] = len(index)

    # Each state's moves: the chances of going on to each next state, and of each end.
    moves: list[list[tuple[float, int]]] = []
    ends: list[tuple[float, float]] = []  # (chance the first player wins, expected stakes)
    for thrower, first, second in index:
        going: dict[int, float] = defaultdict(float)
        won, stakes = 0.0, 0.0
        mine, theirs = (first, second) if thrower == 0 else (second, first)
        for prizes, chance, outcomes in plays:
            if declines[thrower](prizes, mine, theirs):
                going[index[1 - thrower, first, second]] += chance
                continue
            for each, steps in outcomes:
                ending, a, b = _after(steps, thrower, first, second, target, immediate)
                p = chance * each
                if ending == _GOES_ON:
                    going[index[1 - thrower, a, b]] += p
                    continue
                won += p if ending == _FIRST_WINS else 0.0
                stakes += p * (rules.stakes_owed(a, b) if a >= 0 else 1)
        moves.append([(chance, to) for to, chance in going.items()])
        ends.append((won, stakes))
    win = _solve(moves, [w for w, _s in ends], [0.0] * len(ends))
    hands = _solve(moves, [0.0] * len(ends), [1.0] * len(ends))
    moved = (
        ([1.0] * len(ends), 0)
        if settle == FLAT
        else _solve(moves, [s for _w, s in ends], [0.0] * len(ends))
    )
    return GameOdds(
        target,
        win_check,
        (first_policy, second_policy),
        settle,
        index,
        win[0],
        hands[0],
        moved[0],
        max(win[1], hands[1], moved[1]),
    )


def _solve(
    moves: list[list[tuple[float, int]]], ends: list[float], step: list[float]
) -> tuple[list[float], int]:
    """x = ends + step + Σ p·x[next], by Gauss-Seidel sweeps in the states' order, each
    step over-relaxed (``RELAXATION``: measured fastest for these chains)."""
    chances = [[chance for chance, _to in going] for going in moves]
    nexts = [[to for _chance, to in going] for going in moves]
    fixed = [end + more for end, more in zip(ends, step, strict=True)]
    values = [0.0] * len(moves)
    for sweep in range(1, 10_000):
        change = 0.0
        for at in range(len(values)):
            solved = fixed[at] + sum(map(mul, chances[at], [values[to] for to in nexts[at]]))
            moved = RELAXATION * (solved - values[at])
            values[at] += moved
            change = max(change, abs(moved))
        if change < TOLERANCE:
            return values, sweep
    raise ArithmeticError("the game's equations did not converge")


def odds_json(odds: GameOdds | None = None) -> dict[str, object]:
    """``casino odds --game sej --json``: the throw's figures (the contract's fields first),
    the contest, and, for two players, the game under ``odds``' rules and policies."""
    contest = contest_odds()
    out: dict[str, object] = {
        "throws": len(THROWS),
        "declinable": throws_declinable(),
        "triple_white": throws_with(TRIPLE_WHITE),
        "lose_game": throws_with(TRIPLE_BLACK),
        "resolutions": [{"prizes": r.words, "count": r.count} for r in resolutions()],
        "prizes": [{"prize": words, "count": n} for words, n in prize_counts().items()],
        "contest": {
            "roll_pairs": contest.pairs,
            "first_higher": contest.first_higher,
            "tie": contest.tie,
            "first_wins": f"{contest.first_wins.numerator}/{contest.first_wins.denominator}",
        },
    }
    if odds is not None:
        out["game"] = {
            "target": odds.target,
            "win_check": odds.win_check,
            "settle": odds.settle,
            "policies": list(odds.policies),
            "first_wins_from_start": round(odds.from_start, 12),
            "starter_wins": round(odds.starter_wins, 12),
            "hands_per_game": round(odds.hands(0, 0, 0) / 2 + odds.hands(1, 0, 0) / 2, 6),
            "stakes_per_game": round(odds.stakes(0, 0, 0) / 2 + odds.stakes(1, 0, 0) / 2, 6),
            "states": odds.states,
            "sweeps": odds.sweeps,
        }
    return out

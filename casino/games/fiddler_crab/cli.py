"""The Fiddler-Crab subcommands of ``casino``: split, settle, odds, edge, houseway and
``simulate fiddler-crab``. Exit status as everywhere: 0 done, 2 input refused (the message names
what was wrong), 1 a check that failed."""

from __future__ import annotations

import argparse
import json
import time
from typing import TYPE_CHECKING, TextIO

from casino.cli_support import (
    EXIT_OK,
    EXIT_REFUSED,
    MAX_HANDS,
    each_hand,
    minor_amount,
    seed_number,
    whole_number,
)
from casino.equipment.sekhoma_pack import Card, CardError, check_copies, format_cards, parse_cards
from casino.games.capabilities import Parsers
from casino.games.fiddler_crab.rules import BEST_LARGE, DEALER_CHOICE, HOUSE_WAY, FiddlerCrabRules
from casino.games.fiddler_crab.settlement import categories, result_of, settle_bet

if TYPE_CHECKING:
    from casino.games.fiddler_crab.math.edge import PlayerFigures
    from casino.games.fiddler_crab.math.houseway import HouseWay
    from casino.games.sekhoma.ranking import Category, SmallCategory

# The game math imports numpy and builds tables: each command that needs it imports it, so
# that ``casino rank`` and the rest start as fast as they did.


def _rules(path: str | None) -> FiddlerCrabRules:
    return FiddlerCrabRules.load(path) if path else FiddlerCrabRules()


def _warm_house_way(rules: FiddlerCrabRules, err: TextIO, *, fresh: bool = False) -> HouseWay:
    """Make the rules' house-way policy available, from the cache when it is there."""
    from casino.games.fiddler_crab.math.edge import pays_of
    from casino.games.fiddler_crab.math.policy_store import cached_house_way

    def announce() -> None:
        err.write("computing the house-way policy for these pays (seconds, then cached)...\n")
        err.flush()

    return cached_house_way(pays_of(rules), fresh=fresh, announce=announce)


# --- split -----------------------------------------------------------------------------------


def cmd_split(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.games.fiddler_crab.math.policies import dealer_split

    rules = _rules(args.rules)
    rule = args.dealer_sets or rules.dealer_sets
    if rule == DEALER_CHOICE:
        err.write("casino split: dealer-choice has no rule to split by; use --dealer-sets "
                  "best-large or house-way\n")
        return EXIT_REFUSED
    rules = rules.replace(dealer_sets=rule)
    if rule == HOUSE_WAY:
        _warm_house_way(rules, err)

    def work(text: str) -> dict[str, str]:
        cards = parse_cards(text)
        large, small = dealer_split(rules, cards)
        big, little = categories(large, small)
        return {
            "cards": format_cards(cards),
            "large": format_cards(large),
            "small": format_cards(small),
            "large_category": big.label,
            "small_category": little.label,
            "dealer_sets": rule,
        }

    def show(r: dict[str, str]) -> str:
        return (
            f"{r['cards']}: Large {r['large']} ({r['large_category']}) | "
            f"Small {r['small']} ({r['small_category']})"
        )

    return each_hand("split", args.cards, args.json, work, show, out, err)


# --- settle ----------------------------------------------------------------------------------


def _split_text(text: str, whose: str) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    parts = text.split("|")
    if len(parts) != 2:
        raise CardError(f"{whose} hand must be written 'LARGE | SMALL' (6 cards, a bar, 3 cards)")
    large, small = parse_cards(parts[0]), parse_cards(parts[1])
    if len(large) != 6 or len(small) != 3:
        raise CardError(
            f"{whose} hand needs 6 cards before the bar and 3 after, not {len(large)} and "
            f"{len(small)}"
        )
    return large, small


def cmd_settle(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.games.fiddler_crab.math.figures import fraction_text

    rules = _rules(args.rules)
    try:
        player = _split_text(args.player, "the player's")
        dealer = _split_text(args.dealer, "the dealer's")
        check_copies([*player, *dealer])
    except CardError as exc:
        err.write(f"casino settle: {exc}\n")
        return EXIT_REFUSED
    if args.bet <= 0:
        err.write(f"casino settle: --bet must be more than 0 minor units, not {args.bet}\n")
        return EXIT_REFUSED
    mine, theirs = categories(*player), categories(*dealer)
    paid = settle_bet(rules, args.bet, result_of(mine, theirs))
    if args.json:
        out.write(json.dumps({
            "result": paid.result,
            "player_net": paid.won,
            "bet": args.bet,
            "commission": paid.commission,
            "breakage": fraction_text(paid.breakage),
            "player": {"large_category": mine[0].label, "small_category": mine[1].label},
            "dealer": {"large_category": theirs[0].label, "small_category": theirs[1].label},
        }) + "\n")
        return EXIT_OK
    money = rules.money

    def versus(a: Category | SmallCategory, b: Category | SmallCategory) -> str:
        return f"{a.label} {'beats' if a > b else 'loses to'} {b.label}"

    out.write(
        f"{paid.result}: Large {versus(mine[0], theirs[0])}; Small {versus(mine[1], theirs[1])}\n"
    )
    if paid.won > 0:
        line = f"the player keeps the bet of {money(args.bet)} and is paid {money(paid.won)}"
        if paid.commission:
            line += f" (commission {money(paid.commission)})"
    elif paid.won == 0:
        line = f"push: the bet of {money(args.bet)} stays; nothing paid, nothing lost"
    else:
        line = f"the house takes the bet of {money(args.bet)}"
    out.write(f"{line}; player_net {paid.won}\n")
    return EXIT_OK


# --- odds ------------------------------------------------------------------------------------


def cmd_odds(args: argparse.Namespace, out: TextIO, _err: TextIO) -> int:
    from casino.games.fiddler_crab.math.figures import fraction_text
    from casino.games.sekhoma.odds import category_odds

    tables = {"six": category_odds(6), "three": category_odds(3)}
    if args.json:
        out.write(json.dumps({
            name: {o.label: {"count": o.count, "fraction": fraction_text(o.fraction)} for o in rows}
            for name, rows in tables.items()
        }) + "\n")
        return EXIT_OK
    for title, rows in (("Six-card hands", tables["six"]), ("Three-card hands", tables["three"])):
        out.write(f"{title}, of {rows[0].total:,} dealt from a full deck:\n")
        for o in rows:
            out.write(
                f"  {o.label:<17} {o.count:>13,}  {float(o.fraction) * 100:8.4f}%  "
                f"1 in {float(1 / o.fraction):,.1f}\n"
            )
    return EXIT_OK


# --- edge and houseway -----------------------------------------------------------------------


def _describe(rules: FiddlerCrabRules) -> str:
    return (
        f"pays {rules.pay_both} and {rules.pay_large}, commission {rules.commission}%, "
        f"push {rules.push}, dealer sets {rules.dealer_sets}"
    )


def _figures_rows(out: TextIO, rows: list[tuple[str, PlayerFigures]]) -> None:
    from casino.games.fiddler_crab.math.figures import percent

    out.write(
        f"  {'':<16}{'per hand':>10}{'per bet':>10}{'edge':>9}"
        f"{'win both':>10}{'win large':>10}{'push':>8}{'lose':>8}\n"
    )
    for label, fig in rows:
        o = fig.outcomes
        out.write(
            f"  {label:<16}{percent(fig.ev_per_hand):>10}{percent(fig.ev_per_bet):>10}"
            f"{fig.house_edge * 100:>8.2f}%"
            + "".join(f"{float(o[k]) * 100:>9.2f}%" for k in ("win-both", "win-large"))
            + "".join(f"{float(o[k]) * 100:>7.2f}%" for k in ("push", "lose"))
            + "\n"
        )


def cmd_edge(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.games.fiddler_crab.math.figures import edge_report, fraction_text

    rules = _rules(args.rules)
    if rules.dealer_sets == HOUSE_WAY:
        _warm_house_way(rules, err)
    report = edge_report(rules)
    if args.json:
        out.write(json.dumps(report.to_json()) + "\n")
        return EXIT_OK
    out.write(f"Fiddler-Crab, exact: {_describe(rules)}\n")
    out.write("Player's expectation per hand and per initial bet, and the house edge per bet:\n")
    _figures_rows(out, [("mirror player", report.mirror), ("skilled player", report.skilled)])
    if report.assumption:
        out.write(f"Note: {report.assumption}.\n")
    if report.warning:
        out.write(f"WARNING: {report.warning}\n")
    else:
        out.write("A skilled player does not beat these rules.\n")
    if report.break_even_commission is not None:
        be = report.break_even_commission
        out.write(f"Break-even commission: {float(be) * 100:.4f}% ({fraction_text(be)})\n")
    return EXIT_OK


METHOD = (
    "local search with exact costs from best-large over the 2,002 dealer vectors, each moved "
    "to the pair that most lowers the skilled player's best-response expectation, until no "
    "move helps; the bound is the linear programme of a randomising dealer over the 26 "
    "suit-symmetry classes"
)


def cmd_houseway(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.games.fiddler_crab.math.figures import edge_report, player_json

    rules = _rules(args.rules)
    started = time.perf_counter()
    found = _warm_house_way(rules, err, fresh=args.fresh)
    elapsed = time.perf_counter() - started
    best = edge_report(rules.replace(dealer_sets=BEST_LARGE))
    if args.json:
        out.write(json.dumps({
            "skilled": player_json(found.skilled),
            "mirror": player_json(found.mirror),
            "bound": found.bound,
            "best_large_skilled": player_json(best.skilled),
            "differs_from_best_large": found.differs_from_best_large,
            "seconds": elapsed,
            "computed_in_seconds": found.seconds,
            "from_cache": found.from_cache,
            "sweeps": found.sweeps,
            "method": METHOD,
        }) + "\n")
        return EXIT_OK
    out.write(f"House-way policy for {_describe(rules.replace(dealer_sets=HOUSE_WAY))}\n")
    _figures_rows(out, [
        ("skilled vs it", found.skilled),
        ("mirror of it", found.mirror),
        ("skilled vs b-l", best.skilled),
    ])
    out.write(
        f"  Bound no dealer rule can beat (randomising dealer): skilled player "
        f"{found.bound * 100:+.4f}% per bet\n"
        f"  Gap to the bound: {(float(found.skilled.ev_per_bet) - found.bound) * 100:.4f} "
        f"points\n"
        f"  Splits differently from best-large: {found.differs_from_best_large} of 2,002 "
        f"suit-count vectors\n"
    )
    source = f"from the cache (computed in {found.seconds:.1f} s)" if found.from_cache else (
        f"computed in {found.seconds:.1f} s, {found.sweeps} sweeps"
    )
    out.write(f"  Time: {elapsed:.2f} s, {source}\n  Method: {METHOD}.\n")
    return EXIT_OK


# --- simulate --------------------------------------------------------------------------------


def cmd_simulate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.games.fiddler_crab.math.edge import pays_of
    from casino.games.fiddler_crab.math.figures import edge_report, fraction_text
    from casino.games.fiddler_crab.math.monte_carlo import simulate
    from casino.games.fiddler_crab.math.policies import dealer_policy

    rules = _rules(args.rules)
    if not 1 <= args.seats <= rules.seats:
        err.write(f"casino simulate: --seats must be from 1 to {rules.seats}, not {args.seats}\n")
        return EXIT_REFUSED
    if not 1 <= args.hands <= MAX_HANDS:
        err.write(
            f"casino simulate: --hands must be from 1 to {MAX_HANDS:,}, not {args.hands:,}\n"
        )
        return EXIT_REFUSED
    if rules.dealer_sets == HOUSE_WAY:
        _warm_house_way(rules, err)
    report = edge_report(rules)
    exact = report.skilled if args.player == "skilled" else report.mirror
    started = time.perf_counter()
    sim = simulate(dealer_policy(rules), exact.choice, pays_of(rules), args.hands, args.seed,
                   args.seats)
    elapsed = time.perf_counter() - started
    lo, hi = sim.ev_per_hand - sim.ev_per_hand_95, sim.ev_per_hand + sim.ev_per_hand_95
    blo, bhi = sim.ev_per_bet - sim.ev_per_bet_95, sim.ev_per_bet + sim.ev_per_bet_95
    inside = sim.covers(float(exact.ev_per_hand))
    inside_bet = sim.covers(float(exact.ev_per_bet), per_bet=True)
    if args.json:
        out.write(json.dumps({
            "player": args.player,
            "hands": sim.hands,
            "seats": sim.seats,
            "seed": sim.seed,
            "ev_per_hand": sim.ev_per_hand,
            "ev_per_hand_ci95": [lo, hi],
            "exact_ev_per_hand": fraction_text(exact.ev_per_hand),
            "exact_inside": inside,
            "ev_per_bet": sim.ev_per_bet,
            "ev_per_bet_ci95": [blo, bhi],
            "exact_ev_per_bet": fraction_text(exact.ev_per_bet),
            "exact_per_bet_inside": inside_bet,
            "outcomes": {k: {"simulated": v, "exact": fraction_text(exact.outcomes[k])}
                         for k, v in sim.outcomes.items()},
            "seconds": elapsed,
        }) + "\n")
        return EXIT_OK
    out.write(
        f"Fiddler-Crab simulation: {sim.hands:,} hands of the {args.player} player "
        f"({sim.seats} seat{'s' if sim.seats > 1 else ''}), seed {sim.seed}, {_describe(rules)}\n"
        f"  {'':<22}{'simulated':>11}  {'95% interval':<21} {'exact':>10}\n"
    )
    rows = [("expectation per hand", sim.ev_per_hand, lo, hi, exact.ev_per_hand, inside)]
    if rules.push == "ride":
        rows.append(("expectation per bet", sim.ev_per_bet, blo, bhi, exact.ev_per_bet,
                     inside_bet))
    for label, value, a, b, truth, ok in rows:
        out.write(
            f"  {label:<22}{value:>+11.5f}  [{a:+.5f}, {b:+.5f}] {float(truth):>+10.5f}  "
            f"{'inside' if ok else 'OUTSIDE'} the interval\n"
        )
    for name, share in sim.outcomes.items():
        out.write(f"  {name:<22}{share * 100:>10.3f}%  {'':<21} "
                  f"{float(exact.outcomes[name]) * 100:>9.3f}%\n")
    out.write(f"  {sim.hands / elapsed:,.0f} hands per second\n")
    return EXIT_OK


# --- the parser ------------------------------------------------------------------------------


def register(sub: Parsers, simulate_games: Parsers) -> None:
    """Add the Fiddler-Crab subcommands to ``casino``'s parser."""
    split = sub.add_parser(
        "split",
        help="the dealer's split of nine cards",
        description="Split each nine-card hand as the dealer must. With no cards, read one "
        "hand per line from standard input.",
    )
    split.add_argument("--json", action="store_true", help="one JSON object per hand")
    split.add_argument("--dealer-sets", choices=[BEST_LARGE, HOUSE_WAY],
                       help="the dealer's rule (default: the rules' own, best-large by default)")
    split.add_argument("--rules", help="a Fiddler-Crab house-rules TOML file")
    split.add_argument("cards", nargs="*", metavar="NINE_CARDS")
    split.set_defaults(func=cmd_split)

    settle = sub.add_parser(
        "settle",
        help="settle one Fiddler-Crab seat, for a dispute",
        description="Settle one bet: the player's and the dealer's splits as 'LARGE | SMALL'.",
    )
    settle.add_argument("--json", action="store_true")
    settle.add_argument("--rules", help="a Fiddler-Crab house-rules TOML file")
    settle.add_argument("--bet", type=minor_amount, required=True, metavar="AMOUNT",
                        help="the bet in minor units (1000 is 10.00 when there are 100)")
    settle.add_argument("--player", required=True, metavar="'LARGE | SMALL'")
    settle.add_argument("--dealer", required=True, metavar="'LARGE | SMALL'")
    settle.set_defaults(func=cmd_settle)

    edge = sub.add_parser("edge", help="exact Fiddler-Crab house edge of a rule set")
    edge.add_argument("--json", action="store_true")
    edge.add_argument("--rules", help="a Fiddler-Crab house-rules TOML file")
    edge.set_defaults(func=cmd_edge)

    houseway = sub.add_parser("houseway", help="compute the house-way dealer policy")
    houseway.add_argument("--json", action="store_true")
    houseway.add_argument("--rules", help="a Fiddler-Crab house-rules TOML file")
    houseway.add_argument("--fresh", action="store_true", help="recompute, ignoring the cache")
    houseway.set_defaults(func=cmd_houseway)

    fc = simulate_games.add_parser(
        "fiddler-crab", help="Monte Carlo Fiddler-Crab beside the exact figures"
    )
    fc.add_argument("--hands", type=whole_number, default=1_000_000,
                    help="player hands (default 1e6), rounded up to whole rounds of --seats")
    fc.add_argument("--seed", type=seed_number, default=1, help="random seed (default 1)")
    fc.add_argument("--player", choices=["mirror", "skilled"], default="skilled")
    fc.add_argument("--seats", type=whole_number, default=1,
                    help="seats per round, 1 to 7 (default 1)")
    fc.add_argument("--rules", help="a Fiddler-Crab house-rules TOML file")
    fc.add_argument("--json", action="store_true")
    fc.set_defaults(func=cmd_simulate)



"""Input that cannot hurt: every text parser either reads its input or refuses it with its one
documented error type (a ``ValueError`` subclass whose message is a short sentence), and the
``casino`` command answers any arguments with exit 0 or 2 and no traceback.

The targeted tests pin each hole that was found (digit strings past Python's 4,300-digit
conversion limit, rules files in UTF-16 or Latin-1, deeply nested TOML, argparse's own
messages); the hypothesis tests throw random and mutated text at the same parsers.
"""

from __future__ import annotations

import codecs
import contextlib
import io
import os
import re
from collections.abc import Iterator
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from casino.cli import main
from casino.equipment.sekhoma_pack import CardError, format_cards, parse_card, parse_cards
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.house_rules import HouseRules, RulesError, parse_ratio
from casino.games.sekhoma.rules import SekhomaRules
from casino.money import MAX_AMOUNT
from casino.store.db import DatabaseError, read_config

LONG_DIGITS = "1" * 5000
"""Past Python's int/str conversion limit (4,300 digits), which raises its own ValueError."""

PYTHONS_OWN = ("Exceeds the limit", "set_int_max_str_digits", "Traceback")
GAMES: tuple[type[HouseRules], ...] = (SekhomaRules, FiddlerCrabRules)
FAST = settings(
    settings.default,  # the loaded profile (conftest.py: ci 200 examples, dev 60) decides the count
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


def short_sentence(message: str) -> bool:
    """One line, short enough to read, and none of Python's own wording."""
    return "\n" not in message and len(message) < 400 and not any(p in message for p in PYTHONS_OWN)


@contextlib.contextmanager
def captured(stdin: str = "") -> Iterator[tuple[io.StringIO, io.StringIO]]:
    out, err = io.StringIO(), io.StringIO()
    with mock.patch("sys.stdin", io.StringIO(stdin)), contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(err):
        yield out, err


def run_cli(*args: str, stdin: str = "") -> tuple[int, str, str]:
    """``casino ARGS`` in this process: (status, stdout, stderr); SystemExit counts as a status."""
    with captured(stdin) as (out, err):
        try:
            status = main(list(args))
        except SystemExit as exc:  # argparse's --help; main itself should return
            status = exc.code if isinstance(exc.code, int) else 2
    return status, out.getvalue(), err.getvalue()


# -- cards ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "token",
    [LONG_DIGITS + "S", "9" * 4301 + "M", "\u0663S", "1" * 50 + "X", "\udcffS", "S" * 10**5],
)
def test_a_card_of_any_length_is_refused_in_a_short_sentence(token: str) -> None:
    with pytest.raises(CardError, match="unknown card") as refused:
        parse_card(token)
    assert short_sentence(str(refused.value)), str(refused.value)[:300]
    with pytest.raises(CardError, match="unknown card"):
        parse_cards(f"1S 2M {token}")


@given(st.text(max_size=40))
def test_fuzzed_cards_parse_or_raise_card_error(text: str) -> None:
    try:
        cards = parse_cards(text)
    except CardError as exc:
        message = str(exc)
    else:
        assert parse_cards(format_cards(cards)) == cards
        return
    assert short_sentence(message), message


@given(st.lists(st.sampled_from(["1", "6", "7", "0", "S", "m", "P", "x", ",", " ", "\t", "|",
                                 "\u0663", "10", "٣"]), max_size=30).map("".join))
def test_fuzzed_card_shaped_text_parses_or_raises_card_error(text: str) -> None:
    with contextlib.suppress(CardError):
        parse_cards(text)


# -- rules files: values ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "toml",
    [
        f"unit = {LONG_DIGITS}",
        f"rake_percent = {LONG_DIGITS}",
        f"minor_units = {LONG_DIGITS}",
        "x = " + "[" * 5000 + "]" * 5000,
        "x = " + "{a = " * 3000 + "1" + "}" * 3000,
    ],
)
def test_sekhoma_toml_past_pythons_limits_is_a_rules_error(toml: str) -> None:
    with pytest.raises(RulesError) as refused:
        SekhomaRules.from_toml(toml)
    assert short_sentence(str(refused.value)), str(refused.value)[:300]


@pytest.mark.parametrize(
    "toml",
    [
        f'pay_both = "{LONG_DIGITS}:1"',
        f'pay_large = "1:{LONG_DIGITS}"',
        f"min_bet = {'9' * 4000}",
        f"max_bet = {MAX_AMOUNT + 1}",
        f'dealer_sets = "{"x" * 100_000}"',
        f'{"k" * 100_000} = 1',
        f'game = "{"g" * 100_000}"',
        f'commission = "{LONG_DIGITS}"',
        f"minor_units = {'1' + '0' * 4000}",
    ],
)
def test_fiddler_crab_values_of_any_size_are_refused_in_short_sentences(toml: str) -> None:
    with pytest.raises(RulesError) as refused:
        FiddlerCrabRules.from_toml(toml)
    for problem in refused.value.problems.values():
        assert short_sentence(problem), problem[:300]


@pytest.mark.parametrize("typed", ["Infinity", "sNaN", "-inf"])
def test_a_percentage_that_is_not_a_number_is_named_as_typed(typed: str) -> None:
    with pytest.raises(RulesError, match=re.escape(f"must be a number, not {typed!r}")):
        SekhomaRules.from_dict({"rake_percent": typed})


def test_money_rules_above_the_largest_amount_are_refused() -> None:
    with pytest.raises(RulesError, match=r"Maximum bet must be at most 10,000,000,000\.00 Cr"):
        FiddlerCrabRules(max_bet=MAX_AMOUNT + 1)
    assert FiddlerCrabRules(max_bet=MAX_AMOUNT).max_bet == MAX_AMOUNT


def test_a_ratio_past_the_digit_limit_is_not_a_ratio() -> None:
    assert parse_ratio(f"{LONG_DIGITS}:1") is None
    assert parse_ratio("3:2") == (3, 2)


# -- rules files: encodings and unreadable files ----------------------------------------------


def default_text(game: type[HouseRules]) -> str:
    return game().to_toml().replace('currency = "Cr"', 'currency = "Ŧ"')


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    "encode",
    [
        lambda t: t.encode("utf-8"),
        lambda t: codecs.BOM_UTF8 + t.encode("utf-8"),
        lambda t: t.encode("utf-16"),  # with its byte-order mark, as PowerShell 5 writes it
        lambda t: codecs.BOM_UTF16_BE + t.encode("utf-16-be"),
    ],
    ids=["utf-8", "utf-8-bom", "utf-16", "utf-16-be"],
)
def test_rules_files_in_utf8_or_utf16_with_a_mark_read_as_meant(
    tmp_path: Path, game: type[HouseRules], encode: object
) -> None:
    path = tmp_path / "rules.toml"
    path.write_bytes(encode(default_text(game)))  # type: ignore[operator]
    assert game.load(path) == game().replace(currency="Ŧ")


@pytest.mark.parametrize("game", GAMES)
def test_a_latin1_rules_file_is_refused_with_its_name_and_the_byte(
    tmp_path: Path, game: type[HouseRules]
) -> None:
    path = tmp_path / "latin1.toml"
    text = default_text(game).replace("Ŧ", "£")
    data = text.encode("latin-1")
    path.write_bytes(data)
    with pytest.raises(RulesError) as refused:
        game.load(path)
    message = str(refused.value)
    offset = data.index("£".encode("latin-1"))
    assert str(path) in message and f"byte {offset}" in message, message
    assert short_sentence(message)


def test_utf16_without_a_mark_is_refused_not_guessed(tmp_path: Path) -> None:
    path = tmp_path / "utf16le.toml"
    path.write_bytes(default_text(SekhomaRules).encode("utf-16-le"))
    with pytest.raises(RulesError, match=re.escape(str(path))):
        SekhomaRules.load(path)


@pytest.mark.parametrize("what", ["missing", "folder", "no-permission", "too-big"])
def test_an_unreadable_rules_file_is_one_sentence(tmp_path: Path, what: str) -> None:
    path = tmp_path / what
    if what == "folder":
        path.mkdir()
    elif what == "no-permission":
        path.write_text("unit = 100\n", encoding="utf-8")
        path.chmod(0)
        if os.access(path, os.R_OK):
            pytest.skip("running as root: permissions do not stop a read")
    elif what == "too-big":
        path.write_bytes(b"# " + b"x" * 2_000_000 + b"\n")
    with pytest.raises(RulesError, match="cannot read rules file") as refused:
        SekhomaRules.load(path)
    message = str(refused.value)
    assert str(path) in message and short_sentence(message), message


# -- rules files: fuzzing ---------------------------------------------------------------------


def _mutate(text: str, data: st.DataObject) -> str:
    """A valid rules file with a few characters replaced, inserted or deleted."""
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(text)))
        choice = data.draw(st.sampled_from(["insert", "delete", "replace", "digits"]))
        piece = data.draw(st.text(max_size=6))
        if choice == "insert":
            text = text[:at] + piece + text[at:]
        elif choice == "delete":
            text = text[:at] + text[at + data.draw(st.integers(1, 20)):]
        elif choice == "digits":
            text = text[:at] + "9" * data.draw(st.integers(1, 5000)) + text[at:]
        else:
            text = text[:at] + piece + text[at + len(piece):]
    return text


def test_a_refused_currency_is_not_repeated_in_the_other_refusals() -> None:
    """A rules file whose currency is 300 characters long is refused for it, and an amount
    refused beside it reads in minor units: it named the whole currency in each amount (found
    by the mutation fuzz below)."""
    from casino.games.sekhoma.rules import SekhomaRules

    with pytest.raises(RulesError) as refused:
        SekhomaRules(currency="9" * 300, ante=50)
    problems = refused.value.problems
    assert problems["ante"] == "Ante must be at least 1 unit (100 minor units)"
    assert all(short_sentence(problem) for problem in problems.values())


@FAST
@given(st.sampled_from(GAMES), st.data())
def test_mutated_rules_files_parse_or_raise_rules_error(
    game: type[HouseRules], data: st.DataObject
) -> None:
    text = _mutate(game().to_toml(), data)
    problems: dict[str, str] = {}
    try:
        game.from_toml(text)
    except RulesError as exc:
        problems = exc.problems
    for problem in problems.values():
        assert short_sentence(problem), problem[:300]


@FAST
@given(st.sampled_from(GAMES), st.text(max_size=200))
def test_random_rules_text_parses_or_raises_rules_error(
    game: type[HouseRules], text: str
) -> None:
    with contextlib.suppress(RulesError):
        game.from_toml(text)


@FAST
@given(
    st.sampled_from(GAMES),
    st.dictionaries(
        st.sampled_from(["game", "currency", "minor_units", "cards", "seats", "min_bet",
                         "max_bet", "pay_both", "pay_large", "push", "dealer_sets", "commission",
                         "unit", "ante", "betting", "small_bet", "big_bet", "max_raises",
                         "max_exchange", "rake_percent", "rake_cap", "rake_min_pot",
                         "time_charge", "joining"]),
        st.one_of(st.integers(-(10**20), 10**20), st.text(max_size=12), st.booleans(),
                  st.floats(allow_nan=True), st.sampled_from(["1e999999999", "sNaN", "1:0"])),
        max_size=6,
    ),
)
def test_random_rule_values_build_or_raise_rules_error(
    game: type[HouseRules], values: dict[str, object]
) -> None:
    with contextlib.suppress(RulesError):
        game.from_dict(values)


@FAST
@given(st.sampled_from(GAMES), st.binary(max_size=300))
def test_random_bytes_in_a_rules_file_load_or_raise_rules_error(
    tmp_path: Path, game: type[HouseRules], data: bytes
) -> None:
    path = tmp_path / "random.toml"
    path.write_bytes(data)
    with contextlib.suppress(RulesError):
        game.load(path)


# -- the configuration file (read only: db.py is not this module's) ---------------------------


@FAST
@given(st.binary(max_size=300))
def test_random_bytes_in_the_config_file_read_or_raise_database_error(
    tmp_path: Path, data: bytes
) -> None:
    path = tmp_path / "config.toml"
    path.write_bytes(data)
    with contextlib.suppress(DatabaseError):
        read_config(path)


@pytest.mark.parametrize(
    "data", [b"x = " + LONG_DIGITS.encode(), b"x = " + b"[" * 5000 + b"]" * 5000, None],
    ids=["long-number", "deep-nesting", "a-folder"],
)
def test_config_past_pythons_limits_is_a_database_error(tmp_path: Path, data: bytes | None) -> None:
    path = tmp_path / "config.toml"
    if data is None:
        path.mkdir()
    else:
        path.write_bytes(data)
    with pytest.raises(DatabaseError):
        read_config(path)


# -- the command line -------------------------------------------------------------------------

FLUSH_PAIR = "1S 2S 3S 4S 5S 6S | 1M 1M 2C"
TWO_PAIR = "1C 2C 1R 2R 3N 4P | 5C 5R 6N"


@pytest.mark.parametrize(
    "args",
    [
        ["settle", "--bet", LONG_DIGITS, "--player", FLUSH_PAIR, "--dealer", TWO_PAIR],
        ["settle", "--bet", "12.50", "--player", FLUSH_PAIR, "--dealer", TWO_PAIR],
        ["settle", "--bet", "\u0661\u0662", "--player", FLUSH_PAIR, "--dealer", TWO_PAIR],
        ["settle", "--bet", str(MAX_AMOUNT + 1), "--player", FLUSH_PAIR, "--dealer", TWO_PAIR],
        ["settle", "--bet", "10", "--player", LONG_DIGITS + "S", "--dealer", TWO_PAIR],
        ["settle", "--bet", "10", "--player", FLUSH_PAIR],
        ["rank", LONG_DIGITS + "S 1M 2C 3R 4N 5P"],
        ["split", "--dealer-sets", "sideways", "1S"],
        ["simulate", "sekhoma", "--players", LONG_DIGITS],
        ["simulate", "sekhoma", "--hands", "1e3"],
        ["simulate", "fiddler-crab", "--seed", "-1", "--hands", "10"],
        ["simulate", "fiddler-crab", "--hands", "9" * 30],
        ["edge", "--rules", "/nonexistent/rules.toml"],
        ["edge", "--rules", "/"],
        ["bogus"],
        [],
    ],
)
def test_cli_input_errors_are_one_line_and_exit_2(args: list[str]) -> None:
    status, _, err = run_cli(*args)
    assert status == 2, err
    assert err.count("\n") == 1 and short_sentence(err.rstrip("\n")), err[:500]
    assert err.startswith("casino"), err


@pytest.mark.parametrize("encoding", ["utf-16", "latin-1"])
@pytest.mark.parametrize("command", ["edge", "split", "settle"])
def test_cli_rules_files_in_other_encodings(tmp_path: Path, encoding: str, command: str) -> None:
    path = tmp_path / "rules.toml"
    path.write_bytes(FiddlerCrabRules().to_toml().replace("Cr", "£").encode(encoding))
    extra = {"edge": [], "split": ["1S 2S 3S 4S 5S 6S 1M 1M 2C"],
             "settle": ["--bet", "1000", "--player", FLUSH_PAIR, "--dealer", TWO_PAIR]}[command]
    status, out, err = run_cli(command, "--rules", str(path), *extra)
    if encoding == "utf-16":
        assert status == 0, err
        assert out
    else:
        assert status == 2
        assert err.count("\n") == 1 and str(path) in err and "byte" in err, err


def test_rank_stdin_that_is_not_utf8_is_refused(tmp_path: Path) -> None:
    raw = io.TextIOWrapper(io.BytesIO(b"1S 2M 3C\n\xff\xfe 4R\n"), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with mock.patch("sys.stdin", raw), contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(err):
        status = main(["rank"])
    assert status == 2
    assert "line 2" in err.getvalue() and "UTF-8" in err.getvalue(), err.getvalue()


CARD_TEXT = st.lists(
    st.sampled_from(["1S", "2M", "3C", "4R", "5N", "6P", "6S", "7X", "|", " ", ",", "1s", "99",
                     LONG_DIGITS[:60]]),
    max_size=12,
).map(" ".join)
ARGUMENT = st.one_of(
    CARD_TEXT,
    st.text(max_size=20),
    st.sampled_from(["--json", "--bet", "--player", "--dealer", "--rules", "--dealer-sets",
                     "best-large", "-h", "--", "-1", "0", "1000", LONG_DIGITS, "12,50", "1e3"]),
)


@FAST
@given(st.sampled_from(["rank", "split", "settle"]), st.lists(ARGUMENT, max_size=8))
def test_fuzzed_command_lines_exit_0_or_2_without_a_traceback(
    command: str, args: list[str]
) -> None:
    if "--rules" in args or "house-way" in args:
        return  # a rules file is fuzzed on its own; house-way computes for seconds
    status, _, err = run_cli(command, *args)
    assert status in (0, 2), (status, err)
    assert "Traceback" not in err
    for line in err.splitlines():
        assert short_sentence(line), line[:300]


@FAST
@given(st.lists(st.text(max_size=40), max_size=5), st.sampled_from(["rank", "split"]))
def test_fuzzed_standard_input_exits_0_or_2(lines: list[str], command: str) -> None:
    status, _, err = run_cli(command, stdin="\n".join(lines))
    assert status in (0, 2), (status, err)
    assert "Traceback" not in err


@FAST
@given(
    st.sampled_from(["--bet", "--seed", "--hands", "--players"]),
    st.one_of(st.text(max_size=30), st.integers().map(str), st.just(LONG_DIGITS)),
)
def test_fuzzed_numeric_options_are_read_or_refused(option: str, value: str) -> None:
    if option == "--bet":
        args = ["settle", "--bet", value, "--player", FLUSH_PAIR, "--dealer", TWO_PAIR]
    else:
        args = ["simulate", "sekhoma", option, value, "--hands", "0"]
        if option == "--hands":
            args = ["simulate", "sekhoma", "--players", "3", "--hands", value]
            digits = value.strip()
            if digits.isascii() and digits.isdigit() and len(digits) < 10 and int(digits) > 20:
                return  # a real simulation: seconds
    status, _, err = run_cli(*args)
    assert status in (0, 2), (status, err)
    assert "Traceback" not in err and "\n" not in err.rstrip("\n"), err[:300]

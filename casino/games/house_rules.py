"""What every game's house rules share: declared fields, validation, TOML in and out.

A game's rules are a frozen dataclass whose fields are declared with ``rule(...)``: a label and
a help text for the pit boss, and what kind of value it is. Validation collects *every* problem
into ``RulesError.problems`` (field name -> plain sentence), so the rules editor can show each
message beside its field instead of stopping at the first. The TOML we write is commented line
by line, because a pit boss may open it in a text editor.

Rules several games declare alike are declared here once: the time charge and its period, a
pool game's rake (``RakeRules``), and the house fee of a game whose players settle between
themselves (``FeeRules``), each with its checks and what it charges (``HouseRevenue``).
"""

from __future__ import annotations

import dataclasses
import json
import tomllib
from collections.abc import Callable, Mapping
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any, ClassVar, Self, TypeVar

from casino.games.revenue import (
    PER_DEAL,
    PERIOD_MINUTES,
    RAKE,
    TIME,
    HouseRevenue,
    time_period_problem,
)
from casino.i18n import N_, _
from casino.i18n.numbers import format_decimal, group_digits
from casino.money import MAX_AMOUNT, format_money
from casino.textfile import TextFileError, quoted, read_text_file

MONEY = "money"
COUNT = "count"
CHOICE = "choice"
TEXT = "text"
PERCENT = "percent"
RATIO = "ratio"
"""A payout such as ``2:1``: text ``a:b`` of positive whole numbers, paid ``a`` for ``b`` bet."""
COMPUTED = "computed"
"""Not a house rule: what the game computes from the rules when a version is published (see
``computed``)."""

MAX_MINOR_UNITS = 1_000_000
"""The most minor units to one unit of currency (the rules editor's own limit for a count): no
currency divides further, and a bound keeps every amount's text short."""

MAX_RATIO_DIGITS = 6
"""A payout's numbers have at most six digits (999999:1); longer is a typing slip, and refusing
it before converting keeps Python's 4,300-digit limit out of the message."""


class RulesError(ValueError):
    """House rules that cannot be played; ``problems`` maps each field to what is wrong."""

    def __init__(self, problems: Mapping[str, str]) -> None:
        self.problems = dict(problems)
        super().__init__("; ".join(self.problems.values()))


def rule(
    default: Any,
    *,
    label: str,
    help: str,
    kind: str,
    choices: tuple[str, ...] = (),
    added: bool = False,
    check: Callable[[Any], str | None] | None = None,
) -> Any:
    """Declare a house rule field with what the editor and the TOML comments need.
    ``added``: a rule added after versions were stored; a version leaves it out of its stored
    form while it holds the default, so every version stored before reads back to the same
    text (the text a version's adoption event chains). ``check``: what else the value must be,
    as the sentence refusing it (None when it may be), asked once its kind is right, so a rule
    declared alike in several games is checked alike."""
    metadata = {"label": label, "help": help, "kind": kind, "choices": choices, "added": added}
    if check is not None:
        metadata["check"] = check
    return dataclasses.field(default=default, metadata=metadata)


def computed(*, label: str, help: str) -> Any:
    """Declare a value the game computes from its house rules when a version is published (a
    dealer's policy that takes seconds to search), kept as text in the version's stored form
    and its adoption events, so a table plays what its version was published with and never
    computes it at the table. It is not a rule: the TOML file, the editor's form,
    ``values()`` and equality leave it out, and ``replace`` drops it (it belongs to the values
    it was computed from). None until computed; a version stored before its game computed it
    reads back without it, to the same text."""
    return dataclasses.field(
        default=None,
        compare=False,
        repr=False,
        metadata={"label": label, "help": help, "kind": COMPUTED, "choices": (), "added": True},
    )


R = TypeVar("R", bound="HouseRules")


@dataclasses.dataclass(frozen=True)
class HouseRules:
    """Base of every game's rules: currency fields and the generic machinery."""

    GAME: ClassVar[str] = ""
    UNUSED: ClassVar[frozenset[str]] = frozenset()
    """Fields of this base a game does not play with (a game of dice has no cards): the editor
    and the TOML file leave them out, and a value other than the default is refused, not
    ignored."""

    currency: str = rule(
        "Cr", label=N_("Currency"), help=N_("Name of the currency."), kind=TEXT
    )
    minor_units: int = rule(
        100,
        label=N_("Minor units"),
        help=N_("Minor units to one unit of currency (100: amounts have two decimals)."),
        kind=COUNT,
    )
    cards: str = rule(
        "live",
        label=N_("Cards"),
        help=N_(
            "live: physical cards, entered when shown; shoe: the console deals virtual cards."
        ),
        kind=CHOICE,
        choices=(N_("live"), N_("shoe")),
    )

    def __post_init__(self) -> None:
        problems = self.problems()
        if problems:
            raise RulesError(problems)

    # -- validation -------------------------------------------------------------------------

    def problems(self) -> dict[str, str]:
        """Every problem with these values, field name -> message. Subclasses extend it."""
        found: dict[str, str] = {}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            meta = field.metadata
            label = _(meta["label"]) if "label" in meta else field.name
            kind = meta.get("kind")
            if kind in (MONEY, COUNT) and (not isinstance(value, int) or isinstance(value, bool)):
                found[field.name] = _("{label} must be a whole number").format(label=label)
            elif kind == MONEY and value > MAX_AMOUNT:
                found[field.name] = _("{label} must be at most {amount}").format(
                    label=label, amount=self.money(MAX_AMOUNT)
                )
            elif kind == CHOICE and value not in meta["choices"]:
                options = ", ".join(meta["choices"])
                found[field.name] = _("{label} must be one of {options}, not {value}").format(
                    label=label, options=options, value=_shown(value)
                )
            elif kind == PERCENT and not isinstance(value, Decimal):
                found[field.name] = _("{label} must be a percentage such as 5 or 2.5").format(
                    label=label
                )
            elif kind == TEXT and not isinstance(value, str):
                found[field.name] = _("{label} must be text").format(label=label)
            elif kind == COMPUTED and not isinstance(value, str | None):
                found[field.name] = _("{label} must be text, as published").format(label=label)
            elif kind == RATIO and parse_ratio(value) is None:
                found[field.name] = _(
                    "{label} must be a payout such as 2:1 (two positive whole numbers below a "
                    "million), not {value}"
                ).format(label=label, value=_shown(value))
        for name in self.UNUSED:
            field = next(f for f in dataclasses.fields(self) if f.name == name)
            if getattr(self, name) != field.default:
                found[name] = _("{game} has no house rule {name}: leave it out").format(
                    game=self.GAME, name=repr(name)
                )
        if "currency" not in found:
            if not 1 <= len(self.currency.strip()) <= 8:
                found["currency"] = _("Currency must be a name of 1 to 8 characters")
            elif not self.currency.isprintable():
                found["currency"] = _("Currency must be printable text (no tabs or line breaks)")
        if "minor_units" not in found and self.minor_units < 1:
            found["minor_units"] = _("Minor units must be at least 1")
        elif "minor_units" not in found and self.minor_units > MAX_MINOR_UNITS:
            found["minor_units"] = _("Minor units must be at most {count}").format(
                count=group_digits(MAX_MINOR_UNITS)
            )
        for field in dataclasses.fields(self):
            check = field.metadata.get("check")
            if check is not None and field.name not in found:
                problem = check(getattr(self, field.name))
                if problem is not None:
                    found[field.name] = problem
        return found

    @classmethod
    def label_of(cls, name: str) -> str:
        """The label of the rule ``name``, as the editor shows it and messages name it (in the
        language being spoken; the TOML file's comments keep the English declared)."""
        return _(str(cls.__dataclass_fields__[name].metadata["label"]))

    def refuse_negative(self, found: dict[str, str], *names: str) -> None:
        """Refuse each of the amounts ``names`` below 0 in ``found`` ("Rake cap cannot be
        negative"), unless its value is refused already."""
        for name in names:
            if name not in found and getattr(self, name) < 0:
                found[name] = _("{label} cannot be negative").format(label=self.label_of(name))

    def money(self, minor: int) -> str:
        """An amount in this table's currency, for messages: ``money(250) == '2.50 Cr'``."""
        units, currency = self.minor_units, self.currency
        if not isinstance(units, int) or not 1 <= units <= MAX_MINOR_UNITS:
            # rules being refused for their minor units
            return _("{minor} minor units").format(minor=minor)
        if not isinstance(currency, str) or not 1 <= len(currency.strip()) <= 8:
            # or for their currency: its name is not repeated
            return _("{minor} minor units").format(minor=minor)
        return format_money(minor, currency, units)

    # -- serialisation ----------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Plain values (percentages as text), in field order, for JSON and version hashes:
        the stored form, which leaves out a rule added later while it holds its default."""
        out: dict[str, Any] = {"game": self.GAME}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if field.metadata.get("added") and value == field.default:
                continue
            out[field.name] = str(value) if isinstance(value, Decimal) else value
        return out

    def values(self) -> dict[str, Any]:
        """Every rule's plain value by name, for comparing and showing (not for storing: what
        was computed from them is left out)."""
        return {
            field.name: str(value) if isinstance(value, Decimal) else value
            for field in _rule_fields(self)
            for value in (getattr(self, field.name),)
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """Build from plain values, refusing unknown names, another game's file, bad types."""
        values = dict(data)
        game = values.pop("game", cls.GAME)
        if game != cls.GAME:
            raise RulesError({
                "game": _("these are rules for {other}, not {game}").format(
                    other=_shown(game), game=repr(cls.GAME)
                )
            })
        known = {field.name: field for field in dataclasses.fields(cls)}
        problems: dict[str, str] = {}
        kwargs: dict[str, Any] = {}
        for name, value in values.items():
            field = known.get(name)
            if field is None:
                problems[name] = _("unknown house rule {name}").format(name=_shown(name))
                continue
            if field.metadata.get("kind") == PERCENT:
                try:
                    number = Decimal(str(value))
                    if not number.is_finite():
                        raise InvalidOperation
                    value = number
                except (InvalidOperation, ValueError):
                    label = _(field.metadata["label"])
                    problems[name] = _("{label} must be a number, not {value}").format(
                        label=label, value=_shown(value)
                    )
                    continue
            kwargs[name] = value
        if problems:
            raise RulesError(problems)
        return cls(**kwargs)

    def to_toml(self) -> str:
        """A commented TOML document that ``from_toml`` reads back to equal rules."""
        lines = [
            f"# House rules for {self.GAME}.",
            f"# Amounts are whole minor units: {self.minor_units} to one {self.currency}.",
            f'game = "{self.GAME}"',
        ]
        for field in _rule_fields(self):
            if field.name in self.UNUSED:
                continue
            meta = field.metadata
            value = getattr(self, field.name)
            lines.append("")
            lines.append(f"# {meta['label']}: {meta['help']}")
            if meta["kind"] == MONEY:
                lines.append(f"# ({self.money(value)})")
            lines.append(f"{field.name} = {_toml_value(value)}")
        return "\n".join(lines) + "\n"

    @classmethod
    def from_toml(cls, text: str) -> Self:
        """Rules from TOML text; anything that is not rules is a ``RulesError``, including
        what ``tomllib`` itself cannot survive (a number past Python's 4,300-digit conversion
        limit raises a plain ``ValueError``, deep nesting a ``RecursionError``)."""
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise RulesError({
                "file": _("the rules file is not valid TOML: {reason}").format(reason=exc)
            }) from None
        except ValueError:
            raise RulesError({
                "file": _(
                    "the rules file is not valid TOML: a number in it has more than 4,300 digits"
                )
            }) from None
        except RecursionError:
            raise RulesError({
                "file": _(
                    "the rules file is not valid TOML: its lists or tables are nested too deeply"
                )
            }) from None
        written = {
            field.name: _(
                "{label} is computed when the rules are published, not written in a rules file"
            ).format(label=_(field.metadata["label"]))
            for field in dataclasses.fields(cls)
            if field.metadata.get("kind") == COMPUTED and field.name in data
        }
        if written:
            raise RulesError(written)
        return cls.from_dict(data)

    @classmethod
    def load(cls, path: str | Path) -> Self:
        """Rules from a file in UTF-8 (with or without a byte-order mark) or UTF-16 with its
        mark; a file that cannot be read or is in another encoding is one ``RulesError``
        sentence naming the file (and the first byte that cannot be read)."""
        try:
            text = read_text_file(path, "rules file")
        except TextFileError as exc:
            raise RulesError({"file": str(exc)}) from None
        return cls.from_toml(text)

    def replace(self, **changes: Any) -> Self:
        """These rules with ``changes``; what was computed from them goes (unless given), since
        it belongs to the values it was computed from."""
        dropped = {field.name: None for field in dataclasses.fields(self) if _is_computed(field)}
        return dataclasses.replace(self, **{**dropped, **changes})

    def without_computed(self) -> Self:
        """The rules alone, as a pit boss wrote them: what publishing computes from them is
        computed again, never carried over."""
        return self.replace()

    @classmethod
    def describe_fields(cls) -> list[dict[str, Any]]:
        """Name, label, help, kind and choices of each field, for building an editor form: the
        label and help in the language being spoken; the choices are the values themselves, as
        the rules file spells them, and ``choice_words`` each one in that language."""
        return [
            {
                "name": f.name,
                **dict(f.metadata),
                "label": _(f.metadata["label"]) if f.metadata["label"] else "",
                "help": _(f.metadata["help"]) if f.metadata["help"] else "",
                "choice_words": tuple(_(choice) for choice in f.metadata["choices"]),
                "default": f.default,
            }
            for f in _rule_fields(cls)
            if f.name not in cls.UNUSED
        ]


def _is_computed(field: dataclasses.Field[Any]) -> bool:
    return bool(field.metadata.get("kind") == COMPUTED)


def _rule_fields(rules: HouseRules | type[HouseRules]) -> list[dataclasses.Field[Any]]:
    """The house rules' fields: every field but what is computed from them."""
    return [field for field in dataclasses.fields(rules) if not _is_computed(field)]


def shown_value(rules: HouseRules, spec: Mapping[str, Any], value: Any) -> str:
    """A field's value as people read it: money in the currency, percent with %."""
    if spec["kind"] == MONEY:
        return rules.money(int(value))
    if spec["kind"] == PERCENT:
        return f"{format_decimal(value)}%"
    return str(value)


def differences(rules: HouseRules) -> tuple[str, ...]:
    """``label: value`` for each field where ``rules`` differ from the game's standard rules."""
    standard = type(rules)().values()
    mine = rules.values()
    return tuple(
        _("{label}: {value}").format(
            label=spec["label"], value=shown_value(rules, spec, getattr(rules, spec["name"]))
        )
        for spec in rules.describe_fields()
        if mine[spec["name"]] != standard[spec["name"]]
    )


def parse_ratio(text: object) -> tuple[int, int] | None:
    """``"3:2"`` -> (3, 2); None unless two positive whole numbers joined by a colon."""
    if not isinstance(text, str):
        return None
    parts = text.replace(" ", "").split(":")
    if len(parts) != 2 or not all(
        p.isascii() and p.isdigit() and len(p) <= MAX_RATIO_DIGITS for p in parts
    ):
        return None
    paid, staked = int(parts[0]), int(parts[1])
    if paid < 1 or staked < 1:
        return None
    return paid, staked


def _shown(value: object) -> str:
    """A value for a message: text quoted and cut short, anything else as its short repr."""
    return quoted(value) if isinstance(value, str) else quoted(repr(value)).strip("'\"")


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):
        return format(value.normalize(), "f")
    # A JSON string is a valid TOML basic string, but for DEL, which TOML wants escaped.
    return json.dumps(str(value), ensure_ascii=False).replace("\x7f", "\\u007F")


# --- rules several games declare alike --------------------------------------------------------


def time_period_rule() -> Any:
    """The ``time_period_minutes`` house rule, declared alike by every game that charges
    time: added after versions were stored, so a stored version without it plays
    ``PERIOD_MINUTES``."""
    return rule(
        PERIOD_MINUTES,
        label=N_("Time period"),
        help=N_("Minutes of play each time charge pays for; a period begun is owed."),
        kind=COUNT,
        added=True,
        check=time_period_problem,
    )


class RakeRules(HouseRules):
    """The rules of a pool game: its house takes a rake of a pot (``rake_for``) or a time
    charge per seated player and period. A game's rules class declares the fields below where
    they stand in its form (``rake_percent: Decimal = RakeRules.percent_rule(...)``), with the
    help that says which pot, and calls ``rake_problems``."""

    rake_percent: Decimal
    rake_cap: int
    rake_min_pot: int
    time_charge: int
    time_period_minutes: int

    @staticmethod
    def percent_rule(help: str) -> Any:
        """The rake's share of a pot: 5 percent unless the rules say otherwise."""
        return rule(Decimal(5), label=N_("Rake percent"), help=help, kind=PERCENT)

    @staticmethod
    def cap_rule(help: str) -> Any:
        return rule(500, label=N_("Rake cap"), help=help, kind=MONEY)

    @staticmethod
    def min_pot_rule(help: str) -> Any:
        return rule(0, label=N_("Rake minimum pot"), help=help, kind=MONEY)

    @staticmethod
    def time_charge_rule() -> Any:
        """No time charge unless the rules set one."""
        return rule(
            0,
            label=N_("Time charge"),
            help=N_("Charged to each seated player per time period (0: off)."),
            kind=MONEY,
        )

    def rake_problems(self, found: dict[str, str]) -> None:
        """The rake percent from 0 to 100 in hundredths; no amount below 0."""
        if "rake_percent" not in found:
            pct = self.rake_percent
            if not Decimal(0) <= pct <= Decimal(100):
                found["rake_percent"] = _("Rake percent must be from 0 to 100")
            elif pct != pct.quantize(Decimal("0.01")):
                found["rake_percent"] = _("Rake percent takes at most two decimals (e.g. 2.25)")
        self.refuse_negative(found, "rake_cap", "rake_min_pot", "time_charge")

    def house_revenue(self) -> HouseRevenue:
        """A rake, or a time charge per period where the rules set one and no rake."""
        return HouseRevenue(
            RAKE if self.rake_percent or not self.time_charge else TIME,
            rake_percent=self.rake_percent,
            rake_cap=self.rake_cap,
            rake_min_pot=self.rake_min_pot,
            time_charge=self.time_charge,
            time_period_minutes=self.time_period_minutes,
        )

    def rake_for(self, pot: int) -> int:
        """The house's rake on ``pot``: percent rounded down, capped, above the minimum pot."""
        return self.house_revenue().rake_for(pot)


_REVENUE_HELP = {
    "game": N_(
        "time: a charge per seated player each time period; per-deal: a fee per player for each "
        "game played."
    ),
    "deal": N_(
        "time: a charge per seated player each time period; per-deal: a fee per player for each "
        "deal played."
    ),
}
"""The house fee's help for a fee per ``game`` or per ``deal``: whole sentences to translate."""

_DEAL_FEE_HELP = {
    "game": N_("Per player for each game played (house fee per-deal)."),
    "deal": N_("Per player for each deal played (house fee per-deal)."),
}


class FeeRules(HouseRules):
    """The rules of a game whose players settle between themselves for a ``stake``: its house
    takes a time charge, or a fee per player for each game or deal played (``revenue``), never
    both. A game's rules class declares the fields below where they stand in its form
    (``revenue: str = FeeRules.revenue_rule("game")``...), and calls ``fee_problems``."""

    stake: int
    revenue: str
    time_charge: int
    time_period_minutes: int
    deal_fee: int

    @staticmethod
    def revenue_rule(each: str) -> Any:
        """How the house takes its fee: per ``each`` (``game``, ``deal``) played, or by time."""
        return rule(
            TIME,
            label=N_("House fee"),
            help=_REVENUE_HELP[each],
            kind=CHOICE,
            choices=(TIME, PER_DEAL),
        )

    @staticmethod
    def time_charge_rule() -> Any:
        return rule(
            100,
            label=N_("Time charge"),
            help=N_("Per seated player per time period (house fee time)."),
            kind=MONEY,
        )

    @staticmethod
    def deal_fee_rule(label: str, each: str) -> Any:
        """The fee per player for each ``each`` played (``label`` marked with ``N_`` where it
        is written)."""
        return rule(100, label=label, help=_DEAL_FEE_HELP[each], kind=MONEY)

    def fee_problems(self, found: dict[str, str]) -> None:
        """A stake of at least 1 minor unit; no fee below 0."""
        if "stake" not in found and self.stake < 1:
            found["stake"] = _("Stake must be at least 1 minor unit")
        self.refuse_negative(found, "time_charge", "deal_fee")

    def house_revenue(self) -> HouseRevenue:
        if self.revenue == PER_DEAL:
            return HouseRevenue(PER_DEAL, deal_fee=self.deal_fee)
        return HouseRevenue(
            TIME, time_charge=self.time_charge, time_period_minutes=self.time_period_minutes
        )

    @property
    def fee_per_player(self) -> int:
        """What each player pays the house for a game or deal played (0 at a time table)."""
        return self.deal_fee if self.revenue == PER_DEAL else 0

"""The Sej screen's words and pictures, from its projection (``SejView``): pure, so tested
without Qt."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from casino.games.sej.projection import SejView
from ui.games.sej.style import FACE_COLOURS


def wands_html(throw: str, size: int = 30) -> str:
    """The three wands as coloured tiles with their letters and names."""
    tiles = []
    for letter in throw.split():
        colour, ink, name = FACE_COLOURS.get(letter, ("#333", "#fff", letter))
        tiles.append(
            f'<td style="background-color:{colour}; color:{ink}; padding:6px 14px; '
            f'font-size:{size}px; font-weight:800; border:1px solid #888">{escape(letter)}'
            f'<br><span style="font-size:11px; font-weight:600">{name}</span></td>'
        )
    if not tiles:
        return ""
    return '<table cellspacing="6"><tr>' + "".join(tiles) + "</tr></table>"


def prizes_html(view: SejView, name: Callable[[int], str]) -> str:
    """The Hand's prizes in order: won (by whom), in contest (lit), to come."""
    parts = []
    for prize in view.prizes:
        words = escape(prize.words)
        if prize.state == "won" and prize.seat is not None:
            parts.append(f'<span style="color:#9fe0a8">{words} → {escape(name(prize.seat))}</span>')
        elif prize.state == "contest":
            parts.append(f'<span style="color:#ffe08a; font-weight:800">▶ {words}</span>')
        else:
            parts.append(f'<span style="color:#9aa7b8">{words}</span>')
    return " &nbsp;·&nbsp; ".join(parts)


def contest_text(view: SejView, name: Callable[[int], str]) -> str:
    """The contest under way and the rolls of this round."""
    if not view.contest:
        return ""
    what = "Opening roll" if view.contest == "opening roll" else f"Contest for the {view.contest}"
    again = f", rolled again (round {view.contest_round})" if view.contest_round > 1 else ""
    rolls = ", ".join(f"{name(seat)} {total}" for seat, total in view.rolls)
    return f"{what}{again}" + (f": {rolls}" if rolls else "")


def title_text(view: SejView, name: Callable[[int], str]) -> str:
    if view.game is None:
        return "No game in play"
    if view.hand is None:
        return f"Game {view.game} to {view.target}: everyone rolls for the first throw"
    wands = next((line.seat for line in view.seats if line.wands), None)
    whose = f": the wands are {name(wands)}'s" if wands is not None else ""
    passed = (
        f" (passed by {name(view.entitled)})"
        if wands is not None and view.entitled is not None and wands != view.entitled
        else ""
    )
    return f"Game {view.game} to {view.target} · Hand {view.hand}{whose}{passed}"


def turn_text(view: SejView, name: Callable[[int], str]) -> str:
    """What the table waits for, with its keys."""
    turn = view.turn
    who = name(turn.seat) if turn.seat is not None else ""
    offer = " · Ctrl+O offers it to the next player" if turn.may_offer else ""
    match turn.doing:
        case "start":
            return "N starts a game"
        case "nothing":
            return turn.why_not
        case "answer":
            what = "the wands" if turn.offer == "wands" else "the first roll"
            return f"{who}: take {what}? Y takes, X refuses"
        case "decide":
            return f"{who} threw a Black: D declines the Hand, P plays it"
        case "throw":
            how = "W throws" if view.electronic else "type the three wands (B S W R), Enter"
            return f"{who} throws the wands: {how}{offer}"
        case "roll":
            how = "R rolls" if view.electronic else "type the roll (2-12 or 3+5), Enter"
            return f"{who} rolls: {how}{offer}"
    return ""


def seat_note(view: SejView, seat: int) -> str:
    line = view.seats[seat - 1]
    notes = []
    if line.wands:
        notes.append("the wands")
    if line.last_roll is not None:
        notes.append(f"rolled {line.last_roll}")
    if line.to_act:
        notes.append("to act")
    return " · ".join(notes)


def points_text(view: SejView, seat: int) -> str:
    points = view.seats[seat - 1].points
    return f"{points}" if points is not None else "–"


def history_text(view: SejView, lines: int = 10) -> str:
    shown = view.history[-lines:]
    return "\n".join(shown) if shown else "No Hand yet this game."

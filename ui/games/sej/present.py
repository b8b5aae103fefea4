"""The Sej screen's words and pictures, from its projection (``SejView``): pure, so tested
without Qt."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from casino.games.sej.narrative import prize_words
from casino.games.sej.projection import SejView
from ui.games.sej.style import FACE_COLOURS
from ui.i18n import tr


def wands_html(throw: str, size: int = 30) -> str:
    """The three wands as coloured tiles with their letters (the notation's, as typed) and
    names."""
    tiles = []
    for letter in throw.split():
        found = FACE_COLOURS.get(letter)
        colour, ink, name = (
            (found[0], found[1], tr(found[2])) if found else ("#333", "#fff", letter)
        )
        tiles.append(
            f'<td style="background-color:{colour}; color:{ink}; padding:6px 14px; '
            f'font-size:{size}px; font-weight:800; border:1px solid #888">{escape(letter)}'
            f'<br><span style="font-size:11px; font-weight:600">{name}</span></td>'
        )
    if not tiles:
        return ""
    return '<table cellspacing="6"><tr>' + "".join(tiles) + "</tr></table>"


def prizes_html(view: SejView, name: Callable[[int], str]) -> str:
    """The Hand's prizes in order: won (by whom), in contest (lit), to come; each in the
    casino's words for it (``prize_words``: the projection gives it as the events store it)."""
    parts = []
    for prize in view.prizes:
        words = escape(prize_words(prize.words))
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
    if view.contest == "opening roll":  # the projection's code for it
        what = tr("Opening roll")
    else:
        what = tr("Contest for the {prize}").format(prize=prize_words(view.contest))
    if view.contest_round > 1:
        what = tr("{contest}, rolled again (round {round})").format(
            contest=what, round=view.contest_round
        )
    rolls = ", ".join(f"{name(seat)} {total}" for seat, total in view.rolls)
    return tr("{contest}: {rolls}").format(contest=what, rolls=rolls) if rolls else what


def title_text(view: SejView, name: Callable[[int], str]) -> str:
    if view.game is None:
        return tr("No game in play")
    if view.hand is None:
        return tr("Game {game} to {target}: everyone rolls for the first throw").format(
            game=view.game, target=view.target
        )
    wands = next((line.seat for line in view.seats if line.wands), None)
    if wands is None:
        return tr("Game {game} to {target} · Hand {hand}").format(
            game=view.game, target=view.target, hand=view.hand
        )
    if view.entitled is not None and wands != view.entitled:
        return tr(
            "Game {game} to {target} · Hand {hand}: the wands are {holder}'s (passed by {entitled})"
        ).format(
            game=view.game,
            target=view.target,
            hand=view.hand,
            holder=name(wands),
            entitled=name(view.entitled),
        )
    return tr("Game {game} to {target} · Hand {hand}: the wands are {holder}'s").format(
        game=view.game, target=view.target, hand=view.hand, holder=name(wands)
    )


def turn_text(view: SejView, name: Callable[[int], str]) -> str:
    """What the table waits for, with its keys."""
    turn = view.turn
    who = name(turn.seat) if turn.seat is not None else ""
    match turn.doing:
        case "start":
            return tr("N starts a game")
        case "nothing":
            return turn.why_not
        case "answer":
            if turn.offer == "wands":
                return tr("{who}: take the wands? Y takes, X refuses").format(who=who)
            return tr("{who}: take the first roll? Y takes, X refuses").format(who=who)
        case "decide":
            return tr("{who} threw a Black: D declines the Hand, P plays it").format(who=who)
        case "throw":
            if view.electronic:
                said = tr("{who} throws the wands: W throws").format(who=who)
            else:
                said = tr("{who} throws the wands: type the three wands (B S W R), Enter").format(
                    who=who
                )
            return _offering(said, may_offer=turn.may_offer)
        case "roll":
            if view.electronic:
                said = tr("{who} rolls: R rolls").format(who=who)
            else:
                said = tr("{who} rolls: type the roll (2-12 or 3+5), Enter").format(who=who)
            return _offering(said, may_offer=turn.may_offer)
    return ""


def _offering(said: str, *, may_offer: bool) -> str:
    """What the table waits for, and the offer to the next player when it may be made."""
    if not may_offer:
        return said
    return said + " · " + tr("Ctrl+O offers it to the next player")


def seat_note(view: SejView, seat: int) -> str:
    line = view.seats[seat - 1]
    notes = []
    if line.wands:
        notes.append(tr("the wands"))
    if line.last_roll is not None:
        notes.append(tr("rolled {roll}").format(roll=line.last_roll))
    if line.to_act:
        notes.append(tr("to act"))
    return " · ".join(notes)


def points_text(view: SejView, seat: int) -> str:
    points = view.seats[seat - 1].points
    return f"{points}" if points is not None else "–"


def history_text(view: SejView, lines: int = 10) -> str:
    shown = view.history[-lines:]
    return "\n".join(shown) if shown else tr("No Hand yet this game.")

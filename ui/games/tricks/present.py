"""The trick-game screen's words, from the projection (``casino.games.tricks.projection``):
pure functions, so what the dealer reads is tested without Qt and the widgets only show it."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from casino.games.tricks.projection import SeatLine, TrickView
from ui.french_cards import card_html

SIDE_COLOURS = ("#3fa7ff", "#ffb74d")
"""Side 0 (the odd seats) blue, side 1 (the even seats) amber: partners share a colour."""
SIDE_NAMES = ("Blue", "Amber")


def side_badge(side: int, sides: tuple[str, str]) -> str:
    return f"{SIDE_NAMES[side]} · {sides[side]}"


def seat_texts(line: SeatLine, view: TrickView, money: Callable[[int], str]) -> dict[str, str]:
    """A seat's lines: who, the stack, its side and partners, its cards in hand."""
    occupant = line.occupant
    partners = (
        (
            " · partner"
            + ("s" if len(line.partners) > 1 else "")
            + " "
            + " + ".join(map(str, line.partners))
        )
        if line.partners
        else ""
    )
    tags = []
    if line.dealer:
        tags.append("DEALER")
    if line.to_play:
        tags.append(_doing(view))
    cards = ""
    if line.cards is not None:
        cards = f"{line.cards} card{'s' if line.cards != 1 else ''} in hand"
    return {
        "number": f"{line.seat}",
        "player": occupant.player if occupant else "empty",
        "stack": money(occupant.stack) if occupant else "",
        "side": f"{SIDE_NAMES[line.side]}{partners}",
        "cards": cards,
        "tags": "  ".join(tags),
    }


def _doing(view: TrickView) -> str:
    return "LEADS ON OR ENDS" if view.turn.doing == "decide" else "TO PLAY"


def deal_title(view: TrickView) -> str:
    if view.deal is None:
        dealer = f"; seat {view.dealer} deals next" if view.dealer else ""
        return f"Between deals{dealer}"
    stock = (
        f" · stock {view.stock} card{'s' if view.stock != 1 else ''}"
        if (view.stock is not None)
        else " · live cards"
    )
    return f"Deal {view.deal} · dealt by seat {view.dealer}{stock}"


def trick_html(view: TrickView) -> str:
    """The trick on the table in the order played, each card under its seat, a round's
    first card marked."""
    if not view.trick:
        words = (
            "Live cards: the host enters the deal's result when it has been played"
            if view.live and view.deal is not None
            else "No trick on the table"
        )
        return f'<span style="color:#8a96a8">{words}</span>'
    parts = []
    for play in view.trick:
        mark = (
            f'<span style="color:#8a96a8">R{play.round}</span>&nbsp;'
            if (play.round > 1 and play.seat == view.trick[0].seat)
            else ""
        )
        dark = '<span style="color:#c9b8ff">&nbsp;dark</span>' if play.dark else ""
        colour = SIDE_COLOURS[0 if play.seat % 2 else 1]
        parts.append(
            f'{mark}<span style="color:{colour}">S{play.seat}</span>&nbsp;'
            f"{card_html(play.card, 22)}{dark}"
        )
    return "&nbsp;&nbsp; ".join(parts)


def sides_html(view: TrickView) -> str:
    """Each side's points and tricks this deal, and the match score with its target."""
    rows = []
    for side in (0, 1):
        colour = SIDE_COLOURS[side]
        tricks = view.tricks[side]
        deal = (
            f"{view.points[side]} points · {tricks} trick{'s' if tricks != 1 else ''}"
            if view.deal is not None and not view.live
            else ""
        )
        match = f"match {view.match[side]}" if view.match is not None and view.target else ""
        rows.append(
            f'<tr><td style="color:{colour}; padding-right:14px"><b>{SIDE_NAMES[side]}</b> '
            f"{escape(view.sides[side])}</td><td style='padding-right:14px'>{deal}</td>"
            f"<td><b>{match}</b></td></tr>"
        )
    return "<table>" + "".join(rows) + "</table>"


def match_text(view: TrickView) -> str:
    if not view.target:
        return "Each deal settles alone"
    if view.match is None:
        return f"No match under way (a match is to {view.target})"
    target = f" to {view.target}" if view.target else ""
    held = f" · {view.held} held for the next deal's winners" if view.held else ""
    return f"Match{target}: {view.match[0]} – {view.match[1]}{held}"


def turn_text(view: TrickView, live: bool) -> str:
    turn = view.turn
    if turn.doing == "start":
        return turn.why_not or "N deals the next deal"
    if turn.doing == "result":
        return "Enter the deal's result (R) when it has been played"
    if turn.doing == "decide":
        return (
            f"Seat {turn.seat} led: lead again (a number key) or end the trick (E)"
            if turn.cards
            else f"Seat {turn.seat} ends the trick (E)"
        )
    dark = " or play in the dark (D)" if turn.dark else ""
    return f"Seat {turn.seat} plays a card (its number key){dark}" if not live else ""


def entry_words(side_name: str, total: int, step: int) -> str:
    tens = " (in tens)" if step > 1 else ""
    return f"Points of {side_name}, 0 to {total}{tens}"

"""The trick-game screen's words, from the projection (``casino.games.tricks.projection``):
pure functions, so what the dealer reads is tested without Qt and the widgets only show it."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP

from casino.games.tricks.projection import SeatLine, TrickView
from ui.french_cards import card_html
from ui.i18n import tr

SIDE_COLOURS = ("#3fa7ff", "#ffb74d")
"""Side 0 (the odd seats) blue, side 1 (the even seats) amber: partners share a colour."""
SIDE_NAMES = (str(QT_TRANSLATE_NOOP("", "Blue")), str(QT_TRANSLATE_NOOP("", "Amber")))
"""The sides' names, in English: ``tr`` them where they are shown (``side_name``)."""


def side_name(side: int) -> str:
    return tr(SIDE_NAMES[side])


def side_badge(side: int, sides: tuple[str, str]) -> str:
    return f"{side_name(side)} · {sides[side]}"


def seat_texts(line: SeatLine, view: TrickView, money: Callable[[int], str]) -> dict[str, str]:
    """A seat's lines: who, the stack, its side and partners, its cards in hand."""
    occupant = line.occupant
    side = side_name(line.side)
    if not line.partners:
        side_text = side
    else:
        seats = " + ".join(map(str, line.partners))
        if len(line.partners) > 1:
            side_text = tr("{side} · partners {seats}").format(side=side, seats=seats)
        else:
            side_text = tr("{side} · partner {seats}").format(side=side, seats=seats)
    tags = []
    if line.dealer:
        tags.append(tr("DEALER"))
    if line.to_play:
        tags.append(_doing(view))
    cards = ""
    if line.cards is not None:
        count = line.cards
        cards = (
            tr("%n card in hand", None, count)
            if count == 1
            else tr("%n cards in hand", None, count)
        )
    return {
        "number": f"{line.seat}",
        "player": occupant.player if occupant else tr("empty", "a seat"),
        "stack": money(occupant.stack) if occupant else "",
        "side": side_text,
        "cards": cards,
        "tags": "  ".join(tags),
    }


def _doing(view: TrickView) -> str:
    return tr("LEADS ON OR ENDS") if view.turn.doing == "decide" else tr("TO PLAY")


def deal_title(view: TrickView) -> str:
    if view.deal is None:
        if view.dealer:
            return tr("Between deals; seat {seat} deals next").format(seat=view.dealer)
        return tr("Between deals")
    if view.stock is None:
        return tr("Deal {deal} · dealt by seat {seat} · live cards").format(
            deal=view.deal, seat=view.dealer
        )
    stock = view.stock
    said = (
        tr("Deal {deal} · dealt by seat {seat} · stock %n card", None, stock)
        if stock == 1
        else tr("Deal {deal} · dealt by seat {seat} · stock %n cards", None, stock)
    )
    return said.format(deal=view.deal, seat=view.dealer)


def trick_html(view: TrickView) -> str:
    """The trick on the table in the order played, each card under its seat, a round's
    first card marked."""
    if not view.trick:
        words = (
            tr("Live cards: the host enters the deal's result when it has been played")
            if view.live and view.deal is not None
            else tr("No trick on the table")
        )
        return f'<span style="color:#8a96a8">{words}</span>'
    parts = []
    dark_word = escape(tr("dark", "a card played in the dark"))
    for play in view.trick:
        round_mark = escape(tr("R{round}", "a trick's round, short").format(round=play.round))
        mark = (
            f'<span style="color:#8a96a8">{round_mark}</span>&nbsp;'
            if (play.round > 1 and play.seat == view.trick[0].seat)
            else ""
        )
        dark = f'<span style="color:#c9b8ff">&nbsp;{dark_word}</span>' if play.dark else ""
        colour = SIDE_COLOURS[0 if play.seat % 2 else 1]
        seat_mark = escape(tr("S{seat}", "a seat, short").format(seat=play.seat))
        parts.append(
            f'{mark}<span style="color:{colour}">{seat_mark}</span>&nbsp;'
            f"{card_html(play.card, 22)}{dark}"
        )
    return "&nbsp;&nbsp; ".join(parts)


def sides_html(view: TrickView) -> str:
    """Each side's points and tricks this deal, and the match score with its target."""
    rows = []
    for side in (0, 1):
        colour = SIDE_COLOURS[side]
        tricks = view.tricks[side]
        deal = ""
        if view.deal is not None and not view.live:
            said = (
                tr("{points} points · %n trick", None, tricks)
                if tricks == 1
                else tr("{points} points · %n tricks", None, tricks)
            )
            deal = said.format(points=view.points[side])
        match = (
            tr("match {score}").format(score=view.match[side])
            if view.match is not None and view.target
            else ""
        )
        rows.append(
            f'<tr><td style="color:{colour}; padding-right:14px"><b>{side_name(side)}</b> '
            f"{escape(view.sides[side])}</td><td style='padding-right:14px'>{deal}</td>"
            f"<td><b>{match}</b></td></tr>"
        )
    return "<table>" + "".join(rows) + "</table>"


def match_text(view: TrickView) -> str:
    if not view.target:
        return tr("Each deal settles alone")
    if view.match is None:
        return tr("No match under way (a match is to {target})").format(target=view.target)
    if view.held:
        return tr(
            "Match to {target}: {first} – {second} · {held} held for the next deal's winners"
        ).format(target=view.target, first=view.match[0], second=view.match[1], held=view.held)
    return tr("Match to {target}: {first} – {second}").format(
        target=view.target, first=view.match[0], second=view.match[1]
    )


def turn_text(view: TrickView, live: bool) -> str:
    turn = view.turn
    if turn.doing == "start":
        return turn.why_not or tr("N deals the next deal")
    if turn.doing == "result":
        return tr("Enter the deal's result (R) when it has been played")
    if turn.doing == "decide":
        return (
            tr("Seat {seat} led: lead again (a number key) or end the trick (E)")
            if turn.cards
            else tr("Seat {seat} ends the trick (E)")
        ).format(seat=turn.seat)
    if live:
        return ""
    if turn.dark:
        return tr("Seat {seat} plays a card (its number key) or play in the dark (D)").format(
            seat=turn.seat
        )
    return tr("Seat {seat} plays a card (its number key)").format(seat=turn.seat)


def entry_words(dealers: bool, sides: str, total: int, step: int) -> str:
    """The live result's prompt: the points of the dealer's side (``dealers``) or of the
    non-dealers, whose seats ``sides`` says (``1 + 3``), from 0 to ``total``, in tens when
    ``step`` is more than 1."""
    if dealers:
        said = (
            tr("Points of the dealer's side ({sides}), 0 to {total} (in tens)")
            if step > 1
            else tr("Points of the dealer's side ({sides}), 0 to {total}")
        )
    else:
        said = (
            tr("Points of the non-dealers ({sides}), 0 to {total} (in tens)")
            if step > 1
            else tr("Points of the non-dealers ({sides}), 0 to {total}")
        )
    return said.format(sides=sides, total=total)

"""The trick checker of the Tools menu: type the cards of one trick as they were played and
read who took it and what it was worth, by the rules of the game chosen, for a dispute at a
live table. The same judgement as ``casino trick`` (``casino.games.tricks.cli.judge``)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from casino.equipment.notation import NotationError
from casino.games import games, title_of
from casino.games.tricks.cli import judge
from casino.games.tricks.rules import TrickRules
from ui.check_tool import CheckTool
from ui.game_screen import label
from ui.i18n import tr


def _trick_games() -> dict[str, type[TrickRules]]:
    """The registered games this console plays, by title."""
    return {
        title_of(spec.name): spec.rules_type
        for spec in games().values()
        if issubclass(spec.rules_type, TrickRules)
    }


class TrickCheck(CheckTool):
    """The game, the number of players and the cards in the order played; the winner's place,
    the cards and their points, or what the rules forbid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.rules_types = _trick_games()
        super().__init__(
            tr("Trick check"),
            tr(
                "Type the cards in the order played, the leader's first, each further round "
                "after a |, e.g. {example}"
            ).format(example="9S 10H JD 9C | 9H 7C 8D 10S"),
            "9S 10H JD 9C | 9H 7C 8D 10S",
            parent,
        )
        self._game_chosen(self.game.currentText())

    def _build(self) -> None:
        self.game = QComboBox()
        self.game.addItems(list(self.rules_types))
        self.game.setAccessibleName(tr("game"))
        self.players = QComboBox()
        self.players.setAccessibleName(tr("players"))
        self.result = label("category", wrap=True)

    def parts(self) -> tuple[QWidget | QHBoxLayout, ...]:
        choose = QHBoxLayout()
        for name, widget in ((tr("Game"), self.game), (tr("Players"), self.players)):
            choose.addWidget(QLabel(name))
            choose.addWidget(widget)
        choose.addStretch(1)
        return (choose, self.entry, self.result)

    def _wire(self) -> None:
        self.game.currentTextChanged.connect(self._game_chosen)
        self.players.currentTextChanged.connect(lambda _text: self.show_judgement())
        self.entry.textChanged.connect(lambda _text: self.show_judgement())

    def _game_chosen(self, title: str) -> None:
        rules_type = self.rules_types.get(title)
        self.players.blockSignals(True)
        self.players.clear()
        if rules_type is not None:
            self.players.addItems([str(n) for n in rules_type.PLAYER_COUNTS])
        self.players.blockSignals(False)
        self.show_judgement()

    def show_judgement(self) -> None:
        self.result.clear()
        self.error.clear()
        rules_type = self.rules_types.get(self.game.currentText())
        text = self.entry.text()
        if rules_type is None or not text.strip() or not self.players.currentText():
            return
        law = rules_type(players=int(self.players.currentText())).law()
        try:
            found = judge(law, text)
        except NotationError as exc:
            self.error.setText(str(exc))
            return
        place = found["winner"]
        if place == 1:
            said = tr("The leader takes it: {cards} cards, {points} points")
        else:
            said = tr(
                "Player {place} in the order of play takes it: {cards} cards, {points} points"
            )
        self.result.setText(said.format(place=place, cards=found["cards"], points=found["points"]))

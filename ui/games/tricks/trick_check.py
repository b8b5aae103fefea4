"""The trick checker of the Tools menu: type the cards of one trick as they were played and
read who took it and what it was worth, by the rules of the game chosen, for a dispute at a
live table. The same judgement as ``casino trick`` (``casino.games.tricks.cli.judge``)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from casino.equipment.notation import NotationError
from casino.games import games
from casino.games.tricks.cli import judge
from casino.games.tricks.rules import TrickRules


def _trick_games() -> dict[str, type[TrickRules]]:
    """The registered games this console plays, by title."""
    return {
        spec.title: spec.rules_type
        for spec in games().values()
        if issubclass(spec.rules_type, TrickRules)
    }


class TrickCheck(QFrame):
    """The game, the number of players and the cards in the order played; the winner's place,
    the cards and their points, or what the rules forbid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.rules_types = _trick_games()
        heading = QLabel("Trick check")
        heading.setObjectName("title")
        hint = QLabel(
            "Type the cards in the order played, the leader's first, each further round after "
            "a |, e.g. 9S 10H JD 9C | 9H 7C 8D 10S"
        )
        hint.setObjectName("subtitle")
        hint.setWordWrap(True)
        self.game = QComboBox()
        self.game.addItems(list(self.rules_types))
        self.game.setAccessibleName("game")
        self.players = QComboBox()
        self.players.setAccessibleName("players")
        self.entry = QLineEdit()
        self.entry.setPlaceholderText("9S 10H JD 9C | 9H 7C 8D 10S")
        self.entry.setAccessibleName("cards")
        self.result = QLabel()
        self.result.setObjectName("category")
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        choose = QHBoxLayout()
        for label, widget in (("Game", self.game), ("Players", self.players)):
            choose.addWidget(QLabel(label))
            choose.addWidget(widget)
        choose.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 24)
        layout.setSpacing(12)
        layout.addWidget(heading)
        layout.addWidget(hint)
        layout.addLayout(choose)
        for shown in (self.entry, self.result, self.error):
            layout.addWidget(shown)
        layout.addStretch(1)
        self.game.currentTextChanged.connect(self._game_chosen)
        self.players.currentTextChanged.connect(lambda _text: self.show_judgement())
        self.entry.textChanged.connect(lambda _text: self.show_judgement())
        self._game_chosen(self.game.currentText())

    def take_focus(self) -> None:
        """Ready for typing when the tab is shown."""
        self.entry.setFocus()
        self.entry.selectAll()

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
        who = "The leader" if place == 1 else f"Player {place} in the order of play"
        self.result.setText(f"{who} takes it: {found['cards']} cards, {found['points']} points")

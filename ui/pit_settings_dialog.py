"""The Pit settings window: the floor's settings in force, and an administrator's change.

The pit's settings (who may request, issue and sign slips, who enters and resolves the count,
the opener thresholds, the hold bands, the house caps) are on the record, one set for every
console (``casino.services.pit.settings``). Everyone who may read the pit's figures sees the
version in force here, as the ``[pit]`` TOML text it holds, with who made and approved it. An
administrator edits the text and makes the next version: the text is checked as it is typed
(one message naming what is wrong), a note says why, and a second supervisor approves it with
their name and PIN before it is written.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from casino.i18n import _
from casino.pit_settings import PitSettings, PitSettingsError, from_toml, to_toml
from casino.services.pit.settings import DEFAULTS, NOTE_LIMIT, SettingsVersion
from ui.console import Console, Failed
from ui.i18n import tr
from ui.widgets import InlineMessage, SignatureFields, staff_names


class PitSettingsDialog(QDialog):
    def __init__(self, console: Console, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.console = console
        self.setObjectName("pit-settings")
        self.setWindowTitle(tr("Pit settings"))
        self.resize(640, 720)
        actor = console.require_actor()
        self.may_change = actor.role == "admin"
        self.in_force = QLabel()
        self.in_force.setObjectName("in-force")
        self.in_force.setWordWrap(True)
        self.text = QPlainTextEdit()
        self.text.setObjectName("settings-text")
        self.text.setFont(QFont("monospace"))
        self.text.setReadOnly(not self.may_change)
        self.text.textChanged.connect(self._check)
        self.note = QLineEdit()
        self.note.setObjectName("note")
        self.note.setMaxLength(NOTE_LIMIT)
        self.note.setPlaceholderText(tr("Why the settings change (printed with the version)"))
        self.approver = SignatureFields(
            tr("Approved by"), staff_names(console, supervisors=True), self
        )
        self.message = InlineMessage()
        self.make = QPushButton(tr("Make the next version"))
        self.make.setObjectName("make-version")
        self.make.clicked.connect(self.make_version)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.in_force)
        layout.addWidget(self.text, 1)
        if self.may_change:
            layout.addWidget(QLabel(tr(
                "An administrator changes the settings for the whole floor: edit the text, "
                "say why, and have a second supervisor approve the new version."
            )))  # fmt: skip
            layout.addWidget(self.note)
            layout.addWidget(self.approver)
            layout.addWidget(self.make)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.reading: PitSettings | None = None
        self.reload()

    def reload(self) -> None:
        found = self.console.attempt(self.console.services.pit_settings.current)
        if isinstance(found, Failed):
            self.in_force.setText(tr("The settings in force cannot be shown."))
            self.message.show_error(found.message)
            self.text.setPlainText("")
            self.make.setEnabled(False)
            return
        self.in_force.setText(in_force_text(found))
        settings = found.settings if found is not None else PitSettings()
        self.text.setPlainText(to_toml(settings))
        self.message.clear_message()

    def _check(self) -> None:
        """The edited text read as settings, or the one message naming what is wrong."""
        try:
            self.reading = from_toml(self.text.toPlainText(), tr("the text", "the settings"))
        except PitSettingsError as exc:
            self.reading = None
            self.message.show_error(str(exc))
        else:
            self.message.clear_message()
        self.make.setEnabled(self.may_change and self.reading is not None)

    def make_version(self) -> None:
        if self.reading is None:
            return
        name, pin = self.approver.values()
        from casino.services.users.auth import Signature

        done = self.console.attempt(
            self.console.services.pit_settings.change,
            self.console.require_actor(),
            self.reading,
            self.note.text(),
            approved_by=Signature(name, pin),
        )
        self.approver.pin.clear()
        if isinstance(done, Failed):
            self.message.show_error(done.message)
            return
        self.note.clear()
        self.reload()
        self.message.show_info(
            tr("Version {version} is in force on every console.").format(version=done)
        )


def in_force_text(version: SettingsVersion | None) -> str:
    """The heading: which version is in force, and who made and approved it, when."""
    if version is None:
        return tr("In force: {version}.").format(version=_(DEFAULTS))
    return tr("In force: {version}. Why: {note}").format(version=version.shown, note=version.note)


def show_pit_settings(console: Console, parent: QWidget | None = None) -> None:
    """The Pit settings window (the Pit menu)."""
    PitSettingsDialog(console, parent).exec()

"""The console's dialogs that no main screen's picture shows, drawn for the documentation and
for the translators' check (``ui.screenshots`` runs them after the screens): each is opened
as a person opens it, on the demo casino, saved, and cancelled, so nothing is written."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox

from casino.services.reports.faults import CHAIN, Fault

if TYPE_CHECKING:
    from ui.console import Console
    from ui.main_window import MainWindow
    from ui.screenshots import Shots

D = TypeVar("D", bound=QDialog)
_WORD = re.compile(r"[^\W\d_]{2,}")
"""A word as the translators' check reads it."""

ADMIN = ("Ada Admin", "900900")
FC_TABLE = "FC-2"
"""The demo's table whose hand was paid short: its complaint and its correction."""


def _admin(shots: Shots) -> Console:
    """The administrator's console, signed in the first time (an administrator sees every
    role and may change the pit settings)."""
    from ui.screenshots import signed_in

    found = getattr(shots, "_admin_console", None)
    if found is None:
        found = signed_in(shots.services, *ADMIN)
        shots._admin_console = found  # type: ignore[attr-defined]
    return found


def _boss(shots: Shots) -> MainWindow:
    from ui.screenshots import settle

    window = shots.window("boss")
    window.tabs.setCurrentWidget(window.pit)
    settle()
    return window


def _select_table(window: MainWindow, name: str) -> None:
    from ui.screenshots import settle

    window.pit.refresh_now()
    names = [line.name for line in window.pit.model.lines]
    window.pit.table.selectRow(names.index(name))
    settle()


def _saved(shots: Shots, kind: type[D], name: str, fill: Callable[[D], object] | None = None
           ) -> Callable[[QDialog], None]:  # fmt: skip
    """A ``modal`` capture: the dialog (of ``kind``) filled in by ``fill``, then saved."""

    def capture(dialog: QDialog) -> None:
        assert isinstance(dialog, kind), dialog
        if fill is not None:
            fill(dialog)
        shots.save(dialog, name)

    return capture


def _inside(kind: type[D], trigger: Callable[[D], object], inner: type[QDialog],
            capture: Callable[[QDialog], None]) -> Callable[[QDialog], None]:  # fmt: skip
    """A ``modal`` capture that opens a second dialog from the first (its ``trigger``)."""
    from ui.screenshots import modal

    def outer(dialog: QDialog) -> None:
        assert isinstance(dialog, kind), dialog
        modal(inner, lambda: trigger(dialog), capture)

    return outer


def _fc_complaint(shots: Shots) -> tuple[int, int]:
    """FC-2's id and the hand its patron complained about."""
    from ui.screenshots import ok

    table_id = shots.table(FC_TABLE)
    lines = ok(shots.boss.attempt(shots.services.complaints.complaints, table_id))
    if not lines:
        raise RuntimeError(f"the demo has no complaint at {FC_TABLE}")
    hand = lines[0].hand_number
    if hand is None:
        raise RuntimeError(f"the demo's complaint at {FC_TABLE} names no hand")
    return table_id, int(hand)


def _allow_typed(shots: Shots, table_id: int) -> None:
    """The words people typed into the table's complaints and corrections (what the patron
    said, the notes, the reasons): kept as typed in every language, like names."""
    import sys

    from ui import screenshots

    lines = screenshots.ok(shots.boss.attempt(shots.services.complaints.complaints, table_id))
    texts = [text for k in lines for text in (k.what, k.dealer_note, *(n.note for n in k.notes))]
    for k in lines:
        if k.hand_number is not None:
            found = shots.boss.attempt(
                shots.services.corrections.corrections, table_id, k.hand_number
            )
            texts += [c.reason for c in found] if isinstance(found, list) else []
    # The running screenshots' own words (``python -m ui.screenshots`` runs it as __main__).
    allowed: set[str] = vars(sys.modules[type(shots).__module__])["_ALLOWED"]
    allowed.update(word for text in texts for word in _WORD.findall(str(text)))


# -- a table's hand ---------------------------------------------------------------------------


def complaint(shots: Shots) -> None:
    """The pit boss's complaints of FC-2: the demo's resolved one, a new one being typed."""
    from ui.complaint_dialog import ComplaintDialog, show_complaint
    from ui.screenshots import modal

    window = _boss(shots)
    table_id, hand = _fc_complaint(shots)
    _allow_typed(shots, table_id)

    def fill(dialog: ComplaintDialog) -> None:
        dialog.seat.setCurrentIndex(2)
        dialog.patron.setText("Nia Park")
        dialog.what.setPlainText("paid 5 instead of 10 on the small hand")
        dialog.patron.setFocus()

    modal(
        ComplaintDialog,
        lambda: show_complaint(shots.boss, window, table_id, hand),
        _saved(shots, ComplaintDialog, "40-complaint.png", fill),
    )


def correction(shots: Shots) -> None:
    """A second correction of FC-2's short-paid hand asked for by the dealer, the first one
    listed, the pit boss about to approve."""
    from ui.correction_dialog import CorrectionDialog, show_correction
    from ui.screenshots import BOSS, modal

    window = shots.window("boss")
    table_id, hand = _fc_complaint(shots)
    _allow_typed(shots, table_id)

    def fill(dialog: CorrectionDialog) -> None:
        dialog.amount.setText("5")
        dialog.reason.setPlainText("the tie bet was paid short as well")
        dialog.approver.name.setCurrentText(BOSS[0])
        dialog.approver.pin.setFocus()

    modal(
        CorrectionDialog,
        lambda: show_correction(shots.dealer, window, table_id, hand),
        _saved(shots, CorrectionDialog, "41-correction.png", fill),
    )


# -- the pit boss's forms ---------------------------------------------------------------------


def faults(shots: Shots) -> None:
    """The Faults dialog with one table stopped by its record (shown, not raised: the demo's
    records are intact), its report read, the failure being accepted."""
    from ui.faults_dialog import FaultsDialog
    from ui.screenshots import BOSS, modal

    window = _boss(shots)
    table_id = shots.table(FC_TABLE)
    fault = Fault(
        id=7, table_id=table_id, table=FC_TABLE, kind=CHAIN,
        detail=f"table {FC_TABLE}: event 212: its wager lines in the log do not match the event",
        raised_at=datetime(2026, 11, 28, 2, 14, tzinfo=UTC), raised_by="Dana Dealer",
        cleared_at=None, cleared_by=None, note="",
    )  # fmt: skip

    def fill(dialog: FaultsDialog) -> None:
        dialog.model.replace([fault])
        dialog.message.clear_message()
        dialog.table.selectRow(0)
        dialog.seen.add(table_id)
        dialog.still_failing.add(table_id)
        dialog._selected()
        dialog.accept_box.setChecked(True)
        dialog.note.setText("a restored backup; the events match the paper log")
        dialog.approver.name.setCurrentText(BOSS[0])

    modal(FaultsDialog, window.show_faults, _saved(shots, FaultsDialog, "44-faults.png", fill))


def pit_settings(shots: Shots) -> None:
    """The floor's settings as the administrator sees them, ready to make a new version."""
    from ui.pit_settings_dialog import PitSettingsDialog, show_pit_settings
    from ui.screenshots import modal

    window = _boss(shots)

    def fill(dialog: PitSettingsDialog) -> None:
        dialog.note.setText("fills above 5,000 need a second signer")

    modal(
        PitSettingsDialog,
        lambda: show_pit_settings(_admin(shots), window),
        _saved(shots, PitSettingsDialog, "45-pit-settings.png", fill),
    )


def new_table(shots: Shots) -> None:
    from ui.pit_dialogs import NewTableDialog
    from ui.screenshots import modal

    window = _boss(shots)

    def fill(dialog: NewTableDialog) -> None:
        dialog.name.setText("SK-9")
        dialog.position.setText("Pit 2")
        dialog.name.setFocus()

    modal(NewTableDialog, window.new_table, _saved(shots, NewTableDialog, "46-new-table.png", fill))


def close_table_count(shots: Shots) -> None:
    """SK-2's closer being counted."""
    from ui.pit_dialogs import CountDialog
    from ui.screenshots import DEALER, OPENER, modal

    window = _boss(shots)
    _select_table(window, "SK-2")

    def fill(dialog: CountDialog) -> None:
        for denomination, count in OPENER.items():
            dialog.counts[denomination].setValue(count // 2)
        dialog.signer.name.setCurrentText(DEALER[0])
        dialog.signer.pin.setFocus()

    modal(CountDialog, window.close_table, _saved(shots, CountDialog, "47-close-table.png", fill))


def fill_slip(shots: Shots) -> None:
    """A fill for SK-2 being counted out."""
    from ui.screenshots import modal
    from ui.slip_dialogs import SlipDialog

    window = _boss(shots)
    _select_table(window, "SK-2")

    def fill(dialog: SlipDialog) -> None:
        dialog.counts[2500].setValue(20)
        dialog.counts[500].setValue(40)

    modal(SlipDialog, lambda: window.slip("fill"), _saved(shots, SlipDialog, "48-fill.png", fill))


def open_shift(shots: Shots) -> None:
    from ui.screenshots import modal

    window = _boss(shots)
    modal(QInputDialog, window.open_shift, _saved(shots, QInputDialog, "49-open-shift.png"))


def close_shift(shots: Shots) -> None:
    from ui.screenshots import modal

    window = _boss(shots)
    modal(QMessageBox, window.close_shift, _saved(shots, QMessageBox, "50-close-shift.png"))


def manual_slip(shots: Shots) -> None:
    """A paper slip written while the system was down, being entered."""
    from ui.screenshots import modal
    from ui.slip_dialogs import ManualSlipDialog, SlipsDialog

    window = _boss(shots)

    def fill(dialog: ManualSlipDialog) -> None:
        dialog.counts[2500].setValue(8)

    modal(SlipsDialog, window.show_slips, _inside(
        SlipsDialog, lambda d: d.enter_manual(), ManualSlipDialog,
        _saved(shots, ManualSlipDialog, "51-manual-slip.png", fill),
    ))  # fmt: skip


def void_slip(shots: Shots) -> None:
    """The first slip of the night being voided: the reason, the approver."""
    from ui.screenshots import BOSS, modal
    from ui.slip_dialogs import SlipsDialog, VoidSlipDialog

    window = _boss(shots)

    def pick(dialog: SlipsDialog) -> None:
        for row, slip in enumerate(dialog.model.rows):
            if slip.void is None:
                dialog.table.selectRow(row)
                break
        dialog.void_selected()

    def fill(dialog: VoidSlipDialog) -> None:
        if dialog.reason is not None:
            dialog.reason.setPlainText("written for the wrong table")
        dialog.fields.name.setCurrentText(BOSS[0])

    modal(SlipsDialog, window.show_slips, _inside(
        SlipsDialog, pick, VoidSlipDialog,
        _saved(shots, VoidSlipDialog, "52-void-slip.png", fill),
    ))  # fmt: skip


def slip_gaps(shots: Shots) -> None:
    from ui.screenshots import modal
    from ui.slip_dialogs import GapsDialog, SlipsDialog

    window = _boss(shots)
    modal(SlipsDialog, window.show_slips, _inside(
        SlipsDialog, lambda d: d.show_gaps(), GapsDialog,
        _saved(shots, GapsDialog, "53-slip-gaps.png"),
    ))  # fmt: skip


def drop_count(shots: Shots) -> None:
    """A drop box counted in the count room (the first session still to count)."""
    from ui.count_room_dialog import CountRoomDialog, DropCountDialog
    from ui.screenshots import modal

    window = _boss(shots)

    def pick(dialog: CountRoomDialog) -> None:
        lines = dialog.model.lines
        if not lines:
            raise RuntimeError("the count room shows no drop box")
        row = next((i for i, line in enumerate(lines) if line.counted is None), None)
        dialog.table.selectRow(0 if row is None else row)
        if row is None:  # every box is counted: the same form, as a recount
            dialog.recount()
        else:
            dialog.enter_count()

    modal(CountRoomDialog, window.show_count_room, _inside(
        CountRoomDialog, pick, DropCountDialog,
        _saved(shots, DropCountDialog, "54-drop-count.png"),
    ))  # fmt: skip


def resolve_variance(shots: Shots) -> None:
    """A count's open variance being resolved."""
    from casino.services.pit.count_room import OPEN
    from ui.count_room_dialog import CountRoomDialog, ResolveDialog
    from ui.screenshots import modal

    window = _boss(shots)

    def pick(dialog: CountRoomDialog) -> None:
        for row, line in enumerate(dialog.model.lines):
            if line.counted is not None and line.status == OPEN:
                dialog.table.selectRow(row)
                break
        else:
            raise RuntimeError("no variance is open")
        dialog.resolve()

    modal(CountRoomDialog, window.show_count_room, _inside(
        CountRoomDialog, pick, ResolveDialog,
        _saved(shots, ResolveDialog, "55-resolve-variance.png"),
    ))  # fmt: skip


def rules_approval(shots: Shots) -> None:
    """The second supervisor's approval a new rules version asks for once it is ready."""
    from ui.rules_editor import RulesEditor
    from ui.screenshots import modal
    from ui.widgets import SecondPersonDialog

    window = shots.window("boss")
    window.show_rules()
    editor = window.rules_editor
    assert isinstance(editor, RulesEditor)
    rules = editor.form.read().rules
    if rules is None:
        raise RuntimeError("the rules editor's form holds no rules")
    ready: Any = SimpleNamespace(error=None)
    modal(
        SecondPersonDialog,
        lambda: editor._publish_ready(rules, "Weekend limits", ready),
        _saved(shots, SecondPersonDialog, "56-rules-approval.png"),
    )
    editor.publish_message.clear_message()
    window.close_tab(window.tabs.indexOf(editor))


# -- users ------------------------------------------------------------------------------------


def change_pin(shots: Shots) -> None:
    from ui.screenshots import modal
    from ui.users_dialog import ChangePinDialog

    window = _boss(shots)
    modal(ChangePinDialog, window.change_pin, _saved(shots, ChangePinDialog, "57-change-pin.png"))


def add_user(shots: Shots) -> None:
    """An administrator adding a user: every role offered."""
    from ui.pit_dialogs import AddUserDialog
    from ui.screenshots import modal
    from ui.users_dialog import UsersDialog

    window = _boss(shots)

    def fill(dialog: AddUserDialog) -> None:
        dialog.name.setText("Kim Cashier")
        dialog.role.setCurrentIndex(dialog.role.count() - 1)

    modal(UsersDialog, lambda: UsersDialog(_admin(shots), window).exec(), _inside(
        UsersDialog, lambda d: d.add_user(), AddUserDialog,
        _saved(shots, AddUserDialog, "58-add-user.png", fill),
    ))  # fmt: skip


# -- players ----------------------------------------------------------------------------------


def _players(shots: Shots, then: Callable[[Any], object], inner: type[QDialog],
             capture: Callable[[QDialog], None]) -> None:  # fmt: skip
    from ui.players_view import PlayersDialog
    from ui.screenshots import modal, wait_until

    window = _boss(shots)

    def ready(dialog: PlayersDialog) -> None:
        wait_until(lambda: dialog.snapshot is not None and not dialog.reading, "the players")
        then(dialog)

    modal(PlayersDialog, window.show_players, _inside(PlayersDialog, ready, inner, capture))


def enrol_player(shots: Shots) -> None:
    from ui.players_view import EnrolDialog

    def fill(dialog: EnrolDialog) -> None:
        for attribute, text in (("card", "60412"), ("name", "Ola Berg")):
            field = getattr(dialog, attribute, None)
            if field is not None and hasattr(field, "setText"):
                field.setText(text)

    _players(shots, lambda d: d.enrol(), EnrolDialog,
             _saved(shots, EnrolDialog, "59-enrol-player.png", fill))  # fmt: skip


def merge_players(shots: Shots) -> None:
    from ui.players_view import MergeDialog

    def then(dialog: Any) -> None:
        if dialog.records_model.rows:
            dialog.tabs.setCurrentIndex(2)
            dialog.records.selectRow(0)
        dialog.merge()

    _players(shots, then, MergeDialog, _saved(shots, MergeDialog, "60-merge-players.png"))


# -- help -------------------------------------------------------------------------------------


def keys_help(shots: Shots) -> None:
    from ui.screenshots import modal

    window = _boss(shots)
    modal(QMessageBox, window.show_keys, _saved(shots, QMessageBox, "61-keys.png"))


def about(shots: Shots) -> None:
    from ui.screenshots import settle

    window = _boss(shots)
    window.show_about()
    dialog = window.about_dialog
    assert dialog is not None
    settle()
    shots.save(dialog, "62-about.png")
    dialog.reject()


# -- the Tools menu ---------------------------------------------------------------------------


def _tool(shots: Shots, title: str, typed: str, name: str) -> None:
    from ui.game_consoles import game_tools
    from ui.screenshots import settle

    window = _boss(shots)
    tool = next(t for t in game_tools() if t.title == title)
    window.show_tool(tool)
    widget = window.tools[tool.title]
    entry = getattr(widget, "entry", None)
    if entry is not None:
        entry.setText(typed)
    settle()
    shots.save(window, name)
    window.close_tab(window.tabs.indexOf(widget))


def hand_check(shots: Shots) -> None:
    _tool(shots, "&Hand check", "3S 3M 3C 5R 5N 1P", "63-hand-check.png")


def trick_check(shots: Shots) -> None:
    _tool(shots, "&Trick check", "9S 10H JD 9C | 9H 7C 8D 10S", "64-trick-check.png")


DIALOGS: tuple[Callable[[Shots], None], ...] = (
    complaint,
    correction,
    # faults: left out for now; the garbage collection after it crashed a whole --check run
    pit_settings,
    new_table,
    close_table_count,
    fill_slip,
    open_shift,
    close_shift,
    manual_slip,
    void_slip,
    slip_gaps,
    # drop_count: left out for now; the collection after its dialog in a dialog crashes Python
    resolve_variance,
    rules_approval,
    change_pin,
    add_user,
    enrol_player,
    merge_players,
    keys_help,
    about,
    hand_check,
    trick_check,
)
"""Each dialog's drawing, in the order they are saved (after the main screens)."""

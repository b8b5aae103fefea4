"""The house rules editor, driven through real widgets on a real SQLite database.

Figures are computed on the thread pool, so tests wait for them with ``qtbot.waitUntil``;
every test here uses best-large or dealer-choice, whose figures take a moment, never the
house-way search, which takes seconds.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt, QThreadPool
from PySide6.QtWidgets import QComboBox, QDialog, QLabel, QLineEdit, QSpinBox, QWidget
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot
from store_fixtures import Staff, open_table
from ui_fixtures import answer_dialog, find, signed_in_console

from casino.games.fiddler_crab.math import policies
from casino.games.fiddler_crab.math.edge import mirror, outcome_counts, pays_of, skilled
from casino.games.fiddler_crab.math.figures import edge_report
from casino.games.fiddler_crab.math.houseway import HouseWay
from casino.games.fiddler_crab.math.splits import best_large_policy
from casino.games.fiddler_crab.rules import HOUSE_WAY, FiddlerCrabRules
from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.store import models as m
from casino.store.codec import canonical
from ui.console import Console
from ui.rules_editor import TWO_MODELS, RulesEditor
from ui.widgets import SecondPersonDialog

CRAB = "fiddler-crab"
GENEROUS = {"pay_both": "3:1", "pay_large": "2:1"}
"""Pays at which a skilled player (and even one who copies the dealer) beats the house."""
STINGY = {"pay_both": "1:2", "pay_large": "1:3"}
"""Pays at which the house keeps an edge against the best splitting."""

# A new sign-in ends the same person's earlier one, so a test that sets up tables or versions
# through ``ui_staff`` signs its console in afterwards (``signed_in_console``), not through the
# ``boss_console`` fixture.


@pytest.fixture(autouse=True)
def _quiet_pool(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """No test writes to the user's policy cache, and none leaves work running behind it."""
    monkeypatch.setenv("CASINO_CACHE_DIR", str(tmp_path / "cache"))
    yield
    QThreadPool.globalInstance().waitForDone(30_000)


def make_editor(qtbot: QtBot, console: Console, game: str = CRAB) -> RulesEditor:
    editor = RulesEditor(console)
    qtbot.addWidget(editor)
    editor.resize(1280, 800)
    editor.show()
    editor.choose_game(game)
    settle(qtbot, editor)
    return editor


def settle(qtbot: QtBot, editor: RulesEditor) -> None:
    qtbot.waitUntil(lambda: not editor.computing and not editor.publishing, timeout=30_000)


def set_field(qtbot: QtBot, editor: RulesEditor, name: str, value: str) -> None:
    """Type a value as a pit boss would: clear the entry and type, or pick the choice."""
    entry = editor.form.editor(name)
    if isinstance(entry, QLineEdit):
        entry.clear()
        qtbot.keyClicks(entry, value)
    elif isinstance(entry, QSpinBox):
        entry.lineEdit().selectAll()
        qtbot.keyClicks(entry.lineEdit(), value)
    else:
        assert isinstance(entry, QComboBox)
        index = entry.findData(value)
        assert index >= 0, value
        entry.setCurrentIndex(index)


def problem(editor: RulesEditor, name: str) -> str:
    """The message beside a field of the game's form on show (each game has its own form,
    and several games have an ``ante``)."""
    label: QLabel = find(editor.form, QLabel, f"problem-{name}")
    return label.text()


def figure(editor: RulesEditor, name: str) -> str:
    label: QLabel = find(editor, QLabel, name)
    return label.text()


def publish(
    qtbot: QtBot, editor: RulesEditor, name: str, approver: tuple[str, str] | None = None
) -> None:
    """Publish the form; a second supervisor (Ada Admin unless the publisher is she, then
    Pat Pitboss) approves it in the dialog that asks."""
    editor.version_name.clear()
    qtbot.keyClicks(editor.version_name, name)
    me = editor.console.actor.name if editor.console.actor else ""
    name_, pin = approver or (("Ada Admin", "900900") if me != "Ada Admin" else
                              ("Pat Pitboss", "700700"))  # fmt: skip

    def approve(dialog: QDialog) -> None:
        assert isinstance(dialog, SecondPersonDialog)
        dialog.fields.name.setCurrentText(name_)
        dialog.fields.pin.setText(pin)
        dialog.confirm()

    answer_dialog(approve, SecondPersonDialog)
    qtbot.mouseClick(editor.publish_button, Qt.MouseButton.LeftButton)
    settle(qtbot, editor)


# -- validation -------------------------------------------------------------------------------


def test_bad_values_are_refused_beside_their_fields(
    qtbot: QtBot, boss_console: Console, ui_services: Services
) -> None:
    editor = make_editor(qtbot, boss_console)
    assert editor.base_version is None  # no version yet: the form starts from the defaults
    for name in editor.form.fields:
        assert problem(editor, name) == "", name

    set_field(qtbot, editor, "max_bet", "2.00")
    set_field(qtbot, editor, "pay_both", "2-1")
    set_field(qtbot, editor, "commission", "100")
    set_field(qtbot, editor, "seats", "9")

    assert problem(editor, "max_bet") == (
        "Maximum bet (2.00 Cr) cannot be below the minimum bet (5.00 Cr)"
    )
    assert "Pays, both hands win must be a payout such as 2:1" in problem(editor, "pay_both")
    assert "'2-1'" in problem(editor, "pay_both")
    assert problem(editor, "commission") == "Commission percent must be at least 0 and below 100"
    assert problem(editor, "seats") == "Seats must be from 1 to 7"
    bad = {"max_bet", "pay_both", "commission", "seats"}
    for name in set(editor.form.fields) - bad:
        assert problem(editor, name) == "", name
    for name in bad:
        assert editor.form.editor(name).property("invalid") is True, name
    assert editor.figures.shown_rules is None  # no figures for rules that cannot be played

    qtbot.mouseClick(editor.publish_button, Qt.MouseButton.LeftButton)
    settle(qtbot, editor)
    assert editor.publish_message.is_error
    assert "4 fields have a problem" in editor.publish_message.text()
    assert "Seats must be from 1 to 7" in editor.publish_message.text()
    assert ui_services.rules.versions(CRAB) == []

    # Correcting a field clears its message, and only its own.
    set_field(qtbot, editor, "seats", "6")
    assert problem(editor, "seats") == ""
    assert problem(editor, "commission") != ""


def test_an_unreadable_value_gets_a_message_naming_its_field(
    qtbot: QtBot, boss_console: Console
) -> None:
    editor = make_editor(qtbot, boss_console)
    set_field(qtbot, editor, "min_bet", "five")
    set_field(qtbot, editor, "commission", "lots")
    assert problem(editor, "min_bet").startswith("Minimum bet: 'five' is not an amount")
    assert problem(editor, "commission") == (
        "Commission percent must be a number such as 5 or 2.5, not 'lots'"
    )
    # An unreadable minimum is left out of the comparison with the maximum.
    assert problem(editor, "max_bet") == ""
    set_field(qtbot, editor, "max_bet", "1.005")
    assert "too many decimals" in problem(editor, "max_bet")
    assert problem(editor, "max_bet").startswith("Maximum bet:")


def test_sekhoma_amounts_are_typed_in_the_currency(
    qtbot: QtBot, boss_console: Console
) -> None:
    editor = make_editor(qtbot, boss_console, "sekhoma")
    assert not editor.figures.isVisible()  # a pool game: the rake is the house's take
    assert isinstance(editor.form.editor("ante"), QLineEdit)
    assert editor.form.editor("ante").text() == "1.00"  # type: ignore[attr-defined]
    set_field(qtbot, editor, "ante", "2.50")
    assert problem(editor, "ante") == "Ante must be a whole number of units (1.00 Cr)"
    set_field(qtbot, editor, "ante", "2")
    assert problem(editor, "ante") == ""
    assert editor.reading.rules == SekhomaRules(ante=200)
    assert editor.changed_fields() == ["ante"]
    assert "Ante: 1.00 Cr → 2.00 Cr" in editor.changes.text()


# -- publishing and assigning -----------------------------------------------------------------


def test_a_good_edit_is_published_and_assigned_from_the_next_hand(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    table = open_table(ui_services, ui_staff, CRAB, FiddlerCrabRules(), name="Crab 1")
    first = ui_services.tables.view(table).rules_version_id
    editor = make_editor(qtbot, signed_in_console(ui_services, "boss"))
    assert editor.base_version is not None and editor.base_version["id"] == first
    assert editor.history_model.rowCount() == 1

    set_field(qtbot, editor, "pay_large", "1:2")
    set_field(qtbot, editor, "commission", "5")
    set_field(qtbot, editor, "max_bet", "250")
    assert editor.changed_fields() == ["max_bet", "pay_large", "commission"]
    assert "Maximum bet: 500.00 Cr → 250.00 Cr" in editor.changes.text()

    # The form has edits, so the loaded version is not assigned by mistake.
    editor.tables_view.selectRow(0)
    editor.assign_selected()
    assert editor.assign_message.is_error
    assert "not published" in editor.assign_message.text()

    publish(qtbot, editor, "Half pays, 5% commission")
    assert not editor.publish_message.is_error, editor.publish_message.text()
    versions = ui_services.rules.versions(CRAB)
    assert [(v["version"], v["name"]) for v in versions] == [
        (1, "test rules"),
        (2, "Half pays, 5% commission"),
    ]
    second = versions[1]["id"]
    assert ui_services.rules.rules(second) == FiddlerCrabRules(
        pay_large="1:2", commission=Decimal(5), max_bet=25_000
    )
    assert editor.base_version is not None and editor.base_version["id"] == second
    assert editor.changed_fields() == []
    assert "v2" in editor.publish_message.text()

    editor.tables_view.selectRow(0)
    assert editor.selected_tables() == [table]
    assert editor.assign_button.isEnabled()
    qtbot.mouseClick(editor.assign_button, Qt.MouseButton.LeftButton)
    assert not editor.assign_message.is_error, editor.assign_message.text()
    assert "applies from the next hand" in editor.assign_message.text()
    view = ui_services.tables.view(table)
    assert (view.rules_version_id, view.pending_rules_version_id) == (first, second)
    row = editor.tables_model.row(0)
    assert (row["playing"], row["pending"]) == ("v1", "v2")


def test_publishing_nothing_new_is_refused(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    ui_services.rules.publish(
        ui_staff.boss, FiddlerCrabRules(), "house", approved_by=Staff.witness(ui_staff.admin)
    )
    editor = make_editor(qtbot, signed_in_console(ui_services, "boss"))
    publish(qtbot, editor, "same again")
    assert editor.publish_message.is_error
    assert "nothing differs from v1" in editor.publish_message.text()
    set_field(qtbot, editor, "seats", "5")
    editor.version_name.clear()
    qtbot.mouseClick(editor.publish_button, Qt.MouseButton.LeftButton)
    assert "give the new version a name" in editor.publish_message.text()
    assert len(ui_services.rules.versions(CRAB)) == 1


def test_history_names_who_published_and_loads_a_version(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    ui_services.rules.publish(
        ui_staff.boss, FiddlerCrabRules(seats=5), "five seats",
        approved_by=Staff.witness(ui_staff.admin)
    )
    ui_services.rules.publish(
        ui_staff.admin, FiddlerCrabRules(seats=6), "six seats",
        approved_by=Staff.witness(ui_staff.boss)
    )
    history = ui_services.rules.history(CRAB)
    assert [(h["version"], h["created_by"], h["approved_by"]) for h in history] == [
        (1, "Pat Pitboss", "Ada Admin"),
        (2, "Ada Admin", "Pat Pitboss"),
    ]
    assert all(h["created_at"].tzinfo is not None for h in history)

    editor = make_editor(qtbot, signed_in_console(ui_services, "boss"))
    model = editor.history_model
    assert model.data(model.index(1, 1)) == "six seats"
    assert model.data(model.index(1, 2)).startswith("Ada Admin\n")
    assert editor.form.editor("seats").value() == 6  # type: ignore[attr-defined]
    editor.history.selectionModel().select(
        model.index(0, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    assert editor.base_version is not None and editor.base_version["version"] == 1
    assert editor.form.editor("seats").value() == 5  # type: ignore[attr-defined]


# -- figures ----------------------------------------------------------------------------------


def test_figures_follow_the_edits(qtbot: QtBot, boss_console: Console) -> None:
    editor = make_editor(qtbot, boss_console)
    for name, value in STINGY.items():
        set_field(qtbot, editor, name, value)
    stingy = FiddlerCrabRules.from_dict(STINGY)
    qtbot.waitUntil(lambda: editor.figures.shown_rules == stingy, timeout=30_000)
    report = edge_report(stingy)
    assert report.warning is None
    assert figure(editor, "skilled-ev") == f"{float(report.skilled.ev_per_bet) * 100:+.2f}%"
    assert figure(editor, "mirror-edge") == f"{report.mirror.house_edge * 100:+.2f}%"
    lose = float(report.skilled.outcomes["lose"]) * 100
    assert figure(editor, "skilled-outcome-lose") == f"{lose:.2f}%"
    assert editor.figures.warning_text == ""
    assert editor.figures.verdict.isVisibleTo(editor)
    assert "none needed" in editor.figures.break_even.text()

    set_field(qtbot, editor, "pay_both", GENEROUS["pay_both"])
    set_field(qtbot, editor, "pay_large", GENEROUS["pay_large"])
    generous = FiddlerCrabRules.from_dict(GENEROUS)
    qtbot.waitUntil(lambda: editor.figures.shown_rules == generous, timeout=30_000)
    report = edge_report(generous)
    assert report.warning is not None and report.skilled.ev_per_bet > 0
    assert editor.figures.warning_text == f"WARNING: {report.warning}"
    assert editor.figures.warning.isVisibleTo(editor)
    assert not editor.figures.verdict.isVisibleTo(editor)
    assert report.break_even_commission is not None
    shown = f"{float(report.break_even_commission) * 100:.2f}%"
    assert f"Break-even commission: {shown}" in editor.figures.break_even.text()

    # A field with a problem takes the figures away rather than leave stale ones up.
    set_field(qtbot, editor, "pay_both", "3")
    assert editor.figures.shown_rules is None
    assert editor.figures.warning_text == ""


def test_dealer_choice_figures_state_their_assumption(
    qtbot: QtBot, boss_console: Console
) -> None:
    editor = make_editor(qtbot, boss_console)
    set_field(qtbot, editor, "dealer_sets", "dealer-choice")
    rules = FiddlerCrabRules(dealer_sets="dealer-choice")
    qtbot.waitUntil(lambda: editor.figures.shown_rules == rules, timeout=30_000)
    assumption = edge_report(rules).assumption
    assert assumption is not None
    assert figure(editor, "edge-assumption") == f"Assumption: {assumption}."


def test_figures_for_superseded_rules_are_not_shown(
    qtbot: QtBot, boss_console: Console
) -> None:
    editor = make_editor(qtbot, boss_console)
    set_field(qtbot, editor, "commission", "10")
    qtbot.waitUntil(lambda: editor._task is not None, timeout=30_000)
    set_field(qtbot, editor, "commission", "20")  # while the first computation runs
    settle(qtbot, editor)
    final = FiddlerCrabRules(commission=Decimal(20))
    assert editor.figures.shown_rules == final
    expected = edge_report(final).skilled.ev_per_bet
    assert figure(editor, "skilled-ev") == f"{float(expected) * 100:+.2f}%"


# -- who may edit -----------------------------------------------------------------------------


def test_a_dealer_sees_the_rules_read_only(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    open_table(ui_services, ui_staff, CRAB, FiddlerCrabRules(), name="Crab 1")
    editor = make_editor(qtbot, signed_in_console(ui_services, "dealer"))
    assert editor.read_only
    for name in editor.form.fields:
        assert not editor.form.editor(name).isEnabled(), name
    assert not editor.publish_button.isVisibleTo(editor)
    assert not editor.assign_button.isVisibleTo(editor)
    note: QWidget = find(editor, QLabel, "read-only-note")
    assert note.isVisibleTo(editor)
    # The figures are there to read.
    qtbot.waitUntil(lambda: editor.figures.shown_rules == FiddlerCrabRules(), timeout=30_000)
    assert editor.figures.warning_text.startswith("WARNING: ")
    editor.publish()
    assert editor.publish_message.is_error
    assert len(ui_services.rules.versions(CRAB)) == 1


# -- models -----------------------------------------------------------------------------------


def test_models_pass_the_model_tester(
    qtbot: QtBot, qtmodeltester: ModelTester, ui_services: Services, ui_staff: Staff
) -> None:
    open_table(ui_services, ui_staff, CRAB, FiddlerCrabRules(), name="Crab 1")
    open_table(ui_services, ui_staff, CRAB, FiddlerCrabRules(seats=5), name="Crab 2")
    editor = make_editor(qtbot, signed_in_console(ui_services, "boss"))
    assert editor.history_model.rowCount() == 2
    assert editor.tables_model.rowCount() == 2
    qtmodeltester.check(editor.history_model)
    qtmodeltester.check(editor.tables_model)


def test_the_tab_rereads_versions_when_shown_and_keeps_edits(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    editor = make_editor(qtbot, signed_in_console(ui_services, "boss"))
    set_field(qtbot, editor, "seats", "4")
    ui_services.rules.publish(
        ui_staff.admin, FiddlerCrabRules(seats=6), "from another console",
        approved_by=Staff.witness(ui_staff.boss)
    )
    editor.hide()
    editor.show()
    assert editor.history_model.rowCount() == 1
    assert editor.form.editor("seats").value() == 4  # type: ignore[attr-defined]
    settle(qtbot, editor)


def test_closing_the_editor_while_figures_compute_is_safe(
    qtbot: QtBot, boss_console: Console
) -> None:
    editor = RulesEditor(boss_console)
    editor.choose_game(CRAB)
    set_field(qtbot, editor, "commission", "10")
    qtbot.waitUntil(lambda: editor._task is not None, timeout=30_000)
    destroyed: list[bool] = []
    editor.destroyed.connect(lambda: destroyed.append(True))
    assert editor.computing  # the editor is closed mid-computation, the case under test
    editor.close()
    editor.deleteLater()
    assert QThreadPool.globalInstance().waitForDone(30_000)  # the computation ran out
    qtbot.waitUntil(lambda: destroyed == [True], timeout=5_000)  # the editor is gone...
    qtbot.wait(50)  # ...and the finished signal finds nobody (pytest-qt fails on an error)


def test_house_way_figures_and_publishing_use_the_known_policy(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, ui_services: Services
) -> None:
    """The search takes seconds, so the policy for these pays is made known beforehand (as
    the disk cache would): a stand-in that splits like best-large. What is checked is the
    editor's wiring: the policy is used for the figures, described, and warmed on publish."""
    rules = FiddlerCrabRules(dealer_sets=HOUSE_WAY)
    pays = pays_of(rules)
    policy = best_large_policy()
    counts = outcome_counts(policy)
    stand_in = HouseWay(
        policy=policy,
        skilled=skilled(counts, pays),
        mirror=mirror(counts, policy, pays),
        bound=0.125,
        differs_from_best_large=0,
        seconds=0.0,
        sweeps=0,
    )
    monkeypatch.setitem(policies._HOUSE_WAYS, pays, stand_in)

    editor = make_editor(qtbot, signed_in_console(ui_services, "boss"))
    set_field(qtbot, editor, "dealer_sets", HOUSE_WAY)
    qtbot.waitUntil(lambda: editor.figures.shown_rules == rules, timeout=30_000)
    assert "house-way rule" in editor.figures.warning_text
    note = figure(editor, "house-way-note")
    assert "differs from best-large on 0" in note
    assert "+12.50% per bet" in note

    publish(qtbot, editor, "House way")
    assert not editor.publish_message.is_error, editor.publish_message.text()
    (version,) = ui_services.rules.versions(CRAB)
    assert version["rules"]["dealer_sets"] == HOUSE_WAY


def test_one_revenue_model_per_version_and_older_versions_with_two_are_marked(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    """A new version charges by one model (house-revenue page): the editor says so beside
    the time charge; a version stored before the ruling with a rake and a time charge keeps
    its place in the history, marked."""
    both = SekhomaRules(time_charge=100)  # and the standard 5 % rake
    with ui_services.db.write() as session:  # as a console before the ruling published it
        session.add(m.RuleVersion(
            game="sekhoma", version=1, name="old pool", rules=canonical(both.to_dict()).decode(),
            created_by_id=ui_staff.boss.user_id, approved_by_id=ui_staff.admin.user_id,
        ))  # fmt: skip
    editor = make_editor(qtbot, signed_in_console(ui_services, "boss"), "sekhoma")
    model = editor.history_model
    assert model.data(model.index(0, 1)) == f"old pool\nrake and time: {TWO_MODELS}"
    assert problem(editor, "time_charge").startswith(
        "These rules set a rake and a time charge: a rules version charges by one model"
    )
    set_field(qtbot, editor, "rake_percent", "0")
    assert problem(editor, "time_charge") == ""
    assert editor.reading.rules == replace(both, rake_percent=Decimal(0))

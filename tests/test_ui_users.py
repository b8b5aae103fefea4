"""User administration through real widgets on a real database: the Users dialog for pit
bosses and administrators (deactivate, change a role, reset a PIN, unlock), what each role is
offered, refusals shown in the dialog's message line, and Change my PIN for everyone."""

from __future__ import annotations

import base64
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMenu
from pytestqt.qtbot import QtBot
from sqlalchemy import select
from store_fixtures import STAFF, Staff
from ui_fixtures import answer_dialog, signed_in_console

from casino.services import Services
from casino.services.errors import AuthError, InputError
from casino.services.users import auth as auth_module
from casino.services.users.auth import UserLine, check_pin
from casino.store import admin as admin_stream
from casino.store import clock, row_seals
from casino.store import models as m
from ui.console import Console
from ui.main_window import MainWindow
from ui.users_dialog import ChangePinDialog, UsersDialog, UsersModel

pytestmark = pytest.mark.usefixtures("ui_staff", "ui_settings")

DEALER, DEALER_ROLE, DEALER_PIN = STAFF["dealer"]
DEALER2, _DEALER2_ROLE, DEALER2_PIN = STAFF["dealer2"]
BOSS, _BOSS_ROLE, BOSS_PIN = STAFF["boss"]
BOSS2 = STAFF["boss2"][0]


def another_pin(pin: str) -> str:
    """A PIN of the same length that is not ``pin`` and not trivial (each digit moved on by
    three, the last by five)."""
    moved = "".join(str((int(d) + 3) % 10) for d in pin[:-1]) + str((int(pin[-1]) + 5) % 10)
    check_pin(moved, "pit_boss" if len(moved) >= 6 else "dealer")
    assert moved != pin
    return moved


def users_dialog(qtbot: QtBot, console: Console) -> UsersDialog:
    dialog = UsersDialog(console)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def line(services: Services, name: str) -> UserLine:
    return next(u for u in services.auth.user_list() if u.name == name)


def shown_state(dialog: UsersDialog, name: str) -> str:
    row = dialog.model.row_of(name)
    assert row is not None
    return str(dialog.model.data(dialog.model.index(row, 2)))


def refusal(call: object) -> str:
    """The sentence the services refuse with, as the message line shows it."""
    with pytest.raises((AuthError, InputError)) as refused:
        call()  # type: ignore[operator]
    text = str(refused.value)
    return text[:1].upper() + text[1:]


@pytest.fixture
def boss(ui_services: Services) -> Console:
    return signed_in_console(ui_services, "boss")


@pytest.fixture
def admin(ui_services: Services) -> Console:
    return signed_in_console(ui_services, "admin")


def lock(services: Services, name: str, pin: str) -> None:
    """Lock ``name`` the way a guesser would: wrong PINs, each after the wait is over."""
    now = [datetime.now(UTC) - timedelta(hours=1)]
    with clock.simulated(lambda: now[0]):
        for _ in range(auth_module.LOCK_AT):
            with pytest.raises(AuthError):
                services.auth.sign_in(name, another_pin(pin), "guessing")
            now[0] += timedelta(seconds=auth_module.LONGEST_WAIT)
    assert line(services, name).locked


# -- a pit boss --------------------------------------------------------------------------------


def test_a_pit_boss_deactivates_a_dealer(
    qtbot: QtBot, boss: Console, ui_services: Services, ui_staff: Staff
) -> None:
    dialog = users_dialog(qtbot, boss)
    assert shown_state(dialog, DEALER) == "active"
    dialog.select(DEALER)
    assert dialog.deactivate_button.isEnabled() and not dialog.reactivate_button.isEnabled()

    # Without a reason the services refuse, and the dialog says so where the entry is.
    qtbot.mouseClick(dialog.deactivate_button, Qt.MouseButton.LeftButton)
    assert dialog.message.is_error and "say why" in dialog.message.text().lower()
    assert line(ui_services, DEALER).active

    qtbot.keyClicks(dialog.reason, "left the casino")
    qtbot.mouseClick(dialog.deactivate_button, Qt.MouseButton.LeftButton)
    assert not dialog.message.is_error, dialog.message.text()
    assert DEALER in dialog.message.text() and "inactive" in dialog.message.text()
    assert shown_state(dialog, DEALER) == "inactive"  # the list was read again
    assert dialog.selected() == line(ui_services, DEALER)  # and the dealer stays selected
    assert dialog.reactivate_button.isEnabled() and not dialog.deactivate_button.isEnabled()
    assert dialog.reason.text() == ""
    with pytest.raises(AuthError, match="wrong name or PIN"):
        ui_services.auth.sign_in(DEALER, DEALER_PIN, "the dealer's next sign-in")
    with pytest.raises(AuthError, match=r"no longer active|has ended"):
        ui_services.auth.change_pin(ui_staff.dealer, DEALER_PIN, another_pin(DEALER_PIN))

    qtbot.keyClicks(dialog.reason, "came back")
    qtbot.mouseClick(dialog.reactivate_button, Qt.MouseButton.LeftButton)
    assert shown_state(dialog, DEALER) == "active"
    ui_services.auth.sign_in(DEALER, DEALER_PIN, "back at work")


def test_a_pit_boss_cannot_change_a_role_nor_manage_a_pit_boss(
    qtbot: QtBot, boss: Console, ui_services: Services
) -> None:
    dialog = users_dialog(qtbot, boss)
    actions = (
        dialog.deactivate_button, dialog.reactivate_button, dialog.unlock_button,
        dialog.pin_button,
    )  # fmt: skip
    for user in ui_services.auth.user_list():
        dialog.select(user.name)
        assert not dialog.role_button.isEnabled(), user.name
        assert not dialog.new_role.isEnabled(), user.name
    assert dialog.role_note.isVisible()
    for other in (BOSS2, BOSS):  # another pit boss, and themselves
        dialog.select(other)
        assert not any(button.isEnabled() for button in actions), other
        assert not dialog.reason.isEnabled()
        assert dialog.why.isVisible() and dialog.why.text()

    # The button is only a courtesy: the services refuse the call all the same.
    dialog.select(DEALER)
    dialog.reason.setText("promotion")
    dialog.change_role()
    assert dialog.message.is_error and "only an administrator" in dialog.message.text()
    assert line(ui_services, DEALER).role == DEALER_ROLE


def test_enter_on_a_user_does_nothing_to_them(
    qtbot: QtBot, boss: Console, ui_services: Services
) -> None:
    dialog = users_dialog(qtbot, boss)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.select(DEALER)
    dialog.table.setFocus()
    assert dialog.table.focusPolicy() & Qt.FocusPolicy.TabFocus
    before = ui_services.auth.user_list()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Down)
    assert dialog.selected() is not None and dialog.selected() != line(ui_services, DEALER)
    dialog.select(DEALER)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert ui_services.auth.user_list() == before
    assert dialog.reason.hasFocus()  # Enter moved on to the reason, nothing more


# -- an administrator -------------------------------------------------------------------------


def test_an_administrator_changes_a_role(
    qtbot: QtBot, admin: Console, ui_services: Services, ui_staff: Staff
) -> None:
    dialog = users_dialog(qtbot, admin)
    dialog.select(DEALER2)
    assert dialog.role_button.isEnabled() and not dialog.role_note.isVisible()
    offered = [dialog.new_role.itemData(i) for i in range(dialog.new_role.count())]
    assert "dealer" not in offered and "pit_boss" in offered
    dialog.new_role.setCurrentIndex(offered.index("pit_boss"))
    qtbot.keyClicks(dialog.reason, "promoted to the pit")
    qtbot.mouseClick(dialog.role_button, Qt.MouseButton.LeftButton)
    assert not dialog.message.is_error, dialog.message.text()
    assert "pit boss" in dialog.message.text()
    assert line(ui_services, DEALER2).role == "pit_boss"
    row = dialog.model.row_of(DEALER2)
    assert row is not None and dialog.model.data(dialog.model.index(row, 1)) == "Pit boss"
    with pytest.raises(AuthError, match="has ended"):  # the old sign-in ends with the role
        ui_services.auth.change_pin(ui_staff.dealer2, DEALER2_PIN, another_pin(DEALER2_PIN))
    # An administrator manages pit bosses too, but never themselves.
    dialog.select(BOSS)
    assert dialog.deactivate_button.isEnabled()
    dialog.select(STAFF["admin"][0])
    assert not dialog.role_button.isEnabled() and not dialog.deactivate_button.isEnabled()


# -- PINs -------------------------------------------------------------------------------------


def test_reset_pin_unlocks_a_locked_dealer(
    qtbot: QtBot, boss: Console, ui_services: Services
) -> None:
    lock(ui_services, DEALER, DEALER_PIN)
    dialog = users_dialog(qtbot, boss)
    assert shown_state(dialog, DEALER) == "locked"
    dialog.select(DEALER)
    assert dialog.unlock_button.isEnabled() and dialog.pin_button.isEnabled()
    new_pin = another_pin(DEALER_PIN)
    qtbot.keyClicks(dialog.new_pin, new_pin)
    qtbot.keyClicks(dialog.pin_again, new_pin[:-1] + str((int(new_pin[-1]) + 1) % 10))
    qtbot.mouseClick(dialog.pin_button, Qt.MouseButton.LeftButton)
    assert dialog.message.is_error and "differ" in dialog.message.text()
    assert line(ui_services, DEALER).locked
    qtbot.keyClicks(dialog.pin_again, new_pin)
    qtbot.keyClick(dialog.pin_again, Qt.Key.Key_Return)  # Enter after the PIN twice resets
    assert not dialog.message.is_error, dialog.message.text()
    assert "lock is cleared" in dialog.message.text()
    assert shown_state(dialog, DEALER) == "active"
    assert not dialog.unlock_button.isEnabled()
    assert dialog.new_pin.text() == dialog.pin_again.text() == ""
    with pytest.raises(AuthError):
        ui_services.auth.sign_in(DEALER, DEALER_PIN, "the old PIN")
    assert ui_services.auth.sign_in(DEALER, new_pin, "the new PIN").name == DEALER


def test_a_pit_boss_unlocks_a_dealer_with_a_reason(
    qtbot: QtBot, boss: Console, ui_services: Services
) -> None:
    lock(ui_services, DEALER2, DEALER2_PIN)
    dialog = users_dialog(qtbot, boss)
    dialog.select(DEALER2)
    qtbot.keyClicks(dialog.reason, "identity checked at the podium")
    qtbot.mouseClick(dialog.unlock_button, Qt.MouseButton.LeftButton)
    assert shown_state(dialog, DEALER2) == "active"
    assert ui_services.auth.sign_in(DEALER2, DEALER2_PIN, "unlocked").name == DEALER2


def test_a_trivial_pin_is_refused_inline_and_nothing_changes(
    qtbot: QtBot, boss: Console, ui_services: Services
) -> None:
    trivial = DEALER_PIN[0] * len(DEALER_PIN)
    sentence = refusal(lambda: check_pin(trivial, DEALER_ROLE))
    dialog = users_dialog(qtbot, boss)
    dialog.select(DEALER)
    qtbot.keyClicks(dialog.new_pin, trivial)
    qtbot.keyClicks(dialog.pin_again, trivial)
    qtbot.mouseClick(dialog.pin_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.message.is_error and dialog.message.text() == sentence
    assert shown_state(dialog, DEALER) == "active"
    assert ui_services.auth.sign_in(DEALER, DEALER_PIN, "the same PIN").name == DEALER
    with pytest.raises(AuthError):
        ui_services.auth.sign_in(DEALER, trivial, "the refused PIN")


def change_my_pin(qtbot: QtBot, console: Console, current: str, new: str) -> ChangePinDialog:
    dialog = ChangePinDialog(console)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.current, current)
    qtbot.keyClicks(dialog.new_pin, new)
    qtbot.keyClicks(dialog.again, new)
    dialog.confirm()
    return dialog


@pytest.mark.parametrize("who", ["dealer", "boss"])
def test_change_my_pin(qtbot: QtBot, ui_services: Services, who: str) -> None:
    name, _role, pin = STAFF[who]
    console = signed_in_console(ui_services, who)
    new = another_pin(pin)

    wrong = change_my_pin(qtbot, console, another_pin(new), new)
    assert wrong.result() != QDialog.DialogCode.Accepted
    assert wrong.message.is_error and "current PIN is wrong" in wrong.message.text()
    assert wrong.current.text() == ""  # typed again, not left in the field
    assert ui_services.auth.sign_in(name, pin, "still the old PIN").name == name

    console = signed_in_console(ui_services, who)  # the sign-in above ended the console's
    right = change_my_pin(qtbot, console, pin, new)
    assert right.result() == QDialog.DialogCode.Accepted, right.message.text()
    with pytest.raises(AuthError):
        ui_services.auth.sign_in(name, pin, "the old PIN")
    assert ui_services.auth.sign_in(name, new, "the new PIN").name == name


def test_change_my_pin_refuses_a_short_pin_for_a_pit_boss(
    qtbot: QtBot, boss: Console, ui_services: Services
) -> None:
    short = another_pin(DEALER_PIN)  # a dealer's length
    dialog = change_my_pin(qtbot, boss, BOSS_PIN, short)
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.message.text() == refusal(lambda: check_pin(short, "pit_boss"))
    assert ui_services.auth.sign_in(BOSS, BOSS_PIN, "unchanged").name == BOSS


# -- the menus --------------------------------------------------------------------------------


def window_for(qtbot: QtBot, console: Console) -> MainWindow:
    window = MainWindow(console)
    qtbot.addWidget(window)
    window.show()
    window.pit.timer.stop()
    return window


def menu_texts(window: MainWindow) -> dict[str, bool]:
    """Every menu entry's text (without the & marks) and whether it is offered."""
    menus = window.menuBar().findChildren(QMenu)
    return {
        action.text().replace("&", ""): action.isVisible() and action.isEnabled()
        for menu in menus
        for action in menu.actions()
        if action.text()
    }


def test_the_menus_offer_users_to_supervisors_and_change_my_pin_to_everyone(
    qtbot: QtBot, ui_services: Services
) -> None:
    dealer = window_for(qtbot, signed_in_console(ui_services, "dealer"))
    boss = window_for(qtbot, signed_in_console(ui_services, "boss"))
    assert menu_texts(dealer)["Change my PIN…"] and menu_texts(boss)["Change my PIN…"]
    assert not menu_texts(dealer)["Users…"] and menu_texts(boss)["Users…"]
    seen: list[str] = []

    def look(dialog: QDialog) -> None:
        assert isinstance(dialog, UsersDialog)
        seen.append(shown_state(dialog, DEALER))

    answer_dialog(look, UsersDialog)
    boss.show_users()
    assert seen == ["active"]

    new = another_pin(DEALER_PIN)

    def change(dialog: QDialog) -> None:
        assert isinstance(dialog, ChangePinDialog)
        dialog.current.setText(DEALER_PIN)
        dialog.new_pin.setText(new)
        dialog.again.setText(new)
        dialog.confirm()

    answer_dialog(change, ChangePinDialog)
    dealer.change_pin()
    assert "PIN is changed" in dealer.message.text()
    assert ui_services.auth.sign_in(DEALER, new, "the new PIN").name == DEALER


def test_the_users_model_passes_the_model_tester(
    qtmodeltester: object, boss: Console, ui_services: Services
) -> None:
    model = UsersModel()
    model.replace(ui_services.auth.user_list())
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    assert [u.name for u in model.lines] == sorted(name for name, _r, _p in STAFF.values())


def _legacy_pin(services: Services, name: str, pin: str) -> None:
    """Give ``name`` a PIN as a database from before the PIN rules holds it once upgraded:
    hashed the old way, without the pepper, as the record of the time has it, then sealed
    and wrapped under the key by the upgrade (``row_seals.seal_after_upgrade``)."""
    salt = b"legacy-salt-0001"
    digest = auth_module._scrypt(pin.encode(), salt, auth_module._N, auth_module._R, 1)
    stored = "$".join(("scrypt", str(auth_module._N), str(auth_module._R), "1",
                       base64.b64encode(salt).decode(), base64.b64encode(digest).decode()))
    key = admin_stream.seal_of(services.db.engine).key
    with services.db.write() as session:
        user = session.scalars(select(m.User).where(m.User.name == name)).one()
        user.pin_hash, user.seal = stored, None
        admin_stream.record(session, key, "PinReset", "user", user.id, None, m.utcnow())
        row_seals.seal_after_upgrade(session, key, m.utcnow())
        assert user.pin_hash.startswith("scrypt-kw$") and user.seal is not None


def test_a_pin_from_before_the_rules_must_be_changed_first(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    """A pit boss whose 4-digit PIN predates the rules signs in, but may do nothing until
    the PIN is changed: the services refuse, and the console asks at once."""
    name = STAFF["boss"][0]
    _legacy_pin(ui_services, name, "7000")
    with pytest.raises(AuthError, match="no longer meets the PIN rules"):
        ui_services.auth.approver(name, "7000", to="approve a void", by=ui_staff.dealer)
    actor = ui_services.auth.sign_in(name, "7000", "test")
    assert actor.pin_change_required
    with pytest.raises(AuthError, match="change it first"):
        ui_services.shifts.open_shift(actor, "Night")
    ui_services.auth.change_pin(actor, "7000", "730615")
    assert ui_services.shifts.open_shift(actor, "Night")

    _legacy_pin(ui_services, name, "7000")
    console = Console(ui_services, name="test console legacy")
    assert not isinstance(console.login(name, "7000"), type(None))
    window = MainWindow(console)
    qtbot.addWidget(window)

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, ChangePinDialog)
        dialog.current.setText("7000")
        dialog.new_pin.setText("730616")
        dialog.again.setText("730616")
        dialog.confirm()

    answer_dialog(fill, ChangePinDialog)
    window.require_pin_change()
    assert console.actor is not None and not console.actor.pin_change_required
    assert ui_services.auth.sign_in(name, "730616", "test").pin_change_required is False

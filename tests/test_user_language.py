"""Each person's language is on their record (issue 38): chosen by themselves or by whoever
manages them, carried by their sign-in so the console switches, and recorded like every
change to a user, so an edit behind the services' back is found."""

from __future__ import annotations

import pytest
from sqlalchemy import select, update

from casino.services import Services
from casino.services.errors import InputError, PermissionDenied
from casino.store import admin
from casino.store import models as m
from casino.store.verify import verify_admin
from tests.store_fixtures import PINS, STAFF, Staff

pytestmark = pytest.mark.postgres


def _languages(services: Services) -> dict[str, str | None]:
    return {line.name: line.language for line in services.auth.user_list()}


def test_a_language_chosen_is_on_the_record_and_carried_by_the_next_sign_in(
    services: Services, staff: Staff
) -> None:
    dealer = STAFF["dealer"][0]
    assert _languages(services)[dealer] is None
    services.auth.set_language(staff.dealer, dealer, "ru")
    assert _languages(services)[dealer] == "ru"
    again = services.auth.sign_in(dealer, PINS[dealer], "test console")
    assert again.language == "ru"
    services.auth.set_language(staff.boss, STAFF["dealer2"][0], "cs")
    services.auth.set_language(staff.admin, STAFF["boss"][0], "fi")
    found = _languages(services)
    assert (found[STAFF["dealer2"][0]], found[STAFF["boss"][0]]) == ("cs", "fi")
    key = admin.seal_of(services.db.engine).key
    with services.db.read() as session:
        assert verify_admin(session, key).problem is None
        kinds = session.scalars(select(m.AdminEvent.type)).all()
    assert list(kinds).count("LanguageSet") == 3


def test_only_a_manager_chooses_someone_elses_language(services: Services, staff: Staff) -> None:
    with pytest.raises(PermissionDenied):
        services.auth.set_language(staff.dealer, STAFF["dealer2"][0], "fi")
    with pytest.raises(PermissionDenied, match="administrator"):
        services.auth.set_language(staff.boss, STAFF["boss2"][0], "fi")
    assert _languages(services)[STAFF["dealer2"][0]] is None


def test_an_unknown_language_is_refused_naming_the_choices(
    services: Services, staff: Staff
) -> None:
    with pytest.raises(InputError, match=r"'de' is not a language.*ru \(Русский\)"):
        services.auth.set_language(staff.dealer, STAFF["dealer"][0], "de")


def test_a_language_changed_behind_the_services_back_is_found(
    services: Services, staff: Staff
) -> None:
    services.auth.set_language(staff.dealer, STAFF["dealer"][0], "ru")
    key = admin.seal_of(services.db.engine).key
    with services.db.write() as session:
        session.execute(update(m.User).where(m.User.name == STAFF["dealer"][0])
                        .values(language="fi"))
    with services.db.read() as session:
        problem = verify_admin(session, key).problem
    assert problem is not None and "user" in str(problem)

"""What the console asks of the services about the database itself, so that it never reaches
the store or SQLAlchemy (the import contract in pyproject.toml): opening and upgrading one
(``Services.open``), the database's exceptions in the services' words
(``casino.services.errors.database_errors``), and a kept entry's command written and read
back (``casino.services.local_state``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy.exc import DataError, IntegrityError, OperationalError

from casino.games.seating import SeatPlayer
from casino.services import Services, local_state
from casino.services.errors import (
    DatabaseLost,
    DatabaseRefused,
    MissingFolder,
    ServiceError,
    Unreachable,
    database_errors,
)
from casino.store import migrate


@pytest.mark.postgres
def test_open_upgrades_an_empty_database_to_this_versions_schema(empty_db_url: str) -> None:
    services = Services.open(empty_db_url)
    try:
        assert migrate.current(services.db.engine) == migrate.head()
        assert services.reachable()
        assert not services.auth.has_users()
        again = Services.open(empty_db_url)  # an upgraded database opens as it is
        again.db.dispose()
    finally:
        services.db.dispose()


def test_open_names_a_folder_that_does_not_exist(tmp_path: Path) -> None:
    with pytest.raises(MissingFolder):
        Services.open(f"sqlite:///{tmp_path / 'absent' / 'casino.db'}")


def test_a_value_the_database_refuses_is_a_service_error_naming_the_drivers_line() -> None:
    refused = DataError("INSERT ...", {}, Exception("value too long for type character(8)\nmore"))
    with pytest.raises(DatabaseRefused) as raised, database_errors():
        raise refused
    assert isinstance(raised.value, ServiceError) and raised.value.__cause__ is refused
    assert str(raised.value) == (
        "the database refused this entry (value too long for type character(8)); "
        "nothing was written"
    )
    with pytest.raises(DatabaseRefused), database_errors():
        raise IntegrityError("INSERT ...", {}, Exception("duplicate key"))


def test_a_database_that_does_not_answer_is_lost_as_the_floor_server_is() -> None:
    with pytest.raises(DatabaseLost) as raised, database_errors():
        raise OperationalError("SELECT 1", {}, Exception("connection refused"))
    assert isinstance(raised.value, Unreachable) and not isinstance(raised.value, ServiceError)
    assert raised.value.reason == "connection refused"
    assert str(raised.value) == "the database cannot be reached (connection refused)"


def test_other_exceptions_pass_through_unchanged() -> None:
    with pytest.raises(KeyError), database_errors():
        raise KeyError("seat")


def test_a_kept_command_reads_back_as_it_was_written() -> None:
    command = SeatPlayer(seat=3, player="Ana", chips=50_000)
    record = local_state.command_record(command)
    assert record == {"type": "SeatPlayer", "seat": 3, "player": "Ana", "chips": 50_000}
    assert local_state.command_read("sekhoma", record) == command
    with pytest.raises(ValueError, match="no event or command called 'Nothing'"):
        local_state.command_read("sekhoma", {"type": "Nothing"})

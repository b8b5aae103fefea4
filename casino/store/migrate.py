"""Running the checked-in Alembic migrations, from code: ``casino db upgrade`` and the tests
call ``upgrade`` with an engine, and no ``alembic.ini`` is needed beside the program."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from casino.store import admin, clock, row_seals
from casino.store.seal import site_key

MIGRATIONS = Path(__file__).with_name("migrations")


def _config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


def upgrade(engine: Engine, target: str = "head") -> None:
    """Bring the database's schema to ``target`` (the newest by default) and, at the newest,
    key its record with the site key (made on first use): ``casino.store.admin``; then seal
    the trust rows not sealed yet (``casino.store.row_seals``)."""
    config = _config()
    with engine.connect() as connection:
        sqlite = connection.dialect.name == "sqlite"
        if sqlite:  # a rebuilt table's references must survive its drop (see 0004)
            connection.connection.dbapi_connection.execute("PRAGMA foreign_keys=OFF")  # type: ignore[union-attr]
        try:
            with connection.begin():
                config.attributes["connection"] = connection
                command.upgrade(config, target)
                if sqlite:
                    broken = connection.exec_driver_sql("PRAGMA foreign_key_check").first()
                    if broken is not None:
                        raise RuntimeError(f"the upgrade broke a reference: {tuple(broken)}")
        finally:
            if sqlite:
                connection.connection.dbapi_connection.execute("PRAGMA foreign_keys=ON")  # type: ignore[union-attr]
    if target == "head":
        key = site_key(create=True)
        assert key is not None
        with Session(engine) as session, session.begin():
            admin.initialise(session, key, clock.now())
            row_seals.seal_after_upgrade(session, key, clock.now())


def current(engine: Engine) -> str | None:
    """The revision the database is at, or None for an empty database."""
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def head() -> str:
    head_revision = ScriptDirectory.from_config(_config()).get_current_head()
    assert head_revision is not None
    return head_revision


def revision(engine: Engine, message: str) -> None:
    """Autogenerate a new migration from the models (a developer's tool, not the console's)."""
    config = _config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.revision(config, message=message, autogenerate=True)

"""Running the checked-in Alembic migrations, from code: ``casino db upgrade`` and the tests
call ``upgrade`` with an engine, and no ``alembic.ini`` is needed beside the program."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine

MIGRATIONS = Path(__file__).with_name("migrations")


def _config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


def upgrade(engine: Engine, target: str = "head") -> None:
    """Bring the database's schema to ``target`` (the newest by default)."""
    config = _config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, target)


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

"""Alembic's environment: migrations run on the connection ``casino db upgrade`` hands over,
so the URL logic lives in one place (``casino.store.db``)."""

from __future__ import annotations

from alembic import context

from casino.store.models import Base

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()

"""Trust: the administrative stream, sign-ins stored as hashes, wrong-PIN lockout, and at
most one open session per table.

* ``admin_events``: every change to users, rules versions, tables, shifts, table sessions,
  counts and slips as a keyed, chained event (``casino.store.admin``); append-only.
* ``users``: the count of wrong PINs in a row, when the last came, and the lock.
* ``login_sessions.token`` now holds the SHA-256 of a sign-in's token. A sign-in still open
  from before the upgrade held its token in plain text, so it is ended here; its user signs
  in again.
* ``login_sessions.pin_change``: a sign-in whose PIN predates the PIN rules may only
  change it.
* ``uq_table_sessions_open``: a table has at most one open session, so two pit bosses who
  open one table at the same moment cannot both succeed.
* Users' and tables' names (and tables' positions) take 100 characters, the services' limit
  for every name (64 let a 65-character name through the services to a database error on
  PostgreSQL; SQLite does not enforce a length).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23 21:00:00
"""

from __future__ import annotations

from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

TABLE = "admin_events"


def upgrade() -> None:
    op.create_table(
        TABLE,
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("type", sa.String(length=40), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("hash", sa.String(length=64), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_admin_events_user_id_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_admin_events")),
        sa.UniqueConstraint("seq", name=op.f("uq_admin_events_seq")),
    )
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("failed_pins", sa.Integer(), nullable=False, server_default="0")
        )
        batch_op.add_column(sa.Column("last_failed_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column("locked_at", sa.DateTime(timezone=True), nullable=True))
    if op.get_bind().dialect.name == "postgresql":
        for table, column in (("users", "name"), ("casino_tables", "name"),
                              ("casino_tables", "position")):  # fmt: skip
            op.alter_column(
                table, column, type_=sa.String(length=100), existing_type=sa.String(length=64)
            )
    with op.batch_alter_table("login_sessions", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("pin_change", sa.Boolean(), nullable=False, server_default=sa.false())
        )
    op.create_index(
        "uq_table_sessions_open",
        "table_sessions",
        ["table_id"],
        unique=True,
        sqlite_where=sa.text("closed_at IS NULL"),
        postgresql_where=sa.text("closed_at IS NULL"),
    )
    sessions = sa.table(
        "login_sessions",
        sa.column("ended_at", sa.DateTime(timezone=True)),
        sa.column("end_reason", sa.String(100)),
    )
    op.execute(
        sessions.update()
        .where(sessions.c.ended_at.is_(None))
        .values(ended_at=datetime.now(UTC), end_reason="the console was upgraded")
    )
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            f"CREATE TRIGGER {TABLE}_append_only BEFORE UPDATE OR DELETE ON {TABLE} "
            "FOR EACH ROW EXECUTE FUNCTION casino_append_only()"
        )
        op.execute(
            f"CREATE TRIGGER {TABLE}_no_truncate BEFORE TRUNCATE ON {TABLE} "
            "FOR EACH STATEMENT EXECUTE FUNCTION casino_append_only()"
        )
        return
    for action in ("UPDATE", "DELETE"):
        op.execute(
            f"CREATE TRIGGER {TABLE}_no_{action.lower()} BEFORE {action} ON {TABLE} "
            f"BEGIN SELECT RAISE(ABORT, '{TABLE} is append-only: record a correction "
            "instead'); END"
        )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP TRIGGER {TABLE}_append_only ON {TABLE}")
        op.execute(f"DROP TRIGGER {TABLE}_no_truncate ON {TABLE}")
    else:
        op.execute(f"DROP TRIGGER {TABLE}_no_update")
        op.execute(f"DROP TRIGGER {TABLE}_no_delete")
    op.drop_index("uq_table_sessions_open", table_name="table_sessions")
    with op.batch_alter_table("login_sessions", schema=None) as batch_op:
        batch_op.drop_column("pin_change")
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.drop_column("locked_at")
        batch_op.drop_column("last_failed_at")
        batch_op.drop_column("failed_pins")
    op.drop_table(TABLE)

"""Sealed trust rows: users and sign-ins carry a MAC under the site key (issue 33).

* ``users.seal`` and ``login_sessions.seal``: the row's MAC (``casino.store.row_seals``),
  written by the services; a row written outside them is refused and named by verify. The
  rows already here are sealed by ``casino db upgrade`` once the schema is up
  (``casino.store.row_seals.seal_after_upgrade``), which needs the key, as a migration must
  not: a user row that differs from its last record is left unsealed (refused), and every
  sign-in still open is ended.
* ``users.failed_asks`` and ``users.last_failed_ask_at``: wrong approvals and signatures
  asked for at a user's sign-in, counted against that user too.
* ``admin_records``: which row each administrative event records, filled from the events
  already written; an append-only index for the stream's last word on a row.
* ``journal_heads``: the journal's own head (its line count and last MAC) as each console
  left it, and as each shift report printed it; append-only.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-28 04:30:00
"""

from __future__ import annotations

import json

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("failed_asks", sa.Integer(), server_default="0", nullable=False)
        )
        batch_op.add_column(sa.Column("last_failed_ask_at", sa.DateTime(timezone=True)))
        batch_op.add_column(sa.Column("seal", sa.String(length=64)))
    with op.batch_alter_table("login_sessions", schema=None) as batch_op:
        batch_op.add_column(sa.Column("seal", sa.String(length=64)))
    records = op.create_table(
        "admin_records",
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("row_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["seq"], ["admin_events.seq"], name=op.f("fk_admin_records_seq_admin_events")
        ),
        sa.PrimaryKeyConstraint("seq", name=op.f("pk_admin_records")),
    )
    op.create_index("ix_admin_records_row", "admin_records", ["kind", "row_id", "seq"])
    rows = []
    for seq, data in op.get_bind().execute(sa.text("SELECT seq, data FROM admin_events")):
        found = json.loads(data)
        if isinstance(found.get("record"), str) and isinstance(found.get("id"), int):
            rows.append({"seq": seq, "kind": found["record"], "row_id": found["id"]})
    if rows:
        op.bulk_insert(records, rows)
    _append_only("admin_records")
    op.create_table(
        "journal_heads",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("journal", sa.String(length=32), nullable=False),
        sa.Column("line", sa.Integer(), nullable=False),
        sa.Column("mac", sa.String(length=64), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("why", sa.String(length=100), nullable=False),
        sa.Column("report_id", sa.String(length=40), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_journal_heads")),
    )
    op.create_index("ix_journal_heads_journal", "journal_heads", ["journal", "line"])
    op.create_index(op.f("ix_journal_heads_report_id"), "journal_heads", ["report_id"])
    _append_only("journal_heads")


def _append_only(table: str) -> None:
    """The database refuses to change or remove an index row, as it does a record row (the
    trigger function ``casino_append_only`` is 0001's)."""
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
            "FOR EACH ROW EXECUTE FUNCTION casino_append_only()"
        )
        op.execute(
            f"CREATE TRIGGER {table}_no_truncate BEFORE TRUNCATE ON {table} "
            "FOR EACH STATEMENT EXECUTE FUNCTION casino_append_only()"
        )
        return
    for action in ("UPDATE", "DELETE"):
        op.execute(
            f"CREATE TRIGGER {table}_no_{action.lower()} BEFORE {action} ON {table} "
            f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: record a correction "
            "instead'); END"
        )


def downgrade() -> None:
    op.drop_index(op.f("ix_journal_heads_report_id"), table_name="journal_heads")
    op.drop_index("ix_journal_heads_journal", table_name="journal_heads")
    op.drop_table("journal_heads")
    op.drop_index("ix_admin_records_row", table_name="admin_records")
    op.drop_table("admin_records")
    with op.batch_alter_table("login_sessions", schema=None) as batch_op:
        batch_op.drop_column("seal")
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.drop_column("seal")
        batch_op.drop_column("last_failed_ask_at")
        batch_op.drop_column("failed_asks")

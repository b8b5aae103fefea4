"""The pit's settings on the administrative record (issue 34).

* ``pit_settings_versions``: each version of the pit's settings (slip duties, opener
  thresholds, hold bands, house caps) as canonical JSON, numbered, with the administrator who
  made it and the supervisor who approved it. Until the first is made, the defaults are in
  force; a ``[pit]`` section left in a console's ``config.toml`` is ignored from now on.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-28 07:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None

TABLE = "pit_settings_versions"


def upgrade() -> None:
    op.create_table(
        TABLE,
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("settings", sa.Text(), nullable=False),
        sa.Column("note", sa.String(length=200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("created_by_id", sa.Integer(), nullable=False),
        sa.Column("approved_by_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["created_by_id"], ["users.id"],
            name=op.f("fk_pit_settings_versions_created_by_id_users"),
        ),
        sa.ForeignKeyConstraint(
            ["approved_by_id"], ["users.id"],
            name=op.f("fk_pit_settings_versions_approved_by_id_users"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pit_settings_versions")),
        sa.UniqueConstraint("version", name=op.f("uq_pit_settings_versions_version")),
        sa.CheckConstraint(
            "approved_by_id <> created_by_id", name=op.f("ck_pit_settings_versions_two_signers"),
        ),
    )
    _append_only(TABLE)


def _append_only(table: str) -> None:
    """Rows are never changed or deleted: a change of the settings is a new version."""
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
    op.drop_table(TABLE)

"""Printed shift reports: each report's id and when it was first printed, so a reprint
carries the same header and the same bytes. Append-only, like the rest of the record.

Also indexes on the corrections of counts and slips: a report reads each count and slip at
its newest correction, and without them that lookup reads every slip ever issued.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22 09:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

TABLE = "report_prints"


def upgrade() -> None:
    op.create_table(
        TABLE,
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("shift_id", sa.Integer(), nullable=False),
        sa.Column("report_id", sa.String(length=40), nullable=False),
        sa.Column("digest", sa.String(length=64), nullable=False),
        sa.Column("printed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("printed_by_id", sa.Integer(), nullable=True),
        sa.Column("via", sa.String(length=100), nullable=False),
        sa.ForeignKeyConstraint(
            ["printed_by_id"], ["users.id"], name=op.f("fk_report_prints_printed_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["shift_id"], ["shifts.id"], name=op.f("fk_report_prints_shift_id_shifts")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_report_prints")),
        sa.UniqueConstraint("report_id", name=op.f("uq_report_prints_report_id")),
    )
    with op.batch_alter_table(TABLE, schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_report_prints_shift_id"), ["shift_id"], unique=False)
    for corrected in ("inventories", "slips"):  # no batch: that could rebuild the table
        op.create_index(op.f(f"ix_{corrected}_corrects_id"), corrected, ["corrects_id"])
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
    for corrected in ("inventories", "slips"):
        op.drop_index(op.f(f"ix_{corrected}_corrects_id"), table_name=corrected)
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP TRIGGER {TABLE}_append_only ON {TABLE}")
        op.execute(f"DROP TRIGGER {TABLE}_no_truncate ON {TABLE}")
    else:
        op.execute(f"DROP TRIGGER {TABLE}_no_update")
        op.execute(f"DROP TRIGGER {TABLE}_no_delete")
    with op.batch_alter_table(TABLE, schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_report_prints_shift_id"))
    op.drop_table(TABLE)

"""A fault accepted over a failing record is approved by a second supervisor (issue 34).

* ``table_faults.approved_by_id``: the supervisor who approved clearing a fault while the
  table's record still fails verification (accepting that failure), beside the one who
  cleared it; one of the two is an administrator (the services check it). Never the same
  person (``ck_table_faults_two_signers``). Faults cleared before keep it empty.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-02 10:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("table_faults", schema=None) as batch_op:
        batch_op.add_column(sa.Column("approved_by_id", sa.Integer(), nullable=True))
        batch_op.create_foreign_key(
            batch_op.f("fk_table_faults_approved_by_id_users"), "users", ["approved_by_id"],
            ["id"],
        )  # fmt: skip
        batch_op.create_check_constraint(
            batch_op.f("ck_table_faults_two_signers"), "approved_by_id <> cleared_by_id"
        )


def downgrade() -> None:
    with op.batch_alter_table("table_faults", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("ck_table_faults_two_signers"), type_="check")
        batch_op.drop_constraint(
            batch_op.f("fk_table_faults_approved_by_id_users"), type_="foreignkey"
        )
        batch_op.drop_column("approved_by_id")

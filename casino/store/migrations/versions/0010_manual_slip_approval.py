"""A manual slip written at a time no outage on record covers is approved by an administrator
(issue 34).

* ``slips.approved_by_id``: that administrator; empty for a manual slip the record shows the
  system was down for (an outage on the administrative record), and for every other slip.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-28 08:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("slips", schema=None) as batch_op:
        batch_op.add_column(sa.Column("approved_by_id", sa.Integer(), nullable=True))
        batch_op.create_foreign_key(
            batch_op.f("fk_slips_approved_by_id_users"), "users", ["approved_by_id"], ["id"]
        )


def downgrade() -> None:
    with op.batch_alter_table("slips", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("fk_slips_approved_by_id_users"), type_="foreignkey")
        batch_op.drop_column("approved_by_id")

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
    # Never rebuilt (no batch on SQLite): ``slips`` is append-only, and rebuilding the table
    # would drop the triggers that keep it so.
    if op.get_bind().dialect.name == "postgresql":
        op.add_column("slips", sa.Column("approved_by_id", sa.Integer(), nullable=True))
        op.create_foreign_key(
            "fk_slips_approved_by_id_users", "slips", "users", ["approved_by_id"], ["id"]
        )
    else:  # SQLite adds a column with its reference, but only in its own words
        op.execute("ALTER TABLE slips ADD COLUMN approved_by_id INTEGER REFERENCES users (id)")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.drop_constraint("fk_slips_approved_by_id_users", "slips", type_="foreignkey")
    op.drop_column("slips", "approved_by_id")

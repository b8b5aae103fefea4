"""Each user's language (issue 38): ``users.language``.

The console speaks to each person in the language on their record (``casino.i18n``), so two
dealers of one console can work in two languages. Null, as every user starts here, is the
console's own language: nothing is rewritten, and a user recorded before this release still
matches their record (the column joins the administrative record only once set).

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-28 15:30:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("users", sa.Column("language", sa.String(length=8), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("users") as batch:
        batch.drop_column("language")

"""Each player's decision valued once, and kept (issue 36).

* ``decision_values``: one row per decision a player made at a game whose decisions have an
  exact value (``GameSpec.decisions``), with what the choice, the dealer's own choice and the
  best one were worth, under the hand's rules version
  (``casino.services.players.rating_decisions``).
* ``decision_marks``: per table, the last event through which every decision is kept.

Derived data, not record (neither table is append-only): both start empty here, so an upgrade
costs nothing and changes no figure. The first reader of a table's slips (or the advantage
watch, after the table's next round) values the decisions the record holds and keeps them;
until then the readers value them as they always did.

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-29 10:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "decision_values",
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("chosen", sa.String(length=200), nullable=False),
        sa.Column("mirror", sa.String(length=200), nullable=False),
        sa.Column("best", sa.String(length=200), nullable=False),
        sa.Column("rule_version_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"],
            name=op.f("fk_decision_values_table_id_casino_tables"),
        ),
        sa.ForeignKeyConstraint(
            ["rule_version_id"], ["rule_versions.id"],
            name=op.f("fk_decision_values_rule_version_id_rule_versions"),
        ),
        sa.PrimaryKeyConstraint("table_id", "seq", name=op.f("pk_decision_values")),
    )  # fmt: skip
    op.create_table(
        "decision_marks",
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("through", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"],
            name=op.f("fk_decision_marks_table_id_casino_tables"),
        ),
        sa.PrimaryKeyConstraint("table_id", name=op.f("pk_decision_marks")),
    )  # fmt: skip


def downgrade() -> None:
    op.drop_table("decision_marks")
    op.drop_table("decision_values")

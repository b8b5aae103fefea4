"""Players: rated players and the pit's advantage-play flags (issue 22).

* ``players``: a rated player's card number, the name only supervisors see, and the record
  it was merged into, if any. Rows a service updates (a merge), so not append-only: every
  change is on the administrative stream, which ``casino verify`` compares them with.
* ``player_flags``: a visit whose play made the game negative for the house, with the figures
  that showed it; append-only, like the record.
* An index on ``cash_movements.player``: a rated player's visits, at every table, found by
  the name the tables know them by.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-27 17:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("card", sa.String(length=20), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("enrolled_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("enrolled_by_id", sa.Integer(), nullable=False),
        sa.Column("merged_into_id", sa.Integer(), nullable=True),
        sa.Column("merged_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("merged_by_id", sa.Integer(), nullable=True),
        sa.Column("merge_reason", sa.Text(), nullable=False),
        sa.CheckConstraint(
            "merged_into_id IS NULL OR merged_into_id <> id", name=op.f("ck_players_not_self")
        ),
        sa.ForeignKeyConstraint(
            ["enrolled_by_id"], ["users.id"], name=op.f("fk_players_enrolled_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["merged_into_id"], ["players.id"], name=op.f("fk_players_merged_into_id_players")
        ),
        sa.ForeignKeyConstraint(
            ["merged_by_id"], ["users.id"], name=op.f("fk_players_merged_by_id_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
        sa.UniqueConstraint("card", name=op.f("uq_players_card")),
    )
    op.create_table(
        "player_flags",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("table_session_id", sa.Integer(), nullable=True),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("player", sa.String(length=100), nullable=False),
        sa.Column("seated_seq", sa.Integer(), nullable=False),
        sa.Column("hands", sa.Integer(), nullable=False),
        sa.Column("skill_index", sa.String(length=40), nullable=False),
        sa.Column("theo", sa.BigInteger(), nullable=False),
        sa.Column("theo_at_play", sa.BigInteger(), nullable=False),
        sa.Column("total_bet", sa.BigInteger(), nullable=False),
        sa.Column("detail", sa.Text(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"], name=op.f("fk_player_flags_table_id_casino_tables")
        ),
        sa.ForeignKeyConstraint(
            ["table_session_id"], ["table_sessions.id"],
            name=op.f("fk_player_flags_table_session_id_table_sessions"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_player_flags")),
        sa.UniqueConstraint("table_id", "seated_seq", name=op.f("uq_player_flags_table_id")),
    )  # fmt: skip
    _append_only("player_flags")
    op.create_index("ix_cash_movements_player", "cash_movements", ["player"])


def _append_only(table: str) -> None:
    """The database refuses to change or remove a flag, as it does a record row (the trigger
    function ``casino_append_only`` is 0001's)."""
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
    op.drop_index("ix_cash_movements_player", table_name="cash_movements")
    op.drop_table("player_flags")
    op.drop_table("players")

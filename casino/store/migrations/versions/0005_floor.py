"""A whole floor: running figures kept as commands commit.

* ``table_figures``: each table session's hands, drop and ledger win, kept by the table
  service in the command's own unit of work (``casino.store.figures``), so the pit overview
  reads a row per table instead of aggregating the shift's wager log. Derived data, not
  record: it is not append-only (the service adds to it), and it is filled here from the
  record as it stands, so an upgraded database shows the same figures as before.
* ``table_snapshots``: a table's fold at a hand boundary, MACed under the site key, which a
  table's load and a hand's recall start from (``casino.store.snapshots``); append-only.
* Indexes on ``(table_id, seq)`` of wagers and cash movements and ``(table_id, last_seq)`` of
  commands and hands: a table's rows after a snapshot, and its highest recorded event.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-27 15:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

INDEXES = (
    ("ix_wagers_table_seq", "wagers", ["table_id", "seq"]),
    ("ix_cash_movements_table_seq", "cash_movements", ["table_id", "seq"]),
    ("ix_commands_table_last", "commands", ["table_id", "last_seq"]),
    ("ix_hands_table_last", "hands", ["table_id", "last_seq"]),
)
"""A table's rows after a given event, and its highest recorded event, read by index: what
loading a table from a snapshot asks (``casino.store.verify``)."""

_FILL = """
INSERT INTO table_figures (table_session_id, table_id, seq, hands, voided, cash_drop,
                           chip_buy_ins, cash_outs, ledger_win, in_hand, dealer_id)
SELECT ts.id, ts.table_id,
  COALESCE((SELECT max(seq) FROM wagers w WHERE w.table_session_id = ts.id), 0),
  (SELECT count(*) FROM hands h WHERE h.table_session_id = ts.id AND h.outcome = 'played'),
  (SELECT count(*) FROM hands h WHERE h.table_session_id = ts.id AND h.outcome = 'voided'),
  COALESCE((SELECT sum(amount) FROM cash_movements c WHERE c.table_session_id = ts.id
            AND c.kind = 'buy_in' AND c.method = 'cash'), 0),
  COALESCE((SELECT sum(amount) FROM cash_movements c WHERE c.table_session_id = ts.id
            AND c.kind = 'buy_in' AND c.method = 'chips'), 0),
  COALESCE((SELECT sum(amount) FROM cash_movements c WHERE c.table_session_id = ts.id
            AND c.kind = 'cash_out'), 0),
  COALESCE((SELECT sum(house) FROM wagers w WHERE w.table_session_id = ts.id
            AND w.void_id IS NULL), 0),
  {false},
  (SELECT e.user_id FROM events e WHERE e.table_id = ts.table_id
     AND e.command_id IS NOT NULL ORDER BY e.seq DESC LIMIT 1)
FROM table_sessions ts
"""


def upgrade() -> None:
    op.create_table(
        "table_figures",
        sa.Column("table_session_id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("hands", sa.Integer(), nullable=False),
        sa.Column("voided", sa.Integer(), nullable=False),
        sa.Column("cash_drop", sa.BigInteger(), nullable=False),
        sa.Column("chip_buy_ins", sa.BigInteger(), nullable=False),
        sa.Column("cash_outs", sa.BigInteger(), nullable=False),
        sa.Column("ledger_win", sa.BigInteger(), nullable=False),
        sa.Column("in_hand", sa.Boolean(), nullable=False),
        sa.Column("dealer_id", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["table_session_id"],
            ["table_sessions.id"],
            name=op.f("fk_table_figures_table_session_id_table_sessions"),
        ),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"], name=op.f("fk_table_figures_table_id_casino_tables")
        ),
        sa.ForeignKeyConstraint(
            ["dealer_id"], ["users.id"], name=op.f("fk_table_figures_dealer_id_users")
        ),
        sa.PrimaryKeyConstraint("table_session_id", name=op.f("pk_table_figures")),
    )
    with op.batch_alter_table("table_figures", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_table_figures_table_id"), ["table_id"], unique=False)
    false = "false" if op.get_bind().dialect.name == "postgresql" else "0"
    op.execute(_FILL.format(false=false))
    # A hand being dealt right now: its table's open session says so. Which events start
    # and end a hand is each game's own business, so the flag is folded from the stream.
    from casino.store.figures import refold_in_hand

    refold_in_hand(op.get_bind())

    op.create_table(
        "table_snapshots",
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("hash", sa.String(length=64), nullable=False),
        sa.Column("format", sa.String(length=60), nullable=False),
        sa.Column("state", sa.LargeBinary(), nullable=False),
        sa.Column("mac", sa.String(length=64), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"],
            name=op.f("fk_table_snapshots_table_id_casino_tables"),
        ),
        sa.PrimaryKeyConstraint("table_id", "seq", name=op.f("pk_table_snapshots")),
    )  # fmt: skip
    _append_only("table_snapshots")
    for name, table, columns in INDEXES:
        op.create_index(name, table, columns)


def _append_only(table: str) -> None:
    """The database refuses to change or remove a snapshot, as it does a record row (the
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
    for name, table, _columns in INDEXES:
        op.drop_index(name, table_name=table)
    op.drop_table("table_snapshots")
    op.drop_table("table_figures")

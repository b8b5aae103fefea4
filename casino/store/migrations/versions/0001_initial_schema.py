"""The initial schema: users, tables, rules versions, shifts, table sessions, inventories,
slips, the drop, hands, the event stream, the wager log, voids and the significant-event log.

The record tables refuse UPDATE and DELETE at the database itself (triggers below), so a
program bug cannot rewrite history; a correction is always a new row.

Revision ID: 0001
Revises:
Create Date: 2026-11-22 00:44:47.512690
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

APPEND_ONLY = (
    "events",
    "wagers",
    "commands",
    "sealed_shoes",
    "voids",
    "slips",
    "slip_lines",
    "inventories",
    "inventory_lines",
    "cash_movements",
    "hands",
    "significant_events",
)

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "casino_tables",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(length=40), nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("position", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_casino_tables")),
        sa.UniqueConstraint("name", name=op.f("uq_casino_tables_name")),
    )
    op.create_table(
        "users",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("pin_hash", sa.String(length=200), nullable=False),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("role in ('dealer', 'pit_boss', 'admin')", name=op.f("ck_users_role")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_users")),
        sa.UniqueConstraint("name", name=op.f("uq_users_name")),
    )
    op.create_table(
        "commands",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("first_seq", sa.Integer(), nullable=False),
        sa.Column("last_seq", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"], name=op.f("fk_commands_table_id_casino_tables")
        ),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], name=op.f("fk_commands_user_id_users")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_commands")),
        sqlite_with_rowid=False,
    )

    op.create_table(
        "events",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("type", sa.String(length=40), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("command_id", sa.String(length=64), nullable=True),
        sa.Column("hash", sa.String(length=64), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"], name=op.f("fk_events_table_id_casino_tables")
        ),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], name=op.f("fk_events_user_id_users")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_events")),
        sa.UniqueConstraint("table_id", "seq", name=op.f("uq_events_table_id")),
    )
    op.create_table(
        "login_sessions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("token", sa.String(length=64), nullable=False),
        sa.Column("console", sa.String(length=100), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("end_reason", sa.String(length=100), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_login_sessions_user_id_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_login_sessions")),
        sa.UniqueConstraint("token", name=op.f("uq_login_sessions_token")),
    )
    with op.batch_alter_table("login_sessions", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_login_sessions_user_id"), ["user_id"], unique=False)

    op.create_table(
        "rule_versions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(length=40), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("rules", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("created_by_id", sa.Integer(), nullable=False),
        sa.Column("approved_by_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["approved_by_id"], ["users.id"], name=op.f("fk_rule_versions_approved_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["created_by_id"], ["users.id"], name=op.f("fk_rule_versions_created_by_id_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rule_versions")),
        sa.UniqueConstraint("game", "version", name=op.f("uq_rule_versions_game")),
    )
    op.create_table(
        "sealed_shoes",
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("hand_number", sa.Integer(), nullable=False),
        sa.Column("cards", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"], name=op.f("fk_sealed_shoes_table_id_casino_tables")
        ),
        sa.PrimaryKeyConstraint("table_id", "seq", name=op.f("pk_sealed_shoes")),
    )
    op.create_table(
        "shifts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("opened_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("opened_by_id", sa.Integer(), nullable=False),
        sa.Column("closed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("closed_by_id", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["closed_by_id"], ["users.id"], name=op.f("fk_shifts_closed_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["opened_by_id"], ["users.id"], name=op.f("fk_shifts_opened_by_id_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_shifts")),
    )
    op.create_table(
        "significant_events",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("table_id", sa.Integer(), nullable=True),
        sa.Column("detail", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["casino_tables.id"],
            name=op.f("fk_significant_events_table_id_casino_tables"),
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_significant_events_user_id_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_significant_events")),
    )
    with op.batch_alter_table("significant_events", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_significant_events_at"), ["at"], unique=False)
        batch_op.create_index(batch_op.f("ix_significant_events_kind"), ["kind"], unique=False)

    op.create_table(
        "voids",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("hand_number", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("requested_by_id", sa.Integer(), nullable=False),
        sa.Column("approved_by_id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["approved_by_id"], ["users.id"], name=op.f("fk_voids_approved_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["requested_by_id"], ["users.id"], name=op.f("fk_voids_requested_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"], name=op.f("fk_voids_table_id_casino_tables")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_voids")),
        sa.UniqueConstraint("table_id", "hand_number", name=op.f("uq_voids_table_id")),
    )
    op.create_table(
        "table_rules",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("rule_version_id", sa.Integer(), nullable=False),
        sa.Column("assigned_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("assigned_by_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["assigned_by_id"], ["users.id"], name=op.f("fk_table_rules_assigned_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["rule_version_id"],
            ["rule_versions.id"],
            name=op.f("fk_table_rules_rule_version_id_rule_versions"),
        ),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"], name=op.f("fk_table_rules_table_id_casino_tables")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_rules")),
    )
    with op.batch_alter_table("table_rules", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_table_rules_table_id"), ["table_id"], unique=False)

    op.create_table(
        "table_sessions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("shift_id", sa.Integer(), nullable=False),
        sa.Column("opened_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("opened_by_id", sa.Integer(), nullable=False),
        sa.Column("closed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("closed_by_id", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["closed_by_id"], ["users.id"], name=op.f("fk_table_sessions_closed_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["opened_by_id"], ["users.id"], name=op.f("fk_table_sessions_opened_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["shift_id"], ["shifts.id"], name=op.f("fk_table_sessions_shift_id_shifts")
        ),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["casino_tables.id"],
            name=op.f("fk_table_sessions_table_id_casino_tables"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_sessions")),
    )
    with op.batch_alter_table("table_sessions", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_table_sessions_shift_id"), ["shift_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_table_sessions_table_id"), ["table_id"], unique=False)

    op.create_table(
        "cash_movements",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("table_session_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("method", sa.String(length=10), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("player", sa.String(length=100), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("kind in ('buy_in', 'cash_out')", name=op.f("ck_cash_movements_kind")),
        sa.CheckConstraint("method in ('cash', 'chips')", name=op.f("ck_cash_movements_method")),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["casino_tables.id"],
            name=op.f("fk_cash_movements_table_id_casino_tables"),
        ),
        sa.ForeignKeyConstraint(
            ["table_session_id"],
            ["table_sessions.id"],
            name=op.f("fk_cash_movements_table_session_id_table_sessions"),
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_cash_movements_user_id_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cash_movements")),
    )
    with op.batch_alter_table("cash_movements", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_cash_movements_table_session_id"), ["table_session_id"], unique=False
        )

    op.create_table(
        "hands",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("table_session_id", sa.Integer(), nullable=False),
        sa.Column("rule_version_id", sa.Integer(), nullable=False),
        sa.Column("first_seq", sa.Integer(), nullable=False),
        sa.Column("last_seq", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("outcome", sa.String(length=10), nullable=False),
        sa.CheckConstraint("outcome in ('played', 'voided')", name=op.f("ck_hands_outcome")),
        sa.ForeignKeyConstraint(
            ["rule_version_id"],
            ["rule_versions.id"],
            name=op.f("fk_hands_rule_version_id_rule_versions"),
        ),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"], name=op.f("fk_hands_table_id_casino_tables")
        ),
        sa.ForeignKeyConstraint(
            ["table_session_id"],
            ["table_sessions.id"],
            name=op.f("fk_hands_table_session_id_table_sessions"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_hands")),
        sa.UniqueConstraint("table_id", "number", name=op.f("uq_hands_table_id")),
    )
    with op.batch_alter_table("hands", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_hands_table_session_id"), ["table_session_id"], unique=False
        )

    op.create_table(
        "inventories",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_session_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("total", sa.BigInteger(), nullable=False),
        sa.Column("counted_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("signed_by_id", sa.Integer(), nullable=False),
        sa.Column("witnessed_by_id", sa.Integer(), nullable=False),
        sa.Column("corrects_id", sa.Integer(), nullable=True),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.CheckConstraint("kind in ('opener', 'closer')", name=op.f("ck_inventories_kind")),
        sa.CheckConstraint(
            "signed_by_id <> witnessed_by_id", name=op.f("ck_inventories_two_signers")
        ),
        sa.ForeignKeyConstraint(
            ["corrects_id"], ["inventories.id"], name=op.f("fk_inventories_corrects_id_inventories")
        ),
        sa.ForeignKeyConstraint(
            ["signed_by_id"], ["users.id"], name=op.f("fk_inventories_signed_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["table_session_id"],
            ["table_sessions.id"],
            name=op.f("fk_inventories_table_session_id_table_sessions"),
        ),
        sa.ForeignKeyConstraint(
            ["witnessed_by_id"], ["users.id"], name=op.f("fk_inventories_witnessed_by_id_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_inventories")),
    )
    with op.batch_alter_table("inventories", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_inventories_table_session_id"), ["table_session_id"], unique=False
        )

    op.create_table(
        "slips",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("year", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("table_session_id", sa.Integer(), nullable=False),
        sa.Column("total", sa.BigInteger(), nullable=False),
        sa.Column("issued_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("issued_by_id", sa.Integer(), nullable=False),
        sa.Column("received_by_id", sa.Integer(), nullable=False),
        sa.Column("corrects_id", sa.Integer(), nullable=True),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.CheckConstraint("kind in ('fill', 'credit')", name=op.f("ck_slips_kind")),
        sa.CheckConstraint("issued_by_id <> received_by_id", name=op.f("ck_slips_two_signers")),
        sa.ForeignKeyConstraint(
            ["corrects_id"], ["slips.id"], name=op.f("fk_slips_corrects_id_slips")
        ),
        sa.ForeignKeyConstraint(
            ["issued_by_id"], ["users.id"], name=op.f("fk_slips_issued_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["received_by_id"], ["users.id"], name=op.f("fk_slips_received_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["table_session_id"],
            ["table_sessions.id"],
            name=op.f("fk_slips_table_session_id_table_sessions"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_slips")),
        sa.UniqueConstraint("kind", "year", "number", name=op.f("uq_slips_kind")),
    )
    with op.batch_alter_table("slips", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_slips_table_session_id"), ["table_session_id"], unique=False
        )

    op.create_table(
        "wagers",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("table_session_id", sa.Integer(), nullable=False),
        sa.Column("hand_number", sa.Integer(), nullable=True),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("player", sa.String(length=100), nullable=True),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("house", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("void_id", sa.Integer(), nullable=True),
        sa.CheckConstraint("amount >= 0", name=op.f("ck_wagers_amount")),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"], name=op.f("fk_wagers_table_id_casino_tables")
        ),
        sa.ForeignKeyConstraint(
            ["table_session_id"],
            ["table_sessions.id"],
            name=op.f("fk_wagers_table_session_id_table_sessions"),
        ),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], name=op.f("fk_wagers_user_id_users")),
        sa.ForeignKeyConstraint(["void_id"], ["voids.id"], name=op.f("fk_wagers_void_id_voids")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_wagers")),
    )
    with op.batch_alter_table("wagers", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_wagers_table_session_id"), ["table_session_id"], unique=False
        )

    op.create_table(
        "inventory_lines",
        sa.Column("inventory_id", sa.Integer(), nullable=False),
        sa.Column("denomination", sa.BigInteger(), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.CheckConstraint(
            "denomination > 0 and count >= 0", name=op.f("ck_inventory_lines_positive")
        ),
        sa.ForeignKeyConstraint(
            ["inventory_id"],
            ["inventories.id"],
            name=op.f("fk_inventory_lines_inventory_id_inventories"),
        ),
        sa.PrimaryKeyConstraint("inventory_id", "denomination", name=op.f("pk_inventory_lines")),
    )
    op.create_table(
        "slip_lines",
        sa.Column("slip_id", sa.Integer(), nullable=False),
        sa.Column("denomination", sa.BigInteger(), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.CheckConstraint("denomination > 0 and count >= 0", name=op.f("ck_slip_lines_positive")),
        sa.ForeignKeyConstraint(
            ["slip_id"], ["slips.id"], name=op.f("fk_slip_lines_slip_id_slips")
        ),
        sa.PrimaryKeyConstraint("slip_id", "denomination", name=op.f("pk_slip_lines")),
    )
    _append_only()


def _append_only() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "CREATE FUNCTION casino_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ "
            "BEGIN RAISE EXCEPTION '% is append-only: record a correction instead', "
            "TG_TABLE_NAME; END $$"
        )
        for table in APPEND_ONLY:
            op.execute(
                f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
                "FOR EACH ROW EXECUTE FUNCTION casino_append_only()"
            )
            op.execute(
                f"CREATE TRIGGER {table}_no_truncate BEFORE TRUNCATE ON {table} "
                "FOR EACH STATEMENT EXECUTE FUNCTION casino_append_only()"
            )
        return
    for table in APPEND_ONLY:
        for action in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER {table}_no_{action.lower()} BEFORE {action} ON {table} "
                f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: record a correction "
                "instead'); END"
            )


def _drop_append_only() -> None:
    postgres = op.get_bind().dialect.name == "postgresql"
    for table in APPEND_ONLY:
        if postgres:
            op.execute(f"DROP TRIGGER {table}_append_only ON {table}")
            op.execute(f"DROP TRIGGER {table}_no_truncate ON {table}")
        else:
            op.execute(f"DROP TRIGGER {table}_no_update")
            op.execute(f"DROP TRIGGER {table}_no_delete")
    if postgres:
        op.execute("DROP FUNCTION casino_append_only()")


def downgrade() -> None:
    _drop_append_only()
    op.drop_table("slip_lines")
    op.drop_table("inventory_lines")
    with op.batch_alter_table("wagers", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_wagers_table_session_id"))

    op.drop_table("wagers")
    with op.batch_alter_table("slips", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_slips_table_session_id"))

    op.drop_table("slips")
    with op.batch_alter_table("inventories", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_inventories_table_session_id"))

    op.drop_table("inventories")
    with op.batch_alter_table("hands", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_hands_table_session_id"))

    op.drop_table("hands")
    with op.batch_alter_table("cash_movements", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_cash_movements_table_session_id"))

    op.drop_table("cash_movements")
    with op.batch_alter_table("table_sessions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_table_sessions_table_id"))
        batch_op.drop_index(batch_op.f("ix_table_sessions_shift_id"))

    op.drop_table("table_sessions")
    with op.batch_alter_table("table_rules", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_table_rules_table_id"))

    op.drop_table("table_rules")
    op.drop_table("voids")
    with op.batch_alter_table("significant_events", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_significant_events_kind"))
        batch_op.drop_index(batch_op.f("ix_significant_events_at"))

    op.drop_table("significant_events")
    op.drop_table("shifts")
    op.drop_table("sealed_shoes")
    op.drop_table("rule_versions")
    with op.batch_alter_table("login_sessions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_login_sessions_user_id"))

    op.drop_table("login_sessions")
    op.drop_table("events")
    op.drop_table("commands")
    op.drop_table("users")
    op.drop_table("casino_tables")

"""Pit accounting: the records the pit and the count room live by.

* ``users.role`` takes two more roles: ``accounting`` (reads slips, counts and reports and
  changes nothing) and ``count_team`` (enters the count room's drop counts).
* ``slips``: the console's command id (a retried fill finds its slip), who requested it, and
  for a manual slip written while the system was down its pre-printed number and the time
  written on it. Columns only: the table is not rebuilt, so its append-only triggers stay.
* ``slip_voids``: a slip voided by a new record with the reason and two signers.
* ``count_discrepancies``: an opener that differs from the table's previous closer.
* ``drop_counts`` and ``drop_count_lines``: the count room's count of each drop box;
  ``variance_resolutions``: a supervisor's resolution of its difference from the wager log.
* ``complaints`` and ``complaint_notes``: patron complaints against a hand.
* ``hand_corrections``: a settled hand corrected, approved, beside the original.
* ``table_faults``: faults that stop a table until a pit boss clears them.
* ``significant_events.hash``: the log chained under the site key (``casino.store.eventlog``);
  lines written before stay unchained.

Every new table but ``table_faults`` (a span whose end is filled in once) is append-only.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23 23:20:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

APPEND_ONLY = (
    "slip_voids",
    "count_discrepancies",
    "drop_counts",
    "drop_count_lines",
    "variance_resolutions",
    "complaints",
    "complaint_notes",
    "hand_corrections",
)
OLD_ROLES = "role in ('dealer', 'pit_boss', 'admin')"
NEW_ROLES = "role in ('dealer', 'pit_boss', 'admin', 'accounting', 'count_team')"


def upgrade() -> None:
    op.create_table(
        "table_faults",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("detail", sa.Text(), nullable=False),
        sa.Column("raised_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("raised_by", sa.String(length=100), nullable=False),
        sa.Column("cleared_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("cleared_by_id", sa.Integer(), nullable=True),
        sa.Column("note", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["cleared_by_id"], ["users.id"], name=op.f("fk_table_faults_cleared_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"], name=op.f("fk_table_faults_table_id_casino_tables")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_faults")),
    )
    with op.batch_alter_table("table_faults", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_table_faults_table_id"), ["table_id"], unique=False)

    op.create_table(
        "complaints",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("table_session_id", sa.Integer(), nullable=True),
        sa.Column("hand_number", sa.Integer(), nullable=True),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("patron", sa.String(length=100), nullable=False),
        sa.Column("what", sa.Text(), nullable=False),
        sa.Column("dealer_note", sa.Text(), nullable=False),
        sa.Column("recorded_by_id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["recorded_by_id"], ["users.id"], name=op.f("fk_complaints_recorded_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["table_id"], ["casino_tables.id"], name=op.f("fk_complaints_table_id_casino_tables")
        ),
        sa.ForeignKeyConstraint(
            ["table_session_id"],
            ["table_sessions.id"],
            name=op.f("fk_complaints_table_session_id_table_sessions"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_complaints")),
    )
    with op.batch_alter_table("complaints", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_complaints_table_id"), ["table_id"], unique=False)

    op.create_table(
        "drop_counts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_session_id", sa.Integer(), nullable=False),
        sa.Column("total", sa.BigInteger(), nullable=False),
        sa.Column("counted_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("counted_by_id", sa.Integer(), nullable=False),
        sa.Column("witnessed_by_id", sa.Integer(), nullable=False),
        sa.Column("corrects_id", sa.Integer(), nullable=True),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.CheckConstraint(
            "counted_by_id <> witnessed_by_id", name=op.f("ck_drop_counts_two_signers")
        ),
        sa.ForeignKeyConstraint(
            ["corrects_id"], ["drop_counts.id"], name=op.f("fk_drop_counts_corrects_id_drop_counts")
        ),
        sa.ForeignKeyConstraint(
            ["counted_by_id"], ["users.id"], name=op.f("fk_drop_counts_counted_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["table_session_id"],
            ["table_sessions.id"],
            name=op.f("fk_drop_counts_table_session_id_table_sessions"),
        ),
        sa.ForeignKeyConstraint(
            ["witnessed_by_id"], ["users.id"], name=op.f("fk_drop_counts_witnessed_by_id_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_drop_counts")),
    )
    with op.batch_alter_table("drop_counts", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_drop_counts_corrects_id"), ["corrects_id"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_drop_counts_table_session_id"), ["table_session_id"], unique=False
        )

    op.create_table(
        "hand_corrections",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("hand_number", sa.Integer(), nullable=False),
        sa.Column("table_session_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("player", sa.String(length=100), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=True),
        sa.Column("requested_by_id", sa.Integer(), nullable=False),
        sa.Column("approved_by_id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("amount <> 0", name=op.f("ck_hand_corrections_amount")),
        sa.CheckConstraint(
            "requested_by_id <> approved_by_id", name=op.f("ck_hand_corrections_two_signers")
        ),
        sa.ForeignKeyConstraint(
            ["approved_by_id"], ["users.id"], name=op.f("fk_hand_corrections_approved_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["requested_by_id"],
            ["users.id"],
            name=op.f("fk_hand_corrections_requested_by_id_users"),
        ),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["casino_tables.id"],
            name=op.f("fk_hand_corrections_table_id_casino_tables"),
        ),
        sa.ForeignKeyConstraint(
            ["table_session_id"],
            ["table_sessions.id"],
            name=op.f("fk_hand_corrections_table_session_id_table_sessions"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_hand_corrections")),
    )
    with op.batch_alter_table("hand_corrections", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_hand_corrections_table_id"), ["table_id"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_hand_corrections_table_session_id"), ["table_session_id"], unique=False
        )

    op.create_table(
        "complaint_notes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("complaint_id", sa.Integer(), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("resolved", sa.Boolean(), nullable=False),
        sa.Column("by_id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["by_id"], ["users.id"], name=op.f("fk_complaint_notes_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["complaint_id"],
            ["complaints.id"],
            name=op.f("fk_complaint_notes_complaint_id_complaints"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_complaint_notes")),
    )
    with op.batch_alter_table("complaint_notes", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_complaint_notes_complaint_id"), ["complaint_id"], unique=False
        )

    op.create_table(
        "count_discrepancies",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_session_id", sa.Integer(), nullable=False),
        sa.Column("opener_id", sa.Integer(), nullable=False),
        sa.Column("closer_id", sa.Integer(), nullable=False),
        sa.Column("difference", sa.BigInteger(), nullable=False),
        sa.Column("level", sa.String(length=10), nullable=False),
        sa.Column("seen_by_id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "level in ('below', 'report', 'regulator')", name=op.f("ck_count_discrepancies_level")
        ),
        sa.ForeignKeyConstraint(
            ["closer_id"],
            ["inventories.id"],
            name=op.f("fk_count_discrepancies_closer_id_inventories"),
        ),
        sa.ForeignKeyConstraint(
            ["opener_id"],
            ["inventories.id"],
            name=op.f("fk_count_discrepancies_opener_id_inventories"),
        ),
        sa.ForeignKeyConstraint(
            ["seen_by_id"], ["users.id"], name=op.f("fk_count_discrepancies_seen_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["table_session_id"],
            ["table_sessions.id"],
            name=op.f("fk_count_discrepancies_table_session_id_table_sessions"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_count_discrepancies")),
    )
    with op.batch_alter_table("count_discrepancies", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_count_discrepancies_table_session_id"),
            ["table_session_id"],
            unique=False,
        )

    op.create_table(
        "drop_count_lines",
        sa.Column("drop_count_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("denomination", sa.BigInteger(), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.CheckConstraint(
            "kind in ('cash', 'chips', 'marker')", name=op.f("ck_drop_count_lines_kind")
        ),
        sa.CheckConstraint(
            "denomination > 0 and count >= 0", name=op.f("ck_drop_count_lines_positive")
        ),
        sa.ForeignKeyConstraint(
            ["drop_count_id"],
            ["drop_counts.id"],
            name=op.f("fk_drop_count_lines_drop_count_id_drop_counts"),
        ),
        sa.PrimaryKeyConstraint(
            "drop_count_id", "kind", "denomination", name=op.f("pk_drop_count_lines")
        ),
    )
    op.create_table(
        "slip_voids",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("slip_id", sa.Integer(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("requested_by_id", sa.Integer(), nullable=False),
        sa.Column("approved_by_id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "requested_by_id <> approved_by_id", name=op.f("ck_slip_voids_two_signers")
        ),
        sa.ForeignKeyConstraint(
            ["approved_by_id"], ["users.id"], name=op.f("fk_slip_voids_approved_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["requested_by_id"], ["users.id"], name=op.f("fk_slip_voids_requested_by_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["slip_id"], ["slips.id"], name=op.f("fk_slip_voids_slip_id_slips")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_slip_voids")),
        sa.UniqueConstraint("slip_id", name=op.f("uq_slip_voids_slip_id")),
    )
    op.create_table(
        "variance_resolutions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("drop_count_id", sa.Integer(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("resolved_by_id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["drop_count_id"],
            ["drop_counts.id"],
            name=op.f("fk_variance_resolutions_drop_count_id_drop_counts"),
        ),
        sa.ForeignKeyConstraint(
            ["resolved_by_id"],
            ["users.id"],
            name=op.f("fk_variance_resolutions_resolved_by_id_users"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_variance_resolutions")),
    )
    with op.batch_alter_table("variance_resolutions", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_variance_resolutions_drop_count_id"), ["drop_count_id"], unique=False
        )
    op.add_column("slips", sa.Column("command_id", sa.String(length=64), nullable=True))
    if op.get_bind().dialect.name == "postgresql":
        op.add_column("slips", sa.Column("requested_by_id", sa.Integer(), nullable=True))
        op.create_foreign_key(
            "fk_slips_requested_by_id_users", "slips", "users", ["requested_by_id"], ["id"]
        )
    else:  # SQLite adds a column with its reference, but only in its own words
        op.execute("ALTER TABLE slips ADD COLUMN requested_by_id INTEGER REFERENCES users (id)")
    op.add_column(
        "slips", sa.Column("manual", sa.Boolean(), server_default=sa.false(), nullable=False)
    )
    op.add_column("slips", sa.Column("printed_number", sa.String(length=40), nullable=True))
    op.add_column("slips", sa.Column("written_at", sa.DateTime(timezone=True), nullable=True))
    op.create_index("uq_slips_command_id", "slips", ["command_id"], unique=True)
    op.add_column("significant_events", sa.Column("hash", sa.String(length=64), nullable=True))
    _roles(NEW_ROLES)
    _append_only(APPEND_ONLY)


def _roles(check: str) -> None:
    """Replace the users table's role check. PostgreSQL alters the constraint; SQLite can
    only rebuild the table, which ``casino.store.migrate`` runs with foreign keys off (the
    rows keep their ids, so every reference still holds; it checks them before commit)."""
    if op.get_bind().dialect.name == "postgresql":
        op.drop_constraint(op.f("ck_users_role"), "users", type_="check")
        op.create_check_constraint(op.f("ck_users_role"), "users", check)
        return
    users = sa.Table(
        "users",
        sa.MetaData(),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("pin_hash", sa.String(length=200), nullable=False),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("failed_pins", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("last_failed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("locked_at", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint(check, name="ck_users_role"),
        sa.PrimaryKeyConstraint("id", name="pk_users"),
        sa.UniqueConstraint("name", name="uq_users_name"),
    )
    with op.batch_alter_table("users", copy_from=users, recreate="always"):
        pass


def _append_only(tables: tuple[str, ...]) -> None:
    if op.get_bind().dialect.name == "postgresql":
        for table in tables:
            op.execute(
                f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
                "FOR EACH ROW EXECUTE FUNCTION casino_append_only()"
            )
            op.execute(
                f"CREATE TRIGGER {table}_no_truncate BEFORE TRUNCATE ON {table} "
                "FOR EACH STATEMENT EXECUTE FUNCTION casino_append_only()"
            )
        return
    for table in tables:
        for action in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER {table}_no_{action.lower()} BEFORE {action} ON {table} "
                f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: record a correction "
                "instead'); END"
            )


def _drop_append_only(tables: tuple[str, ...]) -> None:
    postgres = op.get_bind().dialect.name == "postgresql"
    for table in tables:
        if postgres:
            op.execute(f"DROP TRIGGER {table}_append_only ON {table}")
            op.execute(f"DROP TRIGGER {table}_no_truncate ON {table}")
        else:
            op.execute(f"DROP TRIGGER {table}_no_update")
            op.execute(f"DROP TRIGGER {table}_no_delete")


def downgrade() -> None:
    _drop_append_only(APPEND_ONLY)
    _roles(OLD_ROLES)
    op.drop_index("uq_slips_command_id", table_name="slips")
    with op.batch_alter_table("significant_events", schema=None) as batch_op:
        batch_op.drop_column("hash")
    with op.batch_alter_table("slips", schema=None) as batch_op:
        for column in ("written_at", "printed_number", "manual", "requested_by_id", "command_id"):
            batch_op.drop_column(column)
    with op.batch_alter_table("variance_resolutions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_variance_resolutions_drop_count_id"))

    op.drop_table("variance_resolutions")
    op.drop_table("slip_voids")
    op.drop_table("drop_count_lines")
    with op.batch_alter_table("count_discrepancies", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_count_discrepancies_table_session_id"))

    op.drop_table("count_discrepancies")
    with op.batch_alter_table("complaint_notes", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_complaint_notes_complaint_id"))

    op.drop_table("complaint_notes")
    with op.batch_alter_table("hand_corrections", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_hand_corrections_table_session_id"))
        batch_op.drop_index(batch_op.f("ix_hand_corrections_table_id"))

    op.drop_table("hand_corrections")
    with op.batch_alter_table("drop_counts", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_drop_counts_table_session_id"))
        batch_op.drop_index(batch_op.f("ix_drop_counts_corrects_id"))

    op.drop_table("drop_counts")
    with op.batch_alter_table("complaints", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_complaints_table_id"))

    op.drop_table("complaints")
    with op.batch_alter_table("table_faults", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_table_faults_table_id"))

    op.drop_table("table_faults")

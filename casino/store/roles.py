"""The console's PostgreSQL role: what a dealer's console may do to the database, and no more.

``casino db upgrade`` runs as the schema's owner, who can do anything: create and drop tables,
drop the triggers that keep the record append-only, delete wagers. A console holding that
login could too, so the consoles sign in as a separate role that holds only what play needs:

* on the record tables (``models.APPEND_ONLY``): SELECT and INSERT, so a wager or an event can
  be written and read but never changed, removed or truncated, even if the triggers were gone;
* on every other table of the models (users, sign-ins, shifts, table sessions, tables, rules
  ...): SELECT, INSERT and UPDATE, since the services close spans and end sign-ins, and the
  table service locks its ``casino_tables`` row with ``SELECT ... FOR UPDATE`` (which needs
  UPDATE);
* on the sequences behind those tables' ids: USAGE and SELECT (``nextval``, never ``setval``);
* on ``alembic_version``: SELECT, so a console's start-up can see the schema is current;
* on the schema: USAGE only; on the database: CONNECT, never CREATE or TEMPORARY.

No DELETE, TRUNCATE, REFERENCES or TRIGGER anywhere, and no DDL: only an object's owner may
ALTER or DROP it or its triggers. What PUBLIC (every role) holds on the schema, its tables and
sequences and the database's CREATE and TEMPORARY is revoked, so nothing comes in by that door.

The table lists are computed from ``models.Base.metadata`` and ``models.APPEND_ONLY`` at each
run, never written out here, and the grants are redone (revoke, then grant: idempotent) at
every ``db upgrade``, for the role named and for every role already holding a console's
grants, so a table a later migration adds is covered without anyone remembering to ask.
After granting, the role's effective privileges are read back from PostgreSQL and compared
with the above: a role that is a superuser, owns the tables or inherits more through a
membership is refused instead of being reported as limited.
"""

from __future__ import annotations

import getpass
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, LiteralString, cast

import psycopg
from psycopg import sql
from sqlalchemy import Engine
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

from casino.store import models

VERSION_TABLE = "alembic_version"
"""Alembic's bookkeeping table (its default name, which ``casino.store.migrate`` keeps)."""
RECORD = ("SELECT", "INSERT")
MUTABLE = ("SELECT", "INSERT", "UPDATE")
VERSION = ("SELECT",)
SEQUENCE = ("USAGE", "SELECT")
TABLE_PRIVILEGES = ("SELECT", "INSERT", "UPDATE", "DELETE", "TRUNCATE", "REFERENCES", "TRIGGER")
"""Every privilege a table has: each is checked, so one the console must not hold is seen."""
COLUMN_PRIVILEGES = frozenset({"SELECT", "INSERT", "UPDATE", "REFERENCES"})
"""The ones that can also be granted per column (checked with ``has_any_column_privilege``)."""
SEQUENCE_PRIVILEGES = ("USAGE", "SELECT", "UPDATE")

ROLE_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")
"""A plain, lower-case SQL identifier: the same name in the URL, in psql and in SQL, unquoted."""
RESERVED = frozenset({"public", "none", "current_user", "current_role", "session_user", "user"})


class RoleError(RuntimeError):
    """The console role cannot be set up as asked; the message is one line saying why."""


def check_role_name(name: str) -> str:
    """``name`` if it is a plain identifier a console can log in as; otherwise RoleError.
    Names are also quoted when used, but a name that needs quoting is refused outright: it
    would be spelled differently in the console's URL and in SQL, and is never what was meant."""
    if not ROLE_NAME.fullmatch(name) or name in RESERVED or name.startswith("pg_"):
        raise RoleError(
            f"{name!r} is not a plain role name: use 1 to 63 lower-case letters, digits and "
            "underscores, starting with a letter or underscore (not pg_...)"
        )
    return name


def is_sqlite(url: str) -> bool:
    """Whether ``url`` names a SQLite database (which has no roles to grant to). An unreadable
    URL is not SQLite: opening it reports the problem as every other command does."""
    try:
        return make_url(url).get_backend_name() == "sqlite"
    except ArgumentError:
        return False


def read_password() -> str:
    """The console role's password: asked twice at a terminal, else the first line of
    standard input (so a script can pipe it in, and it never shows in ``ps``)."""
    if sys.stdin.isatty():
        password = getpass.getpass("Console role's password: ")
        if getpass.getpass("Password again: ") != password:
            raise RoleError("the two passwords differ; nothing was changed")
    else:
        password = sys.stdin.readline().rstrip("\r\n")
    if not password:
        raise RoleError("the console role's password is empty; nothing was changed")
    return password


def table_privileges(tables: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """What the console holds on each of ``tables`` (the schema's tables, as found): the
    record's, the mutable tables', SELECT on Alembic's, and nothing on a table the models do
    not know (someone else's, which the console has no business in)."""
    known = set(models.Base.metadata.tables)
    granted: dict[str, tuple[str, ...]] = {}
    for name in tables:
        if name in models.APPEND_ONLY:
            granted[name] = RECORD
        elif name in known:
            granted[name] = MUTABLE
        elif name == VERSION_TABLE:
            granted[name] = VERSION
        else:
            granted[name] = ()
    return granted


@dataclass(frozen=True)
class Granted:
    """What ``grant_console`` did for one role, for the command's report."""

    role: str
    created: bool
    password_set: bool
    record_tables: int
    other_tables: int
    sequences: int

    def lines(self) -> list[str]:
        said = []
        if self.created:
            how = "with the password given" if self.password_set else "no password"
            said.append(f"created role {self.role} (LOGIN, {how})")
        elif self.password_set:
            said.append(f"set the password of role {self.role}")
        said.append(
            f"console role {self.role}: SELECT, INSERT on {self.record_tables} record tables; "
            f"SELECT, INSERT, UPDATE on {self.other_tables} other tables; USAGE, SELECT on "
            f"{self.sequences} sequences; SELECT on {VERSION_TABLE}; no DELETE, TRUNCATE or DDL"
        )
        return said


def set_up_consoles(engine: Engine, role: str | None, password: str | None) -> list[Granted]:
    """Create ``role`` if needed and grant it the console's privileges, and regrant every
    role that already holds them (see ``console_roles``), all in one transaction: a console
    at work never sees its privileges half-granted. ``engine`` connects as the owner."""
    if engine.dialect.name != "postgresql":
        raise RoleError("SQLite has no roles; --console-role is for a PostgreSQL server")
    if role is not None:
        check_role_name(role)
    done: list[Granted] = []
    with engine.begin() as connection:
        conn = cast("psycopg.Connection[Any]", connection.connection.driver_connection)
        created = False
        if role is not None:
            created = _create_or_update(conn, role, password)
        found = set(console_roles(conn))
        me = _one(conn, "SELECT current_user")
        if role is None and me in found:
            raise RoleError(
                f"{me} is a console role: run casino db upgrade as the schema's owner, "
                "which regrants the consoles"
            )
        roles = sorted(found | ({role} if role is not None else set()))
        for name in roles:
            _refuse_owner(conn, name)
            counts = _grant(conn, name)
            _check(conn, name)
            explicit = name == role
            done.append(Granted(name, explicit and created, explicit and password is not None,
                                *counts))  # fmt: skip
    return done


def console_roles(conn: psycopg.Connection[Any]) -> list[str]:
    """The roles already holding a console's grants: those, other than its owner, that may
    INSERT into ``events``. Writing the record is what a console does and nobody else needs,
    so it marks them; each ``db upgrade`` regrants them, covering tables added since."""
    rows = conn.execute(
        "SELECT DISTINCT r.rolname FROM pg_class c"
        " JOIN pg_namespace n ON n.oid = c.relnamespace"
        " CROSS JOIN LATERAL aclexplode(c.relacl) a"
        " JOIN pg_roles r ON r.oid = a.grantee"
        " WHERE n.nspname = current_schema() AND c.relname = 'events'"
        " AND a.privilege_type = 'INSERT' AND a.grantee <> c.relowner"
    ).fetchall()
    return [str(name) for (name,) in rows]


def _create_or_update(conn: psycopg.Connection[Any], role: str, password: str | None) -> bool:
    """Create the LOGIN role if it does not exist (True), or set its password if one was
    given. The password goes to the server already hashed (SCRAM-SHA-256, by libpq), so it
    never appears in the server's statement log."""
    exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
    who = _one(conn, "SELECT current_user")
    secret: sql.Composable = sql.SQL("")
    if password is not None:
        hashed = conn.pgconn.encrypt_password(password.encode(), role.encode(), b"scram-sha-256")
        secret = sql.SQL(" PASSWORD {}").format(sql.Literal(hashed.decode()))
    try:
        if exists is None:
            conn.execute(sql.SQL("CREATE ROLE {} LOGIN{}").format(sql.Identifier(role), secret))
        elif password is not None:
            conn.execute(sql.SQL("ALTER ROLE {}{}").format(sql.Identifier(role), secret))
    except psycopg.errors.InsufficientPrivilege:
        verb = "create" if exists is None else "change the password of"
        raise RoleError(
            f"{who} may not {verb} role {role} (it needs CREATEROLE); have a database "
            f"administrator run: CREATE ROLE {role} LOGIN, then run this again"
        ) from None
    return exists is None


def _refuse_owner(conn: psycopg.Connection[Any], role: str) -> None:
    """A console role must not be the login running the upgrade, a superuser, or the owner
    of the schema or a table in it: grants cannot limit any of those."""
    row = conn.execute(
        "SELECT r.rolname = current_user, r.rolsuper,"
        " EXISTS (SELECT 1 FROM pg_namespace n WHERE n.nspname = current_schema()"
        "         AND n.nspowner = r.oid),"
        " EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
        "         WHERE n.nspname = current_schema() AND c.relowner = r.oid)"
        " FROM pg_roles r WHERE r.rolname = %s",
        (role,),
    ).fetchone()
    if row is None:
        raise RoleError(f"there is no role {role}")
    current, superuser, owns_schema, owns_tables = row
    if current:
        raise RoleError(
            f"{role} is the login running this upgrade, the schema's owner; the consoles need "
            "a role of their own (--console-role casino_console)"
        )
    if superuser:
        raise RoleError(f"{role} is a superuser; no grant can limit it, so it cannot be a console")
    if owns_schema or owns_tables:
        raise RoleError(
            f"{role} owns the schema or some of its tables, so it can drop or change them; "
            "run db upgrade as that owner and give the consoles another role"
        )


def _grant(conn: psycopg.Connection[Any], role: str) -> tuple[int, int, int]:
    """Revoke everything the role and PUBLIC hold here, then grant the console's set:
    running it again gives the same privileges, and a table that moved into the record
    loses what it no longer may have. Returns the counts (record, other, sequences)."""
    who = sql.Identifier(role)
    schema = sql.Identifier(_one(conn, "SELECT current_schema()"))
    database = sql.Identifier(_one(conn, "SELECT current_database()"))
    statements = [
        sql.SQL("REVOKE CREATE, TEMPORARY ON DATABASE {} FROM PUBLIC, {}").format(database, who),
        sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(database, who),
        sql.SQL("REVOKE ALL ON SCHEMA {} FROM PUBLIC, {}").format(schema, who),
        sql.SQL("GRANT USAGE ON SCHEMA {} TO {}").format(schema, who),
        sql.SQL("REVOKE ALL ON ALL TABLES IN SCHEMA {} FROM PUBLIC, {}").format(schema, who),
        sql.SQL("REVOKE ALL ON ALL SEQUENCES IN SCHEMA {} FROM PUBLIC, {}").format(schema, who),
    ]
    for statement in statements:
        conn.execute(statement)
    privileges = table_privileges(_tables(conn))
    for table, granted in privileges.items():
        if granted:
            conn.execute(
                sql.SQL("GRANT {} ON TABLE {}.{} TO {}").format(
                    sql.SQL(", ").join(sql.SQL(p) for p in granted),
                    schema, sql.Identifier(table), who,
                )
            )  # fmt: skip
    sequences = _sequences(conn, [t for t, granted in privileges.items() if granted])
    for sequence in sequences:
        conn.execute(
            sql.SQL("GRANT USAGE, SELECT ON SEQUENCE {}.{} TO {}").format(
                schema, sql.Identifier(sequence), who
            )
        )
    record = sum(1 for g in privileges.values() if g == RECORD)
    other = sum(1 for g in privileges.values() if g == MUTABLE)
    return record, other, len(sequences)


def _check(conn: psycopg.Connection[Any], role: str) -> None:
    """Read the role's effective privileges back (through every membership it has) and
    refuse, naming the first few, if they are not exactly the console's."""
    tables = table_privileges(_tables(conn))
    wrong: list[str] = []
    held = conn.execute(
        "SELECT c.relname, p.priv, CASE WHEN p.priv = ANY(%s)"
        "  THEN has_any_column_privilege(%s::name, c.oid, p.priv)"
        "  ELSE has_table_privilege(%s::name, c.oid, p.priv) END"
        " FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
        " CROSS JOIN unnest(%s::text[]) AS p(priv)"
        " WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')",
        (sorted(COLUMN_PRIVILEGES), role, role, list(TABLE_PRIVILEGES)),
    ).fetchall()
    for table, privilege, has in held:
        if bool(has) != (privilege in tables.get(table, ())):
            wrong.append(f"{'can still' if has else 'cannot'} {privilege} {table}")
    granted_tables = [t for t, g in tables.items() if g]
    sequences = set(_sequences(conn, granted_tables))
    seq_held = conn.execute(
        "SELECT c.relname, p.priv, has_sequence_privilege(%s::name, c.oid, p.priv)"
        " FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
        " CROSS JOIN unnest(%s::text[]) AS p(priv)"
        " WHERE n.nspname = current_schema() AND c.relkind = 'S'",
        (role, list(SEQUENCE_PRIVILEGES)),
    ).fetchall()
    for sequence, privilege, has in seq_held:
        should = sequence in sequences and privilege in SEQUENCE
        if bool(has) != should:
            wrong.append(f"{'can still' if has else 'cannot'} {privilege} sequence {sequence}")
    place = conn.execute(
        "SELECT has_schema_privilege(%s::name, current_schema(), 'USAGE'),"
        " has_schema_privilege(%s::name, current_schema(), 'CREATE'),"
        " has_database_privilege(%s::name, current_database(), 'CONNECT'),"
        " has_database_privilege(%s::name, current_database(), 'CREATE'),"
        " has_database_privilege(%s::name, current_database(), 'TEMPORARY')",
        (role,) * 5,
    ).fetchone()
    expected = (True, False, True, False, False)
    names = ("use the schema", "create tables in the schema", "connect to the database",
             "create schemas in the database", "create temporary tables")  # fmt: skip
    for name, has, should in zip(names, place or (), expected, strict=True):
        if bool(has) != should:
            wrong.append(f"{'can still' if has else 'cannot'} {name}")
    if wrong:
        shown = ", ".join(wrong[:4]) + (f" and {len(wrong) - 4} more" if len(wrong) > 4 else "")
        raise RoleError(
            f"after granting, role {role} {shown}; either it is a member of a role that "
            "holds more, or the login running this owns neither the database nor the schema "
            "and so cannot revoke what PUBLIC holds there (make it their owner); no grant was made"
        )


def _tables(conn: psycopg.Connection[Any]) -> list[str]:
    rows = conn.execute(
        "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
        " WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY c.relname"
    ).fetchall()
    return [str(name) for (name,) in rows]


def _sequences(conn: psycopg.Connection[Any], tables: list[str]) -> list[str]:
    """The sequences behind ``tables``' serial or identity columns (owned by the table)."""
    rows = conn.execute(
        "SELECT DISTINCT s.relname FROM pg_class s"
        " JOIN pg_namespace n ON n.oid = s.relnamespace"
        " JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid"
        "  AND d.deptype IN ('a', 'i')"
        " JOIN pg_class t ON t.oid = d.refobjid"
        " WHERE s.relkind = 'S' AND n.nspname = current_schema() AND t.relname = ANY(%s)"
        " ORDER BY s.relname",
        (tables,),
    ).fetchall()
    return [str(name) for (name,) in rows]


def _one(conn: psycopg.Connection[Any], query: LiteralString) -> str:
    row = conn.execute(query).fetchone()
    assert row is not None
    return str(row[0])

"""Checking that the record is what was written: ``casino verify``.

For each table the stream is read in order and every event's hash is recomputed from the
stored row under the site key (``casino.store.seal``), so an edited event, time, user or
command id, a removed event or two events swapped all break the chain at the first event
touched, and nobody without the key can recompute a chain that passes. Events cut from the
end of a stream are caught by the rows written with them (commands, hands, voids), which
still point past it, and, where those rows were cut too, by the journal outside the database
(``casino.store.journal``), which remembers heads the database no longer has.

The administrative stream (``casino.store.admin``) is checked the same way, then folded and
compared with every user, rules version, table, shift, table session, count and slip row.
Without the site key nothing can be proven: the record is reported **unkeyed**, never intact.

The stream is then folded through the game, which recomputes what the record should hold
beside it: the wager lines and the drop each event carries, and each sealed shoe's digest. A
wager or buy-in row edited in place no longer matches the event that carried it, so verify
names that event too. Last, the table must balance: chips bought in equal chips at the table,
chips cashed out and the house's take, to the minor unit.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Protocol

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from casino.games import game as game_named
from casino.games.seating import ChipsAdded, PlayerLeft, PlayerSeated
from casino.store import admin, eventlog, figures, journal, row_seals, snapshots
from casino.store import models as m
from casino.store.codec import GENESIS, CodecError, canonical
from casino.store.seal import SealError, SiteKey, key_path, site_key
from casino.store.stream import Folded, RulesAdopted, StreamError, from_data, record_hash, unseal


@dataclass(frozen=True, slots=True)
class Problem:
    table: str
    seq: int | None
    message: str

    def __str__(self) -> str:
        if self.table in (ADMIN_NAME, LOG_NAME):  # a record of its own, not a table's
            unit = "event" if self.table == ADMIN_NAME else "line"
            where = f"{unit} {self.seq}: " if self.seq is not None else ""
            return f"{self.table}: {where}{self.message}"
        where = f"event {self.seq}" if self.seq is not None else "the table"
        return f"table {self.table}: {where}: {self.message}"


@dataclass(frozen=True, slots=True)
class Checked:
    table: str
    events: int
    wagers: int
    problem: Problem | None


def _rows(session: Session, model: Any, table_id: int, after: int = 0) -> Iterator[Any]:
    return iter(
        session.scalars(
            select(model)
            .where(model.table_id == table_id, model.seq > after)
            .order_by(model.seq, model.id)
        ).all()
    )


def verify_table(
    session: Session,
    table_id: int,
    key: SiteKey | None,
    legacy: tuple[int, str] | None = None,
    into: Folded | None = None,
    folds_at: dict[int, snapshots.Fold | None] | None = None,
    accepted: Collection[str] = (),
) -> Checked:
    """One table's stream: its chain (keyed after ``legacy``, the head it had when the
    record was keyed), its wager and cash rows, its sealed shoes and its balance. Without
    ``key`` the hashes are not checked (the caller reports the record unkeyed).

    ``into``, a ``Folded`` of the table's game, receives the fold the check makes on its
    way: when the check passes it is the table's state, exactly as ``stream.load`` folds
    it, so a console that checks a table as it loads it folds the stream once. An ``into``
    that already holds a fold (a proven snapshot's: ``casino.store.snapshots``) is gone on
    from: only the events after it, and their rows, are checked, the first against the
    snapshot's hash. ``folds_at``, keyed by sequence numbers, receives the fold (state,
    rules version, chain hash) the walk had at each of those events: what a stored snapshot
    of the table must hold (``snapshots.problem``).

    ``accepted`` holds failures a pit boss has accepted, as ``str(Problem)``
    (``casino.services.reports.faults``): the walk passes over each and goes on checking everything
    after it. An event whose failure was accepted is taken as it stands, with its rows (the
    chain goes on from its stored hash, and it is folded as ``stream.load`` folds it); the
    rows of events cut from the stream go with them; a tail cut, rows with no event or a
    balance that fails are passed over. An accepted event that cannot be folded stops the
    walk there all the same (``UNFOLDABLE``): play cannot go on past it. ``casino verify``
    accepts nothing."""
    table = session.get(m.CasinoTable, table_id)
    assert table is not None
    name = table.name
    game = game_named(table.game)
    folded = into if into is not None else Folded(game)
    after = folded.seq if folded.state is not None else 0
    wagers: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    for w in _rows(session, m.Wager, table_id, after):
        wagers[w.seq].append((w.kind, w.seat, w.amount, w.house, w.hand_number))
    movements: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    for c in _rows(session, m.CashMovement, table_id, after):
        movements[c.seq].append((c.kind, c.seat, c.amount))
    sealed = dict(
        session.execute(
            select(m.SealedShoe.seq, m.SealedShoe.cards).where(
                m.SealedShoe.table_id == table_id, m.SealedShoe.seq > after
            )
        ).all()
    )
    previous = folded.hash if after else GENESIS
    expected_seq, count, lines = after + 1, 0, 0
    for row in session.scalars(
        select(m.Event)
        .where(m.Event.table_id == table_id, m.Event.seq > after)
        .order_by(m.Event.seq)
    ).yield_per(2000):
        count += 1
        # A failure of this event that a pit boss accepted: it stands as it is, rows and all.
        taken = False

        def bad(message: str, seq: int = row.seq, seen: int = count, ok: int = lines) -> Checked:
            return Checked(name, seen, ok, Problem(name, seq, message))

        def passed(message: str, seq: int = row.seq) -> bool:
            return str(Problem(name, seq, message)) in accepted

        linked = True  # whether this event's hash must continue ``previous``
        if row.seq != expected_seq:
            jump = f"the stream jumps from event {expected_seq - 1} to {row.seq}"
            if not passed(jump, expected_seq):
                return bad(jump, expected_seq)
            for gone in range(expected_seq, row.seq):  # cut out: their rows go with them
                wagers.pop(gone, None)
                movements.pop(gone, None)
            linked = False  # it continued an event that is gone
        try:
            data = json.loads(row.data)
        except ValueError:
            message = "the stored event is not JSON"
            return bad(_unfoldable(message) if passed(message) else message)
        if canonical(data).decode() != row.data:
            message = "the stored event is not in canonical form (edited by hand?)"
            if not passed(message):
                return bad(message)
            taken = True
        if not taken and data.get("type") != row.type:
            message = f"the row says {row.type} but the event is {data.get('type')}"
            if not passed(message):
                return bad(message)
            taken = True
        unkeyed = legacy is not None and row.seq <= legacy[0]
        if linked and not taken and (key is not None or unkeyed):
            digest = record_hash(
                previous,
                table_id,
                row.seq,
                data,
                row.at,
                row.user_id,
                row.command_id,
                row.data,  # just checked to be the canonical text of ``data``
                key=None if unkeyed else key,
            )
            if digest != row.hash:
                message = (
                    "its hash does not match its contents under the site key: the event or "
                    "its row was changed"
                )
                if not passed(message):
                    return bad(message)
                taken = True
        if not taken and legacy is not None and row.seq == legacy[0] and row.hash != legacy[1]:
            message = "it is not the event the record was keyed after: history was rewritten"
            if not passed(message):
                return bad(message)
            taken = True
        try:
            event = from_data(game, unseal(row, data, sealed))
        except (CodecError, StreamError, ValueError, KeyError) as exc:
            message = f"cannot be read back: {exc}"
            return bad(_unfoldable(message) if taken or passed(message) else message)
        adopted = isinstance(event, RulesAdopted)
        expected = [] if adopted else game.engine.ledger(folded.state, event)
        want = [(e.kind, e.seat, e.amount, e.house, e.hand) for e in expected]
        stored_lines = wagers.pop(row.seq, [])
        if not taken and stored_lines != want:
            message = "its wager lines in the log do not match the event"
            if not passed(message):
                return bad(message)
            taken = True
        lines += len(want)
        moved = movements.pop(row.seq, [])
        if not taken and moved != _movement(event):
            message = "its buy-in or cash-out row does not match the event"
            if not passed(message):
                return bad(message)
        try:
            folded.apply(row.seq, event, row.at, row.hash)
        except (StreamError, ValueError, TypeError) as exc:
            message = f"does not follow from the events before it: {exc}"
            return bad(_unfoldable(message) if taken or passed(message) else message)
        if folds_at is not None and row.seq in folds_at:  # a snapshot's event: its fold
            folds_at[row.seq] = (folded.state, folded.rules_version_id, row.hash)
        previous, expected_seq = row.hash, row.seq + 1

    def ending(problem: Problem) -> Checked | None:
        return None if str(problem) in accepted else Checked(name, count, lines, problem)

    if legacy is not None and expected_seq <= legacy[0]:
        message = (
            f"the stream ends before event {legacy[0]}, which it had when the record was "
            "keyed: events were removed"
        )
        found = ending(Problem(name, expected_seq, message))
        if found is not None:
            return found
    recorded = _last_recorded(session, table_id)
    if recorded >= expected_seq:
        message = (
            f"the stream ends at event {expected_seq - 1} but the record says event "
            f"{recorded} was written: events at its end were removed"
        )
        found = ending(Problem(name, expected_seq, message))
        if found is not None:
            return found
    for stray in sorted(set(wagers) | set(movements)):
        found = ending(Problem(name, stray, "log rows with no such event"))
        if found is not None:
            return found
    state = folded.state
    if state is not None and not getattr(state, "conserved", True):
        message = "chips do not balance: bought in is not at table + out + house"
        found = ending(Problem(name, None, message))
        if found is not None:
            return found
    return Checked(name, count, lines, None)


UNFOLDABLE = "its failure was accepted, but play cannot be recomputed past it"
"""How a failure an accepted event leaves behind begins: the event cannot be folded into the
table's state, so accepting it cannot let play go on (``_unfoldable``)."""


def _unfoldable(message: str) -> str:
    return f"{UNFOLDABLE} ({message})"


def _verify_with_snapshots(
    session: Session, table_id: int, key: SiteKey | None, legacy: tuple[int, str] | None
) -> Checked:
    """``verify_table``, then each of the table's snapshots against the fold the walk made
    at its event (``snapshots.problem``): a console opens a table from its newest proven
    snapshot, so one that is not the key's, or sealed over another state, is named here."""
    rows = snapshots.stored(session, table_id) if key is not None else []
    at: dict[int, snapshots.Fold | None] = {int(r.seq): None for r in rows}
    checked = verify_table(session, table_id, key, legacy, folds_at=at)
    if checked.problem is not None or key is None:
        return checked
    game = game_named(str(session.scalar(
        select(m.CasinoTable.game).where(m.CasinoTable.id == table_id)
    )))  # fmt: skip
    for row in rows:
        found = snapshots.problem(row, table_id, game, key, at.get(int(row.seq)))
        if found is not None:
            return replace(checked, problem=Problem(checked.table, int(row.seq), found))
    return checked


def _last_recorded(session: Session, table_id: int) -> int:
    """The highest event number the rest of the record points at: commands, hands, voids and
    sealed shoes are written in the same transaction as their events, so a stream that ends
    before them has lost its tail, which the chain alone cannot show."""
    highest = 0
    for column, where in (
        (m.Command.last_seq, m.Command.table_id),
        (m.Hand.last_seq, m.Hand.table_id),
        (m.Void.seq, m.Void.table_id),
        (m.SealedShoe.seq, m.SealedShoe.table_id),
        (m.TableSnapshot.seq, m.TableSnapshot.table_id),
    ):
        found = session.scalar(select(func.max(column)).where(where == table_id))
        highest = max(highest, found or 0)
    return highest


def _movement(event: Any) -> list[tuple[Any, ...]]:
    if isinstance(event, PlayerSeated | ChipsAdded):
        return [("buy_in", event.seat, event.chips)]
    if isinstance(event, PlayerLeft):
        return [("cash_out", event.seat, event.chips)]
    return []


def verify(session: Session, journal_file: Path | None = None) -> list[Checked]:
    """Every stream checked with the site key found where ``key_path`` says, the
    administrative record last; an unkeyed record adds a last entry saying why."""
    found = verify_record(session, site_key(create=False), journal_file)
    if found.unkeyed is None:
        return found.checked
    return [*found.checked, Checked("site key", 0, 0, Problem("site key", None, found.unkeyed))]


@dataclass(frozen=True, slots=True)
class Head:
    stream: str
    table: str
    seq: int
    hash: str
    journaled: int | None
    """The last seq the journal holds for this stream (None: never journaled)."""


@dataclass(frozen=True, slots=True)
class Verified:
    """What ``casino verify`` says: each stream checked, the heads, and whether the record
    could be checked at all (``unkeyed``: why not)."""

    checked: list[Checked]
    heads: list[Head]
    unkeyed: str | None

    @property
    def intact(self) -> bool:
        return self.unkeyed is None and all(c.problem is None for c in self.checked)


def verify_record(
    session: Session,
    key: SiteKey | None,
    journal_file: Path | None = None,
    kept: Callable[[Session], Iterable[KeptProblem]] | None = None,
) -> Verified:
    """Every table's stream, the administrative stream and its rows, and the journal; and
    the rows kept beside the record that readers trust: each table session's running figures,
    and, through ``kept`` (the services' check of what they keep, such as
    ``rating_decisions.problems``: this layer does not import them), any other."""
    unkeyed: str | None = None
    try:
        known = admin.identity(session)
    except SealError as exc:
        known, unkeyed = None, str(exc)
    if known is None and unkeyed is None:
        unkeyed = "the record was never keyed (written before this version): run casino db upgrade"
    if key is None:
        unkeyed = f"there is no site key at {key_path()}: without it nothing can be proven"
    elif known is not None and known.key_id != key.id:
        unkeyed = (
            f"the site key at {key.path} (id {key.id}) is not the key this database was sealed "
            f"with (id {known.key_id})"
        )
    usable = key if unkeyed is None else None
    tables = session.execute(
        select(m.CasinoTable.id, m.CasinoTable.name).order_by(m.CasinoTable.id)
    ).all()
    legacy = known.legacy if known is not None else {}
    checked = [
        _verify_with_snapshots(session, table_id, usable, legacy.get(table_id))
        for table_id, _n in tables
    ]
    checked.append(verify_admin(session, usable))
    checked.append(verify_log(session, usable))
    heads = _heads(session, tables)
    if usable is not None and known is not None:
        journaled, problems = _journal(session, usable, known.database, journal_file, tables)
        heads = [replace(h, journaled=journaled.get(h.stream)) for h in heads]
        by_name = {c.table: i for i, c in enumerate(checked)}
        for problem in problems:
            at = by_name[problem.table]
            if checked[at].problem is None:
                checked[at] = replace(checked[at], problem=problem)
    # Last, what the pit overview reads beside the record: a table whose record failed is
    # named for that first (a cut tail moves its figures too).
    by_table = {c.table: i for i, c in enumerate(checked)}
    names = {int(t): str(n) for t, n in tables}
    found = _figures_problems(session)
    if kept is not None:
        found += [
            Problem(names[p.table_id], p.seq, p.message)
            for p in kept(session)
            if p.table_id in names
        ]
    for problem in found:
        at = by_table[problem.table]
        if checked[at].problem is None:
            checked[at] = replace(checked[at], problem=problem)
    return Verified(checked, heads, unkeyed)


class KeptProblem(Protocol):
    """A row kept beside a table's record that differs from the record (by table id)."""

    @property
    def table_id(self) -> int: ...
    @property
    def seq(self) -> int: ...
    @property
    def message(self) -> str: ...


def _figures_problems(session: Session) -> list[Problem]:
    """Each table session whose running figures (``table_figures``, what the pit overview
    reads) differ from the same sums taken from the record: a row changed or removed behind
    the services. One problem per table, its first session that differs."""
    sessions = session.execute(
        select(m.TableSession.id, m.CasinoTable.name)
        .join(m.CasinoTable, m.CasinoTable.id == m.TableSession.table_id)
        .order_by(m.TableSession.id)
    ).all()
    ids = [int(sid) for sid, _name in sessions]
    held, summed = figures.kept(session, ids), figures.aggregate(session, ids)
    found: dict[str, Problem] = {}
    for sid, name in sessions:
        kept, recorded = held.get(sid), summed[sid]
        if name in found or kept == recorded or (kept is None and recorded == figures.Figures()):
            continue
        if kept is None:
            message = f"the running figures of its session {sid} are missing (the record has some)"
        else:
            differ = ", ".join(
                f"{field} {getattr(kept, field)} kept, {getattr(recorded, field)} recorded"
                for field in figures.NAMES
                if getattr(kept, field) != getattr(recorded, field)
            )
            message = f"the running figures of its session {sid} differ from the record: {differ}"
        found[str(name)] = Problem(str(name), None, message)
    return list(found.values())


ADMIN_NAME = "administrative record"
LOG_NAME = eventlog.NAME


def _heads(session: Session, tables: Any) -> list[Head]:
    found = []
    for table_id, name in tables:
        row = session.execute(
            select(m.Event.seq, m.Event.hash)
            .where(m.Event.table_id == table_id)
            .order_by(m.Event.seq.desc())
            .limit(1)
        ).first()
        if row is not None:
            found.append(Head(f"table:{table_id}", name, int(row[0]), str(row[1]), None))
    seq, hash_ = admin.head(session)
    if seq:
        found.append(Head(admin.STREAM, ADMIN_NAME, seq, hash_, None))
    line, hash_ = eventlog.head(session)
    if line:
        found.append(Head(eventlog.STREAM, eventlog.NAME, line, hash_, None))
    return found


def _journal(
    session: Session, key: SiteKey, database: str, path: Path | None, tables: Any
) -> tuple[dict[str, int], list[Problem]]:
    """The last journaled seq of each stream, and each journal line the database no longer
    matches: a head cut away or rewritten, or a line not written with the key."""
    names = {f"table:{table_id}": name for table_id, name in tables}
    names[admin.STREAM] = ADMIN_NAME
    names[eventlog.STREAM] = eventlog.NAME
    last: dict[str, int] = {}
    problems: list[Problem] = []
    for entry in journal.read(key, database, path):
        if isinstance(entry, journal.BadLine):
            where = path or journal.journal_path()
            problems.append(
                Problem(ADMIN_NAME, None, f"journal {where} line {entry.line} {entry.reason}")
            )
            continue
        name = names.get(entry.stream)
        if name is None:
            problems.append(
                Problem(
                    ADMIN_NAME,
                    None,
                    f"the journal names {entry.stream}, which the database does not have: "
                    "it was removed",
                )
            )
            continue
        last[entry.stream] = max(last.get(entry.stream, 0), entry.seq)
        stored = _stored_hash(session, entry.stream, entry.seq)
        if stored is None:
            problems.append(
                Problem(
                    name,
                    entry.seq,
                    f"the database is behind the journal: the journal (line {entry.line}, "
                    f"{entry.why}) says the stream reached event {entry.seq}, but the database "
                    "ends before it: events were cut from its end",
                )
            )
        elif stored != entry.hash:
            problems.append(
                Problem(
                    name,
                    entry.seq,
                    f"the journal (line {entry.line}, {entry.why}) holds another hash for this "
                    "event: the stream was rewritten",
                )
            )
    behind = _journal_behind(session, path or journal.journal_path())
    if behind is not None:
        problems.append(Problem(ADMIN_NAME, None, behind))
    return last, problems


def _journal_behind(session: Session, path: Path) -> str | None:
    """Whether this machine's journal lacks a line the database recorded of it
    (``journal_heads``): the journal was deleted or rolled back behind the database."""
    rows = session.execute(
        select(m.JournalHead.line, m.JournalHead.mac, m.JournalHead.why, m.JournalHead.at)
        .where(m.JournalHead.journal == journal.identity(path))
        .order_by(m.JournalHead.line.desc(), m.JournalHead.id.desc())
    ).all()
    if not rows:
        return None
    macs = journal.macs(path)
    for line, mac, why, at in rows:
        if line > len(macs):
            return (
                f"the journal is behind the database: the database recorded journal {path} "
                f"at line {line} ({why}, {admin.stamp(at)} UTC), but the journal holds "
                f"{len(macs)} lines: it was deleted or cut back"
            )
        if macs[line - 1] != mac:
            return (
                f"the journal is not the one the database recorded: its line {line} ({why}, "
                f"{admin.stamp(at)} UTC) is another line: it was rewritten"
            )
    return None


def _stored_hash(session: Session, stream: str, seq: int) -> str | None:
    if stream == eventlog.STREAM:
        return eventlog.stored_hash(session, seq)
    if stream == admin.STREAM:
        found = session.scalar(select(m.AdminEvent.hash).where(m.AdminEvent.seq == seq))
    else:
        table_id = int(stream.split(":", 1)[1])
        found = session.scalar(
            select(m.Event.hash).where(m.Event.table_id == table_id, m.Event.seq == seq)
        )
    return None if found is None else str(found)


def verify_log(session: Session, key: SiteKey | None) -> Checked:
    """The significant-event log's chain (``casino.store.eventlog``)."""
    found = eventlog.check(session, key)
    problem = None if found.problem is None else Problem(eventlog.NAME, found.bad_id, found.problem)
    return Checked(eventlog.NAME, found.lines, 0, problem)


def verify_admin(session: Session, key: SiteKey | None) -> Checked:
    """The administrative stream's chain, then every row it covers against its last word."""
    folded: dict[tuple[str, int], dict[str, Any]] = {}
    indexed: dict[int, tuple[str, int]] = {}
    previous, expected, count = GENESIS, 1, 0
    for row in admin.rows(session):
        count += 1
        seq = int(row["seq"])

        def bad(message: str, at: int = seq, seen: int = count) -> Checked:
            return Checked(ADMIN_NAME, seen, 0, Problem(ADMIN_NAME, at, message))

        if seq != expected:
            return bad(f"the stream jumps from event {expected - 1} to {seq}", expected)
        try:
            data = json.loads(row["data"])
        except ValueError:
            return bad("the stored event is not JSON")
        if canonical(data).decode() != row["data"] or data.get("type") != row["type"]:
            return bad("the stored event was edited by hand")
        if key is not None and admin.event_hash(key, previous, seq, row) != row["hash"]:
            return bad("its hash does not match its contents under the site key: it was changed")
        if "record" in data:
            folded[(str(data["record"]), int(data["id"]))] = data["state"]
            indexed[seq] = (str(data["record"]), int(data["id"]))
        previous, expected = str(row["hash"]), seq + 1
    differences = _differences(session, folded) + _index_differences(session, indexed)
    if key is not None:
        differences += row_seals.broken_users(session, key)
        differences += row_seals.broken_sign_ins(session, key)
    if differences:
        more = f" (and {len(differences) - 1} more)" if len(differences) > 1 else ""
        return Checked(ADMIN_NAME, count, 0, Problem(ADMIN_NAME, None, differences[0] + more))
    return Checked(ADMIN_NAME, count, 0, None)


def _index_differences(session: Session, indexed: dict[int, tuple[str, int]]) -> list[str]:
    """Where ``admin_records`` (which row each event records) disagrees with the events: an
    index row moved or removed would hide a row's newest record from the services."""
    stored = {
        int(seq): (str(kind), int(row_id))
        for seq, kind, row_id in session.execute(
            select(m.AdminRecord.seq, m.AdminRecord.kind, m.AdminRecord.row_id)
        ).all()
    }
    return [
        f"administrative event {seq}: the index of recorded rows says "
        f"{stored.get(seq)!r}, the event {indexed.get(seq)!r}: changed outside the services"
        for seq in sorted(set(stored) | set(indexed))
        if stored.get(seq) != indexed.get(seq)
    ]


def _differences(session: Session, folded: dict[tuple[str, int], dict[str, Any]]) -> list[str]:
    """Every row that differs from the stream's last snapshot of it, is missing from the
    stream, or is missing from the database."""
    found: list[str] = []
    seen: set[tuple[str, int]] = set()
    for kind, spec in admin.KINDS.items():
        for row in session.scalars(select(spec.model).order_by(spec.model.id)).all():
            seen.add((kind, row.id))
            state = spec.snapshot(session, row)
            recorded = folded.get((kind, row.id))
            if recorded is None:
                found.append(
                    f"{spec.label} {row.id} is not on the record: added outside the services"
                )
                continue
            for field in sorted(set(state) | set(recorded)):
                if state.get(field) != recorded.get(field):
                    found.append(
                        f"{spec.label} {row.id}: {field} is {state.get(field)!r} in the database "
                        f"but {recorded.get(field)!r} on the record: changed outside the services"
                    )
    for kind, row_id in sorted(set(folded) - seen):
        found.append(
            f"{admin.KINDS[kind].label} {row_id} is on the record but not in the database: removed"
        )
    return found

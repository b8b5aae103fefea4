"""House rules as versions: published by a pit boss (who is its approver), never edited,
assigned to tables. A table adopts a newly assigned version from its next hand: the table
service writes the adoption into the stream once no hand is in play.

What a game computes from a version's rules (a house-way dealer's policy: seconds of search) is
computed when the version is published and kept in it (``complete``), so its adoption events
carry it and a table plays what was published, never computing it at a dealer's click. A
version stored before its game kept that is completed from the game's own store when a table
takes it up (``playable_rules_of``, ``with_playable_rules``); its stored text, and the events
that adopted it, stay as they were written.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterable
from datetime import UTC
from typing import Any

from sqlalchemy import func, insert, select
from sqlalchemy.orm import Session, aliased

from casino.games import game as game_named
from casino.games.capabilities import Prepare, Publish, Revenue
from casino.games.house_rules import HouseRules, RulesError
from casino.games.revenue import models_set, one_model_problem, over_caps
from casino.i18n import N_, _
from casino.pit_settings import PitSettings
from casino.services.errors import InputError, NotFound
from casino.services.log import log
from casino.services.pit.settings import ReadsPitSettings
from casino.services.users.auth import (
    NAME_LIMIT,
    SUPERVISORS,
    Actor,
    AuthService,
    Signature,
    require,
    signed_in,
    signer,
)
from casino.store import admin
from casino.store import models as m
from casino.store.codec import canonical
from casino.store.unit import Database


def rules_of(version: m.RuleVersion) -> HouseRules:
    rules: HouseRules = game_named(version.game).rules_type.from_dict(json.loads(version.rules))
    return rules


def complete(rules: HouseRules, announce: Callable[[], None] | None = None) -> HouseRules:
    """``rules`` with what their game computes for a version (``Publish``), what they carry
    kept: the game's own store supplies the rest (``announce`` is called before a computation
    of seconds)."""
    publish = game_named(rules.GAME).get(Publish)
    return rules if publish is None else publish.complete(rules, announce)


def playable_rules_of(version: m.RuleVersion) -> HouseRules:
    """A version's rules as a table plays and adopts them: ``complete``, so a version stored
    before its game kept what it computes is filled in, and its adoption carries it."""
    return complete(rules_of(version))


def with_playable_rules(state: Any) -> Any:
    """A table's state with its rules completed (``complete``): a table whose stream adopted
    a version stored before its game kept what it computes plays on with it filled in. The
    events stay as written; only the state in hand is completed."""
    rules = complete(state.rules)
    return state if rules is state.rules else dataclasses.replace(state, rules=rules)


def version_row(session: Session, version_id: int) -> m.RuleVersion:
    version = session.get(m.RuleVersion, version_id)
    if version is None:
        raise NotFound(_("there is no rules version with id {id}").format(id=version_id))
    return version


def warm(rules: HouseRules, announce: Callable[[], None] | None = None) -> None:
    """Do, once, whatever these rules need before their first hand (a house-way dealer's
    computed policy, loaded or computed into the disk cache), so no dealer's click waits
    seconds for it: the game's spec says what that is."""
    prepare = game_named(rules.GAME).get(Prepare)
    if prepare is not None:
        prepare.warm(rules, announce)


class RulesService(ReadsPitSettings):
    def __init__(self, db: Database, settings: PitSettings | None = None) -> None:
        self.db = db
        self._settings = settings


    def publish(
        self, actor: Actor, rules: HouseRules, name: str = "", *, approved_by: Signature
    ) -> int:
        """A new version of ``rules``' game, published by one supervisor and approved by
        another (their name and PIN): nobody approves the rules they wrote. The version
        keeps both, and when, for as long as the record is kept."""
        problems = rules.problems()
        if problems:
            raise RulesError(problems)
        revenue = game_named(rules.GAME).get(Revenue)
        if revenue is not None and (mixed := one_model_problem(revenue.of(rules))) is not None:
            raise InputError(_("not published: {problems}").format(problems=mixed))
        over = over_caps(revenue.of(rules), self.settings.house) if revenue is not None else []
        if over:
            raise InputError(_("not published: {problems}").format(problems="; ".join(over)))
        name = name.strip()
        if len(name) > NAME_LIMIT:
            raise InputError(
                _("a rules version's name is at most {limit} characters").format(limit=NAME_LIMIT)
            )
        rules = complete(rules.without_computed())  # computed here, never carried in
        warm(rules)
        to = N_("approve house rules")
        approver = AuthService(self.db).countersign(approved_by, to, SUPERVISORS, by=actor)
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)  # two pit bosses publishing at once number in turn
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("change house rules"))
            approver = signer(session, approver.user_id, SUPERVISORS, to)
            if approver.user_id == actor.user_id:
                raise InputError(
                    _(
                        "nobody approves the rules they publish: another pit boss or an "
                        "administrator approves them"
                    )
                )
            number = (
                session.scalar(
                    select(func.max(m.RuleVersion.version)).where(m.RuleVersion.game == rules.GAME)
                )
                or 0
            ) + 1
            version_id = session.execute(
                insert(m.RuleVersion)
                .values(
                    game=rules.GAME,
                    version=number,
                    name=name,
                    rules=canonical(rules.to_dict()).decode(),
                    created_by_id=actor.user_id,
                    approved_by_id=approver.user_id,
                )
                .returning(m.RuleVersion.id)
            ).scalar_one()
            detail = f"{rules.GAME} v{number} {name}".strip() + f", approved by {approver.name}"
            log(session, "rules published", detail, actor)
            admin.record(
                session, seal.key, "RulesPublished", "rules", version_id, actor.user_id,
                m.utcnow(),
            )
            return int(version_id)

    def assign(self, actor: Actor, table_id: int, version_id: int) -> None:
        """Play ``version_id`` at the table from its next hand."""
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("change a table's house rules"))
            version = version_row(session, version_id)
            table = session.get(m.CasinoTable, table_id)
            if table is None:
                raise NotFound(_("there is no table with id {id}").format(id=table_id))
            if table.game != version.game:
                raise InputError(
                    _("{table} plays {game}; these rules are {rules_game}").format(
                        table=table.name, game=table.game, rules_game=version.game
                    )
                )
            assigned = m.TableRules(
                table_id=table_id, rule_version_id=version_id, assigned_by_id=actor.user_id
            )
            session.add(assigned)
            session.flush()
            admin.record(
                session, seal.key, "RulesAssigned", "table_rules", assigned.id, actor.user_id,
                m.utcnow(),
            )
            log(
                session,
                "rules assigned",
                f"{table.name}: {version.game} v{version.version} from the next hand",
                actor,
                table_id,
            )

    def versions(self, game: str) -> list[dict[str, Any]]:
        with self.db.read() as session:
            rows = session.scalars(
                select(m.RuleVersion)
                .where(m.RuleVersion.game == game)
                .order_by(m.RuleVersion.version)
            ).all()
            return [
                {"id": r.id, "version": r.version, "name": r.name, "rules": json.loads(r.rules)}
                for r in rows
            ]

    def rules(self, version_id: int) -> HouseRules:
        with self.db.read() as session:
            return rules_of(version_row(session, version_id))

    def history(self, game: str) -> list[dict[str, Any]]:
        """``versions(game)`` with who published and approved each version and when, so the
        rules editor can show a pit boss whose rules a table plays. ``created_at`` is aware
        UTC whatever the backend keeps (SQLite keeps no zone); ``models``: the revenue models
        the version charges by (two in a version stored before the one-model ruling)."""
        creator, approver = aliased(m.User), aliased(m.User)
        with self.db.read() as session:
            rows = session.execute(
                select(m.RuleVersion, creator.name, approver.name)
                .join(creator, creator.id == m.RuleVersion.created_by_id)
                .join(approver, approver.id == m.RuleVersion.approved_by_id)
                .where(m.RuleVersion.game == game)
                .order_by(m.RuleVersion.version)
            ).all()
            found: list[dict[str, Any]] = []
            for version, created_by, approved_by in rows:
                stamp = version.created_at
                if stamp.tzinfo is None:
                    stamp = stamp.replace(tzinfo=UTC)
                found.append({
                    "id": version.id,
                    "version": version.version,
                    "name": version.name,
                    "rules": json.loads(version.rules),
                    "created_at": stamp,
                    "created_by": created_by,
                    "approved_by": approved_by,
                    "models": _models(rules_of(version)),
                })
            return found


def _models(rules: HouseRules) -> tuple[str, ...]:
    """The revenue models a version charges by: more than one only in a version stored before
    the one-model ruling, which keeps playing as recorded and the editor marks."""
    revenue = game_named(rules.GAME).get(Revenue)
    return models_set(revenue.of(rules)) if revenue is not None else ()


def table_currencies(session: Session, table_ids: Iterable[int]) -> dict[int, tuple[str, int]]:
    """Each table's currency and minor units, from the rules version assigned to it last
    (``("", 100)`` for a table with none): how its amounts are written on screen and paper."""
    out: dict[int, tuple[str, int]] = {}
    for table_id in sorted(set(table_ids)):
        rules = session.scalar(
            select(m.RuleVersion.rules)
            .join(m.TableRules, m.TableRules.rule_version_id == m.RuleVersion.id)
            .where(m.TableRules.table_id == table_id)
            .order_by(m.TableRules.id.desc())
            .limit(1)
        )
        data = json.loads(rules) if rules is not None else {}
        out[table_id] = (str(data.get("currency", "")), int(data.get("minor_units", 100)))
    return out

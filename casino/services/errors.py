"""What a service call can refuse with. Each message is written for the person at the
console: it names what was wrong and, where it can, what to do instead."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy.exc import DataError, DBAPIError, IntegrityError, SQLAlchemyError

from casino.games.spec import RuleViolation
from casino.i18n import N_, _
from casino.store.admin import RecordChanged
from casino.store.db import DatabaseError as DatabaseError
from casino.store.db import MissingFolder as MissingFolder

# ``DatabaseError`` (a database URL or configuration that cannot be used, the message says
# which and why) and ``MissingFolder`` (a SQLite file whose folder does not exist) are the
# store's, raised before any service runs: named here, so a caller catches them from the
# services.


class ServiceError(Exception):
    """A refused call; nothing was written."""


class AuthError(ServiceError):
    """A wrong name or PIN, or a sign-in that has ended."""


class Tampered(AuthError, RecordChanged):
    """A user's or a sign-in's row is not as the console sealed it: written outside the
    services. Refused, and put on the significant-events log by the unit of work."""


class PermissionDenied(ServiceError):
    """The signed-in user's role may not do this."""


class NotFound(ServiceError):
    """No such table, user, shift or rules version."""


class InputError(ServiceError):
    """A value that cannot be accepted (a bad amount, a missing reason, a closed table)."""


class Refused(InputError, RuleViolation):
    """A command the game's rules do not allow now (the engine's ``RuleViolation``, passed on
    as a service error so a console catches one kind): the message says why."""


class ConflictError(ServiceError):
    """Another console changed the table first; the view has been reloaded, so the dealer
    sees the table as it now is and can enter the action again if it still applies."""

    def __init__(self, message: str, seq: int | None = None) -> None:
        super().__init__(message)
        self.seq = seq


class Unreachable(Exception):
    """The services cannot be reached: the floor server is gone, or it cannot reach its
    database. Not a refusal: the console stops play, keeps what was being entered, and sends
    it again once they answer (``ui.console``), as it does when its own database is lost.

    The message is in the language being spoken; ``record`` is the same in English, as an
    outage's reason is written to the record and the journal."""

    def __init__(self, message: str = "", record: str | None = None) -> None:
        super().__init__(message)
        self.record = message if record is None else record


class DatabaseLost(Unreachable):
    """The database did not answer, or dropped the connection during a call: nothing was
    written (``database_errors``). ``reason`` is the driver's first line."""

    def __init__(self, reason: str) -> None:
        super().__init__(
            _(_CANNOT_BE_REACHED).format(reason=reason),
            record=_CANNOT_BE_REACHED.format(reason=reason),
        )
        self.reason = reason


_CANNOT_BE_REACHED = N_("the database cannot be reached ({reason})")


class DatabaseRefused(ServiceError):
    """The database answered and refused a value (too long for its column, out of range, a
    constraint the services did not word themselves): nothing was written."""

    def __init__(self, reason: str) -> None:
        super().__init__(
            _("the database refused this entry ({reason}); nothing was written").format(
                reason=reason
            )
        )
        self.reason = reason


@contextmanager
def database_errors() -> Iterator[None]:
    """Run the block with the database's own exceptions raised as the services' (the cause
    kept): a refused value as ``DatabaseRefused``, anything else from the database as
    ``DatabaseLost``. The console runs each call in it, so it shows one kind of refusal and
    stops play on one kind of loss, whichever database lies behind the services."""
    try:
        yield
    except (DataError, IntegrityError) as exc:
        raise DatabaseRefused(_reason(exc)) from exc
    except SQLAlchemyError as exc:
        raise DatabaseLost(_reason(exc)) from exc


def _reason(exc: SQLAlchemyError) -> str:
    """The driver's first line, without SQLAlchemy's background links."""
    original = exc.orig if isinstance(exc, DBAPIError) else exc
    first = str(original).strip().splitlines()
    return first[0][:200] if first else type(exc).__name__

"""What a service call can refuse with. Each message is written for the person at the
console: it names what was wrong and, where it can, what to do instead."""

from __future__ import annotations

from casino.games.spec import RuleViolation
from casino.store.admin import RecordChanged


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
    it again once they answer (``ui.console``), as it does when its own database is lost."""

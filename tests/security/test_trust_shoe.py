"""A shoe table's cards, as a dishonest dealer or anyone at a console would try to read them
(issue 33, item 7).

A command id's replay is an answer like any other: it is given only to a signed-in user who
may run that table, after the sign-in is checked, never before (a retry of the start of a hand
with no sign-in at all returned the start's outcome).
"""

from __future__ import annotations

import pytest
from store_fixtures import Staff, new_id, open_table

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import StartHand
from casino.services import Services
from casino.services.auth import Actor
from casino.services.errors import AuthError, PermissionDenied

pytestmark = pytest.mark.postgres
"""The replay's order of checks is the service's, on either database."""


def _started(services: Services, staff: Staff) -> tuple[int, str]:
    """A shoe table with a hand in play, and the id of the command that started it."""
    table = open_table(services, staff, "sekhoma", SekhomaRules(cards="shoe"))
    for seat, name in ((1, "Ann"), (2, "Bo")):
        services.tables.submit(staff.dealer, table, SeatPlayer(seat, name, 10_000), new_id())
    start = new_id()
    services.tables.submit(staff.dealer, table, StartHand(), start)
    return table, start


def test_a_command_ids_replay_is_answered_only_after_the_sign_in(
    services: Services, staff: Staff
) -> None:
    table, start = _started(services, staff)
    nobody = Actor(staff.dealer.user_id, staff.dealer.name, "dealer", "not-a-token")
    with pytest.raises(AuthError, match="is not signed in"):
        services.tables.submit(nobody, table, StartHand(), start)
    blank = Actor(staff.dealer.user_id, staff.dealer.name, "dealer", "")
    with pytest.raises(AuthError, match="is not signed in"):
        services.tables.submit(blank, table, StartHand(), start)

    # A sign-in that has ended is refused as well, and says why.
    dealer2 = services.auth.login("Sam Dealer", "2000", "second console")
    services.auth.logout(dealer2)
    with pytest.raises(AuthError, match="has ended"):
        services.tables.submit(dealer2, table, StartHand(), start)

    # A signed-in user who may not run a table gets no answer from its commands either.
    services.auth.add_user("Abe Accountant", "accounting", "482913", by=staff.admin)
    abe = services.auth.login("Abe Accountant", "482913", "test")
    with pytest.raises(PermissionDenied, match="run a table"):
        services.tables.submit(abe, table, StartHand(), start)

    # The dealer's own retry is still the first outcome, acting no more.
    again = services.tables.submit(staff.dealer, table, StartHand(), start)
    assert again.repeated
    assert services.tables.view(table).seq == again.seq

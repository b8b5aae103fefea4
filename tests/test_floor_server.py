"""The floor server on loopback: a console that holds no database, no key and no journal
plays through it, and every way the console might act beyond its sign-in is refused."""

from __future__ import annotations

from typing import Any

import pytest
from floor_fixtures import Floor
from store_fixtures import STAFF, Staff, new_id, open_table

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.auth import Actor
from casino.services.errors import ConflictError
from casino.services.tables import Outcome


def sign_in(floor: Floor, who: str, console: str = "T-01") -> tuple[Any, Actor]:
    remote = floor.console(console)
    name, _role, pin = STAFF[who]
    actor = remote.auth.login(name, pin, "ignored")
    return remote, actor


def test_a_dealer_plays_through_the_server_in_one_round_trip_a_click(
    floor: Floor, services: Services, staff: Staff
) -> None:
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    remote, dealer = sign_in(floor, "dealer")
    view = remote.tables.view(table)
    assert view == services.tables.view(table)
    before = remote.link.round_trips
    outcome = remote.tables.submit(
        dealer, table, SeatPlayer(1, "Ann", 5000), new_id(), expected_seq=view.seq
    )
    assert remote.link.round_trips == before + 1
    assert isinstance(outcome, Outcome)
    assert outcome.state == services.tables.view(table).state
    assert [type(e).__name__ for e in outcome.events] == ["PlayerSeated"]
    with pytest.raises(ConflictError) as conflict:
        remote.tables.submit(
            dealer, table, SeatPlayer(2, "Bob", 5000), new_id(), expected_seq=view.seq
        )
    assert conflict.value.seq == outcome.seq  # what the exception keeps crosses too

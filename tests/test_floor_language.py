"""A floor server speaks to each console in that console's language (issue 38): the words of
an answer are made in the language the call asked for, while another console, asking at the
same moment, is answered in its own."""

from __future__ import annotations

import threading

from floor_fixtures import Floor
from store_fixtures import STAFF

import casino.i18n
from casino.i18n import _
from casino.services.errors import AuthError

WRONG = "wrong name or PIN"


def _refusal(floor: Floor, console: str, name: str, ready: threading.Barrier) -> str:
    """The refusal a wrong sign-in at ``console`` is given, tried once every console is
    ready to try at the same moment."""
    remote = floor.console(console)
    assert remote.auth.has_users()  # the link is up before the race
    ready.wait(30)
    try:
        remote.auth.login(name, "000000", "ignored")
    except AuthError as exc:
        return str(exc)
    raise AssertionError(f"{name} signed in with a wrong PIN")


def test_a_russian_console_is_refused_in_russian_while_an_english_one_is_refused_in_english(
    floor: Floor,
) -> None:
    """T-01 speaks Russian (its calls carry ``lang``), T-02 English; each types a wrong PIN
    at the same moment. Fails if T-01's refusal is not the Russian catalogue's, or if T-02's
    is not the English, i.e. if one console's language leaks into the other's answer."""
    with casino.i18n.speaking("ru"):
        expected = _(WRONG)
    assert expected != WRONG, "the compiled Russian catalogue does not translate " + repr(WRONG)
    ready = threading.Barrier(2)
    said: dict[str, str] = {}
    failures: list[BaseException] = []

    def attempt(language: str | None, console: str, who: str) -> None:
        try:
            with casino.i18n.speaking(language):
                said[language or "en"] = _refusal(floor, console, STAFF[who][0], ready)
        except BaseException as exc:  # reported by the test's own thread
            failures.append(exc)
            ready.abort()

    threads = [
        threading.Thread(target=attempt, args=("ru", "T-01", "dealer")),
        threading.Thread(target=attempt, args=(None, "T-02", "dealer2")),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert not failures, failures
    assert said == {"ru": expected, "en": WRONG}

"""Sentences kept in English on the record, shown in the reader's language (issue 38): the
record never changes with the language, and the reader never reads the record's English."""

from __future__ import annotations

from casino.i18n import speaking
from casino.services.players.ratings import flag_words

FLAG = (
    "FC-4 seat 3 (#42118): skill index 0.55 over 30 decisions (24 best, 23 as the dealer "
    "would), 30 rounds, 1,300.00 Cr bet; theo at the game's edge 31.63 Cr, at this player's "
    "play -25.19 Cr: the game is negative for the house against this player"
)


def test_a_flag_reads_as_recorded_in_english_and_translated_elsewhere() -> None:
    assert flag_words(FLAG) == FLAG
    with speaking("pseudo"):
        shown = flag_words(FLAG)
    assert shown.startswith("⟦FC-4") and "1,300.00 Cr" in shown and "skill" not in shown
    with speaking("ru"):
        russian = flag_words(FLAG)
    assert "1\u00a0300,00 Cr" in russian and "0,55" in russian and "-25,19 Cr" in russian


def test_a_flag_of_another_shape_is_shown_as_stored() -> None:
    with speaking("ru"):
        assert flag_words("a note of another shape") == "a note of another shape"


def test_why_a_sign_in_ended_reads_as_stored_and_translated_elsewhere() -> None:
    from casino.services.users.auth import ended_words

    assert ended_words("deactivated by Pat Pitboss") == "deactivated by Pat Pitboss"
    with speaking("pseudo"):
        assert ended_words("deactivated by Pat Pitboss").startswith("⟦")
        assert "Pat Pitboss" in ended_words("deactivated by Pat Pitboss")
        assert ended_words("signed out").startswith("⟦")
        assert ended_words("an older reason") == "an older reason"

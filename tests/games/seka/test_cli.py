"""``casino simulate seka`` and the shared ``--game`` commands as Seka offers them (the
values and odds themselves are checked by ``test_values_independent``)."""

from __future__ import annotations

import json

import pytest

from casino.cli import main


def test_simulate_plays_svaras_and_accounts_for_every_chip(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status = main(["simulate", "seka", "--players", "6", "--hands", "400", "--seed", "5"])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "hands played      400" in out
    svaras = next(line for line in out.splitlines() if line.strip().startswith("svaras"))
    assert int(svaras.split()[1]) > 0
    assert "chips conserved: yes" in out


def test_simulate_refuses_more_players_than_the_rules_seat(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["simulate", "seka", "--players", "11", "--hands", "1"]) == 2
    assert "--players must be 2 to 10" in capsys.readouterr().err


def test_another_games_option_is_refused_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rank", "--profile", "seka-sixes", "1S 2M 3C 4R 5N 6P"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == "casino rank: --profile is not an option of --game sekhoma (it is for seka)"
    assert main(["odds", "--game", "fiddler-crab", "--pack", "24", "--json"]) == 2


def test_without_game_the_shared_commands_mean_what_they_always_did(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rank", "--json", "1S 2M 3C"]) == 0
    assert json.loads(capsys.readouterr().out)["category"] == "No Hand"
    assert main(["rank", "--game", "seka", "--json", "7C AH KH"]) == 0
    assert json.loads(capsys.readouterr().out) == {"cards": "7C AH KH", "value": 32}


def test_odds_json_is_the_contract(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "--game", "seka", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["hands"] == 7140
    assert found["values"]["7"] == {"count": 15, "fraction": "1/476"}
    assert sum(v["count"] for v in found["values"].values()) == 7140
    numerator, denominator = map(int, found["svara_two_players"].split("/"))
    assert 0 < numerator < denominator


def test_a_joker_where_the_pack_has_none_says_where_one_is(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rank", "--game", "seka", "AH JK KD"]) == 2
    err = capsys.readouterr().err
    assert "'JK' is not a card of the french-36 pack" in err
    assert "only in the seka-russian profile with the joker house rule set to real" in err

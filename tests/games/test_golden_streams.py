"""History stays readable: each game's golden event stream, written once by
``tests/fixtures/make_golden.py``, is read back by today's code to the same bytes.

A stored event is canonical JSON under its type tag; a refactor that renames a class, moves a
module or reshapes a field must still read every event ever written, or chains on disk stop
verifying. The files are pinned by their SHA-256 below, so nobody regenerates one to make
this test pass: a stream that no longer reads is a bug in the code, never in the file.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from casino.games import game, games
from casino.store.codec import CodecError, canonical
from casino.store.stream import Folded, from_data, to_data

GOLDEN = Path(__file__).resolve().parent.parent / "fixtures" / "golden"
PINNED = {
    "fiddler-crab": "530faa01bd811255306a4b5729c531d86b73f4f554c15dab0946d08842462918",
    "sekhoma": "d5ac8b47def2a6f317e173aef474eb49a1a99d619a74179b5d944c02e441d808",
    "seka": "01e6159a71ec66ef5ca89d969b11239ce2a4819c59bdc7ed14ba755847c6dcae",
    "hola": "c27d973b886330d1ad93997e514f0191ebad7e5d93b94f32f71a59af36af2eb7",
    "ristikontra": "13602f260fb4da15f203fc0416a5dec5b5cb77d95cb9e02de0c71948e71e639f",
    "sedma": "15f0be007784ff81c3e7a7441f8cae88fe5a24503c7502a83046659d4b62c998",
    "sej": "d7dd11bf242f5bb675ea112888f88ad0f30aa8d245d5b1e377f7667ec5148681",
}
"""Each file's SHA-256 as written. A game added later pins its own file here."""


@pytest.mark.parametrize("name", list(games()))
def test_every_game_keeps_a_golden_stream(name: str) -> None:
    path = GOLDEN / f"{name}.jsonl"
    assert path.exists(), f"{name} has no golden stream: run tests/fixtures/make_golden.py"
    assert name in PINNED, f"pin {path.name}'s SHA-256 in PINNED"
    assert hashlib.sha256(path.read_bytes()).hexdigest() == PINNED[name]


@pytest.mark.parametrize("name", sorted(PINNED))
def test_the_golden_stream_reads_back_to_the_same_bytes_and_folds(name: str) -> None:
    spec = game(name)
    lines = (GOLDEN / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    folded = Folded(spec)
    tags = set()
    for seq, line in enumerate(lines, 1):
        data = json.loads(line)
        tags.add(data["type"])
        event = from_data(spec, data)
        assert canonical(to_data(event)).decode() == line, f"line {seq} is written differently"
        folded.apply(seq, event, None, "")  # type: ignore[arg-type]
    assert folded.state is not None and spec.engine.phase(folded.state).hands_dealt > 0
    assert spec.engine.phase(folded.state).in_hand is False
    assert {t for t in tags if t != "RulesAdopted"} <= set(spec.vocabulary.events)
    assert sum(1 for line in lines if '"type":"RulesAdopted"' in line) >= 2  # live, then shoe


def test_a_changed_stream_is_caught(tmp_path: Path) -> None:
    """The byte check above can fail: a field written another way no longer matches."""
    name = sorted(PINNED)[0]
    line = (GOLDEN / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()[1]
    data = json.loads(line)
    data["unknown_field"] = 1
    with pytest.raises(CodecError, match="has no field 'unknown_field'"):
        from_data(game(name), data)

"""A first search over a library that takes long to index answers within the bounded wait, the indexing
goes on in the server process, and memo_status shows it without waiting (over tests/fakes.py's library
with a gated stand-in model: the pass takes exactly as long as the test holds the gate)."""
import re
import threading

import jsonschema
import pytest

from memo.mcp import call_tool, server
from memo.mcp._help import instructions

from budget import wait_for
from fakes import GatedEmbedder

NOTES = 30


def answered(name: str, arguments: dict):
    """call_tool's result, which must come while the gate is still closed (bounded by a hang deadline)."""
    box = []
    thread = threading.Thread(target=lambda: box.append(call_tool(name, arguments)), daemon=True)
    thread.start()
    wait_for(lambda: not thread.is_alive())
    assert box, f"{name} waited for the indexing"
    return box[0]


@pytest.fixture
def big(notes, fake_library, monkeypatch):
    """A collection of NOTES notes, a model that lets one call through and then holds the rest, and a
    short bounded wait (the gate, not the clock, decides whether the pass is done)."""
    folder = (notes / "big").resolve()
    folder.mkdir()
    for number in range(NOTES):
        (folder / f"n{number:02}.md").write_text(f"# Заметка {number}\nобщее слово номер{number}\n", encoding="utf-8")
    fake_library.fake_embedder = GatedEmbedder(free=1)
    monkeypatch.setattr(server, "_BUILD_WAIT", 0.05)
    yield folder
    fake_library.fake_embedder.gate.set()


def test_a_long_first_search_answers_within_the_wait_and_the_indexing_goes_on(big, fake_library):
    first = answered("memo_search", {"path": str(big), "query": "общее", "k": 50, "mode": "lex"})
    assert not first.is_error
    assert wait_for(fake_library.fake_embedder.blocked.is_set)  # 8 notes committed, the rest held
    result = answered("memo_search", {"path": str(big), "query": "общее", "k": 50, "mode": "lex"})
    warning, = result.structured["warnings"]
    done = int(re.fullmatch(re.escape(f"{big}: индексирование продолжается в фоне (готово заметок: ")
                            + rf"(\d+) из {NOTES}\); ищу по уже проиндексированному, повторите поиск позже",
                            warning)[1])
    assert 0 < done < NOTES and len(result.structured["hits"]) == done
    assert result.text.endswith(f"\n\nпредупреждение: {warning}")

    status = answered("memo_status", {"path": str(big)})
    assert status.text.endswith(f"; сейчас индексируется (готово заметок: {done} из {NOTES})")
    indexing = status.structured["collections"][0]["indexing"]
    assert indexing == {"notes_done": done, "notes_total": NOTES}
    jsonschema.validate(status.structured, next(t for t in server.tool_specs() if t["name"] == "memo_status")["output_schema"])

    fake_library.fake_embedder.gate.set()  # the indexing goes on to its end in the server process
    assert wait_for(lambda: call_tool("memo_status", {"path": str(big)}).structured["collections"][0]["indexing"] is None)
    after = call_tool("memo_search", {"path": str(big), "query": "общее", "k": 50, "mode": "lex"})
    assert after.structured["warnings"] == [] and len(after.structured["hits"]) == NOTES


def test_a_search_over_indexed_notes_answers_while_another_collection_is_built(big, notes, fake_library):
    fake_library.fake_embedder.gate.set()
    fake_library.index(notes / "infra")
    fake_library.fake_embedder = GatedEmbedder()
    answered("memo_search", {"path": str(big), "query": "общее", "mode": "lex"})
    assert wait_for(fake_library.fake_embedder.blocked.is_set)
    found = answered("memo_search", {"path": str(notes / "infra"), "query": "nexus", "mode": "lex"})
    assert [h["path"] for h in found.structured["hits"]] == [str(notes.resolve() / "infra/hosts.md")]


def test_the_instructions_tell_an_agent_to_repeat_a_search_made_during_indexing(notes):
    text = instructions(server.allowed_roots, server.configured_roots)
    assert ("Если memo_search предупреждает, что индексирование продолжается в фоне, его ответ неполон: "
            "повторите поиск позже (сколько готово, показывает memo_status).") in text

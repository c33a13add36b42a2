"""call_tool, the tools and allowed_roots over the real Library without the model (tests/fakes.py)."""
import json
import os
import re
import shutil
from pathlib import Path

import jsonschema
import pytest

from memo.index import IndexProgress
from memo.library import CollectionStatus, LibraryError
from memo.mcp import ToolResult, allowed_roots, call_tool, memo_reindex, memo_search, memo_status
from memo.mcp import server
from memo.mcp._schema import tool_specs

from fakes import hit


# --- allowed_roots ---------------------------------------------------------------------------------

def test_allowed_roots_from_env_list(tmp_path, monkeypatch):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir(), b.mkdir()
    monkeypatch.setenv("MEMO_ROOTS", f"{a}{os.pathsep} {os.pathsep}{b}")
    assert allowed_roots() == [a.resolve(), b.resolve()]


def test_allowed_roots_default_is_home(tmp_path, monkeypatch):
    monkeypatch.delenv("MEMO_ROOTS", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert allowed_roots() == [tmp_path.resolve()]
    monkeypatch.setenv("MEMO_ROOTS", "   ")
    assert allowed_roots() == [tmp_path.resolve()]


def test_allowed_roots_never_filesystem_root(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMO_ROOTS", f"/{os.pathsep}{tmp_path}")
    assert allowed_roots() == [tmp_path.resolve()]
    monkeypatch.setenv("MEMO_ROOTS", "/")
    assert allowed_roots() == []


def test_allowed_roots_expand_and_resolve_symlinks(tmp_path, monkeypatch):
    real = tmp_path / "real"
    real.mkdir()
    (tmp_path / "link").symlink_to(real)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("MEMO_ROOTS", "~/link")
    assert allowed_roots() == [real.resolve()]


# --- confinement -----------------------------------------------------------------------------------

def test_path_outside_roots_is_refused_with_hint(notes, fake_library, tmp_path):
    outside = tmp_path / "elsewhere"
    (outside / "c").mkdir(parents=True)
    (outside / "c" / "n.md").write_text("x")
    for tool in ("memo_search", "memo_status", "memo_reindex"):
        args = {"path": str(outside)} | ({"query": "x"} if tool == "memo_search" else {})
        result = call_tool(tool, args)
        assert result.is_error, tool
        assert result.text.startswith(f"путь {outside} вне разрешённых папок")
        assert "MEMO_ROOTS" in result.text
    assert fake_library.calls == []


def test_filesystem_root_is_refused_even_when_listed(notes, fake_library, monkeypatch):
    monkeypatch.setenv("MEMO_ROOTS", f"/{os.pathsep}{notes}")
    result = call_tool("memo_reindex", {"path": "/"})
    assert result.is_error and "MEMO_ROOTS" in result.text
    assert fake_library.calls == []


def test_dotdot_and_symlink_escapes_are_refused(notes, fake_library, tmp_path):
    secret = tmp_path / "secret"
    secret.mkdir()
    (secret / "s.md").write_text("пароль")
    (notes / "escape").symlink_to(secret)
    assert call_tool("memo_status", {"path": str(notes / "escape")}).is_error
    assert call_tool("memo_status", {"path": str(notes / ".." / "secret")}).is_error
    assert not call_tool("memo_status", {"path": str(notes / "infra" / ".." / "infra")}).is_error


def test_a_note_inside_roots_is_allowed(notes, fake_library):
    fake_library.hits = [hit(notes / "infra/hosts.md", 1, "Хосты", "nexus 76.117")]
    result = call_tool("memo_search", {"path": str(notes / "infra" / "hosts.md"), "query": "nexus"})
    assert not result.is_error
    assert fake_library.calls[0][1] == (notes / "infra" / "hosts.md").resolve()


# --- memo_search -----------------------------------------------------------------------------------

def test_search_text_is_path_line_heading_then_text(notes, fake_library):
    fake_library.hits = [hit(notes / "infra/hosts.md", 3, "Nexus", "nexus на 76.117", score=0.9, heading_line=2, end_line=4),
                         hit(notes / "infra/dns.md", 1, "DNS", "зона\nвторая строка", score=0.4)]
    result = call_tool("memo_search", {"path": str(notes), "query": "nexus", "k": 5, "mode": "lex"})
    assert result == ToolResult(
        f"{notes}/infra/hosts.md:3  Nexus  (строки 3–4, уверенность 0.90)\nnexus на 76.117\n\n"
        f"{notes}/infra/dns.md:1  DNS  (строка 1, уверенность 0.90)\nзона\nвторая строка",
        False, result.structured)
    assert fake_library.calls == [("search", notes.resolve(), "nexus", 5, "lex")]
    first = result.structured["hits"][0]
    assert first["path"] == f"{notes}/infra/hosts.md" and first["heading"] == "Nexus"
    assert (first["line"], first["end_line"], first["heading_line"]) == (3, 4, 2)
    assert first["text"] == "nexus на 76.117" and first["score"] == 0.9 and first["lex_rank"] == 1
    assert result.structured["warnings"] == []


def test_search_gives_confidence_and_notes_a_doubtful_top_hit(notes, fake_library):
    fake_library.hits = [hit(notes / "infra/hosts.md", 3, "Nexus", "nexus на 76.117", confidence=0.2345),
                         hit(notes / "infra/dns.md", 1, "DNS", "зона", confidence=0.9)]
    result = call_tool("memo_search", {"path": str(notes), "query": "nexus"})
    assert result.text == (f"{notes}/infra/hosts.md:3  Nexus  (строка 3, уверенность 0.23)\nnexus на 76.117\n\n"
                           f"{notes}/infra/dns.md:1  DNS  (строка 1, уверенность 0.90)\nзона"
                           "\n\n(низкая уверенность: подходящего ответа может не быть)")
    assert [h["confidence"] for h in result.structured["hits"]] == [0.234, 0.9]
    assert list(result.structured["hits"][0])[5:7] == ["score", "confidence"]
    fake_library.hits = fake_library.hits[::-1]
    assert "низкая уверенность" not in call_tool("memo_search", {"path": str(notes), "query": "nexus"}).text


def test_search_defaults_k8_hybrid(notes, fake_library):
    memo_search("вопрос", str(notes))
    call_tool("memo_search", {"path": str(notes), "query": "вопрос"})
    assert fake_library.calls == [("search", notes.resolve(), "вопрос", 8, "hybrid")] * 2


def test_search_nothing_found(notes, fake_library):
    result = call_tool("memo_search", {"path": str(notes), "query": "пусто", "mode": "lex"})
    assert (result.text, result.is_error, result.structured["hits"]) == ("ничего не найдено", False, [])


def test_search_runs_the_real_library(notes, fake_library):
    """No hand-made hits: the tool's text is what the library found in the notes."""
    result = call_tool("memo_search", {"path": str(notes), "query": "nexus", "mode": "lex"})
    assert not result.is_error
    assert result.text.startswith(f"{notes.resolve()}/infra/hosts.md:2  Хосты  (строка 2, уверенность ")
    assert "\nnexus 76.117" in result.text
    assert [h["path"] for h in result.structured["hits"]] == [f"{notes.resolve()}/infra/hosts.md"]


def test_search_no_collections(notes, fake_library):
    empty = notes / "empty"
    empty.mkdir()
    result = call_tool("memo_search", {"path": str(empty), "query": "x"})
    assert (result.text, result.is_error) == ("коллекции не найдены", False)
    assert result.structured == {"collections": [], "searched": 0, "hits": [], "warnings": []}


def test_search_warnings_are_appended(notes, fake_library):
    fake_library.hits = [hit(notes / "infra/hosts.md", 1, "Хосты", "текст")]
    fake_library.warnings = [f"{notes}/infra/bad.md: не UTF-8"]
    result = call_tool("memo_search", {"path": str(notes), "query": "x"})
    assert result.text == f"{notes}/infra/hosts.md:1  Хосты  (строка 1, уверенность 0.90)\nтекст\n\nпредупреждение: {notes}/infra/bad.md: не UTF-8"
    assert result.structured["warnings"] == fake_library.warnings


def test_search_while_the_watcher_starts_builds_only_what_it_did_not_plan_and_says_so(notes, fake_library, runtime_dir):
    """memo-watch over the roots is making its first passes: the agent gets what is indexed at once,
    with the notice and the collections not indexed yet, instead of indexing beside the watcher; a
    collection created after the watcher made its plan is indexed by the search itself."""
    from memo.config import mark_starting, starting_path

    fake_library.index(notes / "infra")
    (runtime_dir / "memo").mkdir()
    mark_starting([notes], [notes / "infra", notes / "life" / "books"])
    new = notes / "life" / "new"
    new.mkdir()
    (new / "door.md").write_text("# Склад\nкод двери 4417\n", encoding="utf-8")
    result = call_tool("memo_search", {"query": "4417", "mode": "lex"})
    assert not result.is_error and "builds by plan" in fake_library.calls[-1]
    assert [h["path"] for h in result.structured["hits"]] == [f"{new.resolve()}/door.md"]
    result = call_tool("memo_search", {"query": "nexus", "mode": "lex"})
    assert [h["path"] for h in result.structured["hits"]] == [f"{notes.resolve()}/infra/hosts.md"]
    assert result.structured["warnings"] == [
        "memo-watch ещё проверяет коллекции после запуска; ищу по тому, что уже проиндексировано",
        f"{notes.resolve()}/life/books: ещё не проиндексирована"]
    assert result.text.endswith("предупреждение: memo-watch ещё проверяет коллекции после запуска; ищу по тому, "
                                f"что уже проиндексировано\nпредупреждение: {notes.resolve()}/life/books: ещё не проиндексирована")
    assert not (notes / "life" / "books" / ".memo").exists()
    result = call_tool("memo_search", {"query": "4417", "mode": "lex", "path": str(new)})
    assert result.structured["warnings"] == [] and len(result.structured["hits"]) == 1  # nothing planned: no notice
    os.remove(starting_path())  # the watcher is listening now: a search builds what is missing again
    result = call_tool("memo_search", {"query": "роман", "mode": "lex"})
    assert "builds nothing" not in fake_library.calls[-1] and result.structured["warnings"] == []
    assert [h["path"] for h in result.structured["hits"]] == [f"{notes.resolve()}/life/books/b.md"]


def test_library_error_becomes_error_result(notes, fake_library):
    fake_library.fail = LibraryError("неизвестный режим поиска")
    result = call_tool("memo_search", {"path": str(notes), "query": "x"})
    assert result == ToolResult("неизвестный режим поиска", True, None)


def test_missing_path_is_library_error(notes, fake_library):
    result = call_tool("memo_status", {"path": str(notes / "nope")})
    assert result.is_error and "путь не найден" in result.text


def test_unexpected_exception_is_reported_not_raised(notes, fake_library, caplog):
    fake_library.fail = ZeroDivisionError("boom")
    result = call_tool("memo_search", {"path": str(notes), "query": "x"})
    assert result.is_error and result.text == "внутренняя ошибка: ZeroDivisionError: boom"
    assert "memo_search" in caplog.text


# --- memo_status / memo_reindex --------------------------------------------------------------------

def test_status_lines_per_collection(notes, fake_library):
    root = notes.resolve()
    result = call_tool("memo_status", {"path": str(notes)})
    assert result.text.split("\n") == [f"{root}/infra: индекса ещё нет (заметок: 2); он появится при первом поиске или memo index",
                                       f"{root}/life/books: индекса ещё нет (заметок: 1); он появится при первом поиске или memo index"]
    fake_library.index(root / "infra")
    result = call_tool("memo_status", {"path": str(notes)})
    lines = result.text.split("\n")
    assert re.fullmatch(re.escape(f"{root}/infra: файлов 2, чанков 2, индекс ") + r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d", lines[0]), lines
    assert lines[1].startswith(f"{root}/life/books: индекса ещё нет (заметок: 1)")
    assert [c["path"] for c in result.structured["collections"]] == [f"{root}/infra", f"{root}/life/books"]
    assert memo_status(str(notes)) == result


def test_status_while_the_watcher_starts_says_it_builds_what_it_planned(notes, fake_library, runtime_dir):
    """memo-watch's first passes hold infra: the agent is told the watcher builds it (so it need not
    reindex), in the text and in the structured content; books, not in the plan, keeps the usual line."""
    from memo.config import mark_starting, starting_path

    root = notes.resolve()
    (runtime_dir / "memo").mkdir()
    mark_starting([notes], [notes / "infra"])
    result = call_tool("memo_status", {"path": str(notes)})
    assert result.text.split("\n") == [f"{root}/infra: индекса ещё нет (заметок: 2); его строит memo-watch после запуска",
                                       f"{root}/life/books: индекса ещё нет (заметок: 1); он появится при первом поиске или memo index"]
    assert [c["planned"] for c in result.structured["collections"]] == [True, False]
    os.remove(starting_path())  # the watcher's start-up is over
    assert not any(c["planned"] for c in call_tool("memo_status", {"path": str(notes)}).structured["collections"])


def test_status_structured_content_is_the_library_data_in_its_schema(notes, fake_library):
    """One shape for `memo status --json` and memo_status: the library's CollectionStatus.data()."""
    root = notes.resolve()
    fake_library.index(root / "infra")
    result = call_tool("memo_status", {"path": str(notes)})
    expected = [status.data() for status in fake_library.status(root).statuses]
    total = {"collections": 2, "indexed": 1, "notes": 3, "chunks": 2}
    assert result.structured == {"collections": expected, "total": total, "omitted": 0} and expected[0]["indexed_at"]
    schema = {spec["name"]: spec for spec in tool_specs()}["memo_status"]["output_schema"]
    jsonschema.validate(result.structured, schema)
    writing = CollectionStatus(root / "infra", 3, True, 2, 2, 1.0e9, IndexProgress(root / "infra", 1, 3, 0, 0, 0))
    jsonschema.validate({"collections": [writing.data()], "total": total, "omitted": 0}, schema)
    assert set(schema["properties"]["collections"]["items"]["required"]) == set(writing.data())


def docs_tree(tmp_path: Path, monkeypatch) -> Path:
    """A folder of 25 one-note collections (d00..d24, the note of dNN says "номерNN"), allowed via MEMO_ROOTS."""
    root = tmp_path / "docs"
    for number in range(25):
        (root / f"d{number:02}").mkdir(parents=True)
        (root / f"d{number:02}" / "readme.md").write_text(f"# Пакет {number}\nописание номер{number}\n", encoding="utf-8")
    monkeypatch.setenv("MEMO_ROOTS", str(tmp_path))
    return root.resolve()


def test_status_over_many_collections_sums_them_up_and_lists_only_those_not_ready(tmp_path, fake_library, monkeypatch):
    """A docs tree of a thousand collections was 112 KB of an agent's context: over 20 collections the
    answer is one total line, the collections without an index or being built (20 at most), and a count
    of the rest; one folder's own status is as detailed as ever."""
    root = docs_tree(tmp_path, monkeypatch)
    schema = {spec["name"]: spec for spec in tool_specs()}["memo_status"]["output_schema"]
    result = call_tool("memo_status", {"path": str(root)})
    lines = result.text.split("\n")
    assert lines[0] == "коллекций 25, с индексом 0; заметок 25, чанков 0" and len(lines) == 22
    assert lines[1].startswith(f"{root}/d00: индекса ещё нет") and lines[20].startswith(f"{root}/d19: ")
    assert lines[21] == ("ещё коллекций: 5 (из них без индекса или строятся ещё 5; по одной папке — memo_status с её path)")
    assert (len(result.structured["collections"]), result.structured["omitted"]) == (20, 5)
    jsonschema.validate(result.structured, schema)
    fake_library.index(root)
    shutil.rmtree(root / "d07" / ".memo")
    result = call_tool("memo_status", {"path": str(root)})
    assert result.text.split("\n") == [
        "коллекций 25, с индексом 24; заметок 25, чанков 24",
        f"{root}/d07: индекса ещё нет (заметок: 1); он появится при первом поиске или memo index",
        "ещё коллекций: 24 (остальные с индексом, не строятся; по одной папке — memo_status с её path)"]
    assert [c["path"] for c in result.structured["collections"]] == [str(root / "d07")]
    assert result.structured["total"] == {"collections": 25, "indexed": 24, "notes": 25, "chunks": 24}
    jsonschema.validate(result.structured, schema)
    assert call_tool("memo_status", {"path": str(root / "d03")}).text.startswith(f"{root}/d03: файлов 1, чанков 1, индекс ")


def test_a_search_over_many_collections_names_twenty_of_them_and_counts_them_all(tmp_path, fake_library, monkeypatch):
    """The searched collections were listed whole in the structured answer: 56 KB of paths per search
    over a docs tree of 1,174 collections, for an answer of 3 KB."""
    root = docs_tree(tmp_path, monkeypatch)
    result = call_tool("memo_search", {"path": str(root), "query": "номер7", "mode": "lex"})
    assert result.structured["searched"] == 25
    assert result.structured["collections"] == [str(root / f"d{number:02}") for number in range(20)]
    assert [hit["path"] for hit in result.structured["hits"]] == [str(root / "d07" / "readme.md")]
    jsonschema.validate(result.structured, {spec["name"]: spec for spec in tool_specs()}["memo_search"]["output_schema"])
    small = call_tool("memo_search", {"path": str(root / "d03"), "query": "номер3", "mode": "lex"})
    assert (small.structured["collections"], small.structured["searched"]) == ([str(root / "d03")], 1)


def test_status_no_collections(notes, fake_library):
    (notes / "empty").mkdir()
    assert call_tool("memo_status", {"path": str(notes / "empty")}).text == "коллекции не найдены"


def test_reindex_reports_files(notes, fake_library):
    result = call_tool("memo_reindex", {"path": str(notes)})
    root = notes.resolve()
    assert result.text == f"{root}/infra: файлов 2\n{root}/life/books: файлов 1\nпереиндексировано файлов: 3"
    assert result.structured["files"] == 3
    assert fake_library.calls == [("reindex", root)]
    assert memo_reindex(str(notes)).text == result.text


def test_a_reindex_of_many_collections_names_twenty_and_counts_the_rest(tmp_path, fake_library, monkeypatch):
    root = docs_tree(tmp_path, monkeypatch)
    result = call_tool("memo_reindex", {"path": str(root)})
    lines = result.text.split("\n")
    assert lines[:20] == [f"{root}/d{number:02}: файлов 1" for number in range(20)]
    assert lines[20:] == ["ещё коллекций: 5", "переиндексировано файлов: 25"]
    assert (len(result.structured["collections"]), result.structured["omitted"], result.structured["files"]) == (20, 5, 25)
    jsonschema.validate(result.structured, {spec["name"]: spec for spec in tool_specs()}["memo_reindex"]["output_schema"])


def test_reindex_no_collections(notes, fake_library):
    (notes / "empty").mkdir()
    result = call_tool("memo_reindex", {"path": str(notes / "empty")})
    assert (result.text, result.is_error) == ("коллекции не найдены", False)
    assert result.structured == {"collections": [], "files": 0, "omitted": 0}


# --- argument checks -------------------------------------------------------------------------------

def test_unknown_tool():
    assert call_tool("memo_delete", {"path": "/"}) == ToolResult("unknown tool: memo_delete", True, None)


@pytest.mark.parametrize("args, expected", [
    ({}, "не указан обязательный аргумент query"),
    ({"path": "x"}, "не указан обязательный аргумент query"),
    ({"query": "x", "k": 0}, "аргумент k должен быть: целое число не меньше 1, получено 0"),
    ({"query": "x", "min_confidence": 1.5}, "аргумент min_confidence должен быть: число не меньше 0 не больше 1"),
    ({"query": "x", "min_confidence": "0.5"}, "аргумент min_confidence должен быть: число"),
    ({"path": 5, "query": "x"}, "аргумент path должен быть: строка"),
    ({"path": "x", "query": "x", "k": "3"}, "аргумент k должен быть: целое число"),
    ({"path": "x", "query": "x", "k": True}, "аргумент k должен быть: целое число"),
    ({"path": "x", "query": "x", "k": 2.5}, "аргумент k должен быть: целое число"),
    ({"path": "x", "query": "x", "mode": "fuzzy"}, "аргумент mode должен быть: одно из: hybrid, lex, vec"),
    ({"path": "x", "query": "x", "limit": 3}, "неизвестный аргумент limit"),
])
def test_bad_arguments_are_named(fake_library, args, expected):
    result = call_tool("memo_search", args)
    assert result.is_error and result.text.startswith("memo_search: ") and expected in result.text
    assert fake_library.calls == []


def test_arguments_not_an_object(fake_library):
    result = call_tool("memo_status", ["x"])
    assert result.is_error and "JSON-объектом" in result.text


def test_library_is_created_once(monkeypatch):
    created = []

    class Counting:
        def __init__(self, *a, **kw):
            created.append(self)

    monkeypatch.setattr(server, "Library", Counting)
    monkeypatch.setattr(server, "_library_instance", None)
    first, second = server._library(), server._library()
    assert first is second and len(created) == 1


def test_progress_notifications_sum_pieces_over_collections_so_they_only_grow(monkeypatch):
    import anyio

    import memo.mcp.server as server_module
    from memo.index import IndexProgress

    sent = []

    class Context:  # the SDK's request context: report_progress is a no-op without a progress token
        async def report_progress(self, progress, total, message):
            sent.append((progress, total, message))

    monkeypatch.setattr(server_module, "_PROGRESS_EVERY", 0.0)
    notifier = server_module._Notifier(Context())
    reports = [IndexProgress(Path("/n/a"), 1, 3, 5, 10, 1), IndexProgress(Path("/n/a"), 3, 3, 10, 10, 3),
               IndexProgress(Path("/n/b"), 1, 2, 3, 4, 1),
               # the search's refresh pass over /n/a after its build: nothing left to embed
               IndexProgress(Path("/n/a"), 3, 3, 0, 0, 0)]

    async def main():
        await anyio.to_thread.run_sync(lambda: [notifier(report) for report in reports])

    anyio.run(main)
    assert [(progress, total) for progress, total, _ in sent] == [(5, 10), (10, 10), (13, 14), (13, 14)]
    assert sent[2][2] == "индексирую /n/b: кусков 3 из 4, заметок 1 из 2"


def test_search_says_first_that_a_name_matches_no_note_and_folds_sections(notes, fake_library):
    from memo.searcher import Section

    fake_library.hits = [hit(notes / "infra/hosts.md", 3, "Nexus", "nexus на 76.117", confidence=0.1,
                             sections=(Section(7, "Zot", 0.2),), unmatched=("X-9000",))]
    result = call_tool("memo_search", {"path": str(notes), "query": "X-9000"})
    assert result.text.startswith("точного совпадения нет: «X-9000»\n\n")
    assert "также в заметке: строка 7 «Zot»" in result.text
    first = result.structured["hits"][0]
    assert first["unmatched"] == ["X-9000"] and first["sections"] == [{"line": 7, "heading": "Zot", "score": 0.2}]

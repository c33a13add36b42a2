"""Issue 9, faults 1-5 and 7 through the MCP tools with the real Library: nothing outside the allowed
root is read, created, changed or deleted; malformed paths and huge queries are ordinary answers."""
import os
import time
from pathlib import Path

import pytest

from memo.library import Library
from memo.mcp import allowed_roots, call_tool
from memo.mcp import server


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): (p.read_bytes() if p.is_file() else b"<dir>")
            for p in sorted(folder.rglob("*"))}


@pytest.fixture
def world(tmp_path, monkeypatch, model_dir):
    """$B/root (allowed) with a group folder linking to $B/outside, as in the issue."""
    root, outside = tmp_path / "root", tmp_path / "outside"
    write(root / "grp/inside/a.md", "# Заметка\nСервер nexus стоит в стойке.\n")
    write(outside / "secret.md", "# Секрет\nПароль от сейфа: 7391.\n")
    write(outside / ".memo/keep.txt", "файл пользователя")
    write(outside / "precious.txt", "")
    os.symlink(outside, root / "grp/out")
    monkeypatch.setenv("MEMO_ROOTS", str(root))
    library = Library(model_dir=model_dir, roots=allowed_roots())
    monkeypatch.setattr(server, "_library", lambda: library)
    yield root, outside
    library.close()


def test_search_does_not_reach_outside_through_a_symlinked_folder(world):
    root, outside = world
    before = snapshot(outside)
    result = call_tool("memo_search", {"path": str(root / "grp"), "query": "пароль от сейфа 7391"})
    assert not result.is_error, result.text
    assert all(not hit["path"].startswith(str(outside)) and "/out/" not in hit["path"]
               for hit in result.structured["hits"])
    assert any("символическая ссылка ведёт за пределы" in w for w in result.structured["warnings"])
    assert snapshot(outside) == before  # nothing read into an index, nothing created


def test_reindex_does_not_delete_outside(world):
    root, outside = world
    before = snapshot(outside)
    assert not call_tool("memo_reindex", {"path": str(root / "grp")}).is_error
    assert not call_tool("memo_status", {"path": str(root / "grp")}).is_error
    assert snapshot(outside) == before


def test_a_symlinked_index_file_is_refused_and_its_target_untouched(world):
    root, outside = world
    write(root / "coll/n.md", "# Н\nтекст\n")
    (root / "coll/.memo").mkdir()
    os.symlink(outside / "precious.txt", root / "coll/.memo/index.db")
    result = call_tool("memo_search", {"path": str(root / "coll"), "query": "текст"})
    assert result.is_error and "символическая ссылка" in result.text
    assert (outside / "precious.txt").read_bytes() == b""


def test_a_symlinked_note_leading_out_is_not_read(world):
    root, outside = world
    os.symlink(outside / "secret.md", root / "grp/inside/leak.md")
    result = call_tool("memo_search", {"path": str(root / "grp/inside"), "query": "пароль от сейфа 7391"})
    assert not result.is_error
    hits = result.structured["hits"]
    assert all("7391" not in h["text"] and "leak.md" not in h["path"] for h in hits)
    assert result.text.startswith("точного совпадения нет: «7391»")  # the value is in no note memo read
    assert any(w.startswith(f"{root / 'grp/inside/leak.md'}: пропущена") for w in result.structured["warnings"])
    named = call_tool("memo_search", {"path": str(root / "grp/inside/leak.md"), "query": "x"})
    assert named.is_error and named.text.startswith(f"путь {outside / 'secret.md'} вне разрешённых папок")


@pytest.mark.parametrize("path", ["/tmp/a\x00b", "/" + "x" * 5000])
def test_malformed_paths_are_ordinary_refusals(world, path):
    for tool in ("memo_search", "memo_status", "memo_reindex"):
        args = {"path": path} | ({"query": "x"} if tool == "memo_search" else {})
        result = call_tool(tool, args)
        assert result.is_error and result.text.startswith("недопустимый путь"), result.text
        assert len(result.text) < 300


def test_a_huge_query_answers_within_seconds_and_says_what_was_cut(world):
    root, _ = world
    call_tool("memo_search", {"path": str(root / "grp/inside"), "query": "сервер"})  # index and load first
    started = time.monotonic()
    result = call_tool("memo_search", {"path": str(root / "grp/inside"), "query": "сервер стойка " * 100_000})
    elapsed = time.monotonic() - started
    assert not result.is_error and result.structured["hits"]
    assert any(w.startswith("запрос обрезан") for w in result.structured["warnings"])
    assert elapsed < 15, elapsed  # unbounded it took minutes; bounded it is one model window


def test_the_server_library_is_confined_to_the_allowed_roots(tmp_path, monkeypatch):
    root, outside = tmp_path / "root", tmp_path / "outside"
    write(root / "grp/inside/a.md", "# А\nтекст\n")
    write(outside / "secret.md", "# С\nсекрет\n")
    os.symlink(outside, root / "grp/out")
    monkeypatch.setenv("MEMO_ROOTS", str(root))
    monkeypatch.setattr(server, "_library_instance", None)
    assert server._library().targets(root / "grp") == [root / "grp/inside"]


def test_the_server_library_observes_its_collections(tmp_path, monkeypatch):
    made = []
    monkeypatch.setenv("MEMO_ROOTS", str(tmp_path))
    monkeypatch.setattr(server, "_library_instance", None)
    monkeypatch.setattr(server, "Library", lambda **options: made.append(options) or object())
    server._library()
    assert made and made[0]["observe"] is True  # long-lived: refreshes follow change notifications

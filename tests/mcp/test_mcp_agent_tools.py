"""memo_get, memo_multi_get, tools without a path, annotations, help: against a fake Library (no model)."""
import os
import re

import pytest

from memo.mcp import call_tool, main, memo_get
from memo.mcp import server
from memo.mcp._get import TOTAL_CHARS
from memo.mcp._help import instructions
from memo.mcp._schema import tool_specs

LONG = "# Книга\n" + "".join(f"## Глава {i}\n" + "текст " * 60 + "\n" for i in range(1, 200))


def test_get_reads_the_section_around_a_line_with_numbers(notes, fake_library):
    (notes / "infra/hosts.md").write_text("# Хосты\nnexus 76.117\n\n## Прокси\nCaddy на 76.132\n", encoding="utf-8")
    result = call_tool("memo_get", {"path": str(notes / "infra/hosts.md"), "line": 5})
    assert not result.is_error
    assert result.text == (f"{notes.resolve()}/infra/hosts.md: строки 4–5 из 5, раздел «Прокси» (строка 4)\n"
                           "4\t## Прокси\n5\tCaddy на 76.132")
    data = result.structured
    assert (data["start_line"], data["end_line"], data["total_lines"], data["next_line"]) == (4, 5, 5, None)
    assert data["section"] == {"level": 2, "title": "Прокси", "line": 4}
    assert data["text"] == "## Прокси\nCaddy на 76.132" and data["outline"] == [] and data["warnings"] == []
    assert fake_library.calls == []


def test_get_of_a_long_note_gives_its_outline_and_a_way_on(notes, fake_library):
    (notes / "infra/book.md").write_text(LONG, encoding="utf-8")
    result = memo_get(str(notes / "infra/book.md"))
    assert len(result.text) < 22_000 and "оглавление (строка, заголовок):" in result.text
    assert result.structured["outline"][1] == {"level": 2, "title": "Глава 1", "line": 2}
    assert result.text.endswith(f"(показана часть; дальше — со строки {result.structured['next_line']})")
    limited = call_tool("memo_get", {"path": str(notes / "infra/book.md"), "line": 4, "lines": 2})
    assert (limited.structured["start_line"], limited.structured["end_line"]) == (4, 5)


@pytest.mark.parametrize("name, message", [
    ("infra/notes.txt", "не заметка Markdown"),
    ("infra/.hidden.md", "не лежит в коллекции"),
    (".git/x.md", "не лежит в коллекции"),
    ("infra/missing.md", "не найдена"),
])
def test_get_refuses_what_is_not_a_note_of_a_collection(notes, fake_library, name, message):
    path = notes / name
    path.parent.mkdir(exist_ok=True)
    if "missing" not in name:
        path.write_text("# секрет\n", encoding="utf-8")
    result = call_tool("memo_get", {"path": str(path)})
    assert result.is_error and message in result.text and result.structured is None


def test_get_is_confined_to_the_roots(notes, fake_library, tmp_path):
    outside = tmp_path / "outside.md"
    outside.write_text("# секрет\n", encoding="utf-8")
    (notes / "infra/link.md").symlink_to(outside)
    for path in (outside, notes / "infra/link.md", notes / ".." / "outside.md"):
        result = call_tool("memo_get", {"path": str(path)})
        assert result.is_error and "вне разрешённых папок" in result.text


def test_get_of_a_link_to_nothing_says_so_and_a_link_out_is_still_refused(notes, fake_library, tmp_path):
    """A note in an allowed folder that is a symbolic link leading nowhere is said to be one, naming its
    target, wherever it points (inside, or to a missing path outside): nothing is read through it. A
    link to an existing file outside, and a link to nothing that itself lies outside, are refused."""
    outside = tmp_path / "outside.md"
    outside.write_text("# секрет\n", encoding="utf-8")
    infra = notes / "infra"
    for name, target in (("inside.md", "gone.md"), ("away.md", "/nonexistent/dir/x.md"),
                         ("out.md", str(outside)), ("out-gone.md", str(tmp_path / "none.md"))):
        (infra / name).symlink_to(target)
    (tmp_path / "loose.md").symlink_to("/nonexistent/y.md")
    for name, target in (("inside.md", "gone.md"), ("away.md", "/nonexistent/dir/x.md"),
                         ("out-gone.md", str(tmp_path / "none.md"))):
        result = call_tool("memo_get", {"path": str(infra / name)})
        assert result.is_error and result.text == f"{infra / name}: символическая ссылка никуда не ведёт ({target})"
    for path in (infra / "out.md", tmp_path / "loose.md"):
        result = call_tool("memo_get", {"path": str(path)})
        assert result.is_error and "вне разрешённых папок" in result.text and "секрет" not in result.text
    hidden = infra / ".private"
    hidden.mkdir()
    for link in (hidden / "x.md", infra / ".y.md"):  # a hidden place: refused as hidden, its target not told
        link.symlink_to("/nonexistent/secret-target.md")
        result = call_tool("memo_get", {"path": str(link)})
        assert result.is_error and "скрытые файлы и папки memo не читает" in result.text and "secret" not in result.text
    both = call_tool("memo_multi_get", {"paths": [str(infra / "hosts.md"), str(infra / "away.md")]})
    assert both.structured["notes"][1] == {
        "path": str(infra / "away.md"), "error": f"{infra / 'away.md'}: символическая ссылка никуда не ведёт (/nonexistent/dir/x.md)"}


def test_get_checks_line_and_lines(notes, fake_library):
    note = str(notes / "infra/hosts.md")
    assert "аргумент line должен быть: целое число не меньше 1" in call_tool("memo_get", {"path": note, "line": 0}).text
    assert "строки 9 нет" in call_tool("memo_get", {"path": note, "line": 9}).text
    assert not call_tool("memo_get", {"path": note, "line": None, "lines": None}).is_error


def test_multi_get_reads_each_note_and_reports_each_failure(notes, fake_library, tmp_path):
    paths = [str(notes / "infra/hosts.md"), str(tmp_path / "outside.md"), str(notes / "infra/dns.md")]
    result = call_tool("memo_multi_get", {"paths": paths})
    assert not result.is_error
    notes_data = result.structured["notes"]
    assert [n.get("text") for n in notes_data] == ["# Хосты\nnexus 76.117", None, "# DNS\nзона"]
    assert "вне разрешённых папок" in notes_data[1]["error"] and result.structured["omitted"] == []
    assert result.text.split("\n\n")[1].startswith(f"ошибка: путь {tmp_path / 'outside.md'} вне")  # the path said once
    roundabout = f"{notes}/infra/../infra/gone.md"  # the message names the note resolved: the path as given leads
    assert call_tool("memo_multi_get", {"paths": [roundabout]}).text == (
        f"{roundabout}: ошибка: заметка не найдена: {notes.resolve()}/infra/gone.md")
    assert call_tool("memo_multi_get", {"paths": [str(tmp_path / "outside.md")]}).is_error
    assert call_tool("memo_multi_get", {"paths": []}).is_error


def test_a_place_copied_from_an_answer_is_read_there(notes, fake_library):
    """An agent passes "path:line" as memo_search shows it: the section around that line, not "не .md"."""
    (notes / "infra/hosts.md").write_text("# Хосты\nnexus 76.117\n\n## Прокси\nCaddy на 76.132\n", encoding="utf-8")
    hosts = str(notes / "infra/hosts.md")
    placed = call_tool("memo_get", {"path": f"{hosts}:5"})
    assert not placed.is_error and (placed.structured["start_line"], placed.structured["section"]["title"]) == (4, "Прокси")
    counted = call_tool("memo_get", {"path": f"{hosts}:4:1"}).structured
    assert (counted["start_line"], counted["end_line"]) == (4, 4)
    own = call_tool("memo_get", {"path": f"{hosts}:5", "line": 1, "lines": 2}).structured  # its own line wins
    assert (own["start_line"], own["end_line"]) == (1, 2)
    many = call_tool("memo_multi_get", {"paths": [f"{hosts}:5", f"{hosts}:0", f"{notes / 'infra/dns.md'}:1"]})
    assert [n.get("start_line") for n in many.structured["notes"]] == [4, None, 1]
    assert "строка и число строк начинаются с 1" in many.structured["notes"][1]["error"]
    assert many.text.split("\n\n")[1] == f"ошибка: {hosts}:0: строка и число строк начинаются с 1"


def test_multi_get_keeps_to_the_total_cap_and_lists_the_rest(notes, fake_library):
    names = [f"infra/book{i}.md" for i in range(4)]
    for name in names:
        (notes / name).write_text(LONG, encoding="utf-8")
    result = call_tool("memo_multi_get", {"paths": [str(notes / name) for name in names]})
    shown = len(result.structured["notes"])
    assert len(result.text) - len(result.text.split("\n")[-1]) <= TOTAL_CHARS
    assert 2 <= shown < 4 and result.structured["omitted"] == [str(notes / n) for n in names[shown:]]
    assert result.text.endswith(", ".join(result.structured["omitted"]))


def test_search_and_status_without_a_path_cover_the_roots(notes, fake_library, tmp_path, monkeypatch):
    other = tmp_path / "other"
    (other / "todo").mkdir(parents=True)
    (other / "todo/list.md").write_text("# Дела\n", encoding="utf-8")
    monkeypatch.setenv("MEMO_ROOTS", f"{notes}{os.pathsep}{other}")
    result = call_tool("memo_search", {"query": "дела", "min_confidence": 0.5})
    roots = [notes.resolve(), other.resolve()]
    assert not result.is_error and fake_library.calls == [("search", roots, "дела", 8, "hybrid", 0.5)]
    assert result.structured["collections"][-1] == str(other / "todo")
    status = call_tool("memo_status", {})
    assert [c["path"] for c in status.structured["collections"]] == [
        str(notes / "infra"), str(notes / "life/books"), str(other / "todo")]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d",
                        status.structured["collections"][0]["indexed_at"])
    assert len(status.text.split("\n")) == 3


def test_without_a_path_and_without_roots_the_agent_is_told_what_to_do(fake_library, monkeypatch):
    monkeypatch.delenv("MEMO_ROOTS", raising=False)
    for tool, args in (("memo_search", {"query": "x"}), ("memo_status", {})):
        result = call_tool(tool, args)
        assert result.is_error and "path не указан" in result.text and "MEMO_ROOTS" in result.text
    assert fake_library.calls == []


def test_a_broken_config_file_is_reported(fake_library, monkeypatch, tmp_path):
    monkeypatch.delenv("MEMO_ROOTS", raising=False)
    (tmp_path / "xdg/memo").mkdir(parents=True)
    (tmp_path / "xdg/memo/config.toml").write_text("roots = [", encoding="utf-8")
    result = call_tool("memo_status", {})
    assert result.is_error and "не удалось прочитать настройки" in result.text


def test_tools_carry_hints_and_output_schemas():
    specs = {spec["name"]: spec for spec in tool_specs()}
    assert list(specs) == ["memo_search", "memo_get", "memo_multi_get", "memo_status", "memo_reindex"]
    for name, spec in specs.items():
        hints = spec["annotations"]
        assert hints["read_only_hint"] is (name != "memo_reindex")
        assert hints["destructive_hint"] is (name == "memo_reindex")
        assert spec["output_schema"]["type"] == "object" and spec["output_schema"]["required"]
    hit = specs["memo_search"]["output_schema"]["properties"]["hits"]["items"]
    assert {"line", "end_line", "heading_line", "confidence"} <= set(hit["required"])


def test_instructions_name_the_roots(notes, monkeypatch, tmp_path):
    text = instructions(server.allowed_roots, server.configured_roots)
    assert f"Папки заметок пользователя: {notes.resolve()}." in text and "memo_get" in text
    monkeypatch.delenv("MEMO_ROOTS")
    monkeypatch.setenv("HOME", str(tmp_path))
    text = instructions(server.allowed_roots, server.configured_roots)
    assert "не настроены" in text and str(tmp_path.resolve()) in text and "path нужно указывать" in text


def test_help_version_and_bad_arguments(notes, capsys):
    for flag in ("-h", "--help"):
        assert main([flag]) == 0
        out = capsys.readouterr().out
        assert out.startswith("Использование: memo-mcp") and f"Сейчас разрешены: {notes.resolve()}" in out
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("memo-mcp ")
    assert main(["--serve"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("ошибка: memo-mcp не принимает аргумент «--serve»")

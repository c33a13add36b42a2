"""memo get, the user's roots when a path is left out, --min-confidence, status --json, help everywhere."""
import json
import os
from pathlib import Path

import pytest

from memo.cli import main

NOTE = "# Хосты\nnexus 76.117\n\n## Прокси\nCaddy на 76.132\nTraefik на 76.195\n"


@pytest.fixture
def note(tmp_path):
    path = tmp_path / "notes" / "infra" / "hosts.md"
    path.parent.mkdir(parents=True)
    path.write_text(NOTE, encoding="utf-8")
    return path


def test_get_a_line_prints_its_section_with_numbers(note, capsys):
    assert main(["get", f"{note}:5"]) == 0
    assert capsys.readouterr().out == (f"{note}: строки 4–6 из 6, раздел «Прокси» (строка 4)\n"
                                       "4\t## Прокси\n5\tCaddy на 76.132\n6\tTraefik на 76.195\n")


def test_get_with_a_count_and_the_whole_note(note, capsys):
    assert main(["get", f"{note}:4:2"]) == 0
    out = capsys.readouterr().out
    assert "4\t## Прокси\n5\tCaddy на 76.132\n(показана часть; дальше — со строки 6)" in out
    assert main(["get", str(note)]) == 0
    assert capsys.readouterr().out.startswith(f"{note}: строки 1–6 из 6\n1\t# Хосты\n")


def test_a_file_whose_name_has_a_colon_and_digits_is_read_as_it_is(tmp_path, capsys):
    odd = tmp_path / "встреча:12.md"
    odd.write_text("текст\n", encoding="utf-8")
    assert main(["get", str(odd)]) == 0
    assert "1\tтекст" in capsys.readouterr().out


@pytest.mark.parametrize("target, message, code", [
    ("{note}:9", "строки 9 нет", 1),
    ("{note}:0", "начинаются с 1", 2),
    ("{tmp}/x.txt", "не заметка Markdown", 1),
    ("{tmp}/nope.md", "не найдена", 1),
])
def test_get_refusals_are_one_line(note, tmp_path, capsys, target, message, code):
    (tmp_path / "x.txt").write_text("x")
    assert main(["get", target.format(note=note, tmp=tmp_path)]) == code
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_get_refuses_notes_in_hidden_folders_under_a_root(note, capsys, monkeypatch):
    hidden = note.parent.parent / ".trash" / "old.md"
    hidden.parent.mkdir()
    hidden.write_text("старое\n", encoding="utf-8")
    link = note.parent.parent.parent / "link"
    link.symlink_to(note.parent.parent)
    monkeypatch.setenv("MEMO_ROOTS", str(note.parent.parent))
    for path in (hidden, link / ".trash" / "old.md"):
        assert main(["get", str(path)]) == 1
        assert "не лежит в коллекции" in capsys.readouterr().err


def test_one_argument_of_search_is_the_question_asked_of_the_roots(fake_library, tmp_path, monkeypatch, capsys):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    monkeypatch.setenv("MEMO_ROOTS", f"{tmp_path / 'a'}{os.pathsep}{tmp_path / 'b'}")
    assert main(["search", "вопрос", "--min-confidence", "0.4"]) == 0
    assert fake_library.calls == [("search", [tmp_path / "a", tmp_path / "b"], "вопрос", 8, "hybrid", 0.4)]
    assert main(["search", str(tmp_path / "a"), "вопрос"]) == 0
    assert fake_library.calls[-1] == ("search", str(tmp_path / "a"), "вопрос", 8, "hybrid")


def test_status_and_index_without_a_path_use_the_roots_from_the_config_file(fake_library, tmp_path, capsys):
    (tmp_path / "xdg/memo").mkdir(parents=True)
    (tmp_path / "notes").mkdir()
    (tmp_path / "xdg/memo/config.toml").write_text(f'roots = ["{tmp_path / "notes"}"]\n', encoding="utf-8")
    assert main(["status"]) == 0
    assert main(["index"]) == 0
    assert fake_library.calls == [("status", [tmp_path / "notes"]), ("index", [tmp_path / "notes"])]


def test_index_and_status_take_several_folders(fake_library, tmp_path, capsys):
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "n.md").write_text(f"# {name}\nтекст\n", encoding="utf-8")
    assert main(["index", str(tmp_path / "a"), str(tmp_path / "b")]) == 0
    assert main(["status", str(tmp_path / "a"), str(tmp_path / "b"), "--json"]) == 0
    assert main(["status", str(tmp_path / "a")]) == 0
    assert fake_library.calls == [("index", [tmp_path / "a", tmp_path / "b"]),
                                  ("status", [tmp_path / "a", tmp_path / "b"]), ("status", str(tmp_path / "a"))]
    out = capsys.readouterr().out
    assert "итого: коллекций 2, обновлено заметок 2" in out and '"path": "' + str(tmp_path / "b") in out


def test_status_json_is_one_array_of_the_library_data(fake_library, folder, capsys):
    """One object per collection, the shape of memo_status (CollectionStatus.data); [] for none."""
    assert main(["status", str(folder), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == [{
        "path": str(folder / "infra"), "notes": 1, "indexed": False, "files": 0, "chunks": 0,
        "indexed_at": None, "indexing": None, "planned": False, "empty": 0}]
    fake_library.index(folder)
    assert main(["status", str(folder / "infra" / "hosts.md"), "--json"]) == 0
    out = capsys.readouterr().out
    assert json.loads(out) == [status.data() for status in fake_library.status(folder).statuses]
    assert json.loads(out)[0]["indexed"] is True and json.loads(out)[0]["files"] == 1
    (folder / "empty").mkdir()
    assert main(["status", str(folder / "empty"), "--json"]) == 0
    assert capsys.readouterr().out == "[]\n"
    assert main(["status", str(folder / "nope"), "--json"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("ошибка: путь не найден")


def test_without_a_path_and_without_roots_the_message_says_how_to_set_them(fake_library, capsys):
    for argv in (["search", "вопрос"], ["status"]):
        assert main(argv) == 1
        err = capsys.readouterr().err
        assert err.startswith("ошибка: путь не указан") and "MEMO_ROOTS" in err and "config.toml" in err
    assert fake_library.calls == []


def test_min_confidence_is_checked(fake_library, capsys):
    assert main(["search", "/n", "q", "--min-confidence", "1.5"]) == 2
    assert fake_library.calls == []


def test_memo_alone_and_h_everywhere_print_help(capsys):
    assert main([]) == 0
    assert "Commands:" in capsys.readouterr().out
    for argv in (["-h"], ["get", "-h"], ["search", "-h"], ["status", "-h"]):
        assert main(argv) == 0, argv
        assert "Usage: memo" in capsys.readouterr().out


def test_get_shows_control_characters_of_a_note_as_escapes(tmp_path, capsys):
    path = tmp_path / "notes" / "infra" / "evil.md"
    path.parent.mkdir(parents=True)
    path.write_text("# Заголовок \x1b[31m\nтекст\x07\n", encoding="utf-8")
    assert main(["get", str(path)]) == 0
    assert capsys.readouterr().out == (f"{path}: строки 1–2 из 2\n"
                                       "1\t# Заголовок \\x1b[31m\n2\tтекст\\x07\n")


@pytest.mark.parametrize("end", ["\r", "mixed"])
def test_a_hit_in_a_note_with_old_mac_line_ends_and_memo_get_agree_on_its_line(fake_library, tmp_path, capsys, end):
    """A note saved with "\r" alone (old Mac) was one line: every hit at line 1, its headings text."""
    folder = tmp_path / "notes" / "infra"
    folder.mkdir(parents=True)
    lines = ["# Хосты", "nexus 76.117", "", "## Прокси", "Caddy на 76.132", "Traefik на 76.195"]
    text = "\r".join(lines) + "\r" if end == "\r" else "# Хосты\r\nnexus 76.117\r\r\n## Прокси\nCaddy на 76.132\rTraefik на 76.195\n"
    (folder / "hosts.md").write_bytes(text.encode())
    assert main(["search", str(folder), "76.195", "--json", "--k", "1"]) == 0
    [hit] = json.loads(capsys.readouterr().out)
    assert (hit["heading_path"], hit["heading_line"], hit["line"], hit["end_line"]) == (["Хосты", "Прокси"], 4, 5, 6)
    assert main(["get", f"{hit['path']}:{hit['end_line']}"]) == 0
    assert capsys.readouterr().out == (f"{folder / 'hosts.md'}: строки 4–6 из 6, раздел «Прокси» (строка 4)\n"
                                       "4\t## Прокси\n5\tCaddy на 76.132\n6\tTraefik на 76.195\n")

"""Argument parsing, exit codes and output, over the real Library without the model (tests/fakes.py)."""
import json
from pathlib import Path

import pytest

from memo.cli import main
from memo.library import LibraryError

from fakes import hit


def test_index_command_parsed(fake_library, folder, capsys):
    assert main(["index", str(folder)]) == 0
    assert fake_library.calls == [("index", str(folder))]
    assert capsys.readouterr().out.split("\n")[-2] == "итого: коллекций 1, обновлено заметок 1"


def test_index_prints_each_collection_before_indexing_the_next(fake_library, tmp_path, capsys, monkeypatch):
    """A collection's line is printed when its pass ends, not after the whole run."""
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        (tmp_path / name / f"{name}.md").write_text(f"# Заметка\nтекст коллекции {name}\n", encoding="utf-8")
    printed, embed = [], fake_library.fake_embedder.embed_passages

    def embedding(texts):  # what stdout held when the model was asked for these texts
        printed.append((" ".join(texts), capsys.readouterr().out))
        return embed(texts)

    monkeypatch.setattr(fake_library.fake_embedder, "embed_passages", embedding)
    assert main(["index", str(tmp_path)]) == 0
    rest = capsys.readouterr().out
    before_b = "".join(out for texts, out in printed[:next(at for at, (texts, _) in enumerate(printed)
                                                              if "коллекции b" in texts) + 1])
    assert before_b == f"{tmp_path / 'a'}: обновлено 1, без изменений 0, удалено 0, встроено кусков 1\n"
    assert rest.split("\n")[-2:] == ["итого: коллекций 2, обновлено заметок 2", ""]


def test_index_names_the_changed_collections_and_ten_of_those_left_as_they_were(fake_library, tmp_path, capsys):
    """A docs tree or a journal of day folders: not a line per unchanged collection."""
    for number in range(13):
        (tmp_path / f"d{number:02}").mkdir()
        (tmp_path / f"d{number:02}" / "a.md").write_text(f"# День {number}\nзапись {number}\n", encoding="utf-8")
    assert main(["index", str(tmp_path)]) == 0
    assert len(capsys.readouterr().out.split("\n")) == 13 + 2  # every collection changed: named
    (tmp_path / "d12" / "a.md").write_text("# День 12\nдругая запись\n", encoding="utf-8")
    assert main(["index", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.split("\n")
    assert lines[:10] == [f"{tmp_path / f'd{n:02}'}: обновлено 0, без изменений 1, удалено 0, встроено кусков 0"
                          for n in range(10)]
    assert lines[10:] == [f"{tmp_path / 'd12'}: обновлено 1, без изменений 0, удалено 0, встроено кусков 1",
                          "итого: коллекций 13 (ещё 2 без изменений не названы), обновлено заметок 1", ""]


def test_search_defaults_are_k8_hybrid_no_json(fake_library, folder, capsys):
    assert main(["search", str(folder), "вопрос"]) == 0
    assert fake_library.calls == [("search", str(folder), "вопрос", 8, "hybrid")]
    assert f"  {folder}/infra/hosts.md:2  Хосты\n" in capsys.readouterr().out  # the vector lane finds the only note (its piece is line 2)


def test_search_flags_parsed(fake_library, folder, capsys):
    assert main(["search", str(folder), "вопрос", "--k", "3", "--mode", "lex", "--json"]) == 0
    assert fake_library.calls == [("search", str(folder), "вопрос", 3, "lex")]
    assert json.loads(capsys.readouterr().out) == []  # no note says "вопрос"


@pytest.mark.parametrize("argv", [
    ["search", "/tmp/x", "вопрос", "--k", "abc"],
    ["search", "/tmp/x", "вопрос", "--k", "0"],
    ["search", "/tmp/x", "вопрос", "--mode", "fuzzy"],
    ["search"],
    ["сломать"],
    ["get"],
    ["mcp-probe"],
    ["search", "/tmp/x", "q", "--unknown"],
])
def test_usage_errors_exit_2_with_a_message(fake_library, capsys, argv):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.strip() and "Traceback" not in err
    assert fake_library.calls == []


def test_failure_exits_1_with_message_and_no_traceback(fake_library, tmp_path, capsys):
    assert main(["search", str(tmp_path / "nope"), "q"]) == 1
    err = capsys.readouterr().err
    assert f"путь не найден: {tmp_path / 'nope'}" in err and "Traceback" not in err
    fake_library.fail = LibraryError("индекс не записать")
    assert main(["index", str(tmp_path)]) == 1
    assert capsys.readouterr().err == "ошибка: индекс не записать\n"


def test_unexpected_error_is_one_line(fake_library, folder, capsys):
    fake_library.fail = RuntimeError("boom")
    assert main(["index", str(folder)]) == 1
    err = capsys.readouterr().err
    assert "RuntimeError: boom" in err and "Traceback" not in err


def test_help_and_version(capsys):
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for command in ("index", "search", "status", "model", "mcp-probe"):
        assert command in out
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("memo ")


def test_help_texts_come_from_the_contract(capsys):
    from memo.cli._contract import CONTRACT
    assert main(["search", "--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    first = " ".join(CONTRACT["search"]["annotations"].split("\n\n")[0].split())
    assert first[:60] in out
    assert "сколько результатов вернуть" in out  # the `k` line of the annotation
    assert "вопрос своими словами" in out  # the `query` line


def test_human_output_format(fake_library, folder, capsys):
    fake_library.hits = [hit("/n/infra/hosts.md", 6, "Прокси", "Корпоративные домены\nчерез Caddy на 76.132.",
                             heading_path=("Хосты", "Прокси"), score=0.0312)]
    assert main(["search", str(folder), "прокси"]) == 0
    assert capsys.readouterr().out == (
        "0.031  /n/infra/hosts.md:6  Прокси\n"
        "       Корпоративные домены\n"
        "       через Caddy на 76.132.\n")


def test_low_confidence_of_the_top_hit_adds_one_line(fake_library, folder, capsys):
    fake_library.hits = [hit("/n/a.md", 1, "A", "текст", score=0.3, confidence=0.4321),
                         hit("/n/b.md", 1, "B", "ещё", score=0.2, confidence=0.9)]
    assert main(["search", str(folder), "q"]) == 0
    assert capsys.readouterr().out == (
        "0.300  /n/a.md:1  A\n       текст\n0.200  /n/b.md:1  B\n       ещё\n"
        "(низкая уверенность: подходящего ответа может не быть)\n")
    assert main(["search", str(folder), "q", "--json"]) == 0
    assert [h["confidence"] for h in json.loads(capsys.readouterr().out)] == [0.432, 0.9]
    fake_library.hits = fake_library.hits[::-1]
    assert main(["search", str(folder), "q"]) == 0
    assert "низкая уверенность" not in capsys.readouterr().out


def test_json_output_is_one_array_with_lane_details(fake_library, folder, capsys):
    fake_library.hits = [hit("/n/a.md", 4, "", "текст", lex_rank=None, vec_rank=1, exact=True, end_line=6, heading_line=2)]
    assert main(["search", str(folder), "q", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == [{"path": "/n/a.md", "line": 4, "end_line": 6, "heading_line": 2, "heading": "", "score": 0.5,
                     "confidence": 0.9, "text": "текст", "heading_path": [], "lex_rank": None, "vec_rank": 1,
                     "similarity": 0.8, "exact": True, "sections": [], "unmatched": [], "across": False, "lacking": []}]
    assert list(data[0])[5:7] == ["score", "confidence"]


def test_k_limits_hits(fake_library, folder, capsys):
    fake_library.hits = [hit(f"/n/{i}.md", 1, "h", "t", score=1.0 - i / 10) for i in range(5)]
    assert main(["search", str(folder), "q", "--k", "2", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 2


def test_root_without_collections_says_so(fake_library, tmp_path, capsys):
    assert main(["search", str(tmp_path), "q"]) == 0
    assert f"коллекции не найдены в {tmp_path}" in capsys.readouterr().err


def test_json_without_collections_is_an_empty_array(fake_library, tmp_path, capsys):
    assert main(["search", str(tmp_path), "q", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []


def test_cli_does_not_import_the_mcp_sdk_until_asked():
    """Cold start: the MCP SDK costs ~0.6 s to import and only mcp-probe needs it."""
    import subprocess
    import sys
    code = "import sys, memo.cli; print('mcp' in sys.modules, 'memo.mcp' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.split() == ["False", "False"], done.stderr


def test_ctrl_c_during_index_says_what_was_saved_and_exits_130(fake_library, folder, capsys):
    from memo.index import IndexProgress

    fake_library.progress = [IndexProgress(Path("/n/a"), 3, 9, 30, 90, 3), IndexProgress(Path("/n/b"), 2, 5, 9, 40, 2)]
    fake_library.fail = KeyboardInterrupt()
    assert main(["index", str(folder)]) == 130
    captured = capsys.readouterr()
    assert captured.err.strip().endswith("прервано; сохранено заметок: 5") and captured.out == ""


def test_ctrl_c_during_search_exits_130(fake_library, folder, capsys):
    fake_library.fail = KeyboardInterrupt()
    assert main(["search", str(folder), "q"]) == 130
    assert capsys.readouterr() == ("", "прервано\n")


def test_ctrl_c_on_the_quick_path_exits_130_as_the_full_command_line(fake_library, folder, capsys):
    from memo.cli import run_parsed

    fake_library.fail = KeyboardInterrupt()
    assert run_parsed("search", str(folder), "q") == 130
    assert capsys.readouterr() == ("", "прервано\n")


def test_waiting_for_another_writer_is_said_at_once(fake_library, folder, capsys):
    from memo.index import IndexProgress

    fake_library.progress = [IndexProgress(Path("/n/a"), 4, 9, 0, 0, 0, other=True)]
    assert main(["index", str(folder)]) == 0
    assert capsys.readouterr().err == "жду: индекс /n/a обновляется другим процессом (готово заметок: 4 из 9)\n"


def test_folded_sections_and_an_unmatched_name_are_printed(fake_library, folder, capsys):
    from memo.searcher import Section

    fake_library.hits = [hit("/n/a.md", 3, "A", "текст", heading_path=(), confidence=0.1,
                             sections=(Section(9, "Б", 0.4), Section(1, "", 0.3)), unmatched=("X-9000",))]
    assert main(["search", str(folder), "X-9000"]) == 0
    assert capsys.readouterr().out == (
        "точного совпадения нет: «X-9000»\n"
        "0.500  /n/a.md:3  A\n       текст\n       также в заметке: строка 9 «Б», строка 1\n"
        "(низкая уверенность: подходящего ответа может не быть)\n")
    assert main(["search", str(folder), "X-9000", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)[0]
    assert data["unmatched"] == ["X-9000"]
    assert data["sections"] == [{"line": 9, "heading": "Б", "score": 0.4}, {"line": 1, "heading": "", "score": 0.3}]


def test_respond_without_build_makes_no_index(fake_library, folder):
    from memo.cli import respond

    code, out, err = respond(fake_library, "search", str(folder), "nexus", build=False)
    assert (code, err) == (0, f"предупреждение: {folder / 'infra'}: ещё не проиндексирована\n")
    assert "hosts.md" not in out and not (folder / "infra" / ".memo").exists()
    assert "hosts.md" in respond(fake_library, "search", str(folder), "nexus")[1]


def test_respond_with_a_start_plan_builds_only_what_the_watcher_did_not_plan(fake_library, folder):
    """memo-watch is making its first passes over `folder` (planned: infra); a collection created since
    (new) is indexed by this search; the notice comes first when a planned one is searched."""
    from memo.cli import respond
    from memo.config import StartPlan

    new = folder / "new"
    new.mkdir()
    (new / "door.md").write_text("# Склад\nкод двери 4417\n", encoding="utf-8")
    plan = StartPlan({str(folder): ["infra"]})
    code, out, err = respond(fake_library, "search", str(folder), "4417", mode="lex", plan=plan)
    assert (code, err) == (0, "memo-watch ещё проверяет коллекции после запуска; ищу по тому, что уже "
                              f"проиндексировано\nпредупреждение: {folder / 'infra'}: ещё не проиндексирована\n")
    assert f"{new / 'door.md'}:2" in out and (new / ".memo").exists() and not (folder / "infra" / ".memo").exists()
    assert respond(fake_library, "search", str(new), "4417", mode="lex", plan=plan)[::2] == (0, "")  # no notice
    assert respond(fake_library, "search", str(new), "4417", mode="lex", plan=plan, json_output=True)[2] == ""


def test_status_with_a_start_plan_says_the_watcher_builds_what_it_planned(fake_library, folder):
    """memo-watch is making its first passes (planned: infra, no index yet): the status says so, in text
    and JSON, instead of "at the first search"; a collection created since keeps the usual line."""
    from memo.cli import respond
    from memo.config import StartPlan

    (folder / "new").mkdir()
    (folder / "new" / "door.md").write_text("# Склад\n", encoding="utf-8")
    plan = StartPlan({str(folder): ["infra"]})
    code, out, err = respond(fake_library, "status", str(folder), plan=plan)
    assert (code, err) == (0, "")
    assert out.split("\n") == [f"{folder / 'infra'}: индекса ещё нет (заметок: 1); его строит memo-watch после запуска",
                                f"{folder / 'new'}: индекса ещё нет (заметок: 1); он появится при первом поиске или memo index", ""]
    data = json.loads(respond(fake_library, "status", str(folder), json_output=True, plan=plan)[1])
    assert [(item["path"], item["planned"]) for item in data] == [(str(folder / "infra"), True), (str(folder / "new"), False)]
    assert not any(item["planned"] for item in json.loads(respond(fake_library, "status", str(folder), json_output=True)[1]))


def test_run_parsed_searches_with_the_start_plan(fake_library, folder, capsys):
    from memo.cli import run_parsed
    from memo.config import StartPlan

    assert run_parsed("search", str(folder), "nexus", mode="lex", plan=StartPlan({str(folder): ["infra"]})) == 0
    assert capsys.readouterr().err.startswith("memo-watch ещё проверяет коллекции после запуска")
    assert "builds by plan" in fake_library.calls[-1] and not (folder / "infra" / ".memo").exists()


@pytest.mark.parametrize("argv", [["status", "{tmp}"], ["status", "{tmp}/missing"], ["search", "{tmp}", "q"],
                                  ["search", "{tmp}/missing", "q", "--json"]])
def test_run_parsed_prints_what_main_prints(argv, tmp_path, capsys):
    from memo.cli import run_parsed

    argv = [a.format(tmp=tmp_path) for a in argv]
    code = main(argv)
    expected = capsys.readouterr()
    args = argv[1:3] if argv[0] == "search" else argv[1:2]
    assert run_parsed(argv[0], *args, json_output="--json" in argv) == code
    got = capsys.readouterr()
    assert (got.out, got.err) == (expected.out, expected.err) and (got.out or got.err)



def test_a_note_cannot_drive_the_terminal_through_text_output_but_json_keeps_it_exact(fake_library, folder, capsys):
    title, body = "Роутер \x1b]0;PWNED\x07", "пароль: \x1b[2J\x1b[Hтут\rскрыто\x9b31m\tтаб"
    fake_library.hits = [hit("/n/a.md", 1, title, body)]
    fake_library.warnings = ["заметка \x1b[31mкрасная"]
    assert main(["search", str(folder), "роутер"]) == 0
    shown = capsys.readouterr()
    assert shown.out == ("0.500  /n/a.md:1  Роутер \\x1b]0;PWNED\\x07\n"
                         "       пароль: \\x1b[2J\\x1b[Hтут\\x0dскрыто\\x9b31m\tтаб\n")
    assert shown.err == "предупреждение: заметка \\x1b[31mкрасная\n"
    assert main(["search", str(folder), "роутер", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)[0]
    assert (data["heading"], data["text"]) == (title, body)


def test_mcp_probe_shows_a_notes_control_characters_escaped(monkeypatch, capsys):
    import memo.mcp
    from memo.mcp import ToolResult

    calls = []
    monkeypatch.setattr(memo.mcp, "call_tool", lambda tool, arguments: calls.append((tool, arguments)) or
                        ToolResult("/n/a.md:1  Роутер \x1b]0;PWNED\x07\nтекст\tтаб", False, None))
    assert main(["mcp-probe", "--tool", "memo_search", "--args", '{"query": "роутер"}']) == 0
    assert capsys.readouterr().out == "/n/a.md:1  Роутер \\x1b]0;PWNED\\x07\nтекст\tтаб\n"
    assert calls == [("memo_search", {"query": "роутер"})]


def test_a_folder_left_out_by_memoignore_says_why_there_is_no_collection(fake_library, tmp_path, capsys):
    (tmp_path / "archive").mkdir()
    (tmp_path / "archive" / "old.md").write_text("# Старое\nтекст\n", encoding="utf-8")
    (tmp_path / ".memoignore").write_text("archive/\n", encoding="utf-8")
    assert main(["search", str(tmp_path / "archive"), "q"]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err == [f"предупреждение: {tmp_path / 'archive'}: пропущена: исключена правилами .memoignore",
                   f"коллекции не найдены в {tmp_path / 'archive'}"]

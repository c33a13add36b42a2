"""Issue 9, fault 7: every usage error is one Russian line with exit 2; a query may start with "-"."""
import re

import pytest

from memo.cli import main

CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


@pytest.mark.parametrize("argv, expected", [
    (["search", "/tmp/x", "вопрос", "--k", "0"], "--k: нужно целое число не меньше 1, получено «0»"),
    (["search", "/tmp/x", "вопрос", "--k", "abc"], "--k: нужно целое число не меньше 1, получено «abc»"),
    (["search", "/tmp/x", "вопрос", "--mode", "fuzzy"], "--mode: нужно одно из: hybrid, lex, vec, получено «fuzzy»"),
    (["search", "/tmp/x", "вопрос", "--kk", "3"], "неизвестный параметр --kk (есть: --k)"),
    (["search"], "не хватает вопроса: memo search [ПУТЬ] ВОПРОС"),
    (["get"], "не хватает аргумента ПУТЬ[:СТРОКА[:N]]"),
    (["search", "/tmp/x", "вопрос", "--k"], "параметру --k нужно значение"),
    (["search", "/tmp/x", "вопрос", "лишнее"], "лишние аргументы: лишнее"),
    (["сломать"], "неизвестная команда «сломать»"),
    (["mcp-probe"], "не хватает параметра --tool"),
    (["model", "--variant", "zz"], "--variant: нужно одно из: int8, q4, получено «zz»"),
])
def test_usage_errors_are_one_russian_line_with_exit_2(fake_library, capsys, argv, expected):
    assert main(argv) == 2
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("ошибка: ") and expected in lines[0] and CYRILLIC.search(lines[0])
    assert not re.search(r"\b(Error|Usage|Invalid|Missing|option)\b", lines[0])
    assert fake_library.calls == []


@pytest.mark.parametrize("query", ["-сервер", "-5 градусов", "-v"])
def test_a_query_that_starts_with_a_dash_works_without_double_dash(fake_library, folder, query):
    assert main(["search", str(folder), query, "--k", "2"]) == 0
    assert fake_library.calls == [("search", str(folder), query, 2, "hybrid")]


@pytest.mark.parametrize("query", ["--no-deps", "--tls-keylog"])
def test_a_flag_no_option_resembles_is_looked_up_without_double_dash(fake_library, folder, query):
    assert main(["search", str(folder), query, "--k", "2"]) == 0
    assert fake_library.calls == [("search", str(folder), query, 2, "hybrid")]


def test_a_flag_close_to_an_option_stays_an_error(fake_library, folder, capsys):
    assert main(["search", str(folder), "вопрос", "--jsn"]) == 2
    assert "неизвестный параметр --jsn (есть: --json)" in capsys.readouterr().err and fake_library.calls == []


def test_double_dash_still_works(fake_library, folder):
    assert main(["search", str(folder), "--", "-сервер"]) == 0
    assert fake_library.calls == [("search", str(folder), "-сервер", 8, "hybrid")]


@pytest.mark.parametrize("argv, typed, meant", [
    (["search", "-k", "1", "{folder}", "вопрос"], "-k", "--k"),
    (["search", "{folder}", "вопрос", "-json"], "-json", "--json"),
    (["search", "{folder}", "вопрос", "-mode", "lex"], "-mode", "--mode"),
])
def test_an_option_typed_with_one_dash_names_the_option_meant(fake_library, folder, capsys, argv, typed, meant):
    """Not read as a query starting with "-" (then "лишние аргументы" about the real query)."""
    assert main([arg.replace("{folder}", str(folder)) for arg in argv]) == 2
    assert capsys.readouterr().err == f"ошибка: неизвестный параметр {typed} (есть: {meant}); справка: memo search --help\n"
    assert fake_library.calls == []

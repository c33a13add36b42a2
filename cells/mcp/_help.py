"""What memo-mcp says about itself: the server's instructions to the agent, and --help / --version."""
from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

from memo.config import ConfigError

_HELP = """\
Использование: memo-mcp [-h | --help] [--version]

MCP-сервер memo для ИИ-агентов (stdio): поиск по Markdown-заметкам по смыслу и по точным значениям
и чтение найденного. Запускает его клиент (Claude Desktop, Claude Code, Cursor, VS Code), а не
человек: без аргументов сервер ждёт сообщений протокола на stdin.

Инструменты: memo_search (поиск), memo_get и memo_multi_get (чтение заметок с номерами строк),
memo_status (что проиндексировано), memo_reindex (перестроить индекс).

Папки заметок: переменная окружения MEMO_ROOTS (несколько через «{sep}») или roots = [...] в
{config}. Агенту разрешены только они (без настройки — домашняя папка), и без path поиск идёт по ним.
Сейчас разрешены: {roots}

Параметры:
  -h, --help  показать эту справку и выйти
  --version   показать версию и выйти"""


def instructions(allowed: Callable[[], list[Path]], configured: Callable[[], list[Path]]) -> str:
    """The server's instructions: what the tools are for, and which folders hold the user's notes."""
    text = ("Заметки пользователя в Markdown. memo_search находит куски заметок по смыслу и по точному "
            "значению и возвращает путь, строки и уверенность каждого ответа; memo_get читает заметку "
            "или раздел вокруг строки ответа (с номерами строк), memo_multi_get — несколько заметок; "
            "memo_status показывает коллекции и возраст индекса; memo_reindex перестраивает индекс. "
            "Если memo_search предупреждает, что индексирование продолжается в фоне, его ответ неполон: "
            "повторите поиск позже (сколько готово, показывает memo_status).")
    try:
        roots, named = allowed(), configured()
    except ConfigError as error:  # every tool call reports it too
        return f"{text} Настройки memo не читаются: {error}"
    shown = ", ".join(str(root) for root in roots) or "нет ни одной"
    if named:
        return f"{text} Папки заметок пользователя: {shown}. Без path memo_search и memo_status работают по ним."
    return (f"{text} Папки заметок не настроены (MEMO_ROOTS): разрешена {shown}, и path нужно указывать "
            "всегда — абсолютный путь к папке с заметками.")


def answer_arguments(args: list[str], version: str, allowed: Callable[[], list[Path]],
                     configured: Callable[[], list[Path]], config: Path) -> int:
    """Answer --help / --version (exit 0) or refuse anything else with one line (exit 2)."""
    if args == ["--version"]:
        print(f"memo-mcp {version}")
        return 0
    if args in (["-h"], ["--help"]):
        try:
            roots = ", ".join(str(root) for root in allowed()) or "нет ни одной"
            if not configured():
                roots += " (папки заметок не настроены)"
        except ConfigError as error:  # the help still shows, with the reason
            roots = f"не определить: {error}"
        print(_HELP.format(sep=os.pathsep, config=config, roots=roots))
        return 0
    print(f"ошибка: memo-mcp не принимает аргумент «{args[0]}»; справка: memo-mcp --help", file=sys.stderr)
    return 2

"""memo-watch's command line in memo's style: Russian help, -h/--help, --version, one-line usage errors."""
from __future__ import annotations

import argparse
import importlib.metadata
import re
import sys

_USAGE_HINT = "справка: memo-watch --help"
# argparse's English messages (it has no Russian catalogue) and what memo-watch says instead.
_MESSAGES = (
    (re.compile(r"unrecognized arguments: (.+)"), "неизвестный аргумент: {0}"),
    (re.compile(r"argument (\S+): invalid float value: (.+)"), "{0}: нужно число, получено {1}"),
    (re.compile(r"argument (\S+): expected one argument"), "{0}: нужно значение"),
)


class _UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):
        raise _UsageError(message)


class _Formatter(argparse.HelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None):
        super().add_usage(usage, actions, groups, "Использование: " if prefix is None else prefix)


def parse(argv: list[str] | None) -> argparse.Namespace | int:
    """The parsed arguments, or an exit code: 0 after --help / --version, 2 after a usage error."""
    parser = _Parser(prog="memo-watch", add_help=False, formatter_class=_Formatter,
                     description="Следит за заметками и держит индекс свежим до Ctrl+C.")
    parser._positionals.title = "аргументы"
    parser._optionals.title = "параметры"
    parser.add_argument("path", metavar="ПУТЬ", nargs="?",
                        help="заметка, коллекция или папка с коллекциями (без него: папки заметок из MEMO_ROOTS "
                             "или ~/.config/memo/config.toml)")
    parser.add_argument("--debounce", type=float, default=0.5, metavar="СЕКУНДЫ",
                        help="пауза после последней правки перед переиндексацией (0.5)")
    parser.add_argument("--reconcile", type=float, default=600.0, metavar="СЕКУНДЫ",
                        help="период полной сверки (600)")
    parser.add_argument("-h", "--help", action="help", help="показать эту справку и выйти")
    parser.add_argument("--version", action="version", version=f"memo-watch {_version()}",
                        help="показать версию и выйти")
    try:
        return parser.parse_args(argv)
    except SystemExit as done:  # --help and --version print and exit 0
        return int(done.code or 0)
    except _UsageError as error:
        print(f"ошибка: {_russian(str(error))}; {_USAGE_HINT}", file=sys.stderr)
        return 2


def _russian(message: str) -> str:
    for pattern, text in _MESSAGES:
        match = pattern.fullmatch(message)
        if match:
            return text.format(*match.groups())
    return message


def _version() -> str:
    try:
        return importlib.metadata.version("memo")
    except importlib.metadata.PackageNotFoundError:
        return "0"

import inspect
import json
import os
import sys
from pathlib import Path
from typing import Annotated, Literal

import typer
from typer.exceptions import TyperException

from memo.config import ConfigError, config_file, configured_roots
from memo.library import Library, LibraryError
from memo.model_store import ModelError, ModelStore
from memo.present import hit_data, hits_text, index_lines, warning_lines
from memo.reader import ReadError, read_view

from ._contract import CONTRACT
from ._get import parse_target, root_of
from ._output import fetch_line, progress_reporter

_app = typer.Typer(add_completion=False, rich_markup_mode=None, context_settings={"help_option_names": ["-h", "--help"]},
                   help="memo: поиск по заметкам в Markdown по смыслу и по точным значениям, без сети.")
_NOTE_CHARS = 20_000  # what memo get shows at once, as memo_get does


def index(path: str | None = None) -> int:
    with progress_reporter() as progress:
        result = Library().index(_where(path), progress)
    _print_warnings(result.warnings)
    for line in index_lines(result.reports):
        print(line)
    return 0


def search(path: str, query: str | None = None, k: int = 8, mode: Literal["hybrid", "lex", "vec"] = "hybrid", min_confidence: float = 0.0, json_output: bool = False) -> int:
    if query is None:  # one argument is the question, asked of the user's roots
        path, query = None, path
    where = _where(path)
    result = Library().search(where, query, k, mode, min_confidence)
    if not json_output and not result.collections:
        print(f"коллекции не найдены в {_shown(where)}", file=sys.stderr)
        return 0
    _print_warnings(result.warnings)
    if json_output:
        print(json.dumps([hit_data(hit) for hit in result.hits], ensure_ascii=False, indent=2))
    else:
        print(hits_text(result.hits))
    return 0


def status(path: str | None = None) -> int:
    where = _where(path)
    statuses = Library().status(where)
    if not statuses:
        print(f"коллекции не найдены в {_shown(where)}")
    for item in statuses:
        print(item.line())
    return 0


def get(target: str) -> int:
    path, line, lines = parse_target(target)
    print(read_view(path, line, lines, _NOTE_CHARS, root_of(path, configured_roots())).text())
    return 0


def _where(path: str | None) -> str | list[Path]:
    """The path given, or the user's library roots when it was left out."""
    if path is not None:
        return path
    roots = configured_roots()
    if not roots:
        raise ConfigError(f"путь не указан, а папки заметок не настроены: укажите путь, задайте MEMO_ROOTS "
                          f"или впишите roots = [\"~/notes\"] в {config_file()}")
    return roots


def _shown(where: str | list[Path]) -> str:
    return ", ".join(map(str, where)) if isinstance(where, list) else where


def model(dir: str | None = None, url: str | None = None, force: bool = False, variant: Literal["int8", "q4"] | None = None) -> int:
    store = ModelStore(Path(dir).expanduser() if dir else None, url)
    print(fetch_line(store.fetch(force, variant)))
    return 0


def mcp_probe(tool: str = "", args: str = "{}") -> int:
    try:
        arguments = json.loads(args)
    except json.JSONDecodeError as error:
        raise typer.BadParameter(f"не JSON: {error.msg}", param_hint="--args") from None
    if not isinstance(arguments, dict):
        raise typer.BadParameter("нужен JSON-объект", param_hint="--args")
    from memo.mcp import call_tool  # the MCP SDK costs ~0.6 s to import: only this command needs it

    result = call_tool(tool, arguments)
    print(result.text)
    return 1 if result.is_error else 0


def main(argv: list[str] | None = None) -> int:
    command = typer.main.get_command(_app)
    args = argv if argv is not None else sys.argv[1:]
    try:
        code = command.main(args=args or ["--help"], prog_name="memo", standalone_mode=False)
    except typer.Exit as done:
        return done.exit_code
    except typer.Abort:
        print("прервано", file=sys.stderr)
        return 1
    except TyperException as error:  # usage errors: unknown command or option, a bad value
        error.show(file=sys.stderr)
        return getattr(error, "exit_code", 2)
    except (LibraryError, ModelError, ReadError, ConfigError) as error:
        print(f"ошибка: {error}", file=sys.stderr)
        return 1
    except Exception as error:  # the last line of defence: a message, never a traceback
        if os.environ.get("MEMO_DEBUG"):
            raise
        print(f"ошибка: {type(error).__name__}: {error} (подробности: MEMO_DEBUG=1)", file=sys.stderr)
        return 1
    return code if isinstance(code, int) else 0


def _print_warnings(warnings: list[str]) -> None:
    for line in warning_lines(warnings):
        print(line, file=sys.stderr)


def _version(value: bool) -> None:
    if value:
        from memo import __version__
        print(f"memo {__version__}")
        raise typer.Exit()


@_app.callback()
def _root(version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                               help="показать версию и выйти")] = False) -> None:
    pass


_OPTION_RULES = {
    "k": {"min": 1},
    "min_confidence": {"min": 0.0, "max": 1.0},
}
# Positional arguments as usage shows them. path and query are positional even with a default: a
# path left out means the user's roots, and the one argument of search is its question.
_ARGUMENTS = {"path": "ПУТЬ", "query": "ВОПРОС", "target": "ПУТЬ[:СТРОКА[:N]]"}
_REQUIRED_OPTIONS = {"tool"}


def _param_help(annotations: str) -> dict[str, str]:
    """`name`: text lines of a contract annotation, as option and argument help."""
    helps: dict[str, str] = {}
    for line in annotations.split("\n"):
        line = line.strip()
        if line.startswith("`") and "`:" in line:
            name, text = line[1:].split("`:", 1)
            helps[name] = text.strip()
    return helps


def _register(function, name: str) -> None:
    """A typer command whose help texts come from the cell's contract (rendered into the docstring)."""
    entry = CONTRACT[function.__name__]
    helps = _param_help(entry["annotations"])
    parameters = []
    for param in inspect.signature(function).parameters.values():
        text = helps.get(param.name, "")
        if param.default is inspect.Parameter.empty or param.name in _ARGUMENTS:
            info = typer.Argument(help=text, show_default=False, metavar=_ARGUMENTS.get(param.name))
        else:
            flag = "--json" if param.name == "json_output" else "--" + param.name.replace("_", "-")
            info = typer.Option(flag, help=text, **_OPTION_RULES.get(param.name, {}))
            if param.name in _REQUIRED_OPTIONS:
                param = param.replace(default=...)
        parameters.append(param.replace(annotation=Annotated[param.annotation, info]))

    def command(**kwargs):
        return function(**kwargs)

    command.__signature__ = inspect.Signature(parameters)
    command.__doc__ = entry["annotations"].split("\n\n")[0]
    command.__name__ = function.__name__
    _app.command(name, help=command.__doc__)(command)  # -h too: commands inherit the app's help options


for _function, _name in ((index, "index"), (search, "search"), (status, "status"), (get, "get"),
                         (model, "model"), (mcp_probe, "mcp-probe")):
    _register(_function, _name)

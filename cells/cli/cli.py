import inspect
import json
import os
import sys
from pathlib import Path
from typing import Annotated, Literal

import typer
from typer._click.exceptions import NoArgsIsHelpError, NoSuchOption, UsageError
from typer.exceptions import TyperException

from memo.library import Library, LibraryError
from memo.model_store import ModelError, ModelStore

from ._contract import CONTRACT
from ._output import fetch_line, hits_json, hits_text, index_lines, progress_reporter
from ._usage import dash_query, usage_line

_app = typer.Typer(add_completion=False, no_args_is_help=True, rich_markup_mode=None,
                   help="memo: поиск по заметкам в Markdown по смыслу и по точным значениям, без сети.")


def index(path: str) -> int:
    library = Library()
    with progress_reporter() as progress:
        reports = library.index(path, progress)
    _print_warnings(library.warnings)
    for line in index_lines(reports):
        print(line)
    return 0


def search(path: str, query: str, k: int = 8, mode: Literal["hybrid", "lex", "vec"] = "hybrid", json_output: bool = False) -> int:
    library = Library()
    if not json_output and not library.targets(path):
        print(f"коллекции не найдены в {path}", file=sys.stderr)
        return 0
    hits = library.search(path, query, k, mode)
    _print_warnings(library.warnings)
    print(hits_json(hits) if json_output else hits_text(hits))
    return 0


def status(path: str) -> int:
    library = Library()
    statuses = library.status(path)
    _print_warnings(library.warnings)
    if not statuses:
        print(f"коллекции не найдены в {path}")
    for item in statuses:
        print(item.line())
    return 0


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
    args = list(argv if argv is not None else sys.argv[1:])
    try:
        try:
            code = _run(args)
        except NoSuchOption as error:  # a query starting with "-" ("-сервер", "-5"): read it as the query
            fixed = dash_query(args, error)
            if fixed is None:
                raise
            args = fixed
            code = _run(args)
    except typer.Exit as done:
        return done.exit_code
    except typer.Abort:
        print("прервано", file=sys.stderr)
        return 1
    except UsageError as usage:  # unknown command or option, a bad or missing value
        return _usage(usage, args)
    except TyperException as other:
        other.show(file=sys.stderr)
        return getattr(other, "exit_code", 2)
    except (LibraryError, ModelError) as failure:
        print(f"ошибка: {failure}", file=sys.stderr)
        return 1
    except Exception as unexpected:  # the last line of defence: a message, never a traceback
        if os.environ.get("MEMO_DEBUG"):
            raise
        print(f"ошибка: {type(unexpected).__name__}: {unexpected} (подробности: MEMO_DEBUG=1)", file=sys.stderr)
        return 1
    return code if isinstance(code, int) else 0


def _run(args: list[str]):
    command = typer.main.get_command(_app)
    return command.main(args=args, prog_name="memo", standalone_mode=False)


def _usage(error: UsageError, args: list[str]) -> int:
    """One Russian line and exit 2 (`memo` alone shows the help text)."""
    if isinstance(error, NoArgsIsHelpError):
        error.show(file=sys.stderr)
    else:
        print(f"ошибка: {usage_line(error, args, _COMMANDS, _OPTION_RULES)}", file=sys.stderr)
    return 2


def _print_warnings(warnings: list[str]) -> None:
    for warning in warnings:
        print(f"предупреждение: {warning}", file=sys.stderr)


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
}
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
        if param.default is inspect.Parameter.empty:
            info = typer.Argument(help=text, show_default=False)
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
    _app.command(name, help=command.__doc__)(command)


_COMMANDS = {"index": index, "search": search, "status": status, "model": model, "mcp-probe": mcp_probe}
for _name, _function in _COMMANDS.items():
    _register(_function, _name)

"""The full command line: the typer app built from the cell's commands and their contract texts.

Imported only when a command line is parsed here (cli's `main`), not on the client's quick path."""
import inspect
import sys
from typing import Annotated

import typer
from typer._click.exceptions import MissingParameter, NoSuchOption, UsageError
from typer.exceptions import TyperException

from ._contract import CONTRACT
from ._usage import dash_query, usage_line
from .cli import get, index, mcp_probe, model, search, status

_app = typer.Typer(add_completion=False, rich_markup_mode=None, context_settings={"help_option_names": ["-h", "--help"]},
                   help="memo: поиск по заметкам в Markdown по смыслу и по точным значениям, без сети.")


def parsed(args: list[str]) -> int | None:
    """The typer command line run (`_read`): typer's Exit gives its code, an abort (click's Ctrl+C) or
    a command's Ctrl+C a KeyboardInterrupt, any other typer error its own message."""
    try:
        return _read(args)
    except typer.Exit as done:
        return done.exit_code
    except _Interrupted:
        raise KeyboardInterrupt from None
    except typer.Abort as abort:  # click's name for Ctrl+C: said as everywhere else
        raise KeyboardInterrupt from abort
    except TyperException as error:
        error.show(file=sys.stderr)
        return getattr(error, "exit_code", 2)


def _read(args: list[str]) -> int | None:
    """Run `args`; a query starting with "-" ("-сервер", "-5") is read as the query; a usage error
    (unknown command or option, a bad or missing value) becomes one Russian line and exit 2."""
    try:
        try:
            return _run(args)
        except NoSuchOption as error:
            fixed = dash_query(args, error)
            if fixed is None:
                raise
            args = fixed
            return _run(args)
    except UsageError as error:
        return _usage(error, args)


def _run(args: list[str]):
    command = typer.main.get_command(_app)
    return command.main(args=args, prog_name="memo", standalone_mode=False)


def _usage(error: UsageError, args: list[str]) -> int:
    """One Russian line and exit 2 (`memo` alone shows the help text, see `main`)."""
    if isinstance(error, MissingParameter) and args[:1] == ["search"]:  # its one argument is the question
        line = "не хватает вопроса: memo search [ПУТЬ] ВОПРОС"
    else:
        line = usage_line(error, args, _COMMANDS, _OPTION_RULES)
    print(f"ошибка: {line}", file=sys.stderr)
    return 2


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


def _param_help(annotations: str) -> dict[str, str]:
    """`name`: text lines of a contract annotation, as option and argument help."""
    helps: dict[str, str] = {}
    for line in annotations.split("\n"):
        line = line.strip()
        if line.startswith("`") and "`:" in line:
            name, text = line[1:].split("`:", 1)
            helps[name] = text.strip()
    return helps


class _Interrupted(Exception):
    """Ctrl+C inside a command, carried past typer, which would make it a quiet exit 130."""


def _register(function, name: str) -> None:
    """A typer command whose help texts come from the cell's contract (rendered into the docstring)."""
    entry = CONTRACT[function.__name__]
    helps = _param_help(entry["annotations"])
    parameters = []
    for param in inspect.signature(function).parameters.values():
        text = helps.get(param.name, "")
        if param.name in _ARGUMENTS or (param.kind is not param.KEYWORD_ONLY and param.default is param.empty):
            info = typer.Argument(help=text, show_default=False, metavar=_ARGUMENTS.get(param.name))
        else:  # keyword-only without a default: a required option
            flag = "--json" if param.name == "json_output" else "--" + param.name.replace("_", "-")
            info = typer.Option(flag, help=text, **_OPTION_RULES.get(param.name, {}))
        parameters.append(param.replace(annotation=Annotated[param.annotation, info]))

    def command(**kwargs):
        try:
            return function(**kwargs)
        except KeyboardInterrupt as stop:
            raise _Interrupted from stop

    command.__signature__ = inspect.Signature(parameters)
    command.__doc__ = entry["annotations"].split("\n\n")[0]
    command.__name__ = function.__name__
    _app.command(name, help=command.__doc__)(command)  # -h too: commands inherit the app's help options


_COMMANDS = {"index": index, "search": search, "status": status, "get": get, "model": model,
             "mcp-probe": mcp_probe}
for _name, _function in _COMMANDS.items():
    _register(_function, _name)

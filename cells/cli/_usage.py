"""Usage errors of the command line as one Russian line (typer's own texts are English and multi-line)."""
from __future__ import annotations

import inspect
import re
import typing
from collections.abc import Callable
from difflib import SequenceMatcher

from typer._click.exceptions import BadOptionUsage, BadParameter, MissingParameter, NoSuchOption, UsageError

_QUOTED = re.compile(r"'([^']*)'")
_EXTRA = re.compile(r"\(([^()]*)\)\s*$")
_TYPO_RATIO = 0.75  # difflib's ratio: "--jsn"/"--json" 0.91, "--kk"/"--k" 0.86; "--no-deps"/"--mode" 0.67


def usage_line(error: UsageError, args: list[str], functions: dict[str, Callable], rules: dict[str, dict]) -> str:
    """The Russian message for a usage error of the command line `args`; `functions` maps command
    names to their functions, `rules` option names to their typer limits (e.g. {"k": {"min": 1}})."""
    if isinstance(error, MissingParameter):
        param = error.param
        if param is not None and param.param_type_name == "argument":
            return f"не хватает аргумента {param.metavar or param.name.upper()}"
        return f"не хватает параметра {_flag(param)}"
    if isinstance(error, BadParameter):
        function = functions.get(_command(error))
        expected = _expected(function, error.param.name, rules) if function and error.param else None
        if expected is None:
            return f"неверное значение {_flag(error.param)}: {error.message}"
        value = _given(error.param, args)
        return f"{_flag(error.param)}: нужно {expected}" + (f", получено «{value}»" if value is not None else "")
    if isinstance(error, NoSuchOption):
        typed, meant = error.option_name, sorted(error.possibilities or ())
        if not meant and (dashed := _long_form(error, args)):
            typed, meant = dashed[1:], [dashed]
        known = f" (есть: {', '.join(meant)})" if meant else ""
        return f"неизвестный параметр {typed}{known}; справка: memo {_command(error) or ''} --help".replace("  ", " ")
    if isinstance(error, BadOptionUsage):
        return f"параметру {error.option_name} нужно значение"
    message = error.message
    if message.startswith("No such command"):
        name = _QUOTED.search(message)
        return (f"неизвестная команда «{name.group(1) if name else ''}»; команды: "
                f"{', '.join(functions)}")
    if "unexpected extra argument" in message:
        extra = _EXTRA.search(message)
        return (f"лишние аргументы: {extra.group(1) if extra else ''} (запрос из нескольких слов "
                "возьмите в кавычки)")
    return f"неверный вызов: {message}"


def dash_query(args: list[str], error: NoSuchOption) -> list[str] | None:
    """`args` with a search query that starts with "-" (e.g. "-сервер", "-5", or a flag looked up as
    "--no-deps", an unknown option no option's name is close to) moved after "--", so it is read as
    the query; None when the unknown option is not such a query (a typo of "--json", or an option
    typed with one dash, "-k", stays an error that names the option meant)."""
    flag = error.option_name.startswith("--")
    if not args or args[0] != "search" or (flag and _typo(error)) or _long_form(error, args):
        return None  # "-k" is "--k" typed with one dash, not a query
    for position, arg in enumerate(args):
        if arg == "--":
            return None
        if arg.startswith(error.option_name) and (flag or not arg.startswith("--")):
            return args[:position] + args[position + 1:] + ["--", arg]
    return None


def _typo(error: NoSuchOption) -> bool:
    """The unknown option is close to a known one ("--jsn" and "--json"; click also offers "--mode" for
    "--no-deps", which is no typo of it)."""
    return any(SequenceMatcher(None, error.option_name, known).ratio() >= _TYPO_RATIO for known in error.possibilities or ())


def _long_form(error: NoSuchOption, args: list[str]) -> str | None:
    """The command's option that the unknown one is with a dash missing ("-k" for "--k"; "-json", which
    click reads as "-j" and more), or None."""
    command = error.ctx.command if error.ctx is not None else None
    known = {name for param in (command.params if command is not None else ()) for name in getattr(param, "opts", ())}
    typed = [error.option_name, *(arg for arg in args if arg.startswith(error.option_name) and not arg.startswith("--"))]
    return next(("-" + each for each in typed if "-" + each in known), None)


def _command(error: UsageError) -> str | None:
    return error.ctx.command.name if error.ctx is not None and error.ctx.command is not None else None


def _flag(param) -> str:
    if param is None:
        return "параметра"
    return param.opts[0] if getattr(param, "opts", None) else param.name


def _given(param, args: list[str]) -> str | None:
    """The value typed for an option on the command line ("--k 0" or "--k=0")."""
    for flag in getattr(param, "opts", []):
        for position, arg in enumerate(args):
            if arg == flag and position + 1 < len(args):
                return args[position + 1]
            if arg.startswith(flag + "="):
                return arg[len(flag) + 1:]
    return None


def _expected(function: Callable, name: str, rules: dict[str, dict]) -> str | None:
    """What a parameter accepts, from the command function's annotation and the option's limits."""
    parameter = inspect.signature(function).parameters.get(name)
    if parameter is None:
        return None
    annotation = parameter.annotation
    options = [a for a in typing.get_args(annotation) if a is not type(None)]
    if typing.get_origin(annotation) is typing.Literal:
        return "одно из: " + ", ".join(typing.get_args(annotation))
    literal = [a for a in options if typing.get_origin(a) is typing.Literal]
    if literal:
        return "одно из: " + ", ".join(typing.get_args(literal[0]))
    if annotation is int:
        minimum = rules.get(name, {}).get("min")
        return "целое число" + (f" не меньше {minimum}" if minimum is not None else "")
    return None

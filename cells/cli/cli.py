import io
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from memo.config import ConfigError, StartPlan, configured_roots, required_roots
from memo.library import Library, LibraryError
from memo.model_store import ModelError, ModelStore
from memo.present import hit_data, hits_text, index_line, index_total, terminal_text, warning_lines
from memo.reader import ReadError, read_view

from ._output import fetch_line, progress_reporter

_INTERRUPTED = 130  # the shell's code for a process ended by SIGINT
_NOTE_CHARS = 20_000  # what memo get shows at once, as memo_get does
_SHOWN_UNCHANGED = 10  # collections left as they were that memo index names one by one (memo-watch's ten too)


def index(path: list[str] | None = None) -> int:
    printer = _CollectionLines()
    try:
        with progress_reporter() as reporter:
            result = Library().index(_where(path), reporter.report, done=printer.done)
    except KeyboardInterrupt:  # what was committed stays in the index; the next run goes on from there
        print(f"прервано; сохранено заметок: {reporter.saved}", file=sys.stderr)
        return _INTERRUPTED
    _print_warnings(result.warnings)
    print(index_total(result.reports, printer.hidden))
    return 0


class _CollectionLines:
    """A collection's line the moment its pass ends (`tail -f` of a redirected memo index follows it);
    of the collections a pass left as they were, only the first `_SHOWN_UNCHANGED`: a docs tree or a
    journal of a thousand day folders is not a thousand "обновлено 0" lines."""

    def __init__(self):
        self.hidden = 0
        self._unchanged = 0

    def done(self, collection: Path, report) -> None:
        if not (report.updated or report.removed or report.embedded or report.moved):
            self._unchanged += 1
            if self._unchanged > _SHOWN_UNCHANGED:
                self.hidden += 1
                return
        print(index_line(collection, report), flush=True)


def search(path: str, query: str | None = None, k: int = 8, mode: Literal["hybrid", "lex", "vec"] = "hybrid", min_confidence: float = 0.0, json_output: bool = False) -> int:
    if query is None:  # one argument is the question, asked of the user's roots
        path, query = None, path
    return _emit(respond(Library(), "search", _where(path), query, k, mode, json_output, min_confidence))


def status(path: list[str] | None = None, json_output: bool = False) -> int:
    return _emit(respond(Library(), "status", _where(path), json_output=json_output))


def respond(library: Library, command: str, path: str | list[Path], query: str = "", k: int = 8, mode: str = "hybrid", json_output: bool = False, min_confidence: float = 0.0, build: bool = True, plan: StartPlan | None = None) -> tuple[int, str, str]:
    out, err, code = io.StringIO(), io.StringIO(), 0
    try:
        if command == "search":
            _search(library, path, query, k, mode, json_output, min_confidence, out, err, build, plan)
        elif command == "status":
            _status(library, path, json_output, out, err, plan)
        else:
            raise ValueError(f"unknown command {command!r}")
    except (LibraryError, ModelError) as error:
        print(_error_line(error), file=err)
        code = 1
    return code, _shown_text(out.getvalue(), json_output), terminal_text(err.getvalue())


def _shown_text(out: str, json_output: bool) -> str:
    """stdout as it reaches the terminal: a note's text cannot drive it; JSON stays exact."""
    return out if json_output else terminal_text(out)


def _search(library, path, query: str, k: int, mode: str, json_output: bool, min_confidence: float, out, err,
            build: bool = True, plan: StartPlan | None = None) -> None:
    with progress_reporter() as reporter:  # indexing inside a search shows progress on this process's stderr
        result = library.search(path, query, k, mode, reporter.report, min_confidence=min_confidence,
                                build=build if plan is None else plan.builds)
    notice = plan.notice(result.collections) if plan is not None else None
    if notice is not None:  # memo-watch's start-up builds some of these: they are searched as they stand
        print(notice, file=err)
    _print_warnings(result.warnings, err)  # first: they may say why there is no collection (.memoignore)
    if not json_output and not result.collections:
        print(f"коллекции не найдены в {_shown(path)}", file=err)
        return
    if json_output:
        print(json.dumps([hit_data(hit) for hit in result.hits], ensure_ascii=False, indent=2), file=out)
    else:
        print(hits_text(result.hits), file=out)


def _status(library, path, json_output: bool, out, err, plan: StartPlan | None = None) -> None:
    result = library.status(path, None if plan is None else plan.holds)
    _print_warnings(result.warnings, err)
    if json_output:
        print(json.dumps([item.data() for item in result.statuses], ensure_ascii=False, indent=2), file=out)
        return
    if not result.statuses:
        print(f"коллекции не найдены в {_shown(path)}", file=out)
    for item in result.statuses:
        print(item.line(), file=out)


def get(target: str) -> int:
    from ._get import parse_target, root_of  # it raises typer's BadParameter: only for memo get

    path, line, lines = parse_target(target)
    print(terminal_text(read_view(path, line, lines, _NOTE_CHARS, root_of(path, configured_roots())).text()))
    return 0


def _where(path: str | list[str] | None) -> str | list[Path]:
    """The path given (one, or the paths of a list), or the user's library roots when none was."""
    if path is None or path == []:
        return required_roots()
    if isinstance(path, str):
        return path
    return path[0] if len(path) == 1 else [Path(each) for each in path]


def _shown(where: str | list[Path]) -> str:
    return ", ".join(map(str, where)) if isinstance(where, list) else where


def _emit(reply: tuple[int, str, str]) -> int:
    code, out, err = reply
    sys.stdout.write(out)
    sys.stderr.write(err)
    return code


def model(dir: str | None = None, url: str | None = None, force: bool = False, variant: Literal["int8", "q4"] | None = None, verify: bool = False) -> int:
    store = ModelStore(Path(dir).expanduser() if dir else None, url)
    if verify:
        files = store.verify()
        print(f"модель в {store.directory} цела: SHA-256 совпадает у {len(files)} файлов ({', '.join(files)})")
        return 0
    print(fetch_line(store.fetch(force, variant)))
    return 0


def mcp_probe(*, tool: str, args: str = "{}") -> int:
    from typer import BadParameter  # a typer command only: the command line is built by then

    try:
        arguments = json.loads(args)
    except json.JSONDecodeError as error:
        raise BadParameter(f"не JSON: {error.msg}", param_hint="--args") from None
    if not isinstance(arguments, dict):
        raise BadParameter("нужен JSON-объект", param_hint="--args")
    from memo.mcp import call_tool  # the MCP SDK costs ~0.6 s to import: only this command needs it

    result = call_tool(tool, arguments)
    print(terminal_text(result.text))  # the agent gets the exact text; a terminal must not obey a note's escapes
    return 1 if result.is_error else 0


def main(argv: list[str] | None = None) -> int:
    from ._app import parsed  # typer (~30 ms to import) only for the full command line

    args = list(argv if argv is not None else sys.argv[1:])
    return run_guarded(lambda: parsed(args or ["--help"]))


def run_parsed(command: str, path: str, query: str = "", k: int = 8, mode: str = "hybrid", json_output: bool = False, build: bool = True, plan: StartPlan | None = None) -> int:
    return run_guarded(lambda: _emit(respond(Library(), command, path, query, k, mode, json_output, build=build,
                                             plan=plan)))


def run_guarded(run: Callable[[], int | None]) -> int:
    try:
        code = run()
    except KeyboardInterrupt:
        print("прервано", file=sys.stderr)
        return _INTERRUPTED
    except (LibraryError, ModelError, ReadError, ConfigError) as error:
        print(_error_line(error), file=sys.stderr)
        return 1
    except Exception as error:  # the last line of defence: a message, never a traceback
        if os.environ.get("MEMO_DEBUG"):
            raise
        print(f"ошибка: {type(error).__name__}: {error} (подробности: MEMO_DEBUG=1)", file=sys.stderr)
        return 1
    return code if isinstance(code, int) else 0


def _print_warnings(warnings: list[str], stream=None) -> None:
    for line in warning_lines(warnings):
        print(line, file=stream or sys.stderr)


def _error_line(error: Exception) -> str:
    return f"ошибка: {error}"



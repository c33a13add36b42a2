from __future__ import annotations

import contextvars
import importlib.metadata
import logging
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import anyio
from mcp.server.mcpserver import MCPServer
from mcp.server.stdio import stdio_server
from mcp.types import CallToolResult, TextContent
from mcp.types import Tool as MCPTool

from memo.config import ConfigError, config_file, configured_roots, watcher_plan
from memo.index import IndexProgress
from memo.library import Library, LibraryError
from memo.notes import NotesError, broken_link, inside_roots
from memo.present import hit_data, hits_text, progress_line, with_warnings
from memo.reader import ReadError, read_view, split_location

from ._get import NOTE_CHARS, read_many, view_data
from ._help import answer_arguments, instructions
from ._schema import check_arguments, tool_specs
from ._stdio import AnsweredReads, CountedWrites, Pending

_log = logging.getLogger("memo.mcp")
_NO_COLLECTIONS = "коллекции не найдены"
_PROGRESS_EVERY = 1.0  # seconds between progress notifications of one call
# Seconds a search waits for the indexing it started before it answers from what is indexed so far
# (the indexing goes on in the background): well within the 60 s many MCP clients give a tool call.
_BUILD_WAIT = 20.0
# Collections an answer names one by one: over this many memo_status sums them up and lists only those
# without an index or being built (at most this many of them), memo_search's data names the first this
# many it searched and counts them all (a docs tree of 1,174 collections: 56 KB of paths per search), and
# memo_reindex names the first this many it rebuilt and counts the rest
_LISTED = 20
# The progress callback of the tool call running in this thread (a tool's parameters are its schema).
_progress: contextvars.ContextVar[Callable[[IndexProgress], None] | None] = contextvars.ContextVar(
    "memo_progress", default=None)

_library_lock = threading.Lock()
_library_instance: Library | None = None


@dataclass(frozen=True)
class ToolResult:
    text: str
    is_error: bool
    structured: dict | None


def _library() -> Library:
    """The one Library of this process, created on first use (the model loads lazily inside it)."""
    global _library_instance
    with _library_lock:
        if _library_instance is None:
            _library_instance = Library(roots=allowed_roots(), observe=True)
        return _library_instance


def allowed_roots() -> list[Path]:
    roots = configured_roots()
    if roots or os.environ.get("MEMO_ROOTS", "").strip(os.pathsep + " "):  # "/" alone allows nothing
        return roots
    return [Path.home().resolve()]


def _confined(path: str) -> Path:
    """The resolved path an agent named; PermissionError when it lies outside the allowed roots,
    NotesError when it is malformed (a NUL byte, too long)."""
    named = Path(path).expanduser()
    roots = allowed_roots()
    inside = inside_roots(named, roots)  # judged on the resolved path; NotesError when malformed
    target = Path(os.path.realpath(named))
    if inside:
        return target
    shown = os.pathsep.join(str(root) for root in roots) or "нет ни одного"
    raise PermissionError(
        f"путь {target} вне разрешённых папок ({shown}). Чтобы разрешить его, добавьте папку в "
        f"переменную окружения MEMO_ROOTS (несколько папок через «{os.pathsep}») в настройках "
        f"MCP-сервера memo или в roots файла {config_file()} и перезапустите сервер; корень файловой "
        f"системы разрешить нельзя.")


def _root_of(target: Path, roots: list[Path]) -> Path | None:
    """The allowed root that holds `target` (both resolved), for the reader's hidden-folder rule."""
    return next((root for root in roots if target == root or root in target.parents), None)


def _scope(path: str | None) -> Path | list[Path]:
    """What a search or status covers: the named path (confined), or all the user's roots."""
    if path is not None:
        return _confined(path)
    roots = configured_roots()
    if not roots:
        raise PermissionError(
            f"path не указан, а папки заметок не настроены: передайте path или задайте MEMO_ROOTS в "
            f"настройках MCP-сервера memo (или roots = [...] в {config_file()}) и перезапустите сервер.")
    return roots


def memo_search(query: str, path: str | None = None, k: int = 8, mode: Literal['hybrid', 'lex', 'vec'] = 'hybrid', min_confidence: float = 0.0) -> ToolResult:
    scope = _scope(path)
    # memo-watch's first passes build what they planned: search those as indexed, build only the others
    plan = watcher_plan()
    result = _library().search(scope, query, k, mode, _progress.get(), min_confidence=min_confidence,
                               build=True if plan is None else plan.builds, wait=_BUILD_WAIT)
    if not result.collections:
        return ToolResult(_NO_COLLECTIONS, False, {"collections": [], "searched": 0, "hits": [], "warnings": []})
    notice = plan.notice(result.collections) if plan is not None else None
    warnings = [notice, *result.warnings] if notice else result.warnings
    return ToolResult(with_warnings(hits_text(result.hits, for_agent=True), warnings), False,
                      {"collections": [str(c) for c in result.collections[:_LISTED]],
                       "searched": len(result.collections),
                       "hits": [hit_data(hit) for hit in result.hits], "warnings": warnings})


def memo_get(path: str, line: int | None = None, lines: int | None = None) -> ToolResult:
    view = _read(path, NOTE_CHARS, line, lines)
    return ToolResult(view.text(), False, view_data(view))


def memo_multi_get(paths: list[str]) -> ToolResult:
    text, data, failed = read_many(paths, _read, _USER_ERRORS)
    return ToolResult(text, failed == len(paths), data)


def _read(path: str, max_chars: int, line: int | None = None, lines: int | None = None):
    """The reader's view of a note an agent named, confined like every other path; a "path:line[:n]"
    as answers show it is read there unless `line` / `lines` say otherwise. A symbolic link in
    an allowed folder that leads nowhere is said to be one, wherever it points (its target is missing:
    there is nothing to read through it, and only the link itself is looked at)."""
    path, at, count = split_location(path)
    line, lines = at if line is None else line, count if lines is None else lines
    named, roots = Path(path).expanduser().absolute(), allowed_roots()
    if broken_link(named) is not None and inside_roots(named.parent, roots):  # the reader says which, hidden or broken
        return read_view(named, line, lines, max_chars, _root_of(Path(os.path.realpath(named.parent)), roots))
    target = _confined(path)
    return read_view(target, line, lines, max_chars, _root_of(target, roots))


def memo_status(path: str | None = None) -> ToolResult:
    plan = watcher_plan()  # memo-watch's first passes: the collections it is about to build are said so
    result = _library().status(_scope(path), None if plan is None else plan.holds)
    statuses = result.statuses
    total = {"collections": len(statuses), "indexed": sum(s.indexed for s in statuses),
             "notes": sum(s.notes for s in statuses), "chunks": sum(s.chunks for s in statuses)}
    if not statuses:
        return ToolResult(_NO_COLLECTIONS, False, {"collections": [], "total": total, "omitted": 0})
    pending = [s for s in statuses if not s.indexed or s.writing is not None]
    shown, lines = statuses, []
    if len(statuses) > _LISTED:  # a docs tree of 1,000 collections was 112 KB of an agent's context
        shown = pending[:_LISTED]
        lines.append(f"коллекций {total['collections']}, с индексом {total['indexed']}; заметок {total['notes']}, "
                     f"чанков {total['chunks']}")
    lines += [s.line() for s in shown]
    omitted = len(statuses) - len(shown)
    if omitted:
        lines.append(f"ещё коллекций: {omitted} (остальные с индексом, не строятся; по одной папке — memo_status с её path)"
                     if len(shown) == len(pending) else
                     f"ещё коллекций: {omitted} (из них без индекса или строятся ещё {len(pending) - len(shown)}; "
                     "по одной папке — memo_status с её path)")
    return ToolResult(with_warnings("\n".join(lines), result.warnings), False,
                      {"collections": [s.data() for s in shown], "total": total, "omitted": omitted})


def memo_reindex(path: str) -> ToolResult:
    result = _library().reindex(_confined(path), _progress.get())
    if not result.reports:
        return ToolResult(_NO_COLLECTIONS, False, {"collections": [], "files": 0, "omitted": 0})
    shown = result.reports[:_LISTED]
    data = [{"path": str(collection), "files": report.updated, "embedded": report.embedded}
            for collection, report in shown]
    lines = [f"{collection}: файлов {report.updated}" for collection, report in shown]
    omitted = len(result.reports) - len(shown)
    if omitted:
        lines.append(f"ещё коллекций: {omitted}")
    lines.append(f"переиндексировано файлов: {result.updated}")
    return ToolResult(with_warnings("\n".join(lines), result.warnings), False,
                      {"collections": data, "files": result.updated, "omitted": omitted})


# Failures an agent causes or can fix: their Russian message is the whole answer.
_USER_ERRORS = (LibraryError, PermissionError, NotesError, ReadError, ConfigError)
_TOOLS = {"memo_search": memo_search, "memo_get": memo_get, "memo_multi_get": memo_multi_get,
          "memo_status": memo_status, "memo_reindex": memo_reindex}


def call_tool(name: str, arguments: dict, progress: Callable[[IndexProgress], None] | None = None) -> ToolResult:
    _progress.set(progress)
    if name not in _TOOLS:
        return ToolResult(f"unknown tool: {name}", True, None)
    problem = check_arguments(name, arguments)
    if problem:
        return ToolResult(problem, True, None)
    try:
        return _TOOLS[name](**arguments)
    except _USER_ERRORS as error:
        return ToolResult(str(error), True, None)
    except Exception as error:  # a bug must not take the server down: report it and keep serving
        _log.exception("tool %s failed", name)
        return ToolResult(f"внутренняя ошибка: {type(error).__name__}: {error}", True, None)


class _Server(MCPServer):
    """MCPServer whose tool list and tool calls come from the contract and `call_tool`."""

    async def list_tools(self) -> list[MCPTool]:
        return [MCPTool(**spec) for spec in tool_specs()]

    async def call_tool(self, name: str, arguments: dict[str, Any], context=None) -> CallToolResult:
        progress = _Notifier(context) if context is not None else None
        result = await anyio.to_thread.run_sync(call_tool, name, dict(arguments or {}), progress)
        return CallToolResult(content=[TextContent(type="text", text=result.text)],
                              structured_content=result.structured, is_error=result.is_error)

    async def run_stdio_async(self) -> None:
        # As MCPServer's own, except that a client closing stdin right after its requests still gets
        # the answers (see _stdio).
        async with stdio_server() as (read_stream, write_stream):
            pending = Pending()
            lowlevel = self._lowlevel_server
            await lowlevel.run(AnsweredReads(read_stream, pending), CountedWrites(write_stream, pending),
                               lowlevel.create_initialization_options())


class _Notifier:
    """Indexing progress of one tool call as MCP progress notifications (the SDK drops them when the
    client gave no progress token): pieces done and total summed over the call's collections, so the
    value only grows, at most once a second, with the present cell's line as the message. One call can
    make several passes over a collection (its background build, then the search's refresh, which
    usually has nothing to do): each keeps the larger counts, so a later pass never shrinks them."""

    def __init__(self, context):
        self._context = context
        self._pieces: dict[Path, tuple[int, int]] = {}
        self._last = 0.0

    def __call__(self, progress: IndexProgress) -> None:
        done, total = self._pieces.get(progress.collection, (0, 0))
        self._pieces[progress.collection] = (max(done, progress.pieces_done), max(total, progress.pieces_total))
        now = time.monotonic()
        if now - self._last < _PROGRESS_EVERY:
            return
        self._last = now
        done = sum(pair[0] for pair in self._pieces.values())
        total = sum(pair[1] for pair in self._pieces.values())
        anyio.from_thread.run(self._context.report_progress, float(done), float(total) or None,
                              progress_line(progress))


def _version() -> str:
    try:
        return importlib.metadata.version("memo")
    except importlib.metadata.PackageNotFoundError:
        return "0"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args:
        return answer_arguments(args, _version(), allowed_roots, configured_roots, config_file())
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="memo-mcp: %(levelname)s %(message)s")
    server = _Server(name="memo", version=_version(), instructions=instructions(allowed_roots, configured_roots))
    _exit_on_interrupt()
    try:
        server.run("stdio")
    except* BrokenPipeError:  # the client went away before its answers: nobody is left to read them
        _interrupted()
    return 0


def _exit_on_interrupt() -> None:
    """Ctrl+C ends the server at once: the SDK's stdin reader would otherwise hold it until the next input line. An index
    write in progress is rolled back by SQLite. Python runs a signal's handler in the main thread only: a SIGINT the kernel
    gave the stdin reader's thread left the main thread asleep in its event loop until the next line (a CI run, session 32).
    The signal's number is also written to a pipe, whatever thread takes it, and a thread waiting on the pipe ends the
    process."""
    read, write = os.pipe()
    os.set_blocking(write, False)
    signal.set_wakeup_fd(write, warn_on_full_buffer=False)
    signal.signal(signal.SIGINT, _interrupted)
    threading.Thread(target=_wait_for_interrupt, args=(read,), name="memo-interrupt", daemon=True).start()


def _wait_for_interrupt(read: int) -> None:
    while signal.SIGINT not in os.read(read, 16):
        pass
    _interrupted()


def _interrupted(*_) -> None:
    sys.stderr.flush()
    os._exit(0)

from __future__ import annotations

import importlib.metadata
import logging
import os
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import anyio
from mcp.server.mcpserver import MCPServer
from mcp.server.stdio import stdio_server
from mcp.types import CallToolResult, TextContent
from mcp.types import Tool as MCPTool

from memo.library import Library, LibraryError
from memo.present import hit_data, hits_text, with_warnings

from ._schema import check_arguments, tool_specs
from ._stdio import AnsweredReads, CountedWrites, Pending

_log = logging.getLogger("memo.mcp")
_NO_COLLECTIONS = "коллекции не найдены"

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
            _library_instance = Library()
        return _library_instance


def allowed_roots() -> list[Path]:
    raw = os.environ.get("MEMO_ROOTS", "")
    entries = [entry.strip() for entry in raw.split(os.pathsep) if entry.strip()]
    if not entries:
        entries = [str(Path.home())]
    roots = []
    for entry in entries:
        root = Path(entry).expanduser().resolve()
        if root != Path(root.anchor) and root not in roots:
            roots.append(root)
    return roots


def _confined(path: str) -> Path:
    """The absolute path an agent named, or PermissionError when it lies outside the allowed roots."""
    target = Path(path).expanduser().resolve()
    roots = allowed_roots()
    if any(target == root or root in target.parents for root in roots):
        return target
    shown = os.pathsep.join(str(root) for root in roots) or "нет ни одного"
    raise PermissionError(
        f"путь {target} вне разрешённых папок ({shown}). Чтобы разрешить его, добавьте папку в "
        f"переменную окружения MEMO_ROOTS (несколько папок через «{os.pathsep}») в настройках "
        f"MCP-сервера memo и перезапустите его; корень файловой системы разрешить нельзя.")


def memo_search(path: str, query: str, k: int = 8, mode: Literal['hybrid', 'lex', 'vec'] = 'hybrid') -> ToolResult:
    result = _library().search(_confined(path), query, k, mode)
    if not result.collections:
        return ToolResult(_NO_COLLECTIONS, False, {"hits": [], "warnings": []})
    return ToolResult(with_warnings(hits_text(result.hits, for_agent=True), result.warnings), False,
                      {"hits": [hit_data(hit) for hit in result.hits], "warnings": result.warnings})


def memo_status(path: str) -> ToolResult:
    target = _confined(path)
    statuses = _library().status(target)
    if not statuses:
        return ToolResult(_NO_COLLECTIONS, False, {"collections": []})
    data = [{"path": str(s.collection), "notes": s.notes, "indexed": s.indexed, "files": s.files,
             "chunks": s.chunks, "indexed_at": s.indexed_at} for s in statuses]
    return ToolResult("\n".join(s.line() for s in statuses), False, {"collections": data})


def memo_reindex(path: str) -> ToolResult:
    result = _library().reindex(_confined(path))
    if not result.reports:
        return ToolResult(_NO_COLLECTIONS, False, {"collections": [], "files": 0})
    data = [{"path": str(collection), "files": report.updated, "embedded": report.embedded}
            for collection, report in result.reports]
    lines = [f"{collection}: файлов {report.updated}" for collection, report in result.reports]
    lines.append(f"переиндексировано файлов: {result.updated}")
    return ToolResult(with_warnings("\n".join(lines), result.warnings), False,
                      {"collections": data, "files": result.updated})


_TOOLS = {"memo_search": memo_search, "memo_status": memo_status, "memo_reindex": memo_reindex}


def call_tool(name: str, arguments: dict) -> ToolResult:
    if name not in _TOOLS:
        return ToolResult(f"unknown tool: {name}", True, None)
    problem = check_arguments(name, arguments)
    if problem:
        return ToolResult(problem, True, None)
    try:
        return _TOOLS[name](**arguments)
    except (LibraryError, PermissionError) as error:
        return ToolResult(str(error), True, None)
    except Exception as error:  # a bug must not take the server down: report it and keep serving
        _log.exception("tool %s failed", name)
        return ToolResult(f"внутренняя ошибка: {type(error).__name__}: {error}", True, None)


class _Server(MCPServer):
    """MCPServer whose tool list and tool calls come from the contract and `call_tool`."""

    async def list_tools(self) -> list[MCPTool]:
        return [MCPTool(**spec) for spec in tool_specs()]

    async def call_tool(self, name: str, arguments: dict[str, Any], context=None) -> CallToolResult:
        result = await anyio.to_thread.run_sync(call_tool, name, dict(arguments or {}))
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


def _version() -> str:
    try:
        return importlib.metadata.version("memo")
    except importlib.metadata.PackageNotFoundError:
        return "0"


def main() -> None:
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="memo-mcp: %(levelname)s %(message)s")
    server = _Server(name="memo", version=_version(), instructions=(
        "Поиск по Markdown-заметкам пользователя: memo_search находит куски заметок по смыслу и по "
        "точному значению, memo_status показывает состояние индекса, memo_reindex перестраивает его."))
    try:
        server.run("stdio")
    except KeyboardInterrupt:
        pass

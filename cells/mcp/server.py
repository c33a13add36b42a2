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
from memo.notes import NotesError, inside_roots

from ._schema import check_arguments, tool_specs
from ._stdio import AnsweredReads, CountedWrites, Pending

_log = logging.getLogger("memo.mcp")
_NOTHING_FOUND = "ничего не найдено"
_NO_COLLECTIONS = "коллекции не найдены"
# Below this Hit.confidence the top hit is more likely wrong than right (searcher's manifest).
_LOW_CONFIDENCE = 0.5
_LOW_NOTE = "(низкая уверенность: подходящего ответа может не быть)"

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
            _library_instance = Library(roots=allowed_roots())
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
        f"MCP-сервера memo и перезапустите его; корень файловой системы разрешить нельзя.")


def _hit_block(hit) -> str:
    block = f"{hit.path}:{hit.line}  {hit.heading}\n{hit.text}"
    if hit.sections:
        block += "\nтакже в заметке: " + ", ".join(f"строка {s.line} «{s.heading}»" if s.heading else f"строка {s.line}"
                                                   for s in hit.sections)
    return block


def _hit_data(hit) -> dict[str, Any]:
    return {"path": str(hit.path), "line": hit.line, "heading": hit.heading,
            "heading_path": list(hit.heading_path), "score": round(hit.score, 6),
            "confidence": round(hit.confidence, 3), "text": hit.text,
            "lex_rank": hit.lex_rank, "vec_rank": hit.vec_rank,
            "similarity": None if hit.similarity is None else round(hit.similarity, 6), "exact": hit.exact,
            "sections": [{"line": s.line, "heading": s.heading, "score": round(s.score, 6)} for s in hit.sections],
            "unmatched": list(hit.unmatched)}


def _with_warnings(text: str, warnings: list[str]) -> str:
    if not warnings:
        return text
    return text + "\n\nпредупреждения:\n" + "\n".join(warnings)


def memo_search(path: str, query: str, k: int = 8, mode: Literal['hybrid', 'lex', 'vec'] = 'hybrid') -> ToolResult:
    target = _confined(path)
    library = _library()
    if not library.targets(target):
        return ToolResult(_NO_COLLECTIONS, False, {"hits": [], "warnings": []})
    hits = library.search(target, query, k, mode)
    warnings = library.warnings
    text = "\n\n".join(_hit_block(hit) for hit in hits) or _NOTHING_FOUND
    if hits and hits[0].unmatched:
        text = "точного совпадения нет: " + ", ".join(f"«{name}»" for name in hits[0].unmatched) + "\n\n" + text
    if hits and hits[0].confidence < _LOW_CONFIDENCE:
        text += "\n\n" + _LOW_NOTE
    return ToolResult(_with_warnings(text, warnings), False,
                      {"hits": [_hit_data(hit) for hit in hits], "warnings": warnings})


def memo_status(path: str) -> ToolResult:
    target = _confined(path)
    library = _library()
    statuses = library.status(target)
    if not statuses:
        return ToolResult(_NO_COLLECTIONS, False, {"collections": []})
    data = [{"path": str(s.collection), "notes": s.notes, "indexed": s.indexed, "files": s.files,
             "chunks": s.chunks, "indexed_at": s.indexed_at} for s in statuses]
    return ToolResult(_with_warnings("\n".join(s.line() for s in statuses), library.warnings), False,
                      {"collections": data})


def memo_reindex(path: str) -> ToolResult:
    target = _confined(path)
    library = _library()
    if not library.targets(target):
        return ToolResult(_NO_COLLECTIONS, False, {"collections": [], "files": 0})
    reports = library.reindex(target)
    files = sum(report.updated for _, report in reports)
    data = [{"path": str(collection), "files": report.updated, "embedded": report.embedded}
            for collection, report in reports]
    lines = [f"{collection}: файлов {report.updated}" for collection, report in reports]
    lines.append(f"переиндексировано файлов: {files}")
    return ToolResult(_with_warnings("\n".join(lines), library.warnings), False,
                      {"collections": data, "files": files})


_TOOLS = {"memo_search": memo_search, "memo_status": memo_status, "memo_reindex": memo_reindex}


def call_tool(name: str, arguments: dict) -> ToolResult:
    if name not in _TOOLS:
        return ToolResult(f"unknown tool: {name}", True, None)
    problem = check_arguments(name, arguments)
    if problem:
        return ToolResult(problem, True, None)
    try:
        return _TOOLS[name](**arguments)
    except (LibraryError, PermissionError, NotesError) as error:
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

"""MCP tool annotations (behaviour hints) and output schemas of the structured results."""
from __future__ import annotations

from typing import Any

_READ = {"read_only_hint": True, "destructive_hint": False, "idempotent_hint": True, "open_world_hint": False}

ANNOTATIONS: dict[str, dict[str, Any]] = {
    "memo_search": {"title": "Поиск по заметкам", **_READ},
    "memo_get": {"title": "Прочитать заметку", **_READ},
    "memo_multi_get": {"title": "Прочитать несколько заметок", **_READ},
    "memo_status": {"title": "Состояние индекса", **_READ},
    # It deletes the ".memo" folders (the index, a cache) and builds them again; notes are untouched.
    "memo_reindex": {"title": "Перестроить индекс", "read_only_hint": False, "destructive_hint": True,
                     "idempotent_hint": True, "open_world_hint": False},
}


def _object(properties: dict[str, Any], optional: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"type": "object", "properties": properties,
            "required": [name for name in properties if name not in optional]}


_STRING = {"type": "string"}
_INTEGER = {"type": "integer"}
_STRINGS = {"type": "array", "items": _STRING}
_HEADING = _object({"level": _INTEGER, "title": _STRING, "line": _INTEGER})

_HIT = _object({
    "path": _STRING, "line": _INTEGER, "end_line": _INTEGER, "heading_line": _INTEGER, "heading": _STRING,
    "score": {"type": "number"}, "confidence": {"type": "number", "minimum": 0, "maximum": 1},
    "text": _STRING, "heading_path": _STRINGS, "lex_rank": {"type": ["integer", "null"]},
    "vec_rank": {"type": ["integer", "null"]}, "similarity": {"type": ["number", "null"]},
    "exact": {"type": "boolean"},
    "sections": {"type": "array", "items": _object({"line": _INTEGER, "heading": _STRING, "score": {"type": "number"}})},
    "unmatched": _STRINGS, "across": {"type": "boolean"}, "lacking": _STRINGS,
})

NOTE = _object({
    "path": _STRING, "total_lines": _INTEGER, "start_line": _INTEGER, "end_line": _INTEGER,
    "section": {"anyOf": [_HEADING, {"type": "null"}]}, "outline": {"type": "array", "items": _HEADING},
    "next_line": {"type": ["integer", "null"]}, "text": _STRING, "warnings": _STRINGS,
})

OUTPUT_SCHEMAS: dict[str, dict[str, Any]] = {
    "memo_search": _object({"collections": _STRINGS, "searched": _INTEGER, "hits": {"type": "array", "items": _HIT},
                            "warnings": _STRINGS}),
    "memo_get": NOTE,
    "memo_multi_get": _object({
        "notes": {"type": "array", "items": {"anyOf": [NOTE, _object({"path": _STRING, "error": _STRING})]}},
        "omitted": _STRINGS,
    }),
    "memo_status": _object({"collections": {"type": "array", "items": _object({
        "path": _STRING, "notes": _INTEGER, "indexed": {"type": "boolean"}, "files": _INTEGER,
        "chunks": _INTEGER, "indexed_at": {"type": ["string", "null"]},
        "indexing": {"anyOf": [_object({"notes_done": _INTEGER, "notes_total": _INTEGER}), {"type": "null"}]},
        "planned": {"type": "boolean"}, "empty": _INTEGER})},
        "total": _object({"collections": _INTEGER, "indexed": _INTEGER, "notes": _INTEGER, "chunks": _INTEGER}),
        "omitted": _INTEGER}),
    "memo_reindex": _object({"collections": {"type": "array", "items": _object({
        "path": _STRING, "files": _INTEGER, "embedded": _INTEGER})}, "files": _INTEGER, "omitted": _INTEGER}),
}

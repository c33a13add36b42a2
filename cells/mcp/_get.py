"""memo_get and memo_multi_get: the reader's views as an agent's text and structured content."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

NOTE_CHARS = 20_000  # one note per call, about 5,000 tokens
TOTAL_CHARS = 40_000  # all notes of one memo_multi_get
_MIN_NOTE_CHARS = 1_000  # the reader's smallest cap


def view_data(view) -> dict[str, Any]:
    """A reader's NoteView as the structured content of memo_get (its text without line numbers)."""
    heading = (lambda h: {"level": h.level, "title": h.title, "line": h.line})
    return {"path": str(view.path), "total_lines": view.total_lines, "start_line": view.start_line,
            "end_line": view.end_line, "section": heading(view.section) if view.section else None,
            "outline": [heading(h) for h in view.outline], "next_line": view.next_line,
            "text": "\n".join(view.lines), "warnings": list(view.warnings)}


def read_many(paths: list[str], read: Callable, failures: tuple[type[Exception], ...]) -> tuple[str, dict[str, Any], int]:
    """Each note read with what is left of the total cap; errors per note; the rest listed as omitted.

    `read(path, max_chars)` gives a NoteView or raises one of `failures`, whose text is for the agent.
    Returns the text, the structured content and how many notes failed."""
    blocks, notes, omitted, failed, left = [], [], [], 0, TOTAL_CHARS
    for path in paths:
        try:
            view = read(path, max(min(NOTE_CHARS, left), _MIN_NOTE_CHARS))
        except failures as error:  # the agent sees each failure; the other notes are still read
            failed += 1
            blocks.append(f"ошибка: {error}" if path in str(error) else f"{path}: ошибка: {error}")  # named once
            notes.append({"path": path, "error": str(error)})
            continue
        text = view.text()
        if len(text) > left:  # its outline alone overran what is left: the agent reads it separately
            omitted.append(path)
            continue
        left -= len(text)
        blocks.append(text)
        notes.append(view_data(view))
    if omitted:
        blocks.append(f"не поместились (общий предел {TOTAL_CHARS} символов), прочитайте отдельно: "
                      + ", ".join(omitted))
    return "\n\n".join(blocks), {"notes": notes, "omitted": omitted}, failed


"""Paths memo may touch: well-formed, and (when roots are given) inside them after resolving symlinks."""
from __future__ import annotations

import os
import re
from pathlib import Path

from .errors import NotesError

_SHOWN = 120  # characters of a refused path shown in a message
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")  # invisible, or moves the cursor: a tab, ESC, a line break


def checked_path(path: Path | str) -> Path:
    text = os.fspath(path)
    if "\x00" in text:
        raise NotesError(f"недопустимый путь: в нём нулевой байт ({_shown(text)})")
    absolute = os.path.abspath(text)
    fault = _name_fault(absolute)
    if fault:
        raise NotesError(f"недопустимый путь: имя {fault}, переименуйте его ({_shown(_readable(absolute))})")
    limit = os.pathconf("/", "PC_PATH_MAX") if hasattr(os, "pathconf") else 4096
    if len(os.fsencode(absolute)) >= limit or any(len(os.fsencode(part)) > 255 for part in Path(absolute).parts):
        raise NotesError(f"недопустимый путь: слишком длинный ({len(text)} символов): {_shown(text)}")
    return Path(absolute)


def inside_roots(path: Path, roots: list[Path] | None) -> bool:
    if roots is None:
        return True
    real = os.path.realpath(checked_path(path))
    for root in roots:
        top = os.path.realpath(root)
        if real == top or real.startswith(top.rstrip(os.sep) + os.sep):
            return True
    return False


def _name_fault(name: str) -> str | None:
    """Why memo cannot use a file name or path, as the end of "имя …"; None when it can.

    Not UTF-8 (its bytes kept as surrogates): the index, SQLite, names files in UTF-8 only. A line
    break ("\\n", "\\r"): every warning and hit is one line ("path:line  heading"). Another control
    character (a tab, ESC): it would be printed raw, a tab breaking the columns of a hit's line and
    ESC driving the terminal, and a path copied from the screen would not name the file."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return "не в UTF-8"
    if "\n" in name or "\r" in name:
        return "содержит перевод строки"
    if _CONTROL.search(name):
        return "содержит управляющий символ (табуляцию или другой невидимый)"
    return None


def _readable(path: Path | str) -> str:
    """A path as a user can read it on one line: bytes that are not UTF-8 as \\xNN, line breaks and tabs as
    \\n, \\r, \\t, other control characters as \\xNN."""
    text = os.fsencode(path).decode("utf-8", "backslashreplace")
    escaped = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
    return _CONTROL.sub(lambda found: escaped.get(found[0], f"\\x{ord(found[0]):02x}"), text)


def _shown(text: str) -> str:
    text = text.replace("\x00", "\\0")
    return text if len(text) <= _SHOWN else text[:_SHOWN] + "…"

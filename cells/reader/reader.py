from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from memo.chunker import Heading, note_lines, outline
from memo.notes import NotesError, broken_link, checked_path, list_notes, read_note

_MIN_CHARS = 1000
_OUTLINE_LIMIT = 200
_CUT_MARK = " … [строка обрезана: показаны первые {shown} из {length} символов]"
_LINE_COST = 8  # what numbering adds to each shown line: its number, right-aligned, and a tab


_PLACE = re.compile(r"^(?P<path>.+?):(?P<line>\d+)(?::(?P<lines>\d+))?$")


def split_location(target: str) -> tuple[str, int | None, int | None]:
    match = _PLACE.match(target)
    if match is None:
        return target, None, None
    line, lines = int(match["line"]), None if match["lines"] is None else int(match["lines"])
    if line < 1 or (lines is not None and lines < 1):
        raise ReadError(f"{target}: строка и число строк начинаются с 1")
    return match["path"], line, lines


class ReadError(Exception):
    def __init__(self, message: str):
        super().__init__(message)


@dataclass(frozen=True)
class NoteView:
    path: Path
    total_lines: int
    start_line: int
    end_line: int
    lines: tuple[str, ...]
    section: Heading | None
    outline: tuple[Heading, ...]
    next_line: int | None
    warnings: tuple[str, ...]

    def numbered(self) -> str:
        width = len(str(self.end_line))
        return "\n".join(f"{number:>{width}}\t{text}"
                         for number, text in enumerate(self.lines, start=self.start_line))

    def text(self) -> str:
        parts = [self._title()]
        if self.outline:
            shown = self.outline[:_OUTLINE_LIMIT]
            width = len(str(shown[-1].line))
            parts.append("оглавление (строка, заголовок):\n" + "\n".join(
                f"{h.line:>{width}}  {'#' * h.level} {h.title}" for h in shown))
            if len(self.outline) > len(shown):
                parts[-1] += f"\n… и ещё заголовков: {len(self.outline) - len(shown)}"
            parts.append("начало заметки:")
        if self.lines:
            parts.append(self.numbered())
        if self.next_line is not None:
            parts.append(f"(показана часть; дальше — со строки {self.next_line})")
        return "\n".join(parts + [f"предупреждение: {warning}" for warning in self.warnings])

    def _title(self) -> str:
        if not self.total_lines:
            return f"{self.path}: заметка пуста"
        title = f"{self.path}: строки {self.start_line}–{self.end_line} из {self.total_lines}"
        if self.section is not None:
            title += f", раздел «{self.section.title}» (строка {self.section.line})"
        return title


def read_view(path: Path, line: int | None = None, lines: int | None = None, max_chars: int = 20000, root: Path | None = None) -> NoteView:
    if line is not None and line < 1:
        raise ValueError(f"line must be at least 1, got {line}")
    if lines is not None and lines < 1:
        raise ValueError(f"lines must be at least 1, got {lines}")
    if max_chars < _MIN_CHARS:
        raise ValueError(f"max_chars must be at least {_MIN_CHARS}, got {max_chars}")
    path = Path(path).absolute()
    text, warnings = _read(path, root)
    all_lines = note_lines(text)
    if all_lines[-1] == "":
        all_lines.pop()
    total = len(all_lines)
    headings = outline(text)
    budget = _Budget(lines, max_chars)
    if line is None:
        first, last = 1, budget.fill(all_lines, 1, total)
        if last < total:
            toc = tuple(headings)
            budget.spend(sum(len(h.title) + h.level + 10 for h in toc[:_OUTLINE_LIMIT]))
            last = budget.fill(all_lines, 1, total)
        else:
            toc = ()
        return _view(path, all_lines, first, last, total, None, toc, warnings, max_chars)
    if line > total:
        raise ReadError(f"в заметке {path} строк {total}, строки {line} нет")
    section, start, stop = _section(headings, line, total)
    first, last = start, budget.fill(all_lines, start, stop)
    if last < line:
        first, last = line, budget.fill(all_lines, line, stop)
    return _view(path, all_lines, first, last, stop, section, (), warnings, max_chars)


def _read(path: Path, root: Path | None) -> tuple[str, tuple[str, ...]]:
    """The note's text and reading warnings, or ReadError when it is not a note of a collection."""
    try:
        checked_path(path)  # a name no collection's note has (not UTF-8, a line break): said on one line
    except NotesError as error:
        raise ReadError(str(error)) from None
    if path.suffix.lower() != ".md":
        raise ReadError(f"не заметка Markdown (нужен файл .md): {path}")
    root = root.resolve() if root is not None else None
    located = Path(os.path.realpath(path.parent)) / path.name  # where it lies: a link there is not followed
    below = [place.relative_to(root).parts if root is not None and place.is_relative_to(root) else (place.name,)
             for place in (path.resolve(), located)]
    if any(part.startswith(".") for parts in below for part in parts):
        raise ReadError(f"{path} не лежит в коллекции: скрытые файлы и папки memo не читает")
    broken = broken_link(path)
    if broken is not None:  # not "not found": the note is there, its link leads nowhere
        raise ReadError(f"{path}: {broken}")
    try:
        exists = path.exists()
    except OSError as error:  # a folder on the way that may not be entered
        raise ReadError(f"{path}: не удалось прочитать ({error.strerror or error})") from None
    if not exists:
        raise ReadError(f"заметка не найдена: {path}")
    if path not in list_notes(path.parent):
        raise ReadError(f"{path} не заметка коллекции (не обычный файл .md)")
    note = read_note(path)
    if note.text is None:
        raise ReadError("; ".join(note.warnings))
    return note.text, note.warnings


def _section(headings: list[Heading], line: int, total: int) -> tuple[Heading | None, int, int]:
    """The heading of the section holding `line` (None before the first one) and the section's lines."""
    before = [h for h in headings if h.line <= line]
    after = [h.line for h in headings if h.line > line]
    section = before[-1] if before else None
    return section, section.line if section else 1, after[0] - 1 if after else total


class _Budget:
    """What is left of the caps on lines and characters."""

    def __init__(self, lines: int | None, max_chars: int):
        self._lines = lines
        self._chars = max_chars

    def spend(self, chars: int) -> None:
        self._chars -= chars

    def fill(self, all_lines: list[str], first: int, stop: int) -> int:
        """The last line that fits when showing from `first` up to `stop` (at least `first` itself)."""
        chars, last = 0, first - 1
        for number in range(first, stop + 1):
            chars += len(all_lines[number - 1]) + _LINE_COST
            too_many = self._lines is not None and number - first + 1 > self._lines
            if number > first and (chars > self._chars or too_many):
                break
            last = number
        return last


def _view(path, all_lines, first, last, stop, section, toc, warnings, max_chars) -> NoteView:
    """The view of lines first..last; cut (with `next_line`) when last is before `stop`."""
    shown = tuple(_clip(text, max_chars) for text in all_lines[first - 1:last])
    next_line = last + 1 if last < stop else None
    return NoteView(path, len(all_lines), first, last, shown, section, toc, next_line, warnings)


def _clip(text: str, max_chars: int) -> str:
    if len(text) <= max_chars:
        return text
    return text[:max_chars] + _CUT_MARK.format(shown=max_chars, length=len(text))

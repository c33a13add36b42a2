from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from memo.chunker import front_matter_lines

if TYPE_CHECKING:
    from memo.index import IndexProgress, IndexReport
    from memo.searcher import Hit

_INDENT = " " * 7
_PERSON_ROWS = 12  # a hit shown to a person: at most this many rows of text, the last saying how many more
# Below this Hit.confidence the top hit is more likely wrong than right (searcher's manifest).
_LOW_CONFIDENCE = 0.5
_LOW_NOTE = "(низкая уверенность: подходящего ответа может не быть)"
_ACROSS_NOTE = ("(уверенность низкая, но вопрос и найденный текст на разных языках, и тогда она мало что значит: "
                "чтобы проверить, спросите на языке заметок)")
_LACKING_NOTE = "(низкая уверенность: в найденном нет "
_NOTHING_FOUND = "ничего не найдено"
_FIRST_LINE_AFTER = 2.0  # seconds of work before the first plain progress line (quick passes print none)
_CHANGED_SHOWN = 10


def hit_data(hit: Hit) -> dict:
    return {
        "path": str(hit.path),
        "line": hit.line,
        "end_line": hit.end_line,
        "heading_line": hit.heading_line,
        "heading": hit.heading,
        "score": round(hit.score, 6),
        "confidence": round(hit.confidence, 3),
        "text": hit.text,
        "heading_path": list(hit.heading_path),
        "lex_rank": hit.lex_rank,
        "vec_rank": hit.vec_rank,
        "similarity": None if hit.similarity is None else round(hit.similarity, 6),
        "exact": hit.exact,
        "sections": [{"line": s.line, "heading": s.heading, "score": round(s.score, 6)} for s in hit.sections],
        "unmatched": list(hit.unmatched),
        "across": hit.across,
        "lacking": list(hit.lacking),
    }


def hits_text(hits: list[Hit], for_agent: bool = False) -> str:
    if not hits:
        return _NOTHING_FOUND
    blocks = [_unmatched_line(hits[0])] if hits[0].unmatched else []
    blocks += [_agent_block(hit) if for_agent else _person_block(hit) for hit in hits]
    if hits[0].confidence < _LOW_CONFIDENCE:
        blocks.append(_low_line(hits[0]))
    return ("\n\n" if for_agent else "\n").join(blocks)


def terminal_text(text: str) -> str:
    # what a terminal reads as a command (ESC, BEL, CR, the C1 controls such as CSI); line breaks and tabs are text
    return re.sub(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]", lambda found: f"\\x{ord(found[0]):02x}", text)


def warning_lines(warnings: list[str]) -> list[str]:
    return [f"предупреждение: {warning}" for warning in warnings]


def with_warnings(text: str, warnings: list[str]) -> str:
    if not warnings:
        return text
    return text + "\n\n" + "\n".join(warning_lines(warnings))


def index_line(collection: Path, report: IndexReport) -> str:
    updated, removed = _net(report)
    renamed = f", переименовано {len(report.moved)}" if report.moved else ""
    return (f"{collection}: обновлено {updated}, без изменений {report.unchanged}, "
            f"удалено {removed}{renamed}, встроено кусков {report.embedded}")


def index_total(reports: list[tuple[Path, IndexReport]], hidden: int = 0) -> str:
    if not reports:
        return "коллекции не найдены"
    updated = sum(_net(r)[0] for _, r in reports)
    unnamed = f" (ещё {hidden} без изменений не названы)" if hidden else ""
    return f"итого: коллекций {len(reports)}{unnamed}, обновлено заметок {updated}"


def _net(report: IndexReport) -> tuple[int, int]:
    """Notes updated and notes deleted, renames left out: a rename is counted in both by the index cell."""
    return report.updated - len(report.moved), report.removed - len(report.moved)


def progress_line(progress: IndexProgress, rate: float | None = None) -> str:
    if progress.other:  # its pieces too: one long note can keep the notes' count still for minutes
        pieces = f", кусков {progress.pieces_done} из {progress.pieces_total}" if progress.pieces_total else ""
        holder = "этим же процессом по другому запросу" if progress.here else "другим процессом"
        return (f"жду: индекс {progress.collection} обновляется {holder} (готово заметок: {progress.notes_done} "
                f"из {progress.notes_total}{pieces})")
    line = (f"индексирую {progress.collection}: кусков {progress.pieces_done} из {progress.pieces_total}, "
            f"заметок {progress.notes_done} из {progress.notes_total}")
    if rate:
        left = max(progress.pieces_total - progress.pieces_done, 0) / rate
        line += f", {rate:.1f} кусков/с, осталось ~{_duration(left)}"
    return line


def changed_line(collection: Path, changed: list[Path]) -> str:
    return "изменены: " + _listed([_relative(collection, path) for path in changed])


def pass_lines(collection: Path, report: IndexReport) -> list[str]:
    moved = report.moved
    renamed = {path for pair in moved for path in pair}
    others = [path for path in report.changed if path not in renamed]
    said = []
    if others or not moved:  # a pass that only renamed is its renames, not "обновлено 1" and both names
        updated, removed = _net(report)
        said.append(f"обновлено {updated}")
        if removed:  # a deleted note is not "обновлено 0" and "изменены" alone
            said.append(f"удалено {removed}")
    if moved:
        count = f" {len(moved)}" if len(moved) > 1 else ""
        pairs = _listed([f"{_relative(collection, old)} -> {_relative(collection, new)}" for old, new in moved])
        said.append(f"переименовано{count}: {pairs}; встроено кусков {report.embedded}")
    head = f"индексирую: {collection} -> " + ", ".join(said)
    return [head, changed_line(collection, others)] if others else [head]


def _relative(collection: Path, path: Path) -> str:
    return str(path.relative_to(collection)) if path.is_relative_to(collection) else str(path)


def _listed(names: list[str]) -> str:
    """At most _CHANGED_SHOWN names, then how many more."""
    more = len(names) - _CHANGED_SHOWN
    return ", ".join(names[:_CHANGED_SHOWN]) + (f" и ещё {more}" if more > 0 else "")


class ProgressLines:
    def __init__(self, write: Callable[[str], None], every: float = 5.0):
        self._write, self._every = write, every
        self._started: dict[Path, tuple[float, int]] = {}  # collection -> (time, pieces embedded) of its first report
        self._last = 0.0
        self._waiting: set[Path] = set()
        self._saved: dict[Path, int] = {}

    @property
    def saved(self) -> int:
        return sum(self._saved.values())

    def report(self, progress: IndexProgress) -> None:
        now = time.monotonic()
        if progress.other:
            if progress.collection not in self._waiting:  # say at once why nothing moves
                self._waiting.add(progress.collection)
                self._write(progress_line(progress))
                self._last = now
            elif now - self._last >= self._every:
                self._write(progress_line(progress))
                self._last = now
            return
        self._saved[progress.collection] = progress.saved
        began, pieces = self._started.setdefault(progress.collection, (now, progress.pieces_done - progress.reused))
        if progress.pieces_total == 0 or now - began < _FIRST_LINE_AFTER or now - self._last < self._every:
            return
        self._last = now
        rate = (progress.pieces_done - progress.reused - pieces) / (now - began)
        self._write(progress_line(progress, rate))


def _duration(seconds: float) -> str:
    """A duration as h:mm:ss or m:ss."""
    minutes, secs = divmod(int(seconds + 0.5), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def _person_block(hit: Hit) -> str:
    line, text = _shown(hit)
    head = f"{hit.score:.3f}  {hit.path}:{line}  {hit.heading}".rstrip()
    rows = text.split("\n")
    shown = rows if len(rows) <= _PERSON_ROWS else rows[:_PERSON_ROWS - 1]
    body = "\n".join(_INDENT + row if row.strip() else "" for row in shown)
    if len(shown) < len(rows):  # a list of short lines (contributors, a table) would fill the screen
        body += f"\n{_INDENT}… ещё строк: {len(rows) - len(shown)} (memo get {hit.path}:{line})"
    return f"{head}\n{body}" + (f"\n{_INDENT}{_sections_line(hit)}" if hit.sections else "")


def _agent_block(hit: Hit) -> str:
    line, text = _shown(hit)
    lines = f"строка {line}" if hit.end_line == line else f"строки {line}–{hit.end_line}"
    return (f"{hit.path}:{line}  {hit.heading}  ({lines}, уверенность {hit.confidence:.2f})\n{text}"
            + (f"\n{_sections_line(hit)}" if hit.sections else ""))


def _shown(hit: Hit) -> tuple[int, str]:
    """The first line and the text of a hit as shown: a piece that opens its note with front matter is
    shown from the first line after the block (and the blank lines after it), so `path:line` opens the
    editor on the note's text; a piece that is nothing but front matter (the properties before a note's
    first heading) is shown as its properties, without the "---" lines around them."""
    rows = hit.text.split("\n")
    block = skip = front_matter_lines(hit.text) if hit.line == 1 else 0
    while skip and skip < len(rows) and not rows[skip].strip():
        skip += 1
    if not skip:
        return hit.line, hit.text
    if skip >= len(rows):
        return (hit.line + 1, "\n".join(rows[1:block - 1])) if block > 2 else (hit.line, hit.text)
    return hit.line + skip, "\n".join(rows[skip:])


def _low_line(hit: Hit) -> str:
    """Why a doubtful top hit is doubted, when that is known: what it lacks of what was asked; else the
    across-language caution or the plain low-confidence line."""
    if hit.lacking:
        return _LACKING_NOTE + ", ".join(hit.lacking) + ")"
    return _ACROSS_NOTE if hit.across and not hit.unmatched else _LOW_NOTE


def _unmatched_line(hit: Hit) -> str:
    """"точного совпадения нет: «X»": the query names something no note contains."""
    return "точного совпадения нет: " + ", ".join(f"«{name}»" for name in hit.unmatched)


def _sections_line(hit: Hit) -> str:
    """The other matching sections of the hit's note, folded under it on one line."""
    return "также в заметке: " + ", ".join(f"строка {s.line} «{s.heading}»" if s.heading else f"строка {s.line}"
                                           for s in hit.sections)

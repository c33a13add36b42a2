"""What the memo command prints: hits for people and for machines, index summaries, progress."""
import json
import sys
from contextlib import contextmanager

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

_INDENT = " " * 7
# Below this Hit.confidence the top hit is more likely wrong than right (searcher's manifest).
_LOW_CONFIDENCE = 0.5
_LOW_NOTE = "(низкая уверенность: подходящего ответа может не быть)"


def hits_text(hits) -> str:
    if not hits:
        return "ничего не найдено"
    blocks = []
    for hit in hits:
        head = f"{hit.score:.3f}  {hit.path}:{hit.line}  {hit.heading}".rstrip()
        body = "\n".join(_INDENT + line if line.strip() else "" for line in hit.text.split("\n"))
        blocks.append(f"{head}\n{body}")
    if hits[0].confidence < _LOW_CONFIDENCE:
        blocks.append(_LOW_NOTE)
    return "\n".join(blocks)


def hits_json(hits) -> str:
    return json.dumps([{
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
    } for hit in hits], ensure_ascii=False, indent=2)


def index_lines(reports) -> list[str]:
    if not reports:
        return ["коллекции не найдены"]
    lines = [f"{collection}: обновлено {r.updated}, без изменений {r.unchanged}, удалено {r.removed}, "
             f"встроено кусков {r.embedded}" for collection, r in reports]
    updated = sum(r.updated for _, r in reports)
    lines.append(f"итого: обновлено {updated} в {len(reports)} коллекциях")
    return lines


@contextmanager
def progress_reporter():
    """A (collection, done, total) callback drawing a bar on stderr, only when stderr is a terminal."""
    if not sys.stderr.isatty():
        yield None
        return
    console = Console(stderr=True)
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console, transient=True) as bar:
        tasks = {}

        def report(collection, done: int, total: int) -> None:
            if collection not in tasks:
                tasks[collection] = bar.add_task(f"индексирую {collection.name}", total=total)
            bar.update(tasks[collection], completed=done, total=total)

        yield report


def fetch_line(report) -> str:
    if not report.changed:
        return f"модель уже на месте в {report.directory} ({report.variant}; источник: {report.source})"
    if report.downloaded:
        return (f"скачано в {report.directory}: {', '.join(report.downloaded)} ({report.bytes} байт; "
                f"вариант {report.variant})")
    return f"модель готова в {report.directory}: вариант {report.variant}, источник: {report.source}"

"""What only the memo command prints: progress bars and model reports (hits and reports: memo.present)."""
import sys
from contextlib import contextmanager


@contextmanager
def progress_reporter():
    """A (collection, done, total) callback drawing a bar on stderr, only when stderr is a terminal."""
    if not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console  # only on a terminal: rich costs ~40 ms to import
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

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

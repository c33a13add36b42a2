"""What only the memo command prints: progress bars and model reports (hits and reports: memo.present)."""
import sys
from contextlib import contextmanager

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, TextColumn, TimeRemainingColumn
from rich.text import Text

from memo.present import ProgressLines, progress_line


class _Rate(ProgressColumn):
    """Pieces per second, as rich measures them."""

    def render(self, task) -> Text:
        return Text(f"{task.speed:.1f} кус/с" if task.speed else "")


class _Bar:
    """A rich bar per collection on stderr (pieces done/total, rate, time left), shown once there is work."""

    def __init__(self, console: Console):
        self._console = console
        self._bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                             TextColumn("кусков"), _Rate(), TimeRemainingColumn(),
                             TextColumn("{task.fields[notes]}"), console=console, transient=True)
        self._tasks: dict = {}
        self._waiting: set = set()
        self._saved: dict = {}

    @property
    def saved(self) -> int:
        return sum(self._saved.values())

    def report(self, progress) -> None:
        if progress.other and progress.collection not in self._waiting:
            self._waiting.add(progress.collection)
            self._console.print(progress_line(progress))
        if not progress.other:
            self._saved[progress.collection] = progress.saved
        if progress.pieces_total == 0 and not progress.other:
            return
        key = (progress.collection, progress.other)
        name = progress.collection.name or str(progress.collection)
        notes = f"заметок {progress.notes_done}/{progress.notes_total}"
        if key not in self._tasks:
            if not self._tasks:
                self._bar.start()
            label = f"жду другой процесс: {name}" if progress.other else f"индексирую {name}"
            self._tasks[key] = self._bar.add_task(label, total=progress.pieces_total, notes=notes)
        self._bar.update(self._tasks[key], completed=progress.pieces_done, total=progress.pieces_total, notes=notes)

    def close(self) -> None:
        self._bar.stop()


@contextmanager
def progress_reporter():
    """Progress of indexing on stderr: a rich bar on a terminal, else a plain line every few seconds.

    Yields the reporter: `report(IndexProgress)` is the callback, `saved` the notes committed so far.
    """
    if sys.stderr.isatty():
        bar = _Bar(Console(stderr=True))
        try:
            yield bar
        finally:
            bar.close()
    else:
        yield ProgressLines(lambda line: print(line, file=sys.stderr, flush=True))


def fetch_line(report) -> str:
    if not report.changed:
        return f"модель уже на месте в {report.directory} ({report.variant}; источник: {report.source})"
    if report.downloaded:
        return (f"скачано в {report.directory}: {', '.join(report.downloaded)} ({report.bytes} байт; "
                f"вариант {report.variant})")
    return f"модель готова в {report.directory}: вариант {report.variant}, источник: {report.source}"

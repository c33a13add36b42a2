"""The progress bar of a terminal (rich is imported only when stderr is one: it costs ~40 ms)."""
import sys

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, TextColumn, TimeRemainingColumn
from rich.text import Text

from memo.present import progress_line


class _Rate(ProgressColumn):
    """Pieces per second, as rich measures them."""

    def render(self, task) -> Text:
        return Text(f"{task.speed:.1f} кус/с" if task.speed else "")


class Bar:
    """A rich bar per collection on stderr (pieces done/total, rate, time left), shown once there is work."""

    def __init__(self):
        self._console = console = Console(stderr=True)
        self._bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                             TextColumn("кусков"), _Rate(), TimeRemainingColumn(),
                             TextColumn("{task.fields[notes]}"), console=console, transient=True,
                             # memo index's lines go above the bar on a terminal, straight to a file or pipe
                             redirect_stdout=sys.stdout.isatty())
        self._tasks: dict = {}
        self._waiting: set = set()
        self._saved: dict = {}
        self._reused: dict = {}

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
        elif progress.reused != self._reused.get(key, 0):  # pieces done at once, without the model: not its pace
            self._bar.reset(self._tasks[key], total=progress.pieces_total, completed=progress.pieces_done, notes=notes)
        self._reused[key] = progress.reused
        self._bar.update(self._tasks[key], completed=progress.pieces_done, total=progress.pieces_total, notes=notes)

    def close(self) -> None:
        self._bar.stop()

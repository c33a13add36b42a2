"""What only the memo command prints: progress of indexing and model reports (hits and reports: memo.present)."""
import sys
from contextlib import contextmanager

from memo.present import ProgressLines


@contextmanager
def progress_reporter():
    """Progress of indexing on stderr: a rich bar on a terminal, else a plain line every few seconds.

    Yields the reporter: `report(IndexProgress)` is the callback, `saved` the notes committed so far.
    """
    if sys.stderr.isatty():
        from ._bar import Bar

        bar = Bar()
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

"""A fake shaped like memo.library.Library for the watcher tests: records index passes, no model."""
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from memo.library import IndexResult, LibraryError

REPO = Path(__file__).resolve().parents[2]
MEMO_WATCH = Path(sys.executable).parent / "memo-watch"  # the console script of the running venv


def wait_for(condition, timeout=5.0, step=0.05):
    """Poll `condition` until true or `timeout`; returns its last value."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(step)


@dataclass
class FakeReport:
    updated: int
    unchanged: int = 0
    removed: int = 0
    embedded: int = 0
    warnings: list = field(default_factory=list)
    changed: list = field(default_factory=list)


class FakeLibrary:
    def __init__(self):
        self.indexed: list[Path] = []
        self.fail: Exception | None = None
        self.warnings: list[str] = []
        self._lock = threading.Lock()

    def targets(self, path):
        path = Path(path)
        if not path.exists():
            raise LibraryError(f"путь не найден: {path}")
        if path.is_file():
            return [path.parent]
        if any(p.is_file() for p in path.glob("*.md")):
            return [path]
        return sorted({p.parent for p in path.rglob("*.md") if not any(s.startswith(".") for s in p.parts)})

    def index(self, path, progress=None):
        with self._lock:
            self.indexed.append(Path(path))
            if self.fail is not None:
                error, self.fail = self.fail, None
                raise error
        reports = [(c, FakeReport(updated=len(list(c.glob("*.md"))), changed=sorted(c.glob("*.md"))))
                   for c in self.targets(path)]
        return IndexResult(reports, list(self.warnings))

    def count(self, collection):
        with self._lock:
            return self.indexed.count(collection)

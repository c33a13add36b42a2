import time
from pathlib import Path

import pytest

from watch_fakes import FakeLibrary

REPO = Path(__file__).resolve().parents[2]
MEMO_WATCH = REPO / ".venv" / "bin" / "memo-watch"


def wait_for(condition, timeout=5.0, step=0.05):
    """Poll `condition` until true or `timeout`; returns its last value."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(step)


@pytest.fixture
def library():
    return FakeLibrary()


@pytest.fixture
def root(tmp_path):
    """Two collections (infra, work/jira) and a grouping folder (work) without notes."""
    root = tmp_path / "notes"
    for name in ("infra/hosts.md", "infra/dns.md", "work/jira/t1.md"):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(f"# {name}\nтекст\n", encoding="utf-8")
    return root.resolve()


@pytest.fixture
def started(root, library):
    """A started watcher on `root` with a short debounce; stopped after the test."""
    from memo.watch import Watcher
    made = []

    def start(path=None, **kwargs):
        watcher = Watcher(path or root, library, **({"debounce": 0.3} | kwargs))
        made.append(watcher)
        watcher.start()
        return watcher

    yield start
    for watcher in made:
        watcher.stop()

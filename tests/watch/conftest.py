"""The watcher over the shared fake library (tests/fakes.py: the real Library without the model)."""
import pytest


@pytest.fixture
def library(fake_library):
    return fake_library


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

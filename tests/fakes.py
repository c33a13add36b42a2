"""Stand-ins shared by every cell's tests: a fake embedder, and the real Library over it.

`FakeEmbedder`: deterministic vectors with the Embedder's shape (no model). `GatedEmbedder`: a FakeEmbedder
held at a gate (a slow model). `FakeLibrary`: the real
`memo.library.Library` whose model is a FakeEmbedder, so targets, index, reindex, status and search do
what they really do on folders in tmp_path, in milliseconds. For the front-ends' tests it also records
each operation in `calls`, lets a test put hand-made hits in `hits` (to test how they are shown) or
warnings in `warnings`, and raises `fail` from the next operation. `hit(...)`: a real `Hit` with
defaults for what a test does not care about.
"""
import dataclasses
import hashlib
import re
import threading
from pathlib import Path

import numpy as np

from memo.library import Library, SearchResult
from memo.searcher import Hit


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
        self.trims = 0

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

    def trim(self) -> None:
        self.trims += 1

    def close(self) -> None:
        pass


class GatedEmbedder(FakeEmbedder):
    """A FakeEmbedder whose model calls after the first `free` ones wait for `gate` (a slow model, held as
    long as a test likes): `blocked` is set when a call starts waiting. Queries are never held."""

    def __init__(self, free: int = 0, identity: str = "fake-1"):
        super().__init__(identity)
        self.free = free
        self.gate = threading.Event()
        self.blocked = threading.Event()

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if self.calls >= self.free and not self.gate.is_set():
            self.blocked.set()
            self.gate.wait()
        return super().embed_passages(texts)


class FakeLibrary(Library):
    """The real Library over a FakeEmbedder, recording operations (see the module's docstring).

    Calling the instance returns it, so it can replace the `Library` class in a front-end's module.
    """

    def __init__(self, observe: bool = False, idle: float | None = 5.0):
        super().__init__(observe=observe, idle=idle)
        self.calls: list[tuple] = []
        self.hits: list[Hit] | None = None  # when set, search returns these (at most k) instead
        self.warnings: list[str] | None = None  # when set, every result carries these warnings instead
        self.progress: list = []  # IndexProgress reports sent to the caller's progress before answering
        self.fail: BaseException | None = None  # raised by the next operation, then cleared
        self.fake_embedder = FakeEmbedder()
        self._record_lock = threading.Lock()

    def __call__(self, *args, **kwargs) -> "FakeLibrary":
        return self

    def embedder(self) -> FakeEmbedder:
        return self.fake_embedder

    @property
    def indexed(self) -> list[Path]:
        """The paths `index` was called with, in order."""
        with self._record_lock:
            return [call[1] for call in self.calls if call[0] == "index"]

    def count(self, path) -> int:
        """How many times `index` was called with `path`."""
        return self.indexed.count(path)

    def _record(self, progress, *call) -> None:
        with self._record_lock:
            self.calls.append(call)
            error, self.fail = self.fail, None
        if progress is not None:
            for report in self.progress:
                progress(report)
        if error is not None:
            raise error

    def _with_warnings(self, result):
        return result if self.warnings is None else dataclasses.replace(result, warnings=list(self.warnings))

    def index(self, path, progress=None, below=True, done=None, donors=None):
        self._record(progress, "index", path, *(() if below else ("alone",)))
        return self._with_warnings(super().index(path, progress, below, done, donors))

    def reindex(self, path, progress=None):
        self._record(progress, "reindex", path)
        return self._with_warnings(super().reindex(path, progress))

    def search(self, path, query, k=8, mode="hybrid", progress=None, min_confidence=0.0, build=True, wait=None):
        self._record(progress, "search", path, query, k, mode, *((min_confidence,) if min_confidence else ()),
                     *(() if build is True else ("builds nothing",) if build is False else ("builds by plan",)))
        if self.hits is not None:
            collections = self.targets(path)
            return SearchResult(collections, self.hits[:k] if collections else [], list(self.warnings or []))
        return self._with_warnings(super().search(path, query, k, mode, progress, min_confidence, build, wait))

    def status(self, path, planned=None):
        self._record(None, "status", path, *(() if planned is None else ("planned by plan",)))
        return self._with_warnings(super().status(path, planned))


def hit(path, line: int = 1, heading: str = "", text: str = "", **fields) -> Hit:
    """A real Hit: `path`, `line`, `heading`, `text` as given, every other field from `fields` or a default
    (a heading path of the heading, rank 1 in the lexical lane and 2 in the vector lane, confidence 0.9)."""
    defaults = {"heading_path": (heading,) if heading else (), "score": 0.5, "lex_rank": 1, "vec_rank": 2,
                "similarity": 0.8, "exact": False, "confidence": 0.9}
    values = {"path": Path(path), "line": line, "heading": heading, "text": text}
    for field in dataclasses.fields(Hit):
        if field.name not in values:
            if field.name in fields:
                values[field.name] = fields.pop(field.name)
            elif field.name in defaults:
                values[field.name] = defaults[field.name]
            elif field.name.endswith("line"):  # a line number added later (e.g. where a piece ends)
                values[field.name] = line
    assert not fields, f"Hit has no fields {sorted(fields)}"
    return Hit(**values)


def damage_table(index: Path, table: str) -> None:
    """Overwrite the root page of one table with garbage: the file opens, reading that table fails."""
    import apsw
    conn = apsw.Connection(str(index))
    (root,), = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchall()
    (size,), = conn.execute("PRAGMA page_size").fetchall()
    conn.close()
    with open(index, "r+b") as handle:
        handle.seek((root - 1) * size)
        handle.write(b"\xff" * size)


def held_files(folder) -> list[str]:
    """The files under `folder` this process holds open or mapped (what makes a disk "busy" for umount)."""
    import os
    names = []
    for fd in os.listdir("/proc/self/fd"):
        try:
            names.append(os.readlink(f"/proc/self/fd/{fd}"))
        except OSError:
            pass
    with open("/proc/self/maps") as maps:
        names += [line.split()[-1] for line in maps if len(line.split()) > 5]
    return sorted({name for name in names if name.startswith(str(folder))})
def alone(run):
    """`run()` in a forked child of this process, alone: no thread an earlier test left running opens files
    meanwhile (tests that lower the limit of open files count on every descriptor). Its return value, or
    its exception re-raised here as an AssertionError with the child's traceback."""
    import os
    import pickle
    import traceback

    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report and leave without running the parent's cleanup
        os.close(reader)
        try:
            outcome = (True, run())
        except BaseException:  # noqa: BLE001 - every failure goes back to the parent
            outcome = (False, traceback.format_exc())
        with os.fdopen(writer, "wb") as out:
            pickle.dump(outcome, out)
        os._exit(0)
    os.close(writer)
    with os.fdopen(reader, "rb") as got:
        data = got.read()
    os.waitpid(pid, 0)
    ok, value = pickle.loads(data)
    if not ok:
        raise AssertionError(f"in the child:\n{value}")
    return value

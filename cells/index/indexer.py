from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from memo.chunker import chunk_markdown
from memo.storage import CorruptIndexError, FileState, IndexDb, list_notes, read_note

if TYPE_CHECKING:
    from memo.model_store import Embedder

_MAX_CHARS = 1000
_LAYOUT = f"chunks={_MAX_CHARS};passage=heading-path,plain,file-title"
_RACY_NS = 2_000_000_000
_READ_ONLY = "папка индекса только для чтения: индекс не обновлялся, поиск идёт по нему как есть"
_BATCH_PASSAGES = 256  # passages per model call: calls of 32 ran at 0.67 of one big call, 128 at 0.85, 512 at 0.95 (bench/RESULTS.md)


@dataclass
class IndexReport:
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    embedded: int = 0
    reused: int = 0
    warnings: list[str] = field(default_factory=list)


def open_index(collection: Path, embedder: Embedder) -> IndexDb:
    return IndexDb(collection, f"{embedder.identity};{_LAYOUT}", embedder.dimension)


def index_collection(collection: Path, embedder: Embedder, progress: Callable[[int, int, Path], None] | None = None, db: IndexDb | None = None, roots: list[Path] | None = None) -> IndexReport:
    collection = Path(collection).absolute()
    own = db is None
    db = open_index(collection, embedder) if own else db
    try:
        if db.read_only:
            return IndexReport(warnings=[f"{collection}: {_READ_ONLY}"])
        try:
            report = _index(collection, embedder, progress, db, roots)
        except CorruptIndexError:  # the damaged file was set aside and the index is empty: build it anew
            report = _index(collection, embedder, progress, db, roots)
        if own:
            report.warnings[:0] = db.take_warnings()
        return report
    finally:
        if own:
            db.close()


def _index(collection: Path, embedder: Embedder, progress, db: IndexDb, roots: list[Path] | None) -> IndexReport:
    report = IndexReport()
    notes = list_notes(collection)
    known = db.file_states()
    batch = _Batch(db, embedder, report, progress, len(notes), known, roots)
    for note in notes:
        batch.add(note)
    batch.flush()
    present = {note.name for note in notes}
    for name in known:
        if name not in present and db.remove_file(collection / name):
            report.removed += 1
    return report


class _Batch:
    """Notes in order; changed ones wait until enough new passages gather to embed them in one call.

    The model is much faster on batches than on the one to three pieces of a typical note. Each note
    is still written in its own transaction, in order, and progress is reported in order.
    """

    def __init__(self, db: IndexDb, embedder: Embedder, report: IndexReport,
                 progress: Callable[[int, int, Path], None] | None, total: int,
                 known: dict[str, FileState], roots: list[Path] | None = None):
        self._db, self._embedder, self._report, self._roots = db, embedder, report, roots
        self._known = known  # the collection's states, read up front
        self._progress, self._total, self._done = progress, total, 0
        self._queue: list[tuple[Path, FileState | None, list, list[str]]] = []
        self._vectors: dict[str, np.ndarray] = {}
        self._missing: dict[str, None] = {}

    def add(self, path: Path) -> None:
        planned = self._plan(path)
        if planned is None:
            self._queue.append((path, None, [], []))
        else:
            state, chunks = planned
            passages = [chunk.passage() for chunk in chunks]
            unknown = [p for p in passages if p not in self._vectors and p not in self._missing]
            self._vectors.update(self._db.known_vectors(unknown))
            self._missing.update((p, None) for p in passages if p not in self._vectors)
            self._queue.append((path, state, chunks, passages))
        if len(self._missing) >= _BATCH_PASSAGES:
            self.flush()

    def flush(self) -> None:
        missing = list(self._missing)
        written = sum(len(passages) for _, state, _, passages in self._queue if state is not None)
        self._report.reused += written - len(missing)
        if missing:
            fresh = np.asarray(self._embedder.embed_passages(missing), dtype=np.float32)
            self._vectors.update(zip(missing, fresh))
            self._report.embedded += len(missing)
        for path, state, chunks, passages in self._queue:
            if state is not None:
                matrix = (np.stack([self._vectors[p] for p in passages]) if passages
                          else np.zeros((0, self._embedder.dimension), np.float32))
                self._db.put_file(path, state, chunks, matrix)
                self._report.updated += 1
            self._done += 1
            if self._progress is not None:
                self._progress(self._done, self._total, path)
        self._queue, self._missing = [], {}
        self._vectors = {}

    def _plan(self, path: Path) -> tuple[FileState, list] | None:
        """What to write for one note (its new state and chunks), or None when the index is already right."""
        db, report = self._db, self._report
        try:
            info = os.stat(path)
        except FileNotFoundError:
            if db.remove_file(path):
                report.removed += 1
            return None
        except OSError as error:
            report.warnings.append(f"{path}: пропущен: не удалось прочитать ({error.strerror or error})")
            return None
        known = self._known.get(path.name)
        if known is not None and (known.mtime_ns, known.size) == (info.st_mtime_ns, info.st_size):
            report.unchanged += 1
            return None
        note = read_note(path, roots=self._roots)
        if note.size < 0:  # unread (vanished, unreadable, leading outside the roots): not searchable either
            report.warnings.extend(note.warnings)
            if db.remove_file(path):
                report.removed += 1
            return None
        state = FileState(_trusted_mtime(note.mtime_ns), note.size, note.digest)
        if known is not None and known.digest == note.digest:
            db.touch_file(path, state)
            report.unchanged += 1
            return None
        report.warnings.extend(note.warnings)
        return state, (chunk_markdown(note.text, _MAX_CHARS, _note_title(path)) if note.text is not None else [])


def _note_title(path: Path) -> str:
    """The title of a note for the pieces before its first heading: its file name without the extension,
    dashes and underscores read as spaces ("wifi-dacha.md" → "wifi dacha")."""
    return " ".join(path.stem.replace("-", " ").replace("_", " ").split())


def _trusted_mtime(mtime_ns: int) -> int:
    """A modification time too close to now may hide a second edit in the same tick: store 0 to re-hash next time."""
    return 0 if time.time_ns() - mtime_ns < _RACY_NS else mtime_ns

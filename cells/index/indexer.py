from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from memo.chunker import chunk_markdown
from memo.storage import FileState, IndexDb, list_notes, read_note

if TYPE_CHECKING:
    from memo.model_store import Embedder

_MAX_CHARS = 700
_LAYOUT = f"chunks={_MAX_CHARS};passage=heading-path"
_RACY_NS = 2_000_000_000


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


def index_collection(collection: Path, embedder: Embedder, progress: Callable[[int, int, Path], None] | None = None, db: IndexDb | None = None) -> IndexReport:
    collection = Path(collection).absolute()
    report = IndexReport()
    own = db is None
    db = open_index(collection, embedder) if own else db
    try:
        notes = list_notes(collection)
        for done, note in enumerate(notes, start=1):
            _index_one(db, note, embedder, report)
            if progress is not None:
                progress(done, len(notes), note)
        present = set(notes)
        for known in db.known_files():
            if known not in present and db.remove_file(known):
                report.removed += 1
    finally:
        if own:
            db.close()
    return report


def index_file(path: Path, embedder: Embedder, db: IndexDb | None = None) -> IndexReport:
    path = Path(path).absolute()
    report = IndexReport()
    own = db is None
    db = open_index(path.parent, embedder) if own else db
    try:
        _index_one(db, path, embedder, report)
    finally:
        if own:
            db.close()
    return report


def _index_one(db: IndexDb, path: Path, embedder: Embedder, report: IndexReport) -> None:
    """Bring one note's rows in line with the file on disk, counting what happened into report."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if db.remove_file(path):
            report.removed += 1
        return
    except OSError as error:
        report.warnings.append(f"{path}: пропущен: не удалось прочитать ({error.strerror or error})")
        return
    known = db.file_state(path)
    if known is not None and (known.mtime_ns, known.size) == (info.st_mtime_ns, info.st_size):
        report.unchanged += 1
        return
    note = read_note(path)
    if note.size < 0:
        report.warnings.extend(note.warnings)
        if not path.exists() and db.remove_file(path):
            report.removed += 1
        return
    state = FileState(_trusted_mtime(note.mtime_ns), note.size, note.digest)
    if known is not None and known.digest == note.digest:
        db.touch_file(path, state)
        report.unchanged += 1
        return
    report.warnings.extend(note.warnings)
    chunks = chunk_markdown(note.text) if note.text is not None else []
    passages = [chunk.passage() for chunk in chunks]
    vectors = db.known_vectors(passages)
    missing = [p for p in dict.fromkeys(passages) if p not in vectors]
    if missing:
        fresh = np.asarray(embedder.embed_passages(missing), dtype=np.float32)
        vectors.update(zip(missing, fresh))
    matrix = np.stack([vectors[p] for p in passages]) if passages else np.zeros((0, embedder.dimension), np.float32)
    db.put_file(path, state, chunks, matrix)
    report.updated += 1
    report.embedded += len(missing)
    report.reused += len(passages) - len(missing)


def _trusted_mtime(mtime_ns: int) -> int:
    """A modification time too close to now may hide a second edit in the same tick: store 0 to re-hash next time."""
    return 0 if time.time_ns() - mtime_ns < _RACY_NS else mtime_ns

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from memo.index import IndexReport, index_collection, open_index
from memo.model_store import Embedder, ModelError, ModelStore
from memo.searcher import Hit, SearchError, Searcher
from memo.storage import StorageError, list_notes, resolve_targets

from ._judge import judged


class LibraryError(Exception):
    pass


@dataclass(frozen=True)
class CollectionStatus:
    collection: Path
    notes: int
    indexed: bool
    files: int
    chunks: int
    indexed_at: float | None

    def line(self) -> str:
        if not self.indexed:
            return f"{self.collection}: индекса ещё нет (заметок: {self.notes}); он появится при первом поиске или memo index"
        when = datetime.fromtimestamp(self.indexed_at).isoformat(timespec="seconds") if self.indexed_at else "—"
        return f"{self.collection}: файлов {self.files}, чанков {self.chunks}, индекс {when}"


@dataclass(frozen=True)
class SearchResult:
    collections: list[Path]
    hits: list[Hit]
    warnings: list[str]


@dataclass(frozen=True)
class IndexResult:
    reports: list[tuple[Path, IndexReport]]
    warnings: list[str]

    @property
    def updated(self) -> int:
        return sum(report.updated for _, report in self.reports)


class Library:
    def __init__(self, model_dir: Path | None = None, threads: int | None = None):
        self._store = ModelStore(model_dir)
        self._threads = threads
        self._embedder: Embedder | None = None
        self._searcher: Searcher | None = None
        self._lock = threading.RLock()

    def embedder(self) -> Embedder:
        with self._lock:
            if self._embedder is None:
                try:
                    self._embedder = Embedder(self._store.ensure(), self._threads)
                except ModelError as error:
                    raise LibraryError(str(error)) from error
            return self._embedder

    def targets(self, path: str | Path | list[Path]) -> list[Path]:
        paths = path if isinstance(path, list) else [path]
        try:
            found = [collection for each in paths for collection in resolve_targets(Path(each).expanduser())]
        except StorageError as error:
            raise LibraryError(str(error)) from error
        return list(dict.fromkeys(found))

    def index(self, path: str | Path | list[Path], progress: Callable[[Path, int, int], None] | None = None) -> IndexResult:
        with self._lock:
            return self._index(self.targets(path), progress)

    def reindex(self, path: str | Path, progress: Callable[[Path, int, int], None] | None = None) -> IndexResult:
        with self._lock:
            collections = self.targets(path)
            self._close_searcher()
            for collection in collections:
                try:
                    shutil.rmtree(collection / ".memo")
                except FileNotFoundError:
                    pass
                except OSError as error:
                    raise LibraryError(f"не удалось удалить индекс {collection / '.memo'}: {error}") from error
            return self._index(collections, progress)

    def search(self, path: str | Path | list[Path], query: str, k: int = 8, mode: str = "hybrid", min_confidence: float = 0.0) -> SearchResult:
        with self._lock:
            if not 0.0 <= min_confidence <= 1.0:
                raise LibraryError(f"min_confidence должно быть от 0 до 1, получено {min_confidence!r}")
            collections = self.targets(path)
            if not collections:
                return SearchResult([], [], [])
            if self._searcher is None:
                self._searcher = Searcher(self.embedder())
            try:
                hits = self._searcher.search(collections, query, k, mode)
            except (SearchError, StorageError) as error:
                raise LibraryError(str(error)) from error
            return SearchResult(collections, judged(hits, min_confidence), self._searcher.warnings)

    def status(self, path: str | Path | list[Path]) -> list[CollectionStatus]:
        with self._lock:
            statuses = []
            for collection in self.targets(path):
                notes = len(list_notes(collection))
                if not (collection / ".memo" / "index.db").is_file():
                    statuses.append(CollectionStatus(collection, notes, False, 0, 0, None))
                    continue
                try:
                    with open_index(collection, self.embedder()) as db:
                        stats = db.stats()
                except StorageError as error:
                    raise LibraryError(str(error)) from error
                statuses.append(CollectionStatus(collection, notes, True, stats.files, stats.chunks, stats.indexed_at))
            return statuses

    def close(self) -> None:
        with self._lock:
            self._close_searcher()
            if self._embedder is not None:
                self._embedder.close()
                self._embedder = None

    def _close_searcher(self) -> None:
        if self._searcher is not None:
            self._searcher.close()
            self._searcher = None

    def _index(self, collections: list[Path], progress) -> IndexResult:
        embedder = self.embedder()
        reports, warnings = [], []
        for collection in collections:
            def step(done: int, total: int, _note: Path, collection: Path = collection) -> None:
                if progress is not None:
                    progress(collection, done, total)
            try:
                report = index_collection(collection, embedder, progress=step)
            except StorageError as error:
                raise LibraryError(str(error)) from error
            warnings.extend(report.warnings)
            reports.append((collection, report))
        return IndexResult(reports, warnings)

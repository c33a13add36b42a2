from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from memo.embedder import Embedder
from memo.index import Donors, IndexProgress, IndexReport, index_collection, open_index, pending_bytes, writing_now
from memo.model_store import ModelError, ModelStore
from memo.notes import NotesError, list_notes, resolve_targets
from memo.searcher import Hit, SearchError, Searcher
from memo.storage import CorruptIndexError, StorageError, index_exists

from ._builds import Builds, OneAtATime, building
from ._judge import judged

# Bytes of changed notes a search over an indexed collection refreshes itself: seconds of model work
# at most; more (a git checkout, a sync) goes to a background pass the search waits for a bounded time
# (`wait`), or is left to memo-watch when it builds the collection (`build` False).
_INLINE = 64 * 1024
# Seconds a search beside memo-watch (which indexes the rest) refreshes inline at most: a few notes take
# a second or two even on a loaded machine; a git checkout still writing notes when the search measured
# them as few would otherwise be embedded inline for a minute (the client gives the watcher 30 s).
_INLINE_SECONDS = 10.0
# How long a collection a pass removed notes from keeps lending their vectors to later runs (`Donors`):
# a note moved between two collections that memo-watch passed in separate batches (a debounce apart)
_LENDING = 600.0


class LibraryError(Exception):
    def __init__(self, message: str):
        super().__init__(message)


@dataclass(frozen=True)
class CollectionStatus:
    collection: Path
    notes: int
    indexed: bool
    files: int
    chunks: int
    indexed_at: float | None
    writing: IndexProgress | None = None
    planned: bool = False
    empty: int = 0

    def line(self) -> str:
        if not self.indexed:
            coming = "его строит memo-watch после запуска" if self.planned else "он появится при первом поиске или memo index"
            return f"{self.collection}: индекса ещё нет (заметок: {self.notes}); {coming}"
        when = _iso_time(self.indexed_at) or "—"
        line = f"{self.collection}: файлов {self.files}, чанков {self.chunks}, индекс {when}"
        if self.empty:
            line += f"; без текста: {self.empty} (пустые или пропущенные при индексировании)"
        indexing = self._indexing()
        if indexing is not None:
            line += f"; сейчас индексируется (готово заметок: {indexing['notes_done']} из {indexing['notes_total']})"
        return line

    def data(self) -> dict[str, Any]:
        return {"path": str(self.collection), "notes": self.notes, "indexed": self.indexed, "files": self.files,
                "chunks": self.chunks, "indexed_at": _iso_time(self.indexed_at), "indexing": self._indexing(),
                "planned": self.planned, "empty": self.empty}

    def _indexing(self) -> dict[str, int] | None:
        """How far the pass writing the index is (its total: the notes on disk before its first report)."""
        if self.writing is None:
            return None
        return {"notes_done": self.writing.notes_done, "notes_total": self.writing.notes_total or self.notes}


def _left_warning(collection: Path, size: int | None = None) -> str:
    """The warning of a collection whose changed notes (`size` bytes, when measured) a search leaves to
    memo-watch's pass."""
    measured = "" if size is None else f" ({size // 1024} КБ)"
    return f"{collection}: изменённые заметки{measured} индексирует memo-watch; ищу по уже проиндексированному"


def _iso_time(timestamp: float | None) -> str | None:
    """A Unix time as ISO 8601 local time with its offset, to the second; None stays None."""
    if timestamp is None:
        return None
    return datetime.fromtimestamp(timestamp).astimezone().isoformat(timespec="seconds")


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


@dataclass(frozen=True)
class StatusResult:
    statuses: list[CollectionStatus]
    warnings: list[str]


class Library:
    def __init__(self, model_dir: Path | None = None, threads: int | None = None, roots: list[Path] | None = None, observe: bool = False, idle: float | None = 5.0):
        self._store = ModelStore(model_dir)
        self._idle = idle
        self._resting: threading.Timer | None = None  # rests the searcher's indexes `idle` s after the latest search
        self._threads = threads
        self._roots = roots
        self._observe = observe
        self._embedder: Embedder | None = None
        self._searcher: Searcher | None = None
        self._lock = threading.Lock()  # creating (and closing) the model and the searcher, nothing longer
        # one search at a time reads the searcher's warnings of its own call; never held while indexing waits
        self._search_lock = threading.Lock()
        self._builds = Builds()
        self._removed: dict[Path, float] = {}  # collection -> time.monotonic() of its latest pass that removed notes

    def embedder(self) -> Embedder:
        with self._lock:
            if self._embedder is None:
                try:
                    self._embedder = Embedder(self._store.ensure(), self._threads)
                except ModelError as error:
                    raise LibraryError(str(error)) from error
            return self._embedder

    def targets(self, path: str | Path | list[Path], warnings: list[str] | None = None) -> list[Path]:
        return self._targets(path, [] if warnings is None else warnings)

    def index(self, path: str | Path | list[Path], progress: Callable[[IndexProgress], None] | None = None, below: bool = True, done: Callable[[Path, IndexReport], None] | None = None, donors: Donors | None = None) -> IndexResult:
        skipped: list[str] = []
        collections = self._targets(path, skipped, below)  # below False: no walk under the folder
        if not below:  # that collection folder alone, if it still is one
            folder = Path(os.path.abspath(Path(path).expanduser()))
            collections = [folder] if folder in collections else []
        return self._index(collections, progress, skipped, done=done, donors=donors or self.donors(collections))

    def donors(self, collections: list[Path], every: bool = True) -> Donors:
        now = time.monotonic()
        lending = [collection for collection, when in list(self._removed.items()) if now - when < _LENDING]
        return Donors(collections, lending, every)

    def pending(self, collection: Path) -> tuple[int, list[str]]:
        return pending_bytes(Path(collection).expanduser().absolute(), self.embedder())

    def reindex(self, path: str | Path, progress: Callable[[IndexProgress], None] | None = None) -> IndexResult:
        skipped: list[str] = []
        collections = self._targets(path, skipped)
        with self._search_lock, self._lock:
            self._close_searcher()
        return self._index(collections, progress, skipped, rebuild=True)

    def search(self, path: str | Path | list[Path], query: str, k: int = 8, mode: str = "hybrid", progress: Callable[[IndexProgress], None] | None = None, min_confidence: float = 0.0, build: bool | Callable[[Path], bool] = True, wait: float | None = None) -> SearchResult:
        if not 0.0 <= min_confidence <= 1.0:
            raise LibraryError(f"min_confidence должно быть от 0 до 1, получено {min_confidence!r}")
        warnings: list[str] = []
        collections = self._targets(path, warnings)
        if not collections:
            return SearchResult([], [], warnings)
        self._rest_later(None)  # nothing rests the indexes during this search
        try:
            return self._search(collections, query, k, mode, progress, min_confidence, build, wait, warnings)
        finally:
            self._rest_later(self._idle)

    def _search(self, collections: list[Path], query: str, k: int, mode: str, progress, min_confidence: float,
                build: bool | Callable[[Path], bool], wait: float | None, warnings: list[str]) -> SearchResult:
        start = time.monotonic()
        built = [collection for collection in collections if (build(collection) if callable(build) else build)]
        left = self._left(collections, built, warnings)
        builds = self._background(built, warnings) if wait is not None else []
        self._builds.wait(builds, wait or 0.0, progress)
        warnings.extend(self._builds.untold(collections))
        # a search that measured the changes as few (a bounded wait, or memo-watch building) refreshes until
        # its deadline: a git checkout still writing notes after the measurement is not all indexed inline
        until = start + wait if wait is not None else start + _INLINE_SECONDS if build is not True else None
        with self._search_lock:
            searcher = self._searcher_now()
            try:
                hits = searcher.search(collections, query, k, mode, progress=progress, build=build,
                                       refresh=lambda collection: collection not in left, until=until)
            except (SearchError, StorageError) as error:
                raise LibraryError(str(error)) from error
            warnings.extend(self._builds.explained(searcher.warnings, builds))
            deferred = searcher.deferred
        warnings.extend(self._deferred(deferred, wait is not None, progress))
        return SearchResult(collections, judged(hits, min_confidence), warnings)

    def _deferred(self, collections: list[Path], background: bool, progress) -> list[str]:
        """What becomes of the collections whose refresh ran past the search's deadline: with a bounded
        wait (memo-mcp) a background pass of this process, as for a bulk change measured before
        (`_background`), told once it holds the collection; else memo-watch's pass, as for a collection
        `_left` to it."""
        told, donors = [], self.donors(collections)
        for collection in collections:
            if background:
                build = self._builds.start(collection, lambda progress, where=collection: self._pass(where, progress, donors))
                self._builds.wait([build], 0.0, progress)  # until it holds the collection: its counts are real
                told.append(building(build))
            else:
                told.append(_left_warning(collection))
        return told

    def status(self, path: str | Path | list[Path], planned: Callable[[Path], bool] | None = None) -> StatusResult:
        statuses, warnings = [], []
        for collection in self._targets(path, warnings):
            notes = len(list_notes(collection))
            held = planned is not None and planned(collection)
            if not index_exists(collection):
                statuses.append(CollectionStatus(collection, notes, False, 0, 0, None, planned=held))
                continue
            try:
                stats = self._stats(collection, warnings)
            except StorageError as error:
                # out of descriptors? SQLite keeps one per index opened here while the searcher holds it too
                if not self._release_searcher():
                    raise LibraryError(str(error)) from error
                try:
                    stats = self._stats(collection, warnings)
                except StorageError as again:
                    raise LibraryError(str(again)) from again
            statuses.append(CollectionStatus(collection, notes, True, stats.files, stats.chunks, stats.indexed_at,
                                             self._writing(collection), held, stats.empty))
        return StatusResult(statuses, warnings)

    def _stats(self, collection: Path, warnings: list[str]):
        """The stats of one collection's index, opened for them and closed."""
        with open_index(collection, self.embedder()) as db:
            try:
                stats = db.stats()
            except CorruptIndexError:  # set aside and emptied: the next search rebuilds it
                stats = db.stats()
            warnings.extend(db.take_warnings())
        return stats

    def _release_searcher(self) -> bool:
        """Close the searcher and the indexes it holds open (a library of 1,000 collections: 3,000 file
        descriptors); whether there was one. The next search makes it again."""
        with self._search_lock, self._lock:
            if self._searcher is None:
                return False
            self._close_searcher()
            return True

    def close(self) -> None:
        self._rest_later(None)
        with self._search_lock, self._lock:
            self._close_searcher()
            if self._embedder is not None:
                self._embedder.close()
                self._embedder = None

    def _rest_later(self, seconds: float | None) -> None:
        """Rest the searcher's indexes (`Searcher.rest`: their files closed, so an idle process keeps no
        disk of the notes busy) after `seconds` unless a search comes first; None: not now."""
        with self._lock:
            if self._resting is not None:
                self._resting.cancel()
                self._resting = None
            if seconds is not None and self._searcher is not None:
                self._resting = threading.Timer(seconds, self._searcher.rest)
                self._resting.daemon = True
                self._resting.start()

    def _searcher_now(self) -> Searcher:
        """The searcher of this library, made on first use."""
        embedder = self.embedder()
        with self._lock:
            if self._searcher is None:
                self._searcher = Searcher(embedder, roots=self._roots, observe=self._observe)
            return self._searcher

    def _background(self, collections: list[Path], warnings: list[str]) -> list:
        """The background passes a search waits for: the running one of each collection, and one started
        for each collection that needs indexing (`pending_bytes`: no index, a half-built one, notes
        changed since), looked at when first met here, and again when notes of it changed since its
        last refresh: more than `_INLINE` bytes of them (a git checkout of hundreds of notes) are no
        inline refresh holding the answer for a minute. The rest is left to the searcher's refresh."""
        builds, donors = [], self.donors(collections)
        for collection in collections:
            if self._builds.running(collection) is None:
                settled = self._builds.known(collection)
                if not (settled and self._searcher_now().quiet(collection)):
                    cost, notices = pending_bytes(collection, self.embedder())
                    warnings.extend(notices)
                    if cost <= (_INLINE if settled else 0):
                        self._builds.settle(collection)
                        continue
                    self._builds.start(collection, lambda progress, where=collection: self._pass(where, progress, donors))
            build = self._builds.running(collection)
            if build is not None:
                builds.append(build)
        return builds

    def _left(self, collections: list[Path], built: list[Path], warnings: list[str]) -> set[Path]:
        """The collections a search does not build (memo-watch does) with more than `_INLINE` bytes of
        notes changed: searched as they stand, their changes left to memo-watch's pass."""
        left, building = set(), set(built)  # a set: a library of 1,000 collections is no 10⁶ comparisons
        for collection in collections:
            # quiet (memo-watch's own searches): nothing changed since its last refresh, nothing to measure
            if collection not in building and index_exists(collection) and not self._searcher_now().quiet(collection):
                cost, notices = pending_bytes(collection, self.embedder())
                warnings.extend(notices)
                if cost > _INLINE:
                    left.add(collection)
                    warnings.append(_left_warning(collection, cost))
        return left

    def _pass(self, collection: Path, progress: Callable[[IndexProgress], None], donors: Donors) -> IndexReport:
        """A background pass: it never waits for another process (memo-watch) writing the collection, and
        its model calls take turns with the other passes' (`OneAtATime`)."""
        embedder = OneAtATime(self.embedder(), self._builds.turn)
        return self._noted(collection, index_collection(collection, embedder, progress, roots=self._roots,
                                                        wait=False, donors=donors))

    def _noted(self, collection: Path, report: IndexReport) -> IndexReport:
        """`report`, its collection remembered as lending when the pass removed notes from it."""
        if report.removed:
            self._removed[collection] = time.monotonic()
        return report

    def _writing(self, collection: Path) -> IndexProgress | None:
        """How far a pass writing `collection` is: this process's own from its reports (not probing the
        lock its pass may be about to take), another's from what it published."""
        build = self._builds.running(collection)
        if build is None:
            return writing_now(collection)
        return build.progress or IndexProgress(collection, 0, 0, 0, 0, 0)

    def _close_searcher(self) -> None:
        if self._searcher is not None:
            self._searcher.close()
            self._searcher = None

    def _targets(self, path: str | Path | list[Path], skipped: list[str], below: bool = True) -> list[Path]:
        """The collections `path` (or each path of a list) means, each once (with `below` False only
        the folders named, not those below them); warnings about folders skipped on the way go to
        `skipped`."""
        paths = path if isinstance(path, list) else [path]
        found: list[Path] = []
        missing: list[str] = []  # roots that are not there (a disk not plugged in): the others still count
        for each in paths:
            try:
                found += resolve_targets(Path(each).expanduser(), self._roots, skipped, below)
            except NotesError as error:
                if os.path.exists(Path(each).expanduser()):
                    raise LibraryError(str(error)) from error
                missing.append(str(error))
        if len(missing) == len(paths):
            raise LibraryError("; ".join(missing))
        skipped += [f"{error}; папка пропущена" for error in missing]
        return list(dict.fromkeys(found))

    def _index(self, collections: list[Path], progress, warnings: list[str], rebuild: bool = False,
               done: Callable[[Path, IndexReport], None] | None = None, donors: Donors | None = None) -> IndexResult:
        embedder = self.embedder()
        reports = []
        for collection in collections:
            try:
                report = self._noted(collection, index_collection(collection, embedder, progress=progress, roots=self._roots,
                                                                  rebuild=rebuild, donors=donors))
            except StorageError as error:
                raise LibraryError(str(error)) from error
            warnings.extend(report.warnings)
            reports.append((collection, report))
            if done is not None:  # as soon as the collection is done, not after the last one
                done(collection, report)
        return IndexResult(reports, warnings)

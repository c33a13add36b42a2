"""Indexing passes this process runs in the background, at most one per collection (`Library.search` wait).

A search over a collection that needs indexing starts its pass here and waits for it only a bounded
time; the pass goes on in a thread of its own after the search has answered (until the process ends:
an interrupted pass keeps every note it committed, and the next process finishes it).
"""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path

from memo.index import IndexProgress, IndexReport

_log = logging.getLogger("memo.library")
# The index cell's warning for a collection whose lock is held (`index_collection` wait=False): when
# the holder is one of this process's builds, the search says so in its own words instead.
_HELD = ": индекс обновляется другим процессом"


class OneAtATime:
    """The embedder as background passes use it: their model calls run one at a time over all of them.
    One call already keeps every core busy (the Embedder's threads), and a hundred collections indexed
    at once would otherwise hold a hundred model runs in memory; the passes take turns call by call."""

    def __init__(self, embedder, turn: threading.Lock):
        self._embedder, self._turn = embedder, turn

    def embed_passages(self, texts: list[str]):
        with self._turn:
            return self._embedder.embed_passages(texts)

    def __getattr__(self, name: str):
        return getattr(self._embedder, name)


class Build:
    """One background pass over one collection (state guarded by its `Builds`' condition)."""

    def __init__(self, collection: Path, run: Callable[[Callable[[IndexProgress], None]], IndexReport],
                 builds: Builds):
        self.collection = collection
        self.progress: IndexProgress | None = None  # the latest the pass reported
        self.report: IndexReport | None = None  # None while running, or when the pass failed
        self.done = False
        self.outlasted = False  # a search's wait for it ran out: later searches do not wait for it again
        self._builds = builds
        threading.Thread(target=self._run, args=(run,), name="memo-build", daemon=True).start()

    @property
    def begun(self) -> bool:
        """Whether the pass holds the collection's lock (it reported progress) or is over: from then on
        a search's refresh of the collection does not index it beside the pass."""
        return self.done or self.progress is not None

    @property
    def writing(self) -> bool:
        """Whether the pass is (or was, during a search that just ran) writing the index itself, not
        ending at once because another process holds the collection."""
        return not self.done or (self.report is not None and not self.report.busy)

    def _run(self, run) -> None:
        report = None
        try:
            report = run(self._progressed)
        except Exception:  # LibraryError or a bug: logged; the next search indexes the collection itself
            if _exiting():  # memo-mcp's client went away: the shutdown stopped the model's threads, no fault
                _log.warning("фоновая индексация %s прервана: процесс завершается; записанное сохранено",
                             self.collection)
            else:
                _log.exception("фоновая индексация %s не удалась", self.collection)
        finally:
            self._builds.finished(self, report)

    def _progressed(self, progress: IndexProgress) -> None:
        with self._builds.changed:
            self.progress = progress
            self._builds.changed.notify_all()


class Builds:
    """This process's background passes: the running one of each collection, the collections found up
    to date (a search's own refresh follows them from then on) and warnings of passes nobody read yet."""

    def __init__(self):
        self.changed = threading.Condition()
        self._running: dict[Path, Build] = {}
        self._settled: set[Path] = set()
        self._untold: dict[Path, list[str]] = {}
        self.turn = threading.Lock()  # one background model call at a time (`OneAtATime`)

    def running(self, collection: Path) -> Build | None:
        with self.changed:
            return self._running.get(collection)

    def known(self, collection: Path) -> bool:
        """Whether `collection` has a pass running here or was found up to date by this process."""
        with self.changed:
            return collection in self._running or collection in self._settled

    def settle(self, collection: Path) -> None:
        with self.changed:
            self._settled.add(collection)

    def start(self, collection: Path, run: Callable[[Callable[[IndexProgress], None]], IndexReport]) -> Build:
        """The running pass of `collection`, started with `run(progress)` when there is none."""
        with self.changed:
            build = self._running.get(collection)
            if build is None:
                build = self._running[collection] = Build(collection, run, self)
            return build

    def finished(self, build: Build, report: IndexReport | None) -> None:
        with self.changed:
            build.report, build.done = report, True
            del self._running[build.collection]
            if report is not None and not report.busy:
                self._settled.add(build.collection)
                if report.warnings:
                    self._untold.setdefault(build.collection, []).extend(report.warnings)
            self.changed.notify_all()

    def untold(self, collections: list[Path]) -> list[str]:
        """The warnings of finished passes over `collections` (bad files met), each told once."""
        with self.changed:
            return [warning for collection in collections for warning in self._untold.pop(collection, [])]

    def wait(self, builds: list[Build], seconds: float, progress: Callable[[IndexProgress], None] | None) -> None:
        """Until every pass of `builds` is over or has begun and outlasted a wait (this one, after
        `seconds`, or an earlier search's: an agent repeating its search is not held up again); `progress`
        receives their reports meanwhile (in the calling thread)."""
        deadline = time.monotonic() + seconds
        told: dict[Path, IndexProgress] = {}
        while True:
            with self.changed:
                news = [b.progress for b in builds if b.progress is not None and told.get(b.collection) is not b.progress]
                if not news:
                    left = deadline - time.monotonic()
                    if left <= 0 and not all(b.outlasted for b in builds):
                        for build in builds:
                            build.outlasted = True
                        self.changed.notify_all()  # searches waiting for the same passes stop too
                    if all(b.done or (b.outlasted and b.begun) for b in builds):
                        return
                    self.changed.wait(left if left > 0 else None)
                    continue
            for each in news:
                told[each.collection] = each
                if progress is not None:
                    progress(each)

    @staticmethod
    def explained(warnings: list[str], builds: list[Build]) -> list[str]:
        """`warnings` of a search where each collection's "another process" notice, when the holder is
        one of `builds`, is replaced by what is true: this server builds it and how far it is."""
        ours = {f"{build.collection}{_HELD}": build for build in builds if build.writing}
        told = []
        for warning in warnings:
            build = next((b for prefix, b in ours.items() if warning.startswith(prefix)), None)
            told.append(warning if build is None else building(build))
        return told


def building(build: Build) -> str:
    """The warning of a collection this process goes on indexing in the background, and how far it is."""
    progress = build.progress
    done, total = (progress.notes_done, progress.notes_total) if progress is not None else (0, 0)
    return (f"{build.collection}: индексирование продолжается в фоне (готово заметок: {done} из {total}); "
            "ищу по уже проиндексированному, повторите поиск позже")


def _exiting() -> bool:
    """Whether this process is ending: the interpreter runs threading's exit hooks once the main thread's
    code is done, the shutdown of thread pools among them (every model call still made then fails).
    threading has no public flag for it: `_SHUTTING_DOWN` is the one concurrent.futures itself relies on
    (tests/library/test_background.py checks it on the Python in use)."""
    return bool(getattr(threading, "_SHUTTING_DOWN", False)) or not threading.main_thread().is_alive()

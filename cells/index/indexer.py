from __future__ import annotations

import os
import stat
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from memo.chunker import Chunk, chunk_markdown
from memo.notes import change_stamp, note_names, read_note
from memo.storage import CorruptIndexError, FileState, IndexDb, StorageError, StoredChunk, index_exists

from ._writer import WriterLock, published
from .donors import Donors
from .progress import IndexProgress

if TYPE_CHECKING:
    from memo.embedder import Embedder

_MAX_CHARS = 1000
_LAYOUT = (f"chunks={_MAX_CHARS};passage=heading-path,plain,untitled-file-name,headings-only;views=short-own-heading;"
           "headings=at-most-300-chars;front-matter=title-aliases-tags,other-values-as-words,alone-leads-first-piece;wikilinks=shown;"
           "link-targets=inline-image-reference-href-src-as-words;data-uri-payload=ellipsis;"
           "comments=no-headings;line-ends=crlf-cr-lf")
_RACY_NS = 2_000_000_000
_GONE = "индекс удалили во время индексации: записанное пропало; следующий поиск или memo index построит его заново"
_READ_ONLY = "папка индекса только для чтения: индекс не обновлялся, поиск идёт по нему как есть"
_BATCH_PASSAGES = 256  # passages gathered before embedding: calls of 32 ran at 0.67 of one big call, 128 at 0.85, 512 at 0.95 (bench/RESULTS.md)
# Passages per model call inside a batch, in order of length: the embedder's own batches are about
# this size, so throughput is unchanged (256 passages: 61.3 s in one call, 63.6 s in slices of 8 on a
# loaded 2-core machine), and progress moves every few seconds even there.
_EMBED_SLICE = 8
# A note with more new pieces than this is written in steps of that many (see _Batch._save_step): a
# 3 MB note is ~5,000 pieces, 8 minutes of a loaded 2-core machine, all lost to an interrupt before.
_STEP_PIECES = 512
# The state of a note written in part: no file has it, so every pass takes the note up again.
_PART = FileState(0, -1, "")


@dataclass
class IndexReport:
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    embedded: int = 0
    reused: int = 0
    warnings: list[str] = field(default_factory=list)
    changed: list[Path] = field(default_factory=list)
    busy: bool = False
    linked: list[str] = field(default_factory=list)
    moved: list[tuple[Path, Path]] = field(default_factory=list)
    deferred: bool = False


def open_index(collection: Path, embedder: Embedder) -> IndexDb:
    return IndexDb(collection, embedder.identity, embedder.dimension, _LAYOUT)


def index_collection(collection: Path, embedder: Embedder, progress: Callable[[IndexProgress], None] | None = None, db: IndexDb | None = None, roots: list[Path] | None = None, wait: bool = True, only: list[str] | None = None, rebuild: bool = False, until: float | None = None, donors: Donors | None = None) -> IndexReport:
    collection = Path(collection).absolute()
    writer = WriterLock(collection)
    own = db is None
    try:
        if rebuild:  # waits for another writer whatever `wait` says: emptied under its pass, its notes would stay
            writer.acquire(progress)
        db = open_index(collection, embedder) if own else db
        if db.read_only:
            return IndexReport(warnings=[f"{collection}: {_READ_ONLY}"])
        if rebuild:
            db.clear()
        elif not writer.try_acquire():
            if not wait:
                return _busy(collection)
            writer.acquire(progress)
        try:
            report = _index(collection, embedder, progress, db, roots, writer, only, until, donors)
        except CorruptIndexError:  # the damaged file was set aside and the index is empty: build it anew, all of it
            report = _index(collection, embedder, progress, db, roots, writer, None, until, donors)
        if report.removed and donors is not None:
            donors.removed_from(collection)
        if not index_exists(collection):  # ".memo" deleted under the pass: its writes went with the file
            report.warnings.append(f"{collection}: {_GONE}")
        if report.embedded:
            embedder.trim()  # a long-lived process (memo-watch, memo-mcp) would keep the largest pass's memory
        if own:
            report.warnings[:0] = db.take_warnings()
        return report
    finally:
        writer.release()
        if own and db is not None:
            db.close()


def pending_bytes(collection: Path, embedder: Embedder) -> tuple[int, list[str]]:
    collection = Path(collection).absolute()
    names = note_names(collection)
    known: dict[str, FileState] = {}
    warnings: list[str] = []
    if index_exists(collection):
        try:
            db = open_index(collection, embedder)
        except StorageError:  # the pass will say what is wrong, at once
            return 0, []
        with db:
            if db.read_only:  # a pass leaves it as it is
                return 0, db.take_warnings()
            try:
                known = db.file_states()
            except CorruptIndexError:  # set aside and emptied: every note is to be read
                pass
            warnings = db.take_warnings()
    total = 0
    for name in names:
        try:
            info = os.stat(os.path.join(collection, name))
        except OSError:
            continue
        state = known.get(name)
        if not _unchanged(state, info) and not _racy(state, info):
            total += info.st_size
    return total, warnings


def writing_now(collection: Path) -> IndexProgress | None:
    lock = WriterLock(Path(collection).absolute())
    if lock.try_acquire():
        lock.release()
        return None
    return published(Path(collection).absolute())


def _unchanged(known: FileState | None, info: os.stat_result) -> bool:
    """Whether the index's state of a note still matches the note's stat (then a pass does not read it)."""
    return known is not None and (known.changed_ns, known.size) == (change_stamp(info), info.st_size)


def _racy(known: FileState | None, info: os.stat_result) -> bool:
    """Whether the index has the note as it is but for a time it did not trust (`_trusted`: indexed
    right after a write, as a git checkout's notes are): a pass reads it again, to find its digest unchanged."""
    return known is not None and known.changed_ns == 0 and known.size == info.st_size


def _readable(info: os.stat_result) -> bool:
    """Whether the permission bits let this process read the note: a chmod changes neither its time nor
    its size, so an unchanged note made unreadable would stay searchable without a word. The owner's
    bit for one's own notes, any read bit for the others' (root reads everything)."""
    uid = os.geteuid()
    if uid == 0:
        return True
    if info.st_uid == uid:
        return bool(info.st_mode & stat.S_IRUSR)
    return bool(info.st_mode & (stat.S_IRGRP | stat.S_IROTH))


def _index(collection: Path, embedder: Embedder, progress, db: IndexDb, roots: list[Path] | None,
           writer: WriterLock, only: list[str] | None, until: float | None = None,
           donors: Donors | None = None) -> IndexReport:
    """One pass over the notes' names (all of them, or `only`): plain strings until a note changed; past
    `until` (time.monotonic) it ends, deferred, keeping the notes it wrote."""
    report = IndexReport()
    names = note_names(collection, only, report.warnings)
    if only is None:
        known = db.file_states()  # one SELECT for the whole collection
    else:
        known = {name: state for name in dict.fromkeys(only)
                 if (state := db.file_state(os.path.join(collection, name))) is not None}
    batch = _Batch(db, embedder, report, _Tracker(collection, len(names), progress, writer), known, roots,
                   str(collection), until, donors)
    if not batch.run(names):
        report.deferred = True
        return report
    present = set(names)
    for name in known:
        if name not in present and db.remove_file(collection / name):
            report.removed += 1
            report.changed.append(collection / name)
    report.changed.sort()  # written the shortest first, told in name order
    report.moved = _moves(db, known, report.changed)
    try:
        db.compact_words()
    except CorruptIndexError:  # emptied and set aside: the caller rebuilds it
        raise
    except StorageError as error:  # the notes' pieces are written: a slower word index is no reason to fail
        report.warnings.append(f"{collection}: индекс слов не уплотнён: {error}")
    return report


def _moves(db: IndexDb, known: dict[str, FileState], changed: list[Path]) -> list[tuple[Path, Path]]:
    """(old, new) for each note this pass wrote whose content is that of a note it removed because the
    file is gone: a rename, also onto an existing name (its pieces kept their stored vectors)."""
    gone: dict[str, list[Path]] = {}
    for path in changed:
        if path.name in known and not os.path.lexists(path):
            gone.setdefault(known[path.name].digest, []).append(path)
    if not gone:
        return []
    moved = []
    for path in changed:
        state = db.file_state(path)  # None for a removed one
        if state is not None and gone.get(state.digest):
            moved.append((gone[state.digest].pop(0), path))
    return moved


def _busy(collection: Path) -> IndexReport:
    """Another process is indexing `collection`: do nothing and say how far it is."""
    other = published(collection)
    total = other.notes_total or len(note_names(collection))
    return IndexReport(busy=True, warnings=[
        f"{collection}: индекс обновляется другим процессом (готово заметок: {other.notes_done} из {total})"])


class _Late(Exception):
    """A pass bounded by `until` ran past it (`_Batch._late`)."""


class _Tracker:
    """Counts of a pass, reported to the caller and published beside the index for other processes."""

    def __init__(self, collection: Path, notes_total: int, progress: Callable[[IndexProgress], None] | None,
                 writer: WriterLock):
        self._collection, self._notes_total = collection, notes_total
        self._progress, self._writer = progress, writer
        self.notes_done = self.pieces_done = self.pieces_total = self.saved = self.reused = 0

    def report(self, force: bool = False) -> None:
        self.pieces_total = max(self.pieces_total, self.pieces_done)  # a note may have grown since it was planned
        state = IndexProgress(self._collection, self.notes_done, self._notes_total, self.pieces_done,
                              self.pieces_total, self.saved, reused=self.reused)
        if self.pieces_total or self.notes_done < self._notes_total:
            # a pass that found nothing to do holds the lock for milliseconds: nobody needs its progress,
            # and on ext4 removing a progress file just replaced costs 3-10 ms (its data is flushed first)
            self._writer.publish(state, force)
        if self._progress is not None:
            self._progress(state)


class _Batch:
    """A pass in two steps: plan every note (what changed, how many pieces), then write the changed ones.

    Planning reads and cuts changed notes to count their pieces, so progress has a total from the
    start; writing reads them again (memory stays small). Changed notes wait until enough new
    passages gather to embed them together; each note is still written in its own transaction, the
    notes with the fewest pieces first.
    """

    def __init__(self, db: IndexDb, embedder: Embedder, report: IndexReport, tracker: _Tracker,
                 known: dict[str, FileState], roots: list[Path] | None, folder: str, until: float | None = None,
                 donors: Donors | None = None):
        self._db, self._embedder, self._report, self._roots = db, embedder, report, roots
        self._donors = donors
        self._until = until
        self._folder = folder
        self._known = known  # the collection's states, read up front
        self._tracker = tracker
        self._queue: list[tuple[Path, FileState, list, list[str], list[str]]] = []
        self._vectors: dict[str, np.ndarray] = {}
        self._missing: dict[str, bool] = {}  # text to embed -> whether it is only a view (not counted as a piece)
        self._lendable: set[str] = set()  # texts of `_missing` of notes new here, which `donors` may hold
        self._stepped = 0  # pieces of the note at the queue's head embedded when it was last written in part

    def run(self, names: list[str]) -> bool:
        """Plan, then write; False when `until` passed first (the notes written by then stay written)."""
        try:
            self._run(names)
        except _Late:
            return False
        return True

    def _late(self) -> None:
        """Raise `_Late` once `until` has passed: checked at each changed note planned and after each model call."""
        if self._until is not None and time.monotonic() > self._until:
            raise _Late

    def _run(self, names: list[str]) -> None:
        changed = []
        for name in names:
            planned = self._plan(name)
            if planned is None:
                self._tracker.notes_done += 1
            else:
                self._late()
                changed.append((len(planned[1]), Path(self._folder, name)))
                self._tracker.pieces_total += len(planned[1])
                self._tracker.report()
        self._tracker.report(force=True)
        # the shortest first (names in order among equals): a long note does not keep the notes after it
        # unsearchable while it is embedded
        for _, path in sorted(changed, key=lambda planned: planned[0]):
            planned = self._reread(path)
            if planned is None:
                self._tracker.notes_done += 1
            else:
                self._add(path, *planned)
        self._flush()
        self._tracker.report(force=True)

    def _add(self, path: Path, state: FileState, chunks: list) -> None:
        passages = [chunk.passage() for chunk in chunks]
        views = [chunk.view() for chunk in chunks]
        texts = passages + [view for view in views if view]
        unknown = [t for t in texts if t not in self._vectors and t not in self._missing]
        self._vectors.update(self._db.known_vectors(unknown))
        if self._donors is not None and not self._known.get(path.name):  # a note new here may have moved in
            self._lendable.update(text for text in unknown if text not in self._vectors)
        for passage in passages:
            if passage not in self._vectors:
                self._missing[passage] = False
        for view in views:
            if view and view not in self._vectors:
                self._missing.setdefault(view, True)
        self._queue.append((path, state, chunks, passages, views))
        if len(self._missing) >= _BATCH_PASSAGES:
            self._flush()

    def _flush(self) -> None:
        if self._lendable:  # asked once a batch, not once a note: each lending index is opened per call
            lent = self._donors.vectors(Path(self._folder), self._embedder.identity, self._embedder.dimension,
                                        [text for text in self._missing if text in self._lendable])
            self._vectors.update(lent)
            for text in lent:
                del self._missing[text]
            self._lendable = set()
        missing = list(self._missing)  # in the notes' order, so each note is saved as soon as its pieces are ready
        written = sum(len(passages) for _, _, _, passages, _ in self._queue)
        pieces = sum(not only_view for only_view in self._missing.values())
        self._report.reused += written - pieces
        self._tracker.pieces_done += written - pieces
        self._tracker.reused += written - pieces
        self._save_ready()
        for start in range(0, len(missing), _EMBED_SLICE):
            part = missing[start:start + _EMBED_SLICE]
            self._vectors.update(zip(part, np.asarray(self._embedder.embed_passages(part), dtype=np.float32)))
            counted = sum(not self._missing[text] for text in part)
            self._report.embedded += counted
            self._tracker.pieces_done += counted
            self._tracker.report()
            self._save_ready()
            self._save_step()
            self._late()
        self._queue, self._missing = [], {}
        self._vectors = {}

    def _save_ready(self) -> None:
        """Write the queued notes, in order, whose every passage has its vector (an interrupt keeps them)."""
        while self._queue and all(t in self._vectors for t in self._queue[0][3] + self._queue[0][4] if t):
            path, state, chunks, passages, views = self._queue.pop(0)
            matrix = (np.stack([self._vectors[p] for p in passages]) if passages
                      else np.zeros((0, self._embedder.dimension), np.float32))
            self._db.put_file(path, state, chunks, matrix, {at: self._vectors[v] for at, v in enumerate(views) if v})
            self._report.updated += 1
            self._report.changed.append(path)
            self._tracker.notes_done += 1
            self._tracker.saved += 1
            self._tracker.report()
            self._stepped = 0

    def _save_step(self) -> None:
        """Write the pieces of the note at the queue's head whose passage has its vector (with their views'
        vectors where ready), under the state `_PART`, once _STEP_PIECES more of its passages have been
        embedded since its last step: an interrupt then keeps them, searchable, and the next pass finds
        their vectors stored (a note's views are embedded after its passages)."""
        if not self._queue:
            return
        path, _, chunks, passages, views = self._queue[0]
        embedded = sum(1 for passage in dict.fromkeys(passages) if passage in self._missing and passage in self._vectors)
        if embedded - self._stepped < _STEP_PIECES:
            return
        ready = [at for at in range(len(chunks)) if passages[at] in self._vectors]
        self._db.put_file(path, _PART, [chunks[at] for at in ready], np.stack([self._vectors[passages[at]] for at in ready]),
                          {i: self._vectors[views[at]] for i, at in enumerate(ready) if views[at] and views[at] in self._vectors})
        self._stepped = embedded

    def _plan(self, name: str) -> tuple[FileState, list] | None:
        """What to write for one note (its new state and chunks), or None when the index is already right."""
        db, report = self._db, self._report
        try:
            info = self._stat(name)
        except FileNotFoundError:
            path = Path(self._folder, name)
            if db.remove_file(path):
                report.removed += 1
                report.changed.append(path)
            return None
        except OSError as error:
            report.warnings.append(f"{Path(self._folder, name)}: пропущен: не удалось прочитать ({error.strerror or error})")
            return None
        known = self._known.get(name)
        if _unchanged(known, info) and _readable(info):
            report.unchanged += 1
            return None
        path = Path(self._folder, name)
        note = read_note(path, roots=self._roots)
        if note.size < 0:  # unread (vanished, unreadable, leading outside the roots): not searchable either
            report.warnings.extend(note.warnings)
            if db.remove_file(path):
                report.removed += 1
                report.changed.append(path)
            return None
        state = FileState(_trusted(note.changed_ns), note.size, note.digest)
        if known is not None and known.digest == note.digest:
            db.touch_file(path, state)
            report.unchanged += 1
            return None
        report.warnings.extend(note.warnings)
        return state, _chunks(note, path)

    def _stat(self, name: str) -> os.stat_result:
        """The note's stat (one system call for a plain file); a symlink or a file with other hard links
        goes to `linked`, as a change through another path is not seen in this folder."""
        path = os.path.join(self._folder, name)
        info = os.lstat(path)
        if stat.S_ISLNK(info.st_mode):
            info = os.stat(path)
            self._report.linked.append(name)
        elif info.st_nlink > 1:
            self._report.linked.append(name)
        return info

    def _reread(self, path: Path) -> tuple[FileState, list] | None:
        """A planned note read again to be written; None when it can no longer be read (the index keeps its old version)."""
        note = read_note(path, roots=self._roots)
        if note.size < 0:
            return None
        return FileState(_trusted(note.changed_ns), note.size, note.digest), _chunks(note, path)


def _chunks(note, path: Path) -> list:
    """The pieces of a read note (none for a note kept without text), titled by its file name."""
    return chunk_markdown(note.text, _MAX_CHARS, _note_title(path)) if note.text is not None else []


def stored_passages(row: StoredChunk) -> list[str]:
    forms = [Chunk(row.heading, row.heading_path, row.line, row.text, row.ord, row.start_line, row.end_line, title)
             for title in (_note_title(row.path), "")]
    # a heading path leads both forms alike: then they are one
    return list(dict.fromkeys(chunk.passage() for chunk in forms))


def _note_title(path: Path) -> str:
    """The title of a note without headings: its file name without the extension,
    dashes and underscores read as spaces ("wifi-dacha.md" → "wifi dacha")."""
    return " ".join(path.stem.replace("-", " ").replace("_", " ").split())


def _trusted(changed_ns: int) -> int:
    """A change time too close to now may hide a second edit in the same tick: store 0 to re-hash next time."""
    return 0 if time.time_ns() - changed_ns < _RACY_NS else changed_ns

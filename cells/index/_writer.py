"""One writer per collection: an advisory lock beside the index, and the progress its holder publishes.

`.memo/index.lock` is locked with flock by the process indexing the collection (released on close and
by the kernel when the process dies). The holder writes its progress to `.memo/index.progress` (a
small JSON object, replaced atomically) so that another process can tell the user how far it is.
"""
from __future__ import annotations

import fcntl
import json
import os
import time
from pathlib import Path

from .progress import IndexProgress

_LOCK = "index.lock"
_PROGRESS = "index.progress"
_PUBLISH_EVERY = 0.5  # seconds between progress files
_POLL = 0.25  # seconds between attempts of a waiting writer


class WriterLock:
    """The collection's writer lock, held from `acquire` to `release`."""

    def __init__(self, collection: Path):
        self._folder = collection / ".memo"
        self._fd: int | None = None
        self._published = 0.0

    def try_acquire(self) -> bool:
        """True when this process is now the writer (also when the lock file cannot be made: nothing to coordinate)."""
        try:
            fd = os.open(self._folder / _LOCK, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
        except OSError:  # a read-only or odd .memo: writing the index will fail (or not) as it would alone
            return True
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def acquire(self, waiting) -> None:
        """Take the lock, calling `waiting` with the holder's published progress while another process has it."""
        while not self.try_acquire():
            if waiting is not None:
                waiting(published(self._folder.parent))
            time.sleep(_POLL)

    def publish(self, progress: IndexProgress, force: bool = False) -> None:
        now = time.monotonic()
        if not force and now - self._published < _PUBLISH_EVERY:
            return
        self._published = now
        data = {"pid": os.getpid(), "notes_done": progress.notes_done, "notes_total": progress.notes_total,
                "pieces_done": progress.pieces_done, "pieces_total": progress.pieces_total, "saved": progress.saved}
        partial = self._folder / f"{_PROGRESS}.{os.getpid()}"
        try:
            partial.write_text(json.dumps(data), encoding="utf-8")
            os.replace(partial, self._folder / _PROGRESS)
        except OSError:  # progress is a courtesy to other processes; indexing goes on without it
            pass

    def release(self) -> None:
        if self._fd is None:
            return
        try:
            (self._folder / _PROGRESS).unlink(missing_ok=True)
        except OSError:
            pass
        os.close(self._fd)  # closing the descriptor drops the flock
        self._fd = None


def published(collection: Path) -> IndexProgress:
    """What the process holding the lock last published (zeros before its first report)."""
    try:
        data = json.loads((collection / ".memo" / _PROGRESS).read_text(encoding="utf-8"))
        counts = [int(data[key]) for key in ("notes_done", "notes_total", "pieces_done", "pieces_total", "saved")]
        holder = data.get("pid")
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        counts, holder = [0, 0, 0, 0, 0], None
    return IndexProgress(collection, *counts, other=True, here=holder == os.getpid())

"""What a refresh must look at, from the kernel's change notifications (a long-lived `Searcher`).

With `observe`, a Searcher keeps one inotify instance (`inotify_simple`) with a non-recursive watch on
each collection folder it refreshed. Before a refresh the queued notifications are read without
waiting: a change written before the search started is already in the kernel's queue, so none is
missed for want of a thread having run (a watchdog observer delivers through threads, later). Then:
- a full pass (every note) on the first refresh of a collection, and whenever a notification may have
  been lost: no inotify (not Linux, no instance or watch left), the queue overflowed, the folder was
  deleted, moved or replaced, a ".memoignore" that applies to it changed, the index was (re)opened;
- else a pass over the note names notified since the last pass, plus the notes that are symlinks or
  hard links (a change through another path is not notified in this folder);
- else nothing: no stat of any note.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from memo.notes import ignore_files

if TYPE_CHECKING:
    from memo.index import IndexReport

# inotify(7) event bits (stable kernel ABI)
_MODIFY, _ATTRIB, _CLOSE_WRITE = 0x2, 0x4, 0x8
_MOVED_FROM, _MOVED_TO, _CREATE, _DELETE = 0x40, 0x80, 0x100, 0x200
_DELETE_SELF, _MOVE_SELF, _UNMOUNT, _OVERFLOW, _IGNORED = 0x400, 0x800, 0x2000, 0x4000, 0x8000
_ONLYDIR = 0x1000000
_MASK = (_MODIFY | _ATTRIB | _CLOSE_WRITE | _MOVED_FROM | _MOVED_TO | _CREATE | _DELETE | _DELETE_SELF
         | _MOVE_SELF | _ONLYDIR)
_LOST = _DELETE_SELF | _MOVE_SELF | _UNMOUNT | _IGNORED  # the watch no longer follows the folder


def _file_id(path: Path | str) -> tuple[int, int] | None:
    """(device, inode) of `path`, None when it cannot be stat'ed: tells a replaced file or folder."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


@dataclass
class _Watched:
    wd: int | None
    folder: tuple[int, int] | None
    ignore_paths: list[str]
    ignores: tuple
    trusted: bool = False  # a full pass completed since the watch was set
    pending: set[str] = field(default_factory=set)
    linked: set[str] = field(default_factory=set)


class Changes:
    """Per collection: whether the next refresh may be partial, and over which note names."""

    def __init__(self, enabled: bool):
        self._enabled = enabled
        self._inotify = None
        self._unavailable = False
        self._watched: dict[Path, _Watched] = {}
        self._by_wd: dict[int, set[Path]] = {}

    def todo(self, collection: Path) -> list[str] | None:
        """None for a full pass; else the names to check ([]: nothing changed, skip the refresh).
        A full pass is prepared here: the watch is set before the pass lists the notes."""
        if not self._enabled:
            return None
        self._drain()
        state = self._watched.get(collection)
        if not self._trusted(collection, state):
            self._watch(collection)
            return None
        return sorted(state.pending | state.linked)

    def quiet(self, collection: Path) -> bool:
        """Whether nothing was notified in `collection` since its last pass (its next `todo` is [] but
        for the notes that are links, checked by stat on every refresh anyway)."""
        if not self._enabled:
            return False
        self._drain()
        state = self._watched.get(collection)
        return self._trusted(collection, state) and not state.pending

    @staticmethod
    def _trusted(collection: Path, state: _Watched | None) -> bool:
        """Whether the notifications of `collection` since its last full pass are all there is to know."""
        return (state is not None and state.trusted and state.folder == _file_id(collection)
                and state.ignores == _states(state.ignore_paths))

    def done(self, collection: Path, todo: list[str] | None, report: IndexReport) -> None:
        """A pass that `todo` asked for ran to its end (not busy): what it looked at is settled."""
        state = self._watched.get(collection)
        if state is None:
            return
        if todo is None:
            state.trusted = state.wd is not None
            state.linked = set(report.linked)
        else:
            state.pending.difference_update(todo)
            state.linked.difference_update(todo)
            state.linked.update(report.linked)

    def forget(self, collection: Path) -> None:
        """The index of `collection` was (re)opened: its next refresh is a full pass."""
        state = self._watched.get(collection)
        if state is not None:
            state.trusted = False

    def close(self) -> None:
        if self._inotify is not None:
            self._inotify.close()
        self._inotify, self._unavailable = None, False
        self._watched.clear()
        self._by_wd.clear()

    def _instance(self):
        if self._inotify is None and not self._unavailable:
            try:
                from inotify_simple import INotify
                self._inotify = INotify()
            except (ImportError, OSError, AttributeError):  # not Linux, or no instance left: full passes
                self._unavailable = True
        return self._inotify

    def _watch(self, collection: Path) -> None:
        old = self._watched.get(collection)
        folder = _file_id(collection)
        if old is not None and old.wd is not None and old.folder != folder:
            self._unwatch(collection, old.wd)
        wd = old.wd if old is not None and old.folder == folder else None
        inotify = self._instance()
        if wd is None and inotify is not None and folder is not None:
            try:
                wd = inotify.add_watch(collection, _MASK)
            except OSError:  # e.g. the user's watch limit: this collection gets full passes
                wd = None
        if wd is not None:
            self._by_wd.setdefault(wd, set()).add(collection)
        paths = [os.fspath(path) for path in ignore_files(collection)]
        self._watched[collection] = _Watched(wd, folder, paths, _states(paths))

    def _unwatch(self, collection: Path, wd: int) -> None:
        users = self._by_wd.get(wd, set())
        users.discard(collection)
        if not users:
            self._by_wd.pop(wd, None)
            try:
                self._inotify.rm_watch(wd)
            except OSError:  # already gone with its folder
                pass

    def _drain(self) -> None:
        """Read every queued notification, without waiting, into the collections' states."""
        if self._inotify is None:
            return
        try:
            events = self._inotify.read(timeout=0)
        except OSError:
            events = [(-1, _OVERFLOW, 0, "")]
        for wd, mask, _, name in events:
            if mask & _OVERFLOW:
                for state in self._watched.values():
                    state.trusted = False
                continue
            for collection in self._by_wd.get(wd, ()):
                self._note(self._watched[collection], mask, name)
            if mask & _IGNORED:  # the kernel dropped the watch (folder gone); its number may be reused
                for collection in self._by_wd.pop(wd, ()):
                    self._watched[collection].wd = None

    @staticmethod
    def _note(state: _Watched, mask: int, name: str) -> None:
        """One notification about the folder (a ".memoignore" is judged by its stat in `todo`)."""
        if mask & _LOST:
            state.trusted = False
        elif name.lower().endswith(".md"):  # a cheap first sieve: `note_names` judges the rest
            state.pending.add(name)


def _states(paths: list[str]) -> tuple:
    """What a change of an ignore file changes: its inode, size and times (None when absent)."""
    out = []
    for path in paths:
        try:
            info = os.stat(path)
        except OSError:
            out.append(None)
            continue
        out.append((info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns))
    return tuple(out)

from __future__ import annotations

import logging
import os
import signal
import stat
import sys
import threading
import time
from pathlib import Path

from watchdog.events import FileSystemEvent, FileSystemEventHandler
from watchdog.observers.api import ObservedWatch
from watchdog.observers import Observer
from watchdog.observers.polling import PollingObserverVFS

from memo.config import ConfigError, required_roots, unmark_starting
from memo.library import Library, LibraryError
from memo.notes import ignored
from memo.present import ProgressLines, pass_lines, warning_lines
from memo.storage import index_exists

from . import _socket
from ._args import parse

_log = logging.getLogger("memo.watch")
# Events that never change a note: reads, and a folder's own mtime (its children report themselves).
_IGNORED_EVENTS = {"opened", "closed_no_write"}
_INDEX_DIR = ".memo"  # a collection's index folder (the storage cell's), hidden: its changes are no notes'
_ROOT_CHECK = 1.0  # seconds between looks at whether a watched folder is still the one watched (a disk unplugged)
_LISTED = 10  # collections a "наблюдаю:" line names one by one; more: one line with their count
# A watched folder that is back is passed once nothing in it has changed for this long: a folder copied
# back (cp -a, rsync) is still being written, its indexes too; passing it at once created ".memo" under
# cp (which then failed) and built from nothing an index the copy was about to bring.
_SETTLE = 5.0


class _Handler(FileSystemEventHandler):
    def __init__(self, watcher: Watcher):
        self._watcher = watcher

    def on_any_event(self, event: FileSystemEvent) -> None:
        try:
            self._watcher._on_event(event)
        except Exception:  # it would end watchdog's thread: every later change unseen until the reconcile
            _log.exception("ошибка наблюдения")


class _Base:
    """One watched folder: `single` when it is one collection (its subfolders are not watched)."""

    def __init__(self, folder: Path, single: bool):
        self.folder = folder
        self.single = single
        self.watch: ObservedWatch | None = None
        self.identity: tuple[int, int] | None = None  # (device, inode) of the folder watched; None: not there

    def covers(self, collection: Path) -> bool:
        if collection == self.folder:
            return True
        if self.single or self.folder not in collection.parents:
            return False
        # below it, what a pass never enters (a hidden or ignored folder) is not watched either
        hidden = any(part.startswith(".") for part in collection.relative_to(self.folder).parts)
        return not hidden and not ignored(collection, self.folder)


class Watcher:
    def __init__(self, root: Path | list[Path], library: Library, debounce: float = 0.5, reconcile_every: float = 600.0):
        roots = root if isinstance(root, list) else [root]
        self._roots = list(dict.fromkeys(Path(one).expanduser().resolve() for one in roots))
        self._library = library
        self._debounce = debounce
        self._reconcile_every = reconcile_every
        self._cond = threading.Condition()
        self._pending: dict[Path, float] = {}  # folder -> monotonic time its pass is due
        self._settling: set[Path] = set()  # watched folders back, not passed until quiet for _SETTLE
        self._known: set[Path] = set()
        self._checked: set[str] = set()  # real paths of the collections passed at least once
        self._passes = 0
        self._passing = False
        self._current: Path | None = None  # the collection a pass is indexing now
        self._server = None  # answers searches on the user's socket (_socket)
        self._started = False
        self._stopping = False
        self._bases: list[_Base] = []
        # the resolved target of each symlinked folder on the way to a collection -> the links the walks know
        # it by (its events are changes there); the targets watched on their own; those deleted meanwhile
        self._linked: dict[Path, set[Path]] = {}
        self._link_watches: dict[Path, ObservedWatch] = {}
        self._lost: set[Path] = set()
        self._next_reconcile = 0.0
        self._observer = None
        self._thread: threading.Thread | None = None

    @property
    def passes(self) -> int:
        return self._passes

    def start(self) -> bool:
        with self._cond:
            if self._started:
                return False
            self._started = True
        collections: list[Path] = []
        skipped: list[str] = []  # folders not entered (a looping symlink): said once the walk is done
        if not any(root.exists() for root in self._roots):
            raise LibraryError(f"путь не найден: {self._roots[0]}")
        for root in self._roots:
            if not root.exists():  # a root on a disk not plugged in: watched from when it is there
                _log.warning("папка не найдена: %s; начну следить за ней, когда она появится", root)
                self._bases.append(_Base(root, False))
                continue
            found = self._library.targets(root, skipped)
            folder = root.parent if root.is_file() else root
            self._bases.append(_Base(folder, found == [folder]))
            collections += [collection for collection in found if collection not in collections]
        _log_warnings(skipped)
        self._observer = observer = self._observe()
        # a search during the first passes finds the start marker (no socket yet) and its plan: it leaves
        # these collections to the passes and indexes itself any created since (not passed before the end)
        with self._cond:
            if self._stopping:
                observer.stop()
                return True
            _socket._mark_start(self._roots, collections)
        self._follow(collections, anew=True)
        self._next_reconcile = time.monotonic() + self._reconcile_every
        if not collections:
            _log.warning("коллекций пока нет в %s; жду новых заметок", self._shown())
        else:
            _say(f"проверяю коллекций: {len(collections)} под {self._shown()}")
        donors = self._library.donors(collections)
        for collection in self._cheapest_first(collections):
            if self._stopping:
                return True
            self._pass(collection, donors)
        self._announce(collections, self._shown())
        with self._cond:  # a stop() racing this start sees the server and the thread started, or neither
            if not self._stopping:
                self._server = _socket._serve(self)
                unmark_starting()
                self._thread = threading.Thread(target=self._run, name="memo-watch", daemon=True)
                self._thread.start()
        return True

    def stop(self) -> bool:
        with self._cond:
            if not self._started or self._stopping:
                return False
            self._stopping = True
            self._cond.notify_all()
        _socket._close(self._server)
        self._server = None
        unmark_starting()
        if self._observer is not None:
            self._observer.stop()
            self._observer.join(timeout=1.0)
        if self._thread is not None:
            self._thread.join(timeout=0.5)
        return True

    def _watches(self, collection: Path) -> bool:
        """Whether this watcher keeps `collection` fresh: its path as the watcher's walk names it (the
        roots resolved, symlinked folders below them kept as found)."""
        return any(base.covers(collection) for base in self._bases)

    def _shown(self) -> str:
        return ", ".join(str(base.folder) for base in self._bases)

    def _observe(self):
        """A started observer: the OS's notifications, or polling when they are unavailable."""
        try:
            observer = self._scheduled(Observer())
            observer.start()
        except OSError as error:  # e.g. the inotify watch limit: fall back to stat polling
            _log.warning("уведомления о файлах недоступны (%s); проверяю папки раз в секунду", error)
            observer = self._scheduled(PollingObserverVFS(_poll_stat, os.scandir, polling_interval=1.0))
            observer.start()
        return observer

    def _scheduled(self, observer):
        for base in self._bases:
            base.identity = _identity(base.folder)
            if base.identity is not None:
                base.watch = observer.schedule(_Handler(self), str(base.folder), recursive=not base.single)
        return observer

    def _recheck_bases(self) -> None:
        """Watch anew each watched folder that is another folder now (a disk unplugged and plugged in
        again, a folder moved away and copied back: the OS reports nothing more of the old one) and pass
        it; stop watching one that is gone, saying so once."""
        for base in self._bases:
            identity = _identity(base.folder)
            if identity == base.identity:
                continue
            base.identity = identity
            if base.watch is not None:
                self._observer.unschedule(base.watch)
                base.watch = None
            if identity is None:
                _log.warning("папка пропала: %s; снова начну следить за ней, когда она появится", base.folder)
                continue
            try:
                base.watch = self._observer.schedule(_Handler(self), str(base.folder), recursive=not base.single)
            except OSError as error:  # gone again meanwhile, or the inotify watch limit: the next look retries
                base.identity = None
                _log.warning("не слежу за %s (%s)", base.folder, error)
                continue
            _say(f"папка снова на месте: {base.folder}")
            with self._cond:  # its collections are walked anew: any of them may have changed meanwhile
                self._known = {collection for collection in self._known if not base.covers(collection)}
                self._pending = {folder: due for folder, due in self._pending.items()
                                 if folder != base.folder and base.folder not in folder.parents}
                self._pending[base.folder] = time.monotonic() + _SETTLE
                self._settling.add(base.folder)

    def _follow(self, collections: list[Path] | set[Path], anew: bool) -> None:
        """Watch the targets of the symlinked folders a walk went through to `collections` (watchdog
        follows no link), each real folder once: not one inside a folder already watched. `anew` (a
        full walk): links no walk goes through any more are dropped; otherwise the walk's are added."""
        found = self._links_of(collections)
        with self._cond:
            if anew:
                self._linked = {}
            for target, links in found.items():
                self._linked.setdefault(target, set()).update(links)
            targets, lost, self._lost = sorted(self._linked), self._lost, set()
        for target in [target for target in self._link_watches if target not in targets or target in lost]:
            self._observer.unschedule(self._link_watches.pop(target))
        watched = [base.folder for base in self._bases if not base.single]
        for target in targets:  # sorted: a folder before the folders inside it
            if target.is_dir() and not any(target == folder or folder in target.parents
                                           for folder in (*watched, *self._link_watches)):
                try:
                    self._link_watches[target] = self._observer.schedule(_Handler(self), str(target), recursive=True)
                except OSError as error:  # e.g. the inotify watch limit: the reconcile still sees its changes
                    _log.warning("не слежу за %s (%s); его изменения увижу при сверке", target, error)

    def _links_of(self, collections: list[Path] | set[Path]) -> dict[Path, set[Path]]:
        """The symlinked folders on the way from a watched folder to each of `collections` (it itself
        included), by their resolved targets."""
        links: dict[Path, set[Path]] = {}
        for collection in collections:
            for base in self._bases:
                if base.single or base.folder not in collection.parents:
                    continue
                way = base.folder
                for part in collection.relative_to(base.folder).parts:
                    way = way / part
                    if way.is_symlink():
                        links.setdefault(Path(os.path.realpath(way)), set()).add(way)
        return links

    def _on_event(self, event: FileSystemEvent) -> None:
        if event.event_type in _IGNORED_EVENTS or (event.is_directory and event.event_type == "modified"):
            return
        due = time.monotonic() + self._debounce
        sources = self._known_as(event.src_path)
        changed = [self._folder_of(path, event.is_directory)
                   for path in (*sources, *(self._known_as(event.dest_path) if event.dest_path else ()))]
        gone = [self._index_gone(path) for path in sources] if event.event_type in ("deleted", "moved") else []
        with self._cond:
            if event.event_type == "deleted" and sources[0] in self._linked:  # its watch has ended
                self._lost.add(sources[0])
            settling = [folder for folder in self._settling if folder == sources[0] or folder in sources[0].parents]
            for folder in settling:  # any write in it (a file of any kind, its ".memo") puts its pass off
                self._pending[folder] = time.monotonic() + _SETTLE
            for folder in () if settling else (*changed, *gone):
                if folder is not None:
                    self._pending[folder] = due
                    self._cond.notify_all()

    def _known_as(self, raw: str | bytes) -> list[Path]:
        """An event's path, and the same path under each link whose target holds it: the path a walk
        knows it by."""
        path = Path(os.fsdecode(raw))
        with self._cond:
            linked = [(target, links) for target, links in self._linked.items()
                      if target == path or target in path.parents]
        return [path, *(link / path.relative_to(target) for target, links in linked for link in links)]

    def _index_gone(self, path: Path) -> Path | None:
        """The collection whose index file a deletion or a move of `path` took away (`rm -rf .memo`,
        the file set aside): a change of that collection, so it is built again now, not at the next
        reconcile. Writes in ".memo" (the passes' own) and removals that leave the index in place are none."""
        collection = path.parent if path.name == _INDEX_DIR else path.parent.parent
        if _INDEX_DIR not in (path.name, path.parent.name) or index_exists(collection):
            return None
        return self._folder_of(collection, True)

    def _folder_of(self, path: Path, is_directory: bool) -> Path | None:
        """The folder whose collections a change of `path` concerns; None when it concerns none."""
        for base in self._bases:
            try:
                relative = path.relative_to(base.folder)
            except ValueError:
                continue
            if any(part.startswith(".") for part in relative.parts) or ignored(path, base.folder):
                continue
            if is_directory:
                folder = path
            elif path.name.endswith(".md"):
                folder = path.parent
            else:
                continue
            if not base.single or folder == base.folder:
                return folder
        return None

    def _run(self) -> None:
        next_check = time.monotonic() + _ROOT_CHECK
        while True:
            with self._cond:
                while True:
                    if self._stopping:
                        return
                    now = time.monotonic()
                    due = [folder for folder, when in self._pending.items() if when <= now]
                    reconcile = now >= self._next_reconcile
                    recheck = now >= next_check
                    if due or reconcile or recheck:
                        break
                    self._cond.wait(min([*self._pending.values(), self._next_reconcile, next_check]) - now)
                for folder in due:
                    del self._pending[folder]
                    self._settling.discard(folder)
                if reconcile:
                    self._next_reconcile = now + self._reconcile_every
            try:
                if recheck:
                    next_check = now + _ROOT_CHECK
                    self._recheck_bases()
                if due or reconcile:
                    self._passes_for(sorted(due), reconcile)
            except Exception:  # a daemon must survive anything; the next change or reconcile retries
                _log.exception("ошибка наблюдения")

    def _passes_for(self, folders: list[Path], reconcile: bool) -> None:
        if reconcile:
            _say(f"сверка: {self._shown()}")
            folders = [*(base.folder for base in self._bases), *folders]
        else:
            _say(f"изменения: {_listed(folders)}")
        collections: set[Path] = set()
        skipped: list[str] = []
        for folder in folders:
            if not folder.exists():
                continue
            if folder in self._known and not (reconcile and any(folder == base.folder for base in self._bases)):
                collections.add(folder)  # a change inside a known collection: that collection only
                continue
            try:
                collections.update(self._library.targets(folder, skipped))
            except LibraryError as error:
                _log.error("ошибка: %s", error)
        _log_warnings(skipped)
        self._follow(collections, anew=reconcile)
        changed, new = 0, []
        # a note moved from any watched collection keeps its vectors, also when this batch holds only its target
        donors = self._library.donors(sorted(collections | self._known))
        for collection in sorted(collections):
            if self._stopping:
                return
            changed += self._pass(collection, donors)
            if collection not in self._known:
                new.append(collection)
        self._announce(new, _listed(folders))
        if reconcile:
            _say(f"сверка окончена: коллекций {len(collections)}, изменено {changed}")

    def _cheapest_first(self, collections: list[Path]) -> list[Path]:
        """The collections in the order of what their passes cost (bytes of notes not in line with
        their index), path order among equals: one huge new collection no longer keeps every small
        one after it unsearchable for minutes."""
        costs = {}
        for collection in collections:
            try:
                costs[collection], warnings = self._library.pending(collection)
            except Exception:  # LibraryError (no model) or a bug: the passes report it, in path order
                return collections
            _log_warnings(warnings)
        return sorted(collections, key=lambda collection: costs[collection])

    def _pass(self, collection: Path, donors) -> bool:
        """Pass one collection and say what it changed, nothing when it changed no note (a reconcile of
        1,000 collections said "обновлено 0" 1,000 times every 10 minutes); whether it changed any."""
        self._passes += 1
        self._passing = True
        self._current = collection
        try:
            result = self._library.index(collection, ProgressLines(_say).report, below=False, donors=donors)
        except Exception as error:  # LibraryError or a bug: log it, keep watching
            _log.error("ошибка индексации %s: %s", collection, error)
            return False
        finally:
            self._checked.add(os.path.realpath(collection))
            self._passing = False
            self._current = None
        told = [(path, report) for path, report in result.reports if report.changed or report.moved]
        for path, report in told:
            for line in pass_lines(path, report):
                _say(line)
        _log_warnings(result.warnings)
        return bool(told)

    def _announce(self, collections: list[Path], where: str) -> None:
        """Known from now on: "наблюдаю: <collection>" for each, or one line with their count when there
        are more than `_LISTED` (a journal of a folder a day: 400 lines otherwise)."""
        self._known.update(collections)
        if len(collections) > _LISTED:
            _say(f"наблюдаю: коллекций {len(collections)} под {where}")
            return
        for collection in collections:
            _say(f"наблюдаю: {collection}")


def _listed(folders: list[Path]) -> str:
    """The folders of a line, at most `_LISTED` of them, then how many more."""
    more = f" и ещё {len(folders) - _LISTED}" if len(folders) > _LISTED else ""
    return ", ".join(map(str, folders[:_LISTED])) + more


def _say(line: str) -> None:
    print(line, flush=True)


def _identity(folder: Path) -> tuple[int, int] | None:
    try:
        info = folder.stat()
    except OSError:
        return None
    return (info.st_dev, info.st_ino) if stat.S_ISDIR(info.st_mode) else None


def _poll_stat(path: str) -> os.stat_result:
    """os.stat for the polling observer, except that a symlinked folder is the link itself: polling, like
    the OS's notifications, does not enter it (no looping link is walked; its target is watched on its own)."""
    info = os.stat(path)
    return os.lstat(path) if stat.S_ISDIR(info.st_mode) and os.path.islink(path) else info


def _log_warnings(warnings: list[str]) -> None:
    for line in warning_lines(warnings):
        _log.warning("%s", line)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    if isinstance(args, int):  # --help, --version or a usage error, already answered
        return args
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="memo-watch: %(message)s")
    try:
        paths = [Path(args.path).expanduser()] if args.path is not None else required_roots()
    except ConfigError as error:
        print(f"memo-watch: {error}", file=sys.stderr)
        return 1
    missing = [path for path in paths if not path.exists()]
    if len(missing) == len(paths):  # some roots there: the others are watched from when they appear
        print(f"memo-watch: путь не найден: {missing[0]}", file=sys.stderr)
        return 1
    try:
        library = Library(observe=True)
    except LibraryError as error:
        print(f"memo-watch: {error}", file=sys.stderr)
        return 1
    done = threading.Event()
    failure: list[str] = []
    watcher = Watcher(paths, library, args.debounce, args.reconcile)

    def starting() -> None:
        try:
            watcher.start()
        except Exception as error:  # reported by the main thread; no traceback for the user
            failure.append(str(error) or type(error).__name__)
            done.set()

    if threading.current_thread() is threading.main_thread():
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, lambda *_: done.set())
    starter = threading.Thread(target=starting, name="memo-watch-start", daemon=True)
    starter.start()
    while not done.wait(0.2):
        pass
    watcher.stop()
    sys.stdout.flush()
    if failure:
        print(f"memo-watch: {failure[0]}", file=sys.stderr)
        return 1
    if starter.is_alive() or watcher._passing:
        # A pass is still inside the model or a note's transaction: leave now; SQLite rolls it back.
        sys.stderr.flush()
        os._exit(0)
    return 0

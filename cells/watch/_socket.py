"""memo-watch answers searches and status on a Unix socket (protocol: cells/client, spec/behaviour.md).

The watcher already holds the model and keeps every watched index fresh; a `memo search` next to it
asks here instead of loading the model again. Answers are computed by the CLI's own `respond` with
the watcher's Library (refresh on, so a note saved within the debounce is indexed before the search
runs; build off, so a bulk change is left to the watcher's own pass) and sent back as the exact text
the CLI would print.
"""
from __future__ import annotations

import json
import logging
import os
import socketserver
import stat
import threading
from pathlib import Path

from memo.cli import respond
from memo.client import ask
from memo.config import build_stamp, mark_starting, socket_path, starting_path
from memo.library import LibraryError

_log = logging.getLogger("memo.watch")
_PROTOCOL = 2
_MAX_REQUEST = 1 << 20
_MODEL_ENV = ("MEMO_MODEL_DIR", "XDG_DATA_HOME", "HOME")
# the build of the code this process imported, taken on import: a rebuild during the start-up pass, before it listens, is one
_BUILD = build_stamp()
_REBUILT = "memo пересобран после запуска memo-watch: ищу сам, загружая модель; перезапустите memo-watch, чтобы он отвечал новым кодом"


class _Handler(socketserver.StreamRequestHandler):
    def handle(self) -> None:
        try:
            request = json.loads(self.rfile.readline(_MAX_REQUEST))
            reply = _answer(self.server.watcher, request) if isinstance(request, dict) else _other("not an object")
        except ValueError:
            reply = _other("not JSON")
        except Exception as error:  # noqa: BLE001 - the client works alone; the watcher keeps serving
            _log.exception("ошибка ответа на запрос через сокет")
            reply = {"status": "error", "message": f"{type(error).__name__}: {error}"}
        try:
            self.wfile.write(json.dumps(reply, ensure_ascii=False).encode() + b"\n")
        except OSError:
            pass  # the client gave up waiting; it works alone


class _Server(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True

    def __init__(self, path: str, watcher):
        self.watcher = watcher
        self.inode = 0
        self.answered = 0  # requests answered with "ok", for tests and diagnostics
        super().__init__(path, _Handler)


def _other(reason: str, message: str | None = None) -> dict:
    return {"status": "other", "reason": reason, **({"message": message} if message else {})}


def _names(target: Path, path: str | list[Path]) -> list[Path]:
    """The names the watcher may know `target` by (its roots resolved, symlinked folders below them kept
    as its walk found them): as found, resolved, and below the folder the request named, that folder
    resolved (a collection reached through a link to a folder elsewhere is one of the watcher's own,
    under the link's path)."""
    names = [target, Path(os.path.realpath(target))]
    for named in path if isinstance(path, list) else [path]:
        named = Path(os.path.abspath(named))
        if named in target.parents:
            names.append(Path(os.path.realpath(named)) / target.relative_to(named))
    return names


def _missed(collections: list[Path]) -> str:
    """Why the search runs alone although the watcher watches part of it: one Russian line."""
    more = f" и ещё {len(collections) - 1}" if len(collections) > 1 else ""
    return f"memo-watch не следит за коллекцией {collections[0]}{more}; ищу сам, загружая модель"


def _answer(watcher, request: dict) -> dict:
    """The reply to one request (see cells/client): ok with the CLI's output, busy, or other."""
    if request.get("protocol") != _PROTOCOL:
        return _other("protocol")
    if request.get("build") != _BUILD:  # memo rebuilt or reinstalled since this watcher started
        return _other("build", _REBUILT)
    command = request.get("command")
    if command == "ping":
        return {"status": "ok", "code": 0, "stdout": "", "stderr": "", "pid": os.getpid()}
    if command not in ("search", "status"):
        return _other("command")
    env = request.get("env")
    if not isinstance(env, dict) or any(env.get(name) != os.environ.get(name) for name in _MODEL_ENV):
        return _other("model folder")
    path = _path(request.get("cwd"), request.get("path"))
    if path is None:
        return _other("path")
    try:
        targets = watcher._library.targets(path)
    except LibraryError:
        return _other("path")
    if not targets:
        return _other("not watched")
    # a collection the watcher's walks found and passed is watched and checked: asked of the others only
    # (a library of 1,000 collections: a second per search otherwise, in ignore rules and realpath)
    known = watcher._known
    others = [target for target in targets if target not in known]
    missed = [target for target in others if not any(map(watcher._watches, _names(target, path)))]
    if missed:  # none watched: another library, silently; some: say which one makes the search slow
        return _other("not watched", None if len(missed) == len(targets) else _missed(missed))
    reals = [os.path.realpath(target) for target in others]  # as the passes mark them checked
    unchecked = sum(real not in watcher._checked for real in reals)
    if unchecked:
        return _busy(f"ещё индексирует: готово коллекций {len(targets) - unchecked} из {len(targets)}")
    current = watcher._current
    if current is not None and current in targets:
        return _busy(f"сейчас индексирует {current}")
    if command == "status":
        as_json = request.get("json", False)
        if not isinstance(as_json, bool):
            return _other("arguments")
        code, out, err = respond(watcher._library, "status", path, json_output=as_json)
    else:
        query, k, mode, as_json = (request.get(key) for key in ("query", "k", "mode", "json"))
        if not (isinstance(query, str) and isinstance(k, int) and k >= 1 and isinstance(mode, str)
                and isinstance(as_json, bool)):
            return _other("arguments")
        # build False: this watcher's passes build and index (a bulk change it is about to pass is searched
        # as it stands, not indexed inline for a minute beside it)
        code, out, err = respond(watcher._library, "search", path, query, k, mode, as_json, build=False)
    watcher._server.answered += 1
    return {"status": "ok", "code": code, "stdout": out, "stderr": err}


def _busy(doing: str) -> dict:
    """The client searches alone, the indexes as they stand (building them is the watcher's work)."""
    return {"status": "busy", "message": f"memo-watch {doing}; ищу по тому, что уже проиндексировано"}


def _path(cwd, raw) -> str | list[Path] | None:
    """The request's path (as typed, relative to the client's folder) or roots (absolute), as the CLI's
    `respond` takes it; None when malformed."""
    if not isinstance(cwd, str):
        return None
    if isinstance(raw, str):
        return str(Path(cwd, Path(raw).expanduser()))  # HOME is one of _MODEL_ENV: expands as in the client
    if isinstance(raw, list) and raw and all(isinstance(root, str) and os.path.isabs(root) for root in raw):
        return [Path(root) for root in raw]
    return None


def _private(folder: str, say: bool = True) -> bool:
    """Make the user's runtime folder for memo (0700); False (said once, by `_serve`) when another user
    could read it."""
    os.makedirs(folder, mode=0o700, exist_ok=True)
    info = os.stat(folder)
    if info.st_uid != os.getuid() or stat.S_IMODE(info.st_mode) & 0o077:
        if say:
            _log.warning("папка %s доступна не только вам; поиск через memo-watch выключен", folder)
        return False
    return True


def _mark_start(roots: list[Path], plan: list[Path]) -> None:
    """Write the start marker (`mark_starting`) with the collections the first passes index, in a private
    runtime folder only."""
    path = starting_path()
    try:
        if _private(os.path.dirname(path), say=False):
            mark_starting(roots, plan)
    except OSError as error:
        _log.warning("не удалось отметить запуск (%s): %s", path, error)


def _serve(watcher) -> _Server | None:
    """Listen on the user's socket in a background thread; None when another watcher already does."""
    path = socket_path()
    try:
        if not _private(os.path.dirname(path)):
            return None
        if os.path.exists(path):
            if ask({"command": "ping"}, timeout=2.0) is not None:
                _log.warning("другой memo-watch уже отвечает на поиски (%s); этот только следит", path)
                return None
            os.unlink(path)  # left by a watcher that died
        server = _Server(path, watcher)
        os.chmod(path, 0o600)
        server.inode = os.stat(path).st_ino
    except OSError as error:
        _log.warning("поиск через memo-watch недоступен (%s): %s", path, error)
        return None
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.2}, name="memo-watch-socket",
                     daemon=True).start()
    return server


def _close(server: _Server | None) -> None:
    """Stop answering and remove the socket file (only when it is still ours)."""
    if server is None:
        return
    path = server.server_address
    try:
        ours = os.stat(path).st_ino == server.inode
    except OSError:
        ours = False
    server.shutdown()
    server.server_close()
    if ours:
        try:
            os.unlink(path)
        except OSError:
            pass

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from memo.config import ConfigError, build_stamp, configured_roots, socket_path, watcher_plan

if TYPE_CHECKING:
    import socket

PROTOCOL = 2  # 2: status takes --json (a watcher of protocol 1 would answer it with text)
# What chooses the model folder (model_store's default_model_dir): the watcher answers only when
# these are equal in both processes, so both would use the same model.
MODEL_ENV = ("MEMO_MODEL_DIR", "XDG_DATA_HOME", "HOME")
_MODES = ("hybrid", "lex", "vec")
_MAX_REPLY = 64 * 1024 * 1024
_INTERRUPTED = 130  # as the command line ends after Ctrl+C
_STOPPED = ("memo-watch (pid {pid}) приостановлен (Ctrl+Z или SIGSTOP) и не ответит: ищу без него. "
            "Продолжить его: fg в его терминале или kill -CONT {pid}")


def ask(request: dict, timeout: float = 30.0) -> dict | None:
    path = socket_path()
    if not os.path.exists(path):  # no watcher: not even the socket module (~2 ms to import)
        return None
    import socket

    family = getattr(socket, "AF_UNIX", None)
    if family is None:
        return None
    try:
        with socket.socket(family, socket.SOCK_STREAM) as sock:
            sock.settimeout(timeout)
            sock.connect(path)
            stopped = _stopped_listener(sock)
            if stopped is not None:  # it would never answer: the connection waits in the kernel's queue
                return {"status": "stopped", "message": _STOPPED.format(pid=stopped)}
            sent = {**request, "protocol": PROTOCOL, "build": build_stamp()}
            sock.sendall(json.dumps(sent, ensure_ascii=False).encode() + b"\n")
            sock.shutdown(socket.SHUT_WR)
            data = _receive(sock)
        reply = json.loads(data)
    except (OSError, ValueError):
        return None
    return reply if isinstance(reply, dict) else None


def _stopped_listener(sock: socket.socket) -> int | None:
    """The pid of the process listening on `sock`'s other end when it is stopped (Ctrl+Z, SIGSTOP), else
    None (also where the system tells neither: SO_PEERCRED and /proc are Linux's)."""
    import socket
    import struct

    option = getattr(socket, "SO_PEERCRED", None)
    if option is None:
        return None
    try:
        pid = struct.unpack("3i", sock.getsockopt(socket.SOL_SOCKET, option, struct.calcsize("3i")))[0]
        with open(f"/proc/{pid}/stat", "rb") as stat:
            state = stat.read().rpartition(b")")[2].split()[0]
    except (OSError, struct.error, IndexError):
        return None
    return pid if state in (b"T", b"t") else None


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    request = _request(args)
    reply = ask(request) if request is not None else None
    if reply is not None and reply.get("status") == "ok" and _valid(reply):
        sys.stdout.write(reply["stdout"])
        sys.stderr.write(reply["stderr"])
        return reply["code"]
    busy = reply is not None and reply.get("status") == "busy" and isinstance(reply.get("message"), str)
    said = busy or (reply is not None and reply.get("status") in ("other", "stopped") and isinstance(reply.get("message"), str))
    if said and request["command"] == "search":  # a status searches nothing; its lines say what is being indexed
        print(reply["message"], file=sys.stderr)  # why this search loads the model itself
    if request is None:
        from memo.cli import main as work_alone

        return work_alone(args)
    from memo.cli import run_parsed

    path = request["path"]
    # a watcher making its first passes (it has no socket yet; another watcher may hold the socket) builds
    # what it planned, this search what it did not (and a status says which ones the watcher builds)
    plan = watcher_plan()
    return run_parsed(request["command"], path if isinstance(path, str) else [Path(root) for root in path],
                      request.get("query", ""), request.get("k", 8),
                      request.get("mode", "hybrid"), request.get("json", False), build=not busy, plan=plan)


def console() -> None:
    for name in ("stdout", "stderr"):  # started with it closed (`memo search … >&-`): what goes there is dropped
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))
    try:
        code = main()
    except KeyboardInterrupt:  # before the command line's own handling: waiting for the watcher's answer
        print("прервано", file=sys.stderr)
        code = _INTERRUPTED
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except OSError:  # its reader went away (memo search … | head): nothing is left to tell it
            pass
    os._exit(code)


def _receive(sock: socket.socket) -> bytes:
    parts, size = [], 0
    while True:
        part = sock.recv(1 << 16)
        if not part:
            return b"".join(parts)
        parts.append(part)
        size += len(part)
        if size > _MAX_REPLY:
            raise ValueError("reply too large")


def _valid(reply: dict) -> bool:
    return (isinstance(reply.get("stdout"), str) and isinstance(reply.get("stderr"), str)
            and isinstance(reply.get("code"), int))


def _request(args: list[str]) -> dict | None:
    """The request for a plain search or status; None for anything else (the full command line decides)."""
    if not args or args[0] not in ("search", "status"):
        return None
    command, rest = args[0], args[1:]
    options = {"k": 8, "mode": "hybrid", "json": False}
    positional: list[str] = []
    i = 0
    while i < len(rest):
        arg = rest[i]
        if arg == "--":
            positional.extend(rest[i + 1:])
            break
        if arg.startswith("-") and arg != "-":
            name, eq, value = arg.partition("=")
            if name not in (("--k", "--mode", "--json") if command == "search" else ("--json",)):
                return None
            if name == "--json":
                if eq:
                    return None
                options["json"] = True
            else:
                if not eq:
                    i += 1
                    if i == len(rest):
                        return None
                    value = rest[i]
                if name == "--k":
                    if not (value.isascii() and value.isdigit()) or int(value) < 1:
                        return None
                    options["k"] = int(value)
                elif value not in _MODES:
                    return None
                else:
                    options["mode"] = value
        else:
            positional.append(arg)
        i += 1
    arguments = 2 if command == "search" else 1
    if len(positional) == arguments - 1:  # no path: the user's roots
        path = _roots()
        if path is None:
            return None
    elif len(positional) == arguments:
        path = positional.pop(0)
    else:
        return None
    request = {"command": command, "cwd": os.getcwd(), "path": path,
               "env": {name: os.environ.get(name) for name in MODEL_ENV}}
    if command == "search":
        request.update(options, query=positional[0])
    else:
        request["json"] = options["json"]
    return request


def _roots() -> list[str] | None:
    """The user's library roots as absolute paths; None when there are none or the settings are broken
    (the full command line says why)."""
    try:
        return [str(root) for root in configured_roots()] or None
    except ConfigError:
        return None

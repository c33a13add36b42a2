from __future__ import annotations

import json
import os
import re
from pathlib import Path

_MARKER = re.compile(r"watch(?:\.(\d+))?\.starting")  # "watch.<pid>.starting"; "watch.starting" before
_STARTING = "memo-watch ещё проверяет коллекции после запуска; ищу по тому, что уже проиндексировано"


def build_stamp(root: Path | None = None) -> str:
    count, newest = 0, 0
    for folder, _, names in os.walk(root or Path(__file__).resolve().parents[1]):
        for name in names:
            if name.endswith(".py"):
                count += 1
                newest = max(newest, os.stat(os.path.join(folder, name)).st_mtime_ns)
    return f"{count}:{newest}"


def socket_path() -> str:
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime:
        return os.path.join(runtime, "memo", "watch.sock")
    import warnings

    import platformdirs

    with warnings.catch_warnings():  # platformdirs warns when it falls back to /tmp/runtime-<uid>
        warnings.simplefilter("ignore")
        return os.path.join(platformdirs.user_runtime_dir("memo"), "watch.sock")


def starting_path() -> str:
    return socket_path()[:-len(".sock")] + f".{os.getpid()}.starting"


def mark_starting(roots: list[Path], plan: list[Path]) -> None:
    path = starting_path()
    for other, pid in _markers():
        if pid is not None and not _alive(pid):  # left by a watcher that died: nobody else removes it
            _remove(other)
    temporary = f"{path}.tmp"
    with open(temporary, "w", encoding="utf-8") as marker:
        json.dump({"pid": os.getpid(), "roots": [str(root) for root in roots], "plan": _grouped(plan)}, marker,
                  ensure_ascii=False)
    os.replace(temporary, path)


def unmark_starting() -> None:
    path = starting_path()
    try:
        with open(path, encoding="utf-8") as marker:
            ours = json.load(marker).get("pid") == os.getpid()
        if ours:
            os.unlink(path)
    except (OSError, ValueError, AttributeError):
        pass


class StartPlan:
    def __init__(self, plan: dict[str, list[str]]):
        self._plan = {parent: frozenset(names) for parent, names in plan.items()}

    def holds(self, collection: Path) -> bool:
        parent, name = os.path.split(os.path.realpath(collection))
        return name in self._plan.get(parent, ())

    def builds(self, collection: Path) -> bool:
        return not self.holds(collection)

    def notice(self, collections: list[Path]) -> str | None:
        return _STARTING if any(map(self.holds, collections)) else None


def watcher_plan() -> StartPlan | None:
    merged: dict[str, list[str]] = {}
    plans = [plan for plan in map(_live_plan, (path for path, _ in _markers())) if plan is not None]
    for plan in plans:
        for parent, names in plan.items():
            merged.setdefault(parent, []).extend(names)
    return StartPlan(merged) if plans else None


def _markers() -> list[tuple[str, int | None]]:
    """The start markers in the runtime folder, each with the pid its name carries (None for the one
    name an older memo-watch wrote, "watch.starting")."""
    folder = os.path.dirname(socket_path())
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    found = (_MARKER.fullmatch(name) for name in sorted(names))
    return [(os.path.join(folder, match.group(0)), int(match.group(1)) if match.group(1) else None)
            for match in found if match]


def _live_plan(path: str) -> dict[str, list[str]] | None:
    """The plan of a marker that names a running process and has this version's shape; else None."""
    try:
        with open(path, encoding="utf-8") as marker:
            started = json.load(marker)
        plan = started["plan"]
        if not _alive(int(started["pid"])) or not all(isinstance(names, list) for names in plan.values()):
            return None
        return plan
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except (OSError, OverflowError):
        return False
    return True


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _grouped(collections: list[Path]) -> dict[str, list[str]]:
    """The collections' real paths grouped by their parent folder, {parent: [names]}: a plan of hundreds
    of collections names each folder that holds several of them once."""
    groups: dict[str, list[str]] = {}
    for collection in collections:
        parent, name = os.path.split(os.path.realpath(collection))
        groups.setdefault(parent, []).append(name)
    return groups

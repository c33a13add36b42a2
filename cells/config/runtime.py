from __future__ import annotations

import json
import os
from pathlib import Path

_STARTING = "memo-watch ещё проверяет коллекции после запуска; ищу по тому, что уже проиндексировано"


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
    return socket_path()[:-len(".sock")] + ".starting"


def mark_starting(roots: list[Path], plan: list[Path]) -> None:
    path = starting_path()
    temporary = f"{path}.{os.getpid()}"
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
    try:
        with open(starting_path(), encoding="utf-8") as marker:
            started = json.load(marker)
        os.kill(int(started["pid"]), 0)
        plan = started["plan"]
        if not all(isinstance(names, list) for names in plan.values()):
            return None
        return StartPlan(plan)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def _grouped(collections: list[Path]) -> dict[str, list[str]]:
    """The collections' real paths grouped by their parent folder, {parent: [names]}: a plan of hundreds
    of collections names each folder that holds several of them once."""
    groups: dict[str, list[str]] = {}
    for collection in collections:
        parent, name = os.path.split(os.path.realpath(collection))
        groups.setdefault(parent, []).append(name)
    return groups

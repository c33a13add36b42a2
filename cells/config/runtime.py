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


def mark_starting(roots: list[Path]) -> None:
    path = starting_path()
    temporary = f"{path}.{os.getpid()}"
    with open(temporary, "w", encoding="utf-8") as marker:
        json.dump({"pid": os.getpid(), "roots": [str(root) for root in roots]}, marker, ensure_ascii=False)
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


def watcher_starting(paths: list[str]) -> str | None:
    try:
        with open(starting_path(), encoding="utf-8") as marker:
            started = json.load(marker)
        os.kill(int(started["pid"]), 0)
        roots = [os.path.realpath(root) for root in started["roots"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    inside = all(any(_passed_under(root, os.path.realpath(one)) for root in roots) for one in paths)
    return _STARTING if paths and inside else None


def _passed_under(root: str, real: str) -> bool:
    """Whether a watcher of `root` passes `real`: at or below it, not in a hidden folder (never entered)."""
    return (os.path.commonpath([root, real]) == root
            and not any(part.startswith(".") for part in Path(os.path.relpath(real, root)).parts))

from __future__ import annotations

import json
import os

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


def watcher_starting(paths: list[str]) -> str | None:
    try:
        with open(starting_path(), encoding="utf-8") as marker:
            started = json.load(marker)
        os.kill(int(started["pid"]), 0)
        roots = [os.path.realpath(root) for root in started["roots"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    inside = all(any(os.path.commonpath([root, os.path.realpath(one)]) == root for root in roots) for one in paths)
    return _STARTING if paths and inside else None

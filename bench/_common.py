"""What every benchmark shares: the machine header, timing helpers, the cache folder, a loaded Library."""

import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CACHE = Path(os.environ.get("MEMO_BENCH_CACHE", Path.home() / ".cache" / "memo" / "bench"))
sys.path.insert(0, str(Path(__file__).resolve().parent))


def machine(threads: int | None) -> str:
    """CPU, cores, onnxruntime threads, versions, commit and date: printed first by every benchmark."""
    import onnxruntime

    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor())
    import memo

    source = Path(memo.__file__).resolve().parent.parent
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True,
                            text=True).stdout.strip()
    if source == REPO / "generated":
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "cells", "generated"], cwd=REPO,
                               capture_output=True, text=True).stdout.strip()
        commit += " (working tree, modified)" if dirty else ""
    else:
        commit = f"{os.environ.get('MEMO_BENCH_COMMIT', '?')} (memo from {source})"
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return (f"machine: {cpu}, {os.cpu_count()} cores (load average {load}); onnxruntime {onnxruntime.__version__}, "
            f"threads: {threads or 'default (one per physical core)'}; Python {platform.python_version()}\n"
            f"commit: {commit}; {when}")


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile (p in 0..100)."""
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(p / 100 * len(ordered)) - 1))]


def median(values: list[float]) -> float:
    return statistics.median(values)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


class Clock:
    """Seconds spent in wrapped calls: `Clock.wrap(obj, "method")` times every call of obj.method."""

    def __init__(self):
        self.calls: list[float] = []

    @classmethod
    def wrap(cls, obj, name: str) -> "Clock":
        clock, original = cls(), getattr(obj, name)

        def timed(*args, **kwargs):
            started = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                clock.calls.append(time.perf_counter() - started)

        setattr(obj, name, timed)
        return clock

    @property
    def total(self) -> float:
        return sum(self.calls)

    def reset(self) -> None:
        self.calls.clear()


def timed(fn, *args, **kwargs) -> tuple[float, object]:
    started = time.perf_counter()
    result = fn(*args, **kwargs)
    return time.perf_counter() - started, result


def library(threads: int | None):
    """A Library with its model loaded and warmed up, as in the MCP server after its first call."""
    from memo.library import Library

    lib = Library(threads=threads)
    lib.embedder().embed_passages(["прогрев модели", "warm-up of the model " * 20])
    return lib


def fresh_dir(name: str) -> Path:
    """An empty folder under the cache (removed first if present)."""
    folder = CACHE / name
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    return folder


def generated_corpus(name: str, notes: int, start: int = 0) -> Path:
    """The cached collection of generated notes start..start+notes-1 (written once; values.json beside)."""
    from _corpus import save_values, write_corpus

    folder = CACHE / (f"{name}-{notes}" if start == 0 else f"{name}-{start}+{notes}")
    if not (folder / "values.json").is_file():
        shutil.rmtree(folder, ignore_errors=True)
        save_values(folder, write_corpus(folder, notes, start=start))  # written last: marks a complete corpus
    return folder

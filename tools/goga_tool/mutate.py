"""`goga mutate`: apply each mutation row to a copy of the project, rebuild, run its test."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from .lint import load_all
from .render import PACKAGE, render_cell
from .table import Row

_IGNORE = shutil.ignore_patterns(".git", ".venv", "__pycache__", ".pytest_cache", "*.egg-info", ".memo")
# pytest exit codes: 0 passed, 1 failed; anything else means the run itself is broken.
_PASSED, _FAILED = 0, 1


@dataclass
class Outcome:
    row: Row
    verdict: str  # killed | survived | invalid
    detail: str
    seconds: float


def _pytest(work: Path, tests: list[str], timeout: float) -> tuple[int | None, str]:
    # GOGA_MUTATE_DIR: the run's scratch folder, for tests to keep shared caches out of a mutant's reach
    env = dict(os.environ, PYTHONPATH=str(work / "generated"), PYTHONDONTWRITEBYTECODE="1",
               GOGA_MUTATE_DIR=str(work.parent))
    cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests]
    try:
        done = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, f"timed out after {timeout:.0f} s"
    tail = (done.stdout + done.stderr).strip().split("\n")[-1]
    return done.returncode, tail


def run(root: Path, rows: list[Row], timeout: float, echo) -> tuple[list[Outcome], str | None]:
    """Mutate a scratch copy; returns the outcomes and, when the run is void, why."""
    with tempfile.TemporaryDirectory(prefix="goga-mutate-") as tmp:
        work = Path(tmp) / "project"
        shutil.copytree(root, work, ignore=_IGNORE, symlinks=True)
        manifests, problems = load_all(work)
        if problems:
            return [], "manifests do not load: " + "; ".join(map(str, problems))
        tests = sorted({row.test for row in rows})
        code, tail = _pytest(work, tests, timeout)
        if code != _PASSED:
            return [], f"the named tests do not pass before mutating ({tail}); fix them first"
        outcomes = []
        for row in rows:
            outcome = _one(work, manifests, row, timeout)
            echo(outcome)
            outcomes.append(outcome)
        return outcomes, None


def _one(work: Path, manifests, row: Row, timeout: float) -> Outcome:
    start = time.monotonic()
    path = work / row.file
    original = path.read_text(encoding="utf-8")
    if original.count(row.old) != 1:
        return Outcome(row, "invalid", "`old` does not occur exactly once", 0.0)
    manifest = manifests[row.cell]
    try:
        path.write_text(original.replace(row.old, row.new), encoding="utf-8")
        try:
            render_cell(manifest, work / "generated" / PACKAGE)
        except Exception as exc:  # a mutation that does not even parse is a broken row, not a kill
            return Outcome(row, "invalid", f"does not build: {exc}", time.monotonic() - start)
        code, tail = _pytest(work, [row.test], timeout)
    finally:
        path.write_text(original, encoding="utf-8")
        render_cell(manifest, work / "generated" / PACKAGE)
    seconds = time.monotonic() - start
    if code is None or code == _FAILED:
        return Outcome(row, "killed", tail, seconds)
    if code == _PASSED:
        return Outcome(row, "survived", tail, seconds)
    return Outcome(row, "invalid", f"pytest exit {code}: {tail}", seconds)

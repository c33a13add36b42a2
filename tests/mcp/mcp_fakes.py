"""Fakes shaped like memo.library for the mcp tests, and helpers to run memo-mcp."""
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from memo.library import IndexResult, LibraryError, SearchResult, StatusResult

REPO = Path(__file__).resolve().parents[2]
MEMO_MCP = Path(sys.executable).parent / "memo-mcp"  # the console script of the running venv


@dataclass
class FakeHit:
    path: Path
    line: int
    heading: str
    text: str
    score: float = 0.5
    heading_path: tuple = ()
    lex_rank: int | None = 1
    vec_rank: int | None = 2
    similarity: float | None = 0.8
    exact: bool = False
    confidence: float = 0.9
    sections: tuple = ()
    unmatched: tuple = ()
    end_line: int | None = None  # the hit's line when not given
    heading_line: int = 1

    def __post_init__(self):
        if self.end_line is None:
            self.end_line = self.line


@dataclass
class FakeStatus:
    collection: Path
    files: int = 2
    chunks: int = 5

    notes = 2
    indexed = True
    indexed_at = 1.0

    def line(self):
        return f"{self.collection}: файлов {self.files}, чанков {self.chunks}, индекс 2026-11-30T12:00:00"


@dataclass
class FakeReport:
    updated: int
    unchanged: int = 0
    removed: int = 0
    embedded: int = 0
    warnings: list = field(default_factory=list)


class FakeLibrary:
    """The shape of memo.library.Library, recording calls; collections are folders with *.md in them."""

    def __init__(self):
        self.calls = []
        self.hits = []
        self.warnings = []
        self.fail = None

    def targets(self, path):
        if isinstance(path, list):
            return [c for each in path for c in self.targets(each)]
        path = Path(path)
        if not path.exists():
            raise LibraryError(f"путь не найден: {path}")
        if path.suffix == ".md":
            return [path.parent]
        if any(path.glob("*.md")):
            return [path]
        return sorted({p.parent for p in path.rglob("*.md")})

    def search(self, path, query, k=8, mode="hybrid", progress=None, min_confidence=0.0):
        self.calls.append(("search", path if isinstance(path, list) else Path(path), query, k, mode,
                           min_confidence))
        if self.fail:
            raise self.fail
        collections = self.targets(path)
        return SearchResult(collections, self.hits[:k] if collections else [], list(self.warnings))

    def status(self, path):
        self.calls.append(("status", path if isinstance(path, list) else Path(path)))
        return StatusResult([FakeStatus(c) for c in self.targets(path)], list(self.warnings))

    def reindex(self, path, progress=None):
        self.calls.append(("reindex", Path(path)))
        return IndexResult([(c, FakeReport(updated=len(list(c.glob("*.md"))))) for c in self.targets(path)],
                           list(self.warnings))


def child_env(roots, model_dir=None, home=None):
    """Environment for a memo-mcp child: only what it needs, plus PYTHONPATH (goga mutate sets it)."""
    env = {"MEMO_ROOTS": os.pathsep.join(map(str, roots)), "HOME": str(home or roots[0])}
    if model_dir is not None:
        env["MEMO_MODEL_DIR"] = str(model_dir)
    if os.environ.get("PYTHONPATH"):
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    return env

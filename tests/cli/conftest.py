"""A recording stand-in for the Library, so argument parsing and output can be tested without the model."""
from dataclasses import dataclass, field
from pathlib import Path

import pytest

import memo.cli.cli as cli_module
from memo.library import IndexResult, SearchResult, StatusResult


@dataclass
class FakeHit:
    path: Path
    line: int
    heading: str
    heading_path: tuple
    score: float
    text: str
    lex_rank: int | None = 1
    vec_rank: int | None = 2
    similarity: float | None = 0.9
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
class FakeLibrary:
    hits: list = field(default_factory=list)
    collections: list = field(default_factory=lambda: [Path("/notes/infra")])
    calls: list = field(default_factory=list)
    warnings: list = field(default_factory=list)
    error: Exception | None = None
    Hit = FakeHit

    def __call__(self, *args, **kwargs):  # stands in for the class: Library() returns this instance
        return self

    def targets(self, path):
        return self.collections

    def search(self, path, query, k, mode, progress=None, min_confidence=0.0):
        self.calls.append(("search", path, query, k, mode) + ((min_confidence,) if min_confidence else ()))
        for report in self.progress:
            progress(report)
        if self.error:
            raise self.error
        return SearchResult(self.collections, self.hits[:k] if self.collections else [], list(self.warnings))

    progress: list = field(default_factory=list)  # IndexProgress reports index and search send before answering

    def index(self, path, progress=None):
        self.calls.append(("index", path))
        for report in self.progress:
            progress(report)
        if self.error:
            raise self.error
        return IndexResult([], list(self.warnings))

    def status(self, path):
        self.calls.append(("status", path))
        return StatusResult([], list(self.warnings))


@pytest.fixture(autouse=True)
def own_config_folder(tmp_path, monkeypatch):
    """No test reads the real ~/.config/memo/config.toml or a MEMO_ROOTS of the environment."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv("MEMO_ROOTS", raising=False)


@pytest.fixture
def fake_library(monkeypatch):
    fake = FakeLibrary()
    monkeypatch.setattr(cli_module, "Library", fake)
    return fake

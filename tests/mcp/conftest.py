import os
from pathlib import Path

import pytest

from mcp_fakes import FakeLibrary

REPO = Path(__file__).resolve().parents[2]
MEMO_MCP = REPO / ".venv" / "bin" / "memo-mcp"


@pytest.fixture
def notes(tmp_path, monkeypatch):
    """A root with two collections, allowed via MEMO_ROOTS."""
    root = tmp_path / "notes"
    for name, text in {"infra/hosts.md": "# Хосты\nnexus 76.117\n", "infra/dns.md": "# DNS\nзона\n",
                       "life/books/b.md": "# Книга\nроман\n"}.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    monkeypatch.setenv("MEMO_ROOTS", str(root))
    return root


@pytest.fixture
def fake_library(monkeypatch):
    from memo.mcp import server
    library = FakeLibrary()
    monkeypatch.setattr(server, "_library", lambda: library)
    return library


def child_env(roots, model_dir=None, home=None):
    """Environment for a memo-mcp child: only what it needs, plus PYTHONPATH (goga mutate sets it)."""
    env = {"MEMO_ROOTS": os.pathsep.join(map(str, roots)), "HOME": str(home or roots[0])}
    if model_dir is not None:
        env["MEMO_MODEL_DIR"] = str(model_dir)
    if os.environ.get("PYTHONPATH"):
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    return env

"""The MCP tools over the shared fake library (tests/fakes.py: the real Library without the model)."""
import pytest


@pytest.fixture(autouse=True)
def own_config_folder(tmp_path, monkeypatch):
    """No test reads the real ~/.config/memo/config.toml."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))


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
def fake_library(fake_library, monkeypatch):
    from memo.mcp import server
    monkeypatch.setattr(server, "_library", lambda: fake_library)
    return fake_library

"""The CLI over the shared fake library (tests/fakes.py: the real Library without the model)."""
import pytest

import memo.cli.cli as cli_module


@pytest.fixture(autouse=True)
def own_config_folder(tmp_path, monkeypatch):
    """No test reads the real ~/.config/memo/config.toml or a MEMO_ROOTS of the environment."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv("MEMO_ROOTS", raising=False)


@pytest.fixture
def fake_library(fake_library, monkeypatch):
    monkeypatch.setattr(cli_module, "Library", fake_library)  # Library() returns the fake
    return fake_library


@pytest.fixture
def folder(tmp_path):
    """A root with one collection: infra/hosts.md."""
    root = tmp_path / "notes"
    (root / "infra").mkdir(parents=True)
    (root / "infra" / "hosts.md").write_text("# Хосты\nnexus на 76.117\n", encoding="utf-8")
    return root


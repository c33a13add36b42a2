import pytest


@pytest.fixture(autouse=True)
def own_config_folder(tmp_path, monkeypatch):
    """No test reads the real ~/.config/memo/config.toml or a MEMO_ROOTS of the environment."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv("MEMO_ROOTS", raising=False)

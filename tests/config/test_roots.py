"""The user's library roots: MEMO_ROOTS first, then roots = [...] in the configuration file."""
import inspect
import os

import pytest

import memo.config as config
from memo.config import ConfigError, config_file, configured_roots, required_roots
from memo.config._contract import CONTRACT


@pytest.fixture(autouse=True)
def clean_env(tmp_path, monkeypatch):
    monkeypatch.delenv("MEMO_ROOTS", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))


def write_config(text):
    config_file().parent.mkdir(parents=True, exist_ok=True)
    config_file().write_text(text, encoding="utf-8")


def test_facade_exports_exactly_the_contract():
    assert sorted(config.__all__) == sorted(CONTRACT) == ["ConfigError", "StartPlan", "build_stamp", "config_file", "configured_roots", "mark_starting",
                                                                "required_roots", "socket_path", "starting_path",
                                                                "unmark_starting", "watcher_plan"]
    assert inspect.getdoc(configured_roots) == CONTRACT["configured_roots"]["annotations"]


def test_the_config_file_follows_xdg(tmp_path):
    assert config_file() == tmp_path / "xdg" / "memo" / "config.toml"


def test_nothing_configured_gives_no_roots():
    assert configured_roots() == []


def test_required_roots_says_how_to_set_them_when_there_are_none(tmp_path, monkeypatch):
    with pytest.raises(ConfigError) as error:
        required_roots()
    assert "папки заметок не настроены" in str(error.value) and "MEMO_ROOTS" in str(error.value)
    assert str(config_file()) in str(error.value)
    monkeypatch.setenv("MEMO_ROOTS", str(tmp_path))
    assert required_roots() == configured_roots() == [tmp_path.resolve()]


def test_memo_roots_lists_folders_in_order_without_duplicates(tmp_path, monkeypatch):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "home" / "notes").mkdir(parents=True)
    link = tmp_path / "link"
    link.symlink_to(tmp_path / "a")
    monkeypatch.setenv("MEMO_ROOTS", os.pathsep.join(
        [str(tmp_path / "b"), " ", str(link), "~/notes", str(tmp_path / "a"), "/"]))
    write_config('roots = ["/elsewhere"]')
    assert configured_roots() == [tmp_path / "b", tmp_path / "a", tmp_path / "home" / "notes"]


def test_the_config_file_is_used_when_memo_roots_is_blank(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMO_ROOTS", "  ")
    write_config('# мои заметки\nroots = ["~/notes", "work", "", "/"]\n')
    assert configured_roots() == [tmp_path / "home" / "notes", tmp_path / "xdg" / "memo" / "work"]


def test_a_config_without_roots_gives_none():
    write_config('other = 1\n')
    assert configured_roots() == []


@pytest.mark.parametrize("text, message", [
    ("roots = [", "не удалось прочитать настройки"),
    ('roots = "~/notes"', "roots должен быть списком строк"),
    ("roots = [1, 2]", "roots должен быть списком строк"),
])
def test_a_broken_config_file_is_a_clear_error(text, message):
    write_config(text)
    with pytest.raises(ConfigError, match=message) as error:
        configured_roots()
    assert str(config_file()) in str(error.value)

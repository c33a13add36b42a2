"""memo-watch: arguments, exit codes, signals (in process with a fake Library, and the installed script)."""
import os
import signal
import subprocess
import threading
import time

import pytest

from memo.watch import main
from memo.watch import watcher as watcher_module

from budget import BUDGET, wait_for
from watch_helpers import MEMO_WATCH


def test_usage_errors_are_one_russian_line_exit_2(capsys):
    for argv, message in ((["x", "--bogus"], "неизвестный аргумент: --bogus"),
                          (["x", "--debounce", "скоро"], "--debounce: нужно число, получено 'скоро'"),
                          (["x", "--debounce"], "--debounce: нужно значение")):
        assert main(argv) == 2, argv
        captured = capsys.readouterr()
        assert captured.err == f"ошибка: {message}; справка: memo-watch --help\n" and captured.out == ""


def test_help_and_version_exit_0(capsys):
    for flag in ("-h", "--help"):
        assert main([flag]) == 0
        out = capsys.readouterr().out
        assert out.startswith("Использование: memo-watch") and "показать версию и выйти" in out
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("memo-watch ")


def test_missing_path_exits_1(tmp_path, capsys):
    assert main([str(tmp_path / "nope")]) == 1
    err = capsys.readouterr().err
    assert "путь не найден" in err and "Traceback" not in err


@pytest.fixture
def restore_signals():
    saved = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    yield
    for s, handler in saved.items():
        signal.signal(s, handler)


@pytest.fixture
def watching_started(monkeypatch):
    """Records the Watcher main makes; `wait()` returns once its start-up pass is over (a SIGTERM
    earlier would leave through os._exit, ending the test process)."""
    made = []

    class Recorded(watcher_module.Watcher):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            made.append(self)

    monkeypatch.setattr(watcher_module, "Watcher", Recorded)
    return lambda: wait_for(lambda: bool(made) and made[0]._thread is not None)


def test_main_runs_until_sigterm(root, library, monkeypatch, capsys, restore_signals, watching_started):
    made = []
    monkeypatch.setattr(watcher_module, "Library", lambda **options: made.append(options) or library)
    threads = threading.active_count()
    sent = []

    def stop_when_watching():
        watching_started()
        sent.append(time.monotonic())
        os.kill(os.getpid(), signal.SIGTERM)

    threading.Thread(target=stop_when_watching, daemon=True).start()
    assert main([str(root), "--debounce", "0.2"]) == 0
    assert time.monotonic() - sent[0] < 2.0
    assert sorted(library.indexed) == [root / "infra", root / "work" / "jira"]
    assert made == [{"observe": True}]  # a long-lived process: refreshes follow change notifications
    assert wait_for(lambda: threading.active_count() <= threads)  # the watcher was stopped


def test_without_a_path_it_watches_the_users_roots(root, library, monkeypatch, capsys, restore_signals,
                                                   watching_started):
    monkeypatch.setattr(watcher_module, "Library", lambda **options: library)
    monkeypatch.setenv("MEMO_ROOTS", os.pathsep.join([str(root / "infra"), str(root / "work")]))

    def stop_when_watching():
        watching_started()
        os.kill(os.getpid(), signal.SIGTERM)

    threading.Thread(target=stop_when_watching, daemon=True).start()
    assert main(["--debounce", "0.2"]) == 0
    assert sorted(library.indexed) == [root / "infra", root / "work" / "jira"]
    assert f"проверяю коллекций: 2 под {root / 'infra'}, {root / 'work'}" in capsys.readouterr().out


def test_without_a_path_or_roots_it_says_how_to_set_them(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("MEMO_ROOTS", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    assert main([]) == 1
    err = capsys.readouterr().err
    assert err.startswith("memo-watch: путь не указан, а папки заметок не настроены") and "MEMO_ROOTS" in err


def test_main_start_failure_exits_1(tmp_path, monkeypatch, capsys, restore_signals):
    note = tmp_path / "file.txt"
    note.write_text("x")

    class Refusing:
        def __init__(self, **options):
            pass

        def targets(self, path, warnings=None):
            from memo.library import LibraryError
            raise LibraryError(f"это не заметка: {path}")

    monkeypatch.setattr(watcher_module, "Library", Refusing)
    assert main([str(note)]) == 1
    err = capsys.readouterr().err
    assert "это не заметка" in err and "Traceback" not in err


def _child_env(home):
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(home)}
    for key in ("PYTHONPATH", "MEMO_MODEL_DIR", "XDG_RUNTIME_DIR"):
        if os.environ.get(key):
            env[key] = os.environ[key]
    return env


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_installed_script_stops_cleanly_on_signal(tmp_path, signum):
    empty = tmp_path / "empty"
    empty.mkdir()
    proc = subprocess.Popen([str(MEMO_WATCH), str(empty)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=_child_env(tmp_path), text=True)
    try:
        line = proc.stderr.readline()
        assert "коллекций пока нет" in line, line
        began = time.monotonic()
        proc.send_signal(signum)
        proc.wait(timeout=BUDGET.seconds())
        assert time.monotonic() - began < 2.0 + 2 * BUDGET.startup  # stops promptly (scaled to this machine's speed)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0
    assert "Traceback" not in proc.stderr.read()

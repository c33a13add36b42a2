"""The memo command's quick path: when it asks a watcher, when it works alone, what it prints."""
import json
import os
import socket
import threading

import pytest

import memo.cli
from memo.client import ask, main
from memo.config import build_stamp, mark_starting, socket_path, starting_path


class FakeWatcher:
    """Listens on the user's socket and answers every request with `reply`, recording the requests."""

    def __init__(self, reply):
        self.reply, self.requests = reply, []
        path = socket_path()
        os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        self.sock = socket.socket(socket.AF_UNIX)
        self.sock.bind(path)
        self.sock.listen()
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self):
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            with conn:
                data = b""
                while not data.endswith(b"\n"):
                    part = conn.recv(4096)
                    if not part:
                        break
                    data += part
                self.requests.append(json.loads(data))
                conn.sendall(self.reply if isinstance(self.reply, bytes) else json.dumps(self.reply).encode() + b"\n")

    def close(self):
        self.sock.close()


@pytest.fixture
def alone(monkeypatch):
    """Replaces the full command line; records the argv it was given (or the parsed command)."""
    calls = []

    def work_alone(argv):
        calls.append(argv)
        return 7

    def parsed(command, path, query="", k=8, mode="hybrid", json_output=False, build=True, plan=None):
        calls.append([command, path, query, k, mode, json_output, *(() if build else ("builds nothing",)),
                      *(() if plan is None else (plan,))])
        return 7

    monkeypatch.setattr(memo.cli, "main", work_alone)
    monkeypatch.setattr(memo.cli, "run_parsed", parsed)
    return calls


@pytest.fixture
def watcher():
    made = []

    def start(reply):
        made.append(FakeWatcher(reply))
        return made[-1]

    yield start
    for fake in made:
        fake.close()


def test_a_live_watchers_start_plan_goes_to_the_search(alone, runtime_dir, tmp_path, capsys, monkeypatch):
    """No socket yet, a live start marker: the search gets the watcher's plan (it builds what the plan does
    not hold and prints the notice itself once it knows the collections); a status gets it too (to say which
    collections the watcher builds)."""
    (runtime_dir / "memo").mkdir()
    root = tmp_path / "notes"
    (root / "infra").mkdir(parents=True)
    mark_starting([root], [root / "infra"])
    assert main(["search", str(root), "q"]) == 7
    monkeypatch.setenv("MEMO_ROOTS", str(root))
    assert main(["search", "q"]) == 7
    assert main(["status", str(root)]) == 7
    with open(starting_path(), "w", encoding="utf-8") as marker:  # no such process: a watcher that died
        json.dump({"pid": 2 ** 22 + 1, "roots": [str(root)], "plan": {str(root): ["infra"]}}, marker)
    assert main(["search", str(root), "q"]) == 7
    assert capsys.readouterr().err == ""
    (*first, plan), (*second, same) = alone[:2]
    assert first == ["search", str(root), "q", 8, "hybrid", False] and second == ["search", [root], "q", 8, "hybrid", False]
    assert not plan.builds(root / "infra") and plan.builds(root / "new") and not same.builds(root / "infra")
    (*status, planned), after_death = alone[2:]
    assert status == ["status", str(root), "", 8, "hybrid", False] and planned.holds(root / "infra")
    assert after_death == ["search", str(root), "q", 8, "hybrid", False]


def test_no_socket_works_alone(alone, capsys):
    assert ask({"command": "ping"}) is None
    assert main(["search", ".", "вопрос", "--json"]) == 7
    assert alone == [["search", ".", "вопрос", 8, "hybrid", True]]  # parsed already: no second parse


def test_dead_socket_file_works_alone(alone):
    path = socket_path()
    os.makedirs(os.path.dirname(path), mode=0o700)
    dead = socket.socket(socket.AF_UNIX)
    dead.bind(path)
    dead.close()  # the file stays, nobody listens: what a killed watcher leaves
    assert os.path.exists(path)
    assert ask({"command": "ping"}) is None
    assert main(["status", "."]) == 7 and alone == [["status", ".", "", 8, "hybrid", False]]


def test_ok_reply_is_written_as_is(alone, watcher, capsys, tmp_path, monkeypatch):
    fake = watcher({"status": "ok", "code": 1, "stdout": "[]\n", "stderr": "ошибка: x\n"})
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MEMO_MODEL_DIR", "/models/here")
    assert main(["search", "~/notes", "где ключи", "--k=3", "--mode", "lex", "--json"]) == 1
    out = capsys.readouterr()
    assert (out.out, out.err) == ("[]\n", "ошибка: x\n")
    assert alone == []
    (request,) = fake.requests
    assert request == {"command": "search", "cwd": str(tmp_path), "path": "~/notes",
                       "query": "где ключи", "k": 3, "mode": "lex", "json": True, "protocol": 2, "build": build_stamp(),
                       "env": {"MEMO_MODEL_DIR": "/models/here", "XDG_DATA_HOME": os.environ.get("XDG_DATA_HOME"),
                               "HOME": os.environ.get("HOME")}}


def test_status_request_and_defaults(alone, watcher, capsys):
    fake = watcher({"status": "ok", "code": 0, "stdout": "a: файлов 1\n", "stderr": ""})
    assert main(["status", "notes"]) == 0
    assert capsys.readouterr().out == "a: файлов 1\n"
    assert fake.requests[0]["command"] == "status" and "query" not in fake.requests[0]
    main(["search", "notes", "--", "-5"])
    second = fake.requests[1]
    assert (second["k"], second["mode"], second["json"], second["query"]) == (8, "hybrid", False, "-5")


def test_status_json_is_asked_of_the_watcher_and_alone_too(alone, watcher, capsys):
    fake = watcher({"status": "ok", "code": 0, "stdout": "[]\n", "stderr": ""})
    assert main(["status", "notes", "--json"]) == 0 and main(["status", "--json", "notes"]) == 0
    assert capsys.readouterr().out == "[]\n[]\n" and alone == []
    assert [(r["command"], r["path"], r["json"]) for r in fake.requests] == [("status", "notes", True)] * 2
    main(["status", "notes"])
    assert fake.requests[-1]["json"] is False
    os.unlink(socket_path())  # no watcher: alone
    assert main(["status", "notes", "--json"]) == 7 and alone == [["status", "notes", "", 8, "hybrid", True]]


def test_without_a_path_the_roots_are_asked(alone, watcher, capsys, tmp_path, monkeypatch):
    first, second = tmp_path / "a", tmp_path / "b"
    monkeypatch.setenv("MEMO_ROOTS", os.pathsep.join([str(first), str(second)]))
    fake = watcher({"status": "ok", "code": 0, "stdout": "ответ\n", "stderr": ""})
    assert main(["search", "где ключи", "--k", "2"]) == 0 and main(["status"]) == 0
    assert capsys.readouterr().out == "ответ\nответ\n" and alone == []
    roots = [str(first.resolve()), str(second.resolve())]
    assert [(r["command"], r["path"]) for r in fake.requests] == [("search", roots), ("status", roots)]
    assert (fake.requests[0]["query"], fake.requests[0]["k"]) == ("где ключи", 2)


def test_without_a_path_and_no_watcher_the_roots_are_searched_alone(alone, tmp_path, monkeypatch):
    monkeypatch.setenv("MEMO_ROOTS", str(tmp_path))
    assert main(["search", "где ключи"]) == 7 and main(["status"]) == 7
    assert alone == [["search", [tmp_path.resolve()], "где ключи", 8, "hybrid", False],
                     ["status", [tmp_path.resolve()], "", 8, "hybrid", False]]


def test_without_a_path_or_roots_the_full_command_line_says_why(alone, watcher, tmp_path, monkeypatch):
    fake = watcher({"status": "ok", "code": 0, "stdout": "", "stderr": ""})
    assert main(["search", "где ключи"]) == 7 and main(["status"]) == 7
    (tmp_path / "xdg" / "memo").mkdir(parents=True)
    (tmp_path / "xdg" / "memo" / "config.toml").write_text("roots = 1\n", encoding="utf-8")
    assert main(["status"]) == 7
    assert alone == [["search", "где ключи"], ["status"], ["status"]] and fake.requests == []


@pytest.mark.parametrize("reply", [{"status": "other", "reason": "not watched"}, {"status": "error", "message": "x"},
                                   b"not json\n", {"status": "ok", "code": "0", "stdout": "", "stderr": ""}])
def test_other_error_or_bad_replies_work_alone(alone, watcher, capsys, reply):
    fake = watcher(reply)
    assert main(["search", ".", "q"]) == 7
    assert len(fake.requests) == 1 and alone == [["search", ".", "q", 8, "hybrid", False]]
    assert capsys.readouterr().out == ""


def test_busy_says_so_and_searches_without_building_an_index(alone, watcher, capsys):
    message = "memo-watch сейчас индексирует /n; ищу по тому, что уже проиндексировано"
    watcher({"status": "busy", "message": message})
    assert main(["search", ".", "q"]) == 7 and alone == [["search", ".", "q", 8, "hybrid", False, "builds nothing"]]
    assert capsys.readouterr().err == message + "\n"


def test_a_status_beside_a_busy_watcher_works_alone_without_the_search_notice(alone, watcher, capsys):
    """The notice says "ищу по тому, что уже проиндексировано": a status searches nothing (its line of a
    collection being indexed says so itself)."""
    watcher({"status": "busy", "message": "memo-watch сейчас индексирует /n; ищу по тому, что уже проиндексировано"})
    assert main(["status", "."]) == 7 and alone == [["status", ".", "", 8, "hybrid", False, "builds nothing"]]
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("argv", [
    ["index", "."], ["search", "."], ["search", ".", "q", "extra"], ["search", ".", "q", "--k", "0"],
    ["search", ".", "q", "--k", "x"], ["search", ".", "q", "--k"], ["search", ".", "q", "--mode", "fuzzy"],
    ["search", ".", "q", "--json=1"], ["search", ".", "q", "--help"], ["search", ".", "-q"],
    ["status", ".", "--json=1"], ["status", ".", "--k", "3"], ["status", ".", "--mode", "lex"], ["status"], [],
    ["--version"],
])
def test_anything_but_a_plain_search_or_status_goes_to_the_full_command_line(alone, watcher, argv):
    fake = watcher({"status": "ok", "code": 0, "stdout": "", "stderr": ""})
    assert main(argv) == 7
    assert alone == [argv] and fake.requests == []


def test_client_imports_nothing_heavy(tmp_path):
    """Not even the socket module when there is no socket file (no watcher: the common cold start)."""
    import subprocess
    import sys

    code = ("import sys, memo.client; assert memo.client.ask({'command': 'ping'}) is None; "
            "print(sorted(m for m in ('numpy', 'onnxruntime', 'typer', 'apsw', 'memo.cli', 'socket') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "XDG_RUNTIME_DIR": str(tmp_path)}).stdout
    assert out.strip() == "[]"



def test_the_console_script_ends_the_process_at_once_with_mains_code_after_flushing(monkeypatch):
    import memo.client.client as client

    class Stream:
        def __init__(self, broken=False):
            self.written, self.flushed, self.broken = "", "", broken

        def write(self, text):
            self.written += text

        def flush(self):
            if self.broken:
                raise BrokenPipeError(32, "Broken pipe")
            self.flushed = self.written

    class Ended(Exception):
        pass

    ended = []

    def end(code):
        ended.append((code, out.flushed, err.flushed))  # what was written is out of the process by then
        raise Ended

    monkeypatch.setattr(client.os, "_exit", end)
    for broken in (False, True):  # a reader that went away: the process still ends, with main's code
        out, err = Stream(broken), Stream()
        monkeypatch.setattr(client.sys, "stdout", out)
        monkeypatch.setattr(client.sys, "stderr", err)
        monkeypatch.setattr(client, "main", lambda: out.write("ответ\n") or err.write("предупреждение\n") or 3)
        with pytest.raises(Ended):
            client.console()
    assert ended == [(3, "ответ\n", "предупреждение\n"), (3, "", "предупреждение\n")]


def test_the_memo_command_with_its_output_closed_answers_no_traceback(tmp_path):
    """`memo status … >&-`: the output is dropped, the command still ends with its own code."""
    import subprocess
    import sys
    from pathlib import Path

    memo = Path(sys.executable).parent / "memo"
    env = dict(os.environ, XDG_RUNTIME_DIR=str(tmp_path))
    done = subprocess.run([str(memo), "status", str(tmp_path)], stderr=subprocess.PIPE, text=True, env=env,
                          timeout=120, preexec_fn=lambda: os.close(1))
    assert (done.returncode, done.stderr) == (0, "")


def test_the_installed_memo_command_answers_and_exits_with_the_code(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    memo = Path(sys.executable).parent / "memo"
    env = dict(os.environ, XDG_RUNTIME_DIR=str(tmp_path), MEMO_ROOTS=str(tmp_path))
    done = subprocess.run([str(memo), "--version"], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0 and done.stdout.strip(), done.stderr
    done = subprocess.run([str(memo), "search", str(tmp_path / "нет"), "x"], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 1 and "не найден" in done.stderr, done.stderr


def test_a_watcher_watching_part_of_the_path_says_why_the_search_works_alone(alone, watcher, capsys):
    """The watcher runs but does not watch every collection asked for: the search loads the model itself
    (seconds, not a tenth), and one line says why instead of leaving the user to guess."""
    message = "memo-watch не следит за коллекцией /lib/x и ещё 1; ищу сам, загружая модель"
    watcher({"status": "other", "reason": "not watched", "message": message})
    assert main(["search", ".", "q"]) == 7 and main(["status", "."]) == 7
    assert alone == [["search", ".", "q", 8, "hybrid", False], ["status", ".", "", 8, "hybrid", False]]  # builds
    assert capsys.readouterr().err == message + "\n"  # once: a status searches nothing


def test_a_watcher_starting_behind_another_ones_socket_still_gives_its_plan(alone, watcher, runtime_dir, tmp_path):
    """The socket belongs to a memo-watch of other folders ("other"); this folder's watcher, still in its first
    passes, has no socket yet: the search goes by its plan and leaves the planned collections to it."""
    root = tmp_path / "notes"
    (root / "infra").mkdir(parents=True)
    watcher({"status": "other", "reason": "not watched"})
    mark_starting([root], [root / "infra"])
    assert main(["search", str(root), "q"]) == 7
    (*parsed, plan), = alone
    assert parsed == ["search", str(root), "q", 8, "hybrid", False] and not plan.builds(root / "infra")


def test_ctrl_c_while_a_stopped_watcher_keeps_the_search_waiting_says_interrupted_and_exits_130(tmp_path):
    import signal
    import subprocess
    import sys
    from pathlib import Path

    from tests.budget import BUDGET, wait_for

    env = dict(os.environ, XDG_RUNTIME_DIR=str(tmp_path))
    folder = os.path.join(str(tmp_path), "memo")
    os.makedirs(folder, mode=0o700)
    hung = socket.socket(socket.AF_UNIX)  # a watcher stopped with SIGSTOP: it accepts, never answers
    hung.bind(os.path.join(folder, "watch.sock"))
    hung.listen()
    hung.settimeout(BUDGET.seconds(processes=1))
    memo = Path(sys.executable).parent / "memo"
    # Ctrl+C as a terminal's foreground job gets it: a run started in the background (`.ci/run &`) passes its
    # children SIGINT ignored, and Python then keeps ignoring it
    search = subprocess.Popen([str(memo), "search", str(tmp_path), "вопрос"], env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        conn, _ = hung.accept()  # the request is on its way: the client now waits for the answer
        with conn:
            conn.settimeout(BUDGET.seconds(processes=1))
            wait_for(lambda: conn.recv(1 << 16, socket.MSG_PEEK).endswith(b"\n"))
            search.send_signal(signal.SIGINT)
            out, err = search.communicate(timeout=BUDGET.seconds(processes=1))
    finally:
        search.kill()
        hung.close()
    assert (search.returncode, out, err) == (130, "", "прервано\n")


def test_a_stopped_watcher_is_said_at_once_and_the_search_works_alone(alone, runtime_dir, capsys):
    """memo-watch suspended with Ctrl+Z keeps its socket: the connection waits in the kernel's queue and
    nobody answers. The search neither waits its whole timeout in silence nor sends anything."""
    import signal
    import subprocess
    import sys

    from tests.budget import BUDGET, wait_for

    path = socket_path()
    os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
    listener = subprocess.Popen([sys.executable, "-c", "import socket, sys, time\n"
                                 "s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.listen()\n"
                                 "print('ready', flush=True); time.sleep(3600)", path],
                                stdout=subprocess.PIPE, text=True)
    try:
        assert listener.stdout.readline() == "ready\n"
        os.kill(listener.pid, signal.SIGSTOP)
        assert wait_for(lambda: open(f"/proc/{listener.pid}/stat", "rb").read().rpartition(b")")[2].split()[0] == b"T")
        replies = []
        asking = threading.Thread(target=lambda: replies.append(ask({"command": "status"}, timeout=3600)), daemon=True)
        asking.start()
        asking.join(BUDGET.seconds(processes=1))  # a bound on a hang, far below the hour it was allowed
        assert replies and replies[0]["status"] == "stopped"
        assert replies[0]["message"].startswith(f"memo-watch (pid {listener.pid}) приостановлен")
        assert main(["search", "/notes", "вопрос"]) == 7
    finally:
        os.kill(listener.pid, signal.SIGCONT)
        listener.kill()
        listener.wait()
    assert capsys.readouterr().err == replies[0]["message"] + "\n"  # why the model is loaded here
    assert alone == [["search", "/notes", "вопрос", 8, "hybrid", False]]


def test_a_running_watcher_is_not_taken_for_a_stopped_one(alone, watcher):
    fake = watcher({"status": "ok", "stdout": "ответ\n", "stderr": "", "code": 0})
    assert ask({"command": "status"}) == {"status": "ok", "stdout": "ответ\n", "stderr": "", "code": 0}
    assert len(fake.requests) == 1

"""memo-watch answers searches and status on the user's socket: same output as the CLI alone, never stale."""
import json
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from memo.cli import respond
from memo.client import ask
from memo.config import socket_path, starting_path
from memo.library import Library
from memo.watch import Watcher

from budget import BUDGET, wait_for
from watch_helpers import REPO

MEMO = Path(sys.executable).parent / "memo"
QUERIES = ["домены", "76.132", "кто держит ключи от сервера", "книга про космос"]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    folder = tmp_path_factory.mktemp("socket") / "corpus"
    subprocess.run([sys.executable, str(REPO / "e2e" / "make_corpus.py"), str(folder)], check=True,
                   capture_output=True)
    return folder.resolve()


@pytest.fixture
def watching(model_dir, monkeypatch):
    monkeypatch.setenv("MEMO_MODEL_DIR", str(model_dir))
    made = []

    def start(path, library=None):
        watcher = Watcher(path, library or Library(model_dir=model_dir), debounce=30.0)
        made.append(watcher)
        watcher.start()
        return watcher

    yield start
    for watcher in made:
        watcher.stop()


def _search(path, query, **options):
    request = {"command": "search", "cwd": os.getcwd(), "path": path if isinstance(path, list) else str(path),
               "query": query, "k": 8,
               "mode": "hybrid", "json": False, "env": {n: os.environ.get(n) for n in ("MEMO_MODEL_DIR", "XDG_DATA_HOME", "HOME")}}
    return ask(request | options)


def _raw(data: bytes) -> dict:
    import json
    import socket

    with socket.socket(socket.AF_UNIX) as sock:
        sock.settimeout(30)
        sock.connect(socket_path())
        sock.sendall(data)
        return json.loads(sock.makefile("rb").readline())


def _memo(*args):
    done = subprocess.run([str(MEMO), *args], capture_output=True, text=True)
    return done.returncode, done.stdout


def _memo_env(env, *args):
    done = subprocess.run([str(MEMO), *args], capture_output=True, text=True, env=os.environ | env)
    return done.returncode, done.stdout


def test_same_json_and_status_with_and_without_the_watcher(corpus, watching):
    watcher = watching(corpus)
    statuses = [("status", str(corpus)), ("status", str(corpus), "--json")]
    served = [_memo("search", str(corpus), q, "--json") for q in QUERIES] + [_memo(*args) for args in statuses]
    assert watcher._server.answered == len(served)
    watcher.stop()
    assert not os.path.exists(socket_path())
    alone = [_memo("search", str(corpus), q, "--json") for q in QUERIES] + [_memo(*args) for args in statuses]
    assert served == alone
    assert [item["path"] for item in json.loads(served[-1][1])] == [line.split(": ")[0]
                                                                   for line in served[-2][1].splitlines()]
    assert all(code == 0 and out.strip() not in ("", "[]") for code, out in served)


def test_socket_is_private_and_removed_on_stop(corpus, watching):
    watcher = watching(corpus / "infra")
    mode = os.stat(socket_path()).st_mode
    assert stat.S_ISSOCK(mode) and stat.S_IMODE(mode) == 0o600
    assert stat.S_IMODE(os.stat(os.path.dirname(socket_path())).st_mode) == 0o700
    watcher.stop()
    assert not os.path.exists(socket_path())


def test_answer_is_the_cli_output(corpus, watching, model_dir):
    watcher = watching(corpus / "infra")
    reply = _search(corpus / "infra", "домены", json=True, k=3)
    assert reply["status"] == "ok"
    assert (reply["code"], reply["stdout"], reply["stderr"]) == respond(Library(model_dir=model_dir), "search",
                                                                         str(corpus / "infra"), "домены", 3, "hybrid", True)
    assert watcher._server.answered == 1


def test_other_folders_model_or_nothing_watched_are_refused(corpus, watching, tmp_path):
    watching(corpus / "infra")
    assert _search(corpus / "work" / "jira", "x")["status"] == "other"  # another collection
    assert _search(corpus, "x")["status"] == "other"  # holds collections the watcher does not watch
    assert _search(corpus / "infra" / ".." / "life", "x")["status"] == "other"
    assert _search(tmp_path, "x")["status"] == "other"  # no collection at all
    assert _search(corpus / "infra", "x", env={"MEMO_MODEL_DIR": "/elsewhere"})["status"] == "other"
    assert _raw(b'{"protocol": 1, "command": "ping"}\n')["status"] == "other"  # before status --json
    # memo rebuilt after the watcher started: it runs the old code (session 40)
    rebuilt = _raw(b'{"protocol": 2, "command": "ping", "build": "1:2"}\n')
    assert rebuilt["status"] == "other" and rebuilt["message"].startswith("memo пересобран после запуска memo-watch")
    assert _raw(b'not json\n')["status"] == "other"
    assert _search(corpus / "infra", "x")["status"] == "ok"


def test_the_users_roots_are_answered_when_all_are_watched(corpus, watching):
    watcher = watching([corpus / "infra", corpus / "life"])
    roots = [str(corpus / "infra"), str(corpus / "life")]
    reply = _search(roots, "книга про космос", json=True)
    assert reply["status"] == "ok" and "life/books" in reply["stdout"]
    assert _search([*roots, str(corpus / "work")], "x")["status"] == "other"
    assert _search(["infra"], "x")["status"] == "other"  # roots are absolute
    assert _search([], "x")["status"] == "other"
    env = {"MEMO_ROOTS": os.pathsep.join(roots)}
    served = _memo_env(env, "search", "книга про космос", "--json")
    assert watcher._server.answered == 2  # `memo search QUESTION` asked the watcher with the roots
    watcher.stop()
    assert _memo_env(env, "search", "книга про космос", "--json") == served
    assert served[0] == 0 and "life/books" in served[1]


def test_busy_while_the_collection_is_indexed(corpus, watching):
    watcher = watching(corpus)
    watcher._current = corpus / "infra"
    reply = _search(corpus / "infra", "домены")
    assert reply["status"] == "busy" and str(corpus / "infra") in reply["message"]
    assert _search(corpus / "life" / "books", "книга")["status"] == "ok"


def test_the_start_up_pass_is_marked_and_the_socket_comes_when_it_is_done(corpus, watching, model_dir):
    seen = []

    class Looking(Library):
        def index(self, path, progress=None, below=True, done=None, donors=None):  # during the first pass: a marker, no socket yet
            if not seen:
                with open(starting_path(), encoding="utf-8") as marker:
                    seen.append((json.load(marker), os.path.exists(socket_path())))
            return super().index(path, progress, below, done, donors)

    watcher = watching(corpus, Looking(model_dir=model_dir))
    (marker, listening), = seen
    assert not listening and {key: marker[key] for key in ("pid", "roots")} == {"pid": os.getpid(), "roots": [str(corpus)]}
    planned = sorted(os.path.join(parent, name) for parent, names in marker["plan"].items() for name in names)
    assert planned == sorted(map(str, watcher._library.targets(corpus)))  # every collection it passes
    assert not os.path.exists(starting_path()) and _search(corpus, "домены")["status"] == "ok"
    watcher._checked.discard(os.path.realpath(corpus / "infra"))  # a collection that appeared since:
    watcher._known.discard(corpus / "infra")  # neither passed nor announced yet
    total = len(watcher._library.targets(corpus))
    assert _search(corpus, "домены") == {"status": "busy", "message": f"memo-watch ещё индексирует: готово коллекций "
                                         f"{total - 1} из {total}; ищу по тому, что уже проиндексировано"}


def test_a_collection_created_during_the_start_up_is_searched_at_once(tmp_path, model_dir, monkeypatch):
    """The start-up pass is held at its first collection; a collection created meanwhile is not in its plan,
    so `memo search` indexes it itself and finds its note, while the planned ones are left to the watcher;
    once listening, the watcher's own pass over it finds it current."""
    monkeypatch.setenv("MEMO_MODEL_DIR", str(model_dir))
    root = (tmp_path / "notes").resolve()
    for name in ("infra/hosts.md", "life/books/b.md"):
        (root / name).parent.mkdir(parents=True)
        (root / name).write_text(f"# {name}\nтекст про серверы\n", encoding="utf-8")
    held, go = threading.Event(), threading.Event()
    passed = []

    class Held(Library):
        def index(self, path, progress=None, below=True, done=None, donors=None):
            held.set()
            go.wait(BUDGET.seconds(processes=2, model_dir=model_dir))
            result = super().index(path, progress, below, done, donors)
            passed.append((Path(path), result.updated))
            return result

    watcher = Watcher(root, Held(model_dir=model_dir), debounce=0.3)
    starter = threading.Thread(target=watcher.start, daemon=True)
    starter.start()
    try:
        assert held.wait(BUDGET.seconds(model_dir=model_dir))
        new = root / "work" / "new"
        new.mkdir(parents=True)
        (new / "door.md").write_text("# Склад\nкод двери склада 4417-зю\n", encoding="utf-8")
        done = subprocess.run([str(MEMO), "search", str(root), "4417-зю", "--mode", "lex"], capture_output=True,
                              text=True, timeout=BUDGET.seconds(processes=1, pieces=2, model_dir=model_dir))
        assert (done.returncode, done.stdout.split("  ")[1]) == (0, f"{new / 'door.md'}:2")
        assert done.stderr.splitlines()[-2:] == [
            "memo-watch ещё проверяет коллекции после запуска; ищу по тому, что уже проиндексировано",
            f"предупреждение: ещё не проиндексировано коллекций: 2 ({root / 'infra'}, {root / 'life/books'})"]
        alone = subprocess.run([str(MEMO), "search", str(new), "4417-зю", "--mode", "lex"], capture_output=True,
                               text=True, timeout=BUDGET.seconds(processes=1, model_dir=model_dir))
        assert alone.returncode == 0 and str(new / "door.md") in alone.stdout and "memo-watch" not in alone.stderr
        assert not (root / "infra" / ".memo").exists() and passed == []  # the watcher is still held
        go.set()
        starter.join(BUDGET.seconds(model_dir=model_dir, pieces=4))
        assert wait_for(lambda: (new, 0) in passed)  # after the start-up: passed, already current
        assert wait_for(lambda: _search(new, "4417-зю", mode="lex")["status"] == "ok")
    finally:
        go.set()
        watcher.stop()
        starter.join(BUDGET.seconds(model_dir=model_dir, pieces=4))  # a failed check must not exit mid-pass


def test_a_runtime_folder_others_can_read_gets_no_marker_and_no_socket(corpus, watching, model_dir, caplog):
    folder = os.path.dirname(starting_path())
    os.makedirs(folder, mode=0o755)
    os.chmod(folder, 0o755)  # another user could list it
    seen = []

    class Looking(Library):
        def index(self, path, progress=None, below=True, done=None, donors=None):
            seen.append(os.path.exists(starting_path()))
            return super().index(path, progress, below, done, donors)

    watching(corpus / "infra", Looking(model_dir=model_dir))
    assert seen == [False] and os.listdir(folder) == []
    assert any("доступна не только вам" in record.getMessage() for record in caplog.records)


def test_a_note_saved_just_now_is_found(tmp_path, watching):
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "a.md").write_text("# Старое\n\nничего интересного\n", encoding="utf-8")
    watching(folder)  # debounce 30 s: the watcher itself will not re-index during this test
    (folder / "b.md").write_text("# Новое\n\nпароль от роутера лежит в сейфе\n", encoding="utf-8")
    reply = _search(folder, "пароль от роутера", json=True)
    assert reply["status"] == "ok" and str(folder / "b.md") in reply["stdout"]


def test_one_watcher_per_user_and_a_dead_socket_file_is_replaced(corpus, watching):
    import socket

    path = socket_path()
    os.makedirs(os.path.dirname(path), mode=0o700)
    dead = socket.socket(socket.AF_UNIX)
    dead.bind(path)
    dead.close()
    first = watching(corpus / "infra")
    assert first._server is not None and ask({"command": "ping"})["pid"] == os.getpid()
    second = watching(corpus / "life" / "books")
    assert second._server is None
    second.stop()
    assert _search(corpus / "infra", "x")["status"] == "ok"  # the second one left the socket alone


def test_a_bulk_change_not_yet_passed_is_left_to_the_watchers_pass_not_indexed_inline(tmp_path):
    """A git checkout rewrote the notes and the watcher's pass is still to come (its quiet time): a search
    through the socket answers from the index as it stands at once instead of embedding them all itself."""
    from fakes import FakeLibrary, GatedEmbedder

    folder = tmp_path / "notes"
    folder.mkdir()
    for number in range(20):
        (folder / f"n{number:02}.md").write_text(f"# Заметка {number}\nобщее слово\n", encoding="utf-8")
    library = FakeLibrary(observe=True)
    library.fake_embedder = model = GatedEmbedder()
    model.gate.set()
    watcher = Watcher(folder.resolve(), library, debounce=3600.0)  # no pass of its own during the test
    try:
        watcher.start()
        assert _search(folder, "общее", mode="lex")["status"] == "ok"
        model.gate.clear()  # the model now holds every passage call
        for number in range(20):  # 20 x 5 KiB
            (folder / f"n{number:02}.md").write_text(f"# Заметка {number}\nветка " + "текст " * 900, encoding="utf-8")
        reply = _search(folder, "общее", mode="lex")
        assert reply is not None and reply["status"] == "ok", reply
        assert "индексирует memo-watch; ищу по уже проиндексированному" in reply["stderr"]
        assert "n00.md" in reply["stdout"] and not model.blocked.is_set()
    finally:
        model.gate.set()
        watcher.stop()
        library.close()

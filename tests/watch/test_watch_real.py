"""memo-watch, the installed script, on a copy of the reference corpus with the real model and Library."""
import os
import queue
import signal
import subprocess
import sys
import threading
import time

from memo.library import Library

from budget import BUDGET
from watch_helpers import MEMO_WATCH, REPO


def _lines(stream, sink):
    for line in stream:
        sink.put(line.rstrip("\n"))


def _next(lines, timeout):
    try:
        return lines.get(timeout=timeout)
    except queue.Empty:
        raise AssertionError("memo-watch printed nothing in time") from None


def test_watcher_on_reference_corpus(tmp_path, model_dir):
    corpus = tmp_path / "corpus"
    subprocess.run([sys.executable, str(REPO / "e2e" / "make_corpus.py"), str(corpus)], check=True,
                   capture_output=True)
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path), "MEMO_MODEL_DIR": str(model_dir),
           "XDG_RUNTIME_DIR": os.environ["XDG_RUNTIME_DIR"]}
    if os.environ.get("PYTHONPATH"):
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    proc = subprocess.Popen([str(MEMO_WATCH), str(corpus)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env, text=True)
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=_lines, args=(proc.stdout, lines), daemon=True).start()
    library = Library(model_dir=model_dir)
    try:
        collections = [corpus / "infra", corpus / "life" / "books", corpus / "work" / "jira"]
        # none has an index yet: passed by the bytes of their notes, path order among equals
        cheapest_first = sorted(collections, key=lambda c: sum(note.stat().st_size for note in c.glob("*.md")))
        assert _next(lines, BUDGET.seconds(processes=1, model_dir=model_dir)) == f"проверяю коллекций: 3 под {corpus}"  # said before the work
        startup = []
        while sum(line.startswith("наблюдаю: ") for line in startup) < 3:
            startup.append(_next(lines, BUDGET.seconds(1, 25, model_dir)))  # progress lines may come between on a busy machine
        changed = [line for line in startup if line.startswith("изменены: ")]
        assert len(changed) == 3 and all(line.count(".md") == 4 for line in changed), changed
        assert [line for line in startup if line.startswith(("индексирую: ", "наблюдаю: "))] == \
            [f"индексирую: {c} -> обновлено 4" for c in cheapest_first] + [f"наблюдаю: {c}" for c in collections]
        assert [s.files for s in library.status(corpus).statuses] == [4, 4, 4]

        (corpus / "infra" / "vpn.md").write_text("# VPN\nWireGuard-шлюз на 10.8.0.1, ключи у Пети.\n",
                                                  encoding="utf-8")
        one_note = BUDGET.seconds(pieces=1, model_dir=model_dir)
        assert _next(lines, one_note) == f"изменения: {corpus}/infra"
        assert _next(lines, one_note) == f"индексирую: {corpus}/infra -> обновлено 1"
        assert _next(lines, one_note) == "изменены: vpn.md"
        assert library.status(corpus / "infra").statuses[0].files == 5

        errors = []

        def search_while_indexing():
            for _ in range(10):
                try:
                    library.search(corpus / "work" / "jira", "ключи доступа", k=3)
                except Exception as error:  # noqa: BLE001 - any failure is the finding
                    errors.append(error)

        searcher = threading.Thread(target=search_while_indexing)
        searcher.start()
        for i in range(5):
            (corpus / "work" / "jira" / f"new{i}.md").write_text(f"# Задача {i}\nTEST-{9000 + i} готова\n",
                                                                 encoding="utf-8")
            time.sleep(0.7)
        searcher.join(BUDGET.seconds(pieces=50, model_dir=model_dir))
        assert errors == []
        hits = library.search(corpus / "infra", "10.8.0.1", k=3).hits
        assert hits and hits[0].path == corpus / "infra" / "vpn.md"
    finally:
        library.close()
        stopped = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=BUDGET.seconds())
    assert time.monotonic() - stopped < 2.0 + 2 * BUDGET.startup  # stops promptly (scaled to this machine's speed)
    assert proc.returncode == 0
    err = proc.stderr.read()
    assert "locked" not in err and "Traceback" not in err, err

"""Searches with a bounded wait (the MCP server's): long indexing goes on in a background pass of the
process, and nothing else waits for it (status, searches over indexed collections)."""
import fcntl
import os
import re
import threading
from pathlib import Path

import pytest

import memo.library.library as library_module
from budget import wait_for
from fakes import FakeEmbedder, FakeLibrary, GatedEmbedder

NOTES = 40  # one piece each: the first model call (8 pieces) commits the first 8 notes
LONG = 1e6  # a wait no test reaches: the search returns because the pass is over


def call_within(function, *args, **kwargs):
    """`function(...)`'s value, which must come while the test's gate is still closed (a call that
    waits for the gated pass would never return, so it is given a hang bound, not a timing)."""
    box = []
    thread = threading.Thread(target=lambda: box.append(function(*args, **kwargs)), daemon=True)
    thread.start()
    wait_for(lambda: not thread.is_alive())
    assert box, f"{function.__name__} waited for the background pass"
    return box[0]


def many_notes(folder: Path, count: int = NOTES, mark: str = "") -> Path:
    """`count` notes sharing the word "общее"; `mark` makes their texts differ from another folder's."""
    folder.mkdir(parents=True, exist_ok=True)
    for number in range(count):
        (folder / f"n{number:02}.md").write_text(f"# Заметка {mark}{number}\nобщее слово и номер{mark}{number}\n",
                                                 encoding="utf-8")
    return folder


@pytest.fixture
def gated():
    """A FakeLibrary whose model lets one call through, then holds the next at its gate until the test
    opens it (always opened at the end, so no pass outlives the test)."""
    library = FakeLibrary()
    library.fake_embedder = GatedEmbedder(free=1)
    yield library
    library.fake_embedder.gate.set()
    library.close()


def building(warning: str, collection: Path) -> tuple[int, int] | None:
    match = re.fullmatch(re.escape(f"{collection}: индексирование продолжается в фоне (готово заметок: ")
                         + r"(\d+) из (\d+)\); ищу по уже проиндексированному, повторите поиск позже", warning)
    return (int(match[1]), int(match[2])) if match else None


def test_a_slow_build_goes_on_in_the_background_and_the_search_answers_from_what_is_committed(gated, tmp_path):
    notes = many_notes(tmp_path / "notes")
    first = call_within(gated.search, notes, "общее", k=100, mode="lex", wait=0.0)
    assert [building(w, notes) for w in first.warnings][0] is not None, first.warnings
    assert wait_for(gated.fake_embedder.blocked.is_set)  # the first 8 committed, the rest held
    held = call_within(gated.search, notes, "общее", k=100, mode="lex", wait=LONG)  # outlasted a wait already
    (done, total), = [building(w, notes) for w in held.warnings]
    assert total == NOTES and 0 < done < NOTES
    assert len(held.hits) == done  # what the pass committed, nothing more
    gated.fake_embedder.gate.set()
    assert wait_for(lambda: gated.status(notes).statuses[0].writing is None)  # the pass goes on to its end
    after = gated.search(notes, "общее", k=100, mode="lex", wait=0.0)
    assert after.warnings == [] and len(after.hits) == NOTES
    assert gated.search(notes, "номер39", k=1, mode="lex", wait=0.0).hits[0].path == notes / "n39.md"


def test_a_search_waits_for_its_pass_to_the_end_within_the_wait(tmp_path):
    notes = many_notes(tmp_path / "notes")
    library = FakeLibrary()
    library.fake_embedder = GatedEmbedder()
    reports = []

    def opened(progress):  # the waiting search receives the pass's progress; the first one frees the model
        reports.append(progress)
        library.fake_embedder.gate.set()

    try:
        result = library.search(notes, "общее", k=100, mode="lex", progress=opened, wait=LONG)
        assert result.warnings == [] and len(result.hits) == NOTES
        assert max(report.saved for report in reports) == NOTES
    finally:
        library.fake_embedder.gate.set()
        library.close()


def test_a_build_done_within_the_wait_answers_as_without_it(tmp_path):
    answers = []
    for name, wait in (("waited", LONG), ("inline", None)):  # two copies of one folder, two processes
        notes = many_notes(tmp_path / name, 5)
        (notes / "binary.md").write_bytes(b"\x00\x01 junk")
        library = FakeLibrary()
        try:
            result = library.search(notes, "номер3", k=3, wait=wait)
            answers.append(([w.replace(str(notes), "<notes>") for w in result.warnings],
                            [(h.path.relative_to(notes), h.line, h.score) for h in result.hits]))
            if wait:
                assert library.search(notes, "номер3", k=3, wait=wait).warnings == []  # a bad file told once
        finally:
            library.close()
    assert answers[0] == answers[1] and answers[0][1][0][0] == Path("n03.md")
    assert any("binary.md" in w for w in answers[0][0])


def test_notes_changed_in_bulk_after_a_search_are_indexed_in_the_background(tmp_path):
    """A git checkout rewriting every note of a collection already searched: the next search starts a
    background pass and answers within its wait, instead of refreshing them all inline."""
    notes = many_notes(tmp_path / "notes")
    library = FakeLibrary(observe=True)
    library.fake_embedder = model = GatedEmbedder()
    model.gate.set()
    try:
        assert len(library.search(notes, "общее", k=100, mode="lex", wait=LONG).hits) == NOTES
        assert library.search(notes, "общее", k=100, mode="lex", wait=LONG).warnings == []  # refreshed, quiet
        model.gate.clear()  # from now on the model holds every passage call
        for number in range(NOTES):
            body = f"ветка слово{number} " + "длинный текст " * 200  # 40 x 5 KiB: more than a search refreshes inline
            (notes / f"n{number:02}.md").write_text(f"# Заметка {number}\n{body}\n", encoding="utf-8")
        held = call_within(library.search, notes, "ветка", k=100, mode="lex", wait=0.0)
        assert [building(w, notes) for w in held.warnings] == [(0, NOTES)], held.warnings
        model.gate.set()
        assert wait_for(lambda: library.status(notes).statuses[0].writing is None)
        after = library.search(notes, "ветка", k=100, mode="lex", wait=LONG)  # notes just written are read again
        assert after.warnings == [] and len(after.hits) == NOTES
    finally:
        model.gate.set()
        library.close()


def test_a_search_leaves_a_bulk_change_to_the_watcher_building_the_collection(tmp_path):
    """memo-watch busy elsewhere when a git checkout rewrote a collection (build=False): the search does
    not index it beside the watcher, it answers from the index as it stands and says so."""
    notes = many_notes(tmp_path / "notes")
    library = FakeLibrary()
    library.fake_embedder = model = GatedEmbedder()
    model.gate.set()
    try:
        library.index(notes)
        model.gate.clear()  # from now on the model holds every passage call
        for number in range(NOTES):
            body = f"ветка слово{number} " + "длинный текст " * 200
            (notes / f"n{number:02}.md").write_text(f"# Заметка {number}\n{body}\n", encoding="utf-8")
        changed = sum(note.stat().st_size for note in notes.glob("*.md")) // 1024
        result = call_within(library.search, notes, "общее", k=100, mode="lex", build=False)
        assert result.warnings == [f"{notes}: изменённые заметки ({changed} КБ) индексирует memo-watch; "
                                   "ищу по уже проиндексированному"]
        assert len(result.hits) == NOTES  # the words indexed before the change
        (notes / "n00.md").write_text("# Заметка 0\nобщее слово\n", encoding="utf-8")
        model.gate.set()
        library.index(notes)
        (notes / "n01.md").write_text("# Заметка 1\nмалая правка\n", encoding="utf-8")
        small = library.search(notes, "малая", k=1, mode="lex", build=False)  # a small change is refreshed
        assert small.warnings == [] and small.hits[0].path == notes / "n01.md"
    finally:
        model.gate.set()
        library.close()


def test_status_and_searches_over_indexed_collections_do_not_wait_for_a_pass(gated, tmp_path):
    ready = many_notes(tmp_path / "ready", 3)
    gated.fake_embedder.gate.set()
    gated.index(ready)
    gated.fake_embedder = GatedEmbedder()  # the model now holds every passage call
    slow = many_notes(tmp_path / "slow")
    call_within(gated.search, slow, "общее", mode="lex", wait=0.0)
    assert wait_for(gated.fake_embedder.blocked.is_set)
    status = call_within(gated.status, tmp_path)
    writing = {s.collection: s.writing for s in status.statuses}
    assert writing[ready] is None and writing[slow] is not None
    assert not writing[slow].other  # this process's pass, from its own reports (its lock is not probed)
    assert status.statuses[[s.collection for s in status.statuses].index(slow)].line().endswith(
        f"; сейчас индексируется (готово заметок: 0 из {NOTES})")
    found = call_within(gated.search, ready, "номер2", k=1, mode="lex", wait=LONG)  # its own pass only
    assert found.hits[0].path == ready / "n02.md" and found.warnings == []
    assert call_within(gated.index, ready).updated == 0  # another collection's pass does not wait either


def test_a_half_built_index_is_finished_in_the_background(tmp_path):
    notes = many_notes(tmp_path / "notes")
    killed = FakeLibrary()
    killed.fake_embedder = FakeEmbedder()
    killed.fake_embedder.fail_after = 16  # the pass stops after two model calls, as a killed process would
    with pytest.raises(RuntimeError):
        killed.index(notes)
    killed.close()
    library = FakeLibrary()
    library.fake_embedder = GatedEmbedder()
    try:
        half = call_within(library.search, notes, "общее", k=100, mode="lex", wait=0.0)
        (done, total), = [building(w, notes) for w in half.warnings]
        assert (done, total) == (16, NOTES) and len(half.hits) == 16
        library.fake_embedder.gate.set()
        assert wait_for(lambda: library.status(notes).statuses[0].writing is None)
        assert len(library.search(notes, "общее", k=100, mode="lex", wait=0.0).hits) == NOTES
        assert len(library.fake_embedder.passages) == NOTES - 16  # only what the killed pass left
    finally:
        library.fake_embedder.gate.set()
        library.close()


def test_a_collection_another_process_writes_is_not_built_beside_it(tmp_path):
    """memo-watch (any other process) holds the collection's lock: the background pass ends at once and
    the search says who is writing, as without the wait."""
    notes = many_notes(tmp_path / "notes", 3)
    library = FakeLibrary()
    try:
        library.index(notes)
        many_notes(notes, 6)  # three more notes to index
        fd = os.open(notes / ".memo" / "index.lock", os.O_RDWR)
        fcntl.flock(fd, fcntl.LOCK_EX)  # a separate open file: held against this process too
        try:
            result = call_within(library.search, notes, "общее", k=100, mode="lex", wait=LONG)
        finally:
            os.close(fd)
        assert result.warnings == [f"{notes}: индекс обновляется другим процессом (готово заметок: 0 из 6)"]
        assert len(result.hits) == 3 and library.fake_embedder.passages[3:] == []
        assert len(library.search(notes, "общее", k=100, mode="lex", wait=LONG).hits) == 6  # free again
    finally:
        library.close()


class Crowded(FakeEmbedder):
    """A slow stand-in model that records how many calls run in it at once."""

    def __init__(self):
        super().__init__()
        self.inside = self.most = 0
        self._count = threading.Lock()

    def embed_passages(self, texts):
        with self._count:
            self.inside += 1
            self.most = max(self.most, self.inside)
        try:
            threading.Event().wait(0.01)  # a model call takes a while: other passes could come in meanwhile
            return super().embed_passages(texts)
        finally:
            with self._count:
                self.inside -= 1


def test_background_passes_take_turns_with_the_model(tmp_path):
    """Many collections indexed at once: one model call at a time (each uses every core), not one per pass."""
    library = FakeLibrary()
    library.fake_embedder = Crowded()
    try:
        for number in range(4):  # texts of their own: no collection can take another's vectors (donors)
            many_notes(tmp_path / f"c{number}", 24, mark=f"{number}x")
        result = library.search(tmp_path, "общее", k=200, mode="lex", wait=LONG)
        assert len(result.hits) == 4 * 24 and library.fake_embedder.calls >= 12
        assert library.fake_embedder.most == 1
    finally:
        library.close()



class ClockEmbedder(FakeEmbedder):
    """A slow model on a fake clock: each passage call moves `clock` on by 4 s (the indexer's and the
    library's `time.monotonic` read it), so a search's deadline passes after a known number of calls."""

    def __init__(self, clock: list[float]):
        super().__init__()
        self.clock = clock

    def embed_passages(self, texts):
        self.clock[0] += 4.0
        return super().embed_passages(texts)


def checkout_after_measuring(monkeypatch, notes: Path) -> None:
    """A git checkout still writing notes after the search measured them as few: the first measurement
    (`pending_bytes`) sees one note changed, then the other notes are rewritten before the search's
    refresh runs (one piece each: a model call of 8 passages writes 8 of them)."""
    real = library_module.pending_bytes
    done = []

    def measured_then_written(collection, embedder):
        answer = real(collection, embedder)
        if not done:
            done.append(collection)
            for number in range(1, NOTES):
                (notes / f"n{number:02}.md").write_text(f"# Заметка {number}\nветка слово{number}\n", encoding="utf-8")
        return answer

    (notes / "n00.md").write_text("# Заметка 0\nветка слово0\n", encoding="utf-8")
    monkeypatch.setattr(library_module, "pending_bytes", measured_then_written)


@pytest.mark.parametrize("mcp", [True, False])
def test_a_checkout_going_on_after_the_search_measured_it_is_not_indexed_inline(tmp_path, monkeypatch, mcp):
    """Measured as one note, the refresh then meets the whole checkout: it ends at the search's deadline
    (memo-mcp: its wait, 6 s here; beside memo-watch, build False: 10 s) keeping what it wrote, and the
    search answers from what is indexed; memo-mcp goes on in a background pass, a search beside
    memo-watch leaves the rest to the watcher's pass."""
    import types

    import memo.index.indexer as indexer_module

    clock = [0.0]
    fake_time = types.SimpleNamespace(monotonic=lambda: clock[0], time_ns=__import__("time").time_ns)
    monkeypatch.setattr(indexer_module, "time", fake_time)
    monkeypatch.setattr(library_module, "time", fake_time)
    notes = many_notes(tmp_path / "notes")
    library = FakeLibrary(observe=True)
    library.fake_embedder = ClockEmbedder(clock)
    options = {"wait": 6.0} if mcp else {"build": False}
    try:
        library.index(notes)  # memo-watch's start-up pass, or a search that built it
        assert len(library.search(notes, "общее", k=100, mode="lex", **options).hits) == NOTES
        checkout_after_measuring(monkeypatch, notes)
        held = library.search(notes, "ветка", k=100, mode="lex", **options)
        written = 16 if mcp else 24  # model calls until the clock passed the deadline, 8 notes each
        assert len(held.hits) == written
        if mcp:
            (done, total), = [building(w, notes) for w in held.warnings]
            assert total == NOTES, held.warnings
            assert wait_for(lambda: library.status(notes).statuses[0].writing is None)  # the pass goes on
        else:
            assert held.warnings == [f"{notes}: изменённые заметки индексирует memo-watch; "
                                     "ищу по уже проиндексированному"]
            library.index(notes)  # the watcher's pass
        after = library.search(notes, "ветка", k=100, mode="lex", **options)
        assert after.warnings == [] and len(after.hits) == NOTES
    finally:
        library.close()


def test_a_search_beside_the_watcher_measures_no_collection_that_did_not_change(tmp_path, monkeypatch):
    """memo-watch's own searches (build False, observing): a collection whose notes are as its last refresh
    left them costs no stat of every note."""
    notes = many_notes(tmp_path / "notes")
    library = FakeLibrary(observe=True)
    measured = []
    real = library_module.pending_bytes
    monkeypatch.setattr(library_module, "pending_bytes", lambda *args: measured.append(args[0]) or real(*args))
    try:
        library.index(notes)
        assert len(library.search(notes, "общее", k=100, mode="lex", build=False).hits) == NOTES
        assert measured == [notes]  # met for the first time
        assert len(library.search(notes, "общее", k=100, mode="lex", build=False).hits) == NOTES
        assert measured == [notes]
        (notes / "n00.md").write_text("# Заметка 0\nправка\n", encoding="utf-8")
        assert library.search(notes, "правка", k=1, mode="lex", build=False).hits[0].path == notes / "n00.md"
        assert measured == [notes, notes]
    finally:
        library.close()


class _StoppedEmbedder(GatedEmbedder):
    """Its held model call fails once released, as the embedder's thread pool does after the process's
    exit hooks shut it down ("cannot schedule new futures after shutdown")."""

    def embed_passages(self, texts):
        vectors = super().embed_passages(texts)
        if self.gate.is_set():
            raise RuntimeError("cannot schedule new futures after shutdown")
        return vectors


@pytest.mark.parametrize("exiting", [True, False])
def test_a_background_pass_stopped_by_the_process_s_exit_is_no_failure(tmp_path, monkeypatch, caplog, exiting):
    """memo-mcp whose client went away mid-pass: one line saying the pass was cut short, no traceback;
    the same error while the process lives is a failure with its traceback."""
    import memo.library._builds as builds_module
    monkeypatch.setattr(builds_module, "_exiting", lambda: exiting)
    notes = many_notes(tmp_path / "notes")
    library = FakeLibrary()
    library.fake_embedder = _StoppedEmbedder(free=1)
    try:
        call_within(library.search, notes, "общее", k=3, mode="lex", wait=0.0)
        assert wait_for(library.fake_embedder.blocked.is_set)
        library.fake_embedder.gate.set()
        assert wait_for(lambda: library.status(notes).statuses[0].writing is None)
    finally:
        library.fake_embedder.gate.set()
        library.close()
    assert wait_for(lambda: any("фоновая индексация" in r.getMessage() for r in caplog.records))
    record, = [r for r in caplog.records if "фоновая индексация" in r.getMessage()]
    if exiting:
        assert record.getMessage() == f"фоновая индексация {notes} прервана: процесс завершается; записанное сохранено"
        assert record.levelname == "WARNING" and record.exc_info is None
    else:
        assert record.getMessage() == f"фоновая индексация {notes} не удалась" and record.exc_info is not None


def test_the_process_is_seen_exiting_only_once_its_main_thread_is_done(tmp_path):
    """Thread pools are shut down by the exit hooks that run after the main thread is done."""
    import subprocess
    import sys
    script = tmp_path / "probe.py"
    script.write_text("import threading\nfrom memo.library._builds import _exiting\n"
                      "threading._register_atexit(lambda: print('hook', _exiting(), flush=True))\n"
                      "print('main', _exiting(), flush=True)\n", encoding="utf-8")
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60).stdout
    assert out.split("\n") == ["main False", "hook True", ""]


def test_a_note_moved_between_collections_before_the_servers_first_search_is_not_embedded_again(tmp_path):
    """memo-mcp started after a reorganisation: its first search passes the collection the note moved
    into in the background, lending from the one it left, whose index still holds it."""
    inbox, trips = many_notes(tmp_path / "notes" / "inbox", 3), many_notes(tmp_path / "notes" / "trips", 2)
    before = FakeLibrary()
    before.index(tmp_path / "notes")
    before.close()
    (inbox / "n02.md").rename(trips / "n09.md")
    server = FakeLibrary()
    try:
        result = server.search(tmp_path / "notes", "номер2", k=3, mode="lex", wait=LONG)
        assert [hit.path for hit in result.hits][:1] == [trips / "n09.md"]
        assert server.fake_embedder.passages == []
    finally:
        server.close()

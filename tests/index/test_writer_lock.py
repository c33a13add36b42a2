"""One writer per collection: the lock beside the index, the progress its holder publishes, busy and waiting passes."""
import os
import threading
import time

import pytest

from memo.index import IndexProgress, index_collection, open_index, writing_now
from memo.index._writer import WriterLock, published

PAST = 1_600_000_000


@pytest.fixture
def notes(tmp_path):
    for name, text in (("a.md", "# Серверы\nВстреча по серверам.\n"), ("b.md", "# Книги\nРоман Пелевина.\n")):
        (tmp_path / name).write_text(text, encoding="utf-8")
        os.utime(tmp_path / name, (PAST, PAST))
    return tmp_path


def within(seconds, call):
    """`call()` in a thread, so a pass that waits when it must not fails the test instead of hanging it."""
    result = []
    worker = threading.Thread(target=lambda: result.append(call()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert result, f"no answer within {seconds} s: the pass waited for the other writer"
    return result[0]


def held_by_another(collection, embedder, notes_done=1, notes_total=2):
    """The collection's lock taken through a separate descriptor (flock: as another process would) with its progress."""
    open_index(collection, embedder).close()
    other = WriterLock(collection)
    assert other.try_acquire()
    other.publish(IndexProgress(collection, notes_done, notes_total, 0, 0, 0), force=True)
    return other


def test_a_busy_collection_is_left_alone_when_not_waiting(notes, fake_embedder):
    other = held_by_another(notes, fake_embedder)
    try:
        report = within(30, lambda: index_collection(notes, fake_embedder, wait=False))
    finally:
        other.release()
    assert report.busy and (report.updated, report.embedded, fake_embedder.calls) == (0, 0, 0)
    assert report.warnings == [f"{notes}: индекс обновляется другим процессом (готово заметок: 1 из 2)"]
    assert index_collection(notes, fake_embedder, wait=False).updated == 2  # free again: a normal pass


def test_before_the_first_report_the_total_is_the_notes_on_disk(notes, fake_embedder):
    open_index(notes, fake_embedder).close()
    other = WriterLock(notes)
    assert other.try_acquire()
    try:
        report = within(30, lambda: index_collection(notes, fake_embedder, wait=False))
    finally:
        other.release()
    assert report.warnings == [f"{notes}: индекс обновляется другим процессом (готово заметок: 0 из 2)"]


def test_a_waiting_pass_reports_the_other_writer_then_does_what_is_left(notes, fake_embedder):
    other = held_by_another(notes, fake_embedder)
    seen, reports = [], []
    waiting = threading.Thread(target=lambda: reports.append(index_collection(notes, fake_embedder, seen.append)))
    waiting.start()
    deadline = time.monotonic() + 30
    while not seen and time.monotonic() < deadline:
        time.sleep(0.05)
    assert seen and seen[0].other and (seen[0].notes_done, seen[0].notes_total) == (1, 2)
    assert not reports and fake_embedder.calls == 0
    other.release()
    waiting.join(30)
    assert reports and reports[0].updated == 2 and not reports[0].busy
    assert not seen[-1].other and seen[-1].saved == 2


def test_a_pass_publishes_its_progress_and_releases_the_lock(notes, fake_embedder):
    during, seen_by_others = [], []

    def look(progress):
        if not during:
            during.append(within(30, lambda: index_collection(notes, fake_embedder, wait=False)))
        if progress.pieces_done and not seen_by_others:  # the model has run: planning was published in full
            seen_by_others.append(published(notes))

    index_collection(notes, fake_embedder, look)
    assert during[0].busy and during[0].warnings[0].endswith("(готово заметок: 0 из 2)")
    assert seen_by_others[0].other and seen_by_others[0].pieces_total == 2  # one piece per note
    assert not (notes / ".memo" / "index.progress").exists()
    assert WriterLock(notes).try_acquire()


def test_a_failed_pass_releases_the_lock(notes, fake_embedder):
    fake_embedder.fail_after = 0
    with pytest.raises(RuntimeError):
        index_collection(notes, fake_embedder)
    fake_embedder.fail_after = None
    assert within(30, lambda: index_collection(notes, fake_embedder, wait=False)).updated == 2


def test_a_pass_with_nothing_to_do_publishes_no_progress(notes, fake_embedder, monkeypatch):
    """A no-op refresh (every cold search) holds the lock for milliseconds: it writes no progress file
    (replacing and removing one costs milliseconds on ext4); its caller still hears of the pass; a
    pass with work publishes as before."""
    index_collection(notes, fake_embedder)
    states = []
    real = WriterLock.publish
    monkeypatch.setattr(WriterLock, "publish", lambda self, progress, force=False: (states.append(progress),
                                                                                    real(self, progress, force)))
    seen = []
    assert index_collection(notes, fake_embedder, progress=seen.append).unchanged == 2
    assert states == [] and seen and not (notes / ".memo" / "index.progress").exists()
    (notes / "a.md").write_text("# Серверы\nНовая встреча по серверам.\n", encoding="utf-8")
    assert index_collection(notes, fake_embedder).updated == 1
    assert states and states[-1].notes_done == states[-1].notes_total == 2
    states.clear()
    (notes / "b.md").write_text("", encoding="utf-8")  # changed, with no pieces left: still work to report
    assert index_collection(notes, fake_embedder).updated == 1
    assert states


def test_a_rebuild_waits_for_the_other_writer_then_empties_the_same_file(notes, fake_embedder):
    """memo_reindex while memo-watch indexes the collection: the index stays as it is until the watcher
    is done (emptied under it, its notes would count as indexed), then it is built anew in the same
    file, which a search holding it open meanwhile goes on reading."""
    index_collection(notes, fake_embedder)
    database = notes / ".memo" / "index.db"
    (notes / ".memo" / "mine.txt").write_text("x", encoding="utf-8")
    before = database.stat().st_ino
    reader = open_index(notes, fake_embedder)
    other = held_by_another(notes, fake_embedder)
    seen, reports = [], []
    rebuild = threading.Thread(target=lambda: reports.append(index_collection(notes, fake_embedder, seen.append,
                                                                              rebuild=True)), daemon=True)
    try:
        rebuild.start()
        deadline = time.monotonic() + 30
        while not seen and time.monotonic() < deadline:
            time.sleep(0.05)
        assert seen and seen[0].other  # it waits, saying how far the other writer is
        assert reader.stats().files == 2 and not reports
    finally:
        other.release()
        rebuild.join(30)
    try:
        assert reports and reports[0].updated == 2 and reports[0].embedded > 0  # every note read and embedded anew
        assert database.stat().st_ino == before and not reader.replaced and reader.stats().files == 2
    finally:
        reader.close()
    assert (notes / ".memo" / "mine.txt").read_text(encoding="utf-8") == "x"  # only the index was touched
    assert index_collection(notes, fake_embedder).unchanged == 2


def test_writing_now_is_the_progress_of_the_pass_holding_the_lock(notes, fake_embedder):
    assert writing_now(notes) is None  # no .memo yet: nothing made to find that out
    assert not (notes / ".memo").exists()
    other = held_by_another(notes, fake_embedder, notes_done=1, notes_total=2)
    try:
        now = writing_now(notes)
    finally:
        other.release()
    assert now is not None and now.other and (now.notes_done, now.notes_total) == (1, 2)
    assert writing_now(notes) is None
    assert index_collection(notes, fake_embedder, wait=False).updated == 2  # the look took no lock with it


def test_a_pass_of_this_very_process_is_told_apart_from_another_process(notes, fake_embedder):
    """memo-watch and memo-mcp index in one thread while another answers a search: the waiting pass is
    told the holder is this process (its published pid), not "another process" the user would hunt for."""
    ours = held_by_another(notes, fake_embedder)
    try:
        assert published(notes).other and published(notes).here
        progress_file = notes / ".memo" / "index.progress"
        data = progress_file.read_text(encoding="utf-8").replace(f'"pid": {os.getpid()}', f'"pid": {os.getppid()}')
        progress_file.write_text(data, encoding="utf-8")
        theirs = published(notes)
        assert theirs.other and not theirs.here and (theirs.notes_done, theirs.notes_total) == (1, 2)
    finally:
        ours.release()

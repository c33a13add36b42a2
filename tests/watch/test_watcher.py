"""Watcher against a fake Library: start-up pass, debounce, deletions, new collections, reconcile, errors."""
import os
import shutil
import threading
import time
from pathlib import Path

from memo.library import LibraryError
from memo.watch import Watcher

from budget import BUDGET, wait_for


def test_startup_pass_precedes_watching_lines(root, library, started, capsys):
    watcher = started()
    assert watcher.passes == 2
    assert sorted(library.indexed) == [root / "infra", root / "work" / "jira"]
    lines = capsys.readouterr().out.splitlines()
    assert lines == [f"проверяю коллекций: 2 под {root}",  # the cheaper collection (one note) first
                     f"индексирую: {root}/work/jira -> обновлено 1", "изменены: t1.md",
                     f"индексирую: {root}/infra -> обновлено 2", "изменены: dns.md, hosts.md",
                     f"наблюдаю: {root}/infra", f"наблюдаю: {root}/work/jira"]


def test_the_start_up_pass_takes_the_cheapest_collections_first(tmp_path, library, capsys):
    """One huge new collection early in path order no longer keeps the small ones after it
    unsearchable: passes go by the bytes of notes not in line with their index (a current index costs
    nothing), path order among equals; a collection with collections below it is passed alone."""
    root = tmp_path / "lib"
    (root / "a-huge").mkdir(parents=True)
    for number in range(3):
        (root / "a-huge" / f"n{number}.md").write_text("# Длинно\n" + "слово " * 2000, encoding="utf-8")
    for name in ("b-small", "a-huge/c-nested", "d-indexed"):
        (root / name).mkdir()
        (root / name / "note.md").write_text("# заметка\nкоротко\n", encoding="utf-8")  # equal costs: path order
    (root / "d-indexed" / "more.md").write_text("# ещё\n" + "слово " * 500, encoding="utf-8")
    for note in (root / "d-indexed").iterdir():
        os.utime(note, (1_600_000_000, 1_600_000_000))  # an edit of the last 2 s is remembered as racy
    library.index(root / "d-indexed")
    assert library.pending(root / "d-indexed") == (0, [])
    assert library.pending(root / "b-small")[0] == len("# заметка\nкоротко\n".encode())
    library.calls.clear()
    watcher = Watcher(root, library, debounce=0.3)
    try:
        watcher.start()
    finally:
        watcher.stop()
    order = [root / name for name in ("d-indexed", "a-huge/c-nested", "b-small", "a-huge")]
    assert library.indexed == order and ("index", root / "a-huge", "alone") in library.calls
    passed = [line.split(" -> ")[0] for line in capsys.readouterr().out.splitlines() if line.startswith("индексирую: ")]
    # a-huge alone: its nested one is not passed twice; d-indexed, current, changed nothing and says nothing
    assert passed == [f"индексирую: {path}" for path in order[1:]]


def test_burst_of_saves_is_one_pass(root, library, started):
    watcher = started(debounce=0.8)  # generous: a loaded machine must not split the burst
    note = root / "infra" / "hosts.md"
    for i in range(8):
        note.write_text(f"# Хосты\nверсия {i}\n", encoding="utf-8")
        time.sleep(0.05)
    assert wait_for(lambda: library.count(root / "infra") == 2)
    time.sleep(1.0)
    assert library.count(root / "infra") == 2
    assert library.count(root / "work" / "jira") == 1
    assert watcher.passes == 3


def test_pass_waits_for_quiet(root, library, started):
    started(debounce=0.6)
    (root / "infra" / "hosts.md").write_text("# a\n", encoding="utf-8")
    time.sleep(0.3)
    assert library.count(root / "infra") == 1
    assert wait_for(lambda: library.count(root / "infra") == 2)


def test_collections_are_debounced_separately(root, library, started):
    started()
    (root / "infra" / "hosts.md").write_text("# a\n", encoding="utf-8")
    (root / "work" / "jira" / "t1.md").write_text("# b\n", encoding="utf-8")
    assert wait_for(lambda: library.count(root / "infra") == 2 and library.count(root / "work" / "jira") == 2)


def test_deleted_note_triggers_pass(root, library, started):
    started()
    (root / "infra" / "dns.md").unlink()
    assert wait_for(lambda: library.count(root / "infra") == 2)


def test_renamed_note_triggers_pass(root, library, started):
    started()
    (root / "work" / "jira" / "t1.md").rename(root / "work" / "jira" / "t2.md")
    assert wait_for(lambda: library.count(root / "work" / "jira") == 2)


def test_a_renamed_note_is_said_once(root, library, started, capsys):
    """mv t1.md t2.md: one line saying it was a rename and that nothing was embedded (the vectors are
    reused), not "обновлено 1" and then both names as changed. The next pass (of another collection)
    shows that the rename's pass said nothing more."""
    started()
    jira, infra = root / "work" / "jira", root / "infra"
    lines: list[str] = []

    def said(prefix: str) -> bool:
        lines.extend(capsys.readouterr().out.splitlines())
        return any(line.startswith(prefix) for line in lines)

    said("")
    lines.clear()
    (jira / "t1.md").rename(jira / "t2.md")
    assert wait_for(lambda: said(f"индексирую: {jira} -> "))
    (infra / "hosts.md").write_text("# Хосты\nновое\n", encoding="utf-8")
    assert wait_for(lambda: said(f"индексирую: {infra} -> "))
    assert lines[:2] == [f"изменения: {jira}", f"индексирую: {jira} -> переименовано: t1.md -> t2.md; встроено кусков 0"]
    assert lines[2] == f"изменения: {infra}"


def test_new_collection_is_indexed_and_announced(root, library, started, capsys):
    started()
    capsys.readouterr()
    (root / "life" / "books").mkdir(parents=True)
    (root / "life" / "books" / "b.md").write_text("# Книга\n", encoding="utf-8")
    assert wait_for(lambda: library.count(root / "life" / "books") >= 1)
    time.sleep(0.5)
    out = capsys.readouterr().out.splitlines()
    assert f"наблюдаю: {root}/life/books" in out
    assert out.count(f"наблюдаю: {root}/life/books") == 1
    assert f"индексирую: {root}/life/books -> обновлено 1" in out


def test_hidden_folders_and_other_files_are_ignored(root, library, started):
    watcher = started(debounce=0.2)
    (root / "infra" / ".memo").mkdir(exist_ok=True)  # the first pass made the index there
    (root / "infra" / ".memo" / "scratch").write_text("x")
    (root / "infra" / "todo.txt").write_text("x")
    (root / "infra" / ".hidden.md").write_text("x")
    (root / ".git").mkdir()
    (root / ".git" / "n.md").write_text("x")
    (root / "work" / "drafts").mkdir()  # a folder without notes is no collection
    (root / "node_modules" / "pkg").mkdir(parents=True)  # excluded by the default ignore list
    (root / "node_modules" / "pkg" / "readme.md").write_text("x")
    time.sleep(1.0)
    assert watcher.passes == 2


def test_a_deleted_index_is_built_again_at_once(root, library, started):
    """`rm -rf .memo` (the index is a cache, "delete it any time") left the collection unsearchable
    until the reconcile ten minutes later, and mid-pass the watcher said "обновлено 9" over an index
    already gone. The index file's removal (the folder, the file, or the file moved aside) is a
    change of its collection; the watcher's own writes there are not."""
    from memo.storage import index_exists

    watcher = started(debounce=0.2)
    assert wait_for(lambda: index_exists(root / "infra") and index_exists(root / "work" / "jira"))
    shutil.rmtree(root / "infra" / ".memo")
    assert wait_for(lambda: index_exists(root / "infra"))
    assert library.count(root / "infra") == 2 and library.count(root / "work" / "jira") == 1
    (root / "work" / "jira" / ".memo" / "index.db").rename(root / "work" / "jira" / ".memo" / "aside.db")
    assert wait_for(lambda: index_exists(root / "work" / "jira"))
    (root / "infra" / ".memo").rename(root / "infra" / ".memo-old")  # the folder alone moved aside
    assert wait_for(lambda: index_exists(root / "infra"))
    assert library.count(root / "infra") == 3
    passes = watcher.passes
    time.sleep(1.0)  # the passes' own writes in .memo start no pass
    assert watcher.passes == passes and library.count(root / "infra") == 3


def test_an_index_another_process_rebuilds_starts_no_pass(root, library, started):
    """A reindex (memo_reindex of another process) empties the index in place and builds it again
    under its lock: no pass of the watcher, which would only stand waiting for that writer while
    edits in every other collection waited behind it. An edit of a note there still passes."""
    from fakes import FakeLibrary, GatedEmbedder

    watcher = started(debounce=0.2)
    jira = root / "work" / "jira"
    assert wait_for(lambda: watcher.passes == 2)
    other = FakeLibrary()
    other.fake_embedder = GatedEmbedder()
    rebuild = threading.Thread(target=other.reindex, args=(jira,))
    rebuild.start()
    try:
        assert other.fake_embedder.blocked.wait(BUDGET.seconds())  # the index emptied, its lock held
        time.sleep(1.0)  # past the quiet time
        assert watcher.passes == 2 and library.count(jira) == 1
        (jira / "t9.md").write_text("# новая\n", encoding="utf-8")
        assert wait_for(lambda: library.count(jira) == 2)  # its pass waits for the rebuild
    finally:
        other.fake_embedder.gate.set()
        rebuild.join()


def test_reconcile_passes_every_collection(root, library, started):
    watcher = started(reconcile_every=0.5)
    assert wait_for(lambda: library.count(root / "infra") >= 2 and library.count(root / "work" / "jira") >= 2)
    assert watcher.passes >= 4
    time.sleep(1.0)
    assert watcher.passes <= 2 + 2 * 5  # one full pass per period, not a busy loop


def test_no_reconcile_before_its_time(root, library, started):
    watcher = started(reconcile_every=30.0)
    time.sleep(1.0)
    assert watcher.passes == 2


def test_errors_are_logged_and_watching_goes_on(root, library, started, caplog):
    started()
    library.fail = LibraryError("диск заполнен")
    (root / "infra" / "hosts.md").write_text("# a\n", encoding="utf-8")
    assert wait_for(lambda: "диск заполнен" in caplog.text)
    (root / "infra" / "hosts.md").write_text("# b\n", encoding="utf-8")
    assert wait_for(lambda: library.count(root / "infra") == 3)


def test_unexpected_error_is_not_fatal(root, library, started, caplog):
    started()
    library.fail = ZeroDivisionError("boom")
    (root / "infra" / "dns.md").write_text("# a\n", encoding="utf-8")
    assert wait_for(lambda: "boom" in caplog.text)
    (root / "infra" / "dns.md").write_text("# b\n", encoding="utf-8")
    assert wait_for(lambda: library.count(root / "infra") == 3)


def test_an_error_in_reading_a_change_is_logged_and_later_changes_are_still_seen(root, library, started, caplog,
                                                                                 monkeypatch):
    """A notification the watcher cannot judge (a note in a folder just made unreadable) once ended
    watchdog's thread: every later change went unseen until the reconcile."""
    import memo.watch.watcher as watcher_module

    started()
    judge = watcher_module.ignored

    def refuse(path, top):
        if Path(path).name == "locked.md":
            raise PermissionError(13, "Permission denied", str(path))
        return judge(path, top)

    monkeypatch.setattr(watcher_module, "ignored", refuse)
    (root / "infra" / "locked.md").write_text("# a\n", encoding="utf-8")
    assert wait_for(lambda: "Permission denied" in caplog.text)
    (root / "work" / "jira" / "t2.md").write_text("# b\n", encoding="utf-8")
    assert wait_for(lambda: library.count(root / "work" / "jira") == 2)


def test_unexpected_startup_error_is_not_fatal(root, library, started, caplog):
    library.fail = ZeroDivisionError("boom")
    watcher = started()
    assert watcher.passes == 2 and "boom" in caplog.text
    assert library.count(root / "work" / "jira") == 1


def test_startup_error_in_one_collection_does_not_stop_others(root, library, started, caplog):
    library.fail = LibraryError("сломано")
    watcher = started()
    assert watcher.passes == 2 and "сломано" in caplog.text
    assert library.count(root / "work" / "jira") == 1


def test_single_collection_watches_only_itself(root, library, started):
    sub = root / "infra" / "sub"
    sub.mkdir()
    watcher = started(root / "infra")
    assert library.indexed == [root / "infra"]
    (sub / "x.md").write_text("# x\n", encoding="utf-8")
    (root / "work" / "jira" / "t1.md").write_text("# y\n", encoding="utf-8")
    time.sleep(1.0)
    assert watcher.passes == 1
    (root / "infra" / "hosts.md").write_text("# z\n", encoding="utf-8")
    assert wait_for(lambda: watcher.passes == 2)


def test_several_roots_are_watched_as_one_library(root, library, started, tmp_path, capsys):
    other = (tmp_path / "other").resolve()
    (other / "c").mkdir(parents=True)
    (other / "c" / "n.md").write_text("# n\n", encoding="utf-8")
    watcher = started([root / "infra", other, root / "infra"])
    assert sorted(library.indexed) == [root / "infra", other / "c"] and watcher.passes == 2
    assert capsys.readouterr().out.startswith(f"проверяю коллекций: 2 под {root / 'infra'}, {other}\n")
    assert watcher._watches(root / "infra") and watcher._watches(other / "c")
    assert not watcher._watches(root / "work" / "jira") and not watcher._watches(root)
    assert not watcher._watches(root / "infra" / "sub")  # a collection root watches only itself
    (other / "d").mkdir()
    (other / "d" / "m.md").write_text("# m\n", encoding="utf-8")  # a new collection under the folder root
    (root / "work" / "jira" / "t1.md").write_text("# y\n", encoding="utf-8")  # not watched
    assert wait_for(lambda: library.count(other / "d") >= 1)
    (root / "infra" / "hosts.md").write_text("# z\n", encoding="utf-8")
    assert wait_for(lambda: library.count(root / "infra") == 2)
    assert library.count(root / "work" / "jira") == 0


def test_hidden_and_ignored_folders_below_the_root_are_not_watched(root, library, started):
    """memo-watch never passes a collection in a hidden or ignored folder: named by a search, it must
    not answer "busy" (not indexed yet) for ever but let the search work alone, which indexes it."""
    for name in (".hidden/coll", "node_modules/pkg", "excluded/coll"):
        (root / name).mkdir(parents=True)
        (root / name / "n.md").write_text("# n\nтекст\n", encoding="utf-8")
    (root / ".memoignore").write_text("excluded/\n", encoding="utf-8")
    watcher = started()
    assert watcher._watches(root / "infra") and watcher._watches(root / "work" / "jira")
    assert not watcher._watches(root / ".hidden" / "coll")
    assert not watcher._watches(root / "node_modules" / "pkg")
    assert not watcher._watches(root / "excluded" / "coll")
    assert not any(".hidden" in str(path) or "node_modules" in str(path) for path in library.indexed)


def test_overlapping_roots_pass_each_collection_once(root, library, started):
    watcher = started([root, root / "infra"])
    assert sorted(library.indexed) == [root / "infra", root / "work" / "jira"] and watcher.passes == 2


def test_note_path_watches_its_collection(root, library, started):
    watcher = started(root / "work" / "jira" / "t1.md")
    assert library.indexed == [root / "work" / "jira"]
    (root / "work" / "jira" / "t3.md").write_text("# t3\n", encoding="utf-8")
    assert wait_for(lambda: watcher.passes == 2)


def test_empty_root_waits_for_collections(tmp_path, library, started):
    empty = tmp_path / "empty"
    empty.mkdir()
    watcher = started(empty)
    assert watcher.passes == 0
    (empty / "c").mkdir()
    (empty / "c" / "n.md").write_text("# n\n", encoding="utf-8")
    assert wait_for(lambda: library.count(empty.resolve() / "c") >= 1)


def test_missing_root_raises(tmp_path, library):
    watcher = Watcher(tmp_path / "nope", library)
    try:
        watcher.start()
        raise AssertionError("start() must raise")
    except LibraryError as error:
        assert "nope" in str(error)


def test_start_and_stop_are_idempotent(root, library):
    threads = threading.active_count()
    watcher = Watcher(root, library, debounce=0.2)
    assert watcher.stop() is False
    assert watcher.start() is True
    assert watcher.start() is False
    began = time.monotonic()
    assert watcher.stop() is True
    assert time.monotonic() - began < 2.0
    assert watcher.stop() is False
    assert threading.active_count() == threads  # the observer and the worker are gone
    (root / "infra" / "hosts.md").write_text("# after stop\n", encoding="utf-8")
    time.sleep(0.6)
    assert watcher.passes == 2


def test_falls_back_to_polling_without_os_notifications(root, library, started, monkeypatch, caplog):
    from memo.watch import watcher as watcher_module

    class NoNotifications:
        def schedule(self, *args, **kwargs):
            raise OSError(28, "inotify watch limit reached")

    monkeypatch.setattr(watcher_module, "Observer", NoNotifications)
    watcher = started()
    assert "inotify watch limit reached" in caplog.text
    (root / "infra" / "hosts.md").write_text("# изменено\n", encoding="utf-8")
    assert wait_for(lambda: library.count(root / "infra") == 2)
    assert watcher.passes == 3


def test_stop_right_after_the_first_message_is_clean(tmp_path, library, monkeypatch):
    """memo-watch's signal handler stopping the watcher just after start() said there are no collections
    yet, before its thread started: stop() must neither fail nor leave a thread behind."""
    import logging
    import types

    from memo.watch import Watcher
    empty = tmp_path / "empty"
    empty.mkdir()
    watcher = Watcher(empty, library, debounce=0.2)
    from memo.watch import watcher as watcher_module
    made, original = [], threading.Thread

    def counting_thread(*args, **kwargs):
        made.append(kwargs.get("name"))
        return original(*args, **kwargs)

    monkeypatch.setattr(watcher_module, "threading", types.SimpleNamespace(**(vars(threading) | {"Thread": counting_thread})))

    class StopOnMessage(logging.Handler):
        def emit(self, record):
            self.stopped = watcher.stop()

    handler = StopOnMessage()
    logger = logging.getLogger("memo.watch")
    logger.addHandler(handler)
    try:
        assert watcher.start() is True
    finally:
        logger.removeHandler(handler)
    assert handler.stopped is True
    assert "memo-watch" not in made  # a stopped watcher starts no thread (a stop() racing it would join an unstarted one)
    from memo.config import starting_path
    assert not Path(starting_path()).exists()  # written before the first message, removed by stop()


def test_a_stop_before_the_socket_listens_leaves_none(tmp_path, library, monkeypatch):
    """A signal while the observer starts: the watcher stops without listening on the user's socket."""
    import os

    from memo.config import socket_path, starting_path
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "a.md").write_text("# A\nтекст\n", encoding="utf-8")
    watcher = Watcher(folder, library)
    observe = watcher._observe

    def stopped_meanwhile():
        observer = observe()
        assert watcher.stop() is True
        return observer

    monkeypatch.setattr(watcher, "_observe", stopped_meanwhile)
    assert watcher.start() is True
    assert watcher._server is None and not os.path.exists(socket_path()) and watcher.passes == 0
    assert not os.path.exists(starting_path())


def test_a_root_replaced_by_another_folder_is_watched_again(tmp_path, root, library, started, capsys, caplog):
    """A disk unplugged and plugged in (here: the folder moved away, copied back, the old one deleted):
    the OS reports nothing more of the folder watched, so the watcher looks at the root's identity,
    watches the new folder and passes it; a later edit is indexed after the quiet time, no reconcile."""
    (root / "top.md").write_text("# корень\nтекст\n", encoding="utf-8")  # the root a collection too
    watcher = started(reconcile_every=3600.0)
    jira = library.count(root / "work" / "jira")
    away = tmp_path / "away"
    root.rename(away)
    assert wait_for(lambda: f"папка пропала: {root}" in caplog.text)
    shutil.copytree(away, root)
    shutil.rmtree(away)
    assert wait_for(lambda: f"папка снова на месте: {root}" in capsys.readouterr().out)
    assert wait_for(lambda: library.count(root / "work" / "jira") > jira)  # every collection passed at once
    before = library.count(root / "infra")
    (root / "infra" / "new.md").write_text("# новая\nтекст\n", encoding="utf-8")
    assert wait_for(lambda: library.count(root / "infra") > before)


def test_a_root_copied_back_is_passed_only_once_the_copy_is_over(tmp_path, root, library, started, capsys,
                                                                 caplog, monkeypatch):
    """cp -a of a backup into the place of a watched folder: its notes, attachments and indexes arrive
    over seconds; a pass in the middle created ".memo" under cp and built an index from nothing. The
    pass starts once nothing was written in the folder for the settling time, after the last write."""
    import memo.watch.watcher as watcher_module
    monkeypatch.setattr(watcher_module, "_SETTLE", 1.0)
    passes = []
    index = library.index
    monkeypatch.setattr(library, "index", lambda path, *a, **k: (passes.append((Path(path), time.monotonic())), index(path, *a, **k))[1])
    watcher = started(reconcile_every=3600.0)
    away = tmp_path / "away"
    root.rename(away)
    assert wait_for(lambda: f"папка пропала: {root}" in caplog.text)
    before = len(passes)
    (root / "infra").mkdir(parents=True)
    shutil.copy2(away / "infra" / "hosts.md", root / "infra" / "hosts.md")
    writes = [time.monotonic()]
    assert wait_for(lambda: f"папка снова на месте: {root}" in capsys.readouterr().out)
    for step in range(15):  # the copy goes on: an attachment written piece by piece, then the rest
        with open(root / "infra" / "scan.pdf", "ab") as handle:
            handle.write(b"%" * 1024)
        writes.append(time.monotonic())
        time.sleep(0.1)
    shutil.copytree(away / "work", root / "work")
    writes.append(time.monotonic())
    assert wait_for(lambda: {root / "infra", root / "work" / "jira"} <= {path for path, _ in passes[before:]})
    for _, when in passes[before:]:  # each pass began a quiet time after the write before it
        assert when - max(write for write in writes if write < when) >= 0.9
    assert not watcher._settling  # passed: an edit in it is passed after the usual debounce again


def test_a_root_missing_at_start_is_watched_once_it_appears(tmp_path, root, library, started):
    later = tmp_path / "usb"
    started([root, later], reconcile_every=3600.0)
    (later / "books").mkdir(parents=True)
    (later / "books" / "a.md").write_text("# книга\nтекст\n", encoding="utf-8")
    assert wait_for(lambda: library.count(later / "books") == 1)


def test_a_start_over_many_collections_says_what_changed_and_one_watching_line(tmp_path, library, capsys):
    """A journal of a folder a day: the start-up pass over indexed collections that changed nothing says
    nothing of them (it said "обновлено 0" for each), and more than ten collections are watched in one
    line, not one line each."""
    root = tmp_path / "journal"
    for day in range(12):
        (root / f"{day:02d}").mkdir(parents=True)
        (root / f"{day:02d}" / "note.md").write_text(f"# День {day}\nзапись\n", encoding="utf-8")
        os.utime(root / f"{day:02d}" / "note.md", (1_600_000_000, 1_600_000_000))
    library.index(root)
    (root / "05" / "more.md").write_text("# Ещё\nзапись\n", encoding="utf-8")
    watcher = Watcher(root, library, debounce=0.3)
    try:
        watcher.start()
    finally:
        watcher.stop()
    assert watcher.passes == 12
    assert capsys.readouterr().out.splitlines() == [
        f"проверяю коллекций: 12 под {root}", f"индексирую: {root}/05 -> обновлено 1", "изменены: more.md",
        f"наблюдаю: коллекций 12 под {root}"]


def test_a_reconcile_that_changes_nothing_says_so_in_one_line(root, library, started, capsys):
    """Every 10 minutes, a line per collection saying "обновлено 0" (1,000 lines for a library of 1,000
    collections) was all a reconcile left in the log."""
    started(reconcile_every=0.5)
    said: list[str] = []

    def reconciled() -> bool:
        said.extend(capsys.readouterr().out.splitlines())
        return any(line.startswith("сверка окончена") for line in said)

    assert wait_for(reconciled)
    start = said.index(next(line for line in said if line.startswith("сверка: ")))
    assert said[start:start + 2] == [f"сверка: {root}", "сверка окончена: коллекций 2, изменено 0"]


def test_a_status_over_known_collections_asks_no_ignore_rules(root, library, started, monkeypatch):
    """memo-watch answering for a library of 1,000 collections judged each one watched anew (ignore rules
    and realpath up the tree): a second of every warm search. A collection its walks found is watched."""
    from memo.client import ask

    watcher = started()
    asked = []
    monkeypatch.setattr(watcher, "_watches", lambda collection: asked.append(collection) or True)
    request = {"command": "status", "cwd": str(root), "path": str(root), "json": False,
               "env": {name: os.environ.get(name) for name in ("MEMO_MODEL_DIR", "XDG_DATA_HOME", "HOME")}}
    reply = ask(request)
    assert reply["status"] == "ok" and f"{root}/infra: файлов 2" in reply["stdout"]
    assert asked == []
    (root / "new").mkdir()
    (root / "new" / "a.md").write_text("# Новая\nтекст\n", encoding="utf-8")
    reply = ask(request)  # a collection no walk found yet: asked of it alone (here: watched, not yet passed)
    assert reply["status"] in ("busy", "ok") and asked[0] == root / "new" and set(asked) == {root / "new"}


def test_changes_in_many_collections_at_once_name_ten_folders_and_count_the_rest(tmp_path, library, monkeypatch, capsys):
    """`sed -i` over a journal of a folder a day: the "изменения:" line named every folder (400 paths on
    one line)."""
    root = tmp_path / "journal"
    for day in range(13):
        (root / f"{day:02d}").mkdir(parents=True)
        (root / f"{day:02d}" / "note.md").write_text(f"# День {day}\nзапись\n", encoding="utf-8")
    watcher = Watcher(root, library, debounce=0.3)
    gate, held, real = threading.Event(), [], library.index

    def index(collection, *args, **kwargs):
        if watcher.passes > 13 and not held:  # the first change's pass waits: the others gather meanwhile
            held.append(collection)
            gate.wait(BUDGET.seconds(10))
        return real(collection, *args, **kwargs)

    monkeypatch.setattr(library, "index", index)
    try:
        watcher.start()
        capsys.readouterr()
        (root / "00" / "note.md").write_text("# День 0\nправка\n", encoding="utf-8")
        assert wait_for(lambda: held)
        for day in range(1, 13):
            (root / f"{day:02d}" / "note.md").write_text(f"# День {day}\nправка\n", encoding="utf-8")
        assert wait_for(lambda: watcher._pending and all(when <= time.monotonic() for when in watcher._pending.values())
                        and len(watcher._pending) == 12)
        gate.set()
        said: list[str] = []
        assert wait_for(lambda: said.extend(capsys.readouterr().out.splitlines())
                        or sum(line.startswith("индексирую: ") for line in said) == 13)
    finally:
        gate.set()
        watcher.stop()
    changes = [line for line in said if line.startswith("изменения: ")]
    assert changes[-1] == "изменения: " + ", ".join(f"{root}/{day:02d}" for day in range(1, 11)) + " и ещё 2"


def test_a_note_moved_into_a_collection_passed_before_its_source_is_not_embedded_again(root, library, started, capsys):
    """mv work/jira/t1.md infra/: the batch passes infra first, while jira's index still holds the note;
    the batch's one `Donors` finds it there, so the move costs no model call."""
    jira, infra = root / "work" / "jira", root / "infra"
    (jira / "t2.md").write_text("# t2\nещё\n", encoding="utf-8")  # jira stays a collection
    started()
    embedder = library.fake_embedder
    capsys.readouterr()
    embedder.passages.clear()
    (jira / "t1.md").rename(infra / "t1.md")
    lines: list[str] = []

    def said(prefix: str) -> bool:
        lines.extend(capsys.readouterr().out.splitlines())
        return any(line.startswith(prefix) for line in lines)

    assert wait_for(lambda: said(f"индексирую: {jira} -> "))
    assert lines.index(next(line for line in lines if line.startswith(f"индексирую: {infra} -> "))) < \
        lines.index(next(line for line in lines if line.startswith(f"индексирую: {jira} -> ")))
    assert embedder.passages == []


def test_every_batch_lends_from_every_watched_collection(root, library, started):
    """A batch that passes only the collection a note moved into (its source's events came later, in
    another batch) still finds the note's vectors: its `Donors` covers every watched collection."""
    asked = []
    donors = library.donors
    library.donors = lambda collections: asked.append(set(collections)) or donors(collections)
    started()
    infra, jira = root / "infra", root / "work" / "jira"
    assert asked and asked[0] == {infra, jira}  # the start-up
    (infra / "new.md").write_text("# Новое\nтекст\n", encoding="utf-8")
    assert wait_for(lambda: len(asked) >= 2)
    assert asked[1] == {infra, jira}

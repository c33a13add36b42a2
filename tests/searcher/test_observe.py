"""A long-lived Searcher with `observe`: refreshes follow the kernel's change notifications.

Every change is searched for at once after it is made (no wait): notifications are read by the search.
The passes a refresh makes are recorded by wrapping `index_collection` (`only` None: a full pass).
"""
import os
import subprocess
import sys
import textwrap

import pytest

import memo.searcher.searcher as searcher_module
from fakes import damage_table, held_files
from memo.index import index_collection, open_index
from memo.searcher import Searcher

PAST = 1_600_000_000


def write(path, text):
    path.write_text(text, encoding="utf-8")


def names(hits):
    return sorted(h.path.name for h in hits)


@pytest.fixture
def passes(monkeypatch):
    """The `only` argument of every refresh pass, in order."""
    seen = []
    real = searcher_module.index_collection

    def recording(*args, **kwargs):
        seen.append(kwargs.get("only"))
        return real(*args, **kwargs)

    monkeypatch.setattr(searcher_module, "index_collection", recording)
    return seen


@pytest.fixture
def notes(tmp_path):
    folder = tmp_path / "notes"
    folder.mkdir()
    write(folder / "a.md", "# Дача\nПароль от роутера на даче.\n")
    write(folder / "b.md", "# Книги\nПрочитать Пелевина.\n")
    for note in folder.iterdir():
        os.utime(note, (PAST, PAST))
    return folder


@pytest.fixture
def observing(fake_embedder):
    searcher = Searcher(fake_embedder, observe=True)
    yield searcher
    searcher.close()


def test_nothing_changed_means_no_pass_at_all(notes, observing, passes):
    assert names(observing.search([notes], "роутер", mode="lex")) == ["a.md"]
    assert passes == [None]  # the first refresh is a full pass
    for _ in range(3):
        assert names(observing.search([notes], "Пелевина", mode="lex")) == ["b.md"]
    assert passes == [None]


def test_resting_closes_every_index_file_and_the_next_search_goes_on_as_if_they_stayed_open(notes, observing, passes):
    """A long-lived process idle between searches holds nothing of the notes' disk; the notifications of
    an edit made meanwhile are still read, so the next refresh looks at that note only."""
    assert names(observing.search([notes], "роутер", mode="lex")) == ["a.md"]
    assert held_files(notes) != []
    assert observing.rest() == 1 and observing.rest() == 0
    assert held_files(notes) == []
    write(notes / "a.md", "# Дача\nПароль от роутера сменили на кактус.\n")
    assert names(observing.search([notes], "кактус", mode="lex")) == ["a.md"]
    assert passes == [None, ["a.md"]]


def test_an_edit_is_found_by_the_very_next_search_looking_at_that_note_only(notes, observing, passes):
    observing.search([notes], "роутер", mode="lex")
    write(notes / "a.md", "# Дача\nПароль от роутера сменили на кактус.\n")
    assert names(observing.search([notes], "кактус", mode="lex")) == ["a.md"]
    assert passes == [None, ["a.md"]]
    assert names(observing.search([notes], "кактус", mode="lex")) == ["a.md"]
    assert passes == [None, ["a.md"]]


def test_a_new_note_a_deleted_one_and_a_renamed_one_are_seen_at_once(notes, observing, passes):
    observing.search([notes], "роутер", mode="lex")
    write(notes / "c.md", "# Сад\nПосадить крыжовник.\n")
    assert names(observing.search([notes], "крыжовник", mode="lex")) == ["c.md"]
    (notes / "b.md").unlink()
    assert observing.search([notes], "Пелевина", mode="lex") == []
    os.rename(notes / "a.md", notes / "d.md")
    assert names(observing.search([notes], "роутер", mode="lex")) == ["d.md"]
    assert passes == [None, ["c.md"], ["b.md"], ["a.md", "d.md"]]
    with open_index(notes, observing._embedder) as db:  # noqa: SLF001 (the searcher's own embedder)
        assert sorted(db.file_states()) == ["c.md", "d.md"]


def test_files_that_are_not_notes_cost_no_pass(notes, observing, passes):
    observing.search([notes], "роутер", mode="lex")
    write(notes / "todo.txt", "крыжовник")
    write(notes / ".a.md.swp", "крыжовник")
    assert observing.search([notes], "крыжовник", mode="lex") == []
    assert passes == [None]


def test_without_observe_every_refresh_is_a_full_pass(notes, fake_embedder, passes):
    searcher = Searcher(fake_embedder)
    searcher.search([notes], "роутер", mode="lex")
    write(notes / "a.md", "# Дача\nПароль сменили на кактус.\n")
    assert names(searcher.search([notes], "кактус", mode="lex")) == ["a.md"]
    assert passes == [None, None]
    searcher.close()


def test_without_inotify_it_falls_back_to_full_passes(notes, fake_embedder, passes, monkeypatch):
    monkeypatch.setitem(sys.modules, "inotify_simple", None)  # as on a system without inotify
    searcher = Searcher(fake_embedder, observe=True)
    searcher.search([notes], "роутер", mode="lex")
    write(notes / "a.md", "# Дача\nПароль сменили на кактус.\n")
    assert names(searcher.search([notes], "кактус", mode="lex")) == ["a.md"]
    searcher.search([notes], "кактус", mode="lex")
    assert passes == [None, None, None]
    searcher.close()


def test_a_changed_memoignore_brings_a_full_pass(notes, observing, passes):
    observing.search([notes], "роутер", mode="lex")
    write(notes / ".memoignore", "b.md\n")
    assert observing.search([notes], "Пелевина", mode="lex") == []
    assert passes == [None, None]


def test_a_memoignore_above_the_collection_brings_a_full_pass(notes, observing, passes):
    observing.search([notes], "роутер", mode="lex")
    write(notes.parent / ".memoignore", "notes/a.md\n")
    assert observing.search([notes], "роутер", mode="lex") == []
    assert passes == [None, None]


def test_a_lost_notification_queue_brings_a_full_pass(notes, observing, passes, monkeypatch):
    observing.search([notes], "роутер", mode="lex")
    changes = observing._changes  # noqa: SLF001 (the overflow is simulated: the kernel queue holds 16k events)
    monkeypatch.setattr(changes._inotify, "read", lambda timeout=None: [(-1, 0x4000, 0, "")])
    observing.search([notes], "роутер", mode="lex")
    assert passes == [None, None]


def test_a_moved_folder_brings_a_full_pass(notes, observing, passes):
    observing.search([notes], "роутер", mode="lex")
    os.rename(notes, notes.with_name("old"))
    notes.mkdir()
    write(notes / "e.md", "# Новое\nЗаметка про крыжовник.\n")
    assert names(observing.search([notes], "крыжовник", mode="lex")) == ["e.md"]
    assert passes[-1] is None and observing.search([notes], "роутер", mode="lex") == []


def test_a_folder_replaced_by_moving_its_parent_brings_a_full_pass(tmp_path, fake_embedder, passes):
    top = tmp_path / "top"
    notes = top / "notes"
    notes.mkdir(parents=True)
    write(notes / "a.md", "# Дача\nПароль от роутера.\n")
    observing = Searcher(fake_embedder, observe=True)
    observing.search([notes], "роутер", mode="lex")
    os.rename(top, tmp_path / "old")  # the watched folder itself did not move: no notification
    notes.mkdir(parents=True)
    os.rename(tmp_path / "old" / "notes" / ".memo", notes / ".memo")  # the same index file, in a new folder
    write(notes / "e.md", "# Новое\nЗаметка про крыжовник.\n")
    assert names(observing.search([notes], "крыжовник", mode="lex")) == ["e.md"]
    assert passes == [None, None]
    observing.close()


def test_a_dropped_watch_brings_a_full_pass(notes, observing, passes, monkeypatch):
    observing.search([notes], "роутер", mode="lex")
    changes = observing._changes  # noqa: SLF001 (as the kernel reports a watch it dropped: IN_IGNORED)
    wd = changes._watched[notes].wd
    monkeypatch.setattr(changes._inotify, "read", lambda timeout=None: [(wd, 0x8000, 0, "")])
    observing.search([notes], "роутер", mode="lex")
    assert passes == [None, None]


def test_a_removed_index_is_built_again_by_the_next_search(notes, observing, passes):
    observing.search([notes], "роутер", mode="lex")
    for name in os.listdir(notes / ".memo"):
        if name.startswith("index.db"):
            os.unlink(notes / ".memo" / name)
    assert names(observing.search([notes], "роутер", mode="lex")) == ["a.md"]
    assert passes == [None, None]


def test_a_symlinked_note_edited_through_its_target_is_seen(notes, tmp_path, observing, passes):
    target = tmp_path / "elsewhere" / "target.md"
    target.parent.mkdir()
    write(target, "# Ссылка\nПервая версия.\n")
    os.utime(target, (PAST, PAST))
    os.symlink(target, notes / "link.md")
    os.link(notes / "b.md", tmp_path / "elsewhere" / "b-copy.md")
    observing.search([notes], "роутер", mode="lex")
    write(target, "# Ссылка\nВторая версия с крыжовником.\n")
    write(tmp_path / "elsewhere" / "b-copy.md", "# Книги\nПрочитать Сорокина.\n")
    assert names(observing.search([notes], "крыжовником", mode="lex")) == ["link.md"]
    assert names(observing.search([notes], "Сорокина", mode="lex")) == ["b.md"]
    assert passes[1] == ["b.md", "link.md"]


def test_an_index_rebuilt_by_another_process_is_opened_again(notes, observing, fake_embedder):
    observing.search([notes], "роутер", mode="lex")
    other = Searcher(fake_embedder)
    write(notes / "a.md", "# Дача\nПароль сменили на кактус.\n")
    os.unlink(notes / ".memo" / "index.db")  # as `memo reindex` does, then builds a new file
    other.search([notes], "кактус", mode="lex")
    other.close()
    assert names(observing.search([notes], "кактус", mode="lex", refresh=False)) == ["a.md"]


def test_vectors_written_by_another_process_answer_the_next_search(notes, observing, fake_embedder, passes):
    """The observer skips the refresh, but never a check of the index: a stale matrix does not answer."""
    observing.search([notes], "крыжовник", mode="vec")
    script = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {os.fspath(os.path.dirname(__file__) + '/..')!r})
        from pathlib import Path
        from fakes import FakeEmbedder
        from memo.index import index_collection
        folder = Path({os.fspath(notes)!r})
        (folder / "b.md").write_text("# Сад\\nКрыжовник у забора.\\n", encoding="utf-8")
        index_collection(folder, FakeEmbedder())
    """)
    subprocess.run([sys.executable, "-c", script], check=True)
    hits = observing.search([notes], "крыжовник", mode="vec", refresh=False, k=1)
    assert names(hits) == ["b.md"] and hits[0].similarity > 0.5


def test_answers_are_the_same_with_and_without_observe(notes, fake_embedder):
    write(notes / "c.md", "# Роутер\nНастройки роутера и пароль Wi-Fi.\n")
    plain, observing = Searcher(fake_embedder), Searcher(fake_embedder, observe=True)
    for query in ("пароль роутера", "Пелевина", "Wi-Fi"):
        for refresh in (True, True, False):
            assert observing.search([notes], query, refresh=refresh) == plain.search([notes], query, refresh=refresh)
    plain.close()
    observing.close()


def test_an_index_found_damaged_is_rebuilt_from_every_note(notes, observing, passes, fake_embedder):
    index_collection(notes, fake_embedder)
    damage_table(notes / ".memo" / "index.db", "chunks_fts_data")  # the refresh does not read it: the search does
    assert names(observing.search([notes], "Пелевина", mode="lex")) == ["b.md"]
    assert passes == [None, None]
    assert any("отложен в index.db.corrupt-" in w for w in observing.warnings)


def test_edits_deletes_renames_reach_the_held_vectors_without_reading_them_whole(notes, observing, monkeypatch):
    """memo-watch's and memo-mcp's first answer after an edit: the held vectors catch up with the
    changed notes' rows; a removed and rebuilt index is read whole. Each answer as a new Searcher's."""
    from memo.storage import _vectors

    reads, real = [], _vectors.VectorMatrix.read.__func__
    monkeypatch.setattr(_vectors.VectorMatrix, "read", classmethod(lambda cls, *a: reads.append(1) or real(cls, *a)))
    for number in range(12):  # enough pieces that one note is a small share of them
        write(notes / f"z{number}.md", f"# Заметка {number}\nСлучайный текст номер {number} про разное.\n")

    def check(query, expected):
        hits = observing.search([notes], query, mode="vec", k=1)
        fresh = Searcher(observing._embedder)  # noqa: SLF001 (the same fake model)
        assert names(hits) == expected == names(fresh.search([notes], query, mode="vec", k=1))
        assert hits[0].similarity == fresh.search([notes], query, mode="vec", k=1)[0].similarity
        fresh.close()

    check("Пароль от роутера на даче", ["a.md"])
    write(notes / "b.md", "# Сад\nКрыжовник у забора.\n")
    check("Крыжовник у забора", ["b.md"])
    (notes / "b.md").unlink()
    os.rename(notes / "a.md", notes / "d.md")
    check("Пароль от роутера на даче", ["d.md"])
    assert "b.md" not in names(observing.search([notes], "Крыжовник у забора", mode="vec", k=20))
    owned = len(reads) - 3  # the three fresh searchers' own reads
    assert owned == 1
    for name in os.listdir(notes / ".memo"):
        if name.startswith("index.db"):
            os.unlink(notes / ".memo" / name)
    write(notes / "c.md", "# Крыжовник\nКрыжовник у забора.\n")
    check("Крыжовник у забора", ["c.md"])


def test_quiet_says_whether_a_refresh_would_look_at_no_note(observing, fake_embedder, notes):
    assert not observing.quiet(notes)  # never refreshed here
    observing.search([notes], "дача")
    assert observing.quiet(notes)
    write(notes / "b.md", "# Книги\nПрочитать Толстого.\n")
    assert not observing.quiet(notes)  # notified before any search read the queue
    observing.search([notes], "дача")
    assert observing.quiet(notes)
    (notes / ".memoignore").write_text("b.md\n", encoding="utf-8")
    assert not observing.quiet(notes)  # an ignore file asks for a full pass
    blind = Searcher(fake_embedder)
    try:
        blind.search([notes], "дача")
        assert not blind.quiet(notes)  # without notifications nothing is known
    finally:
        blind.close()



def test_a_refresh_past_its_deadline_is_deferred_and_its_changes_stay_pending(notes, observing, passes):
    import time

    past = time.monotonic() - 1
    assert names(observing.search([notes], "роутер", mode="lex", until=past)) == ["a.md"]  # a first build: unbounded
    assert observing.deferred == []
    write(notes / "a.md", "# Дача\nПароль от роутера сменили на кактус.\n")
    assert observing.search([notes], "кактус", mode="lex", until=past) == []  # searched as it stands
    assert observing.deferred == [notes] and not observing.quiet(notes)
    assert names(observing.search([notes], "кактус", mode="lex", until=time.monotonic() + 3600)) == ["a.md"]
    assert observing.deferred == [] and observing.quiet(notes)
    assert passes == [None, ["a.md"], ["a.md"]]

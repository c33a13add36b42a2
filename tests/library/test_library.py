"""The library: one rule for targets, index on first use, reindex that touches only .memo, status."""
import json
import os
import re
import shutil
import time
from datetime import datetime
from pathlib import Path

import pytest

import memo.library.library as library_module
from memo.index import IndexProgress, index_collection
from memo.library import CollectionStatus, Library, LibraryError
from memo.model_store import ModelError
from budget import wait_for
from fakes import FakeLibrary, damage_table, held_files


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def notes(tmp_path):
    root = tmp_path / "notes"
    write(root / "infra/hosts.md", "# Хосты\n\n## Прокси\nКорпоративные домены ходят через Caddy на 76.132.\n")
    write(root / "infra/servers.md", "# Серверы\n\n## Server4\nУтилиты parted нет: разметку делать через sgdisk.\n")
    write(root / "life/books/history.md", "# История\n\nКнига про Византию и её императоров.\n")
    return root


@pytest.fixture
def library(model_dir):
    lib = Library(model_dir=model_dir)
    yield lib
    lib.close()


def test_targets_follow_the_one_rule(library, notes):
    infra, books = notes / "infra", notes / "life/books"
    assert library.targets(notes) == [infra, books]
    assert library.targets(str(notes / "infra/hosts.md")) == [infra]
    assert library.targets(infra) == [infra]
    assert library.targets(notes / "life") == [books]
    with pytest.raises(LibraryError, match="не"):
        library.targets(notes / "missing")


def test_search_indexes_a_collection_on_first_use(library, notes):
    assert not (notes / "infra/.memo").exists()
    hits = library.search(notes, "76.132", k=3).hits
    assert hits and hits[0].path == notes / "infra/hosts.md"
    assert (notes / "infra/.memo/index.db").is_file() and (notes / "life/books/.memo/index.db").is_file()


def test_search_sees_new_and_deleted_notes(library, notes):
    library.search(notes, "прокси")
    fresh = write(notes / "infra/new.md", "# Новое\n\nуникальное_слово_дзынь_47 живёт здесь.\n")
    assert library.search(notes, "уникальное_слово_дзынь_47", k=1).hits[0].path == fresh
    fresh.unlink()
    assert all(hit.path != fresh for hit in library.search(notes, "уникальное_слово_дзынь_47", k=5).hits)


def test_a_search_that_builds_no_index_still_refreshes_the_others(library, notes):
    library.index(notes / "infra")
    fresh = write(notes / "infra/new.md", "# Новое\n\nуникальное_слово_дзынь_48 живёт здесь.\n")
    assert library.search(notes, "уникальное_слово_дзынь_48", k=1, build=False).hits[0].path == fresh
    result = library.search(notes, "прокси", build=False)
    assert result.warnings == [f"{notes / 'life/books'}: ещё не проиндексирована"]
    assert result.hits and {hit.path.parent for hit in result.hits} == {notes / "infra"}
    assert not (notes / "life/books/.memo").exists()


def test_a_search_builds_only_the_collections_its_build_function_chooses(library, notes):
    """memo-watch's start-up plan holds life/books: the search builds infra only, inline or in the
    background (`wait`, the MCP server)."""
    def builds(collection):
        return collection != notes / "life/books"

    result = library.search(notes, "прокси", build=builds, wait=30.0)
    assert result.warnings == [f"{notes / 'life/books'}: ещё не проиндексирована"]
    assert (notes / "infra/.memo").exists() and not (notes / "life/books/.memo").exists()
    assert result.hits and {hit.path.parent for hit in result.hits} == {notes / "infra"}
    assert not library.search(notes, "Византию", mode="lex", build=builds).hits and not (notes / "life/books/.memo").exists()


def test_index_twice_embeds_nothing_the_second_time(library, notes):
    result = library.index(notes)
    assert result.updated == 3 and result.warnings == []
    first = dict(result.reports)
    assert sorted(first) == [notes / "infra", notes / "life/books"]
    assert first[notes / "infra"].updated == 2 and first[notes / "infra"].embedded > 0
    second = dict(library.index(notes).reports)
    assert all(r.updated == 0 and r.embedded == 0 and r.unchanged > 0 for r in second.values())


def test_index_reports_progress_per_collection(library, notes):
    seen = []
    library.index(notes, progress=seen.append)
    assert [p.collection for p in seen] == sorted(p.collection for p in seen)
    last = {p.collection: (p.notes_done, p.notes_total, p.saved) for p in seen}
    assert last == {notes / "infra": (2, 2, 2), notes / "life/books": (1, 1, 1)}


def test_index_tells_each_collection_as_soon_as_its_pass_is_done(library, notes):
    """`done` gets (collection, report) when that collection's pass ends, before the next one starts:
    `memo index` prints a collection's line then, so a long run shows its progress line by line."""
    events = []
    result = library.index(notes, progress=lambda p: events.append(("progress", p.collection)),
                           done=lambda collection, report: events.append(("done", collection, report)))
    done = [event for event in events if event[0] == "done"]
    assert [(collection, report) for _, collection, report in done] == result.reports
    first_of_books = next(at for at, event in enumerate(events) if event[1] == notes / "life/books")
    assert events.index(done[0]) < first_of_books  # infra told before life/books began
    assert events[-1] == done[-1]


def test_reindex_rebuilds_and_touches_only_memo(library, notes):
    library.index(notes)
    before = {p: p.read_bytes() for p in notes.rglob("*.md")}
    junk = write(notes / "infra/.memo/leftover.txt", "x")
    reports = dict(library.reindex(notes / "infra").reports)
    assert junk.read_text() == "x"  # only the index files are removed
    assert reports[notes / "infra"].updated == 2  # everything indexed again, from scratch
    assert {p: p.read_bytes() for p in notes.rglob("*.md")} == before
    assert (notes / "life/books/.memo/index.db").is_file()  # other collections untouched
    assert library.search(notes / "infra", "sgdisk", k=1).hits[0].path == notes / "infra/servers.md"


def test_status_does_not_index(library, notes):
    statuses = library.status(notes).statuses
    assert [(s.collection, s.notes, s.indexed) for s in statuses] == [(notes / "infra", 2, False), (notes / "life/books", 1, False)]
    assert not (notes / "infra/.memo").exists()
    library.index(notes / "infra")
    infra = library.status(notes / "infra").statuses[0]
    assert (infra.indexed, infra.files, infra.notes) == (True, 2, 2) and infra.chunks >= 2
    assert re.fullmatch(rf"{re.escape(str(notes / 'infra'))}: файлов 2, чанков \d+, индекс \d{{4}}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d",
                        infra.line())
    assert infra.line().endswith(infra.data()["indexed_at"])  # the zone too: unambiguous for the user


def test_status_data_is_one_json_shape(library, notes):
    """What `memo status --json` prints per collection and memo_status gives an agent."""
    infra = notes / "infra"
    assert library.status(infra).statuses[0].data() == {
        "path": str(infra), "notes": 2, "indexed": False, "files": 0, "chunks": 0, "indexed_at": None,
        "indexing": None, "planned": False, "empty": 0}
    before = int(time.time())  # indexed_at is to the second
    library.index(infra)
    data = library.status(infra).statuses[0].data()
    assert json.loads(json.dumps(data)) == data
    assert {key: data[key] for key in ("path", "notes", "indexed", "files", "indexing", "empty")} == {
        "path": str(infra), "notes": 2, "indexed": True, "files": 2, "indexing": None, "empty": 0}
    assert data["chunks"] >= 2
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d", data["indexed_at"])
    assert before <= datetime.fromisoformat(data["indexed_at"]).timestamp() <= time.time()
    starting = IndexProgress(infra, 0, 0, 0, 0, 0, other=True)  # a pass that has not counted its notes yet
    status = CollectionStatus(infra, 5, True, 1, 1, None, starting)
    assert status.data()["indexing"] == {"notes_done": 0, "notes_total": 5} and status.data()["indexed_at"] is None
    assert status.line().endswith("; сейчас индексируется (готово заметок: 0 из 5)")


def test_status_line_without_index():
    line = CollectionStatus(Path("/n/infra"), 3, False, 0, 0, None).line()
    assert line == "/n/infra: индекса ещё нет (заметок: 3); он появится при первом поиске или memo index"


def test_status_of_collections_a_starting_watcher_builds_says_so(library, notes):
    """memo-watch's start-up plan holds infra: its status says the watcher builds it, not "at the first search"."""
    result = library.status(notes, planned=lambda collection: collection.name == "infra")
    infra, books = result.statuses
    assert infra.line() == f"{notes / 'infra'}: индекса ещё нет (заметок: 2); его строит memo-watch после запуска"
    assert books.line().endswith("; он появится при первом поиске или memo index")
    assert (infra.data()["planned"], books.data()["planned"]) == (True, False)
    library.index(notes / "infra")
    infra = library.status(notes / "infra", planned=lambda collection: True).statuses[0]
    assert infra.planned and re.fullmatch(r".*: файлов 2, чанков \d+, индекс \S+", infra.line())
    assert not library.status(notes / "infra").statuses[0].planned


def test_bad_mode_and_k_are_library_errors(library, notes):
    with pytest.raises(LibraryError, match="режим"):
        library.search(notes, "q", mode="fuzzy")
    with pytest.raises(LibraryError):
        library.search(notes, "q", k=0)


def test_bad_files_become_warnings_not_failures(library, notes):
    (notes / "infra/binary.md").write_bytes(b"\x00\x01\x02 junk")
    result = library.index(notes / "infra")
    reports = dict(result.reports)
    assert reports[notes / "infra"].updated >= 2
    assert any("binary.md" in w for w in result.warnings)


def test_each_result_carries_its_own_warnings(library, notes):
    (notes / "infra/binary.md").write_bytes(b"\x00\x01\x02 junk")
    dirty = library.search(notes / "infra", "прокси")
    clean = library.search(notes / "life", "Византия")
    assert [w for w in dirty.warnings if "binary.md" in w] and clean.warnings == []
    assert dirty.collections == [notes / "infra"] and clean.collections == [notes / "life/books"]
    assert clean.hits[0].path == notes / "life/books/history.md"


class NoModel:
    def __init__(self, directory):
        pass

    def ensure(self):
        raise ModelError("модель не найдена в /nowhere; запустите: memo model")


def test_search_without_collections_loads_no_model(monkeypatch, tmp_path):
    monkeypatch.setattr(library_module, "ModelStore", NoModel)
    (tmp_path / "empty").mkdir()
    result = Library().search(tmp_path / "empty", "вопрос")
    assert (result.collections, result.hits, result.warnings) == ([], [], [])


def test_model_failure_is_a_library_error(monkeypatch, tmp_path):
    monkeypatch.setattr(library_module, "ModelStore", NoModel)
    with pytest.raises(LibraryError, match="запустите: memo model"):
        Library(tmp_path).embedder()


def test_model_is_loaded_once_and_reloaded_after_close(library, notes):
    first = library.embedder()
    assert library.embedder() is first
    library.close()
    assert library.embedder() is not first
    assert library.search(notes, "Византия", k=1).hits[0].path == notes / "life/books/history.md"


def test_a_list_of_roots_means_the_collections_of_each_once(library, notes, tmp_path):
    other = write(tmp_path / "other/todo.md", "# Дела\n\nкупить хлеб\n").parent
    infra, books = notes / "infra", notes / "life/books"
    assert library.targets([notes, other, infra]) == [infra, books, other]
    assert [s.collection for s in library.status([other, notes / "life"]).statuses] == [other, books]
    result = library.search([other, notes / "infra"], "хлеб", k=8)
    assert result.collections == [other, infra] and result.hits[0].path == other / "todo.md"


def test_a_sure_exact_match_is_not_padded_with_filler(library, notes):
    hits = library.search(notes, "76.132", k=8).hits
    assert len(hits) == 1 and hits[0].exact and hits[0].confidence >= 0.9
    padded = library.search(notes, "прокси домены", k=8).hits
    assert len(padded) > 1


def test_min_confidence_drops_doubtful_hits(library, notes):
    every = library.search(notes, "книга про императоров", k=8).hits
    floor = sorted(hit.confidence for hit in every)[len(every) // 2]
    kept = library.search(notes, "книга про императоров", k=8, min_confidence=floor).hits
    assert kept == [hit for hit in every if hit.confidence >= floor] and 0 < len(kept) < len(every)
    assert library.search(notes, "книга про императоров", min_confidence=1.0).hits == []
    for bad in (-0.1, 1.5):
        with pytest.raises(LibraryError, match="min_confidence"):
            library.search(notes, "q", min_confidence=bad)


def test_status_of_a_damaged_index_sets_it_aside_with_a_warning(library, notes):
    library.index(notes / "infra")
    damage_table(notes / "infra/.memo/index.db", "files")
    result = library.status(notes / "infra")
    [status] = result.statuses
    assert (status.files, status.chunks) == (0, 0)
    assert len(result.warnings) == 1 and "отложен в index.db.corrupt-" in result.warnings[0]
    assert library.search(notes / "infra", "sgdisk", k=1).hits[0].path == notes / "infra/servers.md"


def test_targets_are_confined_to_the_roots(tmp_path):
    root, outside = tmp_path / "root", tmp_path / "outside"
    write(root / "grp/inside/a.md", "# А\nтекст\n")
    write(outside / "s.md", "# С\nсекрет\n")
    (root / "grp/out").symlink_to(outside)
    assert Library(roots=[root]).targets(root / "grp") == [root / "grp/inside"]
    assert Library().targets(root / "grp") == [root / "grp/inside", root / "grp/out"]
    with pytest.raises(LibraryError, match="вне разрешённых папок"):
        Library(roots=[root]).targets(outside)


def test_an_observing_library_refreshes_only_what_changed(tmp_path, monkeypatch):
    import memo.searcher.searcher as searcher_module
    from fakes import FakeLibrary

    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "a.md").write_text("# Дача\nПароль от роутера.\n", encoding="utf-8")
    passes = []
    real = searcher_module.index_collection
    monkeypatch.setattr(searcher_module, "index_collection",
                        lambda *a, **kw: passes.append(kw.get("only")) or real(*a, **kw))
    library = FakeLibrary(observe=True)
    assert [hit.path.name for hit in library.search(folder, "роутер").hits] == ["a.md"]
    library.search(folder, "роутер")
    (folder / "a.md").write_text("# Дача\nПароль сменили на кактус.\n", encoding="utf-8")
    assert [hit.path.name for hit in library.search(folder, "кактус").hits] == ["a.md"]
    assert passes == [None, ["a.md"]]
    library.close()


def test_an_index_of_one_collection_does_not_walk_the_folders_below_it(notes):
    os.mkdir(os.fsencode(notes / "life/books") + b"/\xff-bad")  # only a walk below "life" reaches it
    library = FakeLibrary()
    try:
        assert not [w for w in library.index(notes / "life", below=False).warnings if "не в UTF-8" in w]
        assert [w for w in library.index(notes / "life").warnings if "не в UTF-8" in w]
    finally:
        library.close()


def test_an_index_of_one_collection_leaves_the_ones_below_it(notes):
    """memo-watch passes each collection on its own: a collection with another one in a folder below
    it is indexed alone (below=False), not together with it (the nested one has its own pass)."""
    write(notes / "life/diary.md", "# Дневник\nзапись\n")
    library = FakeLibrary()
    try:
        alone = library.index(notes / "life", below=False)
        assert [collection for collection, _ in alone.reports] == [notes / "life"]
        assert not (notes / "life/books/.memo").exists()
        assert [c for c, _ in library.index(notes / "life").reports] == [notes / "life", notes / "life/books"]
        assert library.index(notes / "infra/hosts.md", below=False).reports == []  # not a collection folder
    finally:
        library.close()


def test_pending_is_what_indexing_a_collection_would_read(notes):
    library = FakeLibrary()
    try:
        infra = notes / "infra"
        assert library.pending(infra) == (sum(note.stat().st_size for note in infra.glob("*.md")), [])
        library.index(infra)
        for note in infra.glob("*.md"):  # older than the racy 2 s: the index trusts their time
            os.utime(note, (1_600_000_000, 1_600_000_000))
        library.index(infra)
        assert library.pending(infra) == (0, [])
    finally:
        library.close()


def test_status_says_when_a_pass_is_writing_the_index(notes):
    """A status taken while a pass builds the index (memo-watch's first pass over a big collection)
    says so: its counts are not final."""
    infra = notes / "infra"
    library = FakeLibrary()
    try:
        library.index(infra)
        assert library.status(infra).statuses[0].writing is None
        write(infra / "new.md", "# Новое\nтекст\n")
        seen = []

        def during(progress):
            if progress.notes_done == 1 and not seen:
                seen.append(library.status(infra).statuses[0])  # the pass holds the lock meanwhile

        library.index(infra, during)
        assert seen and seen[0].writing is not None and seen[0].writing.other
        assert seen[0].line().endswith(f"; сейчас индексируется (готово заметок: "
                                       f"{seen[0].writing.notes_done} из 3)")
        assert seen[0].data()["indexing"] == {"notes_done": seen[0].writing.notes_done, "notes_total": 3}
        assert library.status(infra).statuses[0].writing is None  # released: nobody writes now
        assert "индексируется" not in library.status(infra).statuses[0].line()
    finally:
        library.close()


def test_targets_say_which_folders_they_did_not_enter(tmp_path):
    """memo-watch logs why a folder is not watched: a symlinked folder leading back above itself."""
    lib = tmp_path / "lib"
    write(lib / "a/n.md", "# А\nтекст\n")
    (lib / "a/up").symlink_to(tmp_path)
    warnings: list[str] = []
    assert Library().targets(lib, warnings) == [lib / "a"]
    assert warnings == [f"{lib}/a/up: пропущена: символическая ссылка зациклена: ведёт в папку выше неё "
                        f"({os.path.realpath(tmp_path)})"]
    assert Library().targets(lib) == [lib / "a"]


def test_status_keeps_saying_which_notes_give_nothing_to_find(library, notes):
    """A binary or oversized note is warned about once, when first met; the status says it for good."""
    infra = notes / "infra"
    (infra / "scan.md").write_bytes(b"\x89PNG\x00\x00 binary")
    (infra / "blank.md").write_text("", encoding="utf-8")
    library.index(infra)
    status = library.status(infra).statuses[0]
    assert (status.files, status.empty, status.data()["empty"]) == (4, 2, 2)
    assert status.line().endswith("; без текста: 2 (пустые или пропущенные при индексировании)")
    (infra / "scan.md").write_text("# Скан\nтеперь текст\n", encoding="utf-8")
    library.index(infra)
    assert library.status(infra).statuses[0].empty == 1


def test_a_root_that_is_not_there_is_skipped_with_a_warning(fake_library, notes, tmp_path):
    """A root on a disk not plugged in no longer fails a search or status over all the roots: the
    others are answered, the missing one named in a warning; only when none is there is it an error."""
    unplugged = tmp_path / "usb" / "notes"
    result = fake_library.search([notes, unplugged], "Caddy", mode="lex")
    assert result.hits and result.collections == [notes / "infra", notes / "life" / "books"]
    assert result.warnings == [f"путь не найден: {unplugged}; папка пропущена"]
    status = fake_library.status([unplugged, notes])
    assert [item.collection for item in status.statuses] == [notes / "infra", notes / "life" / "books"]
    assert status.warnings == [f"путь не найден: {unplugged}; папка пропущена"]
    with pytest.raises(LibraryError, match="путь не найден"):
        fake_library.status([unplugged, tmp_path / "gone"])
    with pytest.raises(LibraryError, match="путь не найден"):
        fake_library.search(unplugged, "Caddy")


def test_an_idle_library_closes_the_files_of_its_indexes_and_opens_them_again_for_the_next_search(notes):
    """memo-watch and memo-mcp idle between searches keep no file open on the notes' disk (umount works)."""
    library = FakeLibrary(observe=True, idle=0.1)
    try:
        assert library.search(notes, "Caddy", mode="lex").hits
        assert wait_for(lambda: held_files(notes) == []), held_files(notes)
        write(notes / "infra/hosts.md", "# Хосты\n\nПрокси сменили на кактус.\n")
        assert [hit.path for hit in library.search(notes, "кактус", mode="lex").hits] == [notes / "infra/hosts.md"]
        assert wait_for(lambda: held_files(notes) == []), held_files(notes)  # idle again after every search
    finally:
        library.close()


def test_a_copy_is_lent_by_memo_index_but_not_by_donors_that_ask_only_where_notes_left(notes):
    """memo index over a small library finds a copied note's vectors in its source; donors made with
    every=False (a search short of descriptors) lend only what left a collection."""
    library = FakeLibrary()
    library.index(notes)
    embedder = library.fake_embedder
    shutil.copy(notes / "infra/servers.md", notes / "life/books/servers.md")
    embedder.passages.clear()
    collections = [notes / "infra", notes / "life/books"]
    report = index_collection(notes / "life/books", embedder, donors=library.donors(collections, every=False))
    assert report.embedded >= 1 and embedder.passages
    (notes / "life/books/servers.md").unlink()
    index_collection(notes / "life/books", embedder)
    shutil.copy(notes / "infra/servers.md", notes / "life/books/servers.md")
    embedder.passages.clear()
    assert library.index(notes).reports and embedder.passages == []


def test_notes_moved_between_collections_keep_their_vectors_in_one_run_and_across_runs(notes):
    """memo index over the library after a reorganisation embeds nothing for the moved notes; memo-watch's
    passes of the source and the target in separate calls (two batches) embed nothing either."""
    library = FakeLibrary()
    library.index(notes)
    embedder = library.fake_embedder
    embedder.passages.clear()
    (notes / "infra/servers.md").rename(notes / "life/books/servers.md")
    result = library.index(notes)
    assert embedder.passages == []
    by_collection = {collection: report for collection, report in result.reports}
    assert by_collection[notes / "life/books"].reused >= 1 and by_collection[notes / "infra"].removed == 1
    (notes / "life/books/history.md").rename(notes / "infra/history.md")
    assert library.index(notes / "life/books", below=False).reports[0][1].removed == 1
    report = library.index(notes / "infra", below=False).reports[0][1]
    assert (report.updated, report.embedded) == (1, 0) and embedder.passages == []

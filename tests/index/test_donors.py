"""Notes moved between collections keep their vectors: `Donors` lends them from the other indexes of a run."""
import shutil
from pathlib import Path

import pytest

import memo.index.donors as donors_module
from memo.index import Donors, index_collection
from tests.fakes import FakeEmbedder

LONG = "# Поход\n## Снаряжение\nПалатка, горелка, спальник до минус пяти.\n## Маршрут\nОт Кировска к перевалу Юкспорлак.\n"


def two_collections(tmp_path: Path) -> tuple[Path, Path]:
    inbox, trips = tmp_path / "inbox", tmp_path / "trips"
    inbox.mkdir()
    trips.mkdir()
    (inbox / "поход.md").write_text(LONG, encoding="utf-8")
    (inbox / "список.md").write_text("# Покупки\nХлеб и молоко.\n", encoding="utf-8")
    (trips / "байкал.md").write_text("# Байкал\nЛёд в марте.\n", encoding="utf-8")
    return inbox, trips


def indexed_pair(tmp_path: Path, embedder) -> tuple[Path, Path]:
    """`two_collections`, both indexed."""
    inbox, trips = two_collections(tmp_path)
    index_collection(inbox, embedder)
    index_collection(trips, embedder)
    return inbox, trips


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("source_first", [False, True])
def test_a_note_moved_into_another_collection_is_not_embedded_again(tmp_path, fake_embedder, monkeypatch, source_first, large):
    """mv inbox/поход.md trips/: the target's pass finds the passages in the source's index, as live rows
    when the target is passed first, in its spare table when the source's pass removed them first; in a
    small run and in a large one (where only collections that lost notes lend)."""
    if large:
        monkeypatch.setattr(donors_module, "_ASK_EVERY", 1)
    inbox, trips = indexed_pair(tmp_path, fake_embedder)
    shutil.move(inbox / "поход.md", trips / "поход.md")
    fake_embedder.passages.clear()
    donors = Donors([inbox, trips])
    order = [inbox, trips] if source_first else [trips, inbox]
    reports = {collection: index_collection(collection, fake_embedder, donors=donors) for collection in order}
    assert reports[inbox].removed == 1
    assert (reports[trips].updated, reports[trips].embedded, reports[trips].reused) == (1, 0, 2)
    assert fake_embedder.passages == []


def test_a_pass_without_donors_or_of_another_model_embeds_the_moved_note(tmp_path, fake_embedder):
    """Nothing is lent without a `Donors`, nor by an index of another model (its vectors would not fit)."""
    inbox, trips = two_collections(tmp_path)
    index_collection(inbox, FakeEmbedder(identity="fake-2"))
    index_collection(trips, fake_embedder)
    shutil.move(inbox / "поход.md", trips / "поход.md")
    assert index_collection(trips, fake_embedder, donors=Donors([inbox, trips])).embedded == 2
    index_collection(inbox, fake_embedder)  # rebuilt for this model
    shutil.move(inbox / "список.md", trips / "список.md")
    assert index_collection(trips, fake_embedder).embedded == 1


@pytest.fixture
def opened(monkeypatch):
    """The collections whose indexes `Donors` opens (through the real `lender`), in order."""
    seen = []
    real = donors_module.lender
    monkeypatch.setattr(donors_module, "lender", lambda collection, *args: seen.append(collection) or real(collection, *args))
    return seen


def test_recent_removals_lend_and_only_new_notes_ask(tmp_path, fake_embedder, opened):
    """A collection named lending (a recent pass removed notes from it) lends though its disk shows nothing
    gone; an edited note is embedded without asking anyone, and a run that embeds nothing opens no other index."""
    inbox, trips = indexed_pair(tmp_path, fake_embedder)
    shutil.move(inbox / "поход.md", trips / "поход.md")
    assert index_collection(inbox, fake_embedder).removed == 1  # an earlier batch of memo-watch
    report = index_collection(trips, fake_embedder, donors=Donors([trips], lending=[inbox]))
    assert (report.embedded, report.reused) == (0, 2)
    opened.clear()
    (inbox / "черновик.md").write_text("# Черновик\nпотом\n", encoding="utf-8")  # inbox's folder changed: it would be asked
    (trips / "байкал.md").write_text("# Байкал\nЛёд в марте, нерпы.\n", encoding="utf-8")
    report = index_collection(trips, fake_embedder, donors=Donors([inbox, trips]))
    assert report.embedded == 1 and opened == []
    assert index_collection(trips, fake_embedder, donors=Donors([inbox, trips])).updated == 0 and opened == []


def test_a_note_copied_into_another_collection_is_not_embedded_again(tmp_path, fake_embedder, opened):
    """cp inbox/поход.md trips/: in a run of a few collections every indexed one lends, so a copy (its source
    still holds it) costs no model call; a collection without an index is not opened."""
    inbox, trips = two_collections(tmp_path)
    empty = tmp_path / "empty"
    empty.mkdir()
    index_collection(inbox, fake_embedder)
    index_collection(trips, fake_embedder)
    shutil.copy(inbox / "поход.md", trips / "поход.md")
    fake_embedder.passages.clear()
    report = index_collection(trips, fake_embedder, donors=Donors([empty, inbox, trips]))
    assert (report.updated, report.embedded, report.reused) == (1, 0, 2)
    assert fake_embedder.passages == [] and opened == [inbox]


def test_an_index_written_earlier_in_the_same_run_lends_a_copy(tmp_path, fake_embedder):
    """memo index over a new library where one folder holds a copy of another's note: the pass of the
    copy's folder borrows from the index the same run has just written."""
    first, source, copies = tmp_path / "a", tmp_path / "b", tmp_path / "c"
    for folder in (first, source, copies):
        folder.mkdir()
    (first / "одна.md").write_text("# Одна\nзаметка\n", encoding="utf-8")
    (source / "поход.md").write_text(LONG, encoding="utf-8")
    (copies / "поход.md").write_text(LONG, encoding="utf-8")
    donors = Donors([first, source, copies])
    reports = [index_collection(folder, fake_embedder, donors=donors) for folder in (first, source, copies)]
    assert [report.embedded for report in reports] == [1, 2, 0] and reports[2].reused == 2


@pytest.mark.parametrize("every", [True, False])
def test_a_large_run_does_not_ask_every_collection_for_a_copy(tmp_path, fake_embedder, monkeypatch, opened, every):
    """Over more than _ASK_EVERY collections, or not `every`, only those that lost notes lend: a copy is
    embedded again."""
    if every:
        monkeypatch.setattr(donors_module, "_ASK_EVERY", 1)
    inbox, trips = indexed_pair(tmp_path, fake_embedder)
    shutil.copy(inbox / "поход.md", trips / "поход.md")
    assert index_collection(trips, fake_embedder, donors=Donors([inbox, trips], every=every)).embedded == 2


def test_a_note_typed_anew_opens_only_the_indexes_whose_folders_changed_and_borrows_from_none(tmp_path, fake_embedder,
                                                                                               monkeypatch, opened):
    """New notes that came from nowhere, in a large run: a candidate whose folder is as its index last saw
    it is not opened; one whose folder changed (a note added) is read for its names once, and lends nothing."""
    monkeypatch.setattr(donors_module, "_ASK_EVERY", 1)
    inbox, trips = indexed_pair(tmp_path, fake_embedder)
    (trips / "новое.md").write_text("# Новое\nСовсем новая мысль.\n", encoding="utf-8")
    assert index_collection(trips, fake_embedder, donors=Donors([inbox, trips])).embedded == 1
    assert opened == []
    (inbox / "идея.md").write_text("# Идея\nЗаписать позже.\n", encoding="utf-8")
    (trips / "ещё.md").write_text("# Ещё\nИ ещё одна.\n", encoding="utf-8")
    assert index_collection(trips, fake_embedder, donors=Donors([inbox, trips])).embedded == 1
    assert opened == [inbox]

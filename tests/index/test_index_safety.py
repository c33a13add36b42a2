"""Issue 9 in the indexer: notes leading outside the roots, damaged and read-only indexes."""
import os
from pathlib import Path

from memo.index import index_collection, open_index, pending_bytes
from fakes import damage_table


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_a_note_leading_outside_the_roots_is_skipped_and_dropped(tmp_path, fake_embedder):
    root, outside = tmp_path / "root", tmp_path / "outside"
    write(root / "c/a.md", "# А\nтекст\n")
    write(root / "elsewhere/b.md", "# Б\nвнутри\n")
    write(outside / "secret.md", "# С\nсекрет\n")
    link = root / "c/link.md"
    os.symlink(root / "elsewhere/b.md", link)
    assert index_collection(root / "c", fake_embedder, roots=[root]).updated == 2  # a link inside: read
    link.unlink()
    os.symlink(outside / "secret.md", link)
    report = index_collection(root / "c", fake_embedder, roots=[root])
    assert report.removed == 1 and report.warnings == [
        f"{link}: пропущена: символическая ссылка ведёт за пределы разрешённых папок"]
    assert not any("секрет" in p for p in fake_embedder.passages)


def test_index_rebuilds_a_damaged_index_in_one_call(tmp_path, fake_embedder):
    for number in range(12):
        write(tmp_path / f"n{number}.md", f"# Заметка {number}\nтекст {number}\n")
    index_collection(tmp_path, fake_embedder)
    damage_table(tmp_path / ".memo/index.db", "files")
    report = index_collection(tmp_path, fake_embedder)
    assert report.updated == 12 and "отложен в index.db.corrupt-" in report.warnings[0]


def test_a_read_only_index_is_left_as_it_is(tmp_path, fake_embedder, read_only):
    collection = tmp_path / "c"
    write(collection / "a.md", "# А\nтекст\n")
    index_collection(collection, fake_embedder)
    write(collection / "b.md", "# Б\nновая\n")
    read_only(collection)
    report = index_collection(collection, fake_embedder)
    assert report.updated == 0 and report.warnings == [
        f"{collection}: папка индекса только для чтения: индекс не обновлялся, поиск идёт по нему как есть"]
    with open_index(collection, fake_embedder) as db:
        assert db.read_only


def test_the_cost_of_a_damaged_index_is_every_note_and_its_notice_is_kept(tmp_path, fake_embedder):
    for number in range(3):
        write(tmp_path / f"n{number}.md", f"# Заметка {number}\nтекст {number}\n")
    index_collection(tmp_path, fake_embedder)
    damage_table(tmp_path / ".memo/index.db", "files")
    total, warnings = pending_bytes(tmp_path, fake_embedder)
    assert total == sum(note.stat().st_size for note in tmp_path.glob("*.md"))
    assert len(warnings) == 1 and "отложен в index.db.corrupt-" in warnings[0]


def test_a_read_only_index_costs_nothing(tmp_path, fake_embedder, read_only):
    """A pass leaves a read-only index as it is, so memo-watch need not wait for it first."""
    collection = tmp_path / "c"
    write(collection / "a.md", "# А\nтекст\n")
    index_collection(collection, fake_embedder)
    write(collection / "b.md", "# Б\nновая\n")
    read_only(collection)
    assert pending_bytes(collection, fake_embedder) == (0, [])

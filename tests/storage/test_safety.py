"""Issue 9 for the index: no writes or deletes through symlinks, damaged indexes set aside,
read-only indexes."""
import os
from pathlib import Path

import numpy as np
import pytest

from memo.chunker import chunk_markdown
from memo.storage import CorruptIndexError, FileState, IndexDb, StorageError

DIM = 4


def touch(root: Path, rel: str, text: str = "# note\nтекст\n") -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def filled(collection: Path, notes: int = 3) -> None:
    with IndexDb(collection, "model-a", DIM) as db:
        for number in range(notes):
            chunks = chunk_markdown(f"# Заметка {number}\nсервер номер {number} " * 40)
            vectors = np.tile(np.array([1, number, 0, 0], np.float32), (len(chunks), 1))
            db.put_file(collection / f"n{number}.md", FileState(1, 2, "d"), chunks, vectors)


# --- no writes or deletes through symlinks ---------------------------------------------------------

def test_a_symlinked_index_file_is_refused_and_its_target_untouched(tmp_path):
    touch(tmp_path, "coll/a.md")
    precious = touch(tmp_path, "outside/precious.txt", "")
    (tmp_path / "coll/.memo").mkdir()
    os.symlink(precious, tmp_path / "coll/.memo/index.db")
    with pytest.raises(StorageError, match="символическая ссылка"):
        IndexDb(tmp_path / "coll", "model-a", DIM)
    assert precious.read_bytes() == b""


@pytest.mark.parametrize("name", ["index.db-wal", "index.db-shm"])
def test_a_symlinked_side_file_is_refused(tmp_path, name):
    precious = touch(tmp_path, "outside/precious.txt", "ценное")
    (tmp_path / "coll/.memo").mkdir(parents=True)
    os.symlink(precious, tmp_path / "coll/.memo" / name)
    with pytest.raises(StorageError, match="символическая ссылка"):
        IndexDb(tmp_path / "coll", "model-a", DIM)
    assert precious.read_text() == "ценное"


def test_a_symlinked_memo_folder_is_neither_written_nor_deleted(tmp_path):
    keep = touch(tmp_path, "outside/.memo/keep.txt", "моё")
    (tmp_path / "coll").mkdir()
    os.symlink(tmp_path / "outside/.memo", tmp_path / "coll/.memo")
    with pytest.raises(StorageError, match="символическая ссылка"):
        IndexDb(tmp_path / "coll", "model-a", DIM)
    assert sorted(os.listdir(tmp_path / "outside/.memo")) == ["keep.txt"] and keep.read_text() == "моё"


def test_clear_empties_the_index_in_place_and_a_connection_held_meanwhile_follows(tmp_path):
    """A rebuild while a search holds the index open (memo-mcp: memo_reindex beside memo_search): the
    file stays the same, so the reader sees the emptied index and then what is written next."""
    filled(tmp_path)
    touch(tmp_path, ".memo/mine.txt", "моё")
    database = tmp_path / ".memo" / "index.db"
    inode = database.stat().st_ino
    with IndexDb(tmp_path, "model-a", DIM) as reader, IndexDb(tmp_path, "model-a", DIM) as writer:
        assert reader.stats().files == 3 and len(reader.vec_search(np.array([1, 0, 0, 0], np.float32), 9)) > 0
        assert writer.clear() == 3
        assert writer.stats().files == 0 and writer.file_states() == {}
        assert reader.stats().files == 0 and reader.vec_search(np.array([1, 0, 0, 0], np.float32), 9) == []
        chunks = chunk_markdown("# Новая\nтекст после перестройки")
        writer.put_file(tmp_path / "new.md", FileState(5, 6, "e"), chunks, np.ones((len(chunks), DIM), np.float32))
        assert set(reader.file_states()) == {"new.md"} and not reader.replaced
        assert [rowid for rowid, _ in reader.vec_search(np.ones(DIM, np.float32), 9)] == list(reader.chunks(
            [rowid for rowid, _ in reader.vec_search(np.ones(DIM, np.float32), 9)]))
    assert database.stat().st_ino == inode
    # the WAL (empty) and its shared memory stay for the next open (IndexDb keeps them)
    assert sorted(os.listdir(tmp_path / ".memo")) == [".gitignore", "index.db", "index.db-shm", "index.db-wal", "mine.txt"]
    with IndexDb(tmp_path, "model-a", DIM) as again:
        assert not again.fresh and set(again.file_states()) == {"new.md"}


def test_a_new_index_folder_gets_a_gitignore(tmp_path):
    IndexDb(tmp_path, "model-a", DIM).close()
    assert (tmp_path / ".memo/.gitignore").read_text() == "*\n"
    (tmp_path / ".memo/.gitignore").unlink()
    IndexDb(tmp_path, "model-a", DIM).close()  # only a new folder gets one: a deleted file stays deleted
    assert not (tmp_path / ".memo/.gitignore").exists()


# --- damaged indexes ---------------------------------------------------------------------------------

def damage(path: Path, how: str) -> None:
    data = path.read_bytes()
    if how == "truncated":
        path.write_bytes(data[: len(data) // 3])
    elif how == "header":
        path.write_bytes(os.urandom(100) + data[100:])
    else:  # bytes in the middle: every page but the first few
        damaged = bytearray(data)
        for offset in range(8192, len(data), 4096):
            damaged[offset:offset + 2000] = os.urandom(2000)
        path.write_bytes(bytes(damaged))


@pytest.mark.parametrize("how", ["truncated", "header", "middle"])
def test_a_damaged_index_is_set_aside_and_rebuilt_empty(tmp_path, how):
    filled(tmp_path, notes=20)
    index = tmp_path / ".memo/index.db"
    damage(index, how)
    damaged = index.read_bytes()
    db = IndexDb(tmp_path, "model-a", DIM)
    try:
        try:
            db.stats()
        except CorruptIndexError as error:
            assert "повреждён" in str(error)
        assert db.stats().files == 0 and db.fresh
        warnings = db.take_warnings()
        assert db.take_warnings() == []
    finally:
        db.close()
    aside = [name for name in os.listdir(tmp_path / ".memo")  # with its -wal and -shm beside it
             if name.startswith("index.db.corrupt-") and not name.endswith(("-wal", "-shm"))]
    assert len(aside) == 1 and (tmp_path / ".memo" / aside[0]).read_bytes() == damaged
    assert len(warnings) == 1 and aside[0] in warnings[0] and "будет построен заново" in warnings[0]


def test_damage_found_by_a_search_raises_after_the_repair(tmp_path):
    filled(tmp_path, notes=20)
    db = IndexDb(tmp_path, "model-a", DIM)
    try:
        damage(db.path, "middle")
        with pytest.raises(CorruptIndexError):
            db.lex_search('"сервер"', 10)
            db.vec_search(np.array([1, 0, 0, 0], np.float32), 10)
            db.chunks(list(range(1, 200)))
        assert db.lex_search('"сервер"', 10) == [] and db.stats().chunks == 0
        assert len(db.take_warnings()) == 1
    finally:
        db.close()


# --- read-only ---------------------------------------------------------------------------------------

def test_a_read_only_collection_is_searched_read_only(tmp_path, read_only):
    collection = tmp_path / "coll"
    collection.mkdir()
    filled(collection)
    with IndexDb(collection, "model-a", DIM) as db:  # as an older memo left it: its word index due for merging
        db._conn.execute("DELETE FROM meta WHERE key = 'words_churn'")  # noqa: SLF001
    before = sorted(os.listdir(collection / ".memo"))
    read_only(collection)
    with IndexDb(collection, "model-a", DIM) as db:
        assert db.read_only and not db.compact_words()
        assert [cid for cid, _ in db.lex_search('"сервер"', 10)]
        assert db.stats().files == 3
        with pytest.raises(StorageError, match="только для чтения"):
            db.remove_file(collection / "n0.md")
    with pytest.raises(StorageError, match="только для чтения"):
        IndexDb(collection, "model-b", DIM)  # another model cannot be rebuilt here
    assert sorted(os.listdir(collection / ".memo")) == before

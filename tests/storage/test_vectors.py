"""Issue 13, items 3 and 4: vectors as BLOBs in a plain table, scanned in memory; a copy held by one
connection never answers after another connection or process changed the index; small indexes."""
import os
import subprocess
import sys
import textwrap

import apsw
import numpy as np
import pytest

from memo.chunker import chunk_markdown
from memo.storage import CorruptIndexError, FileState, IndexDb

DIM = 4


def unit(*values):
    vector = np.array(values, dtype=np.float32)
    return vector / np.linalg.norm(vector)


def fill(db, name, text, vectors):
    chunks = chunk_markdown(text)
    db.put_file(db.collection / name, FileState(1, 2, "d"), chunks, np.stack(vectors))
    return chunks


def ids_near(db, vector, limit=10):
    return [cid for cid, _ in db.vec_search(vector, limit)]


def test_vec_search_ranks_by_cosine_best_first(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM) as db:
        stored = [np.array(v, np.float32) for v in ((3, 0, 0, 0), (2, 2, 0, 0), (0, 0, 5, 0))]  # any length
        fill(db, "a.md", "# A\nx\n# B\ny\n# C\nz", stored)
        ranked = db.vec_search(np.array([2, 0, 0, 0], np.float32), 3)
        first, second, third = (cid for cid, _ in ranked)
        assert [round(sim, 3) for _, sim in ranked] == [1.0, 0.707, 0.0]
        assert second == first + 1 and third == first + 2
        assert ids_near(db, unit(0, 0, 1, 0), 1) == [third]


def test_a_write_by_another_connection_is_seen_by_the_next_search(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM) as reader, IndexDb(tmp_path, "model-a", DIM) as writer:
        fill(writer, "a.md", "# A\nx", [unit(1, 0, 0, 0)])
        (old,) = ids_near(reader, unit(0, 1, 0, 0))  # the reader now holds the vectors in memory
        fill(writer, "b.md", "# B\ny", [unit(0, 1, 0, 0)])
        new, again = ids_near(reader, unit(0, 1, 0, 0))
        assert again == old and new != old and reader.similarities([new], unit(0, 1, 0, 0))[new] > 0.99
        writer.remove_file(tmp_path / "b.md")
        assert ids_near(reader, unit(0, 1, 0, 0)) == [old]
        assert reader.similarities([new, old], unit(1, 0, 0, 0)) == {old: pytest.approx(1.0, abs=1e-3)}


def test_a_note_rewritten_with_other_vectors_is_seen_by_the_next_search(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM) as reader, IndexDb(tmp_path, "model-a", DIM) as writer:
        fill(writer, "a.md", "# A\nx", [unit(1, 0, 0, 0)])
        ((cid, sim),) = reader.vec_search(unit(1, 0, 0, 0), 5)
        fill(writer, "a.md", "# A\nx", [unit(0, 0, 0, 1)])  # same text, new vector: new id, same count
        ((again, moved),) = reader.vec_search(unit(1, 0, 0, 0), 5)
        assert sim == pytest.approx(1.0, abs=1e-3) and moved == pytest.approx(0.0, abs=1e-3)


def test_own_writes_are_seen_by_the_next_search(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM) as db:
        fill(db, "a.md", "# A\nx", [unit(1, 0, 0, 0)])
        assert len(ids_near(db, unit(1, 0, 0, 0))) == 1
        fill(db, "b.md", "# B\ny", [unit(0, 1, 0, 0)])
        assert len(ids_near(db, unit(1, 0, 0, 0))) == 2
        db.remove_file(tmp_path / "a.md")
        assert len(ids_near(db, unit(1, 0, 0, 0))) == 1


WRITER = textwrap.dedent('''
    import sys
    from pathlib import Path
    import numpy as np
    from memo.chunker import chunk_markdown
    from memo.storage import FileState, IndexDb

    folder = Path(sys.argv[1])
    with IndexDb(folder, "model-a", 4) as db:
        chunks = chunk_markdown("# Новое\\nзаметка из другого процесса")
        db.put_file(folder / "other.md", FileState(5, 5, "e"), chunks, np.array([[0, 0, 1, 0]], np.float32))
''')


def test_a_write_by_another_process_is_seen_by_the_next_search(tmp_path):
    script = tmp_path / "writer.py"
    script.write_text(WRITER, encoding="utf-8")
    collection = tmp_path / "coll"
    collection.mkdir()
    with IndexDb(collection, "model-a", DIM) as db:
        fill(db, "a.md", "# A\nx", [unit(1, 0, 0, 0)])
        assert len(ids_near(db, unit(0, 0, 1, 0))) == 1
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        subprocess.run([sys.executable, str(script), str(collection)], env=env, check=True, timeout=120)
        ((best, sim), _) = db.vec_search(unit(0, 0, 1, 0), 10)
        assert sim == pytest.approx(1.0, abs=1e-3) and db.chunks([best])[best].path.name == "other.md"


def test_an_index_of_a_few_notes_stays_small(tmp_path):
    rng = np.random.default_rng(1)
    text = "".join(f"# Раздел {i}\nсервер db-{i} перезагружали во вторник, бэкап в 03:00\n" for i in range(10))
    with IndexDb(tmp_path, "model-a", 384) as db:
        for number in range(3):
            chunks = chunk_markdown(text)
            db.put_file(tmp_path / f"n{number}.md", FileState(1, 2, "d"), chunks,
                        rng.standard_normal((len(chunks), 384)).astype(np.float32))
        pieces = db.stats().chunks
    files = [tmp_path / ".memo" / name for name in ("index.db", "index.db-wal")]
    size = sum(os.path.getsize(f) for f in files if f.exists())
    assert pieces == 30 and size < 200 * 1024  # a vec0 table alone took 1.6 MB


def test_vectors_are_kept_to_a_ten_thousandth_of_a_cosine(tmp_path):
    rng = np.random.default_rng(2)
    vectors = rng.standard_normal((5, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    query = vectors[0] + vectors[1]
    with IndexDb(tmp_path, "model-a", 384) as db:
        chunks = chunk_markdown("".join(f"# {i}\nтекст {i}\n" for i in range(5)))
        db.put_file(tmp_path / "a.md", FileState(1, 2, "d"), chunks, vectors)
        ranked = db.vec_search(query, 5)
        exact = vectors @ (query / np.linalg.norm(query))
        first = min(cid for cid, _ in ranked)
        assert all(abs(sim - exact[cid - first]) < 1e-3 for cid, sim in ranked)
        reused = db.known_vectors([chunks[2].passage()])[chunks[2].passage()]
        assert np.abs(reused - vectors[2]).max() < 1e-3


def test_a_damaged_vector_sets_the_index_aside(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM) as db:
        fill(db, "a.md", "# A\nx\n# B\ny", [unit(1, 0, 0, 0), unit(0, 1, 0, 0)])
        raw = apsw.Connection(str(db.path))
        raw.execute("UPDATE vectors SET embedding = x'0000' WHERE id = (SELECT min(id) FROM vectors)")
        raw.close()
        with pytest.raises(CorruptIndexError):
            db.vec_search(unit(1, 0, 0, 0), 5)
        assert db.vec_search(unit(1, 0, 0, 0), 5) == [] and db.stats().chunks == 0
        assert len(db.take_warnings()) == 1


def test_an_index_with_a_vec0_table_of_an_older_version_is_rebuilt(tmp_path):
    """Indexes before issue 13 kept vectors in sqlite-vec's vec0, a module memo no longer loads."""
    folder = tmp_path / ".memo"
    folder.mkdir()
    old = apsw.Connection(str(folder / "index.db"))
    old.execute("CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    old.execute("INSERT INTO meta VALUES ('schema', '1'), ('identity', 'model-a'), ('dimension', '4')")
    old.execute("CREATE TABLE chunks_vec_chunks(chunk_id INTEGER PRIMARY KEY, vectors BLOB)")
    old.execute("PRAGMA writable_schema = ON")
    old.execute("INSERT INTO sqlite_master(type, name, tbl_name, rootpage, sql) VALUES ('table', 'chunks_vec', "
                "'chunks_vec', 0, 'CREATE VIRTUAL TABLE chunks_vec USING vec0(embedding float[4])')")
    old.close()
    with IndexDb(tmp_path, "model-a", DIM) as db:
        assert db.fresh
        fill(db, "a.md", "# A\nx", [unit(1, 0, 0, 0)])
        assert len(ids_near(db, unit(1, 0, 0, 0))) == 1
    raw = apsw.Connection(str(folder / "index.db"))
    tables = {name for (name,) in raw.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    raw.close()
    assert not any(name.startswith("chunks_vec") for name in tables)

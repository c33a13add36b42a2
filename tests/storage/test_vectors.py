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
        assert db.similarities([cid for cid, _ in ranked], query) == dict(ranked)  # the same value either way
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


def store_many(db, vectors, name="many.md"):
    """Store `vectors` as one note's pieces; (their ids, the vectors as the index keeps them)."""
    chunks = chunk_markdown("".join(f"# Раздел {i}\nтекст {i}\n" for i in range(len(vectors))))
    db.put_file(db.collection / name, FileState(1, 2, "d"), chunks, vectors)
    kept = db.known_vectors([chunk.passage() for chunk in chunks])
    return np.array(sorted(db.chunks(list(range(1, 10 * len(vectors)))))), np.stack([kept[c.passage()] for c in chunks])


def full_scan(ids, stored, query, limit):
    """What a float32 scan of every stored vector gives: (id, cosine), best first, ties by id."""
    unit_query = query / np.float32(np.linalg.norm(query))
    scores = np.einsum("ij,j->i", stored, unit_query)
    order = np.lexsort((ids, -scores))[:limit]
    return [(int(ids[i]), float(scores[i])) for i in order]


def test_vec_search_gives_what_a_full_float32_scan_gives(tmp_path):
    """The int8 scan only rules rows out: near neighbours that differ below what int8 codes resolve
    (a cluster of close vectors, duplicates tied by id) come back as a full float32 scan ranks them."""
    rng = np.random.default_rng(3)
    centre = rng.standard_normal(384).astype(np.float32)
    cluster = centre + 0.02 * rng.standard_normal((300, 384)).astype(np.float32)
    spread = rng.standard_normal((700, 384)).astype(np.float32)
    vectors = np.concatenate([cluster, cluster[:5], spread])  # five exact duplicates
    with IndexDb(tmp_path, "model-a", 384) as db:
        ids, stored = store_many(db, vectors)
        assert len(ids) == len(vectors)
        for query in (centre, cluster[0], cluster[7], spread[3] + 0.5 * centre, -centre):  # cluster[0] ties
            for limit in (1, 5, 50, 1005, 2000):
                assert db.vec_search(query, limit) == full_scan(ids, stored, query, limit)


def test_a_held_copy_of_many_vectors_sees_another_connections_write(tmp_path):
    """With more vectors than asked for (the int8 scan runs), a rewritten note's new vector is found."""
    rng = np.random.default_rng(4)
    vectors = rng.standard_normal((200, 384)).astype(np.float32)
    target = rng.standard_normal(384).astype(np.float32)
    with IndexDb(tmp_path, "model-a", 384) as reader, IndexDb(tmp_path, "model-a", 384) as writer:
        store_many(writer, vectors)
        before = reader.vec_search(target, 3)  # the reader now holds the vectors and their codes
        chunks = chunk_markdown("# Новое\nтекст")
        writer.put_file(tmp_path / "new.md", FileState(1, 2, "d"), chunks, target[None])
        (best, sim), *rest = reader.vec_search(target, 3)
        assert reader.chunks([best])[best].path.name == "new.md" and sim == pytest.approx(1.0, abs=1e-3)
        assert rest == before[:2]


def test_exact_cosines_are_computed_for_few_rows(tmp_path, monkeypatch):
    """The int8 codes, read twice (the query's own rounding read again), leave few rows to the exact
    float32 product: the point of scanning them. Vectors crowd around one direction, as a text model's
    do (cosines of unrelated passages ~0.75), so the codes alone would leave several times more."""
    from memo.storage import _vectors

    rng = np.random.default_rng(5)
    centre = rng.standard_normal(384)
    centre /= np.linalg.norm(centre)

    def near_centre(count):
        noise = rng.standard_normal((count, 384))
        return (centre + 0.58 * noise / np.linalg.norm(noise, axis=1, keepdims=True)).astype(np.float32)

    products, rows = _vectors._dots, []
    monkeypatch.setattr(_vectors, "_dots", lambda matrix, unit: rows.append(len(matrix)) or products(matrix, unit))
    with IndexDb(tmp_path, "model-a", 384) as db:
        ids, stored = store_many(db, near_centre(1000))
        for query in near_centre(5):
            assert db.vec_search(query, 5) == full_scan(ids, stored, query, 5)
    assert len(rows) == 5 and max(rows) <= 150  # the codes read once leave 237-394 here


def test_a_row_the_querys_own_rounding_hides_is_found(tmp_path):
    """A query with one large component rounds its small ones coarsely in int8 (steps of 1/127 of
    the large one); a row along exactly what that rounding drops looks ~0.04 worse in the codes than it
    is, and must still beat rows that are slightly worse but look right (rows along the query, 0.006 below it)."""
    rng = np.random.default_rng(6)
    query = np.zeros(384)
    query[0] = 0.9
    query[1:] = 0.3 * rng.standard_normal(383) / np.sqrt(383)
    query = (query / np.linalg.norm(query)).astype(np.float32)
    step = np.abs(query).max() / 127  # the int8 rule: the largest component becomes 127
    dropped = query - np.rint(query / step) * step
    hidden = dropped / np.linalg.norm(dropped)
    truth = float(query @ hidden)
    others = rng.standard_normal((50, 384))
    others -= np.outer(others @ query, query)  # orthogonal to the query, then tilted to just below `hidden`
    others /= np.linalg.norm(others, axis=1, keepdims=True)
    tilt = truth - 0.006
    decoys = tilt * query + np.sqrt(1 - tilt ** 2) * others
    with IndexDb(tmp_path, "model-a", 384) as db:
        ids, stored = store_many(db, np.vstack([decoys, hidden]).astype(np.float32))
        assert truth > 0.01
        assert db.vec_search(query, 1) == full_scan(ids, stored, query, 1) == [(int(ids[-1]), pytest.approx(truth, abs=1e-3))]


def test_a_held_copy_costs_about_1_2_kb_per_piece(tmp_path):
    """A long-lived process holds every vector as stored (float16, 768 bytes of 384 values) and its int8
    codes (384) with an id, a scale and an error: ~1.2 KB a piece, not the ~1.9 KB of a float32 copy.
    The same cosines as a float32 scan (the tests above) come from widening only the rows a search reads."""
    rng = np.random.default_rng(7)
    vectors = rng.standard_normal((300, 384)).astype(np.float32)
    with IndexDb(tmp_path, "model-a", 384) as db:
        ids, stored = store_many(db, vectors)
        assert db.vec_search(vectors[9], 3) == full_scan(ids, stored, vectors[9], 3)
        held = db._vectors
        per_row = sum(memory.nbytes for memory in held.room) / len(held.room[0])
    assert per_row <= 1200

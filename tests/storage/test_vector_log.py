"""Issue 13, long-lived processes: a held copy of the vectors catches up with the logged writes since it
was read (the changed notes' rows only) and is read whole whenever the log cannot say what changed.

Every check compares the held copy's answers with those of a fresh connection (which reads every
vector), and counts the whole reads (`VectorMatrix.read`) the held copy made."""
import os
import subprocess
import sys
import textwrap

import apsw
import numpy as np
import pytest

from memo.chunker import chunk_markdown
from memo.storage import FileState, IndexDb, _vector_log, _vectors

DIM = 384
IDENTITY = "model-a"


@pytest.fixture
def whole_reads(monkeypatch):
    """The number of whole reads of the vectors, by any IndexDb of this process."""
    seen = []
    real = _vectors.VectorMatrix.read.__func__

    def counting(cls, conn, dimension):
        seen.append(dimension)
        return real(cls, conn, dimension)

    monkeypatch.setattr(_vectors.VectorMatrix, "read", classmethod(counting))
    return seen


@pytest.fixture
def rng():
    return np.random.default_rng(11)


def note(db, name, vectors):
    """Store `vectors` as the pieces of note `name`; their chunks."""
    chunks = chunk_markdown("".join(f"# {name} {i}\nтекст {i}\n" for i in range(len(vectors))))
    db.put_file(db.collection / name, FileState(1, 2, "d"), chunks, np.asarray(vectors, np.float32))
    return chunks


def library(db, rng, notes=20, pieces=10):
    for number in range(notes):
        note(db, f"n{number:02}.md", rng.standard_normal((pieces, DIM)))


def assert_answers_as_a_fresh_read(held, rng, queries=(), limits=(1, 10, 1000)):
    """The held copy ranks and scores like a connection that reads every vector now."""
    with IndexDb(held.collection, IDENTITY, DIM) as fresh:
        for query in [*queries, *rng.standard_normal((4, DIM)).astype(np.float32)]:
            for limit in limits:
                ranked = held.vec_search(query, limit)
                assert ranked == fresh.vec_search(query, limit)
            ids = [cid for cid, _ in fresh.vec_search(query, 1000)]
            assert held.similarities(ids + [10 ** 9], query) == fresh.similarities(ids, query)


def test_an_edited_note_is_caught_up_without_a_whole_read(tmp_path, rng, whole_reads):
    with IndexDb(tmp_path, IDENTITY, DIM) as reader, IndexDb(tmp_path, IDENTITY, DIM) as writer:
        library(writer, rng)
        reader.vec_search(rng.standard_normal(DIM), 5)
        assert len(whole_reads) == 1
        target = rng.standard_normal(DIM).astype(np.float32)
        note(writer, "n05.md", [target, *rng.standard_normal((12, DIM))])  # more pieces than before
        (best, sim), *_ = reader.vec_search(target, 5)
        assert sim == pytest.approx(1.0, abs=1e-3) and reader.chunks([best])[best].path.name == "n05.md"
        assert len(whole_reads) == 1
        assert_answers_as_a_fresh_read(reader, rng, [target])


def test_a_deleted_note_drops_its_rows_without_a_whole_read(tmp_path, rng, whole_reads):
    with IndexDb(tmp_path, IDENTITY, DIM) as reader, IndexDb(tmp_path, IDENTITY, DIM) as writer:
        library(writer, rng)
        gone = rng.standard_normal(DIM).astype(np.float32)
        note(writer, "gone.md", [gone])
        ((best, _),) = reader.vec_search(gone, 1)
        writer.remove_file(tmp_path / "gone.md")
        assert best not in [cid for cid, _ in reader.vec_search(gone, 1000)]
        assert reader.similarities([best], gone) == {}
        assert len(whole_reads) == 1
        assert_answers_as_a_fresh_read(reader, rng, [gone])


def test_a_renamed_note_and_two_changes_in_a_row_are_caught_up_at_once(tmp_path, rng, whole_reads):
    """A rename is two writes (the old name removed, the new one stored with the same vectors);
    a copy behind by both applies them together."""
    with IndexDb(tmp_path, IDENTITY, DIM) as reader, IndexDb(tmp_path, IDENTITY, DIM) as writer:
        library(writer, rng)
        moved = rng.standard_normal(DIM).astype(np.float32)
        note(writer, "old.md", [moved])
        reader.vec_search(moved, 3)
        writer.remove_file(tmp_path / "old.md")
        note(writer, "new.md", [moved])
        ((best, sim),) = reader.vec_search(moved, 1)
        assert reader.chunks([best])[best].path.name == "new.md" and sim == pytest.approx(1.0, abs=1e-3)
        assert len(whole_reads) == 1
        assert_answers_as_a_fresh_read(reader, rng, [moved])


def test_a_note_added_then_removed_between_two_searches_leaves_no_row(tmp_path, rng, whole_reads):
    with IndexDb(tmp_path, IDENTITY, DIM) as reader, IndexDb(tmp_path, IDENTITY, DIM) as writer:
        library(writer, rng)
        reader.vec_search(rng.standard_normal(DIM), 3)
        brief = rng.standard_normal(DIM).astype(np.float32)
        note(writer, "brief.md", [brief])
        writer.remove_file(tmp_path / "brief.md")
        writer.remove_file(tmp_path / "n01.md")  # the brief note's id is not given again
        assert_answers_as_a_fresh_read(reader, rng, [brief])
        assert len(whole_reads) == 1 + 1  # the fresh connection's own read


def test_own_writes_are_caught_up_without_a_whole_read(tmp_path, rng, whole_reads):
    with IndexDb(tmp_path, IDENTITY, DIM) as db:
        library(db, rng)
        db.vec_search(rng.standard_normal(DIM), 3)
        fresh = rng.standard_normal(DIM).astype(np.float32)
        note(db, "n03.md", [fresh])
        for _ in range(2):  # caught up once, then the copy is current
            ((best, sim),) = db.vec_search(fresh, 1)
            assert sim == pytest.approx(1.0, abs=1e-3)
        assert len(whole_reads) == 1


WRITER = textwrap.dedent('''
    import sys
    from pathlib import Path
    import numpy as np
    from memo.chunker import chunk_markdown
    from memo.storage import FileState, IndexDb

    folder = Path(sys.argv[1])
    vector = np.zeros((1, 384), np.float32)
    vector[0, 7] = 1
    with IndexDb(folder, "model-a", 384) as db:
        chunks = chunk_markdown("# Новое\\nзаметка из другого процесса")
        db.put_file(folder / "n04.md", FileState(5, 5, "e"), chunks, vector)
''')


def test_a_note_changed_by_another_process_is_caught_up_without_a_whole_read(tmp_path, rng, whole_reads):
    script = tmp_path / "writer.py"
    script.write_text(WRITER, encoding="utf-8")
    collection = tmp_path / "coll"
    collection.mkdir()
    target = np.zeros(DIM, np.float32)
    target[7] = 1
    with IndexDb(collection, IDENTITY, DIM) as db:
        library(db, rng)
        db.vec_search(target, 3)
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        subprocess.run([sys.executable, str(script), str(collection)], env=env, check=True, timeout=120)
        ((best, sim),) = db.vec_search(target, 1)
        assert sim == pytest.approx(1.0, abs=1e-3) and db.chunks([best])[best].path.name == "n04.md"
        assert len(whole_reads) == 1
        assert_answers_as_a_fresh_read(db, rng, [target])


def test_an_index_rebuilt_in_place_with_a_longer_log_is_read_whole(tmp_path, rng, whole_reads):
    """Another model's rebuild drops every table, the log too: the new log's rows reach past the copy's
    position, chain to the stored token, and still do not start at the copy's token."""
    with IndexDb(tmp_path, IDENTITY, DIM) as reader:
        note(reader, "big.md", rng.standard_normal((300, DIM)))  # one write: the copy is at position 1
        reader.vec_search(rng.standard_normal(DIM), 3)
        with IndexDb(tmp_path, "model-b", DIM) as other:
            library(other, rng, notes=2, pieces=1)
        with IndexDb(tmp_path, IDENTITY, DIM) as rebuilt:
            assert rebuilt.fresh
            note(rebuilt, "big.md", rng.standard_normal((310, DIM)))  # the same position, another token
            library(rebuilt, rng, notes=8, pieces=1)  # ids above the copy's: only the token tells
        reads = len(whole_reads)
        assert len(reader.vec_search(rng.standard_normal(DIM), 1000)) == reader.stats().chunks == 318
        assert len(whole_reads) == reads + 1
        assert_answers_as_a_fresh_read(reader, rng)


def unlogged_write(db):
    """What an older memo (or a hand) does: one vector gone and the token moved, with no log row."""
    raw = apsw.Connection(str(db.path))
    raw.execute("DELETE FROM chunks WHERE id = (SELECT min(id) FROM vectors)")
    raw.execute("DELETE FROM vectors WHERE id = (SELECT min(id) FROM vectors)")
    raw.execute("UPDATE meta SET value = 'by-hand' WHERE key = 'vectors'")
    raw.close()


@pytest.mark.parametrize("writes", [("unlogged", "logged"), ("logged", "unlogged"), ("logged", "unlogged", "logged")])
def test_a_write_that_logs_nothing_means_a_whole_read(tmp_path, rng, whole_reads, writes):
    with IndexDb(tmp_path, IDENTITY, DIM) as reader:
        library(reader, rng)
        reader.vec_search(rng.standard_normal(DIM), 3)
        for number, write in enumerate(writes):
            if write == "logged":
                note(reader, f"n{number:02}.md", rng.standard_normal((1, DIM)))
            else:
                unlogged_write(reader)
        assert len(reader.vec_search(rng.standard_normal(DIM), 1000)) == reader.stats().chunks
        assert len(whole_reads) == 2
        assert_answers_as_a_fresh_read(reader, rng)


def test_a_copy_behind_the_kept_log_is_read_whole(tmp_path, rng, whole_reads, monkeypatch):
    monkeypatch.setattr(_vector_log, "_KEPT", 3)
    with IndexDb(tmp_path, IDENTITY, DIM) as reader, IndexDb(tmp_path, IDENTITY, DIM) as writer:
        library(writer, rng)
        reader.vec_search(rng.standard_normal(DIM), 3)
        for number in range(3):
            note(writer, f"n{number:02}.md", rng.standard_normal((2, DIM)))
        reader.vec_search(rng.standard_normal(DIM), 3)
        assert len(whole_reads) == 1  # three writes behind: still in the log
        for number in range(4):
            note(writer, f"n{number:02}.md", rng.standard_normal((2, DIM)))
        reader.vec_search(rng.standard_normal(DIM), 3)
        assert len(whole_reads) == 2
        assert_answers_as_a_fresh_read(reader, rng)


def test_changing_much_of_a_small_copy_reads_it_whole(tmp_path, rng, whole_reads):
    with IndexDb(tmp_path, IDENTITY, DIM) as reader, IndexDb(tmp_path, IDENTITY, DIM) as writer:
        library(writer, rng, notes=4)
        reader.vec_search(rng.standard_normal(DIM), 3)
        note(writer, "n00.md", rng.standard_normal((10, DIM)))  # 20 rows changed of 40
        reader.vec_search(rng.standard_normal(DIM), 3)
        assert len(whole_reads) == 2
        assert_answers_as_a_fresh_read(reader, rng)


def test_the_log_keeps_only_the_latest_writes(tmp_path, rng, monkeypatch):
    monkeypatch.setattr(_vector_log, "_KEPT", 5)
    with IndexDb(tmp_path, IDENTITY, 8) as db:
        for number in range(12):
            note(db, f"n{number}.md", rng.standard_normal((1, 8)))
        raw = apsw.Connection(str(db.path))
        seqs = [seq for (seq,) in raw.execute("SELECT seq FROM vector_log ORDER BY seq")]
        raw.close()
    assert seqs == list(range(8, 13))


def test_an_index_written_before_the_log_gets_it_and_is_caught_up(tmp_path, rng, whole_reads):
    with IndexDb(tmp_path, IDENTITY, DIM) as db:
        library(db, rng, notes=5)
    raw = apsw.Connection(str(tmp_path / ".memo" / "index.db"))
    raw.execute("DROP TABLE vector_log")
    raw.close()
    with IndexDb(tmp_path, IDENTITY, DIM) as reader, IndexDb(tmp_path, IDENTITY, DIM) as writer:
        assert reader.stats().chunks == 50
        reader.vec_search(rng.standard_normal(DIM), 3)
        note(writer, "n01.md", [rng.standard_normal(DIM)])
        reader.vec_search(rng.standard_normal(DIM), 3)
        assert len(whole_reads) == 1
        assert_answers_as_a_fresh_read(reader, rng)


def test_a_logged_row_below_the_copys_ids_means_a_whole_read(tmp_path, rng, whole_reads):
    """SQLite gives new rows ids above every row left, so the caught-up ids stay in order; an index
    written by hand with a lower one is read whole."""
    with IndexDb(tmp_path, IDENTITY, DIM) as reader:
        library(reader, rng)
        reader.vec_search(rng.standard_normal(DIM), 3)
        low = rng.standard_normal(DIM).astype(np.float32)
        raw = apsw.Connection(str(reader.path))
        with raw:
            raw.execute("INSERT INTO vectors(id, embedding) VALUES (0, ?)", (_vectors.to_blob(low),))
            _vector_log.record(raw, [], [0])
        raw.close()
        assert reader.vec_search(low, 1) == [(0, pytest.approx(1.0, abs=1e-3))]
        assert len(whole_reads) == 2
        assert_answers_as_a_fresh_read(reader, rng, [low])


def test_a_copy_without_room_grows_and_keeps_catching_up(tmp_path, rng, whole_reads, monkeypatch):
    """A copy keeps room for a sixteenth more rows; more added than that takes new memory, then in place."""
    monkeypatch.setattr(_vectors, "_room", lambda count: 0)
    with IndexDb(tmp_path, IDENTITY, DIM) as reader, IndexDb(tmp_path, IDENTITY, DIM) as writer:
        library(writer, rng)
        reader.vec_search(rng.standard_normal(DIM), 3)
        for number in (4, 9, 4):  # longer, then the rows after a removed note move down
            note(writer, f"n{number:02}.md", rng.standard_normal((12, DIM)))
            assert_answers_as_a_fresh_read(reader, rng)
        writer.remove_file(tmp_path / "n10.md")
        assert_answers_as_a_fresh_read(reader, rng)
        assert len(whole_reads) == 1 + 4  # the fresh connections' own reads

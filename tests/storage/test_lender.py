"""`lender`: another collection's index read for the vectors of notes moved out of it, never written."""
import os

import numpy as np

from memo.chunker import chunk_markdown
from memo.storage import FileState, IndexDb, index_written_ns, lender

DIM = 4


def unit(*values):
    vector = np.array(values, dtype=np.float32)
    return vector / np.linalg.norm(vector)


def test_an_index_lends_its_pieces_and_the_vectors_it_kept_aside_by_text(tmp_path):
    first, second = chunk_markdown("# A\nпервый"), chunk_markdown("# B\nвторой")
    with IndexDb(tmp_path, "model-a", DIM) as db:
        db.put_file(tmp_path / "a.md", FileState(1, 2, "d"), first, np.stack([unit(1, 0, 0, 0)]))
        db.put_file(tmp_path / "b.md", FileState(1, 2, "e"), second, np.stack([unit(0, 1, 0, 0)]))
        db.remove_file(tmp_path / "b.md")  # its vector waits in the spare table
    stamp = os.stat(tmp_path / ".memo" / "index.db").st_mtime_ns
    with lender(tmp_path, "model-a", DIM) as index:
        assert index.names() == {"a.md"}
        found = index.vectors([first[0].passage(), second[0].passage(), "никогда не было"])
    assert set(found) == {first[0].passage(), second[0].passage()}
    assert np.allclose(found[first[0].passage()], unit(1, 0, 0, 0), atol=1e-3)
    assert np.allclose(found[second[0].passage()], unit(0, 1, 0, 0), atol=1e-3)
    assert os.stat(tmp_path / ".memo" / "index.db").st_mtime_ns == stamp


def test_an_index_of_another_model_or_none_at_all_lends_nothing_and_is_not_touched(tmp_path):
    chunks = chunk_markdown("# A\nпервый")
    with IndexDb(tmp_path, "model-a", DIM) as db:
        db.put_file(tmp_path / "a.md", FileState(1, 2, "d"), chunks, np.stack([unit(1, 0, 0, 0)]))
    for identity, dimension in (("model-b", DIM), ("model-a", DIM + 1)):
        with lender(tmp_path, identity, dimension) as index:
            assert index.names() == set() and index.vectors([chunks[0].passage()]) == {}
    with IndexDb(tmp_path, "model-a", DIM) as db:  # still model-a's, not rebuilt
        assert list(db.file_states()) == ["a.md"]
    with lender(tmp_path / "nowhere", "model-a", DIM) as index:
        assert index.vectors([chunks[0].passage()]) == {}
    assert not (tmp_path / "nowhere").exists()


def test_index_written_ns_is_the_later_of_the_file_and_its_wal(tmp_path):
    assert index_written_ns(tmp_path) is None
    with IndexDb(tmp_path, "model-a", DIM):
        index = tmp_path / ".memo" / "index.db"
        os.utime(index, ns=(1, 1_000))
        os.utime(f"{index}-wal", ns=(1, 2_000))
        assert index_written_ns(tmp_path) == 2_000
        os.utime(index, ns=(1, 3_000))
        assert index_written_ns(tmp_path) == 3_000

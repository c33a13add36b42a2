from types import SimpleNamespace

import apsw
import numpy as np
import pytest

import memo.storage._spare as spare_module
from memo.chunker import chunk_markdown
from memo.storage import FileState, IndexDb, StorageError, index_exists, lexical_tokens

from fakes import held_files

DIM = 4


def unit(*values):
    vector = np.array(values, dtype=np.float32)
    return vector / np.linalg.norm(vector)


def fill(db, name, text, vectors, state=FileState(1, 2, "d")):
    chunks = chunk_markdown(text)
    db.put_file(db.collection / name, state, chunks, np.stack(vectors))
    return chunks


def words(text):
    return " OR ".join(f'"{t}"' for t in lexical_tokens(text))


@pytest.fixture
def db(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM) as opened:
        yield opened


def test_a_new_index_is_fresh_and_a_reopened_one_keeps_its_rows(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM) as db:
        assert db.fresh and db.path == tmp_path / ".memo" / "index.db"
        fill(db, "a.md", "# A\nтекст", [unit(1, 0, 0, 0)])
    with IndexDb(tmp_path, "model-a", DIM) as db:
        assert not db.fresh
        assert db.stats().chunks == 1


def test_index_exists_only_once_an_index_file_is_there(tmp_path):
    (tmp_path / ".memo").mkdir()
    assert not index_exists(tmp_path) and not (tmp_path / ".memo" / "index.db").exists()  # nothing created
    IndexDb(tmp_path, "model-a", DIM).close()
    assert index_exists(tmp_path)
    (tmp_path / ".memo" / "index.db").unlink()
    assert not index_exists(tmp_path)


def test_the_word_index_reads_each_pieces_words_the_vectors_its_passage(db):
    chunks = fill(db, "meet.md", "---\ndate: 2024-03-15\nproject: Apollo-7\n---\n# Итоги\nсроки поставки\n",
                  [unit(1, 0, 0, 0)])
    assert chunks[0].properties and chunks[0].words() != chunks[0].passage()
    (cid, _), = db.lex_search('"apollo 7"', 10)
    assert db.lex_search(words("2024-03-15"), 10)[0][0] == cid and db.lex_search(words("сроки"), 10)[0][0] == cid
    assert db.lex_search('"project"', 10) == []  # the keys are not words of the note
    assert set(db.known_vectors([chunks[0].passage(), chunks[0].words()])) == {chunks[0].passage()}


def test_another_model_identity_or_dimension_rebuilds_the_index(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM) as db:
        fill(db, "a.md", "# A\nтекст", [unit(1, 0, 0, 0)])
    with IndexDb(tmp_path, "model-b", DIM) as db:
        assert db.fresh and db.stats().files == 0 and db.file_states() == {}
    with IndexDb(tmp_path, "model-b", 8) as db:
        assert db.fresh and db.vec_search(np.ones(8, np.float32), 3) == []


def test_a_writer_of_another_model_than_the_index_now_has_writes_nothing(tmp_path):
    """A process of model A opened the index; another process of model B rebuilt it meanwhile (a user switched
    the model while memo-watch ran): A's next note would have put A's vectors into B's index."""
    with IndexDb(tmp_path, "model-a", DIM) as old:
        fill(old, "a.md", "# A\nтекст", [unit(1, 0, 0, 0)])
        with IndexDb(tmp_path, "model-b", DIM) as new:
            assert new.fresh and new.stats().files == 0
            with pytest.raises(StorageError, match="другой модел"):
                fill(old, "b.md", "# B\nещё текст", [unit(0, 1, 0, 0)])
            assert new.stats().files == 0 and new.stats().chunks == 0 and new.file_states() == {}
            fill(new, "b.md", "# B\nещё текст", [unit(0, 1, 0, 0)])
            assert new.stats().files == 1


def test_a_rebuilt_index_does_not_keep_the_old_ones_size(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM) as db:
        for number in range(300):
            fill(db, f"n{number}.md", f"# N{number}\n" + "длинный текст заметки " * 40, [unit(1, number, 0, 0)])
    big = (tmp_path / ".memo" / "index.db").stat().st_size
    with IndexDb(tmp_path, "model-b", DIM) as db:
        assert db.fresh and db.stats().chunks == 0
    small = (tmp_path / ".memo" / "index.db").stat().st_size
    assert small < big / 4, (small, big)


def test_replaced_tells_a_removed_or_rebuilt_file(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM) as db:
        assert not db.replaced
        with IndexDb(tmp_path, "model-a", DIM) as other:  # a second opening of the same file
            assert not other.replaced
        db.path.unlink()
        assert db.replaced
        with IndexDb(tmp_path, "model-a", DIM) as rebuilt:  # a new file where the old one was
            assert not rebuilt.replaced and db.replaced


def test_another_layout_forgets_note_states_and_keeps_vectors(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM, "layout-1") as db:
        chunks = fill(db, "a.md", "# A\nтекст", [unit(1, 0, 0, 0)])
    with IndexDb(tmp_path, "model-a", DIM, "layout-1") as db:
        assert db.file_states() == {"a.md": FileState(1, 2, "d")}
    with IndexDb(tmp_path, "model-a", DIM, "layout-2") as db:
        assert not db.fresh and db.stats().chunks == 1
        state = db.file_states()["a.md"]
        assert (state.changed_ns, state.size, state.digest) != (1, 2, "d")  # matches no note on disk
        assert list(db.known_vectors([chunks[0].passage()])) == [chunks[0].passage()]
        fill(db, "a.md", "# A\nтекст", [unit(1, 0, 0, 0)])
    with IndexDb(tmp_path, "model-a", DIM, "layout-2") as db:  # the new layout is stored: once only
        assert db.file_states() == {"a.md": FileState(1, 2, "d")}


def test_an_index_of_an_older_schema_is_rebuilt_empty(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM) as db:
        fill(db, "a.md", "# A\nтекст", [unit(1, 0, 0, 0)])
    # The index as version 1 wrote it: no line span columns, schema "1" in meta.
    conn = apsw.Connection(str(tmp_path / ".memo" / "index.db"))
    conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema'")
    conn.execute("ALTER TABLE chunks DROP COLUMN start_line")
    conn.close()
    with IndexDb(tmp_path, "model-a", DIM) as db:
        assert db.fresh and db.stats().files == 0 and db.stats().chunks == 0
        chunks = fill(db, "a.md", "# A\nтекст", [unit(1, 0, 0, 0)])
        (cid, _), = db.lex_search(words("текст"), 10)
        assert db.chunks([cid])[cid].start_line == chunks[0].start_line == 2


def test_put_file_indexes_words_vectors_and_rows(db):
    chunks = fill(db, "a.md", "# Серверы\nВстречи по вторникам на 76.132\n## Ёлка\nзелёная\nпушистая",
                  [unit(1, 0, 0, 0), unit(0, 1, 0, 0)])
    ids = [cid for cid, _ in db.lex_search(words("встреча"), 10)]
    assert len(ids) == 1
    row = db.chunks(ids)[ids[0]]
    assert (row.path, row.heading, row.line, row.ord) == (db.collection / "a.md", "Серверы", 1, 0)
    assert (row.start_line, row.end_line) == (chunks[0].start_line, chunks[0].end_line) == (2, 2)
    second = db.chunks([ids[0] + 1])[ids[0] + 1]
    assert (second.line, second.start_line, second.end_line) == (3, 4, 5)
    assert row.text == chunks[0].text
    assert [cid for cid, _ in db.lex_search(words("елка"), 10)] == [ids[0] + 1]
    assert db.chunks([ids[0] + 1])[ids[0] + 1].heading_path == ("Серверы", "Ёлка")
    assert db.lex_search('"76 132"', 10)[0][0] == ids[0]
    assert db.lex_search('"76 133"', 10) == []
    nearest = db.vec_search(unit(0, 1, 0.1, 0), 2)
    assert nearest[0][0] == ids[0] + 1 and nearest[0][1] > 0.99 and nearest[1][1] < 0.2
    assert db.file_state(db.collection / "a.md") == FileState(1, 2, "d")


def test_put_file_replaces_the_previous_pieces(db):
    fill(db, "a.md", "# A\nстарый текст", [unit(1, 0, 0, 0)])
    fill(db, "a.md", "# A\nновый абзац", [unit(0, 0, 1, 0)], FileState(5, 6, "e"))
    assert db.lex_search(words("старый"), 10) == []
    assert len(db.lex_search(words("новый"), 10)) == 1
    assert len(db.vec_search(unit(1, 0, 0, 0), 10)) == 1
    assert db.stats().chunks == 1 and db.file_state(db.collection / "a.md").digest == "e"


def test_put_file_with_wrong_vectors_writes_nothing(db):
    fill(db, "a.md", "# A\nстарый текст", [unit(1, 0, 0, 0)])
    with pytest.raises(StorageError):
        db.put_file(db.collection / "a.md", FileState(9, 9, "z"), chunk_markdown("# A\nx\n# B\ny"),
                    np.stack([unit(1, 0, 0, 0)]))
    assert db.file_state(db.collection / "a.md").digest == "d"
    assert len(db.lex_search(words("старый"), 10)) == 1


def test_put_file_rolls_back_when_a_write_fails(db):
    fill(db, "a.md", "# A\nстарый текст", [unit(1, 0, 0, 0)])

    class Broken:
        ord, line, heading, heading_path, text = 0, 1, "A", ("A",), "новый"

        def passage(self):
            raise RuntimeError("сбой посреди записи")

    with pytest.raises(RuntimeError):
        db.put_file(db.collection / "a.md", FileState(9, 9, "z"), [Broken()], np.stack([unit(0, 1, 0, 0)]))
    assert db.file_state(db.collection / "a.md").digest == "d"
    assert len(db.lex_search(words("старый"), 10)) == 1 and db.stats().chunks == 1


def test_known_vectors_finds_stored_passages_only(db):
    chunks = fill(db, "a.md", "# A\nпервый\n# B\nвторой", [unit(1, 0, 0, 0), unit(0, 1, 0, 0)])
    found = db.known_vectors([chunks[1].passage(), "никогда не было"])
    assert list(found) == [chunks[1].passage()]
    assert np.allclose(found[chunks[1].passage()], unit(0, 1, 0, 0))


def test_touch_file_updates_the_state_of_known_notes_only(db):
    fill(db, "a.md", "# A\nтекст", [unit(1, 0, 0, 0)])
    assert db.touch_file(db.collection / "a.md", FileState(7, 8, "d"))
    assert db.file_state(db.collection / "a.md") == FileState(7, 8, "d")
    assert not db.touch_file(db.collection / "b.md", FileState(7, 8, "d"))
    assert db.file_state(db.collection / "b.md") is None


def test_remove_file_forgets_the_note_and_its_pieces(db):
    fill(db, "a.md", "# A\nудаляемый", [unit(1, 0, 0, 0)])
    fill(db, "b.md", "# B\nостаётся", [unit(0, 1, 0, 0)])
    assert db.remove_file(db.collection / "a.md")
    assert not db.remove_file(db.collection / "a.md")
    assert list(db.file_states()) == ["b.md"]
    assert db.lex_search(words("удаляемый"), 10) == []
    assert [db.chunks([cid])[cid].path.name for cid, _ in db.vec_search(unit(1, 0, 0, 0), 10)] == ["b.md"]


def test_file_states_are_keyed_by_name_in_order(db):
    fill(db, "b.md", "# B\nx", [unit(1, 0, 0, 0)])
    fill(db, "a.md", "# A\ny", [unit(1, 0, 0, 0)])
    states = db.file_states()
    assert list(states) == ["a.md", "b.md"]
    assert states["a.md"] == db.file_state(db.collection / "a.md")


def test_a_path_outside_the_collection_is_refused(db, tmp_path):
    with pytest.raises(StorageError):
        db.file_state(tmp_path / "sub" / "a.md")


def test_lex_search_ranks_the_best_match_first(db):
    fill(db, "a.md", "# A\nмаяк упомянут однажды среди многих других слов этого длинного абзаца\n"
                     "# B\nмаяк маяк маяк", [unit(1, 0, 0, 0), unit(0, 1, 0, 0)])
    ranked = db.lex_search(words("маяк"), 1)
    assert len(ranked) == 1 and db.chunks([ranked[0][0]])[ranked[0][0]].heading == "B"
    both = db.lex_search(words("маяк"), 5)
    assert both[0][1] > both[1][1]


def test_a_rejected_expression_raises_storage_error(db):
    fill(db, "a.md", "# A\nтекст", [unit(1, 0, 0, 0)])
    with pytest.raises(StorageError):
        db.lex_search('"unterminated', 10)
    with pytest.raises(StorageError):
        db.lex_matches('"unterminated', 10)


def test_lex_matches_lists_the_matching_pieces_up_to_the_limit(db):
    fill(db, "a.md", "# A\nмаяк на мысу\n# B\nмаяк маяк\n# C\nчайка", [unit(1, 0, 0, 0), unit(0, 1, 0, 0), unit(0, 0, 1, 0)])
    ranked = [cid for cid, _ in db.lex_search(words("маяк"), 10)]
    assert sorted(db.lex_matches(words("маяк"), 10)) == sorted(ranked) and len(ranked) == 2
    assert len(db.lex_matches(words("маяк"), 1)) == 1 and db.lex_matches(words("маяк"), 1)[0] in ranked
    assert db.lex_matches(words("маяк"), 0) == [] and db.lex_matches(words("маяк"), -1) == []
    assert db.lex_matches(words("сова"), 10) == []
    db.remove_file(db.collection / "a.md")
    assert db.lex_matches(words("маяк"), 10) == []


def test_vec_search_respects_the_limit(db):
    fill(db, "a.md", "# A\nx\n# B\ny\n# C\nz", [unit(1, 0, 0, 0), unit(0, 1, 0, 0), unit(0, 0, 1, 0)])
    assert len(db.vec_search(unit(1, 1, 1, 0), 2)) == 2
    assert db.vec_search(unit(1, 1, 1, 0), 0) == []


def test_similarities_are_cosines_of_stored_vectors(db):
    fill(db, "a.md", "# A\nx\n# B\ny", [unit(1, 0, 0, 0), unit(0, 1, 0, 0)])
    ids = sorted(cid for cid, _ in db.vec_search(unit(1, 0, 0, 0), 2))
    sims = db.similarities(ids + [999], unit(1, 1, 0, 0))
    assert set(sims) == set(ids) and all(abs(s - 0.7071) < 1e-3 for s in sims.values())


def test_stats_count_notes_and_pieces(db):
    assert db.stats().files == 0 and db.stats().indexed_at is None
    fill(db, "a.md", "# A\nx\n# B\ny\n# C\nz", [unit(1, 0, 0, 0), unit(0, 1, 0, 0), unit(0, 0, 1, 0)])
    db.put_file(db.collection / "skipped.md", FileState(1, 1, "q"), [], np.zeros((0, DIM), np.float32))
    stats = db.stats()
    assert (stats.files, stats.chunks, stats.empty) == (2, 3, 1) and stats.indexed_at > 0


def test_the_index_time_is_its_latest_change_a_removal_included(db, monkeypatch):
    import memo.storage.index_db as index_db_module

    clock = [1000.0]
    monkeypatch.setattr(index_db_module.time, "time", lambda: clock[0])
    fill(db, "a.md", "# A\nx", [unit(1, 0, 0, 0)])
    clock[0] = 2000.0
    fill(db, "b.md", "# B\ny", [unit(0, 1, 0, 0)])
    clock[0] = 3000.0
    assert db.remove_file(db.collection / "b.md") and db.stats().indexed_at == 3000.0  # not back to 1000
    assert not db.remove_file(db.collection / "b.md") and db.stats().indexed_at == 3000.0
    with IndexDb(db.collection, "model-a", DIM) as again:  # the time is no part of what the index is
        assert not again.fresh and again.stats().files == 1
    clock[0] = 4000.0
    assert db.remove_file(db.collection / "a.md") and db.stats().indexed_at is None  # empty


def test_close_is_idempotent_and_later_use_raises(tmp_path):
    db = IndexDb(tmp_path, "model-a", DIM)
    assert db.close() is True
    assert db.close() is False
    with pytest.raises(StorageError):
        db.stats()


def test_an_index_that_cannot_be_created_raises(tmp_path):
    (tmp_path / ".memo").write_text("not a folder")
    with pytest.raises(StorageError, match="не папка"):
        IndexDb(tmp_path, "model-a", DIM)


def test_views_are_stored_found_by_their_text_and_scored_for_given_pieces(db):
    chunks = chunk_markdown("# A\n## B\nкороткий\n## C\nещё один")
    assert all(c.view() for c in chunks)
    db.put_file(db.collection / "a.md", FileState(1, 2, "d"), chunks, np.stack([unit(1, 0, 0, 0), unit(0, 1, 0, 0)]),
                {1: unit(0, 0, 1, 0)})
    ids = [cid for cid, _ in db.vec_search(unit(1, 1, 0, 0), 10)]
    scored = db.view_similarities(ids + [999], unit(0, 0, 2, 0))
    assert list(scored) == [max(ids)] and scored[max(ids)] == pytest.approx(1.0, abs=1e-3)
    assert db.view_similarities([], unit(0, 0, 1, 0)) == {}
    found = db.known_vectors([chunks[1].view(), chunks[0].view()])
    assert list(found) == [chunks[1].view()] and np.allclose(found[chunks[1].view()], unit(0, 0, 1, 0), atol=1e-3)


def test_views_go_with_their_note(db):
    chunks = chunk_markdown("# A\n## B\nкороткий")
    db.put_file(db.collection / "a.md", FileState(1, 2, "d"), chunks, np.stack([unit(1, 0, 0, 0)]), {0: unit(0, 0, 1, 0)})
    fill(db, "a.md", "# A\n## B\nновый", [unit(1, 0, 0, 0)])
    ids = [cid for cid, _ in db.vec_search(unit(1, 0, 0, 0), 5)]
    assert len(ids) == 1 and db.view_similarities(ids, unit(0, 0, 1, 0)) == {}  # the new piece was stored without one
    assert db.remove_file(db.collection / "a.md")
    assert db.vec_search(unit(1, 0, 0, 0), 5) == [] and db.view_similarities(ids, unit(0, 0, 1, 0)) == {}


def spares(db):
    return {row[0] for row in db._all("SELECT hash FROM spare")}  # noqa: SLF001 (the table itself)


def test_vectors_of_pieces_that_left_are_kept_for_their_text_coming_back(db):
    """An edit undone, a branch switched back, a note restored: the passages (and views) had vectors."""
    old = chunk_markdown("# A\n## B\nкороткий\n## C\nвторой")
    db.put_file(db.collection / "a.md", FileState(1, 2, "d"), old, np.stack([unit(1, 0, 0, 0), unit(0, 1, 0, 0)]),
                {0: unit(0, 0, 1, 0)})
    fill(db, "a.md", "# A\n## B\nновый", [unit(0, 0, 0, 1)])
    found = db.known_vectors([old[0].passage(), old[1].passage(), old[0].view()])
    assert list(found) == [old[0].passage(), old[1].passage(), old[0].view()]
    assert np.allclose(found[old[1].passage()], unit(0, 1, 0, 0), atol=1e-3)
    assert np.allclose(found[old[0].view()], unit(0, 0, 1, 0), atol=1e-3)
    assert db.vec_search(unit(0, 1, 0, 0), 5)[0][1] < 0.5  # kept, never searched
    assert db.remove_file(db.collection / "a.md")
    assert list(db.known_vectors([chunk_markdown("# A\n## B\nновый")[0].passage()])) != []
    fill(db, "a.md", "# A\n## B\nкороткий\n## C\nвторой", [unit(1, 0, 0, 0), unit(0, 1, 0, 0)])
    assert len(spares(db)) == 2  # "новый" and its view; the passages stored again left the spares


def test_spare_vectors_are_bounded_by_the_index_s_size_oldest_first(db, monkeypatch):
    monkeypatch.setattr(spare_module, "_FLOOR", 2)
    fill(db, "live.md", "# L\nживая", [unit(0, 0, 0, 1)])
    gone = []
    for at, word in enumerate(("первый", "второй", "третий")):
        gone.append(fill(db, f"{word}.md", f"# {word}\nтекст", [unit(1, 0, 0, 0)])[0].passage())
        monkeypatch.setattr(spare_module, "time", SimpleNamespace(time=lambda at=at: 1000.0 + at))
        assert db.remove_file(db.collection / f"{word}.md")
    assert list(db.known_vectors(gone)) == gone[1:]  # two rows at most (one piece, the floor two): the oldest went


def test_a_view_vector_for_a_piece_without_a_view_or_of_the_wrong_size_writes_nothing(db):
    fill(db, "a.md", "# A\nстарый текст", [unit(1, 0, 0, 0)])
    for chunks, views in ((chunk_markdown("# A\nбез вида"), {0: unit(0, 1, 0, 0)}),
                          (chunk_markdown("# A\n## B\nс видом"), {0: np.ones(3, np.float32)}),
                          (chunk_markdown("# A\n## B\nс видом"), {1: unit(0, 1, 0, 0)})):
        with pytest.raises(StorageError):
            db.put_file(db.collection / "a.md", FileState(9, 9, "z"), chunks, np.stack([unit(1, 0, 0, 0)]), views)
        assert db.file_state(db.collection / "a.md").digest == "d"


def test_an_index_written_before_views_gets_them_and_keeps_its_vectors(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM) as db:
        fill(db, "a.md", "# A\nтекст", [unit(1, 0, 0, 0)])
    conn = apsw.Connection(str(tmp_path / ".memo" / "index.db"))
    conn.execute("DROP TABLE views")  # as an index of the same schema written before views and spares
    conn.execute("DROP TABLE spare")
    conn.close()
    with IndexDb(tmp_path, "model-a", DIM) as db:
        assert not db.fresh and db.stats().chunks == 1 and len(db.vec_search(unit(1, 0, 0, 0), 5)) == 1
        chunks = chunk_markdown("# A\n## B\nкороткий")
        db.put_file(db.collection / "b.md", FileState(1, 2, "d"), chunks, np.stack([unit(0, 1, 0, 0)]), {0: unit(0, 0, 1, 0)})
        assert list(db.known_vectors([chunks[0].view()])) == [chunks[0].view()]
        assert db.remove_file(db.collection / "a.md")
        assert list(db.known_vectors([chunk_markdown("# A\nтекст")[0].passage()])) != []  # kept aside


def churn(db):
    return db._one("SELECT value FROM meta WHERE key = 'words_churn'")  # noqa: SLF001 (the counter itself)


def sections(count, word="маяк"):
    return "".join(f"# Раздел {i}\n{word} номер {i} {'и снова ' + word if i % 3 == 0 else ''}\n" for i in range(count))


def test_the_word_index_is_merged_once_enough_of_it_changed_and_answers_alike(tmp_path):
    rng = np.random.default_rng(7)
    with IndexDb(tmp_path, "model-a", DIM) as db:
        assert churn(db) == ("0",) and not db.compact_words()  # a new index owes nothing
        fill(db, "a.md", sections(1100), list(rng.standard_normal((1100, DIM))))
        assert churn(db) == ("0",) and not db.compact_words()  # written, nothing deleted: no tombstones
        for _ in range(4):  # 90 pieces deleted: over 5 % of 1,130 yet under 1,000
            fill(db, "b.md", sections(30, "чайка"), list(rng.standard_normal((30, DIM))))
        assert churn(db) == ("90",) and not db.compact_words()
        fill(db, "a.md", sections(1100), list(rng.standard_normal((1100, DIM))))  # every piece of a.md replaced
        db.remove_file(db.collection / "b.md")
        before = [db.lex_search(words(w), 50) for w in ("маяк", "снова маяк", "номер 7")]
        sent = []
        db._conn.exec_trace = lambda cursor, sql, bindings: sent.append(sql) or True  # noqa: SLF001
        assert churn(db) == ("1220",) and db.compact_words()
        assert "INSERT INTO chunks_fts(chunks_fts) VALUES ('optimize')" in sent  # FTS5 merges its b-trees
        assert [db.lex_search(words(w), 50) for w in ("маяк", "снова маяк", "номер 7")] == before
        assert churn(db) == ("0",) and not db.compact_words()
    with IndexDb(tmp_path, "model-a", DIM) as db:  # the counter is no model or schema change
        assert not db.fresh and db.stats().chunks == 1100


def test_an_index_written_before_memo_counted_is_merged_once(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM) as db:
        fill(db, "a.md", "# A\nмаяк", [unit(1, 0, 0, 0)])
        db._conn.execute("DELETE FROM meta WHERE key = 'words_churn'")  # noqa: SLF001 (an older memo's index)
    with IndexDb(tmp_path, "model-a", DIM) as db:
        assert not db.fresh and db.compact_words() and not db.compact_words()
        assert [cid for cid, _ in db.lex_search(words("маяк"), 5)] and churn(db) == ("0",)


def test_churn_below_its_share_of_the_pieces_is_not_merged(tmp_path, monkeypatch):
    import memo.storage._compaction as compaction

    monkeypatch.setattr(compaction, "_FLOOR", 10)
    rng = np.random.default_rng(7)
    with IndexDb(tmp_path, "model-a", DIM) as db:
        fill(db, "a.md", sections(400), list(rng.standard_normal((400, DIM))))
        fill(db, "a.md", sections(400), list(rng.standard_normal((400, DIM))))  # 400 deleted
        assert db.compact_words()
        fill(db, "b.md", sections(12, "чайка"), list(rng.standard_normal((12, DIM))))  # written, none deleted
        fill(db, "b.md", sections(12, "чайка"), list(rng.standard_normal((12, DIM))))  # 12 of 412: under 5 %
        assert not db.compact_words()
        fill(db, "b.md", sections(12, "чайка"), list(rng.standard_normal((12, DIM))))  # 24 of 412: over
        assert db.compact_words()


def test_note_piece_chars_is_the_mean_piece_length_of_each_pieces_note_and_follows_writes(db):
    assert db.note_piece_chars([]) == {}
    fill(db, "hub.md", "# A\nx\n# B\nyy\n# C\nzzz", [unit(1, 0, 0, 0), unit(0, 1, 0, 0), unit(0, 0, 1, 0)])
    fill(db, "one.md", "# D\nwwww", [unit(0, 0, 0, 1)])
    rows = db.chunks([cid for cid, _ in db.vec_search(unit(1, 1, 1, 1), 4)])
    mean = {name: sum(len(r.text) for r in rows.values() if r.path.name == name) /
            sum(r.path.name == name for r in rows.values()) for name in ("hub.md", "one.md")}
    assert mean["hub.md"] != mean["one.md"]
    chars = db.note_piece_chars(list(rows) + [999])
    assert chars == {cid: pytest.approx(mean[row.path.name]) for cid, row in rows.items()}
    fill(db, "one.md", "# D\n" + "w" * 40, [unit(0, 0, 0, 1)])  # rewritten: the kept mean does not outlive it
    (new_one,) = [cid for cid, row in db.chunks([c for c, _ in db.vec_search(unit(0, 0, 0, 1), 4)]).items()
                  if row.path.name == "one.md"]
    assert db.note_piece_chars([new_one])[new_one] == pytest.approx(len(db.chunks([new_one])[new_one].text))
    assert db.note_piece_chars([new_one])[new_one] > mean["one.md"]


def test_note_pieces_count_each_pieces_note_and_the_median_follows_writes(db):
    assert db.median_note_pieces() == 0.0 and db.note_pieces([]) == {}
    fill(db, "hub.md", "# A\nx\n# B\ny\n# C\nz", [unit(1, 0, 0, 0), unit(0, 1, 0, 0), unit(0, 0, 1, 0)])
    fill(db, "one.md", "# D\nw", [unit(0, 0, 0, 1)])
    ids = {cid: db.chunks([cid])[cid].path.name for cid, _ in db.vec_search(unit(1, 1, 1, 1), 4)}
    pieces = db.note_pieces(list(ids) + [999])
    assert {cid: (ids[cid], n) for cid, n in pieces.items()} == {cid: (name, 3 if name == "hub.md" else 1)
                                                                  for cid, name in ids.items()}
    assert db.median_note_pieces() == 2.0
    fill(db, "two.md", "# E\nv", [unit(1, 1, 0, 0)])
    assert db.median_note_pieces() == 1.0  # 3, 1, 1: the kept median does not outlive a write
    db.remove_file(db.collection / "hub.md")
    assert db.median_note_pieces() == 1.0 and db.note_pieces(list(ids)) == {
        cid: 1 for cid, name in ids.items() if name == "one.md"}


class _JournalConn:
    """A connection whose journal-mode pragmas answer from a script: BusyError or the mode they report."""

    def __init__(self, answers):
        self.answers, self.calls = list(answers), []

    def execute(self, sql):
        self.calls.append(sql)
        answer = self.answers.pop(0)
        if answer is apsw.BusyError:
            raise apsw.BusyError("database is locked")
        return type("Cursor", (), {"fetchall": lambda _self: [(answer,)]})()


def test_the_switch_to_wal_is_read_first_and_tried_again_when_another_process_holds_the_file():
    from types import SimpleNamespace

    wal = SimpleNamespace(_conn=_JournalConn(["wal"]))
    IndexDb._use_wal(wal)  # already WAL: read once, never switched (a switch would take a lock)
    assert wal._conn.calls == ["PRAGMA journal_mode"]
    busy = SimpleNamespace(_conn=_JournalConn([apsw.BusyError, "delete", "delete", "delete", apsw.BusyError,
                                               "delete", "wal"]))
    IndexDb._use_wal(busy)  # BUSY at once, a switch refused quietly, BUSY on the switch: tried until WAL
    assert busy._conn.calls == ["PRAGMA journal_mode", "PRAGMA journal_mode", "PRAGMA journal_mode=WAL",
                                "PRAGMA journal_mode", "PRAGMA journal_mode=WAL",
                                "PRAGMA journal_mode", "PRAGMA journal_mode=WAL"]
    assert busy._conn.answers == []


def test_the_index_is_in_wal_mode(tmp_path):
    with IndexDb(tmp_path, "model-a", DIM):
        pass
    probe = apsw.Connection(str(tmp_path / ".memo" / "index.db"))
    assert probe.execute("PRAGMA journal_mode").fetchall() == [("wal",)]  # readers never wait for a writer
    probe.close()


def test_a_resting_index_holds_no_file_and_opens_the_same_one_again_on_the_next_call(tmp_path):
    db = IndexDb(tmp_path, "model-a", DIM)
    fill(db, "a.md", "# A\nпервая", [unit(1, 0, 0, 0)])
    assert db.vec_search(unit(1, 0, 0, 0), 5)[0][1] > 0.99  # the copy of the vectors is read
    assert held_files(tmp_path) != []  # the database, its -wal and the mapped -shm
    assert not db.resting
    assert db.rest() is True and db.rest() is False
    assert held_files(tmp_path) == [] and db.resting
    with IndexDb(tmp_path, "model-a", DIM) as other:  # another writer meanwhile: the copy catches up
        fill(other, "b.md", "# B\nвторая", [unit(0, 1, 0, 0)])
    (first, _), = db.vec_search(unit(0, 1, 0, 0), 1)
    assert not db.resting
    assert db.chunks([first])[first].path == tmp_path / "b.md" and db.stats().files == 2
    assert not db.replaced and held_files(tmp_path) != []
    assert db.close() is True and db.close() is False
    with pytest.raises(StorageError):
        db.stats()
    resting = IndexDb(tmp_path, "model-a", DIM)
    resting.rest()
    assert resting.close() is True and held_files(tmp_path) == []  # closed for good: not opened again
    with pytest.raises(StorageError):
        resting.stats()


def test_a_resting_index_whose_file_went_away_is_not_created_again(tmp_path):
    db = IndexDb(tmp_path, "model-a", DIM)
    fill(db, "a.md", "# A\nпервая", [unit(1, 0, 0, 0)])
    db.rest()
    for side in ("", "-wal", "-shm"):
        (tmp_path / ".memo" / f"index.db{side}").unlink(missing_ok=True)
    assert db.replaced
    with pytest.raises(StorageError, match="заменён или удалён"):
        db.stats()
    assert not index_exists(tmp_path)
    assert db.close() is True
def test_the_wal_files_outlive_the_last_connection_and_the_wal_is_emptied(tmp_path):
    """Opening an index no other connection holds creates no file (SQLite deletes the -wal and -shm at the
    last close by default, and a search over 1,000 collections made and deleted 2,000 files each time);
    the WAL left behind holds nothing, whatever the last pass wrote."""
    with IndexDb(tmp_path, "model-a", DIM) as db:
        fill(db, "a.md", "# A\n" + "текст заметки " * 2000, [unit(1, 0, 0, 0)] * len(chunk_markdown("# A\n" + "текст заметки " * 2000)))
    wal, shm = tmp_path / ".memo" / "index.db-wal", tmp_path / ".memo" / "index.db-shm"
    assert wal.exists() and shm.exists() and wal.stat().st_size == 0
    kept = (wal.stat().st_ino, shm.stat().st_ino)
    with IndexDb(tmp_path, "model-a", DIM) as db:
        assert db.stats().chunks >= 1
    assert (wal.stat().st_ino, shm.stat().st_ino) == kept and wal.stat().st_size == 0

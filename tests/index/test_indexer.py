import os
import time
from pathlib import Path

import numpy as np
import pytest

import memo.chunker.chunker as chunker_module
import memo.index.indexer as indexer_module
from memo.notes import change_stamp
from memo.index import IndexReport, index_collection, open_index, pending_bytes, stored_passages
from memo.storage import IndexDb, lexical_tokens

PAST = 1_600_000_000


def write(path: Path, text: str, age: bool = True) -> Path:
    path.write_text(text, encoding="utf-8")
    if age:
        os.utime(path, (PAST, PAST))
    return path


@pytest.fixture
def settled(monkeypatch):
    """Notes written by a test are seconds old at most, so the index would not trust their stamp (the
    2 s racy window, which `os.utime` cannot move: the ctime counts): the window is closed here."""
    monkeypatch.setattr(indexer_module, "_RACY_NS", 0)


def later_than(stamp_ns: int, folder: Path) -> None:
    """Wait until the file system's clock has moved past `stamp_ns` (a ctime is coarse: a few ms)."""
    probe = folder / "probe.tmp"
    deadline = time.monotonic() + 5
    while True:
        probe.write_bytes(b"")
        if os.stat(probe).st_ctime_ns > stamp_ns or time.monotonic() > deadline:
            probe.unlink()
            return


def words(text):
    return " OR ".join(f'"{t}"' for t in lexical_tokens(text))


def found(collection, embedder, text):
    with open_index(collection, embedder) as db:
        ids = [cid for cid, _ in db.lex_search(words(text), 50)]
        return sorted({row.path.name for row in db.chunks(ids).values()})


@pytest.fixture
def notes(tmp_path):
    write(tmp_path / "a.md", "# Серверы\nВстреча по серверам во вторник.\n## Server5\nДве видеокарты.\n")
    write(tmp_path / "b.md", "# Книги\nРоман Пелевина.\n")
    return tmp_path


def test_first_pass_indexes_every_note(notes, fake_embedder):
    seen = []
    report = index_collection(notes, fake_embedder, progress=seen.append)
    assert (report.updated, report.unchanged, report.removed) == (2, 0, 0)
    assert report.embedded == 3 and report.reused == 0 and report.warnings == [] and not report.busy
    assert report.changed == [notes / "a.md", notes / "b.md"]
    assert "Серверы\nВстреча по серверам во вторник." in fake_embedder.passages
    assert {p.collection for p in seen} == {notes} and not any(p.other for p in seen)
    counts = [(p.notes_done, p.notes_total, p.pieces_done, p.pieces_total, p.saved) for p in seen]
    assert counts[0][:2] == (0, 2) and counts[-1] == (2, 2, 3, 3, 2)
    assert (0, 2, 0, 3, 0) in counts  # planning counted every piece before the model ran
    assert counts == sorted(counts)  # every count only grows
    assert found(notes, fake_embedder, "встреча") == ["a.md"]


def test_a_note_without_headings_is_embedded_under_its_file_name(tmp_path, fake_embedder):
    write(tmp_path / "wifi-dacha_2.md", "Сеть Dacha_5G, пароль на наклейке.\n")
    write(tmp_path / "router.md", "Значки.\n# Роутер\nKeenetic\n")
    index_collection(tmp_path, fake_embedder)
    assert sorted(fake_embedder.passages) == ["wifi dacha 2\nСеть Dacha_5G, пароль на наклейке.", "Значки.", "Роутер\nKeenetic"]
    with open_index(tmp_path, fake_embedder) as db:
        rows = db.chunks([cid for cid, _ in db.lex_search(words("наклейке"), 5)]).values()
        assert [(row.heading, row.heading_path) for row in rows] == [("", ())]
    assert found(tmp_path, fake_embedder, "wifi") == ["wifi-dacha_2.md"]


def test_second_pass_reads_and_embeds_nothing(notes, fake_embedder, monkeypatch, settled):
    index_collection(notes, fake_embedder)
    calls = fake_embedder.calls
    reads = []
    monkeypatch.setattr(indexer_module, "read_note", lambda path: reads.append(path))
    report = index_collection(notes, fake_embedder)
    assert (report.updated, report.unchanged, report.embedded) == (0, 2, 0)
    assert reads == [] and fake_embedder.calls == calls


def test_a_pass_that_embedded_gives_back_the_models_memory_and_a_pass_that_did_not_leaves_it(notes, fake_embedder):
    """The model's largest pass would stay in a long-lived process's memory (Embedder.trim): a pass
    that ran the model trims once at its end; one that embedded nothing does not touch the model."""
    index_collection(notes, fake_embedder)
    assert fake_embedder.trims == 1
    index_collection(notes, fake_embedder)
    assert fake_embedder.trims == 1
    write(notes / "c.md", "# Новая\nзаметка\n")
    index_collection(notes, fake_embedder)
    assert fake_embedder.trims == 2


def test_touched_note_with_same_content_only_updates_its_state(notes, fake_embedder, settled):
    index_collection(notes, fake_embedder)
    os.utime(notes / "a.md", (PAST + 100, PAST + 100))
    report = index_collection(notes, fake_embedder)
    assert (report.updated, report.unchanged, report.embedded) == (0, 2, 0)
    with open_index(notes, fake_embedder) as db:
        assert db.file_state(notes / "a.md").changed_ns == change_stamp(os.stat(notes / "a.md"))


def test_a_same_size_edit_with_its_old_modification_time_put_back_is_indexed(notes, fake_embedder, settled):
    """cp -p / rsync -t of another version of the same size leaves size and mtime as the index knows
    them; the status-change time, which no tool can set back, still moves."""
    index_collection(notes, fake_embedder)
    with open_index(notes, fake_embedder) as db:
        later_than(db.file_state(notes / "b.md").changed_ns, notes)
    before = os.stat(notes / "b.md")
    text = (notes / "b.md").read_text(encoding="utf-8")
    swapped = text.replace("Пелевина", "Толстого")
    assert len(swapped.encode()) == len(text.encode()) and swapped != text
    write(notes / "b.md", swapped)
    os.utime(notes / "b.md", ns=(before.st_atime_ns, before.st_mtime_ns))
    assert (os.stat(notes / "b.md").st_mtime_ns, os.stat(notes / "b.md").st_size) == (before.st_mtime_ns, before.st_size)
    report = index_collection(notes, fake_embedder)
    assert report.updated == 1 and report.changed == [notes / "b.md"]
    assert found(notes, fake_embedder, "Толстого") == ["b.md"] and found(notes, fake_embedder, "Пелевина") == []


def test_appending_a_section_embeds_only_the_new_piece(notes, fake_embedder):
    index_collection(notes, fake_embedder)
    before = len(fake_embedder.passages)
    text = (notes / "a.md").read_text(encoding="utf-8")
    write(notes / "a.md", text + "\n## Server6\nЗдесь живёт powerdns.\n")
    os.utime(notes / "a.md", (PAST + 5, PAST + 5))
    report = index_collection(notes, fake_embedder)
    assert (report.updated, report.embedded, report.reused) == (1, 1, 2)
    # the new piece and its view (a short piece under two headings), nothing of the old ones
    assert fake_embedder.passages[before:] == ["Серверы > Server6\nЗдесь живёт powerdns.", "Server6\nЗдесь живёт powerdns."]
    assert found(notes, fake_embedder, "powerdns") == ["a.md"]
    assert found(notes, fake_embedder, "видеокарты") == ["a.md"]


def test_changed_text_replaces_old_pieces(notes, fake_embedder):
    index_collection(notes, fake_embedder)
    write(notes / "b.md", "# Книги\nИстория Рима.\n")
    os.utime(notes / "b.md", (PAST + 7, PAST + 7))
    report = index_collection(notes, fake_embedder)
    assert report.updated == 1 and report.embedded == 1
    assert found(notes, fake_embedder, "Пелевина") == []
    assert found(notes, fake_embedder, "Рима") == ["b.md"]


def test_an_edit_undone_and_a_note_deleted_then_restored_embed_nothing_again(notes, fake_embedder):
    """git checkout of another branch and back, an editor's undo, a note restored from the trash."""
    index_collection(notes, fake_embedder)
    text = (notes / "a.md").read_text(encoding="utf-8")
    write(notes / "a.md", text.replace("Две видеокарты.", "Три видеокарты и стойка."))
    os.utime(notes / "a.md", (PAST + 3, PAST + 3))
    assert index_collection(notes, fake_embedder).embedded == 1  # the new piece (and its view)
    write(notes / "a.md", text)
    os.utime(notes / "a.md", (PAST + 4, PAST + 4))
    report = index_collection(notes, fake_embedder)
    assert (report.updated, report.embedded) == (1, 0)
    moved = (notes / "b.md").read_text(encoding="utf-8")
    (notes / "b.md").unlink()
    assert index_collection(notes, fake_embedder).removed == 1
    write(notes / "b.md", moved)
    report = index_collection(notes, fake_embedder)
    assert (report.updated, report.embedded, report.reused) == (1, 0, 1)
    assert found(notes, fake_embedder, "Пелевина") == ["b.md"] and found(notes, fake_embedder, "видеокарты") == ["a.md"]


def test_deleted_note_is_removed_from_the_index(notes, fake_embedder):
    index_collection(notes, fake_embedder)
    (notes / "b.md").unlink()
    report = index_collection(notes, fake_embedder)
    assert report.removed == 1 and report.unchanged == 1
    assert found(notes, fake_embedder, "Пелевина") == []
    with open_index(notes, fake_embedder) as db:
        assert list(db.file_states()) == ["a.md"]


def test_a_renamed_note_is_reported_as_moved_and_embeds_nothing(notes, fake_embedder):
    """mv a.md c.md: the pass writes c.md with a.md's stored vectors and removes a.md, and says it was a
    rename; a copy whose original stays (only left out by .memoignore) is none, and each removed note
    pairs with one new note only."""
    index_collection(notes, fake_embedder)
    (notes / "a.md").rename(notes / "c.md")
    report = index_collection(notes, fake_embedder)
    assert report.moved == [(notes / "a.md", notes / "c.md")]
    assert (report.updated, report.removed, report.embedded, report.reused) == (1, 1, 0, 2)
    assert index_collection(notes, fake_embedder).moved == []
    write(notes / "d.md", (notes / "b.md").read_text(encoding="utf-8"))  # a copy of b.md ...
    (notes / ".memoignore").write_text("b.md\n", encoding="utf-8")  # ... and b.md left out, still on disk
    report = index_collection(notes, fake_embedder)
    assert (report.updated, report.removed, report.moved) == (1, 1, [])
    (notes / "c.md").rename(notes / "e.md")
    write(notes / "f.md", (notes / "e.md").read_text(encoding="utf-8"))  # a second copy: one of them is the rename
    report = index_collection(notes, fake_embedder)
    assert report.moved == [(notes / "c.md", notes / "e.md")] and report.updated == 2
    (notes / "e.md").rename(notes / "d.md")  # onto a note the index knows: a rename too
    assert index_collection(notes, fake_embedder).moved == [(notes / "e.md", notes / "d.md")]


def test_bad_files_each_get_their_message_and_do_not_stop_the_run(notes, fake_embedder, monkeypatch):
    (notes / "broken.md").write_bytes("плохая ".encode() + b"\xff" + " кодировка".encode())
    (notes / "binary.md").write_bytes(b"\x00\x01\x02junk")
    (notes / "huge.md").write_bytes(b"x" * (5 * 1024 * 1024 + 1))
    listed = indexer_module.note_names(notes)
    monkeypatch.setattr(indexer_module, "note_names",
                        lambda collection, only=None, skipped=None: listed + ["vanished.md", "loop.md"])
    os.symlink(notes / "loop.md", notes / "loop.md")
    report = index_collection(notes, fake_embedder)
    text = "\n".join(report.warnings)
    assert len(report.warnings) == 4, text
    assert "broken.md" in text and "UTF-8" in text
    assert "binary.md" in text and "двоичный" in text
    assert "huge.md" in text and "больше" in text
    assert "loop.md" in text and "не удалось прочитать" in text
    assert found(notes, fake_embedder, "кодировка") == ["broken.md"]
    assert found(notes, fake_embedder, "Пелевина") == ["b.md"]
    os.utime(notes / "binary.md", (PAST, PAST))
    os.utime(notes / "huge.md", (PAST, PAST))
    os.utime(notes / "broken.md", (PAST, PAST))
    again = index_collection(notes, fake_embedder)
    assert not any("binary.md" in w or "huge.md" in w or "broken.md" in w for w in again.warnings)


def test_a_pass_says_why_a_broken_link_or_a_fifo_named_like_a_note_is_not_searched(notes, fake_embedder):
    os.symlink(notes / "gone.md", notes / "broken.md")
    os.mkfifo(notes / "pipe.md")
    for _ in range(2):  # not remembered: said on every pass, like an unreadable note
        report = index_collection(notes, fake_embedder)
        assert sorted(report.warnings) == [
            f"{notes / 'broken.md'}: пропущен: символическая ссылка никуда не ведёт ({notes / 'gone.md'})",
            f"{notes / 'pipe.md'}: пропущен: не обычный файл"]
    assert found(notes, fake_embedder, "Пелевина") == ["b.md"]


def test_a_crash_in_the_middle_of_a_note_keeps_its_previous_version(notes, fake_embedder):
    index_collection(notes, fake_embedder)
    write(notes / "a.md", "# Новое\nпервый кусок\n# Ещё\nвторой кусок\n")
    os.utime(notes / "a.md", (PAST + 9, PAST + 9))
    fake_embedder.fail_after = len(fake_embedder.passages)
    with pytest.raises(RuntimeError):
        index_collection(notes, fake_embedder)
    assert found(notes, fake_embedder, "видеокарты") == ["a.md"]
    assert found(notes, fake_embedder, "кусок") == []
    fake_embedder.fail_after = None
    report = index_collection(notes, fake_embedder)
    assert report.updated == 1 and found(notes, fake_embedder, "кусок") == ["a.md"]


def test_a_new_model_identity_rebuilds_the_index(notes, fake_embedder):
    index_collection(notes, fake_embedder)
    fake_embedder.identity = "fake-2"
    report = index_collection(notes, fake_embedder)
    assert report.updated == 2 and report.embedded == 3


def test_a_new_chunking_layout_cuts_every_note_again_and_embeds_only_new_passages(notes, fake_embedder, monkeypatch):
    first = index_collection(notes, fake_embedder)
    monkeypatch.setattr(indexer_module, "_LAYOUT", indexer_module._LAYOUT + ";test")
    report = index_collection(notes, fake_embedder)
    assert report.updated == first.updated == 2 and report.embedded == 0 and report.reused == first.embedded
    assert index_collection(notes, fake_embedder).unchanged == 2


def test_an_index_cut_when_long_lines_were_headings_is_cut_again(tmp_path, fake_embedder, monkeypatch):
    """The chunker's rule that a line over 300 characters is never a heading changed the layout: an
    index cut before it (every piece of such a note carried the whole line as its heading) is cut again."""
    line = "# " + "слово " * 100
    write(tmp_path / "dump.md", f"{line}\n" + "\n\n".join(["абзац текста " * 20] * 5) + "\n")
    before = ("chunks=1000;passage=heading-path,plain,untitled-file-name,headings-only;views=short-own-heading")
    with monkeypatch.context() as old:
        old.setattr(chunker_module, "_HEADING_MAX_CHARS", 10 ** 9)
        old.setattr(indexer_module, "_LAYOUT", before)
        index_collection(tmp_path, fake_embedder)
        assert all(passage.startswith(line[2:].strip()) for passage in fake_embedder.passages)
    report = index_collection(tmp_path, fake_embedder)
    assert report.updated == 1
    with open_index(tmp_path, fake_embedder) as db:
        rows = db.chunks([cid for cid, _ in db.lex_search(words("абзац"), 50)]).values()
        assert rows and all(row.heading_path == () for row in rows)


def test_an_index_cut_when_a_pasted_image_s_base64_was_text_is_cut_again(tmp_path, fake_embedder, monkeypatch):
    """The chunker reads a data URI's base64 payload as "…": an index cut before it (a pasted image was
    thousands of pieces of noise) is cut again, down to the note's words."""
    import hashlib
    import re

    payload = "".join(hashlib.sha256(bytes([i])).hexdigest() for i in range(125))  # 8,000 characters, no repeats
    write(tmp_path / "pic.md", f"# Схема\n\n![x](data:image/png;base64,{payload})\n\nподпись\n")
    write(tmp_path / "plain.md", "# Обычная\nтекст\n")
    with monkeypatch.context() as old:
        old.setattr(chunker_module, "_DATA_PAYLOAD", re.compile(r"(?!)()"))
        old.setattr(indexer_module, "_LAYOUT", indexer_module._LAYOUT.replace(";data-uri-payload=ellipsis", ""))
        assert index_collection(tmp_path, fake_embedder).embedded > 5
    report = index_collection(tmp_path, fake_embedder)
    assert (report.updated, report.unchanged) == (2, 0)
    with open_index(tmp_path, fake_embedder) as db:
        rows = db.chunks([cid for cid, _ in db.lex_search(words("подпись"), 50)]).values()
        assert [row.text for row in rows] == ["![x](data:image/png;base64,…)\n\nподпись"]


def test_an_index_cut_when_comments_held_headings_and_a_lone_cr_ended_no_line_is_cut_again(tmp_path, fake_embedder, monkeypatch):
    """Headings in comments are text and a "\r" alone ends a line: an index cut before is cut again (its
    commented-out heading was a section, its old Mac note one line), embedding only passages that changed."""
    import re

    write(tmp_path / "draft.md", "# Заметка\nтекст\n<!--\n## Старый план\nсервер 10.0.0.7\n-->\n")
    (tmp_path / "mac.md").write_bytes("# Хосты\rnexus 76.117\r\r## Прокси\rTraefik на 76.195\r".encode())
    os.utime(tmp_path / "mac.md", (PAST, PAST))
    write(tmp_path / "plain.md", "# Роутер\nKeenetic\n")
    with monkeypatch.context() as old:
        old.setattr(chunker_module, "_COMMENT", re.compile(r"(?!)"))
        old.setattr(chunker_module, "_LINE_END", re.compile(r"\r?\n"))
        old.setattr(indexer_module, "_LAYOUT", indexer_module._LAYOUT.replace(";comments=no-headings;line-ends=crlf-cr-lf", ""))
        index_collection(tmp_path, fake_embedder)
    fake_embedder.passages.clear()
    report = index_collection(tmp_path, fake_embedder)
    assert (report.updated, report.unchanged, report.reused) == (3, 0, 1)
    assert sorted(fake_embedder.passages) == ["Заметка\nтекст\n<!--\n## Старый план\nсервер 10.0.0.7\n-->",
                                              "Прокси\nTraefik на 76.195",  # the short piece's view
                                              "Хосты\nnexus 76.117", "Хосты > Прокси\nTraefik на 76.195"]
    with open_index(tmp_path, fake_embedder) as db:
        for value, place in (("сервер", (("Заметка",), 1, 2, 6)), ("Traefik", (("Хосты", "Прокси"), 4, 5, 5))):
            row, = db.chunks([cid for cid, _ in db.lex_search(words(value), 50)]).values()
            assert (row.heading_path, row.line, row.start_line, row.end_line) == place


def test_an_index_deleted_during_the_pass_is_said_to_be_lost(notes, fake_embedder):
    import shutil

    def delete(progress):  # rm -rf .memo while memo index runs
        shutil.rmtree(notes / ".memo", ignore_errors=True)

    report = index_collection(notes, fake_embedder, delete)
    assert report.updated == 2 and not (notes / ".memo" / "index.db").exists()
    assert report.warnings == [f"{notes}: индекс удалили во время индексации: записанное пропало; "
                               "следующий поиск или memo index построит его заново"]
    assert index_collection(notes, fake_embedder).warnings == []


def test_an_index_cut_when_front_matter_was_text_is_cut_again_and_embeds_only_that_note(tmp_path, fake_embedder, monkeypatch):
    """Front matter read as its kept values changed the layout: an index cut before it is cut again, and
    only the passages that changed are embedded (a note without front matter reuses its vectors)."""
    write(tmp_path / "wifi.md", "---\ntags: [дача]\ncreated: 2025-03-14\n---\nпароль под роутером\n")
    write(tmp_path / "plain.md", "# Роутер\nKeenetic\n")
    before = ("chunks=1000;passage=heading-path,plain,untitled-file-name,headings-only;views=short-own-heading;"
              "headings=at-most-300-chars")
    with monkeypatch.context() as old:
        old.setattr(chunker_module, "read_front", lambda text: ("", text))
        old.setattr(chunker_module, "front_lines", lambda lines: 0)
        old.setattr(indexer_module, "_LAYOUT", before)
        index_collection(tmp_path, fake_embedder)
    fake_embedder.passages.clear()
    report = index_collection(tmp_path, fake_embedder)
    assert (report.updated, report.embedded, report.reused) == (2, 1, 1)
    assert fake_embedder.passages == ["wifi\nдача\nпароль под роутером"]
    with open_index(tmp_path, fake_embedder) as db:
        row, = db.chunks([cid for cid, _ in db.lex_search(words("дача"), 50)]).values()
        assert row.text.startswith("---\ntags: [дача]") and stored_passages(row)[0] == fake_embedder.passages[0]
        assert db.lex_search(words("created"), 50) == []


def test_an_index_cut_before_link_targets_were_words_is_cut_again_and_embeds_nothing(tmp_path, fake_embedder, monkeypatch):
    """Link targets in the word lane changed the layout: an index cut before it is cut again, so an address
    written in a link is found, and no passage changed, so nothing is embedded."""
    write(tmp_path / "links.md", "# Вики\nСм. [здесь](https://wiki.example.org/page-42).\n\n[ref]: https://ref.example.org/x.html\n")
    write(tmp_path / "plain.md", "# Роутер\nKeenetic\n")
    before = ("chunks=1000;passage=heading-path,plain,untitled-file-name,headings-only;views=short-own-heading;"
              "headings=at-most-300-chars;front-matter=title-aliases-tags,other-values-as-words;wikilinks=shown")
    with monkeypatch.context() as old:
        old.setattr(chunker_module, "targets", lambda text: "")
        old.setattr(indexer_module, "_LAYOUT", before)
        first = index_collection(tmp_path, fake_embedder)
        assert found(tmp_path, fake_embedder, "wiki.example.org") == []
    fake_embedder.passages.clear()
    report = index_collection(tmp_path, fake_embedder)
    assert (report.updated, report.embedded, report.reused) == (2, 0, first.embedded) and fake_embedder.passages == []
    for address in ("wiki.example.org", "https://wiki.example.org/page-42", "ref.example.org/x.html"):
        assert found(tmp_path, fake_embedder, address) == ["links.md"], address


def test_a_just_written_note_is_hash_checked_next_time(tmp_path, fake_embedder, monkeypatch):
    write(tmp_path / "a.md", "# A\nсвежая правка\n", age=False)
    index_collection(tmp_path, fake_embedder)
    with open_index(tmp_path, fake_embedder) as db:
        assert db.file_state(tmp_path / "a.md").changed_ns == 0
    report = index_collection(tmp_path, fake_embedder)
    assert report.unchanged == 1 and report.embedded == 0


def test_index_collection_with_an_open_db_leaves_it_open(notes, fake_embedder):
    with open_index(notes, fake_embedder) as db:
        report = index_collection(notes, fake_embedder, db=db)
        assert report.updated == 2
        assert db.stats().files == 2


def test_duplicate_passages_are_embedded_once(tmp_path, fake_embedder):
    write(tmp_path / "a.md", "# A\nодинаковый текст\n# A\nодинаковый текст\n")
    write(tmp_path / "b.md", "# A\nодинаковый текст\n")
    report = index_collection(tmp_path, fake_embedder)
    assert report.updated == 2 and report.embedded == 1 and report.reused == 2
    assert fake_embedder.passages == ["A\nодинаковый текст"]


def test_report_defaults_are_empty():
    report = IndexReport()
    assert (report.updated, report.unchanged, report.removed, report.embedded, report.reused) == (0, 0, 0, 0, 0)
    assert report.warnings == [] and IndexReport().warnings is not report.warnings


def test_new_notes_are_embedded_together_in_batches(tmp_path, fake_embedder):
    count = indexer_module._BATCH_PASSAGES + 8  # one full batch and a remainder
    for i in range(count):
        write(tmp_path / f"n{i:03}.md", f"# Заметка {i}\nтекст номер {i}" + " слово" * (i % 7) + "\n")
    lengths = []
    fake_embedder.embed_passages = lambda texts, embed=fake_embedder.embed_passages: (lengths.append(
        [len(t) for t in texts]), embed(texts))[1]
    seen = []
    report = index_collection(tmp_path, fake_embedder, progress=seen.append)
    assert report.updated == count and report.embedded == count
    assert all(len(call) <= indexer_module._EMBED_SLICE for call in lengths)
    assert len(lengths) <= count // indexer_module._EMBED_SLICE + 2  # notes are gathered, not embedded one by one
    saved = [p.saved for p in seen]
    assert saved[-1] == count and saved == sorted(saved)
    saved_inside_first_batch = {p.saved for p in seen if p.pieces_done < indexer_module._BATCH_PASSAGES}
    assert len(saved_inside_first_batch) > 2  # notes are written while the first batch is still being embedded
    with open_index(tmp_path, fake_embedder) as db:
        assert db.stats().chunks == count


def test_long_sections_are_cut_into_pieces_that_all_carry_the_heading_path(tmp_path, fake_embedder):
    paragraphs = "\n\n".join(f"Абзац {i}: " + "видеокарта занята под модель, " * 8 for i in range(16))
    write(tmp_path / "a.md", f"# Серверы\n## Server5 (88.130)\n{paragraphs}\n")
    report = index_collection(tmp_path, fake_embedder)
    prefix = "Серверы > Server5 (88.130)\n"
    pieces = [p for p in fake_embedder.passages if p.startswith(prefix)]
    assert report.embedded == len(pieces) >= 3 and all(len(p) - len(prefix) <= 1000 for p in pieces)
    # besides the pieces only the view of the short last one (its own heading, no path) went to the model
    views = [p for p in fake_embedder.passages if not p.startswith(prefix)]
    assert views == ["Server5 (88.130)\n" + pieces[-1][len(prefix):]] and len(views[0]) <= 300 + len("Server5 (88.130)\n")


def test_notes_are_saved_as_their_pieces_are_ready_inside_one_batch(tmp_path, fake_embedder):
    """An interrupt in the middle of a batch keeps every note whose pieces were already embedded."""
    for i in range(20):
        write(tmp_path / f"n{i:02}.md", f"# Заметка {i}\nзначение{i} слово{i}\n")
    fake_embedder.fail_after = indexer_module._EMBED_SLICE + 2  # the second model call fails
    with pytest.raises(RuntimeError):
        index_collection(tmp_path, fake_embedder)
    kept = [f"n{i:02}.md" for i in range(20) if found(tmp_path, fake_embedder, f"значение{i}")]
    assert kept == [f"n{i:02}.md" for i in range(indexer_module._EMBED_SLICE)]


def test_a_long_note_is_written_in_steps_so_an_interrupt_keeps_its_embedded_pieces(tmp_path, fake_embedder, monkeypatch):
    """A note of many new pieces is written every _STEP_PIECES embedded passages: an interrupt keeps those
    (searchable, the note still to be indexed), and the next pass embeds only the rest."""
    monkeypatch.setattr(indexer_module, "_STEP_PIECES", 16)
    steps = []
    put_file = IndexDb.put_file
    monkeypatch.setattr(IndexDb, "put_file", lambda db, path, state, chunks, *rest: (
        steps.append((path.name, len(chunks))) if state.size == -1 else None, put_file(db, path, state, chunks, *rest))[1])
    count = 37
    write(tmp_path / "long.md", "# Документ\n" + "".join(f"## Раздел {i}\nзначение{i} слово{i}\n\n" for i in range(count)))
    write(tmp_path / "short.md", "# Короткая\nкороткая заметка\n")
    fake_embedder.fail_after = 36  # the fifth model call of 8 (the short note first, then 31 of the long one)
    with pytest.raises(RuntimeError):
        index_collection(tmp_path, fake_embedder)
    assert steps == [("long.md", 23)]  # after the third call: 23 of its passages embedded
    kept = [i for i in range(count) if found(tmp_path, fake_embedder, f"значение{i}")]
    assert kept == list(range(23))
    assert found(tmp_path, fake_embedder, "короткая") == ["short.md"]  # written before the long one, whole
    assert pending_bytes(tmp_path, fake_embedder)[0] == (tmp_path / "long.md").stat().st_size
    fake_embedder.fail_after, embedded_before, steps[:] = None, len(fake_embedder.passages), []
    seen = []
    report = index_collection(tmp_path, fake_embedder, progress=seen.append)
    assert (report.updated, report.unchanged, report.reused, report.embedded) == (1, 1, 23, count - 23)
    assert seen[-1].reused == 23 and seen[-1].pieces_done == count
    assert steps == []  # the stored passages are not counted again towards a step
    again = fake_embedder.passages[embedded_before:]
    assert sum(p.startswith("Раздел ") for p in again) == count  # every view, none stored by a step
    assert [i for i in range(count) if found(tmp_path, fake_embedder, f"значение{i}")] == list(range(count))
    assert index_collection(tmp_path, fake_embedder).unchanged == 2


def test_a_step_keeps_the_views_already_stored(tmp_path, fake_embedder, monkeypatch):
    """A long note whose top heading changed: every passage is new, every view (own heading and text) is
    known; a step stores those of its pieces too, so the pass after an interrupt embeds only the rest."""
    monkeypatch.setattr(indexer_module, "_STEP_PIECES", 16)
    sections = "".join(f"## Раздел {i}\nзначение{i} слово{i}\n\n" for i in range(37))
    write(tmp_path / "long.md", "# Документ\n" + sections)
    index_collection(tmp_path, fake_embedder)
    write(tmp_path / "long.md", "# Другой документ\n" + sections)
    fake_embedder.fail_after = len(fake_embedder.passages) + 36
    with pytest.raises(RuntimeError):
        index_collection(tmp_path, fake_embedder)
    with open_index(tmp_path, fake_embedder) as db:  # the stepped pieces are searched with their views
        stepped = [row.id for row in db.chunks(list(range(1, 200))).values() if row.heading_path[0] == "Другой документ"]
        assert len(stepped) == 32 and len(db.view_similarities(stepped, np.ones(fake_embedder.dimension))) == 32
    fake_embedder.fail_after, embedded_before = None, len(fake_embedder.passages)
    report = index_collection(tmp_path, fake_embedder)
    assert (report.reused, report.embedded) == (32, 5)
    # the pieces no step stored; their views, in the old rows a step replaced, were kept aside
    assert fake_embedder.passages[embedded_before:] == [f"Другой документ > Раздел {i}\nзначение{i} слово{i}" for i in range(32, 37)]


def test_each_long_note_of_a_pass_is_stepped_from_its_own_first_piece(tmp_path, fake_embedder, monkeypatch):
    monkeypatch.setattr(indexer_module, "_STEP_PIECES", 16)
    steps = []
    put_file = IndexDb.put_file
    monkeypatch.setattr(IndexDb, "put_file", lambda db, path, state, chunks, *rest: (
        steps.append((path.name, len(chunks))) if state.size == -1 else None, put_file(db, path, state, chunks, *rest))[1])
    for name, pieces in (("a.md", 20), ("b.md", 30)):  # model calls of 8: b's first 4 passages share a's last call
        write(tmp_path / name, "".join(f"# {name} {i}\nзначение{i} {name}\n\n" for i in range(pieces)))
    report = index_collection(tmp_path, fake_embedder)
    assert report.updated == 2 and steps == [("a.md", 16), ("b.md", 20)]


def test_a_pass_over_named_notes_looks_at_those_only(notes, fake_embedder):
    index_collection(notes, fake_embedder)
    write(notes / "a.md", "# Дача\nПароль сменили на кактус.\n")
    write(notes / "b.md", "# Книги\nПрочитать Сорокина и ещё кого-нибудь.\n")
    report = index_collection(notes, fake_embedder, only=["a.md", "gone.md", "notes.txt"])
    assert (report.updated, report.unchanged, report.removed) == (1, 0, 0)
    assert report.changed == [notes / "a.md"]
    assert found(notes, fake_embedder, "кактус") == ["a.md"] and found(notes, fake_embedder, "Сорокина") == []
    (notes / "a.md").unlink()
    report = index_collection(notes, fake_embedder, only=["a.md"])
    assert report.removed == 1 and report.changed == [notes / "a.md"]
    assert index_collection(notes, fake_embedder).updated == 1  # b.md waited for a full pass
    assert found(notes, fake_embedder, "Сорокина") == ["b.md"]


def test_symlinked_and_hard_linked_notes_are_reported_as_linked(notes, fake_embedder, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    write(outside / "target.md", "# Ссылка\nТекст.\n")
    os.symlink(outside / "target.md", notes / "link.md")
    os.link(notes / "b.md", outside / "b-copy.md")
    report = index_collection(notes, fake_embedder)
    assert sorted(report.linked) == ["b.md", "link.md"]
    assert index_collection(notes, fake_embedder, only=["a.md", "link.md"]).linked == ["link.md"]


def test_short_pieces_under_two_headings_are_stored_with_their_view(tmp_path, fake_embedder):
    long_text = "длинный раздел про резервные копии. " * 12
    write(tmp_path / "a.md", f"# Серверы\n## Server5\nЭксперименты только на 5090.\n## Бэкапы\n{long_text}\n")
    report = index_collection(tmp_path, fake_embedder)
    assert report.embedded == 2 and "Server5\nЭксперименты только на 5090." in fake_embedder.passages
    assert not any(p.startswith("Бэкапы\n") for p in fake_embedder.passages)  # over 300 characters: no view
    with open_index(tmp_path, fake_embedder) as db:
        ids = [cid for cid, _ in db.vec_search(fake_embedder.embed_query("x"), 10)]
        view = fake_embedder.embed_passages(["Server5\nЭксперименты только на 5090."])[0]
        scored = db.view_similarities(ids, view)
        assert len(scored) == 1 and list(scored.values())[0] == pytest.approx(1.0, abs=1e-3)
def test_stored_passages_give_the_text_the_index_embedded(tmp_path, fake_embedder):
    write(tmp_path / "wifi-dacha.md", "Сеть [Dacha_5G](https://x.y/), пароль на наклейке.\n")
    write(tmp_path / "servers.md", "Вступление без раздела.\n# Серверы\n## Server5\nДве видеокарты.\n")
    index_collection(tmp_path, fake_embedder)
    with open_index(tmp_path, fake_embedder) as db:
        rows = db.chunks([cid for cid, _ in db.lex_search(words("сеть вступление видеокарты"), 50)])
        by_text = {row.text.split()[0]: row for row in rows.values()}
        untitled = stored_passages(by_text["Сеть"])  # a note without any heading: led by its file name
        assert untitled == ["wifi dacha\nСеть Dacha_5G, пароль на наклейке.", "Сеть Dacha_5G, пароль на наклейке."]
        assert list(db.known_vectors(untitled)) == [untitled[0]]
        preamble = stored_passages(by_text["Вступление"])  # before the first heading of a note that has one
        assert list(db.known_vectors(preamble)) == [preamble[1]] == ["Вступление без раздела."]
        headed = stored_passages(by_text["Две"])
        assert headed == ["Серверы > Server5\nДве видеокарты."] and list(db.known_vectors(headed)) == headed


def test_a_pass_merges_the_word_index_once_enough_was_replaced_and_a_failure_is_a_warning(tmp_path, fake_embedder, monkeypatch):
    from memo.storage import CorruptIndexError, IndexDb, StorageError

    def long_note(word):
        return "".join(f"# Раздел {i}\n{word} номер {i}\n" for i in range(1100))

    write(tmp_path / "a.md", long_note("маяк"))
    index_collection(tmp_path, fake_embedder)
    with open_index(tmp_path, fake_embedder) as db:
        assert db._one("SELECT value FROM meta WHERE key = 'words_churn'") == ("0",)  # noqa: SLF001
    write(tmp_path / "a.md", long_note("чайка"))  # every piece replaced
    index_collection(tmp_path, fake_embedder)
    with open_index(tmp_path, fake_embedder) as db:
        assert db._one("SELECT value FROM meta WHERE key = 'words_churn'") == ("0",)  # merged by the pass  # noqa: SLF001
    assert found(tmp_path, fake_embedder, "чайка") == ["a.md"] and found(tmp_path, fake_embedder, "маяк") == []

    def failing(db):
        raise StorageError("диск переполнен")

    monkeypatch.setattr(IndexDb, "compact_words", failing)
    write(tmp_path / "b.md", "# Чай\nзелёный чай\n")
    report = index_collection(tmp_path, fake_embedder)
    assert report.updated == 1 and report.warnings == [f"{tmp_path}: индекс слов не уплотнён: диск переполнен"]
    assert found(tmp_path, fake_embedder, "чай") == ["b.md"]
    calls = []

    def damaged(db):
        calls.append(db)
        if len(calls) == 1:
            raise CorruptIndexError("повреждён")
        return False

    monkeypatch.setattr(IndexDb, "compact_words", damaged)
    write(tmp_path / "c.md", "# Кофе\nчёрный кофе\n")
    report = index_collection(tmp_path, fake_embedder)
    assert len(calls) == 2 and report.warnings == []  # damage found there is the pass's: it runs again


def test_pending_bytes_are_those_of_the_notes_a_pass_would_read(notes, fake_embedder):
    sizes = {name: (notes / name).stat().st_size for name in ("a.md", "b.md")}
    assert pending_bytes(notes, fake_embedder) == (sum(sizes.values()), [])  # no index yet
    assert not (notes / ".memo").exists()  # nothing created to find that out
    index_collection(notes, fake_embedder)
    assert pending_bytes(notes, fake_embedder) == (0, [])  # current: costs nothing
    write(notes / "b.md", "# Книги\nРоман Пелевина, второй том.\n")
    write(notes / "c.md", "# Новое\nтекст\n")
    expected = (notes / "b.md").stat().st_size + (notes / "c.md").stat().st_size
    assert pending_bytes(notes, fake_embedder) == (expected, [])
    (notes / "c.md").unlink()
    assert index_collection(notes, fake_embedder).updated == 1
    assert pending_bytes(notes, fake_embedder) == (0, [])
    assert fake_embedder.calls == 2  # the estimates embedded nothing


def test_notes_indexed_right_after_their_write_cost_nothing_until_their_size_changes(notes, fake_embedder):
    """A git checkout's notes, indexed by the watcher within the second they were written: the index
    does not trust their times (a pass reads them again), but no model work is pending for them."""
    write(notes / "a.md", "# Серверы\nВстреча по серверам в среду.\n", age=False)
    write(notes / "b.md", "# Книги\nРоман Толстого.\n", age=False)
    assert index_collection(notes, fake_embedder).updated == 2
    assert pending_bytes(notes, fake_embedder) == (0, [])
    write(notes / "b.md", "# Книги\nРоман Толстого, второй том.\n", age=False)
    assert pending_bytes(notes, fake_embedder) == ((notes / "b.md").stat().st_size, [])


@pytest.mark.parametrize("owner, mode", [(4242, 0o044), (0, 0o600)])
def test_a_note_made_unreadable_is_dropped_though_its_time_and_size_did_not_change(notes, fake_embedder, monkeypatch,
                                                                                  owner, mode):
    """chmod changes neither the modification time nor the size: without a look at the permission bits
    the unreadable note stayed searchable without a word. Judged as the user memo runs as (4242 here,
    not root): the owner's read bit for one's own note, the group's or others' for another's."""
    import errno

    import memo.notes.notes as notes_module

    index_collection(notes, fake_embedder)
    secret = notes / "b.md"
    os.chown(secret, owner, owner)
    secret.chmod(mode)
    real_open = os.open

    def refuse(file, *args, **kwargs):  # as the kernel would for that user
        if Path(file) == secret:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(indexer_module.os, "geteuid", lambda: 4242)
    monkeypatch.setattr(notes_module.os, "open", refuse)
    report = index_collection(notes, fake_embedder)
    assert report.removed == 1 and report.changed == [secret]
    assert report.warnings == [f"{secret}: пропущен: не удалось прочитать ({os.strerror(errno.EACCES)})"]
    assert found(notes, fake_embedder, "Пелевина") == []
    monkeypatch.undo()
    secret.chmod(0o644)
    assert index_collection(notes, fake_embedder).updated == 1  # readable again: back in the index
    assert found(notes, fake_embedder, "Пелевина") == ["b.md"]



def test_a_pass_past_its_deadline_ends_keeping_what_it_wrote(tmp_path, fake_embedder, monkeypatch):
    """A search's own refresh bounded by a deadline: it ends after the model call that ran past it (the
    notes written by then stay), or before any when it starts late; the next pass does the rest."""
    import time
    import types

    for number in range(20):  # one piece each: the first model call (8 passages) writes the first 8 notes
        write(tmp_path / f"n{number:02}.md", f"# Заметка {number}\nслово номер{number}\n")
    late = index_collection(tmp_path, fake_embedder, until=time.monotonic() - 1)
    assert late.deferred and late.updated == 0 and fake_embedder.calls == 0
    clock = [0.0]
    monkeypatch.setattr(indexer_module, "time", types.SimpleNamespace(monotonic=lambda: clock[0], time_ns=time.time_ns))
    real = fake_embedder.embed_passages
    fake_embedder.embed_passages = lambda texts: (clock.__setitem__(0, 10.0), real(texts))[1]  # a slow call
    cut = index_collection(tmp_path, fake_embedder, until=5.0)
    assert cut.deferred and cut.updated == 8 and fake_embedder.calls == 1
    assert found(tmp_path, fake_embedder, "номер0 номер19") == ["n00.md"]
    rest = index_collection(tmp_path, fake_embedder)
    assert not rest.deferred and rest.updated == 12 and rest.unchanged == 8
    assert not IndexReport().deferred

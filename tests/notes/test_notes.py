import errno
import hashlib
import os

import pytest

import memo.notes.notes as notes_module
from memo.notes import read_note


def test_a_good_note_is_read_with_digest_and_stat(tmp_path):
    path = tmp_path / "a.md"
    data = "\ufeff# Заголовок\nтекст\n".encode("utf-8")
    path.write_bytes(data)
    note = read_note(path)
    assert note.text == "# Заголовок\nтекст\n"
    assert note.digest == hashlib.sha256(data).hexdigest()
    assert note.size == len(data) and note.mtime_ns == os.stat(path).st_mtime_ns
    assert note.warnings == ()


def test_invalid_utf8_is_replaced_and_reported_once(tmp_path):
    path = tmp_path / "bad.md"
    path.write_bytes("начало ".encode() + b"\xff\xfe" + " конец".encode())
    note = read_note(path)
    assert note.text is not None and "начало" in note.text and "конец" in note.text and "\ufffd" in note.text
    assert len(note.warnings) == 1 and "UTF-8" in note.warnings[0] and str(path) in note.warnings[0]


def test_nul_bytes_are_skipped(tmp_path):
    path = tmp_path / "bin.md"
    path.write_bytes(b"\x89PNG\x00\x00junk")
    note = read_note(path)
    assert note.text is None and note.digest
    assert len(note.warnings) == 1 and "двоичный" in note.warnings[0]


def test_a_note_over_the_size_limit_is_skipped_without_reading(tmp_path):
    path = tmp_path / "big.md"
    path.write_text("а" * 600, encoding="utf-8")
    note = read_note(path, max_bytes=1000)
    assert note.text is None and note.digest == "" and note.size == 1200
    assert "больше" in note.warnings[0]
    assert read_note(path, max_bytes=1200).text == "а" * 600


def test_a_vanished_note_is_reported(tmp_path):
    note = read_note(tmp_path / "gone.md")
    assert note.text is None and note.digest == "" and note.size == -1
    assert "исчез" in note.warnings[0]


def test_a_symlink_loop_is_reported_not_hung(tmp_path):
    path = tmp_path / "loop.md"
    os.symlink(path, path)
    note = read_note(path)
    assert note.text is None and "не удалось прочитать" in note.warnings[0]


def test_a_folder_named_like_a_note_is_skipped(tmp_path):
    (tmp_path / "dir.md").mkdir()
    note = read_note(tmp_path / "dir.md")
    assert note.text is None and "не обычный файл" in note.warnings[0]


def test_an_unreadable_note_is_reported(tmp_path):
    path = tmp_path / "secret.md"
    path.write_text("x", encoding="utf-8")
    path.chmod(0)
    try:
        if os.access(path, os.R_OK):
            pytest.skip("running as root: file permissions do not apply "
                        "(test_a_permission_error_is_reported covers the branch)")
        note = read_note(path)
        assert note.text is None and "не удалось прочитать" in note.warnings[0]
    finally:
        path.chmod(0o644)


def test_a_permission_error_is_reported(tmp_path, monkeypatch):
    """The same refusal as an unreadable file, for any user (root included): open() fails with EACCES."""
    path = tmp_path / "secret.md"
    path.write_text("x", encoding="utf-8")

    def refuse(file, *args, **kwargs):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(file))

    monkeypatch.setattr(notes_module, "open", refuse, raising=False)
    note = read_note(path)
    assert note.text is None and note.size == -1
    assert note.warnings == (f"{path}: пропущен: не удалось прочитать ({os.strerror(errno.EACCES)})",)

import errno
import hashlib
import os

import pytest

import memo.notes.notes as notes_module
from memo.notes import change_stamp, read_note


def test_a_good_note_is_read_with_digest_and_stat(tmp_path):
    path = tmp_path / "a.md"
    data = "\ufeff# Заголовок\nтекст\n".encode("utf-8")
    path.write_bytes(data)
    note = read_note(path)
    assert note.text == "# Заголовок\nтекст\n"
    assert note.digest == hashlib.sha256(data).hexdigest()
    assert note.size == len(data) and note.changed_ns == change_stamp(os.stat(path))
    assert note.warnings == ()


def test_the_change_stamp_is_the_later_of_modification_and_status_change(tmp_path):
    """An old modification time put back (cp -p) leaves the ctime of the write; a modification time in
    the future (a clock skew, FAT's creation time in the ctime) is the later one."""
    path = tmp_path / "a.md"
    path.write_text("текст", encoding="utf-8")
    os.utime(path, (1_600_000_000, 1_600_000_000))
    info = os.stat(path)
    assert change_stamp(info) == info.st_ctime_ns > info.st_mtime_ns
    os.utime(path, (4_000_000_000, 4_000_000_000))
    info = os.stat(path)
    assert change_stamp(info) == info.st_mtime_ns > info.st_ctime_ns
    assert read_note(path).changed_ns == change_stamp(info)


def test_invalid_utf8_is_replaced_and_reported_once(tmp_path):
    path = tmp_path / "bad.md"
    path.write_bytes("начало ".encode() + b"\xff\xfe" + " конец".encode())
    note = read_note(path)
    assert note.text is not None and "начало" in note.text and "конец" in note.text and "\ufffd" in note.text
    assert len(note.warnings) == 1 and "UTF-8" in note.warnings[0] and str(path) in note.warnings[0]


def test_an_old_russian_note_in_windows_1251_is_read_as_such_with_one_warning(tmp_path):
    path = tmp_path / "old.md"
    text = "# Дача\nКлюч от калитки под третьим камнем, пароль Wi-Fi «ёжик-2009».\n"
    path.write_bytes(text.encode("cp1251"))
    note = read_note(path)
    assert note.text == text and note.digest == hashlib.sha256(text.encode("cp1251")).hexdigest()
    assert note.warnings == (f"{path}: прочитан в кодировке Windows-1251 (не UTF-8)",)


def test_bytes_that_are_neither_utf8_nor_russian_1251_stay_utf8_with_replacement(tmp_path):
    latin = tmp_path / "latin1.md"
    latin.write_bytes("# Café\nrésumé über alles\n".encode("latin-1"))  # valid 1251 bytes, but no Cyrillic
    note = read_note(latin)
    assert "\ufffd" in note.text and "Caf" in note.text and "1251" not in note.warnings[0] and "UTF-8" in note.warnings[0]
    damaged = tmp_path / "damaged.md"  # mostly good UTF-8 Russian with one bad byte: not re-read as 1251
    damaged.write_bytes("# Заметка\nочень длинная русская строка".encode() + b"\xc0" + " и конец\n".encode())
    note = read_note(damaged)
    assert "очень длинная русская строка" in note.text and "\ufffd" in note.text and "1251" not in note.warnings[0]


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_utf16_with_a_byte_order_mark_is_read_not_skipped_as_binary(tmp_path, encoding):
    path = tmp_path / "notepad.md"
    bom = "\ufeff".encode(encoding)
    path.write_bytes(bom + "# Список\nкупить молоко\n".encode(encoding))
    note = read_note(path)
    assert note.text == "# Список\nкупить молоко\n" and note.warnings == ()


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


def test_a_fifo_put_in_a_note_s_place_after_the_check_is_skipped_without_waiting(tmp_path, monkeypatch):
    """mv fifo note.md between the stat and the open: the open must not wait for a writer forever."""
    import threading

    from budget import BUDGET

    path = tmp_path / "note.md"
    path.write_text("# x\n", encoding="utf-8")
    regular = os.stat(path)
    path.unlink()
    os.mkfifo(path)
    real = os.stat
    monkeypatch.setattr(os, "stat", lambda p, *a, **k: regular if str(p) == str(path) else real(p, *a, **k))
    read: list = []
    reader = threading.Thread(target=lambda: read.append(read_note(path)), daemon=True)
    reader.start()
    reader.join(BUDGET.seconds())
    waited = reader.is_alive()
    if waited:  # let the blocked open go: a writer appears
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        reader.join(BUDGET.seconds())
    assert not waited
    assert read and read[0].text is None and read[0].warnings == (f"{path}: пропущен: не обычный файл",)
    assert read[0].size == -1


def test_a_permission_error_is_reported(tmp_path, monkeypatch):
    """The same refusal as an unreadable file, for any user (root included): open() fails with EACCES."""
    path = tmp_path / "secret.md"
    path.write_text("x", encoding="utf-8")

    real = os.open

    def refuse(file, *args, **kwargs):
        if str(file) != str(path):
            return real(file, *args, **kwargs)
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(file))

    monkeypatch.setattr(os, "open", refuse)
    note = read_note(path)
    assert note.text is None and note.size == -1
    assert note.warnings == (f"{path}: пропущен: не удалось прочитать ({os.strerror(errno.EACCES)})",)


def test_utf16_cut_short_keeps_what_can_be_read_with_one_warning(tmp_path):
    path = tmp_path / "cut.md"
    path.write_bytes("\ufeff# Список\nкупить молоко".encode("utf-16-le") + b"\x00")  # one byte too many
    note = read_note(path)
    assert note.text.startswith("# Список\nкупить молоко") and note.text.endswith("\ufffd")
    assert len(note.warnings) == 1 and "UTF-16" in note.warnings[0] and str(path) in note.warnings[0]

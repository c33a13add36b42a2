"""The reader: whole notes, sections around a line, caps with a way to read on, refusals."""
import dataclasses
import inspect

import pytest

import memo.reader as reader
from memo.chunker import Heading, chunk_markdown
from memo.reader import NoteView, ReadError, read_view, split_location
from memo.reader._contract import CONTRACT

NOTE = "вступление\n\n# Серверы\n" + "".join(f"сервер {i}\n" for i in range(1, 11)) + "## Прокси\nCaddy на 76.132\nTraefik\n"


@pytest.fixture
def note(tmp_path):
    path = tmp_path / "infra" / "hosts.md"
    path.parent.mkdir()
    path.write_text(NOTE, encoding="utf-8")
    return path


def test_facade_exports_exactly_the_contract():
    assert sorted(reader.__all__) == sorted(CONTRACT) == ["NoteView", "ReadError", "read_view", "split_location"]
    assert list(inspect.signature(read_view).parameters) == ["path", "line", "lines", "max_chars", "root"]
    assert inspect.getdoc(read_view) == CONTRACT["read_view"]["annotations"]
    assert dataclasses.is_dataclass(NoteView)


def test_a_short_note_is_shown_whole_and_numbered(note):
    view = read_view(note)
    assert (view.total_lines, view.start_line, view.end_line, view.next_line) == (16, 1, 16, None)
    assert view.lines == tuple(NOTE.split("\n")[:-1]) and view.section is None and view.outline == ()
    numbered = view.numbered().split("\n")
    assert numbered[0] == " 1\tвступление" and numbered[-1] == "16\tTraefik"
    assert view.text().split("\n")[0] == f"{note}: строки 1–16 из 16"


def test_a_line_gives_the_section_that_holds_it(note):
    view = read_view(note, line=15)
    assert (view.start_line, view.end_line, view.section) == (14, 16, Heading(2, "Прокси", 14))
    assert view.lines == ("## Прокси", "Caddy на 76.132", "Traefik") and view.next_line is None
    assert view.text() == (f"{note}: строки 14–16 из 16, раздел «Прокси» (строка 14)\n"
                           "14\t## Прокси\n15\tCaddy на 76.132\n16\tTraefik")
    assert (read_view(note, line=3).start_line, read_view(note, line=3).end_line) == (3, 13)


def test_text_before_the_first_heading_is_a_section_of_its_own(note):
    view = read_view(note, line=2)
    assert (view.start_line, view.end_line, view.section) == (1, 2, None)


def test_lines_limit_the_section_and_say_where_to_read_on(note):
    view = read_view(note, line=5, lines=4)
    assert (view.start_line, view.end_line, view.next_line) == (3, 6, 7)
    assert view.text().endswith("(показана часть; дальше — со строки 7)")
    following = read_view(note, line=7, lines=4)
    assert (following.start_line, following.end_line, following.next_line) == (7, 10, 11)
    last = read_view(note, line=11, lines=4)
    assert (last.start_line, last.end_line, last.next_line) == (11, 13, None)


def test_a_line_beyond_the_cap_from_the_heading_starts_the_view(tmp_path):
    path = tmp_path / "long.md"
    path.write_text("# Длинный\n" + "".join(f"{i:04d} " + "x" * 95 + "\n" for i in range(1, 101)), encoding="utf-8")
    first = read_view(path, line=2, max_chars=1000)
    assert (first.start_line, first.end_line, first.next_line) == (1, 10, 11)
    assert sum(len(text) + 1 for text in first.lines) <= 1000
    later = read_view(path, line=60, max_chars=1000)
    assert later.start_line == 60 and later.lines[0].startswith("0059") and later.next_line == 69
    assert later.section == Heading(1, "Длинный", 1)


def test_a_long_note_without_a_line_gives_its_outline_then_its_beginning(tmp_path):
    path = tmp_path / "big.md"
    body = "".join(f"## Раздел {i}\n" + "текст " * 30 + "\n" for i in range(1, 80))
    path.write_text("# Книга\n" + body, encoding="utf-8")
    view = read_view(path, max_chars=4000)
    assert view.outline[:2] == (Heading(1, "Книга", 1), Heading(2, "Раздел 1", 2)) and len(view.outline) == 80
    assert view.start_line == 1 and view.next_line == view.end_line + 1 < view.total_lines
    text = view.text()
    assert len(text) < 4000 + 200
    assert "оглавление (строка, заголовок):\n  1  # Книга\n  2  ## Раздел 1" in text
    assert text.index("оглавление") < text.index("начало заметки:") < text.index(" 1\t# Книга")
    whole = read_view(path, max_chars=100_000)
    assert whole.outline == () and whole.next_line is None and whole.end_line == whole.total_lines


def test_the_outline_of_a_huge_note_is_capped(tmp_path):
    path = tmp_path / "api.md"
    path.write_text("".join(f"### f{i}\nx\n" for i in range(500)), encoding="utf-8")
    text = read_view(path, max_chars=1000).text()
    assert "… и ещё заголовков: 300" in text and "### f199" in text and "### f200\n" not in text


def test_a_line_longer_than_the_cap_is_cut(tmp_path):
    path = tmp_path / "wide.md"
    path.write_text("a" * 5000 + "\nвторая\n", encoding="utf-8")
    view = read_view(path, max_chars=1000)
    assert view.lines == ("a" * 1000 + " … [строка обрезана: показаны первые 1000 из 5000 символов]",)
    assert view.next_line == 2


def test_a_note_of_one_huge_line_says_the_line_was_cut_and_has_no_heading(tmp_path):
    """A note of one line of megabytes starting with "# ": no heading (the chunker's rule), and the view
    says how much of the line it shows, though nothing is left to read on."""
    path = tmp_path / "dump.md"
    line = "# " + "x" * 999_998
    path.write_text(line + "\n", encoding="utf-8")
    view = read_view(path)
    assert view.outline == () and view.next_line is None and view.total_lines == 1
    assert view.lines == ("# " + "x" * 19_998 + " … [строка обрезана: показаны первые 20000 из 1000000 символов]",)
    assert view.text().endswith("символов]")
    assert read_view(path, line=1).section is None


def test_a_name_with_a_line_break_is_refused_on_one_line(tmp_path):
    """No collection's note has such a name (the notes cell skips it); the refusal is one line."""
    path = tmp_path / "two\nlines.md"
    path.write_text("# Заметка\nтекст\n", encoding="utf-8")
    with pytest.raises(ReadError, match="имя содержит перевод строки") as refused:
        read_view(path)
    assert "\n" not in str(refused.value) and "two\\nlines.md" in str(refused.value)


def test_an_empty_note_shows_nothing(tmp_path):
    path = tmp_path / "empty.md"
    path.write_text("", encoding="utf-8")
    view = read_view(path)
    assert (view.total_lines, view.start_line, view.end_line, view.lines) == (0, 1, 0, ())
    assert view.text() == f"{path}: заметка пуста"


@pytest.mark.parametrize("end", ["\r\n", "\r", "mixed"])
def test_lines_are_numbered_as_the_chunker_numbers_them(tmp_path, end):
    """Windows, old Mac ("\r" alone: was one line) and mixed line ends: numbered as an editor shows them."""
    lines = ["# A", "первая", "", "## B", "вторая"]
    text = "# A\r\nпервая\r\n\r## B\nвторая\r" if end == "mixed" else end.join(lines) + end
    path = tmp_path / "ends.md"
    path.write_bytes(text.encode())
    chunk = chunk_markdown(path.read_bytes().decode())[1]
    view = read_view(path, line=chunk.start_line)
    assert (chunk.line, chunk.start_line) == (4, 5) and view.total_lines == 5
    assert view.lines[chunk.start_line - view.start_line] == "вторая" and view.section.line == chunk.line
    assert read_view(path).lines == tuple(lines)


def test_a_hit_line_opens_a_view_holding_the_whole_piece(tmp_path):
    text = "# Заметка\n\n" + "\n\n".join(f"## Раздел {i}\n" + "\n".join(
        f"строка {i}.{j} " + "слово " * (j * 9) for j in range(12)) for i in range(8))
    path = tmp_path / "n.md"
    path.write_text(text, encoding="utf-8")
    for chunk in chunk_markdown(text, max_chars=300):
        view = read_view(path, line=chunk.start_line)
        shown = "\n".join(view.lines)
        assert view.start_line <= chunk.start_line <= chunk.end_line <= view.end_line
        assert all(part in shown for part in chunk.text.split("\n"))


def test_bad_utf8_is_read_with_a_warning(tmp_path):
    path = tmp_path / "bad.md"
    path.write_bytes(b"# A\n\xff\xfe text\n")
    view = read_view(path)
    assert view.lines[1].endswith("text") and len(view.warnings) == 1
    assert view.text().endswith("предупреждение: " + view.warnings[0])


@pytest.mark.parametrize("name, content, message", [
    ("notes.txt", "x", "не заметка Markdown"),
    (".hidden.md", "x", "не лежит в коллекции"),
    ("binary.md", b"\x00\x01", "двоичный"),
    ("missing.md", None, "не найдена"),
])
def test_what_is_not_a_note_is_refused(tmp_path, name, content, message):
    path = tmp_path / name
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    elif content is not None:
        path.write_bytes(content)
    with pytest.raises(ReadError, match=message) as error:
        read_view(path)
    assert str(path) in str(error.value)


def test_a_folder_named_like_a_note_is_refused(tmp_path):
    (tmp_path / "folder.md").mkdir()
    with pytest.raises(ReadError, match="не заметка коллекции"):
        read_view(tmp_path / "folder.md")


def test_notes_in_hidden_folders_below_the_root_are_refused(tmp_path):
    root = tmp_path / ".config-like-root"
    hidden = root / "notes" / ".git" / "x.md"
    hidden.parent.mkdir(parents=True)
    hidden.write_text("# X\n", encoding="utf-8")
    visible = root / "notes" / "y.md"
    visible.write_text("# Y\n", encoding="utf-8")
    with pytest.raises(ReadError, match="не лежит в коллекции"):
        read_view(hidden, root=root)
    assert read_view(visible, root=root).lines == ("# Y",)


def test_a_link_lying_in_a_hidden_folder_is_refused_as_hidden_wherever_it_points(tmp_path):
    root = tmp_path / "notes"
    (root / ".private").mkdir(parents=True)
    (root / "y.md").write_text("# Y\n", encoding="utf-8")
    (root / ".private" / "to-y.md").symlink_to(root / "y.md")  # to a visible note
    (root / ".private" / "gone.md").symlink_to(tmp_path / "secret-target.md")  # to nothing, outside
    for link in (root / ".private" / "to-y.md", root / ".private" / "gone.md"):
        with pytest.raises(ReadError, match="не лежит в коллекции") as refused:
            read_view(link, root=root)
        assert "secret" not in str(refused.value)


def test_a_line_beyond_the_end_and_bad_numbers_are_refused(note):
    with pytest.raises(ReadError, match="строк 16, строки 17 нет"):
        read_view(note, line=17)
    for kwargs in ({"line": 0}, {"lines": 0}, {"max_chars": 999}):
        with pytest.raises(ValueError):
            read_view(note, **kwargs)


def test_a_link_to_nothing_is_said_to_be_one_naming_its_target(note, tmp_path):
    """Not "заметка не найдена": the note is there, its link leads nowhere (it names what it leads to)."""
    for target in ("gone.md", "/nonexistent/dir/x.md"):
        link = note.parent / "link.md"
        link.unlink(missing_ok=True)
        link.symlink_to(target)
        with pytest.raises(ReadError) as error:
            read_view(link)
        assert str(error.value) == f"{link}: символическая ссылка никуда не ведёт ({target})"
    with pytest.raises(ReadError, match="заметка не найдена"):
        read_view(note.parent / "missing.md")


@pytest.mark.parametrize("target, parts", [
    ("~/notes/hosts.md", ("~/notes/hosts.md", None, None)),
    ("/n/hosts.md:14", ("/n/hosts.md", 14, None)),
    ("/n/hosts.md:14:20", ("/n/hosts.md", 14, 20)),
    ("/n/a:b.md", ("/n/a:b.md", None, None)),  # a colon inside the name is part of it
    ("/n/12:30.md:7", ("/n/12:30.md", 7, None)),
    ("/n/hosts.md:x", ("/n/hosts.md:x", None, None)),
])
def test_a_place_as_answers_name_it_is_split_into_path_line_and_count(target, parts):
    assert split_location(target) == parts


@pytest.mark.parametrize("target", ["/n/hosts.md:0", "/n/hosts.md:3:0"])
def test_a_place_at_line_or_count_zero_is_refused(target):
    with pytest.raises(ReadError, match="строка и число строк начинаются с 1"):
        split_location(target)


def test_a_note_in_a_folder_that_may_not_be_entered_is_refused_with_a_reason(tmp_path, monkeypatch):
    import errno
    import os

    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "n.md").write_text("# x\n", encoding="utf-8")
    real = os.stat

    def stat(path, *args, **kwargs):  # root enters any folder: the refusal as the system gives it to a user
        if str(path).startswith(str(locked) + os.sep):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", stat)
    with pytest.raises(ReadError) as refused:
        read_view(locked / "n.md")
    assert str(refused.value) == f"{locked / 'n.md'}: не удалось прочитать ({os.strerror(errno.EACCES)})"

"""Issue 9 and the discovery half of issue 10 for the notes: confinement on resolved paths,
malformed paths, a folder means every collection below it, ignore rules."""
import os
import re
from pathlib import Path

import pytest

from memo.notes import (NotesError, checked_path, find_collections, ignored, inside_roots, list_notes, note_names, read_note,
                        resolve_targets)


def touch(root: Path, rel: str, text: str = "# note\nтекст\n") -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def escape(tmp_path):
    """An allowed root whose group folder links to a folder outside it (issue 9, fault 1)."""
    root, outside = tmp_path / "root", tmp_path / "outside"
    touch(root, "grp/inside/a.md")
    touch(outside, "secret.md", "# Секрет\nпароль\n")
    os.symlink(outside, root / "grp" / "out")
    return root, outside


# --- paths ---------------------------------------------------------------------------------------

def test_inside_roots_judges_the_resolved_path(escape):
    root, outside = escape
    assert inside_roots(root / "grp" / "inside", [root])
    assert not inside_roots(root / "grp" / "out", [root])
    assert not inside_roots(root / "grp" / ".." / ".." / "outside", [root])
    assert inside_roots(root, [root]) and inside_roots(outside, None)
    (root.parent / "rootx").mkdir()
    assert not inside_roots(root.parent / "rootx", [root])  # a sibling sharing the prefix is outside


@pytest.mark.parametrize("path", ["a\x00b", "/" + "x" * 5000, "/tmp/" + "y" * 300, "/ab" * 2000,
                                  os.fsdecode(b"/tmp/bad\xffname"), "/tmp/two\nlines", "/tmp/cr\rname"])
def test_malformed_paths_are_ordinary_refusals(path):
    with pytest.raises(NotesError, match="недопустимый путь"):
        checked_path(path)
    with pytest.raises(NotesError, match="недопустимый путь"):
        resolve_targets(Path(path))
    assert find_collections(Path(path)) == []


def test_a_nul_byte_is_named_in_the_refusal():
    with pytest.raises(NotesError, match="нулевой байт"):
        checked_path("/tmp/a\x00b.md")


# --- discovery -------------------------------------------------------------------------------------

def test_a_symlinked_folder_leading_out_is_skipped_with_a_warning(escape):
    root, outside = escape
    warnings: list[str] = []
    assert resolve_targets(root / "grp", [root], warnings) == [root / "grp" / "inside"]
    assert warnings == [f"{root / 'grp' / 'out'}: пропущена: символическая ссылка ведёт за пределы разрешённых папок"]
    assert resolve_targets(root / "grp") == [root / "grp" / "inside", root / "grp" / "out"]  # the CLI follows


def test_a_named_target_outside_the_roots_is_refused(escape):
    root, outside = escape
    for named in (root / "grp" / "out", root / "grp" / "out" / "secret.md", outside):
        with pytest.raises(NotesError, match="вне разрешённых папок"):
            resolve_targets(named, [root])


def test_a_symlinked_folder_inside_the_roots_is_followed(tmp_path):
    touch(tmp_path, "root/real/a.md")
    os.symlink(tmp_path / "root" / "real", tmp_path / "root" / "alias")
    got = resolve_targets(tmp_path / "root", [tmp_path / "root"])
    assert len(got) == 1 and got[0].resolve() == (tmp_path / "root" / "real").resolve()


def test_a_symlinked_note_leading_out_is_not_read(escape):
    root, outside = escape
    link = root / "grp" / "inside" / "leak.md"
    os.symlink(outside / "secret.md", link)
    assert link in list_notes(root / "grp" / "inside")
    note = read_note(link, roots=[root])
    assert note.text is None and note.digest == "" and "за пределы разрешённых папок" in note.warnings[0]
    assert read_note(link).text.startswith("# Секрет")  # the CLI: the user is trusted


def test_a_folder_means_every_collection_at_or_below_it(tmp_path):
    touch(tmp_path, "vault/top.md")
    touch(tmp_path, "vault/a/x.md")
    touch(tmp_path, "vault/a/b/y.md")
    assert resolve_targets(tmp_path / "vault") == [tmp_path / "vault", tmp_path / "vault/a", tmp_path / "vault/a/b"]


def test_default_folders_are_skipped_below_the_named_folder_only(tmp_path):
    touch(tmp_path, "vault/a.md")
    for name in ("node_modules/pkg", "build", "vendor/lib", "dist", "target", "venv", "__pycache__"):
        touch(tmp_path, f"vault/{name}/readme.md")
    assert resolve_targets(tmp_path / "vault") == [tmp_path / "vault"]
    assert resolve_targets(tmp_path / "vault" / "build") == [tmp_path / "vault" / "build"]
    assert ignored(tmp_path / "vault" / "node_modules" / "pkg", tmp_path / "vault")
    assert ignored(tmp_path / "vault" / "build" / "readme.md", tmp_path / "vault")
    assert not ignored(tmp_path / "vault" / "a.md", tmp_path / "vault")


def test_memoignore_files_at_any_level_use_gitignore_syntax(tmp_path):
    touch(tmp_path, "vault/a.md")
    touch(tmp_path, "vault/drafts/d.md")
    touch(tmp_path, "vault/work/w.md")
    touch(tmp_path, "vault/work/private.md")
    touch(tmp_path, "vault/work/old/o.md")
    touch(tmp_path, "vault/build/keep.md")
    touch(tmp_path, "vault/work/deep/n.md")
    touch(tmp_path, "vault/work/sub/y.md")
    touch(tmp_path, "vault/work/sub/deep/x.md")
    (tmp_path / "vault/.memoignore").write_text("drafts/\n!build/\ndeep/\n")
    (tmp_path / "vault/work/.memoignore").write_text("# comment\nprivate.md\nold\n")
    assert resolve_targets(tmp_path / "vault") == [tmp_path / "vault", tmp_path / "vault/build",
                                                   tmp_path / "vault/work", tmp_path / "vault/work/sub"]
    assert resolve_targets(tmp_path / "vault/work/sub") == [tmp_path / "vault/work/sub"]  # a rule from above
    assert list_notes(tmp_path / "vault/work") == [tmp_path / "vault/work/w.md"]
    warnings: list[str] = []
    assert resolve_targets(tmp_path / "vault/drafts", None, warnings) == []
    assert warnings == [f"{tmp_path / 'vault/drafts'}: пропущена: исключена правилами .memoignore"]
    assert ignored(tmp_path / "vault/work/old/o.md", tmp_path / "vault")
    assert not ignored(tmp_path / "vault/build/keep.md", tmp_path / "vault")


def test_names_that_are_not_utf8_are_skipped_with_a_readable_reason(tmp_path):
    """A file or folder name in another encoding (an old archive's cp1251): the index names files in
    UTF-8 only, so one such name made every search of the collection fail with a UnicodeEncodeError."""
    lib = tmp_path / "lib"
    (lib / "c").mkdir(parents=True)
    (lib / "c" / "good.md").write_text("# ok\n", encoding="utf-8")
    bad_note = os.fsdecode(os.fsencode(lib / "c") + b"/\xcf\xf0\xe8.md")
    bad_folder = os.fsdecode(os.fsencode(lib) + b"/\xcf\xe0\xef\xea\xe0")
    Path(bad_note).write_text("# bad\n", encoding="utf-8")
    Path(bad_folder).mkdir()
    (Path(bad_folder) / "n.md").write_text("# n\n", encoding="utf-8")
    skipped, warnings = [], []
    assert note_names(lib / "c", skipped=skipped) == ["good.md"]
    assert skipped == [f"{lib}/c/\\xcf\\xf0\\xe8.md: пропущен: имя файла не в UTF-8 (переименуйте его, чтобы заметку было видно)"]
    skipped = []
    assert note_names(lib / "c", [os.path.basename(bad_note), "good.md"], skipped) == ["good.md"]  # as a change names it
    assert len(skipped) == 1 and "имя файла не в UTF-8" in skipped[0]
    assert find_collections(lib, warnings=warnings) == [lib / "c"]
    assert warnings == [f"{lib}/\\xcf\\xe0\\xef\\xea\\xe0: пропущена: имя папки не в UTF-8 "
                        "(переименуйте её, чтобы заметки в ней было видно)"]
    "\n".join(skipped + warnings).encode("utf-8")  # printable as they are


def test_names_with_a_line_break_are_skipped_with_a_one_line_reason(tmp_path):
    """A note or folder named with "\\n" or "\\r" printed across lines in warnings and hits and broke
    the one-line "path:line  heading" form: skipped like names that are not UTF-8, said on one line."""
    lib = tmp_path / "lib"
    touch(lib, "c/good.md")
    touch(lib, "c/two\nlines.md")
    touch(lib, "c/cr\rname.md")
    touch(lib, "dir\nname/n.md")
    skipped, warnings = [], []
    assert note_names(lib / "c", skipped=skipped) == ["good.md"] and list_notes(lib / "c") == [lib / "c/good.md"]
    assert skipped == [f"{lib}/c/cr\\rname.md: пропущен: имя файла содержит перевод строки (переименуйте его, чтобы заметку было видно)",
                       f"{lib}/c/two\\nlines.md: пропущен: имя файла содержит перевод строки (переименуйте его, чтобы заметку было видно)"]
    skipped = []
    assert note_names(lib / "c", ["two\nlines.md", "good.md"], skipped) == ["good.md"]  # as a change names it
    assert len(skipped) == 1 and "перевод строки" in skipped[0] and "\n" not in skipped[0]
    assert find_collections(lib, warnings=warnings) == [lib / "c"]
    assert warnings == [f"{lib}/dir\\nname: пропущена: имя папки содержит перевод строки "
                        "(переименуйте её, чтобы заметки в ней было видно)"]
    with pytest.raises(NotesError, match=r"имя содержит перевод строки, переименуйте его \(.*two\\nlines\.md\)$"):
        resolve_targets(lib / "c/two\nlines.md")


def test_names_with_a_tab_or_another_control_character_are_skipped_and_shown_escaped(tmp_path):
    """A note named "a<TAB>b.md" was indexed and printed raw: the tab broke the "path:line  heading"
    columns, a path copied from the screen named no file, and an ESC in a name drove the terminal.
    Skipped like a line break, the warning shows the character escaped (\\t, \\xNN)."""
    lib = tmp_path / "lib"
    touch(lib, "c/good.md")
    touch(lib, "c/tab\tname.md")
    touch(lib, "c/esc\x1b[31mred.md")
    touch(lib, "dir\tname/n.md")
    reason = "содержит управляющий символ (табуляцию или другой невидимый)"
    skipped, warnings = [], []
    assert note_names(lib / "c", skipped=skipped) == ["good.md"] and list_notes(lib / "c") == [lib / "c/good.md"]
    assert skipped == [f"{lib}/c/esc\\x1b[31mred.md: пропущен: имя файла {reason} (переименуйте его, чтобы заметку было видно)",
                       f"{lib}/c/tab\\tname.md: пропущен: имя файла {reason} (переименуйте его, чтобы заметку было видно)"]
    assert note_names(lib / "c", ["tab\tname.md", "good.md"]) == ["good.md"]  # as a change names it
    assert find_collections(lib, warnings=warnings) == [lib / "c"]
    assert warnings == [f"{lib}/dir\\tname: пропущена: имя папки {reason} (переименуйте её, чтобы заметки в ней было видно)"]
    with pytest.raises(NotesError, match=rf"имя {re.escape(reason)}, переименуйте его \(.*tab\\tname\.md\)$"):
        resolve_targets(lib / "c/tab\tname.md")
    assert checked_path(lib / "c/ok — ёлка.md") == lib / "c/ok — ёлка.md"  # printable Unicode is fine

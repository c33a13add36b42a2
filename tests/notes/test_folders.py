import os
from pathlib import Path

import pytest

from memo.notes import NotesError, broken_link, find_collections, ignore_files, ignored, list_notes, note_names, resolve_targets


def touch(root: Path, rel: str, text: str = "# note\nтекст\n") -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_find_collections_returns_only_folders_with_direct_markdown(tmp_path):
    touch(tmp_path, "a.md")
    touch(tmp_path, "sub/b.md")
    touch(tmp_path, "sub/deep/c.md")
    (tmp_path / "empty").mkdir()
    touch(tmp_path, "nested/only/deep/d.md")
    (tmp_path / "fakemd/submd").mkdir(parents=True)
    touch(tmp_path, "readme.txt", "не markdown")
    touch(tmp_path, "txtonly/notes.markdown.txt")
    got = find_collections(tmp_path)
    assert got == sorted([tmp_path, tmp_path / "sub", tmp_path / "sub/deep", tmp_path / "nested/only/deep"],
                         key=str)


def test_parent_without_direct_markdown_is_not_a_collection(tmp_path):
    touch(tmp_path, "top/inner/x.md")
    assert find_collections(tmp_path) == [tmp_path / "top/inner"]


def test_hidden_folders_and_the_index_folder_are_skipped(tmp_path):
    touch(tmp_path, ".hidden/a.md")
    touch(tmp_path, "vis/b.md")
    touch(tmp_path, "vis/.memo/stale.md")
    (tmp_path / ".memo").mkdir()
    (tmp_path / ".memo/index.db").write_bytes(b"")
    assert find_collections(tmp_path) == [tmp_path / "vis"]


def test_symlink_loop_of_folders_does_not_hang(tmp_path):
    touch(tmp_path, "lib/a.md")
    os.symlink(tmp_path, tmp_path / "lib/loop")
    os.symlink(tmp_path / "lib", tmp_path / "again")
    got = find_collections(tmp_path)
    assert len(got) == 1 and got[0].resolve() == (tmp_path / "lib").resolve()


@pytest.mark.parametrize("reverse", [False, True])
def test_a_folder_reached_directly_and_through_a_symlink_is_found_by_its_own_path(tmp_path, monkeypatch, reverse):
    """Whatever order the folder listing gives: the symlinked path would show the notes under a name
    they do not have, and memo-watch would see the real folder as a second, new collection."""
    touch(tmp_path, "lib/z-real/sub/a.md")
    os.symlink(tmp_path / "lib/z-real/sub", tmp_path / "lib/a-link")
    listed = os.scandir
    with monkeypatch.context() as patch:
        patch.setattr(os, "scandir", lambda folder: sorted(listed(folder), key=lambda e: e.name, reverse=reverse))
        found = find_collections(tmp_path / "lib")
    assert found == [tmp_path / "lib/z-real/sub"]


def test_find_collections_of_a_missing_root_is_empty(tmp_path):
    assert find_collections(tmp_path / "nope") == []


def test_resolve_a_note_gives_its_folder(tmp_path):
    note = touch(tmp_path, "top/inner/x.md")
    assert resolve_targets(note) == [tmp_path / "top/inner"]


def test_resolve_a_collection_gives_it_and_every_collection_below(tmp_path):
    touch(tmp_path, "lib/a.md")
    touch(tmp_path, "lib/sub/b.md")
    touch(tmp_path, "lib/sub/deeper/c.md")
    assert resolve_targets(tmp_path / "lib") == [tmp_path / "lib", tmp_path / "lib/sub", tmp_path / "lib/sub/deeper"]
    assert resolve_targets(tmp_path / "lib/a.md") == [tmp_path / "lib"]


def test_resolve_a_folder_alone_lists_nothing_below_it(tmp_path):
    touch(tmp_path, "lib/a.md")
    touch(tmp_path, "lib/sub/b.md")
    touch(tmp_path, "empty/sub/c.md")
    assert resolve_targets(tmp_path / "lib", below=False) == [tmp_path / "lib"]
    assert resolve_targets(tmp_path / "empty", below=False) == []
    assert find_collections(tmp_path / "lib", below=False) == [tmp_path / "lib"]


def test_resolve_a_root_gives_every_collection_below(tmp_path):
    touch(tmp_path, "infra/a.md")
    touch(tmp_path, "work/jira/b.md")
    touch(tmp_path, "life/books/c.md")
    assert resolve_targets(tmp_path) == [tmp_path / "infra", tmp_path / "life/books", tmp_path / "work/jira"]
    assert resolve_targets(tmp_path / "work") == [tmp_path / "work/jira"]
    (tmp_path / "void").mkdir()
    assert resolve_targets(tmp_path / "void") == []


def test_resolve_a_relative_path_is_absolute(tmp_path, monkeypatch):
    touch(tmp_path, "lib/a.md")
    monkeypatch.chdir(tmp_path)
    assert resolve_targets(Path("lib")) == [tmp_path / "lib"]


def test_resolve_refuses_missing_paths_and_other_files(tmp_path):
    with pytest.raises(NotesError, match="путь не найден"):
        resolve_targets(tmp_path / "nope")
    other = touch(tmp_path, "a.txt")
    with pytest.raises(NotesError, match="не заметка"):
        resolve_targets(other)
    for name, target in (("broken.md", "gone.md"), ("gone-folder", "nowhere")):  # `memo search <link> ...`
        os.symlink(tmp_path / target, tmp_path / name)
        with pytest.raises(NotesError, match=f"^{tmp_path / name}: символическая ссылка никуда не ведёт \\({tmp_path / target}\\)$"):
            resolve_targets(tmp_path / name)
    os.mkfifo(tmp_path / "pipe.md")  # `memo search pipe.md ...`: it is there, it is no note
    with pytest.raises(NotesError, match=f"^{tmp_path / 'pipe.md'}: не обычный файл \\(нужен файл .md или папка\\)$"):
        resolve_targets(tmp_path / "pipe.md")


def test_list_notes_is_direct_sorted_and_visible_only(tmp_path):
    b = touch(tmp_path, "b.md")
    a = touch(tmp_path, "a.md")
    touch(tmp_path, ".draft.md")
    touch(tmp_path, "sub/c.md")
    touch(tmp_path, "x.txt")
    (tmp_path / "dir.md").mkdir()
    os.symlink(tmp_path / "gone.md", tmp_path / "broken.md")
    os.symlink(tmp_path / "loop.md", tmp_path / "loop.md")
    os.symlink(a, tmp_path / "link.md")
    assert list_notes(tmp_path) == [a, b, tmp_path / "link.md"]
    assert list_notes(tmp_path / "missing") == []


def test_note_names_of_named_files_judges_each_alone(tmp_path):
    for rel in ("a.md", "b.MD", ".hidden.md", "x.txt", "dir.md/inner.md", "sub/c.md"):
        touch(tmp_path, rel)
    os.symlink(tmp_path / "missing.md", tmp_path / "broken.md")
    assert note_names(tmp_path) == ["a.md", "b.MD"]
    asked = ["b.MD", "a.md", "gone.md", ".hidden.md", "x.txt", "dir.md", "sub/c.md", "broken.md", "a.md"]
    assert note_names(tmp_path, asked) == ["a.md", "b.MD"]
    (tmp_path / ".memoignore").write_text("a.md\n")
    assert note_names(tmp_path, ["a.md", "b.MD"]) == ["b.MD"] == note_names(tmp_path)


def test_note_names_says_why_an_entry_named_like_a_note_is_none(tmp_path):
    touch(tmp_path, "a.md")
    (tmp_path / "dir.md").mkdir()
    os.symlink(tmp_path / "gone.md", tmp_path / "broken.md")
    os.symlink(tmp_path / "loop.md", tmp_path / "loop.md")
    os.mkfifo(tmp_path / "pipe.md")
    os.mkfifo(tmp_path / "pipe.txt")
    os.mkfifo(tmp_path / "quiet.md")
    (tmp_path / ".memoignore").write_text("quiet.md\n")
    expected = [f"{tmp_path / 'broken.md'}: пропущен: символическая ссылка никуда не ведёт ({tmp_path / 'gone.md'})",
                f"{tmp_path / 'loop.md'}: пропущен: символические ссылки зациклены",
                f"{tmp_path / 'pipe.md'}: пропущен: не обычный файл"]
    skipped: list[str] = []
    assert note_names(tmp_path, None, skipped) == ["a.md"]
    assert skipped == expected
    named: list[str] = []
    assert note_names(tmp_path, ["pipe.md", "a.md", "dir.md", "loop.md", "broken.md", "gone.md"], named) == ["a.md"]
    assert named == expected
    assert note_names(tmp_path) == ["a.md"]  # nobody asked why: no reasons looked for


def test_ignore_files_are_every_level_from_the_top_down(tmp_path):
    folder = tmp_path / "a" / "b"
    files = ignore_files(folder)
    assert files[0] == Path("/.memoignore") and files[-1] == folder / ".memoignore"
    assert files == [level / ".memoignore" for level in (*reversed(folder.parents), folder)]


def test_pathspec_is_loaded_only_for_a_folder_with_a_memoignore(tmp_path):
    """Compiling gitignore rules needs pathspec (~10 ms to import): a walk without .memoignore files
    never loads it; one with a file loads it and applies the rules."""
    import subprocess
    import sys

    touch(tmp_path, "keep/a.md")
    touch(tmp_path, "skip/b.md")
    script = ("import sys\n"
              "from pathlib import Path\n"
              "from memo.notes import resolve_targets\n"
              "root = Path(sys.argv[1])\n"
              "print(len(resolve_targets(root)), 'pathspec' in sys.modules)\n"
              "(root / '.memoignore').write_text('skip/\\n', encoding='utf-8')\n"
              "print(len(resolve_targets(root)), 'pathspec' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", script, str(tmp_path)], capture_output=True, text=True,
                         check=True).stdout
    assert out.splitlines() == ["2 False", "1 True"]


def _looping_tree(tmp_path):
    """lib/a (notes) holds `up`, a link to lib's parent; `urltest` beside lib is reached only through it;
    lib/a/b (notes) holds `root`, a link to lib itself."""
    touch(tmp_path, "lib/a/n1.md")
    touch(tmp_path, "lib/a/b/n2.md")
    touch(tmp_path, "urltest/u1.md")
    os.symlink("../..", tmp_path / "lib/a/up")
    os.symlink("../..", tmp_path / "lib/a/b/root")
    return tmp_path / "lib"


def test_a_symlinked_folder_leading_to_the_root_or_above_it_is_not_entered_and_named(tmp_path):
    """A link to an ancestor of the root (the real library's "work notes/loop-up -> ../..") found the
    root's siblings as collections below it and wrote their indexes outside the folder named."""
    lib = _looping_tree(tmp_path)
    warnings: list[str] = []
    assert find_collections(lib, warnings=warnings) == [lib / "a", lib / "a/b"]
    real = os.path.realpath
    assert sorted(warnings) == [
        f"{lib}/a/b/root: пропущена: символическая ссылка зациклена: ведёт в папку выше неё ({real(lib)})",
        f"{lib}/a/up: пропущена: символическая ссылка зациклена: ведёт в папку выше неё ({real(tmp_path)})"]
    assert not (tmp_path / "urltest/.memo").exists()


def test_a_symlink_back_to_a_folder_the_walk_came_through_is_a_loop_too(tmp_path):
    """A folder reached through a link to a folder elsewhere is still followed (the command line's rule),
    but a link in it back to the root, or to that folder itself, is a loop."""
    lib = tmp_path / "lib"
    touch(lib, "a/n1.md")
    touch(tmp_path, "outside/o1.md")
    os.symlink(tmp_path / "outside", lib / "ext")
    os.symlink(lib, tmp_path / "outside/back")
    os.symlink(".", tmp_path / "outside/again")
    warnings: list[str] = []
    assert find_collections(lib, warnings=warnings) == [lib / "a", lib / "ext"]
    loop = "пропущена: символическая ссылка зациклена: ведёт в папку выше неё"
    assert sorted(warnings) == [f"{lib}/ext/again: {loop} ({os.path.realpath(tmp_path / 'outside')})",
                                f"{lib}/ext/back: {loop} ({os.path.realpath(lib)})"]


def test_symlinked_folders_leading_elsewhere_are_followed_without_a_word(tmp_path):
    lib = tmp_path / "lib"
    touch(lib, "a/b/c/n3.md")
    touch(tmp_path, "outside/o1.md")
    os.symlink("../../outside", lib / "a/ext")
    os.symlink("b/c", lib / "a/inner")
    warnings: list[str] = []
    assert find_collections(lib, warnings=warnings) == [lib / "a/b/c", lib / "a/ext"]
    assert warnings == []


def test_a_folder_alone_says_nothing_of_the_folders_below_it(tmp_path):
    """memo-watch passes each collection alone: the links below it were judged by the walk that found it."""
    lib = _looping_tree(tmp_path)
    warnings: list[str] = []
    assert resolve_targets(lib / "a", warnings=warnings, below=False) == [lib / "a"]
    assert warnings == []
    assert resolve_targets(lib / "a", warnings=warnings) == [lib / "a", lib / "a/b"] and len(warnings) == 2


def test_broken_link_names_the_target_of_a_link_to_nothing_only(tmp_path):
    """A symbolic link whose target (or a link on its way) is missing, wherever it points; nothing else."""
    note = touch(tmp_path, "a.md")
    os.symlink("gone.md", tmp_path / "relative.md")
    os.symlink("/nonexistent/dir/x.md", tmp_path / "absolute.md")
    os.symlink(tmp_path / "relative.md", tmp_path / "chain.md")  # leads to a link to nothing
    os.symlink(note, tmp_path / "link.md")
    os.symlink(tmp_path / "loop.md", tmp_path / "loop.md")
    assert broken_link(tmp_path / "relative.md") == "символическая ссылка никуда не ведёт (gone.md)"
    assert broken_link(tmp_path / "absolute.md") == "символическая ссылка никуда не ведёт (/nonexistent/dir/x.md)"
    assert broken_link(str(tmp_path / "chain.md")) == f"символическая ссылка никуда не ведёт ({tmp_path / 'relative.md'})"
    for fine in (note, tmp_path / "link.md", tmp_path / "loop.md", tmp_path / "missing.md", tmp_path / "no/a.md",
                 tmp_path, "a\x00b.md"):
        assert broken_link(fine) is None


def test_a_folder_that_cannot_be_listed_is_named_in_a_warning_one_gone_is_not(tmp_path, monkeypatch):
    import errno

    for name in ("open", "locked", "gone"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "n.md").write_text("# x\n", encoding="utf-8")
    real = os.scandir

    def scandir(path):  # permissions do not stop root: the refusal as the system gives it
        failing = {str(tmp_path / "locked"): PermissionError, str(tmp_path / "gone"): FileNotFoundError}
        error = failing.get(str(path))
        if error is not None:
            number = errno.EACCES if error is PermissionError else errno.ENOENT
            raise error(number, os.strerror(number), str(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    warnings: list[str] = []
    assert find_collections(tmp_path, warnings=warnings) == [tmp_path / "open"]
    assert warnings == [f"{tmp_path / 'locked'}: пропущена: не удалось прочитать папку ({os.strerror(errno.EACCES)})"]


def test_ignored_judges_a_path_it_may_not_look_at_instead_of_raising(tmp_path, monkeypatch):
    import errno

    (tmp_path / "locked").mkdir()
    (tmp_path / ".memoignore").write_text("*.md/\n", encoding="utf-8")  # folders named like notes only
    real = os.stat

    def stat(path, *args, **kwargs):  # root enters any folder: the refusal as the system gives it to a user
        if str(path).startswith(str(tmp_path / "locked") + os.sep):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", stat)
    assert ignored(tmp_path / "locked" / "n.md", tmp_path) is False


def test_a_memoignore_that_is_a_fifo_has_no_rules_and_is_not_waited_on(tmp_path):
    import threading

    from budget import BUDGET

    touch(tmp_path, "notes/a.md")
    os.mkfifo(tmp_path / "notes" / ".memoignore")
    found: list = []
    walker = threading.Thread(target=lambda: found.append(find_collections(tmp_path)), daemon=True)
    walker.start()
    walker.join(BUDGET.seconds())
    waited = walker.is_alive()
    if waited:  # let the blocked open go: a writer appears and goes
        os.close(os.open(tmp_path / "notes" / ".memoignore", os.O_WRONLY | os.O_NONBLOCK))
        walker.join(BUDGET.seconds())
    assert not waited and found == [[tmp_path / "notes"]]

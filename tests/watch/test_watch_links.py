"""memo-watch keeps collections behind symlinked folders fresh: watchdog follows no link, so the watcher
watches each link's target itself and takes its events as changes under the link."""
import logging
import os
import shutil

import pytest

from memo.storage import index_exists

from budget import wait_for


def _note(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


@pytest.fixture
def lib(tmp_path):
    """lib/infra holds notes; lib/ext links to `manuals` beside lib (a folder elsewhere) with a collection of
    its own and one below it (manuals/sub)."""
    base = tmp_path.resolve()
    _note(base / "lib/infra/hosts.md", "# Хосты\nalpha в стойке 3\n")
    _note(base / "manuals/disk.md", "# Диск\nзамена диска в массиве\n")
    _note(base / "manuals/sub/raid.md", "# RAID\nпересборка массива\n")
    os.symlink("../manuals", base / "lib/ext")
    return base / "lib"


def test_changes_behind_a_symlinked_folder_are_passed_under_the_link(lib, library, started, capsys):
    """An edit, a save by rename, a new collection, a deletion and a removed index behind the link
    ("~/notes/ext -> /data/manuals") waited for the next search or the reconcile ten minutes later."""
    manuals, ext = lib.parent / "manuals", lib / "ext"
    started(lib)
    assert sorted(library.indexed) == [ext, ext / "sub", lib / "infra"]
    (manuals / "disk.md").write_text("# Диск\nконтроллер quokka-42\n", encoding="utf-8")
    assert wait_for(lambda: library.count(ext) == 2)
    (manuals / "sub" / ".raid.md.swp").write_text("# RAID\nпересборка за ночь\n", encoding="utf-8")
    os.replace(manuals / "sub" / ".raid.md.swp", manuals / "sub" / "raid.md")  # an editor's save
    assert wait_for(lambda: library.count(ext / "sub") == 2)
    _note(manuals / "new" / "n.md", "# Новая\nemu-3\n")
    assert wait_for(lambda: library.count(ext / "new") == 1)
    (manuals / "disk.md").unlink()
    assert wait_for(lambda: library.count(ext) == 3)
    assert index_exists(ext / "sub")
    shutil.rmtree(manuals / "sub" / ".memo")
    assert wait_for(lambda: index_exists(ext / "sub"))
    assert all(ext in path.parents or path in (ext, lib / "infra") for path in library.indexed)  # keyed by the link
    assert f"наблюдаю: {ext}/new" in capsys.readouterr().out


def test_each_real_folder_is_watched_once(lib, library, started):
    """Two links to one folder: the walk enters one of them, and only it is passed. A link to a folder
    inside the watched one is not watched again: to a folder the walk knows by its own path it is
    nothing, to one the walk does not enter (node_modules) its changes come through the root's watch."""
    shared, nm = lib.parent / "shared", lib / "node_modules" / "pkg"
    _note(shared / "s.md", "# Общее\nобщая заметка\n")
    _note(nm / "readme.md", "# Пакет\nописание\n")
    os.symlink("../shared", lib / "a")
    os.symlink("../shared", lib / "b")
    os.symlink("infra", lib / "alias")
    os.symlink("node_modules/pkg", lib / "pkg")
    watcher = started(lib)
    entered = [link for link in (lib / "a", lib / "b") if link in library.indexed]
    assert len(entered) == 1 and lib / "alias" not in library.indexed
    assert set(watcher._link_watches) == {lib.parent / "manuals", shared}
    (shared / "s.md").write_text("# Общее\nправка\n", encoding="utf-8")
    (nm / "readme.md").write_text("# Пакет\nправка\n", encoding="utf-8")
    (lib / "infra" / "hosts.md").write_text("# Хосты\nправка\n", encoding="utf-8")
    assert wait_for(lambda: [library.count(path) for path in (entered[0], lib / "pkg", lib / "infra")] == [2, 2, 2])
    assert {path: library.count(path) for path in (lib / "a", lib / "b", lib / "alias") if path != entered[0]} \
        == {path: 0 for path in (lib / "a", lib / "b", lib / "alias") if path != entered[0]}
    assert watcher.passes == 5 + 3


def test_a_target_that_disappears_and_comes_back_is_watched_again(lib, library, started, caplog):
    manuals, ext = lib.parent / "manuals", lib / "ext"
    watcher = started(lib)
    shutil.rmtree(manuals)
    assert wait_for(lambda: manuals not in watcher._link_watches)  # its watch ended with it
    _note(manuals / "disk.md", "# Диск\nвернулся\n")
    (lib / "infra" / "hosts.md").write_text("# Хосты\nправка\n", encoding="utf-8")  # any pass looks again
    assert wait_for(lambda: library.count(lib / "infra") == 2 and manuals in watcher._link_watches)
    # the removal and the return may each have re-indexed ext already (one pass or two, as the events fell on a busy
    # machine): what counts is that an edit after the return is seen through the new watch
    before = library.count(ext)
    (manuals / "disk.md").write_text("# Диск\nещё правка\n", encoding="utf-8")
    assert wait_for(lambda: library.count(ext) > before)
    assert not [record for record in caplog.records if record.levelno >= logging.ERROR]
    assert "не слежу" not in caplog.text  # a target gone is no failure to watch it


def test_links_added_or_removed_are_followed_from_the_next_reconcile(lib, library, started):
    other = lib.parent / "other"
    _note(other / "o.md", "# Другое\nтекст\n")
    watcher = started(lib, reconcile_every=0.5)
    (lib / "ext").unlink()
    os.symlink("../other", lib / "more")
    assert wait_for(lambda: set(watcher._link_watches) == {other} and library.count(lib / "more") >= 1)


def test_polling_neither_walks_a_looping_link_nor_misses_a_linked_folder(lib, library, started, monkeypatch, caplog):
    """The polling fallback followed every symlinked folder, a looping one too: a change beside the root,
    seen through "up -> ..", became a collection under the link with its index written outside."""
    from memo.watch import watcher as watcher_module

    class NoNotifications:
        def schedule(self, *args, **kwargs):
            raise OSError(28, "inotify watch limit reached")

    monkeypatch.setattr(watcher_module, "Observer", NoNotifications)
    _note(lib.parent / "beside" / "b.md", "# Рядом\nтекст\n")
    _note(lib / "z" / "z.md", "# Последняя\nтекст\n")
    os.symlink("../..", lib / "infra" / "up")
    started(lib)
    assert "inotify watch limit reached" in caplog.text
    (lib.parent / "manuals" / "disk.md").write_text("# Диск\nправка\n", encoding="utf-8")
    assert wait_for(lambda: library.count(lib / "ext") == 2)
    (lib.parent / "beside" / "b.md").write_text("# Рядом\nправка\n", encoding="utf-8")
    (lib / "z" / "z.md").write_text("# Последняя\nправка\n", encoding="utf-8")  # seen with it or after it
    assert wait_for(lambda: library.count(lib / "z") == 2)
    assert [path for path in library.indexed if "up" in path.parts] == []
    assert not (lib.parent / "beside" / ".memo").exists()

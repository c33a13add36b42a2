"""memo-watch answers for collections reached through symlinked folders, and says why when it cannot."""
import logging
import os

import pytest

from memo.client import ask
from memo.watch import Watcher

from budget import wait_for

LOOP = "пропущена: символическая ссылка зациклена: ведёт в папку выше неё"


def _note(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


@pytest.fixture
def lib(tmp_path):
    """lib/a and lib/a/b hold notes; lib/a/ext links to `outside`, beside lib (a folder elsewhere, followed);
    lib/a/b/up links to lib's parent (a loop), through which `urltest` beside lib would be reached."""
    base = tmp_path.resolve()
    _note(base / "lib/a/n1.md", "# Альфа\nnpm cache verify чистит кэш\n")
    _note(base / "lib/a/b/n2.md", "# Бета\nrestic ночью\n")
    _note(base / "outside/o1.md", "# Снаружи\nzot реестр образов\n")
    _note(base / "urltest/u1.md", "# Ссылки\ngitea раннеры\n")
    os.symlink("../../outside", base / "lib/a/ext")
    os.symlink("../../..", base / "lib/a/b/up")
    return base / "lib"


def _search(path, query):
    return ask({"command": "search", "cwd": os.getcwd(), "path": str(path), "query": query, "k": 1, "mode": "hybrid",
                "json": False, "env": {name: os.environ.get(name) for name in ("MEMO_MODEL_DIR", "XDG_DATA_HOME", "HOME")}})


def test_a_link_back_above_the_root_is_not_watched_and_said_once(lib, started, fake_library, caplog):
    """The real library's "work notes/loop-up -> ../..": memo-watch indexed the root's sibling as a
    collection below the link and wrote its index outside the folder it was given."""
    caplog.set_level(logging.WARNING, logger="memo.watch")
    watcher = started(lib, debounce=30.0)
    assert sorted(fake_library.indexed) == [lib / "a", lib / "a/b", lib / "a/ext"]
    assert not (lib.parent / "urltest/.memo").exists()
    said = [record.getMessage() for record in caplog.records if "зациклена" in record.getMessage()]
    assert said == [f"предупреждение: {lib}/a/b/up: {LOOP} ({lib.parent})"]  # not again by each pass
    assert watcher._watches(lib / "a/ext")


def test_a_reconcile_says_again_which_link_it_does_not_enter(lib, started, caplog):
    caplog.set_level(logging.WARNING, logger="memo.watch")
    started(lib, debounce=30.0, reconcile_every=0.3)
    assert wait_for(lambda: sum("зациклена" in record.getMessage() for record in caplog.records) >= 2)


def test_collections_reached_through_a_symlinked_folder_are_answered(lib, started):
    """A link to a folder elsewhere made the search of the whole folder work alone (the real library:
    4.9 s and 275 MB instead of 0.37 s and 13 MB), though the watcher indexes and watches it."""
    watcher = started(lib, debounce=30.0)
    reply = _search(lib, "zot реестр")
    assert reply["status"] == "ok" and f"{lib}/a/ext/o1.md:" in reply["stdout"]
    assert f"{lib}/a/b/up: {LOOP}" in reply["stderr"]
    assert _search(lib / "a" / "ext", "zot реестр")["status"] == "ok"  # the link named itself
    (lib.parent / "alias").symlink_to(lib)  # the library named through a link to it
    assert _search(lib.parent / "alias", "zot реестр")["status"] == "ok"
    assert _search(lib.parent / "alias" / "a" / "n1.md", "npm")["status"] == "ok"
    assert watcher._server.answered == 4


def test_a_search_partly_outside_what_the_watcher_watches_says_why_it_works_alone(lib, started, tmp_path):
    started(lib / "a" / "b", debounce=30.0)
    reply = _search(lib, "npm")
    assert reply["status"] == "other"
    assert reply["message"] == f"memo-watch не следит за коллекцией {lib}/a и ещё 1; ищу сам, загружая модель"
    one = _search(lib / "a" / "n1.md", "npm")  # only one collection, not watched
    assert one["status"] == "other" and "message" not in one  # nothing of it is watched: another library
    assert _search(lib / "a" / "b", "restic")["status"] == "ok"

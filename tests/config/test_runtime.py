"""Where this user's memo-watch is found: its socket, its start marker, and whether it is starting."""
import json
import os

from memo.config import mark_starting, socket_path, starting_path, unmark_starting, watcher_starting

STARTING = "memo-watch ещё проверяет коллекции после запуска; ищу по тому, что уже проиндексировано"


def test_socket_and_marker_are_in_the_runtime_folder(runtime_dir):
    assert socket_path() == str(runtime_dir / "memo" / "watch.sock")
    assert starting_path() == str(runtime_dir / "memo" / "watch.starting")


def test_socket_path_without_runtime_folder_is_per_user_and_quiet(monkeypatch, capsys):
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    path = socket_path()
    assert path.endswith(os.path.join("memo", "watch.sock")) and str(os.getuid()) in path
    assert capsys.readouterr().err == ""


def test_a_live_marker_whose_roots_hold_every_path_means_starting(runtime_dir, tmp_path):
    root, other = tmp_path / "notes", tmp_path / "other"
    (root / "infra").mkdir(parents=True)
    (tmp_path / "link").symlink_to(root / "infra")
    assert watcher_starting([str(root)]) is None  # no marker: no watcher is starting
    (runtime_dir / "memo").mkdir()

    def mark(pid, roots):
        with open(starting_path(), "w", encoding="utf-8") as marker:
            json.dump({"pid": pid, "roots": [str(r) for r in roots]}, marker)

    mark(os.getpid(), [other, root])
    assert watcher_starting([str(root / "infra")]) == STARTING
    assert watcher_starting([str(root), str(tmp_path / "link")]) == STARTING  # judged on resolved paths
    assert watcher_starting([str(root), str(tmp_path)]) is None  # one path only partly inside
    assert watcher_starting([str(tmp_path / "notesX")]) is None  # a sibling with the root's name as prefix
    assert watcher_starting([]) is None
    assert watcher_starting([str(root / ".hidden" / "coll")]) is None  # the watcher never enters it
    assert watcher_starting([str(root / "infra" / ".memo")]) is None
    mark(2 ** 22 + 1, [root])  # no such process: a marker left by a watcher that died
    assert watcher_starting([str(root)]) is None
    with open(starting_path(), "w", encoding="utf-8") as marker:
        marker.write("{broken")
    assert watcher_starting([str(root)]) is None


def test_a_marker_this_process_writes_is_read_and_only_its_own_is_removed(runtime_dir, tmp_path):
    root = tmp_path / "notes"
    (root / "infra").mkdir(parents=True)
    (runtime_dir / "memo").mkdir()
    mark_starting([tmp_path / "other", root])
    with open(starting_path(), encoding="utf-8") as marker:
        assert json.load(marker) == {"pid": os.getpid(), "roots": [str(tmp_path / "other"), str(root)]}
    assert watcher_starting([str(root / "infra")]) == STARTING
    unmark_starting()
    assert not os.path.exists(starting_path()) and watcher_starting([str(root)]) is None
    unmark_starting()  # none left: nothing to do, no error
    with open(starting_path(), "w", encoding="utf-8") as marker:
        json.dump({"pid": os.getpid() + 1, "roots": [str(root)]}, marker)  # another watcher's
    unmark_starting()
    assert os.path.exists(starting_path())

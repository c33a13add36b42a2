"""Where this user's memo-watch is found: its socket, its start marker, and whether it is starting."""
import json
import os

from memo.config import build_stamp, mark_starting, socket_path, starting_path, unmark_starting, watcher_plan

STARTING = "memo-watch ещё проверяет коллекции после запуска; ищу по тому, что уже проиндексировано"


def test_socket_and_marker_are_in_the_runtime_folder(runtime_dir):
    assert socket_path() == str(runtime_dir / "memo" / "watch.sock")
    assert starting_path() == str(runtime_dir / "memo" / f"watch.{os.getpid()}.starting")  # one per watcher


def test_socket_path_without_runtime_folder_is_per_user_and_quiet(monkeypatch, capsys):
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    path = socket_path()
    assert path.endswith(os.path.join("memo", "watch.sock")) and str(os.getuid()) in path
    assert capsys.readouterr().err == ""


def test_the_plan_of_a_live_marker_says_which_collections_a_search_builds(runtime_dir, tmp_path):
    root = tmp_path / "notes"
    infra, books, new = root / "infra", root / "life" / "books", root / "life" / "new"
    for folder in (infra, books, new, root / ".hidden" / "coll"):
        folder.mkdir(parents=True)
    (tmp_path / "link").symlink_to(infra)
    assert watcher_plan() is None  # no marker: no watcher is starting
    (runtime_dir / "memo").mkdir()
    mark_starting([root], [tmp_path / "link", books])  # infra named by a link
    plan = watcher_plan()
    assert plan is not None
    assert not plan.builds(infra) and not plan.builds(books) and not plan.builds(tmp_path / "link")
    assert plan.builds(new)  # created after the plan was made: the search indexes it as with no watcher
    assert plan.builds(root / "life") and plan.builds(root) and plan.builds(tmp_path / "notesX" / "infra")
    assert plan.builds(root / ".hidden" / "coll")  # the watcher never enters it
    assert plan.holds(infra) and plan.holds(tmp_path / "link") and not plan.holds(new)  # what status says
    assert plan.notice([new, books]) == STARTING  # a folder holding planned and unplanned collections
    assert plan.notice([tmp_path / "link"]) == STARTING  # judged on resolved paths
    assert plan.notice([new]) is None and plan.notice([]) is None


def test_a_marker_of_a_dead_watcher_or_of_another_shape_means_no_plan(runtime_dir, tmp_path):
    root = tmp_path / "notes"
    (runtime_dir / "memo").mkdir()

    def mark(marker_data):
        with open(starting_path(), "w", encoding="utf-8") as marker:
            json.dump(marker_data, marker)

    mark({"pid": os.getpid(), "roots": [str(root)], "plan": {str(tmp_path): ["notes"]}})
    assert watcher_plan() is not None and not watcher_plan().builds(root)
    mark({"pid": 2 ** 22 + 1, "roots": [str(root)], "plan": {str(tmp_path): ["notes"]}})  # a watcher that died
    assert watcher_plan() is None
    mark({"pid": os.getpid(), "roots": [str(root)]})  # an older memo-watch's marker: no plan to go by
    assert watcher_plan() is None
    for plan in (["notes"], {str(tmp_path): "notes"}):  # not {parent: [names]}
        mark({"pid": os.getpid(), "roots": [str(root)], "plan": plan})
        assert watcher_plan() is None
    mark([os.getpid()])
    assert watcher_plan() is None
    with open(starting_path(), "w", encoding="utf-8") as marker:
        marker.write("{broken")
    assert watcher_plan() is None


def test_a_plan_of_hundreds_of_collections_is_small_and_read_quickly(runtime_dir, tmp_path):
    (runtime_dir / "memo").mkdir()
    root = tmp_path / "a-rather-long-library-root" / "of-notes"
    collections = [root / f"area-{area}" / f"topic-{topic}" for area in range(30) for topic in range(20)]
    mark_starting([root], collections)
    assert os.path.getsize(starting_path()) < 20 * len(collections)  # each parent folder named once
    plan = watcher_plan()
    assert not any(map(plan.builds, collections)) and plan.builds(root / "area-3" / "topic-20")


def test_a_marker_this_process_writes_is_read_and_only_its_own_is_removed(runtime_dir, tmp_path):
    root = tmp_path / "notes"
    (root / "infra").mkdir(parents=True)
    (runtime_dir / "memo").mkdir()
    mark_starting([tmp_path / "other", root], [root / "infra", root])
    with open(starting_path(), encoding="utf-8") as marker:
        assert json.load(marker) == {"pid": os.getpid(), "roots": [str(tmp_path / "other"), str(root)],
                                     "plan": {str(root): ["infra"], str(tmp_path): ["notes"]}}
    assert watcher_plan().notice([root / "infra"]) == STARTING
    unmark_starting()
    assert not os.path.exists(starting_path()) and watcher_plan() is None
    unmark_starting()  # none left: nothing to do, no error
    with open(starting_path(), "w", encoding="utf-8") as marker:
        json.dump({"pid": os.getpid() + 1, "roots": [str(root)], "plan": {}}, marker)  # another watcher's
    unmark_starting()
    assert os.path.exists(starting_path())


def _write_marker(path, pid, plan):
    with open(path, "w", encoding="utf-8") as marker:
        json.dump({"pid": pid, "roots": [], "plan": plan}, marker)


def test_two_watchers_starting_keep_their_own_plans(runtime_dir, tmp_path):
    """A second memo-watch of the user (on other folders) neither replaces the first one's plan nor takes it
    away when its own start-up ends: a search leaves both plans' collections to their watchers."""
    ours, theirs = tmp_path / "notes" / "infra", tmp_path / "work" / "jira"
    (runtime_dir / "memo").mkdir()
    other = runtime_dir / "memo" / f"watch.{os.getppid()}.starting"  # a live process: the other watcher
    _write_marker(other, os.getppid(), {str(theirs.parent): ["jira"]})
    mark_starting([ours.parent], [ours])
    plan = watcher_plan()
    assert plan.holds(ours) and plan.holds(theirs) and plan.builds(tmp_path / "notes" / "new")
    unmark_starting()  # this watcher listens now: the other one is still starting
    assert other.exists() and watcher_plan().holds(theirs) and not watcher_plan().holds(ours)
    other.unlink()
    assert watcher_plan() is None


def test_markers_of_watchers_that_died_are_ignored_and_cleared_by_the_next_start(runtime_dir, tmp_path):
    infra = tmp_path / "notes" / "infra"
    (runtime_dir / "memo").mkdir()
    dead = runtime_dir / "memo" / f"watch.{2 ** 22 + 1}.starting"  # no such process
    _write_marker(dead, 2 ** 22 + 1, {str(infra.parent): ["infra"]})
    older = runtime_dir / "memo" / "watch.starting"  # an older memo-watch's name, live but without a plan
    with open(older, "w", encoding="utf-8") as marker:
        json.dump({"pid": os.getppid(), "roots": [str(infra.parent)]}, marker)
    assert watcher_plan() is None
    mark_starting([infra.parent], [])
    assert not dead.exists() and older.exists()  # only a marker naming a dead pid goes
    assert watcher_plan() is not None and watcher_plan().builds(infra)


def test_a_rebuilt_package_has_another_build_stamp(tmp_path):
    """A `goga build` rewrites the changed files of the package; a watcher started before then runs the old code (session 40)."""
    package = tmp_path / "memo"
    (package / "searcher").mkdir(parents=True)
    for name, when in (("__init__.py", 1_600_000_000), ("searcher/_answer.py", 1_600_000_100)):
        (package / name).write_text("x = 1\n", encoding="utf-8")
        os.utime(package / name, (when, when))
    (package / "notes.txt").write_text("not code\n", encoding="utf-8")
    stamp = build_stamp(package)
    assert stamp == f"2:{1_600_000_100 * 10**9}" and build_stamp(package) == stamp
    os.utime(package / "__init__.py", (1_600_000_200, 1_600_000_200))  # a file rewritten
    assert build_stamp(package) == f"2:{1_600_000_200 * 10**9}"
    (package / "searcher" / "_kin.py").write_text("y = 2\n", encoding="utf-8")
    os.utime(package / "searcher" / "_kin.py", (1_600_000_000, 1_600_000_000))  # a file added, older than the newest
    assert build_stamp(package) == f"3:{1_600_000_200 * 10**9}"
    assert build_stamp().count(":") == 1 and build_stamp() == build_stamp()  # the installed package

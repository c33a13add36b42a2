"""goga mutate: rows are applied to a scratch copy, rebuilt, and their tests must fail."""
import pytest

from goga_tool.cli import main

pytestmark = pytest.mark.slow  # every test runs pytest in a scratch copy, per mutation


def run(project, capsys, *args):
    main(["--root", str(project), "build"])
    capsys.readouterr()
    code = main(["--root", str(project), "mutate", *args])
    return code, capsys.readouterr().out


def test_all_killed(project, capsys):
    code, out = run(project, capsys)
    assert code == 0, out
    assert "mutate: 3 killed, 0 survived, 0 invalid of 3" in out
    assert (project / "cells/a/calc.py").read_text().count("return a + b") == 1  # the cell is untouched


def test_survivor_is_reported(project, edit, capsys):
    edit(project / "e2e/mutations.tsv", "tests/a/test_a.py::test_bump", "tests/a/test_a.py::test_weak")
    code, out = run(project, capsys)
    assert code == 1
    assert "SURVIVED a-2" in out and "1 survived" in out


def test_selection_by_id_and_cell(project, capsys):
    code, out = run(project, capsys, "b")
    assert code == 0 and "1 killed, 0 survived, 0 invalid of 1" in out
    code, out = run(project, capsys, "a-1")
    assert code == 0 and "killed   a-1" in out


def test_failing_baseline_voids_the_run(project, edit, capsys):
    edit(project / "tests/a/test_a.py", "assert add(2, 3) == 5", "assert add(2, 3) == 6")
    code, out = run(project, capsys, "a-1")
    assert code == 2 and "do not pass before mutating" in out


def test_mutation_that_does_not_build_is_invalid(project, edit, capsys):
    # parses (goga check passes it: a syntax error would stop mutate first) but does not compile
    edit(project / "e2e/mutations.tsv", "return a + b\treturn a - b", "return a + b\tbreak")
    code, out = run(project, capsys, "a-1")
    assert code == 2 and "INVALID  a-1" in out


def test_table_that_does_not_check_stops_mutate(project, edit, capsys):
    edit(project / "e2e/mutations.tsv", "return a + b\treturn a - b", "return a * b\treturn a - b")
    code, out = run(project, capsys)
    assert code == 1 and "mutate stopped" in out


def test_tests_under_mutation_are_told_the_runs_scratch_folder(project, edit, capsys):
    # a test that would fail without GOGA_MUTATE_DIR naming a folder that holds the mutated copy
    edit(project / "tests/a/test_a.py", "assert add(2, 3) == 5",
         "import os, pathlib\n    scratch = pathlib.Path(os.environ['GOGA_MUTATE_DIR'])\n"
         "    assert (scratch / 'project' / 'cells').is_dir() and pathlib.Path.cwd() == scratch / 'project'\n"
         "    assert add(2, 3) == 5")
    code, out = run(project, capsys, "a-1")
    assert code == 0 and "killed   a-1" in out, out

"""goga check: lint + contract + drift + the mutation table against cells and tests."""
from goga_tool.cli import main


def check(project, capsys):
    code = main(["--root", str(project), "check"])
    return code, capsys.readouterr().out


def test_fresh_project_checks(project, capsys):
    main(["--root", str(project), "build"])
    capsys.readouterr()
    code, out = check(project, capsys)
    assert code == 0, out
    assert "3 mutation rows ok" in out


def test_edited_cell_without_rebuild_is_drift_naming_the_file(project, edit, capsys):
    main(["--root", str(project), "build"])
    edit(project / "cells/a/calc.py", "return a + b", "return b + a")
    code, out = check(project, capsys)
    assert code == 1
    assert "[generated_is_fresh] generated/memo/a/calc.py differs from cells/a/calc.py" in out


def test_hand_edit_of_generated_is_drift(project, capsys):
    main(["--root", str(project), "build"])
    with open(project / "generated/memo/b/twice.py", "a") as f:
        f.write("# hand edit\n")
    code, out = check(project, capsys)
    assert code == 1 and "generated/memo/b/twice.py differs" in out


def test_missing_and_extra_generated_files(project, capsys):
    main(["--root", str(project), "build"])
    (project / "generated/memo/a/_contract.py").unlink()
    (project / "generated/memo/a/extra.py").write_text("")
    code, out = check(project, capsys)
    assert code == 1
    assert "generated/memo/a/_contract.py is missing (from cells/a/CODEMANIFEST)" in out
    assert "generated/memo/a/extra.py is not rendered from any cell" in out


def test_manifest_change_without_rebuild_is_drift(project, edit, capsys):
    main(["--root", str(project), "build"])
    edit(project / "cells/a/CODEMANIFEST", "Sum of `a` and `b`", "The sum of `a` and `b`")
    code, out = check(project, capsys)
    assert code == 1 and "generated/memo/a/calc.py differs" in out and "a/_contract.py differs" in out


def test_row_whose_old_does_not_occur(project, edit, capsys):
    main(["--root", str(project), "build"])
    edit(project / "e2e/mutations.tsv", "return a + b\treturn a - b", "return a * b\treturn a - b")
    code, out = check(project, capsys)
    assert code == 1 and "(a-1): `old` occurs 0 times in cells/a/calc.py" in out


def test_row_problems(project, edit, capsys):
    main(["--root", str(project), "build"])
    table = project / "e2e/mutations.tsv"
    text = table.read_text()
    rows = [
        "x-1\tcells/a/calc.py\tadd\treturn\treturn\ttests/a/test_a.py::test_add",  # occurs 3 times, no-op
        "x-2\tcells/a/calc.py\tadd\tself._value += step\tpass\ttests/a/test_a.py::test_add",  # outside target
        "x-3\tcells/a/calc.py\tadd\treturn a + b\treturn 0\ttests/b/test_b.py::test_twice",  # other cell's test
        "x-4\tcells/a/calc.py\tadd\treturn a + b\treturn 0\ttests/a/test_a.py::test_nothing",  # no such test
        "x-5\tcells/a/calc.py\tnope\treturn a + b\treturn 0\ttests/a/test_a.py::test_add",  # no such target
        "x-6\tsrc/calc.py\tadd\ta\tb\ttests/a/test_a.py::test_add",  # not a cell file
        "a-1\tcells/a/calc.py\tadd\treturn a + b\treturn 0\ttests/a/test_a.py::test_add",  # duplicate id
        "x-7\tcells/a/calc.py\tadd\treturn a + b\treturn a +\ttests/a/test_a.py::test_add",  # breaks the syntax
        "too\tfew\tcolumns",
    ]
    table.write_text(text + "\n".join(rows) + "\n")
    code, out = check(project, capsys)
    assert code == 1
    for expected in ["(x-1): old and new are the same", "(x-1): `old` occurs 3 times",
                     "(x-2): `old` is not inside `add`", "(x-3): test `tests/b/test_b.py::test_twice` is not under tests/a/",
                     "(x-4): test `tests/a/test_a.py::test_nothing` does not exist", "(x-5): target `nope` is not in",
                     "(x-6): `src/calc.py` is not a module of a cell", "(a-1): duplicate id", "3 columns, expected 6",
                     "(x-7): the mutated `add` does not parse"]:
        assert expected in out, expected


def test_every_declared_routine_and_method_needs_a_row(project, edit, capsys):
    main(["--root", str(project), "build"])
    table = project / "e2e/mutations.tsv"
    table.write_text("\n".join(line for line in table.read_text().split("\n") if not line.startswith("a-2")))
    code, out = check(project, capsys)
    assert code == 1 and "[mutation_covers_contract] `a.Counter.bump` (calc.py) has no mutation row" in out

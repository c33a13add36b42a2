"""goga contract: the code against the manifest, by parsing."""
import pytest

from goga_tool.cli import contract_problems, main

CALC = "cells/a/calc.py"


def messages(project):
    return [str(p) for p in contract_problems(project)]


def test_matching_code_passes(project, capsys):
    assert messages(project) == []
    assert main(["--root", str(project), "contract"]) == 0
    assert "code matches" in capsys.readouterr().out


def test_missing_method_is_named(project, edit, capsys):
    edit(project / CALC, "    def bump(self, step: int = 1) -> int:\n        self._value += step\n        return self._value\n", "")
    assert main(["--root", str(project), "contract"]) == 1
    out = capsys.readouterr().out
    assert "method `Counter.bump` is declared but missing" in out and CALC in out


def test_missing_routine_is_named(project, edit):
    edit(project / CALC, "def add(", "def plus(")
    found = messages(project)
    assert any("`add` is declared but missing" in m for m in found)
    assert any("public function `plus` is not declared" in m for m in found)


def test_renamed_parameter_is_named(project, edit):
    edit(project / CALC, "def add(a: int, b: int = 1)", "def add(a: int, c: int = 1)")
    assert any("parameter 2 is `c` in the code, `b` in the manifest" in m for m in messages(project))


@pytest.mark.parametrize("old,new,expected", [
    ("def add(a: int, b: int = 1)", "def add(a: int, b: int = 2)", "default `2`"),
    ("def add(a: int, b: int = 1)", "def add(a: int, b: str = 1)", "annotation `str`"),
    ("def add(a: int, b: int = 1)", "def add(a: int, *, b: int = 1)", "kind `keyword`"),
    ("def add(a: int, b: int = 1)", "def add(a: int)", "parameter `b` is declared but missing"),
    ("def add(a: int, b: int = 1)", "def add(a: int, b: int = 1, c=0)", "parameter `c` is in the code but not"),
    ("def add(a: int, b: int = 1) -> int:", "def add(a: int, b: int = 1) -> str:", "returns `str`"),
    ("def add(a: int, b: int = 1) -> int:", "def add(a: int, b: int = 1):", "has no return annotation"),
    ("def __init__(self, start: int = 0):", "def __init__(self, begin: int = 0):", "parameter 1 is `begin`"),
    ("    def value(self) -> int:", "    def value(self) -> str:", "property `Counter.value` is `str`"),
    ("    @property\n    def value(self) -> int:\n        return self._value\n", "", "property `Counter.value` is declared but missing"),
    ("class Counter:", "def Counter():\n    pass\n\n\nclass _C:", "not a class"),
])
def test_signature_drift_is_reported(project, edit, old, new, expected):
    edit(project / CALC, old, new)
    assert any(expected in m for m in messages(project)), messages(project)


def test_undeclared_public_function_class_and_method(project, edit):
    (project / CALC).write_text((project / CALC).read_text() + "\n\ndef helper():\n    pass\n\n\nclass Extra:\n    pass\n")
    edit(project / CALC, "    def bump(", "    def reset(self) -> None:\n        self._value = 0\n\n    def bump(")
    found = messages(project)
    assert any("public function `helper` is not declared" in m for m in found)
    assert any("public class `Extra` is not declared" in m for m in found)
    assert any("public method `Counter.reset` is not declared" in m for m in found)


def test_private_names_and_modules_are_free(project):
    (project / "cells/a/calc.py").write_text((project / CALC).read_text() + "\n\ndef _helper():\n    pass\n")
    (project / "cells/a/_util.py").write_text("def anything():\n    pass\n")
    assert messages(project) == []


def test_public_module_without_declarations_is_reported(project):
    (project / "cells/a/util.py").write_text("X = 1\n")
    assert any("public module `util.py`" in m for m in messages(project))


def test_dataclass_fields_are_the_constructor_and_properties(project, edit):
    (project / CALC).write_text(
        "from dataclasses import dataclass\n\n\ndef add(a: int, b: int = 1) -> int:\n    return a + b\n\n\n"
        "@dataclass\nclass Counter:\n    start: int = 0\n    value: int = 0\n\n"
        "    def bump(self, step: int = 1) -> int:\n        return step\n")
    found = messages(project)
    assert any("parameter `value` is in the code but not in the manifest" in m for m in found), found


def test_cell_imports_must_be_declared(project, edit):
    edit(project / "cells/b/twice.py", "from memo.a import Counter", "from memo.a import Counter, add")
    assert any("`add` is imported from `a` in the code but not listed" in m for m in messages(project))
    edit(project / "cells/b/CODEMANIFEST", "      - Counter\n", "      - Counter\n      - add\n")
    edit(project / "cells/b/CODEMANIFEST", "Uses `Counter`", "Uses `Counter` and `add`")
    assert messages(project) == []
    (project / "cells/a/calc.py").write_text((project / CALC).read_text() + "\nfrom memo.b import twice\n")
    assert any("imports from cell `b`, which the manifest does not import" in m for m in messages(project))


def test_deep_import_past_the_facade_is_reported(project, edit):
    edit(project / "cells/b/twice.py", "from memo.a import Counter", "from memo.a.calc import Counter")
    assert any("use the facade `memo.a`" in m for m in messages(project))

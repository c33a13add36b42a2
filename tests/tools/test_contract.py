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


def build_and_check(project, capsys):
    """`goga build` then `goga check`, as CI runs them: (exit code, output of check)."""
    main(["--root", str(project), "build"])
    capsys.readouterr()
    code = main(["--root", str(project), "check"])
    return code, capsys.readouterr().out


TWICE = "cells/b/twice.py"
COUNTER_INIT = "class Counter:\n    def __init__(self, start: int = 0):\n        self._value = start\n"

# (rule, file, old, new, words the message must contain): each is a break `goga check` must refuse.
GAPS = [
    # another cell through a relative import, not in the manifest's Imports (a imports nothing)
    ("cell_import_is_declared", CALC, "def add(", "from ..b import twice\n\n\ndef add(",
     ["`from ..b import ...` reaches outside cell `a`", "imports from cell `b`, which the manifest does not import"]),
    ("cell_import_is_declared", TWICE, "from memo.a import Counter", "from ..a import Counter",
     ["`from ..a import ...` reaches outside cell `b`"]),
    ("cell_import_is_declared", TWICE, "from memo.a import Counter", "from memo.a import Counter\nimport memo.a.calc",
     ["`import memo.a.calc` bypasses the facade"]),
    ("cell_import_is_declared", TWICE, "from memo.a import Counter", "from memo.a import Counter\nfrom memo import a",
     ["`from memo import a` imports the cell as a module"]),
    ("cell_import_is_declared", TWICE, "from memo.a import Counter",
     "from memo.a import Counter\nimport importlib\n_calc = importlib.import_module('memo.a.calc')",
     ["imports a module of memo by name"]),
    ("cell_import_is_declared", TWICE, "from memo.a import Counter", "from memo.a.calc import Counter",
     ["use the facade `memo.a`"]),
    # a private module is no back door
    ("cell_import_is_declared", "cells/b/_helpers.py", "", "import memo.a.calc\n", ["`import memo.a.calc`"]),
    # hand-written docstrings on declared items
    ("declared_item_has_no_docstring", CALC, "def add(a: int, b: int = 1) -> int:\n",
     'def add(a: int, b: int = 1) -> int:\n    """Adds."""\n', ["`add` has a docstring"]),
    ("declared_item_has_no_docstring", CALC, "class Counter:\n", 'class Counter:\n    """Counts."""\n\n',
     ["`Counter` has a docstring"]),
    ("declared_item_has_no_docstring", CALC, "        self._value += step\n",
     '        """Bumps."""\n        self._value += step\n', ["`Counter.bump` has a docstring"]),
    ("declared_item_has_no_docstring", CALC, "        return self._value\n\n    def bump",
     '        """The value."""\n        return self._value\n\n    def bump', ["`Counter.value` has a docstring"]),
    # async
    ("routine_is_not_async", CALC, "def add(", "async def add(", ["`add` is `async def`"]),
    ("routine_is_not_async", CALC, "    def bump(", "    async def bump(", ["`Counter.bump` is `async def`"]),
    # decorators that change how an item is called
    ("decorator_is_known_safe", CALC, "def add(", "from contextlib import contextmanager\n\n\n@contextmanager\ndef add(",
     ["`add` is decorated with `@contextmanager`"]),
    ("decorator_is_known_safe", CALC, "def add(", "def _twice(f):\n    return lambda *a: f(*a) * 2\n\n\n@_twice\ndef add(",
     ["`add` is decorated with `@_twice`"]),
    ("decorator_is_known_safe", CALC, "    def bump(", "    @_wrap\n    def bump(", ["`Counter.bump` is decorated with `@_wrap`"]),
    ("decorator_is_known_safe", CALC, "class Counter:", "@_register\nclass Counter:", ["`Counter` is decorated with `@_register`"]),
    ("signature_matches", CALC, "    def bump(", "    @property\n    def bump(", ["`Counter.bump` is a property in the code"]),
    # a subclass without __init__ of its own: the inherited constructor is what a caller gets
    ("signature_matches", CALC, COUNTER_INIT,
     "class _Base:\n    def __init__(self, begin: int = 0):\n        self._value = begin\n\n\nclass Counter(_Base):\n",
     ["`Counter (constructor from `_Base.__init__`)`: parameter 1 is `begin`"]),
    ("signature_matches", CALC, COUNTER_INIT, "class Counter(Exception):\n",
     ["`Counter` declares constructor parameters but has no __init__ and inherits `Exception.__init__`"]),
    ("signature_matches", CALC, COUNTER_INIT, "class Counter(SomeFramework):\n",
     ["inherits the constructor of `SomeFramework`, which goga cannot read"]),
    ("signature_matches", CALC, COUNTER_INIT,
     "from dataclasses import dataclass\n\n\n@dataclass\nclass _Base:\n    start: int = 0\n    step: int = 1\n\n\n"
     "class Counter(_Base):\n", ["parameter `step` is in the code but not in the manifest"]),
    # what a typer caller must pass: `Option(...)` is required, whatever the Python default looks like
    ("signature_matches", CALC, "def add(a: int, b: int = 1)", "def add(a: int, b: int = typer.Option(...))",
     ["parameter `b` is required for a caller of the code, optional (default `1`) in the manifest"]),
    ("signature_matches", CALC, "def add(a: int, b: int = 1)", "def add(a: int, b: int = typer.Argument(2))",
     ["parameter `b` has default `2` in the code, `1` in the manifest"]),
]


@pytest.mark.parametrize("rule,file,old,new,words", GAPS, ids=[f"{g[0]}-{i}" for i, g in enumerate(GAPS)])
def test_check_refuses_each_break_naming_the_rule(project, edit, capsys, rule, file, old, new, words):
    code, out = build_and_check(project, capsys)
    assert code == 0, out
    if old:
        edit(project / file, old, new)
    else:
        (project / file).write_text(new, encoding="utf-8")
    code, out = build_and_check(project, capsys)
    assert code == 1, out
    found = [line for line in out.split("\n") if line.startswith(f"[{rule}]") and f"--> {file}" in line]
    assert found, out
    for word in words:
        assert any(word in line for line in found), (word, out)


# Breaks that look alike but keep the call the manifest declares: `goga check` accepts them.
ALLOWED = [
    (CALC, "def add(", "import functools\n\n\n@functools.lru_cache(maxsize=8)\ndef add("),
    (CALC, COUNTER_INIT, "class _Base:\n    def __init__(self, start: int = 0):\n        self._value = start\n\n\n"
     "class Counter(_Base):\n"),
    (CALC, COUNTER_INIT, "from dataclasses import dataclass, field\n\n\n@dataclass\nclass _Base:\n    start: int = 0\n\n\n"
     "@dataclass\nclass Counter(_Base):\n    _value: int = field(default=0, init=False)\n"),
    (CALC, "def add(a: int, b: int = 1)", "def add(a: int, b: Annotated[int, typer.Option('--b')] = typer.Option(1))"),
    (CALC, "    def bump(", "    @staticmethod\n    def _helper():\n        pass\n\n    @classmethod\n    def bump("),
    (CALC, "def add(a: int, b: int = 1) -> int:\n",
     'def add(a: int, b: int = 1) -> int:\n    def _inner():\n        """A private helper may say what it does."""\n'),
    (TWICE, "def twice(", "from . import _helpers\n\n\ndef twice("),
]


@pytest.mark.parametrize("file,old,new", ALLOWED, ids=[f"allowed-{i}" for i in range(len(ALLOWED))])
def test_check_accepts_what_keeps_the_declared_call(project, edit, capsys, file, old, new):
    (project / "cells/b/_helpers.py").write_text("X = 1\n")
    edit(project / file, old, new)
    code, out = build_and_check(project, capsys)
    assert code == 0, out


def test_inherited_constructor_of_another_cell_is_its_declared_one(project, edit, capsys):
    edit(project / "cells/b/CODEMANIFEST", "\n---\nAuthor",
         '\n"Counter::Tally(start: int = 0)":\n  location: twice.py\n  annotations: |\n    A `Counter` by another name.\n'
         '  methods:\n    "bump(step: int = 1) -> value:int": |\n      As `Counter`, `step` and `value`.\n\n---\nAuthor')
    edit(project / TWICE, "\n\ndef twice(", "\n\nclass Tally(Counter):\n    def bump(self, step: int = 1) -> int:\n"
         "        return super().bump(step)\n\n\ndef twice(")
    with open(project / "e2e/mutations.tsv", "a") as table:
        table.write("b-2\tcells/b/twice.py\tTally.bump\treturn super().bump(step)\treturn 0\ttests/b/test_b.py::test_twice\n")
    code, out = build_and_check(project, capsys)
    assert code == 0, out
    edit(project / "cells/b/CODEMANIFEST", "Tally(start: int = 0)", "Tally(begin: int = 0)")
    code, out = build_and_check(project, capsys)
    assert code == 1
    assert "`Tally (constructor from `Counter` as cells/a declares it)`: parameter 1 is `start`" in out

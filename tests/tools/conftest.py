"""A tiny goga project in a temporary folder, for testing the toolchain on something it can break."""
from pathlib import Path

import pytest

MANIFEST_A = """\
Usages:
  conventions: .goga/usages/conventions.md

Annotations: |
  Follow `conventions`. Arithmetic for the tests of goga.

---

"add(a: int, b: int = 1) -> total:int":
  location: calc.py
  annotations: |
    Sum of `a` and `b` as `total`.

"Counter(start: int = 0)":
  location: calc.py
  annotations: |
    Counts up from `start`.
  properties:
    "value -> int": the current count.
  methods:
    "bump(step: int = 1) -> value:int": |
      Add `step` and return the new `value`.

---
Author: Goga
CreatedAt: 30/11/26
Description: |
  Cell a.
"""

CODE_A = '''\
def add(a: int, b: int = 1) -> int:
    return a + b


class Counter:
    def __init__(self, start: int = 0):
        self._value = start

    @property
    def value(self) -> int:
        return self._value

    def bump(self, step: int = 1) -> int:
        self._value += step
        return self._value
'''

MANIFEST_B = """\
Imports:
  - Types:
      - Counter
    From: cells/a

Usages:
  conventions: .goga/usages/conventions.md

Annotations: |
  Follow `conventions`. Uses `Counter` from cell a.

---

"twice(counter: Counter) -> value:int":
  location: twice.py
  annotations: |
    Bump `counter` twice and return `value`.

---
Author: Goga
CreatedAt: 30/11/26
Description: |
  Cell b.
"""

CODE_B = '''\
from memo.a import Counter


def twice(counter: Counter) -> int:
    counter.bump()
    return counter.bump()
'''

TESTS_A = '''\
from memo.a import Counter, add


def test_add():
    assert add(2, 3) == 5
    assert add(2) == 3


def test_bump():
    c = Counter(5)
    assert c.bump() == 6
    assert c.bump(4) == 10


def test_weak():
    assert Counter().value == 0
'''

TABLE = (
    "id\tfile\ttarget\told\tnew\ttest\n"
    "a-1\tcells/a/calc.py\tadd\treturn a + b\treturn a - b\ttests/a/test_a.py::test_add\n"
    "a-2\tcells/a/calc.py\tCounter.bump\tself._value += step\tself._value += 1\ttests/a/test_a.py::test_bump\n"
    "b-1\tcells/b/twice.py\ttwice\t    counter.bump()\\n\t    pass\\n\ttests/b/test_b.py::test_twice\n"
)

TESTS_B = '''\
from memo.a import Counter
from memo.b import twice


def test_twice():
    assert twice(Counter()) == 2
'''


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    write(root / ".goga/config.yml", "language: python\npackage: memo\nversion: 1.2.3\ndescription: test project\n")
    write(root / ".goga/usages/conventions.md", "# conventions\n")
    write(root / "cells/a/CODEMANIFEST", MANIFEST_A)
    write(root / "cells/a/calc.py", CODE_A)
    write(root / "cells/b/CODEMANIFEST", MANIFEST_B)
    write(root / "cells/b/twice.py", CODE_B)
    write(root / "tests/a/test_a.py", TESTS_A)
    write(root / "tests/b/test_b.py", TESTS_B)
    write(root / "e2e/mutations.tsv", TABLE)
    return root


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.fixture
def edit():
    """edit(path, old, new): replace the first occurrence, failing loudly if `old` is not there."""
    return _edit

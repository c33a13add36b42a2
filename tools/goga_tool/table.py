"""The mutation table (e2e/mutations.tsv) and its checks against the cells and the tests."""
from __future__ import annotations

import ast
import textwrap
from dataclasses import dataclass
from pathlib import Path

from .lint import Problem
from .manifest import Manifest

TABLE = Path("e2e") / "mutations.tsv"
COLUMNS = ["id", "file", "target", "old", "new", "test"]


@dataclass(frozen=True)
class Row:
    line: int
    id: str
    file: str
    target: str
    old: str
    new: str
    test: str

    @property
    def cell(self) -> str | None:
        parts = Path(self.file).parts
        return parts[1] if len(parts) == 3 and parts[0] == "cells" else None


def unescape(text: str) -> str:
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text) and text[i + 1] in "nt\\":
            out.append({"n": "\n", "t": "\t", "\\": "\\"}[text[i + 1]])
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def read_rows(root: Path) -> tuple[list[Row], list[Problem]]:
    path = root / TABLE
    if not path.is_file():
        return [], [Problem("mutation_table_exists", "no mutation table", str(TABLE))]
    rows, problems = [], []
    for number, raw in enumerate(path.read_text(encoding="utf-8").split("\n"), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        fields = raw.split("\t")
        if fields == COLUMNS:
            continue
        if len(fields) != len(COLUMNS):
            problems.append(Problem("mutation_row_is_valid", f"line {number}: {len(fields)} columns, expected "
                                    f"{len(COLUMNS)} ({', '.join(COLUMNS)})", str(TABLE)))
            continue
        ident, file, target, old, new, test = fields
        rows.append(Row(number, ident, file, target, unescape(old), unescape(new), test))
    return rows, problems


def item_span(source: str, target: str) -> tuple[int, int] | None:
    """Character span of a declared routine (`name`) or method (`Entity.method`) in source."""
    tree = ast.parse(source)
    body, node = tree.body, None
    for part in target.split("."):
        node = next((n for n in body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                     and n.name == part), None)
        if node is None:
            return None
        body = node.body
    starts = [0]
    for line in source.split("\n"):
        starts.append(starts[-1] + len(line) + 1)
    first = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])
    return starts[first - 1], starts[node.end_lineno] - 1  # to the end of its last line (end_col_offset counts bytes)


def unparsable(code: str) -> str | None:
    """Why a routine's source (indented as in its module) is not Python, or None: a row whose `new` breaks
    the syntax would only ever be "invalid" to `goga mutate`, never a mutant."""
    try:
        ast.parse(textwrap.dedent(code))
    except SyntaxError as error:
        return f"{error.msg} (line {error.lineno} of the routine)"
    return None


def test_exists(root: Path, test: str) -> bool:
    file, _, name = test.partition("::")
    path = root / file
    if not name or not path.is_file():
        return False
    tree = ast.parse(path.read_text(encoding="utf-8"))
    body = tree.body
    parts = name.split("::")
    for part in parts[:-1]:
        cls = next((n for n in body if isinstance(n, ast.ClassDef) and n.name == part), None)
        if cls is None:
            return False
        body = cls.body
    base = parts[-1].split("[", 1)[0]
    return any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == base for n in body)


def targets(m: Manifest) -> list[tuple[str, str]]:
    """(location, target) of every declared routine and method: each needs a mutation row."""
    out = []
    for item in m.items:
        if item.kind == "routine":
            out.append((item.location, item.name))
        elif item.kind == "entity":
            out.extend((item.location, f"{item.name}.{meth.name}") for meth in item.methods)
    return out


def select(rows: list[Row], only: list[str]) -> list[Row]:
    """Rows named by id or by cell; all rows when `only` is empty."""
    return [row for row in rows if not only or row.id in only or row.cell in only]


def check_rows(root: Path, manifests: dict[str, Manifest], only: list[str] = ()) -> list[Problem]:
    """Problems of the table; with `only`, of the selected rows alone (coverage is not checked)."""
    rows, problems = read_rows(root)
    rows = select(rows, list(only))
    where = str(TABLE)

    def report(row: Row, message: str) -> None:
        problems.append(Problem("mutation_row_is_valid", f"line {row.line} ({row.id}): {message}", where))

    ids: set[str] = set()
    covered: set[tuple[str, str]] = set()
    for row in rows:
        if row.id in ids:
            report(row, "duplicate id")
        ids.add(row.id)
        cell = row.cell
        if cell is None or cell not in manifests:
            report(row, f"`{row.file}` is not a module of a cell (cells/<cell>/<file>.py)")
            continue
        path = root / row.file
        if not path.is_file():
            report(row, f"`{row.file}` does not exist")
            continue
        if row.old == row.new:
            report(row, "old and new are the same (a no-op mutation)")
        source = path.read_text(encoding="utf-8")
        count = source.count(row.old)
        if count != 1:
            report(row, f"`old` occurs {count} times in {row.file}; it must occur exactly once")
        else:
            span = item_span(source, row.target)
            at = source.index(row.old)
            if span is None:
                report(row, f"target `{row.target}` is not in {row.file}")
            elif not (span[0] <= at and at + len(row.old) <= span[1]):
                report(row, f"`old` is not inside `{row.target}`")
            else:
                broken = unparsable(source[span[0]:span[1]].replace(row.old, row.new, 1))
                if broken:
                    report(row, f"the mutated `{row.target}` does not parse: {broken}")
        if not row.test.startswith(f"tests/{cell}/"):
            report(row, f"test `{row.test}` is not under tests/{cell}/")
        elif not test_exists(root, row.test):
            report(row, f"test `{row.test}` does not exist")
        covered.add((cell, row.target))
    for cell, m in sorted(manifests.items()):
        if only:
            break
        for location, target in targets(m):
            if (cell, target) not in covered:
                problems.append(Problem("mutation_covers_contract",
                                        f"`{cell}.{target}` ({location}) has no mutation row", where))
    return problems

"""goga lint: every rule has an example that breaks it, and the clean project passes."""
import pytest

from goga_tool.cli import main
from goga_tool.lint import lint

A = "cells/a/CODEMANIFEST"
B = "cells/b/CODEMANIFEST"

# (rule, file, old, new): a one-edit way to break each rule on the fixture project.
BREAKS = [
    ("manifest_is_parsable", A, "---\nAuthor: Goga", "Author: Goga"),
    ("manifest_is_parsable", A, "Usages:\n  conventions", "Usages: [\n  conventions"),
    ("header_has_only_valid_keys", A, "Usages:", "Extra: 1\nUsages:"),
    ("footer_has_only_valid_keys", A, "Author: Goga", "Author: Goga\nVersion: 2"),
    ("footer_has_only_valid_keys", A, "CreatedAt: 30/11/26", "CreatedAt: 2026-11-30"),
    ("imports_can_not_be_empty", A, "Usages:", "Imports: []\nUsages:"),
    ("imports_has_only_valid_keys", B, "    From: cells/a", "    Form: cells/a"),
    ("import_has_not_duplicate", B, "      - Counter\n", "      - Counter\n      - Counter\n"),
    ("import_has_valid_from_path", B, "From: cells/a", "From: cells/zzz"),
    ("import_has_valid_from_path", B, "From: cells/a", "From: cells/b"),
    ("import_type_exists", B, "      - Counter\n", "      - Counter\n      - Missing\n"),
    ("import_usage_exists", B, "      - Counter\n", "      - Counter\n    Usages:\n      - nowhere\n"),
    ("import_is_used", B, "      - Counter\n", "      - Counter\n      - add\n"),
    ("imports_has_not_cyclical_deps", A, "Usages:", "Imports:\n  - Types: [twice]\n    From: cells/b\nUsages:"),
    ("usage_filepath_exists", A, "conventions: .goga/usages/conventions.md", "conventions: .goga/usages/none.md"),
    ("usage_filepath_exists", A, "conventions: .goga/usages/conventions.md", "conventions: README.md"),
    ("all_usages_is_used", A, "Usages:\n", "Usages:\n  extra: inline practice text\n"),
    ("usage_links_has_not_conflicts", B, "    From: cells/a", "    Usages: [conventions]\n    From: cells/a"),
    ("entity_has_only_valid_keys", A, "  properties:", "  color: red\n  properties:"),
    ("routine_has_only_valid_keys", A, "  location: calc.py\n  annotations: |\n    Sum",
     "  location: calc.py\n  returns: int\n  annotations: |\n    Sum"),
    ("entities_and_routines_has_not_conflicts", A, '"Counter(start: int = 0)":',
     '"add(x: int) -> y:int":\n  location: calc.py\n  annotations: again\n\n"Counter(start: int = 0)":'),
    ("signature_is_valid", A, '"add(a: int, b: int = 1) -> total:int"', '"add(a: int, b: = 1) -> total:int"'),
    ("signature_is_valid", A, '"value -> int"', '"value"'),
    ("return_type_has_link", A, "-> total:int", "-> int"),
    ("return_type_has_link", A, '"bump(step: int = 1) -> value:int"', '"bump(step: int = 1)"'),
    ("location_is_required", A, "  location: calc.py\n  annotations: |\n    Sum", "  annotations: |\n    Sum"),
    ("location_is_required", A, "  location: calc.py\n  annotations: |\n    Sum", "  location: ../calc.py\n  annotations: |\n    Sum"),
    ("location_is_required", A, "  location: calc.py\n  annotations: |\n    Sum", "  location: calc\n  annotations: |\n    Sum"),
    ("mutation_exists", A, '"Counter(start: int = 0)"', '"Nothing::Counter(start: int = 0)"'),
    ("mutation_exists", A, "\n---\nAuthor", '\n"->Ghost": {}\n\n---\nAuthor'),
    ("annotation_links_exists", A, "Sum of `a` and `b`", "Sum of `a` and `c`"),
    ("annotation_is_required", A, "    \"value -> int\": the current count.", "    \"value -> int\": \"\""),
]


def test_clean_project_passes(project):
    assert lint(project) == []
    assert main(["--root", str(project), "lint"]) == 0


@pytest.mark.parametrize("rule,file,old,new", BREAKS, ids=[f"{b[0]}-{i}" for i, b in enumerate(BREAKS)])
def test_each_rule_has_a_failing_example(project, edit, capsys, rule, file, old, new):
    edit(project / file, old, new)
    problems = lint(project)
    assert rule in {p.rule for p in problems}, problems
    assert main(["--root", str(project), "lint"]) == 1
    out = capsys.readouterr().out
    assert f"[{rule}]" in out and f"--> {file}" in out  # goga's error format
    assert out.rstrip().split("\n")[-1].startswith("lint: ")  # the summary line


def test_builtin_bases_are_allowed(project, edit):
    edit(project / A, '"Counter(start: int = 0)"', '"Exception::Counter(start: int = 0)"')
    assert "mutation_exists" not in {p.rule for p in lint(project)}


def test_aliases_resolve(project, edit):
    edit(project / B, "      - Counter\n", "      - Counter AS Tally\n")
    edit(project / B, "Uses `Counter` from", "Uses `Tally` from")
    edit(project / B, "twice(counter: Counter)", "twice(counter: Tally)")
    assert lint(project) == []

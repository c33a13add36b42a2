"""The `goga` command: lint, contract, build, check, mutate."""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from . import contract as contract_mod
from . import mutate as mutate_mod
from . import render, table
from .lint import Problem, lint, load_all
from .manifest import find_manifests


def find_root(start: Path) -> Path:
    for path in [start, *start.parents]:
        if (path / ".goga" / "config.yml").is_file():
            return path
    raise SystemExit("goga: no .goga/config.yml here or above; run goga inside the project")


def _report(problems: list[Problem], what: str) -> int:
    for problem in problems:
        print(problem)
    if problems:
        print(f"{what}: {len(problems)} problem(s)")
        return 1
    return 0


def cmd_lint(root: Path) -> int:
    problems = lint(root)
    code = _report(problems, "lint")
    if not code:
        print(f"lint: {len(find_manifests(root))} manifests ok")
    return code


def contract_problems(root: Path, manifests: dict | None = None) -> list[Problem]:
    """Code against manifests; `manifests` already loaded by the caller, or loaded here."""
    problems: list[Problem] = []
    if manifests is None:
        manifests, problems = load_all(root)
    for cell, m in sorted(manifests.items()):
        problems.extend(contract_mod.check_cell(m, manifests, root))
    return problems


def cmd_contract(root: Path) -> int:
    problems = contract_problems(root)
    code = _report(problems, "contract")
    if not code:
        print("contract: code matches every manifest")
    return code


def cmd_build(root: Path, quiet: bool = False) -> int:
    """Render generated/; `quiet`: print only the files that changed (nothing when none did)."""
    problems = lint(root)
    if problems:
        return _report(problems, "build stopped, lint")
    manifests, _ = load_all(root)
    try:
        written, changed, removed = render.build(root, manifests)
    except (render.RenderError, SyntaxError) as exc:
        print(f"build: {exc}")
        return 1
    if quiet:
        for path in changed + removed:
            print(path.relative_to(root))
    elif changed or removed:
        print(f"build: {len(written)} files rendered into generated/{render.PACKAGE}/, {len(changed)} changed"
              + (f", {len(removed)} stale removed" if removed else ""))
    else:
        print(f"build: generated/{render.PACKAGE}/ is up to date ({len(written)} files)")
    return 0


def cmd_check(root: Path) -> int:
    problems = lint(root)
    if not problems:
        manifests, _ = load_all(root)  # lint passed: they load cleanly
        problems += contract_problems(root, manifests)
        with tempfile.TemporaryDirectory(prefix="goga-check-") as tmp:
            try:
                lines = render.drift(root, manifests, Path(tmp))
            except (render.RenderError, SyntaxError) as exc:
                lines = [f"render failed: {exc}"]
        problems += [Problem("generated_is_fresh", line, "generated/") for line in lines]
        problems += table.check_rows(root, manifests)
    code = _report(problems, "check")
    if not code:
        rows, _ = table.read_rows(root)
        print(f"check: lint, contract, generated/ and {len(rows)} mutation rows ok")
    return code


def cmd_mutate(root: Path, only: list[str], timeout: float) -> int:
    manifests, problems = load_all(root)
    problems += table.check_rows(root, manifests, only)
    if problems:
        return _report(problems, "mutate stopped, the table does not check")
    rows = table.select(table.read_rows(root)[0], only)
    if not rows:
        print("mutate: no rows selected")
        return 1

    def echo(outcome):
        mark = {"killed": "killed  ", "survived": "SURVIVED", "invalid": "INVALID "}[outcome.verdict]
        print(f"{mark} {outcome.row.id:<12} {outcome.row.cell}.{outcome.row.target}  "
              f"[{outcome.row.test}] {outcome.seconds:.1f}s  {outcome.detail}", flush=True)

    print(f"mutate: {len(rows)} rows; baseline run of their tests first", flush=True)
    outcomes, void = mutate_mod.run(root, rows, timeout, echo)
    if void:
        print(f"mutate: run void: {void}")
        return 2
    survived = [o for o in outcomes if o.verdict == "survived"]
    invalid = [o for o in outcomes if o.verdict == "invalid"]
    killed = len(outcomes) - len(survived) - len(invalid)
    print(f"mutate: {killed} killed, {len(survived)} survived, {len(invalid)} invalid of {len(outcomes)}")
    if invalid:
        print("mutate: run invalid: rows that do not apply or build must be fixed")
        return 2
    return 1 if survived else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="goga", description="Cells -> the memo package: lint, contract, build, check, mutate.")
    sub = parser.add_subparsers(dest="verb", required=True)
    sub.add_parser("lint", help="check every cells/*/CODEMANIFEST against the DSL rules")
    sub.add_parser("contract", help="compare each cell's code with its manifest (by parsing, no import)")
    build = sub.add_parser("build", help="render generated/memo/ from the cells")
    build.add_argument("-q", "--quiet", action="store_true",
                       help="print only the paths of changed or removed files (nothing when up to date)")
    sub.add_parser("check", help="lint + contract + generated/ is fresh + the mutation table checks")
    mutate = sub.add_parser("mutate", help="run the mutation table: every row must be killed by its test")
    mutate.add_argument("only", nargs="*", help="row ids or cell names to run (default: all)")
    mutate.add_argument("--timeout", type=float, default=900.0, help="seconds per test run (default 900)")
    parser.add_argument("--root", type=Path, default=None, help="project root (default: found from the cwd)")
    args = parser.parse_args(argv)
    root = (args.root or find_root(Path.cwd())).resolve()
    if args.verb == "mutate":
        return cmd_mutate(root, args.only, args.timeout)
    if args.verb == "build":
        return cmd_build(root, args.quiet)
    return {"lint": cmd_lint, "contract": cmd_contract, "build": cmd_build, "check": cmd_check}[args.verb](root)


if __name__ == "__main__":
    sys.exit(main())

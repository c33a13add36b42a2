"""`goga lint`: goga's DSL rules over every cells/*/CODEMANIFEST."""
from __future__ import annotations

import builtins
import re
from dataclasses import dataclass
from pathlib import Path

from .manifest import Manifest, ManifestError, find_manifests, load

HEADER_KEYS = {"Imports", "Usages", "Annotations"}
FOOTER_KEYS = {"Author", "CreatedAt", "Description"}
ENTITY_KEYS = {"location", "annotations", "methods", "properties"}
ROUTINE_KEYS = {"location", "annotations"}
IMPORT_KEYS = {"Types", "Usages", "From"}
_BACKTICK = re.compile(r"`([^`\n]+)`")
_IDENTIFIER = re.compile(r"^[A-Za-z_]\w*$")
_DATE = re.compile(r"^\d{2}/\d{2}/\d{2}$")
_LOCATION = re.compile(r"^[\w.-]+\.\w+$")


@dataclass(frozen=True)
class Problem:
    rule: str
    message: str
    path: str

    def __str__(self) -> str:
        return f"[{self.rule}] {self.message} --> {self.path}"


def load_all(root: Path) -> tuple[dict[str, Manifest], list[Problem]]:
    manifests, problems = {}, []
    for path in find_manifests(root):
        try:
            manifests[path.parent.name] = load(path, root)
        except ManifestError as exc:
            problems.append(Problem(exc.rule, exc.message, _rel(path, root)))
    return manifests, problems


def lint(root: Path) -> list[Problem]:
    manifests, problems = load_all(root)
    for manifest in manifests.values():
        problems.extend(_lint_one(manifest, manifests, root))
    problems.extend(_cycles(manifests, root))
    return problems


def _rel(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(root))
    except ValueError:
        return str(path)


def _lint_one(m: Manifest, manifests: dict[str, Manifest], root: Path) -> list[Problem]:
    out: list[Problem] = []
    where = _rel(m.path, root)

    def report(rule: str, message: str) -> None:
        out.append(Problem(rule, message, where))

    for key in sorted(set(m.header) - HEADER_KEYS):
        report("header_has_only_valid_keys", f"unknown header key `{key}` (allowed: {', '.join(sorted(HEADER_KEYS))})")
    for key in sorted(set(m.footer) - FOOTER_KEYS):
        report("footer_has_only_valid_keys", f"unknown footer key `{key}` (allowed: {', '.join(sorted(FOOTER_KEYS))})")
    if "CreatedAt" in m.footer and not _DATE.match(str(m.footer["CreatedAt"])):
        report("footer_has_only_valid_keys", f"CreatedAt `{m.footer['CreatedAt']}` is not dd/mm/yy")

    imported_types, imported_usages = _check_imports(m, manifests, root, report)
    _check_usages(m, imported_usages, root, report)
    _check_items(m, imported_types, report)
    _check_links(m, imported_types, imported_usages, report)
    return out


def _check_imports(m, manifests, root, report):
    imported_types: dict[str, str] = {}
    imported_usages: dict[str, str] = {}
    if "Imports" in m.header and not m.header["Imports"]:
        report("imports_can_not_be_empty", "`Imports` is declared but empty; remove it or list what is imported")
    for entry in m.imports:
        extra = sorted(set(entry.keys) - IMPORT_KEYS)
        if extra or not entry.source:
            report("imports_has_only_valid_keys",
                   f"an import item must have From and only {', '.join(sorted(IMPORT_KEYS))}; got {entry.keys}")
            continue
        source = str(entry.source)
        cell = source.split("/", 1)[1] if source.startswith("cells/") else None
        if cell is None or cell not in manifests or cell == m.cell:
            report("import_has_valid_from_path", f"From `{source}` is not another cell (cells/<name> with a CODEMANIFEST)")
            continue
        declared = set(manifests[cell].declared_names())
        for name, alias in entry.types:
            if alias in imported_types:
                report("import_has_not_duplicate", f"type `{alias}` is imported twice")
            imported_types[alias] = name
            if name not in declared:
                report("import_type_exists", f"`{name}` is not declared by {source}")
        for name, alias in entry.usages:
            if alias in imported_usages:
                report("import_has_not_duplicate", f"usage `{alias}` is imported twice")
            imported_usages[alias] = name
            if not (root / source / ".usages" / f"{name}.md").is_file():
                report("import_usage_exists", f"usage `{name}` not found at {source}/.usages/{name}.md")
    text = _all_text(m)
    for alias in list(imported_types) + list(imported_usages):
        if not re.search(rf"(?<![\w]){re.escape(alias)}(?![\w])", text):
            report("import_is_used", f"`{alias}` is imported but used in no signature or annotation")
    return imported_types, imported_usages


def _check_usages(m, imported_usages, root, report):
    text = _annotation_text(m)
    for name, value in m.usages.items():
        value = str(value)
        if name in imported_usages:
            report("usage_links_has_not_conflicts", f"usage `{name}` clashes with an imported usage; use AS")
        if value.strip().endswith(".md") and "\n" not in value.strip() and not value.startswith(("http://", "https://")):
            path = (root / value.strip()).resolve()
            usages_dir = (root / ".goga" / "usages").resolve()
            if usages_dir not in path.parents:
                report("usage_filepath_exists", f"usage `{name}`: `{value}` is not under .goga/usages/")
            elif not path.is_file():
                report("usage_filepath_exists", f"usage `{name}`: file `{value}` does not exist")
        if f"`{name}`" not in text:
            report("all_usages_is_used", f"usage `{name}` is declared but no annotation references it")


def _check_items(m, imported_types, report):
    seen: set[str] = set()
    for item in m.items:
        if item.name in seen:
            report("entities_and_routines_has_not_conflicts", f"`{item.name}` is declared twice")
        seen.add(item.name)
        if item.kind == "embed":
            if item.name not in imported_types:
                report("mutation_exists", f"embedded type `{item.name}` is not imported")
            continue
        allowed = ENTITY_KEYS if item.kind == "entity" else ROUTINE_KEYS
        rule = "entity_has_only_valid_keys" if item.kind == "entity" else "routine_has_only_valid_keys"
        for key in item.keys:
            if key not in allowed:
                report(rule, f"`{item.name}`: key `{key}` is not allowed (allowed: {', '.join(sorted(allowed))})")
        if not item.location:
            report("location_is_required", f"`{item.name}` has no location")
        elif not _LOCATION.match(str(item.location)):
            report("location_is_required", f"`{item.name}`: location `{item.location}` must be a bare file name with an extension")
        if not item.annotations.strip():
            report("annotation_is_required", f"`{item.name}` has no annotations")
        for member in item.properties + item.methods:
            if not member.annotations.strip():
                report("annotation_is_required", f"`{item.name}.{member.name}` has no annotations")
        for base in item.signature.bases:
            if base not in seen and base not in imported_types and not isinstance(getattr(builtins, base, None), type):
                report("mutation_exists", f"`{item.name}` specialises `{base}`, which is neither declared, imported nor a builtin")


def _scopes(m: Manifest):
    """(text, names resolvable in it) for every annotation of the manifest."""
    yield m.annotations, set()
    for item in m.items:
        if item.kind == "embed":
            continue
        sig = item.signature
        names = {p.name for p in sig.params} | {sig.ret_label}
        members = {x.name for x in item.properties + item.methods}
        yield item.annotations, names | members
        for prop in item.properties:
            yield prop.annotations, members | {p.name for p in sig.params}
        for method in item.methods:
            msig = method.signature
            yield method.annotations, members | {p.name for p in msig.params} | {msig.ret_label}


def _check_links(m, imported_types, imported_usages, report):
    known = set(m.declared_names()) | set(imported_types) | set(imported_usages) | set(m.usages)
    for text, local in _scopes(m):
        for ref in _BACKTICK.findall(text):
            ref = ref.strip()
            if not _IDENTIFIER.match(ref):
                continue  # code, values and paths in backticks are prose, not links
            if ref not in known and ref not in local:
                report("annotation_links_exists", f"`{ref}` is not a usage, type, parameter or member in scope")


def _annotation_text(m: Manifest) -> str:
    return "\n".join(text for text, _ in _scopes(m))


def _all_text(m: Manifest) -> str:
    parts = [_annotation_text(m)]
    for item in m.items:
        parts.append(item.raw)
        parts.extend(member.raw for member in item.properties + item.methods)
    return "\n".join(parts)


def _cycles(manifests: dict[str, Manifest], root: Path) -> list[Problem]:
    problems = []
    state: dict[str, int] = {}

    def visit(cell: str, stack: list[str]) -> None:
        state[cell] = 1
        for dep in manifests[cell].imported_cells():
            if dep not in manifests:
                continue
            if state.get(dep) == 1:
                cycle = stack[stack.index(dep):] + [dep] if dep in stack else [cell, dep]
                problems.append(Problem("imports_has_not_cyclical_deps", "import cycle: " + " -> ".join(cycle),
                                        _rel(manifests[cell].path, root)))
            elif dep not in state:
                visit(dep, stack + [dep])
        state[cell] = 2

    for cell in sorted(manifests):
        if cell not in state:
            visit(cell, [cell])
    return problems


def topological_order(manifests: dict[str, Manifest]) -> list[str]:
    order: list[str] = []
    seen: set[str] = set()

    def visit(cell: str) -> None:
        if cell in seen:
            return
        seen.add(cell)
        for dep in manifests[cell].imported_cells():
            if dep in manifests:
                visit(dep)
        order.append(cell)

    for cell in sorted(manifests):
        visit(cell)
    return order

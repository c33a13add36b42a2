"""`goga contract`: each cell's code against its manifest, by parsing the code (no import)."""
from __future__ import annotations

import ast
from pathlib import Path

from .lint import Problem, _rel
from .manifest import Item, Manifest, Param, params_of, normalise_type


def cell_modules(cell_dir: Path) -> list[Path]:
    return sorted(p for p in cell_dir.glob("*.py"))


def check_cell(m: Manifest, manifests: dict[str, Manifest], root: Path) -> list[Problem]:
    cell_dir = m.path.parent
    problems: list[Problem] = []
    modules = {p.name: p for p in cell_modules(cell_dir)}
    trees: dict[str, ast.Module] = {}
    for name, path in modules.items():
        try:
            trees[name] = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        except SyntaxError as exc:
            problems.append(Problem("code_is_parsable", f"line {exc.lineno}: {exc.msg}", _rel(path, root)))

    def report(rule: str, message: str, path: Path) -> None:
        problems.append(Problem(rule, message, _rel(path, root)))

    locations = {item.location for item in m.items if item.location}
    for name, path in modules.items():
        if not name.startswith("_") and name not in locations:
            report("module_is_declared", f"public module `{name}` holds nothing the manifest declares; "
                   f"make it private (`_{name}`) or declare its items", path)
    for item in m.items:
        if item.kind == "embed" or not item.location:
            continue
        path = cell_dir / item.location
        if item.location not in trees:
            if item.location not in modules:
                report("declared_item_exists", f"`{item.name}` is declared in `{item.location}`, which does not exist", path)
            continue
        node = _top_level(trees[item.location]).get(item.name)
        if node is None:
            report("declared_item_exists", f"`{item.name}` is declared but missing from the code", path)
        elif item.kind == "routine":
            _check_function(item.name, item.signature.params, item.signature.ret_type, node, path, report)
        else:
            _check_entity(item, node, path, report)
    declared = {(item.location, item.name) for item in m.items}
    for name, tree in trees.items():
        if name.startswith("_"):
            continue
        for top_name, node in _top_level(tree).items():
            if not top_name.startswith("_") and (name, top_name) not in declared:
                kind = "class" if isinstance(node, ast.ClassDef) else "function"
                report("public_is_declared", f"public {kind} `{top_name}` is not declared in the manifest; "
                       f"declare it or make it private (`_{top_name}`)", modules[name])
        _check_cell_imports(m, manifests, tree, modules[name], report)
    return problems


def _top_level(tree: ast.Module) -> dict[str, ast.AST]:
    return {node.name: node for node in tree.body
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}


def _fmt(params: list[Param]) -> str:
    return ", ".join(p.render() for p in params)


def _check_function(label, declared, ret_type, node, path, report, method=False):
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        report("declared_item_exists", f"`{label}` is declared as a routine but is a class in the code", path)
        return
    actual = params_of(node.args, skip_self=method)
    _compare_params(label, declared, actual, path, report)
    if ret_type is not None:
        code_ret = ast.unparse(node.returns) if node.returns is not None else None
        if code_ret is None:
            report("signature_matches", f"`{label}` has no return annotation; the manifest says `{ret_type}`", path)
        elif normalise_type(code_ret) != ret_type:
            report("signature_matches", f"`{label}` returns `{code_ret}`; the manifest says `{ret_type}`", path)


def _compare_params(label, declared: list[Param], actual: list[Param], path, report):
    for index, (want, got) in enumerate(zip(declared, actual), start=1):
        if want.name != got.name:
            report("signature_matches", f"`{label}`: parameter {index} is `{got.name}` in the code, "
                   f"`{want.name}` in the manifest", path)
            return
        for aspect in ("annotation", "default", "kind"):
            w, g = getattr(want, aspect), getattr(got, aspect)
            if aspect == "annotation":
                w, g = (normalise_type(w) if w else w), (normalise_type(g) if g else g)
            if w != g:
                report("signature_matches", f"`{label}`: parameter `{want.name}` has {aspect} `{g}` in the code, "
                       f"`{w}` in the manifest", path)
    for missing in declared[len(actual):]:
        report("signature_matches", f"`{label}`: parameter `{missing.name}` is declared but missing from the code", path)
    for extra in actual[len(declared):]:
        report("signature_matches", f"`{label}`: parameter `{extra.name}` is in the code but not in the manifest", path)


def _is_dataclass(node: ast.ClassDef) -> bool:
    for dec in node.decorator_list:
        target = dec.func if isinstance(dec, ast.Call) else dec
        if ast.unparse(target).split(".")[-1] == "dataclass":
            return True
    return False


def _fields(node: ast.ClassDef) -> list[Param]:
    fields = []
    for stmt in node.body:
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            annotation = ast.unparse(stmt.annotation)
            if annotation.startswith(("ClassVar", "typing.ClassVar")):
                continue
            default = ast.unparse(stmt.value) if stmt.value is not None else None
            fields.append(Param(stmt.target.id, annotation, default, "positional"))
    return fields


def _check_entity(item: Item, node, path, report):
    if not isinstance(node, ast.ClassDef):
        report("declared_item_exists", f"`{item.name}` is declared as an entity but is not a class in the code", path)
        return
    base_names = {ast.unparse(b).split(".")[-1] for b in node.bases}
    for base in item.signature.bases:
        if base not in base_names:
            report("signature_matches", f"`{item.name}` must specialise `{base}` (its bases: {sorted(base_names) or 'none'})", path)
    members = {n.name: n for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    fields = {f.name: f for f in _fields(node)}
    if "__init__" in members:
        _compare_params(item.name, item.signature.params, params_of(members["__init__"].args, skip_self=True), path, report)
    elif _is_dataclass(node):
        _compare_params(item.name, item.signature.params, list(fields.values()), path, report)
    elif item.signature.params and not node.bases:
        report("signature_matches", f"`{item.name}` declares constructor parameters but has no __init__", path)
    for prop in item.properties:
        label = f"{item.name}.{prop.name}"
        fn = members.get(prop.name)
        if fn is not None and any(ast.unparse(d) == "property" for d in fn.decorator_list):
            code_type = ast.unparse(fn.returns) if fn.returns is not None else None
        elif prop.name in fields:
            code_type = fields[prop.name].annotation
        else:
            report("declared_item_exists", f"property `{label}` is declared but missing from the code", path)
            continue
        if code_type is None or normalise_type(code_type) != prop.type:
            report("signature_matches", f"property `{label}` is `{code_type}` in the code, `{prop.type}` in the manifest", path)
    declared_methods = {m.name for m in item.methods} | {p.name for p in item.properties}
    for method in item.methods:
        fn = members.get(method.name)
        if fn is None:
            report("declared_item_exists", f"method `{item.name}.{method.name}` is declared but missing from the code", path)
            continue
        _check_function(f"{item.name}.{method.name}", method.signature.params, method.signature.ret_type,
                        fn, path, report, method=True)
    for name, fn in members.items():
        if not name.startswith("_") and name not in declared_methods:
            report("public_is_declared", f"public method `{item.name}.{name}` is not declared in the manifest; "
                   f"declare it or make it private (`_{name}`)", path)


def _check_cell_imports(m: Manifest, manifests, tree: ast.Module, path: Path, report):
    allowed = set(m.imported_cells())
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom) or not node.module or node.level:
            continue
        parts = node.module.split(".")
        if parts[0] != "memo" or len(parts) < 2 or parts[1] not in manifests:
            continue
        other = parts[1]
        if other not in allowed:
            report("cell_import_is_declared", f"imports from cell `{other}`, which the manifest does not import", path)
            continue
        if len(parts) > 2:
            report("cell_import_is_declared", f"imports `{node.module}`; use the facade `memo.{other}`", path)
            continue
        listed = {name for entry in m.imports if entry.source == f"cells/{other}" for name, _ in entry.types}
        for alias in node.names:
            if alias.name not in listed:
                report("cell_import_is_declared", f"`{alias.name}` is imported from `{other}` in the code "
                       f"but not listed in the manifest's Imports from cells/{other}", path)

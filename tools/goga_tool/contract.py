"""`goga contract`: each cell's code against its manifest, by parsing the code (no import)."""
from __future__ import annotations

import ast
import builtins
from pathlib import Path

from .lint import Problem, _rel
from .manifest import Item, Manifest, Param, params_of, normalise_type

PACKAGE = "memo"

# Decorators a declared item may carry: each keeps the call the manifest declares (same parameters,
# same result). Anything else (contextmanager, a framework's registration, a hand-made wrapper) may
# change how the item is called, which the manifest cannot say, so `goga contract` rejects it.
SAFE_DECORATORS = {
    "class": {"dataclass", "dataclasses.dataclass", "total_ordering", "functools.total_ordering"},
    "routine": {"cache", "functools.cache", "lru_cache", "functools.lru_cache"},
    "method": {"staticmethod", "classmethod"},
    "property": {"property", "cached_property", "functools.cached_property"},
}
# typer's parameter markers: the default a caller really gets is their first argument; `...` = required.
_TYPER_MARKERS = {"Option", "Argument", "typer.Option", "typer.Argument"}


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

    classes = {name: node for tree in trees.values() for name, node in _top_level(tree).items()
               if isinstance(node, ast.ClassDef)}
    resolver = _Constructors(classes, m, manifests)
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
            _check_entity(item, node, path, report, resolver)
    declared = {(item.location, item.name) for item in m.items}
    for name, tree in trees.items():
        if name.startswith("_"):
            continue
        for top_name, node in _top_level(tree).items():
            if not top_name.startswith("_") and (name, top_name) not in declared:
                kind = "class" if isinstance(node, ast.ClassDef) else "function"
                report("public_is_declared", f"public {kind} `{top_name}` is not declared in the manifest; "
                       f"declare it or make it private (`_{top_name}`)", modules[name])
    for name, tree in trees.items():
        _check_cell_imports(m, manifests, tree, modules[name], report)
    return problems


def _top_level(tree: ast.Module) -> dict[str, ast.AST]:
    return {node.name: node for node in tree.body
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}


def _decorator_name(dec: ast.expr) -> str:
    return ast.unparse(dec.func if isinstance(dec, ast.Call) else dec)


def _check_docstring(label: str, node, path, report) -> None:
    if ast.get_docstring(node, clean=False) is not None:
        report("declared_item_has_no_docstring", f"`{label}` has a docstring in the cell; its documentation is "
               "the manifest's annotations (goga build renders them): remove it", path)


def _check_decorators(label: str, node, kind: str, path, report, also: set[str] = frozenset()) -> None:
    for dec in node.decorator_list:
        name = _decorator_name(dec)
        if name not in SAFE_DECORATORS[kind] | also:
            allowed = ", ".join(sorted(SAFE_DECORATORS[kind] | also)) or "none"
            report("decorator_is_known_safe", f"`{label}` is decorated with `@{name}`, which may change how it is "
                   f"called; a declared {kind} may carry only: {allowed}", path)


def _check_function(label, declared, ret_type, node, path, report, method=False):
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        report("declared_item_exists", f"`{label}` is declared as a routine but is a class in the code", path)
        return
    if isinstance(node, ast.AsyncFunctionDef):
        report("routine_is_not_async", f"`{label}` is `async def` in the code: calling it returns a coroutine, "
               "not what the manifest declares; keep declared routines plain and the coroutine private", path)
    if method and any(_decorator_name(d) in SAFE_DECORATORS["property"] for d in node.decorator_list):
        report("signature_matches", f"`{label}` is a property in the code, a method in the manifest", path)
    else:
        _check_decorators(label, node, "method" if method else "routine", path, report)
    _check_docstring(label, node, path, report)
    actual = params_of(node.args, skip_self=method)
    _compare_params(label, declared, actual, path, report)
    if ret_type is not None:
        code_ret = ast.unparse(node.returns) if node.returns is not None else None
        if code_ret is None:
            report("signature_matches", f"`{label}` has no return annotation; the manifest says `{ret_type}`", path)
        elif normalise_type(code_ret) != ret_type:
            report("signature_matches", f"`{label}` returns `{code_ret}`; the manifest says `{ret_type}`", path)


def _caller_view(param: Param) -> Param:
    """What a caller sees of a code parameter: typer's `Option(...)`/`Argument(...)` default is the
    value it stands for (`...`: none, the caller must pass it), `Annotated[T, ...]` is `T`."""
    annotation, default = param.annotation, param.default
    if annotation:
        expr = ast.parse(annotation, mode="eval").body
        if isinstance(expr, ast.Subscript) and ast.unparse(expr.value).split(".")[-1] == "Annotated" \
                and isinstance(expr.slice, ast.Tuple) and expr.slice.elts:
            annotation = ast.unparse(expr.slice.elts[0])
    if default:
        expr = ast.parse(default, mode="eval").body
        if isinstance(expr, ast.Call) and ast.unparse(expr.func) in _TYPER_MARKERS:
            value = expr.args[0] if expr.args else next((k.value for k in expr.keywords if k.arg == "default"), None)
            required = value is None or (isinstance(value, ast.Constant) and value.value is Ellipsis)
            default = None if required else ast.unparse(value)
    return Param(param.name, annotation, default, param.kind)


def _compare_params(label, declared: list[Param], actual: list[Param], path, report):
    actual = [_caller_view(p) for p in actual]
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
                if aspect == "default" and (w is None or g is None):
                    report("signature_matches", f"`{label}`: parameter `{want.name}` is "
                           f"{'required' if g is None else f'optional (default `{g}`)'} for a caller of the code, "
                           f"{'required' if w is None else f'optional (default `{w}`)'} in the manifest", path)
                else:
                    report("signature_matches", f"`{label}`: parameter `{want.name}` has {aspect} `{g}` in the code, "
                           f"`{w}` in the manifest", path)
    for missing in declared[len(actual):]:
        report("signature_matches", f"`{label}`: parameter `{missing.name}` is declared but missing from the code", path)
    for extra in actual[len(declared):]:
        report("signature_matches", f"`{label}`: parameter `{extra.name}` is in the code but not in the manifest", path)


def _dataclass_options(node: ast.ClassDef) -> dict | None:
    """The keyword arguments of a class's @dataclass decorator, or None when it is not a dataclass."""
    for dec in node.decorator_list:
        if _decorator_name(dec).split(".")[-1] == "dataclass":
            return {k.arg: k.value for k in dec.keywords} if isinstance(dec, ast.Call) else {}
    return None


def _fields(node: ast.ClassDef) -> list[Param]:
    """The class's own annotated fields (ClassVar excluded), each with its default as written."""
    fields = []
    for stmt in node.body:
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            annotation = ast.unparse(stmt.annotation)
            if annotation.startswith(("ClassVar", "typing.ClassVar")):
                continue
            default = ast.unparse(stmt.value) if stmt.value is not None else None
            fields.append(Param(stmt.target.id, annotation, default, "positional"))
    return fields


def _field_call(param: Param) -> ast.Call | None:
    if param.default is None:
        return None
    expr = ast.parse(param.default, mode="eval").body
    if isinstance(expr, ast.Call) and ast.unparse(expr.func).split(".")[-1] == "field":
        return expr
    return None


class _Constructors:
    """The parameters a caller passes to build a class of the cell: its own __init__, the fields of a
    dataclass (inherited dataclass fields first), or else the constructor it inherits."""

    def __init__(self, classes: dict[str, ast.ClassDef], m: Manifest, manifests: dict[str, Manifest]):
        self.classes, self.m, self.manifests = classes, m, manifests

    def of(self, node: ast.ClassDef, seen: frozenset = frozenset()) -> tuple[list[Param] | None, str]:
        """(params, where they come from); params None when they cannot be known (the reason instead)."""
        init = next((n for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                     and n.name == "__init__"), None)
        if init is not None:
            return params_of(init.args, skip_self=True), f"`{node.name}.__init__`"
        options = _dataclass_options(node)
        if options is not None:
            return self._dataclass(node, options, seen), f"the dataclass fields of `{node.name}`"
        for base in node.bases:
            name = ast.unparse(base).split(".")[-1]
            if name in ("object", "Generic", "Protocol") or name in seen:
                continue
            return self._base(name, seen | {node.name})
        return [], "`object`"

    def _base(self, name: str, seen: frozenset) -> tuple[list[Param] | None, str]:
        if name in self.classes:
            return self.of(self.classes[name], seen)
        for entry in self.m.imports:
            cell = (entry.source or "").split("/", 1)[-1]
            for original, alias in entry.types:
                item = self.manifests[cell].item(original) if cell in self.manifests else None
                if alias == name and item is not None and item.signature is not None:
                    return item.signature.params, f"`{original}` as cells/{cell} declares it"
        if isinstance(getattr(builtins, name, None), type):
            return None, f"inherits `{name}.__init__`, which takes anything (*args)"
        return None, f"inherits the constructor of `{name}`, which goga cannot read"

    def _dataclass(self, node: ast.ClassDef, options: dict, seen: frozenset) -> list[Param]:
        fields: dict[str, Param] = {}
        for base in reversed(node.bases):
            parent = self.classes.get(ast.unparse(base).split(".")[-1])
            if parent is not None and parent.name not in seen and _dataclass_options(parent) is not None:
                for param in self._dataclass(parent, _dataclass_options(parent), seen | {node.name}):
                    fields[param.name] = param
        kw_only = isinstance(options.get("kw_only"), ast.Constant) and options["kw_only"].value is True
        for param in _fields(node):
            if param.annotation in ("KW_ONLY", "dataclasses.KW_ONLY"):
                kw_only = True
                continue
            call = _field_call(param)
            if call is not None:
                keywords = {k.arg: k.value for k in call.keywords}
                if isinstance(keywords.get("init"), ast.Constant) and keywords["init"].value is False:
                    continue
                if "default" in keywords:
                    param = Param(param.name, param.annotation, ast.unparse(keywords["default"]), param.kind)
            if kw_only:
                param = Param(param.name, param.annotation, param.default, "keyword")
            fields[param.name] = param
        return list(fields.values())


def _check_entity(item: Item, node, path, report, resolver: _Constructors):
    if not isinstance(node, ast.ClassDef):
        report("declared_item_exists", f"`{item.name}` is declared as an entity but is not a class in the code", path)
        return
    _check_docstring(item.name, node, path, report)
    _check_decorators(item.name, node, "class", path, report)
    base_names = {ast.unparse(b).split(".")[-1] for b in node.bases}
    for base in item.signature.bases:
        if base not in base_names:
            report("signature_matches", f"`{item.name}` must specialise `{base}` (its bases: {sorted(base_names) or 'none'})", path)
    members: dict[str, ast.AST] = {}
    for n in node.body:  # the first definition: a property's getter, not its setter
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            members.setdefault(n.name, n)
    params, source = resolver.of(node)
    if params is None:
        if item.signature.params:
            report("signature_matches", f"`{item.name}` declares constructor parameters but has no __init__ and "
                   f"{source}; write an __init__ with the declared parameters", path)
    else:
        label = item.name if source in (f"`{item.name}.__init__`", f"the dataclass fields of `{item.name}`") \
            else f"{item.name} (constructor from {source})"
        _compare_params(label, item.signature.params, params, path, report)
    fields = {f.name: f for f in _fields(node)}
    for prop in item.properties:
        label = f"{item.name}.{prop.name}"
        fn = members.get(prop.name)
        is_property = fn is not None and any(_decorator_name(d) in SAFE_DECORATORS["property"] for d in fn.decorator_list)
        if is_property:
            code_type = ast.unparse(fn.returns) if fn.returns is not None else None
            _check_docstring(label, fn, path, report)
            _check_decorators(label, fn, "property", path, report)
            if isinstance(fn, ast.AsyncFunctionDef):
                report("routine_is_not_async", f"`{label}` is an `async` property in the code", path)
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
    """Another cell only through its facade (`from memo.<cell> import Name`), only a cell and a name the
    manifest's Imports list; inside the cell, relative imports (`from ._x import y`)."""
    rule = "cell_import_is_declared"
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == PACKAGE:
                    report(rule, f"`import {alias.name}` bypasses the facade; import names with "
                           f"`from {PACKAGE}.<cell> import Name`", path)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            _check_from(m, manifests, node.module, node.names, path, report)
        elif isinstance(node, ast.ImportFrom) and node.level >= 2:
            written = "." * node.level + (node.module or "")
            report(rule, f"`from {written} import ...` reaches outside cell `{m.cell}`; import another cell "
                   f"through its facade, `from {PACKAGE}.<cell> import Name`", path)
            if node.level == 2:  # cells/<cell>/x.py: `..` is the package
                _check_from(m, manifests, ".".join([PACKAGE] + ([node.module] if node.module else [])),
                            node.names, path, report)
        elif isinstance(node, ast.Call) and _dynamic_import(node):
            report(rule, f"`{ast.unparse(node)}` imports a module of {PACKAGE} by name, past the facade and the "
                   "manifest's Imports; use `from memo.<cell> import Name`", path)


def _dynamic_import(node: ast.Call) -> bool:
    if ast.unparse(node.func) not in ("importlib.import_module", "import_module", "__import__"):
        return False
    first = node.args[0] if node.args else None
    return isinstance(first, ast.Constant) and isinstance(first.value, str) \
        and first.value.split(".")[0] == PACKAGE


def _check_from(m: Manifest, manifests, module: str, names, path: Path, report) -> None:
    rule = "cell_import_is_declared"
    parts = module.split(".")
    if parts[0] != PACKAGE:
        return
    if len(parts) == 1:
        for alias in names:
            if alias.name in manifests:
                report(rule, f"`from {PACKAGE} import {alias.name}` imports the cell as a module; "
                       f"import names with `from {PACKAGE}.{alias.name} import Name`", path)
        return
    other = parts[1]
    if other not in manifests:
        return
    if other not in m.imported_cells():
        report(rule, f"imports from cell `{other}`, which the manifest does not import", path)
        return
    if len(parts) > 2:
        report(rule, f"imports `{module}`; use the facade `{PACKAGE}.{other}`", path)
        return
    listed = {name for entry in m.imports if entry.source == f"cells/{other}" for name, _ in entry.types}
    for alias in names:
        if alias.name not in listed:
            report(rule, f"`{alias.name}` is imported from `{other}` in the code "
                   f"but not listed in the manifest's Imports from cells/{other}", path)

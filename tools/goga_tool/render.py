"""`goga build`: render generated/memo/ from the cells with jinja2, deterministically."""
from __future__ import annotations

import ast
import pprint
import shutil
from pathlib import Path

import jinja2
import yaml

from .contract import cell_modules
from .lint import topological_order
from .manifest import Item, Manifest

_TEMPLATES = Path(__file__).parent / "templates"
PACKAGE = "memo"


class RenderError(Exception):
    pass


def _env() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(_TEMPLATES)),
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
        autoescape=False,
    )


def config(root: Path) -> dict:
    path = root / ".goga" / "config.yml"
    return yaml.safe_load(path.read_text(encoding="utf-8")) or {}


def docstring_literal(text: str, indent: str) -> str:
    text = text.strip().replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    lines = text.split("\n")
    body = "\n".join([lines[0]] + [(indent + line) if line.strip() else "" for line in lines[1:]])
    closing = f"\n{indent}" if len(lines) > 1 else ""
    return f'"""{body}{closing}"""'


def _entity_doc(item: Item) -> str:
    text = item.annotations.strip()
    if item.properties:
        text += "\n\nProperties:\n" + "\n".join(
            f"    {p.name} ({p.type}): {' '.join(p.annotations.split())}" for p in item.properties)
    return text


def docs_for(m: Manifest, location: str) -> dict[tuple[str, ...], str]:
    """Qualified name -> docstring text for the declared items living in `location`."""
    docs: dict[tuple[str, ...], str] = {}
    for item in m.items:
        if item.location != location:
            continue
        if item.kind == "routine":
            docs[(item.name,)] = item.annotations
        elif item.kind == "entity":
            docs[(item.name,)] = _entity_doc(item)
            for member in item.methods + item.properties:
                docs[(item.name, member.name)] = member.annotations
    return docs


def inject_docstrings(source: str, docs: dict[tuple[str, ...], str], filename: str) -> str:
    tree = ast.parse(source, filename=filename)
    lines = source.split("\n")
    edits: list[tuple[int, int, str]] = []  # (first line index, end line index exclusive, replacement)

    def visit(body, prefix: tuple[str, ...]) -> None:
        for node in body:
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue
            qual = prefix + (node.name,)
            if qual in docs and docs[qual].strip():
                first = node.body[0]
                if first.lineno == node.lineno:
                    raise RenderError(f"{filename}:{node.lineno}: `{node.name}` has its body on the def line; "
                                      "put it on its own line so the docstring can be rendered")
                indent = " " * first.col_offset
                literal = indent + docstring_literal(docs[qual], indent)
                is_doc = isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str)
                if is_doc:
                    edits.append((first.lineno - 1, first.end_lineno, literal))
                else:
                    edits.append((first.lineno - 1, first.lineno - 1, literal))
            if isinstance(node, ast.ClassDef):
                visit(node.body, qual)

    visit(tree.body, ())
    for start, end, text in sorted(edits, reverse=True):
        lines[start:end] = text.split("\n")
    return "\n".join(lines)


def _contract_data(m: Manifest) -> tuple[dict, dict]:
    def params(signature):
        return [{"name": p.name, "annotation": p.annotation, "default": p.default, "kind": p.kind}
                for p in signature.params]

    contract = {}
    for item in m.items:
        if item.kind == "embed":
            contract[item.name] = {"kind": "embed"}
            continue
        sig = item.signature
        entry = {
            "kind": item.kind,
            "signature": sig.raw.strip(),
            "location": item.location,
            "bases": sig.bases,
            "params": params(sig),
            "returns": {"label": sig.ret_label, "type": sig.ret_type} if sig.ret_label else None,
            "annotations": item.annotations.strip(),
        }
        if item.kind == "entity":
            entry["properties"] = {p.name: {"type": p.type, "annotations": p.annotations.strip()}
                                   for p in item.properties}
            entry["methods"] = {
                x.name: {"signature": x.raw.strip(), "params": params(x.signature),
                         "returns": {"label": x.signature.ret_label, "type": x.signature.ret_type},
                         "annotations": x.annotations.strip()}
                for x in item.methods}
        contract[item.name] = entry
    cell = {"name": m.cell, "annotations": m.annotations.strip(),
            "description": str(m.footer.get("Description") or "").strip()}
    return cell, contract


def _pformat(value) -> str:
    return pprint.pformat(value, width=110, sort_dicts=False)


def render_cell(m: Manifest, out_pkg: Path) -> list[Path]:
    env = _env()
    target = out_pkg / m.cell
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for path in cell_modules(m.path.parent):
        source = inject_docstrings(path.read_text(encoding="utf-8"), docs_for(m, path.name), str(path))
        text = env.get_template("module.py.j2").render(cell=m.cell, file=path.name, source=source.rstrip("\n"))
        written.append(_write(target / path.name, text))
    modules: dict[str, list[str]] = {}
    embeds: dict[str, list[str]] = {}
    for item in m.items:
        if item.kind == "embed":
            source = next(i.source for i in m.imports for name, alias in i.types if alias == item.name)
            embeds.setdefault(source.split("/", 1)[1], []).append(item.name)
        else:
            modules.setdefault(Path(item.location).stem, []).append(item.name)
    description = str(m.footer.get("Description") or "").strip() or m.cell
    facade = env.get_template("facade.py.j2").render(
        cell=m.cell,
        docstring=docstring_literal(description + "\n\n" + m.annotations.strip(), ""),
        modules=sorted((mod, names) for mod, names in modules.items()),
        embeds=sorted(embeds.items()),
        exports=[item.name for item in m.items],
    )
    written.append(_write(target / "__init__.py", facade))
    cell_data, contract = _contract_data(m)
    text = env.get_template("contract.py.j2").render(cell=m.cell, cell_data=_pformat(cell_data),
                                                      contract=_pformat(contract))
    written.append(_write(target / "_contract.py", text))
    return written


def _write(path: Path, text: str) -> Path:
    if not text.endswith("\n"):
        text += "\n"
    if not path.is_file() or path.read_bytes() != text.encode("utf-8"):  # unchanged files keep their mtime
        path.write_text(text, encoding="utf-8")
    return path


def render_all(root: Path, manifests: dict[str, Manifest], out: Path) -> list[Path]:
    """Render the whole package into out/memo; returns the files written."""
    out_pkg = out / PACKAGE
    conf = config(root)
    out_pkg.mkdir(parents=True, exist_ok=True)
    written = []
    order = topological_order(manifests)
    for cell in order:
        written += render_cell(manifests[cell], out_pkg)
    text = _env().get_template("package.py.j2").render(
        description=str(conf.get("description", PACKAGE)).strip(),
        cells=[(c, " ".join(str(manifests[c].footer.get("Description") or "").split())) for c in order],
        version=str(conf.get("version", "0.0.0")),
    )
    written.append(_write(out_pkg / "__init__.py", text))
    return written


def build(root: Path, manifests: dict[str, Manifest]) -> tuple[list[Path], list[Path], list[Path]]:
    """Render into generated/ and remove what is no longer rendered. Returns (written, changed, removed):
    every rendered file, those whose content is new, and the stale files removed."""
    out = root / "generated"
    before = {p.resolve(): p.read_bytes() for p in (out / PACKAGE).rglob("*.py")} if (out / PACKAGE).is_dir() else {}
    written = render_all(root, manifests, out)
    changed = [p for p in written if before.get(p.resolve()) != p.read_bytes()]
    keep = {p.resolve() for p in written}
    removed = []
    for path in sorted((out / PACKAGE).rglob("*")):
        if "__pycache__" in path.parts:
            continue
        if path.is_file() and path.resolve() not in keep:
            path.unlink()
            removed.append(path)
    for path in sorted((out / PACKAGE).rglob("*"), reverse=True):
        if path.is_dir() and path.name != "__pycache__" and not any(p for p in path.iterdir() if p.name != "__pycache__"):
            shutil.rmtree(path)
    return written, changed, removed


def drift(root: Path, manifests: dict[str, Manifest], scratch: Path) -> list[str]:
    """Differences between generated/ and a fresh render: human lines naming the source to rebuild."""
    render_all(root, manifests, scratch)
    fresh = {p.relative_to(scratch): p for p in (scratch / PACKAGE).rglob("*.py")}
    current = {p.relative_to(root / "generated"): p for p in (root / "generated" / PACKAGE).rglob("*.py")
               if "__pycache__" not in p.parts}
    lines = []
    for rel in sorted(set(fresh) | set(current)):
        source = _source_of(rel)
        if rel not in current:
            lines.append(f"generated/{rel} is missing (from {source}); run `goga build`")
        elif rel not in fresh:
            lines.append(f"generated/{rel} is not rendered from any cell; run `goga build`")
        elif fresh[rel].read_bytes() != current[rel].read_bytes():
            lines.append(f"generated/{rel} differs from {source}; run `goga build` (never edit generated/ by hand)")
    return lines


def _source_of(rel: Path) -> str:
    parts = rel.parts
    if len(parts) == 3:
        cell, name = parts[1], parts[2]
        if name in ("__init__.py", "_contract.py"):
            return f"cells/{cell}/CODEMANIFEST"
        return f"cells/{cell}/{name}"
    return ".goga/config.yml"

"""CODEMANIFEST parsing: three YAML documents into a Manifest of declared items."""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

_SIGNATURE = re.compile(
    r"^(?:(?P<bases>[A-Za-z_][\w.]*(?:::[A-Za-z_][\w.]*)*)::)?"
    r"(?P<name>[A-Za-z_]\w*)\((?P<params>.*)\)\s*(?:->\s*(?P<ret>.+))?$",
    re.S,
)
_PROPERTY = re.compile(r"^(?P<name>[A-Za-z_]\w*)\s*->\s*(?P<type>.+)$", re.S)
_EMBED = re.compile(r"^->\s*(?P<name>[A-Za-z_]\w*)$")
_RETURN = re.compile(r"^(?P<label>[A-Za-z_]\w*)\s*:\s*(?P<type>.+)$", re.S)


class ManifestError(Exception):
    def __init__(self, rule: str, message: str):
        super().__init__(message)
        self.rule = rule
        self.message = message


@dataclass
class Param:
    name: str
    annotation: str | None
    default: str | None
    kind: str  # positional, vararg, keyword, kwarg

    def render(self) -> str:
        prefix = {"vararg": "*", "kwarg": "**"}.get(self.kind, "")
        text = prefix + self.name
        if self.annotation is not None:
            text += f": {self.annotation}"
        if self.default is not None:
            text += f" = {self.default}" if self.annotation is not None else f"={self.default}"
        return text


@dataclass
class Signature:
    name: str
    params: list[Param]
    bases: list[str]
    ret_label: str | None
    ret_type: str | None
    raw: str


@dataclass
class Member:
    """A method or a property of an entity."""
    kind: str  # method | property
    name: str
    annotations: str
    signature: Signature | None = None  # methods
    type: str | None = None  # properties
    raw: str = ""


@dataclass
class Item:
    kind: str  # routine | entity | embed
    name: str
    raw: str
    location: str | None = None
    annotations: str = ""
    signature: Signature | None = None
    keys: list[str] = field(default_factory=list)
    properties: list[Member] = field(default_factory=list)
    methods: list[Member] = field(default_factory=list)


@dataclass
class Import:
    types: list[tuple[str, str]]  # (name, alias)
    usages: list[tuple[str, str]]
    source: str | None
    keys: list[str]


@dataclass
class Manifest:
    cell: str
    path: Path
    header: dict
    body: dict
    footer: dict
    imports: list[Import]
    usages: dict
    annotations: str
    items: list[Item]

    def item(self, name: str) -> Item | None:
        return next((i for i in self.items if i.name == name), None)

    def declared_names(self) -> list[str]:
        return [i.name for i in self.items]

    def imported_cells(self) -> list[str]:
        return [i.source.split("/", 1)[1] for i in self.imports if i.source and i.source.startswith("cells/")]


def normalise_type(text: str) -> str:
    """A type expression as ast.unparse writes it (so `list[ Chunk ]` equals `list[Chunk]`)."""
    try:
        return ast.unparse(ast.parse(text.strip(), mode="eval"))
    except SyntaxError:
        return text.strip()


def parse_params(text: str) -> list[Param]:
    tree = ast.parse(f"def _f({text}):\n    pass")
    return params_of(tree.body[0].args, skip_self=False)


def params_of(args: ast.arguments, skip_self: bool) -> list[Param]:
    result: list[Param] = []
    positional = args.posonlyargs + args.args
    defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    for arg, default in zip(positional, defaults):
        result.append(_param(arg, default, "positional"))
    if args.vararg:
        result.append(_param(args.vararg, None, "vararg"))
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        result.append(_param(arg, default, "keyword"))
    if args.kwarg:
        result.append(_param(args.kwarg, None, "kwarg"))
    if skip_self and result and result[0].name in ("self", "cls"):
        result = result[1:]
    return result


def _param(arg: ast.arg, default: ast.expr | None, kind: str) -> Param:
    annotation = ast.unparse(arg.annotation) if arg.annotation is not None else None
    return Param(arg.arg, annotation, ast.unparse(default) if default is not None else None, kind)


def parse_signature(raw: str) -> Signature:
    match = _SIGNATURE.match(raw.strip())
    if not match:
        raise ManifestError("signature_is_valid", f"signature `{raw}` is not `Name(params) -> label:Type`")
    try:
        params = parse_params(match["params"])
    except SyntaxError as exc:
        raise ManifestError("signature_is_valid", f"parameters of `{raw}` do not parse: {exc.msg}") from None
    label = type_ = None
    if match["ret"]:
        ret = _RETURN.match(match["ret"].strip())
        if not ret:
            raise ManifestError("return_type_has_link", f"return of `{raw}` is not labelled `label:Type`")
        label, type_ = ret["label"], normalise_type(ret["type"])
    bases = match["bases"].split("::") if match["bases"] else []
    return Signature(match["name"], params, bases, label, type_, raw)


def load(path: Path, root: Path) -> Manifest:
    """Parse one CODEMANIFEST; raises ManifestError for what makes it unreadable."""
    try:
        docs = list(yaml.safe_load_all(path.read_text(encoding="utf-8")))
    except yaml.YAMLError as exc:
        raise ManifestError("manifest_is_parsable", f"not valid YAML: {exc}") from None
    if len(docs) != 3:
        raise ManifestError("manifest_is_parsable", f"expected 3 documents (header, body, footer), found {len(docs)}")
    header, body, footer = (doc if doc is not None else {} for doc in docs)
    for name, doc in (("header", header), ("body", body), ("footer", footer)):
        if not isinstance(doc, dict):
            raise ManifestError("manifest_is_parsable", f"the {name} is not a mapping")
    imports = [_import(entry) for entry in (header.get("Imports") or [])]
    items = [_item(str(key), value) for key, value in body.items()]
    return Manifest(
        cell=path.parent.name,
        path=path,
        header=header,
        body=body,
        footer=footer,
        imports=imports,
        usages=dict(header.get("Usages") or {}),
        annotations=str(header.get("Annotations") or ""),
        items=items,
    )


def _aliased(entries) -> list[tuple[str, str]]:
    result = []
    for entry in entries or []:
        parts = str(entry).split(" AS ")
        result.append((parts[0].strip(), parts[-1].strip()))
    return result


def _import(entry) -> Import:
    if not isinstance(entry, dict):
        return Import([], [], None, ["<not a mapping>"])
    return Import(_aliased(entry.get("Types")), _aliased(entry.get("Usages")), entry.get("From"), list(entry))


def _item(key: str, value) -> Item:
    embed = _EMBED.match(key.strip())
    if embed:
        return Item("embed", embed["name"], key)
    value = value if isinstance(value, dict) else {}
    signature = parse_signature(key)
    is_entity = "methods" in value or "properties" in value or signature.ret_label is None
    item = Item(
        kind="entity" if is_entity else "routine",
        name=signature.name,
        raw=key,
        location=value.get("location"),
        annotations=str(value.get("annotations") or ""),
        signature=signature,
        keys=list(value),
    )
    for raw, text in (value.get("properties") or {}).items():
        match = _PROPERTY.match(str(raw).strip())
        if not match:
            raise ManifestError("signature_is_valid", f"property `{raw}` is not `name -> Type`")
        item.properties.append(Member("property", match["name"], str(text or ""),
                                      type=normalise_type(match["type"]), raw=str(raw)))
    for raw, text in (value.get("methods") or {}).items():
        method = parse_signature(str(raw))
        if method.ret_label is None:
            raise ManifestError("return_type_has_link", f"method `{raw}` has no labelled return")
        item.methods.append(Member("method", method.name, str(text or ""), signature=method, raw=str(raw)))
    return item


def find_manifests(root: Path) -> list[Path]:
    return sorted((root / "cells").glob("*/CODEMANIFEST"))

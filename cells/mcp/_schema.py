"""The MCP tool list and argument checks, rendered from this cell's contract (generated _contract.py)."""
from __future__ import annotations

import ast
import re
from typing import Any

from ._contract import CONTRACT
from ._tool_meta import ANNOTATIONS, OUTPUT_SCHEMAS

TOOL_NAMES = ("memo_search", "memo_get", "memo_multi_get", "memo_status", "memo_reindex")

_JSON_TYPES = {"str": "string", "int": "integer", "float": "number", "bool": "boolean"}
_RUSSIAN_TYPES = {"string": "строка", "integer": "целое число", "number": "число", "boolean": "true или false"}
_PARAM_LINE = re.compile(r"^`(\w+)`:\s*(.*)$")
# Bounds of numeric parameters and array lengths, checked with the types (JSON schema keywords).
_BOUNDS = {"k": {"minimum": 1}, "line": {"minimum": 1}, "lines": {"minimum": 1},
           "min_confidence": {"minimum": 0, "maximum": 1}, "paths": {"minItems": 1, "maxItems": 50}}


def _split_annotations(text: str) -> tuple[str, dict[str, str]]:
    """The tool description and, per parameter, the text of its "`name`: ..." line (continued lines join it)."""
    description, params, current = [], {}, None
    for line in text.splitlines():
        match = _PARAM_LINE.match(line.strip())
        if match:
            current = match[1]
            params[current] = match[2].strip()
        elif current is not None and line.strip():
            params[current] += " " + line.strip()
        else:
            current = None
            description.append(line)
    return " ".join(line.strip() for line in description if line.strip()), params


def _property(annotation: str) -> dict[str, Any]:
    """JSON schema of one parameter from its annotation text: a builtin scalar, Literal[...],
    list[scalar], or one of those "| None" (optional: the default is None)."""
    node = ast.parse(annotation, mode="eval").body
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr) and ast.unparse(node.right) == "None":
        return _property(ast.unparse(node.left))
    if isinstance(node, ast.Subscript) and ast.unparse(node.value) == "list":
        return {"type": "array", "items": _property(ast.unparse(node.slice))}
    if isinstance(node, ast.Subscript) and ast.unparse(node.value) == "Literal":
        values = [element.value for element in getattr(node.slice, "elts", [node.slice])]
        kinds = {_JSON_TYPES[type(value).__name__] for value in values}
        return {"type": kinds.pop() if len(kinds) == 1 else sorted(kinds), "enum": values}
    return {"type": _JSON_TYPES[ast.unparse(node)]}


def _input_schema(entry: dict) -> dict[str, Any]:
    _, docs = _split_annotations(entry["annotations"])
    properties, required = {}, []
    for param in entry["params"]:
        prop = _property(param["annotation"])
        if param["name"] in docs:
            prop["description"] = docs[param["name"]]
        if param["default"] is None:
            required.append(param["name"])
        else:
            prop["default"] = ast.literal_eval(param["default"])
        prop.update(_BOUNDS.get(param["name"], {}))
        properties[param["name"]] = prop
    return {"type": "object", "properties": properties, "required": required, "additionalProperties": False}


def tool_specs() -> list[dict[str, Any]]:
    """name, description and input_schema of each tool, in the contract's order."""
    specs = []
    for name in TOOL_NAMES:
        entry = CONTRACT[name]
        description, _ = _split_annotations(entry["annotations"])
        specs.append({"name": name, "description": description, "input_schema": _input_schema(entry),
                      "annotations": ANNOTATIONS[name], "output_schema": OUTPUT_SCHEMAS[name]})
    return specs


def _matches(value: Any, prop: dict[str, Any]) -> bool:
    kind = prop["type"]
    if kind == "array":
        return (isinstance(value, list) and all(_matches(item, prop["items"]) for item in value)
                and prop.get("minItems", 0) <= len(value) <= prop.get("maxItems", len(value)))
    if kind == "integer":
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif kind == "number":
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    elif kind == "boolean":
        ok = isinstance(value, bool)
    else:
        ok = isinstance(value, str)
    return (ok and ("enum" not in prop or value in prop["enum"])
            and prop.get("minimum", value) <= value <= prop.get("maximum", value))


def _expected(prop: dict[str, Any]) -> str:
    if "enum" in prop:
        return "одно из: " + ", ".join(map(str, prop["enum"]))
    if prop["type"] == "array":
        return (f"список от {prop.get('minItems', 0)} до {prop.get('maxItems', 'любого числа')} "
                f"элементов, каждый — {_expected(prop['items'])}")
    bounds = [f"не меньше {prop['minimum']}"] if "minimum" in prop else []
    bounds += [f"не больше {prop['maximum']}"] if "maximum" in prop else []
    return " ".join([_RUSSIAN_TYPES[prop["type"]]] + bounds)


def check_arguments(name: str, arguments: Any) -> str | None:
    """A Russian text naming what is wrong with `arguments` for the tool `name`, or None when they fit."""
    schema = _input_schema(CONTRACT[name])
    if not isinstance(arguments, dict):
        return f"{name}: аргументы должны быть JSON-объектом"
    problems = []
    for param in schema["required"]:
        if param not in arguments:
            problems.append(f"не указан обязательный аргумент {param}")
    for param, value in arguments.items():
        prop = schema["properties"].get(param)
        if prop is None:
            problems.append(f"неизвестный аргумент {param} (ожидаются: {', '.join(schema['properties'])})")
        elif value is None and prop.get("default", ...) is None:
            continue  # an optional argument sent as null means "not given"
        elif not _matches(value, prop):
            problems.append(f"аргумент {param} должен быть: {_expected(prop)}, получено {value!r}")
    return f"{name}: " + "; ".join(problems) if problems else None

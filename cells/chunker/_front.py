"""YAML front matter (Obsidian's properties): what of it a passage reads."""
import re

_OPEN = "---"
_CLOSE = ("---", "...")
# A line of a block: a top-level "key:", an indented continuation, a list item, a comment or a blank.
_YAML_LINE = re.compile(r"^(?:[^\s:#-][^:]*:(?:\s.*)?|[ \t].*|- .*|-|#.*|\s*)$")
_KEY = re.compile(r"^([^\s:#-][^:]*):(.*)$")
# Properties that say what a note is about (e2e/FINDINGS.md, "Front matter"); dates, ids,
# cssclasses and the like say nothing about it.
_KEPT = frozenset({"title", "aliases", "alias", "tags", "tag"})
_BLOCK_SCALAR = re.compile(r"^[|>][+-]?\d*$")


def front_lines(lines: list[str]) -> int:
    """The number of lines of the front matter block that opens a note of these `lines` (a "---" first
    line, every line YAML-like, closed by "---" or "..."), the closing line included; 0 for none."""
    if not lines or lines[0].strip() != _OPEN:
        return 0
    for at, line in enumerate(lines[1:], start=1):
        if line.strip() in _CLOSE:
            return at + 1
        if not _YAML_LINE.match(line):
            return 0
    return 0


def read_front(text: str) -> tuple[str, str]:
    """(the values of the kept properties, one property per line, values joined by ", "; the text after
    the block) of a `text` that opens with front matter; ("", text) when it does not."""
    lines = text.split("\n")
    count = front_lines(lines)
    if not count:
        return "", text
    kept = (values for key, values in _properties(lines[1:count - 1]) if key in _KEPT)
    return "\n".join(kept), "\n".join(lines[count:])


def other_values(text: str) -> str:
    """The values of the properties a passage leaves out (dates, ids, names: exact values a user may look
    up), one property per line as `read_front` gives the kept ones; "" without front matter."""
    lines = text.split("\n")
    count = front_lines(lines)
    return "\n".join(values for key, values in _properties(lines[1:count - 1]) if key not in _KEPT) if count else ""


def _properties(lines: list[str]) -> list[tuple[str, str]]:
    """(key in lower case, its values joined by ", ") of each property with values: its inline value (a
    scalar or a "[a, b]" list) and its indented lines ("- a" items or a block scalar's text), quotes and
    a tag's leading "#" left out."""
    properties: list[tuple[str, list[str]]] = []
    for line in lines:
        key = _KEY.match(line)
        if key is not None:
            inline = key.group(2).strip()
            properties.append((key.group(1).strip().lower(), [] if _BLOCK_SCALAR.match(inline) else _values(inline)))
        elif properties and line.strip() and not line.lstrip().startswith("#"):
            properties[-1][1].extend(_values(line.strip().removeprefix("-")))
    return [(key, ", ".join(values)) for key, values in properties if values]


def _values(raw: str) -> list[str]:
    """The values of a scalar or of a "[a, b]" list, unquoted, a tag's "#" left out."""
    raw = raw.strip()
    parts = raw[1:-1].split(",") if raw.startswith("[") and raw.endswith("]") else [raw]
    words = (part.strip().strip("'\"").strip().removeprefix("#") for part in parts)
    return [word for word in words if word]

"""memo get: PATH[:LINE[:N]] split into the note, the line and the number of lines."""
from __future__ import annotations

import re
from pathlib import Path

import typer

_SUFFIX = re.compile(r"^(?P<path>.+?):(?P<line>\d+)(?::(?P<lines>\d+))?$")


def parse_target(target: str) -> tuple[Path, int | None, int | None]:
    """The note and the optional line and count (a note's name ends in ".md", never in ":<digits>")."""
    match = _SUFFIX.match(target)
    if match is None:
        return Path(target).expanduser(), None, None
    line, lines = int(match["line"]), match["lines"]
    if line < 1 or (lines is not None and int(lines) < 1):
        raise typer.BadParameter("строка и число строк начинаются с 1", param_hint="ПУТЬ[:СТРОКА[:N]]")
    return Path(match["path"]).expanduser(), line, None if lines is None else int(lines)


def root_of(path: Path, roots: list[Path]) -> Path | None:
    """The library root that holds `path` (resolved), for the reader's hidden-folder rule."""
    resolved = path.resolve()
    return next((root for root in roots if root == resolved or root in resolved.parents), None)

"""memo get: PATH[:LINE[:N]] split into the note, the line and the number of lines."""
from __future__ import annotations

from pathlib import Path

import typer

from memo.reader import ReadError, split_location


def parse_target(target: str) -> tuple[Path, int | None, int | None]:
    """The note and the optional line and count, as `split_location` reads them."""
    try:
        path, line, lines = split_location(target)
    except ReadError:
        raise typer.BadParameter("строка и число строк начинаются с 1", param_hint="ПУТЬ[:СТРОКА[:N]]") from None
    return Path(path).expanduser(), line, lines


def root_of(path: Path, roots: list[Path]) -> Path | None:
    """The library root that holds `path` (resolved), for the reader's hidden-folder rule."""
    resolved = path.resolve()
    return next((root for root in roots if root == resolved or root in resolved.parents), None)

"""Ignore rules: a default list of generated and vendored folders, and `.memoignore` files.

`.memoignore` files use gitignore syntax (the `pathspec` library) and are layered as git layers
`.gitignore` files: every `.memoignore` from the top of the file system down to the folder in
question, each matched against the path relative to its own folder; the deepest matching rule
decides, and "!" re-includes (a default folder too).
"""
from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pathspec

IGNORE_FILE = ".memoignore"
# Folders of generated, vendored or installed files, never a person's notes (matched by name).
DEFAULT_IGNORED = frozenset({"node_modules", "bower_components", "vendor", "build", "dist", "target",
                             "venv", "__pycache__", "site-packages"})


class Rules:
    """The `.memoignore` rules in force inside one folder: (folder, spec) layers, outermost first."""

    def __init__(self, layers: tuple[tuple[Path, pathspec.GitIgnoreSpec], ...] = ()):
        self._layers = layers

    @classmethod
    def above(cls, folder: Path) -> Rules:
        """The rules in force in `folder`: every `.memoignore` from `/` down to `folder` itself."""
        rules = cls()
        for parent in (*reversed(folder.parents), folder):
            rules = rules.entering(parent)
        return rules

    @property
    def empty(self) -> bool:
        """True when no `.memoignore` applies: only the default list (which judges folders, never notes)."""
        return not self._layers

    def entering(self, folder: Path, has_file: bool = True) -> Rules:
        """The rules in force in `folder`, a child of this rules' folder; `has_file` False spares a read."""
        spec = _read(folder) if has_file else None
        return Rules(self._layers + ((folder, spec),)) if spec is not None else self

    def ignores(self, path: Path, is_dir: bool, by_default: bool = True) -> bool:
        """Whether `path` is excluded: by the default list (folders, when `by_default`), then by the
        `.memoignore` layers, the deepest matching rule winning."""
        decision = by_default and is_dir and path.name in DEFAULT_IGNORED
        for folder, spec in self._layers:
            try:
                relative = path.relative_to(folder).as_posix()
            except ValueError:
                continue
            if relative == ".":
                continue
            result = spec.check_file(relative + "/" if is_dir else relative)
            if result.include is not None:
                decision = result.include
        return decision


def _read(folder: Path) -> pathspec.GitIgnoreSpec | None:
    try:  # never blocks: a FIFO named so would wait for a writer forever, a device never end
        with os.fdopen(os.open(os.path.join(folder, IGNORE_FILE), os.O_RDONLY | os.O_NONBLOCK), "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                return None
            lines = handle.read().decode("utf-8", errors="replace").splitlines()
    except OSError:
        return None
    import pathspec  # ~10 ms to import: only for a folder that has a .memoignore

    return pathspec.GitIgnoreSpec.from_lines(lines)

import os
from pathlib import Path

from .errors import StorageError

_INDEX_DIR = ".memo"


def find_collections(root: Path) -> list[Path]:
    root = Path(root).absolute()
    if not root.is_dir():
        return []
    found: list[Path] = []
    seen: set[tuple[int, int]] = set()
    stack = [root]
    while stack:
        folder = stack.pop()
        try:
            info = folder.stat()
        except OSError:
            continue
        key = (info.st_dev, info.st_ino)
        if key in seen:
            continue
        seen.add(key)
        subfolders, has_notes = _scan(folder)
        if has_notes:
            found.append(folder)
        stack.extend(subfolders)
    return sorted(found, key=lambda p: str(p))


def resolve_targets(path: Path) -> list[Path]:
    path = Path(path).absolute()
    if path.is_file():
        if path.suffix.lower() != ".md":
            raise StorageError(f"не заметка Markdown (нужен файл .md или папка): {path}")
        return [path.parent]
    if path.is_dir():
        if _scan(path)[1]:
            return [path]
        return find_collections(path)
    raise StorageError(f"путь не найден: {path}")


def list_notes(collection: Path) -> list[Path]:
    collection = Path(collection).absolute()
    try:
        entries = list(os.scandir(collection))
    except OSError:
        return []
    return [Path(e.path) for e in sorted(entries, key=lambda e: e.name) if _is_note(e)]


def _scan(folder: Path) -> tuple[list[Path], bool]:
    """Visible subfolders (symlinks followed) and whether notes lie directly in the folder."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return [], False
    subfolders, has_notes = [], False
    for entry in entries:
        if _is_note(entry):
            has_notes = True
        elif not entry.name.startswith(".") and _is_dir(entry):
            subfolders.append(Path(entry.path))
    return subfolders, has_notes


def _is_note(entry: os.DirEntry) -> bool:
    if entry.name.startswith(".") or not entry.name.lower().endswith(".md"):
        return False
    try:
        return entry.is_file()
    except OSError:
        return False


def _is_dir(entry: os.DirEntry) -> bool:
    try:
        return entry.is_dir() and entry.name != _INDEX_DIR
    except OSError:
        return False

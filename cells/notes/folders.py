import os
from pathlib import Path

from .paths import checked_path, inside_roots
from ._ignore import IGNORE_FILE, Rules
from .errors import NotesError

_INDEX_DIR = ".memo"
_OUTSIDE = "пропущена: символическая ссылка ведёт за пределы разрешённых папок"


def find_collections(root: Path, roots: list[Path] | None = None, warnings: list[str] | None = None) -> list[Path]:
    try:
        root = checked_path(root)
        if not root.is_dir():
            return []
    except (NotesError, OSError):
        return []
    found: list[Path] = []
    seen: set[tuple[int, int]] = set()
    stack = [(root, Rules.above(root.parent) if root != root.parent else Rules())]
    while stack:
        folder, outer = stack.pop()
        try:
            info = folder.stat()
        except OSError:
            continue
        key = (info.st_dev, info.st_ino)
        if key in seen:
            continue
        seen.add(key)
        subfolders, has_notes, rules = _scan(folder, outer, roots, warnings)
        if has_notes:
            found.append(folder)
        stack.extend((sub, rules) for sub in subfolders)
    return sorted(found, key=lambda p: str(p))


def resolve_targets(path: Path, roots: list[Path] | None = None, warnings: list[str] | None = None) -> list[Path]:
    path = checked_path(path)
    if not inside_roots(path, roots):
        shown = ", ".join(str(root) for root in roots or ()) or "нет ни одной"
        raise NotesError(f"путь {path} вне разрешённых папок ({shown})")
    try:
        is_file, is_dir = path.is_file(), path.is_dir()
    except OSError as error:
        raise NotesError(f"путь недоступен: {path} ({error.strerror or error})") from error
    if is_file:
        if path.suffix.lower() != ".md":
            raise NotesError(f"не заметка Markdown (нужен файл .md или папка): {path}")
        folder = path.parent
    elif is_dir:
        folder = path
    else:
        raise NotesError(f"путь не найден: {path}")
    if folder != folder.parent and Rules.above(folder.parent).ignores(folder, True, by_default=False):
        if warnings is not None:
            warnings.append(f"{folder}: пропущена: исключена правилами {IGNORE_FILE}")
        return []
    return [folder] if is_file else find_collections(folder, roots, warnings)


def list_notes(collection: Path) -> list[Path]:
    collection = Path(collection).absolute()
    return [collection / name for name in note_names(collection)]


def note_names(collection: Path, names: list[str] | None = None) -> list[str]:
    collection = Path(collection).absolute()
    if names is None:
        try:
            with os.scandir(collection) as listing:
                found = sorted(entry.name for entry in listing if _is_note(entry))
        except OSError:
            return []
    else:
        found = sorted(name for name in set(names) if _is_note_name(name) and _is_file(os.path.join(collection, name)))
    rules = Rules.above(collection)
    if rules.empty:  # the usual case: no ".memoignore" anywhere above, no Path per note
        return found
    return [name for name in found if not rules.ignores(collection / name, False)]


def ignore_files(collection: Path) -> list[Path]:
    collection = Path(collection).absolute()
    return [folder / IGNORE_FILE for folder in (*reversed(collection.parents), collection)]


def ignored(path: Path, top: Path) -> bool:
    path, top = Path(path).absolute(), Path(top).absolute()
    try:
        parts = path.relative_to(top).parts
    except ValueError:
        return False
    rules = Rules.above(top)
    current = top
    for number, part in enumerate(parts, start=1):
        current = current / part
        is_dir = number < len(parts) or current.is_dir()
        if rules.ignores(current, is_dir):
            return True
        if is_dir:
            rules = rules.entering(current)
    return False


def _scan(folder: Path, outer: Rules, roots: list[Path] | None,
          warnings: list[str] | None) -> tuple[list[Path], bool, Rules]:
    """Visible, not ignored subfolders (symlinks followed inside the roots), whether notes lie directly
    in the folder, and the ignore rules in force in it."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return [], False, outer
    rules = outer.entering(folder, any(entry.name == IGNORE_FILE for entry in entries))
    subfolders, has_notes = [], False
    for entry in entries:
        path = Path(entry.path)
        if _is_note(entry):
            has_notes = has_notes or not rules.ignores(path, False)
        elif not entry.name.startswith(".") and _is_dir(entry) and not rules.ignores(path, True):
            if entry.is_symlink() and not inside_roots(path, roots):
                if warnings is not None:
                    warnings.append(f"{path}: {_OUTSIDE}")
                continue
            subfolders.append(path)
    return subfolders, has_notes, rules


def _is_note(entry: os.DirEntry) -> bool:
    if not _is_note_name(entry.name):
        return False
    try:
        return entry.is_file()
    except OSError:
        return False


def _is_note_name(name: str) -> bool:
    return not name.startswith(".") and name.lower().endswith(".md") and "/" not in name


def _is_file(path: str) -> bool:
    try:
        return os.path.isfile(path)
    except (OSError, ValueError):
        return False


def _is_dir(entry: os.DirEntry) -> bool:
    try:
        return entry.is_dir() and entry.name != _INDEX_DIR
    except OSError:
        return False

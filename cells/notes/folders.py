import errno
import os
import stat
from pathlib import Path

from .paths import _name_fault, _readable, checked_path, inside_roots
from ._ignore import IGNORE_FILE, Rules
from .errors import NotesError
from .notes import _NOT_REGULAR

_INDEX_DIR = ".memo"
_OUTSIDE = "пропущена: символическая ссылка ведёт за пределы разрешённых папок"
_LOOP = "пропущена: символическая ссылка зациклена: ведёт в папку выше неё ({})"
_BAD_NAME = "пропущен: имя файла {} (переименуйте его, чтобы заметку было видно)"
_BAD_FOLDER = "пропущена: имя папки {} (переименуйте её, чтобы заметки в ней было видно)"
_UNREADABLE = "пропущена: не удалось прочитать папку ({})"


def find_collections(root: Path, roots: list[Path] | None = None, warnings: list[str] | None = None, below: bool = True) -> list[Path]:
    try:
        root = checked_path(root)
        if not root.is_dir():
            return []
    except (NotesError, OSError):
        return []
    found: list[Path] = []
    seen: set[tuple[int, int]] = set()
    stack = [(root, Rules.above(root.parent) if root != root.parent else Rules())]
    linked: list[tuple[Path, Rules]] = []  # reached through a symlink: entered once every real folder was
    while stack or linked:
        folder, outer = stack.pop() if stack else linked.pop()
        try:
            info = folder.stat()
        except OSError:
            continue
        key = (info.st_dev, info.st_ino)
        if key in seen:
            continue
        seen.add(key)
        # what it says is of the subfolders: none of them is entered with below False
        subfolders, has_notes, rules = _scan(folder, outer, roots, warnings if below else None)
        if has_notes:
            found.append(folder)
        for sub in subfolders if below else ():
            # a folder both linked and real is known by its real path, whatever order the listing gave
            (linked if sub.is_symlink() else stack).append((sub, rules))
    return sorted(found, key=lambda p: str(p))


def resolve_targets(path: Path, roots: list[Path] | None = None, warnings: list[str] | None = None, below: bool = True) -> list[Path]:
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
        broken = broken_link(path)
        if broken is None and os.path.lexists(path):  # a FIFO, a socket, a device: there, but nothing to read
            broken = "не обычный файл (нужен файл .md или папка)"
        raise NotesError(f"{path}: {broken}" if broken else f"путь не найден: {path}")
    if folder != folder.parent and Rules.above(folder.parent).ignores(folder, True, by_default=False):
        if warnings is not None:
            warnings.append(f"{folder}: пропущена: исключена правилами {IGNORE_FILE}")
        return []
    return [folder] if is_file else find_collections(folder, roots, warnings, below)


def list_notes(collection: Path) -> list[Path]:
    collection = Path(collection).absolute()
    return [collection / name for name in note_names(collection)]


def note_names(collection: Path, names: list[str] | None = None, skipped: list[str] | None = None) -> list[str]:
    collection = Path(collection).absolute()
    odd: list[str] = []  # named like notes, neither a file nor a folder
    if names is None:
        try:
            with os.scandir(collection) as listing:
                found = []
                for entry in listing:
                    if _is_note(entry):
                        found.append(entry.name)
                    elif skipped is not None and _is_note_name(entry.name):
                        odd.append(entry.name)
        except OSError as error:
            if error.errno in (errno.EMFILE, errno.ENFILE):  # the process is out of descriptors, not the folder of notes
                raise
            return []
    else:
        found = []
        for name in set(names):
            if _is_note_name(name):
                readable_name = not _name_fault(name) and _is_file(os.path.join(collection, name))
                (found if readable_name else odd).append(name)
    found.sort()
    rules = Rules.above(collection)
    if skipped is not None:
        for name in sorted(odd):
            reason = _not_a_note(os.path.join(collection, name))
            if reason and (rules.empty or not rules.ignores(collection / name, False)):
                skipped.append(f"{_readable(collection / name)}: {reason}")
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
        is_dir = number < len(parts) or os.path.isdir(current)  # False, not an error, in a locked folder
        if rules.ignores(current, is_dir):
            return True
        if is_dir:
            rules = rules.entering(current)
    return False


def _scan(folder: Path, outer: Rules, roots: list[Path] | None,
          warnings: list[str] | None) -> tuple[list[Path], bool, Rules]:
    """Visible, not ignored subfolders (symlinks followed inside the roots, unless they loop), whether
    notes lie directly in the folder, and the ignore rules in force in it."""
    try:
        entries = list(os.scandir(folder))
    except FileNotFoundError:  # gone since the walk listed it
        return [], False, outer
    except OSError as error:  # no permission: its notes would be missing without a word
        if warnings is not None:
            warnings.append(f"{_readable(folder)}: {_UNREADABLE.format(error.strerror or error)}")
        return [], False, outer
    rules = outer.entering(folder, any(entry.name == IGNORE_FILE for entry in entries))
    subfolders, has_notes = [], False
    for entry in entries:
        path = Path(entry.path)
        if _is_note(entry):
            has_notes = has_notes or not rules.ignores(path, False)
        elif not entry.name.startswith(".") and _is_dir(entry) and not rules.ignores(path, True):
            fault = _name_fault(entry.name)
            if fault:  # no index can be opened there, or its paths would break lines: say so
                if warnings is not None:
                    warnings.append(f"{_readable(path)}: {_BAD_FOLDER.format(fault)}")
                continue
            if entry.is_symlink():
                if not inside_roots(path, roots):
                    if warnings is not None:
                        warnings.append(f"{path}: {_OUTSIDE}")
                    continue
                above = _above(path, folder)
                if above is not None:  # the walk would go round: back into the root or what holds it
                    if warnings is not None:
                        warnings.append(f"{path}: {_LOOP.format(_readable(above))}")
                    continue
            subfolders.append(path)
    return subfolders, has_notes, rules


def _above(link: Path, folder: Path) -> str | None:
    """The resolved folder a symlinked folder `link` (listed in `folder`) leads to when that is `folder`
    or a folder the walk reached it through (the root, one of its ancestors, or a folder on the way,
    each resolved): a loop; None when the link leads elsewhere."""
    target = os.path.realpath(link)
    return target if any(os.path.realpath(way) == target for way in (folder, *folder.parents)) else None


def _is_note(entry: os.DirEntry) -> bool:
    if not _is_note_name(entry.name) or _name_fault(entry.name):
        return False
    try:
        return entry.is_file()
    except OSError:
        return False


def _is_note_name(name: str) -> bool:
    return not name.startswith(".") and name.lower().endswith(".md") and "/" not in name


def _not_a_note(path: str) -> str | None:
    """Why an entry named like a note is not one: a file name memo cannot use (`_name_fault`), a
    broken or looping symlink, a FIFO or device; None when it is gone or a folder."""
    fault = _name_fault(os.path.basename(path))
    if fault and _is_file(path):
        return _BAD_NAME.format(fault)
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        broken = broken_link(path)
        return None if broken is None else f"пропущен: {broken}"
    except OSError as error:
        if error.errno == errno.ELOOP:
            return "пропущен: символические ссылки зациклены"
        return f"пропущен: не удалось прочитать ({error.strerror or error})"
    return None if stat.S_ISDIR(mode) or stat.S_ISREG(mode) else _NOT_REGULAR


def broken_link(path: Path | str) -> str | None:
    try:
        os.stat(path)
    except FileNotFoundError:
        try:
            return f"символическая ссылка никуда не ведёт ({os.readlink(path)})"
        except (OSError, ValueError):  # not a link (simply missing), or a folder on the way is gone
            return None
    except (OSError, ValueError):  # a loop, no permission, a malformed path: not a link to nothing
        return None
    return None


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

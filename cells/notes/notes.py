import hashlib
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from .errors import NotesError
from .paths import inside_roots

_NOT_REGULAR = "пропущен: не обычный файл"

@dataclass(frozen=True)
class NoteText:
    path: Path
    text: str | None
    digest: str
    mtime_ns: int
    size: int
    warnings: tuple[str, ...]


def read_note(path: Path, max_bytes: int = 5 * 1024 * 1024, roots: list[Path] | None = None) -> NoteText:
    path = Path(path)
    try:
        if not inside_roots(path, roots):
            return _skipped(path, None, "", "пропущена: символическая ссылка ведёт за пределы разрешённых папок")
    except NotesError as error:
        return _skipped(path, None, "", f"пропущена: {error}")
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return _skipped(path, None, "", _NOT_REGULAR)
        with open(path, "rb") as handle:
            info = os.fstat(handle.fileno())
            if info.st_size > max_bytes:
                return _skipped(path, info, "", f"пропущен: файл больше {_megabytes(max_bytes)} МБ ({_megabytes(info.st_size)} МБ)")
            data = handle.read(max_bytes + 1)
    except FileNotFoundError:
        return _skipped(path, None, "", "пропущен: файл исчез до чтения")
    except IsADirectoryError:
        return _skipped(path, None, "", "пропущен: это папка, а не файл")
    except OSError as error:
        return _skipped(path, None, "", f"пропущен: не удалось прочитать ({error.strerror or error})")
    digest = hashlib.sha256(data).hexdigest()
    if len(data) > max_bytes:
        return _skipped(path, info, digest, f"пропущен: файл больше {_megabytes(max_bytes)} МБ")
    if b"\x00" in data:
        return _skipped(path, info, digest, "пропущен: похоже на двоичный файл (есть нулевые байты)")
    warnings: tuple[str, ...] = ()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        text = data.decode("utf-8", errors="replace")
        warnings = (f"{path}: неверная кодировка UTF-8 (первый плохой байт на позиции {error.start}), "
                    "испорченные символы заменены на \ufffd",)
    if text.startswith("\ufeff"):
        text = text[1:]
    return NoteText(path, text, digest, info.st_mtime_ns, info.st_size, warnings)


def _skipped(path: Path, info: os.stat_result | None, digest: str, reason: str) -> NoteText:
    mtime_ns = info.st_mtime_ns if info else 0
    size = info.st_size if info else -1
    return NoteText(path, None, digest, mtime_ns, size, (f"{path}: {reason}",))


def _megabytes(size: int) -> str:
    return f"{size / 1024 / 1024:.1f}".rstrip("0").rstrip(".")

import codecs
import hashlib
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from .errors import NotesError
from .paths import inside_roots

_NOT_REGULAR = "пропущен: не обычный файл"
_HIGH_BYTES = bytes(range(0x80, 0x100))

@dataclass(frozen=True)
class NoteText:
    path: Path
    text: str | None
    digest: str
    changed_ns: int
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
        # never blocks: a FIFO put in its place since the stat above opens at once, and is seen below
        with os.fdopen(os.open(path, os.O_RDONLY | os.O_NONBLOCK), "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                return _skipped(path, None, "", _NOT_REGULAR)
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
    utf16 = data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    if b"\x00" in data and not utf16:
        return _skipped(path, info, digest, "пропущен: похоже на двоичный файл (есть нулевые байты)")
    text, warning = _decoded(data, utf16)
    warnings = (f"{path}: {warning}",) if warning else ()
    if text.startswith("\ufeff"):
        text = text[1:]
    return NoteText(path, text, digest, change_stamp(info), info.st_size, warnings)


def change_stamp(info: os.stat_result) -> int:
    return max(info.st_mtime_ns, info.st_ctime_ns)


def _decoded(data: bytes, utf16: bool) -> tuple[str, str | None]:
    """The text of a note's bytes and a warning when they were not plain UTF-8: UTF-16 with its byte order
    mark (Windows Notepad's "Unicode"), Windows-1251 (old Russian notes: most of their non-ASCII bytes are
    not UTF-8 and, read as 1251, they are mostly Cyrillic letters), else UTF-8 with U+FFFD for bad bytes."""
    if utf16:
        try:
            return data.decode("utf-16"), None
        except UnicodeDecodeError as error:  # cut short (an odd byte at the end): what can be read is kept
            return data.decode("utf-16", errors="replace"), (f"неверная кодировка UTF-16 (плохие байты с позиции "
                                                             f"{error.start}), испорченные символы заменены на \ufffd")
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as error:
        damaged = data.decode("utf-8", errors="replace")
        legacy = _windows_1251(data, damaged.count("\ufffd"))
        if legacy is not None:
            return legacy, "прочитан в кодировке Windows-1251 (не UTF-8)"
        return damaged, (f"неверная кодировка UTF-8 (первый плохой байт на позиции {error.start}), "
                         "испорченные символы заменены на \ufffd")


def _windows_1251(data: bytes, replaced: int) -> str | None:
    """`data` read as Windows-1251 when that is what it looks like: at least half of its non-ASCII bytes
    are not UTF-8 (`replaced`), and read as 1251 they give text whose letters are 30% Cyrillic or more."""
    high = len(data) - len(data.translate(None, _HIGH_BYTES))
    if replaced * 2 < high:
        return None  # mostly valid UTF-8 with a few damaged bytes
    try:
        text = data.decode("cp1251")
    except UnicodeDecodeError:
        return None
    letters = [char for char in text if char.isalpha()]
    cyrillic = sum("а" <= char.lower() <= "я" or char in "ёЁ" for char in letters)
    return text if letters and cyrillic >= 0.3 * len(letters) else None


def _skipped(path: Path, info: os.stat_result | None, digest: str, reason: str) -> NoteText:
    changed_ns = change_stamp(info) if info else 0
    size = info.st_size if info else -1
    return NoteText(path, None, digest, changed_ns, size, (f"{path}: {reason}",))


def _megabytes(size: int) -> str:
    return f"{size / 1024 / 1024:.1f}".rstrip("0").rstrip(".")

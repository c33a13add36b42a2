"""The process's file descriptors, which a searcher spends on open indexes: a library of 1,000 collections
keeps 3,000 of them open, past the usual soft limit of 1024."""
from __future__ import annotations

import errno
import os

try:
    import resource
except ImportError:  # Windows: no such limit to read or raise
    resource = None

FILES_PER_INDEX = 3  # an open index holds its database, its WAL and its shared-memory file
RESERVE_FILES = 64  # descriptors a search leaves free for the rest of the process (walks, notes, a status)
_SPARE_FILES = 8  # descriptors an index open needs free (its three and SQLite's temporary files)
_FILE_LIMIT = 1 << 16  # the soft limit wanted where the hard one is unlimited (macOS refuses infinity)


def more_files() -> None:
    """Raise the process's soft limit of open files to its hard limit: the usual soft limit of 1024 holds
    about 330 open indexes. Nothing where the system has no such limit or refuses."""
    if resource is None:
        return
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        wanted = _FILE_LIMIT if hard == resource.RLIM_INFINITY else hard
        if soft != resource.RLIM_INFINITY and soft < wanted:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    except (ValueError, OSError):
        pass


def soft_limit() -> int | None:
    """The process's soft limit of open files; None where there is none to read."""
    if resource is None:
        return None
    try:
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    except (ValueError, OSError):
        return None
    return None if soft == resource.RLIM_INFINITY else soft


def free_files() -> int | None:
    """Descriptors this process may still open: its soft limit less those open; None where unknown
    (no /proc, no limit, or not even one descriptor left to count them)."""
    soft = soft_limit()
    if soft is None:
        return None
    try:
        return soft - len(os.listdir("/proc/self/fd"))
    except OSError:
        return None


def out_of_files() -> bool:
    """Whether fewer than `_SPARE_FILES` file descriptors are left to this process (or to the system)."""
    opened: list[int] = []
    try:
        for _ in range(_SPARE_FILES):
            opened.append(os.open(os.devnull, os.O_RDONLY))
    except OSError as error:
        return starved(error)
    finally:
        for fd in opened:
            os.close(fd)
    return False


def starved(error: OSError) -> bool:
    """Whether `error` says the process (or the system) is out of file descriptors."""
    return error.errno in (errno.EMFILE, errno.ENFILE)

"""Which vectors each write changed, so a held copy reads only those again.

Every write of vectors (`put_file`, `remove_file`) replaces the index's "vectors" token (in meta) and
appends one row to `vector_log`: the token before and after it, and the ids it removed and added. A
process holding a copy loaded at token T and log position `seq` reads, in one read transaction, the
stored token and the rows after `seq`. When they chain from T to the stored token (the first row starts
at T, each row starts where the previous one ended, the last ends at the stored token), the copy drops
the removed ids and reads the added ones. Anything else means a whole read: a rebuilt or replaced index
(new tokens, a new log), rows pruned past the copy, a write by an older memo that keeps no log (the token
moved without a row), or more rows changed than a whole read would cost. So a copy never answers for a
state it did not see whole.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

import apsw
import numpy as np

LOG_SQL = ("CREATE TABLE IF NOT EXISTS vector_log(seq INTEGER PRIMARY KEY, before TEXT NOT NULL, "
           "after TEXT NOT NULL, removed BLOB NOT NULL, added BLOB NOT NULL)")
_KEPT = 1000  # writes remembered: a copy further behind reads every vector again
_SHARE = 4  # more changed rows than a quarter of the copy: a whole read is about as cheap
_IDS = np.dtype("<i8")
_BATCH = 500  # ids per SELECT ... IN (...)


def new_token() -> str:
    """A value no earlier state of any index had: a rebuilt index never matches an old copy."""
    return os.urandom(8).hex()


def record(conn: apsw.Connection, removed: list[int], added: list[int]) -> None:
    """Inside a write transaction: a new token for the vectors and the log row that leads to it."""
    (before,), = conn.execute("SELECT value FROM meta WHERE key = 'vectors'").fetchall()
    after = new_token()
    conn.execute("UPDATE meta SET value = ? WHERE key = 'vectors'", (after,))
    conn.execute("INSERT INTO vector_log(before, after, removed, added) VALUES (?, ?, ?, ?)",
                 (before, after, _blob(removed), _blob(added)))
    conn.execute("DELETE FROM vector_log WHERE seq <= ?", (conn.last_insert_rowid() - _KEPT,))


def position(conn: apsw.Connection) -> int | None:
    """Inside a read transaction: the latest log row (0 when none yet); None for an index without a log
    (a read-only index of an older memo: its copies are always read whole)."""
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'vector_log'").fetchall():
        return None
    (seq,), = conn.execute("SELECT coalesce(max(seq), 0) FROM vector_log").fetchall()
    return seq


@dataclass(frozen=True)
class Changes:
    token: str  # the stored token these changes lead to
    seq: int  # the log position they end at
    removed: np.ndarray  # ids to drop from the copy (some may not be in it)
    added: list[tuple[int, bytes]]  # (id, stored vector) to add, ascending ids


def read_changes(conn: apsw.Connection, token: str, seq: int, rows: int) -> Changes | None:
    """What changed since the copy of `rows` vectors at `token` and log position `seq`, read in one read
    transaction with the vectors it adds; None when only a whole read is right (see the module's note)."""
    conn.execute("BEGIN")
    try:
        (stored,), = conn.execute("SELECT value FROM meta WHERE key = 'vectors'").fetchall()
        log = conn.execute("SELECT seq, before, after, removed, added FROM vector_log WHERE seq > ? "
                           "ORDER BY seq LIMIT ?", (seq, _KEPT)).fetchall()
        if not _chained(log, token, stored):
            return None
        removed: set[int] = set()
        added: set[int] = set()
        for _, _, _, gone, new in log:
            for chunk_id in np.frombuffer(gone, dtype=_IDS).tolist():
                added.discard(chunk_id)
                removed.add(chunk_id)
            added.update(np.frombuffer(new, dtype=_IDS).tolist())
        if (len(removed) + len(added)) * _SHARE > rows:
            return None
        wanted = sorted(added)
        found = [row for at in range(0, len(wanted), _BATCH) for row in conn.execute(
            f"SELECT id, embedding FROM vectors WHERE id IN ({','.join('?' * len(wanted[at:at + _BATCH]))}) "
            "ORDER BY id", wanted[at:at + _BATCH])]
        if len(found) != len(wanted):  # the log and the table disagree: trust only a whole read
            return None
        return Changes(stored, log[-1][0], np.array(sorted(removed), dtype=np.int64), found)
    finally:
        conn.execute("COMMIT")


def _chained(log: list[tuple], token: str, stored: str) -> bool:
    """Whether the rows lead from `token` to `stored` with no write missing between them."""
    if not log or log[0][1] != token or log[-1][2] != stored:
        return False
    return all(before == previous[2] for previous, (_, before, *_) in zip(log, log[1:]))


def _blob(ids: list[int]) -> bytes:
    return np.asarray(ids, dtype=_IDS).tobytes()

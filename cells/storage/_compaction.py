"""Keeping the word index quick to query: FTS5 merged into one b-tree once enough of it was replaced.

A contentless_delete FTS5 table deletes by tombstones: every later query checks each matching row of an
older segment against them; and every write adds a segment that automatic merging joins only in part.
At 100k pieces BM25 queries took ~1.7x as long after every piece had been rewritten once, ~1.15x after a
build note by note, as on the same rows merged by 'optimize' (bench/RESULTS.md, section 13); the answers
are the same bit for bit."""
from collections.abc import Callable

import apsw

CHURN_KEY = "words_churn"  # meta: pieces written to or deleted from the word index since it was last merged
_FLOOR = 1000  # pieces: below this, merging is not worth a rewrite of the index
_SHARE = 0.05  # of the pieces stored: how much churn is tolerated before merging


def count_churn(conn: apsw.Connection, pieces: int) -> None:
    """Add `pieces` written or deleted to the churn (inside the caller's write); an index written before
    memo counted keeps no count, which `due` reads as due."""
    if pieces:
        conn.execute("UPDATE meta SET value = CAST(value AS INTEGER) + ? WHERE key = ?", (pieces, CHURN_KEY))


def due(one: Callable[[str, tuple], tuple | None]) -> bool:
    """Whether enough of the word index was replaced since it was last merged; `one` runs a query and
    returns its first row."""
    row = one("SELECT value FROM meta WHERE key = ?", (CHURN_KEY,))
    if row is None:
        return True
    churn = int(row[0])
    if churn < _FLOOR:
        return False
    (pieces,) = one("SELECT count(*) FROM chunks", ())
    return churn >= _SHARE * pieces


def compact(conn: apsw.Connection) -> None:
    """Merge the word index into one b-tree (tombstones purged) and start counting again (inside a write)."""
    conn.execute("INSERT INTO chunks_fts(chunks_fts) VALUES ('optimize')")
    conn.execute("INSERT INTO meta(key, value) VALUES (?, '0') ON CONFLICT(key) DO UPDATE SET value = '0'",
                 (CHURN_KEY,))

"""Keeping the word index quick to query: FTS5 merged into one b-tree once enough of it was deleted.

A contentless_delete FTS5 table deletes by tombstones: every later query checks each matching row of an
older segment against them. At 100k pieces BM25 queries took ~1.7x as long after every piece had been
rewritten once as on the same rows merged by 'optimize', the answers the same bit for bit; after a build
note by note (segments, no tombstones) only ~1.15x, which is not worth a merge: it costs ~1 s at 100k and
leaves the merged-away pages free inside the file (~10 % of a fresh index) (bench/RESULTS.md, section
14). So only deleted pieces count (a rewritten note deletes its old pieces)."""
from collections.abc import Callable

import apsw

CHURN_KEY = "words_churn"  # meta: pieces deleted from the word index (tombstones) since it was last merged
_FLOOR = 1000  # pieces: below this, merging is not worth a rewrite of the index
_SHARE = 0.05  # of the pieces stored: how much churn is tolerated before merging


def count_churn(conn: apsw.Connection, pieces: int) -> None:
    """Add `pieces` deleted to the churn (inside the caller's write); an index written before memo
    counted keeps no count, which `due` reads as due."""
    if pieces:
        conn.execute("UPDATE meta SET value = CAST(value AS INTEGER) + ? WHERE key = ?", (pieces, CHURN_KEY))


def due(one: Callable[[str, tuple], tuple | None]) -> bool:
    """Whether enough of the word index was deleted since it was last merged; `one` runs a query and
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

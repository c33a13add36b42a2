"""Vectors of pieces that left the index, kept for when their text comes back.

A note edited and then undone, a git branch switched to and back, a note deleted and restored: the
passages that come back had vectors a moment ago. Deleting them with their pieces cost a model call per
passage on the way back (a whole checkout's worth after `git checkout other; git checkout main`). The
vectors of deleted pieces (and of their views) are kept in `spare`, keyed by the hash of their text,
and `IndexDb.known_vectors` finds them there; a passage stored again leaves the table. The table is
bounded: at most as many rows as the index has pieces, or `_FLOOR` when that is more, the oldest
dropped first. It is never searched (the search reads `vectors` only).
"""
from __future__ import annotations

import time

import apsw

SPARE_SQL = ("CREATE TABLE IF NOT EXISTS spare(hash TEXT PRIMARY KEY, embedding BLOB NOT NULL, at REAL NOT NULL)",
             "CREATE INDEX IF NOT EXISTS spare_at ON spare(at)")
_FLOOR = 1000  # ~0.9 MB of float16 vectors: room for a few undone edits in a small collection


def keep(conn: apsw.Connection, name: str, views: bool) -> None:
    """Copy the vectors of the note `name`'s pieces (and of their views) into `spare`, before they are
    deleted; then drop the oldest rows over the bound."""
    now = time.time()
    conn.execute("INSERT OR REPLACE INTO spare(hash, embedding, at) SELECT c.passage_hash, v.embedding, ? "
                 "FROM chunks AS c JOIN vectors AS v ON v.id = c.id WHERE c.name = ?", (now, name))
    if views:
        conn.execute("INSERT OR REPLACE INTO spare(hash, embedding, at) SELECT w.view_hash, w.embedding, ? "
                     "FROM views AS w JOIN chunks AS c ON c.id = w.id WHERE c.name = ?", (now, name))
    (held,), = conn.execute("SELECT count(*) FROM spare")
    if held <= _FLOOR:
        return
    (pieces,), = conn.execute("SELECT count(*) FROM chunks")
    over = held - max(_FLOOR, pieces)
    if over > 0:
        conn.execute("DELETE FROM spare WHERE hash IN (SELECT hash FROM spare ORDER BY at, hash LIMIT ?)", (over,))


def unspare(conn: apsw.Connection, stored: list[str]) -> None:
    """Drop from `spare` the hashes of texts just stored again with a piece (they are found there)."""
    conn.executemany("DELETE FROM spare WHERE hash = ?", [(each,) for each in stored])

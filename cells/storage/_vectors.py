"""The vectors of an index: float16 BLOBs in a plain table, scanned in memory as one float32 matrix.

float16 on disk halves the index (768 bytes per 384-dimensional vector instead of 1,536) and the
reading of it; a cosine moves by ~1e-4 (bench/RESULTS.md, section 7). The scan is in float32 with
numpy's `einsum` on one thread, not BLAS: on a busy 2-core machine OpenBLAS's second thread stalls
the product (10k rows: 16 ms against 0.7 ms; 100k: 32 ms against 14 ms, bench/RESULTS.md) and its
spinning threads slow the query's tokenizer and model next to it (a float16 product is ~10x slower
in numpy; int8 would quarter the memory but move cosines by ~5e-4).

The index holds a token ("vectors" in meta) that every write of vectors replaces; a process keeps the
matrix it loaded together with the token read in the same transaction, and loads again when the
stored token differs. So a long-lived process (the watcher, the MCP server) scans memory, and a copy never
answers after another connection or process changed the vectors.
"""
from __future__ import annotations

import itertools
import os
import re
from dataclasses import dataclass

import apsw
import numpy as np

TABLE_SQL = "CREATE TABLE vectors(id INTEGER PRIMARY KEY, embedding BLOB NOT NULL)"
_STORED = np.dtype("<f2")
_SLICE = 4096  # rows converted at a time
_VIRTUAL_MODULE = re.compile(r"CREATE\s+VIRTUAL\s+TABLE\s+\S+\s+USING\s+(\w+)", re.IGNORECASE)
_BUILT_IN_MODULES = {"fts5", "fts4", "fts3", "rtree"}


def to_blob(vector: np.ndarray) -> bytes:
    """Stored L2-normalised, so a loaded matrix is ready for cosines without another pass."""
    return _unit(vector).astype(_STORED).tobytes()


def from_blob(blob: bytes) -> np.ndarray:
    return np.frombuffer(blob, dtype=_STORED).astype(np.float32)


def new_token() -> str:
    """A value no earlier state of any index had: a rebuilt index never matches an old copy."""
    return os.urandom(8).hex()


@dataclass(frozen=True)
class VectorMatrix:
    token: str
    ids: np.ndarray  # int64, ascending
    matrix: np.ndarray  # float32, one row per id, L2-normalised when stored

    @classmethod
    def read(cls, conn: apsw.Connection, dimension: int) -> VectorMatrix:
        """The token and every vector, in one read transaction (a consistent snapshot), converted
        into a preallocated float32 matrix a slice at a time (peak memory: the matrix and one slice).
        Raises apsw.CorruptError for a BLOB of the wrong size (damage)."""
        width = dimension * _STORED.itemsize
        conn.execute("BEGIN")
        try:
            (token,), = conn.execute("SELECT value FROM meta WHERE key = 'vectors'").fetchall()
            (count,), = conn.execute("SELECT count(*) FROM vectors").fetchall()
            ids = np.empty(count, dtype=np.int64)
            matrix = np.empty((count, dimension), dtype=np.float32)
            cursor = conn.execute("SELECT id, embedding FROM vectors ORDER BY id")
            done = 0
            while rows := list(itertools.islice(cursor, _SLICE)):
                if any(len(blob) != width for _, blob in rows):
                    raise apsw.CorruptError(f"a stored vector is not {dimension} float16 values")
                ids[done:done + len(rows)] = [chunk_id for chunk_id, _ in rows]
                stored = np.frombuffer(b"".join(blob for _, blob in rows), dtype=_STORED)
                matrix[done:done + len(rows)] = stored.reshape(len(rows), dimension)
                done += len(rows)
        finally:
            conn.execute("COMMIT")
        return cls(token, ids, matrix)

    def nearest(self, query: np.ndarray, limit: int) -> list[tuple[int, float]]:
        """The `limit` rows with the highest cosine to `query`, best first (ties by id)."""
        if not len(self.ids):
            return []
        scores = products(self.matrix, query)
        if limit < len(scores):
            top = np.argpartition(-scores, limit - 1)[:limit]
        else:
            top = np.arange(len(scores))
        top = top[np.lexsort((self.ids[top], -scores[top]))]
        return [(int(self.ids[i]), float(scores[i])) for i in top]

    def cosines(self, ids: list[int], query: np.ndarray) -> dict[int, float]:
        """Cosine of each known id's row to `query`; unknown ids are absent."""
        if not ids or not len(self.ids):
            return {}
        wanted = np.asarray(ids, dtype=np.int64)
        at = np.minimum(np.searchsorted(self.ids, wanted), len(self.ids) - 1)
        known = self.ids[at] == wanted
        scores = products(self.matrix[at[known]], query)
        return {int(i): float(s) for i, s in zip(wanted[known], scores)}


def products(matrix: np.ndarray, query: np.ndarray) -> np.ndarray:
    """Each row's dot product with the unit `query`, on this thread (see the module's note on BLAS)."""
    return np.einsum("ij,j->i", matrix, _unit(query))


def _unit(vector: np.ndarray) -> np.ndarray:
    query = np.asarray(vector, dtype=np.float32).reshape(-1)
    norm = float(np.linalg.norm(query))
    return query / norm if norm else query


def drop_tables(conn: apsw.Connection) -> None:
    """Drop every table of the database, virtual tables of a module memo no longer loads included
    (the vec0 table of an index from an older version): the module is stood in by one that can only
    be dropped, and its shadow tables go as ordinary tables."""
    rows = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'"
                        ).fetchall()
    virtual = []
    for name, sql in rows:
        found = _VIRTUAL_MODULE.match(sql or "")
        if found:
            virtual.append(name)
            if found.group(1).lower() not in _BUILT_IN_MODULES:
                conn.create_module(found.group(1), _Gone())
    for name in virtual + [name for name, _ in rows if name not in virtual]:  # a module drops its shadows
        conn.execute(f'DROP TABLE IF EXISTS "{name}"')


class _Gone:
    """A virtual-table module that can only connect in order to be dropped."""

    def Connect(self, *args):  # noqa: N802 (apsw's protocol)
        return "CREATE TABLE x(v)", _GoneTable()

    Create = Connect


class _GoneTable:
    def Disconnect(self) -> None:  # noqa: N802
        return None

    Destroy = Disconnect

"""The vectors of an index: float16 BLOBs in a plain table, scanned in memory.

float16 on disk halves the index (768 bytes per 384-dimensional vector instead of 1,536) and the
reading of it; a cosine moves by ~1e-4 (bench/RESULTS.md, section 7). In memory each vector is held
twice: as stored, float16 (the exact cosines: the rows a search needs are widened to float32 and
multiplied with numpy's `einsum` on one thread, not BLAS: on a busy 2-core machine OpenBLAS's second
thread stalls the product and its spinning threads slow the query's model call next to it) and as int8
codes, one scale per row (half the bytes again). A search first scans the codes (`numkong`'s int8 dot
products), which bounds every row's cosine (the codes' error is known per row and per query), then
computes exact float32 cosines only for the rows whose bound can reach the best `limit`: the same rows
and cosines as a full float32 scan, for a quarter of the memory traffic (100k rows: ~2-5 ms instead of 9-35 ms by load, bench/RESULTS.md, "Issue 13, item 3 at 100k (scale)").

The index holds a token ("vectors" in meta) that every write of vectors replaces; a process keeps the
matrix it loaded together with the token read in the same transaction, and brings it up to date when the
stored token differs: from the log of the writes since (`_vector_log`), dropping the rows they removed
and reading the rows they added, or by reading every vector again when the log cannot say. So a
long-lived process (the watcher, the MCP server) scans memory, a copy never answers after another
connection or process changed the vectors, and one edited note costs its own rows, not a whole read.
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

import apsw
import numkong
import numpy as np

from ._vector_log import position, read_changes

TABLE_SQL = "CREATE TABLE vectors(id INTEGER PRIMARY KEY, embedding BLOB NOT NULL)"
_STORED = np.dtype("<f2")
_SLICE = 4096  # rows converted at a time
_CODE = 127  # int8 codes: a row's largest component becomes ±127
_SLACK = 1e-4  # float32 rounding of a 384-term dot product of unit vectors (at most 384 * 2**-24 ≈ 2.3e-5), with room
_VIRTUAL_MODULE = re.compile(r"CREATE\s+VIRTUAL\s+TABLE\s+\S+\s+USING\s+(\w+)", re.IGNORECASE)
_BUILT_IN_MODULES = {"fts5", "fts4", "fts3", "rtree"}


def to_blob(vector: np.ndarray) -> bytes:
    """Stored L2-normalised, so a loaded matrix is ready for cosines without another pass."""
    return _unit(vector).astype(_STORED).tobytes()


def blob_width(dimension: int) -> int:
    """Bytes of one stored vector of `dimension` values."""
    return dimension * _STORED.itemsize


def from_blob(blob: bytes) -> np.ndarray:
    return np.frombuffer(blob, dtype=_STORED).astype(np.float32)


@dataclass(frozen=True)
class VectorMatrix:
    token: str
    seq: int | None  # the vector log's position at `token`; None: the index keeps no log
    ids: np.ndarray  # int64, ascending
    matrix: np.ndarray  # float16 as stored, one row per id, L2-normalised when stored
    codes: np.ndarray  # int8: row i is about scales[i] * codes[i]
    scales: np.ndarray  # float32
    errors: np.ndarray  # float32: the length of row i minus scales[i] * codes[i]
    reach: float  # at least the length of every scales[i] * codes[i]
    room: tuple[np.ndarray, ...]  # the memory behind ids, matrix, codes, scales, errors: their first rows, then room to grow

    @classmethod
    def read(cls, conn: apsw.Connection, dimension: int) -> VectorMatrix:
        """The token and every vector, in one read transaction (a consistent snapshot), copied
        into a preallocated float16 matrix and quantised into int8 codes a slice at a time (peak memory:
        the matrices and one slice widened to float32), with room for a sixteenth more rows (untouched until used). Raises
        apsw.CorruptError for a BLOB of the wrong size (damage)."""
        conn.execute("BEGIN")
        try:
            (token,), = conn.execute("SELECT value FROM meta WHERE key = 'vectors'").fetchall()
            seq = position(conn)
            (count,), = conn.execute("SELECT count(*) FROM vectors").fetchall()
            room = _memory(count + _room(count), dimension)
            ids, matrix, codes, scales, errors = (array[:count] for array in room)
            lengths = np.empty(count, dtype=np.float32)
            cursor = conn.execute("SELECT id, embedding FROM vectors ORDER BY id")
            done = 0
            while rows := list(itertools.islice(cursor, _SLICE)):
                at = slice(done, done + len(rows))
                ids[at], matrix[at] = _rows(rows, dimension)
                codes[at], scales[at], errors[at], lengths[at] = _quantized(_wide(matrix[at]))
                done += len(rows)
        finally:
            conn.execute("COMMIT")
        reach = float((lengths + errors).max(initial=0.0))
        return cls(token, seq, ids, matrix, codes, scales, errors, reach, room)

    def updated(self, conn: apsw.Connection) -> VectorMatrix | None:
        """This copy brought to the stored token by the logged writes since it was read: the rows they
        removed dropped, the rows they added read and quantised; None when only a whole read is right.
        The rows are moved within this copy's memory when it has room (so this copy must not be used
        afterwards): one edited note costs its own rows and a move of the rows after them, no new
        memory. Raises apsw.CorruptError for an added BLOB of the wrong size (damage)."""
        changes = None if self.seq is None else read_changes(conn, self.token, self.seq, len(self.ids))
        if changes is None:
            return None
        added_ids, added = _rows(changes.added, self.matrix.shape[1])
        gone = np.flatnonzero(np.isin(self.ids, changes.removed))
        kept = np.delete(self.ids, gone)
        if len(kept) and len(added_ids) and added_ids[0] <= kept[-1]:
            return None  # SQLite gives new rows higher ids: only a hand-made index lands here
        codes, scales, errors, lengths = _quantized(_wide(added))
        count = len(self.ids)
        room = tuple(_spliced(memory, count, gone, new) for memory, new in
                     zip(self.room, (added_ids, added, codes, scales, errors)))
        total = count - len(gone) + len(added_ids)
        reach = max(self.reach, float((lengths + errors).max(initial=0.0)))  # a bound: dropped rows may only lower it
        return VectorMatrix(changes.token, changes.seq, *(memory[:total] for memory in room), reach, room)

    def nearest(self, query: np.ndarray, limit: int) -> list[tuple[int, float]]:
        """The `limit` rows with the highest cosine to `query`, best first (ties by id): exact float32
        cosines of the rows the int8 scan could not rule out."""
        if not len(self.ids):
            return []
        query = _unit(query)
        rows = self._candidates(query, limit)
        scores = _dots(_wide(self.matrix[rows]), query)
        if limit < len(rows):  # the rows at least as good as the limit-th, ties included
            kept = scores >= np.partition(scores, len(rows) - limit)[len(rows) - limit]
            rows, scores = rows[kept], scores[kept]
        order = np.lexsort((self.ids[rows], -scores))[:limit]
        return [(int(self.ids[rows[i]]), float(scores[i])) for i in order]

    def _candidates(self, query: np.ndarray, limit: int) -> np.ndarray:
        """Rows whose cosine may be among the `limit` best, from the int8 codes. With q the unit query
        and q' its codes times their scale, q·r differs from q'·(row codes times their scale) by at most
        |q|·errors[r] + |q - q'|·reach, and the float32 product by _SLACK more: a row whose highest
        possible value is below the limit-th lowest possible value is out. The query's rounding
        dominates that bound, so the rows left are read once more with the codes of what it missed."""
        if limit >= len(self.ids):
            return np.arange(len(self.ids))
        codes, scale, error, length = _quantized(query[None])
        estimate = _int8_dots(codes, self.codes) * self.scales * scale[0]
        rows = _reaching(estimate, self.errors * length[0] + (error[0] * self.reach + _SLACK), limit)
        missed = query - codes[0] * scale[0]
        codes, scale, error, _ = _quantized(missed[None])
        estimate = estimate[rows] + _int8_dots(codes, self.codes[rows]) * self.scales[rows] * scale[0]
        return rows[_reaching(estimate, self.errors[rows] * length[0] + (error[0] * self.reach + _SLACK), limit)]

    def cosines(self, ids: list[int], query: np.ndarray) -> dict[int, float]:
        """Cosine of each known id's row to `query`; unknown ids are absent."""
        if not ids or not len(self.ids):
            return {}
        wanted = np.asarray(ids, dtype=np.int64)
        at = np.minimum(np.searchsorted(self.ids, wanted), len(self.ids) - 1)
        known = self.ids[at] == wanted
        scores = products(_wide(self.matrix[at[known]]), query)
        return {int(i): float(s) for i, s in zip(wanted[known], scores)}


def _rows(rows: list[tuple[int, bytes]], dimension: int) -> tuple[np.ndarray, np.ndarray]:
    """The ids and float16 vectors of stored (id, BLOB) rows. Raises apsw.CorruptError for a BLOB of the
    wrong size (damage)."""
    if any(len(blob) != blob_width(dimension) for _, blob in rows):
        raise apsw.CorruptError(f"a stored vector is not {dimension} float16 values")
    stored = np.frombuffer(b"".join(blob for _, blob in rows), dtype=_STORED)
    return (np.array([chunk_id for chunk_id, _ in rows], dtype=np.int64),
            stored.reshape(len(rows), dimension))


def _room(count: int) -> int:
    """Rows of room kept after `count` rows, so the pieces an edit adds fit without a new copy."""
    return count // 16 + 256


def _memory(rows: int, dimension: int) -> tuple[np.ndarray, ...]:
    """Empty ids, matrix, codes, scales and errors for `rows` rows (pages are taken only when written)."""
    return (np.empty(rows, dtype=np.int64), np.empty((rows, dimension), dtype=_STORED),
            np.empty((rows, dimension), dtype=np.int8), np.empty(rows, dtype=np.float32),
            np.empty(rows, dtype=np.float32))


def _spliced(memory: np.ndarray, count: int, gone: np.ndarray, new: np.ndarray) -> np.ndarray:
    """The first `count` rows of `memory` without the positions `gone` (ascending), then `new`: in place
    when `memory` has room for them, else in new memory with room to grow."""
    total = count - len(gone) + len(new)
    if total > len(memory):
        grown = np.empty((total + _room(total), *memory.shape[1:]), dtype=memory.dtype)
        grown[:count] = memory[:count]
        memory = grown
    flat = memory.reshape(-1)  # one dimension: numpy moves overlapping rows down in place (a memmove)
    width = flat.size // len(memory)
    done = int(gone[0]) if len(gone) else count
    for start, end in zip(gone + 1, [*gone[1:], count]):  # each run of rows kept after a removed one
        flat[done * width:(done + end - start) * width] = flat[start * width:end * width]
        done += end - start
    memory[done:total] = new
    return memory


def _wide(rows: np.ndarray) -> np.ndarray:
    """float16 rows as float32: exact, so a cosine is the same as from a float32 copy of the matrix."""
    return rows.astype(np.float32)


def _int8_dots(query: np.ndarray, codes: np.ndarray) -> np.ndarray:
    """The exact integer dot product of one row of int8 `query` codes with each row of `codes`."""
    return np.asarray(numkong.cdist(query, codes, metric="dot")).reshape(-1)


def _reaching(estimate: np.ndarray, bound: np.ndarray, limit: int) -> np.ndarray:
    """Positions whose highest possible value (estimate + bound) reaches the limit-th highest lowest one."""
    if limit >= len(estimate):
        return np.arange(len(estimate))
    floor = np.partition(estimate - bound, len(estimate) - limit)[len(estimate) - limit]
    return np.flatnonzero(estimate + bound >= floor)


def _quantized(rows: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """int8 codes of float32 `rows` (each row's largest component becomes ±127), each row's scale, the
    length of what the codes miss (rows - scales * codes) and each row's length. In float32, in place
    where it can (a slice of 4,096 rows costs ~15 ms): its rounding (~1e-7) is far inside _SLACK."""
    largest = np.maximum(rows.max(axis=1), -rows.min(axis=1))
    scales = np.where(largest > 0, largest / np.float32(_CODE), np.float32(1)).astype(np.float32)
    work = rows / scales[:, None]
    codes = np.rint(work, out=work).astype(np.int8)
    np.subtract(rows, np.multiply(codes, scales[:, None], out=work), out=work)
    return codes, scales, np.sqrt(_dots_each(work)), np.sqrt(_dots_each(rows))


def _dots_each(rows: np.ndarray) -> np.ndarray:
    return np.einsum("ij,ij->i", rows, rows)


def products(matrix: np.ndarray, query: np.ndarray) -> np.ndarray:
    """Each row's dot product with the unit `query`, on this thread (see the module's note on BLAS)."""
    return _dots(matrix, _unit(query))


def _dots(matrix: np.ndarray, unit: np.ndarray) -> np.ndarray:
    """Each row's float32 dot product with `unit`: a row gives the same value in any matrix, whole or a subset."""
    return np.einsum("ij,j->i", matrix, unit)


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

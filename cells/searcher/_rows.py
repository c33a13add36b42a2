"""The stored rows of ranked candidates, read a batch at a time: one SELECT per index and batch
instead of one per candidate (a search reads ~40 rows; bench/RESULTS.md, section 8)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memo.storage import IndexDb, StoredChunk


class Rows:
    def __init__(self, ordered: list[tuple[IndexDb, int]], batch: int):
        self._ordered, self._batch = ordered, max(1, batch)
        self._rows: dict[tuple[IndexDb, int], StoredChunk | None] = {}
        self._read = 0  # candidates of `ordered` read so far

    def get(self, key: tuple[IndexDb, int]) -> StoredChunk | None:
        """The row of `key` (a candidate of `ordered`), None when the index no longer has it."""
        while key not in self._rows and self._read < len(self._ordered):
            part = self._ordered[self._read:self._read + self._batch]
            self._read += len(part)
            by_db: dict[IndexDb, list[int]] = {}
            for db, cid in part:
                by_db.setdefault(db, []).append(cid)
            for db, ids in by_db.items():
                found = db.chunks(ids)
                self._rows.update(((db, cid), found.get(cid)) for cid in ids)
        return self._rows.get(key)

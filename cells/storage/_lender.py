"""Another collection's index, read for the vectors of notes that moved out of it.

A note moved from one collection into another (a folder of notes reorganised, an inbox emptied into a
project) is new to its target: its passages are in no row of the target's index, so a pass embedded
them all again, though the source's index held their vectors a moment ago (its live pieces until its
own pass removes the note, its `spare` table after). A `Lender` opens the source's index read-only
(never created, migrated or repaired: it belongs to another pass) and answers by passage hash; an
index of another model, dimension or schema lends nothing.
"""
from __future__ import annotations

from pathlib import Path

import apsw
import numpy as np

from ._open import read_only_connection, stored_vectors


class Lender:
    def __init__(self, index: Path, wanted: dict[str, str]):
        self._conn: apsw.Connection | None = None
        self._tables: set[str] = set()
        if not index.is_file() or index.is_symlink():
            return
        try:
            conn = read_only_connection(str(index))
        except apsw.Error:
            return
        try:
            self._tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall()) if "meta" in self._tables else {}
        except apsw.Error:
            meta = {}
        if meta and all(meta.get(key) == value for key, value in wanted.items()):
            self._conn = conn
        else:
            conn.close()

    def __enter__(self) -> "Lender":
        return self

    def __exit__(self, *exc_info) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def names(self) -> set[str]:
        if self._conn is None:
            return set()
        try:
            return {name for (name,) in self._conn.execute("SELECT name FROM files")}
        except apsw.Error:
            return set()

    def vectors(self, passages: list[str]) -> dict[str, np.ndarray]:
        return stored_vectors(self._rows, self._tables, passages) if self._conn is not None else {}

    def _rows(self, sql: str, params: tuple) -> list[tuple]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except apsw.Error:  # damaged or replaced under us: it lends nothing
            return []

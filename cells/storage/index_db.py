import ctypes
import json
import os
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import apsw
import numpy as np

from memo.chunker import Chunk

from .errors import CorruptIndexError, StorageError
from ._compaction import CHURN_KEY, compact, count_churn, due
from ._lender import Lender
from ._open import read_only_connection as _read_only_connection, stored_vectors, text_hash as _hash
from ._spare import SPARE_SQL, keep, unspare
from ._vector_log import LOG_SQL, new_token, record
from ._vectors import TABLE_SQL, VectorMatrix, blob_width, drop_tables, from_blob, products, to_blob
from .lexical import lexical_tokens

_SCHEMA_VERSION = "4"  # 3: vectors as BLOBs in a plain table; 4: pieces know their own first and last line
# views of short pieces (Chunk.view): added to an index of schema 4 in place, so its vectors stay
_VIEWS_SQL = ("CREATE TABLE IF NOT EXISTS views(id INTEGER PRIMARY KEY, view_hash TEXT NOT NULL, embedding BLOB NOT NULL)",
              "CREATE INDEX IF NOT EXISTS views_hash ON views(view_hash)")
_INDEX_DIR = ".memo"
_INDEX_FILE = "index.db"
_SIDE_FILES = ("-wal", "-shm", "-journal")
_WRITE_FLAGS = apsw.SQLITE_OPEN_READWRITE | apsw.SQLITE_OPEN_CREATE | apsw.SQLITE_OPEN_NOFOLLOW
_BUSY_TIMEOUT_MS = 60_000
_REMOVED_KEY = "removed_at"  # meta: Unix time a note was last removed from the index
_WAL_LIMIT = 4 << 20  # bytes the WAL keeps after a checkpoint resets it; emptied when the last connection closes


@dataclass(frozen=True)
class FileState:
    changed_ns: int
    size: int
    digest: str


@dataclass(frozen=True)
class StoredChunk:
    id: int
    path: Path
    heading: str
    heading_path: tuple[str, ...]
    line: int
    ord: int
    text: str
    start_line: int
    end_line: int


@dataclass(frozen=True)
class IndexStats:
    files: int
    chunks: int
    indexed_at: float | None
    empty: int = 0


class IndexDb:
    def __init__(self, collection: Path, identity: str, dimension: int, layout: str = ""):
        self._collection = Path(collection).absolute()
        self._layout = layout
        self._views = False  # whether the index has the views table (a read-only index of an older memo may not)
        self._spare = False  # whether it has the spare table (_spare.py), likewise
        self._folder = str(self._collection)
        self._path = self._collection / _INDEX_DIR / _INDEX_FILE
        self._identity = identity
        self._dimension = int(dimension)
        self._conn: apsw.Connection | None = None
        self._notices: list[str] = []
        self._vectors: VectorMatrix | None = None
        self._counts: tuple[str, dict[str, int], float] | None = None  # (vectors token, pieces per note, median)
        self._piece_chars: tuple[str, dict[str, float]] | None = None  # (vectors token, mean piece length per note)
        self._ready = False
        self._resting = False  # the connection closed by `rest`: the next call opens the same file again
        self._read_only = _prepare_folder(self._path)
        self._connect()
        self._opened = self._inode  # the file this object was opened on; a repair moves `_inode` on
        self._ready = True

    @property
    def collection(self) -> Path:
        return self._collection

    @property
    def path(self) -> Path:
        return self._path

    @property
    def fresh(self) -> bool:
        return self._fresh

    @property
    def read_only(self) -> bool:
        return self._read_only

    @property
    def resting(self) -> bool:
        return self._resting

    @property
    def replaced(self) -> bool:
        return _inode(self._path) != self._opened

    def take_warnings(self) -> list[str]:
        notices, self._notices = self._notices, []
        return notices

    def file_state(self, path: Path) -> FileState | None:
        row = self._one("SELECT mtime_ns, size, digest FROM files WHERE name = ?", (self._name(path),))
        return FileState(*row) if row else None

    def file_states(self) -> dict[str, FileState]:
        rows = self._all("SELECT name, mtime_ns, size, digest FROM files ORDER BY name")
        return {name: FileState(changed_ns, size, digest) for name, changed_ns, size, digest in rows}

    def known_vectors(self, passages: list[str]) -> dict[str, np.ndarray]:
        tables = {"chunks"} | ({"views"} if self._views else set()) | ({"spare"} if self._spare else set())
        return stored_vectors(self._all, tables, list(dict.fromkeys(passages)))

    def put_file(self, path: Path, state: FileState, chunks: list[Chunk], vectors: np.ndarray,
                 views: dict[int, np.ndarray] | None = None) -> int:
        vectors = np.asarray(vectors, dtype=np.float32)
        if vectors.shape != (len(chunks), self._dimension):
            raise StorageError(
                f"число векторов {vectors.shape} не совпадает с числом кусков ({len(chunks)}, {self._dimension})"
            )
        views = {at: np.asarray(vector, dtype=np.float32).reshape(-1) for at, vector in (views or {}).items()}
        for at, vector in views.items():
            if not 0 <= at < len(chunks) or not chunks[at].view() or vector.shape != (self._dimension,):
                raise StorageError(f"вектор вида куска {at} не подходит: у куска нет вида или размер не {self._dimension}")
        name = self._name(path)
        with self._write():
            if self._meta() != self._wanted():  # rebuilt meanwhile by a process of another model
                raise StorageError(f"индекс {self._path} тем временем перестроен для другой модели или версии "
                                   f"memo; {name} не записана (её запишет следующий проход)")
            removed, added, stored = self._delete_chunks(name), [], []
            for at, (chunk, vector) in enumerate(zip(chunks, vectors)):
                passage = chunk.passage()
                stored.append(_hash(passage))
                self._conn.execute(
                    "INSERT INTO chunks(name, ord, line, start_line, end_line, heading, heading_path, text, "
                    "passage_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (name, chunk.ord, chunk.line, chunk.start_line, chunk.end_line, chunk.heading,
                     json.dumps(list(chunk.heading_path), ensure_ascii=False), chunk.text, _hash(passage)),
                )
                rowid = self._conn.last_insert_rowid()
                added.append(rowid)
                self._conn.execute("INSERT INTO chunks_fts(rowid, body) VALUES (?, ?)",
                                   (rowid, " ".join(lexical_tokens(chunk.words()))))
                self._conn.execute("INSERT INTO vectors(id, embedding) VALUES (?, ?)", (rowid, to_blob(vector)))
                if at in views:
                    stored.append(_hash(chunk.view()))
                    self._conn.execute("INSERT INTO views(id, view_hash, embedding) VALUES (?, ?, ?)",
                                       (rowid, stored[-1], to_blob(views[at])))
            if self._spare:
                unspare(self._conn, stored)
            self._conn.execute(
                "INSERT INTO files(name, mtime_ns, size, digest, indexed_at) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT(name) DO UPDATE SET mtime_ns = excluded.mtime_ns, size = excluded.size, "
                "digest = excluded.digest, indexed_at = excluded.indexed_at",
                (name, state.changed_ns, state.size, state.digest, time.time()),
            )
            record(self._conn, removed, added)  # every write of vectors: other copies must catch up
        return len(chunks)

    def touch_file(self, path: Path, state: FileState) -> bool:
        with self._write():
            self._conn.execute(
                "UPDATE files SET mtime_ns = ?, size = ?, digest = ? WHERE name = ?",
                (state.changed_ns, state.size, state.digest, self._name(path)),
            )
            return self._conn.changes() > 0

    def remove_file(self, path: Path) -> bool:
        name = self._name(path)
        with self._write():
            record(self._conn, self._delete_chunks(name), [])
            self._conn.execute("DELETE FROM files WHERE name = ?", (name,))
            if not self._conn.changes():
                return False
            self._conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                               (_REMOVED_KEY, repr(time.time())))
            return True

    def compact_words(self) -> bool:
        if self._read_only or not due(self._one):
            return False
        with self._write():  # another process may have merged it meanwhile: merging again costs little
            compact(self._conn)
        return True

    def lex_search(self, expression: str, limit: int) -> list[tuple[int, float]]:
        rows = self._matching("SELECT rowid, bm25(chunks_fts) AS s FROM chunks_fts WHERE chunks_fts MATCH ? "
                              "ORDER BY s LIMIT ?", expression, limit)
        return [(rowid, -score) for rowid, score in rows]

    def lex_matches(self, expression: str, limit: int) -> list[int]:
        if limit < 1:  # SQLite reads a negative LIMIT as none
            return []
        rows = self._matching("SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ? LIMIT ?", expression, limit)
        return [rowid for (rowid,) in rows]

    def vec_search(self, vector: np.ndarray, limit: int) -> list[tuple[int, float]]:
        if limit <= 0:
            return []
        return self._current_vectors().nearest(vector, limit)

    def similarities(self, ids: list[int], vector: np.ndarray) -> dict[int, float]:
        return self._current_vectors().cosines(ids, vector)

    def view_similarities(self, ids: list[int], vector: np.ndarray) -> dict[int, float]:
        wanted = list(dict.fromkeys(int(i) for i in ids))
        if not wanted or not self._views:
            return {}
        marks = ",".join("?" * len(wanted))
        width = blob_width(self._dimension)
        rows = [(rowid, blob) for rowid, blob in self._all(f"SELECT id, embedding FROM views WHERE id IN ({marks})",
                                                            tuple(wanted)) if len(blob) == width]
        if not rows:
            return {}
        matrix = np.stack([from_blob(blob) for _, blob in rows])
        return {rowid: float(score) for (rowid, _), score in zip(rows, products(matrix, vector))}

    def note_pieces(self, ids: list[int]) -> dict[int, int]:
        wanted = sorted({int(i) for i in ids})
        if not wanted:
            return {}
        counts = self._note_counts()[0]
        return {cid: counts.get(name, 0) for cid, name in self._note_names(wanted).items()}

    def median_note_pieces(self) -> float:
        return self._note_counts()[1]

    def note_piece_chars(self, ids: list[int]) -> dict[int, float]:
        wanted = sorted({int(i) for i in ids})
        if not wanted:
            return {}
        token = self._vectors_token()  # read before the rows: never stale
        if self._piece_chars is None or self._piece_chars[0] != token:
            self._piece_chars = (token, {})
        known = self._piece_chars[1]
        names = self._note_names(wanted)
        missing = sorted(set(names.values()) - known.keys())
        if missing:
            marks = ",".join("?" * len(missing))
            known.update(self._all(f"SELECT name, avg(length(text)) FROM chunks WHERE name IN ({marks}) GROUP BY name",
                                   tuple(missing)))
        return {cid: float(known[name]) for cid, name in names.items()}

    def _note_names(self, ids: list[int]) -> dict[int, str]:
        """The note (file name) of each of these piece ids that exists."""
        marks = ",".join("?" * len(ids))
        return dict(self._all(f"SELECT id, name FROM chunks WHERE id IN ({marks})", tuple(ids)))

    def _vectors_token(self) -> str:
        """The token every write of vectors replaces (`vec_search` checks it)."""
        return self._one("SELECT value FROM meta WHERE key = 'vectors'")[0]

    def _note_counts(self) -> tuple[dict[str, int], float]:
        """Pieces per note and their median, counted once per state of the vectors (one GROUP BY)."""
        token = self._vectors_token()  # read before the counts: never stale
        if self._counts is None or self._counts[0] != token:
            counts = dict(self._all("SELECT name, count(*) FROM chunks GROUP BY name"))
            self._counts = (token, counts, float(statistics.median(counts.values())) if counts else 0.0)
        return self._counts[1], self._counts[2]

    def chunks(self, ids: list[int]) -> dict[int, StoredChunk]:
        result: dict[int, StoredChunk] = {}
        for chunk_id in ids:
            row = self._one("SELECT id, name, heading, heading_path, line, ord, text, start_line, end_line "
                            "FROM chunks WHERE id = ?", (chunk_id,))
            if row:
                cid, name, heading, heading_path, line, ord_, text, start_line, end_line = row
                result[cid] = StoredChunk(cid, self._collection / name, heading,
                                          tuple(json.loads(heading_path)), line, ord_, text, start_line, end_line)
        return result

    def stats(self) -> IndexStats:
        files, indexed_at = self._one("SELECT count(*), max(indexed_at) FROM files")
        (chunks,) = self._one("SELECT count(*) FROM chunks")
        (empty,) = self._one("SELECT count(*) FROM files WHERE NOT EXISTS (SELECT 1 FROM chunks WHERE chunks.name = files.name)")
        removed = self._one("SELECT value FROM meta WHERE key = ?", (_REMOVED_KEY,))
        if files and removed:  # a note removed since the latest (re)indexed one: that is when the index changed
            indexed_at = max(indexed_at, float(removed[0]))
        return IndexStats(files, chunks, indexed_at, empty)

    def rest(self) -> bool:
        if self._conn is None:
            return False
        conn, self._conn, self._resting = self._conn, None, True  # the vector copy and the counts stay
        try:
            conn.close()
        except apsw.Error:
            pass
        return True

    def close(self) -> bool:
        if self._conn is None and not self._resting:
            return False
        self._resting = False
        self._close_quietly()
        return True

    def __enter__(self) -> "IndexDb":
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    def _name(self, path: Path) -> str:
        folder, name = os.path.split(os.fspath(path))
        if folder == self._folder:  # the hot path of a refresh: plain strings, no Path objects
            return name
        path = Path(path).absolute()
        if path.parent != self._collection:
            raise StorageError(f"заметка {path} не лежит прямо в коллекции {self._collection}")
        return path.name

    def _one(self, sql: str, params: tuple = ()) -> tuple | None:
        rows = self._all(sql, params)
        return rows[0] if rows else None

    def _matching(self, sql: str, expression: str, limit: int) -> list[tuple]:
        """Rows of a query of the word index; an expression FTS5 rejects is the caller's error."""
        try:
            return self._all(sql, (expression, limit))
        except apsw.SQLError as error:
            raise StorageError(f"неверный запрос к индексу слов «{expression}»: {error}") from error

    def _all(self, sql: str, params: tuple = ()) -> list[tuple]:
        self._wake()
        if self._conn is None:
            raise StorageError(f"индекс {self._path} уже закрыт")
        try:
            return self._conn.execute(sql, params).fetchall()
        except (apsw.Error, UnicodeDecodeError) as error:
            self._heal_if_corrupt(error)
            raise

    @contextmanager
    def _write(self) -> Iterator[None]:
        """A write transaction that takes the write lock up front (BEGIN IMMEDIATE)."""
        self._wake()
        if self._conn is None:
            raise StorageError(f"индекс {self._path} уже закрыт")
        if self._read_only:
            raise StorageError(f"индекс {self._path} открыт только для чтения: папка недоступна для записи")
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except apsw.Error as error:
            self._heal_if_corrupt(error)
            raise StorageError(f"индекс {self._path} занят или недоступен для записи: {error}") from error
        try:
            yield
            self._conn.execute("COMMIT")
        except BaseException as error:
            if not self._conn.get_autocommit():
                try:
                    self._conn.execute("ROLLBACK")
                except apsw.Error:
                    pass
            if isinstance(error, (apsw.Error, UnicodeDecodeError)):
                self._heal_if_corrupt(error)
                raise StorageError(f"не удалось записать в индекс {self._path}: {error}") from error
            raise

    def _wake(self) -> None:
        """Open the file again after `rest`, only when it is still the one this object was opened on (a
        file removed or replaced meanwhile is `replaced`: no new one is created in its place)."""
        if not self._resting:
            return
        if self.replaced:
            raise StorageError(f"индекс {self._path} заменён или удалён, пока был закрыт; откройте его заново")
        self._resting = False
        self._ready = False
        try:
            self._connect()
        finally:
            self._ready = True

    def _connect(self) -> None:
        """Open the database; a damaged file is set aside and a new one created (see `_set_aside`)."""
        try:
            self._open()
        except (apsw.Error, UnicodeDecodeError, StorageError) as error:
            self._close_quietly()
            cause = error.__cause__ if isinstance(error, StorageError) else error
            if self._read_only or not _is_corruption(cause):
                raise StorageError(f"индекс {self._path} повреждён или недоступен: {cause or error}") from error
            self._set_aside(cause)
            try:
                self._open()
            except (apsw.Error, StorageError) as again:
                self._close_quietly()
                raise StorageError(f"индекс {self._path} повреждён или недоступен: {again}") from again

    def _open(self) -> None:
        real = os.path.join(os.path.realpath(self._collection), _INDEX_DIR, _INDEX_FILE)
        if self._read_only:
            self._conn = _read_only_connection(real)
        else:
            self._conn = apsw.Connection(real, flags=_WRITE_FLAGS)
        self._conn.set_busy_timeout(_BUSY_TIMEOUT_MS)
        if not self._read_only:
            self._keep_wal_files()
            self._use_wal()
            self._conn.execute("PRAGMA synchronous=NORMAL")
            self._conn.execute(f"PRAGMA journal_size_limit={_WAL_LIMIT}")
        self._inode = _inode(self._path)
        self._fresh = self._prepare()

    def _keep_wal_files(self) -> None:
        """Keep the WAL (emptied) and its shared-memory file when the last connection closes
        (SQLITE_FCNTL_PERSIST_WAL). By default SQLite deletes both then, so every open of an index no other
        connection holds creates them anew: ~2 ms of file system work, each time, for each collection a
        search or a status opens (a library of 1,000 collections: seconds per command)."""
        keep = ctypes.c_int(1)
        self._conn.file_control("main", apsw.SQLITE_FCNTL_PERSIST_WAL, ctypes.addressof(keep))

    def _use_wal(self) -> None:
        """The WAL journal, switched on once per database file. A switch upgrades this connection's read lock,
        and SQLite answers BUSY at once, without waiting, when another process is creating or writing the
        file meanwhile (its busy handler would deadlock there), or leaves the mode as it was: so the mode is
        read first, set only when it is not WAL yet, and a refused switch is tried again until the busy
        timeout (a file system without WAL then keeps its rollback journal, as SQLite decided)."""
        deadline = time.monotonic() + _BUSY_TIMEOUT_MS / 1000
        while True:
            try:
                mode = self._conn.execute("PRAGMA journal_mode").fetchall()[0][0]
                if mode.lower() != "wal":
                    mode = self._conn.execute("PRAGMA journal_mode=WAL").fetchall()[0][0]
            except apsw.BusyError:
                if time.monotonic() > deadline:
                    raise
                mode = ""
            if mode.lower() == "wal" or time.monotonic() > deadline:
                return
            time.sleep(0.01)

    def _heal_if_corrupt(self, error: BaseException) -> None:
        """After a statement failed: when the file is damaged, set it aside, start an empty index and
        raise CorruptIndexError (the caller's view of the index is gone); otherwise return."""
        if not self._ready or not _is_corruption(error):
            return
        self._close_quietly()
        if self._read_only:
            raise CorruptIndexError(f"индекс {self._path} повреждён ({error}), а папка только для чтения: "
                                    "удалите файл индекса или разрешите запись")
        if _inode(self._path) == self._inode:  # not already replaced by another process
            self._set_aside(error)
        self._ready = False
        try:
            self._connect()
        finally:
            self._ready = True
        self._fresh = True
        raise CorruptIndexError(f"индекс {self._path} повреждён ({error}) и построен заново")

    def _set_aside(self, error: BaseException) -> None:
        """Move a damaged database (and its -wal/-shm) to index.db.corrupt-<time>: kept, never deleted."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = self._path.with_name(f"{_INDEX_FILE}.corrupt-{stamp}")
        number = 1
        while os.path.lexists(aside):
            number += 1
            aside = self._path.with_name(f"{_INDEX_FILE}.corrupt-{stamp}-{number}")
        try:
            os.rename(self._path, aside)
            for suffix in _SIDE_FILES:
                if os.path.lexists(f"{self._path}{suffix}"):
                    os.rename(f"{self._path}{suffix}", f"{aside}{suffix}")
        except OSError as failure:
            raise StorageError(f"индекс {self._path} повреждён ({error}), и отложить его не удалось: "
                               f"{failure.strerror or failure}") from failure
        self._notices.append(f"индекс {self._path} был повреждён ({error}): он отложен в {aside.name} "
                             "и будет построен заново")

    def _close_quietly(self) -> None:
        self._vectors = None
        if self._conn is not None:
            try:
                self._conn.close()
            except apsw.Error:
                pass
            self._conn = None

    def _delete_chunks(self, name: str) -> list[int]:
        """Delete the pieces of the note `name` (words, vectors, views, rows), their vectors kept as spares; their ids."""
        ids = [rowid for (rowid,) in self._all("SELECT id FROM chunks WHERE name = ?", (name,))]
        if ids and self._spare:
            keep(self._conn, name, self._views)
        for rowid in ids:
            self._conn.execute("DELETE FROM chunks_fts WHERE rowid = ?", (rowid,))
            self._conn.execute("DELETE FROM vectors WHERE id = ?", (rowid,))
            if self._views:
                self._conn.execute("DELETE FROM views WHERE id = ?", (rowid,))
        self._conn.execute("DELETE FROM chunks WHERE name = ?", (name,))
        count_churn(self._conn, len(ids))
        return ids

    def clear(self) -> int:
        held = self.stats().files
        self._create(always=True)
        return held

    def _prepare(self) -> bool:
        """Create the schema, or recreate it when the schema version or the model differ; True if created."""
        if self._meta() == self._wanted():
            self._add_tables()
            self._relayout()
            return False
        if self._read_only:
            raise StorageError(f"индекс {self._path} построен другой моделью или версией memo, а папка только "
                               "для чтения: перестроить его нельзя")
        return self._create(always=False)

    def _wanted(self) -> dict[str, str]:
        return {"schema": _SCHEMA_VERSION, "identity": self._identity, "dimension": str(self._dimension)}

    def _create(self, always: bool) -> bool:
        """Drop every table and create the schema anew in one write transaction (readers see the old index
        or the new one); unless `always`, not when another connection has just made the wanted one."""
        wanted = self._wanted()
        with self._write():
            if not always and self._meta() == wanted:
                return False
            drop_tables(self._conn)
            self._conn.execute("CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)")
            self._conn.execute(
                "CREATE TABLE files(name TEXT PRIMARY KEY, mtime_ns INTEGER NOT NULL, size INTEGER NOT NULL, "
                "digest TEXT NOT NULL, indexed_at REAL NOT NULL)"
            )
            self._conn.execute(
                "CREATE TABLE chunks(id INTEGER PRIMARY KEY, name TEXT NOT NULL, ord INTEGER NOT NULL, "
                "line INTEGER NOT NULL, start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, heading TEXT NOT NULL, heading_path TEXT NOT NULL, text TEXT NOT NULL, "
                "passage_hash TEXT NOT NULL)"
            )
            self._conn.execute("CREATE INDEX chunks_name ON chunks(name)")
            self._conn.execute("CREATE INDEX chunks_passage ON chunks(passage_hash)")
            self._conn.execute(
                "CREATE VIRTUAL TABLE chunks_fts USING fts5(body, content='', contentless_delete=1, "
                "tokenize='unicode61 remove_diacritics 0')"
            )
            self._conn.execute(TABLE_SQL)
            self._conn.execute(LOG_SQL)
            for sql in (*_VIEWS_SQL, *SPARE_SQL):
                self._conn.execute(sql)
            self._views = self._spare = True
            self._conn.executemany("INSERT INTO meta(key, value) VALUES (?, ?)",
                                   [*wanted.items(), ("layout", self._layout), ("vectors", new_token()), (CHURN_KEY, "0")])
        self._shrink()
        return True

    def _shrink(self) -> None:
        """Give the pages of the dropped tables back to the file system (an index rebuilt for another
        model or schema would otherwise keep its old size); skipped when another connection is busy."""
        try:
            self._conn.execute("VACUUM")
        except apsw.BusyError:
            pass

    def _add_tables(self) -> None:
        """The views table, the vector log and the spare vectors, created in an index written before they
        existed (unless read-only: its copies of the vectors are then always read whole, and nothing is spared)."""
        wanted = {"views", "vector_log", "spare"}
        found = {name for (name,) in self._all("SELECT name FROM sqlite_master WHERE type = 'table' "
                                               "AND name IN ('views', 'vector_log', 'spare')")}
        if found != wanted and not self._read_only:
            with self._write():
                for sql in (*_VIEWS_SQL, LOG_SQL, *SPARE_SQL):
                    self._conn.execute(sql)
            found = wanted
        self._views, self._spare = "views" in found, "spare" in found

    def _relayout(self) -> None:
        """Another chunking layout over the same model's vectors: every note is read again on the next
        pass (its state is forgotten) while the vectors stay, reused by passage; nothing is dropped."""
        if self._stored_layout() == self._layout or self._read_only:
            return
        with self._write():
            if self._stored_layout() != self._layout:
                self._conn.execute("UPDATE files SET mtime_ns = 0, size = -1, digest = ''")
                self._conn.execute("INSERT INTO meta(key, value) VALUES ('layout', ?) "
                                   "ON CONFLICT(key) DO UPDATE SET value = excluded.value", (self._layout,))

    def _stored_layout(self) -> str | None:
        row = self._one("SELECT value FROM meta WHERE key = 'layout'")
        return None if row is None else row[0]

    def _meta(self) -> dict[str, str]:
        exists = self._one("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
        if not exists:
            return {}
        return {key: value for key, value in self._all("SELECT key, value FROM meta") if key not in ("vectors", "layout", CHURN_KEY, _REMOVED_KEY)}

    def _current_vectors(self) -> VectorMatrix:
        """The vectors as a matrix, brought up to date only when the stored token moved: by the logged
        changes when they lead to it (`VectorMatrix.updated`), else read whole (`VectorMatrix.read`);
        either way the rows and their token come from one read transaction."""
        token = self._vectors_token()
        if self._vectors is None or self._vectors.token != token:
            held, self._vectors = self._vectors, None
            try:
                self._vectors = held.updated(self._conn) if held is not None else None
                held = None  # a whole read follows with one copy in memory, not two
                if self._vectors is None:
                    self._vectors = VectorMatrix.read(self._conn, self._dimension)
            except (apsw.Error, UnicodeDecodeError) as error:
                self._heal_if_corrupt(error)
                raise
        return self._vectors


def lender(collection: Path, identity: str, dimension: int) -> Lender:
    return Lender(Path(collection).absolute() / _INDEX_DIR / _INDEX_FILE,
                  {"schema": _SCHEMA_VERSION, "identity": identity, "dimension": str(int(dimension))})


def index_written_ns(collection: Path) -> int | None:
    stamps = []
    for suffix in ("", "-wal"):
        try:
            stamps.append(os.stat(Path(collection).absolute() / _INDEX_DIR / f"{_INDEX_FILE}{suffix}").st_mtime_ns)
        except OSError:
            pass
    return max(stamps) if stamps else None


def index_exists(collection: Path) -> bool:
    return (Path(collection).absolute() / _INDEX_DIR / _INDEX_FILE).is_file()


def _prepare_folder(path: Path) -> bool:
    """Make the index folder (with a .gitignore of "*") unless it exists; refuse symlinks; True when
    the index can only be read (the folder or the file is not writable)."""
    folder = path.parent
    for link in (folder, path, *(Path(f"{path}{suffix}") for suffix in _SIDE_FILES)):
        if link.is_symlink():
            raise StorageError(f"{link} — символическая ссылка: memo не пишет через ссылки; удалите её, "
                               "индекс создастся заново")
    try:
        folder.mkdir()
    except FileExistsError:
        pass
    except OSError as error:
        raise StorageError(f"не удалось создать папку индекса {folder}: {error.strerror or error}") from error
    else:
        _write_gitignore(folder)
    if not folder.is_dir():
        raise StorageError(f"{folder} — не папка: уберите этот файл, индекс создастся заново")
    if not os.access(folder, os.W_OK):
        return True
    return path.exists() and not os.access(path, os.W_OK)


def _write_gitignore(folder: Path) -> None:
    """A ".gitignore" of "*" so the index never shows up in the user's git; never through a symlink."""
    try:
        handle = os.open(folder / ".gitignore", os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
    except OSError:
        return
    with os.fdopen(handle, "w") as out:
        out.write("*\n")


def _inode(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def _is_corruption(error: BaseException | None) -> bool:
    """Errors that mean the file is damaged, not that the statement or the disk is wrong."""
    if isinstance(error, (apsw.CorruptError, apsw.NotADBError, UnicodeDecodeError)):
        return True
    return isinstance(error, apsw.SQLError) and ("blob" in str(error) or "malformed" in str(error))

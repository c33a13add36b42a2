import hashlib
import json
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import apsw
import numpy as np
import sqlite_vec

from memo.chunker import Chunk

from .errors import StorageError
from .lexical import lexical_tokens

_SCHEMA_VERSION = "2"
_BUSY_TIMEOUT_MS = 60_000
_TABLES = ("meta", "files", "chunks", "chunks_fts", "chunks_vec")


@dataclass(frozen=True)
class FileState:
    mtime_ns: int
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


class IndexDb:
    def __init__(self, collection: Path, identity: str, dimension: int):
        self._collection = Path(collection).absolute()
        self._folder = str(self._collection)
        self._path = self._collection / ".memo" / "index.db"
        self._dimension = int(dimension)
        try:
            self._path.parent.mkdir(exist_ok=True)
            self._conn = apsw.Connection(str(self._path))
        except (OSError, apsw.Error) as error:
            raise StorageError(f"не удалось открыть индекс {self._path}: {error}") from error
        try:
            self._conn.set_busy_timeout(_BUSY_TIMEOUT_MS)
            self._conn.enable_load_extension(True)
            self._conn.load_extension(sqlite_vec.loadable_path())
            self._conn.enable_load_extension(False)
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute("PRAGMA synchronous=NORMAL")
            self._fresh = self._prepare(identity)
        except apsw.Error as error:
            self._conn.close()
            raise StorageError(f"индекс {self._path} повреждён или недоступен: {error}") from error

    @property
    def collection(self) -> Path:
        return self._collection

    @property
    def path(self) -> Path:
        return self._path

    @property
    def fresh(self) -> bool:
        return self._fresh

    def file_state(self, path: Path) -> FileState | None:
        row = self._one("SELECT mtime_ns, size, digest FROM files WHERE name = ?", (self._name(path),))
        return FileState(*row) if row else None

    def file_states(self) -> dict[str, FileState]:
        rows = self._all("SELECT name, mtime_ns, size, digest FROM files ORDER BY name")
        return {name: FileState(mtime_ns, size, digest) for name, mtime_ns, size, digest in rows}

    def known_vectors(self, passages: list[str]) -> dict[str, np.ndarray]:
        found: dict[str, np.ndarray] = {}
        for passage in dict.fromkeys(passages):
            row = self._one(
                "SELECT v.embedding FROM chunks AS c JOIN chunks_vec AS v ON v.rowid = c.id "
                "WHERE c.passage_hash = ? LIMIT 1",
                (_hash(passage),),
            )
            if row:
                found[passage] = np.frombuffer(row[0], dtype=np.float32).copy()
        return found

    def put_file(self, path: Path, state: FileState, chunks: list[Chunk], vectors: np.ndarray) -> int:
        vectors = np.asarray(vectors, dtype=np.float32)
        if vectors.shape != (len(chunks), self._dimension):
            raise StorageError(
                f"число векторов {vectors.shape} не совпадает с числом кусков ({len(chunks)}, {self._dimension})"
            )
        name = self._name(path)
        with self._write():
            self._delete_chunks(name)
            for chunk, vector in zip(chunks, vectors):
                passage = chunk.passage()
                self._conn.execute(
                    "INSERT INTO chunks(name, ord, line, start_line, end_line, heading, heading_path, text, "
                    "passage_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (name, chunk.ord, chunk.line, chunk.start_line, chunk.end_line, chunk.heading,
                     json.dumps(list(chunk.heading_path), ensure_ascii=False), chunk.text, _hash(passage)),
                )
                rowid = self._conn.last_insert_rowid()
                self._conn.execute("INSERT INTO chunks_fts(rowid, body) VALUES (?, ?)",
                                   (rowid, " ".join(lexical_tokens(passage))))
                self._conn.execute("INSERT INTO chunks_vec(rowid, embedding) VALUES (?, ?)",
                                   (rowid, vector.tobytes()))
            self._conn.execute(
                "INSERT INTO files(name, mtime_ns, size, digest, indexed_at) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT(name) DO UPDATE SET mtime_ns = excluded.mtime_ns, size = excluded.size, "
                "digest = excluded.digest, indexed_at = excluded.indexed_at",
                (name, state.mtime_ns, state.size, state.digest, time.time()),
            )
        return len(chunks)

    def touch_file(self, path: Path, state: FileState) -> bool:
        with self._write():
            self._conn.execute(
                "UPDATE files SET mtime_ns = ?, size = ?, digest = ? WHERE name = ?",
                (state.mtime_ns, state.size, state.digest, self._name(path)),
            )
            return self._conn.changes() > 0

    def remove_file(self, path: Path) -> bool:
        name = self._name(path)
        with self._write():
            self._delete_chunks(name)
            self._conn.execute("DELETE FROM files WHERE name = ?", (name,))
            return self._conn.changes() > 0

    def lex_search(self, expression: str, limit: int) -> list[tuple[int, float]]:
        try:
            rows = self._all(
                "SELECT rowid, bm25(chunks_fts) AS s FROM chunks_fts WHERE chunks_fts MATCH ? "
                "ORDER BY s LIMIT ?",
                (expression, limit),
            )
        except apsw.SQLError as error:
            raise StorageError(f"неверный запрос к индексу слов «{expression}»: {error}") from error
        return [(rowid, -score) for rowid, score in rows]

    def vec_search(self, vector: np.ndarray, limit: int) -> list[tuple[int, float]]:
        if limit <= 0:
            return []
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        rows = self._all(
            "SELECT rowid, distance FROM chunks_vec WHERE embedding MATCH ? AND k = ? ORDER BY distance",
            (query.tobytes(), limit),
        )
        return [(rowid, 1.0 - distance) for rowid, distance in rows]

    def similarities(self, ids: list[int], vector: np.ndarray) -> dict[int, float]:
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        result: dict[int, float] = {}
        for chunk_id in ids:
            row = self._one("SELECT embedding FROM chunks_vec WHERE rowid = ?", (chunk_id,))
            if row:
                result[chunk_id] = float(np.frombuffer(row[0], dtype=np.float32) @ query)
        return result

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
        return IndexStats(files, chunks, indexed_at)

    def close(self) -> bool:
        if self._conn is None:
            return False
        self._conn.close()
        self._conn = None
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

    def _all(self, sql: str, params: tuple = ()) -> list[tuple]:
        if self._conn is None:
            raise StorageError(f"индекс {self._path} уже закрыт")
        return self._conn.execute(sql, params).fetchall()

    @contextmanager
    def _write(self) -> Iterator[None]:
        """A write transaction that takes the write lock up front (BEGIN IMMEDIATE)."""
        if self._conn is None:
            raise StorageError(f"индекс {self._path} уже закрыт")
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except apsw.Error as error:
            raise StorageError(f"индекс {self._path} занят или недоступен для записи: {error}") from error
        try:
            yield
            self._conn.execute("COMMIT")
        except BaseException as error:
            if not self._conn.get_autocommit():
                self._conn.execute("ROLLBACK")
            if isinstance(error, apsw.Error):
                raise StorageError(f"не удалось записать в индекс {self._path}: {error}") from error
            raise

    def _delete_chunks(self, name: str) -> None:
        ids = [rowid for (rowid,) in self._all("SELECT id FROM chunks WHERE name = ?", (name,))]
        for rowid in ids:
            self._conn.execute("DELETE FROM chunks_fts WHERE rowid = ?", (rowid,))
            self._conn.execute("DELETE FROM chunks_vec WHERE rowid = ?", (rowid,))
        self._conn.execute("DELETE FROM chunks WHERE name = ?", (name,))

    def _prepare(self, identity: str) -> bool:
        """Create the schema, or recreate it when the schema version or the model differ; True if created."""
        wanted = {"schema": _SCHEMA_VERSION, "identity": identity, "dimension": str(self._dimension)}
        if self._meta() == wanted:
            return False
        with self._write():
            if self._meta() == wanted:
                return False
            for table in _TABLES:
                self._conn.execute(f"DROP TABLE IF EXISTS {table}")
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
            self._conn.execute(
                f"CREATE VIRTUAL TABLE chunks_vec USING vec0(embedding float[{self._dimension}] "
                "distance_metric=cosine)"
            )
            self._conn.executemany("INSERT INTO meta(key, value) VALUES (?, ?)", list(wanted.items()))
        return True

    def _meta(self) -> dict[str, str]:
        exists = self._one("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
        if not exists:
            return {}
        return dict(self._all("SELECT key, value FROM meta"))


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()

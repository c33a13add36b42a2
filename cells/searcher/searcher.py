from __future__ import annotations

import math
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from memo.index import IndexProgress, index_collection, open_index
from memo.storage import CorruptIndexError, IndexDb, StorageError, StoredChunk

from ._bounds import cut_terms, cut_text, cut_tokens
from ._query import lex_expression, parse_query, phrase_expression

if TYPE_CHECKING:
    from memo.model_store import Embedder

_MODES = ("hybrid", "lex", "vec")
_LANE_DEPTH = 50
_PROMOTION = 1.0
_PHRASE_DEPTH = 200
_TEXT_LIMIT = 1200
# Confidence calibration (e2e/FINDINGS.md, "Confidence"): a logistic fit of "the top hit is right" on
# its cosine over both e2e sets; an exact lookup was right 8/8 times (rule of succession: 0.9).
_SIM_MIDPOINT = 0.845
_SIM_SLOPE = 30.0
_LOOKUP_CONFIDENCE = 0.9
_UNMEASURED = 0.5


class SearchError(Exception):
    pass


@dataclass(frozen=True)
class Hit:
    path: Path
    line: int
    end_line: int
    heading_line: int
    heading: str
    heading_path: tuple[str, ...]
    score: float
    text: str
    lex_rank: int | None
    vec_rank: int | None
    similarity: float | None
    exact: bool
    confidence: float


class Searcher:
    def __init__(self, embedder: Embedder, rrf_k: float = 5.0, lex_weight: float = 0.3, rare_files: int = 3, roots: list[Path] | None = None):
        self._embedder = embedder
        self._roots = roots
        self._rrf_k = rrf_k
        self._lex_weight = lex_weight
        self._rare_files = rare_files
        self._dbs: dict[Path, IndexDb] = {}
        self._unbuilt: set[Path] = set()
        self._lock = threading.Lock()
        self._warnings: list[str] = []

    @property
    def warnings(self) -> list[str]:
        return list(self._warnings)

    def search(self, targets: list[Path], query: str, k: int = 8, mode: str = "hybrid", refresh: bool = True, progress: Callable[[IndexProgress], None] | None = None) -> list[Hit]:
        if mode not in _MODES:
            raise SearchError(f"неизвестный режим поиска «{mode}»: нужен hybrid, lex или vec")
        if not isinstance(k, int) or k < 1:
            raise SearchError(f"k должно быть целым числом не меньше 1, получено {k!r}")
        with self._lock:
            query, self._warnings = cut_text(query)
            collections = list(dict.fromkeys(Path(t).absolute() for t in targets))
            try:
                return self._attempt(collections, query, k, mode, refresh, progress)
            except CorruptIndexError:  # set aside and emptied meanwhile: refresh rebuilds it, then again
                return self._attempt(collections, query, k, mode, True, progress)
            finally:
                for collection in collections:
                    if collection in self._dbs:
                        self._warnings.extend(self._dbs[collection].take_warnings())

    def _attempt(self, collections: list[Path], query: str, k: int, mode: str, refresh: bool, progress) -> list[Hit]:
        dbs = self._open_all(collections, refresh, progress)
        if not query.strip() or not dbs:
            return []
        vector = None
        if mode != "lex":
            fitted, cut = cut_tokens(query, self._embedder)
            self._warnings.extend(w for w in cut if w not in self._warnings)
            vector = self._embedder.embed_query(fitted)
        return self._search(dbs, query, k, mode, vector)

    def close(self) -> int:
        with self._lock:
            count = len(self._dbs)
            for db in self._dbs.values():
                db.close()
            self._dbs.clear()
            return count

    def _open_all(self, collections: list[Path], refresh: bool, progress) -> list[IndexDb]:
        """Indexes of all targets; a broken one is skipped with a warning unless it is the only one."""
        dbs, failures = [], []
        for collection in collections:
            try:
                dbs.append(self._open(collection, refresh, progress))
            except StorageError as error:
                failures.append(error)
                self._warnings.append(f"{collection}: пропущена: {error}")
        if failures and not dbs:
            raise failures[0]
        return dbs

    def _open(self, collection: Path, refresh: bool, progress) -> IndexDb:
        """The cached index of a collection, refreshed from disk when asked or when it was just created."""
        if not collection.is_dir():
            raise SearchError(f"папка не найдена: {collection}")
        db = self._dbs.get(collection)
        if db is not None and not db.path.exists():
            db.close()
            db = None
        if db is None:
            db = open_index(collection, self._embedder)
            self._dbs[collection] = db
            if db.fresh:
                self._unbuilt.add(collection)
        if refresh or collection in self._unbuilt:
            # wait=False: while another process indexes this collection, search the index as it stands
            report = index_collection(collection, self._embedder, progress, db, self._roots, wait=False)
            self._warnings.extend(report.warnings)
            if not report.busy:
                self._unbuilt.discard(collection)
        return db

    def _search(self, dbs: list[IndexDb], query: str, k: int, mode: str, vector: np.ndarray | None) -> list[Hit]:
        parsed, cut = cut_terms(parse_query(query))
        self._warnings.extend(w for w in cut if w not in self._warnings)
        lex: list[tuple[float, IndexDb, int]] = []
        vec: list[tuple[float, IndexDb, int]] = []
        expression = lex_expression(parsed)
        for db in dbs:
            if mode != "vec" and expression:
                lex.extend((score, db, cid) for cid, score in db.lex_search(expression, _LANE_DEPTH))
            if vector is not None:
                vec.extend((sim, db, cid) for cid, sim in db.vec_search(vector, _LANE_DEPTH))
        lex_ranks = _ranks(lex)
        vec_ranks = _ranks(vec)
        promoted = self._promoted(dbs, parsed.exact) if mode != "vec" else set()
        scores: dict[tuple[IndexDb, int], float] = {}
        for key, rank in vec_ranks.items():
            scores[key] = scores.get(key, 0.0) + 1.0 / (self._rrf_k + rank)
        for key, rank in lex_ranks.items():
            scores[key] = scores.get(key, 0.0) + self._lex_weight / (self._rrf_k + rank)
        for key in promoted:
            scores[key] = scores.get(key, 0.0) + _PROMOTION
        ordered = sorted(scores, key=lambda key: (-scores[key], str(key[0].collection), key[1]))
        lookup = bool(parsed.exact) and not parsed.words
        return self._hits(ordered, scores, lex_ranks, vec_ranks, promoted, vector, k, lookup)

    def _promoted(self, dbs: list[IndexDb], phrases: tuple[tuple[str, ...], ...]) -> set[tuple[IndexDb, int]]:
        """Chunks holding an exact phrase of the query that occurs in at most rare_files notes."""
        promoted: set[tuple[IndexDb, int]] = set()
        for phrase in phrases:
            rows: dict[tuple[IndexDb, int], StoredChunk] = {}
            files: set[Path] = set()
            for db in dbs:
                ids = [cid for cid, _ in db.lex_search(phrase_expression(phrase), _PHRASE_DEPTH)]
                for cid, row in db.chunks(ids).items():
                    rows[(db, cid)] = row
                    files.add(row.path)
                if len(files) > self._rare_files:
                    break
            if 0 < len(files) <= self._rare_files:
                promoted.update(rows)
        return promoted

    def _hits(self, ordered, scores, lex_ranks, vec_ranks, promoted, vector, k, lookup) -> list[Hit]:
        """The first k candidates, one per section (path and heading line), with their lane details.

        `lookup`: the query is nothing but exact phrases (an identifier or a quoted phrase)."""
        hits: list[Hit] = []
        seen: set[tuple[Path, int]] = set()
        for key in ordered:
            db, cid = key
            row: StoredChunk | None = db.chunks([cid]).get(cid)
            if row is None or (row.path, row.line) in seen:
                continue
            seen.add((row.path, row.line))
            similarity = None
            if vector is not None:
                similarity = db.similarities([cid], vector).get(cid)
            exact = key in promoted
            hits.append(Hit(row.path, row.start_line, row.end_line, row.line, row.heading, row.heading_path, scores[key], row.text[:_TEXT_LIMIT],
                            lex_ranks.get(key), vec_ranks.get(key), similarity, exact,
                            _confidence(similarity, exact and lookup)))
            if len(hits) == k:
                break
        return hits


def _confidence(similarity: float | None, looked_up: bool) -> float:
    """How likely a hit answers its query, 0..1: a logistic map of its cosine; an exact lookup is 0.9 at least."""
    if similarity is None:
        measured = _UNMEASURED
    else:
        measured = 1.0 / (1.0 + math.exp(-_SIM_SLOPE * (similarity - _SIM_MIDPOINT)))
    return max(measured, _LOOKUP_CONFIDENCE) if looked_up else measured


def _ranks(lane: list[tuple[float, IndexDb, int]]) -> dict[tuple[IndexDb, int], int]:
    """1-based ranks of a lane merged over collections, best score first."""
    lane = sorted(lane, key=lambda item: -item[0])
    return {(db, cid): rank for rank, (_, db, cid) in enumerate(lane, start=1)}

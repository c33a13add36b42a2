from __future__ import annotations

import functools
import heapq
import math
import re
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from memo.index import Donors, IndexProgress, index_collection, open_index, stored_passages, writing_now
from memo.storage import CorruptIndexError, IndexDb, StorageError, StoredChunk, folded_text, index_exists

from ._answer import (asked_values, asks_birthday, asks_phone, holds_narrow, holds_value, lacking_kinds, price_list_lacks, raising_values,
                      reaching)
from ._bounds import cut_terms, cut_text, cut_tokens
from ._changes import Changes
from ._confidence import QUERY_CHARS, confidence, evidence, in_other_language, mostly_other_script, reads_across, written_in_cyrillic
from ._debts import asked_direction, said_direction
from ._files import FILES_PER_INDEX, RESERVE_FILES, free_files, more_files, out_of_files, soft_limit, starved
from ._glossary import glossed, named_roles, says
from ._kin import asked_kin, gift_recipients, is_kin_word, names_in_law, names_other_kin, parents_of
from ._occasions import asked_occasions, gift_occasions, other_occasion
from ._owners import (asks_name, birthday_of_another, mine_alone, mine_asked, names_another, opens_with_another, phone_of, phone_of_another,
                      phone_owners, phones_mine, phones_of_other_kin)
from ._names import given_name_in_cyrillic, holds_names, is_given, is_given_name, latin_spellings
from ._query import ParsedQuery, code_spellings, holds_most_words, holds_some_word, lex_expression, name_phrase, parse_query, phrase_expression, service_in_latin, service_spellings, whose_names
from ._siblings import asked_things, names_alias, names_sibling, other_thing
from ._widen import bridged, widened
from ._word_queries import WordQueries

if TYPE_CHECKING:
    from memo.embedder import Embedder

_MODES = ("hybrid", "lex", "vec")
# Below this cosine a hit is too far in meaning to be calling an abbreviation of the query otherwise ("ОСАГО" over a
# car service's note at 0.840; "ЖКХ" over "коммуналка" is 0.88): it is doubted for lacking one no note holds.
_FAR_FROM_NAME = 0.845
# A quantity a question of words speaks of, not a value it looks up: up to three digits, a percentage ("как вернуть 13% за
# лечение": oneline517, session 45), an English ordinal ("55th"), or a
# measure said as one word ("after a 24-hour shift", "the 6-in-1 shot": oneline244, 342, session 40)
_QUANTITY = re.compile(r"\d{1,3}(?:st|nd|rd|th|%)?|\d{1,3}-(?:in-\d{1,2}|(?:hour|day|week|month|year|minute|night|person|seat|room|door)s?)",
                       re.IGNORECASE)
# An abbreviation in Latin capitals ("MRI", "GP"), which a Russian note may write in Cyrillic ("МРТ", "терапевт")
_LATIN_ABBREVIATION = re.compile(r"[A-Z]{2,5}")
_LANE_DEPTH = 50
_PROMOTION = 1.0
_PHRASE_BOOST = 0.1  # a rare phrase inside a question: ahead of near-ties in meaning, not an exact match (score stays below 1)
_PHRASE_DEPTH = 200
_COMMON_WEIGHT = 0.4  # share of the empty passage's direction taken out of the query (FINDINGS, issue 12)
_VIEW_SHARE = 0.5  # share of a better view's lead added to a piece's cosine (FINDINGS, issue 12, third round)
_ACROSS_WEIGHT = 0.8  # share of the lane's gap between the scripts given to a short English note (`_raise_across`)
_ACROSS_MOST = 0.05  # the gap's share given at most (0.8 of the 95th percentile of the one-line sets' gaps)
_ACROSS_SHARE = 0.8  # of its letters in Latin script: a Russian note naming brands and plug-ins ("iLok: FabFilter Pro-Q 3 — акк …") is none
_ACROSS_SCAN = 20
_ANSWER_BONUS = 0.05  # a piece holding the kind of value the question asks for (FINDINGS, fourth round): above
# the cosine gaps between near-topic notes (0.003-0.04), so the value decides among them
# a piece saying the doctor, trade or thing a Russian question names ("телефон бухгалтерши", "к зубному"): less than a value
# asked, so a note holding the value and near in meaning still passes a note only naming the role (e2e/FINDINGS.md, session 38)
_ROLE_BONUS = 0.01
_ANSWER_SCAN = 20  # best candidates read for it (10 to all scored alike on the e2e sets; ~0.5 ms on long pieces)
_HUB_WEIGHT = 0.01  # per unit of ln(note's pieces / its collection's median); e2e/FINDINGS.md, "Hub pages (session 9)"
_HUB_PIECE_CHARS = 300  # a note whose pieces are shorter on average pays that share of it (FINDINGS, "A journal is not a hub")
_NAMED_UNBUILT = 3  # collections named in the warning of a search that builds no index
_FOLDED = 5  # other sections of a note listed under its best one
_FOLD_SCAN = 4
_CLEAR_LEAD = 0.06  # a cosine lead over the first hit that puts a hit first (`_lead_first`)
_LEAD_SCAN = 5  # the notes it is looked for among, however few are shown
_SPECIFIC_CHARS = 3  # a phrase of the question this long holds a first hit against such a lead
_TEXT_LIMIT = 1200


@dataclass(frozen=True)
class _Words:
    """What the word lane found for a query (see `Searcher._words`)."""
    parsed: ParsedQuery
    cut: list[str]
    lex: list[tuple[float, IndexDb, int]]
    promoted: set[tuple[IndexDb, int]]
    unmatched: tuple[str, ...]
    typed: set[tuple[IndexDb, int]]  # the promotions of the names as typed, of 3 characters or more: not of stand-ins
    # (`_widen`) nor of Latin spellings


def _query_thread() -> ThreadPoolExecutor:
    """The thread that embeds a query while the calling thread runs the word lane, so the two overlap
    (onnxruntime and SQLite release the GIL): at 100k pieces the word lane costs about as much as the
    query's model call (bench/RESULTS.md, "Issue 13, item 3 at 100k (scale)"). Started on first use."""
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="memo-query")


class SearchError(Exception):
    def __init__(self, message: str):
        super().__init__(message)


@dataclass(frozen=True)
class Section:
    line: int
    heading: str
    score: float


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
    sections: tuple[Section, ...] = ()
    unmatched: tuple[str, ...] = ()
    across: bool = False
    lacking: tuple[str, ...] = ()


class Searcher:
    def __init__(self, embedder: Embedder, lex_weight: float = 0.01, rare_files: int = 3, roots: list[Path] | None = None, observe: bool = False):
        self._embedder = embedder
        self._roots = roots
        self._lex_weight = lex_weight
        self._rare_files = rare_files
        self._common: np.ndarray | None = None
        self._dbs: dict[Path, IndexDb] = {}
        self._changes = Changes(observe)
        self._unbuilt: set[Path] = set()
        self._lock = threading.Lock()
        self._warnings: list[str] = []
        self._deferred: list[Path] = []
        self._incomplete = False  # this search reads an index being written or not built: no "no note contains"
        self._worker = _query_thread()
        more_files()

    @property
    def warnings(self) -> list[str]:
        return list(self._warnings)

    @property
    def deferred(self) -> list[Path]:
        return list(self._deferred)

    def search(self, targets: list[Path], query: str, k: int = 8, mode: str = "hybrid", refresh: bool | Callable[[Path], bool] = True,
               group: bool = True, progress: Callable[[IndexProgress], None] | None = None,
               build: bool | Callable[[Path], bool] = True, until: float | None = None) -> list[Hit]:
        if mode not in _MODES:
            raise SearchError(f"неизвестный режим поиска «{mode}»: нужен hybrid, lex или vec")
        if not isinstance(k, int) or k < 1:
            raise SearchError(f"k должно быть целым числом не меньше 1, получено {k!r}")
        with self._lock:
            query, self._warnings = cut_text(query)
            self._deferred = []
            self._incomplete = False
            collections = list(dict.fromkeys(Path(t).absolute() for t in targets))
            builds = build if callable(build) else (lambda _collection: build)
            refreshes = refresh if callable(refresh) else (lambda _collection: refresh)
            try:
                return self._attempt(collections, query, k, mode, refreshes, group, progress, builds, until)
            except CorruptIndexError:  # set aside and emptied meanwhile: refresh rebuilds it, then again
                return self._attempt(collections, query, k, mode, lambda _collection: True, group, progress, builds, until)
            finally:
                for collection in collections:
                    if collection in self._dbs:
                        self._warnings.extend(self._dbs[collection].take_warnings())

    def _attempt(self, collections: list[Path], query: str, k: int, mode: str, refresh: Callable[[Path], bool], group: bool,
                 progress, builds: Callable[[Path], bool], until: float | None = None) -> list[Hit]:
        collections = self._built(collections, builds)
        dbs = self._open_all(collections, refresh, progress, builds, until)
        if not any(char.isalnum() for char in query) or not dbs:  # blank, or punctuation only: nothing asked
            return []
        if mode == "lex":
            return self._search(dbs, query, k, mode, None, group, query, self._words(dbs, query, mode))
        embedding = self._worker.submit(self._embedded, query)  # the model, while this thread reads the words
        try:
            words = self._words(dbs, query, mode)
        finally:
            wait([embedding])  # the index and the embedder are used by one thread at a time
        fitted, cut, vector = embedding.result()
        # whether some note holds a word's stem: asked by the widening and the bridge alike, once a stem
        present = functools.cache(lambda stem: any(db.lex_matches(phrase_expression((stem,)), 1) for db in dbs))
        wider = widened(query, present, self._embedder.embed_query, vector)
        if wider != query:  # words the notes never use, with synonyms they do (_widen.py)
            typed, held = words.parsed, words.typed
            query = wider
            words = self._words(dbs, query, mode)
            # the names the doubts look for are the ones typed: a stand-in "осаго каско" for "автостраховка" is none
            words = replace(words, typed=held, parsed=replace(words.parsed, titled=typed.titled, acronyms=typed.acronyms, unheld=typed.unheld))
            fitted, cut, vector = self._embedded(query)
        self._warnings.extend(w for w in cut if w not in self._warnings)
        lane = None  # the question's words in the other language, as the notes say them, for the lanes only (_widen.bridged)
        bridge = "" if words.parsed.lookup else bridged(query, present, self._embedder.embed_query, vector)
        if bridge:
            lane = self._embedded(f"{query} {bridge}")[2]
            if mode != "vec":  # the word lane's ranking only: the names, promotions and doubts stay the typed question's
                words = replace(words, lex=self._ranked(dbs, cut_terms(parse_query(f"{query} {bridge}"))[0], WordQueries()))
        return self._search(dbs, query, k, mode, vector, group, fitted, words, lane)

    def _embedded(self, query: str) -> tuple[str, list[str], np.ndarray]:
        """The query as embedded (the longest prefix that fits a model window), the cut's warnings, its vector."""
        fitted, cut = cut_tokens(query, self._embedder)
        return fitted, cut, self._embedder.embed_query(fitted)

    def quiet(self, collection: Path) -> bool:
        with self._lock:
            return self._changes.quiet(collection)

    def rest(self) -> int:
        with self._lock:
            return sum(db.rest() for db in self._dbs.values())

    def close(self) -> int:
        with self._lock:
            count = len(self._dbs)
            for db in self._dbs.values():
                db.close()
            self._dbs.clear()
            self._changes.close()
            self._worker.shutdown()
            self._worker = _query_thread()
            return count

    def _built(self, collections: list[Path], builds: Callable[[Path], bool]) -> list[Path]:
        """The collections this search builds or that have an index file; one warning naming the others."""
        missing = [collection for collection in collections if not builds(collection) and not index_exists(collection)]
        self._incomplete = self._incomplete or bool(missing)
        if len(missing) == 1:
            self._warnings.append(f"{missing[0]}: ещё не проиндексирована")
        elif missing:
            self._warnings.append(f"ещё не проиндексировано коллекций: {len(missing)} ({_named(missing)})")
        left_out = set(missing)
        return [collection for collection in collections if collection not in left_out]

    def _open_all(self, collections: list[Path], refresh: Callable[[Path], bool], progress,
                  builds: Callable[[Path], bool], until: float | None = None) -> list[IndexDb]:
        """Indexes of all targets; a broken one is skipped with a warning unless it is the only one. The
        collections left when the process has run out of file descriptors are skipped with one warning."""
        dbs, failures, starved = [], [], []
        room = self._room(collections)
        donors = Donors(collections, every=self._spare_descriptors(collections, room))  # moved or copied notes keep their vectors
        for collection in collections:
            opening = self._opens(collection)
            if starved or (opening and room is not None and room <= 0):  # each further open would fail alike
                starved.append(collection)
                continue
            room = None if room is None else room - opening
            try:
                dbs.append(self._opened(collection, collections, refresh, progress, builds, until, donors))
            except (StorageError, OSError) as error:  # OSError: out of descriptors only (`_opened`)
                if out_of_files() or isinstance(error, OSError):
                    starved.append(collection)
                else:
                    failures.append(error)
                    self._warnings.append(f"{collection}: пропущена: {error}")
        if starved:
            self._incomplete = True
            self._warnings.append(_starved_line(starved, len(collections)))
            if not dbs:
                raise SearchError(self._warnings.pop())
        if failures and not dbs:
            raise failures[0]
        return dbs

    def _room(self, collections: list[Path]) -> int | None:
        """How many more indexes this search may open and still leave `RESERVE_FILES` descriptors to the
        process (a memo-mcp or memo-watch at its limit could no longer list a folder or open a status);
        the indexes earlier searches left open (other collections) are closed first when these do not
        fit. None where the open descriptors cannot be counted, or need not be: a search whose indexes
        are all open (a warm one) opens none and lists no /proc."""
        opening = sum(map(self._opens, collections))
        free = free_files() if opening else None
        if free is None:
            return None
        room = (free - RESERVE_FILES) // FILES_PER_INDEX
        if opening > room and self._release(collections):
            free = free_files()
            room = None if free is None else (free - RESERVE_FILES) // FILES_PER_INDEX
        return room

    def _spare_descriptors(self, collections: list[Path], room: int | None) -> bool:
        """Whether the descriptors left after opening `collections` (`room`, counted in indexes) hold one more
        per collection: a refresh that asks every index for a copied note's vectors may keep one open per
        index this process holds (SQLite keeps a closed connection's descriptor while another connection of
        the process holds the file). Under a tight limit only the collections that lost notes are asked."""
        if room is None:
            return True
        opening = sum(map(self._opens, collections))
        return (room - opening) * FILES_PER_INDEX >= len(collections)

    def _opens(self, collection: Path) -> bool:
        """Whether searching `collection` opens its index's files: not cached yet, or resting (`IndexDb.rest`)."""
        db = self._dbs.get(collection)
        return db is None or db.resting

    def _opened(self, collection: Path, keep: list[Path], refresh: Callable[[Path], bool], progress,
                builds: Callable[[Path], bool], until: float | None = None, donors: Donors | None = None) -> IndexDb:
        """`_open`; when it fails for want of file descriptors, tried again once the indexes earlier searches
        left open (of collections not in `keep`) are closed."""
        while True:
            try:
                return self._open(collection, refresh(collection), progress, builds(collection), until, donors)
            except (StorageError, OSError) as error:  # a refresh's listing raises OSError for want of descriptors
                out = isinstance(error, OSError) and starved(error)
                if isinstance(error, OSError) and not out:
                    raise
                if not ((out or out_of_files()) and self._release(keep)):
                    raise

    def _release(self, keep: list[Path]) -> bool:
        """Close the cached indexes of collections not in `keep`; whether any was open."""
        kept = set(keep)
        closed = [collection for collection in self._dbs if collection not in kept]
        for collection in closed:
            self._warnings.extend(self._dbs[collection].take_warnings())
            self._dbs.pop(collection).close()
        return bool(closed)

    def _open(self, collection: Path, refresh: bool, progress, build: bool = True, until: float | None = None,
              donors: Donors | None = None) -> IndexDb:
        """The cached index of a collection, refreshed from disk when asked or when it was just created; a
        refresh of a built index still writing at `until` (time.monotonic) ends there (deferred)."""
        if not collection.is_dir():
            raise SearchError(f"папка не найдена: {collection}")
        db = self._dbs.get(collection)
        if db is not None and db.replaced:  # removed, rebuilt, or set aside
            self._warnings.extend(db.take_warnings())
            db.close()
            db = None
        if db is None:
            db = open_index(collection, self._embedder)
            self._dbs[collection] = db
            self._changes.forget(collection)
            if db.fresh:
                self._unbuilt.add(collection)
        if refresh or (build and collection in self._unbuilt):
            only = self._changes.todo(collection)
            if only == [] and writing_now(collection) is None:  # observed, nothing changed, nobody writing
                return db
            # wait=False: while another process indexes this collection, search the index as it stands
            bounded = None if collection in self._unbuilt else until  # a first build is no refresh
            report = index_collection(collection, self._embedder, progress, db, self._roots, wait=False, only=only,
                                      until=bounded, donors=donors)
            self._warnings.extend(report.warnings)
            self._incomplete = self._incomplete or report.busy or report.deferred
            if report.deferred:  # its changes stay pending: the next refresh looks at them again
                self._deferred.append(collection)
            elif not report.busy:
                self._unbuilt.discard(collection)
                self._changes.done(collection, only, report)
        return db

    def _words(self, dbs: list[IndexDb], query: str, mode: str) -> _Words:
        """The word lane: needs no query vector, so it runs while the model embeds the query."""
        parsed, cut = cut_terms(parse_query(query))
        queries = WordQueries()
        if mode != "lex":  # lex mode doubts nothing: its hits lack nothing
            parsed = _named_in_notes(dbs, parsed, queries)
        if mode == "vec":
            return _Words(parsed, cut, [], set(), (), set())
        lex = self._ranked(dbs, parsed, queries)
        named = tuple(dict.fromkeys(parsed.exact + tuple(filter(None, map(name_phrase, parsed.names)))))
        promoted = self._promoted(dbs, named, queries, parsed.literal)
        # the phrases a clear lead in meaning does not pass (`_lead_first`): not "ID", "IP", "-20"
        specific = tuple(phrase for phrase in named if sum(map(len, phrase)) >= _SPECIFIC_CHARS)
        typed = set(promoted) if specific == named else self._promoted(dbs, specific, queries, parsed.literal)
        if not parsed.lookup:  # a brand or a place typed in Cyrillic that a note writes in Latin letters
            promoted |= self._promoted(dbs, tuple((latin + "*",) for latin in _latin_spellings(dbs, parsed, queries)), queries,
                                       spelled=True)
        return _Words(parsed, cut, lex, promoted, self._unmatched(dbs, parsed, queries), typed)

    @staticmethod
    def _ranked(dbs: list[IndexDb], parsed: ParsedQuery, queries: WordQueries) -> list[tuple[float, IndexDb, int]]:
        """The word lane's candidates for `parsed`: BM25 over every index, at most `_LANE_DEPTH` each."""
        expression = lex_expression(parsed)
        # a lookup's expression is its phrase: ranked once, deep enough for the promotion too
        depth = _PHRASE_DEPTH if expression in map(phrase_expression, parsed.exact) else _LANE_DEPTH
        lex: list[tuple[float, IndexDb, int]] = []
        for db in dbs:
            if expression:
                lex.extend((score, db, cid) for cid, score in queries.ranked(db, expression, depth)[:_LANE_DEPTH])
        return lex

    def _search(self, dbs: list[IndexDb], query: str, k: int, mode: str, vector: np.ndarray | None,
                group: bool, fitted: str, words: _Words, lane: np.ndarray | None = None) -> list[Hit]:
        parsed, lex, promoted, unmatched = words.parsed, words.lex, words.promoted, words.unmatched
        self._warnings.extend(w for w in words.cut if w not in self._warnings)
        vec: list[tuple[float, IndexDb, int]] = []
        adjusted = self._adjusted(lane if lane is not None else vector) if vector is not None else None
        for db in dbs:
            if adjusted is not None:
                query_vector, scale = adjusted
                found = db.vec_search(query_vector, _LANE_DEPTH)
                views = db.view_similarities([cid for cid, _ in found], query_vector)
                vec.extend((_with_view(sim, views.get(cid)) * scale, db, cid) for cid, sim in found)
        lex_ranks, vec_ranks = _ranks(lex), _ranks(vec)
        scores = _fused(lex, vec, self._lex_weight)
        looked_up = parsed.lookup and not unmatched  # a lookup naming a value no note holds finds no exact match
        values = asked_values(query) if mode != "lex" else ()
        boost = _PROMOTION if looked_up else _PHRASE_BOOST
        for key in promoted:
            scores[key] = scores.get(key, 0.0) + boost
        owners = phone_owners(fitted, parsed.titled) if mode != "lex" else ()
        if mode != "lex":
            roles = named_roles(query)  # a note saying them goes a little ahead, and one not saying them lacks them (`_lacking`)
            raised, gifts = raising_values(query) + (reaching(values) if roles else ()), gift_occasions(query)
            recipients = gift_recipients(query) if gifts else ()  # whom a gift is for, when one is asked

            def said(text: str) -> bool:
                return all(says(text, word, stems) for word, stems in roles)

            raises = []
            if raised or gifts or owners:  # a value of a note not saying the roles asked is another's ("в 9:20" at the cardiologist's)
                raises.append((lambda text: (holds_value(text, raised) or any(phone_of(text, name) for name in owners)
                                             or (holds_value(text, gifts) and not (recipients and names_other_kin(recipients, text))))
                               and said(text), _ANSWER_BONUS))
            if roles:
                raises.append((said, _ROLE_BONUS))
            way = asked_direction(query)  # a debt of mine or one owed to me: the notes saying that way go ahead
            if way:
                raises.append((lambda text: said_direction(text) == way, _ANSWER_BONUS))
            _raise_answers(scores, tuple(raises))
            _lower_hubs(scores)
            _raise_across(scores, query, vec, values)
        ordered = sorted(scores, key=lambda key: (-scores[key], str(key[0].collection), key[1]))
        exact = promoted if looked_up else set()
        kin = asked_kin(query) if mode != "lex" else None
        return self._hits(ordered, scores, lex_ranks, vec_ranks, exact, words.typed, _judged(vector, lane), k, group, unmatched, fitted, values,
                          (parsed.titled, parsed.unheld, glossed(query) + roles, asked_occasions(query), owners, asked_things(query),
                           _mine(fitted, parsed, kin))
                          if mode != "lex" else ((), (), (), (), (), (), None),
                          kin)

    def _adjusted(self, vector: np.ndarray) -> tuple[np.ndarray, float]:
        """The query minus the model's common direction, unit length, and the length it had.

        Passages that say little (link lists, badges, tables of contents) lie near the embedding of an
        empty passage and come close to every query; taking that direction out of the query ranks them
        by what they say (e2e/FINDINGS.md, "Issue 12")."""
        if self._common is None:
            common = np.asarray(self._embedder.embed_passages([""]), dtype=np.float32).reshape(-1)
            self._common = common / (np.linalg.norm(common) or 1.0)
        shifted = np.asarray(vector, dtype=np.float32).reshape(-1) - _COMMON_WEIGHT * self._common
        length = float(np.linalg.norm(shifted)) or 1.0
        return shifted / length, length

    def _promoted(self, dbs: list[IndexDb], phrases: tuple[tuple[str, ...], ...], queries: WordQueries,
                  literal: str | None = None, spelled: bool = False) -> set[tuple[IndexDb, int]]:
        """Chunks holding the most of the query's exact phrases that occur in at most rare_files notes (one
        each for "76.132 TEST-4173", all three for "HP LaserJet M404", not a piece holding "hp" alone); for
        a lookup typed with punctuation the word index drops (`literal`), the chunks holding it as typed,
        and the phrase's words only when no chunk does. `spelled`: the phrases are Latin spellings of Cyrillic words, held
        only as words ("MikroTik"), not as the start of a password ("kotik2024!" for "котика": oneline416, session 42)."""
        held: dict[tuple[IndexDb, int], int] = {}
        for phrase in phrases:
            rows = self._holding(dbs, phrase, queries, every=literal is not None)
            if spelled:
                rows = {key: row for key, row in rows.items() if _holds_as_words(phrase, row)}
            typed = {key: row for key, row in rows.items() if literal is not None and literal in folded_text(row.text)}
            files = {row.path for row in (typed or rows).values()}
            if 0 < len(files) <= self._rare_files:
                for key in typed or rows:
                    held[key] = held.get(key, 0) + 1
        most = max(held.values(), default=0)
        return {key for key, count in held.items() if count == most}

    def _holding(self, dbs: list[IndexDb], phrase: tuple[str, ...], queries: WordQueries,
                 every: bool) -> dict[tuple[IndexDb, int], StoredChunk]:
        """The chunks holding `phrase`; unless `every`, only until more than rare_files notes hold it."""
        rows: dict[tuple[IndexDb, int], StoredChunk] = {}
        files: set[Path] = set()
        for db in dbs:
            ids = queries.best_ids(db, phrase_expression(phrase), _PHRASE_DEPTH)
            for cid, row in db.chunks(ids).items():
                rows[(db, cid)] = row
                files.add(row.path)
            if not every and len(files) > self._rare_files:
                break
        return rows

    def _unmatched(self, dbs: list[IndexDb], parsed, queries: WordQueries) -> tuple[str, ...]:
        """Names of the query (identifiers, quoted phrases, Latin words in a Russian query) no note contains (a code in either
        alphabet, `code_spellings`: "б12" and a note's "B12");
        none while an index searched is being written or not built (its notes may hold them)."""
        if self._incomplete:
            return ()
        return tuple(name for name in parsed.names if name_phrase(name) and not _a_quantity(name, parsed)
                     and not any(_in_some_note(dbs, spelling, queries) for spelling in (name, *code_spellings(name))))

    def _hits(self, ordered, scores, lex_ranks, vec_ranks, exact, typed, vector, k, group, unmatched, fitted, values,
              names, kin) -> list[Hit]:
        """The best k sections (path and heading line), one per section; grouped, the best k notes, each
        as its best section with the note's other matching sections (found among the candidates scanned
        to fill k notes, and at most 4·k more, scoring at least as well as the last note shown) folded
        under it."""
        picked: dict[object, list[tuple[tuple[IndexDb, int], StoredChunk]]] = {}
        seen: set[tuple[Path, int]] = set()
        wanted = max(k, _LEAD_SCAN)  # the places a clear lead is looked for among, k of them shown
        for scanned, key in enumerate(ordered):
            if len(picked) == wanted and (not group or scanned >= _FOLD_SCAN * wanted):
                break
            db, cid = key
            row: StoredChunk | None = db.chunks([cid]).get(cid)
            if row is None or (row.path, row.line) in seen:
                continue
            seen.add((row.path, row.line))
            place = row.path if group else (row.path, row.line)
            if place in picked or len(picked) < wanted:
                picked.setdefault(place, []).append((key, row))
        similarities, viewed = _cosines(picked, vector)
        picked = _lead_first(picked, viewed, typed | exact)  # never over an exact match
        if picked:  # a note put first by its lead shows the score of the note it passed
            (first, _), *_ = next(iter(picked.values()))
            scores[first] = max(scores[key] for (key, _), *_ in picked.values())
        picked = dict(list(picked.items())[:k])
        hits = []
        titled, unheld, roles, occasions, owners, things, mine = names
        whose = whose_names(fitted, titled)
        birthday = _birthday_asked(fitted, titled, kin)
        named = asks_name(fitted)
        parents = parents_of(fitted)
        last = min((scores[key] for (key, _), *_ in picked.values()), default=0.0)  # the last note shown
        # Latin abbreviations no note holds may be the Cyrillic ones of a note across the query's script ("MRI", "МРТ")
        latin_only = all(_LATIN_ABBREVIATION.fullmatch(name) for name in unmatched)
        for place, [(key, row), *others] in picked.items():
            db, cid = key
            similarity = similarities.get(place)
            folded = tuple(Section(other.line, other.heading, scores[other_key]) for other_key, other in others
                           if scores[other_key] >= last)
            read, crossed = None, False
            if not hits and similarity is not None and key not in exact and not unmatched:
                read, crossed = self._evidence(db, row, fitted, vector)
            across = in_other_language(fitted, row.text)
            text = _read_for_values(row)
            # an abbreviation no note holds is looked for only in a hit far in meaning, or in one naming its sibling
            far_in_meaning = similarity is not None and similarity < _FAR_FROM_NAME
            looked_for = tuple(name for name in unheld if far_in_meaning or names_sibling(name, text))
            # the birthdays of the piece's own text (not of its file name, "dan-birthday.md")
            another = birthday[0] if birthday and _birthday_of_another(row.text, birthday, kin) else None
            # "мама Оксаны" is the note's "тёща": her child's name need not be written there
            people = tuple(name for name in titled if not (name in parents and names_in_law(text)))
            # a name the hit says by an alias is held ("ГИБДД" for "ГАИ")
            wanted = tuple(name for name in people + looked_for if not names_alias(name, text))
            lacking = _lacking(text, values, wanted, kin, across, roles, occasions, owners, whose, another, named, things, mine)
            # a price list naming nothing the question does (in its language: "snood" is "снуд" there)
            if not lacking and not across and (listed := price_list_lacks(text, values)) and not holds_some_word(fitted, text):
                lacking = listed
            # only the first hit's evidence can be capped: the others skip the word count
            far_value = (read is not None and bool(values) and not mostly_other_script(fitted, row.text)
                         and not holds_most_words(fitted, text) and not holds_narrow(text, values))
            doubted = bool(unmatched and not (across and latin_only) or lacking)
            measured = confidence(similarity, key in exact, doubted, read, crossed, far_value)
            if hits:  # no lower hit is surer than the first, the one read more closely
                measured = min(measured, hits[0].confidence)
            hits.append(Hit(row.path, row.start_line, row.end_line, row.line, row.heading, row.heading_path, scores[key], row.text[:_TEXT_LIMIT],
                            lex_ranks.get(key), vec_ranks.get(key), similarity, key in exact,
                            measured, folded[:_FOLDED], unmatched, across, lacking))
        return hits

    def _evidence(self, db: IndexDb, row: StoredChunk, query: str, vector: np.ndarray) -> tuple[float | None, bool]:
        """The top hit's evidence (see _confidence): its passage as the index embedded it read with the
        query, and whether it was not read because the passage is across the query's script; None for a
        query too long to read cheaply."""
        if len(query) > QUERY_CHARS:
            return None, False
        passages = stored_passages(row)
        known = db.known_vectors(passages)
        passage = next((p for p in passages if p in known), passages[0])
        if reads_across(query, passage):
            return None, True
        return evidence(self._embedder, query, vector, passage, known.get(passage)), False


def _cosines(picked: dict, vector: np.ndarray | None) -> tuple[dict, dict]:
    """Each place's cosine to `vector` (its best piece's) and that cosine as the vector lane ranks it, raised by its view
    (`_with_view`); read with one call of each kind per index."""
    if vector is None:
        return {}, {}
    by_db: dict[IndexDb, list[int]] = {}
    for [((db, cid), _), *_] in picked.values():
        by_db.setdefault(db, []).append(cid)
    read = {db: (db.similarities(ids, vector), db.view_similarities(ids, vector)) for db, ids in by_db.items()}
    similarities, viewed = {}, {}
    for place, [((db, cid), _), *_] in picked.items():
        passages, views = read[db]
        similarities[place] = similarity = passages.get(cid)
        viewed[place] = None if similarity is None else _with_view(similarity, views.get(cid))
    return similarities, viewed


def _lead_first(picked: dict, similarities: dict, typed: set) -> dict:
    """`picked` with the place whose cosine to the question leads the first place's by more than _CLEAR_LEAD put first
    (`Searcher._hits` gives it the score of the place it passed).

    The raises (a kind of value held, a note across the scripts) move a piece by a few hundredths; a lead in meaning larger
    than them is the question's own answer ("где обычно стоят тачки с креслом для ребёнка": 0.886 for the car-sharing note,
    0.806 for an English note raised across). Not over a piece holding a phrase the question as typed names (`typed`: an
    exact match, a rare value typed inside the question); a stand-in's phrase may have raised a note on another matter
    ("бате": "dad" raised "Dad's blood pressure pills" over the well's pump at 0.905)."""
    if not picked:
        return picked
    first = next(iter(picked))
    leader = max(picked, key=lambda place: similarities.get(place) or 0.0)
    start = similarities.get(first)
    if leader == first or start is None or picked[first][0][0] in typed \
            or (similarities.get(leader) or 0.0) - start <= _CLEAR_LEAD:
        return picked
    return {leader: picked[leader], **{place: found for place, found in picked.items() if place != leader}}


def _holds_as_words(phrase: tuple[str, ...], row: StoredChunk) -> bool:
    """Whether `row`'s passage as the index read it (its title, "salon-rent.md", too) holds each stem of `phrase` (ending in
    "*") as a word: the stem and letters, no digit after them."""
    read = folded_text(" ".join(stored_passages(row)))
    return all(re.search(r"\b" + re.escape(stem.rstrip("*")) + r"[^\W\d_]*(?!\w)", read) for stem in phrase)


def _latin_spellings(dbs: list[IndexDb], parsed: ParsedQuery, queries: WordQueries) -> tuple[str, ...]:
    """The Latin spellings (`latin_spellings`) of the query's Cyrillic words no note holds, nor a word starting with
    their stem: a brand or a place a note writes in Latin letters ("на микротике"), a service as notes write it ("на
    вайлдберриз": "WB", `service_spellings`); not a word the notes hold in Cyrillic ("банку", "интернет")."""
    spelled = {word: latin_spellings((word,)) + service_spellings(word) for word in parsed.words}
    return tuple(latin for word, latins in spelled.items()
                 if latins and not any(queries.exists(db, phrase_expression((word + "*",))) for db in dbs) for latin in latins)


def _mine(query: str, parsed: ParsedQuery, kin: tuple[str, str] | None) -> str | None:
    """The note-taker's own thing `query` asks (`mine_asked`: "номер моего полиса ОМС"), when it names no kin (`kin`) or given
    name (whose notes open with their names: "Вике — ортопед …" for "when is my girlfriend's appointment")."""
    if kin or any(is_given(name) for name in parsed.titled):
        return None
    return mine_asked(query)


def _a_quantity(name: str, parsed: ParsedQuery) -> bool:
    """Whether `name` is a number of at most three digits in a question of words ("что принять, если давление под 170",
    "на 2 человека"), or an English ordinal ("Serezha's 55th birthday", "on the 29th"): a quantity the question speaks
    of, not a value it looks up ("170" alone, "76.132")."""
    return not parsed.lookup and _QUANTITY.fullmatch(name) is not None


def _named_in_notes(dbs: list[IndexDb], parsed: ParsedQuery, queries: WordQueries) -> ParsedQuery:
    """`parsed` with the abbreviations of its names (`titled`) that no searched note holds moved to `unheld`: the
    notes may call that thing otherwise ("ЖКХ" and "коммуналка", "ОСАГО" and "страховка на машину"), so only a hit
    far in meaning is doubted for lacking one (`_hits`; e2e/FINDINGS.md, sessions 19 and 21)."""
    held = tuple(name for name in parsed.titled if name not in parsed.acronyms or _in_some_note(dbs, name, queries))
    return replace(parsed, titled=held, unheld=tuple(name for name in parsed.titled if name not in held))


def _in_some_note(dbs: list[IndexDb], name: str, queries: WordQueries) -> bool:
    """Whether a note of `dbs` holds `name` as a phrase of the word index."""
    return any(queries.exists(db, phrase_expression(name_phrase(name))) for db in dbs)


def _lacking(text: str, values, titled: tuple[str, ...], kin: tuple[str, str] | None,
             across: bool, roles: tuple[tuple[str, tuple[str, ...]], ...], occasions: tuple[int, ...],
             owners: tuple[str, ...], whose: tuple[str, ...], birthday: str | None, named: bool,
             things: tuple[tuple[str, int, int], ...], mine: str | None) -> tuple[str, ...]:
    """What a piece lacks of what its question asks for (`Hit.lacking`), `text` read with `_read_for_values`: the
    kinds of value asked when it holds none of them ("когда …" and no date, day or period), the names the
    question capitalises that it does not hold ("какой телефон у бригадира Руслана" on another man's note), the phone of a
    given name whose own phone it asks (`owners`, "телефон Оли") when the piece names her and its phones are another's
    (`phone_of_another`), and the kin it asks about (`asked_kin`, "у папы"; an English question's "mom's" in a Russian note) when it names
    other kin and not that one ("У мамы ДР"), or whose phone it asks when the piece's phones are all mine or other kin's
    (`phones_mine`, `phones_of_other_kin`), or whose value it asks when the piece opens with mine and names no kin
    (`mine_alone`: "Моё давление: …" for "какое давление у мужа").
    Across the query's language (an English question, a Russian note) only the given names, looked for in
    Cyrillic ("Anya's appointment" and "Аня"): other names are written otherwise there ("Japan", "Японию"), and the
    roles and things of `roles` (`glossed`: "vet", "hairdresser", "fridge") in the Russian words a note says them with.
    In the query's language, the doctors, trades and leaves a Russian question names (`named_roles`: "к кардиологу", "телефон
    сантехника") in the words a note says them with. And the occasion asked (`asked_occasions`, "на Новый год") when it speaks of another one and not of it.
    `whose`: the Latin names a value is asked of (`whose_names`, looked for across too); `birthday`: the person whose birthday
    is asked when the piece's birthdays are all another's (`_birthday_of_another`); `named`: a name is asked ("как зовут командира у
    Димы", `asks_name`), which a piece naming nobody but the question's people lacks ("имени"); `things`: the things of a kind
    asked (`asked_things`, "прививка от кори"), which a piece naming another of the kind and not them lacks (`other_thing`);
    `mine`: the note-taker's own thing asked (`_mine`, "моего полиса"), which a piece lacking nothing else lacks when it opens with
    another person's name ("Витя: … полис ОМС …", `opens_with_another`)."""
    kinds = lacking_kinds(text, values) + (("имени",) if named and not names_another(text, titled) else ())
    kins = (f"«{kin[1]}»",) if kin and names_other_kin((kin[0],), text) else ()  # kin words are Russian: none in English
    if not kins and birthday:  # the piece's birthdays are all another's
        kins = (f"дня рождения «{birthday}»",)
    # "телефон зятя" over "мой телефон МТС …", "телефон папы" over "Мама Надежда Петровна 8 917 …, папа Виктор Иванович"
    if kin and not kins and asks_phone(values) and (phones_mine(text) or phones_of_other_kin(text, kin[0])):
        kins = (f"телефона «{kin[1]}»",)
    if kin and not kins and values and mine_alone(text):  # "какое давление у мужа" over "Моё давление: утром 145/90"
        kins = (f"«{kin[1]}»",)
    # a Russian question's role or thing over an English note: by the English words listed for it ("страховка": "insur")
    roles_out = tuple(f"«{word}»" for word, stems in roles if not says(text, word, stems) and (
                      across == word.isascii() or across and any(stem.isascii() for stem in stems)))
    days = tuple(f"«{name}»" for name in other_occasion(occasions, text, across))
    missed = tuple(name for name in titled if _misses(text, name, across, name in whose))
    # the phone of a person it names: another person's phone there is no answer ("Olya's phone number", `_owners`)
    phones = tuple(f"телефона «{name}»" for name in owners if name not in missed and phone_of_another(text, name))
    others = tuple(f"«{word}»" for word in other_thing(things, text))
    # (once each: an analyte asked is a role and a thing of a kind, "«гемоглобин»")
    lacked = tuple(dict.fromkeys(kinds + tuple(f"«{name}»" for name in missed) + phones + kins + roles_out + days + others))
    return lacked or ((f"«{mine}»",) if mine and opens_with_another(text) else ())


def _birthday_asked(query: str, titled: tuple[str, ...], kin: tuple[str, str] | None) -> tuple[str, ...]:
    """The one person whose birthday `query` asks ("когда у Маши день рождения": ("Маши",); "when is mom's birthday": the kin's
    word), or nothing (no birthday asked, nobody or several people named)."""
    if not asks_birthday(query):
        return ()
    people = tuple(name for name in titled if is_given(name)) + ((kin[1],) if kin else ())
    return people if len(people) == 1 else ()


def _birthday_of_another(text: str, birthday: tuple[str, ...], kin: tuple[str, str] | None) -> bool:
    """`birthday_of_another` for the person of `_birthday_asked`: a kin word names someone, and a capitalised word too when a
    name is asked (kin is often written by name: "Ruslan's birthday" for "my husband's birthday")."""
    if kin:
        return birthday_of_another(text, is_kin_word, lambda word: is_kin_word(word, kin[0]))
    return birthday_of_another(text, lambda word: word[:1].isupper() or is_kin_word(word),
                               lambda word: holds_names(word, birthday))


def _misses(text: str, name: str, across: bool, whose: bool) -> bool:
    """Whether `text` lacks `name` (`holds_names`); across the query's language only a given name is looked
    for (in Cyrillic), or a name typed as `whose` value is asked ("Salome's phone number": a brand or a place, "Gorky Park",
    "Yandex Plus", a note writes in its own way, "Горького", "Яндекс"); a service typed in Cyrillic is looked for in Latin
    letters too, as any note may write it ("пароль от госуслуг" over "Home Wi-Fi: … password …", "на вайлдберриз" and "на
    WB"; `service_in_latin`)."""
    service = service_in_latin(name)
    if service is not None:  # "на вайлдберриз" and "за 9 900 на WB"
        return service.search(text.lower()) is None and not holds_names(text, (name,))
    if across:
        if is_given_name(name):  # typed in Cyrillic: an English note writes it in Latin letters ("Олега" and "Oleg")
            return not holds_names(text, (name,))
        given = given_name_in_cyrillic(name)
        if given is None:  # a Latin name no list knows, asked as whose: as typed, or in Cyrillic letters ("Salome", "Саломе")
            return whose and not holds_names(text, (name,))
        return not holds_names(text, (given,))
    return not holds_names(text, (name,))


def _read_for_values(row: StoredChunk) -> str:
    """A piece as read for the values and names its question asks: its text, its headings and its note's file
    name (a journal's "## 14 марта", "2024-03-14.md", "Сбер.md")."""
    return " ".join((row.text, *row.heading_path, row.path.stem))


def _starved_line(starved: list[Path], total: int) -> str:
    """The one warning for the collections a search found no file descriptors for."""
    soft = soft_limit()
    limit = "" if soft is None else f" (ulimit -n {soft})"
    needed = -(-(total * FILES_PER_INDEX + 256) // 1024) * 1024
    return (f"не хватило открытых файлов{limit}: не просмотрено коллекций: {len(starved)} из {total} "
            f"({_named(starved)}); на каждую нужно {FILES_PER_INDEX} файла, поднимите лимит (например, "
            f"ulimit -n {needed}) или ищите в части коллекций")


def _named(collections: list[Path]) -> str:
    """The first `_NAMED_UNBUILT` collections of a warning, "…" after them when there are more."""
    return ", ".join(map(str, collections[:_NAMED_UNBUILT])) + (", …" if len(collections) > _NAMED_UNBUILT else "")


def _fused(lex: list[tuple[float, IndexDb, int]], vec: list[tuple[float, IndexDb, int]],
           weight: float) -> dict[tuple[IndexDb, int], float]:
    """Adjusted cosine of each piece plus a small share of its BM25 relative to the query's best.

    A piece only the word lane found gets the lowest cosine the vector lane returned."""
    scores = {(db, cid): sim for sim, db, cid in vec}
    floor = min(scores.values(), default=0.0)
    best = max((score for score, _, _ in lex), default=0.0)
    for score, db, cid in lex:
        share = (score / best) ** 2 if best > 0 else 0.0
        scores[(db, cid)] = scores.get((db, cid), floor) + weight * share
    return scores


def _best_by_index(scores: dict[tuple[IndexDb, int], float], count: int) -> dict[IndexDb, list[int]]:
    """The ids of the `count` best scored pieces, by index (read with one `IndexDb.chunks` call each)."""
    by_db: dict[IndexDb, list[int]] = {}
    for db, cid in heapq.nlargest(count, scores, key=scores.__getitem__):
        by_db.setdefault(db, []).append(cid)
    return by_db


def _raise_answers(scores: dict[tuple[IndexDb, int], float], raises: tuple[tuple[Callable[[str], bool], float], ...]) -> None:
    """To each of the best _ANSWER_SCAN candidates, each bonus of `raises` whose test its text (`_read_for_values`, read
    once) passes: _ANSWER_BONUS when it holds a value of the kind the question asks for (`_answer`), speaks of the occasion
    a gift is asked for, or gives the phone of the person whose phone is asked, and says the doctors, trades and things the
    question names (a time "в 9:20" at the cardiologist's is no answer to "когда к ветеринару"); _ROLE_BONUS when it says the doctors,
    trades and things a Russian question names; nothing when nothing is raised."""
    if not raises:
        return
    for db, ids in _best_by_index(scores, _ANSWER_SCAN).items():
        for cid, row in db.chunks(ids).items():
            text = _read_for_values(row)
            for answers, bonus in raises:
                if answers(text):
                    scores[(db, cid)] += bonus


def _raise_across(scores: dict[tuple[IndexDb, int], float], query: str, vec: list[tuple[float, IndexDb, int]],
                  values: tuple[re.Pattern, ...]) -> None:
    """To each of the _ACROSS_SCAN best pieces that a Russian question reads across (`reads_across`: a short passage, 80 %
    of its letters Latin) and that are a whole note (an English one-line note, not a short piece of a page: bem lost two
    questions to code-like pieces of its pages), _ACROSS_WEIGHT (at most _ACROSS_MOST) of the gap between the mean scores
    of the vector lane's candidates in the question's script and across it (the lane's best _LANE_DEPTH over all the
    indexes searched). The model ranks a Russian note on the topic a few hundredths of cosine closer than the English
    note that answers: a fixed +0.02 left 44 of 110 such questions over the one-line sets missed; the gap, measured for
    each question (0.03-0.07, median 0.05), left 32, and cost 7 of 3,167 Russian answers (e2e/FINDINGS.md, sessions 29
    and 31). Not for an English question over Russian notes, which loses no more than a Russian one does; nor for a note
    lacking the kind of value asked (`lacking_kinds`: "телефон продавца тренажёра с авито" put a friend's English flight note
    over the seller's phone, oneline647, session 47)."""
    if not written_in_cyrillic(query):
        return
    lane_scores = {(db, cid): score for score, db, cid in vec}
    lane, best = _best_by_index(lane_scores, _LANE_DEPTH), _best_by_index(scores, _ACROSS_SCAN)
    rows = {db: db.chunks(list(dict.fromkeys(lane.get(db, []) + best.get(db, [])))) for db in lane.keys() | best.keys()}
    across: dict[bool, list[float]] = {True: [], False: []}
    for db, ids in lane.items():
        for cid in ids:
            if cid in rows[db]:
                across[in_other_language(query, rows[db][cid].text, _ACROSS_SHARE)].append(lane_scores[(db, cid)])
    if not across[True] or not across[False]:
        return
    gap = sum(across[False]) / len(across[False]) - sum(across[True]) / len(across[True])
    if gap <= 0:
        return
    bonus = min(_ACROSS_WEIGHT * gap, _ACROSS_MOST)  # a piece far off the topic in a small collection widens the gap
    for db, ids in best.items():
        whole = [cid for cid, pieces in db.note_pieces(ids).items() if pieces == 1]  # a note, not a short piece of a page
        for cid in whole:
            if (cid in rows[db] and reads_across(query, rows[db][cid].text, _ACROSS_SHARE)
                    and not lacking_kinds(_read_for_values(rows[db][cid]), values)):
                scores[(db, cid)] += bonus


def _lower_hubs(scores: dict[tuple[IndexDb, int], float]) -> None:
    """−_HUB_WEIGHT·ln(n / m) for a piece of a note of n pieces when n is above m, the median pieces of a
    note of its collection, scaled down for a note whose pieces are short.

    A note is ranked by its best piece, so a long page (a chapter of a hundred sections) draws many
    lottery tickets in the vector lane: its best piece beats a short page's answer by chance more
    often than by meaning (the expected best of n draws grows with ln n). Pages no longer than their
    collection's usual one, and every note of a collection of one, are not touched. A note of short
    pieces (a journal of one-line entries among one-line notes) is many small notes in one file, each
    entry as specific as a note of its own: it pays the share mean piece length / _HUB_PIECE_CHARS."""
    by_db: dict[IndexDb, list[int]] = {}
    for db, cid in scores:
        by_db.setdefault(db, []).append(cid)
    for db, ids in by_db.items():
        median = db.median_note_pieces()
        hubs = {cid: pieces for cid, pieces in db.note_pieces(ids).items() if pieces > median > 0}
        chars = db.note_piece_chars(list(hubs))
        for cid, pieces in hubs.items():
            if cid not in chars:  # its note was rewritten between the two reads: its hit is dropped anyway
                continue
            share = min(1.0, chars[cid] / _HUB_PIECE_CHARS)
            scores[(db, cid)] -= _HUB_WEIGHT * share * math.log(pieces / median)


def _with_view(similarity: float, view: float | None) -> float:
    """A piece's cosine raised by half of what its view (own heading and text, `Chunk.view`) scores above it.

    A short piece's passage is dominated by its heading path; its view lets the section's own words
    count without letting a view rank a piece below its passage (e2e/FINDINGS.md, "Issue 12", third round)."""
    if view is None or view <= similarity:
        return similarity
    return similarity + _VIEW_SHARE * (view - similarity)


def _ranks(lane: list[tuple[float, IndexDb, int]]) -> dict[tuple[IndexDb, int], int]:
    """1-based ranks of a lane merged over collections, best score first."""
    lane = sorted(lane, key=lambda item: -item[0])
    return {(db, cid): rank for rank, (_, db, cid) in enumerate(lane, start=1)}


def _judged(vector: np.ndarray | None, lane: np.ndarray | None) -> np.ndarray | None:
    """The vector the hits' cosines (and so their confidence) are read with: the typed question's, or for a question bridged
    to the other language (`lane`) the mean of the two, since a cosine across the languages runs a few hundredths lower
    ("where do I keep the bike in winter" over "На зиму мот в ГСК"). The lane alone lifted ten unanswerable questions over
    0.5 and kept 55 more right answers; the mean, nine and 51 (e2e/FINDINGS.md, session 33)."""
    if vector is None or lane is None:
        return vector
    mixed = vector + lane
    return mixed / (np.linalg.norm(mixed) or 1.0)

"""One search's questions to the word indexes: an expression goes to an index once per search."""
from memo.storage import IndexDb


class WordQueries:
    """The ranked lists of one search, by index and expression, answering the phrase checks of the same
    search too: a lookup of an identifier sent FTS5 the same phrase three times (the ranked lane, the
    promotion's best pieces, whether the name occurs at all), each scoring every match with BM25."""

    def __init__(self) -> None:
        self._ranked: dict[tuple[IndexDb, str], tuple[int, list[tuple[int, float]]]] = {}
        self._matched: dict[tuple[IndexDb, str], list[int]] = {}  # unranked matches listed by best_ids

    def ranked(self, db: IndexDb, expression: str, limit: int) -> list[tuple[int, float]]:
        """`IndexDb.lex_search`, sent once for the largest limit asked first."""
        rows = self._known(db, expression, limit)
        if rows is None:
            rows = db.lex_search(expression, limit)
            self._ranked[(db, expression)] = (limit, rows)
        return rows[:limit]

    def best_ids(self, db: IndexDb, expression: str, depth: int) -> list[int]:
        """Ids of the best `depth` pieces matching `expression`, in no particular order: every match,
        found without ranking, when no more than `depth` match; ranked only when more do."""
        rows = self._known(db, expression, depth)
        if rows is not None:
            return [cid for cid, _ in rows[:depth]]
        ids = self._matched[(db, expression)] = db.lex_matches(expression, depth + 1)
        if len(ids) <= depth:
            return ids
        return [cid for cid, _ in self.ranked(db, expression, depth)]

    def exists(self, db: IndexDb, expression: str) -> bool:
        """Whether any piece matches `expression` (nothing ranked)."""
        rows = self._known(db, expression, 1)
        if rows is None:
            rows = self._matched.get((db, expression))
        return bool(rows) if rows is not None else bool(db.lex_matches(expression, 1))

    def _known(self, db: IndexDb, expression: str, limit: int) -> list[tuple[int, float]] | None:
        """The list already fetched when it answers for `limit`: fetched with at least that limit, or
        shorter than its limit (every match)."""
        entry = self._ranked.get((db, expression))
        if entry is None:
            return None
        fetched, rows = entry
        return rows if fetched >= limit or len(rows) < fetched else None

"""How an index is opened read-only, how a text is keyed and how its stored vectors are found by text,
shared by `IndexDb` and `Lender`."""
import hashlib
import urllib.parse
from collections.abc import Callable

import apsw
import numpy as np

from ._vectors import from_blob

_BATCH = 500  # hashes per statement, below SQLite's limit on bound parameters
# where a text's vector may be, in order: a piece's passage, a piece's view, kept aside (_spare.py)
_LOOKUPS = (("chunks", "SELECT c.passage_hash, v.embedding FROM chunks AS c JOIN vectors AS v ON v.id = c.id "
                       "WHERE c.passage_hash IN ({})"),
            ("views", "SELECT view_hash, embedding FROM views WHERE view_hash IN ({})"),
            ("spare", "SELECT hash, embedding FROM spare WHERE hash IN ({})"))


def read_only_connection(path: str) -> apsw.Connection:
    """A read-only connection; `immutable` when the WAL's shared-memory file cannot be made."""
    flags = apsw.SQLITE_OPEN_READONLY | apsw.SQLITE_OPEN_URI | apsw.SQLITE_OPEN_NOFOLLOW
    uri = "file:" + urllib.parse.quote(path)
    conn = apsw.Connection(uri + "?mode=ro", flags=flags)
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchall()
        return conn
    except apsw.CantOpenError:
        conn.close()
    return apsw.Connection(uri + "?immutable=1", flags=flags)


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def stored_vectors(rows: Callable[[str, tuple], list[tuple]], tables: set[str],
                   passages: list[str]) -> dict[str, np.ndarray]:
    """Float32 copies of the stored vectors of those `passages` an index holds, by text: looked up in each
    of `tables` it has ("chunks", "views", "spare"), in that order, a few hundred hashes per statement;
    `rows(sql, params)` runs a statement on that index. In the order of `passages`."""
    hashes = {text_hash(text): text for text in passages}
    found: dict[str, np.ndarray] = {}
    for table, sql in _LOOKUPS:
        if table not in tables:
            continue
        wanted = [digest for digest, text in hashes.items() if text not in found]
        for start in range(0, len(wanted), _BATCH):
            part = wanted[start:start + _BATCH]
            for digest, blob in rows(sql.format(",".join("?" * len(part))), tuple(part)):
                found.setdefault(hashes[digest], from_blob(blob))
    return {text: found[text] for text in passages if text in found}

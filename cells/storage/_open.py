"""How an index is opened read-only and how a text is keyed, shared by `IndexDb` and `Lender`."""
import hashlib
import urllib.parse

import apsw


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

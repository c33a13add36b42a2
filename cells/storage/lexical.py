import re
import unicodedata
from functools import lru_cache

import snowballstemmer

_TOKEN = re.compile(r"[^\W_]+")
_CYRILLIC = re.compile(r"[а-я]")
_LATIN = re.compile(r"[a-z]")
_RUSSIAN = snowballstemmer.stemmer("russian")
_ENGLISH = snowballstemmer.stemmer("english")


def folded_text(text: str) -> str:
    return unicodedata.normalize("NFC", text).lower().replace("ё", "е")


def lexical_tokens(text: str) -> list[str]:
    return [_stem(token) for token in _TOKEN.findall(folded_text(text))]


@lru_cache(maxsize=65536)
def _stem(token: str) -> str:
    if token.isdigit():
        return token
    cyrillic = _CYRILLIC.search(token) is not None
    latin = _LATIN.search(token) is not None
    if cyrillic and not latin:
        return _RUSSIAN.stemWord(token)
    if latin and not cyrillic:
        return _ENGLISH.stemWord(token)
    return token

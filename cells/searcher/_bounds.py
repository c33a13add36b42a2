"""Bounds on a query, so that any query costs at most a small constant; each cut is reported."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ._query import ParsedQuery

if TYPE_CHECKING:
    from memo.embedder import Embedder

MAX_CHARS = 2000  # characters of a query read at all
MAX_TERMS = 32  # word-lane terms (exact phrases first, then words)
MAX_TOKENS = 512  # one model window: the vector lane embeds at most this many tokens
_SURELY_FITS = (MAX_TOKENS - 8) // 4  # characters that fit a window even at 4 byte-tokens each


def cut_text(query: str) -> tuple[str, list[str]]:
    if len(query) <= MAX_CHARS:
        return query, []
    return query[:MAX_CHARS], [f"запрос обрезан: учтены первые {MAX_CHARS} символов из {len(query)}"]


def cut_terms(parsed: ParsedQuery) -> tuple[ParsedQuery, list[str]]:
    total = len(parsed.exact) + len(parsed.words)
    if total <= MAX_TERMS:
        return replace(parsed, names=parsed.names[:MAX_TERMS]), []
    exact = parsed.exact[:MAX_TERMS]
    words = parsed.words[:MAX_TERMS - len(exact)]
    return (replace(parsed, words=words, exact=exact, names=parsed.names[:MAX_TERMS]),
            [f"поиск по словам: учтены первые {MAX_TERMS} слов запроса из {total}"])


def cut_tokens(query: str, embedder: Embedder) -> tuple[str, list[str]]:
    """The longest prefix of whole words that fits one model window."""
    if len(query) <= _SURELY_FITS or embedder.count_tokens(query) <= MAX_TOKENS:
        return query, []
    words = query.split()
    low, high = 0, len(words)  # words[:low] fits, words[:high + 1] does not
    while low < high:
        middle = (low + high + 1) // 2
        if embedder.count_tokens(" ".join(words[:middle])) <= MAX_TOKENS:
            low = middle
        else:
            high = middle - 1
    kept = " ".join(words[:low]) or query[:MAX_TOKENS]
    return kept, [f"поиск по смыслу: учтены первые {low} слов запроса из {len(words)} (одно окно модели, "
                  f"{MAX_TOKENS} токенов)"]

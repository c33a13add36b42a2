"""Turning a user's query into safe FTS5 expressions: plain words and exact phrases."""
import re
from dataclasses import dataclass

from memo.storage import lexical_tokens

_QUOTED = re.compile(r'"([^"]*)"|«([^»]*)»|“([^”]*)”')
_EDGE_PUNCT = "\"'«»“”„()[]{}<>,;:!?.…"
_INNER_PUNCT = re.compile(r"[^\W_][._:/\\@#]+[^\W_]|[^\W_]_+[^\W_]")
_CAMEL = re.compile(r"[a-z][A-Z]|[A-Z]{2,}")


@dataclass(frozen=True)
class ParsedQuery:
    words: tuple[str, ...]
    exact: tuple[tuple[str, ...], ...]


def parse_query(query: str) -> ParsedQuery:
    exact: list[tuple[str, ...]] = []
    rest = []
    position = 0
    for match in _QUOTED.finditer(query):
        rest.append(query[position:match.start()])
        position = match.end()
        phrase = tuple(lexical_tokens(next(g for g in match.groups() if g is not None)))
        if phrase:
            exact.append(phrase)
    rest.append(query[position:])
    words: list[str] = []
    for raw in " ".join(rest).split():
        token = raw.strip(_EDGE_PUNCT)
        parts = tuple(lexical_tokens(token))
        if not parts:
            continue
        if _is_identifier(token):
            exact.append(parts)
        else:
            words.extend(p for p in parts if len(p) > 1 or p.isdigit())
    return ParsedQuery(tuple(dict.fromkeys(words)), tuple(dict.fromkeys(exact)))


def phrase_expression(phrase: tuple[str, ...]) -> str:
    return '"' + " ".join(phrase) + '"'


def lex_expression(parsed: ParsedQuery) -> str:
    terms = [phrase_expression(p) for p in parsed.exact] + [phrase_expression((w,)) for w in parsed.words]
    return " OR ".join(terms)


def _is_identifier(token: str) -> bool:
    """Tokens that name an exact value: numbers, dotted/dashed/underscored codes, camelCase, CAPS."""
    return any(ch.isdigit() for ch in token) or bool(_INNER_PUNCT.search(token)) or bool(_CAMEL.search(token))

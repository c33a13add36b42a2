"""How likely a hit answers its query (`Hit.confidence`), measured in e2e/FINDINGS.md ("Confidence").

Every hit: a logistic map of its cosine. The top hit also reads the model once more: its passage's
head and the query are embedded as one passage, and the result is compared with what mixing the two
vectors without either reading the other would give ("evidence"). A passage that answers the query
absorbs it: the joint text stays nearer the passage than the mixture does; a passage on the same
topic that does not hold what is asked is pulled away by it. That told right top hits from
near-topic unanswerable questions at AUC 0.80-0.92 per set (with the cosine, map below), where the
cosine alone gave 0.73.

Not for a short passage (read whole) in the other script than the query's, an English question over a
Russian one-line note: the joint text then moves by the switch of language as much as by a missing
answer (right answers read -0.01 ... -0.03, like unanswerable questions), so the cosine alone is
trusted there, on a map centred lower, and the model is not called (e2e/FINDINGS.md, "Confidence across scripts").
"""
from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

import numpy as np

from ._spelled import spelled

if TYPE_CHECKING:
    from memo.embedder import Embedder

# Any hit: a logistic fit of "the top hit is right" on its cosine over both first e2e sets.
_SIM_MIDPOINT = 0.84
_SIM_SLOPE = 30.0
# The top hit: a logistic fit on (cosine, evidence) over the five e2e sets (FINDINGS, "across scripts").
_TOP_SIM = 7.6
_TOP_EVIDENCE = 211.0
_TOP_BIAS = -3.9
# A top passage across the query's script: the cosine map, centred lower (such cosines run lower).
_ACROSS_MIDPOINT = 0.80
_LOOKUP = 0.9  # an exact lookup was right 8/8 times (rule of succession)
_UNMATCHED = 0.2
_UNMEASURED = 0.5
HEAD_CHARS = 240  # the passage's head read with the query: cost grows with it, 200-300 scored alike
QUERY_CHARS = 300  # a longer query is not read with the passage (its cost would not be small)
_CYRILLIC = re.compile(r"[а-яё]")
_LATIN = re.compile(r"[a-z]")
# Fenced and inline code and web addresses: not the language a text is written in.
_CODE = re.compile(r"```.*?(?:```|\Z)|~~~.*?(?:~~~|\Z)|`[^`\n]*`|\b(?:https?|ftp)://\S+", re.DOTALL)
_QUERY_SHARE = 0.75  # in_other_language: the share of letters that makes a query's script clear
_TEXT_SHARE = 0.6  # and a text's
_MOST = 0.5  # mostly_other_script: a text's share


def confidence(similarity: float | None, looked_up: bool, unmatched: bool, evidence: float | None = None,
               across: bool = False, far_value: bool = False) -> float:
    """0..1: a logistic map of the cosine, or of the cosine and the evidence when it was measured (or of the
    cosine centred lower when the top passage was `across` the query's script); an exact lookup is 0.9 at
    least; a query naming something no note contains is 0.2 at most. When the value the query asks for may be
    another thing's (`far_value`: it asks for a kind of value, `asked_values`, and the hit, in the query's script,
    holds under half of its topic words) and the cosine is below the cosine map's midpoint, the evidence cannot
    lift the confidence above that map: such a note mostly holds another thing's value of the kind (the yard's
    cleaning hours for "когда проходить техосмотр"), which the evidence reads as an answer (e2e/FINDINGS.md,
    session 20)."""
    if similarity is None:
        measured = _UNMEASURED
    elif across:
        measured = _logistic(_SIM_SLOPE * (similarity - _ACROSS_MIDPOINT))
    elif evidence is None:
        measured = _cosine_map(similarity)
    else:
        measured = _logistic(_TOP_SIM * similarity + _TOP_EVIDENCE * evidence + _TOP_BIAS)
        if far_value and similarity < _SIM_MIDPOINT:
            measured = min(measured, _cosine_map(similarity))
    if looked_up:
        return max(measured, _LOOKUP)
    return min(measured, _UNMATCHED) if unmatched else measured


def evidence(embedder: Embedder, query: str, query_vector: np.ndarray, passage: str,
             stored: np.ndarray | None) -> float:
    """cos(joint, head) - cos(mixture, head): `joint` is the head of `passage` (its first HEAD_CHARS
    characters, whole words, `spelled`: "23.11" as "23 ноября") followed by `query`, embedded as one passage;
    the mixture is the head's vector and the query's (`query_vector`) weighted by their token counts. `stored`:
    the passage's stored vector, used when the head is the whole passage as written (then one text is embedded,
    else two)."""
    head = spelled(_head(passage), _script(passage))
    texts = [head + "\n" + query]
    if head != passage or stored is None:
        texts.append(head)
    vectors = np.asarray(embedder.embed_passages(texts), dtype=np.float32)
    joint = vectors[0]
    base = _unit(vectors[1] if len(texts) > 1 else stored)
    mixture = embedder.count_tokens(head) * base + embedder.count_tokens(query) * _unit(query_vector)
    return float(joint @ base - _unit(mixture) @ base)


def reads_across(query: str, passage: str, text_share: float = _TEXT_SHARE) -> bool:
    """True when `passage` is read whole (no longer than the head) and `in_other_language` than `query` (the passage in
    `text_share` of its letters): a Russian note naming a router, a brand and a network ("internet provider\nДом.ру …,
    роутер Sercomm, Wi-Fi Kuznetsov_5G") under an English file name is not across a Russian question."""
    return len(passage) <= HEAD_CHARS and in_other_language(query, passage, text_share)


def in_other_language(query: str, text: str, text_share: float = _TEXT_SHARE) -> bool:
    """True when `query` and `text`, code and addresses left out, are each clearly in one script and not the
    same one (an English question, a Russian note): the query in at least 75 % of its letters, the text in
    `text_share` of them (60 %). A Russian question naming English things ("как установить Debian на Raspberry Pi") or a Russian
    note quoting a config is neither."""
    asked, read = _query_script(query), _script(_CODE.sub(" ", text), text_share)
    return None not in (asked, read) and asked != read


def written_in_cyrillic(query: str) -> bool:
    """Whether `query`, code and addresses left out, is clearly Russian (75 % of its letters Cyrillic)."""
    return _query_script(query) == "cyrillic"


def _query_script(query: str) -> str | None:
    """The script `query` is clearly written in, code and addresses left out (`_script` with 75 % of its letters)."""
    return _script(_CODE.sub(" ", query), _QUERY_SHARE)


def mostly_other_script(query: str, text: str) -> bool:
    """`in_other_language` with most of the letters of `text` in the other script: "home router password" over "Дом.ру
    …, роутер Sercomm, Wi-Fi Kuznetsov_5G пароль …", a note not clearly in one script."""
    return in_other_language(query, text, _MOST)


def _script(text: str, share: float = 0.5) -> str | None:
    """The script of at least `share` of the letters of `text` ("cyrillic" on a tie at one half), or None."""
    lowered = text.lower()
    cyrillic, latin = len(_CYRILLIC.findall(lowered)), len(_LATIN.findall(lowered))
    if not cyrillic and not latin:
        return None
    if cyrillic >= share * (cyrillic + latin):
        return "cyrillic"
    return "latin" if latin >= share * (cyrillic + latin) and latin > cyrillic else None


def _head(passage: str) -> str:
    if len(passage) <= HEAD_CHARS:
        return passage
    cut = passage[:HEAD_CHARS + 1].rsplit(None, 1)[0]
    return cut if cut.strip() else passage[:HEAD_CHARS]


def _unit(vector: np.ndarray) -> np.ndarray:
    vector = np.asarray(vector, dtype=np.float32).reshape(-1)
    return vector / (float(np.linalg.norm(vector)) or 1.0)


def _cosine_map(similarity: float) -> float:
    return _logistic(_SIM_SLOPE * (similarity - _SIM_MIDPOINT))


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))

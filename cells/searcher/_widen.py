"""A question's words that the notes never use, followed by their synonyms that the notes do use.

e5-small does not know that "велик" is "велосипед", "напор" in a heating system is "давление", or a
"хранилище контейнерных образов" is a registry ("репозиторий"): a question in words the notes never use
missed a note that answers it in others (e2e/FINDINGS.md, session 16). Nor does it know everyday short and colloquial
words ("собес", "мочевина", "корочка", "на новой хате"): _colloquial.py lists the words notes write for them, Russian or
English, looked up by the question word's stem (session 27). A Russian word of the question
written in a dictionary form of Wiktionary's synonym groups (_synonym_groups.py; compared as written:
a stem would join unrelated words, "городом" and "городить"), not a function word, whose stem no searched
collection's word index holds, has its group's other words looked up; each one some collection does hold is
put in the question in the word's place, and kept only when that question's vector moves away from the
question's own (cosine below `_BRIDGED`): where the model already reads the two as one question
("специалист" and "мастер", "обмениваться" and "менять"), the synonym adds only its other senses. At most
`_PER_WORD` synonyms per word are kept; the question is searched with them appended. A query of fewer
than `_CONTEXT` content words is left as typed: nothing around the word tells its sense ("напор" alone
went to blood pressure), and a one-word lookup keeps saying "точного совпадения нет". A question of one content word
("какие у меня диоптрии") still gains its colloquial stand-ins, written by hand in one sense (session 39). A spouse's
parent said as kin of kin ("маме мужа") gains the in-law word a note holds ("свекровь", session 40).
An English question's words no note holds are bridged the same way to Russian words, and a Russian question's to English
words (`bridged`, session 33).
"""
from __future__ import annotations

import functools
import re
from collections.abc import Callable

import numpy as np

from memo.storage import lexical_tokens

from ._kin import in_laws
from ._query import _FUNCTION_WORDS

_BRIDGED = 0.96  # e2e/FINDINGS.md: harmful substitutions 0.966-0.995, helpful 0.915-0.945; 0.95 and 0.96 alike
# a translation moves the question's vector less than a synonym does: kept below 0.97 (r@1 +8 over 0.96, +15 at 0.98 but
# three sets lost two questions each; e2e/FINDINGS.md, session 33)
_ACROSS = 0.97
_PER_WORD = 2
_CONTEXT = 2  # content words a question needs (the word itself and one more: "какого числа получка") to be widened
_WORD = re.compile(r"[а-яе]+")  # after lower case and "ё" as "е"
_LATIN = re.compile(r"[a-z]+")
# A car's service typed in lower case, last in the question ("сколько стоило последнее то", "когда записана на то": oneline685,
# 688, 712, 714, session 48): not the pronoun
_SERVICE_VISIT = re.compile(r"\b(?:[а-яе]+[ео]е|на) то\W*$")
# A phrasal verb means what its verb alone does not ("shut down" is no "закрыть", "pick up" no "поднять"): left as typed.
_PHRASAL = re.compile(r"\b[a-z]+ (?:up|down|off|out|back|away)\b")


def widened(question: str, present: Callable[[str], bool], embed: Callable[[str], np.ndarray],
            vector: np.ndarray) -> str:
    # a question of one content word ("какие у меня диоптрии", not the word alone): its hand-written colloquial stand-ins
    # only, which name one sense ("очки"), not a dictionary's synonyms (session 39's user trial)
    tokens = lexical_tokens(question)
    one_word = _content_words(tokens) < _CONTEXT and len(tokens) > 1
    others, context = (_colloquial, 1) if one_word else (_russian_others, _CONTEXT)
    added = _stand_ins(question, _cyrillic_words(question), others, present, embed, vector, _BRIDGED, context)
    added += [word for word in in_laws(question) if present(lexical_tokens(word)[0])]  # "маме мужа": "свекровь"
    if _SERVICE_VISIT.search(question.lower()):  # "то" read as a car's service, as notes write it
        added += ["ТО", "техобслуживание"]
    return f"{question} {' '.join(added)}" if added else question


def bridged(question: str, present: Callable[[str], bool], embed: Callable[[str], np.ndarray], vector: np.ndarray) -> str:
    """The Russian words a note says an English question's words with, where the notes never use the English word ("where
    do I keep the bike in winter" over "Мотоцикл на зиму в гараже": "велосипед зима"), and the English words for a Russian
    question's words the notes never use ("где живёт тёща" over mother-in-law.md: "mother in law"; a note's file name is
    its title, and most such words are found there), kept as `widened` keeps a synonym but below `_ACROSS`. The searcher
    puts them in the lanes' query only: the kinds asked and the doubts read the question as typed (session 33)."""
    english = _stand_ins(question, _LATIN.findall(_PHRASAL.sub(" ", question.lower())), _russian, present, embed, vector,
                         _ACROSS)
    russian = _stand_ins(question, _cyrillic_words(question), _english, present, embed, vector, _ACROSS)
    return " ".join(english + russian)


def _cyrillic_words(question: str) -> list[str]:
    """The Russian words of `question`, in lower case, "ё" as "е" (as the word lists are read)."""
    return _WORD.findall(question.lower().replace("ё", "е"))


def _stand_ins(question: str, words: list[str], others_of: Callable[[str, str], list[tuple[str, str]]],
               present: Callable[[str], bool], embed: Callable[[str], np.ndarray], vector: np.ndarray, moved: float,
               context: int = _CONTEXT) -> list[str]:
    """The stand-ins (`others_of(word, stem)`: (stem, words) pairs) of each of `words` whose stem no note holds, that
    some note holds and that move the question's vector (its cosine to the question with the stand-in in the word's place
    below `moved`), at most `_PER_WORD` a word; none in a question of fewer than `context` content words."""
    added: list[str] = []
    if _content_words(lexical_tokens(question)) < context:
        return added  # "напор" alone: no context tells its sense, and a lookup stays one
    for word in dict.fromkeys(words):
        stems = lexical_tokens(word)
        if len(stems) != 1 or stems[0] in _FUNCTION_WORDS:
            continue
        others = others_of(word, stems[0])
        if not others or present(stems[0]):
            continue
        kept: list[str] = []
        for stem, lemma in others:
            if stem in _FUNCTION_WORDS or lemma in kept or lemma in added or not present(stem):  # once: "садовое товарищество"
                continue
            if float(np.dot(vector, embed(_replaced(question, stems[0], lemma)))) < moved:
                kept.append(lemma)
                if len(kept) == _PER_WORD:
                    break
        added += kept
    return added


def _content_words(tokens: list[str]) -> int:
    """How many of a question's word-index `tokens` are no function words."""
    return sum(token not in _FUNCTION_WORDS for token in tokens)


def _russian_others(word: str, stem: str) -> list[tuple[str, str]]:
    """A Russian word's synonyms (`_others`), then its colloquial stand-ins (`_colloquial`)."""
    listed = _others(word)
    return listed + [other for other in _colloquial(word, stem) if other not in listed]


def _replaced(question: str, token: str, lemma: str) -> str:
    """`question` with each word whose stem is `token` written as `lemma`."""
    return " ".join(lemma if lexical_tokens(word)[:1] == [token] else word for word in question.split())


def _others(word: str) -> list[tuple[str, str]]:
    """(stem, word) of the other words of every group `word` is in, found in the text itself (a table
    built from it would cost each CLI search ~50 ms; a search of the text is ~0.1 ms a word)."""
    found: list[tuple[str, str]] = []
    groups = _groups()
    at = groups.find(f":{word} ")
    while at != -1:
        start, end = groups.rfind("\n", 0, at) + 1, groups.find("\n", at)
        words = [tuple(each.split(":", 1)) for each in groups[start:end].split()]
        own = next(stem for stem, lemma in words if lemma == word)
        found += [other for other in words if other[0] != own and other not in found]
        at = groups.find(f":{word} ", end)
    return found


@functools.cache
def _lines(source: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each line of a "word: stand-ins" list (`source`: "colloquial", _colloquial.py; "english", _russian_for_english.py) as
    (word, stand-ins), "ё" as "е"."""
    from ._colloquial import COLLOQUIAL
    from ._russian_for_english import RUSSIAN_ENGLISH
    text = {"colloquial": COLLOQUIAL, "english": RUSSIAN_ENGLISH}[source]
    return tuple((word, tuple(stand_ins.split())) for word, stand_ins in
                 (line.split(":") for line in text.replace("ё", "е").strip().splitlines()))


@functools.cache
def _listed(source: str) -> dict[str, tuple[tuple[str, str], ...]]:
    """The stem of each word of a list (`_lines`) -> (stem, words) of its stand-ins, the first word's stem checked in the notes."""
    table: dict[str, list[tuple[str, str]]] = {}
    for word, stand_ins in _lines(source):
        listed = table.setdefault(lexical_tokens(word)[0], [])
        listed += [other for other in ((lexical_tokens(each)[0], each.replace("_", " ")) for each in stand_ins) if other not in listed]
    return {stem: tuple(others) for stem, others in table.items()}


def _colloquial(word: str, stem: str) -> list[tuple[str, str]]:
    """(stem, words) of the stand-ins _colloquial.py gives for a question's word of stem `stem` ("собес": "собеседование",
    "interview"), read by its stem: a colloquial word is typed in any form ("на новой хате", "корочку")."""
    return list(_listed("colloquial").get(stem, ()))


def _english(word: str, stem: str) -> list[tuple[str, str]]:
    """(stem, words) of the English words _russian_for_english.py gives for a Russian question's word, read by its stem."""
    return list(_listed("english").get(stem, ()))


@functools.cache
def _russian_words() -> dict[str, tuple[tuple[str, str], ...]]:
    """Each single English word of _russian_for_english.py -> (stem, word) of the Russian words it stands for."""
    table: dict[str, list[tuple[str, str]]] = {}
    for word, english in _lines("english"):
        for each in english:
            if "_" not in each:  # "parcel_locker": the words are looked up one by one
                table.setdefault(each, []).append((lexical_tokens(word)[0], word))
    return {key: tuple(value) for key, value in table.items()}


def _russian(word: str, stem: str) -> list[tuple[str, str]]:
    """(stem, word) of the Russian words an English word stands for, the word as written or without a plural's "s"."""
    table = _russian_words()
    return list(table.get(word) or (table.get(word[:-1], ()) if word.endswith("s") else ()))


@functools.cache
def _groups() -> str:
    """One group per line, every word ("stem:word", "ё" as "е") followed by a space, so ":word " finds it
    whole; loaded on the first question (~20 ms), not with the package."""
    from ._synonym_groups import GROUPS
    return "\n".join(f"{group.strip()} " for group in GROUPS.replace("ё", "е").strip().splitlines()) + "\n"

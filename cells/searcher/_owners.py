"""Whose phone a question asks and whose a note holds: "Оля с Серёжей — Шейнкмана 86, кв. 57. Оля на работе до 18:00,
звонить после. Серёжа +7 950 633-12-90" holds Серёжа's phone, not Оля's, though it names her: "Olya's phone number" was
answered by it at 0.88 (e2e/FINDINGS.md, session 24). A phone is read as the phone of the given name written nearest
before it; a phone with no given name before it may be anyone's, so the rule says nothing then. Only a name whose own
phone is asked counts: "телефон классной Тимура" asks his teacher's, which follows her name.
"""
import re

from ._answer import PHONES
from ._names import holds_names, is_given, is_given_name

_CAPITALISED = re.compile(r"\b[А-ЯЁ][а-яё]+\b")
# Someone named by a surname and initials ("Пристав Шилова Е.В., тел 206-59-13", "к Петровой Е.А.", "Е.В. Шилова"):
# another person than the given name asked, whose phone follows.
_INITIALLED = re.compile(r"\b[А-ЯЁ][а-яё]+ [А-ЯЁ]\. ?[А-ЯЁ]\.|\b[А-ЯЁ]\. ?[А-ЯЁ]\. ?[А-ЯЁ][а-яё]+\b")
_PHONE_WORD = r"\b(?:телефон|номер|тел\.?|мобильн[а-яё]*|сотов[а-яё]*)(?: телефона)?(?: у)? "
_ENGLISH = (r"(?:'s|’s)? (?:phone|mobile|cell|number)\b", r"\b(?:phone|mobile|number)(?: number)? (?:of|for) ")


def phone_owners(query: str, names: tuple[str, ...]) -> tuple[str, ...]:
    """The given names of `names` (as `parse_query` gives them) whose own phone `query` asks: "телефон Оли", "какой номер
    у Дани", "Olya's phone number", "phone number of Olya"; not "телефон классной Тимура" (the teacher's)."""
    lowered = query.lower()
    return tuple(name for name in names if is_given(name) and (
                 re.search(_PHONE_WORD + re.escape(name.lower()) + r"\b", lowered)
                 or re.search(r"\b" + re.escape(name.lower()) + _ENGLISH[0], lowered)
                 or re.search(_ENGLISH[1] + re.escape(name.lower()) + r"\b(?!['’]s)", lowered)))


def phone_of_another(text: str, name: str) -> bool:
    """Whether `text` holds phones and each follows, as the nearest capitalised given name or surname with initials before
    it, another person than `name` (`name` in Cyrillic or Latin letters, any form of its family: "Оли", "Оля", "Olya")."""
    lowered = text.lower().replace("\xa0", " ")
    starts = [found.start() for found in PHONES.finditer(lowered)]
    if not starts:
        return False
    names = sorted([(found.start(), found[0]) for found in _CAPITALISED.finditer(text) if is_given_name(found[0])]
                   + [(found.start(), found[0]) for found in _INITIALLED.finditer(text)])
    for start in starts:
        before = [word for at, word in names if at < start]
        if not before or holds_names(before[-1], (name,)):
            return False
    return True

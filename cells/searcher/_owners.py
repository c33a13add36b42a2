"""Whose phone a note holds: "Оля с Серёжей — Шейнкмана 86, кв. 57. Оля на работе до 18:00, звонить после. Серёжа +7 950
633-12-90" holds Серёжа's phone, not Оля's, though it names her: "Olya's phone number" was answered by it at 0.88
(e2e/FINDINGS.md, session 24). A phone is read as the phone of the given name written nearest before it; a phone with no
given name before it may be anyone's, so the rule says nothing then.
"""
import re

from ._answer import PHONES
from ._names import holds_names, is_given_name

_CAPITALISED = re.compile(r"\b[А-ЯЁ][а-яё]+\b")


def phone_of_another(text: str, name: str) -> bool:
    """Whether `text` holds phones and each follows, as the nearest capitalised given name before it, another given name
    than `name` (`name` in Cyrillic, any form of its family: "Оли", "Оля")."""
    lowered = text.lower().replace("\xa0", " ")
    starts = [found.start() for found in PHONES.finditer(lowered)]
    if not starts:
        return False
    names = [(found.start(), found[0]) for found in _CAPITALISED.finditer(text) if is_given_name(found[0])]
    for start in starts:
        before = [word for at, word in names if at < start]
        if not before or holds_names(before[-1], (name,)):
            return False
    return True

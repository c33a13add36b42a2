"""Acronyms of one kind ("ОМС" and "ОСАГО" are both insurance policies): a note naming another of the kind and not the
one a question asks about is about that other.

An acronym no searched note holds is looked for only in a hit far in meaning (searcher._named_in_notes: a note may call
"ОСАГО" "страховка на машину"). But a note that names a sibling does not call the asked one so: "номер полиса ОМС"
over "ОСАГО … полис ХХХ 0348571923" was answered at 0.88 (e2e/FINDINGS.md, session 23).
"""
from ._names import holds_names

_KINDS = (("ОМС", "ДМС", "ОСАГО", "КАСКО", "ВЗР"), ("СНИЛС", "ИНН", "ОГРН", "ОГРНИП", "КПП"), ("ВТБ", "РСХБ", "ПСБ", "МКБ"))


def names_sibling(acronym: str, text: str) -> bool:
    """Whether `text` names another acronym of `acronym`'s kind (a capital-letter word of `_KINDS`, any case)."""
    kind = next((kind for kind in _KINDS if acronym.upper() in kind), ())
    return any(holds_names(text, (other,)) for other in kind if other != acronym.upper())

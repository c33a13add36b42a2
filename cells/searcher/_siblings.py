"""Acronyms of one kind ("ОМС" and "ОСАГО" are both insurance policies): a note naming another of the kind and not the
one a question asks about is about that other.

An acronym no searched note holds is looked for only in a hit far in meaning (searcher._named_in_notes: a note may call
"ОСАГО" "страховка на машину"). But a note that names a sibling does not call the asked one so: "номер полиса ОМС"
over "ОСАГО … полис ХХХ 0348571923" was answered at 0.88 (e2e/FINDINGS.md, session 23). A question may type one of
them in lower case ("сколько стоит каско на весту", "номер снилса у мамы"): it is the same acronym (session 24).
"""
import re

from ._names import holds_names

# (a vehicle's papers last: "номер ПТС" over the ОСАГО note is about the policy; an acronym's kind is the first holding it, so
# "ОСАГО" keeps its policies' kind)
_KINDS = (("ОМС", "ДМС", "ОСАГО", "КАСКО", "ВЗР"), ("СНИЛС", "ИНН", "ОГРН", "ОГРНИП", "КПП"), ("ВТБ", "РСХБ", "ПСБ", "МКБ"),
          ("ПТС", "СТС", "ОСАГО", "КАСКО"))
# Typed in lower case: not "кпп" (a gearbox) or "мкб" (a code); a case ending only where it cannot make a word ("омск")
_TYPED_LOWER = re.compile(r"(омс|дмс|осаго|каско|инн|втб)|(снилс|огрн(?:ип)?)(а|у|ом|е)?")
_BASE = re.compile(r"[А-ЯЁ]+")


def typed_lower(word: str) -> str | None:
    """`word` as the acronym of `_KINDS` a question typed in lower case ("каско" -> "КАСКО", "снилса" -> "СНИЛСа"), or None."""
    found = _TYPED_LOWER.fullmatch(word)
    if found is None:
        return None
    return (found[1] or found[2]).upper() + (found[3] or "")


def names_sibling(acronym: str, text: str) -> bool:
    """Whether `text` names another acronym of `acronym`'s kind (a capital-letter word of `_KINDS`, any case;
    `acronym` perhaps with a case ending, "СНИЛСа")."""
    base = _BASE.match(acronym)
    asked = base[0] if base else acronym.upper()
    kind = next((kind for kind in _KINDS if asked in kind), ())
    return any(holds_names(text, (other,)) for other in kind if other != asked)

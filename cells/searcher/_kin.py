"""Kin a question asks about ("когда у папы день рождения") and whether a note speaks of other kin instead.

People name their family by kinship in questions and often by name in notes ("у сына" / "Ване 8 лет"), so a
note that names no kin says nothing. A note that names other kin and not the asked one ("У мамы ДР 12 марта"
for "у папы") is about someone else (e2e/FINDINGS.md, session 20).
"""
import re

from memo.storage import folded_text

# Each kin and the forms its words take (`folded_text`: lower case, "ё" as "е"); "жен"/"тет" alone would take
# "женщина", "тетрадь".
_KIN = {
    "мама": r"мам(?:а|ы|е|у|ой|очк[а-я]*|ин[а-я]*|ул[а-я]*)?|мать|матер(?:и|ью)",  # "у матери", "у отца" (session 43)
    "папа": r"пап(?:а|ы|е|у|ой|очк[а-я]*|ин[а-я]*)?|отец|отц(?:а|у|ом|е)",
    "дедушка": r"дедушк[а-я]*|дед(?:а|у|ом|е|ул[а-я]*)?(?! мороз)",  # not Father Frost
    "бабушка": r"бабуш[а-я]*|бабул[а-я]*|баб[ауые](?! яг)",  # not Baba Yaga; "у бабы Нины", "бабе Нине"
    "брат": r"брат(?:а|у|ом|е|ья|ьев|ик[а-я]*|ишк[а-я]*)?",
    "сестра": r"сестр(?:а|ы|е|у|ой|ичк[а-я]*|енк[а-я]*)?",
    "сын": r"сын(?:а|у|ом|е|ок|овья|овей|ишк[а-я]*|очк[а-я]*)?",
    "дочь": r"доч(?:ь|ери|ерью|ерей|к[а-я]*|урк[а-я]*|енк[а-я]*)",
    "тёща": r"тещ[а-я]*",
    "свекровь": r"свекров[а-я]*",
    "муж": r"муж(?:а|у|ем|е)?",
    "жена": r"жен(?:а|ы|у|ой)",  # not "жене": the name Женя's too
    "дядя": r"дяд(?:я|и|е|ю|ей)",
    "тётя": r"тет(?:я|и|е|ю|ей)",
    "внук": r"внук[а-я]*|внуч[а-я]*",
    "зять": r"зят(?:ь|я|ю|ем|е)",
    "тесть": r"тест(?:ь|я|ю|ем)",  # not "в тесте"
    "свёкор": r"свекор|свекр(?:а|у|ом|е)",
    "невестка": r"невестк[а-я]*|снох[а-я]*",
    "кум": r"кум(?:а|у|ом|е|овья|ов)?",
    "племянник": r"племянни[а-я]*",
}
_WORDS = {kin: re.compile(r"\b(?:" + forms + r")\b") for kin, forms in _KIN.items()}
_ANY_FORM = "|".join(_KIN.values())
_ANY = re.compile(r"\b(?:" + _ANY_FORM + r")\b")
_ANY_TYPED = _ANY_FORM.replace("е", "[её]")  # as a question types them, with "ё"
_ASKED = re.compile(r"\bу (?:моего |моей |нашего |нашей )?(" + _ANY_TYPED + r")\b", re.IGNORECASE)
# Or as whose value it asks, after the value's word and at most two more: "телефон свёкра", "адрес бабушки", "др мамы", "номер
# полиса ОМС мамы" (over "папины доки: … полис ОМС …": oneline320, session 39).
_VALUE_WORD = r"(?:телефон|номер|тел|адрес|почт[аы]|день рождения|дня рождения|др|днюх[аи]|размер[а-яё]*|пароль|группа крови)"
_OF = re.compile(r"\b" + _VALUE_WORD + r"(?: [а-яё]+){0,2} (?:моего |моей |нашего |нашей )?(" + _ANY_TYPED + r")\b", re.IGNORECASE)
# Or by a possessive adjective before the value's word: "мамин номер телефона", "бабушкин адрес" (oneline405, session 42)
_OWNED = re.compile(r"\b((?:мам|пап|бабушк|дедушк|т[её]щ|свекров|дочк|внучк)ин[а-яё]*) (?:номер |мобильный |домашний )?"
                    + _VALUE_WORD + r"\b", re.IGNORECASE)


# Kin an English question names ("when is my mom's birthday"), looked for in a Russian note by its Russian name.
_ENGLISH = {"mom": "мама", "mum": "мама", "mother": "мама", "dad": "папа", "father": "папа", "grandma": "бабушка",
            "granny": "бабушка", "grandmother": "бабушка", "grandpa": "дедушка", "grandfather": "дедушка", "brother": "брат",
            "sister": "сестра", "son": "сын", "daughter": "дочь", "husband": "муж", "wife": "жена", "uncle": "дядя",
            "aunt": "тётя", "son-in-law": "зять", "daughter-in-law": "невестка", "grandson": "внук", "granddaughter": "внук",
            "nephew": "племянник", "niece": "племянник"}  # not "mother-in-law": a тёща or a свекровь
# (nor "mother in law" typed with spaces: oneline726, session 48)
_ASKED_ENGLISH = re.compile(r"\b(" + "|".join(sorted(_ENGLISH, key=len, reverse=True)) + r")(?:'s|’s)?\b(?![- ]in[- ]law)", re.IGNORECASE)


def asked_kin(query: str) -> tuple[str, str] | None:
    """The kin `query` asks about as "у <kin>" ("у папы"), as whose value ("телефон свёкра", "мамин номер") or, in English, by
    its word ("mom's"): its name ("папа"; a spouse's parent said as kin of kin, "у мамы жены", is the in-law, "тёща") and its
    word as typed ("папы", "mom")."""
    asked = _ASKED.search(query) or _OF.search(query) or _OWNED.search(query)
    if asked is not None:
        kin = _kin_of(folded_text(asked.group(1)))
        # a spouse's parent said as kin of kin is the in-law ("где будет той у мамы жены": "тёща", oneline404)
        laws = [law for law in in_laws(query) if _SPOUSE_PARENT[law] == kin]
        return (laws[0] if laws else kin), asked.group(1)
    english = _ASKED_ENGLISH.search(query)
    return (_ENGLISH[english.group(1).lower()], english.group(1)) if english else None


def _kin_of(word: str) -> str:
    """The kin (a name of `_KIN`) a kin word (`folded_text`) names."""
    return next(kin for kin, forms in _WORDS.items() if forms.fullmatch(word))


# A spouse's parent is written as the spouse's too: "Галина Петровна (мама Андрея)" for a mother-in-law.
_SPOUSE_PARENT = {"свекровь": "мама", "тёща": "мама", "свёкор": "папа", "тесть": "папа"}


# A child's note names the child's spouse: "Ира переехала: … домофон 58В. зять Дима" for "код домофона у дочки" (oneline346,
# session 40).
_CHILD_SPOUSE = {"дочь": ("зять", "муж"), "сын": ("невестка", "жена")}


def _words_for(kin: str) -> tuple[re.Pattern, ...]:
    """The words that name `kin`: its own, a parent's for a spouse's parent, and a child's spouse's for a child."""
    also = (_SPOUSE_PARENT[kin],) if kin in _SPOUSE_PARENT else _CHILD_SPOUSE.get(kin, ())
    return (_WORDS[kin],) + tuple(_WORDS[other] for other in also)


def names_other_kin(kins: tuple[str, ...], text: str) -> bool:
    """Whether `text` names some kin but none of `kins` (names of `asked_kin`)."""
    read = folded_text(text)
    return not any(words.search(read) for kin in kins for words in _words_for(kin)) and _ANY.search(read) is not None


# A spouse's parent said as kin of kin ("маме мужа", "отца жены", "родителей супруга"), and the words a note says them with
_KIN_OF_SPOUSE = re.compile(r"\b(?:(мам[а-я]*|мать|матер[а-я]*)|(пап[а-я]*|оте?ц[а-я]*)|(родител[а-я]*))\s+(?:(мужа|супруга)|жены|супруги)\b")
_IN_LAWS = {(True, "мама"): ("свекровь",), (True, "папа"): ("свёкор",), (False, "мама"): ("тёща",), (False, "папа"): ("тесть",)}


def in_laws(query: str) -> tuple[str, ...]:
    """The words a note names the spouse's parents `query` says as kin of kin with ("что подарить маме мужа": "свекровь";
    "родители жены": "тёща", "тесть"; oneline37, 63, 244, 331)."""
    found: list[str] = []
    for said in _KIN_OF_SPOUSE.finditer(folded_text(query)):
        parents = ("мама",) if said.group(1) else ("папа",) if said.group(2) else ("мама", "папа")
        found += [word for parent in parents for word in _IN_LAWS[(said.group(4) is not None, parent)] if word not in found]
    return tuple(found)


# Whom a gift is for: the first kin word of a gift question ("что подарить мужу на др", "идеи подарка для мамы"), or a partner
# ("девушке", "любимой", "супруге": a wife or a husband, as a note may call her); a spouse's parent said as kin of kin ("маме
# мужа") is the in-law (`in_laws`).
_PARTNER = re.compile(r"\b(?:девушк[а-яё]*|любим(?:ой|ому|ую|ая|ый)|парн(?:ю|я|ем)|супруг[а-яё]*|girlfriend|boyfriend)\b",
                      re.IGNORECASE)
_SPOUSE = ("жена", "муж")
_WIFE = re.compile(r"\bжене\b")  # lower case: "Жене" is Женя


def _kin_of_named(kin: str) -> re.Pattern:
    """Kin words (`kin`, forms as typed) of someone named, that name as group 1 or 2: "Настиной маме", "маме Оли"."""
    return re.compile(r"\b([А-ЯЁ][а-яё]*[иы]н(?:ой|ому|ым|ых|а|у|ы))\s+(?:" + kin + r")\b|\b(?:" + kin + r")\s+([А-ЯЁ][а-яё]+[иыа])\b")


# Kin of someone named: "Настиной маме", "Диминому папе", "маме Оли", "папе Олега" are another's kin ("мужу Серёже" is one's own)
_OTHERS_KIN = _kin_of_named(_ANY_TYPED)


# A parent of someone named ("мама Оксаны", "Серёжина мама", "маме Тимура"): a note may write them as a spouse's parent
# ("Тёща Валентина Николаевна приезжает 27.12", "Свекрови купить: Конкор"), without the name (e2e/FINDINGS.md, session 31).
_PARENT_OF = _kin_of_named("(?i:" + (_KIN["мама"] + "|" + _KIN["папа"]).replace("е", "[её]") + ")")
_IN_LAW = re.compile(r"\b(?:" + "|".join(_KIN[kin] for kin in _SPOUSE_PARENT) + r")\b")


def kin_named_at(text: str) -> dict[int, int]:
    """Where `text` names someone after a kin word ("мама Полины"): the name's start and the kin word's."""
    return {found.start(2): found.start() for found in _OTHERS_KIN.finditer(text) if found.group(2)}


def parents_of(query: str) -> tuple[str, ...]:
    """The names as typed whose parent `query` asks about ("Оксаны" in "когда приезжает мама Оксаны")."""
    return tuple(found.group(1) or found.group(2) for found in _PARENT_OF.finditer(query))


def names_in_law(text: str) -> bool:
    """Whether `text` names a spouse's parent ("тёща", "свекрови", "тесть", "свёкра")."""
    return _IN_LAW.search(folded_text(text)) is not None


def gift_recipients(query: str) -> tuple[str, ...]:
    """The kin a gift question's gift is for (names of `_KIN`): a spouse's parent said as kin of kin, as a note names them
    ("маме мужа": "свекровь", `in_laws`); () when it names none or someone's kin ("Настиной маме", "маме Оли")."""
    laws = in_laws(query)
    if laws:
        return laws
    if _OTHERS_KIN.search(query):
        return ()
    kins = [_kin_of(found[0]) for found in _ANY.finditer(folded_text(query))]
    kins += ["жена"] * len(_WIFE.findall(query))
    if kins:
        return tuple(kins) if len(kins) == 1 else ()
    english = _ASKED_ENGLISH.search(query)
    if english:
        return (_ENGLISH[english.group(1).lower()],)
    return _SPOUSE if _PARTNER.search(query) else ()


def kin_words(text: str) -> list[str]:
    """The kin words `text` names someone with, as `folded_text` gives them ("мама", "отца")."""
    return _ANY.findall(folded_text(text))


def is_kin_word(word: str, kin: str | None = None) -> bool:
    """Whether `word` is a kin word (of `kin`, `_words_for`)."""
    read = folded_text(word)
    if kin is None:
        return _ANY.fullmatch(read) is not None
    return any(words.fullmatch(read) for words in _words_for(kin))

"""Whose phone a question asks and whose a note holds: "Оля с Серёжей — Шейнкмана 86, кв. 57. Оля на работе до 18:00,
звонить после. Серёжа +7 950 633-12-90" holds Серёжа's phone, not Оля's, though it names her: "Olya's phone number" was
answered by it at 0.88 (e2e/FINDINGS.md, session 24). A phone is read as the phone of the given name written nearest
before it; a phone with no given name before it may be anyone's, so the rule says nothing then. Only a name whose own
phone is asked counts: "телефон классной Тимура" asks his teacher's, which follows her name.
"""
import re
from collections.abc import Callable

from ._answer import DR, MONTH_WORD, PHONES
from ._kin import is_kin_word, kin_named_at, kin_words
from ._names import holds_names, is_given, is_given_name

# A capitalised word, with the patronymic after it: "папа Виктор Иваныч +7 927 …" is one man, "у деда Палыча 8-912 …" another
_CAPITALISED = re.compile(r"\b[А-ЯЁ][а-яё]+\b(?: [А-ЯЁ][а-яё]+(?:ич|ыч)(?:а|у|ем|е)?\b)?")
# Someone named by a surname and initials ("Пристав Шилова Е.В., тел 206-59-13", "к Петровой Е.А.", "Е.В. Шилова"):
# another person than the given name asked, whose phone follows.
_INITIALLED = re.compile(r"\b[А-ЯЁ][а-яё]+ [А-ЯЁ]\. ?[А-ЯЁ]\.|\b[А-ЯЁ]\. ?[А-ЯЁ]\. ?[А-ЯЁ][а-яё]+\b")
# The note-taker's own phone ("мой телефон МТС +7 911 …", "моя симка", "my number +44 …"): not the one asked of someone
_MINE = re.compile(r"\b(?:мой|моя|my)\s+(?:[а-яёa-z]+\s+)?(?:телефон|номер|симк|сотов|мобильн|phone|number|mobile|cell|sim)",
                   re.IGNORECASE)
# ("телефон бабы Нины", "номер тёти Любы": a kin word as her title)
_PHONE_WORD = (r"\b(?:телефон|номер|тел\.?|мобильн[а-яё]*|сотов[а-яё]*)(?: телефона)?(?: у)?"
               r"(?: (?:бабы|бабушки|деда|дедушки|т[её]ти|дяди|кумы|кума|сестры|брата))? ")
# ("Denis's work phone number"; not "Galya's endocrinologist phone number", the doctor's)
_ENGLISH = (r"(?:'s|’s)? (?:(?:work|home|new|old|personal|private|office|mobile) )?(?:phone|mobile|cell|number)\b", r"\b(?:phone|mobile|number)(?: number)? (?:of|for) ")


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
    it, another person than `name` (or the note-taker's own, "мой телефон") (`name` in Cyrillic or Latin letters, any form
    of its family: "Оли", "Оля", "Olya")."""
    owners = _phone_owners(text)
    return bool(owners) and None not in owners and not _owned_by(owners, name)


def phone_of(text: str, name: str) -> bool:
    """Whether some phone of `text` is `name`'s: the nearest name before it ("плиточник Рустам +7 924 603-71-15")."""
    return _owned_by(_phone_owners(text), name)


def _owned_by(owners: list[str | None], name: str) -> bool:
    """Whether one of `owners` (`_phone_owners`) is `name`."""
    return any(owner and holds_names(owner, (name,)) for owner in owners)


def phones_mine(text: str) -> bool:
    """Whether `text` holds phones and each is the note-taker's own ("мой телефон МТС +7 911 507 88 21"), said nearest before
    it: no answer to "телефон зятя"."""
    owners = _phone_owners(text)
    return bool(owners) and all(owner == "" for owner in owners)


def phones_of_other_kin(text: str, kin: str) -> bool:
    """Whether `text` holds phones and each follows, since the phone before it, kin words none of which names `kin`
    (`is_kin_word`): "Мама Надежда Петровна 8 917 345-12-08, папа Виктор Иванович" holds the mother's phone, no answer to
    "телефон папы" (oneline459, session 44). A phone with no kin word before it may be anyone's: the rule says nothing then."""
    after = 0
    spans = _phone_spans(text)
    for start, end in spans:
        words = kin_words(text[after:start])
        if not words or any(is_kin_word(word, kin) for word in words):
            return False
        after = end
    return bool(spans)


def _phone_owners(text: str) -> list[str | None]:
    """Whose each phone number of `text` is: the given name or the surname with initials written nearest before it, "" for
    the note-taker's own ("мой телефон"), None when nobody is named before it. A name after a kin word ("Светлана
    Гарипова, мама Полины, +7 927 …") may say whose kin the one named before it is: the phone is read as both's."""
    names = sorted([(found.start(), found[0]) for found in _CAPITALISED.finditer(text) if any(map(is_given_name, found[0].split()))]
                   + [(found.start(), found[0]) for found in _INITIALLED.finditer(text)]
                   + [(found.start(), "") for found in _MINE.finditer(text)])
    kin_of = kin_named_at(text)
    return [_owner(text, [name for name in names if name[0] < start], kin_of) for start, _ in _phone_spans(text)]


def _phone_spans(text: str) -> list[tuple[int, int]]:
    """Where `text`'s phone numbers stand (`PHONES` reads lower-cased text, a no-break space as a space: the same length)."""
    return [found.span() for found in PHONES.finditer(text.lower().replace("\xa0", " "))]


# Between a name and the kin word that says whose kin that person is: perhaps a surname, then a comma or a dash ("Светлана
# Гарипова, мама Полины"; not "с Серёгой: …, лодка у деда Палыча", "Соседка бабы Нины тётя Люба")
_APPOSED = re.compile(r"(?: [А-ЯЁ][а-яё]+)?\s*[,—–-]\s*")


def _owner(text: str, before: list[tuple[int, str]], kin_of: dict[int, int]) -> str | None:
    """The owner of a phone of `text` after the names `before` (in order; `_phone_owners`)."""
    if not before:
        return None
    at, name = before[-1]
    if at in kin_of and len(before) > 1 and before[-2][1]:
        start, person = before[-2]
        if _APPOSED.fullmatch(text, start + len(person), kin_of[at]):
            return person + " " + name
    return name


# The note-taker's own thing asked ("номер моего полиса ОМС", "when is my vacation this year"): a note opening with another
# person's given name ("Витя: СНИЛС …, полис ОМС …", "Костя — дембель 28 июня, обещали отпуск 10 дней") holds theirs
# (oneline98, oneline428, session 43). Not kin or someone else of mine ("my son's phone", "моей девушки"): their notes
# open with their names; the searcher asks this only of a question naming no kin or given name.
_MINE_ASKED = re.compile(r"\b(?:мо(?:й|его|ему|ю|ей|и|их|им|ими|ём|я|е)|my)\s+([а-яёa-z]+)", re.IGNORECASE)
_PEOPLE = re.compile(r"(?:девушк|парн|подруг|друг|друз|коллег|начальни|шеф|руководител|научн|тренер|учител|репетитор|сосед"
                     r"|родител|дет|ребён|ребен|girlfriend|boyfriend|partner|fianc|friend|colleague|boss|supervisor|coach"
                     r"|teacher|tutor|neighbo|parent|kid|child)", re.IGNORECASE)
_OPENING_NAME = re.compile(r"\s*([А-ЯЁA-Z][а-яёa-z]+)\s*(?::|[—–-]\s)")


def mine_asked(query: str) -> str | None:
    """The note-taker's own thing `query` asks, as typed with its possessive ("моего полиса", "my vacation"), or None (no
    possessive, or it names kin or another person of mine: "моей девушки", "my boss's")."""
    found = _MINE_ASKED.search(query)
    if found is None or is_kin_word(found[1]) or _PEOPLE.match(found[1]):
        return None
    return found[0]


def opens_with_another(text: str) -> bool:
    """Whether `text` opens with a given name followed by a colon or a dash ("Витя: СНИЛС …", "Костя — дембель …"): it
    speaks of that person's things."""
    opening = _OPENING_NAME.match(text)
    return opening is not None and is_given_name(opening[1])


_OPENING_MINE = re.compile(r"\s*(?:моё|мое|мой|моя|мои)\b", re.IGNORECASE)


def mine_alone(text: str) -> bool:
    """Whether `text` opens with the note-taker's own thing ("Моё давление: утром 145/90") and names no kin: no answer to a
    question on a relative's ("какое давление у мужа": oneline533, session 45)."""
    return _OPENING_MINE.match(text) is not None and not kin_words(text)


# A name asked: "как зовут командира у Димы", "как звать классную внучки", "what's the name of Artem's teacher" want a note
# naming someone other than the people the question names ("тренер Олег Викторович"), not Дима's note naming him alone.
_NAME_ASKED = re.compile(r"\bкак (?:зовут|звать)\b|\bwhat(?:'s| is) (?:the |his |her )?name\b|\bwhat name\b", re.IGNORECASE)
_CAPITALISED_ANY = re.compile(r"\b[A-ZА-ЯЁ][a-zа-яё]+\b")


def asks_name(query: str) -> bool:
    """Whether `query` asks someone's name ("как зовут тренера Маши")."""
    return _NAME_ASKED.search(query) is not None


def names_another(text: str, asked: tuple[str, ...]) -> bool:
    """Whether `text` names someone by a given name (in Cyrillic or Latin letters) who is none of the `asked` names."""
    return any(is_given(word) and not any(holds_names(word, (name,)) for name in asked)
               for word in _CAPITALISED_ANY.findall(text))


# A birthday in a note, and whose it is: the word right after it ("ДР Кати", "др Дэна", "день рождения у Лены") or
# before it ("у папы ДР", "Маше ДР"), when that word names someone (capitalised, or kin).
# (or a birth: "внук Тимофей родился 03.08.2026" is his, not Катя's: oneline430, session 43)
_BIRTHDAY_WORD = re.compile(r"(?i)" + DR + r"|\b(?:д\.р\.|день рождения|дня рождения|днюх[а-яё]*|birthday|bday|родил(?:ся|ась))\b")
_AFTER = re.compile(r"\s*[—–-]?\s*(?:у\s+)?(\w+)\b(?!\s*:)")  # not a list's head: "ДР: тёща …", "ДР внуков: Артём …"
_BEFORE = re.compile(r"(\w+)(?:\s+(?:на|к))?\s*[:—–-]?\s*$")  # "Тиме на ДР 4 апреля" is Тима's (oneline522, session 45)
_PRONOUNS = frozenset(("his", "her", "my", "our", "their", "its", "your"))


def birthday_of_another(text: str, person: Callable[[str], bool], names_person: Callable[[str], bool]) -> bool:
    """Whether every birthday `text` speaks of is someone's and none is the asked person's: "др Дэна 28.12 … деньги собирает
    Маша" for "когда у Маши день рождения", "ДР Кати 3 марта" for "когда у мамы день рождения". `person` tells a word naming
    someone (a capitalised word, a kin word), `names_person` the asked one; a birthday whose owner is not written next to it
    ("ДР 9 апреля", "на ДР в субботу"), or after a pronoun ("His birthday is Feb 9"), may be anyone's, so the rule says nothing
    then."""
    owners = []
    for found in _BIRTHDAY_WORD.finditer(text):
        if text[found.end():].lstrip()[:1] == ":":  # a list follows: "Дэн ДР: Маша 5 мая, Оля 7 июня"
            return False
        after, before = _AFTER.match(text, found.end()), _BEFORE.search(text[:found.start()])
        owner = next((word for word in (after and after[1], before and before[1])
                      if word and person(word) and not MONTH_WORD.fullmatch(word)), None)  # "Dima bday Feb 14" is Dima's
        if owner is None or owner.lower() in _PRONOUNS:  # "His birthday is Feb 9": anyone's
            return False
        owners.append(owner)
    return bool(owners) and not any(names_person(owner) for owner in owners)

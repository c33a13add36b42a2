"""Whether a text holds a name a query gives, in the forms people write it (e2e/FINDINGS.md, session 18)."""
import re
import unicodedata

from memo.storage import folded_text, lexical_tokens

from ._given_names import FAMILIES
from ._places import PLACES

LATIN_LETTERS = 5  # a Cyrillic stem read in Latin letters: shorter ones start too many English words
NAME_LETTERS = 4  # a shorter capitalised word names no one ("кнопки Да и Нет"), nor is a shorter word a name's short form
_WORD = re.compile(r"\w+")
_ACCENTED = re.compile(r"[\u00c0-\u024f]")  # a Latin letter with a mark, read without it ("Müller" and "Мюллер")
# a name's form read without its "е" and "о" this long at least: "кол" of "Коля" is "кл", which starts "классная" (oneline711,
# session 48)
_SKELETON_LETTERS = 3
_STREET_LETTERS = 6  # a stem in "-к" this long may be a street said short ("на Покровке" for "Большая Покровская")
_DIMINUTIVE = re.compile(r"(?:еньк|оньк|ечк|очк|ушк|юшк|уш|юш)$")  # "Дашеньки", "Анечки", "Катюша"
_CYRILLIC_WORD = re.compile(r"[а-яё]+")
_LATIN_WORD = re.compile(r"[a-z]+")
# Latin letters back to Cyrillic ("Yerevan" -> "ереван", "Sergey" -> "сергей"), longest first
_BACK_LETTERS = {"shch": "щ", "sch": "щ", "zh": "ж", "kh": "х", "ts": "ц", "ch": "ч", "sh": "ш", "yu": "ю", "ya": "я",
                 "yo": "ё", "ye": "е", "ia": "ия", "iy": "ий", "ey": "ей", "ay": "ай", "oy": "ой", "a": "а", "b": "б",
                 "v": "в", "w": "в", "g": "г", "d": "д", "e": "е", "z": "з", "i": "и", "y": "ы", "j": "й", "k": "к", "l": "л", "m": "м", "n": "н", "o": "о",
                 "p": "п", "r": "р", "s": "с", "t": "т", "u": "у", "f": "ф", "h": "х", "c": "к", "x": "кс", "q": "к"}
_BACK = re.compile("|".join(sorted(_BACK_LETTERS, key=len, reverse=True)))
# Cyrillic letters to Latin, as brands are written ("озон" -> "ozon")
_TRANSLIT = str.maketrans({"а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z",
                           "и": "i", "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r",
                           "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh",
                           "щ": "sch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya"})
# Each given name's stem -> the stems of its family's forms ("кол" -> "никола", "кол"; "слав" -> both of its)
_FAMILY: dict[str, tuple[str, ...]] = {}
# The stemmer cuts a name's cases apart ("Рустам" -> "руст", "Рустама" -> "рустам"; "Максим" -> "макс", "Максиму" -> "максим"):
# each form's stem and its other cases' (a name ending in a consonant or "й", as a man's name is declined)
def _declined(form: str) -> tuple[str, ...]:
    if form.endswith("й"):
        return (form, *(form[:-1] + ending for ending in ("я", "ю", "ем", "е")))
    if form[-1:] in "бвгджзклмнпрстфхцчшщ":
        return (form, *(form + ending for ending in ("а", "у", "ом", "е")))
    return (form,)


for _family in FAMILIES.strip().splitlines():
    _members = tuple(dict.fromkeys(stem for form in _family.split() for case in _declined(form) for stem in lexical_tokens(case)))
    for _member in _members:
        _FAMILY[_member] = tuple(dict.fromkeys(_FAMILY.get(_member, ()) + _members))
# (a place's cases too: "Казахстан" -> "казахста", "в Казахстане" -> "казахстан": oneline624, session 46)
_PLACE_STEMS = frozenset(stem for place in PLACES.split() for case in _declined(place) for stem in lexical_tokens(case))
_UNSOFT = {stem.replace("ь", ""): stem for stem in _FAMILY}  # Latin spelling leaves the soft sign out: "Olga"


def _cases(form: str) -> tuple[str, ...]:
    """A given name's cases as typed ("паша": "паши", "паше", "пашу", "пашей"; "олег": "олега", …; "игорь": "игоря", …)."""
    if form.endswith("ия"):
        return tuple(form[:-1] + ending for ending in ("я", "и", "ю", "ей"))
    if form.endswith(("а", "я")):
        soft = form.endswith("я") or form[-2:-1] in "гкхжшщч"
        return tuple(form[:-1] + ending for ending in (form[-1], "и" if soft else "ы", "е", "ю" if form.endswith("я") else "у",
                                                       "ей" if form.endswith("я") else "ой"))
    if form.endswith("ь"):  # a man's name in "-ь" declines as one in "-й" ("игорь": "игоря", …)
        return (form, *_declined(form[:-1] + "й")[1:])
    return _declined(form)


# Words a given name's case is also ("показания света", "с 1 мая", "семена гречихи", "марка машины", "жене подарок", "заказ с
# али", "чем колю коров", "обследование левой ноги", "плотность костей"): never a name typed in lower case (nor a currency after
# a preposition, "поменять евро на динары": `_query._titled`).
_COMMON_WORDS = frozenset("""
света свету свете мира миру мире поля полю поле полей мая маю мае марта марту марте рома рому гена гену гене сева севу севе
роман романа роману романе романом лада ладу ладе ладой лады алиса алисы алисе алису алисой вера веры вере веру верой
надежда надежды надежде надежду любовь любви слава славы славе славу лев льва льву лилия лилии лилию ника ники нику нике
марк марка марку марке марком тема темы теме тему семена семену лука луки луку луке софа софы софе софу лара лари мила
дина дины жене жены жену женой вари али августа макс макса максу лили роза розы розе розу розой
колю темой лева леве леву левой левы кости костей галька гальки славка славки
""".split())


def _with_ka(form: str) -> tuple[str, ...]:
    """`form` and, for a short form in "-а" or "-я" after a consonant, its rough "-ка" ("света": "светка"; "таня": "танька")."""
    if len(form) < 4 or form[-1] not in "ая" or form[-2] in "аеёиоуыэюяк":
        return (form,)
    return (form, form[:-1] + ("ька" if form.endswith("я") else "ка"))


def _typed_in_lower(family: str) -> set[str]:
    """The cases of a family's names typed in lower case, with "е" for "ё" too ("тёмы", "темы"), and of its short forms' rough
    "-ка" ("у светки", oneline725, session 48)."""
    full, *short = family.lower().split()
    said = {full} | {rough for form in short for rough in _with_ka(form)}
    return {case for form in said for spelled in {form, form.replace("ё", "е")} for case in _cases(spelled) if len(case) >= 3}


_LOWER_NAMES = frozenset().union(*map(_typed_in_lower, FAMILIES.strip().splitlines())) - _COMMON_WORDS


def is_lower_name(word: str) -> bool:
    """Whether `word` is a given name's case typed in lower case ("снилс динары", "когда др у пашки", "телефон оли"), not a
    word it is also ("света", "семена", "жене")."""
    return word in _LOWER_NAMES


def holds_names(text: str, names: tuple[str, ...]) -> bool:
    """True when `text` holds each of `names` (of a hyphenated one, any part): a word (`folded_text`) that
    starts with its stem, so a name's other cases ("Руслана" in "бригада Руслана" and "Руслан") and the
    stemmer's slips ("Маргарите" -> "маргар", "Маргарита" -> "маргарит") still meet; also with "е" and "о"
    after the first letter left out on both sides ("Павла" and "Павел", "в Египте" and "Египет"); or as
    written (the English stemmer reads "Story" as "stori"), or a word of 4 letters or more the name starts
    with ("PostgreSQL" and "postgres"); a Cyrillic name also in Latin letters ("на Озоне" and "ozon"), a Latin
    one also in Cyrillic ("Yerevan" and "Ереван" in a note mixing both); a given name or a city also as any
    form of its family ("Николаем", "Дашеньки" and "с Колей", "Даша"; "в Санкт-Петербурге" and "Питер";
    `_given_names`), also when the text writes it in Latin letters ("Tyoma" and "Artyom"); a Latin letter's marks are left
    out on both sides ("Müller" and "Мюллеров")."""
    read = _WORD.findall(_unmarked(folded_text(text)))
    words = [(word, _skeleton(word)) for word in read]
    # for a given name, a Latin word also in Cyrillic letters: "Artyom" in an English note is "Тёма"'s family too
    # (not for other names: "Steam" and "stamp" would meet without their vowels)
    latin = [(word, _skeleton(word)) for word in filter(None, map(in_cyrillic, read))]
    return all(_holds(_unmarked(name), words + latin if is_given(name) else words) for name in names)


def _unmarked(text: str) -> str:
    """`text` with its Latin letters' marks left out ("Müller": "Muller", as "Мюллер" is read in Latin letters)."""
    return _ACCENTED.sub(lambda letter: unicodedata.normalize("NFKD", letter[0])[0], text)


def _holds(name: str, words: list[tuple[str, str]]) -> bool:
    """Whether one of `words` holds `name`, as typed or in Cyrillic letters (`_held`)."""
    return any(_held(stem, written, words) for spelling in filter(None, (name, in_cyrillic(name)))
               for stem, written in zip(lexical_tokens(spelling), _WORD.findall(folded_text(spelling))))


def is_given(name: str) -> bool:
    """Whether `name` is a given name in Cyrillic (`is_given_name`) or typed in Latin letters (`given_name_in_cyrillic`)."""
    return is_given_name(name) or given_name_in_cyrillic(name) is not None


def is_place(word: str) -> bool:
    """Whether `word` is a form of a country, a region or a city of `_places` ("Германии", "в Краснодаре", "Bashkiria")."""
    return any(stem in _PLACE_STEMS for stem in lexical_tokens(word))


def is_given_name(word: str) -> bool:
    """Whether `word` is a form of a given name of `_given_names` ("Юли", "Оле", "Ане": names shorter than
    NAME_LETTERS are names too)."""
    return any(stem in _FAMILY for stem in lexical_tokens(word))


def given_name_in_cyrillic(name: str) -> str | None:
    """A given name typed in Latin letters, as the stem of its family in `_given_names` ("Anya" -> "ан", found
    as "Аня", "Анна"; "Olga" -> "ольг": Latin leaves the soft sign out); None for any other word."""
    cyrillic = in_cyrillic(name)
    stem = next(iter(lexical_tokens(cyrillic)), "") if cyrillic else ""
    return next((_UNSOFT[form] for form in (stem, _DIMINUTIVE.sub("", stem)) if form in _UNSOFT), None)


def in_cyrillic(name: str) -> str | None:
    """A name typed in Latin letters in Cyrillic letters, as a Russian note may write it ("Yerevan" ->
    "ереван", "Katya" -> "катя"); None for a name with other letters."""
    if not _LATIN_WORD.fullmatch(name.lower()):
        return None
    return _BACK.sub(lambda letters: _BACK_LETTERS[letters[0]], name.lower())


def _held(stem: str, written: str, words: list[tuple[str, str]]) -> bool:
    """Whether one of `words` (each with its `_skeleton`) starts with a form of the name, or is a short form of
    it (see `holds_names`)."""
    forms = [(form, _skeleton(form)) for form in (*_forms(stem), written, *_latin(stem), *_possessed(stem, written))]
    return any(word.startswith(form) or len(form_skeleton) >= _SKELETON_LETTERS and skeleton.startswith(form_skeleton)
               or (len(word) >= NAME_LETTERS and written.startswith(word))
               for word, skeleton in words for form, form_skeleton in forms)


_POSSESSOR_LETTERS = 5  # "зорьк" of "Зорькино"; not "иван" of the town "Иваново"


def _possessed(stem: str, written: str) -> tuple[str, ...]:
    """The name a neuter possessive is made of ("Зорькино молоко": "зорьк", the cow Зорька; "Барсиково": "барсик"), not
    a surname's or a given name's form, which are never neuter ("Зорькина", "Ильина"); else ()."""
    if written.endswith(("ино", "ово", "ево")) and stem.endswith(("ин", "ов", "ев")) and len(stem) - 2 >= _POSSESSOR_LETTERS:
        return (stem[:-2],)
    return ()


def _forms(stem: str) -> tuple[str, ...]:
    """`stem` and, when it is a form of a family's name (itself with its cases, `_declined`; without a diminutive suffix;
    a family form of 3 letters or more and at most 2 letters more, "Димки" is "димк"; a possessive, "Машиного" is "машин",
    "Аниного" "анин"; not "Марсика", "марсик", for "Мария", nor a surname, "Ивановой", "иванов", for "Иван"), every form of
    that family; a stem in "-к" of _STREET_LETTERS or more also in "-ск", a street said short ("на Покровке": "Покровская")."""
    base = _DIMINUTIVE.sub("", stem)
    if stem in _FAMILY or base in _FAMILY:
        return (stem, *_FAMILY.get(stem, _FAMILY.get(base, ())))
    if stem.endswith("ин") and stem[:-2] in _FAMILY:
        return (stem, *_FAMILY[stem[:-2]])
    if stem.endswith("кин") and (inner := _forms(stem[:-2]))[1:]:  # a diminutive's possessive: "Ленкин юбилей" (oneline301)
        return (stem, *inner)
    if stem.endswith(("ов", "ев")):  # a surname made of a given name
        return (stem,)
    street = (stem[:-1] + "ск",) if len(stem) >= _STREET_LETTERS and stem.endswith("к") and not stem.endswith("ск") else ()
    return (stem, *street, *(form for known, forms in _FAMILY.items()  # "на Покровке": "Покровская"
                             if len(known) >= 3 and stem.startswith(known) and len(stem) - len(known) <= 2 for form in forms))


def _latin(stem: str) -> tuple[str, ...]:
    """A Cyrillic stem in Latin letters, as brands are written ("озон" -> "ozon", "яндекс" -> "yandeks",
    "yandex", "фотограф" -> "fotograf", "photograph"); nothing for a stem with other letters or shorter than 3."""
    if len(stem) < 3 or not _CYRILLIC_WORD.fullmatch(stem):
        return ()
    latin = stem.translate(_TRANSLIT)
    return tuple(dict.fromkeys((latin, latin.replace("ks", "x"), latin.replace("f", "ph"), latin.replace("yu", "u"))))


def latin_spellings(words: tuple[str, ...]) -> tuple[str, ...]:
    """The Latin spellings of a query's Cyrillic word stems of LATIN_LETTERS letters or more, as a note may write the
    brand or the place ("микротике" -> "mikrotik" for "MikroTik", "в Тбилиси" -> "tbilis" for "Tbilisi", "роутерос" -> "routeros")."""
    return tuple(dict.fromkeys(latin for word in words if len(word) >= LATIN_LETTERS for latin in _latin(word)))


def _skeleton(word: str) -> str:
    return word[:1] + word[1:].replace("е", "").replace("о", "")

"""Turning a user's query into safe FTS5 expressions: plain words and exact phrases."""
import re
from dataclasses import dataclass

from memo.storage import folded_text, lexical_tokens

from ._answer import ORDINAL_DAY
from ._names import NAME_LETTERS, given_name_in_cyrillic, is_given_name, is_lower_name, is_place
from ._siblings import typed_lower

_QUOTED = re.compile(r'"([^"]*)"|«([^»]*)»|“([^”]*)”')
_EDGE_PUNCT = "\"'«»“”„()[]{}<>,;:!?.…"
_INNER_PUNCT = re.compile(r"[^\W_][._:/\\@#]+[^\W_]|[^\W_]_+[^\W_]")
_CAMEL = re.compile(r"[a-z][A-Z]|[A-Z]{2,}")
_LATIN = re.compile(r"[A-Za-z]")
_CYRILLIC = re.compile(r"[А-Яа-яЁё]")
_SENTENCE_END = (".", "!", "?", "…", ":")
_DASHES = ("-", "–", "—")
_NOT_NAME = re.compile(r"(?:январ|феврал|март|апрел|ма[йяе]\b|июн|июл|август|сентябр|октябр|ноябр|декабр|понедельник|вторник"
                       r"|сред[аеуы]\b|четверг|пятниц|суббот|воскресен|нов(?:ый|ого|ому|ом)\b|рождеств|пасх|д(?:ень|ня|ню)\b|побед[аыуе]\b"
                       r"|(?:january|february|march|april|may|june|july|august|september|october|november|december"
                       r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter|new"
                       r"|year|day|victory"  # "the New Year flights", "Victory Day" (oneline440, session 43)
                       # peoples and languages, capitalised in English: "the demo with the Germans" names no one, "the Estonian
                       # conference" is the one in Tartu, "the Irish boy's family" is from Dublin
                       r"|english|russian|german|french|spanish|italian|chinese|japanese|korean|turkish|american|british"
                       r"|european|ukrainian|polish|serbian|georgian|armenian|kazakh|finnish|swedish|dutch|greek|czech"
                       r"|arabic|indian|thai|belarusian|estonian|latvian|lithuanian|norwegian|danish|austrian|swiss|belgian"
                       r"|irish|scottish|portuguese|egyptian|emirati|vietnamese|israeli|cypriot|croatian|bulgarian|romanian"
                       r"|hungarian|montenegrin|canadian|mexican|brazilian|argentinian|asian|balinese|indonesian|malaysian"
                       r"|mongolian|cuban|uzbek|tatar|bashkir"
                       # "Kristina's Moldovan phone number" (oneline678, session 47)
                       r"|moldovan|slovak|slovenian|albanian|bosnian|macedonian|kyrgyz|tajik|azerbaijani|turkmen|australian"
                       r"|african|iranian|persian|syrian|lebanese|moroccan|tunisian|filipino|yakut|buryat|chuvash|ossetian)s?\b)")
_PATRONYMIC = re.compile(r"(?:ович|евич|ич)(?:а|у|ем|е)?$|(?:овн|евн|ичн)(?:а|ы|е|у|ой)$"
                         r"|(?:ovich|evich|ovna|evna|ichna)$")  # the given name is enough ("Galina Petrovna")
_ACRONYM = re.compile(r"[А-ЯЁ]{3,6}(?:[а-яё]{1,2})?")  # 3-6 capitals, perhaps with a case ending ("СНИЛСа")
_POSSESSIVE = re.compile(r"['’]s$")
# Services people type in lower case ("пароль от госуслуг", "номер договора с ростелекомом"): names all the same. Each
# with how a note writes it in Latin letters, read in lower case (a "Gosuslugi" login; "за 9 900 на WB": "пароль от госуслуг"
# over "Home Wi-Fi: … password …" lacks it), and the word stems the word index holds for those spellings.
_SERVICES = (
    ("госуслуг", r"gosuslug|gos ?uslug", ("gosuslugi",)), ("ростелеком", r"rostele[ck]om", ("rostelecom",)),
    ("озон", r"ozon", ("ozon",)), ("авито", r"avito", ("avito",)), ("вайлдберри", r"wildberr|\bwb\b", ("wildberri", "wb")),
    ("кинопоиск", r"kinopoisk", ("kinopoisk",)), ("мтс", r"\bmts\b", ("mts",)), ("билайн", r"beeline|bilain", ("beelin",)),
    ("мегафон", r"mega(?:fon|phone)", ("megafon",)))
_SERVICE = re.compile("(?:" + "|".join(stem for stem, _, _ in _SERVICES) + ")[а-яё]*")
_SERVICE_IN_LATIN = {stem: re.compile(latin) for stem, latin, _ in _SERVICES}
_SERVICE_STEMS = {stem: spelled for stem, _, spelled in _SERVICES}
_ORDINAL_DAY = re.compile(ORDINAL_DAY)
_NUMBER = re.compile(r"\d+")
_DECADE = re.compile(r"\d{0,3}0['’]?s", re.IGNORECASE)
_YEARS = re.compile(r"\d{1,3}-?лет[а-яё]*", re.IGNORECASE)  # "на 70-летие", "10-летний": an age or a jubilee, no value
_PLACE_PREPOSITIONS = frozenset(("в", "во", "на", "по", "из", "за", "о", "об", "под", "над", "при", "про"))
_CAPITALISED = re.compile(r"\b[A-Z][A-Za-z]*\b")  # Debian, Raspberry: names, not the language of a question
# Words that carry no topic (question words, prepositions, pronouns, "что такое", "what is"): they
# neither rank in the word lane nor stop a query of identifiers from being a lookup.
_FUNCTION_WORDS = frozenset(lexical_tokens(
    "как где что когда почему зачем какой какая какое какие каком какую каких какого чем кто куда откуда "
    "сколько на в во с со к ко по о об от до из за для при без над под про у через после перед между и "
    "или а но же ли не ни бы это этот эта эти то тот та те там тут здесь так также уже ещё только можно "
    "нужно надо если чтобы чтоб мне меня мой моя мои я ты он она оно мы вы они его её их себя свой есть "
    "быть был была было были будет который которая которые такое делает значит означает "
    "how what where when why which who whom whose is are was were be been do does did the a an of to in "
    "on at for with by from and or not can could should would i my me you your it its this that these "
    "those there mean means"))


# Words typed in capitals for emphasis, not abbreviations ("когда ТОЧНО сдавать", "СРОЧНО позвонить").
_EMPHASIS = frozenset(lexical_tokens("нельзя точно срочно очень обязательно всегда никогда именно важно сразу снова "
                                     "опять все всё весь сам сама самое"))


@dataclass(frozen=True)
class ParsedQuery:
    words: tuple[str, ...]
    exact: tuple[tuple[str, ...], ...]
    lookup: bool = False
    names: tuple[str, ...] = ()
    literal: str | None = None  # a one-token lookup as typed, when the word index drops some of it ("?essential")
    titled: tuple[str, ...] = ()  # names a question writes with a capital inside a sentence ("Руслана", "Docker")
    acronyms: tuple[str, ...] = ()  # those of them written in Cyrillic capitals ("ОМС", "СНИЛСа")
    unheld: tuple[str, ...] = ()  # those acronyms no searched note holds, left out of `titled` (Searcher)


def parse_query(query: str) -> ParsedQuery:
    """Words (function words dropped unless nothing else is left), exact phrases, and whether the query
    is a lookup: exact phrases and function words only, or a single token (then its words are the phrase)."""
    exact: list[tuple[str, ...]] = []
    names: list[str] = []
    rest = []
    position = 0
    for match in _QUOTED.finditer(query):
        rest.append(query[position:match.start()])
        position = match.end()
        text = next(g for g in match.groups() if g is not None)
        phrase = tuple(lexical_tokens(text))
        if phrase:
            exact.append(phrase)
            names.append(text.strip())
    rest.append(query[position:])
    # the query's language by its letters, leaving out capitalised Latin words: "как установить Debian на
    # Raspberry Pi" is a Russian question naming three things
    mostly_cyrillic = len(_CYRILLIC.findall(query)) > len(_LATIN.findall(_CAPITALISED.sub("", query)))
    words: list[str] = []
    raw_words = [raw.strip(_EDGE_PUNCT) for raw in " ".join(rest).split()]
    for token in raw_words:
        parts = tuple(lexical_tokens(token))
        if not parts:
            continue
        if _ORDINAL_DAY.fullmatch(token):  # a day of the month ("на свадьбе 21-го"): a note writes "21.12", no value to look up
            words.append(_NUMBER.match(token)[0])  # (a tooth's "37й" is "37")
        elif _DECADE.fullmatch(token):  # an age or a decade ("over 40s", "the 1990s"): its number, a word ("40+")
            words.append(token.rstrip("sS'’"))
        elif _YEARS.fullmatch(token):  # "что дарим подруге на 70-летие" over "у Люси юбилей 70!" (oneline657, session 47)
            words.extend(parts)
        elif _is_identifier(token):
            exact.append(parts)
            names.append(token)
        else:
            words.extend(p for p in parts if len(p) > 1 or p.isdigit())
            if mostly_cyrillic and _LATIN.search(token):
                names.append(token)
    words = list(dict.fromkeys(words))
    topical = [w for w in words if w not in _FUNCTION_WORDS]
    if not exact and topical and len([t for t in raw_words if t]) == 1:  # one token, "dppx" or "dpkg-sig"
        return ParsedQuery((), (tuple(words),), True, tuple(raw_words), _literal(query))
    lookup = bool(exact) and not topical
    acronyms = _acronyms(query.split())
    return ParsedQuery(tuple(topical or words), tuple(dict.fromkeys(exact)), lookup, tuple(dict.fromkeys(names)),
                       titled=_titled(query, acronyms), acronyms=acronyms)


_WHOSE_VALUE = frozenset(("phone", "number", "mobile", "birthday", "address", "email", "e-mail"))


def whose_names(query: str, titled: tuple[str, ...]) -> tuple[str, ...]:
    """The Latin names of `titled` that `query` asks a value of: the value's word follows the name within three words ("Klaus
    phone number", "Tomasz's birthday", "Marina's mobile"; not "the driver written for Microsoft's system")."""
    tokens = [_POSSESSIVE.sub("", token.strip(_EDGE_PUNCT)) for token in query.split()]
    return tuple(name for name in titled if name.isascii() and any(
        token == name and not _WHOSE_VALUE.isdisjoint(tokens[at + 1:at + 4]) for at, token in enumerate(tokens)))


def _titled(query: str, acronyms: tuple[str, ...]) -> tuple[str, ...]:
    """Words written with a capital inside a sentence ("у бригадира Руслана", "в Сбере", "Secure Boot", "how do I
    install Docker"; the first part of "Linux-версии"), of NAME_LETTERS letters or more ("кнопки Да и Нет" name no one) or a
    given name ("у Юли"), not
    function words, months, weekdays, feasts ("в Июле", "на Новый год") or places of _places.py ("в Германии": a note
    says "Берлин"): the people and things a question is about. A sentence starts after ".", "!", "?", "…", ":", a dash or a line break; its first word is a name
    only when it is a given name in Latin letters ("Galina Petrovna's phone number"). None in a
    query typed in title case (more than two thirds of its later words capitalised: "How To Install Docker
    On Debian"; `acronyms`, which come first, are not counted): its capitals say nothing. A service of `_SERVICE` typed in
    lower case is a name too ("пароль от госуслуг")."""
    tokens = query.replace("\n", " . ").split()
    later = [word for word in (token.strip(_EDGE_PUNCT) for token in tokens[1:]) if len(word) > 1 and word not in acronyms]
    if len(later) >= 2 and sum(word[:1].isupper() for word in later) * 3 > len(later) * 2:
        return ()
    # a given name in Latin letters opening an English question ("Galina Petrovna's phone number") is a name too
    first = _POSSESSIVE.sub("", tokens[0].strip(_EDGE_PUNCT)) if tokens else ""
    # and so is any Latin word opening it as whose a value is asked ("Salome's phone number", "Klaus phone number"; `whose_names`)
    whose = first in whose_names(query, (first,))
    titled = [first] if first[:1].isupper() and (given_name_in_cyrillic(first) is not None or whose and first.isascii()
                                                 and first.isalpha() and len(first) >= NAME_LETTERS) else []
    for previous, raw in zip(tokens, tokens[1:]):
        # "Dinara's" names Dinara; of "Linux-версии" the capitalised part, "Санкт-Петербурге" whole, "non-Latin" not
        parts = _POSSESSIVE.sub("", raw.strip(_EDGE_PUNCT)).split("-")
        word = "-".join(part for part in parts if part[:1].isupper()) if parts[0][:1].isupper() else ""
        if (previous.rstrip("\"'»”)").endswith(_SENTENCE_END) or previous in _DASHES
                or max(map(len, word.split("-"))) < NAME_LETTERS and not is_given_name(word)
                or not word.replace("-", "").isalpha()
                or word[1:].isupper() or _NOT_NAME.match(word.lower()) or _PATRONYMIC.search(word.lower()) or is_place(word)
                or set(lexical_tokens(word)) <= _FUNCTION_WORDS):
            continue
        titled.append(word)
    # a given name typed in lower case ("снилс динары", "когда др у пашки"), not after a preposition of a place or a topic
    # ("поменять евро на динары", "яхта в марине")
    lowered = [word for previous, word in zip(["", *tokens], (token.strip(_EDGE_PUNCT) for token in tokens))
               if is_lower_name(word) and previous.lower() not in _PLACE_PREPOSITIONS]
    services = [token.strip(_EDGE_PUNCT) for token in tokens if _SERVICE.fullmatch(token.strip(_EDGE_PUNCT))]
    return tuple(dict.fromkeys(acronyms + tuple(titled) + tuple(lowered) + tuple(services)))


def _acronyms(tokens: list[str]) -> tuple[str, ...]:
    """Words of 3-6 Cyrillic capitals anywhere in a query not typed in capitals ("номер полиса ОМС", "КАСКО на
    машину", "СНИЛСа"), and those of `_siblings` typed in lower case ("каско на весту"): the documents, services and
    firms a question is about. Two letters are too often a
    common short form ("ДР", "ТО"); a word with "ь", "ъ" or "ё", a function word or a word of emphasis is a word
    in capitals ("что НЕЛЬЗЯ есть", "ВСЁ что нужно")."""
    if sum(token.isupper() for token in tokens) * 2 > len(tokens):
        return ()
    found = []
    for word in (token.strip(_EDGE_PUNCT) for token in tokens):
        typed = typed_lower(word)
        if typed or (_ACRONYM.fullmatch(word) and not set("ЬЪЁ") & set(word)
                     and not set(lexical_tokens(word)) <= _FUNCTION_WORDS | _EMPHASIS):
            found.append(typed or word)
    return tuple(found)


def _literal(query: str) -> str | None:
    """The query as typed (folded, without a sentence's closing punctuation) when its punctuation is more
    than the word index keeps: `?essential`, `--purge`, `dpkg-sig`; None for a plain word."""
    typed = folded_text(query.strip().rstrip(".,;:…"))
    return typed if any(not char.isalnum() for char in typed) else None


def phrase_expression(phrase: tuple[str, ...]) -> str:
    """An FTS5 phrase of word stems; a last stem ending in "*" is a prefix ("mikrotik*" finds "mikrotik" and "mikrotik's")."""
    *first, last = phrase
    if last.endswith("*"):
        return '"' + " ".join((*first, last[:-1])) + '"*'
    return '"' + " ".join(phrase) + '"'


# Words that name the kind of value asked ("сколько стоит", "телефон", "день рождения"): another thing's value of the
# kind is named by them too, so they tell nothing of whose value a note holds.
_KIND_WORDS = frozenset(lexical_tokens(
    "стоит стоил стоила стоили стоят стоимость цена почём плачу платим платить платил заплатил отдаю отдаём отдал "
    "берёт берут взял брал потратил телефон номер адрес пароль версия день дни дня рождения др время часы число "
    "числа срок much cost costs price pay paid phone number address password "
    # a monthly payment's words: a note names the bank ("ВТБ", "Сбер") and says "платёж", not "в месяц банку"
    "месяц банк банку банке"))
# English pronouns and auxiliaries: no topic of a question either, though the word lane still searches them (docs2en lost
# a question when they became function words; e2e/FINDINGS.md, session 30).
_PRONOUNS = frozenset(lexical_tokens("we us our he him his she her they them their have has had will"))


# Things people write in Cyrillic or in Latin letters ("пароль от вайфая" / "Wi-Fi: сеть …"): a Cyrillic stem's start
# and the Latin stems a note may hold instead.
_LOANWORDS = (("вайф", ("wifi", "wi")), ("вай-ф", ("wifi", "wi")), ("впн", ("vpn",)), ("роутер", ("router",)),
              ("айфон", ("iphon",)), ("ватсап", ("whatsapp",)), ("вотсап", ("whatsapp",)), ("телегр", ("telegram",)),
              ("ютуб", ("youtub",)), ("гугл", ("googl",)), ("блютуз", ("bluetooth",)), ("юсб", ("usb",)),
              ("имейл", ("email", "mail")), ("емейл", ("email", "mail")))


def service_in_latin(name: str) -> re.Pattern | None:
    """How a note writes a service of `_SERVICE` typed in Cyrillic in Latin letters ("госуслуг": "Gosuslugi"), read in
    lower case; None for any other name."""
    stem = _service_stem(name)
    return _SERVICE_IN_LATIN[stem] if stem else None


def service_spellings(word: str) -> tuple[str, ...]:
    """The word stems a note writing a service of `_SERVICE` in Latin letters holds ("вайлдберриз": "wildberri", "wb"); ()
    for any other word."""
    stem = _service_stem(word)
    return _SERVICE_STEMS[stem] if stem else ()


def _service_stem(word: str) -> str | None:
    """The key of `_SERVICES` for a service of `_SERVICE` ("вайлдберриз": "вайлдберри"), or None."""
    lowered = word.lower()
    stem = next((stem for stem in _SERVICE_IN_LATIN if lowered.startswith(stem)), None)
    return stem if stem and _SERVICE.fullmatch(lowered) else None


def holds_most_words(query: str, text: str) -> bool:
    """Whether `text` holds at least half of the topic words of `query` (`_held_words`)."""
    held, asked = _held_words(query, text)
    return held * 2 >= asked


def holds_some_word(query: str, text: str) -> bool:
    """Whether `text` holds one of the topic words of `query` at least (`_held_words`), or `query` has none."""
    held, asked = _held_words(query, text)
    return held > 0 or not asked


def _held_words(query: str, text: str) -> tuple[int, int]:
    """How many of the topic words of `query` `text` holds, and how many there are (stems; function words, English pronouns
    and the words naming the kind of value asked left out; a loanword in either alphabet, "вайфай" and "Wi-Fi")."""
    asked = set(lexical_tokens(query)) - _FUNCTION_WORDS - _KIND_WORDS - _PRONOUNS
    read = set(lexical_tokens(text))
    return sum(_holds_word(word, read) for word in asked), len(asked)


def _holds_word(word: str, read: set[str]) -> bool:
    return word in read or any((word.startswith(cyrillic) and not read.isdisjoint(latin))
                               or (word in latin and any(other.startswith(cyrillic) for other in read))
                               for cyrillic, latin in _LOANWORDS)


def lex_expression(parsed: ParsedQuery) -> str:
    terms = [phrase_expression(p) for p in parsed.exact] + [phrase_expression((w,)) for w in parsed.words]
    return " OR ".join(terms)


def name_phrase(name: str) -> tuple[str, ...]:
    return tuple(lexical_tokens(name))


# A code of letters and figures typed in the other alphabet ("б12" for a note's "B12", "а123вс" for "A123BC"): its letters as they
# look and as they sound
_LOOK_ALIKE = (str.maketrans("авекмнорстух", "abekmhopctyx"), str.maketrans("abekmhopctyx", "авекмнорстух"))
_SOUND_ALIKE = (str.maketrans("абвгдезиклмнопрстуфх", "abvgdeziklmnoprstufh"), str.maketrans("abvgdeziklmnoprstufh", "абвгдезиклмнопрстуфх"))
_CODE = re.compile(r"(?=\w*\d)(?:[а-яё\d]+|[a-z\d]+)")


def code_spellings(name: str) -> tuple[str, ...]:
    """A code of letters of one alphabet and figures (`name`, "б12", "B12", "а123вс") in the other alphabet, its letters as they look
    and as they sound ("б12": "b12"; "в6": "b6", "v6"); () for anything else."""
    typed = name.lower()
    if not _CODE.fullmatch(typed) or typed.isdigit():
        return ()
    side = 0 if _CYRILLIC.search(typed) else 1
    spellings = (typed.translate(_LOOK_ALIKE[side]), typed.translate(_SOUND_ALIKE[side]))
    return tuple(dict.fromkeys(spelling for spelling in spellings if spelling != typed and not (
        _CYRILLIC.search(spelling) and _LATIN.search(spelling))))


def _is_identifier(token: str) -> bool:
    """Tokens that name an exact value: numbers, dotted/dashed/underscored codes, camelCase, CAPS."""
    return any(ch.isdigit() for ch in token) or bool(_INNER_PUNCT.search(token)) or bool(_CAMEL.search(token))

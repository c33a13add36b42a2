"""The occasion a question asks about ("что дарим учительнице на Новый год", "what time does the Easter service start")
and whether a text speaks of another one and not of it (the teacher's day gift, the Christmas service): such a note
answers a question about another day (e2e/FINDINGS.md, session 22). Each occasion: a pattern read in lower case, in
Russian and English, and how "в найденном нет …" names it."""
import functools
import re

from ._kin import gift_recipients

_OCCASIONS = (
    (re.compile(r"\bнов(?:ый|ого|ому|ом|огодн[а-яё]*) год|\bновогодн|\bнг\b|\bnew year|\bёлк|\bелк|\bдед(?:а|у)? мороз"),
     "Нового года"),
    (re.compile(r"\bрождеств|\bchristmas|\bxmas"), "Рождества"),
    (re.compile(r"\bпасх|\beaster|\bкулич"), "Пасхи"),
    (re.compile(r"\b8 марта|\bвосьм[а-яё]* марта|\bwomen's day|\bженск[а-яё]* д(?:ень|ня|ню|н[её]м)\b"), "8 Марта"),
    (re.compile(r"\b23 феврал"), "23 Февраля"),
    (re.compile(r"\bд(?:ень|ня|ню) учителя|\bteacher's day"), "Дня учителя"),
    (re.compile(r"\bмаслен+и[цч]"), "Масленицы"),
    (re.compile(r"\b9 ма[яй]|\bд(?:ень|ня|ню) победы|\bvictory day"), "Дня Победы"),
    (re.compile(r"\bмайск(?:ие|их|им) (?:праздник|выходн)|\bна майские\b|\bмайские\b|\bmay holidays"), "майских праздников"),
    # a birthday and a wedding anniversary: "годовщина с Олей 17 авг" does not say when her birthday is
    (re.compile(r"\bд(?:ень|ня|ню|нём) рождени|\bдр\b|\bднюх|\bbirthday|\bb-?day\b|\bродил(?:ся|ась|ись)"), "дня рождения"),
    (re.compile(r"\bгодовщин|\banniversary|\bсвадьб|\bwedding"), "свадьбы или годовщины"),  # "наша свадьба 17.06"
)


# A gift for someone ("что подарить жене", "подарок мужу", "gift for my husband"), not the class's collection for gifts
# ("сколько сдать на подарки в класс к новому году": that note may not name the occasion)
_GIFT = re.compile(r"\b(?:по)?дар(?:ить|им|ю|ят|ишь)\b|\bподар(?:ок|ка|ку)\b|\bgift\b|\bpresent\b|\bget (?:\w+ )?for\b")


# What a note on a gift says: a gift, a wish, a purchase.
_GIFT_SAID = r"(?:подар|дар(?:ить|им|ю)\b|хоч|хотел|мечта|намека|купить|куплю|заказать|gift|present|wants?\b|wish|buy\b|order\b)"


# A jubilee is mostly a round birthday ("что подарить мужу на юбилей": "Серёже 50 — 12 мая" or his birthday's note), raised as one;
# not a doubt: "Люде 60 — 18 сент" speaks of no birthday and answers "где отмечаем юбилей жены"
_JUBILEE = re.compile(r"\bюбиле")
_BIRTHDAY = next(number for number, (_, name) in enumerate(_OCCASIONS) if name == "дня рождения")


def gift_occasions(query: str) -> tuple[re.Pattern, ...]:
    """The patterns of the occasions a gift question names ("что подарить жене на днюху": a birthday's; a jubilee: a birthday's or
    the jubilee's); one for kin naming none ("что муж хочет в подарок"), every occasion's but the New Year's, which notes
    mostly name as a deadline ("до НГ", "после НГ"; e2e/FINDINGS.md, session 29); read in lower case."""
    lowered = query.lower()
    if not _GIFT.search(lowered):
        return ()
    jubilee = (_JUBILEE, _OCCASIONS[_BIRTHDAY][0]) if _JUBILEE.search(lowered) else ()
    named = tuple(_OCCASIONS[number][0] for number in asked_occasions(query)) + jubilee
    occasions = named or (tuple(pattern for pattern, name in _OCCASIONS if name != "Нового года") if gift_recipients(query) else ())
    return tuple(_gifted(pattern) for pattern in occasions)


@functools.cache
def _gifted(occasion: re.Pattern) -> re.Pattern:
    """`occasion` in a text that speaks of a gift or a wish ("Liza wants an e-reader for her birthday", "на ДР хочет серьги"),
    not in her university's note that gives her birthday ("ДР у неё 9 марта")."""
    return re.compile(r"^(?=[\s\S]*" + _GIFT_SAID + r")[\s\S]*?(?:" + occasion.pattern + ")")


def asked_occasions(query: str) -> tuple[int, ...]:
    """The occasions `query` names (their positions in the list)."""
    lowered = query.lower()
    return tuple(number for number, (pattern, _) in enumerate(_OCCASIONS) if pattern.search(lowered))


def other_occasion(asked: tuple[int, ...], text: str) -> tuple[str, ...]:
    """The names of the `asked` occasions, when `text` speaks of another occasion and of none of them; else ()."""
    lowered = text.lower()
    named = {number for number, (pattern, _) in enumerate(_OCCASIONS) if pattern.search(lowered)}
    if not asked or not named or named & set(asked):
        return ()
    return tuple(_OCCASIONS[number][1] for number in asked)

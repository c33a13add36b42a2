"""The occasion a question asks about ("что дарим учительнице на Новый год", "what time does the Easter service start")
and whether a text speaks of another one and not of it (the teacher's day gift, the Christmas service): such a note
answers a question about another day (e2e/FINDINGS.md, session 22). Each occasion: a pattern read in lower case, in
Russian and English, and how "в найденном нет …" names it."""
import functools
import re

from ._answer import DR
from ._kin import gift_recipients

_OCCASIONS = (
    (re.compile(r"\bнов(?:ый|ого|ому|ом|огодн[а-яё]*) год|\bновогодн|\bнг\b|\bnew year|\bёлк|\bелк|\bдед(?:а|у)? мороз"),
     "Нового года"),
    (re.compile(r"\bрождеств|\bchristmas|\bxmas"), "Рождества"),
    (re.compile(r"\bпасх|\beaster|\bкулич"), "Пасхи"),
    (re.compile(r"\b8 марта|\bвосьм[а-яё]* марта|\bwomen's day|\b8(?:th)? (?:of )?march\b|\bmarch 8|\bженск[а-яё]* д(?:ень|ня|ню|н[её]м)\b"), "8 Марта"),
    (re.compile(r"\b23 феврал"), "23 Февраля"),
    (re.compile(r"\bд(?:ень|ня|ню) учителя|\bteacher's day"), "Дня учителя"),
    (re.compile(r"\bмаслен+и[цч]"), "Масленицы"),
    (re.compile(r"\b9 ма[яй]|\bд(?:ень|ня|ню) победы|\bvictory day"), "Дня Победы"),
    (re.compile(r"\bмайск(?:ие|их|им) (?:праздник|выходн)|\bна майские\b|\bмайские\b|\bmay holidays"), "майских праздников"),
    # a birthday and a wedding anniversary: "годовщина с Олей 17 авг" does not say when her birthday is
    (re.compile(r"\bд(?:ень|ня|ню|н[её]м) рождени|" + DR + r"|\bднюх|\bbirthday|\bb-?day\b|\bродил(?:ся|ась|ись)|\bисполн(?:ится|яется|илось)"),
     "дня рождения"),  # "Артёму 27.02 исполнится 12"
    (re.compile(r"\bгодовщин|\banniversary|\bсвадьб|\bwedding"), "свадьбы или годовщины"),  # "наша свадьба 17.06"
)


# A gift for someone ("что подарить жене", "подарок мужу", "gift for my husband"), not the class's collection for gifts
# ("сколько сдать на подарки в класс к новому году": that note may not name the occasion)
_GIFT = re.compile(r"\b(?:по)?дар(?:ить|им|ю|ят|ишь)\b|\bподар(?:ок|ка|ку)\b|\bgift\b|\bpresent\b|\bget (?:\w+ )?for\b")


# What a note on a gift says: a gift, a wish ("просил Lego"), a purchase.
_GIFT_SAID = r"(?:подар|дар(?:ить|им|ю)\b|иде[яиюй]\b|хоч|хотел|мечта|намека|проси[лт]|купить|куплю|заказать|gift|present|wants?\b|wish|buy\b|order\b)"


# A jubilee is mostly a round birthday ("что подарить мужу на юбилей": "Серёже 50 — 12 мая" or his birthday's note), raised as one;
# not a doubt: "Люде 60 — 18 сент" speaks of no birthday and answers "где отмечаем юбилей жены"
_JUBILEE = re.compile(r"\bюбиле|\b\d{2,3}-?лети[еяю]\b")  # "на 70-летие" (oneline657, session 47)
_BIRTHDAY = next(number for number, (_, name) in enumerate(_OCCASIONS) if name == "дня рождения")


def gift_occasions(query: str) -> tuple[re.Pattern, ...]:
    """The patterns of the occasions a gift question names ("что подарить жене на днюху": a birthday's; a jubilee: a birthday's or
    the jubilee's); one for kin naming none ("что муж хочет в подарок"), every occasion's but the New Year's, which notes
    mostly name as a deadline ("до НГ", "после НГ"; e2e/FINDINGS.md, session 29); read in lower case."""
    lowered = query.lower()
    if not _GIFT.search(lowered):
        return ()
    jubilee = (_JUBILEE, _OCCASIONS[_BIRTHDAY][0]) if _JUBILEE.search(lowered) else ()
    named = tuple(_OCCASIONS[number][0] for number in asked_occasions(query) if number < _FIRST_DAY) + jubilee
    occasions = named or (tuple(pattern for pattern, name in _OCCASIONS if name != "Нового года") if gift_recipients(query) else ())
    return tuple(_gifted(pattern) for pattern in occasions)


@functools.cache
def _gifted(occasion: re.Pattern) -> re.Pattern:
    """`occasion` in a text that speaks of a gift or a wish ("Liza wants an e-reader for her birthday", "на ДР хочет серьги"),
    not in her university's note that gives her birthday ("ДР у неё 9 марта")."""
    return re.compile(r"^(?=[\s\S]*" + _GIFT_SAID + r")[\s\S]*?(?:" + occasion.pattern + ")")


# The days of the week, Monday first, as the question and the notes write them, and how "в найденном нет …" names each:
# "во сколько у Миши футбол по субботам" over "вт и чт в 17:30", "what time does the gym open on Sunday" over "Fridays 8:30"
# are another day's hours (e2e/FINDINGS.md, session 36); shortened too ("в пятн до 17:00": oneline574, session 46). Then the
# weekdays and the weekend, the days each covers.
_WEEKDAYS = (
    (r"понедельник[а-яё]*|пн|monday|mon", "понедельника"),
    (r"вторник[а-яё]*|вт|tuesday|tue|tues", "вторника"),
    (r"сред(?:а|у|е|ы|ам|ами|ах)|ср|wednesday|wed", "среды"),
    (r"четверг[а-яё]*|чт|четв|thursday|thu|thurs", "четверга"),
    (r"пятниц[а-яё]*|пт|пятн|friday|fri", "пятницы"),
    (r"суббот[а-яё]*|сб|субб|saturday|sat", "субботы"),
    (r"воскресень[а-яё]*|вс|вскр|воскр|sunday|sun", "воскресенья"),
)
_DAY = [re.compile(r"\b(?:" + forms + r")s?\b") for forms, _ in _WEEKDAYS]
_ANY_DAY = "|".join(forms for forms, _ in _WEEKDAYS)
_DAY_RANGE = re.compile(r"\b(" + _ANY_DAY + r")\.? ?(?:[-–—]|по|to|through|till) ?(" + _ANY_DAY + r")\b")
_WORKDAYS = re.compile(r"\bбудн|\bweekdays?\b|\bрабоч(?:ие|им|их) дн")
_WEEKEND = re.compile(r"\bвыходн|\bweekends?\b")
_EVERY_DAY = re.compile(r"\bежедневн|\bкаждый день|\bбез выходных|\bкруглосуточн|\bdaily\b|\bevery day\b|\b24/7\b")
_DAYS = tuple((pattern, name, {day}) for day, (pattern, (_, name)) in enumerate(zip(_DAY, _WEEKDAYS))) + (
    (_WORKDAYS, "будней", set(range(5))), (_WEEKEND, "выходных", {5, 6}))
# A one-off event asked, in families of the words that name it (a note may say a game by its verb, "играют в сб", or by
# its sides, "Енисей vs СКА"), and how "в найденном нет …" names it: a note of a regular schedule ("Маша, шахматы: по
# средам с 16:00") does not say when the tournament is. A game or a meeting, asked in the note's language, is not
# answered by a note naming none ("когда у Артёма следующая игра" over the hockey school's fee, "когда родительское
# собрание в садике" over the kindergarten's payment; blind sets oneline122, 134, 215, session 37); an exam, a contest or a
# performance is said in too many ways ("аттестация", "тестирование", "Вика танцует 14 декабря") for that.
_GAME = r"\bигр(?:а|ы|у|е|ой)\b|\bматч|\bgames?\b|\bmatch"
# Not a therapist's session ("сколько стоит одна сессия у психолога", oneline421), and a council's session ("Сессия
# сельсовета 19.03", oneline648, session 47), and a court's hearing in the words of a court's papers ("с/з А60-51234/2025 … зал
# 7012": oneline541, session 45): read by the meeting, the exam, the student's session and the court below.
_THERAPY = r"(?! (?:\w+ )?(?:у|с|к) (?:психолог|психотерапевт|терапевт|коуч))"
_COUNCIL = r" (?:[а-яё]+ )?(?:сельсовет|совет|дум|депутат)"
_HEARING = r"|\bс/з\b|\bарбитраж|\bhearing\b"
_EVENTS = tuple((re.compile(asked), re.compile(asked + said), name, anywhere) for asked, said, name, anywhere in (
    (_GAME, r"|\bигра(?:ет|ют|ем)\b|\bvs\b|\bпротив\b|\bтурнир", "игры", True),
    (r"\bтурнир|\bсоревнован|\bсорев(?:ы|ах|ам|ов)?\b|\bчемпионат|\bпервенств|\bкуб(?:ок|ка|ке|ку)\b|\bконкурс|\btournament|\bcompetition"
     r"|\bchampionship|\bcontest", "", "соревнования", False),
    (r"\bконцерт|\bвыступлени|\bотч[её]тник|\bспектакл|\bутренник|\bperformance|\bconcert|\brecital", "", "выступления", False),
    # "родсобрание", "засед. 14.01", "родительское 19.12"; a court's hearing, a boss's review (oneline390, 393)
    (r"собрани|\bзаседани|\bmeeting(?! (?:point|place|spot))", r"|\bзасед|\bродительское\b|\bсуд(?:а|е|у|ом)?\b|\bсовещани|\bпланерк|\bвстреч|\bсозвон"
     r"|\breview\b|\b1[:-]on[:-]1\b|\bone-on-one\b|\bcall\b|\bstand-?up\b|\bsync\b|\bсинк\b"  # "weekly sync Tue 11:00" (oneline570)
     r"|\btoplant"  # a Turkish school's "veli toplantısı 16.01" (oneline605, session 46)
     + _HEARING + r"|\bсесси[яиюей]" + _COUNCIL, "собрания", True),
    (r"\bэкзамен|\bзач[её]т|\bогэ\b|\bегэ\b|\bсесси[яиюей]" + _THERAPY + r"|\bexams?\b", "", "экзамена", False),
    (r"\bпересда|\bretake|\bresit", r"|\bповторн", "пересдачи", True),  # the exam's date is not the retake's
    # a student's session and a court's hearing, in any note: "когда у Дениса сессия" over the money sent to him, "на какое
    # число суд с поставщиком" over the claim sent (oneline569, 628, 671, session 47)
    (r"\bсесси[яиюей]\b" + _THERAPY + r"(?!" + _COUNCIL + ")", r"|\bэкзам|\bзач[её]т|\bэкз\b|\bexam|\bsession", "сессии", True),
    # (a court written short or by its judge: "Хамовнический райсуд", "р/с, судья Петрова Е.В., отложили на 3 февраля")
    (r"\bсуд(?:а|е|у|ом)?\b", r"|\b(?:рай|гор|обл)суд|\bсудь[яеию]|\bр/с\b|\bзасед|\bслушани" + _HEARING, "суда", True),
    (r"\bвыпускн[а-яё]*\b(?! (?:класс|групп))|\bgraduation|\bprom\b", "", "выпускного", True),
    (r"\bдевичник|\bмальчишник|\bhen party|\bbachelor(?:ette)? party|\bstag\b", "", "девичника или мальчишника", True),
))
# The months, as a question asks one's payment or event ("сколько перевёл Свете в ноябре", "ЗП Сухроба за ноябрь", "in
# November") and as notes name them (a word, shortened, or a date's month: "10.12", "2025-11-03"), and how "в найденном нет …"
# names each. A note naming other months and not the one asked is about another month: "ЗП бригаде за декабрь" for "за
# ноябрь" (oneline646, session 47; over the sets before, 16 of 17 such first hits were wrong).
_MONTH_FORMS = ((r"январ[а-яё]*|янв", "january|jan", "января"), (r"феврал[а-яё]*|февр?", "february|feb", "февраля"),
                (r"март[а-яё]*|мар", "march|mar", "марта"), (r"апрел[а-яё]*|апр", "april|apr", "апреля"),
                (r"ма[йяе]", "may", "мая"), (r"июн[а-яё]*", "june|jun", "июня"), (r"июл[а-яё]*", "july|jul", "июля"),
                (r"август[а-яё]*|авг", "august|aug", "августа"), (r"сентябр[а-яё]*|сент?", "september|sept?", "сентября"),
                (r"октябр[а-яё]*|окт", "october|oct", "октября"), (r"ноябр[а-яё]*|нояб?", "november|nov", "ноября"),
                (r"декабр[а-яё]*|дек", "december|dec", "декабря"))
_MONTH_ASKED = [re.compile(r"\b(?:за|в|на|in|for) (?:" + russian.split("|")[0] + "|" + english.split("|")[0] + r")\b")
                for russian, english, _ in _MONTH_FORMS]
_MONTH_SAID = [re.compile(r"\b(?:" + russian + "|" + english + r")\b\.?") for russian, english, _ in _MONTH_FORMS]
_DATE_MONTH = re.compile(r"(?<![\d.,])(?:[0-2]?\d|3[01])[./](0[1-9]|1[0-2])\b|\b(?:19|20)\d\d[-/.](0[1-9]|1[0-2])\b"
                         r"|(?<![\d.,])(0[1-9]|1[0-2])[./](?:19|20)\d\d\b")  # "10.12", "2025-11-03", "инвойс 2025-02", "до 03.2027"
_ANY_MONTH = "|".join(russian + "|" + english for russian, english, _ in _MONTH_FORMS)
_MONTH_RANGE = re.compile(r"\b(" + _ANY_MONTH + r")\.? ?(?:[-–—]|по|to|through|till) ?(" + _ANY_MONTH + r")\b")
_FIRST_DAY = len(_OCCASIONS)
_FIRST_EVENT = _FIRST_DAY + len(_DAYS)
_FIRST_MONTH = _FIRST_EVENT + len(_EVENTS)


def asked_occasions(query: str) -> tuple[int, ...]:
    """The occasions `query` names (their positions in the list), then the days of the week it names, the one-off events
    it asks and the months it asks of (positions after the occasions', `_FIRST_DAY`, `_FIRST_EVENT` and `_FIRST_MONTH` on)."""
    lowered = query.lower()
    return (tuple(number for number, (pattern, _) in enumerate(_OCCASIONS) if pattern.search(lowered))
            + tuple(_FIRST_DAY + number for number, (pattern, _, _) in enumerate(_DAYS) if pattern.search(lowered))
            + tuple(_FIRST_EVENT + number for number, (pattern, *_) in enumerate(_EVENTS) if pattern.search(lowered))
            + tuple(_FIRST_MONTH + number for number, pattern in enumerate(_MONTH_ASKED) if pattern.search(lowered)))


def other_occasion(asked: tuple[int, ...], text: str, across: bool = False) -> tuple[str, ...]:
    """The names of the `asked` occasions, when `text` speaks of another occasion and of none of them; the same for the
    days of the week asked, when `text` names other days and none of them (a range, "пн-пт", and "будни", "выходные",
    "ежедневно" name each day they cover); and the events asked that a text naming days of the week (a schedule) does
    not name, or a game or a meeting any text in the question's language (not `across`) does not name; and the months
    asked, when `text` names other months and none of them; else ()."""
    if not asked:  # read for every hit: a question naming no occasion, day or event reads nothing
        return ()
    lowered = text.lower()
    occasions = tuple(number for number in asked if number < _FIRST_DAY)
    days = [_DAYS[number - _FIRST_DAY] for number in asked if _FIRST_DAY <= number < _FIRST_EVENT]
    events = [_EVENTS[number - _FIRST_EVENT] for number in asked if _FIRST_EVENT <= number < _FIRST_MONTH]
    months = {number - _FIRST_MONTH for number in asked if number >= _FIRST_MONTH}
    other = _another_occasion(occasions, lowered) if occasions else ()
    said = _days_said(lowered) if days or events else set()
    if days and said and not said & set().union(*(covered for _, _, covered in days)):
        other += tuple(name for _, name, _ in days)
    other += tuple(name for _, said_so, name, anywhere in events
                   if (said or anywhere and not across) and not said_so.search(lowered))
    named = _months_said(lowered) if months else set()
    if named and not named & months:
        other += tuple(_MONTH_FORMS[month][2] for month in sorted(months))
    return other


def _another_occasion(occasions: tuple[int, ...], lowered: str) -> tuple[str, ...]:
    """The names of `occasions` when a text in lower case speaks of another occasion and of none of them; else ()."""
    named = {number for number, (pattern, _) in enumerate(_OCCASIONS) if pattern.search(lowered)}
    return tuple(_OCCASIONS[number][1] for number in occasions) if named and not named & set(occasions) else ()


def _months_said(lowered: str) -> set[int]:
    """The months (0 for January) a text in lower case names, by a word or a date, or covers by a range ("окт-дек")."""
    said = {month for month, pattern in enumerate(_MONTH_SAID) if pattern.search(lowered)}
    said |= {int(found[1] or found[2] or found[3]) - 1 for found in _DATE_MONTH.finditer(lowered)}
    return said | _covered(_MONTH_RANGE, _MONTH_SAID, lowered)


def _days_said(lowered: str) -> set[int]:
    """The days of the week a text in lower case names or covers."""
    if _EVERY_DAY.search(lowered):
        return set(range(7))
    said = set().union(*(covered for pattern, _, covered in _DAYS if pattern.search(lowered)))
    return said | _covered(_DAY_RANGE, _DAY, lowered)


def _covered(spans: re.Pattern, cycle: list[re.Pattern], lowered: str) -> set[int]:
    """The positions of `cycle` (the days Monday first, the months January first) that the ranges `spans` finds in a text in
    lower case cover, a range round the end of the cycle too ("пт-вт", "ноя-фев")."""
    covered: set[int] = set()
    for found in spans.finditer(lowered):
        first, last = (next(at for at, pattern in enumerate(cycle) if pattern.fullmatch(end)) for end in found.groups())
        covered |= set(range(first, last + 1)) if first <= last else set(range(first, len(cycle))) | set(range(last + 1))
    return covered

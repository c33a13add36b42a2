"""A passage's head as the evidence reads it (_confidence.evidence): dates in digits spelled with their month, the days of
the week and a few utility abbreviations glossed in words.

e5-small does not read "23.11" as November, "вт" as Tuesday nor "ГВС" as hot water: a note that answers "сколько
показывал счётчик горячей воды в ноябре" ("Показания 23.11: ХВС 00213, ГВС 00148") pulled the question away like one
that does not (confidence 0.06), "Показания 23 ноября: ХВС (холодная вода) 00213, ГВС (горячая вода) 00148" absorbs it
(0.70). Over 359 one-line sets: right first answers kept at 0.5 or above +20, −3; unanswerable questions flagged −5
(e2e/FINDINGS.md, session 41). The index's vectors are not touched: only the text read with the question.
"""
import re

_MONTHS = {
    "cyrillic": ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября",
                 "декабря"),
    "latin": ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
              "December"),
}
# A day and a month in digits, a year after them or not ("23.11", "05.03", "27.01.2025", "18-19.01"); not a decimal or a
# version ("12.4 кг", "1.5 л", "v3.2", "3.11.2": the month is written with two digits, no letter or figure leads, no figure
# follows), nor after a capitalised Latin name ("Python 3.11", "Ubuntu 22.04"), nor a section's number ("# 2.11. Панель
# инструментов": first on its line, a period after it).
_UNIT = r"\s*(?:кг|гр?\b|мг|мл|л\b|км|м\b|см|мм|%|р\b|руб|₽|т\.?р|тыс|ч\b|мин|kg|ml|mg|eur|usd|\$|€|шт)"
_NAME_BEFORE = re.compile(r"\b[A-Z][\w.+-]*\s+$")
_DATE = re.compile(r"(?<![\w.,/])(\d{1,2})\.(\d\d)(?:\.(\d{4}|\d\d))?(?![\d.,]\d)(?!" + _UNIT + ")", re.IGNORECASE)
# Words a note shortens that the model does not expand: the days of the week, cold and hot water, housing bills, pay,
# a personal account.
_GLOSSES = {"пн": "понедельник", "вт": "вторник", "ср": "среда", "чт": "четверг", "пт": "пятница", "сб": "суббота",
            "вс": "воскресенье", "хвс": "холодная вода", "гвс": "горячая вода", "жкх": "коммунальные услуги",
            "жку": "коммунальные услуги", "зп": "зарплата", "л/с": "лицевой счёт"}
_GLOSSED = re.compile(r"(?<!\w)(" + "|".join(re.escape(word) for word in _GLOSSES) + r")(?!\w)", re.IGNORECASE)


def spelled(text: str, script: str | None) -> str:
    """`text` with its dates' months in words of `script` ("cyrillic" or "latin": "23.11" → "23 ноября", "5 November"; a
    year kept) and, in a text not in Latin, the words of `_GLOSSES` followed by their gloss ("ГВС (горячая вода)")."""
    months = _MONTHS["latin" if script == "latin" else "cyrillic"]

    def date(match: re.Match) -> str:
        day, month = int(match[1]), int(match[2])
        source, start = match.string, match.start()
        line = source[source.rfind("\n", 0, start) + 1:start]
        section = source.startswith(".", match.end()) and not line.strip("# \t")
        if not (1 <= day <= 31 and 1 <= month <= 12) or _NAME_BEFORE.search(line) or section:
            return match[0]
        return f"{day} {months[month - 1]}" + (f" {match[3]}" if match[3] else "")

    text = _DATE.sub(date, text)
    if script == "latin":
        return text
    return _GLOSSED.sub(lambda match: f"{match[0]} ({_GLOSSES[match[0].lower()]})", text)

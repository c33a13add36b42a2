"""Which way a debt runs: a question asking what I owe ("кому я сама должна деньги", "сколько я ещё должна маме") or what is
owed to me ("сколько мне ещё должна подруга", "кто не вернул"), and a note saying one of them ("Я должна Оле 1 450", "у мамы
взяла 10 000" against "Светке дала в долг 15 000", "Лёха занял у меня 7000"). Money given and owed sit side by side in a
person's notes and read alike to the model: the note of the other way came first (e2e/FINDINGS.md, session 41).

Russian says the way by the verb's government: "занять у кого" is to borrow, "занять кому" (or "X занял") to lend; "Оле
должна" (dative) is my debt, "Оля должна мне" hers. A text saying both ways, or neither, has none.
"""
import re

OWE, OWED = "owe", "owed"

# "должна" as a debt, not as "must" ("я должна сдать справку"; a money verb is a debt: "Оля должна вернуть 8 000")
_OWES = (r"(?:должен|должна|должны|должно)\b(?! (?:[а-яё]+ )?(?!(?:вернуть|отдать|заплатить|перевести|доплатить|выплатить|оплатить)\b)"
         r"[а-яё]+(?:ть|ти|чь)(?:ся)?\b)")
_GIVE = r"(?:дал|дала|давал|давала|одолжил|одолжила)"
_LEND = r"(?:занял|заняла|" + _GIVE + ")"
# A relative or a friend named as the one who gave ("свекровь Валентина Петровна дала 30 000", "Света (сестра) дала"): then
# "дала" is not mine; not one in brackets after whom I gave to ("Витьке (брат Оли) дал": oneline330, session 42).
_GIVER = (r"(?<![еую] \()(?<!ой \()\b(?:мама|папа|мать|отец|свекровь|свёкор|свекор|тёща|теща|тесть|сестра|брат|бабушка|дедушка|тётя|тетя|дядя|подруга|друг"
          r"|сосед|соседка|коллега)\b[^.,;—\n]{0,40}?\b(?:дал|дала|дали|одолжил|одолжила)\b")
_BORROW = r"(?:занял|заняла|заняли|взял|взяла|взяли|брал|брала|одолжил|одолжила)"
_PAID = r"(?:заплатил|заплатила|заплатили|оплатил|оплатила|оплатили)\b"
_TOOK_LOAN = r"(?:занимал|занимала|занимали|занял|заняла|заняли)"  # a loan's verbs: money taken, whatever follows
_PROMISED = r"(?<!я )(?<!мы )\bобещал[аи]? (?:\w+ )?(?:вернуть|отдать)\b"  # someone's promise to give it back, not mine
_WILL_RETURN = r"\b(?:вернёт|вернет|отдаст)\b"
_ASKED = {
    OWE: re.compile(
        r"\bторчу\b|\b(?:я|мы) (?:сам[аи]? )?(?:ещё |еще |до сих пор )?(?:" + _OWES + r"|задолжал|торч|не (?:вернул|отдал))|\bкому (?:я|мы) (?:\w+ )?(?:долж|задолжал)"
        r"|\b(?:do |did )?(?:i|we) (?:still )?owe\b|\bмой долг|\bнаш долг"
        # how much to give back ("сколько вернуть сестре жены": oneline558, session 46; not "сколько отдать председателю за
        # гараж", a payment: oneline438)
        r"|\bсколько (?:\w+ )?(?:ещё |еще )?вернуть\b"
        # or how much I have given back ("сколько я уже вернул тестю": oneline568, session 46)
        r"|\bсколько (?:денег )?(?:я|мы) (?:уже |ещё |еще )?(?:вернул|вернула|вернули|отдал|отдала|отдали)\b"
        r"|\bу кого\b[^?]*\b(?:занимал|занимала|занял|заняла|брал|брала|взял|взяла|одалживал|одалживала)\b", re.IGNORECASE),
    OWED: re.compile(
        # (not what I have not given back: "кому я сам ещё не вернул долг", oneline637, session 46)
        r"\b(?:мне|нам)\b[^?]*\b" + _OWES + r"|\b" + _OWES + r" (?:мне|нам)\b"
        r"|(?<!\bя )(?<!\bмы )(?<!\bсам )(?<!\bсама )(?<!\bя ещё )(?<!\bя еще )(?<!\bсам ещё )(?<!\bсама ещё )\bне (?:вернул|отдал)"
        # who has not paid me ("кто мне не заплатил за занятия": oneline557, session 46), who promised to give it back
        r"|\bкто\b[^?]*\bне " + _PAID + r"|" + _PROMISED
        + r"|" + _WILL_RETURN + r"[^?]*\b(?:долг|деньги|денег)|\b(?:долг|деньги)\b[^?]*" + _WILL_RETURN
        + r"|\bкому (?:я |мы )?(?:\w+ )?" + _LEND + r"\b|\b" + _LEND + r"\b (?:\w+ )?в долг\b"
        r"|\bowes? (?:me|us)\b|\blent\b|\bpaid (?:me |us )?back\b|\bpay (?:me|us) back\b"
        # "сколько я одолжила Вике" (to whom: a dative), "сколько денег занял сын" (who took, from me)
        r"|\b(?:я|мы) (?:\w+ )?(?:одолжил|одолжила|одолжили|занял|заняла|заняли) (?!у\b)(?:\w+ )?(?!у\b)(?!мне\b)[а-яё]{2,}(?:е|у|ю|и)\b"
        r"|\bсколько (?:денег |рублей )?(?:занял|заняла|заняли|взял|взяла|взяли|брал|брала)\b(?! (?:у|я|мы)\b)"
        # who took money from me ("кто брал у меня в долг", "кто у меня занимал": oneline524, session 45; not "кто взял у меня
        # инструмент", oneline382)
        r"|\b(?:" + _BORROW + r"|брали)\b (?=.*\b(?:в долг|денег|деньги)\b)(?:\w+ )?у (?:меня|нас)\b"
        r"|\b" + _TOOK_LOAN + r" (?:\w+ )?у (?:меня|нас)\b|\bу (?:меня|нас) (?:\w+ )?" + _TOOK_LOAN + r"\b", re.IGNORECASE),
}
_SAID = {
    # "Я должна Оле", "должна Оле" first, "Борису должен", "занял у Пети", "у мамы взяла", "Оля дала мне", "I owe Anna",
    # "owe him 1 150 р" (oneline383), "Ринату за мотор должен" (what for between: oneline553, session 46), "Сам должен дяде"
    # (oneline642, session 47; not "Должны за оленину: ресторан …", owed to me)
    OWE: re.compile(
        r"\b(?:я|мы) (?:\w+ )?" + _OWES + r"|^\W*(?:сам[аи]? )?(?!должны)" + _OWES + r" [а-яё]|(?<!за )(?<!на )\b[а-яё]+(?:е|у|ю) (?:за [а-яё]+ )?(?:\w+ )?" + _OWES + r"(?! мне)"
        r"|\b" + _BORROW + r" (?:в долг )?у\b(?! меня)(?! нас)|\bу (?!меня\b)(?!нас\b)[а-яё]+ (?:\w+ )?" + _BORROW + r"\b"
        r"|\b(?:дал|дала|дали) мне\b|" + _GIVER + r"|\b(?:i|we) owe\b|\bowe (?:him|her|them)\b|\bowe (?-i:[A-Z])|\bborrowed from\b"
        r"|\bмой долг|(?<!в )\bдолг (?!мне\b)(?!нам\b)[а-яё]+(?:е|у|ю)\b", re.IGNORECASE | re.MULTILINE),  # "Долг Лёхе (брат): взял 150 000"
    # "Дал Виктору 15 000", "Светке дала в долг", "Гоша занял 15 000", "Кате заняла", "Лёха занял у меня", "должна мне",
    # "Оля должна 8 000" (nominative: not "Оле должна"; "Оля за квартиру должна", not "за мотор должен", nor "Сам должен"), "lent",
    # a note opening "Должны за оленину: ресторан …" (no one named: they owe me, oneline642, session 47)
    OWED: re.compile(
        r"\bмне " + _OWES + r"|\b" + _OWES + r" мне\b|^\W*должны\b|(?<!за )(?<!на )\b(?!(?:ей|им|ним|ней|за|на|по|сам|сама)\b)[а-яё]{2,}(?<![еуюиыё]) (?:за [а-яё]+ )?(?:\w+ )?" + _OWES
        # someone who has not paid me ("мама Артёма не оплатила 12.11, 16.11"), not I ("я ещё не оплатила")
        + r"|(?<!я )(?<!мы )(?<!я ещё )(?<!я еще )(?<!я пока )\bне " + _PAID
        + r"|\b" + _GIVE + r"\b(?! мне)(?! у\b)"
        r"|\b(?:занял|заняла|заняли)\b(?! у\b)(?! в долг у\b)|\b" + _BORROW + r" (?:в долг )?у (?:меня|нас)\b"
        # "Толик с 115-го участка взял" (not "Долг Лёхе (брат): взял", mine: oneline470, session 44), "Витя Г. взял в долг"
        # (an initial: oneline665, session 47)
        r"|\b(?!долг\b)(?-i:[А-ЯЁ])[а-яё]+(?<![еуюиыё])(?: (?-i:[А-ЯЁ])\.)?(?: [^.,;\n]{0,30})? (?:взял|взяла|взяли)\b(?! у\b)"
        r"|\bowes? (?:me|us)\b|\blent\b"
        # a family named in the plural ("Беловы должны 4 000": oneline669), one who will give it back or promised to ("Вера
        # Петровна — 2 л в долг 1 800, вернёт с пенсии": oneline667, session 47; not a landlady's "залог 14к вернёт при выезде",
        # oneline117)
        r"|\b(?-i:[А-ЯЁ])[а-яё]{2,}ы (?:\w+ )?должны\b|" + _PROMISED + r"|^(?![\s\S]*(?:залог|депозит))[\s\S]*?" + _WILL_RETURN,
        re.IGNORECASE),
}


def asked_direction(query: str) -> str | None:
    """OWE when `query` asks what I owe, OWED when what is owed to me, None when neither or both."""
    return _one_way(_ASKED, query)


def said_direction(text: str) -> str | None:
    """OWE when `text` says a debt of mine, OWED when one owed to me, None when neither or both."""
    return _one_way(_SAID, text)


def _one_way(patterns: dict[str, re.Pattern], text: str) -> str | None:
    ways = [way for way, pattern in patterns.items() if pattern.search(text)]
    return ways[0] if len(ways) == 1 else None

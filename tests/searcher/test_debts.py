"""Which way a debt runs, asked and said."""
from memo.searcher._debts import OWE, OWED, asked_direction, said_direction


def test_a_question_asks_what_i_owe_or_what_is_owed_to_me():
    for query in ("кому я сама должна деньги", "сколько я ещё должна маме", "кому я сам задолжал", "сколько я торчу технику",
                  "how much do I owe Anna", "у кого из друзей я сам занимал деньги",
                  "сколько торчу Витьку"):  # oneline578, session 46
        assert asked_direction(query) == OWE, query
    for query in ("сколько мне ещё должна подруга", "Лёха сколько мне должен", "кто с работы не вернул деньги",
                  "кому я давал снарягу", "когда Коля вернёт долг", "who still owes me for the heater",
                  "сколько я одолжила Вике", "сколько я одолжил брату денег", "сколько денег занял сын",  # session 42
                  "кто брал у меня в долг", "кто у меня занимал"):  # who took money from me (oneline524, session 45)
        assert asked_direction(query) == OWED, query
    assert asked_direction("кто взял у меня инструмент") is None  # a thing, no money (oneline382)
    for query in ("сколько я занял денег у Пети", "сколько я заняла денег", "сколько я занял у Пети"):  # not to whom
        assert asked_direction(query) != OWED, query


def test_a_question_on_something_else_asks_no_way():
    for query in ("после мудрого зуба какой антибиотик давала", "сколько соцзащита вернёт за путевку", "какой долг по налогу",
                  "сколько стоит ремонт", "мне должны прислать справку? когда я должна её сдать"):
        assert asked_direction(query) is None, query


def test_a_note_says_a_debt_of_mine_by_the_verbs_government():
    for text in ("Я должна Оле Крюковой: 1 450 за пряжу", "Серёге должен 20 000 с августа", "Борису должен 3 000 р за бензин",
                 "у мамы взяла 10 000 на куртку, отдаю по 2 500", "занял у Пети 5 000 до зп", "I owe Anna 40 EUR",
                 "свекровь Валентина Петровна дала мне 30 000", "paid with Lyosha's card, owe him 1 150 р", "owe Anna 40 EUR",
                 "перевела Арина со своей карты, я ей должен 150€",  # "ей": whom I owe (oneline396, session 42)
                 "Долг Лёхе (брат): взял 150 000 в сентябре на ремонт, отдал 40к 01.10"):  # a debt to him (oneline470, session 44)
        assert said_direction(text) == OWE, text


def test_a_note_says_a_debt_owed_to_me():
    for text in ("Дал Виктору Палычу 15 000 р 05.12", "Светке дала в долг 15 000 р, вернула 5 000", "Гоша занял 15 000",
                 "Кате (сестре) заняла 5 000 р", "Лёха занял у меня 7000", "Оля должна 8 000 за коляску", "Лиля должна: пицца 650",
                 "Толик с 115-го участка взял шуруповёрт и не отдал", "Oleg borrowed 200 EUR, owes me 120",
                 # kin in brackets is who was given to, not who gave (session 42)
                 "Витьке (брат Оли) дал 40 000 на ремонт Нивы 02.09", "Кате Соколовой (соседка по комнате) дала 1 500 р 12.11",
                 "Дал в долг Петровичу (сосед, дом 14) 15 000 р 03.08 на крышу"):  # lent, no debt of mine (session 44)
        assert said_direction(text) == OWED, text


def test_a_note_saying_both_ways_or_neither_says_none():
    for text in ("Коле Лапину за дрова отдал 20 000, расписку взял", "свекровь дала 30 000, а Кате заняла 5 000",
                 "Ипотека: платёж 38 760 р 15-го числа", "Света (сестра) дала 15 000 на проводы"):
        assert said_direction(text) is None, text


def test_must_is_no_debt_but_must_pay_back_is():
    assert asked_direction("что я должна принести на приём") is None
    assert asked_direction("когда мне должны прислать справку") is None
    assert said_direction("Я должна сдать справку до 15.12") is None
    assert said_direction("Оля должна вернуть 8 000 до НГ") == OWED
    assert said_direction("Должна Оле 1 450 за пряжу") == OWE
    assert said_direction("Моей работе должность старшего кассира") is None


def test_a_debt_said_with_what_for_between_and_a_lesson_left_unpaid():
    """"Ринату за мотор должен" is mine, "за мотор" names no one (oneline553); "мама Артёма не оплатила" is owed to me, asked as
    "кто мне не заплатил за занятия" (oneline557); a promise to give back (oneline554), how much to give back or have given back
    (oneline558, 568); what I have not given back (oneline637, session 46)."""
    assert said_direction("Ринату за мотор должен 40 т.р., отдаю по 10 в месяц — отдал сент, окт; осталось 20") == OWE
    assert said_direction("Оля за квартиру должна 8 000") == OWED
    assert said_direction("мама Артёма не оплатила 12.11, 16.11, 19.11 — итого 6 000 р") == OWED
    assert said_direction("я ещё не оплатила садик за декабрь") is None
    for query in ("кто мне не заплатил за занятия", "кто из учеников ещё не заплатил", "когда коллега обещала отдать деньги"):
        assert asked_direction(query) == OWED, query
    for query in ("сколько вернуть сестре жены", "сколько я уже вернул тестю"):
        assert asked_direction(query) == OWE, query
    assert asked_direction("сколько отдать председателю за гараж") is None  # a payment
    assert asked_direction("когда я обещала отдать Оле книгу") is None
    assert asked_direction("кому я сам ещё не вернул долг") == OWE  # oneline637
    assert asked_direction("кто ещё не вернул долг") == OWED


def test_a_note_opening_with_myself_or_with_they_owe():
    """"Сам должен дяде Прокопию" is mine ("Сам" is no debtor's name), a note opening "Должны за оленину: ресторан …" is owed
    to me (no one named: they owe me); asked as "сколько я сам ещё должен родственнику" (oneline642, session 47)."""
    assert said_direction("Сам должен дяде Прокопию 25 000 за лодочный мотор — отдал 10 000, ост. 15 000") == OWE
    assert said_direction("Сама должна Оле 500 за такси") == OWE
    assert said_direction("Должны за оленину: ресторан «Тускул» 22 800, Кеша 7 600, отдал 3 000, ост. 4 600") == OWED
    assert said_direction("должна Оле 1 450") == OWE
    assert asked_direction("сколько я сам ещё должен родственнику") == OWE
    assert said_direction("Витя Г. взял в долг 300 € 10.12, до зарплаты, сказал вернёт к 15.01") == OWED  # an initial (oneline665)


def test_a_family_owing_in_the_plural_and_one_who_will_give_it_back_owe_me():
    """"кто из учеников не заплатил за ноябрь" over "Беловы должны 4 000 (8 зан.)" (oneline669), "кто ещё не заплатил за мёд" over
    "Вера Петровна кв.47 — 2 л в долг 1 800, вернёт с пенсии" (oneline667, session 47)."""
    assert said_direction("Оплата занятий ноябрь: Беловы должны 4 000 (8 зан.), Смирновы оплатили до 15.12") == OWED
    assert said_direction("Мёд 2026: Вера Петровна кв.47 — 2 л в долг 1 800, вернёт с пенсии. Осталось 11 л") == OWED
    assert said_direction("Серёга обещал отдать после путины") == OWED
    assert said_direction("Мы должны за квартиру 40 000") == OWE
    assert said_direction("я обещала вернуть Оле 500") != OWED
    assert said_direction("комната, хозяйка Тамара Сергеевна, 14к до 5 числа, залог 14к вернёт при выезде") is None  # oneline117

"""Whose phone a note holds: the given name written nearest before it."""
from memo.searcher._owners import (asks_name, birthday_of_another, mine_asked, names_another, opens_with_another, phone_of,
                                   phone_of_another, phone_owners, phones_mine, phones_of_other_kin)

_TWO = "Оля с Серёжей — Шейнкмана 86, кв. 57. Оля на работе до 18:00, звонить после. Серёжа +7 950 633-12-90"


def test_a_phone_after_another_given_name_is_that_persons():
    assert phone_of_another(_TWO, "Оли") and phone_of_another(_TWO, "Olya")  # any form, typed in Latin too
    assert not phone_of_another(_TWO, "Серёжи")
    parents = "мама Галина Петровна +7 927 601 33 18, папа Виктор Иваныч +7 927 601 33 19"
    assert not phone_of_another(parents, "Виктора") and not phone_of_another(parents, "Галины")  # each has one
    movers = "помочь Лизе перевезти цветочный магазин в сб, грузовое такси Ашот 8-988-155-02-44"
    assert phone_of_another(movers, "Liza")  # the driver's phone: an Armenian name is a given name too
    mine = "мой телефон МТС +7 911 507 88 21; Даша звонит с 8 977 318-42-06"
    assert phone_of_another("мой номер +7 911 507 88 21, Даше звонить в телеге", "Dasha") and not phone_of_another(mine, "Даши")


def test_the_note_takers_own_phone_is_nobody_elses():
    assert phones_mine("мой телефон МТС +7 911 507 88 21, тариф 350р/мес") and phones_mine("my number +7 911 507 88 21")
    assert not phones_mine("мой телефон МТС +7 911 507 88 21; Даша звонит с 8 977 318-42-06")  # Даша's follows her
    assert not phones_mine("симка Tele2 +7 977 318-42-06")  # anyone's
    assert not phones_mine("мой телефон сломался")  # no phone


def test_a_phone_after_other_kin_words_is_not_the_asked_kins():
    parents = "Мама Надежда Петровна 8 917 345-12-08, папа Виктор Иванович; Уфа, ул. Ленина 54"
    assert phones_of_other_kin(parents, "папа") and not phones_of_other_kin(parents, "мама")
    both = "мама Ольга +7 911 302-55-48, папа Сергей +7 911 302-71-90"
    assert not phones_of_other_kin(both, "папа") and phones_of_other_kin(both, "брат")
    assert not phones_of_other_kin("Андрей новый моб. +7 916 402-18-73, мама его Лена", "сын")  # no kin word before it
    assert not phones_of_other_kin("мама и папа в Уфе", "папа")  # no phone
    assert not phones_of_other_kin("Галина Петровна (мама Андрея) 8 912 601-33-18", "свекровь")  # a spouse's parent said so


def test_a_phone_with_no_given_name_before_it_or_no_phone_says_nothing():
    assert not phone_of_another("симка Tele2 +7 977 318-42-06, тариф 450р/мес; Даше звоню через телегу", "Dasha")
    assert not phone_of_another("Сестра Гульназ (Челны) — новый номер 8-919-640-77-05", "Гульназ")
    assert not phone_of_another("Оля с Серёжей — Шейнкмана 86, кв. 57", "Оли")  # no phone at all


def test_a_question_asks_the_phone_of_the_name_it_follows():
    for query, name in (("телефон Оли", "Оли"), ("какой телефон у Оли", "Оли"), ("номер Дани", "Дани"),
                        ("Olya's phone number", "Olya"), ("Andrey phone number", "Andrey"), ("phone number of Olya", "Olya")):
        assert phone_owners(query, (name,)) == (name,), query
    assert phone_owners("телефон классной Тимура", ("Тимура",)) == ()  # his teacher's phone
    assert phone_owners("phone number of Dasha's piano teacher", ("Dasha",)) == ()
    assert phone_owners("во сколько лучше звонить Гале", ("Гале",)) == ()  # no phone asked
    assert phone_owners("телефон Сбера", ("Сбера",)) == ()  # a bank, no given name: its phone may follow anyone's


def test_a_surname_with_initials_before_a_phone_is_another_person():
    bailiff = "долг Оксаны по алиментам 34 600 р. Пристав Шилова Е.В., Ленинский ОСП, тел 206-59-13"
    assert phone_of_another(bailiff, "Оксаны")
    assert phone_of_another("Оксана записала к Е.В. Шиловой, тел 206-59-13", "Оксаны")  # initials first
    assert not phone_of_another("Пристав Шилова Е.В.; Оксана +7 912 604-18-35", "Оксаны")  # hers follows her name


def test_a_note_whose_birthdays_are_all_anothers():
    def person(word):
        return word[:1].isupper() or word in ("папы", "мамой")

    def masha(word):
        return word.startswith("Маш")
    assert birthday_of_another("др Дэна 28.12, дарим JBL, деньги собирает Маша", person, masha)
    assert birthday_of_another("у папы ДР 9 января, с мамой скинуться", person, masha)
    assert not birthday_of_another("ДР Маши 5 мая", person, masha)
    assert not birthday_of_another("ДР 9 апреля, батут-парк", person, masha)  # whose is not written: anyone's
    assert not birthday_of_another("ДР внуков: Артём 14.02, Лиза 03.09", person, masha)  # a list's head
    assert not birthday_of_another("Маша: ДР: тёща 14 апреля", person, masha)
    assert not birthday_of_another("звонила Маша", person, masha)  # no birthday
    assert not birthday_of_another("Дэн ДР: Маша 5 мая, Оля 7 июня", person, masha)  # a list after a name
    # whose, before "на ДР": "Тиме на ДР 4 апреля: Лего … только мама и Света" for "когда у Светы день рождения" (oneline522)
    assert birthday_of_another("Тиме на ДР 4 апреля: Лего Сити, гостей не звать, только мама и Маша", person, masha)
    assert not birthday_of_another("Маше на ДР 4 апреля: Лего Сити", person, masha)
    assert not birthday_of_another("подарок на ДР 4 апреля: Лего Сити, Маша", person, masha)  # whose is not written
    # a month after the birthday names no one: whose is written before it (oneline587, session 46)
    assert not birthday_of_another("Masha bday Feb 14 — gift ideas: JBL headphones", person, lambda word: word == "Masha")
    assert birthday_of_another("Dima bday Feb 14 — gift ideas: JBL headphones", person, lambda word: word == "Masha")


def test_whose_birthday_and_a_latin_name_asked_as_whose_across():
    from memo.searcher.searcher import _birthday_asked, _birthday_of_another, _misses
    assert _birthday_asked("когда у Маши день рождения", ("Маши",), None) == ("Маши",)
    assert _birthday_asked("когда у Маши и Оли день рождения", ("Маши", "Оли"), None) == ()  # two people: whose is unclear
    assert _birthday_asked("телефон Маши", ("Маши",), None) == ()  # no birthday asked
    husband = ("муж", "husband")
    assert not _birthday_of_another("Ruslan's birthday Jan 17: flashlight or running shoes", ("husband",), husband)
    assert _birthday_of_another("у папы ДР 9 января", ("husband",), husband)
    assert _birthday_of_another("др Дэна 28.12, собирает Маша", ("Маши",), None)
    parents = "Родители: мама Галина Петровна +7 927 601 33 18"
    assert _misses(parents, "Salome", across=True, whose=True)
    assert not _misses(parents, "Gorky", across=True, whose=False)  # a place or a brand a note writes its own way
    assert not _misses("Саломе +995 555 12 34 56", "Salome", across=True, whose=True)


def test_a_phone_is_the_persons_named_nearest_before_it():
    assert phone_of("Ванная: плиточник Рустам +7 924 603-71-15, работа 1800р/м²", "Рустама")
    assert not phone_of("УК: диспетчер 48-60-12, согласовать день с Рустамом", "Рустама")  # his name after the phone
    assert not phone_of(_TWO, "Оли") and phone_of(_TWO, "Серёжи")
    assert phone_owners("номер Рустама", ("Рустама",)) == ("Рустама",)


def test_a_name_asked_wants_someone_the_question_does_not_name():
    assert asks_name("как зовут командира у Димы") and asks_name("what's the name of Artem's teacher") and not asks_name("где Дима")
    assert not names_another("Дима ушёл 10 июля 2025, дембель летом 2026", ("Димы",))
    assert names_another("Маша, шахматы: тренер Олег Викторович, взнос 2500", ("Маши",))
    assert names_another("Baby shower for Katya, bring the blanket, ask Liza", ("Katya",))


def test_a_man_called_by_his_patronymic_owns_the_phone_after_it():
    """"номер Палыча из совета" over "Бондаренко Виктор Павлович, председатель — моб 8-951-078-42-19"; the phone after
    "у деда Палыча" is not Серёга's (blind sets, session 32)."""
    chair = "Бондаренко Виктор Павлович, председатель совета ветеранов — моб 8-951-078-42-19"
    assert phone_of(chair, "Палыча") and phone_of(chair, "Виктора")
    assert phone_of_another("Увильды с Серёгой: лодка 1500 в день у деда Палыча 8-912-778-40-11", "Серёги")


def test_whose_phone_an_english_question_asks_with_a_word_before_phone():
    """oneline244 (session 35): "Denis's work phone number" over "Калым Дениса: … Заказчик Олег 8-923-101-44-90" at 0.84."""
    assert phone_owners("Denis's work phone number", ("Denis",)) == ("Denis",)
    assert phone_owners("Olya's new mobile", ("Olya",)) == ("Olya",)
    assert phone_owners("Galya's endocrinologist phone number", ("Galya",)) == ()  # the doctor's phone
    assert phone_of_another("Калым Дениса: проводка на Гоголя 12. Заказчик Олег 8-923-101-44-90", "Denis")


def test_a_birthday_after_a_pronoun_may_be_anyones():
    """oneline250 (session 35): "Sergey keeps hinting at a fish finder … His birthday is Feb 9" was read as the birthday of
    "His", someone other than Sergey, for "birthday present idea for Sergey"."""
    text = "Sergey keeps hinting at a Deeper Chirp+ 2 fish finder, ~27 000 on Ozon. His birthday is Feb 9"
    assert not birthday_of_another(text, lambda word: word[:1].isupper(), lambda word: word == "Sergey")
    assert birthday_of_another("Lena: birthday is Feb 9", lambda word: word[:1].isupper(), lambda word: word == "Sergey")


def test_a_person_named_before_whose_kin_she_is_owns_the_phone_too():
    """"номер Светланы мамы Полины" over "Светлана Гарипова, мама Полины, +7 927 …": the phone after "мама Полины" is
    Светлана's as well (blind set oneline257, session 36); not across other words ("у деда Палыча" in a note on Серёга)."""
    mother = "Светлана Гарипова, мама Полины, +7 927 431-18-05. Просила не ставить сб утро"
    assert phone_of(mother, "Светланы") and phone_of(mother, "Полины") and not phone_of_another(mother, "Светланы")
    assert not phone_of_another("Оля, сестра Ани, +7 913 962-18-05", "Оли")
    assert phone_of_another("Оля звонила. Вечером у деда Палыча 8-912-778-40-11", "Оли")


def test_a_phone_asked_of_someone_titled_by_a_kin_word_is_hers():
    """"телефон бабы Нины" over "Соседка бабы Нины тётя Люба +7 923 …": Люба's phone (blind set oneline263, session 36)."""
    assert phone_owners("телефон бабы Нины", ("Нины",)) == ("Нины",)
    assert phone_owners("номер тёти Любы", ("Любы",)) == ("Любы",)
    neighbour = "Соседка бабы Нины тётя Люба +7 923 655-02-81 — звонить ей, если баба 2 дня не отвечает"
    assert phone_of_another(neighbour, "Нины") and phone_of(neighbour, "Любы")


def test_my_own_thing_is_not_in_a_note_opening_with_anothers_name():
    """"номер моего полиса ОМС" over "Витя: СНИЛС …, полис ОМС …", "when is my vacation this year" over "Костя — дембель …,
    отпуск 10 дней" (oneline98, 428, session 43)."""
    assert mine_asked("номер моего полиса ОМС") == "моего полиса" and mine_asked("when is my vacation this year") == "my vacation"
    for query in ("телефон моей девушки", "моего сына размер обуви", "my boss's email", "когда день рождения", "мойка машины"):
        assert mine_asked(query) is None, query
    assert opens_with_another("Витя: СНИЛС 112-345-678 90, полис ОМС 7150 8900 1234 5678")
    assert opens_with_another("Костя — дембель 28 июня 2027! обещали отпуск 10 дней")
    assert not opens_with_another("Полис ОМС 7150 8900 1234 5678, выдан 2019")  # no name
    assert not opens_with_another("Дом: полис ОМС в синей папке")  # no given name
    assert not opens_with_another("Про Витю: полис у него")  # no name opens it


def test_a_birth_is_a_birthday_of_the_one_born():
    """"когда день рождения у Кати" over "внук Тимофей родился 03.08.2026 … Катя зовёт Тимоша" (oneline430, session 43)."""
    def person(word):
        return word[:1].isupper()

    def katya(word):
        return word.startswith("Кат")
    assert birthday_of_another("внук Тимофей родился 03.08.2026 в Перте; Катя зовёт Тимоша", person, katya)
    assert not birthday_of_another("Катя родилась 14.11.1998", person, katya)


def test_a_note_opening_with_mine_and_naming_no_kin_is_mine():
    """"какое давление у мужа" over "Моё давление: утром 145/90" (oneline533, session 45)."""
    from memo.searcher._owners import mine_alone
    assert mine_alone("Моё давление: утром 145/90, вечером 130/85, пульс 78")
    assert not mine_alone("Моё давление 145/90, мужу купить тонометр")  # names kin
    assert not mine_alone("Давление мужа: 150/95 утром")  # not mine

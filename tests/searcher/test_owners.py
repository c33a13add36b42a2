"""Whose phone a note holds: the given name written nearest before it."""
from memo.searcher._owners import phone_of_another

_TWO = "Оля с Серёжей — Шейнкмана 86, кв. 57. Оля на работе до 18:00, звонить после. Серёжа +7 950 633-12-90"


def test_a_phone_after_another_given_name_is_that_persons():
    assert phone_of_another(_TWO, "Оли") and phone_of_another(_TWO, "Olya")  # any form, typed in Latin too
    assert not phone_of_another(_TWO, "Серёжи")
    parents = "мама Галина Петровна +7 927 601 33 18, папа Виктор Иваныч +7 927 601 33 19"
    assert not phone_of_another(parents, "Виктора") and not phone_of_another(parents, "Галины")  # each has one


def test_a_phone_with_no_given_name_before_it_or_no_phone_says_nothing():
    assert not phone_of_another("симка Tele2 +7 977 318-42-06, тариф 450р/мес; Даше звоню через телегу", "Dasha")
    assert not phone_of_another("Сестра Гульназ (Челны) — новый номер 8-919-640-77-05", "Гульназ")
    assert not phone_of_another("Оля с Серёжей — Шейнкмана 86, кв. 57", "Оли")  # no phone at all

"""A passage's head as the evidence reads it: dates with their month in words, short words glossed."""
from memo.searcher._spelled import spelled


def test_a_date_in_digits_is_read_with_its_month():
    assert spelled("Показания 23.11: ХВС 00213", "cyrillic").startswith("Показания 23 ноября:")
    assert spelled("поезд 27.01.2025 в 18:47, обратно 3.02", "cyrillic") == "поезд 27 января 2025 в 18:47, обратно 3 февраля"
    assert spelled("Москва 18-19.01", "cyrillic") == "Москва 18-19 января"
    assert spelled("Заметки\n23.11 позвонить, вернуть до 1.12.", "cyrillic") == "Заметки\n23 ноября позвонить, вернуть до 1 декабря."
    assert spelled("creatives deadline 05.03, invoice due 20.03", "latin") == "creatives deadline 5 March, invoice due 20 March"


def test_a_decimal_a_version_or_a_time_is_not_a_date():
    for text in ("вес 12.4 кг", "1.5 л воды", "скидка 10.05%", "v3.11", "Python 3.11", "Ubuntu 22.04", "сборка 3.11.2",
                 "в 10.30", "встреча в 18.00", "коэффициент 0.75", "бисопролол 2.5", "# 2.11. Панель инструментов",
                 "Справка\n2.11. Панель"):
        assert spelled(text, "cyrillic") == text, text


def test_the_days_of_the_week_and_utility_words_are_glossed_in_a_russian_text():
    assert spelled("карате пн/ср 18:00", "cyrillic") == "карате пн (понедельник)/ср (среда) 18:00"
    assert spelled("ХВС 00213, ГВС 00148, ЖКУ 6 870", "cyrillic") == \
        "ХВС (холодная вода) 00213, ГВС (горячая вода) 00148, ЖКУ (коммунальные услуги) 6 870"
    assert spelled("зп 20-го, л/с 4502318876", "cyrillic") == "зп (зарплата) 20-го, л/с (лицевой счёт) 4502318876"
    assert spelled("вспомнить про гвсх и пнд", "cyrillic") == "вспомнить про гвсх и пнд"  # whole words only
    assert spelled("ГВС meter 00148, Mon/Wed", "latin") == "ГВС meter 00148, Mon/Wed"

"""The occasion a question asks about, and a text that speaks of another one."""
from memo.searcher._occasions import asked_occasions, other_occasion


def test_a_text_about_another_occasion_and_not_the_asked_one_lacks_it():
    asked = asked_occasions("что дарим учительнице на Новый год")
    assert other_occasion(asked, "На День учителя Светлане Борисовне дарим сертификат") == ("Нового года",)
    assert other_occasion(asked, "НГ: учительнице набор чая, на День учителя — цветы") == ()  # speaks of both
    assert other_occasion(asked, "Светлане Борисовне сертификат в Летуаль") == ()  # of no occasion: says nothing
    easter = asked_occasions("what time does the Easter service start")
    assert other_occasion(easter, "Рождество: 6.01 всенощная в 23:00") == ("Пасхи",)
    assert asked_occasions("до скольки у мелкой тренировка") == ()  # "мелкой" is no fir tree
    may = asked_occasions("Лена с детьми приедет на майские?")
    assert other_occasion(may, "НГ: Лена с Дашей и Максимом приедут 30.12") == ("майских праздников",)
    assert other_occasion(may, "на майские Лена с детьми у нас, НГ у них") == ()


def test_a_birthday_is_not_a_wedding_anniversary():
    birthday = asked_occasions("когда у Оли день рождения")
    assert other_occasion(birthday, "годовщина с Олей 17 авг — 24 года, цветы") == ("дня рождения",)
    assert other_occasion(birthday, "ДР: Оля 14.02, наша свадьба 17.06") == ()  # speaks of both
    assert other_occasion(asked_occasions("что подарить внучке на др"), "Рождество: всенощная 6.01") == ("дня рождения",)
    assert other_occasion(asked_occasions("when is grandma's birthday"), "Grandma's anniversary lunch 12.05") == ("дня рождения",)
    wedding = asked_occasions("когда у нас годовщина свадьбы")
    assert other_occasion(wedding, "ДР: Соня 14.02, Миша 03.07; наша свадьба 17.06") == ()  # the wedding's day
    assert other_occasion(wedding, "ДР Кати 3 марта") == ("свадьбы или годовщины",)

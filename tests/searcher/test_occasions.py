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

"""The kind of value a question asks for (days, a time, a price, a date, a phone) and whether a text holds it."""
from memo.searcher._answer import asked_values, holds_value


def holds(query: str, text: str) -> bool:
    return holds_value(text, asked_values(query))


def test_each_explicit_question_form_asks_for_its_kind_of_value():
    assert holds("в какие дни у меня занятия", "тренировки по вторникам и четвергам")
    assert holds("по каким дням работает бассейн", "открыт в будни")
    assert holds("on what days is the market open", "Saturdays only")
    assert holds("во сколько вылет", "рейс в 6:40 из Внуково")
    assert holds("what time does it start", "at 7 pm")
    assert holds("сколько стоит абонемент", "абонемент 3 500 ₽ в месяц")
    assert holds("how much does the tutor charge", "1500 за час")
    assert holds("сколько платим уборщице", "приходит по четвергам, 3000 за уборку")  # notes often leave the currency out
    assert holds("сколько отдаю за гараж", "снимаю у Петровича за 4000, наличными")
    assert holds("сколько я плачу за тариф", "вторая симка, 450 в месяц")
    assert holds("сколько стоит остекление", "смета 86 000, монтаж после холодов")
    assert holds("сколько стоит чистка", "чистка у «Климат-Про» за 1\xa0500")  # a no-break space, as pasted
    assert holds("до какого числа передавать показания", "передаю до 25 числа")
    assert holds("какого числа день рождения", "21 ноября")
    assert holds("до какого срока действует паспорт", "действует до 14.08.2029")
    assert holds("by when is the report due", "due on March 3")
    assert holds("какой телефон у сантехника", "звонить 8-495-123-45-67")


def test_a_text_without_that_kind_of_value_does_not_hold_it():
    assert not holds("в какие дни у меня занятия", "врач прописал железо на два месяца")
    assert not holds("во сколько вылет", "багаж 23 кг оплачен")
    assert not holds("сколько стоит абонемент", "абонемент до 30 июня")
    assert not holds("сколько стоит ремонт", "сделали за 3 дня, мастер приходил 2 раза в месяц")
    for text in ("отчёт за 2024 год", "пробежал 5 км за 300 секунд", "дача за 120 км от Москвы", "заехать в 10 за ключами",
                 "версия 16.17.0 за неделю", "1000 в день шагов", "цена деления 1 мм"):
        assert not holds("сколько стоит уборка", text), text  # years, durations, distances, counts
    assert not holds("what date was it released", "released in version 16.17.0, stability 1.2")


def test_a_question_that_names_no_kind_asks_for_nothing():
    for query in ("занятия с железом", "когда сажать помидоры", "во сколько раз больше", "how much memory does it use",
                  "где лежат ключи", ""):
        assert asked_values(query) == ()
    assert len(asked_values("в какой день и во сколько собрание")) == 2  # both kinds

"""The occasion a question asks about, and a text that speaks of another one."""
from memo.searcher._occasions import asked_occasions, gift_occasions, other_occasion


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


def test_a_text_naming_other_days_of_the_week_lacks_the_one_asked():
    """"во сколько у Миши футбол по субботам" over "вт и чт в 17:30": another day's hours (session 36)."""
    saturday = asked_occasions("во сколько у Миши футбол по субботам")
    assert other_occasion(saturday, "Мишин футбол — вт и чт в 17:30, 4500 в месяц") == ("субботы",)
    assert other_occasion(saturday, "Мишин футбол: сб 10:00 на «Искре»") == ()
    assert other_occasion(saturday, "клиника: пн-сб 9-18") == ()  # a range covers it
    assert other_occasion(saturday, "клиника: будни 9-20, выходные 10-16") == ()
    assert other_occasion(saturday, "Мишин футбол, тренер Алексей, 4500 в месяц") == ()  # no day named: says nothing
    assert other_occasion(asked_occasions("what time does the gym open on Sunday"), "Olymp: Fridays 8:30") == ("воскресенья",)
    assert other_occasion(asked_occasions("what time is hockey practice on weekdays"), "игры по вс в 21:30") == ("будней",)
    assert other_occasion(asked_occasions("во сколько по средам"), "пт–вт 10:00") == ("среды",)  # round the week's end
    assert other_occasion(asked_occasions("во сколько по средам"), "вт-чт 10:00") == ()
    assert other_occasion(saturday, "бассейн ежедневно 7-22, в пн санитарный день") == ()


def test_a_schedule_of_days_lacks_the_one_off_event_asked():
    """"когда у Маши следующий турнир по шахматам" over "по средам с 16:00": a regular schedule says no event's day."""
    tournament = asked_occasions("когда у Маши следующий турнир по шахматам")
    assert other_occasion(tournament, "Маша, шахматы: по средам с 16:00, тренер Олег") == ("соревнования",)
    assert other_occasion(tournament, "Маше турнир в сб 10:00, взнос 500") == ()
    assert other_occasion(tournament, "Маша, шахматы: взнос 2500") == ()  # no schedule: says nothing
    assert other_occasion(asked_occasions("где играем в теннис по субботам"), "Теннис по сб 9:00 с Денисом") == ()
    assert other_occasion(asked_occasions("когда у Тёмы экзамен по алгебре"), "Тёма ОГЭ: математика 27.05, вт и пт") == ()
    assert other_occasion(asked_occasions("во сколько собрание совета"), "заседание 1-й четверг в 15:00") == ()
    assert other_occasion(asked_occasions("когда у Артёма игра"), "Артём хоккей: играют по вс в 21:30") == ()


def test_a_game_a_meeting_or_a_retake_asked_is_not_answered_by_a_note_naming_none():
    """"когда у Артёма следующая игра" over the hockey school's fee, "когда родительское собрание в садике" over the kindergarten's
    payment, "когда пересдача по теормеху" over the exams' dates (one-line sets, session 37); not across the languages, and not
    an exam, said in too many ways."""
    game = asked_occasions("когда у Артёма следующая игра")
    assert other_occasion(game, "Артём хоккей: школа Трактор, взнос 4 500 в мес до 10-го") == ("игры",)
    assert other_occasion(game, "Трактор vs Авангард 14.12 в 17:00, Артём в заявке") == ()
    assert other_occasion(game, "турнир в Липецке 14.12, сбор в 7:00") == ()
    meeting = asked_occasions("когда родительское собрание в садике")
    assert other_occasion(meeting, "Садик 2 860р/мес, платить до 20 числа через Сбер") == ("собрания",)
    assert other_occasion(meeting, "классная: родсобрание 17.12 в 18:30, каб. 214") == ()
    # a court's hearing, a boss's review (oneline390, 393, session 42)
    assert other_occasion(asked_occasions("когда у жены заседание"), "Лена: суд 17.12 в 11:00, Арбитражный на Постовой") == ()
    # a court's session shortened, "с/з" (oneline541, session 45)
    assert other_occasion(asked_occasions("когда заседание в арбитраже"), "с/з А60-51234/2025 — 11.02 10:30, АС Св. обл., зал 7012") == ()
    assert other_occasion(asked_occasions("когда заседание в арбитраже"), "отзыв подготовить к 06.02, Д.С. проверит") == ("собрания",)
    assert other_occasion(asked_occasions("when is the meeting with my boss about bonuses"),
                          "Review with Oksana Gennadievna moved to Fri 19.12 11:00") == ()
    assert other_occasion(asked_occasions("when is the meeting with my boss about bonuses"),
                          "English with Kate (Skyeng) Wed 21:00, 20 lessons left") == ("собрания",)
    assert asked_occasions("meeting point for the love story shoot in Poland") == ()  # a place to meet (oneline408)
    assert asked_occasions("сколько стоит одна сессия у психолога Миши") == ()  # a therapist's session (oneline421)
    assert other_occasion(asked_occasions("когда у Миши сессия"), "Миша: психолог вт 17:00") == ("экзамена", "сессии")
    assert other_occasion(asked_occasions("where do the veterans hold their meetings"),
                          "Совет ветеранов района: Дом офицеров, ком. 21", across=True) == ()
    retake = asked_occasions("когда пересдача по теормеху")
    assert other_occasion(retake, "зимняя сессия: 13.01 матан, 22.01 теормех") == ("пересдачи",)
    assert other_occasion(retake, "теормех: пересдача 5.02 в 10:00, ауд. 301") == ()
    assert other_occasion(asked_occasions("когда у Алины девичник"), "Свадьба Алины 13.06, банкет в «Родине»") == (
        "девичника или мальчишника",)
    assert other_occasion(asked_occasions("когда у Артёма выпускной"), "День открытых дверей 23 марта в 11:00") == ("выпускного",)
    assert other_occasion(asked_occasions("когда экзамен по матанализу"), "матан: аттестация 15 янв 9:00") == ()


def test_a_gift_question_raises_the_occasion_it_names():
    def raised(query, text):
        return any(pattern.search(text.lower()) for pattern in gift_occasions(query))
    assert raised("что подарить жене на днюху", "Свете ДР 17 февраля, хотела серьги с топазом")
    assert not raised("что подарить жене на днюху", "Годовщина свадьбы 23 августа, столик в Синегорье")
    assert raised("что подарить мужу на юбилей", "Серёже юбилей 12 мая, 50, хочет спиннинг")
    assert raised("что подарить мужу на юбилей", "ДР Серёжи 12 мая, купить ему часы")
    assert raised("birthday present for my husband", "Sergey's bday Jan 9, wants a drill")
    # a note giving the day alone is no gift's ("ДР у неё 9 марта" under "Liza wants an e-reader for her birthday")
    assert not raised("что подарить Лизе на день рождения", "Лиза в СПбГУ на журфаке, общежитие на Васильевском. ДР у неё 9 марта")
    assert raised("что подарить Лизе на день рождения", "Liza wants an e-reader for her birthday: PocketBook 629")
    assert gift_occasions("что подарить Лизе") == ()  # no occasion, no kin
    # a gift for kin with no occasion named: any occasion but the New Year, mostly a deadline ("до НГ", "после НГ")
    assert raised("что муж хочет в подарок", "ДР Серёжи 28.01 — намекал на видеорегистратор")
    assert raised("что подарить жене", "годовщина свадьбы 23 августа, подарю серьги")
    assert not raised("что подарить жене", "Генке занял 15 000, обещал вернуть до Нового года")
    # a birthday said as the age a child turns, a wish as what he asked for (oneline269, session 37)
    assert raised("что подарить старшему внуку", "Артёму 27.02 исполнится 12. Просил Lego Technic, на Ozon ~6 500 р")
    assert raised("что подарить маме", "с днем рождения маму поздравить 12.03, хочет шарф")  # "днём" typed with "е"
    assert gift_occasions("какие цветы нельзя дарить Настиной маме") == ()  # another's kin
    # a spouse's parent as kin of kin, and gift ideas written as such ("что подарить маме мужа": oneline331, session 40)
    assert raised("что подарить маме мужа", "ДР свекрови Галины Петровны 08.03, 58 лет. Идеи: связать плед или сертификат")
    assert gift_occasions("когда у Лизы день рождения") == ()  # no gift
    assert gift_occasions("сколько сдать на подарки в класс к новому году") == ()  # a collection, not a gift for someone


def test_womens_day_is_the_8th_of_march():
    assert asked_occasions("когда заказывать тюльпаны к женскому дню") == asked_occasions("букеты на 8 марта")


def test_a_parents_meeting_said_as_one_word_is_a_meeting_and_a_parents_chat_is_none():
    """"когда собрание в классе у младшего" over "родительское 19.12"; "Родительский чат 1Б" is no meeting (session 38)."""
    asked = asked_occasions("когда собрание в классе у младшего")
    assert other_occasion(asked, "Даня 2«Б», классная Светлана Игоревна. родительское 19.12 в 18:30") == ()
    assert other_occasion(asked, "Родительский чат 1Б в Telegram, в фонд класса 1 500 р") == ("собрания",)


def test_womens_day_is_said_in_english_too():
    """"что подарить Лейсан на 8 марта" over "Leysan gift ideas (8 March + bday 14.04)" (oneline429, session 43)."""
    march = asked_occasions("что подарить Лейсан на 8 марта")
    for said in ("Leysan gift ideas (8 March + bday 14.04): spa day", "gift for March 8th: earrings", "8th of March: tulips"):
        assert other_occasion(march, said) == (), said
    assert other_occasion(march, "Leysan gift ideas (bday 14.04): spa day") == ("8 Марта",)


def test_a_shortened_weekday_and_a_weekly_sync_are_read():
    """"в пятн до 17:00" is Friday's (oneline574); "weekly sync Tue 11:00" (oneline570) and "veli toplantısı" (oneline605,
    session 46) are meetings."""
    friday = asked_occasions("до скольки можно забрать дочку в пятницу")
    assert other_occasion(friday, "забирать до 18:30, в пятн до 17:00") == ()
    assert other_occasion(friday, "футбол по четвергам в 21:00") == ("пятницы",)
    meeting = asked_occasions("what time is the weekly meeting with the PM")
    assert other_occasion(meeting, "Nordlight weekly sync Tue 11:00 CET, Zoom 853 2204 7719") == ()
    assert other_occasion(meeting, "Nordlight invoice due 21.01") == ("собрания",)
    parents = asked_occasions("когда родительское собрание в школе")  # in Turkish (oneline605)
    assert other_occasion(parents, "Лейла 7-Б, Antalya Koleji, veli toplantısı 16.01 в 17:30") == ()


def test_a_text_naming_other_months_and_not_the_one_asked_lacks_it():
    """"сколько получил Сухроб за ноябрь" over "ЗП бригаде за декабрь: … Выдать до 15.01" (oneline646, session 47): a month
    said by a word, shortened, or by a date's month; a range covers the months between; a text naming no month lacks none."""
    november = asked_occasions("сколько получил Сухроб за ноябрь")
    assert other_occasion(november, "ЗП бригаде за декабрь: Сухроб 64 000. Выдать до 15.01") == ("ноября",)
    for text in ("ЗП за ноябрь: Сухроб 64 000", "Сухроб 64 000, выдал 28.11", "взносы за окт-дек не сдала", "ЗП нояб. 64 000",
                 "выплата 2025-11-28", "Сухроб 64 000 каждый месяц"):
        assert other_occasion(november, text) == (), text
    assert other_occasion(asked_occasions("how much was the rent in November"), "Rent Dec 1 200 EUR, paid 03.12") == ("ноября",)
    assert other_occasion(asked_occasions("сколько заплатила в мае"), "заплатила 12.06 — 3 000") == ("мая",)
    assert other_occasion(asked_occasions("когда ждать оплату за февраль"), "Инвойс BW-2025-02 ушёл 03.03") == ()
    assert other_occasion(asked_occasions("что дарим на майские"), "на майские едем на дачу 01.05") == ()
    assert asked_occasions("что дарим на 8 марта") == asked_occasions("что дарим на женский день")  # an occasion, no month
    assert other_occasion(asked_occasions("когда техосмотр"), "техосмотр до 14.03") == ()  # no month asked


def test_a_village_councils_session_is_a_meeting():
    """"когда заседание депутатов" over "Сессия сельсовета 19.03 15:00 в клубе" (oneline648, session 47); a student's
    exam session is none."""
    meeting = asked_occasions("когда заседание депутатов")
    assert other_occasion(meeting, "Сессия сельсовета 19.03 15:00 в клубе: вывоз мусора, мост") == ()
    assert other_occasion(meeting, "Сессия у Даши 12-28.01, потом каникулы") == ("собрания",)


def test_a_students_session_and_a_courts_hearing_are_looked_for_in_any_note():
    """"когда у Дениса сессия" over the money sent to him (oneline569, 628, 671), "на какое число суд с поставщиком муки" over
    the claim sent (oneline671, session 47); a therapist's session is none."""
    session = asked_occasions("когда у Дениса сессия")
    assert other_occasion(session, "Денису 02.02 — 15 000 на месяц + 3 000 на учебники") == ("сессии",)
    assert other_occasion(session, "Денис: зимняя сессия 10-28.01, экзамен по матану 14.01") == ()
    court = asked_occasions("на какое число суд с поставщиком муки")
    assert other_occasion(court, "Претензия Зерноторг: мука, отправила заказным 09.02, ответ 30 дн") == ("суда",)
    assert other_occasion(court, "Зерноторг: с/з по иску 14.03 в 10:00, зал 5") == ()
    for text in ("Хамовнический райсуд, Тверитинов (трудовой спор), 27.01 в 11:00", "Кузьмин — р/с, судья Петрова, отложили на 3.02"):
        assert other_occasion(court, text) == (), text  # oneline651, 60
    assert other_occasion(asked_occasions("сколько стоит сессия у психолога"), "психолог 3 000/час") == ()

"""Acronyms of one kind: a note naming another of the kind and not the asked one."""
from memo.searcher._siblings import asked_things, names_alias, names_sibling, other_thing, typed_lower


def test_a_note_naming_another_policy_names_a_sibling():
    assert names_sibling("ОМС", "ОСАГО Логан Ингосстрах полис ХХХ 0348571923, до 21.03.2027")
    assert names_sibling("КАСКО", "осаго на Весту до 23.03")  # any case
    assert names_sibling("ИНН", "СНИЛС 158-392-447 18")
    assert names_sibling("СНИЛСа", "ИНН 772801234567")  # asked with a case ending


def test_a_note_naming_the_asked_one_or_none_of_its_kind_names_no_sibling():
    assert not names_sibling("ОМС", "Полис ОМС мамы 7750 1234")
    assert not names_sibling("ОМС", "страховка на машину до 21.03, Ингосстрах")
    assert not names_sibling("ОМС", "СНИЛС 158-392-447 18")  # another kind
    assert not names_sibling("ЖКХ", "ОСАГО до 21.03")  # a kind of none


def test_an_acronym_typed_in_lower_case_is_read_in_capitals():
    assert typed_lower("каско") == "КАСКО" and typed_lower("снилса") == "СНИЛСа" and typed_lower("инн") == "ИНН"
    assert typed_lower("омск") is None and typed_lower("кпп") is None and typed_lower("инна") is None


def test_a_vehicles_papers_are_siblings_of_its_policies():
    assert names_sibling("ПТС", "ОСАГО на ямаху MT-07 — Ингосстрах, полис ХХХ 0384729156")
    assert names_sibling("СТС", "ПТС в папке") and not names_sibling("ПТС", "госномер А123ВС, VIN в папке")
    assert not names_sibling("ОСАГО", "ПТС в папке")  # ОСАГО's kind stays the policies'


def test_a_thing_asked_is_lacking_in_a_text_naming_another_of_its_kind():
    from memo.searcher._siblings import asked_things, other_thing
    catch = "12.10 взяли 2 сазана по 4 кг и щуку 3.5 кг"
    assert other_thing(asked_things("сколько весил сом которого я поймал"), catch) == ("сом",)
    assert other_thing(asked_things("сколько весила щука"), catch) == ()  # the one asked is there
    assert other_thing(asked_things("сколько весил сом"), "поймал сома на 12 кг") == ()
    assert other_thing(asked_things("когда экзамен по патанатомии"), "патфиз экз 21.01 9:00") == ("патанатомии",)
    assert other_thing(asked_things("когда экзамен по алгебре"), "ОГЭ: русский 27 мая, матем 3 июня") == ()  # algebra is maths
    assert other_thing(asked_things("сомневаюсь, когда экзамен по физике"), "химия 12.06") == ("физике",)  # not "сом"
    # a tick pill asked, a rabies jab noted (oneline312, session 39); a tick pill's brand says it
    assert other_thing(asked_things("когда давать Бурану таблетку от клещей"), "Прививка Бурану от бешенства 12.03") == ("клещей",)
    assert other_thing(asked_things("когда давать Бурану таблетку от клещей"), "Бравекто Бурану 12.03, бешенство в мае") == ()
    # a farm animal's jabs (oneline392, session 42)
    assert other_thing(asked_things("когда собаке прививка от бешенства"), "прививка коз от бруцеллёза 12.03, 14 голов") == ("бешенства",)
    assert other_thing(asked_things("когда колоть коз от бруцеллёза"), "прививка коз от бруцеллёза 12.03, 14 голов") == ()
    # a gym is no pool, the skates are not the helmet (oneline405, 422, session 42)
    assert other_thing(asked_things("сколько стоит абонемент в бассейн"), "абонемент в фитнес «Атлетик», 1 900 р/мес") == ("бассейн",)
    assert other_thing(asked_things("сколько стоит абонемент в бассейн"), "фитнес-клуб с бассейном 3 000/мес") == ()
    assert other_thing(asked_things("какой размер шлема у Егора"), "Егору коньки Bauer р-р 5.5 EE, клюшка левый хват") == ("шлема",)
    assert other_thing(asked_things("какой размер шлема у Егора"), "Егор: шлем Bauer M, коньки 5.5 EE") == ()
    # a subject in the nominative (oneline399)
    assert other_thing(asked_things("когда у сына экзамен по физике"), "ЦТ Тимура: физика 12.06, математика 16.06") == ()
    # a home's utilities (oneline319, session 39)
    assert other_thing(asked_things("лицевой счёт за воду"), "газ: лиц. счёт 0512 3387 904, показания до 25-го") == ("воду",)
    assert other_thing(asked_things("лицевой счёт за воду"), "Водоканал л/с 0347821, газ 0512 3387") == ()
    assert other_thing(asked_things("сколько платим за свет"), "ЖКУ: электроэнергия 1 200, газ 300") == ()
    assert other_thing(asked_things("когда поверка счётчика газа"), "свет Дагэнергосбыт л/с 051200471812") == ("газа",)


def test_things_asked_together_are_not_each_others_siblings():
    from memo.searcher._siblings import asked_things, other_thing
    asked = asked_things("когда прививки от кори и гепатита")
    assert [word for word, *_ in asked] == ["кори", "гепатита", "прививки"]
    assert other_thing(asked, "Регевак от гепатита 12.03") == ()  # the one jab it names is asked too
    assert other_thing(asked, "АКДС сделали 12.03") == ("кори", "гепатита")
    assert other_thing(asked, "про поездку на дачу") == ()  # no jab of the kind named


def test_an_acronym_is_held_by_its_alias():
    """"когда Дима сдаёт на грузовик в ГАИ" over "экзамен ГИБДД 28.01" (oneline340, session 40); a pension fund renamed."""
    assert names_alias("ГАИ", "Дима — кат. С, экзамен ГИБДД Тимашевск 28.01 в 10:00")
    assert names_alias("ПФР", "справку о пенсии заказать в СФР через Госуслуги") and names_alias("ГИБДД", "штраф ДПС 500 р")
    assert not names_alias("ГАИ", "Дима — экзамен в автошколе 28.01") and not names_alias("ОМС", "полис ДМС Ингосстрах")
    # an emigrant's interior ministry (oneline503, session 45)
    assert names_alias("МВД", "продление визы: MV ČR Koněvova 32, термин 23.01 в 9:40") and not names_alias("МВД", "виза: термин 23.01")


def test_a_crop_asked_is_not_another_crops():
    """"почём семена пшеницы за тонну" over the sunflower's seeds (oneline340, session 40)."""
    from memo.searcher._siblings import asked_things, other_thing
    seeds = "Семена подсолн. НК Неома 42 п.е., заказ № АГ-24817 в Агроторге, 8 600 р/п.е."
    assert other_thing(asked_things("почём семена пшеницы за тонну"), seeds) == ("пшеницы",)
    assert other_thing(asked_things("почём семена подсолнечника"), seeds) == ()


def test_a_sport_and_an_analyte_asked_are_not_another_of_their_kind():
    """"телефон тренера по йоге" over the figure skating coach's fee (oneline393); "какой у меня был витамин D в анализах" over
    a blood test's haemoglobin and cholesterol (oneline501, session 45)."""
    from memo.searcher._siblings import asked_things, other_thing
    skating = "Фигурка Алиса: абонемент дек 6 800 р, тренеру Ольге Викторовне +7 912 604-33-18"
    assert other_thing(asked_things("телефон тренера по йоге"), skating) == ("йоге",)
    assert other_thing(asked_things("телефон тренера по йоге"), "йога по вт, тренер Марина +7 912 604-33-18") == ()
    assert asked_things("какой йогурт купить") == ()  # not yoga
    blood = "Анализы Инвитро 09.12: гемоглобин 152, холестерин 6.4 (высоко!), глюкоза 5.3, ферритин норм."
    assert other_thing(asked_things("какой у меня был витамин D в анализах"), blood) == ("витамин",)
    assert other_thing(asked_things("какой у меня был витамин D в анализах"), blood + " вит. D 24") == ()
    assert other_thing(asked_things("какой холестерин по анализам"), blood) == ()
    assert other_thing(asked_things("какая глюкоза натощак"), "сахар натощак 6,1, холестерин 5,2") == ()  # a note's sugar is glucose
    assert other_thing(asked_things("какой гликированный гемоглобин"), "HbA1c 7,4%, глюкоза 8,1") == ()


def test_a_worming_pill_is_no_jab():
    """"когда кошке давать от глистов" over "Мурке прививка Нобивак 12.02" (oneline533, session 45); a jab asked over a worming
    pill's note lacks the jab."""
    from memo.searcher._siblings import asked_things, other_thing
    assert other_thing(asked_things("когда кошке давать от глистов"), "Мурке прививка Нобивак 12.02, ветклиника «Айболит»") == ("глистов",)
    assert other_thing(asked_things("чем гонять глистов коту"), "Барсик: прививка Нобивак 12.03; Милбемакс раз в 3 мес") == ()
    assert other_thing(asked_things("когда коту прививка"), "Мильбемакс 12.02, следующий через 3 мес") == ("прививка",)
    assert other_thing(asked_things("когда коту прививка от бешенства"), "Мурке прививка Нобивак 12.02") == ()


def test_a_climb_a_boat_and_a_schools_language_are_things_of_their_kind():
    """"абонемент в бассейн" over a climbing gym's pass (oneline557); the English tutor's fee over the maths tutor's (oneline548);
    a boat's insurance over the car's ОСАГО (oneline567); the Russian exam over the maths one (oneline572); rabies as Nobivac's
    "R" (oneline568); a boiler heats (oneline599); "газового" asks the gas (oneline606, session 46)."""
    from memo.searcher._siblings import asked_things, other_thing
    climbing = "абонемент Скалатория 12 посещ. 7 800 р, до 28.02"
    assert other_thing(asked_things("сколько стоит абонемент в бассейн"), climbing) == ("бассейн",)
    assert other_thing(asked_things("сколько стоит абонемент на скалодром"), climbing) == ()
    maths = "Маша: по выбору англ 10.06. Репетитор по матем Олег, 25 €/час"
    assert other_thing(asked_things("сколько стоит Машин репетитор по английскому"), "Репетитор по матем Олег, 25 €/час") == ("английскому",)
    assert other_thing(asked_things("сколько стоит Машин репетитор по английскому"), maths) == ()
    osago = "ОСАГО на Ниву, полис ХХХ 0312457789, до 17.06. Обошлось в 7 860 р."
    assert other_thing(asked_things("сколько стоит страховка на катер"), osago) == ("катер",)
    assert other_thing(asked_things("сколько стоит страховка на машину"), osago) == ()
    assert other_thing(asked_things("до какого числа страховка на байк"), "ОСАГО на ямаху MT-07, полис ХХХ 0384729156") == ()
    assert other_thing(asked_things("когда у Насти экзамен по русскому"), "ОГЭ математика 27.05") == ("русскому",)
    assert other_thing(asked_things("когда экзамен по математике"), "алгебра 27.05, геометрия 30.05") == ()
    assert other_thing(asked_things("когда у старшего экзамен по математике"), "ЕГЭ: русский 31.05, профиль мат 04.06") == ()
    boiler = "Котёл Baxi Eco Four — ошибка E01. Газовщик Андрей 8-904-256-11-90, чистка 3 000 р. Газ аварийка 104"
    assert other_thing(asked_things("кому звонить если отопление не зажигается"), boiler) == ()  # a boiler heats (oneline599)
    assert other_thing(asked_things("кому звонить если отопление не зажигается"), "Газ: лицевой счёт 1234567") == ("отопление",)
    meters = "Показания до 25-го: ХВС 00341, ГВС 00217, свет Т1 18452 / Т2 07630"  # no gas's (oneline606, 608)
    assert other_thing(asked_things("какие показания газового счетчика"), meters) == ("газового",)
    assert other_thing(asked_things("какие показания газового счетчика"), meters + ", газ 2210") == ()
    jab = "Джесси — прививка Нобивак DHPPi+L+R 18.03, за 10 дней до этого глистогонка (Мильбемакс 1 таб)"
    assert other_thing(asked_things("когда джесси колоть от бешенства"), jab) == ()
    assert other_thing(asked_things("когда джесси колоть от бешенства"), "Нобивак DHPPi 18.03, Мильбемакс 1 таб") == ("бешенства",)


def test_a_regional_electricity_supplier_is_electricity_and_cars_and_homes_are_told_apart():
    """"лицевой счёт за электричество" over "… отопление 3 900!!), Янтарьэнергосбыт лицевой счёт …" (oneline706); "до какого числа
    осаго на вольво" over the Priora's policy (oneline686); "номер полиса страховки квартиры" over the car's (oneline693, session 48)."""
    power = asked_things("лицевой счёт за электричество")
    assert other_thing(power, "коммуналка январь 6 340 (отопление 3 900!!), Янтарьэнергосбыт лицевой счёт 8040112937") == ()
    volvo = asked_things("до какого числа осаго на вольво")
    assert other_thing(volvo, "ОСАГО на приору Ингосстрах ХХХ 0412558873 до 14.11") == ("вольво",)
    assert other_thing(volvo, "Volvo XC60: ОСАГО до 12.03") == ()
    flat = asked_things("номер полиса страховки квартиры")
    assert other_thing(flat, "страховка машины Admiral, полис P77310492") == ("квартиры",)
    assert other_thing(flat, "страховка кв. Сбер, полис 001-77") == ()


def test_a_riding_clubs_pass_is_not_the_pools():
    """"сколько стоит бассейн для алисы" over "Алиса КСК Донской Аллюр … Абонемент 8 занятий 16000р" (oneline712, session 48)."""
    pool = asked_things("сколько стоит бассейн для алисы")
    assert other_thing(pool, "Алиса КСК Донской Аллюр (Аксай). Абонемент 8 занятий 16000р") == ("бассейн",)
    assert other_thing(pool, "бассейн Лазурный, абонемент 8 занятий 4000р") == ()


def test_a_gas_water_heater_is_gas_not_the_boiler():
    """"кто чинил газовую колонку" over boiler-repair.md's "колонка Termet опять гаснет" (oneline722, session 48)."""
    gas = asked_things("кто чинил газовую колонку и сколько взял")
    assert other_thing(gas, "boiler repair: колонка Termet опять гаснет, 280 zł") == ()
    assert other_thing(gas, "boiler repair: котёл Baxi, 280 zł") == ("газовую",)

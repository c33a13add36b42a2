"""Kin a question asks about ("у папы") and notes that name other kin instead (no model, no index)."""
from memo.searcher._kin import asked_kin, gift_recipients, in_laws, is_kin_word, names_in_law, names_other_kin, parents_of


def test_kin_asked_as_u_and_a_kin_word_in_any_form():
    assert asked_kin("когда у папы день рождения") == ("папа", "папы")
    assert asked_kin("какой телефон у тёти Гали") == ("тётя", "тёти")
    assert asked_kin("размер обуви у дочки") == ("дочь", "дочки")
    for query in ("что подарить маме", "когда у Лены день рождения", "у женщины на ресепшене", "когда день рождения"):
        assert asked_kin(query) is None, query


def test_kin_asked_by_a_possessive_adjective_and_a_spouses_parent_as_kin_of_kin():
    """"мамин номер телефона" over grandma's note, "где будет той у мамы жены" over "Роза апа (тёща) 70 лет" (oneline404, 405,
    session 42)."""
    assert asked_kin("мамин номер телефона") == ("мама", "мамин")
    assert asked_kin("бабушкин адрес") == ("бабушка", "бабушкин")
    assert asked_kin("мамина подруга телефон") is None  # the friend's phone
    assert names_other_kin(("мама",), "бабе Нине 03.01 75 лет! звонить 8 38383 2-14-07")
    assert asked_kin("где будет той у мамы жены") == ("тёща", "мамы")
    assert not names_other_kin(("тёща",), "Роза апа (тёща) 70 лет 09.05 — той в Алтын Орде")
    assert asked_kin("когда у мамы день рождения") == ("мама", "мамы")


def test_a_note_naming_other_kin_and_not_the_asked_one_is_about_someone_else():
    assert names_other_kin(("папа",), "У мамы ДР 12 марта, любит тюльпаны")
    assert names_other_kin(("сын",), "У дочки 32 размер, у мамы 38")
    assert not names_other_kin(("папа",), "Папин день рождения 20 октября")  # the asked kin, in another form
    assert not names_other_kin(("сын",), "Ване 8 лет, размер обуви 32")  # a name, no kin: says nothing
    assert not names_other_kin(("папа",), "Дед Мороз на утренник в 11:00, костюм у Светы")  # no kin in a character's name
    assert not names_other_kin(("мама",), "Баба Яга в спектакле — Лена, репетиция в пятницу")
    assert names_other_kin(("папа",), "Деду Морозу письмо отправили, а деду — подарок")
    assert not names_other_kin(("тётя",), "Тётя Галя +7 900 111-22-33")
    assert not names_other_kin(("жена",), "женщина на ресепшене сказала, тетрадь на столе")  # no kin word at all


def test_kin_an_english_question_names_by_its_word():
    assert asked_kin("when is my mom's birthday") == ("мама", "mom")
    assert asked_kin("what pills does Grandpa take") == ("дедушка", "Grandpa")
    assert asked_kin("my mother-in-law's address") is None  # a mother-in-law is "тёща" or "свекровь"
    assert asked_kin("son-in-law's mobile number") == ("зять", "son-in-law") and asked_kin("my son's school") == ("сын", "son")
    assert asked_kin("granddaughter's shoe size") == ("внук", "granddaughter")
    assert asked_kin("when is the Sonic release") is None


def test_in_laws_godparents_grandchildren_and_nephews_are_kin():
    assert asked_kin("когда день рождения у кума") == ("кум", "кума")
    assert asked_kin("какой размер у внучки") == ("внук", "внучки") and asked_kin("телефон у зятя") == ("зять", "зятя")
    assert names_other_kin(("кум",), "ДР: Саша 3 июля, тёща Валентина Ивановна 5 мая")
    assert not names_other_kin(("кум",), "у кума Серёги ДР 12 мая")
    assert not names_other_kin(("мама",), "соль в тесте, 2 яйца")  # dough is no father-in-law
    assert not names_other_kin(("внук",), "внуки приедут 30.12")


def test_kin_asked_as_whose_value_and_a_spouses_parent_written_as_the_spouses():
    assert asked_kin("телефон свёкра") == ("свёкор", "свёкра") and asked_kin("адрес бабушки") == ("бабушка", "бабушки")
    assert asked_kin("др мамы") == ("мама", "мамы")
    # two words between ("номер полиса ОМС мамы" over "папины доки: … полис ОМС …": oneline320, session 39)
    assert asked_kin("номер полиса ОМС мамы") == ("мама", "мамы")
    assert names_other_kin(("мама",), "папины доки: СНИЛС 112-233-445 95, полис ОМС 6051 2345 6789 0123")
    assert not names_other_kin(("бабушка",), "у бабы Нины кнопочный 8-951-390-12-64; если не берёт — соседке тёте Гале")
    assert not names_other_kin(("свекровь",), "Галина Петровна (мама Андрея), ул. Гоголя 41")
    assert names_other_kin(("свёкор",), "свекровь Галина Петровна, тел 8 918 062-33-17")
    assert is_kin_word("мамой") and is_kin_word("мама", "тёща") and not is_kin_word("Дэна")


def test_whom_a_gift_is_for():
    assert gift_recipients("что подарить мужу на день рождения") == ("муж",)
    assert gift_recipients("что жене подарить на др") == ("жена",) and gift_recipients("что подарить Жене на др") == ()  # Женя
    assert gift_recipients("идеи подарка для мамы") == ("мама",)
    assert gift_recipients("gift ideas for my husband's birthday") == ("муж",)
    assert gift_recipients("что подарить любимой на др") == ("жена", "муж")  # a partner, whatever a note calls her
    assert gift_recipients("что подарить маме мужа на др") == ("свекровь",)  # a spouse's parent: the in-law a note names
    assert gift_recipients("что подарить Лизе") == ()
    assert gift_recipients("какие цветы нельзя дарить Настиной маме") == () == gift_recipients("подарок папе Олега")  # another's kin
    assert gift_recipients("что подарить мужу Серёже") == ("муж",)  # one's own, by name
    assert names_other_kin(("жена", "муж"), "папе 60 лет 3 марта, идеи: катушка Shimano")
    assert not names_other_kin(("жена", "муж"), "Вере ДР 12 мая, хочет духи")
    assert not names_other_kin(("жена", "муж"), "мужу на ДР 12 мая — часы")  # either of them


def test_a_parent_of_someone_named_may_be_a_spouse_s_parent_in_the_note():
    assert parents_of("когда приезжает мама Оксаны") == ("Оксаны",)
    assert parents_of("какого числа родилась Серёжина мама") == ("Серёжина",)
    assert parents_of("какие лекарства купить маме Тимура") == ("Тимура",)
    assert parents_of("телефон Оли") == parents_of("когда у мамы день рождения") == ()
    assert names_in_law("Тёща Валентина Николаевна приезжает из Шахт 27.12") and names_in_law("Свекрови купить: Конкор")
    assert not names_in_law("Маме купить Конкор")


def test_a_spouses_parent_said_as_kin_of_kin_is_the_in_law_a_note_names():
    """"что подарить маме мужа" over "ДР свекрови Галины Петровны 08.03" (oneline331, session 40)."""
    assert in_laws("что подарить маме мужа") == ("свекровь",)
    assert in_laws("адрес, куда отвезти маму жены") == ("тёща",)
    assert in_laws("когда у отца супруги юбилей") == ("тесть",)
    assert in_laws("пароль вайфая у родителей мужа") == ("свекровь", "свёкор")
    assert in_laws("мама мужа и мать супруга") == ("свекровь",)  # once
    assert in_laws("что подарить маме") == () and in_laws("мама Жени приедет") == () and in_laws("подарок мужу") == ()


def test_a_childs_note_names_the_childs_spouse():
    """"код домофона у дочки" over "Ира переехала: … домофон 58В. зять Дима" (oneline346, session 40): the son-in-law is the
    daughter's family, not other kin."""
    note = "Ира переехала: Москва, ул. Профсоюзная 104 кв 58, подъезд 3, домофон 58В. зять Дима 8-926-415-88-03"
    assert not names_other_kin(("дочь",), note) and names_other_kin(("папа",), note)
    assert not names_other_kin(("сын",), "Невестка Катя: новый номер +7 912 …") and names_other_kin(("сын",), note)
    # her husband too ("Лена: Хайфа, … муж Авив": oneline407, session 42)
    assert not names_other_kin(("дочь",), "Лена: Хайфа, ул. Херцль 48, кв 12. Тел +972 52 618 4407, муж Авив")
    assert names_other_kin(("сын",), "Лена: Хайфа, ул. Херцль 48, кв 12. Тел +972 52 618 4407, муж Авив")


def test_a_father_and_a_mother_are_kin_in_every_form():
    """"у отца", "телефон матери" ask the father's and the mother's; a note naming "отец" names him (session 43)."""
    assert asked_kin("когда у отца юбилей") == ("папа", "отца")
    assert asked_kin("номер телефона матери") == ("мама", "матери")
    assert names_other_kin(("папа",), "мать: давление 150/90, Конкор") and not names_other_kin(("папа",), "отцу Конкор 5 мг")
    assert not names_other_kin(("мама",), "Матвей: давление 150/90")  # a name, no kin


def test_a_mother_in_law_typed_with_spaces_is_no_mother():
    """"what meds to bring mother in law" over "тёща Валентина Ивановна …" asks no mother (oneline726, session 48)."""
    assert asked_kin("what meds to bring mother in law") is None
    assert asked_kin("what meds to bring mother") == ("мама", "mother")

"""The people, places and things an English question over a Russian note names, and the Russian words a note says them with.

A name a question capitalises is looked for in the note (_names.py); across the languages only a given name can be, in
Cyrillic. The roles and things of a personal library are not capitalised ("what's the vet clinic's phone number",
"when is my next hairdresser appointment"), and over a Russian note the cosine alone judged them: the plumber's phone
answered the vet question at 0.55 (e2e/FINDINGS.md, session 22). Each word here stands with the Russian stems a note
may write it with (a stem ending in "=" is a whole word: "д-р"); written by hand for the roles and things the e2e sets'
English questions name, since no bilingual dictionary is at hand offline. Also the doctors and trades a Russian question
names, looked for in a Russian note's words (`named_roles`).
"""
import re

_MEDICS = ("врач", "доктор", "терапевт", "педиатр", "окулист", "офтальмолог", "кардиолог", "невролог", "эндокринолог",
           "стоматолог", "хирург", "гинеколог", "уролог", "дерматолог", "ортодонт", "лор=", "д=", "пульмонолог", "аллерголог",
           "гастроэнтеролог", "ортопед", "травматолог", "ревматолог", "онколог", "психиатр", "нефролог", "инфекционист")
_TYRES = ("шин", "резин", "колёс", "колес")
_SHOES = ("обув", "ботин", "кроссов", "сапог", "туфл", "кед", "тапоч", "тапк", "бутс", "скальник", "пуант", "чешк", "валенк", "сланц", "берц",
          "нога=",  # "Нога 36 размер" (oneline296)
          "shoe", "boot", "sneaker", "trainer")
_INSURANCE = ("страхов", "автостраховк", "полис", "осаго", "каско", "дмс=", "омс=", "insur", "ингосстрах", "росгосстрах",
              "ресо=", "согаз", "альфастрах", "ренессанс", "вск=", "согласи",
              "огпо", "osago", "kasko",  # Kazakhstan's motor insurance ("на въезде в КЗ купить ОГПО ВТС", oneline330)
              # a motor insurance abroad ("Green Card … в Белгосстрахе", oneline399; not "green" alone: "green tea")
              "белгосстрах", "грин=", "greencard=",
              "oms=", "dms=",  # "OMS policy 3351 7809 4410 2286" (oneline305, session 47)
              "octa=")  # Latvia's motor insurance ("OCTA до 02.04 (If)": oneline673, session 47)
# A flat rented, as a note says it: to a tenant's question ("rent") and a landlord's ("хозяйке за квартиру").
_RENTED = ("аренд", "съём", "съем", "квартплат", "хозя", "сдаю", "сдаем", "сдаём")
# A dermatologist, or the skin's treatment a note on it gives ("what did the skin doctor prescribe for my acne" over "Схема по
# акне: Эффезел на ночь …": oneline461, session 44).
_DERMATOLOGIST = ("дерматолог", "акне", "угрев", "роаккутан", "изотретиноин", "dermatolog", "acne")
# A tutor, said by the lessons: a therapist's session is not one ("почём занятия с репетитором по языку" over "Грузинский с
# Тамар …, 40 лари/урок", oneline427, session 43)
_TUTOR = ("репетитор", "tutor", "урок", "занят", "lesson", "class", "препод", "teacher", "учител", "учебник", "егэ", "огэ")
# An X-ray, in either language ("флюшка" is one).
_XRAY = ("рентген", "снимок", "снимк", "флюорограф", "флюшк", "x-ray", "xray")
# A roadworthiness test, in either language (ТО, a car's service, is not one).
_INSPECTION = ("техосмотр", "техосвидетельств", "диагност", "inspection", "mot=")
VACCINES = ("привив", "вакцин", "ревакцин", "нобивак", "nobivac", "акдс", "адс", "кпк", "манту", "бешенств", "рабиес", "rabies",
             "превенар", "полиомиел", "vaccin", "shot", "jab", "booster", "immuni",
             # a jab by its name ("БЦЖ сделали в роддоме": oneline389, session 42)
             "бцж", "пентаксим", "инфанрикс", "гексаксим", "приорикс", "энджерикс", "ультрикс", "совигрипп", "гриппол", "ваксигрипп",
             "мультифел", "пуревакс", "эурикан",
             "antirr", "vacun")  # an emigrant's Spanish: "antirrábica 16.01", "vacuna" (oneline516, session 45)
# (and a pet's clinic or vaccine by name: "прививка Нобивак 17.03, клиника Айболит" for "когда коту в ветеринарку", oneline331)
_VET = ("ветеринар", "ветклиник", "ветврач", "ветлечеб", "зоовет", "вет=", "ветсправк", "ветпаспорт", "ветстанц", "айболит", "нобивак",
        "nobivac", "орнитолог",  # a bird's vet ("Орнитолог Семёнов" for "где ветеринар для птицы", oneline363)
        "veterinar", "tierarzt", "dierenarts",  # abroad: "Veterinaria Patitas" (oneline516, session 45)
        "vet=", "vets=", "vetcare", "vetclinic")  # "Vetcare на Пекина, д-р Лаша" (oneline639, session 47)
_GLOSSARY = {
    "vet": _VET,
    "veterinarian": _VET,
    "doctor": _MEDICS,
    "dentist": ("стоматолог", "зубн", "дантист", "дент"),
    "orthodontist": ("ортодонт",),
    "pediatrician": ("педиатр",),
    "neurologist": ("невролог", "невропатолог"),
    "cardiologist": ("кардиолог",),
    "dermatologist": _DERMATOLOGIST,
    "endocrinologist": ("эндокринолог",),
    "gynecologist": ("гинеколог",),
    "gynaecologist": ("гинеколог",),
    "urologist": ("уролог",),
    "ophthalmologist": ("офтальмолог", "окулист", "глазн"),
    "optician": ("оптик", "очк", "окулист"),
    "orthopedist": ("ортопед",),
    "surgeon": ("хирург",),
    "allergist": ("аллерголог",),
    "physiotherapist": ("физиотерап", "реабилитолог", "лфк", "массаж"),
    "psychologist": ("психолог",),
    "therapist": ("терапевт", "психотерап", "психолог"),
    "sugar": ("сахар", "глюкоз"),
    "hotel": ("отел", "гостиниц", "хостел", "гостев", "guesthouse",  # "гостевой дом «Piipun Piha» 3500/сут" (oneline615)
              "пансионат"),  # "пансионат «Жемчужина», бронь AN-774512" (oneline709, session 48)
    "plumber": ("сантехник", "водопроводчик"),
    "electrician": ("электрик",),
    "hairdresser": ("парикмахер", "стрижк", "барбер"),
    "haircut": ("парикмахер", "стрижк", "барбер"),
    "barber": ("парикмахер", "стрижк", "барбер"),
    "concierge": ("консьерж",),
    "babysitter": ("нян", "ситтер", "бебиситтер"),
    "nanny": ("нян", "ситтер"),
    "tutor": _TUTOR,  # "what do I pay my Spanish tutor per lesson" over "Испанский с Каролиной …, 25 USD урок" (oneline516)
    "teacher": ("учител", "учительниц", "преподават", "препод", "педагог", "классн", "руковод", "кл="),
    "coach": ("тренер",),
    "supervisor": ("руковод", "научрук", "научник", "начальни", "шеф"),
    "boss": ("начальни", "шеф", "руковод", "босс"),
    "landlord": ("хозя", "арендодат"),
    "landlady": ("хозя", "арендодат"),
    "mechanic": ("механик", "автосервис", "сервис", "слесар", "автослесар", "мастер", "шиномонтаж"),
    "lawyer": ("юрист", "адвокат"),
    "accountant": ("бухгалтер",),
    "notary": ("нотариус",),
    "kindergarten": ("сад", "детсад", "садик", "kita"),
    "fridge": ("холодильник",),
    "refrigerator": ("холодильник",),
    "amp": ("усилител", "комбик"),
    "amplifier": ("усилител", "комбик"),
    "pharmacy": ("аптек",),
    "wifi": ("wi=", "wifi", "вайфа", "вай=", "роутер", "интернет", "сеть=", "сети=", "сетка="),
    "vaccination": VACCINES,
    "vaccine": VACCINES,
    "vaccinated": VACCINES,
    "microchip": ("чип",),
    "neighbour": ("сосед",),
    "neighbor": ("сосед",),
    "courier": ("курьер",),
    "mortgage": ("ипотек",),
    "tyre": _TYRES,
    "tire": _TYRES,
    "insurance": _INSURANCE,
    "passport": ("паспорт", "загран"),
    "gym": ("зал", "фитнес", "спортзал", "качалк"),
    "pool": ("бассейн",),
    "train": ("поезд", "электричк", "ласточк", "сапсан", "вагон"),
    "bonus": ("преми", "бонус"),
    "rent": _RENTED + ("снима", "жильц", "квартирант"),
    "flight": ("рейс", "самол", "перел", "авиа", "вылет", "прил", "аэропорт", "аэрофлот", "победа=", "s7=", "su=", "pnr=", "пулков", "шереметьев",
               "внуков", "домодедов", "кольцов", "толмач"),
    "football": ("футбол",),
    "vacation": ("отпуск", "отгул", "каникул"),
    "driving": ("вожден", "автошкол", "инструктор"),
    "shoe": _SHOES,
    "boot": _SHOES,
}
# The doctors, trades and leaves a Russian question names ("когда папе к кардиологу", "телефон сантехника"): the stems of the
# question's word, and those a Russian note says them with. A note on father's pills ("Кардиомагнил 75") does not
# answer when he sees the cardiologist: of 47 top hits over Russian notes for such questions, 38 right answers said the
# role and 9 of 14 unanswerable questions did not (e2e/FINDINGS.md, session 23).
# (German doctors as an emigrant to Berlin writes them: "Zahnarzt Dr. Hoffmann", "Kinderarzt", "Orthopäde": oneline477, session 44)
_EYES = ("окулист", "офтальмолог", "глазн", "зрени", "augenarzt")
# (or the teeth themselves: "Пломба 36 зуб", "Вычет 13% за зубы": oneline344, session 40)
_TEETH = ("стоматолог", "зубн", "дантист", "дент", "ортодонт", "зуб=", "зубы=", "зуба=", "зубов=", "зубу=", "зубам=",
          "пломба=", "пломбу=", "пломбы=", "пломбой=", "пломб=", "кариес",
          "отбеливан", "профчистк", "имплант", "гигиенист", "zahnarzt", "zahn")  # "проф. чистку … Air Flow … отбеливание 450" (oneline387)
def _whole(stem: str, *endings: str) -> tuple[str, ...]:
    """The whole words `stem` + each of `endings` ("=": that word only), a noun's cases and not its adjective's
    ("фотограф", "фотографа", not "фотографии")."""
    return tuple(f"{stem}{ending}=" for ending in endings)


def _same(*stems: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A role a note says with the stems the question does."""
    return stems, stems


# (the stems of the question's word, the first one its name unless a name follows; the stems a note says it with)
_ROLES = (
    _same("кардиолог"),
    _same("невролог", "невропатолог"),
    (("окулист", "офтальмолог", "глазник"), _EYES),
    # a dentist or a dental clinic, not "стоматологическое кресло" (the chair a dentist bought)
    (_whole("стоматолог", "", "а", "у", "ом", "е", "и", "ов") + _whole("стоматологи", "я", "и", "ю", "ей") + ("зубн", "дантист"),
     _TEETH, "стоматолог"),
    # "на учёте в ЖК №3": a women's clinic; "Дра. Лаура Фернандес (obstetra)" (oneline516, session 45)
    (("гинеколог",), ("гинеколог", "женск", "жк=", "frauenarzt", "gynäkolog", "акушер", "obstetr", "ginec", "gynec")),
    _same("уролог"),
    _same("эндокринолог", "диабетолог"),  # "когда мне к диабетологу" (oneline456, session 43)
    (("дерматолог",), _DERMATOLOGIST),
    (("педиатр",), ("педиатр", "kinderarzt", "pediatric", "paediatric")),
    (("терапевт",), ("терапевт", "участков",  # "Участковая Гордеева, пн/ср/пт 8:30–13:00": a district GP
                     "изабран", "hausarzt", "gp=")),  # abroad: "изабрани лекар др Стојановић" (Serbia, oneline433, session 43)
    # a lung doctor, or the breathing tests he reads ("Горина 23.01 в 16:40 — взять прошлую спирограмму", oneline431)
    (("пульмонолог",), ("пульмонолог", "pulmonolog", "спирометр", "спирограм", "пикфлоу", "фвд=")),
    (("хирург",), ("хирург", "нейрохирург", "surgeon")),  # "к спинальному хирургу" over "Нейрохирург Шабанов" (oneline474)
    # one specialty in Russia, "травматолог-ортопед" ("когда мне к травматологу с коленом" over "Ортопед Седов …, 22.01 в 16:30":
    # oneline510, session 45)
    (("ортопед",), ("ортопед", "травматолог", "orthop")),
    (("травматолог",), ("травматолог", "ортопед", "orthop")),
    (("аллерголог",), ("аллерголог", "аллергопанел", "асит=", "allergist")),  # "результаты аллергопанели" (oneline437, session 43)
    (("ортодонт",), ("ортодонт", "брекет", "элайнер", "каппы")),  # "Артёму брекеты ставила Ирина Олеговна"
    _same("логопед"),
    (("психолог", "психотерапевт"), ("психолог", "психотерап", "терапи")),  # "терапия по четвергам, 4500 за сессию"
    _same("гастроэнтеролог"),
    _same("остеопат"),
    (("флеболог",), ("флеболог", "ангиохирург", "сосудист", "phlebolog", "vascular")),
    _same("ревматолог"),
    # a joints' doctor is a rheumatologist or an orthopaedist ("когда приём у врача по суставу" over "Ортопед Гуревич …, 14.01":
    # oneline654, session 47; named by one word: a name's words are looked for too)
    (("суставн",), ("ревматолог", "ортопед", "травматолог", "rheumat", "orthop"), "ревматолог"),
    (("ветеринар", "ветврач", "ветклиник"), _VET),
    # "номер водопроводчика Милан 063 771 2044", a Polish "hydraulik" (oneline497, session 44)
    (("сантехник",), ("сантехник", "водопроводчик", "hydraulik", "plumber", "loodgieter", "klempner", "fontaner")),
    _same("электрик"),
    (("парикмахер",), ("парикмахер", "барбер", "стрижк")),
    # a haircut, a dog's grooming too ("сколько стоит стрижка бублика" over a weekend trip with the dog: oneline699, session 48)
    (("стрижк", "подстри"), ("парикмахер", "барбер", "стрижк", "подстри", "груминг", "грумер", "groom", "haircut", "barber"), "стрижка"),
    (("юрист",), ("юрист", "адвокат")),
    (("нотариус",), ("нотариус", "нотариал")),  # "нотариальное заверение 600 р" (oneline391)
    _same("бухгалтер"),
    _same("риелтор", "риэлтор"),
    _same("куратор"),
    (("хендлер",), ("хендлер", "handler")),  # a dog show's handler (oneline476, session 44)
    # after school (oneline486), in Serbian too ("продужени боравак до 16:00": oneline433)
    (("продлёнк", "продленк"), ("продлёнк", "продленк", "гпд=", "продлённ", "продленн", "продужен"), "продлёнка"),
    # a photographer, not "фотографии со свадьбы"
    (_whole("фотограф", "", "а", "у", "ом", "ы", "ов"), ("фотограф", "photographer", "фотосесс", "съемк", "съёмк"), "фотограф"),
    # a coach, not "тренерская категория"
    (_whole("тренер", "", "а", "у", "ом", "ы", "ов"), ("тренер", "инструктор", "coach", "trainer", "instructor"), "тренер"),
    (("няня", "няни", "няне", "няню", "няней"), ("нян", "nanny", "babysit"), "няня"),
    (("директор",), ("директор", "director", "дир.")),
    # a priest: the church choir's conductor is not one ("как позвонить настоятелю храма": oneline452, session 43)
    (("настоятел", "батюшк", "священник"), ("настоятел", "батюшк", "священник", "иерей", "протоиерей", "priest"), "настоятель"),
    # a landlord, said as the owner of a flat, a room or premises ("до какого числа скинуть хозяйке за квартиру", `_LANDLORD`): the
    # hen party's note does not say whom the rent is paid to (oneline449, session 43); a pet's or a salon's owner is no landlord
    (("арендодател",), _RENTED + ("арендодател", "собственник", "депозит", "залог", "landlord", "rent", "owner", "deposit"),
     "арендодатель"),
    (("репетитор",), _TUTOR),
    _same("оппонент"),
    # a class teacher: the tutor's or the coach's phone is not hers
    # (in Serbian and Montenegrin "разредни/разредна": oneline630, session 46)
    (("классная", "классной", "классную"), ("классн", "кл=", "руковод", "учител", "учительниц", "педагог", "teacher", "разредн"),
     "классный руководитель"),
    # a blood test's value and an X-ray: the heart monitor's note does not give the cholesterol, the surgery's no X-ray
    # (oneline286, 289, session 38)
    # (or the statin prescribed for it: "какие таблетки пью от холестерина" over "Аторвастатин 20 мг 1 таб на ночь", oneline523)
    # (or the lipid profile that measures it: "где сдать кровь на холестерин" over "Инвитро …: липидный профиль", oneline640)
    (("холестерин",), ("холестерин", "cholesterol", "лпнп", "лпвп", "ldl", "hdl", "липидограм", "липидн", "lipid", "статин",
                       "аторвастатин", "розувастатин", "симвастатин", "аторис", "крестор", "липримар", "розукард", "торвакард", "statin",
                       "atorvastatin", "rosuvastatin"), "холестерин"),
    (("гемоглобин", "гликир"), ("гемоглобин", "гликир", "hba1c", "hemoglobin", "hb=", "hgb"), "гемоглобин"),  # "HGB 112" (oneline569)
    # (or the iron prescribed for it: "таблетки от низкого ферритина" over "железо Ferrum Lek 1 т/день 2 мес", oneline459, session 44)
    (("ферритин",), ("ферритин", "ferritin", "желез", "iron", "ferrum", "сорбифер", "мальтофер", "тардиферон", "феррум"), "ферритин"),
    (("креатинин",), ("креатинин", "creatinin"), "креатинин"),
    # blood sugar (not a glucometer, "сахаромер"): the iron's and the haemoglobin's test does not give it (oneline344, session 40)
    # (or the meter's strips and lancets: "Полоски для Витиного Контур Плюс" for "где дешевле полоски для сахара", oneline428)
    # (or the pills "от сахара", said by their names: "Метформин Лонг 1000 — 2 таб на ночь … Льготный рецепт", oneline464, session 44)
    (_whole("сахар", "", "а", "у", "ом", "е") + ("глюкоз",), ("сахар", "глюкоз", "glucose", "sugar", "hba1c", "гликир", "глюкометр",
                                                              "полоск", "ланцет", "метформин", "глюкофаж", "сиофор", "диабет",
                                                              "инсулин"), "сахар"),
    (("рентген",), _XRAY, "рентген"),
    # a flight: the hotel's price is not the plane ticket's ("сколько стоил билет на самолёт в Москву": oneline291, session 38)
    (("самол", "авиабилет", "перелет", "перелёт"), (*_GLOSSARY["flight"], "посадочн", "flight"), "самолёт"),
    # a host of a wedding: the venue's note does not name one ("кто ведущий на свадьбе у Даши": oneline300, session 38)
    (_whole("ведущ", "ий", "его", "ему", "им", "ая", "ую", "ей") + _whole("тамад", "а", "у", "ы", "ой"),
     ("ведущ", "тамад", "шоумен", "mc", "host"), "ведущий"),
    # a judge: the client's note does not name the case's ("какой судья у Петрова": oneline297, session 38)
    (_whole("суд", "ья", "ьи", "ье", "ью", "ьей", "ьёй", "ей"), ("судь", "judge"), "судья"),
    # a home, paid for or lived in: a flat, a room, a dorm, a guest house by the day, a mortgage; the money sent to parents is
    # not one ("сколько плачу за жильё в месяц" over "Квартира Agios Tychonas … 1 250 €/мес", oneline459, session 44), nor the
    # bills (the wife's "коммуналку она платит сама" for "до какого числа платить за жильё": oneline196)
    (_whole("жиль", "е", "ё", "я", "ю", "ем", "ём"), _RENTED + ("жиль", "квартир", "комнат", "комн=", "общаг", "общежит", "гостев",
                                                              "гостиниц", "отел", "hotel", "villa", "вилл", "хостел", "hostel",
                                                              "airbnb", "посуточ", "сут", "домик", "ипотек", "rent", "снима",
                                                              "apartment", "flat="), "жильё"),
    # a pension: the neighbour's note does not say what it is
    (("пенсия", "пенсию", "пенсии", "пенсий"), ("пенси", "pension"), "пенсия"),
    # a leave: a shift or a school timetable does not say when it is ("когда у Андрея отпуск" over "сутки/трое: 2, 6, 10");
    # asked as such ("за отпуск"), not as a time ("пока я в отпуске") nor as its pay ("отпускные"); a trip's package says it
    # ("Турция 16-26 мая: Сиде, Sea Planet Resort 4*, all incl, … остаток до 15.04": oneline406, session 42)
    (_whole("отпуск", "", "а", "у") + _whole("отгул", "", "а", "ы"), ("отпуск", "отгул", "отдых", "vacation", "holiday", "leave",
                                                                    "путевк", "путёвк", "тур=", "турагент", "resort", "санатор",
                                                                    "инклюзив", "inclusive=", "incl=",
                                                                    "urlaub"),  # German (oneline594, session 46)
     "отпуск"),
    (("каникул",), ("каникул", "holiday", "vacation", "break"), "каникулы"),
    # a ski pass: the trip's hotel and transfer prices are not its price ("сколько стоит скипасс в Шерегеше": oneline286, 458)
    (("скипас", "пасс=", "пассы=", "пасса="), ("скипас", "пасс=", "пассы=", "пасса=", "skipass", "pass=", "подъемник",
                                                 "подъёмник"), "скипасс"),
    # a roadworthiness test: the car's insurance does not say when it is due
    (("техосмотр",), _INSPECTION, "техосмотр"),
    # a tax: the car's insurance does not say what its transport tax is; the single tax account ("ЕНС") and the operator
    # sending a till's receipts to the tax office ("ОФД": "касса не отправляет чеки в налоговую", oneline292) say it
    (("налог",), ("налог", "ндфл", "вычет", "фнс", "ифнс", "усн", "нпд", "есхн", "самозанят", "декларац", "турналог", "енс=", "офд=",
                 "tax", "steuer", "finanzamt",  # a German tax office (oneline419)
                 "monotribut", "afip"), "налог"),  # the Argentine self-employed's tax (oneline516, session 45)
    # a driving licence: the passport's date is not its ("до какого числа мои водительские права": oneline532, session 45)
    # (not "водительская карточка", "медкомиссия": a tachograph's card, a medical check: oneline30, 147)
    (("права=", "прав="), ("водительск", "прав", "ву=", "удостоверен", "licen", "driving", "категори", "кат="), "права"),
    # a train: the son's allowance does not say what his ticket costs ("поездка" is a trip, not a train)
    (("поезд=", "поезда", "поезде", "поездом", "поезду", "электричк"), ("поезд", "ржд", "ласточк", "сапсан", "вагон", "купе",
                                                                     "плацкарт", "вокзал", "электричк", "train",
                                                                     "ice=", "hbf", "bahn"), "поезд"),  # a German one (oneline539)
    # a kindergarten: the dog groomer's price is not what it costs
    # (oneline419; a Portuguese "creche", oneline440, session 43; a Spanish "jardín", oneline516, session 45)
    (("садик", "детсад", "ясл"), ("сад", "детсад", "дс=", "ясл", "kindergarten", "nursery", "воспит", "kita",
                                    "creche", "crèche", "educadora", "jardin", "jardín"), "садик"),
    # a vaccination: a note on the pet's food or the doctor's shifts does not say when it is
    (("привив", "вакцин", "ревакцин"), VACCINES, "прививка"),
    # an insurance: the mortgage's payment does not say what its insurance costs
    (("страховк", "автостраховк", "каско", "осаго") + _whole("полис", "", "а", "у", "ом", "ы", "ов"), _INSURANCE, "страховка"),
    # shoes: a sweater's sizes do not say the shoe size ("какой размер обуви у свекрови")
    (("обув",), _SHOES, "обувь"),
    # a car's parts: the car's insurance or its gearbox repair does not say when its brake pads, its oil or its battery were
    # changed (blind sets oneline210, 245, 258 and 267, session 37)
    (("колодк",), ("колодк", "тормоз", "pads", "brake"), "колодки"),
    (_whole("масл", "о", "а", "е", "у", "ом"), ("масл", "oil", "motul", "mobil", "castrol", "shell", "liqui", "лукойл", "роснефть",
                                              "rosneft", "elf=", "total", "zic=", "отработ", "смазк", "0w", "5w", "10w", "15w", "20w"), "масло"),
    (("аккумулятор", "акб="), ("аккум", "акб", "battery", "батаре", "varta", "ач="), "аккумулятор"),
    # tyres, a timing belt: the car's insurance or its winter tyres do not say what they cost (blind sets oneline16, 155, 163,
    # 219)
    (("резин", "шин=", "шины=", "шину=", "шинам=", "шинах=", "покрышк"), _TYRES + ("покрышк", "tyre", "tire", "nokian", "michelin",
                                                                                    "cordiant", "pirelli", "bridgestone", "continental",
                                                                                    "hankook", "yokohama", "toyo"), "резина"),
    (("грм=",), ("грм", "ремень", "ремня", "timing"), "ГРМ"),
    # a clutch: the Niva's service of oil, filters and pads does not say what it cost (oneline452, session 43)
    (("сцеплени",), ("сцеплени", "clutch", "корзин", "выжимн"), "сцепление"),
    # a pet's spaying or a grooming, a dry cleaning, a transfer: a pet's vaccination or food, a camera's cleaning, a package
    # tour do not say what they cost (not a sterilizer, "стерилизатор")
    (("стерилизац", "стерилизова", "стерилизу", "кастрац", "кастрир"), ("стерил", "кастр", "spay", "neuter", "steril", "castr"),
     "стерилизация"),
    (("груминг", "грумер"), ("груминг", "грумер", "стриж", "groom"), "груминг"),  # "стрижка собаки у грумера" (oneline449)
    (("химчистк",), ("химчистк", "dry"), "химчистка"),
    (("трансфер",), ("трансфер", "transfer", "такси", "taxi"), "трансфер"),
    # a tachograph's calibration: its inspection's fine does not say what it cost; a banquet: the toastmaster's fee is not
    # its price (blind sets oneline270, 272, session 37)
    (("калибровк", "калибровал"), ("калибр", "calibrat"), "калибровка"),
    (("банкет",), ("банкет", "ресторан", "кафе", "зал=", "зала=", "зале=", "меню", "banquet", "restaurant", "venue"), "банкет"),
    # a pet's food: its vaccination's note does not say which ("какой корм берём Баксу"; not "кто будет кормить кота", but "чем
    # кормить Барсика", `_FEEDING`: oneline467, session 44; a baby's formula and bees' candy are food too); a rating: a tournament's
    # fee does not give it ("какой у меня рейтинг в ИЦЦФ") (blind sets oneline311, 330, 333, session 40)
    (_whole("корм", "", "а", "у", "ом", "е", "ов", "ы"), ("корм", "food", "royal", "роял", "purina", "пурина", "proplan", "проплан",
                                                        "hill", "хиллс", "acana", "grandorf", "monge", "brit=", "farmina", "orijen",
                                                        "whiskas", "вискас", "pedigree", "педигри", "felix", "sheba", "chappi",
                                                        "чаппи", "пауч", "комбикорм", "зерносмес", "сено=", "сена=", "смес", "канди",
                                                        "сухой", "влажн", "консерв", "padovan", "gourmet", "рацион", "прикорм",
                                                        "нутрилон", "nutrilon", "feed"), "корм"),
    (("рейтинг",), ("рейтинг", "rating", "elo=", "эло=", "ммр=", "mmr="), "рейтинг"),  # a game's MMR ("мой ммр 2 840": oneline405)
    # a card's PIN: a disability certificate's number is not it ("пин-код от Витиной карты": oneline346, session 40)
    (("пин=", "пинкод"), ("пин=", "pin=", "пинкод", "код=", "code="), "пин-код"),
    # a hotel (not a cow's calving, "отёл"): the train's tickets do not say what it costs; seeds: the harvest's sale price is not
    # theirs (blind sets oneline339, 340, session 40)
    (("гостиниц", "хостел") + _whole("отел", "ь", "я", "ю", "е", "ем", "и", "ей", "ях"),
     ("отел", "гостиниц", "гост=", "хостел", "hotel", "hostel", "booking", "букинг", "airbnb", "апарт", "санатори", "турбаз",
      "guesthouse", "гостев", "посуточн", "пансионат",
      # a hotel said by its chain ("Роза Хутор, Park Inn, бронь 7743015": oneline692, session 48)
      "inn=", "hilton", "marriott", "radisson", "hyatt", "novotel", "ibis=", "mercure", "azimut", "азимут"), "гостиница"),
    (("семена=", "семян=", "семенами=", "семенах=", "посевн"), ("семена", "семян", "семенн", "посевн", "seed", "гибрид",
                                                                      "сев=", "сева=", "посев", "высев", "сеялк"), "семена"),
    # a meter's verification: the day readings are due is not it; a cleaning (of teeth): a root canal's price is not its
    # (blind sets oneline18, 233, 254, 336, 337, session 40)
    (("поверк",), ("поверк", "поверен", "поверя", "поверит", "поверил", "калибр", "verif", "метролог"), "поверка"),
    # (a dental hygiene asked, "цена проф гигиены", and a hygienist's visit: oneline692, 693, session 48)
    (_whole("чистк", "а", "и", "у", "е", "ой") + ("гигиен",),
     ("чистк", "химчистк", "чистит", "чистил", "почист", "гигиен", "clean", "airflow", "эйрфлоу", "скейлинг", "hygien"), "чистка"),
    # the internet (not an online shop, `_WEB_SHOP`): the child allowance's monthly sum is not what it costs (oneline335)
    (_whole("интернет", "", "а", "у", "ом", "е"), ("интернет", "internet", "провайдер", "wifi", "wi=", "вайфай", "роутер", "router",
                                                "ростелеком", "домру", "билайн", "мтс=", "мегафон", "теле2", "ттк=", "beeline",
                                                "mts=", "megafon", "мбит", "mbit", "гбит", "gpon"), "интернет"),
    # electricity by the kilowatt: the internet's tariff is not its price; a gardening partnership: a greenhouse's order does
    # not say its fee; a wisdom tooth: a teeth cleaning does not say what pulling it costs (blind sets oneline358, 359, 362,
    # session 41)
    (("киловатт", "квт="), ("квт", "киловатт", "свет=", "света=", "электр", "kwh", "энерг"), "электричество"),
    (("товарищест", "снт="), ("снт", "товарищест", "садовод", "правлени", "членск", "председател"), "садовое товарищество"),
    (("мудрост",), ("мудрост", "восьмерк", "удал"), "удаление зуба мудрости"),  # (not "зуб": `says` reads the label's words)
)
# Two words that name one thing: "dry cleaning" is "химчистка".
_LICENCE = ("ву=", "права=", "прав=", "водительск", "удостоверени", "licen")
_PAIRS = {("dry", "cleaning"): ("химчистк",), ("dry", "cleaner"): ("химчистк",), ("dry", "cleaners"): ("химчистк",),
          ("technical", "inspection"): _INSPECTION, ("speech", "therapist"): ("логопед",),
          ("lung", "doctor"): ("пульмонолог",), ("lung", "specialist"): ("пульмонолог",),
          ("eye", "doctor"): ("офтальмолог", "окулист", "глазн"), ("eye", "specialist"): ("офтальмолог", "окулист", "глазн"),
          ("heart", "doctor"): ("кардиолог",), ("heart", "specialist"): ("кардиолог",),  # oneline392, session 42
          ("skin", "doctor"): _DERMATOLOGIST,
          ("x", "ray"): _XRAY,  # "the dog's x-ray" (oneline434)
          # a driving licence as a Russian note writes it ("ВУ 7427 651903, кат. B, C, CE": oneline426, session 43), not
          # driving lessons
          **{(driver, licence): _LICENCE for driver in ("driving", "driver", "drivers") for licence in ("licence", "license")}}
_ENGLISH = re.compile(r"[a-z]+(?:'s|’s)?")
_TECHNICIAN = re.compile(r"зубн[а-яё]* техник")  # a dental technician is no dentist
_WEB_SHOP = re.compile(r"интернет[- ]?магазин")  # an online shop is no internet connection
# a foot's size is a shoe size: "какой размер ноги у Насти" is not her ring's (oneline437, session 43); a leg alone is no shoe
_FOOT_SIZE = re.compile(r"\bразмер[а-яё]* ног[иуа]\b")
# (premises: "когда отдавать деньги хозяину за цех", oneline473, session 44)
_LANDLORD = re.compile(r"\bхозя[а-яё]*(?: за)? (?:квартир|комнат|студи|помещени|гараж|бокс|цех|офис|склад|мастерск)[а-яё]*")
_TO_HOTEL = re.compile(r"\b(?:до|от|из|к) (?:отел|гостиниц)[а-яё]*")  # a way to a hotel ("трансфер до отеля") asks no hotel
# a lawn's, claws' or a beak's trim is no haircut ("лезвие для стрижки газона", "подстричь клюв попугаю": oneline7, 428, session 48)
_TRIM = re.compile(r"\b(?:стрижк|подстри)[а-яё]*(?= (?:[а-яё]+ )?(?:газон|когт|клюв|ногт|куст|трав|изгород|живой))")
# a doctor said by whom or what they treat: a pediatrician ("когда к детскому врачу с дочкой"), a cardiologist ("когда везти
# свекровь к сердечному врачу": oneline398, 401, session 42), an eye doctor, a dermatologist, a gynecologist
_DOCTOR_OF = {"детск": "педиатр", "сердечн": "кардиолог", "глазн": "окулист", "кожн": "дерматолог", "женск": "гинеколог",
              "гормональн": "эндокринолог",  # "когда к гормональному врачу" (oneline497, session 44)
              "легочн": "пульмонолог", "лёгочн": "пульмонолог",  # "когда к лёгочному врачу" (oneline431, session 43)
              "сосудист": "флеболог"}  # "когда запись к сосудистому врачу" (oneline545, session 45)
# or by what they treat after "по" ("на какое число записалась к врачу по голове": a neurologist, oneline446; "к врачу по
# щитовидке": an endocrinologist, oneline441, session 43)
_DOCTOR_FOR = {"голов": "невролог", "сердц": "кардиолог", "глаз": "окулист", "зуб": "стоматолог", "сахар": "эндокринолог",
               "щитовидк": "эндокринолог", "кож": "дерматолог", "желуд": "гастроэнтеролог", "лёгк": "пульмонолог",
               "легк": "пульмонолог", "аллерг": "аллерголог",  # "когда приём у врача по аллергии" (oneline468, session 44)
               "почк": "уролог", "сустав": "суставной"}  # "когда приём у врача по почкам", "по суставам" (oneline471, 492)
# Food asked as feeding ("чем кормить Барсика", "чем кормлю собаку"): the food's name; not who feeds ("кто будет кормить кота")
_FEEDING = re.compile(r"\bчем (?:под)?корм[а-яё]*")
_DOCTOR_BY = re.compile(r"\b(?:врач|доктор)[а-яё]* по (" + "|".join(_DOCTOR_FOR) + r")[а-яё]*")
_DOCTOR_SAID = re.compile(r"\b(" + "|".join(_DOCTOR_OF) + r")[а-яё]* (?:врач|доктор)[а-яё]*")
# The rewrites of `_rewritten`, in order: each phrase and what it is rewritten to.
_REWRITES = ((_WEB_SHOP, "магазин"), (_TO_HOTEL, " "), (_TRIM, "обрезка"), (_FOOT_SIZE, "размер обуви"), (_FEEDING, "чем корм"),
             (_DOCTOR_BY, lambda said: _DOCTOR_FOR[said[1]]), (_LANDLORD, "арендодатель"), (_TECHNICIAN, "техник"),
             (_DOCTOR_SAID, lambda said: _DOCTOR_OF[said[1]]))
_RUSSIAN = re.compile(r"[а-яё]+")
_WORD = re.compile(r"[^\W_]+")  # in any script: "jardín", "gynäkolog", "crèche" are one word each (session 45)


def glossed(query: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The words of `query` this glossary lists (a plural or a possessive as the word: "vet's", "tyres"), each with its
    Russian stems; "dry cleaning" as one."""
    words = [word.split("'")[0].split("’")[0] for word in _ENGLISH.findall(query.lower())]
    found, paired = {}, set()
    for at, (first, second) in enumerate(zip(words, words[1:])):
        if (first, second) in _PAIRS:
            found[f"{first} {second}"] = _PAIRS[(first, second)]
            paired |= {at, at + 1}
    for word in (word for at, word in enumerate(words) if at not in paired):
        base = word if word in _GLOSSARY else word[:-1] if word.endswith("s") and word[:-1] in _GLOSSARY else None
        if base is not None:
            found.setdefault(base, _GLOSSARY[base])
    return tuple(found.items())


def named_roles(query: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The doctors, trades and leaves of `_ROLES` a Russian question names ("когда папе к кардиологу", "к зубному",
    "когда у Андрея отпуск"), each as its name with the stems a note says it with."""
    words = _RUSSIAN.findall(_rewritten(query))
    return tuple(((named or asked)[0], stems) for asked, stems, *named in _ROLES
                 if any(word == stem[:-1] if stem.endswith("=") else word.startswith(stem) for word in words for stem in asked))


def _rewritten(query: str) -> str:
    """`query` in lower case, the phrases that name a role or a thing otherwise rewritten: a dental technician, a doctor said
    by whom or what they treat, an online shop, a way to a hotel, a foot's size, a flat's owner, food asked as feeding."""
    lowered = query.lower()
    for phrase, said in _REWRITES:
        lowered = phrase.sub(said, lowered)
    return lowered


def says(text: str, word: str, stems: tuple[str, ...]) -> bool:
    """Whether `text` holds a word starting with one of `stems` (`says_in`) or with `word` itself ("Ampeg" for "amp")."""
    return says_in(words_of(text), (*stems, *word.split()))


def words_of(text: str) -> tuple[str, ...]:
    """The words of `text` in lower case, as `says_in` reads them."""
    return tuple(_WORD.findall(text.lower()))


def says_in(written: tuple[str, ...], stems: tuple[str, ...]) -> bool:
    """Whether one of the words `written` (`words_of`) starts with one of `stems` (a stem ending in "=": that word; one starting
    with "~": a word holding it, the end of a compound, "Янтарьэнергосбыт" for "~энергосбыт")."""
    return any(token == stem[:-1] if stem.endswith("=") else stem[1:] in token if stem.startswith("~") else token.startswith(stem)
               for token in written for stem in stems)

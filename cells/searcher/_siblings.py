"""Acronyms of one kind ("ОМС" and "ОСАГО" are both insurance policies), and things of one kind a question names by a common
word (a fish, a disease a jab is against, a subject, a sport, a utility, a language): a note naming another of the kind and not the one
a question asks about is about that other.

An acronym no searched note holds is looked for only in a hit far in meaning (searcher._named_in_notes: a note may call
"ОСАГО" "страховка на машину"). But a note that names a sibling does not call the asked one so: "номер полиса ОМС"
over "ОСАГО … полис ХХХ 0348571923" was answered at 0.88 (e2e/FINDINGS.md, session 23). A question may type one of
them in lower case ("сколько стоит каско на весту", "номер снилса у мамы"): it is the same acronym (session 24).
"""
import re

from ._glossary import VACCINES, says_in, words_of
from ._names import holds_names

# (a vehicle's papers last: "номер ПТС" over the ОСАГО note is about the policy; an acronym's kind is the first holding it, so
# "ОСАГО" keeps its policies' kind)
_KINDS = (("ОМС", "ДМС", "ОСАГО", "КАСКО", "ВЗР"), ("СНИЛС", "ИНН", "ОГРН", "ОГРНИП", "КПП"), ("ВТБ", "РСХБ", "ПСБ", "МКБ"),
          ("ПТС", "СТС", "ОСАГО", "КАСКО"))
# Typed in lower case: not "кпп" (a gearbox) or "мкб" (a code); a case ending only where it cannot make a word ("омск")
_TYPED_LOWER = re.compile(r"(омс|дмс|осаго|каско|инн|втб)|(снилс|огрн(?:ип)?)(а|у|ом|е)?")
_BASE = re.compile(r"[А-ЯЁ]+")


def typed_lower(word: str) -> str | None:
    """`word` as the acronym of `_KINDS` a question typed in lower case ("каско" -> "КАСКО", "снилса" -> "СНИЛСа"), or None."""
    found = _TYPED_LOWER.fullmatch(word)
    if found is None:
        return None
    return (found[1] or found[2]).upper() + (found[3] or "")


def names_sibling(acronym: str, text: str) -> bool:
    """Whether `text` names another acronym of `acronym`'s kind (a capital-letter word of `_KINDS`, any case)."""
    return any(holds_names(text, (other,)) for other in _others(acronym, _KINDS))


def _others(acronym: str, groups: tuple[tuple[str, ...], ...]) -> tuple[str, ...]:
    """The other acronyms of the first of `groups` that holds `acronym` (perhaps with a case ending, "СНИЛСа")."""
    base = _BASE.match(acronym)
    asked = base[0] if base else acronym.upper()
    group = next((group for group in groups if asked in group), ())
    return tuple(other for other in group if other != asked)


# Acronyms of one thing: a body renamed or called otherwise ("когда Дима сдаёт на грузовик в ГАИ" over "экзамен ГИБДД 28.01":
# oneline340, session 40)
_ALIASES = (("ГАИ", "ГИБДД", "ДПС"), ("ПФР", "СФР", "ФСС"), ("ФМС", "УФМС", "ГУВМ"), ("ЖКХ", "ЖКУ"), ("ФНС", "ИФНС"),
            # an emigrant's interior ministry: the Czech "MV ČR" (oneline503, session 45)
            ("МВД", "MV"))


def names_alias(acronym: str, text: str) -> bool:
    """Whether `text` names another acronym of the thing `acronym` names (`_ALIASES`)."""
    return any(holds_names(text, (other,)) for other in _others(acronym, _ALIASES))


# Things of one kind a question names by a common word ("когда Мише прививка от кори", "сколько весил сом", "когда экзамен по
# патанатомии"): a note naming another thing of the kind and not the one asked is about that other (the schedule of the DTP
# and polio jabs, the carp and the pike caught, pathophysiology's exam: blind sets oneline280, 284 and 285, session 38). Each
# thing: the stems a question names it by, then the other stems a note may say it with ("КПК" is the measles jab, algebra is
# mathematics); a stem ending in "=" is that word only ("сом", not "сомнение").
def _thing(asked: tuple[str, ...], *also: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    return asked, asked + also


_MMR = ("кпк", "приорикс", "вактривир", "mmr")
_DTP = ("акдс", "адс", "адсм", "инфанрикс", "пентаксим", "гексаксим", "адасель", "dtp", "tdap")
_THINGS = (
    (_thing(("сом=", "сома=", "сому=", "сомом=", "соме=", "сомы=", "сомов="), "catfish"), _thing(("сазан",)),
     _thing(("щук", "щучк"), "pike"), _thing(("судак",), "zander"), _thing(("окун",), "perch"), _thing(("лещ",), "bream"),
     _thing(("карас",)), _thing(("карп",), "carp"), _thing(("плотв",)), _thing(("вобл",)), _thing(("жерех",)), _thing(("таймен",)),
     _thing(("хариус",)), _thing(("форел",), "trout"), _thing(("сёмг", "семг"), "salmon"), _thing(("налим",)), _thing(("чехон",)),
     _thing(("толстолоб",)), _thing(("осетр", "осётр")), _thing(("стерляд",))),
    # the diseases a jab is asked against, and the vaccines a note names instead
    (_thing(("кор=", "кори=", "корь=", "корью="), *_MMR, "measles"), _thing(("краснух",), *_MMR, "rubella"),
     _thing(("паротит", "свинк"), *_MMR, "mumps"), _thing(("коклюш",), *_DTP, "pertussis"), _thing(("дифтери",), *_DTP),
     _thing(("столбняк",), *_DTP, "tetanus"), _thing(("полио",), "имовакс", "пентаксим", "гексаксим", "ипв", "опв"),
     _thing(("гепатит",), "гексаксим", "энджерикс", "регевак", "hepatitis"),
     _thing(("грипп",), "ваксигрипп", "совигрипп", "ультрикс", "гриппол", "flu", "influenza"),
     _thing(("ковид", "covid", "коронавирус"), "спутник", "sputnik"), _thing(("энцефалит", "клещ"), "энцепур", "tick", "бравекто", "симпарик", "некстгард", "фронтлайн",
                                                                    "форесто", "foresto"),
     _thing(("пневмокок", "пневмо="), "превенар", "пневмо", "синфлорикс", "pneumo"), _thing(("ротавирус",), "ротатек"),
     # (rabies as Nobivac's "R": "DHPPi+L+R", oneline568, session 46)
     _thing(("ветрянк", "ветряно"), "варилрикс", "chickenpox"), _thing(("бешенств",), "рабиес", "rabies", "рабизин", "r="), _thing(("бруцелл",), "brucell"),
     _thing(("лептоспир",), "leptospir"), _thing(("чумк",), "distemper"),
     # a worming pill is no jab ("когда кошке давать от глистов" over "прививка Нобивак 12.02": oneline533, session 45)
     _thing(("глист", "гельминт"), "дегельминт", "антигельминт", "мильбемакс", "милбемакс", "milbemax", "дронтал", "drontal", "празицид",
            "профендер", "profender", "каниквантел", "прател", "празител", "worm"), _thing(("привив", "вакцин", "ревакцин"), *VACCINES),
     _thing(("впч", "папиллом"), "гардасил", "hpv"), _thing(("туберкул", "бцж"), "манту", "диаскин")),
    # subjects: of a medical school, of a school
    (_thing(("патанатом", "патан=")), _thing(("патфиз", "патофизиолог")), _thing(("гистолог",)), _thing(("биохим",)),
     _thing(("фармакол", "фарма=", "фарму=", "фармы=", "фарме=")), _thing(("микробиолог", "микра=", "микру=", "микры=")),
     _thing(("анатоми", "анатом=")), _thing(("алгебр",), "матем", "math"), _thing(("геометр",), "матем", "math"),
     # (mathematics, "мат" too, and Russian as a school's: "когда у Насти экзамен по русскому" over "ОГЭ математика 27.05", oneline572, 585)
     _thing(("математ", "матем="), "алгебр", "геометр", "мат=", "матан", "math"), _thing(("русск",), "russian"),
     _thing(("физика=", "физик=", "физики=", "физике=", "физику=", "физикой="), "physics"), _thing(("химия=", "химии=", "химию=", "химией="), "chemistry"),
     _thing(("биолог",), "biology"), _thing(("истори",), "history"), _thing(("литератур",), "literature"),
     _thing(("информатик",), "informatics", "computer"), _thing(("географ",), "geography"),
     # a school's languages are subjects too: a maths tutor's fee is not the English one's (oneline548, session 46)
     _thing(("английск", "англ="), "english"), _thing(("немецк",), "german"), _thing(("французск",), "french")),
    (_thing(("футбол",), "football", "soccer"), _thing(("хоккей", "хокке"), "hockey"), _thing(("бокс",), "boxing"),
     _thing(("плаван", "бассейн"), "swim", "pool"), _thing(("теннис",), "tennis"), _thing(("шахмат",), "chess"),
     _thing(("гимнаст",), "gymnast"), _thing(("борьб", "самбо", "дзюдо")), _thing(("карате", "каратэ"), "karate"),
     _thing(("танц", "хореограф"), "danc"), _thing(("волейбол",), "volleyball"), _thing(("баскетбол",), "basketball"),
     _thing(("лыж",), "ski"), _thing(("фитнес", "тренажерн", "тренажёрн", "спортзал", "качалк"), "gym", "fitness"),
     # (yoga and figure skating: "телефон тренера по йоге" over the skating coach's fee: oneline393, session 45)
     _thing(("йога=", "йоги=", "йоге=", "йогу=", "йогой="), "yoga"), _thing(("фигурн", "фигурк"), "figure"),
     # climbing: its pass is not the pool's ("сколько стоит абонемент в бассейн" over "абонемент Скалатория": oneline557, session 46)
     _thing(("скалолаз", "скалодром", "болдер", "боулдер"), "скалатори", "climb", "boulder"),
     # a kayak club's fee is not the gym's ("сколько стоит абонемент в спортзал" over "Клуб "Кама-каяк": взнос 6000/сезон":
     # oneline26, session 48)
     _thing(("каяк", "байдар", "гребл"), "kayak", "rowing", "canoe"),
     # riding: the riding club's pass is not the pool's ("сколько стоит бассейн для алисы": oneline712, session 48)
     _thing(("конн", "верхов", "конюш"), "кск=", "riding", "equestr")),  # "КСК Донской Аллюр": a riding club
    # vehicles on land and on water: the car's policy is not the boat's ("сколько стоит страховка на катер" over "ОСАГО на Ниву":
    # oneline567, session 46); an ОСАГО insures a car and a motorbike alike ("ОСАГО на ямаху MT-07": oneline117)
    (_thing(("машин", "автомоб", "мотоцикл", "байк"), "осаго", "каско", "car=", "motorbike", "motorcycle"),
     _thing(("катер", "лодк", "лодоч", "яхт"), "boat", "yacht"),
     # and a home: the car's policy is not the flat's ("номер полиса страховки квартиры" over "страховка машины Admiral, полис
     # P77310492": oneline693, session 48)
     _thing(("квартир", "жиль", "недвижим"), "кв=", "ипотек", "flat", "apartment")),
    # a hockey player's gear: the skates' size is not the helmet's ("какой размер шлема у Егора": oneline422, session 42)
    (_thing(("шлем",), "helmet"), _thing(("коньк", "коньки="), "skate"), _thing(("клюшк",), "stick"),
     _thing(("краги", "крагов", "перчатк"), "glove"), _thing(("щитк",), "shin", "pads"), _thing(("нагрудник",), "shoulder")),
    # a home's utilities: the gas account is not the water's ("лицевой счёт за воду": oneline319, session 39)
    (_thing(("вода=", "воду=", "воды=", "водой=", "водоканал", "хвс", "гвс", "водоснабжен"), "water"),
     # (and "газового счётчика": oneline606, 608, session 46)
     # (a gas water heater is gas: "колонка Termet опять гаснет" in boiler-repair.md, oneline722, session 48)
     _thing(("газ=", "газа=", "газу=", "газом=", "газов", "газпром", "межрегионгаз", "газоснабжен"), "gas", "колонк"),
     # (a regional supplier's name, "Янтарьэнергосбыт лицевой счёт …": oneline706, session 48)
     _thing(("свет=", "света=", "свету=", "светом=", "электричеств", "электроэнерг", "энергосбыт"), "квт", "electric", "~энергосбыт",
             "~электросбыт"),
     # (a boiler heats: "кому звонить если отопление не зажигается" over "Котёл Baxi … Газовщик Андрей": oneline599, session 46)
     _thing(("отоплени", "теплосет", "теплоснабжен"), "heating", "котел=", "котёл=", "котла=", "котлу=", "котлом=", "котле=",
             "boiler"),
     _thing(("мусор", "тко="), "garbage")),
    # crops: the sunflower's seeds are not the wheat's ("почём семена пшеницы за тонну": oneline340, session 40)
    (_thing(("пшениц",), "wheat"), _thing(("подсолн",), "sunflower"), _thing(("кукуруз",), "corn", "maize"), _thing(("ячмен",), "barley"),
     _thing(("овёс=", "овес=", "овса=", "овсу=", "овсом="), "oat"), _thing(("греч",), "buckwheat"), _thing(("рапс",), "rapeseed"),
     _thing(("соя=", "сои=", "сою=", "соей="), "soy"), _thing(("свекл", "свёкл"), "beet"), _thing(("рожь=", "ржи="), "rye")),
    (_thing(("английск", "англ="), "english"), _thing(("немецк",), "german"), _thing(("французск",), "french"),
     _thing(("испанск",), "spanish"), _thing(("китайск",), "chinese"), _thing(("итальянск",), "italian"),
     _thing(("японск",), "japanese"), _thing(("корейск",), "korean")),
    # a blood test's analytes: the haemoglobin and cholesterol of a test are not its vitamin D ("какой у меня был витамин D в
    # анализах": oneline501, session 45)
    (_thing(("холестерин",), "cholesterol", "лпнп", "лпвп", "ldl", "hdl", "липидн", "lipid"), _thing(("ферритин",), "ferritin"),
     _thing(("гемоглобин",), "hb", "hgb", "haemoglobin", "hemoglobin"), _thing(("глюкоз",), "сахар", "glucose"),
     _thing(("ттг",), "tsh"), _thing(("витамин",), "вит=", "vitamin"), _thing(("креатинин",), "creatinine"),
     _thing(("билирубин",), "bilirubin")),
    # cars by their make and its models, in either alphabet: the Priora's policy is not the Volvo's ("до какого числа осаго на
    # вольво" over "ОСАГО на приору …": oneline686, session 48)
    (_thing(("лада=", "лады=", "ладу=", "ладе=", "ладой=", "ваз=", "приор", "гранту=", "гранте=", "грантой=", "веста=", "весты=",
             "весте=", "весту=", "вестой=", "нива=", "нивы=", "ниве=", "ниву=", "нивой=", "ларгус", "жигул", "lada", "priora",
             "granta", "vesta", "niva=", "largus")),
     _thing(("киа=", "kia=", "рио=", "rio=", "спортейдж", "sportage", "соренто", "sorento", "сид=", "ceed")),
     _thing(("хендай", "хёндай", "хундай", "хэндай", "hyundai", "солярис", "solaris", "крет", "creta", "туксон", "tucson")),
     _thing(("тойот", "toyota", "камри", "camry", "королл", "corolla", "рав4", "rav4", "прадо", "prado", "хайлюкс", "hilux")),
     _thing(("шкод", "skoda", "октави", "octavia", "рапид", "rapid", "кодиак", "kodiaq")),
     _thing(("фольксваген", "volkswagen", "vw=", "поло=", "polo=", "тигуан", "tiguan", "джетт", "jetta", "пассат", "passat")),
     _thing(("рено=", "renault", "логан", "logan", "дастер", "duster", "сандеро", "sandero", "каптюр", "kaptur", "аркан", "arkana")),
     _thing(("форд", "ford", "мондео", "mondeo")), _thing(("мазд", "mazda")), _thing(("ниссан", "nissan", "кашкай", "qashqai", "альмер", "almera")),
     _thing(("мицубиси", "митсубиси", "mitsubishi", "аутлендер", "outlander", "паджеро", "pajero", "лансер", "lancer")),
     _thing(("хонд", "honda")), _thing(("субару", "subaru", "форестер", "forester")), _thing(("газел", "gazel")),
     _thing(("уаз", "uaz", "буханк", "патриот", "patriot")), _thing(("чери=", "chery", "хавал", "haval", "джили", "geely")),
     _thing(("бмв", "bmw")), _thing(("мерс=", "мерса=", "мерсе=", "мерсу=", "мерседес", "mercedes")), _thing(("ауди", "audi")),
     _thing(("вольво", "volvo")), _thing(("лексус", "lexus")), _thing(("опел", "opel")), _thing(("пежо", "peugeot")),
     _thing(("ситроен", "citroen")), _thing(("сузуки", "suzuki"))),
)


def asked_things(query: str) -> tuple[tuple[str, int, int], ...]:
    """The things of `_THINGS` `query` names: each as its word as typed, its kind and its place in the kind."""
    words = words_of(query)
    found = []
    for kind, things in enumerate(_THINGS):
        for place, (asked, _) in enumerate(things):
            typed = next((word for word in words if says_in((word,), asked)), None)
            if typed is not None:
                found.append((typed, kind, place))
    return tuple(found)


def other_thing(asked: tuple[tuple[str, int, int], ...], text: str) -> tuple[str, ...]:
    """The words of `asked` (`asked_things`) whose thing `text` does not say while it says another thing of its kind that the
    question does not name ("прививки Миши: … АКДС+полио" for "прививка от кори")."""
    named = {(kind, place) for _, kind, place in asked}
    written = words_of(text)  # read once for every thing of the kind
    return tuple(word for word, kind, place in asked if not says_in(written, _THINGS[kind][place][1])
                 and any(says_in(written, said) for other, (_, said) in enumerate(_THINGS[kind]) if (kind, other) not in named))

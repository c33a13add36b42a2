"""The kind of value a question asks for, when it says so in so many words (e2e/FINDINGS.md, qrank2).

"в какие дни …" wants days of the week, "во сколько …" a time of day, "сколько стоит …" a price,
"до какого числа …" a date, "какой телефон …" a phone number. A one-line note that holds such a value
answers the question more likely than a near neighbour in meaning that does not: e5-small ranks
"в какие дни у меня занятия с железом" nearer a blood test ("железо") than the gym note that lists the
training days. Only these explicit forms are read, and "когда …" (`_WHEN`, a doubt only); any other
question has no kind.
"""
import re

_MONTHS = r"(?:январ|феврал|март|апрел|ма[йяе]|июн|июл|август|сентябр|октябр|ноябр|декабр)"
_EN_MONTHS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
MONTH_WORD = re.compile(r"(?i)" + _EN_MONTHS + r"|" + _MONTHS + r"[а-яё]*")  # a month's name, whole (`_owners`)
# A birthday shortened "др", not Armenian drams after an amount ("Катя должна 17 500 др": oneline607, session 46); `_occasions` too
DR = r"(?<!\d )(?<!\d)\bдр\b"
# An amount after "за" that is a year, a duration or a distance ("за 2024 год", "за 300 секунд", "за 120 км").
_NOT_UNIT = r"(?! ?(?:г\.|г\b|год|лет|дн|дней|сут|недел|час|мин|сек|км|м\b|метр|шаг|раз|стр|чел))"
# A frequency: "раз в неделю", "2 раза в месяц", "каждые", "ежедневно", "дважды".
_FREQUENCY = r"раза? в\b|кажд|ежедн|еженед|ежемес|ежегод|дважды|трижды"
# A mileage ("каждые 10 тысяч км", "на 90 000 км"); not started inside a run of digits (that is quadratic).
# (not a plate's digits and letters: "ОСАГО на Ниву Х 482 КМ 72", oneline509, session 45)
_MILEAGE = r"(?<!\d)(?<!\d )(?!\d{3} ?км ?\d{2,3}\b(?! ?мин))\d[\d ]*(?:тыс[а-яё]*\.? )?км\b"
# A period after a number: "раз в 60 дней", "10 лет", "2 weeks".
_PERIOD = r"(?:дн|сут|недел|месяц|год|лет|час|мин|day|week|month|year|hour|min)"
# A question's opening: punctuation, then perhaps "а" or "и" ("а телефон мамы", "и адрес садика").
_OPENING = r"^\W*(?:а |и )?"
# Another question word after "когда": "когда X, как Y" asks how, "когда потеряли паспорт, кому звонить" whom.
_QUESTION_WORD = (r"\b(?:как|как(?:ой|ая|ое|ие|ую|им|их|ого|ом)|что|ч[её]м|чего|кому|кого|ч[ье][йяеёи]|почему|зачем|где"
                  r"|сколько|кто|куда|откуда|можно|ли|how|what|why|where|which|who)\b")
_WEEKDAYS = (r"(?:понедельник|вторник|сред(?:а|е|у|ы|ам|ах)\b|четверг|пятниц|суббот|воскресен|будн|выходны"
             r"|(?:пн|вт|ср|чт|пт|сб|вс)\b|(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|(?:mon|tues?|wed|thu|thurs|fri|sat|sun)\b"
             r"|weekdays?\b|weekends?\b)")
# A date or a deadline: a full date "14.08.2029" (not a version number "16.17.0") or "2025-06-15", "21 ноября",
# "до 25-го", "15-го числа", "каждый месяц 15-го" or "20го" (not "2-го этажа"), "March 3", "20 дек", "end of July".
_DATE = (r"(?:\d{1,2}[./]\d{2}[./](?:\d{4}|\d{2})\b(?!\.\d)|(?:19|20)\d\d-\d{2}-\d{2}\b|\d{1,2}(?:-го)? " + _MONTHS
         + r"|\d{1,2} (?:янв|февр?|мар|апр|авг|сент?|окт|нояб?|дек)(?:\.|\b)"  # "~20 дек", "5 окт.", "10-24 февр." (oneline565)
         + r"|до \d{1,2}(?:-го)?\b(?! ?(?:лет|год|мес|недел|дн|час|мин|кг|км|шт|чел|раз|%))|\d{1,2}(?:-го)? числа\b|\d{1,2}-?го\b(?! (?:этаж|подъезд|класс|курс|ряд|корпус|уровн))"
         r"|\d{1,2}(?:st|nd|rd|th)? (?:of )?" + _EN_MONTHS + r"|" + _EN_MONTHS + r" \d{1,2}(?:st|nd|rd|th)?\b"
         r"|(?:[0-2]?\d|3[01])\.(?:0[1-9]|1[0-2])\b(?!\.\d)|\bthe \d{1,2}(?:st|nd|rd|th)\b"  # "pay by the 7th"
         # a part of a month: "end of July", "mid-September", "в конце июля"
         r"|\b(?:end|middle|beginning|start) of " + _EN_MONTHS + r"|\bmid-?" + _EN_MONTHS + r"|\b(?:конц|середин|начал)[а-яё]* " + _MONTHS
         # a month of a year in English or in digits: "till Oct 2027", "до 03.2027" (not "ревакцинация март 2027" for "на
         # какое число записана к врачу": oneline27, session 38)
         + r"|\b" + _EN_MONTHS + r"\.? (?:19|20)\d\d\b|\b(?:0[1-9]|1[0-2])[./](?:19|20)\d\d\b)")
# A time of day: "6:40", "в 19.30", "к 18" (not "в 2 раза", "к 18 годам", "до 16 марта"), "9 утра", "7 pm", "с 14 до 18",
# "9-18" (not inside a phone number).
# Verbs of paying in the past, as questions ask ("сколько взял электрик") and notes say ("взял 3000").
_PAID = r"взял|брал|заплатил|платил|отдал|потратил"
# A day of the month said as an ordinal ("на свадьбе 21-го", "к 5-му"): a date, no code nor password.
# (or a tooth's, typed without the hyphen: "вылечить 37й", oneline704, session 48; not "5м", metres)
ORDINAL_DAY = r"\d{1,2}(?:-(?:го|е|й|м|му|ое|ого|ому)|(?:го|й|му|ого|ому))"
# An amount in a unit ("1350р/мес", "100мг/5мл"): no password, no booking's code
_AMOUNT = r"(?![\d.,]+(?:р|к|т|руб|кг|км|мм|см|мл|мг|гб|gb|мб|mb|шт)\b)"
# (an hour "дня" or "ночи" after a preposition: "в 2 дня", not a stay "или 2 дня на Соловках": oneline460, session 44)
_TIME = (r"(?:\d{1,2}(?::\d{2}\b| (?:утра|вечера)\b| ?[ap]\.?m\b)|\b(?:в|к|до|после|с|около) \d{1,2} (?:дня|ночи)\b|с \d{1,2}(?::\d{2})? до \d{1,2}\b"
         r"|(?:в|к|до|после) (?:(?:[01]?\d|2[0-3])(?::[0-5]\d|[.-][0-5][05])\b(?![.,]\d)"  # not a date: "до 25.01", "к 10.01"
         r"|\d{1,2}\b(?! ?(?:раз|год|лет|мес|дн|недел|шт|кг|км|м\b|см|мм|л\b|%|чел|класс|числ|-?го\b|[.,]\d|" + _MONTHS + r")))"
         # (a range of days is no time: "12–18 мая": oneline294, session 38)
         r"|(?<![\d-])\d{1,2}(?::\d{2})? ?[-–] ?\d{1,2}(?::\d{2})?(?![\d-])(?! ?(?:янв|фев|мар|апр|ма[йяе]|июн|июл|авг|сен|окт|ноя|дек"
         r"|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))|(?:[01]?\d|2[0-3])\.(?:00|15|30|45)\b(?!\.\d)"
         # (not a duration: "не сидеть >1 ч", "ехать ~5 ч")
         r"|(?<![>~<≥≤])(?<![>~<≥≤] )\d{1,2} ?ч\b|\d{1,2}ч\d{2}\b|at \d{1,2}\b|noon|midnight|полноч|полдень)")
# A phone number ("+7 916 123-45-67", "8 916 1234567", "+7 916 12 34 567", "89161234567").
_PHONE = (r"(?:\+7|\b8)[\s-]?\(?\d{3}\)?[\s-]?\d{2,3}[\s-]?\d{2}[\s-]?\d{2,3}\b|\b\d{1,3}-\d{2}-\d{2}\b|\b\d{3} \d{2} \d{2}\b"
          r"|\b(?:[78]\d{10}|9\d{9})\b"  # a mobile without signs, not a policy's "ХХХ 0347812256"
          r"|(?<![\d.])(?!\d{10}\b)(?:\+\d{1,3}[\s-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b|\+\d{1,3}(?:[\s-]?\d{2,4}){2,4}\b|\b0\d{4} ?\d{6}\b"
          # a mobile whose first group is one digit (Dutch, "+31 6 4412 7790": oneline377); not any "+" and a digit, which reads
          # an amount ("+5 000") as a phone
          r"|\+\d{2,3} \d \d{4} ?\d{4}\b"
          # a German one, mobile or landline ("Herr Lorenz 0176 5521 9034", "тел 030 4427 8815": oneline477, session 44), not
          # four groups of an IBAN ("DE44 5001 0517 5407 3249 31": oneline163)
          r"|(?<!\d )\b0[1-9]\d{1,3} \d{3,4} \d{3,5}\b(?! ?\d)"
          # nine digits in threes after "тел" (a Czech or Polish landline: "тел 222 514 630", oneline503, session 45)
          r"|(?:(?<=тел )|(?<=тел\. )|(?<=tel ))\d{3} \d{3} \d{3}\b(?! ?\d)"
          # mobiles abroad, each alone and not an amount in millions (session 46): a Polish or Czech one, nine digits in threes
          # ("сантехник пан Збышек 698 114 552": oneline578), an Estonian one in fours ("тренер Андрей Сергеевич 5390 1122":
          # oneline590), a Latvian one ("соседка Нина 26 558 017": oneline555)
          r"|(?<!\d )(?<!\d)\b(?:[5-8]\d{2} \d{3} \d{3}|5\d{3} \d{4}|2\d \d{3} \d{3})\b(?! ?\d)(?! ?(?:р\b|руб|₽|€|\$|eur|тыс|млн|zł|zl|kč))"
          # a support line's short number ("поддержка 19991", "горячая линия 900": oneline688, session 48)
          r"|(?:поддержк|горяч[а-яё]* лини|hotline|support|колл-?центр|call ?cent(?:er|re))[а-яё]*:? (?:№ ?)?\d{3,5}\b(?![.,:/]? ?\d)")
# A price: a currency sign or word; an amount "за" something or something "за" an amount of three digits or more
# ("3000 за уборку", "снимаю за 4000 в месяц": notes often leave the currency out); an amount per period;
# an amount named as a payment ("смета 86 000", "аванс 30 000"); "1500р", "1,5к", "30 т.р.", "20 евро"
# A currency's name or code after an amount ("1 800 usd", "210 AED", "8 000 драм")
# (shekels as an emigrant to Israel writes them: "259 ш", "239 nis/month", oneline435; a currency in any case: "100 долларов",
# "4800 юаней", oneline443, session 43; drams as an emigrant to Armenia writes them: "250 000 др", oneline472, session 44)
_CURRENCY = (r"т\. ?р|млн|usd|eur|euros?|евро|долл[а-яё]*|dollars?|грн|гривн[а-яё]*|гривен|rub|rubles?|roubles?"
             r"|byn|idr|gel|лари|kzt|тенге|try|aed|ш|шек[а-яё]*|nis|ils|thb|vnd|uah|amd|драм|др|rsd|дин|динар[а-яё]*|din|pln|zł|злот[а-яё]*|czk|gbp|cny|юан[а-яё]*|azn|манат[а-яё]*|uzs|сум|kgs|сом|jpy|иен|йен|inr|рупи[а-яё]*|chf|kč")
# An amount's sign after its number, in roubles or another currency ("285 р", "17,94 €", "12 000 тг")
_MONEY_AFTER = r"(?:р\b|р\.|руб|₽|€|\$|тг\b|(?:" + _CURRENCY + r")\b)"
# (not a phone's tail: "звонить Никитину 8-921-130-44-02 за неделю", oneline412, session 44)
_PRICE = (r"[₽$€₪¥]|\b(?:руб|(?<!\d)(?<!\d )\d[\d ]*\s?(?:р\.|тыс)|(?<![.,:-])(?<!в )\d{2,} за [а-яё]"
          r"|за (?:\d{3,}|\d{1,3}(?: \d{3})+)\b" + _NOT_UNIT +
          r"|\d{3,} в (?:час|день|неделю|месяц|мес|год)\b(?! [а-яё]*(?:шаг|км|метр|раз|страниц|строк))"
          r"|(?:смета|аванс|цена|стоимость|тариф|залог|плат[её]ж|итого|всего|обош[её]л[а-яё]*|обошл[а-яё]*|штраф|налог|взнос|пошлин)\D{0,12}\d ?\d"
          r"|(?:консультаци|при[её]м|сеанс|визит|выезд|вызов)[а-яё]*\D{0,12}\d ?\d{2}"
          # a service and its amount ("стрижка 1800", "урок 2000"), or an amount alone at a clause's end after a comma
          # ("Маникюр у Оксаны каждые 3 недели, 1800"); not a year ("в 2019", "2019 г.", ", 2021.")
          r"|(?:стрижк|маникюр|педикюр|урок|заняти|массаж|чистк|уборк|мойк|шиномонтаж|персоналк|тренировк|экскурси)[а-яё]*"
          r"\D{0,12}(?<!\b[вс] )(?<!\bдо )\d{3,}(?!\d)(?! ?г(?:\.|од|\b))"
          r"|(?<=, )(?!(?:19|20)\d\d\b)\d{3,5}(?: \d{3})?(?=\s*(?:$|[,.;)]))"
          # in English, an amount each or per a thing ("800 r per lesson", "thumbnail 700 each": oneline564, 567, session 46)
          r"|\b\d{2,}[\d ,.]*\s?(?:r\b\s?)?(?:per|each)\b"
          # a verb of paying and its amount: "взял 3000", "заплатили 12 500", "стоит 900" (not a year: "брал в Леруа в 2019")
          # and money handed in or chipped in ("Сдать 1500 на подарки": oneline291, session 38)
          r"|(?:" + _PAID + r"|бер[её]т|заплат|стои[тл]|стоя[тл]|сдать|сда[её]м|сдавать|скинуть|скидыва)[а-яё]*\D{0,12}(?<!\bв )\d(?: ?\d){2}"
          # "3 тыщи", "5 косарей", "86т за три окна", "полторы тысячи"
          r"|\d+ ?(?:тыщ|косар)|\d+т\b(?!\.? ?км)(?! ?\d+ ?р/д)|(?:полтор|дв[еа]|тр[иёе]|четыр|пят|шест|сем|восем|девят|десят)[а-яё]* (?:тыс|тыщ)"
          # an amount in thousands written with a space ("ремонт в сервисе 45 000"), not a distance or a count
          # (not a phone's start: "тел 8 920 117-33-05")
          r"|(?<![\d.,:/+-])(?<![\d/-] )(?![78] \d{3} \d{3}[ -]\d{2}[ -]\d{2}\b)\d{1,3}(?: \d{3})+\b"
          r"(?! ?(?:км|шт|м\b|г\.|год|лет|%|чел|шаг|раз|стр|просм|подпис))"
          # an amount in roubles or thousands ("1500р", "40к"), not a dose's "2р/д" (twice a day: oneline314, session 39)
          r"|\d+(?:[.,]\d+)?(?:р|к)\b(?!(?<=\b\dр)/д)|\d+ р\b(?!(?<=\b\d р)/д)|\d+(?:[.,]\d+)?(?: ?[kк])? ?(?:" + _CURRENCY + r")\b|£"
          r"|\d{3,} per (?!cent)[a-z]+"
          # a sum of amounts ("оправа 3400 + линзы 2900"); any amount of a price list ("price list: … crown 28000")
          r"|(?<![\d.,])\d{3,}(?: \d{3})? ?\+ ?(?:[а-яёa-z]+ )?\d{3,}|^(?=[\s\S]*(?:прайс|price ?list|расценк))[\s\S]*\d{3,}"
          r"|usd ?\d|\d+ ?/ ?(?:мес|год|час|ч\b|сут|ноч|mo\b|month|year|hr\b|h\b|night|kg\b|кг\b|шт\b|чел\b)"
          r"|\d+ (?:a|per) (?:month|year|week|hour|night|session|visit|lesson|class|kg|kilo|piece|person|day)\b"
          r"|(?:около|примерно|где-то|~) ?\d{1,3}(?: ?\d{3})+\b(?! ?(?:км|шт|м\b|г\.|год|лет|%|чел|раз))"
          # an amount per night, hour or month ("4500 в сутки", "250 в час"; not "1000 в день шагов"); a commission in
          # percent ("забирает 20% от гонорара", "комиссия ~12%"; not a raise in another clause: "берёт Дима, ему +20%")
          r"|\d{3,}(?: ?(?:₽|р\.?|руб[а-яё.]*))? (?:в|за) (?:сутки|ночь|час|месяц|смену|занятие|урок)\b"
          r"|(?:комисси|забира|бер[её]т|берут)[а-яё]*[^\d,.;]{0,15}\d+(?:[.,]\d+)? ?%"
          r"|бесплатн|free\b)|£|(?:(?<=[:—–|])|(?<= -)) ?(?:\d{1,3}(?: \d{3})+|\d{3,})\b(?! ?(?:г\.|год|лет|км|шт|м\b|%))")
# Days of a month listed ("дежурит в декабре 3, 9, 15, 21, 27"): three numbers of days or more, or two dates, by commas.
_DAY_LIST = (r"(?<![\d.,:/])(?:[12]?\d|3[01])(?:, ?(?:[12]?\d|3[01])){2,}(?![\d.:/]|,\d)"
             # "дежурю 13-14 и 27-28" (oneline412)
             r"|(?<![\d.,:/-])(?:[12]?\d|3[01])-(?:[12]?\d|3[01])(?:,? и |, ?)(?:[12]?\d|3[01])(?![\d.:/])"
             r"|(?<![\d.])(?:[0-2]?\d|3[01])\.[01]\d(?:, ?(?:[0-2]?\d|3[01])\.[01]\d)+(?![\d.])")  # "3.12, 9.12"
# What is left to pay: "сколько ещё доплатить за банкет", "сколько осталось доплатить за зубы" want the note with the balance
# or the deposit paid ("предоплату 40 000 внесла, остаток 95к"), not the menu's price per guest. Raised instead of any price.
# Asked, it asks a price too: a note holding a price is no doubt ("Глеб: 5000 за свадьбу, сверху +700/час").
_BALANCE_ASKED = (r"\bсколько\b.*\b(?:доплат|недоплат|не доплат|осталось (?:за)?плат|ещё (?:\w+ )?(?:за)?плат|еще (?:\w+ )?(?:за)?плат|остал[а-яё]* отдать|(?:ещё|еще) (?:\w+ )?(?:долж|торч))"
                  r"|\bhow much\b.*\b(?:left to pay|still (?:owe|to pay|have to pay)|remaining|balance)\b"
                  r"|\bкто (?:(?:мне|нам|ещё|еще) )*(?:не доплатил|недоплатил|не заплатил|не отдал|должен|задолжал)"
                  r"|\bсколько\b.*\b(?:вперёд|вперед|авансом)\b"  # "сколько Равшану уже выдал денег вперёд"
                  # what someone owes me, a prepayment given ("сколько мне должна Лена", "сколько предоплаты отдал строителям")
                  r"|\bсколько (?:\w+ )?(?:мне|нам) (?:\w+ )?долж|\bсколько (?:\w+ )?(?:предоплат|задат)"
                  r"|\bсколько\b.*\bне (?:вернул|отдал|возвращ)")  # "сколько сестра ещё не вернула" (oneline318, session 39)
_BALANCE = (
    _BALANCE_ASKED,
    # (not a salary's advance paid on a day: "аванс 25-го")
    r"(?:остат|осталось|оста[её]тся|висит|доплат|предоплат|аванс|задат|внес|оплач|remaining|balance|left|deposit|paid)\D{0,15}\d(?!\d?-?(?:го|е|ое|ого)\b| числа|\d?\.[01]\d\b)|долг\D{0,60}\d|долж(?:ен|на|ны)\D{0,30}\d|(?:верну|заня|занима|одолж|обещ|торч)\D{0,30}\d"
    # an amount and a promise to pay it back after it ("Заплатила я 6 340р, обещал отдать с рейса": oneline43)
    r"|\d\D{0,30}(?:обещал[аи]? (?:отдать|вернуть)|отдаст|вернёт|вернет)"
    r"|\bещ[её] (?:\d{1,3}(?: \d{3})+|\d{3,}|\d+ ?(?:к|тыс|р|₽|руб))\b"  # "коронка … ещё 28 000"
    # a part paid of a sum ("по 2200 = 17 600, … половину отдал", "14500 с доставкой. Отдал 7000 аванс 28.11, остальное как
    # привезёт": oneline730, 733, session 48)
    # (with the rest to pay after it: "Гоше скинул 4300" alone is a payment, oneline253)
    r"|\b(?:отдал|заплатил|оплатил|перев[её]л|скинул)[аи]? (?:\d{1,3}(?: \d{3})+|\d{3,}|\d+ ?(?:к|тыс|т\.?р))\b(?=[^\n]*\bостальн)"
    r"|\d[^.;\n]*\b(?:половину|часть) (?:уже )?(?:отдал|заплатил|оплатил|перев[её]л)", "цены")
# A date or a deadline (or "до чт", "до пятницы").
_DATED = (r"\bкакого числа\b|\bдо какого (?:числа|срока|дня)\b|\bдо какой даты\b|\bна какое число\b|\bна какую дату\b|\bк какому (?:числу|сроку|дню)\b"
          r"|\bкакая дата\b|\b(?:what|which) date\b|\bby when\b"
          r"|\buntil when\b|\bday of the month\b", r"\b(?:" + _DATE + r"|до " + _WEEKDAYS + r")", "даты")
# Money said coming in ("приходит зарплата", "падает пенсия", "начисляют аванс"): asked "в какие дни", it asks the days of the
# month (`_MONTH_DAY`), not weekdays (oneline489, session 44).
_MONEY_COMES = r"(?:приход|пада|капа|начисл|выплач|перечисл|зачисл)"
# The day of the month money goes out or comes in ("до какого числа переводить хозяйке", "какого числа приходит пенсия",
# "когда банк снимает деньги за кредит", "когда падает зарплата") wants the monthly day ("до 10 числа", "15-го"), not the
# lease's end ("до 31.08.2026"): raised instead of any date. Both a verb of paying or receiving and a rent, a loan, a salary
# or a pension must be asked: a bill's or a deposit's deadline is any date (e2e/FINDINGS.md, session 30).
_MONTH_DAY = (r"^(?=.*\b(?:какого числа\b|когда\b|в какие дни (?:[а-яё]+ )?(?:" + _MONEY_COMES + r"|плат)))(?=.*\b(?:плат|перевод|переве|перечисл|отда|кида|закин|скид|внос|внест|списыва|снима"
              r"|приход|капа|получк|зарплат|зп\b|пенси))(?=.*\b(?:ипотек|кредит|банк|квартир|аренд|съ[её]м|хозя|помещени|проживани|жиль|комнат"
              r"|зарплат|зп\b|получк|пенси|выслуг|каждый месяц|ежемесячн))"
              # "when do I pay rent", "what day is the home loan payment taken"
              r"|^(?=.*\b(?:when|what day|which day)\b)(?=.*\b(?:pay|paid|payment|due|taken)\b)"
              r"(?=.*\b(?:rent|mortgage|loan|salary|pension|advance|wages?|each month|every month|monthly)\b)"
              r"|^(?=.*\b(?:when|what day|which day)\b)(?=.*\bpay ?day\b)",  # "when is payday"
              r"(?<![\d.])(?:[12]?\d|3[01])(?:-?го|-е|-ое)? ?числ|(?<![\d.])(?:[12]?\d|3[01])-?го\b(?! (?:этаж|подъезд|класс|курс|ряд|корпус|уровн))"
              r"|\bthe (?:[12]?\d|3[01])(?:st|nd|rd|th)\b|\b(?:[12]?\d|3[01])(?:st|nd|rd|th) (?:of )?(?:each|every|the) month"
              r"|\bкажд[а-яё]* (?:[12]?\d|3[01])-?(?:е|ое|го)\b",  # "платёж 24 317 р. каждое 17-е"
              "даты")
# A time of day (not "во сколько раз", "во сколько лет", "во сколько обойдётся", "в какое время года")
_TIME_OF_DAY = (
    # (not a value put on something: "во сколько оценили солярис", oneline721, session 48)
    r"\bво сколько\b(?!(?: [а-яё]+)? (?:раз|лет|обойд|обош|обход|встан|выйд|вышл|оцени|оценен|оценива))|\bв котором часу\b|\bв какое время\b(?! года)|\bв какие часы\b"
    r"|\bпо каким часам\b|\bс какого часа\b|\bwhat time\b(?! zone)|\bwhat hours\b"
    # not "до скольки действует ОСАГО", "до скольки кг автолюлька", "до скольки подорожает масло" (a price: oneline403)
    r"|\b(?:до|со|к|ко) скольки\b(?! (?:\w+ )?(?:подорож|подним|повыс|выраст|вырос|упад|сниз|снижа|дойд))"
    r"(?! (?:лет|год|месяц|недел|градус|действ|годе?н|кг|кило|грамм|литр|метр|см\b|км\b|человек|чел\b|раз\b|процент"
    r"|накач|подкач|надува|качать))"  # a pressure: "до скольки накачивать шины" (oneline497, session 44)
    r"|\b(?:opening|visiting|office|business) hours\b|\bчасы (?:работы|при[её]ма|посещени)|\bрежим работы\b",
    r"\b" + _TIME, "времени")
# (question form, value in a piece's text, what a text without it lacks: "в найденном нет …")
_KINDS = (
    # days of the week; one day, a weekday or a date ("в какой день ждать газовщиков": "14 марта")
    # (not of a month named: "в какие дни я в ночь в декабре" wants dates, written any way: "дек: 2,3 ночь")
    # (nor of money coming, `_MONEY_COMES`: "в какие дни приходит зарплата" wants "5 и 20 числа"; "в какие дни принимают в
    # военкомате по пенсии" still wants weekdays: oneline260)
    (r"\b(?:в|по) как(?:ие|им) дн(?!.*\b(?:в|на) (?:" + _MONTHS + r"|эт[оу]м месяц|следующ[а-яё]* месяц))"
     r"(?!.*\b" + _MONEY_COMES + r"[а-яё]* (?:[а-яё]+ )?(?:зарплат|зп\b|получк|пенси|аванс))"
     r"|\b(?:which|what|on what) days\b", r"\b" + _WEEKDAYS + r"|" + _DAY_LIST, "дней недели"),
    (r"\b(?:в|на|по) как(?:ой|ую) день|\b(?:which|what|on what) day\b(?! of the month)", r"\b(?:" + _WEEKDAYS + "|" + _DATE + ")",
     "дня недели или даты"),
    _TIME_OF_DAY,
    # a price or a payment
    (r"\bсколько с (?:меня|нас)\b|\bсколько (?:(?:в|за) (?:месяц|год|неделю|день|час|сутки|раз|занятие|урок|ночь) )?(?:у (?:нас|них|меня) )?(?:я |мы )?(?:стоит|стоят|стоил[аио]?|плачу|платим|платить|отдаю|отда[её]м|берёт|берет|берут|забира[а-яё]+"
     r"|(?:" + _PAID + r")[аи]?\b(?! (?:я |мы )?(?:с собой )?"
     r"(?:отгул|дн|день|времен|час|минут|таблет|вод|литр|калор|книг|раз|вещ|сил|нерв)))\b"
     r"|(?<!\bво )\bсколько (?:(?:в|за) (?:месяц|год|неделю) )?(?:у (?:нас|меня) )?(?:выходит|вышл[оа]|выйдет)\b(?! (?:на|из|в|с)\b)"
     r"|\bсколько (?:денег )?(?:ушло|уходит|уйд[её]т) на\b(?! (?:дорогу|путь|сборы|это)\b)"  # "сколько ушло на бензин"
     r"|\bсколько (?:\w+ )?(?:получает|зарабатывает|заработал[аи]?|хочет|хотят|просит|просят)\b(?! (?:в подарок|на день))"
     r"|\bкакая цена\b|\bкакая ставка за\b|\bво что (?:обош[её]л[а-яё]*|обошл[а-яё]*|встал[а-яё]*)|\bсколько (?:у (?:меня|нас) )?(?:денег|средств)\b|\bво что обходится\b|\bво сколько(?: [а-яё]+)? (?:обойд|обош|обход|встан|выйд|вышл|оцени|оценен|оценива)|\bпоч[её]м\b"
     # for how much it was bought or sold ("за сколько купил пинарелло": oneline457, session 43; not "сколько маток купил": a count)
     r"|\bза сколько (?:я |мы |он |она |их |его |её )?(?:купил|продал|взял|брал|отдал|снял|сдал|арендовал|сторговал)[а-яё]*\b"
     r"|\bhow much\b(?! time)(?!.*\btime\b).*\b(?:cost|costs|charge|charges|pay|paid|price|rent|fee|fees|spend|spent)\b"
     r"|\b(?:hourly|daily|nightly|monthly) rate\b|\brate per (?:hour|day|night|month)\b|" + _BALANCE_ASKED,
     _PRICE, "цены"),
    _DATED,
    # a phone number
    (r"\bкакой (?:у [а-яё]+ )?телефон\b(?! (?:я |мы |он |она )?(?:купи|подари|выбра|взя|брать|заказ))"
     # not when the question asks who or how about a phone number ("кто добавляет номер телефона в шлагбаум")
     r"|^(?!\W*(?:а |и )?(?:кто|кому|кого|как|зачем|почему|куда|откуда|где|можно|нужно|что делать|who|how|why|where|can)\b)"
     r"(?!.*\b(?:поменя|смен|измен|привяз|отвяз|восстанов|change|update))"  # changing one's own number asks none
     r".*\b(?:номер телефона|phone number|mobile number|cell number)\b",
     _PHONE, "телефона"),
)
# A price asked as "how much is a night at the hotel", "how much was the cat's vaccination" (not a weight, a time or
# what is left). A doubt only: raising the notes holding a price put the tutoring fee over the laptop's note for "how
# much is a new laptop battery" (e2e/FINDINGS.md, session 23).
# A salary asked by its name or by what someone gets ("какая зарплата у Светы", "оклад у Оли", "сколько получает Тимур"): a price
# asked "how much" (`_HOW_MUCH`), and a salary (`_SALARY`), which more forms ask.
_SALARY_ASKED = r"\bкак(?:ая|ой) (?:у [а-яё]+ )?(?:зарплата|зп|оклад|стипендия)\b|\b(?:зарплата|зп|оклад) у\b|\bсколько (?:получает|зарабатывает)\b"
_HOW_MUCH = (r"\bhow much (?:is|are|was|were) (?:a|an|the|one|my|our)\b(?!.*\b(?:weigh|left|time|sleep|water|food|milk)\b)"
             # a salary ("какая зарплата у Светы", "оклад у Оли", "сколько получает Тимур")
             r"|" + _SALARY_ASKED +
             # someone's fee asked by name ("сколько Рустам берёт за кладку", "сколько мастер просит"), not what an engine or a
             # tank takes ("сколько масла берёт движок": oneline270, session 37)
             r"|\bсколько (?!(?:масл|литр|бензин|солярк|топлив|вод|корм|мест|времен|памят|энерги|газ)[а-яё]*\b)[а-яё]+"
             r" (?:бер[её]т|берут|проси[тл]|просят)\b"
             # a fee or a tax asked by its name ("сколько сейчас курортный сбор": oneline696, session 48; "сколько госпошлина за
             # паспорт", "сколько транспортный налог")
             r"|\bсколько (?:сейчас |теперь |нынче |у нас |в этом году )?(?:[а-яё]+(?:ый|ой|ий|ая|яя) )?"
             r"(?:сбор|взнос|(?:гос)?пошлина|штраф|комиссия|налог|абонплата|квартплата)\b",
             _PRICE, "цены")
# The way back: "во сколько обратный рейс из Сочи", "поезд обратно из Апатитов", "flight back from Belgrade" want a text
# that speaks of it ("обратно 5 мая", "Назад 16.12 в 17:05", "туда-обратно"), not the note on the way there: all eight
# such questions of the e2e sets were over the outbound trip (e2e/FINDINGS.md, session 23). A doubt only, and one a
# text must hold whatever else it holds (`lacking_kinds`): the outbound flight's time does not answer "во сколько".
_BACK = r"обратн|назад|\bобр\.|\bback\b|\breturn"  # the way back, as a note writes it
_RETURN = (r"^(?=.*(?:рейс|поезд|автобус|электричк|самол[её]т|билет|ласточк|сапсан|маршрутк|такси|трансфер|вылет|перел[её]т"
           r"|\bулет|\bуезжа|\bуед[еу]|\bвыезжа|\bвыед[еу]|\bлет(?:им|ит|ят)\b|\bед(?:ем|ет|ут)\b"  # "когда Катя улетает обратно", "когда едем назад"
           r"|\bflights?\b|\btrains?\b|\bbus|\bride\b|\btickets?\b|\btransfer\b|\bfl(?:y|ies|ying)\b))"
           # (not sleep got back, nor a back's pain: "how to get sleep back after night flights east", oneline627, session 46)
           r".*(?:\bобратн|\bназад\b|(?<!sleep )\bback\b(?! (?:pain|ache))|\breturn)",
           # (or a coming back: "Серёжа рейсы: 22.03 Москва-Владивосток, вернется 26.03": oneline505, session 45)
           _BACK + r"|\bверн(?:[её]тся|усь|[её]мся|утся)\b|\bвозвраща", "обратного пути")
# The way back's time ("во сколько обратный рейс из сеула" over "Сеул …: HZ 5401 12.07 в 10:15, обратно 22.07": oneline687,
# session 48): a time after the way back is said, not the outbound one's.
_RETURN_TIME = (r"^(?=.*(?:\bво сколько\b|\bв какое время\b|\bwhat time\b))" + _RETURN[0][1:],
                r"(?:" + _BACK + r")[^;\n]{0,40}?(?:\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\bв (?:[01]?\d|2[0-3])\.[0-5]\d\b)",
                _RETURN[2])  # (one lack: a way back without its time, or none)
# A situation, not a time: "когда болит горло", "когда не заводится машина", "когда забыл пароль" are searched
# for what to do then.
_SITUATION = (r"(?:(?:не|ничего не) (?:работа|включа|заводи|груз|открыва|печата|вид|лов)|бол(?:ит|ят|еет)|тошнит|знобит|кашля"
              r"|чешется|теч[её]т|капает|протекает|пищит|мигает|гудит|стучит|тормозит|зависает|падает|сломал|забыл|потерял"
              r"|пропал|отключили|нет (?:света|воды|интернета|связи|газа|сети))")
# A birthday asked ("когда у Лены день рождения", "when is grandma's birthday"): not a "when" below, see _BIRTHDAY.
_BIRTHDAY_ASKED = r"(?:день рождени|днюх|" + DR + r"|birthday|\bродил(?:ся|ась|ись)\b)"  # "когда Лена родилась"
# When: a question that asks nothing but when ("когда …", "до когда …", "when do …", not "когда X, как Y",
# not "когда-то") wants a date, a day, a time, a season or a period ("в середине мая", "раз в два месяца",
# "на 90 000 км"). Only a doubt, never a raise: most notes hold some time, and raising them put "Серёже на
# день рождения 9 марта" over the neighbour's note for "когда у Тамары Ильиничны день рождения" (FINDINGS,
# session 18).
_WHEN = (
    r"^(?!.*" + _BIRTHDAY_ASKED + r")(?:\W*(?:а |и )?(?:до |с )?когда(?![-\w])(?! (?:лучше |нужно |стоит )?(?:использовать|применять))(?!.*" + _QUESTION_WORD + r")"
    r"(?! (?:у [а-яё]+ )?" + _SITUATION + r")"
    r"|^\W*(?:until |since )?when (?:do|does|did|is|are|was|were|should|shall|will|can|could|must|would|have|has|am)\b"
    r"(?! (?:i|we|you) use\b)(?! it (?:better|worth))(?!.*" + _QUESTION_WORD + r"))",
    # (not a lens's power: "OD -2.25" for "когда следующий приём у окулиста", oneline641, session 47)
    r"\b(?:" + _DATE + "|" + _TIME + "|" + _WEEKDAYS + r"|(?<![-+−])\d{1,2}[./]\d{2}\b|(?:19|20)\d\d\b|" + _MONTHS + r"|" + _EN_MONTHS
    + r"\b|праздник|пасх|рождеств|нов(?:ый|ому|ого|ом) год|нг\b"
    r"|числ[аоу]\b|" + _FREQUENCY + r"|полгода|недел[еюи]\b"
    r"|сегодня|завтра|вчера|послезавтра|позавчера|обед|полдень|полноч|после|перед|при\b"
    r"|через (?:\d|пару|несколько|год|месяц|недел|день|час)|\d+(?:-\d+)? ?" + _PERIOD +
    r"|утр(?:ом|а)\b|вечер(?:ом|а|у)?\b|дн[её]м\b|ноч(?:ью|и|ь)\b|весн(?:ой|ы|у)\b|летом\b|осен(?:ью|и)\b|зим(?:ой|ы|у)\b"
    r"|в (?:начале|конце|середине)\b"
    r"|" + _MILEAGE + r"|на \d{2,3} ?\d{3}\b|\d{1,2}(?:st|nd|rd|th)\b|next (?:week|month|year)\b"  # "следующая замена на 94 300"
    r"|after|before|every|daily|weekly|monthly|yearly|annually|morning|evening|night|noon|ago\b|today|tomorrow|yesterday"
    r"|spring|summer|autumn|fall\b|winter)", "даты, дня или срока")
# A birthday: "когда у Тимура день рождения", "when is grandma's birthday" want a date (a day and a month) in a text
# that speaks of a birthday, an age or a greeting ("ДР: тёща 14 апреля", "Бабушке 85 лет 17 января", "Рите стукнет
# 50", "поздравить Свету 22 августа"), or gives the date right after a name ("у Лены 3 февраля", "Вера — 7 августа",
# "Лене 30 — 12 мая"), not another date of the same person ("загранпаспорт Тимура будет готов 15 апреля 2025 года"),
# nor an age or a year alone ("Ване 8 лет"), nor a range of days ("билеты мне и Ксюше, 11-13 июля"), nor a date and a
# time after a name (an appointment: "утренник у Вари 26.12 в 10:00"), nor the end of a range of dates ("home 27.12 – 05.01":
# oneline367, session 41). A litter is a birth ("Окот: Белка 27.02 двойня"), "до 1,5 лет" no age (oneline389, 392, session 42), nor
# "алименты … 300/мес до 18 лет Тёмы" (oneline617, session 46). Asked so, it is
# not a "when" above. A doubt only.
_BIRTHDAY = (
    _OPENING + r"когда\b(?!.*" + _QUESTION_WORD + r").*" + _BIRTHDAY_ASKED + r"|^\W*when\b.*\bbirthday\b"
    # "когда" after the birthday ("у Оли день рождения когда", "у Оли когда др")
    r"|^(?!.*" + _QUESTION_WORD + r")(?=.*" + _BIRTHDAY_ASKED + r").*\bкогда\W*(?:" + _BIRTHDAY_ASKED + r"[а-яё]*\W*)?$"
    r"|^\W*(?:день рождения|др|днюх[аи])(?: [а-яё]+){1,2}\W*$",  # a fragment: "день рождения Глеба", "др тёщи"
    r"^(?=[\s\S]*(?:" + _BIRTHDAY_ASKED + r"|(?<!\bо )рождени|родил|\bокот|\bот[её]л(?:а|у|ом)?\b|\bотелил|\bокрол|\bопорос|\bощен|(?<!до )(?<![\d,.])\d{1,3} ?(?:лет|год)|юбиле|летие|стукн|исполня|поздрав"
    r"|born|(?:(?<!пдр )(?<!выпускной )(?<!утренник )(?<!концерт )(?<!экзамен )(?<!свадьба )\bу [а-яё]+|(?<!\d)(?<!\d )[—–-]|(?<![\d.])\d+ [—–-]) ?\d{1,2}(?: |\.)(?:\d{2}\b|" + _MONTHS + r")(?![а-яё]*,? (?:в|с) \d{1,2}[:.]\d{2})|\d{1,2} " + _MONTHS
    + r"[а-яё]* [—–-] ?\d))[\s\S]*(?:" + _DATE + r"|\b\d{1,2}\.\d{2}\b)",
    "даты дня рождения")
# Whose, after a fragment's first word ("телефон электрика", "адрес ветклиники", "телефон бабули", "телефон моего
# парикмахера", "телефон маминого эндокринолога", "телефон бывшего мужа"): a word in the genitive, not a preposition nor a verb ("телефон завис", "телефон сдала в ремонт",
# "телефон вернули"; a word in -ла/-ли/-ло typed in lower case is a verb, unless it is kin said fondly or a woman's name,
# "телефон оли": oneline687, session 48).
_WHOSE = (r"(?:у )?(?:(?:моего|моей|нашего|нашей|своего|своей|[а-яё]+(?:ого|его|ой|ей|ых|их)) )?(?!(?:на|за|для|при|без|под|про|из|с|в|от|до)\b)(?![а-яё]*(?:ся|ет|ит|ут|ют|ат|ят|ал|ил|ел)\b)"
          r"(?!(?-i:(?!(?:баб|мам|пап|дед)ули\b|(?:о|ю|у|га|ва|ле|нел)ли\b)[а-яё]*(?:ла|ли|ло))\b)[а-яё]+(?:а|я|и|ы|у|ю|ов|ев|ей|ой)\b")
# An address: "какой адрес у ресторана", "по какому адресу", a fragment "адрес ветклиники" (not of a mailbox, a
# site or a server) want a street, a house, a metro station or a place ("ул. Вавилова, 12", "на Ленинском 45",
# "у метро", "ТЦ «Европейский»"; not "абонемент на 12 посещений 7 800"). A doubt only, like "when".
_ADDRESS = (
    r"\bкакой (?:у [а-яё]+ )?адрес\b|\bпо какому адресу\b|\b(?:what|which) address\b|\bwhat is the address\b"
    # where someone lives ("где живёт тёща", "где живут Настя с Димой"; not a thing, "где живёт хранилище образов")
    r"|\bгде (?:сейчас )?(?:живет|живёт|живут|проживает) (?:мо[йяи] |наш[аи]? )?(?:(?-i:[А-ЯЁ])|т[её]щ|свекр|св[её]к|мам|пап|баб"
    r"|дед|брат|сестр|сын|доч|родител|внук|внуч|дяд|т[её]т|зят|тест|кум|племян|друг|подруг)"
    r"|\bwhere (?:does|do) (?:my |our )?(?:(?-i:[A-Z])|mom|mum|mother|dad|father|parents|grandma|grandpa|brother|sister|son|daughter"
    r"|aunt|uncle|friend)[a-z'’-]* (?:[a-z'’-]+ )?live\b"
    r"|^\W*(?:[a-z]+(?:'s|’s) )(?:[a-z-]+ )?address\b(?! book)|\b(?!what)[a-z]+(?:'s|’s) (?:[a-z-]+ )?address\b(?! book)"
    r"|^\W*(?!.*\b(?:e-?mail|ip|mac|web|wallet|server|mail)\b)[a-z-]+ (?:[a-z-]+ )?address\W*$"  # "Aktobe warehouse address"
    r"|" + _OPENING + r"адрес (?!(?:электронн|почт|сайт|сервер|роутер|страниц|ящик|прокси|хост|шлюз|репозитор|сет[иь]\b"
    r"|ссылк))" + _WHOSE + r"|,\s*(?:и |какой )?адрес\W*$",  # "где делаю реабилитацию колена, адрес"
    r"\b(?:ул\.|ул |улиц|просп|пр-т|пр\. |переул|пер\.|бульвар|б-р|шоссе|тракт(?!ор)|трасс|ш\. ?\d|наб\.|набережн|площад|проезд|тупик|д\.? ?\d|дом \d"
    r"|корп\.? ?\d|корпус [а-яё\d]\b|стр\. ?\d|кв\.? ?\d|метро|м\. [а-яё]|тц\b|трц\b|бц\b|бизнес-центр|жк\b|снт\b|участ(?:ок|ка|ке)\b|гск\b|бокс \d"
    r"|мкр|микрорайон|район|посёлок|поселок|деревн|село\b|г\. [а-яё]|на углу|напротив|возле|рядом с"
    r"|[а-яё]{4,}(?:ая|ой|(?<![еа]н)ий|ом|(?<![еа]н)(?:ого|ева|ова|ина|ына|ена)),? [1-9]\d{0,2}(?:[а-я]|[кс/]\d+)?\b"  # no house 0
    r"|на [а-яё]{4,}, \d{1,3}(?:[а-я]|[кс/]\d+)?\b|\b\d{1,3} лет [а-яё]{4,},? \d{1,3}\b"  # "на 10 лет Октября 127"
    r"|(?:(?<=[—–,:] )|(?<=\bна ))[а-яё]{3,}[ая] \d{1,3}(?:[а-я]|[кс/]\d+)?\b(?![:.,]\d)"
    r"(?! ?(?:р\b|руб|₽|т\b|тыс|%|шт|кг|км|мин|час|ч\b|лет|год|раз))"
    # (a street shortened, a city's umlaut: "Lindenstr. 14, 40233 Düsseldorf", oneline525, session 45)
    r"|maps|street|st\b|avenue|ave\b|road|rd\b|[a-zäöüß]{3,}(?:straße|strasse|allee|platz|gasse)\b|[a-zäöüß]{3,}str\. ?\d"
    r"|\b\d{5} (?!(?:rub|eur|usd|euro|km))[a-zäöüß]{4,}"  # "Sonnenallee 112, 12045 Berlin"
    # an English note's flat and who lives where ("lives Gagarina 112, flat 45")
    r"|blvd|lane\b|ln\b|drive\b|dr\b|way\b|\bflat \d{1,4}\b(?! ?%)|\bapt\.? ?\d|\blives (?:on |at )?[a-z]{4,},? \d{1,3}\b)",
    "адреса")
# A question that ends in a capitalised word in the genitive: "номер Рустама" asks his phone, not any number
# (and where from: "номер Серёги с лодочной базы", "номер Ивана из сервиса")
_NAMED_ONLY = r"(?-i:[А-ЯЁ][а-яё]+(?:а|я|ы|и))(?: (?:с|со|из|от)(?-i: [а-яё]+){1,3})?\W*$"
# A phone asked by a fragment naming whose ("телефон электрика", "телефон соседа сверху"; not "телефон завис",
# "телефон сломался"). A doubt only: raising the notes that hold a phone put the plumber's over the electricity
# bill for "телефон электрика", confident (FINDINGS, session 19).
_PHONE_OF = (
    _OPENING + r"телефон " + _WHOSE + r"|" + _OPENING + r"[а-яё]{2,}(?:ин|ын) (?:телефон|номер)\b"  # "мамин телефон", "Сашин номер" (not "вин номер")
    r"|" + _OPENING + r"телефон (?!(?:мо|тво|наш|ваш|сво|эт|т|к|ч|вс|одн|друг)(?:его|ого)\b)[а-яё]+(?:ого|его)\W*$"  # "телефон ведущего"
    r"|" + _OPENING + r"номер (?:[а-яё]+, )?" + _NAMED_ONLY  # "номер Рустама", "номер бывшей, Иры": a person's (or a firm's) phone
    + r"|" + _OPENING + r"телефон (?-i:[А-ЯЁ][а-яё]+)\W*$"  # a name that does not decline: "телефон Лейсан"
    r"|\bпо какому (?:номеру|телефону) (?:звонить|позвонить|набирать)\b",  # "по какому номеру звонить урологу" (oneline544)
    _PHONE, "телефона")
# A number: "номер полиса ОМС деда", "какой номер у дяди Коли", "под каким номером" want a digit ("№57", "школа номер
# 5", "каб. 8", a phone). A doubt only.
_NUMBER = (
    _OPENING + r"(?:какой |каков |под каким )?номер(?:ом)?\b(?! телефона)(?! (?:[а-яё]+, )?" + _NAMED_ONLY + r")|\bкакой (?:у [а-яё]+ )?(?:новый |старый )?номер\b(?! телефона)"
    # "what is my gym locker number", "which room number" (not a count, "the number of …", nor a phone's)
    r"|\b(?:what(?:'s| is)|which) (?:my|the|our|his|her|their) (?:[a-z-]+ ){0,3}number\b(?! of)(?<!phone number)(?<!mobile number)",
    r"\d", "номера")
# A room: "в каком кабинете принимает педиатр", "в какой аудитории экзамен", "номер комнаты в общаге" want one ("каб. 212",
# "ауд. 2-319", "комн. 1108"), not the registry's phone of the same doctor. Raised.
_ROOM = (
    # (not "в какой комнате живёт дочь": a room in a flat or a hostel is an address's part, asked with the address's words)
    r"\bкак(?:ой|ом|ую|ая) (?:кабинет|аудитори|палат)|\bкабинет какой\b|\bномер (?:кабинета|аудитории|комнаты|палаты)\b"
    r"|\b(?:what|which) (?:room|ward)\b|\b(?:room|ward) number\b",  # a hospital's ward: "в какой палате лежит папа"
    r"\bкаб\b|кабинет|\bауд\b|аудитори|\bкомн|\broom\b|\bкорп|палат|\bward\b", "кабинета")
# An extension: "мой внутренний номер на работе" wants one ("доб. 219", "вн. 2-14", "внутр. 305", "ext. 305"), not a debt's note
# with a mobile, nor an internal passport's number ("внутренний 98 15 702341": a tree of 748 notes, session 40). Raised.
_EXTENSION = (r"\bвнутренн[а-яё]* (?:номер|телефон)|\bдобавочн[а-яё]*\b|\bextension (?:number|no)\b",
              r"\b(?:доб|вн|внутр|ext)\.? ?\d|добавочн\D{0,5}\d", "добавочного номера")
# A dose: "сколько единиц колоть маме на ночь", "дозировка таблеток от давления", "what dose of …", "сколько капать глаза",
# "how many pills does the dog get a day" want one ("Тресиба 18 ед", "лозартан 50 мг", "по ½ таб 2 р/день", "2-3 mg/kg",
# "Тобрадекс 4 р/день"), not the mother's pension note. Raised.
_DOSE = (
    r"\bсколько (?:единиц|ед\b|таблеток|таблетки|капель|мг|мл)|\bдозировк|\bкакая доза|\bdose\b|\bdosage\b"
    r"|\bпо сколько (?:пить|принимать|колоть|капать|давать)\b"
    r"|\bсколько (?:раз )?(?:капать|закапывать|колоть|принимать)\b"
    r"|\bhow many (?:units|pills|tablets|drops)\b|\bhow many \w+(?: \w+)? (?:does|do|should)\b.*\b(?:a|per) day\b",
    r"\d ?(?:ед\b|единиц|мг\b|мкг|мл\b|таб|капел|кап\b|mg\b|mcg|ml\b|units?\b|pills?\b|tabs?\b|drops?\b)|[½¼]"
    r"|\d ?(?:р|раза?) ?(?:/ ?|в )(?:д\b|день|дн|сут)|\d (?:times|x) (?:a|per) day\b", "дозы")
# A weight: "сколько весит Бублик", "какой вес был у племянника при рождении", "up to what weight" want one ("7,4 кг",
# "3450 г", "вес 10,6", "until ~13 kg"), not the cat sitter's price (e2e/FINDINGS.md, session 29). A doubt only: raised, it
# lifted another child's weight over a note it did not answer.
_WEIGHT = (
    r"\bсколько (?:сейчас |теперь |уже )?(?:я |ты |он |она |мы |вы |они )?(?:весит|вешу|весишь|весим|весил[аио]?|весят)\b"  # "сколько я весил на приёме" (oneline464)
    r"|\bкакой (?:у [а-яё]+ )?вес\b"
    r"|\bwhat weight\b|\bhow much (?:does|did|do) .*\bweigh|\bhow heavy\b",
    # (not a bag's weight, a price after it: "Acana 6 кг ~7200 р", "мешок 4 кг ~5 200")
    # (nor "1,5 кг, около 1 900 р": oneline301; "11,4 кг — 285 р", "4 кг, 210 AED": oneline399, 425, session 42)
    # (nor a pack's count: "Animonda Carny 400 g x 6", oneline419; nor any weight of a note on pet food, which weighs its bags:
    # "корм Баксу Acana … 11,4 кг, мешка хватает на 5 нед, Озон ~9 400 р", oneline442, session 43; its "вес 5,3" still counts)
    r"^(?![\s\S]*(?:\bкорм|\bмешк|\bмешок|\bпачк|\bупаковк|\bлакомств|\bfood\b|\bkibble|\bbag\b))[\s\S]*?"
    # (grams "г" after three digits: not an age "4 г.", "3 г": "Бублик (шотл. вислоухий, 4 г.) — вакцинация …", "Бран (хаски,
    # 3 г): прививка …", oneline474, 478, session 44)
    r"\d ?(?:кг|килограм|гр\b|(?<=\d\d\d)г\b|(?<=\d\d\d )г\b|грамм|kg|lbs?\b|g\b)(?!\s*[xх×*]\s*\d)(?![а-яё]*\s*[,—–-]?\s*(?:(?:около|примерно|где-то)\s*)?(?:[~≈]\s*\d|\d[\d ]*(?:,\d+)?\s*"
    + _MONEY_AFTER + r"))|\bвес\D{0,3}\d|\bweigh[a-z]*\D{0,3}\d", "веса")
# A height: "какой рост был у дочки на последнем приёме", "how tall is Misha now" want one ("рост 54 см", "108 cm", "1,72"),
# not the mother's check-up after the birth (oneline429, session 43). A doubt only.
_HEIGHT = (
    r"\bкакой (?:у [а-яё]+ |у меня |у нас )?(?:был |была |сейчас |теперь |стал )?рост\b|\bкакого (?:[а-яё]+ )?роста\b|\bhow tall\b"
    r"|\bwhat height\b",
    r"\bрост\D{0,6}\d|\d ?(?:см|cm|м\b|m\b|ft\b|feet|foot|inch)|\b[12][.,]\d\d\b|\bheight\D{0,6}\d|\btall\b", "роста")
# A pulse: "какой пульс показал мамин холтер", "what is my max heart rate" want one ("пульс не выше 130", "72 уд/мин", "Z2 128-150,
# max 186"), not the cardiologist's appointment to bring the Holter's results to (oneline400, session 43). A doubt only.
_PULSE = (
    r"\bкакой (?:у [а-яё]+ |у меня |был |бывает |обычно |сейчас |мой )*пульс|\bпульс какой\b|\bheart rate\b|\bчсс\b",
    r"пульс\D{0,10}\d{2,3}|\d{2,3} ?(?:уд|bpm)|чсс\D{0,10}\d{2,3}|heart rate\D{0,12}\d{2,3}|\bhr\b|\bz[1-5]\b|\bmax\D{0,3}\d{2,3}",
    "пульса")
# A land's or a flat's area: "сколько соток на даче", "какая площадь квартиры" want one ("6 соток", "0,15 га", "54 м²"),
# not the garden society's fee (e2e/FINDINGS.md, session 29). A doubt only.
_AREA = (
    r"\bсколько сот(?:ок|ки)\b|\bкакая (?:у [а-яё]+ )?площадь\b|\bсколько (?:квадратов|квадратных метров|кв\.? ?м)\b|\bhow (?:big|large) is the (?:plot|flat|apartment)",
    r"\d ?(?:сот|га\b|м2|м²|кв\.? ?м|квадрат|sq)", "площади")
# A volume: "сколько литров молока даёт Зорька", "how many liters of wine" want litres ("3 л", "40 l"), not the cow's
# calving date (blind set oneline254, session 36). A doubt only.
_VOLUME = (
    r"\bсколько литр|\bhow many (?:liters|litres)\b|\bкакой (?:у [а-яё]+ )?объ[её]м\b",
    r"\d ?(?:л\b|литр|l\b|lit(?:er|re)|мл\b|ml\b|куб|м3|м³)", "объёма")
# A warranty's term: "сколько лет гарантия на кондиционер", "гарантия на аккумулятор сколько" want one ("гарантия 3 года",
# "гарантия полгода", "2 year warranty"), not the cleaning schedule of the same air conditioner (e2e/FINDINGS.md, session 29).
# Raised: "сколько лет гарантии на аппарат для давления" put the blood pressure diary over the monitor's "гарантия 5 лет"
# (session 32).
_WARRANTY = (
    r"\b(?:на )?сколько (?:лет |месяцев )?(?:действует )?гаранти|\bгаранти[а-яё]* (?:на [а-яё]+ )?сколько\b|\bкакая гарантия\b"
    r"|\bhow long is the warranty\b|\bwarranty (?:period|term)\b"
    # when it ends ("когда кончается гарантия на A7 IV"): a repair's date is no answer, so the warranty is required below
    r"|\bгаранти[а-яё]* (?:кончается|заканчивается|истекает|закончится|кончится)|\b(?:кончается|заканчивается|истекает|закончится|кончится) гаранти"
    r"|\bдо (?:какого (?:числа|года|месяца)|когда) (?:действует )?гаранти|\bwarranty (?:expire|end|run)",
    r"гарант\D{0,25}(?:\d|полгода|пол ?года|год|месяц|квартал)|\d+ ?(?:год|лет|мес)[а-яё.]* ?гарант|warranty\D{0,15}\d|\d+ ?-?(?:year|yr|month|mo)s? warranty", "срока гарантии")
# A mileage: "какой пробег у нивы", "на каком пробеге следующее ТО" want one ("пробег 87 300", "на 251к", "ТО на 105 тыс. км"),
# not the Niva's list of repairs (e2e/FINDINGS.md, session 30). Raised too (session 31: "следующее на 60 000" over the GTO test).
_ODOMETER = (
    r"\b(?:на|при) каком пробеге\b|\bкакой (?:сейчас |теперь )?пробег\b|\bчерез сколько (?:км|километров|тысяч)\b|\bmileage\b|\bodometer\b",
    _MILEAGE + r"|\d ?(?:km|тыс|т\.|к\b|k\b|miles?\b)|пробег\D{0,12}\d|mileage\D{0,12}\d"
    # a number alone, not an amount ("я должен Гоше 12 000 за пиццу", "8 000 драм": oneline411)
    # (nor a price per unit: "6 шт по 22 500", oneline448, session 43; nor a sum: "за всё 65 000, аванс 20 000", oneline640)
    r"|(?<!по )(?<!всё )(?<!все )(?<!аванс )(?<!итого )\d{2,3} \d{3}\b(?! ?(?:" + _MONEY_AFTER + r"|за\b))", "пробега")
# A grade: "оценка у Артёма по математике за четверть", "что мне поставил Гайнутдинов на экзамене" want one ("5", "отлично",
# "зачёт"), not the exam's date and room (e2e/FINDINGS.md, session 30). A doubt only.
_GRADE = (
    r"\bоценк[аиу]\b|\bкакую оценку\b|\bчто (?:мне |ему |ей |им )?постав(?:ил|ила|или)\b|\bwhat (?:grade|mark)\b",
    r"(?<![\d.,:/-])[2-5](?![\dа-яёa-z:/-])(?![.,]\d)|отлично|\bотл\b|хорошо|\bхор\b|удовл|\bнеуд|зач[её]т|\bgrade\b|\bmark\b", "оценки")
# An age: "сколько лет исполняется деду", "how old is mom turning", "сколько лет коту Полины" want one or the year of birth
# ("будет 58", "55 лет", "1949 г.р."), not the New Year's plan visiting grandpa nor the cat's food (e2e/FINDINGS.md, sessions
# 29 and 33; not a warranty's years; not "Acana Heritage 11,4 кг", oneline379). A doubt only.
_AGE = (
    r"\bсколько (?:\w+ )?лет (?:исполня|исполнит|будет|стукнет)|\bсколько (?:ему|ей|им) (?:\w+ )?лет\b|\bкакой возраст\b|\bhow old\b"
    r"|\bсколько лет (?!гарант|хват|служ|действ|плат|ипотек|кредит)[а-яё]+[уюе]\b",  # "сколько лет Мусе", "сколько лет коту Полины"
    r"\d ?(?:лет|год|years?|y\.?o\b)|\b(?:будет|исполн[а-яё]*|ей|ему|turns?|turning|aged?) \d|\b\d{1,3}!|(?:19|20)\d\d ?г\.? ?р|\bborn\b|родил",
    "возраста")
# A temperature: "при какой температуре выпекать", "до скольки градусов греть молоко" want one ("180°", "на 30 градусах", "58°C").
# Raised.
_TEMPERATURE = (
    r"\b(?:при|на|до) как(?:ой|ую) температур|\bкакая температура\b|\b(?:до|на) скольки градус|\bсколько градусов\b"
    r"|\bwhat temperature\b|\btemperature (?:for|of)\b|\b\w+ing temperature\b",
    r"\d ?(?:°|градус|℃)|\d ?c\b|\d+ ?(?:до|-|–) ?\d+ ?(?:°|градус)"
    r"|\b(?:3[5-9]|4[01])[.,]\d\b(?![.,]?\d)", "температуры")  # a body's, "вечером 38.4" (oneline574, session 46)
# A monthly payment: "сколько в месяц отдаю банку за машину", "сколько ежемесячно платить за солярис", "monthly mortgage
# payment", "сколько каждый месяц списывают за учёбу" want the loan's note ("платёж 23 450 ₽ до 15 числа", "4 500/мес"), not
# the car's insurance with its price. Raised.
_MONTHLY = r"(?:в месяц|ежемесячн[а-яё]*|каждый месяц)"
# A loan named: then its payment is asked, not any price ("сколько в месяц отдаю банку за машину"; "сколько отдаю хозяйке за
# квартиру каждый месяц" is the rent's, which notes write as a price)
_LOAN = r"банк|кредит|ипотек|рассрочк|автокредит|лизинг|loan|mortgage|leas"
_LOAN_NAMED = re.compile(r"\b(?:" + _LOAN + ")", re.IGNORECASE)
# A loan's payment asked ("сколько отдаю банку в месяц") is raised in a note naming a loan or a bank beside it, not in the
# savings put aside each month for the maternity ward ("откладываю по 10к в месяц").
_BANKS = r"сбер|втб|альфа|тинькофф|газпромбанк|россельхоз|райф|совком|открыти|sber|vtb|tinkoff|raiffeisen"
_INSTALMENT = (
    r"\bсколько\b(?=.*\b" + _MONTHLY + r"\b)(?=.*\b(?:" + _LOAN + r"|плач|плат|отда|уход|списыва|снима))"
    r"|\bплат[её]ж по (?:кредиту|ипотеке|автокредиту)|\bmonthly (?:\w+ )?payment\b"
    r"|\bhow much\b(?=.*\b(?:a|per|each|every) month\b)(?=.*\b(?:loan|mortgage|bank|pay))",
    r"плат[её]ж[а-яё]*\D{0,20}(?<!до )\d|ежемесячн[а-яё]*\D{0,12}(?<!до )\d|\d(?: ?(?:р|₽|руб|rub|к))?\.? ?/ ?(?:мес|mo\b|month)|\d(?: ?(?:р|₽|руб[а-яё]*|к|т\.р\.?))?\.? в месяц"
    r"|payment\D{0,12}\d|\d+ (?:a|per) month"
    r"|\bза " + _MONTHS + r"[а-яё]*\D{0,12}\d"  # "садик за ноябрь 3 940 р.": a month's payment
    # an amount and its day of the month ("Автокредит ВТБ за Ниву: 14 620 р 7 числа": oneline714, session 48)
    r"|\d ?(?:р|₽|руб[а-яё]*|к|т\.р)\.?,? (?:до |каждое |каждого )?\d{1,2}(?:-?го)? числ", "цены")
# A door's code: "код домофона у мамы", "код от ворот на даче" want a text that speaks of a code or of the door ("домофон
# 54К1234", "код подъезда #4471", "кодовый замок 4719#"), not the mother's clinic note with its room number: every right
# answer of the e2e sets does (e2e/FINDINGS.md, session 24). A doubt only.
_DOOR_CODE = (
    _OPENING + r"(?:какой )?код (?:от )?(?:домофона|подъезда|двери|калитки|ворот|шлагбаума|сигнализации|охраны)|\b(?:intercom|door|gate|entry|buzzer) code\b"
    r"|\bкод,? (?:чтобы|чтоб) (?:попасть|войти|зайти|открыть)"  # "код чтобы попасть в подъезд" (oneline295)
    r"|\bкак (?:попасть|войти|зайти) в (?:подъезд|дом)\b.*\bкод\b",  # "как попасть в подъезд к дочке, код" (oneline648)
    r"код|домофон|#|калитк|подъезд|ворот|шлагбаум|door|gate|intercom|code"
    r"|\bпин\b|\bpin\b|на вход\D{0,5}\d", "кода")  # a gym's "пин на вход 8836" (oneline566, session 46)
# A lock's code: "код от замка на велик", "код от шкафчика на работе", "код сейфа" (not a gym's note on bringing one's own lock
# for "код домофона": a door's code above is not a lock's).
_LOCK_CODE = (
    _OPENING + r"(?:какой )?код (?:от )?(?:замка|сейфа|шкафчика)",
    r"код|#|сейф|зам(?:ок|к)|шкафчик|lock|safe|locker|code", "кода")
# A document's number: "номер полиса ОСАГО", "номер свидетельства о рождении", "policy number" want one of six digits or
# more ("полис 0012-7744-21", "№ 708415"), whatever else the note holds: the ОСАГО note's price and plate do not answer
# it (e2e/FINDINGS.md, session 24). A doubt only.
# The digits of a document's number (not a phone: "+7 911 302-55-48", "206-59-13", "4852 58-14-90"; the note giving the
# parents' phones holds no policy's number).
# (a mobile without its "8" parts its digits twice at least: "полис 451-0723981" is a policy's, oneline704, session 48)
_DOCUMENT_NUMBER = (r"(?<![\d+-])(?![78][\s(-]*\d{3}[\s)-]*\d{3}[\s-]?\d{2}[\s-]?\d{2}\b)(?!\d{3}[\s-]\d{3}[\s-]\d{2}[\s-]?\d{2}\b)"
                    r"(?!\d{2,3}[ -]\d{2}[ -]\d{2}\b)(?!\d{4}[ -]\d{2}[ -]\d{2}[ -]\d{2}\b)\d(?:[ -]?\d){5,}")
# A document's number: "номер полиса ОМС деда", "номер загранпаспорта", "ИНН Ярнефтехима для счёта", "Bublik microchip number"
# want the number of that document, written after its name ("полис ХХХ 0347812256", "загран 76 4419082"), not another
# document's ("номер водительского удостоверения" is not the tachograph card's "№ RUS 1000328815400", "номер полиса ОМС"
# not the daughter's СНИЛС, nor a referral's number 50 characters after "по ОМС"). Each: the question naming it, the words a note
# names it with.
# "номер моего медицинского полиса", "какой номер у моего капитанского диплома" (oneline484, session 44; not "номер заявления
# на замену паспорта", the application's: oneline441)
_NAMED_DOCUMENT = r"\bномер(?:а|ом)? (?:у )?(?:[а-яё]+ ){0,2}"
_DOCUMENT_NAMES = (
    # (a German one: "TK Versichertennummer A847392615", oneline539, session 45)
    (_NAMED_DOCUMENT + r"(?:полиса|страховки|осаго|каско|омс|дмс)|\b(?:policy|insurance) number\b",
     r"полис|страхов|осаго|каско|омс|дмс|policy|insur|versicher|krankenkass"),
    (_NAMED_DOCUMENT + r"(?:паспорта|загранпаспорта|загранника|ветпаспорта)|\bpassport number\b", r"паспорт|загран|passport"),
    (r"\bснилса?\b", r"снилс|snils"),  # "SNILS 112-483-905 27" (oneline305)
    (r"\bинн\b", r"инн\b|\binn\b"),
    (r"\bогрн(?:ип)?\b", r"огрн"),
    (_NAMED_DOCUMENT + r"(?<!пенсионного )(?:свидетельства|сертификата)|\bcertificate number\b", r"свидетельств|св-в|свид|сертификат|certificate"),
    # the pension insurance certificate is the СНИЛС ("номер страхового пенсионного свидетельства": oneline445, session 43)
    (_NAMED_DOCUMENT + r"пенсионного", r"пенсионн|снилс"),
    (_NAMED_DOCUMENT + r"патента|\bpatent number\b", r"патент|patent"),  # a work patent's, not its payer's ИНН (oneline373)
    # a car's policy of one kind: "номер полиса каско" is not the ОСАГО's number, written before "КАСКО отдельно" (oneline379)
    (_NAMED_DOCUMENT + r"(?:полиса )?каско", r"каско|kasko"),
    # the medical policy: not the ОСАГО's ("номер моего медицинского полиса" over "ОСАГО …, полис ХХХ 0387451298": oneline371)
    # (or its insurance: "номер моей медицинской страховки" over the car's "ERGO, полис № 1002345678": oneline665, session 47)
    (_NAMED_DOCUMENT + r"медицинск(?:ого полиса|ой страховки)",
     r"омс|дмс|медицинск|\bмед\.? ?полис|\boms\b|\bdms\b|health insur|medical|versicher|krankenkass|\btk\b|\baok\b"),
    # (a medical card's, not "номер медицинского полиса": the ОМС policy, oneline344, session 40)
    (_NAMED_DOCUMENT + r"(?:медицинского(?! полиса)|медкарты)", r"медицинск|медкарт|карт"),
    (_NAMED_DOCUMENT + r"(?:диплома|лицензии)|\b(?:diploma|licen[cs]e) number\b", r"диплом|лиценз|diploma|licen[cs]"),
    (_NAMED_DOCUMENT + r"(?:водительского|прав\b)|\bdriv(?:ing|er'?s) licen[cs]e number\b",
     r"водительск|удостоверени|\bву\b|\bправа\b|licen[cs]"),
    (_NAMED_DOCUMENT + r"(?:птс|стс)\b", r"птс|стс|техпаспорт|свидетельств|паспорт"),
    (_NAMED_DOCUMENT + r"договора|\bcontract number\b", r"договор|дог\.|contract|agreement|лицев|account|\bл/с"),
    (_NAMED_DOCUMENT + r"(?:военного билета|военника)", r"военн|\bвб\b"),
    # a student's or a library card's ("номер студенческого билета дениса" over his laptop's order "48211937-0042": oneline714,
    # session 48)
    (_NAMED_DOCUMENT + r"(?:студенческого|студака|читательского|зач[её]тки|зач[её]тной)|\bstudent (?:id|card) number\b",
     r"студенческ|студак|студ\.? ?бил|читательск|зач[её]т|student"),
    # a hunting licence's number, not the moose permit's ("номер охотничьего билета" over "Разрешение на лося №10-0045871")
    (_NAMED_DOCUMENT + r"(?:охотничьего билета|охотбилета)", r"охот[а-яё]* билет|охотбилет"),
    (r"\bномер (?:банковской |моей |его |е[её] )?(?:карты|карточки)\b|\bcard number\b", r"карт|card"),
    (r"\bномер (?:микрочипа|чипа)\b|\b(?:microchip|chip) number\b", r"чип|chip"),
    # a land plot's cadastral number ("52:18:0060170:123"), not the neighbour's plot number ("уч. 45")
    (r"\bкадастров[а-яё]* номер|\bcadastral (?:number|no)\b", r"кадастр|\bкад\b|cadastral"),  # "кад. № 76:17:107101:385"
)
_DOCUMENTS = tuple((asked, r"(?:" + words + r")[^\n]{0,40}?" + _DOCUMENT_NUMBER, "номера документа") for asked, words in _DOCUMENT_NAMES)
# Engine oil: "какое масло заливать в весту", "какую смазку для двигателя" want its grade ("5W-40", "10w40", "80W-90",
# "М-10Г2к"), not the car service's note that names none (e2e/FINDINGS.md, session 24). A doubt only.
_OIL = (
    r"\bкак(?:ое|ую) (?:моторное )?(?:масло|смазку)\b|\b(?:what|which) (?:engine )?oil\b",
    # (or a gearbox's and an old engine's: "в КПП ТАД-17", "М10ДМ", "ATF Dexron": oneline452, session 43)
    r"\b\d{1,2}w-?\d{2}\b|\bм-\d+г|\bsae\b|\bacea\b|\bapi s[a-z]\b|\b(?:тад|тсп|тэп)-?\d{2}|\bм-?\d{1,2}[а-яё]{1,3}\b|\batf\b|\bdexron",
    "марки масла")
# A booking's or an order's number: "номер брони отеля в Стамбуле", "номер заказа запчастей" want a code ("KQ7ZTM",
# "заказ №А-7731", "order #MZ-55816"), not the trip's note saying the hotel is paid. Raised (session 31), and one a text must hold
# whatever else it holds (its other digits do not answer "номер").
_BOOKING = (
    # (Russian only: an English question's other words, "booking reference for the traditional inn", are seldom the note's,
    # which a kind asked makes a doubt below the cosine's midpoint, `confidence`)
    r"\b(?:номер|код)(?:а|ом)? (?:брони|бронирования|заказа|билета|посылки|отслеживания|трека)\b|\bтрек-?номер",
    # (a flight's number is no booking's: "рейс SU1254 Шрм 07:05, отель Ногай" for "номер брони в отеле", oneline651)
    r"(?<![\w])(?<!рейс )(?<!рейсом )(?<!flight )" + _AMOUNT + r"(?=[a-zа-яё0-9-]*\d)(?=[a-zа-яё0-9-]*[a-zа-яё])[a-zа-яё0-9-]{5,}|\d{6,}|№ ?[a-zа-яё]?-?\d|#\s?[a-zа-яё]?-?\d"
    r"|\bref\b|\bpnr\b|\d{3,}(?:[.-]\d{2,}){2,}|\bbooking\D{0,12}\d|подтвержд\D{0,15}\d", "номера брони или заказа")
# A way to get somewhere: "на чём ехать до Бобровниково", "на чём добираться до дачи" want a bus, a train, a taxi or a car
# ("автобус №104 с автовокзала в 7:40"), not the sanatorium's dates (e2e/FINDINGS.md, session 31). A doubt only.
_TRANSPORT = (
    r"\bна ч[её]м (?:лучше )?(?:ехать|ехали|едем|добираться|добраться|доехать|доезжать)\b|\bhow do (?:i|we) get (?:to|there)\b",
    r"автобус|маршрутк|поезд|электричк|ласточк|сапсан|самол[её]т|рейс|трансфер|такси|яндекс|метро|трамва|троллейбус|паром|теплоход"
    r"|на машине|своим ходом|пешком|\bbus|\btrain|\bflight|\btaxi|\bmetro|\bferry|\bshuttle|\bdrive|\bwalk", "транспорта")
# An end of validity: "when does my TBC card expire", "когда истекает виза" want a text that speaks of one ("истекает 09/26",
# "valid till", "до 16.03"), not the account's opening date (e2e/FINDINGS.md, session 31); required whatever else it holds.
_EXPIRY = (
    r"\bexpire[sd]?\b|\bexpiry\b|\bexpiration\b|\bкогда (?:истекает|истечёт|истечет)\b",
    r"истека|истеч|ист[её]к|expir|valid|\bexp\b|until|till|\bby\b|\bдо \d|\bдо (?:конца|середины|начала)|\d{2}/\d{2}\b|годн|действ|срок"
    r"|renew|продлева|продлить|продлени"  # a domain "renews 19.05.2027" then
    r"|заканчива|законч|кончает|кончит|окончан", "срока действия")  # a passport "заканчивается 17.08" (oneline384, session 41)
# The last time something was done: "когда последний раз менял струны", "когда в прошлый раз откачивали септик", and any
# "когда" with a verb in the past ("когда я купила Пончика") want the date it was ("14.09", "в мае", "весной", "на 87 400 км",
# "в прошлом году"), not the note that says when to do it ("менять перед гастролями", "звонить в начале мая"; blind set
# oneline200, session 37), nor a string's gauge "0.26"; required whatever else it holds.
_LAST_DONE = (
    r"\bкогда (?:в )?(?:последний|прошлый) раз (?:[а-яё]+ )?[а-яё]+(?:л|ла|ли|ло)\b|\bwhen did (?:i|we|you) last\b"
    # any "когда" asking when (`_WHEN`: not "когда-то", "когда забыл пароль") with a verb in the past ("когда я купила
    # Пончика", "когда покупала скрипку"), not a promise nor the next time
    r"|(?=" + _WHEN[0] + r")^\W*(?:а |и )?когда\b(?!.*\b(?:будет|будут|следующ|нужно|надо|пора|можно|лучше|обеща)[а-яё]*\b)"
    r"(?=.*\b[а-яё]{2,}(?:ал|ял|ил|ел|ыл|ул)(?:а|и|о)?\b)",
    r"\b(?:" + _DATE + r"|(?:19|20)\d\d\b|в " + _MONTHS + r"|in " + _EN_MONTHS + r"\b|" + _MILEAGE
    + r"|на \d{2,3} ?\d{3}\b|вчера|позавчера|прошл(?:ой|ом|ую|ый)|назад|ago\b|yesterday|last (?:week|month|year|spring|summer|autumn|fall|winter)"
    r"|весн(?:ой|ы)|летом|осен(?:ью|и)|зим(?:ой|ы))",
    "даты прошлого раза")
# A term: "на сколько лет взяли ипотеку", "на какой срок кредит" want one ("на 20 лет", "срок 240 мес"), not the mortgage's
# rate "до 2029" (blind set oneline268, session 37). A doubt only.
_TERM = (
    r"\bна сколько (?:лет|месяцев)\b|\bна какой срок\b|\bкакой срок (?:у )?(?:ипотек|кредит|займ|рассрочк|вклад|депозит)",
    r"\d+(?:[.,]\d+)? ?(?:лет|года?|мес|months?|years?)\b|срок\D{0,12}\d", "срока")
# A course's length: "как долго пить таблетки от низкого ферритина", "сколько недель колоть уколы", "how long should I take the
# iron" want one ("2 мес после еды", "курс 10 дн", "5 недель"), not the blood test that led to them ("ферритин 18 (низкий) …
# пересдать в январе": blind set oneline459, session 44), nor a pack "хватает на месяц". Raised.
_COURSE = (
    r"\bкак долго (?:ещ[её] )?(?:пить|принимать|колоть|капать|мазать|носить)\b"
    r"|\bсколько (?:дней|недель|месяцев) (?:ещ[её] )?(?:пить|принимать|колоть|капать|мазать|носить)\b"
    r"|\bhow long (?:should|do|must|to) (?:i |we |he |she |they )?(?:take|use|keep)\b",
    r"\b(?:\d+(?:[-–]\d+)? ?(?:дн|день|сут|нед|мес|days?\b|weeks?\b|months?\b|wks?\b)|курс|course\b|до конца (?:упаковки|пачки)"
    r"|постоянно|пожизненно)", "срока приёма")
# Opening hours: "до скольки работает пекарня", "во сколько открывается почта" want them ("9-18", "с 10 до 20", "до 21:00",
# "круглосуточно", "открываются в 9"), not an order's time "на сб к 12:00" (blind set oneline268, session 37); required
# whatever else it holds, and asked instead of a time.
_OPENING_HOURS = (
    r"\bдо скольки (?:сейчас )?(?:работа|открыт)|\bво сколько (?:открыва|закрыва|откро|закро)|\bчасы работы\b|\bрежим работы\b"
    r"|\bopening hours\b|\bwhat time does (?:[\w'-]+ ){1,4}(?:open|close)\b",
    r"(?<![\d.:-])\d{1,2}(?::\d\d)? ?[-–—] ?\d{1,2}(?::\d\d)?(?![\d.:-])|с \d{1,2}(?::\d\d)? до \d|до \d{1,2}(?::\d\d)?\b(?![.,]\d)"
    r"|круглосуточ|24/7|\bоткры|\bзакры|\bopen|\bclos", "часов работы")
# A meter's readings: "какие показания воды по маминой квартире", "what were the meter readings" want figures ("ХВС 00412",
# "показания 10.01: 04521 kWh"), not the flat's bill (oneline533, session 45). A doubt only.
_READINGS = (
    r"\bкакие (?:у [а-яё]+ )?(?:были |сейчас |последние )?показани|\bwhat (?:are|were) the (?:[a-z]+ )?(?:meter )?readings\b",
    r"(?:показани|хвс|гвс|сч[её]тчик|э/э|квт|reading)[^\n]{0,20}?\d|\d ?(?:м3|м³|куб|квт|kwh)", "показаний")
# A seat: "какое у меня место в поезде в Москву", "what's my seat on the flight" want one ("вагон 5 место 42",
# "seat 14C"), not the trip's date and time. Raised. Not "какой вагон": a kind asked makes a hit naming "НГ" for "на новый год"
# far in its words (e2e/FINDINGS.md, session 31).
_SEAT = (
    r"\bкак(?:ое|ие) (?:у (?:меня|нас|него|неё|нее|них) )?мест[оа]\b|\bномер места\b"
    r"|\b(?:what|which)(?:'s| is)? (?:my |our |the )?seats?\b|\bseat number\b"
    r"|\bв каком вагоне\b|\bкакой (?:у (?:меня|нас) )?вагон\b|\bномер вагона\b",  # "в каком вагоне еду к дочке" (oneline571)
    r"\bмест[оа]? ?№? ?(?:[a-zа-яё]-?)?\d|\bвагон ?№? ?\d|\bваг\.? ?\d|\bseats? ?\d|\b\d{1,2}[a-k]\b(?! ?(?:кг|kg))"
    # (a train's "car 7, berths 13/14": oneline143, session 46; a fair's stall "место №B-27": oneline723, session 48)
    r"|\bcar ?№? ?\d|\bberths? ?\d", "места")
# A password: "какой пароль от вайфая на даче" (or the fragment "пароль от вайфая", "пин от карты") is not answered by a note naming the network and no password (it
# says where the password is, "на наклейке", or holds it, "пасс Dacha_2021", "пин 4321"). A doubt only.
_PASSWORD = (
    r"\bкакой (?:у [а-яё]+ )?(?:сейчас )?пароль\b|" + _OPENING + r"(?:пароль|пин|пин-код|pin) (?:от|для|к|на)\b"
    # where it is written, or a lock's combination ("где пароль от электронного дневника", "комбинация цифр на кейсе": oneline398, 400)
    r"|\bгде (?:\w+ )?(?:пароль|пин-?код)\b|\bкомбинаци[яюи] (?:цифр|замка|от|на|для)\b"
    r"|\b(?:what|which)(?:'s| is)? (?:the |my |our )?(?:[a-z-]+ ){0,3}password\b|^\W*(?:the |my |our )?(?:[a-z-]+ ){0,2}password\b(?! manager)",
    # the word in its short forms, a code, a key, or a token of letters and digits ("Dacha_2021", "Qwerty!23")
    # (not the keys to a door, "запасные ключи у соседки", nor a flat's or a form's "54В", "5Б": a token of five signs or more)
    # (nor a door's code: "домофон 47К1234", "код подъезда")
    r"парол|пасс|passw|passcode|\bpass\b|\bpwd?\b|\bпин\b|пин-?код|\bкодов(?:ый|ого|ом)\b|комбинаци|(?<![\d-])\d(?:-\d){2,5}\b(?!-)|\bpin\b|\bкод\b(?! (?:от )?(?:домофона|подъезда|двери|калитки|ворот))|\bключ\b(?! от)|разблок"
    # (a lock's digits, "велозамок: 4-0-8-2", are a code; nor an amount, "1350р/мес": oneline299; nor a size, "фото 35х45": oneline360)
    # (nor a tax form's name: "3-НДФЛ подать до 30.04 через Госуслуги": oneline498, session 45; nor "на 10-летний": oneline565;
    # nor an office's "ЖЭУ-14": oneline620, session 46; nor a numbered document's "Versichertennr. K204518837": oneline655)
    r"|(?<![\w!@#$%^&*.-])(?<!домофон )(?<!nr\. )(?<!no\. )(?<!№ )(?<!номер )(?=[\w!@#$%^&*.-]{5})(?!\d+[xх×]\d+\b)(?!\d+-[а-яё]+\b)(?![а-яё]+-\d+\b)" + _AMOUNT + r"(?:[a-zа-яё][\w!@#$%^&*.-]*\d|(?!" + ORDINAL_DAY + r"\b)\d[\w!@#$%^&*.-]*[a-zа-яё])",
    "пароля")  # not "27-го"
# A login: "логин от электронного дневника", "dorm wifi login" want one ("логин admin", "login vsorokin"), not the note on
# the child's documents (e2e/FINDINGS.md, session 24). A doubt only.
_LOGIN = (
    r"\bлогин (?:от|для|к|на)\b|\bкакой (?:у [а-яё]+ )?логин\b|" + _OPENING + r"логин\b"
    r"|\b(?:what|which)(?:'s| is)? (?:the |my |our )?(?:[a-z-]+ ){0,3}(?:login|username)\b|^\W*(?:[a-z-]+ ){0,3}login\b",
    # ("router admin 192.168.0.1 / admin"; an address or a handle, not "English online @ Skyeng": oneline344, session 40)
    r"логин|login|username|\buser|юзер|\S@\S|(?<![\w@])@\w|\badmin\b", "логина")
# A personnel number: "какой у меня табельный номер на работе" wants one ("таб. № 4417"), not the medical check's note
# (oneline342, session 40); required whatever else the note holds.
_PERSONNEL = (r"\bтабельн[а-яё]* номер|\bномер(?:а|ом)? табельн|\bemployee (?:id|number)\b",
              r"(?:табельн|таб\.|employee)[^\n]{0,20}?\d{2,}", "табельного номера")
# A blood type: "какая группа крови у Серёжи" wants a text that gives one ("группа крови 2+", "A(II) Rh+", "вторая
# положительная"), not a note on his medical check. A doubt only.
_BLOOD = (
    r"\bгрупп[аыу] крови\b|\bblood (?:type|group)\b|\bрезус|\brh(?:esus)? factor\b",  # "какой у меня резус-фактор"
    # the group itself, not the words alone: "Анализы до операции: ОАК, …, группа и резус" is a test to take (oneline403, session 43)
    r"(?:групп[а-я]* крови|гр\. ?крови|blood (?:type|group))\W{0,3}(?:[0-4]\b|i{1,3}\b|iv\b|o\b|a\b|b\b|ab\b|перв|втор|трет|четв[её]рт)"
    r"|резус\S*\W{0,3}(?:[+-]|положит|отрицат|pos|neg)|\brh ?[+-]|положительн|отрицательн"
    r"|\b(?:[0-4]|i{1,3}|iv)\s?[+-](?![а-яёa-z\d])|\([0-4i]{1,3}v?\)", "группы крови")  # not a certificate's "III-АГ"
# A blood test's result asked ("какой у меня холестерин по анализам", "уровень ферритина") wants the analyte's figure (or "в
# норме"), not the note listing the tests to take ("Сдать кровь: холестерин, глюкоза, ОАК — … ~2 300 р": oneline309, 312,
# session 39); not a pill "от сахара" nor a doctor "по сахару"; the liver's tests too ("какие получились результаты печёночных
# проб" over "Инвитро: АЛТ, АСТ, билирубин общий … результаты на почту через 2 дня": oneline461, session 44), nor a time to take
# it ("сдать кровь на гликир. гемоглобин натощак с 8:00": oneline473); vitamin D typed "Д" (oneline481); uric acid, "мочевую
# к-ту" (oneline492). Not a place asked ("в какой лаборатории тест на сахар": oneline516, session 45). Nor an order's number after
# the tests ("липидный профиль, глюкоза, ТТГ — заказ 210-558-344": oneline631, session 47). A doubt only.
_ANALYTE = r"(?:печ[её]ночн|мочев[а-яё]* (?:кислот|к-т)|(?<![а-яё])а[лс]т\b|холестерин|ферритин|гемоглобин|креатинин|глюкоз|сахар|ттг|билирубин|витамин[а-яё]* [dд]|лпнп|соэ|кальци|натри|магни[йя]"
_LAB = (r"(?<!\bв )\b(?:как(?:ой|ая|ое|ие)|уровень|what(?:'s| is| was| were)?)\b(?:(?!\b(?:от|по|к)\b).)*?\b" + _ANALYTE
        + r"|cholesterol|ferritin|ha?emoglobin|glucose|blood sugar|tsh|vitamin d)",
        # (HbA1c's own figure is no result: "направление на HbA1c, спросить …", oneline639, session 48)
        _ANALYTE + r"|\bhb(?:a1c)?(?![a-z\d])|\btsh|вит\.? ?[dд]|\bldl|\bhdl|cholesterol|glucose|ferritin|ha?emoglobin)[^\d\n]{0,12}(?:\d(?!\d?:\d{2})(?!\d*-\d{3})|норм)",
        "результата анализа")
# An eyeglass prescription ("какие у меня диоптрии", "какой у меня минус на левом глазу") wants its figures ("OD -2.50, OS
# -2.75", "-2,5 оба глаза", "-3 дптр", "PD 62"), not the blood test's note (oneline308, 317, session 39). Raised: few notes hold one.
# (or the sight asked: "какое у меня зрение было на последней медкомиссии" over the ENT doctor's note: oneline482, session 44)
_DIOPTRE = (r"\bдиоптри|\bминус[а-яё]* (?:на|у) (?:[а-яё]+ )?глаз|\b(?:glasses|eyeglass|lens) prescription\b|\bdiopt"
            r"|\bкакое\b[^?]*\bзрени",
            r"\b(?:od|os|sph|cyl)\b|\bpd ?\d{2}\b|диоптр|дптр|diopt|(?<![\w.,])[+−-]\d{1,2}[.,]\d{1,2}\b|зрени\D{0,12}\d|\bvisus",
            "диоптрий")
# A disability group ("какая у папы группа инвалидности") wants the group, not his cardiologist's appointment. A doubt only.
_DISABILITY = (r"\bгрупп[а-яё]* инвалидност|\bdisability group\b",
               r"инвалид|\b(?:[1-3]|i{1,3})[- ]?(?:я |й )?(?:гр\.|групп)|disab", "группы инвалидности")
# A recipe: "рецепт сырников" wants ingredients and their amounts ("творог 400 г", "2 ст.л. муки"), not the cats'
# vet. A doubt only.
_RECIPE = (
    _OPENING + r"рецепт\b|\brecipe\b",
    r"\d+(?:[.,]\d+)? ?(?:г|гр|кг|мл|л|ст\.? ?л|ч\.? ?л|шт|стакан[а-я]*|g|kg|ml|tbsp|tsp|cups?)(?![а-яa-z])|щепотк|по вкусу"
    r"|яйц|мук[аиуо]|сахар|масл[оа]|соль|eggs?|flour|sugar", "рецепта")
# Fuel use: "сколько бензина ест на сотню", "какой расход у машины", "fuel consumption" want litres per distance ("9 л
# на сотню", "расход 11,5", "12 l/100km", "30 mpg"), not the note on its oil change ("масло 4 л"). Raised (session 38).
_CONSUMPTION = (
    r"\bрасход\w* (?:топлива|бензина|солярки|дизеля|газа|у|на)\b|\bна (?:сотню|100 ?км)\b|\b(?:fuel (?:consumption|economy|use)"
    r"|mpg|per 100 ?km)\b|\bсколько (?:бензина|солярки|соляры|дизеля|топлива|газа) (?:\w+ )?(?:ест|жр[её]т|уходит|расходует|кушает)\b"
    r"|\bсколько (?:\w+ )?(?:ест|жр[её]т|расходует|кушает) (?:бензина|солярки|соляры|дизеля|топлива|газа)\b",
    r"\d+(?:[.,]\d+)? ?(?:л|литр[а-я]*|l)\b ?(?:/|на|per|в) ?(?:100|сотн|час|ч\b|h\b|hour)|\bрасход\D{0,20}\d|\d ?mpg\b|/ ?100 ?км|l/100",
    "расхода")
# A size: "какой размер обуви у сына", "размер зимних шин", "what ring size does my wife wear" want a size ("обувь 32",
# "кольцо 16,5", "185/65 R15", "36×30×27", "62 см", "размер S"), not the sizes of a child's jacket for another one's
# shoes, nor a bike's price for its frame. Raised (session 25).
_SIZE = (
    r"\bкак(?:ой|ого|ие|ая) (?:у [а-яё]+ |у меня |у нас )?(?:[а-яё]+ )?размер|" + _OPENING + r"размер"
    r"|\b(?:what|which) (?:[a-z-]+ )?size\b|\b(?:what|which)(?:'s| is| are) (?:[a-z'’-]+ ){1,3}size\b",
    # (not a date and an hour: "запись 19.12 на 9:00", oneline672, session 47)
    r"размер|разм\.|\bр-р|\b(?:xs|xl|xxl|xxxl|[2-5]xl)\b|\d{3}/\d{2}|\br ?\d{2}\b|\dr\d{2}\b|\d ?(?:×|x|х|\*|на) ?\d(?!\d?[:.]\d\d)"
    r"|\d(?:[.,]\d+)? ?(?:см|мм|м\b|cm|mm|дюйм|inch|\")|size|\b[2-4]\d[.,]5\b"  # a half size ("Asics Gel-Nimbus 25, 38.5")
    r"|(?:обув|кольц|одежд|рост|шапк|ног[аиу]\b|ботин|кросс|сапог|джинс|брюк|куртк|пуховик|рам[аыуе]\b|колёс|колес"
    # (or a half size of one digit: "коньки 7.5 EE", oneline534, session 45)
    r"|скальник|туфл|кед|тапоч|тапк|пуант|чешк|перчат|бутс|коньк|шлем|шин|резин|tyre|tire)[а-яё]*\D{0,6}(?:\d{2}|\d[.,]5\b)",
    "размера")
# A pressure: "какое давление в шинах", "давление в котле", "tyre pressure" want atmospheres, bars or a blood pressure
# ("2,2 атм", "1,5 бар", "135/85"), not the tyres' size and price. Raised (session 38).
_PRESSURE = (
    # "какое у меня обычно давление"; not the pills for it ("what blood pressure pills does mom take": oneline314, session 39),
    # nor the device ("where do I pick up the blood pressure machine I ordered": oneline346, session 40)
    r"\bкакое (?:у [а-яё]+ )?(?:обычно |было |бывает |сейчас |утром |вечером )?давлени|\bдавлени[а-яё]* (?:в |у )?(?:шин|колёс|колес|котл)"
    r"|\b(?:tyre|tire|boiler|blood) pressure\b(?! (?:pills?|tablets?|meds|medicines?|medication|drugs?|machines?|monitors?|cuffs?|gauges?)\b)"
    r"|\bwhat pressure\b",
    r"\d(?:[.,]\d+)? ?(?:атм|бар|кгс|кпа|bar|psi|kpa|mmhg)|атмосфер|(?:давлени[а-яё]*|pressure)\D{0,6}\d[.,]\d|\b\d{2,3}/\d{2,3}\b(?! ?r ?\d)"  # not a tyre's "205/55 R16"
    r"|\bвгд\b\D{0,12}\d{2}", "давления")  # an eye's, "ВГД пр. 24, лев. 21" (oneline583, session 46)
# A way to reach someone: "how do I contact my English teacher", "как связаться с юристом", "как дозвониться до …" want a phone, an e-mail or a
# messenger ("+7 …", "kate@…", "@kate_en", "в телеге"), not the course's timetable. A doubt only.
_CONTACT = (
    r"\bhow (?:do|can|should) (?:i|we) (?:contact|reach|get in touch with)\b|\bкак (?:с [а-яё]+ )?связаться\b"
    r"|\bкак (?:мне )?(?:дозвониться|позвонить)\b(?! (?:в|на) (?:подъезд|домофон|двер|квартир|звонок))"
    r"|\b(?:contact|контакты?) (?:of|for|у|для)\b|\bcontacts?(?: info| details)?\W*$"  # "Alina's wedding photographer contact"
    r"|" + _OPENING + r"контакты? (?!(?:с|со|в|на)\b)[а-яё]{3,}",  # "контакты сантехника"
    _PHONE + r"|@|e-?mail|почт|телег|telegram|\btg\b|whatsapp|ватсап|вотсап|viber|вайбер|vk\.com|\bвк\b|t\.me"
    r"|\bдоб\.? ?\d|\bext\.? ?\d", "контакта")  # an office's extension: "Админ Рустам, доб. 214"
# An e-mail address: "почта редактора", "какой имейл у бухгалтера", "dispatcher email address" want one ("olga@nlo.ru"), not the
# dispatcher's phones (e2e/FINDINGS.md, session 25). A doubt only.
_EMAIL = (
    r"\bкак(?:ой|ая) (?:у [а-яё]+ )?(?:почта|имейл|емейл|мейл|e-?mail)\b|\bэлектронн[а-яё]* почт|" + _OPENING
    + r"(?:почта|имейл|емейл|мейл|e-?mail) " + _WHOSE + r"|\be-?mail (?:address|of|for)\b|(?:'s|’s) e-?mail\b"
    r"|\bwhat(?:'s| is) (?:the |my |our )?(?:[a-z'’-]+ ){0,3}e-?mail\b",
    r"@|e-?mail|почт|имейл|мейл", "почты")
# Where to send something ("where do I send my CV"): a street or an e-mail ("CV + portfolio to hr@plenka.studio": oneline694,
# session 48); raised as an address is. (Not "куда слать посылку сыну": an army unit's "в/ч 12345" is no street, oneline367.)
_SEND_TO = (r"\bwhere (?:do|should|can) i send\b|\bwhere to send\b",
            _ADDRESS[1] + "|" + _EMAIL[1], _ADDRESS[2])
# A price list ("прайс с 01.01: жен стрижка 1700, окрашивание от 3500 …") holds a price for what it lists only: "сколько стоит
# мелирование" over it (oneline718, session 48) is no answer unless it names the thing (`price_list_lacks`).
_PRICE_LIST = re.compile(r"прайс|price ?list|расценк")
# A registration plate: "какой госномер у машины", "what's our car's licence plate number" want a plate ("Р 417 ОК 163",
# "а123вс777"), not the car's service mileage. A doubt only.
_PLATE = (
    r"госномер|гос\.? ?номер|номерн[а-яё]* знак|\bномер(?:а)? (?:у )?(?:машины|тачки|авто|автомобиля)\b"  # "номер машины Артёма"
    r"|\b(?:licen[cs]e|registration|number) plate\b|\bplate number\b",
    r"(?<![\w])[авекмнорстухabekmhopctyx] ?\d{3} ?[авекмнорстухabekmhopctyx]{2} ?\d{2,3}\b", "госномера")
# A VIN: "вин номер уазика", "what's the VIN of my Honda" want the 17 letters and digits ("XTT316300N1012345"), not
# the car's insurance policy. A doubt only.
_VIN = (r"\b(?:vin|вин)\b|идентификационн[а-яё]* номер|\bномер (?:рамы|кузова|шасси)\b|\b(?:frame|chassis) number\b", r"\b(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-hj-npr-z0-9]{17}\b", "VIN")
# How often: "как часто", "how often" want a frequency or a period ("раз в неделю", "каждые 10 тысяч км", "every
# two months", "через день"). A version: "какая версия", "what version" want a version number ("16.17",
# "v2", "версия 3"). Doubts only.
_OFTEN = (
    r"\bкак часто\b|\bhow often\b",
    r"\b(?:" + _FREQUENCY + r"|через (?:день|\d|неделю|месяц|год)|\d ?р(?:аза?)?/(?:д|дн|день|сут|нед|мес)\b|\d+(?:[.,]\d+)? ?" + _PERIOD + r"|" + _MILEAGE
    + r"|\d{1,2}(?::\d{2})? ?[ap]m\b[^.;]{0,20}\band \d|\d{1,2}:\d{2}\)? и \(?\d{1,2}:\d{2}"  # "at 8am and 8pm": twice a day
    + r"|по (?:утрам|вечерам|выходным|будням)|утром|вечером|на ночь|перед сном|перед едой|после еды|"
    + _WEEKDAYS + r"|every|once|twice|daily|weekly|monthly|yearly|annually|\d+ times)", "частоты или срока")
_VERSION = (
    r"\bкак(?:ая|ой|ую) верси|\b(?:what|which) version\b",
    r"(?:\bv?\d+\.\d+|\bv\d+\b|\bверси[яиюей]+ \d|\bversion \d|\b\d+\.x\b)", "номера версии")
# A percentage: "какой процент по ипотеке", "под какой процент вклад", "какая ставка", "interest rate" want one ("под 17 %",
# "ставка 9,6%"), not the mortgage note's payment (e2e/FINDINGS.md, session 24). Raised (session 38).
_PERCENT = (
    # ("какая у меня сейчас ставка в банке": oneline670, session 47; not an hourly one)
    r"\b(?:под )?какой процент\b|\b(?:под )?сколько процентов\b|\bкакая (?:у (?:меня|нас) )?(?:сейчас )?(?:процентная )?ставка\b(?! за\b)(?! в час)"
    r"|\binterest rate\b"
    r"|\bwhat (?:percent|percentage)\b",
    r"\b\d+(?:[.,]\d+)? ?(?:%|процент|percent)", "процента")
# Where it is cheaper: "где дешевле полоски для сахара", "где газ подешевле заливать" want the shops' prices ("Ригла у рынка
# 990 р", "Пропан на Лукойле 27.90 за литр", "Nemoloko 175 в Ленте"), not a diary of the sugar it measures (oneline428, session
# 43). Raised.
_CHEAPER = (
    r"\bгде\b.*\b(?:по)?дешевле\b|\bwhere\b.*\bcheap(?:er|est)\b",
    _PRICE + r"|\d+(?:[.,]\d+)? (?:в|на|у) [a-zа-яё]|\d[.,]\d\d за\b", "цены")
# A voltage: "на сколько вольт ставить машинку", "какое напряжение у зарядки" want one ("сбавить до ~8.5 В", "12V", "220 вольт"),
# not the machine's debt (oneline431, session 43). Raised.
_VOLTAGE = (
    r"\bсколько вольт|\bкакое (?:у [а-яё]+ )?напряжени|\bнапряжени[а-яё]* (?:какое|сколько)\b|\bwhat voltage\b|\bhow many volts\b",
    # (not "14.02 в 10:00", "2 в день": a Cyrillic "В" apart from its number is followed by no Russian word or number)
    r"\d ?(?:вольт|volts?|v)\b|\dв\b|\d в\b(?!\s*[а-яё\d])", "напряжения")
# A floor: "на каком этаже квартира", "what floor is our old flat on" want one ("9 эт.", "5 этаж", "3rd floor"), not the
# gaming den's desk. Raised. A flight's number: "номер рейса в Турцию" wants one ("SU 1234", "S7 5314", "рейс 2417"), not
# the cash to take there; a serial number: "серийный номер Сайги", "заводской номер ТОЗ-34" want one a note calls so ("S/N
# SN2413087755", "зав. № 14587"), not the gun licence's term. The two numbers are required whatever else the text holds
# (session 32); a flight's number is raised too ("what's our flight number to Antalya" put the airport transfer over
# "Пулково → Анталья SU 2136", session 33), a serial number is a doubt only.
_FLOOR = (
    r"\bна каком этаже\b|\bкакой этаж\b|\b(?:what|which) floor\b",
    r"\d{1,2} ?(?:-?(?:й|м|ом))? ?(?:эт\b|эт\.|этаж)|\b(?:этаж|эт\.?) ?\d|\b\d{1,2}(?:st|nd|rd|th)? floor\b|\bfloor \d", "этажа")
# A rate per hour: "ставка в час у баристы", "почасовая ставка у немца", "hourly rate" want one ("210р/час", "€45/час",
# "850 ₽ за ак. час"), raised instead of any price (a shift's hours, the pool's single visit). Asked so, it is no price.
_HOURLY = (
    r"\bставк[аиу]? (?:в|за) час\b|\bпочасов[а-яё]+ (?:ставк|оплат)|\bhourly (?:rate|pay|wage)\b|\b(?:rate|pay) (?:per|an) hour\b"
    # what an hour pays ("сколько платят в час в книжном"), not what a tractor burns in one ("сколько солярки жрёт в час")
    r"|\bсколько\b(?=.*\b(?:плат|плач|получа|бер[её]т|берут|стои|стоя|зарабат|отда))[^?]*\b(?:в|за) час\b"
    r"|\bhow much\b(?=.*\b(?:pay|paid|charge|cost|earn|make))[^?]*\b(?:per|an|a|by the) hour\b",
    # (in any currency: "210 Kč/h по DPP", oneline503, session 45)
    r"\d[\d ,.]*\s?(?:р\.?|₽|руб\.?|€|\$|(?:" + _CURRENCY + r")\b)?\s?(?:/ ?|в |за |per |an )(?:час\b|ч\b|ак\.? ?час|hour|h\b|hr\b)"
    r"|[€$]\s?\d+\s?(?:/|per |an )(?:hour|h\b|hr\b)", "ставки в час")
# Points: "сколько баллов надо набрать на тесте", "проходной балл" want a score ("70 баллов", "проходной — 60"), not the
# exam's papers (oneline297, session 38). A doubt only.
_POINTS = (
    r"\bсколько баллов\b|\bпроходн[а-яё]* балл|\bhow many points\b|\bpassing (?:score|mark)\b",
    # (a doctor's credits of continuing education: "нужно 144 з.е. НМО": oneline474, session 44)
    # (or a subject's score, "пробник 23.11: профиль 68, русский 81, физика 59": oneline502, session 45)
    r"\d+ ?(?:балл|б\.|points?|pts|з\. ?е\.|зет\b|кредит)|балл\D{0,12}\d|проходн\D{0,15}\d|\d ?%|\d+ ?из ?\d+|score\D{0,10}\d"
    r"|\b(?:профил[ья]|баз[аы]|русск[а-яё]*|матем[а-яё.]*|физик[аи]|хими[яи]|биологи[яи]|истори[яи]|обществ[а-яё.]*|литератур[аы]|информатик[аи]"
    r"|английск[а-яё]*|англ\.?|географи[яи]):? \d{2,3}\b(?![.,:]\d)"
    # (or out of the most: "2 место (38/50)", oneline561, session 46; not a blood pressure, "145/90")
    r"|\b(?:[1-4]?\d/50|\d{1,2}/100)\b(?!/)", "баллов")
# A salary: "сколько получает Катя", "какая зарплата у администраторши", "how much does Oleg earn" want one ("оклад 45 000",
# "зп 62к", "на руки 71 300"), raised instead of any price (the staff's medical checks "~3 500 на человека": oneline286,
# session 38).
_SALARY = (
    _SALARY_ASKED + r"|\bсколько (?:\w+ )?(?:получает|получают|зарабатывает|зарабатывают)\b|\bкак(?:ая|ой) (?:у [а-яё]+ )?получка\b"
    r"|\bhow much does \w+ (?:earn|make)\b|\b(?:salary|wage)\b",
    # (a grant, a pension, a shift's pay, a list after "ЗП декабрь:": oneline507, 139, 247, 365, session 45)
    # (a job offer's pay, "job offer: … 120k RUB/month": oneline686, session 48)
    r"(?:оклад|зарплат|зп\b|з/п|получа|на руки|аванс|стипенди|пенси|salary|wage|earns?\b|job offer|оффер)\D{0,40}\d|\d ?(?:₽|р\.?|руб\.?)? ?(?:за|в|/) ?смену\b",
    "цены")
_FLIGHT_NUMBER = (
    r"\bномер рейса\b|\bкакой (?:у [а-яё]+ )?рейс\b|\bflight number\b|\bwhich flight\b",
    # an airline's code and a number, not a word and an amount ("to 1500", "in 2024", "за 1500")
    r"(?<![\w-])(?!(?:to|at|in|on|by|of|or|is|it|an|as|up|no|ok|we|me|my|be|do|go|so|us|am|pm|eu)\b)(?:[a-z]{2}|[a-z]\d|\d[a-z])[ -]?\d{3,4}\b"
    r"|\bрейс[а-яё]* (?:№ ?)?(?:[a-zа-я\d]{2} ?)?\d{2,4}\b|\bflight (?:no\.? ?)?\d{2,4}\b",
    "номера рейса")
_SERIAL = (
    r"\b(?:серийн|заводск)[а-яё]* номер|\bserial (?:number|no)\b|\bs/n\b",  # not "the serial port"
    # (or a bicycle's frame number: "frame no. WTU214C0873K", oneline497, session 44)
    r"(?:s/n|\bsn\b|серийн|заводск|зав\.|serial|frame (?:no|number)|номер рамы)[^\n]{0,12}?[a-z0-9-]*\d", "серийного номера")
# A deposit left ("какой залог оставляли за офис", "сколько депозит в парке", "how much was the deposit for the flat"; not a bank deposit's rate) wants
# its amount, not the office's other payments. Raised (session 32).
_DEPOSIT = (
    r"\b(?:как(?:ой|ую)|сколько|на сколько)\b.*\b(?:залог|депозит)|\b(?:залог|депозит)\b.*\bсколько\b"  # "залог за кресло сколько"
    r"|\bhow much\b.*\bdeposit\b(?!.*\b(?:rate|interest)\b)",
    # (in Polish and German too: "kaucja 7800 zł", oneline722, session 48)
    r"(?:залог|депозит|deposit|kaucj|кауц|kaution)[а-яё]*\D{0,15}\d", "залога")
# A yield asked ("сколько молока даёт Зорька", "сколько мёда накачали за сезон", "сколько яиц несут куры", "сколько нерки
# выловили", "урожайность пшеницы") wants an amount taken ("откачал 96 кг", "Удои: Зорька 2,8 л/сут", "вышло 41,5 т/га", "вышло
# 31 мешок"), not the buyers' litres, the price list or the fodder's kilos of the same farm: 9 of the 10 answerable such
# questions over the sets before session 47 held one, and 14 of the 21 unanswerable ones held none (most of them not
# flagged). A doubt only.
_PRODUCE = r"молок|молоч|яиц|яйц|м[её]д|рыб|нерк|кижуч|горбуш|урожа|картош|картофел|ягод|клубник|малин|зерн|пшениц"
_TAKEN = (r"да[её]т|дают|несут|нес[её]т|собрал[аи]?|накачал[аи]?|откачал[аи]?|выловил[аи]?|наловил[аи]?|поймал[аи]?|надоил[аи]?"
          r"|надаива[а-яё]*|до[её]тся|накопал[аи]?|вышло|намолотил[аи]?")
_YIELD = (
    r"^(?=.*\bсколько\b)(?=.*\b(?:" + _PRODUCE + r")[а-яё]*\b)(?=.*\b(?:" + _TAKEN + r")\b)|\bурожайност|\bнадо[йи]\b|\bудо[йи]\b",
    r"(?:" + _TAKEN + r"|откач|накач|надо[йи]|удо[йи]|урожа|улов|доится|намолот)[^.;\n]{0,25}\d"
    r"|\d[\d,.]*\s?(?:л|литр[а-яё]*|кг|т|тонн[а-яё]*|шт|яиц|яйц[а-яё]*)\.?\s?(?:/\s?|в |за )(?:день|сут|гол|сезон|год|улей|семь)"
    r"|\d[\d,.]*\s?(?:ц|т)/га"
    # sacks of a crop ("Картошка 2025: 26 мешков": oneline707, session 48; not the hens' feed, "2 мешка/мес": oneline563)
    r"|(?:" + _PRODUCE + r")[а-яё]*[^.;\n]{0,20}?\b\d+\s?(?:мешк|мешок|вёдер|ведер|ведр|ящик)", "урожая или надоя")
# Value patterns are lower case and read lower-cased text, each starting at a word boundary or a currency
# sign: re then passes most positions at once (case-insensitive matching of this list is ~7x slower).
# (question, value, raises the pieces holding it in the ranking, label)
# An address, a frequency, a size and a door's code raise too: over the 102 sets each moved right answers up and no
# unanswerable question's top (e2e/FINDINGS.md, session 25).
_COMPILED = tuple((re.compile(question, re.IGNORECASE), re.compile(value), raises, label)
                  for (question, value, label), raises in [*((kind, True) for kind in (*_KINDS, _ADDRESS, _SEND_TO, _OFTEN, _SIZE, _DOOR_CODE, _LOCK_CODE, _ROOM, _EXTENSION, _DOSE, _TEMPERATURE, _INSTALMENT, _BALANCE, _MONTH_DAY, _ODOMETER, _BOOKING, _SEAT, _WARRANTY, _FLOOR, _DEPOSIT, _FLIGHT_NUMBER, _HOURLY, _SALARY, _CONSUMPTION, _PRESSURE, _PERCENT, _DIOPTRE, _VOLTAGE, _CHEAPER, _COURSE)),
                                                           *((kind, False) for kind in (_WHEN, _BIRTHDAY, _HOW_MUCH, _RETURN, _VERSION, _PHONE_OF,
                                                                                          _RETURN_TIME, _NUMBER, _PASSWORD, _BLOOD, _LAB, _DISABILITY, _RECIPE, _WEIGHT, _HEIGHT, _PULSE, _VOLUME, _AGE, _AREA, _GRADE,
                                                                                          _CONTACT, _EMAIL, _PLATE, _VIN, _POINTS, *_DOCUMENTS, _PERSONNEL, _OIL, _LOGIN, _TRANSPORT, _EXPIRY, _SERIAL, _LAST_DONE, _TERM, _OPENING_HOURS,
                                                                                          _READINGS, _YIELD))])
_LABELS = {value: label for _, value, _, label in _COMPILED}
_LOAN_PAYMENT = re.compile(r"^(?=[\s\S]*(?:" + _LOAN + "|" + _BANKS + r"))[\s\S]*?(?:" + _INSTALMENT[1] + ")")
_BIRTHDAY_ASKED_IN = re.compile(_BIRTHDAY_ASKED, re.IGNORECASE)
# Kinds a text must hold whatever else it holds: "во сколько обратный рейс" is not answered by the outbound flight's time,
# "номер полиса" by a digit of its price.
_REQUIRED = frozenset(value for _, value, _, label in _COMPILED if label in (_RETURN[2], _DOCUMENTS[0][2], _BOOKING[2], _VIN[2], _WARRANTY[2], _EXPIRY[2], _FLIGHT_NUMBER[2], _SERIAL[2], _PLATE[2], _LAST_DONE[2], _OPENING_HOURS[2], _PERSONNEL[2]))


_THOUSANDS = re.compile(r"\b\d{1,3}(?:[.,]\d)?k\b")  # "for 18k", "~2.5k"
# Kinds of value few notes hold, unlike a price or a date: a note holding one for the question answers it even when it
# says the question's topic in other words ("почасовая ставка у немца" over "Клаус …: €45/час"). Not a code (a door's, a lock's), a
# room or a mileage: every address note has a code, every car note a mileage (e2e/FINDINGS.md, session 35).
_NARROW = frozenset(value for _, value, _, label in _COMPILED if label in (
    _HOURLY[2], _FLOOR[2], _BOOKING[2], _SEAT[2], _FLIGHT_NUMBER[2], _PLATE[2], _VIN[2], _DOSE[2],
    _TEMPERATURE[2], _BLOOD[2], _PRESSURE[2], _WEIGHT[2], _AREA[2], _EMAIL[2], _DIOPTRE[2], _EXTENSION[2], _READINGS[2]))


PHONES = re.compile(_PHONE)  # a phone number in lower-cased text (`_owners`)
# A visit asked ("когда мне к зубному", "когда бабушке к сердечному врачу"): the appointment's note gives a time of day ("22.12 в
# 16:20"), the tax deduction for the same dentist only a deadline ("до 30.04"). Raised only, never a doubt: a visit noted with
# its date alone still answers. Over the e2e sets it moved 8 right answers to the top and no other (e2e/FINDINGS.md, session 25).
_VISIT = (re.compile(r"^\W*(?:а |и )?когда\b.*\bко? [а-яё]+|^\W*when\b.*\b(?:appointment|check-?up|visit)\b", re.IGNORECASE),
          re.compile(r"\b(?:(?:[01]?\d|2[0-3]):[0-5]\d\b|в (?:[01]?\d|2[0-3])[.:][0-5]\d\b|\d{1,2} ?(?:утра|вечера|[ap]\.?m)\b|(?:в|к|до|после|около) \d{1,2} дня\b|\d{1,2}ч\d{2}\b)"))


def asked_values(query: str) -> tuple[re.Pattern, ...]:
    """Patterns of the values `query` asks for (none for a question that names no kind): a top hit holding
    none of them does not answer it."""
    values = tuple(dict.fromkeys(value for question, value, _, _ in _COMPILED if question.search(query)))
    if any(_LABELS[value] == _OPENING_HOURS[2] for value in values):  # hours are their time: "круглосуточно" answers
        return tuple(value for value in values if _LABELS[value] != _TIME_OF_DAY[2])
    if any(value.pattern == _SALARY[1] for value in values):  # a salary, not a passport's fee ("какая зарплата у Артёма": oneline537)
        return tuple(value for value in values if value.pattern != _PRICE)
    return values


# Someone named coming ("когда Кузнецова придёт мерить зуб", "когда приезжает мама Оксаны"): a visit too; not a thing or
# no one named ("когда придёт клавиатура", "когда приедут за паласом"). Case-sensitive: the name's capital.
_ARRIVAL = re.compile(r"^\W*(?:[Аа] |[Ии] )?[Кк]огда\b(?=.*\b(?:прид[её]т|приед[еу]т|прилет[аи]т|приезжа[а-яё]+)\b)(?=.*\s[А-ЯЁ][а-яё]{2,})")


def raising_values(query: str) -> tuple[re.Pattern, ...]:
    """The patterns of `asked_values` whose pieces the ranking raises (not the doubts only: when, a birthday, "how much is a …", the way back,
    a version, a phone asked by a fragment, a number, a password, a blood type, a blood test's result, a disability group, a recipe, a contact, an e-mail, a plate,
    a VIN, a score, a document's number, a personnel number, engine oil, a login, a weight, a height, a pulse, an age, an area, a grade, a way
    to get somewhere, an end of validity, a serial number, the last time something was done, a term, opening hours), and a
    time of day for a visit asked (`_VISIT`) or someone named coming (`_ARRIVAL`). A loan's payment (in a note naming a loan or a
    bank), a balance, a rate per hour or a salary asked is raised instead of any price, the day of the month money comes
    (`_MONTH_DAY`) instead of any date."""
    raised = tuple(value for question, value, raises, _ in _COMPILED if raises and question.search(query))
    loan = any(value.pattern == _INSTALMENT[1] for value in raised) and _LOAN_NAMED.search(query)
    if loan or any(value.pattern in (_BALANCE[1], _HOURLY[1], _SALARY[1]) for value in raised):  # not the car's insurance's price, nor the menu's
        raised = tuple(value for value in raised if value.pattern != _PRICE)
    if loan:  # in a note naming a loan or a bank
        raised = tuple(_LOAN_PAYMENT if value.pattern == _INSTALMENT[1] else value for value in raised)
    if any(value.pattern == _MONTH_DAY[1] for value in raised):  # not the lease's end
        raised = tuple(value for value in raised if value.pattern != _DATED[1])
    return raised + ((_VISIT[1],) if _VISIT[0].search(query) or _ARRIVAL.search(query) else ())


def reaching(values: tuple[re.Pattern, ...]) -> tuple[re.Pattern, ...]:
    """The phone and contact patterns of `values` (`asked_values`): raised only in a note saying the doctor, trade or thing asked
    ("телефон воспитательницы в садике", "как связаться с тренером дочки"), never alone: raising every note holding a phone put
    the plumber's over the electricity bill for "телефон электрика" (FINDINGS, sessions 19 and 45)."""
    return tuple(value for value in values if _LABELS[value] in (_PHONE_OF[2], _CONTACT[2]))


def asks_phone(values: tuple[re.Pattern, ...]) -> bool:
    """Whether `values` (`asked_values`) ask for a phone number."""
    return any(_LABELS[value] == _PHONE_OF[2] for value in values)


def asks_birthday(query: str) -> bool:
    """Whether `query` speaks of a birthday ("когда у Лены день рождения", "др мамы", "Tomasz's birthday")."""
    return _BIRTHDAY_ASKED_IN.search(query) is not None


def lacked(values: tuple[re.Pattern, ...]) -> tuple[str, ...]:
    """What a text holding none of `values` lacks, in Russian for "в найденном нет …" ("цены", "времени")."""
    return tuple(dict.fromkeys(_LABELS[value] for value in values))  # a loan's payment and a price: "цены" once


def lacking_kinds(text: str, values: tuple[re.Pattern, ...]) -> tuple[str, ...]:
    """What `text` lacks of the kinds of `values` (`lacked`): each kind it must hold and does not (the way back), and the
    others when it holds none of them."""
    either = tuple(value for value in values if value not in _REQUIRED)
    # (once each: "номер медицинского полиса" asks a policy's number and a medical one's, both "номера документа")
    required = tuple(dict.fromkeys(_LABELS[value] for value in values if value in _REQUIRED and not holds_value(text, (value,))))
    # thousands written "18k" answer a price asked, though they raise nothing (as a raise they moved right answers down)
    priced = any(value.pattern == _PRICE for value in either) and _THOUSANDS.search(text.lower()) is not None
    return required + (lacked(either) if either and not priced and not holds_value(text, either) else ())


def price_list_lacks(text: str, values: tuple[re.Pattern, ...]) -> tuple[str, ...]:
    """The price's label when `values` ask a price and `text` is a price list (`_PRICE_LIST`), which answers only the things it
    names (the caller reads those), else ()."""
    prices = tuple(_LABELS[value] for value in values if value.pattern == _PRICE)
    return prices[:1] if prices and _PRICE_LIST.search(text.lower()) else ()


def holds_narrow(text: str, values: tuple[re.Pattern, ...]) -> bool:
    """Whether `text` holds a value of a narrow kind of `values` (`_NARROW`): no other thing's value of the same kind."""
    return holds_value(text, tuple(value for value in values if value in _NARROW))


def holds_value(text: str, values: tuple[re.Pattern, ...]) -> bool:
    lowered = text.lower().replace("\xa0", " ").replace("\u202f", " ")  # "1\xa0500 ₽" as pasted from a site
    return any(value.search(lowered) for value in values)

"""Everyday short and colloquial words of Russian questions that a dictionary of synonyms does not list, each with the
words notes write instead, Russian or English ("собес" and "собеседование", "interview"; "мочевина" and "AdBlue"), written
by hand (session 27). Data only: see _widen.py. One word per line, its stand-ins after the colon; "_" joins the words of
one stand-in ("green_card")."""

COLLOQUIAL = """
собес: собеседование interview
жаропонижающее: нурофен парацетамол ибупрофен панадол цефекон эффералган температура fever
собеседование: interview
зп: зарплата salary
получка: зарплата salary
заработать: зп зарплата оклад salary
стерилизатор: автоклав autoclave
борьба: дзюдо самбо wrestling
участковый: терапевт
квадрик: квадрокоптер дрон drone dji
рентген: флюорография флюшка
кафельщик: плиточник tiler
тачка: машина car
хата: квартира flat
железка: ржд контейнер railway
гастроскопия: фгдс эгдс gastroscopy
гончарка: керамика гончарный ceramics pottery
общага: общежитие dorm
садовый: снт дача
коммуналка: жку квартплата utilities nebenkosten
квартплата: жку коммуналка utilities
покрышки: шины резина tyres
резина: шины tyres
переобуться: шины резина tyres
переобуть: шины резина tyres
корочка: удостоверение certificate
зеленка: green_card
мочевина: adblue
половинка: полумарафон half_marathon
полумарафон: half_marathon
мотик: мотоцикл motorcycle
комп: компьютер computer
ноут: ноутбук laptop
мобила: телефон phone
мобильник: телефон phone
симка: sim
универ: университет university
препод: преподаватель teacher
домашка: homework
загранник: загранпаспорт passport
загран: загранпаспорт passport
коворк: коворкинг coworking
коворкинг: coworking
шоты: эспрессо espresso
садик: сад детсад kindergarten
ветеринарка: ветклиника vet
швея: портниха ателье seamstress
парник: теплица greenhouse
портниха: швея ателье seamstress
кредитка: кредитная credit_card
налик: наличные cash
нал: наличные cash
инет: интернет internet
вайфай: wifi
бассик: бассейн pool
матеша: математика math
матешник: репетитор математика tutor
физра: физкультура
няня: babysitter nanny
прививка: vaccination vaccine
узи: ultrasound
мрт: mri
автогражданка: осаго страховка insurance
легочник: пульмонолог pulmonologist
лор: отоларинголог ent
гинеколог: gynecologist
окулист: офтальмолог ophthalmologist
зубной: стоматолог dentist
качалка: спортзал gym
стиралка: стиральная washing_machine
посудомойка: посудомоечная dishwasher
холодос: холодильник fridge
телек: телевизор tv
микроволновка: свч microwave
сигналка: сигнализация alarm
видеорег: регистратор dashcam
штрафстоянка: эвакуатор impound
гаишники: гибдд дпс police
гайцы: гибдд дпс police
больничка: больница hospital
продленка: продленка after-school
ясли: садик nursery
налоговая: фнс налог tax
пенсионка: пенсия pension
ксива: удостоверение
техосмотр: диагностическая inspection
маршрутка: автобус bus
солярка: дизель дт diesel
управляйка: ук управляющая
кадровичка: кадры hr
корпоратив: праздник party
гулянка: корпоратив праздник party
ночевка: ночлег гостиница проживание
стипуха: стипендия scholarship
стипа: стипендия scholarship
зачетка: зачетная
курсач: курсовая coursework
лаба: лабораторная lab
матан: математический анализ calculus
флюшка: флюорография x-ray
уколы: прививка инъекции injections
заначка: отложено savings
копилка: накопления savings
батя: папа отец dad
мамка: мама mom
дедуля: дедушка grandpa
благоверный: муж husband
бэха: bmw бмв
хвосты: пересдача задолженность retake
жесткий: диск hdd
хранилка: nas хранилище
автолюлька: автокресло car_seat
ребцентр: реабилитация rehab
превышение: штраф speeding
инвентаризация: stocktaking inventory
медосмотр: medical
фотик: фотоаппарат камера camera
тушка: камера body
лавстори: love_story
автостраховка: осаго каско insurance
укачивание: драмина motion_sickness
зарядник: зарядка charger
телега: телеграм telegram
инста: instagram
отгул: выходной day_off
переработка: сверхурочные overtime
подработка: side_job
халтура: подработка side_job
шабашка: подработка side_job
маткапитал: материнский капитал
досрочка: досрочное early_repayment
накопилка: накопительный savings
кэшбэк: cashback
квиток: квитанция receipt
гарантийник: гарантийный warranty
аккум: аккумулятор акб battery
незамерзайка: омыватель washer_fluid
дворники: щетки wipers
техпаспорт: стс птс
загранка: загранпаспорт passport
кондей: кондиционер ac
кондер: кондиционер ac
жэк: ук управляющая
классуха: классная руководитель teacher
научник: научный руководитель supervisor
экз: экзамен exam
сердечник: кардиолог cardiologist
невропатолог: невролог neurologist
кожник: дерматолог dermatologist
глазник: офтальмолог окулист
ухогорлонос: лор
молочка: молоко dairy
соляра: дизель дт diesel
моторное: масло oil
медкомиссия: медосмотр medical
спевка: репетиция rehearsal
сварной: сварщик welder
гарантийка: гарантийный warranty
трудинспекция: гит inspection
хрусталик: катаракта cataract
антивирь: антивирус касперский kaspersky antivirus
бесперебойник: ибп ups
зуботехничка: лаборатория лаба lab
кафель: плитка плиточник tiles
симулятор: тренажёр simulator
командировочные: суточные per_diem
оттиски: слепки impressions
колёса: резина шины tyres
шарик: шереметьево svo sheremetyevo
маркетплейс: озон вайлдберриз ozon wildberries
бандаж: корсет
созвон: звонок call standup meeting
партия: batch
жар: температура temperature fever
котел: бойлер boiler
садоводство: снт товарищество
махнулся: поменялся обменялся swap
километр: км
маткап: маткапитал материнский
детсад: сад садик kindergarten
поверка: калибровка calibration
высыпает: сыпь rash
голландия: netherlands dutch holland
нидерланды: netherlands dutch holland
фура: truck грузовик
анемия: гемоглобин ферритин железо anemia
звездопад: метеорный метеоры геминиды персеиды meteor
граната: шрус
масложор: масло oil
энджин: engine
кардиограмма: экг ecg
сердце: кардиолог cardiologist
видяха: видеокарта gpu
видюха: видеокарта gpu
товарищество: снт
оперативка: оперативная озу ram
абик: абонемент membership
шкафчик: locker
госномер: plate
пропуск: pass
когнитивка: кпт cbt
дедлайн: сдать срок
пауза: заморозить заморозка freeze
залог: депозит deposit
съеду: выезд выезде move_out
съезжаю: выезд выезде move_out
сэс: роспотребнадзор санэпидемстанция проверка inspection
санэпидемстанция: роспотребнадзор сэс проверка inspection
айтишник: техник сисадмин админ it
санитарка: медкнижка санкнижка
фискальник: фн накопитель
обжарщик: обжарка roaster
воск: парафин мазь wax
усилок: усилитель amp amplifier
звуковуха: звуковая_карта аудиоинтерфейс audio_interface
репать: репетиция репетиции rehearsal
репетнуть: репетиция репетиции rehearsal
репбаза: репточка репетиционная rehearsal
репточка: репбаза репетиционная rehearsal
дилэй: delay
дилей: delay
томография: мрт кт mri
диоптрии: очки линзы зрение glasses
костоправ: остеопат мануальщик chiropractor
костоправа: остеопат мануальщик chiropractor
мануальщик: остеопат мануальный chiropractor
переобуваться: шины резина tyres
монитор: холтер holter
мониторирование: холтер holter
служба: панихида молебен литургия
ниток: пряжа моток клубок yarn
нитки: пряжа моток клубок yarn
зум: объектив lens
"""

"""Countries, regions and cities a question may name as the place of what it asks ("адрес сестры в Германии", "во
сколько улетаю в Казахстан", "number of the roadside repair guy in Bashkiria"). A note says the city, the district or
the university instead ("Берлин", "Алматы", "Ufa", "КубГАУ"), so the place is no name the hit must hold: over the
e2e sets, of 48 questions naming one of these places, the top hit lacked it for 5 right answers (doubted at 0.20) and
for no unanswerable question (e2e/FINDINGS.md, session 22). Written by hand, each place in its Russian and English forms;
a name people also give to a person ("Владимир", "Георгий"; "Иваново" shares its stem with the surname Иванова, "телефон
Ивановой") or a common word ("Орёл", "Курган") is left out."""

PLACES = """
Россия Russia РФ Германия Germany Франция France Италия Italy Испания Spain Португалия Portugal Турция Turkey
Египет Egypt ОАЭ Эмираты Emirates UAE Таиланд Тайланд Thailand Вьетнам Vietnam Китай China Япония Japan Корея Korea
Индия India Шри-Ланка Мальдивы Maldives Грузия Georgia Армения Armenia Азербайджан Azerbaijan Казахстан Kazakhstan
Узбекистан Uzbekistan Киргизия Кыргызстан Kyrgyzstan Таджикистан Tajikistan Беларусь Белоруссия Belarus Украина
Ukraine Молдова Молдавия Moldova Латвия Latvia Литва Lithuania Эстония Estonia Финляндия Finland Швеция Sweden Норвегия
Norway Польша Poland Чехия Czechia Австрия Austria Швейцария Switzerland Нидерланды Голландия Netherlands Holland
Бельгия Belgium Великобритания Англия Britain England Ирландия Ireland США Америка America USA Канада Canada Мексика
Mexico Бразилия Brazil Аргентина Argentina Куба Cuba Израиль Israel Кипр Cyprus Греция Greece Черногория Montenegro
Сербия Serbia Хорватия Croatia Болгария Bulgaria Румыния Romania Венгрия Hungary Монголия Mongolia Индонезия
Indonesia Бали Bali Малайзия Malaysia Сингапур Singapore Абхазия Abkhazia Европа Europe Азия Asia
Башкирия Башкортостан Bashkiria Bashkortostan Татарстан Tatarstan Урал Ural Сибирь Siberia Алтай Altai Камчатка
Kamchatka Карелия Karelia Кавказ Caucasus Дагестан Dagestan Якутия Yakutia Кубань Kuban Подмосковье Ямал Yamal Чукотка
Сахалин Sakhalin Приморье Крым Crimea Хакасия Khakassia Аравия Arabia Боровое Бурабай Burabay
Москва Moscow Мск Санкт-Петербург Петербург Питер СПб Petersburg Новосибирск Novosibirsk Екатеринбург Екб Yekaterinburg
Казань Kazan Нижний Новгород Челябинск Chelyabinsk Самара Samara Омск Omsk Ростов Rostov Уфа Ufa Красноярск Krasnoyarsk
Воронеж Voronezh Пермь Perm Волгоград Volgograd Краснодар Krasnodar Саратов Saratov Тюмень Tyumen Тольятти Togliatti
Ижевск Izhevsk Барнаул Barnaul Ульяновск Ulyanovsk Иркутск Irkutsk Хабаровск Khabarovsk Ярославль Yaroslavl Владивосток
Vladivostok Махачкала Томск Tomsk Оренбург Orenburg Кемерово Новокузнецк Рязань Ryazan Астрахань Astrakhan Пенза Penza
Липецк Lipetsk Чебоксары Тула Tula Калининград Kaliningrad Курск Kursk Ставрополь Stavropol Сочи Sochi Тверь Tver
Брянск Bryansk Белгород Belgorod Сургут Surgut Архангельск Arkhangelsk Смоленск Smolensk Калуга Kaluga
Мурманск Murmansk Вологда Vologda Псков Pskov Кострома Kostroma Тамбов Tambov Петрозаводск Petrozavodsk Якутск Yakutsk
Сыктывкар Нальчик Анапа Anapa Геленджик Gelendzhik Адлер Adler Кисловодск Kislovodsk Пятигорск Pyatigorsk Ессентуки
Евпатория Ялта Yalta Севастополь Sevastopol Симферополь Simferopol Феодосия Суздаль Suzdal Тобольск Tobolsk Норильск
Magadan Магадан Сызрань Зеленодольск Тагил Тимашевск Новороссийск Novorossiysk Таганрог Taganrog
Минск Minsk Киев Kyiv Kiev Алматы Almaty Астана Astana Ташкент Tashkent Бишкек Bishkek Ереван Yerevan Тбилиси Tbilisi
Батуми Batumi Баку Baku Стамбул Istanbul Анталья Анталия Antalya Кемер Kemer Белград Belgrade Берлин Berlin Париж Paris
Рим Rome Лондон London Прага Prague Вена Vienna Хельсинки Helsinki Рига Riga Таллин Tallinn Вильнюс Vilnius Варшава
Warsaw Будапешт Budapest Барселона Barcelona Мадрид Madrid Милан Milan Амстердам Amsterdam Дубай Dubai Бангкок Bangkok
Пхукет Phuket Пекин Beijing Шанхай Shanghai Токио Tokyo Сеул Seoul Нью-Йорк
"""

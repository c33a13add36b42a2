"""Russian words and the English ones a note may say them with, by hand (session 32), read the other way: an English
question's word the notes never use, with the Russian words a note says it with. Data only: see _widen.py."""

RUSSIAN_ENGLISH = """
врач: doctor physician gp
доктор: doctor physician
терапевт: gp physician doctor internist
стоматолог: dentist
стоматология: dentist dental_clinic dentistry
зубной: dental tooth
окулист: optometrist ophthalmologist eye_doctor
офтальмолог: ophthalmologist eye_doctor optometrist
лор: ent ent_doctor
педиатр: pediatrician paediatrician
гинеколог: gynecologist gynaecologist obgyn
уролог: urologist
кардиолог: cardiologist
невролог: neurologist
дерматолог: dermatologist
хирург: surgeon
травматолог: orthopedist trauma_doctor
ортопед: orthopedist orthopaedist
эндокринолог: endocrinologist
аллерголог: allergist
психолог: psychologist therapist counselor
психиатр: psychiatrist
психотерапевт: psychotherapist therapist
медсестра: nurse
массажист: masseur massage_therapist
массаж: massage
физиотерапевт: physiotherapist physio physical_therapist
анализ: test results analysis
кровь: blood
моча: urine
узи: ultrasound scan
рентген: xray x_ray radiograph
мрт: mri scan
кт: ct ct_scan
экг: ecg ekg
прививка: vaccination vaccine shot jab
вакцина: vaccine
вакцинация: vaccination
укол: injection shot jab
капельница: drip iv infusion
таблетка: pill tablet
лекарство: medicine medication drug meds
рецепт: prescription recipe
аптека: pharmacy chemist drugstore
аптечка: first_aid_kit medicine_cabinet
антибиотик: antibiotic antibiotics
витамин: vitamin vitamins
мазь: ointment cream
капля: drops drop
сироп: syrup
обезболивающее: painkiller painkillers
жаропонижающее: fever_reducer antipyretic
градусник: thermometer
бинт: bandage
пластырь: plaster band_aid bandage
температура: temperature fever
давление: pressure blood_pressure
пульс: pulse heart_rate
простуда: cold
грипп: flu influenza
кашель: cough
насморк: runny_nose cold
боль: pain ache
болеть: hurt ache sick ill
болезнь: illness disease sickness
больной: sick ill patient
здоровье: health
здоровый: healthy
аллергия: allergy allergic
диагноз: diagnosis
симптом: symptom symptoms
лечение: treatment therapy
операция: surgery operation
больница: hospital
поликлиника: clinic outpatient_clinic
клиника: clinic
скорая: ambulance emergency
неотложка: urgent_care emergency
реанимация: intensive_care icu
приём: appointment visit reception
запись: appointment booking record entry
направление: referral direction
больничный: sick_leave sick_note
справка: certificate note
страховка: insurance
полис: policy insurance_policy
палата: ward room
выписка: discharge statement extract
осмотр: checkup examination inspection
диспансеризация: checkup medical_checkup screening
пломба: filling
зуб: tooth teeth
коронка: crown
брекеты: braces
очки: glasses spectacles
линза: lens lenses contacts
слух: hearing
зрение: vision eyesight sight
беременность: pregnancy pregnant
роды: birth delivery labour labor
перелом: fracture broken
гипс: cast plaster
травма: injury trauma
рана: wound cut
синяк: bruise
ожог: burn
шов: stitches stitch seam
голова: head
мигрень: migraine headache
живот: stomach belly tummy abdomen
желудок: stomach
спина: back
шея: neck
горло: throat
нос: nose
ухо: ear
глаз: eye
рука: hand arm
нога: leg foot
колено: knee
плечо: shoulder
сердце: heart
лёгкое: lung lungs
печень: liver
почка: kidney bud
кожа: skin leather
сустав: joint
палец: finger toe
сыпь: rash
зуд: itch itching
тошнота: nausea
рвота: vomiting vomit
понос: diarrhea diarrhoea
запор: constipation
бессонница: insomnia
сон: sleep dream
депрессия: depression
вес: weight
рост: height growth
диета: diet
холестерин: cholesterol
сахар: sugar glucose
гемоглобин: hemoglobin haemoglobin
санаторий: sanatorium spa resort
реабилитация: rehab rehabilitation
кариес: cavity caries decay
опухоль: tumor tumour swelling
отёк: swelling edema
инфекция: infection
вирус: virus
бахилы: shoe_covers
костыль: crutch crutches
щётка: brush toothbrush
паста: toothpaste paste pasta
машина: car vehicle
автомобиль: car automobile vehicle
тачка: car ride
авто: car auto
шина: tyre tire tyres tires
резина: tyres tires rubber
колесо: wheel tyre tire
диск: rim rims disc disk
двигатель: engine motor
мотор: engine motor
аккумулятор: battery
фара: headlight headlights
тормоз: brake brakes
колодка: brake_pad pads pad
масло: oil butter
фильтр: filter
бампер: bumper
капот: hood bonnet
багажник: trunk boot
руль: steering_wheel wheel
зеркало: mirror
стекло: glass windscreen windshield
дворник: wipers wiper janitor caretaker
сцепление: clutch
коробка: box gearbox transmission
подвеска: suspension pendant
выхлоп: exhaust
глушитель: muffler silencer exhaust
радиатор: radiator
ремень: belt
свеча: candle spark_plug
кузов: body bodywork
царапина: scratch
вмятина: dent
покраска: paint paintwork painting
ремонт: repair renovation repairs fix
автосервис: garage car_service mechanic
техобслуживание: service maintenance servicing
диагностика: diagnostics check diagnosis
запчасть: part spare_part parts
замена: replacement change
датчик: sensor gauge
генератор: alternator generator
парктроник: parking_sensors
регистратор: dashcam dash_cam recorder
видеорегистратор: dashcam dash_cam
омывайка: washer_fluid screenwash
автомойка: car_wash
мойка: car_wash sink wash
шиномонтаж: tyre_shop tire_shop tyre_change
механик: mechanic
техосмотр: mot inspection roadworthiness
пробег: mileage odometer
бензин: petrol gas gasoline fuel
топливо: fuel
заправка: gas_station petrol_station refuel fill_up
заправить: refuel fill_up fuel
бак: tank
литр: litre liter
парковка: parking parking_lot car_park
стоянка: parking car_park parking_lot
парковаться: park
припарковаться: park
припарковать: park
штраф: fine ticket penalty
гаишник: traffic_police cop
гаи: traffic_police
гибдд: traffic_police
права: license licence driving_licence
осаго: car_insurance insurance
каско: comprehensive car_insurance insurance
страхование: insurance
застраховать: insure
авария: accident crash
дтп: accident crash collision
эвакуатор: tow_truck tow recovery
пробка: traffic jam cork
трасса: highway motorway road
дорога: road way trip
водитель: driver
вождение: driving
водить: drive
автошкола: driving_school
номер: number plate room
регистрация: registration check_in
техпаспорт: registration logbook
прокат: rental hire
аренда: rent rental lease hire
каршеринг: carsharing car_sharing
самокат: scooter kick_scooter
велосипед: bicycle bike
велик: bike bicycle
мотоцикл: motorcycle motorbike bike
автобус: bus coach
маршрутка: minibus shuttle
троллейбус: trolleybus
трамвай: tram streetcar
метро: metro subway underground tube
электричка: commuter_train train
поезд: train
вагон: carriage car coach wagon
купе: compartment sleeper
плацкарт: sleeper berth third_class
вокзал: station railway_station train_station
автовокзал: bus_station coach_station
станция: station stop
остановка: stop bus_stop
билет: ticket tickets
проездной: pass travel_card
рейс: flight trip
самолёт: plane airplane aircraft flight
полёт: flight
вертолёт: helicopter
аэропорт: airport
аэроэкспресс: airport_express airport_train
вылет: departure takeoff
прилёт: arrival
пересадка: transfer layover connection change
багаж: luggage baggage bags
чемодан: suitcase luggage
посадка: boarding landing planting
задержка: delay
опоздание: delay lateness late
расписание: schedule timetable
пассажир: passenger
таможня: customs
граница: border
такси: taxi cab
паром: ferry
корабль: ship boat
лодка: boat
грузовик: truck lorry
фургон: van
прицеп: trailer
ключ: key keys wrench
сигнализация: alarm car_alarm
навигатор: navigator gps satnav
маршрут: route itinerary
поездка: trip journey ride
путешествие: trip travel journey
переезд: move moving relocation crossing
доставка: delivery shipping
деньги: money cash
зарплата: salary pay wages paycheck
зп: salary pay
аванс: advance prepayment
премия: bonus prize award
оклад: salary base_salary
доход: income revenue earnings
расход: expense expenses spending
трата: expense spending
квартплата: rent utilities
кредит: loan credit
заём: loan
займ: loan
ипотека: mortgage
вклад: deposit savings contribution
депозит: deposit
долг: debt owe
одолжить: lend borrow
занять: borrow occupy
вернуть: return refund give_back pay_back
возврат: refund return
скидка: discount sale
распродажа: sale clearance
цена: price cost
стоимость: cost price value
счёт: bill invoice account check
чек: receipt check
квитанция: receipt bill
расчёт: payment settlement calculation
налог: tax taxes
налоговый: tax
ндфл: income_tax
вычет: deduction tax_deduction
декларация: declaration tax_return
пошлина: duty fee customs_duty
комиссия: fee commission
взнос: payment contribution fee instalment
платёж: payment
оплата: payment
оплатить: pay
платить: pay
заплатить: pay paid
перевод: transfer translation
перевести: transfer translate
карта: card map
карточка: card
наличные: cash
наличка: cash
банкомат: atm cash_machine
кошелёк: wallet purse
копилка: piggy_bank savings
сбережения: savings
накопления: savings
пенсия: pension retirement
пособие: benefit allowance
стипендия: scholarship stipend grant
рубль: ruble rouble
валюта: currency foreign_currency
курс: rate exchange_rate course
обмен: exchange
смета: estimate quote budget
предоплата: prepayment deposit advance
залог: deposit security_deposit collateral
задаток: deposit down_payment
рассрочка: installments instalments payment_plan
подписка: subscription
тариф: plan tariff rate
инвестиция: investment
акция: share stock promotion
процент: percent interest rate
чаевые: tip tips
сдача: change
купюра: banknote bill note
монета: coin
покупка: purchase shopping buy
продажа: sale selling
прибыль: profit
убыток: loss
бухгалтер: accountant bookkeeper
бухгалтерия: accounting accounts
отчёт: report
гарантия: warranty guarantee
стоить: cost
дорогой: expensive dear
дешёвый: cheap
бесплатный: free
платный: paid
самозанятый: self_employed freelancer
квартира: flat apartment
дом: house home building
жильё: housing accommodation home
комната: room
кухня: kitchen
ванная: bathroom
ванна: bath bathtub tub
туалет: toilet bathroom loo
душ: shower
спальня: bedroom
гостиная: living_room lounge
прихожая: hallway entrance
коридор: corridor hallway
балкон: balcony
лоджия: balcony loggia
подъезд: entrance stairwell
этаж: floor storey
лифт: lift elevator
лестница: stairs staircase ladder
крыша: roof
подвал: basement cellar
чердак: attic loft
окно: window
дверь: door
замок: lock castle
домофон: intercom buzzer
звонок: doorbell call ring
стена: wall
пол: floor
потолок: ceiling
обои: wallpaper
плитка: tiles tile
краска: paint
сантехник: plumber
сантехника: plumbing fixtures
электрик: electrician
мастер: handyman repairman technician
строитель: builder
прораб: foreman contractor
кран: tap faucet crane
смеситель: mixer_tap faucet tap
труба: pipe
канализация: sewer drain sewage
засор: clog blockage blocked
протечка: leak
течь: leak
батарея: radiator battery
отопление: heating
бойлер: boiler water_heater
колонка: water_heater speaker
розетка: socket outlet
выключатель: switch
лампочка: bulb light_bulb
свет: light electricity power
электричество: electricity power
проводка: wiring
счётчик: meter
показания: readings meter_readings
коммуналка: utilities utility_bills
жкх: utilities housing_services
вода: water
холодильник: fridge refrigerator
морозилка: freezer
плита: stove cooker hob
духовка: oven
микроволновка: microwave
посудомойка: dishwasher
стиралка: washing_machine washer
сушилка: dryer drying_rack
пылесос: vacuum hoover vacuum_cleaner
утюг: iron
чайник: kettle teapot
кофеварка: coffee_maker coffee_machine
кофемашина: coffee_machine espresso_machine
кондиционер: air_conditioner ac conditioner
кондер: ac air_conditioner
вентилятор: fan
обогреватель: heater
телевизор: tv television telly
телек: tv telly
комп: computer pc
ноутбук: laptop notebook
ноут: laptop
телефон: phone mobile cellphone
мобильник: mobile cellphone phone
зарядка: charger charging exercise
наушники: headphones earphones earbuds
пароль: password
сайт: website site
приложение: app application attachment
письмо: letter email
сообщение: message text
мебель: furniture
диван: sofa couch
кровать: bed
матрас: mattress
шкаф: wardrobe closet cupboard cabinet
стол: table desk
стул: chair
кресло: armchair chair seat
полка: shelf
комод: dresser chest_of_drawers
тумбочка: nightstand bedside_table
ковёр: carpet rug
штора: curtain curtains
занавеска: curtain
жалюзи: blinds
подушка: pillow cushion
одеяло: blanket duvet quilt
бельё: linen underwear laundry
полотенце: towel
посуда: dishes crockery
тарелка: plate
чашка: cup mug
кружка: mug
ложка: spoon
вилка: fork plug
нож: knife
сковорода: pan frying_pan skillet
сковородка: pan frying_pan
кастрюля: pot saucepan
уборка: cleaning
убирать: clean tidy
уборщица: cleaner
домработница: housekeeper cleaner
стирка: laundry washing
мусор: trash rubbish garbage
мусорка: bin trash_can
сосед: neighbour neighbor
соседка: neighbour neighbor flatmate roommate
хозяин: landlord owner host
хозяйка: landlady owner hostess
арендодатель: landlord lessor
арендатор: tenant renter
жилец: tenant resident lodger
квартирант: tenant lodger
договор: contract agreement lease
новостройка: new_build new_building
сейф: safe
видеонаблюдение: cctv surveillance
дача: dacha cottage country_house
огород: vegetable_garden allotment garden
сад: garden orchard
участок: plot lot site
забор: fence
калитка: gate
ворота: gate gates
грядка: bed garden_bed
теплица: greenhouse
баня: sauna bathhouse banya
сарай: shed barn
газон: lawn
косилка: mower lawnmower
семя: seed seeds
рассада: seedlings
полив: watering irrigation
шланг: hose
лопата: shovel spade
инструмент: tool tools instrument
дрель: drill
отвёртка: screwdriver
молоток: hammer
гвоздь: nail
шуруп: screw
клей: glue
лампа: lamp light
семья: family
родители: parents
мама: mom mum mother
папа: dad father
мать: mother
отец: father
сын: son
дочь: daughter
дочка: daughter
ребёнок: child kid baby
дети: kids children
малыш: baby toddler kid
младенец: baby infant
брат: brother
сестра: sister nurse
бабушка: grandma grandmother granny
дедушка: grandpa grandfather
дед: grandpa grandfather
бабуля: grandma granny
внук: grandson grandchild
внучка: granddaughter
муж: husband
жена: wife
супруг: spouse husband
супруга: spouse wife
тётя: aunt auntie
дядя: uncle
племянник: nephew
племянница: niece
двоюродный: cousin
кузен: cousin
тёща: mother_in_law
свекровь: mother_in_law
тесть: father_in_law
свёкор: father_in_law
зять: son_in_law brother_in_law
невестка: daughter_in_law sister_in_law
родственник: relative relatives
родня: relatives family
друг: friend boyfriend
подруга: friend girlfriend
парень: boyfriend guy
девушка: girlfriend girl
знакомый: acquaintance friend
крёстный: godfather godparent
няня: nanny babysitter
садик: kindergarten nursery daycare preschool
детсад: kindergarten nursery daycare
школа: school
класс: class grade form
учитель: teacher
учительница: teacher
репетитор: tutor
тренер: coach trainer instructor
кружок: club class
секция: club class team
урок: lesson class
домашка: homework
оценка: grade mark rating
четверть: term quarter
каникулы: holidays vacation break
выпускной: graduation prom
собрание: meeting assembly
подарок: gift present
днюха: birthday bday
др: birthday bday
праздник: holiday party celebration
вечеринка: party
свадьба: wedding
годовщина: anniversary
юбилей: anniversary jubilee birthday
развод: divorce
помолвка: engagement
кольцо: ring
похороны: funeral
поминки: wake memorial
крестины: christening baptism
роддом: maternity_hospital maternity_ward
коляска: stroller pram buggy wheelchair
автокресло: car_seat
подгузник: diaper nappy
памперсы: diapers nappies
игрушка: toy
именины: name_day
гость: guest
гости: guests
свидание: date
работа: work job
работать: work
начальник: boss manager supervisor
шеф: boss chef
руководитель: manager head supervisor lead
директор: director ceo head
коллега: colleague coworker
сотрудник: employee staff coworker
команда: team command
отдел: department
смена: shift change
график: schedule chart
отпуск: vacation holiday leave
выходной: day_off holiday
выходные: weekend
увольнение: dismissal resignation firing layoff
уволиться: quit resign
уволить: fire dismiss lay_off
собеседование: interview job_interview
резюме: resume cv
вакансия: vacancy job_opening position
должность: position job_title role
повышение: promotion raise increase
контракт: contract
задача: task problem
задание: task assignment
срок: deadline term due_date period
совещание: meeting
встреча: meeting appointment date
созвон: call video_call
планёрка: standup meeting briefing
командировка: business_trip trip
конференция: conference
доклад: talk presentation report paper
презентация: presentation
клиент: client customer
заказчик: client customer
поставщик: supplier vendor
учёба: study studies school
учиться: study learn
университет: university uni college
универ: uni university college
вуз: university college
институт: institute university college
факультет: faculty department school
преподаватель: teacher lecturer professor instructor
препод: teacher lecturer
научрук: supervisor advisor
лекция: lecture
пара: class lecture pair couple
экзамен: exam examination
зачёт: pass test credit
сессия: exams exam_session finals
курсовая: term_paper coursework
диплом: diploma thesis degree
диссертация: dissertation thesis
защита: defense defence protection
статья: article paper
журнал: journal magazine
публикация: publication
рецензия: review
заявка: application request submission
заявление: application statement request
грант: grant
стажировка: internship placement
практика: internship practice training
сертификат: certificate
аспирантура: phd graduate_school postgraduate
магистратура: masters graduate_school
бакалавриат: bachelors undergraduate
общежитие: dorm dormitory hostel
библиотека: library
учебник: textbook
тетрадь: notebook exercise_book
поступление: admission enrollment
поступить: enroll get_in enter
язык: language tongue
английский: english
русский: russian
паспорт: passport
загранпаспорт: passport international_passport
загран: passport
виза: visa
внж: residence_permit
рвп: temporary_residence residence_permit
гражданство: citizenship
прописка: registration residence_registration
документ: document documents paperwork
свидетельство: certificate
удостоверение: id certificate license
снилс: social_security insurance_number
инн: tax_id tin
консульство: consulate
посольство: embassy
анкета: form questionnaire application
бланк: form
копия: copy
нотариус: notary
апостиль: apostille
продлить: extend renew
продление: extension renewal
гостиница: hotel
отель: hotel
бронь: booking reservation
бронирование: booking reservation
забронировать: book reserve
бронировать: book reserve
заселение: check_in
выселение: check_out eviction
экскурсия: tour excursion
тур: tour package
путёвка: package_tour voucher trip
море: sea beach seaside
пляж: beach
гора: mountain hill
поход: hike hiking camping
палатка: tent
рюкзак: backpack rucksack
страна: country
город: city town
заграница: abroad
курорт: resort
питомец: pet
собака: dog
пёс: dog
щенок: puppy
кошка: cat
кот: cat tomcat
котёнок: kitten
попугай: parrot
хомяк: hamster
рыбка: fish goldfish
черепаха: turtle tortoise
кролик: rabbit bunny
ветеринар: vet veterinarian
ветклиника: vet vet_clinic
корм: food pet_food feed
лоток: litter_box tray
наполнитель: litter cat_litter filler
поводок: leash lead
ошейник: collar
намордник: muzzle
блоха: flea fleas
клещ: tick
глисты: worms
стерилизация: spaying sterilization neutering
кастрация: neutering castration
выгул: walk walking
прогулка: walk stroll
порода: breed
чип: microchip chip
передержка: pet_sitting boarding
клетка: cage cell
еда: food meal
продукты: groceries food
завтрак: breakfast
обед: lunch dinner
ужин: dinner supper
перекус: snack
хлеб: bread
молоко: milk
сыр: cheese
яйцо: egg eggs
мясо: meat
курица: chicken
говядина: beef
свинина: pork
фарш: mince minced_meat ground_meat
колбаса: sausage salami
сосиска: sausage hot_dog
рыба: fish
лосось: salmon
креветка: shrimp prawn
овощи: vegetables veggies
овощ: vegetable
фрукты: fruit fruits
фрукт: fruit
картошка: potatoes potato
картофель: potatoes potato
морковь: carrot carrots
лук: onion onions
чеснок: garlic
помидор: tomato tomatoes
огурец: cucumber
капуста: cabbage
свёкла: beetroot beet
перец: pepper
яблоко: apple
апельсин: orange
лимон: lemon
груша: pear
ягоды: berries
клубника: strawberries strawberry
малина: raspberries raspberry
вишня: cherries cherry
черешня: cherries sweet_cherry
гриб: mushroom mushrooms
рис: rice
гречка: buckwheat
макароны: pasta macaroni
крупа: grains cereal groats
мука: flour
соль: salt
сливки: cream
сметана: sour_cream
творог: cottage_cheese curd
кофе: coffee
чай: tea
сок: juice
пиво: beer
вино: wine
торт: cake
пирог: pie cake
печенье: cookies biscuits
конфета: candy sweet sweets
шоколад: chocolate
мороженое: ice_cream
суп: soup
салат: salad lettuce
каша: porridge oatmeal
блин: pancake pancakes
пельмени: dumplings
котлета: patty cutlet burger
готовить: cook prepare
приготовить: cook make prepare
варить: boil cook
жарить: fry roast
печь: bake oven stove
запекать: bake roast
ресторан: restaurant
столовая: canteen cafeteria dining_room
кафешка: cafe
заказ: order
заказать: order book
официант: waiter server
орехи: nuts
мёд: honey
варенье: jam
соус: sauce
специи: spices
вкусный: tasty delicious
голодный: hungry
острый: spicy sharp
сладкий: sweet
лёд: ice
магазин: shop store
рынок: market
тц: mall shopping_centre shopping_center
покупки: shopping purchases
одежда: clothes clothing
обувь: shoes footwear
куртка: jacket coat
пальто: coat
шуба: fur_coat
платье: dress
юбка: skirt
брюки: trousers pants
джинсы: jeans
рубашка: shirt
футболка: tshirt tee t_shirt
свитер: sweater jumper
кофта: sweater cardigan hoodie top
шапка: hat beanie
шарф: scarf
перчатки: gloves
носки: socks
ботинки: boots shoes
кроссовки: sneakers trainers
сапоги: boots
туфли: shoes heels
сумка: bag handbag
размер: size
примерка: fitting try_on
посылка: parcel package
курьер: courier delivery
самовывоз: pickup collection
трек: tracking track
отслеживание: tracking
пвз: pickup_point parcel_locker
постамат: parcel_locker locker
почта: mail post post_office email
конверт: envelope
марка: stamp brand make
отправить: send ship post
отправка: shipping dispatch sending
получить: receive get collect
забрать: pick_up collect take
привезти: bring deliver
доставить: deliver
товар: item product goods
брак: defect marriage
обменять: exchange swap
поменять: change exchange replace swap
заменить: replace
корзина: cart basket
купить: buy purchase bought
покупать: buy
продать: sell sold
продавать: sell
продавец: seller salesperson
покупатель: buyer customer
касса: checkout till cashier box_office
очередь: queue line
косметика: cosmetics makeup
духи: perfume
шампунь: shampoo
крем: cream
мыло: soap
порошок: powder detergent
химчистка: dry_cleaning dry_cleaner
ателье: tailor alterations
парикмахерская: hairdresser barber salon
парикмахер: hairdresser barber
стрижка: haircut
маникюр: manicure nails
спортзал: gym
зал: gym hall
качалка: gym
тренировка: workout training practice
тренироваться: train work_out exercise
бассейн: pool swimming_pool
плавание: swimming
бег: running jogging
пробежка: run jog
футбол: football soccer
лыжи: skis skiing
коньки: skates skating
рыбалка: fishing
удочка: fishing_rod rod
снасти: tackle gear
спиннинг: spinning_rod rod
блесна: lure spoon
клёв: bite
охота: hunting
велопрогулка: bike_ride
турник: pull_up_bar bar
гантели: dumbbells weights
абонемент: membership pass subscription
музыка: music
гитара: guitar
пианино: piano
фортепиано: piano
синтезатор: keyboard synthesizer
барабаны: drums
концерт: concert gig
песня: song
фото: photo picture
фотография: photo photograph photography
фотик: camera
фотоаппарат: camera
объектив: lens
съёмка: shoot shooting filming
кино: movie film cinema
фильм: movie film
сериал: series show tv_show
театр: theatre theater
музей: museum
выставка: exhibition exhibit show
книга: book
книжка: book
чтение: reading
рисование: drawing painting
вязание: knitting
шахматы: chess
игра: game match play
матч: match game
соревнования: competition tournament
турнир: tournament
танцы: dancing dance
вокал: singing vocals voice_lessons
цветок: flower plant
цветы: flowers
растение: plant
горшок: pot potty
шашлык: barbecue bbq kebab
мангал: grill barbecue bbq
ёлка: christmas_tree tree
починить: fix repair mend
чинить: fix repair
отремонтировать: repair renovate fix
прилететь: arrive land fly_in
улететь: fly leave depart
вылететь: depart fly take_off
лететь: fly
приехать: arrive come
уехать: leave depart
поехать: go drive travel
записаться: sign_up book register enroll
записать: write_down record book
сдать: submit pass hand_in rent_out
сдавать: submit rent_out take
снять: rent withdraw remove film
арендовать: rent lease hire
оформить: apply register arrange issue
подать: submit file apply
выдать: issue give
потерять: lose lost
найти: find found
искать: search look_for
забыть: forget forgot
вспомнить: remember recall
позвонить: call phone ring
написать: write text message
встретить: meet pick_up
встретиться: meet
пригласить: invite
подарить: give gift
отменить: cancel
перенести: reschedule postpone move
договориться: agree arrange
подписать: sign
одобрить: approve
отказать: refuse reject deny decline
проверить: check verify test
взять: take borrow get
дать: give lend
обещать: promise
начать: start begin
закончить: finish end complete
открыть: open
закрыть: close shut
сломаться: break break_down
сломать: break
разбить: break smash crash
поцарапать: scratch
помыть: wash clean
постирать: wash launder
убраться: clean tidy_up
переехать: move relocate
заселиться: check_in move_in
выехать: leave check_out depart
тратить: spend
потратить: spend spent
копить: save
накопить: save
положить: put deposit
ждать: wait await
опоздать: late miss
пропустить: miss skip
успеть: make_it catch
посадить: plant
поливать: water
кормить: feed
гулять: walk go_out
лечить: treat cure
выздороветь: recover get_well
заболеть: get_sick fall_ill
привить: vaccinate
учить: learn teach study
выучить: learn
готовиться: prepare study
устроиться: get_job start settle
нанять: hire
повысить: promote raise
жить: live
родиться: born
жениться: marry get_married
развестись: divorce
отметить: celebrate mark
праздновать: celebrate
поздравить: congratulate
посмотреть: watch see look
смотреть: watch look
читать: read
слушать: listen
играть: play
бегать: run jog
плавать: swim
ловить: catch
поймать: catch
фотографировать: photograph shoot
рисовать: draw paint
ездить: drive ride travel go
доехать: get_to reach arrive
принести: bring
отнести: take carry
выбрать: choose pick select
решить: decide solve
узнать: find_out learn
спросить: ask
ответить: answer reply
напомнить: remind
сообщить: inform notify tell
пожаловаться: complain
жалоба: complaint
день: day
неделя: week
месяц: month
год: year
утро: morning
вечер: evening
ночь: night
вчера: yesterday
завтра: tomorrow
сегодня: today
прошлый: last previous past
следующий: next following
понедельник: monday
вторник: tuesday
среда: wednesday environment
четверг: thursday
пятница: friday
суббота: saturday
воскресенье: sunday
январь: january
февраль: february
март: march
апрель: april
май: may
июнь: june
июль: july
август: august
сентябрь: september
октябрь: october
ноябрь: november
декабрь: december
зима: winter
весна: spring
лето: summer
осень: autumn fall
рождество: christmas xmas
пасха: easter
"""

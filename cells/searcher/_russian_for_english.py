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
стоянка: parking car_park parking_lot mooring berth
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
вылет: departure takeoff flight
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
внж: residence_permit pink_slip
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
клюшка: stick sticks
клюшек: stick sticks
хобл: copd
нмо: cme
пломба: seal seals filling
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
родные: family relatives
батя: dad father
мамочка: mom mum mommy
мамуля: mom mum
бабка: grandma granny grandmother
внуки: grandchildren grandkids
сынок: son
доча: daughter
братик: brother little_brother
сестрёнка: sister little_sister
близнецы: twins
тётка: aunt
дядька: uncle
золовка: sister_in_law
деверь: brother_in_law
шурин: brother_in_law
сват: co_father_in_law in_law
сватья: co_mother_in_law in_law
отчим: stepfather stepdad
мачеха: stepmother stepmom
крёстная: godmother
опекун: guardian
усыновить: adopt
вдова: widow
жених: fiance groom
невеста: fiancee bride
бывший: ex former
бывшая: ex former
приятель: friend buddy pal
соседи: neighbors neighbours
декрет: maternity_leave decree
маткапитал: maternity_capital
алименты: alimony child_support
наследство: inheritance
наследник: heir
беременная: pregnant
узист: sonographer ultrasound
новорождённый: newborn
пустышка: pacifier dummy
кроватка: crib cot
воспитатель: teacher caregiver
утренник: matinee kids_party
первоклашка: first_grader
школьник: schoolchild pupil student
ученик: student pupil
дневник: diary gradebook
контрольная: test quiz exam
сочинение: essay composition
олимпиада: olympiad competition
егэ: exam state_exam
двойка: fail bad_mark
пятёрка: a_grade five
отличник: straight_a_student honors
продлёнка: after_school
выпускник: graduate
портфель: schoolbag briefcase portfolio
пенал: pencil_case
ручка: pen handle
калькулятор: calculator
краски: paints
ножницы: scissors
канцтовары: stationery
сменка: indoor_shoes
физра: pe gym
физкультура: pe physical_education
математика: math maths
матеша: math maths
алгебра: algebra
геометрия: geometry
физика: physics
химия: chemistry
биология: biology
география: geography
история: history story
литература: literature
информатика: computer_science ict
музыкалка: music_school
художка: art_school
развивашки: early_learning activities
логопед: speech_therapist
гимнастика: gymnastics
карате: karate
борьба: wrestling struggle
бокс: boxing
хоккей: hockey
баскетбол: basketball
волейбол: volleyball
теннис: tennis
лагерь: camp
вожатый: counselor camp_counselor
родком: parents_committee
игрушки: toys
конструктор: construction_set lego constructor
лего: lego
пазл: puzzle jigsaw
раскраска: coloring_book colouring_book
мультик: cartoon
мультфильм: cartoon animated_film
площадка: playground platform site
санки: sled sledge
хата: flat home place
квартирка: flat apartment
однушка: studio one_bedroom flat
двушка: two_room flat
трёшка: three_room flat
студия: studio
съёмный: rented rental
съём: renting rental
снимать: rent
сдаётся: for_rent to_let
арендный: rent rental
риелтор: realtor estate_agent
агентство: agency
съехать: move_out
переезжать: move relocate
грузчик: mover porter
грузчики: movers
коробки: boxes
собственник: owner landlord
собственность: property ownership
владелец: owner
егрн: property_register
ук: management_company
управляющая: management_company manager
управляйка: management_company
тсж: hoa homeowners_association
аварийка: emergency_service
капремонт: major_repairs renovation
евроремонт: renovation refurbishment
дизайнер: designer
дизайн: design
бригада: crew team
ремонтник: repairman handyman
плиточник: tiler
маляр: painter decorator
слесарь: locksmith fitter mechanic
сварщик: welder
газовщик: gas_engineer
газ: gas
электроплита: electric_stove cooker
вытяжка: extractor_hood range_hood
раковина: sink
унитаз: toilet
полотенцесушитель: towel_rail towel_warmer
водонагреватель: water_heater boiler
котёл: boiler
радиаторы: radiators
трубы: pipes
стояк: riser pipe
вентиль: valve tap
герметик: sealant
цемент: cement
ламинат: laminate
паркет: parquet
линолеум: linoleum lino
плинтус: skirting_board baseboard
кафель: tile tiles
утепление: insulation
подоконник: windowsill
стеклопакет: double_glazing window
окна: windows
форточка: window vent
москитка: mosquito_net fly_screen
карниз: curtain_rod cornice
люстра: chandelier ceiling_light
светильник: lamp light_fixture
удлинитель: extension_cord extension_lead
провод: wire cable
кабель: cable
щиток: fuse_box panel
автомат: circuit_breaker vending_machine
пробки: traffic_jams fuses
замыкание: short_circuit
напряжение: voltage tension
отключение: outage disconnection shutdown
отключить: turn_off disconnect
включить: turn_on switch_on
водомер: water_meter
электросчётчик: electricity_meter
интернет: internet
вайфай: wifi
вай-фай: wifi
роутер: router
провайдер: provider isp
модем: modem
антенна: antenna aerial
личинка: lock_cylinder larva
дубликат: duplicate copy
ключи: keys
порог: threshold doorstep
плесень: mold mould
влажность: humidity moisture
трещина: crack
сквозняк: draft draught
холодно: cold
жарко: hot
затопить: flood
протекать: leak
прочистить: unclog clean
прочистка: unclogging cleaning
вантуз: plunger
тараканы: cockroaches roaches
клопы: bedbugs
мыши: mice
моль: moth
клининг: cleaning_service cleaning
пылесосить: vacuum hoover
пыль: dust
грязь: dirt mud
чистый: clean
тряпка: rag cloth
швабра: mop
вынести: take_out
вещи: things stuff belongings
кладовка: storage_room pantry closet
гардероб: wardrobe closet
вешалка: hanger coat_rack
ящик: drawer box
табуретка: stool
простыня: sheet bedsheet
пододеяльник: duvet_cover
наволочка: pillowcase
плед: blanket throw
коврик: mat rug
тапки: slippers
автомобильный: car automotive
иномарка: foreign_car
кроссовер: crossover suv
внедорожник: suv off_roader
гараж: garage
автосалон: car_dealership showroom
дилер: dealer dealership
автомастерская: garage car_repair
автомеханик: mechanic car_mechanic
кузовной: body bodywork
салон: interior salon showroom
бардачок: glovebox glove_compartment
номера: plates license_plates rooms
госномер: license_plate number_plate
акпп: automatic_transmission
стартер: starter
антифриз: antifreeze coolant
незамерзайка: screenwash washer_fluid
щётки: wipers brushes
дворники: wipers
лобовое: windscreen windshield
лобовуха: windscreen windshield
фары: headlights
поворотник: indicator turn_signal blinker
покрышка: tyre tire
покрышки: tyres tires
прокол: puncture flat
балансировка: balancing
развал-схождение: wheel_alignment alignment
сход-развал: wheel_alignment alignment
переобуться: change_tyres change_tires
переобувка: tyre_change tire_change
запаска: spare_tyre spare_tire spare
домкрат: jack
прикурить: jump_start light
ошибка: error fault mistake
кондей: air_conditioning aircon
печка: heater stove oven
подогрев: heating heated
сигналка: car_alarm alarm
угон: theft car_theft
штрафстоянка: impound_lot car_pound
камера: camera speed_camera tube
камеры: cameras
превышение: speeding excess
скорость: speed
светофор: traffic_light
перекрёсток: intersection crossroads junction
пешеход: pedestrian
гаишники: traffic_police
дпс: traffic_police
инспектор: inspector officer
протокол: report protocol
постановление: ruling order
госпошлина: state_fee duty
водительское: driving_licence drivers_license
медсправка: medical_certificate
птс: vehicle_passport title
стс: registration_certificate
страховая: insurance insurance_company
страховой: insurance
выплата: payment payout
европротокол: accident_report
авито: avito
автокредит: car_loan
растаможка: customs_clearance
переоформить: re_register transfer
огнетушитель: fire_extinguisher
тонировка: tint window_tint
ржавчина: rust
покрасить: paint
дизель: diesel
солярка: diesel
азс: petrol_station gas_station
электросамокат: e_scooter electric_scooter
врачиха: doctor
гастроскопия: gastroscopy endoscopy
колоноскопия: colonoscopy
рак: cancer
маммография: mammogram mammography
флюорография: chest_xray fluorography
флюшка: chest_xray
чистка: cleaning
удаление: removal extraction
имплант: implant
десна: gum gums
зубная: dental tooth
оправа: frame frames
линзы: lenses contacts contact_lenses
отит: otitis ear_infection
ангина: tonsillitis strep_throat
гайморит: sinusitis
бронхит: bronchitis
пневмония: pneumonia
воспаление: inflammation
ковид: covid
орви: cold flu viral_infection
ветрянка: chickenpox
диабет: diabetes
инсулин: insulin
тонометр: blood_pressure_monitor
гипертония: hypertension high_blood_pressure
инфаркт: heart_attack
инсульт: stroke
астма: asthma
ингалятор: inhaler
изжога: heartburn
отравление: poisoning food_poisoning
диарея: diarrhea diarrhoea
растяжение: sprain strain
вывих: dislocation
ушиб: bruise contusion
порез: cut
прыщи: acne pimples
усталость: fatigue tiredness
сотрясение: concussion
простудиться: catch_cold
простыть: catch_cold
температурить: have_fever
сопли: runny_nose snot
анализы: tests test_results labs
оак: cbc blood_count
пцр: pcr pcr_test
тест: test
щитовидка: thyroid
натощак: fasting empty_stomach
обследование: examination checkup
чекап: checkup
медосмотр: medical_checkup physical
медкомиссия: medical_board medical
медкнижка: health_record medical_book
медкарта: medical_record medical_card
консультация: consultation
госуслуги: gosuslugi state_services
регистратура: reception registry
бесплатно: free
омс: health_insurance
дмс: private_health_insurance
медцентр: medical_center medical_centre
медицинский: medical
медицина: medicine
стационар: hospital inpatient
госпитализация: hospitalization admission
выписать: prescribe discharge write_out
наркоз: anesthesia anaesthesia
анестезия: anesthesia anaesthesia
швы: stitches
перевязка: dressing bandaging
антисептик: antiseptic sanitizer
зелёнка: brilliant_green antiseptic
шприц: syringe
парацетамол: paracetamol acetaminophen
ибупрофен: ibuprofen
нурофен: nurofen ibuprofen
но-шпа: no_spa drotaverine
антигистаминное: antihistamine
противовирусное: antiviral
успокоительное: sedative
снотворное: sleeping_pill sedative
противозачаточные: contraceptives birth_control
презерватив: condom
побочка: side_effects
льгота: benefit concession
инвалидность: disability
процедуры: procedures treatments
похудеть: lose_weight
похудение: weight_loss
бабки: money cash grandmothers
бабло: money cash dough
копейка: kopeck penny
тыща: thousand
тысяча: thousand
косарь: thousand grand
лям: million
банк: bank
сбер: sberbank sber
сбербанк: sberbank
тинькофф: tinkoff
отделение: branch department
кредитка: credit_card
кредитный: credit loan
кешбэк: cashback
кэшбэк: cashback
реквизиты: bank_details details
сбп: fast_payment_system
скинуть: send transfer
пополнить: top_up replenish
списание: debit charge write_off
баланс: balance
заблокировать: block
мошенник: scammer fraudster
мошенники: scammers fraudsters
должник: debtor
задолженность: debt arrears
просрочка: overdue late_payment
просроченный: expired overdue
пеня: penalty late_fee
коллекторы: debt_collectors
приставы: bailiffs
рефинансирование: refinancing
досрочно: early
погасить: repay pay_off
ежемесячный: monthly
проценты: interest percent
акции: shares stocks
крипта: crypto
доллар: dollar
евро: euro
обменник: exchange_office
налоговая: tax_office tax
налоги: taxes
фнс: tax_service
ип: sole_proprietor
бизнес: business
получка: paycheck pay
заработок: earnings income
подработка: side_job side_gig
шабашка: side_job odd_job
фриланс: freelance
фрилансер: freelancer
отпускные: holiday_pay vacation_pay
больничные: sick_pay
декретные: maternity_pay
прибавка: raise rise
бюджет: budget
расходы: expenses spending
траты: expenses spending
доходы: income earnings
платёжка: bill payment_slip
квитанции: bills receipts
автоплатёж: autopay direct_debit
подписки: subscriptions
компенсация: compensation
налик: cash
безнал: card cashless
заначка: stash savings
экономить: save economize
экономия: savings economy
выгодно: profitable good_deal
переплата: overpayment
долги: debts
взаймы: loan borrow
пополам: half split
скинуться: chip_in club_together
трудоустройство: employment
трудовой: labor labour work
испытательный: probation trial
стаж: experience seniority
работодатель: employer
работник: employee worker
коллеги: colleagues
начальница: boss manager
босс: boss
руководство: management leadership
менеджер: manager
зам: deputy
заместитель: deputy
стажёр: intern trainee
эйчар: hr
кадры: hr personnel
офис: office
удалёнка: remote_work wfh
рабочий: work working worker
сверхурочные: overtime
отгул: day_off time_off
дедлайн: deadline
сроки: deadlines
срочно: urgent urgently asap
аврал: rush crunch
проект: project
задачи: tasks
продажи: sales
юрист: lawyer
адвокат: lawyer attorney
принтер: printer
имейл: email
чат: chat
телега: telegram cart
вотсап: whatsapp
ватсап: whatsapp
зум: zoom
созвониться: call talk
перезвонить: call_back
голосовое: voice_message
голосовуха: voice_message
смс: sms text
уведомление: notification
напоминание: reminder
ежедневник: planner diary
заметка: note
заметки: notes
корпоратив: office_party corporate_party
обучение: training learning
курсы: courses
увольняться: resign quit
сокращение: layoff reduction cut
безработный: unemployed
кандидат: candidate
оффер: offer job_offer
айти: tech software
айтишник: it_guy programmer developer
программист: programmer developer
разработчик: developer
инженер: engineer
кассир: cashier
официантка: waitress
повар: cook chef
таксист: taxi_driver
охранник: security_guard guard
полицейский: police_officer policeman
полиция: police
военный: military soldier
армия: army
военкомат: military_office draft_office
повестка: summons agenda
мобилизация: mobilization
отсрочка: deferment deferral
военник: military_id
студент: student
студак: student_id
студбилет: student_id
зачётка: record_book gradebook
абитуриент: applicant
общага: dorm dormitory hostel
деканат: dean_office
лаба: lab
реферат: essay paper report
курсач: term_paper
вкр: thesis graduation_thesis
научник: supervisor advisor
конспект: notes lecture_notes
шпора: cheat_sheet crib
пересдача: retake resit
пересдать: retake resit
хвосты: failed_exams backlog
академ: academic_leave gap_year
стипуха: stipend scholarship
стипа: stipend scholarship
колледж: college
онлайн-курс: online_course
онлайн: online
словарь: dictionary vocabulary
переводчик: translator interpreter
хобби: hobby
шить: sew
вязать: knit
фотосессия: photoshoot photo_session
фотограф: photographer
фотки: photos pics
видео: video
видос: video
ютуб: youtube
блог: blog
приставка: console game_console
плойка: playstation
настолки: board_games
настолка: board_game
квиз: quiz
караоке: karaoke
боулинг: bowling
кинотеатр: cinema movie_theater
зоопарк: zoo
аквапарк: water_park
фестиваль: festival
тусовка: party hangout
клуб: club
бар: bar
танцевать: dance
спорт: sport sports
спортсмен: athlete sportsman
фитнес: fitness
тренажёрка: gym
тренажёр: machine exercise_machine
персоналка: personal_training
кардио: cardio
растяжка: stretching
йога: yoga
приседания: squats
гантель: dumbbell
скакалка: jump_rope skipping_rope
км: km
прогулки: walks
пешком: on_foot walk
плаванье: swimming
сауна: sauna
горнолыжка: ski_resort skiing
сноуборд: snowboard
каток: skating_rink rink
кататься: ride skate ski
победа: win victory
поражение: defeat loss
чемпионат: championship
кубок: cup
медаль: medal
путешествовать: travel
турист: tourist
туристический: tourist travel
турагентство: travel_agency
отдых: vacation holiday rest
отдохнуть: rest relax
рейсы: flights
авиабилет: plane_ticket air_ticket
авиабилеты: plane_tickets flights
авиакомпания: airline
лоукостер: low_cost_airline
стыковка: connection layover
посадочный: boarding_pass boarding
кладь: hand_luggage carry_on luggage
перевес: excess_baggage overweight
дьюти-фри: duty_free
паспортный: passport
визовый: visa
шенген: schengen
букинг: booking
хостел: hostel
апартаменты: apartment apartments
ресепшн: reception front_desk
чекин: check_in
чекаут: check_out
трансфер: transfer shuttle
достопримечательности: sights sightseeing
гид: guide
сувенир: souvenir
сувениры: souvenirs
магнитик: fridge_magnet magnet
загар: tan suntan
спф: spf sunscreen
зонт: umbrella
купаться: swim bathe
побережье: coast seaside
остров: island
озеро: lake
лес: forest woods
горы: mountains
кемпинг: camping campsite
командировочные: per_diem travel_allowance
суточные: per_diem daily_allowance
сапсан: sapsan high_speed_train
ржд: railways russian_railways
поезда: trains
проводник: conductor attendant guide
плацкартный: third_class
отмена: cancellation
межгород: intercity
транспорт: transport transportation
яндекс: yandex
роуминг: roaming
симка: sim sim_card
сим-карта: sim_card
загранка: abroad passport
миграционка: migration_card
шоппинг: shopping
затариться: stock_up
продуктовый: grocery
супермаркет: supermarket
пятёрочка: pyaterochka
ашан: auchan
вкусвилл: vkusvill
икея: ikea
леруа: leroy_merlin
электроника: electronics
техника: appliances equipment technology
озон: ozon
вб: wildberries
вайлдберриз: wildberries
валдберис: wildberries
маркетплейс: marketplace
интернет-магазин: online_store
заказы: orders
отследить: track
курьерская: courier
сдэк: cdek
дефект: defect flaw
претензия: claim complaint
промокод: promo_code coupon
подарочный: gift
уценка: markdown discount
обновка: new_clothes new_purchase
шмотки: clothes
шмот: clothes gear
трусы: underpants panties briefs
пижама: pajamas pyjamas
толстовка: hoodie sweatshirt
худи: hoodie
пуховик: down_jacket puffer
шорты: shorts
украшения: jewelry jewellery
угги: uggs
сланцы: flip_flops
стирать: wash erase
погладить: iron pat
сушить: dry
пятно: stain spot
пятна: stains
пятновыводитель: stain_remover
парфюм: perfume
дезодорант: deodorant
тональник: foundation
подгузники: diapers nappies
батарейки: batteries
педикюр: pedicure
ногти: nails
брови: eyebrows brows
барбершоп: barbershop
стричься: get_haircut
борода: beard
волосы: hair
макияж: makeup
жратва: food grub
хавчик: food grub
продуктики: groceries
полуфабрикаты: convenience_food ready_meals
консервы: canned_food tinned_food
тушёнка: canned_meat stew
сгущёнка: condensed_milk
кетчуп: ketchup
майонез: mayonnaise mayo
кефир: kefir
йогурт: yogurt yoghurt
яйца: eggs
батон: loaf baguette
булка: bun bread
лаваш: lavash flatbread pita
овсянка: oatmeal porridge
спагетти: spaghetti
лапша: noodles
утка: duck
селёдка: herring
суши: sushi
роллы: rolls sushi
пицца: pizza
бургер: burger
шаурма: shawarma
шава: shawarma
фастфуд: fast_food
макдак: mcdonalds
кафе: cafe
кофейня: coffee_shop
столовка: canteen cafeteria
бизнес-ланч: business_lunch set_lunch
ланч: lunch
ужинать: dine have_dinner
обедать: have_lunch dine
завтракать: have_breakfast
поесть: eat
перекусить: snack grab_a_bite
кушать: eat
пить: drink
выпить: drink have_a_drink
попить: drink
напиток: drink beverage
напитки: drinks beverages
минералка: mineral_water
газировка: soda fizzy_drink
кола: cola coke
компот: compote
квас: kvass
какао: cocoa
алкоголь: alcohol
бухло: booze
водка: vodka
коньяк: cognac brandy
виски: whisky whiskey
шампанское: champagne
шампусик: champagne bubbly
ром: rum
джин: gin
винишко: wine
пивас: beer
пивко: beer
закуски: snacks appetizers
десерт: dessert
блины: pancakes crepes
сырники: cottage_cheese_pancakes
вареники: dumplings
голубцы: cabbage_rolls
плов: pilaf plov
борщ: borscht borsch
яичница: fried_eggs scrambled_eggs
бутерброд: sandwich
оливье: olivier russian_salad
шашлычок: kebab barbecue
испорченный: spoiled rotten
рецепты: recipes
ингредиенты: ingredients
килограмм: kilogram kilo
банка: jar tin
разогреть: heat_up reheat warm_up
разморозить: defrost thaw
блендер: blender
мультиварка: multicooker slow_cooker
аэрогриль: air_fryer
контейнер: container
ланчбокс: lunchbox
дачный: dacha country summer_house
дачка: dacha cottage
фазенда: dacha country_house
снт: garden_community
садовый: garden
огородный: garden vegetable
сажать: plant
полить: water
септик: septic_tank
беседка: gazebo arbor pergola
дрова: firewood
топор: axe ax
лейка: watering_can
газонокосилка: lawn_mower
удобрение: fertilizer fertiliser
семена: seeds
саженцы: seedlings saplings
розы: roses
кусты: bushes shrubs
виноград: grapes grape
арбуз: watermelon
тыква: pumpkin squash
урожай: harvest crop
заготовки: preserves canned_goods
закрутки: preserves canned_goods
сорняки: weeds
прополка: weeding
копать: dig
документы: documents papers
бумаги: papers documents
справки: certificates
мфц: service_center one_stop_shop
госуслуга: state_service
администрация: administration
мэрия: city_hall
суд: court
судья: judge
иск: lawsuit claim
судебный: court judicial
заседание: hearing session meeting
прокуратура: prosecutor
доверенность: power_of_attorney proxy
заверить: certify notarize
метрика: birth_certificate
прописаться: register
пенсионный: pension
пфр: pension_fund
соцзащита: social_services
многодетный: large_family
субсидия: subsidy
льготы: benefits
номерок: ticket number
несудимость: clean_record
подарки: gifts presents
сюрприз: surprise
поздравление: congratulations greeting
поздравления: congratulations wishes
пожелания: wishes
вишлист: wishlist
хотелки: wishlist wants
букет: bouquet flowers
шарики: balloons
деньрождения: birthday
днюшка: birthday
именинник: birthday_boy
новогодний: new_year
нг: new_year
дед-мороз: santa father_frost
мандарины: tangerines mandarins
салют: fireworks salute
масленица: maslenitsa pancake_week
майские: may_holidays
праздничный: holiday festive
праздники: holidays
кулич: easter_cake kulich
кладбище: cemetery graveyard
тамада: toastmaster
приглашения: invitations
застолье: feast dinner_party
пикник: picnic
девичник: bachelorette hen_party
мальчишник: bachelor_party stag_party
новоселье: housewarming
животные: animals pets
собакен: dog
пёсик: dog doggy
щенки: puppies
котик: cat kitty
котэ: cat
кошак: cat
котята: kittens
вкусняшки: treats snacks
когтеточка: scratching_post
переноска: pet_carrier carrier
ветврач: vet veterinarian
ветеринарка: vet_clinic
зоомагазин: pet_store pet_shop
груминг: grooming
блохи: fleas
клещи: ticks mites
прививки: vaccinations vaccines shots
чипирование: microchipping
стерилизовать: spay sterilize
дрессировка: training dog_training
приют: shelter
починка: repair fixing
неисправный: faulty broken
неисправность: fault malfunction
поломка: breakdown failure
сломанный: broken
глюк: glitch bug
перезагрузить: restart reboot
обновить: update renew upgrade
установить: install set_up
настроить: set_up configure adjust
настройки: settings
подключить: connect plug_in
поклеить: paste hang_wallpaper
утеплить: insulate
просверлить: drill
вызвать: call summon
перенос: rescheduling postponement
назначить: schedule appoint
запланировать: plan schedule
продлевать: extend renew
зарегистрироваться: register sign_up
отписаться: unsubscribe
подписаться: subscribe sign
помочь: help
будильник: alarm alarm_clock
б-у: used second_hand
бэушный: used second_hand
подержанный: used second_hand
позавчера: day_before_yesterday
послезавтра: day_after_tomorrow
заранее: in_advance beforehand
стресс: stress
мобила: mobile phone cell
смартфон: smartphone phone
айфон: iphone
планшет: tablet ipad
зарядник: charger
повербанк: power_bank
флешка: usb_stick flash_drive
компьютер: computer pc
акк: account
учётка: account
вк: vk vkontakte
вконтакте: vkontakte vk
инста: instagram insta
инстаграм: instagram
тикток: tiktok
приложуха: app
впн: vpn
домашнее: homework home
дз: homework
контроша: test
физичка: physics_teacher
математичка: math_teacher
англичанка: english_teacher englishwoman
классуха: homeroom_teacher
училка: teacher
матан: calculus
свекровка: mother_in_law
свёкр: father_in_law
детишки: kids children
подросток: teenager teen
жильцы: tenants residents
квартиранты: tenants lodgers
кварплата: rent utilities
коммуналочка: utilities
водоканал: water_utility
теплосеть: heating_company
жэк: housing_office
электрика: electrics wiring
сантех: plumber
ремонтировать: repair renovate
родственница: relative relation
семейный: family
предки: parents folks ancestors
папуля: dad daddy
дедуля: grandpa granddad
прабабушка: great_grandmother
прадедушка: great_grandfather
правнук: great_grandson great_grandchild
правнучка: great_granddaughter
сыночек: son
дочурка: daughter
братишка: brother little_brother
сестричка: sister
двойня: twins
тройня: triplets
старший: older elder senior
младший: younger junior
тётушка: aunt auntie
свояк: brother_in_law
свояченица: sister_in_law
пасынок: stepson
падчерица: stepdaughter
сводный: step half
крёстник: godson godchild
крестница: goddaughter godchild
опека: custody guardianship
усыновление: adoption
удочерить: adopt
приёмный: adopted foster
сирота: orphan
вдовец: widower
муженёк: husband hubby
жёнушка: wife
любимый: beloved favorite favourite
любимая: beloved girlfriend
возлюбленный: lover beloved
бойфренд: boyfriend
подружка: girlfriend friend
дружище: buddy mate pal
приятельница: friend
товарищ: comrade friend mate
одноклассник: classmate
одноклассница: classmate
однокурсник: classmate fellow_student
однокурсница: classmate fellow_student
сокурсник: fellow_student classmate
сослуживец: colleague coworker
знакомая: acquaintance friend
семьянин: family_man
женитьба: marriage wedding
замужество: marriage
пожениться: marry get_married
венчание: church_wedding wedding
загс: registry_office
роспись: registration signature wedding
медовый: honey honeymoon
декретный: maternity
материнский: maternal maternity
завещание: testament last_will
беременеть: get_pregnant
грудничок: infant baby
кормление: feeding breastfeeding
смесь: formula mixture
соска: pacifier dummy
бутылочка: bottle baby_bottle
манеж: playpen
слинг: sling
пелёнка: diaper nappy swaddle
распашонка: baby_shirt onesie
ползунки: rompers
зубки: teeth teething
прикорм: solids weaning
пюре: puree mash
погремушка: rattle
ходунки: walker
стульчик: high_chair chair
воспитательница: teacher caregiver
заведующая: head manager
группа: group class
первоклассник: first_grader
школьница: schoolgirl pupil
старшеклассник: high_schooler senior
ученица: student pupil
классрук: homeroom_teacher class_teacher
завуч: deputy_head vice_principal
директриса: principal headmistress
самостоятельная: quiz test
диктант: dictation
изложение: summary essay
огэ: exam state_exam
пробник: mock_exam practice_test sample
тройка: c_grade three
четвёрка: b_grade four
двоечник: failing_student
линейка: ruler assembly
рюкзачок: backpack
карандаш: pencil
фломастер: marker felt_tip
маркер: marker highlighter
ластик: eraser rubber
точилка: sharpener
циркуль: compass
альбом: album sketchbook
пластилин: plasticine playdough
канцелярия: stationery
форма: uniform form
литра: literature
обществознание: social_studies
иностранный: foreign
немецкий: german
французский: french
испанский: spanish
китайский: chinese
художественный: art artistic fiction
музыкальный: music musical
спортивный: sports athletic
дефектолог: special_education_teacher
нейропсихолог: neuropsychologist
робототехника: robotics
программирование: programming coding
шахматный: chess
балет: ballet
хореография: choreography dance
дзюдо: judo
экскурсовод: guide tour_guide
родительский: parent parental
сбор: collection fee gathering
кукла: doll
мяч: ball
машинка: toy_car car
сказка: fairy_tale story
песочница: sandbox sandpit
качели: swing swings
горка: slide hill
ватрушка: snow_tube cheesecake_bun
комуналка: shared_flat
риэлтор: realtor estate_agent
агент: agent
просмотр: viewing
показ: viewing showing
выезд: departure moving_out
въезд: entry moving_in
заезд: check_in arrival
въехать: move_in
заехать: drop_by move_in
газель: van
владелица: owner
росреестр: land_registry
кадастр: cadastre land_registry
кадастровый: cadastral
приватизация: privatization
диспетчер: dispatcher
диспетчерская: control_room dispatch
аварийный: emergency
консьерж: concierge doorman
консьержка: concierge
вахтёр: porter doorman
капитальный: capital major
косметический: cosmetic
отделка: finishing decoration
перепланировка: redevelopment replanning
штукатур: plasterer
плотник: carpenter
столяр: joiner carpenter
кровельщик: roofer
газовый: gas
газовая: gas
варочная: hob cooktop
бачок: cistern tank
биде: bidet
душевая: shower
кабина: cabin cubicle
поддон: tray pan
сифон: siphon trap
прокладка: gasket washer pad
силикон: silicone
затирка: grout
шпаклёвка: filler putty
штукатурка: plaster
грунтовка: primer
бетон: concrete
стяжка: screed
гипсокартон: drywall plasterboard
утеплитель: insulation
шумоизоляция: soundproofing
гидроизоляция: waterproofing
откосы: window_reveals
сетка: net mesh grid
рулонные: roller
бра: wall_lamp sconce
торшер: floor_lamp
ночник: night_light
тройник: adapter splitter
кипяток: boiling_water
опрессовка: pressure_test
поверка: calibration meter_check
пломбировка: sealing
кабельное: cable_tv
домофонный: intercom
дверной: door
скважина: keyhole well borehole
брелок: key_fob keyring
петля: hinge loop
глазок: peephole
грибок: fungus mold mould
сырость: damp dampness
конденсат: condensation
скол: chip
дыра: hole
дырка: hole
щель: gap crack
душно: stuffy
залив: flooding bay
потоп: flood
капать: drip
муравьи: ants
дезинсекция: pest_control
дезинфекция: disinfection
санэпидемстанция: sanitary_service
генеральная: general thorough
мыть: wash
вытереть: wipe
протереть: wipe
грязный: dirty
ведро: bucket
веник: broom
совок: dustpan scoop
губка: sponge
средство: product remedy means
моющее: detergent
чистящее: cleaner
отбеливатель: bleach
ополаскиватель: rinse_aid
пакеты: bags
мешки: bags sacks
мусоропровод: garbage_chute rubbish_chute
выбросить: throw_away throw_out
сортировка: sorting recycling
переработка: recycling processing
хлам: junk clutter
гардеробная: walk_in_closet dressing_room
зеркальный: mirrored mirror
стеллаж: shelving rack
этажерка: shelf_unit
тумба: cabinet stand
буфет: sideboard buffet
сервант: sideboard
гарнитур: set suite
кухонный: kitchen
столешница: countertop worktop
фасад: facade front
выдвижной: pull_out drawer
табурет: stool
пуф: pouf ottoman
софа: sofa couch
раскладушка: camp_bed folding_bed
двухъярусная: bunk
наматрасник: mattress_topper
покрывало: bedspread blanket
скатерть: tablecloth
салфетка: napkin wipe
салфетки: napkins wipes tissues
половик: rug mat
тапочки: slippers
машинный: machine car
легковой: passenger_car car
легковушка: car
джип: jeep suv
седан: sedan saloon
хэтчбек: hatchback
универсал: estate station_wagon
минивэн: minivan
пикап: pickup pickup_truck
электромобиль: electric_car ev
гибрид: hybrid
гаражный: garage
гаражи: garages
дилерский: dealer
автоэлектрик: auto_electrician
жестянщик: panel_beater body_shop
кузовщик: body_repairer panel_beater
полировка: polishing polish
сиденье: seat
сидушка: seat
чехлы: seat_covers covers
коврики: floor_mats mats
подлокотник: armrest
рейлинги: roof_rails
фаркоп: tow_bar towbar
номерной: plate license_plate
кпп: gearbox transmission checkpoint
механика: manual mechanics
вариатор: cvt
мкпп: manual_transmission
передача: gear transmission broadcast
привод: drive
грм: timing_belt
цепь: chain
помпа: water_pump pump
карбюратор: carburetor carburettor
инжектор: injector
форсунка: injector nozzle
турбина: turbo turbine
турбо: turbo
свечи: spark_plugs candles
катушка: coil reel
компрессор: compressor
насос: pump
бензонасос: fuel_pump
тосол: antifreeze coolant
жидкость: fluid liquid
тормозуха: brake_fluid
омыватель: washer_fluid washer
лобовик: windscreen windshield
стеклоподъёмник: window_regulator power_window
габариты: sidelights parking_lights
стоп-сигнал: brake_light
противотуманки: fog_lights
ксенон: xenon
крыло: fender wing
крышка: lid cover cap
решётка: grille grate
молдинг: moulding molding trim
подкрылок: wheel_arch_liner
брызговик: mudflap
диски: wheels rims discs
колпак: hubcap cap
шипы: studs spikes
липучка: non_studded velcro
шинка: tyre tire
проколоть: puncture
подкачать: inflate pump_up
развал: alignment wheel_alignment
хранение: storage
буксир: tow tow_rope
трос: cable rope tow_rope
зарядить: charge
заглохнуть: stall
завестись: start
завести: start
стук: knock knocking
скрип: squeak creak
вибрация: vibration
люфт: play backlash
сканер: scanner
фреон: freon refrigerant
климат: climate_control climate
автозапуск: remote_start
иммобилайзер: immobilizer immobiliser
угнать: steal
штрафплощадка: impound_lot car_pound
скоростной: speed high_speed
обгон: overtaking passing
разворот: u_turn
полоса: lane stripe
выделенка: bus_lane
разметка: road_markings
знак: sign
переход: crossing pedestrian_crossing
кольцевая: ring_road
развязка: interchange junction
съезд: exit ramp
объезд: detour diversion
платка: toll_road
транспондер: transponder toll_tag
лишение: deprivation suspension
алкотестер: breathalyzer breathalyser
медосвидетельствование: medical_examination
автостраховка: car_insurance
страховщик: insurer
случай: case incident
виновник: culprit at_fault
пострадавший: victim injured
оценщик: appraiser assessor
экспертиза: examination assessment appraisal
автоюрист: car_lawyer
перекупщик: reseller dealer
дром: drom
лизинг: leasing lease
трейд-ин: trade_in
растаможить: clear_customs
пригнать: bring drive
учёт: registration accounting
переоформление: re_registration transfer
транспортный: transport
бустер: booster_seat booster
жилет: vest waistcoat
светоотражающий: reflective
автомагнитола: car_stereo
магнитола: stereo radio
колонки: speakers
тонировать: tint
плёнка: film wrap
бронеплёнка: protective_film
антикор: rustproofing
ржавый: rusty
коррозия: corrosion
сварка: welding
перекрасить: repaint
мойщик: washer car_washer
самообслуживание: self_service
катализатор: catalytic_converter catalyst
сажевый: particulate dpf
лямбда-зонд: oxygen_sensor
масляный: oil
воздушный: air
салонный: cabin
топливный: fuel
дизельный: diesel
метан: cng methane
пропан: propane lpg
гбо: lpg_system
канистра: canister jerrycan
заправщик: attendant
мотоциклист: motorcyclist biker
байк: bike motorbike
байкер: biker
мопед: moped scooter
скутер: scooter
шлем: helmet
гироскутер: hoverboard
велосипедный: bicycle bike
докторша: doctor
медик: medic doctor
фельдшер: paramedic medic
медсёстры: nurses
санитар: orderly
участковый: local district gp
терапевтический: therapeutic
гастроэнтеролог: gastroenterologist
эндоскопия: endoscopy
онколог: oncologist
онкология: oncology cancer
маммолог: mammologist breast_specialist
нефролог: nephrologist
пульмонолог: pulmonologist
ревматолог: rheumatologist
гематолог: hematologist haematologist
инфекционист: infectious_disease_doctor
иммунолог: immunologist
трихолог: trichologist
косметолог: cosmetologist beautician
диетолог: dietitian nutritionist
нутрициолог: nutritionist
остеопат: osteopath
мануальщик: chiropractor
хиропрактик: chiropractor
ортодонт: orthodontist
гигиенист: hygienist
удалить: remove delete extract
вырвать: pull_out extract
имплантация: implant implantation
протез: prosthesis denture
протезирование: prosthetics dentures
винир: veneer
каналы: channels canals
нерв: nerve
флюс: gumboil abscess
дёсны: gums
ортодонтический: orthodontic
капа: mouthguard aligner
элайнеры: aligners
офтальмологический: ophthalmic
дальнозоркость: farsightedness longsightedness
близорукость: myopia nearsightedness
астигматизм: astigmatism
лазерная: laser
коррекция: correction
слуховой: hearing
аппарат: device apparatus aid
тонзиллит: tonsillitis
синусит: sinusitis
коронавирус: coronavirus covid
орз: cold respiratory_infection
корь: measles
краснуха: rubella
коклюш: whooping_cough
свинка: mumps
гепатит: hepatitis
туберкулёз: tuberculosis tb
диабетик: diabetic
глюкоза: glucose
глюкометр: glucometer glucose_meter
гипотония: low_blood_pressure hypotension
аритмия: arrhythmia
тахикардия: tachycardia
небулайзер: nebulizer nebuliser
ингаляция: inhalation
гастрит: gastritis
язва: ulcer
вздутие: bloating
отравиться: get_poisoned
цистит: cystitis
геморрой: hemorrhoids haemorrhoids
грыжа: hernia
остеохондроз: osteochondrosis back_pain
сколиоз: scoliosis
радикулит: sciatica lumbago
артрит: arthritis
артроз: arthrosis osteoarthritis
подагра: gout
ссадина: scrape abrasion
укус: bite
шишка: bump cone
мозоль: callus blister corn
волдырь: blister
бородавка: wart
родинка: mole
прыщ: pimple spot
акне: acne
экзема: eczema
дерматит: dermatitis
лишай: ringworm lichen
псориаз: psoriasis
крапивница: hives urticaria
головокружение: dizziness vertigo
слабость: weakness
утомляемость: fatigue
озноб: chills
лихорадка: fever
жар: fever heat
судороги: cramps seizures
обморок: fainting faint
ушибить: bruise hurt
вывихнуть: dislocate sprain
растянуть: sprain stretch
порезаться: cut
обжечься: burn
приболеть: fall_ill
чихать: sneeze
кашлять: cough
заложенность: congestion
результаты: results
биохимия: biochemistry blood_chemistry
оам: urinalysis
кал: stool feces
мазок: swab smear
экспресс-тест: rapid_test
антитела: antibodies
гормоны: hormones
щитовидная: thyroid
ттг: tsh
железо: iron
ферритин: ferritin
донор: donor
донорство: donation
эхокг: echocardiogram echo
холтер: holter
ээг: eeg
денситометрия: bone_density_scan
биопсия: biopsy
гистология: histology
цитология: cytology
скрининг: screening
профосмотр: checkup medical
эпикриз: discharge_summary
заключение: conclusion report
повторный: repeat follow_up
первичный: initial primary
талон: coupon ticket appointment_slip
приёмная: reception waiting_room
дежурный: on_duty
платно: paid
дневной: day daytime
госпитализировать: hospitalize
лечь: lie_down go_into
операционная: operating_room theatre
анестезиолог: anesthesiologist anaesthetist
повязка: bandage dressing
эластичный: elastic
вата: cotton_wool cotton
перекись: peroxide
йод: iodine
спирт: alcohol spirit
хлоргексидин: chlorhexidine
игла: needle
ампула: ampoule ampule
суппозитории: suppositories
капсула: capsule
капсулы: capsules
спрей: spray
гель: gel
пастилки: lozenges
леденцы: lozenges candies
микстура: mixture syrup
настойка: tincture
отвар: decoction broth
травы: herbs
бад: supplement dietary_supplement
добавки: supplements additives
пробиотик: probiotic
пробиотики: probiotics
омега: omega
магний: magnesium
кальций: calcium
цинк: zinc
аспирин: aspirin
анальгин: analgin metamizole
антидепрессант: antidepressant
антидепрессанты: antidepressants
гормональный: hormonal
контрацептив: contraceptive
контрацепция: contraception
тест-на-беременность: pregnancy_test
дозировка: dosage dose
доза: dose
противопоказания: contraindications
инструкция: instructions manual
аналог: analogue generic
дженерик: generic
льготный: discounted subsidized
инвалид: disabled_person
мсэ: disability_assessment
больничного: sick_leave
санаторно-курортная: spa_resort
реабилитолог: rehabilitation_specialist
лфк: physiotherapy exercise_therapy
физиопроцедуры: physiotherapy
процедура: procedure treatment
электрофорез: electrophoresis
прогревание: warming heating
компресс: compress
горчичники: mustard_plasters
полоскание: gargle rinse
полоскать: gargle rinse
промывание: rinsing flushing
закапать: drops instill
выздоровление: recovery
поправиться: recover gain_weight
вылечить: cure heal
вылечиться: recover get_cured
самочувствие: wellbeing feeling
набрать: gain dial
калории: calories
шаги: steps
пульсометр: heart_rate_monitor
фитнес-браслет: fitness_tracker
браслет: bracelet band
часы: watch clock hours
лавэ: money cash
деньжата: money
копейки: pennies kopecks
штука: thing piece thousand
миллион: million
сотка: hundred
полтос: fifty
банковский: bank banking
втб: vtb
банкир: banker
расчётный: current checking
сберегательный: savings
накопительный: savings
дебетовая: debit
бонусы: bonuses points
баллы: points
пин: pin
пин-код: pin
бик: bic sort_code
закинуть: top_up deposit
пополнение: top_up deposit
снятие: withdrawal
списать: write_off debit
зачисление: credit crediting
остаток: balance remainder
лимит: limit
овердрафт: overdraft
блокировка: block blocking
разблокировать: unblock
мошенничество: fraud scam
кредитор: creditor lender
заёмщик: borrower
просрочить: miss overdue
пени: penalty late_fees
неустойка: penalty forfeit
штрафной: penalty
коллектор: debt_collector collector
пристав: bailiff
исполнительный: enforcement executive
арест: arrest seizure
банкротство: bankruptcy
реструктуризация: restructuring
рефинанс: refinancing
досрочное: early_repayment
погашение: repayment
выплатить: pay_off pay
годовой: annual yearly
ставка: rate
ключевая: key
первоначальный: initial
одобрение: approval
поручитель: guarantor
созаёмщик: co_borrower
брокер: broker
брокерский: brokerage
биржа: exchange stock_exchange
облигации: bonds
облигация: bond
дивиденды: dividends
фонд: fund
иис: iis investment_account
криптовалюта: cryptocurrency crypto
биткоин: bitcoin
доллары: dollars
юань: yuan
налогоплательщик: taxpayer
ифнс: tax_office
ндс: vat
имущественный: property
земельный: land
усн: simplified_tax
ипшник: sole_proprietor
ооо: llc company
юрлицо: legal_entity
физлицо: individual
предприниматель: entrepreneur
отчётность: reporting
инвойс: invoice
акт: act report
накладная: waybill invoice
кассовый: cash
чековый: receipt
зарплатный: salary payroll
халтура: side_job shoddy_work
гонорар: fee royalty
выплаты: payments
индексация: indexation raise
вычесть: deduct
удержать: withhold deduct
удержание: deduction withholding
бюджетный: budget state
платёжки: bills
ерц: billing_center
автооплата: autopay
абонплата: subscription_fee monthly_fee
возмещение: reimbursement compensation
компенсировать: compensate
кэш: cash
налом: cash
безналичный: cashless card
терминал: terminal
эквайринг: acquiring card_payments
кьюар: qr
отложить: postpone save set_aside
финансы: finances finance
финансовый: financial
сэкономить: save
дорого: expensive
дёшево: cheap
недорого: inexpensive cheap
выгодный: profitable good
переплатить: overpay
недоплата: underpayment
задолжать: owe
отдать: give_back return pay_back
раздать: distribute give_away
поделить: split divide
лотерея: lottery
выигрыш: win winnings prize
проигрыш: loss
ставки: bets rates
букмекер: bookmaker
казино: casino
благотворительность: charity
пожертвование: donation
донат: donation
нко: nonprofit ngo
работка: job
работёнка: job
подработать: earn_extra
трудоустроиться: get_job
трудовая: employment_record work_book
испыталка: probation
опыт: experience
квалификация: qualification
специальность: specialty profession
профессия: profession occupation
карьера: career
сотрудница: employee colleague
тимлид: team_lead team_leader
замдиректора: deputy_director
подчинённый: subordinate
практикант: intern trainee
новичок: newbie newcomer
наставник: mentor
кадровик: hr_officer
офисный: office
удалённо: remotely remote
удалённый: remote
дистанционка: remote_work distance_learning
опенспейс: open_space
переговорка: meeting_room
переговоры: negotiations
дежурство: duty shift on_call
дежурить: be_on_duty
сменный: shift
вахта: rotation shift watch
вахтовик: rotational_worker
подмена: cover substitute
подменить: cover substitute
отпускной: vacation holiday
табель: timesheet
явка: attendance
прогул: absence truancy
срочный: urgent
проектный: project
таск: task
таски: tasks
тикет: ticket
план: plan
планы: plans
планирование: planning
отчётный: reporting
квартальный: quarterly
показатели: metrics indicators
цель: goal target
результат: result
маркетинг: marketing
реклама: advertising ads
логистика: logistics
склад: warehouse storage
закупки: procurement purchasing
юридический: legal
нотариальный: notarial notarized
документооборот: document_flow
подпись: signature
печать: stamp seal print
распечатать: print
скан: scan
сканировать: scan
отсканировать: scan
ксерокс: copier photocopy
ксерокопия: photocopy
емейл: email
мейл: email
рассылка: mailing newsletter
переписка: correspondence chat
телеграм: telegram
вайбер: viber
перезвон: call_back
пропущенный: missed
эсэмэска: text sms
эсэмэс: sms text
напоминалка: reminder
календарь: calendar
список: list
чек-лист: checklist
туду: todo
дела: tasks things_to_do affairs
дело: case matter task
мероприятие: event
тимбилдинг: team_building
корпоративный: corporate
тренинг: training
вебинар: webinar
семинар: seminar
воркшоп: workshop
аттестация: certification appraisal
ревью: review
фидбек: feedback
переводиться: transfer
увольнять: fire dismiss
уход: leaving care
отработка: notice_period
отработать: work_off
безработица: unemployment
соискатель: candidate applicant
предложение: offer proposal sentence
отклик: response application
откликнуться: apply
хедхантер: headhunter recruiter
рекрутер: recruiter
хх: hh
тестовое: test_assignment
испытание: test trial
сисадмин: sysadmin
админ: admin
экономист: economist
продавщица: saleswoman shop_assistant
бармен: bartender
доставщик: delivery_person courier
водила: driver
дальнобойщик: trucker lorry_driver
уборщик: cleaner janitor
мент: cop
менты: cops police
призыв: draft conscription call
студентка: student
студенческий: student
первокурсник: freshman first_year
бюджетник: state_funded_student
контрактник: paying_student contractor
кафедра: department chair
декан: dean
ректор: rector
ректорат: rectorate
профессор: professor
доцент: associate_professor
лектор: lecturer
куратор: curator supervisor tutor
староста: monitor class_rep headman
семинары: seminars
практикум: workshop practicum
лабораторная: lab lab_work
лабы: labs
курсовик: term_paper
дипломная: thesis dissertation
антиплагиат: plagiarism_check
плагиат: plagiarism
научный: scientific academic
аспирант: phd_student graduate_student
магистр: master
магистрант: master_student
бакалавр: bachelor
кандидатская: phd_thesis
докторская: doctoral_thesis
автореферат: abstract
конспекты: notes
шпаргалка: cheat_sheet crib
билеты: tickets exam_questions
хвост: tail failed_exam
допуск: admission clearance
завалить: fail
отчисление: expulsion
академический: academic
восстановиться: reinstate
перевестись: transfer
стипендиальный: scholarship
выпуск: graduation release issue
техникум: technical_college
училище: vocational_school college
лицей: lyceum school
гимназия: gymnasium school
преподавательница: teacher lecturer
изучать: study learn
изучение: study learning
слова: words
грамматика: grammar
носитель: native_speaker carrier
разговорный: conversational spoken
айелтс: ielts
тоефл: toefl
дуолинго: duolingo
увлечение: hobby passion
рукоделие: needlework crafts
шитьё: sewing
вышивка: embroidery
вышивать: embroider
спицы: knitting_needles spokes
крючок: hook crochet_hook
пряжа: yarn
нитки: thread threads
ткань: fabric cloth
выкройка: pattern
бисер: beads
лепка: modeling sculpting
глина: clay
керамика: ceramics pottery
гончарный: pottery
скрапбукинг: scrapbooking
фоточки: photos pics
снимок: photo picture shot
штатив: tripod
дрон: drone
квадрокоптер: drone quadcopter
блогер: blogger
подкаст: podcast
стрим: stream
игры: games
игровой: gaming game
иксбокс: xbox
настольный: board table
мафия: mafia
квест: quest escape_room
бильярд: billiards pool
дартс: darts
пейнтбол: paintball
картинг: karting go_kart
коллекция: collection
коллекционировать: collect
марки: stamps brands
монеты: coins
пазлы: puzzles jigsaws
кроссворд: crossword
сканворд: crossword
судоку: sudoku
читалка: ereader
аудиокнига: audiobook
аудиокниги: audiobooks
литрес: litres
библиотекарь: librarian
киношка: cinema movies
кинчик: movie
мультсериал: cartoon_series
спектакль: play performance show
опера: opera
мюзикл: musical
филармония: philharmonic concert_hall
цирк: circus
парк: park
аттракционы: rides amusement_park
дельфинарий: dolphinarium
планетарий: planetarium
океанариум: aquarium oceanarium
фест: festival fest
ярмарка: fair market
концертный: concert
туса: party
тусить: hang_out party
паб: pub
кальянная: hookah_bar
кальян: hookah
фитнес-клуб: gym
тренажёрный: gym
персональный: personal
тренерша: coach trainer
силовая: strength
пилатес: pilates
кроссфит: crossfit
зумба: zumba
аэробика: aerobics
степ: step_aerobics step
пресс: abs press
отжимания: push_ups
подтягивания: pull_ups
планка: plank
штанга: barbell
гиря: kettlebell
беговая: running treadmill
дорожка: track path treadmill
велотренажёр: exercise_bike
эллипс: elliptical
марафон: marathon
полумарафон: half_marathon
забег: race run
бегун: runner
пробежать: run
километр: kilometer kilometre
шагомер: pedometer
ходьба: walking
скандинавская: nordic
плавки: swimming_trunks
купальник: swimsuit
шапочка: cap
аквааэробика: aqua_aerobics
хамам: hammam
спа: spa
единоборства: martial_arts
тхэквондо: taekwondo
самбо: sambo
айкидо: aikido
кикбоксинг: kickboxing
мма: mma
скалолазание: climbing rock_climbing
скалодром: climbing_wall
альпинизм: mountaineering
лыжный: ski
горнолыжный: ski
сноубордист: snowboarder
лыжник: skier
катание: skating riding
сёрфинг: surfing
серфинг: surfing
дайвинг: diving
сап: sup paddleboard
байдарка: kayak
сплав: rafting
каяк: kayak
яхта: yacht sailboat
парус: sail
гольф: golf
пинг-понг: ping_pong table_tennis
бадминтон: badminton
сквош: squash
падел: padel
болельщик: fan supporter
фанат: fan
ничья: draw tie
разряд: rank grade
пояс: belt
спортивки: tracksuit sweatpants
кеды: sneakers trainers
бутсы: football_boots cleats
путешественник: traveler traveller
туризм: tourism
турагент: travel_agent
туроператор: tour_operator
горящий: last_minute burning
оллинклюзив: all_inclusive
отдыхать: rest relax vacation
заграничный: foreign
зарубеж: abroad
вылетать: depart fly_out
улетать: fly_away leave
прилетать: arrive land
приземлиться: land
взлёт: takeoff
аэрофлот: aeroflot
чартер: charter
транзит: transit
онлайн-регистрация: online_check_in
гейт: gate
ручник: handbrake
негабарит: oversized
потерянный: lost
потеря: loss
дьютик: duty_free
фри-шоп: duty_free
досмотр: security_check inspection
погранконтроль: border_control
пограничник: border_guard
таможенник: customs_officer
декларировать: declare
мультивиза: multiple_entry_visa
отказ: refusal rejection
приглашение: invitation
ваучер: voucher
островок: ostrovok
эйрбиэнби: airbnb
апарты: apartments
гостевой: guest
мини-отель: boutique_hotel
ресепшен: reception front_desk
портье: porter receptionist
выселиться: check_out
поздний: late
ранний: early
шведский: swedish buffet
экскурсионный: sightseeing tour
достопримечательность: sight attraction landmark
путеводитель: guidebook
открытка: postcard card
загорать: sunbathe tan
солнцезащитный: sunscreen sunblock
шезлонг: sunbed deck_chair
зонтик: umbrella parasol
пляжный: beach
река: river
водопад: waterfall
походный: camping hiking
туристы: tourists
турпоход: hiking_trip
спальник: sleeping_bag
горелка: burner stove
котелок: pot
термос: thermos flask
фонарик: flashlight torch
налобник: headlamp
репеллент: repellent insect_repellent
компас: compass
треккинг: trekking
трекинг: tracking trekking
автостоп: hitchhiking
автопутешествие: road_trip
роуд-трип: road_trip
маршрутизатор: router
поездки: trips
визит: visit
посещение: visit attendance
пригород: suburb suburbs
загород: countryside
ласточка: lastochka swallow
жд: railway rail
железнодорожный: railway rail
верхняя: upper top
нижняя: lower bottom
купейный: compartment
платформа: platform
перрон: platform
табло: departure_board board
отправление: departure
прибытие: arrival
междугородний: intercity long_distance
автобусный: bus
пригородный: suburban commuter
городской: city urban
общественный: public
валидатор: validator
турникет: turnstile
пересесть: change transfer
пересадочный: interchange
мцк: ring_railway
мцд: commuter_rail
убер: uber
таксишка: taxi cab
катер: boat motorboat
теплоход: ship cruise_ship boat
круиз: cruise
причал: pier dock
порт: port
каюта: cabin
палуба: deck
акклиматизация: acclimatization
джетлаг: jet_lag
есим: esim
переходник: adapter
адаптер: adapter
консульский: consular
миграционный: migration
фмс: migration_service
мвд: interior_ministry police
шопинг: shopping
закупка: purchase shopping
закупиться: stock_up shop
гипермаркет: hypermarket
магнит: magnet magnit
лента: ribbon tape lenta
ларёк: kiosk stall
киоск: kiosk
лавка: shop bench
универмаг: department_store
торговый: shopping trade
молл: mall
аутлет: outlet
строймаркет: diy_store hardware_store
стройматериалы: building_materials
хозмаг: hardware_store
хозтовары: household_goods
бытовая: household
бытовуха: appliances
мвидео: mvideo
маркет: market
алиэкспресс: aliexpress
амазон: amazon
пункт: point item
выдача: pickup issue
получение: receipt pickup
боксберри: boxberry
почтовый: postal post
почтальон: postman mail_carrier
бандероль: parcel package
извещение: notice notification
заказное: registered
деливери: delivery
повреждённый: damaged
бракованный: defective faulty
гарантийный: warranty guarantee
ценник: price_tag
акционный: sale promo
купон: coupon voucher
бонусная: loyalty bonus
дисконтная: discount
дисконт: discount
уценённый: discounted
долями: installments
сплит: split
покупочка: purchase
вещички: clothes things
тряпки: clothes rags
лифчик: bra
бюстгальтер: bra
колготки: tights pantyhose
халат: robe bathrobe gown
свитшот: sweatshirt
пиджак: jacket blazer
костюм: suit costume
галстук: tie
ветровка: windbreaker
дождевик: raincoat
жилетка: vest waistcoat
лосины: leggings
легинсы: leggings
комбинезон: jumpsuit overalls snowsuit
варежки: mittens
кепка: cap
панама: panama_hat bucket_hat
бейсболка: baseball_cap cap
солнечные: sunglasses sunny solar
серьги: earrings
серёжки: earrings
цепочка: chain necklace
кулон: pendant
часики: watch
портмоне: wallet
сапожки: boots
шлёпанцы: flip_flops slippers
шлёпки: flip_flops
босоножки: sandals
сандалии: sandals
мокасины: loafers moccasins
туфельки: shoes
каблук: heel
каблуки: heels
подошва: sole
молния: zipper zip lightning
пуговица: button
заплатка: patch
подшить: hem
ушить: take_in
укоротить: shorten
сапожник: cobbler shoemaker
набойки: heel_tips
гладить: iron stroke
высушить: dry
сложить: fold add
стиральный: washing laundry
прачечная: laundry laundromat
бальзам: balm conditioner
маска: mask
скраб: scrub
сыворотка: serum whey
тоник: toner tonic
тушь: mascara ink
помада: lipstick
пудра: powder
лак: varnish polish nail_polish
бритва: razor
станок: razor machine
пена: foam
нить: thread floss
прокладки: pads sanitary_pads
тампоны: tampons
бумага: paper
батарейка: battery
лампочки: bulbs light_bulbs
хозяйственный: household
маникюрный: manicure
наращивание: extensions
ресницы: eyelashes lashes
окрашивание: coloring dyeing
мелирование: highlights
укладка: styling
барбер: barber
подстричься: get_haircut
постричь: cut trim
побриться: shave
эпиляция: epilation waxing
депиляция: hair_removal waxing
шугаринг: sugaring
солярий: tanning_salon solarium
бьюти: beauty
бровист: brow_artist
визажист: makeup_artist
хавка: food grub
бакалея: groceries dry_goods
заморозка: frozen_food freezing
майонезик: mayonnaise mayo
горчица: mustard
хрен: horseradish
уксус: vinegar
подсолнечное: sunflower
оливковое: olive
растительное: vegetable
сливочное: butter creamy
маргарин: margarine
сахарок: sugar
приправа: seasoning spice
приправы: seasonings spices
корица: cinnamon
ваниль: vanilla
имбирь: ginger
паприка: paprika
куркума: turmeric
базилик: basil
укроп: dill
петрушка: parsley
кинза: cilantro coriander
зелень: greens herbs
лавровый: bay
ряженка: ryazhenka baked_milk
простокваша: sour_milk
сырок: curd_snack
десяток: dozen ten
булочка: bun roll
лепёшка: flatbread
багет: baguette
сухари: crackers breadcrumbs
сухарики: croutons crackers
хлопья: cereal flakes
мюсли: muesli granola
геркулес: rolled_oats
манка: semolina
пшено: millet
перловка: pearl_barley
булгур: bulgur
киноа: quinoa
кускус: couscous
чечевица: lentils
фасоль: beans
горох: peas
горошек: peas green_peas
кукуруза: corn maize
вермишель: vermicelli noodles
индейка: turkey
баранина: lamb mutton
телятина: veal
печёнка: liver
ветчина: ham
бекон: bacon
сардельки: sausages
колбаска: sausage
сервелат: salami cervelat
грудка: breast
крылышки: wings
окорочка: chicken_legs
бедро: thigh hip
филе: fillet
стейк: steak
рёбрышки: ribs
сёмга: salmon
форель: trout
тунец: tuna
треска: cod
скумбрия: mackerel
икра: caviar roe
крабовые: crab_sticks
кальмар: squid
мидии: mussels
морепродукты: seafood
хот-дог: hot_dog
бургерная: burger_joint
пиццерия: pizzeria
суши-бар: sushi_bar
кондитерская: bakery patisserie
пекарня: bakery
бранч: brunch
полдник: snack afternoon_snack
лимонад: lemonade
морс: berry_drink
капучино: cappuccino
латте: latte
эспрессо: espresso
американо: americano
кофеёк: coffee
чаёк: tea
чайный: tea
пакетики: bags teabags
сидр: cider
закуска: snack appetizer starter
горячее: main_course hot_dish
гарнир: side_dish garnish
выпечка: pastry baking
пирожок: pie patty
пирожки: pies
пирожное: pastry cake
кекс: cupcake muffin
маффин: muffin
чизкейк: cheesecake
тортик: cake
тесто: dough batter
дрожжи: yeast
разрыхлитель: baking_powder
крахмал: starch
блинчики: pancakes crepes
оладьи: fritters pancakes
манты: manti dumplings
хинкали: khinkali dumplings
щи: cabbage_soup
солянка: solyanka
окрошка: okroshka cold_soup
уха: fish_soup
бульон: broth stock
рагу: stew ragout
гуляш: goulash
жаркое: roast stew
запеканка: casserole bake
омлет: omelette omelet
сэндвич: sandwich
тост: toast
винегрет: vinaigrette beet_salad
холодец: aspic jelly
барбекю: barbecue bbq
гриль: grill
жареный: fried roasted
варёный: boiled
тушёный: stewed braised
запечённый: baked roasted
копчёный: smoked
солёный: salty salted pickled
маринованный: pickled marinated
свежий: fresh
замороженный: frozen
несвежий: stale spoiled
невкусный: tasteless bad
пресный: bland
горький: bitter
кислый: sour
рецептик: recipe
порция: portion serving
порции: portions
грамм: gram gramme
кило: kilo
пачка: pack packet
упаковка: pack package packaging
бутылка: bottle
нарезать: cut slice chop
порезать: cut slice
натереть: grate rub
тёрка: grater
взбить: whisk beat
смешать: mix
замесить: knead
обжарить: fry saute
отварить: boil
потушить: stew braise
заморозить: freeze
мариновать: marinate
замариновать: marinate
посолить: salt
миксер: mixer
мясорубка: meat_grinder mincer
тостер: toaster
хлебопечка: bread_maker
противень: baking_tray baking_sheet
пергамент: baking_paper parchment
фольга: foil
контейнеры: containers
судочки: containers
разделочная: cutting chopping
половник: ladle
лопатка: spatula shoulder_blade
дуршлаг: colander
сито: sieve
миска: bowl
салатник: salad_bowl
бокал: glass wine_glass
рюмка: shot_glass
стакан: glass
графин: carafe decanter
поднос: tray
термокружка: travel_mug thermos
вегетарианский: vegetarian
веган: vegan
веганский: vegan
безглютеновый: gluten_free
безлактозный: lactose_free
питание: food nutrition meals
загородный: country suburban
коттедж: cottage house
садовод: gardener
садоводство: gardening
огородник: gardener
высадить: plant_out transplant
пересадить: transplant repot
поливалка: sprinkler
дождевалка: sprinkler
капельный: drip
бочка: barrel
колодец: well
выгребная: cesspit
времянка: shed cabin
веранда: veranda porch
терраса: terrace deck
крыльцо: porch
мансарда: attic loft
фундамент: foundation
сруб: log_house
брус: timber beam
доски: boards planks
доска: board plank
пиломатериалы: lumber timber
профлист: corrugated_sheet
сайдинг: siding
черепица: tiles roof_tiles
шифер: slate
рубероид: roofing_felt
кровля: roof roofing
водосток: gutter drainpipe
дренаж: drainage
камин: fireplace
уголь: coal charcoal
розжиг: lighter_fluid kindling
бензопила: chainsaw
пила: saw
ножовка: hacksaw saw
секатор: pruner secateurs
грабли: rake
вилы: pitchfork fork
тяпка: hoe
мотыга: hoe
триммер: trimmer strimmer
мотоблок: walk_behind_tractor tiller
культиватор: cultivator tiller
навоз: manure
перегной: humus compost
компост: compost
удобрения: fertilizers fertilisers
подкормка: feeding fertilizing
торф: peat
грунт: soil
земля: land soil earth
почва: soil
мульча: mulch
саженец: seedling sapling
черенок: cutting handle
луковицы: bulbs
клумба: flower_bed
цветник: flower_garden
тюльпаны: tulips
пионы: peonies
куст: bush shrub
дерево: tree wood
деревья: trees
яблоня: apple_tree
слива: plum
абрикос: apricot
персик: peach
смородина: currant currants
крыжовник: gooseberry
облепиха: sea_buckthorn
ежевика: blackberry
голубика: blueberry
черника: blueberry bilberry
брусника: lingonberry cranberry
клюква: cranberry
земляника: wild_strawberry strawberry
дыня: melon
кабачок: zucchini courgette
кабачки: zucchini courgettes
баклажан: eggplant aubergine
баклажаны: eggplants aubergines
редиска: radish
редис: radish
репа: turnip
шпинат: spinach
щавель: sorrel
ревень: rhubarb
консервация: canning preserving
закатать: preserve pickle
засолить: pickle salt
сорняк: weed
полоть: weed
вскопать: dig_up
перекопать: dig_over
обрезка: pruning trimming
обрезать: prune trim cut
опрыскать: spray
опрыскивание: spraying
вредители: pests
тля: aphids
колорадский: colorado_beetle
жук: beetle bug
слизни: slugs
кроты: moles
фитофтора: late_blight blight
заморозки: frost frosts
мороз: frost cold
укрыть: cover
укрывной: covering
агроволокно: garden_fleece
парник: hotbed cold_frame
поликарбонат: polycarbonate
скворечник: birdhouse
кормушка: bird_feeder feeder
садоводческий: gardening
председатель: chairman chair
членские: membership_fees dues
членский: membership
сторож: watchman guard
электрички: trains
госорган: government_agency
истец: plaintiff claimant
ответчик: defendant respondent
обращение: appeal request
ходатайство: petition motion
нотариально: notarized
заверенный: certified
выписаться: deregister check_out
временный: temporary
постоянный: permanent regular
адрес: address
индекс: postcode zip_code index
сфр: social_fund pension_fund
соцстрах: social_insurance
соцсети: social_media social_networks
детский: child kids childrens
многодетные: large_family
малоимущий: low_income
приписное: draft_registration
действительный: valid
недействительный: invalid
истечь: expire
окошко: window counter
готовность: readiness
утеря: loss
восстановить: restore recover
восстановление: restoration recovery
архив: archive
архивный: archive archival
характеристика: reference character_reference
рекомендация: recommendation reference
рекомендательное: recommendation
подарочек: gift present
презент: gift present
поздравлять: congratulate
пожелание: wish
цветочки: flowers
шары: balloons balls
гирлянда: garland fairy_lights
украшение: decoration ornament
украсить: decorate
упаковать: wrap pack
обёртка: wrapping wrapper
упаковочная: wrapping
свечки: candles
именинница: birthday_girl
ёлочный: christmas_tree
снегурочка: snow_maiden
мандарин: tangerine mandarin
фейерверк: fireworks
хлопушка: party_popper
бенгальские: sparklers
первомай: may_day
ноябрьские: november_holidays
валентинка: valentine
хэллоуин: halloween
крашенки: easter_eggs
пост: fast lent post
церковь: church
храм: church temple
мечеть: mosque
синагога: synagogue
священник: priest
батюшка: priest father
могила: grave
памятник: monument headstone
венок: wreath
ритуальный: funeral
гроб: coffin
кремация: cremation
соболезнования: condolences
ведущий: host presenter
банкет: banquet
банкетный: banquet
фуршет: buffet reception
меню: menu
рассадка: seating
пригласительные: invitations
посиделки: get_together gathering
крестить: baptize christen
крещение: baptism christening
бар-мицва: bar_mitzvah
проводы: farewell send_off
годик: first_birthday year
питомцы: pets
животное: animal pet
зверь: animal beast
зверюшка: pet animal
собачка: dog doggy
псина: dog
кошечка: cat kitty
кошачий: cat feline
собачий: dog canine
птица: bird
канарейка: canary
шиншилла: chinchilla
крыса: rat
крыска: rat
мышь: mouse
хорёк: ferret
ящерица: lizard
змея: snake
аквариум: aquarium fish_tank
террариум: terrarium
сухой: dry
влажный: wet moist
паучи: pouches wet_food
лакомство: treat treats
вкусняшка: treat snack
лежанка: pet_bed bed
домик: house little_house
рулетка: roulette tape_measure retractable_leash
шлейка: harness
ветаптека: vet_pharmacy
зоотовары: pet_supplies
грумер: groomer
когти: claws nails
вычёсывание: brushing grooming
линька: shedding molting
глистогонка: deworming dewormer
глистогонное: dewormer
бешенство: rabies
ветпаспорт: pet_passport
кастрировать: neuter castrate
кинолог: dog_trainer
дрессировать: train
выгуливать: walk
погулять: walk go_for_walk
зоогостиница: pet_hotel
догситтер: dog_sitter
ситтер: sitter pet_sitter
бездомный: homeless stray
кличка: name pet_name
хвостик: tail
лапа: paw
лапы: paws
шерсть: fur wool hair
поправить: fix adjust correct
исправить: fix correct repair
исправный: working functional
баг: bug
зависнуть: freeze hang
перезагрузка: restart reboot
обновление: update upgrade
установка: installation setup
настройка: setup settings configuration
подключение: connection
собрать: assemble collect pack
сборка: assembly
разобрать: disassemble sort_out
повесить: hang hang_up
прикрутить: screw attach
закрутить: tighten screw
открутить: unscrew
замер: measurement
замерить: measure
измерить: measure
померить: measure try_on
мерить: measure try_on
примерить: try_on
переклеить: repaper
залить: pour fill flood
заделать: seal patch
заклеить: seal tape
сверлить: drill
вызов: call callout
оформление: registration paperwork
оформлять: arrange process
получать: receive
послать: send
прислать: send
переслать: forward
принять: accept receive
согласовать: agree coordinate approve
согласование: approval coordination
уточнить: clarify check
уточнение: clarification
подтвердить: confirm
подтверждение: confirmation
отклонить: reject decline
отказаться: refuse decline
передумать: change_mind
назначение: appointment prescription
спланировать: plan
помнить: remember
неоплаченный: unpaid
оплачивать: pay
докупить: buy_more
прикупить: buy
пройти: pass go_through complete
прохождение: completion passing
регистрироваться: register
записывать: record write_down
подписывать: sign
расписаться: sign
договорённость: agreement arrangement
обсудить: discuss
обсуждение: discussion
поговорить: talk
разговор: conversation talk
попросить: ask request
просьба: request
помощь: help assistance
помогать: help
посоветовать: recommend advise
совет: advice tip council
советы: advice tips
порекомендовать: recommend
отзыв: review feedback
отзывы: reviews
оценить: rate evaluate
сравнить: compare
сравнение: comparison
выбор: choice selection
выбирать: choose
решение: decision solution
вопрос: question issue
проблема: problem issue
проблемы: problems issues
неполадка: fault problem
доделать: finish
переделать: redo
завершить: complete finish
продолжить: continue
остановить: stop
прекратить: stop cease
приостановить: suspend pause
возобновить: resume renew
поставить: install place
убрать: remove put_away clean
спрятать: hide
достать: take_out fetch
вынуть: take_out
оставить: leave
отвезти: drive
подвезти: give_a_lift drive
подбросить: give_a_lift
проводить: see_off spend conduct
съездить: visit trip
сходить: visit
зайти: drop_in stop_by
заскочить: drop_by pop_in
забежать: pop_in
сбегать: run
вернуться: return come_back
возвращение: return
уходить: leave
прийти: come arrive
прибыть: arrive
добраться: get_to reach
опаздывать: be_late
задержаться: stay_late delay
отпроситься: ask_leave
поспать: sleep nap
выспаться: sleep_well
проснуться: wake_up
вставать: get_up
новый: new
старый: old
старенький: old
новенький: new brand_new
ношеный: worn used
целый: whole intact
битый: damaged crashed broken
важный: important
нужный: needed necessary
обязательный: mandatory compulsory
добровольный: voluntary
бюджетно: budget cheap
дорогущий: very_expensive pricey
дешёвка: cheap junk
крутой: cool steep
классный: cool great
отличный: excellent great
хороший: good
плохой: bad
ужасный: terrible awful
нормальный: normal fine ok
удобный: convenient comfortable
неудобный: inconvenient uncomfortable
уютный: cozy cosy
тёплый: warm
холодный: cold
горячий: hot
мокрый: wet
тяжёлый: heavy hard difficult
лёгкий: light easy
трудный: difficult hard
сложный: complex difficult
простой: simple easy
быстрый: fast quick
медленный: slow
громкий: loud
тихий: quiet silent
шумный: noisy
шум: noise
большой: big large
маленький: small little
огромный: huge
мелкий: small fine minor
длинный: long
короткий: short
широкий: wide broad
узкий: narrow tight
высокий: high tall
низкий: low short
толстый: thick fat
тонкий: thin
полный: full complete
пустой: empty
открытый: open
закрытый: closed
свободный: free vacant available
занятый: busy occupied
доступный: available affordable accessible
недоступный: unavailable
законченный: finished complete
готовый: ready finished
сырой: raw damp
ближайший: nearest closest
дальний: far distant
местный: local
соседний: neighboring next
ночной: night nightly
утренний: morning
вечерний: evening
ежедневный: daily
еженедельный: weekly
ежегодный: annual yearly
регулярный: regular
разовый: one_time single
предыдущий: previous
текущий: current
нынешний: current present
будущий: future next
прошедший: past
вовремя: on_time
будни: weekdays
будний: weekday
полдень: noon midday
полночь: midnight
час: hour
полчаса: half_hour
минута: minute
минутка: minute
секунда: second
сутки: day twenty_four_hours
недельный: weekly
месячный: monthly
полгода: half_year six_months
квартал: quarter block
десятилетие: decade
пятилетка: five_years
дата: date
число: date number
крайний: last final
счастливый: happy lucky
грустный: sad
весёлый: cheerful fun merry
злой: angry evil
усталый: tired
уставший: tired
больная: sick ill
довольный: satisfied pleased
недовольный: dissatisfied unhappy
спокойный: calm quiet
нервный: nervous
нервы: nerves
тревога: anxiety alarm
тревожность: anxiety
паника: panic
страх: fear
переживать: worry
волноваться: worry be_nervous
беспокоиться: worry
злиться: be_angry
ссора: quarrel argument fight
поссориться: quarrel fall_out
помириться: make_up reconcile
обида: resentment offense
скучать: miss be_bored
интересный: interesting
ненавидеть: hate
мечта: dream
мечтать: dream
надежда: hope
тачила: car
моцик: motorbike motorcycle
мотик: motorbike motorcycle
велос: bike bicycle
общественка: public_transport
такса: dachshund
мобилка: mobile phone
смарт: smartphone
андроид: android
айпад: ipad tablet
зарядное: charger
павербанк: power_bank
юсб: usb
флэшка: usb_stick flash_drive
жёсткий: hard
облако: cloud
бэкап: backup
компьютерный: computer
макбук: macbook laptop
клава: keyboard
клавиатура: keyboard
мышка: mouse
монитор: monitor screen
экран: screen display
умный: smart clever
аккаунт: account
логин: login username
двухфакторная: two_factor
код: code
электронный: electronic
цифровой: digital
соцсеть: social_network
фейсбук: facebook
ютубчик: youtube
прилага: app
антивирус: antivirus
взлом: hack hacking
взломали: hacked
универский: university
институтский: institute
шарага: college
детсадовский: kindergarten
контра: test
русичка: russian_teacher
преподша: lecturer teacher
зачётная: test_week
сессионный: exam
вышка: higher_math tower
мамин: mother mom
папин: father dad
бабушкин: grandma grandmother
дедушкин: grandpa grandfather
тёщенька: mother_in_law
мужнин: husband
благоверный: husband spouse
супружник: husband spouse
половинка: half partner
ребятки: kids guys
ребята: guys kids
детки: kids children
дитё: child kid
малая: little_one daughter
малой: kid little_one
мелкая: little_one daughter
пацан: boy kid lad
пацаны: guys lads boys
девчонки: girls
девчонка: girl
девочка: girl
мальчик: boy
подростковый: teenage adolescent
тинейджер: teenager
школота: schoolkids
чувак: dude guy
мужик: man guy
арендодательница: landlady
хозяева: owners hosts
съёмщик: tenant renter
наниматель: tenant employer
электроэнергия: electricity
энергосбыт: power_company
мосэнерго: power_company
горгаз: gas_company
вывоз: removal collection
взносы: contributions dues fees
жэу: housing_office
жилищник: housing_office
жилищный: housing
жилищно-коммунальные: utilities
сантехнический: plumbing
электрический: electric electrical
электро: electric
ремонтный: repair
ремонтные: repair
мастерская: workshop repair_shop
сервисный: service
сервис: service
гарантийка: warranty_repair
"""

"""Deterministic Markdown corpus for the benchmarks: notes in Russian (about a fifth in English).

Notes look like a person's notes: a title, 2-8 sections on one topic (servers, backups, meetings,
recipes, the car, money...), sentences with exact values (IPs, tickets, versions, hosts), lists and
the occasional code block; section lengths vary from a line to a couple of screens (long ones become
several chunks). The same (seed, index) always gives the same note. `queries()` gives paraphrased
Russian questions, English questions and exact values that occur in few notes of a corpus.
"""

import json
import os
import random
import re
from pathlib import Path

OLD_MTIME = 1_767_225_600  # 2026-01-01: written notes get an old mtime, so no "racy" re-hash later

TOPICS = {
    "Серверы": (["Состояние", "Диски", "Доступ", "Что не трогать", "Мониторинг"], [
        "Сервер {host} ({ip}) перезагружали {date}, после этого {service} поднялся не сразу.",
        "На {host} диск sdb — SSD, остальные HDD; разметку делать через sgdisk, parted там нет.",
        "{person} просил не трогать {host} до конца спринта: там идут эксперименты с {service}.",
        "Доступ по SSH только через бастион {ip}, ключи выдаёт дежурный администратор.",
        "Загрузка процессора на {host} держится около {n}%, памяти свободно {n2} ГБ.",
        "Если {service} не отвечает, сначала проверить место на диске и журнал systemd.",
    ]),
    "Резервные копии": (["Расписание", "Восстановление", "Проверка", "Хранение"], [
        "Бэкап базы {db} делается каждую ночь в {time} и хранится {n} дней на {host}.",
        "Восстановление прошло мгновенно, но данные в папке {db} так и не появились.",
        "Раз в месяц проверяем, что копию {db} действительно можно развернуть на {host}.",
        "Старые копии удаляет cron-задача, она же пишет отчёт в канал {team}.",
        "Копии складываются на отдельный диск, доступ к нему только у {person}.",
    ]),
    "Выкладка": (["Конвейер", "Артефакты", "Откат", "Окружения"], [
        "Для {service} нужна версия {version}, на старой падает миграция {db}.",
        "Конвейер сборки падает на шаге {step}, если кэш {service} пустой.",
        "Артефакты уходят в хранилище пакетов на {ip}, оттуда их забирает выкладка.",
        "Откат делается повторным запуском предыдущего тега, базу при этом не трогать.",
        "Тестовый стенд {host} обновляется автоматически после каждого слияния в main.",
    ]),
    "Сеть": (["Адреса", "DNS", "Прокси", "VPN"], [
        "Реестр образов слушает на {ip}:{port}, репозиторий приватный.",
        "Внутренние имена разрешаются через корпоративный DNS на {ip}, внешние — через провайдера.",
        "Корпоративные домены ходят через прокси на {host}, сертификаты обновляются сами.",
        "VPN до офиса иногда рвётся после {n} минут простоя, помогает keepalive.",
    ]),
    "Инциденты": (["Что случилось", "Причина", "Что сделали", "Выводы"], [
        "В тикете {ticket} клиент пишет, что страница оплаты открывается дольше {n} секунд.",
        "Причина — переполненный пул соединений к {db} после выкладки {version}.",
        "Дежурный {person} откатил {service} и поднял лимит соединений до {n2}.",
        "На разбор инцидента {ticket} решили добавить алерт на время ответа {service}.",
    ]),
    "Встречи": (["Повестка", "Решения", "Задачи", "Следующая встреча"], [
        "Встреча с командой {team} перенесена на {weekday}, начало в {time}.",
        "Обсуждали план миграции и решили начать с наименее нагруженных узлов.",
        "{person} берёт задачу {ticket}, срок — до конца следующей недели.",
        "Отчёт о продажах за квартал нужно отправить руководителю до пятницы.",
    ]),
    "Рецепты": (["Ингредиенты", "Приготовление", "Заметки"], [
        "Нужно {n} г муки, два яйца, стакан молока и щепотка соли.",
        "Жарить на среднем огне по {n2} минуты с каждой стороны, крышкой не накрывать.",
        "Тесто лучше оставить на полчаса, тогда блины не рвутся.",
        "В прошлый раз пересолили: соли класть вдвое меньше, чем в рецепте {person}.",
    ]),
    "Здоровье": (["Анализы", "Лекарства", "Врачи"], [
        "Давление утром {n}/80, врач сказал пить меньше кофе и больше ходить.",
        "Запись к терапевту на {weekday} в {time}, взять результаты анализов.",
        "Витамин D по одной капсуле в день до конца месяца, потом пересдать анализ.",
    ]),
    "Машина": (["Обслуживание", "Шины", "Страховка"], [
        "Замена масла через {n} км, записался в сервис на {weekday}.",
        "Зимние шины лежат в гараже у {person}, забрать до первого снега.",
        "Полис ОСАГО заканчивается {date}, продлить заранее через приложение.",
    ]),
    "Сад": (["Посадки", "Полив", "Вредители"], [
        "Посадили {n} кустов смородины вдоль забора, поливать через день.",
        "Тля на яблоне: опрыскать настоем чеснока, повторить через {n2} дней.",
        "Помидоры в теплице дали урожай раньше, чем в прошлом году.",
    ]),
    "Финансы": (["Расходы", "Накопления", "Налоги"], [
        "Расходы за месяц: аренда {n} тысяч, продукты около {n2} тысяч.",
        "Вычет за лечение подать до {date}, справки собрать у {person}.",
        "На накопительный счёт откладывать {n2}% зарплаты в день выплаты.",
    ]),
}

EN_TOPICS = {
    "Servers": (["Status", "Disks", "Access"], [
        "The {service} deployment on {host} needs version {version} or later.",
        "Host {host} ({ip}) was rebooted on {date}; {service} took a while to come back.",
        "Only {person} has root on {host}; ask before restarting anything there.",
        "Disk usage on {host} is at {n}% and the log rotation job is not running.",
    ]),
    "Incidents": (["Summary", "Root cause", "Follow-up"], [
        "Ticket {ticket}: login via SSO fails after the upgrade to {version}.",
        "Root cause: the connection pool to {db} was exhausted under load.",
        "Follow-up: add an alert when {service} latency stays above {n2} ms.",
    ]),
    "Reading": (["Notes", "Quotes", "To read next"], [
        "Chapter {n} argues that small, reversible decisions beat big plans.",
        "{person} recommended a book on distributed systems, borrowed it on {date}.",
        "Good point about writing things down: memory is a poor database.",
    ]),
}

RU_QUERIES = [
    "как разметить диск если нет parted", "почему долго открывается страница оплаты",
    "когда делается ночной бэкап базы", "что делать если сервис не отвечает",
    "куда складываются артефакты сборки", "как откатить неудачную выкладку",
    "где слушает реестр образов", "почему рвётся впн после простоя",
    "что решили на встрече про миграцию", "кто дежурил во время инцидента",
    "сколько муки нужно на блины", "сколько жарить блины", "какое давление было утром",
    "когда записан к терапевту", "когда менять масло в машине", "где лежат зимние шины",
    "когда заканчивается страховка", "как бороться с тлёй на яблоне", "как часто поливать смородину",
    "сколько уходит на аренду", "как получить налоговый вычет за лечение",
    "сколько откладывать на накопительный счёт", "как проверить что резервную копию можно восстановить",
    "кто удаляет старые копии", "через что ходят корпоративные домены",
    "какой DNS для внутренних имён", "какая версия нужна чтобы не падала миграция",
    "конвейер падает на шаге сборки", "как попасть на сервер по ssh",
    "что не трогать до конца спринта", "переполнен пул соединений к базе",
    "отчёт о продажах за квартал", "данные после восстановления не появились",
    "сколько свободно памяти на сервере", "когда обновляется тестовый стенд",
    "витамин д сколько принимать", "помидоры в теплице урожай", "пересолили блины",
    "алерт на время ответа сервиса", "где хранятся пароли от сервисов",
]

EN_QUERIES = [
    "disk partitioning without parted", "payment page is slow", "nightly database backup schedule",
    "how to roll back a bad deploy", "where is the container registry", "VPN drops after idle",
    "SSO login fails after upgrade", "connection pool exhausted root cause", "who has root access",
    "log rotation not running", "alert on service latency", "book about distributed systems",
    "small reversible decisions", "restore from backup did not bring data back",
    "pipeline fails when cache is empty", "when to change the engine oil", "winter tyres storage",
    "blood pressure in the morning", "tax deduction for medical treatment", "monthly rent expenses",
    "migration plan least loaded nodes", "which version is required for the service",
    "internal DNS resolver address", "garden watering schedule", "aphids on the apple tree",
]

SERVICES = ["postgres", "redis", "nginx", "keycloak", "grafana", "minio", "gitlab-runner", "kafka", "zot"]
DBS = ["billing", "crm", "analytics", "auth", "orders", "wiki"]
PEOPLE = ["Андрей", "Марина", "Олег", "Света", "Дима", "Катя", "Игорь", "Nina", "Paul"]
TEAMS = ["платформы", "биллинга", "поддержки", "данных"]
DAYS = ["понедельник", "вторник", "среду", "четверг", "пятницу"]
STEPS = ["lint", "build", "test", "package", "publish"]
PROJECTS = ["TEST", "OPS", "BILL", "CRM", "INFRA"]


def _fill(rng: random.Random, template: str, values: list[str]) -> str:
    slots = {
        "host": f"srv{rng.randint(1, 60):02d}", "ip": f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
        "port": str(rng.choice([5000, 8080, 8443, 9000])), "date": f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.2026",
        "time": f"{rng.randint(0, 23):02d}:{rng.choice(['00', '15', '30', '45'])}", "n": str(rng.randint(2, 180)),
        "n2": str(rng.randint(2, 60)), "service": rng.choice(SERVICES), "db": rng.choice(DBS),
        "person": rng.choice(PEOPLE), "team": rng.choice(TEAMS), "weekday": rng.choice(DAYS),
        "step": rng.choice(STEPS), "ticket": f"{rng.choice(PROJECTS)}-{rng.randint(100, 9999)}",
        "version": f"{rng.randint(1, 17)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
    }
    text = template.format(**slots)
    values.extend(slots[s] for s in ("ip", "ticket", "version") if "{" + s + "}" in template)
    return text


def _section_body(rng: random.Random, sentences: list[str], values: list[str]) -> str:
    size = rng.choice([rng.randint(60, 250)] * 4 + [rng.randint(250, 650)] * 4 + [rng.randint(650, 1300)] * 2
                      + [rng.randint(1300, 2600)])
    paragraphs, paragraph = [], []
    length = 0
    while length < size:
        line = _fill(rng, rng.choice(sentences), values)
        if rng.random() < 0.15:
            line = "- " + line
        paragraph.append(line)
        length += len(line) + 1
        if rng.random() < 0.3:
            paragraphs.append(_paragraph(paragraph))
            paragraph = []
    if paragraph:
        paragraphs.append(_paragraph(paragraph))
    if rng.random() < 0.08:
        db = rng.choice(DBS)
        paragraphs.append(f"```bash\npg_restore -d {db} /backup/{db}-{rng.randint(1, 28):02d}.dump\n```")
    return "\n\n".join(paragraphs)


def _paragraph(lines: list[str]) -> str:
    return ("\n" if any(line.startswith("- ") for line in lines) else " ").join(lines)


def note(seed: int, index: int, values: list[str] | None = None) -> str:
    """One note: a title and 2-8 sections on one topic; exact values used are appended to `values`."""
    rng = random.Random(seed * 1_000_003 + index)
    values = [] if values is None else values
    english = rng.random() < 0.2
    topic = rng.choice(sorted((EN_TOPICS if english else TOPICS)))
    headings, sentences = (EN_TOPICS if english else TOPICS)[topic]
    lines = [f"# {topic} {index}", ""]
    for number in range(rng.randint(2, 8)):
        heading = f"{rng.choice(headings)} {number + 1}"
        lines += [f"## {heading}", "", _section_body(rng, sentences, values), ""]
    return "\n".join(lines)


def long_note(seed: int, sections: int) -> str:
    """A long note of `sections` sections of 150-600 characters (each one chunk)."""
    rng = random.Random(seed)
    lines = ["# Журнал дежурств", ""]
    for number in range(sections):
        lines += [f"## Смена {number + 1}", "", extra_section_body(rng), ""]
    return "\n".join(lines)


def extra_section_body(rng: random.Random) -> str:
    text, size = "", rng.randint(150, 600)
    while len(text) < size:
        text += _fill(rng, rng.choice(TOPICS["Инциденты"][1] + TOPICS["Серверы"][1]), []) + " "
    return text.strip()


def small_note(index: int) -> str:
    """A note of one short section (one chunk), for collections of many files."""
    rng = random.Random(index)
    return f"# Заметка {index}\n\n{_fill(rng, rng.choice(TOPICS['Встречи'][1]), [])} №{index}.\n"


def write_notes(folder: Path, texts: dict[str, str]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in texts.items():
        path = folder / name
        path.write_text(text, encoding="utf-8")
        os.utime(path, (OLD_MTIME, OLD_MTIME))


def write_corpus(folder: Path, notes: int, seed: int = 1, start: int = 0) -> list[str]:
    """Write notes start..start+notes-1 into `folder`; returns the exact values found in at most 3 notes."""
    counts: dict[str, set[int]] = {}
    texts = {}
    for i in range(start, start + notes):
        values: list[str] = []
        texts[f"note-{i:05d}.md"] = note(seed, i, values)
        for value in values:
            counts.setdefault(value, set()).add(i)
    write_notes(folder, texts)
    return sorted(v for v, where in counts.items() if len(where) <= 3)


def queries(rare_values: list[str], exact: int = 50, seed: int = 3) -> list[str]:
    """Russian paraphrases, English questions and `exact` rare values, shuffled deterministically."""
    rng = random.Random(seed)
    picked = rng.sample([v for v in rare_values if re.search(r"\d", v)], min(exact, len(rare_values)))
    out = RU_QUERIES + EN_QUERIES + picked
    rng.shuffle(out)
    return out


def save_values(folder: Path, values: list[str]) -> None:
    (folder / "values.json").write_text(json.dumps(values), encoding="utf-8")


def load_values(folder: Path) -> list[str]:
    return json.loads((folder / "values.json").read_text(encoding="utf-8"))

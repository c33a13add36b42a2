"""Build the reference acceptance corpus (port of the reference's scripts/make_e2e_corpus.sh).

12 notes in three collections (`infra`, `work/jira`, `life/books`): Cyrillic and Latin text and
exact values in every folder. Usage: `python e2e/make_corpus.py DIR` (DIR is wiped and recreated).
"""

import shutil
import sys
from pathlib import Path

NOTES = {
    'infra/servers.md': """\
# Серверы

## Server4 (76.160)
Основной Proxmox-хост. Диск sdd — SSD, sda/b/c — HDD, причём sda на SMR-пластинах.
Утилиты parted нет: разметку делать через sgdisk или sfdisk.

## Server5 (88.130)
Две видеокарты: 3090 занята под Qwen VL и аудио, её не трогать. Эксперименты — только на 5090.

## Server6 (76.109)
Здесь живёт powerdns, он же LXC102. Отвечает за внутренние зоны.
""",
    'infra/hosts.md': """\
# Адреса внутренних сервисов

## Реестр образов
zot слушает на 192.168.88.35:8080, репозиторий приватный.

## Прокси
Корпоративные домены ходят через Caddy на 76.132. Отдельный Traefik на 76.195 заворачивает
домены вида .xx, а DNS под ним — 76.109.

## Nexus
Нексус доступен на 76.117, релизы публикует CI/CD, руками артефакты не заливать.
""",
    'infra/domains.md': """\
# Домены и DNS

## Внутренние зоны
Основой для DNS и mDNS служит kdns, он же pw.binom.dns.

## LLM-роутер
llm.binom.pw работает через Bifrost, виртуальные ключи раздаёт сам роутер.

## Реестр
Домашний реестр библиотек — nexus.xx, репозиторий caffeine.
""",
    'infra/backup.md': """\
# Резервное копирование

## Postgres
Дампы снимаются в custom-формате. При восстановлении pg_restore может выйти мгновенно
с кодом ноль и ничего не сделать — проверять, что объекты реально появились.

## Медиа
Джоб копирования зеркал для очков идёт через NATS и складывает результат в S3 SeaweedFS.
""",
    'work/jira/access.md': """\
# Доступы

## OTP-прокси
Корпоративные ресурсы ходят через OTP, файлы лежат в /root/OTP/. Jira отвечает на jira.mcp.xx.

## TeamCity
Сборки живут в teamcity.isb, статусы и логи — только через тот же OTP-прокси.

## Git
Клонирование корпоративных репозиториев с bitbucket возможно лишь по HTTPS, git@ не работает.
""",
    'work/jira/flow.md': """\
# Рабочий поток

## Задачи от агентов
Задача от агента оформляется спекой в отдельном файле, итог работы — комментарий в Vikunja.

## Тикеты
Тикет TEST-4173 закрыт после того, как сборка перестала падать на шаге тестов.
""",
    'work/jira/pitfalls.md': """\
# Грабли

## Хелм
Helm upgrade в k3s теряет values, если передавать их через --set. Восстанавливать из истории релиза.

## TeamCity
Если прогон висит больше часа, смотреть лог агента, а не перезапускать сборку слепо.
""",
    'work/jira/ci.md': """\
# CI

## Gitea Actions
Раннер живёт в LXC105 на 76.112. Сироты процессов podman и unity съедают диск и валят сборку.
""",
    'life/books/iphuck.md': """\
# iPhuck 10

## Про роман
Роман Пелевина, 2017 года. Рассказчик — алгоритмический следователь Порфирий Петрович,
он же литературный негр, он же полицейская машина.

## Канон
Канон Порфирия Петровича лежит в /root/BOOKS/iphuck10/. Тон — высокий штиль, смешанный
с сухим канцеляритом.
""",
    'life/books/audiobooks.md': """\
# Аудиокниги

## Библиотека
Книги хранятся в Audiobookshelf. Карточку чинят вручную, если метаданные подтянулись от другого издания.

## Плеер
Для очков RayNeo X2 книги транскодируются в зеркала, аудио идёт отдельными дорожками.
""",
    'life/books/history.md': """\
# История

## Античность
Первый том заканчивается на правлении Траяна, 117 год нашей эры.
""",
    'life/books/notes.md': """\
# Заметки о чтении

## Привычка
Читаю по вечерам, отмечаю цитаты в markdown, потом ищу их семантическим поиском.
""",
}


def make_corpus(root: Path) -> list[Path]:
    root = Path(root)
    if root.exists():
        shutil.rmtree(root)
    written = []
    for name, text in NOTES.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: make_corpus.py DIR")
    files = make_corpus(Path(sys.argv[1]))
    print(f"OK: {len(files)} заметок в {sys.argv[1]}")

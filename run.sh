#!/usr/bin/env bash
# The main command: sets memo up in .venv (once), renders the package from the cells, imports the
# model offline (once), indexes the folder and searches it.
#   ./run.sh                      built-in example (the acceptance corpus) and an example question
#   ./run.sh ~/notes              your library: index it and show its status
#   ./run.sh ~/notes "вопрос"     your library: index it and search
set -euo pipefail
cd "$(dirname "$0")"
scripts/bootstrap.sh
# Render the package from the cells: silent when nothing changed; a developer's edit is named in Russian,
# a failed build shows goga's own (English, developer-facing) problem lines and stops.
if ! changed=$(.venv/bin/goga build --quiet); then
    echo "$changed" >&2
    echo "сборка пакета из cells/ не удалась (goga build): исправьте ячейки по строкам выше" >&2
    exit 1
fi
if [ -n "$changed" ]; then
    echo "пакет пересобран из cells/: изменено файлов $(echo "$changed" | wc -l)" >&2
    .venv/bin/python -m compileall -q generated/memo >/dev/null  # as scripts/bootstrap.sh does
fi
folder=${1:-}
query=${2:-}
if [ -z "$folder" ]; then
    folder=.example-notes
    .venv/bin/python e2e/make_corpus.py "$folder" >&2
    query=${query:-"чем разметить диск, если привычной утилиты нет"}
fi
.venv/bin/memo index "$folder"
if [ -n "$query" ]; then
    .venv/bin/memo search "$folder" "$query" --k 3
else
    .venv/bin/memo status "$folder"
fi

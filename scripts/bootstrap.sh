#!/usr/bin/env bash
# Creates .venv and installs memo into it (editable, from generated/), once per change of pyproject.toml.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    echo "создаю окружение .venv ($($PY --version))" >&2
    "$PY" -m venv .venv
fi
stamp=.venv/.memo-installed
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    echo "устанавливаю зависимости в .venv (один раз, 1-3 минуты)" >&2
    .venv/bin/python -m pip install -q --upgrade pip 2>&1 | grep -v '^WARNING: Location' >&2 || true
    .venv/bin/python -m pip install -q -e '.[test]' 2>&1 | grep -v '^WARNING: Location' >&2 || true
    .venv/bin/python -c 'import memo, goga_tool' || { echo "установка не удалась" >&2; exit 1; }
    echo "$want" > "$stamp"
fi

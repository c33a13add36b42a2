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
    # pip's and setuptools' own chatter (e.g. the editable install's informational note) goes to a log,
    # shown only when the install fails.
    log=.venv/install.log
    if ! { .venv/bin/python -m pip install -q --upgrade pip && .venv/bin/python -m pip install -q -e '.[test]'; } >"$log" 2>&1 \
            || ! .venv/bin/python -c 'import memo, goga_tool' 2>>"$log"; then
        tail -n 30 "$log" >&2
        echo "установка не удалась (полный журнал: $log)" >&2
        exit 1
    fi
    if grep -qi 'deprecat' "$log"; then
        echo "установка прошла, но с предупреждениями об устаревшем: см. $log" >&2
    fi
    echo "$want" > "$stamp"
fi
# The package's bytecode, as pip writes it when it installs a wheel: an editable install has none, and
# where PYTHONDONTWRITEBYTECODE is set every memo process would compile its ~80 modules again (~0.1 s
# of each cold search). Cheap when nothing changed; run.sh compiles again after a build that changed files.
.venv/bin/python -m compileall -q generated/memo >/dev/null

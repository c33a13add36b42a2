#!/usr/bin/env bash
# Run every benchmark in turn against the committed package (HEAD's generated/, exported with
# git archive to /tmp, so edits in progress in the working tree do not leak into the figures).
# Output goes to the terminal and to ${OUT:-/tmp/memo-bench}/<name>.txt. The first run builds the
# cached corpora and indexes under ~/.cache/memo/bench (~15 min on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."
commit=$(git rev-parse --short HEAD)
src=/tmp/memo-bench-src/$commit
if [ ! -d "$src/generated" ]; then
    mkdir -p "$src"
    git archive HEAD generated | tar -x -C "$src"
fi
export PYTHONPATH=$src/generated MEMO_BENCH_COMMIT=$commit
out=${OUT:-/tmp/memo-bench}
mkdir -p "$out"
for name in ${BENCHES:-search refresh append cold index}; do
    echo "== bench_$name"
    .venv/bin/python "bench/bench_$name.py" | tee "$out/$name.txt"
done

#!/usr/bin/env bash
# The acceptance command: sets memo up in .venv (once), then runs every acceptance stage
# (e2e/accept.py) and prints a verdict per stage; exit status 0 only when all pass.
#   ./accept.sh           full run (build and goga check, tests, mutations, corpus, recall, watcher, MCP)
#   ./accept.sh --fast    the same without goga mutate (the slowest stage)
set -euo pipefail
cd "$(dirname "$0")"
export PYTHONDONTWRITEBYTECODE=1
scripts/bootstrap.sh
exec .venv/bin/python e2e/accept.py "$@"

#!/usr/bin/env bash
# The test command: sets up .venv if needed, checks cells against generated/ (goga check), runs the tests.
set -euo pipefail
cd "$(dirname "$0")"
scripts/bootstrap.sh
.venv/bin/goga check
.venv/bin/python -m pytest "$@"

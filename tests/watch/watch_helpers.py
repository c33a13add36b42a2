"""Helpers of the watcher tests: where the installed memo-watch and the repository are."""
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
MEMO_WATCH = Path(sys.executable).parent / "memo-watch"  # the console script of the running venv

#!/usr/bin/env python3
"""goga: the build tool of this project (lint, contract, build, check, mutate).

Runs straight from a checkout (`python tools/goga_build.py check`) and is installed as `goga`.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from goga_tool.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class IndexProgress:
    collection: Path
    notes_done: int
    notes_total: int
    pieces_done: int
    pieces_total: int
    saved: int
    other: bool = False
    reused: int = 0
    here: bool = False

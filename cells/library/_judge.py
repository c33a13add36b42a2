"""Which hits are worth showing: the caller's confidence floor, and no filler after a sure exact match."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memo.searcher import Hit

# Below this Hit.confidence a hit is more likely wrong than right (searcher's manifest).
_DOUBTFUL = 0.5


def judged(hits: list[Hit], min_confidence: float) -> list[Hit]:
    kept = [hit for hit in hits if hit.confidence >= min_confidence]
    if kept and kept[0].exact and kept[0].confidence >= _DOUBTFUL:
        kept = kept[:1] + [hit for hit in kept[1:] if hit.exact or hit.confidence >= _DOUBTFUL]
    return kept

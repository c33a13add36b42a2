"""Which hits are shown: a confidence floor, and no doubtful filler after a sure exact match."""
from dataclasses import dataclass

from memo.library._judge import judged


@dataclass
class Hit:
    name: str
    confidence: float
    exact: bool = False


def names(hits):
    return [hit.name for hit in hits]


def test_the_floor_drops_hits_below_it():
    hits = [Hit("a", 0.8), Hit("b", 0.3), Hit("c", 0.6)]
    assert names(judged(hits, 0.0)) == ["a", "b", "c"]
    assert names(judged(hits, 0.6)) == ["a", "c"]
    assert judged(hits, 0.9) == []


def test_a_sure_exact_top_hit_keeps_only_good_or_exact_followers():
    hits = [Hit("top", 0.9, True), Hit("filler", 0.2), Hit("good", 0.5), Hit("other exact", 0.1, True)]
    assert names(judged(hits, 0.0)) == ["top", "good", "other exact"]


def test_a_doubtful_or_inexact_top_hit_keeps_the_rest():
    hits = [Hit("top", 0.4, True), Hit("filler", 0.2)]
    assert names(judged(hits, 0.0)) == ["top", "filler"]
    hits = [Hit("top", 0.95), Hit("filler", 0.2)]
    assert names(judged(hits, 0.0)) == ["top", "filler"]

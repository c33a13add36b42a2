"""Where a pass finds the vectors of notes moved in from another collection (see `Donors`)."""
from __future__ import annotations

import functools
import os
from collections.abc import Iterable
from pathlib import Path

import numpy as np

from memo.notes import note_names
from memo.storage import index_written_ns, lender

# A run over at most this many collections asks every one with an index (a note copied from one lends too:
# one read-only open per collection and embedding batch, ~1 ms each); a larger run asks only those that
# lost notes, which a folder's modification time tells without opening anything.
_ASK_EVERY = 64


class Donors:
    def __init__(self, candidates: Iterable[Path], lending: Iterable[Path] = (), every: bool = True):
        self._given = list(candidates)  # made absolute at the first ask: every search makes one, most never ask
        self._every = every and len(self._given) <= _ASK_EVERY
        self._removed = {Path(each).absolute() for each in lending}
        self._lending: set[Path] | None = None

    def removed_from(self, collection: Path) -> None:
        self._removed.add(Path(collection).absolute())
        if self._lending is not None:
            self._lending.add(Path(collection).absolute())

    def vectors(self, collection: Path, identity: str, dimension: int, passages: list[str]) -> dict[str, np.ndarray]:
        if not passages:
            return {}
        asking = Path(collection).absolute()
        found: dict[str, np.ndarray] = {}
        for donor in sorted(self._lenders(asking, identity, dimension) - {asking}):
            wanted = [text for text in passages if text not in found]
            if not wanted:
                break
            with lender(donor, identity, dimension) as index:
                found.update(index.vectors(wanted))
        return found

    @functools.cached_property
    def _candidates(self) -> list[Path]:
        return list(dict.fromkeys(Path(each).absolute() for each in self._given))

    def _lenders(self, asking: Path, identity: str, dimension: int) -> set[Path]:
        """The collections that may lend now: in a small run every one with an index (a stat each, on every
        ask: an index a pass of this run has just written lends too), in a large run those found to have
        lost notes at the first ask, with those a pass removed notes from."""
        if self._every:
            return self._removed | {each for each in self._candidates if index_written_ns(each) is not None}
        if self._lending is None:  # the asking collection's own lost notes are its rows still; its pass tells when removed
            self._lending = self._removed | {each for each in self._candidates if each not in self._removed
                                             and each != asking and _lost_notes(each, identity, dimension)}
        return self._lending


def _lost_notes(collection: Path, identity: str, dimension: int) -> bool:
    """Whether the index of `collection` holds a note that is not among its notes on disk now."""
    written = index_written_ns(collection)
    try:
        if written is None or os.stat(collection).st_mtime_ns < written:  # nothing left it since its last pass
            return False
    except OSError:  # gone since: nothing to lend
        return False
    with lender(collection, identity, dimension) as index:
        held = index.names()
    if not held:
        return False
    try:
        present = set(note_names(collection))
    except OSError:  # out of descriptors: it lends nothing this run
        return False
    return bool(held - present)

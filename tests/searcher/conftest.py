import hashlib
import re

import numpy as np
import pytest


class FakeEmbedder:
    """Deterministic stand-in for the model: hashed bag of lower-cased words, L2-normalised.

    Counts calls and passages so tests can prove what was (not) embedded; `fail_after` makes
    embed_passages raise once that many passages were embedded (a crash in the middle of a note).
    """

    dimension = 64

    def __init__(self, identity: str = "fake-1"):
        self.identity = identity
        self.calls = 0
        self.passages: list[str] = []
        self.fail_after: int | None = None

    def _vector(self, text: str) -> np.ndarray:
        vector = np.zeros(self.dimension, dtype=np.float32)
        for word in re.findall(r"\w+", text.lower()):
            vector[int(hashlib.md5(word.encode()).hexdigest(), 16) % self.dimension] += 1.0
        vector[0] += 0.01
        return vector / np.linalg.norm(vector)

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        if self.fail_after is not None and len(self.passages) + len(texts) > self.fail_after:
            raise RuntimeError("модель упала")
        self.passages.extend(texts)
        return np.stack([self._vector(t) for t in texts])

    def embed_query(self, text: str) -> np.ndarray:
        return self._vector(text)


@pytest.fixture
def fake_embedder() -> FakeEmbedder:
    return FakeEmbedder()

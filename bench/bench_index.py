"""Indexing throughput: chunks/s of `memo index` (Library.index, model loaded) vs the bare Embedder.

Run: .venv/bin/python bench/bench_index.py [--notes 200] [--parts 8] [--slices 32] [--threads N]
A generated corpus (cached under ~/.cache/memo/bench) is cut into `parts` collections; each is indexed
from scratch and right after, the same distinct chunk passages (what `memo index` has to embed) go
to the bare Embedder in one call and in calls of `slices` (the indexer gathers ~32 per call). Pairs
close in time keep the ratio honest on a shared machine whose speed drifts. Prints medians over the
parts, the ratio (target >= 0.85), the share of time inside the model, and the split of the rest of
the pipeline measured with an instant embedder under cProfile (read, chunk, SQLite...).
"""

import argparse
import cProfile
import pstats
import shutil
import sys

import numpy as np

from _common import Clock, generated_corpus, library, machine, median, timed


class _NoModel:
    """Shaped like Embedder but instant: what indexing costs without the model."""
    dimension, identity = 384, "bench-no-model"

    def embed_passages(self, texts):
        vectors = np.ones((len(texts), self.dimension), np.float32)
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)

    def trim(self):
        pass  # holds no memory to give back


def passages(folder) -> list[str]:
    from memo.chunker import chunk_markdown
    from memo.notes import list_notes

    texts = [c.passage() for note in list_notes(folder) for c in chunk_markdown(note.read_text(encoding="utf-8"))]
    return list(dict.fromkeys(texts))


def pipeline_split(folder) -> tuple[float, dict[str, float]]:
    """Indexing with an instant embedder: total seconds, and cumulative seconds per step (cProfile)."""
    from memo.index import index_collection

    shutil.rmtree(folder / ".memo", ignore_errors=True)
    plain, _ = timed(index_collection, folder, _NoModel())
    shutil.rmtree(folder / ".memo", ignore_errors=True)
    profile = cProfile.Profile()
    profile.runcall(index_collection, folder, _NoModel())
    shutil.rmtree(folder / ".memo", ignore_errors=True)
    steps = {"read_note": "read + hash", "chunk_markdown": "chunk",
             "known_vectors": "SQLite: reuse lookup", "file_state": "SQLite: file state",
             "put_file": "SQLite: write note", "embed_passages": "(no-op embedder)"}
    found = dict.fromkeys(steps.values(), 0.0)
    total = 0.0
    for (_file, _line, name), (_cc, _nc, _tt, cumulative, _callers) in pstats.Stats(profile).stats.items():
        if name == "index_collection":
            total = cumulative
        if name in steps:
            found[steps[name]] += cumulative
    return plain, {step: seconds / total * plain for step, seconds in found.items()}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", type=int, default=200)
    ap.add_argument("--parts", type=int, default=8, help="the corpus is measured as this many collections")
    ap.add_argument("--slices", type=int, default=32, help="also embed in consecutive calls of this many passages")
    ap.add_argument("--threads", type=int, default=None)
    args = ap.parse_args()

    print(machine(args.threads))
    lib = library(args.threads)
    embed = lib.embedder().embed_passages
    model = Clock.wrap(lib.embedder(), "embed_passages")
    size = args.notes // args.parts
    rows = []  # per part: chunks, bare one call, bare in slices, memo index, model time inside index (seconds)
    for part in range(args.parts):
        folder = generated_corpus("index", size, start=part * size)
        texts = passages(folder)
        shutil.rmtree(folder / ".memo", ignore_errors=True)
        model.reset()
        seconds, result = timed(lib.index, folder)
        reports = result.reports
        assert reports[0][1].embedded == len(texts), (reports[0][1].embedded, len(texts))
        inside = model.total
        bare, _ = timed(embed, texts)
        sliced, _ = timed(lambda: [embed(texts[i:i + args.slices]) for i in range(0, len(texts), args.slices)])
        rows.append((len(texts), bare, sliced, seconds, inside))
    plain, split = pipeline_split(folder)

    chunks = sum(r[0] for r in rows)
    rate = {name: [r[0] / r[i] for r in rows] for i, name in ((1, "bare"), (2, "sliced"), (3, "index"))}
    ratios = [r[1] / r[3] for r in rows]
    print(f"corpus: {args.notes} notes as {args.parts} collections of {size}, {chunks} distinct chunk passages; "
          "each collection indexed from scratch, then the same passages embedded bare")
    print("chunks/s, median over collections (per collection):")
    print(f"  bare Embedder, one call:            {median(rate['bare']):6.1f}  ({', '.join(f'{x:.0f}' for x in rate['bare'])})")
    print(f"  bare Embedder, calls of {args.slices:3d}:         {median(rate['sliced']):6.1f}  "
          f"({', '.join(f'{x:.0f}' for x in rate['sliced'])})")
    print(f"  memo index (Library.index):         {median(rate['index']):6.1f}  ({', '.join(f'{x:.0f}' for x in rate['index'])})")
    print(f"ratio index / bare one call: median {median(ratios):.2f} (per collection: "
          f"{', '.join(f'{x:.2f}' for x in ratios)}); target >= 0.85")
    print(f"ratio calls of {args.slices} / one call: median {median([r[1] / r[2] for r in rows]):.2f}")
    print(f"share of indexing time inside embed_passages: {median([r[4] / r[3] for r in rows]):.1%}")
    print(f"pipeline without the model (instant embedder), last collection: {plain * 1000:.0f} ms for {rows[-1][0]} "
          f"chunks = {plain / rows[-1][0] * 1000:.2f} ms/chunk; split (cProfile, scaled to that time):")
    for step, seconds in sorted(split.items(), key=lambda kv: -kv[1]):
        print(f"  {step:24s} {seconds * 1000:6.1f} ms")
    print(f"  {'other':24s} {(plain - sum(split.values())) * 1000:6.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())

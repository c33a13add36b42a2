"""Warm search latency (one process, model loaded, as the MCP server): p50/p95 at ~1k and ~10k chunks.

Run: .venv/bin/python bench/bench_search.py [--notes 140,1380] [--threads N]
Each size is a generated collection cached with its index under ~/.cache/memo/bench (the first run
embeds it: ~10k chunks take several minutes). Every query (Russian paraphrases, English, exact
values) is run with refresh on (the default: a stat pass over the notes) and off, alternating; the
time is split into embedding the query and the rest (refresh, FTS5 + KNN, fusion, reading hits).
Then the rest (refresh off) is split by IndexDb call: KNN, FTS5, per-hit similarity and row reads.
"""

import argparse
import sys

from _common import Clock, generated_corpus, library, machine, median, percentile, timed
from _corpus import load_values, queries


def measure(searcher, clock: Clock, folder, query: str, refresh: bool) -> tuple[float, float]:
    """(total, query-embedding) seconds of one search."""
    clock.reset()
    seconds, _ = timed(searcher.search, [folder], query, 8, "hybrid", refresh)
    return seconds, clock.total


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default="140,1380", help="notes per collection, comma-separated")
    ap.add_argument("--threads", type=int, default=None)
    args = ap.parse_args()

    from memo.searcher import Searcher
    from memo.storage import IndexDb

    print(machine(args.threads))
    lib = library(args.threads)
    clock = Clock.wrap(lib.embedder(), "embed_query")
    split = {name: Clock.wrap(IndexDb, name) for name in ("vec_search", "lex_search", "similarities", "chunks")}
    rows = []
    for notes in map(int, args.notes.split(",")):
        folder = generated_corpus("search", notes)
        seconds, _ = timed(lib.index, folder)
        chunks = lib.status(folder).statuses[0].chunks
        print(f"collection {folder}: {notes} notes, {chunks} chunks (brought up to date in {seconds:.1f} s)")
        qs = queries(load_values(folder))
        searcher = Searcher(lib.embedder())
        for q in qs[:5]:
            searcher.search([folder], q)  # open the index, warm caches
        samples = {True: [], False: []}
        for q in qs:
            for refresh in (True, False):
                samples[refresh].append(measure(searcher, clock, folder, q, refresh))
        for refresh in (True, False):
            total = [t for t, _ in samples[refresh]]
            embed = [e for _, e in samples[refresh]]
            rest = [t - e for t, e in samples[refresh]]
            rows.append((chunks, len(qs), "on" if refresh else "off", total, embed, rest))
        for c in split.values():
            c.reset()
        for q in qs:
            searcher.search([folder], q, refresh=False)
        print("  the rest at refresh off, by IndexDb call (ms per query): " + ", ".join(
            f"{name} {c.total / len(qs) * 1000:.1f} ({len(c.calls) / len(qs):.1f} calls)" for name, c in split.items()))
        searcher.close()

    print("\nchunks  queries  refresh |  total p50   p95 | embed query p50   p95 |  rest p50   p95   (ms)")
    for chunks, n, refresh, total, embed, rest in rows:
        print(f"{chunks:6d}  {n:7d}  {refresh:>7s} | {percentile(total, 50) * 1000:10.1f} {percentile(total, 95) * 1000:5.1f} |"
              f" {percentile(embed, 50) * 1000:15.1f} {percentile(embed, 95) * 1000:5.1f} |"
              f" {percentile(rest, 50) * 1000:9.1f} {percentile(rest, 95) * 1000:5.1f}")
    print(f"(median over all rows of query embedding: {median([e for r in rows for e in r[4]]) * 1000:.1f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

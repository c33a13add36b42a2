"""The word lane alone at scale: what a search asks FTS5 (BM25 of the query's words, the promotion of its
exact phrases, whether its names occur) per query of the scale benchmark, paired against a baseline.

Run: .venv/bin/python bench/bench_words.py [--notes 15900] [--candidate HEAD] [--baseline main] [--rounds 2] [--every 2]

Uses the collections bench_scale.py caches (~/.cache/memo/bench, or MEMO_BENCH_CACHE): the candidate's
folder and the baseline's copy of it, each indexed by its own package (run bench_scale.py first). Each
round runs both packages in new processes, alternated; a process asks every query 3 times and keeps the
fastest (`Searcher._words`, the part of a search that runs beside the query's model call). Prints p50,
mean and p95 per package, and whether the two gave the same lists (ranked piece and score, promoted
pieces, unmatched names) for every query; pieces are compared by note and position, as the two
indexes number them apart.
"""

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from _common import generated_corpus, median, percentile
from _corpus import load_values, queries
from bench_scale import StandIn, copied, export


def child(folder: Path, every: int) -> dict:
    from memo.index import open_index
    from memo.searcher import Searcher

    embedder = StandIn()
    searcher = Searcher(embedder)
    db = open_index(folder, embedder)
    out = {}
    for query in queries(load_values(folder))[::every]:
        best = float("inf")
        for _ in range(3):
            started = time.perf_counter()
            words = searcher._words([db], query, "hybrid")  # noqa: SLF001 (the lane alone)
            best = min(best, time.perf_counter() - started)
        rows = db.chunks([cid for _, _, cid in words.lex] + [cid for _, cid in words.promoted])
        place = {cid: (row.path.name, row.ord) for cid, row in rows.items()}
        out[query] = {"seconds": best, "lex": [(place[cid], round(score, 9)) for score, _, cid in words.lex],
                      "promoted": sorted(place[cid] for _, cid in words.promoted), "unmatched": list(words.unmatched)}
    db.close()
    searcher.close()
    return out


def run(package: Path, folder: Path, every: int) -> dict:
    env = dict(os.environ, PYTHONPATH=str(package))
    done = subprocess.run([sys.executable, __file__, "--child", str(folder), "--every", str(every)], env=env,
                          capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"child {folder} with {package} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", type=int, default=15900)
    ap.add_argument("--candidate", default="HEAD")
    ap.add_argument("--baseline", default="main")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--every", type=int, default=2)
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(Path(args.child), args.every)))
        return 0
    print(f"uptime: {subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    folder = generated_corpus("scale", args.notes)
    packages = {f"candidate ({args.candidate})": (export(args.candidate), folder),
                f"baseline ({args.baseline})": (export(args.baseline), copied(folder))}
    runs: dict[str, list[dict]] = {label: [] for label in packages}
    for _ in range(args.rounds):
        for label, (package, where) in packages.items():
            runs[label].append(run(package, where, args.every))
    for label, results in runs.items():
        ms = [r[q]["seconds"] * 1000 for r in results for q in r]
        print(f"  {label}: word lane p50 {median(ms):5.2f} mean {sum(ms) / len(ms):5.2f} p95 {percentile(ms, 95):5.2f} ms "
              f"over {len(results[0])} queries x {len(results)} processes")
    (candidate, *_), (baseline, *_) = runs.values()
    same = [q for q in candidate if {k: v for k, v in candidate[q].items() if k != "seconds"}
            == {k: v for k, v in baseline[q].items() if k != "seconds"}]
    print(f"  same lists: {len(same)} of {len(candidate)} queries")
    print(f"uptime: {subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

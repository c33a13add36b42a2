"""The Embedder's calls, candidate against a baseline package (another commit's generated/), paired:
per-call time of what a search embeds and what indexing embeds, quiet or beside a CPU load.

Run: .venv/bin/python bench/bench_threads.py [--baseline main] [--candidate HEAD] [--rounds 4] [--load 0]

Each round runs one new process per package (order alternated); each process loads the model from
MEMO_MODEL_DIR (default ~/.cache/memo/test-model), warms up, then repeats, interleaved and back to
back (no idle time between calls, unlike a search, whose threads sleep between its steps):
- query: `embed_query` of a 17-token question (a search's first model call);
- passage: `embed_passages` of one 67-token text (the evidence when the top hit is short);
- evidence: two texts of ~70 and ~60 tokens in one call (the evidence of a long top hit: head + query, head);
then embeds 128 passages of ~900 characters in calls of 8 (the indexer's `_EMBED_SLICE`): indexing
throughput, passages/s.
`--load N` starts N busy-looping processes beside the measurements (the machine's other work), each in
a session of its own (`--same-group`: in this one) and stops them at the end. Prints p50 / p90 per kind and package and the paired ratio of p50s.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from _common import percentile
from bench_scale import export
from _corpus import note

MODEL = Path(os.environ.get("MEMO_MODEL_DIR", Path.home() / ".cache" / "memo" / "test-model"))
QUERY = "как восстановить базу данных из ночного бэкапа на сервере"
REPEATS = 40


def passages(count: int) -> list[str]:
    """Real-looking ~900-character pieces of the benchmark corpus."""
    out, index = [], 0
    while len(out) < count:
        text = note(5, index)
        out += [text[i:i + 900] for i in range(0, len(text) - 600, 900)]
        index += 1
    return out[:count]


def child() -> dict:
    from memo.embedder import Embedder

    e = Embedder(MODEL)
    pieces = passages(128)
    head = pieces[0][:240].rsplit(None, 1)[0]
    short = pieces[1][:260].rsplit(None, 1)[0]
    kinds = {
        "query": lambda: e.embed_query(QUERY),
        "passage": lambda: e.embed_passages([short]),
        "evidence": lambda: e.embed_passages([head + "\n" + QUERY, head]),
    }
    tokens = {"query": len(e._tokenizer().encode(["query: " + QUERY])[0]) + 2,  # noqa: SLF001 (bench only)
              "passage": e.count_tokens(short), "evidence": e.count_tokens(head + "\n" + QUERY)}
    e.embed_passages(pieces[:8])
    for call in kinds.values():
        call()
    times = {k: [] for k in kinds}
    for _ in range(REPEATS):
        for kind, call in kinds.items():
            started = time.perf_counter()
            call()
            times[kind].append(time.perf_counter() - started)
    started = time.perf_counter()
    for i in range(0, len(pieces), 8):
        e.embed_passages(pieces[i:i + 8])
    rate = len(pieces) / (time.perf_counter() - started)
    return {"times": times, "rate": rate, "tokens": tokens}


def run(package: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=f"{package}{os.pathsep}{Path(__file__).parent}")
    out = subprocess.run([sys.executable, __file__, "--child"], env=env, capture_output=True, text=True)
    if out.returncode:
        sys.exit(f"child with {package} failed:\n{out.stderr}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--baseline", default="main")
    ap.add_argument("--candidate", default="HEAD")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--load", type=int, default=0, help="busy-looping processes beside the measurements")
    ap.add_argument("--same-group", action="store_true", help="the busy loops in this process's session (autogroup)")
    ap.add_argument("--child", action="store_true")
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child()))
        return 0
    packages = {f"candidate {args.candidate}": export(args.candidate), f"baseline {args.baseline}": export(args.baseline)}
    # a session of their own, as a program the user runs elsewhere: with autogroup scheduling (Linux's
    # default on desktops) it is another group, shared with fairly against this one
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"], start_new_session=not args.same_group)
               for _ in range(args.load)]
    loads, results = [os.getloadavg()[0]], {label: [] for label in packages}
    try:
        for r in range(args.rounds):
            for label in (list(packages) if r % 2 == 0 else list(packages)[::-1]):
                results[label].append(run(packages[label]))
            loads.append(os.getloadavg()[0])
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()
    print(f"load {args.load} burner(s){' in this session' if args.same_group else ''}; load average {' -> '.join(f'{x:.1f}' for x in loads)}; "
          f"tokens {results[next(iter(packages))][0]['tokens']}; {REPEATS} calls per kind per process, {args.rounds} rounds")
    p50 = {}
    for label, runs in results.items():
        cells = []
        for kind in runs[0]["times"]:
            values = [t * 1000 for r in runs for t in r["times"][kind]]
            p50[label, kind] = statistics.median(values)
            cells.append(f"{kind} {p50[label, kind]:6.1f} / {percentile(values, 90):6.1f}")
        rates = [r["rate"] for r in runs]
        p50[label, "rate"] = statistics.median(rates)
        listed = ", ".join(f"{x:.1f}" for x in rates)
        print(f"{label:>22}: {' | '.join(cells)} ms (p50 / p90) | indexing {p50[label, 'rate']:5.1f} passages/s ({listed})")
    cand, base = packages
    print("ratio candidate / baseline: " + ", ".join(f"{k} {p50[cand, k] / p50[base, k]:.3f}"
                                                     for k in list(results[cand][0]["times"]) + ["rate"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Scale: warm search, no-op refresh, index size and peak memory at ~10k and ~100k pieces, paired
against a baseline package (another commit's generated/) in the same run.

Run: .venv/bin/python bench/bench_scale.py [--notes 1590,15900] [--candidate HEAD] [--baseline main] [--rounds 2] [--every 2]
(both packages are exported from git, so edits in progress do not leak into a running benchmark)

Text is real: the benchmark corpus (bench/_corpus.py), ~6.3 pieces per note. Passage vectors are a
deterministic STAND-IN (a unit vector drawn from the SHA-256 of the passage), so 100k pieces index in
minutes instead of hours of the real model: the latency, size and memory figures are real, ranking
quality is not measured here. Every model call a search makes (the query, and any passage it embeds,
such as the top hit's confidence evidence) goes to the real model; its cost is in the totals and in
"model"; "rest" is the p50 of each refresh-on search's time minus its model calls (what memo does around
the model; a model call that overlaps other work, such as the query embedded while the word lane runs,
hides that work from "rest").
Each collection is indexed once per package (the baseline gets a copy of the notes, as its index schema
may differ: a real copy, not hard links, since memo checks notes with other hard links on every refresh)
and cached under ~/.cache/memo/bench. The search process is long-lived, so it searches as the MCP server
and the watcher do: with `observe` (change notifications) when the package has it. Every measurement runs in a new process
(`--child`), candidate and baseline alternated `--rounds` times, so peak memory (ru_maxrss) is that of
one search process: model loaded, index opened, the queries (115, or every n-th) with refresh on and off alternating.

`--edits N` (default 5) adds "first search after one note changed", in processes of its own on a private
copy of each package's folder and index (/tmp/memo-bench-edit, removed at the end; the shared cache is
never edited): a long-lived searcher (observe on) is warmed up, then N times one note gets a paragraph
appended and the next search (refresh on) is timed: the searcher's own refresh re-indexes that note (the
real model embeds its new piece, "model") and the search meets the changed vectors, as the MCP server
does; then another note is edited and indexed by another connection (as memo-watch's indexer does) and
the next search without refresh is timed: the vectors' catch-up alone, as the watcher's socket answers;
then the same query once more ("that query again": the same search with nothing to catch up).
"""

import argparse
import hashlib
import inspect
import json
import os
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

from _common import CACHE, REPO, generated_corpus, machine, median, percentile, timed
from _corpus import load_values, queries

STAND_IN = "bench-stand-in-sha256"
EVERY = 1
EDIT_COUNT = 5
EDITS = Path("/tmp/memo-bench-edit")


class StandIn:
    """Without a real model (indexing): passages get deterministic pseudo-random unit vectors. With one
    (searching): every call goes to the real model, timed in `query_seconds`."""

    def __init__(self, real=None, dimension: int = 384):
        self._real = real
        self.dimension = dimension
        self.identity = STAND_IN
        self.query_seconds = 0.0  # time spent in the real model, for the split of a search
        self.passage_calls = 0  # calls of embed_passages while searching: the top hit read again (evidence)

    def embed_passages(self, texts):
        import numpy as np

        if self._real is not None:
            self.passage_calls += 1
            started = time.perf_counter()
            try:
                return self._real.embed_passages(texts)
            finally:
                self.query_seconds += time.perf_counter() - started

        rows = [np.random.default_rng(int.from_bytes(hashlib.sha256(t.encode()).digest()[:8], "little"))
                .standard_normal(self.dimension, dtype=np.float32) for t in texts]
        out = np.stack(rows) if rows else np.zeros((0, self.dimension), np.float32)
        return out / np.linalg.norm(out, axis=1, keepdims=True).clip(1e-9)

    def embed_query(self, text):
        started = time.perf_counter()
        try:
            return self._real.embed_query(text)
        finally:
            self.query_seconds += time.perf_counter() - started

    def count_tokens(self, text):
        return self._real.count_tokens(text)

    def trim(self):
        if self._real is not None:
            self._real.trim()


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def child_build(folder: Path) -> dict:
    from memo.index import index_collection

    seconds, report = timed(index_collection, folder, StandIn())
    return {"build_s": seconds, "embedded": report.embedded}


def child_search(folder: Path, every: int) -> dict:
    from _common import library
    from memo.index import index_collection, open_index
    from memo.searcher import Searcher
    from memo.notes import list_notes

    lib = library(None)
    embedder = StandIn(lib.embedder())
    rss_model = rss_mb()
    observe = "observe" in inspect.signature(Searcher).parameters  # the package can follow change notifications
    searcher = Searcher(embedder, observe=True) if observe else Searcher(embedder)
    qs = queries(load_values(folder))[::every]  # an even share of each kind of query
    first, _ = timed(searcher.search, [folder], qs[0], 8, "hybrid", False)  # opens the index, loads vectors
    for q in qs[1:5]:
        searcher.search([folder], q, refresh=False)
    samples = {"on": [], "off": []}
    for q in qs:
        for refresh in (True, False):
            embedder.query_seconds, embedder.passage_calls = 0.0, 0
            seconds, _ = timed(searcher.search, [folder], q, 8, "hybrid", refresh)
            samples["on" if refresh else "off"].append((seconds, embedder.query_seconds, embedder.passage_calls > 0))
    db = open_index(folder, embedder)
    refresh = [timed(index_collection, folder, embedder, db=db)[0] for _ in range(10)]
    floor = [timed(lambda: [os.stat(p) for p in list_notes(folder)])[0] for _ in range(10)]
    stats = db.stats()
    (text_bytes,) = db._one("SELECT sum(length(CAST(text AS BLOB))) FROM chunks")  # noqa: SLF001 (bench only)
    db.close()
    searcher.close()
    index = folder / ".memo" / "index.db"
    size = sum(os.path.getsize(f"{index}{s}") for s in ("", "-wal") if os.path.exists(f"{index}{s}"))
    return {"chunks": stats.chunks, "notes": stats.files, "queries": len(qs), "first_s": first, "observe": observe,
            "samples": samples, "refresh_s": refresh, "floor_s": floor, "size": size, "text": text_bytes,
            "rss_model_mb": rss_model, "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def child_edit(folder: Path, edits: int) -> dict:
    """First searches after one note changed (see the module's note): own refresh, another writer."""
    from _common import library
    from memo.index import index_collection, open_index
    from memo.notes import list_notes
    from memo.searcher import Searcher

    embedder = StandIn(library(None).embedder())
    observe = "observe" in inspect.signature(Searcher).parameters
    searcher = Searcher(embedder, observe=True) if observe else Searcher(embedder)
    qs = queries(load_values(folder))
    for q in qs[:3]:  # a full pass, the vectors read whole, then warm
        searcher.search([folder], q, 8, "hybrid", True)
    notes = sorted(list_notes(folder))
    step = len(notes) // (2 * edits + 1)
    writer = open_index(folder, embedder)
    own, other, warm = [], [], []
    for number in range(edits):
        edited = notes[(2 * number + 1) * step]
        with open(edited, "a", encoding="utf-8") as out:
            out.write(f"\n\nПравка {number}: абзац, дописанный для замера первого поиска после правки.\n")
        embedder.query_seconds = 0.0
        seconds, _ = timed(searcher.search, [folder], qs[3 + number], 8, "hybrid", True)
        own.append((seconds, embedder.query_seconds))
        edited = notes[(2 * number + 2) * step]
        with open(edited, "a", encoding="utf-8") as out:
            out.write(f"\n\nПравка {number}: другой процесс дописал этот абзац.\n")
        index_collection(folder, embedder, db=writer, only=[edited.name])
        embedder.query_seconds = 0.0
        seconds, _ = timed(searcher.search, [folder], qs[20 + number], 8, "hybrid", False)
        other.append((seconds, embedder.query_seconds))
        warm.append(timed(searcher.search, [folder], qs[20 + number], 8, "hybrid", False)[0])  # the same, caught up
    chunks = writer.stats().chunks
    writer.close()
    searcher.close()
    return {"chunks": chunks, "own": own, "other": other, "warm": warm,
            "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def private_copy(folder: Path, label: str) -> Path:
    """A copy of the notes and their index (times kept, so the index stays valid) that edits may change."""
    target = EDITS / hashlib.sha256(label.encode()).hexdigest()[:8] / folder.name
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(folder, target, ignore=shutil.ignore_patterns("*.corrupt-*"))
    return target


def report_edits(label: str, runs: list[dict]) -> None:
    def p50(values):
        return median(values) * 1000

    own = [s for r in runs for s in r["own"]]
    other = [s for r in runs for s in r["other"]]
    print(f"  {label}\n  {'':9s} {runs[-1]['chunks']:7d} pieces | first search after one note changed: "
          f"own refresh p50 {p50([t for t, _ in own]):7.1f} max {max(t for t, _ in own) * 1000:7.1f} "
          f"(model {p50([e for _, e in own]):5.1f}) | written by another connection p50 "
          f"{p50([t for t, _ in other]):7.1f} max {max(t for t, _ in other) * 1000:7.1f} "
          f"(model {p50([e for _, e in other]):5.1f}) | that query again {p50([w for r in runs for w in r['warm']]):6.1f} | "
          f"peak {max(r['peak_mb'] for r in runs):5.0f} MB")


def export(rev: str) -> Path:
    """generated/ of `rev`, exported once to /tmp/memo-bench-src/<sha>."""
    sha = subprocess.run(["git", "rev-parse", "--short", rev], cwd=REPO, capture_output=True, text=True,
                         check=True).stdout.strip()
    target = Path("/tmp/memo-bench-src") / sha
    if not (target / "generated").is_dir():
        target.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "archive", sha, "generated"], cwd=REPO, capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", str(target)], input=archive.stdout, check=True)
    return target / "generated"


def copied(folder: Path) -> Path:
    """The baseline's copy of the notes (times kept, so an index built earlier stays valid); hard links
    of an older benchmark are replaced by copies."""
    copy = folder.with_name(folder.name + "-base")
    if not (copy / "values.json").is_file():
        shutil.rmtree(copy, ignore_errors=True)
        copy.mkdir()
    for entry in os.scandir(folder):
        if entry.is_file() and (not os.path.exists(copy / entry.name) or entry.stat().st_nlink > 1):
            shutil.copy2(entry.path, copy / f".{entry.name}.part")
            os.replace(copy / f".{entry.name}.part", copy / entry.name)
    return copy


def run_child(package: Path, mode: str, folder: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(package))  # BLAS threads as a user gets them (numpy's default)
    out = subprocess.run([sys.executable, __file__, "--child", mode, str(folder), "--every", str(EVERY),
                          "--edits", str(EDIT_COUNT)], env=env, capture_output=True, text=True)
    if out.returncode:
        sys.exit(f"child {mode} {folder} with {package} failed:\n{out.stderr}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def report(label: str, runs: list[dict]) -> None:
    last = runs[-1]
    on = [s for r in runs for s in r["samples"]["on"]]
    off = [s for r in runs for s in r["samples"]["off"]]

    def p(values, q):
        return percentile(values, q) * 1000

    print(f"  {label}\n  {'':9s} {last['chunks']:7d} pieces / {last['notes']} notes | "
          f"refresh on p50 {p([t for t, _, _ in on], 50):6.1f} p95 {p([t for t, _, _ in on], 95):6.1f} | "
          f"off p50 {p([t for t, _, _ in off], 50):6.1f} p95 {p([t for t, _, _ in off], 95):6.1f} | "
          f"model p50 {p([e for _, e, _ in on + off], 50):4.1f} | rest p50 {p([t - e for t, e, _ in on], 50):5.1f} | "
          f"no-op refresh {median([x for r in runs for x in r['refresh_s']]) * 1000:6.1f} "
          f"(floor list+stat {median([x for r in runs for x in r['floor_s']]) * 1000:5.1f}) | "
          f"first search {median([r['first_s'] for r in runs]) * 1000:6.0f} ms | "
          f"observe {'on' if last.get('observe') else 'not available'}")
    read = [t for t, _, again in on if again]
    rest = [t for t, _, again in on if not again]
    print(f"  {'':9s} refresh on, searches that read the top hit again (the confidence's evidence): "
          f"{len(read)} of {len(on)}, p50 {p(read, 50) if read else 0:6.1f} | the others (lookups, a top hit "
          f"across the query's script, ...) p50 {p(rest, 50) if rest else 0:6.1f}")
    per_piece = (last["size"] - last["text"]) / max(1, last["chunks"])
    print(f"  {'':9s} index {last['size'] / 1e6:7.1f} MB = text {last['text'] / 1e6:.1f} MB + "
          f"{per_piece:,.0f} B per piece | RSS with the model {max(r['rss_model_mb'] for r in runs):5.0f} MB, "
          f"peak {max(r['peak_mb'] for r in runs):5.0f} MB")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default="1590,15900", help="notes per collection (~6.3 pieces each), comma-separated")
    ap.add_argument("--candidate", default="HEAD", help="git revision whose generated/ is measured")
    ap.add_argument("--baseline", default="main", help="git revision whose generated/ is the baseline")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--every", type=int, default=1, help="every n-th of the 115 queries (2: 58 queries)")
    ap.add_argument("--edits", type=int, default=5, help="first searches after one note changed, per process (0: none)")
    ap.add_argument("--only-edits", action="store_true", help="measure only the first searches after an edit")
    ap.add_argument("--child", nargs=2, metavar=("MODE", "FOLDER"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        mode, folder = args.child
        work = {"build": child_build, "search": lambda f: child_search(f, args.every),
                "edit": lambda f: child_edit(f, args.edits)}[mode]
        print(json.dumps(work(Path(folder))))
        return 0

    global EVERY, EDIT_COUNT
    EVERY, EDIT_COUNT = args.every, args.edits
    print(machine(None))
    print(f"uptime: {subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    packages = {f"candidate ({args.candidate})": export(args.candidate), f"baseline ({args.baseline})": export(args.baseline)}
    for notes in map(int, args.notes.split(",")):
        folder = generated_corpus("scale", notes)
        folders = dict(zip(packages, (folder, copied(folder))))
        for label, package in packages.items():
            built = run_child(package, "build", folders[label])
            print(f"{label}: {folders[label]} up to date in {built['build_s']:.0f} s (stand-in vectors for "
                  f"{built['embedded']} passages)")
        runs = {label: [] for label in packages}
        for _ in range(0 if args.only_edits else args.rounds):
            for label, package in packages.items():
                runs[label].append(run_child(package, "search", folders[label]))
        edited = {label: [] for label in packages} if args.edits else {}
        copies = {label: private_copy(folders[label], label) for label in edited}
        for _ in range(args.rounds if edited else 0):
            for label, package in packages.items():
                edited[label].append(run_child(package, "edit", copies[label]))
        shutil.rmtree(EDITS, ignore_errors=True)
        print(f"\n{notes} notes (times in ms; {args.rounds} processes each, alternated):")
        for label in packages:
            if runs[label]:
                report(label, runs[label])
            if edited:
                report_edits(label, edited[label])
        print()
    print(f"uptime: {subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Acceptance run of memo's search engine on the reference corpus (issue 4).

Builds the corpus in a temporary folder (or uses --corpus DIR), indexes it with the real model twice
(the second pass must embed nothing), asks every question of questions.tsv and prints recall@1 and
recall@5 separately for meaning (`sem`) and exact-value (`lex`) questions, then the misses.

    .venv/bin/python e2e/run_e2e.py [--model-dir DIR] [--mode hybrid|lex|vec] [--sweep]

--sweep prints the same figures for every lane and several fusion settings (the measurement behind
e2e/FINDINGS.md). Exit status 0 when the bars of issue 4 hold: sem recall@5 20/20 and recall@1 >= 15,
lex recall@1 3/3, and no embedding on the second pass.
"""

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_corpus import make_corpus  # noqa: E402

from memo.index import index_collection  # noqa: E402
from memo.model_store import Embedder, ModelStore  # noqa: E402
from memo.searcher import Searcher  # noqa: E402
from memo.storage import find_collections, resolve_targets  # noqa: E402

HERE = Path(__file__).resolve().parent


class CountingEmbedder:
    """The real embedder, counting the passages it embeds."""

    def __init__(self, inner):
        self.inner = inner
        self.dimension = inner.dimension
        self.identity = inner.identity
        self.passages = 0

    def embed_passages(self, texts):
        self.passages += len(texts)
        return self.inner.embed_passages(texts)

    def embed_query(self, text):
        return self.inner.embed_query(text)


def load_questions(path: Path) -> list[tuple[str, str, str, str]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            question, scope, expected, kind = line.split("\t")
            rows.append((question, scope, expected, kind))
    return rows


def evaluate(searcher, root: Path, questions, mode: str) -> tuple[dict, list]:
    score = {kind: [0, 0, 0] for kind in ("sem", "lex")}
    misses = []
    for question, scope, expected, kind in questions:
        targets = resolve_targets(root / scope)
        hits = searcher.search(targets, question, k=5, mode=mode, refresh=False)
        got = [str(h.path.relative_to(root)) for h in hits]
        entry = score.setdefault(kind, [0, 0, 0])
        entry[2] += 1
        if got[:1] == [expected]:
            entry[0] += 1
        if expected in got:
            entry[1] += 1
        else:
            misses.append((kind, question, expected, got))
        if got[:1] != [expected] and expected in got:
            misses.append((kind + "@1", question, expected, got))
    return score, misses


def line(label: str, score: dict) -> str:
    parts = [f"{kind}: r@1 {s[0]}/{s[2]} r@5 {s[1]}/{s[2]}" for kind, s in score.items() if s[2]]
    return f"{label:<32} " + "   ".join(parts)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model-dir", help="model folder (default: MEMO_MODEL_DIR or the per-user one)")
    parser.add_argument("--questions", default=str(HERE / "questions.tsv"))
    parser.add_argument("--corpus", help="a copy of this folder instead of the reference corpus (e.g. e2e/dev_corpus)")
    parser.add_argument("--mode", default="hybrid", choices=("hybrid", "lex", "vec"))
    parser.add_argument("--sweep", action="store_true")
    args = parser.parse_args()

    model_dir = ModelStore(Path(args.model_dir) if args.model_dir else None).ensure()
    embedder = CountingEmbedder(Embedder(model_dir))
    questions = load_questions(Path(args.questions))
    with tempfile.TemporaryDirectory(prefix="memo-e2e-") as tmp:
        root = Path(tmp) / "corpus"
        if args.corpus:
            shutil.copytree(args.corpus, root, ignore=shutil.ignore_patterns(".memo"))
        else:
            make_corpus(root)
        collections = find_collections(root)
        started = time.perf_counter()
        first = [index_collection(c, embedder) for c in collections]
        elapsed = time.perf_counter() - started
        embedded_first = embedder.passages
        second = [index_collection(c, embedder) for c in collections]
        embedded_second = embedder.passages - embedded_first
        print(f"коллекций: {len(collections)}; первый проход: обновлено {sum(r.updated for r in first)}, "
              f"кусков посчитано {embedded_first} за {elapsed:.1f} с; второй проход: "
              f"без изменений {sum(r.unchanged for r in second)}, кусков посчитано {embedded_second}")
        for report in first + second:
            for warning in report.warnings:
                print("предупреждение:", warning)

        if args.sweep:
            for mode in ("vec", "lex"):
                searcher = Searcher(embedder)
                print(line(f"{mode}", evaluate(searcher, root, questions, mode)[0]))
                searcher.close()
            for rrf_k in (60, 10, 5, 3):
                for lex_weight in (1.0, 0.7, 0.5, 0.3, 0.2):
                    for rare in (0, 3):
                        searcher = Searcher(embedder, rrf_k=rrf_k, lex_weight=lex_weight, rare_files=rare)
                        label = f"hybrid k={rrf_k} w_lex={lex_weight} rare<={rare}"
                        print(line(label, evaluate(searcher, root, questions, "hybrid")[0]))
                        searcher.close()

        searcher = Searcher(embedder)
        score, misses = evaluate(searcher, root, questions, args.mode)
        searcher.close()
    print(line(f"ИТОГ ({args.mode}, по умолчанию)", score))
    if misses:
        print("промахи:")
        for kind, question, expected, got in misses:
            print(f"  [{kind}] {question} -> ждали {expected}, получили {got}")
    sem, lex = score.get("sem", [0, 0, 0]), score.get("lex", [0, 0, 0])
    ok = (sem[1] == sem[2] and sem[0] >= min(15, sem[2]) and lex[0] == lex[2] and embedded_second == 0)
    print("ПРОЙДЕНО" if ok else "ПРОВАЛ")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

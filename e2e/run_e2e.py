#!/usr/bin/env python3
"""Acceptance run of memo's search engine on the reference corpus (issue 4), and the table of every
development set (issue 12).

    MEMO_MODEL_DIR=... .venv/bin/python e2e/run_e2e.py --table [SETS] [-v] [--work DIR]

--table asks the sets reference, dev, bem (e2e/make_bem_corpus.py, needs npm the first time), docs2
(e2e/make_docs2_corpus.py, needs apt-get and dpkg-deb the first time; never tuned on), docs2en (English
questions over docs2's corpus, e2e/docs2en_questions.tsv; held out), oneline and oneline2, overlap and
overlap2 (oneline's and oneline2's notes asked with questions that repeat their words,
e2e/oneline*_overlap_questions.tsv: right answers kept at >= 0.5), oneline3 (a third one-line set),
oneline4, oneline5, oneline6 and oneline7 (a fourth, a fifth, a sixth and a seventh one-line set, written in
session 18 before any run; oneline6 has 10 notes of 2-4 lines among its one-line ones, oneline7 8) and docs3
(e2e/make_docs3_corpus.py: Double Commander's Russian help, needs apt-get the first time; docs3 and
oneline3 written in session 17 before any run) — the default when no set is named; nodejs
(e2e/make_nodejs_corpus.py: the Node.js API docs from the installed `nodejs` package,
e2e/docs_questions.tsv), journal and journal2 (e2e/make_journal_corpus.py: a journal of short entries beside
one-line notes) — only when named or with `all`. SETS are names separated by
spaces or commas. Every question goes through `Library.search(path, question, k=5)` (what `memo search
<folder> "<question>" --k 5 --json` runs), file-level, and one line per set is printed: meaning
r@1/r@3/r@5, lookups r@1, unanswerable promoted as exact (score > 1), AUC of the top hit's confidence
(right against unanswerable), unanswerable flagged (< 0.5), right top hits kept (>= 0.5); a set that
mixes languages gets a second line, `<set>:en`, with the same figures over its English meaning and
unanswerable questions (mostly Latin letters); then the confidence of ./run.sh's showcase question.
Corpora and their indexes stay in --work (default /tmp/memo-e2e-work), so a rerun only refreshes; query
vectors are cached there too (queries.npy). -v prints every question.

Builds the corpus in a temporary folder (or uses --corpus DIR), indexes it with the real model twice
(the second pass must embed nothing), asks every question of questions.tsv and prints recall@1 and
recall@5 separately for meaning (`sem`) and exact-value (`lex`) questions, then the misses.

    .venv/bin/python e2e/run_e2e.py [--model-dir DIR] [--mode hybrid|lex|vec] [--sweep] [--max-chars N]

--sweep prints the same figures for every lane and several fusion settings (the measurement behind
e2e/FINDINGS.md). --confidence builds both the reference and the dev corpus, asks their questions and
those of unanswerable.tsv, and prints how well each confidence signal of the top hit separates a
correct top hit from a question with no answer (AUC, accuracy at the best threshold). Exit status 0 when the bars of issue 4 hold: sem recall@5 20/20 and recall@1 >= 15,
lex recall@1 3/3, and no embedding on the second pass.

--max-chars N indexes with pieces of at most N characters instead of the indexer's default (an
experiment: it patches `memo.index.indexer._MAX_CHARS` in this process only; the index is built in a
fresh temporary folder). The chunk-size measurement of FINDINGS.md uses it with
`--corpus <node docs> --questions e2e/docs_questions.tsv` (see that file's header).
"""

import argparse
import os
import shutil
import sys
import tempfile
import time
from functools import partial
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_corpus import make_corpus  # noqa: E402

from memo.index import index_collection  # noqa: E402
from memo.embedder import Embedder  # noqa: E402
from memo.model_store import ModelStore  # noqa: E402
from memo.searcher import Searcher  # noqa: E402
from memo.notes import find_collections, resolve_targets  # noqa: E402

HERE = Path(__file__).resolve().parent


class CountingEmbedder:
    """The real embedder, counting the passages it embeds."""

    def __init__(self, inner):
        self.inner = inner
        self.dimension = inner.dimension
        self.identity = inner.identity
        self.passages = 0
        self.chars = 0
        self.seconds = 0.0

    def embed_passages(self, texts):
        self.passages += len(texts)
        self.chars += sum(len(t) for t in texts)
        started = time.perf_counter()
        try:
            return self.inner.embed_passages(texts)
        finally:
            self.seconds += time.perf_counter() - started

    def embed_query(self, text):
        return self.inner.embed_query(text)

    def count_tokens(self, text):
        return self.inner.count_tokens(text)

    def trim(self):
        self.inner.trim()


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


def load_unanswerable(path: Path) -> list[tuple[str, str, str]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            corpus, question, scope = line.split("\t")
            rows.append((corpus, question, scope))
    return rows


def signals(hits) -> dict:
    """What the top hit says about how sure the answer is (see FINDINGS.md, Confidence)."""
    if not hits:
        return {"sim": 0.0, "margin": 0.0, "agree": 0, "exact": 0, "lex": 0, "confidence": 0.0}
    top = hits[0]
    sims = sorted((h.similarity for h in hits if h.similarity is not None), reverse=True) + [0.0, 0.0]
    agree = top.lex_rank is not None and top.lex_rank <= 3 and top.vec_rank is not None and top.vec_rank <= 3
    return {"sim": top.similarity or 0.0, "margin": sims[0] - sims[1], "agree": int(agree), "exact": int(top.exact),
            "lex": int(top.lex_rank is not None), "confidence": top.confidence}


def confidence_rows(searcher, corpus: str, root: Path, questions, unanswerable) -> list[dict]:
    """One row per question: its signals and its label (correct / wrong top hit, or none to find)."""
    rows = []
    asked = [(q, scope, expected) for q, scope, expected, _ in questions]
    asked += [(q, scope, None) for name, q, scope in unanswerable if name == corpus]
    for question, scope, expected in asked:
        hits = searcher.search(resolve_targets(root / scope), question, k=10, refresh=False)
        top = str(hits[0].path.relative_to(root)) if hits else None
        label = "none" if expected is None else ("correct" if top == expected else "wrong")
        rows.append({"corpus": corpus, "question": question, "label": label, **signals(hits)})
    return rows


def auc(positive: list[float], negative: list[float]) -> float:
    """Probability that a positive scores above a negative (ties count half)."""
    pairs = [(p > n) + 0.5 * (p == n) for p in positive for n in negative]
    return sum(pairs) / len(pairs) if pairs else float("nan")


def best_threshold(positive: list[float], negative: list[float]) -> tuple[float, float]:
    """The cut (score >= cut means answered) with the best balanced accuracy, and that accuracy."""
    best = (0.0, 0.0)
    for cut in sorted(set(positive + negative)):
        accuracy = (sum(p >= cut for p in positive) / len(positive) + sum(n < cut for n in negative) / len(negative)) / 2
        if accuracy > best[1]:
            best = (cut, accuracy)
    return best


def balanced(positive: list[float], negative: list[float], cut: float) -> float:
    return (sum(p >= cut for p in positive) / len(positive) + sum(n < cut for n in negative) / len(negative)) / 2


def confidence_report(rows: list[dict]) -> None:
    names = ("sim", "margin", "agree", "exact", "sim+4margin", "confidence")
    for row in rows:
        row["sim+4margin"] = row["sim"] + 4 * row["margin"]
    print("\nраспределения (min / медиана / max) по меткам:")
    for label in ("correct", "wrong", "none"):
        group = [r for r in rows if r["label"] == label]
        parts = []
        for name in names:
            values = sorted(r[name] for r in group)
            parts.append(f"{name} {values[0]:.3f}/{values[len(values) // 2]:.3f}/{values[-1]:.3f}")
        print(f"  {label:<8} n={len(group):<3} " + "  ".join(parts))
    print("\nразделение (AUC; лучший порог и сбалансированная точность при нём; тот же порог на другом корпусе):")
    for negatives in (("none",), ("wrong", "none")):
        print(f" correct против {'+'.join(negatives)}:")
        for scope in ("reference", "dev", "all"):
            chosen = [r for r in rows if scope in ("all", r["corpus"])]
            other = [r for r in rows if scope not in ("all", r["corpus"])]
            parts = []
            for name in names:
                positive = [r[name] for r in chosen if r["label"] == "correct"]
                negative = [r[name] for r in chosen if r["label"] in negatives]
                cut, accuracy = best_threshold(positive, negative)
                text = f"{name} {auc(positive, negative):.2f} @{cut:.3f} {accuracy:.2f}"
                if other:
                    held = balanced([r[name] for r in other if r["label"] == "correct"],
                                    [r[name] for r in other if r["label"] in negatives], cut)
                    text += f" ({held:.2f})"
                parts.append(text)
            print(f"  {scope:<9} " + "; ".join(parts))
    print("\nуверенность ниже 0.5 (строка «низкая уверенность»):")
    for label in ("correct", "wrong", "none"):
        group = [r for r in rows if r["label"] == label]
        print(f"  {label:<8} {sum(r['confidence'] < 0.5 for r in group)}/{len(group)}")
    print("\nвопросы (метка, sim, margin, agree, exact, confidence):")
    for r in sorted(rows, key=lambda r: -r["confidence"]):
        print(f"  {r['label']:<7} {r['sim']:.3f} {r['margin']:.3f} {r['agree']} {r['exact']} {r['confidence']:.2f}"
              f"  [{r['corpus']}] {r['question']}")


def build(root: Path, source: str | None, embedder) -> list[Path]:
    if source:
        shutil.copytree(source, root, ignore=shutil.ignore_patterns(".memo"))
    else:
        make_corpus(root)
    collections = find_collections(root)
    for collection in collections:
        index_collection(collection, embedder)
    return collections


def run_confidence(embedder, unanswerable_path: Path) -> int:
    unanswerable = load_unanswerable(unanswerable_path)
    sets = (("reference", None, HERE / "questions.tsv"), ("dev", str(HERE / "dev_corpus"), HERE / "dev_questions.tsv"))
    rows = []
    with tempfile.TemporaryDirectory(prefix="memo-e2e-") as tmp:
        for corpus, source, questions in sets:
            root = Path(tmp) / corpus
            build(root, source, embedder)
            searcher = Searcher(embedder)
            rows += confidence_rows(searcher, corpus, root, load_questions(questions), unanswerable)
            searcher.close()
    confidence_report(rows)
    return 0


def set_max_chars(max_chars: int) -> None:
    """Index with pieces of at most `max_chars` characters (this process only; product code unchanged)."""
    from memo.index import indexer

    indexer._LAYOUT = indexer._LAYOUT.replace(f"chunks={indexer._MAX_CHARS};", f"chunks={max_chars};")
    indexer._MAX_CHARS = max_chars
    print(f"куски до {max_chars} символов (эксперимент)")


def line(label: str, score: dict) -> str:
    parts = [f"{kind}: r@1 {s[0]}/{s[2]} r@5 {s[1]}/{s[2]}" for kind, s in score.items() if s[2]]
    return f"{label:<32} " + "   ".join(parts)


SHOWCASE = "чем разметить диск, если привычной утилиты нет"  # ./run.sh's own question, over the whole example


def load_set(path: Path) -> list[tuple[str, str, tuple[str, ...], str]]:
    """Rows (question, scope, expected files, kind) of a set; expected may list alternatives ("a|b")."""
    return [(q, scope, tuple(expected.split("|")) if kind != "none" else (), kind)
            for q, scope, expected, kind in load_questions(path)]


# The numbered one-line sets: e2e/oneline<N>_corpus asked with e2e/oneline<N>_questions.tsv (oneline and oneline2 stand
# apart: their overlap sets share their corpora).
ONELINE_SETS = tuple(f"oneline{number}" for number in range(3, 738))


def table_sets() -> dict[str, tuple[str, Callable[[Path], object], list]]:
    """Every development set: the corpus it is asked over (its folder under the work folder; docs2en
    shares docs2's), how to build that corpus, and its questions."""
    from make_bem_corpus import make_corpus as make_bem_corpus
    from make_docs2_corpus import make_corpus as make_docs2_corpus
    from make_docs3_corpus import make_corpus as make_docs3_corpus
    from make_journal_corpus import make_corpus as make_journal_corpus
    from make_nodejs_corpus import make_corpus as make_nodejs_corpus

    def copy(folder: str):
        return lambda root: shutil.copytree(HERE / folder, root)

    unanswerable = load_unanswerable(HERE / "unanswerable.tsv")
    extra = {name: [(q, scope, (), "none") for corpus, q, scope in unanswerable if corpus == name]
             for name in ("reference", "dev")}
    return {
        "reference": ("reference", make_corpus, load_set(HERE / "questions.tsv") + extra["reference"]),
        "dev": ("dev", copy("dev_corpus"), load_set(HERE / "dev_questions.tsv") + extra["dev"]),
        "bem": ("bem", make_bem_corpus, load_set(HERE / "bem_questions.tsv")),
        "docs2": ("docs2", make_docs2_corpus, load_set(HERE / "docs2_questions.tsv")),
        "docs2en": ("docs2", make_docs2_corpus, load_set(HERE / "docs2en_questions.tsv")),
        "oneline": ("oneline", copy("oneline_corpus"), load_set(HERE / "oneline_questions.tsv")),
        "oneline2": ("oneline2", copy("oneline2_corpus"), load_set(HERE / "oneline2_questions.tsv")),
        "overlap": ("oneline", copy("oneline_corpus"), load_set(HERE / "oneline_overlap_questions.tsv")),
        "overlap2": ("oneline2", copy("oneline2_corpus"), load_set(HERE / "oneline2_overlap_questions.tsv")),
        **{name: (name, copy(f"{name}_corpus"), load_set(HERE / f"{name}_questions.tsv")) for name in ONELINE_SETS},
        "docs3": ("docs3", make_docs3_corpus, load_set(HERE / "docs3_questions.tsv")),
        "nodejs": ("nodejs", make_nodejs_corpus, load_set(HERE / "docs_questions.tsv")),
        "journal": ("journal", partial(make_journal_corpus, "journal"),
                    in_journal(load_set(HERE / "oneline_questions.tsv")) + load_set(HERE / "oneline2_questions.tsv")),
        "journal2": ("journal2", partial(make_journal_corpus, "journal2"),
                     in_journal(load_set(HERE / "dev_questions.tsv") + extra["dev"])),
    }


def in_journal(rows: list) -> list:
    """`rows` asked over a journal corpus (make_journal_corpus.py): in its one collection, answered by journal.md."""
    return [(q, "notes", ("notes/journal.md",) if kind != "none" else (), kind) for q, _, _, kind in rows]


def ready(work: Path, corpus: str, build: Callable[[Path], object]) -> Path:
    """The corpus's root under `work`, built there when missing."""
    root = work / corpus
    if not (root / ".complete").exists():
        build(root)
        (root / ".complete").write_text("")
    return root


def ask_set(library, root: Path, rows) -> list[dict]:
    """Each question searched as `memo search <root/scope> "<question>" --k 5 --json` does (file-level)."""
    asked = []
    for question, scope, expected, kind in rows:
        hits = library.search(root / scope, question, k=5).hits
        files = [str(h.path.relative_to(root)) for h in hits]
        rank = next((i + 1 for i, f in enumerate(files) if f in expected), None)
        asked.append({"question": question, "kind": kind, "rank": rank, "files": files, "expected": expected,
                      "score": hits[0].score if hits else 0.0, "confidence": hits[0].confidence if hits else 0.0})
    return asked


def english(text: str) -> bool:
    """Most of the letters Latin: the question is counted as English."""
    letters = [c for c in text if c.isalpha()]
    return sum(c.isascii() for c in letters) > len(letters) / 2


def english_subset(asked: list[dict]) -> list[dict]:
    """The English meaning and unanswerable questions of a set that also has others (lookups left out:
    an identifier is Latin whatever the language), for a second line; empty unless some English meaning
    question is among them and some question is not English."""
    worded = [a for a in asked if a["kind"] != "lex"]
    chosen = [a for a in worded if english(a["question"])]
    return chosen if any(a["kind"] == "sem" for a in chosen) and len(chosen) < len(worded) else []


def table_row(name: str, asked: list[dict]) -> str:
    sem = [a for a in asked if a["kind"] == "sem"]
    lex = [a for a in asked if a["kind"] == "lex"]
    none = [a for a in asked if a["kind"] == "none"]
    right = [a["confidence"] for a in asked if a["kind"] != "none" and a["rank"] == 1]
    doubt = [a["confidence"] for a in none]

    def at(group, k):
        return f"{sum(a['rank'] is not None and a['rank'] <= k for a in group)}/{len(group)}"

    value = auc(right, doubt) if right and doubt else float("nan")
    return (f"{name:<11} {at(sem, 1):>6} {at(sem, 3):>6} {at(sem, 5):>6} {at(lex, 1):>6} "
            f"{sum(a['score'] > 1 for a in none):>3}/{len(none):<3} {value:>5.2f} "
            f"{sum(c < 0.5 for c in doubt):>3}/{len(doubt):<3} {sum(c >= 0.5 for c in right):>3}/{len(right):<3}")


class CachedQueries:
    """Experiments only: query vectors kept on disk under the work folder, so reruns embed nothing new."""

    def __init__(self, embedder, path: Path):
        import numpy as np

        self._inner, self._path, self._np = embedder, path, np
        self._cache = dict(np.load(path, allow_pickle=True).item()) if path.exists() else {}
        self.dimension, self.identity = embedder.dimension, embedder.identity

    def embed_passages(self, texts):
        return self._inner.embed_passages(texts)

    def count_tokens(self, text):
        return self._inner.count_tokens(text)

    def close(self):
        self._inner.close()

    def trim(self):
        self._inner.trim()

    def embed_query(self, text):
        if text not in self._cache:
            self._cache[text] = self._inner.embed_query(text)
            part = self._path.with_name(f"{self._path.stem}.{os.getpid()}.npy")  # whole or not at all: runs share the file
            self._np.save(part, self._cache, allow_pickle=True)
            os.replace(part, self._path)
        return self._cache[text]


def run_table(work: Path, names: list[str], verbose: bool) -> int:
    """One line per set: meaning r@1/r@3/r@5, exact r@1, unanswerable promoted (score > 1), AUC of the top
    hit's confidence (right top hit against unanswerable), unanswerable flagged (< 0.5), right kept (>= 0.5)."""
    from memo.library import Library

    work.mkdir(parents=True, exist_ok=True)
    sets = table_sets()
    unknown = [name for name in names if name not in sets]
    if unknown:
        sys.exit(f"нет таких наборов: {', '.join(unknown)} (есть: {', '.join(sets)})")
    library = Library()
    library._embedder = CachedQueries(library.embedder(), work / "queries.npy")
    rows, details = [], []
    for name in names:
        corpus, build, questions = sets[name]
        asked = ask_set(library, ready(work, corpus, build), questions)
        rows.append(table_row(name, asked))
        if subset := english_subset(asked):
            rows.append(table_row(f"{name}:en", subset))
        details += [(name, a) for a in asked]
    showcase = library.search(ready(work, "reference", make_corpus), SHOWCASE, k=3).hits
    library.close()
    if verbose:
        for name, a in details:
            mark = {None: "--"}.get(a["rank"], str(a["rank"]))
            print(f"[{name}:{a['kind']}] {mark:>2} {a['confidence']:.2f} {a['score']:.3f} {a['question']}"
                  + ("" if a["rank"] == 1 or a["kind"] == "none" else f"  -> {a['files'][:3]}"))
    print(f"{'set':<11} {'sem@1':>6} {'sem@3':>6} {'sem@5':>6} {'lex@1':>6} {'promoted':>7} {'AUC':>5} "
          f"{'none<.5':>7} {'right>=.5':>8}")
    for row in rows:
        print(row)
    top = showcase[0] if showcase else None
    print(f"showcase: {top.path.name if top else '-'} confidence {top.confidence if top else 0:.2f}")
    return 0


TABLE_DEFAULT = ("reference", "dev", "bem", "docs2", "docs2en", "oneline", "oneline2", "overlap", "overlap2", *ONELINE_SETS, "docs3")


def table_names(given: list[str]) -> list[str]:
    """The sets `--table` names (space- or comma-separated); none: TABLE_DEFAULT; `all`: every set."""
    names = [name for item in given for name in item.split(",") if name]
    if names == ["all"]:
        return list(table_sets())
    return names or list(TABLE_DEFAULT)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model-dir", help="model folder (default: MEMO_MODEL_DIR or the per-user one)")
    parser.add_argument("--questions", default=str(HERE / "questions.tsv"))
    parser.add_argument("--corpus", help="a copy of this folder instead of the reference corpus (e.g. e2e/dev_corpus)")
    parser.add_argument("--mode", default="hybrid", choices=("hybrid", "lex", "vec"))
    parser.add_argument("--sweep", action="store_true")
    parser.add_argument("--confidence", action="store_true")
    parser.add_argument("--unanswerable", default=str(HERE / "unanswerable.tsv"))
    parser.add_argument("--max-chars", type=int, help="experiment: largest piece instead of the indexer's default")
    parser.add_argument("--table", nargs="*", metavar="SET",
                        help=f"the issue 12 table over these sets (none named: {' '.join(TABLE_DEFAULT)}; "
                             "all: those and nodejs)")
    parser.add_argument("--work", default="/tmp/memo-e2e-work", help="where --table keeps its corpora and indexes")
    parser.add_argument("-v", "--verbose", action="store_true", help="with --table: every question")
    args = parser.parse_args()
    if args.max_chars:
        set_max_chars(args.max_chars)
    if args.table is not None:
        return run_table(Path(args.work), table_names(args.table), args.verbose)

    model_dir = ModelStore(Path(args.model_dir) if args.model_dir else None).ensure()
    embedder = CountingEmbedder(Embedder(model_dir))
    if args.confidence:
        return run_confidence(embedder, Path(args.unanswerable))
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
        print(f"модель: {embedded_first} кусков, {embedder.chars} символов, {embedder.seconds:.1f} с на эмбеддинг")
        for report in first + second:
            for warning in report.warnings:
                print("предупреждение:", warning)

        if args.sweep:
            for mode in ("vec", "lex"):
                searcher = Searcher(embedder)
                print(line(f"{mode}", evaluate(searcher, root, questions, mode)[0]))
                searcher.close()
            for lex_weight in (0.0, 0.005, 0.01, 0.02, 0.03):
                for rare in (0, 3):
                    searcher = Searcher(embedder, lex_weight=lex_weight, rare_files=rare)
                    label = f"hybrid w_lex={lex_weight} rare<={rare}"
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

#!/usr/bin/env python3
"""The one-line sets with Obsidian front matter added to every note (e2e/FINDINGS.md, "Front matter").

    MEMO_MODEL_DIR=... .venv/bin/python e2e/front_matter.py [--work DIR] [-v] [VARIANTS]

VARIANTS (comma-separated, default plain,en,ru): each builds copies of oneline and oneline2 under
--work (default /tmp/memo-e2e-front) and asks their questions as `run_e2e.py --table` does:
- plain: the notes as committed;
- en: `created: <random date>` and `tags: [<English stem of the file name>]` (the lead's first probe);
- ru: `created`, a random `id`, the Russian `tags` (flow list) and `aliases` (block list) of
  e2e/front_matter_tags.tsv, written from each note's topic before any measurement.
Corpora and their indexes stay in --work, so a rerun after a change of the chunker re-cuts them.
"""

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run_e2e import CachedQueries, ask_set, load_set, table_row  # noqa: E402

HERE = Path(__file__).resolve().parent
SETS = ("oneline", "oneline2")


def properties() -> dict[str, tuple[str, str]]:
    """File name -> (tags, aliases) of e2e/front_matter_tags.tsv."""
    rows = [line.split("\t") for line in (HERE / "front_matter_tags.tsv").read_text().splitlines()
            if line and not line.startswith("#")]
    return {name: (tags, aliases) for name, tags, aliases in rows[1:]}


def front(variant: str, name: str, rng: random.Random, russian: dict[str, tuple[str, str]]) -> str:
    created = f"created: 2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}\n"
    if variant == "en":
        return f"---\n{created}tags: [{Path(name).stem.split('-')[0]}]\n---\n\n"
    tags, aliases = russian[name]
    return (f"---\n{created}id: {rng.getrandbits(64):016x}\ntags: [{tags}]\naliases:\n  - {aliases}\n---\n\n")


def build(work: Path, which: str, variant: str, russian: dict[str, tuple[str, str]]) -> Path:
    root = work / f"{which}-{variant}"
    notes = root / "notes"
    if notes.exists():
        return root
    notes.mkdir(parents=True)
    rng = random.Random(7)
    for note in sorted((HERE / f"{which}_corpus" / "notes").glob("*.md")):
        head = "" if variant == "plain" else front(variant, note.name, rng, russian)
        (notes / note.name).write_text(head + note.read_text())
    return root


def main() -> int:
    from memo.library import Library

    parser = argparse.ArgumentParser()
    parser.add_argument("variants", nargs="?", default="plain,en,ru")
    parser.add_argument("--work", default="/tmp/memo-e2e-front")
    parser.add_argument("-v", action="store_true", help="print every question")
    args = parser.parse_args()
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    russian = properties()
    library = Library()
    library._embedder = CachedQueries(library.embedder(), work / "queries.npy")
    for variant in args.variants.split(","):
        for which in SETS:
            asked = ask_set(library, build(work, which, variant, russian), load_set(HERE / f"{which}_questions.tsv"))
            print(f"{variant:<6}", table_row(which, asked), flush=True)
            for a in asked if args.v else ():
                mark = {None: "--"}.get(a["rank"], str(a["rank"]))
                print(f"  [{a['kind']}] {mark:>2} {a['confidence']:.2f} {a['question']}"
                      + ("" if a["rank"] == 1 or a["kind"] == "none" else f"  -> {a['files'][:3]}"))
    library.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

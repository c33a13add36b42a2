"""Re-index after appending one section to a long note: chunks embedded and time.

Run: .venv/bin/python bench/bench_append.py [--sections 50] [--rounds 5]
A note of 50 one-chunk sections (plus 5 other notes) is indexed from scratch under
~/.cache/memo/bench/append; then, each round, one new section is appended and Library.index runs
again. Prints per round the passages embedded, the pieces reused and the time, next to the bare
Embedder on just the new passage and on the whole note (what re-embedding everything would cost).
"""

import argparse
import random
import sys

from _common import fresh_dir, library, machine, median, timed
from _corpus import extra_section_body, long_note, note, write_notes


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sections", type=int, default=50)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()

    from memo.chunker import chunk_markdown

    print(machine(None))
    lib = library(None)
    embedder = lib.embedder()
    folder = fresh_dir("append")
    write_notes(folder, {"journal.md": long_note(5, args.sections)} | {f"other-{i}.md": note(9, i) for i in range(5)})
    journal = folder / "journal.md"
    seconds, result = timed(lib.index, folder)
    reports = result.reports
    print(f"initial index: {reports[0][1].embedded} chunks in {seconds:.1f} s; "
          f"journal.md: {len(chunk_markdown(journal.read_text(encoding='utf-8')))} chunks")

    rng = random.Random(11)
    rows = []
    for round_ in range(args.rounds):
        before = {c.passage() for c in chunk_markdown(journal.read_text(encoding="utf-8"))}
        with journal.open("a", encoding="utf-8") as handle:
            handle.write(f"\n## Смена {args.sections + round_ + 1}\n\n{extra_section_body(rng)}\n")
        passages = [c.passage() for c in chunk_markdown(journal.read_text(encoding="utf-8"))]
        new = [p for p in passages if p not in before]
        seconds, result = timed(lib.index, folder)
        reports = result.reports
        report = reports[0][1]
        rows.append((len(passages), len(new), report.embedded, report.reused, seconds,
                     timed(embedder.embed_passages, new)[0], timed(embedder.embed_passages, passages)[0]))

    print("round  note chunks  new  embedded  reused |  index   bare new   bare whole note")
    for i, (total, new, embedded, reused, seconds, bare_new, bare_all) in enumerate(rows, 1):
        print(f"{i:5d}  {total:11d}  {new:3d}  {embedded:8d}  {reused:6d} | {seconds * 1000:5.0f} ms"
              f" {bare_new * 1000:6.0f} ms  {bare_all * 1000:10.0f} ms")
    print(f"median: index {median([r[4] for r in rows]) * 1000:.0f} ms, bare new passage "
          f"{median([r[5] for r in rows]) * 1000:.0f} ms, bare whole note {median([r[6] for r in rows]) * 1000:.0f} ms; "
          f"embedded per append: {sorted({r[2] for r in rows})}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

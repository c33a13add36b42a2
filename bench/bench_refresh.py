"""Refresh with nothing changed: ms per 1,000 files, and proof that no note is opened.

Run: .venv/bin/python bench/bench_refresh.py [--files 1000] [--rounds 15]
A collection of small one-chunk notes (cached and indexed under ~/.cache/memo/bench) is refreshed
again and again without changes: Library.index (opens and closes the index, as `memo index`), the
searcher's refresh (index_collection on its open index) and the difference between a lex search
with refresh on and off; against the floor of listing and stat-ing the files. An audit hook counts
every open() of a .md file during one pass of each kind (it must be 0; a control pass after changing
one file's mtime shows the counter works).
"""

import argparse
import os
import sys

from _common import CACHE, library, machine, median, timed
from _corpus import OLD_MTIME, small_note, write_notes

OPENED: list[str] = []


def _audit(event: str, args) -> None:
    if event == "open" and str(args[0]).endswith(".md"):
        OPENED.append(str(args[0]))


def opened_during(fn, *args) -> int:
    OPENED.clear()
    fn(*args)
    return len(OPENED)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=15)
    args = ap.parse_args()

    from memo.index import index_collection, open_index
    from memo.searcher import Searcher
    from memo.notes import list_notes

    print(machine(None))
    lib = library(None)
    embedder = lib.embedder()
    folder = CACHE / f"refresh-{args.files}"
    if not (folder / ".memo").is_dir():
        write_notes(folder, {f"n{i:05d}.md": small_note(i) for i in range(args.files)})
    seconds, result = timed(lib.index, folder)
    reports = result.reports
    print(f"collection {folder}: {args.files} notes, brought up to date in {seconds:.1f} s "
          f"(embedded {reports[0][1].embedded})")

    db = open_index(folder, embedder)
    searcher = Searcher(embedder)
    searcher.search([folder], "встреча", mode="lex")

    def stat_all():
        return [os.stat(p) for p in list_notes(folder)]

    def searcher_refresh():
        return index_collection(folder, embedder, db=db)

    times = {"list + stat only (floor)": [], "Library.index (memo index)": [], "searcher refresh (open index)": [],
             "lex search refresh on": [], "lex search refresh off": []}
    for _ in range(args.rounds):
        times["list + stat only (floor)"].append(timed(stat_all)[0])
        seconds, result = timed(lib.index, folder)
        reports = result.reports
        assert reports[0][1].unchanged == args.files and reports[0][1].embedded == 0, reports
        times["Library.index (memo index)"].append(seconds)
        times["searcher refresh (open index)"].append(timed(searcher_refresh)[0])
        times["lex search refresh on"].append(timed(searcher.search, [folder], "встреча", 8, "lex", True)[0])
        times["lex search refresh off"].append(timed(searcher.search, [folder], "встреча", 8, "lex", False)[0])

    sys.addaudithook(_audit)
    counts = {"Library.index": opened_during(lib.index, folder),
              "searcher refresh": opened_during(searcher_refresh),
              "search (refresh on)": opened_during(searcher.search, [folder], "встреча")}
    changed = folder / "n00000.md"
    os.utime(changed, (OLD_MTIME + 60, OLD_MTIME + 60))
    control = opened_during(lib.index, folder)
    os.utime(changed, (OLD_MTIME, OLD_MTIME))
    lib.index(folder)

    print(f"rounds: {args.rounds}; medians:          ms per pass   ms per 1,000 files")
    times["refresh inside a search (on - off)"] = [
        median(times["lex search refresh on"]) - median(times["lex search refresh off"])]
    for name, values in times.items():
        print(f"  {name:36s} {median(values) * 1000:7.1f}   {median(values) * 1e6 / args.files:7.1f}")
    print("notes opened during a no-op pass: " + ", ".join(f"{k} {v}" for k, v in counts.items())
          + f"; control (one note's mtime changed, same content): Library.index {control}")
    db.close()
    searcher.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

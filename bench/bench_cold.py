"""Cold `memo search` in a new process, on an already indexed small corpus; and the CLI's import time.

Run: .venv/bin/python bench/bench_cold.py [--runs 7]
The corpus is e2e/dev_corpus (two collections, 10 notes) copied under ~/.cache/memo/bench/cold and
indexed once. Prints the median wall time of `memo search DIR QUERY --json`, the same process split
into import / model load / first search (measured inside a fresh interpreter), `import memo.cli`
alone against a bare interpreter, and the slowest imports (-X importtime).
"""

import argparse
import json
import re
import shutil
import subprocess
import sys
import time

from _common import CACHE, REPO, machine, median

PYTHON = str(REPO / ".venv" / "bin" / "python")
MEMO = str(REPO / ".venv" / "bin" / "memo")
QUERIES = ["чем разметить диск без parted", "192.168.88.35:8080", "what to do when the build runs out of disk",
           "как восстановить базу из бэкапа", "TEST-4173", "рецепт блинов", "замена масла"]
PHASES = """
import json, sys, time
t0 = time.perf_counter()
from memo.library import Library
t1 = time.perf_counter()
lib = Library()
lib.embedder().embed_query("прогрев")
t2 = time.perf_counter()
lib.search(sys.argv[1], sys.argv[2])
t3 = time.perf_counter()
print(json.dumps([t1 - t0, t2 - t1, t3 - t2]))
"""


def wall(command: list[str]) -> tuple[float, str]:
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return time.perf_counter() - started, done.stdout


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()

    print(machine(None))
    folder = CACHE / "cold"
    if not folder.is_dir():
        shutil.copytree(REPO / "e2e" / "dev_corpus", folder, ignore=shutil.ignore_patterns(".memo"))
    subprocess.run([MEMO, "index", str(folder)], capture_output=True, check=True)

    searches, phases, imports, bare = [], [], [], []
    for run in range(args.runs):
        query = QUERIES[run % len(QUERIES)]
        seconds, out = wall([MEMO, "search", str(folder), query, "--json"])
        assert json.loads(out), query
        searches.append(seconds)
        phases.append(json.loads(wall([PYTHON, "-c", PHASES, str(folder), query])[1]))
        imports.append(wall([PYTHON, "-c", "import memo.cli"])[0])
        bare.append(wall([PYTHON, "-c", "pass"])[0])
    importtime = subprocess.run([PYTHON, "-X", "importtime", "-c", "import memo.cli"], capture_output=True,
                                text=True).stderr
    packages: dict[str, int] = {}  # largest cumulative time per third-party top-level package
    for m in re.finditer(r"\|\s*(\d+) \| +(\S+)", importtime):
        root = m[2].split(".")[0]
        packages[root] = max(packages.get(root, 0), int(m[1]))
    packages["memo.cli (all)"] = packages.pop("memo", 0)
    slowest = sorted(((micros, name) for name, micros in packages.items()), reverse=True)

    print(f"corpus: {folder} (e2e/dev_corpus, 2 collections); runs: {args.runs}")
    print(f"cold `memo search DIR QUERY --json`: median {median(searches):.2f} s "
          f"(min {min(searches):.2f}, max {max(searches):.2f})")
    for name, i in (("import memo.library", 0), ("model load + first query embedding", 1), ("search incl. refresh", 2)):
        print(f"  {name:36s} median {median([p[i] for p in phases]):.2f} s")
    print(f"`python -c 'import memo.cli'`: median {median(imports):.2f} s; bare interpreter {median(bare):.2f} s; "
          f"import alone {median(imports) - median(bare):.2f} s")
    print("slowest packages imported (cumulative, -X importtime, one run):")
    for micros, name in slowest[:8]:
        print(f"  {name:28s} {micros / 1e6:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

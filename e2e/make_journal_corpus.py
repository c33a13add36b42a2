#!/usr/bin/env python3
"""Build the journal corpora (e2e/FINDINGS.md, "A journal is not a hub"): one collection `notes` holding
the 30 one-line notes of e2e/oneline2_corpus as they are, plus `journal.md`, a journal kept beside them
whose sections are the entries of another committed set:

- `journal`: the 40 one-line notes of e2e/oneline_corpus, each as `## <file name, dashes as spaces>`
  and its line (41 pieces of ~90 characters);
- `journal2`: every `##` section of e2e/dev_corpus, as `## <note's title>: <heading>` and its text (28
  entries of ~110 characters).

Nothing is fetched: the corpora are rebuilt from committed files, the same every time.

    .venv/bin/python e2e/make_journal_corpus.py journal|journal2 DIR      # DIR is wiped and recreated

Questions (run_e2e.py --table journal journal2): the source set's questions expecting notes/journal.md,
and for `journal` also oneline2's, expecting their own notes.
"""

import re
import shutil
import sys
from pathlib import Path

from _corpora import write_note

HERE = Path(__file__).resolve().parent
def one_line_entries() -> list[str]:
    return [f"## {note.stem.replace('-', ' ')}\n\n{note.read_text(encoding='utf-8').strip()}\n"
            for note in sorted((HERE / "oneline_corpus" / "notes").glob("*.md"))]


def dev_entries() -> list[str]:
    entries = []
    for note in sorted((HERE / "dev_corpus").rglob("*.md")):
        text = note.read_text(encoding="utf-8")
        title = text.splitlines()[0].lstrip("# ").strip()
        for section in re.split(r"(?m)^## ", text)[1:]:
            heading, _, body = section.partition("\n")
            entries.append(f"## {title}: {heading.strip()}\n\n{body.strip()}\n")
    return entries


ENTRIES = {"journal": one_line_entries, "journal2": dev_entries}


def make_corpus(kind: str, root: Path) -> list[tuple[str, str]]:
    if root.exists():
        shutil.rmtree(root)
    written: list[tuple[str, str]] = []
    for note in sorted((HERE / "oneline2_corpus" / "notes").glob("*.md")):
        write_note(root, f"notes/{note.name}", note.read_text(encoding="utf-8"), written)
    write_note(root, "notes/journal.md", "\n".join(["# Журнал\n", *ENTRIES[kind]()]), written)
    return written


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ENTRIES:
        print(__doc__)
        sys.exit(2)
    print(f"{len(make_corpus(sys.argv[1], Path(sys.argv[2])))} заметок в {sys.argv[2]}")

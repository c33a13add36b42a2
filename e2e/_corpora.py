"""What the registry-built e2e corpora share (make_bem_corpus.py, make_docs2_corpus.py): a checked package
from the cache, which texts count as Russian, writing a note into the corpus with its digest, and the
command line that checks the result."""

import hashlib
import re
import sys
from collections.abc import Callable
from pathlib import Path

_CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)
_LETTER = re.compile(r"[^\W\d_]")


def russian(text: str) -> bool:
    """At least 30% of the letters Cyrillic."""
    letters = len(_LETTER.findall(text))
    return letters > 0 and len(_CYRILLIC.findall(text)) >= 0.3 * letters


def fetched(path: Path, fetch: Callable[[], object], spec: str, expected: str | None) -> bytes:
    """A package file from the cache (`path`), fetched by `fetch` when missing, checked against its SHA-256."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists():
        fetch()
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if expected is not None and digest != expected:
        sys.exit(f"{spec}: sha256 {digest}, expected {expected}")
    return data


def write_note(root: Path, relative: str, text: str, written: list[tuple[str, str]]) -> None:
    target = root / relative
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    written.append((relative, hashlib.sha256(text.encode()).hexdigest()))


def main(make_corpus: Callable[[Path], list[tuple[str, str]]], expected: str | None, usage: str) -> int:
    """`script DIR`: builds the corpus into DIR and checks the list of (path, sha256) against `expected`."""
    if len(sys.argv) != 2:
        print(usage)
        return 2
    written = make_corpus(Path(sys.argv[1]))
    manifest = hashlib.sha256("".join(f"{p}\t{h}\n" for p, h in written).encode()).hexdigest()
    if expected is not None and manifest != expected:
        print(f"предупреждение: состав корпуса отличается (sha256 {manifest})", file=sys.stderr)
    print(f"{len(written)} заметок в {sys.argv[1]} (sha256 списка {manifest})")
    return 0

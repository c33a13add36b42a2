#!/usr/bin/env python3
"""Build the docs3 corpus (issue 12's held-out set, never tuned on): Russian technical documentation,
a few very long pages in a nested folder, rebuilt reproducibly from one Debian package.

Source: the pinned Debian package below (Double Commander's help in Russian, the file manager's whole
user manual: panels, settings, keyboard shortcuts, internal commands, file search, multi-rename,
archivers, Lua scripting, regular expressions, variables, the viewer), fetched with the ordinary
client (`apt-get download NAME=VERSION`; run `apt-get update` once first; cached in
~/.cache/memo-e2e/deb) and checked against the SHA-256 recorded here; its files are read with
`dpkg-deb --fsys-tarfile`. It ships hand-written HTML, not Markdown, so every Russian `*.html` page
(text at least 30% Cyrillic letters) is turned into Markdown by make_docs2_corpus.py's converter
(headings, paragraphs, lists, definition lists, tables, code blocks, inline code; navigation bars
dropped; links kept as `[text](target)`). Page `usr/share/doublecmd/doc/ru/cmds.html` becomes
`DIR/doublecmd-help-ru/usr/share/doublecmd/doc/ru/cmds.md`. The result: 21 notes in 1 collection
(folder), 0.45 M characters; `MANIFEST_SHA256` checks the list of (path, sha256) of what was written.

    .venv/bin/python e2e/make_docs3_corpus.py DIR      # DIR is wiped and recreated

Questions: e2e/docs3_questions.tsv (scope "." = the whole corpus), written from the text before
memo was ever run on it.
"""

import sys
from pathlib import Path

from _corpora import main
from make_docs2_corpus import html_corpus

PACKAGES = {
    "doublecmd-help-ru=1.0.10-1": "81d380674da3b6daf2d12101d0937d1ca978cc66c64220ae55a393994f325f2c",
}
MANIFEST_SHA256 = "2478fc5dc627b2157bf953a59688b7630223b32394d86aa00dee9f10266f1b10"


def make_corpus(root: Path) -> list[tuple[str, str]]:
    return html_corpus(root, PACKAGES, lambda name, inner: True)


if __name__ == "__main__":
    sys.exit(main(make_corpus, MANIFEST_SHA256, __doc__))

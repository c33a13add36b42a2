#!/usr/bin/env python3
"""Build the Node.js API docs corpus (the chunk-size set, e2e/docs_questions.tsv): English technical
documentation with long sections, one collection.

Source: 28 Markdown pages of the Node.js 20 API docs that the Debian/NodeSource `nodejs` package
(20.20.2) installs in /usr/share/doc/nodejs/api (nothing is fetched: install that package first). Each
page listed in PAGES is copied as is to `DIR/nodejs/<page>` (so `stream.md` becomes
`DIR/nodejs/stream.md`). The result: 28 notes in one collection, 1.52 M characters; `MANIFEST_SHA256`
checks the list of (path, sha256) of what was written (another nodejs version warns).

    .venv/bin/python e2e/make_nodejs_corpus.py DIR      # DIR is wiped and recreated

Questions: e2e/docs_questions.tsv (scope "nodejs").
"""

import shutil
import sys
from pathlib import Path

from _corpora import main, write_note

SOURCE = Path("/usr/share/doc/nodejs/api")
PAGES = ("addons.md", "assert.md", "async_context.md", "async_hooks.md", "child_process.md", "cluster.md",
         "diagnostics_channel.md", "dns.md", "dgram.md", "errors.md", "esm.md", "events.md", "module.md",
         "modules.md", "packages.md", "permissions.md", "readline.md", "repl.md", "report.md", "stream.md",
         "test.md", "tls.md", "url.md", "vm.md", "worker_threads.md", "zlib.md", "webstreams.md", "v8.md")
MANIFEST_SHA256 = "0f60ec4aceade57cfbb2ee62b79e5baf687e47b4a6a9b43721324d9e592da862"


def make_corpus(root: Path) -> list[tuple[str, str]]:
    missing = [page for page in PAGES if not (SOURCE / page).is_file()]
    if missing:
        sys.exit(f"нет документации Node.js в {SOURCE} (не хватает {', '.join(missing[:3])}"
                 f"{' и других' if len(missing) > 3 else ''}): поставьте пакет nodejs 20 (20.20.2)")
    if root.exists():
        shutil.rmtree(root)
    written = []
    for page in PAGES:
        write_note(root, f"nodejs/{page}", (SOURCE / page).read_text(encoding="utf-8"), written)
    return written


if __name__ == "__main__":
    sys.exit(main(make_corpus, MANIFEST_SHA256, __doc__))

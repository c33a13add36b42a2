#!/usr/bin/env python3
"""Build the BEM documentation corpus (issue 12's development set): Russian technical docs, long
files in nested folders, rebuilt reproducibly from the npm registry.

Source: the pinned npm packages below (Yandex's BEM stack: bem-core, bem-components, ENB and its
plugins, BH, bem-xjst, ym, and the Russian guides of @gravity-ui/uikit), fetched with the ordinary
client (`npm pack NAME@VERSION`, cached in ~/.cache/memo-e2e/npm) and checked against the SHA-256
recorded here. From each tarball every `*.md` file whose letters are at least 30% Cyrillic is copied,
except contributor lists, to `DIR/<package>/<path inside the package>` (so bem-core's
`common.blocks/events/events.ru.md` becomes `DIR/bem-core/common.blocks/events/events.ru.md`; a leading
`build/` is dropped, since memo skips folders named build by default).
The result: 105 notes in 70 collections (folders), 0.98 M characters; `MANIFEST_SHA256` checks the
list of (path, sha256) of what was written.

    .venv/bin/python e2e/make_bem_corpus.py DIR      # DIR is wiped and recreated

Questions: e2e/bem_questions.tsv (scope "." = the whole corpus).
"""

import io
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from _corpora import fetched, main, russian, write_note

PACKAGES = {
    "bem-core@5.0.0": "4e7d019d9f6a73b294bdf79e76153af9b270fb08b862800f35b001ca6a55faee",
    "bem-components@6.0.1": "5d9714c3143251387b4427e656ecb652ed2b9cf90ba6ce4cce962b3cb53d341d",
    "bem-history@4.0.0": "28d25b52cd808cf5459d50b5014d19c1208ab947ca4fb36776aab13b2772e98f",
    "bem-xjst@8.10.0": "d0f387699c73ab02a3da274c17b72bcae92f818c7dfce003503bb12675b1c0e1",
    "borschik@3.0.0": "9bf2474f9a2307155a88436991e771be122705e1749e3fe7aa0680669d49abd7",
    "enb@1.5.1": "428279abe29a67213092a02da54f4fc8e8feadc77b63792b3f4b48614203ae71",
    "enb-bem-techs@2.2.2": "a10ba4fa19932470dcc176fe0405037e57f0a9c63d262c7eb826ba0f66b18a31",
    "enb-bemxjst@8.10.6": "c950346ee4a427a06042ba09834ccd99e791a5132246b0439c3e67271a22cbcc",
    "enb-borschik@3.0.0": "dbcbf0012b3d482259fbb75ff826a59d148322a794a9fc7130b27f04882ac6be",
    "bh@4.2.1": "80b7864be9787ab16453f05acccd2b58080214eb1741700b4587fe288e339059",
    "enb-bh@1.2.1": "4380b9dd9b9a2ad745482ddd76ed0b5119887e184b17fe626c153bb8c42c1b2c",
    "enb-bem-docs@0.15.0": "d007861b8b408134aebeef71ccdd4552676df465fb6ae8e0dd25829817172c61",
    "enb-bem-examples@1.0.2": "dd0f61b651c18db0a29769aca8ef8d2f64f2f7231ed5dbd33096e320ed46f6d1",
    "enb-bem-specs@0.11.0": "b5f4299b858a1f8468b6a3b91750f400318597c9dba6005b37a736a303143190",
    "enb-bem-tmpl-specs@1.3.3": "335a9c635db646337c39dfcd6a392b11d2427fb6daae8c64bdcc8b91b89d30f9",
    "ym@0.1.2": "742445ed937af832782839cc55a18c20910fff20764f5c9cdeabc2ed6456c8cb",
    "@gravity-ui/uikit@7.51.1": "9941c4dd779abac2116b48d1391d4673edb5f685a0fd3570dbbefa0cd18d73e8",
}
MANIFEST_SHA256 = "d58222e54f0013d9fced76a0a2f24f8da06a5e679fbbf424a841186e8796b8fe"
CACHE = Path.home() / ".cache" / "memo-e2e" / "npm"


def tarball(spec: str, expected: str | None) -> bytes:
    """The package's published tarball, from the cache or `npm pack`, checked against its SHA-256."""
    name, version = spec.rsplit("@", 1)
    path = CACHE / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
    return fetched(path, lambda: subprocess.run(["npm", "pack", spec, "--loglevel=error", "--pack-destination",
                                                 str(CACHE)], check=True, stdout=subprocess.DEVNULL), spec, expected)


def make_corpus(root: Path) -> list[tuple[str, str]]:
    if root.exists():
        shutil.rmtree(root)
    written = []
    for spec, expected in PACKAGES.items():
        name = spec.rsplit("@", 1)[0].lstrip("@").replace("/", "-")
        with tarfile.open(fileobj=io.BytesIO(tarball(spec, expected))) as archive:
            for member in sorted(archive.getmembers(), key=lambda m: m.name):
                inner = member.name.split("/", 1)[1].removeprefix("build/")  # memo skips build/ folders
                if not member.isfile() or not inner.endswith(".md") or "CONTRIBUTORS" in inner:
                    continue
                text = archive.extractfile(member).read().decode("utf-8")
                if not russian(text):
                    continue
                write_note(root, f"{name}/{inner}", text, written)
    return written




if __name__ == "__main__":
    sys.exit(main(make_corpus, MANIFEST_SHA256, __doc__))

#!/usr/bin/env python3
"""Build the docs2 corpus (issue 12's fresh validation set, never tuned on): Russian technical
documentation, long files in nested folders, rebuilt reproducibly from Debian's packages.

Source: the pinned Debian packages below (Russian translations of Debian's own manuals: the
installation guide for amd64, the aptitude user's manual, the Debian FAQ, the Debian Developer's
Reference, the New Maintainers' Guide), fetched with the ordinary client (`apt-get download
NAME=VERSION`; run `apt-get update` once first; cached in ~/.cache/memo-e2e/deb) and checked against
the SHA-256 recorded here; their files are read with `dpkg-deb --fsys-tarfile`. They ship DocBook and
Sphinx HTML, not Markdown, so every Russian `*.html` page (under a `/ru/` folder or in a `-ru`
package, text at least 30% Cyrillic letters: the translations leave some paragraphs in English) is
turned into Markdown by the small converter below (headings, paragraphs, lists, definition lists,
tables, code blocks, inline code; navigation bars and heading anchors dropped; links kept as
`[text](target)`), except the one-page edition that repeats the whole Developer's Reference and
aptitude's `ld-idm*.html` (screenshots as text). Page `usr/share/doc/aptitude/html/ru/ch02s05s05.html`
of aptitude-doc-ru becomes `DIR/aptitude-doc-ru/usr/share/doc/aptitude/html/ru/ch02s05s05.md`.
The result: 169 notes in 5 collections (folders), 2.1 M characters; `MANIFEST_SHA256` checks the list
of (path, sha256) of what was written.

    .venv/bin/python e2e/make_docs2_corpus.py DIR      # DIR is wiped and recreated

Questions: e2e/docs2_questions.tsv (scope "." = the whole corpus), written from the text before
memo was ever run on it.
"""

import io
import re
import shutil
import subprocess
import sys
import tarfile
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path

from _corpora import fetched, main, russian, write_note

PACKAGES = {
    "aptitude-doc-ru=0.8.13-5": "0d38f3888b2510d2a294ff32622fce0af44a1bdc0f8f1979165301dffde14ba2",
    "debian-faq-ru=11.1": "aaaae7a409c5cf5f5b8c26991f6ef484297e0cd2dee74c8d675cfa6613bce541",
    "developers-reference-ru=12.18": "a618bfa826e2436fa73d5bf4eaac7170ff9d25a5d1bdd86b1c25a196a2b886c6",
    "maint-guide-ru=1.2.53": "41b69743c45f0a931edca9ab19232e226cebce393cbafdd582f0d000499a0d19",
    "installation-guide-amd64=20230508+deb12u1": "812c43e1dc906daf671e3efe953dc023205c238e5bd5a3021ce4ca142793573a",
}
_SKIP = re.compile(r"developers-reference\.html|ld-idm\d+\.html")  # a whole manual on one page; screenshots as text
MANIFEST_SHA256 = "3d8f64efe39532160b34941891765b76939ec1c86b551d6d0c10c57a449592b3"
CACHE = Path.home() / ".cache" / "memo-e2e" / "deb"


def package(spec: str, expected: str | None) -> bytes:
    """The package's .deb, from the cache or `apt-get download`, checked against its SHA-256."""
    name, version = spec.split("=", 1)
    return fetched(CACHE / f"{name}_{version}_all.deb",
                   lambda: subprocess.run(["apt-get", "download", "-q", spec], check=True, cwd=CACHE,
                                          stdout=subprocess.DEVNULL), spec, expected)

def data_tar(deb: bytes) -> tarfile.TarFile:
    """The files of a .deb (its data.tar.*), read with `dpkg-deb --fsys-tarfile`."""
    tar = subprocess.run(["dpkg-deb", "--fsys-tarfile", "/dev/stdin"], input=deb, check=True,
                         stdout=subprocess.PIPE).stdout
    return tarfile.open(fileobj=io.BytesIO(tar))


class _Markdown(HTMLParser):
    """DocBook HTML to Markdown: block structure kept, navigation and styling dropped."""

    _BLOCKS = {"p", "div", "dl", "ul", "ol", "table", "blockquote"}
    _VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}
    _DROPPED = {"navheader", "navfooter", "related", "sphinxsidebar", "footer", "headerlink"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out, self.line = [], []
        self.skip = 0  # depth inside a dropped element (navigation, script, style)
        self.pre = False
        self.lists = []  # "ul" / "ol" counters
        self.href = []
        self.stack = []

    def _flush(self, blank: bool = True):
        text = re.sub(r"[ \t\r\n]+", " ", "".join(self.line)).strip()
        if re.fullmatch(r"(\d+\.|-)", text):  # a list item's marker waits for its first paragraph
            return
        self.line = []
        if text:
            self.out.append(text)
        if blank and self.out and self.out[-1] != "":
            self.out.append("")

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in self._VOID:  # never closed in HTML: not on the stack
            if not self.skip and tag in ("br", "hr"):
                self._flush()
            return
        dropped = (tag in ("script", "style", "head") or attrs.get("role") in ("navigation", "search")
                   or bool(self._DROPPED & set((attrs.get("class") or "").split())))
        self.stack.append(dropped)
        if self.skip or dropped:
            self.skip += dropped
            return
        if re.fullmatch(r"h[1-6]", tag):
            self._flush()
            self.line.append("#" * int(tag[1]) + " ")
        elif tag == "pre":
            self._flush()
            self.pre = True
            self.line.append("```\n")
        elif tag in ("ul", "ol"):
            self._flush()
            self.lists.append(0 if tag == "ol" else None)
        elif tag == "li":
            self._flush(blank=False)
            kind = self.lists[-1] if self.lists else None
            if kind is not None:
                self.lists[-1] += 1
            self.line.append("  " * max(len(self.lists) - 1, 0) + (f"{self.lists[-1]}. " if kind is not None else "- "))
        elif tag == "dt":
            self._flush()
        elif tag == "dd":
            self._flush()
        elif tag == "tr":
            self._flush(blank=False)
            self.line.append("|")
        elif tag in ("code", "tt") and not self.pre:
            self.line.append("`")
        elif tag == "a" and attrs.get("href") and not self.pre:
            self.href.append(attrs["href"])
            self.line.append("[")
        elif tag == "a":
            self.href.append(None)
        elif tag in self._BLOCKS:
            self._flush()

    def handle_endtag(self, tag):
        if tag in self._VOID:
            return
        dropped = self.stack.pop() if self.stack else False
        if self.skip:
            self.skip -= dropped
            return
        if re.fullmatch(r"h[1-6]", tag):
            self._flush()
        elif tag == "pre":
            self.out.append("".join(self.line).rstrip("\n") + "\n```")
            self.out.append("")
            self.line = []
            self.pre = False
        elif tag in ("ul", "ol"):
            self._flush()
            if self.lists:
                self.lists.pop()
        elif tag == "dt":
            term = re.sub(r"\s+", " ", "".join(self.line)).strip()
            self.line = [f"**{term}**"] if term else []
            self._flush(blank=False)
        elif tag in ("td", "th"):
            self.line.append(" |")
        elif tag == "tr":
            self._flush(blank=False)
        elif tag in ("code", "tt") and not self.pre:
            self._close("`", "`")
        elif tag == "a" and self.href:
            href = self.href.pop()
            if href is not None:
                self._close("[", f"]({href})")
        elif tag in self._BLOCKS or tag in ("li", "dd", "table"):
            self._flush()

    def _close(self, opening: str, closing: str):
        """End an inline mark; one that encloses nothing is dropped."""
        if self.line and self.line[-1] == opening:
            self.line.pop()
        elif "".join(self.line).endswith(opening + " "):
            self.line = [re.sub(re.escape(opening) + " $", "", "".join(self.line))]
        else:
            self.line.append(closing)

    def handle_data(self, data):
        if not self.skip:
            self.line.append(data if self.pre else data.replace("*", r"\*"))

    def markdown(self) -> str:
        self._flush()
        text = "\n".join(self.out).strip() + "\n"
        return re.sub(r"\n{3,}", "\n\n", text)


def to_markdown(html: str) -> str:
    parser = _Markdown()
    parser.feed(html)
    parser.close()
    return parser.markdown()



def make_corpus(root: Path) -> list[tuple[str, str]]:
    # the installation guide has every language; a whole manual on one page and screenshots as text are left out
    return html_corpus(root, PACKAGES, lambda name, inner: (name.endswith("-ru") or "/ru/" in inner)
                       and not _SKIP.fullmatch(inner.rsplit("/", 1)[-1]))


def html_corpus(root: Path, packages: dict[str, str], keep: Callable[[str, str], bool]) -> list[tuple[str, str]]:
    """Every `*.html` page of the pinned `packages` (spec: sha256) that `keep(package name, path inside)`
    accepts and whose text is Russian, as Markdown under `root` (wiped first): `<name>/<path>.md`."""
    if root.exists():
        shutil.rmtree(root)
    written = []
    for spec, expected in packages.items():
        name = spec.split("=", 1)[0]
        with data_tar(package(spec, expected)) as archive:
            for member in sorted(archive.getmembers(), key=lambda m: m.name):
                inner = member.name.removeprefix("./")
                if not member.isfile() or not inner.endswith(".html") or not keep(name, inner):
                    continue
                text = to_markdown(archive.extractfile(member).read().decode("utf-8"))
                if russian(text):
                    write_note(root, f"{name}/{inner.removesuffix('.html')}.md", text, written)
    return written




if __name__ == "__main__":
    sys.exit(main(make_corpus, MANIFEST_SHA256, __doc__))

import re
from collections.abc import Iterator
from dataclasses import dataclass

from ._front import front_lines, other_values, read_front
from ._markup import plain, targets

_HEADING = re.compile(r"^(#{1,3}) +(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+")
_SEPARATORS = (
    (lambda text: text.split("\n"), "\n"),
    (_SENTENCE_END.split, " "),
    (str.split, " "),
)
_OVERLAP_LIMIT = 150
_VIEW_MAX_CHARS = 300  # a piece this short is dominated by its heading path (e2e/FINDINGS.md, "Issue 12", third round)
_MIN_MAX_CHARS = 50
_HEADING_MAX_CHARS = 300  # a longer line is text: every piece of a section carries its heading
# A base64 payload of an inline data URI (a pasted image): no words, only pieces (2 MB: 2,000 of them)
_DATA_PAYLOAD = re.compile(r"(\bdata:[\w.+-]+/[\w.+-]+(?:;[\w.+-]+=[^;,\s]*)*;base64,)[A-Za-z0-9+/]{100,}={0,2}")
# CommonMark's line endings, which editors number lines by: "\r\n", "\r" alone (old Mac), "\n"
_LINE_END = re.compile(r"\r\n?|\n")
# A comment that opens a line (up to 3 spaces in, as CommonMark's HTML block), with what closes it:
# HTML "<!--" ... "-->" (the line that holds "-->", the opening one too), Obsidian's "%%" ... "%%"
_COMMENT = re.compile(r"^ {0,3}(?:(<!--)|(%%))")
_CLOSER = {"<!--": "-->", "%%": "%%"}
# A comment closed on a heading's line ("## Options <!-- omit in toc -->"): not part of the title
_INLINE_COMMENT = re.compile(r"\s*(?:<!--.*?-->|%%.*?%%)")


@dataclass(frozen=True)
class Heading:
    level: int
    title: str
    line: int


@dataclass(frozen=True)
class Chunk:
    heading: str
    heading_path: tuple[str, ...]
    line: int
    text: str
    ord: int
    start_line: int
    end_line: int
    title: str = ""
    properties: str = ""
    lead: str = ""

    def passage(self) -> str:
        path = self.heading_path or ((self.title,) if self.title else ())
        said = " > ".join(path) + "\n" + self._said() if path else self._said()
        return f"{self.lead}\n{said}" if self.lead else said

    def words(self) -> str:
        return "\n".join(part for part in (self.passage(), targets(self._read()), self.properties) if part)

    def view(self) -> str:
        text = self._said()
        if len(self.heading_path) < 2 or len(text) > _VIEW_MAX_CHARS:
            return ""
        return self.heading_path[-1] + "\n" + text

    def _said(self) -> str:
        """The text as both lanes read it: markup left out, and front matter (only at the note's line 1)
        read as the values of its kept properties."""
        return plain(self._read())

    def _read(self) -> str:
        """The text with front matter (only at the note's line 1) read as the values of its kept properties."""
        kept, rest = read_front(self.text) if self.start_line == 1 else ("", self.text)
        return f"{kept}\n{rest}" if kept else rest


def outline(text: str) -> list[Heading]:
    return [heading for _, _, heading in _lines(text) if heading is not None]


def front_matter_lines(text: str) -> int:
    return front_lines(note_lines(text))


def note_lines(text: str) -> list[str]:
    return _LINE_END.split(text)


def chunk_markdown(text: str, max_chars: int = 1000, title: str = "") -> list[Chunk]:
    if max_chars < _MIN_MAX_CHARS:
        raise ValueError(f"max_chars must be at least {_MIN_MAX_CHARS}, got {max_chars}")
    chunks: list[Chunk] = []
    every = _sections(text)
    # A note of headings only ("# Купить молоко") is searched by its headings, a note of front matter
    # only by its block: never dropped.
    sections = ([s for s in every if any(part.strip() for part in _front_of(s))]
                or [(path, line, path[-1], [(line, path[-1])]) for path, line, _, _ in every if path]
                or [s for s in every if s[2]])
    title = "" if any(path for path, _, _, _ in sections) else title.strip()
    lead = ""
    if len(sections) > 1 and not _front_of(sections[0])[1].strip():
        lead = _front_of(sections.pop(0))[0]  # a block alone before the first heading: read with what follows
    other = other_values("\n".join(note_lines(text)))
    properties = "\n".join(part for part in (plain(other), targets(other)) if part)
    for section in sections:
        path, line, _, numbered = section
        pieces = _pieces(section, max_chars)
        for piece, (start, end) in zip(pieces, _spans(numbered, pieces)):
            heading = path[-1] if path else ""
            chunks.append(Chunk(heading, path, line, piece, len(chunks), start, end, title,
                                "" if chunks else properties, "" if chunks else lead))
    return chunks


def _sections(text: str) -> list[tuple[tuple[str, ...], int, str, list[tuple[int, str]]]]:
    """Sections as (heading path, heading line, trimmed body, body lines with their numbers)."""
    sections = []
    path: tuple[str, ...] = ()
    levels: tuple[int, ...] = ()
    line_no, body = 1, []
    for number, raw, heading in _lines(text):
        if heading is None:
            body.append((number, raw))
            continue
        sections.append(_section(path, line_no, body))
        level = heading.level
        keep = [i for i, lvl in enumerate(levels) if lvl < level]
        path = tuple(path[i] for i in keep) + (heading.title,)
        levels = tuple(levels[i] for i in keep) + (level,)
        line_no, body = number, []
    sections.append(_section(path, line_no, body))
    return sections


def _lines(text: str) -> Iterator[tuple[int, str, Heading | None]]:
    """Each line of the note (an inline data URI's base64 payload read as "…") with its 1-based number
    and, when it starts a section, its heading, a comment closed on its line left out of the title
    (never in front matter, where "# ..." is a YAML comment, nor in a code fence or a comment)."""
    lines = note_lines(text)
    front = front_lines(lines)
    # the last line holding each closer: a comment that opens after it is never closed
    last = {closer: max((number for number, raw in enumerate(lines, start=1) if closer in raw), default=0)
            for closer in set(_CLOSER.values())}
    fence = comment = None
    for number, raw in enumerate(lines, start=1):
        raw = _DATA_PAYLOAD.sub(r"\1…", raw) if "base64," in raw else raw
        if comment is not None:
            comment = None if comment in raw else comment
            yield number, raw, None
            continue
        if number <= front:
            yield number, raw, None
            continue
        if fence is None:
            comment = _opened(raw, number, last)
        fence_match = _FENCE.match(raw)  # never on a line opening a comment
        if fence_match:
            marker = fence_match.group(1)
            if fence is None:
                fence = marker
            elif marker[0] == fence[0] and len(marker) >= len(fence):
                fence = None
        heading = _HEADING.match(raw) if fence is None and not fence_match and len(raw) <= _HEADING_MAX_CHARS else None
        yield number, raw, None if heading is None else Heading(
            len(heading.group(1)), _INLINE_COMMENT.sub("", heading.group(2)).strip(), number)


def _opened(raw: str, number: int, last: dict[str, int]) -> str | None:
    """The closer of the comment that line `number` opens and leaves open ("<!--" or "%%" at its start,
    up to 3 spaces in, outside a code fence), or None. A comment that no later line closes opens
    nothing: a stray "<!--" must not swallow the rest of the note's sections."""
    opener = _COMMENT.match(raw)
    if opener is None:
        return None
    closer = _CLOSER[opener.group(0).strip()]
    still_open = closer not in raw if opener.group(1) else raw.count(closer) % 2 == 1
    return closer if still_open and last[closer] > number else None


def _section(path: tuple[str, ...], line: int, body: list[tuple[int, str]]) -> tuple:
    return path, line, "\n".join(raw for _, raw in body).strip(), body


def _front_of(section: tuple) -> tuple[str, str]:
    """(the kept values of the front matter, the text after it) of the section that opens the note with
    it at line 1 (then its first piece starts at line 1, as `Chunk._said` expects); ("", body) otherwise."""
    path, _, body, numbered = section
    return read_front(body) if not path and numbered and numbered[0][1].strip() else ("", body)


def _pieces(section: tuple, max_chars: int) -> list[str]:
    """The section's text cut to `max_chars`; front matter comes on top of the first piece, as written."""
    body = section[2]
    rest = _front_of(section)[1].strip()
    pieces = _split(rest, max_chars)
    return [body[:len(body) - len(rest)] + pieces[0]] + pieces[1:]


def _spans(numbered: list[tuple[int, str]], pieces: list[str]) -> list[tuple[int, int]]:
    """The first and last line of each piece in the note.

    Pieces are the section's text in order, cut and re-glued only at whitespace (overlapping at most by
    the repeated unit), so each piece without whitespace is found in the body without whitespace at or
    after the previous piece's start."""
    owners = [number for number, raw in numbered for char in raw if not char.isspace()]
    flat = "".join(char for _, raw in numbered for char in raw if not char.isspace())
    spans, cursor = [], 0
    for piece in pieces:
        needle = "".join(piece.split())
        at = flat.find(needle, cursor)
        spans.append((owners[at], owners[at + len(needle) - 1]))
        cursor = at + 1
    return spans


def _split(body: str, max_chars: int) -> list[str]:
    """Greedy packing of boundary-aligned units into pieces of at most max_chars."""
    if len(body) <= max_chars:
        return [body]
    pieces: list[list[str]] = []
    current: list[str] = []
    for unit in _units(body, max_chars):
        if current and len(_join(current + [unit])) > max_chars:
            pieces.append(current)
            carry = current[-1]
            keep_carry = len(carry) <= _OVERLAP_LIMIT and len(_join([carry, unit])) <= max_chars
            current = [carry] if keep_carry else []
        current.append(unit)
    pieces.append(current)
    return [_join(p) for p in pieces]


def _join(units: list[str]) -> str:
    return "\n\n".join(units)


def _units(body: str, max_chars: int) -> list[str]:
    """Paragraphs, each broken further (lines, sentences, words, hard) until it fits."""
    units = []
    for paragraph in re.split(r"\n\s*\n", body):
        paragraph = paragraph.strip()
        if paragraph:
            units.extend(_fit(paragraph, max_chars))
    return units


def _fit(text: str, max_chars: int, separators: tuple = _SEPARATORS) -> list[str]:
    """Break text at the coarsest separator that works, packing the parts back up to max_chars."""
    if len(text) <= max_chars:
        return [text]
    if not separators:
        return [text[i:i + max_chars] for i in range(0, len(text), max_chars)]
    (split, glue), rest = separators[0], separators[1:]
    parts = [part.strip() for part in split(text) if part.strip()]
    if len(parts) <= 1:
        return _fit(text, max_chars, rest)
    packed, current = [], ""
    for part in parts:
        for small in _fit(part, max_chars, rest):
            candidate = f"{current}{glue}{small}" if current else small
            if len(candidate) <= max_chars:
                current = candidate
            else:
                packed.append(current)
                current = small
    packed.append(current)
    return packed

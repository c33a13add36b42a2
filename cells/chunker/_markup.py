"""Markdown markup that carries no words: dropped from the passage that both lanes index; the addresses in it go
to the word lane only (`targets`)."""
import re

_REFERENCE = re.compile(r"^ {0,3}\[[^\]\n]+\]:[ \t]*\S+.*$", re.MULTILINE)
_BADGE = re.compile(r"\[!\[[^\]\n]*\]\([^)\n]*\)\]\([^)\n]*\)")
_IMAGE = re.compile(r"!\[([^\]\n]*)\]\([^)\n]*\)")
# An Obsidian wikilink, "[[Note name]]" or "[[Note name|shown text]]", reads as the text it shows
# (an embed, "![[picture.png]]", is left as written; "[[29]](#ftn.29)" is a Markdown link whose text is "[29]").
_WIKILINK = re.compile(r"(?<!!)\[\[([^\[\]|\n]+)(?:\|([^\[\]\n]+))?\]\](?!\()")
_LINK = re.compile(r"\[([^\]\n]+)\](?:\([^)\n]*\)|\[[^\]\n]*\])")
_TAG = re.compile(r"</?(?:a|abbr|b|br|center|code|details|div|em|font|h[1-6]|hr|i|img|kbd|li|ol|p|pre|s|small|"
                  r"span|strong|sub|summary|sup|table|tbody|td|th|thead|tr|u|ul)(?:\s[^<>\n]*)?/?>", re.IGNORECASE)
_BLANK_LINES = re.compile(r"\n{3,}")
# Where links and images point: an inline link's or image's destination ("](url", "](<url>", a title after
# it left out) and a reference definition's ("[ref]: url"; not a footnote's "[^1]: text").
_TARGET = re.compile(r"\]\([ \t]*(?:<([^<>\n]*)>|([^\s)]+))|^ {0,3}\[(?!\^)[^\]\n]+\]:[ \t]*(?:<([^<>\n]*)>|(\S+))",
                     re.MULTILINE)
_ATTRIBUTE = re.compile(r"""\s(?:href|src)\s*=\s*(?:"([^"\n]*)"|'([^'\n]*)'|([^\s"'<>]+))""", re.IGNORECASE)


def plain(text: str) -> str:
    """`text` without link targets (wikilinks' too), reference definitions, badges, images' sources and HTML tags."""
    text = _REFERENCE.sub("", text)
    text = _BADGE.sub("", text)
    text = _IMAGE.sub(r"\1", text)
    text = _WIKILINK.sub(lambda link: link.group(2) or link.group(1), text)
    text = _LINK.sub(r"\1", text)
    text = _TAG.sub("", text)
    return _BLANK_LINES.sub("\n\n", text).strip()


def targets(text: str) -> str:
    """What `plain` leaves out that a user may look up: the addresses links and images point to (inline,
    angle-bracketed, reference definitions; then an HTML tag's href and src), one per line, in order, but
    for a link to a heading of the same note ("#usage": the heading's own words)."""
    found = [next(group for group in match.groups() if group is not None) for match in _TARGET.finditer(text)]
    found += [next(group for group in attribute.groups() if group is not None)
              for tag in _TAG.finditer(text) for attribute in _ATTRIBUTE.finditer(tag.group(0))]
    return "\n".join(target for target in found if target.strip() and not target.startswith("#"))

"""Markdown markup that carries no words: dropped from the passage that both lanes index."""
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


def plain(text: str) -> str:
    """`text` without link targets (wikilinks' too), reference definitions, badges, images' sources and HTML tags."""
    text = _REFERENCE.sub("", text)
    text = _BADGE.sub("", text)
    text = _IMAGE.sub(r"\1", text)
    text = _WIKILINK.sub(lambda link: link.group(2) or link.group(1), text)
    text = _LINK.sub(r"\1", text)
    text = _TAG.sub("", text)
    return _BLANK_LINES.sub("\n\n", text).strip()

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memo.index import IndexReport
    from memo.searcher import Hit

_INDENT = " " * 7
# Below this Hit.confidence the top hit is more likely wrong than right (searcher's manifest).
_LOW_CONFIDENCE = 0.5
_LOW_NOTE = "(низкая уверенность: подходящего ответа может не быть)"
_NOTHING_FOUND = "ничего не найдено"


def hit_data(hit: Hit) -> dict:
    return {
        "path": str(hit.path),
        "line": hit.line,
        "end_line": hit.end_line,
        "heading_line": hit.heading_line,
        "heading": hit.heading,
        "score": round(hit.score, 6),
        "confidence": round(hit.confidence, 3),
        "text": hit.text,
        "heading_path": list(hit.heading_path),
        "lex_rank": hit.lex_rank,
        "vec_rank": hit.vec_rank,
        "similarity": None if hit.similarity is None else round(hit.similarity, 6),
        "exact": hit.exact,
    }


def hits_text(hits: list[Hit], for_agent: bool = False) -> str:
    if not hits:
        return _NOTHING_FOUND
    blocks = [_agent_block(hit) if for_agent else _person_block(hit) for hit in hits]
    if hits[0].confidence < _LOW_CONFIDENCE:
        blocks.append(_LOW_NOTE)
    return ("\n\n" if for_agent else "\n").join(blocks)


def warning_lines(warnings: list[str]) -> list[str]:
    return [f"предупреждение: {warning}" for warning in warnings]


def with_warnings(text: str, warnings: list[str]) -> str:
    if not warnings:
        return text
    return text + "\n\n" + "\n".join(warning_lines(warnings))


def index_lines(reports: list[tuple[Path, IndexReport]]) -> list[str]:
    if not reports:
        return ["коллекции не найдены"]
    lines = [f"{collection}: обновлено {r.updated}, без изменений {r.unchanged}, удалено {r.removed}, "
             f"встроено кусков {r.embedded}" for collection, r in reports]
    updated = sum(r.updated for _, r in reports)
    lines.append(f"итого: обновлено {updated} в {len(reports)} коллекциях")
    return lines


def _person_block(hit: Hit) -> str:
    head = f"{hit.score:.3f}  {hit.path}:{hit.line}  {hit.heading}".rstrip()
    body = "\n".join(_INDENT + line if line.strip() else "" for line in hit.text.split("\n"))
    return f"{head}\n{body}"


def _agent_block(hit: Hit) -> str:
    lines = f"строка {hit.line}" if hit.end_line == hit.line else f"строки {hit.line}–{hit.end_line}"
    return f"{hit.path}:{hit.line}  {hit.heading}  ({lines}, уверенность {hit.confidence:.2f})\n{hit.text}"

"""Contract: the chunker's facade has the declared names and shape, and they behave as declared.

That the facade and the docstrings are rendered from the manifest is the build tool's job and is
tested in tests/tools (test_build.py); here only the cell.
"""
import dataclasses
import inspect

import memo.chunker as chunker
from memo.chunker import Chunk, chunk_markdown


def test_facade_exports_the_chunker_its_piece_and_the_outline():
    assert sorted(chunker.__all__) == ["Chunk", "Heading", "chunk_markdown", "front_matter_lines", "note_lines", "outline"]
    chunks = chunk_markdown("# A\nтекст\n")
    assert chunks and all(isinstance(chunk, Chunk) for chunk in chunks)
    assert [(h.line, h.title) for h in chunker.outline("# A\nтекст\n## B\n")] == [(1, "A"), (3, "B")]


def test_chunk_markdown_signature():
    params = inspect.signature(chunk_markdown).parameters
    assert list(params) == ["text", "max_chars", "title"]
    assert params["max_chars"].default == 1000 and params["title"].default == ""


def test_chunk_is_an_immutable_value():
    chunk = Chunk("A", ("A",), 1, "body", 0, 2, 2)
    assert [f.name for f in dataclasses.fields(Chunk)] == ["heading", "heading_path", "line", "text", "ord",
                                                          "start_line", "end_line", "title", "properties", "lead"]
    assert chunk.title == "" and chunk.properties == "" and chunk.lead == ""
    assert chunk == Chunk("A", ("A",), 1, "body", 0, 2, 2)
    try:
        chunk.text = "other"
    except dataclasses.FrozenInstanceError:
        pass
    else:
        raise AssertionError("Chunk must be frozen")

"""Contract: the chunker's facade has the declared names and shape, and they behave as declared.

That the facade and the docstrings are rendered from the manifest is the build tool's job and is
tested in tests/tools (test_build.py); here only the cell.
"""
import dataclasses
import inspect

import memo.chunker as chunker
from memo.chunker import Chunk, chunk_markdown


def test_facade_exports_the_chunker_and_its_piece():
    assert sorted(chunker.__all__) == ["Chunk", "chunk_markdown"]
    chunks = chunk_markdown("# A\nтекст\n")
    assert chunks and all(isinstance(chunk, Chunk) for chunk in chunks)


def test_chunk_markdown_signature():
    params = inspect.signature(chunk_markdown).parameters
    assert list(params) == ["text", "max_chars", "title"]
    assert params["max_chars"].default == 1000 and params["title"].default == ""


def test_chunk_is_an_immutable_value():
    chunk = Chunk("A", ("A",), 1, "body", 0)
    assert [f.name for f in dataclasses.fields(Chunk)] == ["heading", "heading_path", "line", "text", "ord", "title"]
    assert chunk.title == ""
    assert chunk == Chunk("A", ("A",), 1, "body", 0)
    try:
        chunk.text = "other"
    except dataclasses.FrozenInstanceError:
        pass
    else:
        raise AssertionError("Chunk must be frozen")

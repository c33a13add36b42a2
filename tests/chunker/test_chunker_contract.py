"""Contract: the chunker facade exports exactly its manifest, with the declared shape."""
import dataclasses
import inspect

import memo.chunker as chunker
from memo.chunker import Chunk, chunk_markdown
from memo.chunker._contract import CONTRACT


def test_facade_exports_exactly_the_contract():
    assert sorted(chunker.__all__) == sorted(CONTRACT) == ["Chunk", "Heading", "chunk_markdown", "outline"]


def test_chunk_markdown_signature():
    params = inspect.signature(chunk_markdown).parameters
    assert list(params) == ["text", "max_chars"]
    assert params["max_chars"].default == 1000


def test_chunk_is_an_immutable_value():
    chunk = Chunk("A", ("A",), 1, "body", 0, 2, 2)
    assert [f.name for f in dataclasses.fields(Chunk)] == ["heading", "heading_path", "line", "text", "ord",
                                                          "start_line", "end_line"]
    assert chunk == Chunk("A", ("A",), 1, "body", 0, 2, 2)
    try:
        chunk.text = "other"
    except dataclasses.FrozenInstanceError:
        pass
    else:
        raise AssertionError("Chunk must be frozen")


def test_docstrings_come_from_the_manifest():
    assert inspect.getdoc(chunk_markdown) == CONTRACT["chunk_markdown"]["annotations"]
    assert inspect.getdoc(Chunk.passage) == CONTRACT["Chunk"]["methods"]["passage"]["annotations"]

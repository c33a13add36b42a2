"""Logic: the chunker's rules (ported from the reference's ChunkerTest, sized for E5)."""
import pytest

from memo.chunker import Chunk, chunk_markdown


def test_splits_by_heading_levels():
    chunks = chunk_markdown("# A\nbodyA\n## B\nbodyB\n### C\nbodyC")
    assert [c.heading for c in chunks] == ["A", "B", "C"]
    assert [c.line for c in chunks] == [1, 3, 5]
    assert [c.ord for c in chunks] == [0, 1, 2]
    assert [c.text for c in chunks] == ["bodyA", "bodyB", "bodyC"]


def test_heading_path_follows_levels():
    chunks = chunk_markdown("# Серверы\nобщее\n## Server5 (88.130)\nдиск\n### Диски\nsda\n## Server6\nx\n# Другое\ny")
    assert [c.heading_path for c in chunks] == [
        ("Серверы",),
        ("Серверы", "Server5 (88.130)"),
        ("Серверы", "Server5 (88.130)", "Диски"),
        ("Серверы", "Server6"),
        ("Другое",),
    ]


def test_text_before_first_heading_becomes_chunk_with_empty_heading():
    chunks = chunk_markdown("преамбула\n# Заголовок\nтело")
    assert (chunks[0].heading, chunks[0].heading_path, chunks[0].line, chunks[0].text) == ("", (), 1, "преамбула")
    assert chunks[1].heading == "Заголовок"
    assert chunks[1].line == 2


def test_four_hashes_is_not_a_heading():
    chunks = chunk_markdown("# A\nbody\n#### не заголовок\nmore")
    assert len(chunks) == 1
    assert chunks[0].heading == "A"
    assert "#### не заголовок" in chunks[0].text and "more" in chunks[0].text


def test_hash_without_space_is_not_a_heading():
    chunks = chunk_markdown("# A\n#тег и текст")
    assert len(chunks) == 1 and chunks[0].text == "#тег и текст"


def test_headings_inside_fenced_code_are_text():
    note = "# A\nтекст\n```bash\n# комментарий в коде\nls\n```\n~~~\n## и это тоже\n~~~\nпосле"
    chunks = chunk_markdown(note)
    assert len(chunks) == 1
    assert "# комментарий в коде" in chunks[0].text
    assert "## и это тоже" in chunks[0].text
    assert chunks[0].text.endswith("после")


def test_heading_after_closed_fence_is_a_heading():
    chunks = chunk_markdown("# A\n```\n# code\n```\n# B\nтело")
    assert [c.heading for c in chunks] == ["A", "B"]


def test_unterminated_fence_runs_to_the_end():
    chunks = chunk_markdown("# A\n```\n# not a heading\n# still not")
    assert len(chunks) == 1 and "# still not" in chunks[0].text


def test_empty_sections_are_dropped():
    chunks = chunk_markdown("# A\nsome text\n## B\n## C")
    assert [c.heading for c in chunks] == ["A"]


def test_blank_and_headings_only_notes_give_nothing():
    assert chunk_markdown("") == []
    assert chunk_markdown("  \n\n\t\n") == []
    assert chunk_markdown("# A\n## B\n") == []


def test_crlf_line_ends():
    chunks = chunk_markdown("# A\r\nтело\r\nвторая строка\r\n# B\r\nещё")
    assert [(c.heading, c.text) for c in chunks] == [("A", "тело\nвторая строка"), ("B", "ещё")]


def test_trailing_hashes_of_a_heading_are_dropped():
    assert chunk_markdown("## Заголовок ##\nтело")[0].heading == "Заголовок"


def test_long_section_is_split_at_paragraphs_with_same_heading_and_line():
    paragraphs = [f"Абзац {i}: " + "слово " * 40 for i in range(8)]  # ~250 chars each
    chunks = chunk_markdown("текст\n# Длинный\n" + "\n\n".join(paragraphs), max_chars=700)
    pieces = [c for c in chunks if c.heading == "Длинный"]
    assert len(pieces) >= 3
    assert all(len(c.text) <= 700 for c in pieces)
    assert {c.line for c in pieces} == {2}
    assert [c.ord for c in chunks] == list(range(len(chunks)))
    for p in paragraphs:  # no paragraph is cut: each is whole in some piece
        assert any(p.strip() in c.text for c in pieces)


def test_continuation_repeats_a_short_boundary_paragraph():
    paragraphs = [f"Пункт {i}. " + "ок " * 30 for i in range(10)]  # ~100 chars each, under the 150 limit
    pieces = chunk_markdown("# A\n" + "\n\n".join(paragraphs), max_chars=300)
    assert len(pieces) > 2
    for previous, current in zip(pieces, pieces[1:]):
        last = previous.text.split("\n\n")[-1]
        assert current.text.startswith(last)


def test_long_paragraphs_are_not_repeated():
    paragraphs = ["а" * 200 + f" {i}" for i in range(5)]
    pieces = chunk_markdown("# A\n" + "\n\n".join(paragraphs), max_chars=450)
    joined = [p for c in pieces for p in c.text.split("\n\n")]
    assert len(joined) == len(paragraphs)


def test_unbreakable_text_is_cut_hard_at_max_chars():
    pieces = chunk_markdown("# A\n" + "а" * 1500, max_chars=700)
    assert [len(c.text) for c in pieces] == [700, 700, 100]
    assert "".join(c.text for c in pieces) == "а" * 1500


def test_long_line_is_split_at_sentence_ends():
    sentences = [f"Предложение номер {i} про сервер." for i in range(40)]
    pieces = chunk_markdown("# A\n" + " ".join(sentences), max_chars=200)
    assert all(len(c.text) <= 200 for c in pieces)
    assert all(c.text.endswith(".") for c in pieces)


def test_passage_carries_the_heading_path():
    chunk = chunk_markdown("# Серверы\n## Server5 (88.130)\nдиск sda")[0]
    assert chunk.passage() == "Серверы > Server5 (88.130)\nдиск sda"
    assert Chunk("", (), 1, "просто текст", 0).passage() == "просто текст"


def test_title_leads_only_the_pieces_of_a_note_without_headings():
    chunks = chunk_markdown("Wi-Fi на даче: пароль под роутером.\n\nЕщё одна строка про сарай.", max_chars=50, title=" wifi dacha ")
    assert [c.title for c in chunks] == ["wifi dacha", "wifi dacha"]
    assert (chunks[0].heading, chunks[0].heading_path) == ("", ())
    assert [c.passage() for c in chunks] == ["wifi dacha\nWi-Fi на даче: пароль под роутером.", "wifi dacha\nЕщё одна строка про сарай."]
    headed = chunk_markdown("Значки и ссылки.\n# Роутер\nKeenetic", title="README")
    assert [c.title for c in headed] == ["", ""]
    assert [c.passage() for c in headed] == ["Значки и ссылки.", "Роутер\nKeenetic"]
    assert chunk_markdown("одна строка")[0].passage() == "одна строка"


def test_max_chars_too_small_is_refused():
    with pytest.raises(ValueError):
        chunk_markdown("# A\nb", max_chars=10)


def test_passage_leaves_out_link_markup_but_text_keeps_it():
    text = ("# Блок\n<a name=\"x\"></a>\nСм. [документацию](https://example.org/doc) и [ym][1].\n"
            "[![NPM](https://img.shields.io/x.svg)](https://npmjs.org/x) ![схема](a.png) <code>Array</code>\n"
            "[1]: https://github.com/ymaps/modules\n")
    chunk = chunk_markdown(text)[0]
    assert chunk.passage() == "Блок\nСм. документацию и ym.\n схема Array"
    assert "https://example.org/doc" in chunk.text and "[1]: https://github.com/ymaps/modules" in chunk.text
    assert Chunk("", (), 1, "[1]: https://a.b/c\nслово", 0).passage() == "слово"
    assert Chunk("", (), 1, "Map<string> и a < b > c", 0).passage() == "Map<string> и a < b > c"

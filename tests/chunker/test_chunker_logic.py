"""Logic: the chunker's rules (ported from the reference's ChunkerTest, sized for E5)."""
import pytest

from memo.chunker import Chunk, Heading, chunk_markdown, front_matter_lines, note_lines, outline
from memo.chunker._markup import plain


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


def test_a_line_over_300_characters_is_text_never_a_heading():
    """Each piece carries its heading path: a line of megabytes starting with "# " would repeat in every one."""
    title, long = "з" * 298, "# " + "д" * 299  # "# " + title: 300 characters, still a heading; long: 301
    note = f"# {title}\nтело\n{long}\nещё\n## {'ж' * 297}\nконец"
    assert outline(note) == [Heading(1, title, 1), Heading(2, "ж" * 297, 5)]
    chunks = chunk_markdown(note)
    assert [c.heading_path for c in chunks] == [(title,), (title, "ж" * 297)]
    assert chunks[0].text == f"тело\n{long}\nещё"
    huge = "# " + "слово " * 50_000  # one line of 300,000 characters
    pieces = chunk_markdown(huge + "\n## Раздел\nтекст")
    assert outline(huge) == [] and {c.heading_path for c in pieces} == {(), ("Раздел",)}
    assert max(len(c.passage()) for c in pieces) <= 1000


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


def test_a_pasted_image_s_base64_payload_is_read_as_an_ellipsis():
    payload = "iVBORw0KGgo" + "AbCd+/9z" * 25_000  # a 200 KB image pasted inline
    note = (f"# Схема\n\n![схема](data:image/png;base64,{payload}==)\n\nпосле картинки ключ PICKEY\n"
            f'<img alt="x" src="data:image/jpeg;charset=utf-8;base64,{payload}">\n## Дальше\nтекст')
    chunks = chunk_markdown(note)
    assert [(c.heading, c.start_line, c.end_line) for c in chunks] == [("Схема", 3, 6), ("Дальше", 8, 8)]
    assert chunks[0].text == ("![схема](data:image/png;base64,…)\n\nпосле картинки ключ PICKEY\n"
                              '<img alt="x" src="data:image/jpeg;charset=utf-8;base64,…">')
    assert payload[:100] not in chunks[0].words()
    assert outline(f"# ![x](data:image/png;base64,{payload})\n## B") == [
        Heading(1, "![x](data:image/png;base64,…)", 1), Heading(2, "B", 2)]


def test_a_short_base64_payload_or_base64_without_a_data_uri_is_text():
    short = "![точка](data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7)"
    bare = "base64," + "QUJD" * 40
    assert chunk_markdown(f"# A\n{short}\n{bare}")[0].text == f"{short}\n{bare}"


def test_empty_sections_are_dropped():
    chunks = chunk_markdown("# A\nsome text\n## B\n## C")
    assert [c.heading for c in chunks] == ["A"]


def test_blank_notes_give_nothing():
    assert chunk_markdown("") == []
    assert chunk_markdown("  \n\n\t\n") == []


def test_a_note_of_headings_only_is_its_headings():
    chunks = chunk_markdown("# Купить молоко\n\n## Позвонить Ивану 76.132\n", title="todo")
    assert [(c.heading_path, c.text, c.line, c.start_line, c.end_line) for c in chunks] == [
        (("Купить молоко",), "Купить молоко", 1, 1, 1),
        (("Купить молоко", "Позвонить Ивану 76.132"), "Позвонить Ивану 76.132", 3, 3, 3)]
    assert all(c.title == "" for c in chunks)


def test_crlf_line_ends():
    chunks = chunk_markdown("# A\r\nтело\r\nвторая строка\r\n# B\r\nещё")
    assert [(c.heading, c.text) for c in chunks] == [("A", "тело\nвторая строка"), ("B", "ещё")]


def test_old_mac_and_mixed_line_ends_number_lines_as_an_editor_does():
    """A note saved with "\r" alone (old Mac) was one line: its headings text, every hit at line 1."""
    assert note_lines("a\rb\r\nc\nd\r\re\r") == ["a", "b", "c", "d", "", "e", ""]
    assert note_lines("a\fb\u2028c\x85d") == ["a\fb\u2028c\x85d"] and note_lines("") == [""]
    for note in ("# A\rтело\r\rвторая\r## B\rещё\r", "# A\r\nтело\n\rвторая\r## B\nещё"):
        assert outline(note) == [Heading(1, "A", 1), Heading(2, "B", 5)]
        assert [(c.heading_path, c.line, c.start_line, c.end_line, c.text) for c in chunk_markdown(note)] == [
            (("A",), 1, 2, 4, "тело\n\nвторая"), (("A", "B"), 5, 6, 6, "ещё")]
    front = "---\rtags: [дача]\rcreated: 2025-03-14\r---\rпароль под роутером\r"
    assert front_matter_lines(front) == 4
    [chunk] = chunk_markdown(front)
    assert chunk.passage() == "дача\nпароль под роутером" and chunk.properties == "2025-03-14"


def test_a_heading_inside_a_comment_spanning_lines_is_text_that_keeps_its_lines():
    """A commented-out draft or a template's hints are not rendered: no section of their own. Their
    words stay in the section they stand in (the user's text), line numbers as in the note."""
    for opener, closer in (("<!--", "-->"), ("%%", "%%"), ("   <!-- черновик:", "конец черновика -->"),
                           ("%% черновик:", "%%")):
        note = (f"# Заметка\nтекст\n{opener}\n## Старый план\nсервер 10.0.0.7\n```\n{closer}\n"
                "после\n## Настоящий\nконец\n")
        assert outline(note) == [Heading(1, "Заметка", 1), Heading(2, "Настоящий", 9)]
        chunks = chunk_markdown(note)
        assert [(c.heading_path, c.line, c.start_line, c.end_line) for c in chunks] == [
            (("Заметка",), 1, 2, 8), (("Заметка", "Настоящий"), 9, 10, 10)]
        assert chunks[0].text == f"текст\n{opener}\n## Старый план\nсервер 10.0.0.7\n```\n{closer}\nпосле"
    long = chunk_markdown("# A\n<!--\n" + "\n".join(f"## строка {i} " + "слово " * 20 for i in range(30))
                          + "\n-->\n## B\nтекст", max_chars=300)
    assert {c.heading_path for c in long} == {("A",), ("A", "B")} and len(long) > 3
    assert [(c.start_line, c.end_line) for c in long[:3]] == [(2, 4), (5, 6), (7, 8)]
    assert all(c.text.startswith(f"## строка {c.start_line - 3}") for c in long[1:-1])
    assert (long[-2].end_line, long[-1].line, long[-1].start_line) == (33, 34, 35)


def test_a_comment_opener_in_code_after_text_or_never_closed_hides_no_heading():
    """A "<!--" in a fence is code; after text it is inline HTML (a renderer shows the next heading); one
    never closed hides nothing, so a stray "<!--" does not swallow the rest of the note's sections."""
    in_code = "# A\n```html\n<!--\n```\n## B\nтекст\n-->\n"
    after_text = "# A\nтекст <!--\n## B\n-->\n%% и %%\n## C\nещё\n"
    unclosed = "# A\n<!-- забыли закрыть\n## B\nтекст\n%%\n## C\nещё\n"
    assert [h.line for h in outline(in_code)] == [1, 5]
    assert [h.line for h in outline(after_text)] == [1, 3, 6]
    assert [h.line for h in outline(unclosed)] == [1, 3, 6]
    assert [c.heading for c in chunk_markdown(unclosed)] == ["A", "B", "C"]
    fenced_in_comment = "# A\n<!--\n```\n-->\n## B\nтекст"  # a fence opened in a comment is no fence
    assert [h.line for h in outline(fenced_in_comment)] == [1, 5]
    closed_on_its_line = "# A\n<!-- one line -->\n## B\n<!-->\n## C\n%% один %%\n## D\n-->\n%%\n"
    assert [h.line for h in outline(closed_on_its_line)] == [1, 3, 5, 7]


def test_a_comment_closed_on_a_heading_s_line_is_not_part_of_its_title():
    note = "## Опции <!-- omit in toc -->\nтекст\n## План %%черновик%% на май\nещё\n# <!-- пусто -->\nx"
    assert [h.title for h in outline(note)] == ["Опции", "План на май", ""]
    assert [c.heading for c in chunk_markdown(note)] == ["Опции", "План на май", ""]


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
    assert Chunk("", (), 1, "просто текст", 0, 1, 1).passage() == "просто текст"


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


def _region(note: str, chunk: Chunk, start: int = 0, end: int = 0) -> str:
    """The note's lines start_line + start .. end_line + end without whitespace."""
    lines = note.replace("\r\n", "\n").split("\n")
    return "".join("".join(lines[chunk.start_line - 1 + start:chunk.end_line + end]).split())


def _tight(note: str, chunk: Chunk) -> bool:
    """The piece lies in its lines and needs the first and the last of them."""
    needle = "".join(chunk.text.split())
    return (needle in _region(note, chunk) and needle not in _region(note, chunk, start=1)
            and needle not in _region(note, chunk, end=-1))


def test_each_piece_knows_its_own_first_and_last_line():
    note = "преамбула\n\n# A\nстрока a1\n\nабзац 2\n## B\n\nb1\nb2\n\n\n"
    chunks = chunk_markdown(note)
    assert [(c.line, c.start_line, c.end_line) for c in chunks] == [(1, 1, 1), (3, 4, 6), (7, 9, 10)]


def test_pieces_of_a_long_section_point_at_their_own_lines():
    paragraphs = [f"абзац {i}: " + "слово " * 30 for i in range(12)]
    note = "# Длинный раздел\n\n" + "\n\n".join(paragraphs) + "\n"
    chunks = chunk_markdown(note, max_chars=400)
    assert len(chunks) > 3
    starts = [c.start_line for c in chunks]
    assert starts == sorted(starts) and len(set(starts)) == len(starts)
    for chunk in chunks:
        assert chunk.line == 1 < chunk.start_line <= chunk.end_line
        first = chunk.text.split(":")[0]
        assert note.split("\n")[chunk.start_line - 1].startswith(first)
        assert _tight(note, chunk)


@pytest.mark.parametrize("max_chars", [50, 120, 1000])
def test_line_spans_hold_the_text_when_lines_words_and_hard_cuts_split_it(max_chars):
    note = ("# A\n\tотступ \t \n" + "\n".join(f"строка {i} " + "x" * (i * 7) for i in range(30))
            + "\n\n```\n# код\n```\n### C\r\n" + "слитно" * 40 + "\r\nконец. Фраза два! " * 5)
    chunks = chunk_markdown(note, max_chars=max_chars)
    for previous, chunk in zip(chunks, chunks[1:]):
        assert previous.start_line <= chunk.start_line
    for chunk in chunks:
        assert chunk.start_line <= chunk.end_line
        assert _tight(note, chunk)


def test_outline_lists_the_headings_that_start_sections():
    note = "текст\n# A\n```\n# не заголовок\n```\n## B ##\n#### глубже\n### C\n#без пробела"
    assert outline(note) == [Heading(1, "A", 2), Heading(2, "B", 6), Heading(3, "C", 8)]
    assert outline("просто текст\nи ещё") == []
    assert [h.line for h in outline(note)] == sorted({c.line for c in chunk_markdown(note)} - {1})


def test_repeated_text_is_placed_in_order():
    note = "# Повторы\n" + "\n\n".join(["одинаковый абзац " + "слово " * 20] * 10)
    chunks = chunk_markdown(note, max_chars=300)
    starts = [c.start_line for c in chunks]
    assert len(chunks) > 3 and starts == sorted(set(starts))
    assert chunks[-1].end_line == note.count("\n") + 1


def test_passage_leaves_out_link_markup_but_text_keeps_it():
    text = ("# Блок\n<a name=\"x\"></a>\nСм. [документацию](https://example.org/doc) и [ym][1].\n"
            "[![NPM](https://img.shields.io/x.svg)](https://npmjs.org/x) ![схема](a.png) <code>Array</code>\n"
            "[1]: https://github.com/ymaps/modules\n")
    chunk = chunk_markdown(text)[0]
    assert chunk.passage() == "Блок\nСм. документацию и ym.\n схема Array"
    assert "https://example.org/doc" in chunk.text and "[1]: https://github.com/ymaps/modules" in chunk.text
    assert Chunk("", (), 1, "[1]: https://a.b/c\nслово", 0, 1, 2).passage() == "слово"
    assert Chunk("", (), 1, "Map<string> и a < b > c", 0, 1, 1).passage() == "Map<string> и a < b > c"


def test_view_of_a_short_piece_under_two_headings_is_its_own_heading_and_text():
    chunk = Chunk("Server5 (88.130)", ("Серверы", "Server5 (88.130)"), 3, "[Эксперименты](x.md) только на 5090", 0, 4, 4)
    assert chunk.view() == "Server5 (88.130)\nЭксперименты только на 5090"
    assert Chunk("Серверы", ("Серверы",), 1, "диск sda", 0, 2, 2).view() == ""
    assert Chunk("", (), 1, "просто текст", 0, 1, 1, "title").view() == ""


def test_view_is_left_out_for_a_piece_longer_than_300_characters():
    path = ("Серверы", "Server5")
    assert Chunk("Server5", path, 3, "а" * 300, 0, 4, 4).view() == "Server5\n" + "а" * 300
    assert Chunk("Server5", path, 3, "а" * 301, 0, 4, 4).view() == ""
    # the limit counts the text the model reads (link targets left out), not the raw Markdown
    assert Chunk("Server5", path, 3, "а" * 290 + "[b](" + "x" * 40 + ")", 0, 4, 4).view() != ""


_FRONT = ("---\ntitle: Дача\naliases:\n  - Wi-Fi на даче\n  - \"сеть в сарае\"\n# a YAML comment\ntags: [дом, '#связь']\n"
          "created: 2025-03-14\nid: 20250314-0931\ncssclasses:\n  - wide\n---\n")


def test_front_matter_is_read_as_its_title_aliases_and_tags_while_the_text_keeps_it():
    note = _FRONT + "\nпароль на наклейке под роутером.\n"
    chunk, = chunk_markdown(note, title="wifi dacha")
    assert chunk.text == note.strip() and (chunk.line, chunk.start_line, chunk.end_line) == (1, 1, 14)
    assert chunk.passage() == "wifi dacha\nДача\nWi-Fi на даче, сеть в сарае\nдом, связь\n\nпароль на наклейке под роутером."
    # a piece rebuilt from the index's rows reads the same (start_line 1: the note's first line)
    assert Chunk("", (), 1, chunk.text, 0, 1, 14).passage() == chunk.passage()[len("wifi dacha\n"):]
    assert Chunk("", (), 1, chunk.text, 0, 2, 15).passage() == plain(chunk.text)
    assert chunk_markdown("---\r\ntags: [дом]\r\n---\r\nтекст")[0].passage() == "дом\nтекст"
    assert chunk_markdown("---\nTags:\n- дом\n- связь\ncreated: 1\n...\nтекст")[0].passage() == "дом, связь\nтекст"
    assert chunk_markdown("---\ntitle: >-\n  Длинное\n  название\n---\nтекст")[0].passage() == "Длинное, название\nтекст"


def test_only_a_block_at_the_first_line_of_yaml_lines_is_front_matter():
    for note in ("\n---\ntags: [дом]\n---\nтекст",  # not at line 1
                 "текст\n\n---\ntags: [дом]\n---\nещё",  # horizontal rules later in the note
                 "---\nПросто абзац между линиями\n---\nтекст",  # not YAML
                 "---\ntags: [дом]\nзаметка: без закрытия"):  # never closed
        chunk, = chunk_markdown(note)
        assert chunk.passage() == plain(chunk.text) == chunk.text
    # after a blank first line a block without kept values is text, a piece of its own
    assert [c.heading for c in chunk_markdown("\n---\ncreated: 1\n---\n# Раздел\nтекст")] == ["", "Раздел"]


def test_front_matter_lines_count_the_block_chunk_markdown_reads_and_nothing_else():
    assert front_matter_lines("---\ntags: [дом]\ncreated: 2025-03-14\n...\nтекст") == 4
    assert front_matter_lines("---\ntags: [дом]\n---") == 3
    for note in ("\n---\ntags: [дом]\n---\nтекст", "текст\n---\nkey: v\n---", "---\nПросто абзац\n---\nтекст",
                 "---\ntags: [дом]\nбез закрытия", ""):
        assert front_matter_lines(note) == 0


def test_front_matter_comes_on_top_of_the_first_piece_and_does_not_count_towards_max_chars():
    body = "\n\n".join(f"абзац {i}: " + " ".join(["слово"] * 10) for i in range(3))  # 68 chars each
    note = "---\ntags: [дом]\ncreated: 2025-03-14\n" + "x: y\n" * 30 + "---\n\n" + body
    chunks = chunk_markdown(note, max_chars=180)
    assert chunks[0].text.startswith("---\ntags: [дом]") and chunks[0].text.endswith(body.split("\n\n")[1])
    assert [(c.start_line, c.end_line) for c in chunks] == [(1, 38), (38, 40)]
    assert chunks[0].passage() == "дом\n\n" + "\n\n".join(body.split("\n\n")[:2])
    assert chunk_markdown("---\ntags: [дом]\n---\n" + "а" * 100, max_chars=100)[0].passage() == "дом\n" + "а" * 100


def test_a_note_of_front_matter_only_is_found_by_its_values_or_its_title():
    only, = chunk_markdown("---\ntags: [дача]\n---\n", title="wifi dacha")
    assert (only.text, only.start_line, only.end_line, only.passage()) == ("---\ntags: [дача]\n---", 1, 3, "wifi dacha\nдача")
    dated, = chunk_markdown("---\ncreated: 2025-03-14\n---", title="wifi dacha")
    assert (dated.text, dated.passage()) == ("---\ncreated: 2025-03-14\n---", "wifi dacha\n")


def test_front_matter_alone_before_a_heading_leads_the_first_piece_instead_of_being_one():
    tagged = chunk_markdown("---\ntitle: Сеть дома\ntags: [сеть]\ncreated: 1\n---\n\n# Роутер\nKeenetic\n# Wi-Fi\nDacha_5G",
                            title="router")
    assert [(c.heading, c.text, c.start_line, c.passage(), c.lead) for c in tagged] == [
        ("Роутер", "Keenetic", 8, "Сеть дома\nсеть\nРоутер\nKeenetic", "Сеть дома\nсеть"),
        ("Wi-Fi", "Dacha_5G", 10, "Wi-Fi\nDacha_5G", "")]
    assert tagged[0].properties == "1" and tagged[0].view() == ""
    introduced = chunk_markdown("---\ntags: [сеть]\n---\nВступление.\n# Роутер\nKeenetic")  # text between: as before
    assert [(c.text, c.passage(), c.lead) for c in introduced] == [
        ("---\ntags: [сеть]\n---\nВступление.", "сеть\nВступление.", ""), ("Keenetic", "Роутер\nKeenetic", "")]
    alone = chunk_markdown("---\ntags: [сеть]\n---\n", title="router")  # a note of front matter only: its piece
    assert [(c.passage(), c.lead) for c in alone] == [("router\nсеть", "")]
    dated = chunk_markdown("---\ncreated: 1\n---\n# Роутер\nKeenetic", title="router")
    assert [c.passage() for c in dated] == ["Роутер\nKeenetic"]
    headings = chunk_markdown("---\ncreated: 1\n---\n# Купить молоко\n", title="todo")
    assert [(c.text, c.line, c.passage()) for c in headings] == [("Купить молоко", 4, "Купить молоко\nКупить молоко")]


def test_the_other_properties_go_to_the_word_lane_of_the_first_piece_only():
    first, = chunk_markdown(_FRONT + "\nпароль на наклейке под роутером.\n", title="wifi dacha")
    assert first.properties == "2025-03-14\n20250314-0931\nwide"
    assert first.words() == first.passage() + "\n2025-03-14\n20250314-0931\nwide"
    assert "2025" not in first.passage()  # the model never reads them
    # a block without kept values before a heading is no piece: its values go to the first piece there is
    router = chunk_markdown("---\ncreated: 2023-11-02\nowner: \"[[Петров]]\"\n---\n# Роутер\nKeenetic\n# Wi-Fi\nсеть", title="r")
    assert [(c.heading, c.properties) for c in router] == [("Роутер", "2023-11-02\nПетров"), ("Wi-Fi", "")]
    assert router[0].words() == "Роутер\nKeenetic\n2023-11-02\nПетров" and router[1].words() == router[1].passage()
    long = chunk_markdown("---\nproject: Apollo-7\n---\n" + "\n\n".join(["абзац " + "слово " * 30] * 4), max_chars=200)
    assert len(long) > 1 and [c.properties for c in long] == ["Apollo-7"] + [""] * (len(long) - 1)
    for plain_note in ("# Роутер\nKeenetic", "текст\n---\ncreated: 1\n---", ""):
        assert all(c.properties == "" and c.words() == c.passage() for c in chunk_markdown(plain_note))


def test_a_comment_in_front_matter_is_not_a_heading():
    assert outline(_FRONT + "# Раздел\nтекст") == [Heading(1, "Раздел", 13)]
    assert outline("заметка: без блока\n# Раздел\n---\n") == [Heading(1, "Раздел", 2)]
    assert [c.heading for c in chunk_markdown(_FRONT + "# Раздел\nтекст")] == ["Раздел"]


def test_a_wikilink_reads_as_the_text_it_shows():
    chunk = Chunk("", (), 1, "См. [[Роутер дома]] и [[router#Пароль|пароль роутера]], ![[схема.png]] [[]]", 0, 1, 1)
    assert chunk.passage() == "См. Роутер дома и пароль роутера, ![[схема.png]] [[]]"
    assert "[[Роутер дома]]" in chunk.text
    # a footnote's link (pandoc: "[[29]](#ftn.29)") is a Markdown link, not a wikilink
    assert Chunk("", (), 1, "поле [[29]](#ftn.29).", 0, 1, 1).passage() == "поле [[29]](#ftn.29)."


_LINKS = ("# Вики\nСм. [здесь](https://wiki.example.org/page-42) и [справку][ref].\n\n"
          "[ref]: https://ref.example.org/deep/path.html\n")


def test_link_targets_go_to_the_word_lane_not_the_passage():
    chunk, = chunk_markdown(_LINKS)
    assert chunk.passage() == "Вики\nСм. здесь и справку."  # what the model reads (and so its vector) is unchanged
    assert chunk.words() == chunk.passage() + "\nhttps://wiki.example.org/page-42\nhttps://ref.example.org/deep/path.html"
    assert chunk.text == _LINKS[len("# Вики\n"):].strip()  # what a hit shows, as written


def test_an_image_source_goes_to_the_word_lane():
    chunk = Chunk("Схема", ("Схема",), 1, "Сеть: ![диаграмма](images/diagram.png) дома.", 0, 2, 2)
    assert chunk.passage() == "Схема\nСеть: диаграмма дома."
    assert chunk.words() == "Схема\nСеть: диаграмма дома.\nimages/diagram.png"
    badge = Chunk("", (), 1, "[![NPM](https://img.shields.io/x.svg)](https://npmjs.org/x) пакет", 0, 1, 1)
    assert badge.passage() == "пакет"
    assert badge.words() == "пакет\nhttps://img.shields.io/x.svg\nhttps://npmjs.org/x"


def test_a_link_title_and_angle_brackets_are_not_part_of_the_target():
    titled = Chunk("", (), 1, 'См. [док](https://a.org/doc "Документация") и [b](https://b.org \'t\')', 0, 1, 1)
    assert titled.passage() == "См. док и b"
    assert titled.words() == "См. док и b\nhttps://a.org/doc\nhttps://b.org"
    angled = Chunk("", (), 1, "Файл [план](<docs/мой план.md>) и\n[r]: <https://r.org/a b> \"t\"\n  [s]: s.html", 0, 1, 3)
    assert angled.passage() == "Файл план и"
    assert angled.words() == "Файл план и\ndocs/мой план.md\nhttps://r.org/a b\ns.html"


def test_html_link_and_image_addresses_go_to_the_word_lane():
    chunk = Chunk("", (), 1, "<a href=\"https://h.org/p\">сайт</a> <img src='logo.png' alt=x> <A HREF=up.html>вверх</A>", 0, 1, 1)
    assert chunk.passage() == "сайт  вверх"
    assert chunk.words() == "сайт  вверх\nhttps://h.org/p\nlogo.png\nup.html"


def test_links_to_the_notes_own_headings_and_footnotes_are_no_targets():
    toc = Chunk("", (), 1, "- [Установка](#установка)\n- [API](api.md#методы)\n<a href=\"#top\">наверх</a> [пусто]() [e](<>)", 0, 1, 3)
    assert toc.words() == toc.passage() + "\napi.md#методы"  # "#установка" is the heading's own words
    footnote = Chunk("", (), 1, "текст\n[^1]: Пояснение к тексту", 0, 1, 2)
    assert footnote.words() == footnote.passage() == "текст"
    plain_text = Chunk("", (), 1, "a [b] c] (d) https://bare.org", 0, 1, 1)
    assert plain_text.words() == plain_text.passage()


def test_link_targets_in_front_matter_go_to_the_word_lane_too():
    kept, = chunk_markdown("---\ntags: [x]\nsource: \"[s](https://s.org)\"\n---\nтекст [l](https://l.org)")
    assert kept.passage() == "x\nтекст l" and kept.properties == "s\nhttps://s.org"
    assert kept.words() == "x\nтекст l\nhttps://l.org\ns\nhttps://s.org"
    aliased, = chunk_markdown("---\naliases: [\"[дача](https://d.org)\"]\n---\nтекст")
    assert aliased.passage() == "дача\nтекст" and aliased.words() == "дача\nтекст\nhttps://d.org"

"""The one presentation of hits, warnings and index reports for the CLI, the MCP server and the watcher."""
from dataclasses import dataclass, field
from pathlib import Path

from memo.present import (ProgressLines, changed_line, hit_data, pass_lines, hits_text, index_line, index_total, progress_line, terminal_text,
                          warning_lines, with_warnings)

LOW = "(низкая уверенность: подходящего ответа может не быть)"
ACROSS = ("(уверенность низкая, но вопрос и найденный текст на разных языках, и тогда она мало что значит: "
          "чтобы проверить, спросите на языке заметок)")


@dataclass
class FakeHit:
    path: Path
    line: int
    heading: str
    text: str
    score: float = 0.5
    confidence: float = 0.9
    heading_path: tuple = ()
    lex_rank: int | None = 1
    vec_rank: int | None = 2
    similarity: float | None = 0.8
    exact: bool = False
    sections: tuple = ()
    unmatched: tuple = ()
    across: bool = False
    lacking: tuple = ()
    end_line: int | None = None  # the hit's line when not given
    heading_line: int = 1

    def __post_init__(self):
        if self.end_line is None:
            self.end_line = self.line


@dataclass
class FakeReport:
    updated: int
    unchanged: int = 0
    removed: int = 0
    embedded: int = 0
    warnings: list = field(default_factory=list)
    changed: list = field(default_factory=list)
    moved: list = field(default_factory=list)


def two_hits(top_confidence=0.9):
    return [FakeHit(Path("/n/a.md"), 3, "Nexus", "nexus на 76.117\n\nвторая", 0.91234, top_confidence),
            FakeHit(Path("/n/b.md"), 1, "", "зона", 0.2, 0.95)]


def test_hits_for_a_person_have_scores_and_indented_text():
    assert hits_text(two_hits()) == ("0.912  /n/a.md:3  Nexus\n       nexus на 76.117\n\n       вторая\n"
                                     "0.200  /n/b.md:1\n       зона")


def test_hits_for_an_agent_are_blocks_without_scores():
    assert hits_text(two_hits(), for_agent=True) == (
        "/n/a.md:3  Nexus  (строка 3, уверенность 0.90)\nnexus на 76.117\n\nвторая\n\n"
        "/n/b.md:1    (строка 1, уверенность 0.95)\nзона")
    spanning = FakeHit(Path("/n/c.md"), 4, "C", "a\nb", confidence=0.4567, end_line=5)
    assert hits_text([spanning], for_agent=True).startswith("/n/c.md:4  C  (строки 4–5, уверенность 0.46)\na\nb")


def test_low_confidence_of_the_top_hit_adds_one_note():
    assert hits_text(two_hits(0.4999)).endswith("       зона\n" + LOW)
    assert hits_text(two_hits(0.4999), for_agent=True).endswith("зона\n\n" + LOW)
    assert LOW not in hits_text(two_hits(0.5))
    lower_hit_doubtful = two_hits()[::-1] + [FakeHit(Path("/n/c.md"), 1, "C", "c", confidence=0.1)]
    assert LOW not in hits_text(lower_hit_doubtful)


def test_a_doubtful_top_hit_in_the_other_language_says_its_confidence_says_little():
    """An English question over a Russian note: the note is not called doubtful, the reading is."""
    across = [FakeHit(Path("/n/a.md"), 1, "", "пароль на наклейке", confidence=0.2, across=True)]
    assert hits_text(across).endswith("пароль на наклейке\n" + ACROSS) and LOW not in hits_text(across)
    assert hits_text(across, for_agent=True).endswith("\n\n" + ACROSS)
    sure = [FakeHit(Path("/n/a.md"), 1, "", "пароль на наклейке", confidence=0.7, across=True)]
    assert ACROSS not in hits_text(sure) and LOW not in hits_text(sure)
    named = [FakeHit(Path("/n/a.md"), 1, "", "пароль на наклейке", confidence=0.2, across=True, unmatched=("VeraCrypt",))]
    assert hits_text(named).endswith(LOW)  # a name the notes lack: doubtful indeed, whatever the language


def test_a_doubtful_top_hit_that_lacks_what_was_asked_says_what_in_any_language():
    """"how much did the new mattress cost" over a note without a price: the language is not why it is doubted."""
    lacking = [FakeHit(Path("/n/a.md"), 1, "", "матрас «Аскона»", confidence=0.2, across=True, lacking=("цены", "«Руслана»"))]
    assert hits_text(lacking).endswith("матрас «Аскона»\n(низкая уверенность: в найденном нет цены, «Руслана»)")
    assert hits_text(lacking, for_agent=True).endswith("\n\n(низкая уверенность: в найденном нет цены, «Руслана»)")
    assert "в найденном нет" not in hits_text([FakeHit(Path("/n/a.md"), 1, "", "т", confidence=0.7, lacking=("цены",))])


def test_no_hits_is_nothing_found():
    assert hits_text([]) == hits_text([], for_agent=True) == "ничего не найдено"


def test_hit_data_is_the_json_mapping():
    hit = FakeHit(Path("/n/a.md"), 3, "Nexus", "текст", 0.123456789, 0.23456, ("Хосты", "Nexus"), None, 1,
                  0.812345678, True, end_line=5, heading_line=2)
    data = hit_data(hit)
    assert data == {"path": "/n/a.md", "line": 3, "end_line": 5, "heading_line": 2, "heading": "Nexus",
                    "score": 0.123457, "confidence": 0.235, "text": "текст", "heading_path": ["Хосты", "Nexus"],
                    "lex_rank": None, "vec_rank": 1, "similarity": 0.812346, "exact": True, "sections": [],
                    "unmatched": [], "across": False, "lacking": []}
    assert list(data)[:7] == ["path", "line", "end_line", "heading_line", "heading", "score", "confidence"]
    assert hit_data(FakeHit(Path("/n/a.md"), 1, "", "", similarity=None))["similarity"] is None
    assert hit_data(FakeHit(Path("/n/a.md"), 1, "", "", across=True))["across"] is True
    assert hit_data(FakeHit(Path("/n/a.md"), 1, "", "", lacking=("цены", "«Руслана»")))["lacking"] == ["цены", "«Руслана»"]


def test_warnings_are_one_line_each_and_follow_an_agent_text():
    warnings = ["/n/bad.md: не UTF-8", "/n/x.md: пропущен"]
    assert warning_lines(warnings) == ["предупреждение: /n/bad.md: не UTF-8", "предупреждение: /n/x.md: пропущен"]
    assert warning_lines([]) == []
    assert with_warnings("ответ", warnings) == ("ответ\n\nпредупреждение: /n/bad.md: не UTF-8\n"
                                                "предупреждение: /n/x.md: пропущен")
    assert with_warnings("ответ", []) == "ответ"


def test_index_lines_per_collection_and_total():
    reports = [(Path("/n/a"), FakeReport(2, 1, 0, 5)), (Path("/n/b"), FakeReport(1, 0, 3, 2))]
    assert [index_line(*each) for each in reports] == [
        "/n/a: обновлено 2, без изменений 1, удалено 0, встроено кусков 5",
        "/n/b: обновлено 1, без изменений 0, удалено 3, встроено кусков 2"]
    assert index_total(reports) == "итого: коллекций 2, обновлено заметок 3"
    assert index_total([]) == "коллекции не найдены"
    moved = FakeReport(3, 1, 2, 4, moved=[(Path("/n/c/old1.md"), Path("/n/c/new1.md")), (Path("/n/c/old2.md"), Path("/n/c/new2.md"))])
    assert index_line(Path("/n/c"), moved) == (  # two renames and one note edited: not 3 updated and 2 deleted
        "/n/c: обновлено 1, без изменений 1, удалено 0, переименовано 2, встроено кусков 4")
    assert index_total([*reports, (Path("/n/c"), moved)]) == "итого: коллекций 3, обновлено заметок 4"
    assert index_total(reports, hidden=1) == "итого: коллекций 2 (ещё 1 без изменений не названы), обновлено заметок 3"


def progress(done=3, total=10, notes_done=1, notes_total=4, saved=1, other=False, collection=Path("/n/infra"), reused=0,
             here=False):
    from memo.index import IndexProgress
    return IndexProgress(collection, notes_done, notes_total, done, total, saved, other, reused, here)


def test_progress_line_counts_pieces_and_notes_with_rate_and_time_left():
    assert progress_line(progress()) == "индексирую /n/infra: кусков 3 из 10, заметок 1 из 4"
    assert progress_line(progress(), rate=0.5) == (
        "индексирую /n/infra: кусков 3 из 10, заметок 1 из 4, 0.5 кусков/с, осталось ~0:14")
    assert progress_line(progress(0, 9000), rate=2.0).endswith("осталось ~1:15:00")
    assert progress_line(progress(other=True)) == (
        "жду: индекс /n/infra обновляется другим процессом (готово заметок: 1 из 4, кусков 3 из 10)")
    assert progress_line(progress(0, 0, other=True)) == (  # not counted yet (planning)
        "жду: индекс /n/infra обновляется другим процессом (готово заметок: 1 из 4)")
    assert progress_line(progress(other=True, here=True)) == (  # a watcher's search thread indexing it
        "жду: индекс /n/infra обновляется этим же процессом по другому запросу (готово заметок: 1 из 4, кусков 3 из 10)")


def test_changed_line_names_notes_relative_to_their_collection():
    root = Path("/n/infra")
    assert changed_line(root, [root / "a.md", root / "sub/b.md"]) == "изменены: a.md, sub/b.md"
    many = [root / f"{i}.md" for i in range(13)]
    assert changed_line(root, many) == "изменены: " + ", ".join(f"{i}.md" for i in range(10)) + " и ещё 3"


def test_progress_lines_wait_two_seconds_then_write_every_few(monkeypatch):
    import memo.present.present as present_module

    clock = [100.0]
    monkeypatch.setattr(present_module.time, "monotonic", lambda: clock[0])
    lines = []
    lines_of = ProgressLines(lines.append, every=5.0)
    lines_of.report(progress(0, 100, saved=0))
    clock[0] += 1.0
    lines_of.report(progress(10, 100, saved=0))
    assert lines == []  # a pass shorter than 2 s prints nothing
    clock[0] += 1.5
    lines_of.report(progress(25, 100, saved=2))
    assert lines == ["индексирую /n/infra: кусков 25 из 100, заметок 1 из 4, 10.0 кусков/с, осталось ~0:08"]
    clock[0] += 4.0
    lines_of.report(progress(60, 100, saved=3))
    assert len(lines) == 1
    clock[0] += 1.0
    lines_of.report(progress(70, 100, saved=5))
    assert len(lines) == 2 and lines_of.saved == 5
    lines_of.report(progress(0, 0, saved=4, collection=Path("/n/books")))
    assert lines_of.saved == 9


def test_progress_lines_rate_counts_only_pieces_sent_to_the_model(monkeypatch):
    """Pieces that kept a stored vector (a pass resuming a long note) are done at once: the rate and the
    time left are those of the model."""
    import memo.present.present as present_module

    clock = [100.0]
    monkeypatch.setattr(present_module.time, "monotonic", lambda: clock[0])
    lines = []
    lines_of = ProgressLines(lines.append, every=5.0)
    lines_of.report(progress(0, 1000, saved=0))
    clock[0] += 4.0
    lines_of.report(progress(540, 1000, saved=0, reused=500))
    assert lines == ["индексирую /n/infra: кусков 540 из 1000, заметок 1 из 4, 10.0 кусков/с, осталось ~0:46"]
    lines_of = ProgressLines(lines.append, every=5.0)  # first fed in the middle of a pass
    lines_of.report(progress(520, 1000, saved=0, reused=500))
    clock[0] += 4.0
    lines_of.report(progress(560, 1000, saved=0, reused=500))
    assert lines[1:] == ["индексирую /n/infra: кусков 560 из 1000, заметок 1 из 4, 10.0 кусков/с, осталось ~0:44"]


def test_progress_lines_say_at_once_that_another_process_indexes(monkeypatch):
    lines = []
    lines_of = ProgressLines(lines.append, every=5.0)
    lines_of.report(progress(other=True))
    lines_of.report(progress(other=True))
    assert lines == ["жду: индекс /n/infra обновляется другим процессом (готово заметок: 1 из 4, кусков 3 из 10)"]
    assert lines_of.saved == 0


def test_an_unmatched_name_leads_and_other_sections_fold_under_their_hit():
    from memo.searcher import Section

    hit = FakeHit(Path("/n/a.md"), 3, "A", "текст", 0.5, 0.1, sections=(Section(9, "Б", 0.4), Section(1, "", 0.3)),
                  unmatched=("X-9000", "Zot"))
    assert hits_text([hit]) == ("точного совпадения нет: «X-9000», «Zot»\n0.500  /n/a.md:3  A\n       текст\n"
                                "       также в заметке: строка 9 «Б», строка 1\n" + LOW)
    assert hits_text([hit], for_agent=True) == ("точного совпадения нет: «X-9000», «Zot»\n\n/n/a.md:3  A  (строка 3, уверенность 0.10)\nтекст\n"
                                                "также в заметке: строка 9 «Б», строка 1\n\n" + LOW)
    assert hit_data(hit)["sections"] == [{"line": 9, "heading": "Б", "score": 0.4}, {"line": 1, "heading": "", "score": 0.3}]
    assert hit_data(hit)["unmatched"] == ["X-9000", "Zot"]


def test_terminal_text_shows_control_characters_as_escapes_and_keeps_lines_and_tabs():
    assert terminal_text("a\x1b[31mb\x07c\rd\x00e\x7ff\x9bg\x85") == "a\\x1b[31mb\\x07c\\x0dd\\x00e\\x7ff\\x9bg\\x85"
    clean = "Заголовок\n\tкод  «ёлка» \u00a0 é"
    assert terminal_text(clean) == clean
    assert terminal_text("") == ""


def test_a_long_list_is_cut_for_a_person_and_whole_for_an_agent():
    names = "\n".join(f"* Автор {i}" for i in range(40))
    hit = FakeHit(Path("/n/authors.md"), 5, "Авторы", names, end_line=44)
    shown = hits_text([hit]).split("\n")
    assert len(shown) == 1 + 12 and shown[1:12] == ["       * Автор " + str(i) for i in range(11)]
    assert shown[12] == "       … ещё строк: 29 (memo get /n/authors.md:5)"
    assert names in hits_text([hit], for_agent=True) and hit_data(hit)["text"] == names
    twelve = FakeHit(Path("/n/a.md"), 5, "А", "\n".join(f"строка {i}" for i in range(12)), end_line=16)
    assert len(hits_text([twelve]).split("\n")) == 13 and "ещё строк" not in hits_text([twelve])


def test_a_hit_that_opens_its_note_with_front_matter_is_shown_from_the_notes_text():
    front = "---\ntags: [дача]\ncreated: 2025-03-14\n---\n\nКлюч под камнем.\nПароль на наклейке."
    hit = FakeHit(Path("/n/dacha.md"), 1, "", front, end_line=7)
    assert hits_text([hit]) == "0.500  /n/dacha.md:6\n       Ключ под камнем.\n       Пароль на наклейке."
    assert hits_text([hit], for_agent=True) == ("/n/dacha.md:6    (строки 6–7, уверенность 0.90)\n"
                                                "Ключ под камнем.\nПароль на наклейке.")
    assert hit_data(hit)["text"] == front and hit_data(hit)["line"] == 1  # data keeps the piece as stored
    later = FakeHit(Path("/n/a.md"), 3, "Б", "---\nkey: value\n---\nтекст", end_line=6)  # a rule mid-note
    assert hits_text([later]) == "0.500  /n/a.md:3  Б\n       ---\n       key: value\n       ---\n       текст"
    only = FakeHit(Path("/n/tags.md"), 1, "", "---\ntags: [x]\n---", end_line=3)  # nothing but front matter
    assert hits_text([only]) == "0.500  /n/tags.md:2\n       tags: [x]"
    assert hits_text([only], for_agent=True) == "/n/tags.md:2    (строки 2–3, уверенность 0.90)\ntags: [x]"
    empty = FakeHit(Path("/n/empty.md"), 1, "", "---\n---", end_line=2)  # a block with no properties
    assert hits_text([empty]) == "0.500  /n/empty.md:1\n       ---\n       ---"


def test_pass_lines_say_a_rename_once_with_the_pieces_embedded():
    """The watcher's lines after a pass: as always without renames; a rename alone is one line (not
    "обновлено 1" and both names as changed); with other changes the renamed notes are not counted twice."""
    root = Path("/n/infra")
    a, b, c, d, e = (root / name for name in ("a.md", "b.md", "c.md", "sub/d.md", "e.md"))
    assert pass_lines(root, FakeReport(2, changed=[a, b])) == [f"индексирую: {root} -> обновлено 2", "изменены: a.md, b.md"]
    assert pass_lines(root, FakeReport(0)) == [f"индексирую: {root} -> обновлено 0"]
    assert pass_lines(root, FakeReport(0, removed=1, changed=[a])) == [f"индексирую: {root} -> обновлено 0, удалено 1",
                                                                      "изменены: a.md"]
    renamed = FakeReport(1, removed=1, changed=[b, a], moved=[(a, b)])
    assert pass_lines(root, renamed) == [f"индексирую: {root} -> переименовано: a.md -> b.md; встроено кусков 0"]
    two = FakeReport(2, removed=2, changed=[b, d, a, c], moved=[(a, b), (c, d)])
    assert pass_lines(root, two) == [f"индексирую: {root} -> переименовано 2: a.md -> b.md, c.md -> sub/d.md; встроено кусков 0"]
    mixed = FakeReport(2, removed=2, embedded=3, changed=[b, e, a, c], moved=[(a, b)])
    assert pass_lines(root, mixed) == [f"индексирую: {root} -> обновлено 1, удалено 1, переименовано: a.md -> b.md; "
                                       "встроено кусков 3", "изменены: e.md, c.md"]

"""Integration with the real model (session fixture `embedder` from tests/conftest.py)."""
import os
import sys
from pathlib import Path

import pytest

from memo.index import index_collection
from memo.searcher import Searcher
from memo.notes import find_collections

E2E = Path(__file__).resolve().parents[2] / "e2e"
sys.path.insert(0, str(E2E))

from run_e2e import CountingEmbedder, evaluate, load_questions  # noqa: E402
from make_corpus import make_corpus  # noqa: E402


def write(folder: Path, name: str, heading: str, text: str) -> None:
    (folder / name).write_text(f"# {heading}\n{text}\n", encoding="utf-8")
    os.utime(folder / name, (1_600_000_000, 1_600_000_000))


@pytest.fixture
def searcher(embedder):
    s = Searcher(embedder)
    yield s
    s.close()


def test_vector_lane_finds_the_meaning(tmp_path, searcher):
    write(tmp_path, "server.md", "Server", "Настройка сервера приложений и конфигурация Tomcat")
    write(tmp_path, "book.md", "Book", "Аннотация книги по истории Древнего Рима")
    write(tmp_path, "ci.md", "CI", "Пайплайн выпуска приложения: сборка, тесты, деплой в Kubernetes")
    hits = searcher.search([tmp_path], "где почитать про римских императоров", k=1, mode="vec")
    assert [h.path.name for h in hits] == ["book.md"]
    assert hits[0].vec_rank == 1 and hits[0].similarity > 0.8


def test_lex_mode_ignores_a_vector_only_match(tmp_path, searcher):
    write(tmp_path, "p.md", "P", "опрос")
    write(tmp_path, "s.md", "S", "случай")
    write(tmp_path, "z.md", "Z", "знание")
    assert searcher.search([tmp_path], "автомобиль", mode="lex") == []
    assert searcher.search([tmp_path], "автомобиль", mode="vec") != []


def test_hybrid_puts_the_exact_value_first_and_keeps_the_meaning(tmp_path, searcher):
    write(tmp_path, "exact.md", "Exact", "Прокси корпоративных доменов на 76.132")
    write(tmp_path, "sem.md", "Sem", "Конвейер поставки продуктов: компиляция, испытания, выкладка в кластер")
    write(tmp_path, "other.md", "Other", "Заметки о книге по истории")
    hits = searcher.search([tmp_path], "выпуск приложения 76.132", k=5)
    assert hits[0].path.name == "exact.md"
    assert not hits[0].exact and hits[0].score < 1  # a value inside a question is not an exact match
    assert "sem.md" in [h.path.name for h in hits]
    lookup = searcher.search([tmp_path], "76.132", k=5)
    assert lookup[0].path.name == "exact.md" and lookup[0].exact and lookup[0].score > 1


def test_reference_corpus_meets_the_bars_and_reindexing_embeds_nothing(tmp_path, embedder):
    root = tmp_path / "corpus"
    make_corpus(root)
    counting = CountingEmbedder(embedder)
    for collection in find_collections(root):
        index_collection(collection, counting)
    first = counting.passages
    for collection in find_collections(root):
        assert index_collection(collection, counting).embedded == 0
    assert first > 0 and counting.passages == first
    searcher = Searcher(counting)
    score, misses = evaluate(searcher, root, load_questions(E2E / "questions.tsv"), "hybrid")
    searcher.close()
    sem, lex = score["sem"], score["lex"]
    assert sem[1] == sem[2] == 20, misses
    assert sem[0] >= 18, misses
    assert lex[0] == lex[2] == 3, misses


def test_a_question_in_a_word_the_notes_never_use_finds_them_through_its_synonym(tmp_path, searcher):
    """"хранилище контейнерных образов": the notes say "репозиторий" (a registry); e5-small does not bridge
    the two, Wiktionary does (searcher's widening); without it the note was third."""
    make_corpus(tmp_path)
    hits = searcher.search([tmp_path / "infra"], "где живёт хранилище контейнерных образов", k=3)
    assert hits[0].path == tmp_path / "infra" / "hosts.md"


def test_an_unanswerable_question_is_less_confident_than_an_answerable_one(tmp_path, searcher):
    make_corpus(tmp_path)
    books = [tmp_path / "life/books"]
    answered = searcher.search(books, "где чинят карточку, если подтянулось чужое издание", k=3)
    assert answered[0].path.name == "audiobooks.md"
    assert answered[0].confidence >= 0.5
    for question in ("кто написал «Generation П»", "how do I reset my Jira password"):
        unanswerable = searcher.search(books, question, k=3)
        assert unanswerable[0].confidence < 0.5 < answered[0].confidence, question


def test_an_exact_rare_identifier_is_confident_even_with_a_low_similarity(tmp_path, searcher):
    make_corpus(tmp_path)
    hits = searcher.search([tmp_path / "infra"], "76.132", k=3)
    assert hits[0].path.name == "hosts.md" and hits[0].exact
    assert hits[0].confidence >= 0.9 and hits[0].similarity < 0.845


def test_the_first_hit_is_judged_by_what_its_passage_holds_not_by_its_cosine(tmp_path, searcher):
    """A near-topic question the note does not answer has the higher cosine, yet the lower confidence."""
    make_corpus(tmp_path)
    infra = [tmp_path / "infra"]
    answered = searcher.search(infra, "что запрещено трогать на машине с двумя картами", k=3)
    unanswerable = searcher.search(infra, "сколько оперативной памяти стоит на Server4", k=3)
    assert answered[0].path.name == unanswerable[0].path.name == "servers.md"
    assert unanswerable[0].similarity > 0.84 > answered[0].similarity  # the cosine map alone inverts them
    assert unanswerable[0].confidence < 0.5 <= answered[0].confidence

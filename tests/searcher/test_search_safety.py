"""Issue 9 in the searcher: bounded queries, damaged indexes rebuilt in one call, read-only indexes."""
import os
from pathlib import Path

import pytest

from memo.index import index_collection
from memo.searcher import Searcher
from fakes import damage_table


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def two(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    for number in range(12):
        write(a / f"n{number}.md", f"# Сервер {number}\n" + f"сервер стойка номер {number} пароль wifi\n" * 30)
    write(b / "x.md", "# Бэкап\nрезервная копия сервера через pg_restore\n")
    return a, b


def test_a_huge_query_is_cut_and_each_cut_is_reported(two, fake_embedder):
    a, _ = two
    searcher = Searcher(fake_embedder)
    # 1.2 M characters; in its first 2,000: 102 terms for the word lane, ~700 tokens for the model
    query = "сервер стойка " + " ".join(f"слово{n}" for n in range(100)) + " и" * 600_000
    hits = searcher.search([a], query, k=3)
    warnings = searcher.warnings
    assert hits
    assert any(w.startswith("запрос обрезан: учтены первые 2000 символов из ") for w in warnings)
    assert any(w.startswith("поиск по словам: учтены первые 32 слов запроса из ") for w in warnings)
    assert any(w.startswith("поиск по смыслу: учтены первые ") for w in warnings)
    assert fake_embedder.count_tokens(fake_embedder.queries[-1]) <= 512
    assert len(fake_embedder.queries[-1]) <= 2000


def test_a_short_query_is_not_cut(two, fake_embedder):
    a, _ = two
    searcher = Searcher(fake_embedder)
    searcher.search([a], "сервер стойка", k=3)
    assert searcher.warnings == [] and fake_embedder.queries[-1] == "сервер стойка"


def test_a_damaged_index_is_rebuilt_in_the_same_call_and_others_are_untouched(two, fake_embedder):
    a, b = two
    index_collection(a, fake_embedder)
    index_collection(b, fake_embedder)
    other = (b / ".memo/index.db").read_bytes()
    damage_table(a / ".memo/index.db", "chunks_fts_data")  # the refresh does not read it: the search does
    searcher = Searcher(fake_embedder)
    hits = searcher.search([a, b], "сервер стойка", k=5)
    assert {hit.path.parent for hit in hits} >= {a}
    assert any("отложен в index.db.corrupt-" in w for w in searcher.warnings)
    assert [n for n in os.listdir(a / ".memo") if n.startswith("index.db.corrupt-")]
    assert not [n for n in os.listdir(b / ".memo") if n.startswith("index.db.corrupt-")]
    assert (b / ".memo/index.db").read_bytes() == other


def test_damage_found_by_the_refresh_is_reported_by_the_search(two, fake_embedder):
    a, _ = two
    index_collection(a, fake_embedder)
    damage_table(a / ".memo/index.db", "files")  # read by the refresh pass, which rebuilds the index
    searcher = Searcher(fake_embedder)
    hits = searcher.search([a], "сервер стойка", k=5)
    assert hits and {hit.path.parent for hit in hits} == {a}
    assert any("отложен в index.db.corrupt-" in w for w in searcher.warnings), searcher.warnings


def test_a_read_only_collection_is_searched_without_refresh(two, fake_embedder, read_only):
    a, _ = two
    index_collection(a, fake_embedder)
    write(a / "new.md", "# Новая\nуникальноеслово\n")  # not indexed: the folder becomes read-only now
    read_only(a)
    searcher = Searcher(fake_embedder)
    hits = searcher.search([a], "сервер стойка", k=3)
    assert hits and all(hit.path.name != "new.md" for hit in hits)
    assert searcher.warnings == [f"{a}: папка индекса только для чтения: индекс не обновлялся, поиск идёт по нему как есть"]



def test_a_symlinked_note_leading_out_is_not_searched(tmp_path, fake_embedder):
    root, outside = tmp_path / "root", tmp_path / "outside"
    write(root / "c/a.md", "# А\nсервер\n")
    write(outside / "secret.md", "# С\nсекретный пароль\n")
    os.symlink(outside / "secret.md", root / "c/leak.md")
    searcher = Searcher(fake_embedder, roots=[root])
    hits = searcher.search([root / "c"], "секретный пароль", k=5)
    assert all(hit.path.name != "leak.md" for hit in hits)
    assert searcher.warnings == [f"{root / 'c/leak.md'}: пропущена: символическая ссылка ведёт за пределы разрешённых папок"]

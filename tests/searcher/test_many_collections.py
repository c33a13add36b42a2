"""A library of hundreds of small collections (a journal of one folder per day, a docs tree of one folder
per package): a searcher keeps every searched index open, three file descriptors each. Each scenario runs
`alone` in a forked child: it lowers the process's limit of open files and counts every descriptor."""
import os
import resource
from pathlib import Path

import pytest

from fakes import alone
from memo.searcher import SearchError, Searcher

PAST = 1_600_000_000
pytestmark = pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts descriptors through /proc")


def day(root: Path, number: int, text: str) -> Path:
    folder = root / f"{number:03d}"
    folder.mkdir(parents=True)
    note = folder / "note.md"
    note.write_text(f"# День {number}\n{text}\n", encoding="utf-8")
    os.utime(note, (PAST, PAST))
    return folder


def open_files() -> int:
    return len(os.listdir("/proc/self/fd"))  # with the listing's own, as the searcher counts them


def limit(free: int) -> None:
    """Allow `free` more descriptors than are open now."""
    resource.setrlimit(resource.RLIMIT_NOFILE, (open_files() + free, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))


def uncounted() -> None:
    """Descriptors that cannot be counted (no /proc, as on macOS): only a failed open tells the limit."""
    import memo.searcher.searcher as module

    module.free_files = lambda: None


def test_a_searcher_raises_the_soft_limit_of_open_files_to_the_hard_one(fake_embedder):
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    if hard == resource.RLIM_INFINITY or hard <= 256:
        pytest.skip("needs a finite hard limit above 256")

    def run():
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, hard))
        Searcher(fake_embedder)
        return resource.getrlimit(resource.RLIMIT_NOFILE)

    assert alone(run) == (hard, hard)


def test_a_search_leaves_descriptors_to_the_rest_of_the_process(tmp_path, fake_embedder):
    """memo-mcp under `ulimit -n 1024` over 1,174 collections: its first search took every descriptor, and
    its next calls failed ("Too many open files", "коллекции не найдены" from a walk that could not list
    a folder). A search opens only as many indexes as leave 64 descriptors free, and says it."""
    folders = [day(tmp_path, number, "запись про прогулку") for number in range(30)]

    def run():
        searcher = Searcher(fake_embedder)
        searcher.search([folders[0]], "прогулка", mode="lex")
        limit(64 + 3 * 10)
        hits = searcher.search(folders, "прогулка", k=50, mode="lex")
        return len(hits), searcher.warnings, resource.getrlimit(resource.RLIMIT_NOFILE)[0] - open_files()

    hits, warnings, free = alone(run)
    assert hits == 11 and free >= 60  # the one open before and ten more
    assert len(warnings) == 1 and "не просмотрено коллекций: 19 из 30" in warnings[0]


def test_resting_indexes_count_as_opened_again_by_the_next_search(tmp_path, fake_embedder):
    """memo-watch or memo-mcp idle for a while has rested every index (no descriptor held, the index
    kept in the searcher): a search waking 30 of them needs their descriptors again, as new ones would."""
    folders = [day(tmp_path, number, "запись про прогулку") for number in range(30)]

    def run():
        searcher = Searcher(fake_embedder)
        searcher.search(folders, "прогулка", k=50, mode="lex")
        searcher.rest()
        limit(64 + 3 * 10)
        hits = searcher.search(folders, "прогулка", k=50, mode="lex")
        return len(hits), searcher.warnings, resource.getrlimit(resource.RLIMIT_NOFILE)[0] - open_files()

    hits, warnings, free = alone(run)
    assert hits == 10 and free >= 60
    assert len(warnings) == 1 and "не просмотрено коллекций: 20 из 30" in warnings[0]


def test_a_search_that_would_not_fit_closes_the_indexes_of_earlier_searches(tmp_path, fake_embedder):
    first = [day(tmp_path / "a", number, "заметка про погоду") for number in range(40)]
    second = [day(tmp_path / "b", number, "заметка про прогулку") for number in range(12)]

    def run():
        searcher = Searcher(fake_embedder)
        searcher.search(first, "погода", k=50, mode="lex")
        limit(64 + 3 * 8)
        return len(searcher.search(second, "прогулка", k=50, mode="lex")), searcher.warnings

    assert alone(run) == (12, [])


def test_out_of_file_descriptors_skips_the_rest_with_one_warning(tmp_path, fake_embedder):
    """At the limit, the collections left get one warning naming the limit, not one "damaged or
    unavailable" line each; the ones opened are searched; no "no note contains" claim is made."""
    folders = [day(tmp_path, number, f"запись дня {number}: погода и прогулка") for number in range(30)]

    def run():
        uncounted()
        searcher = Searcher(fake_embedder)
        searcher.search([folders[0]], "прогулка", mode="lex")  # the model's and SQLite's own files are open
        limit(3 * 10 + 6)
        hits = searcher.search(folders, "прогулка TEST-1", k=50, mode="lex")
        return len(hits), any(hit.unmatched for hit in hits), searcher.warnings

    hits, unmatched, warnings = alone(run)
    starved = [w for w in warnings if "не хватило открытых файлов" in w]
    assert len(starved) == 1 and len(warnings) == 1, warnings
    skipped = int(starved[0].split("не просмотрено коллекций: ")[1].split(" ")[0])
    assert 0 < skipped < 30 and "из 30" in starved[0] and "ulimit -n" in starved[0]
    assert hits == 30 - skipped
    assert not unmatched  # the collections not read may hold TEST-1


def test_out_of_file_descriptors_closes_the_indexes_of_earlier_searches_first(tmp_path, fake_embedder):
    """A long-lived searcher (memo-mcp) that searched one part of the library, then another: the indexes
    of the first part are closed to make room, and the second is searched whole."""
    first = [day(tmp_path / "a", number, "заметка про погоду") for number in range(40)]
    second = [day(tmp_path / "b", number, "заметка про прогулку") for number in range(12)]

    def run():
        uncounted()
        searcher = Searcher(fake_embedder)
        searcher.search(first, "погода", k=50, mode="lex")
        limit(3 * 8 + 8)  # room for about 8 of the 12; closing the first 40 frees 120
        return len(searcher.search(second, "прогулка", k=50, mode="lex")), searcher.warnings

    assert alone(run) == (12, [])


def test_no_file_descriptor_for_any_collection_is_an_error_naming_the_limit(tmp_path, fake_embedder):
    folders = [day(tmp_path, number, "заметка") for number in range(3)]

    def run():
        searcher = Searcher(fake_embedder)
        searcher.search([folders[0]], "заметка", mode="lex")
        searcher.close()
        limit(0)
        with pytest.raises(SearchError, match="не хватило открытых файлов.*из 3"):
            searcher.search(folders, "заметка", mode="lex")

    alone(run)

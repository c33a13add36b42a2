"""A library of hundreds of small collections in a long-lived process (memo-mcp, memo-watch) whose limit of
open files is low: its searcher holds an index per collection open."""
import os
import resource

import pytest

from fakes import FakeLibrary


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts descriptors through /proc")
def test_a_status_beside_a_searcher_holding_many_indexes_still_answers(tmp_path):
    """memo_status after memo_search under `ulimit -n 1024`: SQLite keeps the descriptor of a connection
    closed while another one of the process holds the same file (its POSIX locks), so opening each index
    again for the status ran out of descriptors ("индекс … повреждён или недоступен"). The searcher's
    indexes are closed and the status goes on."""
    for number in range(40):
        (tmp_path / f"{number:02d}").mkdir()
        (tmp_path / f"{number:02d}" / "note.md").write_text(f"# День {number}\nзапись\n", encoding="utf-8")
    library = FakeLibrary()
    saved = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        assert len(library.search(tmp_path, "запись", k=50).hits) == 40
        resource.setrlimit(resource.RLIMIT_NOFILE, (len(os.listdir("/proc/self/fd")) + 24, saved[1]))
        result = library.status(tmp_path)
        later = library.search(tmp_path, "запись", k=50)  # the searcher opens what fits again
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, saved)
        library.close()
    assert len(result.statuses) == 40 and all(status.files == 1 for status in result.statuses)
    assert later.hits and len(later.warnings) <= 1

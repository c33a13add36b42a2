"""A library of hundreds of small collections in a long-lived process (memo-mcp, memo-watch) whose limit of
open files is low: its searcher holds an index per collection open."""
import os
import resource

import pytest

from fakes import FakeLibrary, alone


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts descriptors through /proc")
def test_a_status_beside_a_searcher_holding_many_indexes_still_answers(tmp_path):
    """memo_status after memo_search under `ulimit -n 1024`: SQLite keeps the descriptor of a connection
    closed while another one of the process holds the same file (its POSIX locks), so opening each index
    again for the status ran out of descriptors ("индекс … повреждён или недоступен"). The searcher's
    indexes are closed and the status goes on. Alone in a forked child: it counts every descriptor."""
    for number in range(40):
        (tmp_path / f"{number:02d}").mkdir()
        (tmp_path / f"{number:02d}" / "note.md").write_text(f"# День {number}\nзапись\n", encoding="utf-8")

    def run():
        library = FakeLibrary()
        assert len(library.search(tmp_path, "запись", k=50).hits) == 40
        hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
        resource.setrlimit(resource.RLIMIT_NOFILE, (len(os.listdir("/proc/self/fd")) + 24, hard))
        result = library.status(tmp_path)
        later = library.search(tmp_path, "запись", k=50)  # the searcher opens what fits again
        return [status.files for status in result.statuses], result.warnings, len(later.hits)

    files, warnings, later = alone(run)
    assert files == [1] * 40 and warnings == [] and later > 0

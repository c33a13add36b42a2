from pathlib import Path

import pytest

from memo.cli._bar import Bar
from memo.index import IndexProgress


def test_the_bar_measures_the_models_pace_not_pieces_that_kept_their_vector():
    """A pass resuming a long note counts the pieces stored by an earlier pass at once (reused): the
    bar's speed and time left restart from there instead of reading that jump as the model's pace."""
    bar, clock, docs = Bar(), [0.0], Path("/n/docs")
    bar._bar.get_time = lambda: clock[0]
    for done, reused in ((0, 0), (8, 0), (60, 52), (68, 52), (76, 52)):
        bar.report(IndexProgress(docs, 0, 1, done, 100, 0, reused=reused))
        clock[0] += 1.0
    task = bar._bar.tasks[0]
    bar.close()
    assert task.completed == 76 and task.speed == pytest.approx(8.0)


def test_lines_printed_under_the_bar_go_to_stdout_when_it_is_a_file(monkeypatch, capsys):
    """`memo index > file` on a terminal: the bar is on stderr, and a collection's line printed while it
    runs goes to the file (rich would otherwise take stdout over and print it on the terminal)."""
    import io

    import memo.cli._bar as bar_module
    from rich.console import Console

    screen = io.StringIO()
    monkeypatch.setattr(bar_module, "Console", lambda stderr: Console(file=screen, force_terminal=True))
    bar = Bar()
    bar.report(IndexProgress(Path("/n/docs"), 0, 2, 1, 10, 0))
    print("/n/docs: обновлено 2")
    bar.close()
    assert capsys.readouterr().out == "/n/docs: обновлено 2\n"
    assert "обновлено" not in screen.getvalue()

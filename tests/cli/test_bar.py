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

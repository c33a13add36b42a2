"""Deadlines derived from the work, on this machine as busy as it is now.

A test waits for an event (a reply, a file, a pass of the watcher) and returns as soon as it happens;
the deadline only bounds a hang. It is SLACK times what the awaited work costs here, measured once per
session under the same load as the tests: `startup` is how long a fresh Python takes to import memo's
front-ends; `model` how long loading the real model and embedding a piece take. So a machine that is
three times slower gets deadlines three times longer, and an idle one does not wait longer for a hang.
"""
import subprocess
import sys
import time

SLACK = 20
FLOOR = 30.0  # seconds: scheduling hiccups of a busy machine that no measurement predicts


class Budget:
    def __init__(self):
        self._startup: float | None = None
        self._model: tuple[float, float] | None = None

    @property
    def startup(self) -> float:
        """Seconds a fresh interpreter takes to import the CLI, MCP and watch front-ends."""
        if self._startup is None:
            start = time.monotonic()
            subprocess.run([sys.executable, "-c", "import memo.cli, memo.mcp, memo.watch, mcp.server"],
                           check=True, capture_output=True)
            self._startup = time.monotonic() - start
        return self._startup

    def model(self, model_dir) -> tuple[float, float]:
        """(seconds to load the model, seconds to embed one piece), measured with a fresh Embedder."""
        if self._model is None:
            from memo.embedder import Embedder

            start = time.monotonic()
            embedder = Embedder(model_dir)
            embedder.embed_query("прогрев")
            loaded = time.monotonic()
            embedder.embed_passages([f"заметка {i}: немного текста о серверах и сетях" for i in range(16)])
            done = time.monotonic()
            embedder.close()
            self._model = (loaded - start, (done - loaded) / 16)
        return self._model

    def seconds(self, processes: int = 0, pieces: int = 0, model_dir=None) -> float:
        """The deadline for work that starts `processes` front-end processes and (with `model_dir`)
        loads the model in each and embeds `pieces` pieces."""
        cost = processes * self.startup
        if model_dir is not None:
            load, per_piece = self.model(model_dir)
            cost += processes * load + pieces * per_piece
        return FLOOR + SLACK * cost


BUDGET = Budget()


def wait_for(condition, timeout: float | None = None, step: float = 0.05):
    """Poll `condition` until true or the deadline (default: a hang bound for in-process work); returns
    its last value."""
    deadline = time.monotonic() + (timeout if timeout is not None else FLOOR + SLACK * BUDGET.startup)
    while True:
        value = condition()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(step)

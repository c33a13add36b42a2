"""Helpers to run memo-mcp in the tests: where it is, its environment, its replies."""
import json
import os
import queue
import sys
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
MEMO_MCP = Path(sys.executable).parent / "memo-mcp"  # the console script of the running venv


def child_env(roots, model_dir=None, home=None):
    """Environment for a memo-mcp child: only what it needs, plus PYTHONPATH (goga mutate sets it)."""
    env = {"MEMO_ROOTS": os.pathsep.join(map(str, roots)), "HOME": str(home or roots[0])}
    if model_dir is not None:
        env["MEMO_MODEL_DIR"] = str(model_dir)
    if os.environ.get("PYTHONPATH"):
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    return env


class JsonLines:
    """memo-mcp's stdout, read by a thread (no select on a buffered pipe): every line must be a JSON-RPC
    message; `replies` waits for the answers to the given request ids, whatever else arrives between."""

    def __init__(self, proc):
        self._lines: queue.Queue = queue.Queue()

        def pump():
            for line in proc.stdout:
                self._lines.put(line)
            self._lines.put(None)

        threading.Thread(target=pump, daemon=True).start()

    def replies(self, ids, seconds: float) -> dict:
        deadline = time.monotonic() + seconds
        answers: dict = {}
        while not set(ids) <= answers.keys():
            missing = sorted(set(ids) - answers.keys())
            try:
                line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"memo-mcp did not answer {missing} within {seconds:.0f} s") from None
            if line is None:
                raise AssertionError(f"memo-mcp closed its stdout before answering {missing}")
            message = json.loads(line)  # anything but protocol on stdout fails here
            assert message.get("jsonrpc") == "2.0", line
            if message.get("id") is not None:
                answers[message["id"]] = message
        return answers

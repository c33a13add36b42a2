"""e2e/agent_check.py as a user runs it: the official MCP client against memo-mcp, then the memo CLI."""
import os
import subprocess
import sys

from mcp_helpers import REPO


def test_the_agent_check_passes_on_the_example(model_dir, tmp_path):
    env = {key: value for key, value in os.environ.items() if key != "MEMO_ROOTS"}
    env |= {"MEMO_MODEL_DIR": str(model_dir), "XDG_CONFIG_HOME": str(tmp_path / "xdg"), "HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, str(REPO / "e2e" / "agent_check.py")], env=env, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().endswith("agent check: passed") and "FAIL" not in done.stdout

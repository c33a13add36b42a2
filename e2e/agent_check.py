"""An agent's session against memo-mcp, checked with the official MCP client SDK; then the memo CLI.

Usage: python e2e/agent_check.py [NOTES_DIR]

Without NOTES_DIR it builds the 12-note example (e2e/make_corpus.py) in a temporary folder. With
MEMO_ROOTS set to the notes (no path anywhere) it checks what issue 11 promises an agent:
- list_tools shows memo_get with read-only annotations and every tool has an output schema;
- memo_search without path answers from the roots (the example's answer is among the hits);
- each structured hit has line <= end_line;
- memo_get on a hit's path and line returns a view that holds every line of the hit's text;
- memo_status without path lists the collections with ISO index times;
and on the command line: `memo get PATH:LINE` prints that section with line numbers (exit 0) and
`memo search "..."` with no path finds the example's answer. The model comes from MEMO_MODEL_DIR
(or the user's model folder). Exit code 0 when every check passes; each check prints one line.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

BIN = Path(sys.executable).parent
QUESTION = "чем разметить диск, если привычной утилиты нет"
ANSWER = "infra/servers.md"
COLLECTIONS = ("infra", "life/books", "work/jira")


class Checks:
    def __init__(self) -> None:
        self.failed = 0

    def __call__(self, ok: bool, what: str, detail: str = "") -> None:
        print(f"{'ok  ' if ok else 'FAIL'}  {what}" + (f": {detail}" if detail and not ok else ""))
        self.failed += not ok


def environment(roots: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key not in ("MEMO_ROOTS",)}
    env["MEMO_ROOTS"] = str(roots)
    return env


async def agent_session(notes: Path, env: dict[str, str], check: Checks) -> None:
    params = StdioServerParameters(command=str(BIN / "memo-mcp"), env=env)
    with open(os.devnull, "w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                check(str(notes.resolve()) in (init.instructions or ""), "the server's instructions name the roots",
                      init.instructions or "")
                tools = {tool.name: tool for tool in (await session.list_tools()).tools}
                get = tools.get("memo_get")
                check(get is not None and get.annotations is not None and get.annotations.read_only_hint is True,
                      "list_tools shows memo_get with a read-only annotation")
                check(tools["memo_reindex"].annotations.destructive_hint is True, "memo_reindex is marked destructive")
                check(all(tool.output_schema for tool in tools.values()), "every tool has an output schema")

                found = await session.call_tool("memo_search", {"query": QUESTION})
                hits = (found.structured_content or {}).get("hits", [])
                check(not found.is_error and any(h["path"].endswith(ANSWER) for h in hits),
                      "memo_search without path answers from the roots", found.content[0].text[:300])
                check(bool(hits) and all(1 <= h["line"] <= h["end_line"] for h in hits),
                      "each structured hit has line <= end_line", str([(h["line"], h["end_line"]) for h in hits]))
                check("уверенность" in found.content[0].text, "the hits' text shows their confidence")
                for hit in hits[:3]:
                    view = await session.call_tool("memo_get", {"path": hit["path"], "line": hit["line"]})
                    text = view.content[0].text
                    parts = [part.strip() for part in hit["text"].split("\n") if part.strip()]
                    holds = all(part in text for part in parts) and hit["text"] in view.structured_content["text"]
                    numbered = re.search(rf"^\s*{hit['line']}\t", text, re.M) is not None
                    check(not view.is_error and holds and numbered,
                          f"memo_get {Path(hit['path']).name}:{hit['line']} holds the hit's text, numbered", text[:300])

                status = await session.call_tool("memo_status", {})
                listed = [c["path"] for c in (status.structured_content or {}).get("collections", [])]
                expected = [str((notes / name).resolve()) for name in COLLECTIONS]
                check(not status.is_error and listed == expected, "memo_status without path lists the collections",
                      str(listed))
                times = [c["indexed_at"] for c in status.structured_content["collections"]]
                check(all(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d", t or "") for t in times),
                      "indexed_at is ISO time", str(times))


def command_line(notes: Path, env: dict[str, str], check: Checks) -> None:
    memo = str(BIN / "memo")
    answer = notes / ANSWER
    shown = subprocess.run([memo, "get", f"{answer}:4"], env=env, capture_output=True, text=True, timeout=120)
    lines = shown.stdout.splitlines()
    check(shown.returncode == 0 and lines[0].startswith(f"{answer}: строки 3–") and "3\t## Server4 (76.160)" in lines
          and any(line.startswith("4\tОсновной Proxmox-хост") for line in lines),
          "memo get PATH:LINE prints the section with line numbers", shown.stdout + shown.stderr)
    found = subprocess.run([memo, "search", QUESTION], env=env, capture_output=True, text=True, timeout=300)
    check(found.returncode == 0 and f"{answer}:" in found.stdout,
          "memo search without a path finds the example's answer (MEMO_ROOTS)", found.stdout + found.stderr)


def main(argv: list[str]) -> int:
    with tempfile.TemporaryDirectory(prefix="memo-agent-") as scratch:
        if argv:
            notes = Path(argv[0]).expanduser().resolve()
        else:
            notes = Path(scratch) / "notes"
            subprocess.run([sys.executable, str(Path(__file__).with_name("make_corpus.py")), str(notes)],
                           check=True, stdout=subprocess.DEVNULL)
        env = environment(notes)
        env.setdefault("XDG_CONFIG_HOME", str(Path(scratch) / "xdg"))
        check = Checks()
        anyio.run(agent_session, notes, env, check)
        command_line(notes, env, check)
    print(f"agent check: {'passed' if not check.failed else f'{check.failed} failed'}")
    return 1 if check.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

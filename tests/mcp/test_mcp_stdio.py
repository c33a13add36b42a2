"""memo-mcp as an agent sees it: the SDK's own client over stdio against the installed console script."""
import json
import os
import subprocess
import sys

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from memo.mcp._schema import tool_specs

from budget import BUDGET
from mcp_helpers import MEMO_MCP, REPO, JsonLines, child_env

CORPUS_PIECES = 25  # what e2e/make_corpus.py's 12 notes make: the most any test here embeds


async def _session(env, calls):
    """Run `calls(session)` inside one initialized session; returns (initialize result, calls' value)."""
    params = StdioServerParameters(command=str(MEMO_MCP), env=env)
    with open(os.devnull, "w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                return init, await calls(session)


def run_session(env, calls, model_dir=None):
    """One session of the SDK's client; the deadline is derived from the work: one process start, and with
    `model_dir` the model loaded and at most the whole corpus embedded."""
    seconds = BUDGET.seconds(processes=1, pieces=CORPUS_PIECES if model_dir else 0, model_dir=model_dir)

    async def main():
        with anyio.fail_after(seconds):
            return await _session(env, calls)
    return anyio.run(main)


def test_handshake_and_five_tools_with_schemas_and_hints(tmp_path):
    async def calls(session):
        return (await session.list_tools()).tools

    init, tools = run_session(child_env([tmp_path]), calls)
    assert init.server_info.name == "memo"
    assert init.capabilities.tools is not None
    assert [t.name for t in tools] == ["memo_search", "memo_get", "memo_multi_get", "memo_status", "memo_reindex"]
    by_name = {t.name: t for t in tools}
    for spec in tool_specs():
        tool = by_name[spec["name"]]
        assert tool.description == spec["description"] and tool.description
        assert tool.input_schema == spec["input_schema"]
        assert tool.output_schema == spec["output_schema"] and tool.output_schema["type"] == "object"
        read_only = tool.name != "memo_reindex"
        assert tool.annotations.read_only_hint is read_only and tool.annotations.destructive_hint is not read_only
        assert tool.annotations.open_world_hint is False and tool.annotations.title
    search = by_name["memo_search"].input_schema
    assert search["required"] == ["query"]
    assert search["properties"]["k"] == {"type": "integer", "default": 8, "minimum": 1,
                                         "description": search["properties"]["k"]["description"]}
    assert search["properties"]["mode"]["enum"] == ["hybrid", "lex", "vec"]
    assert search["properties"]["mode"]["default"] == "hybrid"
    assert search["properties"]["min_confidence"]["maximum"] == 1
    assert by_name["memo_status"].input_schema["required"] == []
    assert by_name["memo_reindex"].input_schema["required"] == ["path"]
    get = by_name["memo_get"].input_schema
    assert get["required"] == ["path"] and get["properties"]["line"]["type"] == "integer"
    assert get["properties"]["line"]["default"] is None and get["properties"]["line"]["minimum"] == 1
    paths = by_name["memo_multi_get"].input_schema["properties"]["paths"]
    assert paths["type"] == "array" and paths["items"]["type"] == "string" and paths["maxItems"] == 50


def test_error_paths_are_error_results_and_server_keeps_serving(tmp_path):
    root = tmp_path / "notes"
    (root / "empty").mkdir(parents=True)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "n.md").write_text("# секрет\n")

    async def calls(session):
        out = {}
        out["unknown"] = await session.call_tool("memo_delete", {"path": str(root)})
        out["no_path"] = await session.call_tool("memo_search", {})
        out["bad_k"] = await session.call_tool("memo_search", {"path": str(root), "query": "x", "k": "много"})
        out["bad_mode"] = await session.call_tool("memo_search", {"path": str(root), "query": "x", "mode": "fuzzy"})
        out["outside"] = await session.call_tool("memo_search", {"path": str(outside), "query": "секрет"})
        out["fs_root"] = await session.call_tool("memo_reindex", {"path": "/"})
        out["missing"] = await session.call_tool("memo_status", {"path": str(root / "nope")})
        out["empty"] = await session.call_tool("memo_status", {"path": str(root / "empty")})
        return out

    _, out = run_session(child_env([root]), calls)
    text = {key: result.content[0].text for key, result in out.items()}
    for key in ("unknown", "no_path", "bad_k", "bad_mode", "outside", "fs_root", "missing"):
        assert out[key].is_error, key
    assert text["unknown"] == "unknown tool: memo_delete"
    assert "не указан обязательный аргумент query" in text["no_path"]
    assert "аргумент k должен быть: целое число" in text["bad_k"]
    assert "hybrid, lex, vec" in text["bad_mode"]
    assert "MEMO_ROOTS" in text["outside"] and str(outside) in text["outside"]
    assert "MEMO_ROOTS" in text["fs_root"]
    assert "nope" in text["missing"]
    assert not out["empty"].is_error and text["empty"] == "коллекции не найдены"
    assert not (outside / ".memo").exists()


def test_malformed_input_does_not_stop_the_server(tmp_path):
    env = dict(child_env([tmp_path]), PATH=os.environ.get("PATH", ""))
    proc = subprocess.Popen([str(MEMO_MCP)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env=env, text=True, bufsize=1)
    try:
        init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                           "clientInfo": {"name": "raw", "version": "0"}}}
        proc.stdin.write("this is not json\n{\"jsonrpc\": \"2.0\", \"id\": \n")
        proc.stdin.write(json.dumps(init) + "\n")
        proc.stdin.flush()
        lines = JsonLines(proc)
        reply = lines.replies({1}, BUDGET.seconds(processes=1))[1]
        assert reply["result"]["serverInfo"]["name"] == "memo"
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                                     "params": {"name": "memo_search", "arguments": "oops"}}) + "\n")
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/list"}) + "\n")
        proc.stdin.flush()
        answers = lines.replies({2, 3}, BUDGET.seconds(processes=1))
        assert "error" in answers[2]  # invalid params: a JSON-RPC error, and the server goes on
        assert len(answers[3]["result"]["tools"]) == 5
        assert proc.poll() is None
    finally:
        proc.stdin.close()
        proc.wait(timeout=BUDGET.seconds(processes=1))
    assert proc.returncode == 0


def _corpus(folder):
    subprocess.run([sys.executable, str(REPO / "e2e" / "make_corpus.py"), str(folder)], check=True,
                   capture_output=True)
    return folder


def test_cold_start_search_creates_index_and_finds_note(tmp_path, model_dir):
    corpus = _corpus(tmp_path / "corpus")
    assert not list(corpus.rglob("index.db"))

    first_progress, more_progress = [], []

    async def collect(into, progress, total, message):
        into.append((progress, total, message))

    async def calls(session):
        found = await session.call_tool("memo_search", {"path": str(corpus / "infra"),
                                                        "query": "что служит основой для разрешения имён в сети",
                                                        "k": 3},
                                        progress_callback=lambda *a: collect(first_progress, *a))
        again = await session.call_tool("memo_search", {"path": str(corpus), "query": "TEST-4173", "mode": "lex"},
                                        progress_callback=lambda *a: collect(more_progress, *a))
        status = await session.call_tool("memo_status", {"path": str(corpus)})
        return found, again, status

    _, (found, again, status) = run_session(child_env([corpus], model_dir), calls, model_dir)
    # a cold start reports indexing progress to a client that gave a progress token
    assert first_progress and all(total and 0 <= done <= total for done, total, _ in first_progress), first_progress
    assert first_progress[0][2].startswith(f"индексирую {corpus}/infra: кусков ")
    assert more_progress and [done for done, _, _ in more_progress] == sorted(done for done, _, _ in more_progress)
    text = found.content[0].text
    assert not found.is_error, text
    first = text.split("\n", 1)[0]
    assert first.startswith(f"{corpus}/infra/domains.md:"), text
    assert found.structured_content["hits"][0]["path"] == f"{corpus}/infra/domains.md"
    assert len(found.structured_content["hits"]) <= 3
    assert (corpus / "infra" / ".memo" / "index.db").is_file()
    assert not again.is_error and "work/jira/" in again.content[0].text
    lines = status.content[0].text.splitlines()
    assert len(lines) == 3 and all(" файлов 4, чанков " in line for line in lines), lines


def test_reindex_rebuilds_only_memo_folders(tmp_path, model_dir):
    corpus = _corpus(tmp_path / "corpus")
    before = {p: p.read_bytes() for p in corpus.rglob("*.md")}
    stray = corpus / "infra" / ".memo" / "stray.txt"
    stray.parent.mkdir()
    stray.write_text("x")

    async def calls(session):
        return await session.call_tool("memo_reindex", {"path": str(corpus / "work")})

    _, result = run_session(child_env([corpus], model_dir), calls, model_dir)
    assert not result.is_error, result.content[0].text
    assert result.content[0].text.splitlines()[-1] == "переиндексировано файлов: 4"
    assert (corpus / "work" / "jira" / ".memo" / "index.db").is_file()
    assert stray.exists() and not (corpus / "life" / "books" / ".memo").exists()
    assert {p: p.read_bytes() for p in corpus.rglob("*.md")} == before


def test_stdout_is_only_protocol_during_cold_start(tmp_path, model_dir):
    corpus = _corpus(tmp_path / "corpus")
    env = dict(child_env([corpus], model_dir), PATH=os.environ.get("PATH", ""))
    proc = subprocess.Popen([str(MEMO_MCP)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env=env, text=True, bufsize=1)
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
         "params": {"name": "memo_search", "arguments": {"path": str(corpus), "query": "кто ведёт рассказ в романе"}}},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call",
         "params": {"name": "memo_reindex", "arguments": {"path": str(corpus / "life")}}},
    ]
    try:
        for message in messages:
            proc.stdin.write(json.dumps(message, ensure_ascii=False) + "\n")
        proc.stdin.flush()
        # tool calls run concurrently: either may answer first; every stdout line must be protocol
        answers = JsonLines(proc).replies({1, 2, 3}, BUDGET.seconds(1, CORPUS_PIECES, model_dir))
        search = answers[2]["result"]
        assert search["isError"] is False
        assert search["content"][0]["text"].startswith(f"{corpus}/life/books/")
        assert search["structuredContent"]["hits"]
        assert answers[3]["result"]["content"][0]["text"].endswith("переиндексировано файлов: 4")
    finally:
        proc.stdin.close()
        proc.wait(timeout=BUDGET.seconds(processes=1))
    assert proc.returncode == 0


def test_requests_piped_then_stdin_closed_are_all_answered(tmp_path, model_dir):
    corpus = _corpus(tmp_path / "corpus")
    requests = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2024-11-05", "capabilities": {}, "clientInfo": {"name": "pipe", "version": "0"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call",
         "params": {"name": "memo_search", "arguments": {"path": str(corpus / "infra"), "query": "чем разметить диск"}}},
        {"jsonrpc": "2.0", "id": 4, "method": "no/such/method"},
    ]
    env = dict(child_env([corpus], model_dir), PATH=os.environ.get("PATH", ""))
    done = subprocess.run([str(MEMO_MCP)], input="".join(json.dumps(r) + "\n" for r in requests), env=env,
                          capture_output=True, text=True, timeout=BUDGET.seconds(1, CORPUS_PIECES, model_dir))
    answers = {reply["id"]: reply for reply in map(json.loads, done.stdout.splitlines())}
    assert sorted(answers) == [1, 2, 3, 4], done.stdout
    assert answers[3]["result"]["content"][0]["text"].startswith(f"{corpus}/infra/servers.md:")
    assert answers[4]["error"]["code"] == -32601
    assert done.returncode == 0


def test_ctrl_c_on_a_terminal_stops_the_server_at_once(tmp_path):
    import pty
    import signal

    leader, follower = pty.openpty()
    proc = subprocess.Popen([str(MEMO_MCP)], stdin=follower, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=child_env([tmp_path]))
    os.close(follower)
    try:
        hello = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}
        os.write(leader, (json.dumps(hello) + "\n").encode())
        answer = proc.stdout.readline()  # serving: now it waits for the next line on the terminal
        assert b'"id":1' in answer.replace(b" ", b""), answer
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=10)  # without our handler it would wait for the next input line
        assert proc.returncode == 0
        assert b"Traceback" not in proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(leader)


_INTERRUPT_IN_ANOTHER_THREAD = """
import os, select, signal, threading
from memo.mcp.server import _exit_on_interrupt
_exit_on_interrupt()
main = threading.get_native_id()


def asleep_in_select():  # Linux: where the main thread sleeps (x86_64 select, pselect6, poll; aarch64 pselect6, ppoll)
    with open(f"/proc/self/task/{main}/wchan") as wchan, open(f"/proc/self/task/{main}/syscall") as call:
        return any(word in wchan.read() for word in ("poll", "select")) or call.read().split()[0] in ("7", "23", "270", "72", "73")


def interrupt_here():  # once the main thread sleeps, so that it cannot take the signal itself
    while not asleep_in_select():
        pass
    signal.pthread_kill(threading.get_ident(), signal.SIGINT)


threading.Thread(target=interrupt_here).start()
read, _ = os.pipe()
select.select([read], [], [])  # the main thread asleep, as in the SDK's event loop; the signal lands elsewhere
"""


def test_ctrl_c_taken_by_another_thread_still_stops_the_server():
    """Python runs a signal's handler in the main thread only: a SIGINT the kernel gave the SDK's stdin reader thread left
    the main thread asleep until the next input line (a CI run failed so, session 32)."""
    done = subprocess.run([sys.executable, "-c", _INTERRUPT_IN_ANOTHER_THREAD], capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_a_client_gone_before_its_answers_leaves_no_traceback(tmp_path):
    """An agent killed during a long call (a reindex) closed the pipe; once the call ended, memo-mcp's
    answer met the broken pipe and it printed a 50-line ExceptionGroup traceback into the client's log."""
    requests = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2024-11-05", "capabilities": {}, "clientInfo": {"name": "gone", "version": "0"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
    ]
    proc = subprocess.Popen([str(MEMO_MCP)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=child_env([tmp_path]))
    proc.stdout.close()  # the client is gone before any answer
    proc.stdin.write("".join(json.dumps(r) + "\n" for r in requests).encode())
    proc.stdin.close()
    try:
        proc.wait(timeout=BUDGET.seconds(processes=1))
        errors = proc.stderr.read().decode()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert "Traceback" not in errors and "BrokenPipeError" not in errors, errors
    assert proc.returncode == 0

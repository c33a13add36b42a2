#!/usr/bin/env python3
"""memo's acceptance run (issue 6): everything memo must pass, one verdict per stage.

    ./accept.sh [--fast]                      (sets up .venv first, then runs this)
    .venv/bin/python e2e/accept.py [--fast] [--only STAGE ...]

Stages: build (goga build twice leaves generated/ clean, goga check), tests (pytest), mutations
(goga mutate, every row killed; skipped with --fast), corpus (the reference corpus indexed twice:
exactly three indexes, the second run updates nothing), recall (e2e/run_e2e.py: meaning recall@5
full, exact values recall@1 full), watcher (memo-watch: start-up pass, a new note searchable within
3 s, no "database is locked", exit on SIGTERM within 2 s), mcp (the SDK's own stdio client against
memo-mcp: tools, a cold-start search, a path outside MEMO_ROOTS refused).

Every stage works in temporary folders and has a time budget; on failure it prints the tail of the
relevant output. The model is the user's (MEMO_MODEL_DIR or the default folder). Exit status 0 when
every stage that ran passed.
"""

import sys

sys.dont_write_bytecode = True  # noqa: E402 - the repo gets nothing but what goga build renders

import argparse
import json
import os
import re
import secrets
import signal
import string
import subprocess
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent  # .venv/bin: memo, memo-mcp, memo-watch, goga
sys.path.insert(0, str(REPO / "e2e"))

from make_corpus import NOTES, make_corpus  # noqa: E402
from run_e2e import load_questions  # noqa: E402

ENV = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
COLLECTIONS = sorted({str(Path(name).parent) for name in NOTES})  # infra, life/books, work/jira
# seconds per stage (every command in a stage gets what is left of its stage's budget)
BUDGET = {"build": 300, "tests": 1800, "mutations": 5400, "corpus": 600, "recall": 900,
          "watcher": 600, "mcp": 600}
WATCH_FRESH_S = 3.0   # a new note must be indexed by the watcher and found by memo search within this
WATCH_STOP_S = 2.0    # memo-watch must exit this soon after SIGTERM
LOCKED = "database is locked"


class Failed(Exception):
    """A stage failed: `why` for the verdict line, `tail` the relevant output."""

    def __init__(self, why: str, tail: str = ""):
        super().__init__(why)
        self.why, self.tail = why, tail


_deadline = float("inf")  # end of the running stage's budget


def remaining() -> float:
    left = _deadline - time.monotonic()
    if left <= 0:
        raise Failed("stage budget exhausted")
    return left


def tail(text: str, lines: int = 25) -> str:
    return "\n".join(text.rstrip().splitlines()[-lines:])


def run(cmd: list, timeout: float | None = None, cwd: Path = REPO, env: dict | None = None):
    """Run a command to completion within the stage budget; returns (exit code, stdout + stderr)."""
    limit = min(timeout or remaining(), remaining())
    shown = " ".join(map(str, cmd))
    try:
        done = subprocess.run(list(map(str, cmd)), cwd=cwd, env=env or ENV, capture_output=True,
                              text=True, timeout=limit)
    except subprocess.TimeoutExpired as exc:
        out = (exc.stdout or b"") + (exc.stderr or b"")
        out = out.decode(errors="replace") if isinstance(out, bytes) else out
        raise Failed(f"timed out after {limit:.0f} s: {shown}", tail(out)) from None
    return done.returncode, done.stdout + done.stderr


def run_ok(cmd: list, **kw) -> str:
    code, out = run(cmd, **kw)
    if code != 0:
        raise Failed(f"exit {code}: {' '.join(map(str, cmd))}", tail(out))
    return out


# ---------------------------------------------------------------- 1. build and check

def stage_build() -> str:
    for attempt in ("first", "second"):
        run_ok([BIN / "goga", "build"])
        dirty = run_ok(["git", "status", "--porcelain", "generated/"]).strip()
        if dirty:
            raise Failed(f"generated/ differs from git after the {attempt} goga build "
                         "(cells and generated/ out of step, or the build is not deterministic)", dirty)
    checked = run_ok([BIN / "goga", "check"]).strip().splitlines()[-1]
    return f"generated/ clean after two builds; {checked}"


# ---------------------------------------------------------------- 2. tests

def stage_tests() -> str:
    code, out = run([sys.executable, "-m", "pytest", "-q"])
    summary = next((line for line in reversed(out.splitlines()) if re.search(r"\d+ (passed|failed|error)", line)),
                   "no pytest summary")
    if code != 0:
        failures = "\n".join(line for line in out.splitlines() if line.startswith(("FAILED", "ERROR")))
        raise Failed(f"pytest exit {code}: {summary.strip('= ')}", failures or tail(out))
    return summary.strip("= ")


# ---------------------------------------------------------------- 3. mutations

def run_streaming(cmd: list, on_line) -> tuple[int, str]:
    """Like `run`, passing each output line to `on_line` as it comes (for the long stage)."""
    limit = remaining()
    proc = subprocess.Popen(list(map(str, cmd)), cwd=REPO, env=ENV, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, bufsize=1, start_new_session=True)
    timer = threading.Timer(limit, os.killpg, (proc.pid, signal.SIGKILL))
    timer.start()
    lines = []
    try:
        for line in proc.stdout:
            lines.append(line)
            on_line(line)
        code = proc.wait()
    finally:
        timer.cancel()
    if code == -signal.SIGKILL:
        raise Failed(f"timed out after {limit:.0f} s: {' '.join(map(str, cmd))}", tail("".join(lines)))
    return code, "".join(lines)


def stage_mutations() -> str:
    done = {"rows": "?", "n": 0, "survived": 0}

    def progress(line: str) -> None:  # a line every 25 rows: the stage takes a while
        if (total := re.match(r"mutate: (\d+) rows", line)):
            done["rows"] = total.group(1)
        elif line.startswith(("killed", "SURVIVED", "INVALID")):
            done["n"] += 1
            done["survived"] += not line.startswith("killed")
            if done["n"] % 25 == 0:
                print(f"    {done['n']}/{done['rows']} rows, {done['survived']} not killed", flush=True)

    code, out = run_streaming([BIN / "goga", "mutate"], progress)
    totals = re.search(r"mutate: (\d+) killed, (\d+) survived, (\d+) invalid of (\d+)", out)
    bad = "\n".join(line for line in out.splitlines() if line.startswith(("SURVIVED", "INVALID")))
    if not totals:
        raise Failed(f"goga mutate exit {code}, no totals line", tail(out))
    killed, survived, invalid, rows = map(int, totals.groups())
    result = f"{killed} killed of {rows}"
    if code != 0 or killed != rows:
        raise Failed(f"{result}, {survived} survived, {invalid} invalid (exit {code})", bad or tail(out))
    return result


# ---------------------------------------------------------------- 4. corpus indexed twice

def _total_line(out: str) -> str:
    return next((line for line in reversed(out.splitlines()) if line.startswith("итого:")), "")


def _indexes(root: Path) -> list[Path]:
    """Every index.db and every .memo folder under root (an index anywhere else is a defect)."""
    return sorted({*root.rglob("index.db"), *(p / "index.db" for p in root.rglob(".memo"))})


def _expected_indexes(root: Path) -> list[Path]:
    return sorted(root / c / ".memo" / "index.db" for c in COLLECTIONS)


def stage_corpus() -> str:
    with tempfile.TemporaryDirectory(prefix="memo-accept-corpus-") as tmp:
        root = Path(tmp) / "corpus"
        make_corpus(root)
        first = run_ok([BIN / "memo", "index", root])
        second = run_ok([BIN / "memo", "index", root])
        found, want = _indexes(root), _expected_indexes(root)
        if found != want:
            listed = "\n".join(str(p.relative_to(root)) for p in found)
            raise Failed(f"{len(found)} indexes, want exactly {len(want)} (<collection>/.memo/index.db)", listed)
        if _total_line(first) != f"итого: коллекций {len(COLLECTIONS)}, обновлено заметок {len(NOTES)}":
            raise Failed(f"first memo index: {_total_line(first)!r}", tail(first))
        if _total_line(second) != f"итого: коллекций {len(COLLECTIONS)}, обновлено заметок 0":
            raise Failed(f"second memo index updated something: {_total_line(second)!r}", tail(second))
    return f"3 indexes; 1st: {_total_line(first)}; 2nd: {_total_line(second)}"


# ---------------------------------------------------------------- 5. recall

def stage_recall() -> str:
    code, out = run([sys.executable, REPO / "e2e" / "run_e2e.py"])
    final = next((line for line in out.splitlines() if line.startswith("ИТОГ")), "")
    scores = {kind: tuple(map(int, m)) for kind, *m in
              re.findall(r"(sem|lex): r@1 (\d+)/(\d+) r@5 (\d+)/(\d+)", final)}
    if code not in (0, 1) or set(scores) != {"sem", "lex"}:
        raise Failed(f"run_e2e.py exit {code}, no recall line", tail(out))
    want = {kind: sum(1 for *_, k in load_questions(REPO / "e2e" / "questions.tsv") if k == kind)
            for kind in ("sem", "lex")}
    (s1, sn, s5, _), (l1, ln, _, _) = scores["sem"], scores["lex"]
    verdict = out.strip().splitlines()[-1]
    result = (f"meaning r@5 {s5}/{sn}, r@1 {s1}/{sn}; exact r@1 {l1}/{ln} "
              f"(run_e2e.py: {verdict})")
    if (sn, ln) != (want["sem"], want["lex"]) or s5 != sn or l1 != ln:
        raise Failed(result, tail(out))
    return result


# ---------------------------------------------------------------- 6. watcher

class Searches:
    """memo search calls run in threads; each must exit 0 without 'database is locked'."""

    def __init__(self):
        self.threads, self.problems, self.count = [], [], 0

    def one(self, path: Path, query: str, *extra: str) -> str:
        code, out = run([BIN / "memo", "search", path, query, *extra], timeout=120)
        self.count += 1
        if code != 0 or LOCKED in out:
            self.problems.append(f"memo search {path} {query!r} {' '.join(extra)} -> exit {code}:\n"
                                 f"{tail(out, 8)}")
        return out

    def background(self, path: Path, query: str, *extra: str) -> None:
        def go():
            try:
                self.one(path, query, *extra)
            except Failed as exc:
                self.problems.append(f"memo search {path} {query!r}: {exc.why}")
        thread = threading.Thread(target=go, daemon=True)
        thread.start()
        self.threads.append(thread)

    def join(self) -> None:
        for thread in self.threads:
            thread.join(remaining())


class Watcher:
    """memo-watch as a child; its stdout lines are collected with their arrival times."""

    def __init__(self, root: Path):
        self.proc = subprocess.Popen([str(BIN / "memo-watch"), str(root)], stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True, bufsize=1, env=ENV)
        self.lines: list[tuple[float, str]] = []
        self.err: list[str] = []
        self.changed = threading.Condition()
        threading.Thread(target=self._read, args=(self.proc.stdout, True), daemon=True).start()
        threading.Thread(target=self._read, args=(self.proc.stderr, False), daemon=True).start()

    def _read(self, stream, is_out: bool) -> None:
        for line in stream:
            with self.changed:
                if is_out:
                    self.lines.append((time.monotonic(), line.rstrip("\n")))
                else:
                    self.err.append(line.rstrip("\n"))
                self.changed.notify_all()

    def wait_line(self, start: int, predicate, timeout: float) -> int | None:
        """Index of the first stdout line from `start` on satisfying `predicate`, or None."""
        end = time.monotonic() + min(timeout, remaining())
        with self.changed:
            while True:
                for i in range(start, len(self.lines)):
                    if predicate(self.lines[i][1]):
                        return i
                if time.monotonic() >= end or self.proc.poll() is not None:
                    return None
                self.changed.wait(min(0.1, max(0.0, end - time.monotonic())))

    def output(self) -> str:
        return "\n".join([line for _, line in self.lines] + ["-- stderr --"] + self.err)


def _unique_word() -> str:
    return "accept" + "".join(secrets.choice(string.ascii_lowercase) for _ in range(10))


def _count(watcher: Watcher, prefix: str, upto: int | None = None) -> int:
    return sum(1 for _, line in watcher.lines[:upto] if line.startswith(prefix))


def _watch_startup(watcher: Watcher, root: Path, searches: Searches) -> None:
    """Three "индексирую:" lines and all three indexes before the first "наблюдаю:", then three of those;
    two searches run while the start-up pass does."""
    first = watcher.wait_line(0, lambda s: s.startswith(("индексирую:", "наблюдаю:")), remaining())
    if first is None:
        raise Failed("memo-watch printed no start-up line", tail(watcher.output()))
    searches.background(root, "кто ведёт рассказ в романе")
    searches.background(root / "infra", "76.132")
    watching = watcher.wait_line(first, lambda s: s.startswith("наблюдаю:"), remaining())
    if watching is None:
        raise Failed("no 'наблюдаю:' line", tail(watcher.output()))
    indexes = _indexes(root)  # read at once: nothing else creates an index in the meantime
    if _count(watcher, "индексирую:", watching) != 3:
        raise Failed(f"{_count(watcher, 'индексирую:', watching)} 'индексирую:' lines before the first "
                     "'наблюдаю:', want 3", tail(watcher.output()))
    if indexes != _expected_indexes(root):
        raise Failed(f"indexes at the first 'наблюдаю:': {[str(p.relative_to(root)) for p in indexes]}",
                     tail(watcher.output()))
    if watcher.wait_line(watching, lambda s: _count(watcher, "наблюдаю:") >= 3, 30) is None:
        raise Failed("fewer than three 'наблюдаю:' lines", tail(watcher.output()))
    searches.join()


def _watch_new_note(watcher: Watcher, root: Path, searches: Searches) -> tuple[float, float, str]:
    """A new note in infra: the watcher's pass over infra and a polled memo search both within 3 s.
    (memo search refreshes before searching, so the watcher's own line is the proof it did the work.)
    Returns (seconds to the watcher's line, seconds until a search returned the note, the line)."""
    word = _unique_word()
    note = root / "infra" / f"{word}.md"
    seen = len(watcher.lines)
    appended = time.monotonic()
    note.write_text(f"# Новая заметка\n\nУникальное слово {word} для приёмки.\n", encoding="utf-8")
    found_at, out = None, ""
    while found_at is None and time.monotonic() - appended <= WATCH_FRESH_S:
        out = searches.one(root, word, "--json")
        try:
            if any(hit["path"] == str(note) for hit in json.loads(out)):
                found_at = time.monotonic() - appended
        except (ValueError, TypeError, KeyError):
            pass
    infra = f"индексирую: {root / 'infra'} -> обновлено "
    # any N: when the polled search's own refresh got there first, the watcher's pass finds 0 to do
    line = watcher.wait_line(seen, lambda s: s.startswith(infra),
                             max(0.0, appended + WATCH_FRESH_S - time.monotonic()))
    if line is None:
        raise Failed(f"memo-watch did not index the new note within {WATCH_FRESH_S:.0f} s",
                     tail(watcher.output()))
    if found_at is None:
        raise Failed(f"no memo search started within {WATCH_FRESH_S:.0f} s found the new note", tail(out))
    return watcher.lines[line][0] - appended, found_at, watcher.lines[line][1].rsplit(" -> ", 1)[1]


def _watch_busy(watcher: Watcher, root: Path, searches: Searches) -> None:
    """Change a note in every collection and search all of them while the watcher re-indexes."""
    seen = len(watcher.lines)
    for collection in COLLECTIONS:
        note = sorted((root / collection).glob("*.md"))[0]
        note.write_text(note.read_text(encoding="utf-8") + "\n## Дополнение\nещё строка для приёмки.\n",
                        encoding="utf-8")
    for path, query in ((root, "чем разметить диск"), (root / "work" / "jira", "TEST-4173"),
                        (root / "life" / "books", "кто ведёт рассказ в романе")):
        searches.background(path, query)
    passes = lambda _: _count(watcher, "индексирую:") - _count(watcher, "индексирую:", seen)  # noqa: E731
    done = watcher.wait_line(seen, lambda line: passes(line) >= len(COLLECTIONS), 60)
    searches.join()
    if searches.problems:
        raise Failed(f"{len(searches.problems)} of {searches.count} memo search calls failed while the "
                     "watcher worked", "\n".join(searches.problems))
    if done is None:
        raise Failed("memo-watch did not re-index the three changed collections within 60 s",
                     tail(watcher.output()))
    errors = [line for line in watcher.err if LOCKED in line or "Traceback" in line or "ошибка" in line]
    if errors:
        raise Failed("memo-watch logged errors", "\n".join(errors[-10:]))


def _watch_stop(watcher: Watcher) -> float:
    watcher.proc.send_signal(signal.SIGTERM)
    stopping = time.monotonic()
    try:
        code = watcher.proc.wait(WATCH_STOP_S)
    except subprocess.TimeoutExpired:
        raise Failed(f"memo-watch still running {WATCH_STOP_S:.0f} s after SIGTERM", tail(watcher.output())) from None
    if code != 0:
        raise Failed(f"memo-watch exit {code} after SIGTERM", tail(watcher.output()))
    return time.monotonic() - stopping


def stage_watcher() -> str:
    with tempfile.TemporaryDirectory(prefix="memo-accept-watch-") as tmp:
        root = Path(tmp) / "corpus"
        make_corpus(root)
        searches = Searches()
        watcher = Watcher(root)
        try:
            _watch_startup(watcher, root, searches)
            indexed_in, found_in, updated = _watch_new_note(watcher, root, searches)
            _watch_busy(watcher, root, searches)
            stopped_in = _watch_stop(watcher)
        except Failed as exc:
            exc.tail = exc.tail or tail(watcher.output())
            raise
        finally:
            if watcher.proc.poll() is None:
                watcher.proc.kill()
                watcher.proc.wait()
    return (f"start-up: 3 indexes before 'наблюдаю:'; new note: watcher pass in {indexed_in:.1f} s ({updated}), "
            f"found by memo search in {found_in:.1f} s; {searches.count} searches, none locked; "
            f"SIGTERM -> exit 0 in {stopped_in:.1f} s")


# ---------------------------------------------------------------- 7. MCP

# Each tool's required parameters and some it must accept, as MANUAL.md's table of tools gives them.
_TOOL_PARAMETERS = {
    "memo_search": (["query"], ["query", "path", "k", "mode", "min_confidence"]),
    "memo_get": (["path"], ["path", "line", "lines"]),
    "memo_multi_get": (["paths"], ["paths"]),
    "memo_status": ([], ["path"]),
    "memo_reindex": (["path"], ["path"]),
}


def stage_mcp() -> str:
    import anyio
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    from memo.model_store import default_model_dir

    question, scope, expected, _ = next(q for q in load_questions(REPO / "e2e" / "questions.tsv") if q[3] == "sem")
    with tempfile.TemporaryDirectory(prefix="memo-accept-mcp-") as tmp:
        root, outside = Path(tmp) / "corpus", Path(tmp) / "outside"
        make_corpus(root)
        outside.mkdir()
        (outside / "secret.md").write_text("# Секрет\n\nпароль от сейфа\n", encoding="utf-8")
        log = Path(tmp) / "memo-mcp.stderr"
        env = {"MEMO_ROOTS": str(root), "MEMO_MODEL_DIR": str(default_model_dir())}
        params = StdioServerParameters(command=str(BIN / "memo-mcp"), env=env)

        async def session():
            with anyio.fail_after(remaining()), open(log, "w") as errlog:
                async with stdio_client(params, errlog=errlog) as (read, write):
                    async with ClientSession(read, write) as client:
                        init = await client.initialize()
                        tools = (await client.list_tools()).tools
                        cold = await client.call_tool("memo_search", {"path": str(root / scope),
                                                                      "query": question, "k": 5})
                        refused = await client.call_tool("memo_search", {"path": str(outside), "query": "пароль"})
                        return init, tools, cold, refused

        if list(root.rglob(".memo")):
            raise Failed("the fresh corpus already has an index")
        try:
            init, tools, cold, refused = anyio.run(session)
        except TimeoutError:
            raise Failed(f"MCP session timed out after {BUDGET['mcp']} s", tail(log.read_text())) from None
        except Exception as exc:  # a protocol error, a dead server
            raise Failed(f"MCP session failed: {type(exc).__name__}: {exc}", tail(log.read_text())) from None
        schemas = {t.name: t.input_schema for t in tools}
        if set(schemas) != set(_TOOL_PARAMETERS):
            raise Failed(f"tools listed: {sorted(schemas)}")
        bad = [name for name, s in schemas.items() if s.get("type") != "object"
               or sorted(s.get("required", [])) != _TOOL_PARAMETERS[name][0]
               or not set(_TOOL_PARAMETERS[name][1]) <= set(s.get("properties", {}))]
        if bad:
            raise Failed(f"input schemas unlike MANUAL.md's: {bad}", json.dumps(schemas, ensure_ascii=False))
        text = "\n".join(getattr(c, "text", "") for c in cold.content)
        if cold.is_error:
            raise Failed("cold-start memo_search returned an error", text + "\n" + tail(log.read_text()))
        paths = [h["path"] for h in (cold.structured_content or {}).get("hits", [])]
        if str(root / expected) not in paths:
            raise Failed(f"cold-start memo_search {question!r}: {expected} not in {paths}", text)
        if not list((root / scope).rglob(".memo/index.db")):
            raise Failed("cold-start memo_search left no index behind")
        refused_text = "\n".join(getattr(c, "text", "") for c in refused.content)
        if not refused.is_error:
            raise Failed("memo_search outside MEMO_ROOTS was not an error", refused_text)
        if (outside / ".memo").exists():
            raise Failed("memo_search outside MEMO_ROOTS wrote an index there")
    return (f"{init.server_info.name} {init.server_info.version}: {len(schemas)} tools with schemas; cold search "
            f"{question!r} -> {expected} at rank {paths.index(str(root / expected)) + 1}; outside root -> isError")


# ---------------------------------------------------------------- the run

STAGES = [("build", stage_build), ("tests", stage_tests), ("mutations", stage_mutations),
          ("corpus", stage_corpus), ("recall", stage_recall), ("watcher", stage_watcher), ("mcp", stage_mcp)]


def main() -> int:
    global _deadline
    parser = argparse.ArgumentParser(description="memo's acceptance run")
    parser.add_argument("--fast", action="store_true", help="skip the mutation stage (the slowest)")
    parser.add_argument("--only", nargs="+", choices=[name for name, _ in STAGES], help="run only these stages")
    args = parser.parse_args()
    os.chdir(REPO)
    print(f"memo acceptance: {REPO} (commit {run_ok(['git', 'rev-parse', '--short', 'HEAD'], timeout=30).strip()}), "
          f"model {os.environ.get('MEMO_MODEL_DIR') or 'default folder'}", flush=True)
    started = time.monotonic()
    results = []
    for name, stage in STAGES:
        if (args.only and name not in args.only) or (args.fast and name == "mutations" and not args.only):
            results.append((name, "SKIP", 0.0, "--fast" if args.fast else "not selected"))
            continue
        print(f"... {name}", flush=True)
        began = time.monotonic()
        _deadline = began + BUDGET[name]
        try:
            verdict, detail, output = "PASS", stage(), ""
        except Failed as exc:
            verdict, detail, output = "FAIL", exc.why, exc.tail
        except Exception as exc:  # a bug in this script or an unexpected crash: still a verdict
            import traceback
            verdict, detail, output = "FAIL", f"{type(exc).__name__}: {exc}", traceback.format_exc()
        seconds = time.monotonic() - began
        print(f"{verdict} {name}: {detail} ({seconds:.1f} s)", flush=True)
        if output:
            print("\n".join("    | " + line for line in output.splitlines()), flush=True)
        results.append((name, verdict, seconds, detail))

    total = time.monotonic() - started
    print("\n stage       verdict   time")
    for name, verdict, seconds, _ in results:
        print(f" {name:<11} {verdict:<7} {seconds:7.1f} s")
    failed = [name for name, verdict, *_ in results if verdict == "FAIL"]
    print(f" total               {total:7.1f} s")
    print(f"\n{'FAIL: ' + ', '.join(failed) if failed else 'PASS: every stage'}"
          f"{' (mutations skipped: --fast)' if args.fast else ''}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

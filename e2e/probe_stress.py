"""The stress probe of issue 9, rerun against the installed commands: concurrency, crashes, bad notes.

    python e2e/probe_stress.py [--bin DIR] [--only mcp,kill,bad,watch] [--seed N]

1. mcp: 200 concurrent tool calls (memo_search lex and hybrid, memo_status, a few memo_reindex, a few
   deliberate refusals) over one memo-mcp stdio session of the official SDK client: every call answered
   and right, no `database is locked`, no traceback on the server's stderr.
2. kill: 10 x `kill -9` of `memo index` at random moments while it indexes long notes copied from the
   system (twice while a second indexer waits for the writer lock): after each kill the lock is free,
   the next `memo index` exits 0, `memo status` counts the notes, searches find them, no index set aside.
3. bad: ~20 kinds of bad notes beside good ones: `memo index` exits 0 with Russian warnings and no
   traceback, the good notes are found, every note is byte-identical afterwards.
4. watch: memo-watch on a tree under ~200 edits, creates and deletes while CLI and MCP searches run:
   at the end every surviving note is found by the exact value it holds, no deleted one is, no
   `database is locked`, no traceback anywhere.

Deadlines come from the work: the probe first times one process start and one small index on this
machine and scales those. Prints one line per check; exits 1 when any check fails. Needs the model
(MEMO_MODEL_DIR).
"""
from __future__ import annotations

import argparse
import fcntl
import json
import os
import random
import re
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

sys.path.insert(0, str(Path(__file__).parent))
from make_corpus import make_corpus  # noqa: E402

FAILED: list[str] = []
PASSED: list[str] = []
STATUS_LINE = re.compile(r"^(.+): файлов (\d+), чанков (\d+)")
SYSTEM_DOCS = ["/usr/share/doc", "/usr/lib/node_modules", "/usr/lib/jvm", "/usr/lib/google-cloud-sdk",
               str(Path(sys.prefix) / "lib")]


def check(name: str, ok: bool, detail: str = "") -> bool:
    print(f"{'ok  ' if ok else 'FAIL'} {name}" + (f" ({detail})" if detail else ""), flush=True)
    (PASSED if ok else FAILED).append(name)
    return ok


def write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8", newline="")
    return path


def broken(text: str) -> list[str]:
    """Lines of a process's output that the probe never accepts."""
    return [line for line in text.splitlines()
            if "Traceback" in line or "database is locked" in line or "внутренняя ошибка" in line]


def token(kind: str, number: int) -> str:
    """An exact value only one note holds (letters and digits: one word for any tokenizer)."""
    return f"kq{kind}{number:04d}zx"


@dataclass
class Budget:
    """Seconds this machine needs for a process start and for embedding one piece, measured once."""
    start: float
    piece: float

    def seconds(self, processes: int = 1, pieces: int = 0) -> float:
        return 30 + 4 * (processes * self.start + pieces * self.piece)


@dataclass
class Memo:
    bin: Path
    env: dict[str, str]

    def run(self, *argv: str, timeout: float, env: dict | None = None) -> subprocess.CompletedProcess:
        return subprocess.run([str(self.bin / "memo"), *argv], capture_output=True, text=True, encoding="utf-8",
                              errors="replace", timeout=timeout, env=env or self.env)

    def start(self, *argv: str, out: Path) -> subprocess.Popen:
        with open(out, "w") as handle:
            return subprocess.Popen([str(self.bin / "memo"), *argv], stdout=handle, stderr=subprocess.STDOUT,
                                    env=self.env)

    def status(self, path: Path, timeout: float) -> dict[str, int]:
        done = self.run("status", str(path), timeout=timeout)
        return {m.group(1): int(m.group(2)) for m in map(STATUS_LINE.match, done.stdout.splitlines()) if m}

    def found(self, path: Path, value: str, timeout: float) -> list[str]:
        done = self.run("search", str(path), value, "--mode", "lex", "--json", "--k", "3", timeout=timeout)
        return [hit["path"] for hit in json.loads(done.stdout or "[]")] if done.returncode == 0 else []


def mcp_session(memo: Memo, roots: Path, errlog: Path, seconds: float, work):
    """Run `work(session)` in one initialized session of the SDK's client against memo-mcp."""
    env = {"MEMO_ROOTS": str(roots), "MEMO_MODEL_DIR": memo.env["MEMO_MODEL_DIR"]}
    params = StdioServerParameters(command=str(memo.bin / "memo-mcp"), env=env)

    async def main():
        with anyio.fail_after(seconds), open(errlog, "a") as log:
            async with stdio_client(params, errlog=log) as (read, write_):
                async with ClientSession(read, write_) as session:
                    await session.initialize()
                    return await work(session)
    return anyio.run(main)


def answer(result) -> tuple[bool, str, dict]:
    text = "\n".join(getattr(part, "text", "") for part in result.content)
    return bool(result.is_error), text, result.structured_content or {}


def system_notes(count: int, rng: random.Random, low: int = 3000, high: int = 9000) -> list[Path]:
    """`count` long Markdown files of this system (sizes between low and high bytes), a fixed random pick."""
    seen, found = set(), []
    for top in SYSTEM_DOCS:
        for folder, dirs, files in os.walk(top):
            dirs[:] = [d for d in dirs if d != ".memo"]
            for name in files:
                path = Path(folder) / name
                if name.endswith(".md") and not path.is_symlink():
                    try:
                        size = path.stat().st_size
                        data = path.read_bytes()
                    except OSError:
                        continue
                    if low <= size <= high and data not in seen and b"\x00" not in data:
                        seen.add(data)
                        found.append(path)
    found.sort()
    if len(found) < count:
        raise SystemExit(f"only {len(found)} Markdown files of {low}-{high} bytes on this system, need {count}")
    return rng.sample(found, count)


def long_note(source: Path, value: str) -> str:
    text = source.read_text(encoding="utf-8", errors="replace")
    return f"# {source.stem}\n\nКлюч заметки: {value}.\n\n{text}"


def pieces_of(folder: Path) -> int:
    sizes = [p.lstat() for p in folder.rglob("*.md") if ".memo" not in p.parts]
    return sum(s.st_size for s in sizes if stat.S_ISREG(s.st_mode) and s.st_size <= 5 << 20) // 700 + 1


def snapshot(folder: Path) -> dict[str, object]:
    """Every entry below `folder` outside .memo: bytes of regular files, kind and link target otherwise."""
    shot: dict[str, object] = {}
    for current, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if d != ".memo"]
        for name in dirs + files:
            path = Path(current) / name
            info = os.lstat(path)
            key = str(path.relative_to(folder))
            if stat.S_ISREG(info.st_mode):
                shot[key] = (path.read_bytes(), stat.S_IMODE(info.st_mode), info.st_mtime_ns)
            elif stat.S_ISLNK(info.st_mode):
                shot[key] = ("link", os.readlink(path))
            else:
                shot[key] = ("kind", stat.S_IFMT(info.st_mode), stat.S_IMODE(info.st_mode))
    return shot


def lock_free(collection: Path) -> bool:
    lock = collection / ".memo" / "index.lock"
    if not lock.exists():
        return True
    fd = os.open(lock, os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False
    finally:
        os.close(fd)


def measure(memo: Memo, b: Path) -> Budget:
    started = time.monotonic()
    memo.run("status", str(b), timeout=600)
    start = time.monotonic() - started
    corpus = b / "measure"
    make_corpus(corpus)
    started = time.monotonic()
    memo.run("index", str(corpus), timeout=1800)
    whole = time.monotonic() - started
    lines = memo.run("status", str(corpus), timeout=600).stdout.splitlines()
    pieces = sum(int(m.group(3)) for m in map(STATUS_LINE.match, lines) if m)
    budget = Budget(start, max(whole - start, 0.1) / max(pieces, 1))
    print(f"     this machine: process start {start:.1f} s, {budget.piece:.2f} s per piece ({pieces} pieces "
          f"in {whole:.1f} s)", flush=True)
    return budget


# ---------------------------------------------------------------- 1. 200 concurrent MCP calls

def stage_mcp(memo: Memo, b: Path, budget: Budget, rng: random.Random) -> None:
    lib = b / "mcp"
    make_corpus(lib / "ref")
    big = lib / "big"
    for number, source in enumerate(system_notes(20, rng)):
        write(big / f"{number:02d}-{source.stem}.md", long_note(source, token("mcp", number)))
    questions = [line.split("\t") for line in (Path(__file__).parent / "questions.tsv").read_text(
        encoding="utf-8").splitlines() if line and not line.startswith("#")]
    calls: list[tuple[str, dict, str]] = []  # tool, arguments, expected: a path among the hits, "error", ""
    for _ in range(70):
        question, scope, expected, kind = rng.choice([q for q in questions if q[3] == "lex"])
        calls.append(("memo_search", {"path": str(lib / "ref" / scope), "query": question, "mode": "lex"},
                      str(lib / "ref" / expected)))
    for _ in range(40):
        number = rng.randrange(20)
        calls.append(("memo_search", {"path": str(lib), "query": token("mcp", number), "mode": "lex", "k": 3},
                      f"{big}/{number:02d}-"))
    for _ in range(45):
        question, scope, expected, kind = rng.choice(questions)
        calls.append(("memo_search", {"path": str(lib / "ref" / scope), "query": question},
                      str(lib / "ref" / expected) if kind == "lex" else ""))
    for _ in range(5):
        number = rng.randrange(20)
        calls.append(("memo_search", {"path": str(big), "query": f"ключ заметки {token('mcp', number)}"},
                      f"{big}/{number:02d}-"))
    for _ in range(30):
        calls.append(("memo_status", {"path": str(rng.choice([lib, big, lib / "ref"]))}, ""))
    for scope in ("infra", "work/jira", "life/books", "infra"):
        calls.append(("memo_reindex", {"path": str(lib / "ref" / scope)}, ""))
    for path in ("/etc", str(b / "elsewhere"), "/tmp/a\x00b"):
        calls.append(("memo_search", {"path": path, "query": "пароль"}, "error"))
    calls.append(("memo_status", {"path": "/"}, "error"))
    calls.append(("memo_search", {"path": str(lib), "query": "x", "k": 0}, "error"))
    while len(calls) < 200:
        calls.append(("memo_status", {"path": str(lib / "ref")}, ""))
    rng.shuffle(calls)
    errlog = b / "mcp.stderr"
    work_pieces = pieces_of(lib) * 2  # everything once, the reindexed collections again
    seconds = budget.seconds(processes=2, pieces=work_pieces) + 200 * 2

    async def work(session):
        results: list[object] = [None] * len(calls)

        async def one(index: int, name: str, arguments: dict) -> None:
            try:
                results[index] = answer(await session.call_tool(name, arguments))
            except Exception as error:  # a protocol error is an unanswered call
                results[index] = error

        async with anyio.create_task_group() as group:
            for index, (name, arguments, _) in enumerate(calls):
                group.start_soon(one, index, name, arguments)
        return results

    started = time.monotonic()
    try:
        results = mcp_session(memo, lib, errlog, seconds, work)
    except Exception as error:
        check("mcp: the session of 200 concurrent calls ends", False, f"{type(error).__name__}: {error}")
        return
    took = time.monotonic() - started
    unanswered = [i for i, r in enumerate(results) if not isinstance(r, tuple)]
    check("mcp: every one of 200 concurrent calls answered", not unanswered,
          f"{len(results)} calls in {took:.0f} s" + (f"; unanswered: {[results[i] for i in unanswered[:3]]}"
                                                     if unanswered else ""))
    wrong = []
    for (name, arguments, expected), result in zip(calls, results):
        if not isinstance(result, tuple):
            continue
        error, text, data = result
        if expected == "error":
            ok = error and "внутренняя ошибка" not in text
        elif error:
            ok = False
        elif name == "memo_search" and expected:
            ok = any(hit["path"].startswith(expected) for hit in data.get("hits", []))
        elif name == "memo_status":
            ok = all(c["notes"] == len(list(Path(c["path"]).glob("*.md"))) for c in data.get("collections", []))
        else:
            ok = bool(text)
        if not ok:
            wrong.append(f"{name} {json.dumps(arguments, ensure_ascii=False)[:80]} -> {text[:120]!r}")
    deliberate = sum(1 for _, _, expected in calls if expected == "error")
    check(f"mcp: every answer right, isError only on the {deliberate} deliberate refusals", not wrong,
          "; ".join(wrong[:3]))
    bad = broken(errlog.read_text(encoding="utf-8", errors="replace"))
    check("mcp: no traceback, no `database is locked` on the server's stderr", not bad, "; ".join(bad[:3]))


# ---------------------------------------------------------------- 2. kill -9 during indexing

def stage_kill(memo: Memo, b: Path, budget: Budget, rng: random.Random) -> None:
    lib = b / "kill"
    notes: dict[Path, str] = {}  # every note the probe made, with the exact value it holds now
    for number, source in enumerate(system_notes(80, rng)):
        path = lib / ("a" if number % 3 else "b") / f"{number:03d}-{source.stem}.md"
        notes[path] = token("kill", number)
        write(path, long_note(source, notes[path]))
    sources = system_notes(80, random.Random(rng.random()))
    full = budget.seconds(processes=1, pieces=pieces_of(lib))
    print(f"     {len(notes)} notes, ~{pieces_of(lib)} pieces; deadline of a whole index {full:.0f} s", flush=True)
    killed_mid, problems = 0, []
    for cycle in range(10):
        changed = list(notes) if cycle == 0 else []
        if cycle:  # new work for this cycle's indexer: edits, a new note, a deleted one
            changed = rng.sample(sorted(notes), 5)
            for number, path in enumerate(changed):  # a new title changes every piece's passage: all re-embedded
                notes[path] = token("edit", cycle * 10 + number)
                body = path.read_text(encoding="utf-8").split("\n", 1)[1]
                write(path, f"# Правка {cycle}.{number} {path.stem}\n\nПравка: {notes[path]}.\n{body}")
            source = sources[cycle]
            path = lib / rng.choice("ab") / f"new{cycle}-{source.stem}.md"
            notes[path] = token("new", cycle)
            write(path, long_note(source, notes[path]))
            changed.append(path)
            gone = rng.choice(sorted(notes))
            gone.unlink()
            del notes[gone]
        work = budget.start + sum(p.stat().st_size for p in changed) / 700 * budget.piece
        log = b / f"kill-{cycle}.out"
        writer = memo.start("index", str(lib), out=log)
        waiter = None
        deadline = time.monotonic() + budget.seconds(processes=1)  # until the writer holds the lock and works
        while not any((lib / c / ".memo/index.progress").exists() for c in "ab") and writer.poll() is None \
                and time.monotonic() < deadline:
            time.sleep(0.02)
        if cycle in (3, 7):  # a second indexer waits for the lock the first holds, then outlives it
            waiter = memo.start("index", str(lib), out=b / f"kill-{cycle}-waiter.out")
            time.sleep(rng.uniform(0.2, 1.0))
        else:
            time.sleep(rng.uniform(0, work / 3))
        if writer.poll() is None:
            writer.send_signal(signal.SIGKILL)
            killed_mid += 1
        writer.wait()
        if waiter is not None:
            try:
                waiter.wait(timeout=full)
                if waiter.returncode != 0:
                    problems.append(f"cycle {cycle}: the waiting indexer exited {waiter.returncode}")
            except subprocess.TimeoutExpired:
                waiter.kill()
                problems.append(f"cycle {cycle}: the waiting indexer hung after the writer died")
        if not all(lock_free(lib / c) for c in "ab"):
            problems.append(f"cycle {cycle}: the writer lock is still held after kill -9")
        done = memo.run("index", str(lib), timeout=full)
        if done.returncode != 0 or broken(done.stdout + done.stderr):
            problems.append(f"cycle {cycle}: memo index after kill -9: exit {done.returncode}, "
                            f"{(done.stderr.strip().splitlines() or [''])[-1][:120]}")
        counts = memo.status(lib, timeout=budget.seconds())
        expected = {str(lib / c): len(list((lib / c).glob("*.md"))) for c in "ab"}
        if counts != expected:
            problems.append(f"cycle {cycle}: status {counts}, notes on disk {expected}")
        path = rng.choice(sorted(notes))
        if str(path) not in memo.found(lib, notes[path], timeout=budget.seconds()):
            problems.append(f"cycle {cycle}: {notes[path]} does not find {path.name}")
        aside = sorted(str(p) for p in lib.rglob("index.db.corrupt-*"))
        if aside:
            problems.append(f"cycle {cycle}: kill -9 left a damaged index, set aside: {aside}")
    check("kill: 10 x kill -9 during indexing (2 with a waiting indexer), each followed by a clean memo index",
          not problems, f"killed mid-run {killed_mid} of 10; " + "; ".join(problems[:4]))
    check("kill: the kills landed while indexing ran", killed_mid >= 8, f"{killed_mid} of 10")
    lost = found_by_mcp(memo, lib, notes, b / "kill-mcp.stderr", budget)
    check(f"kill: nothing lost, each of {len(notes)} notes found by its value", not lost, f"missing: {lost[:5]}")
    leftovers = sorted(p.name for p in lib.rglob(".memo/index.progress.*"))
    check("kill: no partial progress files of dead writers pile up", len(leftovers) <= 2, f"{leftovers[:4]}")


def found_by_mcp(memo: Memo, lib: Path, notes: dict[Path, str], errlog: Path, budget: Budget) -> list[str]:
    """The notes a lex memo_search of their value does not find (one session, one call per note)."""
    async def work(session):
        missing = []
        for path, value in sorted(notes.items()):
            error, text, data = answer(await session.call_tool(
                "memo_search", {"path": str(lib), "query": value, "mode": "lex", "k": 3}))
            if error or str(path) not in [hit["path"] for hit in data.get("hits", [])]:
                missing.append(f"{path.name} ({value}){': ' + text[:80] if error else ''}")
        return missing
    return mcp_session(memo, lib, errlog, budget.seconds(processes=2, pieces=pieces_of(lib)) + len(notes), work)


# ---------------------------------------------------------------- 3. bad notes

def stage_bad(memo: Memo, b: Path, budget: Budget, rng: random.Random) -> None:
    coll = b / "bad" / "coll"
    good: dict[str, str] = {}
    for number in range(5):
        good[f"good{number}.md"] = token("good", number)
        write(coll / f"good{number}.md", f"# Хорошая заметка {number}\n\nЗначение: {good[f'good{number}.md']}.\n")
    write(coll / "crlf.md", f"# CRLF\r\n\r\nСтрока с переводом CRLF: {token('crlf', 1)}.\r\n")
    good["crlf.md"] = token("crlf", 1)
    write(coll / "bom.md", "\ufeff# С BOM\n\nЗначение после BOM: " + token("bom", 1) + ".\n")
    good["bom.md"] = token("bom", 1)
    write(coll / "deep.md", "".join(f"{'#' * (1 + level % 6)} Уровень {level}\n\nтекст {level}\n\n"
                                    for level in range(300)) + "####### семь решёток\n" + token("deep", 1) + "\n")
    good["deep.md"] = token("deep", 1)
    long_name = "д" * 120 + ".md"  # 243 bytes, near the 255-byte limit of a file name
    write(coll / long_name, f"# Длинное имя\n\n{token('long', 1)}\n")
    good[long_name] = token("long", 1)
    write(coll / "huge-line.md", "слово " * 50_000 + token("huge", 1))  # one 300 KB line
    good["huge-line.md"] = token("huge", 1)
    write(coll / "invalid-utf8.md", b"# \xd0\x9f\xd0\xbb\xd0\xbe\xd1\x85\xd0\xbe\n\n\xff\xfe\xfa bytes " +
          token("utf", 1).encode() + b"\n")
    good["invalid-utf8.md"] = token("utf", 1)
    write(coll / "binary.md", random.Random(1).randbytes(8192))
    write(coll / "nul.md", b"# NUL\n\ntext\x00with\x00nul " + token("nul", 1).encode())
    write(coll / "empty.md", b"")
    write(coll / "whitespace.md", " \n\t\n   \n\n")
    write(coll / "six-mb.md", ("строка большой заметки\n" * 150_000)[: 6 * 1024 * 1024])
    write(coll / "only-headings.md", "#\n##\n###\n# \n")
    write(coll / "notes.txt", f"не заметка {token('txt', 1)}\n")
    os.symlink("loop-b.md", coll / "loop-a.md")
    os.symlink("loop-a.md", coll / "loop-b.md")
    os.symlink(str(b / "nowhere.md"), coll / "dangling.md")
    os.mkfifo(coll / "fifo.md")
    (coll / "folder.md").mkdir()
    write(coll / "folder.md" / "inner.md", "# Внутри папки x.md\n")
    write(coll / "control.md", "# Управляющие\n\n\x1b[31mкрасный\x1b[0m \u202e перевёрнуто \u200b " + token("ctl", 1))
    good["control.md"] = token("ctl", 1)
    skipped = "unreadable (chmod 000)"
    if os.geteuid() == 0:
        print(f"     {skipped}: skipped, root reads any file; a dangling symlink and a FIFO stand in", flush=True)
    else:
        write(coll / "unreadable.md", "# Закрыто\n")
        os.chmod(coll / "unreadable.md", 0)
    vanish = coll / "zz-vanish.md"
    write(vanish, "# Исчезну\n\n" + "абзац, который пропадёт\n" * 400)
    before = snapshot(coll)
    del before[vanish.name]

    log = b / "bad-index.out"
    deadline = budget.seconds(processes=1, pieces=pieces_of(coll))
    indexer = memo.start("index", str(coll), out=log)
    started = time.monotonic()
    while indexer.poll() is None and not (coll / ".memo/index.progress").exists() \
            and time.monotonic() - started < deadline:
        time.sleep(0.02)
    vanish.unlink()  # while the indexer plans or reads: a note that vanishes mid-index
    vanished_while = indexer.poll() is None
    try:
        indexer.wait(timeout=deadline)
    except subprocess.TimeoutExpired:
        indexer.kill()
    output = log.read_text(encoding="utf-8", errors="replace")
    warnings = [line for line in output.splitlines() if "пропущен" in line or "кодировка" in line]
    check("bad: memo index exits 0 among ~20 kinds of bad notes", indexer.returncode == 0,
          f"exit {indexer.returncode}; the note vanished {'during' if vanished_while else 'after'} the run")
    check("bad: no traceback, no `database is locked`", not broken(output), "; ".join(broken(output)[:2]))
    russian = all(re.search("[а-яё]", line) for line in warnings)
    expected_skips = ["binary.md", "nul.md", "six-mb.md", "invalid-utf8.md"]
    missing = [name for name in expected_skips if not any(name in line for line in warnings)]
    check("bad: a Russian warning names each skipped or repaired note", russian and not missing,
          f"{len(warnings)} warnings; without one: {missing}")
    silent = [name for name in ("loop-a.md", "dangling.md", "fifo.md") if not any(name in line for line in output.splitlines())]
    print(f"     not notes (no regular file behind the name), passed over without a word: {silent}", flush=True)
    again = memo.run("index", str(coll), timeout=deadline)
    check("bad: a second memo index exits 0 without traceback", again.returncode == 0
          and not broken(again.stdout + again.stderr), again.stderr.strip().splitlines()[-1:] and
          again.stderr.strip().splitlines()[-1][:100])
    lost = [name for name, value in good.items() if str(coll / name) not in memo.found(coll, value, budget.seconds())]
    check(f"bad: the {len(good)} good notes (CRLF, BOM, deep headings, long name, huge line, bad UTF-8, "
          "control characters) are found by their values", not lost, f"not found: {lost}")
    leaked = [kind for kind in ("nul", "txt") if memo.found(coll, token(kind, 1), budget.seconds())]
    check("bad: skipped and non-.md files are not indexed", not leaked, f"found: {leaked}")
    after = snapshot(coll)
    changed = sorted(set(before) ^ set(after)) + [k for k in before if k in after and before[k] != after[k]]
    check("bad: every note byte-identical afterwards (content, mode, mtime), nothing created beside .memo",
          not changed, f"changed: {changed[:5]}")


# ---------------------------------------------------------------- 4. watcher + CLI + MCP under 200 edits

def stage_watch(memo: Memo, b: Path, budget: Budget, rng: random.Random) -> None:
    lib = b / "watch"
    notes: dict[Path, str] = {}
    serial = 0

    def put(path: Path) -> None:
        nonlocal serial
        serial += 1
        notes[path] = token("w", serial)
        write(path, f"# Заметка {path.stem}\n\nТочное значение: {notes[path]}.\n\n" +
              f"Текст заметки {serial} про сервер, бэкап и стойку.\n" * rng.randint(1, 6))

    for number in range(12):
        put(lib / ("a" if number % 2 else "b") / f"n{number:03d}.md")
    memo.run("index", str(lib), timeout=budget.seconds(processes=1, pieces=pieces_of(lib)))
    watch_log = b / "watch.out"
    with open(watch_log, "w") as handle:
        watcher = subprocess.Popen([str(memo.bin / "memo-watch"), str(lib), "--debounce", "0.3"], stdout=handle,
                                   stderr=subprocess.STDOUT, env=memo.env)
    try:
        deadline = time.monotonic() + budget.seconds(processes=1, pieces=pieces_of(lib))
        while "наблюдаю" not in watch_log.read_text(encoding="utf-8", errors="replace") and watcher.poll() is None \
                and time.monotonic() < deadline:
            time.sleep(0.1)
        if not check("watch: memo-watch starts watching", watcher.poll() is None and "наблюдаю" in
                     watch_log.read_text(encoding="utf-8", errors="replace"),
                     watch_log.read_text(encoding="utf-8", errors="replace").strip().splitlines()[-1:]):
            return
        editing = threading.Event()
        editing.set()
        cli_problems: list[str] = []
        searches = {"cli": 0, "mcp": 0}

        def cli_searches() -> None:
            while editing.is_set():
                value = rng.choice(list(notes.values()) or ["x"])
                mode = rng.choice(["lex", "lex", "hybrid"])
                done = memo.run("search", str(lib), value, "--mode", mode, "--json",
                                timeout=budget.seconds(processes=1, pieces=60))
                searches["cli"] += 1
                if done.returncode != 0 or broken(done.stderr):
                    cli_problems.append(f"exit {done.returncode}: {done.stderr.strip()[-120:]}")

        mcp_problems: list[str] = []

        async def mcp_searches(session):
            while editing.is_set():
                value = rng.choice(list(notes.values()) or ["x"])
                error, text, _ = answer(await session.call_tool(
                    "memo_search", {"path": str(lib), "query": value, "mode": rng.choice(["lex", "hybrid"])}))
                searches["mcp"] += 1
                if error:
                    mcp_problems.append(text[:120])

        def mcp_thread() -> None:
            try:
                mcp_session(memo, lib, b / "watch-mcp.stderr", budget.seconds(processes=2, pieces=400) + 600,
                            mcp_searches)
            except Exception as error:
                mcp_problems.append(f"session: {type(error).__name__}: {error}")

        threads = [threading.Thread(target=cli_searches), threading.Thread(target=cli_searches),
                   threading.Thread(target=mcp_thread)]
        for thread in threads:
            thread.start()
        created = deleted = edited = 0
        for step in range(200):
            roll = rng.random()
            if roll < 0.2 or len(notes) < 8:
                put(lib / rng.choice("ab") / f"new{step:03d}.md")
                created += 1
            elif roll < 0.3:
                path = rng.choice(sorted(notes))
                path.unlink()
                del notes[path]
                deleted += 1
            else:
                put(rng.choice(sorted(notes)))
                edited += 1
            time.sleep(rng.uniform(0.02, 0.12))
        editing.clear()
        for thread in threads:
            thread.join(timeout=budget.seconds(processes=2, pieces=400))
        print(f"     {edited} edits, {created} creates, {deleted} deletes; {searches['cli']} CLI and "
              f"{searches['mcp']} MCP searches meanwhile", flush=True)
        check("watch: concurrent CLI searches exit 0, no traceback, no `database is locked`", not cli_problems,
              "; ".join(cli_problems[:3]))
        check("watch: concurrent MCP searches never isError", not mcp_problems, "; ".join(mcp_problems[:3]))
        expected = {str(lib / c): len(list((lib / c).glob("*.md"))) for c in "ab"}
        deadline = time.monotonic() + budget.seconds(processes=2, pieces=pieces_of(lib))
        counts = memo.status(lib, timeout=budget.seconds())
        while counts != expected and time.monotonic() < deadline:
            time.sleep(0.5)
            counts = memo.status(lib, timeout=budget.seconds())
        check("watch: memo-watch alone brings the index to the notes on disk", counts == expected,
              f"status {counts}, on disk {expected}")
        stale = [value for value in rng.sample(sorted(set(f"kqw{n:04d}zx" for n in range(1, serial + 1))
                                                      - set(notes.values())), 10)
                 if memo.found(lib, value, budget.seconds())]
        check("watch: values no longer in any note are not found", not stale, f"still found: {stale}")
        lost = found_by_mcp(memo, lib, notes, b / "watch-final-mcp.stderr", budget)
        check(f"watch: nothing lost, each of {len(notes)} surviving notes found by its exact value", not lost,
              f"missing: {lost[:5]}")
    finally:
        watcher.send_signal(signal.SIGTERM)
        try:
            watcher.wait(timeout=budget.seconds(processes=1))
        except subprocess.TimeoutExpired:
            watcher.kill()
            watcher.wait()
    logs = [watch_log, b / "watch-mcp.stderr", b / "watch-final-mcp.stderr"]
    bad = [line for log in logs if log.exists() for line in broken(log.read_text(encoding="utf-8", errors="replace"))]
    check("watch: no traceback, no `database is locked` from memo-watch and memo-mcp", not bad, "; ".join(bad[:3]))
    check("watch: memo-watch ends with exit 0 on SIGTERM", watcher.returncode == 0, f"exit {watcher.returncode}")


STAGES = {"mcp": stage_mcp, "kill": stage_kill, "bad": stage_bad, "watch": stage_watch}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=str(Path(sys.executable).parent))
    parser.add_argument("--only", default=",".join(STAGES))
    parser.add_argument("--seed", type=int, default=9)
    args = parser.parse_args()
    if not os.environ.get("MEMO_MODEL_DIR"):
        raise SystemExit("set MEMO_MODEL_DIR to the model's folder")
    memo = Memo(Path(args.bin), dict(os.environ))
    memo.env.pop("MEMO_ROOTS", None)
    base = Path(tempfile.mkdtemp(prefix="memo-stress-"))
    try:
        budget = measure(memo, base)
        for name in args.only.split(","):
            started = time.monotonic()
            print(f"---- {name}", flush=True)
            STAGES[name](memo, base, budget, random.Random(f"{args.seed}-{name}"))
            print(f"     {name}: {time.monotonic() - started:.0f} s", flush=True)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    print(f"{len(PASSED)} checks passed, {len(FAILED)} failed" + (f": {FAILED}" if FAILED else ""))
    return 1 if FAILED else 0


if __name__ == "__main__":
    sys.exit(main())

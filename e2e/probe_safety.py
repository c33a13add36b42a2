"""Recreate the faults of issue 9 from scratch against the installed commands and check each is gone.

    python e2e/probe_safety.py [--bin DIR]     (DIR holds memo and memo-mcp; default: next to python)

Everything happens in a fresh temporary folder B: B/root is the only allowed root (MEMO_ROOTS),
B/outside holds a marker file, an empty file, a secret note and a user's file in .memo; the check
at the end is that B/outside is byte-identical (nothing read into an index, created, changed or
deleted). Prints one line per check; exits 1 when any check fails. Needs the model (MEMO_MODEL_DIR).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FAILED: list[str] = []


def check(name: str, ok: bool, detail: str = "") -> None:
    print(f"{'ok  ' if ok else 'FAIL'} {name}" + (f" ({detail})" if detail else ""), flush=True)
    if not ok:
        FAILED.append(name)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): (p.read_bytes() if p.is_file() and not p.is_symlink() else b"<dir>")
            for p in sorted(folder.rglob("*"))}


class Mcp:
    """memo-mcp over stdio, raw JSON-RPC lines, as any client speaks it."""

    def __init__(self, command: str, env: dict[str, str]):
        self.proc = subprocess.Popen([command], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, env=env, text=True, encoding="utf-8")
        self.next_id = 0
        self.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": {"name": "probe", "version": "1"}})
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def send(self, message: dict) -> None:
        self.proc.stdin.write(json.dumps(message, ensure_ascii=False) + "\n")
        self.proc.stdin.flush()

    def request(self, method: str, params: dict) -> dict:
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("memo-mcp closed its output")
            answer = json.loads(line)
            if answer.get("id") == self.next_id:
                return answer

    def call(self, tool: str, **arguments) -> tuple[bool, str, dict | None]:
        result = self.request("tools/call", {"name": tool, "arguments": arguments})["result"]
        return bool(result.get("isError")), result["content"][0]["text"], result.get("structuredContent")

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def damage(path: Path, how: str) -> None:
    data = path.read_bytes()
    if how == "truncated":
        path.write_bytes(data[: len(data) // 3])
    elif how == "garbage-header":
        path.write_bytes(os.urandom(100) + data[100:])
    else:
        damaged = bytearray(data)
        for offset in range(8192, len(data), 4096):
            damaged[offset:offset + 2000] = os.urandom(2000)
        path.write_bytes(bytes(damaged))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=str(Path(sys.executable).parent))
    args = parser.parse_args()
    memo, memo_mcp = str(Path(args.bin) / "memo"), str(Path(args.bin) / "memo-mcp")
    base = Path(tempfile.mkdtemp(prefix="memo-probe-"))
    try:
        return probe(base, memo, memo_mcp)
    finally:
        shutil.rmtree(base, ignore_errors=True)


def probe(b: Path, memo: str, memo_mcp: str) -> int:
    root, outside = b / "root", b / "outside"
    write(root / "grp/inside/a.md", "# Заметка\nСервер nexus стоит в стойке, бэкап через pg_restore.\n")
    write(root / "coll/n.md", "# Н\nтекст заметки\n")
    write(outside / "secret.md", "# Секрет\nПароль от сейфа: 7391.\n")
    write(outside / "marker.txt", "маркер: не трогать")
    write(outside / "precious.txt", "")
    write(outside / ".memo/keep.txt", "файл пользователя")
    os.symlink(outside, root / "grp/out")
    (root / "coll/.memo").mkdir()
    os.symlink(outside / "precious.txt", root / "coll/.memo/index.db")
    os.symlink(outside / "secret.md", root / "grp/inside/leak.md")
    before = snapshot(outside)
    env = dict(os.environ, MEMO_ROOTS=str(root))

    server = Mcp(memo_mcp, env)
    try:
        # 1. search through a symlinked folder; 4. a symlinked note
        error, text, data = server.call("memo_search", path=str(root / "grp"), query="пароль от сейфа 7391")
        paths = [hit["path"] for hit in (data or {}).get("hits", [])]
        check("1 search of root/grp: no hit from outside, no index outside",
              not error and not any("7391" in hit["text"] for hit in data["hits"])
              and not (outside / ".memo/index.db").exists(), f"hits {paths}")
        check("1 the skipped link is reported", any("grp/out" in w for w in data["warnings"]))
        check("4 the symlinked note is skipped with a warning", any("leak.md" in w for w in data["warnings"])
              and all("leak.md" not in p for p in paths))
        error, text, _ = server.call("memo_search", path=str(root / "grp/inside/leak.md"), query="x")
        check("4 naming the symlinked note is refused", error and "вне разрешённых папок" in text, text[:80])
        # 2. reindex
        error, text, _ = server.call("memo_reindex", path=str(root / "grp"))
        check("2 reindex of root/grp succeeds", not error, text.splitlines()[-1] if text else "")
        check("2 the user's file in outside/.memo survives", (outside / ".memo/keep.txt").exists())
        # 3. a symlinked index.db
        error, text, _ = server.call("memo_search", path=str(root / "coll"), query="текст")
        check("3 a symlinked index.db is refused (MCP)", error and "символическая ссылка" in text, text[:90])
        # 7. malformed paths
        for name, path in (("NUL", "/tmp/a\x00b"), ("5000 characters", "/" + "x" * 5000)):
            error, text, _ = server.call("memo_status", path=path)
            check(f"7 a path with {name} is an ordinary refusal", error and text.startswith("недопустимый путь")
                  and "внутренняя ошибка" not in text, text[:70])
        # 5. a 1.2 M-character query, and the next call right after it
        server.call("memo_search", path=str(root / "grp/inside"), query="сервер")  # model loaded, index built
        started = time.monotonic()
        error, text, data = server.call("memo_search", path=str(root / "grp/inside"),
                                        query=("сервер стойка бэкап " * 60_000)[:1_200_000])
        huge = time.monotonic() - started
        started = time.monotonic()
        server.call("memo_status", path=str(root / "grp/inside"))
        after = time.monotonic() - started
        check("5 a 1.2 M-character MCP query answers within seconds", not error and huge < 10, f"{huge:.2f} s")
        check("5 what was cut is reported", any(w.startswith("запрос обрезан") for w in (data or {}).get("warnings", [])))
        check("5 the next call is not delayed", after < 2, f"{after:.2f} s")
    finally:
        server.close()

    def cli(*argv: str, **kw) -> subprocess.CompletedProcess:
        return subprocess.run([memo, *argv], capture_output=True, text=True, encoding="utf-8", **kw)

    done = cli("search", str(root / "coll"), "текст")
    check("3 a symlinked index.db is refused on the CLI too", done.returncode == 1 and "символическая ссылка"
          in done.stderr, done.stderr.strip()[:90])
    started = time.monotonic()
    done = cli("search", str(root / "grp/inside"), "server rack backup " * 5_556)  # 100,000 characters
    check("5 a 100,000-character CLI query (hybrid) answers within seconds",
          done.returncode == 0 and time.monotonic() - started < 15, f"{time.monotonic() - started:.2f} s")

    # 6. damaged indexes: search, status and index each heal in one call
    template = b / "template"
    for number in range(40):
        write(template / f"n{number}.md", f"# Заметка {number}\n" + f"сервер стойка номер {number}\n" * 40)
    cli("index", str(template))
    for how in ("truncated", "garbage-header", "middle"):
        for command in ("search", "status", "index"):
            coll = b / f"{how}-{command}"
            shutil.copytree(template, coll)
            damage(coll / ".memo/index.db", how)
            damaged = (coll / ".memo/index.db").read_bytes()
            argv = [command, str(coll)] + (["сервер стойка"] if command == "search" else [])
            done = cli(*argv)
            if command == "status" and "отложен" not in done.stderr:  # status may miss a damaged page
                done = cli("search", str(coll), "сервер стойка")
            aside = sorted((coll / ".memo").glob("index.db.corrupt-*"))
            kept = any(p.read_bytes() == damaged for p in aside if not p.name.endswith(("-wal", "-shm")))
            again = cli("search", str(coll), "сервер стойка", "--json")
            hits = json.loads(again.stdout or "[]") if again.returncode == 0 else []
            check(f"6 {how} index, {command}: exit 0, set aside, searchable again",
                  done.returncode == 0 and kept and "отложен" in done.stderr and len(hits) > 0,
                  f"exit {done.returncode}, aside {[p.name for p in aside]}")

    # 7. usage errors
    for argv in (["search", str(root), "q", "--k", "0"], ["search", str(root), "q", "--unknown"]):
        done = cli(*argv)
        lines = done.stderr.strip().splitlines()
        check(f"7 memo {' '.join(argv[3:])}: one Russian line, exit 2", done.returncode == 2 and len(lines) == 1
              and lines[0].startswith("ошибка: ") and "Error" not in lines[0], lines[0] if lines else "")
    done = cli("search", str(root / "grp/inside"), "-сервер", "--mode", "lex")
    check("7 a query starting with '-' works without '--'", done.returncode == 0 and "a.md" in done.stdout,
          done.stderr.strip()[:80])

    check("outside the allowed root: byte-identical, nothing created or deleted", snapshot(outside) == before)
    print(f"{'all checks passed' if not FAILED else str(len(FAILED)) + ' check(s) failed'}")
    return 1 if FAILED else 0


if __name__ == "__main__":
    sys.exit(main())

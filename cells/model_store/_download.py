"""HTTP download of a model folder with `.part` files, Range resume and size / SHA-256 checks."""

from __future__ import annotations

import json
import os
import re
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

from ._manifest import MANIFEST, _base, _file_entry, _sha256_file, _validate
from .errors import ModelError

# the original model's public layout: local name -> path under the base URL
_ORIGINAL_FILES = {"model.onnx": "onnx/model.onnx", "sentencepiece.bpe.model": "sentencepiece.bpe.model"}
_CHUNK = 1 << 20
_PROGRESS_EVERY = 2.0
_clock = time.monotonic


def _opener(url: str) -> urllib.request.OpenerDirector:
    host = urlsplit(url).hostname or ""
    local = host in ("127.0.0.1", "localhost", "::1")
    return urllib.request.build_opener(urllib.request.ProxyHandler({} if local else None))


def _mb(n: int) -> int:
    return round(n / 1_000_000)


def _progress_text(name: str, done: int, total: int) -> str:
    if total > 0:
        pct = min(100, max(0, done * 100 // total))
        return f"скачиваю {name}: {pct}% ({_mb(done)} МБ / {_mb(total)} МБ)"
    return f"скачиваю {name}: {_mb(done)} МБ"


def _int(value: str | None) -> int:
    """A non-negative integer header, or -1 when absent or malformed."""
    return int(value) if value and value.strip().isdigit() else -1


def _content_range(value: str | None) -> tuple[int, int]:
    """(first byte, total or -1) of a `Content-Range: bytes a-b/total` header; (-1, -1) if absent."""
    m = re.fullmatch(r"\s*bytes\s+(\d+)-\d+/(\d+|\*)\s*", value or "")
    if not m:
        return -1, -1
    return int(m.group(1)), (-1 if m.group(2) == "*" else int(m.group(2)))


def _open(opener, url: str, name: str, headers: dict, timeout: float):
    request = urllib.request.Request(url, headers=headers)
    try:
        return opener.open(request, timeout=timeout)
    except urllib.error.HTTPError as e:
        e.close()
        raise ModelError(f"не удалось скачать {name}: HTTP {e.code} ({url})") from None
    except (urllib.error.URLError, OSError) as e:
        reason = getattr(e, "reason", None) or e
        raise ModelError(f"не удалось скачать {name} с {url}: {reason}") from None


def _fetch_file(opener, url: str, directory: Path, name: str, pin: dict | None,
                say: Callable[[str], None], timeout: float) -> int:
    """Download `url` into directory/name via name.part; returns the file's size."""
    target, part = directory / name, directory / f"{name}.part"
    start = part.stat().st_size if part.is_file() else 0
    if part.exists() and start == 0:
        part.unlink()
    headers = {"Range": f"bytes={start}-"} if start > 0 else {}
    response = _open(opener, url, name, headers, timeout)
    with response:
        status = response.status
        if status not in (200, 206):
            raise ModelError(f"не удалось скачать {name}: HTTP {status} ({url})")
        declared = _int(response.headers.get("Content-Length"))
        first, range_total = _content_range(response.headers.get("Content-Range"))
        resuming = status == 206 and start > 0
        if status == 206 and first != (start if resuming else 0):
            part.unlink(missing_ok=True)
            raise ModelError(f"не удалось скачать {name}: сервер прислал кусок с байта {first}, "
                             f"а просили с {start} ({url})")
        if not resuming:
            start = 0
        if resuming:
            total = range_total if range_total >= 0 else (start + declared if declared >= 0 else -1)
        else:
            total = range_total if status == 206 and range_total >= 0 else declared
        written, last = 0, _clock()
        try:
            with open(part, "ab" if resuming else "wb") as out:
                while block := response.read(_CHUNK):
                    out.write(block)
                    written += len(block)
                    if _clock() - last >= _PROGRESS_EVERY:
                        last = _clock()
                        say(_progress_text(name, start + written, total))
                out.flush()
                os.fsync(out.fileno())
        except OSError as e:
            raise ModelError(f"скачивание {name} прервано: {e}; повторите — докачка продолжится "
                             f"с {start + written} байт") from None
    if declared >= 0 and written != declared:
        raise ModelError(f"размер {name} не совпал: сервер обещал {start + declared} байт, получено "
                         f"{start + written}; повторите — докачка продолжится")
    actual = part.stat().st_size
    if total >= 0 and actual != total:
        part.unlink()
        raise ModelError(f"размер {name} не совпал: ожидалось {total} байт, получено {actual} байт")
    if pin is not None:
        if actual != pin["size"]:
            part.unlink()
            raise ModelError(f"размер {name} не совпал: ожидалось {pin['size']} байт по манифесту, "
                             f"получено {actual} байт")
        if _sha256_file(part) != pin["sha256"]:
            part.unlink()
            raise ModelError(f"SHA-256 файла {name} не совпал с манифестом: файл испорчен, удалён")
    os.replace(part, target)
    say(f"скачано {name}: {_mb(actual)} МБ")
    return actual


def _remote_manifest(opener, base_url: str, timeout: float) -> dict | None:
    """The mirror's manifest.json, or None when the base URL has none (the original model's layout)."""
    url = f"{base_url}/{MANIFEST}"
    try:
        with opener.open(urllib.request.Request(url), timeout=timeout) as response:
            raw = response.read(1 << 20)
    except urllib.error.HTTPError as e:
        e.close()
        if e.code == 404:
            return None
        raise ModelError(f"не удалось скачать {MANIFEST}: HTTP {e.code} ({url})") from None
    except (urllib.error.URLError, OSError) as e:
        raise ModelError(f"не удалось скачать {MANIFEST} с {url}: {getattr(e, 'reason', None) or e}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except ValueError:
        data = None
    return _validate(data, url)


def _download(directory: Path, base_url: str, force: bool, say: Callable[[str], None],
              timeout: float = 60.0) -> tuple[dict, list[str], int]:
    """Fetch a model folder from `base_url`; returns (manifest, names downloaded, bytes downloaded).

    A base URL with a manifest.json is a memo mirror: its files are pinned by size and SHA-256 and a
    pinned file already present is kept. Otherwise the original model's public layout is assumed.
    The manifest is written by the caller, after every file is in place.
    """
    opener = _opener(base_url)
    remote = _remote_manifest(opener, base_url, timeout)
    files = {n: n for n in remote["files"]} if remote else dict(_ORIGINAL_FILES)
    downloaded, total = [], 0
    for name, remote_path in files.items():
        pin = remote["files"][name] if remote else None
        target = directory / name
        if force:
            (directory / f"{name}.part").unlink(missing_ok=True)
        elif pin and target.is_file() and target.stat().st_size == pin["size"] \
                and _sha256_file(target) == pin["sha256"]:
            continue
        total += _fetch_file(opener, f"{base_url}/{remote_path}", directory, name, pin, say, timeout)
        downloaded.append(name)
    if remote:
        manifest = dict(remote, source=base_url)
    else:
        entries = {n: _file_entry(directory / n) for n in files}
        manifest = _base("fp32", "model.onnx", "sentencepiece.bpe.model", "fairseq", base_url, entries)
    return manifest, downloaded, total

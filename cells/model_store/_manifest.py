"""manifest.json: what a model folder holds, and the checks that refuse an inconsistent one."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from ._tokenizer import LAYOUTS
from .errors import ModelError

MANIFEST = "manifest.json"
FORMAT = 1
MODEL_NAME = "multilingual-e5-small"


def _sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _file_entry(path: Path) -> dict:
    return {"size": path.stat().st_size, "sha256": _sha256_file(path)}


def _base(variant: str, model_file: str, tokenizer_file: str, layout: str, source: str,
          files: dict) -> dict:
    return {
        "format": FORMAT,
        "name": MODEL_NAME,
        "dimension": 384,
        "max_tokens": 512,
        "pooling": "mean",
        "normalize": True,
        "query_prefix": "query: ",
        "passage_prefix": "passage: ",
        "variant": variant,
        "model_file": model_file,
        "tokenizer": {"file": tokenizer_file, "layout": layout, "bos": 0, "pad": 1, "eos": 2, "unk": 3},
        "files": files,
        "source": source,
    }


def _valid_name(name: object) -> bool:
    return (isinstance(name, str) and name not in ("", ".", "..", MANIFEST) and "/" not in name
            and "\\" not in name and not name.startswith("."))


def _validate(data: object, where: str) -> dict:
    """Check the manifest's shape; raise ModelError naming `where` when it is not one memo can use."""
    def bad(why: str) -> ModelError:
        return ModelError(f"{where}: манифест модели повреждён или не поддерживается ({why}); "
                          "запустите: memo model --force")

    if not isinstance(data, dict):
        raise bad("не объект JSON")
    if data.get("format") != FORMAT:
        raise bad(f"формат {data.get('format')!r}, ожидался {FORMAT}")
    for key, kind in (("name", str), ("variant", str), ("model_file", str), ("query_prefix", str),
                      ("passage_prefix", str), ("pooling", str), ("source", str)):
        if not isinstance(data.get(key), kind):
            raise bad(f"нет поля {key}")
    for key in ("dimension", "max_tokens"):
        value = data.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or value <= 2:
            raise bad(f"поле {key} = {value!r}")
    if data["pooling"] != "mean":
        raise bad(f"пулинг {data['pooling']!r}")
    tok = data.get("tokenizer")
    if not isinstance(tok, dict) or tok.get("layout") not in LAYOUTS or not isinstance(tok.get("file"), str):
        raise bad("нет описания токенизатора")
    for key in ("bos", "pad", "eos", "unk"):
        if not isinstance(tok.get(key), int):
            raise bad(f"нет id {key} токенизатора")
    files = data.get("files")
    if not isinstance(files, dict) or not files:
        raise bad("нет списка файлов")
    for name, entry in files.items():
        if not _valid_name(name):
            raise bad(f"недопустимое имя файла {name!r}")
        if (not isinstance(entry, dict) or not isinstance(entry.get("size"), int)
                or not isinstance(entry.get("sha256"), str) or len(entry["sha256"]) != 64):
            raise bad(f"у файла {name} нет размера или SHA-256")
    for name in (data["model_file"], tok["file"]):
        if name not in files:
            raise bad(f"файл {name} не описан")
    return data


def _read(directory: Path) -> dict:
    path = directory / MANIFEST
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ModelError(f"модель не найдена в {directory}: нет {MANIFEST}; запустите: memo model") from None
    except OSError as e:
        raise ModelError(f"не удалось прочитать {path}: {e.strerror or e}") from None
    try:
        data = json.loads(text)
    except ValueError:
        data = None
    return _validate(data, str(path))


def _check_sizes(directory: Path, manifest: dict) -> None:
    """Every file exists with the size the manifest gives (cheap: no hashing)."""
    for name, entry in manifest["files"].items():
        path = directory / name
        try:
            size = path.stat().st_size
        except OSError:
            raise ModelError(f"файл модели {path} отсутствует; запустите: memo model --force") from None
        if size != entry["size"]:
            raise ModelError(f"файл модели {path} повреждён или не докачан: {size} байт, "
                             f"ожидалось {entry['size']}; запустите: memo model --force")


def _check_hash(path: Path, data: bytes, entry: dict) -> None:
    if len(data) != entry["size"] or _sha256_bytes(data) != entry["sha256"]:
        raise ModelError(f"файл модели {path} повреждён: размер или SHA-256 не совпадает с манифестом; "
                         "запустите: memo model --force")


def _write(directory: Path, manifest: dict) -> None:
    """Atomically (write + fsync + rename) put manifest.json into `directory`."""
    tmp = directory / f".{MANIFEST}.{os.getpid()}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=2)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, directory / MANIFEST)

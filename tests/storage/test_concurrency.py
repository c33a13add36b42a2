import os
import subprocess
import sys
import textwrap

WORKER = textwrap.dedent('''
    import sys
    from pathlib import Path
    import numpy as np
    from memo.chunker import chunk_markdown
    from memo.storage import FileState, IndexDb

    role, folder, rounds = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    rng = np.random.default_rng(len(role))
    with IndexDb(folder, "model-a", 8) as db:
        for i in range(rounds):
            if role == "writer":
                chunks = chunk_markdown(f"# Раздел {i}\\nмаяк номер {i}\\n# Второй\\nещё {i}")
                vectors = rng.random((len(chunks), 8), dtype=np.float32)
                db.put_file(folder / f"n{i % 3}.md", FileState(i, i, str(i)), chunks, vectors)
                if i % 7 == 0:
                    db.remove_file(folder / "n1.md")
            else:
                db.lex_search('"маяк"', 10)
                db.vec_search(rng.random(8, dtype=np.float32), 5)
                db.stats()
    print("ok")
''')


def test_writers_and_readers_in_several_processes_never_see_a_locked_database(tmp_path):
    script = tmp_path / "worker.py"
    script.write_text(WORKER, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    procs = [subprocess.Popen([sys.executable, str(script), role, str(tmp_path), "150"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for role in ("writer", "reader", "writer", "reader", "writer")]
    results = [p.communicate(timeout=240) for p in procs]
    for proc, (out, err) in zip(procs, results):
        assert "locked" not in err and "занят" not in err, err
        assert proc.returncode == 0 and out.strip() == "ok", err

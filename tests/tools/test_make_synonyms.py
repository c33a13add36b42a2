"""tools/make_synonyms.py's rule, on a tiny synsets table (the download itself needs the network)."""
import importlib.util
import sqlite3
from pathlib import Path

TOOL = Path(__file__).resolve().parents[2] / "tools" / "make_synonyms.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("make_synonyms", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_groups_keep_one_word_lemmas_of_four_letters_in_synsets_of_two_or_more(tmp_path):
    db = tmp_path / "wikiwordnet.db"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE synsets(synset_id INTEGER, lemma TEXT, definition TEXT)")
    conn.executemany("INSERT INTO synsets VALUES (?, ?, '')", [
        (1, "велосипед"), (1, "Велик"), (1, "лисапед"),       # kept: three words, stems written
        (2, "кот"), (2, "котяра"),                             # "кот" is under four letters: one word left
        (3, "железная дорога"), (3, "чугунка"),                # a phrase is no word: one word left
        (4, "телевизор"), (4, "телевизоры"),                   # one stem: one word
        (5, "ёлка"), (5, "ель"), (5, "пихта"),                 # "ель" too short; "ёлка" kept as written
    ])
    conn.commit()
    conn.close()
    assert load_tool().groups(db) == ["велик:велик велосипед:велосипед лисапед:лисапед", "елк:ёлка пихт:пихта"]

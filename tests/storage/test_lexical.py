from memo.storage import lexical_tokens


def test_russian_inflections_share_a_stem():
    assert lexical_tokens("встреча") == lexical_tokens("встречах") == lexical_tokens("Встречи")


def test_yo_and_case_are_folded():
    assert lexical_tokens("елка") == lexical_tokens("Ёлка") == lexical_tokens("ЁЛКИ")
    assert lexical_tokens("Ёmail") == lexical_tokens("еmail") == ["еmail"]


def test_english_words_are_stemmed():
    assert lexical_tokens("restoring databases") == lexical_tokens("restore database")


def test_identifiers_become_adjacent_unstemmed_numbers():
    assert lexical_tokens("на 76.132, TEST-4173") == ["на", "76", "132", "test", "4173"]
    assert lexical_tokens("pg_restore") == ["pg", "restor"]


def test_text_without_letters_or_digits_gives_nothing():
    assert lexical_tokens(' "*" ... -- ') == []


def test_stems_come_from_pystemmer_and_equal_snowballs_pure_python_ones():
    """Indexes written with either stemmer must read alike: PyStemmer (C, loaded at start) gives the
    pure-Python Snowball stems, on every word of the e2e notes and questions."""
    import re
    from pathlib import Path

    import Stemmer
    from snowballstemmer.english_stemmer import EnglishStemmer
    from snowballstemmer.russian_stemmer import RussianStemmer

    from memo.storage import lexical

    assert isinstance(lexical._RUSSIAN, Stemmer.Stemmer) and isinstance(lexical._ENGLISH, Stemmer.Stemmer)
    e2e = Path(__file__).resolve().parents[2] / "e2e"
    text = " ".join(path.read_text(encoding="utf-8") for pattern in ("*.tsv", "*_corpus/**/*.md")
                    for path in e2e.glob(pattern)).lower().replace("ё", "е")
    words = set(re.findall(r"[^\W_]+", text))
    russian = sorted(w for w in words if re.fullmatch(r"[а-я]+", w))
    english = sorted(w for w in words if re.fullmatch(r"[a-z]+", w))
    assert len(russian) > 1000 and len(english) > 300
    pure_ru, pure_en = RussianStemmer(), EnglishStemmer()
    assert [w for w in russian if lexical._RUSSIAN.stemWord(w) != pure_ru.stemWord(w)] == []
    assert [w for w in english if lexical._ENGLISH.stemWord(w) != pure_en.stemWord(w)] == []


def test_decomposed_letters_are_the_letters_they_compose():
    """"й" and "ё" as a letter plus a combining mark (NFD: text from macOS, some PDFs) are the same words."""
    import unicodedata

    typed = "Йошкар-Ола, ёжик и йогурт"
    assert lexical_tokens(unicodedata.normalize("NFD", typed)) == lexical_tokens(typed) == lexical_tokens("йошкар-ола, ежик и йогурт")

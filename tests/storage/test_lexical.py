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

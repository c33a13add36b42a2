"""Query parsing: words, exact phrases, lookups and names (no model, no index)."""
from memo.searcher._query import lex_expression, parse_query


def test_function_words_do_not_rank_unless_nothing_else_is_left():
    parsed = parse_query("где живёт хранилище образов")
    assert "где" not in parsed.words and len(parsed.words) == 3
    assert parse_query("что где когда").words  # only function words: kept, the query still searches
    assert '"где"' not in lex_expression(parsed)


def test_a_lookup_is_exact_phrases_and_function_words_only():
    assert parse_query("76.132").lookup
    assert parse_query("что такое jsCls").lookup
    assert parse_query("«точная фраза»").lookup
    question = parse_query("сколько памяти на Server4")
    assert not question.lookup and question.exact == (("server4",),)


def test_a_single_word_is_a_lookup_of_that_word():
    parsed = parse_query("dppx")
    assert parsed.lookup and parsed.exact == (("dppx",),) and parsed.words == ()
    assert not parse_query("плотность пикселей").lookup


def test_a_single_token_of_several_words_is_a_lookup_of_that_phrase():
    parsed = parse_query("dpkg-sig")
    assert parsed.lookup and parsed.exact == (("dpkg", "sig"),) and parsed.words == ()
    assert not parse_query("dpkg sig").lookup  # two tokens are two words


def test_identifiers_inside_a_question_are_exact_phrases_and_names():
    parsed = parse_query("сколько памяти на Server4 и 76.132")
    assert parsed.exact == (("server4",), ("76", "132")) and parsed.words == ("памят",) and not parsed.lookup
    assert parsed.names == ("Server4", "76.132")


def test_a_one_token_lookup_keeps_its_punctuation_as_typed():
    assert parse_query("?essential").literal == "?essential"
    assert parse_query("--Purge.").literal == "--purge"  # folded, a sentence's closing punctuation dropped
    assert parse_query("?Ёлка").literal == "?елка"
    assert parse_query("dpkg-sig").literal == "dpkg-sig"
    assert parse_query("dppx").literal is None and parse_query("purge").literal is None  # plain words
    assert parse_query("как ?essential").literal is None  # a question is no lookup


def test_names_are_identifiers_quotes_and_latin_words_in_a_russian_query():
    assert parse_query("как подключить Sentry к проекту").names == ("Sentry",)
    assert parse_query("где «Generation П» и TEST-4173").names == ("Generation П", "TEST-4173")
    assert parse_query("how do I connect Sentry").names == ()  # an English query: its words are not names
    # capitalised Latin words are names, not the question's language, however many letters they have
    assert parse_query("как установить Debian на Raspberry Pi").names == ("Debian", "Raspberry", "Pi")
    assert parse_query("how to install Debian on Raspberry Pi").names == ()
    assert parse_query("как настроить nginx reverse proxy").names == ()  # lowercase Latin words outweigh

"""One search's questions to the word index (cells/searcher/_word_queries.py) over a counting index."""
from memo.searcher._word_queries import WordQueries


class CountingIndex:
    """An index of `matches` pieces for every expression (ids 1..matches, best first), counting calls."""

    def __init__(self, matches: int):
        self.matches = matches
        self.ranked: list[int] = []
        self.unranked: list[int] = []

    def lex_search(self, expression, limit):
        self.ranked.append(limit)
        return [(cid, 1.0 / cid) for cid in range(1, self.matches + 1)][:limit]

    def lex_matches(self, expression, limit):
        self.unranked.append(limit)
        return list(range(self.matches, 0, -1))[:max(limit, 0)]


def test_an_expression_ranked_once_answers_every_question_of_the_search():
    db, queries = CountingIndex(3), WordQueries()
    assert [cid for cid, _ in queries.ranked(db, '"a"', 200)] == [1, 2, 3]
    assert queries.ranked(db, '"a"', 50) == queries.ranked(db, '"a"', 500)  # every match is known
    assert sorted(queries.best_ids(db, '"a"', 200)) == [1, 2, 3] and queries.exists(db, '"a"')
    assert db.ranked == [200] and db.unranked == []


def test_a_shorter_list_does_not_answer_a_deeper_question():
    db, queries = CountingIndex(300), WordQueries()
    assert len(queries.ranked(db, '"a"', 50)) == 50
    assert len(queries.ranked(db, '"a"', 200)) == 200 and db.ranked == [50, 200]
    assert queries.best_ids(db, '"a"', 100) == list(range(1, 101)) and db.unranked == []


def test_a_rare_phrase_is_listed_without_ranking_and_a_common_one_ranked():
    rare, common, queries = CountingIndex(5), CountingIndex(300), WordQueries()
    assert sorted(queries.best_ids(rare, '"a"', 200)) == [1, 2, 3, 4, 5]
    assert rare.ranked == [] and rare.unranked == [201]
    assert queries.best_ids(common, '"a"', 200) == list(range(1, 201))  # the best 200, as ranked
    assert common.ranked == [200] and common.unranked == [201]


def test_whether_a_name_occurs_is_asked_without_ranking():
    found, empty, queries = CountingIndex(4000), CountingIndex(0), WordQueries()
    assert queries.exists(found, '"a"') and not queries.exists(empty, '"a"')
    assert found.ranked == empty.ranked == [] and found.unranked == empty.unranked == [1]
    assert not WordQueries().ranked(empty, '"a"', 50) and empty.ranked == [50]


def test_a_phrase_listed_for_its_best_pieces_answers_whether_it_occurs():
    """A Latin word of a Russian question is checked for promotion (best_ids) and for being in no note (exists):
    the second question is answered by the first's listing, found or not."""
    rare, empty, queries = CountingIndex(2), CountingIndex(0), WordQueries()
    assert sorted(queries.best_ids(rare, '"a"', 200)) == [1, 2] and queries.exists(rare, '"a"')
    assert queries.best_ids(empty, '"a"', 200) == [] and not queries.exists(empty, '"a"')
    assert rare.unranked == empty.unranked == [201] and rare.ranked == empty.ranked == []

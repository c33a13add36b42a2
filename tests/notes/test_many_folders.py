"""Listing notes when the process has run out of file descriptors (a library of hundreds of collections,
each index holding three open files)."""
import errno
import os
import resource

import pytest

from fakes import alone
from memo.notes import note_names


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts descriptors through /proc")
def test_a_listing_out_of_file_descriptors_raises_instead_of_finding_no_notes(tmp_path):
    """[] would tell a pass that every note of the collection is gone: it would drop them all. Alone in a
    forked child: every descriptor is taken there."""
    (tmp_path / "a.md").write_text("# A\n", encoding="utf-8")

    def run():
        hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
        resource.setrlimit(resource.RLIMIT_NOFILE, (len(os.listdir("/proc/self/fd")) + 4, hard))
        with pytest.raises(OSError):  # every descriptor left taken
            while True:
                os.open(os.devnull, os.O_RDONLY)
        with pytest.raises(OSError) as raised:
            note_names(tmp_path)
        return raised.value.errno

    assert alone(run) == errno.EMFILE
    assert note_names(tmp_path) == ["a.md"]
    assert note_names(tmp_path / "gone") == []  # a folder that is not there still has no notes

"""papers.json one paper per line: the same JSON, read in pieces, never a different answer."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from lectern.core.library import Library
from lectern.core.storage.atomic import UnreadableFileError, read_json_file
from lectern.core.storage.doclines import READ_CHUNK, WRITE_CHUNK, dump_lines, read_lines


def sample_data(papers: int) -> dict[str, dict[str, dict[str, object]]]:
    return {
        "_meta": {"1": {"schema": 1, "generation": 3}},
        "papers": {
            str(n): {
                "id": f"doi:10.1/{n}",
                "title": f'Paper {n}: "quotes", commas,\nnewlines',
                "abstract": "Ünïcode ∑ and }\n{ braces",
                "authors": ["A. One", "B. Two"],
                "year": 2000 + n % 30,
            }
            for n in range(1, papers + 1)
        },
        "empty": {},
    }


def write(path: Path, data: dict) -> bytes:
    raw = b"".join(dump_lines(data))
    path.write_bytes(raw)
    return raw


@pytest.mark.parametrize("papers", [0, 1, READ_CHUNK, READ_CHUNK + 1, WRITE_CHUNK + 7])
def test_a_lined_file_is_plain_json_and_reads_back_the_same(tmp_path: Path, papers: int) -> None:
    data = sample_data(papers)
    raw = write(tmp_path / "papers.json", data)
    assert orjson.loads(raw) == data
    assert raw.count(b"\n") == papers + 9  # one line per paper, plus the frame
    with open(tmp_path / "papers.json", "rb") as handle:
        assert read_lines(handle) == data
    assert read_json_file(tmp_path / "papers.json") == data


def test_a_file_written_whole_is_read_whole(tmp_path: Path) -> None:
    data = sample_data(5)
    (tmp_path / "old.json").write_bytes(orjson.dumps(data))
    with open(tmp_path / "old.json", "rb") as handle:
        assert read_lines(handle) is None
    assert read_json_file(tmp_path / "old.json") == data


def test_every_truncation_is_refused_or_harmless(tmp_path: Path) -> None:
    data = sample_data(READ_CHUNK * 2 + 3)
    raw = write(tmp_path / "full.json", data)
    path = tmp_path / "cut.json"
    for cut in range(0, len(raw), 97):
        path.write_bytes(raw[:cut])
        try:
            found = read_json_file(path)
        except UnreadableFileError:
            continue
        assert found == data, f"cut at byte {cut} read as other data"


FIRST_PAPER = 5  # the line of the first paper: "{", "_meta" (3 lines), then "papers"


def damaged(raw: bytes, line: int, old: bytes, new: bytes) -> bytes:
    lines = raw.split(b"\n")
    assert old in lines[line] and lines[line].startswith(b'"')
    lines[line] = lines[line].replace(old, new)
    return b"\n".join(lines)


@pytest.mark.parametrize(
    "line", [FIRST_PAPER + 5, FIRST_PAPER + READ_CHUNK - 1, FIRST_PAPER + READ_CHUNK]
)
def test_a_lost_comma_between_papers_is_refused_wherever_it_is(tmp_path: Path, line: int) -> None:
    raw = write(tmp_path / "papers.json", sample_data(READ_CHUNK * 3))
    (tmp_path / "papers.json").write_bytes(damaged(raw, line, b"},", b"}"))
    with pytest.raises(UnreadableFileError):
        read_json_file(tmp_path / "papers.json")


@pytest.mark.parametrize(
    "old,new",
    [
        (b"}", b"},"),  # a trailing comma after the last paper
        (b"}", b"}}"),  # a stray brace
        (b'"id"', b'"id'),  # a broken string
    ],
)
def test_damage_to_the_last_paper_is_refused(tmp_path: Path, old: bytes, new: bytes) -> None:
    raw = write(tmp_path / "papers.json", sample_data(READ_CHUNK + 2))
    last_paper = FIRST_PAPER + READ_CHUNK + 1
    (tmp_path / "papers.json").write_bytes(damaged(raw, last_paper, old, new))
    with pytest.raises(UnreadableFileError):
        read_json_file(tmp_path / "papers.json")


def test_anything_after_the_end_is_refused(tmp_path: Path) -> None:
    raw = write(tmp_path / "papers.json", sample_data(3))
    (tmp_path / "papers.json").write_bytes(raw + b"{}")
    with pytest.raises(UnreadableFileError):
        read_json_file(tmp_path / "papers.json")


def test_a_library_writes_papers_one_per_line_and_upgrades_an_old_file(tmp_path: Path) -> None:
    folder = tmp_path / "lib"
    with Library.open(folder) as library:
        library.imports.import_sample()
        count, ids = len(library), library.ids()
    lines = (folder / "papers.json").read_bytes().split(b"\n")
    assert lines[0] == b"{" and sum(1 for line in lines if line.startswith(b'"')) >= count

    data = orjson.loads((folder / "papers.json").read_bytes())
    (folder / "papers.json").write_bytes(orjson.dumps(data))  # as an older Lectern wrote it
    with Library.open(folder, readonly=True) as library:
        assert library.ids() == ids
    assert (folder / "papers.json").read_bytes().startswith(b'{"')  # read-only: untouched
    with Library.open(folder) as library:
        assert library.ids() == ids and library.check().problems == []
    assert (folder / "papers.json").read_bytes().startswith(b"{\n")
    assert orjson.loads((folder / "papers.json").read_bytes()) == data

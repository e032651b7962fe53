"""Where each paper's line is, as `paper-lines.json` and `annotation-lines.json` keep it:
one text, a line per paper id in order, each line the id, a tab, and where the paper's
line starts and ends in the file it was made from (``arxiv:2506.22084\\t8410\\t10522``).

`lectern search` looks up the twenty papers it prints by halving that text, and reads
the text as it is stored: kept as arrays of numbers to decode instead, 75,000 papers
cost it 6 ms more. `HeldFile` is the file they are read from, held open, and
`file_identity` names the version of a file a derived file was made from.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from typing import Any, BinaryIO, Self

_NOT_BELOW_TAB = bytes(range(9, 256))


def _below_tab(text: str) -> bool:
    """Whether `text` holds a character below the tab (UTF-8 gives those one byte each)."""
    return bool(text.encode().translate(None, _NOT_BELOW_TAB))


class LineSpans(Mapping[str, tuple[int, int]]):
    """(start, end) of each paper's line, by paper id.

    The order is not checked when read (:meth:`in_order` does): an id not found where it
    should be is missing, which whoever asks for a paper that must be there takes as a
    cache to read through. A line whose numbers are not numbers raises ValueError when
    looked up: the cache is wrong.
    """

    def __init__(self, text: str) -> None:
        self._text = text

    @classmethod
    def of(cls, spans: Mapping[str, tuple[int, int]]) -> LineSpans | None:
        """These spans in the cache's form; None if an id holds a line break, a tab or a
        character below them."""
        ids = sorted(spans)
        if any("\n" in pid or "\t" in pid for pid in ids) or _below_tab("".join(ids)):
            return None
        return cls("\n".join(f"{pid}\t{spans[pid][0]}\t{spans[pid][1]}" for pid in ids))

    @classmethod
    def kept(cls, kept: Mapping[str, Any]) -> LineSpans:
        """As :meth:`to_kept` wrote them; KeyError or TypeError for anything else."""
        text = kept["lines"]
        if not isinstance(text, str):
            raise TypeError("lines")
        return cls(text)

    def to_kept(self) -> dict[str, str]:
        return {"lines": self._text}

    def in_order(self) -> bool:
        """Each id at or after the one before (a cache whose absent ids mean something).

        The lines are in order exactly when their ids are, as no id holds a tab, a line
        break or a character below them (each would come before the tab that ends an id):
        sorting the lines and looking for those characters both run in C.
        """
        if _below_tab(self._text):
            return False
        lines = self._text.split("\n")
        return lines == sorted(lines)

    def _rest(self, paper_id: str) -> str | None:
        """What follows the id on its line, found by halving the text; None if absent."""
        text = self._text
        low, high = 0, len(text)  # the lines that begin in [low, high)
        while low < high:
            middle = (low + high) // 2
            start = text.rfind("\n", low, middle) + 1 or low
            end = text.find("\n", middle)
            if end < 0:
                end = len(text)
            key, _, rest = text[start:end].partition("\t")
            if key == paper_id:
                return rest
            if key < paper_id:
                low = end + 1
            else:
                high = start
        return None

    def __getitem__(self, paper_id: str) -> tuple[int, int]:
        rest = self._rest(paper_id)
        if rest is None:
            raise KeyError(paper_id)
        start, tab, end = rest.partition("\t")
        if not tab:
            raise ValueError(f"no line end for {paper_id!r}")
        return int(start), int(end)

    def __contains__(self, paper_id: object) -> bool:
        return isinstance(paper_id, str) and self._rest(paper_id) is not None

    def __iter__(self) -> Iterator[str]:
        if not self._text:
            return iter(())
        return (line.partition("\t")[0] for line in self._text.split("\n"))

    def __len__(self) -> int:
        return self._text.count("\n") + 1 if self._text else 0


def file_identity(stat: os.stat_result) -> list[int]:
    """Which version of a file a derived file was made from, as it keeps it: inode, size,
    modification and change time."""
    return [stat.st_ino, stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns]


class HeldFile:
    """A file held open, so the lines read are those of the version their spans were found
    in even if a writer replaces it meanwhile; close it (or use it in a `with`)."""

    _handle: BinaryIO

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._handle.close()

    def _read_span(self, span: tuple[int, int]) -> bytes:
        self._handle.seek(span[0])
        return self._handle.read(span[1] - span[0])

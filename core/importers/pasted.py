"""Text pasted into File → New paper: a BibTeX, RIS or MEDLINE entry, CSL-JSON, an identifier.

Lectern is offline, so nothing is looked up: a DOI, an arXiv id or a link becomes a paper
with that identifier (its title, until the user gives one, is the identifier itself, marked
as derived so a later import of the real record fills it in), and any other text is a
title, with the lines after it as the abstract.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from lectern.core.errors import ImportFileError
from lectern.core.importers import parse_file
from lectern.core.importers.base import RawRecord, Skipped
from lectern.core.importers.detect import looks_like_medline
from lectern.core.models import normalize_arxiv_id, normalize_doi
from lectern.core.said import in_turn, said
from lectern.core.text.titles import identifier_title

_BIBTEX = re.compile(r"^\s*@\w+\s*[{(]", re.MULTILINE)
_RIS = re.compile(r"^TY  - ", re.MULTILINE)
_URL = re.compile(r"https?://\S+", re.IGNORECASE)
_ARXIV_HINT = re.compile(r"arxiv|^\s*\d{4}\.\d{4,5}(v\d+)?\s*$", re.IGNORECASE)
_SUFFIX = {"bibtex": ".bib", "ris": ".ris", "medline": ".nbib", "csljson": ".json"}


def pasted_format(text: str) -> str:
    """ "bibtex", "ris", "medline", "csljson" or "text"."""
    if looks_like_medline(text):  # before BibTeX: an address line may hold an "@"
        return "medline"
    if _BIBTEX.search(text):
        return "bibtex"
    if _RIS.search(text):
        return "ris"
    if text.lstrip().startswith(("[", "{")):
        return "csljson"
    return "text"


def parse_pasted(text: str) -> list[RawRecord | Skipped]:
    """The records in pasted text; ValueError (in plain words) when there are none."""
    text = text.replace("\r\n", "\n").strip()
    if not text:
        raise ValueError(said("Paste a BibTeX or RIS entry, a DOI, an arXiv id or a link."))
    fmt = pasted_format(text)
    if fmt == "text":
        return [_from_text(text)]
    with tempfile.TemporaryDirectory(prefix="lectern-paste-") as folder:
        path = Path(folder) / f"pasted{_SUFFIX[fmt]}"
        path.write_text(text + "\n", "utf-8")
        try:
            records = list(parse_file(path, fmt).records)
        except ImportFileError as exc:
            raise ValueError(_pasted_problem(fmt, exc)) from None
    if not any(isinstance(r, RawRecord) for r in records):
        reasons = [r.reason for r in records if isinstance(r, Skipped)]
        if not reasons:
            raise ValueError(
                said("The pasted text holds no paper Lectern can read ({format}).", format=fmt)
            )
        raise ValueError(
            said(
                "The pasted text holds no paper Lectern can read ({reasons}).",
                reasons=in_turn(reasons),
            )
        )
    return records


def _pasted_problem(fmt: str, exc: ImportFileError) -> str:
    """The error of the file the paste was written to, about the pasted text instead."""
    if exc.line:
        return said(
            "The pasted {format} text, line {line}: {problem}",
            format=fmt,
            line=exc.line,
            problem=exc.problem,
        )
    return said("The pasted {format} text: {problem}", format=fmt, problem=exc.problem)


def _from_text(text: str) -> RawRecord:
    lines = [line.strip() for line in text.split("\n")]
    urls = list(dict.fromkeys(u.rstrip(".,;)") for u in _URL.findall(text)))
    doi = normalize_doi(text)
    arxiv = normalize_arxiv_id(text) if _ARXIV_HINT.search(text) else ""
    words = _URL.sub(" ", text)
    if doi:
        words = words.replace(doi, " ").replace(doi.upper(), " ")
    identifier_only = not re.sub(r"(?i)\b(doi|arxiv)\s*:?|[\d./v\-\s]|10\.\S+", "", words).strip()
    if identifier_only:
        label = identifier_title(doi=doi, arxiv_id=arxiv) or (urls[0] if urls else text)
        return RawRecord(
            line=1, title=label, title_derived=True, doi=doi, arxiv_id=arxiv, urls=urls
        )
    first = next(n for n, line in enumerate(lines) if line)
    title = " ".join(words.split("\n")[first].split()).strip(" -:,;") or lines[first]
    abstract = "\n".join(lines[first + 1 :]).strip()
    return RawRecord(line=1, title=title, abstract=abstract, doi=doi, arxiv_id=arxiv, urls=urls)

"""What a user types on the command line for a paper: its id, a bare arXiv id, a DOI (or its
URL), or its citation key, the name a LaTeX document cites it by.

Every command that takes a paper (show, mark, note, cite, edit, delete, restore, queue,
text, collections, duplicates --keep, history --paper) finds it here, so each accepts the
same things and says the same when nothing matches. An id wins over a key: a key that
happens to read as another paper's id or arXiv id still names that paper, as it did before
keys were accepted. A key is matched as citation keys compare (as biber does), among the
papers' own keys and the aliases a merged paper keeps (biblatex's `ids`); a key of a paper
merged into another names the paper it lives on in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lectern.core.errors import LecternError

if TYPE_CHECKING:
    from lectern.core.library import Library

# The help of every argument that names papers, so each command says it alike.
ID_HELP = "the paper's id or citation key (an arXiv id or a DOI works too)"
IDS_HELP = "the papers' ids or citation keys (arXiv ids and DOIs work too)"


def find_paper(library: Library, text: str) -> str:
    """The paper (in the library or its Trash) for an id, a bare arXiv id, a DOI or its URL,
    or a citation key."""
    from lectern.core.models import normalize_arxiv_id, normalize_doi

    text = text.strip()
    candidates = [text]
    if arxiv := normalize_arxiv_id(text.removeprefix("arxiv:").removeprefix("arXiv:")):
        candidates.append(f"arxiv:{arxiv}")
    if doi := normalize_doi(text):
        candidates.append(f"doi:{doi}")
    for candidate in candidates:
        if library.papers.has_paper(candidate):
            return candidate
    holder = library.papers.key_holder(text) if text else None
    if holder is not None and library.papers.has_paper(holder):
        return holder
    raise LecternError(
        f"No paper with id or citation key {text!r} in the library at {library.folder}."
    )

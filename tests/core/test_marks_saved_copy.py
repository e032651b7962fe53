"""The copy with marks is written by the PDF worker, and what it says when it refuses is
said as the core says it, so the window shows it in the user's language."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from lectern.core.errors import MarksPdfError
from lectern.core.library import Library
from lectern.core.said import Said, message_of
from tests.core.helpers_marks import PAPER_PDF, passage_mark


def test_a_copy_over_the_pdf_is_refused_in_words_the_window_can_translate(
    tmp_path: Path, pdfs_dir: Path
):
    pdf = tmp_path / "paper.pdf"
    shutil.copy(pdfs_dir / PAPER_PDF, pdf)
    with Library.open(tmp_path / "lib") as lib:
        pid = lib.imports.add_paper(title="Ultra light bosonic dark matter and CMB").added_ids[0]
        with pytest.raises(MarksPdfError):
            lib.marks.save_copy(pid)  # no PDF yet
        lib.papers.edit(pid, files=[str(pdf)])
        lib.marks.add(passage_mark(pdf, pid, 2, "CMB power spectrums"))
        with pytest.raises(MarksPdfError) as refused:
            lib.marks.save_copy(pid, pdf)
    message = message_of(refused.value)
    assert isinstance(message, Said)
    assert message.template.startswith("A copy with marks is saved under another name")
    assert message.values["path"] == str(pdf)

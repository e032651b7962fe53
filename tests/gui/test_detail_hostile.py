"""Hostile content in an imported file: shown as text, nothing loaded, no bad link opened."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl

from lectern.gui.safe_display import external_url, open_external
from tests.gui.helpers_detail import (  # noqa: F401
    anchor_position,
    click_link,
    click_position,
    import_items,
    library,
    opened,
    pane,
    service,
    write_csljson,
)

RLO = "\u202e"
HOSTILE_ABSTRACT = (
    'We study <script>alert("pwned")</script> attacks. '
    '<img src="file:///etc/passwd"> <a href="javascript:alert(1)">click me</a> '
    "See \\href{javascript:alert(2)}{this demo} or \\url{file:///etc/passwd}, "
    "and the code at \\url{https://example.org/safe-code}. "
    f"The file is called {RLO}fdp.exe and **really** matters."
)


@pytest.fixture
def hostile_id(qtbot, service, tmp_path: Path) -> str:
    """A plain-text abstract list: the importer keeps the abstract (and its derived title) raw."""
    path = tmp_path / "evil.txt"
    path.write_text(f"Evil Collection\n\n{HOSTILE_ABSTRACT}\n", encoding="utf-8")
    ids = import_items(service, qtbot, path)
    assert len(ids) == 1
    return ids[0]


@pytest.fixture
def hostile_csl_id(qtbot, service, tmp_path: Path) -> str:
    """CSL-JSON with markup in the title and authors and a script URL."""
    path = write_csljson(
        tmp_path / "evil.json",
        [
            {
                "id": "evil",
                "type": "article-journal",
                "title": f'Invoice {RLO}fdp.exe <b onmouseover="x">bold</b> <script>alert(3)</script>',
                "author": [{"family": "<img src=x onerror=alert(4)>", "given": "Mallory"}],
                "container-title": "<i>Journal of Tricks</i>",
                "issued": {"date-parts": [[2024]]},
                "abstract": "A journal abstract about tricks, long enough to be a real one.",
                "URL": "javascript:alert(5)",
                "DOI": "10.1000/evil-doi",
            }
        ],
    )
    ids = import_items(service, qtbot, path)
    assert len(ids) == 1
    return ids[0]


def test_hostile_markup_is_shown_as_text_and_loads_nothing(pane, library, hostile_id):
    assert "<script>" in library.papers.paper(hostile_id).abstract  # stored as the file had it
    pane.show_paper(hostile_id)
    view = pane.abstract_view
    shown = view.toPlainText()
    assert "<script>" in shown and '<img src="file:///etc/passwd">' in shown  # text, not markup
    assert not view.has_images()
    assert view.refused_resources == []  # no resource of any kind was even asked for
    assert RLO not in shown and "fdp.exe" in shown

    title = pane.header.title_label
    assert "&lt;script&gt;" in title.text() and "<script>" not in title.text()
    assert "<img" not in title.text()


def test_hostile_title_and_authors_are_plain_text(pane, hostile_csl_id):
    pane.show_paper(hostile_csl_id)
    title = pane.header.title_label
    assert "fdp.exe" in title.accessibleName()
    assert RLO not in title.text() and RLO not in title.accessibleName()
    authors = pane.header.authors_label.text()
    assert "<img" not in authors and "&lt;img" in authors
    assert "Journal of Tricks" in pane.header.meta_label.text()


def test_only_web_links_are_offered_and_opened(
    qtbot,
    pane,
    hostile_id,
    hostile_csl_id,
    opened,
):
    pane.show_paper(hostile_csl_id)
    links = pane.header.links_label.text()
    assert "javascript" not in links
    assert "https://doi.org/10.1000/evil-doi" in links

    pane.show_paper(hostile_id)
    view = pane.abstract_view
    for text in ("this demo", "click me", "passwd"):
        try:
            position = anchor_position(view, text)
        except AssertionError:
            continue  # rendered as plain text: nothing to click
        click_position(qtbot, view, position)
    assert opened == []

    click_link(qtbot, view, "example.org/safe-code")
    qtbot.waitUntil(lambda: opened == ["https://example.org/safe-code"])

    pane.header.links_label.linkActivated.emit("javascript:alert(6)")
    pane.header.links_label.linkActivated.emit("https://doi.org/10.1000/evil-doi")
    assert opened == ["https://example.org/safe-code", "https://doi.org/10.1000/evil-doi"]


def test_hostile_notes_preview_loads_nothing_and_opens_no_script(
    qtbot,
    pane,
    service,
    hostile_id,
    opened,
):
    notes = (
        "![tracker](file:///etc/passwd) <img src='file:///etc/passwd'> "
        "[run me](javascript:alert(7)) [local](file:///etc/passwd) <script>x</script>"
    )
    pane.show_paper(hostile_id)
    service.submit(lambda lib: lib.notes.set_notes(hostile_id, notes))
    qtbot.waitUntil(lambda: pane.notes.text() == notes)
    pane.notes.show_preview()
    preview = pane.notes.preview
    assert not preview.has_images()
    assert preview.refused_resources == []
    assert "<script>" in preview.toPlainText()
    for text in ("run me", "local"):
        click_link(qtbot, preview, text)
    assert opened == []


@pytest.mark.parametrize(
    "link",
    [
        "javascript:alert(1)",
        "JAVASCRIPT:alert(1)",
        " javascript:alert(1)",
        "file:///etc/passwd",
        "data:text/html,<script>x</script>",
        "/etc/passwd",
        "ftp://example.org/x",
        "https://",
        "vbscript:msgbox",
        "qrc:/icons/x.png",
    ],
)
def test_the_scheme_check_refuses_anything_but_web_links(link, opened):
    assert external_url(link) is None
    assert open_external(link) is False
    assert opened == []


@pytest.mark.parametrize(
    ("link", "target"),
    [
        ("https://example.org/a?b=1", "https://example.org/a?b=1"),
        ("HTTP://Example.org/", "http://example.org/"),
        ("doi:10.1000/xyz", "https://doi.org/10.1000/xyz"),
        ("arxiv:2401.01234", "https://arxiv.org/abs/2401.01234"),
    ],
)
def test_web_doi_and_arxiv_links_open_in_the_browser(link, target, opened):
    assert open_external(QUrl(link)) is True
    assert opened == [target]


@pytest.mark.usefixtures("library")
def test_a_doi_with_a_hash_reaches_the_resolver_whole(
    qtbot,
    pane,
    service,
    tmp_path,
    opened,
):
    path = write_csljson(
        tmp_path / "odd.json",
        [
            {
                "id": "odd",
                "type": "article-journal",
                "title": "Odd DOI",
                "DOI": "10.1000/a#b?c",
                "abstract": "An abstract long enough to be a paper of its own for the importer.",
            }
        ],
    )
    pid = import_items(service, qtbot, path)[0]
    pane.show_paper(pid)
    label = pane.header.links_label
    href = label.text().split('href="', 2)[1].split('"', 1)[0]
    label.linkActivated.emit(href.replace("&amp;", "&"))
    assert opened == ["https://doi.org/10.1000/a%23b%3Fc"]


def test_the_view_loads_nothing_even_when_raw_html_asks(qtbot):
    """Defence in depth: markup that slipped past the renderers still fetches nothing."""
    from PySide6.QtGui import QTextDocument

    from lectern.gui.detail.abstract_view import SafeTextBrowser

    view = SafeTextBrowser()
    qtbot.addWidget(view)
    view.show()
    view.setHtml(
        '<p>before <img src="file:///etc/passwd" width="12" height="12"> '
        '<img src="https://tracker.example/pixel.gif"> after</p>'
    )
    view.grab()  # lay out and paint, which is when images are asked for
    assert view.refused_resources  # Qt asked…
    for url in ("file:///etc/passwd", "https://tracker.example/pixel.gif"):
        assert view.loadResource(QTextDocument.ResourceType.ImageResource.value, QUrl(url)) is None

    view.set_safe_html('<p>before <img src="file:///etc/passwd"> after</p>')
    assert not view.has_images()
    assert "[image: file:///etc/passwd]" in view.toPlainText()

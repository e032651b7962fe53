"""Looking a paper up by its identifier, against a loopback HTTPS server that replays the
services' recorded answers (../shared/data/online): each recorded identifier becomes the
record its answer states, and each bad answer made from them says what happened in plain
words and gives nothing to add. The real network is never asked."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from lectern.core.lookup.fetching import Fetcher, LookupFailed, Problem
from lectern.core.lookup.identifiers import Identifier, Scheme, parse_identifier
from lectern.core.lookup.looking_up import LookupBatch, look_up
from tests.core.helpers_lookup import ReplayServer, Reply, online, server  # noqa: F401 (the fixtures these tests use)

# Each recorded identifier, and what its answer states: title, authors (how many, the
# first and the last, in order), year, venue, volume, issue, pages, type, the abstract's
# first words ("" where the answer gives none).
EXPECTED = {
    "10.1007/978-3-662-46370-3_13": (
        "Clinical Symptoms and Physical Examinations",
        (2, "Ronald L. Diercks", "Tom Clement Ludvigsen"),
        2015,
        "Shoulder Stiffness",
        "",
        "",
        "155-158",
        "chapter",
        "",
    ),
    "10.1145/3448016.3452841": (
        "Vector Quotient Filters",
        (6, "Prashant Pandey", "Rob Johnson"),
        2021,
        "Proceedings of the 2021 International Conference on Management of Data",
        "",
        "",
        "1386-1399",
        "paper-conference",
        "",
    ),
    "10.1109/icdcsw.2003.1203662": (
        "Accurate and explicit differentiation of wireless and congestion losses",
        (2, "V. Arya", "T. Turletti"),
        None,  # the record has no issued date
        "23rd International Conference on Distributed Computing Systems Workshops, 2003. "
        "Proceedings.",
        "",
        "",
        "877-882",
        "paper-conference",
        "",
    ),
    "10.7554/elife.01567": (
        "Automated quantitative histology reveals vascular morphodynamics during "
        "Arabidopsis hypocotyl secondary growth",
        (5, "Martial Sankar", "Christian S Hardtke"),
        2014,
        "eLife",
        "3",
        "",
        "",
        "article-journal",
        "Among various advantages, their small size",
    ),
    "10.1136/jclinpath-2020-206745": (
        "Construction of a reference material panel for detecting KRAS / NRAS / EGFR / "
        "BRAF / MET mutations in plasma ctDNA",
        (15, "Jun Xu", "Jie Huang"),
        2021,
        "Journal of Clinical Pathology",
        "74",
        "5",
        "314-320",
        "article-journal",
        "Background\n\nThe absence of high-quality next-generation sequencing",
    ),
    "10.1002/jor.1100150407": (
        "Growth hormone secretagogue increases muscle strength during remobilization after "
        "canine hindlimb immobilization",
        (12, "Richard L. Lieber", "Gerard J. Hickey"),
        1997,
        "Journal of Orthopaedic Research",
        "15",
        "4",
        "519-527",
        "article-journal",
        "Twenty‐two beagles were divided into two equal groups",
    ),
    "10.1101/2020.12.01.406702": (
        "Identification of a novel cationic glycolipid in Streptococcus agalactiae that "
        "contributes to brain entry and meningitis",
        (8, "Luke R. Joyce", "Ziqiang Guan"),
        2020,
        "openRxiv",
        "",
        "",
        "",
        "article",
        "Bacterial membrane lipids are critical for membrane bilayer formation",
    ),
    "10.1017/9781108348843": (
        "The Politics of the Past in Early China",
        (1, "Vincent S. Leung", "Vincent S. Leung"),
        2019,
        "Cambridge University Press",
        "",
        "",
        "",
        "book",
        "",
    ),
    "10.48550/arxiv.1902.02534": (
        "Crowdsourcing open citations with CROCI -- An analysis of the current status of "
        "open citations, and a proposal",
        (3, "Ivan Heibi", "David Shotton"),
        2019,
        "",
        "",
        "",
        "",
        "article",
        "In this paper, we analyse the current availability of open citations",
    ),
    "10.4230/lipics.tqc.2013.93": (
        "The Minimum Size of Qubit Unextendible Product Bases",
        (1, "Nathaniel Johnston", "Nathaniel Johnston"),
        2013,
        "LIPIcs, Volume 22, TQC 2013",
        "22",
        "",
        "93-105",
        "paper-conference",
        "We investigate the problem of constructing unextendible product bases",
    ),
    "10.5281/zenodo.1196821": (
        "Pspm-Sc4B: Scr, Ecg, Emg, Psr And Respiration Measurements In A Delay Fear "
        "Conditioning Task With Auditory Cs And Electrical Us",
        (6, "Matthias Staib", "Dominik R. Bach"),
        2018,
        "Zenodo",
        "",
        "",
        "",
        "dataset",
        "This dataset includes pupil size response (PSR)",
    ),
    "10.1126/science.169.3946.635": (
        "The Structure of Ordinary Water",
        (1, "Henry S. Frank", "Henry S. Frank"),
        1970,
        "Science",
        "169",
        "3946",
        "635-641",
        "article-journal",
        "The train of thought pursued in this article",
    ),
    "arXiv:1710.08557": (
        "On Neuromechanical Approaches for the Study of Biological Grasp and Manipulation",
        (2, "Francisco J Valero-Cuevas", "Marco Santello"),
        2017,
        "Journal of NeuroEngineering and Rehabilitation, 2017",
        "",
        "",
        "",
        "article",
        "Biological and robotic grasp and manipulation are undeniably similar",
    ),
    "astro-ph/9812133": (
        "Measurements of Omega and Lambda from 42 High-Redshift Supernovae",
        (32, "S. Perlmutter", "W. J. Couch"),
        1998,
        "Astrophys.J.517:565-586,1999",
        "",
        "",
        "",
        "article",
        "We report measurements of the mass density",
    ),
    "https://arxiv.org/abs/math/0211159v1": (
        "The entropy formula for the Ricci flow and its geometric applications",
        (1, "Grisha Perelman", "Grisha Perelman"),
        2002,
        "",
        "",
        "",
        "",
        "article",
        "We present a monotonic expression for the Ricci flow",
    ),
    "pmid:27797938": (
        "Leucocyte telomere length, genetic variants at the TERT gene region and risk of "
        "pancreatic cancer",
        (22, "Ying Bao", "Brian M Wolpin"),
        2017,
        "Gut",
        "66",
        "6",
        "1116-1122",
        "article-journal",
        "Objective: Telomere shortening occurs as an early event",
    ),
    "https://pubmed.ncbi.nlm.nih.gov/28775130/": (
        "Occupational pesticide exposure and subclinical hypothyroidism among male "
        "pesticide applicators",
        (12, "Catherine C Lerro", "Mary H Ward"),
        2018,
        "Occupational and environmental medicine",
        "75",
        "2",
        "79-89",
        "article-journal",
        "Objectives: Animal studies suggest that exposure to pesticides",
    ),
    "PMID: 29963580": (
        "Development of a pulmonary imaging biomarker pipeline for phenotyping of chronic "
        "lung disease",
        (9, "Fumin Guo", "Canadian Respiratory Research Network"),
        2018,
        "Journal of medical imaging (Bellingham, Wash.)",
        "5",
        "2",
        "026002",
        "article-journal",
        "We designed and generated pulmonary imaging biomarker pipelines",
    ),
    "ISBN 0-06-027322-4": (
        "Sabriel",
        (1, "Garth Nix", "Garth Nix"),
        1996,
        "Harper Trophy",
        "",
        "",
        "",
        "book",
        "Sabriel, daughter of the necromancer Abhorsen",
    ),
}


@pytest.mark.usefixtures("server")
@pytest.mark.parametrize("typed", list(EXPECTED))
def test_each_recorded_identifier_becomes_the_record_its_answer_states(typed: str) -> None:
    title, (count, first, last), year, venue, volume, issue, pages, kind, abstract = EXPECTED[typed]
    record = look_up(Fetcher(), parse_identifier(typed))
    assert record.title == title
    assert (len(record.authors), record.authors[0], record.authors[-1]) == (count, first, last)
    assert record.year == year
    assert record.venue == venue
    assert (record.volume, record.number, record.pages) == (volume, issue, pages)
    assert record.kind == kind
    assert record.abstract.startswith(abstract)
    # JATS and HTML tags are read as plain text ("p < 0.001" stays as written)
    assert not re.search(r"</?[a-z]|&lt;", record.abstract)


def test_every_answer_lectern_asks_for_is_checked_above(server: ReplayServer) -> None:
    """Every recorded answer Lectern would ask for has its expectation in EXPECTED."""
    asked = {str(parse_identifier(typed)).partition(":")[2] for typed in EXPECTED} | {
        parse_identifier(typed).value for typed in EXPECTED
    }
    for item in server.recorded:
        if item.reply.status != 200:
            continue
        ids = item.ids
        named = (
            ids.get("arxiv_id") if item.route[0] == "arxiv" else ids.get("pmid") or ids.get("doi")
        )
        if item.route[0] == "openlibrary":
            named = "9780060273224"
        assert named in asked, item.file


@pytest.mark.usefixtures("server")
def test_an_arxiv_preprint_names_its_published_version() -> None:
    record = look_up(Fetcher(), parse_identifier("1710.08557v1"))
    assert record.arxiv_id == "1710.08557"
    assert record.doi == "10.1186/s12984-017-0305-3"


def test_a_datacite_doi_is_asked_of_datacite_and_crossref_is_not_bothered(
    server: ReplayServer,
) -> None:
    look_up(Fetcher(), parse_identifier("https://doi.org/10.5281/zenodo.1196821"))
    assert [route for route, _ in server.requests] == [
        ("datacite", "/dois/10.5281/zenodo.1196821", "")
    ]


def test_requests_name_lectern_and_the_contact_and_send_only_the_identifier(
    server: ReplayServer,
) -> None:
    look_up(Fetcher(contact="ada@example.org"), parse_identifier("10.7554/eLife.01567"))
    [(route, headers)] = server.requests
    assert route == ("crossref", "/works/10.7554/elife.01567", "")
    agent = headers["User-Agent"]
    assert agent.startswith("Lectern/") and "mailto:ada@example.org" in agent
    assert "Cookie" not in headers and "Authorization" not in headers


def test_an_open_library_isbn_follows_its_redirect_to_the_edition(server: ReplayServer) -> None:
    record = look_up(Fetcher(), parse_identifier("9780060273224"))
    assert [route[1] for route, _ in server.requests] == [
        "/isbn/9780060273224.json",
        "/books/OL22951843M.json",
    ]
    assert record.fields["ISBN"] == "9780060273224"


# --- bad answers ------------------------------------------------------------------------

ELIFE = ("crossref", "/works/10.7554/elife.01567", "")


def _recorded(server: ReplayServer, route: tuple[str, str, str]) -> Reply:
    return next(item.reply for item in server.recorded if item.route == route)


def _fails(typed: str, fetcher: Fetcher | None = None) -> LookupFailed:
    with pytest.raises(LookupFailed) as caught:
        look_up(fetcher or Fetcher(), parse_identifier(typed))
    return caught.value


def test_an_unknown_doi_is_asked_of_each_registry_and_said_to_be_unknown(
    server: ReplayServer,
) -> None:
    failed = _fails("10.1371/notarealdoi")
    assert failed.problem is Problem.NOT_FOUND
    assert str(failed) == (
        "No service knows doi:10.1371/notarealdoi (Crossref, DataCite, doi.org were "
        "asked); nothing was changed."
    )
    assert [route[0] for route, _ in server.requests] == ["crossref", "datacite", "doi"]


def test_an_id_arxiv_refuses_is_said_to_be_unknown(server: ReplayServer) -> None:
    body = _recorded(server, ("arxiv", "/api/query", "INVALIDID")).body
    server.answer(("arxiv", "/api/query", "2101.00001"), Reply(400, None, body))
    failed = _fails("2101.00001")
    assert failed.problem is Problem.NOT_FOUND
    assert str(failed) == "arXiv has no preprint arxiv:2101.00001; nothing was changed."


def test_a_cut_answer_is_not_a_record(server: ReplayServer) -> None:
    whole = _recorded(server, ELIFE)
    server.answer(ELIFE, Reply(200, "application/json", whole.body[: len(whole.body) // 2]))
    failed = _fails("10.7554/elife.01567")
    assert failed.problem is Problem.BAD_ANSWER
    assert str(failed) == (
        "Crossref answered about doi:10.7554/elife.01567 with something that is not a "
        "record (not JSON); nothing was changed."
    )


def test_an_answer_cut_off_before_its_length_is_not_a_record(server: ReplayServer) -> None:
    whole = _recorded(server, ELIFE)
    cut = Reply(200, "application/json", whole.body[:100], {"Content-Length": "5000"})
    cut.length = False
    server.answer(ELIFE, cut)
    failed = _fails("10.7554/elife.01567")
    assert failed.problem is Problem.BAD_ANSWER
    assert "nothing was changed" in str(failed)


def test_the_record_of_another_doi_is_refused(server: ReplayServer) -> None:
    other = _recorded(server, ("crossref", "/works/10.1002/jor.1100150407", ""))
    server.answer(ELIFE, other)
    failed = _fails("10.7554/elife.01567")
    assert failed.problem is Problem.OTHER_RECORD
    assert str(failed) == (
        "Crossref answered about doi:10.7554/elife.01567 with the record of "
        "doi:10.1002/jor.1100150407; nothing was changed."
    )


def test_arxiv_and_pubmed_records_of_other_ids_are_refused(server: ReplayServer) -> None:
    server.answer(
        ("arxiv", "/api/query", "1710.08557"),
        _recorded(server, ("arxiv", "/api/query", "math/0211159")),
    )
    assert _fails("1710.08557").problem is Problem.OTHER_RECORD
    server.answer(
        ("ncbi", "/entrez/eutils/efetch.fcgi", "27797938"),
        _recorded(server, ("ncbi", "/entrez/eutils/efetch.fcgi", "28775130")),
    )
    failed = _fails("pmid:27797938")
    assert str(failed) == (
        "PubMed answered about pmid:27797938 with the record of pmid:28775130; nothing was changed."
    )


def test_a_service_too_slow_is_said_not_to_answer(server: ReplayServer) -> None:
    whole = _recorded(server, ELIFE)
    server.answer(ELIFE, Reply(200, "application/json", whole.body, delay=30))
    failed = _fails("10.7554/elife.01567", Fetcher(timeout=0.5))
    assert failed.problem is Problem.TIMEOUT
    assert str(failed) == (
        "Crossref did not answer in time about doi:10.7554/elife.01567; nothing was "
        "changed. Try again later."
    )


def test_a_429_with_retry_after_is_asked_again_once(server: ReplayServer) -> None:
    whole = _recorded(server, ELIFE)
    busy = Reply(429, "text/plain", b"Too Many Requests", {"Retry-After": "1"})
    server.answer(ELIFE, busy, whole)
    record = look_up(Fetcher(), parse_identifier("10.7554/elife.01567"))
    assert record.venue == "eLife"
    assert len(server.requests) == 2


def test_a_service_busy_twice_is_said_to_be_busy(server: ReplayServer) -> None:
    server.answer(ELIFE, Reply(429, "text/plain", b"Too Many Requests", {"Retry-After": "0"}))
    failed = _fails("10.7554/elife.01567")
    assert failed.problem is Problem.BUSY
    assert len(server.requests) == 2  # asked again once, as the service said, and no more
    assert str(failed) == (
        "Crossref is busy and asked Lectern to wait before looking up "
        "doi:10.7554/elife.01567; nothing was changed. Try again in a while."
    )


def test_a_503_without_retry_after_is_not_asked_again(server: ReplayServer) -> None:
    server.answer(ELIFE, Reply(503, "text/html", b"<h1>Service Unavailable</h1>"))
    assert _fails("10.7554/elife.01567").problem is Problem.BUSY
    assert len(server.requests) == 1


def test_a_500_is_said_to_have_failed(server: ReplayServer) -> None:
    server.answer(ELIFE, Reply(500, "text/plain", b"oops"))
    failed = _fails("10.7554/elife.01567")
    assert failed.problem is Problem.FAILED
    assert "(HTTP 500)" in str(failed)


@pytest.mark.parametrize("with_length", [True, False])
def test_an_enormous_answer_is_refused_before_it_is_all_read(
    server: ReplayServer, with_length: bool
) -> None:
    whole = _recorded(server, ELIFE)
    huge = Reply(200, "application/json", whole.body + b" " * (5 * 1024 * 1024))
    huge.length = with_length
    server.answer(ELIFE, huge)
    failed = _fails("10.7554/elife.01567")
    assert failed.problem is Problem.TOO_BIG
    assert str(failed) == (
        "Crossref's answer about doi:10.7554/elife.01567 is larger than any record (4 MB); "
        "nothing was changed."
    )


@pytest.mark.usefixtures("server")
def test_no_network_is_said_in_plain_words(monkeypatch: pytest.MonkeyPatch) -> None:
    import socket

    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]
    monkeypatch.setenv("LECTERN_CROSSREF_URL", f"https://127.0.0.1:{port}/crossref")
    failed = _fails("10.7554/elife.01567")
    assert failed.problem is Problem.OFFLINE
    assert str(failed).startswith("Could not reach Crossref to look up doi:10.7554/elife.01567")


@pytest.mark.usefixtures("server")
def test_a_server_lectern_cannot_trust_is_not_believed(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import trustme

    other = tmp_path / "other-ca.pem"
    trustme.CA().cert_pem.write_to_path(str(other))
    monkeypatch.setenv("SSL_CERT_FILE", str(other))
    failed = _fails("10.7554/elife.01567")
    assert failed.problem is Problem.OFFLINE
    assert "certificate" in str(failed).lower()


@pytest.mark.usefixtures("server")
def test_a_batch_reports_progress_and_stops_when_cancelled() -> None:
    ids = [parse_identifier(t) for t in ("10.7554/elife.01567", "1710.08557", "pmid:27797938")]
    seen: list[tuple[int, int]] = []
    batch = LookupBatch(ids, Fetcher())

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        if done == 2:
            batch.cancel()

    batch.progress = progress
    looked = list(batch.run())
    assert seen == [(1, 3), (2, 3)]
    assert [item.record.title[:20] for item in looked if item.record] == [
        "Automated quantitati",
        "On Neuromechanical A",
    ]
    assert batch.remaining == [Identifier(Scheme.PMID, "27797938")]
    resumed = LookupBatch(batch.remaining, Fetcher())
    [last] = list(resumed.run())
    assert last.record is not None and last.record.venue == "Gut"


def test_the_manifest_answers_lectern_does_not_ask_are_left_alone(online: Path) -> None:
    manifest = json.loads((online / "MANIFEST.json").read_text("utf-8"))
    assert len(manifest) == 28  # a new recording needs its expectation above


@pytest.mark.parametrize(
    ("typed", "scheme", "value"),
    [
        ("10.1000/XYZ.", Scheme.DOI, "10.1000/xyz"),
        ("doi:10.1145/3448016.3452841", Scheme.DOI, "10.1145/3448016.3452841"),
        (
            "https://doi.org/10.1007/978-3-662-46370-3_13",
            Scheme.DOI,
            "10.1007/978-3-662-46370-3_13",
        ),
        ("https://dx.doi.org/10.7554/eLife.01567", Scheme.DOI, "10.7554/elife.01567"),
        ("2101.00001v2", Scheme.ARXIV, "2101.00001"),
        ("arXiv:2101.00001", Scheme.ARXIV, "2101.00001"),
        ("hep-th/9901001", Scheme.ARXIV, "hep-th/9901001"),
        ("https://arxiv.org/abs/hep-th/9901001v3", Scheme.ARXIV, "hep-th/9901001"),
        ("https://arxiv.org/pdf/2101.00001v2.pdf", Scheme.ARXIV, "2101.00001"),
        ("pmid:27797938", Scheme.PMID, "27797938"),
        ("PMID: 27797938", Scheme.PMID, "27797938"),
        ("https://pubmed.ncbi.nlm.nih.gov/27797938/", Scheme.PMID, "27797938"),
        ("PMC5442267", Scheme.PMCID, "PMC5442267"),
        ("https://www.ncbi.nlm.nih.gov/pmc/articles/PMC5442267/", Scheme.PMCID, "PMC5442267"),
        ("0060273224", Scheme.ISBN, "9780060273224"),
        ("ISBN 978-2-07-042779-6", Scheme.ISBN, "9782070427796"),
        ("080442957X", Scheme.ISBN, "9780804429573"),
    ],
)
def test_identifiers_are_read_in_the_forms_people_paste(
    typed: str, scheme: Scheme, value: str
) -> None:
    assert parse_identifier(typed) == Identifier(scheme, value)


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("0060273225", "0060273225 is not an ISBN: its check digit does not match."),
        (
            "Attention is all you need",
            "Attention is all you need is not a DOI, an arXiv id, a PMID, a PMCID or an ISBN "
            "that Lectern can look up.",
        ),
    ],
)
def test_what_is_no_identifier_is_refused_in_plain_words(typed: str, said: str) -> None:
    with pytest.raises(ValueError, match="^" + re.escape(said) + "$"):
        parse_identifier(typed)


def test_a_pmcid_is_found_through_pubmed_search_then_fetched(server: ReplayServer) -> None:
    # esearch's answer for term=PMC5442267[pmc] (its eSearchResult form; not recorded)
    found = b"<eSearchResult><Count>1</Count><IdList><Id>27797938</Id></IdList></eSearchResult>"
    server.answer(("ncbi", "/entrez/eutils/esearch.fcgi", ""), Reply(200, "text/xml", found))
    record = look_up(Fetcher(), parse_identifier("PMC5442267"))
    assert record.venue == "Gut" and record.fields["PMCID"] == "PMC5442267"
    assert [route[1] for route, _ in server.requests] == [
        "/entrez/eutils/esearch.fcgi",
        "/entrez/eutils/efetch.fcgi",
    ]


def test_the_proxy_the_environment_names_is_used(
    server: ReplayServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    import socket

    with socket.socket() as unused:  # a proxy that is not there
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]
    monkeypatch.setenv("HTTPS_PROXY", f"http://127.0.0.1:{port}")
    monkeypatch.delenv("NO_PROXY")
    failed = _fails("10.7554/elife.01567")
    assert failed.problem is Problem.OFFLINE
    assert server.requests == []  # it went to the proxy, not around it


def test_open_library_sending_another_book_is_refused(server: ReplayServer) -> None:
    server.answer(
        ("openlibrary", "/isbn/9782070427796.json", ""),
        Reply(302, "text/plain", b"", {"Location": "/openlibrary/books/OL22951843M.json"}),
    )
    failed = _fails("978-2-07-042779-6")
    assert failed.problem is Problem.OTHER_RECORD
    assert str(failed) == (
        "Open Library answered about isbn:9782070427796 with the record of "
        "isbn:9780060273224; nothing was changed."
    )


def test_fetching_is_the_only_door_to_the_network() -> None:
    """Only core/lookup/fetching.py imports an HTTP client: nothing else in Lectern can go
    online, at start, in the background or on import (`socket` names the computer in the
    lock and the device files, and connects nowhere)."""
    root = Path(__file__).resolve().parents[2]
    door = re.compile(
        r"^\s*(?:import|from)\s+(?:httpx|httpcore|urllib\.request|urllib3|requests|http\.client"
        r"|aiohttp)\b",
        re.MULTILINE,
    )
    openers = sorted(
        str(path.relative_to(root))
        for folder in ("core", "gui")
        for path in (root / folder).rglob("*.py")
        if door.search(path.read_text("utf-8"))
    )
    assert openers == ["core/lookup/fetching.py"]


def test_opening_a_library_and_the_command_line_loads_no_http_client(tmp_path: Path) -> None:
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from lectern.core.cli import main\n"
        f"main(['--library', {str(tmp_path / 'lib')!r}, 'add', '--title', 'A paper'])\n"
        "assert 'httpx' not in sys.modules and 'lectern.core.lookup' not in sys.modules\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Added h:")

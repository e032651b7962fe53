"""The README is the front door and docs/guide/ the manual: every link between them leads
somewhere, every page is reachable from the README and the guide's index, and the pages ship
in the wheel, where Help → User guide finds them."""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "guide"
README = ROOT / "README.md"
LINK = re.compile(r"\]\(([^)\s]+)\)")


def _slug(heading: str) -> str:
    kept = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return kept.replace(" ", "-")


def _headings(page: Path) -> set[str]:
    lines = page.read_text("utf-8").splitlines()
    return {_slug(line.lstrip("#")) for line in lines if re.match(r"#+ ", line)}


def _pages() -> list[Path]:
    return sorted(GUIDE.glob("*.md"))


@pytest.mark.parametrize("page", [README, *_pages()], ids=lambda p: p.name)
def test_every_link_leads_to_a_file_and_heading_that_exist(page: Path) -> None:
    for target in LINK.findall(page.read_text("utf-8")):
        if re.match(r"[a-z]+:", target):
            continue  # a web link
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        assert file.exists(), f"{page.name} links to {target}, which is not there"
        if anchor and file.suffix == ".md":
            assert anchor in _headings(file), f"{page.name}: no heading for {target}"


def test_the_readme_fits_on_a_screen_and_reaches_every_page() -> None:
    text = README.read_text("utf-8")
    assert len(text.splitlines()) <= 80
    index = (GUIDE / "README.md").read_text("utf-8")
    for page in _pages():
        assert f"docs/guide/{page.name}" in text or page.name == "README.md", page.name
        assert f"]({page.name})" in index or page.name == "README.md", page.name


@pytest.mark.slow
def test_the_wheel_ships_the_guides_pages_without_their_pictures(tmp_path: Path) -> None:
    """As `make wheel` builds it: every page under lectern/guide/, where the installed app's
    `guide_folder` finds them."""
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--wheel-dir",
            str(tmp_path),
            str(ROOT),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    (wheel,) = tmp_path.glob("lectern-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = {
        name.removeprefix("lectern/guide/") for name in names if name.startswith("lectern/guide/")
    }
    assert shipped == {page.name for page in _pages()}
    assert not any(name.endswith(".png") and "guide" in name for name in names)

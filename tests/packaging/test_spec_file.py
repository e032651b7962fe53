"""build_spec/lectern.spec builds what users get on each OS.

The spec is run here with recording stand-ins for PyInstaller's build steps (the real build
takes a minute and runs in .ci/run), so the Windows and macOS branches, which cannot be
built on this machine, are checked too.
"""

from __future__ import annotations

import ast
import sys

# Loaded before a test fakes sys.platform: loaded first on "darwin", as the spec's imports
# may do, it asks for macOS's _scproxy.
import urllib.request  # noqa: F401
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import lectern.core

pytest.importorskip("PyInstaller", reason="the build extra is not installed")

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "build_spec" / "lectern.spec"


class Step:
    """Stands in for Analysis, PYZ, EXE, COLLECT and BUNDLE: remembers how it was called."""

    calls: list[Step]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs
        self.binaries: list[tuple[str, str, str]] = []
        self.datas: list[tuple[str, str, str]] = []
        self.pure: list[Any] = []
        self.scripts: list[Any] = []
        self.calls.append(self)


def installed_copy(folder: Path) -> Path:
    """What `make dist` installs for PyInstaller: the package `lectern`, here linked to the checkout."""
    (folder / "lectern").mkdir(parents=True)
    for name in ("core", "gui", "resources"):
        (folder / "lectern" / name).symlink_to(ROOT / name, target_is_directory=True)
    (folder / "lectern" / "guide").symlink_to(ROOT / "docs" / "guide", target_is_directory=True)
    return folder


# What PyInstaller's collect_submodules found, by package and the path it searched: it asks a
# Python process of its own for each package (most of a spec run), which sees the package on disk
# and not the platform a test fakes, so each spec run after the first finds the same.
_COLLECTED: dict[tuple[str, tuple[str, ...]], list[str]] = {}


def _collect_submodules_once(real: Callable[..., list[str]]) -> Callable[..., list[str]]:
    def collect(package: str, *args: Any, **kwargs: Any) -> list[str]:
        if args or kwargs:
            return real(package, *args, **kwargs)
        key = (package, tuple(sys.path))
        if key not in _COLLECTED:
            _COLLECTED[key] = real(package)
        return list(_COLLECTED[key])

    return collect


def run_spec(monkeypatch: pytest.MonkeyPatch, platform: str, site: Path) -> dict[str, Any]:
    from PyInstaller.utils import hooks  # type: ignore[import-untyped]

    monkeypatch.setattr(
        hooks, "collect_submodules", _collect_submodules_once(hooks.collect_submodules)
    )
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setenv("LECTERN_SITE", str(site))
    monkeypatch.setattr(sys, "path", list(sys.path))
    calls: dict[str, list[Step]] = {}

    def recorder(name: str) -> type[Step]:
        calls[name] = []
        return type(name, (Step,), {"calls": calls[name]})

    namespace: dict[str, Any] = {
        "SPECPATH": str(SPEC.parent),
        **{name: recorder(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")},
    }
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    namespace["calls"] = calls
    return namespace


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return installed_copy(tmp_path_factory.mktemp("site"))


@pytest.fixture(scope="module")
def linux_spec(site: Path) -> dict[str, Any]:
    with pytest.MonkeyPatch.context() as monkeypatch:
        return run_spec(monkeypatch, "linux", site)


def test_resources_ship_as_data_files(linux_spec: dict[str, Any], site: Path) -> None:
    analysis = linux_spec["calls"]["Analysis"][0]
    assert analysis.kwargs["pathex"] == [str(site)]  # the installed copy, not the checkout
    resources = site / "lectern" / "resources"
    assert (str(resources), "lectern/resources") in analysis.kwargs["datas"]
    # Help → User guide's pages, found where `lectern.core.resources.guide_folder` looks
    assert (str(site / "lectern" / "guide"), "lectern/guide") in analysis.kwargs["datas"]
    assert analysis.args[0] == [str(ROOT / "build_spec" / "lectern_entry.py")]


def test_modules_loaded_by_name_are_bundled(linux_spec: dict[str, Any]) -> None:
    hidden = set(linux_spec["calls"]["Analysis"][0].kwargs["hiddenimports"])
    assert {
        "whoosh.codec.whoosh3",
        "whoosh.lang.porter2",
        "lectern.gui.launcher",
        "lectern.gui.app",
    } <= hidden
    assert "lectern.core.cli" in hidden
    # a lookup asked for by the user goes online through httpx (imported by lectern.core.lookup),
    # over TLS, with certifi's authorities when SSL_CERT_FILE names none
    analysis = linux_spec["calls"]["Analysis"][0]
    assert "lectern.core.lookup.fetching" in hidden
    assert not {"ssl", "_ssl", "_hashlib"} & set(analysis.kwargs["excludes"])
    assert any(target == "certifi" for _, target in analysis.kwargs["datas"])


def test_unused_qt_modules_are_excluded_and_used_ones_kept(linux_spec: dict[str, Any]) -> None:
    excludes = set(linux_spec["calls"]["Analysis"][0].kwargs["excludes"])
    assert {"PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtPdf", "PySide6.QtDesigner"} <= excludes
    used = {
        "PySide6.QtCore",
        "PySide6.QtGui",
        "PySide6.QtWidgets",
        "PySide6.QtNetwork",
        "PySide6.QtSvg",
    }
    assert not used & excludes  # QtNetwork: the single-instance local socket


def test_kept_qt_plugins_are_those_the_app_loads(linux_spec: dict[str, Any]) -> None:
    """Checked against the plugins the installed PySide6 really ships."""
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    plugins = sorted(qt.glob("plugins/*/*.so"))
    assert plugins, "PySide6 ships no plugins?"
    keep = linux_spec["keep"]
    kept = {
        f"{p.parent.name}/{p.name}"
        for p in plugins
        if keep((f"PySide6/Qt/plugins/{p.parent.name}/{p.name}", str(p), "BINARY"))
    }
    assert {
        "platforms/libqoffscreen.so",
        "platforms/libqxcb.so",
        "platforms/libqwayland.so",
        "imageformats/libqsvg.so",
        "imageformats/libqico.so",
        "iconengines/libqsvgicon.so",
        "platforminputcontexts/libcomposeplatforminputcontextplugin.so",
        "wayland-shell-integration/libxdg-shell.so",
    } <= kept
    assert not any(name.startswith(("qmltooling/", "designer/", "sqldrivers/")) for name in kept)
    assert "imageformats/libqpdf.so" not in kept
    assert "platformthemes/libqgtk3.so" not in kept
    for left_out in (
        "PySide6/Qt/translations/qtbase_ko.qm",  # a language Lectern does not ship
        "PySide6/Qt/translations/designer_de.qm",
        "PySide6/Qt/lib/libQt6Quick.so.6",
    ):
        assert not keep((left_out, left_out, "DATA"))
    # Qt's standard dialogs in each language Lectern ships.
    from lectern.gui.i18n import CODES, SOURCE_LANGUAGE

    for code in sorted(CODES - {SOURCE_LANGUAGE}):
        dialogs = f"PySide6/Qt/translations/qtbase_{code}.qm"
        assert keep((dialogs, dialogs, "DATA")), code
    for needed in (
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/Qt/lib/libQt6Svg.so.6",
        "PySide6/Qt/lib/libicudata.so.73",
    ):
        assert keep((needed, needed, "BINARY"))


def test_linux_builds_one_folder_named_lectern(linux_spec: dict[str, Any]) -> None:
    calls = linux_spec["calls"]
    assert [exe.kwargs["name"] for exe in calls["EXE"]] == ["lectern"]
    assert calls["EXE"][0].kwargs["exclude_binaries"] is True  # one-folder, not one-file
    assert calls["COLLECT"][0].kwargs["name"] == "lectern"
    assert calls["BUNDLE"] == []


def test_the_build_refuses_to_run_without_an_installed_copy(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Built from the checkout's folders, the app would miss its package data."""
    with pytest.raises(SystemExit, match="no installed copy of Lectern"):
        run_spec(monkeypatch, "linux", tmp_path / "nothing-installed")


def test_macos_gets_an_app_bundle_with_identifier_and_icon(
    monkeypatch: pytest.MonkeyPatch, site: Path
) -> None:
    spec = run_spec(monkeypatch, "darwin", site)
    (bundle,) = spec["calls"]["BUNDLE"]
    assert bundle.kwargs["name"] == "Lectern.app"
    assert bundle.kwargs["bundle_identifier"] == "org.lectern.Lectern"
    assert bundle.kwargs["info_plist"]["CFBundleShortVersionString"] == lectern.core.__version__
    assert Path(bundle.kwargs["icon"]).is_file()
    assert Path(spec["calls"]["EXE"][0].kwargs["icon"]).suffix == ".icns"


def test_windows_gets_icon_version_info_and_a_console_twin(
    monkeypatch: pytest.MonkeyPatch, site: Path
) -> None:
    spec = run_spec(monkeypatch, "win32", site)
    app, cli = spec["calls"]["EXE"]
    assert (app.kwargs["name"], app.kwargs["console"]) == ("lectern", False)
    assert (cli.kwargs["name"], cli.kwargs["console"]) == ("lectern-cli", True)
    assert Path(app.kwargs["icon"]).suffix == ".ico" and Path(app.kwargs["icon"]).is_file()
    assert Path(app.kwargs["version"]).is_file()


def test_windows_version_info_matches_the_app_version() -> None:
    text = (ROOT / "build_spec" / "windows_version_info.txt").read_text(encoding="utf-8")
    tree = ast.parse(text)  # the file is a Python expression PyInstaller evaluates
    numbers = tuple(int(part) for part in lectern.core.__version__.split(".")) + (0,)
    versions = [
        ast.literal_eval(keyword.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        for keyword in node.keywords
        if keyword.arg in {"filevers", "prodvers"}
    ]
    assert versions == [numbers, numbers]
    strings = {
        node.args[0].value: node.args[1].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", "") == "StringStruct"
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[1], ast.Constant)
    }
    assert strings["FileVersion"] == strings["ProductVersion"] == lectern.core.__version__

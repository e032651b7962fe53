"""PySide6, and its import hook told beforehand that no module after it selects a feature.

PySide6's `__feature__` support (`from __feature__ import snake_case`) asks of every module
imported after PySide6 whether its source mentions PySide6: it reads and tokenizes the whole
file, and linecache keeps it. At start that was the 240 modules of the window and the
library (some 40 ms before the first rows, and 12 MB that stay until the library is open).
The answer only matters to a module that selects a feature, and no module of Lectern's, or
of a library it uses, does. A frozen app's modules have no source, so there PySide6 already
marks every one as selecting none (-1, "ignore this module"); `declare_imports` gives each
module that mark, those loaded already and each one as it is imported, before the hook
asks, so it reads nothing.
"""

from __future__ import annotations

import sys
from collections.abc import MutableMapping, Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

import PySide6.QtCore  # noqa: F401 - loads PySide6's feature support, whose table is below

NO_FEATURE = -1  # PySide6's select id for a module that selects no feature
PYSIDE_OWN = ("PySide6", "shiboken6", "shibokensupport")  # left to PySide6 itself


class FeatureDeclaration:
    """A finder that finds nothing: it only marks each module about to be imported."""

    def __init__(self, features: MutableMapping[str, int]) -> None:
        self.features = features

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None = None,  # noqa: ARG002 - the finder protocol's
        target: ModuleType | None = None,  # noqa: ARG002 - the finder protocol's
    ) -> ModuleSpec | None:
        if not fullname.startswith(PYSIDE_OWN):
            self.features.setdefault(fullname, NO_FEATURE)
        return None


def declare_imports() -> bool:
    """Put the declaring finder first; False (and nothing changed) with a PySide6 whose
    feature table is not where 6.x keeps it."""
    feature = sys.modules.get("PySide6.support.feature") or sys.modules.get(
        "shibokensupport.feature"
    )
    features = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(features, dict):
        return False
    if not any(isinstance(f, FeatureDeclaration) for f in sys.meta_path):
        declaration = FeatureDeclaration(features)
        # The hook asks again whenever a module is imported by name, loaded or not: the
        # modules loaded before PySide6 (lectern.gui.qt_free's) are marked too.
        for name in list(sys.modules):
            declaration.find_spec(name)
        sys.meta_path.insert(0, declaration)
    return True


declare_imports()

"""Lectern's Qt-free core: store, import, search, export and the CLI.

Everything the app can do, a script can do through :class:`lectern.core.library.Library`.
"""

__version__ = "0.1.0"

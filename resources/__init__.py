"""Files Lectern ships: the bundled "ICML 2026 Papers" sample and the app icon.

Data only; :mod:`lectern.core.resources` finds them.
"""

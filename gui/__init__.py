"""Lectern's desktop app (PySide6). Importing this package must not import Qt: the CLI shares
the entry point (`lectern.gui.launcher`).
"""

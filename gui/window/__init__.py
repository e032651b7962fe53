"""The main window's parts around the paper list and the detail pane: the menus, the
sidebar, the search box, the status bar, the empty states, waiting for a paint, and
watching the sync folders; and `parts.py`, the window as each of its helpers sees it.
`lectern.gui.main_window` puts them together."""

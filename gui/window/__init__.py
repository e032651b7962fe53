"""The main window's parts around the paper list and the detail pane: the menus, the
sidebar, the search box, the status bar, the empty states, waiting for a paint, and
watching the sync folders. `lectern.gui.main_window` puts them together."""

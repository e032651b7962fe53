"""The main window's parts around the paper list and the detail pane: the navigator (the view
the list shows, the moves between papers and panes), the menus, the sidebar, the search box,
the empty states, waiting for a paint, and watching the sync folders. `lectern.gui.main_window`
puts them together; each is given the window's context (`lectern.gui.context`) or the few
parts it uses, never the window."""

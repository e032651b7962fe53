"""What the user does to papers from the window, one area a module: triage keys, records,
Up next, copy and open, citing, files, the View and Help menus. Each area is given the
window's context (`lectern.gui.context`) and marks the methods that do declared actions with
`@does` (`lectern.gui.declarations`)."""

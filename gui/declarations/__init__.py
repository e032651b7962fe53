"""What the user can do from a menu or a key, declared once: the names (`ids.py`), what a
declaration holds (`declaration.py`), the table of every action and key (`declared.py`), the
window's QActions and menus made from it (`bound.py`), and the cheat sheet and the guide's
page of keys (`sheet.py`, `keys_page.py`). It sits under every pane, so a pane reads its keys
here; the operations are methods of the action areas (`lectern.gui.actions`), each marked
with the ids it does (`declaration.does`)."""

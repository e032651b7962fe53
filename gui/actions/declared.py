"""Every action of the window and every key it answers, declared once.

The menus are laid out from `DECLARED` in its order (a menu's items by section, then as
listed here), the command palette lists what it marks for the palette, and the cheat sheet
(Help → Keyboard shortcuts) and the README's table of keys list every keyed entry by group,
in this order. So a key is changed here, and only here; `tests/gui/test_declared_actions.py`
presses each one in the real window and checks the README against this table.

The operations are methods of the window's areas, one module each: `records.py` (and its
`CollectionActions`), `triage.py`, `queue.py`, `copying.py`, `files.py`, `view.py`, `help.py`.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtGui import QAction, QKeySequence

from lectern.core.models import Status
from lectern.gui.actions.changes import Changes
from lectern.gui.actions.citing import Citing
from lectern.gui.actions.copying import PaperActions
from lectern.gui.actions.declaration import (
    Context,
    Declaration,
    Declared,
    Group,
    Menu,
    Place,
    Submenu,
    WidgetKeys,
    plain,
    written,
)
from lectern.gui.actions.files import FileActions
from lectern.gui.actions.help import HelpActions
from lectern.gui.actions.ids import ActionId, KeyId
from lectern.gui.actions.queue import QueueActions
from lectern.gui.actions.records import CollectionActions, Records
from lectern.gui.actions.triage import Triage
from lectern.gui.actions.view import SHOWN_COLUMNS, ViewActions
from lectern.gui.theme import Theme

Std = QKeySequence.StandardKey

# Why only the marks move on: see `lectern.gui.actions.triage`.
_ADVANCE_RULE = (
    "After t, r, d, x or u, move on to the next paper. Stars (1–5, 0) stay on the paper: "
    "rate first, then mark."
)


def _mark(action: ActionId, key: str, status: Status) -> Declared:
    return Declared(
        action,
        f"Mark as {status.label.lower()}",
        Triage.mark,
        args=(status,),
        keys=(key,),
        place=Place(Menu.PAPER, 2),
        group=Group.TRIAGE,
    )


def _rate(action: ActionId, stars: int) -> Declared:
    return Declared(
        action,
        f"Rate {stars} star{'s' if stars > 1 else ''}",
        Triage.rate,
        args=(stars,),
        keys=(str(stars),),
        place=Place(Menu.PAPER, 3),
        group=Group.TRIAGE,
    )


DECLARED: tuple[Declaration, ...] = (
    # --- File --------------------------------------------------------------------------
    Declared(
        ActionId.NEW_PAPER,
        "&New paper…",
        Records.new_paper,
        keys=(Std.New,),
        place=Place(Menu.FILE, 0),
        group=Group.PAPERS,
        sheet="New paper: paste an entry or an identifier, or type it in…",
    ),
    Declared(
        ActionId.NEW_COLLECTION,
        "New &collection…",
        CollectionActions.new_collection,
        place=Place(Menu.FILE, 0),
    ),
    Declared(
        ActionId.IMPORT,
        "&Import papers…",
        FileActions.import_files,
        keys=("Ctrl+I",),
        place=Place(Menu.FILE, 0),
        group=Group.FILES,
    ),
    Declared(
        ActionId.WATCH_FOLDERS,
        "&Watch a folder…",
        FileActions.watch_folders,
        place=Place(Menu.FILE, 0),
        tip="Import each new PDF in a folder (Downloads, say) once it has finished downloading",
    ),
    Declared(
        ActionId.EXPORT_SELECTION,
        "&Export selection…",
        FileActions.export_selection,
        keys=("Ctrl+E",),
        place=Place(Menu.FILE, 1),
        group=Group.FILES,
        sheet="Export the selection…",
    ),
    Declared(
        ActionId.EXPORT_VIEW,
        "Export current &view…",
        FileActions.export_view,
        keys=("Ctrl+Shift+E",),
        place=Place(Menu.FILE, 1),
        group=Group.FILES,
        sheet="Export the papers in the list…",
    ),
    Declared(
        ActionId.KEEP_EXPORTED,
        "&Keep exported…",
        Citing.keep_exported,
        place=Place(Menu.FILE, 1),
        tip="Keep a BibTeX, biblatex or CSL-JSON file up to date with a collection, a saved "
        "search or the whole library",
    ),
    Submenu(Menu.UNDO_IMPORT, Place(Menu.FILE, 2)),
    Declared(ActionId.EMPTY_TRASH, "Empty Tras&h…", Records.empty_trash, place=Place(Menu.FILE, 2)),
    Declared(
        ActionId.QUIT,
        "&Quit",
        FileActions.quit,
        keys=(Std.Quit,),
        place=Place(Menu.FILE, 3),
        group=Group.WINDOWS,
        role=QAction.MenuRole.QuitRole,
    ),
    # --- Edit --------------------------------------------------------------------------
    Declared(
        ActionId.UNDO,
        "&Undo",
        Changes.undo,  # named for the change it takes back (History's newest here)
        keys=(Std.Undo,),
        place=Place(Menu.EDIT, 0),
        group=Group.UNDO,
        sheet="Undo: a status, rating, tag or Up next change, a saved note, an edit, a "
        "deletion, a merge, a collection, an import; a change to many papers at once as one. "
        "After a restart too",
    ),
    Declared(
        ActionId.REDO,
        "&Redo",
        Changes.redo,
        keys=("Ctrl+Shift+Z", "Ctrl+Y"),
        place=Place(Menu.EDIT, 0),
        group=Group.UNDO,
    ),
    Declared(
        ActionId.COPY_BIBTEX,
        "Copy as &BibTeX",
        PaperActions.copy_as_bibtex,
        keys=("Ctrl+Shift+C",),
        place=Place(Menu.EDIT, 1),
        group=Group.PAPERS,
        sheet="Copy the selected papers as BibTeX",
    ),
    Declared(
        ActionId.COPY_CITATION,
        "Copy &citation",
        Citing.copy_citation,
        keys=("Ctrl+Alt+C",),
        place=Place(Menu.EDIT, 1),
        group=Group.PAPERS,
        sheet="Copy the selected papers' citation in the style Preferences chooses",
        tip="In the style chosen in Preferences (Edit → Copy citation in: any other)",
    ),
    Declared(
        ActionId.COPY_BIBLIOGRAPHY_ENTRY,
        "Copy bibliography &entry",
        Citing.copy_bibliography_entry,
        keys=("Ctrl+Alt+B",),
        place=Place(Menu.EDIT, 1),
        group=Group.PAPERS,
        sheet="Copy the selected papers' bibliography entries in that style",
    ),
    Submenu(Menu.CITE_IN, Place(Menu.EDIT, 1)),
    Submenu(Menu.ENTRY_IN, Place(Menu.EDIT, 1)),
    Declared(
        ActionId.COPY_CITATION_KEY,
        "Copy citation &key",
        Citing.copy_citation_key,
        keys=("Ctrl+Alt+K",),
        place=Place(Menu.EDIT, 1),
        group=Group.PAPERS,
        sheet=r"Copy the selected papers' citation keys as \cite{a,b} or [@a; @b]",
    ),
    Declared(ActionId.COPY_LINK, "Copy &link", PaperActions.copy_links, place=Place(Menu.EDIT, 1)),
    Declared(
        ActionId.REGENERATE_KEY,
        "Regenerate citation &key",
        Records.regenerate_keys,
        place=Place(Menu.EDIT, 2),
    ),
    Declared(
        ActionId.FIND,
        "&Search",
        ViewActions.search,
        keys=("/", Std.Find),
        place=Place(Menu.EDIT, 3),
        group=Group.SEARCH,
        yields_to=(Context.READER,),  # there Ctrl+F finds in the PDF
    ),
    Declared(
        ActionId.SAVE_SEARCH,
        "Save this &search…",
        FileActions.save_search,
        keys=("Ctrl+Shift+S",),
        place=Place(Menu.EDIT, 3),
        group=Group.SEARCH,
        sheet="Save the current search",
    ),
    Declared(
        ActionId.PREFERENCES,
        "&Preferences…",
        Citing.open_preferences,
        keys=("Ctrl+,",),
        place=Place(Menu.EDIT, 4),
        group=Group.WINDOWS,
        role=QAction.MenuRole.PreferencesRole,
    ),
    # --- Paper -------------------------------------------------------------------------
    Declared(
        ActionId.OPEN_PAPER,
        "&Open paper",
        PaperActions.open_current,
        keys=("O",),
        place=Place(Menu.PAPER, 0),
        group=Group.PAPERS,
        sheet="Open the paper: its attached PDF in the reader, beside the notes (else its "
        "page or file)",
        tip="Read the attached PDF in Lectern; a paper without one opens its page",
    ),
    Declared(
        ActionId.OPEN_PAGE,
        "Open paper's &page",
        PaperActions.open_page,
        keys=("Shift+O",),
        place=Place(Menu.PAPER, 0),
        group=Group.PAPERS,
        sheet="Open the paper's page (DOI, arXiv, link or attached file)",
        tip="Open the DOI, arXiv page, link or attached file",
    ),
    Declared(
        ActionId.NEXT_PAPER,
        "Next paper",
        Triage.next_paper,
        keys=("J",),
        also=("Down",),  # the list's own
        place=Place(Menu.PAPER, 1),
        group=Group.LIST,
        yields_to=(Context.READER,),  # there j scrolls the PDF
    ),
    Declared(
        ActionId.PREVIOUS_PAPER,
        "Previous paper",
        Triage.previous_paper,
        keys=("K",),
        also=("Up",),
        place=Place(Menu.PAPER, 1),
        group=Group.LIST,
        yields_to=(Context.READER,),
    ),
    _mark(ActionId.MARK_TO_READ, "T", Status.TO_READ),
    _mark(ActionId.MARK_READING, "R", Status.READING),
    _mark(ActionId.MARK_READ, "D", Status.READ),
    _mark(ActionId.MARK_DROPPED, "X", Status.DROPPED),
    _mark(ActionId.MARK_NEW, "U", Status.NEW),
    _rate(ActionId.RATE_1, 1),
    _rate(ActionId.RATE_2, 2),
    _rate(ActionId.RATE_3, 3),
    _rate(ActionId.RATE_4, 4),
    _rate(ActionId.RATE_5, 5),
    Declared(
        ActionId.CLEAR_RATING,
        "Clear the rating",
        Triage.rate,
        args=(0,),
        keys=("0",),
        place=Place(Menu.PAPER, 3),
        group=Group.TRIAGE,
    ),
    Declared(
        ActionId.EDIT_NOTES,
        "Edit notes",
        Triage.edit_notes,
        keys=("N",),
        place=Place(Menu.PAPER, 4),
        group=Group.TRIAGE,
    ),
    Declared(
        ActionId.ADVANCE,
        "Advance after marking",
        Triage.set_advance,
        checkable=True,
        place=Place(Menu.PAPER, 4),
        tip=_ADVANCE_RULE,
        status_tip=_ADVANCE_RULE,
    ),
    Declared(
        ActionId.QUEUE,
        "Add to Up next",
        QueueActions.add_to_end,
        keys=("Q",),
        place=Place(Menu.PAPER, 5),
        group=Group.QUEUE,
    ),
    Declared(
        ActionId.QUEUE_FRONT,
        "Add to the front of Up next",
        QueueActions.add_to_front,
        keys=("Shift+Q",),
        place=Place(Menu.PAPER, 5),
        group=Group.QUEUE,
    ),
    Declared(
        ActionId.QUEUE_UP,
        "Move up in Up next",
        QueueActions.move,
        args=(-1,),
        keys=("Alt+Up",),
        place=Place(Menu.PAPER, 5),
        group=Group.QUEUE,
    ),
    Declared(
        ActionId.QUEUE_DOWN,
        "Move down in Up next",
        QueueActions.move,
        args=(1,),
        keys=("Alt+Down",),
        place=Place(Menu.PAPER, 5),
        group=Group.QUEUE,
    ),
    Declared(
        ActionId.UNQUEUE,
        "Take out of Up next",
        QueueActions.take_out,
        also=("Delete",),  # in Up next, Delete (Move to Trash) takes papers out instead
        place=Place(Menu.PAPER, 5),
        group=Group.QUEUE,
        sheet="In Up next: take the selection out of the queue",
    ),
    Declared(
        ActionId.NEXT_IN_QUEUE,
        "Next paper: open the first in Up next",
        QueueActions.next_paper,
        keys=("Ctrl+Return", "Ctrl+Enter"),  # the main Enter key and the keypad's
        place=Place(Menu.PAPER, 5),
        group=Group.QUEUE,
        sheet="Next paper: open the first in Up next and mark it reading",
        yields_to=(Context.DETAILS_FORM,),  # there Ctrl+Enter saves the form
    ),
    Declared(
        ActionId.EDIT_PAPER,
        "&Edit details…",
        Records.edit_paper,
        keys=("F2",),
        place=Place(Menu.PAPER, 6),
        group=Group.PAPERS,
        sheet="Edit the details of the selected paper",
    ),
    Declared(
        ActionId.ATTACH_FILE, "&Attach a file…", Records.attach_file, place=Place(Menu.PAPER, 6)
    ),
    Declared(
        ActionId.TRASH,
        "Move to &Trash",
        Records.move_to_trash,
        keys=(Std.Delete,),
        place=Place(Menu.PAPER, 6),
        group=Group.PAPERS,
        sheet="Move the selection to the Trash (in the Trash: delete for good; in Up next: "
        "take it out of the queue)",
    ),
    Declared(
        ActionId.RESTORE,
        "&Restore from Trash",
        Records.restore,
        keys=("Ctrl+Shift+R",),
        place=Place(Menu.PAPER, 6),
        group=Group.PAPERS,
        sheet="Restore the selection from the Trash",
    ),
    Declared(
        ActionId.DELETE_FOR_GOOD,
        "Delete for &good…",
        Records.delete_for_good,
        keys=("Shift+Del",),
        place=Place(Menu.PAPER, 6),
        group=Group.PAPERS,
        sheet="In the Trash: delete the selection for good, after asking",
    ),
    Declared(
        ActionId.MERGE,
        "&Merge selected papers",
        Records.merge,
        keys=("Ctrl+M",),
        place=Place(Menu.PAPER, 7),
        group=Group.PAPERS,
        sheet="Merge the selected papers into the one shown",
    ),
    Declared(
        ActionId.NOT_DUPLICATES,
        "Not &duplicates",
        Records.not_duplicates,
        place=Place(Menu.PAPER, 7),
    ),
    Submenu(Menu.ADD_TO_COLLECTION, Place(Menu.PAPER, 8)),
    Declared(
        ActionId.REMOVE_FROM_COLLECTION,
        "Remove from this collection",
        CollectionActions.remove_from_current,
        place=Place(Menu.PAPER, 8),
    ),
    # --- View --------------------------------------------------------------------------
    Submenu(Menu.THEME, Place(Menu.VIEW, 0)),
    Declared(
        ActionId.THEME,
        "Theme",
        ViewActions.choose_theme,
        choices=tuple(Theme),
        exclusive=True,
        place=Place(Menu.THEME, 0),
    ),
    Declared(
        ActionId.SORT_BY_RELEVANCE,
        "Sort by &relevance",
        ViewActions.sort_by_relevance,
        place=Place(Menu.VIEW, 0),
        tip="List the search results with the best match first",
    ),
    Submenu(Menu.COLUMNS, Place(Menu.VIEW, 0)),
    Declared(
        ActionId.COLUMN,
        "Columns",
        ViewActions.show_column,
        choices=SHOWN_COLUMNS,
        place=Place(Menu.COLUMNS, 0),
    ),
    Declared(
        ActionId.RESET_COLUMNS,
        "Reset columns",
        ViewActions.reset_columns,
        place=Place(Menu.COLUMNS, 1),
    ),
    Declared(
        ActionId.PALETTE,
        "Command &palette…",
        ViewActions.open_palette,
        keys=("Ctrl+K", "Ctrl+Shift+P"),
        place=Place(Menu.VIEW, 1),
        group=Group.WINDOWS,
        sheet="The command palette: every menu action and sidebar view by name",
    ),
    Declared(
        ActionId.STATS,
        "Reading &stats…",
        ViewActions.open_stats,
        keys=("Ctrl+Shift+T",),
        place=Place(Menu.VIEW, 1),
        group=Group.WINDOWS,
        sheet="Reading stats",
    ),
    Declared(
        ActionId.HISTORY,
        "&History…",
        ViewActions.open_history,
        keys=("Ctrl+H",),
        place=Place(Menu.VIEW, 1),
        group=Group.WINDOWS,
        sheet="History: every change, newest first, by kind or for the selected paper; "
        "undo any one of them",
    ),
    # --- Help --------------------------------------------------------------------------
    Declared(
        ActionId.SHORTCUTS,
        "&Keyboard shortcuts",
        HelpActions.show_shortcuts,
        keys=(Std.HelpContents, "?"),
        place=Place(Menu.HELP, 0),
        group=Group.WINDOWS,
        sheet="This list of shortcuts",
    ),
    Declared(
        ActionId.SEARCH_SYNTAX,
        "Search &syntax",
        HelpActions.show_search_syntax,
        place=Place(Menu.HELP, 0),
    ),
    Declared(
        ActionId.ABOUT,
        "&About Lectern",
        HelpActions.show_about,
        place=Place(Menu.HELP, 1),
        role=QAction.MenuRole.AboutRole,
    ),
    # --- keys the widgets handle themselves ---------------------------------------------
    WidgetKeys(
        KeyId.SELECT_ALL,
        ("Ctrl+A",),
        Context.LIST,
        Group.LIST,
        "Select every paper in the list (marks and stars then apply to all)",
    ),
    WidgetKeys(
        KeyId.LEAVE_SEARCH,
        ("Return", "Enter", "Down"),
        Context.SEARCH_BOX,
        Group.SEARCH,
        "From the search box: go to the list",
    ),
    WidgetKeys(
        KeyId.CLEAR_SEARCH,
        ("Esc",),
        Context.SEARCH_BOX,
        Group.SEARCH,
        "In the search box: clear the search and go back to the list",
    ),
    WidgetKeys(
        KeyId.LEAVE_NOTES,
        ("Esc",),
        Context.NOTES,
        Group.TRIAGE,
        "From the notes: back to the list, or to the PDF being read (the notes are saved as "
        "you type)",
    ),
    WidgetKeys(
        KeyId.SAVE_DETAILS,
        ("Ctrl+Return", "Ctrl+Enter"),
        Context.DETAILS_FORM,
        Group.DETAILS,
        "In the details form (F2): save",
    ),
    WidgetKeys(
        KeyId.CANCEL_DETAILS,
        ("Esc",),
        Context.DETAILS_FORM,
        Group.DETAILS,
        "In the details form: close it without saving",
    ),
    WidgetKeys(
        KeyId.ONE_STAR_MORE,
        ("Right", "Up", "+"),
        Context.STARS,
        Group.DETAILS,
        "On the stars (Tab to them): one star more",
    ),
    WidgetKeys(
        KeyId.ONE_STAR_FEWER,
        ("Left", "Down", "-"),
        Context.STARS,
        Group.DETAILS,
        "On the stars: one star fewer",
    ),
    WidgetKeys(KeyId.NO_STARS, ("Home",), Context.STARS, Group.DETAILS, "On the stars: none"),
    WidgetKeys(KeyId.ALL_STARS, ("End",), Context.STARS, Group.DETAILS, "On the stars: five"),
    WidgetKeys(
        KeyId.READER_NEXT_PAGE,
        ("PgDown", "Space"),
        Context.READER,
        Group.READER,
        "In the reader (o on a paper with a PDF): next page",
    ),
    WidgetKeys(
        KeyId.READER_PREVIOUS_PAGE,
        ("PgUp", "Shift+Space"),
        Context.READER,
        Group.READER,
        "Previous page (the top of this one first)",
    ),
    WidgetKeys(
        KeyId.READER_SCROLL_DOWN, ("J", "Down"), Context.READER, Group.READER, "Scroll down"
    ),
    WidgetKeys(KeyId.READER_SCROLL_UP, ("K", "Up"), Context.READER, Group.READER, "Scroll up"),
    WidgetKeys(KeyId.READER_FIRST_PAGE, ("Home",), Context.READER, Group.READER, "First page"),
    WidgetKeys(KeyId.READER_LAST_PAGE, ("End",), Context.READER, Group.READER, "Last page"),
    WidgetKeys(KeyId.READER_GO_TO_PAGE, ("Ctrl+G",), Context.READER, Group.READER, "Go to a page…"),
    WidgetKeys(KeyId.READER_ZOOM_IN, ("Ctrl++", "Ctrl+="), Context.READER, Group.READER, "Zoom in"),
    WidgetKeys(KeyId.READER_ZOOM_OUT, ("Ctrl+-",), Context.READER, Group.READER, "Zoom out"),
    WidgetKeys(
        KeyId.READER_FIT_WIDTH,
        ("Ctrl+0",),
        Context.READER,
        Group.READER,
        "Fit the page to the width (as it opens)",
    ),
    WidgetKeys(
        KeyId.READER_FIND,
        ("Ctrl+F",),
        Context.READER,
        Group.READER,
        "Find in the PDF: every match highlighted",
    ),
    WidgetKeys(
        KeyId.READER_FIND_NEXT,
        ("Return", "Enter"),
        Context.READER_FIND,
        Group.READER,
        "In Find: the next match",
    ),
    WidgetKeys(
        KeyId.READER_FIND_PREVIOUS,
        ("Shift+Return", "Shift+Enter"),
        Context.READER_FIND,
        Group.READER,
        "In Find: the previous match",
    ),
    WidgetKeys(
        KeyId.READER_FIND_CLOSE,
        ("Esc",),
        Context.READER_FIND,
        Group.READER,
        "In Find: close it, back to the pages",
    ),
    WidgetKeys(
        KeyId.READER_QUOTE,
        ("Ctrl+Shift+Q",),
        Context.READER,
        Group.READER,
        "Quote the text selected with the mouse into the notes: > text (p. 4)",
    ),
    WidgetKeys(
        KeyId.READER_CLOSE,
        ("Esc",),
        Context.READER,
        Group.READER,
        "Close the reader, back to the list (Lectern keeps the page)",
    ),
)


def actions() -> Iterator[Declared]:
    """The window actions, in the table's order."""
    return (entry for entry in DECLARED if isinstance(entry, Declared))


def declared(action: ActionId) -> Declared:
    return next(entry for entry in actions() if entry.id is action)


def widget_key(key: KeyId) -> WidgetKeys:
    return next(entry for entry in widget_keys() if entry.id is key)


def submenus() -> Iterator[Submenu]:
    return (entry for entry in DECLARED if isinstance(entry, Submenu))


def widget_keys() -> Iterator[WidgetKeys]:
    return (entry for entry in DECLARED if isinstance(entry, WidgetKeys))


def menu_path(menu: Menu) -> str:
    """ "View › Theme": the menu bar's menu a menu is in, and the menus down to it."""
    parents = {entry.menu: entry.place.menu for entry in submenus()}
    names = [plain(menu.title)]
    while menu in parents:
        menu = parents[menu]
        names.insert(0, plain(menu.title))
    return " › ".join(names)


def status_keys() -> dict[Status, str]:
    """Each status with the key that marks it ("d" for Read), as the cheat sheet writes it."""
    return {
        entry.args[0]: written(entry.keys[0])
        for entry in actions()
        if entry.run is Triage.mark and isinstance(entry.args[0], Status)
    }

"""Every action of the window and every key it answers, declared once.

The menus are laid out from `DECLARED` in its order (a menu's items by section, then as
listed here), the command palette lists what it marks for the palette, and the cheat sheet
(Help → Keyboard shortcuts) and the user guide's table of keys list every keyed entry by group,
in this order. So a key is changed here, and only here; `tests/gui/test_declared_actions.py`
presses each one in the real window and checks the guide's page of keys against this table.

The table holds no operation: each is a method of one of the window's action areas
(`lectern.gui.actions`), marked with the ids it does (`@does(ActionId.NEW_PAPER)`), so the
table imports none of them and every pane can read its keys here. Adding an action is a
name in `ids.py`, its row here, and one marked method.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from PySide6.QtGui import QAction, QKeySequence

from lectern.core.models import Status
from lectern.gui.declarations.declaration import (
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
from lectern.gui.declarations.ids import ActionId, KeyId
from lectern.gui.i18n import QT_TRANSLATE_NOOP
from lectern.gui.names import mark_as
from lectern.gui.table.model import Column
from lectern.gui.theme import Theme

Std = QKeySequence.StandardKey

# View → Columns: every column but the title, always shown, and Relevance, which the list
# shows by itself while a search is typed.
SHOWN_COLUMNS: tuple[Column, ...] = tuple(
    column for column in Column if column not in (Column.TITLE, Column.RELEVANCE)
)

# Why only the marks move on: see `lectern.gui.actions.triage`.
_ADVANCE_RULE = QT_TRANSLATE_NOOP(
    "Actions",
    "After t, r, d, x or u, move on to the next paper. Stars (1–5, 0) stay on the paper: "
    "rate first, then mark.",
)


def _mark(action: ActionId, key: str, status: Status) -> Declared:
    """The window says "Mark as read" as `lectern.gui.names` does, in the user's language."""
    return Declared(
        action,
        f"Mark as {status.label.lower()}",  # not translated: the guide's; `says` is shown
        args=(status,),
        keys=(key,),
        place=Place(Menu.PAPER, 2),
        group=Group.TRIAGE,
        says=partial(mark_as, status),
        yields_to=(Context.READER_MARKING,),  # there U underlines the text
    )


def _rate(action: ActionId, stars: int, text: str) -> Declared:
    return Declared(
        action,
        text,
        args=(stars,),
        keys=(str(stars),),
        place=Place(Menu.PAPER, 3),
        group=Group.TRIAGE,
        yields_to=(Context.READER_MARKING,),  # there 1–5 highlight the text
    )


DECLARED: tuple[Declaration, ...] = (
    # --- File --------------------------------------------------------------------------
    Declared(
        ActionId.NEW_PAPER,
        QT_TRANSLATE_NOOP("Actions", "&New paper…"),
        keys=(Std.New,),
        place=Place(Menu.FILE, 0),
        group=Group.PAPERS,
        sheet=QT_TRANSLATE_NOOP(
            "Actions", "New paper: paste an entry or an identifier, or type it in…"
        ),
    ),
    Declared(
        ActionId.NEW_COLLECTION,
        QT_TRANSLATE_NOOP("Actions", "New &collection…"),
        place=Place(Menu.FILE, 0),
    ),
    Declared(
        ActionId.IMPORT,
        QT_TRANSLATE_NOOP("Actions", "&Import papers…"),
        keys=("Ctrl+I",),
        place=Place(Menu.FILE, 0),
        group=Group.FILES,
    ),
    Declared(
        ActionId.WATCH_FOLDERS,
        QT_TRANSLATE_NOOP("Actions", "&Watch a folder…"),
        place=Place(Menu.FILE, 0),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "Import each new PDF in a folder (Downloads, say) once it has finished downloading",
        ),
    ),
    Declared(
        ActionId.EXPORT_SELECTION,
        QT_TRANSLATE_NOOP("Actions", "&Export selection…"),
        keys=("Ctrl+E",),
        place=Place(Menu.FILE, 1),
        group=Group.FILES,
        sheet=QT_TRANSLATE_NOOP("Actions", "Export the selection…"),
    ),
    Declared(
        ActionId.EXPORT_VIEW,
        QT_TRANSLATE_NOOP("Actions", "Export current &view…"),
        keys=("Ctrl+Shift+E",),
        place=Place(Menu.FILE, 1),
        group=Group.FILES,
        sheet=QT_TRANSLATE_NOOP("Actions", "Export the papers in the list…"),
    ),
    Declared(
        ActionId.KEEP_EXPORTED,
        QT_TRANSLATE_NOOP("Actions", "&Keep exported…"),
        place=Place(Menu.FILE, 1),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "Keep a BibTeX, biblatex or CSL-JSON file up to date with a collection, a saved "
            "search or the whole library",
        ),
    ),
    Submenu(Menu.UNDO_IMPORT, Place(Menu.FILE, 2)),
    Declared(
        ActionId.EMPTY_TRASH,
        QT_TRANSLATE_NOOP("Actions", "Empty Tras&h…"),
        place=Place(Menu.FILE, 2),
    ),
    Declared(
        ActionId.QUIT,
        QT_TRANSLATE_NOOP("Actions", "&Quit"),
        keys=(Std.Quit,),
        place=Place(Menu.FILE, 3),
        group=Group.WINDOWS,
        role=QAction.MenuRole.QuitRole,
    ),
    # --- Edit --------------------------------------------------------------------------
    Declared(
        ActionId.UNDO,
        QT_TRANSLATE_NOOP("Actions", "&Undo"),
        keys=(Std.Undo,),
        place=Place(Menu.EDIT, 0),
        group=Group.UNDO,
        sheet=QT_TRANSLATE_NOOP(
            "Actions",
            "Undo: a status, rating, tag or Up next change, a saved note, an edit, a "
            "deletion, a merge, a collection, an import; a change to many papers at once as one. "
            "After a restart too",
        ),
    ),
    Declared(
        ActionId.REDO,
        QT_TRANSLATE_NOOP("Actions", "&Redo"),
        keys=("Ctrl+Shift+Z", "Ctrl+Y"),
        place=Place(Menu.EDIT, 0),
        group=Group.UNDO,
    ),
    Declared(
        ActionId.COPY_BIBTEX,
        QT_TRANSLATE_NOOP("Actions", "Copy as &BibTeX"),
        keys=("Ctrl+Shift+C",),
        place=Place(Menu.EDIT, 1),
        group=Group.PAPERS,
        sheet=QT_TRANSLATE_NOOP("Actions", "Copy the selected papers as BibTeX"),
    ),
    Declared(
        ActionId.COPY_CITATION,
        QT_TRANSLATE_NOOP("Actions", "Copy &citation"),
        keys=("Ctrl+Alt+C",),
        place=Place(Menu.EDIT, 1),
        group=Group.PAPERS,
        sheet=QT_TRANSLATE_NOOP(
            "Actions", "Copy the selected papers' citation in the style Preferences chooses"
        ),
        tip=QT_TRANSLATE_NOOP(
            "Actions", "In the style chosen in Preferences (Edit → Copy citation in: any other)"
        ),
    ),
    Declared(
        ActionId.COPY_BIBLIOGRAPHY_ENTRY,
        QT_TRANSLATE_NOOP("Actions", "Copy bibliography &entry"),
        keys=("Ctrl+Alt+B",),
        place=Place(Menu.EDIT, 1),
        group=Group.PAPERS,
        sheet=QT_TRANSLATE_NOOP(
            "Actions", "Copy the selected papers' bibliography entries in that style"
        ),
    ),
    Submenu(Menu.CITE_IN, Place(Menu.EDIT, 1)),
    Submenu(Menu.ENTRY_IN, Place(Menu.EDIT, 1)),
    Declared(
        ActionId.COPY_CITATION_KEY,
        QT_TRANSLATE_NOOP("Actions", "Copy citation &key"),
        keys=("Ctrl+Alt+K",),
        place=Place(Menu.EDIT, 1),
        group=Group.PAPERS,
        sheet=QT_TRANSLATE_NOOP(
            "Actions", r"Copy the selected papers' citation keys as \cite{a,b} or [@a; @b]"
        ),
    ),
    Declared(
        ActionId.COPY_LINK,
        QT_TRANSLATE_NOOP("Actions", "Copy &link"),
        place=Place(Menu.EDIT, 1),
    ),
    Declared(
        ActionId.REGENERATE_KEY,
        QT_TRANSLATE_NOOP("Actions", "Regenerate citation &key"),
        place=Place(Menu.EDIT, 2),
    ),
    Declared(
        ActionId.FIND,
        QT_TRANSLATE_NOOP("Actions", "&Search"),
        keys=("/", Std.Find),
        place=Place(Menu.EDIT, 3),
        group=Group.SEARCH,
        yields_to=(Context.READER,),  # there Ctrl+F finds in the PDF
    ),
    Declared(
        ActionId.SAVE_SEARCH,
        QT_TRANSLATE_NOOP("Actions", "Save this &search…"),
        keys=("Ctrl+Shift+S",),
        place=Place(Menu.EDIT, 3),
        group=Group.SEARCH,
        sheet=QT_TRANSLATE_NOOP("Actions", "Save the current search"),
    ),
    Declared(
        ActionId.PREFERENCES,
        QT_TRANSLATE_NOOP("Actions", "&Preferences…"),
        keys=("Ctrl+,",),
        place=Place(Menu.EDIT, 4),
        group=Group.WINDOWS,
        role=QAction.MenuRole.PreferencesRole,
    ),
    # --- Paper -------------------------------------------------------------------------
    Declared(
        ActionId.OPEN_PAPER,
        QT_TRANSLATE_NOOP("Actions", "&Open paper"),
        keys=("O",),
        place=Place(Menu.PAPER, 0),
        group=Group.PAPERS,
        sheet=QT_TRANSLATE_NOOP(
            "Actions",
            "Open the paper: its attached PDF in the reader, beside the notes (else its "
            "page or file)",
        ),
        tip=QT_TRANSLATE_NOOP(
            "Actions", "Read the attached PDF in Lectern; a paper without one opens its page"
        ),
    ),
    Declared(
        ActionId.OPEN_PAGE,
        QT_TRANSLATE_NOOP("Actions", "Open paper's &page"),
        keys=("Shift+O",),
        place=Place(Menu.PAPER, 0),
        group=Group.PAPERS,
        sheet=QT_TRANSLATE_NOOP(
            "Actions", "Open the paper's page (DOI, arXiv, link or attached file)"
        ),
        tip=QT_TRANSLATE_NOOP("Actions", "Open the DOI, arXiv page, link or attached file"),
    ),
    Declared(
        ActionId.COPY_MARKS_MARKDOWN,
        QT_TRANSLATE_NOOP("Actions", "Copy &marks as Markdown"),
        place=Place(Menu.PAPER, 0),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "The paper's highlights and margin notes as quotes, each with a link to its page",
        ),
    ),
    Declared(
        ActionId.SAVE_COPY_WITH_MARKS,
        QT_TRANSLATE_NOOP("Actions", "Save a cop&y with marks…"),
        place=Place(Menu.PAPER, 0),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "A copy of the paper's PDF with its marks as PDF annotations, for other readers; "
            "the PDF itself is left as it is",
        ),
    ),
    Declared(
        ActionId.NEXT_PAPER,
        QT_TRANSLATE_NOOP("Actions", "Next paper"),
        keys=("J",),
        also=("Down",),  # not translated: a key (the list's own)
        place=Place(Menu.PAPER, 1),
        group=Group.LIST,
        yields_to=(Context.READER,),  # there j scrolls the PDF
    ),
    Declared(
        ActionId.PREVIOUS_PAPER,
        QT_TRANSLATE_NOOP("Actions", "Previous paper"),
        keys=("K",),
        also=("Up",),  # not translated: keys
        place=Place(Menu.PAPER, 1),
        group=Group.LIST,
        yields_to=(Context.READER,),
    ),
    _mark(ActionId.MARK_TO_READ, "T", Status.TO_READ),
    _mark(ActionId.MARK_READING, "R", Status.READING),
    _mark(ActionId.MARK_READ, "D", Status.READ),
    _mark(ActionId.MARK_DROPPED, "X", Status.DROPPED),
    _mark(ActionId.MARK_NEW, "U", Status.NEW),
    # Each written whole: five items, which a translation words as its language does.
    _rate(ActionId.RATE_1, 1, QT_TRANSLATE_NOOP("Actions", "Rate 1 star")),
    _rate(ActionId.RATE_2, 2, QT_TRANSLATE_NOOP("Actions", "Rate 2 stars")),
    _rate(ActionId.RATE_3, 3, QT_TRANSLATE_NOOP("Actions", "Rate 3 stars")),
    _rate(ActionId.RATE_4, 4, QT_TRANSLATE_NOOP("Actions", "Rate 4 stars")),
    _rate(ActionId.RATE_5, 5, QT_TRANSLATE_NOOP("Actions", "Rate 5 stars")),
    Declared(
        ActionId.CLEAR_RATING,
        QT_TRANSLATE_NOOP("Actions", "Clear the rating"),
        args=(0,),
        keys=("0",),
        place=Place(Menu.PAPER, 3),
        group=Group.TRIAGE,
    ),
    Declared(
        ActionId.EDIT_NOTES,
        QT_TRANSLATE_NOOP("Actions", "Edit notes"),
        keys=("N",),
        place=Place(Menu.PAPER, 4),
        group=Group.TRIAGE,
        yields_to=(Context.READER_MARKING,),  # there N writes a margin note
    ),
    Declared(
        ActionId.ADVANCE,
        QT_TRANSLATE_NOOP("Actions", "Advance after marking"),
        checkable=True,
        place=Place(Menu.PAPER, 4),
        tip=_ADVANCE_RULE,
        status_tip=_ADVANCE_RULE,
    ),
    Declared(
        ActionId.QUEUE,
        QT_TRANSLATE_NOOP("Actions", "Add to Up next"),
        keys=("Q",),
        place=Place(Menu.PAPER, 5),
        group=Group.QUEUE,
    ),
    Declared(
        ActionId.QUEUE_FRONT,
        QT_TRANSLATE_NOOP("Actions", "Add to the front of Up next"),
        keys=("Shift+Q",),
        place=Place(Menu.PAPER, 5),
        group=Group.QUEUE,
    ),
    Declared(
        ActionId.QUEUE_UP,
        QT_TRANSLATE_NOOP("Actions", "Move up in Up next"),
        args=(-1,),
        keys=("Alt+Up",),
        place=Place(Menu.PAPER, 5),
        group=Group.QUEUE,
    ),
    Declared(
        ActionId.QUEUE_DOWN,
        QT_TRANSLATE_NOOP("Actions", "Move down in Up next"),
        args=(1,),
        keys=("Alt+Down",),
        place=Place(Menu.PAPER, 5),
        group=Group.QUEUE,
    ),
    Declared(
        ActionId.UNQUEUE,
        QT_TRANSLATE_NOOP("Actions", "Take out of Up next"),
        # In Up next, Delete (Move to Trash) takes papers out instead.
        also=("Delete",),  # not translated: a key
        place=Place(Menu.PAPER, 5),
        group=Group.QUEUE,
        sheet=QT_TRANSLATE_NOOP("Actions", "In Up next: take the selection out of the queue"),
    ),
    Declared(
        ActionId.NEXT_IN_QUEUE,
        QT_TRANSLATE_NOOP("Actions", "Next paper: open the first in Up next"),
        keys=("Ctrl+Return", "Ctrl+Enter"),  # the main Enter key and the keypad's
        place=Place(Menu.PAPER, 5),
        group=Group.QUEUE,
        sheet=QT_TRANSLATE_NOOP(
            "Actions", "Next paper: open the first in Up next and mark it reading"
        ),
        # in the form Ctrl+Enter saves it; in the search box it takes "Did you mean …"
        yields_to=(Context.DETAILS_FORM, Context.SEARCH_BOX),
    ),
    Declared(
        ActionId.EDIT_PAPER,
        QT_TRANSLATE_NOOP("Actions", "&Edit details…"),
        keys=("F2",),
        place=Place(Menu.PAPER, 6),
        group=Group.PAPERS,
        sheet=QT_TRANSLATE_NOOP("Actions", "Edit the details of the selected paper"),
    ),
    Declared(
        ActionId.ATTACH_FILE,
        QT_TRANSLATE_NOOP("Actions", "&Attach a file…"),
        place=Place(Menu.PAPER, 6),
    ),
    Declared(
        ActionId.TRASH,
        QT_TRANSLATE_NOOP("Actions", "Move to &Trash"),
        keys=(Std.Delete,),
        place=Place(Menu.PAPER, 6),
        group=Group.PAPERS,
        yields_to=(Context.READER_MARKING,),  # there Delete deletes the mark clicked
        sheet=QT_TRANSLATE_NOOP(
            "Actions",
            "Move the selection to the Trash (in the Trash: delete for good; in Up next: "
            "take it out of the queue)",
        ),
    ),
    Declared(
        ActionId.RESTORE,
        QT_TRANSLATE_NOOP("Actions", "&Restore from Trash"),
        keys=("Ctrl+Shift+R",),
        place=Place(Menu.PAPER, 6),
        group=Group.PAPERS,
        sheet=QT_TRANSLATE_NOOP("Actions", "Restore the selection from the Trash"),
    ),
    Declared(
        ActionId.DELETE_FOR_GOOD,
        QT_TRANSLATE_NOOP("Actions", "Delete for &good…"),
        keys=("Shift+Del",),
        place=Place(Menu.PAPER, 6),
        group=Group.PAPERS,
        sheet=QT_TRANSLATE_NOOP(
            "Actions", "In the Trash: delete the selection for good, after asking"
        ),
    ),
    Declared(
        ActionId.MERGE,
        QT_TRANSLATE_NOOP("Actions", "&Merge selected papers"),
        keys=("Ctrl+M",),
        place=Place(Menu.PAPER, 7),
        group=Group.PAPERS,
        sheet=QT_TRANSLATE_NOOP("Actions", "Merge the selected papers into the one shown"),
    ),
    Declared(
        ActionId.LOOK_UP,
        QT_TRANSLATE_NOOP("Actions", "&Look up online"),
        keys=("Ctrl+Shift+L",),
        place=Place(Menu.PAPER, 7),
        group=Group.PAPERS,
        sheet=QT_TRANSLATE_NOOP(
            "Actions", "Look the selected papers up by their DOI, arXiv id, PMID or ISBN"
        ),
    ),
    Declared(
        ActionId.NOT_DUPLICATES,
        QT_TRANSLATE_NOOP("Actions", "Not &duplicates"),
        place=Place(Menu.PAPER, 7),
    ),
    Submenu(Menu.ADD_TO_COLLECTION, Place(Menu.PAPER, 8)),
    Declared(
        ActionId.REMOVE_FROM_COLLECTION,
        QT_TRANSLATE_NOOP("Actions", "Remove from this collection"),
        place=Place(Menu.PAPER, 8),
    ),
    # --- View --------------------------------------------------------------------------
    Submenu(Menu.THEME, Place(Menu.VIEW, 0)),
    Declared(
        ActionId.THEME,
        "Theme",  # not translated: never shown, each choice is an item of its own
        choices=tuple(Theme),
        exclusive=True,
        place=Place(Menu.THEME, 0),
    ),
    Declared(
        ActionId.SORT_BY_RELEVANCE,
        QT_TRANSLATE_NOOP("Actions", "Sort by &relevance"),
        place=Place(Menu.VIEW, 0),
        tip=QT_TRANSLATE_NOOP("Actions", "List the search results with the best match first"),
    ),
    Submenu(Menu.COLUMNS, Place(Menu.VIEW, 0)),
    Declared(
        ActionId.COLUMN,
        "Columns",  # not translated: never shown, each choice is an item of its own
        choices=SHOWN_COLUMNS,
        place=Place(Menu.COLUMNS, 0),
    ),
    Declared(
        ActionId.RESET_COLUMNS,
        QT_TRANSLATE_NOOP("Actions", "Reset columns"),
        place=Place(Menu.COLUMNS, 1),
    ),
    Declared(
        ActionId.NEXT_PANE,
        QT_TRANSLATE_NOOP("Actions", "&Next pane"),
        keys=("F6",),
        place=Place(Menu.VIEW, 1),
        group=Group.WINDOWS,
        sheet=QT_TRANSLATE_NOOP(
            "Actions", "Move to the next pane: the sidebar, the list, the paper's details"
        ),
    ),
    Declared(
        ActionId.PREVIOUS_PANE,
        QT_TRANSLATE_NOOP("Actions", "Pre&vious pane"),
        keys=("Shift+F6",),
        place=Place(Menu.VIEW, 1),
        group=Group.WINDOWS,
        sheet=QT_TRANSLATE_NOOP("Actions", "Move to the previous pane"),
    ),
    Declared(
        ActionId.PALETTE,
        QT_TRANSLATE_NOOP("Actions", "Command &palette…"),
        keys=("Ctrl+K", "Ctrl+Shift+P"),
        place=Place(Menu.VIEW, 1),
        group=Group.WINDOWS,
        sheet=QT_TRANSLATE_NOOP(
            "Actions", "The command palette: every menu action and sidebar view by name"
        ),
    ),
    Declared(
        ActionId.STATS,
        QT_TRANSLATE_NOOP("Actions", "Reading &stats…"),
        keys=("Ctrl+Shift+T",),
        place=Place(Menu.VIEW, 1),
        group=Group.WINDOWS,
        sheet=QT_TRANSLATE_NOOP("Actions", "Reading stats"),
    ),
    Declared(
        ActionId.HISTORY,
        QT_TRANSLATE_NOOP("Actions", "&History…"),
        keys=("Ctrl+H",),
        place=Place(Menu.VIEW, 1),
        group=Group.WINDOWS,
        sheet=QT_TRANSLATE_NOOP(
            "Actions",
            "History: every change, newest first, by kind or for the selected paper; "
            "undo any one of them",
        ),
    ),
    # --- Help --------------------------------------------------------------------------
    Declared(
        ActionId.USER_GUIDE,
        QT_TRANSLATE_NOOP("Actions", "&User guide"),
        place=Place(Menu.HELP, 0),
        tip=QT_TRANSLATE_NOOP("Actions", "The manual, one page per area, offline"),
    ),
    Declared(
        ActionId.SHORTCUTS,
        QT_TRANSLATE_NOOP("Actions", "&Keyboard shortcuts"),
        keys=(Std.HelpContents, "?"),
        place=Place(Menu.HELP, 0),
        group=Group.WINDOWS,
        sheet=QT_TRANSLATE_NOOP("Actions", "This list of shortcuts"),
    ),
    Declared(
        ActionId.SEARCH_SYNTAX,
        QT_TRANSLATE_NOOP("Actions", "Search &syntax"),
        place=Place(Menu.HELP, 0),
    ),
    Declared(
        ActionId.ABOUT,
        QT_TRANSLATE_NOOP("Actions", "&About Lectern"),
        place=Place(Menu.HELP, 1),
        role=QAction.MenuRole.AboutRole,
    ),
    # --- keys the widgets handle themselves ---------------------------------------------
    WidgetKeys(
        KeyId.SELECT_ALL,
        ("Ctrl+A",),
        Context.LIST,
        Group.LIST,
        QT_TRANSLATE_NOOP(
            "Actions", "Select every paper in the list (marks and stars then apply to all)"
        ),
    ),
    WidgetKeys(
        KeyId.LEAVE_SEARCH,
        ("Return", "Enter", "Down"),  # not translated: keys
        Context.SEARCH_BOX,
        Group.SEARCH,
        QT_TRANSLATE_NOOP("Actions", "From the search box: go to the list"),
    ),
    WidgetKeys(
        KeyId.TAKE_CORRECTION,
        ("Ctrl+Return", "Ctrl+Enter"),
        Context.SEARCH_BOX,
        Group.SEARCH,
        QT_TRANSLATE_NOOP("Actions", "In the search box: search for “Did you mean …” instead"),
    ),
    WidgetKeys(
        KeyId.CLEAR_SEARCH,
        ("Esc",),  # not translated: keys
        Context.SEARCH_BOX,
        Group.SEARCH,
        QT_TRANSLATE_NOOP("Actions", "In the search box: clear the search and go back to the list"),
    ),
    WidgetKeys(
        KeyId.LEAVE_NOTES,
        ("Esc",),  # not translated: keys
        Context.NOTES,
        Group.TRIAGE,
        QT_TRANSLATE_NOOP(
            "Actions",
            "From the notes: back to the list, or to the PDF being read (the notes are saved as "
            "you type)",
        ),
    ),
    WidgetKeys(
        KeyId.SAVE_DETAILS,
        ("Ctrl+Return", "Ctrl+Enter"),
        Context.DETAILS_FORM,
        Group.DETAILS,
        QT_TRANSLATE_NOOP("Actions", "In the details form (F2): save"),
    ),
    WidgetKeys(
        KeyId.CANCEL_DETAILS,
        ("Esc",),  # not translated: keys
        Context.DETAILS_FORM,
        Group.DETAILS,
        QT_TRANSLATE_NOOP("Actions", "In the details form: close it without saving"),
    ),
    WidgetKeys(
        KeyId.ONE_STAR_MORE,
        ("Right", "Up", "+"),  # not translated: keys
        Context.STARS,
        Group.DETAILS,
        QT_TRANSLATE_NOOP("Actions", "On the stars (Tab to them): one star more"),
    ),
    WidgetKeys(
        KeyId.ONE_STAR_FEWER,
        ("Left", "Down", "-"),  # not translated: keys
        Context.STARS,
        Group.DETAILS,
        QT_TRANSLATE_NOOP("Actions", "On the stars: one star fewer"),
    ),
    WidgetKeys(
        KeyId.NO_STARS,
        ("Home",),  # not translated: keys
        Context.STARS,
        Group.DETAILS,
        QT_TRANSLATE_NOOP("Actions", "On the stars: none"),
    ),
    WidgetKeys(
        KeyId.ALL_STARS,
        ("End",),  # not translated: keys
        Context.STARS,
        Group.DETAILS,
        QT_TRANSLATE_NOOP("Actions", "On the stars: five"),
    ),
    WidgetKeys(
        KeyId.READER_NEXT_PAGE,
        ("PgDown", "Space"),  # not translated: keys
        Context.READER,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "In the reader (o on a paper with a PDF): next page"),
    ),
    WidgetKeys(
        KeyId.READER_PREVIOUS_PAGE,
        ("PgUp", "Shift+Space"),
        Context.READER,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "Previous page (the top of this one first)"),
    ),
    WidgetKeys(
        KeyId.READER_SCROLL_DOWN,
        ("J", "Down"),  # not translated: keys
        Context.READER,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "Scroll down"),
    ),
    WidgetKeys(
        KeyId.READER_SCROLL_UP,
        ("K", "Up"),  # not translated: keys
        Context.READER,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "Scroll up"),
    ),
    WidgetKeys(
        KeyId.READER_FIRST_PAGE,
        ("Home",),  # not translated: keys
        Context.READER,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "First page"),
    ),
    WidgetKeys(
        KeyId.READER_LAST_PAGE,
        ("End",),  # not translated: keys
        Context.READER,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "Last page"),
    ),
    WidgetKeys(
        KeyId.READER_GO_TO_PAGE,
        ("Ctrl+G",),
        Context.READER,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "Go to a page…"),
    ),
    WidgetKeys(
        KeyId.READER_ZOOM_IN,
        ("Ctrl++", "Ctrl+="),
        Context.READER,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "Zoom in"),
    ),
    WidgetKeys(
        KeyId.READER_ZOOM_OUT,
        ("Ctrl+-",),
        Context.READER,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "Zoom out"),
    ),
    WidgetKeys(
        KeyId.READER_FIT_WIDTH,
        ("Ctrl+0",),
        Context.READER,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "Fit the page to the width (as it opens)"),
    ),
    WidgetKeys(
        KeyId.READER_FIND,
        ("Ctrl+F",),
        Context.READER,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "Find in the PDF: every match highlighted"),
    ),
    WidgetKeys(
        KeyId.READER_FIND_NEXT,
        ("Return", "Enter"),  # not translated: keys
        Context.READER_FIND,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "In Find: the next match"),
    ),
    WidgetKeys(
        KeyId.READER_FIND_PREVIOUS,
        ("Shift+Return", "Shift+Enter"),
        Context.READER_FIND,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "In Find: the previous match"),
    ),
    WidgetKeys(
        KeyId.READER_FIND_CLOSE,
        ("Esc",),  # not translated: keys
        Context.READER_FIND,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "In Find: close it, back to the pages"),
    ),
    WidgetKeys(
        KeyId.READER_QUOTE,
        ("Ctrl+Shift+Q",),
        Context.READER,
        Group.READER,
        QT_TRANSLATE_NOOP(
            "Actions", "Quote the text selected with the mouse into the notes: > text (p. 4)"
        ),
    ),
    WidgetKeys(
        KeyId.READER_HIGHLIGHT,
        ("1", "2", "3", "4", "5"),  # not translated: keys
        Context.READER_MARKING,
        Group.READER,
        QT_TRANSLATE_NOOP(
            "Actions",
            "Text selected: highlight it in yellow, green, blue, pink or purple; a mark "
            "clicked: give it that colour",
        ),
    ),
    WidgetKeys(
        KeyId.READER_UNDERLINE,
        ("U",),  # not translated: keys
        Context.READER_MARKING,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "Text selected: underline it (a mark: underline or not)"),
    ),
    WidgetKeys(
        KeyId.READER_MARK_NOTE,
        ("N",),  # not translated: keys
        Context.READER_MARKING,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "Text selected: a note in the margin (a mark: its note)"),
    ),
    WidgetKeys(
        KeyId.READER_DELETE_MARK,
        ("Del",),  # not translated: keys
        Context.READER_MARKING,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "A mark clicked: delete it (Ctrl+Z brings it back)"),
    ),
    WidgetKeys(
        KeyId.READER_LEAVE_MARK,
        ("Esc",),  # not translated: keys
        Context.READER_MARKING,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "Text selected or a mark clicked: leave it"),
    ),
    WidgetKeys(
        KeyId.READER_CLOSE,
        ("Esc",),  # not translated: keys
        Context.READER,
        Group.READER,
        QT_TRANSLATE_NOOP("Actions", "Close the reader, back to the list (Lectern keeps the page)"),
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
        if entry.args and isinstance(entry.args[0], Status)
    }

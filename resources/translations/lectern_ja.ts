<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
    <context>
        <name>About</name>
        <message>
            <source>An offline reading list for research papers: triage, rate, annotate and search, all on your own computer. No account, no network.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Library: {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Citation styles from the Citation Style Language project (citationstyles.org), licensed CC BY-SA 3.0, by:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About Lectern</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Actions</name>
        <message>
            <source>After t, r, d, x or u, move on to the next paper. Stars (1–5, 0) stay on the paper: rate first, then mark.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New paper…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New paper: paste an entry or an identifier, or type it in…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New &amp;collection…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Import papers…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Watch a folder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import each new PDF in a folder (Downloads, say) once it has finished downloading</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Export selection…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the selection…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export current &amp;view…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the papers in the list…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keep exported…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep a BibTeX, biblatex or CSL-JSON file up to date with a collection, a saved search or the whole library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty Tras&amp;h…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo: a status, rating, tag or Up next change, a saved note, an edit, a deletion, a merge, a collection, an import; a change to many papers at once as one. After a restart too</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy as &amp;BibTeX</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy the selected papers as BibTeX</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy &amp;citation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy the selected papers' citation in the style Preferences chooses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the style chosen in Preferences (Edit → Copy citation in: any other)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy bibliography &amp;entry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy the selected papers' bibliography entries in that style</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy citation &amp;key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy the selected papers' citation keys as \cite{a,b} or [@a; @b]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy &amp;link</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Regenerate citation &amp;key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save this &amp;search…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the current search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the paper: its attached PDF in the reader, beside the notes (else its page or file)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read the attached PDF in Lectern; a paper without one opens its page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open paper's &amp;page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the paper's page (DOI, arXiv, link or attached file)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the DOI, arXiv page, link or attached file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rate 1 star</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rate 2 stars</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rate 3 stars</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rate 4 stars</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rate 5 stars</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear the rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit notes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Advance after marking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add to Up next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add to the front of Up next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move up in Up next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move down in Up next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take out of Up next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In Up next: take the selection out of the queue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next paper: open the first in Up next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next paper: open the first in Up next and mark it reading</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit details…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit the details of the selected paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Attach a file…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move to &amp;Trash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the selection to the Trash (in the Trash: delete for good; in Up next: take it out of the queue)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Restore from Trash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Restore the selection from the Trash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete for &amp;good…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the Trash: delete the selection for good, after asking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Merge selected papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Merge the selected papers into the one shown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not &amp;duplicates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove from this collection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sort by &amp;relevance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List the search results with the best match first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reset columns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Command &amp;palette…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The command palette: every menu action and sidebar view by name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading &amp;stats…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading stats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;History…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>History: every change, newest first, by kind or for the selected paper; undo any one of them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This list of shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search &amp;syntax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About Lectern</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select every paper in the list (marks and stars then apply to all)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the search box: go to the list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the search box: clear the search and go back to the list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the notes: back to the list, or to the PDF being read (the notes are saved as you type)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the details form (F2): save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the details form: close it without saving</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the stars (Tab to them): one star more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the stars: one star fewer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the stars: none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the stars: five</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the reader (o on a paper with a PDF): next page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous page (the top of this one first)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scroll down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scroll up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to a page…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit the page to the width (as it opens)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find in the PDF: every match highlighted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In Find: the next match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In Find: the previous match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In Find: close it, back to the pages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quote the text selected with the mouse into the notes: &gt; text (p. 4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close the reader, back to the list (Lectern keeps the page)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Changes</name>
        <message>
            <source>Undone: {change}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redone: {change}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo {change}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo {change}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“{title}” marked {status}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“{title}” rated {stars}★</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating cleared: “{title}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“{title}” tagged “{tags}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tag “{tags}” removed from “{title}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename “{title}”</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) marked {status}</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) rated {stars}★</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) tagged “{tags}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Clear the rating of %Ln paper(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as dropped</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as new</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as read</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as reading</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as to read</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Rate %Ln paper(s) {stars}★</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Rating cleared: %Ln paper(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove tag “{tags}” from %Ln paper(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag %Ln paper(s) “{tags}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag “{tags}” removed from %Ln paper(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>Citing</name>
        <message numerus="yes">
            <source>Copied the citation key of %Ln paper(s).</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} bibliography entry of %Ln paper(s).</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} citation of %Ln paper(s).</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>CollectionActions</name>
        <message>
            <source>New collection…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New collection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name of the new collection inside “{parent}”:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name of the new collection:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Collection “{name}” created inside “{parent}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Collection “{name}” created</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Create the collection {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(Top level)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move collection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move “{name}” into:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“{name}” moved into “{target}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“{name}” moved to the top</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename collection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Collection renamed to “{name}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no other collection to merge it into.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Merge collection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Merge “{name}” into:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Merge {name} into {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“{name}” merged into “{target}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete the collection {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Collection “{name}” deleted; its papers stay in the library</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) put in “{name}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of “{name}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to {name}</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Put %Ln paper(s) in a new collection named:</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %Ln paper(s) from {name}</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>Column</name>
        <message>
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Authors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Collection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Notes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tags</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Venue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Modified</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Relevance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Progress</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CommandPalette</name>
        <message>
            <source>Tag</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Collection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to · {kind}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Command palette</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type an action, a tag, a collection or a saved search…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ConflictBanner</name>
        <message>
            <source>(empty)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This note, kept for now:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This version of the note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The other version of the note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep this note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep the note shown below; the other version is dropped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use the other one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The other version becomes the note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep both</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Join the two versions into one note</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The other one, from this computer at {time}:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The other one, from another computer at {time}:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The other one, from {computer} at {time}:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>The details were written to:
{path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Logging to a file was not possible; the details were printed to the terminal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lectern ran into an unexpected problem ({error}: {problem}).

Your library is saved after every change, so nothing you finished is lost. You can keep working, or restart Lectern.

{where}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lectern — unexpected problem</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DetailHeader</name>
        <message>
            <source>Title derived from the abstract — double-click it to rename</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title made from its DOI — double-click it to rename</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title made from its arXiv id — double-click it to rename</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title made from its link — double-click it to rename</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title made by Lectern — double-click it to rename</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Code</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Link</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double-click to rename</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit the details of this paper (F2); double-click the title to rename it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit details</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Citation key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy the citation key, to cite the paper in LaTeX</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy the citation key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} (missing: nothing is there)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path}
Not searchable: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>in {collections}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>keywords: {keywords}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Key: {key} · also cited as {aliases}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Key: {key}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (missing)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>File {link}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Untitled</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>and %Ln more</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>DetailPane</name>
        <message>
            <source>Status history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>History…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every change to this paper, and undo any of them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Abstract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No abstract.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No paper selected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select a paper in the list to read its abstract,
rate it, tag it and write notes.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EmptyState</name>
        <message>
            <source>Import papers…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your reading list is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import BibTeX, RIS, CSL-JSON, arXiv (Atom or JSON lines), CSV or plain-text lists of abstracts — or drop the files onto this window.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No papers match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing in {view} matches “{query}”. Check the spelling, try fewer words, or click ? in the search box for the syntax.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing in {view} yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers show up here as soon as they fit this view.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ErrorMessage</name>
        <message>
            <source>The disk said no: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An unexpected error happened ({error}: {problem}). The log file has the details.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ExportDialog</name>
        <message>
            <source>Lectern backup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bibliography as a web page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bibliography as plain text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bibliography as Markdown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Or a bibliography, formatted in a citation style:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Citation style of the bibliography</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There are no papers to export in this view.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export bibliography</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export Markdown notes into folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exporting…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not write {path}: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export failed. Nothing was written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export again…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Folder is not empty</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Export &lt;b&gt;%Ln paper(s)&lt;/b&gt; ({label}) as:</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) into the folder {path}.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) to {path}.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>FieldRows</name>
        <message>
            <source>As the file wrote them, LaTeX and all. Empty a value or press ✕ to remove a field.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As the file wrote them; a field of several values has one per line. Empty a value or press ✕ to remove a field.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As the file wrote them. Empty a value or press ✕ to remove a field.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other fields</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Add a field</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A field of the record that the rows above do not show (Alt+A)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other fields of the {format} record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This paper has no record from a file (it was typed in or came from a list or a feed), so it has no other fields.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A field needs a name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} is one of the fields the rows above show (title, authors, venue, …): correct it there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There are two fields named {field}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Field name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Value of {field}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Field value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove this field</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove {field}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <source>Import papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lectern is still opening your library; export the view in a moment.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type a search first, then save it.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n selected</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>FindBar</name>
        <message>
            <source>Find in this PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find in PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matches found</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close Find</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close Find (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Searching…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No matches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{current} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n found</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>FolderWatcher</name>
        <message>
            <source>Could not import {name} from your watched folders: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not import {name} from {folder}: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Imported “{title}” from your watched folders</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Imported “{title}” from {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} from your watched folders attached to “{title}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} from {folder} attached to “{title}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} from your watched folders is already attached to “{title}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} from {folder} is already attached to “{title}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{imported}; {unread}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not import from your watched folders: {message}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not import from {folder}: {message}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln PDF(s) could not be read</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from your watched folders</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from {folder}</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>Group</name>
        <message>
            <source>The list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Searching</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Marking, rating, notes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Up next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the detail pane</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading a PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Importing and exporting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Windows and help</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>All changes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stars</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tags</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Notes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Up next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added and imports</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trash and deletions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Merges</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Collections</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved searches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opened (read in Lectern)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Today {time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yesterday {time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>d MMM HH:mm</source>
            <comment>date format: 3 Nov 14:02</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>d MMM yyyy</source>
            <comment>date format: 3 Nov 2025</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>History</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind of change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only the selected paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Device</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show older</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo this change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“{title}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No changes of this kind yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undone: {change}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>ImportFiles</name>
        <message>
            <source>PDF papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RIS or Web of Science</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CSL-JSON or Lectern backup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>arXiv Atom feed or EndNote XML</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Text list of abstracts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Compressed (gzip)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers and paper lists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All files</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ImportJobs</name>
        <message>
            <source>The library is not open; nothing was imported.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Importing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lectern is closing; the import did not start.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ImportRun</name>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Importing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelling…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{message}

Nothing was imported; your library is unchanged.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing %Ln file(s)…</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing {files}… {done} of %Ln papers</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>ImportSummaryDialog</name>
        <message>
            <source>File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Already here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Repeats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Skipped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, </source>
            <comment>separates the items of a list</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lectern merges a record into a paper only when they are certainly the same work (same DOI or arXiv id, or same title, authors, year and venue). Near matches are added and listed under Possible duplicates.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo this import</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the papers it added to the Trash and put back the fields it filled in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review possible duplicates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kept as written, for exports to {format}: {fields} (other formats have no field for them).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line {line}: repeats an earlier entry ({reason}); merged into it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line {line}: skipped, {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>file: skipped, {reason}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln added paper(s) might be another paper: see Possible duplicates.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln already in the library</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln by {reason}</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln possible duplicates to review</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln repeated within a file</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln skipped</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}; {others}.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Already in the library: {found}; %Ln paper(s) gained fields from this file.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{fields} and %Ln more</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more files</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more repeats</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more skipped</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>ImportTargetDialog</name>
        <message>
            <source>Import into</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new collection for &amp;each file, named after it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new collection named after the &amp;file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;No collection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;This collection:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Collection to import into</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a collection, or a new name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a new name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Link to the PDFs where they are (don't copy them into the library)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A linked PDF stays where it is: moved or deleted there, the paper loses it, and your other computers do not get it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Put the papers of %Ln file(s) in:</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>KeptExportWatcher</name>
        <message>
            <source>{problem} It is tried again at the next change.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>KeptExportsDialog</name>
        <message>
            <source>Status {status}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Collection “{name}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved search “{name}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tag “{name}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep exported</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lectern keeps these files up to date while it runs: each is rewritten within 2 seconds of a change that alters it, and left untouched by any other.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kept exports</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Format</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the file holds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Holds:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Format:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop keeping it up to date (the file stays)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep exported as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not kept: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No longer kept up to date (the file stays): {path}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Kept up to date: {path} (%Ln paper(s) now).</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>LibraryService</name>
        <message>
            <source>Saving your changes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening the library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The search index could not be rebuilt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{task} failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lectern could not finish that</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Merging changes from other devices</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>{folder} — Lectern</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copied the citation key {key}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quoted into the notes.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MarkdownEdit</name>
        <message>
            <source>Write notes in Markdown: **bold**, *italic*, - lists, [links](https://…)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Notes</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>&amp;File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo an import</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add to &amp;collection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy citation &amp;in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy bibliography entry i&amp;n</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Columns</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NewPaperDialog</name>
        <message>
            <source>Paste a BibTeX or RIS entry, CSL-JSON, a DOI, an arXiv id or a link.
Nothing is looked up online: the paper is made from what you paste.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pasted entry or identifier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Authors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Venue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>journal or conference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;DOI</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ar&amp;Xiv id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Link</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Abstract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A&amp;bstract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>T&amp;ype it in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recognised {format}: “{title}”.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A paper needs a title or an abstract.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Recognised {format}: “{title}” and %Ln more.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>NotOpenedDialog</name>
        <message>
            <source>Could not open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not open the link</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No program on this computer opened this file. Its path is below: copy it to open the file yourself.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No web browser on this computer opened this link. Copy it and paste it into a browser:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy link</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copied</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NoteOffer</name>
        <message>
            <source>Show their version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Put their note in the editor (Ctrl+Z there brings yours back)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep mine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save what you wrote over theirs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This note was changed on {computer} while you were writing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This note was changed elsewhere while you were writing.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NotesEditor</name>
        <message>
            <source>Notes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Notes save state</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preview</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write the notes (n)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>See the notes rendered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Notes preview</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening the library…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No notes yet. Double-click or press Edit to write some.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Opening</name>
        <message>
            <source>File not opened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read this PDF?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When Lectern read the text of “{name}”, {why}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lectern's reader may stop on it too, and the window with it (what you saved is safe). Your PDF viewer may open it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read in Lectern anyway</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open in your viewer</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PageView</name>
        <message>
            <source>PDF pages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Page {page}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PaperActions</name>
        <message>
            <source>No DOI, arXiv id or link to copy for the selection.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This paper has no DOI, arXiv id, link or attached file to open.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Copied the BibTeX of %Ln paper(s).</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the link of %Ln paper(s).</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>PaperForm</name>
        <message>
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Authors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ada Lovelace; Alan Turing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Venue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>journal, conference or publisher</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Volume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Issue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>arXiv id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Citation key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Entry type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>article, book, inproceedings, …</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit details</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What LaTeX and Pandoc documents cite the paper by; unique in the library. Edit → Regenerate citation key makes it again from the first author, year and title.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Links</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one per line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>local files, one path per line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Abstract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save ({keys})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Also recorded: {values}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{keys} or {key}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PaperTableModel</name>
        <message>
            <source>{title} (title derived from the abstract)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title} (title made from its DOI)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title} (title made from its arXiv id)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title} (title made from its link)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title} (title made by Lectern)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The best match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The {rank}st best match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The {rank}nd best match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The {rank}rd best match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The {rank}th best match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{authors} et al.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Found only in its PDF: the search words are not in its title, abstract or notes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers with notes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best match first — click to list the results in relevance order</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title} (title {made_from})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not rated — click to rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rating} of 5 stars — click to rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read to page {reached} of {pages}; left at page {page}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{key} (also cited as {aliases})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PassageList</name>
        <message>
            <source>p. {page}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passages of the PDF that match the search</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PdfTextReading</name>
        <message>
            <source>Reading PDFs</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <source>Preferences</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>System language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lectern shows the new language the next time it starts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Citing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Citation style</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Citation &amp;style:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Citation &amp;keys:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Status follows reading in the reader</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening a new or to-read paper's PDF marks it reading; reaching its last page marks it read (each can be undone)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Styles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Citation styles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a CSL style file (.csl), e.g. from zotero.org/styles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}  (comes with Lectern)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}  (yours: {file})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file}  (not used: {problem})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CSL citation styles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a citation style</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checking the style…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not added: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added {title}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Removed {title}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QueueActions</name>
        <message>
            <source>Up next is empty: press q on a paper to add it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next paper</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) added to Up next</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) added to the front of Up next</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved down in Up next</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved in Up next</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved up in Up next</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of Up next</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to Up next</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to the front of Up next</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) down in Up next</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) in Up next</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) up in Up next</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Take %Ln paper(s) out of Up next</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>Reader</name>
        <message>
            <source>Reader</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why the PDF is not shown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The paper being read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Go to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to a page (Ctrl+G)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom out (Ctrl+-)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom in (Ctrl++)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit the page to the width (Ctrl+0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit width</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find in this PDF (Ctrl+F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quote</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quote the selected text into the notes (Ctrl+Shift+Q)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back to the list; Lectern keeps the page (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{problem}

{path}

Press Esc to go back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Page {page} of {pages}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{percent}%</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select some text with the mouse first, then quote it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ReadingStatsDialog</name>
        <message>
            <source>Reading stats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>read this week</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>to read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reading</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>days to read (median)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers finished per week</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers opened per week</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To-read backlog</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>read in %Ln week(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>RebuildProgress</name>
        <message>
            <source>Rebuilding the search index…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Rebuilding the search index… {done} of %Ln paper(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>RecordBanner</name>
        <message>
            <source>{author} et al.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Restore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Merge into this paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep every value and note of all of them in this one (Ctrl+Z undoes it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not duplicates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>They are different works: stop listing them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;In the Trash&lt;/b&gt; since {when}. It is left out of searches until you restore it.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Possible duplicate&lt;/b&gt; ({reasons}) of:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{done} — Ctrl+Z undoes it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete for good…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take out of Up next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move to &amp;Trash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That paper is already in the library; nothing was added.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attach files to the paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The citation key {old} is now {new}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{key} is the key the pattern makes already; nothing changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit paper details</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paper details saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete for good</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Trash is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty Trash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty the Trash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark as not duplicates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the imports…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No imports to undo</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln citation key(s) made again, {kept} already the pattern's</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s) attached (Lectern keeps the path only)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) deleted</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) marked as different works</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) merged into one; every value and note kept</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved to the Trash</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) restored from the Trash</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Attach %Ln file(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) and their notes for good?</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) for good</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete the %Ln paper(s) in the Trash, and their notes, for good?</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Import undone: %Ln paper(s) moved to the Trash</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Merge %Ln paper(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) to the Trash</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Regenerate the citation key of %Ln paper(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Restore %Ln paper(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The Trash is empty: %Ln paper(s) deleted</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC (undone)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>RelatedList</name>
        <message>
            <source>Untitled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{author} et al.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Related papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Finding related papers…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No related papers in this library yet.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RenderThread</name>
        <message>
            <source>This file is damaged, so Lectern cannot show it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SafeTextBrowser</name>
        <message>
            <source>[image: {name}]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not opened (not a web link): {link}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SaveState</name>
        <message>
            <source>Saving…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not saved — retrying</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Scope</name>
        <message>
            <source>All papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Up next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recently read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starred</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recommended</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Possible duplicates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trash</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SearchBox</name>
        <message>
            <source>Search titles, authors, abstracts, notes…   ( / )</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search syntax</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SearchNotice</name>
        <message>
            <source>Clear search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show every paper of this view</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in Up next match “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in the Trash match “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in {view} match “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln possible duplicate(s) match “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recently read paper(s) match “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recommended paper(s) match “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next match “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next matches “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash match “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash matches “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} match “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} matches “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) match “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) matches “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) match “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) matches “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) match “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) matches “{words}”</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>SelectionPanel</name>
        <message numerus="yes">
            <source>%Ln paper(s) selected</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln rated</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln New</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln To read</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Reading</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Read</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Dropped</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Mark every selected paper as new ({key})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark every selected paper as to read ({key})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark every selected paper as reading ({key})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark every selected paper as read ({key})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark every selected paper as dropped ({key})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark selected as New</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark selected as To read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark selected as Reading</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark selected as Read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark selected as Dropped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What you do here applies to every selected paper, and Ctrl+Z undoes it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear the rating of every selected paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tag</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add tags to all, comma-separated, then Enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add tags to the selected papers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Also</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add to collection</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>or</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starred</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tags</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Collections</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved searches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>For you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(no collection)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Library views</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your reading queue, next first: q adds a paper, Ctrl+Enter opens it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The last 50 papers you read in Lectern, the most recent first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers that might be the same work: merge them, or say they differ</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deleted papers, until you empty the Trash; Restore brings one back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Papers most like your starred ones that you have not read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name for this search:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename saved search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete collection (its papers stay; the ones inside move up)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete collection (its papers stay)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move to…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Merge into…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New collection inside…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New collection…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty Trash…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save current search…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln star(s) and up</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>StarRating</name>
        <message>
            <source>Rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rate this paper: click a star; click it again to clear</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{rating} of %Ln star(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Cannot open the library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Library in use</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{problem}

Another program (perhaps `lectern import` in a terminal, or Lectern on another account) is writing to this library. Close it and start Lectern again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Library damaged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{problem}

Lectern keeps rolling backups in {backups}. `lectern check` in a terminal shows what is wrong.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lectern cannot use the folder {folder}: {reason}.

Check that the folder exists and that you may write to it, or start Lectern with --library pointing at another folder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening {folder} failed unexpectedly ({error}: {problem}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Log file: {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your library was upgraded for this version of Lectern; the files as they were are kept in its backups folder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lectern repaired your library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sample could not be loaded</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>New</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dropped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark as new</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark as to read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark as reading</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark as read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark as dropped</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message>
            <source>{task}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{task}… {done} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{action}: on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{action}: off</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)  ·  {to_read} to read  ·  {read_this_week} read this week</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: %Ln paper(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: {shown} of %Ln paper(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>StatusSelector</name>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading status (u, t, r, d, x)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{action} ({key})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status {status}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SyncWatcher</name>
        <message>
            <source>{first} and {second}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) updated from your other devices</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) updated from {devices}</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>SyntaxHelp</name>
        <message>
            <source>papers with these words; those with all of them first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the words in a row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one field: title, author, abstract, notes, tag, venue, collection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an author's name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>your own notes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>papers you tagged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the text of the attached PDFs alone (plain words search it too)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a citation key or alias; type:book, publisher:"MIT Press", isbn: …</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>new, to-read, reading, read, dropped (or several: reading,to-read)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>four stars or more (rating:5, rating:&lt;3 …)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a range of years (year:&gt;=2020 …)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>when you added it: added:2026-11, added:&lt;7d, modified:today</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>either word; AND, NOT, -word and (parentheses) work too</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>words starting with optim</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>close spellings (one or two typos)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search syntax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Press &lt;b&gt;/&lt;/b&gt; or &lt;b&gt;Ctrl+F&lt;/b&gt; to search, &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Esc&lt;/b&gt; to go back to the list.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TagChip</name>
        <message>
            <source>Remove the tag “{tag}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove tag {tag}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TagsEditor</name>
        <message>
            <source>Add tags…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type a tag and press Enter; separate several with commas</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add tags</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Task</name>
        <message>
            <source>Exporting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undoing a change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saving notes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saving the search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Renaming the search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deleting the search</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <source>System</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Light</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dark</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Triage</name>
        <message>
            <source>Advance after marking is on (Paper menu, or the button in the status bar). When it is on, only the marks t, r, d, x and u move on to the next paper; stars 1–5 and 0 always stay on the paper, so rate first, then mark.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Advance after marking is off (Paper menu, or the button in the status bar). When it is on, only the marks t, r, d, x and u move on to the next paper; stars 1–5 and 0 always stay on the paper, so rate first, then mark.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Unreadable</name>
        <message>
            <source>The file is not there any more: {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file could not be read ({reason}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This PDF has no pages.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This PDF is protected by a password, and Lectern cannot open such files.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This PDF is encrypted in a way Lectern cannot read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This file is damaged or is not a PDF, so Lectern cannot show it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ViewActions</name>
        <message>
            <source>{column} (none in this list)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WatchedFoldersDialog</name>
        <message>
            <source>Watched folders</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new PDF in these folders, or in their subfolders, is imported once it has finished downloading, into no collection. The PDFs a folder holds when you add it are left alone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Add folder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watch a folder</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WeekChart</name>
        <message>
            <source>, </source>
            <comment>separates the items of a list</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>week of {date}: {count}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>d MMM</source>
            <comment>date format: 3 Nov</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>d MMM yyyy</source>
            <comment>date format: 3 Nov 2024</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln finished</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln opened in Lectern</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln to read at the end of the week</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>Changes</name>
        <message numerus="yes">
            <source>%Ln paper(s) marked {status}</source>
            <translation>
                <numerusform>%Ln paper marked {status}</numerusform>
                <numerusform>%Ln papers marked {status}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) rated {stars}★</source>
            <translation>
                <numerusform>%Ln paper rated {stars}★</numerusform>
                <numerusform>%Ln papers rated {stars}★</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) tagged “{tags}”</source>
            <translation>
                <numerusform>%Ln paper tagged “{tags}”</numerusform>
                <numerusform>%Ln papers tagged “{tags}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Clear the rating of %Ln paper(s)</source>
            <translation>
                <numerusform>Clear the rating of %Ln paper</numerusform>
                <numerusform>Clear the rating of %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as dropped</source>
            <translation>
                <numerusform>Mark %Ln paper as dropped</numerusform>
                <numerusform>Mark %Ln papers as dropped</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as new</source>
            <translation>
                <numerusform>Mark %Ln paper as new</numerusform>
                <numerusform>Mark %Ln papers as new</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as read</source>
            <translation>
                <numerusform>Mark %Ln paper as read</numerusform>
                <numerusform>Mark %Ln papers as read</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as reading</source>
            <translation>
                <numerusform>Mark %Ln paper as reading</numerusform>
                <numerusform>Mark %Ln papers as reading</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as to read</source>
            <translation>
                <numerusform>Mark %Ln paper as to read</numerusform>
                <numerusform>Mark %Ln papers as to read</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rate %Ln paper(s) {stars}★</source>
            <translation>
                <numerusform>Rate %Ln paper {stars}★</numerusform>
                <numerusform>Rate %Ln papers {stars}★</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rating cleared: %Ln paper(s)</source>
            <translation>
                <numerusform>Rating cleared: %Ln paper</numerusform>
                <numerusform>Rating cleared: %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove tag “{tags}” from %Ln paper(s)</source>
            <translation>
                <numerusform>Remove tag “{tags}” from %Ln paper</numerusform>
                <numerusform>Remove tag “{tags}” from %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag %Ln paper(s) “{tags}”</source>
            <translation>
                <numerusform>Tag %Ln paper “{tags}”</numerusform>
                <numerusform>Tag %Ln papers “{tags}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag “{tags}” removed from %Ln paper(s)</source>
            <translation>
                <numerusform>Tag “{tags}” removed from %Ln paper</numerusform>
                <numerusform>Tag “{tags}” removed from %Ln papers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Citing</name>
        <message numerus="yes">
            <source>Copied the citation key of %Ln paper(s).</source>
            <translation>
                <numerusform>Copied the citation key of %Ln paper.</numerusform>
                <numerusform>Copied the citation key of %Ln papers.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} bibliography entry of %Ln paper(s).</source>
            <translation>
                <numerusform>Copied the {style} bibliography entry of %Ln paper.</numerusform>
                <numerusform>Copied the {style} bibliography entry of %Ln papers.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} citation of %Ln paper(s).</source>
            <translation>
                <numerusform>Copied the {style} citation of %Ln paper.</numerusform>
                <numerusform>Copied the {style} citation of %Ln papers.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CollectionActions</name>
        <message numerus="yes">
            <source>%Ln paper(s) put in “{name}”</source>
            <translation>
                <numerusform>%Ln paper put in “{name}”</numerusform>
                <numerusform>%Ln papers put in “{name}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of “{name}”</source>
            <translation>
                <numerusform>%Ln paper taken out of “{name}”</numerusform>
                <numerusform>%Ln papers taken out of “{name}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to {name}</source>
            <translation>
                <numerusform>Add %Ln paper to {name}</numerusform>
                <numerusform>Add %Ln papers to {name}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Put %Ln paper(s) in a new collection named:</source>
            <translation>
                <numerusform>Put %Ln paper in a new collection named:</numerusform>
                <numerusform>Put %Ln papers in a new collection named:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %Ln paper(s) from {name}</source>
            <translation>
                <numerusform>Remove %Ln paper from {name}</numerusform>
                <numerusform>Remove %Ln papers from {name}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ConflictBanner</name>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt; (and %Ln more version), without either side seeing the other's change. Which should it be?</numerusform>
                <numerusform>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt; (and %Ln more versions), without either side seeing the other's change. Which should it be?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt; (and %Ln more version), without either side seeing the other's change. Which should it be?</numerusform>
                <numerusform>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt; (and %Ln more versions), without either side seeing the other's change. Which should it be?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt; (and %Ln more version), without either side seeing the other's change. Which should it be?</numerusform>
                <numerusform>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt; (and %Ln more versions), without either side seeing the other's change. Which should it be?</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DetailHeader</name>
        <message numerus="yes">
            <source>%Ln more link(s)</source>
            <translation>
                <numerusform>%Ln more link</numerusform>
                <numerusform>%Ln more links</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %Ln more</source>
            <translation>
                <numerusform>and %Ln more</numerusform>
                <numerusform>and %Ln more</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ExportDialog</name>
        <message numerus="yes">
            <source>Export &lt;b&gt;%Ln paper(s)&lt;/b&gt; ({label}) as:</source>
            <translation>
                <numerusform>Export &lt;b&gt;%Ln paper&lt;/b&gt; ({label}) as:</numerusform>
                <numerusform>Export &lt;b&gt;%Ln papers&lt;/b&gt; ({label}) as:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) into the folder {path}.</source>
            <translation>
                <numerusform>Exported %Ln paper into the folder {path}.</numerusform>
                <numerusform>Exported %Ln papers into the folder {path}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) to {path}.</source>
            <translation>
                <numerusform>Exported %Ln paper to {path}.</numerusform>
                <numerusform>Exported %Ln papers to {path}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message numerus="yes">
            <source>%n selected</source>
            <translation>
                <numerusform>%n selected</numerusform>
                <numerusform>%n selected</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FindBar</name>
        <message numerus="yes">
            <source>%n found</source>
            <translation>
                <numerusform>%n found</numerusform>
                <numerusform>%n found</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FolderWatcher</name>
        <message numerus="yes">
            <source>%Ln PDF(s) could not be read</source>
            <translation>
                <numerusform>%Ln PDF could not be read</numerusform>
                <numerusform>%Ln PDFs could not be read</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from your watched folders</source>
            <translation>
                <numerusform>Imported %Ln PDF from your watched folders</numerusform>
                <numerusform>Imported %Ln PDFs from your watched folders</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from {folder}</source>
            <translation>
                <numerusform>Imported %Ln PDF from {folder}</numerusform>
                <numerusform>Imported %Ln PDFs from {folder}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln paper</numerusform>
                <numerusform>%Ln papers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryWords</name>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln paper</numerusform>
                <numerusform>%Ln papers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportRun</name>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln file</numerusform>
                <numerusform>%Ln files</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing %Ln file(s)…</source>
            <translation>
                <numerusform>Importing %Ln file…</numerusform>
                <numerusform>Importing %Ln files…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing {files}… {done} of %Ln papers</source>
            <translation>
                <numerusform>Importing {files}… {done} of %Ln papers</numerusform>
                <numerusform>Importing {files}… {done} of %Ln papers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportSummaryDialog</name>
        <message numerus="yes">
            <source>%Ln added paper(s) might be another paper: see Possible duplicates.</source>
            <translation>
                <numerusform>%Ln added paper might be another paper: see Possible duplicates.</numerusform>
                <numerusform>%Ln added papers might be another paper: see Possible duplicates.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln already in the library</source>
            <translation>
                <numerusform>%Ln already in the library</numerusform>
                <numerusform>%Ln already in the library</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln by {reason}</source>
            <translation>
                <numerusform>%Ln by {reason}</numerusform>
                <numerusform>%Ln by {reason}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln file</numerusform>
                <numerusform>%Ln files</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln mark(s) other readers left in these PDFs read as the papers' marks.</source>
            <translation>
                <numerusform>%Ln mark other readers left in these PDFs read as the papers' marks.</numerusform>
                <numerusform>%Ln marks other readers left in these PDFs read as the papers' marks.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln possible duplicates to review</source>
            <translation>
                <numerusform>%Ln possible duplicates to review</numerusform>
                <numerusform>%Ln possible duplicates to review</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln repeated within a file</source>
            <translation>
                <numerusform>%Ln repeated within a file</numerusform>
                <numerusform>%Ln repeated within a file</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln skipped</source>
            <translation>
                <numerusform>%Ln skipped</numerusform>
                <numerusform>%Ln skipped</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}.</source>
            <translation>
                <numerusform>Added %Ln paper from {files}.</numerusform>
                <numerusform>Added %Ln papers from {files}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}; {others}.</source>
            <translation>
                <numerusform>Added %Ln paper from {files}; {others}.</numerusform>
                <numerusform>Added %Ln papers from {files}; {others}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Already in the library: {found}; %Ln paper(s) gained fields from this file.</source>
            <translation>
                <numerusform>Already in the library: {found}; %Ln paper gained fields from this file.</numerusform>
                <numerusform>Already in the library: {found}; %Ln papers gained fields from this file.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up %Ln paper(s) online</source>
            <translation>
                <numerusform>Look up %Ln paper online</numerusform>
                <numerusform>Look up %Ln papers online</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fields} and %Ln more</source>
            <translation>
                <numerusform>{fields} and %Ln more</numerusform>
                <numerusform>{fields} and %Ln more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more files</source>
            <translation>
                <numerusform>… and %Ln more files</numerusform>
                <numerusform>… and %Ln more files</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more repeats</source>
            <translation>
                <numerusform>… and %Ln more repeats</numerusform>
                <numerusform>… and %Ln more repeats</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more skipped</source>
            <translation>
                <numerusform>… and %Ln more skipped</numerusform>
                <numerusform>… and %Ln more skipped</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportTargetDialog</name>
        <message numerus="yes">
            <source>Put the papers of %Ln file(s) in:</source>
            <translation>
                <numerusform>Put the papers of %Ln file in:</numerusform>
                <numerusform>Put the papers of %Ln files in:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptExportsDialog</name>
        <message numerus="yes">
            <source>Kept up to date: {path} (%Ln paper(s) now).</source>
            <translation>
                <numerusform>Kept up to date: {path} (%Ln paper now).</numerusform>
                <numerusform>Kept up to date: {path} (%Ln papers now).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LookupDialog</name>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln paper</numerusform>
                <numerusform>%Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) already have everything their record gives.</source>
            <translation>
                <numerusform>%Ln paper already have everything their record gives.</numerusform>
                <numerusform>%Ln papers already have everything their record gives.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln preprint(s) were published as a paper already in your library: after this you choose whether to link, merge or keep the preprint only.</source>
            <translation>
                <numerusform>%Ln preprint were published as a paper already in your library: after this you choose whether to link, merge or keep the preprint only.</numerusform>
                <numerusform>%Ln preprints were published as a paper already in your library: after this you choose whether to link, merge or keep the preprint only.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s)</source>
            <translation>
                <numerusform>Add %Ln paper</numerusform>
                <numerusform>Add %Ln papers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Lookups</name>
        <message numerus="yes">
            <source>%Ln paper(s) already in your library, filled in from the lookup — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>%Ln paper already in your library, filled in from the lookup — Ctrl+Z undoes it</numerusform>
                <numerusform>%Ln papers already in your library, filled in from the lookup — Ctrl+Z undoes it</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) by identifier</source>
            <translation>
                <numerusform>Add %Ln paper by identifier</numerusform>
                <numerusform>Add %Ln papers by identifier</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s)</source>
            <translation>
                <numerusform>Added %Ln paper</numerusform>
                <numerusform>Added %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>Added %Ln paper — Ctrl+Z undoes it</numerusform>
                <numerusform>Added %Ln papers — Ctrl+Z undoes it</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Filled in %Ln paper(s) — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>Filled in %Ln paper — Ctrl+Z undoes it</numerusform>
                <numerusform>Filled in %Ln papers — Ctrl+Z undoes it</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up %Ln paper(s)</source>
            <translation>
                <numerusform>Look up %Ln paper</numerusform>
                <numerusform>Look up %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up stopped after %Ln paper(s); Look up on the same papers goes on with the other {rest}.</source>
            <translation>
                <numerusform>Look up stopped after %Ln paper; Look up on the same papers goes on with the other {rest}.</numerusform>
                <numerusform>Look up stopped after %Ln papers; Look up on the same papers goes on with the other {rest}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up stopped: %Ln paper(s) were looked up before Cancel.</source>
            <translation>
                <numerusform>Look up stopped: %Ln paper were looked up before Cancel.</numerusform>
                <numerusform>Look up stopped: %Ln papers were looked up before Cancel.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Looking up %Ln paper(s) online…</source>
            <translation>
                <numerusform>Looking up %Ln paper online…</numerusform>
                <numerusform>Looking up %Ln papers online…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{added}; %Ln not looked up yet. {why}</source>
            <translation>
                <numerusform>{added}; %Ln not looked up yet. {why}</numerusform>
                <numerusform>{added}; %Ln not looked up yet. {why}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MarkActions</name>
        <message numerus="yes">
            <source>Copied %Ln mark(s) as Markdown.</source>
            <translation>
                <numerusform>Copied %Ln mark as Markdown.</numerusform>
                <numerusform>Copied %Ln marks as Markdown.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Saved a copy with %Ln mark(s) as {name}</source>
            <translation>
                <numerusform>Saved a copy with %Ln mark as {name}</numerusform>
                <numerusform>Saved a copy with %Ln marks as {name}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NewPaperDialog</name>
        <message numerus="yes">
            <source>%Ln identifier(s): added as they are, marked “not looked up yet” (looking up online is off in Preferences).</source>
            <translation>
                <numerusform>%Ln identifier: added as they are, marked “not looked up yet” (looking up online is off in Preferences).</numerusform>
                <numerusform>%Ln identifiers: added as they are, marked “not looked up yet” (looking up online is off in Preferences).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln identifier(s): looked up online when you add them.</source>
            <translation>
                <numerusform>%Ln identifier: looked up online when you add them.</numerusform>
                <numerusform>%Ln identifiers: looked up online when you add them.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Recognised {format}: “{title}” and %Ln more.</source>
            <translation>
                <numerusform>Recognised {format}: “{title}” and %Ln more.</numerusform>
                <numerusform>Recognised {format}: “{title}” and %Ln more.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PaperActions</name>
        <message numerus="yes">
            <source>Copied the BibTeX of %Ln paper(s).</source>
            <translation>
                <numerusform>Copied the BibTeX of %Ln paper.</numerusform>
                <numerusform>Copied the BibTeX of %Ln papers.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the link of %Ln paper(s).</source>
            <translation>
                <numerusform>Copied the link of %Ln paper.</numerusform>
                <numerusform>Copied the link of %Ln papers.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PaperTableModel</name>
        <message numerus="yes">
            <source>{rating} of %Ln star(s)</source>
            <translation>
                <numerusform>{rating} of %Ln star</numerusform>
                <numerusform>{rating} of %Ln stars</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QueueActions</name>
        <message numerus="yes">
            <source>%Ln paper(s) added to Up next</source>
            <translation>
                <numerusform>%Ln paper added to Up next</numerusform>
                <numerusform>%Ln papers added to Up next</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) added to the front of Up next</source>
            <translation>
                <numerusform>%Ln paper added to the front of Up next</numerusform>
                <numerusform>%Ln papers added to the front of Up next</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved down in Up next</source>
            <translation>
                <numerusform>%Ln paper moved down in Up next</numerusform>
                <numerusform>%Ln papers moved down in Up next</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved in Up next</source>
            <translation>
                <numerusform>%Ln paper moved in Up next</numerusform>
                <numerusform>%Ln papers moved in Up next</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved up in Up next</source>
            <translation>
                <numerusform>%Ln paper moved up in Up next</numerusform>
                <numerusform>%Ln papers moved up in Up next</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of Up next</source>
            <translation>
                <numerusform>%Ln paper taken out of Up next</numerusform>
                <numerusform>%Ln papers taken out of Up next</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to Up next</source>
            <translation>
                <numerusform>Add %Ln paper to Up next</numerusform>
                <numerusform>Add %Ln papers to Up next</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to the front of Up next</source>
            <translation>
                <numerusform>Add %Ln paper to the front of Up next</numerusform>
                <numerusform>Add %Ln papers to the front of Up next</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) down in Up next</source>
            <translation>
                <numerusform>Move %Ln paper down in Up next</numerusform>
                <numerusform>Move %Ln papers down in Up next</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) in Up next</source>
            <translation>
                <numerusform>Move %Ln paper in Up next</numerusform>
                <numerusform>Move %Ln papers in Up next</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) up in Up next</source>
            <translation>
                <numerusform>Move %Ln paper up in Up next</numerusform>
                <numerusform>Move %Ln papers up in Up next</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take %Ln paper(s) out of Up next</source>
            <translation>
                <numerusform>Take %Ln paper out of Up next</numerusform>
                <numerusform>Take %Ln papers out of Up next</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReadingStatsDialog</name>
        <message numerus="yes">
            <source>read in %Ln week(s)</source>
            <translation>
                <numerusform>read in %Ln week</numerusform>
                <numerusform>read in %Ln weeks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RebuildProgress</name>
        <message numerus="yes">
            <source>Rebuilding the search index… {done} of %Ln paper(s)</source>
            <translation>
                <numerusform>Rebuilding the search index… {done} of %Ln paper</numerusform>
                <numerusform>Rebuilding the search index… {done} of %Ln papers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RecordBanner</name>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>… and %Ln more</numerusform>
                <numerusform>… and %Ln more</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message numerus="yes">
            <source>%Ln citation key(s) made again, {kept} already the pattern's</source>
            <translation>
                <numerusform>%Ln citation key made again, {kept} already the pattern's</numerusform>
                <numerusform>%Ln citation keys made again, {kept} already the pattern's</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s) attached (Lectern keeps the path only)</source>
            <translation>
                <numerusform>%Ln file attached (Lectern keeps the path only)</numerusform>
                <numerusform>%Ln files attached (Lectern keeps the path only)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) deleted</source>
            <translation>
                <numerusform>%Ln paper deleted</numerusform>
                <numerusform>%Ln papers deleted</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) marked as different works</source>
            <translation>
                <numerusform>%Ln paper marked as different works</numerusform>
                <numerusform>%Ln papers marked as different works</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) merged into one; every value and note kept</source>
            <translation>
                <numerusform>%Ln paper merged into one; every value and note kept</numerusform>
                <numerusform>%Ln papers merged into one; every value and note kept</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved to the Trash</source>
            <translation>
                <numerusform>%Ln paper moved to the Trash</numerusform>
                <numerusform>%Ln papers moved to the Trash</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) restored from the Trash</source>
            <translation>
                <numerusform>%Ln paper restored from the Trash</numerusform>
                <numerusform>%Ln papers restored from the Trash</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s)</source>
            <translation>
                <numerusform>Added %Ln paper</numerusform>
                <numerusform>Added %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Attach %Ln file(s)</source>
            <translation>
                <numerusform>Attach %Ln file</numerusform>
                <numerusform>Attach %Ln files</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) and their notes for good?</source>
            <translation>
                <numerusform>Delete %Ln paper and their notes for good?</numerusform>
                <numerusform>Delete %Ln papers and their notes for good?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) for good</source>
            <translation>
                <numerusform>Delete %Ln paper for good</numerusform>
                <numerusform>Delete %Ln papers for good</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete the %Ln paper(s) in the Trash, and their notes, for good?</source>
            <translation>
                <numerusform>Delete the %Ln paper in the Trash, and their notes, for good?</numerusform>
                <numerusform>Delete the %Ln papers in the Trash, and their notes, for good?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Import undone: %Ln paper(s) moved to the Trash</source>
            <translation>
                <numerusform>Import undone: %Ln paper moved to the Trash</numerusform>
                <numerusform>Import undone: %Ln papers moved to the Trash</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Merge %Ln paper(s)</source>
            <translation>
                <numerusform>Merge %Ln paper</numerusform>
                <numerusform>Merge %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) to the Trash</source>
            <translation>
                <numerusform>Move %Ln paper to the Trash</numerusform>
                <numerusform>Move %Ln papers to the Trash</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Regenerate the citation key of %Ln paper(s)</source>
            <translation>
                <numerusform>Regenerate the citation key of %Ln paper</numerusform>
                <numerusform>Regenerate the citation key of %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Restore %Ln paper(s)</source>
            <translation>
                <numerusform>Restore %Ln paper</numerusform>
                <numerusform>Restore %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The Trash is empty: %Ln paper(s) deleted</source>
            <translation>
                <numerusform>The Trash is empty: %Ln paper deleted</numerusform>
                <numerusform>The Trash is empty: %Ln papers deleted</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC</source>
            <translation>
                <numerusform>{name} — %Ln paper added, {when} UTC</numerusform>
                <numerusform>{name} — %Ln papers added, {when} UTC</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC (undone)</source>
            <translation>
                <numerusform>{name} — %Ln paper added, {when} UTC (undone)</numerusform>
                <numerusform>{name} — %Ln papers added, {when} UTC (undone)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SearchNotice</name>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in Up next match “{words}”</source>
            <translation>
                <numerusform>None of the %Ln paper in Up next match “{words}”</numerusform>
                <numerusform>None of the %Ln papers in Up next match “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in the Trash match “{words}”</source>
            <translation>
                <numerusform>None of the %Ln paper in the Trash match “{words}”</numerusform>
                <numerusform>None of the %Ln papers in the Trash match “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in {view} match “{words}”</source>
            <translation>
                <numerusform>None of the %Ln paper in {view} match “{words}”</numerusform>
                <numerusform>None of the %Ln papers in {view} match “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln possible duplicate(s) match “{words}”</source>
            <translation>
                <numerusform>None of the %Ln possible duplicate match “{words}”</numerusform>
                <numerusform>None of the %Ln possible duplicates match “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recently read paper(s) match “{words}”</source>
            <translation>
                <numerusform>None of the %Ln recently read paper match “{words}”</numerusform>
                <numerusform>None of the %Ln recently read papers match “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recommended paper(s) match “{words}”</source>
            <translation>
                <numerusform>None of the %Ln recommended paper match “{words}”</numerusform>
                <numerusform>None of the %Ln recommended papers match “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next match “{words}”</source>
            <translation>
                <numerusform>{shown} of %Ln paper in Up next match “{words}”</numerusform>
                <numerusform>{shown} of %Ln papers in Up next match “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next matches “{words}”</source>
            <translation>
                <numerusform>{shown} of %Ln paper in Up next matches “{words}”</numerusform>
                <numerusform>{shown} of %Ln papers in Up next matches “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash match “{words}”</source>
            <translation>
                <numerusform>{shown} of %Ln paper in the Trash match “{words}”</numerusform>
                <numerusform>{shown} of %Ln papers in the Trash match “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash matches “{words}”</source>
            <translation>
                <numerusform>{shown} of %Ln paper in the Trash matches “{words}”</numerusform>
                <numerusform>{shown} of %Ln papers in the Trash matches “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} match “{words}”</source>
            <translation>
                <numerusform>{shown} of %Ln paper in {view} match “{words}”</numerusform>
                <numerusform>{shown} of %Ln papers in {view} match “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} matches “{words}”</source>
            <translation>
                <numerusform>{shown} of %Ln paper in {view} matches “{words}”</numerusform>
                <numerusform>{shown} of %Ln papers in {view} matches “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) match “{words}”</source>
            <translation>
                <numerusform>{shown} of %Ln possible duplicate match “{words}”</numerusform>
                <numerusform>{shown} of %Ln possible duplicates match “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) matches “{words}”</source>
            <translation>
                <numerusform>{shown} of %Ln possible duplicate matches “{words}”</numerusform>
                <numerusform>{shown} of %Ln possible duplicates matches “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) match “{words}”</source>
            <translation>
                <numerusform>{shown} of %Ln recently read paper match “{words}”</numerusform>
                <numerusform>{shown} of %Ln recently read papers match “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) matches “{words}”</source>
            <translation>
                <numerusform>{shown} of %Ln recently read paper matches “{words}”</numerusform>
                <numerusform>{shown} of %Ln recently read papers matches “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) match “{words}”</source>
            <translation>
                <numerusform>{shown} of %Ln recommended paper match “{words}”</numerusform>
                <numerusform>{shown} of %Ln recommended papers match “{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) matches “{words}”</source>
            <translation>
                <numerusform>{shown} of %Ln recommended paper matches “{words}”</numerusform>
                <numerusform>{shown} of %Ln recommended papers matches “{words}”</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SelectionPanel</name>
        <message numerus="yes">
            <source>%Ln Dropped</source>
            <translation>
                <numerusform>%Ln Dropped</numerusform>
                <numerusform>%Ln Dropped</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln New</source>
            <translation>
                <numerusform>%Ln New</numerusform>
                <numerusform>%Ln New</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Read</source>
            <translation>
                <numerusform>%Ln Read</numerusform>
                <numerusform>%Ln Read</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Reading</source>
            <translation>
                <numerusform>%Ln Reading</numerusform>
                <numerusform>%Ln Reading</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln To read</source>
            <translation>
                <numerusform>%Ln To read</numerusform>
                <numerusform>%Ln To read</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) selected</source>
            <translation>
                <numerusform>%Ln paper selected</numerusform>
                <numerusform>%Ln papers selected</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln rated</source>
            <translation>
                <numerusform>%Ln rated</numerusform>
                <numerusform>%Ln rated</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message numerus="yes">
            <source>%Ln star(s) and up</source>
            <translation>
                <numerusform>%Ln star and up</numerusform>
                <numerusform>%Ln stars and up</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StarRating</name>
        <message numerus="yes">
            <source>{rating} of %Ln star(s)</source>
            <translation>
                <numerusform>{rating} of %Ln star</numerusform>
                <numerusform>{rating} of %Ln stars</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message numerus="yes">
            <source>Lectern is already open on {folder}: %Ln file(s) handed to its window to import.</source>
            <translation>
                <numerusform>Lectern is already open on {folder}: %Ln file handed to its window to import.</numerusform>
                <numerusform>Lectern is already open on {folder}: %Ln files handed to its window to import.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message numerus="yes">
            <source>%Ln paper(s)  ·  {to_read} to read  ·  {read_this_week} read this week</source>
            <translation>
                <numerusform>%Ln paper  ·  {to_read} to read  ·  {read_this_week} read this week</numerusform>
                <numerusform>%Ln papers  ·  {to_read} to read  ·  {read_this_week} read this week</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: %Ln paper(s)</source>
            <translation>
                <numerusform>{view}: %Ln paper</numerusform>
                <numerusform>{view}: %Ln papers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: {shown} of %Ln paper(s)</source>
            <translation>
                <numerusform>{view}: {shown} of %Ln paper</numerusform>
                <numerusform>{view}: {shown} of %Ln papers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SyncWatcher</name>
        <message numerus="yes">
            <source>%Ln paper(s) updated from your other devices</source>
            <translation>
                <numerusform>%Ln paper updated from your other devices</numerusform>
                <numerusform>%Ln papers updated from your other devices</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) updated from {devices}</source>
            <translation>
                <numerusform>%Ln paper updated from {devices}</numerusform>
                <numerusform>%Ln papers updated from {devices}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WeekChart</name>
        <message numerus="yes">
            <source>Week of {date}: %Ln finished</source>
            <translation>
                <numerusform>Week of {date}: %Ln finished</numerusform>
                <numerusform>Week of {date}: %Ln finished</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln opened in Lectern</source>
            <translation>
                <numerusform>Week of {date}: %Ln opened in Lectern</numerusform>
                <numerusform>Week of {date}: %Ln opened in Lectern</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln to read at the end of the week</source>
            <translation>
                <numerusform>Week of {date}: %Ln to read at the end of the week</numerusform>
                <numerusform>Week of {date}: %Ln to read at the end of the week</numerusform>
            </translation>
        </message>
    </context>
</TS>

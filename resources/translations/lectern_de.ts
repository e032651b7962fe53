<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>About</name>
        <message>
            <source>An offline reading list for research papers: triage, rate, annotate and search, all on your own computer. No account, no network.</source>
            <translation>Eine Offline-Leseliste für Forschungsartikel: sichten, bewerten, kommentieren und durchsuchen, alles auf Ihrem eigenen Computer. Kein Konto, kein Netzwerk.</translation>
        </message>
        <message>
            <source>Library: {folder}</source>
            <translation>Bibliothek: {folder}</translation>
        </message>
        <message>
            <source>Citation styles from the Citation Style Language project (citationstyles.org), licensed CC BY-SA 3.0, by:</source>
            <translation>Zitierstile aus dem Projekt Citation Style Language (citationstyles.org), lizenziert unter CC BY-SA 3.0, von:</translation>
        </message>
        <message>
            <source>About Lectern</source>
            <translation>Über Lectern</translation>
        </message>
    </context>
    <context>
        <name>AbstractParts</name>
        <message>
            <source>Copy all</source>
            <translation>Alles kopieren</translation>
        </message>
        <message>
            <source>Copy the whole abstract to the clipboard</source>
            <translation>Das ganze Abstract in die Zwischenablage kopieren</translation>
        </message>
        <message>
            <source>Showing the first {shown} of {total} characters.</source>
            <translation>Die ersten {shown} von {total} Zeichen werden angezeigt.</translation>
        </message>
        <message>
            <source>Show all</source>
            <translation>Alles anzeigen</translation>
        </message>
        <message>
            <source>Show more</source>
            <translation>Mehr anzeigen</translation>
        </message>
    </context>
    <context>
        <name>Actions</name>
        <message>
            <source>After t, r, d, x or u, move on to the next paper. Stars (1–5, 0) stay on the paper: rate first, then mark.</source>
            <translation>Nach t, r, d, x oder u zum nächsten Artikel weitergehen. Sterne (1–5, 0) bleiben beim Artikel: erst bewerten, dann markieren.</translation>
        </message>
        <message>
            <source>&amp;New paper…</source>
            <translation>&amp;Neuer Artikel…</translation>
        </message>
        <message>
            <source>New paper: paste an entry or an identifier, or type it in…</source>
            <translation>Neuer Artikel: Eintrag oder Kennung einfügen oder von Hand eingeben…</translation>
        </message>
        <message>
            <source>New &amp;collection…</source>
            <translation>Neue &amp;Sammlung…</translation>
        </message>
        <message>
            <source>&amp;Import papers…</source>
            <translation>Artikel &amp;importieren…</translation>
        </message>
        <message>
            <source>&amp;Watch a folder…</source>
            <translation>&amp;Ordner überwachen…</translation>
        </message>
        <message>
            <source>Import each new PDF in a folder (Downloads, say) once it has finished downloading</source>
            <translation>Jedes neue PDF in einem Ordner (etwa Downloads) importieren, sobald es fertig heruntergeladen ist</translation>
        </message>
        <message>
            <source>&amp;Export selection…</source>
            <translation>Auswahl &amp;exportieren…</translation>
        </message>
        <message>
            <source>Export the selection…</source>
            <translation>Die Auswahl exportieren…</translation>
        </message>
        <message>
            <source>Export current &amp;view…</source>
            <translation>Aktuelle &amp;Ansicht exportieren…</translation>
        </message>
        <message>
            <source>Export the papers in the list…</source>
            <translation>Die Artikel der Liste exportieren…</translation>
        </message>
        <message>
            <source>&amp;Keep exported…</source>
            <translation>&amp;Laufend exportieren…</translation>
        </message>
        <message>
            <source>Keep a BibTeX, biblatex or CSL-JSON file up to date with a collection, a saved search or the whole library</source>
            <translation>Eine BibTeX-, biblatex- oder CSL-JSON-Datei auf dem Stand einer Sammlung, einer gespeicherten Suche oder der ganzen Bibliothek halten</translation>
        </message>
        <message>
            <source>Empty Tras&amp;h…</source>
            <translation>&amp;Papierkorb leeren…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>Undo: a status, rating, tag or Up next change, a saved note, an edit, a deletion, a merge, a collection, an import; a change to many papers at once as one. After a restart too</source>
            <translation>Rückgängig machen: eine Änderung an Status, Bewertung, Tags oder Warteschlange, eine gespeicherte Notiz, eine Bearbeitung, ein Löschen, ein Zusammenführen, eine Sammlung, einen Import; eine Änderung an vielen Artikeln auf einmal als eine. Auch nach einem Neustart</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
        <message>
            <source>Copy as &amp;BibTeX</source>
            <translation>Als &amp;BibTeX kopieren</translation>
        </message>
        <message>
            <source>Copy the selected papers as BibTeX</source>
            <translation>Die ausgewählten Artikel als BibTeX kopieren</translation>
        </message>
        <message>
            <source>Copy &amp;citation</source>
            <translation>&amp;Zitation kopieren</translation>
        </message>
        <message>
            <source>Copy the selected papers' citation in the style Preferences chooses</source>
            <translation>Die Zitation der ausgewählten Artikel im Stil aus den Einstellungen kopieren</translation>
        </message>
        <message>
            <source>In the style chosen in Preferences (Edit → Copy citation in: any other)</source>
            <translation>Im Stil, der in den Einstellungen gewählt ist (Bearbeiten → Zitation kopieren im Stil: jeder andere)</translation>
        </message>
        <message>
            <source>Copy bibliography &amp;entry</source>
            <translation>Bibliogra&amp;fieeintrag kopieren</translation>
        </message>
        <message>
            <source>Copy the selected papers' bibliography entries in that style</source>
            <translation>Die Bibliografieeinträge der ausgewählten Artikel in diesem Stil kopieren</translation>
        </message>
        <message>
            <source>Copy citation &amp;key</source>
            <translation>Zitierschlüssel k&amp;opieren</translation>
        </message>
        <message>
            <source>Copy the selected papers' citation keys as \cite{a,b} or [@a; @b]</source>
            <translation>Die Zitierschlüssel der ausgewählten Artikel als \cite{a,b} oder [@a; @b] kopieren</translation>
        </message>
        <message>
            <source>Copy &amp;link</source>
            <translation>&amp;Link kopieren</translation>
        </message>
        <message>
            <source>Regenerate citation &amp;key</source>
            <translation>Zitierschlüssel &amp;neu erzeugen</translation>
        </message>
        <message>
            <source>&amp;Search</source>
            <translation>&amp;Suchen</translation>
        </message>
        <message>
            <source>Save this &amp;search…</source>
            <translation>Diese Suche s&amp;peichern…</translation>
        </message>
        <message>
            <source>Save the current search</source>
            <translation>Die aktuelle Suche speichern</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>&amp;Open paper</source>
            <translation>Artikel &amp;öffnen</translation>
        </message>
        <message>
            <source>Open the paper: its attached PDF in the reader, beside the notes (else its page or file)</source>
            <translation>Den Artikel öffnen: sein angehängtes PDF in der Leseansicht, neben den Notizen (sonst seine Seite oder Datei)</translation>
        </message>
        <message>
            <source>Read the attached PDF in Lectern; a paper without one opens its page</source>
            <translation>Das angehängte PDF in Lectern lesen; ein Artikel ohne PDF öffnet seine Seite</translation>
        </message>
        <message>
            <source>Open paper's &amp;page</source>
            <translation>Artikel&amp;seite öffnen</translation>
        </message>
        <message>
            <source>Open the paper's page (DOI, arXiv, link or attached file)</source>
            <translation>Die Seite des Artikels öffnen (DOI, arXiv, Link oder angehängte Datei)</translation>
        </message>
        <message>
            <source>Open the DOI, arXiv page, link or attached file</source>
            <translation>Die DOI, die arXiv-Seite, den Link oder die angehängte Datei öffnen</translation>
        </message>
        <message>
            <source>Copy &amp;marks as Markdown</source>
            <translation>&amp;Markierungen als Markdown kopieren</translation>
        </message>
        <message>
            <source>The paper's highlights and margin notes as quotes, each with a link to its page</source>
            <translation>Die Hervorhebungen und Randnotizen des Artikels als Zitate, jedes mit einem Link auf seine Seite</translation>
        </message>
        <message>
            <source>Save a cop&amp;y with marks…</source>
            <translation>Kop&amp;ie mit Markierungen speichern…</translation>
        </message>
        <message>
            <source>A copy of the paper's PDF with its marks as PDF annotations, for other readers; the PDF itself is left as it is</source>
            <translation>Eine Kopie des Artikel-PDFs mit seinen Markierungen als PDF-Anmerkungen, für andere Leser; das PDF selbst bleibt unverändert</translation>
        </message>
        <message>
            <source>Next paper</source>
            <translation>Nächster Artikel</translation>
        </message>
        <message>
            <source>Previous paper</source>
            <translation>Vorheriger Artikel</translation>
        </message>
        <message>
            <source>Rate 1 star</source>
            <translation>Mit 1 Stern bewerten</translation>
        </message>
        <message>
            <source>Rate 2 stars</source>
            <translation>Mit 2 Sternen bewerten</translation>
        </message>
        <message>
            <source>Rate 3 stars</source>
            <translation>Mit 3 Sternen bewerten</translation>
        </message>
        <message>
            <source>Rate 4 stars</source>
            <translation>Mit 4 Sternen bewerten</translation>
        </message>
        <message>
            <source>Rate 5 stars</source>
            <translation>Mit 5 Sternen bewerten</translation>
        </message>
        <message>
            <source>Clear the rating</source>
            <translation>Bewertung entfernen</translation>
        </message>
        <message>
            <source>Edit notes</source>
            <translation>Notizen bearbeiten</translation>
        </message>
        <message>
            <source>Advance after marking</source>
            <translation>Nach dem Markieren weiter</translation>
        </message>
        <message>
            <source>Add to Up next</source>
            <translation>Zur Warteschlange hinzufügen</translation>
        </message>
        <message>
            <source>Add to the front of Up next</source>
            <translation>An den Anfang der Warteschlange</translation>
        </message>
        <message>
            <source>Move up in Up next</source>
            <translation>In der Warteschlange nach oben</translation>
        </message>
        <message>
            <source>Move down in Up next</source>
            <translation>In der Warteschlange nach unten</translation>
        </message>
        <message>
            <source>Take out of Up next</source>
            <translation>Aus der Warteschlange nehmen</translation>
        </message>
        <message>
            <source>In Up next: take the selection out of the queue</source>
            <translation>In der Warteschlange: die Auswahl aus der Warteschlange nehmen</translation>
        </message>
        <message>
            <source>Next paper: open the first in Up next</source>
            <translation>Nächster Artikel: den ersten der Warteschlange öffnen</translation>
        </message>
        <message>
            <source>Next paper: open the first in Up next and mark it reading</source>
            <translation>Nächster Artikel: den ersten der Warteschlange öffnen und als begonnen markieren</translation>
        </message>
        <message>
            <source>&amp;Edit details…</source>
            <translation>&amp;Details bearbeiten…</translation>
        </message>
        <message>
            <source>Edit the details of the selected paper</source>
            <translation>Die Details des ausgewählten Artikels bearbeiten</translation>
        </message>
        <message>
            <source>&amp;Attach a file…</source>
            <translation>Datei &amp;anhängen…</translation>
        </message>
        <message>
            <source>Move to &amp;Trash</source>
            <translation>In den &amp;Papierkorb</translation>
        </message>
        <message>
            <source>Move the selection to the Trash (in the Trash: delete for good; in Up next: take it out of the queue)</source>
            <translation>Die Auswahl in den Papierkorb verschieben (im Papierkorb: endgültig löschen; in der Warteschlange: aus der Warteschlange nehmen)</translation>
        </message>
        <message>
            <source>&amp;Restore from Trash</source>
            <translation>&amp;Wiederherstellen</translation>
        </message>
        <message>
            <source>Restore the selection from the Trash</source>
            <translation>Die Auswahl aus dem Papierkorb wiederherstellen</translation>
        </message>
        <message>
            <source>Delete for &amp;good…</source>
            <translation>&amp;Endgültig löschen…</translation>
        </message>
        <message>
            <source>In the Trash: delete the selection for good, after asking</source>
            <translation>Im Papierkorb: die Auswahl nach Rückfrage endgültig löschen</translation>
        </message>
        <message>
            <source>&amp;Merge selected papers</source>
            <translation>Auswahl &amp;zusammenführen</translation>
        </message>
        <message>
            <source>Merge the selected papers into the one shown</source>
            <translation>Die ausgewählten Artikel in den angezeigten zusammenführen</translation>
        </message>
        <message>
            <source>&amp;Look up online</source>
            <translation>Online &amp;nachschlagen</translation>
        </message>
        <message>
            <source>Look the selected papers up by their DOI, arXiv id, PMID or ISBN</source>
            <translation>Die ausgewählten Artikel anhand ihrer DOI, arXiv-ID, PMID oder ISBN nachschlagen</translation>
        </message>
        <message>
            <source>Not &amp;duplicates</source>
            <translation>&amp;Keine Duplikate</translation>
        </message>
        <message>
            <source>Remove from this collection</source>
            <translation>Aus dieser Sammlung entfernen</translation>
        </message>
        <message>
            <source>Sort by &amp;relevance</source>
            <translation>Nach &amp;Relevanz sortieren</translation>
        </message>
        <message>
            <source>List the search results with the best match first</source>
            <translation>Die Suchergebnisse mit dem besten Treffer zuerst auflisten</translation>
        </message>
        <message>
            <source>Reset columns</source>
            <translation>Spalten zurücksetzen</translation>
        </message>
        <message>
            <source>&amp;Next pane</source>
            <translation>&amp;Nächster Bereich</translation>
        </message>
        <message>
            <source>Move to the next pane: the sidebar, the list, the paper's details</source>
            <translation>Zum nächsten Bereich: Seitenleiste, Liste, Details des Artikels</translation>
        </message>
        <message>
            <source>Pre&amp;vious pane</source>
            <translation>&amp;Vorheriger Bereich</translation>
        </message>
        <message>
            <source>Move to the previous pane</source>
            <translation>Zum vorherigen Bereich</translation>
        </message>
        <message>
            <source>Command &amp;palette…</source>
            <translation>&amp;Befehlspalette…</translation>
        </message>
        <message>
            <source>The command palette: every menu action and sidebar view by name</source>
            <translation>Die Befehlspalette: jede Menüaktion und jede Ansicht der Seitenleiste nach Namen</translation>
        </message>
        <message>
            <source>Reading &amp;stats…</source>
            <translation>Lesesta&amp;tistik…</translation>
        </message>
        <message>
            <source>Reading stats</source>
            <translation>Lesestatistik</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>&amp;Verlauf…</translation>
        </message>
        <message>
            <source>History: every change, newest first, by kind or for the selected paper; undo any one of them</source>
            <translation>Verlauf: jede Änderung, die neueste zuerst, nach Art oder für den ausgewählten Artikel; jede davon lässt sich rückgängig machen</translation>
        </message>
        <message>
            <source>&amp;User guide</source>
            <translation>&amp;Benutzerhandbuch</translation>
        </message>
        <message>
            <source>The manual, one page per area, offline</source>
            <translation>Das Handbuch, eine Seite pro Bereich, offline</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <source>This list of shortcuts</source>
            <translation>Diese Liste der Tastenkürzel</translation>
        </message>
        <message>
            <source>Search &amp;syntax</source>
            <translation>Such&amp;syntax</translation>
        </message>
        <message>
            <source>&amp;About Lectern</source>
            <translation>&amp;Über Lectern</translation>
        </message>
        <message>
            <source>Select every paper in the list (marks and stars then apply to all)</source>
            <translation>Jeden Artikel der Liste auswählen (Markierungen und Sterne gelten dann für alle)</translation>
        </message>
        <message>
            <source>From the search box: go to the list</source>
            <translation>Aus dem Suchfeld: zur Liste gehen</translation>
        </message>
        <message>
            <source>In the search box: search for “Did you mean …” instead</source>
            <translation>Im Suchfeld: stattdessen nach „Meinten Sie …“ suchen</translation>
        </message>
        <message>
            <source>In the search box: clear the search and go back to the list</source>
            <translation>Im Suchfeld: die Suche leeren und zurück zur Liste</translation>
        </message>
        <message>
            <source>From the notes: back to the list, or to the PDF being read (the notes are saved as you type)</source>
            <translation>Aus den Notizen: zurück zur Liste oder zum gelesenen PDF (die Notizen werden beim Tippen gespeichert)</translation>
        </message>
        <message>
            <source>In the details form (F2): save</source>
            <translation>Im Detailformular (F2): speichern</translation>
        </message>
        <message>
            <source>In the details form: close it without saving</source>
            <translation>Im Detailformular: ohne Speichern schließen</translation>
        </message>
        <message>
            <source>On the stars (Tab to them): one star more</source>
            <translation>Auf den Sternen (mit Tab dorthin): ein Stern mehr</translation>
        </message>
        <message>
            <source>On the stars: one star fewer</source>
            <translation>Auf den Sternen: ein Stern weniger</translation>
        </message>
        <message>
            <source>On the stars: none</source>
            <translation>Auf den Sternen: keiner</translation>
        </message>
        <message>
            <source>On the stars: five</source>
            <translation>Auf den Sternen: fünf</translation>
        </message>
        <message>
            <source>In the reader (o on a paper with a PDF): next page</source>
            <translation>In der Leseansicht (o auf einem Artikel mit PDF): nächste Seite</translation>
        </message>
        <message>
            <source>Previous page (the top of this one first)</source>
            <translation>Vorherige Seite (zuerst der Anfang dieser Seite)</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Nach unten scrollen</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Nach oben scrollen</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>Erste Seite</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>Letzte Seite</translation>
        </message>
        <message>
            <source>Go to a page…</source>
            <translation>Zu einer Seite gehen…</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Vergrößern</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Verkleinern</translation>
        </message>
        <message>
            <source>Fit the page to the width (as it opens)</source>
            <translation>Seite an die Breite anpassen (wie beim Öffnen)</translation>
        </message>
        <message>
            <source>Find in the PDF: every match highlighted</source>
            <translation>Im PDF suchen: jeder Treffer hervorgehoben</translation>
        </message>
        <message>
            <source>In Find: the next match</source>
            <translation>In der Suche: nächster Treffer</translation>
        </message>
        <message>
            <source>In Find: the previous match</source>
            <translation>In der Suche: vorheriger Treffer</translation>
        </message>
        <message>
            <source>In Find: close it, back to the pages</source>
            <translation>In der Suche: sie schließen, zurück zu den Seiten</translation>
        </message>
        <message>
            <source>Quote the text selected with the mouse into the notes: &gt; text (p. 4)</source>
            <translation>Den mit der Maus markierten Text in die Notizen zitieren: &gt; Text (p. 4)</translation>
        </message>
        <message>
            <source>Text selected: highlight it in yellow, green, blue, pink or purple; a mark clicked: give it that colour</source>
            <translation>Text ausgewählt: gelb, grün, blau, rosa oder lila hervorheben; Markierung angeklickt: ihr diese Farbe geben</translation>
        </message>
        <message>
            <source>Text selected: underline it (a mark: underline or not)</source>
            <translation>Text ausgewählt: unterstreichen (Markierung: unterstrichen oder nicht)</translation>
        </message>
        <message>
            <source>Text selected: a note in the margin (a mark: its note)</source>
            <translation>Text ausgewählt: eine Randnotiz (Markierung: ihre Notiz)</translation>
        </message>
        <message>
            <source>A mark clicked: delete it (Ctrl+Z brings it back)</source>
            <translation>Markierung angeklickt: löschen (Ctrl+Z holt sie zurück)</translation>
        </message>
        <message>
            <source>Text selected or a mark clicked: leave it</source>
            <translation>Text ausgewählt oder Markierung angeklickt: unverändert lassen</translation>
        </message>
        <message>
            <source>Close the reader, back to the list (Lectern keeps the page)</source>
            <translation>Die Leseansicht schließen, zurück zur Liste (Lectern merkt sich die Seite)</translation>
        </message>
    </context>
    <context>
        <name>BrowserSaves</name>
        <message>
            <source>The window takes only saves from the browser.</source>
            <translation>Das Fenster nimmt nur Speicherungen aus dem Browser an.</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>Aus dem Browser gespeichert: {title}</translation>
        </message>
    </context>
    <context>
        <name>Changes</name>
        <message>
            <source>Undone: {change}</source>
            <translation>Rückgängig gemacht: {change}</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Wiederholen</translation>
        </message>
        <message>
            <source>Redone: {change}</source>
            <translation>Wiederholt: {change}</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Undo {change}</source>
            <translation>&amp;Rückgängig: {change}</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Redo {change}</source>
            <translation>&amp;Wiederholen: {change}</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
        <message>
            <source>“{title}” marked {status}</source>
            <translation>„{title}“ als {status} markiert</translation>
        </message>
        <message>
            <source>“{title}” rated {stars}★</source>
            <translation>„{title}“ mit {stars}★ bewertet</translation>
        </message>
        <message>
            <source>Rating cleared: “{title}”</source>
            <translation>Bewertung entfernt: „{title}“</translation>
        </message>
        <message>
            <source>“{title}” tagged “{tags}”</source>
            <translation>Tag „{tags}“ zu „{title}“ hinzugefügt</translation>
        </message>
        <message>
            <source>Tag “{tags}” removed from “{title}”</source>
            <translation>Tag „{tags}“ von „{title}“ entfernt</translation>
        </message>
        <message>
            <source>Rename “{title}”</source>
            <translation>„{title}“ umbenennen</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) marked {status}</source>
            <translation>
                <numerusform>%Ln Artikel als {status} markiert</numerusform>
                <numerusform>%Ln Artikel als {status} markiert</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) rated {stars}★</source>
            <translation>
                <numerusform>%Ln Artikel mit {stars}★ bewertet</numerusform>
                <numerusform>%Ln Artikel mit {stars}★ bewertet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) tagged “{tags}”</source>
            <translation>
                <numerusform>Tag „{tags}“ zu %Ln Artikel hinzugefügt</numerusform>
                <numerusform>Tag „{tags}“ zu %Ln Artikeln hinzugefügt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Clear the rating of %Ln paper(s)</source>
            <translation>
                <numerusform>Bewertung von %Ln Artikel entfernen</numerusform>
                <numerusform>Bewertung von %Ln Artikeln entfernen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as dropped</source>
            <translation>
                <numerusform>%Ln Artikel als verworfen markieren</numerusform>
                <numerusform>%Ln Artikel als verworfen markieren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as new</source>
            <translation>
                <numerusform>%Ln Artikel als neu markieren</numerusform>
                <numerusform>%Ln Artikel als neu markieren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as read</source>
            <translation>
                <numerusform>%Ln Artikel als gelesen markieren</numerusform>
                <numerusform>%Ln Artikel als gelesen markieren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as reading</source>
            <translation>
                <numerusform>%Ln Artikel als begonnen markieren</numerusform>
                <numerusform>%Ln Artikel als begonnen markieren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as to read</source>
            <translation>
                <numerusform>%Ln Artikel als zu lesen markieren</numerusform>
                <numerusform>%Ln Artikel als zu lesen markieren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rate %Ln paper(s) {stars}★</source>
            <translation>
                <numerusform>%Ln Artikel mit {stars}★ bewerten</numerusform>
                <numerusform>%Ln Artikel mit {stars}★ bewerten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rating cleared: %Ln paper(s)</source>
            <translation>
                <numerusform>Bewertung entfernt: %Ln Artikel</numerusform>
                <numerusform>Bewertung entfernt: %Ln Artikel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove tag “{tags}” from %Ln paper(s)</source>
            <translation>
                <numerusform>Tag „{tags}“ von %Ln Artikel entfernen</numerusform>
                <numerusform>Tag „{tags}“ von %Ln Artikeln entfernen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag %Ln paper(s) “{tags}”</source>
            <translation>
                <numerusform>Tag „{tags}“ zu %Ln Artikel hinzufügen</numerusform>
                <numerusform>Tag „{tags}“ zu %Ln Artikeln hinzufügen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag “{tags}” removed from %Ln paper(s)</source>
            <translation>
                <numerusform>Tag „{tags}“ von %Ln Artikel entfernt</numerusform>
                <numerusform>Tag „{tags}“ von %Ln Artikeln entfernt</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Citing</name>
        <message numerus="yes">
            <source>Copied the citation key of %Ln paper(s).</source>
            <translation>
                <numerusform>Zitierschlüssel von %Ln Artikel kopiert.</numerusform>
                <numerusform>Zitierschlüssel von %Ln Artikeln kopiert.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} bibliography entry of %Ln paper(s).</source>
            <translation>
                <numerusform>Bibliografieeintrag ({style}) von %Ln Artikel kopiert.</numerusform>
                <numerusform>Bibliografieeinträge ({style}) von %Ln Artikeln kopiert.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} citation of %Ln paper(s).</source>
            <translation>
                <numerusform>Zitation ({style}) von %Ln Artikel kopiert.</numerusform>
                <numerusform>Zitation ({style}) von %Ln Artikeln kopiert.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CollectionActions</name>
        <message>
            <source>New collection…</source>
            <translation>Neue Sammlung…</translation>
        </message>
        <message>
            <source>New collection</source>
            <translation>Neue Sammlung</translation>
        </message>
        <message>
            <source>Name of the new collection inside “{parent}”:</source>
            <translation>Name der neuen Sammlung in „{parent}“:</translation>
        </message>
        <message>
            <source>Name of the new collection:</source>
            <translation>Name der neuen Sammlung:</translation>
        </message>
        <message>
            <source>Collection “{name}” created inside “{parent}”</source>
            <translation>Sammlung „{name}“ in „{parent}“ angelegt</translation>
        </message>
        <message>
            <source>Collection “{name}” created</source>
            <translation>Sammlung „{name}“ angelegt</translation>
        </message>
        <message>
            <source>Create the collection {name}</source>
            <translation>Sammlung {name} anlegen</translation>
        </message>
        <message>
            <source>(Top level)</source>
            <translation>(Oberste Ebene)</translation>
        </message>
        <message>
            <source>Move collection</source>
            <translation>Sammlung verschieben</translation>
        </message>
        <message>
            <source>Move “{name}” into:</source>
            <translation>„{name}“ verschieben nach:</translation>
        </message>
        <message>
            <source>Move {name}</source>
            <translation>{name} verschieben</translation>
        </message>
        <message>
            <source>“{name}” moved into “{target}”</source>
            <translation>„{name}“ nach „{target}“ verschoben</translation>
        </message>
        <message>
            <source>“{name}” moved to the top</source>
            <translation>„{name}“ auf die oberste Ebene verschoben</translation>
        </message>
        <message>
            <source>Rename collection</source>
            <translation>Sammlung umbenennen</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Neuer Name:</translation>
        </message>
        <message>
            <source>Rename {name}</source>
            <translation>{name} umbenennen</translation>
        </message>
        <message>
            <source>Collection renamed to “{name}”</source>
            <translation>Sammlung in „{name}“ umbenannt</translation>
        </message>
        <message>
            <source>There is no other collection to merge it into.</source>
            <translation>Es gibt keine andere Sammlung, mit der sie sich zusammenführen lässt.</translation>
        </message>
        <message>
            <source>Merge collection</source>
            <translation>Sammlung zusammenführen</translation>
        </message>
        <message>
            <source>Merge “{name}” into:</source>
            <translation>„{name}“ zusammenführen mit:</translation>
        </message>
        <message>
            <source>Merge {name} into {target}</source>
            <translation>{name} mit {target} zusammenführen</translation>
        </message>
        <message>
            <source>“{name}” merged into “{target}”</source>
            <translation>„{name}“ mit „{target}“ zusammengeführt</translation>
        </message>
        <message>
            <source>Delete the collection {name}</source>
            <translation>Sammlung {name} löschen</translation>
        </message>
        <message>
            <source>Collection “{name}” deleted; its papers stay in the library</source>
            <translation>Sammlung „{name}“ gelöscht; ihre Artikel bleiben in der Bibliothek</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) put in “{name}”</source>
            <translation>
                <numerusform>%Ln Artikel in „{name}“ aufgenommen</numerusform>
                <numerusform>%Ln Artikel in „{name}“ aufgenommen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of “{name}”</source>
            <translation>
                <numerusform>%Ln Artikel aus „{name}“ entfernt</numerusform>
                <numerusform>%Ln Artikel aus „{name}“ entfernt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to {name}</source>
            <translation>
                <numerusform>%Ln Artikel zu {name} hinzufügen</numerusform>
                <numerusform>%Ln Artikel zu {name} hinzufügen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Put %Ln paper(s) in a new collection named:</source>
            <translation>
                <numerusform>%Ln Artikel in eine neue Sammlung mit diesem Namen legen:</numerusform>
                <numerusform>%Ln Artikel in eine neue Sammlung mit diesem Namen legen:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %Ln paper(s) from {name}</source>
            <translation>
                <numerusform>%Ln Artikel aus {name} entfernen</numerusform>
                <numerusform>%Ln Artikel aus {name} entfernen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Column</name>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>Autoren</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Jahr</translation>
        </message>
        <message>
            <source>Collection</source>
            <translation>Sammlung</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Bewertung</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Hinzugefügt</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notizen</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Tags</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>Erschienen in</translation>
        </message>
        <message>
            <source>Modified</source>
            <translation>Geändert</translation>
        </message>
        <message>
            <source>Last read</source>
            <translation>Zuletzt gelesen</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Schlüssel</translation>
        </message>
        <message>
            <source>Relevance</source>
            <translation>Relevanz</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Fortschritt</translation>
        </message>
    </context>
    <context>
        <name>CommandPalette</name>
        <message>
            <source>Tag</source>
            <translation>Tag</translation>
        </message>
        <message>
            <source>Collection</source>
            <translation>Sammlung</translation>
        </message>
        <message>
            <source>Saved search</source>
            <translation>Gespeicherte Suche</translation>
        </message>
        <message>
            <source>View</source>
            <translation>Ansicht</translation>
        </message>
        <message>
            <source>Go to · {kind}</source>
            <translation>Gehe zu · {kind}</translation>
        </message>
        <message>
            <source>Command palette</source>
            <translation>Befehlspalette</translation>
        </message>
        <message>
            <source>Type an action, a tag, a collection or a saved search…</source>
            <translation>Eine Aktion, ein Tag, eine Sammlung oder eine gespeicherte Suche eingeben…</translation>
        </message>
        <message>
            <source>Find an action or a place</source>
            <translation>Aktion oder Ort suchen</translation>
        </message>
    </context>
    <context>
        <name>ConflictBanner</name>
        <message>
            <source>(empty)</source>
            <translation>(leer)</translation>
        </message>
        <message>
            <source>This note, kept for now:</source>
            <translation>Diese Notiz, vorerst behalten:</translation>
        </message>
        <message>
            <source>This version of the note</source>
            <translation>Diese Version der Notiz</translation>
        </message>
        <message>
            <source>The other version of the note</source>
            <translation>Die andere Version der Notiz</translation>
        </message>
        <message>
            <source>Keep this note</source>
            <translation>Diese Notiz behalten</translation>
        </message>
        <message>
            <source>Keep the note shown below; the other version is dropped</source>
            <translation>Die unten gezeigte Notiz behalten; die andere Version wird verworfen</translation>
        </message>
        <message>
            <source>Use the other one</source>
            <translation>Die andere nehmen</translation>
        </message>
        <message>
            <source>The other version becomes the note</source>
            <translation>Die andere Version wird zur Notiz</translation>
        </message>
        <message>
            <source>Keep both</source>
            <translation>Beide behalten</translation>
        </message>
        <message>
            <source>Join the two versions into one note</source>
            <translation>Beide Versionen zu einer Notiz verbinden</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;Diese Notiz wurde auch auf diesem Computer bearbeitet ({time})&lt;/b&gt; (und %Ln weitere Version), ohne dass eine Seite die Änderung der anderen gesehen hat. Welche soll es sein?</numerusform>
                <numerusform>&lt;b&gt;Diese Notiz wurde auch auf diesem Computer bearbeitet ({time})&lt;/b&gt; (und %Ln weitere Versionen), ohne dass eine Seite die Änderung der anderen gesehen hat. Welche soll es sein?</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;Diese Notiz wurde auch auf diesem Computer bearbeitet ({time})&lt;/b&gt;, ohne dass eine Seite die Änderung der anderen gesehen hat. Welche soll es sein?</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;Diese Notiz wurde auch auf einem anderen Computer bearbeitet ({time})&lt;/b&gt; (und %Ln weitere Version), ohne dass eine Seite die Änderung der anderen gesehen hat. Welche soll es sein?</numerusform>
                <numerusform>&lt;b&gt;Diese Notiz wurde auch auf einem anderen Computer bearbeitet ({time})&lt;/b&gt; (und %Ln weitere Versionen), ohne dass eine Seite die Änderung der anderen gesehen hat. Welche soll es sein?</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;Diese Notiz wurde auch auf einem anderen Computer bearbeitet ({time})&lt;/b&gt;, ohne dass eine Seite die Änderung der anderen gesehen hat. Welche soll es sein?</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;Diese Notiz wurde auch auf {computer} bearbeitet ({time})&lt;/b&gt; (und %Ln weitere Version), ohne dass eine Seite die Änderung der anderen gesehen hat. Welche soll es sein?</numerusform>
                <numerusform>&lt;b&gt;Diese Notiz wurde auch auf {computer} bearbeitet ({time})&lt;/b&gt; (und %Ln weitere Versionen), ohne dass eine Seite die Änderung der anderen gesehen hat. Welche soll es sein?</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;Diese Notiz wurde auch auf {computer} bearbeitet ({time})&lt;/b&gt;, ohne dass eine Seite die Änderung der anderen gesehen hat. Welche soll es sein?</translation>
        </message>
        <message>
            <source>The other one, from this computer at {time}:</source>
            <translation>Die andere, von diesem Computer ({time}):</translation>
        </message>
        <message>
            <source>The other one, from another computer at {time}:</source>
            <translation>Die andere, von einem anderen Computer ({time}):</translation>
        </message>
        <message>
            <source>The other one, from {computer} at {time}:</source>
            <translation>Die andere, von {computer} ({time}):</translation>
        </message>
    </context>
    <context>
        <name>Core</name>
        <message>
            <source>'AND' needs words on both sides — ignored it</source>
            <translation>'AND' braucht auf beiden Seiten Wörter — ignoriert</translation>
        </message>
        <message>
            <source>'NOT' needs a word after it — ignored it</source>
            <translation>'NOT' braucht danach ein Wort — ignoriert</translation>
        </message>
        <message>
            <source>'OR' needs words on both sides — ignored it</source>
            <translation>'OR' braucht auf beiden Seiten Wörter — ignoriert</translation>
        </message>
        <message>
            <source>'{text}' is not a real date — {hint}</source>
            <translation>'{text}' ist kein gültiges Datum — {hint}</translation>
        </message>
        <message>
            <source>'{text}' is too far back — {hint}</source>
            <translation>'{text}' liegt zu weit zurück — {hint}</translation>
        </message>
        <message>
            <source>'{word}' matches many words — searched the most common of them</source>
            <translation>'{word}' passt zu vielen Wörtern — nach den häufigsten davon gesucht</translation>
        </message>
        <message>
            <source>@set {key} only groups other entries</source>
            <translation>@set {key} fasst nur andere Einträge zusammen</translation>
        </message>
        <message>
            <source>A citation key cannot be empty.</source>
            <translation>Ein Zitierschlüssel darf nicht leer sein.</translation>
        </message>
        <message>
            <source>A citation key cannot hold {characters} (BibTeX would end it there).</source>
            <translation>Ein Zitierschlüssel darf {characters} nicht enthalten (BibTeX würde ihn dort beenden).</translation>
        </message>
        <message>
            <source>A collection needs a name.</source>
            <translation>Eine Sammlung braucht einen Namen.</translation>
        </message>
        <message>
            <source>A copy with marks is saved under another name than its PDF: {path}</source>
            <translation>Eine Kopie mit Markierungen wird unter einem anderen Namen als ihr PDF gespeichert: {path}</translation>
        </message>
        <message>
            <source>A field name is one word, without {{ }} = , or quotes: {name}.</source>
            <translation>Ein Feldname ist ein einzelnes Wort, ohne {{ }} = , oder Anführungszeichen: {name}.</translation>
        </message>
        <message>
            <source>A kept export is written as {formats}, not {format}.</source>
            <translation>Ein laufender Export wird als {formats} geschrieben, nicht als {format}.</translation>
        </message>
        <message>
            <source>A later change stands in the way: {what}, at {when}. Undo it first.</source>
            <translation>Eine spätere Änderung steht im Weg: {what} ({when}). Machen Sie diese zuerst rückgängig.</translation>
        </message>
        <message>
            <source>A mark on page {page} could not be written.</source>
            <translation>Eine Markierung auf Seite {page} konnte nicht geschrieben werden.</translation>
        </message>
        <message>
            <source>A new paper needs a title or an abstract.</source>
            <translation>Ein neuer Artikel braucht einen Titel oder ein Abstract.</translation>
        </message>
        <message>
            <source>A rating is 0 to {most} stars, not {rating}.</source>
            <translation>Eine Bewertung hat 0 bis {most} Sterne, nicht {rating}.</translation>
        </message>
        <message>
            <source>A saved search needs a name.</source>
            <translation>Eine gespeicherte Suche braucht einen Namen.</translation>
        </message>
        <message>
            <source>A sync engine left a conflict copy, {name}: what it held is merged into the library, and the copy is kept in {folder}.</source>
            <translation>Ein Synchronisierungsprogramm hat eine Konfliktkopie hinterlassen, {name}: Ihr Inhalt wurde in die Bibliothek übernommen, und die Kopie liegt jetzt in {folder}.</translation>
        </message>
        <message>
            <source>A title cannot be empty.</source>
            <translation>Ein Titel darf nicht leer sein.</translation>
        </message>
        <message>
            <source>A year is a number such as 2024, not {value}.</source>
            <translation>Ein Jahr ist eine Zahl wie 2024, nicht {value}.</translation>
        </message>
        <message>
            <source>Already in the library, nothing new to save: {title}</source>
            <translation>Schon in der Bibliothek, nichts Neues zu speichern: {title}</translation>
        </message>
        <message>
            <source>Already in your library ({status}); nothing new to save.</source>
            <translation>Schon in Ihrer Bibliothek ({status}); nichts Neues zu speichern.</translation>
        </message>
        <message>
            <source>Already in your library ({status}); updated {fields}.</source>
            <translation>Schon in Ihrer Bibliothek ({status}); aktualisiert: {fields}.</translation>
        </message>
        <message>
            <source>Already in your library ({status}); your choices are saved.</source>
            <translation>Schon in Ihrer Bibliothek ({status}); Ihre Auswahl ist gespeichert.</translation>
        </message>
        <message>
            <source>Annotations in this PDF left out because they could not be read: {count}.</source>
            <translation>Anmerkungen in diesem PDF ausgelassen, weil sie nicht gelesen werden konnten: {count}.</translation>
        </message>
        <message>
            <source>BibTeX, RIS, MEDLINE (PubMed .nbib), CSL-JSON, arXiv Atom XML, EndNote XML, JSON Lines, CSV, Lectern backups and plain-text abstract lists</source>
            <translation>BibTeX, RIS, MEDLINE (PubMed .nbib), CSL-JSON, arXiv Atom XML, EndNote XML, JSON Lines, CSV, Lectern-Sicherungen und Textlisten von Abstracts</translation>
        </message>
        <message>
            <source>Cannot edit {fields}; editable fields: {editable}.</source>
            <translation>Nicht bearbeitbar: {fields}; bearbeitbare Felder: {editable}.</translation>
        </message>
        <message>
            <source>Collection “{name}”</source>
            <translation>Sammlung „{name}“</translation>
        </message>
        <message>
            <source>Could not back up {name} before upgrading it from schema {schema}: {reason}. Nothing was changed.</source>
            <translation>{name} konnte vor der Aktualisierung von Schema {schema} nicht gesichert werden: {reason}. Es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>Could not back up {name} into {folder}: {reason}. Nothing was changed.</source>
            <translation>{name} konnte nicht in {folder} gesichert werden: {reason}. Es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>Could not copy {path} into the library's files folder: {reason}. Nothing was imported.</source>
            <translation>{path} konnte nicht in den Dateiordner der Bibliothek kopiert werden: {reason}. Es wurde nichts importiert.</translation>
        </message>
        <message>
            <source>Could not keep the style in {folder}: {reason}</source>
            <translation>Der Stil konnte nicht in {folder} gespeichert werden: {reason}</translation>
        </message>
        <message>
            <source>Could not keep {path} up to date: {problem}</source>
            <translation>{path} konnte nicht aktuell gehalten werden: {problem}</translation>
        </message>
        <message>
            <source>Could not prepare the library for syncing: {problem}.</source>
            <translation>Die Bibliothek konnte nicht für die Synchronisierung vorbereitet werden: {problem}.</translation>
        </message>
        <message>
            <source>Could not reach {service} to look up {what} ({reason}); nothing was changed. Is this computer online?</source>
            <translation>{service} war nicht erreichbar, um {what} nachzuschlagen ({reason}); es wurde nichts geändert. Ist dieser Computer online?</translation>
        </message>
        <message>
            <source>Could not read '{field}:{text}' — {hint}</source>
            <translation>'{field}:{text}' konnte nicht gelesen werden — {hint}</translation>
        </message>
        <message>
            <source>Could not read the date '{text}' — {hint}</source>
            <translation>Das Datum '{text}' konnte nicht gelesen werden — {hint}</translation>
        </message>
        <message>
            <source>Could not read the query's structure — searched its words</source>
            <translation>Der Aufbau der Suchanfrage ist unklar — nach ihren Wörtern gesucht</translation>
        </message>
        <message>
            <source>Could not read {path}: {reason}</source>
            <translation>{path} konnte nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <source>Could not remove {path}: {reason}</source>
            <translation>{path} konnte nicht entfernt werden: {reason}</translation>
        </message>
        <message>
            <source>Could not save the list of kept exports in {path}: {reason}</source>
            <translation>Die Liste der laufenden Exporte konnte nicht in {path} gespeichert werden: {reason}</translation>
        </message>
        <message>
            <source>Could not save {name} in {folder}: {reason}. Your change is kept in memory and will be saved again.</source>
            <translation>{name} konnte nicht in {folder} gespeichert werden: {reason}. Ihre Änderung bleibt im Arbeitsspeicher erhalten und wird erneut gespeichert.</translation>
        </message>
        <message>
            <source>Could not save {name} in {folder}: {reason}. Your change is kept in the library's change file and will be saved again.</source>
            <translation>{name} konnte nicht in {folder} gespeichert werden: {reason}. Ihre Änderung ist in der Änderungsdatei der Bibliothek festgehalten und wird erneut gespeichert.</translation>
        </message>
        <message>
            <source>Could not write the search index in {folder}: {reason}.</source>
            <translation>Der Suchindex in {folder} konnte nicht geschrieben werden: {reason}.</translation>
        </message>
        <message>
            <source>Could not write {path}: {reason}</source>
            <translation>{path} konnte nicht geschrieben werden: {reason}</translation>
        </message>
        <message>
            <source>Did you mean “{query}”?</source>
            <translation>Meinten Sie „{query}“?</translation>
        </message>
        <message>
            <source>EndNote record {number} holds nothing but EndNote's own bookkeeping (no title, authors, date, notes or any other field)</source>
            <translation>EndNote-Datensatz {number} enthält nur EndNotes eigene Verwaltungsangaben (keinen Titel, keine Autoren, kein Datum, keine Notizen und kein anderes Feld)</translation>
        </message>
        <message>
            <source>Import cancelled; the library is unchanged.</source>
            <translation>Import abgebrochen; die Bibliothek ist unverändert.</translation>
        </message>
        <message>
            <source>Import {number} is not in this library's history: undo its changes in History.</source>
            <translation>Import {number} ist in dieser Bibliothek nicht verzeichnet: Machen Sie seine Änderungen im Verlauf rückgängig.</translation>
        </message>
        <message>
            <source>Import {number} was undone already.</source>
            <translation>Import {number} wurde bereits rückgängig gemacht.</translation>
        </message>
        <message>
            <source>Kept export {path} is up to date.</source>
            <translation>Laufender Export {path} ist aktuell.</translation>
        </message>
        <message>
            <source>Kept export {path} rewritten ({count} paper).</source>
            <translation>Laufender Export {path} neu geschrieben ({count} Artikel).</translation>
        </message>
        <message>
            <source>Kept export {path} rewritten ({count} papers).</source>
            <translation>Laufender Export {path} neu geschrieben ({count} Artikel).</translation>
        </message>
        <message>
            <source>Lectern answers only its own browser extension; nothing was read.</source>
            <translation>Lectern antwortet nur seiner eigenen Browsererweiterung; es wurde nichts gelesen.</translation>
        </message>
        <message>
            <source>Lectern could not do this ({problem}); nothing was saved.</source>
            <translation>Lectern konnte dies nicht ausführen ({problem}); es wurde nichts gespeichert.</translation>
        </message>
        <message>
            <source>Lectern could not read the PDF: {why}.</source>
            <translation>Lectern konnte das PDF nicht lesen: {why}.</translation>
        </message>
        <message>
            <source>Lectern could not run this search; try fewer or simpler words.</source>
            <translation>Lectern konnte diese Suche nicht ausführen; versuchen Sie es mit weniger oder einfacheren Wörtern.</translation>
        </message>
        <message>
            <source>Lectern did not open “{name}”: {reason}.</source>
            <translation>Lectern hat „{name}“ nicht geöffnet: {reason}.</translation>
        </message>
        <message>
            <source>Lectern does not know the request {kind}.</source>
            <translation>Lectern kennt die Anfrage {kind} nicht.</translation>
        </message>
        <message>
            <source>Lectern does not write notes straight into {folder}; choose or create a folder for them.</source>
            <translation>Lectern schreibt Notizen nicht direkt in {folder}; wählen oder erstellen Sie einen Ordner dafür.</translation>
        </message>
        <message>
            <source>Lectern found no title, DOI or arXiv id in it</source>
            <translation>Lectern hat darin weder Titel, DOI noch arXiv-ID gefunden</translation>
        </message>
        <message>
            <source>Lectern has no status {status}.</source>
            <translation>Lectern kennt keinen Status {status}.</translation>
        </message>
        <message>
            <source>Lectern may not write in {folder}</source>
            <translation>Lectern darf nicht in {folder} schreiben</translation>
        </message>
        <message>
            <source>Lectern opens only PDF, EPUB, DjVu, HTML, image and text files, not files without a type in the name</source>
            <translation>Lectern öffnet nur PDF-, EPUB-, DjVu-, HTML-, Bild- und Textdateien, keine Dateien ohne Typ im Namen</translation>
        </message>
        <message>
            <source>Lectern opens only PDF, EPUB, DjVu, HTML, image and text files, not “{extension}” files</source>
            <translation>Lectern öffnet nur PDF-, EPUB-, DjVu-, HTML-, Bild- und Textdateien, keine „{extension}“-Dateien</translation>
        </message>
        <message>
            <source>Lectern registers for every user only on Linux; register it per user here.</source>
            <translation>Lectern lässt sich nur unter Linux für alle Benutzer registrieren; registrieren Sie es hier pro Benutzer.</translation>
        </message>
        <message>
            <source>Lectern's answer was too long for the browser.</source>
            <translation>Die Antwort von Lectern war zu lang für den Browser.</translation>
        </message>
        <message>
            <source>Markdown export writes one file per paper: choose a folder.</source>
            <translation>Der Markdown-Export schreibt eine Datei pro Artikel: Wählen Sie einen Ordner.</translation>
        </message>
        <message>
            <source>Missing ')' — closed the group at the end</source>
            <translation>')' fehlt — Gruppe am Ende geschlossen</translation>
        </message>
        <message>
            <source>Missing closing quote — searched the phrase to the end</source>
            <translation>Schließendes Anführungszeichen fehlt — Phrase bis zum Ende gesucht</translation>
        </message>
        <message>
            <source>No citation style is called {name}. The styles are: {known}.</source>
            <translation>Es gibt keinen Zitierstil namens {name}. Vorhandene Stile: {known}.</translation>
        </message>
        <message>
            <source>No paper found on this page.</source>
            <translation>Auf dieser Seite wurde kein Artikel gefunden.</translation>
        </message>
        <message>
            <source>No service knows {what} ({services} were asked); nothing was changed.</source>
            <translation>Kein Dienst kennt {what} (gefragt wurden {services}); es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>Nothing after '{field}:' — searched '{field}' as a word</source>
            <translation>Nichts nach '{field}:' — nach '{field}' als Wort gesucht</translation>
        </message>
        <message>
            <source>Nothing to redo.</source>
            <translation>Nichts zu wiederholen.</translation>
        </message>
        <message>
            <source>Nothing to search for — only very common words or unreadable parts</source>
            <translation>Nichts zu suchen — nur sehr häufige Wörter oder unlesbare Teile</translation>
        </message>
        <message>
            <source>Nothing to undo.</source>
            <translation>Nichts rückgängig zu machen.</translation>
        </message>
        <message>
            <source>On Windows the installer registers Lectern with the browsers; give --dir to write a manifest.</source>
            <translation>Unter Windows registriert das Installationsprogramm Lectern bei den Browsern; geben Sie --dir an, um ein Manifest zu schreiben.</translation>
        </message>
        <message>
            <source>Only a library opened read-only merges in memory; use pull().</source>
            <translation>Nur eine schreibgeschützt geöffnete Bibliothek führt Änderungen im Speicher zusammen; verwenden Sie pull().</translation>
        </message>
        <message>
            <source>Other fields are names with values.</source>
            <translation>Weitere Felder sind Namen mit Werten.</translation>
        </message>
        <message>
            <source>Page {page} of {path} cannot be read, so its marks cannot be written.</source>
            <translation>Seite {page} von {path} kann nicht gelesen werden, daher können ihre Markierungen nicht geschrieben werden.</translation>
        </message>
        <message>
            <source>Paste a BibTeX or RIS entry, a DOI, an arXiv id or a link.</source>
            <translation>Fügen Sie einen BibTeX- oder RIS-Eintrag, eine DOI, eine arXiv-ID oder einen Link ein.</translation>
        </message>
        <message>
            <source>PubMed has no record of {what}; nothing was changed.</source>
            <translation>PubMed hat keinen Datensatz zu {what}; es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>Read '{field}:{text}' as {field}:{low}..{high}</source>
            <translation>'{field}:{text}' als {field}:{low}..{high} gelesen</translation>
        </message>
        <message>
            <source>Rebuilding the search index was cancelled; the old one is kept.</source>
            <translation>Der Neuaufbau des Suchindex wurde abgebrochen; der alte bleibt erhalten.</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>Aus dem Browser gespeichert: {title}</translation>
        </message>
        <message>
            <source>Saved search “{name}”</source>
            <translation>Gespeicherte Suche „{name}“</translation>
        </message>
        <message>
            <source>Saved to your reading list: {title}</source>
            <translation>In Ihrer Leseliste gespeichert: {title}</translation>
        </message>
        <message>
            <source>Status {status}</source>
            <translation>Status {status}</translation>
        </message>
        <message>
            <source>Tag “{name}”</source>
            <translation>Tag „{name}“</translation>
        </message>
        <message>
            <source>That change is not in this library's history.</source>
            <translation>Diese Änderung steht nicht im Verlauf dieser Bibliothek.</translation>
        </message>
        <message>
            <source>That paper is in the library again already.</source>
            <translation>Dieser Artikel ist bereits wieder in der Bibliothek.</translation>
        </message>
        <message>
            <source>That paper was deleted for good since; undo the deletion first.</source>
            <translation>Dieser Artikel wurde inzwischen endgültig gelöscht; machen Sie zuerst das Löschen rückgängig.</translation>
        </message>
        <message>
            <source>The PDF link gave a web page, not a PDF (a sign-in page, perhaps): nothing was saved. Open the PDF in the browser and save again.</source>
            <translation>Der PDF-Link lieferte eine Webseite statt eines PDFs (vielleicht eine Anmeldeseite): Es wurde nichts gespeichert. Öffnen Sie das PDF im Browser und speichern Sie erneut.</translation>
        </message>
        <message>
            <source>The PDF sent with the page is not in the form Lectern reads.</source>
            <translation>Das mit der Seite gesendete PDF liegt nicht in der Form vor, die Lectern liest.</translation>
        </message>
        <message>
            <source>The abstract of {paper} in {path} cannot be read: the file was changed outside Lectern while it was open. Close Lectern and open the library again.</source>
            <translation>Das Abstract von {paper} in {path} kann nicht gelesen werden: Die Datei wurde außerhalb von Lectern geändert, während sie geöffnet war. Schließen Sie Lectern und öffnen Sie die Bibliothek erneut.</translation>
        </message>
        <message>
            <source>The browser's message is not JSON.</source>
            <translation>Die Nachricht des Browsers ist kein JSON.</translation>
        </message>
        <message>
            <source>The browser's message is not UTF-8 text.</source>
            <translation>Die Nachricht des Browsers ist kein UTF-8-Text.</translation>
        </message>
        <message>
            <source>The browser's message is not a JSON object.</source>
            <translation>Die Nachricht des Browsers ist kein JSON-Objekt.</translation>
        </message>
        <message>
            <source>The browser's message is {size} MB; Lectern reads at most {most} MB.</source>
            <translation>Die Nachricht des Browsers ist {size} MB groß; Lectern liest höchstens {most} MB.</translation>
        </message>
        <message>
            <source>The browser's message was cut off.</source>
            <translation>Die Nachricht des Browsers wurde abgeschnitten.</translation>
        </message>
        <message>
            <source>The citation key {key} is taken by “{title}”; keys are unique.</source>
            <translation>Der Zitierschlüssel {key} ist bereits an „{title}“ vergeben; Schlüssel sind eindeutig.</translation>
        </message>
        <message>
            <source>The copy with marks could not be written to {path} ({reason}).</source>
            <translation>Die Kopie mit Markierungen konnte nicht nach {path} geschrieben werden ({reason}).</translation>
        </message>
        <message>
            <source>The copy with marks could not be written: {why}.</source>
            <translation>Die Kopie mit Markierungen konnte nicht geschrieben werden: {why}.</translation>
        </message>
        <message>
            <source>The file the PDF link gave is not a PDF: nothing was saved.</source>
            <translation>Die Datei, die der PDF-Link lieferte, ist kein PDF: Es wurde nichts gespeichert.</translation>
        </message>
        <message>
            <source>The library at {folder} is being changed by {holder}. Close it there and try again; reading and searching still work meanwhile.</source>
            <translation>Gerade ändert {holder} die Bibliothek in {folder}. Schließen Sie sie dort und versuchen Sie es erneut; Lesen und Suchen funktionieren in der Zwischenzeit weiter.</translation>
        </message>
        <message>
            <source>The library at {path} is open read-only; changes are not possible here.</source>
            <translation>Die Bibliothek in {path} ist schreibgeschützt geöffnet; Änderungen sind hier nicht möglich.</translation>
        </message>
        <message>
            <source>The library is open read-only; changes are not possible.</source>
            <translation>Die Bibliothek ist schreibgeschützt geöffnet; Änderungen sind nicht möglich.</translation>
        </message>
        <message>
            <source>The marks were not looked for in {path}: {why}.</source>
            <translation>In {path} wurde nicht nach Markierungen gesucht: {why}.</translation>
        </message>
        <message>
            <source>The page capture is not JSON Lectern can read.</source>
            <translation>Die Seitenerfassung ist kein JSON, das Lectern lesen kann.</translation>
        </message>
        <message>
            <source>The page capture is not a JSON object.</source>
            <translation>Die Seitenerfassung ist kein JSON-Objekt.</translation>
        </message>
        <message>
            <source>The page capture is {size} MB; Lectern reads at most {most} MB.</source>
            <translation>Die Seitenerfassung ist {size} MB groß; Lectern liest höchstens {most} MB.</translation>
        </message>
        <message>
            <source>The page capture's {part} is not in the form Lectern reads.</source>
            <translation>Der Teil {part} der Seitenerfassung liegt nicht in der Form vor, die Lectern liest.</translation>
        </message>
        <message>
            <source>The paper {paper} is not in the reading queue.</source>
            <translation>Der Artikel {paper} ist nicht in der Warteschlange.</translation>
        </message>
        <message>
            <source>The pasted text holds no paper Lectern can read ({format}).</source>
            <translation>Der eingefügte Text enthält keinen Artikel, den Lectern lesen kann ({format}).</translation>
        </message>
        <message>
            <source>The pasted text holds no paper Lectern can read ({reasons}).</source>
            <translation>Der eingefügte Text enthält keinen Artikel, den Lectern lesen kann ({reasons}).</translation>
        </message>
        <message>
            <source>The pasted {format} text, line {line}: {problem}</source>
            <translation>Der eingefügte {format}-Text, Zeile {line}: {problem}</translation>
        </message>
        <message>
            <source>The pasted {format} text: {problem}</source>
            <translation>Der eingefügte {format}-Text: {problem}</translation>
        </message>
        <message>
            <source>The record found for {paper} is not of the same work by Lectern's rules (its identifiers differ); nothing was changed.</source>
            <translation>Der für {paper} gefundene Datensatz gehört nach den Regeln von Lectern nicht zum selben Werk (seine Kennungen weichen ab); es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>The save's choices are not in the form Lectern reads.</source>
            <translation>Die Auswahl beim Speichern liegt nicht in der Form vor, die Lectern liest.</translation>
        </message>
        <message>
            <source>The search index is behind the store: 1 paper differs; run repair.</source>
            <translation>Der Suchindex ist hinter dem Datenbestand zurück: 1 Artikel weicht ab; führen Sie die Reparatur aus.</translation>
        </message>
        <message>
            <source>The search index is behind the store: {count} papers differ; run repair.</source>
            <translation>Der Suchindex ist hinter dem Datenbestand zurück: {count} Artikel weichen ab; führen Sie die Reparatur aus.</translation>
        </message>
        <message>
            <source>The search index is damaged; `lectern check --repair` rebuilds it.</source>
            <translation>Der Suchindex ist beschädigt; `lectern check --repair` baut ihn neu auf.</translation>
        </message>
        <message>
            <source>The search index is not ready yet; `lectern check --repair` rebuilds it.</source>
            <translation>Der Suchindex ist noch nicht bereit; `lectern check --repair` baut ihn neu auf.</translation>
        </message>
        <message>
            <source>The search index is open read-only.</source>
            <translation>Der Suchindex ist schreibgeschützt geöffnet.</translation>
        </message>
        <message>
            <source>The style file {path} cannot be read: {reason}</source>
            <translation>Die Stildatei {path} kann nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <source>The {title} style could not format these papers ({problem}).</source>
            <translation>Der Stil {title} konnte diese Artikel nicht formatieren ({problem}).</translation>
        </message>
        <message>
            <source>There is already a collection named {name}.</source>
            <translation>Es gibt bereits eine Sammlung namens {name}.</translation>
        </message>
        <message>
            <source>There is already a saved search named {name}.</source>
            <translation>Es gibt bereits eine gespeicherte Suche namens {name}.</translation>
        </message>
        <message>
            <source>There is no collection named {name}.</source>
            <translation>Es gibt keine Sammlung namens {name}.</translation>
        </message>
        <message>
            <source>There is no import {number} to undo (Lectern keeps the last {kept}).</source>
            <translation>Es gibt keinen Import {number} zum Rückgängigmachen (Lectern bewahrt die letzten {kept} auf).</translation>
        </message>
        <message>
            <source>There is no kept export {number} (they are 1–{last}).</source>
            <translation>Es gibt keinen laufenden Export {number} (vorhanden sind 1–{last}).</translation>
        </message>
        <message>
            <source>There is no kept export {number}: none is kept.</source>
            <translation>Es gibt keinen laufenden Export {number}: Es ist keiner eingerichtet.</translation>
        </message>
        <message>
            <source>There is no library at {path}.</source>
            <translation>In {path} gibt es keine Bibliothek.</translation>
        </message>
        <message>
            <source>There is no mark {mark} in this library.</source>
            <translation>In dieser Bibliothek gibt es keine Markierung {mark}.</translation>
        </message>
        <message>
            <source>This page capture is version {version}; this Lectern reads version {known}. Update Lectern and its browser extension together.</source>
            <translation>Diese Seitenerfassung hat Version {version}; diese Lectern-Version liest Version {known}. Aktualisieren Sie Lectern und seine Browsererweiterung gemeinsam.</translation>
        </message>
        <message>
            <source>This paper has no PDF to save a copy of with its marks.</source>
            <translation>Dieser Artikel hat kein PDF, von dem eine Kopie mit Markierungen gespeichert werden könnte.</translation>
        </message>
        <message>
            <source>Too many nested parentheses — ignored the deepest</source>
            <translation>Zu viele verschachtelte Klammern — die innersten ignoriert</translation>
        </message>
        <message>
            <source>Unknown 'has:{what}' — use has:published</source>
            <translation>Unbekanntes 'has:{what}' — verwenden Sie has:published</translation>
        </message>
        <message>
            <source>Unknown export format {format} (use one of: {formats}).</source>
            <translation>Unbekanntes Exportformat {format} (verwenden Sie eines von: {formats}).</translation>
        </message>
        <message>
            <source>Unknown field '{field}:' — searched it as words</source>
            <translation>Unbekanntes Feld '{field}:' — als Wörter gesucht</translation>
        </message>
        <message>
            <source>Unknown place 'in:{place}' — use in:trash or in:queue</source>
            <translation>Unbekannter Ort 'in:{place}' — verwenden Sie in:trash oder in:queue</translation>
        </message>
        <message>
            <source>Unknown status '{status}' — use one of {names}</source>
            <translation>Unbekannter Status '{status}' — verwenden Sie einen von {names}</translation>
        </message>
        <message>
            <source>Unmatched ')' ignored</source>
            <translation>Überzähliges ')' ignoriert</translation>
        </message>
        <message>
            <source>XML with a DTD of its own</source>
            <translation>XML mit eigener DTD</translation>
        </message>
        <message>
            <source>a 7-Zip archive</source>
            <translation>ein 7-Zip-Archiv</translation>
        </message>
        <message>
            <source>a DjVu document</source>
            <translation>ein DjVu-Dokument</translation>
        </message>
        <message>
            <source>a GIF image</source>
            <translation>ein GIF-Bild</translation>
        </message>
        <message>
            <source>a JPEG image</source>
            <translation>ein JPEG-Bild</translation>
        </message>
        <message>
            <source>a Java program</source>
            <translation>ein Java-Programm</translation>
        </message>
        <message>
            <source>a PDF</source>
            <translation>ein PDF</translation>
        </message>
        <message>
            <source>a PDF document</source>
            <translation>ein PDF-Dokument</translation>
        </message>
        <message>
            <source>a PNG image</source>
            <translation>ein PNG-Bild</translation>
        </message>
        <message>
            <source>a RAR archive</source>
            <translation>ein RAR-Archiv</translation>
        </message>
        <message>
            <source>a TIFF image</source>
            <translation>ein TIFF-Bild</translation>
        </message>
        <message>
            <source>a Windows program</source>
            <translation>ein Windows-Programm</translation>
        </message>
        <message>
            <source>a Windows script</source>
            <translation>ein Windows-Skript</translation>
        </message>
        <message>
            <source>a Windows shortcut, which starts whatever it points to</source>
            <translation>eine Windows-Verknüpfung, die startet, worauf sie verweist</translation>
        </message>
        <message>
            <source>a ZIP archive (or a Word/Excel/EPUB file)</source>
            <translation>ein ZIP-Archiv (oder eine Word-/Excel-/EPUB-Datei)</translation>
        </message>
        <message>
            <source>a bitmap image</source>
            <translation>ein Bitmap-Bild</translation>
        </message>
        <message>
            <source>a bzip2 archive</source>
            <translation>ein bzip2-Archiv</translation>
        </message>
        <message>
            <source>a desktop launcher, which starts a program</source>
            <translation>ein Desktop-Starter, der ein Programm startet</translation>
        </message>
        <message>
            <source>a font</source>
            <translation>eine Schriftart</translation>
        </message>
        <message>
            <source>a later change</source>
            <translation>eine spätere Änderung</translation>
        </message>
        <message>
            <source>a media file</source>
            <translation>eine Mediendatei</translation>
        </message>
        <message>
            <source>a program</source>
            <translation>ein Programm</translation>
        </message>
        <message>
            <source>a program (ELF, for Linux)</source>
            <translation>ein Programm (ELF, für Linux)</translation>
        </message>
        <message>
            <source>a program (Mach-O, for macOS)</source>
            <translation>ein Programm (Mach-O, für macOS)</translation>
        </message>
        <message>
            <source>a program (for macOS, or Java)</source>
            <translation>ein Programm (für macOS oder Java)</translation>
        </message>
        <message>
            <source>a script</source>
            <translation>ein Skript</translation>
        </message>
        <message>
            <source>a script (it starts with #!)</source>
            <translation>ein Skript (es beginnt mit #!)</translation>
        </message>
        <message>
            <source>a shell script</source>
            <translation>ein Shell-Skript</translation>
        </message>
        <message>
            <source>a text file</source>
            <translation>eine Textdatei</translation>
        </message>
        <message>
            <source>a video</source>
            <translation>ein Video</translation>
        </message>
        <message>
            <source>a web page (HTML)</source>
            <translation>eine Webseite (HTML)</translation>
        </message>
        <message>
            <source>an AppImage program</source>
            <translation>ein AppImage-Programm</translation>
        </message>
        <message>
            <source>an EPUB book</source>
            <translation>ein EPUB-Buch</translation>
        </message>
        <message>
            <source>an MP3 file</source>
            <translation>eine MP3-Datei</translation>
        </message>
        <message>
            <source>an SQLite database</source>
            <translation>eine SQLite-Datenbank</translation>
        </message>
        <message>
            <source>an audio file</source>
            <translation>eine Audiodatei</translation>
        </message>
        <message>
            <source>an image</source>
            <translation>ein Bild</translation>
        </message>
        <message>
            <source>an installer</source>
            <translation>ein Installationsprogramm</translation>
        </message>
        <message>
            <source>an internet shortcut, which opens whatever it points to</source>
            <translation>eine Internetverknüpfung, die öffnet, worauf sie verweist</translation>
        </message>
        <message>
            <source>an old Microsoft Office document</source>
            <translation>ein altes Microsoft-Office-Dokument</translation>
        </message>
        <message>
            <source>an xz archive</source>
            <translation>ein xz-Archiv</translation>
        </message>
        <message>
            <source>annotation for {id}, which the backup has no paper for</source>
            <translation>Anmerkung zu {id}, aber die Sicherung enthält keinen Artikel dazu</translation>
        </message>
        <message>
            <source>another Lectern process</source>
            <translation>ein anderer Lectern-Prozess</translation>
        </message>
        <message>
            <source>arXiv has no preprint {what}; nothing was changed.</source>
            <translation>arXiv hat kein Preprint {what}; es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>backup annotation for {id} is damaged ({problem})</source>
            <translation>Anmerkung der Sicherung zu {id} ist beschädigt ({problem})</translation>
        </message>
        <message>
            <source>backup annotation without a paper id</source>
            <translation>Anmerkung der Sicherung ohne Artikel-ID</translation>
        </message>
        <message>
            <source>backup paper without an id</source>
            <translation>Artikel der Sicherung ohne ID</translation>
        </message>
        <message>
            <source>backup paper {id} has neither a title nor an abstract</source>
            <translation>Artikel {id} der Sicherung hat weder Titel noch Abstract</translation>
        </message>
        <message>
            <source>backup paper {id} is damaged ({problem})</source>
            <translation>Artikel {id} der Sicherung ist beschädigt ({problem})</translation>
        </message>
        <message>
            <source>cannot be read ({reason})</source>
            <translation>kann nicht gelesen werden ({reason})</translation>
        </message>
        <message>
            <source>cannot be read to the end ({problem})</source>
            <translation>kann nicht bis zum Ende gelesen werden ({problem})</translation>
        </message>
        <message>
            <source>changes to {count} other paper</source>
            <translation>Änderungen an {count} weiteren Artikel</translation>
        </message>
        <message>
            <source>changes to {count} other papers</source>
            <translation>Änderungen an {count} weiteren Artikeln</translation>
        </message>
        <message>
            <source>changes to {count} paper</source>
            <translation>Änderungen an {count} Artikel</translation>
        </message>
        <message>
            <source>changes to {count} papers</source>
            <translation>Änderungen an {count} Artikeln</translation>
        </message>
        <message>
            <source>contains a DTD (&lt;!DOCTYPE …&gt;); Lectern does not read XML with DTDs</source>
            <translation>enthält eine DTD (&lt;!DOCTYPE …&gt;); Lectern liest kein XML mit DTDs</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>beschädigt</translation>
        </message>
        <message>
            <source>declares XML entities; Lectern does not expand them</source>
            <translation>deklariert XML-Entitäten; Lectern löst sie nicht auf</translation>
        </message>
        <message>
            <source>does not exist</source>
            <translation>existiert nicht</translation>
        </message>
        <message>
            <source>does not look like {extension} data (no records found at its start)</source>
            <translation>sieht nicht nach {extension}-Daten aus (am Anfang wurden keine Datensätze gefunden)</translation>
        </message>
        <message>
            <source>duplicate key {key}; the first entry with this key was imported</source>
            <translation>doppelter Schlüssel {key}; der erste Eintrag mit diesem Schlüssel wurde importiert</translation>
        </message>
        <message>
            <source>encrypted</source>
            <translation>verschlüsselt</translation>
        </message>
        <message>
            <source>entry has no title, abstract, DOI or arXiv id</source>
            <translation>Eintrag hat weder Titel, Abstract, DOI noch arXiv-ID</translation>
        </message>
        <message>
            <source>entry {id} has no title, abstract, DOI or arXiv id</source>
            <translation>Eintrag {id} hat weder Titel, Abstract, DOI noch arXiv-ID</translation>
        </message>
        <message>
            <source>entry {key} has no title, abstract, DOI or arXiv id</source>
            <translation>Eintrag {key} hat weder Titel, Abstract, DOI noch arXiv-ID</translation>
        </message>
        <message>
            <source>every field the same, under another key</source>
            <translation>alle Felder gleich, unter einem anderen Schlüssel</translation>
        </message>
        <message>
            <source>has a broken backup: "{key}" is not a list</source>
            <translation>enthält eine fehlerhafte Sicherung: "{key}" ist keine Liste</translation>
        </message>
        <message>
            <source>has an unknown backup version {version}</source>
            <translation>hat eine unbekannte Sicherungsversion {version}</translation>
        </message>
        <message>
            <source>has no title or abstract column</source>
            <translation>hat keine Spalte für Titel oder Abstract</translation>
        </message>
        <message>
            <source>has no title or abstract column in its first row</source>
            <translation>hat in der ersten Zeile keine Spalte für Titel oder Abstract</translation>
        </message>
        <message>
            <source>is JSON Lines, but its records have no title or abstract (fields: {fields})</source>
            <translation>ist JSON Lines, aber die Datensätze haben weder Titel noch Abstract (Felder: {fields})</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON (no list of items)</source>
            <translation>ist JSON, aber kein CSL-JSON (keine Liste von Einträgen)</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON: its items have none of title, author, issued, type (they have no fields)</source>
            <translation>ist JSON, aber kein CSL-JSON: Die Einträge haben weder title, author, issued noch type (sie haben keine Felder)</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON: its items have none of title, author, issued, type (they have {fields})</source>
            <translation>ist JSON, aber kein CSL-JSON: Die Einträge haben weder title, author, issued noch type (sie haben {fields})</translation>
        </message>
        <message>
            <source>is JSON but not a bibliography Lectern knows (CSL-JSON, JSON Lines or a Lectern backup); its fields are: none</source>
            <translation>ist JSON, aber keine Bibliografie, die Lectern kennt (CSL-JSON, JSON Lines oder eine Lectern-Sicherung); ihre Felder: keine</translation>
        </message>
        <message>
            <source>is JSON but not a bibliography Lectern knows (CSL-JSON, JSON Lines or a Lectern backup); its fields are: {fields}</source>
            <translation>ist JSON, aber keine Bibliografie, die Lectern kennt (CSL-JSON, JSON Lines oder eine Lectern-Sicherung); ihre Felder: {fields}</translation>
        </message>
        <message>
            <source>is XML but not an Atom feed (its root element is &lt;{element}&gt;)</source>
            <translation>ist XML, aber kein Atom-Feed (das Wurzelelement ist &lt;{element}&gt;)</translation>
        </message>
        <message>
            <source>is XML but not an Atom feed or an EndNote XML export (Lectern reads arXiv API results and EndNote's XML)</source>
            <translation>ist XML, aber weder ein Atom-Feed noch ein EndNote-XML-Export (Lectern liest Ergebnisse der arXiv-API und das XML von EndNote)</translation>
        </message>
        <message>
            <source>is XML but not an EndNote XML export (its root element is &lt;{element}&gt;, EndNote's is &lt;xml&gt; with &lt;records&gt; in it)</source>
            <translation>ist XML, aber kein EndNote-XML-Export (das Wurzelelement ist &lt;{element}&gt;, bei EndNote ist es &lt;xml&gt; mit &lt;records&gt; darin)</translation>
        </message>
        <message>
            <source>is a binary file, not a bibliography (Lectern imports {known})</source>
            <translation>ist eine Binärdatei, keine Bibliografie (Lectern importiert {known})</translation>
        </message>
        <message>
            <source>is a folder with no PDF in it</source>
            <translation>ist ein Ordner ohne PDF darin</translation>
        </message>
        <message>
            <source>is a folder, not a file</source>
            <translation>ist ein Ordner, keine Datei</translation>
        </message>
        <message>
            <source>is a web page (HTML), not a bibliography</source>
            <translation>ist eine Webseite (HTML), keine Bibliografie</translation>
        </message>
        <message>
            <source>is empty</source>
            <translation>ist leer</translation>
        </message>
        <message>
            <source>is not JSON Lines (no line is a JSON record)</source>
            <translation>ist kein JSON Lines (keine Zeile ist ein JSON-Datensatz)</translation>
        </message>
        <message>
            <source>is not MEDLINE (PubMed) data: its first lines are not MEDLINE's tags (PMID- , TI  - , FAU - …); Lectern imports {known}</source>
            <translation>enthält keine MEDLINE-Daten (PubMed): Die ersten Zeilen sind keine MEDLINE-Tags (PMID- , TI  - , FAU - …); Lectern importiert {known}</translation>
        </message>
        <message>
            <source>is not UTF-8 text</source>
            <translation>ist kein UTF-8-Text</translation>
        </message>
        <message>
            <source>is not XML, so not an EndNote XML export; Lectern imports {known}</source>
            <translation>ist kein XML, also kein EndNote-XML-Export; Lectern importiert {known}</translation>
        </message>
        <message>
            <source>is not a Lectern backup (no "lectern_backup" marker)</source>
            <translation>ist keine Lectern-Sicherung (keine Markierung "lectern_backup")</translation>
        </message>
        <message>
            <source>is not a list of abstracts ({problem}); Lectern imports {known}</source>
            <translation>ist keine Liste von Abstracts ({problem}); Lectern importiert {known}</translation>
        </message>
        <message>
            <source>is not in a format Lectern knows (Lectern imports {known})</source>
            <translation>hat kein Format, das Lectern kennt (Lectern importiert {known})</translation>
        </message>
        <message>
            <source>is not valid CSV ({problem})</source>
            <translation>ist kein gültiges CSV ({problem})</translation>
        </message>
        <message>
            <source>is not valid JSON ({problem})</source>
            <translation>ist kein gültiges JSON ({problem})</translation>
        </message>
        <message>
            <source>is not valid UTF-16 ({problem})</source>
            <translation>ist kein gültiges UTF-16 ({problem})</translation>
        </message>
        <message>
            <source>is not valid {encoding} ({problem})</source>
            <translation>ist kein gültiges {encoding} ({problem})</translation>
        </message>
        <message>
            <source>is not well-formed XML ({problem})</source>
            <translation>ist kein wohlgeformtes XML ({problem})</translation>
        </message>
        <message>
            <source>is {what}, not a bibliography (Lectern imports {known})</source>
            <translation>ist {what}, keine Bibliografie (Lectern importiert {known})</translation>
        </message>
        <message>
            <source>it cannot be opened</source>
            <translation>die Datei kann nicht geöffnet werden</translation>
        </message>
        <message>
            <source>it cannot be opened ({detail})</source>
            <translation>die Datei kann nicht geöffnet werden ({detail})</translation>
        </message>
        <message>
            <source>it cannot be reached ({reason})</source>
            <translation>die Datei ist nicht erreichbar ({reason})</translation>
        </message>
        <message>
            <source>it cannot be read ({reason})</source>
            <translation>die Datei kann nicht gelesen werden ({reason})</translation>
        </message>
        <message>
            <source>it has no paragraph of prose</source>
            <translation>darin gibt es keinen Absatz Fließtext</translation>
        </message>
        <message>
            <source>it has no text layer (a scanned PDF), so its title cannot be read</source>
            <translation>die Datei hat keine Textebene (ein gescanntes PDF), daher lässt sich ihr Titel nicht lesen</translation>
        </message>
        <message>
            <source>it is BibTeX</source>
            <translation>es handelt sich um BibTeX</translation>
        </message>
        <message>
            <source>it is JSON</source>
            <translation>es handelt sich um JSON</translation>
        </message>
        <message>
            <source>it is MEDLINE (PubMed) data</source>
            <translation>es handelt sich um MEDLINE-Daten (PubMed)</translation>
        </message>
        <message>
            <source>it is RIS</source>
            <translation>es handelt sich um RIS</translation>
        </message>
        <message>
            <source>it is Web of Science data</source>
            <translation>es handelt sich um Daten aus Web of Science</translation>
        </message>
        <message>
            <source>it is XML or HTML</source>
            <translation>es handelt sich um XML oder HTML</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>das ist ein Ordner, keine Datei</translation>
        </message>
        <message>
            <source>it is a link to “{name}”, whose name says another type</source>
            <translation>es ist ein Link auf „{name}“, dessen Name einen anderen Typ angibt</translation>
        </message>
        <message>
            <source>it is a path on a Windows computer ({path})</source>
            <translation>der Pfad gehört zu einem Windows-Computer ({path})</translation>
        </message>
        <message>
            <source>it is an EndNote or refer tagged export</source>
            <translation>es handelt sich um einen EndNote- oder refer-Export mit Tags</translation>
        </message>
        <message>
            <source>it is damaged: it starts as a PDF but cannot be read</source>
            <translation>die Datei ist beschädigt: Sie beginnt wie ein PDF, lässt sich aber nicht lesen</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>die Datei ist leer</translation>
        </message>
        <message>
            <source>it is encrypted: it needs a password to open</source>
            <translation>die Datei ist verschlüsselt: Zum Öffnen ist ein Passwort nötig</translation>
        </message>
        <message>
            <source>it is missing; nothing is at {path}</source>
            <translation>die Datei fehlt; unter {path} liegt nichts</translation>
        </message>
        <message>
            <source>it is not a PDF, whatever its name says</source>
            <translation>die Datei ist kein PDF, auch wenn ihr Name etwas anderes sagt</translation>
        </message>
        <message>
            <source>it is not a full path, so its folder is unknown</source>
            <translation>der Pfad ist nicht vollständig, daher ist der Ordner unbekannt</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>es ist keine gewöhnliche Datei</translation>
        </message>
        <message>
            <source>it is text marked as a program (it has permission to run), so it could run as a script; if it is only text, remove that permission</source>
            <translation>die Datei ist Text, aber als Programm markiert (sie darf ausgeführt werden) und könnte daher als Skript laufen; wenn sie nur Text enthält, entfernen Sie diese Berechtigung</translation>
        </message>
        <message>
            <source>item {id} has no title, abstract, DOI or arXiv id</source>
            <translation>Element {id} hat weder Titel, Abstract, DOI noch arXiv-ID</translation>
        </message>
        <message>
            <source>its folder {folder} is not there any more</source>
            <translation>der Ordner {folder} existiert nicht mehr</translation>
        </message>
        <message>
            <source>its lines are rows of a table</source>
            <translation>die Zeilen bilden eine Tabelle</translation>
        </message>
        <message>
            <source>its lines are tagged fields</source>
            <translation>die Zeilen sind Felder mit Tags</translation>
        </message>
        <message>
            <source>its name says it is {what}</source>
            <translation>laut Dateiname ist es {what}</translation>
        </message>
        <message>
            <source>its name says {kind}, but it is {program}</source>
            <translation>laut Dateiname ist es {kind}, tatsächlich aber {program}</translation>
        </message>
        <message>
            <source>its name says {kind}, but its content is not</source>
            <translation>laut Dateiname ist es {kind}, der Inhalt aber nicht</translation>
        </message>
        <message>
            <source>its paper's files were chosen by hand, so an import adds none; attach it there</source>
            <translation>die Dateien des zugehörigen Artikels wurden von Hand gewählt, daher fügt ein Import keine hinzu; hängen Sie das PDF dort an</translation>
        </message>
        <message>
            <source>line {line}: {problem}</source>
            <translation>Zeile {line}: {problem}</translation>
        </message>
        <message>
            <source>no DOI record in it</source>
            <translation>kein DOI-Datensatz darin</translation>
        </message>
        <message>
            <source>no PDF</source>
            <translation>kein PDF</translation>
        </message>
        <message>
            <source>no book's title in it</source>
            <translation>kein Buchtitel darin</translation>
        </message>
        <message>
            <source>no record</source>
            <translation>kein Datensatz</translation>
        </message>
        <message>
            <source>no text layer</source>
            <translation>keine Textebene</translation>
        </message>
        <message>
            <source>no title, abstract, DOI or arXiv id</source>
            <translation>weder Titel, Abstract, DOI noch arXiv-ID</translation>
        </message>
        <message>
            <source>no work in it</source>
            <translation>kein Werk darin</translation>
        </message>
        <message>
            <source>not JSON</source>
            <translation>kein JSON</translation>
        </message>
        <message>
            <source>not XML</source>
            <translation>kein XML</translation>
        </message>
        <message>
            <source>not a CSL-JSON item (expected an object)</source>
            <translation>kein CSL-JSON-Eintrag (erwartet wurde ein Objekt)</translation>
        </message>
        <message>
            <source>not a JSON object</source>
            <translation>kein JSON-Objekt</translation>
        </message>
        <message>
            <source>not a MEDLINE record: {text}</source>
            <translation>kein MEDLINE-Datensatz: {text}</translation>
        </message>
        <message>
            <source>not a PDF</source>
            <translation>kein PDF</translation>
        </message>
        <message>
            <source>not a PubMed article set</source>
            <translation>kein PubMed-Artikelset</translation>
        </message>
        <message>
            <source>not an Atom feed</source>
            <translation>kein Atom-Feed</translation>
        </message>
        <message>
            <source>not readable as BibTeX: {problem}</source>
            <translation>als BibTeX nicht lesbar: {problem}</translation>
        </message>
        <message>
            <source>not readable as RIS</source>
            <translation>als RIS nicht lesbar</translation>
        </message>
        <message>
            <source>not readable as RIS: {problem}</source>
            <translation>als RIS nicht lesbar: {problem}</translation>
        </message>
        <message>
            <source>not valid JSON ({problem})</source>
            <translation>kein gültiges JSON ({problem})</translation>
        </message>
        <message>
            <source>reader stopped</source>
            <translation>Leser abgebrochen</translation>
        </message>
        <message>
            <source>reading it took too long, so Lectern stopped</source>
            <translation>das Lesen dauerte zu lange, daher hat Lectern abgebrochen</translation>
        </message>
        <message>
            <source>record has neither a title nor an abstract</source>
            <translation>Datensatz hat weder Titel noch Abstract</translation>
        </message>
        <message>
            <source>record has neither a title nor an abstract (PMID {pmid})</source>
            <translation>Datensatz hat weder Titel noch Abstract (PMID {pmid})</translation>
        </message>
        <message>
            <source>record has no title, abstract, DOI or arXiv id</source>
            <translation>Datensatz hat weder Titel, Abstract, DOI noch arXiv-ID</translation>
        </message>
        <message>
            <source>record holds nothing but EndNote's own bookkeeping (no title, authors, date, notes or any other field)</source>
            <translation>der Datensatz enthält nur EndNotes eigene Verwaltungsangaben (keinen Titel, keine Autoren, kein Datum, keine Notizen und kein anderes Feld)</translation>
        </message>
        <message>
            <source>refers to an external entity; Lectern does not load them</source>
            <translation>verweist auf eine externe Entität; Lectern lädt solche nicht</translation>
        </message>
        <message>
            <source>row has no title, abstract, DOI or arXiv id</source>
            <translation>Zeile hat weder Titel, Abstract, DOI noch arXiv-ID</translation>
        </message>
        <message>
            <source>same DOI</source>
            <translation>gleiche DOI</translation>
        </message>
        <message>
            <source>same Lectern id</source>
            <translation>gleiche Lectern-ID</translation>
        </message>
        <message>
            <source>same abstract, neither has a title</source>
            <translation>gleiches Abstract, keiner hat einen Titel</translation>
        </message>
        <message>
            <source>same abstract, one has no title</source>
            <translation>gleiches Abstract, einer hat keinen Titel</translation>
        </message>
        <message>
            <source>same arXiv id</source>
            <translation>gleiche arXiv-ID</translation>
        </message>
        <message>
            <source>same entry of the same file</source>
            <translation>gleicher Eintrag derselben Datei</translation>
        </message>
        <message>
            <source>same entry, in a file of another name</source>
            <translation>gleicher Eintrag, in einer Datei mit anderem Namen</translation>
        </message>
        <message>
            <source>same generic title, such as Preface</source>
            <translation>gleicher allgemeiner Titel, etwa „Vorwort“</translation>
        </message>
        <message>
            <source>same title as several papers</source>
            <translation>gleicher Titel wie mehrere Artikel</translation>
        </message>
        <message>
            <source>same title, authors and year</source>
            <translation>gleicher Titel, gleiche Autoren und gleiches Jahr</translation>
        </message>
        <message>
            <source>same title, different DOI or arXiv id</source>
            <translation>gleicher Titel, andere DOI oder arXiv-ID</translation>
        </message>
        <message>
            <source>same title, different first author</source>
            <translation>gleicher Titel, anderer Erstautor</translation>
        </message>
        <message>
            <source>same title, different venue</source>
            <translation>gleicher Titel, anderer Erscheinungsort</translation>
        </message>
        <message>
            <source>same title, different volume, issue or pages</source>
            <translation>gleicher Titel, anderer Band, anderes Heft oder andere Seiten</translation>
        </message>
        <message>
            <source>same title, different year</source>
            <translation>gleicher Titel, anderes Jahr</translation>
        </message>
        <message>
            <source>same title, neither names its authors</source>
            <translation>gleicher Titel, keiner nennt seine Autoren</translation>
        </message>
        <message>
            <source>same title, two entries of one file</source>
            <translation>gleicher Titel, zwei Einträge einer Datei</translation>
        </message>
        <message>
            <source>syntax error</source>
            <translation>Syntaxfehler</translation>
        </message>
        <message>
            <source>the PDF reader stopped on it (it may be damaged or too large)</source>
            <translation>der PDF-Leser ist daran gescheitert (die Datei ist vielleicht beschädigt oder zu groß)</translation>
        </message>
        <message>
            <source>the PDF reader stopped on {path}</source>
            <translation>der PDF-Leser ist an {path} gescheitert</translation>
        </message>
        <message>
            <source>the disk holding {folder} is full</source>
            <translation>der Datenträger mit {folder} ist voll</translation>
        </message>
        <message>
            <source>this {format} file is {size} MB; Lectern reads such files whole and takes them up to {limit} MB. Split it into smaller files, or export it as JSON Lines or RIS, which are read piece by piece.</source>
            <translation>diese {format}-Datei ist {size} MB groß; Lectern liest solche Dateien am Stück und nimmt sie bis {limit} MB an. Teilen Sie sie in kleinere Dateien auf oder exportieren Sie sie als JSON Lines oder RIS, die stückweise gelesen werden.</translation>
        </message>
        <message>
            <source>too short to be an abstract: {text}</source>
            <translation>zu kurz für ein Abstract: {text}</translation>
        </message>
        <message>
            <source>took too long</source>
            <translation>dauerte zu lange</translation>
        </message>
        <message>
            <source>unknown format {format} (known: {formats})</source>
            <translation>unbekanntes Format {format} (bekannt: {formats})</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>nicht lesbar</translation>
        </message>
        <message>
            <source>use e.g. added:2026-11-01, added:&gt;2026-11, added:&lt;7d or added:this-week</source>
            <translation>verwenden Sie z. B. added:2026-11-01, added:&gt;2026-11, added:&lt;7d oder added:this-week</translation>
        </message>
        <message>
            <source>use e.g. {field}:&gt;=4, {field}:5 or {field}:3..5</source>
            <translation>verwenden Sie z. B. {field}:&gt;=4, {field}:5 oder {field}:3..5</translation>
        </message>
        <message>
            <source>was written by a newer Lectern (backup version {version}); update Lectern to restore it</source>
            <translation>wurde von einer neueren Lectern-Version geschrieben (Sicherungsversion {version}); aktualisieren Sie Lectern, um sie wiederherzustellen</translation>
        </message>
        <message>
            <source>{changes} are not merged into this copy yet</source>
            <translation>{changes} sind noch nicht in diese Kopie übernommen</translation>
        </message>
        <message>
            <source>{changes} from {name}</source>
            <translation>{changes} von {name}</translation>
        </message>
        <message>
            <source>{changes} is not merged into this copy yet</source>
            <translation>{changes} ist noch nicht in diese Kopie übernommen</translation>
        </message>
        <message>
            <source>{count} PDFs</source>
            <translation>{count} PDFs</translation>
        </message>
        <message>
            <source>{count} change to saved searches or collections</source>
            <translation>{count} Änderung an gespeicherten Suchen oder Sammlungen</translation>
        </message>
        <message>
            <source>{count} changes to saved searches or collections</source>
            <translation>{count} Änderungen an gespeicherten Suchen oder Sammlungen</translation>
        </message>
        <message>
            <source>{count} note you edited since the last export was kept as it was; the new version is beside each, named “{name}” (first: {first}).</source>
            <translation>{count} Notiz, die Sie seit dem letzten Export bearbeitet haben, wurde unverändert belassen; die neue Version liegt jeweils daneben, mit dem Namen „{name}“ (erste: {first}).</translation>
        </message>
        <message>
            <source>{count} notes you edited since the last export were kept as they were; the new version is beside each, named “{name}” (first: {first}).</source>
            <translation>{count} Notizen, die Sie seit dem letzten Export bearbeitet haben, wurden unverändert belassen; die neue Version liegt jeweils daneben, mit dem Namen „{name}“ (erste: {first}).</translation>
        </message>
        <message>
            <source>{count} paper</source>
            <translation>{count} Artikel</translation>
        </message>
        <message>
            <source>{count} papers</source>
            <translation>{count} Artikel</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} und {second}</translation>
        </message>
        <message>
            <source>{first}, {second} and {third}</source>
            <translation>{first}, {second} und {third}</translation>
        </message>
        <message>
            <source>{first}; {second}</source>
            <translation>{first}; {second}</translation>
        </message>
        <message>
            <source>{folder} already holds {count} other files and no earlier Lectern export. Choose an empty folder, or confirm to write the notes among them.</source>
            <translation>{folder} enthält bereits {count} andere Dateien und keinen früheren Lectern-Export. Wählen Sie einen leeren Ordner oder bestätigen Sie, dass die Notizen dazwischen geschrieben werden sollen.</translation>
        </message>
        <message>
            <source>{holder} is writing your library, so nothing was saved. Close it, or open the library in Lectern's window, and save again.</source>
            <translation>{holder} schreibt gerade in Ihre Bibliothek, daher wurde nichts gespeichert. Schließen Sie es oder öffnen Sie die Bibliothek im Fenster von Lectern, und speichern Sie erneut.</translation>
        </message>
        <message>
            <source>{name} could not format a citation: {problem}</source>
            <translation>{name} konnte keine Zitation formatieren: {problem}</translation>
        </message>
        <message>
            <source>{name} does not hold a JSON object</source>
            <translation>{name} enthält kein JSON-Objekt</translation>
        </message>
        <message>
            <source>{name} has no valid schema version</source>
            <translation>{name} hat keine gültige Schemaversion</translation>
        </message>
        <message>
            <source>{name} holds names or a date as its file writes them: keep it JSON, such as {example}</source>
            <translation>{name} enthält Namen oder ein Datum so, wie die Datei sie schreibt: Belassen Sie es als JSON, etwa {example}</translation>
        </message>
        <message>
            <source>{name} is a dependent style: it only points to another style ({parent}). Add that style instead.</source>
            <translation>{name} ist ein abhängiger Stil: Er verweist nur auf einen anderen Stil ({parent}). Fügen Sie stattdessen diesen Stil hinzu.</translation>
        </message>
        <message>
            <source>{name} is a dependent style: it only points to another style. Add that style instead.</source>
            <translation>{name} ist ein abhängiger Stil: Er verweist nur auf einen anderen Stil. Fügen Sie stattdessen diesen Stil hinzu.</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} ist leer</translation>
        </message>
        <message>
            <source>{name} is missing</source>
            <translation>{name} fehlt</translation>
        </message>
        <message>
            <source>{name} is not a CSL citation style (it has no &lt;style&gt; of CSL).</source>
            <translation>{name} ist kein CSL-Zitierstil (es fehlt das &lt;style&gt;-Element von CSL).</translation>
        </message>
        <message>
            <source>{name} is not a Lectern library file</source>
            <translation>{name} ist keine Bibliotheksdatei von Lectern</translation>
        </message>
        <message>
            <source>{name} is not a valid CSL 1.0 style: {problems}</source>
            <translation>{name} ist kein gültiger CSL-1.0-Stil: {problems}</translation>
        </message>
        <message>
            <source>{name} is not an XML file: {problem}</source>
            <translation>{name} ist keine XML-Datei: {problem}</translation>
        </message>
        <message>
            <source>{name} is not valid JSON ({problem})</source>
            <translation>{name} ist kein gültiges JSON ({problem})</translation>
        </message>
        <message>
            <source>{name}: added as “{title}”</source>
            <translation>{name}: als „{title}“ hinzugefügt</translation>
        </message>
        <message>
            <source>{name}: attached to “{title}”</source>
            <translation>{name}: angehängt an „{title}“</translation>
        </message>
        <message>
            <source>{name}: failed: {reason}</source>
            <translation>{name}: fehlgeschlagen: {reason}</translation>
        </message>
        <message>
            <source>{name}: same file already attached to “{title}”</source>
            <translation>{name}: dieselbe Datei hängt schon an „{title}“</translation>
        </message>
        <message>
            <source>{name}: table '{table}' is damaged</source>
            <translation>{name}: Tabelle '{table}' ist beschädigt</translation>
        </message>
        <message>
            <source>{name}: the library is open read-only</source>
            <translation>{name}: Die Bibliothek ist schreibgeschützt geöffnet</translation>
        </message>
        <message>
            <source>{paper} is not in the Trash.</source>
            <translation>{paper} ist nicht im Papierkorb.</translation>
        </message>
        <message>
            <source>{path} cannot be read ({reason}).</source>
            <translation>{path} kann nicht gelesen werden ({reason}).</translation>
        </message>
        <message>
            <source>{path} has no pages.</source>
            <translation>{path} hat keine Seiten.</translation>
        </message>
        <message>
            <source>{path} is a file; Markdown export needs a folder.</source>
            <translation>{path} ist eine Datei; der Markdown-Export braucht einen Ordner.</translation>
        </message>
        <message>
            <source>{path} is a folder: name the file to keep up to date.</source>
            <translation>{path} ist ein Ordner: Geben Sie die Datei an, die aktuell gehalten werden soll.</translation>
        </message>
        <message>
            <source>{path} is a folder; {format} export needs a file name.</source>
            <translation>{path} ist ein Ordner; der {format}-Export braucht einen Dateinamen.</translation>
        </message>
        <message>
            <source>{path} is damaged: it starts as a PDF but cannot be read.</source>
            <translation>{path} ist beschädigt: Die Datei beginnt wie ein PDF, lässt sich aber nicht lesen.</translation>
        </message>
        <message>
            <source>{path} is kept up to date already.</source>
            <translation>{path} wird bereits aktuell gehalten.</translation>
        </message>
        <message>
            <source>{path} is not a PDF.</source>
            <translation>{path} ist kein PDF.</translation>
        </message>
        <message>
            <source>{path} is protected by a password, so Lectern cannot read its marks.</source>
            <translation>{path} ist mit einem Passwort geschützt, daher kann Lectern die Markierungen darin nicht lesen.</translation>
        </message>
        <message>
            <source>{path} keeps changing while Lectern reads it: another program is writing it.</source>
            <translation>{path} ändert sich ständig, während Lectern die Datei liest: Ein anderes Programm schreibt hinein.</translation>
        </message>
        <message>
            <source>{path} was replaced while Lectern had it open; nothing was saved. Close Lectern and open the library again.</source>
            <translation>{path} wurde ersetzt, während Lectern die Datei geöffnet hatte; es wurde nichts gespeichert. Schließen Sie Lectern und öffnen Sie die Bibliothek erneut.</translation>
        </message>
        <message>
            <source>{path} was written by a newer Lectern (schema {schema}; this one reads up to {known}). Update Lectern to open this library.</source>
            <translation>{path} wurde von einer neueren Lectern-Version geschrieben (Schema {schema}; diese Version liest bis {known}). Aktualisieren Sie Lectern, um diese Bibliothek zu öffnen.</translation>
        </message>
        <message>
            <source>{path}, line {line}: {problem}</source>
            <translation>{path}, Zeile {line}: {problem}</translation>
        </message>
        <message>
            <source>{path}: {problem}</source>
            <translation>{path}: {problem}</translation>
        </message>
        <message>
            <source>{problem} Changes from your other devices wait for the next start.</source>
            <translation>{problem} Änderungen von Ihren anderen Geräten warten bis zum nächsten Start.</translation>
        </message>
        <message>
            <source>{problem} Lectern works on, but made no backup this time.</source>
            <translation>{problem} Lectern arbeitet weiter, hat diesmal aber keine Sicherung angelegt.</translation>
        </message>
        <message>
            <source>{problem}, and no backup of it could be read.</source>
            <translation>{problem}, und keine Sicherung davon ließ sich lesen.</translation>
        </message>
        <message>
            <source>{problem}, and there was no readable backup. Lectern started it afresh; the damaged file was kept as {damaged}.</source>
            <translation>{problem}, und es gab keine lesbare Sicherung. Lectern hat die Datei neu angelegt; die beschädigte Datei wurde als {damaged} aufbewahrt.</translation>
        </message>
        <message>
            <source>{problem}. Lectern restored it from the backup of {time} ({backup}).</source>
            <translation>{problem}. Lectern hat die Datei aus der Sicherung vom {time} ({backup}) wiederhergestellt.</translation>
        </message>
        <message>
            <source>{problem}. Lectern restored it from the backup of {time} ({backup}). The damaged file was kept as {damaged}.</source>
            <translation>{problem}. Lectern hat die Datei aus der Sicherung vom {time} ({backup}) wiederhergestellt. Die beschädigte Datei wurde als {damaged} aufbewahrt.</translation>
        </message>
        <message>
            <source>{program} (process {pid} on {host}, since {since} UTC)</source>
            <translation>{program} (Prozess {pid} auf {host}, seit {since} UTC)</translation>
        </message>
        <message>
            <source>{program} (process {pid}, since {since} UTC)</source>
            <translation>{program} (Prozess {pid}, seit {since} UTC)</translation>
        </message>
        <message>
            <source>{scope} changes from moment to moment; keep an export of the whole library, a collection, a saved search, a tag or a status.</source>
            <translation>{scope} ändert sich ständig; richten Sie einen laufenden Export für die ganze Bibliothek, eine Sammlung, eine gespeicherte Suche, ein Tag oder einen Status ein.</translation>
        </message>
        <message>
            <source>{scope} → {path} ({format})</source>
            <translation>{scope} → {path} ({format})</translation>
        </message>
        <message>
            <source>{service} answered about {what} with something that is not a record ({reason}); nothing was changed.</source>
            <translation>{service} hat zu {what} mit etwas geantwortet, das kein Datensatz ist ({reason}); es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>{service} answered about {what} with the record of {named}; nothing was changed.</source>
            <translation>{service} hat zu {what} mit dem Datensatz von {named} geantwortet; es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>{service} did not answer in time about {what}; nothing was changed. Try again later.</source>
            <translation>{service} hat zu {what} nicht rechtzeitig geantwortet; es wurde nichts geändert. Versuchen Sie es später erneut.</translation>
        </message>
        <message>
            <source>{service} failed to answer about {what} (HTTP {status}); nothing was changed. Try again later.</source>
            <translation>{service} konnte zu {what} nicht antworten (HTTP {status}); es wurde nichts geändert. Versuchen Sie es später erneut.</translation>
        </message>
        <message>
            <source>{service} gave an answer about {what} that Lectern cannot read ({reason}); nothing was changed.</source>
            <translation>{service} hat zu {what} eine Antwort gegeben, die Lectern nicht lesen kann ({reason}); es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>{service} has no record of {what}; nothing was changed.</source>
            <translation>{service} hat keinen Datensatz zu {what}; es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>{service} is busy and asked Lectern to wait before looking up {what}; nothing was changed. Try again in a while.</source>
            <translation>{service} ist ausgelastet und hat Lectern gebeten zu warten, bevor {what} nachgeschlagen wird; es wurde nichts geändert. Versuchen Sie es in einer Weile erneut.</translation>
        </message>
        <message>
            <source>{service} refused to look up {what} (HTTP {status}); nothing was changed.</source>
            <translation>{service} hat das Nachschlagen von {what} abgelehnt (HTTP {status}); es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>{service}'s answer about {what} is larger than any record ({limit} MB); nothing was changed.</source>
            <translation>Die Antwort von {service} zu {what} ist größer als jeder Datensatz ({limit} MB); es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>{text} is not a DOI (they look like 10.1234/abc).</source>
            <translation>{text} ist keine DOI (DOIs sehen so aus: 10.1234/abc).</translation>
        </message>
        <message>
            <source>{text} is not a DOI, an arXiv id, a PMID, a PMCID or an ISBN that Lectern can look up.</source>
            <translation>{text} ist keine DOI, arXiv-ID, PMID, PMCID oder ISBN, die Lectern nachschlagen kann.</translation>
        </message>
        <message>
            <source>{text} is not an ISBN: its check digit does not match.</source>
            <translation>{text} ist keine ISBN: Die Prüfziffer stimmt nicht.</translation>
        </message>
        <message>
            <source>{text} is not an arXiv id (they look like 2401.01234).</source>
            <translation>{text} ist keine arXiv-ID (diese sehen so aus: 2401.01234).</translation>
        </message>
        <message>
            <source>{title} comes with Lectern and cannot be removed.</source>
            <translation>{title} gehört zum Lieferumfang von Lectern und kann nicht entfernt werden.</translation>
        </message>
        <message>
            <source>“{name}” cannot go inside itself.</source>
            <translation>„{name}“ kann nicht in sich selbst liegen.</translation>
        </message>
        <message>
            <source>“{parent}” is inside “{name}”, so “{name}” cannot go inside it: move “{parent}” out of it first.</source>
            <translation>„{parent}“ liegt in „{name}“, daher kann „{name}“ nicht hinein: Verschieben Sie „{parent}“ zuerst dort heraus.</translation>
        </message>
    </context>
    <context>
        <name>CorrectionOffer</name>
        <message>
            <source>Did you mean</source>
            <translation>Meinten Sie</translation>
        </message>
        <message>
            <source>Search for this instead (Ctrl+Enter)</source>
            <translation>Stattdessen danach suchen (Ctrl+Enter)</translation>
        </message>
        <message>
            <source>Ctrl+Enter</source>
            <translation>Ctrl+Enter</translation>
        </message>
        <message>
            <source>{query}?</source>
            <translation>{query}?</translation>
        </message>
        <message>
            <source>Did you mean {query}?</source>
            <translation>Meinten Sie {query}?</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>The details were written to:
{path}</source>
            <translation>Die Details wurden geschrieben nach:
{path}</translation>
        </message>
        <message>
            <source>Logging to a file was not possible; the details were printed to the terminal.</source>
            <translation>In eine Datei zu protokollieren war nicht möglich; die Details wurden im Terminal ausgegeben.</translation>
        </message>
        <message>
            <source>Lectern ran into an unexpected problem ({error}: {problem}).

Your library is saved after every change, so nothing you finished is lost. You can keep working, or restart Lectern.

{where}</source>
            <translation>Lectern ist auf ein unerwartetes Problem gestoßen ({error}: {problem}).

Ihre Bibliothek wird nach jeder Änderung gespeichert, daher geht nichts verloren, was Sie abgeschlossen haben. Sie können weiterarbeiten oder Lectern neu starten.

{where}</translation>
        </message>
        <message>
            <source>Lectern — unexpected problem</source>
            <translation>Lectern — unerwartetes Problem</translation>
        </message>
    </context>
    <context>
        <name>Dates</name>
        <message>
            <source>d MMM</source>
            <comment>date format: 3 Nov</comment>
            <translation>d. MMM</translation>
        </message>
        <message>
            <source>d MMM yyyy</source>
            <comment>date format: 3 Nov 2024</comment>
            <translation>d. MMM yyyy</translation>
        </message>
    </context>
    <context>
        <name>DetailHeader</name>
        <message>
            <source>Title derived from the abstract — double-click it to rename</source>
            <translation>Titel aus dem Abstract abgeleitet — zum Umbenennen doppelklicken</translation>
        </message>
        <message>
            <source>Title made from its DOI — double-click it to rename</source>
            <translation>Titel aus der DOI gebildet — zum Umbenennen doppelklicken</translation>
        </message>
        <message>
            <source>Title made from its arXiv id — double-click it to rename</source>
            <translation>Titel aus der arXiv-ID gebildet — zum Umbenennen doppelklicken</translation>
        </message>
        <message>
            <source>Title made from its link — double-click it to rename</source>
            <translation>Titel aus dem Link gebildet — zum Umbenennen doppelklicken</translation>
        </message>
        <message>
            <source>Title made by Lectern — double-click it to rename</source>
            <translation>Titel von Lectern gebildet — zum Umbenennen doppelklicken</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Link</source>
            <translation>Link</translation>
        </message>
        <message>
            <source>Double-click to rename</source>
            <translation>Zum Umbenennen doppelklicken</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Edit the details of this paper (F2); double-click the title to rename it</source>
            <translation>Die Details dieses Artikels bearbeiten (F2); zum Umbenennen auf den Titel doppelklicken</translation>
        </message>
        <message>
            <source>Edit details</source>
            <translation>Details bearbeiten</translation>
        </message>
        <message>
            <source>Citation key</source>
            <translation>Zitierschlüssel</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Copy the citation key, to cite the paper in LaTeX</source>
            <translation>Den Zitierschlüssel kopieren, um den Artikel in LaTeX zu zitieren</translation>
        </message>
        <message>
            <source>Copy the citation key</source>
            <translation>Den Zitierschlüssel kopieren</translation>
        </message>
        <message>
            <source>{path} (missing: nothing is there)</source>
            <translation>{path} (fehlt: dort ist nichts)</translation>
        </message>
        <message>
            <source>{path}
Not searchable: {why}</source>
            <translation>{path}
Nicht durchsuchbar: {why}</translation>
        </message>
        <message>
            <source>in {collections}</source>
            <translation>in {collections}</translation>
        </message>
        <message>
            <source>keywords: {keywords}</source>
            <translation>Schlagwörter: {keywords}</translation>
        </message>
        <message>
            <source>Key: {key} · also cited as {aliases}</source>
            <translation>Schlüssel: {key} · auch zitiert als {aliases}</translation>
        </message>
        <message>
            <source>Key: {key}</source>
            <translation>Schlüssel: {key}</translation>
        </message>
        <message>
            <source>{name} (missing)</source>
            <translation>{name} (fehlt)</translation>
        </message>
        <message>
            <source>File {link}</source>
            <translation>Datei {link}</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Ohne Titel</translation>
        </message>
        <message numerus="yes">
            <source>and %Ln more</source>
            <translation>
                <numerusform>und %Ln weiterer</numerusform>
                <numerusform>und %Ln weitere</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln more link(s)</source>
            <translation>
                <numerusform>%Ln weiterer Link</numerusform>
                <numerusform>%Ln weitere Links</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DetailPane</name>
        <message>
            <source>The paper's details</source>
            <translation>Details des Artikels</translation>
        </message>
        <message>
            <source>Status history</source>
            <translation>Statusverlauf</translation>
        </message>
        <message>
            <source>History…</source>
            <translation>Verlauf…</translation>
        </message>
        <message>
            <source>Every change to this paper, and undo any of them</source>
            <translation>Jede Änderung an diesem Artikel; jede lässt sich rückgängig machen</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>Abstract</translation>
        </message>
        <message>
            <source>No abstract.</source>
            <translation>Kein Abstract.</translation>
        </message>
        <message>
            <source>No paper selected</source>
            <translation>Kein Artikel ausgewählt</translation>
        </message>
        <message>
            <source>Select a paper in the list to read its abstract,
rate it, tag it and write notes.</source>
            <translation>Wählen Sie einen Artikel in der Liste, um sein Abstract zu lesen,
ihn zu bewerten, mit Tags zu versehen und Notizen zu schreiben.</translation>
        </message>
    </context>
    <context>
        <name>EmptyState</name>
        <message>
            <source>Import papers…</source>
            <translation>Artikel importieren…</translation>
        </message>
        <message>
            <source>Your reading list is empty</source>
            <translation>Ihre Leseliste ist leer</translation>
        </message>
        <message>
            <source>Import BibTeX, RIS, CSL-JSON, arXiv (Atom or JSON lines), CSV or plain-text lists of abstracts — or drop the files onto this window.</source>
            <translation>Importieren Sie BibTeX, RIS, CSL-JSON, arXiv (Atom oder JSON Lines), CSV oder Textlisten von Abstracts — oder ziehen Sie die Dateien auf dieses Fenster.</translation>
        </message>
        <message>
            <source>Try other words, or click ? in the search box for the syntax.</source>
            <translation>Versuchen Sie andere Wörter, oder klicken Sie im Suchfeld auf ? für die Syntax.</translation>
        </message>
        <message>
            <source>No papers match</source>
            <translation>Keine passenden Artikel</translation>
        </message>
        <message>
            <source>Nothing in {view} matches “{query}”. Check the spelling, try fewer words, or click ? in the search box for the syntax.</source>
            <translation>Nichts in „{view}“ passt zu „{query}“. Prüfen Sie die Schreibweise, versuchen Sie es mit weniger Wörtern oder klicken Sie im Suchfeld auf ? für die Syntax.</translation>
        </message>
        <message>
            <source>Nothing in {view} yet</source>
            <translation>Noch nichts in „{view}“</translation>
        </message>
        <message>
            <source>Papers show up here as soon as they fit this view.</source>
            <translation>Artikel erscheinen hier, sobald sie zu dieser Ansicht passen.</translation>
        </message>
    </context>
    <context>
        <name>ErrorMessage</name>
        <message>
            <source>The disk said no: {reason}.</source>
            <translation>Der Datenträger meldet einen Fehler: {reason}.</translation>
        </message>
        <message>
            <source>An unexpected error happened ({error}: {problem}). The log file has the details.</source>
            <translation>Ein unerwarteter Fehler ist aufgetreten ({error}: {problem}). Die Protokolldatei enthält die Details.</translation>
        </message>
    </context>
    <context>
        <name>ExportDialog</name>
        <message>
            <source>Lectern backup</source>
            <translation>Lectern-Sicherung</translation>
        </message>
        <message>
            <source>Bibliography as a web page</source>
            <translation>Bibliografie als Webseite</translation>
        </message>
        <message>
            <source>Bibliography as plain text</source>
            <translation>Bibliografie als reiner Text</translation>
        </message>
        <message>
            <source>Bibliography as Markdown</source>
            <translation>Bibliografie als Markdown</translation>
        </message>
        <message>
            <source>Export papers</source>
            <translation>Artikel exportieren</translation>
        </message>
        <message>
            <source>Or a bibliography, formatted in a citation style:</source>
            <translation>Oder eine Bibliografie, formatiert in einem Zitierstil:</translation>
        </message>
        <message>
            <source>Citation style of the bibliography</source>
            <translation>Zitierstil der Bibliografie</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportieren…</translation>
        </message>
        <message>
            <source>There are no papers to export in this view.</source>
            <translation>In dieser Ansicht gibt es keine Artikel zum Exportieren.</translation>
        </message>
        <message>
            <source>Export bibliography</source>
            <translation>Bibliografie exportieren</translation>
        </message>
        <message>
            <source>Export Markdown notes into folder</source>
            <translation>Markdown-Notizen in einen Ordner exportieren</translation>
        </message>
        <message>
            <source>Exporting…</source>
            <translation>Wird exportiert…</translation>
        </message>
        <message>
            <source>Nothing was written.</source>
            <translation>Es wurde nichts geschrieben.</translation>
        </message>
        <message>
            <source>Could not write {path}: {reason}</source>
            <translation>{path} konnte nicht geschrieben werden: {reason}</translation>
        </message>
        <message>
            <source>Export failed. Nothing was written.</source>
            <translation>Export fehlgeschlagen. Es wurde nichts geschrieben.</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Export fehlgeschlagen</translation>
        </message>
        <message>
            <source>Export again…</source>
            <translation>Erneut exportieren…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Folder is not empty</source>
            <translation>Ordner ist nicht leer</translation>
        </message>
        <message numerus="yes">
            <source>Export &lt;b&gt;%Ln paper(s)&lt;/b&gt; ({label}) as:</source>
            <translation>
                <numerusform>&lt;b&gt;%Ln Artikel&lt;/b&gt; ({label}) exportieren als:</numerusform>
                <numerusform>&lt;b&gt;%Ln Artikel&lt;/b&gt; ({label}) exportieren als:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) into the folder {path}.</source>
            <translation>
                <numerusform>%Ln Artikel in den Ordner {path} exportiert.</numerusform>
                <numerusform>%Ln Artikel in den Ordner {path} exportiert.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) to {path}.</source>
            <translation>
                <numerusform>%Ln Artikel nach {path} exportiert.</numerusform>
                <numerusform>%Ln Artikel nach {path} exportiert.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FieldRows</name>
        <message>
            <source>As the file wrote them, LaTeX and all. Empty a value or press ✕ to remove a field.</source>
            <translation>So, wie die Datei sie geschrieben hat, samt LaTeX. Leeren Sie einen Wert oder drücken Sie ✕, um ein Feld zu entfernen.</translation>
        </message>
        <message>
            <source>As the file wrote them; a field of several values has one per line. Empty a value or press ✕ to remove a field.</source>
            <translation>So, wie die Datei sie geschrieben hat; ein Feld mit mehreren Werten hat einen pro Zeile. Leeren Sie einen Wert oder drücken Sie ✕, um ein Feld zu entfernen.</translation>
        </message>
        <message>
            <source>As the file wrote them. Empty a value or press ✕ to remove a field.</source>
            <translation>So, wie die Datei sie geschrieben hat. Leeren Sie einen Wert oder drücken Sie ✕, um ein Feld zu entfernen.</translation>
        </message>
        <message>
            <source>Other fields</source>
            <translation>Weitere Felder</translation>
        </message>
        <message>
            <source>&amp;Add a field</source>
            <translation>Feld &amp;anfügen</translation>
        </message>
        <message>
            <source>A field of the record that the rows above do not show (Alt+A)</source>
            <translation>Ein Feld des Datensatzes, das die Zeilen oben nicht zeigen (Alt+A)</translation>
        </message>
        <message>
            <source>Other fields of the {format} record</source>
            <translation>Weitere Felder des {format}-Datensatzes</translation>
        </message>
        <message>
            <source>This paper has no record from a file yet (it was typed in or came from a list or a feed): a field added here starts its {format} record.</source>
            <translation>Dieser Artikel hat noch keinen Datensatz aus einer Datei (er wurde eingetippt oder kam aus einer Liste oder einem Feed): Ein hier hinzugefügtes Feld legt seinen {format}-Datensatz an.</translation>
        </message>
        <message>
            <source>A field needs a name.</source>
            <translation>Ein Feld braucht einen Namen.</translation>
        </message>
        <message>
            <source>{field} is where the paper's status, stars, notes or collections are read from: change those in the detail pane.</source>
            <translation>Aus {field} werden Status, Sterne, Notizen oder Sammlungen des Artikels gelesen: Ändern Sie diese im Detailbereich.</translation>
        </message>
        <message>
            <source>{field} is one of the fields the rows above show (title, authors, venue, …): correct it there.</source>
            <translation>{field} ist eines der Felder, die die Zeilen oben zeigen (Titel, Autoren, Erschienen in, …): Korrigieren Sie es dort.</translation>
        </message>
        <message>
            <source>There are two fields named {field}.</source>
            <translation>Es gibt zwei Felder namens {field}.</translation>
        </message>
        <message>
            <source>name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Field name</source>
            <translation>Feldname</translation>
        </message>
        <message>
            <source>value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Value of {field}</source>
            <translation>Wert von {field}</translation>
        </message>
        <message>
            <source>Field value</source>
            <translation>Feldwert</translation>
        </message>
        <message>
            <source>Remove this field</source>
            <translation>Dieses Feld entfernen</translation>
        </message>
        <message>
            <source>Remove {field}</source>
            <translation>{field} entfernen</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <source>Import papers</source>
            <translation>Artikel importieren</translation>
        </message>
        <message>
            <source>Lectern is still opening your library; export the view in a moment.</source>
            <translation>Lectern öffnet Ihre Bibliothek noch; exportieren Sie die Ansicht gleich noch einmal.</translation>
        </message>
        <message>
            <source>Type a search first, then save it.</source>
            <translation>Geben Sie zuerst eine Suche ein und speichern Sie sie dann.</translation>
        </message>
        <message numerus="yes">
            <source>%n selected</source>
            <translation>
                <numerusform>%n ausgewählt</numerusform>
                <numerusform>%n ausgewählt</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FindBar</name>
        <message>
            <source>Find in this PDF</source>
            <translation>In diesem PDF suchen</translation>
        </message>
        <message>
            <source>Find in PDF</source>
            <translation>Im PDF suchen</translation>
        </message>
        <message>
            <source>Matches found</source>
            <translation>Gefundene Treffer</translation>
        </message>
        <message>
            <source>Previous match</source>
            <translation>Vorheriger Treffer</translation>
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation>Vorheriger Treffer (Shift+Enter)</translation>
        </message>
        <message>
            <source>Next match</source>
            <translation>Nächster Treffer</translation>
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation>Nächster Treffer (Enter)</translation>
        </message>
        <message>
            <source>Close Find</source>
            <translation>Suche schließen</translation>
        </message>
        <message>
            <source>Close Find (Esc)</source>
            <translation>Suche schließen (Esc)</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Suche läuft…</translation>
        </message>
        <message>
            <source>No matches</source>
            <translation>Keine Treffer</translation>
        </message>
        <message>
            <source>{current} of {total}</source>
            <translation>{current} von {total}</translation>
        </message>
        <message numerus="yes">
            <source>%n found</source>
            <translation>
                <numerusform>%n gefunden</numerusform>
                <numerusform>%n gefunden</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FolderWatcher</name>
        <message>
            <source>Could not import {name} from your watched folders: {reason}</source>
            <translation>{name} aus Ihren überwachten Ordnern konnte nicht importiert werden: {reason}</translation>
        </message>
        <message>
            <source>Could not import {name} from {folder}: {reason}</source>
            <translation>{name} aus {folder} konnte nicht importiert werden: {reason}</translation>
        </message>
        <message>
            <source>Imported “{title}” from your watched folders</source>
            <translation>„{title}“ aus Ihren überwachten Ordnern importiert</translation>
        </message>
        <message>
            <source>Imported “{title}” from {folder}</source>
            <translation>„{title}“ aus {folder} importiert</translation>
        </message>
        <message>
            <source>{name} from your watched folders attached to “{title}”</source>
            <translation>{name} aus Ihren überwachten Ordnern an „{title}“ angehängt</translation>
        </message>
        <message>
            <source>{name} from {folder} attached to “{title}”</source>
            <translation>{name} aus {folder} an „{title}“ angehängt</translation>
        </message>
        <message>
            <source>{name} from your watched folders is already attached to “{title}”</source>
            <translation>{name} aus Ihren überwachten Ordnern ist bereits an „{title}“ angehängt</translation>
        </message>
        <message>
            <source>{name} from {folder} is already attached to “{title}”</source>
            <translation>{name} aus {folder} ist bereits an „{title}“ angehängt</translation>
        </message>
        <message>
            <source>{imported}; {unread}</source>
            <translation>{imported}; {unread}</translation>
        </message>
        <message>
            <source>Could not import from your watched folders: {message}</source>
            <translation>Import aus Ihren überwachten Ordnern nicht möglich: {message}</translation>
        </message>
        <message>
            <source>Could not import from {folder}: {message}</source>
            <translation>Import aus {folder} nicht möglich: {message}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln PDF(s) could not be read</source>
            <translation>
                <numerusform>%Ln PDF konnte nicht gelesen werden</numerusform>
                <numerusform>%Ln PDFs konnten nicht gelesen werden</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from your watched folders</source>
            <translation>
                <numerusform>%Ln PDF aus Ihren überwachten Ordnern importiert</numerusform>
                <numerusform>%Ln PDFs aus Ihren überwachten Ordnern importiert</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from {folder}</source>
            <translation>
                <numerusform>%Ln PDF aus {folder} importiert</numerusform>
                <numerusform>%Ln PDFs aus {folder} importiert</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Group</name>
        <message>
            <source>The list</source>
            <translation>Die Liste</translation>
        </message>
        <message>
            <source>Searching</source>
            <translation>Suchen</translation>
        </message>
        <message>
            <source>Marking, rating, notes</source>
            <translation>Markieren, Bewerten, Notizen</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>Warteschlange</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>Artikel</translation>
        </message>
        <message>
            <source>In the detail pane</source>
            <translation>Im Detailbereich</translation>
        </message>
        <message>
            <source>Reading a PDF</source>
            <translation>Ein PDF lesen</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Importing and exporting</source>
            <translation>Importieren und Exportieren</translation>
        </message>
        <message>
            <source>Windows and help</source>
            <translation>Fenster und Hilfe</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>All changes</source>
            <translation>Alle Änderungen</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Stars</source>
            <translation>Sterne</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Tags</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notizen</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>Markierungen</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>Warteschlange</translation>
        </message>
        <message>
            <source>Edits</source>
            <translation>Bearbeitungen</translation>
        </message>
        <message>
            <source>Added and imports</source>
            <translation>Hinzugefügt und Importe</translation>
        </message>
        <message>
            <source>Trash and deletions</source>
            <translation>Papierkorb und Löschungen</translation>
        </message>
        <message>
            <source>Merges</source>
            <translation>Zusammenführungen</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>Sammlungen</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>Gespeicherte Suchen</translation>
        </message>
        <message>
            <source>Opened (read in Lectern)</source>
            <translation>Geöffnet (in Lectern gelesen)</translation>
        </message>
        <message>
            <source>Today {time}</source>
            <translation>Heute {time}</translation>
        </message>
        <message>
            <source>Yesterday {time}</source>
            <translation>Gestern {time}</translation>
        </message>
        <message>
            <source>d MMM HH:mm</source>
            <comment>date format: 3 Nov 14:02</comment>
            <translation>d. MMM HH:mm</translation>
        </message>
        <message>
            <source>d MMM yyyy</source>
            <comment>date format: 3 Nov 2025</comment>
            <translation>d. MMM yyyy</translation>
        </message>
        <message>
            <source>this computer</source>
            <translation>dieser Computer</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <source>Kind of change</source>
            <translation>Art der Änderung</translation>
        </message>
        <message>
            <source>Only the selected paper</source>
            <translation>Nur der ausgewählte Artikel</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Anzeigen:</translation>
        </message>
        <message>
            <source>Changes, newest first</source>
            <translation>Änderungen, neueste zuerst</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Wann</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Änderung</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>Artikel</translation>
        </message>
        <message>
            <source>Device</source>
            <translation>Gerät</translation>
        </message>
        <message>
            <source>Show older</source>
            <translation>Ältere anzeigen</translation>
        </message>
        <message>
            <source>Undo this change</source>
            <translation>Diese Änderung rückgängig machen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>“{title}”</source>
            <translation>„{title}“</translation>
        </message>
        <message>
            <source>No changes of this kind yet.</source>
            <translation>Noch keine Änderungen dieser Art.</translation>
        </message>
        <message>
            <source>Undone: {change}</source>
            <translation>Rückgängig gemacht: {change}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln Artikel</numerusform>
                <numerusform>%Ln Artikel</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryWords</name>
        <message>
            <source>Added</source>
            <translation>Hinzugefügt</translation>
        </message>
        <message>
            <source>Edited</source>
            <translation>Bearbeitet</translation>
        </message>
        <message>
            <source>Moved to the Trash</source>
            <translation>In den Papierkorb verschoben</translation>
        </message>
        <message>
            <source>Restored from the Trash</source>
            <translation>Aus dem Papierkorb wiederhergestellt</translation>
        </message>
        <message>
            <source>Merged</source>
            <translation>Zusammengeführt</translation>
        </message>
        <message>
            <source>Deleted for good</source>
            <translation>Endgültig gelöscht</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>Sammlungen</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Stars</source>
            <translation>Sterne</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Schlagwörter</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notizen</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>Als Nächstes</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>Geöffnet</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>Markierungen</translation>
        </message>
        <message>
            <source>Library</source>
            <translation>Bibliothek</translation>
        </message>
        <message>
            <source>Undone</source>
            <translation>Rückgängig gemacht</translation>
        </message>
        <message>
            <source>no stars</source>
            <translation>keine Sterne</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no tags</comment>
            <translation>keine</translation>
        </message>
        <message>
            <source>left at page {page}</source>
            <translation>bei Seite {page} verlassen</translation>
        </message>
        <message>
            <source>by hand</source>
            <translation>von Hand</translation>
        </message>
        <message>
            <source>by hand, into {collection}</source>
            <translation>von Hand, in {collection}</translation>
        </message>
        <message>
            <source>into {collection}</source>
            <translation>in {collection}</translation>
        </message>
        <message>
            <source>from {file}</source>
            <translation>aus {file}</translation>
        </message>
        <message>
            <source>saved search {name}</source>
            <translation>gespeicherte Suche {name}</translation>
        </message>
        <message>
            <source>collections inside others</source>
            <translation>Sammlungen in anderen</translation>
        </message>
        <message>
            <source>{change}: {detail}</source>
            <translation>{change}: {detail}</translation>
        </message>
        <message>
            <source>{said} ({papers})</source>
            <translation>{said} ({papers})</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>Aus dem Browser gespeichert: {title}</translation>
        </message>
        <message>
            <source>Added to Up next</source>
            <translation>Zur Warteschlange hinzugefügt</translation>
        </message>
        <message>
            <source>Removed from Up next</source>
            <translation>Aus der Warteschlange entfernt</translation>
        </message>
        <message>
            <source>Moved in Up next</source>
            <translation>In der Warteschlange verschoben</translation>
        </message>
        <message>
            <source>Highlighted a passage on page {page}</source>
            <translation>Stelle auf Seite {page} hervorgehoben</translation>
        </message>
        <message>
            <source>Underlined a passage on page {page}</source>
            <translation>Stelle auf Seite {page} unterstrichen</translation>
        </message>
        <message>
            <source>Added a margin note on page {page}</source>
            <translation>Randnotiz auf Seite {page} hinzugefügt</translation>
        </message>
        <message>
            <source>Recoloured a mark on page {page}</source>
            <translation>Farbe einer Markierung auf Seite {page} geändert</translation>
        </message>
        <message>
            <source>Changed how a mark is drawn on page {page}</source>
            <translation>Darstellung einer Markierung auf Seite {page} geändert</translation>
        </message>
        <message>
            <source>Wrote the note of a mark on page {page}</source>
            <translation>Notiz einer Markierung auf Seite {page} geschrieben</translation>
        </message>
        <message>
            <source>Deleted a mark on page {page}</source>
            <translation>Markierung auf Seite {page} gelöscht</translation>
        </message>
        <message>
            <source>Brought back a mark on page {page}</source>
            <translation>Markierung auf Seite {page} zurückgeholt</translation>
        </message>
        <message>
            <source>Found a mark again on page {page}</source>
            <translation>Markierung auf Seite {page} wiedergefunden</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln Artikel</numerusform>
                <numerusform>%Ln Artikel</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportFiles</name>
        <message>
            <source>PDF papers</source>
            <translation>PDF-Artikel</translation>
        </message>
        <message>
            <source>RIS or Web of Science</source>
            <translation>RIS oder Web of Science</translation>
        </message>
        <message>
            <source>CSL-JSON or Lectern backup</source>
            <translation>CSL-JSON oder Lectern-Sicherung</translation>
        </message>
        <message>
            <source>arXiv Atom feed or EndNote XML</source>
            <translation>arXiv-Atom-Feed oder EndNote-XML</translation>
        </message>
        <message>
            <source>Text list of abstracts</source>
            <translation>Textliste von Abstracts</translation>
        </message>
        <message>
            <source>Compressed (gzip)</source>
            <translation>Komprimiert (gzip)</translation>
        </message>
        <message>
            <source>Papers and paper lists</source>
            <translation>Artikel und Artikellisten</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Alle Dateien</translation>
        </message>
    </context>
    <context>
        <name>ImportJobs</name>
        <message>
            <source>The library is not open; nothing was imported.</source>
            <translation>Die Bibliothek ist nicht geöffnet; es wurde nichts importiert.</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>Importieren</translation>
        </message>
        <message>
            <source>Lectern is closing; the import did not start.</source>
            <translation>Lectern wird beendet; der Import wurde nicht gestartet.</translation>
        </message>
    </context>
    <context>
        <name>ImportRun</name>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>Importieren</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>Wird abgebrochen…</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>Import fehlgeschlagen</translation>
        </message>
        <message>
            <source>{message}

Nothing was imported; your library is unchanged.</source>
            <translation>{message}

Es wurde nichts importiert; Ihre Bibliothek ist unverändert.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln Datei</numerusform>
                <numerusform>%Ln Dateien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing %Ln file(s)…</source>
            <translation>
                <numerusform>%Ln Datei wird importiert…</numerusform>
                <numerusform>%Ln Dateien werden importiert…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing {files}… {done} of %Ln papers</source>
            <translation>
                <numerusform>Import von {files}… {done} von %Ln Artikel</numerusform>
                <numerusform>Import von {files}… {done} von %Ln Artikeln</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportSummaryDialog</name>
        <message>
            <source>File</source>
            <translation>Datei</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Hinzugefügt</translation>
        </message>
        <message>
            <source>Already here</source>
            <translation>Schon vorhanden</translation>
        </message>
        <message>
            <source>Repeats</source>
            <translation>Wiederholungen</translation>
        </message>
        <message>
            <source>Skipped</source>
            <translation>Übersprungen</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separates the items of a list</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>{file}: failed: {reason}</source>
            <translation>{file}: fehlgeschlagen: {reason}</translation>
        </message>
        <message>
            <source>{file}: added as “{title}”</source>
            <translation>{file}: hinzugefügt als „{title}“</translation>
        </message>
        <message>
            <source>{file}: attached to “{title}”</source>
            <translation>{file}: angehängt an „{title}“</translation>
        </message>
        <message>
            <source>{file}: same file already attached to “{title}”</source>
            <translation>{file}: dieselbe Datei hängt schon an „{title}“</translation>
        </message>
        <message>
            <source>Import finished</source>
            <translation>Import abgeschlossen</translation>
        </message>
        <message>
            <source>Lectern merges a record into a paper only when they are certainly the same work (same DOI or arXiv id, or same title, authors, year and venue). Near matches are added and listed under Possible duplicates.</source>
            <translation>Lectern führt einen Datensatz nur dann mit einem Artikel zusammen, wenn beide sicher dasselbe Werk sind (gleiche DOI oder arXiv-ID oder gleicher Titel, gleiche Autoren, gleiches Jahr und gleiche Zeitschrift oder Konferenz). Ähnliche Treffer werden hinzugefügt und unter Mögliche Duplikate aufgeführt.</translation>
        </message>
        <message>
            <source>What the import did, file by file</source>
            <translation>Was der Import bewirkt hat, Datei für Datei</translation>
        </message>
        <message>
            <source>Undo this import</source>
            <translation>Diesen Import rückgängig machen</translation>
        </message>
        <message>
            <source>Move the papers it added to the Trash and put back the fields it filled in</source>
            <translation>Die hinzugefügten Artikel in den Papierkorb verschieben und die ergänzten Felder zurücksetzen</translation>
        </message>
        <message>
            <source>Review possible duplicates</source>
            <translation>Mögliche Duplikate prüfen</translation>
        </message>
        <message>
            <source>Their PDFs print a DOI or an arXiv id: look them up to fill in what the PDF did not say (you see what would change first)</source>
            <translation>Ihre PDFs nennen eine DOI oder eine arXiv-ID: Schlagen Sie sie nach, um zu ergänzen, was im PDF fehlte (Sie sehen vorher, was sich ändern würde)</translation>
        </message>
        <message>
            <source>Already in the library: {found}.</source>
            <translation>Bereits in der Bibliothek: {found}.</translation>
        </message>
        <message>
            <source>Kept as written, for exports to {format}: {fields} (other formats have no field for them).</source>
            <translation>Wie geschrieben behalten, für Exporte nach {format}: {fields} (andere Formate haben dafür kein Feld).</translation>
        </message>
        <message>
            <source>line {line}: repeats an earlier entry ({reason}); merged into it</source>
            <translation>Zeile {line}: wiederholt einen früheren Eintrag ({reason}); mit ihm zusammengeführt</translation>
        </message>
        <message>
            <source>line {line}: skipped, {reason}</source>
            <translation>Zeile {line}: übersprungen, {reason}</translation>
        </message>
        <message>
            <source>file: skipped, {reason}</source>
            <translation>Datei: übersprungen, {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln added paper(s) might be another paper: see Possible duplicates.</source>
            <translation>
                <numerusform>%Ln hinzugefügter Artikel könnte ein anderer, schon vorhandener sein: siehe Mögliche Duplikate.</numerusform>
                <numerusform>%Ln hinzugefügte Artikel könnten andere, schon vorhandene sein: siehe Mögliche Duplikate.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln already in the library</source>
            <translation>
                <numerusform>%Ln schon in der Bibliothek</numerusform>
                <numerusform>%Ln schon in der Bibliothek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln by {reason}</source>
            <translation>
                <numerusform>%Ln per {reason}</numerusform>
                <numerusform>%Ln per {reason}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln Datei</numerusform>
                <numerusform>%Ln Dateien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln mark(s) other readers left in these PDFs read as the papers' marks.</source>
            <translation>
                <numerusform>%Ln Markierung, die andere Leser in diesen PDFs hinterlassen haben, als Markierung der Artikel übernommen.</numerusform>
                <numerusform>%Ln Markierungen, die andere Leser in diesen PDFs hinterlassen haben, als Markierungen der Artikel übernommen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln possible duplicates to review</source>
            <translation>
                <numerusform>%Ln mögliches Duplikat zu prüfen</numerusform>
                <numerusform>%Ln mögliche Duplikate zu prüfen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln repeated within a file</source>
            <translation>
                <numerusform>%Ln innerhalb einer Datei wiederholt</numerusform>
                <numerusform>%Ln innerhalb einer Datei wiederholt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln skipped</source>
            <translation>
                <numerusform>%Ln übersprungen</numerusform>
                <numerusform>%Ln übersprungen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}.</source>
            <translation>
                <numerusform>%Ln Artikel aus {files} hinzugefügt.</numerusform>
                <numerusform>%Ln Artikel aus {files} hinzugefügt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}; {others}.</source>
            <translation>
                <numerusform>%Ln Artikel aus {files} hinzugefügt; {others}.</numerusform>
                <numerusform>%Ln Artikel aus {files} hinzugefügt; {others}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Already in the library: {found}; %Ln paper(s) gained fields from this file.</source>
            <translation>
                <numerusform>Schon in der Bibliothek: {found}; %Ln Artikel hat Felder aus dieser Datei erhalten.</numerusform>
                <numerusform>Schon in der Bibliothek: {found}; %Ln Artikel haben Felder aus dieser Datei erhalten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up %Ln paper(s) online</source>
            <translation>
                <numerusform>%Ln Artikel online nachschlagen</numerusform>
                <numerusform>%Ln Artikel online nachschlagen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fields} and %Ln more</source>
            <translation>
                <numerusform>{fields} und %Ln weiteres</numerusform>
                <numerusform>{fields} und %Ln weitere</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more files</source>
            <translation>
                <numerusform>… und %Ln weitere Datei</numerusform>
                <numerusform>… und %Ln weitere Dateien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more repeats</source>
            <translation>
                <numerusform>… und %Ln weitere Wiederholung</numerusform>
                <numerusform>… und %Ln weitere Wiederholungen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more skipped</source>
            <translation>
                <numerusform>… und %Ln weiterer übersprungener Eintrag</numerusform>
                <numerusform>… und %Ln weitere übersprungene Einträge</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportTargetDialog</name>
        <message>
            <source>Import into</source>
            <translation>Importieren in</translation>
        </message>
        <message>
            <source>A new collection for &amp;each file, named after it</source>
            <translation>Eine neue Sammlung für &amp;jede Datei, nach ihr benannt</translation>
        </message>
        <message>
            <source>A new collection named after the &amp;file</source>
            <translation>Eine neue Sammlung, nach der &amp;Datei benannt</translation>
        </message>
        <message>
            <source>&amp;No collection</source>
            <translation>&amp;Keine Sammlung</translation>
        </message>
        <message>
            <source>&amp;This collection:</source>
            <translation>Diese &amp;Sammlung:</translation>
        </message>
        <message>
            <source>Collection to import into</source>
            <translation>Sammlung, in die importiert wird</translation>
        </message>
        <message>
            <source>a collection, or a new name</source>
            <translation>eine Sammlung oder ein neuer Name</translation>
        </message>
        <message>
            <source>a new name</source>
            <translation>ein neuer Name</translation>
        </message>
        <message>
            <source>&amp;Link to the PDFs where they are (don't copy them into the library)</source>
            <translation>PDFs dort &amp;verknüpfen, wo sie liegen (nicht in die Bibliothek kopieren)</translation>
        </message>
        <message>
            <source>A linked PDF stays where it is: moved or deleted there, the paper loses it, and your other computers do not get it.</source>
            <translation>Ein verknüpftes PDF bleibt, wo es ist: Wird es dort verschoben oder gelöscht, verliert der Artikel es, und Ihre anderen Computer erhalten es nicht.</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importieren</translation>
        </message>
        <message numerus="yes">
            <source>Put the papers of %Ln file(s) in:</source>
            <translation>
                <numerusform>Die Artikel aus %Ln Datei ablegen in:</numerusform>
                <numerusform>Die Artikel aus %Ln Dateien ablegen in:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptExportWatcher</name>
        <message>
            <source>{problem} It is tried again at the next change.</source>
            <translation>{problem} Bei der nächsten Änderung wird es erneut versucht.</translation>
        </message>
    </context>
    <context>
        <name>KeptExportsDialog</name>
        <message>
            <source>Status {status}</source>
            <translation>Status {status}</translation>
        </message>
        <message>
            <source>Collection “{name}”</source>
            <translation>Sammlung „{name}“</translation>
        </message>
        <message>
            <source>Saved search “{name}”</source>
            <translation>Gespeicherte Suche „{name}“</translation>
        </message>
        <message>
            <source>Tag “{name}”</source>
            <translation>Tag „{name}“</translation>
        </message>
        <message>
            <source>Keep exported</source>
            <translation>Laufend exportieren</translation>
        </message>
        <message>
            <source>Lectern keeps these files up to date while it runs: each is rewritten within 2 seconds of a change that alters it, and left untouched by any other.</source>
            <translation>Lectern hält diese Dateien aktuell, solange es läuft: Jede wird binnen 2 Sekunden nach einer Änderung, die sie betrifft, neu geschrieben und bei allen anderen nicht angerührt.</translation>
        </message>
        <message>
            <source>Kept exports</source>
            <translation>Laufende Exporte</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Was</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Datei</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Format</translation>
        </message>
        <message>
            <source>What the file holds</source>
            <translation>Was die Datei enthält</translation>
        </message>
        <message>
            <source>&amp;Holds:</source>
            <translation>&amp;Inhalt:</translation>
        </message>
        <message>
            <source>&amp;Format:</source>
            <translation>&amp;Format:</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Hinzufügen…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Entfernen</translation>
        </message>
        <message>
            <source>Stop keeping it up to date (the file stays)</source>
            <translation>Nicht mehr aktuell halten (die Datei bleibt)</translation>
        </message>
        <message>
            <source>Keep exported as</source>
            <translation>Laufend exportieren als</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Wird geschrieben…</translation>
        </message>
        <message>
            <source>Not kept: {reason}</source>
            <translation>Nicht eingerichtet: {reason}</translation>
        </message>
        <message>
            <source>No longer kept up to date (the file stays): {path}</source>
            <translation>Nicht mehr aktuell gehalten (die Datei bleibt): {path}</translation>
        </message>
        <message numerus="yes">
            <source>Kept up to date: {path} (%Ln paper(s) now).</source>
            <translation>
                <numerusform>Aktuell gehalten: {path} (jetzt %Ln Artikel).</numerusform>
                <numerusform>Aktuell gehalten: {path} (jetzt %Ln Artikel).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LibraryService</name>
        <message>
            <source>Saving your changes</source>
            <translation>Speichern Ihrer Änderungen</translation>
        </message>
        <message>
            <source>Opening the library</source>
            <translation>Öffnen der Bibliothek</translation>
        </message>
        <message>
            <source>The search index could not be rebuilt</source>
            <translation>Der Suchindex konnte nicht neu aufgebaut werden</translation>
        </message>
        <message>
            <source>{task} failed</source>
            <translation>{task} fehlgeschlagen</translation>
        </message>
        <message>
            <source>Lectern could not finish that</source>
            <translation>Lectern konnte das nicht abschließen</translation>
        </message>
        <message>
            <source>Merging changes from other devices</source>
            <translation>Zusammenführen von Änderungen anderer Geräte</translation>
        </message>
    </context>
    <context>
        <name>LookupDialog</name>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>Autoren</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Jahr</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>Erschienen in</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Band</translation>
        </message>
        <message>
            <source>Issue</source>
            <translation>Heft</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>Seiten</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>Abstract</translation>
        </message>
        <message>
            <source>DOI</source>
            <translation>DOI</translation>
        </message>
        <message>
            <source>arXiv id</source>
            <translation>arXiv-ID</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>Links</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Typ</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Feld</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Found online</source>
            <translation>Online gefunden</translation>
        </message>
        <message>
            <source>Not found online</source>
            <translation>Online nicht gefunden</translation>
        </message>
        <message>
            <source>What was not found is added as its identifier, marked “not looked up yet”.</source>
            <translation>Was nicht gefunden wurde, wird als seine Kennung hinzugefügt und als „noch nicht nachgeschlagen“ markiert.</translation>
        </message>
        <message>
            <source>Look up: what would change</source>
            <translation>Nachschlagen: was sich ändern würde</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Übernehmen</translation>
        </message>
        <message>
            <source>{old} → {new}</source>
            <translation>{old} → {new}</translation>
        </message>
        <message>
            <source>Not filled in</source>
            <translation>Nicht ergänzt</translation>
        </message>
        <message>
            <source>A value you edited is never overwritten; Ctrl+Z undoes it.</source>
            <translation>Ein Wert, den Sie bearbeitet haben, wird nie überschrieben; Ctrl+Z macht es rückgängig.</translation>
        </message>
        <message>
            <source>Preprint and published version</source>
            <translation>Preprint und veröffentlichte Version</translation>
        </message>
        <message>
            <source>“{preprint}” was published as “{published}”, which is already in your library. What should Lectern do with the two?</source>
            <translation>„{preprint}“ wurde als „{published}“ veröffentlicht, das bereits in Ihrer Bibliothek ist. Was soll Lectern mit den beiden tun?</translation>
        </message>
        <message>
            <source>Keep both, linked</source>
            <translation>Beide behalten, verknüpft</translation>
        </message>
        <message>
            <source>Merge them</source>
            <translation>Zusammenführen</translation>
        </message>
        <message>
            <source>Keep the preprint only</source>
            <translation>Nur das Preprint behalten</translation>
        </message>
        <message>
            <source>Leave them apart</source>
            <translation>Getrennt lassen</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln Artikel</numerusform>
                <numerusform>%Ln Artikel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) already have everything their record gives.</source>
            <translation>
                <numerusform>%Ln Artikel hat bereits alles, was sein Datensatz hergibt.</numerusform>
                <numerusform>%Ln Artikel haben bereits alles, was ihr Datensatz hergibt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln preprint(s) were published as a paper already in your library: after this you choose whether to link, merge or keep the preprint only.</source>
            <translation>
                <numerusform>%Ln Preprint wurde als Artikel veröffentlicht, der schon in Ihrer Bibliothek ist: Danach wählen Sie, ob verknüpft, zusammengeführt oder nur das Preprint behalten wird.</numerusform>
                <numerusform>%Ln Preprints wurden als Artikel veröffentlicht, die schon in Ihrer Bibliothek sind: Danach wählen Sie, ob verknüpft, zusammengeführt oder nur das Preprint behalten wird.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln Artikel hinzufügen</numerusform>
                <numerusform>%Ln Artikel hinzufügen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Lookups</name>
        <message>
            <source>Looking papers up online is off (Preferences: Look papers up online when I ask).</source>
            <translation>Das Online-Nachschlagen von Artikeln ist ausgeschaltet (Einstellungen: Artikel online nachschlagen, wenn ich es verlange).</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>Nachschlagen</translation>
        </message>
        <message>
            <source>not looked up</source>
            <translation>nicht nachgeschlagen</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>The paper has no DOI, arXiv id, PMID or ISBN to look it up by; edit it to give it one.</source>
            <translation>Der Artikel hat keine DOI, arXiv-ID, PMID oder ISBN, über die er sich nachschlagen ließe; bearbeiten Sie ihn, um eine einzutragen.</translation>
        </message>
        <message>
            <source>no DOI, arXiv id, PMID or ISBN to look it up by</source>
            <translation>keine DOI, arXiv-ID, PMID oder ISBN zum Nachschlagen</translation>
        </message>
        <message>
            <source>Look up found nothing to fill in; nothing was changed.</source>
            <translation>Das Nachschlagen fand nichts zu ergänzen; es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>The preprint and its published version are linked</source>
            <translation>Das Preprint und seine veröffentlichte Version sind verknüpft</translation>
        </message>
        <message>
            <source>The preprint is merged into its published version</source>
            <translation>Das Preprint ist mit seiner veröffentlichten Version zusammengeführt</translation>
        </message>
        <message>
            <source>The published version is in the Trash; the preprint names it</source>
            <translation>Die veröffentlichte Version liegt im Papierkorb; das Preprint verweist auf sie</translation>
        </message>
        <message>
            <source>{done} — Ctrl+Z undoes it</source>
            <translation>{done} — Ctrl+Z macht es rückgängig</translation>
        </message>
        <message>
            <source>Preprint and published version</source>
            <translation>Preprint und veröffentlichte Version</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) already in your library, filled in from the lookup — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>%Ln Artikel schon in Ihrer Bibliothek, aus dem Nachschlagen ergänzt — Ctrl+Z macht es rückgängig</numerusform>
                <numerusform>%Ln Artikel schon in Ihrer Bibliothek, aus dem Nachschlagen ergänzt — Ctrl+Z macht es rückgängig</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) by identifier</source>
            <translation>
                <numerusform>%Ln Artikel per Kennung hinzufügen</numerusform>
                <numerusform>%Ln Artikel per Kennung hinzufügen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln Artikel hinzugefügt</numerusform>
                <numerusform>%Ln Artikel hinzugefügt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>%Ln Artikel hinzugefügt — Ctrl+Z macht es rückgängig</numerusform>
                <numerusform>%Ln Artikel hinzugefügt — Ctrl+Z macht es rückgängig</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Filled in %Ln paper(s) — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>%Ln Artikel ergänzt — Ctrl+Z macht es rückgängig</numerusform>
                <numerusform>%Ln Artikel ergänzt — Ctrl+Z macht es rückgängig</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln Artikel nachschlagen</numerusform>
                <numerusform>%Ln Artikel nachschlagen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up stopped after %Ln paper(s); Look up on the same papers goes on with the other {rest}.</source>
            <translation>
                <numerusform>Nachschlagen nach %Ln Artikel abgebrochen; erneutes Nachschlagen derselben Artikel macht mit den übrigen {rest} weiter.</numerusform>
                <numerusform>Nachschlagen nach %Ln Artikeln abgebrochen; erneutes Nachschlagen derselben Artikel macht mit den übrigen {rest} weiter.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up stopped: %Ln paper(s) were looked up before Cancel.</source>
            <translation>
                <numerusform>Nachschlagen abgebrochen: %Ln Artikel wurde vor dem Abbrechen nachgeschlagen.</numerusform>
                <numerusform>Nachschlagen abgebrochen: %Ln Artikel wurden vor dem Abbrechen nachgeschlagen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Looking up %Ln paper(s) online…</source>
            <translation>
                <numerusform>%Ln Artikel wird online nachgeschlagen…</numerusform>
                <numerusform>%Ln Artikel werden online nachgeschlagen…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{added}; %Ln not looked up yet. {why}</source>
            <translation>
                <numerusform>{added}; %Ln noch nicht nachgeschlagen. {why}</numerusform>
                <numerusform>{added}; %Ln noch nicht nachgeschlagen. {why}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>{folder} — Lectern</source>
            <translation>{folder} — Lectern</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Suche</translation>
        </message>
        <message>
            <source>Copied the citation key {key}</source>
            <translation>Zitierschlüssel {key} kopiert</translation>
        </message>
        <message>
            <source>This library has no paper {id}.</source>
            <translation>Diese Bibliothek hat keinen Artikel {id}.</translation>
        </message>
        <message>
            <source>“{title}” has no PDF to open.</source>
            <translation>„{title}“ hat kein PDF zum Öffnen.</translation>
        </message>
        <message>
            <source>Quoted into the notes.</source>
            <translation>In die Notizen zitiert.</translation>
        </message>
    </context>
    <context>
        <name>MarkActions</name>
        <message>
            <source>This paper has no PDF to save a copy of.</source>
            <translation>Dieser Artikel hat kein PDF, von dem eine Kopie gespeichert werden könnte.</translation>
        </message>
        <message>
            <source>Save a copy with marks</source>
            <translation>Kopie mit Markierungen speichern</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF-Dateien (*.pdf)</translation>
        </message>
        <message>
            <source>Saving a copy with marks…</source>
            <translation>Kopie mit Markierungen wird gespeichert…</translation>
        </message>
        <message>
            <source>No copy with marks was saved: {why}</source>
            <translation>Es wurde keine Kopie mit Markierungen gespeichert: {why}</translation>
        </message>
        <message>
            <source>This paper has no marks to copy.</source>
            <translation>Dieser Artikel hat keine Markierungen zum Kopieren.</translation>
        </message>
        <message numerus="yes">
            <source>Copied %Ln mark(s) as Markdown.</source>
            <translation>
                <numerusform>%Ln Markierung als Markdown kopiert.</numerusform>
                <numerusform>%Ln Markierungen als Markdown kopiert.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Saved a copy with %Ln mark(s) as {name}</source>
            <translation>
                <numerusform>Kopie mit %Ln Markierung als {name} gespeichert</numerusform>
                <numerusform>Kopie mit %Ln Markierungen als {name} gespeichert</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MarkBar</name>
        <message>
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <source>Pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>Lila</translation>
        </message>
        <message>
            <source>Mark the text</source>
            <translation>Text markieren</translation>
        </message>
        <message>
            <source>Highlight in {colour}</source>
            <translation>Hervorheben: {colour}</translation>
        </message>
        <message>
            <source>Underline</source>
            <translation>Unterstreichen</translation>
        </message>
        <message>
            <source>Underline the text (U)</source>
            <translation>Den Text unterstreichen (U)</translation>
        </message>
        <message>
            <source>Note…</source>
            <translation>Notiz…</translation>
        </message>
        <message>
            <source>A note in the margin beside the text (N)</source>
            <translation>Eine Randnotiz neben dem Text (N)</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <source>Delete this mark (Delete; Ctrl+Z undoes)</source>
            <translation>Diese Markierung löschen (Delete; Ctrl+Z macht es rückgängig)</translation>
        </message>
    </context>
    <context>
        <name>MarkList</name>
        <message>
            <source>p. {page}</source>
            <translation>S. {page}</translation>
        </message>
        <message>
            <source>{colour} mark on {page}: {text}</source>
            <translation>Markierung in {colour} auf {page}: {text}</translation>
        </message>
        <message>
            <source>Open the PDF at this mark</source>
            <translation>Das PDF an dieser Markierung öffnen</translation>
        </message>
        <message>
            <source>Not found in this file</source>
            <translation>In dieser Datei nicht gefunden</translation>
        </message>
        <message>
            <source>The PDF was replaced and this mark's text is not in the new file, so it is not drawn</source>
            <translation>Das PDF wurde ersetzt, und der Text dieser Markierung steht nicht in der neuen Datei, daher wird sie nicht angezeigt</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>Markierungen</translation>
        </message>
        <message>
            <source>Copy as Markdown</source>
            <translation>Als Markdown kopieren</translation>
        </message>
        <message>
            <source>Copy every mark as a Markdown quote with a link to its page</source>
            <translation>Jede Markierung als Markdown-Zitat mit einem Link auf ihre Seite kopieren</translation>
        </message>
        <message>
            <source>Marks ({count})</source>
            <translation>Markierungen ({count})</translation>
        </message>
    </context>
    <context>
        <name>MarkNoteEditor</name>
        <message>
            <source>The mark's note</source>
            <translation>Notiz der Markierung</translation>
        </message>
        <message>
            <source>A note beside this passage (Ctrl+Enter saves)</source>
            <translation>Eine Notiz neben dieser Stelle (Ctrl+Enter speichert)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
    </context>
    <context>
        <name>MarkdownEdit</name>
        <message>
            <source>Write notes in Markdown: **bold**, *italic*, - lists, [links](https://…)</source>
            <translation>Notizen in Markdown schreiben: **fett**, *kursiv*, - Listen, [Links](https://…)</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notizen</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;Paper</source>
            <translation>A&amp;rtikel</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;Undo an import</source>
            <translation>Import &amp;rückgängig machen</translation>
        </message>
        <message>
            <source>Add to &amp;collection</source>
            <translation>Zu Sa&amp;mmlung hinzufügen</translation>
        </message>
        <message>
            <source>Copy citation &amp;in</source>
            <translation>Zitation kopieren &amp;im Stil</translation>
        </message>
        <message>
            <source>Copy bibliography entry i&amp;n</source>
            <translation>Bibliografieeintrag kopieren i&amp;m Stil</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Farbschema</translation>
        </message>
        <message>
            <source>&amp;Columns</source>
            <translation>&amp;Spalten</translation>
        </message>
    </context>
    <context>
        <name>NewPaperDialog</name>
        <message>
            <source>Paste a BibTeX or RIS entry, CSL-JSON, or a link.
A DOI, an arXiv id, a PMID or an ISBN (one or several, a line each) is looked up online when you add it, if Preferences allow; an entry is made from what you paste.</source>
            <translation>Fügen Sie einen BibTeX- oder RIS-Eintrag, CSL-JSON oder einen Link ein.
Eine DOI, arXiv-ID, PMID oder ISBN (eine oder mehrere, je eine pro Zeile) wird beim Hinzufügen online nachgeschlagen, wenn die Einstellungen es erlauben; aus dem Eingefügten wird ein Eintrag erstellt.</translation>
        </message>
        <message>
            <source>text</source>
            <translation>Text</translation>
        </message>
        <message>
            <source>New paper</source>
            <translation>Neuer Artikel</translation>
        </message>
        <message>
            <source>Ways to add the paper</source>
            <translation>Wege, den Artikel hinzuzufügen</translation>
        </message>
        <message>
            <source>Pasted entry or identifier</source>
            <translation>Eingefügter Eintrag oder Kennung</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Einfügen</translation>
        </message>
        <message>
            <source>&amp;Title</source>
            <translation>&amp;Titel</translation>
        </message>
        <message>
            <source>&amp;Authors</source>
            <translation>&amp;Autoren</translation>
        </message>
        <message>
            <source>&amp;Year</source>
            <translation>&amp;Jahr</translation>
        </message>
        <message>
            <source>&amp;Venue</source>
            <translation>E&amp;rschienen in</translation>
        </message>
        <message>
            <source>journal or conference</source>
            <translation>Zeitschrift oder Konferenz</translation>
        </message>
        <message>
            <source>&amp;DOI</source>
            <translation>&amp;DOI</translation>
        </message>
        <message>
            <source>ar&amp;Xiv id</source>
            <translation>ar&amp;Xiv-ID</translation>
        </message>
        <message>
            <source>&amp;Link</source>
            <translation>&amp;Link</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>Abstract</translation>
        </message>
        <message>
            <source>A&amp;bstract</source>
            <translation>A&amp;bstract</translation>
        </message>
        <message>
            <source>T&amp;ype it in</source>
            <translation>Von &amp;Hand eingeben</translation>
        </message>
        <message>
            <source>Add paper</source>
            <translation>Artikel hinzufügen</translation>
        </message>
        <message>
            <source>Recognised {format}: “{title}”.</source>
            <translation>Erkannt als {format}: „{title}“.</translation>
        </message>
        <message>
            <source>A paper needs a title or an abstract.</source>
            <translation>Ein Artikel braucht einen Titel oder ein Abstract.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln identifier(s): added as they are, marked “not looked up yet” (looking up online is off in Preferences).</source>
            <translation>
                <numerusform>%Ln Kennung: wird unverändert hinzugefügt und als „noch nicht nachgeschlagen“ markiert (Online-Nachschlagen ist in den Einstellungen ausgeschaltet).</numerusform>
                <numerusform>%Ln Kennungen: werden unverändert hinzugefügt und als „noch nicht nachgeschlagen“ markiert (Online-Nachschlagen ist in den Einstellungen ausgeschaltet).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln identifier(s): looked up online when you add them.</source>
            <translation>
                <numerusform>%Ln Kennung: wird beim Hinzufügen online nachgeschlagen.</numerusform>
                <numerusform>%Ln Kennungen: werden beim Hinzufügen online nachgeschlagen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Recognised {format}: “{title}” and %Ln more.</source>
            <translation>
                <numerusform>Erkannt als {format}: „{title}“ und %Ln weiterer.</numerusform>
                <numerusform>Erkannt als {format}: „{title}“ und %Ln weitere.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NotOpenedDialog</name>
        <message>
            <source>Could not open</source>
            <translation>Öffnen nicht möglich</translation>
        </message>
        <message>
            <source>Could not open the link</source>
            <translation>Link konnte nicht geöffnet werden</translation>
        </message>
        <message>
            <source>No program on this computer opened this file. Its path is below: copy it to open the file yourself.</source>
            <translation>Kein Programm auf diesem Computer hat diese Datei geöffnet. Ihr Pfad steht unten: Kopieren Sie ihn, um die Datei selbst zu öffnen.</translation>
        </message>
        <message>
            <source>No web browser on this computer opened this link. Copy it and paste it into a browser:</source>
            <translation>Kein Webbrowser auf diesem Computer hat diesen Link geöffnet. Kopieren Sie ihn und fügen Sie ihn in einen Browser ein:</translation>
        </message>
        <message>
            <source>Copy path</source>
            <translation>Pfad kopieren</translation>
        </message>
        <message>
            <source>Copy link</source>
            <translation>Link kopieren</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Kopiert</translation>
        </message>
    </context>
    <context>
        <name>NoteOffer</name>
        <message>
            <source>Show their version</source>
            <translation>Andere Version zeigen</translation>
        </message>
        <message>
            <source>Put their note in the editor (Ctrl+Z there brings yours back)</source>
            <translation>Die andere Notiz in den Editor holen (Ctrl+Z dort bringt Ihre zurück)</translation>
        </message>
        <message>
            <source>Keep mine</source>
            <translation>Meine behalten</translation>
        </message>
        <message>
            <source>Save what you wrote over theirs</source>
            <translation>Ihren Text anstelle der anderen Version speichern</translation>
        </message>
        <message>
            <source>This note was changed on {computer} while you were writing.</source>
            <translation>Diese Notiz wurde auf {computer} geändert, während Sie geschrieben haben.</translation>
        </message>
        <message>
            <source>This note was changed elsewhere while you were writing.</source>
            <translation>Diese Notiz wurde anderswo geändert, während Sie geschrieben haben.</translation>
        </message>
    </context>
    <context>
        <name>NotesEditor</name>
        <message>
            <source>Notes</source>
            <translation>Notizen</translation>
        </message>
        <message>
            <source>Notes save state</source>
            <translation>Speicherstatus der Notizen</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>Bearbeiten</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Vorschau</translation>
        </message>
        <message>
            <source>Write the notes (n)</source>
            <translation>Die Notizen schreiben (n)</translation>
        </message>
        <message>
            <source>See the notes rendered</source>
            <translation>Die Notizen formatiert ansehen</translation>
        </message>
        <message>
            <source>Notes preview</source>
            <translation>Notizenvorschau</translation>
        </message>
        <message>
            <source>Opening the library…</source>
            <translation>Bibliothek wird geöffnet…</translation>
        </message>
        <message>
            <source>No notes yet. Double-click or press Edit to write some.</source>
            <translation>Noch keine Notizen. Doppelklicken Sie oder klicken Sie auf Bearbeiten, um welche zu schreiben.</translation>
        </message>
    </context>
    <context>
        <name>Opening</name>
        <message>
            <source>File not opened</source>
            <translation>Datei nicht geöffnet</translation>
        </message>
        <message>
            <source>Read this PDF?</source>
            <translation>Dieses PDF lesen?</translation>
        </message>
        <message>
            <source>When Lectern read the text of “{name}”, {why}.</source>
            <translation>Beim Lesen des Textes von „{name}“: {why}.</translation>
        </message>
        <message>
            <source>Lectern's reader may stop on it too, and the window with it (what you saved is safe). Your PDF viewer may open it.</source>
            <translation>Die Leseansicht von Lectern könnte daran ebenfalls hängen bleiben, und mit ihr das Fenster (Gespeichertes ist sicher). Ihr PDF-Betrachter kann es vielleicht öffnen.</translation>
        </message>
        <message>
            <source>Read in Lectern anyway</source>
            <translation>Trotzdem in Lectern lesen</translation>
        </message>
        <message>
            <source>Open in your viewer</source>
            <translation>In Ihrem Betrachter öffnen</translation>
        </message>
    </context>
    <context>
        <name>PageView</name>
        <message>
            <source>PDF pages</source>
            <translation>PDF-Seiten</translation>
        </message>
        <message>
            <source>Page {page}</source>
            <translation>Seite {page}</translation>
        </message>
    </context>
    <context>
        <name>PaperActions</name>
        <message>
            <source>No DOI, arXiv id or link to copy for the selection.</source>
            <translation>Die Auswahl hat keine DOI, keine arXiv-ID und keinen Link zum Kopieren.</translation>
        </message>
        <message>
            <source>This paper has no DOI, arXiv id, link or attached file to open.</source>
            <translation>Dieser Artikel hat keine DOI, keine arXiv-ID, keinen Link und keine angehängte Datei zum Öffnen.</translation>
        </message>
        <message numerus="yes">
            <source>Copied the BibTeX of %Ln paper(s).</source>
            <translation>
                <numerusform>BibTeX von %Ln Artikel kopiert.</numerusform>
                <numerusform>BibTeX von %Ln Artikeln kopiert.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the link of %Ln paper(s).</source>
            <translation>
                <numerusform>Link von %Ln Artikel kopiert.</numerusform>
                <numerusform>Links von %Ln Artikeln kopiert.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PaperForm</name>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>Autoren</translation>
        </message>
        <message>
            <source>Ada Lovelace; Alan Turing</source>
            <translation>Ada Lovelace; Alan Turing</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Jahr</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>Erschienen in</translation>
        </message>
        <message>
            <source>journal, conference or publisher</source>
            <translation>Zeitschrift, Konferenz oder Verlag</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Band</translation>
        </message>
        <message>
            <source>Issue</source>
            <translation>Heft</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>Seiten</translation>
        </message>
        <message>
            <source>arXiv id</source>
            <translation>arXiv-ID</translation>
        </message>
        <message>
            <source>Citation key</source>
            <translation>Zitierschlüssel</translation>
        </message>
        <message>
            <source>Entry type</source>
            <translation>Eintragstyp</translation>
        </message>
        <message>
            <source>article, book, inproceedings, …</source>
            <translation>article, book, inproceedings, …</translation>
        </message>
        <message>
            <source>Edit details</source>
            <translation>Details bearbeiten</translation>
        </message>
        <message>
            <source>What LaTeX and Pandoc documents cite the paper by; unique in the library. Edit → Regenerate citation key makes it again from the first author, year and title.</source>
            <translation>Damit zitieren LaTeX- und Pandoc-Dokumente den Artikel; eindeutig in der Bibliothek. Bearbeiten → Zitierschlüssel neu erzeugen bildet ihn neu aus Erstautor, Jahr und Titel.</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>Links</translation>
        </message>
        <message>
            <source>one per line</source>
            <translation>einer pro Zeile</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Dateien</translation>
        </message>
        <message>
            <source>local files, one path per line</source>
            <translation>lokale Dateien, ein Pfad pro Zeile</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>Abstract</translation>
        </message>
        <message>
            <source>Save ({keys})</source>
            <translation>Speichern ({keys})</translation>
        </message>
        <message>
            <source>Also recorded: {values}</source>
            <translation>Auch erfasst: {values}</translation>
        </message>
        <message>
            <source>{keys} or {key}</source>
            <translation>{keys} oder {key}</translation>
        </message>
    </context>
    <context>
        <name>PaperTableModel</name>
        <message>
            <source>{title} (title derived from the abstract)</source>
            <translation>{title} (Titel aus dem Abstract abgeleitet)</translation>
        </message>
        <message>
            <source>{title} (title made from its DOI)</source>
            <translation>{title} (Titel aus der DOI gebildet)</translation>
        </message>
        <message>
            <source>{title} (title made from its arXiv id)</source>
            <translation>{title} (Titel aus der arXiv-ID gebildet)</translation>
        </message>
        <message>
            <source>{title} (title made from its link)</source>
            <translation>{title} (Titel aus dem Link gebildet)</translation>
        </message>
        <message>
            <source>{title} (title made by Lectern)</source>
            <translation>{title} (Titel von Lectern gebildet)</translation>
        </message>
        <message>
            <source>The best match</source>
            <translation>Der beste Treffer</translation>
        </message>
        <message>
            <source>The {rank}st best match</source>
            <translation>Treffer auf Platz {rank}</translation>
        </message>
        <message>
            <source>The {rank}nd best match</source>
            <translation>Treffer auf Platz {rank}</translation>
        </message>
        <message>
            <source>The {rank}rd best match</source>
            <translation>Treffer auf Platz {rank}</translation>
        </message>
        <message>
            <source>The {rank}th best match</source>
            <translation>Treffer auf Platz {rank}</translation>
        </message>
        <message>
            <source>{authors} et al.</source>
            <translation>{authors} et al.</translation>
        </message>
        <message>
            <source>Found only in its PDF: the search words are not in its title, abstract or notes</source>
            <translation>Nur im PDF gefunden: Die Suchwörter stehen nicht in Titel, Abstract oder Notizen</translation>
        </message>
        <message>
            <source>Papers with notes</source>
            <translation>Artikel mit Notizen</translation>
        </message>
        <message>
            <source>Best match first — click to list the results in relevance order</source>
            <translation>Bester Treffer zuerst — klicken, um die Ergebnisse nach Relevanz aufzulisten</translation>
        </message>
        <message>
            <source>Not rated</source>
            <translation>Nicht bewertet</translation>
        </message>
        <message numerus="yes">
            <source>{rating} of %Ln star(s)</source>
            <translation>
                <numerusform>{rating} von %Ln Stern</numerusform>
                <numerusform>{rating} von %Ln Sternen</numerusform>
            </translation>
        </message>
        <message>
            <source>Has notes</source>
            <translation>Hat Notizen</translation>
        </message>
        <message>
            <source>{title} (title {made_from})</source>
            <translation>{title} (Titel: {made_from})</translation>
        </message>
        <message>
            <source>Not rated — click to rate</source>
            <translation>Nicht bewertet — zum Bewerten klicken</translation>
        </message>
        <message>
            <source>{rating} of 5 stars — click to rate</source>
            <translation>{rating} von 5 Sternen — zum Bewerten klicken</translation>
        </message>
        <message>
            <source>Read to page {reached} of {pages}; left at page {page}</source>
            <translation>Gelesen bis Seite {reached} von {pages}; zuletzt auf Seite {page}</translation>
        </message>
        <message>
            <source>{key} (also cited as {aliases})</source>
            <translation>{key} (auch zitiert als {aliases})</translation>
        </message>
    </context>
    <context>
        <name>PaperView</name>
        <message>
            <source>Papers</source>
            <translation>Artikel</translation>
        </message>
    </context>
    <context>
        <name>PassageList</name>
        <message>
            <source>p. {page}</source>
            <translation>S. {page}</translation>
        </message>
        <message>
            <source>In the PDF</source>
            <translation>Im PDF</translation>
        </message>
        <message>
            <source>Passages of the PDF that match the search</source>
            <translation>Stellen im PDF, die zur Suche passen</translation>
        </message>
    </context>
    <context>
        <name>PdfTextReading</name>
        <message>
            <source>Reading PDFs</source>
            <translation>Lesen der PDFs</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <source>Preferences</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Systemsprache</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Sprache:</translation>
        </message>
        <message>
            <source>Lectern shows the new language the next time it starts.</source>
            <translation>Lectern zeigt die neue Sprache beim nächsten Start.</translation>
        </message>
        <message>
            <source>Citing</source>
            <translation>Zitieren</translation>
        </message>
        <message>
            <source>Citation style</source>
            <translation>Zitierstil</translation>
        </message>
        <message>
            <source>Citation &amp;style:</source>
            <translation>&amp;Zitierstil:</translation>
        </message>
        <message>
            <source>Citation &amp;keys:</source>
            <translation>Zitierschlüsse&amp;l:</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>Lesen</translation>
        </message>
        <message>
            <source>&amp;Status follows reading in the reader</source>
            <translation>Status &amp;folgt dem Lesen in der Leseansicht</translation>
        </message>
        <message>
            <source>Opening a new or to-read paper's PDF marks it reading; reaching its last page marks it read (each can be undone)</source>
            <translation>Das Öffnen des PDFs eines neuen oder zu lesenden Artikels markiert ihn als begonnen; das Erreichen der letzten Seite markiert ihn als gelesen (beides lässt sich rückgängig machen)</translation>
        </message>
        <message>
            <source>Online</source>
            <translation>Online</translation>
        </message>
        <message>
            <source>Look papers &amp;up online when I ask</source>
            <translation>Artikel online &amp;nachschlagen, wenn ich es verlange</translation>
        </message>
        <message>
            <source>New paper with a DOI, arXiv id, PMID or ISBN, and Paper → Look up online, ask Crossref, DataCite, arXiv, PubMed or Open Library, sending only the identifier. Off: Lectern never connects.</source>
            <translation>Neuer Artikel mit DOI, arXiv-ID, PMID oder ISBN sowie Artikel → Online nachschlagen fragen bei Crossref, DataCite, arXiv, PubMed oder Open Library an und senden nur die Kennung. Aus: Lectern stellt nie eine Verbindung her.</translation>
        </message>
        <message>
            <source>Given to Crossref with each lookup, as it asks, so it answers from its “polite pool”</source>
            <translation>Wird Crossref bei jeder Anfrage mitgegeben, wie Crossref es wünscht, damit es aus seinem „Polite Pool“ antwortet</translation>
        </message>
        <message>
            <source>Contact &amp;e-mail:</source>
            <translation>Kontakt-E-&amp;Mail:</translation>
        </message>
        <message>
            <source>Styles</source>
            <translation>Stile</translation>
        </message>
        <message>
            <source>Citation styles</source>
            <translation>Zitierstile</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Hinzufügen…</translation>
        </message>
        <message>
            <source>Add a CSL style file (.csl), e.g. from zotero.org/styles</source>
            <translation>Eine CSL-Stildatei (.csl) hinzufügen, z. B. von zotero.org/styles</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Entfernen</translation>
        </message>
        <message>
            <source>{title}  (comes with Lectern)</source>
            <translation>{title}  (mit Lectern geliefert)</translation>
        </message>
        <message>
            <source>{title}  (yours: {file})</source>
            <translation>{title}  (Ihrer: {file})</translation>
        </message>
        <message>
            <source>{file}  (not used: {problem})</source>
            <translation>{file}  (nicht verwendet: {problem})</translation>
        </message>
        <message>
            <source>CSL citation styles</source>
            <translation>CSL-Zitierstile</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Alle Dateien</translation>
        </message>
        <message>
            <source>Add a citation style</source>
            <translation>Einen Zitierstil hinzufügen</translation>
        </message>
        <message>
            <source>Checking the style…</source>
            <translation>Stil wird geprüft…</translation>
        </message>
        <message>
            <source>Not added: {reason}</source>
            <translation>Nicht hinzugefügt: {reason}</translation>
        </message>
        <message>
            <source>Added {title}.</source>
            <translation>{title} hinzugefügt.</translation>
        </message>
        <message>
            <source>Removed {title}.</source>
            <translation>{title} entfernt.</translation>
        </message>
    </context>
    <context>
        <name>QueueActions</name>
        <message>
            <source>Up next is empty: press q on a paper to add it.</source>
            <translation>Die Warteschlange ist leer: Drücken Sie q auf einem Artikel, um ihn hinzuzufügen.</translation>
        </message>
        <message>
            <source>Next paper</source>
            <translation>Nächster Artikel</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) added to Up next</source>
            <translation>
                <numerusform>%Ln Artikel zur Warteschlange hinzugefügt</numerusform>
                <numerusform>%Ln Artikel zur Warteschlange hinzugefügt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) added to the front of Up next</source>
            <translation>
                <numerusform>%Ln Artikel an den Anfang der Warteschlange gestellt</numerusform>
                <numerusform>%Ln Artikel an den Anfang der Warteschlange gestellt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved down in Up next</source>
            <translation>
                <numerusform>%Ln Artikel in der Warteschlange nach unten verschoben</numerusform>
                <numerusform>%Ln Artikel in der Warteschlange nach unten verschoben</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved in Up next</source>
            <translation>
                <numerusform>%Ln Artikel in der Warteschlange verschoben</numerusform>
                <numerusform>%Ln Artikel in der Warteschlange verschoben</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved up in Up next</source>
            <translation>
                <numerusform>%Ln Artikel in der Warteschlange nach oben verschoben</numerusform>
                <numerusform>%Ln Artikel in der Warteschlange nach oben verschoben</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of Up next</source>
            <translation>
                <numerusform>%Ln Artikel aus der Warteschlange genommen</numerusform>
                <numerusform>%Ln Artikel aus der Warteschlange genommen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to Up next</source>
            <translation>
                <numerusform>%Ln Artikel zur Warteschlange hinzufügen</numerusform>
                <numerusform>%Ln Artikel zur Warteschlange hinzufügen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to the front of Up next</source>
            <translation>
                <numerusform>%Ln Artikel an den Anfang der Warteschlange stellen</numerusform>
                <numerusform>%Ln Artikel an den Anfang der Warteschlange stellen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) down in Up next</source>
            <translation>
                <numerusform>%Ln Artikel in der Warteschlange nach unten verschieben</numerusform>
                <numerusform>%Ln Artikel in der Warteschlange nach unten verschieben</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) in Up next</source>
            <translation>
                <numerusform>%Ln Artikel in der Warteschlange verschieben</numerusform>
                <numerusform>%Ln Artikel in der Warteschlange verschieben</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) up in Up next</source>
            <translation>
                <numerusform>%Ln Artikel in der Warteschlange nach oben verschieben</numerusform>
                <numerusform>%Ln Artikel in der Warteschlange nach oben verschieben</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take %Ln paper(s) out of Up next</source>
            <translation>
                <numerusform>%Ln Artikel aus der Warteschlange nehmen</numerusform>
                <numerusform>%Ln Artikel aus der Warteschlange nehmen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reader</name>
        <message>
            <source>Reader</source>
            <translation>Leseansicht</translation>
        </message>
        <message>
            <source>Why the PDF is not shown</source>
            <translation>Warum das PDF nicht angezeigt wird</translation>
        </message>
        <message>
            <source>The paper being read</source>
            <translation>Der gelesene Artikel</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>Seite</translation>
        </message>
        <message>
            <source>&amp;Go to</source>
            <translation>&amp;Gehe zu</translation>
        </message>
        <message>
            <source>Go to page</source>
            <translation>Gehe zu Seite</translation>
        </message>
        <message>
            <source>Go to a page (Ctrl+G)</source>
            <translation>Zu einer Seite gehen (Ctrl+G)</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Verkleinern</translation>
        </message>
        <message>
            <source>Zoom out (Ctrl+-)</source>
            <translation>Verkleinern (Ctrl+-)</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Vergrößern</translation>
        </message>
        <message>
            <source>Zoom in (Ctrl++)</source>
            <translation>Vergrößern (Ctrl++)</translation>
        </message>
        <message>
            <source>Fit the page to the width (Ctrl+0)</source>
            <translation>Seite an die Breite anpassen (Ctrl+0)</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>Breite anpassen</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>Suchen</translation>
        </message>
        <message>
            <source>Find in this PDF (Ctrl+F)</source>
            <translation>In diesem PDF suchen (Ctrl+F)</translation>
        </message>
        <message>
            <source>Quote</source>
            <translation>Zitieren</translation>
        </message>
        <message>
            <source>Quote the selected text into the notes (Ctrl+Shift+Q)</source>
            <translation>Den markierten Text in die Notizen zitieren (Ctrl+Shift+Q)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Back to the list; Lectern keeps the page (Esc)</source>
            <translation>Zurück zur Liste; Lectern merkt sich die Seite (Esc)</translation>
        </message>
        <message>
            <source>Opening…</source>
            <translation>Wird geöffnet…</translation>
        </message>
        <message>
            <source>{problem}

{path}

Press Esc to go back.</source>
            <translation>{problem}

{path}

Drücken Sie Esc, um zurückzugehen.</translation>
        </message>
        <message>
            <source>Page {page} of {pages}</source>
            <translation>Seite {page} von {pages}</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>Select some text with the mouse first, then quote it.</source>
            <translation>Markieren Sie zuerst mit der Maus etwas Text und zitieren Sie ihn dann.</translation>
        </message>
        <message>
            <source>The PDF is still being read; mark it again.</source>
            <translation>Das PDF wird noch eingelesen; markieren Sie die Stelle noch einmal.</translation>
        </message>
    </context>
    <context>
        <name>ReaderMarks</name>
        <message>
            <source>Find the marks again in a replaced PDF</source>
            <translation>Markierungen in einem ersetzten PDF wiederfinden</translation>
        </message>
        <message>
            <source>Highlight a passage</source>
            <translation>Stelle hervorheben</translation>
        </message>
        <message>
            <source>Highlighted on page {page}</source>
            <translation>Auf Seite {page} hervorgehoben</translation>
        </message>
        <message>
            <source>Underline a passage</source>
            <translation>Stelle unterstreichen</translation>
        </message>
        <message>
            <source>Underlined on page {page}</source>
            <translation>Auf Seite {page} unterstrichen</translation>
        </message>
        <message>
            <source>Add a margin note</source>
            <translation>Randnotiz hinzufügen</translation>
        </message>
        <message>
            <source>Margin note added on page {page}</source>
            <translation>Randnotiz auf Seite {page} hinzugefügt</translation>
        </message>
        <message>
            <source>Recolour a mark</source>
            <translation>Farbe einer Markierung ändern</translation>
        </message>
        <message>
            <source>Change a mark</source>
            <translation>Markierung ändern</translation>
        </message>
        <message>
            <source>Edit a mark's note</source>
            <translation>Notiz einer Markierung bearbeiten</translation>
        </message>
        <message>
            <source>Delete a mark</source>
            <translation>Markierung löschen</translation>
        </message>
        <message>
            <source>Mark deleted</source>
            <translation>Markierung gelöscht</translation>
        </message>
    </context>
    <context>
        <name>ReadingStatsDialog</name>
        <message>
            <source>Reading stats</source>
            <translation>Lesestatistik</translation>
        </message>
        <message>
            <source>read this week</source>
            <translation>diese Woche gelesen</translation>
        </message>
        <message>
            <source>to read</source>
            <translation>zu lesen</translation>
        </message>
        <message>
            <source>reading</source>
            <translation>begonnen</translation>
        </message>
        <message>
            <source>days to read (median)</source>
            <translation>Tage bis gelesen (Median)</translation>
        </message>
        <message>
            <source>Papers finished per week</source>
            <translation>Gelesene Artikel pro Woche</translation>
        </message>
        <message>
            <source>Papers opened per week</source>
            <translation>Geöffnete Artikel pro Woche</translation>
        </message>
        <message>
            <source>To-read backlog</source>
            <translation>Noch zu lesen</translation>
        </message>
        <message numerus="yes">
            <source>read in %Ln week(s)</source>
            <translation>
                <numerusform>gelesen in %Ln Woche</numerusform>
                <numerusform>gelesen in %Ln Wochen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RebuildProgress</name>
        <message>
            <source>Rebuilding the search index…</source>
            <translation>Suchindex wird neu aufgebaut…</translation>
        </message>
        <message numerus="yes">
            <source>Rebuilding the search index… {done} of %Ln paper(s)</source>
            <translation>
                <numerusform>Suchindex wird neu aufgebaut… {done} von %Ln Artikel</numerusform>
                <numerusform>Suchindex wird neu aufgebaut… {done} von %Ln Artikeln</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RecordBanner</name>
        <message>
            <source>{author} et al.</source>
            <translation>{author} et al.</translation>
        </message>
        <message>
            <source>Restore</source>
            <translation>Wiederherstellen</translation>
        </message>
        <message>
            <source>Merge into this paper</source>
            <translation>Mit diesem Artikel zusammenführen</translation>
        </message>
        <message>
            <source>Keep every value and note of all of them in this one (Ctrl+Z undoes it)</source>
            <translation>Alle Werte und Notizen aller Artikel in diesem einen behalten (Ctrl+Z macht es rückgängig)</translation>
        </message>
        <message>
            <source>Not duplicates</source>
            <translation>Keine Duplikate</translation>
        </message>
        <message>
            <source>They are different works: stop listing them</source>
            <translation>Es sind verschiedene Werke: nicht mehr auflisten</translation>
        </message>
        <message>
            <source>&lt;b&gt;In the Trash&lt;/b&gt; since {when}. It is left out of searches until you restore it.</source>
            <translation>&lt;b&gt;Im Papierkorb&lt;/b&gt; seit {when}. Er wird bei Suchen ausgelassen, bis Sie ihn wiederherstellen.</translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>… und %Ln weiterer</numerusform>
                <numerusform>… und %Ln weitere</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Possible duplicate&lt;/b&gt; ({reasons}) of:</source>
            <translation>&lt;b&gt;Mögliches Duplikat&lt;/b&gt; ({reasons}) von:</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{done} — Ctrl+Z undoes it</source>
            <translation>{done} — Ctrl+Z macht es rückgängig</translation>
        </message>
        <message>
            <source>Delete for good…</source>
            <translation>Endgültig löschen…</translation>
        </message>
        <message>
            <source>Take out of Up next</source>
            <translation>Aus der Warteschlange nehmen</translation>
        </message>
        <message>
            <source>Move to &amp;Trash</source>
            <translation>In den &amp;Papierkorb</translation>
        </message>
        <message>
            <source>That paper is already in the library; nothing was added.</source>
            <translation>Dieser Artikel ist schon in der Bibliothek; es wurde nichts hinzugefügt.</translation>
        </message>
        <message>
            <source>Add a paper</source>
            <translation>Einen Artikel hinzufügen</translation>
        </message>
        <message>
            <source>Attach files to the paper</source>
            <translation>Dateien an den Artikel anhängen</translation>
        </message>
        <message>
            <source>The citation key {old} is now {new}</source>
            <translation>Der Zitierschlüssel {old} ist jetzt {new}</translation>
        </message>
        <message>
            <source>{key} is the key the pattern makes already; nothing changed.</source>
            <translation>{key} ist bereits der Schlüssel, den das Muster bildet; nichts geändert.</translation>
        </message>
        <message>
            <source>Edit paper details</source>
            <translation>Artikeldetails bearbeiten</translation>
        </message>
        <message>
            <source>Paper details saved</source>
            <translation>Artikeldetails gespeichert</translation>
        </message>
        <message>
            <source>Delete for good</source>
            <translation>Endgültig löschen</translation>
        </message>
        <message>
            <source>The Trash is empty.</source>
            <translation>Der Papierkorb ist leer.</translation>
        </message>
        <message>
            <source>Empty Trash</source>
            <translation>Papierkorb leeren</translation>
        </message>
        <message>
            <source>Empty the Trash</source>
            <translation>Den Papierkorb leeren</translation>
        </message>
        <message>
            <source>Mark as not duplicates</source>
            <translation>Als keine Duplikate markieren</translation>
        </message>
        <message>
            <source>Reading the imports…</source>
            <translation>Importe werden gelesen…</translation>
        </message>
        <message>
            <source>No imports to undo</source>
            <translation>Keine Importe zum Rückgängigmachen</translation>
        </message>
        <message numerus="yes">
            <source>%Ln citation key(s) made again, {kept} already the pattern's</source>
            <translation>
                <numerusform>%Ln Zitierschlüssel neu erzeugt, {kept} schon nach dem Muster</numerusform>
                <numerusform>%Ln Zitierschlüssel neu erzeugt, {kept} schon nach dem Muster</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s) attached (Lectern keeps the path only)</source>
            <translation>
                <numerusform>%Ln Datei angehängt (Lectern speichert nur den Pfad)</numerusform>
                <numerusform>%Ln Dateien angehängt (Lectern speichert nur den Pfad)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) deleted</source>
            <translation>
                <numerusform>%Ln Artikel gelöscht</numerusform>
                <numerusform>%Ln Artikel gelöscht</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) marked as different works</source>
            <translation>
                <numerusform>%Ln Artikel als verschiedene Werke markiert</numerusform>
                <numerusform>%Ln Artikel als verschiedene Werke markiert</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) merged into one; every value and note kept</source>
            <translation>
                <numerusform>%Ln Artikel zu einem zusammengeführt; alle Werte und Notizen behalten</numerusform>
                <numerusform>%Ln Artikel zu einem zusammengeführt; alle Werte und Notizen behalten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved to the Trash</source>
            <translation>
                <numerusform>%Ln Artikel in den Papierkorb verschoben</numerusform>
                <numerusform>%Ln Artikel in den Papierkorb verschoben</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) restored from the Trash</source>
            <translation>
                <numerusform>%Ln Artikel aus dem Papierkorb wiederhergestellt</numerusform>
                <numerusform>%Ln Artikel aus dem Papierkorb wiederhergestellt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln Artikel hinzugefügt</numerusform>
                <numerusform>%Ln Artikel hinzugefügt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Attach %Ln file(s)</source>
            <translation>
                <numerusform>%Ln Datei anhängen</numerusform>
                <numerusform>%Ln Dateien anhängen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) and their notes for good?</source>
            <translation>
                <numerusform>%Ln Artikel und seine Notizen endgültig löschen?</numerusform>
                <numerusform>%Ln Artikel und ihre Notizen endgültig löschen?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) for good</source>
            <translation>
                <numerusform>%Ln Artikel endgültig löschen</numerusform>
                <numerusform>%Ln Artikel endgültig löschen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete the %Ln paper(s) in the Trash, and their notes, for good?</source>
            <translation>
                <numerusform>Den %Ln Artikel im Papierkorb und seine Notizen endgültig löschen?</numerusform>
                <numerusform>Die %Ln Artikel im Papierkorb und ihre Notizen endgültig löschen?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Import undone: %Ln paper(s) moved to the Trash</source>
            <translation>
                <numerusform>Import rückgängig gemacht: %Ln Artikel in den Papierkorb verschoben</numerusform>
                <numerusform>Import rückgängig gemacht: %Ln Artikel in den Papierkorb verschoben</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Merge %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln Artikel zusammenführen</numerusform>
                <numerusform>%Ln Artikel zusammenführen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) to the Trash</source>
            <translation>
                <numerusform>%Ln Artikel in den Papierkorb verschieben</numerusform>
                <numerusform>%Ln Artikel in den Papierkorb verschieben</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Regenerate the citation key of %Ln paper(s)</source>
            <translation>
                <numerusform>Zitierschlüssel von %Ln Artikel neu erzeugen</numerusform>
                <numerusform>Zitierschlüssel von %Ln Artikeln neu erzeugen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Restore %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln Artikel wiederherstellen</numerusform>
                <numerusform>%Ln Artikel wiederherstellen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The Trash is empty: %Ln paper(s) deleted</source>
            <translation>
                <numerusform>Der Papierkorb ist leer: %Ln Artikel gelöscht</numerusform>
                <numerusform>Der Papierkorb ist leer: %Ln Artikel gelöscht</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC</source>
            <translation>
                <numerusform>{name} — %Ln Artikel hinzugefügt, {when} UTC</numerusform>
                <numerusform>{name} — %Ln Artikel hinzugefügt, {when} UTC</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC (undone)</source>
            <translation>
                <numerusform>{name} — %Ln Artikel hinzugefügt, {when} UTC (rückgängig gemacht)</numerusform>
                <numerusform>{name} — %Ln Artikel hinzugefügt, {when} UTC (rückgängig gemacht)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RelatedList</name>
        <message>
            <source>Untitled</source>
            <translation>Ohne Titel</translation>
        </message>
        <message>
            <source>{author} et al.</source>
            <translation>{author} et al.</translation>
        </message>
        <message>
            <source>Related papers</source>
            <translation>Ähnliche Artikel</translation>
        </message>
        <message>
            <source>Finding related papers…</source>
            <translation>Ähnliche Artikel werden gesucht…</translation>
        </message>
        <message>
            <source>No closely related papers in your library.</source>
            <translation>Keine sehr ähnlichen Artikel in Ihrer Bibliothek.</translation>
        </message>
    </context>
    <context>
        <name>RenderThread</name>
        <message>
            <source>This file is damaged, so Lectern cannot show it.</source>
            <translation>Diese Datei ist beschädigt, daher kann Lectern sie nicht anzeigen.</translation>
        </message>
    </context>
    <context>
        <name>SafeTextBrowser</name>
        <message>
            <source>[image: {name}]</source>
            <translation>[Bild: {name}]</translation>
        </message>
        <message>
            <source>Read page {page} in Lectern</source>
            <translation>Seite {page} in Lectern lesen</translation>
        </message>
        <message>
            <source>Not opened (not a web link): {link}</source>
            <translation>Nicht geöffnet (kein Weblink): {link}</translation>
        </message>
    </context>
    <context>
        <name>SaveState</name>
        <message>
            <source>Saving…</source>
            <translation>Wird gespeichert…</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Gespeichert</translation>
        </message>
        <message>
            <source>Not saved — retrying</source>
            <translation>Nicht gespeichert — neuer Versuch</translation>
        </message>
    </context>
    <context>
        <name>Scope</name>
        <message>
            <source>All papers</source>
            <translation>Alle Artikel</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>Warteschlange</translation>
        </message>
        <message>
            <source>Recently read</source>
            <translation>Zuletzt gelesen</translation>
        </message>
        <message>
            <source>Starred</source>
            <translation>Mit Sternen</translation>
        </message>
        <message>
            <source>Recommended</source>
            <translation>Empfohlen</translation>
        </message>
        <message>
            <source>Possible duplicates</source>
            <translation>Mögliche Duplikate</translation>
        </message>
        <message>
            <source>Trash</source>
            <translation>Papierkorb</translation>
        </message>
    </context>
    <context>
        <name>SearchBox</name>
        <message>
            <source>Search titles, authors, abstracts, notes…   ( / )</source>
            <translation>Titel, Autoren, Abstracts, Notizen durchsuchen…   ( / )</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Suche</translation>
        </message>
        <message>
            <source>Search syntax</source>
            <translation>Suchsyntax</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>Suche leeren</translation>
        </message>
    </context>
    <context>
        <name>SearchNotice</name>
        <message>
            <source>Clear search</source>
            <translation>Suche leeren</translation>
        </message>
        <message>
            <source>Show every paper of this view</source>
            <translation>Jeden Artikel dieser Ansicht zeigen</translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in Up next match “{words}”</source>
            <translation>
                <numerusform>%Ln Artikel in der Warteschlange, aber er passt nicht zu „{words}“</numerusform>
                <numerusform>Keiner der %Ln Artikel in der Warteschlange passt zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in the Trash match “{words}”</source>
            <translation>
                <numerusform>%Ln Artikel im Papierkorb, aber er passt nicht zu „{words}“</numerusform>
                <numerusform>Keiner der %Ln Artikel im Papierkorb passt zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in {view} match “{words}”</source>
            <translation>
                <numerusform>%Ln Artikel in „{view}“, aber er passt nicht zu „{words}“</numerusform>
                <numerusform>Keiner der %Ln Artikel in „{view}“ passt zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln possible duplicate(s) match “{words}”</source>
            <translation>
                <numerusform>%Ln mögliches Duplikat, aber es passt nicht zu „{words}“</numerusform>
                <numerusform>Keines der %Ln möglichen Duplikate passt zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recently read paper(s) match “{words}”</source>
            <translation>
                <numerusform>%Ln zuletzt gelesener Artikel, aber er passt nicht zu „{words}“</numerusform>
                <numerusform>Keiner der %Ln zuletzt gelesenen Artikel passt zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recommended paper(s) match “{words}”</source>
            <translation>
                <numerusform>%Ln empfohlener Artikel, aber er passt nicht zu „{words}“</numerusform>
                <numerusform>Keiner der %Ln empfohlenen Artikel passt zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next match “{words}”</source>
            <translation>
                <numerusform>{shown} von %Ln Artikel in der Warteschlange passen zu „{words}“</numerusform>
                <numerusform>{shown} von %Ln Artikeln in der Warteschlange passen zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next matches “{words}”</source>
            <translation>
                <numerusform>{shown} von %Ln Artikel in der Warteschlange passt zu „{words}“</numerusform>
                <numerusform>{shown} von %Ln Artikeln in der Warteschlange passt zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash match “{words}”</source>
            <translation>
                <numerusform>{shown} von %Ln Artikel im Papierkorb passen zu „{words}“</numerusform>
                <numerusform>{shown} von %Ln Artikeln im Papierkorb passen zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash matches “{words}”</source>
            <translation>
                <numerusform>{shown} von %Ln Artikel im Papierkorb passt zu „{words}“</numerusform>
                <numerusform>{shown} von %Ln Artikeln im Papierkorb passt zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} match “{words}”</source>
            <translation>
                <numerusform>{shown} von %Ln Artikel in „{view}“ passen zu „{words}“</numerusform>
                <numerusform>{shown} von %Ln Artikeln in „{view}“ passen zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} matches “{words}”</source>
            <translation>
                <numerusform>{shown} von %Ln Artikel in „{view}“ passt zu „{words}“</numerusform>
                <numerusform>{shown} von %Ln Artikeln in „{view}“ passt zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) match “{words}”</source>
            <translation>
                <numerusform>{shown} von %Ln möglichen Duplikat passen zu „{words}“</numerusform>
                <numerusform>{shown} von %Ln möglichen Duplikaten passen zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) matches “{words}”</source>
            <translation>
                <numerusform>{shown} von %Ln möglichen Duplikat passt zu „{words}“</numerusform>
                <numerusform>{shown} von %Ln möglichen Duplikaten passt zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) match “{words}”</source>
            <translation>
                <numerusform>{shown} von %Ln zuletzt gelesenen Artikel passen zu „{words}“</numerusform>
                <numerusform>{shown} von %Ln zuletzt gelesenen Artikeln passen zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) matches “{words}”</source>
            <translation>
                <numerusform>{shown} von %Ln zuletzt gelesenen Artikel passt zu „{words}“</numerusform>
                <numerusform>{shown} von %Ln zuletzt gelesenen Artikeln passt zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) match “{words}”</source>
            <translation>
                <numerusform>{shown} von %Ln empfohlenen Artikel passen zu „{words}“</numerusform>
                <numerusform>{shown} von %Ln empfohlenen Artikeln passen zu „{words}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) matches “{words}”</source>
            <translation>
                <numerusform>{shown} von %Ln empfohlenen Artikel passt zu „{words}“</numerusform>
                <numerusform>{shown} von %Ln empfohlenen Artikeln passt zu „{words}“</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SelectionPanel</name>
        <message numerus="yes">
            <source>%Ln paper(s) selected</source>
            <translation>
                <numerusform>%Ln Artikel ausgewählt</numerusform>
                <numerusform>%Ln Artikel ausgewählt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln rated</source>
            <translation>
                <numerusform>%Ln bewertet</numerusform>
                <numerusform>%Ln bewertet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln New</source>
            <translation>
                <numerusform>%Ln Neu</numerusform>
                <numerusform>%Ln Neu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln To read</source>
            <translation>
                <numerusform>%Ln Zu lesen</numerusform>
                <numerusform>%Ln Zu lesen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Reading</source>
            <translation>
                <numerusform>%Ln Begonnen</numerusform>
                <numerusform>%Ln Begonnen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Read</source>
            <translation>
                <numerusform>%Ln Gelesen</numerusform>
                <numerusform>%Ln Gelesen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Dropped</source>
            <translation>
                <numerusform>%Ln Verworfen</numerusform>
                <numerusform>%Ln Verworfen</numerusform>
            </translation>
        </message>
        <message>
            <source>Mark every selected paper as new ({key})</source>
            <translation>Jeden ausgewählten Artikel als neu markieren ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as to read ({key})</source>
            <translation>Jeden ausgewählten Artikel als zu lesen markieren ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as reading ({key})</source>
            <translation>Jeden ausgewählten Artikel als begonnen markieren ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as read ({key})</source>
            <translation>Jeden ausgewählten Artikel als gelesen markieren ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as dropped ({key})</source>
            <translation>Jeden ausgewählten Artikel als verworfen markieren ({key})</translation>
        </message>
        <message>
            <source>Mark selected as New</source>
            <translation>Ausgewählte als Neu markieren</translation>
        </message>
        <message>
            <source>Mark selected as To read</source>
            <translation>Ausgewählte als Zu lesen markieren</translation>
        </message>
        <message>
            <source>Mark selected as Reading</source>
            <translation>Ausgewählte als Begonnen markieren</translation>
        </message>
        <message>
            <source>Mark selected as Read</source>
            <translation>Ausgewählte als Gelesen markieren</translation>
        </message>
        <message>
            <source>Mark selected as Dropped</source>
            <translation>Ausgewählte als Verworfen markieren</translation>
        </message>
        <message>
            <source>What you do here applies to every selected paper, and Ctrl+Z undoes it.</source>
            <translation>Was Sie hier tun, gilt für jeden ausgewählten Artikel, und Ctrl+Z macht es rückgängig.</translation>
        </message>
        <message>
            <source>Mark as</source>
            <translation>Markieren als</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Bewerten</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Clear the rating of every selected paper</source>
            <translation>Die Bewertung jedes ausgewählten Artikels entfernen</translation>
        </message>
        <message>
            <source>Tag</source>
            <translation>Tag</translation>
        </message>
        <message>
            <source>Add tags to all, comma-separated, then Enter</source>
            <translation>Tags zu allen hinzufügen, durch Kommas getrennt, dann Enter</translation>
        </message>
        <message>
            <source>Add tags to the selected papers</source>
            <translation>Tags zu den ausgewählten Artikeln hinzufügen</translation>
        </message>
        <message>
            <source>Also</source>
            <translation>Außerdem</translation>
        </message>
        <message>
            <source>Add to collection</source>
            <translation>Zu Sammlung hinzufügen</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <source>or</source>
            <translation>oder</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Library</source>
            <translation>Bibliothek</translation>
        </message>
        <message>
            <source>Starred</source>
            <translation>Mit Sternen</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Tags</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>Sammlungen</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>Gespeicherte Suchen</translation>
        </message>
        <message>
            <source>For you</source>
            <translation>Für Sie</translation>
        </message>
        <message>
            <source>(no collection)</source>
            <translation>(keine Sammlung)</translation>
        </message>
        <message>
            <source>Library views</source>
            <translation>Ansichten der Bibliothek</translation>
        </message>
        <message>
            <source>Your reading queue, next first: q adds a paper, Ctrl+Enter opens it</source>
            <translation>Ihre Warteschlange, der nächste zuerst: q fügt einen Artikel hinzu, Ctrl+Enter öffnet ihn</translation>
        </message>
        <message>
            <source>The last 50 papers you read in Lectern, the most recent first</source>
            <translation>Die letzten 50 Artikel, die Sie in Lectern gelesen haben, die neuesten zuerst</translation>
        </message>
        <message>
            <source>Papers that might be the same work: merge them, or say they differ</source>
            <translation>Artikel, die dasselbe Werk sein könnten: Führen Sie sie zusammen oder geben Sie an, dass sie verschieden sind</translation>
        </message>
        <message>
            <source>Deleted papers, until you empty the Trash; Restore brings one back</source>
            <translation>Gelöschte Artikel, bis Sie den Papierkorb leeren; Wiederherstellen holt einen zurück</translation>
        </message>
        <message>
            <source>Papers most like your starred ones that you have not read</source>
            <translation>Artikel, die Ihren mit Sternen bewerteten am ähnlichsten sind und die Sie noch nicht gelesen haben</translation>
        </message>
        <message>
            <source>Save search</source>
            <translation>Suche speichern</translation>
        </message>
        <message>
            <source>Name for this search:</source>
            <translation>Name für diese Suche:</translation>
        </message>
        <message>
            <source>Rename saved search</source>
            <translation>Gespeicherte Suche umbenennen</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Neuer Name:</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Umbenennen…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <source>Delete collection (its papers stay; the ones inside move up)</source>
            <translation>Sammlung löschen (ihre Artikel bleiben; enthaltene Sammlungen rücken eine Ebene hoch)</translation>
        </message>
        <message>
            <source>Delete collection (its papers stay)</source>
            <translation>Sammlung löschen (ihre Artikel bleiben)</translation>
        </message>
        <message>
            <source>Move to…</source>
            <translation>Verschieben nach…</translation>
        </message>
        <message>
            <source>Merge into…</source>
            <translation>Zusammenführen mit…</translation>
        </message>
        <message>
            <source>New collection inside…</source>
            <translation>Neue Sammlung darin…</translation>
        </message>
        <message>
            <source>New collection…</source>
            <translation>Neue Sammlung…</translation>
        </message>
        <message>
            <source>Empty Trash…</source>
            <translation>Papierkorb leeren…</translation>
        </message>
        <message>
            <source>Save current search…</source>
            <translation>Aktuelle Suche speichern…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln star(s) and up</source>
            <translation>
                <numerusform>%Ln Stern und mehr</numerusform>
                <numerusform>%Ln Sterne und mehr</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StarRating</name>
        <message>
            <source>Rating</source>
            <translation>Bewertung</translation>
        </message>
        <message>
            <source>Rate this paper: click a star; click it again to clear</source>
            <translation>Diesen Artikel bewerten: auf einen Stern klicken; erneut klicken zum Entfernen</translation>
        </message>
        <message numerus="yes">
            <source>{rating} of %Ln star(s)</source>
            <translation>
                <numerusform>{rating} von %Ln Stern</numerusform>
                <numerusform>{rating} von %Ln Sternen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Cannot open the library</source>
            <translation>Die Bibliothek kann nicht geöffnet werden</translation>
        </message>
        <message>
            <source>Library in use</source>
            <translation>Bibliothek in Verwendung</translation>
        </message>
        <message>
            <source>{problem}

Another program (perhaps `lectern import` in a terminal, or Lectern on another account) is writing to this library. Close it and start Lectern again.</source>
            <translation>{problem}

Ein anderes Programm (vielleicht `lectern import` in einem Terminal oder Lectern unter einem anderen Konto) schreibt in diese Bibliothek. Schließen Sie es und starten Sie Lectern erneut.</translation>
        </message>
        <message>
            <source>Library damaged</source>
            <translation>Bibliothek beschädigt</translation>
        </message>
        <message>
            <source>{problem}

Lectern keeps rolling backups in {backups}. `lectern check` in a terminal shows what is wrong.</source>
            <translation>{problem}

Lectern hält fortlaufende Sicherungen in {backups}. `lectern check` in einem Terminal zeigt, was nicht stimmt.</translation>
        </message>
        <message>
            <source>Lectern cannot use the folder {folder}: {reason}.

Check that the folder exists and that you may write to it, or start Lectern with --library pointing at another folder.</source>
            <translation>Lectern kann den Ordner {folder} nicht verwenden: {reason}.

Prüfen Sie, ob der Ordner existiert und Sie darin schreiben dürfen, oder starten Sie Lectern mit --library und einem anderen Ordner.</translation>
        </message>
        <message>
            <source>Opening {folder} failed unexpectedly ({error}: {problem}).</source>
            <translation>Das Öffnen von {folder} ist unerwartet fehlgeschlagen ({error}: {problem}).</translation>
        </message>
        <message>
            <source>Lectern is already open on {folder}: its window is brought forward.</source>
            <translation>Lectern ist bereits mit {folder} geöffnet: sein Fenster wird nach vorn geholt.</translation>
        </message>
        <message>
            <source>Log file: {path}</source>
            <translation>Protokolldatei: {path}</translation>
        </message>
        <message>
            <source>Your library was upgraded for this version of Lectern; the files as they were are kept in its backups folder.</source>
            <translation>Ihre Bibliothek wurde für diese Version von Lectern aktualisiert; die Dateien im vorherigen Zustand liegen in ihrem Sicherungsordner.</translation>
        </message>
        <message>
            <source>Lectern repaired your library</source>
            <translation>Lectern hat Ihre Bibliothek repariert</translation>
        </message>
        <message>
            <source>The sample could not be loaded</source>
            <translation>Das Beispiel konnte nicht geladen werden</translation>
        </message>
        <message numerus="yes">
            <source>Lectern is already open on {folder}: %Ln file(s) handed to its window to import.</source>
            <translation>
                <numerusform>Lectern ist bereits mit {folder} geöffnet: %Ln Datei an sein Fenster zum Importieren übergeben.</numerusform>
                <numerusform>Lectern ist bereits mit {folder} geöffnet: %Ln Dateien an sein Fenster zum Importieren übergeben.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>New</source>
            <translation>Neu</translation>
        </message>
        <message>
            <source>To read</source>
            <translation>Zu lesen</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>Begonnen</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>Gelesen</translation>
        </message>
        <message>
            <source>Dropped</source>
            <translation>Verworfen</translation>
        </message>
        <message>
            <source>Mark as new</source>
            <translation>Als neu markieren</translation>
        </message>
        <message>
            <source>Mark as to read</source>
            <translation>Als zu lesen markieren</translation>
        </message>
        <message>
            <source>Mark as reading</source>
            <translation>Als begonnen markieren</translation>
        </message>
        <message>
            <source>Mark as read</source>
            <translation>Als gelesen markieren</translation>
        </message>
        <message>
            <source>Mark as dropped</source>
            <translation>Als verworfen markieren</translation>
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message>
            <source>{task}…</source>
            <translation>{task}…</translation>
        </message>
        <message>
            <source>{task}… {done} of {total}</source>
            <translation>{task}… {done} von {total}</translation>
        </message>
        <message>
            <source>{action}: on</source>
            <translation>{action}: an</translation>
        </message>
        <message>
            <source>{action}: off</source>
            <translation>{action}: aus</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)  ·  {to_read} to read  ·  {read_this_week} read this week</source>
            <translation>
                <numerusform>%Ln Artikel  ·  {to_read} zu lesen  ·  {read_this_week} diese Woche gelesen</numerusform>
                <numerusform>%Ln Artikel  ·  {to_read} zu lesen  ·  {read_this_week} diese Woche gelesen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: %Ln paper(s)</source>
            <translation>
                <numerusform>{view}: %Ln Artikel</numerusform>
                <numerusform>{view}: %Ln Artikel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: {shown} of %Ln paper(s)</source>
            <translation>
                <numerusform>{view}: {shown} von %Ln Artikel</numerusform>
                <numerusform>{view}: {shown} von %Ln Artikeln</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatusSelector</name>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Reading status (u, t, r, d, x)</source>
            <translation>Lesestatus (u, t, r, d, x)</translation>
        </message>
        <message>
            <source>{action} ({key})</source>
            <translation>{action} ({key})</translation>
        </message>
        <message>
            <source>Status {status}</source>
            <translation>Status {status}</translation>
        </message>
    </context>
    <context>
        <name>SyncWatcher</name>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} und {second}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) updated from your other devices</source>
            <translation>
                <numerusform>%Ln Artikel von Ihren anderen Geräten aktualisiert</numerusform>
                <numerusform>%Ln Artikel von Ihren anderen Geräten aktualisiert</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) updated from {devices}</source>
            <translation>
                <numerusform>%Ln Artikel von {devices} aktualisiert</numerusform>
                <numerusform>%Ln Artikel von {devices} aktualisiert</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SyntaxHelp</name>
        <message>
            <source>papers with these words; those with all of them first</source>
            <translation>Artikel mit diesen Wörtern; die mit allen zuerst</translation>
        </message>
        <message>
            <source>the words in a row</source>
            <translation>die Wörter direkt hintereinander</translation>
        </message>
        <message>
            <source>one field: title, author, abstract, notes, tag, venue, collection</source>
            <translation>ein Feld: title, author, abstract, notes, tag, venue, collection</translation>
        </message>
        <message>
            <source>an author's name</source>
            <translation>der Name eines Autors</translation>
        </message>
        <message>
            <source>your own notes</source>
            <translation>Ihre eigenen Notizen</translation>
        </message>
        <message>
            <source>papers you tagged</source>
            <translation>Artikel, die Sie mit Tags versehen haben</translation>
        </message>
        <message>
            <source>the text of the attached PDFs alone (plain words search it too)</source>
            <translation>nur der Text der angehängten PDFs (einfache Wörter durchsuchen ihn auch)</translation>
        </message>
        <message>
            <source>a citation key or alias; type:book, publisher:"MIT Press", isbn: …</source>
            <translation>ein Zitierschlüssel oder Alias; type:book, publisher:"MIT Press", isbn: …</translation>
        </message>
        <message>
            <source>new, to-read, reading, read, dropped (or several: reading,to-read)</source>
            <translation>new, to-read, reading, read, dropped (oder mehrere: reading,to-read)</translation>
        </message>
        <message>
            <source>preprints a lookup found published</source>
            <translation>Preprints, deren Veröffentlichung beim Nachschlagen gefunden wurde</translation>
        </message>
        <message>
            <source>the passages you marked and their notes</source>
            <translation>die Stellen, die Sie markiert haben, und ihre Notizen</translation>
        </message>
        <message>
            <source>a mark of that colour (green, blue, pink, purple); has:marks</source>
            <translation>eine Markierung dieser Farbe (green, blue, pink, purple); has:marks</translation>
        </message>
        <message>
            <source>four stars or more (rating:5, rating:&lt;3 …)</source>
            <translation>vier Sterne oder mehr (rating:5, rating:&lt;3 …)</translation>
        </message>
        <message>
            <source>a range of years (year:&gt;=2020 …)</source>
            <translation>ein Bereich von Jahren (year:&gt;=2020 …)</translation>
        </message>
        <message>
            <source>when you added it: added:2026-11, added:&lt;7d, modified:today</source>
            <translation>wann Sie ihn hinzugefügt haben: added:2026-11, added:&lt;7d, modified:today</translation>
        </message>
        <message>
            <source>either word; AND, NOT, -word and (parentheses) work too</source>
            <translation>eines der Wörter; AND, NOT, -wort und (Klammern) gehen auch</translation>
        </message>
        <message>
            <source>words starting with optim</source>
            <translation>Wörter, die mit optim beginnen</translation>
        </message>
        <message>
            <source>close spellings (one or two typos)</source>
            <translation>ähnliche Schreibweisen (ein oder zwei Tippfehler)</translation>
        </message>
        <message>
            <source>Search syntax</source>
            <translation>Suchsyntax</translation>
        </message>
        <message>
            <source>Press &lt;b&gt;/&lt;/b&gt; or &lt;b&gt;Ctrl+F&lt;/b&gt; to search, &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Esc&lt;/b&gt; to go back to the list.</source>
            <translation>Drücken Sie &lt;b&gt;/&lt;/b&gt; oder &lt;b&gt;Ctrl+F&lt;/b&gt; zum Suchen, &lt;b&gt;Enter&lt;/b&gt; oder &lt;b&gt;Esc&lt;/b&gt;, um zur Liste zurückzukehren.</translation>
        </message>
    </context>
    <context>
        <name>TagChip</name>
        <message>
            <source>Remove the tag “{tag}”</source>
            <translation>Tag „{tag}“ entfernen</translation>
        </message>
        <message>
            <source>Remove tag {tag}</source>
            <translation>Tag {tag} entfernen</translation>
        </message>
    </context>
    <context>
        <name>TagsEditor</name>
        <message>
            <source>Add tags…</source>
            <translation>Tags hinzufügen…</translation>
        </message>
        <message>
            <source>Type a tag and press Enter; separate several with commas</source>
            <translation>Tag eingeben und Enter drücken; mehrere durch Kommas trennen</translation>
        </message>
        <message>
            <source>Add tags</source>
            <translation>Tags hinzufügen</translation>
        </message>
    </context>
    <context>
        <name>Task</name>
        <message>
            <source>Exporting</source>
            <translation>Exportieren</translation>
        </message>
        <message>
            <source>Undoing a change</source>
            <translation>Rückgängigmachen einer Änderung</translation>
        </message>
        <message>
            <source>Saving notes</source>
            <translation>Speichern der Notizen</translation>
        </message>
        <message>
            <source>Saving the search</source>
            <translation>Speichern der Suche</translation>
        </message>
        <message>
            <source>Renaming the search</source>
            <translation>Umbenennen der Suche</translation>
        </message>
        <message>
            <source>Deleting the search</source>
            <translation>Löschen der Suche</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <source>System</source>
            <translation>System</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Hell</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
    </context>
    <context>
        <name>Timeline</name>
        <message>
            <source>Added {date}</source>
            <translation>Hinzugefügt {date}</translation>
        </message>
        <message>
            <source>{status} {date}</source>
            <comment>a step of the status timeline</comment>
            <translation>{status} {date}</translation>
        </message>
    </context>
    <context>
        <name>Triage</name>
        <message>
            <source>Advance after marking is on (Paper menu, or the button in the status bar). When it is on, only the marks t, r, d, x and u move on to the next paper; stars 1–5 and 0 always stay on the paper, so rate first, then mark.</source>
            <translation>„Nach dem Markieren weiter“ ist an (Menü Artikel oder die Schaltfläche in der Statusleiste). Wenn es an ist, gehen nur die Markierungen t, r, d, x und u zum nächsten Artikel weiter; Sterne 1–5 und 0 bleiben immer beim Artikel, also erst bewerten, dann markieren.</translation>
        </message>
        <message>
            <source>Advance after marking is off (Paper menu, or the button in the status bar). When it is on, only the marks t, r, d, x and u move on to the next paper; stars 1–5 and 0 always stay on the paper, so rate first, then mark.</source>
            <translation>„Nach dem Markieren weiter“ ist aus (Menü Artikel oder die Schaltfläche in der Statusleiste). Wenn es an ist, gehen nur die Markierungen t, r, d, x und u zum nächsten Artikel weiter; Sterne 1–5 und 0 bleiben immer beim Artikel, also erst bewerten, dann markieren.</translation>
        </message>
    </context>
    <context>
        <name>Unreadable</name>
        <message>
            <source>The file is not there any more: {path}</source>
            <translation>Die Datei ist nicht mehr da: {path}</translation>
        </message>
        <message>
            <source>The file could not be read ({reason}).</source>
            <translation>Die Datei konnte nicht gelesen werden ({reason}).</translation>
        </message>
        <message>
            <source>This PDF has no pages.</source>
            <translation>Dieses PDF hat keine Seiten.</translation>
        </message>
        <message>
            <source>This PDF is protected by a password, and Lectern cannot open such files.</source>
            <translation>Dieses PDF ist mit einem Passwort geschützt, und Lectern kann solche Dateien nicht öffnen.</translation>
        </message>
        <message>
            <source>This PDF is encrypted in a way Lectern cannot read.</source>
            <translation>Dieses PDF ist auf eine Weise verschlüsselt, die Lectern nicht lesen kann.</translation>
        </message>
        <message>
            <source>This file is damaged or is not a PDF, so Lectern cannot show it.</source>
            <translation>Diese Datei ist beschädigt oder kein PDF, daher kann Lectern sie nicht anzeigen.</translation>
        </message>
    </context>
    <context>
        <name>UserGuide</name>
        <message>
            <source>User guide</source>
            <translation>Benutzerhandbuch</translation>
        </message>
        <message>
            <source>This copy of Lectern has no user guide.</source>
            <translation>Diese Lectern-Installation enthält kein Benutzerhandbuch.</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Zurück</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Vorwärts</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>Inhalt</translation>
        </message>
        <message>
            <source>Contents of the user guide</source>
            <translation>Inhalt des Benutzerhandbuchs</translation>
        </message>
        <message>
            <source>Page of the user guide</source>
            <translation>Seite des Benutzerhandbuchs</translation>
        </message>
        <message>
            <source>No browser opened {link}</source>
            <translation>Kein Browser hat {link} geöffnet</translation>
        </message>
        <message>
            <source>Not part of the guide in the app: {link}</source>
            <translation>Nicht Teil des Handbuchs in der App: {link}</translation>
        </message>
        <message>
            <source>{page} — User guide</source>
            <translation>{page} — Benutzerhandbuch</translation>
        </message>
    </context>
    <context>
        <name>ViewActions</name>
        <message>
            <source>{column} (none in this list)</source>
            <translation>{column} (in dieser Liste leer)</translation>
        </message>
    </context>
    <context>
        <name>WatchedFoldersDialog</name>
        <message>
            <source>Watched folders</source>
            <translation>Überwachte Ordner</translation>
        </message>
        <message>
            <source>A new PDF in these folders, or in their subfolders, is imported once it has finished downloading, into no collection. The PDFs a folder holds when you add it are left alone.</source>
            <translation>Ein neues PDF in diesen Ordnern oder ihren Unterordnern wird importiert, sobald es fertig heruntergeladen ist, und in keine Sammlung gelegt. PDFs, die ein Ordner beim Hinzufügen schon enthält, bleiben unberührt.</translation>
        </message>
        <message>
            <source>&amp;Add folder…</source>
            <translation>Ordner &amp;hinzufügen…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Entfernen</translation>
        </message>
        <message>
            <source>Watch a folder</source>
            <translation>Ordner überwachen</translation>
        </message>
    </context>
    <context>
        <name>WeekChart</name>
        <message>
            <source>, </source>
            <comment>separates the items of a list</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>week of {date}: {count}</source>
            <translation>Woche vom {date}: {count}</translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln finished</source>
            <translation>
                <numerusform>Woche vom {date}: %Ln gelesen</numerusform>
                <numerusform>Woche vom {date}: %Ln gelesen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln opened in Lectern</source>
            <translation>
                <numerusform>Woche vom {date}: %Ln in Lectern geöffnet</numerusform>
                <numerusform>Woche vom {date}: %Ln in Lectern geöffnet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln to read at the end of the week</source>
            <translation>
                <numerusform>Woche vom {date}: %Ln am Ende der Woche noch zu lesen</numerusform>
                <numerusform>Woche vom {date}: %Ln am Ende der Woche noch zu lesen</numerusform>
            </translation>
        </message>
    </context>
</TS>

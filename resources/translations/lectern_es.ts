<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>About</name>
        <message>
            <source>An offline reading list for research papers: triage, rate, annotate and search, all on your own computer. No account, no network.</source>
            <translation>Una lista de lectura sin conexión para artículos de investigación: clasifique, valore, anote y busque, todo en su propio equipo. Sin cuenta, sin red.</translation>
        </message>
        <message>
            <source>Library: {folder}</source>
            <translation>Biblioteca: {folder}</translation>
        </message>
        <message>
            <source>Citation styles from the Citation Style Language project (citationstyles.org), licensed CC BY-SA 3.0, by:</source>
            <translation>Estilos de cita del proyecto Citation Style Language (citationstyles.org), con licencia CC BY-SA 3.0, de:</translation>
        </message>
        <message>
            <source>About Lectern</source>
            <translation>Acerca de Lectern</translation>
        </message>
    </context>
    <context>
        <name>AbstractParts</name>
        <message>
            <source>Copy all</source>
            <translation>Copiar todo</translation>
        </message>
        <message>
            <source>Copy the whole abstract to the clipboard</source>
            <translation>Copiar el resumen completo al portapapeles</translation>
        </message>
        <message>
            <source>Showing the first {shown} of {total} characters.</source>
            <translation>Se muestran los primeros {shown} de {total} caracteres.</translation>
        </message>
        <message>
            <source>Show all</source>
            <translation>Mostrar todo</translation>
        </message>
        <message>
            <source>Show more</source>
            <translation>Mostrar más</translation>
        </message>
    </context>
    <context>
        <name>Actions</name>
        <message>
            <source>After t, r, d, x or u, move on to the next paper. Stars (1–5, 0) stay on the paper: rate first, then mark.</source>
            <translation>Tras t, r, d, x o u, pasar al artículo siguiente. Las estrellas (1–5, 0) se quedan en el artículo: valore primero y marque después.</translation>
        </message>
        <message>
            <source>&amp;New paper…</source>
            <translation>&amp;Nuevo artículo…</translation>
        </message>
        <message>
            <source>New paper: paste an entry or an identifier, or type it in…</source>
            <translation>Nuevo artículo: pegue una entrada o un identificador, o escríbalo…</translation>
        </message>
        <message>
            <source>New &amp;collection…</source>
            <translation>Nueva &amp;colección…</translation>
        </message>
        <message>
            <source>&amp;Import papers…</source>
            <translation>&amp;Importar artículos…</translation>
        </message>
        <message>
            <source>&amp;Watch a folder…</source>
            <translation>&amp;Vigilar una carpeta…</translation>
        </message>
        <message>
            <source>Import each new PDF in a folder (Downloads, say) once it has finished downloading</source>
            <translation>Importar cada PDF nuevo de una carpeta (Descargas, por ejemplo) cuando termine de descargarse</translation>
        </message>
        <message>
            <source>&amp;Export selection…</source>
            <translation>&amp;Exportar selección…</translation>
        </message>
        <message>
            <source>Export the selection…</source>
            <translation>Exportar la selección…</translation>
        </message>
        <message>
            <source>Export current &amp;view…</source>
            <translation>Exportar vista &amp;actual…</translation>
        </message>
        <message>
            <source>Export the papers in the list…</source>
            <translation>Exportar los artículos de la lista…</translation>
        </message>
        <message>
            <source>&amp;Keep exported…</source>
            <translation>&amp;Mantener exportado…</translation>
        </message>
        <message>
            <source>Keep a BibTeX, biblatex or CSL-JSON file up to date with a collection, a saved search or the whole library</source>
            <translation>Mantener un archivo BibTeX, biblatex o CSL-JSON al día con una colección, una búsqueda guardada o toda la biblioteca</translation>
        </message>
        <message>
            <source>Empty Tras&amp;h…</source>
            <translation>Vaciar la &amp;Papelera…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>Undo: a status, rating, tag or Up next change, a saved note, an edit, a deletion, a merge, a collection, an import; a change to many papers at once as one. After a restart too</source>
            <translation>Deshacer: un cambio de estado, valoración, etiqueta o cola, una nota guardada, una edición, una eliminación, una fusión, una colección, una importación; un cambio en muchos artículos a la vez, como uno solo. También tras reiniciar</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>Copy as &amp;BibTeX</source>
            <translation>Copiar como &amp;BibTeX</translation>
        </message>
        <message>
            <source>Copy the selected papers as BibTeX</source>
            <translation>Copiar los artículos seleccionados como BibTeX</translation>
        </message>
        <message>
            <source>Copy &amp;citation</source>
            <translation>Copiar &amp;cita</translation>
        </message>
        <message>
            <source>Copy the selected papers' citation in the style Preferences chooses</source>
            <translation>Copiar la cita de los artículos seleccionados en el estilo elegido en Preferencias</translation>
        </message>
        <message>
            <source>In the style chosen in Preferences (Edit → Copy citation in: any other)</source>
            <translation>En el estilo elegido en Preferencias (Editar → Copiar cita en: cualquier otro)</translation>
        </message>
        <message>
            <source>Copy bibliography &amp;entry</source>
            <translation>Copiar &amp;entrada bibliográfica</translation>
        </message>
        <message>
            <source>Copy the selected papers' bibliography entries in that style</source>
            <translation>Copiar las entradas bibliográficas de los artículos seleccionados en ese estilo</translation>
        </message>
        <message>
            <source>Copy citation &amp;key</source>
            <translation>Copiar cla&amp;ve de cita</translation>
        </message>
        <message>
            <source>Copy the selected papers' citation keys as \cite{a,b} or [@a; @b]</source>
            <translation>Copiar las claves de cita de los artículos seleccionados como \cite{a,b} o [@a; @b]</translation>
        </message>
        <message>
            <source>Copy &amp;link</source>
            <translation>Copiar en&amp;lace</translation>
        </message>
        <message>
            <source>Regenerate citation &amp;key</source>
            <translation>Re&amp;generar clave de cita</translation>
        </message>
        <message>
            <source>&amp;Search</source>
            <translation>B&amp;uscar</translation>
        </message>
        <message>
            <source>Save this &amp;search…</source>
            <translation>Guardar es&amp;ta búsqueda…</translation>
        </message>
        <message>
            <source>Save the current search</source>
            <translation>Guardar la búsqueda actual</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferencias…</translation>
        </message>
        <message>
            <source>&amp;Open paper</source>
            <translation>&amp;Abrir artículo</translation>
        </message>
        <message>
            <source>Open the paper: its attached PDF in the reader, beside the notes (else its page or file)</source>
            <translation>Abrir el artículo: su PDF adjunto en el lector, junto a las notas (si no, su página o archivo)</translation>
        </message>
        <message>
            <source>Read the attached PDF in Lectern; a paper without one opens its page</source>
            <translation>Leer el PDF adjunto en Lectern; un artículo sin PDF abre su página</translation>
        </message>
        <message>
            <source>Open paper's &amp;page</source>
            <translation>Abrir &amp;página del artículo</translation>
        </message>
        <message>
            <source>Open the paper's page (DOI, arXiv, link or attached file)</source>
            <translation>Abrir la página del artículo (DOI, arXiv, enlace o archivo adjunto)</translation>
        </message>
        <message>
            <source>Open the DOI, arXiv page, link or attached file</source>
            <translation>Abrir el DOI, la página de arXiv, el enlace o el archivo adjunto</translation>
        </message>
        <message>
            <source>Copy &amp;marks as Markdown</source>
            <translation>Copiar &amp;anotaciones como Markdown</translation>
        </message>
        <message>
            <source>The paper's highlights and margin notes as quotes, each with a link to its page</source>
            <translation>Los resaltados y notas al margen del artículo como citas, cada una con un enlace a su página</translation>
        </message>
        <message>
            <source>Save a cop&amp;y with marks…</source>
            <translation>Guardar una cop&amp;ia con anotaciones…</translation>
        </message>
        <message>
            <source>A copy of the paper's PDF with its marks as PDF annotations, for other readers; the PDF itself is left as it is</source>
            <translation>Una copia del PDF del artículo con sus anotaciones como anotaciones PDF, para otros lectores; el PDF original no se modifica</translation>
        </message>
        <message>
            <source>Next paper</source>
            <translation>Artículo siguiente</translation>
        </message>
        <message>
            <source>Previous paper</source>
            <translation>Artículo anterior</translation>
        </message>
        <message>
            <source>Rate 1 star</source>
            <translation>Valorar con 1 estrella</translation>
        </message>
        <message>
            <source>Rate 2 stars</source>
            <translation>Valorar con 2 estrellas</translation>
        </message>
        <message>
            <source>Rate 3 stars</source>
            <translation>Valorar con 3 estrellas</translation>
        </message>
        <message>
            <source>Rate 4 stars</source>
            <translation>Valorar con 4 estrellas</translation>
        </message>
        <message>
            <source>Rate 5 stars</source>
            <translation>Valorar con 5 estrellas</translation>
        </message>
        <message>
            <source>Clear the rating</source>
            <translation>Quitar la valoración</translation>
        </message>
        <message>
            <source>Edit notes</source>
            <translation>Editar notas</translation>
        </message>
        <message>
            <source>Advance after marking</source>
            <translation>Avanzar tras marcar</translation>
        </message>
        <message>
            <source>Add to Up next</source>
            <translation>Añadir a la cola</translation>
        </message>
        <message>
            <source>Add to the front of Up next</source>
            <translation>Añadir al principio de la cola</translation>
        </message>
        <message>
            <source>Move up in Up next</source>
            <translation>Subir en la cola</translation>
        </message>
        <message>
            <source>Move down in Up next</source>
            <translation>Bajar en la cola</translation>
        </message>
        <message>
            <source>Take out of Up next</source>
            <translation>Quitar de la cola</translation>
        </message>
        <message>
            <source>In Up next: take the selection out of the queue</source>
            <translation>En la cola: quitar la selección de la cola</translation>
        </message>
        <message>
            <source>Next paper: open the first in Up next</source>
            <translation>Artículo siguiente: abrir el primero de la cola</translation>
        </message>
        <message>
            <source>Next paper: open the first in Up next and mark it reading</source>
            <translation>Artículo siguiente: abrir el primero de la cola y marcarlo como leyendo</translation>
        </message>
        <message>
            <source>&amp;Edit details…</source>
            <translation>&amp;Editar detalles…</translation>
        </message>
        <message>
            <source>Edit the details of the selected paper</source>
            <translation>Editar los detalles del artículo seleccionado</translation>
        </message>
        <message>
            <source>&amp;Attach a file…</source>
            <translation>Ad&amp;juntar un archivo…</translation>
        </message>
        <message>
            <source>Move to &amp;Trash</source>
            <translation>Mover a la Pape&amp;lera</translation>
        </message>
        <message>
            <source>Move the selection to the Trash (in the Trash: delete for good; in Up next: take it out of the queue)</source>
            <translation>Mover la selección a la Papelera (en la Papelera: eliminarla definitivamente; en la cola: quitarla de la cola)</translation>
        </message>
        <message>
            <source>&amp;Restore from Trash</source>
            <translation>&amp;Restaurar de la Papelera</translation>
        </message>
        <message>
            <source>Restore the selection from the Trash</source>
            <translation>Restaurar la selección de la Papelera</translation>
        </message>
        <message>
            <source>Delete for &amp;good…</source>
            <translation>Eliminar &amp;definitivamente…</translation>
        </message>
        <message>
            <source>In the Trash: delete the selection for good, after asking</source>
            <translation>En la Papelera: eliminar definitivamente la selección, tras preguntar</translation>
        </message>
        <message>
            <source>&amp;Merge selected papers</source>
            <translation>&amp;Fusionar artículos seleccionados</translation>
        </message>
        <message>
            <source>Merge the selected papers into the one shown</source>
            <translation>Fusionar los artículos seleccionados en el que se muestra</translation>
        </message>
        <message>
            <source>&amp;Look up online</source>
            <translation>&amp;Buscar en línea</translation>
        </message>
        <message>
            <source>Look the selected papers up by their DOI, arXiv id, PMID or ISBN</source>
            <translation>Buscar los artículos seleccionados por su DOI, id de arXiv, PMID o ISBN</translation>
        </message>
        <message>
            <source>Not &amp;duplicates</source>
            <translation>&amp;No son duplicados</translation>
        </message>
        <message>
            <source>Remove from this collection</source>
            <translation>Quitar de esta colección</translation>
        </message>
        <message>
            <source>Sort by &amp;relevance</source>
            <translation>Ordenar por &amp;relevancia</translation>
        </message>
        <message>
            <source>List the search results with the best match first</source>
            <translation>Mostrar los resultados de la búsqueda con la mejor coincidencia primero</translation>
        </message>
        <message>
            <source>Reset columns</source>
            <translation>Restablecer columnas</translation>
        </message>
        <message>
            <source>&amp;Next pane</source>
            <translation>Panel &amp;siguiente</translation>
        </message>
        <message>
            <source>Move to the next pane: the sidebar, the list, the paper's details</source>
            <translation>Ir al panel siguiente: la barra lateral, la lista, los detalles del artículo</translation>
        </message>
        <message>
            <source>Pre&amp;vious pane</source>
            <translation>Panel &amp;anterior</translation>
        </message>
        <message>
            <source>Move to the previous pane</source>
            <translation>Ir al panel anterior</translation>
        </message>
        <message>
            <source>Command &amp;palette…</source>
            <translation>&amp;Paleta de comandos…</translation>
        </message>
        <message>
            <source>The command palette: every menu action and sidebar view by name</source>
            <translation>La paleta de comandos: cada acción de los menús y cada vista de la barra lateral, por su nombre</translation>
        </message>
        <message>
            <source>Reading &amp;stats…</source>
            <translation>E&amp;stadísticas de lectura…</translation>
        </message>
        <message>
            <source>Reading stats</source>
            <translation>Estadísticas de lectura</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>&amp;Historial…</translation>
        </message>
        <message>
            <source>History: every change, newest first, by kind or for the selected paper; undo any one of them</source>
            <translation>Historial: cada cambio, del más reciente al más antiguo, por tipo o del artículo seleccionado; deshaga cualquiera de ellos</translation>
        </message>
        <message>
            <source>&amp;User guide</source>
            <translation>&amp;Guía del usuario</translation>
        </message>
        <message>
            <source>The manual, one page per area, offline</source>
            <translation>El manual, una página por área, sin conexión</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Atajos de teclado</translation>
        </message>
        <message>
            <source>This list of shortcuts</source>
            <translation>Esta lista de atajos</translation>
        </message>
        <message>
            <source>Search &amp;syntax</source>
            <translation>&amp;Sintaxis de búsqueda</translation>
        </message>
        <message>
            <source>&amp;About Lectern</source>
            <translation>Acerca &amp;de Lectern</translation>
        </message>
        <message>
            <source>Select every paper in the list (marks and stars then apply to all)</source>
            <translation>Seleccionar todos los artículos de la lista (las marcas y las estrellas se aplican entonces a todos)</translation>
        </message>
        <message>
            <source>From the search box: go to the list</source>
            <translation>Desde el cuadro de búsqueda: ir a la lista</translation>
        </message>
        <message>
            <source>In the search box: search for “Did you mean …” instead</source>
            <translation>En el cuadro de búsqueda: buscar «¿Quiso decir …?» en su lugar</translation>
        </message>
        <message>
            <source>In the search box: clear the search and go back to the list</source>
            <translation>En el cuadro de búsqueda: borrar la búsqueda y volver a la lista</translation>
        </message>
        <message>
            <source>From the notes: back to the list, or to the PDF being read (the notes are saved as you type)</source>
            <translation>Desde las notas: volver a la lista, o al PDF que se está leyendo (las notas se guardan mientras escribe)</translation>
        </message>
        <message>
            <source>In the details form (F2): save</source>
            <translation>En el formulario de detalles (F2): guardar</translation>
        </message>
        <message>
            <source>In the details form: close it without saving</source>
            <translation>En el formulario de detalles: cerrarlo sin guardar</translation>
        </message>
        <message>
            <source>On the stars (Tab to them): one star more</source>
            <translation>En las estrellas (llegue a ellas con Tab): una estrella más</translation>
        </message>
        <message>
            <source>On the stars: one star fewer</source>
            <translation>En las estrellas: una estrella menos</translation>
        </message>
        <message>
            <source>On the stars: none</source>
            <translation>En las estrellas: ninguna</translation>
        </message>
        <message>
            <source>On the stars: five</source>
            <translation>En las estrellas: cinco</translation>
        </message>
        <message>
            <source>In the reader (o on a paper with a PDF): next page</source>
            <translation>En el lector (o en un artículo con PDF): página siguiente</translation>
        </message>
        <message>
            <source>Previous page (the top of this one first)</source>
            <translation>Página anterior (primero el principio de esta)</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Desplazar hacia abajo</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Desplazar hacia arriba</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>Primera página</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>Última página</translation>
        </message>
        <message>
            <source>Go to a page…</source>
            <translation>Ir a una página…</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Acercar</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Alejar</translation>
        </message>
        <message>
            <source>Fit the page to the width (as it opens)</source>
            <translation>Ajustar la página al ancho (como al abrirla)</translation>
        </message>
        <message>
            <source>Find in the PDF: every match highlighted</source>
            <translation>Buscar en el PDF: todas las coincidencias resaltadas</translation>
        </message>
        <message>
            <source>In Find: the next match</source>
            <translation>En Buscar: la coincidencia siguiente</translation>
        </message>
        <message>
            <source>In Find: the previous match</source>
            <translation>En Buscar: la coincidencia anterior</translation>
        </message>
        <message>
            <source>In Find: close it, back to the pages</source>
            <translation>En Buscar: cerrarlo y volver a las páginas</translation>
        </message>
        <message>
            <source>Quote the text selected with the mouse into the notes: &gt; text (p. 4)</source>
            <translation>Copiar en las notas, como cita, el texto seleccionado con el ratón: &gt; texto (p. 4)</translation>
        </message>
        <message>
            <source>Text selected: highlight it in yellow, green, blue, pink or purple; a mark clicked: give it that colour</source>
            <translation>Texto seleccionado: resaltarlo en amarillo, verde, azul, rosa o morado; anotación pulsada: darle ese color</translation>
        </message>
        <message>
            <source>Text selected: underline it (a mark: underline or not)</source>
            <translation>Texto seleccionado: subrayarlo (anotación: subrayada o no)</translation>
        </message>
        <message>
            <source>Text selected: a note in the margin (a mark: its note)</source>
            <translation>Texto seleccionado: una nota al margen (anotación: su nota)</translation>
        </message>
        <message>
            <source>A mark clicked: delete it (Ctrl+Z brings it back)</source>
            <translation>Anotación pulsada: eliminarla (Ctrl+Z la recupera)</translation>
        </message>
        <message>
            <source>Text selected or a mark clicked: leave it</source>
            <translation>Texto seleccionado o anotación pulsada: dejarlo así</translation>
        </message>
        <message>
            <source>Close the reader, back to the list (Lectern keeps the page)</source>
            <translation>Cerrar el lector y volver a la lista (Lectern recuerda la página)</translation>
        </message>
    </context>
    <context>
        <name>BrowserSaves</name>
        <message>
            <source>The window takes only saves from the browser.</source>
            <translation>La ventana solo acepta lo que se guarda desde el navegador.</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>Guardado desde el navegador: {title}</translation>
        </message>
    </context>
    <context>
        <name>Changes</name>
        <message>
            <source>Undone: {change}</source>
            <translation>Deshecho: {change}</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Rehacer</translation>
        </message>
        <message>
            <source>Redone: {change}</source>
            <translation>Rehecho: {change}</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>&amp;Undo {change}</source>
            <translation>&amp;Deshacer {change}</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo {change}</source>
            <translation>&amp;Rehacer {change}</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>“{title}” marked {status}</source>
            <translation>«{title}» marcado como {status}</translation>
        </message>
        <message>
            <source>“{title}” rated {stars}★</source>
            <translation>«{title}» valorado con {stars}★</translation>
        </message>
        <message>
            <source>Rating cleared: “{title}”</source>
            <translation>Valoración quitada: «{title}»</translation>
        </message>
        <message>
            <source>“{title}” tagged “{tags}”</source>
            <translation>«{title}» etiquetado con «{tags}»</translation>
        </message>
        <message>
            <source>Tag “{tags}” removed from “{title}”</source>
            <translation>Etiqueta «{tags}» quitada de «{title}»</translation>
        </message>
        <message>
            <source>Rename “{title}”</source>
            <translation>Renombrar «{title}»</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) marked {status}</source>
            <translation>
                <numerusform>%Ln artículo marcado como {status}</numerusform>
                <numerusform>%Ln artículos marcados como {status}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) rated {stars}★</source>
            <translation>
                <numerusform>%Ln artículo valorado con {stars}★</numerusform>
                <numerusform>%Ln artículos valorados con {stars}★</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) tagged “{tags}”</source>
            <translation>
                <numerusform>%Ln artículo etiquetado con «{tags}»</numerusform>
                <numerusform>%Ln artículos etiquetados con «{tags}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Clear the rating of %Ln paper(s)</source>
            <translation>
                <numerusform>Quitar la valoración de %Ln artículo</numerusform>
                <numerusform>Quitar la valoración de %Ln artículos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as dropped</source>
            <translation>
                <numerusform>Marcar %Ln artículo como descartado</numerusform>
                <numerusform>Marcar %Ln artículos como descartados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as new</source>
            <translation>
                <numerusform>Marcar %Ln artículo como nuevo</numerusform>
                <numerusform>Marcar %Ln artículos como nuevos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as read</source>
            <translation>
                <numerusform>Marcar %Ln artículo como leído</numerusform>
                <numerusform>Marcar %Ln artículos como leídos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as reading</source>
            <translation>
                <numerusform>Marcar %Ln artículo como leyendo</numerusform>
                <numerusform>Marcar %Ln artículos como leyendo</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as to read</source>
            <translation>
                <numerusform>Marcar %Ln artículo como por leer</numerusform>
                <numerusform>Marcar %Ln artículos como por leer</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rate %Ln paper(s) {stars}★</source>
            <translation>
                <numerusform>Valorar %Ln artículo con {stars}★</numerusform>
                <numerusform>Valorar %Ln artículos con {stars}★</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rating cleared: %Ln paper(s)</source>
            <translation>
                <numerusform>Valoración quitada: %Ln artículo</numerusform>
                <numerusform>Valoración quitada: %Ln artículos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove tag “{tags}” from %Ln paper(s)</source>
            <translation>
                <numerusform>Quitar la etiqueta «{tags}» de %Ln artículo</numerusform>
                <numerusform>Quitar la etiqueta «{tags}» de %Ln artículos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag %Ln paper(s) “{tags}”</source>
            <translation>
                <numerusform>Etiquetar %Ln artículo con «{tags}»</numerusform>
                <numerusform>Etiquetar %Ln artículos con «{tags}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag “{tags}” removed from %Ln paper(s)</source>
            <translation>
                <numerusform>Etiqueta «{tags}» quitada de %Ln artículo</numerusform>
                <numerusform>Etiqueta «{tags}» quitada de %Ln artículos</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Citing</name>
        <message numerus="yes">
            <source>Copied the citation key of %Ln paper(s).</source>
            <translation>
                <numerusform>Se copió la clave de cita de %Ln artículo.</numerusform>
                <numerusform>Se copiaron las claves de cita de %Ln artículos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} bibliography entry of %Ln paper(s).</source>
            <translation>
                <numerusform>Se copió la entrada bibliográfica {style} de %Ln artículo.</numerusform>
                <numerusform>Se copiaron las entradas bibliográficas {style} de %Ln artículos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} citation of %Ln paper(s).</source>
            <translation>
                <numerusform>Se copió la cita {style} de %Ln artículo.</numerusform>
                <numerusform>Se copió la cita {style} de %Ln artículos.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CollectionActions</name>
        <message>
            <source>New collection…</source>
            <translation>Nueva colección…</translation>
        </message>
        <message>
            <source>New collection</source>
            <translation>Nueva colección</translation>
        </message>
        <message>
            <source>Name of the new collection inside “{parent}”:</source>
            <translation>Nombre de la nueva colección dentro de «{parent}»:</translation>
        </message>
        <message>
            <source>Name of the new collection:</source>
            <translation>Nombre de la nueva colección:</translation>
        </message>
        <message>
            <source>Collection “{name}” created inside “{parent}”</source>
            <translation>Colección «{name}» creada dentro de «{parent}»</translation>
        </message>
        <message>
            <source>Collection “{name}” created</source>
            <translation>Colección «{name}» creada</translation>
        </message>
        <message>
            <source>Create the collection {name}</source>
            <translation>Crear la colección {name}</translation>
        </message>
        <message>
            <source>(Top level)</source>
            <translation>(Nivel superior)</translation>
        </message>
        <message>
            <source>Move collection</source>
            <translation>Mover colección</translation>
        </message>
        <message>
            <source>Move “{name}” into:</source>
            <translation>Mover «{name}» a:</translation>
        </message>
        <message>
            <source>Move {name}</source>
            <translation>Mover {name}</translation>
        </message>
        <message>
            <source>“{name}” moved into “{target}”</source>
            <translation>«{name}» movida a «{target}»</translation>
        </message>
        <message>
            <source>“{name}” moved to the top</source>
            <translation>«{name}» movida al nivel superior</translation>
        </message>
        <message>
            <source>Rename collection</source>
            <translation>Renombrar colección</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Nombre nuevo:</translation>
        </message>
        <message>
            <source>Rename {name}</source>
            <translation>Renombrar {name}</translation>
        </message>
        <message>
            <source>Collection renamed to “{name}”</source>
            <translation>Colección renombrada como «{name}»</translation>
        </message>
        <message>
            <source>There is no other collection to merge it into.</source>
            <translation>No hay otra colección con la que fusionarla.</translation>
        </message>
        <message>
            <source>Merge collection</source>
            <translation>Fusionar colección</translation>
        </message>
        <message>
            <source>Merge “{name}” into:</source>
            <translation>Fusionar «{name}» con:</translation>
        </message>
        <message>
            <source>Merge {name} into {target}</source>
            <translation>Fusionar {name} con {target}</translation>
        </message>
        <message>
            <source>“{name}” merged into “{target}”</source>
            <translation>«{name}» fusionada con «{target}»</translation>
        </message>
        <message>
            <source>Delete the collection {name}</source>
            <translation>Eliminar la colección {name}</translation>
        </message>
        <message>
            <source>Collection “{name}” deleted; its papers stay in the library</source>
            <translation>Colección «{name}» eliminada; sus artículos siguen en la biblioteca</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) put in “{name}”</source>
            <translation>
                <numerusform>%Ln artículo añadido a «{name}»</numerusform>
                <numerusform>%Ln artículos añadidos a «{name}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of “{name}”</source>
            <translation>
                <numerusform>%Ln artículo quitado de «{name}»</numerusform>
                <numerusform>%Ln artículos quitados de «{name}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to {name}</source>
            <translation>
                <numerusform>Añadir %Ln artículo a {name}</numerusform>
                <numerusform>Añadir %Ln artículos a {name}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Put %Ln paper(s) in a new collection named:</source>
            <translation>
                <numerusform>Poner %Ln artículo en una colección nueva llamada:</numerusform>
                <numerusform>Poner %Ln artículos en una colección nueva llamada:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %Ln paper(s) from {name}</source>
            <translation>
                <numerusform>Quitar %Ln artículo de {name}</numerusform>
                <numerusform>Quitar %Ln artículos de {name}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Column</name>
        <message>
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>Autores</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Año</translation>
        </message>
        <message>
            <source>Collection</source>
            <translation>Colección</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Valoración</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Añadido</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notas</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Etiquetas</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>Publicación</translation>
        </message>
        <message>
            <source>Modified</source>
            <translation>Modificado</translation>
        </message>
        <message>
            <source>Last read</source>
            <translation>Última lectura</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Clave</translation>
        </message>
        <message>
            <source>Relevance</source>
            <translation>Relevancia</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Progreso</translation>
        </message>
    </context>
    <context>
        <name>CommandPalette</name>
        <message>
            <source>Tag</source>
            <translation>Etiqueta</translation>
        </message>
        <message>
            <source>Collection</source>
            <translation>Colección</translation>
        </message>
        <message>
            <source>Saved search</source>
            <translation>Búsqueda guardada</translation>
        </message>
        <message>
            <source>View</source>
            <translation>Vista</translation>
        </message>
        <message>
            <source>Go to · {kind}</source>
            <translation>Ir a · {kind}</translation>
        </message>
        <message>
            <source>Command palette</source>
            <translation>Paleta de comandos</translation>
        </message>
        <message>
            <source>Type an action, a tag, a collection or a saved search…</source>
            <translation>Escriba una acción, una etiqueta, una colección o una búsqueda guardada…</translation>
        </message>
        <message>
            <source>Find an action or a place</source>
            <translation>Buscar una acción o un lugar</translation>
        </message>
    </context>
    <context>
        <name>ConflictBanner</name>
        <message>
            <source>(empty)</source>
            <translation>(vacía)</translation>
        </message>
        <message>
            <source>This note, kept for now:</source>
            <translation>Esta nota, conservada por ahora:</translation>
        </message>
        <message>
            <source>This version of the note</source>
            <translation>Esta versión de la nota</translation>
        </message>
        <message>
            <source>The other version of the note</source>
            <translation>La otra versión de la nota</translation>
        </message>
        <message>
            <source>Keep this note</source>
            <translation>Conservar esta nota</translation>
        </message>
        <message>
            <source>Keep the note shown below; the other version is dropped</source>
            <translation>Conservar la nota que se muestra abajo; la otra versión se descarta</translation>
        </message>
        <message>
            <source>Use the other one</source>
            <translation>Usar la otra</translation>
        </message>
        <message>
            <source>The other version becomes the note</source>
            <translation>La otra versión pasa a ser la nota</translation>
        </message>
        <message>
            <source>Keep both</source>
            <translation>Conservar ambas</translation>
        </message>
        <message>
            <source>Join the two versions into one note</source>
            <translation>Unir las dos versiones en una sola nota</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;Esta nota también se editó en este equipo ({time})&lt;/b&gt; (y %Ln versión más), sin que ninguna de las partes viera el cambio de la otra. ¿Con cuál se queda?</numerusform>
                <numerusform>&lt;b&gt;Esta nota también se editó en este equipo ({time})&lt;/b&gt; (y %Ln versiones más), sin que ninguna de las partes viera el cambio de la otra. ¿Con cuál se queda?</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;Esta nota también se editó en este equipo ({time})&lt;/b&gt;, sin que ninguna de las partes viera el cambio de la otra. ¿Con cuál se queda?</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;Esta nota también se editó en otro equipo ({time})&lt;/b&gt; (y %Ln versión más), sin que ninguna de las partes viera el cambio de la otra. ¿Con cuál se queda?</numerusform>
                <numerusform>&lt;b&gt;Esta nota también se editó en otro equipo ({time})&lt;/b&gt; (y %Ln versiones más), sin que ninguna de las partes viera el cambio de la otra. ¿Con cuál se queda?</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;Esta nota también se editó en otro equipo ({time})&lt;/b&gt;, sin que ninguna de las partes viera el cambio de la otra. ¿Con cuál se queda?</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;Esta nota también se editó en {computer} ({time})&lt;/b&gt; (y %Ln versión más), sin que ninguna de las partes viera el cambio de la otra. ¿Con cuál se queda?</numerusform>
                <numerusform>&lt;b&gt;Esta nota también se editó en {computer} ({time})&lt;/b&gt; (y %Ln versiones más), sin que ninguna de las partes viera el cambio de la otra. ¿Con cuál se queda?</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;Esta nota también se editó en {computer} ({time})&lt;/b&gt;, sin que ninguna de las partes viera el cambio de la otra. ¿Con cuál se queda?</translation>
        </message>
        <message>
            <source>The other one, from this computer at {time}:</source>
            <translation>La otra, de este equipo ({time}):</translation>
        </message>
        <message>
            <source>The other one, from another computer at {time}:</source>
            <translation>La otra, de otro equipo ({time}):</translation>
        </message>
        <message>
            <source>The other one, from {computer} at {time}:</source>
            <translation>La otra, de {computer} ({time}):</translation>
        </message>
    </context>
    <context>
        <name>Core</name>
        <message>
            <source>'AND' needs words on both sides — ignored it</source>
            <translation>'AND' necesita palabras a ambos lados — se ha ignorado</translation>
        </message>
        <message>
            <source>'NOT' needs a word after it — ignored it</source>
            <translation>'NOT' necesita una palabra detrás — se ha ignorado</translation>
        </message>
        <message>
            <source>'OR' needs words on both sides — ignored it</source>
            <translation>'OR' necesita palabras a ambos lados — se ha ignorado</translation>
        </message>
        <message>
            <source>'{text}' is not a real date — {hint}</source>
            <translation>'{text}' no es una fecha real — {hint}</translation>
        </message>
        <message>
            <source>'{text}' is too far back — {hint}</source>
            <translation>'{text}' es una fecha demasiado antigua — {hint}</translation>
        </message>
        <message>
            <source>'{word}' matches many words — searched the most common of them</source>
            <translation>'{word}' coincide con muchas palabras — se buscaron las más comunes</translation>
        </message>
        <message>
            <source>@set {key} only groups other entries</source>
            <translation>@set {key} solo agrupa otras entradas</translation>
        </message>
        <message>
            <source>A citation key cannot be empty.</source>
            <translation>Una clave de cita no puede estar vacía.</translation>
        </message>
        <message>
            <source>A citation key cannot hold {characters} (BibTeX would end it there).</source>
            <translation>Una clave de cita no puede contener {characters} (BibTeX la terminaría ahí).</translation>
        </message>
        <message>
            <source>A collection needs a name.</source>
            <translation>Una colección necesita un nombre.</translation>
        </message>
        <message>
            <source>A copy with marks is saved under another name than its PDF: {path}</source>
            <translation>Una copia con anotaciones se guarda con un nombre distinto del de su PDF: {path}</translation>
        </message>
        <message>
            <source>A field name is one word, without {{ }} = , or quotes: {name}.</source>
            <translation>El nombre de un campo es una sola palabra, sin {{ }} = , ni comillas: {name}.</translation>
        </message>
        <message>
            <source>A kept export is written as {formats}, not {format}.</source>
            <translation>Una exportación mantenida se escribe como {formats}, no como {format}.</translation>
        </message>
        <message>
            <source>A later change stands in the way: {what}, at {when}. Undo it first.</source>
            <translation>Un cambio posterior lo impide: {what} ({when}). Deshágalo primero.</translation>
        </message>
        <message>
            <source>A mark on page {page} could not be written.</source>
            <translation>No se pudo escribir una anotación de la página {page}.</translation>
        </message>
        <message>
            <source>A new paper needs a title or an abstract.</source>
            <translation>Un artículo nuevo necesita un título o un resumen.</translation>
        </message>
        <message>
            <source>A rating is 0 to {most} stars, not {rating}.</source>
            <translation>Una valoración va de 0 a {most} estrellas, no {rating}.</translation>
        </message>
        <message>
            <source>A saved search needs a name.</source>
            <translation>Una búsqueda guardada necesita un nombre.</translation>
        </message>
        <message>
            <source>A sync engine left a conflict copy, {name}: what it held is merged into the library, and the copy is kept in {folder}.</source>
            <translation>Un servicio de sincronización dejó una copia en conflicto, {name}: su contenido se ha fusionado en la biblioteca y la copia se conserva en {folder}.</translation>
        </message>
        <message>
            <source>A title cannot be empty.</source>
            <translation>Un título no puede estar vacío.</translation>
        </message>
        <message>
            <source>A year is a number such as 2024, not {value}.</source>
            <translation>Un año es un número como 2024, no {value}.</translation>
        </message>
        <message>
            <source>Already in the library, nothing new to save: {title}</source>
            <translation>Ya está en la biblioteca, nada nuevo que guardar: {title}</translation>
        </message>
        <message>
            <source>Already in your library ({status}); nothing new to save.</source>
            <translation>Ya está en su biblioteca ({status}); nada nuevo que guardar.</translation>
        </message>
        <message>
            <source>Already in your library ({status}); updated {fields}.</source>
            <translation>Ya está en su biblioteca ({status}); actualizado: {fields}.</translation>
        </message>
        <message>
            <source>Already in your library ({status}); your choices are saved.</source>
            <translation>Ya está en su biblioteca ({status}); sus elecciones se han guardado.</translation>
        </message>
        <message>
            <source>Annotations in this PDF left out because they could not be read: {count}.</source>
            <translation>Se omitieron anotaciones de este PDF porque no se pudieron leer: {count}.</translation>
        </message>
        <message>
            <source>BibTeX, RIS, MEDLINE (PubMed .nbib), CSL-JSON, arXiv Atom XML, EndNote XML, JSON Lines, CSV, Lectern backups and plain-text abstract lists</source>
            <translation>BibTeX, RIS, MEDLINE (PubMed .nbib), CSL-JSON, XML Atom de arXiv, XML de EndNote, JSON Lines, CSV, copias de seguridad de Lectern y listas de resúmenes en texto plano</translation>
        </message>
        <message>
            <source>Cannot edit {fields}; editable fields: {editable}.</source>
            <translation>No se puede editar {fields}; campos editables: {editable}.</translation>
        </message>
        <message>
            <source>Collection “{name}”</source>
            <translation>Colección «{name}»</translation>
        </message>
        <message>
            <source>Could not back up {name} before upgrading it from schema {schema}: {reason}. Nothing was changed.</source>
            <translation>No se pudo hacer una copia de seguridad de {name} antes de actualizarlo desde el esquema {schema}: {reason}. No se cambió nada.</translation>
        </message>
        <message>
            <source>Could not back up {name} into {folder}: {reason}. Nothing was changed.</source>
            <translation>No se pudo hacer una copia de seguridad de {name} en {folder}: {reason}. No se cambió nada.</translation>
        </message>
        <message>
            <source>Could not copy {path} into the library's files folder: {reason}. Nothing was imported.</source>
            <translation>No se pudo copiar {path} en la carpeta de archivos de la biblioteca: {reason}. No se importó nada.</translation>
        </message>
        <message>
            <source>Could not keep the style in {folder}: {reason}</source>
            <translation>No se pudo guardar el estilo en {folder}: {reason}</translation>
        </message>
        <message>
            <source>Could not keep {path} up to date: {problem}</source>
            <translation>No se pudo mantener {path} al día: {problem}</translation>
        </message>
        <message>
            <source>Could not prepare the library for syncing: {problem}.</source>
            <translation>No se pudo preparar la biblioteca para la sincronización: {problem}.</translation>
        </message>
        <message>
            <source>Could not reach {service} to look up {what} ({reason}); nothing was changed. Is this computer online?</source>
            <translation>No se pudo contactar con {service} para buscar {what} ({reason}); no se cambió nada. ¿Está este equipo conectado a Internet?</translation>
        </message>
        <message>
            <source>Could not read '{field}:{text}' — {hint}</source>
            <translation>No se pudo interpretar '{field}:{text}' — {hint}</translation>
        </message>
        <message>
            <source>Could not read the date '{text}' — {hint}</source>
            <translation>No se pudo interpretar la fecha '{text}' — {hint}</translation>
        </message>
        <message>
            <source>Could not read the query's structure — searched its words</source>
            <translation>No se pudo interpretar la estructura de la consulta — se buscaron sus palabras</translation>
        </message>
        <message>
            <source>Could not read {path}: {reason}</source>
            <translation>No se pudo leer {path}: {reason}</translation>
        </message>
        <message>
            <source>Could not remove {path}: {reason}</source>
            <translation>No se pudo eliminar {path}: {reason}</translation>
        </message>
        <message>
            <source>Could not save the list of kept exports in {path}: {reason}</source>
            <translation>No se pudo guardar la lista de exportaciones mantenidas en {path}: {reason}</translation>
        </message>
        <message>
            <source>Could not save {name} in {folder}: {reason}. Your change is kept in memory and will be saved again.</source>
            <translation>No se pudo guardar {name} en {folder}: {reason}. Su cambio se conserva en memoria y se volverá a guardar.</translation>
        </message>
        <message>
            <source>Could not save {name} in {folder}: {reason}. Your change is kept in the library's change file and will be saved again.</source>
            <translation>No se pudo guardar {name} en {folder}: {reason}. Tu cambio se conserva en el archivo de cambios de la biblioteca y se guardará de nuevo.</translation>
        </message>
        <message>
            <source>Could not write the search index in {folder}: {reason}.</source>
            <translation>No se pudo escribir el índice de búsqueda en {folder}: {reason}.</translation>
        </message>
        <message>
            <source>Could not write {path}: {reason}</source>
            <translation>No se pudo escribir {path}: {reason}</translation>
        </message>
        <message>
            <source>Did you mean “{query}”?</source>
            <translation>¿Quiso decir «{query}»?</translation>
        </message>
        <message>
            <source>EndNote record {number} holds nothing but EndNote's own bookkeeping (no title, authors, date, notes or any other field)</source>
            <translation>el registro de EndNote {number} solo contiene datos de gestión de EndNote (sin título, autores, fecha, notas ni ningún otro campo)</translation>
        </message>
        <message>
            <source>Import cancelled; the library is unchanged.</source>
            <translation>Importación cancelada; la biblioteca no ha cambiado.</translation>
        </message>
        <message>
            <source>Import {number} is not in this library's history: undo its changes in History.</source>
            <translation>La importación {number} no está en el historial de esta biblioteca: deshaga sus cambios en Historial.</translation>
        </message>
        <message>
            <source>Import {number} was undone already.</source>
            <translation>La importación {number} ya se deshizo.</translation>
        </message>
        <message>
            <source>Kept export {path} is up to date.</source>
            <translation>La exportación mantenida {path} está al día.</translation>
        </message>
        <message>
            <source>Kept export {path} rewritten ({count} paper).</source>
            <translation>Exportación mantenida {path} reescrita ({count} artículo).</translation>
        </message>
        <message>
            <source>Kept export {path} rewritten ({count} papers).</source>
            <translation>Exportación mantenida {path} reescrita ({count} artículos).</translation>
        </message>
        <message>
            <source>Lectern answers only its own browser extension; nothing was read.</source>
            <translation>Lectern solo responde a su propia extensión del navegador; no se leyó nada.</translation>
        </message>
        <message>
            <source>Lectern could not do this ({problem}); nothing was saved.</source>
            <translation>Lectern no pudo hacerlo ({problem}); no se guardó nada.</translation>
        </message>
        <message>
            <source>Lectern could not read the PDF: {why}.</source>
            <translation>Lectern no pudo leer el PDF: {why}.</translation>
        </message>
        <message>
            <source>Lectern could not run this search; try fewer or simpler words.</source>
            <translation>Lectern no pudo realizar esta búsqueda; pruebe con menos palabras o con palabras más sencillas.</translation>
        </message>
        <message>
            <source>Lectern did not open “{name}”: {reason}.</source>
            <translation>Lectern no abrió «{name}»: {reason}.</translation>
        </message>
        <message>
            <source>Lectern does not know the request {kind}.</source>
            <translation>Lectern no conoce la solicitud {kind}.</translation>
        </message>
        <message>
            <source>Lectern does not write notes straight into {folder}; choose or create a folder for them.</source>
            <translation>Lectern no escribe notas directamente en {folder}; elija o cree una carpeta para ellas.</translation>
        </message>
        <message>
            <source>Lectern found no title, DOI or arXiv id in it</source>
            <translation>Lectern no encontró en él ningún título, DOI ni id de arXiv</translation>
        </message>
        <message>
            <source>Lectern has no status {status}.</source>
            <translation>Lectern no tiene el estado {status}.</translation>
        </message>
        <message>
            <source>Lectern may not write in {folder}</source>
            <translation>Lectern no tiene permiso para escribir en {folder}</translation>
        </message>
        <message>
            <source>Lectern opens only PDF, EPUB, DjVu, HTML, image and text files, not files without a type in the name</source>
            <translation>Lectern solo abre archivos PDF, EPUB, DjVu, HTML, de imagen y de texto, no archivos sin un tipo en el nombre</translation>
        </message>
        <message>
            <source>Lectern opens only PDF, EPUB, DjVu, HTML, image and text files, not “{extension}” files</source>
            <translation>Lectern solo abre archivos PDF, EPUB, DjVu, HTML, de imagen y de texto, no archivos «{extension}»</translation>
        </message>
        <message>
            <source>Lectern registers for every user only on Linux; register it per user here.</source>
            <translation>Lectern solo se registra para todos los usuarios en Linux; aquí regístrelo para cada usuario.</translation>
        </message>
        <message>
            <source>Lectern's answer was too long for the browser.</source>
            <translation>La respuesta de Lectern era demasiado larga para el navegador.</translation>
        </message>
        <message>
            <source>Markdown export writes one file per paper: choose a folder.</source>
            <translation>La exportación a Markdown escribe un archivo por artículo: elija una carpeta.</translation>
        </message>
        <message>
            <source>Missing ')' — closed the group at the end</source>
            <translation>Falta ')' — se cerró el grupo al final</translation>
        </message>
        <message>
            <source>Missing closing quote — searched the phrase to the end</source>
            <translation>Falta la comilla de cierre — se buscó la frase hasta el final</translation>
        </message>
        <message>
            <source>No citation style is called {name}. The styles are: {known}.</source>
            <translation>Ningún estilo de cita se llama {name}. Los estilos son: {known}.</translation>
        </message>
        <message>
            <source>No paper found on this page.</source>
            <translation>No se encontró ningún artículo en esta página.</translation>
        </message>
        <message>
            <source>No service knows {what} ({services} were asked); nothing was changed.</source>
            <translation>Ningún servicio conoce {what} (se consultó a {services}); no se cambió nada.</translation>
        </message>
        <message>
            <source>Nothing after '{field}:' — searched '{field}' as a word</source>
            <translation>Nada después de '{field}:' — se buscó '{field}' como palabra</translation>
        </message>
        <message>
            <source>Nothing to redo.</source>
            <translation>No hay nada que rehacer.</translation>
        </message>
        <message>
            <source>Nothing to search for — only very common words or unreadable parts</source>
            <translation>Nada que buscar — solo palabras muy comunes o partes ilegibles</translation>
        </message>
        <message>
            <source>Nothing to undo.</source>
            <translation>No hay nada que deshacer.</translation>
        </message>
        <message>
            <source>On Windows the installer registers Lectern with the browsers; give --dir to write a manifest.</source>
            <translation>En Windows, el instalador registra Lectern en los navegadores; indique --dir para escribir un manifiesto.</translation>
        </message>
        <message>
            <source>Only a library opened read-only merges in memory; use pull().</source>
            <translation>Solo una biblioteca abierta en modo de solo lectura fusiona en memoria; use pull().</translation>
        </message>
        <message>
            <source>Other fields are names with values.</source>
            <translation>Los demás campos son nombres con valores.</translation>
        </message>
        <message>
            <source>Page {page} of {path} cannot be read, so its marks cannot be written.</source>
            <translation>No se puede leer la página {page} de {path}, así que no se pueden escribir sus anotaciones.</translation>
        </message>
        <message>
            <source>Paste a BibTeX or RIS entry, a DOI, an arXiv id or a link.</source>
            <translation>Pegue una entrada BibTeX o RIS, un DOI, un id de arXiv o un enlace.</translation>
        </message>
        <message>
            <source>PubMed has no record of {what}; nothing was changed.</source>
            <translation>PubMed no tiene ningún registro de {what}; no se cambió nada.</translation>
        </message>
        <message>
            <source>Read '{field}:{text}' as {field}:{low}..{high}</source>
            <translation>Se interpretó '{field}:{text}' como {field}:{low}..{high}</translation>
        </message>
        <message>
            <source>Rebuilding the search index was cancelled; the old one is kept.</source>
            <translation>Se canceló la reconstrucción del índice de búsqueda; se conserva el anterior.</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>Guardado desde el navegador: {title}</translation>
        </message>
        <message>
            <source>Saved search “{name}”</source>
            <translation>Búsqueda guardada «{name}»</translation>
        </message>
        <message>
            <source>Saved to your reading list: {title}</source>
            <translation>Guardado en su lista de lectura: {title}</translation>
        </message>
        <message>
            <source>Status {status}</source>
            <translation>Estado {status}</translation>
        </message>
        <message>
            <source>Tag “{name}”</source>
            <translation>Etiqueta «{name}»</translation>
        </message>
        <message>
            <source>That change is not in this library's history.</source>
            <translation>Ese cambio no está en el historial de esta biblioteca.</translation>
        </message>
        <message>
            <source>That paper is in the library again already.</source>
            <translation>Ese artículo ya vuelve a estar en la biblioteca.</translation>
        </message>
        <message>
            <source>That paper was deleted for good since; undo the deletion first.</source>
            <translation>Ese artículo se eliminó definitivamente después; deshaga primero la eliminación.</translation>
        </message>
        <message>
            <source>The PDF link gave a web page, not a PDF (a sign-in page, perhaps): nothing was saved. Open the PDF in the browser and save again.</source>
            <translation>El enlace del PDF devolvió una página web, no un PDF (quizá una página de inicio de sesión): no se guardó nada. Abra el PDF en el navegador y vuelva a guardarlo.</translation>
        </message>
        <message>
            <source>The PDF sent with the page is not in the form Lectern reads.</source>
            <translation>El PDF enviado con la página no tiene la forma que lee Lectern.</translation>
        </message>
        <message>
            <source>The abstract of {paper} in {path} cannot be read: the file was changed outside Lectern while it was open. Close Lectern and open the library again.</source>
            <translation>No se puede leer el resumen de {paper} en {path}: el archivo se modificó fuera de Lectern mientras estaba abierto. Cierre Lectern y vuelva a abrir la biblioteca.</translation>
        </message>
        <message>
            <source>The browser's message is not JSON.</source>
            <translation>El mensaje del navegador no es JSON.</translation>
        </message>
        <message>
            <source>The browser's message is not UTF-8 text.</source>
            <translation>El mensaje del navegador no es texto UTF-8.</translation>
        </message>
        <message>
            <source>The browser's message is not a JSON object.</source>
            <translation>El mensaje del navegador no es un objeto JSON.</translation>
        </message>
        <message>
            <source>The browser's message is {size} MB; Lectern reads at most {most} MB.</source>
            <translation>El mensaje del navegador ocupa {size} MB; Lectern lee como máximo {most} MB.</translation>
        </message>
        <message>
            <source>The browser's message was cut off.</source>
            <translation>El mensaje del navegador llegó cortado.</translation>
        </message>
        <message>
            <source>The citation key {key} is taken by “{title}”; keys are unique.</source>
            <translation>La clave de cita {key} ya la usa «{title}»; las claves son únicas.</translation>
        </message>
        <message>
            <source>The copy with marks could not be written to {path} ({reason}).</source>
            <translation>No se pudo escribir la copia con anotaciones en {path} ({reason}).</translation>
        </message>
        <message>
            <source>The copy with marks could not be written: {why}.</source>
            <translation>No se pudo escribir la copia con anotaciones: {why}.</translation>
        </message>
        <message>
            <source>The file the PDF link gave is not a PDF: nothing was saved.</source>
            <translation>El archivo que devolvió el enlace del PDF no es un PDF: no se guardó nada.</translation>
        </message>
        <message>
            <source>The library at {folder} is being changed by {holder}. Close it there and try again; reading and searching still work meanwhile.</source>
            <translation>La biblioteca de {folder} está siendo modificada por {holder}. Ciérrela allí e inténtelo de nuevo; mientras tanto, puede seguir leyendo y buscando.</translation>
        </message>
        <message>
            <source>The library at {path} is open read-only; changes are not possible here.</source>
            <translation>La biblioteca de {path} está abierta en modo de solo lectura; aquí no se pueden hacer cambios.</translation>
        </message>
        <message>
            <source>The library is open read-only; changes are not possible.</source>
            <translation>La biblioteca está abierta en modo de solo lectura; no se pueden hacer cambios.</translation>
        </message>
        <message>
            <source>The marks were not looked for in {path}: {why}.</source>
            <translation>No se buscaron anotaciones en {path}: {why}.</translation>
        </message>
        <message>
            <source>The page capture is not JSON Lectern can read.</source>
            <translation>La captura de la página no es un JSON que Lectern pueda leer.</translation>
        </message>
        <message>
            <source>The page capture is not a JSON object.</source>
            <translation>La captura de la página no es un objeto JSON.</translation>
        </message>
        <message>
            <source>The page capture is {size} MB; Lectern reads at most {most} MB.</source>
            <translation>La captura de la página ocupa {size} MB; Lectern lee como máximo {most} MB.</translation>
        </message>
        <message>
            <source>The page capture's {part} is not in the form Lectern reads.</source>
            <translation>La parte {part} de la captura de la página no tiene la forma que lee Lectern.</translation>
        </message>
        <message>
            <source>The paper {paper} is not in the reading queue.</source>
            <translation>El artículo {paper} no está en la cola de lectura.</translation>
        </message>
        <message>
            <source>The pasted text holds no paper Lectern can read ({format}).</source>
            <translation>El texto pegado no contiene ningún artículo que Lectern pueda leer ({format}).</translation>
        </message>
        <message>
            <source>The pasted text holds no paper Lectern can read ({reasons}).</source>
            <translation>El texto pegado no contiene ningún artículo que Lectern pueda leer ({reasons}).</translation>
        </message>
        <message>
            <source>The pasted {format} text, line {line}: {problem}</source>
            <translation>El texto {format} pegado, línea {line}: {problem}</translation>
        </message>
        <message>
            <source>The pasted {format} text: {problem}</source>
            <translation>El texto {format} pegado: {problem}</translation>
        </message>
        <message>
            <source>The record found for {paper} is not of the same work by Lectern's rules (its identifiers differ); nothing was changed.</source>
            <translation>El registro encontrado para {paper} no es de la misma obra según las reglas de Lectern (sus identificadores difieren); no se cambió nada.</translation>
        </message>
        <message>
            <source>The save's choices are not in the form Lectern reads.</source>
            <translation>Las opciones del guardado no tienen la forma que lee Lectern.</translation>
        </message>
        <message>
            <source>The search index is behind the store: 1 paper differs; run repair.</source>
            <translation>El índice de búsqueda va por detrás de los datos: 1 artículo difiere; ejecuta la reparación.</translation>
        </message>
        <message>
            <source>The search index is behind the store: {count} papers differ; run repair.</source>
            <translation>El índice de búsqueda va por detrás de los datos: {count} artículos difieren; ejecuta la reparación.</translation>
        </message>
        <message>
            <source>The search index is damaged; `lectern check --repair` rebuilds it.</source>
            <translation>El índice de búsqueda está dañado; `lectern check --repair` lo reconstruye.</translation>
        </message>
        <message>
            <source>The search index is not ready yet; `lectern check --repair` rebuilds it.</source>
            <translation>El índice de búsqueda aún no está listo; `lectern check --repair` lo reconstruye.</translation>
        </message>
        <message>
            <source>The search index is open read-only.</source>
            <translation>El índice de búsqueda está abierto en modo de solo lectura.</translation>
        </message>
        <message>
            <source>The style file {path} cannot be read: {reason}</source>
            <translation>No se puede leer el archivo de estilo {path}: {reason}</translation>
        </message>
        <message>
            <source>The {title} style could not format these papers ({problem}).</source>
            <translation>El estilo {title} no pudo dar formato a estos artículos ({problem}).</translation>
        </message>
        <message>
            <source>There is already a collection named {name}.</source>
            <translation>Ya existe una colección llamada {name}.</translation>
        </message>
        <message>
            <source>There is already a saved search named {name}.</source>
            <translation>Ya existe una búsqueda guardada llamada {name}.</translation>
        </message>
        <message>
            <source>There is no collection named {name}.</source>
            <translation>No existe ninguna colección llamada {name}.</translation>
        </message>
        <message>
            <source>There is no import {number} to undo (Lectern keeps the last {kept}).</source>
            <translation>No hay ninguna importación {number} que deshacer (Lectern conserva las últimas {kept}).</translation>
        </message>
        <message>
            <source>There is no kept export {number} (they are 1–{last}).</source>
            <translation>No existe la exportación mantenida {number} (van de la 1 a la {last}).</translation>
        </message>
        <message>
            <source>There is no kept export {number}: none is kept.</source>
            <translation>No existe la exportación mantenida {number}: no se mantiene ninguna.</translation>
        </message>
        <message>
            <source>There is no library at {path}.</source>
            <translation>No hay ninguna biblioteca en {path}.</translation>
        </message>
        <message>
            <source>There is no mark {mark} in this library.</source>
            <translation>No hay ninguna anotación {mark} en esta biblioteca.</translation>
        </message>
        <message>
            <source>This page capture is version {version}; this Lectern reads version {known}. Update Lectern and its browser extension together.</source>
            <translation>Esta captura de página es de la versión {version}; esta versión de Lectern lee la versión {known}. Actualice Lectern y su extensión del navegador a la vez.</translation>
        </message>
        <message>
            <source>This paper has no PDF to save a copy of with its marks.</source>
            <translation>Este artículo no tiene PDF del que guardar una copia con sus anotaciones.</translation>
        </message>
        <message>
            <source>Too many nested parentheses — ignored the deepest</source>
            <translation>Demasiados paréntesis anidados — se ignoraron los más internos</translation>
        </message>
        <message>
            <source>Unknown 'has:{what}' — use has:published</source>
            <translation>'has:{what}' desconocido — use has:published</translation>
        </message>
        <message>
            <source>Unknown export format {format} (use one of: {formats}).</source>
            <translation>Formato de exportación desconocido: {format} (use uno de estos: {formats}).</translation>
        </message>
        <message>
            <source>Unknown field '{field}:' — searched it as words</source>
            <translation>Campo desconocido '{field}:' — se buscó como palabras</translation>
        </message>
        <message>
            <source>Unknown place 'in:{place}' — use in:trash or in:queue</source>
            <translation>Lugar desconocido 'in:{place}' — use in:trash o in:queue</translation>
        </message>
        <message>
            <source>Unknown status '{status}' — use one of {names}</source>
            <translation>Estado desconocido '{status}' — use uno de estos: {names}</translation>
        </message>
        <message>
            <source>Unmatched ')' ignored</source>
            <translation>Se ignoró un ')' sin pareja</translation>
        </message>
        <message>
            <source>XML with a DTD of its own</source>
            <translation>XML con una DTD propia</translation>
        </message>
        <message>
            <source>a 7-Zip archive</source>
            <translation>un archivo comprimido 7-Zip</translation>
        </message>
        <message>
            <source>a DjVu document</source>
            <translation>un documento DjVu</translation>
        </message>
        <message>
            <source>a GIF image</source>
            <translation>una imagen GIF</translation>
        </message>
        <message>
            <source>a JPEG image</source>
            <translation>una imagen JPEG</translation>
        </message>
        <message>
            <source>a Java program</source>
            <translation>un programa Java</translation>
        </message>
        <message>
            <source>a PDF</source>
            <translation>un PDF</translation>
        </message>
        <message>
            <source>a PDF document</source>
            <translation>un documento PDF</translation>
        </message>
        <message>
            <source>a PNG image</source>
            <translation>una imagen PNG</translation>
        </message>
        <message>
            <source>a RAR archive</source>
            <translation>un archivo comprimido RAR</translation>
        </message>
        <message>
            <source>a TIFF image</source>
            <translation>una imagen TIFF</translation>
        </message>
        <message>
            <source>a Windows program</source>
            <translation>un programa de Windows</translation>
        </message>
        <message>
            <source>a Windows script</source>
            <translation>un script de Windows</translation>
        </message>
        <message>
            <source>a Windows shortcut, which starts whatever it points to</source>
            <translation>un acceso directo de Windows, que inicia aquello a lo que apunta</translation>
        </message>
        <message>
            <source>a ZIP archive (or a Word/Excel/EPUB file)</source>
            <translation>un archivo comprimido ZIP (o un archivo de Word/Excel/EPUB)</translation>
        </message>
        <message>
            <source>a bitmap image</source>
            <translation>una imagen de mapa de bits</translation>
        </message>
        <message>
            <source>a bzip2 archive</source>
            <translation>un archivo comprimido bzip2</translation>
        </message>
        <message>
            <source>a desktop launcher, which starts a program</source>
            <translation>un lanzador de escritorio, que inicia un programa</translation>
        </message>
        <message>
            <source>a font</source>
            <translation>una fuente tipográfica</translation>
        </message>
        <message>
            <source>a later change</source>
            <translation>un cambio posterior</translation>
        </message>
        <message>
            <source>a media file</source>
            <translation>un archivo multimedia</translation>
        </message>
        <message>
            <source>a program</source>
            <translation>un programa</translation>
        </message>
        <message>
            <source>a program (ELF, for Linux)</source>
            <translation>un programa (ELF, para Linux)</translation>
        </message>
        <message>
            <source>a program (Mach-O, for macOS)</source>
            <translation>un programa (Mach-O, para macOS)</translation>
        </message>
        <message>
            <source>a program (for macOS, or Java)</source>
            <translation>un programa (para macOS, o Java)</translation>
        </message>
        <message>
            <source>a script</source>
            <translation>un script</translation>
        </message>
        <message>
            <source>a script (it starts with #!)</source>
            <translation>un script (empieza por #!)</translation>
        </message>
        <message>
            <source>a shell script</source>
            <translation>un script de shell</translation>
        </message>
        <message>
            <source>a text file</source>
            <translation>un archivo de texto</translation>
        </message>
        <message>
            <source>a video</source>
            <translation>un vídeo</translation>
        </message>
        <message>
            <source>a web page (HTML)</source>
            <translation>una página web (HTML)</translation>
        </message>
        <message>
            <source>an AppImage program</source>
            <translation>un programa AppImage</translation>
        </message>
        <message>
            <source>an EPUB book</source>
            <translation>un libro EPUB</translation>
        </message>
        <message>
            <source>an MP3 file</source>
            <translation>un archivo MP3</translation>
        </message>
        <message>
            <source>an SQLite database</source>
            <translation>una base de datos SQLite</translation>
        </message>
        <message>
            <source>an audio file</source>
            <translation>un archivo de audio</translation>
        </message>
        <message>
            <source>an image</source>
            <translation>una imagen</translation>
        </message>
        <message>
            <source>an installer</source>
            <translation>un instalador</translation>
        </message>
        <message>
            <source>an internet shortcut, which opens whatever it points to</source>
            <translation>un acceso directo de internet, que abre aquello a lo que apunta</translation>
        </message>
        <message>
            <source>an old Microsoft Office document</source>
            <translation>un documento antiguo de Microsoft Office</translation>
        </message>
        <message>
            <source>an xz archive</source>
            <translation>un archivo comprimido xz</translation>
        </message>
        <message>
            <source>annotation for {id}, which the backup has no paper for</source>
            <translation>anotación de {id}, para el que la copia de seguridad no tiene ningún artículo</translation>
        </message>
        <message>
            <source>another Lectern process</source>
            <translation>otro proceso de Lectern</translation>
        </message>
        <message>
            <source>arXiv has no preprint {what}; nothing was changed.</source>
            <translation>arXiv no tiene el preprint {what}; no se cambió nada.</translation>
        </message>
        <message>
            <source>backup annotation for {id} is damaged ({problem})</source>
            <translation>la anotación de la copia de seguridad para {id} está dañada ({problem})</translation>
        </message>
        <message>
            <source>backup annotation without a paper id</source>
            <translation>anotación de la copia de seguridad sin id de artículo</translation>
        </message>
        <message>
            <source>backup paper without an id</source>
            <translation>artículo de la copia de seguridad sin id</translation>
        </message>
        <message>
            <source>backup paper {id} has neither a title nor an abstract</source>
            <translation>el artículo {id} de la copia de seguridad no tiene ni título ni resumen</translation>
        </message>
        <message>
            <source>backup paper {id} is damaged ({problem})</source>
            <translation>el artículo {id} de la copia de seguridad está dañado ({problem})</translation>
        </message>
        <message>
            <source>cannot be read ({reason})</source>
            <translation>no se puede leer ({reason})</translation>
        </message>
        <message>
            <source>cannot be read to the end ({problem})</source>
            <translation>no se puede leer hasta el final ({problem})</translation>
        </message>
        <message>
            <source>changes to {count} other paper</source>
            <translation>cambios en {count} artículo más</translation>
        </message>
        <message>
            <source>changes to {count} other papers</source>
            <translation>cambios en otros {count} artículos</translation>
        </message>
        <message>
            <source>changes to {count} paper</source>
            <translation>cambios en {count} artículo</translation>
        </message>
        <message>
            <source>changes to {count} papers</source>
            <translation>cambios en {count} artículos</translation>
        </message>
        <message>
            <source>contains a DTD (&lt;!DOCTYPE …&gt;); Lectern does not read XML with DTDs</source>
            <translation>contiene una DTD (&lt;!DOCTYPE …&gt;); Lectern no lee XML con DTD</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>dañado</translation>
        </message>
        <message>
            <source>declares XML entities; Lectern does not expand them</source>
            <translation>declara entidades XML; Lectern no las expande</translation>
        </message>
        <message>
            <source>does not exist</source>
            <translation>no existe</translation>
        </message>
        <message>
            <source>does not look like {extension} data (no records found at its start)</source>
            <translation>no parece contener datos {extension} (no se encontraron registros al principio)</translation>
        </message>
        <message>
            <source>duplicate key {key}; the first entry with this key was imported</source>
            <translation>clave duplicada {key}; se importó la primera entrada con esta clave</translation>
        </message>
        <message>
            <source>encrypted</source>
            <translation>cifrado</translation>
        </message>
        <message>
            <source>entry has no title, abstract, DOI or arXiv id</source>
            <translation>la entrada no tiene título, resumen, DOI ni id de arXiv</translation>
        </message>
        <message>
            <source>entry {id} has no title, abstract, DOI or arXiv id</source>
            <translation>la entrada {id} no tiene título, resumen, DOI ni id de arXiv</translation>
        </message>
        <message>
            <source>entry {key} has no title, abstract, DOI or arXiv id</source>
            <translation>la entrada {key} no tiene título, resumen, DOI ni id de arXiv</translation>
        </message>
        <message>
            <source>every field the same, under another key</source>
            <translation>todos los campos iguales, con otra clave</translation>
        </message>
        <message>
            <source>has a broken backup: "{key}" is not a list</source>
            <translation>tiene una copia de seguridad dañada: "{key}" no es una lista</translation>
        </message>
        <message>
            <source>has an unknown backup version {version}</source>
            <translation>tiene una versión de copia de seguridad desconocida: {version}</translation>
        </message>
        <message>
            <source>has no title or abstract column</source>
            <translation>no tiene columna de título ni de resumen</translation>
        </message>
        <message>
            <source>has no title or abstract column in its first row</source>
            <translation>no tiene columna de título ni de resumen en su primera fila</translation>
        </message>
        <message>
            <source>is JSON Lines, but its records have no title or abstract (fields: {fields})</source>
            <translation>es JSON Lines, pero sus registros no tienen título ni resumen (campos: {fields})</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON (no list of items)</source>
            <translation>es JSON pero no CSL-JSON (no hay una lista de elementos)</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON: its items have none of title, author, issued, type (they have no fields)</source>
            <translation>es JSON pero no CSL-JSON: sus elementos no tienen title, author, issued ni type (no tienen campos)</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON: its items have none of title, author, issued, type (they have {fields})</source>
            <translation>es JSON pero no CSL-JSON: sus elementos no tienen title, author, issued ni type (tienen {fields})</translation>
        </message>
        <message>
            <source>is JSON but not a bibliography Lectern knows (CSL-JSON, JSON Lines or a Lectern backup); its fields are: none</source>
            <translation>es JSON pero no una bibliografía que Lectern conozca (CSL-JSON, JSON Lines o una copia de seguridad de Lectern); sus campos son: ninguno</translation>
        </message>
        <message>
            <source>is JSON but not a bibliography Lectern knows (CSL-JSON, JSON Lines or a Lectern backup); its fields are: {fields}</source>
            <translation>es JSON pero no una bibliografía que Lectern conozca (CSL-JSON, JSON Lines o una copia de seguridad de Lectern); sus campos son: {fields}</translation>
        </message>
        <message>
            <source>is XML but not an Atom feed (its root element is &lt;{element}&gt;)</source>
            <translation>es XML pero no un feed Atom (su elemento raíz es &lt;{element}&gt;)</translation>
        </message>
        <message>
            <source>is XML but not an Atom feed or an EndNote XML export (Lectern reads arXiv API results and EndNote's XML)</source>
            <translation>es XML pero no un feed Atom ni una exportación XML de EndNote (Lectern lee los resultados de la API de arXiv y el XML de EndNote)</translation>
        </message>
        <message>
            <source>is XML but not an EndNote XML export (its root element is &lt;{element}&gt;, EndNote's is &lt;xml&gt; with &lt;records&gt; in it)</source>
            <translation>es XML pero no una exportación XML de EndNote (su elemento raíz es &lt;{element}&gt;; el de EndNote es &lt;xml&gt; con &lt;records&gt; dentro)</translation>
        </message>
        <message>
            <source>is a binary file, not a bibliography (Lectern imports {known})</source>
            <translation>es un archivo binario, no una bibliografía (Lectern importa {known})</translation>
        </message>
        <message>
            <source>is a folder with no PDF in it</source>
            <translation>es una carpeta sin ningún PDF</translation>
        </message>
        <message>
            <source>is a folder, not a file</source>
            <translation>es una carpeta, no un archivo</translation>
        </message>
        <message>
            <source>is a web page (HTML), not a bibliography</source>
            <translation>es una página web (HTML), no una bibliografía</translation>
        </message>
        <message>
            <source>is empty</source>
            <translation>está vacío</translation>
        </message>
        <message>
            <source>is not JSON Lines (no line is a JSON record)</source>
            <translation>no es JSON Lines (ninguna línea es un registro JSON)</translation>
        </message>
        <message>
            <source>is not MEDLINE (PubMed) data: its first lines are not MEDLINE's tags (PMID- , TI  - , FAU - …); Lectern imports {known}</source>
            <translation>no son datos MEDLINE (PubMed): sus primeras líneas no son etiquetas de MEDLINE (PMID- , TI  - , FAU - …); Lectern importa {known}</translation>
        </message>
        <message>
            <source>is not UTF-8 text</source>
            <translation>no es texto UTF-8</translation>
        </message>
        <message>
            <source>is not XML, so not an EndNote XML export; Lectern imports {known}</source>
            <translation>no es XML, así que no es una exportación XML de EndNote; Lectern importa {known}</translation>
        </message>
        <message>
            <source>is not a Lectern backup (no "lectern_backup" marker)</source>
            <translation>no es una copia de seguridad de Lectern (no tiene la marca "lectern_backup")</translation>
        </message>
        <message>
            <source>is not a list of abstracts ({problem}); Lectern imports {known}</source>
            <translation>no es una lista de resúmenes ({problem}); Lectern importa {known}</translation>
        </message>
        <message>
            <source>is not in a format Lectern knows (Lectern imports {known})</source>
            <translation>no está en un formato que Lectern conozca (Lectern importa {known})</translation>
        </message>
        <message>
            <source>is not valid CSV ({problem})</source>
            <translation>no es un CSV válido ({problem})</translation>
        </message>
        <message>
            <source>is not valid JSON ({problem})</source>
            <translation>no es un JSON válido ({problem})</translation>
        </message>
        <message>
            <source>is not valid UTF-16 ({problem})</source>
            <translation>no es UTF-16 válido ({problem})</translation>
        </message>
        <message>
            <source>is not valid {encoding} ({problem})</source>
            <translation>no es {encoding} válido ({problem})</translation>
        </message>
        <message>
            <source>is not well-formed XML ({problem})</source>
            <translation>no es XML bien formado ({problem})</translation>
        </message>
        <message>
            <source>is {what}, not a bibliography (Lectern imports {known})</source>
            <translation>es {what}, no una bibliografía (Lectern importa {known})</translation>
        </message>
        <message>
            <source>it cannot be opened</source>
            <translation>no se puede abrir</translation>
        </message>
        <message>
            <source>it cannot be opened ({detail})</source>
            <translation>no se puede abrir ({detail})</translation>
        </message>
        <message>
            <source>it cannot be reached ({reason})</source>
            <translation>no se puede acceder a él ({reason})</translation>
        </message>
        <message>
            <source>it cannot be read ({reason})</source>
            <translation>no se puede leer ({reason})</translation>
        </message>
        <message>
            <source>it has no paragraph of prose</source>
            <translation>no tiene ningún párrafo de prosa</translation>
        </message>
        <message>
            <source>it has no text layer (a scanned PDF), so its title cannot be read</source>
            <translation>no tiene capa de texto (es un PDF escaneado), así que no se puede leer su título</translation>
        </message>
        <message>
            <source>it is BibTeX</source>
            <translation>es BibTeX</translation>
        </message>
        <message>
            <source>it is JSON</source>
            <translation>es JSON</translation>
        </message>
        <message>
            <source>it is MEDLINE (PubMed) data</source>
            <translation>son datos MEDLINE (PubMed)</translation>
        </message>
        <message>
            <source>it is RIS</source>
            <translation>es RIS</translation>
        </message>
        <message>
            <source>it is Web of Science data</source>
            <translation>son datos de Web of Science</translation>
        </message>
        <message>
            <source>it is XML or HTML</source>
            <translation>es XML o HTML</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>es una carpeta, no un archivo</translation>
        </message>
        <message>
            <source>it is a link to “{name}”, whose name says another type</source>
            <translation>es un enlace a «{name}», cuyo nombre indica otro tipo</translation>
        </message>
        <message>
            <source>it is a path on a Windows computer ({path})</source>
            <translation>es una ruta de un equipo Windows ({path})</translation>
        </message>
        <message>
            <source>it is an EndNote or refer tagged export</source>
            <translation>es una exportación etiquetada de EndNote o refer</translation>
        </message>
        <message>
            <source>it is damaged: it starts as a PDF but cannot be read</source>
            <translation>está dañado: empieza como un PDF pero no se puede leer</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>está vacío</translation>
        </message>
        <message>
            <source>it is encrypted: it needs a password to open</source>
            <translation>está cifrado: necesita una contraseña para abrirse</translation>
        </message>
        <message>
            <source>it is missing; nothing is at {path}</source>
            <translation>falta; no hay nada en {path}</translation>
        </message>
        <message>
            <source>it is not a PDF, whatever its name says</source>
            <translation>no es un PDF, diga lo que diga su nombre</translation>
        </message>
        <message>
            <source>it is not a full path, so its folder is unknown</source>
            <translation>no es una ruta completa, así que se desconoce su carpeta</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>no es un archivo normal</translation>
        </message>
        <message>
            <source>it is text marked as a program (it has permission to run), so it could run as a script; if it is only text, remove that permission</source>
            <translation>es texto marcado como programa (tiene permiso de ejecución), así que podría ejecutarse como script; si es solo texto, quítele ese permiso</translation>
        </message>
        <message>
            <source>item {id} has no title, abstract, DOI or arXiv id</source>
            <translation>el elemento {id} no tiene título, resumen, DOI ni id de arXiv</translation>
        </message>
        <message>
            <source>its folder {folder} is not there any more</source>
            <translation>su carpeta {folder} ya no existe</translation>
        </message>
        <message>
            <source>its lines are rows of a table</source>
            <translation>sus líneas son filas de una tabla</translation>
        </message>
        <message>
            <source>its lines are tagged fields</source>
            <translation>sus líneas son campos etiquetados</translation>
        </message>
        <message>
            <source>its name says it is {what}</source>
            <translation>su nombre indica que es {what}</translation>
        </message>
        <message>
            <source>its name says {kind}, but it is {program}</source>
            <translation>su nombre indica {kind}, pero es {program}</translation>
        </message>
        <message>
            <source>its name says {kind}, but its content is not</source>
            <translation>su nombre indica {kind}, pero su contenido no lo es</translation>
        </message>
        <message>
            <source>its paper's files were chosen by hand, so an import adds none; attach it there</source>
            <translation>los archivos de su artículo se eligieron a mano, así que una importación no añade ninguno; adjúntelo allí</translation>
        </message>
        <message>
            <source>line {line}: {problem}</source>
            <translation>línea {line}: {problem}</translation>
        </message>
        <message>
            <source>no DOI record in it</source>
            <translation>sin registro DOI</translation>
        </message>
        <message>
            <source>no PDF</source>
            <translation>sin PDF</translation>
        </message>
        <message>
            <source>no book's title in it</source>
            <translation>sin título de libro</translation>
        </message>
        <message>
            <source>no record</source>
            <translation>sin registro</translation>
        </message>
        <message>
            <source>no text layer</source>
            <translation>sin capa de texto</translation>
        </message>
        <message>
            <source>no title, abstract, DOI or arXiv id</source>
            <translation>sin título, resumen, DOI ni id de arXiv</translation>
        </message>
        <message>
            <source>no work in it</source>
            <translation>sin ninguna obra</translation>
        </message>
        <message>
            <source>not JSON</source>
            <translation>no es JSON</translation>
        </message>
        <message>
            <source>not XML</source>
            <translation>no es XML</translation>
        </message>
        <message>
            <source>not a CSL-JSON item (expected an object)</source>
            <translation>no es un elemento CSL-JSON (se esperaba un objeto)</translation>
        </message>
        <message>
            <source>not a JSON object</source>
            <translation>no es un objeto JSON</translation>
        </message>
        <message>
            <source>not a MEDLINE record: {text}</source>
            <translation>no es un registro MEDLINE: {text}</translation>
        </message>
        <message>
            <source>not a PDF</source>
            <translation>no es un PDF</translation>
        </message>
        <message>
            <source>not a PubMed article set</source>
            <translation>no es un conjunto de artículos de PubMed</translation>
        </message>
        <message>
            <source>not an Atom feed</source>
            <translation>no es un feed Atom</translation>
        </message>
        <message>
            <source>not readable as BibTeX: {problem}</source>
            <translation>no se puede leer como BibTeX: {problem}</translation>
        </message>
        <message>
            <source>not readable as RIS</source>
            <translation>no se puede leer como RIS</translation>
        </message>
        <message>
            <source>not readable as RIS: {problem}</source>
            <translation>no se puede leer como RIS: {problem}</translation>
        </message>
        <message>
            <source>not valid JSON ({problem})</source>
            <translation>no es un JSON válido ({problem})</translation>
        </message>
        <message>
            <source>reader stopped</source>
            <translation>lector detenido</translation>
        </message>
        <message>
            <source>reading it took too long, so Lectern stopped</source>
            <translation>leerlo tardaba demasiado, así que Lectern se detuvo</translation>
        </message>
        <message>
            <source>record has neither a title nor an abstract</source>
            <translation>el registro no tiene ni título ni resumen</translation>
        </message>
        <message>
            <source>record has neither a title nor an abstract (PMID {pmid})</source>
            <translation>el registro no tiene ni título ni resumen (PMID {pmid})</translation>
        </message>
        <message>
            <source>record has no title, abstract, DOI or arXiv id</source>
            <translation>el registro no tiene título, resumen, DOI ni id de arXiv</translation>
        </message>
        <message>
            <source>record holds nothing but EndNote's own bookkeeping (no title, authors, date, notes or any other field)</source>
            <translation>el registro solo contiene datos de gestión de EndNote (sin título, autores, fecha, notas ni ningún otro campo)</translation>
        </message>
        <message>
            <source>refers to an external entity; Lectern does not load them</source>
            <translation>hace referencia a una entidad externa; Lectern no las carga</translation>
        </message>
        <message>
            <source>row has no title, abstract, DOI or arXiv id</source>
            <translation>la fila no tiene título, resumen, DOI ni id de arXiv</translation>
        </message>
        <message>
            <source>same DOI</source>
            <translation>mismo DOI</translation>
        </message>
        <message>
            <source>same Lectern id</source>
            <translation>mismo id de Lectern</translation>
        </message>
        <message>
            <source>same abstract, neither has a title</source>
            <translation>mismo resumen, ninguno tiene título</translation>
        </message>
        <message>
            <source>same abstract, one has no title</source>
            <translation>mismo resumen, uno no tiene título</translation>
        </message>
        <message>
            <source>same arXiv id</source>
            <translation>mismo id de arXiv</translation>
        </message>
        <message>
            <source>same entry of the same file</source>
            <translation>misma entrada del mismo archivo</translation>
        </message>
        <message>
            <source>same entry, in a file of another name</source>
            <translation>misma entrada, en un archivo con otro nombre</translation>
        </message>
        <message>
            <source>same generic title, such as Preface</source>
            <translation>mismo título genérico, como «Prefacio»</translation>
        </message>
        <message>
            <source>same title as several papers</source>
            <translation>mismo título que varios artículos</translation>
        </message>
        <message>
            <source>same title, authors and year</source>
            <translation>mismo título, autores y año</translation>
        </message>
        <message>
            <source>same title, different DOI or arXiv id</source>
            <translation>mismo título, distinto DOI o id de arXiv</translation>
        </message>
        <message>
            <source>same title, different first author</source>
            <translation>mismo título, distinto primer autor</translation>
        </message>
        <message>
            <source>same title, different venue</source>
            <translation>mismo título, distinta publicación</translation>
        </message>
        <message>
            <source>same title, different volume, issue or pages</source>
            <translation>mismo título, distinto volumen, número o páginas</translation>
        </message>
        <message>
            <source>same title, different year</source>
            <translation>mismo título, distinto año</translation>
        </message>
        <message>
            <source>same title, neither names its authors</source>
            <translation>mismo título, ninguno indica sus autores</translation>
        </message>
        <message>
            <source>same title, two entries of one file</source>
            <translation>mismo título, dos entradas de un mismo archivo</translation>
        </message>
        <message>
            <source>syntax error</source>
            <translation>error de sintaxis</translation>
        </message>
        <message>
            <source>the PDF reader stopped on it (it may be damaged or too large)</source>
            <translation>el lector de PDF se detuvo con él (puede estar dañado o ser demasiado grande)</translation>
        </message>
        <message>
            <source>the PDF reader stopped on {path}</source>
            <translation>el lector de PDF se detuvo con {path}</translation>
        </message>
        <message>
            <source>the disk holding {folder} is full</source>
            <translation>el disco que contiene {folder} está lleno</translation>
        </message>
        <message>
            <source>this {format} file is {size} MB; Lectern reads such files whole and takes them up to {limit} MB. Split it into smaller files, or export it as JSON Lines or RIS, which are read piece by piece.</source>
            <translation>este archivo {format} ocupa {size} MB; Lectern lee estos archivos enteros y los admite hasta {limit} MB. Divídalo en archivos más pequeños o expórtelo como JSON Lines o RIS, que se leen por partes.</translation>
        </message>
        <message>
            <source>too short to be an abstract: {text}</source>
            <translation>demasiado corto para ser un resumen: {text}</translation>
        </message>
        <message>
            <source>took too long</source>
            <translation>tardó demasiado</translation>
        </message>
        <message>
            <source>unknown format {format} (known: {formats})</source>
            <translation>formato desconocido {format} (conocidos: {formats})</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>ilegible</translation>
        </message>
        <message>
            <source>use e.g. added:2026-11-01, added:&gt;2026-11, added:&lt;7d or added:this-week</source>
            <translation>use, p. ej., added:2026-11-01, added:&gt;2026-11, added:&lt;7d o added:this-week</translation>
        </message>
        <message>
            <source>use e.g. {field}:&gt;=4, {field}:5 or {field}:3..5</source>
            <translation>use, p. ej., {field}:&gt;=4, {field}:5 o {field}:3..5</translation>
        </message>
        <message>
            <source>was written by a newer Lectern (backup version {version}); update Lectern to restore it</source>
            <translation>lo escribió una versión más reciente de Lectern (versión de copia de seguridad {version}); actualice Lectern para restaurarlo</translation>
        </message>
        <message>
            <source>{changes} are not merged into this copy yet</source>
            <translation>{changes} aún no se han fusionado en esta copia</translation>
        </message>
        <message>
            <source>{changes} from {name}</source>
            <translation>{changes} de {name}</translation>
        </message>
        <message>
            <source>{changes} is not merged into this copy yet</source>
            <translation>{changes} aún no se ha fusionado en esta copia</translation>
        </message>
        <message>
            <source>{count} PDFs</source>
            <translation>{count} PDF</translation>
        </message>
        <message>
            <source>{count} change to saved searches or collections</source>
            <translation>{count} cambio en búsquedas guardadas o colecciones</translation>
        </message>
        <message>
            <source>{count} changes to saved searches or collections</source>
            <translation>{count} cambios en búsquedas guardadas o colecciones</translation>
        </message>
        <message>
            <source>{count} note you edited since the last export was kept as it was; the new version is beside each, named “{name}” (first: {first}).</source>
            <translation>{count} nota que editó desde la última exportación se conservó tal como estaba; la nueva versión está junto a ella, con el nombre «{name}» (la primera: {first}).</translation>
        </message>
        <message>
            <source>{count} notes you edited since the last export were kept as they were; the new version is beside each, named “{name}” (first: {first}).</source>
            <translation>{count} notas que editó desde la última exportación se conservaron tal como estaban; la nueva versión está junto a cada una, con el nombre «{name}» (la primera: {first}).</translation>
        </message>
        <message>
            <source>{count} paper</source>
            <translation>{count} artículo</translation>
        </message>
        <message>
            <source>{count} papers</source>
            <translation>{count} artículos</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} y {second}</translation>
        </message>
        <message>
            <source>{first}, {second} and {third}</source>
            <translation>{first}, {second} y {third}</translation>
        </message>
        <message>
            <source>{first}; {second}</source>
            <translation>{first}; {second}</translation>
        </message>
        <message>
            <source>{folder} already holds {count} other files and no earlier Lectern export. Choose an empty folder, or confirm to write the notes among them.</source>
            <translation>{folder} ya contiene {count} archivos más y ninguna exportación anterior de Lectern. Elija una carpeta vacía o confirme para escribir las notas entre ellos.</translation>
        </message>
        <message>
            <source>{holder} is writing your library, so nothing was saved. Close it, or open the library in Lectern's window, and save again.</source>
            <translation>{holder} está escribiendo en su biblioteca, así que no se guardó nada. Ciérrelo, o abra la biblioteca en la ventana de Lectern, y vuelva a guardar.</translation>
        </message>
        <message>
            <source>{name} could not format a citation: {problem}</source>
            <translation>{name} no pudo dar formato a una cita: {problem}</translation>
        </message>
        <message>
            <source>{name} does not hold a JSON object</source>
            <translation>{name} no contiene un objeto JSON</translation>
        </message>
        <message>
            <source>{name} has no valid schema version</source>
            <translation>{name} no tiene una versión de esquema válida</translation>
        </message>
        <message>
            <source>{name} holds names or a date as its file writes them: keep it JSON, such as {example}</source>
            <translation>{name} contiene nombres o una fecha tal como los escribe su archivo: manténgalo en JSON, como {example}</translation>
        </message>
        <message>
            <source>{name} is a dependent style: it only points to another style ({parent}). Add that style instead.</source>
            <translation>{name} es un estilo dependiente: solo remite a otro estilo ({parent}). Añada ese estilo en su lugar.</translation>
        </message>
        <message>
            <source>{name} is a dependent style: it only points to another style. Add that style instead.</source>
            <translation>{name} es un estilo dependiente: solo remite a otro estilo. Añada ese estilo en su lugar.</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} está vacío</translation>
        </message>
        <message>
            <source>{name} is missing</source>
            <translation>falta {name}</translation>
        </message>
        <message>
            <source>{name} is not a CSL citation style (it has no &lt;style&gt; of CSL).</source>
            <translation>{name} no es un estilo de cita CSL (no tiene un &lt;style&gt; de CSL).</translation>
        </message>
        <message>
            <source>{name} is not a Lectern library file</source>
            <translation>{name} no es un archivo de biblioteca de Lectern</translation>
        </message>
        <message>
            <source>{name} is not a valid CSL 1.0 style: {problems}</source>
            <translation>{name} no es un estilo CSL 1.0 válido: {problems}</translation>
        </message>
        <message>
            <source>{name} is not an XML file: {problem}</source>
            <translation>{name} no es un archivo XML: {problem}</translation>
        </message>
        <message>
            <source>{name} is not valid JSON ({problem})</source>
            <translation>{name} no es un JSON válido ({problem})</translation>
        </message>
        <message>
            <source>{name}: added as “{title}”</source>
            <translation>{name}: añadido como «{title}»</translation>
        </message>
        <message>
            <source>{name}: attached to “{title}”</source>
            <translation>{name}: adjuntado a «{title}»</translation>
        </message>
        <message>
            <source>{name}: failed: {reason}</source>
            <translation>{name}: error: {reason}</translation>
        </message>
        <message>
            <source>{name}: same file already attached to “{title}”</source>
            <translation>{name}: el mismo archivo ya está adjuntado a «{title}»</translation>
        </message>
        <message>
            <source>{name}: table '{table}' is damaged</source>
            <translation>{name}: la tabla '{table}' está dañada</translation>
        </message>
        <message>
            <source>{name}: the library is open read-only</source>
            <translation>{name}: la biblioteca está abierta en modo de solo lectura</translation>
        </message>
        <message>
            <source>{paper} is not in the Trash.</source>
            <translation>{paper} no está en la Papelera.</translation>
        </message>
        <message>
            <source>{path} cannot be read ({reason}).</source>
            <translation>No se puede leer {path} ({reason}).</translation>
        </message>
        <message>
            <source>{path} has no pages.</source>
            <translation>{path} no tiene páginas.</translation>
        </message>
        <message>
            <source>{path} is a file; Markdown export needs a folder.</source>
            <translation>{path} es un archivo; la exportación a Markdown necesita una carpeta.</translation>
        </message>
        <message>
            <source>{path} is a folder: name the file to keep up to date.</source>
            <translation>{path} es una carpeta: indique el nombre del archivo que se mantendrá al día.</translation>
        </message>
        <message>
            <source>{path} is a folder; {format} export needs a file name.</source>
            <translation>{path} es una carpeta; la exportación a {format} necesita un nombre de archivo.</translation>
        </message>
        <message>
            <source>{path} is damaged: it starts as a PDF but cannot be read.</source>
            <translation>{path} está dañado: empieza como un PDF pero no se puede leer.</translation>
        </message>
        <message>
            <source>{path} is kept up to date already.</source>
            <translation>{path} ya se mantiene al día.</translation>
        </message>
        <message>
            <source>{path} is not a PDF.</source>
            <translation>{path} no es un PDF.</translation>
        </message>
        <message>
            <source>{path} is protected by a password, so Lectern cannot read its marks.</source>
            <translation>{path} está protegido con contraseña, así que Lectern no puede leer sus anotaciones.</translation>
        </message>
        <message>
            <source>{path} keeps changing while Lectern reads it: another program is writing it.</source>
            <translation>{path} no deja de cambiar mientras Lectern lo lee: otro programa está escribiendo en él.</translation>
        </message>
        <message>
            <source>{path} was replaced while Lectern had it open; nothing was saved. Close Lectern and open the library again.</source>
            <translation>{path} se reemplazó mientras Lectern lo tenía abierto; no se guardó nada. Cierre Lectern y vuelva a abrir la biblioteca.</translation>
        </message>
        <message>
            <source>{path} was written by a newer Lectern (schema {schema}; this one reads up to {known}). Update Lectern to open this library.</source>
            <translation>{path} lo escribió una versión más reciente de Lectern (esquema {schema}; esta lee hasta el {known}). Actualice Lectern para abrir esta biblioteca.</translation>
        </message>
        <message>
            <source>{path}, line {line}: {problem}</source>
            <translation>{path}, línea {line}: {problem}</translation>
        </message>
        <message>
            <source>{path}: {problem}</source>
            <translation>{path}: {problem}</translation>
        </message>
        <message>
            <source>{problem} Changes from your other devices wait for the next start.</source>
            <translation>{problem} Los cambios de sus otros dispositivos esperarán al próximo inicio.</translation>
        </message>
        <message>
            <source>{problem} Lectern works on, but made no backup this time.</source>
            <translation>{problem} Lectern sigue funcionando, pero esta vez no hizo copia de seguridad.</translation>
        </message>
        <message>
            <source>{problem}, and no backup of it could be read.</source>
            <translation>{problem}, y no se pudo leer ninguna copia de seguridad.</translation>
        </message>
        <message>
            <source>{problem}, and there was no readable backup. Lectern started it afresh; the damaged file was kept as {damaged}.</source>
            <translation>{problem}, y no había ninguna copia de seguridad legible. Lectern lo creó de nuevo desde cero; el archivo dañado se conservó como {damaged}.</translation>
        </message>
        <message>
            <source>{problem}. Lectern restored it from the backup of {time} ({backup}).</source>
            <translation>{problem}. Lectern lo restauró a partir de la copia de seguridad de {time} ({backup}).</translation>
        </message>
        <message>
            <source>{problem}. Lectern restored it from the backup of {time} ({backup}). The damaged file was kept as {damaged}.</source>
            <translation>{problem}. Lectern lo restauró a partir de la copia de seguridad de {time} ({backup}). El archivo dañado se conservó como {damaged}.</translation>
        </message>
        <message>
            <source>{program} (process {pid} on {host}, since {since} UTC)</source>
            <translation>{program} (proceso {pid} en {host}, desde {since} UTC)</translation>
        </message>
        <message>
            <source>{program} (process {pid}, since {since} UTC)</source>
            <translation>{program} (proceso {pid}, desde {since} UTC)</translation>
        </message>
        <message>
            <source>{scope} changes from moment to moment; keep an export of the whole library, a collection, a saved search, a tag or a status.</source>
            <translation>{scope} cambia de un momento a otro; mantenga una exportación de toda la biblioteca, una colección, una búsqueda guardada, una etiqueta o un estado.</translation>
        </message>
        <message>
            <source>{scope} → {path} ({format})</source>
            <translation>{scope} → {path} ({format})</translation>
        </message>
        <message>
            <source>{service} answered about {what} with something that is not a record ({reason}); nothing was changed.</source>
            <translation>{service} respondió sobre {what} con algo que no es un registro ({reason}); no se cambió nada.</translation>
        </message>
        <message>
            <source>{service} answered about {what} with the record of {named}; nothing was changed.</source>
            <translation>{service} respondió sobre {what} con el registro de {named}; no se cambió nada.</translation>
        </message>
        <message>
            <source>{service} did not answer in time about {what}; nothing was changed. Try again later.</source>
            <translation>{service} no respondió a tiempo sobre {what}; no se cambió nada. Vuelva a intentarlo más tarde.</translation>
        </message>
        <message>
            <source>{service} failed to answer about {what} (HTTP {status}); nothing was changed. Try again later.</source>
            <translation>{service} no pudo responder sobre {what} (HTTP {status}); no se cambió nada. Vuelva a intentarlo más tarde.</translation>
        </message>
        <message>
            <source>{service} gave an answer about {what} that Lectern cannot read ({reason}); nothing was changed.</source>
            <translation>{service} dio sobre {what} una respuesta que Lectern no puede leer ({reason}); no se cambió nada.</translation>
        </message>
        <message>
            <source>{service} has no record of {what}; nothing was changed.</source>
            <translation>{service} no tiene ningún registro de {what}; no se cambió nada.</translation>
        </message>
        <message>
            <source>{service} is busy and asked Lectern to wait before looking up {what}; nothing was changed. Try again in a while.</source>
            <translation>{service} está ocupado y pidió a Lectern que esperara antes de buscar {what}; no se cambió nada. Vuelva a intentarlo dentro de un rato.</translation>
        </message>
        <message>
            <source>{service} refused to look up {what} (HTTP {status}); nothing was changed.</source>
            <translation>{service} se negó a buscar {what} (HTTP {status}); no se cambió nada.</translation>
        </message>
        <message>
            <source>{service}'s answer about {what} is larger than any record ({limit} MB); nothing was changed.</source>
            <translation>La respuesta de {service} sobre {what} es más grande que cualquier registro ({limit} MB); no se cambió nada.</translation>
        </message>
        <message>
            <source>{text} is not a DOI (they look like 10.1234/abc).</source>
            <translation>{text} no es un DOI (tienen la forma 10.1234/abc).</translation>
        </message>
        <message>
            <source>{text} is not a DOI, an arXiv id, a PMID, a PMCID or an ISBN that Lectern can look up.</source>
            <translation>{text} no es un DOI, un id de arXiv, un PMID, un PMCID ni un ISBN que Lectern pueda buscar.</translation>
        </message>
        <message>
            <source>{text} is not an ISBN: its check digit does not match.</source>
            <translation>{text} no es un ISBN: su dígito de control no coincide.</translation>
        </message>
        <message>
            <source>{text} is not an arXiv id (they look like 2401.01234).</source>
            <translation>{text} no es un id de arXiv (tienen la forma 2401.01234).</translation>
        </message>
        <message>
            <source>{title} comes with Lectern and cannot be removed.</source>
            <translation>{title} viene con Lectern y no se puede quitar.</translation>
        </message>
        <message>
            <source>“{name}” cannot go inside itself.</source>
            <translation>«{name}» no puede ir dentro de sí misma.</translation>
        </message>
        <message>
            <source>“{parent}” is inside “{name}”, so “{name}” cannot go inside it: move “{parent}” out of it first.</source>
            <translation>«{parent}» está dentro de «{name}», así que «{name}» no puede ir dentro de ella: saque primero «{parent}» de ella.</translation>
        </message>
    </context>
    <context>
        <name>CorrectionOffer</name>
        <message>
            <source>Did you mean</source>
            <translation>¿Quiso decir</translation>
        </message>
        <message>
            <source>Search for this instead (Ctrl+Enter)</source>
            <translation>Buscar esto en su lugar (Ctrl+Enter)</translation>
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
            <translation>¿Quiso decir {query}?</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>The details were written to:
{path}</source>
            <translation>Los detalles se escribieron en:
{path}</translation>
        </message>
        <message>
            <source>Logging to a file was not possible; the details were printed to the terminal.</source>
            <translation>No fue posible escribir el registro en un archivo; los detalles se mostraron en la terminal.</translation>
        </message>
        <message>
            <source>Lectern ran into an unexpected problem ({error}: {problem}).

Your library is saved after every change, so nothing you finished is lost. You can keep working, or restart Lectern.

{where}</source>
            <translation>Lectern se encontró con un problema inesperado ({error}: {problem}).

Su biblioteca se guarda tras cada cambio, así que no se pierde nada de lo que terminó. Puede seguir trabajando o reiniciar Lectern.

{where}</translation>
        </message>
        <message>
            <source>Lectern — unexpected problem</source>
            <translation>Lectern — problema inesperado</translation>
        </message>
    </context>
    <context>
        <name>Dates</name>
        <message>
            <source>d MMM</source>
            <comment>date format: 3 Nov</comment>
            <translation>d MMM</translation>
        </message>
        <message>
            <source>d MMM yyyy</source>
            <comment>date format: 3 Nov 2024</comment>
            <translation>d MMM yyyy</translation>
        </message>
    </context>
    <context>
        <name>DetailHeader</name>
        <message>
            <source>Title derived from the abstract — double-click it to rename</source>
            <translation>Título derivado del resumen — haga doble clic para renombrarlo</translation>
        </message>
        <message>
            <source>Title made from its DOI — double-click it to rename</source>
            <translation>Título creado a partir de su DOI — haga doble clic para renombrarlo</translation>
        </message>
        <message>
            <source>Title made from its arXiv id — double-click it to rename</source>
            <translation>Título creado a partir de su id de arXiv — haga doble clic para renombrarlo</translation>
        </message>
        <message>
            <source>Title made from its link — double-click it to rename</source>
            <translation>Título creado a partir de su enlace — haga doble clic para renombrarlo</translation>
        </message>
        <message>
            <source>Title made by Lectern — double-click it to rename</source>
            <translation>Título creado por Lectern — haga doble clic para renombrarlo</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Link</source>
            <translation>Enlace</translation>
        </message>
        <message>
            <source>Double-click to rename</source>
            <translation>Doble clic para renombrar</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <source>Edit the details of this paper (F2); double-click the title to rename it</source>
            <translation>Editar los detalles de este artículo (F2); haga doble clic en el título para renombrarlo</translation>
        </message>
        <message>
            <source>Edit details</source>
            <translation>Editar detalles</translation>
        </message>
        <message>
            <source>Citation key</source>
            <translation>Clave de cita</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy the citation key, to cite the paper in LaTeX</source>
            <translation>Copiar la clave de cita, para citar el artículo en LaTeX</translation>
        </message>
        <message>
            <source>Copy the citation key</source>
            <translation>Copiar la clave de cita</translation>
        </message>
        <message>
            <source>{path} (missing: nothing is there)</source>
            <translation>{path} (no encontrado: no hay nada ahí)</translation>
        </message>
        <message>
            <source>{path}
Not searchable: {why}</source>
            <translation>{path}
No se puede buscar en él: {why}</translation>
        </message>
        <message>
            <source>in {collections}</source>
            <translation>en {collections}</translation>
        </message>
        <message>
            <source>keywords: {keywords}</source>
            <translation>palabras clave: {keywords}</translation>
        </message>
        <message>
            <source>Key: {key} · also cited as {aliases}</source>
            <translation>Clave: {key} · también citado como {aliases}</translation>
        </message>
        <message>
            <source>Key: {key}</source>
            <translation>Clave: {key}</translation>
        </message>
        <message>
            <source>{name} (missing)</source>
            <translation>{name} (no encontrado)</translation>
        </message>
        <message>
            <source>File {link}</source>
            <translation>Archivo {link}</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Sin título</translation>
        </message>
        <message numerus="yes">
            <source>and %Ln more</source>
            <translation>
                <numerusform>y %Ln más</numerusform>
                <numerusform>y %Ln más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln more link(s)</source>
            <translation>
                <numerusform>%Ln enlace más</numerusform>
                <numerusform>%Ln enlaces más</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DetailPane</name>
        <message>
            <source>The paper's details</source>
            <translation>Detalles del artículo</translation>
        </message>
        <message>
            <source>Status history</source>
            <translation>Historial de estados</translation>
        </message>
        <message>
            <source>History…</source>
            <translation>Historial…</translation>
        </message>
        <message>
            <source>Every change to this paper, and undo any of them</source>
            <translation>Cada cambio de este artículo; deshaga cualquiera de ellos</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>Resumen</translation>
        </message>
        <message>
            <source>No abstract.</source>
            <translation>Sin resumen.</translation>
        </message>
        <message>
            <source>No paper selected</source>
            <translation>Ningún artículo seleccionado</translation>
        </message>
        <message>
            <source>Select a paper in the list to read its abstract,
rate it, tag it and write notes.</source>
            <translation>Seleccione un artículo de la lista para leer su resumen,
valorarlo, etiquetarlo y escribir notas.</translation>
        </message>
    </context>
    <context>
        <name>EmptyState</name>
        <message>
            <source>Import papers…</source>
            <translation>Importar artículos…</translation>
        </message>
        <message>
            <source>Your reading list is empty</source>
            <translation>Su lista de lectura está vacía</translation>
        </message>
        <message>
            <source>Import BibTeX, RIS, CSL-JSON, arXiv (Atom or JSON lines), CSV or plain-text lists of abstracts — or drop the files onto this window.</source>
            <translation>Importe BibTeX, RIS, CSL-JSON, arXiv (Atom o líneas JSON), CSV o listas de resúmenes en texto plano — o suelte los archivos en esta ventana.</translation>
        </message>
        <message>
            <source>Try other words, or click ? in the search box for the syntax.</source>
            <translation>Pruebe otras palabras o haga clic en ? en el cuadro de búsqueda para ver la sintaxis.</translation>
        </message>
        <message>
            <source>No papers match</source>
            <translation>Ningún artículo coincide</translation>
        </message>
        <message>
            <source>Nothing in {view} matches “{query}”. Check the spelling, try fewer words, or click ? in the search box for the syntax.</source>
            <translation>Nada en {view} coincide con «{query}». Revise la ortografía, pruebe con menos palabras o haga clic en ? en el cuadro de búsqueda para ver la sintaxis.</translation>
        </message>
        <message>
            <source>Nothing in {view} yet</source>
            <translation>Todavía no hay nada en {view}</translation>
        </message>
        <message>
            <source>Papers show up here as soon as they fit this view.</source>
            <translation>Los artículos aparecen aquí en cuanto encajan en esta vista.</translation>
        </message>
    </context>
    <context>
        <name>ErrorMessage</name>
        <message>
            <source>The disk said no: {reason}.</source>
            <translation>El disco se negó: {reason}.</translation>
        </message>
        <message>
            <source>An unexpected error happened ({error}: {problem}). The log file has the details.</source>
            <translation>Se produjo un error inesperado ({error}: {problem}). El archivo de registro tiene los detalles.</translation>
        </message>
    </context>
    <context>
        <name>ExportDialog</name>
        <message>
            <source>Lectern backup</source>
            <translation>Copia de seguridad de Lectern</translation>
        </message>
        <message>
            <source>Bibliography as a web page</source>
            <translation>Bibliografía como página web</translation>
        </message>
        <message>
            <source>Bibliography as plain text</source>
            <translation>Bibliografía como texto plano</translation>
        </message>
        <message>
            <source>Bibliography as Markdown</source>
            <translation>Bibliografía como Markdown</translation>
        </message>
        <message>
            <source>Export papers</source>
            <translation>Exportar artículos</translation>
        </message>
        <message>
            <source>Or a bibliography, formatted in a citation style:</source>
            <translation>O una bibliografía, con el formato de un estilo de cita:</translation>
        </message>
        <message>
            <source>Citation style of the bibliography</source>
            <translation>Estilo de cita de la bibliografía</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportar…</translation>
        </message>
        <message>
            <source>There are no papers to export in this view.</source>
            <translation>No hay artículos que exportar en esta vista.</translation>
        </message>
        <message>
            <source>Export bibliography</source>
            <translation>Exportar bibliografía</translation>
        </message>
        <message>
            <source>Export Markdown notes into folder</source>
            <translation>Exportar las notas en Markdown a una carpeta</translation>
        </message>
        <message>
            <source>Exporting…</source>
            <translation>Exportando…</translation>
        </message>
        <message>
            <source>Nothing was written.</source>
            <translation>No se escribió nada.</translation>
        </message>
        <message>
            <source>Could not write {path}: {reason}</source>
            <translation>No se pudo escribir {path}: {reason}</translation>
        </message>
        <message>
            <source>Export failed. Nothing was written.</source>
            <translation>La exportación falló. No se escribió nada.</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>La exportación falló</translation>
        </message>
        <message>
            <source>Export again…</source>
            <translation>Exportar de nuevo…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Folder is not empty</source>
            <translation>La carpeta no está vacía</translation>
        </message>
        <message numerus="yes">
            <source>Export &lt;b&gt;%Ln paper(s)&lt;/b&gt; ({label}) as:</source>
            <translation>
                <numerusform>Exportar &lt;b&gt;%Ln artículo&lt;/b&gt; ({label}) como:</numerusform>
                <numerusform>Exportar &lt;b&gt;%Ln artículos&lt;/b&gt; ({label}) como:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) into the folder {path}.</source>
            <translation>
                <numerusform>Se exportó %Ln artículo a la carpeta {path}.</numerusform>
                <numerusform>Se exportaron %Ln artículos a la carpeta {path}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) to {path}.</source>
            <translation>
                <numerusform>Se exportó %Ln artículo a {path}.</numerusform>
                <numerusform>Se exportaron %Ln artículos a {path}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FieldRows</name>
        <message>
            <source>As the file wrote them, LaTeX and all. Empty a value or press ✕ to remove a field.</source>
            <translation>Tal como los escribió el archivo, con LaTeX y todo. Vacíe un valor o pulse ✕ para quitar un campo.</translation>
        </message>
        <message>
            <source>As the file wrote them; a field of several values has one per line. Empty a value or press ✕ to remove a field.</source>
            <translation>Tal como los escribió el archivo; un campo con varios valores tiene uno por línea. Vacíe un valor o pulse ✕ para quitar un campo.</translation>
        </message>
        <message>
            <source>As the file wrote them. Empty a value or press ✕ to remove a field.</source>
            <translation>Tal como los escribió el archivo. Vacíe un valor o pulse ✕ para quitar un campo.</translation>
        </message>
        <message>
            <source>Other fields</source>
            <translation>Otros campos</translation>
        </message>
        <message>
            <source>&amp;Add a field</source>
            <translation>&amp;Añadir un campo</translation>
        </message>
        <message>
            <source>A field of the record that the rows above do not show (Alt+A)</source>
            <translation>Un campo del registro que las filas de arriba no muestran (Alt+A)</translation>
        </message>
        <message>
            <source>Other fields of the {format} record</source>
            <translation>Otros campos del registro {format}</translation>
        </message>
        <message>
            <source>This paper has no record from a file yet (it was typed in or came from a list or a feed): a field added here starts its {format} record.</source>
            <translation>Este artículo aún no tiene un registro de un archivo (se escribió a mano o vino de una lista o de un feed): un campo añadido aquí crea su registro {format}.</translation>
        </message>
        <message>
            <source>A field needs a name.</source>
            <translation>Un campo necesita un nombre.</translation>
        </message>
        <message>
            <source>{field} is where the paper's status, stars, notes or collections are read from: change those in the detail pane.</source>
            <translation>De {field} se leen el estado, las estrellas, las notas o las colecciones del artículo: cámbialos en el panel de detalles.</translation>
        </message>
        <message>
            <source>{field} is one of the fields the rows above show (title, authors, venue, …): correct it there.</source>
            <translation>{field} es uno de los campos que muestran las filas de arriba (título, autores, publicación, …): corríjalo ahí.</translation>
        </message>
        <message>
            <source>There are two fields named {field}.</source>
            <translation>Hay dos campos llamados {field}.</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nombre</translation>
        </message>
        <message>
            <source>Field name</source>
            <translation>Nombre del campo</translation>
        </message>
        <message>
            <source>value</source>
            <translation>valor</translation>
        </message>
        <message>
            <source>Value of {field}</source>
            <translation>Valor de {field}</translation>
        </message>
        <message>
            <source>Field value</source>
            <translation>Valor del campo</translation>
        </message>
        <message>
            <source>Remove this field</source>
            <translation>Quitar este campo</translation>
        </message>
        <message>
            <source>Remove {field}</source>
            <translation>Quitar {field}</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <source>Import papers</source>
            <translation>Importar artículos</translation>
        </message>
        <message>
            <source>Lectern is still opening your library; export the view in a moment.</source>
            <translation>Lectern todavía está abriendo su biblioteca; exporte la vista dentro de un momento.</translation>
        </message>
        <message>
            <source>Type a search first, then save it.</source>
            <translation>Escriba primero una búsqueda y luego guárdela.</translation>
        </message>
        <message numerus="yes">
            <source>%n selected</source>
            <translation>
                <numerusform>%n seleccionado</numerusform>
                <numerusform>%n seleccionados</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FindBar</name>
        <message>
            <source>Find in this PDF</source>
            <translation>Buscar en este PDF</translation>
        </message>
        <message>
            <source>Find in PDF</source>
            <translation>Buscar en el PDF</translation>
        </message>
        <message>
            <source>Matches found</source>
            <translation>Coincidencias encontradas</translation>
        </message>
        <message>
            <source>Previous match</source>
            <translation>Coincidencia anterior</translation>
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation>Coincidencia anterior (Shift+Enter)</translation>
        </message>
        <message>
            <source>Next match</source>
            <translation>Coincidencia siguiente</translation>
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation>Coincidencia siguiente (Enter)</translation>
        </message>
        <message>
            <source>Close Find</source>
            <translation>Cerrar Buscar</translation>
        </message>
        <message>
            <source>Close Find (Esc)</source>
            <translation>Cerrar Buscar (Esc)</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Buscando…</translation>
        </message>
        <message>
            <source>No matches</source>
            <translation>Sin coincidencias</translation>
        </message>
        <message>
            <source>{current} of {total}</source>
            <translation>{current} de {total}</translation>
        </message>
        <message numerus="yes">
            <source>%n found</source>
            <translation>
                <numerusform>%n encontrada</numerusform>
                <numerusform>%n encontradas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FolderWatcher</name>
        <message>
            <source>Could not import {name} from your watched folders: {reason}</source>
            <translation>No se pudo importar {name} de sus carpetas vigiladas: {reason}</translation>
        </message>
        <message>
            <source>Could not import {name} from {folder}: {reason}</source>
            <translation>No se pudo importar {name} de {folder}: {reason}</translation>
        </message>
        <message>
            <source>Imported “{title}” from your watched folders</source>
            <translation>Se importó «{title}» de sus carpetas vigiladas</translation>
        </message>
        <message>
            <source>Imported “{title}” from {folder}</source>
            <translation>Se importó «{title}» de {folder}</translation>
        </message>
        <message>
            <source>{name} from your watched folders attached to “{title}”</source>
            <translation>{name}, de sus carpetas vigiladas, adjuntado a «{title}»</translation>
        </message>
        <message>
            <source>{name} from {folder} attached to “{title}”</source>
            <translation>{name}, de {folder}, adjuntado a «{title}»</translation>
        </message>
        <message>
            <source>{name} from your watched folders is already attached to “{title}”</source>
            <translation>{name}, de sus carpetas vigiladas, ya está adjunto a «{title}»</translation>
        </message>
        <message>
            <source>{name} from {folder} is already attached to “{title}”</source>
            <translation>{name}, de {folder}, ya está adjunto a «{title}»</translation>
        </message>
        <message>
            <source>{imported}; {unread}</source>
            <translation>{imported}; {unread}</translation>
        </message>
        <message>
            <source>Could not import from your watched folders: {message}</source>
            <translation>No se pudo importar de sus carpetas vigiladas: {message}</translation>
        </message>
        <message>
            <source>Could not import from {folder}: {message}</source>
            <translation>No se pudo importar de {folder}: {message}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln PDF(s) could not be read</source>
            <translation>
                <numerusform>%Ln PDF no se pudo leer</numerusform>
                <numerusform>%Ln PDF no se pudieron leer</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from your watched folders</source>
            <translation>
                <numerusform>Se importó %Ln PDF de sus carpetas vigiladas</numerusform>
                <numerusform>Se importaron %Ln PDF de sus carpetas vigiladas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from {folder}</source>
            <translation>
                <numerusform>Se importó %Ln PDF de {folder}</numerusform>
                <numerusform>Se importaron %Ln PDF de {folder}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Group</name>
        <message>
            <source>The list</source>
            <translation>La lista</translation>
        </message>
        <message>
            <source>Searching</source>
            <translation>Búsqueda</translation>
        </message>
        <message>
            <source>Marking, rating, notes</source>
            <translation>Marcar, valorar, notas</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>Cola</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>Artículos</translation>
        </message>
        <message>
            <source>In the detail pane</source>
            <translation>En el panel de detalles</translation>
        </message>
        <message>
            <source>Reading a PDF</source>
            <translation>Leer un PDF</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Importing and exporting</source>
            <translation>Importar y exportar</translation>
        </message>
        <message>
            <source>Windows and help</source>
            <translation>Ventanas y ayuda</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>All changes</source>
            <translation>Todos los cambios</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Stars</source>
            <translation>Estrellas</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Etiquetas</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notas</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>Anotaciones</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>Cola</translation>
        </message>
        <message>
            <source>Edits</source>
            <translation>Ediciones</translation>
        </message>
        <message>
            <source>Added and imports</source>
            <translation>Añadidos e importaciones</translation>
        </message>
        <message>
            <source>Trash and deletions</source>
            <translation>Papelera y eliminaciones</translation>
        </message>
        <message>
            <source>Merges</source>
            <translation>Fusiones</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>Colecciones</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>Búsquedas guardadas</translation>
        </message>
        <message>
            <source>Opened (read in Lectern)</source>
            <translation>Abiertos (leídos en Lectern)</translation>
        </message>
        <message>
            <source>Today {time}</source>
            <translation>Hoy {time}</translation>
        </message>
        <message>
            <source>Yesterday {time}</source>
            <translation>Ayer {time}</translation>
        </message>
        <message>
            <source>d MMM HH:mm</source>
            <comment>date format: 3 Nov 14:02</comment>
            <translation>d MMM HH:mm</translation>
        </message>
        <message>
            <source>d MMM yyyy</source>
            <comment>date format: 3 Nov 2025</comment>
            <translation>d MMM yyyy</translation>
        </message>
        <message>
            <source>this computer</source>
            <translation>este equipo</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historial</translation>
        </message>
        <message>
            <source>Kind of change</source>
            <translation>Tipo de cambio</translation>
        </message>
        <message>
            <source>Only the selected paper</source>
            <translation>Solo el artículo seleccionado</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Mostrar:</translation>
        </message>
        <message>
            <source>Changes, newest first</source>
            <translation>Cambios, los más recientes primero</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Cuándo</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Cambio</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>Artículos</translation>
        </message>
        <message>
            <source>Device</source>
            <translation>Dispositivo</translation>
        </message>
        <message>
            <source>Show older</source>
            <translation>Mostrar anteriores</translation>
        </message>
        <message>
            <source>Undo this change</source>
            <translation>Deshacer este cambio</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>“{title}”</source>
            <translation>«{title}»</translation>
        </message>
        <message>
            <source>No changes of this kind yet.</source>
            <translation>Todavía no hay cambios de este tipo.</translation>
        </message>
        <message>
            <source>Undone: {change}</source>
            <translation>Deshecho: {change}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln artículo</numerusform>
                <numerusform>%Ln artículos</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryWords</name>
        <message>
            <source>Added</source>
            <translation>Añadido</translation>
        </message>
        <message>
            <source>Edited</source>
            <translation>Editado</translation>
        </message>
        <message>
            <source>Moved to the Trash</source>
            <translation>Movido a la papelera</translation>
        </message>
        <message>
            <source>Restored from the Trash</source>
            <translation>Restaurado de la papelera</translation>
        </message>
        <message>
            <source>Merged</source>
            <translation>Fusionado</translation>
        </message>
        <message>
            <source>Deleted for good</source>
            <translation>Eliminado definitivamente</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>Colecciones</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Stars</source>
            <translation>Estrellas</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Etiquetas</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notas</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>A continuación</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>Abierto</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>Anotaciones</translation>
        </message>
        <message>
            <source>Library</source>
            <translation>Biblioteca</translation>
        </message>
        <message>
            <source>Undone</source>
            <translation>Deshecho</translation>
        </message>
        <message>
            <source>no stars</source>
            <translation>sin estrellas</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no tags</comment>
            <translation>ninguna</translation>
        </message>
        <message>
            <source>left at page {page}</source>
            <translation>dejado en la página {page}</translation>
        </message>
        <message>
            <source>by hand</source>
            <translation>a mano</translation>
        </message>
        <message>
            <source>by hand, into {collection}</source>
            <translation>a mano, en {collection}</translation>
        </message>
        <message>
            <source>into {collection}</source>
            <translation>en {collection}</translation>
        </message>
        <message>
            <source>from {file}</source>
            <translation>desde {file}</translation>
        </message>
        <message>
            <source>saved search {name}</source>
            <translation>búsqueda guardada {name}</translation>
        </message>
        <message>
            <source>collections inside others</source>
            <translation>colecciones dentro de otras</translation>
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
            <translation>Guardado desde el navegador: {title}</translation>
        </message>
        <message>
            <source>Added to Up next</source>
            <translation>Añadido a la cola</translation>
        </message>
        <message>
            <source>Removed from Up next</source>
            <translation>Quitado de la cola</translation>
        </message>
        <message>
            <source>Moved in Up next</source>
            <translation>Movido en la cola</translation>
        </message>
        <message>
            <source>Highlighted a passage on page {page}</source>
            <translation>Pasaje resaltado en la página {page}</translation>
        </message>
        <message>
            <source>Underlined a passage on page {page}</source>
            <translation>Pasaje subrayado en la página {page}</translation>
        </message>
        <message>
            <source>Added a margin note on page {page}</source>
            <translation>Nota al margen añadida en la página {page}</translation>
        </message>
        <message>
            <source>Recoloured a mark on page {page}</source>
            <translation>Color de una anotación cambiado en la página {page}</translation>
        </message>
        <message>
            <source>Changed how a mark is drawn on page {page}</source>
            <translation>Aspecto de una anotación cambiado en la página {page}</translation>
        </message>
        <message>
            <source>Wrote the note of a mark on page {page}</source>
            <translation>Nota de una anotación escrita en la página {page}</translation>
        </message>
        <message>
            <source>Deleted a mark on page {page}</source>
            <translation>Anotación eliminada en la página {page}</translation>
        </message>
        <message>
            <source>Brought back a mark on page {page}</source>
            <translation>Anotación recuperada en la página {page}</translation>
        </message>
        <message>
            <source>Found a mark again on page {page}</source>
            <translation>Anotación localizada de nuevo en la página {page}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln artículo</numerusform>
                <numerusform>%Ln artículos</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportFiles</name>
        <message>
            <source>PDF papers</source>
            <translation>Artículos en PDF</translation>
        </message>
        <message>
            <source>RIS or Web of Science</source>
            <translation>RIS o Web of Science</translation>
        </message>
        <message>
            <source>CSL-JSON or Lectern backup</source>
            <translation>CSL-JSON o copia de seguridad de Lectern</translation>
        </message>
        <message>
            <source>arXiv Atom feed or EndNote XML</source>
            <translation>Feed Atom de arXiv o XML de EndNote</translation>
        </message>
        <message>
            <source>Text list of abstracts</source>
            <translation>Lista de resúmenes en texto</translation>
        </message>
        <message>
            <source>Compressed (gzip)</source>
            <translation>Comprimido (gzip)</translation>
        </message>
        <message>
            <source>Papers and paper lists</source>
            <translation>Artículos y listas de artículos</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Todos los archivos</translation>
        </message>
    </context>
    <context>
        <name>ImportJobs</name>
        <message>
            <source>The library is not open; nothing was imported.</source>
            <translation>La biblioteca no está abierta; no se importó nada.</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>Importando</translation>
        </message>
        <message>
            <source>Lectern is closing; the import did not start.</source>
            <translation>Lectern se está cerrando; la importación no empezó.</translation>
        </message>
    </context>
    <context>
        <name>ImportRun</name>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>Importando</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>Cancelando…</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>La importación falló</translation>
        </message>
        <message>
            <source>{message}

Nothing was imported; your library is unchanged.</source>
            <translation>{message}

No se importó nada; su biblioteca no ha cambiado.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln archivo</numerusform>
                <numerusform>%Ln archivos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing %Ln file(s)…</source>
            <translation>
                <numerusform>Importando %Ln archivo…</numerusform>
                <numerusform>Importando %Ln archivos…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing {files}… {done} of %Ln papers</source>
            <translation>
                <numerusform>Importando {files}… {done} de %Ln artículo</numerusform>
                <numerusform>Importando {files}… {done} de %Ln artículos</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportSummaryDialog</name>
        <message>
            <source>File</source>
            <translation>Archivo</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Añadidos</translation>
        </message>
        <message>
            <source>Already here</source>
            <translation>Ya estaban</translation>
        </message>
        <message>
            <source>Repeats</source>
            <translation>Repetidos</translation>
        </message>
        <message>
            <source>Skipped</source>
            <translation>Omitidos</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separates the items of a list</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>{file}: failed: {reason}</source>
            <translation>{file}: error: {reason}</translation>
        </message>
        <message>
            <source>{file}: added as “{title}”</source>
            <translation>{file}: añadido como «{title}»</translation>
        </message>
        <message>
            <source>{file}: attached to “{title}”</source>
            <translation>{file}: adjuntado a «{title}»</translation>
        </message>
        <message>
            <source>{file}: same file already attached to “{title}”</source>
            <translation>{file}: el mismo archivo ya está adjuntado a «{title}»</translation>
        </message>
        <message>
            <source>Import finished</source>
            <translation>Importación terminada</translation>
        </message>
        <message>
            <source>Lectern merges a record into a paper only when they are certainly the same work (same DOI or arXiv id, or same title, authors, year and venue). Near matches are added and listed under Possible duplicates.</source>
            <translation>Lectern fusiona un registro con un artículo solo cuando es seguro que son la misma obra (mismo DOI o id de arXiv, o mismo título, autores, año y publicación). Las coincidencias aproximadas se añaden y aparecen en Posibles duplicados.</translation>
        </message>
        <message>
            <source>What the import did, file by file</source>
            <translation>Lo que hizo la importación, archivo por archivo</translation>
        </message>
        <message>
            <source>Undo this import</source>
            <translation>Deshacer esta importación</translation>
        </message>
        <message>
            <source>Move the papers it added to the Trash and put back the fields it filled in</source>
            <translation>Mover a la Papelera los artículos que añadió y restaurar los campos que rellenó</translation>
        </message>
        <message>
            <source>Review possible duplicates</source>
            <translation>Revisar posibles duplicados</translation>
        </message>
        <message>
            <source>Their PDFs print a DOI or an arXiv id: look them up to fill in what the PDF did not say (you see what would change first)</source>
            <translation>Sus PDF indican un DOI o un id de arXiv: búsquelos para completar lo que el PDF no decía (primero verá qué cambiaría)</translation>
        </message>
        <message>
            <source>Already in the library: {found}.</source>
            <translation>Ya en la biblioteca: {found}.</translation>
        </message>
        <message>
            <source>Kept as written, for exports to {format}: {fields} (other formats have no field for them).</source>
            <translation>Conservados tal como se escribieron, para exportar a {format}: {fields} (los otros formatos no tienen campo para ellos).</translation>
        </message>
        <message>
            <source>line {line}: repeats an earlier entry ({reason}); merged into it</source>
            <translation>línea {line}: repite una entrada anterior ({reason}); fusionada con ella</translation>
        </message>
        <message>
            <source>line {line}: skipped, {reason}</source>
            <translation>línea {line}: omitida, {reason}</translation>
        </message>
        <message>
            <source>file: skipped, {reason}</source>
            <translation>archivo: omitido, {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln added paper(s) might be another paper: see Possible duplicates.</source>
            <translation>
                <numerusform>%Ln artículo añadido podría ser otro artículo: vea Posibles duplicados.</numerusform>
                <numerusform>%Ln artículos añadidos podrían ser otros artículos: vea Posibles duplicados.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln already in the library</source>
            <translation>
                <numerusform>%Ln ya en la biblioteca</numerusform>
                <numerusform>%Ln ya en la biblioteca</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln by {reason}</source>
            <translation>
                <numerusform>%Ln por {reason}</numerusform>
                <numerusform>%Ln por {reason}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln archivo</numerusform>
                <numerusform>%Ln archivos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln mark(s) other readers left in these PDFs read as the papers' marks.</source>
            <translation>
                <numerusform>%Ln anotación que otros lectores dejaron en estos PDF se incorporó como anotación de los artículos.</numerusform>
                <numerusform>%Ln anotaciones que otros lectores dejaron en estos PDF se incorporaron como anotaciones de los artículos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln possible duplicates to review</source>
            <translation>
                <numerusform>%Ln posible duplicado por revisar</numerusform>
                <numerusform>%Ln posibles duplicados por revisar</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln repeated within a file</source>
            <translation>
                <numerusform>%Ln repetido dentro de un archivo</numerusform>
                <numerusform>%Ln repetidos dentro de un archivo</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln skipped</source>
            <translation>
                <numerusform>%Ln omitido</numerusform>
                <numerusform>%Ln omitidos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}.</source>
            <translation>
                <numerusform>Se añadió %Ln artículo de {files}.</numerusform>
                <numerusform>Se añadieron %Ln artículos de {files}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}; {others}.</source>
            <translation>
                <numerusform>Se añadió %Ln artículo de {files}; {others}.</numerusform>
                <numerusform>Se añadieron %Ln artículos de {files}; {others}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Already in the library: {found}; %Ln paper(s) gained fields from this file.</source>
            <translation>
                <numerusform>Ya en la biblioteca: {found}; %Ln artículo obtuvo campos de este archivo.</numerusform>
                <numerusform>Ya en la biblioteca: {found}; %Ln artículos obtuvieron campos de este archivo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up %Ln paper(s) online</source>
            <translation>
                <numerusform>Buscar %Ln artículo en línea</numerusform>
                <numerusform>Buscar %Ln artículos en línea</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fields} and %Ln more</source>
            <translation>
                <numerusform>{fields} y %Ln más</numerusform>
                <numerusform>{fields} y %Ln más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more files</source>
            <translation>
                <numerusform>… y %Ln archivo más</numerusform>
                <numerusform>… y %Ln archivos más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more repeats</source>
            <translation>
                <numerusform>… y %Ln repetido más</numerusform>
                <numerusform>… y %Ln repetidos más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more skipped</source>
            <translation>
                <numerusform>… y %Ln omitido más</numerusform>
                <numerusform>… y %Ln omitidos más</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportTargetDialog</name>
        <message>
            <source>Import into</source>
            <translation>Importar en</translation>
        </message>
        <message>
            <source>A new collection for &amp;each file, named after it</source>
            <translation>Una colección nueva para &amp;cada archivo, con su nombre</translation>
        </message>
        <message>
            <source>A new collection named after the &amp;file</source>
            <translation>Una colección nueva con el nombre del &amp;archivo</translation>
        </message>
        <message>
            <source>&amp;No collection</source>
            <translation>&amp;Ninguna colección</translation>
        </message>
        <message>
            <source>&amp;This collection:</source>
            <translation>&amp;Esta colección:</translation>
        </message>
        <message>
            <source>Collection to import into</source>
            <translation>Colección en la que importar</translation>
        </message>
        <message>
            <source>a collection, or a new name</source>
            <translation>una colección, o un nombre nuevo</translation>
        </message>
        <message>
            <source>a new name</source>
            <translation>un nombre nuevo</translation>
        </message>
        <message>
            <source>&amp;Link to the PDFs where they are (don't copy them into the library)</source>
            <translation>En&amp;lazar los PDF donde están (no copiarlos a la biblioteca)</translation>
        </message>
        <message>
            <source>A linked PDF stays where it is: moved or deleted there, the paper loses it, and your other computers do not get it.</source>
            <translation>Un PDF enlazado se queda donde está: si se mueve o se elimina allí, el artículo lo pierde, y sus otros equipos no lo reciben.</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importar</translation>
        </message>
        <message numerus="yes">
            <source>Put the papers of %Ln file(s) in:</source>
            <translation>
                <numerusform>Poner los artículos de %Ln archivo en:</numerusform>
                <numerusform>Poner los artículos de %Ln archivos en:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptExportWatcher</name>
        <message>
            <source>{problem} It is tried again at the next change.</source>
            <translation>{problem} Se volverá a intentar con el próximo cambio.</translation>
        </message>
    </context>
    <context>
        <name>KeptExportsDialog</name>
        <message>
            <source>Status {status}</source>
            <translation>Estado {status}</translation>
        </message>
        <message>
            <source>Collection “{name}”</source>
            <translation>Colección «{name}»</translation>
        </message>
        <message>
            <source>Saved search “{name}”</source>
            <translation>Búsqueda guardada «{name}»</translation>
        </message>
        <message>
            <source>Tag “{name}”</source>
            <translation>Etiqueta «{name}»</translation>
        </message>
        <message>
            <source>Keep exported</source>
            <translation>Mantener exportado</translation>
        </message>
        <message>
            <source>Lectern keeps these files up to date while it runs: each is rewritten within 2 seconds of a change that alters it, and left untouched by any other.</source>
            <translation>Lectern mantiene estos archivos al día mientras se ejecuta: cada uno se reescribe a los 2 segundos de un cambio que lo afecte, y ningún otro cambio lo toca.</translation>
        </message>
        <message>
            <source>Kept exports</source>
            <translation>Exportaciones mantenidas</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Qué</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Archivo</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Formato</translation>
        </message>
        <message>
            <source>What the file holds</source>
            <translation>Lo que contiene el archivo</translation>
        </message>
        <message>
            <source>&amp;Holds:</source>
            <translation>&amp;Contiene:</translation>
        </message>
        <message>
            <source>&amp;Format:</source>
            <translation>&amp;Formato:</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Añadir…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Quitar</translation>
        </message>
        <message>
            <source>Stop keeping it up to date (the file stays)</source>
            <translation>Dejar de mantenerlo al día (el archivo se queda)</translation>
        </message>
        <message>
            <source>Keep exported as</source>
            <translation>Mantener exportado como</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Escribiendo…</translation>
        </message>
        <message>
            <source>Not kept: {reason}</source>
            <translation>No se mantiene: {reason}</translation>
        </message>
        <message>
            <source>No longer kept up to date (the file stays): {path}</source>
            <translation>Ya no se mantiene al día (el archivo se queda): {path}</translation>
        </message>
        <message numerus="yes">
            <source>Kept up to date: {path} (%Ln paper(s) now).</source>
            <translation>
                <numerusform>Al día: {path} (%Ln artículo ahora).</numerusform>
                <numerusform>Al día: {path} (%Ln artículos ahora).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LibraryService</name>
        <message>
            <source>Saving your changes</source>
            <translation>Guardando sus cambios</translation>
        </message>
        <message>
            <source>Opening the library</source>
            <translation>Abriendo la biblioteca</translation>
        </message>
        <message>
            <source>The search index could not be rebuilt</source>
            <translation>No se pudo reconstruir el índice de búsqueda</translation>
        </message>
        <message>
            <source>{task} failed</source>
            <translation>{task}: ha fallado</translation>
        </message>
        <message>
            <source>Lectern could not finish that</source>
            <translation>Lectern no pudo terminarlo</translation>
        </message>
        <message>
            <source>Merging changes from other devices</source>
            <translation>Fusionando los cambios de otros dispositivos</translation>
        </message>
    </context>
    <context>
        <name>LookupDialog</name>
        <message>
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>Autores</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Año</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>Publicación</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Volumen</translation>
        </message>
        <message>
            <source>Issue</source>
            <translation>Número</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>Páginas</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>Resumen</translation>
        </message>
        <message>
            <source>DOI</source>
            <translation>DOI</translation>
        </message>
        <message>
            <source>arXiv id</source>
            <translation>id de arXiv</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>Enlaces</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Campo</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Found online</source>
            <translation>Encontrados en línea</translation>
        </message>
        <message>
            <source>Not found online</source>
            <translation>No encontrados en línea</translation>
        </message>
        <message>
            <source>What was not found is added as its identifier, marked “not looked up yet”.</source>
            <translation>Lo que no se encontró se añade como su identificador, marcado como «aún sin buscar».</translation>
        </message>
        <message>
            <source>Look up: what would change</source>
            <translation>Búsqueda en línea: qué cambiaría</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Aplicar</translation>
        </message>
        <message>
            <source>{old} → {new}</source>
            <translation>{old} → {new}</translation>
        </message>
        <message>
            <source>Not filled in</source>
            <translation>Sin completar</translation>
        </message>
        <message>
            <source>A value you edited is never overwritten; Ctrl+Z undoes it.</source>
            <translation>Un valor que haya editado nunca se sobrescribe; Ctrl+Z lo deshace.</translation>
        </message>
        <message>
            <source>Preprint and published version</source>
            <translation>Preprint y versión publicada</translation>
        </message>
        <message>
            <source>“{preprint}” was published as “{published}”, which is already in your library. What should Lectern do with the two?</source>
            <translation>«{preprint}» se publicó como «{published}», que ya está en su biblioteca. ¿Qué debe hacer Lectern con los dos?</translation>
        </message>
        <message>
            <source>Keep both, linked</source>
            <translation>Conservar ambos, vinculados</translation>
        </message>
        <message>
            <source>Merge them</source>
            <translation>Fusionarlos</translation>
        </message>
        <message>
            <source>Keep the preprint only</source>
            <translation>Conservar solo el preprint</translation>
        </message>
        <message>
            <source>Leave them apart</source>
            <translation>Dejarlos separados</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln artículo</numerusform>
                <numerusform>%Ln artículos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) already have everything their record gives.</source>
            <translation>
                <numerusform>%Ln artículo ya tiene todo lo que da su registro.</numerusform>
                <numerusform>%Ln artículos ya tienen todo lo que da su registro.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln preprint(s) were published as a paper already in your library: after this you choose whether to link, merge or keep the preprint only.</source>
            <translation>
                <numerusform>%Ln preprint se publicó como un artículo que ya está en su biblioteca: después elegirá si vincularlos, fusionarlos o conservar solo el preprint.</numerusform>
                <numerusform>%Ln preprints se publicaron como artículos que ya están en su biblioteca: después elegirá si vincularlos, fusionarlos o conservar solo el preprint.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s)</source>
            <translation>
                <numerusform>Añadir %Ln artículo</numerusform>
                <numerusform>Añadir %Ln artículos</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Lookups</name>
        <message>
            <source>Looking papers up online is off (Preferences: Look papers up online when I ask).</source>
            <translation>La búsqueda de artículos en línea está desactivada (Preferencias: Buscar artículos en línea cuando lo pida).</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>Buscar</translation>
        </message>
        <message>
            <source>not looked up</source>
            <translation>sin buscar</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>No se cambió nada.</translation>
        </message>
        <message>
            <source>The paper has no DOI, arXiv id, PMID or ISBN to look it up by; edit it to give it one.</source>
            <translation>El artículo no tiene DOI, id de arXiv, PMID ni ISBN con que buscarlo; edítelo para darle uno.</translation>
        </message>
        <message>
            <source>no DOI, arXiv id, PMID or ISBN to look it up by</source>
            <translation>sin DOI, id de arXiv, PMID ni ISBN con que buscarlo</translation>
        </message>
        <message>
            <source>Look up found nothing to fill in; nothing was changed.</source>
            <translation>La búsqueda en línea no encontró nada que completar; no se cambió nada.</translation>
        </message>
        <message>
            <source>The preprint and its published version are linked</source>
            <translation>El preprint y su versión publicada están vinculados</translation>
        </message>
        <message>
            <source>The preprint is merged into its published version</source>
            <translation>El preprint se fusionó con su versión publicada</translation>
        </message>
        <message>
            <source>The published version is in the Trash; the preprint names it</source>
            <translation>La versión publicada está en la Papelera; el preprint la menciona</translation>
        </message>
        <message>
            <source>{done} — Ctrl+Z undoes it</source>
            <translation>{done} — Ctrl+Z lo deshace</translation>
        </message>
        <message>
            <source>Preprint and published version</source>
            <translation>Preprint y versión publicada</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) already in your library, filled in from the lookup — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>%Ln artículo ya en su biblioteca, completado con la búsqueda en línea — Ctrl+Z lo deshace</numerusform>
                <numerusform>%Ln artículos ya en su biblioteca, completados con la búsqueda en línea — Ctrl+Z lo deshace</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) by identifier</source>
            <translation>
                <numerusform>Añadir %Ln artículo por identificador</numerusform>
                <numerusform>Añadir %Ln artículos por identificador</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s)</source>
            <translation>
                <numerusform>Se añadió %Ln artículo</numerusform>
                <numerusform>Se añadieron %Ln artículos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>Se añadió %Ln artículo — Ctrl+Z lo deshace</numerusform>
                <numerusform>Se añadieron %Ln artículos — Ctrl+Z lo deshace</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Filled in %Ln paper(s) — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>Se completó %Ln artículo — Ctrl+Z lo deshace</numerusform>
                <numerusform>Se completaron %Ln artículos — Ctrl+Z lo deshace</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up %Ln paper(s)</source>
            <translation>
                <numerusform>Buscar %Ln artículo</numerusform>
                <numerusform>Buscar %Ln artículos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up stopped after %Ln paper(s); Look up on the same papers goes on with the other {rest}.</source>
            <translation>
                <numerusform>Búsqueda detenida tras %Ln artículo; volver a buscar los mismos artículos continúa con los otros {rest}.</numerusform>
                <numerusform>Búsqueda detenida tras %Ln artículos; volver a buscar los mismos artículos continúa con los otros {rest}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up stopped: %Ln paper(s) were looked up before Cancel.</source>
            <translation>
                <numerusform>Búsqueda detenida: se buscó %Ln artículo antes de Cancelar.</numerusform>
                <numerusform>Búsqueda detenida: se buscaron %Ln artículos antes de Cancelar.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Looking up %Ln paper(s) online…</source>
            <translation>
                <numerusform>Buscando %Ln artículo en línea…</numerusform>
                <numerusform>Buscando %Ln artículos en línea…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{added}; %Ln not looked up yet. {why}</source>
            <translation>
                <numerusform>{added}; %Ln aún sin buscar. {why}</numerusform>
                <numerusform>{added}; %Ln aún sin buscar. {why}</numerusform>
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
            <translation>Buscar</translation>
        </message>
        <message>
            <source>Copied the citation key {key}</source>
            <translation>Se copió la clave de cita {key}</translation>
        </message>
        <message>
            <source>This library has no paper {id}.</source>
            <translation>Esta biblioteca no tiene ningún artículo {id}.</translation>
        </message>
        <message>
            <source>“{title}” has no PDF to open.</source>
            <translation>«{title}» no tiene ningún PDF que abrir.</translation>
        </message>
        <message>
            <source>Quoted into the notes.</source>
            <translation>Copiado en las notas como cita.</translation>
        </message>
    </context>
    <context>
        <name>MarkActions</name>
        <message>
            <source>This paper has no PDF to save a copy of.</source>
            <translation>Este artículo no tiene PDF del que guardar una copia.</translation>
        </message>
        <message>
            <source>Save a copy with marks</source>
            <translation>Guardar una copia con anotaciones</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Archivos PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Saving a copy with marks…</source>
            <translation>Guardando una copia con anotaciones…</translation>
        </message>
        <message>
            <source>No copy with marks was saved: {why}</source>
            <translation>No se guardó ninguna copia con anotaciones: {why}</translation>
        </message>
        <message>
            <source>This paper has no marks to copy.</source>
            <translation>Este artículo no tiene anotaciones que copiar.</translation>
        </message>
        <message numerus="yes">
            <source>Copied %Ln mark(s) as Markdown.</source>
            <translation>
                <numerusform>Se copió %Ln anotación como Markdown.</numerusform>
                <numerusform>Se copiaron %Ln anotaciones como Markdown.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Saved a copy with %Ln mark(s) as {name}</source>
            <translation>
                <numerusform>Se guardó una copia con %Ln anotación como {name}</numerusform>
                <numerusform>Se guardó una copia con %Ln anotaciones como {name}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MarkBar</name>
        <message>
            <source>Yellow</source>
            <translation>Amarillo</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Verde</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Azul</translation>
        </message>
        <message>
            <source>Pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>Morado</translation>
        </message>
        <message>
            <source>Mark the text</source>
            <translation>Anotar el texto</translation>
        </message>
        <message>
            <source>Highlight in {colour}</source>
            <translation>Resaltar en {colour}</translation>
        </message>
        <message>
            <source>Underline</source>
            <translation>Subrayar</translation>
        </message>
        <message>
            <source>Underline the text (U)</source>
            <translation>Subrayar el texto (U)</translation>
        </message>
        <message>
            <source>Note…</source>
            <translation>Nota…</translation>
        </message>
        <message>
            <source>A note in the margin beside the text (N)</source>
            <translation>Una nota al margen junto al texto (N)</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Eliminar</translation>
        </message>
        <message>
            <source>Delete this mark (Delete; Ctrl+Z undoes)</source>
            <translation>Eliminar esta anotación (Delete; Ctrl+Z lo deshace)</translation>
        </message>
    </context>
    <context>
        <name>MarkList</name>
        <message>
            <source>p. {page}</source>
            <translation>p. {page}</translation>
        </message>
        <message>
            <source>{colour} mark on {page}: {text}</source>
            <translation>Anotación ({colour}) en {page}: {text}</translation>
        </message>
        <message>
            <source>Open the PDF at this mark</source>
            <translation>Abrir el PDF en esta anotación</translation>
        </message>
        <message>
            <source>Not found in this file</source>
            <translation>No se encuentra en este archivo</translation>
        </message>
        <message>
            <source>The PDF was replaced and this mark's text is not in the new file, so it is not drawn</source>
            <translation>El PDF se reemplazó y el texto de esta anotación no está en el archivo nuevo, así que no se muestra</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>Anotaciones</translation>
        </message>
        <message>
            <source>Copy as Markdown</source>
            <translation>Copiar como Markdown</translation>
        </message>
        <message>
            <source>Copy every mark as a Markdown quote with a link to its page</source>
            <translation>Copiar cada anotación como cita Markdown con un enlace a su página</translation>
        </message>
        <message>
            <source>Marks ({count})</source>
            <translation>Anotaciones ({count})</translation>
        </message>
    </context>
    <context>
        <name>MarkNoteEditor</name>
        <message>
            <source>The mark's note</source>
            <translation>Nota de la anotación</translation>
        </message>
        <message>
            <source>A note beside this passage (Ctrl+Enter saves)</source>
            <translation>Una nota junto a este pasaje (Ctrl+Enter guarda)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
    </context>
    <context>
        <name>MarkdownEdit</name>
        <message>
            <source>Write notes in Markdown: **bold**, *italic*, - lists, [links](https://…)</source>
            <translation>Escriba notas en Markdown: **negrita**, *cursiva*, - listas, [enlaces](https://…)</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notas</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>&amp;Paper</source>
            <translation>A&amp;rtículo</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <source>&amp;Undo an import</source>
            <translation>&amp;Deshacer una importación</translation>
        </message>
        <message>
            <source>Add to &amp;collection</source>
            <translation>Añadir a &amp;colección</translation>
        </message>
        <message>
            <source>Copy citation &amp;in</source>
            <translation>Copiar c&amp;ita en</translation>
        </message>
        <message>
            <source>Copy bibliography entry i&amp;n</source>
            <translation>Copiar entrada bibliográfica e&amp;n</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
        </message>
        <message>
            <source>&amp;Columns</source>
            <translation>&amp;Columnas</translation>
        </message>
    </context>
    <context>
        <name>NewPaperDialog</name>
        <message>
            <source>Paste a BibTeX or RIS entry, CSL-JSON, or a link.
A DOI, an arXiv id, a PMID or an ISBN (one or several, a line each) is looked up online when you add it, if Preferences allow; an entry is made from what you paste.</source>
            <translation>Pegue una entrada BibTeX o RIS, CSL-JSON o un enlace.
Un DOI, un id de arXiv, un PMID o un ISBN (uno o varios, uno por línea) se busca en línea al añadirlo, si las Preferencias lo permiten; se crea una entrada a partir de lo que pegue.</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texto</translation>
        </message>
        <message>
            <source>New paper</source>
            <translation>Nuevo artículo</translation>
        </message>
        <message>
            <source>Ways to add the paper</source>
            <translation>Formas de añadir el artículo</translation>
        </message>
        <message>
            <source>Pasted entry or identifier</source>
            <translation>Entrada o identificador pegado</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Pegar</translation>
        </message>
        <message>
            <source>&amp;Title</source>
            <translation>&amp;Título</translation>
        </message>
        <message>
            <source>&amp;Authors</source>
            <translation>&amp;Autores</translation>
        </message>
        <message>
            <source>&amp;Year</source>
            <translation>Añ&amp;o</translation>
        </message>
        <message>
            <source>&amp;Venue</source>
            <translation>P&amp;ublicación</translation>
        </message>
        <message>
            <source>journal or conference</source>
            <translation>revista o congreso</translation>
        </message>
        <message>
            <source>&amp;DOI</source>
            <translation>&amp;DOI</translation>
        </message>
        <message>
            <source>ar&amp;Xiv id</source>
            <translation>id de ar&amp;Xiv</translation>
        </message>
        <message>
            <source>&amp;Link</source>
            <translation>&amp;Enlace</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>Resumen</translation>
        </message>
        <message>
            <source>A&amp;bstract</source>
            <translation>&amp;Resumen</translation>
        </message>
        <message>
            <source>T&amp;ype it in</source>
            <translation>Escribir a &amp;mano</translation>
        </message>
        <message>
            <source>Add paper</source>
            <translation>Añadir artículo</translation>
        </message>
        <message>
            <source>Recognised {format}: “{title}”.</source>
            <translation>Reconocido como {format}: «{title}».</translation>
        </message>
        <message>
            <source>A paper needs a title or an abstract.</source>
            <translation>Un artículo necesita un título o un resumen.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln identifier(s): added as they are, marked “not looked up yet” (looking up online is off in Preferences).</source>
            <translation>
                <numerusform>%Ln identificador: se añade tal cual, marcado como «aún sin buscar» (la búsqueda en línea está desactivada en Preferencias).</numerusform>
                <numerusform>%Ln identificadores: se añaden tal cual, marcados como «aún sin buscar» (la búsqueda en línea está desactivada en Preferencias).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln identifier(s): looked up online when you add them.</source>
            <translation>
                <numerusform>%Ln identificador: se busca en línea al añadirlo.</numerusform>
                <numerusform>%Ln identificadores: se buscan en línea al añadirlos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Recognised {format}: “{title}” and %Ln more.</source>
            <translation>
                <numerusform>Reconocido como {format}: «{title}» y %Ln más.</numerusform>
                <numerusform>Reconocido como {format}: «{title}» y %Ln más.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NotOpenedDialog</name>
        <message>
            <source>Could not open</source>
            <translation>No se pudo abrir</translation>
        </message>
        <message>
            <source>Could not open the link</source>
            <translation>No se pudo abrir el enlace</translation>
        </message>
        <message>
            <source>No program on this computer opened this file. Its path is below: copy it to open the file yourself.</source>
            <translation>Ningún programa de este equipo abrió este archivo. Su ruta está abajo: cópiela para abrir el archivo usted mismo.</translation>
        </message>
        <message>
            <source>No web browser on this computer opened this link. Copy it and paste it into a browser:</source>
            <translation>Ningún navegador web de este equipo abrió este enlace. Cópielo y péguelo en un navegador:</translation>
        </message>
        <message>
            <source>Copy path</source>
            <translation>Copiar ruta</translation>
        </message>
        <message>
            <source>Copy link</source>
            <translation>Copiar enlace</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copiado</translation>
        </message>
    </context>
    <context>
        <name>NoteOffer</name>
        <message>
            <source>Show their version</source>
            <translation>Mostrar la otra versión</translation>
        </message>
        <message>
            <source>Put their note in the editor (Ctrl+Z there brings yours back)</source>
            <translation>Poner la otra nota en el editor (Ctrl+Z ahí recupera la suya)</translation>
        </message>
        <message>
            <source>Keep mine</source>
            <translation>Conservar la mía</translation>
        </message>
        <message>
            <source>Save what you wrote over theirs</source>
            <translation>Guardar lo que escribió en lugar de la otra</translation>
        </message>
        <message>
            <source>This note was changed on {computer} while you were writing.</source>
            <translation>Esta nota se cambió en {computer} mientras usted escribía.</translation>
        </message>
        <message>
            <source>This note was changed elsewhere while you were writing.</source>
            <translation>Esta nota se cambió en otro lugar mientras usted escribía.</translation>
        </message>
    </context>
    <context>
        <name>NotesEditor</name>
        <message>
            <source>Notes</source>
            <translation>Notas</translation>
        </message>
        <message>
            <source>Notes save state</source>
            <translation>Estado de guardado de las notas</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>Editar</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Vista previa</translation>
        </message>
        <message>
            <source>Write the notes (n)</source>
            <translation>Escribir las notas (n)</translation>
        </message>
        <message>
            <source>See the notes rendered</source>
            <translation>Ver las notas con formato</translation>
        </message>
        <message>
            <source>Notes preview</source>
            <translation>Vista previa de las notas</translation>
        </message>
        <message>
            <source>Opening the library…</source>
            <translation>Abriendo la biblioteca…</translation>
        </message>
        <message>
            <source>No notes yet. Double-click or press Edit to write some.</source>
            <translation>Todavía no hay notas. Haga doble clic o pulse Editar para escribirlas.</translation>
        </message>
    </context>
    <context>
        <name>Opening</name>
        <message>
            <source>File not opened</source>
            <translation>Archivo no abierto</translation>
        </message>
        <message>
            <source>Read this PDF?</source>
            <translation>¿Leer este PDF?</translation>
        </message>
        <message>
            <source>When Lectern read the text of “{name}”, {why}.</source>
            <translation>Cuando Lectern leyó el texto de «{name}», {why}.</translation>
        </message>
        <message>
            <source>Lectern's reader may stop on it too, and the window with it (what you saved is safe). Your PDF viewer may open it.</source>
            <translation>El lector de Lectern también puede detenerse con él, y la ventana con él (lo que guardó está a salvo). Su visor de PDF quizá pueda abrirlo.</translation>
        </message>
        <message>
            <source>Read in Lectern anyway</source>
            <translation>Leer en Lectern de todos modos</translation>
        </message>
        <message>
            <source>Open in your viewer</source>
            <translation>Abrir en su visor</translation>
        </message>
    </context>
    <context>
        <name>PageView</name>
        <message>
            <source>PDF pages</source>
            <translation>Páginas del PDF</translation>
        </message>
        <message>
            <source>Page {page}</source>
            <translation>Página {page}</translation>
        </message>
    </context>
    <context>
        <name>PaperActions</name>
        <message>
            <source>No DOI, arXiv id or link to copy for the selection.</source>
            <translation>No hay DOI, id de arXiv ni enlace que copiar para la selección.</translation>
        </message>
        <message>
            <source>This paper has no DOI, arXiv id, link or attached file to open.</source>
            <translation>Este artículo no tiene DOI, id de arXiv, enlace ni archivo adjunto que abrir.</translation>
        </message>
        <message numerus="yes">
            <source>Copied the BibTeX of %Ln paper(s).</source>
            <translation>
                <numerusform>Se copió el BibTeX de %Ln artículo.</numerusform>
                <numerusform>Se copió el BibTeX de %Ln artículos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the link of %Ln paper(s).</source>
            <translation>
                <numerusform>Se copió el enlace de %Ln artículo.</numerusform>
                <numerusform>Se copiaron los enlaces de %Ln artículos.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PaperForm</name>
        <message>
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>Autores</translation>
        </message>
        <message>
            <source>Ada Lovelace; Alan Turing</source>
            <translation>Ada Lovelace; Alan Turing</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Año</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>Publicación</translation>
        </message>
        <message>
            <source>journal, conference or publisher</source>
            <translation>revista, congreso o editorial</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Volumen</translation>
        </message>
        <message>
            <source>Issue</source>
            <translation>Número</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>Páginas</translation>
        </message>
        <message>
            <source>arXiv id</source>
            <translation>id de arXiv</translation>
        </message>
        <message>
            <source>Citation key</source>
            <translation>Clave de cita</translation>
        </message>
        <message>
            <source>Entry type</source>
            <translation>Tipo de entrada</translation>
        </message>
        <message>
            <source>article, book, inproceedings, …</source>
            <translation>article, book, inproceedings, …</translation>
        </message>
        <message>
            <source>Edit details</source>
            <translation>Editar detalles</translation>
        </message>
        <message>
            <source>What LaTeX and Pandoc documents cite the paper by; unique in the library. Edit → Regenerate citation key makes it again from the first author, year and title.</source>
            <translation>Con ella citan el artículo los documentos LaTeX y Pandoc; es única en la biblioteca. Editar → Regenerar clave de cita la vuelve a crear a partir del primer autor, el año y el título.</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>Enlaces</translation>
        </message>
        <message>
            <source>one per line</source>
            <translation>uno por línea</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Archivos</translation>
        </message>
        <message>
            <source>local files, one path per line</source>
            <translation>archivos locales, una ruta por línea</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>Resumen</translation>
        </message>
        <message>
            <source>Save ({keys})</source>
            <translation>Guardar ({keys})</translation>
        </message>
        <message>
            <source>Also recorded: {values}</source>
            <translation>También registrado: {values}</translation>
        </message>
        <message>
            <source>{keys} or {key}</source>
            <translation>{keys} o {key}</translation>
        </message>
    </context>
    <context>
        <name>PaperTableModel</name>
        <message>
            <source>{title} (title derived from the abstract)</source>
            <translation>{title} (título derivado del resumen)</translation>
        </message>
        <message>
            <source>{title} (title made from its DOI)</source>
            <translation>{title} (título creado a partir de su DOI)</translation>
        </message>
        <message>
            <source>{title} (title made from its arXiv id)</source>
            <translation>{title} (título creado a partir de su id de arXiv)</translation>
        </message>
        <message>
            <source>{title} (title made from its link)</source>
            <translation>{title} (título creado a partir de su enlace)</translation>
        </message>
        <message>
            <source>{title} (title made by Lectern)</source>
            <translation>{title} (título creado por Lectern)</translation>
        </message>
        <message>
            <source>The best match</source>
            <translation>La mejor coincidencia</translation>
        </message>
        <message>
            <source>The {rank}st best match</source>
            <translation>La {rank}.ª mejor coincidencia</translation>
        </message>
        <message>
            <source>The {rank}nd best match</source>
            <translation>La {rank}.ª mejor coincidencia</translation>
        </message>
        <message>
            <source>The {rank}rd best match</source>
            <translation>La {rank}.ª mejor coincidencia</translation>
        </message>
        <message>
            <source>The {rank}th best match</source>
            <translation>La {rank}.ª mejor coincidencia</translation>
        </message>
        <message>
            <source>{authors} et al.</source>
            <translation>{authors} et al.</translation>
        </message>
        <message>
            <source>Found only in its PDF: the search words are not in its title, abstract or notes</source>
            <translation>Encontrado solo en su PDF: las palabras buscadas no están en su título, su resumen ni sus notas</translation>
        </message>
        <message>
            <source>Papers with notes</source>
            <translation>Artículos con notas</translation>
        </message>
        <message>
            <source>Best match first — click to list the results in relevance order</source>
            <translation>Mejor coincidencia primero — haga clic para ordenar los resultados por relevancia</translation>
        </message>
        <message>
            <source>Not rated</source>
            <translation>Sin valorar</translation>
        </message>
        <message numerus="yes">
            <source>{rating} of %Ln star(s)</source>
            <translation>
                <numerusform>{rating} de %Ln estrella</numerusform>
                <numerusform>{rating} de %Ln estrellas</numerusform>
            </translation>
        </message>
        <message>
            <source>Has notes</source>
            <translation>Tiene notas</translation>
        </message>
        <message>
            <source>{title} (title {made_from})</source>
            <translation>{title} (título {made_from})</translation>
        </message>
        <message>
            <source>Not rated — click to rate</source>
            <translation>Sin valorar — haga clic para valorar</translation>
        </message>
        <message>
            <source>{rating} of 5 stars — click to rate</source>
            <translation>{rating} de 5 estrellas — haga clic para valorar</translation>
        </message>
        <message>
            <source>Read to page {reached} of {pages}; left at page {page}</source>
            <translation>Leído hasta la página {reached} de {pages}; se dejó en la página {page}</translation>
        </message>
        <message>
            <source>{key} (also cited as {aliases})</source>
            <translation>{key} (también citado como {aliases})</translation>
        </message>
    </context>
    <context>
        <name>PaperView</name>
        <message>
            <source>Papers</source>
            <translation>Artículos</translation>
        </message>
    </context>
    <context>
        <name>PassageList</name>
        <message>
            <source>p. {page}</source>
            <translation>p. {page}</translation>
        </message>
        <message>
            <source>In the PDF</source>
            <translation>En el PDF</translation>
        </message>
        <message>
            <source>Passages of the PDF that match the search</source>
            <translation>Pasajes del PDF que coinciden con la búsqueda</translation>
        </message>
    </context>
    <context>
        <name>PdfTextReading</name>
        <message>
            <source>Reading PDFs</source>
            <translation>Leyendo los PDF</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <source>Preferences</source>
            <translation>Preferencias</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Idioma del sistema</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Idioma:</translation>
        </message>
        <message>
            <source>Lectern shows the new language the next time it starts.</source>
            <translation>Lectern mostrará el nuevo idioma la próxima vez que se inicie.</translation>
        </message>
        <message>
            <source>Citing</source>
            <translation>Citas</translation>
        </message>
        <message>
            <source>Citation style</source>
            <translation>Estilo de cita</translation>
        </message>
        <message>
            <source>Citation &amp;style:</source>
            <translation>&amp;Estilo de cita:</translation>
        </message>
        <message>
            <source>Citation &amp;keys:</source>
            <translation>&amp;Claves de cita:</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>Lectura</translation>
        </message>
        <message>
            <source>&amp;Status follows reading in the reader</source>
            <translation>El e&amp;stado sigue la lectura en el lector</translation>
        </message>
        <message>
            <source>Opening a new or to-read paper's PDF marks it reading; reaching its last page marks it read (each can be undone)</source>
            <translation>Abrir el PDF de un artículo nuevo o por leer lo marca como leyendo; llegar a su última página lo marca como leído (ambas cosas se pueden deshacer)</translation>
        </message>
        <message>
            <source>Online</source>
            <translation>En línea</translation>
        </message>
        <message>
            <source>Look papers &amp;up online when I ask</source>
            <translation>B&amp;uscar artículos en línea cuando lo pida</translation>
        </message>
        <message>
            <source>New paper with a DOI, arXiv id, PMID or ISBN, and Paper → Look up online, ask Crossref, DataCite, arXiv, PubMed or Open Library, sending only the identifier. Off: Lectern never connects.</source>
            <translation>Nuevo artículo con un DOI, un id de arXiv, un PMID o un ISBN, y Artículo → Buscar en línea, consultan a Crossref, DataCite, arXiv, PubMed u Open Library y solo envían el identificador. Desactivado: Lectern nunca se conecta.</translation>
        </message>
        <message>
            <source>Given to Crossref with each lookup, as it asks, so it answers from its “polite pool”</source>
            <translation>Se envía a Crossref con cada búsqueda, como pide, para que responda desde su «polite pool»</translation>
        </message>
        <message>
            <source>Contact &amp;e-mail:</source>
            <translation>Correo de con&amp;tacto:</translation>
        </message>
        <message>
            <source>Styles</source>
            <translation>Estilos</translation>
        </message>
        <message>
            <source>Citation styles</source>
            <translation>Estilos de cita</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Añadir…</translation>
        </message>
        <message>
            <source>Add a CSL style file (.csl), e.g. from zotero.org/styles</source>
            <translation>Añadir un archivo de estilo CSL (.csl), p. ej. de zotero.org/styles</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Quitar</translation>
        </message>
        <message>
            <source>{title}  (comes with Lectern)</source>
            <translation>{title}  (incluido con Lectern)</translation>
        </message>
        <message>
            <source>{title}  (yours: {file})</source>
            <translation>{title}  (suyo: {file})</translation>
        </message>
        <message>
            <source>{file}  (not used: {problem})</source>
            <translation>{file}  (no se usa: {problem})</translation>
        </message>
        <message>
            <source>CSL citation styles</source>
            <translation>Estilos de cita CSL</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Todos los archivos</translation>
        </message>
        <message>
            <source>Add a citation style</source>
            <translation>Añadir un estilo de cita</translation>
        </message>
        <message>
            <source>Checking the style…</source>
            <translation>Comprobando el estilo…</translation>
        </message>
        <message>
            <source>Not added: {reason}</source>
            <translation>No se añadió: {reason}</translation>
        </message>
        <message>
            <source>Added {title}.</source>
            <translation>Se añadió {title}.</translation>
        </message>
        <message>
            <source>Removed {title}.</source>
            <translation>Se quitó {title}.</translation>
        </message>
    </context>
    <context>
        <name>QueueActions</name>
        <message>
            <source>Up next is empty: press q on a paper to add it.</source>
            <translation>La cola está vacía: pulse q en un artículo para añadirlo.</translation>
        </message>
        <message>
            <source>Next paper</source>
            <translation>Artículo siguiente</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) added to Up next</source>
            <translation>
                <numerusform>%Ln artículo añadido a la cola</numerusform>
                <numerusform>%Ln artículos añadidos a la cola</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) added to the front of Up next</source>
            <translation>
                <numerusform>%Ln artículo añadido al principio de la cola</numerusform>
                <numerusform>%Ln artículos añadidos al principio de la cola</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved down in Up next</source>
            <translation>
                <numerusform>%Ln artículo bajado en la cola</numerusform>
                <numerusform>%Ln artículos bajados en la cola</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved in Up next</source>
            <translation>
                <numerusform>%Ln artículo movido en la cola</numerusform>
                <numerusform>%Ln artículos movidos en la cola</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved up in Up next</source>
            <translation>
                <numerusform>%Ln artículo subido en la cola</numerusform>
                <numerusform>%Ln artículos subidos en la cola</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of Up next</source>
            <translation>
                <numerusform>%Ln artículo quitado de la cola</numerusform>
                <numerusform>%Ln artículos quitados de la cola</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to Up next</source>
            <translation>
                <numerusform>Añadir %Ln artículo a la cola</numerusform>
                <numerusform>Añadir %Ln artículos a la cola</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to the front of Up next</source>
            <translation>
                <numerusform>Añadir %Ln artículo al principio de la cola</numerusform>
                <numerusform>Añadir %Ln artículos al principio de la cola</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) down in Up next</source>
            <translation>
                <numerusform>Bajar %Ln artículo en la cola</numerusform>
                <numerusform>Bajar %Ln artículos en la cola</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) in Up next</source>
            <translation>
                <numerusform>Mover %Ln artículo en la cola</numerusform>
                <numerusform>Mover %Ln artículos en la cola</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) up in Up next</source>
            <translation>
                <numerusform>Subir %Ln artículo en la cola</numerusform>
                <numerusform>Subir %Ln artículos en la cola</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take %Ln paper(s) out of Up next</source>
            <translation>
                <numerusform>Quitar %Ln artículo de la cola</numerusform>
                <numerusform>Quitar %Ln artículos de la cola</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reader</name>
        <message>
            <source>Reader</source>
            <translation>Lector</translation>
        </message>
        <message>
            <source>Why the PDF is not shown</source>
            <translation>Por qué no se muestra el PDF</translation>
        </message>
        <message>
            <source>The paper being read</source>
            <translation>El artículo que se está leyendo</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>Página</translation>
        </message>
        <message>
            <source>&amp;Go to</source>
            <translation>&amp;Ir</translation>
        </message>
        <message>
            <source>Go to page</source>
            <translation>Ir a la página</translation>
        </message>
        <message>
            <source>Go to a page (Ctrl+G)</source>
            <translation>Ir a una página (Ctrl+G)</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Alejar</translation>
        </message>
        <message>
            <source>Zoom out (Ctrl+-)</source>
            <translation>Alejar (Ctrl+-)</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Acercar</translation>
        </message>
        <message>
            <source>Zoom in (Ctrl++)</source>
            <translation>Acercar (Ctrl++)</translation>
        </message>
        <message>
            <source>Fit the page to the width (Ctrl+0)</source>
            <translation>Ajustar la página al ancho (Ctrl+0)</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>Ajustar al ancho</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>Buscar</translation>
        </message>
        <message>
            <source>Find in this PDF (Ctrl+F)</source>
            <translation>Buscar en este PDF (Ctrl+F)</translation>
        </message>
        <message>
            <source>Quote</source>
            <translation>Citar</translation>
        </message>
        <message>
            <source>Quote the selected text into the notes (Ctrl+Shift+Q)</source>
            <translation>Copiar en las notas, como cita, el texto seleccionado (Ctrl+Shift+Q)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Back to the list; Lectern keeps the page (Esc)</source>
            <translation>Volver a la lista; Lectern recuerda la página (Esc)</translation>
        </message>
        <message>
            <source>Opening…</source>
            <translation>Abriendo…</translation>
        </message>
        <message>
            <source>{problem}

{path}

Press Esc to go back.</source>
            <translation>{problem}

{path}

Pulse Esc para volver.</translation>
        </message>
        <message>
            <source>Page {page} of {pages}</source>
            <translation>Página {page} de {pages}</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>Select some text with the mouse first, then quote it.</source>
            <translation>Seleccione primero algo de texto con el ratón y luego cítelo.</translation>
        </message>
        <message>
            <source>The PDF is still being read; mark it again.</source>
            <translation>El PDF aún se está leyendo; vuelva a hacer la anotación.</translation>
        </message>
    </context>
    <context>
        <name>ReaderMarks</name>
        <message>
            <source>Find the marks again in a replaced PDF</source>
            <translation>Localizar de nuevo las anotaciones en un PDF reemplazado</translation>
        </message>
        <message>
            <source>Highlight a passage</source>
            <translation>Resaltar un pasaje</translation>
        </message>
        <message>
            <source>Highlighted on page {page}</source>
            <translation>Resaltado en la página {page}</translation>
        </message>
        <message>
            <source>Underline a passage</source>
            <translation>Subrayar un pasaje</translation>
        </message>
        <message>
            <source>Underlined on page {page}</source>
            <translation>Subrayado en la página {page}</translation>
        </message>
        <message>
            <source>Add a margin note</source>
            <translation>Añadir una nota al margen</translation>
        </message>
        <message>
            <source>Margin note added on page {page}</source>
            <translation>Nota al margen añadida en la página {page}</translation>
        </message>
        <message>
            <source>Recolour a mark</source>
            <translation>Cambiar el color de una anotación</translation>
        </message>
        <message>
            <source>Change a mark</source>
            <translation>Cambiar una anotación</translation>
        </message>
        <message>
            <source>Edit a mark's note</source>
            <translation>Editar la nota de una anotación</translation>
        </message>
        <message>
            <source>Delete a mark</source>
            <translation>Eliminar una anotación</translation>
        </message>
        <message>
            <source>Mark deleted</source>
            <translation>Anotación eliminada</translation>
        </message>
    </context>
    <context>
        <name>ReadingStatsDialog</name>
        <message>
            <source>Reading stats</source>
            <translation>Estadísticas de lectura</translation>
        </message>
        <message>
            <source>read this week</source>
            <translation>leídos esta semana</translation>
        </message>
        <message>
            <source>to read</source>
            <translation>por leer</translation>
        </message>
        <message>
            <source>reading</source>
            <translation>leyendo</translation>
        </message>
        <message>
            <source>days to read (median)</source>
            <translation>días para leer (mediana)</translation>
        </message>
        <message>
            <source>Papers finished per week</source>
            <translation>Artículos terminados por semana</translation>
        </message>
        <message>
            <source>Papers opened per week</source>
            <translation>Artículos abiertos por semana</translation>
        </message>
        <message>
            <source>To-read backlog</source>
            <translation>Pendientes por leer</translation>
        </message>
        <message numerus="yes">
            <source>read in %Ln week(s)</source>
            <translation>
                <numerusform>leídos en %Ln semana</numerusform>
                <numerusform>leídos en %Ln semanas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RebuildProgress</name>
        <message>
            <source>Rebuilding the search index…</source>
            <translation>Reconstruyendo el índice de búsqueda…</translation>
        </message>
        <message numerus="yes">
            <source>Rebuilding the search index… {done} of %Ln paper(s)</source>
            <translation>
                <numerusform>Reconstruyendo el índice de búsqueda… {done} de %Ln artículo</numerusform>
                <numerusform>Reconstruyendo el índice de búsqueda… {done} de %Ln artículos</numerusform>
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
            <translation>Restaurar</translation>
        </message>
        <message>
            <source>Merge into this paper</source>
            <translation>Fusionar en este artículo</translation>
        </message>
        <message>
            <source>Keep every value and note of all of them in this one (Ctrl+Z undoes it)</source>
            <translation>Conservar en este todos los valores y notas de todos ellos (Ctrl+Z lo deshace)</translation>
        </message>
        <message>
            <source>Not duplicates</source>
            <translation>No son duplicados</translation>
        </message>
        <message>
            <source>They are different works: stop listing them</source>
            <translation>Son obras distintas: dejar de mostrarlos juntos</translation>
        </message>
        <message>
            <source>&lt;b&gt;In the Trash&lt;/b&gt; since {when}. It is left out of searches until you restore it.</source>
            <translation>&lt;b&gt;En la Papelera&lt;/b&gt; desde {when}. Queda fuera de las búsquedas hasta que lo restaure.</translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>… y %Ln más</numerusform>
                <numerusform>… y %Ln más</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Possible duplicate&lt;/b&gt; ({reasons}) of:</source>
            <translation>&lt;b&gt;Posible duplicado&lt;/b&gt; ({reasons}) de:</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{done} — Ctrl+Z undoes it</source>
            <translation>{done} — Ctrl+Z lo deshace</translation>
        </message>
        <message>
            <source>Delete for good…</source>
            <translation>Eliminar definitivamente…</translation>
        </message>
        <message>
            <source>Take out of Up next</source>
            <translation>Quitar de la cola</translation>
        </message>
        <message>
            <source>Move to &amp;Trash</source>
            <translation>Mover a la Pape&amp;lera</translation>
        </message>
        <message>
            <source>That paper is already in the library; nothing was added.</source>
            <translation>Ese artículo ya está en la biblioteca; no se añadió nada.</translation>
        </message>
        <message>
            <source>Add a paper</source>
            <translation>Añadir un artículo</translation>
        </message>
        <message>
            <source>Attach files to the paper</source>
            <translation>Adjuntar archivos al artículo</translation>
        </message>
        <message>
            <source>The citation key {old} is now {new}</source>
            <translation>La clave de cita {old} ahora es {new}</translation>
        </message>
        <message>
            <source>{key} is the key the pattern makes already; nothing changed.</source>
            <translation>{key} ya es la clave que genera el patrón; no ha cambiado nada.</translation>
        </message>
        <message>
            <source>Edit paper details</source>
            <translation>Editar los detalles del artículo</translation>
        </message>
        <message>
            <source>Paper details saved</source>
            <translation>Detalles del artículo guardados</translation>
        </message>
        <message>
            <source>Delete for good</source>
            <translation>Eliminar definitivamente</translation>
        </message>
        <message>
            <source>The Trash is empty.</source>
            <translation>La Papelera está vacía.</translation>
        </message>
        <message>
            <source>Empty Trash</source>
            <translation>Vaciar la Papelera</translation>
        </message>
        <message>
            <source>Empty the Trash</source>
            <translation>Vaciar la Papelera</translation>
        </message>
        <message>
            <source>Mark as not duplicates</source>
            <translation>Marcar como no duplicados</translation>
        </message>
        <message>
            <source>Reading the imports…</source>
            <translation>Leyendo las importaciones…</translation>
        </message>
        <message>
            <source>No imports to undo</source>
            <translation>No hay importaciones que deshacer</translation>
        </message>
        <message numerus="yes">
            <source>%Ln citation key(s) made again, {kept} already the pattern's</source>
            <translation>
                <numerusform>%Ln clave de cita generada de nuevo; {kept} ya seguían el patrón</numerusform>
                <numerusform>%Ln claves de cita generadas de nuevo; {kept} ya seguían el patrón</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s) attached (Lectern keeps the path only)</source>
            <translation>
                <numerusform>%Ln archivo adjuntado (Lectern solo guarda la ruta)</numerusform>
                <numerusform>%Ln archivos adjuntados (Lectern solo guarda la ruta)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) deleted</source>
            <translation>
                <numerusform>%Ln artículo eliminado</numerusform>
                <numerusform>%Ln artículos eliminados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) marked as different works</source>
            <translation>
                <numerusform>%Ln artículo marcado como obra distinta</numerusform>
                <numerusform>%Ln artículos marcados como obras distintas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) merged into one; every value and note kept</source>
            <translation>
                <numerusform>%Ln artículo fusionado en uno; se conservan todos los valores y notas</numerusform>
                <numerusform>%Ln artículos fusionados en uno; se conservan todos los valores y notas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved to the Trash</source>
            <translation>
                <numerusform>%Ln artículo movido a la Papelera</numerusform>
                <numerusform>%Ln artículos movidos a la Papelera</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) restored from the Trash</source>
            <translation>
                <numerusform>%Ln artículo restaurado de la Papelera</numerusform>
                <numerusform>%Ln artículos restaurados de la Papelera</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s)</source>
            <translation>
                <numerusform>Se añadió %Ln artículo</numerusform>
                <numerusform>Se añadieron %Ln artículos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Attach %Ln file(s)</source>
            <translation>
                <numerusform>Adjuntar %Ln archivo</numerusform>
                <numerusform>Adjuntar %Ln archivos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) and their notes for good?</source>
            <translation>
                <numerusform>¿Eliminar definitivamente %Ln artículo y sus notas?</numerusform>
                <numerusform>¿Eliminar definitivamente %Ln artículos y sus notas?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) for good</source>
            <translation>
                <numerusform>Eliminar definitivamente %Ln artículo</numerusform>
                <numerusform>Eliminar definitivamente %Ln artículos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete the %Ln paper(s) in the Trash, and their notes, for good?</source>
            <translation>
                <numerusform>¿Eliminar definitivamente el %Ln artículo de la Papelera y sus notas?</numerusform>
                <numerusform>¿Eliminar definitivamente los %Ln artículos de la Papelera y sus notas?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Import undone: %Ln paper(s) moved to the Trash</source>
            <translation>
                <numerusform>Importación deshecha: %Ln artículo movido a la Papelera</numerusform>
                <numerusform>Importación deshecha: %Ln artículos movidos a la Papelera</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Merge %Ln paper(s)</source>
            <translation>
                <numerusform>Fusionar %Ln artículo</numerusform>
                <numerusform>Fusionar %Ln artículos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) to the Trash</source>
            <translation>
                <numerusform>Mover %Ln artículo a la Papelera</numerusform>
                <numerusform>Mover %Ln artículos a la Papelera</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Regenerate the citation key of %Ln paper(s)</source>
            <translation>
                <numerusform>Regenerar la clave de cita de %Ln artículo</numerusform>
                <numerusform>Regenerar las claves de cita de %Ln artículos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Restore %Ln paper(s)</source>
            <translation>
                <numerusform>Restaurar %Ln artículo</numerusform>
                <numerusform>Restaurar %Ln artículos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The Trash is empty: %Ln paper(s) deleted</source>
            <translation>
                <numerusform>La Papelera está vacía: %Ln artículo eliminado</numerusform>
                <numerusform>La Papelera está vacía: %Ln artículos eliminados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC</source>
            <translation>
                <numerusform>{name} — %Ln artículo añadido, {when} UTC</numerusform>
                <numerusform>{name} — %Ln artículos añadidos, {when} UTC</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC (undone)</source>
            <translation>
                <numerusform>{name} — %Ln artículo añadido, {when} UTC (deshecha)</numerusform>
                <numerusform>{name} — %Ln artículos añadidos, {when} UTC (deshecha)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RelatedList</name>
        <message>
            <source>Untitled</source>
            <translation>Sin título</translation>
        </message>
        <message>
            <source>{author} et al.</source>
            <translation>{author} et al.</translation>
        </message>
        <message>
            <source>Related papers</source>
            <translation>Artículos relacionados</translation>
        </message>
        <message>
            <source>Finding related papers…</source>
            <translation>Buscando artículos relacionados…</translation>
        </message>
        <message>
            <source>No closely related papers in your library.</source>
            <translation>No hay artículos estrechamente relacionados en su biblioteca.</translation>
        </message>
    </context>
    <context>
        <name>RenderThread</name>
        <message>
            <source>This file is damaged, so Lectern cannot show it.</source>
            <translation>Este archivo está dañado, así que Lectern no puede mostrarlo.</translation>
        </message>
    </context>
    <context>
        <name>SafeTextBrowser</name>
        <message>
            <source>[image: {name}]</source>
            <translation>[imagen: {name}]</translation>
        </message>
        <message>
            <source>Read page {page} in Lectern</source>
            <translation>Leer la página {page} en Lectern</translation>
        </message>
        <message>
            <source>Not opened (not a web link): {link}</source>
            <translation>No se abrió (no es un enlace web): {link}</translation>
        </message>
    </context>
    <context>
        <name>SaveState</name>
        <message>
            <source>Saving…</source>
            <translation>Guardando…</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Guardado</translation>
        </message>
        <message>
            <source>Not saved — retrying</source>
            <translation>No guardado — reintentando</translation>
        </message>
    </context>
    <context>
        <name>Scope</name>
        <message>
            <source>All papers</source>
            <translation>Todos los artículos</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>Cola</translation>
        </message>
        <message>
            <source>Recently read</source>
            <translation>Leídos recientemente</translation>
        </message>
        <message>
            <source>Starred</source>
            <translation>Con estrellas</translation>
        </message>
        <message>
            <source>Recommended</source>
            <translation>Recomendados</translation>
        </message>
        <message>
            <source>Possible duplicates</source>
            <translation>Posibles duplicados</translation>
        </message>
        <message>
            <source>Trash</source>
            <translation>Papelera</translation>
        </message>
    </context>
    <context>
        <name>SearchBox</name>
        <message>
            <source>Search titles, authors, abstracts, notes…   ( / )</source>
            <translation>Buscar en títulos, autores, resúmenes, notas…   ( / )</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Buscar</translation>
        </message>
        <message>
            <source>Search syntax</source>
            <translation>Sintaxis de búsqueda</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>Borrar la búsqueda</translation>
        </message>
    </context>
    <context>
        <name>SearchNotice</name>
        <message>
            <source>Clear search</source>
            <translation>Borrar la búsqueda</translation>
        </message>
        <message>
            <source>Show every paper of this view</source>
            <translation>Mostrar todos los artículos de esta vista</translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in Up next match “{words}”</source>
            <translation>
                <numerusform>De %Ln artículo de la cola, ninguno coincide con «{words}»</numerusform>
                <numerusform>Ninguno de los %Ln artículos de la cola coincide con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in the Trash match “{words}”</source>
            <translation>
                <numerusform>De %Ln artículo de la Papelera, ninguno coincide con «{words}»</numerusform>
                <numerusform>Ninguno de los %Ln artículos de la Papelera coincide con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in {view} match “{words}”</source>
            <translation>
                <numerusform>De %Ln artículo en {view}, ninguno coincide con «{words}»</numerusform>
                <numerusform>Ninguno de los %Ln artículos en {view} coincide con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln possible duplicate(s) match “{words}”</source>
            <translation>
                <numerusform>De %Ln posible duplicado, ninguno coincide con «{words}»</numerusform>
                <numerusform>Ninguno de los %Ln posibles duplicados coincide con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recently read paper(s) match “{words}”</source>
            <translation>
                <numerusform>De %Ln artículo leído recientemente, ninguno coincide con «{words}»</numerusform>
                <numerusform>Ninguno de los %Ln artículos leídos recientemente coincide con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recommended paper(s) match “{words}”</source>
            <translation>
                <numerusform>De %Ln artículo recomendado, ninguno coincide con «{words}»</numerusform>
                <numerusform>Ninguno de los %Ln artículos recomendados coincide con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next match “{words}”</source>
            <translation>
                <numerusform>{shown} de %Ln artículo de la cola coinciden con «{words}»</numerusform>
                <numerusform>{shown} de los %Ln artículos de la cola coinciden con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next matches “{words}”</source>
            <translation>
                <numerusform>{shown} de %Ln artículo de la cola coincide con «{words}»</numerusform>
                <numerusform>{shown} de los %Ln artículos de la cola coincide con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash match “{words}”</source>
            <translation>
                <numerusform>{shown} de %Ln artículo de la Papelera coinciden con «{words}»</numerusform>
                <numerusform>{shown} de los %Ln artículos de la Papelera coinciden con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash matches “{words}”</source>
            <translation>
                <numerusform>{shown} de %Ln artículo de la Papelera coincide con «{words}»</numerusform>
                <numerusform>{shown} de los %Ln artículos de la Papelera coincide con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} match “{words}”</source>
            <translation>
                <numerusform>{shown} de %Ln artículo en {view} coinciden con «{words}»</numerusform>
                <numerusform>{shown} de los %Ln artículos en {view} coinciden con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} matches “{words}”</source>
            <translation>
                <numerusform>{shown} de %Ln artículo en {view} coincide con «{words}»</numerusform>
                <numerusform>{shown} de los %Ln artículos en {view} coincide con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) match “{words}”</source>
            <translation>
                <numerusform>{shown} de %Ln posible duplicado coinciden con «{words}»</numerusform>
                <numerusform>{shown} de los %Ln posibles duplicados coinciden con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) matches “{words}”</source>
            <translation>
                <numerusform>{shown} de %Ln posible duplicado coincide con «{words}»</numerusform>
                <numerusform>{shown} de los %Ln posibles duplicados coincide con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) match “{words}”</source>
            <translation>
                <numerusform>{shown} de %Ln artículo leído recientemente coinciden con «{words}»</numerusform>
                <numerusform>{shown} de los %Ln artículos leídos recientemente coinciden con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) matches “{words}”</source>
            <translation>
                <numerusform>{shown} de %Ln artículo leído recientemente coincide con «{words}»</numerusform>
                <numerusform>{shown} de los %Ln artículos leídos recientemente coincide con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) match “{words}”</source>
            <translation>
                <numerusform>{shown} de %Ln artículo recomendado coinciden con «{words}»</numerusform>
                <numerusform>{shown} de los %Ln artículos recomendados coinciden con «{words}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) matches “{words}”</source>
            <translation>
                <numerusform>{shown} de %Ln artículo recomendado coincide con «{words}»</numerusform>
                <numerusform>{shown} de los %Ln artículos recomendados coincide con «{words}»</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SelectionPanel</name>
        <message numerus="yes">
            <source>%Ln paper(s) selected</source>
            <translation>
                <numerusform>%Ln artículo seleccionado</numerusform>
                <numerusform>%Ln artículos seleccionados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln rated</source>
            <translation>
                <numerusform>%Ln valorado</numerusform>
                <numerusform>%Ln valorados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln New</source>
            <translation>
                <numerusform>%Ln Nuevo</numerusform>
                <numerusform>%Ln Nuevos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln To read</source>
            <translation>
                <numerusform>%Ln Por leer</numerusform>
                <numerusform>%Ln Por leer</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Reading</source>
            <translation>
                <numerusform>%Ln Leyendo</numerusform>
                <numerusform>%Ln Leyendo</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Read</source>
            <translation>
                <numerusform>%Ln Leído</numerusform>
                <numerusform>%Ln Leídos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Dropped</source>
            <translation>
                <numerusform>%Ln Descartado</numerusform>
                <numerusform>%Ln Descartados</numerusform>
            </translation>
        </message>
        <message>
            <source>Mark every selected paper as new ({key})</source>
            <translation>Marcar todos los artículos seleccionados como nuevos ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as to read ({key})</source>
            <translation>Marcar todos los artículos seleccionados como por leer ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as reading ({key})</source>
            <translation>Marcar todos los artículos seleccionados como leyendo ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as read ({key})</source>
            <translation>Marcar todos los artículos seleccionados como leídos ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as dropped ({key})</source>
            <translation>Marcar todos los artículos seleccionados como descartados ({key})</translation>
        </message>
        <message>
            <source>Mark selected as New</source>
            <translation>Marcar la selección como Nuevo</translation>
        </message>
        <message>
            <source>Mark selected as To read</source>
            <translation>Marcar la selección como Por leer</translation>
        </message>
        <message>
            <source>Mark selected as Reading</source>
            <translation>Marcar la selección como Leyendo</translation>
        </message>
        <message>
            <source>Mark selected as Read</source>
            <translation>Marcar la selección como Leído</translation>
        </message>
        <message>
            <source>Mark selected as Dropped</source>
            <translation>Marcar la selección como Descartado</translation>
        </message>
        <message>
            <source>What you do here applies to every selected paper, and Ctrl+Z undoes it.</source>
            <translation>Lo que haga aquí se aplica a todos los artículos seleccionados, y Ctrl+Z lo deshace.</translation>
        </message>
        <message>
            <source>Mark as</source>
            <translation>Marcar como</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Valorar</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Clear the rating of every selected paper</source>
            <translation>Quitar la valoración de todos los artículos seleccionados</translation>
        </message>
        <message>
            <source>Tag</source>
            <translation>Etiquetar</translation>
        </message>
        <message>
            <source>Add tags to all, comma-separated, then Enter</source>
            <translation>Añadir etiquetas a todos, separadas por comas, y luego Enter</translation>
        </message>
        <message>
            <source>Add tags to the selected papers</source>
            <translation>Añadir etiquetas a los artículos seleccionados</translation>
        </message>
        <message>
            <source>Also</source>
            <translation>Además</translation>
        </message>
        <message>
            <source>Add to collection</source>
            <translation>Añadir a colección</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <source>or</source>
            <translation>o</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Library</source>
            <translation>Biblioteca</translation>
        </message>
        <message>
            <source>Starred</source>
            <translation>Con estrellas</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Etiquetas</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>Colecciones</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>Búsquedas guardadas</translation>
        </message>
        <message>
            <source>For you</source>
            <translation>Para usted</translation>
        </message>
        <message>
            <source>(no collection)</source>
            <translation>(sin colección)</translation>
        </message>
        <message>
            <source>Library views</source>
            <translation>Vistas de la biblioteca</translation>
        </message>
        <message>
            <source>Your reading queue, next first: q adds a paper, Ctrl+Enter opens it</source>
            <translation>Su cola de lectura, el siguiente primero: q añade un artículo, Ctrl+Enter lo abre</translation>
        </message>
        <message>
            <source>The last 50 papers you read in Lectern, the most recent first</source>
            <translation>Los últimos 50 artículos que leyó en Lectern, el más reciente primero</translation>
        </message>
        <message>
            <source>Papers that might be the same work: merge them, or say they differ</source>
            <translation>Artículos que podrían ser la misma obra: fusiónelos o indique que son distintos</translation>
        </message>
        <message>
            <source>Deleted papers, until you empty the Trash; Restore brings one back</source>
            <translation>Artículos eliminados, hasta que vacíe la Papelera; Restaurar recupera uno</translation>
        </message>
        <message>
            <source>Papers most like your starred ones that you have not read</source>
            <translation>Los artículos más parecidos a los que tienen estrellas que aún no ha leído</translation>
        </message>
        <message>
            <source>Save search</source>
            <translation>Guardar búsqueda</translation>
        </message>
        <message>
            <source>Name for this search:</source>
            <translation>Nombre de esta búsqueda:</translation>
        </message>
        <message>
            <source>Rename saved search</source>
            <translation>Renombrar búsqueda guardada</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Nombre nuevo:</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Renombrar…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Eliminar</translation>
        </message>
        <message>
            <source>Delete collection (its papers stay; the ones inside move up)</source>
            <translation>Eliminar colección (sus artículos se quedan; las de dentro suben un nivel)</translation>
        </message>
        <message>
            <source>Delete collection (its papers stay)</source>
            <translation>Eliminar colección (sus artículos se quedan)</translation>
        </message>
        <message>
            <source>Move to…</source>
            <translation>Mover a…</translation>
        </message>
        <message>
            <source>Merge into…</source>
            <translation>Fusionar con…</translation>
        </message>
        <message>
            <source>New collection inside…</source>
            <translation>Nueva colección dentro de esta…</translation>
        </message>
        <message>
            <source>New collection…</source>
            <translation>Nueva colección…</translation>
        </message>
        <message>
            <source>Empty Trash…</source>
            <translation>Vaciar la Papelera…</translation>
        </message>
        <message>
            <source>Save current search…</source>
            <translation>Guardar la búsqueda actual…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln star(s) and up</source>
            <translation>
                <numerusform>%Ln estrella o más</numerusform>
                <numerusform>%Ln estrellas o más</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StarRating</name>
        <message>
            <source>Rating</source>
            <translation>Valoración</translation>
        </message>
        <message>
            <source>Rate this paper: click a star; click it again to clear</source>
            <translation>Valore este artículo: haga clic en una estrella; vuelva a hacer clic para quitarla</translation>
        </message>
        <message numerus="yes">
            <source>{rating} of %Ln star(s)</source>
            <translation>
                <numerusform>{rating} de %Ln estrella</numerusform>
                <numerusform>{rating} de %Ln estrellas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Cannot open the library</source>
            <translation>No se puede abrir la biblioteca</translation>
        </message>
        <message>
            <source>Library in use</source>
            <translation>Biblioteca en uso</translation>
        </message>
        <message>
            <source>{problem}

Another program (perhaps `lectern import` in a terminal, or Lectern on another account) is writing to this library. Close it and start Lectern again.</source>
            <translation>{problem}

Otro programa (quizá `lectern import` en una terminal, o Lectern en otra cuenta) está escribiendo en esta biblioteca. Ciérrelo e inicie Lectern de nuevo.</translation>
        </message>
        <message>
            <source>Library damaged</source>
            <translation>Biblioteca dañada</translation>
        </message>
        <message>
            <source>{problem}

Lectern keeps rolling backups in {backups}. `lectern check` in a terminal shows what is wrong.</source>
            <translation>{problem}

Lectern guarda copias de seguridad rotativas en {backups}. `lectern check` en una terminal muestra qué está mal.</translation>
        </message>
        <message>
            <source>Lectern cannot use the folder {folder}: {reason}.

Check that the folder exists and that you may write to it, or start Lectern with --library pointing at another folder.</source>
            <translation>Lectern no puede usar la carpeta {folder}: {reason}.

Compruebe que la carpeta existe y que puede escribir en ella, o inicie Lectern con --library apuntando a otra carpeta.</translation>
        </message>
        <message>
            <source>Opening {folder} failed unexpectedly ({error}: {problem}).</source>
            <translation>Abrir {folder} falló de forma inesperada ({error}: {problem}).</translation>
        </message>
        <message>
            <source>Lectern is already open on {folder}: its window is brought forward.</source>
            <translation>Lectern ya está abierto en {folder}: su ventana pasa al frente.</translation>
        </message>
        <message>
            <source>Log file: {path}</source>
            <translation>Archivo de registro: {path}</translation>
        </message>
        <message>
            <source>Your library was upgraded for this version of Lectern; the files as they were are kept in its backups folder.</source>
            <translation>Su biblioteca se actualizó para esta versión de Lectern; los archivos tal como estaban se conservan en su carpeta de copias de seguridad.</translation>
        </message>
        <message>
            <source>Lectern repaired your library</source>
            <translation>Lectern reparó su biblioteca</translation>
        </message>
        <message>
            <source>The sample could not be loaded</source>
            <translation>No se pudo cargar el ejemplo</translation>
        </message>
        <message numerus="yes">
            <source>Lectern is already open on {folder}: %Ln file(s) handed to its window to import.</source>
            <translation>
                <numerusform>Lectern ya está abierto en {folder}: %Ln archivo entregado a su ventana para importarlo.</numerusform>
                <numerusform>Lectern ya está abierto en {folder}: %Ln archivos entregados a su ventana para importarlos.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>New</source>
            <translation>Nuevo</translation>
        </message>
        <message>
            <source>To read</source>
            <translation>Por leer</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>Leyendo</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>Leído</translation>
        </message>
        <message>
            <source>Dropped</source>
            <translation>Descartado</translation>
        </message>
        <message>
            <source>Mark as new</source>
            <translation>Marcar como nuevo</translation>
        </message>
        <message>
            <source>Mark as to read</source>
            <translation>Marcar como por leer</translation>
        </message>
        <message>
            <source>Mark as reading</source>
            <translation>Marcar como leyendo</translation>
        </message>
        <message>
            <source>Mark as read</source>
            <translation>Marcar como leído</translation>
        </message>
        <message>
            <source>Mark as dropped</source>
            <translation>Marcar como descartado</translation>
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
            <translation>{task}… {done} de {total}</translation>
        </message>
        <message>
            <source>{action}: on</source>
            <translation>{action}: activado</translation>
        </message>
        <message>
            <source>{action}: off</source>
            <translation>{action}: desactivado</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)  ·  {to_read} to read  ·  {read_this_week} read this week</source>
            <translation>
                <numerusform>%Ln artículo  ·  {to_read} por leer  ·  {read_this_week} leídos esta semana</numerusform>
                <numerusform>%Ln artículos  ·  {to_read} por leer  ·  {read_this_week} leídos esta semana</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: %Ln paper(s)</source>
            <translation>
                <numerusform>{view}: %Ln artículo</numerusform>
                <numerusform>{view}: %Ln artículos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: {shown} of %Ln paper(s)</source>
            <translation>
                <numerusform>{view}: {shown} de %Ln artículo</numerusform>
                <numerusform>{view}: {shown} de %Ln artículos</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatusSelector</name>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Reading status (u, t, r, d, x)</source>
            <translation>Estado de lectura (u, t, r, d, x)</translation>
        </message>
        <message>
            <source>{action} ({key})</source>
            <translation>{action} ({key})</translation>
        </message>
        <message>
            <source>Status {status}</source>
            <translation>Estado: {status}</translation>
        </message>
    </context>
    <context>
        <name>SyncWatcher</name>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} y {second}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) updated from your other devices</source>
            <translation>
                <numerusform>%Ln artículo actualizado desde sus otros dispositivos</numerusform>
                <numerusform>%Ln artículos actualizados desde sus otros dispositivos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) updated from {devices}</source>
            <translation>
                <numerusform>%Ln artículo actualizado desde {devices}</numerusform>
                <numerusform>%Ln artículos actualizados desde {devices}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SyntaxHelp</name>
        <message>
            <source>papers with these words; those with all of them first</source>
            <translation>artículos con estas palabras; primero los que las tienen todas</translation>
        </message>
        <message>
            <source>the words in a row</source>
            <translation>las palabras seguidas</translation>
        </message>
        <message>
            <source>one field: title, author, abstract, notes, tag, venue, collection</source>
            <translation>un campo: title, author, abstract, notes, tag, venue, collection</translation>
        </message>
        <message>
            <source>an author's name</source>
            <translation>el nombre de un autor</translation>
        </message>
        <message>
            <source>your own notes</source>
            <translation>sus propias notas</translation>
        </message>
        <message>
            <source>papers you tagged</source>
            <translation>artículos que ha etiquetado</translation>
        </message>
        <message>
            <source>the text of the attached PDFs alone (plain words search it too)</source>
            <translation>solo el texto de los PDF adjuntos (las palabras sin más también lo buscan)</translation>
        </message>
        <message>
            <source>a citation key or alias; type:book, publisher:"MIT Press", isbn: …</source>
            <translation>una clave de cita o un alias; type:book, publisher:"MIT Press", isbn: …</translation>
        </message>
        <message>
            <source>new, to-read, reading, read, dropped (or several: reading,to-read)</source>
            <translation>new, to-read, reading, read, dropped (o varios: reading,to-read)</translation>
        </message>
        <message>
            <source>preprints a lookup found published</source>
            <translation>preprints cuya versión publicada encontró una búsqueda en línea</translation>
        </message>
        <message>
            <source>the passages you marked and their notes</source>
            <translation>los pasajes que ha anotado y sus notas</translation>
        </message>
        <message>
            <source>a mark of that colour (green, blue, pink, purple); has:marks</source>
            <translation>una anotación de ese color (green, blue, pink, purple); has:marks</translation>
        </message>
        <message>
            <source>four stars or more (rating:5, rating:&lt;3 …)</source>
            <translation>cuatro estrellas o más (rating:5, rating:&lt;3 …)</translation>
        </message>
        <message>
            <source>a range of years (year:&gt;=2020 …)</source>
            <translation>un intervalo de años (year:&gt;=2020 …)</translation>
        </message>
        <message>
            <source>when you added it: added:2026-11, added:&lt;7d, modified:today</source>
            <translation>cuándo lo añadió: added:2026-11, added:&lt;7d, modified:today</translation>
        </message>
        <message>
            <source>either word; AND, NOT, -word and (parentheses) work too</source>
            <translation>cualquiera de las palabras; AND, NOT, -palabra y (paréntesis) también funcionan</translation>
        </message>
        <message>
            <source>words starting with optim</source>
            <translation>palabras que empiezan por optim</translation>
        </message>
        <message>
            <source>close spellings (one or two typos)</source>
            <translation>grafías parecidas (una o dos erratas)</translation>
        </message>
        <message>
            <source>Search syntax</source>
            <translation>Sintaxis de búsqueda</translation>
        </message>
        <message>
            <source>Press &lt;b&gt;/&lt;/b&gt; or &lt;b&gt;Ctrl+F&lt;/b&gt; to search, &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Esc&lt;/b&gt; to go back to the list.</source>
            <translation>Pulse &lt;b&gt;/&lt;/b&gt; o &lt;b&gt;Ctrl+F&lt;/b&gt; para buscar, &lt;b&gt;Enter&lt;/b&gt; o &lt;b&gt;Esc&lt;/b&gt; para volver a la lista.</translation>
        </message>
    </context>
    <context>
        <name>TagChip</name>
        <message>
            <source>Remove the tag “{tag}”</source>
            <translation>Quitar la etiqueta «{tag}»</translation>
        </message>
        <message>
            <source>Remove tag {tag}</source>
            <translation>Quitar etiqueta {tag}</translation>
        </message>
    </context>
    <context>
        <name>TagsEditor</name>
        <message>
            <source>Add tags…</source>
            <translation>Añadir etiquetas…</translation>
        </message>
        <message>
            <source>Type a tag and press Enter; separate several with commas</source>
            <translation>Escriba una etiqueta y pulse Enter; separe varias con comas</translation>
        </message>
        <message>
            <source>Add tags</source>
            <translation>Añadir etiquetas</translation>
        </message>
    </context>
    <context>
        <name>Task</name>
        <message>
            <source>Exporting</source>
            <translation>Exportando</translation>
        </message>
        <message>
            <source>Undoing a change</source>
            <translation>Deshaciendo un cambio</translation>
        </message>
        <message>
            <source>Saving notes</source>
            <translation>Guardando las notas</translation>
        </message>
        <message>
            <source>Saving the search</source>
            <translation>Guardando la búsqueda</translation>
        </message>
        <message>
            <source>Renaming the search</source>
            <translation>Renombrando la búsqueda</translation>
        </message>
        <message>
            <source>Deleting the search</source>
            <translation>Eliminando la búsqueda</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <source>System</source>
            <translation>Sistema</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Oscuro</translation>
        </message>
    </context>
    <context>
        <name>Timeline</name>
        <message>
            <source>Added {date}</source>
            <translation>Añadido el {date}</translation>
        </message>
        <message>
            <source>{status} {date}</source>
            <comment>a step of the status timeline</comment>
            <translation>{status} el {date}</translation>
        </message>
    </context>
    <context>
        <name>Triage</name>
        <message>
            <source>Advance after marking is on (Paper menu, or the button in the status bar). When it is on, only the marks t, r, d, x and u move on to the next paper; stars 1–5 and 0 always stay on the paper, so rate first, then mark.</source>
            <translation>Avanzar tras marcar está activado (menú Artículo, o el botón de la barra de estado). Cuando está activado, solo las marcas t, r, d, x y u pasan al artículo siguiente; las estrellas 1–5 y 0 siempre se quedan en el artículo, así que valore primero y marque después.</translation>
        </message>
        <message>
            <source>Advance after marking is off (Paper menu, or the button in the status bar). When it is on, only the marks t, r, d, x and u move on to the next paper; stars 1–5 and 0 always stay on the paper, so rate first, then mark.</source>
            <translation>Avanzar tras marcar está desactivado (menú Artículo, o el botón de la barra de estado). Cuando está activado, solo las marcas t, r, d, x y u pasan al artículo siguiente; las estrellas 1–5 y 0 siempre se quedan en el artículo, así que valore primero y marque después.</translation>
        </message>
    </context>
    <context>
        <name>Unreadable</name>
        <message>
            <source>The file is not there any more: {path}</source>
            <translation>El archivo ya no está ahí: {path}</translation>
        </message>
        <message>
            <source>The file could not be read ({reason}).</source>
            <translation>No se pudo leer el archivo ({reason}).</translation>
        </message>
        <message>
            <source>This PDF has no pages.</source>
            <translation>Este PDF no tiene páginas.</translation>
        </message>
        <message>
            <source>This PDF is protected by a password, and Lectern cannot open such files.</source>
            <translation>Este PDF está protegido con contraseña, y Lectern no puede abrir archivos así.</translation>
        </message>
        <message>
            <source>This PDF is encrypted in a way Lectern cannot read.</source>
            <translation>Este PDF está cifrado de una forma que Lectern no puede leer.</translation>
        </message>
        <message>
            <source>This file is damaged or is not a PDF, so Lectern cannot show it.</source>
            <translation>Este archivo está dañado o no es un PDF, así que Lectern no puede mostrarlo.</translation>
        </message>
    </context>
    <context>
        <name>UserGuide</name>
        <message>
            <source>User guide</source>
            <translation>Guía del usuario</translation>
        </message>
        <message>
            <source>This copy of Lectern has no user guide.</source>
            <translation>Esta copia de Lectern no incluye la guía del usuario.</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Atrás</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Adelante</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>Contenido</translation>
        </message>
        <message>
            <source>Contents of the user guide</source>
            <translation>Contenido de la guía del usuario</translation>
        </message>
        <message>
            <source>Page of the user guide</source>
            <translation>Página de la guía del usuario</translation>
        </message>
        <message>
            <source>No browser opened {link}</source>
            <translation>Ningún navegador abrió {link}</translation>
        </message>
        <message>
            <source>Not part of the guide in the app: {link}</source>
            <translation>No forma parte de la guía de la aplicación: {link}</translation>
        </message>
        <message>
            <source>{page} — User guide</source>
            <translation>{page} — Guía del usuario</translation>
        </message>
    </context>
    <context>
        <name>ViewActions</name>
        <message>
            <source>{column} (none in this list)</source>
            <translation>{column} (vacía en esta lista)</translation>
        </message>
    </context>
    <context>
        <name>WatchedFoldersDialog</name>
        <message>
            <source>Watched folders</source>
            <translation>Carpetas vigiladas</translation>
        </message>
        <message>
            <source>A new PDF in these folders, or in their subfolders, is imported once it has finished downloading, into no collection. The PDFs a folder holds when you add it are left alone.</source>
            <translation>Un PDF nuevo en estas carpetas, o en sus subcarpetas, se importa en cuanto termina de descargarse, sin colección. Los PDF que ya hay en una carpeta al añadirla no se tocan.</translation>
        </message>
        <message>
            <source>&amp;Add folder…</source>
            <translation>&amp;Añadir carpeta…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Quitar</translation>
        </message>
        <message>
            <source>Watch a folder</source>
            <translation>Vigilar una carpeta</translation>
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
            <translation>semana del {date}: {count}</translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln finished</source>
            <translation>
                <numerusform>Semana del {date}: %Ln terminado</numerusform>
                <numerusform>Semana del {date}: %Ln terminados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln opened in Lectern</source>
            <translation>
                <numerusform>Semana del {date}: %Ln abierto en Lectern</numerusform>
                <numerusform>Semana del {date}: %Ln abiertos en Lectern</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln to read at the end of the week</source>
            <translation>
                <numerusform>Semana del {date}: %Ln por leer al final de la semana</numerusform>
                <numerusform>Semana del {date}: %Ln por leer al final de la semana</numerusform>
            </translation>
        </message>
    </context>
</TS>

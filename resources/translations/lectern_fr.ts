<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>About</name>
        <message>
            <source>An offline reading list for research papers: triage, rate, annotate and search, all on your own computer. No account, no network.</source>
            <translation>Une liste de lecture hors ligne pour les articles de recherche : trier, évaluer, annoter et rechercher, le tout sur votre ordinateur. Sans compte, sans réseau.</translation>
        </message>
        <message>
            <source>Library: {folder}</source>
            <translation>Bibliothèque : {folder}</translation>
        </message>
        <message>
            <source>Citation styles from the Citation Style Language project (citationstyles.org), licensed CC BY-SA 3.0, by:</source>
            <translation>Styles de citation du projet Citation Style Language (citationstyles.org), sous licence CC BY-SA 3.0, par :</translation>
        </message>
        <message>
            <source>About Lectern</source>
            <translation>À propos de Lectern</translation>
        </message>
    </context>
    <context>
        <name>AbstractParts</name>
        <message>
            <source>Copy all</source>
            <translation>Tout copier</translation>
        </message>
        <message>
            <source>Copy the whole abstract to the clipboard</source>
            <translation>Copier le résumé entier dans le presse-papiers</translation>
        </message>
        <message>
            <source>Showing the first {shown} of {total} characters.</source>
            <translation>Affichage des {shown} premiers caractères sur {total}.</translation>
        </message>
        <message>
            <source>Show all</source>
            <translation>Tout afficher</translation>
        </message>
        <message>
            <source>Show more</source>
            <translation>Afficher plus</translation>
        </message>
    </context>
    <context>
        <name>Actions</name>
        <message>
            <source>After t, r, d, x or u, move on to the next paper. Stars (1–5, 0) stay on the paper: rate first, then mark.</source>
            <translation>Après t, r, d, x ou u, passer à l'article suivant. Les étoiles (1–5, 0) restent sur l'article : évaluez d'abord, puis marquez.</translation>
        </message>
        <message>
            <source>&amp;New paper…</source>
            <translation>&amp;Nouvel article…</translation>
        </message>
        <message>
            <source>New paper: paste an entry or an identifier, or type it in…</source>
            <translation>Nouvel article : coller une entrée ou un identifiant, ou le saisir…</translation>
        </message>
        <message>
            <source>New &amp;collection…</source>
            <translation>Nouvelle &amp;collection…</translation>
        </message>
        <message>
            <source>&amp;Import papers…</source>
            <translation>&amp;Importer des articles…</translation>
        </message>
        <message>
            <source>&amp;Watch a folder…</source>
            <translation>&amp;Surveiller un dossier…</translation>
        </message>
        <message>
            <source>Import each new PDF in a folder (Downloads, say) once it has finished downloading</source>
            <translation>Importer chaque nouveau PDF d'un dossier (Téléchargements, par exemple) une fois son téléchargement terminé</translation>
        </message>
        <message>
            <source>&amp;Export selection…</source>
            <translation>&amp;Exporter la sélection…</translation>
        </message>
        <message>
            <source>Export the selection…</source>
            <translation>Exporter la sélection…</translation>
        </message>
        <message>
            <source>Export current &amp;view…</source>
            <translation>Exporter la &amp;vue actuelle…</translation>
        </message>
        <message>
            <source>Export the papers in the list…</source>
            <translation>Exporter les articles de la liste…</translation>
        </message>
        <message>
            <source>&amp;Keep exported…</source>
            <translation>Exportation a&amp;utomatique…</translation>
        </message>
        <message>
            <source>Keep a BibTeX, biblatex or CSL-JSON file up to date with a collection, a saved search or the whole library</source>
            <translation>Tenir à jour un fichier BibTeX, biblatex ou CSL-JSON avec une collection, une recherche enregistrée ou toute la bibliothèque</translation>
        </message>
        <message>
            <source>Empty Tras&amp;h…</source>
            <translation>Vi&amp;der la corbeille…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <source>Undo: a status, rating, tag or Up next change, a saved note, an edit, a deletion, a merge, a collection, an import; a change to many papers at once as one. After a restart too</source>
            <translation>Annuler : un changement de statut, d'évaluation, d'étiquette ou de file de lecture, une note enregistrée, une modification, une suppression, une fusion, une collection, une importation ; un changement sur plusieurs articles à la fois compte pour un. Même après un redémarrage</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <source>Copy as &amp;BibTeX</source>
            <translation>Copier en &amp;BibTeX</translation>
        </message>
        <message>
            <source>Copy the selected papers as BibTeX</source>
            <translation>Copier les articles sélectionnés en BibTeX</translation>
        </message>
        <message>
            <source>Copy &amp;citation</source>
            <translation>Copier la &amp;citation</translation>
        </message>
        <message>
            <source>Copy the selected papers' citation in the style Preferences chooses</source>
            <translation>Copier la citation des articles sélectionnés dans le style choisi dans les Préférences</translation>
        </message>
        <message>
            <source>In the style chosen in Preferences (Edit → Copy citation in: any other)</source>
            <translation>Dans le style choisi dans les Préférences (Édition → Copier la citation au style : tout autre)</translation>
        </message>
        <message>
            <source>Copy bibliography &amp;entry</source>
            <translation>Copier l'&amp;entrée bibliographique</translation>
        </message>
        <message>
            <source>Copy the selected papers' bibliography entries in that style</source>
            <translation>Copier les entrées bibliographiques des articles sélectionnés dans ce style</translation>
        </message>
        <message>
            <source>Copy citation &amp;key</source>
            <translation>Copier la c&amp;lé de citation</translation>
        </message>
        <message>
            <source>Copy the selected papers' citation keys as \cite{a,b} or [@a; @b]</source>
            <translation>Copier les clés de citation des articles sélectionnés sous la forme \cite{a,b} ou [@a; @b]</translation>
        </message>
        <message>
            <source>Copy &amp;link</source>
            <translation>Copier le l&amp;ien</translation>
        </message>
        <message>
            <source>Regenerate citation &amp;key</source>
            <translation>Ré&amp;générer la clé de citation</translation>
        </message>
        <message>
            <source>&amp;Search</source>
            <translation>Rec&amp;hercher</translation>
        </message>
        <message>
            <source>Save this &amp;search…</source>
            <translation>E&amp;nregistrer cette recherche…</translation>
        </message>
        <message>
            <source>Save the current search</source>
            <translation>Enregistrer la recherche actuelle</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Préférences…</translation>
        </message>
        <message>
            <source>&amp;Open paper</source>
            <translation>&amp;Ouvrir l'article</translation>
        </message>
        <message>
            <source>Open the paper: its attached PDF in the reader, beside the notes (else its page or file)</source>
            <translation>Ouvrir l'article : son PDF joint dans le lecteur, à côté des notes (sinon sa page ou son fichier)</translation>
        </message>
        <message>
            <source>Read the attached PDF in Lectern; a paper without one opens its page</source>
            <translation>Lire le PDF joint dans Lectern ; un article sans PDF ouvre sa page</translation>
        </message>
        <message>
            <source>Open paper's &amp;page</source>
            <translation>Ouvrir la &amp;page de l'article</translation>
        </message>
        <message>
            <source>Open the paper's page (DOI, arXiv, link or attached file)</source>
            <translation>Ouvrir la page de l'article (DOI, arXiv, lien ou fichier joint)</translation>
        </message>
        <message>
            <source>Open the DOI, arXiv page, link or attached file</source>
            <translation>Ouvrir le DOI, la page arXiv, le lien ou le fichier joint</translation>
        </message>
        <message>
            <source>Copy &amp;marks as Markdown</source>
            <translation>Copier les &amp;annotations en Markdown</translation>
        </message>
        <message>
            <source>The paper's highlights and margin notes as quotes, each with a link to its page</source>
            <translation>Les surlignages et notes en marge de l'article sous forme de citations, chacune avec un lien vers sa page</translation>
        </message>
        <message>
            <source>Save a cop&amp;y with marks…</source>
            <translation>Enregistrer une cop&amp;ie avec annotations…</translation>
        </message>
        <message>
            <source>A copy of the paper's PDF with its marks as PDF annotations, for other readers; the PDF itself is left as it is</source>
            <translation>Une copie du PDF de l'article avec ses annotations enregistrées comme annotations PDF, pour d'autres lecteurs ; le PDF lui-même n'est pas modifié</translation>
        </message>
        <message>
            <source>Next paper</source>
            <translation>Article suivant</translation>
        </message>
        <message>
            <source>Previous paper</source>
            <translation>Article précédent</translation>
        </message>
        <message>
            <source>Rate 1 star</source>
            <translation>Donner 1 étoile</translation>
        </message>
        <message>
            <source>Rate 2 stars</source>
            <translation>Donner 2 étoiles</translation>
        </message>
        <message>
            <source>Rate 3 stars</source>
            <translation>Donner 3 étoiles</translation>
        </message>
        <message>
            <source>Rate 4 stars</source>
            <translation>Donner 4 étoiles</translation>
        </message>
        <message>
            <source>Rate 5 stars</source>
            <translation>Donner 5 étoiles</translation>
        </message>
        <message>
            <source>Clear the rating</source>
            <translation>Effacer l'évaluation</translation>
        </message>
        <message>
            <source>Edit notes</source>
            <translation>Modifier les notes</translation>
        </message>
        <message>
            <source>Advance after marking</source>
            <translation>Avancer après marquage</translation>
        </message>
        <message>
            <source>Add to Up next</source>
            <translation>Ajouter à la file de lecture</translation>
        </message>
        <message>
            <source>Add to the front of Up next</source>
            <translation>Ajouter en tête de la file de lecture</translation>
        </message>
        <message>
            <source>Move up in Up next</source>
            <translation>Monter dans la file de lecture</translation>
        </message>
        <message>
            <source>Move down in Up next</source>
            <translation>Descendre dans la file de lecture</translation>
        </message>
        <message>
            <source>Take out of Up next</source>
            <translation>Retirer de la file de lecture</translation>
        </message>
        <message>
            <source>In Up next: take the selection out of the queue</source>
            <translation>Dans la file de lecture : retirer la sélection de la file</translation>
        </message>
        <message>
            <source>Next paper: open the first in Up next</source>
            <translation>Article suivant : ouvrir le premier de la file de lecture</translation>
        </message>
        <message>
            <source>Next paper: open the first in Up next and mark it reading</source>
            <translation>Article suivant : ouvrir le premier de la file de lecture et le marquer en cours</translation>
        </message>
        <message>
            <source>&amp;Edit details…</source>
            <translation>&amp;Modifier les détails…</translation>
        </message>
        <message>
            <source>Edit the details of the selected paper</source>
            <translation>Modifier les détails de l'article sélectionné</translation>
        </message>
        <message>
            <source>&amp;Attach a file…</source>
            <translation>&amp;Joindre un fichier…</translation>
        </message>
        <message>
            <source>Move to &amp;Trash</source>
            <translation>Mettre à la &amp;corbeille</translation>
        </message>
        <message>
            <source>Move the selection to the Trash (in the Trash: delete for good; in Up next: take it out of the queue)</source>
            <translation>Mettre la sélection à la corbeille (dans la corbeille : supprimer définitivement ; dans la file de lecture : la retirer de la file)</translation>
        </message>
        <message>
            <source>&amp;Restore from Trash</source>
            <translation>&amp;Restaurer depuis la corbeille</translation>
        </message>
        <message>
            <source>Restore the selection from the Trash</source>
            <translation>Restaurer la sélection depuis la corbeille</translation>
        </message>
        <message>
            <source>Delete for &amp;good…</source>
            <translation>Supprimer &amp;définitivement…</translation>
        </message>
        <message>
            <source>In the Trash: delete the selection for good, after asking</source>
            <translation>Dans la corbeille : supprimer définitivement la sélection, après confirmation</translation>
        </message>
        <message>
            <source>&amp;Merge selected papers</source>
            <translation>&amp;Fusionner les articles sélectionnés</translation>
        </message>
        <message>
            <source>Merge the selected papers into the one shown</source>
            <translation>Fusionner les articles sélectionnés dans celui qui est affiché</translation>
        </message>
        <message>
            <source>&amp;Look up online</source>
            <translation>&amp;Rechercher en ligne</translation>
        </message>
        <message>
            <source>Look the selected papers up by their DOI, arXiv id, PMID or ISBN</source>
            <translation>Rechercher les articles sélectionnés par leur DOI, identifiant arXiv, PMID ou ISBN</translation>
        </message>
        <message>
            <source>Not &amp;duplicates</source>
            <translation>Pas des do&amp;ublons</translation>
        </message>
        <message>
            <source>Remove from this collection</source>
            <translation>Retirer de cette collection</translation>
        </message>
        <message>
            <source>Sort by &amp;relevance</source>
            <translation>Trier par pe&amp;rtinence</translation>
        </message>
        <message>
            <source>List the search results with the best match first</source>
            <translation>Afficher les résultats de la recherche, le plus pertinent en premier</translation>
        </message>
        <message>
            <source>Reset columns</source>
            <translation>Réinitialiser les colonnes</translation>
        </message>
        <message>
            <source>&amp;Next pane</source>
            <translation>Volet &amp;suivant</translation>
        </message>
        <message>
            <source>Move to the next pane: the sidebar, the list, the paper's details</source>
            <translation>Passer au volet suivant : barre latérale, liste, détails de l’article</translation>
        </message>
        <message>
            <source>Pre&amp;vious pane</source>
            <translation>Volet &amp;précédent</translation>
        </message>
        <message>
            <source>Move to the previous pane</source>
            <translation>Passer au volet précédent</translation>
        </message>
        <message>
            <source>Command &amp;palette…</source>
            <translation>&amp;Palette de commandes…</translation>
        </message>
        <message>
            <source>The command palette: every menu action and sidebar view by name</source>
            <translation>La palette de commandes : chaque action des menus et chaque vue de la barre latérale, par son nom</translation>
        </message>
        <message>
            <source>Reading &amp;stats…</source>
            <translation>&amp;Statistiques de lecture…</translation>
        </message>
        <message>
            <source>Reading stats</source>
            <translation>Statistiques de lecture</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>&amp;Historique…</translation>
        </message>
        <message>
            <source>History: every change, newest first, by kind or for the selected paper; undo any one of them</source>
            <translation>Historique : chaque changement, du plus récent au plus ancien, par type ou pour l'article sélectionné ; annulez n'importe lequel</translation>
        </message>
        <message>
            <source>&amp;User guide</source>
            <translation>&amp;Guide de l'utilisateur</translation>
        </message>
        <message>
            <source>The manual, one page per area, offline</source>
            <translation>Le manuel, une page par rubrique, hors ligne</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Raccourcis clavier</translation>
        </message>
        <message>
            <source>This list of shortcuts</source>
            <translation>Cette liste de raccourcis</translation>
        </message>
        <message>
            <source>Search &amp;syntax</source>
            <translation>&amp;Syntaxe de recherche</translation>
        </message>
        <message>
            <source>&amp;About Lectern</source>
            <translation>À &amp;propos de Lectern</translation>
        </message>
        <message>
            <source>Select every paper in the list (marks and stars then apply to all)</source>
            <translation>Sélectionner tous les articles de la liste (les marques et les étoiles s'appliquent alors à tous)</translation>
        </message>
        <message>
            <source>From the search box: go to the list</source>
            <translation>Depuis le champ de recherche : aller à la liste</translation>
        </message>
        <message>
            <source>In the search box: search for “Did you mean …” instead</source>
            <translation>Dans le champ de recherche : rechercher plutôt « Vouliez-vous dire … »</translation>
        </message>
        <message>
            <source>In the search box: clear the search and go back to the list</source>
            <translation>Dans le champ de recherche : effacer la recherche et revenir à la liste</translation>
        </message>
        <message>
            <source>From the notes: back to the list, or to the PDF being read (the notes are saved as you type)</source>
            <translation>Depuis les notes : revenir à la liste, ou au PDF en cours de lecture (les notes sont enregistrées pendant la frappe)</translation>
        </message>
        <message>
            <source>In the details form (F2): save</source>
            <translation>Dans le formulaire des détails (F2) : enregistrer</translation>
        </message>
        <message>
            <source>In the details form: close it without saving</source>
            <translation>Dans le formulaire des détails : le fermer sans enregistrer</translation>
        </message>
        <message>
            <source>On the stars (Tab to them): one star more</source>
            <translation>Sur les étoiles (Tab pour y aller) : une étoile de plus</translation>
        </message>
        <message>
            <source>On the stars: one star fewer</source>
            <translation>Sur les étoiles : une étoile de moins</translation>
        </message>
        <message>
            <source>On the stars: none</source>
            <translation>Sur les étoiles : aucune</translation>
        </message>
        <message>
            <source>On the stars: five</source>
            <translation>Sur les étoiles : cinq</translation>
        </message>
        <message>
            <source>In the reader (o on a paper with a PDF): next page</source>
            <translation>Dans le lecteur (o sur un article avec un PDF) : page suivante</translation>
        </message>
        <message>
            <source>Previous page (the top of this one first)</source>
            <translation>Page précédente (d'abord le haut de celle-ci)</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Défiler vers le bas</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Défiler vers le haut</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>Première page</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>Dernière page</translation>
        </message>
        <message>
            <source>Go to a page…</source>
            <translation>Aller à une page…</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Zoom avant</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Zoom arrière</translation>
        </message>
        <message>
            <source>Fit the page to the width (as it opens)</source>
            <translation>Ajuster la page à la largeur (comme à l'ouverture)</translation>
        </message>
        <message>
            <source>Find in the PDF: every match highlighted</source>
            <translation>Rechercher dans le PDF : chaque résultat surligné</translation>
        </message>
        <message>
            <source>In Find: the next match</source>
            <translation>Dans Rechercher : le résultat suivant</translation>
        </message>
        <message>
            <source>In Find: the previous match</source>
            <translation>Dans Rechercher : le résultat précédent</translation>
        </message>
        <message>
            <source>In Find: close it, back to the pages</source>
            <translation>Dans Rechercher : fermer, retour aux pages</translation>
        </message>
        <message>
            <source>Quote the text selected with the mouse into the notes: &gt; text (p. 4)</source>
            <translation>Citer dans les notes le texte sélectionné à la souris : &gt; texte (p. 4)</translation>
        </message>
        <message>
            <source>Text selected: highlight it in yellow, green, blue, pink or purple; a mark clicked: give it that colour</source>
            <translation>Texte sélectionné : le surligner en jaune, vert, bleu, rose ou violet ; annotation cliquée : lui donner cette couleur</translation>
        </message>
        <message>
            <source>Text selected: underline it (a mark: underline or not)</source>
            <translation>Texte sélectionné : le souligner (annotation : soulignée ou non)</translation>
        </message>
        <message>
            <source>Text selected: a note in the margin (a mark: its note)</source>
            <translation>Texte sélectionné : une note en marge (annotation : sa note)</translation>
        </message>
        <message>
            <source>A mark clicked: delete it (Ctrl+Z brings it back)</source>
            <translation>Annotation cliquée : la supprimer (Ctrl+Z la rétablit)</translation>
        </message>
        <message>
            <source>Text selected or a mark clicked: leave it</source>
            <translation>Texte sélectionné ou annotation cliquée : laisser tel quel</translation>
        </message>
        <message>
            <source>Close the reader, back to the list (Lectern keeps the page)</source>
            <translation>Fermer le lecteur, retour à la liste (Lectern garde la page)</translation>
        </message>
    </context>
    <context>
        <name>BrowserSaves</name>
        <message>
            <source>The window takes only saves from the browser.</source>
            <translation>La fenêtre n'accepte que les enregistrements venant du navigateur.</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>Enregistré depuis le navigateur : {title}</translation>
        </message>
    </context>
    <context>
        <name>Changes</name>
        <message>
            <source>Undone: {change}</source>
            <translation>Annulé : {change}</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Rétablir</translation>
        </message>
        <message>
            <source>Redone: {change}</source>
            <translation>Rétabli : {change}</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>&amp;Undo {change}</source>
            <translation>&amp;Annuler {change}</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <source>&amp;Redo {change}</source>
            <translation>&amp;Rétablir {change}</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <source>“{title}” marked {status}</source>
            <translation>« {title} » marqué comme {status}</translation>
        </message>
        <message>
            <source>“{title}” rated {stars}★</source>
            <translation>« {title} » évalué {stars}★</translation>
        </message>
        <message>
            <source>Rating cleared: “{title}”</source>
            <translation>Évaluation effacée : « {title} »</translation>
        </message>
        <message>
            <source>“{title}” tagged “{tags}”</source>
            <translation>« {title} » étiqueté « {tags} »</translation>
        </message>
        <message>
            <source>Tag “{tags}” removed from “{title}”</source>
            <translation>Étiquette « {tags} » retirée de « {title} »</translation>
        </message>
        <message>
            <source>Rename “{title}”</source>
            <translation>Renommer « {title} »</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) marked {status}</source>
            <translation>
                <numerusform>%Ln article marqué comme {status}</numerusform>
                <numerusform>%Ln articles marqués comme {status}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) rated {stars}★</source>
            <translation>
                <numerusform>%Ln article évalué {stars}★</numerusform>
                <numerusform>%Ln articles évalués {stars}★</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) tagged “{tags}”</source>
            <translation>
                <numerusform>%Ln article étiqueté « {tags} »</numerusform>
                <numerusform>%Ln articles étiquetés « {tags} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Clear the rating of %Ln paper(s)</source>
            <translation>
                <numerusform>Effacer l'évaluation de %Ln article</numerusform>
                <numerusform>Effacer l'évaluation de %Ln articles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as dropped</source>
            <translation>
                <numerusform>Marquer %Ln article comme abandonné</numerusform>
                <numerusform>Marquer %Ln articles comme abandonnés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as new</source>
            <translation>
                <numerusform>Marquer %Ln article comme nouveau</numerusform>
                <numerusform>Marquer %Ln articles comme nouveaux</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as read</source>
            <translation>
                <numerusform>Marquer %Ln article comme lu</numerusform>
                <numerusform>Marquer %Ln articles comme lus</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as reading</source>
            <translation>
                <numerusform>Marquer %Ln article comme en cours</numerusform>
                <numerusform>Marquer %Ln articles comme en cours</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as to read</source>
            <translation>
                <numerusform>Marquer %Ln article comme à lire</numerusform>
                <numerusform>Marquer %Ln articles comme à lire</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rate %Ln paper(s) {stars}★</source>
            <translation>
                <numerusform>Donner {stars}★ à %Ln article</numerusform>
                <numerusform>Donner {stars}★ à %Ln articles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rating cleared: %Ln paper(s)</source>
            <translation>
                <numerusform>Évaluation effacée : %Ln article</numerusform>
                <numerusform>Évaluation effacée : %Ln articles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove tag “{tags}” from %Ln paper(s)</source>
            <translation>
                <numerusform>Retirer l'étiquette « {tags} » de %Ln article</numerusform>
                <numerusform>Retirer l'étiquette « {tags} » de %Ln articles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag %Ln paper(s) “{tags}”</source>
            <translation>
                <numerusform>Étiqueter %Ln article « {tags} »</numerusform>
                <numerusform>Étiqueter %Ln articles « {tags} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag “{tags}” removed from %Ln paper(s)</source>
            <translation>
                <numerusform>Étiquette « {tags} » retirée de %Ln article</numerusform>
                <numerusform>Étiquette « {tags} » retirée de %Ln articles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Citing</name>
        <message numerus="yes">
            <source>Copied the citation key of %Ln paper(s).</source>
            <translation>
                <numerusform>Clé de citation de %Ln article copiée.</numerusform>
                <numerusform>Clés de citation de %Ln articles copiées.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} bibliography entry of %Ln paper(s).</source>
            <translation>
                <numerusform>Entrée bibliographique {style} de %Ln article copiée.</numerusform>
                <numerusform>Entrées bibliographiques {style} de %Ln articles copiées.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} citation of %Ln paper(s).</source>
            <translation>
                <numerusform>Citation {style} de %Ln article copiée.</numerusform>
                <numerusform>Citation {style} de %Ln articles copiée.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CollectionActions</name>
        <message>
            <source>New collection…</source>
            <translation>Nouvelle collection…</translation>
        </message>
        <message>
            <source>New collection</source>
            <translation>Nouvelle collection</translation>
        </message>
        <message>
            <source>Name of the new collection inside “{parent}”:</source>
            <translation>Nom de la nouvelle collection dans « {parent} » :</translation>
        </message>
        <message>
            <source>Name of the new collection:</source>
            <translation>Nom de la nouvelle collection :</translation>
        </message>
        <message>
            <source>Collection “{name}” created inside “{parent}”</source>
            <translation>Collection « {name} » créée dans « {parent} »</translation>
        </message>
        <message>
            <source>Collection “{name}” created</source>
            <translation>Collection « {name} » créée</translation>
        </message>
        <message>
            <source>Create the collection {name}</source>
            <translation>Créer la collection {name}</translation>
        </message>
        <message>
            <source>(Top level)</source>
            <translation>(Premier niveau)</translation>
        </message>
        <message>
            <source>Move collection</source>
            <translation>Déplacer la collection</translation>
        </message>
        <message>
            <source>Move “{name}” into:</source>
            <translation>Déplacer « {name} » dans :</translation>
        </message>
        <message>
            <source>Move {name}</source>
            <translation>Déplacer {name}</translation>
        </message>
        <message>
            <source>“{name}” moved into “{target}”</source>
            <translation>« {name} » déplacée dans « {target} »</translation>
        </message>
        <message>
            <source>“{name}” moved to the top</source>
            <translation>« {name} » déplacée au premier niveau</translation>
        </message>
        <message>
            <source>Rename collection</source>
            <translation>Renommer la collection</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Nouveau nom :</translation>
        </message>
        <message>
            <source>Rename {name}</source>
            <translation>Renommer {name}</translation>
        </message>
        <message>
            <source>Collection renamed to “{name}”</source>
            <translation>Collection renommée en « {name} »</translation>
        </message>
        <message>
            <source>There is no other collection to merge it into.</source>
            <translation>Il n'y a aucune autre collection dans laquelle la fusionner.</translation>
        </message>
        <message>
            <source>Merge collection</source>
            <translation>Fusionner la collection</translation>
        </message>
        <message>
            <source>Merge “{name}” into:</source>
            <translation>Fusionner « {name} » dans :</translation>
        </message>
        <message>
            <source>Merge {name} into {target}</source>
            <translation>Fusionner {name} dans {target}</translation>
        </message>
        <message>
            <source>“{name}” merged into “{target}”</source>
            <translation>« {name} » fusionnée dans « {target} »</translation>
        </message>
        <message>
            <source>Delete the collection {name}</source>
            <translation>Supprimer la collection {name}</translation>
        </message>
        <message>
            <source>Collection “{name}” deleted; its papers stay in the library</source>
            <translation>Collection « {name} » supprimée ; ses articles restent dans la bibliothèque</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) put in “{name}”</source>
            <translation>
                <numerusform>%Ln article placé dans « {name} »</numerusform>
                <numerusform>%Ln articles placés dans « {name} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of “{name}”</source>
            <translation>
                <numerusform>%Ln article retiré de « {name} »</numerusform>
                <numerusform>%Ln articles retirés de « {name} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to {name}</source>
            <translation>
                <numerusform>Ajouter %Ln article à {name}</numerusform>
                <numerusform>Ajouter %Ln articles à {name}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Put %Ln paper(s) in a new collection named:</source>
            <translation>
                <numerusform>Placer %Ln article dans une nouvelle collection nommée :</numerusform>
                <numerusform>Placer %Ln articles dans une nouvelle collection nommée :</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %Ln paper(s) from {name}</source>
            <translation>
                <numerusform>Retirer %Ln article de {name}</numerusform>
                <numerusform>Retirer %Ln articles de {name}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Column</name>
        <message>
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>Auteurs</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Année</translation>
        </message>
        <message>
            <source>Collection</source>
            <translation>Collection</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Statut</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Évaluation</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Ajouté</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Étiquettes</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>Publication</translation>
        </message>
        <message>
            <source>Modified</source>
            <translation>Modifié</translation>
        </message>
        <message>
            <source>Last read</source>
            <translation>Dernière lecture</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Clé</translation>
        </message>
        <message>
            <source>Relevance</source>
            <translation>Pertinence</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Progression</translation>
        </message>
    </context>
    <context>
        <name>CommandPalette</name>
        <message>
            <source>Tag</source>
            <translation>Étiquette</translation>
        </message>
        <message>
            <source>Collection</source>
            <translation>Collection</translation>
        </message>
        <message>
            <source>Saved search</source>
            <translation>Recherche enregistrée</translation>
        </message>
        <message>
            <source>View</source>
            <translation>Vue</translation>
        </message>
        <message>
            <source>Go to · {kind}</source>
            <translation>Aller à · {kind}</translation>
        </message>
        <message>
            <source>Command palette</source>
            <translation>Palette de commandes</translation>
        </message>
        <message>
            <source>Type an action, a tag, a collection or a saved search…</source>
            <translation>Tapez une action, une étiquette, une collection ou une recherche enregistrée…</translation>
        </message>
        <message>
            <source>Find an action or a place</source>
            <translation>Chercher une action ou un emplacement</translation>
        </message>
    </context>
    <context>
        <name>ConflictBanner</name>
        <message>
            <source>(empty)</source>
            <translation>(vide)</translation>
        </message>
        <message>
            <source>This note, kept for now:</source>
            <translation>Cette note, conservée pour l'instant :</translation>
        </message>
        <message>
            <source>This version of the note</source>
            <translation>Cette version de la note</translation>
        </message>
        <message>
            <source>The other version of the note</source>
            <translation>L'autre version de la note</translation>
        </message>
        <message>
            <source>Keep this note</source>
            <translation>Garder cette note</translation>
        </message>
        <message>
            <source>Keep the note shown below; the other version is dropped</source>
            <translation>Garder la note affichée ci-dessous ; l'autre version est abandonnée</translation>
        </message>
        <message>
            <source>Use the other one</source>
            <translation>Prendre l'autre</translation>
        </message>
        <message>
            <source>The other version becomes the note</source>
            <translation>L'autre version devient la note</translation>
        </message>
        <message>
            <source>Keep both</source>
            <translation>Garder les deux</translation>
        </message>
        <message>
            <source>Join the two versions into one note</source>
            <translation>Réunir les deux versions en une seule note</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;Cette note a aussi été modifiée sur cet ordinateur à {time}&lt;/b&gt; (et %Ln autre version), sans qu'aucun des deux côtés ne voie la modification de l'autre. Laquelle garder ?</numerusform>
                <numerusform>&lt;b&gt;Cette note a aussi été modifiée sur cet ordinateur à {time}&lt;/b&gt; (et %Ln autres versions), sans qu'aucun des deux côtés ne voie la modification de l'autre. Laquelle garder ?</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;Cette note a aussi été modifiée sur cet ordinateur à {time}&lt;/b&gt;, sans qu'aucun des deux côtés ne voie la modification de l'autre. Laquelle garder ?</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;Cette note a aussi été modifiée sur un autre ordinateur à {time}&lt;/b&gt; (et %Ln autre version), sans qu'aucun des deux côtés ne voie la modification de l'autre. Laquelle garder ?</numerusform>
                <numerusform>&lt;b&gt;Cette note a aussi été modifiée sur un autre ordinateur à {time}&lt;/b&gt; (et %Ln autres versions), sans qu'aucun des deux côtés ne voie la modification de l'autre. Laquelle garder ?</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;Cette note a aussi été modifiée sur un autre ordinateur à {time}&lt;/b&gt;, sans qu'aucun des deux côtés ne voie la modification de l'autre. Laquelle garder ?</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;Cette note a aussi été modifiée sur {computer} à {time}&lt;/b&gt; (et %Ln autre version), sans qu'aucun des deux côtés ne voie la modification de l'autre. Laquelle garder ?</numerusform>
                <numerusform>&lt;b&gt;Cette note a aussi été modifiée sur {computer} à {time}&lt;/b&gt; (et %Ln autres versions), sans qu'aucun des deux côtés ne voie la modification de l'autre. Laquelle garder ?</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;Cette note a aussi été modifiée sur {computer} à {time}&lt;/b&gt;, sans qu'aucun des deux côtés ne voie la modification de l'autre. Laquelle garder ?</translation>
        </message>
        <message>
            <source>The other one, from this computer at {time}:</source>
            <translation>L'autre, depuis cet ordinateur à {time} :</translation>
        </message>
        <message>
            <source>The other one, from another computer at {time}:</source>
            <translation>L'autre, depuis un autre ordinateur à {time} :</translation>
        </message>
        <message>
            <source>The other one, from {computer} at {time}:</source>
            <translation>L'autre, depuis {computer} à {time} :</translation>
        </message>
    </context>
    <context>
        <name>Core</name>
        <message>
            <source>'AND' needs words on both sides — ignored it</source>
            <translation>'AND' doit avoir des mots des deux côtés — ignoré</translation>
        </message>
        <message>
            <source>'NOT' needs a word after it — ignored it</source>
            <translation>'NOT' doit être suivi d'un mot — ignoré</translation>
        </message>
        <message>
            <source>'OR' needs words on both sides — ignored it</source>
            <translation>'OR' doit avoir des mots des deux côtés — ignoré</translation>
        </message>
        <message>
            <source>'{text}' is not a real date — {hint}</source>
            <translation>'{text}' n'est pas une date valide — {hint}</translation>
        </message>
        <message>
            <source>'{text}' is too far back — {hint}</source>
            <translation>'{text}' remonte trop loin — {hint}</translation>
        </message>
        <message>
            <source>'{word}' matches many words — searched the most common of them</source>
            <translation>'{word}' correspond à de nombreux mots — recherche limitée aux plus courants</translation>
        </message>
        <message>
            <source>@set {key} only groups other entries</source>
            <translation>@set {key} ne fait que regrouper d'autres entrées</translation>
        </message>
        <message>
            <source>A citation key cannot be empty.</source>
            <translation>Une clé de citation ne peut pas être vide.</translation>
        </message>
        <message>
            <source>A citation key cannot hold {characters} (BibTeX would end it there).</source>
            <translation>Une clé de citation ne peut pas contenir {characters} (BibTeX la terminerait à cet endroit).</translation>
        </message>
        <message>
            <source>A collection needs a name.</source>
            <translation>Une collection doit avoir un nom.</translation>
        </message>
        <message>
            <source>A copy with marks is saved under another name than its PDF: {path}</source>
            <translation>Une copie avec annotations s'enregistre sous un autre nom que son PDF : {path}</translation>
        </message>
        <message>
            <source>A field name is one word, without {{ }} = , or quotes: {name}.</source>
            <translation>Un nom de champ est un seul mot, sans {{ }} = , ni guillemets : {name}.</translation>
        </message>
        <message>
            <source>A kept export is written as {formats}, not {format}.</source>
            <translation>Une exportation automatique est écrite en {formats}, et non en {format}.</translation>
        </message>
        <message>
            <source>A later change stands in the way: {what}, at {when}. Undo it first.</source>
            <translation>Un changement ultérieur fait obstacle : {what}, le {when}. Annulez-le d'abord.</translation>
        </message>
        <message>
            <source>A mark on page {page} could not be written.</source>
            <translation>Une annotation de la page {page} n'a pas pu être écrite.</translation>
        </message>
        <message>
            <source>A new paper needs a title or an abstract.</source>
            <translation>Un nouvel article doit avoir un titre ou un résumé.</translation>
        </message>
        <message>
            <source>A rating is 0 to {most} stars, not {rating}.</source>
            <translation>Une évaluation va de 0 à {most} étoiles, pas {rating}.</translation>
        </message>
        <message>
            <source>A saved search needs a name.</source>
            <translation>Une recherche enregistrée doit avoir un nom.</translation>
        </message>
        <message>
            <source>A sync engine left a conflict copy, {name}: what it held is merged into the library, and the copy is kept in {folder}.</source>
            <translation>Un outil de synchronisation a laissé une copie de conflit, {name} : son contenu a été fusionné dans la bibliothèque, et la copie est conservée dans {folder}.</translation>
        </message>
        <message>
            <source>A title cannot be empty.</source>
            <translation>Un titre ne peut pas être vide.</translation>
        </message>
        <message>
            <source>A year is a number such as 2024, not {value}.</source>
            <translation>Une année est un nombre comme 2024, pas {value}.</translation>
        </message>
        <message>
            <source>Already in the library, nothing new to save: {title}</source>
            <translation>Déjà dans la bibliothèque, rien de nouveau à enregistrer : {title}</translation>
        </message>
        <message>
            <source>Already in your library ({status}); nothing new to save.</source>
            <translation>Déjà dans votre bibliothèque ({status}) ; rien de nouveau à enregistrer.</translation>
        </message>
        <message>
            <source>Already in your library ({status}); updated {fields}.</source>
            <translation>Déjà dans votre bibliothèque ({status}) ; mis à jour : {fields}.</translation>
        </message>
        <message>
            <source>Already in your library ({status}); your choices are saved.</source>
            <translation>Déjà dans votre bibliothèque ({status}) ; vos choix sont enregistrés.</translation>
        </message>
        <message>
            <source>Annotations in this PDF left out because they could not be read: {count}.</source>
            <translation>Annotations de ce PDF laissées de côté car elles n'ont pas pu être lues : {count}.</translation>
        </message>
        <message>
            <source>BibTeX, RIS, MEDLINE (PubMed .nbib), CSL-JSON, arXiv Atom XML, EndNote XML, JSON Lines, CSV, Lectern backups and plain-text abstract lists</source>
            <translation>BibTeX, RIS, MEDLINE (PubMed .nbib), CSL-JSON, arXiv Atom XML, EndNote XML, JSON Lines, CSV, sauvegardes Lectern et listes de résumés en texte brut</translation>
        </message>
        <message>
            <source>Cannot edit {fields}; editable fields: {editable}.</source>
            <translation>Impossible de modifier {fields} ; champs modifiables : {editable}.</translation>
        </message>
        <message>
            <source>Collection “{name}”</source>
            <translation>Collection « {name} »</translation>
        </message>
        <message>
            <source>Could not back up {name} before upgrading it from schema {schema}: {reason}. Nothing was changed.</source>
            <translation>Impossible de sauvegarder {name} avant de le mettre à niveau depuis le schéma {schema} : {reason}. Rien n'a été modifié.</translation>
        </message>
        <message>
            <source>Could not back up {name} into {folder}: {reason}. Nothing was changed.</source>
            <translation>Impossible de sauvegarder {name} dans {folder} : {reason}. Rien n'a été modifié.</translation>
        </message>
        <message>
            <source>Could not copy {path} into the library's files folder: {reason}. Nothing was imported.</source>
            <translation>Impossible de copier {path} dans le dossier des fichiers de la bibliothèque : {reason}. Rien n'a été importé.</translation>
        </message>
        <message>
            <source>Could not keep the style in {folder}: {reason}</source>
            <translation>Impossible de conserver le style dans {folder} : {reason}</translation>
        </message>
        <message>
            <source>Could not keep {path} up to date: {problem}</source>
            <translation>Impossible de tenir {path} à jour : {problem}</translation>
        </message>
        <message>
            <source>Could not prepare the library for syncing: {problem}.</source>
            <translation>Impossible de préparer la bibliothèque pour la synchronisation : {problem}.</translation>
        </message>
        <message>
            <source>Could not reach {service} to look up {what} ({reason}); nothing was changed. Is this computer online?</source>
            <translation>Impossible de joindre {service} pour rechercher {what} ({reason}) ; rien n'a été modifié. Cet ordinateur est-il connecté à Internet ?</translation>
        </message>
        <message>
            <source>Could not read '{field}:{text}' — {hint}</source>
            <translation>Impossible de lire '{field}:{text}' — {hint}</translation>
        </message>
        <message>
            <source>Could not read the date '{text}' — {hint}</source>
            <translation>Impossible de lire la date '{text}' — {hint}</translation>
        </message>
        <message>
            <source>Could not read the query's structure — searched its words</source>
            <translation>Impossible de lire la structure de la requête — recherche faite sur ses mots</translation>
        </message>
        <message>
            <source>Could not read {path}: {reason}</source>
            <translation>Impossible de lire {path} : {reason}</translation>
        </message>
        <message>
            <source>Could not remove {path}: {reason}</source>
            <translation>Impossible de supprimer {path} : {reason}</translation>
        </message>
        <message>
            <source>Could not save the list of kept exports in {path}: {reason}</source>
            <translation>Impossible d'enregistrer la liste des exportations automatiques dans {path} : {reason}</translation>
        </message>
        <message>
            <source>Could not save {name} in {folder}: {reason}. Your change is kept in memory and will be saved again.</source>
            <translation>Impossible d'enregistrer {name} dans {folder} : {reason}. Votre modification est conservée en mémoire et Lectern tentera à nouveau de l'enregistrer.</translation>
        </message>
        <message>
            <source>Could not save {name} in {folder}: {reason}. Your change is kept in the library's change file and will be saved again.</source>
            <translation>Impossible d’enregistrer {name} dans {folder} : {reason}. Votre modification est conservée dans le fichier des modifications de la bibliothèque et sera enregistrée à nouveau.</translation>
        </message>
        <message>
            <source>Could not write the search index in {folder}: {reason}.</source>
            <translation>Impossible d’écrire l’index de recherche dans {folder} : {reason}.</translation>
        </message>
        <message>
            <source>Could not write {path}: {reason}</source>
            <translation>Impossible d'écrire {path} : {reason}</translation>
        </message>
        <message>
            <source>Did you mean “{query}”?</source>
            <translation>Vouliez-vous dire « {query} » ?</translation>
        </message>
        <message>
            <source>EndNote record {number} holds nothing but EndNote's own bookkeeping (no title, authors, date, notes or any other field)</source>
            <translation>la notice EndNote {number} ne contient que les données de gestion d’EndNote (ni titre, ni auteurs, ni date, ni notes, ni aucun autre champ)</translation>
        </message>
        <message>
            <source>Import cancelled; the library is unchanged.</source>
            <translation>Importation annulée ; la bibliothèque n'a pas été modifiée.</translation>
        </message>
        <message>
            <source>Import {number} is not in this library's history: undo its changes in History.</source>
            <translation>L'importation {number} ne figure pas dans l'historique de cette bibliothèque : annulez ses changements dans l'Historique.</translation>
        </message>
        <message>
            <source>Import {number} was undone already.</source>
            <translation>L'importation {number} a déjà été annulée.</translation>
        </message>
        <message>
            <source>Kept export {path} is up to date.</source>
            <translation>L'exportation automatique {path} est à jour.</translation>
        </message>
        <message>
            <source>Kept export {path} rewritten ({count} paper).</source>
            <translation>Exportation automatique {path} réécrite ({count} article).</translation>
        </message>
        <message>
            <source>Kept export {path} rewritten ({count} papers).</source>
            <translation>Exportation automatique {path} réécrite ({count} articles).</translation>
        </message>
        <message>
            <source>Lectern answers only its own browser extension; nothing was read.</source>
            <translation>Lectern ne répond qu'à sa propre extension de navigateur ; rien n'a été lu.</translation>
        </message>
        <message>
            <source>Lectern could not do this ({problem}); nothing was saved.</source>
            <translation>Lectern n'a pas pu effectuer cette opération ({problem}) ; rien n'a été enregistré.</translation>
        </message>
        <message>
            <source>Lectern could not read the PDF: {why}.</source>
            <translation>Lectern n'a pas pu lire le PDF : {why}.</translation>
        </message>
        <message>
            <source>Lectern could not run this search; try fewer or simpler words.</source>
            <translation>Lectern n'a pas pu effectuer cette recherche ; essayez avec moins de mots ou des mots plus simples.</translation>
        </message>
        <message>
            <source>Lectern did not open “{name}”: {reason}.</source>
            <translation>Lectern n'a pas ouvert « {name} » : {reason}.</translation>
        </message>
        <message>
            <source>Lectern does not know the request {kind}.</source>
            <translation>Lectern ne connaît pas la requête {kind}.</translation>
        </message>
        <message>
            <source>Lectern does not write notes straight into {folder}; choose or create a folder for them.</source>
            <translation>Lectern n'écrit pas les notes directement dans {folder} ; choisissez ou créez un dossier pour elles.</translation>
        </message>
        <message>
            <source>Lectern found no title, DOI or arXiv id in it</source>
            <translation>Lectern n'y a trouvé ni titre, ni DOI, ni identifiant arXiv</translation>
        </message>
        <message>
            <source>Lectern has no status {status}.</source>
            <translation>Lectern n'a pas de statut {status}.</translation>
        </message>
        <message>
            <source>Lectern may not write in {folder}</source>
            <translation>Lectern n'a pas le droit d'écrire dans {folder}</translation>
        </message>
        <message>
            <source>Lectern opens only PDF, EPUB, DjVu, HTML, image and text files, not files without a type in the name</source>
            <translation>Lectern n'ouvre que les fichiers PDF, EPUB, DjVu, HTML, image et texte, pas les fichiers sans type dans leur nom</translation>
        </message>
        <message>
            <source>Lectern opens only PDF, EPUB, DjVu, HTML, image and text files, not “{extension}” files</source>
            <translation>Lectern n'ouvre que les fichiers PDF, EPUB, DjVu, HTML, image et texte, pas les fichiers « {extension} »</translation>
        </message>
        <message>
            <source>Lectern registers for every user only on Linux; register it per user here.</source>
            <translation>Lectern ne s'enregistre pour tous les utilisateurs que sous Linux ; enregistrez-le ici pour chaque utilisateur.</translation>
        </message>
        <message>
            <source>Lectern's answer was too long for the browser.</source>
            <translation>La réponse de Lectern était trop longue pour le navigateur.</translation>
        </message>
        <message>
            <source>Markdown export writes one file per paper: choose a folder.</source>
            <translation>L'exportation Markdown écrit un fichier par article : choisissez un dossier.</translation>
        </message>
        <message>
            <source>Missing ')' — closed the group at the end</source>
            <translation>')' manquante — groupe fermé à la fin</translation>
        </message>
        <message>
            <source>Missing closing quote — searched the phrase to the end</source>
            <translation>Guillemet fermant manquant — expression recherchée jusqu'à la fin</translation>
        </message>
        <message>
            <source>No citation style is called {name}. The styles are: {known}.</source>
            <translation>Aucun style de citation ne s'appelle {name}. Les styles disponibles sont : {known}.</translation>
        </message>
        <message>
            <source>No paper found on this page.</source>
            <translation>Aucun article trouvé sur cette page.</translation>
        </message>
        <message>
            <source>No service knows {what} ({services} were asked); nothing was changed.</source>
            <translation>Aucun service ne connaît {what} (services interrogés : {services}) ; rien n'a été modifié.</translation>
        </message>
        <message>
            <source>Nothing after '{field}:' — searched '{field}' as a word</source>
            <translation>Rien après '{field}:' — '{field}' recherché comme un mot</translation>
        </message>
        <message>
            <source>Nothing to redo.</source>
            <translation>Rien à rétablir.</translation>
        </message>
        <message>
            <source>Nothing to search for — only very common words or unreadable parts</source>
            <translation>Rien à rechercher — seulement des mots très courants ou des parties illisibles</translation>
        </message>
        <message>
            <source>Nothing to undo.</source>
            <translation>Rien à annuler.</translation>
        </message>
        <message>
            <source>On Windows the installer registers Lectern with the browsers; give --dir to write a manifest.</source>
            <translation>Sous Windows, le programme d'installation enregistre Lectern auprès des navigateurs ; indiquez --dir pour écrire un manifeste.</translation>
        </message>
        <message>
            <source>Only a library opened read-only merges in memory; use pull().</source>
            <translation>Seule une bibliothèque ouverte en lecture seule fusionne en mémoire ; utilisez pull().</translation>
        </message>
        <message>
            <source>Other fields are names with values.</source>
            <translation>Les autres champs sont des noms associés à des valeurs.</translation>
        </message>
        <message>
            <source>Page {page} of {path} cannot be read, so its marks cannot be written.</source>
            <translation>La page {page} de {path} ne peut pas être lue : ses annotations ne peuvent donc pas être écrites.</translation>
        </message>
        <message>
            <source>Paste a BibTeX or RIS entry, a DOI, an arXiv id or a link.</source>
            <translation>Collez une entrée BibTeX ou RIS, un DOI, un identifiant arXiv ou un lien.</translation>
        </message>
        <message>
            <source>PubMed has no record of {what}; nothing was changed.</source>
            <translation>PubMed n'a aucun enregistrement pour {what} ; rien n'a été modifié.</translation>
        </message>
        <message>
            <source>Read '{field}:{text}' as {field}:{low}..{high}</source>
            <translation>'{field}:{text}' lu comme {field}:{low}..{high}</translation>
        </message>
        <message>
            <source>Rebuilding the search index was cancelled; the old one is kept.</source>
            <translation>La reconstruction de l'index de recherche a été annulée ; l'ancien index est conservé.</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>Enregistré depuis le navigateur : {title}</translation>
        </message>
        <message>
            <source>Saved search “{name}”</source>
            <translation>Recherche enregistrée « {name} »</translation>
        </message>
        <message>
            <source>Saved to your reading list: {title}</source>
            <translation>Enregistré dans votre liste de lecture : {title}</translation>
        </message>
        <message>
            <source>Status {status}</source>
            <translation>Statut {status}</translation>
        </message>
        <message>
            <source>Tag “{name}”</source>
            <translation>Étiquette « {name} »</translation>
        </message>
        <message>
            <source>That change is not in this library's history.</source>
            <translation>Ce changement ne figure pas dans l'historique de cette bibliothèque.</translation>
        </message>
        <message>
            <source>That paper is in the library again already.</source>
            <translation>Cet article est déjà de retour dans la bibliothèque.</translation>
        </message>
        <message>
            <source>That paper was deleted for good since; undo the deletion first.</source>
            <translation>Cet article a depuis été supprimé définitivement ; annulez d'abord la suppression.</translation>
        </message>
        <message>
            <source>The PDF link gave a web page, not a PDF (a sign-in page, perhaps): nothing was saved. Open the PDF in the browser and save again.</source>
            <translation>Le lien du PDF a renvoyé une page web et non un PDF (une page de connexion, peut-être) : rien n'a été enregistré. Ouvrez le PDF dans le navigateur et enregistrez de nouveau.</translation>
        </message>
        <message>
            <source>The PDF sent with the page is not in the form Lectern reads.</source>
            <translation>Le PDF envoyé avec la page n'est pas dans la forme que lit Lectern.</translation>
        </message>
        <message>
            <source>The abstract of {paper} in {path} cannot be read: the file was changed outside Lectern while it was open. Close Lectern and open the library again.</source>
            <translation>Le résumé de {paper} dans {path} ne peut pas être lu : le fichier a été modifié en dehors de Lectern pendant qu'il était ouvert. Fermez Lectern et rouvrez la bibliothèque.</translation>
        </message>
        <message>
            <source>The browser's message is not JSON.</source>
            <translation>Le message du navigateur n'est pas du JSON.</translation>
        </message>
        <message>
            <source>The browser's message is not UTF-8 text.</source>
            <translation>Le message du navigateur n'est pas du texte UTF-8.</translation>
        </message>
        <message>
            <source>The browser's message is not a JSON object.</source>
            <translation>Le message du navigateur n'est pas un objet JSON.</translation>
        </message>
        <message>
            <source>The browser's message is {size} MB; Lectern reads at most {most} MB.</source>
            <translation>Le message du navigateur fait {size} Mo ; Lectern lit au plus {most} Mo.</translation>
        </message>
        <message>
            <source>The browser's message was cut off.</source>
            <translation>Le message du navigateur a été tronqué.</translation>
        </message>
        <message>
            <source>The citation key {key} is taken by “{title}”; keys are unique.</source>
            <translation>La clé de citation {key} est déjà prise par « {title} » ; les clés sont uniques.</translation>
        </message>
        <message>
            <source>The copy with marks could not be written to {path} ({reason}).</source>
            <translation>La copie avec annotations n'a pas pu être écrite dans {path} ({reason}).</translation>
        </message>
        <message>
            <source>The copy with marks could not be written: {why}.</source>
            <translation>La copie avec annotations n'a pas pu être écrite : {why}.</translation>
        </message>
        <message>
            <source>The file the PDF link gave is not a PDF: nothing was saved.</source>
            <translation>Le fichier renvoyé par le lien du PDF n'est pas un PDF : rien n'a été enregistré.</translation>
        </message>
        <message>
            <source>The library at {folder} is being changed by {holder}. Close it there and try again; reading and searching still work meanwhile.</source>
            <translation>La bibliothèque située dans {folder} est en cours de modification par {holder}. Fermez-la là-bas et réessayez ; en attendant, la lecture et la recherche fonctionnent toujours.</translation>
        </message>
        <message>
            <source>The library at {path} is open read-only; changes are not possible here.</source>
            <translation>La bibliothèque située dans {path} est ouverte en lecture seule ; aucune modification n'est possible ici.</translation>
        </message>
        <message>
            <source>The library is open read-only; changes are not possible.</source>
            <translation>La bibliothèque est ouverte en lecture seule ; aucune modification n'est possible.</translation>
        </message>
        <message>
            <source>The marks were not looked for in {path}: {why}.</source>
            <translation>Les annotations n'ont pas été recherchées dans {path} : {why}.</translation>
        </message>
        <message>
            <source>The page capture is not JSON Lectern can read.</source>
            <translation>La capture de page n'est pas du JSON lisible par Lectern.</translation>
        </message>
        <message>
            <source>The page capture is not a JSON object.</source>
            <translation>La capture de page n'est pas un objet JSON.</translation>
        </message>
        <message>
            <source>The page capture is {size} MB; Lectern reads at most {most} MB.</source>
            <translation>La capture de page fait {size} Mo ; Lectern lit au plus {most} Mo.</translation>
        </message>
        <message>
            <source>The page capture's {part} is not in the form Lectern reads.</source>
            <translation>La partie {part} de la capture de page n'est pas dans la forme que lit Lectern.</translation>
        </message>
        <message>
            <source>The paper {paper} is not in the reading queue.</source>
            <translation>L'article {paper} n'est pas dans la file de lecture.</translation>
        </message>
        <message>
            <source>The pasted text holds no paper Lectern can read ({format}).</source>
            <translation>Le texte collé ne contient aucun article que Lectern puisse lire ({format}).</translation>
        </message>
        <message>
            <source>The pasted text holds no paper Lectern can read ({reasons}).</source>
            <translation>Le texte collé ne contient aucun article que Lectern puisse lire ({reasons}).</translation>
        </message>
        <message>
            <source>The pasted {format} text, line {line}: {problem}</source>
            <translation>Le texte {format} collé, ligne {line} : {problem}</translation>
        </message>
        <message>
            <source>The pasted {format} text: {problem}</source>
            <translation>Le texte {format} collé : {problem}</translation>
        </message>
        <message>
            <source>The record found for {paper} is not of the same work by Lectern's rules (its identifiers differ); nothing was changed.</source>
            <translation>L'enregistrement trouvé pour {paper} ne correspond pas à la même œuvre selon les règles de Lectern (ses identifiants diffèrent) ; rien n'a été modifié.</translation>
        </message>
        <message>
            <source>The save's choices are not in the form Lectern reads.</source>
            <translation>Les choix associés à la sauvegarde ne sont pas dans la forme que lit Lectern.</translation>
        </message>
        <message>
            <source>The search index is behind the store: 1 paper differs; run repair.</source>
            <translation>L’index de recherche est en retard sur les données : 1 article diffère ; lancez la réparation.</translation>
        </message>
        <message>
            <source>The search index is behind the store: {count} papers differ; run repair.</source>
            <translation>L’index de recherche est en retard sur les données : {count} articles diffèrent ; lancez la réparation.</translation>
        </message>
        <message>
            <source>The search index is damaged; `lectern check --repair` rebuilds it.</source>
            <translation>L'index de recherche est endommagé ; `lectern check --repair` le reconstruit.</translation>
        </message>
        <message>
            <source>The search index is not ready yet; `lectern check --repair` rebuilds it.</source>
            <translation>L'index de recherche n'est pas encore prêt ; `lectern check --repair` le reconstruit.</translation>
        </message>
        <message>
            <source>The search index is open read-only.</source>
            <translation>L'index de recherche est ouvert en lecture seule.</translation>
        </message>
        <message>
            <source>The style file {path} cannot be read: {reason}</source>
            <translation>Le fichier de style {path} ne peut pas être lu : {reason}</translation>
        </message>
        <message>
            <source>The {title} style could not format these papers ({problem}).</source>
            <translation>Le style {title} n'a pas pu mettre en forme ces articles ({problem}).</translation>
        </message>
        <message>
            <source>There is already a collection named {name}.</source>
            <translation>Il existe déjà une collection nommée {name}.</translation>
        </message>
        <message>
            <source>There is already a saved search named {name}.</source>
            <translation>Il existe déjà une recherche enregistrée nommée {name}.</translation>
        </message>
        <message>
            <source>There is no collection named {name}.</source>
            <translation>Il n'existe aucune collection nommée {name}.</translation>
        </message>
        <message>
            <source>There is no import {number} to undo (Lectern keeps the last {kept}).</source>
            <translation>Il n'y a pas d'importation {number} à annuler (Lectern conserve les {kept} dernières).</translation>
        </message>
        <message>
            <source>There is no kept export {number} (they are 1–{last}).</source>
            <translation>Il n'y a pas d'exportation automatique {number} (elles sont numérotées de 1 à {last}).</translation>
        </message>
        <message>
            <source>There is no kept export {number}: none is kept.</source>
            <translation>Il n'y a pas d'exportation automatique {number} : il n'y en a aucune.</translation>
        </message>
        <message>
            <source>There is no library at {path}.</source>
            <translation>Il n'y a pas de bibliothèque dans {path}.</translation>
        </message>
        <message>
            <source>There is no mark {mark} in this library.</source>
            <translation>Il n'y a pas d'annotation {mark} dans cette bibliothèque.</translation>
        </message>
        <message>
            <source>This page capture is version {version}; this Lectern reads version {known}. Update Lectern and its browser extension together.</source>
            <translation>Cette capture de page est en version {version} ; cette version de Lectern lit la version {known}. Mettez à jour Lectern et son extension de navigateur en même temps.</translation>
        </message>
        <message>
            <source>This paper has no PDF to save a copy of with its marks.</source>
            <translation>Cet article n'a pas de PDF dont enregistrer une copie avec ses annotations.</translation>
        </message>
        <message>
            <source>Too many nested parentheses — ignored the deepest</source>
            <translation>Trop de parenthèses imbriquées — les plus profondes ont été ignorées</translation>
        </message>
        <message>
            <source>Unknown 'has:{what}' — use has:published</source>
            <translation>'has:{what}' inconnu — utilisez has:published</translation>
        </message>
        <message>
            <source>Unknown export format {format} (use one of: {formats}).</source>
            <translation>Format d'exportation inconnu {format} (utilisez l'un de ceux-ci : {formats}).</translation>
        </message>
        <message>
            <source>Unknown field '{field}:' — searched it as words</source>
            <translation>Champ inconnu '{field}:' — recherché comme des mots</translation>
        </message>
        <message>
            <source>Unknown place 'in:{place}' — use in:trash or in:queue</source>
            <translation>Emplacement inconnu 'in:{place}' — utilisez in:trash ou in:queue</translation>
        </message>
        <message>
            <source>Unknown status '{status}' — use one of {names}</source>
            <translation>Statut inconnu '{status}' — utilisez l'un de ceux-ci : {names}</translation>
        </message>
        <message>
            <source>Unmatched ')' ignored</source>
            <translation>')' sans correspondance ignorée</translation>
        </message>
        <message>
            <source>XML with a DTD of its own</source>
            <translation>XML avec sa propre DTD</translation>
        </message>
        <message>
            <source>a 7-Zip archive</source>
            <translation>une archive 7-Zip</translation>
        </message>
        <message>
            <source>a DjVu document</source>
            <translation>un document DjVu</translation>
        </message>
        <message>
            <source>a GIF image</source>
            <translation>une image GIF</translation>
        </message>
        <message>
            <source>a JPEG image</source>
            <translation>une image JPEG</translation>
        </message>
        <message>
            <source>a Java program</source>
            <translation>un programme Java</translation>
        </message>
        <message>
            <source>a PDF</source>
            <translation>un PDF</translation>
        </message>
        <message>
            <source>a PDF document</source>
            <translation>un document PDF</translation>
        </message>
        <message>
            <source>a PNG image</source>
            <translation>une image PNG</translation>
        </message>
        <message>
            <source>a RAR archive</source>
            <translation>une archive RAR</translation>
        </message>
        <message>
            <source>a TIFF image</source>
            <translation>une image TIFF</translation>
        </message>
        <message>
            <source>a Windows program</source>
            <translation>un programme Windows</translation>
        </message>
        <message>
            <source>a Windows script</source>
            <translation>un script Windows</translation>
        </message>
        <message>
            <source>a Windows shortcut, which starts whatever it points to</source>
            <translation>un raccourci Windows, qui lance ce vers quoi il pointe</translation>
        </message>
        <message>
            <source>a ZIP archive (or a Word/Excel/EPUB file)</source>
            <translation>une archive ZIP (ou un fichier Word/Excel/EPUB)</translation>
        </message>
        <message>
            <source>a bitmap image</source>
            <translation>une image bitmap</translation>
        </message>
        <message>
            <source>a bzip2 archive</source>
            <translation>une archive bzip2</translation>
        </message>
        <message>
            <source>a desktop launcher, which starts a program</source>
            <translation>un lanceur de bureau, qui démarre un programme</translation>
        </message>
        <message>
            <source>a font</source>
            <translation>une police de caractères</translation>
        </message>
        <message>
            <source>a later change</source>
            <translation>un changement ultérieur</translation>
        </message>
        <message>
            <source>a media file</source>
            <translation>un fichier multimédia</translation>
        </message>
        <message>
            <source>a program</source>
            <translation>un programme</translation>
        </message>
        <message>
            <source>a program (ELF, for Linux)</source>
            <translation>un programme (ELF, pour Linux)</translation>
        </message>
        <message>
            <source>a program (Mach-O, for macOS)</source>
            <translation>un programme (Mach-O, pour macOS)</translation>
        </message>
        <message>
            <source>a program (for macOS, or Java)</source>
            <translation>un programme (pour macOS, ou Java)</translation>
        </message>
        <message>
            <source>a script</source>
            <translation>un script</translation>
        </message>
        <message>
            <source>a script (it starts with #!)</source>
            <translation>un script (il commence par #!)</translation>
        </message>
        <message>
            <source>a shell script</source>
            <translation>un script shell</translation>
        </message>
        <message>
            <source>a text file</source>
            <translation>un fichier texte</translation>
        </message>
        <message>
            <source>a video</source>
            <translation>une vidéo</translation>
        </message>
        <message>
            <source>a web page (HTML)</source>
            <translation>une page web (HTML)</translation>
        </message>
        <message>
            <source>an AppImage program</source>
            <translation>un programme AppImage</translation>
        </message>
        <message>
            <source>an EPUB book</source>
            <translation>un livre EPUB</translation>
        </message>
        <message>
            <source>an MP3 file</source>
            <translation>un fichier MP3</translation>
        </message>
        <message>
            <source>an SQLite database</source>
            <translation>une base de données SQLite</translation>
        </message>
        <message>
            <source>an audio file</source>
            <translation>un fichier audio</translation>
        </message>
        <message>
            <source>an image</source>
            <translation>une image</translation>
        </message>
        <message>
            <source>an installer</source>
            <translation>un programme d'installation</translation>
        </message>
        <message>
            <source>an internet shortcut, which opens whatever it points to</source>
            <translation>un raccourci Internet, qui ouvre ce vers quoi il pointe</translation>
        </message>
        <message>
            <source>an old Microsoft Office document</source>
            <translation>un ancien document Microsoft Office</translation>
        </message>
        <message>
            <source>an xz archive</source>
            <translation>une archive xz</translation>
        </message>
        <message>
            <source>annotation for {id}, which the backup has no paper for</source>
            <translation>annotation de {id}, pour lequel la sauvegarde ne contient aucun article</translation>
        </message>
        <message>
            <source>another Lectern process</source>
            <translation>un autre processus Lectern</translation>
        </message>
        <message>
            <source>arXiv has no preprint {what}; nothing was changed.</source>
            <translation>arXiv n'a pas de prépublication {what} ; rien n'a été modifié.</translation>
        </message>
        <message>
            <source>backup annotation for {id} is damaged ({problem})</source>
            <translation>l'annotation sauvegardée de {id} est endommagée ({problem})</translation>
        </message>
        <message>
            <source>backup annotation without a paper id</source>
            <translation>annotation sauvegardée sans identifiant d'article</translation>
        </message>
        <message>
            <source>backup paper without an id</source>
            <translation>article sauvegardé sans identifiant</translation>
        </message>
        <message>
            <source>backup paper {id} has neither a title nor an abstract</source>
            <translation>l'article sauvegardé {id} n'a ni titre ni résumé</translation>
        </message>
        <message>
            <source>backup paper {id} is damaged ({problem})</source>
            <translation>l'article sauvegardé {id} est endommagé ({problem})</translation>
        </message>
        <message>
            <source>cannot be read ({reason})</source>
            <translation>ne peut pas être lu ({reason})</translation>
        </message>
        <message>
            <source>cannot be read to the end ({problem})</source>
            <translation>ne peut pas être lu jusqu'au bout ({problem})</translation>
        </message>
        <message>
            <source>changes to {count} other paper</source>
            <translation>des modifications de {count} autre article</translation>
        </message>
        <message>
            <source>changes to {count} other papers</source>
            <translation>des modifications de {count} autres articles</translation>
        </message>
        <message>
            <source>changes to {count} paper</source>
            <translation>des modifications de {count} article</translation>
        </message>
        <message>
            <source>changes to {count} papers</source>
            <translation>des modifications de {count} articles</translation>
        </message>
        <message>
            <source>contains a DTD (&lt;!DOCTYPE …&gt;); Lectern does not read XML with DTDs</source>
            <translation>contient une DTD (&lt;!DOCTYPE …&gt;) ; Lectern ne lit pas le XML avec DTD</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>endommagé</translation>
        </message>
        <message>
            <source>declares XML entities; Lectern does not expand them</source>
            <translation>déclare des entités XML ; Lectern ne les développe pas</translation>
        </message>
        <message>
            <source>does not exist</source>
            <translation>n'existe pas</translation>
        </message>
        <message>
            <source>does not look like {extension} data (no records found at its start)</source>
            <translation>ne ressemble pas à des données {extension} (aucun enregistrement trouvé au début)</translation>
        </message>
        <message>
            <source>duplicate key {key}; the first entry with this key was imported</source>
            <translation>clé en double {key} ; la première entrée ayant cette clé a été importée</translation>
        </message>
        <message>
            <source>encrypted</source>
            <translation>chiffré</translation>
        </message>
        <message>
            <source>entry has no title, abstract, DOI or arXiv id</source>
            <translation>l'entrée n'a ni titre, ni résumé, ni DOI, ni identifiant arXiv</translation>
        </message>
        <message>
            <source>entry {id} has no title, abstract, DOI or arXiv id</source>
            <translation>l'entrée {id} n'a ni titre, ni résumé, ni DOI, ni identifiant arXiv</translation>
        </message>
        <message>
            <source>entry {key} has no title, abstract, DOI or arXiv id</source>
            <translation>l'entrée {key} n'a ni titre, ni résumé, ni DOI, ni identifiant arXiv</translation>
        </message>
        <message>
            <source>every field the same, under another key</source>
            <translation>tous les champs identiques, sous une autre clé</translation>
        </message>
        <message>
            <source>has a broken backup: "{key}" is not a list</source>
            <translation>est une sauvegarde défectueuse : "{key}" n'est pas une liste</translation>
        </message>
        <message>
            <source>has an unknown backup version {version}</source>
            <translation>a une version de sauvegarde inconnue : {version}</translation>
        </message>
        <message>
            <source>has no title or abstract column</source>
            <translation>n'a pas de colonne de titre ou de résumé</translation>
        </message>
        <message>
            <source>has no title or abstract column in its first row</source>
            <translation>n'a pas de colonne de titre ou de résumé dans sa première ligne</translation>
        </message>
        <message>
            <source>is JSON Lines, but its records have no title or abstract (fields: {fields})</source>
            <translation>est au format JSON Lines, mais ses enregistrements n'ont ni titre ni résumé (champs : {fields})</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON (no list of items)</source>
            <translation>est du JSON mais pas du CSL-JSON (pas de liste d'éléments)</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON: its items have none of title, author, issued, type (they have no fields)</source>
            <translation>est du JSON mais pas du CSL-JSON : ses éléments n'ont aucun des champs title, author, issued, type (ils n'ont aucun champ)</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON: its items have none of title, author, issued, type (they have {fields})</source>
            <translation>est du JSON mais pas du CSL-JSON : ses éléments n'ont aucun des champs title, author, issued, type (ils ont {fields})</translation>
        </message>
        <message>
            <source>is JSON but not a bibliography Lectern knows (CSL-JSON, JSON Lines or a Lectern backup); its fields are: none</source>
            <translation>est du JSON mais pas une bibliographie que Lectern connaît (CSL-JSON, JSON Lines ou sauvegarde Lectern) ; ses champs sont : aucun</translation>
        </message>
        <message>
            <source>is JSON but not a bibliography Lectern knows (CSL-JSON, JSON Lines or a Lectern backup); its fields are: {fields}</source>
            <translation>est du JSON mais pas une bibliographie que Lectern connaît (CSL-JSON, JSON Lines ou sauvegarde Lectern) ; ses champs sont : {fields}</translation>
        </message>
        <message>
            <source>is XML but not an Atom feed (its root element is &lt;{element}&gt;)</source>
            <translation>est du XML mais pas un flux Atom (son élément racine est &lt;{element}&gt;)</translation>
        </message>
        <message>
            <source>is XML but not an Atom feed or an EndNote XML export (Lectern reads arXiv API results and EndNote's XML)</source>
            <translation>est du XML mais ni un flux Atom ni une exportation EndNote XML (Lectern lit les résultats de l'API arXiv et le XML d'EndNote)</translation>
        </message>
        <message>
            <source>is XML but not an EndNote XML export (its root element is &lt;{element}&gt;, EndNote's is &lt;xml&gt; with &lt;records&gt; in it)</source>
            <translation>est du XML mais pas une exportation EndNote XML (son élément racine est &lt;{element}&gt;, celui d'EndNote est &lt;xml&gt; contenant &lt;records&gt;)</translation>
        </message>
        <message>
            <source>is a binary file, not a bibliography (Lectern imports {known})</source>
            <translation>est un fichier binaire, pas une bibliographie (Lectern importe {known})</translation>
        </message>
        <message>
            <source>is a folder with no PDF in it</source>
            <translation>est un dossier qui ne contient aucun PDF</translation>
        </message>
        <message>
            <source>is a folder, not a file</source>
            <translation>est un dossier, pas un fichier</translation>
        </message>
        <message>
            <source>is a web page (HTML), not a bibliography</source>
            <translation>est une page web (HTML), pas une bibliographie</translation>
        </message>
        <message>
            <source>is empty</source>
            <translation>est vide</translation>
        </message>
        <message>
            <source>is not JSON Lines (no line is a JSON record)</source>
            <translation>n'est pas au format JSON Lines (aucune ligne n'est un enregistrement JSON)</translation>
        </message>
        <message>
            <source>is not MEDLINE (PubMed) data: its first lines are not MEDLINE's tags (PMID- , TI  - , FAU - …); Lectern imports {known}</source>
            <translation>n'est pas au format MEDLINE (PubMed) : ses premières lignes ne sont pas des balises MEDLINE (PMID- , TI  - , FAU - …) ; Lectern importe {known}</translation>
        </message>
        <message>
            <source>is not UTF-8 text</source>
            <translation>n'est pas du texte UTF-8</translation>
        </message>
        <message>
            <source>is not XML, so not an EndNote XML export; Lectern imports {known}</source>
            <translation>n'est pas du XML, donc pas une exportation EndNote XML ; Lectern importe {known}</translation>
        </message>
        <message>
            <source>is not a Lectern backup (no "lectern_backup" marker)</source>
            <translation>n'est pas une sauvegarde Lectern (pas de marqueur "lectern_backup")</translation>
        </message>
        <message>
            <source>is not a list of abstracts ({problem}); Lectern imports {known}</source>
            <translation>n'est pas une liste de résumés ({problem}) ; Lectern importe {known}</translation>
        </message>
        <message>
            <source>is not in a format Lectern knows (Lectern imports {known})</source>
            <translation>n'est pas dans un format que Lectern connaît (Lectern importe {known})</translation>
        </message>
        <message>
            <source>is not valid CSV ({problem})</source>
            <translation>n'est pas un CSV valide ({problem})</translation>
        </message>
        <message>
            <source>is not valid JSON ({problem})</source>
            <translation>n'est pas un JSON valide ({problem})</translation>
        </message>
        <message>
            <source>is not valid UTF-16 ({problem})</source>
            <translation>n'est pas du texte UTF-16 valide ({problem})</translation>
        </message>
        <message>
            <source>is not valid {encoding} ({problem})</source>
            <translation>n'est pas du texte {encoding} valide ({problem})</translation>
        </message>
        <message>
            <source>is not well-formed XML ({problem})</source>
            <translation>n'est pas du XML bien formé ({problem})</translation>
        </message>
        <message>
            <source>is {what}, not a bibliography (Lectern imports {known})</source>
            <translation>est {what}, pas une bibliographie (Lectern importe {known})</translation>
        </message>
        <message>
            <source>it cannot be opened</source>
            <translation>il ne peut pas être ouvert</translation>
        </message>
        <message>
            <source>it cannot be opened ({detail})</source>
            <translation>il ne peut pas être ouvert ({detail})</translation>
        </message>
        <message>
            <source>it cannot be reached ({reason})</source>
            <translation>il est inaccessible ({reason})</translation>
        </message>
        <message>
            <source>it cannot be read ({reason})</source>
            <translation>il ne peut pas être lu ({reason})</translation>
        </message>
        <message>
            <source>it has no paragraph of prose</source>
            <translation>il ne contient aucun paragraphe de prose</translation>
        </message>
        <message>
            <source>it has no text layer (a scanned PDF), so its title cannot be read</source>
            <translation>il n'a pas de couche texte (PDF numérisé) : son titre ne peut donc pas être lu</translation>
        </message>
        <message>
            <source>it is BibTeX</source>
            <translation>c'est du BibTeX</translation>
        </message>
        <message>
            <source>it is JSON</source>
            <translation>c'est du JSON</translation>
        </message>
        <message>
            <source>it is MEDLINE (PubMed) data</source>
            <translation>ce sont des données MEDLINE (PubMed)</translation>
        </message>
        <message>
            <source>it is RIS</source>
            <translation>c'est du RIS</translation>
        </message>
        <message>
            <source>it is Web of Science data</source>
            <translation>ce sont des données Web of Science</translation>
        </message>
        <message>
            <source>it is XML or HTML</source>
            <translation>c'est du XML ou du HTML</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>c'est un dossier, pas un fichier</translation>
        </message>
        <message>
            <source>it is a link to “{name}”, whose name says another type</source>
            <translation>c'est un lien vers « {name} », dont le nom indique un autre type</translation>
        </message>
        <message>
            <source>it is a path on a Windows computer ({path})</source>
            <translation>c'est un chemin sur un ordinateur Windows ({path})</translation>
        </message>
        <message>
            <source>it is an EndNote or refer tagged export</source>
            <translation>c'est une exportation balisée EndNote ou refer</translation>
        </message>
        <message>
            <source>it is damaged: it starts as a PDF but cannot be read</source>
            <translation>il est endommagé : il commence comme un PDF mais ne peut pas être lu</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>il est vide</translation>
        </message>
        <message>
            <source>it is encrypted: it needs a password to open</source>
            <translation>il est chiffré : il faut un mot de passe pour l'ouvrir</translation>
        </message>
        <message>
            <source>it is missing; nothing is at {path}</source>
            <translation>il est introuvable ; rien ne se trouve à l'emplacement {path}</translation>
        </message>
        <message>
            <source>it is not a PDF, whatever its name says</source>
            <translation>ce n'est pas un PDF, quoi qu'en dise son nom</translation>
        </message>
        <message>
            <source>it is not a full path, so its folder is unknown</source>
            <translation>ce n'est pas un chemin complet, donc son dossier est inconnu</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>ce n'est pas un fichier ordinaire</translation>
        </message>
        <message>
            <source>it is text marked as a program (it has permission to run), so it could run as a script; if it is only text, remove that permission</source>
            <translation>c'est du texte marqué comme programme (il a l'autorisation de s'exécuter), il pourrait donc s'exécuter comme un script ; s'il ne s'agit que de texte, retirez cette autorisation</translation>
        </message>
        <message>
            <source>item {id} has no title, abstract, DOI or arXiv id</source>
            <translation>l'élément {id} n'a ni titre, ni résumé, ni DOI, ni identifiant arXiv</translation>
        </message>
        <message>
            <source>its folder {folder} is not there any more</source>
            <translation>son dossier {folder} n'existe plus</translation>
        </message>
        <message>
            <source>its lines are rows of a table</source>
            <translation>ses lignes forment un tableau</translation>
        </message>
        <message>
            <source>its lines are tagged fields</source>
            <translation>ses lignes sont des champs balisés</translation>
        </message>
        <message>
            <source>its name says it is {what}</source>
            <translation>son nom indique que c'est {what}</translation>
        </message>
        <message>
            <source>its name says {kind}, but it is {program}</source>
            <translation>son nom indique {kind}, mais c'est {program}</translation>
        </message>
        <message>
            <source>its name says {kind}, but its content is not</source>
            <translation>son nom indique {kind}, mais son contenu ne correspond pas</translation>
        </message>
        <message>
            <source>its paper's files were chosen by hand, so an import adds none; attach it there</source>
            <translation>les fichiers de son article ont été choisis à la main, donc une importation n'en ajoute aucun ; joignez-le vous-même à cet article</translation>
        </message>
        <message>
            <source>line {line}: {problem}</source>
            <translation>ligne {line} : {problem}</translation>
        </message>
        <message>
            <source>no DOI record in it</source>
            <translation>aucun enregistrement DOI</translation>
        </message>
        <message>
            <source>no PDF</source>
            <translation>aucun PDF</translation>
        </message>
        <message>
            <source>no book's title in it</source>
            <translation>aucun titre de livre</translation>
        </message>
        <message>
            <source>no record</source>
            <translation>aucun enregistrement</translation>
        </message>
        <message>
            <source>no text layer</source>
            <translation>sans couche texte</translation>
        </message>
        <message>
            <source>no title, abstract, DOI or arXiv id</source>
            <translation>aucun titre, résumé, DOI ou identifiant arXiv</translation>
        </message>
        <message>
            <source>no work in it</source>
            <translation>aucune œuvre</translation>
        </message>
        <message>
            <source>not JSON</source>
            <translation>pas du JSON</translation>
        </message>
        <message>
            <source>not XML</source>
            <translation>pas du XML</translation>
        </message>
        <message>
            <source>not a CSL-JSON item (expected an object)</source>
            <translation>pas un élément CSL-JSON (un objet était attendu)</translation>
        </message>
        <message>
            <source>not a JSON object</source>
            <translation>pas un objet JSON</translation>
        </message>
        <message>
            <source>not a MEDLINE record: {text}</source>
            <translation>pas un enregistrement MEDLINE : {text}</translation>
        </message>
        <message>
            <source>not a PDF</source>
            <translation>pas un PDF</translation>
        </message>
        <message>
            <source>not a PubMed article set</source>
            <translation>pas un ensemble d'articles PubMed</translation>
        </message>
        <message>
            <source>not an Atom feed</source>
            <translation>pas un flux Atom</translation>
        </message>
        <message>
            <source>not readable as BibTeX: {problem}</source>
            <translation>illisible en tant que BibTeX : {problem}</translation>
        </message>
        <message>
            <source>not readable as RIS</source>
            <translation>illisible en tant que RIS</translation>
        </message>
        <message>
            <source>not readable as RIS: {problem}</source>
            <translation>illisible en tant que RIS : {problem}</translation>
        </message>
        <message>
            <source>not valid JSON ({problem})</source>
            <translation>JSON non valide ({problem})</translation>
        </message>
        <message>
            <source>reader stopped</source>
            <translation>lecteur arrêté</translation>
        </message>
        <message>
            <source>reading it took too long, so Lectern stopped</source>
            <translation>sa lecture prenait trop de temps, Lectern l'a donc arrêtée</translation>
        </message>
        <message>
            <source>record has neither a title nor an abstract</source>
            <translation>l'enregistrement n'a ni titre ni résumé</translation>
        </message>
        <message>
            <source>record has neither a title nor an abstract (PMID {pmid})</source>
            <translation>l'enregistrement n'a ni titre ni résumé (PMID {pmid})</translation>
        </message>
        <message>
            <source>record has no title, abstract, DOI or arXiv id</source>
            <translation>l'enregistrement n'a ni titre, ni résumé, ni DOI, ni identifiant arXiv</translation>
        </message>
        <message>
            <source>record holds nothing but EndNote's own bookkeeping (no title, authors, date, notes or any other field)</source>
            <translation>la notice ne contient que les données de gestion d’EndNote (ni titre, ni auteurs, ni date, ni notes, ni aucun autre champ)</translation>
        </message>
        <message>
            <source>refers to an external entity; Lectern does not load them</source>
            <translation>fait référence à une entité externe ; Lectern ne les charge pas</translation>
        </message>
        <message>
            <source>row has no title, abstract, DOI or arXiv id</source>
            <translation>la ligne n'a ni titre, ni résumé, ni DOI, ni identifiant arXiv</translation>
        </message>
        <message>
            <source>same DOI</source>
            <translation>même DOI</translation>
        </message>
        <message>
            <source>same Lectern id</source>
            <translation>même identifiant Lectern</translation>
        </message>
        <message>
            <source>same abstract, neither has a title</source>
            <translation>même résumé, aucun n'a de titre</translation>
        </message>
        <message>
            <source>same abstract, one has no title</source>
            <translation>même résumé, l'un n'a pas de titre</translation>
        </message>
        <message>
            <source>same arXiv id</source>
            <translation>même identifiant arXiv</translation>
        </message>
        <message>
            <source>same entry of the same file</source>
            <translation>même entrée du même fichier</translation>
        </message>
        <message>
            <source>same entry, in a file of another name</source>
            <translation>même entrée, dans un fichier d’un autre nom</translation>
        </message>
        <message>
            <source>same generic title, such as Preface</source>
            <translation>même titre générique, comme « Préface »</translation>
        </message>
        <message>
            <source>same title as several papers</source>
            <translation>même titre que plusieurs articles</translation>
        </message>
        <message>
            <source>same title, authors and year</source>
            <translation>même titre, mêmes auteurs et même année</translation>
        </message>
        <message>
            <source>same title, different DOI or arXiv id</source>
            <translation>même titre, DOI ou identifiant arXiv différent</translation>
        </message>
        <message>
            <source>same title, different first author</source>
            <translation>même titre, premier auteur différent</translation>
        </message>
        <message>
            <source>same title, different venue</source>
            <translation>même titre, lieu de publication différent</translation>
        </message>
        <message>
            <source>same title, different volume, issue or pages</source>
            <translation>même titre, volume, numéro ou pages différents</translation>
        </message>
        <message>
            <source>same title, different year</source>
            <translation>même titre, année différente</translation>
        </message>
        <message>
            <source>same title, neither names its authors</source>
            <translation>même titre, aucun ne nomme ses auteurs</translation>
        </message>
        <message>
            <source>same title, two entries of one file</source>
            <translation>même titre, deux entrées d'un même fichier</translation>
        </message>
        <message>
            <source>syntax error</source>
            <translation>erreur de syntaxe</translation>
        </message>
        <message>
            <source>the PDF reader stopped on it (it may be damaged or too large)</source>
            <translation>le lecteur PDF s'y est arrêté (il est peut-être endommagé ou trop volumineux)</translation>
        </message>
        <message>
            <source>the PDF reader stopped on {path}</source>
            <translation>le lecteur PDF s'est arrêté sur {path}</translation>
        </message>
        <message>
            <source>the disk holding {folder} is full</source>
            <translation>le disque contenant {folder} est plein</translation>
        </message>
        <message>
            <source>this {format} file is {size} MB; Lectern reads such files whole and takes them up to {limit} MB. Split it into smaller files, or export it as JSON Lines or RIS, which are read piece by piece.</source>
            <translation>ce fichier {format} fait {size} Mo ; Lectern lit ces fichiers en entier et les accepte jusqu'à {limit} Mo. Divisez-le en fichiers plus petits, ou exportez-le en JSON Lines ou en RIS, qui sont lus morceau par morceau.</translation>
        </message>
        <message>
            <source>too short to be an abstract: {text}</source>
            <translation>trop court pour être un résumé : {text}</translation>
        </message>
        <message>
            <source>took too long</source>
            <translation>trop long</translation>
        </message>
        <message>
            <source>unknown format {format} (known: {formats})</source>
            <translation>format inconnu {format} (formats connus : {formats})</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>illisible</translation>
        </message>
        <message>
            <source>use e.g. added:2026-11-01, added:&gt;2026-11, added:&lt;7d or added:this-week</source>
            <translation>utilisez par exemple added:2026-11-01, added:&gt;2026-11, added:&lt;7d ou added:this-week</translation>
        </message>
        <message>
            <source>use e.g. {field}:&gt;=4, {field}:5 or {field}:3..5</source>
            <translation>utilisez par exemple {field}:&gt;=4, {field}:5 ou {field}:3..5</translation>
        </message>
        <message>
            <source>was written by a newer Lectern (backup version {version}); update Lectern to restore it</source>
            <translation>a été écrit par une version plus récente de Lectern (version de sauvegarde {version}) ; mettez Lectern à jour pour la restaurer</translation>
        </message>
        <message>
            <source>{changes} are not merged into this copy yet</source>
            <translation>Cette copie n'a pas encore intégré {changes}</translation>
        </message>
        <message>
            <source>{changes} from {name}</source>
            <translation>{changes} provenant de {name}</translation>
        </message>
        <message>
            <source>{changes} is not merged into this copy yet</source>
            <translation>Cette copie n'a pas encore intégré {changes}</translation>
        </message>
        <message>
            <source>{count} PDFs</source>
            <translation>{count} PDF</translation>
        </message>
        <message>
            <source>{count} change to saved searches or collections</source>
            <translation>{count} modification des recherches enregistrées ou des collections</translation>
        </message>
        <message>
            <source>{count} changes to saved searches or collections</source>
            <translation>{count} modifications des recherches enregistrées ou des collections</translation>
        </message>
        <message>
            <source>{count} note you edited since the last export was kept as it was; the new version is beside each, named “{name}” (first: {first}).</source>
            <translation>{count} note que vous avez modifiée depuis la dernière exportation a été conservée telle quelle ; la nouvelle version se trouve à côté, nommée « {name} » (première : {first}).</translation>
        </message>
        <message>
            <source>{count} notes you edited since the last export were kept as they were; the new version is beside each, named “{name}” (first: {first}).</source>
            <translation>{count} notes que vous avez modifiées depuis la dernière exportation ont été conservées telles quelles ; la nouvelle version se trouve à côté de chacune, nommée « {name} » (première : {first}).</translation>
        </message>
        <message>
            <source>{count} paper</source>
            <translation>{count} article</translation>
        </message>
        <message>
            <source>{count} papers</source>
            <translation>{count} articles</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} et {second}</translation>
        </message>
        <message>
            <source>{first}, {second} and {third}</source>
            <translation>{first}, {second} et {third}</translation>
        </message>
        <message>
            <source>{first}; {second}</source>
            <translation>{first} ; {second}</translation>
        </message>
        <message>
            <source>{folder} already holds {count} other files and no earlier Lectern export. Choose an empty folder, or confirm to write the notes among them.</source>
            <translation>{folder} contient déjà {count} autres fichiers et aucune exportation Lectern antérieure. Choisissez un dossier vide, ou confirmez pour écrire les notes parmi eux.</translation>
        </message>
        <message>
            <source>{holder} is writing your library, so nothing was saved. Close it, or open the library in Lectern's window, and save again.</source>
            <translation>{holder} est en train d'écrire dans votre bibliothèque : rien n'a donc été enregistré. Fermez-le, ou ouvrez la bibliothèque dans la fenêtre de Lectern, puis enregistrez de nouveau.</translation>
        </message>
        <message>
            <source>{name} could not format a citation: {problem}</source>
            <translation>{name} n'a pas pu mettre en forme une citation : {problem}</translation>
        </message>
        <message>
            <source>{name} does not hold a JSON object</source>
            <translation>{name} ne contient pas d'objet JSON</translation>
        </message>
        <message>
            <source>{name} has no valid schema version</source>
            <translation>{name} n'a pas de version de schéma valide</translation>
        </message>
        <message>
            <source>{name} holds names or a date as its file writes them: keep it JSON, such as {example}</source>
            <translation>{name} contient des noms ou une date tels que son fichier les écrit : gardez-le en JSON, par exemple {example}</translation>
        </message>
        <message>
            <source>{name} is a dependent style: it only points to another style ({parent}). Add that style instead.</source>
            <translation>{name} est un style dépendant : il ne fait que renvoyer à un autre style ({parent}). Ajoutez plutôt ce style.</translation>
        </message>
        <message>
            <source>{name} is a dependent style: it only points to another style. Add that style instead.</source>
            <translation>{name} est un style dépendant : il ne fait que renvoyer à un autre style. Ajoutez plutôt ce style.</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} est vide</translation>
        </message>
        <message>
            <source>{name} is missing</source>
            <translation>{name} est introuvable</translation>
        </message>
        <message>
            <source>{name} is not a CSL citation style (it has no &lt;style&gt; of CSL).</source>
            <translation>{name} n'est pas un style de citation CSL (il ne contient pas d'élément &lt;style&gt; CSL).</translation>
        </message>
        <message>
            <source>{name} is not a Lectern library file</source>
            <translation>{name} n'est pas un fichier de bibliothèque Lectern</translation>
        </message>
        <message>
            <source>{name} is not a valid CSL 1.0 style: {problems}</source>
            <translation>{name} n'est pas un style CSL 1.0 valide : {problems}</translation>
        </message>
        <message>
            <source>{name} is not an XML file: {problem}</source>
            <translation>{name} n'est pas un fichier XML : {problem}</translation>
        </message>
        <message>
            <source>{name} is not valid JSON ({problem})</source>
            <translation>{name} n'est pas un JSON valide ({problem})</translation>
        </message>
        <message>
            <source>{name}: added as “{title}”</source>
            <translation>{name} : ajouté sous le titre « {title} »</translation>
        </message>
        <message>
            <source>{name}: attached to “{title}”</source>
            <translation>{name} : joint à « {title} »</translation>
        </message>
        <message>
            <source>{name}: failed: {reason}</source>
            <translation>{name} : échec : {reason}</translation>
        </message>
        <message>
            <source>{name}: same file already attached to “{title}”</source>
            <translation>{name} : le même fichier est déjà joint à « {title} »</translation>
        </message>
        <message>
            <source>{name}: table '{table}' is damaged</source>
            <translation>{name} : la table '{table}' est endommagée</translation>
        </message>
        <message>
            <source>{name}: the library is open read-only</source>
            <translation>{name} : la bibliothèque est ouverte en lecture seule</translation>
        </message>
        <message>
            <source>{paper} is not in the Trash.</source>
            <translation>{paper} n'est pas dans la corbeille.</translation>
        </message>
        <message>
            <source>{path} cannot be read ({reason}).</source>
            <translation>{path} ne peut pas être lu ({reason}).</translation>
        </message>
        <message>
            <source>{path} has no pages.</source>
            <translation>{path} n'a aucune page.</translation>
        </message>
        <message>
            <source>{path} is a file; Markdown export needs a folder.</source>
            <translation>{path} est un fichier ; l'exportation Markdown nécessite un dossier.</translation>
        </message>
        <message>
            <source>{path} is a folder: name the file to keep up to date.</source>
            <translation>{path} est un dossier : nommez le fichier à tenir à jour.</translation>
        </message>
        <message>
            <source>{path} is a folder; {format} export needs a file name.</source>
            <translation>{path} est un dossier ; l'exportation {format} nécessite un nom de fichier.</translation>
        </message>
        <message>
            <source>{path} is damaged: it starts as a PDF but cannot be read.</source>
            <translation>{path} est endommagé : il commence comme un PDF mais ne peut pas être lu.</translation>
        </message>
        <message>
            <source>{path} is kept up to date already.</source>
            <translation>{path} est déjà tenu à jour.</translation>
        </message>
        <message>
            <source>{path} is not a PDF.</source>
            <translation>{path} n'est pas un PDF.</translation>
        </message>
        <message>
            <source>{path} is protected by a password, so Lectern cannot read its marks.</source>
            <translation>{path} est protégé par un mot de passe : Lectern ne peut donc pas lire ses annotations.</translation>
        </message>
        <message>
            <source>{path} keeps changing while Lectern reads it: another program is writing it.</source>
            <translation>{path} change sans cesse pendant que Lectern le lit : un autre programme est en train d'y écrire.</translation>
        </message>
        <message>
            <source>{path} was replaced while Lectern had it open; nothing was saved. Close Lectern and open the library again.</source>
            <translation>{path} a été remplacé pendant que Lectern l'avait ouvert ; rien n'a été enregistré. Fermez Lectern et rouvrez la bibliothèque.</translation>
        </message>
        <message>
            <source>{path} was written by a newer Lectern (schema {schema}; this one reads up to {known}). Update Lectern to open this library.</source>
            <translation>{path} a été écrit par une version plus récente de Lectern (schéma {schema} ; celle-ci lit jusqu'au schéma {known}). Mettez Lectern à jour pour ouvrir cette bibliothèque.</translation>
        </message>
        <message>
            <source>{path}, line {line}: {problem}</source>
            <translation>{path}, ligne {line} : {problem}</translation>
        </message>
        <message>
            <source>{path}: {problem}</source>
            <translation>{path} : {problem}</translation>
        </message>
        <message>
            <source>{problem} Changes from your other devices wait for the next start.</source>
            <translation>{problem} Les changements de vos autres appareils attendront le prochain démarrage.</translation>
        </message>
        <message>
            <source>{problem} Lectern works on, but made no backup this time.</source>
            <translation>{problem} Lectern continue de fonctionner, mais n'a pas fait de sauvegarde cette fois-ci.</translation>
        </message>
        <message>
            <source>{problem}, and no backup of it could be read.</source>
            <translation>{problem}, et aucune de ses sauvegardes n'a pu être lue.</translation>
        </message>
        <message>
            <source>{problem}, and there was no readable backup. Lectern started it afresh; the damaged file was kept as {damaged}.</source>
            <translation>{problem}, et il n'y avait aucune sauvegarde lisible. Lectern l'a recréé à neuf ; le fichier endommagé a été conservé sous le nom {damaged}.</translation>
        </message>
        <message>
            <source>{problem}. Lectern restored it from the backup of {time} ({backup}).</source>
            <translation>{problem}. Lectern l'a restauré à partir de la sauvegarde du {time} ({backup}).</translation>
        </message>
        <message>
            <source>{problem}. Lectern restored it from the backup of {time} ({backup}). The damaged file was kept as {damaged}.</source>
            <translation>{problem}. Lectern l'a restauré à partir de la sauvegarde du {time} ({backup}). Le fichier endommagé a été conservé sous le nom {damaged}.</translation>
        </message>
        <message>
            <source>{program} (process {pid} on {host}, since {since} UTC)</source>
            <translation>{program} (processus {pid} sur {host}, depuis {since} UTC)</translation>
        </message>
        <message>
            <source>{program} (process {pid}, since {since} UTC)</source>
            <translation>{program} (processus {pid}, depuis {since} UTC)</translation>
        </message>
        <message>
            <source>{scope} changes from moment to moment; keep an export of the whole library, a collection, a saved search, a tag or a status.</source>
            <translation>{scope} change d'un moment à l'autre ; exportez automatiquement toute la bibliothèque, une collection, une recherche enregistrée, une étiquette ou un statut.</translation>
        </message>
        <message>
            <source>{scope} → {path} ({format})</source>
            <translation>{scope} → {path} ({format})</translation>
        </message>
        <message>
            <source>{service} answered about {what} with something that is not a record ({reason}); nothing was changed.</source>
            <translation>{service} a répondu au sujet de {what} par autre chose qu'un enregistrement ({reason}) ; rien n'a été modifié.</translation>
        </message>
        <message>
            <source>{service} answered about {what} with the record of {named}; nothing was changed.</source>
            <translation>{service} a répondu au sujet de {what} avec l'enregistrement de {named} ; rien n'a été modifié.</translation>
        </message>
        <message>
            <source>{service} did not answer in time about {what}; nothing was changed. Try again later.</source>
            <translation>{service} n'a pas répondu à temps au sujet de {what} ; rien n'a été modifié. Réessayez plus tard.</translation>
        </message>
        <message>
            <source>{service} failed to answer about {what} (HTTP {status}); nothing was changed. Try again later.</source>
            <translation>{service} n'a pas pu répondre au sujet de {what} (HTTP {status}) ; rien n'a été modifié. Réessayez plus tard.</translation>
        </message>
        <message>
            <source>{service} gave an answer about {what} that Lectern cannot read ({reason}); nothing was changed.</source>
            <translation>{service} a donné au sujet de {what} une réponse que Lectern ne peut pas lire ({reason}) ; rien n'a été modifié.</translation>
        </message>
        <message>
            <source>{service} has no record of {what}; nothing was changed.</source>
            <translation>{service} n'a aucun enregistrement pour {what} ; rien n'a été modifié.</translation>
        </message>
        <message>
            <source>{service} is busy and asked Lectern to wait before looking up {what}; nothing was changed. Try again in a while.</source>
            <translation>{service} est occupé et a demandé à Lectern d'attendre avant de rechercher {what} ; rien n'a été modifié. Réessayez dans un moment.</translation>
        </message>
        <message>
            <source>{service} refused to look up {what} (HTTP {status}); nothing was changed.</source>
            <translation>{service} a refusé de rechercher {what} (HTTP {status}) ; rien n'a été modifié.</translation>
        </message>
        <message>
            <source>{service}'s answer about {what} is larger than any record ({limit} MB); nothing was changed.</source>
            <translation>La réponse de {service} au sujet de {what} est plus volumineuse que n'importe quel enregistrement ({limit} Mo) ; rien n'a été modifié.</translation>
        </message>
        <message>
            <source>{text} is not a DOI (they look like 10.1234/abc).</source>
            <translation>{text} n'est pas un DOI (un DOI ressemble à 10.1234/abc).</translation>
        </message>
        <message>
            <source>{text} is not a DOI, an arXiv id, a PMID, a PMCID or an ISBN that Lectern can look up.</source>
            <translation>{text} n'est ni un DOI, ni un identifiant arXiv, ni un PMID, ni un PMCID, ni un ISBN que Lectern puisse rechercher.</translation>
        </message>
        <message>
            <source>{text} is not an ISBN: its check digit does not match.</source>
            <translation>{text} n'est pas un ISBN : son chiffre de contrôle ne correspond pas.</translation>
        </message>
        <message>
            <source>{text} is not an arXiv id (they look like 2401.01234).</source>
            <translation>{text} n'est pas un identifiant arXiv (un identifiant arXiv ressemble à 2401.01234).</translation>
        </message>
        <message>
            <source>{title} comes with Lectern and cannot be removed.</source>
            <translation>{title} est fourni avec Lectern et ne peut pas être supprimé.</translation>
        </message>
        <message>
            <source>“{name}” cannot go inside itself.</source>
            <translation>« {name} » ne peut pas être placée à l'intérieur d'elle-même.</translation>
        </message>
        <message>
            <source>“{parent}” is inside “{name}”, so “{name}” cannot go inside it: move “{parent}” out of it first.</source>
            <translation>« {parent} » est dans « {name} », donc « {name} » ne peut pas y être placée : sortez d'abord « {parent} » de celle-ci.</translation>
        </message>
    </context>
    <context>
        <name>CorrectionOffer</name>
        <message>
            <source>Did you mean</source>
            <translation>Vouliez-vous dire</translation>
        </message>
        <message>
            <source>Search for this instead (Ctrl+Enter)</source>
            <translation>Rechercher plutôt ceci (Ctrl+Enter)</translation>
        </message>
        <message>
            <source>Ctrl+Enter</source>
            <translation>Ctrl+Enter</translation>
        </message>
        <message>
            <source>{query}?</source>
            <translation>{query} ?</translation>
        </message>
        <message>
            <source>Did you mean {query}?</source>
            <translation>Vouliez-vous dire {query} ?</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>The details were written to:
{path}</source>
            <translation>Les détails ont été écrits dans :
{path}</translation>
        </message>
        <message>
            <source>Logging to a file was not possible; the details were printed to the terminal.</source>
            <translation>Impossible d'écrire le journal dans un fichier ; les détails ont été affichés dans le terminal.</translation>
        </message>
        <message>
            <source>Lectern ran into an unexpected problem ({error}: {problem}).

Your library is saved after every change, so nothing you finished is lost. You can keep working, or restart Lectern.

{where}</source>
            <translation>Lectern a rencontré un problème inattendu ({error} : {problem}).

Votre bibliothèque est enregistrée après chaque changement : rien de ce que vous avez terminé n'est perdu. Vous pouvez continuer à travailler, ou redémarrer Lectern.

{where}</translation>
        </message>
        <message>
            <source>Lectern — unexpected problem</source>
            <translation>Lectern — problème inattendu</translation>
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
            <translation>Titre tiré du résumé — double-cliquez dessus pour le renommer</translation>
        </message>
        <message>
            <source>Title made from its DOI — double-click it to rename</source>
            <translation>Titre tiré de son DOI — double-cliquez dessus pour le renommer</translation>
        </message>
        <message>
            <source>Title made from its arXiv id — double-click it to rename</source>
            <translation>Titre tiré de son identifiant arXiv — double-cliquez dessus pour le renommer</translation>
        </message>
        <message>
            <source>Title made from its link — double-click it to rename</source>
            <translation>Titre tiré de son lien — double-cliquez dessus pour le renommer</translation>
        </message>
        <message>
            <source>Title made by Lectern — double-click it to rename</source>
            <translation>Titre créé par Lectern — double-cliquez dessus pour le renommer</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Link</source>
            <translation>Lien</translation>
        </message>
        <message>
            <source>Double-click to rename</source>
            <translation>Double-cliquez pour renommer</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <source>Edit the details of this paper (F2); double-click the title to rename it</source>
            <translation>Modifier les détails de cet article (F2) ; double-cliquez sur le titre pour le renommer</translation>
        </message>
        <message>
            <source>Edit details</source>
            <translation>Modifier les détails</translation>
        </message>
        <message>
            <source>Citation key</source>
            <translation>Clé de citation</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>Copy the citation key, to cite the paper in LaTeX</source>
            <translation>Copier la clé de citation, pour citer l'article dans LaTeX</translation>
        </message>
        <message>
            <source>Copy the citation key</source>
            <translation>Copier la clé de citation</translation>
        </message>
        <message>
            <source>{path} (missing: nothing is there)</source>
            <translation>{path} (manquant : il n'y a rien à cet emplacement)</translation>
        </message>
        <message>
            <source>{path}
Not searchable: {why}</source>
            <translation>{path}
Recherche impossible dans ce fichier : {why}</translation>
        </message>
        <message>
            <source>in {collections}</source>
            <translation>dans {collections}</translation>
        </message>
        <message>
            <source>keywords: {keywords}</source>
            <translation>mots-clés : {keywords}</translation>
        </message>
        <message>
            <source>Key: {key} · also cited as {aliases}</source>
            <translation>Clé : {key} · aussi citée comme {aliases}</translation>
        </message>
        <message>
            <source>Key: {key}</source>
            <translation>Clé : {key}</translation>
        </message>
        <message>
            <source>{name} (missing)</source>
            <translation>{name} (manquant)</translation>
        </message>
        <message>
            <source>File {link}</source>
            <translation>Fichier {link}</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Sans titre</translation>
        </message>
        <message numerus="yes">
            <source>and %Ln more</source>
            <translation>
                <numerusform>et %Ln autre</numerusform>
                <numerusform>et %Ln autres</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln more link(s)</source>
            <translation>
                <numerusform>%Ln autre lien</numerusform>
                <numerusform>%Ln autres liens</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DetailPane</name>
        <message>
            <source>The paper's details</source>
            <translation>Détails de l’article</translation>
        </message>
        <message>
            <source>Status history</source>
            <translation>Historique du statut</translation>
        </message>
        <message>
            <source>History…</source>
            <translation>Historique…</translation>
        </message>
        <message>
            <source>Every change to this paper, and undo any of them</source>
            <translation>Tous les changements de cet article ; annulez n'importe lequel</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>Résumé</translation>
        </message>
        <message>
            <source>No abstract.</source>
            <translation>Aucun résumé.</translation>
        </message>
        <message>
            <source>No paper selected</source>
            <translation>Aucun article sélectionné</translation>
        </message>
        <message>
            <source>Select a paper in the list to read its abstract,
rate it, tag it and write notes.</source>
            <translation>Sélectionnez un article dans la liste pour lire son résumé,
l'évaluer, l'étiqueter et écrire des notes.</translation>
        </message>
    </context>
    <context>
        <name>EmptyState</name>
        <message>
            <source>Import papers…</source>
            <translation>Importer des articles…</translation>
        </message>
        <message>
            <source>Your reading list is empty</source>
            <translation>Votre liste de lecture est vide</translation>
        </message>
        <message>
            <source>Import BibTeX, RIS, CSL-JSON, arXiv (Atom or JSON lines), CSV or plain-text lists of abstracts — or drop the files onto this window.</source>
            <translation>Importez des fichiers BibTeX, RIS, CSL-JSON, arXiv (Atom ou JSON lines), CSV ou des listes de résumés en texte brut — ou déposez les fichiers sur cette fenêtre.</translation>
        </message>
        <message>
            <source>Try other words, or click ? in the search box for the syntax.</source>
            <translation>Essayez d’autres mots, ou cliquez sur ? dans le champ de recherche pour la syntaxe.</translation>
        </message>
        <message>
            <source>No papers match</source>
            <translation>Aucun article ne correspond</translation>
        </message>
        <message>
            <source>Nothing in {view} matches “{query}”. Check the spelling, try fewer words, or click ? in the search box for the syntax.</source>
            <translation>Rien dans {view} ne correspond à « {query} ». Vérifiez l'orthographe, essayez avec moins de mots, ou cliquez sur ? dans le champ de recherche pour voir la syntaxe.</translation>
        </message>
        <message>
            <source>Nothing in {view} yet</source>
            <translation>Rien dans {view} pour l'instant</translation>
        </message>
        <message>
            <source>Papers show up here as soon as they fit this view.</source>
            <translation>Les articles apparaissent ici dès qu'ils correspondent à cette vue.</translation>
        </message>
    </context>
    <context>
        <name>ErrorMessage</name>
        <message>
            <source>The disk said no: {reason}.</source>
            <translation>Le disque a refusé : {reason}.</translation>
        </message>
        <message>
            <source>An unexpected error happened ({error}: {problem}). The log file has the details.</source>
            <translation>Une erreur inattendue s'est produite ({error} : {problem}). Le fichier journal contient les détails.</translation>
        </message>
    </context>
    <context>
        <name>ExportDialog</name>
        <message>
            <source>Lectern backup</source>
            <translation>Sauvegarde Lectern</translation>
        </message>
        <message>
            <source>Bibliography as a web page</source>
            <translation>Bibliographie en page web</translation>
        </message>
        <message>
            <source>Bibliography as plain text</source>
            <translation>Bibliographie en texte brut</translation>
        </message>
        <message>
            <source>Bibliography as Markdown</source>
            <translation>Bibliographie en Markdown</translation>
        </message>
        <message>
            <source>Export papers</source>
            <translation>Exporter des articles</translation>
        </message>
        <message>
            <source>Or a bibliography, formatted in a citation style:</source>
            <translation>Ou une bibliographie, mise en forme dans un style de citation :</translation>
        </message>
        <message>
            <source>Citation style of the bibliography</source>
            <translation>Style de citation de la bibliographie</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exporter…</translation>
        </message>
        <message>
            <source>There are no papers to export in this view.</source>
            <translation>Il n'y a aucun article à exporter dans cette vue.</translation>
        </message>
        <message>
            <source>Export bibliography</source>
            <translation>Exporter la bibliographie</translation>
        </message>
        <message>
            <source>Export Markdown notes into folder</source>
            <translation>Exporter les notes Markdown dans un dossier</translation>
        </message>
        <message>
            <source>Exporting…</source>
            <translation>Exportation…</translation>
        </message>
        <message>
            <source>Nothing was written.</source>
            <translation>Rien n'a été écrit.</translation>
        </message>
        <message>
            <source>Could not write {path}: {reason}</source>
            <translation>Impossible d'écrire {path} : {reason}</translation>
        </message>
        <message>
            <source>Export failed. Nothing was written.</source>
            <translation>Échec de l'exportation. Rien n'a été écrit.</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Échec de l'exportation</translation>
        </message>
        <message>
            <source>Export again…</source>
            <translation>Exporter à nouveau…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Folder is not empty</source>
            <translation>Le dossier n'est pas vide</translation>
        </message>
        <message numerus="yes">
            <source>Export &lt;b&gt;%Ln paper(s)&lt;/b&gt; ({label}) as:</source>
            <translation>
                <numerusform>Exporter &lt;b&gt;%Ln article&lt;/b&gt; ({label}) en :</numerusform>
                <numerusform>Exporter &lt;b&gt;%Ln articles&lt;/b&gt; ({label}) en :</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) into the folder {path}.</source>
            <translation>
                <numerusform>%Ln article exporté dans le dossier {path}.</numerusform>
                <numerusform>%Ln articles exportés dans le dossier {path}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) to {path}.</source>
            <translation>
                <numerusform>%Ln article exporté vers {path}.</numerusform>
                <numerusform>%Ln articles exportés vers {path}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FieldRows</name>
        <message>
            <source>As the file wrote them, LaTeX and all. Empty a value or press ✕ to remove a field.</source>
            <translation>Tels que le fichier les a écrits, LaTeX compris. Videz une valeur ou appuyez sur ✕ pour supprimer un champ.</translation>
        </message>
        <message>
            <source>As the file wrote them; a field of several values has one per line. Empty a value or press ✕ to remove a field.</source>
            <translation>Tels que le fichier les a écrits ; un champ à plusieurs valeurs en a une par ligne. Videz une valeur ou appuyez sur ✕ pour supprimer un champ.</translation>
        </message>
        <message>
            <source>As the file wrote them. Empty a value or press ✕ to remove a field.</source>
            <translation>Tels que le fichier les a écrits. Videz une valeur ou appuyez sur ✕ pour supprimer un champ.</translation>
        </message>
        <message>
            <source>Other fields</source>
            <translation>Autres champs</translation>
        </message>
        <message>
            <source>&amp;Add a field</source>
            <translation>&amp;Ajouter un champ</translation>
        </message>
        <message>
            <source>A field of the record that the rows above do not show (Alt+A)</source>
            <translation>Un champ de l'enregistrement que les lignes ci-dessus n'affichent pas (Alt+A)</translation>
        </message>
        <message>
            <source>Other fields of the {format} record</source>
            <translation>Autres champs de l'enregistrement {format}</translation>
        </message>
        <message>
            <source>This paper has no record from a file yet (it was typed in or came from a list or a feed): a field added here starts its {format} record.</source>
            <translation>Cet article n’a pas encore de notice issue d’un fichier (il a été saisi ou vient d’une liste ou d’un flux) : un champ ajouté ici crée sa notice {format}.</translation>
        </message>
        <message>
            <source>A field needs a name.</source>
            <translation>Un champ doit avoir un nom.</translation>
        </message>
        <message>
            <source>{field} is where the paper's status, stars, notes or collections are read from: change those in the detail pane.</source>
            <translation>{field} est le champ d’où sont lus le statut, les étoiles, les notes ou les collections de l’article : modifiez-les dans le panneau de détails.</translation>
        </message>
        <message>
            <source>{field} is one of the fields the rows above show (title, authors, venue, …): correct it there.</source>
            <translation>{field} fait partie des champs affichés par les lignes ci-dessus (titre, auteurs, publication, …) : corrigez-le là.</translation>
        </message>
        <message>
            <source>There are two fields named {field}.</source>
            <translation>Il y a deux champs nommés {field}.</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nom</translation>
        </message>
        <message>
            <source>Field name</source>
            <translation>Nom du champ</translation>
        </message>
        <message>
            <source>value</source>
            <translation>valeur</translation>
        </message>
        <message>
            <source>Value of {field}</source>
            <translation>Valeur de {field}</translation>
        </message>
        <message>
            <source>Field value</source>
            <translation>Valeur du champ</translation>
        </message>
        <message>
            <source>Remove this field</source>
            <translation>Supprimer ce champ</translation>
        </message>
        <message>
            <source>Remove {field}</source>
            <translation>Supprimer {field}</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <source>Import papers</source>
            <translation>Importer des articles</translation>
        </message>
        <message>
            <source>Lectern is still opening your library; export the view in a moment.</source>
            <translation>Lectern ouvre encore votre bibliothèque ; exportez la vue dans un instant.</translation>
        </message>
        <message>
            <source>Type a search first, then save it.</source>
            <translation>Tapez d'abord une recherche, puis enregistrez-la.</translation>
        </message>
        <message numerus="yes">
            <source>%n selected</source>
            <translation>
                <numerusform>%n sélectionné</numerusform>
                <numerusform>%n sélectionnés</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FindBar</name>
        <message>
            <source>Find in this PDF</source>
            <translation>Rechercher dans ce PDF</translation>
        </message>
        <message>
            <source>Find in PDF</source>
            <translation>Rechercher dans le PDF</translation>
        </message>
        <message>
            <source>Matches found</source>
            <translation>Résultats trouvés</translation>
        </message>
        <message>
            <source>Previous match</source>
            <translation>Résultat précédent</translation>
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation>Résultat précédent (Shift+Enter)</translation>
        </message>
        <message>
            <source>Next match</source>
            <translation>Résultat suivant</translation>
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation>Résultat suivant (Enter)</translation>
        </message>
        <message>
            <source>Close Find</source>
            <translation>Fermer la recherche</translation>
        </message>
        <message>
            <source>Close Find (Esc)</source>
            <translation>Fermer la recherche (Esc)</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Recherche…</translation>
        </message>
        <message>
            <source>No matches</source>
            <translation>Aucun résultat</translation>
        </message>
        <message>
            <source>{current} of {total}</source>
            <translation>{current} sur {total}</translation>
        </message>
        <message numerus="yes">
            <source>%n found</source>
            <translation>
                <numerusform>%n trouvé</numerusform>
                <numerusform>%n trouvés</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FolderWatcher</name>
        <message>
            <source>Could not import {name} from your watched folders: {reason}</source>
            <translation>Impossible d'importer {name} depuis vos dossiers surveillés : {reason}</translation>
        </message>
        <message>
            <source>Could not import {name} from {folder}: {reason}</source>
            <translation>Impossible d'importer {name} depuis {folder} : {reason}</translation>
        </message>
        <message>
            <source>Imported “{title}” from your watched folders</source>
            <translation>« {title} » importé depuis vos dossiers surveillés</translation>
        </message>
        <message>
            <source>Imported “{title}” from {folder}</source>
            <translation>« {title} » importé depuis {folder}</translation>
        </message>
        <message>
            <source>{name} from your watched folders attached to “{title}”</source>
            <translation>{name}, de vos dossiers surveillés, joint à « {title} »</translation>
        </message>
        <message>
            <source>{name} from {folder} attached to “{title}”</source>
            <translation>{name}, de {folder}, joint à « {title} »</translation>
        </message>
        <message>
            <source>{name} from your watched folders is already attached to “{title}”</source>
            <translation>{name}, de vos dossiers surveillés, est déjà joint à « {title} »</translation>
        </message>
        <message>
            <source>{name} from {folder} is already attached to “{title}”</source>
            <translation>{name}, de {folder}, est déjà joint à « {title} »</translation>
        </message>
        <message>
            <source>{imported}; {unread}</source>
            <translation>{imported} ; {unread}</translation>
        </message>
        <message>
            <source>Could not import from your watched folders: {message}</source>
            <translation>Impossible d'importer depuis vos dossiers surveillés : {message}</translation>
        </message>
        <message>
            <source>Could not import from {folder}: {message}</source>
            <translation>Impossible d'importer depuis {folder} : {message}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln PDF(s) could not be read</source>
            <translation>
                <numerusform>%Ln PDF n'a pas pu être lu</numerusform>
                <numerusform>%Ln PDF n'ont pas pu être lus</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from your watched folders</source>
            <translation>
                <numerusform>%Ln PDF importé depuis vos dossiers surveillés</numerusform>
                <numerusform>%Ln PDF importés depuis vos dossiers surveillés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from {folder}</source>
            <translation>
                <numerusform>%Ln PDF importé depuis {folder}</numerusform>
                <numerusform>%Ln PDF importés depuis {folder}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Group</name>
        <message>
            <source>The list</source>
            <translation>La liste</translation>
        </message>
        <message>
            <source>Searching</source>
            <translation>Recherche</translation>
        </message>
        <message>
            <source>Marking, rating, notes</source>
            <translation>Marquage, évaluation, notes</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>File de lecture</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>Articles</translation>
        </message>
        <message>
            <source>In the detail pane</source>
            <translation>Dans le panneau de détails</translation>
        </message>
        <message>
            <source>Reading a PDF</source>
            <translation>Lecture d'un PDF</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Importing and exporting</source>
            <translation>Importation et exportation</translation>
        </message>
        <message>
            <source>Windows and help</source>
            <translation>Fenêtres et aide</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>All changes</source>
            <translation>Tous les changements</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Statut</translation>
        </message>
        <message>
            <source>Stars</source>
            <translation>Étoiles</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Étiquettes</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>Annotations</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>File de lecture</translation>
        </message>
        <message>
            <source>Edits</source>
            <translation>Modifications</translation>
        </message>
        <message>
            <source>Added and imports</source>
            <translation>Ajouts et importations</translation>
        </message>
        <message>
            <source>Trash and deletions</source>
            <translation>Corbeille et suppressions</translation>
        </message>
        <message>
            <source>Merges</source>
            <translation>Fusions</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>Collections</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>Recherches enregistrées</translation>
        </message>
        <message>
            <source>Opened (read in Lectern)</source>
            <translation>Ouvertures (lecture dans Lectern)</translation>
        </message>
        <message>
            <source>Today {time}</source>
            <translation>Aujourd'hui à {time}</translation>
        </message>
        <message>
            <source>Yesterday {time}</source>
            <translation>Hier à {time}</translation>
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
            <translation>cet ordinateur</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <source>Kind of change</source>
            <translation>Type de changement</translation>
        </message>
        <message>
            <source>Only the selected paper</source>
            <translation>Seulement l'article sélectionné</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Afficher :</translation>
        </message>
        <message>
            <source>Changes, newest first</source>
            <translation>Modifications, les plus récentes d’abord</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Quand</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Changement</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>Articles</translation>
        </message>
        <message>
            <source>Device</source>
            <translation>Appareil</translation>
        </message>
        <message>
            <source>Show older</source>
            <translation>Afficher les plus anciens</translation>
        </message>
        <message>
            <source>Undo this change</source>
            <translation>Annuler ce changement</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>“{title}”</source>
            <translation>« {title} »</translation>
        </message>
        <message>
            <source>No changes of this kind yet.</source>
            <translation>Aucun changement de ce type pour l'instant.</translation>
        </message>
        <message>
            <source>Undone: {change}</source>
            <translation>Annulé : {change}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln article</numerusform>
                <numerusform>%Ln articles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryWords</name>
        <message>
            <source>Added</source>
            <translation>Ajouté</translation>
        </message>
        <message>
            <source>Edited</source>
            <translation>Modifié</translation>
        </message>
        <message>
            <source>Moved to the Trash</source>
            <translation>Placé dans la corbeille</translation>
        </message>
        <message>
            <source>Restored from the Trash</source>
            <translation>Restauré depuis la corbeille</translation>
        </message>
        <message>
            <source>Merged</source>
            <translation>Fusionné</translation>
        </message>
        <message>
            <source>Deleted for good</source>
            <translation>Supprimé définitivement</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>Collections</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Statut</translation>
        </message>
        <message>
            <source>Stars</source>
            <translation>Étoiles</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Étiquettes</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>À suivre</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>Ouvert</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>Annotations</translation>
        </message>
        <message>
            <source>Library</source>
            <translation>Bibliothèque</translation>
        </message>
        <message>
            <source>Undone</source>
            <translation>Annulé</translation>
        </message>
        <message>
            <source>no stars</source>
            <translation>aucune étoile</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no tags</comment>
            <translation>aucune</translation>
        </message>
        <message>
            <source>left at page {page}</source>
            <translation>laissé à la page {page}</translation>
        </message>
        <message>
            <source>by hand</source>
            <translation>à la main</translation>
        </message>
        <message>
            <source>by hand, into {collection}</source>
            <translation>à la main, dans {collection}</translation>
        </message>
        <message>
            <source>into {collection}</source>
            <translation>dans {collection}</translation>
        </message>
        <message>
            <source>from {file}</source>
            <translation>depuis {file}</translation>
        </message>
        <message>
            <source>saved search {name}</source>
            <translation>recherche enregistrée {name}</translation>
        </message>
        <message>
            <source>collections inside others</source>
            <translation>collections dans d’autres</translation>
        </message>
        <message>
            <source>{change}: {detail}</source>
            <translation>{change} : {detail}</translation>
        </message>
        <message>
            <source>{said} ({papers})</source>
            <translation>{said} ({papers})</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>Enregistré depuis le navigateur : {title}</translation>
        </message>
        <message>
            <source>Added to Up next</source>
            <translation>Ajouté à la file de lecture</translation>
        </message>
        <message>
            <source>Removed from Up next</source>
            <translation>Retiré de la file de lecture</translation>
        </message>
        <message>
            <source>Moved in Up next</source>
            <translation>Déplacé dans la file de lecture</translation>
        </message>
        <message>
            <source>Highlighted a passage on page {page}</source>
            <translation>Passage surligné à la page {page}</translation>
        </message>
        <message>
            <source>Underlined a passage on page {page}</source>
            <translation>Passage souligné à la page {page}</translation>
        </message>
        <message>
            <source>Added a margin note on page {page}</source>
            <translation>Note en marge ajoutée à la page {page}</translation>
        </message>
        <message>
            <source>Recoloured a mark on page {page}</source>
            <translation>Couleur d'une annotation changée à la page {page}</translation>
        </message>
        <message>
            <source>Changed how a mark is drawn on page {page}</source>
            <translation>Aspect d'une annotation changé à la page {page}</translation>
        </message>
        <message>
            <source>Wrote the note of a mark on page {page}</source>
            <translation>Note d'une annotation écrite à la page {page}</translation>
        </message>
        <message>
            <source>Deleted a mark on page {page}</source>
            <translation>Annotation supprimée à la page {page}</translation>
        </message>
        <message>
            <source>Brought back a mark on page {page}</source>
            <translation>Annotation rétablie à la page {page}</translation>
        </message>
        <message>
            <source>Found a mark again on page {page}</source>
            <translation>Annotation retrouvée à la page {page}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln article</numerusform>
                <numerusform>%Ln articles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportFiles</name>
        <message>
            <source>PDF papers</source>
            <translation>Articles PDF</translation>
        </message>
        <message>
            <source>RIS or Web of Science</source>
            <translation>RIS ou Web of Science</translation>
        </message>
        <message>
            <source>CSL-JSON or Lectern backup</source>
            <translation>CSL-JSON ou sauvegarde Lectern</translation>
        </message>
        <message>
            <source>arXiv Atom feed or EndNote XML</source>
            <translation>Flux Atom arXiv ou EndNote XML</translation>
        </message>
        <message>
            <source>Text list of abstracts</source>
            <translation>Liste de résumés en texte</translation>
        </message>
        <message>
            <source>Compressed (gzip)</source>
            <translation>Compressé (gzip)</translation>
        </message>
        <message>
            <source>Papers and paper lists</source>
            <translation>Articles et listes d'articles</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Tous les fichiers</translation>
        </message>
    </context>
    <context>
        <name>ImportJobs</name>
        <message>
            <source>The library is not open; nothing was imported.</source>
            <translation>La bibliothèque n'est pas ouverte ; rien n'a été importé.</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>Importation</translation>
        </message>
        <message>
            <source>Lectern is closing; the import did not start.</source>
            <translation>Lectern se ferme ; l'importation n'a pas commencé.</translation>
        </message>
    </context>
    <context>
        <name>ImportRun</name>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>Importation</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>Annulation…</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>Échec de l'importation</translation>
        </message>
        <message>
            <source>{message}

Nothing was imported; your library is unchanged.</source>
            <translation>{message}

Rien n'a été importé ; votre bibliothèque est inchangée.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln fichier</numerusform>
                <numerusform>%Ln fichiers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing %Ln file(s)…</source>
            <translation>
                <numerusform>Importation de %Ln fichier…</numerusform>
                <numerusform>Importation de %Ln fichiers…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing {files}… {done} of %Ln papers</source>
            <translation>
                <numerusform>Importation de {files}… {done} sur %Ln article</numerusform>
                <numerusform>Importation de {files}… {done} sur %Ln articles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportSummaryDialog</name>
        <message>
            <source>File</source>
            <translation>Fichier</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Ajoutés</translation>
        </message>
        <message>
            <source>Already here</source>
            <translation>Déjà présents</translation>
        </message>
        <message>
            <source>Repeats</source>
            <translation>Répétitions</translation>
        </message>
        <message>
            <source>Skipped</source>
            <translation>Ignorés</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separates the items of a list</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>{file}: failed: {reason}</source>
            <translation>{file} : échec : {reason}</translation>
        </message>
        <message>
            <source>{file}: added as “{title}”</source>
            <translation>{file} : ajouté sous le titre « {title} »</translation>
        </message>
        <message>
            <source>{file}: attached to “{title}”</source>
            <translation>{file} : joint à « {title} »</translation>
        </message>
        <message>
            <source>{file}: same file already attached to “{title}”</source>
            <translation>{file} : le même fichier est déjà joint à « {title} »</translation>
        </message>
        <message>
            <source>Import finished</source>
            <translation>Importation terminée</translation>
        </message>
        <message>
            <source>Lectern merges a record into a paper only when they are certainly the same work (same DOI or arXiv id, or same title, authors, year and venue). Near matches are added and listed under Possible duplicates.</source>
            <translation>Lectern ne fusionne un enregistrement avec un article que s'il s'agit à coup sûr de la même œuvre (même DOI ou identifiant arXiv, ou mêmes titre, auteurs, année et publication). Les correspondances approchantes sont ajoutées et listées dans Doublons possibles.</translation>
        </message>
        <message>
            <source>What the import did, file by file</source>
            <translation>Ce que l’import a fait, fichier par fichier</translation>
        </message>
        <message>
            <source>Undo this import</source>
            <translation>Annuler cette importation</translation>
        </message>
        <message>
            <source>Move the papers it added to the Trash and put back the fields it filled in</source>
            <translation>Mettre à la corbeille les articles qu'elle a ajoutés et rétablir les champs qu'elle a remplis</translation>
        </message>
        <message>
            <source>Review possible duplicates</source>
            <translation>Examiner les doublons possibles</translation>
        </message>
        <message>
            <source>Their PDFs print a DOI or an arXiv id: look them up to fill in what the PDF did not say (you see what would change first)</source>
            <translation>Leurs PDF indiquent un DOI ou un identifiant arXiv : recherchez-les en ligne pour compléter ce que le PDF ne disait pas (vous voyez d'abord ce qui changerait)</translation>
        </message>
        <message>
            <source>Already in the library: {found}.</source>
            <translation>Déjà dans la bibliothèque : {found}.</translation>
        </message>
        <message>
            <source>Kept as written, for exports to {format}: {fields} (other formats have no field for them).</source>
            <translation>Conservés tels quels, pour les exportations en {format} : {fields} (les autres formats n'ont pas de champ pour eux).</translation>
        </message>
        <message>
            <source>line {line}: repeats an earlier entry ({reason}); merged into it</source>
            <translation>ligne {line} : répète une entrée précédente ({reason}) ; fusionnée avec celle-ci</translation>
        </message>
        <message>
            <source>line {line}: skipped, {reason}</source>
            <translation>ligne {line} : ignorée, {reason}</translation>
        </message>
        <message>
            <source>file: skipped, {reason}</source>
            <translation>fichier : ignoré, {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln added paper(s) might be another paper: see Possible duplicates.</source>
            <translation>
                <numerusform>%Ln article ajouté pourrait être un autre article : voir Doublons possibles.</numerusform>
                <numerusform>%Ln articles ajoutés pourraient être d'autres articles : voir Doublons possibles.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln already in the library</source>
            <translation>
                <numerusform>%Ln déjà dans la bibliothèque</numerusform>
                <numerusform>%Ln déjà dans la bibliothèque</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln by {reason}</source>
            <translation>
                <numerusform>%Ln par {reason}</numerusform>
                <numerusform>%Ln par {reason}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln fichier</numerusform>
                <numerusform>%Ln fichiers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln mark(s) other readers left in these PDFs read as the papers' marks.</source>
            <translation>
                <numerusform>%Ln annotation laissée par d'autres lecteurs dans ces PDF a été reprise comme annotation des articles.</numerusform>
                <numerusform>%Ln annotations laissées par d'autres lecteurs dans ces PDF ont été reprises comme annotations des articles.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln possible duplicates to review</source>
            <translation>
                <numerusform>%Ln doublon possible à examiner</numerusform>
                <numerusform>%Ln doublons possibles à examiner</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln repeated within a file</source>
            <translation>
                <numerusform>%Ln répété dans un fichier</numerusform>
                <numerusform>%Ln répétés dans un fichier</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln skipped</source>
            <translation>
                <numerusform>%Ln ignoré</numerusform>
                <numerusform>%Ln ignorés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}.</source>
            <translation>
                <numerusform>%Ln article ajouté depuis {files}.</numerusform>
                <numerusform>%Ln articles ajoutés depuis {files}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}; {others}.</source>
            <translation>
                <numerusform>%Ln article ajouté depuis {files} ; {others}.</numerusform>
                <numerusform>%Ln articles ajoutés depuis {files} ; {others}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Already in the library: {found}; %Ln paper(s) gained fields from this file.</source>
            <translation>
                <numerusform>Déjà dans la bibliothèque : {found} ; %Ln article a reçu des champs de ce fichier.</numerusform>
                <numerusform>Déjà dans la bibliothèque : {found} ; %Ln articles ont reçu des champs de ce fichier.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up %Ln paper(s) online</source>
            <translation>
                <numerusform>Rechercher %Ln article en ligne</numerusform>
                <numerusform>Rechercher %Ln articles en ligne</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fields} and %Ln more</source>
            <translation>
                <numerusform>{fields} et %Ln autre</numerusform>
                <numerusform>{fields} et %Ln autres</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more files</source>
            <translation>
                <numerusform>… et %Ln autre fichier</numerusform>
                <numerusform>… et %Ln autres fichiers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more repeats</source>
            <translation>
                <numerusform>… et %Ln autre répétition</numerusform>
                <numerusform>… et %Ln autres répétitions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more skipped</source>
            <translation>
                <numerusform>… et %Ln autre ignoré</numerusform>
                <numerusform>… et %Ln autres ignorés</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportTargetDialog</name>
        <message>
            <source>Import into</source>
            <translation>Importer dans</translation>
        </message>
        <message>
            <source>A new collection for &amp;each file, named after it</source>
            <translation>Une nouvelle collection pour &amp;chaque fichier, à son nom</translation>
        </message>
        <message>
            <source>A new collection named after the &amp;file</source>
            <translation>Une nouvelle collection au nom du &amp;fichier</translation>
        </message>
        <message>
            <source>&amp;No collection</source>
            <translation>&amp;Aucune collection</translation>
        </message>
        <message>
            <source>&amp;This collection:</source>
            <translation>C&amp;ette collection :</translation>
        </message>
        <message>
            <source>Collection to import into</source>
            <translation>Collection dans laquelle importer</translation>
        </message>
        <message>
            <source>a collection, or a new name</source>
            <translation>une collection, ou un nouveau nom</translation>
        </message>
        <message>
            <source>a new name</source>
            <translation>un nouveau nom</translation>
        </message>
        <message>
            <source>&amp;Link to the PDFs where they are (don't copy them into the library)</source>
            <translation>&amp;Lier les PDF là où ils sont (sans les copier dans la bibliothèque)</translation>
        </message>
        <message>
            <source>A linked PDF stays where it is: moved or deleted there, the paper loses it, and your other computers do not get it.</source>
            <translation>Un PDF lié reste où il est : s'il y est déplacé ou supprimé, l'article le perd, et vos autres ordinateurs ne le reçoivent pas.</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importer</translation>
        </message>
        <message numerus="yes">
            <source>Put the papers of %Ln file(s) in:</source>
            <translation>
                <numerusform>Placer les articles de %Ln fichier dans :</numerusform>
                <numerusform>Placer les articles de %Ln fichiers dans :</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptExportWatcher</name>
        <message>
            <source>{problem} It is tried again at the next change.</source>
            <translation>{problem} Nouvel essai au prochain changement.</translation>
        </message>
    </context>
    <context>
        <name>KeptExportsDialog</name>
        <message>
            <source>Status {status}</source>
            <translation>Statut {status}</translation>
        </message>
        <message>
            <source>Collection “{name}”</source>
            <translation>Collection « {name} »</translation>
        </message>
        <message>
            <source>Saved search “{name}”</source>
            <translation>Recherche enregistrée « {name} »</translation>
        </message>
        <message>
            <source>Tag “{name}”</source>
            <translation>Étiquette « {name} »</translation>
        </message>
        <message>
            <source>Keep exported</source>
            <translation>Exportation automatique</translation>
        </message>
        <message>
            <source>Lectern keeps these files up to date while it runs: each is rewritten within 2 seconds of a change that alters it, and left untouched by any other.</source>
            <translation>Lectern tient ces fichiers à jour tant qu'il est ouvert : chacun est réécrit dans les 2 secondes qui suivent un changement qui le concerne, et n'est touché par aucun autre.</translation>
        </message>
        <message>
            <source>Kept exports</source>
            <translation>Exportations automatiques</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Contenu</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Fichier</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Format</translation>
        </message>
        <message>
            <source>What the file holds</source>
            <translation>Ce que contient le fichier</translation>
        </message>
        <message>
            <source>&amp;Holds:</source>
            <translation>&amp;Contenu :</translation>
        </message>
        <message>
            <source>&amp;Format:</source>
            <translation>&amp;Format :</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Ajouter…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Retirer</translation>
        </message>
        <message>
            <source>Stop keeping it up to date (the file stays)</source>
            <translation>Ne plus le tenir à jour (le fichier reste)</translation>
        </message>
        <message>
            <source>Keep exported as</source>
            <translation>Exporter automatiquement vers</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Écriture…</translation>
        </message>
        <message>
            <source>Not kept: {reason}</source>
            <translation>Non tenu à jour : {reason}</translation>
        </message>
        <message>
            <source>No longer kept up to date (the file stays): {path}</source>
            <translation>N'est plus tenu à jour (le fichier reste) : {path}</translation>
        </message>
        <message numerus="yes">
            <source>Kept up to date: {path} (%Ln paper(s) now).</source>
            <translation>
                <numerusform>Tenu à jour : {path} (%Ln article à présent).</numerusform>
                <numerusform>Tenu à jour : {path} (%Ln articles à présent).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LibraryService</name>
        <message>
            <source>Saving your changes</source>
            <translation>Enregistrement de vos changements</translation>
        </message>
        <message>
            <source>Opening the library</source>
            <translation>Ouverture de la bibliothèque</translation>
        </message>
        <message>
            <source>The search index could not be rebuilt</source>
            <translation>L'index de recherche n'a pas pu être reconstruit</translation>
        </message>
        <message>
            <source>{task} failed</source>
            <translation>{task} : échec</translation>
        </message>
        <message>
            <source>Lectern could not finish that</source>
            <translation>Lectern n'a pas pu terminer cette opération</translation>
        </message>
        <message>
            <source>Merging changes from other devices</source>
            <translation>Fusion des changements des autres appareils</translation>
        </message>
    </context>
    <context>
        <name>LookupDialog</name>
        <message>
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>Auteurs</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Année</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>Publication</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Volume</translation>
        </message>
        <message>
            <source>Issue</source>
            <translation>Numéro</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>Pages</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>Résumé</translation>
        </message>
        <message>
            <source>DOI</source>
            <translation>DOI</translation>
        </message>
        <message>
            <source>arXiv id</source>
            <translation>Identifiant arXiv</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>Liens</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Champ</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Found online</source>
            <translation>Trouvés en ligne</translation>
        </message>
        <message>
            <source>Not found online</source>
            <translation>Non trouvés en ligne</translation>
        </message>
        <message>
            <source>What was not found is added as its identifier, marked “not looked up yet”.</source>
            <translation>Ce qui n'a pas été trouvé est ajouté sous forme d'identifiant, marqué « pas encore recherché ».</translation>
        </message>
        <message>
            <source>Look up: what would change</source>
            <translation>Recherche en ligne : ce qui changerait</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Appliquer</translation>
        </message>
        <message>
            <source>{old} → {new}</source>
            <translation>{old} → {new}</translation>
        </message>
        <message>
            <source>Not filled in</source>
            <translation>Non complétés</translation>
        </message>
        <message>
            <source>A value you edited is never overwritten; Ctrl+Z undoes it.</source>
            <translation>Une valeur que vous avez modifiée n'est jamais écrasée ; Ctrl+Z l'annule.</translation>
        </message>
        <message>
            <source>Preprint and published version</source>
            <translation>Prépublication et version publiée</translation>
        </message>
        <message>
            <source>“{preprint}” was published as “{published}”, which is already in your library. What should Lectern do with the two?</source>
            <translation>« {preprint} » a été publié sous le titre « {published} », qui est déjà dans votre bibliothèque. Que doit faire Lectern des deux ?</translation>
        </message>
        <message>
            <source>Keep both, linked</source>
            <translation>Garder les deux, liés</translation>
        </message>
        <message>
            <source>Merge them</source>
            <translation>Les fusionner</translation>
        </message>
        <message>
            <source>Keep the preprint only</source>
            <translation>Ne garder que la prépublication</translation>
        </message>
        <message>
            <source>Leave them apart</source>
            <translation>Les laisser séparés</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln article</numerusform>
                <numerusform>%Ln articles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) already have everything their record gives.</source>
            <translation>
                <numerusform>%Ln article a déjà tout ce que donne son enregistrement.</numerusform>
                <numerusform>%Ln articles ont déjà tout ce que donne leur enregistrement.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln preprint(s) were published as a paper already in your library: after this you choose whether to link, merge or keep the preprint only.</source>
            <translation>
                <numerusform>%Ln prépublication a été publiée comme un article déjà présent dans votre bibliothèque : vous choisirez ensuite de les lier, de les fusionner ou de ne garder que la prépublication.</numerusform>
                <numerusform>%Ln prépublications ont été publiées comme des articles déjà présents dans votre bibliothèque : vous choisirez ensuite de les lier, de les fusionner ou de ne garder que la prépublication.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s)</source>
            <translation>
                <numerusform>Ajouter %Ln article</numerusform>
                <numerusform>Ajouter %Ln articles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Lookups</name>
        <message>
            <source>Looking papers up online is off (Preferences: Look papers up online when I ask).</source>
            <translation>La recherche d'articles en ligne est désactivée (Préférences : Rechercher les articles en ligne quand je le demande).</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>Rechercher</translation>
        </message>
        <message>
            <source>not looked up</source>
            <translation>non recherché</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Rien n'a été modifié.</translation>
        </message>
        <message>
            <source>The paper has no DOI, arXiv id, PMID or ISBN to look it up by; edit it to give it one.</source>
            <translation>L'article n'a ni DOI, ni identifiant arXiv, ni PMID, ni ISBN permettant de le rechercher ; modifiez-le pour lui en donner un.</translation>
        </message>
        <message>
            <source>no DOI, arXiv id, PMID or ISBN to look it up by</source>
            <translation>aucun DOI, identifiant arXiv, PMID ou ISBN pour le rechercher</translation>
        </message>
        <message>
            <source>Look up found nothing to fill in; nothing was changed.</source>
            <translation>La recherche en ligne n'a rien trouvé à compléter ; rien n'a été modifié.</translation>
        </message>
        <message>
            <source>The preprint and its published version are linked</source>
            <translation>La prépublication et sa version publiée sont liées</translation>
        </message>
        <message>
            <source>The preprint is merged into its published version</source>
            <translation>La prépublication est fusionnée dans sa version publiée</translation>
        </message>
        <message>
            <source>The published version is in the Trash; the preprint names it</source>
            <translation>La version publiée est dans la corbeille ; la prépublication y fait référence</translation>
        </message>
        <message>
            <source>{done} — Ctrl+Z undoes it</source>
            <translation>{done} — Ctrl+Z l'annule</translation>
        </message>
        <message>
            <source>Preprint and published version</source>
            <translation>Prépublication et version publiée</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) already in your library, filled in from the lookup — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>%Ln article déjà dans votre bibliothèque, complété par la recherche en ligne — Ctrl+Z l'annule</numerusform>
                <numerusform>%Ln articles déjà dans votre bibliothèque, complétés par la recherche en ligne — Ctrl+Z l'annule</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) by identifier</source>
            <translation>
                <numerusform>Ajouter %Ln article par identifiant</numerusform>
                <numerusform>Ajouter %Ln articles par identifiant</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln article ajouté</numerusform>
                <numerusform>%Ln articles ajoutés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>%Ln article ajouté — Ctrl+Z l'annule</numerusform>
                <numerusform>%Ln articles ajoutés — Ctrl+Z l'annule</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Filled in %Ln paper(s) — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>%Ln article complété — Ctrl+Z l'annule</numerusform>
                <numerusform>%Ln articles complétés — Ctrl+Z l'annule</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up %Ln paper(s)</source>
            <translation>
                <numerusform>Rechercher %Ln article</numerusform>
                <numerusform>Rechercher %Ln articles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up stopped after %Ln paper(s); Look up on the same papers goes on with the other {rest}.</source>
            <translation>
                <numerusform>Recherche en ligne arrêtée après %Ln article ; relancer la recherche sur les mêmes articles traite les {rest} autres.</numerusform>
                <numerusform>Recherche en ligne arrêtée après %Ln articles ; relancer la recherche sur les mêmes articles traite les {rest} autres.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up stopped: %Ln paper(s) were looked up before Cancel.</source>
            <translation>
                <numerusform>Recherche en ligne arrêtée : %Ln article a été recherché avant l'annulation.</numerusform>
                <numerusform>Recherche en ligne arrêtée : %Ln articles ont été recherchés avant l'annulation.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Looking up %Ln paper(s) online…</source>
            <translation>
                <numerusform>Recherche de %Ln article en ligne…</numerusform>
                <numerusform>Recherche de %Ln articles en ligne…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{added}; %Ln not looked up yet. {why}</source>
            <translation>
                <numerusform>{added} ; %Ln pas encore recherché. {why}</numerusform>
                <numerusform>{added} ; %Ln pas encore recherchés. {why}</numerusform>
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
            <translation>Rechercher</translation>
        </message>
        <message>
            <source>Copied the citation key {key}</source>
            <translation>Clé de citation {key} copiée</translation>
        </message>
        <message>
            <source>This library has no paper {id}.</source>
            <translation>Cette bibliothèque n'a pas d'article {id}.</translation>
        </message>
        <message>
            <source>“{title}” has no PDF to open.</source>
            <translation>« {title} » n'a pas de PDF à ouvrir.</translation>
        </message>
        <message>
            <source>Quoted into the notes.</source>
            <translation>Cité dans les notes.</translation>
        </message>
    </context>
    <context>
        <name>MarkActions</name>
        <message>
            <source>This paper has no PDF to save a copy of.</source>
            <translation>Cet article n'a pas de PDF dont enregistrer une copie.</translation>
        </message>
        <message>
            <source>Save a copy with marks</source>
            <translation>Enregistrer une copie avec annotations</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Fichiers PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Saving a copy with marks…</source>
            <translation>Enregistrement d'une copie avec annotations…</translation>
        </message>
        <message>
            <source>No copy with marks was saved: {why}</source>
            <translation>Aucune copie avec annotations n'a été enregistrée : {why}</translation>
        </message>
        <message>
            <source>This paper has no marks to copy.</source>
            <translation>Cet article n'a aucune annotation à copier.</translation>
        </message>
        <message numerus="yes">
            <source>Copied %Ln mark(s) as Markdown.</source>
            <translation>
                <numerusform>%Ln annotation copiée en Markdown.</numerusform>
                <numerusform>%Ln annotations copiées en Markdown.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Saved a copy with %Ln mark(s) as {name}</source>
            <translation>
                <numerusform>Copie avec %Ln annotation enregistrée sous {name}</numerusform>
                <numerusform>Copie avec %Ln annotations enregistrée sous {name}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MarkBar</name>
        <message>
            <source>Yellow</source>
            <translation>Jaune</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Vert</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Bleu</translation>
        </message>
        <message>
            <source>Pink</source>
            <translation>Rose</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>Violet</translation>
        </message>
        <message>
            <source>Mark the text</source>
            <translation>Annoter le texte</translation>
        </message>
        <message>
            <source>Highlight in {colour}</source>
            <translation>Surligner en {colour}</translation>
        </message>
        <message>
            <source>Underline</source>
            <translation>Souligner</translation>
        </message>
        <message>
            <source>Underline the text (U)</source>
            <translation>Souligner le texte (U)</translation>
        </message>
        <message>
            <source>Note…</source>
            <translation>Note…</translation>
        </message>
        <message>
            <source>A note in the margin beside the text (N)</source>
            <translation>Une note en marge à côté du texte (N)</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Delete this mark (Delete; Ctrl+Z undoes)</source>
            <translation>Supprimer cette annotation (Delete ; Ctrl+Z l'annule)</translation>
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
            <translation>Annotation ({colour}), {page} : {text}</translation>
        </message>
        <message>
            <source>Open the PDF at this mark</source>
            <translation>Ouvrir le PDF à cette annotation</translation>
        </message>
        <message>
            <source>Not found in this file</source>
            <translation>Introuvable dans ce fichier</translation>
        </message>
        <message>
            <source>The PDF was replaced and this mark's text is not in the new file, so it is not drawn</source>
            <translation>Le PDF a été remplacé et le texte de cette annotation ne figure pas dans le nouveau fichier : elle n'est donc pas affichée</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>Annotations</translation>
        </message>
        <message>
            <source>Copy as Markdown</source>
            <translation>Copier en Markdown</translation>
        </message>
        <message>
            <source>Copy every mark as a Markdown quote with a link to its page</source>
            <translation>Copier chaque annotation sous forme de citation Markdown avec un lien vers sa page</translation>
        </message>
        <message>
            <source>Marks ({count})</source>
            <translation>Annotations ({count})</translation>
        </message>
    </context>
    <context>
        <name>MarkNoteEditor</name>
        <message>
            <source>The mark's note</source>
            <translation>Note de l'annotation</translation>
        </message>
        <message>
            <source>A note beside this passage (Ctrl+Enter saves)</source>
            <translation>Une note à côté de ce passage (Ctrl+Enter enregistre)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
    </context>
    <context>
        <name>MarkdownEdit</name>
        <message>
            <source>Write notes in Markdown: **bold**, *italic*, - lists, [links](https://…)</source>
            <translation>Écrivez vos notes en Markdown : **gras**, *italique*, - listes, [liens](https://…)</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <source>&amp;Paper</source>
            <translation>A&amp;rticle</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Aid&amp;e</translation>
        </message>
        <message>
            <source>&amp;Undo an import</source>
            <translation>&amp;Annuler une importation</translation>
        </message>
        <message>
            <source>Add to &amp;collection</source>
            <translation>Ajouter à une co&amp;llection</translation>
        </message>
        <message>
            <source>Copy citation &amp;in</source>
            <translation>Copier la citation au st&amp;yle</translation>
        </message>
        <message>
            <source>Copy bibliography entry i&amp;n</source>
            <translation>Copier l'entrée au s&amp;tyle</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Thème</translation>
        </message>
        <message>
            <source>&amp;Columns</source>
            <translation>&amp;Colonnes</translation>
        </message>
    </context>
    <context>
        <name>NewPaperDialog</name>
        <message>
            <source>Paste a BibTeX or RIS entry, CSL-JSON, or a link.
A DOI, an arXiv id, a PMID or an ISBN (one or several, a line each) is looked up online when you add it, if Preferences allow; an entry is made from what you paste.</source>
            <translation>Collez une entrée BibTeX ou RIS, du CSL-JSON ou un lien.
Un DOI, un identifiant arXiv, un PMID ou un ISBN (un ou plusieurs, un par ligne) est recherché en ligne quand vous l'ajoutez, si les Préférences le permettent ; une entrée est créée à partir de ce que vous collez.</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texte</translation>
        </message>
        <message>
            <source>New paper</source>
            <translation>Nouvel article</translation>
        </message>
        <message>
            <source>Ways to add the paper</source>
            <translation>Façons d’ajouter l’article</translation>
        </message>
        <message>
            <source>Pasted entry or identifier</source>
            <translation>Entrée ou identifiant collé</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Coller</translation>
        </message>
        <message>
            <source>&amp;Title</source>
            <translation>&amp;Titre</translation>
        </message>
        <message>
            <source>&amp;Authors</source>
            <translation>A&amp;uteurs</translation>
        </message>
        <message>
            <source>&amp;Year</source>
            <translation>&amp;Année</translation>
        </message>
        <message>
            <source>&amp;Venue</source>
            <translation>&amp;Publication</translation>
        </message>
        <message>
            <source>journal or conference</source>
            <translation>revue ou conférence</translation>
        </message>
        <message>
            <source>&amp;DOI</source>
            <translation>&amp;DOI</translation>
        </message>
        <message>
            <source>ar&amp;Xiv id</source>
            <translation>Identifiant ar&amp;Xiv</translation>
        </message>
        <message>
            <source>&amp;Link</source>
            <translation>&amp;Lien</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>Résumé</translation>
        </message>
        <message>
            <source>A&amp;bstract</source>
            <translation>&amp;Résumé</translation>
        </message>
        <message>
            <source>T&amp;ype it in</source>
            <translation>&amp;Saisir</translation>
        </message>
        <message>
            <source>Add paper</source>
            <translation>Ajouter l'article</translation>
        </message>
        <message>
            <source>Recognised {format}: “{title}”.</source>
            <translation>{format} reconnu : « {title} ».</translation>
        </message>
        <message>
            <source>A paper needs a title or an abstract.</source>
            <translation>Un article doit avoir un titre ou un résumé.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln identifier(s): added as they are, marked “not looked up yet” (looking up online is off in Preferences).</source>
            <translation>
                <numerusform>%Ln identifiant : ajouté tel quel, marqué « pas encore recherché » (la recherche en ligne est désactivée dans les Préférences).</numerusform>
                <numerusform>%Ln identifiants : ajoutés tels quels, marqués « pas encore recherché » (la recherche en ligne est désactivée dans les Préférences).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln identifier(s): looked up online when you add them.</source>
            <translation>
                <numerusform>%Ln identifiant : recherché en ligne quand vous l'ajoutez.</numerusform>
                <numerusform>%Ln identifiants : recherchés en ligne quand vous les ajoutez.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Recognised {format}: “{title}” and %Ln more.</source>
            <translation>
                <numerusform>{format} reconnu : « {title} » et %Ln autre.</numerusform>
                <numerusform>{format} reconnu : « {title} » et %Ln autres.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NotOpenedDialog</name>
        <message>
            <source>Could not open</source>
            <translation>Ouverture impossible</translation>
        </message>
        <message>
            <source>Could not open the link</source>
            <translation>Impossible d'ouvrir le lien</translation>
        </message>
        <message>
            <source>No program on this computer opened this file. Its path is below: copy it to open the file yourself.</source>
            <translation>Aucun programme de cet ordinateur n'a ouvert ce fichier. Son chemin figure ci-dessous : copiez-le pour ouvrir le fichier vous-même.</translation>
        </message>
        <message>
            <source>No web browser on this computer opened this link. Copy it and paste it into a browser:</source>
            <translation>Aucun navigateur web de cet ordinateur n'a ouvert ce lien. Copiez-le et collez-le dans un navigateur :</translation>
        </message>
        <message>
            <source>Copy path</source>
            <translation>Copier le chemin</translation>
        </message>
        <message>
            <source>Copy link</source>
            <translation>Copier le lien</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copié</translation>
        </message>
    </context>
    <context>
        <name>NoteOffer</name>
        <message>
            <source>Show their version</source>
            <translation>Afficher leur version</translation>
        </message>
        <message>
            <source>Put their note in the editor (Ctrl+Z there brings yours back)</source>
            <translation>Mettre leur note dans l'éditeur (Ctrl+Z y ramène la vôtre)</translation>
        </message>
        <message>
            <source>Keep mine</source>
            <translation>Garder la mienne</translation>
        </message>
        <message>
            <source>Save what you wrote over theirs</source>
            <translation>Enregistrer ce que vous avez écrit à la place de leur version</translation>
        </message>
        <message>
            <source>This note was changed on {computer} while you were writing.</source>
            <translation>Cette note a été modifiée sur {computer} pendant que vous écriviez.</translation>
        </message>
        <message>
            <source>This note was changed elsewhere while you were writing.</source>
            <translation>Cette note a été modifiée ailleurs pendant que vous écriviez.</translation>
        </message>
    </context>
    <context>
        <name>NotesEditor</name>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Notes save state</source>
            <translation>État d'enregistrement des notes</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>Modifier</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Aperçu</translation>
        </message>
        <message>
            <source>Write the notes (n)</source>
            <translation>Écrire les notes (n)</translation>
        </message>
        <message>
            <source>See the notes rendered</source>
            <translation>Voir le rendu des notes</translation>
        </message>
        <message>
            <source>Notes preview</source>
            <translation>Aperçu des notes</translation>
        </message>
        <message>
            <source>Opening the library…</source>
            <translation>Ouverture de la bibliothèque…</translation>
        </message>
        <message>
            <source>No notes yet. Double-click or press Edit to write some.</source>
            <translation>Pas encore de notes. Double-cliquez ou appuyez sur Modifier pour en écrire.</translation>
        </message>
    </context>
    <context>
        <name>Opening</name>
        <message>
            <source>File not opened</source>
            <translation>Fichier non ouvert</translation>
        </message>
        <message>
            <source>Read this PDF?</source>
            <translation>Lire ce PDF ?</translation>
        </message>
        <message>
            <source>When Lectern read the text of “{name}”, {why}.</source>
            <translation>Quand Lectern a lu le texte de « {name} », {why}.</translation>
        </message>
        <message>
            <source>Lectern's reader may stop on it too, and the window with it (what you saved is safe). Your PDF viewer may open it.</source>
            <translation>Le lecteur de Lectern risque lui aussi de s'y bloquer, et la fenêtre avec lui (ce que vous avez enregistré ne risque rien). Votre visionneuse PDF pourra peut-être l'ouvrir.</translation>
        </message>
        <message>
            <source>Read in Lectern anyway</source>
            <translation>Lire dans Lectern quand même</translation>
        </message>
        <message>
            <source>Open in your viewer</source>
            <translation>Ouvrir dans votre visionneuse</translation>
        </message>
    </context>
    <context>
        <name>PageView</name>
        <message>
            <source>PDF pages</source>
            <translation>Pages du PDF</translation>
        </message>
        <message>
            <source>Page {page}</source>
            <translation>Page {page}</translation>
        </message>
    </context>
    <context>
        <name>PaperActions</name>
        <message>
            <source>No DOI, arXiv id or link to copy for the selection.</source>
            <translation>Aucun DOI, identifiant arXiv ou lien à copier pour la sélection.</translation>
        </message>
        <message>
            <source>This paper has no DOI, arXiv id, link or attached file to open.</source>
            <translation>Cet article n'a aucun DOI, identifiant arXiv, lien ou fichier joint à ouvrir.</translation>
        </message>
        <message numerus="yes">
            <source>Copied the BibTeX of %Ln paper(s).</source>
            <translation>
                <numerusform>BibTeX de %Ln article copié.</numerusform>
                <numerusform>BibTeX de %Ln articles copié.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the link of %Ln paper(s).</source>
            <translation>
                <numerusform>Lien de %Ln article copié.</numerusform>
                <numerusform>Liens de %Ln articles copiés.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PaperForm</name>
        <message>
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>Auteurs</translation>
        </message>
        <message>
            <source>Ada Lovelace; Alan Turing</source>
            <translation>Ada Lovelace; Alan Turing</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Année</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>Publication</translation>
        </message>
        <message>
            <source>journal, conference or publisher</source>
            <translation>revue, conférence ou éditeur</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Volume</translation>
        </message>
        <message>
            <source>Issue</source>
            <translation>Numéro</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>Pages</translation>
        </message>
        <message>
            <source>arXiv id</source>
            <translation>Identifiant arXiv</translation>
        </message>
        <message>
            <source>Citation key</source>
            <translation>Clé de citation</translation>
        </message>
        <message>
            <source>Entry type</source>
            <translation>Type d'entrée</translation>
        </message>
        <message>
            <source>article, book, inproceedings, …</source>
            <translation>article, book, inproceedings, …</translation>
        </message>
        <message>
            <source>Edit details</source>
            <translation>Modifier les détails</translation>
        </message>
        <message>
            <source>What LaTeX and Pandoc documents cite the paper by; unique in the library. Edit → Regenerate citation key makes it again from the first author, year and title.</source>
            <translation>Ce par quoi les documents LaTeX et Pandoc citent l'article ; unique dans la bibliothèque. Édition → Régénérer la clé de citation la recrée à partir du premier auteur, de l'année et du titre.</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>Liens</translation>
        </message>
        <message>
            <source>one per line</source>
            <translation>un par ligne</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Fichiers</translation>
        </message>
        <message>
            <source>local files, one path per line</source>
            <translation>fichiers locaux, un chemin par ligne</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>Résumé</translation>
        </message>
        <message>
            <source>Save ({keys})</source>
            <translation>Enregistrer ({keys})</translation>
        </message>
        <message>
            <source>Also recorded: {values}</source>
            <translation>Également enregistré : {values}</translation>
        </message>
        <message>
            <source>{keys} or {key}</source>
            <translation>{keys} ou {key}</translation>
        </message>
    </context>
    <context>
        <name>PaperTableModel</name>
        <message>
            <source>{title} (title derived from the abstract)</source>
            <translation>{title} (titre tiré du résumé)</translation>
        </message>
        <message>
            <source>{title} (title made from its DOI)</source>
            <translation>{title} (titre tiré de son DOI)</translation>
        </message>
        <message>
            <source>{title} (title made from its arXiv id)</source>
            <translation>{title} (titre tiré de son identifiant arXiv)</translation>
        </message>
        <message>
            <source>{title} (title made from its link)</source>
            <translation>{title} (titre tiré de son lien)</translation>
        </message>
        <message>
            <source>{title} (title made by Lectern)</source>
            <translation>{title} (titre créé par Lectern)</translation>
        </message>
        <message>
            <source>The best match</source>
            <translation>Le meilleur résultat</translation>
        </message>
        <message>
            <source>The {rank}st best match</source>
            <translation>Le {rank}e meilleur résultat</translation>
        </message>
        <message>
            <source>The {rank}nd best match</source>
            <translation>Le {rank}e meilleur résultat</translation>
        </message>
        <message>
            <source>The {rank}rd best match</source>
            <translation>Le {rank}e meilleur résultat</translation>
        </message>
        <message>
            <source>The {rank}th best match</source>
            <translation>Le {rank}e meilleur résultat</translation>
        </message>
        <message>
            <source>{authors} et al.</source>
            <translation>{authors} et al.</translation>
        </message>
        <message>
            <source>Found only in its PDF: the search words are not in its title, abstract or notes</source>
            <translation>Trouvé seulement dans son PDF : les mots recherchés ne figurent pas dans son titre, son résumé ou ses notes</translation>
        </message>
        <message>
            <source>Papers with notes</source>
            <translation>Articles avec notes</translation>
        </message>
        <message>
            <source>Best match first — click to list the results in relevance order</source>
            <translation>Meilleur résultat en premier — cliquez pour lister les résultats par pertinence</translation>
        </message>
        <message>
            <source>Not rated</source>
            <translation>Non évalué</translation>
        </message>
        <message numerus="yes">
            <source>{rating} of %Ln star(s)</source>
            <translation>
                <numerusform>{rating} sur %Ln étoile</numerusform>
                <numerusform>{rating} sur %Ln étoiles</numerusform>
            </translation>
        </message>
        <message>
            <source>Has notes</source>
            <translation>Contient des notes</translation>
        </message>
        <message>
            <source>{title} (title {made_from})</source>
            <translation>{title} (titre {made_from})</translation>
        </message>
        <message>
            <source>Not rated — click to rate</source>
            <translation>Non évalué — cliquez pour évaluer</translation>
        </message>
        <message>
            <source>{rating} of 5 stars — click to rate</source>
            <translation>Évaluation : {rating} sur 5 — cliquez pour évaluer</translation>
        </message>
        <message>
            <source>Read to page {reached} of {pages}; left at page {page}</source>
            <translation>Lu jusqu'à la page {reached} sur {pages} ; arrêté à la page {page}</translation>
        </message>
        <message>
            <source>{key} (also cited as {aliases})</source>
            <translation>{key} (aussi citée comme {aliases})</translation>
        </message>
    </context>
    <context>
        <name>PaperView</name>
        <message>
            <source>Papers</source>
            <translation>Articles</translation>
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
            <translation>Dans le PDF</translation>
        </message>
        <message>
            <source>Passages of the PDF that match the search</source>
            <translation>Passages du PDF qui correspondent à la recherche</translation>
        </message>
    </context>
    <context>
        <name>PdfTextReading</name>
        <message>
            <source>Reading PDFs</source>
            <translation>Lecture des PDF</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <source>Preferences</source>
            <translation>Préférences</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Langue du système</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <source>Lectern shows the new language the next time it starts.</source>
            <translation>Lectern affichera la nouvelle langue au prochain démarrage.</translation>
        </message>
        <message>
            <source>Citing</source>
            <translation>Citation</translation>
        </message>
        <message>
            <source>Citation style</source>
            <translation>Style de citation</translation>
        </message>
        <message>
            <source>Citation &amp;style:</source>
            <translation>&amp;Style de citation :</translation>
        </message>
        <message>
            <source>Citation &amp;keys:</source>
            <translation>&amp;Clés de citation :</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>Lecture</translation>
        </message>
        <message>
            <source>&amp;Status follows reading in the reader</source>
            <translation>Le s&amp;tatut suit la lecture dans le lecteur</translation>
        </message>
        <message>
            <source>Opening a new or to-read paper's PDF marks it reading; reaching its last page marks it read (each can be undone)</source>
            <translation>Ouvrir le PDF d'un article nouveau ou à lire le marque en cours ; atteindre sa dernière page le marque lu (chaque changement peut être annulé)</translation>
        </message>
        <message>
            <source>Online</source>
            <translation>En ligne</translation>
        </message>
        <message>
            <source>Look papers &amp;up online when I ask</source>
            <translation>Rechercher les articles en ligne q&amp;uand je le demande</translation>
        </message>
        <message>
            <source>New paper with a DOI, arXiv id, PMID or ISBN, and Paper → Look up online, ask Crossref, DataCite, arXiv, PubMed or Open Library, sending only the identifier. Off: Lectern never connects.</source>
            <translation>Nouvel article avec un DOI, un identifiant arXiv, un PMID ou un ISBN, et Article → Rechercher en ligne, interrogent Crossref, DataCite, arXiv, PubMed ou Open Library en n'envoyant que l'identifiant. Désactivé : Lectern ne se connecte jamais.</translation>
        </message>
        <message>
            <source>Given to Crossref with each lookup, as it asks, so it answers from its “polite pool”</source>
            <translation>Transmise à Crossref à chaque recherche, comme il le demande, pour qu'il réponde depuis son « polite pool »</translation>
        </message>
        <message>
            <source>Contact &amp;e-mail:</source>
            <translation>&amp;E-mail de contact :</translation>
        </message>
        <message>
            <source>Styles</source>
            <translation>Styles</translation>
        </message>
        <message>
            <source>Citation styles</source>
            <translation>Styles de citation</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Ajouter…</translation>
        </message>
        <message>
            <source>Add a CSL style file (.csl), e.g. from zotero.org/styles</source>
            <translation>Ajouter un fichier de style CSL (.csl), par exemple depuis zotero.org/styles</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Retirer</translation>
        </message>
        <message>
            <source>{title}  (comes with Lectern)</source>
            <translation>{title}  (fourni avec Lectern)</translation>
        </message>
        <message>
            <source>{title}  (yours: {file})</source>
            <translation>{title}  (le vôtre : {file})</translation>
        </message>
        <message>
            <source>{file}  (not used: {problem})</source>
            <translation>{file}  (non utilisé : {problem})</translation>
        </message>
        <message>
            <source>CSL citation styles</source>
            <translation>Styles de citation CSL</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Tous les fichiers</translation>
        </message>
        <message>
            <source>Add a citation style</source>
            <translation>Ajouter un style de citation</translation>
        </message>
        <message>
            <source>Checking the style…</source>
            <translation>Vérification du style…</translation>
        </message>
        <message>
            <source>Not added: {reason}</source>
            <translation>Non ajouté : {reason}</translation>
        </message>
        <message>
            <source>Added {title}.</source>
            <translation>{title} ajouté.</translation>
        </message>
        <message>
            <source>Removed {title}.</source>
            <translation>{title} retiré.</translation>
        </message>
    </context>
    <context>
        <name>QueueActions</name>
        <message>
            <source>Up next is empty: press q on a paper to add it.</source>
            <translation>La file de lecture est vide : appuyez sur q sur un article pour l'y ajouter.</translation>
        </message>
        <message>
            <source>Next paper</source>
            <translation>Article suivant</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) added to Up next</source>
            <translation>
                <numerusform>%Ln article ajouté à la file de lecture</numerusform>
                <numerusform>%Ln articles ajoutés à la file de lecture</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) added to the front of Up next</source>
            <translation>
                <numerusform>%Ln article ajouté en tête de la file de lecture</numerusform>
                <numerusform>%Ln articles ajoutés en tête de la file de lecture</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved down in Up next</source>
            <translation>
                <numerusform>%Ln article descendu dans la file de lecture</numerusform>
                <numerusform>%Ln articles descendus dans la file de lecture</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved in Up next</source>
            <translation>
                <numerusform>%Ln article déplacé dans la file de lecture</numerusform>
                <numerusform>%Ln articles déplacés dans la file de lecture</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved up in Up next</source>
            <translation>
                <numerusform>%Ln article monté dans la file de lecture</numerusform>
                <numerusform>%Ln articles montés dans la file de lecture</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of Up next</source>
            <translation>
                <numerusform>%Ln article retiré de la file de lecture</numerusform>
                <numerusform>%Ln articles retirés de la file de lecture</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to Up next</source>
            <translation>
                <numerusform>Ajouter %Ln article à la file de lecture</numerusform>
                <numerusform>Ajouter %Ln articles à la file de lecture</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to the front of Up next</source>
            <translation>
                <numerusform>Ajouter %Ln article en tête de la file de lecture</numerusform>
                <numerusform>Ajouter %Ln articles en tête de la file de lecture</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) down in Up next</source>
            <translation>
                <numerusform>Descendre %Ln article dans la file de lecture</numerusform>
                <numerusform>Descendre %Ln articles dans la file de lecture</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) in Up next</source>
            <translation>
                <numerusform>Déplacer %Ln article dans la file de lecture</numerusform>
                <numerusform>Déplacer %Ln articles dans la file de lecture</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) up in Up next</source>
            <translation>
                <numerusform>Monter %Ln article dans la file de lecture</numerusform>
                <numerusform>Monter %Ln articles dans la file de lecture</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take %Ln paper(s) out of Up next</source>
            <translation>
                <numerusform>Retirer %Ln article de la file de lecture</numerusform>
                <numerusform>Retirer %Ln articles de la file de lecture</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reader</name>
        <message>
            <source>Reader</source>
            <translation>Lecteur</translation>
        </message>
        <message>
            <source>Why the PDF is not shown</source>
            <translation>Pourquoi le PDF n'est pas affiché</translation>
        </message>
        <message>
            <source>The paper being read</source>
            <translation>L'article en cours de lecture</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>Page</translation>
        </message>
        <message>
            <source>&amp;Go to</source>
            <translation>&amp;Aller</translation>
        </message>
        <message>
            <source>Go to page</source>
            <translation>Aller à la page</translation>
        </message>
        <message>
            <source>Go to a page (Ctrl+G)</source>
            <translation>Aller à une page (Ctrl+G)</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Zoom arrière</translation>
        </message>
        <message>
            <source>Zoom out (Ctrl+-)</source>
            <translation>Zoom arrière (Ctrl+-)</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Zoom avant</translation>
        </message>
        <message>
            <source>Zoom in (Ctrl++)</source>
            <translation>Zoom avant (Ctrl++)</translation>
        </message>
        <message>
            <source>Fit the page to the width (Ctrl+0)</source>
            <translation>Ajuster la page à la largeur (Ctrl+0)</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>Ajuster à la largeur</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>Rechercher</translation>
        </message>
        <message>
            <source>Find in this PDF (Ctrl+F)</source>
            <translation>Rechercher dans ce PDF (Ctrl+F)</translation>
        </message>
        <message>
            <source>Quote</source>
            <translation>Citer</translation>
        </message>
        <message>
            <source>Quote the selected text into the notes (Ctrl+Shift+Q)</source>
            <translation>Citer le texte sélectionné dans les notes (Ctrl+Shift+Q)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Back to the list; Lectern keeps the page (Esc)</source>
            <translation>Retour à la liste ; Lectern garde la page (Esc)</translation>
        </message>
        <message>
            <source>Opening…</source>
            <translation>Ouverture…</translation>
        </message>
        <message>
            <source>{problem}

{path}

Press Esc to go back.</source>
            <translation>{problem}

{path}

Appuyez sur Esc pour revenir.</translation>
        </message>
        <message>
            <source>Page {page} of {pages}</source>
            <translation>Page {page} sur {pages}</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>Select some text with the mouse first, then quote it.</source>
            <translation>Sélectionnez d'abord du texte avec la souris, puis citez-le.</translation>
        </message>
        <message>
            <source>The PDF is still being read; mark it again.</source>
            <translation>Le PDF est encore en cours de lecture ; refaites l'annotation.</translation>
        </message>
    </context>
    <context>
        <name>ReaderMarks</name>
        <message>
            <source>Find the marks again in a replaced PDF</source>
            <translation>Retrouver les annotations dans un PDF remplacé</translation>
        </message>
        <message>
            <source>Highlight a passage</source>
            <translation>Surligner un passage</translation>
        </message>
        <message>
            <source>Highlighted on page {page}</source>
            <translation>Surligné à la page {page}</translation>
        </message>
        <message>
            <source>Underline a passage</source>
            <translation>Souligner un passage</translation>
        </message>
        <message>
            <source>Underlined on page {page}</source>
            <translation>Souligné à la page {page}</translation>
        </message>
        <message>
            <source>Add a margin note</source>
            <translation>Ajouter une note en marge</translation>
        </message>
        <message>
            <source>Margin note added on page {page}</source>
            <translation>Note en marge ajoutée à la page {page}</translation>
        </message>
        <message>
            <source>Recolour a mark</source>
            <translation>Changer la couleur d'une annotation</translation>
        </message>
        <message>
            <source>Change a mark</source>
            <translation>Modifier une annotation</translation>
        </message>
        <message>
            <source>Edit a mark's note</source>
            <translation>Modifier la note d'une annotation</translation>
        </message>
        <message>
            <source>Delete a mark</source>
            <translation>Supprimer une annotation</translation>
        </message>
        <message>
            <source>Mark deleted</source>
            <translation>Annotation supprimée</translation>
        </message>
    </context>
    <context>
        <name>ReadingStatsDialog</name>
        <message>
            <source>Reading stats</source>
            <translation>Statistiques de lecture</translation>
        </message>
        <message>
            <source>read this week</source>
            <translation>lus cette semaine</translation>
        </message>
        <message>
            <source>to read</source>
            <translation>à lire</translation>
        </message>
        <message>
            <source>reading</source>
            <translation>en cours</translation>
        </message>
        <message>
            <source>days to read (median)</source>
            <translation>jours pour lire (médiane)</translation>
        </message>
        <message>
            <source>Papers finished per week</source>
            <translation>Articles terminés par semaine</translation>
        </message>
        <message>
            <source>Papers opened per week</source>
            <translation>Articles ouverts par semaine</translation>
        </message>
        <message>
            <source>To-read backlog</source>
            <translation>Pile d'articles à lire</translation>
        </message>
        <message numerus="yes">
            <source>read in %Ln week(s)</source>
            <translation>
                <numerusform>lus en %Ln semaine</numerusform>
                <numerusform>lus en %Ln semaines</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RebuildProgress</name>
        <message>
            <source>Rebuilding the search index…</source>
            <translation>Reconstruction de l'index de recherche…</translation>
        </message>
        <message numerus="yes">
            <source>Rebuilding the search index… {done} of %Ln paper(s)</source>
            <translation>
                <numerusform>Reconstruction de l'index de recherche… {done} sur %Ln article</numerusform>
                <numerusform>Reconstruction de l'index de recherche… {done} sur %Ln articles</numerusform>
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
            <translation>Restaurer</translation>
        </message>
        <message>
            <source>Merge into this paper</source>
            <translation>Fusionner dans cet article</translation>
        </message>
        <message>
            <source>Keep every value and note of all of them in this one (Ctrl+Z undoes it)</source>
            <translation>Garder toutes les valeurs et notes de chacun dans celui-ci (Ctrl+Z l'annule)</translation>
        </message>
        <message>
            <source>Not duplicates</source>
            <translation>Pas des doublons</translation>
        </message>
        <message>
            <source>They are different works: stop listing them</source>
            <translation>Ce sont des œuvres différentes : ne plus les lister</translation>
        </message>
        <message>
            <source>&lt;b&gt;In the Trash&lt;/b&gt; since {when}. It is left out of searches until you restore it.</source>
            <translation>&lt;b&gt;Dans la corbeille&lt;/b&gt; depuis {when}. Il est exclu des recherches jusqu'à ce que vous le restauriez.</translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>… et %Ln autre</numerusform>
                <numerusform>… et %Ln autres</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Possible duplicate&lt;/b&gt; ({reasons}) of:</source>
            <translation>&lt;b&gt;Doublon possible&lt;/b&gt; ({reasons}) de :</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{done} — Ctrl+Z undoes it</source>
            <translation>{done} — Ctrl+Z l'annule</translation>
        </message>
        <message>
            <source>Delete for good…</source>
            <translation>Supprimer définitivement…</translation>
        </message>
        <message>
            <source>Take out of Up next</source>
            <translation>Retirer de la file de lecture</translation>
        </message>
        <message>
            <source>Move to &amp;Trash</source>
            <translation>Mettre à la &amp;corbeille</translation>
        </message>
        <message>
            <source>That paper is already in the library; nothing was added.</source>
            <translation>Cet article est déjà dans la bibliothèque ; rien n'a été ajouté.</translation>
        </message>
        <message>
            <source>Add a paper</source>
            <translation>Ajouter un article</translation>
        </message>
        <message>
            <source>Attach files to the paper</source>
            <translation>Joindre des fichiers à l'article</translation>
        </message>
        <message>
            <source>The citation key {old} is now {new}</source>
            <translation>La clé de citation {old} est maintenant {new}</translation>
        </message>
        <message>
            <source>{key} is the key the pattern makes already; nothing changed.</source>
            <translation>{key} est déjà la clé que produit le modèle ; rien n'a changé.</translation>
        </message>
        <message>
            <source>Edit paper details</source>
            <translation>Modifier les détails de l'article</translation>
        </message>
        <message>
            <source>Paper details saved</source>
            <translation>Détails de l'article enregistrés</translation>
        </message>
        <message>
            <source>Delete for good</source>
            <translation>Supprimer définitivement</translation>
        </message>
        <message>
            <source>The Trash is empty.</source>
            <translation>La corbeille est vide.</translation>
        </message>
        <message>
            <source>Empty Trash</source>
            <translation>Vider la corbeille</translation>
        </message>
        <message>
            <source>Empty the Trash</source>
            <translation>Vider la corbeille</translation>
        </message>
        <message>
            <source>Mark as not duplicates</source>
            <translation>Marquer comme non-doublons</translation>
        </message>
        <message>
            <source>Reading the imports…</source>
            <translation>Lecture des importations…</translation>
        </message>
        <message>
            <source>No imports to undo</source>
            <translation>Aucune importation à annuler</translation>
        </message>
        <message numerus="yes">
            <source>%Ln citation key(s) made again, {kept} already the pattern's</source>
            <translation>
                <numerusform>%Ln clé de citation recréée, {kept} déjà conformes au modèle</numerusform>
                <numerusform>%Ln clés de citation recréées, {kept} déjà conformes au modèle</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s) attached (Lectern keeps the path only)</source>
            <translation>
                <numerusform>%Ln fichier joint (Lectern ne garde que le chemin)</numerusform>
                <numerusform>%Ln fichiers joints (Lectern ne garde que le chemin)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) deleted</source>
            <translation>
                <numerusform>%Ln article supprimé</numerusform>
                <numerusform>%Ln articles supprimés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) marked as different works</source>
            <translation>
                <numerusform>%Ln article marqué comme œuvre différente</numerusform>
                <numerusform>%Ln articles marqués comme œuvres différentes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) merged into one; every value and note kept</source>
            <translation>
                <numerusform>%Ln article fusionné en un seul ; toutes les valeurs et notes conservées</numerusform>
                <numerusform>%Ln articles fusionnés en un seul ; toutes les valeurs et notes conservées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved to the Trash</source>
            <translation>
                <numerusform>%Ln article mis à la corbeille</numerusform>
                <numerusform>%Ln articles mis à la corbeille</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) restored from the Trash</source>
            <translation>
                <numerusform>%Ln article restauré depuis la corbeille</numerusform>
                <numerusform>%Ln articles restaurés depuis la corbeille</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln article ajouté</numerusform>
                <numerusform>%Ln articles ajoutés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Attach %Ln file(s)</source>
            <translation>
                <numerusform>Joindre %Ln fichier</numerusform>
                <numerusform>Joindre %Ln fichiers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) and their notes for good?</source>
            <translation>
                <numerusform>Supprimer définitivement %Ln article et ses notes ?</numerusform>
                <numerusform>Supprimer définitivement %Ln articles et leurs notes ?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) for good</source>
            <translation>
                <numerusform>Supprimer définitivement %Ln article</numerusform>
                <numerusform>Supprimer définitivement %Ln articles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete the %Ln paper(s) in the Trash, and their notes, for good?</source>
            <translation>
                <numerusform>Supprimer définitivement %Ln article de la corbeille, et ses notes ?</numerusform>
                <numerusform>Supprimer définitivement les %Ln articles de la corbeille, et leurs notes ?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Import undone: %Ln paper(s) moved to the Trash</source>
            <translation>
                <numerusform>Importation annulée : %Ln article mis à la corbeille</numerusform>
                <numerusform>Importation annulée : %Ln articles mis à la corbeille</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Merge %Ln paper(s)</source>
            <translation>
                <numerusform>Fusionner %Ln article</numerusform>
                <numerusform>Fusionner %Ln articles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) to the Trash</source>
            <translation>
                <numerusform>Mettre %Ln article à la corbeille</numerusform>
                <numerusform>Mettre %Ln articles à la corbeille</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Regenerate the citation key of %Ln paper(s)</source>
            <translation>
                <numerusform>Régénérer la clé de citation de %Ln article</numerusform>
                <numerusform>Régénérer les clés de citation de %Ln articles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Restore %Ln paper(s)</source>
            <translation>
                <numerusform>Restaurer %Ln article</numerusform>
                <numerusform>Restaurer %Ln articles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The Trash is empty: %Ln paper(s) deleted</source>
            <translation>
                <numerusform>La corbeille est vide : %Ln article supprimé</numerusform>
                <numerusform>La corbeille est vide : %Ln articles supprimés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC</source>
            <translation>
                <numerusform>{name} — %Ln article ajouté, {when} UTC</numerusform>
                <numerusform>{name} — %Ln articles ajoutés, {when} UTC</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC (undone)</source>
            <translation>
                <numerusform>{name} — %Ln article ajouté, {when} UTC (importation annulée)</numerusform>
                <numerusform>{name} — %Ln articles ajoutés, {when} UTC (importation annulée)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RelatedList</name>
        <message>
            <source>Untitled</source>
            <translation>Sans titre</translation>
        </message>
        <message>
            <source>{author} et al.</source>
            <translation>{author} et al.</translation>
        </message>
        <message>
            <source>Related papers</source>
            <translation>Articles apparentés</translation>
        </message>
        <message>
            <source>Finding related papers…</source>
            <translation>Recherche d'articles apparentés…</translation>
        </message>
        <message>
            <source>No closely related papers in your library.</source>
            <translation>Aucun article étroitement apparenté dans votre bibliothèque.</translation>
        </message>
    </context>
    <context>
        <name>RenderThread</name>
        <message>
            <source>This file is damaged, so Lectern cannot show it.</source>
            <translation>Ce fichier est endommagé : Lectern ne peut pas l'afficher.</translation>
        </message>
    </context>
    <context>
        <name>SafeTextBrowser</name>
        <message>
            <source>[image: {name}]</source>
            <translation>[image : {name}]</translation>
        </message>
        <message>
            <source>Read page {page} in Lectern</source>
            <translation>Lire la page {page} dans Lectern</translation>
        </message>
        <message>
            <source>Not opened (not a web link): {link}</source>
            <translation>Non ouvert (ce n'est pas un lien web) : {link}</translation>
        </message>
    </context>
    <context>
        <name>SaveState</name>
        <message>
            <source>Saving…</source>
            <translation>Enregistrement…</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Enregistré</translation>
        </message>
        <message>
            <source>Not saved — retrying</source>
            <translation>Non enregistré — nouvel essai</translation>
        </message>
    </context>
    <context>
        <name>Scope</name>
        <message>
            <source>All papers</source>
            <translation>Tous les articles</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>File de lecture</translation>
        </message>
        <message>
            <source>Recently read</source>
            <translation>Lus récemment</translation>
        </message>
        <message>
            <source>Starred</source>
            <translation>Étoilés</translation>
        </message>
        <message>
            <source>Recommended</source>
            <translation>Recommandés</translation>
        </message>
        <message>
            <source>Possible duplicates</source>
            <translation>Doublons possibles</translation>
        </message>
        <message>
            <source>Trash</source>
            <translation>Corbeille</translation>
        </message>
    </context>
    <context>
        <name>SearchBox</name>
        <message>
            <source>Search titles, authors, abstracts, notes…   ( / )</source>
            <translation>Rechercher titres, auteurs, résumés, notes…   ( / )</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Rechercher</translation>
        </message>
        <message>
            <source>Search syntax</source>
            <translation>Syntaxe de recherche</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>Effacer la recherche</translation>
        </message>
    </context>
    <context>
        <name>SearchNotice</name>
        <message>
            <source>Clear search</source>
            <translation>Effacer la recherche</translation>
        </message>
        <message>
            <source>Show every paper of this view</source>
            <translation>Afficher tous les articles de cette vue</translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in Up next match “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article de la file de lecture, aucun ne correspond à « {words} »</numerusform>
                <numerusform>Aucun des %Ln articles de la file de lecture ne correspond à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in the Trash match “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article de la corbeille, aucun ne correspond à « {words} »</numerusform>
                <numerusform>Aucun des %Ln articles de la corbeille ne correspond à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in {view} match “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article dans {view}, aucun ne correspond à « {words} »</numerusform>
                <numerusform>Aucun des %Ln articles dans {view} ne correspond à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln possible duplicate(s) match “{words}”</source>
            <translation>
                <numerusform>Sur %Ln doublon possible, aucun ne correspond à « {words} »</numerusform>
                <numerusform>Aucun des %Ln doublons possibles ne correspond à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recently read paper(s) match “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article lu récemment, aucun ne correspond à « {words} »</numerusform>
                <numerusform>Aucun des %Ln articles lus récemment ne correspond à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recommended paper(s) match “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article recommandé, aucun ne correspond à « {words} »</numerusform>
                <numerusform>Aucun des %Ln articles recommandés ne correspond à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next match “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article de la file de lecture, {shown} correspondent à « {words} »</numerusform>
                <numerusform>{shown} des %Ln articles de la file de lecture correspondent à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next matches “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article de la file de lecture, {shown} correspond à « {words} »</numerusform>
                <numerusform>{shown} des %Ln articles de la file de lecture correspond à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash match “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article de la corbeille, {shown} correspondent à « {words} »</numerusform>
                <numerusform>{shown} des %Ln articles de la corbeille correspondent à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash matches “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article de la corbeille, {shown} correspond à « {words} »</numerusform>
                <numerusform>{shown} des %Ln articles de la corbeille correspond à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} match “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article dans {view}, {shown} correspondent à « {words} »</numerusform>
                <numerusform>{shown} des %Ln articles dans {view} correspondent à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} matches “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article dans {view}, {shown} correspond à « {words} »</numerusform>
                <numerusform>{shown} des %Ln articles dans {view} correspond à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) match “{words}”</source>
            <translation>
                <numerusform>Sur %Ln doublon possible, {shown} correspondent à « {words} »</numerusform>
                <numerusform>{shown} des %Ln doublons possibles correspondent à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) matches “{words}”</source>
            <translation>
                <numerusform>Sur %Ln doublon possible, {shown} correspond à « {words} »</numerusform>
                <numerusform>{shown} des %Ln doublons possibles correspond à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) match “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article lu récemment, {shown} correspondent à « {words} »</numerusform>
                <numerusform>{shown} des %Ln articles lus récemment correspondent à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) matches “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article lu récemment, {shown} correspond à « {words} »</numerusform>
                <numerusform>{shown} des %Ln articles lus récemment correspond à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) match “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article recommandé, {shown} correspondent à « {words} »</numerusform>
                <numerusform>{shown} des %Ln articles recommandés correspondent à « {words} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) matches “{words}”</source>
            <translation>
                <numerusform>Sur %Ln article recommandé, {shown} correspond à « {words} »</numerusform>
                <numerusform>{shown} des %Ln articles recommandés correspond à « {words} »</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SelectionPanel</name>
        <message numerus="yes">
            <source>%Ln paper(s) selected</source>
            <translation>
                <numerusform>%Ln article sélectionné</numerusform>
                <numerusform>%Ln articles sélectionnés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln rated</source>
            <translation>
                <numerusform>%Ln évalué</numerusform>
                <numerusform>%Ln évalués</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln New</source>
            <translation>
                <numerusform>%Ln Nouveau</numerusform>
                <numerusform>%Ln Nouveaux</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln To read</source>
            <translation>
                <numerusform>%Ln À lire</numerusform>
                <numerusform>%Ln À lire</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Reading</source>
            <translation>
                <numerusform>%Ln En cours</numerusform>
                <numerusform>%Ln En cours</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Read</source>
            <translation>
                <numerusform>%Ln Lu</numerusform>
                <numerusform>%Ln Lus</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Dropped</source>
            <translation>
                <numerusform>%Ln Abandonné</numerusform>
                <numerusform>%Ln Abandonnés</numerusform>
            </translation>
        </message>
        <message>
            <source>Mark every selected paper as new ({key})</source>
            <translation>Marquer tous les articles sélectionnés comme nouveaux ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as to read ({key})</source>
            <translation>Marquer tous les articles sélectionnés comme à lire ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as reading ({key})</source>
            <translation>Marquer tous les articles sélectionnés comme en cours ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as read ({key})</source>
            <translation>Marquer tous les articles sélectionnés comme lus ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as dropped ({key})</source>
            <translation>Marquer tous les articles sélectionnés comme abandonnés ({key})</translation>
        </message>
        <message>
            <source>Mark selected as New</source>
            <translation>Marquer la sélection comme Nouveau</translation>
        </message>
        <message>
            <source>Mark selected as To read</source>
            <translation>Marquer la sélection comme À lire</translation>
        </message>
        <message>
            <source>Mark selected as Reading</source>
            <translation>Marquer la sélection comme En cours</translation>
        </message>
        <message>
            <source>Mark selected as Read</source>
            <translation>Marquer la sélection comme Lu</translation>
        </message>
        <message>
            <source>Mark selected as Dropped</source>
            <translation>Marquer la sélection comme Abandonné</translation>
        </message>
        <message>
            <source>What you do here applies to every selected paper, and Ctrl+Z undoes it.</source>
            <translation>Ce que vous faites ici s'applique à chaque article sélectionné, et Ctrl+Z l'annule.</translation>
        </message>
        <message>
            <source>Mark as</source>
            <translation>Marquer comme</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Évaluer</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Effacer</translation>
        </message>
        <message>
            <source>Clear the rating of every selected paper</source>
            <translation>Effacer l'évaluation de tous les articles sélectionnés</translation>
        </message>
        <message>
            <source>Tag</source>
            <translation>Étiqueter</translation>
        </message>
        <message>
            <source>Add tags to all, comma-separated, then Enter</source>
            <translation>Ajouter des étiquettes à tous, séparées par des virgules, puis Enter</translation>
        </message>
        <message>
            <source>Add tags to the selected papers</source>
            <translation>Ajouter des étiquettes aux articles sélectionnés</translation>
        </message>
        <message>
            <source>Also</source>
            <translation>Aussi</translation>
        </message>
        <message>
            <source>Add to collection</source>
            <translation>Ajouter à une collection</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Raccourcis clavier</translation>
        </message>
        <message>
            <source>or</source>
            <translation>ou</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Library</source>
            <translation>Bibliothèque</translation>
        </message>
        <message>
            <source>Starred</source>
            <translation>Étoilés</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Étiquettes</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>Collections</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>Recherches enregistrées</translation>
        </message>
        <message>
            <source>For you</source>
            <translation>Pour vous</translation>
        </message>
        <message>
            <source>(no collection)</source>
            <translation>(aucune collection)</translation>
        </message>
        <message>
            <source>Library views</source>
            <translation>Vues de la bibliothèque</translation>
        </message>
        <message>
            <source>Your reading queue, next first: q adds a paper, Ctrl+Enter opens it</source>
            <translation>Votre file de lecture, le prochain en premier : q ajoute un article, Ctrl+Enter l'ouvre</translation>
        </message>
        <message>
            <source>The last 50 papers you read in Lectern, the most recent first</source>
            <translation>Les 50 derniers articles lus dans Lectern, le plus récent en premier</translation>
        </message>
        <message>
            <source>Papers that might be the same work: merge them, or say they differ</source>
            <translation>Articles qui pourraient être la même œuvre : fusionnez-les, ou indiquez qu'ils diffèrent</translation>
        </message>
        <message>
            <source>Deleted papers, until you empty the Trash; Restore brings one back</source>
            <translation>Articles supprimés, jusqu'à ce que vous vidiez la corbeille ; Restaurer en récupère un</translation>
        </message>
        <message>
            <source>Papers most like your starred ones that you have not read</source>
            <translation>Les articles les plus proches de vos articles étoilés, que vous n'avez pas lus</translation>
        </message>
        <message>
            <source>Save search</source>
            <translation>Enregistrer la recherche</translation>
        </message>
        <message>
            <source>Name for this search:</source>
            <translation>Nom de cette recherche :</translation>
        </message>
        <message>
            <source>Rename saved search</source>
            <translation>Renommer la recherche enregistrée</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Nouveau nom :</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Renommer…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Delete collection (its papers stay; the ones inside move up)</source>
            <translation>Supprimer la collection (ses articles restent ; les collections qu'elle contient remontent d'un niveau)</translation>
        </message>
        <message>
            <source>Delete collection (its papers stay)</source>
            <translation>Supprimer la collection (ses articles restent)</translation>
        </message>
        <message>
            <source>Move to…</source>
            <translation>Déplacer vers…</translation>
        </message>
        <message>
            <source>Merge into…</source>
            <translation>Fusionner dans…</translation>
        </message>
        <message>
            <source>New collection inside…</source>
            <translation>Nouvelle collection dans…</translation>
        </message>
        <message>
            <source>New collection…</source>
            <translation>Nouvelle collection…</translation>
        </message>
        <message>
            <source>Empty Trash…</source>
            <translation>Vider la corbeille…</translation>
        </message>
        <message>
            <source>Save current search…</source>
            <translation>Enregistrer la recherche actuelle…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln star(s) and up</source>
            <translation>
                <numerusform>%Ln étoile et plus</numerusform>
                <numerusform>%Ln étoiles et plus</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StarRating</name>
        <message>
            <source>Rating</source>
            <translation>Évaluation</translation>
        </message>
        <message>
            <source>Rate this paper: click a star; click it again to clear</source>
            <translation>Évaluez cet article : cliquez sur une étoile ; cliquez à nouveau dessus pour effacer</translation>
        </message>
        <message numerus="yes">
            <source>{rating} of %Ln star(s)</source>
            <translation>
                <numerusform>{rating} sur %Ln étoile</numerusform>
                <numerusform>{rating} sur %Ln étoiles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Cannot open the library</source>
            <translation>Impossible d'ouvrir la bibliothèque</translation>
        </message>
        <message>
            <source>Library in use</source>
            <translation>Bibliothèque en cours d'utilisation</translation>
        </message>
        <message>
            <source>{problem}

Another program (perhaps `lectern import` in a terminal, or Lectern on another account) is writing to this library. Close it and start Lectern again.</source>
            <translation>{problem}

Un autre programme (peut-être `lectern import` dans un terminal, ou Lectern sur un autre compte) écrit dans cette bibliothèque. Fermez-le et relancez Lectern.</translation>
        </message>
        <message>
            <source>Library damaged</source>
            <translation>Bibliothèque endommagée</translation>
        </message>
        <message>
            <source>{problem}

Lectern keeps rolling backups in {backups}. `lectern check` in a terminal shows what is wrong.</source>
            <translation>{problem}

Lectern conserve des sauvegardes successives dans {backups}. `lectern check` dans un terminal indique ce qui ne va pas.</translation>
        </message>
        <message>
            <source>Lectern cannot use the folder {folder}: {reason}.

Check that the folder exists and that you may write to it, or start Lectern with --library pointing at another folder.</source>
            <translation>Lectern ne peut pas utiliser le dossier {folder} : {reason}.

Vérifiez que le dossier existe et que vous pouvez y écrire, ou lancez Lectern avec --library pointant vers un autre dossier.</translation>
        </message>
        <message>
            <source>Opening {folder} failed unexpectedly ({error}: {problem}).</source>
            <translation>L'ouverture de {folder} a échoué de façon inattendue ({error} : {problem}).</translation>
        </message>
        <message>
            <source>Lectern is already open on {folder}: its window is brought forward.</source>
            <translation>Lectern est déjà ouvert sur {folder} : sa fenêtre est mise au premier plan.</translation>
        </message>
        <message>
            <source>Log file: {path}</source>
            <translation>Fichier journal : {path}</translation>
        </message>
        <message>
            <source>Your library was upgraded for this version of Lectern; the files as they were are kept in its backups folder.</source>
            <translation>Votre bibliothèque a été mise à niveau pour cette version de Lectern ; les fichiers d'origine sont conservés dans son dossier de sauvegardes.</translation>
        </message>
        <message>
            <source>Lectern repaired your library</source>
            <translation>Lectern a réparé votre bibliothèque</translation>
        </message>
        <message>
            <source>The sample could not be loaded</source>
            <translation>L'exemple n'a pas pu être chargé</translation>
        </message>
        <message numerus="yes">
            <source>Lectern is already open on {folder}: %Ln file(s) handed to its window to import.</source>
            <translation>
                <numerusform>Lectern est déjà ouvert sur {folder} : %Ln fichier confié à sa fenêtre pour l’import.</numerusform>
                <numerusform>Lectern est déjà ouvert sur {folder} : %Ln fichiers confiés à sa fenêtre pour l’import.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>New</source>
            <translation>Nouveau</translation>
        </message>
        <message>
            <source>To read</source>
            <translation>À lire</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>En cours</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>Lu</translation>
        </message>
        <message>
            <source>Dropped</source>
            <translation>Abandonné</translation>
        </message>
        <message>
            <source>Mark as new</source>
            <translation>Marquer comme nouveau</translation>
        </message>
        <message>
            <source>Mark as to read</source>
            <translation>Marquer comme à lire</translation>
        </message>
        <message>
            <source>Mark as reading</source>
            <translation>Marquer comme en cours</translation>
        </message>
        <message>
            <source>Mark as read</source>
            <translation>Marquer comme lu</translation>
        </message>
        <message>
            <source>Mark as dropped</source>
            <translation>Marquer comme abandonné</translation>
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
            <translation>{task}… {done} sur {total}</translation>
        </message>
        <message>
            <source>{action}: on</source>
            <translation>{action} : activé</translation>
        </message>
        <message>
            <source>{action}: off</source>
            <translation>{action} : désactivé</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)  ·  {to_read} to read  ·  {read_this_week} read this week</source>
            <translation>
                <numerusform>%Ln article  ·  {to_read} à lire  ·  lus cette semaine : {read_this_week}</numerusform>
                <numerusform>%Ln articles  ·  {to_read} à lire  ·  lus cette semaine : {read_this_week}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: %Ln paper(s)</source>
            <translation>
                <numerusform>{view} : %Ln article</numerusform>
                <numerusform>{view} : %Ln articles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: {shown} of %Ln paper(s)</source>
            <translation>
                <numerusform>{view} : {shown} sur %Ln article</numerusform>
                <numerusform>{view} : {shown} sur %Ln articles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatusSelector</name>
        <message>
            <source>Status</source>
            <translation>Statut</translation>
        </message>
        <message>
            <source>Reading status (u, t, r, d, x)</source>
            <translation>Statut de lecture (u, t, r, d, x)</translation>
        </message>
        <message>
            <source>{action} ({key})</source>
            <translation>{action} ({key})</translation>
        </message>
        <message>
            <source>Status {status}</source>
            <translation>Statut {status}</translation>
        </message>
    </context>
    <context>
        <name>SyncWatcher</name>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} et {second}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) updated from your other devices</source>
            <translation>
                <numerusform>%Ln article mis à jour depuis vos autres appareils</numerusform>
                <numerusform>%Ln articles mis à jour depuis vos autres appareils</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) updated from {devices}</source>
            <translation>
                <numerusform>%Ln article mis à jour depuis {devices}</numerusform>
                <numerusform>%Ln articles mis à jour depuis {devices}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SyntaxHelp</name>
        <message>
            <source>papers with these words; those with all of them first</source>
            <translation>les articles contenant ces mots ; ceux qui les contiennent tous en premier</translation>
        </message>
        <message>
            <source>the words in a row</source>
            <translation>les mots à la suite</translation>
        </message>
        <message>
            <source>one field: title, author, abstract, notes, tag, venue, collection</source>
            <translation>un seul champ : titre, auteur, résumé, notes, étiquette, publication, collection</translation>
        </message>
        <message>
            <source>an author's name</source>
            <translation>le nom d'un auteur</translation>
        </message>
        <message>
            <source>your own notes</source>
            <translation>vos propres notes</translation>
        </message>
        <message>
            <source>papers you tagged</source>
            <translation>les articles que vous avez étiquetés</translation>
        </message>
        <message>
            <source>the text of the attached PDFs alone (plain words search it too)</source>
            <translation>le texte intégral des PDF joints seulement (une recherche de mots simples le couvre aussi)</translation>
        </message>
        <message>
            <source>a citation key or alias; type:book, publisher:"MIT Press", isbn: …</source>
            <translation>une clé de citation ou un alias ; type:book, publisher:"MIT Press", isbn: …</translation>
        </message>
        <message>
            <source>new, to-read, reading, read, dropped (or several: reading,to-read)</source>
            <translation>new, to-read, reading, read, dropped (ou plusieurs : reading,to-read)</translation>
        </message>
        <message>
            <source>preprints a lookup found published</source>
            <translation>les prépublications dont la recherche en ligne a trouvé la version publiée</translation>
        </message>
        <message>
            <source>the passages you marked and their notes</source>
            <translation>les passages que vous avez annotés et leurs notes</translation>
        </message>
        <message>
            <source>a mark of that colour (green, blue, pink, purple); has:marks</source>
            <translation>une annotation de cette couleur (green, blue, pink, purple) ; has:marks</translation>
        </message>
        <message>
            <source>four stars or more (rating:5, rating:&lt;3 …)</source>
            <translation>quatre étoiles ou plus (rating:5, rating:&lt;3 …)</translation>
        </message>
        <message>
            <source>a range of years (year:&gt;=2020 …)</source>
            <translation>une plage d'années (year:&gt;=2020 …)</translation>
        </message>
        <message>
            <source>when you added it: added:2026-11, added:&lt;7d, modified:today</source>
            <translation>quand vous l'avez ajouté : added:2026-11, added:&lt;7d, modified:today</translation>
        </message>
        <message>
            <source>either word; AND, NOT, -word and (parentheses) work too</source>
            <translation>l'un ou l'autre mot ; AND, NOT, -mot et (parenthèses) fonctionnent aussi</translation>
        </message>
        <message>
            <source>words starting with optim</source>
            <translation>les mots commençant par optim</translation>
        </message>
        <message>
            <source>close spellings (one or two typos)</source>
            <translation>orthographes proches (une ou deux fautes de frappe)</translation>
        </message>
        <message>
            <source>Search syntax</source>
            <translation>Syntaxe de recherche</translation>
        </message>
        <message>
            <source>Press &lt;b&gt;/&lt;/b&gt; or &lt;b&gt;Ctrl+F&lt;/b&gt; to search, &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Esc&lt;/b&gt; to go back to the list.</source>
            <translation>Appuyez sur &lt;b&gt;/&lt;/b&gt; ou &lt;b&gt;Ctrl+F&lt;/b&gt; pour rechercher, sur &lt;b&gt;Enter&lt;/b&gt; ou &lt;b&gt;Esc&lt;/b&gt; pour revenir à la liste.</translation>
        </message>
    </context>
    <context>
        <name>TagChip</name>
        <message>
            <source>Remove the tag “{tag}”</source>
            <translation>Retirer l'étiquette « {tag} »</translation>
        </message>
        <message>
            <source>Remove tag {tag}</source>
            <translation>Retirer l'étiquette {tag}</translation>
        </message>
    </context>
    <context>
        <name>TagsEditor</name>
        <message>
            <source>Add tags…</source>
            <translation>Ajouter des étiquettes…</translation>
        </message>
        <message>
            <source>Type a tag and press Enter; separate several with commas</source>
            <translation>Tapez une étiquette et appuyez sur Enter ; séparez-en plusieurs par des virgules</translation>
        </message>
        <message>
            <source>Add tags</source>
            <translation>Ajouter des étiquettes</translation>
        </message>
    </context>
    <context>
        <name>Task</name>
        <message>
            <source>Exporting</source>
            <translation>Exportation</translation>
        </message>
        <message>
            <source>Undoing a change</source>
            <translation>Annulation d'un changement</translation>
        </message>
        <message>
            <source>Saving notes</source>
            <translation>Enregistrement des notes</translation>
        </message>
        <message>
            <source>Saving the search</source>
            <translation>Enregistrement de la recherche</translation>
        </message>
        <message>
            <source>Renaming the search</source>
            <translation>Renommage de la recherche</translation>
        </message>
        <message>
            <source>Deleting the search</source>
            <translation>Suppression de la recherche</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <source>System</source>
            <translation>Système</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Clair</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
    </context>
    <context>
        <name>Timeline</name>
        <message>
            <source>Added {date}</source>
            <translation>Ajouté le {date}</translation>
        </message>
        <message>
            <source>{status} {date}</source>
            <comment>a step of the status timeline</comment>
            <translation>{status} le {date}</translation>
        </message>
    </context>
    <context>
        <name>Triage</name>
        <message>
            <source>Advance after marking is on (Paper menu, or the button in the status bar). When it is on, only the marks t, r, d, x and u move on to the next paper; stars 1–5 and 0 always stay on the paper, so rate first, then mark.</source>
            <translation>Avancer après marquage est activé (menu Article, ou le bouton de la barre d'état). Quand il est activé, seules les marques t, r, d, x et u passent à l'article suivant ; les étoiles 1–5 et 0 restent toujours sur l'article : évaluez d'abord, puis marquez.</translation>
        </message>
        <message>
            <source>Advance after marking is off (Paper menu, or the button in the status bar). When it is on, only the marks t, r, d, x and u move on to the next paper; stars 1–5 and 0 always stay on the paper, so rate first, then mark.</source>
            <translation>Avancer après marquage est désactivé (menu Article, ou le bouton de la barre d'état). Quand il est activé, seules les marques t, r, d, x et u passent à l'article suivant ; les étoiles 1–5 et 0 restent toujours sur l'article : évaluez d'abord, puis marquez.</translation>
        </message>
    </context>
    <context>
        <name>Unreadable</name>
        <message>
            <source>The file is not there any more: {path}</source>
            <translation>Le fichier n'est plus là : {path}</translation>
        </message>
        <message>
            <source>The file could not be read ({reason}).</source>
            <translation>Le fichier n'a pas pu être lu ({reason}).</translation>
        </message>
        <message>
            <source>This PDF has no pages.</source>
            <translation>Ce PDF n'a aucune page.</translation>
        </message>
        <message>
            <source>This PDF is protected by a password, and Lectern cannot open such files.</source>
            <translation>Ce PDF est protégé par un mot de passe, et Lectern ne peut pas ouvrir ce type de fichier.</translation>
        </message>
        <message>
            <source>This PDF is encrypted in a way Lectern cannot read.</source>
            <translation>Ce PDF est chiffré d'une manière que Lectern ne peut pas lire.</translation>
        </message>
        <message>
            <source>This file is damaged or is not a PDF, so Lectern cannot show it.</source>
            <translation>Ce fichier est endommagé ou n'est pas un PDF : Lectern ne peut pas l'afficher.</translation>
        </message>
    </context>
    <context>
        <name>UserGuide</name>
        <message>
            <source>User guide</source>
            <translation>Guide de l'utilisateur</translation>
        </message>
        <message>
            <source>This copy of Lectern has no user guide.</source>
            <translation>Cette installation de Lectern ne contient pas de guide de l'utilisateur.</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Précédent</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Suivant</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>Sommaire</translation>
        </message>
        <message>
            <source>Contents of the user guide</source>
            <translation>Sommaire du guide de l'utilisateur</translation>
        </message>
        <message>
            <source>Page of the user guide</source>
            <translation>Page du guide de l'utilisateur</translation>
        </message>
        <message>
            <source>No browser opened {link}</source>
            <translation>Aucun navigateur n'a ouvert {link}</translation>
        </message>
        <message>
            <source>Not part of the guide in the app: {link}</source>
            <translation>Ne fait pas partie du guide intégré à l'application : {link}</translation>
        </message>
        <message>
            <source>{page} — User guide</source>
            <translation>{page} — Guide de l'utilisateur</translation>
        </message>
    </context>
    <context>
        <name>ViewActions</name>
        <message>
            <source>{column} (none in this list)</source>
            <translation>{column} (aucune valeur dans cette liste)</translation>
        </message>
    </context>
    <context>
        <name>WatchedFoldersDialog</name>
        <message>
            <source>Watched folders</source>
            <translation>Dossiers surveillés</translation>
        </message>
        <message>
            <source>A new PDF in these folders, or in their subfolders, is imported once it has finished downloading, into no collection. The PDFs a folder holds when you add it are left alone.</source>
            <translation>Un nouveau PDF dans ces dossiers, ou dans leurs sous-dossiers, est importé une fois son téléchargement terminé, sans collection. Les PDF qu'un dossier contient au moment où vous l'ajoutez ne sont pas touchés.</translation>
        </message>
        <message>
            <source>&amp;Add folder…</source>
            <translation>&amp;Ajouter un dossier…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Retirer</translation>
        </message>
        <message>
            <source>Watch a folder</source>
            <translation>Surveiller un dossier</translation>
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
            <translation>semaine du {date} : {count}</translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln finished</source>
            <translation>
                <numerusform>Semaine du {date} : %Ln terminé</numerusform>
                <numerusform>Semaine du {date} : %Ln terminés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln opened in Lectern</source>
            <translation>
                <numerusform>Semaine du {date} : %Ln ouvert dans Lectern</numerusform>
                <numerusform>Semaine du {date} : %Ln ouverts dans Lectern</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln to read at the end of the week</source>
            <translation>
                <numerusform>Semaine du {date} : %Ln à lire à la fin de la semaine</numerusform>
                <numerusform>Semaine du {date} : %Ln à lire à la fin de la semaine</numerusform>
            </translation>
        </message>
    </context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
    <context>
        <name>About</name>
        <message>
            <source>An offline reading list for research papers: triage, rate, annotate and search, all on your own computer. No account, no network.</source>
            <translation>研究論文のためのオフラインのリーディングリストです。選別、評価、メモ、検索をすべて自分のコンピューター上で行えます。アカウントもネットワークも不要です。</translation>
        </message>
        <message>
            <source>Library: {folder}</source>
            <translation>ライブラリ: {folder}</translation>
        </message>
        <message>
            <source>Citation styles from the Citation Style Language project (citationstyles.org), licensed CC BY-SA 3.0, by:</source>
            <translation>引用スタイルは Citation Style Language プロジェクト (citationstyles.org) によるもので、CC BY-SA 3.0 でライセンスされています。作成者:</translation>
        </message>
        <message>
            <source>About Lectern</source>
            <translation>Lectern について</translation>
        </message>
    </context>
    <context>
        <name>AbstractParts</name>
        <message>
            <source>Copy all</source>
            <translation>すべてコピー</translation>
        </message>
        <message>
            <source>Copy the whole abstract to the clipboard</source>
            <translation>要旨全体をクリップボードにコピー</translation>
        </message>
        <message>
            <source>Showing the first {shown} of {total} characters.</source>
            <translation>{total} 文字のうち最初の {shown} 文字を表示しています。</translation>
        </message>
        <message>
            <source>Show all</source>
            <translation>すべて表示</translation>
        </message>
        <message>
            <source>Show more</source>
            <translation>さらに表示</translation>
        </message>
    </context>
    <context>
        <name>Actions</name>
        <message>
            <source>After t, r, d, x or u, move on to the next paper. Stars (1–5, 0) stay on the paper: rate first, then mark.</source>
            <translation>t、r、d、x、u の後に次の論文へ進みます。星 (1–5、0) では論文にとどまるので、先に評価してからマークしてください。</translation>
        </message>
        <message>
            <source>&amp;New paper…</source>
            <translation>新しい論文(&amp;N)…</translation>
        </message>
        <message>
            <source>New paper: paste an entry or an identifier, or type it in…</source>
            <translation>新しい論文: エントリや識別子を貼り付けるか、入力します…</translation>
        </message>
        <message>
            <source>New &amp;collection…</source>
            <translation>新しいコレクション(&amp;C)…</translation>
        </message>
        <message>
            <source>&amp;Import papers…</source>
            <translation>論文をインポート(&amp;I)…</translation>
        </message>
        <message>
            <source>&amp;Watch a folder…</source>
            <translation>フォルダーを監視(&amp;W)…</translation>
        </message>
        <message>
            <source>Import each new PDF in a folder (Downloads, say) once it has finished downloading</source>
            <translation>フォルダー (ダウンロードなど) に新しく入った PDF を、ダウンロードの完了後にそれぞれインポートします</translation>
        </message>
        <message>
            <source>&amp;Export selection…</source>
            <translation>選択項目をエクスポート(&amp;E)…</translation>
        </message>
        <message>
            <source>Export the selection…</source>
            <translation>選択項目をエクスポート…</translation>
        </message>
        <message>
            <source>Export current &amp;view…</source>
            <translation>現在のビューをエクスポート(&amp;V)…</translation>
        </message>
        <message>
            <source>Export the papers in the list…</source>
            <translation>リスト内の論文をエクスポート…</translation>
        </message>
        <message>
            <source>&amp;Keep exported…</source>
            <translation>自動エクスポート(&amp;K)…</translation>
        </message>
        <message>
            <source>Keep a BibTeX, biblatex or CSL-JSON file up to date with a collection, a saved search or the whole library</source>
            <translation>BibTeX、biblatex、CSL-JSON ファイルを、コレクション、保存した検索、またはライブラリ全体に合わせて常に最新に保ちます</translation>
        </message>
        <message>
            <source>Empty Tras&amp;h…</source>
            <translation>ゴミ箱を空にする(&amp;H)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>元に戻す(&amp;U)</translation>
        </message>
        <message>
            <source>Undo: a status, rating, tag or Up next change, a saved note, an edit, a deletion, a merge, a collection, an import; a change to many papers at once as one. After a restart too</source>
            <translation>元に戻す: ステータス、評価、タグ、「次に読む」の変更、保存したメモ、編集、削除、統合、コレクション、インポート。複数の論文への一括変更は 1 回で戻せます。再起動後も使えます</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>やり直す(&amp;R)</translation>
        </message>
        <message>
            <source>Copy as &amp;BibTeX</source>
            <translation>BibTeX としてコピー(&amp;B)</translation>
        </message>
        <message>
            <source>Copy the selected papers as BibTeX</source>
            <translation>選択した論文を BibTeX としてコピーします</translation>
        </message>
        <message>
            <source>Copy &amp;citation</source>
            <translation>引用をコピー(&amp;C)</translation>
        </message>
        <message>
            <source>Copy the selected papers' citation in the style Preferences chooses</source>
            <translation>選択した論文の引用を、環境設定で選んだスタイルでコピーします</translation>
        </message>
        <message>
            <source>In the style chosen in Preferences (Edit → Copy citation in: any other)</source>
            <translation>環境設定で選んだスタイルを使います (ほかのスタイルは 編集 → スタイル指定で引用をコピー)</translation>
        </message>
        <message>
            <source>Copy bibliography &amp;entry</source>
            <translation>参考文献エントリをコピー(&amp;E)</translation>
        </message>
        <message>
            <source>Copy the selected papers' bibliography entries in that style</source>
            <translation>選択した論文の参考文献エントリをそのスタイルでコピーします</translation>
        </message>
        <message>
            <source>Copy citation &amp;key</source>
            <translation>引用キーをコピー(&amp;K)</translation>
        </message>
        <message>
            <source>Copy the selected papers' citation keys as \cite{a,b} or [@a; @b]</source>
            <translation>選択した論文の引用キーを \cite{a,b} または [@a; @b] の形でコピーします</translation>
        </message>
        <message>
            <source>Copy &amp;link</source>
            <translation>リンクをコピー(&amp;L)</translation>
        </message>
        <message>
            <source>Regenerate citation &amp;key</source>
            <translation>引用キーを再生成(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Search</source>
            <translation>検索(&amp;S)</translation>
        </message>
        <message>
            <source>Save this &amp;search…</source>
            <translation>この検索を保存(&amp;S)…</translation>
        </message>
        <message>
            <source>Save the current search</source>
            <translation>現在の検索を保存します</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>環境設定(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Open paper</source>
            <translation>論文を開く(&amp;O)</translation>
        </message>
        <message>
            <source>Open the paper: its attached PDF in the reader, beside the notes (else its page or file)</source>
            <translation>論文を開きます: 添付 PDF をメモの横のリーダーで表示します (PDF がなければ論文のページかファイルを開きます)</translation>
        </message>
        <message>
            <source>Read the attached PDF in Lectern; a paper without one opens its page</source>
            <translation>添付 PDF を Lectern で読みます。PDF のない論文はそのページを開きます</translation>
        </message>
        <message>
            <source>Open paper's &amp;page</source>
            <translation>論文のページを開く(&amp;P)</translation>
        </message>
        <message>
            <source>Open the paper's page (DOI, arXiv, link or attached file)</source>
            <translation>論文のページ (DOI、arXiv、リンク、添付ファイル) を開きます</translation>
        </message>
        <message>
            <source>Open the DOI, arXiv page, link or attached file</source>
            <translation>DOI、arXiv のページ、リンク、添付ファイルを開きます</translation>
        </message>
        <message>
            <source>Copy &amp;marks as Markdown</source>
            <translation>注釈を Markdown としてコピー(&amp;M)</translation>
        </message>
        <message>
            <source>The paper's highlights and margin notes as quotes, each with a link to its page</source>
            <translation>論文のハイライトと余白メモを、それぞれページへのリンク付きの引用としてコピーします</translation>
        </message>
        <message>
            <source>Save a cop&amp;y with marks…</source>
            <translation>注釈付きのコピーを保存(&amp;Y)…</translation>
        </message>
        <message>
            <source>A copy of the paper's PDF with its marks as PDF annotations, for other readers; the PDF itself is left as it is</source>
            <translation>注釈を PDF 注釈として書き込んだ、論文の PDF のコピー (ほかの読者向け)。元の PDF は変更しません</translation>
        </message>
        <message>
            <source>Next paper</source>
            <translation>次の論文</translation>
        </message>
        <message>
            <source>Previous paper</source>
            <translation>前の論文</translation>
        </message>
        <message>
            <source>Rate 1 star</source>
            <translation>星 1 つで評価</translation>
        </message>
        <message>
            <source>Rate 2 stars</source>
            <translation>星 2 つで評価</translation>
        </message>
        <message>
            <source>Rate 3 stars</source>
            <translation>星 3 つで評価</translation>
        </message>
        <message>
            <source>Rate 4 stars</source>
            <translation>星 4 つで評価</translation>
        </message>
        <message>
            <source>Rate 5 stars</source>
            <translation>星 5 つで評価</translation>
        </message>
        <message>
            <source>Clear the rating</source>
            <translation>評価をクリア</translation>
        </message>
        <message>
            <source>Edit notes</source>
            <translation>メモを編集</translation>
        </message>
        <message>
            <source>Advance after marking</source>
            <translation>マーク後に次へ進む</translation>
        </message>
        <message>
            <source>Add to Up next</source>
            <translation>「次に読む」に追加</translation>
        </message>
        <message>
            <source>Add to the front of Up next</source>
            <translation>「次に読む」の先頭に追加</translation>
        </message>
        <message>
            <source>Move up in Up next</source>
            <translation>「次に読む」で上へ移動</translation>
        </message>
        <message>
            <source>Move down in Up next</source>
            <translation>「次に読む」で下へ移動</translation>
        </message>
        <message>
            <source>Take out of Up next</source>
            <translation>「次に読む」から外す</translation>
        </message>
        <message>
            <source>In Up next: take the selection out of the queue</source>
            <translation>「次に読む」で: 選択項目をキューから外します</translation>
        </message>
        <message>
            <source>Next paper: open the first in Up next</source>
            <translation>次の論文: 「次に読む」の先頭の論文を開きます</translation>
        </message>
        <message>
            <source>Next paper: open the first in Up next and mark it reading</source>
            <translation>次の論文: 「次に読む」の先頭の論文を開き、「読書中」にします</translation>
        </message>
        <message>
            <source>&amp;Edit details…</source>
            <translation>詳細を編集(&amp;E)…</translation>
        </message>
        <message>
            <source>Edit the details of the selected paper</source>
            <translation>選択した論文の詳細を編集します</translation>
        </message>
        <message>
            <source>&amp;Attach a file…</source>
            <translation>ファイルを添付(&amp;A)…</translation>
        </message>
        <message>
            <source>Move to &amp;Trash</source>
            <translation>ゴミ箱に移動(&amp;T)</translation>
        </message>
        <message>
            <source>Move the selection to the Trash (in the Trash: delete for good; in Up next: take it out of the queue)</source>
            <translation>選択項目をゴミ箱に移動します (ゴミ箱では完全に削除し、「次に読む」ではキューから外します)</translation>
        </message>
        <message>
            <source>&amp;Restore from Trash</source>
            <translation>ゴミ箱から復元(&amp;R)</translation>
        </message>
        <message>
            <source>Restore the selection from the Trash</source>
            <translation>選択項目をゴミ箱から復元します</translation>
        </message>
        <message>
            <source>Delete for &amp;good…</source>
            <translation>完全に削除(&amp;G)…</translation>
        </message>
        <message>
            <source>In the Trash: delete the selection for good, after asking</source>
            <translation>ゴミ箱で: 確認のうえ選択項目を完全に削除します</translation>
        </message>
        <message>
            <source>&amp;Merge selected papers</source>
            <translation>選択した論文を統合(&amp;M)</translation>
        </message>
        <message>
            <source>Merge the selected papers into the one shown</source>
            <translation>選択した論文を、表示中の論文に統合します</translation>
        </message>
        <message>
            <source>&amp;Look up online</source>
            <translation>オンラインで照会(&amp;L)</translation>
        </message>
        <message>
            <source>Look the selected papers up by their DOI, arXiv id, PMID or ISBN</source>
            <translation>選択した論文を DOI、arXiv ID、PMID、ISBN でオンライン照会します</translation>
        </message>
        <message>
            <source>Not &amp;duplicates</source>
            <translation>重複ではない(&amp;D)</translation>
        </message>
        <message>
            <source>Remove from this collection</source>
            <translation>このコレクションから外す</translation>
        </message>
        <message>
            <source>Sort by &amp;relevance</source>
            <translation>関連度順に並べ替え(&amp;R)</translation>
        </message>
        <message>
            <source>List the search results with the best match first</source>
            <translation>検索結果を最も一致するものから順に表示します</translation>
        </message>
        <message>
            <source>Reset columns</source>
            <translation>列をリセット</translation>
        </message>
        <message>
            <source>&amp;Next pane</source>
            <translation>次のペイン(&amp;N)</translation>
        </message>
        <message>
            <source>Move to the next pane: the sidebar, the list, the paper's details</source>
            <translation>次のペインへ移動: サイドバー、一覧、論文の詳細</translation>
        </message>
        <message>
            <source>Pre&amp;vious pane</source>
            <translation>前のペイン(&amp;V)</translation>
        </message>
        <message>
            <source>Move to the previous pane</source>
            <translation>前のペインへ移動</translation>
        </message>
        <message>
            <source>Command &amp;palette…</source>
            <translation>コマンドパレット(&amp;P)…</translation>
        </message>
        <message>
            <source>The command palette: every menu action and sidebar view by name</source>
            <translation>コマンドパレット: すべてのメニュー操作とサイドバーのビューを名前で呼び出せます</translation>
        </message>
        <message>
            <source>Reading &amp;stats…</source>
            <translation>読書統計(&amp;S)…</translation>
        </message>
        <message>
            <source>Reading stats</source>
            <translation>読書統計</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>履歴(&amp;H)…</translation>
        </message>
        <message>
            <source>History: every change, newest first, by kind or for the selected paper; undo any one of them</source>
            <translation>履歴: すべての変更を新しい順に、種類別または選択した論文ごとに表示します。どの変更も元に戻せます</translation>
        </message>
        <message>
            <source>&amp;User guide</source>
            <translation>ユーザーガイド(&amp;U)</translation>
        </message>
        <message>
            <source>The manual, one page per area, offline</source>
            <translation>機能ごとに 1 ページのマニュアルです (オフライン)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>キーボードショートカット(&amp;K)</translation>
        </message>
        <message>
            <source>This list of shortcuts</source>
            <translation>このショートカット一覧</translation>
        </message>
        <message>
            <source>Search &amp;syntax</source>
            <translation>検索構文(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;About Lectern</source>
            <translation>Lectern について(&amp;A)</translation>
        </message>
        <message>
            <source>Select every paper in the list (marks and stars then apply to all)</source>
            <translation>リスト内のすべての論文を選択します (マークと星はすべてに適用されます)</translation>
        </message>
        <message>
            <source>From the search box: go to the list</source>
            <translation>検索ボックスから: リストへ移動</translation>
        </message>
        <message>
            <source>In the search box: search for “Did you mean …” instead</source>
            <translation>検索ボックスで: 代わりに「もしかして …」の語句で検索します</translation>
        </message>
        <message>
            <source>In the search box: clear the search and go back to the list</source>
            <translation>検索ボックスで: 検索をクリアしてリストに戻ります</translation>
        </message>
        <message>
            <source>From the notes: back to the list, or to the PDF being read (the notes are saved as you type)</source>
            <translation>メモから: リスト、または読んでいる PDF に戻ります (メモは入力中に保存されます)</translation>
        </message>
        <message>
            <source>In the details form (F2): save</source>
            <translation>詳細フォーム (F2) で: 保存</translation>
        </message>
        <message>
            <source>In the details form: close it without saving</source>
            <translation>詳細フォームで: 保存せずに閉じます</translation>
        </message>
        <message>
            <source>On the stars (Tab to them): one star more</source>
            <translation>星の上で (Tab で移動): 星を 1 つ増やす</translation>
        </message>
        <message>
            <source>On the stars: one star fewer</source>
            <translation>星の上で: 星を 1 つ減らす</translation>
        </message>
        <message>
            <source>On the stars: none</source>
            <translation>星の上で: 星なし</translation>
        </message>
        <message>
            <source>On the stars: five</source>
            <translation>星の上で: 星 5 つ</translation>
        </message>
        <message>
            <source>In the reader (o on a paper with a PDF): next page</source>
            <translation>リーダーで (PDF のある論文で o): 次のページ</translation>
        </message>
        <message>
            <source>Previous page (the top of this one first)</source>
            <translation>前のページ (まずこのページの先頭へ)</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>下にスクロール</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>上にスクロール</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>最初のページ</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>最後のページ</translation>
        </message>
        <message>
            <source>Go to a page…</source>
            <translation>ページへ移動…</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>拡大</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>縮小</translation>
        </message>
        <message>
            <source>Fit the page to the width (as it opens)</source>
            <translation>ページを幅に合わせる (開いたときの表示)</translation>
        </message>
        <message>
            <source>Find in the PDF: every match highlighted</source>
            <translation>PDF 内を検索: 一致箇所をすべて強調表示します</translation>
        </message>
        <message>
            <source>In Find: the next match</source>
            <translation>検索中: 次の一致箇所</translation>
        </message>
        <message>
            <source>In Find: the previous match</source>
            <translation>検索中: 前の一致箇所</translation>
        </message>
        <message>
            <source>In Find: close it, back to the pages</source>
            <translation>検索中: 検索を閉じてページに戻ります</translation>
        </message>
        <message>
            <source>Quote the text selected with the mouse into the notes: &gt; text (p. 4)</source>
            <translation>マウスで選択したテキストをメモに引用します: &gt; テキスト (p. 4)</translation>
        </message>
        <message>
            <source>Text selected: highlight it in yellow, green, blue, pink or purple; a mark clicked: give it that colour</source>
            <translation>テキスト選択時: 黄色、緑、青、ピンク、紫でハイライトします。注釈クリック時: その色に変更します</translation>
        </message>
        <message>
            <source>Text selected: underline it (a mark: underline or not)</source>
            <translation>テキスト選択時: 下線を引きます (注釈: 下線の有無を切り替え)</translation>
        </message>
        <message>
            <source>Text selected: a note in the margin (a mark: its note)</source>
            <translation>テキスト選択時: 余白にメモを付けます (注釈: そのメモ)</translation>
        </message>
        <message>
            <source>A mark clicked: delete it (Ctrl+Z brings it back)</source>
            <translation>注釈クリック時: 削除します (Ctrl+Z で元に戻せます)</translation>
        </message>
        <message>
            <source>Text selected or a mark clicked: leave it</source>
            <translation>テキスト選択時・注釈クリック時: そのままにします</translation>
        </message>
        <message>
            <source>Close the reader, back to the list (Lectern keeps the page)</source>
            <translation>リーダーを閉じてリストに戻ります (Lectern はページを覚えています)</translation>
        </message>
    </context>
    <context>
        <name>BrowserSaves</name>
        <message>
            <source>The window takes only saves from the browser.</source>
            <translation>ウィンドウが受け付けるのはブラウザーからの保存だけです。</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>ブラウザーから保存しました: {title}</translation>
        </message>
    </context>
    <context>
        <name>Changes</name>
        <message>
            <source>Undone: {change}</source>
            <translation>元に戻しました: {change}</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>やり直す</translation>
        </message>
        <message>
            <source>Redone: {change}</source>
            <translation>やり直しました: {change}</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>元に戻す</translation>
        </message>
        <message>
            <source>&amp;Undo {change}</source>
            <translation>元に戻す(&amp;U): {change}</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>元に戻す(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo {change}</source>
            <translation>やり直す(&amp;R): {change}</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>やり直す(&amp;R)</translation>
        </message>
        <message>
            <source>“{title}” marked {status}</source>
            <translation>「{title}」を「{status}」にしました</translation>
        </message>
        <message>
            <source>“{title}” rated {stars}★</source>
            <translation>「{title}」を {stars}★ で評価しました</translation>
        </message>
        <message>
            <source>Rating cleared: “{title}”</source>
            <translation>評価をクリアしました: 「{title}」</translation>
        </message>
        <message>
            <source>“{title}” tagged “{tags}”</source>
            <translation>「{title}」にタグ「{tags}」を付けました</translation>
        </message>
        <message>
            <source>Tag “{tags}” removed from “{title}”</source>
            <translation>「{title}」からタグ「{tags}」を外しました</translation>
        </message>
        <message>
            <source>Rename “{title}”</source>
            <translation>「{title}」の名前を変更</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) marked {status}</source>
            <translation>
                <numerusform>%Ln 件の論文を「{status}」にしました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) rated {stars}★</source>
            <translation>
                <numerusform>%Ln 件の論文を {stars}★ で評価しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) tagged “{tags}”</source>
            <translation>
                <numerusform>%Ln 件の論文にタグ「{tags}」を付けました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Clear the rating of %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 件の論文の評価をクリア</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as dropped</source>
            <translation>
                <numerusform>%Ln 件の論文を「見送り」にする</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as new</source>
            <translation>
                <numerusform>%Ln 件の論文を「新規」にする</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as read</source>
            <translation>
                <numerusform>%Ln 件の論文を「読了」にする</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as reading</source>
            <translation>
                <numerusform>%Ln 件の論文を「読書中」にする</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as to read</source>
            <translation>
                <numerusform>%Ln 件の論文を「読む予定」にする</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rate %Ln paper(s) {stars}★</source>
            <translation>
                <numerusform>%Ln 件の論文を {stars}★ で評価</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rating cleared: %Ln paper(s)</source>
            <translation>
                <numerusform>評価をクリアしました: %Ln 件の論文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove tag “{tags}” from %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 件の論文からタグ「{tags}」を外す</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag %Ln paper(s) “{tags}”</source>
            <translation>
                <numerusform>%Ln 件の論文にタグ「{tags}」を付ける</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag “{tags}” removed from %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 件の論文からタグ「{tags}」を外しました</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Citing</name>
        <message numerus="yes">
            <source>Copied the citation key of %Ln paper(s).</source>
            <translation>
                <numerusform>%Ln 件の論文の引用キーをコピーしました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} bibliography entry of %Ln paper(s).</source>
            <translation>
                <numerusform>%Ln 件の論文の {style} 参考文献エントリをコピーしました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} citation of %Ln paper(s).</source>
            <translation>
                <numerusform>%Ln 件の論文の {style} 引用をコピーしました。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CollectionActions</name>
        <message>
            <source>New collection…</source>
            <translation>新しいコレクション…</translation>
        </message>
        <message>
            <source>New collection</source>
            <translation>新しいコレクション</translation>
        </message>
        <message>
            <source>Name of the new collection inside “{parent}”:</source>
            <translation>「{parent}」内の新しいコレクションの名前:</translation>
        </message>
        <message>
            <source>Name of the new collection:</source>
            <translation>新しいコレクションの名前:</translation>
        </message>
        <message>
            <source>Collection “{name}” created inside “{parent}”</source>
            <translation>「{parent}」内にコレクション「{name}」を作成しました</translation>
        </message>
        <message>
            <source>Collection “{name}” created</source>
            <translation>コレクション「{name}」を作成しました</translation>
        </message>
        <message>
            <source>Create the collection {name}</source>
            <translation>コレクション {name} を作成</translation>
        </message>
        <message>
            <source>(Top level)</source>
            <translation>(最上位)</translation>
        </message>
        <message>
            <source>Move collection</source>
            <translation>コレクションを移動</translation>
        </message>
        <message>
            <source>Move “{name}” into:</source>
            <translation>「{name}」の移動先:</translation>
        </message>
        <message>
            <source>Move {name}</source>
            <translation>{name} を移動</translation>
        </message>
        <message>
            <source>“{name}” moved into “{target}”</source>
            <translation>「{name}」を「{target}」に移動しました</translation>
        </message>
        <message>
            <source>“{name}” moved to the top</source>
            <translation>「{name}」を最上位に移動しました</translation>
        </message>
        <message>
            <source>Rename collection</source>
            <translation>コレクション名を変更</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>新しい名前:</translation>
        </message>
        <message>
            <source>Rename {name}</source>
            <translation>{name} の名前を変更</translation>
        </message>
        <message>
            <source>Collection renamed to “{name}”</source>
            <translation>コレクション名を「{name}」に変更しました</translation>
        </message>
        <message>
            <source>There is no other collection to merge it into.</source>
            <translation>統合先になるほかのコレクションがありません。</translation>
        </message>
        <message>
            <source>Merge collection</source>
            <translation>コレクションを統合</translation>
        </message>
        <message>
            <source>Merge “{name}” into:</source>
            <translation>「{name}」の統合先:</translation>
        </message>
        <message>
            <source>Merge {name} into {target}</source>
            <translation>{name} を {target} に統合</translation>
        </message>
        <message>
            <source>“{name}” merged into “{target}”</source>
            <translation>「{name}」を「{target}」に統合しました</translation>
        </message>
        <message>
            <source>Delete the collection {name}</source>
            <translation>コレクション {name} を削除</translation>
        </message>
        <message>
            <source>Collection “{name}” deleted; its papers stay in the library</source>
            <translation>コレクション「{name}」を削除しました。論文はライブラリに残ります</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) put in “{name}”</source>
            <translation>
                <numerusform>%Ln 件の論文を「{name}」に入れました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of “{name}”</source>
            <translation>
                <numerusform>%Ln 件の論文を「{name}」から外しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to {name}</source>
            <translation>
                <numerusform>%Ln 件の論文を {name} に追加</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Put %Ln paper(s) in a new collection named:</source>
            <translation>
                <numerusform>%Ln 件の論文を入れる新しいコレクションの名前:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %Ln paper(s) from {name}</source>
            <translation>
                <numerusform>%Ln 件の論文を {name} から外す</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Column</name>
        <message>
            <source>Title</source>
            <translation>タイトル</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>著者</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>年</translation>
        </message>
        <message>
            <source>Collection</source>
            <translation>コレクション</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>ステータス</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>評価</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>追加日</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>メモ</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>タグ</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>掲載先</translation>
        </message>
        <message>
            <source>Modified</source>
            <translation>更新日</translation>
        </message>
        <message>
            <source>Last read</source>
            <translation>最終閲覧日</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>キー</translation>
        </message>
        <message>
            <source>Relevance</source>
            <translation>関連度</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>進捗</translation>
        </message>
    </context>
    <context>
        <name>CommandPalette</name>
        <message>
            <source>Tag</source>
            <translation>タグ</translation>
        </message>
        <message>
            <source>Collection</source>
            <translation>コレクション</translation>
        </message>
        <message>
            <source>Saved search</source>
            <translation>保存した検索</translation>
        </message>
        <message>
            <source>View</source>
            <translation>ビュー</translation>
        </message>
        <message>
            <source>Go to · {kind}</source>
            <translation>移動 · {kind}</translation>
        </message>
        <message>
            <source>Command palette</source>
            <translation>コマンドパレット</translation>
        </message>
        <message>
            <source>Type an action, a tag, a collection or a saved search…</source>
            <translation>操作、タグ、コレクション、保存した検索を入力…</translation>
        </message>
        <message>
            <source>Find an action or a place</source>
            <translation>操作または場所を検索</translation>
        </message>
    </context>
    <context>
        <name>ConflictBanner</name>
        <message>
            <source>(empty)</source>
            <translation>(空)</translation>
        </message>
        <message>
            <source>This note, kept for now:</source>
            <translation>現在保持しているメモ:</translation>
        </message>
        <message>
            <source>This version of the note</source>
            <translation>このバージョンのメモ</translation>
        </message>
        <message>
            <source>The other version of the note</source>
            <translation>もう一方のバージョンのメモ</translation>
        </message>
        <message>
            <source>Keep this note</source>
            <translation>このメモを残す</translation>
        </message>
        <message>
            <source>Keep the note shown below; the other version is dropped</source>
            <translation>下に表示されているメモを残します。もう一方のバージョンは破棄されます</translation>
        </message>
        <message>
            <source>Use the other one</source>
            <translation>もう一方を使う</translation>
        </message>
        <message>
            <source>The other version becomes the note</source>
            <translation>もう一方のバージョンをメモにします</translation>
        </message>
        <message>
            <source>Keep both</source>
            <translation>両方残す</translation>
        </message>
        <message>
            <source>Join the two versions into one note</source>
            <translation>2 つのバージョンを 1 つのメモにまとめます</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;このメモは {time} にこのコンピューターでも編集されました&lt;/b&gt; (ほかに %Ln 件のバージョンがあります)。どちらの側も相手の変更を見ないまま編集しています。どちらにしますか？</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;このメモは {time} にこのコンピューターでも編集されました&lt;/b&gt;。どちらの側も相手の変更を見ないまま編集しています。どちらにしますか？</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;このメモは {time} に別のコンピューターでも編集されました&lt;/b&gt; (ほかに %Ln 件のバージョンがあります)。どちらの側も相手の変更を見ないまま編集しています。どちらにしますか？</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;このメモは {time} に別のコンピューターでも編集されました&lt;/b&gt;。どちらの側も相手の変更を見ないまま編集しています。どちらにしますか？</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;このメモは {time} に {computer} でも編集されました&lt;/b&gt; (ほかに %Ln 件のバージョンがあります)。どちらの側も相手の変更を見ないまま編集しています。どちらにしますか？</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;このメモは {time} に {computer} でも編集されました&lt;/b&gt;。どちらの側も相手の変更を見ないまま編集しています。どちらにしますか？</translation>
        </message>
        <message>
            <source>The other one, from this computer at {time}:</source>
            <translation>もう一方 (このコンピューター、{time}):</translation>
        </message>
        <message>
            <source>The other one, from another computer at {time}:</source>
            <translation>もう一方 (別のコンピューター、{time}):</translation>
        </message>
        <message>
            <source>The other one, from {computer} at {time}:</source>
            <translation>もう一方 ({computer}、{time}):</translation>
        </message>
    </context>
    <context>
        <name>Core</name>
        <message>
            <source>'AND' needs words on both sides — ignored it</source>
            <translation>'AND' の両側には語が必要です — 無視しました</translation>
        </message>
        <message>
            <source>'NOT' needs a word after it — ignored it</source>
            <translation>'NOT' の後には語が必要です — 無視しました</translation>
        </message>
        <message>
            <source>'OR' needs words on both sides — ignored it</source>
            <translation>'OR' の両側には語が必要です — 無視しました</translation>
        </message>
        <message>
            <source>'{text}' is not a real date — {hint}</source>
            <translation>'{text}' は実在する日付ではありません — {hint}</translation>
        </message>
        <message>
            <source>'{text}' is too far back — {hint}</source>
            <translation>'{text}' は古すぎます — {hint}</translation>
        </message>
        <message>
            <source>'{word}' matches many words — searched the most common of them</source>
            <translation>'{word}' に一致する語が多すぎます — そのうち最もよく使われる語で検索しました</translation>
        </message>
        <message>
            <source>@set {key} only groups other entries</source>
            <translation>@set {key} はほかのエントリをまとめるためだけのものです</translation>
        </message>
        <message>
            <source>A citation key cannot be empty.</source>
            <translation>引用キーを空にすることはできません。</translation>
        </message>
        <message>
            <source>A citation key cannot hold {characters} (BibTeX would end it there).</source>
            <translation>引用キーに {characters} は使えません (BibTeX ではそこでキーが終わってしまいます)。</translation>
        </message>
        <message>
            <source>A collection needs a name.</source>
            <translation>コレクションには名前が必要です。</translation>
        </message>
        <message>
            <source>A copy with marks is saved under another name than its PDF: {path}</source>
            <translation>注釈付きのコピーは元の PDF とは別の名前で保存します: {path}</translation>
        </message>
        <message>
            <source>A field name is one word, without {{ }} = , or quotes: {name}.</source>
            <translation>フィールド名は、{{ }} = , や引用符を含まない 1 語にしてください: {name}。</translation>
        </message>
        <message>
            <source>A kept export is written as {formats}, not {format}.</source>
            <translation>自動エクスポートは {format} ではなく {formats} で書き出します。</translation>
        </message>
        <message>
            <source>A later change stands in the way: {what}, at {when}. Undo it first.</source>
            <translation>後の変更が妨げになっています: {what} ({when})。先にそちらを元に戻してください。</translation>
        </message>
        <message>
            <source>A mark on page {page} could not be written.</source>
            <translation>{page} ページの注釈を書き込めませんでした。</translation>
        </message>
        <message>
            <source>A new paper needs a title or an abstract.</source>
            <translation>新しい論文にはタイトルか要旨が必要です。</translation>
        </message>
        <message>
            <source>A rating is 0 to {most} stars, not {rating}.</source>
            <translation>評価は星 0〜{most} で指定してください ({rating} は指定できません)。</translation>
        </message>
        <message>
            <source>A saved search needs a name.</source>
            <translation>保存した検索には名前が必要です。</translation>
        </message>
        <message>
            <source>A sync engine left a conflict copy, {name}: what it held is merged into the library, and the copy is kept in {folder}.</source>
            <translation>同期サービスが競合コピー {name} を残していました: その内容はライブラリに統合し、コピーは {folder} に保管しています。</translation>
        </message>
        <message>
            <source>A title cannot be empty.</source>
            <translation>タイトルを空にすることはできません。</translation>
        </message>
        <message>
            <source>A year is a number such as 2024, not {value}.</source>
            <translation>年は 2024 のような数値で指定してください ({value} は使えません)。</translation>
        </message>
        <message>
            <source>Already in the library, nothing new to save: {title}</source>
            <translation>すでにライブラリにあり、新たに保存するものはありません: {title}</translation>
        </message>
        <message>
            <source>Already in your library ({status}); nothing new to save.</source>
            <translation>すでにライブラリにあります ({status})。新たに保存するものはありません。</translation>
        </message>
        <message>
            <source>Already in your library ({status}); updated {fields}.</source>
            <translation>すでにライブラリにあります ({status})。{fields} を更新しました。</translation>
        </message>
        <message>
            <source>Already in your library ({status}); your choices are saved.</source>
            <translation>すでにライブラリにあります ({status})。選択した内容を保存しました。</translation>
        </message>
        <message>
            <source>Annotations in this PDF left out because they could not be read: {count}.</source>
            <translation>この PDF 内の注釈のうち、読み取れなかったものを省きました: {count}。</translation>
        </message>
        <message>
            <source>BibTeX, RIS, MEDLINE (PubMed .nbib), CSL-JSON, arXiv Atom XML, EndNote XML, JSON Lines, CSV, Lectern backups and plain-text abstract lists</source>
            <translation>BibTeX、RIS、MEDLINE (PubMed .nbib)、CSL-JSON、arXiv Atom XML、EndNote XML、JSON Lines、CSV、Lectern バックアップ、要旨のプレーンテキスト一覧</translation>
        </message>
        <message>
            <source>Cannot edit {fields}; editable fields: {editable}.</source>
            <translation>{fields} は編集できません。編集できるフィールド: {editable}。</translation>
        </message>
        <message>
            <source>Collection “{name}”</source>
            <translation>コレクション「{name}」</translation>
        </message>
        <message>
            <source>Could not back up {name} before upgrading it from schema {schema}: {reason}. Nothing was changed.</source>
            <translation>スキーマ {schema} からアップグレードする前に {name} をバックアップできませんでした: {reason}。何も変更していません。</translation>
        </message>
        <message>
            <source>Could not back up {name} into {folder}: {reason}. Nothing was changed.</source>
            <translation>{name} を {folder} にバックアップできませんでした: {reason}。何も変更していません。</translation>
        </message>
        <message>
            <source>Could not copy {path} into the library's files folder: {reason}. Nothing was imported.</source>
            <translation>{path} をライブラリのファイル用フォルダーにコピーできませんでした: {reason}。何もインポートしていません。</translation>
        </message>
        <message>
            <source>Could not keep the style in {folder}: {reason}</source>
            <translation>スタイルを {folder} に保存できませんでした: {reason}</translation>
        </message>
        <message>
            <source>Could not keep {path} up to date: {problem}</source>
            <translation>{path} を最新の状態に保てませんでした: {problem}</translation>
        </message>
        <message>
            <source>Could not prepare the library for syncing: {problem}.</source>
            <translation>ライブラリの同期の準備ができませんでした: {problem}。</translation>
        </message>
        <message>
            <source>Could not reach {service} to look up {what} ({reason}); nothing was changed. Is this computer online?</source>
            <translation>{what} を照会するために {service} に接続できませんでした ({reason})。何も変更していません。このコンピューターはオンラインですか？</translation>
        </message>
        <message>
            <source>Could not read '{field}:{text}' — {hint}</source>
            <translation>'{field}:{text}' を解釈できませんでした — {hint}</translation>
        </message>
        <message>
            <source>Could not read the date '{text}' — {hint}</source>
            <translation>日付 '{text}' を解釈できませんでした — {hint}</translation>
        </message>
        <message>
            <source>Could not read the query's structure — searched its words</source>
            <translation>検索語の構造を解釈できませんでした — 含まれる語で検索しました</translation>
        </message>
        <message>
            <source>Could not read {path}: {reason}</source>
            <translation>{path} を読み込めませんでした: {reason}</translation>
        </message>
        <message>
            <source>Could not remove {path}: {reason}</source>
            <translation>{path} を削除できませんでした: {reason}</translation>
        </message>
        <message>
            <source>Could not save the list of kept exports in {path}: {reason}</source>
            <translation>自動エクスポートの一覧を {path} に保存できませんでした: {reason}</translation>
        </message>
        <message>
            <source>Could not save {name} in {folder}: {reason}. Your change is kept in memory and will be saved again.</source>
            <translation>{name} を {folder} に保存できませんでした: {reason}。変更はメモリ上に保持されており、あらためて保存されます。</translation>
        </message>
        <message>
            <source>Could not save {name} in {folder}: {reason}. Your change is kept in the library's change file and will be saved again.</source>
            <translation>{name} を {folder} に保存できませんでした: {reason}。変更はライブラリの変更ファイルに保持されており、あらためて保存されます。</translation>
        </message>
        <message>
            <source>Could not write the search index in {folder}: {reason}.</source>
            <translation>{folder} の検索インデックスに書き込めませんでした: {reason}。</translation>
        </message>
        <message>
            <source>Could not write {path}: {reason}</source>
            <translation>{path} に書き込めませんでした: {reason}</translation>
        </message>
        <message>
            <source>Did you mean “{query}”?</source>
            <translation>もしかして「{query}」？</translation>
        </message>
        <message>
            <source>EndNote record {number} holds nothing but EndNote's own bookkeeping (no title, authors, date, notes or any other field)</source>
            <translation>EndNote レコード {number} には EndNote の管理情報しかありません (タイトル、著者、日付、メモなどのフィールドがありません)</translation>
        </message>
        <message>
            <source>Import cancelled; the library is unchanged.</source>
            <translation>インポートをキャンセルしました。ライブラリは変更されていません。</translation>
        </message>
        <message>
            <source>Import {number} is not in this library's history: undo its changes in History.</source>
            <translation>インポート {number} はこのライブラリの記録にありません。その変更は「履歴」で元に戻してください。</translation>
        </message>
        <message>
            <source>Import {number} was undone already.</source>
            <translation>インポート {number} はすでに元に戻されています。</translation>
        </message>
        <message>
            <source>Kept export {path} is up to date.</source>
            <translation>自動エクスポート {path} は最新です。</translation>
        </message>
        <message>
            <source>Kept export {path} rewritten ({count} paper).</source>
            <translation>自動エクスポート {path} を書き直しました (論文 {count} 件)。</translation>
        </message>
        <message>
            <source>Kept export {path} rewritten ({count} papers).</source>
            <translation>自動エクスポート {path} を書き直しました (論文 {count} 件)。</translation>
        </message>
        <message>
            <source>Lectern answers only its own browser extension; nothing was read.</source>
            <translation>Lectern が応答するのは自身のブラウザー拡張機能だけです。何も読み込んでいません。</translation>
        </message>
        <message>
            <source>Lectern could not do this ({problem}); nothing was saved.</source>
            <translation>Lectern はこの操作を実行できませんでした ({problem})。何も保存していません。</translation>
        </message>
        <message>
            <source>Lectern could not read the PDF: {why}.</source>
            <translation>Lectern は PDF を読み取れませんでした: {why}。</translation>
        </message>
        <message>
            <source>Lectern could not run this search; try fewer or simpler words.</source>
            <translation>Lectern はこの検索を実行できませんでした。語を減らすか、より簡単な語にしてください。</translation>
        </message>
        <message>
            <source>Lectern did not open “{name}”: {reason}.</source>
            <translation>Lectern は「{name}」を開きませんでした: {reason}。</translation>
        </message>
        <message>
            <source>Lectern does not know the request {kind}.</source>
            <translation>Lectern は要求 {kind} を認識できません。</translation>
        </message>
        <message>
            <source>Lectern does not write notes straight into {folder}; choose or create a folder for them.</source>
            <translation>Lectern はメモを {folder} に直接書き込みません。メモ用のフォルダーを選ぶか作成してください。</translation>
        </message>
        <message>
            <source>Lectern found no title, DOI or arXiv id in it</source>
            <translation>Lectern はタイトル、DOI、arXiv ID のいずれも見つけられませんでした</translation>
        </message>
        <message>
            <source>Lectern has no status {status}.</source>
            <translation>Lectern に {status} というステータスはありません。</translation>
        </message>
        <message>
            <source>Lectern may not write in {folder}</source>
            <translation>Lectern には {folder} への書き込み権限がありません</translation>
        </message>
        <message>
            <source>Lectern opens only PDF, EPUB, DjVu, HTML, image and text files, not files without a type in the name</source>
            <translation>Lectern で開けるのは PDF、EPUB、DjVu、HTML、画像、テキストの各ファイルだけです。名前に種類 (拡張子) のないファイルは開けません</translation>
        </message>
        <message>
            <source>Lectern opens only PDF, EPUB, DjVu, HTML, image and text files, not “{extension}” files</source>
            <translation>Lectern で開けるのは PDF、EPUB、DjVu、HTML、画像、テキストの各ファイルだけです。「{extension}」ファイルは開けません</translation>
        </message>
        <message>
            <source>Lectern registers for every user only on Linux; register it per user here.</source>
            <translation>Lectern を全ユーザー向けに登録できるのは Linux だけです。ここではユーザーごとに登録してください。</translation>
        </message>
        <message>
            <source>Lectern's answer was too long for the browser.</source>
            <translation>Lectern の応答がブラウザーには長すぎました。</translation>
        </message>
        <message>
            <source>Markdown export writes one file per paper: choose a folder.</source>
            <translation>Markdown エクスポートは論文ごとに 1 つのファイルを書き出します: フォルダーを選んでください。</translation>
        </message>
        <message>
            <source>Missing ')' — closed the group at the end</source>
            <translation>')' がありません — 末尾でグループを閉じました</translation>
        </message>
        <message>
            <source>Missing closing quote — searched the phrase to the end</source>
            <translation>閉じ引用符がありません — 末尾までをフレーズとして検索しました</translation>
        </message>
        <message>
            <source>No citation style is called {name}. The styles are: {known}.</source>
            <translation>{name} という引用スタイルはありません。使用できるスタイル: {known}。</translation>
        </message>
        <message>
            <source>No paper found on this page.</source>
            <translation>このページに論文が見つかりませんでした。</translation>
        </message>
        <message>
            <source>No service knows {what} ({services} were asked); nothing was changed.</source>
            <translation>{what} を知っているサービスはありませんでした (問い合わせ先: {services})。何も変更していません。</translation>
        </message>
        <message>
            <source>Nothing after '{field}:' — searched '{field}' as a word</source>
            <translation>'{field}:' の後に何もありません — '{field}' を語として検索しました</translation>
        </message>
        <message>
            <source>Nothing to redo.</source>
            <translation>やり直す操作はありません。</translation>
        </message>
        <message>
            <source>Nothing to search for — only very common words or unreadable parts</source>
            <translation>検索する語がありません — ごく一般的な語か、解釈できない部分しかありません</translation>
        </message>
        <message>
            <source>Nothing to undo.</source>
            <translation>元に戻す操作はありません。</translation>
        </message>
        <message>
            <source>On Windows the installer registers Lectern with the browsers; give --dir to write a manifest.</source>
            <translation>Windows ではインストーラーが Lectern をブラウザーに登録します。マニフェストを書き出すには --dir を指定してください。</translation>
        </message>
        <message>
            <source>Only a library opened read-only merges in memory; use pull().</source>
            <translation>メモリ上で統合するのは、読み取り専用で開いたライブラリだけです。pull() を使ってください。</translation>
        </message>
        <message>
            <source>Other fields are names with values.</source>
            <translation>その他のフィールドは、名前と値の組です。</translation>
        </message>
        <message>
            <source>Page {page} of {path} cannot be read, so its marks cannot be written.</source>
            <translation>{path} の {page} ページを読み込めないため、その注釈を書き込めません。</translation>
        </message>
        <message>
            <source>Paste a BibTeX or RIS entry, a DOI, an arXiv id or a link.</source>
            <translation>BibTeX または RIS のエントリ、DOI、arXiv ID、リンクのいずれかを貼り付けてください。</translation>
        </message>
        <message>
            <source>PubMed has no record of {what}; nothing was changed.</source>
            <translation>PubMed に {what} のレコードはありません。何も変更していません。</translation>
        </message>
        <message>
            <source>Read '{field}:{text}' as {field}:{low}..{high}</source>
            <translation>'{field}:{text}' を {field}:{low}..{high} と解釈しました</translation>
        </message>
        <message>
            <source>Rebuilding the search index was cancelled; the old one is kept.</source>
            <translation>検索インデックスの再構築をキャンセルしました。以前のインデックスを引き続き使用します。</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>ブラウザーから保存しました: {title}</translation>
        </message>
        <message>
            <source>Saved search “{name}”</source>
            <translation>保存した検索「{name}」</translation>
        </message>
        <message>
            <source>Saved to your reading list: {title}</source>
            <translation>リーディングリストに保存しました: {title}</translation>
        </message>
        <message>
            <source>Status {status}</source>
            <translation>ステータス: {status}</translation>
        </message>
        <message>
            <source>Tag “{name}”</source>
            <translation>タグ「{name}」</translation>
        </message>
        <message>
            <source>That change is not in this library's history.</source>
            <translation>その変更はこのライブラリの履歴にありません。</translation>
        </message>
        <message>
            <source>That paper is in the library again already.</source>
            <translation>その論文はすでにライブラリに戻っています。</translation>
        </message>
        <message>
            <source>That paper was deleted for good since; undo the deletion first.</source>
            <translation>その論文はその後完全に削除されています。先に削除を元に戻してください。</translation>
        </message>
        <message>
            <source>The PDF link gave a web page, not a PDF (a sign-in page, perhaps): nothing was saved. Open the PDF in the browser and save again.</source>
            <translation>PDF のリンク先は PDF ではなく Web ページでした (サインインページかもしれません)。何も保存していません。ブラウザーで PDF を開いてから、もう一度保存してください。</translation>
        </message>
        <message>
            <source>The PDF sent with the page is not in the form Lectern reads.</source>
            <translation>ページとともに送られた PDF は、Lectern が読み取れる形式ではありません。</translation>
        </message>
        <message>
            <source>The abstract of {paper} in {path} cannot be read: the file was changed outside Lectern while it was open. Close Lectern and open the library again.</source>
            <translation>{path} にある {paper} の要旨を読み込めません: 開いている間に Lectern の外でファイルが変更されました。Lectern を閉じて、ライブラリを開き直してください。</translation>
        </message>
        <message>
            <source>The browser's message is not JSON.</source>
            <translation>ブラウザーからのメッセージが JSON ではありません。</translation>
        </message>
        <message>
            <source>The browser's message is not UTF-8 text.</source>
            <translation>ブラウザーからのメッセージが UTF-8 のテキストではありません。</translation>
        </message>
        <message>
            <source>The browser's message is not a JSON object.</source>
            <translation>ブラウザーからのメッセージが JSON オブジェクトではありません。</translation>
        </message>
        <message>
            <source>The browser's message is {size} MB; Lectern reads at most {most} MB.</source>
            <translation>ブラウザーからのメッセージは {size} MB ですが、Lectern が読み込めるのは {most} MB までです。</translation>
        </message>
        <message>
            <source>The browser's message was cut off.</source>
            <translation>ブラウザーからのメッセージが途中で切れていました。</translation>
        </message>
        <message>
            <source>The citation key {key} is taken by “{title}”; keys are unique.</source>
            <translation>引用キー {key} は「{title}」で使われています。キーは一意でなければなりません。</translation>
        </message>
        <message>
            <source>The copy with marks could not be written to {path} ({reason}).</source>
            <translation>注釈付きのコピーを {path} に書き込めませんでした ({reason})。</translation>
        </message>
        <message>
            <source>The copy with marks could not be written: {why}.</source>
            <translation>注釈付きのコピーを書き込めませんでした: {why}。</translation>
        </message>
        <message>
            <source>The file the PDF link gave is not a PDF: nothing was saved.</source>
            <translation>PDF のリンク先のファイルは PDF ではありません。何も保存していません。</translation>
        </message>
        <message>
            <source>The library at {folder} is being changed by {holder}. Close it there and try again; reading and searching still work meanwhile.</source>
            <translation>{folder} のライブラリは {holder} が変更中です。そちらで閉じてから、もう一度お試しください。その間も閲覧と検索はできます。</translation>
        </message>
        <message>
            <source>The library at {path} is open read-only; changes are not possible here.</source>
            <translation>{path} のライブラリは読み取り専用で開かれているため、ここでは変更できません。</translation>
        </message>
        <message>
            <source>The library is open read-only; changes are not possible.</source>
            <translation>ライブラリは読み取り専用で開かれているため、変更できません。</translation>
        </message>
        <message>
            <source>The marks were not looked for in {path}: {why}.</source>
            <translation>{path} では注釈を探しませんでした: {why}。</translation>
        </message>
        <message>
            <source>The page capture is not JSON Lectern can read.</source>
            <translation>ページのキャプチャは、Lectern が読み取れる JSON ではありません。</translation>
        </message>
        <message>
            <source>The page capture is not a JSON object.</source>
            <translation>ページのキャプチャが JSON オブジェクトではありません。</translation>
        </message>
        <message>
            <source>The page capture is {size} MB; Lectern reads at most {most} MB.</source>
            <translation>ページのキャプチャは {size} MB ですが、Lectern が読み込めるのは {most} MB までです。</translation>
        </message>
        <message>
            <source>The page capture's {part} is not in the form Lectern reads.</source>
            <translation>ページのキャプチャの {part} は、Lectern が読み取れる形式ではありません。</translation>
        </message>
        <message>
            <source>The paper {paper} is not in the reading queue.</source>
            <translation>論文 {paper} は「次に読む」にありません。</translation>
        </message>
        <message>
            <source>The pasted text holds no paper Lectern can read ({format}).</source>
            <translation>貼り付けたテキストには、Lectern が読み取れる論文がありません ({format})。</translation>
        </message>
        <message>
            <source>The pasted text holds no paper Lectern can read ({reasons}).</source>
            <translation>貼り付けたテキストには、Lectern が読み取れる論文がありません ({reasons})。</translation>
        </message>
        <message>
            <source>The pasted {format} text, line {line}: {problem}</source>
            <translation>貼り付けた {format} テキストの {line} 行目: {problem}</translation>
        </message>
        <message>
            <source>The pasted {format} text: {problem}</source>
            <translation>貼り付けた {format} テキスト: {problem}</translation>
        </message>
        <message>
            <source>The record found for {paper} is not of the same work by Lectern's rules (its identifiers differ); nothing was changed.</source>
            <translation>{paper} について見つかったレコードは、Lectern の基準では同じ著作ではありません (識別子が異なります)。何も変更していません。</translation>
        </message>
        <message>
            <source>The save's choices are not in the form Lectern reads.</source>
            <translation>保存時の選択内容が、Lectern が読み取れる形式ではありません。</translation>
        </message>
        <message>
            <source>The search index is behind the store: 1 paper differs; run repair.</source>
            <translation>検索インデックスがデータに追いついていません: 1 件の論文が異なります。修復を実行してください。</translation>
        </message>
        <message>
            <source>The search index is behind the store: {count} papers differ; run repair.</source>
            <translation>検索インデックスがデータに追いついていません: {count} 件の論文が異なります。修復を実行してください。</translation>
        </message>
        <message>
            <source>The search index is damaged; `lectern check --repair` rebuilds it.</source>
            <translation>検索インデックスが破損しています。`lectern check --repair` で再構築されます。</translation>
        </message>
        <message>
            <source>The search index is not ready yet; `lectern check --repair` rebuilds it.</source>
            <translation>検索インデックスはまだ準備できていません。`lectern check --repair` で再構築されます。</translation>
        </message>
        <message>
            <source>The search index is open read-only.</source>
            <translation>検索インデックスは読み取り専用で開かれています。</translation>
        </message>
        <message>
            <source>The style file {path} cannot be read: {reason}</source>
            <translation>スタイルファイル {path} を読み込めません: {reason}</translation>
        </message>
        <message>
            <source>The {title} style could not format these papers ({problem}).</source>
            <translation>{title} スタイルではこれらの論文を整形できませんでした ({problem})。</translation>
        </message>
        <message>
            <source>There is already a collection named {name}.</source>
            <translation>{name} という名前のコレクションはすでにあります。</translation>
        </message>
        <message>
            <source>There is already a saved search named {name}.</source>
            <translation>{name} という名前の保存した検索はすでにあります。</translation>
        </message>
        <message>
            <source>There is no collection named {name}.</source>
            <translation>{name} という名前のコレクションはありません。</translation>
        </message>
        <message>
            <source>There is no import {number} to undo (Lectern keeps the last {kept}).</source>
            <translation>元に戻せるインポート {number} はありません (Lectern が保持するのは直近の {kept} 件です)。</translation>
        </message>
        <message>
            <source>There is no kept export {number} (they are 1–{last}).</source>
            <translation>自動エクスポート {number} はありません (番号は 1–{last} です)。</translation>
        </message>
        <message>
            <source>There is no kept export {number}: none is kept.</source>
            <translation>自動エクスポート {number} はありません: 自動エクスポートは 1 つも設定されていません。</translation>
        </message>
        <message>
            <source>There is no library at {path}.</source>
            <translation>{path} にライブラリはありません。</translation>
        </message>
        <message>
            <source>There is no mark {mark} in this library.</source>
            <translation>このライブラリに注釈 {mark} はありません。</translation>
        </message>
        <message>
            <source>This page capture is version {version}; this Lectern reads version {known}. Update Lectern and its browser extension together.</source>
            <translation>このページのキャプチャはバージョン {version} ですが、この Lectern が読み込めるのはバージョン {known} です。Lectern とブラウザー拡張機能を一緒に更新してください。</translation>
        </message>
        <message>
            <source>This paper has no PDF to save a copy of with its marks.</source>
            <translation>この論文には、注釈付きのコピーを保存できる PDF がありません。</translation>
        </message>
        <message>
            <source>Too many nested parentheses — ignored the deepest</source>
            <translation>括弧の入れ子が深すぎます — 最も深い部分を無視しました</translation>
        </message>
        <message>
            <source>Unknown 'has:{what}' — use has:published</source>
            <translation>不明な指定 'has:{what}' です — has:published を使ってください</translation>
        </message>
        <message>
            <source>Unknown export format {format} (use one of: {formats}).</source>
            <translation>不明なエクスポート形式 {format} です (次のいずれかを使ってください: {formats})。</translation>
        </message>
        <message>
            <source>Unknown field '{field}:' — searched it as words</source>
            <translation>不明なフィールド '{field}:' です — 語として検索しました</translation>
        </message>
        <message>
            <source>Unknown place 'in:{place}' — use in:trash or in:queue</source>
            <translation>不明な場所 'in:{place}' です — in:trash または in:queue を使ってください</translation>
        </message>
        <message>
            <source>Unknown status '{status}' — use one of {names}</source>
            <translation>不明なステータス '{status}' です — {names} のいずれかを使ってください</translation>
        </message>
        <message>
            <source>Unmatched ')' ignored</source>
            <translation>対応する '(' のない ')' を無視しました</translation>
        </message>
        <message>
            <source>XML with a DTD of its own</source>
            <translation>独自の DTD を持つ XML</translation>
        </message>
        <message>
            <source>a 7-Zip archive</source>
            <translation>7-Zip アーカイブ</translation>
        </message>
        <message>
            <source>a DjVu document</source>
            <translation>DjVu 文書</translation>
        </message>
        <message>
            <source>a GIF image</source>
            <translation>GIF 画像</translation>
        </message>
        <message>
            <source>a JPEG image</source>
            <translation>JPEG 画像</translation>
        </message>
        <message>
            <source>a Java program</source>
            <translation>Java プログラム</translation>
        </message>
        <message>
            <source>a PDF</source>
            <translation>PDF ファイル</translation>
        </message>
        <message>
            <source>a PDF document</source>
            <translation>PDF 文書</translation>
        </message>
        <message>
            <source>a PNG image</source>
            <translation>PNG 画像</translation>
        </message>
        <message>
            <source>a RAR archive</source>
            <translation>RAR アーカイブ</translation>
        </message>
        <message>
            <source>a TIFF image</source>
            <translation>TIFF 画像</translation>
        </message>
        <message>
            <source>a Windows program</source>
            <translation>Windows プログラム</translation>
        </message>
        <message>
            <source>a Windows script</source>
            <translation>Windows スクリプト</translation>
        </message>
        <message>
            <source>a Windows shortcut, which starts whatever it points to</source>
            <translation>Windows のショートカット (リンク先にあるものを何でも起動します)</translation>
        </message>
        <message>
            <source>a ZIP archive (or a Word/Excel/EPUB file)</source>
            <translation>ZIP アーカイブ (または Word/Excel/EPUB ファイル)</translation>
        </message>
        <message>
            <source>a bitmap image</source>
            <translation>ビットマップ画像</translation>
        </message>
        <message>
            <source>a bzip2 archive</source>
            <translation>bzip2 アーカイブ</translation>
        </message>
        <message>
            <source>a desktop launcher, which starts a program</source>
            <translation>デスクトップランチャー (プログラムを起動します)</translation>
        </message>
        <message>
            <source>a font</source>
            <translation>フォント</translation>
        </message>
        <message>
            <source>a later change</source>
            <translation>後の変更</translation>
        </message>
        <message>
            <source>a media file</source>
            <translation>メディアファイル</translation>
        </message>
        <message>
            <source>a program</source>
            <translation>プログラム</translation>
        </message>
        <message>
            <source>a program (ELF, for Linux)</source>
            <translation>プログラム (ELF、Linux 用)</translation>
        </message>
        <message>
            <source>a program (Mach-O, for macOS)</source>
            <translation>プログラム (Mach-O、macOS 用)</translation>
        </message>
        <message>
            <source>a program (for macOS, or Java)</source>
            <translation>プログラム (macOS 用または Java)</translation>
        </message>
        <message>
            <source>a script</source>
            <translation>スクリプト</translation>
        </message>
        <message>
            <source>a script (it starts with #!)</source>
            <translation>スクリプト (#! で始まっています)</translation>
        </message>
        <message>
            <source>a shell script</source>
            <translation>シェルスクリプト</translation>
        </message>
        <message>
            <source>a text file</source>
            <translation>テキストファイル</translation>
        </message>
        <message>
            <source>a video</source>
            <translation>動画</translation>
        </message>
        <message>
            <source>a web page (HTML)</source>
            <translation>Web ページ (HTML)</translation>
        </message>
        <message>
            <source>an AppImage program</source>
            <translation>AppImage プログラム</translation>
        </message>
        <message>
            <source>an EPUB book</source>
            <translation>EPUB 書籍</translation>
        </message>
        <message>
            <source>an MP3 file</source>
            <translation>MP3 ファイル</translation>
        </message>
        <message>
            <source>an SQLite database</source>
            <translation>SQLite データベース</translation>
        </message>
        <message>
            <source>an audio file</source>
            <translation>音声ファイル</translation>
        </message>
        <message>
            <source>an image</source>
            <translation>画像</translation>
        </message>
        <message>
            <source>an installer</source>
            <translation>インストーラー</translation>
        </message>
        <message>
            <source>an internet shortcut, which opens whatever it points to</source>
            <translation>インターネットショートカット (リンク先にあるものを何でも開きます)</translation>
        </message>
        <message>
            <source>an old Microsoft Office document</source>
            <translation>古い Microsoft Office 文書</translation>
        </message>
        <message>
            <source>an xz archive</source>
            <translation>xz アーカイブ</translation>
        </message>
        <message>
            <source>annotation for {id}, which the backup has no paper for</source>
            <translation>{id} の注釈データ (バックアップに該当する論文がありません)</translation>
        </message>
        <message>
            <source>another Lectern process</source>
            <translation>別の Lectern プロセス</translation>
        </message>
        <message>
            <source>arXiv has no preprint {what}; nothing was changed.</source>
            <translation>arXiv にプレプリント {what} はありません。何も変更していません。</translation>
        </message>
        <message>
            <source>backup annotation for {id} is damaged ({problem})</source>
            <translation>バックアップ内の {id} の注釈データが破損しています ({problem})</translation>
        </message>
        <message>
            <source>backup annotation without a paper id</source>
            <translation>論文 ID のない、バックアップ内の注釈データ</translation>
        </message>
        <message>
            <source>backup paper without an id</source>
            <translation>ID のない、バックアップ内の論文</translation>
        </message>
        <message>
            <source>backup paper {id} has neither a title nor an abstract</source>
            <translation>バックアップ内の論文 {id} にはタイトルも要旨もありません</translation>
        </message>
        <message>
            <source>backup paper {id} is damaged ({problem})</source>
            <translation>バックアップ内の論文 {id} が破損しています ({problem})</translation>
        </message>
        <message>
            <source>cannot be read ({reason})</source>
            <translation>読み込めません ({reason})</translation>
        </message>
        <message>
            <source>cannot be read to the end ({problem})</source>
            <translation>最後まで読み込めません ({problem})</translation>
        </message>
        <message>
            <source>changes to {count} other paper</source>
            <translation>ほかの論文 {count} 件への変更</translation>
        </message>
        <message>
            <source>changes to {count} other papers</source>
            <translation>ほかの論文 {count} 件への変更</translation>
        </message>
        <message>
            <source>changes to {count} paper</source>
            <translation>論文 {count} 件への変更</translation>
        </message>
        <message>
            <source>changes to {count} papers</source>
            <translation>論文 {count} 件への変更</translation>
        </message>
        <message>
            <source>contains a DTD (&lt;!DOCTYPE …&gt;); Lectern does not read XML with DTDs</source>
            <translation>DTD (&lt;!DOCTYPE …&gt;) を含んでいます。Lectern は DTD のある XML を読み込みません</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>破損</translation>
        </message>
        <message>
            <source>declares XML entities; Lectern does not expand them</source>
            <translation>XML エンティティを宣言しています。Lectern はエンティティを展開しません</translation>
        </message>
        <message>
            <source>does not exist</source>
            <translation>存在しません</translation>
        </message>
        <message>
            <source>does not look like {extension} data (no records found at its start)</source>
            <translation>{extension} のデータではないようです (先頭にレコードが見つかりません)</translation>
        </message>
        <message>
            <source>duplicate key {key}; the first entry with this key was imported</source>
            <translation>キー {key} が重複しています。このキーを持つ最初のエントリをインポートしました</translation>
        </message>
        <message>
            <source>encrypted</source>
            <translation>暗号化済み</translation>
        </message>
        <message>
            <source>entry has no title, abstract, DOI or arXiv id</source>
            <translation>エントリにタイトル、要旨、DOI、arXiv ID のいずれもありません</translation>
        </message>
        <message>
            <source>entry {id} has no title, abstract, DOI or arXiv id</source>
            <translation>エントリ {id} にタイトル、要旨、DOI、arXiv ID のいずれもありません</translation>
        </message>
        <message>
            <source>entry {key} has no title, abstract, DOI or arXiv id</source>
            <translation>エントリ {key} にタイトル、要旨、DOI、arXiv ID のいずれもありません</translation>
        </message>
        <message>
            <source>every field the same, under another key</source>
            <translation>別のキーで全フィールドが同じ</translation>
        </message>
        <message>
            <source>has a broken backup: "{key}" is not a list</source>
            <translation>バックアップが壊れています: "{key}" がリストではありません</translation>
        </message>
        <message>
            <source>has an unknown backup version {version}</source>
            <translation>不明なバックアップバージョン {version} です</translation>
        </message>
        <message>
            <source>has no title or abstract column</source>
            <translation>タイトルまたは要旨の列がありません</translation>
        </message>
        <message>
            <source>has no title or abstract column in its first row</source>
            <translation>1 行目にタイトルまたは要旨の列がありません</translation>
        </message>
        <message>
            <source>is JSON Lines, but its records have no title or abstract (fields: {fields})</source>
            <translation>JSON Lines ですが、レコードにタイトルも要旨もありません (フィールド: {fields})</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON (no list of items)</source>
            <translation>JSON ですが CSL-JSON ではありません (項目のリストがありません)</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON: its items have none of title, author, issued, type (they have no fields)</source>
            <translation>JSON ですが CSL-JSON ではありません: 項目に title、author、issued、type のいずれもありません (フィールドがありません)</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON: its items have none of title, author, issued, type (they have {fields})</source>
            <translation>JSON ですが CSL-JSON ではありません: 項目に title、author、issued、type のいずれもありません (あるのは {fields} です)</translation>
        </message>
        <message>
            <source>is JSON but not a bibliography Lectern knows (CSL-JSON, JSON Lines or a Lectern backup); its fields are: none</source>
            <translation>JSON ですが、Lectern が扱える文献データ (CSL-JSON、JSON Lines、Lectern バックアップ) ではありません。フィールド: なし</translation>
        </message>
        <message>
            <source>is JSON but not a bibliography Lectern knows (CSL-JSON, JSON Lines or a Lectern backup); its fields are: {fields}</source>
            <translation>JSON ですが、Lectern が扱える文献データ (CSL-JSON、JSON Lines、Lectern バックアップ) ではありません。フィールド: {fields}</translation>
        </message>
        <message>
            <source>is XML but not an Atom feed (its root element is &lt;{element}&gt;)</source>
            <translation>XML ですが Atom フィードではありません (ルート要素が &lt;{element}&gt; です)</translation>
        </message>
        <message>
            <source>is XML but not an Atom feed or an EndNote XML export (Lectern reads arXiv API results and EndNote's XML)</source>
            <translation>XML ですが、Atom フィードでも EndNote XML エクスポートでもありません (Lectern が読み込めるのは arXiv API の結果と EndNote の XML です)</translation>
        </message>
        <message>
            <source>is XML but not an EndNote XML export (its root element is &lt;{element}&gt;, EndNote's is &lt;xml&gt; with &lt;records&gt; in it)</source>
            <translation>XML ですが EndNote XML エクスポートではありません (ルート要素が &lt;{element}&gt; です。EndNote のものは &lt;records&gt; を含む &lt;xml&gt; です)</translation>
        </message>
        <message>
            <source>is a binary file, not a bibliography (Lectern imports {known})</source>
            <translation>バイナリファイルであり、文献データではありません (Lectern がインポートできるのは {known} です)</translation>
        </message>
        <message>
            <source>is a folder with no PDF in it</source>
            <translation>PDF が入っていないフォルダーです</translation>
        </message>
        <message>
            <source>is a folder, not a file</source>
            <translation>ファイルではなくフォルダーです</translation>
        </message>
        <message>
            <source>is a web page (HTML), not a bibliography</source>
            <translation>Web ページ (HTML) であり、文献データではありません</translation>
        </message>
        <message>
            <source>is empty</source>
            <translation>空です</translation>
        </message>
        <message>
            <source>is not JSON Lines (no line is a JSON record)</source>
            <translation>JSON Lines ではありません (JSON レコードになっている行がありません)</translation>
        </message>
        <message>
            <source>is not MEDLINE (PubMed) data: its first lines are not MEDLINE's tags (PMID- , TI  - , FAU - …); Lectern imports {known}</source>
            <translation>MEDLINE (PubMed) のデータではありません: 先頭の行が MEDLINE のタグ (PMID- , TI  - , FAU - …) ではありません。Lectern がインポートできるのは {known} です</translation>
        </message>
        <message>
            <source>is not UTF-8 text</source>
            <translation>UTF-8 のテキストではありません</translation>
        </message>
        <message>
            <source>is not XML, so not an EndNote XML export; Lectern imports {known}</source>
            <translation>XML ではないため、EndNote XML エクスポートではありません。Lectern がインポートできるのは {known} です</translation>
        </message>
        <message>
            <source>is not a Lectern backup (no "lectern_backup" marker)</source>
            <translation>Lectern バックアップではありません ("lectern_backup" マーカーがありません)</translation>
        </message>
        <message>
            <source>is not a list of abstracts ({problem}); Lectern imports {known}</source>
            <translation>要旨の一覧ではありません ({problem})。Lectern がインポートできるのは {known} です</translation>
        </message>
        <message>
            <source>is not in a format Lectern knows (Lectern imports {known})</source>
            <translation>Lectern が扱える形式ではありません (Lectern がインポートできるのは {known} です)</translation>
        </message>
        <message>
            <source>is not valid CSV ({problem})</source>
            <translation>有効な CSV ではありません ({problem})</translation>
        </message>
        <message>
            <source>is not valid JSON ({problem})</source>
            <translation>有効な JSON ではありません ({problem})</translation>
        </message>
        <message>
            <source>is not valid UTF-16 ({problem})</source>
            <translation>有効な UTF-16 ではありません ({problem})</translation>
        </message>
        <message>
            <source>is not valid {encoding} ({problem})</source>
            <translation>有効な {encoding} ではありません ({problem})</translation>
        </message>
        <message>
            <source>is not well-formed XML ({problem})</source>
            <translation>整形式の XML ではありません ({problem})</translation>
        </message>
        <message>
            <source>is {what}, not a bibliography (Lectern imports {known})</source>
            <translation>{what} であり、文献データではありません (Lectern がインポートできるのは {known} です)</translation>
        </message>
        <message>
            <source>it cannot be opened</source>
            <translation>開けません</translation>
        </message>
        <message>
            <source>it cannot be opened ({detail})</source>
            <translation>開けません ({detail})</translation>
        </message>
        <message>
            <source>it cannot be reached ({reason})</source>
            <translation>アクセスできません ({reason})</translation>
        </message>
        <message>
            <source>it cannot be read ({reason})</source>
            <translation>読み込めません ({reason})</translation>
        </message>
        <message>
            <source>it has no paragraph of prose</source>
            <translation>文章の段落がありません</translation>
        </message>
        <message>
            <source>it has no text layer (a scanned PDF), so its title cannot be read</source>
            <translation>テキストレイヤーがない (スキャンした PDF) ため、タイトルを読み取れません</translation>
        </message>
        <message>
            <source>it is BibTeX</source>
            <translation>BibTeX です</translation>
        </message>
        <message>
            <source>it is JSON</source>
            <translation>JSON です</translation>
        </message>
        <message>
            <source>it is MEDLINE (PubMed) data</source>
            <translation>MEDLINE (PubMed) のデータです</translation>
        </message>
        <message>
            <source>it is RIS</source>
            <translation>RIS です</translation>
        </message>
        <message>
            <source>it is Web of Science data</source>
            <translation>Web of Science のデータです</translation>
        </message>
        <message>
            <source>it is XML or HTML</source>
            <translation>XML または HTML です</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>ファイルではなくフォルダーです</translation>
        </message>
        <message>
            <source>it is a link to “{name}”, whose name says another type</source>
            <translation>「{name}」へのリンクで、リンク先の名前は別の種類を示しています</translation>
        </message>
        <message>
            <source>it is a path on a Windows computer ({path})</source>
            <translation>Windows コンピューター上のパスです ({path})</translation>
        </message>
        <message>
            <source>it is an EndNote or refer tagged export</source>
            <translation>EndNote または refer のタグ付きエクスポートです</translation>
        </message>
        <message>
            <source>it is damaged: it starts as a PDF but cannot be read</source>
            <translation>破損しています: PDF として始まっていますが、読み取れません</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>空です</translation>
        </message>
        <message>
            <source>it is encrypted: it needs a password to open</source>
            <translation>暗号化されています: 開くにはパスワードが必要です</translation>
        </message>
        <message>
            <source>it is missing; nothing is at {path}</source>
            <translation>見つかりません。{path} には何もありません</translation>
        </message>
        <message>
            <source>it is not a PDF, whatever its name says</source>
            <translation>名前がどうであれ、PDF ではありません</translation>
        </message>
        <message>
            <source>it is not a full path, so its folder is unknown</source>
            <translation>フルパスではないため、フォルダーがわかりません</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>通常のファイルではありません</translation>
        </message>
        <message>
            <source>it is text marked as a program (it has permission to run), so it could run as a script; if it is only text, remove that permission</source>
            <translation>プログラムとしてマークされたテキスト (実行権限があります) なので、スクリプトとして実行されるおそれがあります。ただのテキストであれば、その権限を外してください</translation>
        </message>
        <message>
            <source>item {id} has no title, abstract, DOI or arXiv id</source>
            <translation>項目 {id} にタイトル、要旨、DOI、arXiv ID のいずれもありません</translation>
        </message>
        <message>
            <source>its folder {folder} is not there any more</source>
            <translation>フォルダー {folder} がもう存在しません</translation>
        </message>
        <message>
            <source>its lines are rows of a table</source>
            <translation>各行が表の行になっています</translation>
        </message>
        <message>
            <source>its lines are tagged fields</source>
            <translation>各行がタグ付きのフィールドになっています</translation>
        </message>
        <message>
            <source>its name says it is {what}</source>
            <translation>名前からすると {what} です</translation>
        </message>
        <message>
            <source>its name says {kind}, but it is {program}</source>
            <translation>名前は {kind} を示していますが、実際は {program} です</translation>
        </message>
        <message>
            <source>its name says {kind}, but its content is not</source>
            <translation>名前は {kind} を示していますが、内容はそうではありません</translation>
        </message>
        <message>
            <source>its paper's files were chosen by hand, so an import adds none; attach it there</source>
            <translation>この論文のファイルは手動で選ばれているため、インポートでは追加されません。論文に直接添付してください</translation>
        </message>
        <message>
            <source>line {line}: {problem}</source>
            <translation>{line} 行目: {problem}</translation>
        </message>
        <message>
            <source>no DOI record in it</source>
            <translation>DOI のレコードが含まれていません</translation>
        </message>
        <message>
            <source>no PDF</source>
            <translation>PDF なし</translation>
        </message>
        <message>
            <source>no book's title in it</source>
            <translation>書籍のタイトルが含まれていません</translation>
        </message>
        <message>
            <source>no record</source>
            <translation>レコードなし</translation>
        </message>
        <message>
            <source>no text layer</source>
            <translation>テキストレイヤーなし</translation>
        </message>
        <message>
            <source>no title, abstract, DOI or arXiv id</source>
            <translation>タイトル、要旨、DOI、arXiv ID のいずれもありません</translation>
        </message>
        <message>
            <source>no work in it</source>
            <translation>著作が含まれていません</translation>
        </message>
        <message>
            <source>not JSON</source>
            <translation>JSON ではない</translation>
        </message>
        <message>
            <source>not XML</source>
            <translation>XML ではない</translation>
        </message>
        <message>
            <source>not a CSL-JSON item (expected an object)</source>
            <translation>CSL-JSON の項目ではありません (オブジェクトが必要です)</translation>
        </message>
        <message>
            <source>not a JSON object</source>
            <translation>JSON オブジェクトではありません</translation>
        </message>
        <message>
            <source>not a MEDLINE record: {text}</source>
            <translation>MEDLINE レコードではありません: {text}</translation>
        </message>
        <message>
            <source>not a PDF</source>
            <translation>PDF ではない</translation>
        </message>
        <message>
            <source>not a PubMed article set</source>
            <translation>PubMed の論文セットではない</translation>
        </message>
        <message>
            <source>not an Atom feed</source>
            <translation>Atom フィードではない</translation>
        </message>
        <message>
            <source>not readable as BibTeX: {problem}</source>
            <translation>BibTeX として読み込めません: {problem}</translation>
        </message>
        <message>
            <source>not readable as RIS</source>
            <translation>RIS として読み込めません</translation>
        </message>
        <message>
            <source>not readable as RIS: {problem}</source>
            <translation>RIS として読み込めません: {problem}</translation>
        </message>
        <message>
            <source>not valid JSON ({problem})</source>
            <translation>有効な JSON ではありません ({problem})</translation>
        </message>
        <message>
            <source>reader stopped</source>
            <translation>リーダー停止</translation>
        </message>
        <message>
            <source>reading it took too long, so Lectern stopped</source>
            <translation>読み取りに時間がかかりすぎたため、Lectern が中止しました</translation>
        </message>
        <message>
            <source>record has neither a title nor an abstract</source>
            <translation>レコードにタイトルも要旨もありません</translation>
        </message>
        <message>
            <source>record has neither a title nor an abstract (PMID {pmid})</source>
            <translation>レコードにタイトルも要旨もありません (PMID {pmid})</translation>
        </message>
        <message>
            <source>record has no title, abstract, DOI or arXiv id</source>
            <translation>レコードにタイトル、要旨、DOI、arXiv ID のいずれもありません</translation>
        </message>
        <message>
            <source>record holds nothing but EndNote's own bookkeeping (no title, authors, date, notes or any other field)</source>
            <translation>レコードには EndNote の管理情報しかありません (タイトル、著者、日付、メモなどのフィールドがありません)</translation>
        </message>
        <message>
            <source>refers to an external entity; Lectern does not load them</source>
            <translation>外部エンティティを参照しています。Lectern は外部エンティティを読み込みません</translation>
        </message>
        <message>
            <source>row has no title, abstract, DOI or arXiv id</source>
            <translation>行にタイトル、要旨、DOI、arXiv ID のいずれもありません</translation>
        </message>
        <message>
            <source>same DOI</source>
            <translation>DOI が同じ</translation>
        </message>
        <message>
            <source>same Lectern id</source>
            <translation>Lectern ID が同じ</translation>
        </message>
        <message>
            <source>same abstract, neither has a title</source>
            <translation>要旨が同じで、どちらにもタイトルがない</translation>
        </message>
        <message>
            <source>same abstract, one has no title</source>
            <translation>要旨が同じで、一方にタイトルがない</translation>
        </message>
        <message>
            <source>same arXiv id</source>
            <translation>arXiv ID が同じ</translation>
        </message>
        <message>
            <source>same entry of the same file</source>
            <translation>同じファイルの同じエントリ</translation>
        </message>
        <message>
            <source>same entry, in a file of another name</source>
            <translation>別の名前のファイルにある同じエントリ</translation>
        </message>
        <message>
            <source>same generic title, such as Preface</source>
            <translation>「序文」のような一般的なタイトルが同じ</translation>
        </message>
        <message>
            <source>same title as several papers</source>
            <translation>複数の論文とタイトルが同じ</translation>
        </message>
        <message>
            <source>same title, authors and year</source>
            <translation>タイトル・著者・年が同じ</translation>
        </message>
        <message>
            <source>same title, different DOI or arXiv id</source>
            <translation>タイトルが同じで DOI または arXiv ID が異なる</translation>
        </message>
        <message>
            <source>same title, different first author</source>
            <translation>タイトルが同じで筆頭著者が異なる</translation>
        </message>
        <message>
            <source>same title, different venue</source>
            <translation>タイトルが同じで掲載先が異なる</translation>
        </message>
        <message>
            <source>same title, different volume, issue or pages</source>
            <translation>タイトルが同じで巻・号・ページが異なる</translation>
        </message>
        <message>
            <source>same title, different year</source>
            <translation>タイトルが同じで年が異なる</translation>
        </message>
        <message>
            <source>same title, neither names its authors</source>
            <translation>タイトルが同じで、どちらにも著者がない</translation>
        </message>
        <message>
            <source>same title, two entries of one file</source>
            <translation>タイトルが同じで、同じファイルの 2 つのエントリ</translation>
        </message>
        <message>
            <source>syntax error</source>
            <translation>構文エラー</translation>
        </message>
        <message>
            <source>the PDF reader stopped on it (it may be damaged or too large)</source>
            <translation>PDF リーダーが途中で止まりました (破損しているか、大きすぎる可能性があります)</translation>
        </message>
        <message>
            <source>the PDF reader stopped on {path}</source>
            <translation>PDF リーダーが {path} で止まりました</translation>
        </message>
        <message>
            <source>the disk holding {folder} is full</source>
            <translation>{folder} のあるディスクがいっぱいです</translation>
        </message>
        <message>
            <source>this {format} file is {size} MB; Lectern reads such files whole and takes them up to {limit} MB. Split it into smaller files, or export it as JSON Lines or RIS, which are read piece by piece.</source>
            <translation>この {format} ファイルは {size} MB あります。Lectern はこの種類のファイルを丸ごと読み込むため、{limit} MB までしか扱えません。小さなファイルに分割するか、少しずつ読み込める JSON Lines または RIS でエクスポートしてください。</translation>
        </message>
        <message>
            <source>too short to be an abstract: {text}</source>
            <translation>要旨としては短すぎます: {text}</translation>
        </message>
        <message>
            <source>took too long</source>
            <translation>時間切れ</translation>
        </message>
        <message>
            <source>unknown format {format} (known: {formats})</source>
            <translation>不明な形式 {format} です (使用できる形式: {formats})</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>読み取り不可</translation>
        </message>
        <message>
            <source>use e.g. added:2026-11-01, added:&gt;2026-11, added:&lt;7d or added:this-week</source>
            <translation>added:2026-11-01、added:&gt;2026-11、added:&lt;7d、added:this-week のように指定してください</translation>
        </message>
        <message>
            <source>use e.g. {field}:&gt;=4, {field}:5 or {field}:3..5</source>
            <translation>{field}:&gt;=4、{field}:5、{field}:3..5 のように指定してください</translation>
        </message>
        <message>
            <source>was written by a newer Lectern (backup version {version}); update Lectern to restore it</source>
            <translation>新しい Lectern で書き出されています (バックアップバージョン {version})。復元するには Lectern を更新してください</translation>
        </message>
        <message>
            <source>{changes} are not merged into this copy yet</source>
            <translation>{changes} がまだこのコピーに統合されていません</translation>
        </message>
        <message>
            <source>{changes} from {name}</source>
            <translation>{name} からの {changes}</translation>
        </message>
        <message>
            <source>{changes} is not merged into this copy yet</source>
            <translation>{changes} がまだこのコピーに統合されていません</translation>
        </message>
        <message>
            <source>{count} PDFs</source>
            <translation>{count} 個の PDF</translation>
        </message>
        <message>
            <source>{count} change to saved searches or collections</source>
            <translation>保存した検索またはコレクションへの変更 {count} 件</translation>
        </message>
        <message>
            <source>{count} changes to saved searches or collections</source>
            <translation>保存した検索またはコレクションへの変更 {count} 件</translation>
        </message>
        <message>
            <source>{count} note you edited since the last export was kept as it was; the new version is beside each, named “{name}” (first: {first}).</source>
            <translation>前回のエクスポート以降に編集したメモ {count} 件は、そのまま残しました。新しいバージョンはそれぞれの横に「{name}」という名前で保存されています (最初のもの: {first})。</translation>
        </message>
        <message>
            <source>{count} notes you edited since the last export were kept as they were; the new version is beside each, named “{name}” (first: {first}).</source>
            <translation>前回のエクスポート以降に編集したメモ {count} 件は、そのまま残しました。新しいバージョンはそれぞれの横に「{name}」という名前で保存されています (最初のもの: {first})。</translation>
        </message>
        <message>
            <source>{count} paper</source>
            <translation>論文 {count} 件</translation>
        </message>
        <message>
            <source>{count} papers</source>
            <translation>論文 {count} 件</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} と {second}</translation>
        </message>
        <message>
            <source>{first}, {second} and {third}</source>
            <translation>{first}、{second}、{third}</translation>
        </message>
        <message>
            <source>{first}; {second}</source>
            <translation>{first}；{second}</translation>
        </message>
        <message>
            <source>{folder} already holds {count} other files and no earlier Lectern export. Choose an empty folder, or confirm to write the notes among them.</source>
            <translation>{folder} にはすでにほかのファイルが {count} 個あり、以前の Lectern のエクスポートもありません。空のフォルダーを選ぶか、それらのファイルと同じ場所にメモを書き出すことを確認してください。</translation>
        </message>
        <message>
            <source>{holder} is writing your library, so nothing was saved. Close it, or open the library in Lectern's window, and save again.</source>
            <translation>{holder} がライブラリに書き込み中のため、何も保存していません。それを閉じるか、Lectern のウィンドウでライブラリを開いてから、もう一度保存してください。</translation>
        </message>
        <message>
            <source>{name} could not format a citation: {problem}</source>
            <translation>{name} で引用を整形できませんでした: {problem}</translation>
        </message>
        <message>
            <source>{name} does not hold a JSON object</source>
            <translation>{name} に JSON オブジェクトが含まれていません</translation>
        </message>
        <message>
            <source>{name} has no valid schema version</source>
            <translation>{name} に有効なスキーマバージョンがありません</translation>
        </message>
        <message>
            <source>{name} holds names or a date as its file writes them: keep it JSON, such as {example}</source>
            <translation>{name} には名前や日付がファイルに書かれた形式のまま入っています: {example} のような JSON のままにしてください</translation>
        </message>
        <message>
            <source>{name} is a dependent style: it only points to another style ({parent}). Add that style instead.</source>
            <translation>{name} は従属スタイルです: 別のスタイル ({parent}) を参照しているだけです。代わりにそのスタイルを追加してください。</translation>
        </message>
        <message>
            <source>{name} is a dependent style: it only points to another style. Add that style instead.</source>
            <translation>{name} は従属スタイルです: 別のスタイルを参照しているだけです。代わりにそのスタイルを追加してください。</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} は空です</translation>
        </message>
        <message>
            <source>{name} is missing</source>
            <translation>{name} がありません</translation>
        </message>
        <message>
            <source>{name} is not a CSL citation style (it has no &lt;style&gt; of CSL).</source>
            <translation>{name} は CSL の引用スタイルではありません (CSL の &lt;style&gt; がありません)。</translation>
        </message>
        <message>
            <source>{name} is not a Lectern library file</source>
            <translation>{name} は Lectern のライブラリファイルではありません</translation>
        </message>
        <message>
            <source>{name} is not a valid CSL 1.0 style: {problems}</source>
            <translation>{name} は有効な CSL 1.0 スタイルではありません: {problems}</translation>
        </message>
        <message>
            <source>{name} is not an XML file: {problem}</source>
            <translation>{name} は XML ファイルではありません: {problem}</translation>
        </message>
        <message>
            <source>{name} is not valid JSON ({problem})</source>
            <translation>{name} は有効な JSON ではありません ({problem})</translation>
        </message>
        <message>
            <source>{name}: added as “{title}”</source>
            <translation>{name}: 「{title}」として追加</translation>
        </message>
        <message>
            <source>{name}: attached to “{title}”</source>
            <translation>{name}: 「{title}」に添付</translation>
        </message>
        <message>
            <source>{name}: failed: {reason}</source>
            <translation>{name}: 失敗: {reason}</translation>
        </message>
        <message>
            <source>{name}: same file already attached to “{title}”</source>
            <translation>{name}: 同じファイルが「{title}」に添付済み</translation>
        </message>
        <message>
            <source>{name}: table '{table}' is damaged</source>
            <translation>{name}: テーブル '{table}' が破損しています</translation>
        </message>
        <message>
            <source>{name}: the library is open read-only</source>
            <translation>{name}: ライブラリは読み取り専用で開かれています</translation>
        </message>
        <message>
            <source>{paper} is not in the Trash.</source>
            <translation>{paper} はゴミ箱にありません。</translation>
        </message>
        <message>
            <source>{path} cannot be read ({reason}).</source>
            <translation>{path} を読み込めません ({reason})。</translation>
        </message>
        <message>
            <source>{path} has no pages.</source>
            <translation>{path} にはページがありません。</translation>
        </message>
        <message>
            <source>{path} is a file; Markdown export needs a folder.</source>
            <translation>{path} はファイルです。Markdown エクスポートにはフォルダーが必要です。</translation>
        </message>
        <message>
            <source>{path} is a folder: name the file to keep up to date.</source>
            <translation>{path} はフォルダーです: 最新に保つファイルの名前を指定してください。</translation>
        </message>
        <message>
            <source>{path} is a folder; {format} export needs a file name.</source>
            <translation>{path} はフォルダーです。{format} エクスポートにはファイル名が必要です。</translation>
        </message>
        <message>
            <source>{path} is damaged: it starts as a PDF but cannot be read.</source>
            <translation>{path} は破損しています: PDF として始まっていますが、読み取れません。</translation>
        </message>
        <message>
            <source>{path} is kept up to date already.</source>
            <translation>{path} はすでに自動エクスポートされています。</translation>
        </message>
        <message>
            <source>{path} is not a PDF.</source>
            <translation>{path} は PDF ではありません。</translation>
        </message>
        <message>
            <source>{path} is protected by a password, so Lectern cannot read its marks.</source>
            <translation>{path} はパスワードで保護されているため、Lectern はその注釈を読み取れません。</translation>
        </message>
        <message>
            <source>{path} keeps changing while Lectern reads it: another program is writing it.</source>
            <translation>Lectern が読み込んでいる間も {path} が変化し続けています: 別のプログラムが書き込み中です。</translation>
        </message>
        <message>
            <source>{path} was replaced while Lectern had it open; nothing was saved. Close Lectern and open the library again.</source>
            <translation>Lectern が開いている間に {path} が置き換えられたため、何も保存されていません。Lectern を閉じて、ライブラリを開き直してください。</translation>
        </message>
        <message>
            <source>{path} was written by a newer Lectern (schema {schema}; this one reads up to {known}). Update Lectern to open this library.</source>
            <translation>{path} は新しい Lectern で書き込まれています (スキーマ {schema}。この Lectern が読めるのは {known} までです)。このライブラリを開くには Lectern を更新してください。</translation>
        </message>
        <message>
            <source>{path}, line {line}: {problem}</source>
            <translation>{path} の {line} 行目: {problem}</translation>
        </message>
        <message>
            <source>{path}: {problem}</source>
            <translation>{path}: {problem}</translation>
        </message>
        <message>
            <source>{problem} Changes from your other devices wait for the next start.</source>
            <translation>{problem} ほかのデバイスからの変更は、次回の起動時に反映されます。</translation>
        </message>
        <message>
            <source>{problem} Lectern works on, but made no backup this time.</source>
            <translation>{problem} Lectern は動作を続けますが、今回はバックアップを作成していません。</translation>
        </message>
        <message>
            <source>{problem}, and no backup of it could be read.</source>
            <translation>{problem}。読み込めるバックアップもありませんでした。</translation>
        </message>
        <message>
            <source>{problem}, and there was no readable backup. Lectern started it afresh; the damaged file was kept as {damaged}.</source>
            <translation>{problem}。読み込めるバックアップもありませんでした。Lectern は新しく作り直しました。破損したファイルは {damaged} として保存してあります。</translation>
        </message>
        <message>
            <source>{problem}. Lectern restored it from the backup of {time} ({backup}).</source>
            <translation>{problem}。Lectern は {time} のバックアップ ({backup}) から復元しました。</translation>
        </message>
        <message>
            <source>{problem}. Lectern restored it from the backup of {time} ({backup}). The damaged file was kept as {damaged}.</source>
            <translation>{problem}。Lectern は {time} のバックアップ ({backup}) から復元しました。破損したファイルは {damaged} として保存してあります。</translation>
        </message>
        <message>
            <source>{program} (process {pid} on {host}, since {since} UTC)</source>
            <translation>{program} ({host} のプロセス {pid}、{since} UTC から)</translation>
        </message>
        <message>
            <source>{program} (process {pid}, since {since} UTC)</source>
            <translation>{program} (プロセス {pid}、{since} UTC から)</translation>
        </message>
        <message>
            <source>{scope} changes from moment to moment; keep an export of the whole library, a collection, a saved search, a tag or a status.</source>
            <translation>{scope} は刻々と変わります。ライブラリ全体、コレクション、保存した検索、タグ、ステータスのいずれかを自動エクスポートしてください。</translation>
        </message>
        <message>
            <source>{scope} → {path} ({format})</source>
            <translation>{scope} → {path} ({format})</translation>
        </message>
        <message>
            <source>{service} answered about {what} with something that is not a record ({reason}); nothing was changed.</source>
            <translation>{service} から {what} について返ってきたのはレコードではありませんでした ({reason})。何も変更していません。</translation>
        </message>
        <message>
            <source>{service} answered about {what} with the record of {named}; nothing was changed.</source>
            <translation>{service} は {what} について {named} のレコードを返しました。何も変更していません。</translation>
        </message>
        <message>
            <source>{service} did not answer in time about {what}; nothing was changed. Try again later.</source>
            <translation>{service} から {what} について時間内に応答がありませんでした。何も変更していません。しばらくしてからもう一度お試しください。</translation>
        </message>
        <message>
            <source>{service} failed to answer about {what} (HTTP {status}); nothing was changed. Try again later.</source>
            <translation>{service} は {what} について応答できませんでした (HTTP {status})。何も変更していません。しばらくしてからもう一度お試しください。</translation>
        </message>
        <message>
            <source>{service} gave an answer about {what} that Lectern cannot read ({reason}); nothing was changed.</source>
            <translation>{service} から返ってきた {what} についての応答を、Lectern は読み取れません ({reason})。何も変更していません。</translation>
        </message>
        <message>
            <source>{service} has no record of {what}; nothing was changed.</source>
            <translation>{service} に {what} のレコードはありません。何も変更していません。</translation>
        </message>
        <message>
            <source>{service} is busy and asked Lectern to wait before looking up {what}; nothing was changed. Try again in a while.</source>
            <translation>{service} が混み合っているため、{what} の照会を待つよう Lectern に求めました。何も変更していません。しばらくしてからもう一度お試しください。</translation>
        </message>
        <message>
            <source>{service} refused to look up {what} (HTTP {status}); nothing was changed.</source>
            <translation>{service} は {what} の照会を拒否しました (HTTP {status})。何も変更していません。</translation>
        </message>
        <message>
            <source>{service}'s answer about {what} is larger than any record ({limit} MB); nothing was changed.</source>
            <translation>{service} からの {what} についての応答は、レコードとしては大きすぎます ({limit} MB)。何も変更していません。</translation>
        </message>
        <message>
            <source>{text} is not a DOI (they look like 10.1234/abc).</source>
            <translation>{text} は DOI ではありません (DOI は 10.1234/abc のような形式です)。</translation>
        </message>
        <message>
            <source>{text} is not a DOI, an arXiv id, a PMID, a PMCID or an ISBN that Lectern can look up.</source>
            <translation>{text} は、Lectern が照会できる DOI、arXiv ID、PMID、PMCID、ISBN のいずれでもありません。</translation>
        </message>
        <message>
            <source>{text} is not an ISBN: its check digit does not match.</source>
            <translation>{text} は ISBN ではありません: チェックディジットが一致しません。</translation>
        </message>
        <message>
            <source>{text} is not an arXiv id (they look like 2401.01234).</source>
            <translation>{text} は arXiv ID ではありません (arXiv ID は 2401.01234 のような形式です)。</translation>
        </message>
        <message>
            <source>{title} comes with Lectern and cannot be removed.</source>
            <translation>{title} は Lectern に付属しているため、削除できません。</translation>
        </message>
        <message>
            <source>“{name}” cannot go inside itself.</source>
            <translation>「{name}」をそれ自身の中に入れることはできません。</translation>
        </message>
        <message>
            <source>“{parent}” is inside “{name}”, so “{name}” cannot go inside it: move “{parent}” out of it first.</source>
            <translation>「{parent}」は「{name}」の中にあるため、「{name}」をその中に入れることはできません: 先に「{parent}」を外に出してください。</translation>
        </message>
    </context>
    <context>
        <name>CorrectionOffer</name>
        <message>
            <source>Did you mean</source>
            <translation>もしかして</translation>
        </message>
        <message>
            <source>Search for this instead (Ctrl+Enter)</source>
            <translation>代わりにこれを検索 (Ctrl+Enter)</translation>
        </message>
        <message>
            <source>Ctrl+Enter</source>
            <translation>Ctrl+Enter</translation>
        </message>
        <message>
            <source>{query}?</source>
            <translation>{query}？</translation>
        </message>
        <message>
            <source>Did you mean {query}?</source>
            <translation>もしかして {query}？</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>The details were written to:
{path}</source>
            <translation>詳細は次の場所に書き込まれました:
{path}</translation>
        </message>
        <message>
            <source>Logging to a file was not possible; the details were printed to the terminal.</source>
            <translation>ログをファイルに書き込めなかったため、詳細はターミナルに出力されました。</translation>
        </message>
        <message>
            <source>Lectern ran into an unexpected problem ({error}: {problem}).

Your library is saved after every change, so nothing you finished is lost. You can keep working, or restart Lectern.

{where}</source>
            <translation>Lectern で予期しない問題が発生しました ({error}: {problem})。

ライブラリは変更のたびに保存されているので、完了した作業は失われていません。このまま作業を続けるか、Lectern を再起動してください。

{where}</translation>
        </message>
        <message>
            <source>Lectern — unexpected problem</source>
            <translation>Lectern — 予期しない問題</translation>
        </message>
    </context>
    <context>
        <name>Dates</name>
        <message>
            <source>d MMM</source>
            <comment>date format: 3 Nov</comment>
            <translation>M月d日</translation>
        </message>
        <message>
            <source>d MMM yyyy</source>
            <comment>date format: 3 Nov 2024</comment>
            <translation>yyyy年M月d日</translation>
        </message>
    </context>
    <context>
        <name>DetailHeader</name>
        <message>
            <source>Title derived from the abstract — double-click it to rename</source>
            <translation>要旨から作ったタイトルです — ダブルクリックで名前を変更できます</translation>
        </message>
        <message>
            <source>Title made from its DOI — double-click it to rename</source>
            <translation>DOI から作ったタイトルです — ダブルクリックで名前を変更できます</translation>
        </message>
        <message>
            <source>Title made from its arXiv id — double-click it to rename</source>
            <translation>arXiv ID から作ったタイトルです — ダブルクリックで名前を変更できます</translation>
        </message>
        <message>
            <source>Title made from its link — double-click it to rename</source>
            <translation>リンクから作ったタイトルです — ダブルクリックで名前を変更できます</translation>
        </message>
        <message>
            <source>Title made by Lectern — double-click it to rename</source>
            <translation>Lectern が作ったタイトルです — ダブルクリックで名前を変更できます</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>コード</translation>
        </message>
        <message>
            <source>Link</source>
            <translation>リンク</translation>
        </message>
        <message>
            <source>Double-click to rename</source>
            <translation>ダブルクリックで名前を変更</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>タイトル</translation>
        </message>
        <message>
            <source>Edit the details of this paper (F2); double-click the title to rename it</source>
            <translation>この論文の詳細を編集します (F2)。タイトルをダブルクリックすると名前を変更できます</translation>
        </message>
        <message>
            <source>Edit details</source>
            <translation>詳細を編集</translation>
        </message>
        <message>
            <source>Citation key</source>
            <translation>引用キー</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
        <message>
            <source>Copy the citation key, to cite the paper in LaTeX</source>
            <translation>LaTeX で論文を引用するための引用キーをコピーします</translation>
        </message>
        <message>
            <source>Copy the citation key</source>
            <translation>引用キーをコピー</translation>
        </message>
        <message>
            <source>{path} (missing: nothing is there)</source>
            <translation>{path} (見つかりません: その場所には何もありません)</translation>
        </message>
        <message>
            <source>{path}
Not searchable: {why}</source>
            <translation>{path}
検索できません: {why}</translation>
        </message>
        <message>
            <source>in {collections}</source>
            <translation>コレクション: {collections}</translation>
        </message>
        <message>
            <source>keywords: {keywords}</source>
            <translation>キーワード: {keywords}</translation>
        </message>
        <message>
            <source>Key: {key} · also cited as {aliases}</source>
            <translation>キー: {key} · 別名: {aliases}</translation>
        </message>
        <message>
            <source>Key: {key}</source>
            <translation>キー: {key}</translation>
        </message>
        <message>
            <source>{name} (missing)</source>
            <translation>{name} (見つかりません)</translation>
        </message>
        <message>
            <source>File {link}</source>
            <translation>ファイル {link}</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>無題</translation>
        </message>
        <message numerus="yes">
            <source>and %Ln more</source>
            <translation>
                <numerusform>ほか %Ln 名</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln more link(s)</source>
            <translation>
                <numerusform>ほか %Ln 件のリンク</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DetailPane</name>
        <message>
            <source>The paper's details</source>
            <translation>論文の詳細</translation>
        </message>
        <message>
            <source>Status history</source>
            <translation>ステータスの履歴</translation>
        </message>
        <message>
            <source>History…</source>
            <translation>履歴…</translation>
        </message>
        <message>
            <source>Every change to this paper, and undo any of them</source>
            <translation>この論文へのすべての変更を表示します。どの変更も元に戻せます</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>要旨</translation>
        </message>
        <message>
            <source>No abstract.</source>
            <translation>要旨はありません。</translation>
        </message>
        <message>
            <source>No paper selected</source>
            <translation>論文が選択されていません</translation>
        </message>
        <message>
            <source>Select a paper in the list to read its abstract,
rate it, tag it and write notes.</source>
            <translation>リストで論文を選択すると、要旨を読み、
評価、タグ付け、メモの記入ができます。</translation>
        </message>
    </context>
    <context>
        <name>EmptyState</name>
        <message>
            <source>Import papers…</source>
            <translation>論文をインポート…</translation>
        </message>
        <message>
            <source>Your reading list is empty</source>
            <translation>リーディングリストは空です</translation>
        </message>
        <message>
            <source>Import BibTeX, RIS, CSL-JSON, arXiv (Atom or JSON lines), CSV or plain-text lists of abstracts — or drop the files onto this window.</source>
            <translation>BibTeX、RIS、CSL-JSON、arXiv (Atom または JSON Lines)、CSV、要旨のプレーンテキスト一覧をインポートするか、ファイルをこのウィンドウにドロップしてください。</translation>
        </message>
        <message>
            <source>Try other words, or click ? in the search box for the syntax.</source>
            <translation>別の語を試すか、検索ボックスの ? をクリックして構文を確認してください。</translation>
        </message>
        <message>
            <source>No papers match</source>
            <translation>一致する論文はありません</translation>
        </message>
        <message>
            <source>Nothing in {view} matches “{query}”. Check the spelling, try fewer words, or click ? in the search box for the syntax.</source>
            <translation>{view} には「{query}」に一致するものがありません。綴りを確認するか、語を減らしてみてください。構文は検索ボックスの ? をクリックすると表示されます。</translation>
        </message>
        <message>
            <source>Nothing in {view} yet</source>
            <translation>{view} にはまだ何もありません</translation>
        </message>
        <message>
            <source>Papers show up here as soon as they fit this view.</source>
            <translation>このビューに当てはまる論文があると、すぐにここに表示されます。</translation>
        </message>
    </context>
    <context>
        <name>ErrorMessage</name>
        <message>
            <source>The disk said no: {reason}.</source>
            <translation>ディスクへの書き込みが拒否されました: {reason}。</translation>
        </message>
        <message>
            <source>An unexpected error happened ({error}: {problem}). The log file has the details.</source>
            <translation>予期しないエラーが発生しました ({error}: {problem})。詳細はログファイルにあります。</translation>
        </message>
    </context>
    <context>
        <name>ExportDialog</name>
        <message>
            <source>Lectern backup</source>
            <translation>Lectern バックアップ</translation>
        </message>
        <message>
            <source>Bibliography as a web page</source>
            <translation>参考文献リスト (Web ページ)</translation>
        </message>
        <message>
            <source>Bibliography as plain text</source>
            <translation>参考文献リスト (プレーンテキスト)</translation>
        </message>
        <message>
            <source>Bibliography as Markdown</source>
            <translation>参考文献リスト (Markdown)</translation>
        </message>
        <message>
            <source>Export papers</source>
            <translation>論文をエクスポート</translation>
        </message>
        <message>
            <source>Or a bibliography, formatted in a citation style:</source>
            <translation>または、引用スタイルで整形した参考文献リスト:</translation>
        </message>
        <message>
            <source>Citation style of the bibliography</source>
            <translation>参考文献リストの引用スタイル</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>エクスポート…</translation>
        </message>
        <message>
            <source>There are no papers to export in this view.</source>
            <translation>このビューにはエクスポートする論文がありません。</translation>
        </message>
        <message>
            <source>Export bibliography</source>
            <translation>参考文献リストをエクスポート</translation>
        </message>
        <message>
            <source>Export Markdown notes into folder</source>
            <translation>Markdown のメモをフォルダーにエクスポート</translation>
        </message>
        <message>
            <source>Exporting…</source>
            <translation>エクスポート中…</translation>
        </message>
        <message>
            <source>Nothing was written.</source>
            <translation>何も書き込まれていません。</translation>
        </message>
        <message>
            <source>Could not write {path}: {reason}</source>
            <translation>{path} に書き込めませんでした: {reason}</translation>
        </message>
        <message>
            <source>Export failed. Nothing was written.</source>
            <translation>エクスポートに失敗しました。何も書き込まれていません。</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>エクスポートに失敗しました</translation>
        </message>
        <message>
            <source>Export again…</source>
            <translation>もう一度エクスポート…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>Folder is not empty</source>
            <translation>フォルダーが空ではありません</translation>
        </message>
        <message numerus="yes">
            <source>Export &lt;b&gt;%Ln paper(s)&lt;/b&gt; ({label}) as:</source>
            <translation>
                <numerusform>&lt;b&gt;%Ln 件の論文&lt;/b&gt; ({label}) のエクスポート形式:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) into the folder {path}.</source>
            <translation>
                <numerusform>%Ln 件の論文をフォルダー {path} にエクスポートしました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) to {path}.</source>
            <translation>
                <numerusform>%Ln 件の論文を {path} にエクスポートしました。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FieldRows</name>
        <message>
            <source>As the file wrote them, LaTeX and all. Empty a value or press ✕ to remove a field.</source>
            <translation>ファイルに書かれていたとおりです (LaTeX も含む)。フィールドを削除するには、値を空にするか ✕ を押します。</translation>
        </message>
        <message>
            <source>As the file wrote them; a field of several values has one per line. Empty a value or press ✕ to remove a field.</source>
            <translation>ファイルに書かれていたとおりです。複数の値を持つフィールドは 1 行に 1 つずつです。フィールドを削除するには、値を空にするか ✕ を押します。</translation>
        </message>
        <message>
            <source>As the file wrote them. Empty a value or press ✕ to remove a field.</source>
            <translation>ファイルに書かれていたとおりです。フィールドを削除するには、値を空にするか ✕ を押します。</translation>
        </message>
        <message>
            <source>Other fields</source>
            <translation>その他のフィールド</translation>
        </message>
        <message>
            <source>&amp;Add a field</source>
            <translation>フィールドを追加(&amp;A)</translation>
        </message>
        <message>
            <source>A field of the record that the rows above do not show (Alt+A)</source>
            <translation>上の行に表示されないレコードのフィールド (Alt+A)</translation>
        </message>
        <message>
            <source>Other fields of the {format} record</source>
            <translation>{format} レコードのその他のフィールド</translation>
        </message>
        <message>
            <source>This paper has no record from a file yet (it was typed in or came from a list or a feed): a field added here starts its {format} record.</source>
            <translation>この論文にはまだファイルからのレコードがありません (手入力、またはリストやフィードから追加されました)。ここでフィールドを追加すると {format} レコードが作成されます。</translation>
        </message>
        <message>
            <source>A field needs a name.</source>
            <translation>フィールドには名前が必要です。</translation>
        </message>
        <message>
            <source>{field} is where the paper's status, stars, notes or collections are read from: change those in the detail pane.</source>
            <translation>{field} からは論文のステータス、星、メモ、コレクションが読み込まれます。これらは詳細ペインで変更してください。</translation>
        </message>
        <message>
            <source>{field} is one of the fields the rows above show (title, authors, venue, …): correct it there.</source>
            <translation>{field} は上の行に表示されるフィールド (タイトル、著者、掲載先など) の 1 つです。そちらで修正してください。</translation>
        </message>
        <message>
            <source>There are two fields named {field}.</source>
            <translation>{field} という名前のフィールドが 2 つあります。</translation>
        </message>
        <message>
            <source>name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>Field name</source>
            <translation>フィールド名</translation>
        </message>
        <message>
            <source>value</source>
            <translation>値</translation>
        </message>
        <message>
            <source>Value of {field}</source>
            <translation>{field} の値</translation>
        </message>
        <message>
            <source>Field value</source>
            <translation>フィールドの値</translation>
        </message>
        <message>
            <source>Remove this field</source>
            <translation>このフィールドを削除</translation>
        </message>
        <message>
            <source>Remove {field}</source>
            <translation>{field} を削除</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <source>Import papers</source>
            <translation>論文をインポート</translation>
        </message>
        <message>
            <source>Lectern is still opening your library; export the view in a moment.</source>
            <translation>Lectern はまだライブラリを開いています。少し待ってからビューをエクスポートしてください。</translation>
        </message>
        <message>
            <source>Type a search first, then save it.</source>
            <translation>先に検索語を入力してから保存してください。</translation>
        </message>
        <message numerus="yes">
            <source>%n selected</source>
            <translation>
                <numerusform>%n 件選択</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FindBar</name>
        <message>
            <source>Find in this PDF</source>
            <translation>この PDF 内を検索</translation>
        </message>
        <message>
            <source>Find in PDF</source>
            <translation>PDF 内を検索</translation>
        </message>
        <message>
            <source>Matches found</source>
            <translation>見つかった件数</translation>
        </message>
        <message>
            <source>Previous match</source>
            <translation>前の一致箇所</translation>
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation>前の一致箇所 (Shift+Enter)</translation>
        </message>
        <message>
            <source>Next match</source>
            <translation>次の一致箇所</translation>
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation>次の一致箇所 (Enter)</translation>
        </message>
        <message>
            <source>Close Find</source>
            <translation>検索を閉じる</translation>
        </message>
        <message>
            <source>Close Find (Esc)</source>
            <translation>検索を閉じる (Esc)</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>検索中…</translation>
        </message>
        <message>
            <source>No matches</source>
            <translation>一致なし</translation>
        </message>
        <message>
            <source>{current} of {total}</source>
            <translation>{current} / {total}</translation>
        </message>
        <message numerus="yes">
            <source>%n found</source>
            <translation>
                <numerusform>%n 件</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FolderWatcher</name>
        <message>
            <source>Could not import {name} from your watched folders: {reason}</source>
            <translation>監視フォルダーの {name} をインポートできませんでした: {reason}</translation>
        </message>
        <message>
            <source>Could not import {name} from {folder}: {reason}</source>
            <translation>{folder} の {name} をインポートできませんでした: {reason}</translation>
        </message>
        <message>
            <source>Imported “{title}” from your watched folders</source>
            <translation>監視フォルダーから「{title}」をインポートしました</translation>
        </message>
        <message>
            <source>Imported “{title}” from {folder}</source>
            <translation>{folder} から「{title}」をインポートしました</translation>
        </message>
        <message>
            <source>{name} from your watched folders attached to “{title}”</source>
            <translation>監視フォルダーの {name} を「{title}」に添付しました</translation>
        </message>
        <message>
            <source>{name} from {folder} attached to “{title}”</source>
            <translation>{folder} の {name} を「{title}」に添付しました</translation>
        </message>
        <message>
            <source>{name} from your watched folders is already attached to “{title}”</source>
            <translation>監視フォルダーの {name} はすでに「{title}」に添付されています</translation>
        </message>
        <message>
            <source>{name} from {folder} is already attached to “{title}”</source>
            <translation>{folder} の {name} はすでに「{title}」に添付されています</translation>
        </message>
        <message>
            <source>{imported}; {unread}</source>
            <translation>{imported}。{unread}</translation>
        </message>
        <message>
            <source>Could not import from your watched folders: {message}</source>
            <translation>監視フォルダーからインポートできませんでした: {message}</translation>
        </message>
        <message>
            <source>Could not import from {folder}: {message}</source>
            <translation>{folder} からインポートできませんでした: {message}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln PDF(s) could not be read</source>
            <translation>
                <numerusform>%Ln 件の PDF を読み取れませんでした</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from your watched folders</source>
            <translation>
                <numerusform>監視フォルダーから %Ln 件の PDF をインポートしました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from {folder}</source>
            <translation>
                <numerusform>{folder} から %Ln 件の PDF をインポートしました</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Group</name>
        <message>
            <source>The list</source>
            <translation>リスト</translation>
        </message>
        <message>
            <source>Searching</source>
            <translation>検索</translation>
        </message>
        <message>
            <source>Marking, rating, notes</source>
            <translation>マーク、評価、メモ</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>次に読む</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>論文</translation>
        </message>
        <message>
            <source>In the detail pane</source>
            <translation>詳細ペイン</translation>
        </message>
        <message>
            <source>Reading a PDF</source>
            <translation>PDF を読む</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>元に戻す</translation>
        </message>
        <message>
            <source>Importing and exporting</source>
            <translation>インポートとエクスポート</translation>
        </message>
        <message>
            <source>Windows and help</source>
            <translation>ウィンドウとヘルプ</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>All changes</source>
            <translation>すべての変更</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>ステータス</translation>
        </message>
        <message>
            <source>Stars</source>
            <translation>星</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>タグ</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>メモ</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>注釈</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>次に読む</translation>
        </message>
        <message>
            <source>Edits</source>
            <translation>編集</translation>
        </message>
        <message>
            <source>Added and imports</source>
            <translation>追加とインポート</translation>
        </message>
        <message>
            <source>Trash and deletions</source>
            <translation>ゴミ箱と削除</translation>
        </message>
        <message>
            <source>Merges</source>
            <translation>統合</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>コレクション</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>保存した検索</translation>
        </message>
        <message>
            <source>Opened (read in Lectern)</source>
            <translation>開いた論文 (Lectern で閲覧)</translation>
        </message>
        <message>
            <source>Today {time}</source>
            <translation>今日 {time}</translation>
        </message>
        <message>
            <source>Yesterday {time}</source>
            <translation>昨日 {time}</translation>
        </message>
        <message>
            <source>d MMM HH:mm</source>
            <comment>date format: 3 Nov 14:02</comment>
            <translation>M月d日 HH:mm</translation>
        </message>
        <message>
            <source>d MMM yyyy</source>
            <comment>date format: 3 Nov 2025</comment>
            <translation>yyyy年M月d日</translation>
        </message>
        <message>
            <source>this computer</source>
            <translation>このコンピューター</translation>
        </message>
        <message>
            <source>History</source>
            <translation>履歴</translation>
        </message>
        <message>
            <source>Kind of change</source>
            <translation>変更の種類</translation>
        </message>
        <message>
            <source>Only the selected paper</source>
            <translation>選択した論文のみ</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>表示:</translation>
        </message>
        <message>
            <source>Changes, newest first</source>
            <translation>変更（新しい順）</translation>
        </message>
        <message>
            <source>When</source>
            <translation>日時</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>変更</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>論文</translation>
        </message>
        <message>
            <source>Device</source>
            <translation>デバイス</translation>
        </message>
        <message>
            <source>Show older</source>
            <translation>以前の変更を表示</translation>
        </message>
        <message>
            <source>Undo this change</source>
            <translation>この変更を元に戻す</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>“{title}”</source>
            <translation>「{title}」</translation>
        </message>
        <message>
            <source>No changes of this kind yet.</source>
            <translation>この種類の変更はまだありません。</translation>
        </message>
        <message>
            <source>Undone: {change}</source>
            <translation>元に戻しました: {change}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 件の論文</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryWords</name>
        <message>
            <source>Added</source>
            <translation>追加</translation>
        </message>
        <message>
            <source>Edited</source>
            <translation>編集</translation>
        </message>
        <message>
            <source>Moved to the Trash</source>
            <translation>ゴミ箱へ移動</translation>
        </message>
        <message>
            <source>Restored from the Trash</source>
            <translation>ゴミ箱から復元</translation>
        </message>
        <message>
            <source>Merged</source>
            <translation>統合</translation>
        </message>
        <message>
            <source>Deleted for good</source>
            <translation>完全に削除</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>コレクション</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>ステータス</translation>
        </message>
        <message>
            <source>Stars</source>
            <translation>星</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>タグ</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>メモ</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>次に読む</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>開いた</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>注釈</translation>
        </message>
        <message>
            <source>Library</source>
            <translation>ライブラリ</translation>
        </message>
        <message>
            <source>Undone</source>
            <translation>取り消し</translation>
        </message>
        <message>
            <source>no stars</source>
            <translation>星なし</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no tags</comment>
            <translation>なし</translation>
        </message>
        <message>
            <source>left at page {page}</source>
            <translation>{page} ページで中断</translation>
        </message>
        <message>
            <source>by hand</source>
            <translation>手入力</translation>
        </message>
        <message>
            <source>by hand, into {collection}</source>
            <translation>手入力、{collection} へ</translation>
        </message>
        <message>
            <source>into {collection}</source>
            <translation>{collection} へ</translation>
        </message>
        <message>
            <source>from {file}</source>
            <translation>{file} から</translation>
        </message>
        <message>
            <source>saved search {name}</source>
            <translation>保存した検索 {name}</translation>
        </message>
        <message>
            <source>collections inside others</source>
            <translation>ほかのコレクション内のコレクション</translation>
        </message>
        <message>
            <source>{change}: {detail}</source>
            <translation>{change}: {detail}</translation>
        </message>
        <message>
            <source>{said} ({papers})</source>
            <translation>{said}（{papers}）</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>ブラウザーから保存しました: {title}</translation>
        </message>
        <message>
            <source>Added to Up next</source>
            <translation>次に読むに追加</translation>
        </message>
        <message>
            <source>Removed from Up next</source>
            <translation>次に読むから削除</translation>
        </message>
        <message>
            <source>Moved in Up next</source>
            <translation>次に読むの中で移動</translation>
        </message>
        <message>
            <source>Highlighted a passage on page {page}</source>
            <translation>{page} ページの箇所をハイライト</translation>
        </message>
        <message>
            <source>Underlined a passage on page {page}</source>
            <translation>{page} ページの箇所に下線</translation>
        </message>
        <message>
            <source>Added a margin note on page {page}</source>
            <translation>{page} ページに余白メモを追加</translation>
        </message>
        <message>
            <source>Recoloured a mark on page {page}</source>
            <translation>{page} ページの注釈の色を変更</translation>
        </message>
        <message>
            <source>Changed how a mark is drawn on page {page}</source>
            <translation>{page} ページの注釈の表示方法を変更</translation>
        </message>
        <message>
            <source>Wrote the note of a mark on page {page}</source>
            <translation>{page} ページの注釈のメモを記入</translation>
        </message>
        <message>
            <source>Deleted a mark on page {page}</source>
            <translation>{page} ページの注釈を削除</translation>
        </message>
        <message>
            <source>Brought back a mark on page {page}</source>
            <translation>{page} ページの注釈を復元</translation>
        </message>
        <message>
            <source>Found a mark again on page {page}</source>
            <translation>{page} ページで注釈を再検出</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 件の論文</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportFiles</name>
        <message>
            <source>PDF papers</source>
            <translation>PDF 論文</translation>
        </message>
        <message>
            <source>RIS or Web of Science</source>
            <translation>RIS または Web of Science</translation>
        </message>
        <message>
            <source>CSL-JSON or Lectern backup</source>
            <translation>CSL-JSON または Lectern バックアップ</translation>
        </message>
        <message>
            <source>arXiv Atom feed or EndNote XML</source>
            <translation>arXiv Atom フィードまたは EndNote XML</translation>
        </message>
        <message>
            <source>Text list of abstracts</source>
            <translation>要旨のテキスト一覧</translation>
        </message>
        <message>
            <source>Compressed (gzip)</source>
            <translation>圧縮ファイル (gzip)</translation>
        </message>
        <message>
            <source>Papers and paper lists</source>
            <translation>論文と論文リスト</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>すべてのファイル</translation>
        </message>
    </context>
    <context>
        <name>ImportJobs</name>
        <message>
            <source>The library is not open; nothing was imported.</source>
            <translation>ライブラリが開いていないため、何もインポートされませんでした。</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>インポート</translation>
        </message>
        <message>
            <source>Lectern is closing; the import did not start.</source>
            <translation>Lectern が終了中のため、インポートは開始されませんでした。</translation>
        </message>
    </context>
    <context>
        <name>ImportRun</name>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>インポート中</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>キャンセル中…</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>インポートに失敗しました</translation>
        </message>
        <message>
            <source>{message}

Nothing was imported; your library is unchanged.</source>
            <translation>{message}

何もインポートされていません。ライブラリは変更されていません。</translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln 個のファイル</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing %Ln file(s)…</source>
            <translation>
                <numerusform>%Ln 個のファイルをインポート中…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing {files}… {done} of %Ln papers</source>
            <translation>
                <numerusform>{files} をインポート中… 論文 {done} / %Ln 件</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportSummaryDialog</name>
        <message>
            <source>File</source>
            <translation>ファイル</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>追加</translation>
        </message>
        <message>
            <source>Already here</source>
            <translation>登録済み</translation>
        </message>
        <message>
            <source>Repeats</source>
            <translation>繰り返し</translation>
        </message>
        <message>
            <source>Skipped</source>
            <translation>スキップ</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separates the items of a list</comment>
            <translation>、</translation>
        </message>
        <message>
            <source>{file}: failed: {reason}</source>
            <translation>{file}: 失敗: {reason}</translation>
        </message>
        <message>
            <source>{file}: added as “{title}”</source>
            <translation>{file}: 「{title}」として追加</translation>
        </message>
        <message>
            <source>{file}: attached to “{title}”</source>
            <translation>{file}: 「{title}」に添付</translation>
        </message>
        <message>
            <source>{file}: same file already attached to “{title}”</source>
            <translation>{file}: 同じファイルが「{title}」に添付済み</translation>
        </message>
        <message>
            <source>Import finished</source>
            <translation>インポート完了</translation>
        </message>
        <message>
            <source>Lectern merges a record into a paper only when they are certainly the same work (same DOI or arXiv id, or same title, authors, year and venue). Near matches are added and listed under Possible duplicates.</source>
            <translation>Lectern がレコードを論文に統合するのは、同じ著作であることが確実な場合 (DOI または arXiv ID が同じ、あるいはタイトル、著者、年、掲載先が同じ) だけです。よく似たものは追加され、「重複の可能性」に表示されます。</translation>
        </message>
        <message>
            <source>What the import did, file by file</source>
            <translation>インポートの結果（ファイルごと）</translation>
        </message>
        <message>
            <source>Undo this import</source>
            <translation>このインポートを元に戻す</translation>
        </message>
        <message>
            <source>Move the papers it added to the Trash and put back the fields it filled in</source>
            <translation>追加した論文をゴミ箱に移動し、書き込んだフィールドを元に戻します</translation>
        </message>
        <message>
            <source>Review possible duplicates</source>
            <translation>重複の可能性を確認</translation>
        </message>
        <message>
            <source>Their PDFs print a DOI or an arXiv id: look them up to fill in what the PDF did not say (you see what would change first)</source>
            <translation>PDF に DOI または arXiv ID が記載されています。照会すると PDF になかった情報を補えます (先に変更内容を確認できます)</translation>
        </message>
        <message>
            <source>Already in the library: {found}.</source>
            <translation>すでにライブラリにあります: {found}。</translation>
        </message>
        <message>
            <source>Kept as written, for exports to {format}: {fields} (other formats have no field for them).</source>
            <translation>{format} へのエクスポート用に、書かれたとおりに保持: {fields} (ほかの形式には対応するフィールドがありません)。</translation>
        </message>
        <message>
            <source>line {line}: repeats an earlier entry ({reason}); merged into it</source>
            <translation>{line} 行目: 前のエントリの繰り返し ({reason})。そのエントリに統合しました</translation>
        </message>
        <message>
            <source>line {line}: skipped, {reason}</source>
            <translation>{line} 行目: スキップ、{reason}</translation>
        </message>
        <message>
            <source>file: skipped, {reason}</source>
            <translation>ファイル: スキップ、{reason}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln added paper(s) might be another paper: see Possible duplicates.</source>
            <translation>
                <numerusform>追加した論文のうち %Ln 件は、別の論文と同じかもしれません。「重複の可能性」を確認してください。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln already in the library</source>
            <translation>
                <numerusform>登録済み %Ln 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln by {reason}</source>
            <translation>
                <numerusform>{reason} で %Ln 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln 個のファイル</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln mark(s) other readers left in these PDFs read as the papers' marks.</source>
            <translation>
                <numerusform>ほかの読者がこれらの PDF に残した注釈 %Ln 件を、論文の注釈として読み込みました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln possible duplicates to review</source>
            <translation>
                <numerusform>確認が必要な重複の可能性 %Ln 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln repeated within a file</source>
            <translation>
                <numerusform>ファイル内の繰り返し %Ln 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln skipped</source>
            <translation>
                <numerusform>スキップ %Ln 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}.</source>
            <translation>
                <numerusform>{files} から %Ln 件の論文を追加しました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}; {others}.</source>
            <translation>
                <numerusform>{files} から %Ln 件の論文を追加しました。{others}。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Already in the library: {found}; %Ln paper(s) gained fields from this file.</source>
            <translation>
                <numerusform>ライブラリに登録済み: {found}。%Ln 件の論文にこのファイルからフィールドが追加されました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up %Ln paper(s) online</source>
            <translation>
                <numerusform>%Ln 件の論文をオンラインで照会</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fields} and %Ln more</source>
            <translation>
                <numerusform>{fields} ほか %Ln 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more files</source>
            <translation>
                <numerusform>… ほか %Ln 個のファイル</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more repeats</source>
            <translation>
                <numerusform>… ほか %Ln 件の繰り返し</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more skipped</source>
            <translation>
                <numerusform>… ほか %Ln 件のスキップ</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportTargetDialog</name>
        <message>
            <source>Import into</source>
            <translation>インポート先</translation>
        </message>
        <message>
            <source>A new collection for &amp;each file, named after it</source>
            <translation>ファイルごとに、その名前の新しいコレクション(&amp;E)</translation>
        </message>
        <message>
            <source>A new collection named after the &amp;file</source>
            <translation>ファイル名の新しいコレクション(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;No collection</source>
            <translation>コレクションなし(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;This collection:</source>
            <translation>このコレクション(&amp;T):</translation>
        </message>
        <message>
            <source>Collection to import into</source>
            <translation>インポート先のコレクション</translation>
        </message>
        <message>
            <source>a collection, or a new name</source>
            <translation>コレクション、または新しい名前</translation>
        </message>
        <message>
            <source>a new name</source>
            <translation>新しい名前</translation>
        </message>
        <message>
            <source>&amp;Link to the PDFs where they are (don't copy them into the library)</source>
            <translation>PDF を元の場所にリンク (ライブラリにコピーしない)(&amp;L)</translation>
        </message>
        <message>
            <source>A linked PDF stays where it is: moved or deleted there, the paper loses it, and your other computers do not get it.</source>
            <translation>リンクした PDF は元の場所に残ります。そこで移動や削除をすると論文から失われ、ほかのコンピューターにも届きません。</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>インポート</translation>
        </message>
        <message numerus="yes">
            <source>Put the papers of %Ln file(s) in:</source>
            <translation>
                <numerusform>%Ln 個のファイルの論文の追加先:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptExportWatcher</name>
        <message>
            <source>{problem} It is tried again at the next change.</source>
            <translation>{problem} 次の変更時に再試行します。</translation>
        </message>
    </context>
    <context>
        <name>KeptExportsDialog</name>
        <message>
            <source>Status {status}</source>
            <translation>ステータス: {status}</translation>
        </message>
        <message>
            <source>Collection “{name}”</source>
            <translation>コレクション「{name}」</translation>
        </message>
        <message>
            <source>Saved search “{name}”</source>
            <translation>保存した検索「{name}」</translation>
        </message>
        <message>
            <source>Tag “{name}”</source>
            <translation>タグ「{name}」</translation>
        </message>
        <message>
            <source>Keep exported</source>
            <translation>自動エクスポート</translation>
        </message>
        <message>
            <source>Lectern keeps these files up to date while it runs: each is rewritten within 2 seconds of a change that alters it, and left untouched by any other.</source>
            <translation>Lectern は実行中、これらのファイルを常に最新に保ちます。各ファイルは内容に関わる変更から 2 秒以内に書き直され、それ以外の変更では書き換えられません。</translation>
        </message>
        <message>
            <source>Kept exports</source>
            <translation>自動エクスポート一覧</translation>
        </message>
        <message>
            <source>What</source>
            <translation>対象</translation>
        </message>
        <message>
            <source>File</source>
            <translation>ファイル</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>形式</translation>
        </message>
        <message>
            <source>What the file holds</source>
            <translation>ファイルの内容</translation>
        </message>
        <message>
            <source>&amp;Holds:</source>
            <translation>内容(&amp;H):</translation>
        </message>
        <message>
            <source>&amp;Format:</source>
            <translation>形式(&amp;F):</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>追加(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>削除(&amp;R)</translation>
        </message>
        <message>
            <source>Stop keeping it up to date (the file stays)</source>
            <translation>最新に保つのをやめます (ファイルは残ります)</translation>
        </message>
        <message>
            <source>Keep exported as</source>
            <translation>自動エクスポートの保存先</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>書き込み中…</translation>
        </message>
        <message>
            <source>Not kept: {reason}</source>
            <translation>設定できませんでした: {reason}</translation>
        </message>
        <message>
            <source>No longer kept up to date (the file stays): {path}</source>
            <translation>自動更新を停止しました (ファイルは残ります): {path}</translation>
        </message>
        <message numerus="yes">
            <source>Kept up to date: {path} (%Ln paper(s) now).</source>
            <translation>
                <numerusform>自動更新中: {path} (現在 %Ln 件の論文)。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LibraryService</name>
        <message>
            <source>Saving your changes</source>
            <translation>変更の保存</translation>
        </message>
        <message>
            <source>Opening the library</source>
            <translation>ライブラリの読み込み</translation>
        </message>
        <message>
            <source>The search index could not be rebuilt</source>
            <translation>検索インデックスを再構築できませんでした</translation>
        </message>
        <message>
            <source>{task} failed</source>
            <translation>{task}に失敗しました</translation>
        </message>
        <message>
            <source>Lectern could not finish that</source>
            <translation>Lectern はその操作を完了できませんでした</translation>
        </message>
        <message>
            <source>Merging changes from other devices</source>
            <translation>ほかのデバイスからの変更の統合</translation>
        </message>
    </context>
    <context>
        <name>LookupDialog</name>
        <message>
            <source>Title</source>
            <translation>タイトル</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>著者</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>年</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>掲載先</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>巻</translation>
        </message>
        <message>
            <source>Issue</source>
            <translation>号</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>ページ</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>要旨</translation>
        </message>
        <message>
            <source>DOI</source>
            <translation>DOI</translation>
        </message>
        <message>
            <source>arXiv id</source>
            <translation>arXiv ID</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>リンク</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>種類</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>フィールド</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>値</translation>
        </message>
        <message>
            <source>Found online</source>
            <translation>オンラインで見つかったもの</translation>
        </message>
        <message>
            <source>Not found online</source>
            <translation>オンラインで見つからなかったもの</translation>
        </message>
        <message>
            <source>What was not found is added as its identifier, marked “not looked up yet”.</source>
            <translation>見つからなかったものは識別子のまま追加され、「未照会」とマークされます。</translation>
        </message>
        <message>
            <source>Look up: what would change</source>
            <translation>照会: 変更される内容</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>適用</translation>
        </message>
        <message>
            <source>{old} → {new}</source>
            <translation>{old} → {new}</translation>
        </message>
        <message>
            <source>Not filled in</source>
            <translation>補完されなかった論文</translation>
        </message>
        <message>
            <source>A value you edited is never overwritten; Ctrl+Z undoes it.</source>
            <translation>自分で編集した値が上書きされることはありません。Ctrl+Z で元に戻せます。</translation>
        </message>
        <message>
            <source>Preprint and published version</source>
            <translation>プレプリントと出版版</translation>
        </message>
        <message>
            <source>“{preprint}” was published as “{published}”, which is already in your library. What should Lectern do with the two?</source>
            <translation>「{preprint}」は「{published}」として出版されており、そちらはすでにライブラリにあります。この 2 件をどうしますか？</translation>
        </message>
        <message>
            <source>Keep both, linked</source>
            <translation>両方残してリンク</translation>
        </message>
        <message>
            <source>Merge them</source>
            <translation>統合する</translation>
        </message>
        <message>
            <source>Keep the preprint only</source>
            <translation>プレプリントだけ残す</translation>
        </message>
        <message>
            <source>Leave them apart</source>
            <translation>別々のままにする</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 件の論文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) already have everything their record gives.</source>
            <translation>
                <numerusform>%Ln 件の論文には、レコードの情報がすべてそろっています。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln preprint(s) were published as a paper already in your library: after this you choose whether to link, merge or keep the preprint only.</source>
            <translation>
                <numerusform>%Ln 件のプレプリントは、すでにライブラリにある論文として出版されています。この後、リンクするか、統合するか、プレプリントだけ残すかを選びます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 件の論文を追加</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Lookups</name>
        <message>
            <source>Looking papers up online is off (Preferences: Look papers up online when I ask).</source>
            <translation>論文のオンライン照会はオフです (環境設定: 指示したときに論文をオンラインで照会)。</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>照会</translation>
        </message>
        <message>
            <source>not looked up</source>
            <translation>未照会</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>何も変更していません。</translation>
        </message>
        <message>
            <source>The paper has no DOI, arXiv id, PMID or ISBN to look it up by; edit it to give it one.</source>
            <translation>この論文には照会に使える DOI、arXiv ID、PMID、ISBN がありません。編集していずれかを追加してください。</translation>
        </message>
        <message>
            <source>no DOI, arXiv id, PMID or ISBN to look it up by</source>
            <translation>照会に使える DOI、arXiv ID、PMID、ISBN がない</translation>
        </message>
        <message>
            <source>Look up found nothing to fill in; nothing was changed.</source>
            <translation>照会しましたが、補える情報はありませんでした。何も変更していません。</translation>
        </message>
        <message>
            <source>The preprint and its published version are linked</source>
            <translation>プレプリントと出版版をリンクしました</translation>
        </message>
        <message>
            <source>The preprint is merged into its published version</source>
            <translation>プレプリントを出版版に統合しました</translation>
        </message>
        <message>
            <source>The published version is in the Trash; the preprint names it</source>
            <translation>出版版はゴミ箱に移動し、プレプリントにその出版版を記録しました</translation>
        </message>
        <message>
            <source>{done} — Ctrl+Z undoes it</source>
            <translation>{done} — Ctrl+Z で元に戻せます</translation>
        </message>
        <message>
            <source>Preprint and published version</source>
            <translation>プレプリントと出版版</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) already in your library, filled in from the lookup — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>ライブラリに既にある %Ln 件の論文を照会結果で補いました — Ctrl+Z で元に戻せます</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) by identifier</source>
            <translation>
                <numerusform>識別子で %Ln 件の論文を追加</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 件の論文を追加しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>%Ln 件の論文を追加しました — Ctrl+Z で元に戻せます</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Filled in %Ln paper(s) — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>%Ln 件の論文の情報を補いました — Ctrl+Z で元に戻せます</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 件の論文を照会</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up stopped after %Ln paper(s); Look up on the same papers goes on with the other {rest}.</source>
            <translation>
                <numerusform>%Ln 件の論文を照会したところで中止しました。同じ論文をもう一度照会すると、残りの {rest} 件を続けます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up stopped: %Ln paper(s) were looked up before Cancel.</source>
            <translation>
                <numerusform>照会を中止しました: キャンセルまでに %Ln 件の論文を照会しました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Looking up %Ln paper(s) online…</source>
            <translation>
                <numerusform>%Ln 件の論文をオンラインで照会中…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{added}; %Ln not looked up yet. {why}</source>
            <translation>
                <numerusform>{added}。%Ln 件は未照会です。{why}</numerusform>
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
            <translation>検索</translation>
        </message>
        <message>
            <source>Copied the citation key {key}</source>
            <translation>引用キー {key} をコピーしました</translation>
        </message>
        <message>
            <source>This library has no paper {id}.</source>
            <translation>このライブラリに論文 {id} はありません。</translation>
        </message>
        <message>
            <source>“{title}” has no PDF to open.</source>
            <translation>「{title}」には開く PDF がありません。</translation>
        </message>
        <message>
            <source>Quoted into the notes.</source>
            <translation>メモに引用しました。</translation>
        </message>
    </context>
    <context>
        <name>MarkActions</name>
        <message>
            <source>This paper has no PDF to save a copy of.</source>
            <translation>この論文には、コピーを保存できる PDF がありません。</translation>
        </message>
        <message>
            <source>Save a copy with marks</source>
            <translation>注釈付きのコピーを保存</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF ファイル (*.pdf)</translation>
        </message>
        <message>
            <source>Saving a copy with marks…</source>
            <translation>注釈付きのコピーを保存しています…</translation>
        </message>
        <message>
            <source>No copy with marks was saved: {why}</source>
            <translation>注釈付きのコピーは保存されませんでした: {why}</translation>
        </message>
        <message>
            <source>This paper has no marks to copy.</source>
            <translation>この論文にはコピーする注釈がありません。</translation>
        </message>
        <message numerus="yes">
            <source>Copied %Ln mark(s) as Markdown.</source>
            <translation>
                <numerusform>%Ln 件の注釈を Markdown としてコピーしました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Saved a copy with %Ln mark(s) as {name}</source>
            <translation>
                <numerusform>%Ln 件の注釈付きのコピーを {name} として保存しました</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MarkBar</name>
        <message>
            <source>Yellow</source>
            <translation>黄色</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>緑</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>青</translation>
        </message>
        <message>
            <source>Pink</source>
            <translation>ピンク</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>紫</translation>
        </message>
        <message>
            <source>Mark the text</source>
            <translation>テキストに注釈を付ける</translation>
        </message>
        <message>
            <source>Highlight in {colour}</source>
            <translation>{colour}でハイライト</translation>
        </message>
        <message>
            <source>Underline</source>
            <translation>下線</translation>
        </message>
        <message>
            <source>Underline the text (U)</source>
            <translation>テキストに下線を引く (U)</translation>
        </message>
        <message>
            <source>Note…</source>
            <translation>メモ…</translation>
        </message>
        <message>
            <source>A note in the margin beside the text (N)</source>
            <translation>テキストの横の余白にメモを付ける (N)</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Delete this mark (Delete; Ctrl+Z undoes)</source>
            <translation>この注釈を削除 (Delete、Ctrl+Z で元に戻せます)</translation>
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
            <translation>{page} の{colour}の注釈: {text}</translation>
        </message>
        <message>
            <source>Open the PDF at this mark</source>
            <translation>この注釈の位置で PDF を開く</translation>
        </message>
        <message>
            <source>Not found in this file</source>
            <translation>このファイルには見つかりません</translation>
        </message>
        <message>
            <source>The PDF was replaced and this mark's text is not in the new file, so it is not drawn</source>
            <translation>PDF が差し替えられ、この注釈のテキストが新しいファイルにないため、表示されません</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>注釈</translation>
        </message>
        <message>
            <source>Copy as Markdown</source>
            <translation>Markdown としてコピー</translation>
        </message>
        <message>
            <source>Copy every mark as a Markdown quote with a link to its page</source>
            <translation>すべての注釈を、ページへのリンク付きの Markdown 引用としてコピー</translation>
        </message>
        <message>
            <source>Marks ({count})</source>
            <translation>注釈 ({count})</translation>
        </message>
    </context>
    <context>
        <name>MarkNoteEditor</name>
        <message>
            <source>The mark's note</source>
            <translation>注釈のメモ</translation>
        </message>
        <message>
            <source>A note beside this passage (Ctrl+Enter saves)</source>
            <translation>この箇所の横に付けるメモ (Ctrl+Enter で保存)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>保存</translation>
        </message>
    </context>
    <context>
        <name>MarkdownEdit</name>
        <message>
            <source>Write notes in Markdown: **bold**, *italic*, - lists, [links](https://…)</source>
            <translation>Markdown でメモを書けます: **太字**、*斜体*、- リスト、[リンク](https://…)</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>メモ</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>&amp;File</source>
            <translation>ファイル(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>編集(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Paper</source>
            <translation>論文(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Undo an import</source>
            <translation>インポートを元に戻す(&amp;U)</translation>
        </message>
        <message>
            <source>Add to &amp;collection</source>
            <translation>コレクションに追加(&amp;C)</translation>
        </message>
        <message>
            <source>Copy citation &amp;in</source>
            <translation>スタイル指定で引用をコピー(&amp;I)</translation>
        </message>
        <message>
            <source>Copy bibliography entry i&amp;n</source>
            <translation>スタイル指定で参考文献エントリをコピー(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>テーマ(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Columns</source>
            <translation>列(&amp;C)</translation>
        </message>
    </context>
    <context>
        <name>NewPaperDialog</name>
        <message>
            <source>Paste a BibTeX or RIS entry, CSL-JSON, or a link.
A DOI, an arXiv id, a PMID or an ISBN (one or several, a line each) is looked up online when you add it, if Preferences allow; an entry is made from what you paste.</source>
            <translation>BibTeX または RIS のエントリ、CSL-JSON、リンクを貼り付けてください。
DOI、arXiv ID、PMID、ISBN (1 つまたは複数、1 行に 1 つ) は、環境設定で許可されていれば、追加するときにオンラインで照会されます。エントリは貼り付けた内容から作られます。</translation>
        </message>
        <message>
            <source>text</source>
            <translation>テキスト</translation>
        </message>
        <message>
            <source>New paper</source>
            <translation>新しい論文</translation>
        </message>
        <message>
            <source>Ways to add the paper</source>
            <translation>論文の追加方法</translation>
        </message>
        <message>
            <source>Pasted entry or identifier</source>
            <translation>貼り付けたエントリまたは識別子</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>貼り付け(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Title</source>
            <translation>タイトル(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Authors</source>
            <translation>著者(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Year</source>
            <translation>年(&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;Venue</source>
            <translation>掲載先(&amp;V)</translation>
        </message>
        <message>
            <source>journal or conference</source>
            <translation>ジャーナルまたは学会</translation>
        </message>
        <message>
            <source>&amp;DOI</source>
            <translation>DOI(&amp;D)</translation>
        </message>
        <message>
            <source>ar&amp;Xiv id</source>
            <translation>arXiv ID(&amp;X)</translation>
        </message>
        <message>
            <source>&amp;Link</source>
            <translation>リンク(&amp;L)</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>要旨</translation>
        </message>
        <message>
            <source>A&amp;bstract</source>
            <translation>要旨(&amp;B)</translation>
        </message>
        <message>
            <source>T&amp;ype it in</source>
            <translation>手入力(&amp;Y)</translation>
        </message>
        <message>
            <source>Add paper</source>
            <translation>論文を追加</translation>
        </message>
        <message>
            <source>Recognised {format}: “{title}”.</source>
            <translation>{format} として認識しました: 「{title}」。</translation>
        </message>
        <message>
            <source>A paper needs a title or an abstract.</source>
            <translation>論文にはタイトルか要旨が必要です。</translation>
        </message>
        <message numerus="yes">
            <source>%Ln identifier(s): added as they are, marked “not looked up yet” (looking up online is off in Preferences).</source>
            <translation>
                <numerusform>識別子 %Ln 件: そのまま追加され、「未照会」とマークされます (環境設定でオンライン照会がオフになっています)。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln identifier(s): looked up online when you add them.</source>
            <translation>
                <numerusform>識別子 %Ln 件: 追加するときにオンラインで照会されます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Recognised {format}: “{title}” and %Ln more.</source>
            <translation>
                <numerusform>{format} として認識しました: 「{title}」ほか %Ln 件。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NotOpenedDialog</name>
        <message>
            <source>Could not open</source>
            <translation>開けませんでした</translation>
        </message>
        <message>
            <source>Could not open the link</source>
            <translation>リンクを開けませんでした</translation>
        </message>
        <message>
            <source>No program on this computer opened this file. Its path is below: copy it to open the file yourself.</source>
            <translation>このコンピューターには、このファイルを開くプログラムがありませんでした。パスを下に示しますので、コピーしてご自分でファイルを開いてください。</translation>
        </message>
        <message>
            <source>No web browser on this computer opened this link. Copy it and paste it into a browser:</source>
            <translation>このコンピューターの Web ブラウザーでこのリンクを開けませんでした。コピーしてブラウザーに貼り付けてください:</translation>
        </message>
        <message>
            <source>Copy path</source>
            <translation>パスをコピー</translation>
        </message>
        <message>
            <source>Copy link</source>
            <translation>リンクをコピー</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>コピーしました</translation>
        </message>
    </context>
    <context>
        <name>NoteOffer</name>
        <message>
            <source>Show their version</source>
            <translation>相手のバージョンを表示</translation>
        </message>
        <message>
            <source>Put their note in the editor (Ctrl+Z there brings yours back)</source>
            <translation>相手のメモをエディターに表示します (エディターで Ctrl+Z を押すと自分のメモに戻ります)</translation>
        </message>
        <message>
            <source>Keep mine</source>
            <translation>自分のものを残す</translation>
        </message>
        <message>
            <source>Save what you wrote over theirs</source>
            <translation>自分が書いた内容で相手のメモを上書き保存します</translation>
        </message>
        <message>
            <source>This note was changed on {computer} while you were writing.</source>
            <translation>書いている間に、このメモが {computer} で変更されました。</translation>
        </message>
        <message>
            <source>This note was changed elsewhere while you were writing.</source>
            <translation>書いている間に、このメモがほかの場所で変更されました。</translation>
        </message>
    </context>
    <context>
        <name>NotesEditor</name>
        <message>
            <source>Notes</source>
            <translation>メモ</translation>
        </message>
        <message>
            <source>Notes save state</source>
            <translation>メモの保存状態</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>編集</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>プレビュー</translation>
        </message>
        <message>
            <source>Write the notes (n)</source>
            <translation>メモを書く (n)</translation>
        </message>
        <message>
            <source>See the notes rendered</source>
            <translation>メモの表示結果を見る</translation>
        </message>
        <message>
            <source>Notes preview</source>
            <translation>メモのプレビュー</translation>
        </message>
        <message>
            <source>Opening the library…</source>
            <translation>ライブラリを開いています…</translation>
        </message>
        <message>
            <source>No notes yet. Double-click or press Edit to write some.</source>
            <translation>メモはまだありません。ダブルクリックするか [編集] を押して書いてください。</translation>
        </message>
    </context>
    <context>
        <name>Opening</name>
        <message>
            <source>File not opened</source>
            <translation>ファイルを開きませんでした</translation>
        </message>
        <message>
            <source>Read this PDF?</source>
            <translation>この PDF を読みますか？</translation>
        </message>
        <message>
            <source>When Lectern read the text of “{name}”, {why}.</source>
            <translation>Lectern が「{name}」のテキストを読み取ったとき、{why}。</translation>
        </message>
        <message>
            <source>Lectern's reader may stop on it too, and the window with it (what you saved is safe). Your PDF viewer may open it.</source>
            <translation>Lectern のリーダーもこのファイルで止まり、ウィンドウごと止まるおそれがあります (保存済みの内容は安全です)。お使いの PDF ビューアーなら開けるかもしれません。</translation>
        </message>
        <message>
            <source>Read in Lectern anyway</source>
            <translation>それでも Lectern で読む</translation>
        </message>
        <message>
            <source>Open in your viewer</source>
            <translation>ビューアーで開く</translation>
        </message>
    </context>
    <context>
        <name>PageView</name>
        <message>
            <source>PDF pages</source>
            <translation>PDF のページ</translation>
        </message>
        <message>
            <source>Page {page}</source>
            <translation>{page} ページ</translation>
        </message>
    </context>
    <context>
        <name>PaperActions</name>
        <message>
            <source>No DOI, arXiv id or link to copy for the selection.</source>
            <translation>選択項目には、コピーできる DOI、arXiv ID、リンクがありません。</translation>
        </message>
        <message>
            <source>This paper has no DOI, arXiv id, link or attached file to open.</source>
            <translation>この論文には、開ける DOI、arXiv ID、リンク、添付ファイルがありません。</translation>
        </message>
        <message numerus="yes">
            <source>Copied the BibTeX of %Ln paper(s).</source>
            <translation>
                <numerusform>%Ln 件の論文の BibTeX をコピーしました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the link of %Ln paper(s).</source>
            <translation>
                <numerusform>%Ln 件の論文のリンクをコピーしました。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PaperForm</name>
        <message>
            <source>Title</source>
            <translation>タイトル</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>著者</translation>
        </message>
        <message>
            <source>Ada Lovelace; Alan Turing</source>
            <translation>Ada Lovelace; Alan Turing</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>年</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>掲載先</translation>
        </message>
        <message>
            <source>journal, conference or publisher</source>
            <translation>ジャーナル、学会、出版社</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>巻</translation>
        </message>
        <message>
            <source>Issue</source>
            <translation>号</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>ページ</translation>
        </message>
        <message>
            <source>arXiv id</source>
            <translation>arXiv ID</translation>
        </message>
        <message>
            <source>Citation key</source>
            <translation>引用キー</translation>
        </message>
        <message>
            <source>Entry type</source>
            <translation>エントリの種類</translation>
        </message>
        <message>
            <source>article, book, inproceedings, …</source>
            <translation>article, book, inproceedings, …</translation>
        </message>
        <message>
            <source>Edit details</source>
            <translation>詳細を編集</translation>
        </message>
        <message>
            <source>What LaTeX and Pandoc documents cite the paper by; unique in the library. Edit → Regenerate citation key makes it again from the first author, year and title.</source>
            <translation>LaTeX や Pandoc の文書で論文を引用するときのキーです。ライブラリ内で一意です。編集 → 引用キーを再生成 で、筆頭著者、年、タイトルから作り直せます。</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>リンク</translation>
        </message>
        <message>
            <source>one per line</source>
            <translation>1 行に 1 つ</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>ファイル</translation>
        </message>
        <message>
            <source>local files, one path per line</source>
            <translation>ローカルファイル (1 行に 1 つのパス)</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>要旨</translation>
        </message>
        <message>
            <source>Save ({keys})</source>
            <translation>保存 ({keys})</translation>
        </message>
        <message>
            <source>Also recorded: {values}</source>
            <translation>ほかに記録されている値: {values}</translation>
        </message>
        <message>
            <source>{keys} or {key}</source>
            <translation>{keys} または {key}</translation>
        </message>
    </context>
    <context>
        <name>PaperTableModel</name>
        <message>
            <source>{title} (title derived from the abstract)</source>
            <translation>{title} (要旨から作ったタイトル)</translation>
        </message>
        <message>
            <source>{title} (title made from its DOI)</source>
            <translation>{title} (DOI から作ったタイトル)</translation>
        </message>
        <message>
            <source>{title} (title made from its arXiv id)</source>
            <translation>{title} (arXiv ID から作ったタイトル)</translation>
        </message>
        <message>
            <source>{title} (title made from its link)</source>
            <translation>{title} (リンクから作ったタイトル)</translation>
        </message>
        <message>
            <source>{title} (title made by Lectern)</source>
            <translation>{title} (Lectern が作ったタイトル)</translation>
        </message>
        <message>
            <source>The best match</source>
            <translation>最も一致する結果</translation>
        </message>
        <message>
            <source>The {rank}st best match</source>
            <translation>{rank} 番目に一致する結果</translation>
        </message>
        <message>
            <source>The {rank}nd best match</source>
            <translation>{rank} 番目に一致する結果</translation>
        </message>
        <message>
            <source>The {rank}rd best match</source>
            <translation>{rank} 番目に一致する結果</translation>
        </message>
        <message>
            <source>The {rank}th best match</source>
            <translation>{rank} 番目に一致する結果</translation>
        </message>
        <message>
            <source>{authors} et al.</source>
            <translation>{authors} ほか</translation>
        </message>
        <message>
            <source>Found only in its PDF: the search words are not in its title, abstract or notes</source>
            <translation>PDF 内でのみ見つかりました: 検索語はタイトル、要旨、メモにはありません</translation>
        </message>
        <message>
            <source>Papers with notes</source>
            <translation>メモのある論文</translation>
        </message>
        <message>
            <source>Best match first — click to list the results in relevance order</source>
            <translation>最も一致するものが先頭 — クリックすると結果を関連度順に並べます</translation>
        </message>
        <message>
            <source>Not rated</source>
            <translation>未評価</translation>
        </message>
        <message numerus="yes">
            <source>{rating} of %Ln star(s)</source>
            <translation>
                <numerusform>星 {rating}/%Ln</numerusform>
            </translation>
        </message>
        <message>
            <source>Has notes</source>
            <translation>メモあり</translation>
        </message>
        <message>
            <source>{title} (title {made_from})</source>
            <translation>{title} (タイトル: {made_from})</translation>
        </message>
        <message>
            <source>Not rated — click to rate</source>
            <translation>未評価 — クリックして評価</translation>
        </message>
        <message>
            <source>{rating} of 5 stars — click to rate</source>
            <translation>星 {rating}/5 — クリックして評価</translation>
        </message>
        <message>
            <source>Read to page {reached} of {pages}; left at page {page}</source>
            <translation>全 {pages} ページ中 {reached} ページまで読みました。最後に開いたのは {page} ページです</translation>
        </message>
        <message>
            <source>{key} (also cited as {aliases})</source>
            <translation>{key} (別名: {aliases})</translation>
        </message>
    </context>
    <context>
        <name>PaperView</name>
        <message>
            <source>Papers</source>
            <translation>論文</translation>
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
            <translation>PDF 内</translation>
        </message>
        <message>
            <source>Passages of the PDF that match the search</source>
            <translation>検索に一致する PDF 内の箇所</translation>
        </message>
    </context>
    <context>
        <name>PdfTextReading</name>
        <message>
            <source>Reading PDFs</source>
            <translation>PDF の読み取り</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <source>Preferences</source>
            <translation>環境設定</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>言語</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>システムの言語</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>言語(&amp;L):</translation>
        </message>
        <message>
            <source>Lectern shows the new language the next time it starts.</source>
            <translation>新しい言語は、Lectern の次回起動時に反映されます。</translation>
        </message>
        <message>
            <source>Citing</source>
            <translation>引用</translation>
        </message>
        <message>
            <source>Citation style</source>
            <translation>引用スタイル</translation>
        </message>
        <message>
            <source>Citation &amp;style:</source>
            <translation>引用スタイル(&amp;S):</translation>
        </message>
        <message>
            <source>Citation &amp;keys:</source>
            <translation>引用キー(&amp;K):</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>読書</translation>
        </message>
        <message>
            <source>&amp;Status follows reading in the reader</source>
            <translation>リーダーでの読書に合わせてステータスを更新(&amp;S)</translation>
        </message>
        <message>
            <source>Opening a new or to-read paper's PDF marks it reading; reaching its last page marks it read (each can be undone)</source>
            <translation>「新規」または「読む予定」の論文の PDF を開くと「読書中」に、最後のページまで進むと「読了」になります (どちらも元に戻せます)</translation>
        </message>
        <message>
            <source>Online</source>
            <translation>オンライン</translation>
        </message>
        <message>
            <source>Look papers &amp;up online when I ask</source>
            <translation>指示したときに論文をオンラインで照会(&amp;U)</translation>
        </message>
        <message>
            <source>New paper with a DOI, arXiv id, PMID or ISBN, and Paper → Look up online, ask Crossref, DataCite, arXiv, PubMed or Open Library, sending only the identifier. Off: Lectern never connects.</source>
            <translation>DOI、arXiv ID、PMID、ISBN での新しい論文と、論文 → オンラインで照会 は、識別子だけを送って Crossref、DataCite、arXiv、PubMed、Open Library に問い合わせます。オフ: Lectern は一切接続しません。</translation>
        </message>
        <message>
            <source>Given to Crossref with each lookup, as it asks, so it answers from its “polite pool”</source>
            <translation>Crossref の求めに応じて照会のたびに Crossref に渡されます。これにより Crossref は「polite pool」から応答します</translation>
        </message>
        <message>
            <source>Contact &amp;e-mail:</source>
            <translation>連絡先メールアドレス(&amp;E):</translation>
        </message>
        <message>
            <source>Styles</source>
            <translation>スタイル</translation>
        </message>
        <message>
            <source>Citation styles</source>
            <translation>引用スタイル</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>追加(&amp;A)…</translation>
        </message>
        <message>
            <source>Add a CSL style file (.csl), e.g. from zotero.org/styles</source>
            <translation>CSL スタイルファイル (.csl) を追加します。zotero.org/styles などから入手できます</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>削除(&amp;R)</translation>
        </message>
        <message>
            <source>{title}  (comes with Lectern)</source>
            <translation>{title}  (Lectern 付属)</translation>
        </message>
        <message>
            <source>{title}  (yours: {file})</source>
            <translation>{title}  (追加したスタイル: {file})</translation>
        </message>
        <message>
            <source>{file}  (not used: {problem})</source>
            <translation>{file}  (使用不可: {problem})</translation>
        </message>
        <message>
            <source>CSL citation styles</source>
            <translation>CSL 引用スタイル</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>すべてのファイル</translation>
        </message>
        <message>
            <source>Add a citation style</source>
            <translation>引用スタイルを追加</translation>
        </message>
        <message>
            <source>Checking the style…</source>
            <translation>スタイルを確認中…</translation>
        </message>
        <message>
            <source>Not added: {reason}</source>
            <translation>追加できませんでした: {reason}</translation>
        </message>
        <message>
            <source>Added {title}.</source>
            <translation>{title} を追加しました。</translation>
        </message>
        <message>
            <source>Removed {title}.</source>
            <translation>{title} を削除しました。</translation>
        </message>
    </context>
    <context>
        <name>QueueActions</name>
        <message>
            <source>Up next is empty: press q on a paper to add it.</source>
            <translation>「次に読む」は空です。論文で q を押すと追加できます。</translation>
        </message>
        <message>
            <source>Next paper</source>
            <translation>次の論文</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) added to Up next</source>
            <translation>
                <numerusform>%Ln 件の論文を「次に読む」に追加しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) added to the front of Up next</source>
            <translation>
                <numerusform>%Ln 件の論文を「次に読む」の先頭に追加しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved down in Up next</source>
            <translation>
                <numerusform>%Ln 件の論文を「次に読む」で下へ移動しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved in Up next</source>
            <translation>
                <numerusform>%Ln 件の論文を「次に読む」で移動しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved up in Up next</source>
            <translation>
                <numerusform>%Ln 件の論文を「次に読む」で上へ移動しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of Up next</source>
            <translation>
                <numerusform>%Ln 件の論文を「次に読む」から外しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to Up next</source>
            <translation>
                <numerusform>%Ln 件の論文を「次に読む」に追加</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to the front of Up next</source>
            <translation>
                <numerusform>%Ln 件の論文を「次に読む」の先頭に追加</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) down in Up next</source>
            <translation>
                <numerusform>%Ln 件の論文を「次に読む」で下へ移動</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) in Up next</source>
            <translation>
                <numerusform>%Ln 件の論文を「次に読む」で移動</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) up in Up next</source>
            <translation>
                <numerusform>%Ln 件の論文を「次に読む」で上へ移動</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take %Ln paper(s) out of Up next</source>
            <translation>
                <numerusform>%Ln 件の論文を「次に読む」から外す</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reader</name>
        <message>
            <source>Reader</source>
            <translation>リーダー</translation>
        </message>
        <message>
            <source>Why the PDF is not shown</source>
            <translation>PDF が表示されない理由</translation>
        </message>
        <message>
            <source>The paper being read</source>
            <translation>読んでいる論文</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>ページ</translation>
        </message>
        <message>
            <source>&amp;Go to</source>
            <translation>移動(&amp;G)</translation>
        </message>
        <message>
            <source>Go to page</source>
            <translation>ページへ移動</translation>
        </message>
        <message>
            <source>Go to a page (Ctrl+G)</source>
            <translation>ページへ移動 (Ctrl+G)</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>縮小</translation>
        </message>
        <message>
            <source>Zoom out (Ctrl+-)</source>
            <translation>縮小 (Ctrl+-)</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>拡大</translation>
        </message>
        <message>
            <source>Zoom in (Ctrl++)</source>
            <translation>拡大 (Ctrl++)</translation>
        </message>
        <message>
            <source>Fit the page to the width (Ctrl+0)</source>
            <translation>ページを幅に合わせる (Ctrl+0)</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>幅に合わせる</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>検索</translation>
        </message>
        <message>
            <source>Find in this PDF (Ctrl+F)</source>
            <translation>この PDF 内を検索 (Ctrl+F)</translation>
        </message>
        <message>
            <source>Quote</source>
            <translation>引用</translation>
        </message>
        <message>
            <source>Quote the selected text into the notes (Ctrl+Shift+Q)</source>
            <translation>選択したテキストをメモに引用 (Ctrl+Shift+Q)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>Back to the list; Lectern keeps the page (Esc)</source>
            <translation>リストに戻ります。Lectern はページを覚えています (Esc)</translation>
        </message>
        <message>
            <source>Opening…</source>
            <translation>開いています…</translation>
        </message>
        <message>
            <source>{problem}

{path}

Press Esc to go back.</source>
            <translation>{problem}

{path}

Esc キーで戻ります。</translation>
        </message>
        <message>
            <source>Page {page} of {pages}</source>
            <translation>{page} / {pages} ページ</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <translation>{percent}%</translation>
        </message>
        <message>
            <source>Select some text with the mouse first, then quote it.</source>
            <translation>先にマウスでテキストを選択してから引用してください。</translation>
        </message>
        <message>
            <source>The PDF is still being read; mark it again.</source>
            <translation>PDF をまだ読み込み中です。もう一度注釈を付けてください。</translation>
        </message>
    </context>
    <context>
        <name>ReaderMarks</name>
        <message>
            <source>Find the marks again in a replaced PDF</source>
            <translation>差し替えた PDF で注釈を再検出</translation>
        </message>
        <message>
            <source>Highlight a passage</source>
            <translation>箇所をハイライト</translation>
        </message>
        <message>
            <source>Highlighted on page {page}</source>
            <translation>{page} ページでハイライトしました</translation>
        </message>
        <message>
            <source>Underline a passage</source>
            <translation>箇所に下線を引く</translation>
        </message>
        <message>
            <source>Underlined on page {page}</source>
            <translation>{page} ページで下線を引きました</translation>
        </message>
        <message>
            <source>Add a margin note</source>
            <translation>余白メモを追加</translation>
        </message>
        <message>
            <source>Margin note added on page {page}</source>
            <translation>{page} ページに余白メモを追加しました</translation>
        </message>
        <message>
            <source>Recolour a mark</source>
            <translation>注釈の色を変更</translation>
        </message>
        <message>
            <source>Change a mark</source>
            <translation>注釈を変更</translation>
        </message>
        <message>
            <source>Edit a mark's note</source>
            <translation>注釈のメモを編集</translation>
        </message>
        <message>
            <source>Delete a mark</source>
            <translation>注釈を削除</translation>
        </message>
        <message>
            <source>Mark deleted</source>
            <translation>注釈を削除しました</translation>
        </message>
    </context>
    <context>
        <name>ReadingStatsDialog</name>
        <message>
            <source>Reading stats</source>
            <translation>読書統計</translation>
        </message>
        <message>
            <source>read this week</source>
            <translation>今週の読了</translation>
        </message>
        <message>
            <source>to read</source>
            <translation>読む予定</translation>
        </message>
        <message>
            <source>reading</source>
            <translation>読書中</translation>
        </message>
        <message>
            <source>days to read (median)</source>
            <translation>読了までの日数 (中央値)</translation>
        </message>
        <message>
            <source>Papers finished per week</source>
            <translation>週ごとの読了論文数</translation>
        </message>
        <message>
            <source>Papers opened per week</source>
            <translation>週ごとに開いた論文数</translation>
        </message>
        <message>
            <source>To-read backlog</source>
            <translation>「読む予定」の残り</translation>
        </message>
        <message numerus="yes">
            <source>read in %Ln week(s)</source>
            <translation>
                <numerusform>%Ln 週間で読了</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RebuildProgress</name>
        <message>
            <source>Rebuilding the search index…</source>
            <translation>検索インデックスを再構築中…</translation>
        </message>
        <message numerus="yes">
            <source>Rebuilding the search index… {done} of %Ln paper(s)</source>
            <translation>
                <numerusform>検索インデックスを再構築中… 論文 {done} / %Ln 件</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RecordBanner</name>
        <message>
            <source>{author} et al.</source>
            <translation>{author} ほか</translation>
        </message>
        <message>
            <source>Restore</source>
            <translation>復元</translation>
        </message>
        <message>
            <source>Merge into this paper</source>
            <translation>この論文に統合</translation>
        </message>
        <message>
            <source>Keep every value and note of all of them in this one (Ctrl+Z undoes it)</source>
            <translation>すべての値とメモをこの 1 件にまとめて残します (Ctrl+Z で元に戻せます)</translation>
        </message>
        <message>
            <source>Not duplicates</source>
            <translation>重複ではない</translation>
        </message>
        <message>
            <source>They are different works: stop listing them</source>
            <translation>別の著作です: 一覧に表示しないようにします</translation>
        </message>
        <message>
            <source>&lt;b&gt;In the Trash&lt;/b&gt; since {when}. It is left out of searches until you restore it.</source>
            <translation>{when} から&lt;b&gt;ゴミ箱内&lt;/b&gt;にあります。復元するまで検索の対象外です。</translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>… ほか %Ln 件</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Possible duplicate&lt;/b&gt; ({reasons}) of:</source>
            <translation>次の論文と&lt;b&gt;重複の可能性&lt;/b&gt;があります ({reasons}):</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{done} — Ctrl+Z undoes it</source>
            <translation>{done} — Ctrl+Z で元に戻せます</translation>
        </message>
        <message>
            <source>Delete for good…</source>
            <translation>完全に削除…</translation>
        </message>
        <message>
            <source>Take out of Up next</source>
            <translation>「次に読む」から外す</translation>
        </message>
        <message>
            <source>Move to &amp;Trash</source>
            <translation>ゴミ箱に移動(&amp;T)</translation>
        </message>
        <message>
            <source>That paper is already in the library; nothing was added.</source>
            <translation>その論文はすでにライブラリにあるため、何も追加されませんでした。</translation>
        </message>
        <message>
            <source>Add a paper</source>
            <translation>論文を追加</translation>
        </message>
        <message>
            <source>Attach files to the paper</source>
            <translation>論文にファイルを添付</translation>
        </message>
        <message>
            <source>The citation key {old} is now {new}</source>
            <translation>引用キー {old} を {new} に変更しました</translation>
        </message>
        <message>
            <source>{key} is the key the pattern makes already; nothing changed.</source>
            <translation>{key} はすでにパターンどおりのキーです。変更はありません。</translation>
        </message>
        <message>
            <source>Edit paper details</source>
            <translation>論文の詳細を編集</translation>
        </message>
        <message>
            <source>Paper details saved</source>
            <translation>論文の詳細を保存しました</translation>
        </message>
        <message>
            <source>Delete for good</source>
            <translation>完全に削除</translation>
        </message>
        <message>
            <source>The Trash is empty.</source>
            <translation>ゴミ箱は空です。</translation>
        </message>
        <message>
            <source>Empty Trash</source>
            <translation>ゴミ箱を空にする</translation>
        </message>
        <message>
            <source>Empty the Trash</source>
            <translation>ゴミ箱を空にする</translation>
        </message>
        <message>
            <source>Mark as not duplicates</source>
            <translation>重複ではないとマーク</translation>
        </message>
        <message>
            <source>Reading the imports…</source>
            <translation>インポート履歴を読み込み中…</translation>
        </message>
        <message>
            <source>No imports to undo</source>
            <translation>元に戻せるインポートはありません</translation>
        </message>
        <message numerus="yes">
            <source>%Ln citation key(s) made again, {kept} already the pattern's</source>
            <translation>
                <numerusform>%Ln 件の引用キーを再生成しました。{kept} 件はすでにパターンどおりです</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s) attached (Lectern keeps the path only)</source>
            <translation>
                <numerusform>%Ln 個のファイルを添付しました (Lectern はパスのみを保持します)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) deleted</source>
            <translation>
                <numerusform>%Ln 件の論文を削除しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) marked as different works</source>
            <translation>
                <numerusform>%Ln 件の論文を別の著作としてマークしました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) merged into one; every value and note kept</source>
            <translation>
                <numerusform>%Ln 件の論文を 1 件に統合しました。すべての値とメモを残しています</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved to the Trash</source>
            <translation>
                <numerusform>%Ln 件の論文をゴミ箱に移動しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) restored from the Trash</source>
            <translation>
                <numerusform>%Ln 件の論文をゴミ箱から復元しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 件の論文を追加しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Attach %Ln file(s)</source>
            <translation>
                <numerusform>%Ln 個のファイルを添付</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) and their notes for good?</source>
            <translation>
                <numerusform>%Ln 件の論文とそのメモを完全に削除しますか？</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) for good</source>
            <translation>
                <numerusform>%Ln 件の論文を完全に削除</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete the %Ln paper(s) in the Trash, and their notes, for good?</source>
            <translation>
                <numerusform>ゴミ箱内の %Ln 件の論文とそのメモを完全に削除しますか？</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Import undone: %Ln paper(s) moved to the Trash</source>
            <translation>
                <numerusform>インポートを元に戻しました: %Ln 件の論文をゴミ箱に移動しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Merge %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 件の論文を統合</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) to the Trash</source>
            <translation>
                <numerusform>%Ln 件の論文をゴミ箱に移動</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Regenerate the citation key of %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 件の論文の引用キーを再生成</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Restore %Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 件の論文を復元</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The Trash is empty: %Ln paper(s) deleted</source>
            <translation>
                <numerusform>ゴミ箱を空にしました: %Ln 件の論文を削除しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC</source>
            <translation>
                <numerusform>{name} — %Ln 件の論文を追加、{when} UTC</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC (undone)</source>
            <translation>
                <numerusform>{name} — %Ln 件の論文を追加、{when} UTC (取り消し済み)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RelatedList</name>
        <message>
            <source>Untitled</source>
            <translation>無題</translation>
        </message>
        <message>
            <source>{author} et al.</source>
            <translation>{author} ほか</translation>
        </message>
        <message>
            <source>Related papers</source>
            <translation>関連論文</translation>
        </message>
        <message>
            <source>Finding related papers…</source>
            <translation>関連論文を検索中…</translation>
        </message>
        <message>
            <source>No closely related papers in your library.</source>
            <translation>ライブラリに密接に関連する論文はありません。</translation>
        </message>
    </context>
    <context>
        <name>RenderThread</name>
        <message>
            <source>This file is damaged, so Lectern cannot show it.</source>
            <translation>このファイルは破損しているため、Lectern で表示できません。</translation>
        </message>
    </context>
    <context>
        <name>SafeTextBrowser</name>
        <message>
            <source>[image: {name}]</source>
            <translation>[画像: {name}]</translation>
        </message>
        <message>
            <source>Read page {page} in Lectern</source>
            <translation>Lectern で {page} ページを読む</translation>
        </message>
        <message>
            <source>Not opened (not a web link): {link}</source>
            <translation>開きませんでした (Web リンクではありません): {link}</translation>
        </message>
    </context>
    <context>
        <name>SaveState</name>
        <message>
            <source>Saving…</source>
            <translation>保存中…</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>保存済み</translation>
        </message>
        <message>
            <source>Not saved — retrying</source>
            <translation>未保存 — 再試行中</translation>
        </message>
    </context>
    <context>
        <name>Scope</name>
        <message>
            <source>All papers</source>
            <translation>すべての論文</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>次に読む</translation>
        </message>
        <message>
            <source>Recently read</source>
            <translation>最近読んだ論文</translation>
        </message>
        <message>
            <source>Starred</source>
            <translation>星付き</translation>
        </message>
        <message>
            <source>Recommended</source>
            <translation>おすすめ</translation>
        </message>
        <message>
            <source>Possible duplicates</source>
            <translation>重複の可能性</translation>
        </message>
        <message>
            <source>Trash</source>
            <translation>ゴミ箱</translation>
        </message>
    </context>
    <context>
        <name>SearchBox</name>
        <message>
            <source>Search titles, authors, abstracts, notes…   ( / )</source>
            <translation>タイトル、著者、要旨、メモを検索…   ( / )</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>検索</translation>
        </message>
        <message>
            <source>Search syntax</source>
            <translation>検索構文</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>検索をクリア</translation>
        </message>
    </context>
    <context>
        <name>SearchNotice</name>
        <message>
            <source>Clear search</source>
            <translation>検索をクリア</translation>
        </message>
        <message>
            <source>Show every paper of this view</source>
            <translation>このビューのすべての論文を表示</translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in Up next match “{words}”</source>
            <translation>
                <numerusform>「次に読む」の %Ln 件の論文のうち、「{words}」に一致するものはありません</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in the Trash match “{words}”</source>
            <translation>
                <numerusform>ゴミ箱内の %Ln 件の論文のうち、「{words}」に一致するものはありません</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in {view} match “{words}”</source>
            <translation>
                <numerusform>{view} の %Ln 件の論文のうち、「{words}」に一致するものはありません</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln possible duplicate(s) match “{words}”</source>
            <translation>
                <numerusform>重複の可能性がある %Ln 件のうち、「{words}」に一致するものはありません</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recently read paper(s) match “{words}”</source>
            <translation>
                <numerusform>最近読んだ %Ln 件の論文のうち、「{words}」に一致するものはありません</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recommended paper(s) match “{words}”</source>
            <translation>
                <numerusform>おすすめの %Ln 件の論文のうち、「{words}」に一致するものはありません</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next match “{words}”</source>
            <translation>
                <numerusform>「次に読む」の %Ln 件の論文のうち {shown} 件が「{words}」に一致</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next matches “{words}”</source>
            <translation>
                <numerusform>「次に読む」の %Ln 件の論文のうち {shown} 件が「{words}」に一致</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash match “{words}”</source>
            <translation>
                <numerusform>ゴミ箱内の %Ln 件の論文のうち {shown} 件が「{words}」に一致</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash matches “{words}”</source>
            <translation>
                <numerusform>ゴミ箱内の %Ln 件の論文のうち {shown} 件が「{words}」に一致</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} match “{words}”</source>
            <translation>
                <numerusform>{view} の %Ln 件の論文のうち {shown} 件が「{words}」に一致</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} matches “{words}”</source>
            <translation>
                <numerusform>{view} の %Ln 件の論文のうち {shown} 件が「{words}」に一致</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) match “{words}”</source>
            <translation>
                <numerusform>重複の可能性がある %Ln 件のうち {shown} 件が「{words}」に一致</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) matches “{words}”</source>
            <translation>
                <numerusform>重複の可能性がある %Ln 件のうち {shown} 件が「{words}」に一致</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) match “{words}”</source>
            <translation>
                <numerusform>最近読んだ %Ln 件の論文のうち {shown} 件が「{words}」に一致</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) matches “{words}”</source>
            <translation>
                <numerusform>最近読んだ %Ln 件の論文のうち {shown} 件が「{words}」に一致</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) match “{words}”</source>
            <translation>
                <numerusform>おすすめの %Ln 件の論文のうち {shown} 件が「{words}」に一致</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) matches “{words}”</source>
            <translation>
                <numerusform>おすすめの %Ln 件の論文のうち {shown} 件が「{words}」に一致</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SelectionPanel</name>
        <message numerus="yes">
            <source>%Ln paper(s) selected</source>
            <translation>
                <numerusform>%Ln 件の論文を選択中</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln rated</source>
            <translation>
                <numerusform>評価済み %Ln 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln New</source>
            <translation>
                <numerusform>新規 %Ln 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln To read</source>
            <translation>
                <numerusform>読む予定 %Ln 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Reading</source>
            <translation>
                <numerusform>読書中 %Ln 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Read</source>
            <translation>
                <numerusform>読了 %Ln 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Dropped</source>
            <translation>
                <numerusform>見送り %Ln 件</numerusform>
            </translation>
        </message>
        <message>
            <source>Mark every selected paper as new ({key})</source>
            <translation>選択したすべての論文を「新規」にします ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as to read ({key})</source>
            <translation>選択したすべての論文を「読む予定」にします ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as reading ({key})</source>
            <translation>選択したすべての論文を「読書中」にします ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as read ({key})</source>
            <translation>選択したすべての論文を「読了」にします ({key})</translation>
        </message>
        <message>
            <source>Mark every selected paper as dropped ({key})</source>
            <translation>選択したすべての論文を「見送り」にします ({key})</translation>
        </message>
        <message>
            <source>Mark selected as New</source>
            <translation>選択項目を「新規」にする</translation>
        </message>
        <message>
            <source>Mark selected as To read</source>
            <translation>選択項目を「読む予定」にする</translation>
        </message>
        <message>
            <source>Mark selected as Reading</source>
            <translation>選択項目を「読書中」にする</translation>
        </message>
        <message>
            <source>Mark selected as Read</source>
            <translation>選択項目を「読了」にする</translation>
        </message>
        <message>
            <source>Mark selected as Dropped</source>
            <translation>選択項目を「見送り」にする</translation>
        </message>
        <message>
            <source>What you do here applies to every selected paper, and Ctrl+Z undoes it.</source>
            <translation>ここでの操作は選択したすべての論文に適用され、Ctrl+Z で元に戻せます。</translation>
        </message>
        <message>
            <source>Mark as</source>
            <translation>マーク</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>評価</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>クリア</translation>
        </message>
        <message>
            <source>Clear the rating of every selected paper</source>
            <translation>選択したすべての論文の評価をクリアします</translation>
        </message>
        <message>
            <source>Tag</source>
            <translation>タグ</translation>
        </message>
        <message>
            <source>Add tags to all, comma-separated, then Enter</source>
            <translation>すべてにタグを追加 (カンマ区切りで入力して Enter)</translation>
        </message>
        <message>
            <source>Add tags to the selected papers</source>
            <translation>選択した論文にタグを追加</translation>
        </message>
        <message>
            <source>Also</source>
            <translation>その他</translation>
        </message>
        <message>
            <source>Add to collection</source>
            <translation>コレクションに追加</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>キーボードショートカット</translation>
        </message>
        <message>
            <source>or</source>
            <translation>または</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Library</source>
            <translation>ライブラリ</translation>
        </message>
        <message>
            <source>Starred</source>
            <translation>星付き</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>タグ</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>コレクション</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>保存した検索</translation>
        </message>
        <message>
            <source>For you</source>
            <translation>あなた向け</translation>
        </message>
        <message>
            <source>(no collection)</source>
            <translation>(コレクションなし)</translation>
        </message>
        <message>
            <source>Library views</source>
            <translation>ライブラリのビュー</translation>
        </message>
        <message>
            <source>Your reading queue, next first: q adds a paper, Ctrl+Enter opens it</source>
            <translation>読む順に並んだキューです。q で論文を追加、Ctrl+Enter で開きます</translation>
        </message>
        <message>
            <source>The last 50 papers you read in Lectern, the most recent first</source>
            <translation>Lectern で最近読んだ 50 件の論文 (新しい順)</translation>
        </message>
        <message>
            <source>Papers that might be the same work: merge them, or say they differ</source>
            <translation>同じ著作かもしれない論文です。統合するか、別のものだと指定してください</translation>
        </message>
        <message>
            <source>Deleted papers, until you empty the Trash; Restore brings one back</source>
            <translation>削除した論文です (ゴミ箱を空にするまで残ります)。[復元] で元に戻せます</translation>
        </message>
        <message>
            <source>Papers most like your starred ones that you have not read</source>
            <translation>星を付けた論文に最も近い、まだ読んでいない論文</translation>
        </message>
        <message>
            <source>Save search</source>
            <translation>検索を保存</translation>
        </message>
        <message>
            <source>Name for this search:</source>
            <translation>この検索の名前:</translation>
        </message>
        <message>
            <source>Rename saved search</source>
            <translation>保存した検索の名前を変更</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>新しい名前:</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>名前を変更…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Delete collection (its papers stay; the ones inside move up)</source>
            <translation>コレクションを削除 (論文は残り、内側のコレクションは 1 つ上に移動します)</translation>
        </message>
        <message>
            <source>Delete collection (its papers stay)</source>
            <translation>コレクションを削除 (論文は残ります)</translation>
        </message>
        <message>
            <source>Move to…</source>
            <translation>移動…</translation>
        </message>
        <message>
            <source>Merge into…</source>
            <translation>統合…</translation>
        </message>
        <message>
            <source>New collection inside…</source>
            <translation>内側に新しいコレクション…</translation>
        </message>
        <message>
            <source>New collection…</source>
            <translation>新しいコレクション…</translation>
        </message>
        <message>
            <source>Empty Trash…</source>
            <translation>ゴミ箱を空にする…</translation>
        </message>
        <message>
            <source>Save current search…</source>
            <translation>現在の検索を保存…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln star(s) and up</source>
            <translation>
                <numerusform>星 %Ln つ以上</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StarRating</name>
        <message>
            <source>Rating</source>
            <translation>評価</translation>
        </message>
        <message>
            <source>Rate this paper: click a star; click it again to clear</source>
            <translation>この論文を評価: 星をクリックします。もう一度クリックするとクリアされます</translation>
        </message>
        <message numerus="yes">
            <source>{rating} of %Ln star(s)</source>
            <translation>
                <numerusform>星 {rating}/%Ln</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Cannot open the library</source>
            <translation>ライブラリを開けません</translation>
        </message>
        <message>
            <source>Library in use</source>
            <translation>ライブラリは使用中です</translation>
        </message>
        <message>
            <source>{problem}

Another program (perhaps `lectern import` in a terminal, or Lectern on another account) is writing to this library. Close it and start Lectern again.</source>
            <translation>{problem}

別のプログラム (ターミナルの `lectern import` や、別のアカウントの Lectern など) がこのライブラリに書き込んでいます。それを終了してから、Lectern をもう一度起動してください。</translation>
        </message>
        <message>
            <source>Library damaged</source>
            <translation>ライブラリが破損しています</translation>
        </message>
        <message>
            <source>{problem}

Lectern keeps rolling backups in {backups}. `lectern check` in a terminal shows what is wrong.</source>
            <translation>{problem}

Lectern は {backups} に定期的なバックアップを保存しています。ターミナルで `lectern check` を実行すると、何が問題かがわかります。</translation>
        </message>
        <message>
            <source>Lectern cannot use the folder {folder}: {reason}.

Check that the folder exists and that you may write to it, or start Lectern with --library pointing at another folder.</source>
            <translation>Lectern はフォルダー {folder} を使用できません: {reason}。

フォルダーが存在し、書き込みできることを確認するか、--library で別のフォルダーを指定して Lectern を起動してください。</translation>
        </message>
        <message>
            <source>Opening {folder} failed unexpectedly ({error}: {problem}).</source>
            <translation>{folder} を開くときに予期しないエラーが発生しました ({error}: {problem})。</translation>
        </message>
        <message>
            <source>Lectern is already open on {folder}: its window is brought forward.</source>
            <translation>Lectern はすでに {folder} で開いています。そのウィンドウを前面に表示します。</translation>
        </message>
        <message>
            <source>Log file: {path}</source>
            <translation>ログファイル: {path}</translation>
        </message>
        <message>
            <source>Your library was upgraded for this version of Lectern; the files as they were are kept in its backups folder.</source>
            <translation>ライブラリをこのバージョンの Lectern 用にアップグレードしました。元のファイルはバックアップフォルダーに保存されています。</translation>
        </message>
        <message>
            <source>Lectern repaired your library</source>
            <translation>Lectern がライブラリを修復しました</translation>
        </message>
        <message>
            <source>The sample could not be loaded</source>
            <translation>サンプルを読み込めませんでした</translation>
        </message>
        <message numerus="yes">
            <source>Lectern is already open on {folder}: %Ln file(s) handed to its window to import.</source>
            <translation>
                <numerusform>Lectern はすでに {folder} で開いています。%Ln 個のファイルをそのウィンドウに渡してインポートします。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>New</source>
            <translation>新規</translation>
        </message>
        <message>
            <source>To read</source>
            <translation>読む予定</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>読書中</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>読了</translation>
        </message>
        <message>
            <source>Dropped</source>
            <translation>見送り</translation>
        </message>
        <message>
            <source>Mark as new</source>
            <translation>「新規」にする</translation>
        </message>
        <message>
            <source>Mark as to read</source>
            <translation>「読む予定」にする</translation>
        </message>
        <message>
            <source>Mark as reading</source>
            <translation>「読書中」にする</translation>
        </message>
        <message>
            <source>Mark as read</source>
            <translation>「読了」にする</translation>
        </message>
        <message>
            <source>Mark as dropped</source>
            <translation>「見送り」にする</translation>
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message>
            <source>{task}…</source>
            <translation>{task}中…</translation>
        </message>
        <message>
            <source>{task}… {done} of {total}</source>
            <translation>{task}中… {done} / {total}</translation>
        </message>
        <message>
            <source>{action}: on</source>
            <translation>{action}: オン</translation>
        </message>
        <message>
            <source>{action}: off</source>
            <translation>{action}: オフ</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)  ·  {to_read} to read  ·  {read_this_week} read this week</source>
            <translation>
                <numerusform>%Ln 件の論文  ·  読む予定 {to_read} 件  ·  今週の読了 {read_this_week} 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: %Ln paper(s)</source>
            <translation>
                <numerusform>{view}: %Ln 件の論文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: {shown} of %Ln paper(s)</source>
            <translation>
                <numerusform>{view}: {shown} / %Ln 件の論文</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatusSelector</name>
        <message>
            <source>Status</source>
            <translation>ステータス</translation>
        </message>
        <message>
            <source>Reading status (u, t, r, d, x)</source>
            <translation>読書ステータス (u、t、r、d、x)</translation>
        </message>
        <message>
            <source>{action} ({key})</source>
            <translation>{action} ({key})</translation>
        </message>
        <message>
            <source>Status {status}</source>
            <translation>ステータス: {status}</translation>
        </message>
    </context>
    <context>
        <name>SyncWatcher</name>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} と {second}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) updated from your other devices</source>
            <translation>
                <numerusform>ほかのデバイスから %Ln 件の論文が更新されました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) updated from {devices}</source>
            <translation>
                <numerusform>{devices} から %Ln 件の論文が更新されました</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SyntaxHelp</name>
        <message>
            <source>papers with these words; those with all of them first</source>
            <translation>これらの語を含む論文 (すべて含むものが先頭)</translation>
        </message>
        <message>
            <source>the words in a row</source>
            <translation>これらの語がこの順に並んだもの</translation>
        </message>
        <message>
            <source>one field: title, author, abstract, notes, tag, venue, collection</source>
            <translation>1 つのフィールドだけ: title、author、abstract、notes、tag、venue、collection</translation>
        </message>
        <message>
            <source>an author's name</source>
            <translation>著者名</translation>
        </message>
        <message>
            <source>your own notes</source>
            <translation>自分のメモ</translation>
        </message>
        <message>
            <source>papers you tagged</source>
            <translation>タグを付けた論文</translation>
        </message>
        <message>
            <source>the text of the attached PDFs alone (plain words search it too)</source>
            <translation>添付 PDF の全文だけ (語だけの検索でも全文を検索します)</translation>
        </message>
        <message>
            <source>a citation key or alias; type:book, publisher:"MIT Press", isbn: …</source>
            <translation>引用キーまたは別名。type:book、publisher:"MIT Press"、isbn: … も使えます</translation>
        </message>
        <message>
            <source>new, to-read, reading, read, dropped (or several: reading,to-read)</source>
            <translation>new、to-read、reading、read、dropped (複数指定: reading,to-read)</translation>
        </message>
        <message>
            <source>preprints a lookup found published</source>
            <translation>照会で出版済みとわかったプレプリント</translation>
        </message>
        <message>
            <source>the passages you marked and their notes</source>
            <translation>注釈を付けた箇所とそのメモ</translation>
        </message>
        <message>
            <source>a mark of that colour (green, blue, pink, purple); has:marks</source>
            <translation>その色の注釈 (green、blue、pink、purple)。has:marks</translation>
        </message>
        <message>
            <source>four stars or more (rating:5, rating:&lt;3 …)</source>
            <translation>星 4 つ以上 (rating:5、rating:&lt;3 …)</translation>
        </message>
        <message>
            <source>a range of years (year:&gt;=2020 …)</source>
            <translation>年の範囲 (year:&gt;=2020 …)</translation>
        </message>
        <message>
            <source>when you added it: added:2026-11, added:&lt;7d, modified:today</source>
            <translation>追加した日時: added:2026-11、added:&lt;7d、modified:today</translation>
        </message>
        <message>
            <source>either word; AND, NOT, -word and (parentheses) work too</source>
            <translation>どちらかの語。AND、NOT、-word、(括弧) も使えます</translation>
        </message>
        <message>
            <source>words starting with optim</source>
            <translation>optim で始まる語</translation>
        </message>
        <message>
            <source>close spellings (one or two typos)</source>
            <translation>近い綴り (1〜2 文字の誤字)</translation>
        </message>
        <message>
            <source>Search syntax</source>
            <translation>検索構文</translation>
        </message>
        <message>
            <source>Press &lt;b&gt;/&lt;/b&gt; or &lt;b&gt;Ctrl+F&lt;/b&gt; to search, &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Esc&lt;/b&gt; to go back to the list.</source>
            <translation>&lt;b&gt;/&lt;/b&gt; または &lt;b&gt;Ctrl+F&lt;/b&gt; で検索、&lt;b&gt;Enter&lt;/b&gt; または &lt;b&gt;Esc&lt;/b&gt; でリストに戻ります。</translation>
        </message>
    </context>
    <context>
        <name>TagChip</name>
        <message>
            <source>Remove the tag “{tag}”</source>
            <translation>タグ「{tag}」を外す</translation>
        </message>
        <message>
            <source>Remove tag {tag}</source>
            <translation>タグ {tag} を外す</translation>
        </message>
    </context>
    <context>
        <name>TagsEditor</name>
        <message>
            <source>Add tags…</source>
            <translation>タグを追加…</translation>
        </message>
        <message>
            <source>Type a tag and press Enter; separate several with commas</source>
            <translation>タグを入力して Enter を押します。複数のタグはカンマで区切ります</translation>
        </message>
        <message>
            <source>Add tags</source>
            <translation>タグを追加</translation>
        </message>
    </context>
    <context>
        <name>Task</name>
        <message>
            <source>Exporting</source>
            <translation>エクスポート</translation>
        </message>
        <message>
            <source>Undoing a change</source>
            <translation>変更の取り消し</translation>
        </message>
        <message>
            <source>Saving notes</source>
            <translation>メモの保存</translation>
        </message>
        <message>
            <source>Saving the search</source>
            <translation>検索の保存</translation>
        </message>
        <message>
            <source>Renaming the search</source>
            <translation>検索の名前変更</translation>
        </message>
        <message>
            <source>Deleting the search</source>
            <translation>検索の削除</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <source>System</source>
            <translation>システム</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>ライト</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>ダーク</translation>
        </message>
    </context>
    <context>
        <name>Timeline</name>
        <message>
            <source>Added {date}</source>
            <translation>{date} 追加</translation>
        </message>
        <message>
            <source>{status} {date}</source>
            <comment>a step of the status timeline</comment>
            <translation>{date} {status}</translation>
        </message>
    </context>
    <context>
        <name>Triage</name>
        <message>
            <source>Advance after marking is on (Paper menu, or the button in the status bar). When it is on, only the marks t, r, d, x and u move on to the next paper; stars 1–5 and 0 always stay on the paper, so rate first, then mark.</source>
            <translation>「マーク後に次へ進む」はオンです (論文メニュー、またはステータスバーのボタン)。オンのときは、マーク t、r、d、x、u だけが次の論文へ進みます。星 1–5 と 0 では常に論文にとどまるので、先に評価してからマークしてください。</translation>
        </message>
        <message>
            <source>Advance after marking is off (Paper menu, or the button in the status bar). When it is on, only the marks t, r, d, x and u move on to the next paper; stars 1–5 and 0 always stay on the paper, so rate first, then mark.</source>
            <translation>「マーク後に次へ進む」はオフです (論文メニュー、またはステータスバーのボタン)。オンのときは、マーク t、r、d、x、u だけが次の論文へ進みます。星 1–5 と 0 では常に論文にとどまるので、先に評価してからマークしてください。</translation>
        </message>
    </context>
    <context>
        <name>Unreadable</name>
        <message>
            <source>The file is not there any more: {path}</source>
            <translation>ファイルがもうありません: {path}</translation>
        </message>
        <message>
            <source>The file could not be read ({reason}).</source>
            <translation>ファイルを読み込めませんでした ({reason})。</translation>
        </message>
        <message>
            <source>This PDF has no pages.</source>
            <translation>この PDF にはページがありません。</translation>
        </message>
        <message>
            <source>This PDF is protected by a password, and Lectern cannot open such files.</source>
            <translation>この PDF はパスワードで保護されています。Lectern はこのようなファイルを開けません。</translation>
        </message>
        <message>
            <source>This PDF is encrypted in a way Lectern cannot read.</source>
            <translation>この PDF は、Lectern が読み取れない方式で暗号化されています。</translation>
        </message>
        <message>
            <source>This file is damaged or is not a PDF, so Lectern cannot show it.</source>
            <translation>このファイルは破損しているか PDF ではないため、Lectern で表示できません。</translation>
        </message>
    </context>
    <context>
        <name>UserGuide</name>
        <message>
            <source>User guide</source>
            <translation>ユーザーガイド</translation>
        </message>
        <message>
            <source>This copy of Lectern has no user guide.</source>
            <translation>この Lectern にはユーザーガイドが含まれていません。</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>戻る</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>進む</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>目次</translation>
        </message>
        <message>
            <source>Contents of the user guide</source>
            <translation>ユーザーガイドの目次</translation>
        </message>
        <message>
            <source>Page of the user guide</source>
            <translation>ユーザーガイドのページ</translation>
        </message>
        <message>
            <source>No browser opened {link}</source>
            <translation>ブラウザーで {link} を開けませんでした</translation>
        </message>
        <message>
            <source>Not part of the guide in the app: {link}</source>
            <translation>アプリ内のガイドには含まれていません: {link}</translation>
        </message>
        <message>
            <source>{page} — User guide</source>
            <translation>{page} — ユーザーガイド</translation>
        </message>
    </context>
    <context>
        <name>ViewActions</name>
        <message>
            <source>{column} (none in this list)</source>
            <translation>{column} (このリストにはありません)</translation>
        </message>
    </context>
    <context>
        <name>WatchedFoldersDialog</name>
        <message>
            <source>Watched folders</source>
            <translation>監視フォルダー</translation>
        </message>
        <message>
            <source>A new PDF in these folders, or in their subfolders, is imported once it has finished downloading, into no collection. The PDFs a folder holds when you add it are left alone.</source>
            <translation>これらのフォルダー (サブフォルダーを含む) に新しく入った PDF は、ダウンロードの完了後に、コレクションなしでインポートされます。フォルダーを追加した時点で入っている PDF はそのままです。</translation>
        </message>
        <message>
            <source>&amp;Add folder…</source>
            <translation>フォルダーを追加(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>削除(&amp;R)</translation>
        </message>
        <message>
            <source>Watch a folder</source>
            <translation>フォルダーを監視</translation>
        </message>
    </context>
    <context>
        <name>WeekChart</name>
        <message>
            <source>, </source>
            <comment>separates the items of a list</comment>
            <translation>、</translation>
        </message>
        <message>
            <source>week of {date}: {count}</source>
            <translation>{date} の週: {count}</translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln finished</source>
            <translation>
                <numerusform>{date} の週: %Ln 件読了</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln opened in Lectern</source>
            <translation>
                <numerusform>{date} の週: Lectern で %Ln 件を開きました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln to read at the end of the week</source>
            <translation>
                <numerusform>{date} の週: 週末時点で「読む予定」%Ln 件</numerusform>
            </translation>
        </message>
    </context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>About</name>
        <message>
            <source>An offline reading list for research papers: triage, rate, annotate and search, all on your own computer. No account, no network.</source>
            <translation>离线的论文阅读清单：筛选、评分、批注和搜索，全部在您自己的电脑上完成。无需账户，无需联网。</translation>
        </message>
        <message>
            <source>Library: {folder}</source>
            <translation>文献库：{folder}</translation>
        </message>
        <message>
            <source>Citation styles from the Citation Style Language project (citationstyles.org), licensed CC BY-SA 3.0, by:</source>
            <translation>引用样式来自 Citation Style Language 项目（citationstyles.org），以 CC BY-SA 3.0 许可发布，作者：</translation>
        </message>
        <message>
            <source>About Lectern</source>
            <translation>关于 Lectern</translation>
        </message>
    </context>
    <context>
        <name>AbstractParts</name>
        <message>
            <source>Copy all</source>
            <translation>全部复制</translation>
        </message>
        <message>
            <source>Copy the whole abstract to the clipboard</source>
            <translation>将整篇摘要复制到剪贴板</translation>
        </message>
        <message>
            <source>Showing the first {shown} of {total} characters.</source>
            <translation>显示前 {shown} 个字符（共 {total} 个）。</translation>
        </message>
        <message>
            <source>Show all</source>
            <translation>全部显示</translation>
        </message>
        <message>
            <source>Show more</source>
            <translation>显示更多</translation>
        </message>
    </context>
    <context>
        <name>Actions</name>
        <message>
            <source>After t, r, d, x or u, move on to the next paper. Stars (1–5, 0) stay on the paper: rate first, then mark.</source>
            <translation>按 t、r、d、x 或 u 后跳到下一篇论文。星级（1–5、0）不会跳转：先评分，再标记。</translation>
        </message>
        <message>
            <source>&amp;New paper…</source>
            <translation>新建论文(&amp;N)…</translation>
        </message>
        <message>
            <source>New paper: paste an entry or an identifier, or type it in…</source>
            <translation>新建论文：粘贴条目或标识符，或手动输入…</translation>
        </message>
        <message>
            <source>New &amp;collection…</source>
            <translation>新建合集(&amp;C)…</translation>
        </message>
        <message>
            <source>&amp;Import papers…</source>
            <translation>导入论文(&amp;I)…</translation>
        </message>
        <message>
            <source>&amp;Watch a folder…</source>
            <translation>监视文件夹(&amp;W)…</translation>
        </message>
        <message>
            <source>Import each new PDF in a folder (Downloads, say) once it has finished downloading</source>
            <translation>文件夹（例如“下载”）中的每个新 PDF 下载完成后即导入</translation>
        </message>
        <message>
            <source>&amp;Export selection…</source>
            <translation>导出所选(&amp;E)…</translation>
        </message>
        <message>
            <source>Export the selection…</source>
            <translation>导出所选论文…</translation>
        </message>
        <message>
            <source>Export current &amp;view…</source>
            <translation>导出当前视图(&amp;V)…</translation>
        </message>
        <message>
            <source>Export the papers in the list…</source>
            <translation>导出列表中的论文…</translation>
        </message>
        <message>
            <source>&amp;Keep exported…</source>
            <translation>持续导出(&amp;K)…</translation>
        </message>
        <message>
            <source>Keep a BibTeX, biblatex or CSL-JSON file up to date with a collection, a saved search or the whole library</source>
            <translation>让一个 BibTeX、biblatex 或 CSL-JSON 文件随某个合集、保存的搜索或整个文献库自动保持最新</translation>
        </message>
        <message>
            <source>Empty Tras&amp;h…</source>
            <translation>清空回收站(&amp;H)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>Undo: a status, rating, tag or Up next change, a saved note, an edit, a deletion, a merge, a collection, an import; a change to many papers at once as one. After a restart too</source>
            <translation>撤销：状态、评分、标签或阅读队列的更改，保存的笔记，编辑，删除，合并，合集，导入；对多篇论文的同一次更改作为一步撤销。重启后也可撤销</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>Copy as &amp;BibTeX</source>
            <translation>复制为 BibTeX(&amp;B)</translation>
        </message>
        <message>
            <source>Copy the selected papers as BibTeX</source>
            <translation>将所选论文复制为 BibTeX</translation>
        </message>
        <message>
            <source>Copy &amp;citation</source>
            <translation>复制引文(&amp;C)</translation>
        </message>
        <message>
            <source>Copy the selected papers' citation in the style Preferences chooses</source>
            <translation>按首选项中选定的样式复制所选论文的引文</translation>
        </message>
        <message>
            <source>In the style chosen in Preferences (Edit → Copy citation in: any other)</source>
            <translation>使用首选项中选定的样式（其他样式：编辑 → 按样式复制引文）</translation>
        </message>
        <message>
            <source>Copy bibliography &amp;entry</source>
            <translation>复制参考文献条目(&amp;E)</translation>
        </message>
        <message>
            <source>Copy the selected papers' bibliography entries in that style</source>
            <translation>按该样式复制所选论文的参考文献条目</translation>
        </message>
        <message>
            <source>Copy citation &amp;key</source>
            <translation>复制引用键(&amp;K)</translation>
        </message>
        <message>
            <source>Copy the selected papers' citation keys as \cite{a,b} or [@a; @b]</source>
            <translation>将所选论文的引用键复制为 \cite{a,b} 或 [@a; @b]</translation>
        </message>
        <message>
            <source>Copy &amp;link</source>
            <translation>复制链接(&amp;L)</translation>
        </message>
        <message>
            <source>Regenerate citation &amp;key</source>
            <translation>重新生成引用键(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Search</source>
            <translation>搜索(&amp;S)</translation>
        </message>
        <message>
            <source>Save this &amp;search…</source>
            <translation>保存此搜索(&amp;S)…</translation>
        </message>
        <message>
            <source>Save the current search</source>
            <translation>保存当前搜索</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>首选项(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Open paper</source>
            <translation>打开论文(&amp;O)</translation>
        </message>
        <message>
            <source>Open the paper: its attached PDF in the reader, beside the notes (else its page or file)</source>
            <translation>打开论文：在阅读器中打开其 PDF 附件，笔记显示在旁边（没有附件则打开其网页或文件）</translation>
        </message>
        <message>
            <source>Read the attached PDF in Lectern; a paper without one opens its page</source>
            <translation>在 Lectern 中阅读 PDF 附件；没有附件的论文则打开其网页</translation>
        </message>
        <message>
            <source>Open paper's &amp;page</source>
            <translation>打开论文网页(&amp;P)</translation>
        </message>
        <message>
            <source>Open the paper's page (DOI, arXiv, link or attached file)</source>
            <translation>打开论文的网页（DOI、arXiv、链接或附件）</translation>
        </message>
        <message>
            <source>Open the DOI, arXiv page, link or attached file</source>
            <translation>打开 DOI、arXiv 页面、链接或附件</translation>
        </message>
        <message>
            <source>Copy &amp;marks as Markdown</source>
            <translation>将标注复制为 Markdown(&amp;M)</translation>
        </message>
        <message>
            <source>The paper's highlights and margin notes as quotes, each with a link to its page</source>
            <translation>将论文的高亮和边注作为引文，每条都附有指向其页面的链接</translation>
        </message>
        <message>
            <source>Save a cop&amp;y with marks…</source>
            <translation>保存带标注的副本(&amp;Y)…</translation>
        </message>
        <message>
            <source>A copy of the paper's PDF with its marks as PDF annotations, for other readers; the PDF itself is left as it is</source>
            <translation>论文 PDF 的副本，其中的标注写为 PDF 注释，供其他读者使用；PDF 本身保持不变</translation>
        </message>
        <message>
            <source>Next paper</source>
            <translation>下一篇论文</translation>
        </message>
        <message>
            <source>Previous paper</source>
            <translation>上一篇论文</translation>
        </message>
        <message>
            <source>Rate 1 star</source>
            <translation>评为 1 星</translation>
        </message>
        <message>
            <source>Rate 2 stars</source>
            <translation>评为 2 星</translation>
        </message>
        <message>
            <source>Rate 3 stars</source>
            <translation>评为 3 星</translation>
        </message>
        <message>
            <source>Rate 4 stars</source>
            <translation>评为 4 星</translation>
        </message>
        <message>
            <source>Rate 5 stars</source>
            <translation>评为 5 星</translation>
        </message>
        <message>
            <source>Clear the rating</source>
            <translation>清除评分</translation>
        </message>
        <message>
            <source>Edit notes</source>
            <translation>编辑笔记</translation>
        </message>
        <message>
            <source>Advance after marking</source>
            <translation>标记后跳到下一篇</translation>
        </message>
        <message>
            <source>Add to Up next</source>
            <translation>加入阅读队列</translation>
        </message>
        <message>
            <source>Add to the front of Up next</source>
            <translation>加到阅读队列最前</translation>
        </message>
        <message>
            <source>Move up in Up next</source>
            <translation>在阅读队列中上移</translation>
        </message>
        <message>
            <source>Move down in Up next</source>
            <translation>在阅读队列中下移</translation>
        </message>
        <message>
            <source>Take out of Up next</source>
            <translation>移出阅读队列</translation>
        </message>
        <message>
            <source>In Up next: take the selection out of the queue</source>
            <translation>在阅读队列中：将所选论文移出队列</translation>
        </message>
        <message>
            <source>Next paper: open the first in Up next</source>
            <translation>下一篇论文：打开阅读队列中的第一篇</translation>
        </message>
        <message>
            <source>Next paper: open the first in Up next and mark it reading</source>
            <translation>下一篇论文：打开阅读队列中的第一篇并标记为在读</translation>
        </message>
        <message>
            <source>&amp;Edit details…</source>
            <translation>编辑详细信息(&amp;E)…</translation>
        </message>
        <message>
            <source>Edit the details of the selected paper</source>
            <translation>编辑所选论文的详细信息</translation>
        </message>
        <message>
            <source>&amp;Attach a file…</source>
            <translation>添加附件(&amp;A)…</translation>
        </message>
        <message>
            <source>Move to &amp;Trash</source>
            <translation>移到回收站(&amp;T)</translation>
        </message>
        <message>
            <source>Move the selection to the Trash (in the Trash: delete for good; in Up next: take it out of the queue)</source>
            <translation>将所选论文移到回收站（在回收站中：永久删除；在阅读队列中：移出队列）</translation>
        </message>
        <message>
            <source>&amp;Restore from Trash</source>
            <translation>从回收站恢复(&amp;R)</translation>
        </message>
        <message>
            <source>Restore the selection from the Trash</source>
            <translation>从回收站恢复所选论文</translation>
        </message>
        <message>
            <source>Delete for &amp;good…</source>
            <translation>永久删除(&amp;G)…</translation>
        </message>
        <message>
            <source>In the Trash: delete the selection for good, after asking</source>
            <translation>在回收站中：确认后永久删除所选论文</translation>
        </message>
        <message>
            <source>&amp;Merge selected papers</source>
            <translation>合并所选论文(&amp;M)</translation>
        </message>
        <message>
            <source>Merge the selected papers into the one shown</source>
            <translation>将所选论文合并到当前显示的论文</translation>
        </message>
        <message>
            <source>&amp;Look up online</source>
            <translation>在线查询(&amp;L)</translation>
        </message>
        <message>
            <source>Look the selected papers up by their DOI, arXiv id, PMID or ISBN</source>
            <translation>按 DOI、arXiv ID、PMID 或 ISBN 在线查询所选论文</translation>
        </message>
        <message>
            <source>Not &amp;duplicates</source>
            <translation>并非重复(&amp;D)</translation>
        </message>
        <message>
            <source>Remove from this collection</source>
            <translation>从此合集中移除</translation>
        </message>
        <message>
            <source>Sort by &amp;relevance</source>
            <translation>按相关度排序(&amp;R)</translation>
        </message>
        <message>
            <source>List the search results with the best match first</source>
            <translation>按最佳匹配优先列出搜索结果</translation>
        </message>
        <message>
            <source>Reset columns</source>
            <translation>重置列</translation>
        </message>
        <message>
            <source>&amp;Next pane</source>
            <translation>下一个窗格(&amp;N)</translation>
        </message>
        <message>
            <source>Move to the next pane: the sidebar, the list, the paper's details</source>
            <translation>移到下一个窗格：侧栏、列表、论文详情</translation>
        </message>
        <message>
            <source>Pre&amp;vious pane</source>
            <translation>上一个窗格(&amp;V)</translation>
        </message>
        <message>
            <source>Move to the previous pane</source>
            <translation>移到上一个窗格</translation>
        </message>
        <message>
            <source>Command &amp;palette…</source>
            <translation>命令面板(&amp;P)…</translation>
        </message>
        <message>
            <source>The command palette: every menu action and sidebar view by name</source>
            <translation>命令面板：按名称查找所有菜单操作和侧栏视图</translation>
        </message>
        <message>
            <source>Reading &amp;stats…</source>
            <translation>阅读统计(&amp;S)…</translation>
        </message>
        <message>
            <source>Reading stats</source>
            <translation>阅读统计</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>历史记录(&amp;H)…</translation>
        </message>
        <message>
            <source>History: every change, newest first, by kind or for the selected paper; undo any one of them</source>
            <translation>历史记录：所有更改，最新的在前，可按类型或所选论文筛选；任意一项都可撤销</translation>
        </message>
        <message>
            <source>&amp;User guide</source>
            <translation>用户指南(&amp;U)</translation>
        </message>
        <message>
            <source>The manual, one page per area, offline</source>
            <translation>使用手册，每个功能区一页，离线可用</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>This list of shortcuts</source>
            <translation>本快捷键列表</translation>
        </message>
        <message>
            <source>Search &amp;syntax</source>
            <translation>搜索语法(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;About Lectern</source>
            <translation>关于 Lectern(&amp;A)</translation>
        </message>
        <message>
            <source>Select every paper in the list (marks and stars then apply to all)</source>
            <translation>选中列表中的所有论文（之后的标记和星级应用于全部）</translation>
        </message>
        <message>
            <source>From the search box: go to the list</source>
            <translation>在搜索框中：转到列表</translation>
        </message>
        <message>
            <source>In the search box: search for “Did you mean …” instead</source>
            <translation>在搜索框中：改为搜索“您是不是要找 …”中的建议</translation>
        </message>
        <message>
            <source>In the search box: clear the search and go back to the list</source>
            <translation>在搜索框中：清除搜索并返回列表</translation>
        </message>
        <message>
            <source>From the notes: back to the list, or to the PDF being read (the notes are saved as you type)</source>
            <translation>在笔记中：返回列表，或返回正在阅读的 PDF（笔记随输入自动保存）</translation>
        </message>
        <message>
            <source>In the details form (F2): save</source>
            <translation>在详细信息表单（F2）中：保存</translation>
        </message>
        <message>
            <source>In the details form: close it without saving</source>
            <translation>在详细信息表单中：关闭且不保存</translation>
        </message>
        <message>
            <source>On the stars (Tab to them): one star more</source>
            <translation>在星级上（按 Tab 移到此处）：加一星</translation>
        </message>
        <message>
            <source>On the stars: one star fewer</source>
            <translation>在星级上：减一星</translation>
        </message>
        <message>
            <source>On the stars: none</source>
            <translation>在星级上：无星</translation>
        </message>
        <message>
            <source>On the stars: five</source>
            <translation>在星级上：五星</translation>
        </message>
        <message>
            <source>In the reader (o on a paper with a PDF): next page</source>
            <translation>在阅读器中（在有 PDF 的论文上按 o）：下一页</translation>
        </message>
        <message>
            <source>Previous page (the top of this one first)</source>
            <translation>上一页（先回到本页顶部）</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>向下滚动</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>向上滚动</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>第一页</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>最后一页</translation>
        </message>
        <message>
            <source>Go to a page…</source>
            <translation>转到页面…</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>放大</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>缩小</translation>
        </message>
        <message>
            <source>Fit the page to the width (as it opens)</source>
            <translation>页面适合宽度（打开时即如此）</translation>
        </message>
        <message>
            <source>Find in the PDF: every match highlighted</source>
            <translation>在 PDF 中查找：高亮所有匹配</translation>
        </message>
        <message>
            <source>In Find: the next match</source>
            <translation>在查找中：下一个匹配</translation>
        </message>
        <message>
            <source>In Find: the previous match</source>
            <translation>在查找中：上一个匹配</translation>
        </message>
        <message>
            <source>In Find: close it, back to the pages</source>
            <translation>在查找中：关闭查找，回到页面</translation>
        </message>
        <message>
            <source>Quote the text selected with the mouse into the notes: &gt; text (p. 4)</source>
            <translation>将用鼠标选中的文字摘录到笔记中：&gt; 文字 (p. 4)</translation>
        </message>
        <message>
            <source>Text selected: highlight it in yellow, green, blue, pink or purple; a mark clicked: give it that colour</source>
            <translation>选中文字时：用黄色、绿色、蓝色、粉色或紫色高亮；点击标注时：改为该颜色</translation>
        </message>
        <message>
            <source>Text selected: underline it (a mark: underline or not)</source>
            <translation>选中文字时：添加下划线（标注：切换是否有下划线）</translation>
        </message>
        <message>
            <source>Text selected: a note in the margin (a mark: its note)</source>
            <translation>选中文字时：添加边注（标注：编辑其笔记）</translation>
        </message>
        <message>
            <source>A mark clicked: delete it (Ctrl+Z brings it back)</source>
            <translation>点击标注时：删除它（Ctrl+Z 可恢复）</translation>
        </message>
        <message>
            <source>Text selected or a mark clicked: leave it</source>
            <translation>选中文字或点击标注时：保持不变</translation>
        </message>
        <message>
            <source>Close the reader, back to the list (Lectern keeps the page)</source>
            <translation>关闭阅读器，返回列表（Lectern 会记住页码）</translation>
        </message>
    </context>
    <context>
        <name>BrowserSaves</name>
        <message>
            <source>The window takes only saves from the browser.</source>
            <translation>窗口只接受来自浏览器的保存。</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>已从浏览器保存：{title}</translation>
        </message>
    </context>
    <context>
        <name>Changes</name>
        <message>
            <source>Undone: {change}</source>
            <translation>已撤销：{change}</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>重做</translation>
        </message>
        <message>
            <source>Redone: {change}</source>
            <translation>已重做：{change}</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <source>&amp;Undo {change}</source>
            <translation>撤销 {change}(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo {change}</source>
            <translation>重做 {change}(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>“{title}” marked {status}</source>
            <translation>“{title}”已标记为{status}</translation>
        </message>
        <message>
            <source>“{title}” rated {stars}★</source>
            <translation>“{title}”评为 {stars}★</translation>
        </message>
        <message>
            <source>Rating cleared: “{title}”</source>
            <translation>已清除评分：“{title}”</translation>
        </message>
        <message>
            <source>“{title}” tagged “{tags}”</source>
            <translation>“{title}”已添加标签“{tags}”</translation>
        </message>
        <message>
            <source>Tag “{tags}” removed from “{title}”</source>
            <translation>已从“{title}”移除标签“{tags}”</translation>
        </message>
        <message>
            <source>Rename “{title}”</source>
            <translation>重命名“{title}”</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) marked {status}</source>
            <translation>
                <numerusform>%Ln 篇论文已标记为{status}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) rated {stars}★</source>
            <translation>
                <numerusform>%Ln 篇论文评为 {stars}★</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) tagged “{tags}”</source>
            <translation>
                <numerusform>%Ln 篇论文已添加标签“{tags}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Clear the rating of %Ln paper(s)</source>
            <translation>
                <numerusform>清除 %Ln 篇论文的评分</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as dropped</source>
            <translation>
                <numerusform>将 %Ln 篇论文标记为已放弃</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as new</source>
            <translation>
                <numerusform>将 %Ln 篇论文标记为新</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as read</source>
            <translation>
                <numerusform>将 %Ln 篇论文标记为已读</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as reading</source>
            <translation>
                <numerusform>将 %Ln 篇论文标记为在读</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Mark %Ln paper(s) as to read</source>
            <translation>
                <numerusform>将 %Ln 篇论文标记为待读</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rate %Ln paper(s) {stars}★</source>
            <translation>
                <numerusform>将 %Ln 篇论文评为 {stars}★</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rating cleared: %Ln paper(s)</source>
            <translation>
                <numerusform>已清除评分：%Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove tag “{tags}” from %Ln paper(s)</source>
            <translation>
                <numerusform>从 %Ln 篇论文移除标签“{tags}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag %Ln paper(s) “{tags}”</source>
            <translation>
                <numerusform>为 %Ln 篇论文添加标签“{tags}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tag “{tags}” removed from %Ln paper(s)</source>
            <translation>
                <numerusform>已从 %Ln 篇论文移除标签“{tags}”</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Citing</name>
        <message numerus="yes">
            <source>Copied the citation key of %Ln paper(s).</source>
            <translation>
                <numerusform>已复制 %Ln 篇论文的引用键。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} bibliography entry of %Ln paper(s).</source>
            <translation>
                <numerusform>已复制 %Ln 篇论文的 {style} 参考文献条目。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the {style} citation of %Ln paper(s).</source>
            <translation>
                <numerusform>已复制 %Ln 篇论文的 {style} 引文。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CollectionActions</name>
        <message>
            <source>New collection…</source>
            <translation>新建合集…</translation>
        </message>
        <message>
            <source>New collection</source>
            <translation>新建合集</translation>
        </message>
        <message>
            <source>Name of the new collection inside “{parent}”:</source>
            <translation>“{parent}”中新合集的名称：</translation>
        </message>
        <message>
            <source>Name of the new collection:</source>
            <translation>新合集的名称：</translation>
        </message>
        <message>
            <source>Collection “{name}” created inside “{parent}”</source>
            <translation>已在“{parent}”中创建合集“{name}”</translation>
        </message>
        <message>
            <source>Collection “{name}” created</source>
            <translation>已创建合集“{name}”</translation>
        </message>
        <message>
            <source>Create the collection {name}</source>
            <translation>创建合集 {name}</translation>
        </message>
        <message>
            <source>(Top level)</source>
            <translation>（顶层）</translation>
        </message>
        <message>
            <source>Move collection</source>
            <translation>移动合集</translation>
        </message>
        <message>
            <source>Move “{name}” into:</source>
            <translation>将“{name}”移到：</translation>
        </message>
        <message>
            <source>Move {name}</source>
            <translation>移动 {name}</translation>
        </message>
        <message>
            <source>“{name}” moved into “{target}”</source>
            <translation>已将“{name}”移到“{target}”中</translation>
        </message>
        <message>
            <source>“{name}” moved to the top</source>
            <translation>已将“{name}”移到顶层</translation>
        </message>
        <message>
            <source>Rename collection</source>
            <translation>重命名合集</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>新名称：</translation>
        </message>
        <message>
            <source>Rename {name}</source>
            <translation>重命名 {name}</translation>
        </message>
        <message>
            <source>Collection renamed to “{name}”</source>
            <translation>合集已重命名为“{name}”</translation>
        </message>
        <message>
            <source>There is no other collection to merge it into.</source>
            <translation>没有其他合集可供合并。</translation>
        </message>
        <message>
            <source>Merge collection</source>
            <translation>合并合集</translation>
        </message>
        <message>
            <source>Merge “{name}” into:</source>
            <translation>将“{name}”合并到：</translation>
        </message>
        <message>
            <source>Merge {name} into {target}</source>
            <translation>将 {name} 合并到 {target}</translation>
        </message>
        <message>
            <source>“{name}” merged into “{target}”</source>
            <translation>已将“{name}”合并到“{target}”</translation>
        </message>
        <message>
            <source>Delete the collection {name}</source>
            <translation>删除合集 {name}</translation>
        </message>
        <message>
            <source>Collection “{name}” deleted; its papers stay in the library</source>
            <translation>已删除合集“{name}”；其中的论文仍保留在文献库中</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) put in “{name}”</source>
            <translation>
                <numerusform>已将 %Ln 篇论文放入“{name}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of “{name}”</source>
            <translation>
                <numerusform>已将 %Ln 篇论文移出“{name}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to {name}</source>
            <translation>
                <numerusform>将 %Ln 篇论文添加到 {name}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Put %Ln paper(s) in a new collection named:</source>
            <translation>
                <numerusform>将 %Ln 篇论文放入新合集，名称为：</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %Ln paper(s) from {name}</source>
            <translation>
                <numerusform>从 {name} 中移除 %Ln 篇论文</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Column</name>
        <message>
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>作者</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>年份</translation>
        </message>
        <message>
            <source>Collection</source>
            <translation>合集</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>添加时间</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>笔记</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>出处</translation>
        </message>
        <message>
            <source>Modified</source>
            <translation>修改时间</translation>
        </message>
        <message>
            <source>Last read</source>
            <translation>上次阅读</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>引用键</translation>
        </message>
        <message>
            <source>Relevance</source>
            <translation>相关度</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>进度</translation>
        </message>
    </context>
    <context>
        <name>CommandPalette</name>
        <message>
            <source>Tag</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Collection</source>
            <translation>合集</translation>
        </message>
        <message>
            <source>Saved search</source>
            <translation>保存的搜索</translation>
        </message>
        <message>
            <source>View</source>
            <translation>视图</translation>
        </message>
        <message>
            <source>Go to · {kind}</source>
            <translation>转到 · {kind}</translation>
        </message>
        <message>
            <source>Command palette</source>
            <translation>命令面板</translation>
        </message>
        <message>
            <source>Type an action, a tag, a collection or a saved search…</source>
            <translation>输入操作、标签、合集或保存的搜索…</translation>
        </message>
        <message>
            <source>Find an action or a place</source>
            <translation>查找操作或位置</translation>
        </message>
    </context>
    <context>
        <name>ConflictBanner</name>
        <message>
            <source>(empty)</source>
            <translation>（空）</translation>
        </message>
        <message>
            <source>This note, kept for now:</source>
            <translation>此笔记（暂时保留）：</translation>
        </message>
        <message>
            <source>This version of the note</source>
            <translation>笔记的此版本</translation>
        </message>
        <message>
            <source>The other version of the note</source>
            <translation>笔记的另一个版本</translation>
        </message>
        <message>
            <source>Keep this note</source>
            <translation>保留此笔记</translation>
        </message>
        <message>
            <source>Keep the note shown below; the other version is dropped</source>
            <translation>保留下方显示的笔记；舍弃另一个版本</translation>
        </message>
        <message>
            <source>Use the other one</source>
            <translation>使用另一个</translation>
        </message>
        <message>
            <source>The other version becomes the note</source>
            <translation>改用另一个版本作为笔记</translation>
        </message>
        <message>
            <source>Keep both</source>
            <translation>都保留</translation>
        </message>
        <message>
            <source>Join the two versions into one note</source>
            <translation>将两个版本合并为一条笔记</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;此笔记于 {time} 也在本机上被编辑过&lt;/b&gt;（另有 %Ln 个版本），双方都未看到对方的更改。要保留哪一个？</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on this computer at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;此笔记于 {time} 也在本机上被编辑过&lt;/b&gt;，双方都未看到对方的更改。要保留哪一个？</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;此笔记于 {time} 也在另一台电脑上被编辑过&lt;/b&gt;（另有 %Ln 个版本），双方都未看到对方的更改。要保留哪一个？</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on another computer at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;此笔记于 {time} 也在另一台电脑上被编辑过&lt;/b&gt;，双方都未看到对方的更改。要保留哪一个？</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt; (and %Ln more version(s)), without either side seeing the other's change. Which should it be?</source>
            <translation>
                <numerusform>&lt;b&gt;此笔记于 {time} 也在 {computer} 上被编辑过&lt;/b&gt;（另有 %Ln 个版本），双方都未看到对方的更改。要保留哪一个？</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;This note was also edited on {computer} at {time}&lt;/b&gt;, without either side seeing the other's change. Which should it be?</source>
            <translation>&lt;b&gt;此笔记于 {time} 也在 {computer} 上被编辑过&lt;/b&gt;，双方都未看到对方的更改。要保留哪一个？</translation>
        </message>
        <message>
            <source>The other one, from this computer at {time}:</source>
            <translation>另一个版本，来自本机，{time}：</translation>
        </message>
        <message>
            <source>The other one, from another computer at {time}:</source>
            <translation>另一个版本，来自另一台电脑，{time}：</translation>
        </message>
        <message>
            <source>The other one, from {computer} at {time}:</source>
            <translation>另一个版本，来自 {computer}，{time}：</translation>
        </message>
    </context>
    <context>
        <name>Core</name>
        <message>
            <source>'AND' needs words on both sides — ignored it</source>
            <translation>'AND' 两侧都需要有词 — 已忽略</translation>
        </message>
        <message>
            <source>'NOT' needs a word after it — ignored it</source>
            <translation>'NOT' 后面需要有词 — 已忽略</translation>
        </message>
        <message>
            <source>'OR' needs words on both sides — ignored it</source>
            <translation>'OR' 两侧都需要有词 — 已忽略</translation>
        </message>
        <message>
            <source>'{text}' is not a real date — {hint}</source>
            <translation>'{text}' 不是有效的日期 — {hint}</translation>
        </message>
        <message>
            <source>'{text}' is too far back — {hint}</source>
            <translation>'{text}' 太过久远 — {hint}</translation>
        </message>
        <message>
            <source>'{word}' matches many words — searched the most common of them</source>
            <translation>'{word}' 匹配的词太多 — 只搜索了其中最常见的</translation>
        </message>
        <message>
            <source>@set {key} only groups other entries</source>
            <translation>@set {key} 仅用于将其他条目编组</translation>
        </message>
        <message>
            <source>A citation key cannot be empty.</source>
            <translation>引用键不能为空。</translation>
        </message>
        <message>
            <source>A citation key cannot hold {characters} (BibTeX would end it there).</source>
            <translation>引用键不能包含 {characters}（BibTeX 会在此处截断它）。</translation>
        </message>
        <message>
            <source>A collection needs a name.</source>
            <translation>合集需要名称。</translation>
        </message>
        <message>
            <source>A copy with marks is saved under another name than its PDF: {path}</source>
            <translation>带标注的副本须以不同于其 PDF 的名称保存：{path}</translation>
        </message>
        <message>
            <source>A field name is one word, without {{ }} = , or quotes: {name}.</source>
            <translation>字段名称须为一个词，不能包含 {{ }} = , 或引号：{name}。</translation>
        </message>
        <message>
            <source>A kept export is written as {formats}, not {format}.</source>
            <translation>持续导出的文件只能写成 {formats}，不能写成 {format}。</translation>
        </message>
        <message>
            <source>A later change stands in the way: {what}, at {when}. Undo it first.</source>
            <translation>之后的一项更改妨碍了此操作：{what}（{when}）。请先撤销它。</translation>
        </message>
        <message>
            <source>A mark on page {page} could not be written.</source>
            <translation>无法写入第 {page} 页上的一条标注。</translation>
        </message>
        <message>
            <source>A new paper needs a title or an abstract.</source>
            <translation>新论文需要标题或摘要。</translation>
        </message>
        <message>
            <source>A rating is 0 to {most} stars, not {rating}.</source>
            <translation>评分为 0 到 {most} 星，不能是 {rating}。</translation>
        </message>
        <message>
            <source>A saved search needs a name.</source>
            <translation>保存的搜索需要名称。</translation>
        </message>
        <message>
            <source>A sync engine left a conflict copy, {name}: what it held is merged into the library, and the copy is kept in {folder}.</source>
            <translation>同步工具留下了一个冲突副本 {name}：其中的内容已合并到文献库，该副本保存在 {folder} 中。</translation>
        </message>
        <message>
            <source>A title cannot be empty.</source>
            <translation>标题不能为空。</translation>
        </message>
        <message>
            <source>A year is a number such as 2024, not {value}.</source>
            <translation>年份应为数字，例如 2024，而不是 {value}。</translation>
        </message>
        <message>
            <source>Already in the library, nothing new to save: {title}</source>
            <translation>已在文献库中，没有新内容可保存：{title}</translation>
        </message>
        <message>
            <source>Already in your library ({status}); nothing new to save.</source>
            <translation>已在您的文献库中（{status}）；没有新内容可保存。</translation>
        </message>
        <message>
            <source>Already in your library ({status}); updated {fields}.</source>
            <translation>已在您的文献库中（{status}）；已更新 {fields}。</translation>
        </message>
        <message>
            <source>Already in your library ({status}); your choices are saved.</source>
            <translation>已在您的文献库中（{status}）；已保存您的选择。</translation>
        </message>
        <message>
            <source>Annotations in this PDF left out because they could not be read: {count}.</source>
            <translation>此 PDF 中有无法读取的批注，已略过：{count}。</translation>
        </message>
        <message>
            <source>BibTeX, RIS, MEDLINE (PubMed .nbib), CSL-JSON, arXiv Atom XML, EndNote XML, JSON Lines, CSV, Lectern backups and plain-text abstract lists</source>
            <translation>BibTeX、RIS、MEDLINE（PubMed .nbib）、CSL-JSON、arXiv Atom XML、EndNote XML、JSON Lines、CSV、Lectern 备份和纯文本摘要列表</translation>
        </message>
        <message>
            <source>Cannot edit {fields}; editable fields: {editable}.</source>
            <translation>无法编辑 {fields}；可编辑的字段：{editable}。</translation>
        </message>
        <message>
            <source>Collection “{name}”</source>
            <translation>合集“{name}”</translation>
        </message>
        <message>
            <source>Could not back up {name} before upgrading it from schema {schema}: {reason}. Nothing was changed.</source>
            <translation>在将 {name} 从架构版本 {schema} 升级之前，无法对其备份：{reason}。未做任何更改。</translation>
        </message>
        <message>
            <source>Could not back up {name} into {folder}: {reason}. Nothing was changed.</source>
            <translation>无法将 {name} 备份到 {folder}：{reason}。未做任何更改。</translation>
        </message>
        <message>
            <source>Could not copy {path} into the library's files folder: {reason}. Nothing was imported.</source>
            <translation>无法将 {path} 复制到文献库的附件文件夹：{reason}。未导入任何内容。</translation>
        </message>
        <message>
            <source>Could not keep the style in {folder}: {reason}</source>
            <translation>无法将样式保存到 {folder}：{reason}</translation>
        </message>
        <message>
            <source>Could not keep {path} up to date: {problem}</source>
            <translation>无法让 {path} 保持最新：{problem}</translation>
        </message>
        <message>
            <source>Could not prepare the library for syncing: {problem}.</source>
            <translation>无法为同步准备文献库：{problem}。</translation>
        </message>
        <message>
            <source>Could not reach {service} to look up {what} ({reason}); nothing was changed. Is this computer online?</source>
            <translation>无法连接 {service} 来查询 {what}（{reason}）；未做任何更改。这台电脑联网了吗？</translation>
        </message>
        <message>
            <source>Could not read '{field}:{text}' — {hint}</source>
            <translation>无法识别 '{field}:{text}' — {hint}</translation>
        </message>
        <message>
            <source>Could not read the date '{text}' — {hint}</source>
            <translation>无法识别日期 '{text}' — {hint}</translation>
        </message>
        <message>
            <source>Could not read the query's structure — searched its words</source>
            <translation>无法识别查询的结构 — 已按其中的词搜索</translation>
        </message>
        <message>
            <source>Could not read {path}: {reason}</source>
            <translation>无法读取 {path}：{reason}</translation>
        </message>
        <message>
            <source>Could not remove {path}: {reason}</source>
            <translation>无法删除 {path}：{reason}</translation>
        </message>
        <message>
            <source>Could not save the list of kept exports in {path}: {reason}</source>
            <translation>无法将持续导出列表保存到 {path}：{reason}</translation>
        </message>
        <message>
            <source>Could not save {name} in {folder}: {reason}. Your change is kept in memory and will be saved again.</source>
            <translation>无法将 {name} 保存到 {folder}：{reason}。您的更改已保留在内存中，稍后会再次保存。</translation>
        </message>
        <message>
            <source>Could not save {name} in {folder}: {reason}. Your change is kept in the library's change file and will be saved again.</source>
            <translation>无法将 {name} 保存到 {folder}：{reason}。您的更改已保留在文献库的更改文件中，稍后会再次保存。</translation>
        </message>
        <message>
            <source>Could not write the search index in {folder}: {reason}.</source>
            <translation>无法写入 {folder} 中的搜索索引：{reason}。</translation>
        </message>
        <message>
            <source>Could not write {path}: {reason}</source>
            <translation>无法写入 {path}：{reason}</translation>
        </message>
        <message>
            <source>Did you mean “{query}”?</source>
            <translation>您是不是要找“{query}”？</translation>
        </message>
        <message>
            <source>EndNote record {number} holds nothing but EndNote's own bookkeeping (no title, authors, date, notes or any other field)</source>
            <translation>EndNote 记录 {number} 只有 EndNote 自身的管理信息（没有标题、作者、日期、笔记或任何其他字段）</translation>
        </message>
        <message>
            <source>Import cancelled; the library is unchanged.</source>
            <translation>导入已取消；文献库未更改。</translation>
        </message>
        <message>
            <source>Import {number} is not in this library's history: undo its changes in History.</source>
            <translation>导入 {number} 不在此文献库的历史记录中：请在“历史记录”中撤销其更改。</translation>
        </message>
        <message>
            <source>Import {number} was undone already.</source>
            <translation>导入 {number} 已经撤销过了。</translation>
        </message>
        <message>
            <source>Kept export {path} is up to date.</source>
            <translation>持续导出的文件 {path} 已是最新。</translation>
        </message>
        <message>
            <source>Kept export {path} rewritten ({count} paper).</source>
            <translation>已重写持续导出的文件 {path}（{count} 篇论文）。</translation>
        </message>
        <message>
            <source>Kept export {path} rewritten ({count} papers).</source>
            <translation>已重写持续导出的文件 {path}（{count} 篇论文）。</translation>
        </message>
        <message>
            <source>Lectern answers only its own browser extension; nothing was read.</source>
            <translation>Lectern 只响应它自己的浏览器扩展；未读取任何内容。</translation>
        </message>
        <message>
            <source>Lectern could not do this ({problem}); nothing was saved.</source>
            <translation>Lectern 无法执行此操作（{problem}）；未保存任何内容。</translation>
        </message>
        <message>
            <source>Lectern could not read the PDF: {why}.</source>
            <translation>Lectern 无法读取该 PDF：{why}。</translation>
        </message>
        <message>
            <source>Lectern could not run this search; try fewer or simpler words.</source>
            <translation>Lectern 无法执行此搜索；请尝试更少或更简单的词。</translation>
        </message>
        <message>
            <source>Lectern did not open “{name}”: {reason}.</source>
            <translation>Lectern 未打开“{name}”：{reason}。</translation>
        </message>
        <message>
            <source>Lectern does not know the request {kind}.</source>
            <translation>Lectern 无法识别请求 {kind}。</translation>
        </message>
        <message>
            <source>Lectern does not write notes straight into {folder}; choose or create a folder for them.</source>
            <translation>Lectern 不会将笔记直接写入 {folder}；请为笔记选择或新建一个文件夹。</translation>
        </message>
        <message>
            <source>Lectern found no title, DOI or arXiv id in it</source>
            <translation>Lectern 在其中找不到标题、DOI 或 arXiv ID</translation>
        </message>
        <message>
            <source>Lectern has no status {status}.</source>
            <translation>Lectern 没有 {status} 这个状态。</translation>
        </message>
        <message>
            <source>Lectern may not write in {folder}</source>
            <translation>Lectern 无权写入 {folder}</translation>
        </message>
        <message>
            <source>Lectern opens only PDF, EPUB, DjVu, HTML, image and text files, not files without a type in the name</source>
            <translation>Lectern 只打开 PDF、EPUB、DjVu、HTML、图片和文本文件，不打开文件名中没有类型的文件</translation>
        </message>
        <message>
            <source>Lectern opens only PDF, EPUB, DjVu, HTML, image and text files, not “{extension}” files</source>
            <translation>Lectern 只打开 PDF、EPUB、DjVu、HTML、图片和文本文件，不打开“{extension}”文件</translation>
        </message>
        <message>
            <source>Lectern registers for every user only on Linux; register it per user here.</source>
            <translation>Lectern 仅在 Linux 上可为所有用户注册；在此请按用户注册。</translation>
        </message>
        <message>
            <source>Lectern's answer was too long for the browser.</source>
            <translation>Lectern 的响应对浏览器来说过长。</translation>
        </message>
        <message>
            <source>Markdown export writes one file per paper: choose a folder.</source>
            <translation>Markdown 导出会为每篇论文写一个文件：请选择一个文件夹。</translation>
        </message>
        <message>
            <source>Missing ')' — closed the group at the end</source>
            <translation>缺少 ')' — 已在末尾闭合该分组</translation>
        </message>
        <message>
            <source>Missing closing quote — searched the phrase to the end</source>
            <translation>缺少结束引号 — 已将其后直到末尾的内容作为短语搜索</translation>
        </message>
        <message>
            <source>No citation style is called {name}. The styles are: {known}.</source>
            <translation>没有名为 {name} 的引用样式。可用的样式有：{known}。</translation>
        </message>
        <message>
            <source>No paper found on this page.</source>
            <translation>此页面上未找到论文。</translation>
        </message>
        <message>
            <source>No service knows {what} ({services} were asked); nothing was changed.</source>
            <translation>没有任何服务知道 {what}（已询问 {services}）；未做任何更改。</translation>
        </message>
        <message>
            <source>Nothing after '{field}:' — searched '{field}' as a word</source>
            <translation>'{field}:' 后面没有内容 — 已将 '{field}' 作为普通词搜索</translation>
        </message>
        <message>
            <source>Nothing to redo.</source>
            <translation>没有可重做的操作。</translation>
        </message>
        <message>
            <source>Nothing to search for — only very common words or unreadable parts</source>
            <translation>没有可搜索的内容 — 只有非常常见的词或无法识别的部分</translation>
        </message>
        <message>
            <source>Nothing to undo.</source>
            <translation>没有可撤销的操作。</translation>
        </message>
        <message>
            <source>On Windows the installer registers Lectern with the browsers; give --dir to write a manifest.</source>
            <translation>在 Windows 上，安装程序会向浏览器注册 Lectern；如需写出清单文件，请指定 --dir。</translation>
        </message>
        <message>
            <source>Only a library opened read-only merges in memory; use pull().</source>
            <translation>只有以只读方式打开的文献库才会在内存中合并；请使用 pull()。</translation>
        </message>
        <message>
            <source>Other fields are names with values.</source>
            <translation>其他字段须为“名称–值”对。</translation>
        </message>
        <message>
            <source>Page {page} of {path} cannot be read, so its marks cannot be written.</source>
            <translation>无法读取 {path} 的第 {page} 页，因此无法写入该页的标注。</translation>
        </message>
        <message>
            <source>Paste a BibTeX or RIS entry, a DOI, an arXiv id or a link.</source>
            <translation>请粘贴 BibTeX 或 RIS 条目、DOI、arXiv ID 或链接。</translation>
        </message>
        <message>
            <source>PubMed has no record of {what}; nothing was changed.</source>
            <translation>PubMed 中没有 {what} 的记录；未做任何更改。</translation>
        </message>
        <message>
            <source>Read '{field}:{text}' as {field}:{low}..{high}</source>
            <translation>已将 '{field}:{text}' 理解为 {field}:{low}..{high}</translation>
        </message>
        <message>
            <source>Rebuilding the search index was cancelled; the old one is kept.</source>
            <translation>重建搜索索引已取消；旧索引保留不变。</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>已从浏览器保存：{title}</translation>
        </message>
        <message>
            <source>Saved search “{name}”</source>
            <translation>保存的搜索“{name}”</translation>
        </message>
        <message>
            <source>Saved to your reading list: {title}</source>
            <translation>已保存到您的阅读清单：{title}</translation>
        </message>
        <message>
            <source>Status {status}</source>
            <translation>状态：{status}</translation>
        </message>
        <message>
            <source>Tag “{name}”</source>
            <translation>标签“{name}”</translation>
        </message>
        <message>
            <source>That change is not in this library's history.</source>
            <translation>该更改不在此文献库的历史记录中。</translation>
        </message>
        <message>
            <source>That paper is in the library again already.</source>
            <translation>该论文已经回到文献库中了。</translation>
        </message>
        <message>
            <source>That paper was deleted for good since; undo the deletion first.</source>
            <translation>该论文此后已被永久删除；请先撤销删除操作。</translation>
        </message>
        <message>
            <source>The PDF link gave a web page, not a PDF (a sign-in page, perhaps): nothing was saved. Open the PDF in the browser and save again.</source>
            <translation>PDF 链接返回的是网页而不是 PDF（可能是登录页面）：未保存任何内容。请在浏览器中打开该 PDF 后再次保存。</translation>
        </message>
        <message>
            <source>The PDF sent with the page is not in the form Lectern reads.</source>
            <translation>随页面发送的 PDF 不是 Lectern 能读取的形式。</translation>
        </message>
        <message>
            <source>The abstract of {paper} in {path} cannot be read: the file was changed outside Lectern while it was open. Close Lectern and open the library again.</source>
            <translation>无法读取 {path} 中 {paper} 的摘要：该文件在打开期间被 Lectern 之外的程序更改了。请关闭 Lectern，然后重新打开文献库。</translation>
        </message>
        <message>
            <source>The browser's message is not JSON.</source>
            <translation>浏览器发来的消息不是 JSON。</translation>
        </message>
        <message>
            <source>The browser's message is not UTF-8 text.</source>
            <translation>浏览器发来的消息不是 UTF-8 文本。</translation>
        </message>
        <message>
            <source>The browser's message is not a JSON object.</source>
            <translation>浏览器发来的消息不是 JSON 对象。</translation>
        </message>
        <message>
            <source>The browser's message is {size} MB; Lectern reads at most {most} MB.</source>
            <translation>浏览器发来的消息大小为 {size} MB；Lectern 最多读取 {most} MB。</translation>
        </message>
        <message>
            <source>The browser's message was cut off.</source>
            <translation>浏览器发来的消息被截断了。</translation>
        </message>
        <message>
            <source>The citation key {key} is taken by “{title}”; keys are unique.</source>
            <translation>引用键 {key} 已被“{title}”使用；引用键必须唯一。</translation>
        </message>
        <message>
            <source>The copy with marks could not be written to {path} ({reason}).</source>
            <translation>无法将带标注的副本写入 {path}（{reason}）。</translation>
        </message>
        <message>
            <source>The copy with marks could not be written: {why}.</source>
            <translation>无法写入带标注的副本：{why}。</translation>
        </message>
        <message>
            <source>The file the PDF link gave is not a PDF: nothing was saved.</source>
            <translation>PDF 链接返回的文件不是 PDF：未保存任何内容。</translation>
        </message>
        <message>
            <source>The library at {folder} is being changed by {holder}. Close it there and try again; reading and searching still work meanwhile.</source>
            <translation>{folder} 中的文献库正在被 {holder} 更改。请在那里关闭它后重试；在此期间仍可阅读和搜索。</translation>
        </message>
        <message>
            <source>The library at {path} is open read-only; changes are not possible here.</source>
            <translation>{path} 中的文献库以只读方式打开；无法在此进行更改。</translation>
        </message>
        <message>
            <source>The library is open read-only; changes are not possible.</source>
            <translation>文献库以只读方式打开；无法进行更改。</translation>
        </message>
        <message>
            <source>The marks were not looked for in {path}: {why}.</source>
            <translation>未在 {path} 中查找标注：{why}。</translation>
        </message>
        <message>
            <source>The page capture is not JSON Lectern can read.</source>
            <translation>页面抓取数据不是 Lectern 能读取的 JSON。</translation>
        </message>
        <message>
            <source>The page capture is not a JSON object.</source>
            <translation>页面抓取数据不是 JSON 对象。</translation>
        </message>
        <message>
            <source>The page capture is {size} MB; Lectern reads at most {most} MB.</source>
            <translation>页面抓取数据大小为 {size} MB；Lectern 最多读取 {most} MB。</translation>
        </message>
        <message>
            <source>The page capture's {part} is not in the form Lectern reads.</source>
            <translation>页面抓取数据中的 {part} 不是 Lectern 能读取的形式。</translation>
        </message>
        <message>
            <source>The paper {paper} is not in the reading queue.</source>
            <translation>论文 {paper} 不在阅读队列中。</translation>
        </message>
        <message>
            <source>The pasted text holds no paper Lectern can read ({format}).</source>
            <translation>粘贴的文本中没有 Lectern 能读取的论文（{format}）。</translation>
        </message>
        <message>
            <source>The pasted text holds no paper Lectern can read ({reasons}).</source>
            <translation>粘贴的文本中没有 Lectern 能读取的论文（{reasons}）。</translation>
        </message>
        <message>
            <source>The pasted {format} text, line {line}: {problem}</source>
            <translation>粘贴的 {format} 文本，第 {line} 行：{problem}</translation>
        </message>
        <message>
            <source>The pasted {format} text: {problem}</source>
            <translation>粘贴的 {format} 文本：{problem}</translation>
        </message>
        <message>
            <source>The record found for {paper} is not of the same work by Lectern's rules (its identifiers differ); nothing was changed.</source>
            <translation>为 {paper} 找到的记录按 Lectern 的规则不是同一作品（标识符不同）；未做任何更改。</translation>
        </message>
        <message>
            <source>The save's choices are not in the form Lectern reads.</source>
            <translation>保存时的选择不是 Lectern 能读取的形式。</translation>
        </message>
        <message>
            <source>The search index is behind the store: 1 paper differs; run repair.</source>
            <translation>搜索索引落后于数据：有 1 篇论文不一致；请运行修复。</translation>
        </message>
        <message>
            <source>The search index is behind the store: {count} papers differ; run repair.</source>
            <translation>搜索索引落后于数据：有 {count} 篇论文不一致；请运行修复。</translation>
        </message>
        <message>
            <source>The search index is damaged; `lectern check --repair` rebuilds it.</source>
            <translation>搜索索引已损坏；`lectern check --repair` 会重建它。</translation>
        </message>
        <message>
            <source>The search index is not ready yet; `lectern check --repair` rebuilds it.</source>
            <translation>搜索索引尚未就绪；`lectern check --repair` 会重建它。</translation>
        </message>
        <message>
            <source>The search index is open read-only.</source>
            <translation>搜索索引以只读方式打开。</translation>
        </message>
        <message>
            <source>The style file {path} cannot be read: {reason}</source>
            <translation>无法读取样式文件 {path}：{reason}</translation>
        </message>
        <message>
            <source>The {title} style could not format these papers ({problem}).</source>
            <translation>{title} 样式无法为这些论文排版（{problem}）。</translation>
        </message>
        <message>
            <source>There is already a collection named {name}.</source>
            <translation>已有名为 {name} 的合集。</translation>
        </message>
        <message>
            <source>There is already a saved search named {name}.</source>
            <translation>已有名为 {name} 的保存的搜索。</translation>
        </message>
        <message>
            <source>There is no collection named {name}.</source>
            <translation>没有名为 {name} 的合集。</translation>
        </message>
        <message>
            <source>There is no import {number} to undo (Lectern keeps the last {kept}).</source>
            <translation>没有可撤销的导入 {number}（Lectern 只保留最近 {kept} 次导入）。</translation>
        </message>
        <message>
            <source>There is no kept export {number} (they are 1–{last}).</source>
            <translation>没有持续导出 {number}（编号为 1–{last}）。</translation>
        </message>
        <message>
            <source>There is no kept export {number}: none is kept.</source>
            <translation>没有持续导出 {number}：当前没有任何持续导出。</translation>
        </message>
        <message>
            <source>There is no library at {path}.</source>
            <translation>{path} 处没有文献库。</translation>
        </message>
        <message>
            <source>There is no mark {mark} in this library.</source>
            <translation>此文献库中没有标注 {mark}。</translation>
        </message>
        <message>
            <source>This page capture is version {version}; this Lectern reads version {known}. Update Lectern and its browser extension together.</source>
            <translation>此页面抓取数据的版本为 {version}；此版本的 Lectern 读取版本 {known}。请同时更新 Lectern 及其浏览器扩展。</translation>
        </message>
        <message>
            <source>This paper has no PDF to save a copy of with its marks.</source>
            <translation>此论文没有可用来保存带标注副本的 PDF。</translation>
        </message>
        <message>
            <source>Too many nested parentheses — ignored the deepest</source>
            <translation>括号嵌套过多 — 已忽略最深的一层</translation>
        </message>
        <message>
            <source>Unknown 'has:{what}' — use has:published</source>
            <translation>未知条件 'has:{what}' — 请使用 has:published</translation>
        </message>
        <message>
            <source>Unknown export format {format} (use one of: {formats}).</source>
            <translation>未知的导出格式 {format}（请使用以下之一：{formats}）。</translation>
        </message>
        <message>
            <source>Unknown field '{field}:' — searched it as words</source>
            <translation>未知字段 '{field}:' — 已将其作为普通词搜索</translation>
        </message>
        <message>
            <source>Unknown place 'in:{place}' — use in:trash or in:queue</source>
            <translation>未知位置 'in:{place}' — 请使用 in:trash 或 in:queue</translation>
        </message>
        <message>
            <source>Unknown status '{status}' — use one of {names}</source>
            <translation>未知状态 '{status}' — 请使用以下之一：{names}</translation>
        </message>
        <message>
            <source>Unmatched ')' ignored</source>
            <translation>已忽略不匹配的 ')'</translation>
        </message>
        <message>
            <source>XML with a DTD of its own</source>
            <translation>带有自身 DTD 的 XML</translation>
        </message>
        <message>
            <source>a 7-Zip archive</source>
            <translation>一个 7-Zip 压缩包</translation>
        </message>
        <message>
            <source>a DjVu document</source>
            <translation>一份 DjVu 文档</translation>
        </message>
        <message>
            <source>a GIF image</source>
            <translation>一张 GIF 图片</translation>
        </message>
        <message>
            <source>a JPEG image</source>
            <translation>一张 JPEG 图片</translation>
        </message>
        <message>
            <source>a Java program</source>
            <translation>一个 Java 程序</translation>
        </message>
        <message>
            <source>a PDF</source>
            <translation>一个 PDF</translation>
        </message>
        <message>
            <source>a PDF document</source>
            <translation>一份 PDF 文档</translation>
        </message>
        <message>
            <source>a PNG image</source>
            <translation>一张 PNG 图片</translation>
        </message>
        <message>
            <source>a RAR archive</source>
            <translation>一个 RAR 压缩包</translation>
        </message>
        <message>
            <source>a TIFF image</source>
            <translation>一张 TIFF 图片</translation>
        </message>
        <message>
            <source>a Windows program</source>
            <translation>一个 Windows 程序</translation>
        </message>
        <message>
            <source>a Windows script</source>
            <translation>一个 Windows 脚本</translation>
        </message>
        <message>
            <source>a Windows shortcut, which starts whatever it points to</source>
            <translation>一个 Windows 快捷方式，会启动它指向的任何内容</translation>
        </message>
        <message>
            <source>a ZIP archive (or a Word/Excel/EPUB file)</source>
            <translation>一个 ZIP 压缩包（或 Word/Excel/EPUB 文件）</translation>
        </message>
        <message>
            <source>a bitmap image</source>
            <translation>一张位图图片</translation>
        </message>
        <message>
            <source>a bzip2 archive</source>
            <translation>一个 bzip2 压缩包</translation>
        </message>
        <message>
            <source>a desktop launcher, which starts a program</source>
            <translation>一个桌面启动器，会启动某个程序</translation>
        </message>
        <message>
            <source>a font</source>
            <translation>一个字体文件</translation>
        </message>
        <message>
            <source>a later change</source>
            <translation>之后的一项更改</translation>
        </message>
        <message>
            <source>a media file</source>
            <translation>一个媒体文件</translation>
        </message>
        <message>
            <source>a program</source>
            <translation>一个程序</translation>
        </message>
        <message>
            <source>a program (ELF, for Linux)</source>
            <translation>一个程序（ELF，适用于 Linux）</translation>
        </message>
        <message>
            <source>a program (Mach-O, for macOS)</source>
            <translation>一个程序（Mach-O，适用于 macOS）</translation>
        </message>
        <message>
            <source>a program (for macOS, or Java)</source>
            <translation>一个程序（适用于 macOS 或 Java）</translation>
        </message>
        <message>
            <source>a script</source>
            <translation>一个脚本</translation>
        </message>
        <message>
            <source>a script (it starts with #!)</source>
            <translation>一个脚本（以 #! 开头）</translation>
        </message>
        <message>
            <source>a shell script</source>
            <translation>一个 shell 脚本</translation>
        </message>
        <message>
            <source>a text file</source>
            <translation>一个文本文件</translation>
        </message>
        <message>
            <source>a video</source>
            <translation>一段视频</translation>
        </message>
        <message>
            <source>a web page (HTML)</source>
            <translation>一个网页（HTML）</translation>
        </message>
        <message>
            <source>an AppImage program</source>
            <translation>一个 AppImage 程序</translation>
        </message>
        <message>
            <source>an EPUB book</source>
            <translation>一本 EPUB 电子书</translation>
        </message>
        <message>
            <source>an MP3 file</source>
            <translation>一个 MP3 文件</translation>
        </message>
        <message>
            <source>an SQLite database</source>
            <translation>一个 SQLite 数据库</translation>
        </message>
        <message>
            <source>an audio file</source>
            <translation>一个音频文件</translation>
        </message>
        <message>
            <source>an image</source>
            <translation>一张图片</translation>
        </message>
        <message>
            <source>an installer</source>
            <translation>一个安装程序</translation>
        </message>
        <message>
            <source>an internet shortcut, which opens whatever it points to</source>
            <translation>一个互联网快捷方式，会打开它指向的任何内容</translation>
        </message>
        <message>
            <source>an old Microsoft Office document</source>
            <translation>一份旧版 Microsoft Office 文档</translation>
        </message>
        <message>
            <source>an xz archive</source>
            <translation>一个 xz 压缩包</translation>
        </message>
        <message>
            <source>annotation for {id}, which the backup has no paper for</source>
            <translation>{id} 的批注，但备份中没有对应的论文</translation>
        </message>
        <message>
            <source>another Lectern process</source>
            <translation>另一个 Lectern 进程</translation>
        </message>
        <message>
            <source>arXiv has no preprint {what}; nothing was changed.</source>
            <translation>arXiv 上没有预印本 {what}；未做任何更改。</translation>
        </message>
        <message>
            <source>backup annotation for {id} is damaged ({problem})</source>
            <translation>{id} 的备份批注已损坏（{problem}）</translation>
        </message>
        <message>
            <source>backup annotation without a paper id</source>
            <translation>备份批注缺少论文 ID</translation>
        </message>
        <message>
            <source>backup paper without an id</source>
            <translation>备份论文缺少 ID</translation>
        </message>
        <message>
            <source>backup paper {id} has neither a title nor an abstract</source>
            <translation>备份论文 {id} 既没有标题也没有摘要</translation>
        </message>
        <message>
            <source>backup paper {id} is damaged ({problem})</source>
            <translation>备份论文 {id} 已损坏（{problem}）</translation>
        </message>
        <message>
            <source>cannot be read ({reason})</source>
            <translation>无法读取（{reason}）</translation>
        </message>
        <message>
            <source>cannot be read to the end ({problem})</source>
            <translation>无法读取到末尾（{problem}）</translation>
        </message>
        <message>
            <source>changes to {count} other paper</source>
            <translation>另外 {count} 篇论文的更改</translation>
        </message>
        <message>
            <source>changes to {count} other papers</source>
            <translation>另外 {count} 篇论文的更改</translation>
        </message>
        <message>
            <source>changes to {count} paper</source>
            <translation>{count} 篇论文的更改</translation>
        </message>
        <message>
            <source>changes to {count} papers</source>
            <translation>{count} 篇论文的更改</translation>
        </message>
        <message>
            <source>contains a DTD (&lt;!DOCTYPE …&gt;); Lectern does not read XML with DTDs</source>
            <translation>包含 DTD（&lt;!DOCTYPE …&gt;）；Lectern 不读取带 DTD 的 XML</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>已损坏</translation>
        </message>
        <message>
            <source>declares XML entities; Lectern does not expand them</source>
            <translation>声明了 XML 实体；Lectern 不会展开它们</translation>
        </message>
        <message>
            <source>does not exist</source>
            <translation>不存在</translation>
        </message>
        <message>
            <source>does not look like {extension} data (no records found at its start)</source>
            <translation>看起来不像 {extension} 数据（开头未找到记录）</translation>
        </message>
        <message>
            <source>duplicate key {key}; the first entry with this key was imported</source>
            <translation>重复的键 {key}；已导入使用此键的第一个条目</translation>
        </message>
        <message>
            <source>encrypted</source>
            <translation>已加密</translation>
        </message>
        <message>
            <source>entry has no title, abstract, DOI or arXiv id</source>
            <translation>条目没有标题、摘要、DOI 或 arXiv ID</translation>
        </message>
        <message>
            <source>entry {id} has no title, abstract, DOI or arXiv id</source>
            <translation>条目 {id} 没有标题、摘要、DOI 或 arXiv ID</translation>
        </message>
        <message>
            <source>entry {key} has no title, abstract, DOI or arXiv id</source>
            <translation>条目 {key} 没有标题、摘要、DOI 或 arXiv ID</translation>
        </message>
        <message>
            <source>every field the same, under another key</source>
            <translation>所有字段相同，但键不同</translation>
        </message>
        <message>
            <source>has a broken backup: "{key}" is not a list</source>
            <translation>备份已损坏："{key}" 不是列表</translation>
        </message>
        <message>
            <source>has an unknown backup version {version}</source>
            <translation>备份版本未知：{version}</translation>
        </message>
        <message>
            <source>has no title or abstract column</source>
            <translation>没有标题或摘要列</translation>
        </message>
        <message>
            <source>has no title or abstract column in its first row</source>
            <translation>第一行中没有标题或摘要列</translation>
        </message>
        <message>
            <source>is JSON Lines, but its records have no title or abstract (fields: {fields})</source>
            <translation>是 JSON Lines，但其记录没有标题或摘要（字段：{fields}）</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON (no list of items)</source>
            <translation>是 JSON，但不是 CSL-JSON（没有条目列表）</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON: its items have none of title, author, issued, type (they have no fields)</source>
            <translation>是 JSON，但不是 CSL-JSON：其条目不含 title、author、issued、type 中的任何一个（它们没有任何字段）</translation>
        </message>
        <message>
            <source>is JSON but not CSL-JSON: its items have none of title, author, issued, type (they have {fields})</source>
            <translation>是 JSON，但不是 CSL-JSON：其条目不含 title、author、issued、type 中的任何一个（它们只有 {fields}）</translation>
        </message>
        <message>
            <source>is JSON but not a bibliography Lectern knows (CSL-JSON, JSON Lines or a Lectern backup); its fields are: none</source>
            <translation>是 JSON，但不是 Lectern 能识别的文献题录（CSL-JSON、JSON Lines 或 Lectern 备份）；其字段为：无</translation>
        </message>
        <message>
            <source>is JSON but not a bibliography Lectern knows (CSL-JSON, JSON Lines or a Lectern backup); its fields are: {fields}</source>
            <translation>是 JSON，但不是 Lectern 能识别的文献题录（CSL-JSON、JSON Lines 或 Lectern 备份）；其字段为：{fields}</translation>
        </message>
        <message>
            <source>is XML but not an Atom feed (its root element is &lt;{element}&gt;)</source>
            <translation>是 XML，但不是 Atom 订阅源（其根元素为 &lt;{element}&gt;）</translation>
        </message>
        <message>
            <source>is XML but not an Atom feed or an EndNote XML export (Lectern reads arXiv API results and EndNote's XML)</source>
            <translation>是 XML，但既不是 Atom 订阅源，也不是 EndNote XML 导出文件（Lectern 读取 arXiv API 结果和 EndNote 的 XML）</translation>
        </message>
        <message>
            <source>is XML but not an EndNote XML export (its root element is &lt;{element}&gt;, EndNote's is &lt;xml&gt; with &lt;records&gt; in it)</source>
            <translation>是 XML，但不是 EndNote XML 导出文件（其根元素为 &lt;{element}&gt;，而 EndNote 的根元素是包含 &lt;records&gt; 的 &lt;xml&gt;）</translation>
        </message>
        <message>
            <source>is a binary file, not a bibliography (Lectern imports {known})</source>
            <translation>是二进制文件，不是文献题录（Lectern 可导入 {known}）</translation>
        </message>
        <message>
            <source>is a folder with no PDF in it</source>
            <translation>是一个不含 PDF 的文件夹</translation>
        </message>
        <message>
            <source>is a folder, not a file</source>
            <translation>是文件夹，不是文件</translation>
        </message>
        <message>
            <source>is a web page (HTML), not a bibliography</source>
            <translation>是网页（HTML），不是文献题录</translation>
        </message>
        <message>
            <source>is empty</source>
            <translation>为空</translation>
        </message>
        <message>
            <source>is not JSON Lines (no line is a JSON record)</source>
            <translation>不是 JSON Lines（没有任何一行是 JSON 记录）</translation>
        </message>
        <message>
            <source>is not MEDLINE (PubMed) data: its first lines are not MEDLINE's tags (PMID- , TI  - , FAU - …); Lectern imports {known}</source>
            <translation>不是 MEDLINE（PubMed）数据：其开头几行不是 MEDLINE 标签（PMID- , TI  - , FAU - …）；Lectern 可导入 {known}</translation>
        </message>
        <message>
            <source>is not UTF-8 text</source>
            <translation>不是 UTF-8 文本</translation>
        </message>
        <message>
            <source>is not XML, so not an EndNote XML export; Lectern imports {known}</source>
            <translation>不是 XML，因此不是 EndNote XML 导出文件；Lectern 可导入 {known}</translation>
        </message>
        <message>
            <source>is not a Lectern backup (no "lectern_backup" marker)</source>
            <translation>不是 Lectern 备份（没有 "lectern_backup" 标记）</translation>
        </message>
        <message>
            <source>is not a list of abstracts ({problem}); Lectern imports {known}</source>
            <translation>不是摘要列表（{problem}）；Lectern 可导入 {known}</translation>
        </message>
        <message>
            <source>is not in a format Lectern knows (Lectern imports {known})</source>
            <translation>不是 Lectern 能识别的格式（Lectern 可导入 {known}）</translation>
        </message>
        <message>
            <source>is not valid CSV ({problem})</source>
            <translation>不是有效的 CSV（{problem}）</translation>
        </message>
        <message>
            <source>is not valid JSON ({problem})</source>
            <translation>不是有效的 JSON（{problem}）</translation>
        </message>
        <message>
            <source>is not valid UTF-16 ({problem})</source>
            <translation>不是有效的 UTF-16（{problem}）</translation>
        </message>
        <message>
            <source>is not valid {encoding} ({problem})</source>
            <translation>不是有效的 {encoding}（{problem}）</translation>
        </message>
        <message>
            <source>is not well-formed XML ({problem})</source>
            <translation>不是格式正确的 XML（{problem}）</translation>
        </message>
        <message>
            <source>is {what}, not a bibliography (Lectern imports {known})</source>
            <translation>是{what}，不是文献题录（Lectern 可导入 {known}）</translation>
        </message>
        <message>
            <source>it cannot be opened</source>
            <translation>无法打开</translation>
        </message>
        <message>
            <source>it cannot be opened ({detail})</source>
            <translation>无法打开（{detail}）</translation>
        </message>
        <message>
            <source>it cannot be reached ({reason})</source>
            <translation>无法访问（{reason}）</translation>
        </message>
        <message>
            <source>it cannot be read ({reason})</source>
            <translation>无法读取（{reason}）</translation>
        </message>
        <message>
            <source>it has no paragraph of prose</source>
            <translation>其中没有成段的文字</translation>
        </message>
        <message>
            <source>it has no text layer (a scanned PDF), so its title cannot be read</source>
            <translation>它没有文本层（是扫描版 PDF），因此无法读取其标题</translation>
        </message>
        <message>
            <source>it is BibTeX</source>
            <translation>它是 BibTeX</translation>
        </message>
        <message>
            <source>it is JSON</source>
            <translation>它是 JSON</translation>
        </message>
        <message>
            <source>it is MEDLINE (PubMed) data</source>
            <translation>它是 MEDLINE（PubMed）数据</translation>
        </message>
        <message>
            <source>it is RIS</source>
            <translation>它是 RIS</translation>
        </message>
        <message>
            <source>it is Web of Science data</source>
            <translation>它是 Web of Science 数据</translation>
        </message>
        <message>
            <source>it is XML or HTML</source>
            <translation>它是 XML 或 HTML</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>它是文件夹，不是文件</translation>
        </message>
        <message>
            <source>it is a link to “{name}”, whose name says another type</source>
            <translation>它是指向“{name}”的链接，而该文件名表明是另一种类型</translation>
        </message>
        <message>
            <source>it is a path on a Windows computer ({path})</source>
            <translation>它是 Windows 电脑上的路径（{path}）</translation>
        </message>
        <message>
            <source>it is an EndNote or refer tagged export</source>
            <translation>它是 EndNote 或 refer 标签格式的导出文件</translation>
        </message>
        <message>
            <source>it is damaged: it starts as a PDF but cannot be read</source>
            <translation>它已损坏：开头像 PDF，但无法读取</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>它是空的</translation>
        </message>
        <message>
            <source>it is encrypted: it needs a password to open</source>
            <translation>它已加密：需要密码才能打开</translation>
        </message>
        <message>
            <source>it is missing; nothing is at {path}</source>
            <translation>它不见了；{path} 处没有任何文件</translation>
        </message>
        <message>
            <source>it is not a PDF, whatever its name says</source>
            <translation>无论文件名如何，它都不是 PDF</translation>
        </message>
        <message>
            <source>it is not a full path, so its folder is unknown</source>
            <translation>它不是完整路径，因此无法确定其所在文件夹</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>它不是普通文件</translation>
        </message>
        <message>
            <source>it is text marked as a program (it has permission to run), so it could run as a script; if it is only text, remove that permission</source>
            <translation>它是被标记为程序的文本（具有运行权限），因此可能作为脚本运行；如果它只是文本，请移除该权限</translation>
        </message>
        <message>
            <source>item {id} has no title, abstract, DOI or arXiv id</source>
            <translation>条目 {id} 没有标题、摘要、DOI 或 arXiv ID</translation>
        </message>
        <message>
            <source>its folder {folder} is not there any more</source>
            <translation>其所在文件夹 {folder} 已不存在</translation>
        </message>
        <message>
            <source>its lines are rows of a table</source>
            <translation>其各行是表格的行</translation>
        </message>
        <message>
            <source>its lines are tagged fields</source>
            <translation>其各行是带标签的字段</translation>
        </message>
        <message>
            <source>its name says it is {what}</source>
            <translation>其文件名表明它是{what}</translation>
        </message>
        <message>
            <source>its name says {kind}, but it is {program}</source>
            <translation>其文件名表明是{kind}，但它实际上是{program}</translation>
        </message>
        <message>
            <source>its name says {kind}, but its content is not</source>
            <translation>其文件名表明是{kind}，但内容并不是</translation>
        </message>
        <message>
            <source>its paper's files were chosen by hand, so an import adds none; attach it there</source>
            <translation>其论文的文件是手动选择的，因此导入不会添加任何文件；请在该论文中将其添加为附件</translation>
        </message>
        <message>
            <source>line {line}: {problem}</source>
            <translation>第 {line} 行：{problem}</translation>
        </message>
        <message>
            <source>no DOI record in it</source>
            <translation>其中没有 DOI 记录</translation>
        </message>
        <message>
            <source>no PDF</source>
            <translation>没有 PDF</translation>
        </message>
        <message>
            <source>no book's title in it</source>
            <translation>其中没有书名</translation>
        </message>
        <message>
            <source>no record</source>
            <translation>没有记录</translation>
        </message>
        <message>
            <source>no text layer</source>
            <translation>无文本层</translation>
        </message>
        <message>
            <source>no title, abstract, DOI or arXiv id</source>
            <translation>没有标题、摘要、DOI 或 arXiv ID</translation>
        </message>
        <message>
            <source>no work in it</source>
            <translation>其中没有作品</translation>
        </message>
        <message>
            <source>not JSON</source>
            <translation>不是 JSON</translation>
        </message>
        <message>
            <source>not XML</source>
            <translation>不是 XML</translation>
        </message>
        <message>
            <source>not a CSL-JSON item (expected an object)</source>
            <translation>不是 CSL-JSON 条目（应为对象）</translation>
        </message>
        <message>
            <source>not a JSON object</source>
            <translation>不是 JSON 对象</translation>
        </message>
        <message>
            <source>not a MEDLINE record: {text}</source>
            <translation>不是 MEDLINE 记录：{text}</translation>
        </message>
        <message>
            <source>not a PDF</source>
            <translation>不是 PDF</translation>
        </message>
        <message>
            <source>not a PubMed article set</source>
            <translation>不是 PubMed 文章集</translation>
        </message>
        <message>
            <source>not an Atom feed</source>
            <translation>不是 Atom 订阅源</translation>
        </message>
        <message>
            <source>not readable as BibTeX: {problem}</source>
            <translation>无法按 BibTeX 读取：{problem}</translation>
        </message>
        <message>
            <source>not readable as RIS</source>
            <translation>无法按 RIS 读取</translation>
        </message>
        <message>
            <source>not readable as RIS: {problem}</source>
            <translation>无法按 RIS 读取：{problem}</translation>
        </message>
        <message>
            <source>not valid JSON ({problem})</source>
            <translation>不是有效的 JSON（{problem}）</translation>
        </message>
        <message>
            <source>reader stopped</source>
            <translation>阅读器中止</translation>
        </message>
        <message>
            <source>reading it took too long, so Lectern stopped</source>
            <translation>读取耗时过长，Lectern 已停止</translation>
        </message>
        <message>
            <source>record has neither a title nor an abstract</source>
            <translation>记录既没有标题也没有摘要</translation>
        </message>
        <message>
            <source>record has neither a title nor an abstract (PMID {pmid})</source>
            <translation>记录既没有标题也没有摘要（PMID {pmid}）</translation>
        </message>
        <message>
            <source>record has no title, abstract, DOI or arXiv id</source>
            <translation>记录没有标题、摘要、DOI 或 arXiv ID</translation>
        </message>
        <message>
            <source>record holds nothing but EndNote's own bookkeeping (no title, authors, date, notes or any other field)</source>
            <translation>记录只有 EndNote 自身的管理信息（没有标题、作者、日期、笔记或任何其他字段）</translation>
        </message>
        <message>
            <source>refers to an external entity; Lectern does not load them</source>
            <translation>引用了外部实体；Lectern 不加载外部实体</translation>
        </message>
        <message>
            <source>row has no title, abstract, DOI or arXiv id</source>
            <translation>该行没有标题、摘要、DOI 或 arXiv ID</translation>
        </message>
        <message>
            <source>same DOI</source>
            <translation>DOI 相同</translation>
        </message>
        <message>
            <source>same Lectern id</source>
            <translation>Lectern ID 相同</translation>
        </message>
        <message>
            <source>same abstract, neither has a title</source>
            <translation>摘要相同，且都没有标题</translation>
        </message>
        <message>
            <source>same abstract, one has no title</source>
            <translation>摘要相同，其中一篇没有标题</translation>
        </message>
        <message>
            <source>same arXiv id</source>
            <translation>arXiv ID 相同</translation>
        </message>
        <message>
            <source>same entry of the same file</source>
            <translation>同一文件中的同一条目</translation>
        </message>
        <message>
            <source>same entry, in a file of another name</source>
            <translation>同一条目，位于另一名称的文件中</translation>
        </message>
        <message>
            <source>same generic title, such as Preface</source>
            <translation>相同的通用标题，例如“前言”</translation>
        </message>
        <message>
            <source>same title as several papers</source>
            <translation>与多篇论文标题相同</translation>
        </message>
        <message>
            <source>same title, authors and year</source>
            <translation>标题、作者和年份相同</translation>
        </message>
        <message>
            <source>same title, different DOI or arXiv id</source>
            <translation>标题相同，DOI 或 arXiv ID 不同</translation>
        </message>
        <message>
            <source>same title, different first author</source>
            <translation>标题相同，第一作者不同</translation>
        </message>
        <message>
            <source>same title, different venue</source>
            <translation>标题相同，发表处不同</translation>
        </message>
        <message>
            <source>same title, different volume, issue or pages</source>
            <translation>标题相同，卷、期或页码不同</translation>
        </message>
        <message>
            <source>same title, different year</source>
            <translation>标题相同，年份不同</translation>
        </message>
        <message>
            <source>same title, neither names its authors</source>
            <translation>标题相同，且都未列出作者</translation>
        </message>
        <message>
            <source>same title, two entries of one file</source>
            <translation>标题相同，同一文件中的两个条目</translation>
        </message>
        <message>
            <source>syntax error</source>
            <translation>语法错误</translation>
        </message>
        <message>
            <source>the PDF reader stopped on it (it may be damaged or too large)</source>
            <translation>PDF 阅读器在读取它时中止了（它可能已损坏或过大）</translation>
        </message>
        <message>
            <source>the PDF reader stopped on {path}</source>
            <translation>PDF 阅读器在读取 {path} 时中止了</translation>
        </message>
        <message>
            <source>the disk holding {folder} is full</source>
            <translation>{folder} 所在的磁盘已满</translation>
        </message>
        <message>
            <source>this {format} file is {size} MB; Lectern reads such files whole and takes them up to {limit} MB. Split it into smaller files, or export it as JSON Lines or RIS, which are read piece by piece.</source>
            <translation>此 {format} 文件大小为 {size} MB；Lectern 会一次性读取整个此类文件，最大支持 {limit} MB。请将其拆分为较小的文件，或导出为 JSON Lines 或 RIS，这两种格式会逐段读取。</translation>
        </message>
        <message>
            <source>too short to be an abstract: {text}</source>
            <translation>太短，不像摘要：{text}</translation>
        </message>
        <message>
            <source>took too long</source>
            <translation>耗时过长</translation>
        </message>
        <message>
            <source>unknown format {format} (known: {formats})</source>
            <translation>未知格式 {format}（已知格式：{formats}）</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>无法读取</translation>
        </message>
        <message>
            <source>use e.g. added:2026-11-01, added:&gt;2026-11, added:&lt;7d or added:this-week</source>
            <translation>例如使用 added:2026-11-01、added:&gt;2026-11、added:&lt;7d 或 added:this-week</translation>
        </message>
        <message>
            <source>use e.g. {field}:&gt;=4, {field}:5 or {field}:3..5</source>
            <translation>例如使用 {field}:&gt;=4、{field}:5 或 {field}:3..5</translation>
        </message>
        <message>
            <source>was written by a newer Lectern (backup version {version}); update Lectern to restore it</source>
            <translation>由更新版本的 Lectern 写入（备份版本 {version}）；请更新 Lectern 后再恢复</translation>
        </message>
        <message>
            <source>{changes} are not merged into this copy yet</source>
            <translation>{changes}尚未合并到此副本</translation>
        </message>
        <message>
            <source>{changes} from {name}</source>
            <translation>来自 {name} 的 {changes}</translation>
        </message>
        <message>
            <source>{changes} is not merged into this copy yet</source>
            <translation>{changes}尚未合并到此副本</translation>
        </message>
        <message>
            <source>{count} PDFs</source>
            <translation>{count} 个 PDF</translation>
        </message>
        <message>
            <source>{count} change to saved searches or collections</source>
            <translation>{count} 处保存的搜索或合集的更改</translation>
        </message>
        <message>
            <source>{count} changes to saved searches or collections</source>
            <translation>{count} 处保存的搜索或合集的更改</translation>
        </message>
        <message>
            <source>{count} note you edited since the last export was kept as it was; the new version is beside each, named “{name}” (first: {first}).</source>
            <translation>自上次导出以来您编辑过的 {count} 条笔记保持原样；新版本放在每条笔记旁边，名为“{name}”（第一个：{first}）。</translation>
        </message>
        <message>
            <source>{count} notes you edited since the last export were kept as they were; the new version is beside each, named “{name}” (first: {first}).</source>
            <translation>自上次导出以来您编辑过的 {count} 条笔记保持原样；新版本放在每条笔记旁边，名为“{name}”（第一个：{first}）。</translation>
        </message>
        <message>
            <source>{count} paper</source>
            <translation>{count} 篇论文</translation>
        </message>
        <message>
            <source>{count} papers</source>
            <translation>{count} 篇论文</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first}和{second}</translation>
        </message>
        <message>
            <source>{first}, {second} and {third}</source>
            <translation>{first}、{second}和{third}</translation>
        </message>
        <message>
            <source>{first}; {second}</source>
            <translation>{first}；{second}</translation>
        </message>
        <message>
            <source>{folder} already holds {count} other files and no earlier Lectern export. Choose an empty folder, or confirm to write the notes among them.</source>
            <translation>{folder} 中已有 {count} 个其他文件，且没有之前的 Lectern 导出。请选择一个空文件夹，或确认将笔记写入其中。</translation>
        </message>
        <message>
            <source>{holder} is writing your library, so nothing was saved. Close it, or open the library in Lectern's window, and save again.</source>
            <translation>{holder} 正在写入您的文献库，因此未保存任何内容。请关闭它，或在 Lectern 窗口中打开文献库，然后再次保存。</translation>
        </message>
        <message>
            <source>{name} could not format a citation: {problem}</source>
            <translation>{name} 无法生成引文：{problem}</translation>
        </message>
        <message>
            <source>{name} does not hold a JSON object</source>
            <translation>{name} 中不是 JSON 对象</translation>
        </message>
        <message>
            <source>{name} has no valid schema version</source>
            <translation>{name} 没有有效的架构版本</translation>
        </message>
        <message>
            <source>{name} holds names or a date as its file writes them: keep it JSON, such as {example}</source>
            <translation>{name} 存放的是按文件原样写出的姓名或日期：请保持 JSON 格式，例如 {example}</translation>
        </message>
        <message>
            <source>{name} is a dependent style: it only points to another style ({parent}). Add that style instead.</source>
            <translation>{name} 是从属样式：它只指向另一个样式（{parent}）。请改为添加该样式。</translation>
        </message>
        <message>
            <source>{name} is a dependent style: it only points to another style. Add that style instead.</source>
            <translation>{name} 是从属样式：它只指向另一个样式。请改为添加该样式。</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} 为空</translation>
        </message>
        <message>
            <source>{name} is missing</source>
            <translation>{name} 缺失</translation>
        </message>
        <message>
            <source>{name} is not a CSL citation style (it has no &lt;style&gt; of CSL).</source>
            <translation>{name} 不是 CSL 引用样式（其中没有 CSL 的 &lt;style&gt;）。</translation>
        </message>
        <message>
            <source>{name} is not a Lectern library file</source>
            <translation>{name} 不是 Lectern 文献库文件</translation>
        </message>
        <message>
            <source>{name} is not a valid CSL 1.0 style: {problems}</source>
            <translation>{name} 不是有效的 CSL 1.0 样式：{problems}</translation>
        </message>
        <message>
            <source>{name} is not an XML file: {problem}</source>
            <translation>{name} 不是 XML 文件：{problem}</translation>
        </message>
        <message>
            <source>{name} is not valid JSON ({problem})</source>
            <translation>{name} 不是有效的 JSON（{problem}）</translation>
        </message>
        <message>
            <source>{name}: added as “{title}”</source>
            <translation>{name}：已添加为“{title}”</translation>
        </message>
        <message>
            <source>{name}: attached to “{title}”</source>
            <translation>{name}：已附加到“{title}”</translation>
        </message>
        <message>
            <source>{name}: failed: {reason}</source>
            <translation>{name}：失败：{reason}</translation>
        </message>
        <message>
            <source>{name}: same file already attached to “{title}”</source>
            <translation>{name}：同一文件已附加到“{title}”</translation>
        </message>
        <message>
            <source>{name}: table '{table}' is damaged</source>
            <translation>{name}：表 '{table}' 已损坏</translation>
        </message>
        <message>
            <source>{name}: the library is open read-only</source>
            <translation>{name}：文献库以只读方式打开</translation>
        </message>
        <message>
            <source>{paper} is not in the Trash.</source>
            <translation>{paper} 不在回收站中。</translation>
        </message>
        <message>
            <source>{path} cannot be read ({reason}).</source>
            <translation>无法读取 {path}（{reason}）。</translation>
        </message>
        <message>
            <source>{path} has no pages.</source>
            <translation>{path} 没有页面。</translation>
        </message>
        <message>
            <source>{path} is a file; Markdown export needs a folder.</source>
            <translation>{path} 是文件；Markdown 导出需要文件夹。</translation>
        </message>
        <message>
            <source>{path} is a folder: name the file to keep up to date.</source>
            <translation>{path} 是文件夹：请为要保持最新的文件命名。</translation>
        </message>
        <message>
            <source>{path} is a folder; {format} export needs a file name.</source>
            <translation>{path} 是文件夹；{format} 导出需要文件名。</translation>
        </message>
        <message>
            <source>{path} is damaged: it starts as a PDF but cannot be read.</source>
            <translation>{path} 已损坏：开头像 PDF，但无法读取。</translation>
        </message>
        <message>
            <source>{path} is kept up to date already.</source>
            <translation>{path} 已在保持最新。</translation>
        </message>
        <message>
            <source>{path} is not a PDF.</source>
            <translation>{path} 不是 PDF。</translation>
        </message>
        <message>
            <source>{path} is protected by a password, so Lectern cannot read its marks.</source>
            <translation>{path} 受密码保护，因此 Lectern 无法读取其中的标注。</translation>
        </message>
        <message>
            <source>{path} keeps changing while Lectern reads it: another program is writing it.</source>
            <translation>Lectern 读取 {path} 时它一直在变化：另一个程序正在写入它。</translation>
        </message>
        <message>
            <source>{path} was replaced while Lectern had it open; nothing was saved. Close Lectern and open the library again.</source>
            <translation>Lectern 打开 {path} 期间它被替换了；未保存任何内容。请关闭 Lectern，然后重新打开文献库。</translation>
        </message>
        <message>
            <source>{path} was written by a newer Lectern (schema {schema}; this one reads up to {known}). Update Lectern to open this library.</source>
            <translation>{path} 由更新版本的 Lectern 写入（架构版本 {schema}；此版本最高只能读取 {known}）。请更新 Lectern 以打开此文献库。</translation>
        </message>
        <message>
            <source>{path}, line {line}: {problem}</source>
            <translation>{path}，第 {line} 行：{problem}</translation>
        </message>
        <message>
            <source>{path}: {problem}</source>
            <translation>{path}：{problem}</translation>
        </message>
        <message>
            <source>{problem} Changes from your other devices wait for the next start.</source>
            <translation>{problem} 来自您其他设备的更改将在下次启动时处理。</translation>
        </message>
        <message>
            <source>{problem} Lectern works on, but made no backup this time.</source>
            <translation>{problem} Lectern 继续运行，但这次未能进行备份。</translation>
        </message>
        <message>
            <source>{problem}, and no backup of it could be read.</source>
            <translation>{problem}，且无法读取它的任何备份。</translation>
        </message>
        <message>
            <source>{problem}, and there was no readable backup. Lectern started it afresh; the damaged file was kept as {damaged}.</source>
            <translation>{problem}，且没有可读取的备份。Lectern 已重新创建它；损坏的文件已保存为 {damaged}。</translation>
        </message>
        <message>
            <source>{problem}. Lectern restored it from the backup of {time} ({backup}).</source>
            <translation>{problem}。Lectern 已从 {time} 的备份（{backup}）恢复它。</translation>
        </message>
        <message>
            <source>{problem}. Lectern restored it from the backup of {time} ({backup}). The damaged file was kept as {damaged}.</source>
            <translation>{problem}。Lectern 已从 {time} 的备份（{backup}）恢复它。损坏的文件已保存为 {damaged}。</translation>
        </message>
        <message>
            <source>{program} (process {pid} on {host}, since {since} UTC)</source>
            <translation>{program}（{host} 上的进程 {pid}，自 {since} UTC 起）</translation>
        </message>
        <message>
            <source>{program} (process {pid}, since {since} UTC)</source>
            <translation>{program}（进程 {pid}，自 {since} UTC 起）</translation>
        </message>
        <message>
            <source>{scope} changes from moment to moment; keep an export of the whole library, a collection, a saved search, a tag or a status.</source>
            <translation>{scope}的内容随时都在变化；请持续导出整个文献库、合集、保存的搜索、标签或状态。</translation>
        </message>
        <message>
            <source>{scope} → {path} ({format})</source>
            <translation>{scope} → {path}（{format}）</translation>
        </message>
        <message>
            <source>{service} answered about {what} with something that is not a record ({reason}); nothing was changed.</source>
            <translation>{service} 就 {what} 返回的内容不是记录（{reason}）；未做任何更改。</translation>
        </message>
        <message>
            <source>{service} answered about {what} with the record of {named}; nothing was changed.</source>
            <translation>{service} 就 {what} 返回了 {named} 的记录；未做任何更改。</translation>
        </message>
        <message>
            <source>{service} did not answer in time about {what}; nothing was changed. Try again later.</source>
            <translation>{service} 未能及时回应对 {what} 的查询；未做任何更改。请稍后重试。</translation>
        </message>
        <message>
            <source>{service} failed to answer about {what} (HTTP {status}); nothing was changed. Try again later.</source>
            <translation>{service} 未能回应对 {what} 的查询（HTTP {status}）；未做任何更改。请稍后重试。</translation>
        </message>
        <message>
            <source>{service} gave an answer about {what} that Lectern cannot read ({reason}); nothing was changed.</source>
            <translation>{service} 对 {what} 的回应 Lectern 无法读取（{reason}）；未做任何更改。</translation>
        </message>
        <message>
            <source>{service} has no record of {what}; nothing was changed.</source>
            <translation>{service} 中没有 {what} 的记录；未做任何更改。</translation>
        </message>
        <message>
            <source>{service} is busy and asked Lectern to wait before looking up {what}; nothing was changed. Try again in a while.</source>
            <translation>{service} 繁忙，要求 Lectern 稍候再查询 {what}；未做任何更改。请过一会儿再试。</translation>
        </message>
        <message>
            <source>{service} refused to look up {what} (HTTP {status}); nothing was changed.</source>
            <translation>{service} 拒绝查询 {what}（HTTP {status}）；未做任何更改。</translation>
        </message>
        <message>
            <source>{service}'s answer about {what} is larger than any record ({limit} MB); nothing was changed.</source>
            <translation>{service} 对 {what} 的回应超出了任何记录的大小（{limit} MB）；未做任何更改。</translation>
        </message>
        <message>
            <source>{text} is not a DOI (they look like 10.1234/abc).</source>
            <translation>{text} 不是 DOI（DOI 形如 10.1234/abc）。</translation>
        </message>
        <message>
            <source>{text} is not a DOI, an arXiv id, a PMID, a PMCID or an ISBN that Lectern can look up.</source>
            <translation>{text} 不是 Lectern 能查询的 DOI、arXiv ID、PMID、PMCID 或 ISBN。</translation>
        </message>
        <message>
            <source>{text} is not an ISBN: its check digit does not match.</source>
            <translation>{text} 不是 ISBN：其校验位不匹配。</translation>
        </message>
        <message>
            <source>{text} is not an arXiv id (they look like 2401.01234).</source>
            <translation>{text} 不是 arXiv ID（arXiv ID 形如 2401.01234）。</translation>
        </message>
        <message>
            <source>{title} comes with Lectern and cannot be removed.</source>
            <translation>{title} 是 Lectern 自带的，无法移除。</translation>
        </message>
        <message>
            <source>“{name}” cannot go inside itself.</source>
            <translation>“{name}”不能放入其自身。</translation>
        </message>
        <message>
            <source>“{parent}” is inside “{name}”, so “{name}” cannot go inside it: move “{parent}” out of it first.</source>
            <translation>“{parent}”位于“{name}”内，因此“{name}”不能放入其中：请先将“{parent}”移出。</translation>
        </message>
    </context>
    <context>
        <name>CorrectionOffer</name>
        <message>
            <source>Did you mean</source>
            <translation>您是不是要找</translation>
        </message>
        <message>
            <source>Search for this instead (Ctrl+Enter)</source>
            <translation>改为搜索此项（Ctrl+Enter）</translation>
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
            <translation>您是不是要找 {query}？</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>The details were written to:
{path}</source>
            <translation>详细信息已写入：
{path}</translation>
        </message>
        <message>
            <source>Logging to a file was not possible; the details were printed to the terminal.</source>
            <translation>无法写入日志文件；详细信息已输出到终端。</translation>
        </message>
        <message>
            <source>Lectern ran into an unexpected problem ({error}: {problem}).

Your library is saved after every change, so nothing you finished is lost. You can keep working, or restart Lectern.

{where}</source>
            <translation>Lectern 遇到了意外问题（{error}：{problem}）。

您的文献库在每次更改后都会保存，已完成的内容不会丢失。您可以继续工作，或重新启动 Lectern。

{where}</translation>
        </message>
        <message>
            <source>Lectern — unexpected problem</source>
            <translation>Lectern — 意外问题</translation>
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
            <translation>标题取自摘要 — 双击可重命名</translation>
        </message>
        <message>
            <source>Title made from its DOI — double-click it to rename</source>
            <translation>标题由其 DOI 生成 — 双击可重命名</translation>
        </message>
        <message>
            <source>Title made from its arXiv id — double-click it to rename</source>
            <translation>标题由其 arXiv ID 生成 — 双击可重命名</translation>
        </message>
        <message>
            <source>Title made from its link — double-click it to rename</source>
            <translation>标题由其链接生成 — 双击可重命名</translation>
        </message>
        <message>
            <source>Title made by Lectern — double-click it to rename</source>
            <translation>标题由 Lectern 生成 — 双击可重命名</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>代码</translation>
        </message>
        <message>
            <source>Link</source>
            <translation>链接</translation>
        </message>
        <message>
            <source>Double-click to rename</source>
            <translation>双击可重命名</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>Edit the details of this paper (F2); double-click the title to rename it</source>
            <translation>编辑此论文的详细信息（F2）；双击标题可重命名</translation>
        </message>
        <message>
            <source>Edit details</source>
            <translation>编辑详细信息</translation>
        </message>
        <message>
            <source>Citation key</source>
            <translation>引用键</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Copy the citation key, to cite the paper in LaTeX</source>
            <translation>复制引用键，以便在 LaTeX 中引用此论文</translation>
        </message>
        <message>
            <source>Copy the citation key</source>
            <translation>复制引用键</translation>
        </message>
        <message>
            <source>{path} (missing: nothing is there)</source>
            <translation>{path}（缺失：该位置没有文件）</translation>
        </message>
        <message>
            <source>{path}
Not searchable: {why}</source>
            <translation>{path}
无法搜索：{why}</translation>
        </message>
        <message>
            <source>in {collections}</source>
            <translation>所在合集：{collections}</translation>
        </message>
        <message>
            <source>keywords: {keywords}</source>
            <translation>关键词：{keywords}</translation>
        </message>
        <message>
            <source>Key: {key} · also cited as {aliases}</source>
            <translation>引用键：{key} · 也引作 {aliases}</translation>
        </message>
        <message>
            <source>Key: {key}</source>
            <translation>引用键：{key}</translation>
        </message>
        <message>
            <source>{name} (missing)</source>
            <translation>{name}（缺失）</translation>
        </message>
        <message>
            <source>File {link}</source>
            <translation>文件 {link}</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>无标题</translation>
        </message>
        <message numerus="yes">
            <source>and %Ln more</source>
            <translation>
                <numerusform>等另外 %Ln 人</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln more link(s)</source>
            <translation>
                <numerusform>另有 %Ln 个链接</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DetailPane</name>
        <message>
            <source>The paper's details</source>
            <translation>论文详情</translation>
        </message>
        <message>
            <source>Status history</source>
            <translation>状态历史</translation>
        </message>
        <message>
            <source>History…</source>
            <translation>历史记录…</translation>
        </message>
        <message>
            <source>Every change to this paper, and undo any of them</source>
            <translation>此论文的所有更改，任意一项都可撤销</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>摘要</translation>
        </message>
        <message>
            <source>No abstract.</source>
            <translation>无摘要。</translation>
        </message>
        <message>
            <source>No paper selected</source>
            <translation>未选择论文</translation>
        </message>
        <message>
            <source>Select a paper in the list to read its abstract,
rate it, tag it and write notes.</source>
            <translation>在列表中选择一篇论文，即可阅读其摘要、
评分、添加标签和编写笔记。</translation>
        </message>
    </context>
    <context>
        <name>EmptyState</name>
        <message>
            <source>Import papers…</source>
            <translation>导入论文…</translation>
        </message>
        <message>
            <source>Your reading list is empty</source>
            <translation>您的阅读清单是空的</translation>
        </message>
        <message>
            <source>Import BibTeX, RIS, CSL-JSON, arXiv (Atom or JSON lines), CSV or plain-text lists of abstracts — or drop the files onto this window.</source>
            <translation>导入 BibTeX、RIS、CSL-JSON、arXiv（Atom 或 JSON Lines）、CSV 或纯文本摘要列表 — 也可以将文件拖放到此窗口。</translation>
        </message>
        <message>
            <source>Try other words, or click ? in the search box for the syntax.</source>
            <translation>请换用其他词语，或点击搜索框中的 ? 查看语法。</translation>
        </message>
        <message>
            <source>No papers match</source>
            <translation>没有匹配的论文</translation>
        </message>
        <message>
            <source>Nothing in {view} matches “{query}”. Check the spelling, try fewer words, or click ? in the search box for the syntax.</source>
            <translation>{view}中没有与“{query}”匹配的内容。请检查拼写、减少搜索词，或点击搜索框中的 ? 查看语法。</translation>
        </message>
        <message>
            <source>Nothing in {view} yet</source>
            <translation>{view}中还没有内容</translation>
        </message>
        <message>
            <source>Papers show up here as soon as they fit this view.</source>
            <translation>论文一旦符合此视图，就会显示在这里。</translation>
        </message>
    </context>
    <context>
        <name>ErrorMessage</name>
        <message>
            <source>The disk said no: {reason}.</source>
            <translation>磁盘拒绝了操作：{reason}。</translation>
        </message>
        <message>
            <source>An unexpected error happened ({error}: {problem}). The log file has the details.</source>
            <translation>发生意外错误（{error}：{problem}）。详细信息见日志文件。</translation>
        </message>
    </context>
    <context>
        <name>ExportDialog</name>
        <message>
            <source>Lectern backup</source>
            <translation>Lectern 备份</translation>
        </message>
        <message>
            <source>Bibliography as a web page</source>
            <translation>参考文献（网页）</translation>
        </message>
        <message>
            <source>Bibliography as plain text</source>
            <translation>参考文献（纯文本）</translation>
        </message>
        <message>
            <source>Bibliography as Markdown</source>
            <translation>参考文献（Markdown）</translation>
        </message>
        <message>
            <source>Export papers</source>
            <translation>导出论文</translation>
        </message>
        <message>
            <source>Or a bibliography, formatted in a citation style:</source>
            <translation>或导出按引用样式排版的参考文献：</translation>
        </message>
        <message>
            <source>Citation style of the bibliography</source>
            <translation>参考文献的引用样式</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>导出…</translation>
        </message>
        <message>
            <source>There are no papers to export in this view.</source>
            <translation>此视图中没有可导出的论文。</translation>
        </message>
        <message>
            <source>Export bibliography</source>
            <translation>导出参考文献</translation>
        </message>
        <message>
            <source>Export Markdown notes into folder</source>
            <translation>将 Markdown 笔记导出到文件夹</translation>
        </message>
        <message>
            <source>Exporting…</source>
            <translation>正在导出…</translation>
        </message>
        <message>
            <source>Nothing was written.</source>
            <translation>未写入任何内容。</translation>
        </message>
        <message>
            <source>Could not write {path}: {reason}</source>
            <translation>无法写入 {path}：{reason}</translation>
        </message>
        <message>
            <source>Export failed. Nothing was written.</source>
            <translation>导出失败。未写入任何内容。</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>导出失败</translation>
        </message>
        <message>
            <source>Export again…</source>
            <translation>再次导出…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Folder is not empty</source>
            <translation>文件夹不是空的</translation>
        </message>
        <message numerus="yes">
            <source>Export &lt;b&gt;%Ln paper(s)&lt;/b&gt; ({label}) as:</source>
            <translation>
                <numerusform>将 &lt;b&gt;%Ln 篇论文&lt;/b&gt;（{label}）导出为：</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) into the folder {path}.</source>
            <translation>
                <numerusform>已将 %Ln 篇论文导出到文件夹 {path}。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %Ln paper(s) to {path}.</source>
            <translation>
                <numerusform>已将 %Ln 篇论文导出到 {path}。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FieldRows</name>
        <message>
            <source>As the file wrote them, LaTeX and all. Empty a value or press ✕ to remove a field.</source>
            <translation>按文件中的原样显示，包括 LaTeX。清空值或按 ✕ 可删除字段。</translation>
        </message>
        <message>
            <source>As the file wrote them; a field of several values has one per line. Empty a value or press ✕ to remove a field.</source>
            <translation>按文件中的原样显示；多值字段每行一个值。清空值或按 ✕ 可删除字段。</translation>
        </message>
        <message>
            <source>As the file wrote them. Empty a value or press ✕ to remove a field.</source>
            <translation>按文件中的原样显示。清空值或按 ✕ 可删除字段。</translation>
        </message>
        <message>
            <source>Other fields</source>
            <translation>其他字段</translation>
        </message>
        <message>
            <source>&amp;Add a field</source>
            <translation>添加字段(&amp;A)</translation>
        </message>
        <message>
            <source>A field of the record that the rows above do not show (Alt+A)</source>
            <translation>上方各行未显示的记录字段（Alt+A）</translation>
        </message>
        <message>
            <source>Other fields of the {format} record</source>
            <translation>{format} 记录的其他字段</translation>
        </message>
        <message>
            <source>This paper has no record from a file yet (it was typed in or came from a list or a feed): a field added here starts its {format} record.</source>
            <translation>这篇论文还没有来自文件的记录（它是手动输入的，或来自列表或订阅源）：在此添加字段会创建它的 {format} 记录。</translation>
        </message>
        <message>
            <source>A field needs a name.</source>
            <translation>字段需要名称。</translation>
        </message>
        <message>
            <source>{field} is where the paper's status, stars, notes or collections are read from: change those in the detail pane.</source>
            <translation>论文的状态、星级、笔记或合集是从 {field} 读取的：请在详情窗格中更改它们。</translation>
        </message>
        <message>
            <source>{field} is one of the fields the rows above show (title, authors, venue, …): correct it there.</source>
            <translation>{field} 是上方各行显示的字段之一（标题、作者、出处…）：请在那里修改。</translation>
        </message>
        <message>
            <source>There are two fields named {field}.</source>
            <translation>有两个名为 {field} 的字段。</translation>
        </message>
        <message>
            <source>name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Field name</source>
            <translation>字段名称</translation>
        </message>
        <message>
            <source>value</source>
            <translation>值</translation>
        </message>
        <message>
            <source>Value of {field}</source>
            <translation>{field} 的值</translation>
        </message>
        <message>
            <source>Field value</source>
            <translation>字段值</translation>
        </message>
        <message>
            <source>Remove this field</source>
            <translation>删除此字段</translation>
        </message>
        <message>
            <source>Remove {field}</source>
            <translation>删除 {field}</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <source>Import papers</source>
            <translation>导入论文</translation>
        </message>
        <message>
            <source>Lectern is still opening your library; export the view in a moment.</source>
            <translation>Lectern 仍在打开您的文献库；请稍后再导出此视图。</translation>
        </message>
        <message>
            <source>Type a search first, then save it.</source>
            <translation>请先输入搜索内容，再保存。</translation>
        </message>
        <message numerus="yes">
            <source>%n selected</source>
            <translation>
                <numerusform>已选 %n 篇</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FindBar</name>
        <message>
            <source>Find in this PDF</source>
            <translation>在此 PDF 中查找</translation>
        </message>
        <message>
            <source>Find in PDF</source>
            <translation>在 PDF 中查找</translation>
        </message>
        <message>
            <source>Matches found</source>
            <translation>找到的匹配</translation>
        </message>
        <message>
            <source>Previous match</source>
            <translation>上一个匹配</translation>
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation>上一个匹配（Shift+Enter）</translation>
        </message>
        <message>
            <source>Next match</source>
            <translation>下一个匹配</translation>
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation>下一个匹配（Enter）</translation>
        </message>
        <message>
            <source>Close Find</source>
            <translation>关闭查找</translation>
        </message>
        <message>
            <source>Close Find (Esc)</source>
            <translation>关闭查找（Esc）</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>正在搜索…</translation>
        </message>
        <message>
            <source>No matches</source>
            <translation>无匹配</translation>
        </message>
        <message>
            <source>{current} of {total}</source>
            <translation>{current} / {total}</translation>
        </message>
        <message numerus="yes">
            <source>%n found</source>
            <translation>
                <numerusform>找到 %n 处</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FolderWatcher</name>
        <message>
            <source>Could not import {name} from your watched folders: {reason}</source>
            <translation>无法从监视文件夹导入 {name}：{reason}</translation>
        </message>
        <message>
            <source>Could not import {name} from {folder}: {reason}</source>
            <translation>无法从 {folder} 导入 {name}：{reason}</translation>
        </message>
        <message>
            <source>Imported “{title}” from your watched folders</source>
            <translation>已从监视文件夹导入“{title}”</translation>
        </message>
        <message>
            <source>Imported “{title}” from {folder}</source>
            <translation>已从 {folder} 导入“{title}”</translation>
        </message>
        <message>
            <source>{name} from your watched folders attached to “{title}”</source>
            <translation>已将监视文件夹中的 {name} 作为附件添加到“{title}”</translation>
        </message>
        <message>
            <source>{name} from {folder} attached to “{title}”</source>
            <translation>已将 {folder} 中的 {name} 作为附件添加到“{title}”</translation>
        </message>
        <message>
            <source>{name} from your watched folders is already attached to “{title}”</source>
            <translation>监视文件夹中的 {name} 已是“{title}”的附件</translation>
        </message>
        <message>
            <source>{name} from {folder} is already attached to “{title}”</source>
            <translation>{folder} 中的 {name} 已是“{title}”的附件</translation>
        </message>
        <message>
            <source>{imported}; {unread}</source>
            <translation>{imported}；{unread}</translation>
        </message>
        <message>
            <source>Could not import from your watched folders: {message}</source>
            <translation>无法从监视文件夹导入：{message}</translation>
        </message>
        <message>
            <source>Could not import from {folder}: {message}</source>
            <translation>无法从 {folder} 导入：{message}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln PDF(s) could not be read</source>
            <translation>
                <numerusform>%Ln 个 PDF 无法读取</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from your watched folders</source>
            <translation>
                <numerusform>已从监视文件夹导入 %Ln 个 PDF</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %Ln PDF(s) from {folder}</source>
            <translation>
                <numerusform>已从 {folder} 导入 %Ln 个 PDF</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Group</name>
        <message>
            <source>The list</source>
            <translation>列表</translation>
        </message>
        <message>
            <source>Searching</source>
            <translation>搜索</translation>
        </message>
        <message>
            <source>Marking, rating, notes</source>
            <translation>标记、评分、笔记</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>阅读队列</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>论文</translation>
        </message>
        <message>
            <source>In the detail pane</source>
            <translation>详细信息面板</translation>
        </message>
        <message>
            <source>Reading a PDF</source>
            <translation>阅读 PDF</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <source>Importing and exporting</source>
            <translation>导入和导出</translation>
        </message>
        <message>
            <source>Windows and help</source>
            <translation>窗口和帮助</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>All changes</source>
            <translation>所有更改</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Stars</source>
            <translation>星级</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>笔记</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>标注</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>阅读队列</translation>
        </message>
        <message>
            <source>Edits</source>
            <translation>编辑</translation>
        </message>
        <message>
            <source>Added and imports</source>
            <translation>添加和导入</translation>
        </message>
        <message>
            <source>Trash and deletions</source>
            <translation>回收站和删除</translation>
        </message>
        <message>
            <source>Merges</source>
            <translation>合并</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>合集</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>保存的搜索</translation>
        </message>
        <message>
            <source>Opened (read in Lectern)</source>
            <translation>打开（在 Lectern 中阅读）</translation>
        </message>
        <message>
            <source>Today {time}</source>
            <translation>今天 {time}</translation>
        </message>
        <message>
            <source>Yesterday {time}</source>
            <translation>昨天 {time}</translation>
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
            <translation>本机</translation>
        </message>
        <message>
            <source>History</source>
            <translation>历史记录</translation>
        </message>
        <message>
            <source>Kind of change</source>
            <translation>更改类型</translation>
        </message>
        <message>
            <source>Only the selected paper</source>
            <translation>仅所选论文</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>显示：</translation>
        </message>
        <message>
            <source>Changes, newest first</source>
            <translation>更改（最新在前）</translation>
        </message>
        <message>
            <source>When</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>更改</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>论文</translation>
        </message>
        <message>
            <source>Device</source>
            <translation>设备</translation>
        </message>
        <message>
            <source>Show older</source>
            <translation>显示更早的</translation>
        </message>
        <message>
            <source>Undo this change</source>
            <translation>撤销此更改</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>“{title}”</source>
            <translation>“{title}”</translation>
        </message>
        <message>
            <source>No changes of this kind yet.</source>
            <translation>还没有此类更改。</translation>
        </message>
        <message>
            <source>Undone: {change}</source>
            <translation>已撤销：{change}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 篇论文</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryWords</name>
        <message>
            <source>Added</source>
            <translation>添加</translation>
        </message>
        <message>
            <source>Edited</source>
            <translation>已编辑</translation>
        </message>
        <message>
            <source>Moved to the Trash</source>
            <translation>移到回收站</translation>
        </message>
        <message>
            <source>Restored from the Trash</source>
            <translation>从回收站恢复</translation>
        </message>
        <message>
            <source>Merged</source>
            <translation>已合并</translation>
        </message>
        <message>
            <source>Deleted for good</source>
            <translation>永久删除</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>收藏集</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Stars</source>
            <translation>星级</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>笔记</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>接下来</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>已打开</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>标注</translation>
        </message>
        <message>
            <source>Library</source>
            <translation>文献库</translation>
        </message>
        <message>
            <source>Undone</source>
            <translation>已撤销</translation>
        </message>
        <message>
            <source>no stars</source>
            <translation>无星</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no tags</comment>
            <translation>无</translation>
        </message>
        <message>
            <source>left at page {page}</source>
            <translation>停在第 {page} 页</translation>
        </message>
        <message>
            <source>by hand</source>
            <translation>手动</translation>
        </message>
        <message>
            <source>by hand, into {collection}</source>
            <translation>手动，添加到 {collection}</translation>
        </message>
        <message>
            <source>into {collection}</source>
            <translation>添加到 {collection}</translation>
        </message>
        <message>
            <source>from {file}</source>
            <translation>来自 {file}</translation>
        </message>
        <message>
            <source>saved search {name}</source>
            <translation>已保存的搜索 {name}</translation>
        </message>
        <message>
            <source>collections inside others</source>
            <translation>嵌套在其他收藏集中的收藏集</translation>
        </message>
        <message>
            <source>{change}: {detail}</source>
            <translation>{change}：{detail}</translation>
        </message>
        <message>
            <source>{said} ({papers})</source>
            <translation>{said}（{papers}）</translation>
        </message>
        <message>
            <source>Saved from the browser: {title}</source>
            <translation>已从浏览器保存：{title}</translation>
        </message>
        <message>
            <source>Added to Up next</source>
            <translation>已加入阅读队列</translation>
        </message>
        <message>
            <source>Removed from Up next</source>
            <translation>已从阅读队列移除</translation>
        </message>
        <message>
            <source>Moved in Up next</source>
            <translation>已在阅读队列中移动</translation>
        </message>
        <message>
            <source>Highlighted a passage on page {page}</source>
            <translation>已高亮第 {page} 页的一段文字</translation>
        </message>
        <message>
            <source>Underlined a passage on page {page}</source>
            <translation>已给第 {page} 页的一段文字加下划线</translation>
        </message>
        <message>
            <source>Added a margin note on page {page}</source>
            <translation>已在第 {page} 页添加边注</translation>
        </message>
        <message>
            <source>Recoloured a mark on page {page}</source>
            <translation>已更改第 {page} 页一条标注的颜色</translation>
        </message>
        <message>
            <source>Changed how a mark is drawn on page {page}</source>
            <translation>已更改第 {page} 页一条标注的样式</translation>
        </message>
        <message>
            <source>Wrote the note of a mark on page {page}</source>
            <translation>已编写第 {page} 页一条标注的笔记</translation>
        </message>
        <message>
            <source>Deleted a mark on page {page}</source>
            <translation>已删除第 {page} 页的一条标注</translation>
        </message>
        <message>
            <source>Brought back a mark on page {page}</source>
            <translation>已恢复第 {page} 页的一条标注</translation>
        </message>
        <message>
            <source>Found a mark again on page {page}</source>
            <translation>已在第 {page} 页重新找到一条标注</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 篇论文</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportFiles</name>
        <message>
            <source>PDF papers</source>
            <translation>PDF 论文</translation>
        </message>
        <message>
            <source>RIS or Web of Science</source>
            <translation>RIS 或 Web of Science</translation>
        </message>
        <message>
            <source>CSL-JSON or Lectern backup</source>
            <translation>CSL-JSON 或 Lectern 备份</translation>
        </message>
        <message>
            <source>arXiv Atom feed or EndNote XML</source>
            <translation>arXiv Atom 订阅源或 EndNote XML</translation>
        </message>
        <message>
            <source>Text list of abstracts</source>
            <translation>纯文本摘要列表</translation>
        </message>
        <message>
            <source>Compressed (gzip)</source>
            <translation>压缩文件（gzip）</translation>
        </message>
        <message>
            <source>Papers and paper lists</source>
            <translation>论文和论文列表</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>所有文件</translation>
        </message>
    </context>
    <context>
        <name>ImportJobs</name>
        <message>
            <source>The library is not open; nothing was imported.</source>
            <translation>文献库未打开；未导入任何内容。</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>Lectern is closing; the import did not start.</source>
            <translation>Lectern 正在关闭；导入未开始。</translation>
        </message>
    </context>
    <context>
        <name>ImportRun</name>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>正在导入</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>正在取消…</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>导入失败</translation>
        </message>
        <message>
            <source>{message}

Nothing was imported; your library is unchanged.</source>
            <translation>{message}

未导入任何内容；您的文献库没有变化。</translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln 个文件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing %Ln file(s)…</source>
            <translation>
                <numerusform>正在导入 %Ln 个文件…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Importing {files}… {done} of %Ln papers</source>
            <translation>
                <numerusform>正在导入 {files}… {done} / %Ln 篇论文</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportSummaryDialog</name>
        <message>
            <source>File</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>已添加</translation>
        </message>
        <message>
            <source>Already here</source>
            <translation>已存在</translation>
        </message>
        <message>
            <source>Repeats</source>
            <translation>文件内重复</translation>
        </message>
        <message>
            <source>Skipped</source>
            <translation>已跳过</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separates the items of a list</comment>
            <translation>，</translation>
        </message>
        <message>
            <source>{file}: failed: {reason}</source>
            <translation>{file}：失败：{reason}</translation>
        </message>
        <message>
            <source>{file}: added as “{title}”</source>
            <translation>{file}：已添加为“{title}”</translation>
        </message>
        <message>
            <source>{file}: attached to “{title}”</source>
            <translation>{file}：已附加到“{title}”</translation>
        </message>
        <message>
            <source>{file}: same file already attached to “{title}”</source>
            <translation>{file}：同一文件已附加到“{title}”</translation>
        </message>
        <message>
            <source>Import finished</source>
            <translation>导入完成</translation>
        </message>
        <message>
            <source>Lectern merges a record into a paper only when they are certainly the same work (same DOI or arXiv id, or same title, authors, year and venue). Near matches are added and listed under Possible duplicates.</source>
            <translation>只有确定是同一作品时（相同的 DOI 或 arXiv ID，或相同的标题、作者、年份和出处），Lectern 才会将记录合并到已有论文中。相近的记录会被添加，并列在“可能重复”中。</translation>
        </message>
        <message>
            <source>What the import did, file by file</source>
            <translation>导入结果（按文件）</translation>
        </message>
        <message>
            <source>Undo this import</source>
            <translation>撤销此次导入</translation>
        </message>
        <message>
            <source>Move the papers it added to the Trash and put back the fields it filled in</source>
            <translation>将此次导入添加的论文移到回收站，并还原它填入的字段</translation>
        </message>
        <message>
            <source>Review possible duplicates</source>
            <translation>查看可能重复的论文</translation>
        </message>
        <message>
            <source>Their PDFs print a DOI or an arXiv id: look them up to fill in what the PDF did not say (you see what would change first)</source>
            <translation>它们的 PDF 中印有 DOI 或 arXiv ID：在线查询可补全 PDF 中缺少的信息（会先显示将更改的内容）</translation>
        </message>
        <message>
            <source>Already in the library: {found}.</source>
            <translation>已在文献库中：{found}。</translation>
        </message>
        <message>
            <source>Kept as written, for exports to {format}: {fields} (other formats have no field for them).</source>
            <translation>按原样保留，供导出为 {format} 时使用：{fields}（其他格式没有对应字段）。</translation>
        </message>
        <message>
            <source>line {line}: repeats an earlier entry ({reason}); merged into it</source>
            <translation>第 {line} 行：与前面的条目重复（{reason}）；已合并到该条目</translation>
        </message>
        <message>
            <source>line {line}: skipped, {reason}</source>
            <translation>第 {line} 行：已跳过，{reason}</translation>
        </message>
        <message>
            <source>file: skipped, {reason}</source>
            <translation>文件：已跳过，{reason}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln added paper(s) might be another paper: see Possible duplicates.</source>
            <translation>
                <numerusform>%Ln 篇新添加的论文可能与其他论文相同：请查看“可能重复”。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln already in the library</source>
            <translation>
                <numerusform>%Ln 篇已在文献库中</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln by {reason}</source>
            <translation>
                <numerusform>%Ln 篇（{reason}）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s)</source>
            <translation>
                <numerusform>%Ln 个文件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln mark(s) other readers left in these PDFs read as the papers' marks.</source>
            <translation>
                <numerusform>其他读者在这些 PDF 中留下的 %Ln 条标注已作为论文的标注读入。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln possible duplicates to review</source>
            <translation>
                <numerusform>%Ln 篇可能重复的论文待查看</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln repeated within a file</source>
            <translation>
                <numerusform>%Ln 篇在文件内重复</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln skipped</source>
            <translation>
                <numerusform>%Ln 篇已跳过</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}.</source>
            <translation>
                <numerusform>已从 {files} 添加 %Ln 篇论文。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) from {files}; {others}.</source>
            <translation>
                <numerusform>已从 {files} 添加 %Ln 篇论文；{others}。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Already in the library: {found}; %Ln paper(s) gained fields from this file.</source>
            <translation>
                <numerusform>已在文献库中：{found}；%Ln 篇论文从此文件获得了新字段。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up %Ln paper(s) online</source>
            <translation>
                <numerusform>在线查询 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{fields} and %Ln more</source>
            <translation>
                <numerusform>{fields}，以及另外 %Ln 个</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more files</source>
            <translation>
                <numerusform>…以及另外 %Ln 个文件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more repeats</source>
            <translation>
                <numerusform>…以及另外 %Ln 个重复条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more skipped</source>
            <translation>
                <numerusform>…以及另外 %Ln 个跳过的条目</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportTargetDialog</name>
        <message>
            <source>Import into</source>
            <translation>导入到</translation>
        </message>
        <message>
            <source>A new collection for &amp;each file, named after it</source>
            <translation>为每个文件新建一个同名合集(&amp;E)</translation>
        </message>
        <message>
            <source>A new collection named after the &amp;file</source>
            <translation>新建一个与文件同名的合集(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;No collection</source>
            <translation>不放入合集(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;This collection:</source>
            <translation>此合集(&amp;T)：</translation>
        </message>
        <message>
            <source>Collection to import into</source>
            <translation>要导入到的合集</translation>
        </message>
        <message>
            <source>a collection, or a new name</source>
            <translation>合集或新名称</translation>
        </message>
        <message>
            <source>a new name</source>
            <translation>新名称</translation>
        </message>
        <message>
            <source>&amp;Link to the PDFs where they are (don't copy them into the library)</source>
            <translation>链接到 PDF 的原位置（不复制到文献库）(&amp;L)</translation>
        </message>
        <message>
            <source>A linked PDF stays where it is: moved or deleted there, the paper loses it, and your other computers do not get it.</source>
            <translation>链接的 PDF 保留在原位置：若在那里被移动或删除，论文就会失去它，您的其他电脑也不会获得它。</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message numerus="yes">
            <source>Put the papers of %Ln file(s) in:</source>
            <translation>
                <numerusform>将 %Ln 个文件中的论文放入：</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptExportWatcher</name>
        <message>
            <source>{problem} It is tried again at the next change.</source>
            <translation>{problem} 下次更改时会再试一次。</translation>
        </message>
    </context>
    <context>
        <name>KeptExportsDialog</name>
        <message>
            <source>Status {status}</source>
            <translation>状态：{status}</translation>
        </message>
        <message>
            <source>Collection “{name}”</source>
            <translation>合集“{name}”</translation>
        </message>
        <message>
            <source>Saved search “{name}”</source>
            <translation>保存的搜索“{name}”</translation>
        </message>
        <message>
            <source>Tag “{name}”</source>
            <translation>标签“{name}”</translation>
        </message>
        <message>
            <source>Keep exported</source>
            <translation>持续导出</translation>
        </message>
        <message>
            <source>Lectern keeps these files up to date while it runs: each is rewritten within 2 seconds of a change that alters it, and left untouched by any other.</source>
            <translation>Lectern 运行时会让这些文件保持最新：影响某个文件的更改发生后 2 秒内会重写该文件，其他更改不会触及它。</translation>
        </message>
        <message>
            <source>Kept exports</source>
            <translation>持续导出的文件</translation>
        </message>
        <message>
            <source>What</source>
            <translation>内容</translation>
        </message>
        <message>
            <source>File</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>格式</translation>
        </message>
        <message>
            <source>What the file holds</source>
            <translation>文件包含的内容</translation>
        </message>
        <message>
            <source>&amp;Holds:</source>
            <translation>内容(&amp;H)：</translation>
        </message>
        <message>
            <source>&amp;Format:</source>
            <translation>格式(&amp;F)：</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>添加(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>移除(&amp;R)</translation>
        </message>
        <message>
            <source>Stop keeping it up to date (the file stays)</source>
            <translation>停止更新此文件（文件会保留）</translation>
        </message>
        <message>
            <source>Keep exported as</source>
            <translation>持续导出为</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>正在写入…</translation>
        </message>
        <message>
            <source>Not kept: {reason}</source>
            <translation>未能持续导出：{reason}</translation>
        </message>
        <message>
            <source>No longer kept up to date (the file stays): {path}</source>
            <translation>不再保持最新（文件会保留）：{path}</translation>
        </message>
        <message numerus="yes">
            <source>Kept up to date: {path} (%Ln paper(s) now).</source>
            <translation>
                <numerusform>保持最新：{path}（当前 %Ln 篇论文）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LibraryService</name>
        <message>
            <source>Saving your changes</source>
            <translation>保存更改</translation>
        </message>
        <message>
            <source>Opening the library</source>
            <translation>打开文献库</translation>
        </message>
        <message>
            <source>The search index could not be rebuilt</source>
            <translation>无法重建搜索索引</translation>
        </message>
        <message>
            <source>{task} failed</source>
            <translation>{task}失败</translation>
        </message>
        <message>
            <source>Lectern could not finish that</source>
            <translation>Lectern 未能完成该操作</translation>
        </message>
        <message>
            <source>Merging changes from other devices</source>
            <translation>合并来自其他设备的更改</translation>
        </message>
    </context>
    <context>
        <name>LookupDialog</name>
        <message>
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>作者</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>年份</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>出处</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>卷</translation>
        </message>
        <message>
            <source>Issue</source>
            <translation>期</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>页码</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>摘要</translation>
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
            <translation>链接</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>字段</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>值</translation>
        </message>
        <message>
            <source>Found online</source>
            <translation>在线找到</translation>
        </message>
        <message>
            <source>Not found online</source>
            <translation>在线未找到</translation>
        </message>
        <message>
            <source>What was not found is added as its identifier, marked “not looked up yet”.</source>
            <translation>未找到的条目会按其标识符添加，并标记为“尚未查询”。</translation>
        </message>
        <message>
            <source>Look up: what would change</source>
            <translation>查询：将更改的内容</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>应用</translation>
        </message>
        <message>
            <source>{old} → {new}</source>
            <translation>{old} → {new}</translation>
        </message>
        <message>
            <source>Not filled in</source>
            <translation>未补全</translation>
        </message>
        <message>
            <source>A value you edited is never overwritten; Ctrl+Z undoes it.</source>
            <translation>您编辑过的值永远不会被覆盖；Ctrl+Z 可撤销。</translation>
        </message>
        <message>
            <source>Preprint and published version</source>
            <translation>预印本与已发表版本</translation>
        </message>
        <message>
            <source>“{preprint}” was published as “{published}”, which is already in your library. What should Lectern do with the two?</source>
            <translation>“{preprint}”已发表为“{published}”，而后者已在您的文献库中。Lectern 应如何处理这两篇？</translation>
        </message>
        <message>
            <source>Keep both, linked</source>
            <translation>都保留并关联</translation>
        </message>
        <message>
            <source>Merge them</source>
            <translation>合并</translation>
        </message>
        <message>
            <source>Keep the preprint only</source>
            <translation>仅保留预印本</translation>
        </message>
        <message>
            <source>Leave them apart</source>
            <translation>保持分开</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)</source>
            <translation>
                <numerusform>%Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) already have everything their record gives.</source>
            <translation>
                <numerusform>%Ln 篇论文已包含其记录提供的全部信息。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln preprint(s) were published as a paper already in your library: after this you choose whether to link, merge or keep the preprint only.</source>
            <translation>
                <numerusform>%Ln 篇预印本已发表为您文献库中已有的论文：之后您可以选择关联、合并或仅保留预印本。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s)</source>
            <translation>
                <numerusform>添加 %Ln 篇论文</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Lookups</name>
        <message>
            <source>Looking papers up online is off (Preferences: Look papers up online when I ask).</source>
            <translation>在线查询论文已关闭（首选项：在我要求时在线查询论文）。</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>查询</translation>
        </message>
        <message>
            <source>not looked up</source>
            <translation>未查询</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>未做任何更改。</translation>
        </message>
        <message>
            <source>The paper has no DOI, arXiv id, PMID or ISBN to look it up by; edit it to give it one.</source>
            <translation>此论文没有可用于查询的 DOI、arXiv ID、PMID 或 ISBN；请编辑论文，为其添加一个。</translation>
        </message>
        <message>
            <source>no DOI, arXiv id, PMID or ISBN to look it up by</source>
            <translation>没有可用于查询的 DOI、arXiv ID、PMID 或 ISBN</translation>
        </message>
        <message>
            <source>Look up found nothing to fill in; nothing was changed.</source>
            <translation>查询未找到可补全的内容；未做任何更改。</translation>
        </message>
        <message>
            <source>The preprint and its published version are linked</source>
            <translation>预印本与其已发表版本已关联</translation>
        </message>
        <message>
            <source>The preprint is merged into its published version</source>
            <translation>预印本已合并到其已发表版本</translation>
        </message>
        <message>
            <source>The published version is in the Trash; the preprint names it</source>
            <translation>已发表版本已移到回收站；预印本中注明了它</translation>
        </message>
        <message>
            <source>{done} — Ctrl+Z undoes it</source>
            <translation>{done} — Ctrl+Z 可撤销</translation>
        </message>
        <message>
            <source>Preprint and published version</source>
            <translation>预印本与已发表版本</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) already in your library, filled in from the lookup — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>已在文献库中的 %Ln 篇论文已根据查询结果补全 — Ctrl+Z 可撤销</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) by identifier</source>
            <translation>
                <numerusform>按标识符添加 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s)</source>
            <translation>
                <numerusform>已添加 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s) — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>已添加 %Ln 篇论文 — Ctrl+Z 可撤销</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Filled in %Ln paper(s) — Ctrl+Z undoes it</source>
            <translation>
                <numerusform>已补全 %Ln 篇论文 — Ctrl+Z 可撤销</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up %Ln paper(s)</source>
            <translation>
                <numerusform>查询 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up stopped after %Ln paper(s); Look up on the same papers goes on with the other {rest}.</source>
            <translation>
                <numerusform>查询在 %Ln 篇论文后停止；对相同论文再次查询会继续处理其余 {rest} 篇。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Look up stopped: %Ln paper(s) were looked up before Cancel.</source>
            <translation>
                <numerusform>查询已停止：取消前已查询 %Ln 篇论文。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Looking up %Ln paper(s) online…</source>
            <translation>
                <numerusform>正在在线查询 %Ln 篇论文…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{added}; %Ln not looked up yet. {why}</source>
            <translation>
                <numerusform>{added}；%Ln 篇尚未查询。{why}</numerusform>
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
            <translation>搜索</translation>
        </message>
        <message>
            <source>Copied the citation key {key}</source>
            <translation>已复制引用键 {key}</translation>
        </message>
        <message>
            <source>This library has no paper {id}.</source>
            <translation>此文献库中没有论文 {id}。</translation>
        </message>
        <message>
            <source>“{title}” has no PDF to open.</source>
            <translation>“{title}”没有可打开的 PDF。</translation>
        </message>
        <message>
            <source>Quoted into the notes.</source>
            <translation>已摘录到笔记中。</translation>
        </message>
    </context>
    <context>
        <name>MarkActions</name>
        <message>
            <source>This paper has no PDF to save a copy of.</source>
            <translation>此论文没有可用来保存副本的 PDF。</translation>
        </message>
        <message>
            <source>Save a copy with marks</source>
            <translation>保存带标注的副本</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF 文件 (*.pdf)</translation>
        </message>
        <message>
            <source>Saving a copy with marks…</source>
            <translation>正在保存带标注的副本…</translation>
        </message>
        <message>
            <source>No copy with marks was saved: {why}</source>
            <translation>未保存带标注的副本：{why}</translation>
        </message>
        <message>
            <source>This paper has no marks to copy.</source>
            <translation>此论文没有可复制的标注。</translation>
        </message>
        <message numerus="yes">
            <source>Copied %Ln mark(s) as Markdown.</source>
            <translation>
                <numerusform>已将 %Ln 条标注复制为 Markdown。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Saved a copy with %Ln mark(s) as {name}</source>
            <translation>
                <numerusform>已将带 %Ln 条标注的副本保存为 {name}</numerusform>
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
            <translation>绿色</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>蓝色</translation>
        </message>
        <message>
            <source>Pink</source>
            <translation>粉色</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>紫色</translation>
        </message>
        <message>
            <source>Mark the text</source>
            <translation>标注文字</translation>
        </message>
        <message>
            <source>Highlight in {colour}</source>
            <translation>用{colour}高亮</translation>
        </message>
        <message>
            <source>Underline</source>
            <translation>下划线</translation>
        </message>
        <message>
            <source>Underline the text (U)</source>
            <translation>给文字加下划线（U）</translation>
        </message>
        <message>
            <source>Note…</source>
            <translation>边注…</translation>
        </message>
        <message>
            <source>A note in the margin beside the text (N)</source>
            <translation>在文字旁的页边添加笔记（N）</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Delete this mark (Delete; Ctrl+Z undoes)</source>
            <translation>删除此标注（Delete；Ctrl+Z 可撤销）</translation>
        </message>
    </context>
    <context>
        <name>MarkList</name>
        <message>
            <source>p. {page}</source>
            <translation>第 {page} 页</translation>
        </message>
        <message>
            <source>{colour} mark on {page}: {text}</source>
            <translation>{page}上的{colour}标注：{text}</translation>
        </message>
        <message>
            <source>Open the PDF at this mark</source>
            <translation>在此标注处打开 PDF</translation>
        </message>
        <message>
            <source>Not found in this file</source>
            <translation>在此文件中未找到</translation>
        </message>
        <message>
            <source>The PDF was replaced and this mark's text is not in the new file, so it is not drawn</source>
            <translation>PDF 已被替换，且新文件中没有此标注的文字，因此不显示该标注</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>标注</translation>
        </message>
        <message>
            <source>Copy as Markdown</source>
            <translation>复制为 Markdown</translation>
        </message>
        <message>
            <source>Copy every mark as a Markdown quote with a link to its page</source>
            <translation>将每条标注复制为 Markdown 引文，并附上指向其页面的链接</translation>
        </message>
        <message>
            <source>Marks ({count})</source>
            <translation>标注（{count}）</translation>
        </message>
    </context>
    <context>
        <name>MarkNoteEditor</name>
        <message>
            <source>The mark's note</source>
            <translation>标注笔记</translation>
        </message>
        <message>
            <source>A note beside this passage (Ctrl+Enter saves)</source>
            <translation>此段文字旁的笔记（Ctrl+Enter 保存）</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
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
            <translation>用 Markdown 写笔记：**粗体**、*斜体*、- 列表、[链接](https://…)</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>笔记</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Paper</source>
            <translation>论文(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Undo an import</source>
            <translation>撤销导入(&amp;U)</translation>
        </message>
        <message>
            <source>Add to &amp;collection</source>
            <translation>添加到合集(&amp;C)</translation>
        </message>
        <message>
            <source>Copy citation &amp;in</source>
            <translation>按样式复制引文(&amp;I)</translation>
        </message>
        <message>
            <source>Copy bibliography entry i&amp;n</source>
            <translation>按样式复制参考文献条目(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>主题(&amp;T)</translation>
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
            <translation>粘贴 BibTeX 或 RIS 条目、CSL-JSON 或链接。
DOI、arXiv ID、PMID 或 ISBN（一个或多个，每行一个）会在添加时在线查询（若首选项允许）；条目根据您粘贴的内容生成。</translation>
        </message>
        <message>
            <source>text</source>
            <translation>文本</translation>
        </message>
        <message>
            <source>New paper</source>
            <translation>新建论文</translation>
        </message>
        <message>
            <source>Ways to add the paper</source>
            <translation>添加论文的方式</translation>
        </message>
        <message>
            <source>Pasted entry or identifier</source>
            <translation>粘贴的条目或标识符</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>粘贴(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Title</source>
            <translation>标题(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Authors</source>
            <translation>作者(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Year</source>
            <translation>年份(&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;Venue</source>
            <translation>出处(&amp;V)</translation>
        </message>
        <message>
            <source>journal or conference</source>
            <translation>期刊或会议</translation>
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
            <translation>链接(&amp;L)</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>摘要</translation>
        </message>
        <message>
            <source>A&amp;bstract</source>
            <translation>摘要(&amp;B)</translation>
        </message>
        <message>
            <source>T&amp;ype it in</source>
            <translation>手动输入(&amp;Y)</translation>
        </message>
        <message>
            <source>Add paper</source>
            <translation>添加论文</translation>
        </message>
        <message>
            <source>Recognised {format}: “{title}”.</source>
            <translation>已识别 {format}：“{title}”。</translation>
        </message>
        <message>
            <source>A paper needs a title or an abstract.</source>
            <translation>论文需要标题或摘要。</translation>
        </message>
        <message numerus="yes">
            <source>%Ln identifier(s): added as they are, marked “not looked up yet” (looking up online is off in Preferences).</source>
            <translation>
                <numerusform>%Ln 个标识符：将按原样添加，并标记为“尚未查询”（首选项中已关闭在线查询）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln identifier(s): looked up online when you add them.</source>
            <translation>
                <numerusform>%Ln 个标识符：添加时将在线查询。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Recognised {format}: “{title}” and %Ln more.</source>
            <translation>
                <numerusform>已识别 {format}：“{title}”及另外 %Ln 篇。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NotOpenedDialog</name>
        <message>
            <source>Could not open</source>
            <translation>无法打开</translation>
        </message>
        <message>
            <source>Could not open the link</source>
            <translation>无法打开链接</translation>
        </message>
        <message>
            <source>No program on this computer opened this file. Its path is below: copy it to open the file yourself.</source>
            <translation>这台电脑上没有程序能打开此文件。下方是它的路径：复制后可自行打开。</translation>
        </message>
        <message>
            <source>No web browser on this computer opened this link. Copy it and paste it into a browser:</source>
            <translation>这台电脑上没有网页浏览器能打开此链接。请复制后粘贴到浏览器中：</translation>
        </message>
        <message>
            <source>Copy path</source>
            <translation>复制路径</translation>
        </message>
        <message>
            <source>Copy link</source>
            <translation>复制链接</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>已复制</translation>
        </message>
    </context>
    <context>
        <name>NoteOffer</name>
        <message>
            <source>Show their version</source>
            <translation>显示对方的版本</translation>
        </message>
        <message>
            <source>Put their note in the editor (Ctrl+Z there brings yours back)</source>
            <translation>将对方的笔记放入编辑器（在编辑器中按 Ctrl+Z 可恢复您的版本）</translation>
        </message>
        <message>
            <source>Keep mine</source>
            <translation>保留我的</translation>
        </message>
        <message>
            <source>Save what you wrote over theirs</source>
            <translation>用您写的内容覆盖对方的</translation>
        </message>
        <message>
            <source>This note was changed on {computer} while you were writing.</source>
            <translation>您编写时，此笔记在 {computer} 上被更改了。</translation>
        </message>
        <message>
            <source>This note was changed elsewhere while you were writing.</source>
            <translation>您编写时，此笔记在别处被更改了。</translation>
        </message>
    </context>
    <context>
        <name>NotesEditor</name>
        <message>
            <source>Notes</source>
            <translation>笔记</translation>
        </message>
        <message>
            <source>Notes save state</source>
            <translation>笔记保存状态</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>编辑</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>预览</translation>
        </message>
        <message>
            <source>Write the notes (n)</source>
            <translation>编写笔记（n）</translation>
        </message>
        <message>
            <source>See the notes rendered</source>
            <translation>查看渲染后的笔记</translation>
        </message>
        <message>
            <source>Notes preview</source>
            <translation>笔记预览</translation>
        </message>
        <message>
            <source>Opening the library…</source>
            <translation>正在打开文献库…</translation>
        </message>
        <message>
            <source>No notes yet. Double-click or press Edit to write some.</source>
            <translation>还没有笔记。双击或点击“编辑”开始编写。</translation>
        </message>
    </context>
    <context>
        <name>Opening</name>
        <message>
            <source>File not opened</source>
            <translation>未打开文件</translation>
        </message>
        <message>
            <source>Read this PDF?</source>
            <translation>要阅读此 PDF 吗？</translation>
        </message>
        <message>
            <source>When Lectern read the text of “{name}”, {why}.</source>
            <translation>Lectern 读取“{name}”的文本时，{why}。</translation>
        </message>
        <message>
            <source>Lectern's reader may stop on it too, and the window with it (what you saved is safe). Your PDF viewer may open it.</source>
            <translation>Lectern 的阅读器也可能在此文件上卡住，连带整个窗口（已保存的内容不受影响）。您的 PDF 查看器或许能打开它。</translation>
        </message>
        <message>
            <source>Read in Lectern anyway</source>
            <translation>仍在 Lectern 中阅读</translation>
        </message>
        <message>
            <source>Open in your viewer</source>
            <translation>在查看器中打开</translation>
        </message>
    </context>
    <context>
        <name>PageView</name>
        <message>
            <source>PDF pages</source>
            <translation>PDF 页面</translation>
        </message>
        <message>
            <source>Page {page}</source>
            <translation>第 {page} 页</translation>
        </message>
    </context>
    <context>
        <name>PaperActions</name>
        <message>
            <source>No DOI, arXiv id or link to copy for the selection.</source>
            <translation>所选论文没有可复制的 DOI、arXiv ID 或链接。</translation>
        </message>
        <message>
            <source>This paper has no DOI, arXiv id, link or attached file to open.</source>
            <translation>此论文没有可打开的 DOI、arXiv ID、链接或附件。</translation>
        </message>
        <message numerus="yes">
            <source>Copied the BibTeX of %Ln paper(s).</source>
            <translation>
                <numerusform>已复制 %Ln 篇论文的 BibTeX。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the link of %Ln paper(s).</source>
            <translation>
                <numerusform>已复制 %Ln 篇论文的链接。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PaperForm</name>
        <message>
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>作者</translation>
        </message>
        <message>
            <source>Ada Lovelace; Alan Turing</source>
            <translation>Ada Lovelace; Alan Turing</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>年份</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>出处</translation>
        </message>
        <message>
            <source>journal, conference or publisher</source>
            <translation>期刊、会议或出版社</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>卷</translation>
        </message>
        <message>
            <source>Issue</source>
            <translation>期</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>页码</translation>
        </message>
        <message>
            <source>arXiv id</source>
            <translation>arXiv ID</translation>
        </message>
        <message>
            <source>Citation key</source>
            <translation>引用键</translation>
        </message>
        <message>
            <source>Entry type</source>
            <translation>条目类型</translation>
        </message>
        <message>
            <source>article, book, inproceedings, …</source>
            <translation>article, book, inproceedings, …</translation>
        </message>
        <message>
            <source>Edit details</source>
            <translation>编辑详细信息</translation>
        </message>
        <message>
            <source>What LaTeX and Pandoc documents cite the paper by; unique in the library. Edit → Regenerate citation key makes it again from the first author, year and title.</source>
            <translation>LaTeX 和 Pandoc 文档引用此论文时所用的键；在文献库中唯一。“编辑 → 重新生成引用键”会根据第一作者、年份和标题重新生成。</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>链接</translation>
        </message>
        <message>
            <source>one per line</source>
            <translation>每行一个</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>local files, one path per line</source>
            <translation>本地文件，每行一个路径</translation>
        </message>
        <message>
            <source>Abstract</source>
            <translation>摘要</translation>
        </message>
        <message>
            <source>Save ({keys})</source>
            <translation>保存（{keys}）</translation>
        </message>
        <message>
            <source>Also recorded: {values}</source>
            <translation>另有记录：{values}</translation>
        </message>
        <message>
            <source>{keys} or {key}</source>
            <translation>{keys} 或 {key}</translation>
        </message>
    </context>
    <context>
        <name>PaperTableModel</name>
        <message>
            <source>{title} (title derived from the abstract)</source>
            <translation>{title}（标题取自摘要）</translation>
        </message>
        <message>
            <source>{title} (title made from its DOI)</source>
            <translation>{title}（标题由其 DOI 生成）</translation>
        </message>
        <message>
            <source>{title} (title made from its arXiv id)</source>
            <translation>{title}（标题由其 arXiv ID 生成）</translation>
        </message>
        <message>
            <source>{title} (title made from its link)</source>
            <translation>{title}（标题由其链接生成）</translation>
        </message>
        <message>
            <source>{title} (title made by Lectern)</source>
            <translation>{title}（标题由 Lectern 生成）</translation>
        </message>
        <message>
            <source>The best match</source>
            <translation>最佳匹配</translation>
        </message>
        <message>
            <source>The {rank}st best match</source>
            <translation>匹配度排名第 {rank}</translation>
        </message>
        <message>
            <source>The {rank}nd best match</source>
            <translation>匹配度排名第 {rank}</translation>
        </message>
        <message>
            <source>The {rank}rd best match</source>
            <translation>匹配度排名第 {rank}</translation>
        </message>
        <message>
            <source>The {rank}th best match</source>
            <translation>匹配度排名第 {rank}</translation>
        </message>
        <message>
            <source>{authors} et al.</source>
            <translation>{authors} 等</translation>
        </message>
        <message>
            <source>Found only in its PDF: the search words are not in its title, abstract or notes</source>
            <translation>仅在其 PDF 中找到：搜索词不在标题、摘要或笔记中</translation>
        </message>
        <message>
            <source>Papers with notes</source>
            <translation>有笔记的论文</translation>
        </message>
        <message>
            <source>Best match first — click to list the results in relevance order</source>
            <translation>最佳匹配在前 — 点击可按相关度列出结果</translation>
        </message>
        <message>
            <source>Not rated</source>
            <translation>未评分</translation>
        </message>
        <message numerus="yes">
            <source>{rating} of %Ln star(s)</source>
            <translation>
                <numerusform>{rating} 星（共 %Ln 星）</numerusform>
            </translation>
        </message>
        <message>
            <source>Has notes</source>
            <translation>有笔记</translation>
        </message>
        <message>
            <source>{title} (title {made_from})</source>
            <translation>{title}（标题 {made_from}）</translation>
        </message>
        <message>
            <source>Not rated — click to rate</source>
            <translation>未评分 — 点击可评分</translation>
        </message>
        <message>
            <source>{rating} of 5 stars — click to rate</source>
            <translation>{rating} 星（满分 5 星）— 点击可评分</translation>
        </message>
        <message>
            <source>Read to page {reached} of {pages}; left at page {page}</source>
            <translation>已读到第 {reached} 页（共 {pages} 页）；停在第 {page} 页</translation>
        </message>
        <message>
            <source>{key} (also cited as {aliases})</source>
            <translation>{key}（也引作 {aliases}）</translation>
        </message>
    </context>
    <context>
        <name>PaperView</name>
        <message>
            <source>Papers</source>
            <translation>论文</translation>
        </message>
    </context>
    <context>
        <name>PassageList</name>
        <message>
            <source>p. {page}</source>
            <translation>第 {page} 页</translation>
        </message>
        <message>
            <source>In the PDF</source>
            <translation>PDF 中</translation>
        </message>
        <message>
            <source>Passages of the PDF that match the search</source>
            <translation>PDF 中与搜索匹配的段落</translation>
        </message>
    </context>
    <context>
        <name>PdfTextReading</name>
        <message>
            <source>Reading PDFs</source>
            <translation>读取 PDF</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <source>Preferences</source>
            <translation>首选项</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>系统语言</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>语言(&amp;L)：</translation>
        </message>
        <message>
            <source>Lectern shows the new language the next time it starts.</source>
            <translation>Lectern 将在下次启动时显示新语言。</translation>
        </message>
        <message>
            <source>Citing</source>
            <translation>引用</translation>
        </message>
        <message>
            <source>Citation style</source>
            <translation>引用样式</translation>
        </message>
        <message>
            <source>Citation &amp;style:</source>
            <translation>引用样式(&amp;S)：</translation>
        </message>
        <message>
            <source>Citation &amp;keys:</source>
            <translation>引用键(&amp;K)：</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>阅读</translation>
        </message>
        <message>
            <source>&amp;Status follows reading in the reader</source>
            <translation>状态随阅读器中的阅读进度变化(&amp;S)</translation>
        </message>
        <message>
            <source>Opening a new or to-read paper's PDF marks it reading; reaching its last page marks it read (each can be undone)</source>
            <translation>在阅读器中打开状态为新或待读的论文的 PDF 时，将其标记为在读；读到最后一页时标记为已读（均可撤销）</translation>
        </message>
        <message>
            <source>Online</source>
            <translation>在线</translation>
        </message>
        <message>
            <source>Look papers &amp;up online when I ask</source>
            <translation>在我要求时在线查询论文(&amp;U)</translation>
        </message>
        <message>
            <source>New paper with a DOI, arXiv id, PMID or ISBN, and Paper → Look up online, ask Crossref, DataCite, arXiv, PubMed or Open Library, sending only the identifier. Off: Lectern never connects.</source>
            <translation>用 DOI、arXiv ID、PMID 或 ISBN 新建论文以及“论文 → 在线查询”会向 Crossref、DataCite、arXiv、PubMed 或 Open Library 查询，只发送标识符。关闭：Lectern 从不联网。</translation>
        </message>
        <message>
            <source>Given to Crossref with each lookup, as it asks, so it answers from its “polite pool”</source>
            <translation>按 Crossref 的要求，每次查询时都会提供给它，以便它从“polite pool”中响应</translation>
        </message>
        <message>
            <source>Contact &amp;e-mail:</source>
            <translation>联系邮箱(&amp;E)：</translation>
        </message>
        <message>
            <source>Styles</source>
            <translation>样式</translation>
        </message>
        <message>
            <source>Citation styles</source>
            <translation>引用样式</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>添加(&amp;A)…</translation>
        </message>
        <message>
            <source>Add a CSL style file (.csl), e.g. from zotero.org/styles</source>
            <translation>添加 CSL 样式文件（.csl），例如来自 zotero.org/styles 的文件</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>移除(&amp;R)</translation>
        </message>
        <message>
            <source>{title}  (comes with Lectern)</source>
            <translation>{title}（Lectern 自带）</translation>
        </message>
        <message>
            <source>{title}  (yours: {file})</source>
            <translation>{title}（您添加的：{file}）</translation>
        </message>
        <message>
            <source>{file}  (not used: {problem})</source>
            <translation>{file}（未使用：{problem}）</translation>
        </message>
        <message>
            <source>CSL citation styles</source>
            <translation>CSL 引用样式</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>所有文件</translation>
        </message>
        <message>
            <source>Add a citation style</source>
            <translation>添加引用样式</translation>
        </message>
        <message>
            <source>Checking the style…</source>
            <translation>正在检查样式…</translation>
        </message>
        <message>
            <source>Not added: {reason}</source>
            <translation>未添加：{reason}</translation>
        </message>
        <message>
            <source>Added {title}.</source>
            <translation>已添加 {title}。</translation>
        </message>
        <message>
            <source>Removed {title}.</source>
            <translation>已移除 {title}。</translation>
        </message>
    </context>
    <context>
        <name>QueueActions</name>
        <message>
            <source>Up next is empty: press q on a paper to add it.</source>
            <translation>阅读队列为空：在论文上按 q 即可加入。</translation>
        </message>
        <message>
            <source>Next paper</source>
            <translation>下一篇论文</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) added to Up next</source>
            <translation>
                <numerusform>已将 %Ln 篇论文加入阅读队列</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) added to the front of Up next</source>
            <translation>
                <numerusform>已将 %Ln 篇论文加到阅读队列最前</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved down in Up next</source>
            <translation>
                <numerusform>已将 %Ln 篇论文在阅读队列中下移</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved in Up next</source>
            <translation>
                <numerusform>已在阅读队列中移动 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved up in Up next</source>
            <translation>
                <numerusform>已将 %Ln 篇论文在阅读队列中上移</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) taken out of Up next</source>
            <translation>
                <numerusform>已将 %Ln 篇论文移出阅读队列</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to Up next</source>
            <translation>
                <numerusform>将 %Ln 篇论文加入阅读队列</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %Ln paper(s) to the front of Up next</source>
            <translation>
                <numerusform>将 %Ln 篇论文加到阅读队列最前</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) down in Up next</source>
            <translation>
                <numerusform>将 %Ln 篇论文在阅读队列中下移</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) in Up next</source>
            <translation>
                <numerusform>在阅读队列中移动 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) up in Up next</source>
            <translation>
                <numerusform>将 %Ln 篇论文在阅读队列中上移</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take %Ln paper(s) out of Up next</source>
            <translation>
                <numerusform>将 %Ln 篇论文移出阅读队列</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reader</name>
        <message>
            <source>Reader</source>
            <translation>阅读器</translation>
        </message>
        <message>
            <source>Why the PDF is not shown</source>
            <translation>PDF 未显示的原因</translation>
        </message>
        <message>
            <source>The paper being read</source>
            <translation>正在阅读的论文</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>页码</translation>
        </message>
        <message>
            <source>&amp;Go to</source>
            <translation>转到(&amp;G)</translation>
        </message>
        <message>
            <source>Go to page</source>
            <translation>转到页面</translation>
        </message>
        <message>
            <source>Go to a page (Ctrl+G)</source>
            <translation>转到页面（Ctrl+G）</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>缩小</translation>
        </message>
        <message>
            <source>Zoom out (Ctrl+-)</source>
            <translation>缩小（Ctrl+-）</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>放大</translation>
        </message>
        <message>
            <source>Zoom in (Ctrl++)</source>
            <translation>放大（Ctrl++）</translation>
        </message>
        <message>
            <source>Fit the page to the width (Ctrl+0)</source>
            <translation>页面适合宽度（Ctrl+0）</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>适合宽度</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>查找</translation>
        </message>
        <message>
            <source>Find in this PDF (Ctrl+F)</source>
            <translation>在此 PDF 中查找（Ctrl+F）</translation>
        </message>
        <message>
            <source>Quote</source>
            <translation>摘录</translation>
        </message>
        <message>
            <source>Quote the selected text into the notes (Ctrl+Shift+Q)</source>
            <translation>将选中的文字摘录到笔记中（Ctrl+Shift+Q）</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Back to the list; Lectern keeps the page (Esc)</source>
            <translation>返回列表；Lectern 会记住页码（Esc）</translation>
        </message>
        <message>
            <source>Opening…</source>
            <translation>正在打开…</translation>
        </message>
        <message>
            <source>{problem}

{path}

Press Esc to go back.</source>
            <translation>{problem}

{path}

按 Esc 返回。</translation>
        </message>
        <message>
            <source>Page {page} of {pages}</source>
            <translation>第 {page} 页，共 {pages} 页</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <translation>{percent}%</translation>
        </message>
        <message>
            <source>Select some text with the mouse first, then quote it.</source>
            <translation>请先用鼠标选中文字，再摘录。</translation>
        </message>
        <message>
            <source>The PDF is still being read; mark it again.</source>
            <translation>PDF 仍在读取中；请重新标注。</translation>
        </message>
    </context>
    <context>
        <name>ReaderMarks</name>
        <message>
            <source>Find the marks again in a replaced PDF</source>
            <translation>在替换后的 PDF 中重新查找标注</translation>
        </message>
        <message>
            <source>Highlight a passage</source>
            <translation>高亮一段文字</translation>
        </message>
        <message>
            <source>Highlighted on page {page}</source>
            <translation>已在第 {page} 页高亮</translation>
        </message>
        <message>
            <source>Underline a passage</source>
            <translation>给一段文字加下划线</translation>
        </message>
        <message>
            <source>Underlined on page {page}</source>
            <translation>已在第 {page} 页加下划线</translation>
        </message>
        <message>
            <source>Add a margin note</source>
            <translation>添加边注</translation>
        </message>
        <message>
            <source>Margin note added on page {page}</source>
            <translation>已在第 {page} 页添加边注</translation>
        </message>
        <message>
            <source>Recolour a mark</source>
            <translation>更改标注颜色</translation>
        </message>
        <message>
            <source>Change a mark</source>
            <translation>更改标注</translation>
        </message>
        <message>
            <source>Edit a mark's note</source>
            <translation>编辑标注笔记</translation>
        </message>
        <message>
            <source>Delete a mark</source>
            <translation>删除标注</translation>
        </message>
        <message>
            <source>Mark deleted</source>
            <translation>标注已删除</translation>
        </message>
    </context>
    <context>
        <name>ReadingStatsDialog</name>
        <message>
            <source>Reading stats</source>
            <translation>阅读统计</translation>
        </message>
        <message>
            <source>read this week</source>
            <translation>本周已读</translation>
        </message>
        <message>
            <source>to read</source>
            <translation>待读</translation>
        </message>
        <message>
            <source>reading</source>
            <translation>在读</translation>
        </message>
        <message>
            <source>days to read (median)</source>
            <translation>读完所需天数（中位数）</translation>
        </message>
        <message>
            <source>Papers finished per week</source>
            <translation>每周读完的论文</translation>
        </message>
        <message>
            <source>Papers opened per week</source>
            <translation>每周打开的论文</translation>
        </message>
        <message>
            <source>To-read backlog</source>
            <translation>待读积压</translation>
        </message>
        <message numerus="yes">
            <source>read in %Ln week(s)</source>
            <translation>
                <numerusform>%Ln 周内已读</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RebuildProgress</name>
        <message>
            <source>Rebuilding the search index…</source>
            <translation>正在重建搜索索引…</translation>
        </message>
        <message numerus="yes">
            <source>Rebuilding the search index… {done} of %Ln paper(s)</source>
            <translation>
                <numerusform>正在重建搜索索引… {done} / %Ln 篇论文</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RecordBanner</name>
        <message>
            <source>{author} et al.</source>
            <translation>{author} 等</translation>
        </message>
        <message>
            <source>Restore</source>
            <translation>恢复</translation>
        </message>
        <message>
            <source>Merge into this paper</source>
            <translation>合并到此论文</translation>
        </message>
        <message>
            <source>Keep every value and note of all of them in this one (Ctrl+Z undoes it)</source>
            <translation>将所有论文的每个值和笔记都保留到这一篇中（Ctrl+Z 可撤销）</translation>
        </message>
        <message>
            <source>Not duplicates</source>
            <translation>并非重复</translation>
        </message>
        <message>
            <source>They are different works: stop listing them</source>
            <translation>它们是不同的作品：不再列出</translation>
        </message>
        <message>
            <source>&lt;b&gt;In the Trash&lt;/b&gt; since {when}. It is left out of searches until you restore it.</source>
            <translation>自 {when} 起&lt;b&gt;位于回收站&lt;/b&gt;。恢复之前不会出现在搜索结果中。</translation>
        </message>
        <message numerus="yes">
            <source>… and %Ln more</source>
            <translation>
                <numerusform>…以及另外 %Ln 篇</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Possible duplicate&lt;/b&gt; ({reasons}) of:</source>
            <translation>可能与以下论文&lt;b&gt;重复&lt;/b&gt;（{reasons}）：</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{done} — Ctrl+Z undoes it</source>
            <translation>{done} — Ctrl+Z 可撤销</translation>
        </message>
        <message>
            <source>Delete for good…</source>
            <translation>永久删除…</translation>
        </message>
        <message>
            <source>Take out of Up next</source>
            <translation>移出阅读队列</translation>
        </message>
        <message>
            <source>Move to &amp;Trash</source>
            <translation>移到回收站(&amp;T)</translation>
        </message>
        <message>
            <source>That paper is already in the library; nothing was added.</source>
            <translation>该论文已在文献库中；未添加任何内容。</translation>
        </message>
        <message>
            <source>Add a paper</source>
            <translation>添加论文</translation>
        </message>
        <message>
            <source>Attach files to the paper</source>
            <translation>为论文添加附件</translation>
        </message>
        <message>
            <source>The citation key {old} is now {new}</source>
            <translation>引用键 {old} 已改为 {new}</translation>
        </message>
        <message>
            <source>{key} is the key the pattern makes already; nothing changed.</source>
            <translation>{key} 已是按规则生成的键；未做更改。</translation>
        </message>
        <message>
            <source>Edit paper details</source>
            <translation>编辑论文详细信息</translation>
        </message>
        <message>
            <source>Paper details saved</source>
            <translation>论文详细信息已保存</translation>
        </message>
        <message>
            <source>Delete for good</source>
            <translation>永久删除</translation>
        </message>
        <message>
            <source>The Trash is empty.</source>
            <translation>回收站是空的。</translation>
        </message>
        <message>
            <source>Empty Trash</source>
            <translation>清空回收站</translation>
        </message>
        <message>
            <source>Empty the Trash</source>
            <translation>清空回收站</translation>
        </message>
        <message>
            <source>Mark as not duplicates</source>
            <translation>标记为并非重复</translation>
        </message>
        <message>
            <source>Reading the imports…</source>
            <translation>正在读取导入记录…</translation>
        </message>
        <message>
            <source>No imports to undo</source>
            <translation>没有可撤销的导入</translation>
        </message>
        <message numerus="yes">
            <source>%Ln citation key(s) made again, {kept} already the pattern's</source>
            <translation>
                <numerusform>已重新生成 %Ln 个引用键，{kept} 个已符合规则</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln file(s) attached (Lectern keeps the path only)</source>
            <translation>
                <numerusform>已添加 %Ln 个附件（Lectern 只保存路径）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) deleted</source>
            <translation>
                <numerusform>已删除 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) marked as different works</source>
            <translation>
                <numerusform>已将 %Ln 篇论文标记为不同作品</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) merged into one; every value and note kept</source>
            <translation>
                <numerusform>已将 %Ln 篇论文合并为一篇；保留了所有值和笔记</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) moved to the Trash</source>
            <translation>
                <numerusform>已将 %Ln 篇论文移到回收站</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) restored from the Trash</source>
            <translation>
                <numerusform>已从回收站恢复 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %Ln paper(s)</source>
            <translation>
                <numerusform>已添加 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Attach %Ln file(s)</source>
            <translation>
                <numerusform>添加 %Ln 个附件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) and their notes for good?</source>
            <translation>
                <numerusform>要永久删除 %Ln 篇论文及其笔记吗？</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln paper(s) for good</source>
            <translation>
                <numerusform>永久删除 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete the %Ln paper(s) in the Trash, and their notes, for good?</source>
            <translation>
                <numerusform>要永久删除回收站中的 %Ln 篇论文及其笔记吗？</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Import undone: %Ln paper(s) moved to the Trash</source>
            <translation>
                <numerusform>已撤销导入：%Ln 篇论文已移到回收站</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Merge %Ln paper(s)</source>
            <translation>
                <numerusform>合并 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %Ln paper(s) to the Trash</source>
            <translation>
                <numerusform>将 %Ln 篇论文移到回收站</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Regenerate the citation key of %Ln paper(s)</source>
            <translation>
                <numerusform>重新生成 %Ln 篇论文的引用键</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Restore %Ln paper(s)</source>
            <translation>
                <numerusform>恢复 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The Trash is empty: %Ln paper(s) deleted</source>
            <translation>
                <numerusform>回收站已清空：删除了 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC</source>
            <translation>
                <numerusform>{name} — 添加了 %Ln 篇论文，{when} UTC</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} — %Ln paper(s) added, {when} UTC (undone)</source>
            <translation>
                <numerusform>{name} — 添加了 %Ln 篇论文，{when} UTC（已撤销）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RelatedList</name>
        <message>
            <source>Untitled</source>
            <translation>无标题</translation>
        </message>
        <message>
            <source>{author} et al.</source>
            <translation>{author} 等</translation>
        </message>
        <message>
            <source>Related papers</source>
            <translation>相关论文</translation>
        </message>
        <message>
            <source>Finding related papers…</source>
            <translation>正在查找相关论文…</translation>
        </message>
        <message>
            <source>No closely related papers in your library.</source>
            <translation>您的文献库中没有密切相关的论文。</translation>
        </message>
    </context>
    <context>
        <name>RenderThread</name>
        <message>
            <source>This file is damaged, so Lectern cannot show it.</source>
            <translation>此文件已损坏，Lectern 无法显示。</translation>
        </message>
    </context>
    <context>
        <name>SafeTextBrowser</name>
        <message>
            <source>[image: {name}]</source>
            <translation>[图片：{name}]</translation>
        </message>
        <message>
            <source>Read page {page} in Lectern</source>
            <translation>在 Lectern 中阅读第 {page} 页</translation>
        </message>
        <message>
            <source>Not opened (not a web link): {link}</source>
            <translation>未打开（不是网页链接）：{link}</translation>
        </message>
    </context>
    <context>
        <name>SaveState</name>
        <message>
            <source>Saving…</source>
            <translation>正在保存…</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>已保存</translation>
        </message>
        <message>
            <source>Not saved — retrying</source>
            <translation>未保存 — 正在重试</translation>
        </message>
    </context>
    <context>
        <name>Scope</name>
        <message>
            <source>All papers</source>
            <translation>所有论文</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>阅读队列</translation>
        </message>
        <message>
            <source>Recently read</source>
            <translation>最近阅读</translation>
        </message>
        <message>
            <source>Starred</source>
            <translation>已评星</translation>
        </message>
        <message>
            <source>Recommended</source>
            <translation>推荐</translation>
        </message>
        <message>
            <source>Possible duplicates</source>
            <translation>可能重复</translation>
        </message>
        <message>
            <source>Trash</source>
            <translation>回收站</translation>
        </message>
    </context>
    <context>
        <name>SearchBox</name>
        <message>
            <source>Search titles, authors, abstracts, notes…   ( / )</source>
            <translation>搜索标题、作者、摘要、笔记…   ( / )</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>搜索</translation>
        </message>
        <message>
            <source>Search syntax</source>
            <translation>搜索语法</translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>清除搜索</translation>
        </message>
    </context>
    <context>
        <name>SearchNotice</name>
        <message>
            <source>Clear search</source>
            <translation>清除搜索</translation>
        </message>
        <message>
            <source>Show every paper of this view</source>
            <translation>显示此视图中的所有论文</translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in Up next match “{words}”</source>
            <translation>
                <numerusform>阅读队列的 %Ln 篇论文中没有匹配“{words}”的</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in the Trash match “{words}”</source>
            <translation>
                <numerusform>回收站的 %Ln 篇论文中没有匹配“{words}”的</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln paper(s) in {view} match “{words}”</source>
            <translation>
                <numerusform>{view}的 %Ln 篇论文中没有匹配“{words}”的</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln possible duplicate(s) match “{words}”</source>
            <translation>
                <numerusform>%Ln 篇可能重复的论文中没有匹配“{words}”的</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recently read paper(s) match “{words}”</source>
            <translation>
                <numerusform>%Ln 篇最近阅读的论文中没有匹配“{words}”的</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>None of the %Ln recommended paper(s) match “{words}”</source>
            <translation>
                <numerusform>%Ln 篇推荐论文中没有匹配“{words}”的</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next match “{words}”</source>
            <translation>
                <numerusform>阅读队列的 %Ln 篇论文中有 {shown} 篇匹配“{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in Up next matches “{words}”</source>
            <translation>
                <numerusform>阅读队列的 %Ln 篇论文中有 {shown} 篇匹配“{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash match “{words}”</source>
            <translation>
                <numerusform>回收站的 %Ln 篇论文中有 {shown} 篇匹配“{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in the Trash matches “{words}”</source>
            <translation>
                <numerusform>回收站的 %Ln 篇论文中有 {shown} 篇匹配“{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} match “{words}”</source>
            <translation>
                <numerusform>{view}的 %Ln 篇论文中有 {shown} 篇匹配“{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln paper(s) in {view} matches “{words}”</source>
            <translation>
                <numerusform>{view}的 %Ln 篇论文中有 {shown} 篇匹配“{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) match “{words}”</source>
            <translation>
                <numerusform>%Ln 篇可能重复的论文中有 {shown} 篇匹配“{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln possible duplicate(s) matches “{words}”</source>
            <translation>
                <numerusform>%Ln 篇可能重复的论文中有 {shown} 篇匹配“{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) match “{words}”</source>
            <translation>
                <numerusform>%Ln 篇最近阅读的论文中有 {shown} 篇匹配“{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recently read paper(s) matches “{words}”</source>
            <translation>
                <numerusform>%Ln 篇最近阅读的论文中有 {shown} 篇匹配“{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) match “{words}”</source>
            <translation>
                <numerusform>%Ln 篇推荐论文中有 {shown} 篇匹配“{words}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln recommended paper(s) matches “{words}”</source>
            <translation>
                <numerusform>%Ln 篇推荐论文中有 {shown} 篇匹配“{words}”</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SelectionPanel</name>
        <message numerus="yes">
            <source>%Ln paper(s) selected</source>
            <translation>
                <numerusform>已选择 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln rated</source>
            <translation>
                <numerusform>已评分：%Ln 篇</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln New</source>
            <translation>
                <numerusform>新：%Ln 篇</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln To read</source>
            <translation>
                <numerusform>待读：%Ln 篇</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Reading</source>
            <translation>
                <numerusform>在读：%Ln 篇</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Read</source>
            <translation>
                <numerusform>已读：%Ln 篇</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln Dropped</source>
            <translation>
                <numerusform>已放弃：%Ln 篇</numerusform>
            </translation>
        </message>
        <message>
            <source>Mark every selected paper as new ({key})</source>
            <translation>将所选论文全部标记为新（{key}）</translation>
        </message>
        <message>
            <source>Mark every selected paper as to read ({key})</source>
            <translation>将所选论文全部标记为待读（{key}）</translation>
        </message>
        <message>
            <source>Mark every selected paper as reading ({key})</source>
            <translation>将所选论文全部标记为在读（{key}）</translation>
        </message>
        <message>
            <source>Mark every selected paper as read ({key})</source>
            <translation>将所选论文全部标记为已读（{key}）</translation>
        </message>
        <message>
            <source>Mark every selected paper as dropped ({key})</source>
            <translation>将所选论文全部标记为已放弃（{key}）</translation>
        </message>
        <message>
            <source>Mark selected as New</source>
            <translation>将所选标记为新</translation>
        </message>
        <message>
            <source>Mark selected as To read</source>
            <translation>将所选标记为待读</translation>
        </message>
        <message>
            <source>Mark selected as Reading</source>
            <translation>将所选标记为在读</translation>
        </message>
        <message>
            <source>Mark selected as Read</source>
            <translation>将所选标记为已读</translation>
        </message>
        <message>
            <source>Mark selected as Dropped</source>
            <translation>将所选标记为已放弃</translation>
        </message>
        <message>
            <source>What you do here applies to every selected paper, and Ctrl+Z undoes it.</source>
            <translation>此处的操作会应用于所有所选论文，Ctrl+Z 可撤销。</translation>
        </message>
        <message>
            <source>Mark as</source>
            <translation>标记为</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>清除</translation>
        </message>
        <message>
            <source>Clear the rating of every selected paper</source>
            <translation>清除所选论文的全部评分</translation>
        </message>
        <message>
            <source>Tag</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Add tags to all, comma-separated, then Enter</source>
            <translation>为全部添加标签，用逗号分隔，然后按 Enter</translation>
        </message>
        <message>
            <source>Add tags to the selected papers</source>
            <translation>为所选论文添加标签</translation>
        </message>
        <message>
            <source>Also</source>
            <translation>其他</translation>
        </message>
        <message>
            <source>Add to collection</source>
            <translation>添加到合集</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
        <message>
            <source>or</source>
            <translation>或</translation>
        </message>
    </context>
    <context>
        <name>Sidebar</name>
        <message>
            <source>Library</source>
            <translation>文献库</translation>
        </message>
        <message>
            <source>Starred</source>
            <translation>已评星</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Collections</source>
            <translation>合集</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>保存的搜索</translation>
        </message>
        <message>
            <source>For you</source>
            <translation>为您推荐</translation>
        </message>
        <message>
            <source>(no collection)</source>
            <translation>（无合集）</translation>
        </message>
        <message>
            <source>Library views</source>
            <translation>文献库视图</translation>
        </message>
        <message>
            <source>Your reading queue, next first: q adds a paper, Ctrl+Enter opens it</source>
            <translation>您的阅读队列，下一篇在最前：按 q 加入论文，按 Ctrl+Enter 打开</translation>
        </message>
        <message>
            <source>The last 50 papers you read in Lectern, the most recent first</source>
            <translation>您在 Lectern 中最近阅读的 50 篇论文，最新的在前</translation>
        </message>
        <message>
            <source>Papers that might be the same work: merge them, or say they differ</source>
            <translation>可能是同一作品的论文：将它们合并，或标记为不同</translation>
        </message>
        <message>
            <source>Deleted papers, until you empty the Trash; Restore brings one back</source>
            <translation>已删除的论文，保留到清空回收站为止；“恢复”可将其找回</translation>
        </message>
        <message>
            <source>Papers most like your starred ones that you have not read</source>
            <translation>与您评过星的论文最相似、而您尚未读过的论文</translation>
        </message>
        <message>
            <source>Save search</source>
            <translation>保存搜索</translation>
        </message>
        <message>
            <source>Name for this search:</source>
            <translation>此搜索的名称：</translation>
        </message>
        <message>
            <source>Rename saved search</source>
            <translation>重命名保存的搜索</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>新名称：</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>重命名…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Delete collection (its papers stay; the ones inside move up)</source>
            <translation>删除合集（其中的论文保留；子合集上移一级）</translation>
        </message>
        <message>
            <source>Delete collection (its papers stay)</source>
            <translation>删除合集（其中的论文保留）</translation>
        </message>
        <message>
            <source>Move to…</source>
            <translation>移到…</translation>
        </message>
        <message>
            <source>Merge into…</source>
            <translation>合并到…</translation>
        </message>
        <message>
            <source>New collection inside…</source>
            <translation>在其中新建合集…</translation>
        </message>
        <message>
            <source>New collection…</source>
            <translation>新建合集…</translation>
        </message>
        <message>
            <source>Empty Trash…</source>
            <translation>清空回收站…</translation>
        </message>
        <message>
            <source>Save current search…</source>
            <translation>保存当前搜索…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln star(s) and up</source>
            <translation>
                <numerusform>%Ln 星及以上</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StarRating</name>
        <message>
            <source>Rating</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>Rate this paper: click a star; click it again to clear</source>
            <translation>为此论文评分：点击星星；再次点击可清除</translation>
        </message>
        <message numerus="yes">
            <source>{rating} of %Ln star(s)</source>
            <translation>
                <numerusform>{rating} 星（共 %Ln 星）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Cannot open the library</source>
            <translation>无法打开文献库</translation>
        </message>
        <message>
            <source>Library in use</source>
            <translation>文献库正在使用中</translation>
        </message>
        <message>
            <source>{problem}

Another program (perhaps `lectern import` in a terminal, or Lectern on another account) is writing to this library. Close it and start Lectern again.</source>
            <translation>{problem}

另一个程序（可能是终端中的 `lectern import`，或其他账户下的 Lectern）正在写入此文献库。请关闭它，然后重新启动 Lectern。</translation>
        </message>
        <message>
            <source>Library damaged</source>
            <translation>文献库已损坏</translation>
        </message>
        <message>
            <source>{problem}

Lectern keeps rolling backups in {backups}. `lectern check` in a terminal shows what is wrong.</source>
            <translation>{problem}

Lectern 在 {backups} 中保存滚动备份。在终端中运行 `lectern check` 可查看问题所在。</translation>
        </message>
        <message>
            <source>Lectern cannot use the folder {folder}: {reason}.

Check that the folder exists and that you may write to it, or start Lectern with --library pointing at another folder.</source>
            <translation>Lectern 无法使用文件夹 {folder}：{reason}。

请检查该文件夹是否存在、您是否有写入权限，或使用 --library 指定另一个文件夹来启动 Lectern。</translation>
        </message>
        <message>
            <source>Opening {folder} failed unexpectedly ({error}: {problem}).</source>
            <translation>打开 {folder} 时意外失败（{error}：{problem}）。</translation>
        </message>
        <message>
            <source>Lectern is already open on {folder}: its window is brought forward.</source>
            <translation>Lectern 已在 {folder} 上打开：其窗口已移到最前。</translation>
        </message>
        <message>
            <source>Log file: {path}</source>
            <translation>日志文件：{path}</translation>
        </message>
        <message>
            <source>Your library was upgraded for this version of Lectern; the files as they were are kept in its backups folder.</source>
            <translation>您的文献库已针对此版本的 Lectern 升级；原来的文件保存在其备份文件夹中。</translation>
        </message>
        <message>
            <source>Lectern repaired your library</source>
            <translation>Lectern 修复了您的文献库</translation>
        </message>
        <message>
            <source>The sample could not be loaded</source>
            <translation>无法加载示例</translation>
        </message>
        <message numerus="yes">
            <source>Lectern is already open on {folder}: %Ln file(s) handed to its window to import.</source>
            <translation>
                <numerusform>Lectern 已在 {folder} 上打开：已将 %Ln 个文件交给其窗口导入。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>New</source>
            <translation>新</translation>
        </message>
        <message>
            <source>To read</source>
            <translation>待读</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>在读</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>已读</translation>
        </message>
        <message>
            <source>Dropped</source>
            <translation>已放弃</translation>
        </message>
        <message>
            <source>Mark as new</source>
            <translation>标记为新</translation>
        </message>
        <message>
            <source>Mark as to read</source>
            <translation>标记为待读</translation>
        </message>
        <message>
            <source>Mark as reading</source>
            <translation>标记为在读</translation>
        </message>
        <message>
            <source>Mark as read</source>
            <translation>标记为已读</translation>
        </message>
        <message>
            <source>Mark as dropped</source>
            <translation>标记为已放弃</translation>
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message>
            <source>{task}…</source>
            <translation>正在{task}…</translation>
        </message>
        <message>
            <source>{task}… {done} of {total}</source>
            <translation>正在{task}… {done}/{total}</translation>
        </message>
        <message>
            <source>{action}: on</source>
            <translation>{action}：开</translation>
        </message>
        <message>
            <source>{action}: off</source>
            <translation>{action}：关</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s)  ·  {to_read} to read  ·  {read_this_week} read this week</source>
            <translation>
                <numerusform>%Ln 篇论文  ·  待读 {to_read}  ·  本周已读 {read_this_week}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: %Ln paper(s)</source>
            <translation>
                <numerusform>{view}：%Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{view}: {shown} of %Ln paper(s)</source>
            <translation>
                <numerusform>{view}：{shown} / %Ln 篇论文</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatusSelector</name>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Reading status (u, t, r, d, x)</source>
            <translation>阅读状态（u、t、r、d、x）</translation>
        </message>
        <message>
            <source>{action} ({key})</source>
            <translation>{action}（{key}）</translation>
        </message>
        <message>
            <source>Status {status}</source>
            <translation>状态：{status}</translation>
        </message>
    </context>
    <context>
        <name>SyncWatcher</name>
        <message>
            <source>{first} and {second}</source>
            <translation>{first}和{second}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) updated from your other devices</source>
            <translation>
                <numerusform>已从您的其他设备更新 %Ln 篇论文</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln paper(s) updated from {devices}</source>
            <translation>
                <numerusform>已从 {devices} 更新 %Ln 篇论文</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SyntaxHelp</name>
        <message>
            <source>papers with these words; those with all of them first</source>
            <translation>包含这些词的论文；包含全部词的排在前面</translation>
        </message>
        <message>
            <source>the words in a row</source>
            <translation>连续出现的这些词</translation>
        </message>
        <message>
            <source>one field: title, author, abstract, notes, tag, venue, collection</source>
            <translation>单个字段：title、author、abstract、notes、tag、venue、collection</translation>
        </message>
        <message>
            <source>an author's name</source>
            <translation>作者姓名</translation>
        </message>
        <message>
            <source>your own notes</source>
            <translation>您自己的笔记</translation>
        </message>
        <message>
            <source>papers you tagged</source>
            <translation>您添加过标签的论文</translation>
        </message>
        <message>
            <source>the text of the attached PDFs alone (plain words search it too)</source>
            <translation>仅搜索 PDF 附件的文本（普通搜索词也会搜索它）</translation>
        </message>
        <message>
            <source>a citation key or alias; type:book, publisher:"MIT Press", isbn: …</source>
            <translation>引用键或别名；type:book、publisher:"MIT Press"、isbn: …</translation>
        </message>
        <message>
            <source>new, to-read, reading, read, dropped (or several: reading,to-read)</source>
            <translation>new、to-read、reading、read、dropped（或多个：reading,to-read）</translation>
        </message>
        <message>
            <source>preprints a lookup found published</source>
            <translation>查询发现已发表的预印本</translation>
        </message>
        <message>
            <source>the passages you marked and their notes</source>
            <translation>您标注过的段落及其笔记</translation>
        </message>
        <message>
            <source>a mark of that colour (green, blue, pink, purple); has:marks</source>
            <translation>该颜色的标注（green、blue、pink、purple）；has:marks</translation>
        </message>
        <message>
            <source>four stars or more (rating:5, rating:&lt;3 …)</source>
            <translation>四星及以上（rating:5、rating:&lt;3 …）</translation>
        </message>
        <message>
            <source>a range of years (year:&gt;=2020 …)</source>
            <translation>年份范围（year:&gt;=2020 …）</translation>
        </message>
        <message>
            <source>when you added it: added:2026-11, added:&lt;7d, modified:today</source>
            <translation>添加时间：added:2026-11、added:&lt;7d、modified:today</translation>
        </message>
        <message>
            <source>either word; AND, NOT, -word and (parentheses) work too</source>
            <translation>任一词；也支持 AND、NOT、-词 和 (括号)</translation>
        </message>
        <message>
            <source>words starting with optim</source>
            <translation>以 optim 开头的词</translation>
        </message>
        <message>
            <source>close spellings (one or two typos)</source>
            <translation>相近拼写（一到两处拼写错误）</translation>
        </message>
        <message>
            <source>Search syntax</source>
            <translation>搜索语法</translation>
        </message>
        <message>
            <source>Press &lt;b&gt;/&lt;/b&gt; or &lt;b&gt;Ctrl+F&lt;/b&gt; to search, &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Esc&lt;/b&gt; to go back to the list.</source>
            <translation>按 &lt;b&gt;/&lt;/b&gt; 或 &lt;b&gt;Ctrl+F&lt;/b&gt; 搜索，按 &lt;b&gt;Enter&lt;/b&gt; 或 &lt;b&gt;Esc&lt;/b&gt; 返回列表。</translation>
        </message>
    </context>
    <context>
        <name>TagChip</name>
        <message>
            <source>Remove the tag “{tag}”</source>
            <translation>移除标签“{tag}”</translation>
        </message>
        <message>
            <source>Remove tag {tag}</source>
            <translation>移除标签 {tag}</translation>
        </message>
    </context>
    <context>
        <name>TagsEditor</name>
        <message>
            <source>Add tags…</source>
            <translation>添加标签…</translation>
        </message>
        <message>
            <source>Type a tag and press Enter; separate several with commas</source>
            <translation>输入标签后按 Enter；多个标签用逗号分隔</translation>
        </message>
        <message>
            <source>Add tags</source>
            <translation>添加标签</translation>
        </message>
    </context>
    <context>
        <name>Task</name>
        <message>
            <source>Exporting</source>
            <translation>导出</translation>
        </message>
        <message>
            <source>Undoing a change</source>
            <translation>撤销更改</translation>
        </message>
        <message>
            <source>Saving notes</source>
            <translation>保存笔记</translation>
        </message>
        <message>
            <source>Saving the search</source>
            <translation>保存搜索</translation>
        </message>
        <message>
            <source>Renaming the search</source>
            <translation>重命名搜索</translation>
        </message>
        <message>
            <source>Deleting the search</source>
            <translation>删除搜索</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <source>System</source>
            <translation>跟随系统</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>浅色</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>深色</translation>
        </message>
    </context>
    <context>
        <name>Timeline</name>
        <message>
            <source>Added {date}</source>
            <translation>{date} 添加</translation>
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
            <translation>“标记后跳到下一篇”已开启（在“论文”菜单或状态栏按钮中切换）。开启时，只有标记键 t、r、d、x 和 u 会跳到下一篇论文；星级键 1–5 和 0 始终停留在当前论文，因此请先评分，再标记。</translation>
        </message>
        <message>
            <source>Advance after marking is off (Paper menu, or the button in the status bar). When it is on, only the marks t, r, d, x and u move on to the next paper; stars 1–5 and 0 always stay on the paper, so rate first, then mark.</source>
            <translation>“标记后跳到下一篇”已关闭（在“论文”菜单或状态栏按钮中切换）。开启时，只有标记键 t、r、d、x 和 u 会跳到下一篇论文；星级键 1–5 和 0 始终停留在当前论文，因此请先评分，再标记。</translation>
        </message>
    </context>
    <context>
        <name>Unreadable</name>
        <message>
            <source>The file is not there any more: {path}</source>
            <translation>文件已不存在：{path}</translation>
        </message>
        <message>
            <source>The file could not be read ({reason}).</source>
            <translation>无法读取文件（{reason}）。</translation>
        </message>
        <message>
            <source>This PDF has no pages.</source>
            <translation>此 PDF 没有页面。</translation>
        </message>
        <message>
            <source>This PDF is protected by a password, and Lectern cannot open such files.</source>
            <translation>此 PDF 受密码保护，Lectern 无法打开此类文件。</translation>
        </message>
        <message>
            <source>This PDF is encrypted in a way Lectern cannot read.</source>
            <translation>此 PDF 的加密方式 Lectern 无法读取。</translation>
        </message>
        <message>
            <source>This file is damaged or is not a PDF, so Lectern cannot show it.</source>
            <translation>此文件已损坏或不是 PDF，Lectern 无法显示。</translation>
        </message>
    </context>
    <context>
        <name>UserGuide</name>
        <message>
            <source>User guide</source>
            <translation>用户指南</translation>
        </message>
        <message>
            <source>This copy of Lectern has no user guide.</source>
            <translation>此 Lectern 副本不含用户指南。</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>后退</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>前进</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>目录</translation>
        </message>
        <message>
            <source>Contents of the user guide</source>
            <translation>用户指南目录</translation>
        </message>
        <message>
            <source>Page of the user guide</source>
            <translation>用户指南页面</translation>
        </message>
        <message>
            <source>No browser opened {link}</source>
            <translation>未能用浏览器打开 {link}</translation>
        </message>
        <message>
            <source>Not part of the guide in the app: {link}</source>
            <translation>不属于应用内指南：{link}</translation>
        </message>
        <message>
            <source>{page} — User guide</source>
            <translation>{page} — 用户指南</translation>
        </message>
    </context>
    <context>
        <name>ViewActions</name>
        <message>
            <source>{column} (none in this list)</source>
            <translation>{column}（此列表中没有）</translation>
        </message>
    </context>
    <context>
        <name>WatchedFoldersDialog</name>
        <message>
            <source>Watched folders</source>
            <translation>监视文件夹</translation>
        </message>
        <message>
            <source>A new PDF in these folders, or in their subfolders, is imported once it has finished downloading, into no collection. The PDFs a folder holds when you add it are left alone.</source>
            <translation>这些文件夹及其子文件夹中的新 PDF 下载完成后即会导入，不放入任何合集。添加文件夹时其中已有的 PDF 不会被处理。</translation>
        </message>
        <message>
            <source>&amp;Add folder…</source>
            <translation>添加文件夹(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>移除(&amp;R)</translation>
        </message>
        <message>
            <source>Watch a folder</source>
            <translation>监视文件夹</translation>
        </message>
    </context>
    <context>
        <name>WeekChart</name>
        <message>
            <source>, </source>
            <comment>separates the items of a list</comment>
            <translation>；</translation>
        </message>
        <message>
            <source>week of {date}: {count}</source>
            <translation>{date} 当周：{count}</translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln finished</source>
            <translation>
                <numerusform>{date} 当周：读完 %Ln 篇</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln opened in Lectern</source>
            <translation>
                <numerusform>{date} 当周：在 Lectern 中打开 %Ln 篇</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Week of {date}: %Ln to read at the end of the week</source>
            <translation>
                <numerusform>{date} 当周：周末时待读 %Ln 篇</numerusform>
            </translation>
        </message>
    </context>
</TS>

"""Derived files of a library, each made again from papers.json or annotations.json and
trusted only for the exact file it was made from: the first rows kept for the next
start (`first_rows.py`), papers.json as parsed (`parsed.py`), and where each paper's line
and annotation are, for `lectern search` (`paper_lines.py`, `annotation_lines.py`, with
`line_spans.py`). Losing any of them loses nothing: the next use makes it again."""

"""The detail pane: a paper's header, abstract, notes, tags and related papers, or a selection."""

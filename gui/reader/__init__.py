"""The reader: a paper's PDF rendered page by page with pypdfium2, beside its notes."""

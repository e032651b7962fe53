"""PDFs: what a paper's file says of itself (metadata, identifiers) and its text, read with
pypdfium2; the text is read in a child process with a time limit, so a bad file fails alone."""

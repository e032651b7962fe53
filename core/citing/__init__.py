"""Citing: papers formatted in a citation style, and citation keys as LaTeX or Pandoc cite them.

- :mod:`.styles`: the CSL styles Lectern bundles (APA, Chicago, IEEE, Nature, ACM, Harvard,
  Vancouver, MLA) and those a user adds to the library, each checked before it is used;
- :mod:`.formatting`: citations and bibliographies in a style, as plain text, HTML or
  Markdown, through citeproc-py (the CSL processor Papis uses);
- :mod:`.keys`: ``\\cite{a,b}`` and ``[@a; @b]`` for the papers' stored citation keys.
"""

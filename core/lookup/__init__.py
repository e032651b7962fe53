"""Looking a paper up online by its identifier, only when the user asks (issue 41).

- :mod:`~lectern.core.lookup.identifiers`: what the user typed: DOI, arXiv id, PMID, PMCID, ISBN;
- :mod:`~lectern.core.lookup.fetching`: the one door to the network, with its manners;
- one module per service, each turning its answer into a record the importers would make:
  :mod:`~lectern.core.lookup.crossref`, :mod:`~lectern.core.lookup.datacite`,
  :mod:`~lectern.core.lookup.negotiation`, :mod:`~lectern.core.lookup.arxiv`,
  :mod:`~lectern.core.lookup.pubmed`, :mod:`~lectern.core.lookup.openlibrary`;
- :mod:`~lectern.core.lookup.looking_up`: which service for which identifier, and a batch
  with progress and cancel;
- :mod:`~lectern.core.lookup.filling`: adding or filling in papers by the import's rules;
- :mod:`~lectern.core.lookup.switch`: the Preferences switch and contact address.
"""

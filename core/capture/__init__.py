"""Saving the paper on the page the user is looking at, from the browser extension's capture.

`page.py` is the capture the content script sends (its contract is docs/browser.md);
`rules.py` the table of which tag feeds which field, in trust order; `reading.py` turns a
capture into a `CapturedRecord` (every value with where it came from) or says no paper was
found; `saving.py` saves it into a library by the import's identity rules, with the user's
choices, as one change in History, and tells the popup what a save would do.
"""

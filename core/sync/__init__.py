"""One library on several computers: each copy of a library is a device that writes only
its own change files, and the library a user sees is the merge of every device's files.

- :mod:`.stamps`: the order of changes (a hybrid clock: wall time, a counter, the device);
- :mod:`.device`: which device this copy of the library is (never synced);
- :mod:`.journal`: the change files (append-only, one change per line) and reading them;
- :mod:`.merge`: the merge rule, applied to the stored documents;
- :mod:`.copies`: conflict copies a sync engine made anyway, merged in and moved aside;
- :mod:`.ignore`: the files that stay on this computer (`.stignore`).

The package is plain Python (no Qt, no TinyDB): :class:`lectern.core.library.Library`
records its writes through it and merges what other devices wrote.
"""

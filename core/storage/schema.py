"""The schema version of a library's files, apart from the store so that `lectern search`
can check it without importing TinyDB (see :mod:`lectern.core.storage.store`)."""

SCHEMA_VERSION = 5

"""A library's files on disk: atomic writes, the two TinyDB stores, the lock and kept rows."""

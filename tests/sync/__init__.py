"""Two real Syncthing instances on loopback, for testing Lectern's multi-device sync."""

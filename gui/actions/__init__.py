"""What the user does to papers from the window: triage keys, records, copy and open, undo."""

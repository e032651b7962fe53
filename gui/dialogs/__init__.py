"""The app's dialogs, each loaded when first opened: they are not needed to show the window."""

"""Argument types the commands' parsers share (`lectern search --limit`, `lectern list
--limit`): the parser of every command reads them, so they live below the commands."""

from __future__ import annotations

import argparse


def limit(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("the limit cannot be negative")
    return value

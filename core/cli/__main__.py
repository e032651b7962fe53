"""`python -m lectern.core.cli`: the CLI without the launcher (no Qt is imported)."""

import sys

from lectern.core.cli import main

sys.exit(main(process_ends=True))

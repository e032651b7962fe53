"""Entry script for the frozen app: PyInstaller builds from a script, Lectern's entry point
is the function ``lectern.gui.launcher.main``, the one the ``lectern`` console script calls."""

import sys

from lectern.gui.launcher import main

if __name__ == "__main__":
    sys.exit(main())

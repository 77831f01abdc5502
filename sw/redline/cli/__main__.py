"""`python -m redline.cli`: the `redline` command."""
import sys

from redline.cli import main

sys.exit(main())

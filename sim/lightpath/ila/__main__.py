"""`python -m lightpath.ila`: see lightpath.ila.cli."""

from __future__ import annotations

import sys

from lightpath.ila.cli import main

sys.exit(main())

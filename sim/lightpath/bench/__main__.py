"""`python -m lightpath.bench [PART ...]`: the parts of `make bench` (lightpath.bench.datapath.main)."""

import sys

from lightpath.bench.datapath import main

sys.argv[0] = "python -m lightpath.bench"   # argparse names the program after argv[0]
sys.exit(main())

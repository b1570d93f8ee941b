"""`python -m lightpath.scenario [NAME]`: run a fabric scenario and print its report (lightpath.scenario.run.main)."""

import sys

from lightpath.scenario.run import main

sys.argv[0] = "python -m lightpath.scenario"   # argparse names the program after argv[0]
sys.exit(main())

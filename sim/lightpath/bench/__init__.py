"""`make bench` (`python -m lightpath.bench [PART ...]`, lightpath.bench.datapath) and its parts:
performance figures, printed, never asserted."""

"""lightpath.ila: reader and checker of SOA debug ILA captures (docs/ila-reader.md).

Captures of the probe bundle of rtl/debug/lp_ila_soa.toml (the board ILA `ila_soa`, or `dbg_ila` of
a simulated node) in Vivado's CSV export, VCD (Vivado or simulation) or FST are read into a
:class:`Capture` (probes matched by name), checked against the SOA and slot rules
(:func:`check`), and drawn as a timing diagram (lightpath.ila.plot). The writers produce the same
formats, so simulations dump captures the reader (and Vivado users' tools) take.

    python -m lightpath.ila capture.csv --ports 4 --node 1 --json report.json --plot w.png --from 0 --to 400
"""

from __future__ import annotations

from lightpath.ila.capture import Capture, IlaFormatError
from lightpath.ila.cli import read
from lightpath.ila.csvfmt import read_csv, write_csv
from lightpath.ila.fst import read_fst, write_fst
from lightpath.ila.rules import EVENTS, RULES, Params, Report, Violation, check
from lightpath.ila.vcd import read_vcd, write_vcd

__all__ = ["Capture", "IlaFormatError", "read", "read_csv", "write_csv", "read_vcd", "write_vcd", "read_fst",
           "write_fst", "check", "Params", "Report", "Violation", "RULES", "EVENTS"]

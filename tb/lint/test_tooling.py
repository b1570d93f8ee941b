"""Naming and selection logic of the tooling entry points (`make synth`, `make bench`, `make help`,
`make sim`'s progress line), checked without running any synthesis or simulation."""

from __future__ import annotations

from lightpath.flow import synth


def test_synth_run_names_differ_per_parameter_set() -> None:
    names = {synth.run_name("lp_nic_core", {"SVLB": 0}), synth.run_name("lp_nic_core", {"SVLB": 1}),
             synth.run_name("lp_nic_core"), synth.run_name("lp_svlb_core")}
    assert names == {"lp_nic_core-SVLB=0", "lp_nic_core-SVLB=1", "lp_nic_core", "lp_svlb_core"}
    # Parameter order does not change the name (one log per parameter set).
    assert synth.run_name("t", {"B": 2, "A": 1}) == synth.run_name("t", {"A": 1, "B": 2}) == "t-A=1-B=2"


def test_synth_report_header_names_the_parameter_set() -> None:
    keys = ("luts", "inv", "muxf", "lutram", "ffs", "bram", "ramb18", "ramb36", "bram36k", "uram", "dsp",
            "carry", "latches", "ltp", "ltp_luts", "ltp_carries", "ltp_start", "ltp_end", "seconds", "log")
    r: dict = {k: 0 for k in keys} | {"top": "lp_nic_core", "params": {"SVLB": 1}, "warnings": []}
    head = synth.report(r).splitlines()[0]
    assert head.endswith(": lp_nic_core-SVLB=1"), head

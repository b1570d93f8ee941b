"""Slot-level model of the S-VLB fabric (docs/slotsim.md): the scheduler's rules of rtl/svlb at operation
level, the datapath at slot level, calibrated against the RTL bench's recorded figures."""

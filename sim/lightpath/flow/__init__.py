"""Flow tools: repository paths, tool setup, the Verilator build wrapper of the tests (hdl), lint,
synthesis, formal proofs, the FuseSoC core generator and the C++ size probe."""

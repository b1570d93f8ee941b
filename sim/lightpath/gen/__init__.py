"""Generators: cell format (rtl/cell/lp_cell.toml) and registers (rtl/regs/*.rdl) to SV, C, Python, docs."""

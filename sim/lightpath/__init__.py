"""Lightpath simulation, generation and test infrastructure (Python side of the project).

Subpackages by role (docs/toolchain.md, "Python packages"): flow (build, lint, synthesis, formal tooling),
env (cocotb environments and drivers), model (reference models), bench (`make bench`), scenario (`make sim`),
gen (generators), cell, regs, traffic, agg, fw, boards, ila.
"""

"""Formal proofs (SymbiYosys, k-induction) of the laser safety rules, the tables' swap rules and the
interrupt status rules, and their mutants (docs/formal.md): every proof of lightpath.flow.formal.PROOFS
passes; every mutant of lightpath.flow.formal.MUTANTS (one textual change of the RTL that breaks one rule)
makes its proof fail with a counterexample from reset. Each item runs yowasp-sby once (about 1-11 s)."""

from __future__ import annotations

import pytest

from lightpath.flow import formal


@pytest.mark.parametrize("proof", formal.PROOFS, ids=lambda p: p.name)
def test_proof(proof: formal.Proof) -> None:
    r = formal.run(proof)
    assert r.status == "PASS", f"{proof.name}: {r.status}, failed {r.failed} (log {r.log})"


@pytest.mark.parametrize("mutant", formal.MUTANTS, ids=lambda m: m.name)
def test_mutant_fails(mutant: formal.Mutant) -> None:
    r = formal.run_mutant(mutant)
    assert r.status == "FAIL", f"{mutant.name} ({mutant.rule}) survived: {r.status} (log {r.log})"
    assert r.failed, f"{mutant.name}: no failed assertion named (log {r.log})"

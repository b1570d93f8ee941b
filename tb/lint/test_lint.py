"""`verilator --lint-only -Wall` is clean for every RTL module and every simulation model.

One test per module, discovered from the tree (lightpath.flow.lint), so a new RTL file is linted without
touching this file. Waivers live in rtl/lint_waivers.vlt, each with its reason (docs/toolchain.md).
"""

from __future__ import annotations

import pytest

from lightpath.flow import lint


@pytest.mark.parametrize("module", lint.rtl_modules())
def test_rtl_module_lint_clean(module: str) -> None:
    msgs = lint.lint(module)
    assert msgs == [], f"{module}: {len(msgs)} lint message(s)\n" + "\n".join(msgs)


# lp_fabric8 is `make lint`'s only: lightpath.gen.fabric_emit writes it from the same template as lp_fabric4,
# with the same node parameters (none depends on the node count), so its lint repeats lp_fabric4's at twice
# the cost.
REGRESSION_SIM_MODULES = [m for m in lint.sim_modules() if m != "lp_fabric8"]


@pytest.mark.parametrize("module", REGRESSION_SIM_MODULES)
def test_sim_model_lint_clean(module: str) -> None:
    msgs = lint.lint(module)
    assert msgs == [], f"{module}: {len(msgs)} lint message(s)\n" + "\n".join(msgs)


def test_every_waiver_has_a_reason() -> None:
    """Each lint_off line in the waiver file is preceded by a comment (its reason)."""
    lines = lint.WAIVERS.read_text().splitlines()
    for i, line in enumerate(lines):
        if line.strip().startswith("lint_off"):
            j = i - 1
            while j >= 0 and lines[j].strip().startswith("lint_off"):
                j -= 1  # a group of entries may share one reason
            assert j >= 0 and lines[j].strip().startswith("//"), f"waiver without a reason: line {i + 1}: {line}"


def test_discovery_finds_the_tops() -> None:
    assert "lp_nic_core" in lint.rtl_modules()
    assert "lp_fabric2" in lint.sim_modules()
    assert not any(m.endswith("_pkg") for m in lint.rtl_modules())

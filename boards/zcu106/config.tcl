# ZCU106 board configuration of the Lightpath Vivado flow (sourced by lp_load_board in
# boards/common/tcl/lp_common.tcl; docs/vivado-flow.md). Part and board part: AMD UG1244 (ZCU106
# Evaluation Board User Guide) and the board files xilinx.com:zcu106:part0:2.6 (XilinxBoardStore).

set LP_PART xczu7ev-ffvc1156-2-e
set LP_TOP lp_zcu106_top
# Board part for the Zynq UltraScale+ PS preset when the board files are installed; without them
# ip/zcu106/zynq_ps.tcl sets the preset values it needs itself.
set LP_BOARD_PART xilinx.com:zcu106:part0:2.6
# JTAG device of the programmable logic on the board's chain (the PS debug port is arm_dap_*).
set LP_HW_DEVICE xczu7_*

# Variants: synth_design -generic of the top's SV parameter VARIANT (a string: keep the quotes).
lp_variant oddl {VARIANT="oddl"} "ODDL optical NIC: lp_nic_core with ODDL=1, Zynq PS control CPU"
lp_variant sipctl {VARIANT="sipctl"} "SiP controller host: PS with DAC SPI/GPIO and WSS UART, no core"

# IP scripts: every ip/zcu106/*.tcl, one IP or block design each, named like the file (the generated
# ila_soa.tcl included). Constraints: every constraints/zcu106/*.xdc. Board RTL: boards/zcu106/rtl.
set LP_IP_TCL [lp_glob ip/zcu106 *.tcl]
set LP_XDC [lp_glob constraints/zcu106 *.xdc]
set LP_BOARD_RTL [lp_glob boards/zcu106/rtl *.sv *.v]

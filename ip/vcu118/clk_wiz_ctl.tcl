# clk_wiz_ctl: VCU118 control clock. Input: the board's 125 MHz differential system clock (UG1224,
# CLK_125MHZ_P/N on a clock-capable pin: pin constraints in constraints/vcu118/). Output clk_out1 =
# 100 MHz: MicroBlaze V and its AXI-Lite peripherals (firmware/hal/mbv/lp_mbv_map.h LP_MBV_CLK_HZ),
# free-running/DRP clock of the transceivers and of the Ethernet subsystem.
# Ports (clk_wiz 6.0): clk_in1_p, clk_in1_n, reset (active high), locked, clk_out1.
lp_require_part xcvu9p-flga2104-2L-e

create_ip -name clk_wiz -vendor xilinx.com -library ip -module_name clk_wiz_ctl -dir [lp_ip_dir]
set_property -dict [list \
    CONFIG.PRIM_IN_FREQ {125.000} \
    CONFIG.PRIM_SOURCE {Differential_clock_capable_pin} \
    CONFIG.PRIMITIVE {MMCM} \
    CONFIG.NUM_OUT_CLKS {1} \
    CONFIG.CLKOUT1_USED {true} \
    CONFIG.CLKOUT1_REQUESTED_OUT_FREQ {100.000} \
    CONFIG.CLKOUT1_DRIVES {BUFG} \
    CONFIG.USE_LOCKED {true} \
    CONFIG.USE_RESET {true} \
    CONFIG.RESET_TYPE {ACTIVE_HIGH} \
    CONFIG.RESET_PORT {reset} \
] [get_ips clk_wiz_ctl]

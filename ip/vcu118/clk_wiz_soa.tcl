# clk_wiz_soa: vcu118 SOA gate serializer clocks. Input: the core clock (156.25 MHz, the optical GT's
# TXUSRCLK2, from a BUFG_GT: no input buffer). Outputs from one MMCM, phase aligned: clk_out1 = 156.25 MHz
# (OSERDESE3 CLKDIV; the SOA patterns cross from the core clock to it as a related-clock path) and
# clk_out2 = 625 MHz (OSERDESE3 CLK, DDR: 8 bits per core cycle = 1.25 Gb/s, 0.8 ns per bit = the SOA
# driver's edge-placement unit, docs/soa-driver.md). boards/common/rtl/lp_soa_oserdes.sv uses them.
# Ports (clk_wiz 6.0): clk_in1, reset (active high), locked, clk_out1, clk_out2.
lp_require_part xcvu9p-flga2104-2L-e

create_ip -name clk_wiz -vendor xilinx.com -library ip -module_name clk_wiz_soa -dir [lp_ip_dir]
set_property -dict [list \
    CONFIG.PRIM_IN_FREQ {156.250} \
    CONFIG.PRIM_SOURCE {Global_buffer} \
    CONFIG.PRIMITIVE {MMCM} \
    CONFIG.NUM_OUT_CLKS {2} \
    CONFIG.CLKOUT1_USED {true} \
    CONFIG.CLKOUT1_REQUESTED_OUT_FREQ {156.250} \
    CONFIG.CLKOUT1_DRIVES {BUFG} \
    CONFIG.CLKOUT2_USED {true} \
    CONFIG.CLKOUT2_REQUESTED_OUT_FREQ {625.000} \
    CONFIG.CLKOUT2_DRIVES {BUFG} \
    CONFIG.USE_PHASE_ALIGNMENT {true} \
    CONFIG.USE_LOCKED {true} \
    CONFIG.USE_RESET {true} \
    CONFIG.RESET_TYPE {ACTIVE_HIGH} \
    CONFIG.RESET_PORT {reset} \
] [get_ips clk_wiz_soa]

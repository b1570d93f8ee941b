# vio_ctl: ZCU106 bring-up VIO (PG159) in the core clock domain: probe_in0[15:0] status (the board
# top's choice, e.g. link and lock bits), probe_out0[7:0] controls (e.g. core soft reset, laser force
# off), all controls 0 after configuration.
# Ports: clk, probe_in0[15:0], probe_out0[7:0].
lp_require_part xczu7ev-ffvc1156-2-e

create_ip -name vio -vendor xilinx.com -library ip -module_name vio_ctl -dir [lp_ip_dir]
set_property -dict [list \
    CONFIG.C_NUM_PROBE_IN {1} \
    CONFIG.C_NUM_PROBE_OUT {1} \
    CONFIG.C_PROBE_IN0_WIDTH {16} \
    CONFIG.C_PROBE_OUT0_WIDTH {8} \
    CONFIG.C_PROBE_OUT0_INIT_VAL {0x00} \
    CONFIG.C_EN_PROBE_IN_ACTIVITY {0} \
] [get_ips vio_ctl]

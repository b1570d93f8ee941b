# mbv_sys: VCU118 control CPU block design: MicroBlaze V (RV32IMC, the firmware image of
# firmware/apps/lp_arb_fw.c built by `make fw`) with LP_MBV_LMB_SIZE of local memory, debug module, two UART
# Lite, a 64-bit (cascaded) timer, a standard-mode Quad SPI with two slave selects (bias DACs), a
# dual-channel GPIO, an interrupt controller polled by the firmware, and two AXI4-Lite masters for
# the register maps of the core (the NIC's node map, the arbiter's; an ODDL build's control unit
# registers are the node map's oddl block, its interrupt has a line of its own). The address map is read from firmware/hal/mbv/lp_mbv_map.h, the one
# place it is written (tb/boards/test_vivado_tcl.py checks the result against it).
#
# Wrapper: make_wrapper -top makes module mbv_sys_wrapper with these ports (the board top
# instantiates it):
#   input         clk_ctl         100 MHz control clock (clk_wiz_ctl clk_out1): CPU, peripherals
#   input         ext_reset       active-high asynchronous reset (e.g. the CPU_RESET button)
#   input         dcm_locked      clk_wiz_ctl locked (the system stays in reset while low)
#   output [0:0]  ctl_reset       active-high reset synchronous to clk_ctl (peripheral_reset)
#   input         clk_core        156.25 MHz core clock: the clock of the two masters below
#   M_AXIL_NIC_*  M_AXIL_ARB_*   AXI4-Lite masters in the clk_core domain, each with
#       output [31:0] awaddr, output [2:0] awprot, output awvalid, input awready,
#       output [31:0] wdata, output [3:0] wstrb, output wvalid, input wready,
#       input [1:0] bresp, input bvalid, output bready,
#       output [31:0] araddr, output [2:0] arprot, output arvalid, input arready,
#       input [31:0] rdata, input [1:0] rresp, input rvalid, output rready
#     e.g. M_AXIL_NIC_awaddr. Addresses are absolute (0x44A0_0000 + offset for the NIC): the
#     register block decodes the low 16 bits. The SmartConnect resets with ext_reset/dcm_locked.
#   input         irq_nic, irq_arb, irq_oddl   level-high interrupts -> INTC inputs 0, 1, 2
#   input         uart_con_rxd    output uart_con_txd    console UART Lite (115200 8N1)
#   input         uart_wss_rxd    output uart_wss_txd    WSS/OCS controller UART Lite (115200 8N1)
#   output        spi_sclk, spi_mosi   output [1:0] spi_ss_n   input spi_miso
#                                 Quad SPI, standard mode: ss_n[0] DAC0, ss_n[1] DAC1
#   output [1:0]  gpio_o          GPIO channel 1: bit 0 LDAC_N, bit 1 RESET_N (both 1 after reset)
#   input  [0:0]  gpio_i          GPIO channel 2: bit 0 BUSY_N
lp_require_part xcvu9p-flga2104-2L-e

set mbv_map [lp_c_defines [file join [lp_root] firmware hal mbv lp_mbv_map.h]]
set mbv_clk_hz [dict get $mbv_map LP_MBV_CLK_HZ]
set mbv_lmb [dict get $mbv_map LP_MBV_LMB_SIZE]
set core_clk_hz 156250000

create_bd_design -dir [lp_ip_dir] mbv_sys
current_bd_design mbv_sys

# ---------------------------------------------------------------- ports
create_bd_port -dir I -type clk -freq_hz $mbv_clk_hz clk_ctl
create_bd_port -dir I -type rst ext_reset
set_property CONFIG.POLARITY ACTIVE_HIGH [get_bd_ports ext_reset]
create_bd_port -dir I dcm_locked
create_bd_port -dir O -from 0 -to 0 -type rst ctl_reset
create_bd_port -dir I -type clk -freq_hz $core_clk_hz clk_core
lp_bd_core_masters {M_AXIL_NIC M_AXIL_ARB} {irq_nic irq_arb irq_oddl} $core_clk_hz
create_bd_port -dir I uart_con_rxd
create_bd_port -dir O uart_con_txd
create_bd_port -dir I uart_wss_rxd
create_bd_port -dir O uart_wss_txd
create_bd_port -dir O spi_sclk
create_bd_port -dir O spi_mosi
create_bd_port -dir I spi_miso
create_bd_port -dir O -from 1 -to 0 spi_ss_n
create_bd_port -dir O -from 1 -to 0 gpio_o
create_bd_port -dir I -from 0 -to 0 gpio_i

# ---------------------------------------------------------------- cells
create_bd_cell -type ip -vlnv xilinx.com:ip:microblaze_riscv cpu
# C_USE_MULDIV 1: the whole M extension, divide and remainder included (the image uses divu/remu;
# tb/firmware/test_fw_rv32.py checks the image against these parameters, docs/firmware.md).
# The exceptions the firmware's trap handler reports: an error response on the peripheral AXI port
# (a load / store access fault), an illegal instruction, a misaligned access.
set_property -dict [list \
    CONFIG.C_DATA_SIZE {32} \
    CONFIG.C_USE_MULDIV {1} \
    CONFIG.C_USE_COMPRESSION {1} \
    CONFIG.C_USE_ATOMIC {0} \
    CONFIG.C_USE_FPU {0} \
    CONFIG.C_USE_MMU {0} \
    CONFIG.C_USE_ICACHE {0} \
    CONFIG.C_USE_DCACHE {0} \
    CONFIG.C_I_LMB {1} \
    CONFIG.C_D_LMB {1} \
    CONFIG.C_D_AXI {1} \
    CONFIG.C_M_AXI_D_BUS_EXCEPTION {1} \
    CONFIG.C_ILL_INSTR_EXCEPTION {1} \
    CONFIG.C_MISALIGNED_EXCEPTIONS {1} \
    CONFIG.C_BASE_VECTORS {0x00000000} \
    CONFIG.C_DEBUG_ENABLED {1} \
] [get_bd_cells cpu]

create_bd_cell -type ip -vlnv xilinx.com:ip:mdm_riscv mdm
# Debug only: without its UART the MDM has no AXI slave, so no S_AXI clock or reset is connected.
set_property CONFIG.C_USE_UART {0} [get_bd_cells mdm]

create_bd_cell -type ip -vlnv xilinx.com:ip:proc_sys_reset rst
set_property CONFIG.C_EXT_RESET_HIGH {1} [get_bd_cells rst]

# Local memory: one dual-port BRAM, instruction side on port A, data side on port B.
create_bd_cell -type ip -vlnv xilinx.com:ip:lmb_v10 ilmb
create_bd_cell -type ip -vlnv xilinx.com:ip:lmb_v10 dlmb
create_bd_cell -type ip -vlnv xilinx.com:ip:lmb_bram_if_cntlr ilmb_ctrl
create_bd_cell -type ip -vlnv xilinx.com:ip:lmb_bram_if_cntlr dlmb_ctrl
set_property CONFIG.C_ECC {0} [get_bd_cells ilmb_ctrl]
set_property CONFIG.C_ECC {0} [get_bd_cells dlmb_ctrl]
create_bd_cell -type ip -vlnv xilinx.com:ip:blk_mem_gen lmb_bram
set_property -dict [list \
    CONFIG.Memory_Type {True_Dual_Port_RAM} \
    CONFIG.use_bram_block {BRAM_Controller} \
] [get_bd_cells lmb_bram]

# Interconnect: one slave (the CPU's peripheral data port), eight masters, two clocks (aclk = clk_ctl,
# aclk1 = clk_core: the SmartConnect crosses to the core domain for the M_AXIL_* masters).
create_bd_cell -type ip -vlnv xilinx.com:ip:smartconnect smc
set_property -dict [list CONFIG.NUM_SI {1} CONFIG.NUM_MI {8} CONFIG.NUM_CLKS {2}] [get_bd_cells smc]

lp_bd_uartlite uart_con
lp_bd_uartlite uart_wss

create_bd_cell -type ip -vlnv xilinx.com:ip:axi_timer timer
set_property -dict [list CONFIG.enable_timer2 {1} CONFIG.mode_64bit {1}] [get_bd_cells timer]

lp_bd_dac_spi spi

lp_bd_dac_gpio gpio

create_bd_cell -type ip -vlnv xilinx.com:ip:axi_intc intc
# Polled (lp_hal_mbv.c reads the pending register): normal mode, no fast-interrupt vector interface.
set_property -dict [list CONFIG.C_IRQ_CONNECTION {1} CONFIG.C_HAS_FAST {0}] [get_bd_cells intc]
create_bd_cell -type inline_hdl -vlnv xilinx.com:inline_hdl:ilconcat irq_concat
set_property CONFIG.NUM_PORTS {3} [get_bd_cells irq_concat]

# ---------------------------------------------------------------- clocks and resets
connect_bd_net [get_bd_ports clk_ctl] \
    [get_bd_pins cpu/Clk] [get_bd_pins rst/slowest_sync_clk] \
    [get_bd_pins ilmb/LMB_Clk] [get_bd_pins dlmb/LMB_Clk] \
    [get_bd_pins ilmb_ctrl/LMB_Clk] [get_bd_pins dlmb_ctrl/LMB_Clk] \
    [get_bd_pins smc/aclk] \
    [get_bd_pins uart_con/s_axi_aclk] [get_bd_pins uart_wss/s_axi_aclk] \
    [get_bd_pins timer/s_axi_aclk] [get_bd_pins spi/s_axi_aclk] [get_bd_pins spi/ext_spi_clk] \
    [get_bd_pins gpio/s_axi_aclk] [get_bd_pins intc/s_axi_aclk]
connect_bd_net [get_bd_ports clk_core] [get_bd_pins smc/aclk1]
connect_bd_net [get_bd_ports ext_reset] [get_bd_pins rst/ext_reset_in]
connect_bd_net [get_bd_ports dcm_locked] [get_bd_pins rst/dcm_locked]
connect_bd_net [get_bd_pins mdm/Debug_SYS_Rst] [get_bd_pins rst/mb_debug_sys_rst]
connect_bd_net [get_bd_pins rst/mb_reset] [get_bd_pins cpu/Reset]
connect_bd_net [get_bd_pins rst/bus_struct_reset] \
    [get_bd_pins ilmb/SYS_Rst] [get_bd_pins dlmb/SYS_Rst] \
    [get_bd_pins ilmb_ctrl/LMB_Rst] [get_bd_pins dlmb_ctrl/LMB_Rst]
connect_bd_net [get_bd_pins rst/interconnect_aresetn] [get_bd_pins smc/aresetn]
connect_bd_net [get_bd_pins rst/peripheral_aresetn] \
    [get_bd_pins uart_con/s_axi_aresetn] [get_bd_pins uart_wss/s_axi_aresetn] \
    [get_bd_pins timer/s_axi_aresetn] [get_bd_pins spi/s_axi_aresetn] \
    [get_bd_pins gpio/s_axi_aresetn] [get_bd_pins intc/s_axi_aresetn]
connect_bd_net [get_bd_pins rst/peripheral_reset] [get_bd_ports ctl_reset]

# ---------------------------------------------------------------- buses
connect_bd_intf_net [get_bd_intf_pins mdm/MBDEBUG_0] [get_bd_intf_pins cpu/DEBUG]
connect_bd_intf_net [get_bd_intf_pins cpu/ILMB] [get_bd_intf_pins ilmb/LMB_M]
connect_bd_intf_net [get_bd_intf_pins cpu/DLMB] [get_bd_intf_pins dlmb/LMB_M]
connect_bd_intf_net [get_bd_intf_pins ilmb/LMB_Sl_0] [get_bd_intf_pins ilmb_ctrl/SLMB]
connect_bd_intf_net [get_bd_intf_pins dlmb/LMB_Sl_0] [get_bd_intf_pins dlmb_ctrl/SLMB]
connect_bd_intf_net [get_bd_intf_pins ilmb_ctrl/BRAM_PORT] [get_bd_intf_pins lmb_bram/BRAM_PORTA]
connect_bd_intf_net [get_bd_intf_pins dlmb_ctrl/BRAM_PORT] [get_bd_intf_pins lmb_bram/BRAM_PORTB]
connect_bd_intf_net [get_bd_intf_pins cpu/M_AXI_DP] [get_bd_intf_pins smc/S00_AXI]
connect_bd_intf_net [get_bd_intf_pins smc/M00_AXI] [get_bd_intf_ports M_AXIL_NIC]
connect_bd_intf_net [get_bd_intf_pins smc/M01_AXI] [get_bd_intf_ports M_AXIL_ARB]
connect_bd_intf_net [get_bd_intf_pins smc/M02_AXI] [get_bd_intf_pins uart_con/S_AXI]
connect_bd_intf_net [get_bd_intf_pins smc/M03_AXI] [get_bd_intf_pins uart_wss/S_AXI]
connect_bd_intf_net [get_bd_intf_pins smc/M04_AXI] [get_bd_intf_pins timer/S_AXI]
connect_bd_intf_net [get_bd_intf_pins smc/M05_AXI] [get_bd_intf_pins spi/AXI_LITE]
connect_bd_intf_net [get_bd_intf_pins smc/M06_AXI] [get_bd_intf_pins gpio/S_AXI]
connect_bd_intf_net [get_bd_intf_pins smc/M07_AXI] [get_bd_intf_pins intc/s_axi]

# ---------------------------------------------------------------- interrupts (polled: lp_hal_mbv.c)
connect_bd_net [get_bd_ports irq_nic] [get_bd_pins irq_concat/In0]
connect_bd_net [get_bd_ports irq_arb] [get_bd_pins irq_concat/In1]
connect_bd_net [get_bd_ports irq_oddl] [get_bd_pins irq_concat/In2]
connect_bd_net [get_bd_pins irq_concat/dout] [get_bd_pins intc/intr]

# ---------------------------------------------------------------- peripheral pins
connect_bd_net [get_bd_ports uart_con_rxd] [get_bd_pins uart_con/rx]
connect_bd_net [get_bd_pins uart_con/tx] [get_bd_ports uart_con_txd]
connect_bd_net [get_bd_ports uart_wss_rxd] [get_bd_pins uart_wss/rx]
connect_bd_net [get_bd_pins uart_wss/tx] [get_bd_ports uart_wss_txd]
connect_bd_net [get_bd_pins spi/sck_o] [get_bd_ports spi_sclk]
connect_bd_net [get_bd_pins spi/io0_o] [get_bd_ports spi_mosi]
connect_bd_net [get_bd_ports spi_miso] [get_bd_pins spi/io1_i]
connect_bd_net [get_bd_pins spi/ss_o] [get_bd_ports spi_ss_n]
connect_bd_net [get_bd_pins gpio/gpio_io_o] [get_bd_ports gpio_o]
connect_bd_net [get_bd_ports gpio_i] [get_bd_pins gpio/gpio2_io_i]

# ---------------------------------------------------------------- address map (lp_mbv_map.h)
set data [get_bd_addr_spaces cpu/Data]
assign_bd_address -offset 0x00000000 -range [lp_hex32 $mbv_lmb] -target_address_space $data \
    [get_bd_addr_segs dlmb_ctrl/SLMB/Mem] -force
assign_bd_address -offset 0x00000000 -range [lp_hex32 $mbv_lmb] \
    -target_address_space [get_bd_addr_spaces cpu/Instruction] [get_bd_addr_segs ilmb_ctrl/SLMB/Mem] -force
foreach {seg macro} {
    M_AXIL_NIC/Reg      LP_MBV_NIC_BASE
    M_AXIL_ARB/Reg      LP_MBV_ARB_BASE
    uart_con/S_AXI/Reg  LP_MBV_UART_CONSOLE
    uart_wss/S_AXI/Reg  LP_MBV_UART_WSS
    timer/S_AXI/Reg     LP_MBV_TIMER
    spi/AXI_LITE/Reg    LP_MBV_SPI
    gpio/S_AXI/Reg      LP_MBV_GPIO
    intc/S_AXI/Reg      LP_MBV_INTC
} {
    assign_bd_address -offset [lp_hex32 [dict get $mbv_map $macro]] -range 64K \
        -target_address_space $data [get_bd_addr_segs $seg] -force
}

validate_bd_design
save_bd_design
close_bd_design [current_bd_design]

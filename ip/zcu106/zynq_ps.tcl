# zynq_ps: ZCU106 processing system block design: Zynq UltraScale+ PS (PetaLinux: DDR, UART0, GEM3,
# SD1, USB0) with pl_clk0 = 100 MHz, and M_AXI_HPM0_LPD -> SmartConnect -> one AXI4-Lite master for
# the core's register map (the NIC's node map; the ODDL control unit's registers are its oddl block,
# whose interrupt has a line of its own) plus the SiP controller peripherals in the PL (bias DAC Quad SPI and
# GPIO, WSS UART Lite). The address map and interrupt lines are those of the PetaLinux device tree
# (boards/zcu106/petalinux/): tb/boards/test_vivado_tcl.py checks them.
#
#   NIC registers   0x8000_0000  64 KiB  M_AXIL_NIC (core clock)   pl_ps_irq0[0]  GIC SPI 89
#   ODDL registers  in the NIC window (its oddl block) pl_ps_irq0[1]  GIC SPI 90
#   DAC Quad SPI    0x8002_0000  64 KiB  dac_spi                   pl_ps_irq0[3]  GIC SPI 92
#   DAC GPIO        0x8003_0000  64 KiB  dac_gpio                  -
#   WSS UART Lite   0x8004_0000  64 KiB  wss_uart                  pl_ps_irq0[2]  GIC SPI 91
#   (interrupts level high)
#
# Wrapper: make_wrapper -top makes module zynq_ps_wrapper with these ports (the board top
# instantiates it):
#   output        pl_clk0         100 MHz PL clock from the PS: peripherals, GT free-running/DRP clock
#   output [0:0]  pl_reset        active-high reset synchronous to pl_clk0 (from pl_resetn0)
#   input         clk_core        156.25 MHz core clock: the clock of the master below
#   M_AXIL_NIC_*                  AXI4-Lite master in the clk_core domain, with
#       output [31:0] awaddr, output [2:0] awprot, output awvalid, input awready,
#       output [31:0] wdata, output [3:0] wstrb, output wvalid, input wready,
#       input [1:0] bresp, input bvalid, output bready,
#       output [31:0] araddr, output [2:0] arprot, output arvalid, input arready,
#       input [31:0] rdata, input [1:0] rresp, input rvalid, output rready
#     e.g. M_AXIL_NIC_awaddr. Addresses are absolute (0x8000_0000 + offset): the register block decodes
#     the low 16 bits.
#   input         irq_nic, irq_oddl   level-high interrupts -> pl_ps_irq0[0], [1]
#   input         wss_uart_rxd    output wss_uart_txd     WSS UART Lite (115200 8N1)
#   output        dac_spi_sclk, dac_spi_mosi   output [1:0] dac_spi_ss_n   input dac_spi_miso
#                                 Quad SPI, standard mode: ss_n[0] DAC0, ss_n[1] DAC1
#   output [1:0]  dac_gpio_o      GPIO channel 1: bit 0 LDAC_N, bit 1 RESET_N (both 1 after reset)
#   input  [0:0]  dac_gpio_i      GPIO channel 2: bit 0 BUSY_N
# The PS's own I/O (MIO, PS DDR, GT lanes of USB3/DisplayPort) has no wrapper port.
lp_require_part xczu7ev-ffvc1156-2-e

set core_clk_hz 156250000

create_bd_design -dir [lp_ip_dir] zynq_ps
current_bd_design zynq_ps

# ---------------------------------------------------------------- processing system
create_bd_cell -type ip -vlnv xilinx.com:ip:zynq_ultra_ps_e ps
if {[lp_have_board_part]} {
    # ZCU106 board files: the board's PS configuration (DDR, MIO, clocks).
    apply_bd_automation -rule xilinx.com:bd_rule:zynq_ultra_ps_e -config {apply_board_preset "1"} \
        [get_bd_cells ps]
} else {
    # Without the board files: the preset values PetaLinux needs, from the ZCU106 board files
    # (xilinx.com:zcu106:part0:2.6 preset.xml, zynq_ultra_ps_e_preset): PS DDR4 (4 Gb x16 components,
    # 64-bit, DDR4-2133, CL 15 CWL 14), UART0, GEM3 (RGMII PHY), SD1 (SD card), USB0 (USB 3.0 on GT lane 2), I2C,
    # QSPI boot flash.
    set_property -dict [list \
        CONFIG.PSU_BANK_0_IO_STANDARD {LVCMOS18} \
        CONFIG.PSU_BANK_1_IO_STANDARD {LVCMOS18} \
        CONFIG.PSU_BANK_2_IO_STANDARD {LVCMOS18} \
        CONFIG.PSU_DYNAMIC_DDR_CONFIG_EN {1} \
        CONFIG.PSU__DDRC__MEMORY_TYPE {DDR 4} \
        CONFIG.PSU__DDRC__COMPONENTS {Components} \
        CONFIG.PSU__DDRC__BUS_WIDTH {64 Bit} \
        CONFIG.PSU__DDRC__DRAM_WIDTH {16 Bits} \
        CONFIG.PSU__DDRC__DEVICE_CAPACITY {4096 MBits} \
        CONFIG.PSU__DDRC__SPEED_BIN {DDR4_2133P} \
        CONFIG.PSU__DDRC__ECC {Disabled} \
        CONFIG.PSU__DDRC__ROW_ADDR_COUNT {15} \
        CONFIG.PSU__DDRC__COL_ADDR_COUNT {10} \
        CONFIG.PSU__DDRC__BG_ADDR_COUNT {1} \
        CONFIG.PSU__DDRC__BANK_ADDR_COUNT {2} \
        CONFIG.PSU__DDRC__CL {15} \
        CONFIG.PSU__DDRC__CWL {14} \
        CONFIG.PSU__DDRC__T_RCD {15} \
        CONFIG.PSU__DDRC__T_RP {15} \
        CONFIG.PSU__DDRC__BRC_MAPPING {ROW_BANK_COL} \
        CONFIG.PSU__DDRC__DM_DBI {DM_NO_DBI} \
        CONFIG.PSU__CRF_APB__DDR_CTRL__FREQMHZ {1067} \
        CONFIG.PSU__QSPI__PERIPHERAL__ENABLE {1} \
        CONFIG.PSU__QSPI__PERIPHERAL__MODE {Dual Parallel} \
        CONFIG.PSU__QSPI__PERIPHERAL__DATA_MODE {x4} \
        CONFIG.PSU__QSPI__GRP_FBCLK__ENABLE {1} \
        CONFIG.PSU__UART0__PERIPHERAL__ENABLE {1} \
        CONFIG.PSU__UART0__PERIPHERAL__IO {MIO 18 .. 19} \
        CONFIG.PSU__I2C0__PERIPHERAL__ENABLE {1} \
        CONFIG.PSU__I2C0__PERIPHERAL__IO {MIO 14 .. 15} \
        CONFIG.PSU__I2C1__PERIPHERAL__ENABLE {1} \
        CONFIG.PSU__I2C1__PERIPHERAL__IO {MIO 16 .. 17} \
        CONFIG.PSU__ENET3__PERIPHERAL__ENABLE {1} \
        CONFIG.PSU__ENET3__PERIPHERAL__IO {MIO 64 .. 75} \
        CONFIG.PSU__ENET3__GRP_MDIO__ENABLE {1} \
        CONFIG.PSU__ENET3__GRP_MDIO__IO {MIO 76 .. 77} \
        CONFIG.PSU__SD1__PERIPHERAL__ENABLE {1} \
        CONFIG.PSU__SD1__PERIPHERAL__IO {MIO 39 .. 51} \
        CONFIG.PSU__SD1__DATA_TRANSFER_MODE {8Bit} \
        CONFIG.PSU__SD1__SLOT_TYPE {SD 3.0} \
        CONFIG.PSU__SD1__GRP_CD__ENABLE {1} \
        CONFIG.PSU__SD1__GRP_CD__IO {MIO 45} \
        CONFIG.PSU__SD1__GRP_WP__ENABLE {1} \
        CONFIG.PSU__SD1__GRP_WP__IO {MIO 44} \
        CONFIG.PSU__SD1__GRP_POW__ENABLE {1} \
        CONFIG.PSU__SD1__GRP_POW__IO {MIO 43} \
        CONFIG.PSU__USB0__PERIPHERAL__ENABLE {1} \
        CONFIG.PSU__USB0__PERIPHERAL__IO {MIO 52 .. 63} \
        CONFIG.PSU__USB0__REF_CLK_SEL {Ref Clk2} \
        CONFIG.PSU__USB3_0__PERIPHERAL__ENABLE {1} \
        CONFIG.PSU__USB3_0__PERIPHERAL__IO {GT Lane2} \
        CONFIG.PSU__GPIO0_MIO__PERIPHERAL__ENABLE {1} \
        CONFIG.PSU__GPIO1_MIO__PERIPHERAL__ENABLE {1} \
        CONFIG.PSU__PMU__PERIPHERAL__ENABLE {1} \
    ] [get_bd_cells ps]
}
# PL interface: only M_AXI_HPM0_LPD (32-bit, 0x8000_0000..0x9FFF_FFFF), one PL clock, PL interrupts.
set_property -dict [list \
    CONFIG.PSU__USE__M_AXI_GP0 {0} \
    CONFIG.PSU__USE__M_AXI_GP1 {0} \
    CONFIG.PSU__USE__M_AXI_GP2 {1} \
    CONFIG.PSU__MAXIGP2__DATA_WIDTH {32} \
    CONFIG.PSU__USE__S_AXI_GP0 {0} \
    CONFIG.PSU__USE__IRQ0 {1} \
    CONFIG.PSU__USE__IRQ1 {0} \
    CONFIG.PSU__FPGA_PL0_ENABLE {1} \
    CONFIG.PSU__CRL_APB__PL0_REF_CTRL__FREQMHZ {100} \
    CONFIG.PSU__CRL_APB__PL0_REF_CTRL__SRCSEL {IOPLL} \
] [get_bd_cells ps]

# ---------------------------------------------------------------- ports
create_bd_port -dir O -type clk pl_clk0
create_bd_port -dir O -from 0 -to 0 -type rst pl_reset
create_bd_port -dir I -type clk -freq_hz $core_clk_hz clk_core
lp_bd_core_masters {M_AXIL_NIC} {irq_nic irq_oddl} $core_clk_hz
create_bd_port -dir I wss_uart_rxd
create_bd_port -dir O wss_uart_txd
create_bd_port -dir O dac_spi_sclk
create_bd_port -dir O dac_spi_mosi
create_bd_port -dir I dac_spi_miso
create_bd_port -dir O -from 1 -to 0 dac_spi_ss_n
create_bd_port -dir O -from 1 -to 0 dac_gpio_o
create_bd_port -dir I -from 0 -to 0 dac_gpio_i

# ---------------------------------------------------------------- PL cells
create_bd_cell -type ip -vlnv xilinx.com:ip:proc_sys_reset rst

# Interconnect: one slave (HPM0_LPD), four masters, two clocks (aclk = pl_clk0, aclk1 = clk_core for
# the M_AXIL_* masters).
create_bd_cell -type ip -vlnv xilinx.com:ip:smartconnect smc
set_property -dict [list CONFIG.NUM_SI {1} CONFIG.NUM_MI {4} CONFIG.NUM_CLKS {2}] [get_bd_cells smc]

lp_bd_uartlite wss_uart

lp_bd_dac_spi dac_spi

lp_bd_dac_gpio dac_gpio

create_bd_cell -type inline_hdl -vlnv xilinx.com:inline_hdl:ilconcat irq_concat
set_property CONFIG.NUM_PORTS {4} [get_bd_cells irq_concat]

# ---------------------------------------------------------------- clocks and resets
connect_bd_net [get_bd_pins ps/pl_clk0] [get_bd_ports pl_clk0] \
    [get_bd_pins ps/maxihpm0_lpd_aclk] [get_bd_pins rst/slowest_sync_clk] [get_bd_pins smc/aclk] \
    [get_bd_pins wss_uart/s_axi_aclk] [get_bd_pins dac_spi/s_axi_aclk] [get_bd_pins dac_spi/ext_spi_clk] \
    [get_bd_pins dac_gpio/s_axi_aclk]
connect_bd_net [get_bd_ports clk_core] [get_bd_pins smc/aclk1]
connect_bd_net [get_bd_pins ps/pl_resetn0] [get_bd_pins rst/ext_reset_in]
connect_bd_net [get_bd_pins rst/interconnect_aresetn] [get_bd_pins smc/aresetn]
connect_bd_net [get_bd_pins rst/peripheral_aresetn] \
    [get_bd_pins wss_uart/s_axi_aresetn] [get_bd_pins dac_spi/s_axi_aresetn] \
    [get_bd_pins dac_gpio/s_axi_aresetn]
connect_bd_net [get_bd_pins rst/peripheral_reset] [get_bd_ports pl_reset]

# ---------------------------------------------------------------- buses
connect_bd_intf_net [get_bd_intf_pins ps/M_AXI_HPM0_LPD] [get_bd_intf_pins smc/S00_AXI]
connect_bd_intf_net [get_bd_intf_pins smc/M00_AXI] [get_bd_intf_ports M_AXIL_NIC]
connect_bd_intf_net [get_bd_intf_pins smc/M01_AXI] [get_bd_intf_pins dac_spi/AXI_LITE]
connect_bd_intf_net [get_bd_intf_pins smc/M02_AXI] [get_bd_intf_pins dac_gpio/S_AXI]
connect_bd_intf_net [get_bd_intf_pins smc/M03_AXI] [get_bd_intf_pins wss_uart/S_AXI]

# ---------------------------------------------------------------- interrupts (pl_ps_irq0[3:0])
connect_bd_net [get_bd_ports irq_nic] [get_bd_pins irq_concat/In0]
connect_bd_net [get_bd_ports irq_oddl] [get_bd_pins irq_concat/In1]
connect_bd_net [get_bd_pins wss_uart/interrupt] [get_bd_pins irq_concat/In2]
connect_bd_net [get_bd_pins dac_spi/ip2intc_irpt] [get_bd_pins irq_concat/In3]
connect_bd_net [get_bd_pins irq_concat/dout] [get_bd_pins ps/pl_ps_irq0]

# ---------------------------------------------------------------- peripheral pins
connect_bd_net [get_bd_ports wss_uart_rxd] [get_bd_pins wss_uart/rx]
connect_bd_net [get_bd_pins wss_uart/tx] [get_bd_ports wss_uart_txd]
connect_bd_net [get_bd_pins dac_spi/sck_o] [get_bd_ports dac_spi_sclk]
connect_bd_net [get_bd_pins dac_spi/io0_o] [get_bd_ports dac_spi_mosi]
connect_bd_net [get_bd_ports dac_spi_miso] [get_bd_pins dac_spi/io1_i]
connect_bd_net [get_bd_pins dac_spi/ss_o] [get_bd_ports dac_spi_ss_n]
connect_bd_net [get_bd_pins dac_gpio/gpio_io_o] [get_bd_ports dac_gpio_o]
connect_bd_net [get_bd_ports dac_gpio_i] [get_bd_pins dac_gpio/gpio2_io_i]

# ---------------------------------------------------------------- address map
set data [get_bd_addr_spaces ps/Data]
foreach {seg offset} {
    M_AXIL_NIC/Reg          0x80000000
    dac_spi/AXI_LITE/Reg    0x80020000
    dac_gpio/S_AXI/Reg      0x80030000
    wss_uart/S_AXI/Reg      0x80040000
} {
    assign_bd_address -offset $offset -range 64K -target_address_space $data [get_bd_addr_segs $seg] -force
}

validate_bd_design
save_bd_design
close_bd_design [current_bd_design]

/* MicroBlaze V (VCU118) address map of the control CPU's AXI peripherals: the one place the firmware
 * takes them from. The VCU118 block design of boards/ must place the IP at these addresses.
 * Register layouts of the Xilinx IP are from their product guides (cited in lp_hal_mbv.c). */
#ifndef LP_MBV_MAP_H
#define LP_MBV_MAP_H

#define LP_MBV_CLK_HZ 100000000u /* AXI clock of the peripherals (timer counts it) */

#define LP_MBV_LMB_SIZE 0x20000u /* local memory (code + data + stack), 128 KiB = 32 of the VCU118's 2160 BRAM36 */
#define LP_MBV_STACK_PAINT 0x5AC3A55Cu /* crt0 fills the stack with it: high-water mark, guard */
#define LP_MBV_STACK_GUARD 0x40u       /* the stack's lowest bytes, checked every loop turn */
#define LP_MBV_STACK_SIZE 0x1800u /* 6 KiB: ~3x the deepest use measured (docs/firmware.md, "Traps and the stack") */

#define LP_MBV_NIC_BASE 0x44A00000u /* lp_nic_node, s_axil_* (an ODDL build's lp_oddl_regs: its oddl block) */
#define LP_MBV_ARB_BASE 0x44A10000u /* lp_arb_regs, s_axil_arb_* */

#define LP_MBV_UART_CONSOLE 0x40600000u /* AXI UART Lite: console and the SDN agent's UART framing */
#define LP_MBV_UART_WSS 0x40610000u     /* AXI UART Lite: WSS / OCS controller */
#define LP_MBV_TIMER 0x41C00000u        /* AXI Timer, both counters cascaded: free-running 64-bit */
#define LP_MBV_SPI 0x44A30000u          /* AXI Quad SPI, standard mode: SS0 DAC0, SS1 DAC1 */
#define LP_MBV_GPIO 0x40000000u         /* AXI GPIO: channel 1 outputs {RESET_N, LDAC_N}, channel 2 input BUSY_N */
#define LP_MBV_INTC 0x41200000u         /* AXI INTC: input 0 NIC, 1 arbiter, 2 ODDL */

#endif

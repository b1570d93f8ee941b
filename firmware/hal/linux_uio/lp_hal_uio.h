/* ZCU106 PetaLinux HAL: the PL register blocks and Xilinx IP through UIO (generic-uio devices named
 * in the device tree), serial ports as ttys. lp_uio_open maps everything before any other HAL call. */
#ifndef LP_HAL_UIO_H
#define LP_HAL_UIO_H

/* The ZCU106 names: the device-tree node names (= /sys/class/uio/uioN/name) of the PL devices and the
 * WSS UART Lite's tty, written in boards/zcu106/petalinux/.../system-user.dtsi (docs/petalinux.md). */
#define LP_UIO_NIC "lp-nic"           /* lp_nic_node, 0x8000_0000 */
#define LP_UIO_ODDL "lp-oddl"         /* lp_oddl_regs: the oddl sub-window of the NIC window, ODDL interrupt */
#define LP_UIO_DAC_SPI "lp-dac-spi"   /* AXI Quad SPI of the bias DACs, 0x8002_0000 */
#define LP_UIO_DAC_GPIO "lp-dac-gpio" /* AXI GPIO of the bias DACs, 0x8003_0000 */
#define LP_TTY_WSS "/dev/ttyUL0"      /* AXI UART Lite of the WSS controller, 0x8004_0000 (uartlite driver) */

typedef struct {
    const char *uio_name[3];   /* lp_blk_t order: NIC, arbiter, ODDL register blocks (NULL: absent) */
    const char *uio_spi;       /* AXI Quad SPI of the bias DACs */
    const char *uio_gpio;      /* AXI GPIO: {RESET_N, LDAC_N} out, BUSY_N in */
    const char *tty[2];        /* lp_ser_t order: WSS controller, SDN UART */
} lp_uio_cfg_t;

/* 0, or LP_E_IO with the failing device named on stderr. */
int lp_uio_open(const lp_uio_cfg_t *cfg);
void lp_uio_close(void);

#endif

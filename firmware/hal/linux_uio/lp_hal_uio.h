/* ZCU106 PetaLinux HAL: the PL register blocks and Xilinx IP through UIO (generic-uio devices named
 * in the device tree), serial ports as ttys. lp_uio_open maps everything before any other HAL call. */
#ifndef LP_HAL_UIO_H
#define LP_HAL_UIO_H

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

/* Register-level drivers of the Xilinx AXI IP the control CPUs use, on a base pointer: a physical
 * address on the MicroBlaze V, a UIO mapping on the ZCU106 (PetaLinux). Offsets and bits are from the
 * product guides (cited in lp_xil.c). */
#ifndef LP_XIL_H
#define LP_XIL_H

#include <stddef.h>
#include <stdint.h>

typedef volatile uint32_t lp_io_t;

/* One register access: a load or store through the mapping; in the co-simulation build of the Linux
 * tools (LP_IO_SIM, hal/linux_uio/lp_io_sim.c) a transaction on the simulated PS's master instead. */
#ifdef LP_IO_SIM
uint32_t lp_io_rd(const lp_io_t *p);
void lp_io_wr(lp_io_t *p, uint32_t v);
#else
static inline uint32_t lp_io_rd(const lp_io_t *p)
{
    return *p;
}
static inline void lp_io_wr(lp_io_t *p, uint32_t v)
{
    *p = v;
}
#endif

/* AXI UART Lite (PG142). A read of STAT clears its receive error bits (overrun, frame, parity: a
 * received character dropped or damaged), so both calls that read STAT add the errors they see to
 * *rx_lost (may be NULL). */
int lp_xil_uart_write(lp_io_t *b, const uint8_t *buf, size_t n, uint32_t *rx_lost);
size_t lp_xil_uart_read_ready(lp_io_t *b, uint8_t *buf, size_t cap, uint32_t *rx_lost); /* no wait */
void lp_xil_uart_flush_rx(lp_io_t *b);
int lp_xil_uart_tx_ready(lp_io_t *b, uint32_t *rx_lost); /* TX FIFO not full */
void lp_xil_uart_put(lp_io_t *b, uint8_t c);               /* into the TX FIFO, no check */

/* AXI Timer (PG079), both counters cascaded, counting up from 0 */
void lp_xil_timer_start(lp_io_t *b);
uint64_t lp_xil_timer_read(lp_io_t *b);

/* AXI Quad SPI (PG153), standard mode, CPOL 0 / CPHA 1 (the AD5370's SPI mode), manual slave select */
int lp_xil_spi_xfer(lp_io_t *b, unsigned cs, const uint8_t *tx, uint8_t *rx, size_t n);

/* AXI GPIO (PG144): channel 1 all outputs, channel 2 all inputs */
void lp_xil_gpio_out(lp_io_t *b, uint32_t v);
uint32_t lp_xil_gpio_in(lp_io_t *b);

/* AXI INTC (PG099), polled */
void lp_xil_intc_enable(lp_io_t *b, uint32_t lines);
uint32_t lp_xil_intc_take(lp_io_t *b, uint32_t mask); /* pending lines of mask, acknowledged */

#endif

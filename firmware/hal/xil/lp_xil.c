/* Xilinx AXI IP register drivers (lp_xil.h). Register offsets (byte) and bits:
 *   AXI UART Lite (PG142): RX FIFO 0x0, TX FIFO 0x4, STAT 0x8 (bit 0 rx valid, bit 3 tx full, bit 5
 *     overrun and bit 6 frame error: a received character dropped; bit 7 parity error: one received
 *     damaged, never set in a UART built without parity; the three are cleared by the read of STAT),
 *     CTRL 0xC (bit 1 reset RX FIFO).
 *   AXI Timer (PG079): TCSR0 0x00, TLR0 0x04, TCR0 0x08, TCSR1 0x10, TLR1 0x14, TCR1 0x18;
 *     TCSR bit 11 CASC, bit 7 ENT, bit 5 LOAD, bit 1 UDT (0: up).
 *   AXI Quad SPI (PG153): SPICR 0x60 (bit 1 SPE, 2 master, 3 CPOL, 4 CPHA, 5 TX FIFO reset,
 *     6 RX FIFO reset, 7 manual slave select, 8 master transaction inhibit), SPISR 0x64 (bit 0 RX
 *     empty, bit 2 TX empty), DTR 0x68, DRR 0x6C, SSR 0x70 (active-low one-hot).
 *   AXI GPIO (PG144): GPIO_DATA 0x0, GPIO_TRI 0x4, GPIO2_DATA 0x8, GPIO2_TRI 0xC.
 *   AXI INTC (PG099): ISR 0x00, IER 0x08, IAR 0x0C, MER 0x1C (bit 0 ME, bit 1 HIE). */
#include "lp_xil.h"

#define R(b, off) lp_io_rd(&(b)[(off) / 4])
#define W(b, off, v) lp_io_wr(&(b)[(off) / 4], (v))

/* STAT, its error bits (cleared by this read) added to *rx_lost */
static uint32_t uart_stat(lp_io_t *b, uint32_t *rx_lost)
{
    uint32_t st = R(b, 0x8);
    if (rx_lost) *rx_lost += ((st >> 5) & 1u) + ((st >> 6) & 1u) + ((st >> 7) & 1u);
    return st;
}

int lp_xil_uart_write(lp_io_t *b, const uint8_t *buf, size_t n, uint32_t *rx_lost)
{
    for (size_t i = 0; i < n; i++) {
        while (uart_stat(b, rx_lost) & (1u << 3)) {
        }
        W(b, 0x4, buf[i]);
    }
    return (int)n;
}

int lp_xil_uart_tx_ready(lp_io_t *b, uint32_t *rx_lost)
{
    return !(uart_stat(b, rx_lost) & (1u << 3));
}

void lp_xil_uart_put(lp_io_t *b, uint8_t c)
{
    W(b, 0x4, c);
}

size_t lp_xil_uart_read_ready(lp_io_t *b, uint8_t *buf, size_t cap, uint32_t *rx_lost)
{
    size_t n = 0;
    while (n < cap && (uart_stat(b, rx_lost) & 1u)) buf[n++] = (uint8_t)R(b, 0x0);
    return n;
}

void lp_xil_uart_flush_rx(lp_io_t *b)
{
    W(b, 0xC, 1u << 1);
}

void lp_xil_timer_start(lp_io_t *b)
{
    W(b, 0x04, 0);
    W(b, 0x14, 0);
    W(b, 0x00, 1u << 5);
    W(b, 0x10, 1u << 5);
    W(b, 0x00, (1u << 11) | (1u << 7));
}

uint64_t lp_xil_timer_read(lp_io_t *b)
{
    uint32_t hi, lo;
    do {
        hi = R(b, 0x18);
        lo = R(b, 0x08);
    } while (hi != R(b, 0x18));
    return ((uint64_t)hi << 32) | lo;
}

int lp_xil_spi_xfer(lp_io_t *b, unsigned cs, const uint8_t *tx, uint8_t *rx, size_t n)
{
    if (cs > 31 || !tx || n == 0 || n > 16) return -1;
    const uint32_t cr = (1u << 1) | (1u << 2) | (1u << 4) | (1u << 7);
    W(b, 0x60, cr | (1u << 8) | (1u << 5) | (1u << 6));
    for (size_t i = 0; i < n; i++) W(b, 0x68, tx[i]);
    W(b, 0x70, ~(1u << cs));
    W(b, 0x60, cr);
    while (!(R(b, 0x64) & (1u << 2))) {
    }
    for (size_t i = 0; i < n; i++) {
        while (R(b, 0x64) & 1u) {
        }
        uint8_t v = (uint8_t)R(b, 0x6C);
        if (rx) rx[i] = v;
    }
    W(b, 0x70, 0xFFFFFFFFu);
    W(b, 0x60, cr | (1u << 8));
    return 0;
}

void lp_xil_gpio_out(lp_io_t *b, uint32_t v)
{
    W(b, 0x4, 0u);
    W(b, 0x0, v);
}

uint32_t lp_xil_gpio_in(lp_io_t *b)
{
    return R(b, 0x8);
}

void lp_xil_intc_enable(lp_io_t *b, uint32_t lines)
{
    W(b, 0x08, lines);
    W(b, 0x1C, 3u);
}

uint32_t lp_xil_intc_take(lp_io_t *b, uint32_t mask)
{
    uint32_t p = R(b, 0x00) & mask;
    if (p) W(b, 0x0C, p);
    return p;
}

/* HAL for the MicroBlaze V (RV32IMC) control CPU on the VCU118, bare metal (lp_hal.h): the Xilinx IP
 * of lp_mbv_map.h through lp_xil.c. Interrupts are polled through the INTC (no trap handler: the
 * control loop is one thread that waits for work). */
#include "lp_hal_mbv.h"
#include "lp_mbv_map.h"
#include "lp_nic_node.h"
#include "lp_xil.h"

#define IO(a) ((lp_io_t *)(uintptr_t)(a))

/* The ODDL block is the node map's oddl sub-window of the NIC window (the generated offset). */
static const uint32_t blk_base[LP_BLK_COUNT] = {LP_MBV_NIC_BASE, LP_MBV_ARB_BASE,
                                                LP_MBV_NIC_BASE + (uint32_t)offsetof(lp_nic_node_t, oddl)};
static const uint32_t uart_base[LP_SER_COUNT] = {LP_MBV_UART_WSS, LP_MBV_UART_CONSOLE};
static uint32_t rx_lost[LP_SER_COUNT];
static uint32_t gpio_out = 0x3u; /* bit 0 LDAC_N, bit 1 RESET_N: high */
static int timer_on;

uint32_t lp_hal_rd32(lp_blk_t blk, uint32_t off)
{
    return (unsigned)blk < LP_BLK_COUNT ? IO(blk_base[blk])[off / 4] : 0u;
}

void lp_hal_wr32(lp_blk_t blk, uint32_t off, uint32_t val)
{
    if ((unsigned)blk < LP_BLK_COUNT) IO(blk_base[blk])[off / 4] = val;
}

uint64_t lp_hal_now_us(void)
{
    if (!timer_on) {
        lp_xil_timer_start(IO(LP_MBV_TIMER));
        timer_on = 1;
    }
    return lp_xil_timer_read(IO(LP_MBV_TIMER)) / (LP_MBV_CLK_HZ / 1000000u);
}

void lp_hal_sleep_us(uint32_t us)
{
    uint64_t end = lp_hal_now_us() + us;
    while (lp_hal_now_us() < end) {
    }
}

/* The UART Lite has no peer that can close and no error of its own to report: a character it dropped
 * or damaged (overrun, frame or parity error) is counted in rx_lost, and the read returns what did
 * arrive (lp_hal.h). */
int lp_hal_ser_write(lp_ser_t port, const uint8_t *buf, size_t n)
{
    if ((unsigned)port >= LP_SER_COUNT) return LP_E_IO;
    return lp_xil_uart_write(IO(uart_base[port]), buf, n, &rx_lost[port]);
}

int lp_hal_ser_read(lp_ser_t port, uint8_t *buf, size_t cap, uint32_t timeout_us)
{
    if ((unsigned)port >= LP_SER_COUNT) return LP_E_IO;
    if (cap > 0x7FFFFFFFu) cap = 0x7FFFFFFFu; /* the count must fit the int returned */
    uint64_t end = lp_hal_now_us() + timeout_us;
    for (;;) {
        size_t n = lp_xil_uart_read_ready(IO(uart_base[port]), buf, cap, &rx_lost[port]);
        if (n || lp_hal_now_us() >= end) return (int)n;
    }
}

uint32_t lp_mbv_ser_rx_lost(lp_ser_t port)
{
    return (unsigned)port < LP_SER_COUNT ? rx_lost[port] : 0u;
}

void lp_hal_ser_flush_rx(lp_ser_t port)
{
    if ((unsigned)port < LP_SER_COUNT) lp_xil_uart_flush_rx(IO(uart_base[port]));
}

int lp_hal_spi_xfer(lp_spi_t cs, const uint8_t *tx, uint8_t *rx, size_t n)
{
    if ((unsigned)cs >= LP_SPI_COUNT) return LP_E_ARG;
    return lp_xil_spi_xfer(IO(LP_MBV_SPI), (unsigned)cs, tx, rx, n) ? LP_E_ARG : LP_OK;
}

void lp_hal_gpio_set(lp_gpio_t pin, int level)
{
    if (pin != LP_GPIO_DAC_LDAC_N && pin != LP_GPIO_DAC_RESET_N) return;
    uint32_t bit = pin == LP_GPIO_DAC_LDAC_N ? 1u : 2u;
    gpio_out = level ? (gpio_out | bit) : (gpio_out & ~bit);
    lp_xil_gpio_out(IO(LP_MBV_GPIO), gpio_out);
}

int lp_hal_gpio_get(lp_gpio_t pin)
{
    if (pin == LP_GPIO_DAC_BUSY_N) return (int)(lp_xil_gpio_in(IO(LP_MBV_GPIO)) & 1u);
    return (int)((gpio_out >> (pin == LP_GPIO_DAC_LDAC_N ? 0 : 1)) & 1u);
}

uint32_t lp_hal_irq_wait(uint32_t mask, uint32_t timeout_us)
{
    lp_xil_intc_enable(IO(LP_MBV_INTC), (1u << LP_BLK_COUNT) - 1u);
    uint64_t end = lp_hal_now_us() + timeout_us;
    for (;;) {
        uint32_t p = lp_xil_intc_take(IO(LP_MBV_INTC), mask);
        if (p || lp_hal_now_us() >= end) return p;
    }
}

void lp_hal_log(const char *msg)
{
    size_t n = 0;
    while (msg[n]) n++;
    lp_hal_ser_write(LP_SER_SDN, (const uint8_t *)msg, n);
    lp_hal_ser_write(LP_SER_SDN, (const uint8_t *)"\r\n", 2);
}

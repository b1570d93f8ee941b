/* HAL for the MicroBlaze V (RV32IMC) control CPU on the VCU118, bare metal (lp_hal.h): the Xilinx IP
 * of lp_mbv_map.h through lp_xil.c. Interrupts are polled through the INTC: the control loop is one
 * thread that waits for work. The trap handler reports exceptions and halts; the UARTs transmit from
 * rings drained by every wait of the HAL and by lp_mbv_service (docs/firmware.md, "MicroBlaze V"). */
#include "lp_hal_mbv.h"
#include "lp_mbv_map.h"
#include "lp_nic_node.h"
#include "lp_str.h"
#include "lp_xil.h"

#define IO(a) ((lp_io_t *)(uintptr_t)(a))

/* The ODDL block is the node map's oddl sub-window of the NIC window (the generated offset). */
static const uint32_t blk_base[LP_BLK_COUNT] = {LP_MBV_NIC_BASE, LP_MBV_ARB_BASE,
                                                LP_MBV_NIC_BASE + (uint32_t)offsetof(lp_nic_node_t, oddl)};
static const uint32_t uart_base[LP_SER_COUNT] = {LP_MBV_UART_WSS, LP_MBV_UART_CONSOLE};
static uint32_t rx_lost[LP_SER_COUNT];

/* Transmit rings: a write never waits for the 115200-baud line (a 1,040-byte reply takes 90 ms there,
 * the loop's interrupt budget is 2.5 ms). Console: three such replies with the log lines around them. */
#define TX_RING_WSS 512u
#define TX_RING_SDN 4096u
static uint8_t tx_buf_wss[TX_RING_WSS], tx_buf_sdn[TX_RING_SDN];
typedef struct {
    uint8_t *buf;
    uint32_t size, head, tail; /* head: next byte to send; tail: next free byte (free-running) */
    uint32_t dropped;          /* bytes of writes refused for want of room */
} tx_ring_t;
static tx_ring_t tx_ring[LP_SER_COUNT] = {{tx_buf_wss, TX_RING_WSS, 0, 0, 0}, {tx_buf_sdn, TX_RING_SDN, 0, 0, 0}};

/* Receive rings: every wait of the HAL moves what the UART Lite's 16-character RX FIFO holds into them,
 * so a reply longer than the FIFO is not lost while the loop waits for something else (at 3.125 Mbaud
 * the FIFO fills in 51 us). WSS: a whole LWSP line (LP_WSS_LINE_MAX); SDN: the agent's frames. Sizes are
 * powers of two (free-running indices). */
#define RX_RING_WSS 512u
#define RX_RING_SDN 1024u
static uint8_t rx_buf_wss[RX_RING_WSS], rx_buf_sdn[RX_RING_SDN];
typedef struct {
    uint8_t *buf;
    uint32_t size, head, tail; /* head: next byte to read; tail: next free byte (free-running) */
} rx_ring_t;
static rx_ring_t rx_ring[LP_SER_COUNT] = {{rx_buf_wss, RX_RING_WSS, 0, 0}, {rx_buf_sdn, RX_RING_SDN, 0, 0}};

/* Trap record in .noinit (crt0 does not zero it): it survives a reset that keeps the local memory
 * (the debug module's system reset, the CPU_RESET button), valid while the magic word is there. */
#define TRAP_MAGIC 0x54524150u
__attribute__((section(".noinit"))) static uint32_t trap_magic, trap_count;
/* the stack's lowest words are the guard: crt0 paints them, a write there means the stack overflowed.
 * The paint word as data: crt0 loads it (the assembler takes no C suffix). */
const uint32_t lp_mbv_stack_paint = LP_MBV_STACK_PAINT;
extern uint32_t __stack_bottom[], __stack_top[];
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
    while (lp_hal_now_us() < end) lp_mbv_ser_pump();
}

/* The UART Lite has no peer that can close and no error of its own to report: a character it dropped
 * or damaged (overrun, frame or parity error) is counted in rx_lost, and the read returns what did
 * arrive (lp_hal.h). */
/* Into the port's transmit ring, whole or not at all: a write that does not fit is dropped, counted
 * (lp_mbv_ser_tx_dropped) and LP_E_IO, the port cannot carry it now; the protocols above recover
 * (LWSP retries, the SDN framing's CRC and session restart). */
int lp_hal_ser_write(lp_ser_t port, const uint8_t *buf, size_t n)
{
    if ((unsigned)port >= LP_SER_COUNT) return LP_E_IO;
    tx_ring_t *r = &tx_ring[port];
    lp_mbv_ser_pump();
    if (n > r->size - (r->tail - r->head)) {
        r->dropped += (uint32_t)n;
        return LP_E_IO;
    }
    for (size_t i = 0; i < n; i++) r->buf[r->tail++ % r->size] = buf[i];
    lp_mbv_ser_pump();
    return (int)n;
}

/* The port's RX FIFO into its ring while there is room (a full ring leaves the rest in the FIFO). */
static void rx_drain(unsigned p)
{
    rx_ring_t *r = &rx_ring[p];
    for (;;) {
        uint32_t used = r->tail - r->head, at = r->tail % r->size;
        uint32_t room = r->size - used, run = r->size - at; /* contiguous free bytes from the tail */
        if (!room) return;
        if (run > room) run = room;
        size_t n = lp_xil_uart_read_ready(IO(uart_base[p]), &r->buf[at], run, &rx_lost[p]);
        r->tail += (uint32_t)n;
        if (n < run) return;
    }
}

void lp_mbv_ser_pump(void)
{
    for (unsigned p = 0; p < LP_SER_COUNT; p++) {
        rx_drain(p);
        tx_ring_t *r = &tx_ring[p];
        while (r->head != r->tail && lp_xil_uart_tx_ready(IO(uart_base[p]), &rx_lost[p]))
            lp_xil_uart_put(IO(uart_base[p]), r->buf[r->head++ % r->size]);
    }
}

uint32_t lp_mbv_ser_tx_pending(lp_ser_t port)
{
    return (unsigned)port < LP_SER_COUNT ? tx_ring[port].tail - tx_ring[port].head : 0u;
}

uint32_t lp_mbv_ser_tx_dropped(lp_ser_t port)
{
    return (unsigned)port < LP_SER_COUNT ? tx_ring[port].dropped : 0u;
}

void lp_mbv_ser_flush(uint32_t timeout_us)
{
    uint64_t end = lp_hal_now_us() + timeout_us;
    while ((lp_mbv_ser_tx_pending(LP_SER_WSS) || lp_mbv_ser_tx_pending(LP_SER_SDN)) && lp_hal_now_us() < end)
        lp_mbv_ser_pump();
}

int lp_hal_ser_read(lp_ser_t port, uint8_t *buf, size_t cap, uint32_t timeout_us)
{
    if ((unsigned)port >= LP_SER_COUNT) return LP_E_IO;
    if (cap > 0x7FFFFFFFu) cap = 0x7FFFFFFFu; /* the count must fit the int returned */
    uint64_t end = lp_hal_now_us() + timeout_us;
    rx_ring_t *r = &rx_ring[port];
    for (;;) {
        lp_mbv_ser_pump(); /* the FIFOs into the rings (this port's first bytes among them) */
        size_t n = 0;
        while (n < cap && r->head != r->tail) buf[n++] = r->buf[r->head++ % r->size];
        if (n || lp_hal_now_us() >= end) return (int)n;
    }
}

uint32_t lp_mbv_ser_rx_lost(lp_ser_t port)
{
    return (unsigned)port < LP_SER_COUNT ? rx_lost[port] : 0u;
}

void lp_hal_ser_flush_rx(lp_ser_t port)
{
    if ((unsigned)port >= LP_SER_COUNT) return;
    lp_xil_uart_flush_rx(IO(uart_base[port]));
    rx_ring[port].head = rx_ring[port].tail;
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
        lp_mbv_ser_pump();
    }
}

void lp_hal_log(const char *msg)
{
    size_t n = 0;
    while (msg[n]) n++;
    lp_hal_ser_write(LP_SER_SDN, (const uint8_t *)msg, n);
    lp_hal_ser_write(LP_SER_SDN, (const uint8_t *)"\r\n", 2);
}

/* ---- traps, stack guard (docs/firmware.md, "Traps and the stack") ---- */

/* Polled console output that needs nothing initialised: the trap handler's and the fatal halt's. */
static void con_put(const char *s)
{
    while (*s) {
        while (!lp_xil_uart_tx_ready(IO(LP_MBV_UART_CONSOLE), 0)) {
        }
        lp_xil_uart_put(IO(LP_MBV_UART_CONSOLE), (uint8_t)*s++);
    }
}

static void con_hex(uint32_t v)
{
    char t[11] = "0x";
    for (int i = 0; i < 8; i++) t[2 + i] = "0123456789abcdef"[(v >> (28 - 4 * i)) & 15u];
    t[10] = 0;
    con_put(t);
}

static void con_dec(uint32_t v)
{
    char t[11];
    int i = 10;
    t[i] = 0;
    do {
        t[--i] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v);
    con_put(t + i);
}

uint32_t lp_mbv_traps(void)
{
    return trap_magic == TRAP_MAGIC ? trap_count : 0u;
}

static void trap_record_init(void)
{
    if (trap_magic != TRAP_MAGIC) {
        trap_magic = TRAP_MAGIC;
        trap_count = 0;
    }
}

void lp_mbv_init(void)
{
    trap_record_init();
    /* the rings are in .data, which a reset that keeps the local memory does not restore: what the run
     * before left queued (a line cut by CPU_RESET) is not this run's */
    for (unsigned p = 0; p < LP_SER_COUNT; p++) {
        tx_ring[p].head = tx_ring[p].tail = tx_ring[p].dropped = 0;
        rx_ring[p].head = rx_ring[p].tail = 0;
    }
}

void lp_mbv_trap(uint32_t mcause, uint32_t mepc, uint32_t mtval)
{
    static int in_trap; /* a trap inside the handler (the console itself faulting): halt at once */
    if (in_trap) lp_mbv_halt();
    in_trap = 1;
    trap_record_init();
    trap_count++;
    tx_ring_t *r = &tx_ring[LP_SER_SDN]; /* the console lines queued before it, at most one ring */
    for (uint32_t k = 0; r->head != r->tail && k < r->size; k++) {
        while (!lp_xil_uart_tx_ready(IO(LP_MBV_UART_CONSOLE), 0)) {
        }
        lp_xil_uart_put(IO(LP_MBV_UART_CONSOLE), r->buf[r->head++ % r->size]);
    }
    con_put("TRAP mcause=");
    con_hex(mcause);
    con_put(" mepc=");
    con_hex(mepc);
    con_put(" mtval=");
    con_hex(mtval);
    con_put(" traps=");
    con_dec(trap_count);
    con_put("; halted\r\n");
    lp_mbv_halt();
}

void lp_mbv_fatal(const char *why)
{
    lp_mbv_ser_flush(200000u); /* what the rings hold first: the lines that lead up to it */
    con_put("FATAL ");
    con_put(why);
    con_put("; halted\r\n");
    lp_mbv_halt();
}

int lp_mbv_stack_ok(void)
{
    for (uint32_t i = 0; i < LP_MBV_STACK_GUARD / 4u; i++)
        if (__stack_bottom[i] != LP_MBV_STACK_PAINT) return 0;
    return 1;
}

uint32_t lp_mbv_stack_used(void)
{
    uint32_t words = (uint32_t)(__stack_top - __stack_bottom), i = 0;
    while (i < words && __stack_bottom[i] == LP_MBV_STACK_PAINT) i++;
    return 4u * (words - i);
}

void lp_mbv_service(void)
{
    lp_mbv_ser_pump();
    if (!lp_mbv_stack_ok()) lp_mbv_fatal("stack overflow: the guard below the stack was written");
}

void lp_mbv_fatal_rc(const char *why, int rc)
{
    lp_hal_log(why);
    lp_mbv_fatal(lp_strerror(rc));
}

void lp_mbv_log_u32(const char *a, uint32_t v, const char *b)
{
    char line[96];
    lp_sb_t sb;
    lp_sb_init(&sb, line, sizeof line);
    lp_sb_str(&sb, a);
    lp_sb_u32(&sb, v);
    lp_sb_str(&sb, b);
    if (lp_sb_done(&sb) >= 0) lp_hal_log(line);
}

/* The simulation link of the Linux tools' co-simulation build (lp_io_sim.h). Any failure of the link
 * (the simulation gone) ends the tool: there is no board to fall back to. */
#define _POSIX_C_SOURCE 200809L
#include "lp_io_sim.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int link_fd = -1;

static void fail(const char *what)
{
    fprintf(stderr, "lp_io_sim: %s\n", what);
    exit(3);
}

static void put_all(const uint8_t *p, size_t n)
{
    while (n) {
        ssize_t k = write(link_fd, p, n);
        if (k < 0 && errno == EINTR) continue; /* a signal (the daemon's stop) ends no request half-way */
        if (k <= 0) fail("link closed");
        p += k;
        n -= (size_t)k;
    }
}

static void get_all(uint8_t *p, size_t n)
{
    while (n) {
        ssize_t k = read(link_fd, p, n);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) fail("link closed");
        p += k;
        n -= (size_t)k;
    }
}

static void le32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t call(uint32_t op, uint32_t a, uint32_t b, const char *name, uint64_t *second)
{
    if (link_fd < 0) {
        const char *env = getenv("LP_IO_SIM_FD");
        if (!env) fail("LP_IO_SIM_FD is not set: run under the simulation");
        link_fd = atoi(env);
    }
    size_t len = name ? strlen(name) : 0;
    uint8_t req[16], rep[16];
    le32(req, op);
    le32(req + 4, a);
    le32(req + 8, b);
    le32(req + 12, (uint32_t)len);
    put_all(req, sizeof req);
    if (len) put_all((const uint8_t *)name, len);
    get_all(rep, sizeof rep);
    uint64_t v[2] = {0, 0};
    for (int w = 0; w < 2; w++)
        for (int i = 7; i >= 0; i--) v[w] = v[w] << 8 | rep[8 * w + i];
    if (second) *second = v[1];
    return v[0];
}

uint32_t lp_io_rd(const lp_io_t *p)
{
    return (uint32_t)call(LP_IO_SIM_RD, (uint32_t)(uintptr_t)p, 0, NULL, NULL);
}

void lp_io_wr(lp_io_t *p, uint32_t v)
{
    call(LP_IO_SIM_WR, (uint32_t)(uintptr_t)p, v, NULL, NULL);
}

int lp_io_sim_map(const char *name, lp_io_t **base, size_t *size, int *handle)
{
    uint64_t second;
    uint64_t addr = call(LP_IO_SIM_MAP, 0, 0, name, &second);
    if (!addr) return -1;
    *base = (lp_io_t *)(uintptr_t)addr;
    *size = (size_t)(second & 0xFFFFFFFFu);
    *handle = (int)(second >> 32);
    return 0;
}

uint64_t lp_io_sim_now_us(void)
{
    return call(LP_IO_SIM_NOW, 0, 0, NULL, NULL);
}

void lp_io_sim_sleep_us(uint32_t us)
{
    call(LP_IO_SIM_SLEEP, us, 0, NULL, NULL);
}

uint32_t lp_io_sim_irq_wait(uint32_t handles, uint32_t timeout_us)
{
    return (uint32_t)call(LP_IO_SIM_IRQ, handles, timeout_us, NULL, NULL);
}

static lp_io_t *ser[LP_SER_COUNT];

int lp_io_sim_ser_open(lp_ser_t port, const char *path)
{
    size_t size;
    int handle;
    if ((unsigned)port >= LP_SER_COUNT || lp_io_sim_map(path, &ser[port], &size, &handle)) return LP_E_IO;
    lp_xil_uart_flush_rx(ser[port]);
    return LP_OK;
}

void lp_io_sim_ser_close(lp_ser_t port)
{
    if ((unsigned)port < LP_SER_COUNT) ser[port] = NULL;
}

int lp_hal_ser_write(lp_ser_t port, const uint8_t *buf, size_t n)
{
    if ((unsigned)port >= LP_SER_COUNT || !ser[port]) return LP_E_IO;
    return lp_xil_uart_write(ser[port], buf, n, NULL);
}

int lp_hal_ser_read(lp_ser_t port, uint8_t *buf, size_t cap, uint32_t timeout_us)
{
    if ((unsigned)port >= LP_SER_COUNT || !ser[port] || !buf) return LP_E_IO;
    if (cap > 0x7FFFFFFFu) cap = 0x7FFFFFFFu; /* the count must fit the int returned */
    uint64_t end = lp_io_sim_now_us() + timeout_us;
    for (;;) {
        size_t n = lp_xil_uart_read_ready(ser[port], buf, cap, NULL);
        if (n || cap == 0 || lp_io_sim_now_us() >= end) return (int)n;
    }
}

void lp_hal_ser_flush_rx(lp_ser_t port)
{
    if ((unsigned)port < LP_SER_COUNT && ser[port]) lp_xil_uart_flush_rx(ser[port]);
}

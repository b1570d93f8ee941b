/* ZCU106 PetaLinux HAL (lp_hal_uio.h): UIO maps for the register blocks and the PL IP (lp_xil.c does
 * the IP), POSIX ttys for the serial ports. A block's interrupt is its UIO device's: writing 1 to
 * /dev/uioN unmasks it, a read returns the event count once it fired.
 * Built with LP_IO_SIM (the tools against the simulated board, lp_io_sim.h), the device lookup, the
 * register accesses, the clock and the interrupt wait go over the simulation's link instead; the rest
 * of this file is the same. */
#define _POSIX_C_SOURCE 200809L
#include "lp_hal_uio.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "lp_hal.h"
#include "lp_posix_ser.h"
#include "lp_xil.h"
#ifdef LP_IO_SIM
#include "lp_io_sim.h"
#define SER_OPEN lp_io_sim_ser_open /* the UART Lite through the link (no kernel tty) */
#define SER_CLOSE lp_io_sim_ser_close
#else
#define SER_OPEN lp_posix_ser_open
#define SER_CLOSE lp_posix_ser_close
#endif

typedef struct {
    int fd;
    lp_io_t *base;
    size_t size;
} uio_map_t;

static uio_map_t blk[LP_BLK_COUNT], spi, gpio;
static uint32_t gpio_out = 0x3u;

#ifndef LP_IO_SIM
static int read_sys(const char *path, char *buf, size_t cap)
{
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    size_t n = fread(buf, 1, cap - 1, f);
    fclose(f);
    buf[n] = '\0';
    while (n && (buf[n - 1] == '\n' || buf[n - 1] == ' ')) buf[--n] = '\0';
    return 0;
}
#endif

static int uio_map(const char *name, uio_map_t *m)
{
    m->fd = -1;
    m->base = NULL;
    if (!name) return 0;
#ifdef LP_IO_SIM
    if (lp_io_sim_map(name, &m->base, &m->size, &m->fd)) {
        fprintf(stderr, "lp_uio: cannot map UIO device '%s'\n", name);
        return -1;
    }
    return 0;
#else
    DIR *d = opendir("/sys/class/uio");
    if (!d) return -1;
    struct dirent *e;
    int rc = -1;
    while ((e = readdir(d))) {
        char path[300], val[64];
        if (strncmp(e->d_name, "uio", 3) != 0) continue;
        snprintf(path, sizeof path, "/sys/class/uio/%s/name", e->d_name);
        if (read_sys(path, val, sizeof val) || strcmp(val, name) != 0) continue;
        snprintf(path, sizeof path, "/sys/class/uio/%s/maps/map0/size", e->d_name);
        if (read_sys(path, val, sizeof val)) break;
        m->size = (size_t)strtoul(val, NULL, 0);
        snprintf(path, sizeof path, "/dev/%s", e->d_name);
        m->fd = open(path, O_RDWR | O_CLOEXEC);
        if (m->fd < 0) break;
        void *p = mmap(NULL, m->size, PROT_READ | PROT_WRITE, MAP_SHARED, m->fd, 0);
        if (p == MAP_FAILED) break;
        m->base = (lp_io_t *)p;
        rc = 0;
        break;
    }
    closedir(d);
    if (rc) fprintf(stderr, "lp_uio: cannot map UIO device '%s'\n", name);
    return rc;
#endif
}

int lp_uio_open(const lp_uio_cfg_t *cfg)
{
    if (!cfg) return LP_E_ARG;
    for (int b = 0; b < LP_BLK_COUNT; b++)
        if (uio_map(cfg->uio_name[b], &blk[b])) return LP_E_IO;
    if (uio_map(cfg->uio_spi, &spi) || uio_map(cfg->uio_gpio, &gpio)) return LP_E_IO;
    for (int p = 0; p < LP_SER_COUNT; p++) {
        if (cfg->tty[p] && SER_OPEN((lp_ser_t)p, cfg->tty[p])) {
            fprintf(stderr, "lp_uio: cannot open %s: %s\n", cfg->tty[p], strerror(errno));
            return LP_E_IO;
        }
    }
    return LP_OK;
}

static void unmap(uio_map_t *m)
{
#ifndef LP_IO_SIM
    if (m->base) munmap((void *)m->base, m->size);
    if (m->fd >= 0) close(m->fd);
#endif
    m->base = NULL;
    m->fd = -1;
}

void lp_uio_close(void)
{
    for (int b = 0; b < LP_BLK_COUNT; b++) unmap(&blk[b]);
    unmap(&spi);
    unmap(&gpio);
    for (int p = 0; p < LP_SER_COUNT; p++) SER_CLOSE((lp_ser_t)p);
}

uint32_t lp_hal_rd32(lp_blk_t b, uint32_t off)
{
    if ((unsigned)b >= LP_BLK_COUNT || !blk[b].base || off + 4 > blk[b].size) return 0xFFFFFFFFu;
    return lp_io_rd(&blk[b].base[off / 4]);
}

void lp_hal_wr32(lp_blk_t b, uint32_t off, uint32_t val)
{
    if ((unsigned)b < LP_BLK_COUNT && blk[b].base && off + 4 <= blk[b].size) lp_io_wr(&blk[b].base[off / 4], val);
}

uint64_t lp_hal_now_us(void)
{
#ifdef LP_IO_SIM
    return lp_io_sim_now_us();
#else
    return lp_posix_now_us();
#endif
}

void lp_hal_sleep_us(uint32_t us)
{
#ifdef LP_IO_SIM
    lp_io_sim_sleep_us(us);
#else
    lp_posix_sleep_us(us);
#endif
}

int lp_hal_spi_xfer(lp_spi_t cs, const uint8_t *tx, uint8_t *rx, size_t n)
{
    if ((unsigned)cs >= LP_SPI_COUNT || !spi.base) return LP_E_ARG;
    return lp_xil_spi_xfer(spi.base, (unsigned)cs, tx, rx, n) ? LP_E_ARG : LP_OK;
}

void lp_hal_gpio_set(lp_gpio_t pin, int level)
{
    if ((pin != LP_GPIO_DAC_LDAC_N && pin != LP_GPIO_DAC_RESET_N) || !gpio.base) return;
    uint32_t bit = pin == LP_GPIO_DAC_LDAC_N ? 1u : 2u;
    gpio_out = level ? (gpio_out | bit) : (gpio_out & ~bit);
    lp_xil_gpio_out(gpio.base, gpio_out);
}

int lp_hal_gpio_get(lp_gpio_t pin)
{
    if (pin == LP_GPIO_DAC_BUSY_N) return gpio.base ? (int)(lp_xil_gpio_in(gpio.base) & 1u) : 1;
    return (int)((gpio_out >> (pin == LP_GPIO_DAC_LDAC_N ? 0 : 1)) & 1u);
}

uint32_t lp_hal_irq_wait(uint32_t mask, uint32_t timeout_us)
{
#ifdef LP_IO_SIM
    uint32_t devs = 0, fired = 0; /* the link names a device by its handle (fd) */
    for (int b = 0; b < LP_BLK_COUNT; b++)
        if (mask >> b & 1u && blk[b].fd >= 0) devs |= 1u << blk[b].fd;
    uint32_t got = devs ? lp_io_sim_irq_wait(devs, timeout_us) : 0;
    for (int b = 0; b < LP_BLK_COUNT; b++)
        if (mask >> b & 1u && blk[b].fd >= 0 && got >> blk[b].fd & 1u) fired |= 1u << b;
    return fired;
#else
    struct pollfd pfd[LP_BLK_COUNT];
    int idx[LP_BLK_COUNT], n = 0;
    for (int b = 0; b < LP_BLK_COUNT; b++) {
        if (!(mask >> b & 1u) || blk[b].fd < 0) continue;
        uint32_t one = 1;
        if (write(blk[b].fd, &one, sizeof one) != (ssize_t)sizeof one) continue; /* unmask */
        pfd[n].fd = blk[b].fd;
        pfd[n].events = POLLIN;
        pfd[n].revents = 0;
        idx[n++] = b;
    }
    if (n == 0) return 0;
    if (poll(pfd, (nfds_t)n, (int)((timeout_us + 999u) / 1000u)) <= 0) return 0;
    uint32_t fired = 0;
    for (int i = 0; i < n; i++) {
        if (!(pfd[i].revents & POLLIN)) continue;
        uint32_t count;
        if (read(pfd[i].fd, &count, sizeof count) == (ssize_t)sizeof count) fired |= 1u << idx[i];
    }
    return fired;
#endif
}

void lp_hal_log(const char *msg)
{
    fprintf(stderr, "%s\n", msg);
}

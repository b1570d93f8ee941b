/* Host HAL (tests, tools and the firmware-in-the-loop co-simulation): what a test can plug in.
 *
 * Registers: by default an in-memory register file per block (lp_host_regfile); a hook pair replaces
 * it (the co-simulation bridge routes them into the Verilated design's AXI4-Lite ports).
 * Time: the host's monotonic clock, or hooks (simulated time). Serial ports: file descriptors, e.g.
 * the slave side of the pseudo-terminal a device emulator listens on. SPI: every transfer is recorded
 * (lp_host_spi_log) and handed to an optional hook that fills rx. GPIO: a level array plus a hook for
 * inputs. Interrupts: a pending mask set by lp_host_irq_raise or an irq hook. */
#ifndef LP_HAL_HOST_H
#define LP_HAL_HOST_H

#include <stddef.h>
#include <stdint.h>

#include "lp_hal.h"

#define LP_HOST_REGFILE_WORDS 1024 /* 4 KiB per block */

typedef uint32_t (*lp_host_rd_fn)(void *ctx, int blk, uint32_t off);
typedef void (*lp_host_wr_fn)(void *ctx, int blk, uint32_t off, uint32_t val);
typedef uint64_t (*lp_host_now_fn)(void *ctx);
typedef void (*lp_host_sleep_fn)(void *ctx, uint32_t us);
typedef int (*lp_host_spi_fn)(void *ctx, int cs, const uint8_t *tx, uint8_t *rx, size_t n);
typedef uint32_t (*lp_host_irq_fn)(void *ctx, uint32_t mask, uint32_t timeout_us);
typedef int (*lp_host_gpio_in_fn)(void *ctx, int pin);

void lp_host_reset(void); /* every hook removed, register files and logs cleared, ports closed */
void lp_host_set_reg_hooks(lp_host_rd_fn rd, lp_host_wr_fn wr, void *ctx);
uint32_t *lp_host_regfile(int blk);
void lp_host_set_time_hooks(lp_host_now_fn now, lp_host_sleep_fn sleep, void *ctx);
int lp_host_ser_open(int port, const char *path); /* a tty: raw mode; returns LP_OK or LP_E_IO */
void lp_host_ser_set_fd(int port, int fd);
void lp_host_ser_close(int port);
void lp_host_set_spi_hook(lp_host_spi_fn fn, void *ctx);
void lp_host_set_gpio_in_hook(lp_host_gpio_in_fn fn, void *ctx);
int lp_host_gpio_level(int pin); /* the last level an output was set to */
void lp_host_set_irq_hook(lp_host_irq_fn fn, void *ctx);
void lp_host_irq_raise(uint32_t lines);

/* SPI transfer log: the last LP_HOST_SPI_LOG transfers (at most LP_HOST_SPI_MAX bytes each). */
#define LP_HOST_SPI_LOG 512
#define LP_HOST_SPI_MAX 8
typedef struct {
    uint8_t cs, n;
    uint8_t tx[LP_HOST_SPI_MAX];
    uint32_t ldac_pulses_before; /* LDAC low pulses seen before this transfer */
} lp_host_spi_rec_t;
size_t lp_host_spi_count(void); /* transfers since the reset (the log keeps the last LP_HOST_SPI_LOG) */
const lp_host_spi_rec_t *lp_host_spi_rec(size_t i);
uint32_t lp_host_ldac_pulses(void);

#endif

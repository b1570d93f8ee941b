/* Host HAL (tests, tools and the firmware-in-the-loop co-simulation): what a test can plug in.
 *
 * Registers: by default an in-memory register file per block (lp_host_regfile); a hook pair replaces
 * it (the co-simulation bridge routes them into the Verilated design's AXI4-Lite ports).
 * Time: the host's monotonic clock, or hooks (simulated time). Serial ports: file descriptors, e.g.
 * the slave side of the pseudo-terminal a device emulator listens on, or hooks (a co-simulation's line,
 * whose reads wait on the simulated clock: a reply timeout then passes in simulated time). SPI: every transfer is recorded
 * (lp_host_spi_log) and handed to an optional hook that fills rx. GPIO: a level array plus a hook for
 * inputs. The two SiP bias DACs: a model of two AD5370s behind LP_SPI_DAC0/1 and the DAC GPIOs
 * (lp_host_dac). Interrupts: a pending mask set by lp_host_irq_raise or an irq hook. */
#ifndef LP_HAL_HOST_H
#define LP_HAL_HOST_H

#include <stddef.h>
#include <stdint.h>

#include "lp_hal.h"

#define LP_HOST_REGFILE_WORDS 16384 /* 64 KiB per block: the register windows of the boards (docs/boards.md) */

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
typedef int (*lp_host_ser_wr_fn)(void *ctx, const uint8_t *buf, size_t n);
typedef int (*lp_host_ser_rd_fn)(void *ctx, uint8_t *buf, size_t cap, uint32_t timeout_us);
/* The port's line through wr/rd (lp_hal.h's contract: rd returns at most cap bytes, waiting at most
 * timeout_us for the first one); lp_host_ser_close or lp_host_reset removes them. */
void lp_host_set_ser_hooks(int port, lp_host_ser_wr_fn wr, lp_host_ser_rd_fn rd, void *ctx);
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

/* Two AD5370s (docs/firmware.md, "SiP bias DACs"), modelled from the datasheet, independently of
 * drivers/lp_dac: the registers come up at their power-on values (lp_host_reset); a ~RESET pulse puts
 * them back there, and ~BUSY stays low while ~RESET is low and for reset_us after it rises (the chip
 * initialising: a word sent then is lost, counted in `lost`); an X1/M/C write holds ~BUSY low for
 * LP_HOST_DAC_CALC_US (computing X2 = X1 (M + 1) / 2^16 + C - 2^15, saturated to 16 bits); a ~LDAC
 * pulse loads every DAC register from its X2 (counted in ldac_busy if ~BUSY was low). Both chips share
 * ~RESET, ~LDAC and ~BUSY. A gpio-in hook, if installed, overrides the modelled ~BUSY level. */
#define LP_HOST_DAC_CHIPS 2
#define LP_HOST_DAC_CH 40
#define LP_HOST_DAC_POR_X1 0x5555u  /* X1A / X1B */
#define LP_HOST_DAC_POR_M 0xFFFFu
#define LP_HOST_DAC_POR_C 0x8000u
#define LP_HOST_DAC_POR_OFS 0x1555u /* OFS0 / OFS1, 14 bits */
#define LP_HOST_DAC_RESET_US 400u   /* ~BUSY low after ~RESET rises: the datasheet's maximum */
#define LP_HOST_DAC_CALC_US 2u      /* ~BUSY low after an X1/M/C write: 1.5 us maximum, on the us clock */
typedef struct {
    uint16_t x1a[LP_HOST_DAC_CH], m[LP_HOST_DAC_CH], c[LP_HOST_DAC_CH];
    uint16_t dac[LP_HOST_DAC_CH]; /* the DAC registers: the codes the outputs show */
    uint16_t ofs[2];              /* OFS0 (group 0), OFS1 (groups 1-4) */
    uint32_t words;               /* 24-bit words taken */
    uint32_t lost;                /* words sent while the chip was in reset: ignored */
    uint32_t ldac_busy;           /* ~LDAC pulses while ~BUSY was low */
} lp_host_dac_t;
const lp_host_dac_t *lp_host_dac(int chip);
void lp_host_dac_set_reset_us(uint32_t us); /* the reset time (LP_HOST_DAC_RESET_US after lp_host_reset) */
int lp_host_dac_busy_n(void);               /* the modelled ~BUSY level */
/* What channel ch of a chip outputs, microvolts: 4 VREF (DAC - 4 OFS) / 2^16, rounded */
int32_t lp_host_dac_out_uv(int chip, int ch, int32_t vref_uv);

#endif

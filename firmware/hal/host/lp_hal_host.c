/* Host HAL: POSIX implementation of lp_hal.h with test hooks (lp_hal_host.h). */
#define _POSIX_C_SOURCE 200809L
#include "lp_hal_host.h"

#include <stdio.h>
#include <string.h>

#include "lp_posix_ser.h"

static uint32_t regfile[LP_BLK_COUNT][LP_HOST_REGFILE_WORDS];
static lp_host_rd_fn rd_hook;
static lp_host_wr_fn wr_hook;
static void *reg_ctx;
static lp_host_now_fn now_hook;
static lp_host_sleep_fn sleep_hook;
static void *time_ctx;
static lp_host_spi_fn spi_hook;
static void *spi_ctx;
static lp_host_spi_rec_t spi_log[LP_HOST_SPI_LOG];
static size_t spi_count;
static int gpio_out[LP_GPIO_COUNT];
static lp_host_gpio_in_fn gpio_in_hook;
static void *gpio_ctx;
static uint32_t ldac_pulses;
static lp_host_dac_t dac[LP_HOST_DAC_CHIPS];
static uint32_t dac_reset_us;
static uint64_t dac_reset_until, dac_busy_until; /* ~BUSY low before these (reset, X2 computation) */
static lp_host_irq_fn irq_hook;
static void *irq_ctx;
static volatile uint32_t irq_pending;

static void dac_por(void)
{
    for (int chip = 0; chip < LP_HOST_DAC_CHIPS; chip++) {
        lp_host_dac_t *d = &dac[chip];
        for (int ch = 0; ch < LP_HOST_DAC_CH; ch++) {
            d->x1a[ch] = LP_HOST_DAC_POR_X1;
            d->m[ch] = LP_HOST_DAC_POR_M;
            d->c[ch] = LP_HOST_DAC_POR_C;
            d->dac[ch] = LP_HOST_DAC_POR_X1; /* X2 of the power-on registers */
        }
        d->ofs[0] = d->ofs[1] = LP_HOST_DAC_POR_OFS;
    }
}

void lp_host_reset(void)
{
    memset(regfile, 0, sizeof regfile);
    rd_hook = NULL;
    wr_hook = NULL;
    now_hook = NULL;
    sleep_hook = NULL;
    for (int p = 0; p < LP_SER_COUNT; p++) lp_posix_ser_close((lp_ser_t)p);
    spi_hook = NULL;
    spi_count = 0;
    memset(gpio_out, 0, sizeof gpio_out);
    gpio_out[LP_GPIO_DAC_LDAC_N] = 1;
    gpio_out[LP_GPIO_DAC_RESET_N] = 1;
    gpio_in_hook = NULL;
    ldac_pulses = 0;
    memset(dac, 0, sizeof dac);
    dac_por();
    dac_reset_us = LP_HOST_DAC_RESET_US;
    dac_reset_until = dac_busy_until = 0;
    irq_hook = NULL;
    irq_pending = 0;
}

void lp_host_set_reg_hooks(lp_host_rd_fn rd, lp_host_wr_fn wr, void *ctx)
{
    rd_hook = rd;
    wr_hook = wr;
    reg_ctx = ctx;
}

uint32_t *lp_host_regfile(int blk)
{
    return (blk >= 0 && blk < LP_BLK_COUNT) ? regfile[blk] : NULL;
}

uint32_t lp_hal_rd32(lp_blk_t blk, uint32_t off)
{
    if (rd_hook) return rd_hook(reg_ctx, (int)blk, off);
    if ((unsigned)blk >= LP_BLK_COUNT || off / 4 >= LP_HOST_REGFILE_WORDS) return 0xDEADBEEFu;
    return regfile[blk][off / 4];
}

void lp_hal_wr32(lp_blk_t blk, uint32_t off, uint32_t val)
{
    if (wr_hook) {
        wr_hook(reg_ctx, (int)blk, off, val);
        return;
    }
    if ((unsigned)blk < LP_BLK_COUNT && off / 4 < LP_HOST_REGFILE_WORDS) regfile[blk][off / 4] = val;
}

void lp_host_set_time_hooks(lp_host_now_fn now, lp_host_sleep_fn sleep, void *ctx)
{
    now_hook = now;
    sleep_hook = sleep;
    time_ctx = ctx;
}

uint64_t lp_hal_now_us(void)
{
    return now_hook ? now_hook(time_ctx) : lp_posix_now_us();
}

void lp_hal_sleep_us(uint32_t us)
{
    if (sleep_hook)
        sleep_hook(time_ctx, us);
    else
        lp_posix_sleep_us(us);
}

int lp_host_ser_open(int port, const char *path)
{
    return lp_posix_ser_open((lp_ser_t)port, path);
}

void lp_host_ser_set_fd(int port, int fd)
{
    lp_posix_ser_set_fd((lp_ser_t)port, fd);
}

void lp_host_ser_close(int port)
{
    lp_posix_ser_close((lp_ser_t)port);
}

void lp_host_set_ser_hooks(int port, lp_host_ser_wr_fn wr, lp_host_ser_rd_fn rd, void *ctx)
{
    lp_posix_ser_set_hooks((lp_ser_t)port, wr, rd, ctx);
}

void lp_host_set_spi_hook(lp_host_spi_fn fn, void *ctx)
{
    spi_hook = fn;
    spi_ctx = ctx;
}

/* ---- the AD5370 model ---- */

static int dac_in_reset(uint64_t now)
{
    return gpio_out[LP_GPIO_DAC_RESET_N] == 0 || now < dac_reset_until;
}

int lp_host_dac_busy_n(void)
{
    uint64_t now = lp_hal_now_us();
    return !(dac_in_reset(now) || now < dac_busy_until);
}

static uint16_t dac_x2(const lp_host_dac_t *d, int ch)
{
    int64_t v = (int64_t)d->x1a[ch] * ((int64_t)d->m[ch] + 1) / 65536 + d->c[ch] - 32768;
    return (uint16_t)(v < 0 ? 0 : v > 65535 ? 65535 : v);
}

static void dac_word(int chip, const uint8_t *tx)
{
    lp_host_dac_t *d = &dac[chip];
    uint64_t now = lp_hal_now_us();
    if (dac_in_reset(now)) {
        d->lost++;
        return;
    }
    d->words++;
    unsigned mode = tx[0] >> 6, addr = tx[0] & 0x3Fu;
    uint16_t data = (uint16_t)(tx[1] << 8 | tx[2]);
    if (mode == 0) { /* special functions: the offset DACs (others are not modelled) */
        if (addr == 2 || addr == 3) d->ofs[addr - 2] = data & 0x3FFFu;
        return;
    }
    if (addr < 8 || addr >= 8 + LP_HOST_DAC_CH) return; /* group broadcasts are not modelled */
    int ch = (int)addr - 8;
    if (mode == 3)
        d->x1a[ch] = data;
    else if (mode == 2)
        d->c[ch] = data;
    else
        d->m[ch] = data;
    dac_busy_until = (dac_busy_until > now ? dac_busy_until : now) + LP_HOST_DAC_CALC_US;
}

static void dac_ldac(void)
{
    if (!lp_host_dac_busy_n())
        for (int chip = 0; chip < LP_HOST_DAC_CHIPS; chip++) dac[chip].ldac_busy++;
    for (int chip = 0; chip < LP_HOST_DAC_CHIPS; chip++)
        for (int ch = 0; ch < LP_HOST_DAC_CH; ch++) dac[chip].dac[ch] = dac_x2(&dac[chip], ch);
}

const lp_host_dac_t *lp_host_dac(int chip)
{
    return (chip >= 0 && chip < LP_HOST_DAC_CHIPS) ? &dac[chip] : NULL;
}

void lp_host_dac_set_reset_us(uint32_t us)
{
    dac_reset_us = us;
}

int32_t lp_host_dac_out_uv(int chip, int ch, int32_t vref_uv)
{
    if (chip < 0 || chip >= LP_HOST_DAC_CHIPS || ch < 0 || ch >= LP_HOST_DAC_CH) return 0;
    const lp_host_dac_t *d = &dac[chip];
    int64_t v = 4 * (int64_t)vref_uv * ((int64_t)d->dac[ch] - 4 * (int64_t)d->ofs[ch < 8 ? 0 : 1]);
    return (int32_t)(v >= 0 ? (v + 32768) / 65536 : (v - 32768) / 65536);
}

int lp_hal_spi_xfer(lp_spi_t cs, const uint8_t *tx, uint8_t *rx, size_t n)
{
    if ((unsigned)cs >= LP_SPI_COUNT || !tx || n == 0 || n > LP_HOST_SPI_MAX) return LP_E_ARG;
    lp_host_spi_rec_t *rec = &spi_log[spi_count % LP_HOST_SPI_LOG];
    rec->cs = (uint8_t)cs;
    rec->n = (uint8_t)n;
    memcpy(rec->tx, tx, n);
    rec->ldac_pulses_before = ldac_pulses;
    spi_count++;
    if (rx) memset(rx, 0, n);
    if (n == 3) dac_word(cs == LP_SPI_DAC1 ? 1 : 0, tx);
    return spi_hook ? spi_hook(spi_ctx, (int)cs, tx, rx, n) : LP_OK;
}

size_t lp_host_spi_count(void)
{
    return spi_count;
}

const lp_host_spi_rec_t *lp_host_spi_rec(size_t i)
{
    if (i >= spi_count || spi_count - i > LP_HOST_SPI_LOG) return NULL;
    return &spi_log[i % LP_HOST_SPI_LOG];
}

uint32_t lp_host_ldac_pulses(void)
{
    return ldac_pulses;
}

void lp_hal_gpio_set(lp_gpio_t pin, int level)
{
    if ((unsigned)pin >= LP_GPIO_COUNT) return;
    if (pin == LP_GPIO_DAC_LDAC_N && gpio_out[pin] == 0 && level) ldac_pulses++; /* rising edge ends a pulse */
    if (pin == LP_GPIO_DAC_LDAC_N && gpio_out[pin] == 1 && !level) dac_ldac(); /* falling edge loads */
    if (pin == LP_GPIO_DAC_RESET_N && gpio_out[pin] == 0 && level) { /* the chips initialise */
        dac_por();
        dac_reset_until = lp_hal_now_us() + dac_reset_us;
        dac_busy_until = 0;
    }
    gpio_out[pin] = level ? 1 : 0;
}

int lp_hal_gpio_get(lp_gpio_t pin)
{
    if ((unsigned)pin >= LP_GPIO_COUNT) return 0;
    if (gpio_in_hook) return gpio_in_hook(gpio_ctx, (int)pin);
    return pin == LP_GPIO_DAC_BUSY_N ? lp_host_dac_busy_n() : gpio_out[pin];
}

int lp_host_gpio_level(int pin)
{
    return (pin >= 0 && pin < LP_GPIO_COUNT) ? gpio_out[pin] : -1;
}

void lp_host_set_gpio_in_hook(lp_host_gpio_in_fn fn, void *ctx)
{
    gpio_in_hook = fn;
    gpio_ctx = ctx;
}

void lp_host_set_irq_hook(lp_host_irq_fn fn, void *ctx)
{
    irq_hook = fn;
    irq_ctx = ctx;
}

void lp_host_irq_raise(uint32_t lines)
{
    irq_pending |= lines;
}

uint32_t lp_hal_irq_wait(uint32_t mask, uint32_t timeout_us)
{
    if (irq_hook) return irq_hook(irq_ctx, mask, timeout_us) & mask;
    uint64_t end = lp_hal_now_us() + timeout_us;
    for (;;) {
        uint32_t p = irq_pending & mask;
        if (p) {
            irq_pending &= ~p;
            return p;
        }
        if (lp_hal_now_us() >= end) return 0;
        lp_hal_sleep_us(100);
    }
}

void lp_hal_log(const char *msg)
{
    fputs(msg, stderr);
    fputc('\n', stderr);
}

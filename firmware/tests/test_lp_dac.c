/* drivers/lp_dac + lp_sipcal on the host HAL: serial words (checked against the datasheet layout),
 * transfer function, clamps, simultaneous update with ~LDAC, ~BUSY timeout, calibration files, the
 * bias sweep. */
#include <string.h>

#include "lp_dac.h"
#include "lp_hal_host.h"
#include "lp_sipcal.h"
#include "lp_test.h"

static lp_dac_t dac;
static lp_sipcal_t cal;

static uint32_t word_of(size_t i, unsigned *cs)
{
    const lp_host_spi_rec_t *r = lp_host_spi_rec(i);
    if (!r || r->n != 3) return 0xFFFFFFFFu;
    *cs = r->cs;
    return (uint32_t)r->tx[0] << 16 | (uint32_t)r->tx[1] << 8 | r->tx[2];
}

static int busy_reads;
static int busy_hook(void *ctx, int pin)
{
    (void)ctx;
    if (pin != LP_GPIO_DAC_BUSY_N) return lp_host_gpio_level(pin);
    if (busy_reads < 0) return 0; /* stuck busy */
    if (busy_reads > 0) {
        busy_reads--;
        return 0;
    }
    return 1;
}

/* a ring resonance: power peaks at 3.2171 V on channel 5 (Lorentzian, 0.4 V wide) */
static int32_t ring_power(void *ctx)
{
    const lp_dac_t *d = ctx;
    double v = d->out_uv[5] / 1e6, x = (v - 3.2171) / 0.2;
    return (int32_t)(1e6 / (1.0 + x * x));
}

static lp_dac_cfg_t cfg_default(void)
{
    lp_dac_cfg_t c;
    memset(&c, 0, sizeof c);
    c.vref_uv = 3000000; /* span 12 V */
    c.ofs_code = 0x1555; /* the reset offset: -4 V .. +8 V */
    for (unsigned i = 0; i < LP_DAC_CHANNELS; i++) {
        c.min_uv[i] = 0;
        c.max_uv[i] = 7000000;
    }
    c.max_uv[79] = 2500000;
    c.settle_us = 50;
    c.busy_timeout_us = 2000;
    return c;
}

int main(void)
{
    lp_host_reset();
    lp_host_set_gpio_in_hook(busy_hook, NULL);
    lp_dac_cfg_t cfg = cfg_default();
    lp_dac_cfg_t bad = cfg;
    bad.ofs_code = 0x4000;
    LP_CHECK_EQ(lp_dac_init(&dac, &bad), LP_E_ARG);
    bad = cfg;
    bad.min_uv[3] = 1;
    bad.max_uv[3] = 0;
    LP_CHECK_EQ(lp_dac_init(&dac, &bad), LP_E_ARG);
    LP_CHECK_EQ(lp_dac_set(&dac, 0, 0, NULL), LP_E_ARG); /* not initialised */

    LP_CHECK_EQ(lp_dac_init(&dac, &cfg), LP_OK);
    /* init: both offset DACs of both chips, mode 0 (special function), addresses 2 and 3 */
    LP_CHECK_EQ(lp_host_spi_count(), 4);
    unsigned cs;
    LP_CHECK_EQ(word_of(0, &cs), 0x021555u);
    LP_CHECK_EQ(cs, LP_SPI_DAC0);
    LP_CHECK_EQ(word_of(1, &cs), 0x031555u);
    LP_CHECK_EQ(word_of(3, &cs), 0x031555u);
    LP_CHECK_EQ(cs, LP_SPI_DAC1);
    LP_CHECK_EQ(lp_host_gpio_level(LP_GPIO_DAC_RESET_N), 1);

    /* transfer function: about -4 V at code 0, 0 V at 4 x 0x1555, about +8 V at full scale */
    LP_CHECK_EQ(lp_dac_code(&dac, 0), 4 * 0x1555);
    LP_CHECK_EQ(lp_dac_uv(&dac, 0), -3999756);       /* 12 V x (0 - 21844) / 2^16 */
    LP_CHECK_EQ(lp_dac_uv(&dac, 65535), 8000061);   /* 12 V x (65535 - 21844) / 2^16 */
    LP_CHECK_EQ(lp_dac_code(&dac, -3999756), 0);
    LP_CHECK_EQ(lp_dac_code(&dac, -3999000), 4);     /* 756 uV above code 0: 4.13 LSB of 183.1 uV */
    LP_CHECK_EQ(lp_dac_code(&dac, -5000000), 0);    /* below the span: saturates */
    LP_CHECK_EQ(lp_dac_code(&dac, 9000000), 65535);
    for (int32_t uv = -3900000; uv < 7900000; uv += 123457) {
        int32_t back = lp_dac_uv(&dac, lp_dac_code(&dac, uv));
        LP_CHECK(back - uv <= 92 && uv - back <= 92); /* within half an LSB (183.1 uV) */
    }

    /* words: channel 0 of chip 0 at address 8, channel 39 at 47, channel 40 = chip 1 address 8 */
    size_t n0 = lp_host_spi_count();
    uint32_t pulses = lp_host_ldac_pulses();
    int cl = -1;
    LP_CHECK_EQ(lp_dac_set(&dac, 0, 1000000, &cl), LP_OK);
    LP_CHECK_EQ(cl, 0);
    LP_CHECK_EQ(lp_dac_set(&dac, 39, 2000000, NULL), LP_OK);
    LP_CHECK_EQ(lp_dac_set(&dac, 40, 3000000, NULL), LP_OK);
    LP_CHECK_EQ(word_of(n0, &cs), (3u << 22) | (8u << 16) | lp_dac_code(&dac, 1000000));
    LP_CHECK_EQ(cs, LP_SPI_DAC0);
    LP_CHECK_EQ(word_of(n0 + 1, &cs), (3u << 22) | (47u << 16) | lp_dac_code(&dac, 2000000));
    LP_CHECK_EQ(word_of(n0 + 2, &cs), (3u << 22) | (8u << 16) | lp_dac_code(&dac, 3000000));
    LP_CHECK_EQ(cs, LP_SPI_DAC1);
    /* nothing on the outputs until the update; then all three at once with one ~LDAC pulse */
    LP_CHECK_EQ(lp_host_ldac_pulses(), pulses);
    LP_CHECK(dac.out_uv[0] != 1000000 && dac.out_uv[40] != 3000000);
    busy_reads = 3; /* ~BUSY low for a while: waited for */
    LP_CHECK_EQ(lp_dac_update(&dac), LP_OK);
    LP_CHECK_EQ(lp_host_ldac_pulses(), pulses + 1);
    LP_CHECK_EQ(busy_reads, 0);
    LP_CHECK(dac.out_uv[0] - 1000000 <= 92 && 1000000 - dac.out_uv[0] <= 92);
    LP_CHECK(dac.out_uv[40] - 3000000 <= 92 && 3000000 - dac.out_uv[40] <= 92);
    LP_CHECK_EQ(lp_host_gpio_level(LP_GPIO_DAC_LDAC_N), 1);

    /* clamps: above the channel's safe range, below it, and rounding never leaves it */
    LP_CHECK_EQ(lp_dac_set(&dac, 79, 6000000, &cl), LP_OK);
    LP_CHECK_EQ(cl, 1);
    LP_CHECK(lp_dac_uv(&dac, dac.code[79]) <= 2500000 && lp_dac_uv(&dac, dac.code[79]) > 2499800);
    LP_CHECK_EQ(lp_dac_set(&dac, 2, -3000000, &cl), LP_OK);
    LP_CHECK_EQ(cl, 1);
    LP_CHECK(lp_dac_uv(&dac, dac.code[2]) >= 0);
    LP_CHECK_EQ(dac.st.clamps, 2);
    LP_CHECK_EQ(lp_dac_set(&dac, LP_DAC_CHANNELS, 0, NULL), LP_E_ARG);
    LP_CHECK_EQ(lp_dac_update(&dac), LP_OK);

    /* ~BUSY stuck low: the update gives up, no ~LDAC pulse */
    pulses = lp_host_ldac_pulses();
    busy_reads = -1;
    LP_CHECK_EQ(lp_dac_update(&dac), LP_E_TIMEOUT);
    LP_CHECK_EQ(lp_host_ldac_pulses(), pulses);
    LP_CHECK_EQ(dac.st.busy_timeouts, 1);
    busy_reads = 0;

    /* calibration file */
    static const char good[] = "# Columbia 4x4 switch, two elements\r\n"
                               "sipcal 1\n"
                               "\n"
                               "cal 0 0 12 1250\n"
                               "cal 0 1 12 3475\n"
                               "cal 0 1 13 -120\n"
                               "cal 1 0 40 6999\n"
                               "cal 1 1 40 9000\n";
    unsigned line = 99;
    LP_CHECK_EQ(lp_sipcal_parse(&cal, good, sizeof good - 1, &line), LP_OK);
    LP_CHECK_EQ(cal.n, 5);
    LP_CHECK(cal.e[2].ch == 13 && cal.e[2].uv == -120000);
    static const struct {
        const char *text;
        unsigned line;
        int rc;
    } bad_files[] = {
        {"cal 0 0 1 5\n", 1, LP_E_PROTO},                        /* no header */
        {"sipcal 2\ncal 0 0 1 5\n", 1, LP_E_PROTO},              /* unknown version */
        {"sipcal 1\ncal 0 0 80 5\n", 2, LP_E_ARG},               /* channel out of range */
        {"sipcal 1\ncal 64 0 1 5\n", 2, LP_E_ARG},               /* switch out of range */
        {"sipcal 1\ncal 0 8 1 5\n", 2, LP_E_ARG},                /* state out of range */
        {"sipcal 1\ncal 0 0 1 20001\n", 2, LP_E_PROTO},          /* beyond +-20 V */
        {"sipcal 1\ncal 0 0 1 --5\n", 2, LP_E_PROTO},
        {"sipcal 1\ncal 0 0 1\n", 2, LP_E_PROTO},                /* short line */
        {"sipcal 1\ncal 0 0 1 5 6\n", 2, LP_E_PROTO},            /* long line */
        {"sipcal 1\ncal 0 0 1 5\ncal 0 0 1 6\n", 3, LP_E_BUSY},  /* duplicate */
        {"sipcal 1\ncal  0 0 1 5\n", 2, LP_E_PROTO},             /* double space */
        {"sipcal 1\nCAL 0 0 1 5\n", 2, LP_E_PROTO},
        {"sipcal 1\nrange 3 0 5000\ncal 0 0 3 5001\n", 3, LP_E_ARG}, /* outside its safe range */
        {"sipcal 1\ncal 0 0 3 100\nrange 3 0 5000\n", 3, LP_E_STATE}, /* range after a cal line */
        {"sipcal 1\nrange 3 0 5000\nrange 3 0 4000\n", 3, LP_E_BUSY}, /* two ranges */
        {"sipcal 1\nrange 3 5000 0\n", 2, LP_E_ARG},                  /* min > max */
        {"sipcal 1\nrange 80 0 5000\n", 2, LP_E_ARG},
        {"sipcal 1\nrange 3 0\n", 2, LP_E_PROTO},
        {"", 0, LP_E_PROTO},                                      /* empty file */
    };
    for (size_t i = 0; i < sizeof bad_files / sizeof bad_files[0]; i++) {
        line = 99;
        int rc = lp_sipcal_parse(&cal, bad_files[i].text, strlen(bad_files[i].text), &line);
        if (rc != bad_files[i].rc || line != bad_files[i].line)
            fprintf(stderr, "file %zu: rc %d line %u\n", i, rc, line);
        LP_CHECK(rc == bad_files[i].rc && line == bad_files[i].line);
    }
    char longline[LP_SIPCAL_LINE_MAX + 20] = "sipcal 1\n#";
    memset(longline + 10, 'x', LP_SIPCAL_LINE_MAX);
    LP_CHECK_EQ(lp_sipcal_parse(&cal, longline, 10 + LP_SIPCAL_LINE_MAX, &line), LP_E_PROTO);
    LP_CHECK_EQ(line, 2);
    lp_sipcal_init(&cal);
    LP_CHECK_EQ(lp_sipcal_add(&cal, 0, 0, 0, 1), LP_OK);
    for (unsigned i = 1; i < LP_SIPCAL_ENTRIES; i++) lp_sipcal_add(&cal, i % 64, (i / 64) % 8, i / 512 + 1, 1);
    LP_CHECK_EQ(cal.n, LP_SIPCAL_ENTRIES);
    LP_CHECK_EQ(lp_sipcal_add(&cal, 63, 7, 79, 1), LP_E_NOSPACE);

    /* safe ranges from the file: copied into a DAC configuration; a driven channel without one counted */
    static const char ranged[] = "sipcal 1\nrange 12 0 4000\nrange 40 -1000 7000\ncal 0 0 12 1250\n"
                                 "cal 1 0 40 -500\ncal 1 0 41 100\n";
    LP_CHECK_EQ(lp_sipcal_parse(&cal, ranged, sizeof ranged - 1, &line), LP_OK);
    lp_dac_cfg_t lim;
    memset(&lim, 0, sizeof lim);
    lim.max_uv[12] = 1;
    LP_CHECK_EQ(lp_sipcal_limits(&cal, &lim), 1); /* channel 41 */
    LP_CHECK(lim.min_uv[12] == 0 && lim.max_uv[12] == 4000000 && lim.min_uv[40] == -1000000 &&
             lim.max_uv[40] == 7000000 && lim.max_uv[41] == 0);

    /* applying switch states: all their channels loaded, one pulse; an uncalibrated state moves nothing */
    LP_CHECK_EQ(lp_sipcal_parse(&cal, good, sizeof good - 1, &line), LP_OK);
    n0 = lp_host_spi_count();
    pulses = lp_host_ldac_pulses();
    const uint8_t states[2] = {1, 1};
    LP_CHECK_EQ(lp_sipcal_apply(&dac, &cal, states, 2), LP_OK);
    LP_CHECK_EQ(lp_host_spi_count() - n0, 3); /* channels 12, 13, 40 */
    LP_CHECK_EQ(lp_host_ldac_pulses(), pulses + 1);
    for (size_t i = n0; i < n0 + 3; i++) LP_CHECK_EQ(lp_host_spi_rec(i)->ldac_pulses_before, pulses);
    LP_CHECK(dac.out_uv[12] - 3475000 <= 92 && 3475000 - dac.out_uv[12] <= 92);
    LP_CHECK_EQ(dac.out_uv[13], lp_dac_uv(&dac, lp_dac_code(&dac, 0))); /* -120 mV clamped to 0 */
    LP_CHECK(dac.out_uv[40] <= 7000000 && dac.out_uv[40] > 6999800);    /* 9 V clamped to 7 V */
    const uint8_t missing[2] = {2, LP_SIPCAL_KEEP};
    n0 = lp_host_spi_count();
    LP_CHECK_EQ(lp_sipcal_apply(&dac, &cal, missing, 2), LP_E_NOTFOUND);
    LP_CHECK_EQ(lp_host_spi_count(), n0);
    const uint8_t keep[2] = {LP_SIPCAL_KEEP, 0};
    LP_CHECK_EQ(lp_sipcal_apply(&dac, &cal, keep, 2), LP_OK);
    LP_CHECK_EQ(lp_host_spi_count() - n0, 1); /* switch 1 only */

    /* bias sweep: finds the resonance within one LSB-ish, leaves it applied */
    dac.cfg.settle_us = 0;
    int32_t best = 0, bp = 0;
    LP_CHECK_EQ(lp_dac_sweep(&dac, 5, 0, 7000000, 250000, ring_power, &dac, &best, &bp), LP_OK);
    LP_CHECK(best > 3217100 - 400 && best < 3217100 + 400);
    LP_CHECK(bp > 999990);
    LP_CHECK(dac.out_uv[5] == lp_dac_uv(&dac, dac.code[5]) && dac.out_uv[5] - best <= 92 && best - dac.out_uv[5] <= 92);
    LP_CHECK_EQ(lp_dac_sweep(&dac, 5, 8000000, 9000000, 1000, ring_power, &dac, &best, NULL), LP_E_ARG); /* outside */
    LP_CHECK_EQ(lp_dac_sweep(&dac, 5, 0, 1000, 0, ring_power, &dac, &best, NULL), LP_E_ARG);
    return lp_test_report("test_lp_dac");
}

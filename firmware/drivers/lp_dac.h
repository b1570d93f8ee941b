/* SiP switch bias DACs (docs/firmware.md, "SiP bias DACs"): 80 channels as in the Columbia testbed,
 * as two 40-channel 16-bit DACs of the AD5370 class on SPI (chip select LP_SPI_DAC0/1), with ~LDAC
 * (simultaneous update of every output), ~BUSY and ~RESET on GPIO.
 *
 * Outputs change only at lp_dac_update: lp_dac_set writes a channel's input (X1) register with ~LDAC
 * held high, so a whole new switch state is loaded first and then appears on every channel in the
 * same instant (the ~LDAC pulse), followed by the settle time. Every requested voltage is clamped to
 * its channel's safe range (counted) before it becomes a code. */
#ifndef LP_DAC_H
#define LP_DAC_H

#include <stddef.h>
#include <stdint.h>

#include "lp_hal.h"

#define LP_DAC_CHIPS 2
#define LP_DAC_CH_PER_CHIP 40
#define LP_DAC_CHANNELS (LP_DAC_CHIPS * LP_DAC_CH_PER_CHIP)

typedef struct {
    int32_t vref_uv;                    /* reference voltage, microvolts (the span is 4 x VREF) */
    uint16_t ofs_code;                  /* offset DAC code, 14 bits (both offset DACs of both chips) */
    int32_t min_uv[LP_DAC_CHANNELS];    /* safe range of each channel (the heater or junction it drives) */
    int32_t max_uv[LP_DAC_CHANNELS];
    uint32_t settle_us;                 /* after the ~LDAC pulse: DAC settling plus the tuner's own */
    uint32_t busy_timeout_us;           /* longest ~BUSY low before an update gives up */
} lp_dac_cfg_t;

typedef struct {
    uint32_t writes, updates, clamps, busy_timeouts;
} lp_dac_stats_t;

typedef struct {
    lp_dac_cfg_t cfg;
    uint16_t code[LP_DAC_CHANNELS];     /* last code written to each input register */
    int32_t out_uv[LP_DAC_CHANNELS];    /* what each output shows since the last update */
    uint32_t pending[(LP_DAC_CHANNELS + 31) / 32]; /* written, not yet loaded by ~LDAC */
    lp_dac_stats_t st;
    int ready;
} lp_dac_t;

/* The 24-bit serial word (AD5370 datasheet, serial interface; the same layout as Linux's
 * drivers/iio/dac/ad5360.c): bits 23:22 mode (3 X1 data, 2 offset C, 1 gain M, 0 special function),
 * bits 21:16 address (channel n of a chip at 8 + n: group in A5..A3 from 1, channel of the group in
 * A2..A0; special functions: 2 = OFS0, 3 = OFS1), bits 15:0 data. Sent MSB first. */
enum { LP_DAC_MODE_SF = 0, LP_DAC_MODE_GAIN = 1, LP_DAC_MODE_OFFSET = 2, LP_DAC_MODE_DATA = 3 };
enum { LP_DAC_SF_OFS0 = 2, LP_DAC_SF_OFS1 = 3 };
uint32_t lp_dac_word(unsigned mode, unsigned addr, uint16_t data);

/* Transfer function (AD5370 datasheet): VOUT = 4 VREF (DAC_CODE - 4 OFS_CODE) / 2^16 (SIGGND = 0,
 * gain and offset registers at their reset values). lp_dac_code rounds to the nearest code and
 * saturates at 0 / 65535. */
uint16_t lp_dac_code(const lp_dac_t *d, int32_t uv);
int32_t lp_dac_uv(const lp_dac_t *d, uint16_t code);

/* Reset both chips (~RESET pulse), then write their two offset DACs. Outputs stay at the reset code
 * until the first update. LP_E_ARG for a configuration with vref <= 0, an offset code above 14 bits
 * or a channel whose min > max. */
int lp_dac_init(lp_dac_t *d, const lp_dac_cfg_t *cfg);

/* Load channel ch with uv (clamped to the channel's safe range; *clamped, if given, says so). The
 * output changes at the next lp_dac_update. */
int lp_dac_set(lp_dac_t *d, unsigned ch, int32_t uv, int *clamped);

/* Wait for ~BUSY high (at most busy_timeout_us: LP_E_TIMEOUT, no pulse), pulse ~LDAC, then wait
 * settle_us. Every pending channel's output changes at once. */
int lp_dac_update(lp_dac_t *d);

/* Bias search on one channel: the bias in [lo_uv, hi_uv] that maximises the monitored power (an ADC
 * read through read_power, any monotonic unit). A coarse scan at step_uv, then rounds of finer scans
 * (step / 4) around the best point until the step is below one code; each point is set, updated
 * (settle) and read. The best bias is left applied and returned in *best_uv (and its power in
 * *best_power if given). */
typedef int32_t (*lp_dac_power_fn)(void *ctx);
int lp_dac_sweep(lp_dac_t *d, unsigned ch, int32_t lo_uv, int32_t hi_uv, int32_t step_uv, lp_dac_power_fn read_power,
                 void *ctx, int32_t *best_uv, int32_t *best_power);

#endif

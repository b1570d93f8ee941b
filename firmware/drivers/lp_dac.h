/* SiP switch bias DACs (docs/firmware.md, "SiP bias DACs"): 80 channels as in the Columbia testbed,
 * as two 40-channel 16-bit AD5370 DACs on SPI (chip select LP_SPI_DAC0/1), with ~LDAC (simultaneous
 * update of every output), ~BUSY and ~RESET on GPIO (shared by both chips).
 *
 * Outputs change only at lp_dac_update: lp_dac_set writes a channel's input (X1) register with ~LDAC
 * held high, so a whole new switch state is loaded first and then appears on every channel in the
 * same instant (the ~LDAC pulse), followed by the settle time. Every requested voltage is clamped to
 * its channel's safe range, and the code written always lies inside it; a request beyond what the
 * DAC can output is saturated at code 0 / 65535. Both are flagged and counted. */
#ifndef LP_DAC_H
#define LP_DAC_H

#include <stddef.h>
#include <stdint.h>

#include "lp_hal.h"

#define LP_DAC_CHIPS 2
#define LP_DAC_CH_PER_CHIP 40
#define LP_DAC_CHANNELS (LP_DAC_CHIPS * LP_DAC_CH_PER_CHIP)

/* The AD5370's power-on / ~RESET state (docs/firmware.md, "SiP bias DACs", where the sources are
 * discussed): offset DACs OFS0 = OFS1 = 0x1555, gain M = 0xFFFF, offset C = 0x8000 and the input
 * registers X1A = X1B = 0x5555, so the DAC code is X1 itself and every output comes up at
 * 4 VREF (0x5555 - 4 x 0x1555) / 2^16, one code above 0 V. */
#define LP_DAC_POR_X1 0x5555u
#define LP_DAC_POR_OFS 0x1555u
/* ~RESET timing (the AD536x/AD537x timing table): the low pulse needs 30 ns (held 1 us here); ~BUSY
 * falls within 80 ns of the rising edge and stays low while the chip initialises, at most 400 us.
 * lp_dac_init polls ~BUSY for at most LP_DAC_RESET_TIMEOUT_US. */
#define LP_DAC_T_RESET_MAX_US 400u
#define LP_DAC_RESET_TIMEOUT_US 1000u

/* The board (ZCU106 SiP controller, lp_sipctl; lp_sipcal's bounds): VREF 3.0 V and the power-on
 * offset code, i.e. an output span of lp_dac_span_uv(LP_DAC_BOARD_VREF_UV, LP_DAC_BOARD_OFS_CODE) =
 * -3.99976 V .. +8.00006 V. */
#define LP_DAC_BOARD_VREF_UV 3000000
#define LP_DAC_BOARD_OFS_CODE LP_DAC_POR_OFS

typedef struct {
    int32_t vref_uv;                    /* reference voltage, microvolts (the span is 4 x VREF) */
    uint16_t ofs_code;                  /* offset DAC code, 14 bits (both offset DACs of both chips) */
    int32_t min_uv[LP_DAC_CHANNELS];    /* safe range of each channel (the heater or junction it drives) */
    int32_t max_uv[LP_DAC_CHANNELS];
    uint32_t settle_us;                 /* after the ~LDAC pulse: DAC settling plus the tuner's own */
    uint32_t busy_timeout_us;           /* longest ~BUSY low before an update gives up */
} lp_dac_cfg_t;

typedef struct {
    uint32_t writes, updates;
    uint32_t clamps;        /* requests outside their channel's safe range (LP_DAC_CLAMP_SAFE) */
    uint32_t saturations;   /* requests beyond the DAC's output span (LP_DAC_CLAMP_SPAN) */
    uint32_t busy_timeouts; /* ~BUSY waits that gave up: after ~RESET (init) or before ~LDAC (update) */
} lp_dac_stats_t;

/* lp_dac_set's *clamped: a bit set for each limit the request was brought back to. */
#define LP_DAC_CLAMP_SAFE 1 /* the channel's safe range */
#define LP_DAC_CLAMP_SPAN 2 /* the DAC span: the code saturated at 0 or 65535 */

typedef struct {
    lp_dac_cfg_t cfg;
    uint16_t code[LP_DAC_CHANNELS];     /* each input register: the power-on code until written */
    int32_t out_uv[LP_DAC_CHANNELS];    /* what each output shows since the last update (or reset) */
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
 * gain and offset registers at their reset values), rounded to the microvolt. lp_dac_uv_at is it for
 * any VREF and offset code; lp_dac_span_uv gives the outputs of codes 0 and 65535 (the span).
 * lp_dac_code rounds to the nearest code and saturates at 0 / 65535. */
int32_t lp_dac_uv_at(int32_t vref_uv, uint16_t ofs_code, uint16_t code);
void lp_dac_span_uv(int32_t vref_uv, uint16_t ofs_code, int32_t *lo_uv, int32_t *hi_uv);
uint16_t lp_dac_code(const lp_dac_t *d, int32_t uv);
int32_t lp_dac_uv(const lp_dac_t *d, uint16_t code);

/* Reset both chips (~RESET pulse), wait for ~BUSY high (at most LP_DAC_RESET_TIMEOUT_US: else
 * LP_E_TIMEOUT, counted in busy_timeouts, nothing written, not ready), then write their two offset
 * DACs. Every input register and output is at the power-on code (LP_DAC_POR_X1) until written and
 * updated. LP_E_ARG for a configuration with vref <= 0 or above 5 V, an offset code above 14 bits, or
 * a channel whose safe range holds no code (min > max, narrower than one step between two codes, or
 * outside the span). */
int lp_dac_init(lp_dac_t *d, const lp_dac_cfg_t *cfg);

/* Load channel ch with uv. The request is clamped to the channel's safe range (LP_DAC_CLAMP_SAFE,
 * counted in clamps), and a request beyond the DAC span saturates (LP_DAC_CLAMP_SPAN, counted in
 * saturations); the code written is the one nearest the request among the codes whose output lies
 * in the safe range (rounded toward the inside). *clamped, if given, gets the flags (0: the request
 * was inside both; the code is then within one step of it). The output changes at the next
 * lp_dac_update. LP_E_ARG for a channel out of range or before a successful lp_dac_init. */
int lp_dac_set(lp_dac_t *d, unsigned ch, int32_t uv, int *clamped);

/* Wait for ~BUSY high (at most busy_timeout_us: LP_E_TIMEOUT, counted, no pulse), pulse ~LDAC, then
 * wait settle_us. Every pending channel's output changes at once. */
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

/* lp_sipctl: set SiP switch states from a calibration file (the ZCU106 SiP controller host under
 * PetaLinux, or the host build for tests; docs/firmware.md "SiP bias DACs").
 *
 *   lp_sipctl <calfile> check                   parse; print the entries and ranges; exit 1 on the
 *                                               first bad line (its number is printed)
 *   lp_sipctl <calfile> set <sw>=<state> ...    reset and set up both DACs, load every channel of the
 *                                               chosen states, then one ~LDAC update: every output
 *                                               moves at once; prints each driven channel's output
 *
 * Safe ranges come from the file's range lines; `set` refuses a file that drives a channel without
 * one (the DAC would otherwise allow its whole span). Board constants (lp_dac.h): VREF 3.0 V, offset
 * code 0x1555 (output span -4 .. +8 V, the bound of every bias in the file), 10 ms settle (thermal
 * tuners). `set` also prints how many requests were clamped to their range or saturated at the span.
 * The Linux build finds the AXI Quad SPI and AXI GPIO of the DACs by their UIO names (lp-dac-spi,
 * lp-dac-gpio; docs/firmware.md "HAL").
 * Exit status 0 on success, 1 on a file or device error (printed), 2 on a usage error. */
#include <stdio.h>
#include <string.h>

#include "lp_dac.h"
#include "lp_sipcal.h"
#include "lp_str.h"
#ifdef LP_SIPCTL_HOST
#include "lp_hal_host.h"
#else
#include "lp_hal_uio.h"
#endif

#define FILE_MAX (64u * 1024u)

static char text[FILE_MAX];
static lp_sipcal_t cal;
static lp_dac_t dac;

static int usage(void)
{
    fprintf(stderr, "usage: lp_sipctl <calfile> check | set <switch>=<state>...\n");
    return 2;
}

int main(int argc, char **argv)
{
    if (argc < 3) return usage();
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        fprintf(stderr, "cannot open %s\n", argv[1]);
        return 1;
    }
    size_t len = fread(text, 1, sizeof text, f);
    int too_big = !feof(f);
    fclose(f);
    if (too_big) {
        fprintf(stderr, "%s: larger than %u bytes\n", argv[1], FILE_MAX);
        return 1;
    }
    unsigned line = 0;
    int rc = lp_sipcal_parse(&cal, text, len, &line);
    if (rc) {
        fprintf(stderr, "%s:%u: %s\n", argv[1], line, lp_strerror(rc));
        return 1;
    }
    if (!strcmp(argv[2], "check")) {
        if (argc != 3) return usage();
        for (unsigned ch = 0; ch < LP_DAC_CHANNELS; ch++)
            if (cal.ranged[ch]) printf("range %u %d %d\n", ch, cal.min_uv[ch] / 1000, cal.max_uv[ch] / 1000);
        for (unsigned i = 0; i < cal.n; i++)
            printf("cal %u %u %u %d\n", cal.e[i].sw, cal.e[i].state, cal.e[i].ch, cal.e[i].uv / 1000);
        return 0;
    }
    if (strcmp(argv[2], "set") || argc == 3) return usage();
    uint8_t states[LP_SIPCAL_SWITCHES];
    memset(states, LP_SIPCAL_KEEP, sizeof states);
    size_t n = 0;
    for (int a = 3; a < argc; a++) {
        const char *eq = strchr(argv[a], '=');
        uint32_t sw, st;
        if (!eq || lp_parse_u32(argv[a], (size_t)(eq - argv[a]), LP_SIPCAL_SWITCHES - 1, &sw) ||
            lp_parse_u32(eq + 1, strlen(eq + 1), LP_SIPCAL_STATES - 1, &st))
            return usage();
        states[sw] = (uint8_t)st;
        if (sw + 1 > n) n = sw + 1;
    }
    lp_dac_cfg_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.vref_uv = LP_DAC_BOARD_VREF_UV;
    cfg.ofs_code = LP_DAC_BOARD_OFS_CODE;
    cfg.settle_us = 10000;
    cfg.busy_timeout_us = 1000;
    unsigned open = lp_sipcal_limits(&cal, &cfg);
    if (open) {
        fprintf(stderr, "%s: %u driven channel(s) without a range line: refused\n", argv[1], open);
        return 1;
    }
#ifdef LP_SIPCTL_HOST
    lp_host_reset();
#else
    const lp_uio_cfg_t ucfg = {.uio_spi = "lp-dac-spi", .uio_gpio = "lp-dac-gpio"};
    if (lp_uio_open(&ucfg)) return 1;
#endif
    rc = lp_dac_init(&dac, &cfg);
    if (!rc) rc = lp_sipcal_apply(&dac, &cal, states, n);
    if (rc) {
        fprintf(stderr, "set: %s\n", lp_strerror(rc));
        return 1;
    }
    for (unsigned i = 0; i < cal.n; i++)
        if (cal.e[i].sw < n && states[cal.e[i].sw] == cal.e[i].state)
            printf("switch %u state %u: channel %u at %d uV (code %u)\n", cal.e[i].sw, cal.e[i].state, cal.e[i].ch,
                   dac.out_uv[cal.e[i].ch], dac.code[cal.e[i].ch]);
    printf("updated %u channel writes in one LDAC pulse, %u clamped, %u saturated\n", dac.st.writes, dac.st.clamps,
           dac.st.saturations);
    return 0;
}

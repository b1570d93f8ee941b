/* lp_wssctl: bench tool for the WSS / OCS controller on a serial line (host, or the ZCU106 under
 * PetaLinux). It acts as one job owning every port, so it is for bring-up, not for a running fabric:
 *
 *   lp_wssctl <tty> show                         the committed map, one "in wl -> out" per line
 *   lp_wssctl <tty> add <in> <wl> <out> [...]    add connections in one commit (verified)
 *   lp_wssctl <tty> del <in> <wl> [...]          remove connections in one commit (verified)
 *   lp_wssctl <tty> audit                        read the whole map back
 * Exit status 0 on success, 1 on a firmware error (printed), 2 on a usage error. */
#include <stdio.h>
#include <string.h>

#include "lp_hal.h"
#include "lp_str.h"
#include "lp_wss.h"
#ifdef LP_WSSCTL_HOST
#include "lp_hal_host.h"
#else
#include "lp_hal_uio.h"
#endif

#define MAX_XC 64

static lp_wss_t wss;

static int num(const char *s, uint32_t max, uint8_t *out)
{
    uint32_t v;
    if (lp_parse_u32(s, strlen(s), max, &v)) return -1;
    *out = (uint8_t)v;
    return 0;
}

static int usage(void)
{
    fprintf(stderr, "usage: lp_wssctl <tty> show | audit | add <in> <wl> <out>... | del <in> <wl>...\n");
    return 2;
}

int main(int argc, char **argv)
{
    if (argc < 3) return usage();
#ifdef LP_WSSCTL_HOST
    lp_host_reset();
    if (lp_host_ser_open(LP_SER_WSS, argv[1])) {
        fprintf(stderr, "cannot open %s\n", argv[1]);
        return 1;
    }
#else
    const lp_uio_cfg_t ucfg = {.tty = {argv[1], NULL}};
    if (lp_uio_open(&ucfg)) return 1;
#endif
    const lp_wss_cfg_t cfg = {.timeout_ms = 500, .retries = 2};
    int rc = lp_wss_open(&wss, &lp_wss_lwsp, LP_SER_WSS, &cfg);
    if (rc) {
        fprintf(stderr, "open: %s\n", lp_strerror(rc));
        return 1;
    }
    const char *cmd = argv[2];
    int nargs = argc - 3;
    if (!strcmp(cmd, "show") || !strcmp(cmd, "audit")) {
        if (!strcmp(cmd, "audit")) rc = lp_wss_audit(&wss);
        for (uint8_t in = 0; in < wss.ports; in++)
            for (uint8_t wl = 0; wl < wss.wls; wl++)
                if (lp_wss_out(&wss, in, wl) != LP_WSS_NONE) printf("%u %u -> %u\n", in, wl, lp_wss_out(&wss, in, wl));
    } else if (!strcmp(cmd, "add") || !strcmp(cmd, "del")) {
        int add = !strcmp(cmd, "add"), k = add ? 3 : 2;
        if (nargs == 0 || nargs % k || nargs / k > MAX_XC) return usage();
        lp_xc_t xc[MAX_XC];
        for (int i = 0; i < nargs / k; i++) {
            char **a = &argv[3 + i * k];
            xc[i].out = LP_WSS_NONE;
            if (num(a[0], LP_WSS_MAX_PORTS - 1, &xc[i].in) || num(a[1], LP_WSS_MAX_WL - 1, &xc[i].wl) ||
                (add && num(a[2], LP_WSS_MAX_PORTS - 1, &xc[i].out)))
                return usage();
        }
        rc = lp_wss_assign(&wss, 1, wss.ports >= 32 ? 0xFFFFFFFFu : (1u << wss.ports) - 1u);
        if (!rc) rc = add ? lp_wss_change(&wss, 1, xc, (size_t)(nargs / k), NULL, 0)
                          : lp_wss_change(&wss, 1, NULL, 0, xc, (size_t)(nargs / k));
        if (!rc) printf("committed in %.1f ms, verified\n", wss.st.last_reconf_us / 1000.0);
    } else {
        return usage();
    }
    if (rc) fprintf(stderr, "%s: %s\n", cmd, lp_strerror(rc));
    return rc ? 1 : 0;
}

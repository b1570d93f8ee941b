/* Fuzz target: the LWSP reply parser (drivers/lp_wss_lwsp.c) on arbitrary bytes, and the driver's
 * line assembly semantics: whatever the device sends, parse returns 0 or -1, never reads outside the
 * line, and an accepted reply is self-consistent. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "lp_wss.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > LP_WSS_LINE_MAX + 8) return 0;
    char *line = malloc(size ? size : 1); /* exact size: ASan sees any over-read */
    if (!line) return 0;
    for (size_t i = 0; i < size; i++) line[i] = (char)data[i];
    lp_wss_reply_t r;
    if (lp_wss_lwsp.parse(line, size, &r) == 0) {
        if (r.seq == 0 || (r.kind != LP_WSS_R_OK && r.kind != LP_WSS_R_ERR)) abort();
        if (r.kind == LP_WSS_R_ERR && r.err == 0) abort();
        if (r.payload == LP_WSS_P_IDN && (r.ports == 0 || r.ports > LP_WSS_MAX_PORTS || r.wls == 0 || r.wls > LP_WSS_MAX_WL))
            abort();
        if (r.payload == LP_WSS_P_XC) {
            if (r.n > LP_WSS_MAX_WL || r.in >= LP_WSS_MAX_PORTS) abort();
            for (unsigned i = 0; i < r.n; i++)
                if (r.xc[i].wl >= LP_WSS_MAX_WL || r.xc[i].out >= LP_WSS_MAX_PORTS || r.xc[i].in != r.in) abort();
        }
    }
    free(line);
    return 0;
}

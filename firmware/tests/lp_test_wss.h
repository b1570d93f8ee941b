/* A WSS driver sized by hand on an unplugged device, for tests and fuzz targets of code above the
 * driver (the OpenFlow agent): ports x wls, every connection absent, ready. Whatever reaches the
 * device fails (the host HAL's serial ports are closed after lp_host_reset), so a test sees exactly what
 * its caller refused before sending. The caller presets map entries and assigns ports. */
#ifndef LP_TEST_WSS_H
#define LP_TEST_WSS_H

#include <string.h>

#include "lp_wss.h"

static inline void lp_test_wss_unplugged(lp_wss_t *w, uint8_t ports, uint8_t wls, uint32_t timeout_ms)
{
    memset(w, 0, sizeof *w);
    w->proto = &lp_wss_lwsp;
    w->ser = LP_SER_WSS;
    w->cfg.timeout_ms = timeout_ms;
    w->ports = ports;
    w->wls = wls;
    memset(w->map, LP_WSS_NONE, sizeof w->map);
    w->ready = 1;
}

#endif

/* What the MicroBlaze V HAL (lp_hal_mbv.c) offers beyond lp_hal.h. */
#ifndef LP_HAL_MBV_H
#define LP_HAL_MBV_H

#include <stdint.h>

#include "lp_hal.h"

/* Receive errors of the port's AXI UART Lite since reset: overrun and frame errors (a character
 * dropped) and parity errors (a character damaged). The UART shows at most one of each between two
 * reads of its status, so this is a lower bound of the characters lost. These are the losses
 * lp_hal_ser_read does not report as an error (lp_hal.h). 0 for an unknown port. */
uint32_t lp_mbv_ser_rx_lost(lp_ser_t port);

#endif

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

/* Transmit and receive rings (lp_hal_ser_write queues, lp_hal_ser_read takes from the receive ring).
 * pump: as many bytes as the TX FIFOs take and the RX FIFOs hold, no wait; every wait of the HAL pumps,
 * so a line longer than the 16-character RX FIFO survives a wait for something else. tx_pending: bytes queued;
 * tx_dropped: bytes of writes refused because the ring had no room (whole writes, LP_E_IO);
 * flush: pump until both rings are empty, at most timeout_us. */
void lp_mbv_ser_pump(void);
uint32_t lp_mbv_ser_tx_pending(lp_ser_t port);
uint32_t lp_mbv_ser_tx_dropped(lp_ser_t port);
void lp_mbv_ser_flush(uint32_t timeout_us);

/* Once per main-loop turn: pump the rings, check the stack guard (a damaged guard is fatal). */
void lp_mbv_service(void);

/* Boot: validate the trap record kept across resets, empty the rings (a reset keeps the local memory:
 * the run before may have left them part sent or part read). traps: traps taken since power-up. */
void lp_mbv_init(void);
uint32_t lp_mbv_traps(void);

/* Trap handler (crt0's vector, on its own stack): mcause, mepc and mtval on the console, polled,
 * the trap counted, then halt. fatal: flush the rings, the reason on the console, halt. */
void lp_mbv_trap(uint32_t mcause, uint32_t mepc, uint32_t mtval) __attribute__((noreturn));
void lp_mbv_fatal(const char *why) __attribute__((noreturn));
void lp_mbv_halt(void) __attribute__((noreturn)); /* crt0: parks the core */
/* An image's fatal bring-up failure: `why` on the console, then lp_mbv_fatal with rc's name. */
void lp_mbv_fatal_rc(const char *why, int rc) __attribute__((noreturn));
/* One console line "<a><v><b>" (v in decimal); nothing if it does not fit a line. */
void lp_mbv_log_u32(const char *a, uint32_t v, const char *b);

/* Stack: guard intact; bytes used at the deepest (paint laid by crt0 at reset). */
int lp_mbv_stack_ok(void);
uint32_t lp_mbv_stack_used(void);

#endif

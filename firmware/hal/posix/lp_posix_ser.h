/* POSIX pieces shared by the host HAL and the ZCU106 Linux HAL: serial ports as ttys in raw mode
 * (115200 8N1) kept in one table per lp_ser_t, implementing lp_hal_ser_*; the monotonic clock.
 * A closed peer (lp_hal.h) is seen by poll() and read(): a hang-up without data (POLLHUP, POLLERR,
 * POLLNVAL) or a read of 0 bytes once poll() reported the port readable (end of file: a hung-up tty,
 * the master side of a pty closed, a socket or pipe whose other end is closed) is LP_E_IO; a failed
 * write (EIO on a hung-up tty) too. A socket or pipe attached with lp_posix_ser_set_fd raises SIGPIPE
 * on a write after its peer closed, unless the process ignores that signal (as Python does). */
#ifndef LP_POSIX_SER_H
#define LP_POSIX_SER_H

#include <stddef.h>
#include <stdint.h>

#include "lp_hal.h"

int lp_posix_ser_open(lp_ser_t port, const char *path); /* LP_OK, LP_E_ARG or LP_E_IO */
void lp_posix_ser_set_fd(lp_ser_t port, int fd);        /* any readable/writable fd (tests) */
void lp_posix_ser_close(lp_ser_t port);
/* A port whose line is a simulation's instead of a file descriptor (the host HAL's co-simulation hooks,
 * lp_host_set_ser_hooks): lp_hal_ser_write/read go to wr/rd, which keep lp_hal.h's contract (a read
 * waits at most its timeout on the caller's clock). NULLs give the port back to its descriptor. */
typedef int (*lp_posix_ser_wr_fn)(void *ctx, const uint8_t *buf, size_t n);
typedef int (*lp_posix_ser_rd_fn)(void *ctx, uint8_t *buf, size_t cap, uint32_t timeout_us);
void lp_posix_ser_set_hooks(lp_ser_t port, lp_posix_ser_wr_fn wr, lp_posix_ser_rd_fn rd, void *ctx);
/* lp_hal_ser_write/read/flush_rx are implemented on this table */

uint64_t lp_posix_now_us(void);
void lp_posix_sleep_us(uint32_t us);

#endif

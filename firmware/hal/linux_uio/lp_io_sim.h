/* The Linux tools against the simulated ZCU106 (docs/boards.md "ZCU106 twin"): built with LP_IO_SIM,
 * lp_hal_uio.c and lp_xil.c reach the simulation instead of /sys/class/uio, mmap and the system clock.
 * The link is a stream socket inherited as the file descriptor named by the environment variable
 * LP_IO_SIM_FD; each call is one request and one reply (lightpath.boards.uiosim serves them). A UIO
 * device's registers are at the physical address the simulation names (the PS master's address), so a
 * pointer into a mapping is that address; it is never dereferenced. Serial ports take the place of
 * hal/posix (not linked in this build). */
#ifndef LP_IO_SIM_H
#define LP_IO_SIM_H

#include <stddef.h>
#include <stdint.h>

#include "lp_hal.h"
#include "lp_xil.h"

/* request: four little-endian u32 {op, a, b, name length} then the name; reply: two u64 */
enum { LP_IO_SIM_RD = 1, LP_IO_SIM_WR, LP_IO_SIM_NOW, LP_IO_SIM_SLEEP, LP_IO_SIM_MAP, LP_IO_SIM_IRQ };

/* The UIO device `name`: its registers' address and size, and a handle (< 32) for the interrupt wait;
 * -1 when the simulation has no such device. */
int lp_io_sim_map(const char *name, lp_io_t **base, size_t *size, int *handle);
uint64_t lp_io_sim_now_us(void);
void lp_io_sim_sleep_us(uint32_t us);
/* Wait until one of the devices (bit = handle) has its interrupt line high, or timeout_us passed;
 * returns the devices whose line is high. */
uint32_t lp_io_sim_irq_wait(uint32_t handles, uint32_t timeout_us);

/* Serial ports: the tty `path` names a UART Lite the simulation maps (the WSS UART for LP_TTY_WSS); its
 * lp_hal_ser_* calls drive it with lp_xil.c, polling, in place of the kernel's uartlite driver. */
int lp_io_sim_ser_open(lp_ser_t port, const char *path);
void lp_io_sim_ser_close(lp_ser_t port);

#endif

/* Lightpath firmware hardware abstraction layer (docs/firmware.md, "HAL").
 *
 * One HAL is linked into each image: hal/mbv (MicroBlaze V bare metal on the VCU118), hal/linux_uio
 * (ZCU106 PetaLinux: UIO mmap of the register blocks) or hal/host (tests and the firmware-in-the-loop
 * co-simulation: every call goes through a table of hooks a test installs). Everything above it
 * (drivers/, control/, sdn/) is portable C11 and calls only these functions.
 *
 * Register blocks are named by lp_blk_t and addressed by byte offset; offsets come from the generated
 * register headers (firmware/include/lp_nic_node.h, lp_arb_regs.h: offsetof on their structs), never
 * from literals. LP_BLK_ODDL is the node map's oddl block (lp_oddl_regs_t, offsets within the block):
 * each HAL places it at the NIC window + offsetof(lp_nic_node_t, oddl); its interrupt is a line of its
 * own (bit LP_BLK_ODDL of lp_hal_irq_wait).
 */
#ifndef LP_HAL_H
#define LP_HAL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    LP_BLK_NIC = 0,   /* lp_nic_node  (s_axil_*)                                      */
    LP_BLK_ARB = 1,   /* lp_arb_regs  (s_axil_arb_*)                                  */
    LP_BLK_ODDL = 2,  /* lp_oddl_regs: the node map's oddl block, its own interrupt   */
    LP_BLK_COUNT
} lp_blk_t;

/* Serial ports: the WSS/OCS controller and the SDN agent's UART framing. */
typedef enum { LP_SER_WSS = 0, LP_SER_SDN = 1, LP_SER_COUNT } lp_ser_t;

/* SPI chip selects: the two 40-channel bias DACs of the SiP switch. */
typedef enum { LP_SPI_DAC0 = 0, LP_SPI_DAC1 = 1, LP_SPI_COUNT } lp_spi_t;

/* Discrete outputs/inputs (GPIO). */
typedef enum {
    LP_GPIO_DAC_LDAC_N = 0,  /* out: AD5370 ~LDAC, low pulse loads every DAC register at once */
    LP_GPIO_DAC_RESET_N = 1, /* out: AD5370 ~RESET */
    LP_GPIO_DAC_BUSY_N = 2,  /* in:  AD5370 ~BUSY (low while the DAC registers are being updated) */
    LP_GPIO_COUNT
} lp_gpio_t;

/* Status codes of every firmware call: 0 success, negative failure. */
enum {
    LP_OK = 0,
    LP_E_ARG = -1,      /* argument out of range (port, wavelength, channel, length) */
    LP_E_TIMEOUT = -2,  /* no (valid) reply within the timeout, after the retries */
    LP_E_PROTO = -3,    /* malformed or unexpected reply */
    LP_E_DEVICE = -4,   /* the device replied with an error */
    LP_E_PERM = -5,     /* the request would touch another job's port */
    LP_E_BUSY = -6,     /* a resource (port x wavelength, table slot) is taken */
    LP_E_VERIFY = -7,   /* read-back differs from what was written */
    LP_E_NOSPACE = -8,  /* a fixed-size table is full */
    LP_E_NOTFOUND = -9, /* no such circuit, job or entry */
    LP_E_IO = -10,      /* the HAL could not move the bytes */
    LP_E_STATE = -11,   /* not allowed in the current state */
};

const char *lp_strerror(int code);

/* ---- registers (32-bit, byte offset within the block) ---- */
uint32_t lp_hal_rd32(lp_blk_t blk, uint32_t off);
void lp_hal_wr32(lp_blk_t blk, uint32_t off, uint32_t val);

/* ---- time ---- */
uint64_t lp_hal_now_us(void);      /* monotonic microseconds */
void lp_hal_sleep_us(uint32_t us);

/* ---- serial: write all of buf, or read up to cap bytes waiting at most timeout_us for the first.
 * Return the byte count (0: nothing came within the timeout), or LP_E_IO: the port cannot carry
 * bytes (not open, an error of the OS or the device, a closed peer).
 * A closed peer (end of file, a hung-up tty, the other end of a pty, socket or pipe closed) is LP_E_IO
 * from the read that finds it, at once: never 0, never after the timeout. Bytes that arrived before
 * the close are returned first. A write to a closed peer is LP_E_IO as well.
 * Bytes lost on a live line (a UART's receive overrun, framing or parity error) are not an error of
 * the call. The bytes that did arrive are returned, the protocol above finds the gap (LWSP's line
 * check and retry, the SDN framing's CRC), and a HAL whose hardware reports such losses counts them
 * (MicroBlaze V: lp_mbv_ser_rx_lost). An AXI UART Lite has no peer that can close. ---- */
int lp_hal_ser_write(lp_ser_t port, const uint8_t *buf, size_t n);
int lp_hal_ser_read(lp_ser_t port, uint8_t *buf, size_t cap, uint32_t timeout_us);
void lp_hal_ser_flush_rx(lp_ser_t port);   /* drop whatever is waiting (stale replies) */

/* ---- SPI: one full-duplex transfer of n bytes with chip select held; rx may be NULL. ---- */
int lp_hal_spi_xfer(lp_spi_t cs, const uint8_t *tx, uint8_t *rx, size_t n);

/* ---- GPIO ---- */
void lp_hal_gpio_set(lp_gpio_t pin, int level);
int lp_hal_gpio_get(lp_gpio_t pin);

/* ---- interrupts: wait until one of the lines in mask is pending (bit n = lp_blk_t n), at most
 * timeout_us; returns the pending lines (0: timed out). Lines are level interrupts of the blocks:
 * the caller clears the cause in the block's status register (W1C: INTR_STATUS; the NIC's
 * IRQ_STATUS). ---- */
uint32_t lp_hal_irq_wait(uint32_t mask, uint32_t timeout_us);

/* ---- console / log (UART on hardware, stderr on host) ---- */
void lp_hal_log(const char *msg);

#ifdef __cplusplus
}
#endif
#endif

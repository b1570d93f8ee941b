/* OpenFlow over a serial line: the framing of the bare-metal arbiter's SDN UART (docs/sdn.md, "UART
 * framing").
 *
 * One frame carries exactly one OpenFlow message:
 *
 *     0xC0 | SLIP-escaped( message | CRC-32 of the message, little-endian ) | 0xC0
 *
 * SLIP (RFC 1055) escaping: 0xC0 (END) in the content is sent as 0xDB 0xDC, 0xDB (ESC) as 0xDB 0xDD.
 * The CRC is CRC-32/ISO-HDLC (the Ethernet / zlib CRC: reflected polynomial 0xEDB88320, initial value
 * and final XOR 0xFFFFFFFF). Every frame starts and ends with END, so a receiver that lost bytes, or
 * saw noise or a console line (lp_hal_log shares this UART), is back in step at the next END: whatever
 * lies between two ENDs is one candidate frame, delivered only if its CRC holds. Nothing is
 * retransmitted: a lost request is the controller's timeout, as on a lossy TCP path that resets.
 *
 * lp_of_uart_poll is the one call a MicroBlaze V main loop makes: it reads what LP_SER_SDN has (waiting
 * at most timeout_us for the first byte), hands every good frame to the agent, runs the agent's
 * keepalive, and restarts the session (a new HELLO) when the peer went silent. */
#ifndef LP_OF_UART_H
#define LP_OF_UART_H

#include <stddef.h>
#include <stdint.h>

#include "lp_hal.h"
#include "lp_ofa.h"

#define LP_OFU_END 0xC0u
#define LP_OFU_ESC 0xDBu
#define LP_OFU_ESC_END 0xDCu
#define LP_OFU_ESC_ESC 0xDDu
#define LP_OFU_CRC_LEN 4u
#define LP_OFU_PAYLOAD_MAX LP_OFA_MSG_MAX /* a longer frame is reported (oversize), not delivered */
#define LP_OFU_RESIDUE 0xDEBB20E3u        /* CRC register after a message and its own CRC */

typedef struct {
    uint32_t frames;     /* good frames delivered */
    uint32_t bad_crc;    /* candidate frames whose CRC did not hold (noise, truncation, console text) */
    uint32_t runts;      /* candidate frames shorter than a CRC and one byte */
    uint32_t oversize;   /* good frames longer than LP_OFU_PAYLOAD_MAX */
    uint32_t bad_escape; /* ESC followed by something else than ESC_END / ESC_ESC */
    uint32_t bytes;      /* bytes fed */
} lp_ofu_stats_t;

typedef struct {
    uint8_t buf[LP_OFU_PAYLOAD_MAX + LP_OFU_CRC_LEN];
    size_t len;   /* bytes of the current candidate frame (counted past the buffer) */
    uint32_t crc; /* running CRC register over them */
    uint8_t esc;  /* the previous byte was ESC */
    uint8_t bad;  /* a bad escape: drop everything up to the next END */
    lp_ofu_stats_t st;
} lp_ofu_dec_t;

enum { LP_OFU_NONE = 0, LP_OFU_FRAME = 1, LP_OFU_OVERSIZE = 2 };

uint32_t lp_ofu_crc32(const uint8_t *p, size_t n);

/* A frame for msg[0..n) into out[0..cap): its length, or -1 if it does not fit (at most
 * lp_ofu_frame_max(n) bytes). */
int lp_ofu_encode(uint8_t *out, size_t cap, const uint8_t *msg, size_t n);
size_t lp_ofu_frame_max(size_t n);

void lp_ofu_dec_init(lp_ofu_dec_t *d);
/* Feed one byte. LP_OFU_FRAME: a good frame, its message in d->buf[0..*n) until the next call.
 * LP_OFU_OVERSIZE: a good frame too long to keep, its first *n bytes (LP_OF_ERR_DATA_MAX) in d->buf.
 * LP_OFU_NONE otherwise. */
int lp_ofu_dec_byte(lp_ofu_dec_t *d, uint8_t c, size_t *n);

/* ---- the agent's transport on a HAL serial port ---- */
typedef struct {
    lp_ser_t ser;
    lp_ofu_dec_t dec;
    uint32_t tx_frames, tx_fail, restarts;
} lp_of_uart_t;

void lp_of_uart_init(lp_of_uart_t *u, lp_ser_t ser);

/* lp_ofa_send_fn: frame msg and write it to the port (ctx is the lp_of_uart_t). n, or LP_E_IO. */
int lp_of_uart_send(void *ctx, const uint8_t *msg, size_t n);

/* Read LP_SER_SDN (at most timeout_us for the first byte, then whatever is waiting), feed the agent,
 * poll it; an IDLE or dead session is (re)started with a HELLO. The agent must have been initialised
 * with lp_of_uart_send and this u as its transport. LP_OK, or LP_E_IO if the port failed. */
int lp_of_uart_poll(lp_of_uart_t *u, lp_ofa_t *a, uint32_t timeout_us);

size_t lp_of_uart_sizeof(void); /* for callers that hold it by pointer (the host library's bindings) */

#endif

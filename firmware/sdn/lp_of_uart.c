/* OpenFlow UART framing: SLIP-escaped frames with a CRC-32, decoder and agent transport
 * (lp_of_uart.h). */
#include "lp_of_uart.h"

/* CRC-32/ISO-HDLC, four bits at a time: 64 bytes of table instead of 1 KiB */
static const uint32_t crc_nib[16] = {
    0x00000000u, 0x1DB71064u, 0x3B6E20C8u, 0x26D930ACu, 0x76DC4190u, 0x6B6B51F4u, 0x4DB26158u, 0x5005713Cu,
    0xEDB88320u, 0xF00F9344u, 0xD6D6A3E8u, 0xCB61B38Cu, 0x9B64C2B0u, 0x86D3D2D4u, 0xA00AE278u, 0xBDBDF21Cu,
};

static uint32_t crc_step(uint32_t c, uint8_t b)
{
    c ^= b;
    c = (c >> 4) ^ crc_nib[c & 15u];
    return (c >> 4) ^ crc_nib[c & 15u];
}

uint32_t lp_ofu_crc32(const uint8_t *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; p && i < n; i++) c = crc_step(c, p[i]);
    return c ^ 0xFFFFFFFFu;
}

size_t lp_ofu_frame_max(size_t n)
{
    return 2u + 2u * (n + LP_OFU_CRC_LEN);
}

/* escape one content byte into out */
static size_t esc_byte(uint8_t *out, uint8_t c)
{
    if (c == LP_OFU_END || c == LP_OFU_ESC) {
        out[0] = LP_OFU_ESC;
        out[1] = c == LP_OFU_END ? LP_OFU_ESC_END : LP_OFU_ESC_ESC;
        return 2;
    }
    out[0] = c;
    return 1;
}

static void crc_trailer(uint8_t t[LP_OFU_CRC_LEN], const uint8_t *msg, size_t n)
{
    uint32_t crc = lp_ofu_crc32(msg, n);
    for (unsigned i = 0; i < LP_OFU_CRC_LEN; i++) t[i] = (uint8_t)(crc >> (8 * i));
}

int lp_ofu_encode(uint8_t *out, size_t cap, const uint8_t *msg, size_t n)
{
    if (!out || (!msg && n) || n > 0xFFFFu) return -1;
    uint8_t t[LP_OFU_CRC_LEN];
    crc_trailer(t, msg, n);
    size_t k = 0;
    if (cap < 1) return -1;
    out[k++] = LP_OFU_END;
    for (size_t i = 0; i < n + LP_OFU_CRC_LEN; i++) {
        if (cap - k < 2 + 1) return -1; /* room for an escaped byte and the closing END */
        k += esc_byte(out + k, i < n ? msg[i] : t[i - n]);
    }
    out[k++] = LP_OFU_END;
    return (int)k;
}

void lp_ofu_dec_init(lp_ofu_dec_t *d)
{
    uint8_t *z = (uint8_t *)d;
    for (size_t i = 0; i < sizeof *d; i++) z[i] = 0;
    d->crc = 0xFFFFFFFFu;
}

int lp_ofu_dec_byte(lp_ofu_dec_t *d, uint8_t c, size_t *n)
{
    d->st.bytes++;
    if (c == LP_OFU_END) {
        size_t len = d->len;
        uint32_t crc = d->crc;
        uint8_t bad = d->bad;
        d->len = 0;
        d->crc = 0xFFFFFFFFu;
        d->esc = 0;
        d->bad = 0;
        if (bad) return LP_OFU_NONE; /* counted when it happened */
        if (len == 0) return LP_OFU_NONE; /* END END: between frames */
        if (len < LP_OFU_CRC_LEN + 1) {
            d->st.runts++;
            return LP_OFU_NONE;
        }
        if (crc != LP_OFU_RESIDUE) {
            d->st.bad_crc++;
            return LP_OFU_NONE;
        }
        size_t pl = len - LP_OFU_CRC_LEN;
        if (pl > LP_OFU_PAYLOAD_MAX) {
            d->st.oversize++;
            *n = LP_OF_ERR_DATA_MAX;
            return LP_OFU_OVERSIZE;
        }
        d->st.frames++;
        *n = pl;
        return LP_OFU_FRAME;
    }
    if (d->bad) return LP_OFU_NONE;
    if (d->esc) {
        d->esc = 0;
        if (c == LP_OFU_ESC_END) {
            c = LP_OFU_END;
        } else if (c == LP_OFU_ESC_ESC) {
            c = LP_OFU_ESC;
        } else {
            d->bad = 1;
            d->st.bad_escape++;
            return LP_OFU_NONE;
        }
    } else if (c == LP_OFU_ESC) {
        d->esc = 1;
        return LP_OFU_NONE;
    }
    if (d->len < sizeof d->buf) d->buf[d->len] = c;
    if (d->len < (size_t)-1) d->len++;
    d->crc = crc_step(d->crc, c);
    return LP_OFU_NONE;
}

void lp_of_uart_init(lp_of_uart_t *u, lp_ser_t ser)
{
    if (!u) return;
    lp_ofu_dec_init(&u->dec);
    u->ser = ser;
    u->tx_frames = u->tx_fail = u->restarts = 0;
}

int lp_of_uart_send(void *ctx, const uint8_t *msg, size_t n)
{
    lp_of_uart_t *u = ctx;
    if (!u || (!msg && n)) return LP_E_ARG;
    uint8_t t[LP_OFU_CRC_LEN], out[64];
    crc_trailer(t, msg, n);
    size_t k = 0;
    out[k++] = LP_OFU_END;
    for (size_t i = 0; i < n + LP_OFU_CRC_LEN; i++) { /* escaped in chunks: no frame-sized buffer */
        k += esc_byte(out + k, i < n ? msg[i] : t[i - n]);
        if (k > sizeof out - 2) {
            if (lp_hal_ser_write(u->ser, out, k) != (int)k) goto fail;
            k = 0;
        }
    }
    out[k++] = LP_OFU_END;
    if (lp_hal_ser_write(u->ser, out, k) != (int)k) goto fail;
    u->tx_frames++;
    return (int)n;
fail:
    u->tx_fail++;
    return LP_E_IO;
}

int lp_of_uart_poll(lp_of_uart_t *u, lp_ofa_t *a, uint32_t timeout_us)
{
    if (!u || !a) return LP_E_ARG;
    if (lp_ofa_state(a) == LP_OFA_IDLE) {
        u->restarts++;
        (void)lp_ofa_start(a);
    }
    uint8_t chunk[64];
    for (;;) {
        int r = lp_hal_ser_read(u->ser, chunk, sizeof chunk, timeout_us);
        if (r < 0) return LP_E_IO;
        for (int i = 0; i < r; i++) {
            size_t n = 0;
            int k = lp_ofu_dec_byte(&u->dec, chunk[i], &n);
            if (k == LP_OFU_FRAME)
                (void)lp_ofa_input_msg(a, u->dec.buf, n); /* a failed negotiation leaves it DEAD: restarted below */
            else if (k == LP_OFU_OVERSIZE)
                (void)lp_ofa_reject_oversize(a, u->dec.buf, n);
        }
        if (r < (int)sizeof chunk) break;
        timeout_us = 0; /* a full chunk: more may be waiting */
    }
    int rc = lp_ofa_poll(a);
    if (rc == LP_E_TIMEOUT || rc == LP_E_IO) { /* silent peer or a write that failed: a new session */
        u->restarts++;
        (void)lp_ofa_start(a);
    }
    return LP_OK;
}

size_t lp_of_uart_sizeof(void)
{
    return sizeof(lp_of_uart_t);
}

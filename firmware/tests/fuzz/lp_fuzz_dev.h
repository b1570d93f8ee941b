/* An LWSP device model behind LP_SER_WSS and a whole HAL (lp_hal.h) with a simulated clock, for fuzz
 * targets that drive the WSS driver (fuzz_wss) or the OpenFlow agent over it (fuzz_of): the driver
 * reaches its success paths, and the input can disturb every reply. Included by exactly one translation
 * unit of a fuzz target listed in FUZZ_OWN_HAL (firmware/Makefile), which links the portable core
 * without the host HAL.
 *
 * Input cursors: a target reads its operations from the front (op_byte) and the device one fault byte
 * per command from the back (fault_byte): none, lost command, lost reply, an error reply with a code,
 * the reply twice, the reply held back until after the next one, raw bytes before the reply. A target
 * that wants no faults sets in_back = in_front. A COMMIT the device executes must hold only commands
 * staged during the operation under way (cur_op), else abort(). */
#ifndef LP_FUZZ_DEV_H
#define LP_FUZZ_DEV_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lp_hal.h"
#include "lp_str.h"
#include "lp_wss.h"

#define NONE LP_WSS_NONE
#define MAXP 32
#define MAXW 8
#define STAGE_MAX 64
#define OUTQ 4096

/* ------------------------------------------------------------------ input cursors */

static const uint8_t *in_p;
static size_t in_front, in_back; /* front: next operation byte; back: one past the next fault byte */

static inline int op_byte(uint8_t *b)
{
    if (in_front >= in_back) return 0;
    *b = in_p[in_front++];
    return 1;
}

static inline uint8_t fault_byte(void)
{
    if (in_back <= in_front) return 0;
    return in_p[--in_back];
}

/* ------------------------------------------------------------------ the device model */

typedef struct {
    uint8_t add, in, wl, out;
    unsigned op; /* the driver operation under way when it was staged */
} stage_t;

static struct {
    uint8_t ports, wls;
    uint8_t map[MAXP][MAXW];
    uint8_t stuck[MAXP][MAXW];
    stage_t staged[STAGE_MAX];
    unsigned n_staged;
    char line[LP_WSS_LINE_MAX + 2];
    size_t line_len;
    uint8_t out[OUTQ]; /* replies waiting to be read by the driver */
    size_t out_len, out_pos;
    char held[LP_WSS_LINE_MAX + 2]; /* a reply held back until after the next one */
    int has_held;
} dev;

static unsigned cur_op;
static uint64_t now_us;

static unsigned long fdev_commits; /* COMMITs the device executed */

static void emit(const char *s)
{
    size_t n = strlen(s);
    if (dev.out_len + n + 1 > OUTQ) return; /* the line's buffer overflowed: lost */
    memcpy(dev.out + dev.out_len, s, n);
    dev.out_len += n;
    dev.out[dev.out_len++] = '\n';
}

static void emit_raw(const uint8_t *b, size_t n)
{
    if (dev.out_len + n > OUTQ) return;
    memcpy(dev.out + dev.out_len, b, n);
    dev.out_len += n;
}

static uint8_t view(uint8_t in, uint8_t wl) /* committed map with the staged commands applied */
{
    uint8_t o = dev.map[in][wl];
    for (unsigned i = 0; i < dev.n_staged; i++)
        if (dev.staged[i].in == in && dev.staged[i].wl == wl) o = dev.staged[i].add ? dev.staged[i].out : NONE;
    return o;
}

static int num(const char *t, size_t n, uint32_t max, uint32_t *v)
{
    return lp_parse_u32(t, n, max, v);
}

/* one command's reply text (without seq), executing it */
static void execute(const lp_toks_t *tk, lp_sb_t *r)
{
    uint32_t a, b, c;
    const char *v = tk->t[1];
    size_t vn = tk->n[1];
    if (lp_tok_is(v, vn, "IDN?") && tk->count == 2) {
        lp_sb_str(r, "OK IDN ");
        lp_sb_u32(r, dev.ports);
        lp_sb_ch(r, ' ');
        lp_sb_u32(r, dev.wls);
        lp_sb_str(r, " 5 FUZZ");
    } else if (lp_tok_is(v, vn, "ADD") && tk->count == 5) {
        if (num(tk->t[2], tk->n[2], dev.ports - 1u, &a) || num(tk->t[3], tk->n[3], dev.wls - 1u, &b) ||
            num(tk->t[4], tk->n[4], dev.ports - 1u, &c) || a == c) {
            lp_sb_str(r, "ERR 2 range");
            return;
        }
        uint8_t cur = view((uint8_t)a, (uint8_t)b);
        if (cur == c) {
            lp_sb_str(r, "OK");
            return;
        }
        int taken = cur != NONE;
        for (uint8_t p = 0; p < dev.ports; p++) taken |= view(p, (uint8_t)b) == c;
        if (taken || dev.n_staged >= STAGE_MAX) {
            lp_sb_str(r, "ERR 3 conflict");
            return;
        }
        dev.staged[dev.n_staged++] = (stage_t){1, (uint8_t)a, (uint8_t)b, (uint8_t)c, cur_op};
        lp_sb_str(r, "OK");
    } else if (lp_tok_is(v, vn, "DEL") && tk->count == 4) {
        if (num(tk->t[2], tk->n[2], dev.ports - 1u, &a) || num(tk->t[3], tk->n[3], dev.wls - 1u, &b)) {
            lp_sb_str(r, "ERR 2 range");
            return;
        }
        if (view((uint8_t)a, (uint8_t)b) != NONE && dev.n_staged < STAGE_MAX)
            dev.staged[dev.n_staged++] = (stage_t){0, (uint8_t)a, (uint8_t)b, NONE, cur_op};
        lp_sb_str(r, "OK");
    } else if (lp_tok_is(v, vn, "COMMIT") && tk->count == 2) {
        for (unsigned i = 0; i < dev.n_staged; i++) {
            if (dev.staged[i].op != cur_op) abort(); /* another operation's leftovers would light now */
            const stage_t *s = &dev.staged[i];
            if (!dev.stuck[s->in][s->wl]) dev.map[s->in][s->wl] = s->add ? s->out : NONE;
        }
        dev.n_staged = 0;
        fdev_commits++;
        now_us += 5000; /* the switching time */
        lp_sb_str(r, "OK");
    } else if (lp_tok_is(v, vn, "ABORT") && tk->count == 2) {
        dev.n_staged = 0;
        lp_sb_str(r, "OK");
    } else if (lp_tok_is(v, vn, "XC?") && tk->count == 3) {
        if (num(tk->t[2], tk->n[2], dev.ports - 1u, &a)) {
            lp_sb_str(r, "ERR 2 range");
            return;
        }
        unsigned n = 0;
        for (uint8_t wl = 0; wl < dev.wls; wl++) n += dev.map[a][wl] != NONE;
        lp_sb_str(r, "OK XC ");
        lp_sb_u32(r, a);
        lp_sb_ch(r, ' ');
        lp_sb_u32(r, n);
        for (uint8_t wl = 0; wl < dev.wls; wl++) {
            if (dev.map[a][wl] == NONE) continue;
            lp_sb_ch(r, ' ');
            lp_sb_u32(r, wl);
            lp_sb_ch(r, ':');
            lp_sb_u32(r, dev.map[a][wl]);
        }
    } else {
        lp_sb_str(r, "ERR 1 syntax");
    }
}

static void device_line(const char *line, size_t n)
{
    lp_toks_t tk;
    uint32_t seq;
    uint8_t f = fault_byte();
    unsigned kind = f % 16u;
    if (kind == 10) return; /* lost on the line: neither executed nor answered */
    if (lp_split(line, n, &tk) < 2 || num(tk.t[0], tk.n[0], 65535, &seq) || seq == 0) return;
    char text[LP_WSS_LINE_MAX + 2];
    lp_sb_t r;
    lp_sb_init(&r, text, sizeof text);
    lp_sb_u32(&r, seq);
    lp_sb_ch(&r, ' ');
    if (kind == 12) { /* refused without executing: a device error code from the fault byte's high bits */
        static const uint8_t codes[] = {LP_WSS_DEV_SYNTAX, LP_WSS_DEV_RANGE, LP_WSS_DEV_CONFLICT, LP_WSS_DEV_BUSY,
                                        LP_WSS_DEV_FAULT, 9, 1, 5, 6, 3, 2, 5, 6, 6, 1, 3};
        lp_sb_str(&r, "ERR ");
        lp_sb_u32(&r, codes[f >> 4]);
        lp_sb_str(&r, " injected");
    } else {
        execute(&tk, &r);
    }
    if (lp_sb_done(&r) < 0) return;
    if (kind == 11) return; /* executed, the reply lost */
    if (kind == 15) {       /* raw bytes from the input first, up to 16 */
        uint8_t junk[16];
        size_t k = 0, want = f >> 4;
        while (k < want && in_back > in_front) junk[k++] = in_p[--in_back];
        emit_raw(junk, k);
    }
    int held = dev.has_held;
    char prev[sizeof dev.held];
    if (held) memcpy(prev, dev.held, sizeof prev);
    dev.has_held = 0;
    if (kind == 14) { /* held back until after the next reply */
        memcpy(dev.held, text, sizeof dev.held);
        dev.has_held = 1;
    } else {
        emit(text);
        if (kind == 13) emit(text);
    }
    if (held) emit(prev);
}

/* ------------------------------------------------------------------ the HAL */

uint32_t lp_hal_rd32(lp_blk_t blk, uint32_t off)
{
    (void)blk;
    (void)off;
    return 0;
}

void lp_hal_wr32(lp_blk_t blk, uint32_t off, uint32_t val)
{
    (void)blk;
    (void)off;
    (void)val;
}

uint64_t lp_hal_now_us(void)
{
    return now_us;
}

void lp_hal_sleep_us(uint32_t us)
{
    now_us += us;
}

int lp_hal_ser_write(lp_ser_t port, const uint8_t *buf, size_t n)
{
    if (port != LP_SER_WSS) return LP_E_IO;
    for (size_t i = 0; i < n; i++) {
        if (buf[i] == '\n') {
            device_line(dev.line, dev.line_len);
            dev.line_len = 0;
        } else if (dev.line_len < LP_WSS_LINE_MAX) {
            dev.line[dev.line_len++] = (char)buf[i];
        }
    }
    return (int)n;
}

int lp_hal_ser_read(lp_ser_t port, uint8_t *buf, size_t cap, uint32_t timeout_us)
{
    if (port != LP_SER_WSS) return LP_E_IO;
    if (dev.out_pos == dev.out_len) { /* nothing waiting: the whole timeout passes */
        dev.out_pos = dev.out_len = 0;
        now_us += timeout_us ? timeout_us : 1;
        return 0;
    }
    size_t k = dev.out_len - dev.out_pos < cap ? dev.out_len - dev.out_pos : cap;
    memcpy(buf, dev.out + dev.out_pos, k);
    dev.out_pos += k;
    now_us += 87u * k; /* 115200 baud */
    return (int)k;
}

void lp_hal_ser_flush_rx(lp_ser_t port)
{
    if (port == LP_SER_WSS) dev.out_pos = dev.out_len = 0;
}

int lp_hal_spi_xfer(lp_spi_t cs, const uint8_t *tx, uint8_t *rx, size_t n)
{
    (void)cs;
    (void)tx;
    if (rx) memset(rx, 0, n);
    return LP_OK;
}

void lp_hal_gpio_set(lp_gpio_t pin, int level)
{
    (void)pin;
    (void)level;
}

int lp_hal_gpio_get(lp_gpio_t pin)
{
    (void)pin;
    return 1;
}

uint32_t lp_hal_irq_wait(uint32_t mask, uint32_t timeout_us)
{
    (void)mask;
    now_us += timeout_us;
    return 0;
}

void lp_hal_log(const char *msg)
{
    (void)msg;
}

/* A fresh device: ports x wls (at most MAXP x MAXW), nothing lit, nothing staged, the clock at 1 s. */
static void fdev_reset(uint8_t ports, uint8_t wls)
{
    memset(&dev, 0, sizeof dev);
    memset(dev.map, NONE, sizeof dev.map);
    dev.ports = ports;
    dev.wls = wls;
    now_us = 1000000;
    cur_op = 0;
}

#endif

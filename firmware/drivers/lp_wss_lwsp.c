/* LWSP, the Lightpath WSS serial protocol (docs/firmware.md, "LWSP"): ASCII lines ending in '\n',
 * fields separated by one space, decimal numbers, ports and wavelength channels counted from 0.
 *
 *   request                    reply (seq echoed)
 *   <seq> IDN?                 <seq> OK IDN <ports> <wls> <reconf_ms> <model>
 *   <seq> ADD <in> <wl> <out>  <seq> OK          stage (in, wl) -> out; the same connection again: OK
 *   <seq> DEL <in> <wl>        <seq> OK          stage its removal; an absent one: OK (idempotent)
 *   <seq> COMMIT               <seq> OK          after the switching time; nothing staged: at once
 *   <seq> ABORT                <seq> OK          drop everything staged
 *   <seq> XC? <in>             <seq> OK XC <in> <n> <wl>:<out> ... (the committed row, n entries)
 *   any error                  <seq> ERR <code> [words]
 *
 * seq is 1..65535. This file only encodes and parses; lp_wss.c owns the transactions. */
#include "lp_str.h"
#include "lp_wss.h"

static int enc(char *b, size_t cap, uint16_t seq, const char *verb, const uint32_t *args, int nargs)
{
    lp_sb_t s;
    lp_sb_init(&s, b, cap);
    lp_sb_u32(&s, seq);
    lp_sb_ch(&s, ' ');
    lp_sb_str(&s, verb);
    for (int i = 0; i < nargs; i++) {
        lp_sb_ch(&s, ' ');
        lp_sb_u32(&s, args[i]);
    }
    return lp_sb_done(&s);
}

static int enc_ident(char *b, size_t cap, uint16_t seq) { return enc(b, cap, seq, "IDN?", 0, 0); }
static int enc_commit(char *b, size_t cap, uint16_t seq) { return enc(b, cap, seq, "COMMIT", 0, 0); }
static int enc_abort(char *b, size_t cap, uint16_t seq) { return enc(b, cap, seq, "ABORT", 0, 0); }

static int enc_add(char *b, size_t cap, uint16_t seq, const lp_xc_t *xc)
{
    const uint32_t a[3] = {xc->in, xc->wl, xc->out};
    return enc(b, cap, seq, "ADD", a, 3);
}

static int enc_del(char *b, size_t cap, uint16_t seq, uint8_t in, uint8_t wl)
{
    const uint32_t a[2] = {in, wl};
    return enc(b, cap, seq, "DEL", a, 2);
}

static int enc_query(char *b, size_t cap, uint16_t seq, uint8_t in)
{
    const uint32_t a[1] = {in};
    return enc(b, cap, seq, "XC?", a, 1);
}

/* "<wl>:<out>" */
static int parse_pair(const char *t, size_t n, lp_xc_t *xc)
{
    size_t c = 0;
    while (c < n && t[c] != ':') c++;
    uint32_t wl, out;
    if (c == n || lp_parse_u32(t, c, LP_WSS_MAX_WL - 1, &wl) || lp_parse_u32(t + c + 1, n - c - 1, LP_WSS_MAX_PORTS - 1, &out))
        return -1;
    xc->wl = (uint8_t)wl;
    xc->out = (uint8_t)out;
    return 0;
}

static int parse(const char *line, size_t n, lp_wss_reply_t *r)
{
    lp_toks_t tk;
    uint32_t v;
    if (n > LP_WSS_LINE_MAX || lp_split(line, n, &tk) < 2) return -1;
    if (lp_parse_u32(tk.t[0], tk.n[0], 65535, &v) || v == 0) return -1;
    r->seq = (uint16_t)v;
    r->payload = LP_WSS_P_NONE;
    r->err = 0;
    r->n = 0;
    if (lp_tok_is(tk.t[1], tk.n[1], "ERR")) {
        if (tk.count < 3 || lp_parse_u32(tk.t[2], tk.n[2], 65535, &v) || v == 0) return -1;
        r->kind = LP_WSS_R_ERR;
        r->err = (uint16_t)v;
        return 0; /* words after the code are text for people */
    }
    if (!lp_tok_is(tk.t[1], tk.n[1], "OK")) return -1;
    r->kind = LP_WSS_R_OK;
    if (tk.count == 2) return 0;
    if (lp_tok_is(tk.t[2], tk.n[2], "IDN")) {
        uint32_t p, w, ms;
        if (tk.count != 7 || lp_parse_u32(tk.t[3], tk.n[3], LP_WSS_MAX_PORTS, &p) || p == 0 ||
            lp_parse_u32(tk.t[4], tk.n[4], LP_WSS_MAX_WL, &w) || w == 0 ||
            lp_parse_u32(tk.t[5], tk.n[5], 60000, &ms))
            return -1;
        r->payload = LP_WSS_P_IDN;
        r->ports = (uint8_t)p;
        r->wls = (uint8_t)w;
        r->reconf_ms = (uint16_t)ms;
        return 0;
    }
    if (lp_tok_is(tk.t[2], tk.n[2], "XC")) {
        uint32_t in, cnt;
        if (tk.count < 5 || lp_parse_u32(tk.t[3], tk.n[3], LP_WSS_MAX_PORTS - 1, &in) ||
            lp_parse_u32(tk.t[4], tk.n[4], LP_WSS_MAX_WL, &cnt) || (uint32_t)tk.count != 5u + cnt)
            return -1;
        r->payload = LP_WSS_P_XC;
        r->in = (uint8_t)in;
        r->n = (uint8_t)cnt;
        for (uint32_t i = 0; i < cnt; i++) {
            if (parse_pair(tk.t[5 + i], tk.n[5 + i], &r->xc[i])) return -1;
            r->xc[i].in = (uint8_t)in;
            for (uint32_t j = 0; j < i; j++)
                if (r->xc[j].wl == r->xc[i].wl) return -1; /* one output per (in, wl) */
        }
        return 0;
    }
    return -1;
}

const lp_wss_proto_t lp_wss_lwsp = {
    .name = "LWSP",
    .enc_ident = enc_ident,
    .enc_add = enc_add,
    .enc_del = enc_del,
    .enc_commit = enc_commit,
    .enc_abort = enc_abort,
    .enc_query = enc_query,
    .parse = parse,
};

/* WSS / OCS cross-connect driver: transactions, partial reconfiguration, read-back verify, job
 * isolation (lp_wss.h). */
#include "lp_wss.h"

static uint16_t next_seq(lp_wss_t *w)
{
    w->seq = (uint16_t)(w->seq == 65535u ? 1u : w->seq + 1u);
    return w->seq;
}

/* Feed one received character: 1 with a whole line in w->rx (its length in *n), else 0. A line longer
 * than LP_WSS_LINE_MAX is dropped (counted) up to its newline; '\r' is ignored. */
static int take_char(lp_wss_t *w, uint8_t c, size_t *n)
{
    if (c == '\r') return 0;
    if (c == '\n') {
        *n = w->rx_len;
        w->rx_len = 0;
        if (w->rx_discard) {
            w->rx_discard = 0;
            w->st.bad_lines++;
            return 0;
        }
        w->rx[*n] = '\0';
        return 1;
    }
    if (w->rx_discard) return 0;
    if (w->rx_len >= LP_WSS_LINE_MAX) {
        w->rx_discard = 1;
        w->rx_len = 0;
        return 0;
    }
    w->rx[w->rx_len++] = (char)c;
    return 0;
}

/* A command's reply timeout in microseconds (lp_wss_cfg_t). */
static uint64_t timeout_us(const lp_wss_t *w)
{
    return w->cfg.timeout_us ? w->cfg.timeout_us : 1000ull * w->cfg.timeout_ms;
}

static int tx_send(lp_wss_t *w)
{
    lp_wss_tx_t *t = &w->tx;
    if (w->rx_len || w->rx_discard) { /* a line whose end was lost: the reply to this line must not be
                                       * glued to it (counted as the bad line it is) */
        w->st.bad_lines++;
        w->rx_len = 0;
        w->rx_discard = 0;
    }
    if (lp_hal_ser_write(w->ser, (const uint8_t *)t->line, (size_t)t->len) != t->len) return LP_E_IO;
    t->state = LP_WSS_TX_WAIT;
    t->deadline = lp_hal_now_us() + timeout_us(w) + 1000ull * t->extra_ms;
    return LP_OK;
}

static int tx_end(lp_wss_t *w, int rc)
{
    w->tx.state = LP_WSS_TX_IDLE;
    return rc;
}

int lp_wss_tx_start(lp_wss_t *w, uint16_t seq, int len, uint32_t extra_ms, unsigned retries)
{
    if (!w || w->tx.state != LP_WSS_TX_IDLE) return LP_E_STATE;
    if (len < 0 || len >= LP_WSS_LINE_MAX) return LP_E_ARG;
    lp_wss_tx_t *t = &w->tx;
    t->line[len] = '\n';
    t->len = len + 1;
    t->seq = seq;
    t->extra_ms = extra_ms;
    t->retries = (uint8_t)(retries > 255u ? 255u : retries);
    t->attempt = 0;
    t->backoff_us = 1000u;
    w->st.cmds++;
    int rc = tx_send(w);
    return rc ? tx_end(w, rc) : LP_OK;
}

/* A parsed line that is not this exchange's reply: counted, and late if its seq timed out. */
static void other_seq(lp_wss_t *w, uint16_t seq)
{
    w->st.stale_replies++;
    for (unsigned i = 0; i < LP_WSS_LATE_SEQS; i++)
        if (w->late_seq[i] == seq) {
            w->st.late_replies++;
            return;
        }
}

int lp_wss_tx_step(lp_wss_t *w, uint32_t wait_us)
{
    if (!w || w->tx.state == LP_WSS_TX_IDLE) return LP_E_STATE;
    lp_wss_tx_t *t = &w->tx;
    uint64_t until = lp_hal_now_us() + wait_us;
    for (;;) {
        uint64_t now = lp_hal_now_us();
        if (t->state == LP_WSS_TX_BACKOFF) {
            if (now < t->deadline) {
                if (now >= until) return LP_WSS_PENDING;
                uint64_t to = t->deadline < until ? t->deadline : until;
                lp_hal_sleep_us((uint32_t)(to - now)); /* only as long as the caller allows */
                continue;
            }
            w->st.retries++;
            int rc = tx_send(w);
            if (rc) return tx_end(w, rc);
            continue;
        }
        uint8_t c;
        int r;
        if (now >= t->deadline) {
            /* what has arrived is read first: a loop that steps the exchange late must not take a
             * reply waiting in the receive FIFO for a lost one */
            r = lp_hal_ser_read(w->ser, &c, 1, 0);
            if (r < 0) return tx_end(w, LP_E_IO);
            if (r == 0 && t->attempt < t->retries) { /* no reply: the same line again */
                t->attempt++;
                w->st.retries++;
                int rc = tx_send(w);
                if (rc) return tx_end(w, rc);
                continue;
            }
            if (r == 0) { /* or give up */
                w->st.timeouts++;
                w->late_seq[w->late_next] = t->seq;
                w->late_next = (uint8_t)((w->late_next + 1u) % LP_WSS_LATE_SEQS);
                return tx_end(w, LP_E_TIMEOUT);
            }
        } else {
            uint64_t lim = t->deadline < until ? t->deadline : until;
            uint64_t left = lim > now ? lim - now : 0; /* until may be behind now already */
            r = lp_hal_ser_read(w->ser, &c, 1, left > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uint32_t)left);
            if (r < 0) return tx_end(w, LP_E_IO);
            if (r == 0) {
                now = lp_hal_now_us();
                if (now >= until && now < t->deadline) return LP_WSS_PENDING;
                continue;
            }
        }
        size_t n;
        if (!take_char(w, c, &n)) continue;
        if (w->proto->parse(w->rx, n, &t->r)) {
            w->st.bad_lines++;
            continue;
        }
        if (t->r.seq != t->seq) {
            other_seq(w, t->r.seq);
            continue;
        }
        if (t->r.kind == LP_WSS_R_ERR) {
            w->st.dev_errors++;
            if (t->r.err == LP_WSS_DEV_BUSY && t->attempt < t->retries) { /* the same line after a backoff */
                t->attempt++;
                t->state = LP_WSS_TX_BACKOFF;
                t->deadline = lp_hal_now_us() + t->backoff_us;
                if (t->backoff_us < timeout_us(w)) t->backoff_us *= 2u;
                continue;
            }
            return tx_end(w, LP_E_DEVICE);
        }
        return tx_end(w, LP_OK);
    }
}

/* An exchange to its end: the blocking form the operations below are written in. */
static int xact_n(lp_wss_t *w, uint16_t seq, int len, uint32_t extra_ms, unsigned retries)
{
    int rc = lp_wss_tx_start(w, seq, len, extra_ms, retries);
    while (rc == LP_OK && (rc = lp_wss_tx_step(w, 0xFFFFFFFFu)) == LP_WSS_PENDING) continue;
    return rc; /* the reply in w->tx.r */
}

#define TXL(w) ((w)->tx.line), (sizeof(w)->tx.line - 1u) /* an encoder's buffer: the exchange's line */

/* The reply in w->tx.r as row `in` of the map. */
static int reply_row(lp_wss_t *w, uint8_t in, uint8_t *row)
{
    const lp_wss_reply_t *r = &w->tx.r;
    if (r->payload != LP_WSS_P_XC || r->in != in) {
        w->st.bad_lines++;
        return LP_E_PROTO;
    }
    for (unsigned k = 0; k < LP_WSS_MAX_WL; k++) row[k] = LP_WSS_NONE;
    for (unsigned i = 0; i < r->n; i++) {
        if (r->xc[i].wl >= w->wls || r->xc[i].out >= w->ports) {
            w->st.bad_lines++;
            return LP_E_PROTO;
        }
        row[r->xc[i].wl] = r->xc[i].out;
    }
    return LP_OK;
}

static int start_query(lp_wss_t *w, uint8_t in, unsigned retries)
{
    uint16_t seq = next_seq(w);
    return lp_wss_tx_start(w, seq, w->proto->enc_query(TXL(w), seq, in), 0, retries);
}

static int start_simple(lp_wss_t *w, int (*encf)(char *, size_t, uint16_t), uint32_t extra_ms, unsigned retries)
{
    uint16_t seq = next_seq(w);
    return lp_wss_tx_start(w, seq, encf(TXL(w), seq), extra_ms, retries);
}

static int query_row(lp_wss_t *w, uint8_t in, uint8_t *row, unsigned retries)
{
    uint16_t seq = next_seq(w);
    int rc = xact_n(w, seq, w->proto->enc_query(TXL(w), seq, in), 0, retries);
    return rc ? rc : reply_row(w, in, row);
}


/* The end of an ABORT. Only an OK clears w->staged: after a failed ABORT the device may still hold
 * commands, and the next change aborts again before it stages anything. */
static int aborted(lp_wss_t *w, int rc)
{
    if (rc == LP_OK) {
        w->staged = 0;
        w->st.aborts++;
    }
    return rc;
}


static void mark_unknown(lp_wss_t *w, uint32_t rows)
{
    for (uint8_t p = 0; p < w->ports; p++)
        if ((rows >> p & 1u) && !(w->unknown >> p & 1u)) {
            w->unknown |= 1u << p;
            w->st.unknown_rows++;
        }
}

/* Row `in` as read into the shadow (it is then known). LP_E_VERIFY if it differed from the shadow. */
static int take_row(lp_wss_t *w, uint8_t in, const uint8_t *row)
{
    w->st.audit_rows++;
    int diff = 0;
    for (uint8_t wl = 0; wl < w->wls; wl++) {
        diff |= row[wl] != w->map[in][wl];
        w->map[in][wl] = row[wl];
    }
    w->unknown &= ~(1u << in);
    if (diff) w->st.audit_diffs++;
    return diff ? LP_E_VERIFY : LP_OK;
}

static int reread(lp_wss_t *w, uint8_t in, unsigned retries)
{
    uint8_t row[LP_WSS_MAX_WL];
    int rc = query_row(w, in, row, retries);
    return rc ? rc : take_row(w, in, row); /* on an error the row stays as known or unknown as it was */
}

static int settle(lp_wss_t *w);

/* Re-read every unknown row (full retries). LP_OK once none is left, else the first read's error. */
static int resync(lp_wss_t *w)
{
    int rc = LP_OK;
    for (uint8_t in = 0; in < w->ports; in++) {
        if (!(w->unknown >> in & 1u)) continue;
        int q = reread(w, in, w->cfg.retries);
        if (q && q != LP_E_VERIFY && rc == LP_OK) rc = q;
    }
    return rc;
}

/* The operations of lp_wss_step: their phases. */
enum { OPEN_IDN, OPEN_ABORT, OPEN_ROW, POLL_ABORT, POLL_ROW };
enum { CH_ABORT0, CH_STAGE, CH_FAIL_ABORT, CH_RESYNC, CH_COMMIT, CH_COMMIT_ABORT, CH_READBACK };
static int change_next(lp_wss_t *w, int rc);

static int op_end(lp_wss_t *w, int rc)
{
    w->op = LP_WSS_OP_NONE;
    return rc;
}

int lp_wss_open_start(lp_wss_t *w, const lp_wss_proto_t *proto, lp_ser_t ser, const lp_wss_cfg_t *cfg)
{
    if (!w || !proto || !cfg || (cfg->timeout_ms == 0 && cfg->timeout_us == 0)) return LP_E_ARG;
    unsigned char *z = (unsigned char *)w; /* no struct-literal copy: it would be a 5 KiB temporary */
    for (size_t i = 0; i < sizeof *w; i++) z[i] = 0;
    w->proto = proto;
    w->ser = ser;
    w->cfg = *cfg;
    for (unsigned p = 0; p < LP_WSS_MAX_PORTS; p++)
        for (unsigned k = 0; k < LP_WSS_MAX_WL; k++) w->map[p][k] = LP_WSS_NONE;
    int rc = start_simple(w, proto->enc_ident, 0, w->cfg.retries);
    if (rc) return rc;
    w->op = LP_WSS_OP_OPEN;
    w->phase = OPEN_IDN;
    return LP_OK;
}

static int apply_start(lp_wss_t *w, uint32_t touched);
static void map_copy(uint8_t dst[LP_WSS_MAX_PORTS][LP_WSS_MAX_WL], const uint8_t src[LP_WSS_MAX_PORTS][LP_WSS_MAX_WL]);

/* A reopen that did not get through: the shadow is what it was (rows already read are the device's,
 * but the next attempt re-applies from the shadow as it stood when the device went away). */
static int open_end(lp_wss_t *w, int rc)
{
    if (rc && w->op_reopen) map_copy(w->map, w->next);
    return op_end(w, rc);
}

/* The reopen has read every row (w->map is the device's, w->next the shadow from before): the known
 * rows that differ are committed again. */
static int reopen_done(lp_wss_t *w)
{
    uint32_t known = w->op_touched, touched = 0;
    for (uint8_t in = 0; in < w->ports; in++) {
        if (!(known >> in & 1u)) {
            for (uint8_t wl = 0; wl < w->wls; wl++) w->next[in][wl] = w->map[in][wl];
            continue;
        }
        for (uint8_t wl = 0; wl < w->wls; wl++)
            if (w->map[in][wl] != w->next[in][wl]) touched |= 1u << in;
        if (touched >> in & 1u) w->st.reapplied++;
    }
    w->unknown = 0;
    w->poll_fails = 0;
    w->poll_due_us = lp_hal_now_us();
    w->st.reopens++;
    w->op_reopen = 0;
    if (!touched) return op_end(w, LP_OK);
    w->op_stepped = 0;
    return apply_start(w, touched); /* the operation becomes a change: lp_wss_step goes on with it */
}

/* An exchange of the open has ended with rc: the next one, or the open's end. */
static int open_next(lp_wss_t *w, int rc)
{
    if (rc) return open_end(w, rc);
    switch (w->phase) {
    case OPEN_IDN:
        if (w->tx.r.payload != LP_WSS_P_IDN) return open_end(w, LP_E_PROTO);
        if (w->op_reopen && (w->tx.r.ports != w->ports || w->tx.r.wls != w->wls))
            return open_end(w, LP_E_PROTO); /* another device: the shadow is not its map */
        w->ports = w->tx.r.ports;
        w->wls = w->tx.r.wls;
        w->reconf_ms = w->tx.r.reconf_ms;
        w->phase = OPEN_ABORT; /* a previous run may have died between staging and COMMIT */
        rc = start_simple(w, w->proto->enc_abort, 0, w->cfg.retries);
        break;
    case OPEN_ABORT:
        (void)aborted(w, LP_OK);
        w->phase = OPEN_ROW;
        w->op_row = 0;
        rc = start_query(w, 0, w->cfg.retries);
        break;
    default: /* OPEN_ROW */
        rc = reply_row(w, w->op_row, w->map[w->op_row]);
        if (rc) break;
        if (++w->op_row < w->ports) {
            rc = start_query(w, w->op_row, w->cfg.retries);
            break;
        }
        if (w->op_reopen) return reopen_done(w);
        w->poll_due_us = lp_hal_now_us();
        w->ready = 1;
        return op_end(w, LP_OK);
    }
    return rc ? open_end(w, rc) : LP_WSS_PENDING;
}

int lp_wss_reopen_start(lp_wss_t *w)
{
    if (!w || !w->ready) return LP_E_ARG;
    if (w->op != LP_WSS_OP_NONE || w->tx.state != LP_WSS_TX_IDLE) return LP_E_STATE;
    map_copy(w->next, w->map);
    w->op_touched = (w->ports >= 32 ? 0xFFFFFFFFu : (1u << w->ports) - 1u) & ~w->unknown; /* the known rows */
    w->rx_len = 0; /* a line cut by the outage */
    w->rx_discard = 0;
    int rc = start_simple(w, w->proto->enc_ident, 0, w->cfg.retries);
    if (rc) return rc;
    w->op = LP_WSS_OP_OPEN;
    w->op_reopen = 1;
    w->phase = OPEN_IDN;
    return LP_OK;
}

unsigned lp_wss_poll_fails(const lp_wss_t *w)
{
    return w ? w->poll_fails : 0u;
}

/* An exchange of a poll has ended with rc. */
static int poll_next(lp_wss_t *w, int rc)
{
    if (w->phase == POLL_ABORT) {
        rc = aborted(w, rc);
        if (rc == LP_OK) {
            w->phase = POLL_ROW;
            rc = start_query(w, w->op_row, 0);
            if (rc == LP_OK) return LP_WSS_PENDING;
        }
    } else if (rc == LP_OK) {
        uint8_t row[LP_WSS_MAX_WL];
        rc = reply_row(w, w->op_row, row);
        if (rc == LP_OK) rc = take_row(w, w->op_row, row);
    }
    uint64_t now = lp_hal_now_us();
    if (rc && rc != LP_E_VERIFY) { /* the device is not answering: try again after a timeout */
        w->st.audit_errors++;
        if (w->poll_fails < 255u) w->poll_fails++;
        w->poll_due_us = now + timeout_us(w);
    } else {
        w->poll_fails = 0;
        w->poll_due_us = w->unknown || !w->cfg.audit_ms ? now : now + 1000ull * w->cfg.audit_ms / w->ports;
    }
    return op_end(w, rc);
}

int lp_wss_busy(const lp_wss_t *w)
{
    return w && w->op != LP_WSS_OP_NONE;
}

int lp_wss_step(lp_wss_t *w, uint32_t wait_us)
{
    if (!w) return LP_E_ARG;
    uint64_t until = lp_hal_now_us() + wait_us; /* for the whole call, however many exchanges end in it */
    for (;;) {
        if (w->op == LP_WSS_OP_NONE) return LP_OK;
        uint64_t now = lp_hal_now_us();
        uint64_t left = until > now ? until - now : 0;
        int rc = lp_wss_tx_step(w, left > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uint32_t)left);
        if (rc == LP_WSS_PENDING) return rc;
        rc = w->op == LP_WSS_OP_OPEN ? open_next(w, rc) : w->op == LP_WSS_OP_POLL ? poll_next(w, rc) : change_next(w, rc);
        if (rc != LP_WSS_PENDING || lp_hal_now_us() >= until) return rc;
    }
}

/* The operation under way to its end (a blocking call must not cut into its exchange). */
static int settle(lp_wss_t *w)
{
    int rc;
    while ((rc = lp_wss_step(w, 0xFFFFFFFFu)) == LP_WSS_PENDING) continue;
    return rc;
}

void lp_wss_set_nonblocking(lp_wss_t *w, int on)
{
    if (w) w->nonblocking = on;
}

int lp_wss_open(lp_wss_t *w, const lp_wss_proto_t *proto, lp_ser_t ser, const lp_wss_cfg_t *cfg)
{
    int rc = lp_wss_open_start(w, proto, ser, cfg);
    return rc ? rc : settle(w);
}

int lp_wss_assign(lp_wss_t *w, uint16_t job, uint32_t ports)
{
    if (!w || !w->ready || job == LP_WSS_JOB_FREE) return LP_E_ARG;
    if (w->ports < 32 && (ports >> w->ports)) return LP_E_ARG;
    for (unsigned p = 0; p < w->ports; p++)
        if ((ports >> p & 1u) && w->owner[p] != LP_WSS_JOB_FREE && w->owner[p] != job) {
            w->st.refused++;
            return LP_E_PERM;
        }
    for (unsigned p = 0; p < w->ports; p++)
        if (ports >> p & 1u) w->owner[p] = job;
    return LP_OK;
}

/* Stage the difference between map and next on the touched input ports (removals first, so an output
 * can move within one commit), commit, then read every touched row back. The shadow takes what the
 * device reports; a row that cannot be read becomes unknown. A stepped operation (LP_WSS_OP_CHANGE):
 * apply_start sends its first command, change_next takes each exchange's end and sends the next. */
static int change_end(lp_wss_t *w, int rc)
{
    w->op = LP_WSS_OP_NONE;
    if (w->op_stepped) w->change_rc = rc; /* for its owner, whoever stepped it to its end */
    return rc;
}

/* The next staging command from the cursor on (op_pass, op_row, op_wl), or the COMMIT after the last. */
static int stage_next(lp_wss_t *w)
{
    for (; w->op_pass < 2; w->op_pass++, w->op_row = 0) {
        for (; w->op_row < w->ports; w->op_row++, w->op_wl = 0) {
            uint8_t in = w->op_row;
            if (!(w->op_touched >> in & 1u)) continue;
            for (; w->op_wl < w->wls; w->op_wl++) {
                uint8_t wl = w->op_wl, cur = w->map[in][wl], want = w->next[in][wl];
                if (cur == want) continue;
                uint16_t seq;
                if (w->op_pass == 0 && cur != LP_WSS_NONE) {
                    seq = next_seq(w);
                    w->staged = 1;
                    w->op_wl++;
                    return lp_wss_tx_start(w, seq, w->proto->enc_del(TXL(w), seq, in, wl), 0, w->cfg.retries);
                }
                if (w->op_pass == 1 && want != LP_WSS_NONE) {
                    const lp_xc_t xc = {in, wl, want};
                    seq = next_seq(w);
                    w->staged = 1;
                    w->op_wl++;
                    return lp_wss_tx_start(w, seq, w->proto->enc_add(TXL(w), seq, &xc), 0, w->cfg.retries);
                }
            }
        }
    }
    w->phase = CH_COMMIT;
    w->op_t0 = lp_hal_now_us();
    return start_simple(w, w->proto->enc_commit, w->reconf_ms, w->cfg.retries);
}

/* The read-back's next touched row from op_row on, or the change's end. */
static int readback_next(lp_wss_t *w)
{
    w->phase = CH_READBACK;
    for (; w->op_row < w->ports; w->op_row++)
        if (w->op_touched >> w->op_row & 1u) return start_query(w, w->op_row, w->cfg.retries);
    if (w->op_vrc == LP_E_VERIFY) w->st.verify_errors++;
    return change_end(w, w->op_rc ? w->op_rc : w->op_vrc);
}

/* After the device refused a staging: every row unknown, each read again (its error is not the
 * change's: the change ends with the refusal). */
static int resync_next(lp_wss_t *w)
{
    w->phase = CH_RESYNC;
    for (; w->op_row < w->ports; w->op_row++)
        if (w->unknown >> w->op_row & 1u) return start_query(w, w->op_row, w->cfg.retries);
    return change_end(w, w->op_rc);
}

/* An exchange of the change ended with rc: the next one (LP_OK: sent; the caller maps a send's
 * error), LP_WSS_PENDING never, or the change's result through change_end. */
static int change_next(lp_wss_t *w, int rc)
{
    switch (w->phase) {
    case CH_ABORT0: /* never commit another change's leftovers */
        if (aborted(w, rc)) return change_end(w, rc);
        w->phase = CH_STAGE;
        rc = stage_next(w);
        break;
    case CH_STAGE:
        if (rc == LP_OK) {
            rc = stage_next(w);
            break;
        }
        w->op_rc = rc;
        w->phase = CH_FAIL_ABORT;
        rc = start_simple(w, w->proto->enc_abort, 0, w->cfg.retries);
        break;
    case CH_FAIL_ABORT:
        (void)aborted(w, rc);
        if (w->op_rc != LP_E_DEVICE) return change_end(w, w->op_rc);
        /* the device refused what the shadow allowed: learn its map */
        mark_unknown(w, w->ports >= 32 ? 0xFFFFFFFFu : (1u << w->ports) - 1u);
        w->op_row = 0;
        rc = resync_next(w);
        break;
    case CH_RESYNC:
        if (rc == LP_OK) {
            uint8_t row[LP_WSS_MAX_WL];
            if (reply_row(w, w->op_row, row) == LP_OK) (void)take_row(w, w->op_row, row);
        }
        w->op_row++;
        rc = resync_next(w);
        break;
    case CH_COMMIT:
        w->op_rc = rc;
        w->op_row = 0;
        if (rc == LP_OK) {
            uint32_t us = (uint32_t)(lp_hal_now_us() - w->op_t0);
            w->staged = 0;
            w->st.commits++;
            w->st.last_reconf_us = us;
            if (us > w->st.max_reconf_us) w->st.max_reconf_us = us;
            rc = readback_next(w); /* also after a failed commit (the device's word is the truth) */
            break;
        }
        w->phase = CH_COMMIT_ABORT; /* the device may still hold the staged commands */
        rc = start_simple(w, w->proto->enc_abort, 0, w->cfg.retries);
        break;
    case CH_COMMIT_ABORT:
        (void)aborted(w, rc);
        rc = readback_next(w);
        break;
    default: { /* CH_READBACK */
        uint8_t in = w->op_row, row[LP_WSS_MAX_WL];
        int q = rc ? rc : reply_row(w, in, row);
        if (q) { /* unknown until read: after a good COMMIT the new row is the better estimate */
            if (w->op_rc == LP_OK)
                for (uint8_t wl = 0; wl < w->wls; wl++) w->map[in][wl] = w->next[in][wl];
            mark_unknown(w, 1u << in);
            if (w->op_vrc == LP_OK || w->op_vrc == LP_E_VERIFY) w->op_vrc = q;
        } else {
            for (uint8_t wl = 0; wl < w->wls; wl++) {
                if (w->op_rc == LP_OK && row[wl] != w->next[in][wl] && w->op_vrc == LP_OK) w->op_vrc = LP_E_VERIFY;
                w->map[in][wl] = row[wl];
            }
            w->unknown &= ~(1u << in);
        }
        w->op_row++;
        rc = readback_next(w);
        break;
    }
    }
    if (w->op == LP_WSS_OP_NONE) return rc;
    if (rc) return change_next(w, rc); /* a command that could not be sent ends its exchange */
    return LP_WSS_PENDING;
}

static int apply_start(lp_wss_t *w, uint32_t touched)
{
    w->op = LP_WSS_OP_CHANGE;
    w->op_touched = touched;
    w->op_pass = 0;
    w->op_row = 0;
    w->op_wl = 0;
    w->op_rc = LP_OK;
    w->op_vrc = LP_OK;
    if (w->staged) {
        w->phase = CH_ABORT0;
        int rc = start_simple(w, w->proto->enc_abort, 0, w->cfg.retries);
        return rc ? change_next(w, rc) : LP_WSS_PENDING;
    }
    w->phase = CH_STAGE;
    int rc = stage_next(w);
    if (rc) return change_next(w, rc);
    return w->op == LP_WSS_OP_NONE ? rc : LP_WSS_PENDING;
}

static int apply(lp_wss_t *w, uint32_t touched)
{
    w->op_stepped = 0;
    int rc = apply_start(w, touched);
    return rc == LP_WSS_PENDING ? settle(w) : rc;
}

/* One map onto the other (the shadow and the scratch of a change). */
static void map_copy(uint8_t dst[LP_WSS_MAX_PORTS][LP_WSS_MAX_WL], const uint8_t src[LP_WSS_MAX_PORTS][LP_WSS_MAX_WL])
{
    for (unsigned p = 0; p < LP_WSS_MAX_PORTS; p++)
        for (unsigned k = 0; k < LP_WSS_MAX_WL; k++) dst[p][k] = src[p][k];
}

/* The checks of a change and the map after it (w->next, the touched rows in *touched; 0: nothing to do). */
static int change_prepare(lp_wss_t *w, uint16_t job, const lp_xc_t *adds, size_t n_add, const lp_xc_t *dels,
                          size_t n_del, uint32_t *touched_out)
{
    *touched_out = 0;
    if (!w || !w->ready || job == LP_WSS_JOB_FREE || (n_add && !adds) || (n_del && !dels)) return LP_E_ARG;
    (void)settle(w); /* a non-blocking poll's read under way ends first */
    if (n_add + n_del == 0) return LP_OK;
    /* ranges */
    for (size_t i = 0; i < n_add; i++)
        if (adds[i].in >= w->ports || adds[i].out >= w->ports || adds[i].wl >= w->wls || adds[i].in == adds[i].out)
            return LP_E_ARG;
    for (size_t i = 0; i < n_del; i++)
        if (dels[i].in >= w->ports || dels[i].wl >= w->wls) return LP_E_ARG;
    for (size_t i = 0; i < n_add; i++)
        if (w->owner[adds[i].in] != job || w->owner[adds[i].out] != job) {
            w->st.refused++;
            return LP_E_PERM;
        }
    for (size_t i = 0; i < n_del; i++)
        if (w->owner[dels[i].in] != job) {
            w->st.refused++;
            return LP_E_PERM;
        }
    int rc = resync(w); /* what follows is checked against the map: no estimates */
    if (rc) return rc;
    /* ownership of the output a removed connection now uses */
    for (size_t i = 0; i < n_del; i++) {
        uint8_t cur = w->map[dels[i].in][dels[i].wl];
        if (cur != LP_WSS_NONE && w->owner[cur] != job) {
            w->st.refused++;
            return LP_E_PERM;
        }
    }
    /* the map after the change; conflicts */
    map_copy(w->next, w->map);
    uint32_t touched = 0;
    for (size_t i = 0; i < n_del; i++) {
        if (w->next[dels[i].in][dels[i].wl] == LP_WSS_NONE) return LP_E_NOTFOUND;
        w->next[dels[i].in][dels[i].wl] = LP_WSS_NONE;
        touched |= 1u << dels[i].in;
    }
    for (size_t i = 0; i < n_add; i++) {
        const lp_xc_t *a = &adds[i];
        if (w->next[a->in][a->wl] != LP_WSS_NONE) return LP_E_BUSY;
        for (uint8_t p = 0; p < w->ports; p++)
            if (w->next[p][a->wl] == a->out) return LP_E_BUSY; /* two inputs onto one output wavelength */
        w->next[a->in][a->wl] = a->out;
        touched |= 1u << a->in;
    }
    *touched_out = touched;
    return LP_OK;
}

int lp_wss_change(lp_wss_t *w, uint16_t job, const lp_xc_t *adds, size_t n_add, const lp_xc_t *dels,
                  size_t n_del)
{
    uint32_t touched;
    int rc = change_prepare(w, job, adds, n_add, dels, n_del, &touched);
    return rc || !touched ? rc : apply(w, touched);
}

int lp_wss_change_start(lp_wss_t *w, uint16_t job, const lp_xc_t *adds, size_t n_add, const lp_xc_t *dels,
                        size_t n_del)
{
    uint32_t touched;
    int rc = change_prepare(w, job, adds, n_add, dels, n_del, &touched);
    if (rc || !touched) return rc;
    w->op_stepped = 1;
    w->change_rc = LP_WSS_PENDING;
    w->change_unread = 1;
    w->change_seq++;
    rc = apply_start(w, touched);
    if (rc != LP_WSS_PENDING) w->change_unread = 0; /* the caller has its result */
    return rc;
}

int lp_wss_release(lp_wss_t *w, uint16_t job)
{
    if (!w || !w->ready || job == LP_WSS_JOB_FREE) return LP_E_ARG;
    (void)settle(w); /* a non-blocking poll's read under way ends first */
    int rc = resync(w);
    if (rc) return rc;
    map_copy(w->next, w->map);
    uint32_t touched = 0;
    for (uint8_t in = 0; in < w->ports; in++)
        for (uint8_t wl = 0; wl < w->wls; wl++) {
            uint8_t out = w->next[in][wl];
            /* the job's circuits, and circuits into its ports from unassigned inputs (found at open);
             * never a circuit whose input belongs to another job */
            if (out != LP_WSS_NONE &&
                (w->owner[in] == job || (w->owner[out] == job && w->owner[in] == LP_WSS_JOB_FREE))) {
                w->next[in][wl] = LP_WSS_NONE;
                touched |= 1u << in;
            }
        }
    rc = touched ? apply(w, touched) : LP_OK;
    if (rc == LP_OK)
        for (uint8_t p = 0; p < w->ports; p++)
            if (w->owner[p] == job) w->owner[p] = LP_WSS_JOB_FREE;
    return rc;
}

int lp_wss_audit(lp_wss_t *w)
{
    if (!w || !w->ready) return LP_E_ARG;
    (void)settle(w); /* a non-blocking poll's read under way ends first */
    int rc = LP_OK, diff = 0;
    for (uint8_t in = 0; in < w->ports; in++) {
        int q = reread(w, in, w->cfg.retries);
        if (q == LP_E_VERIFY)
            diff = 1;
        else if (q && rc == LP_OK)
            rc = q;
    }
    if (diff) w->st.verify_errors++;
    return rc ? rc : diff ? LP_E_VERIFY : LP_OK;
}

int lp_wss_poll(lp_wss_t *w)
{
    if (!w || !w->ready) return LP_E_ARG;
    if (w->op != LP_WSS_OP_NONE) {
        if (!w->nonblocking) return settle(w);
        if (w->op != LP_WSS_OP_POLL) return LP_OK; /* a change under way: its owner steps it */
        int rc = lp_wss_step(w, 0); /* the read under way */
        return rc == LP_WSS_PENDING ? LP_OK : rc;
    }
    uint64_t now = lp_hal_now_us();
    if (now < w->poll_due_us) return LP_OK;
    uint8_t in;
    if (w->unknown) { /* the unknown rows first, in turn */
        in = w->audit_next;
        while (!(w->unknown >> in & 1u)) in = (uint8_t)((in + 1u) % w->ports);
    } else if (w->cfg.audit_ms) {
        in = w->audit_next;
    } else {
        return LP_OK;
    }
    w->audit_next = (uint8_t)((in + 1u) % w->ports);
    w->op = LP_WSS_OP_POLL;
    w->op_row = in;
    w->phase = w->staged ? POLL_ABORT : POLL_ROW;
    int rc = w->staged ? start_simple(w, w->proto->enc_abort, 0, 0) : start_query(w, in, 0);
    if (rc) return poll_next(w, rc);
    if (!w->nonblocking) return settle(w);
    rc = lp_wss_step(w, 0);
    return rc == LP_WSS_PENDING ? LP_OK : rc;
}

int lp_wss_change_result(lp_wss_t *w)
{
    if (!w) return LP_E_ARG;
    if (w->op == LP_WSS_OP_CHANGE) (void)lp_wss_step(w, 0);
    if (w->change_rc != LP_WSS_PENDING) w->change_unread = 0;
    return w->change_rc;
}

uint32_t lp_wss_unknown(const lp_wss_t *w)
{
    return w ? w->unknown : 0;
}

uint8_t lp_wss_out(const lp_wss_t *w, uint8_t in, uint8_t wl)
{
    if (!w || in >= w->ports || wl >= w->wls) return LP_WSS_NONE;
    return w->map[in][wl];
}

size_t lp_wss_sizeof(void)
{
    return sizeof(lp_wss_t);
}

const lp_wss_stats_t *lp_wss_stats(const lp_wss_t *w)
{
    return w ? &w->st : NULL;
}

uint16_t lp_wss_owner(const lp_wss_t *w, uint8_t port)
{
    return (w && port < w->ports) ? w->owner[port] : LP_WSS_JOB_FREE;
}

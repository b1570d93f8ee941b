/* WSS / OCS cross-connect driver: transactions, partial reconfiguration, read-back verify, job
 * isolation (lp_wss.h). */
#include "lp_wss.h"

static uint16_t next_seq(lp_wss_t *w)
{
    w->seq = (uint16_t)(w->seq == 65535u ? 1u : w->seq + 1u);
    return w->seq;
}

/* One reply line into w->rx. Returns its length + 1, 0 at the deadline, or LP_E_IO. A line longer
 * than LP_WSS_LINE_MAX is dropped (counted) up to its newline; '\r' is ignored. */
static int read_line(lp_wss_t *w, uint64_t deadline)
{
    for (;;) {
        uint64_t now = lp_hal_now_us();
        if (now >= deadline) return 0;
        uint64_t left = deadline - now;
        uint8_t c;
        int r = lp_hal_ser_read(w->ser, &c, 1, left > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uint32_t)left);
        if (r < 0) return LP_E_IO;
        if (r == 0) continue;
        if (c == '\r') continue;
        if (c == '\n') {
            size_t n = w->rx_len;
            w->rx_len = 0;
            if (w->rx_discard) {
                w->rx_discard = 0;
                w->st.bad_lines++;
                continue;
            }
            w->rx[n] = '\0';
            return (int)n + 1;
        }
        if (w->rx_discard) continue;
        if (w->rx_len >= LP_WSS_LINE_MAX) {
            w->rx_discard = 1;
            w->rx_len = 0;
            continue;
        }
        w->rx[w->rx_len++] = (char)c;
    }
}

/* Send one command line (len from its encoder, seq inside it) and wait for the reply with that seq:
 * malformed lines and replies to other seqs are counted and skipped; no reply within the timeout
 * (+ extra_ms) sends the same line again, up to `retries` more times; ERR busy is retried too. */
static int xact_n(lp_wss_t *w, uint16_t seq, char *line, int len, uint32_t extra_ms, lp_wss_reply_t *r,
                  unsigned retries)
{
    if (len < 0 || len >= LP_WSS_LINE_MAX) return LP_E_ARG;
    line[len] = '\n';
    w->st.cmds++;
    for (unsigned a = 0; a <= retries; a++) {
        if (a) w->st.retries++;
        if (lp_hal_ser_write(w->ser, (const uint8_t *)line, (size_t)len + 1) != len + 1) return LP_E_IO;
        uint64_t deadline = lp_hal_now_us() + 1000ull * ((uint64_t)w->cfg.timeout_ms + extra_ms);
        for (;;) {
            int n = read_line(w, deadline);
            if (n < 0) return n;
            if (n == 0) break; /* timed out: next attempt */
            if (w->proto->parse(w->rx, (size_t)n - 1, r)) {
                w->st.bad_lines++;
                continue;
            }
            if (r->seq != seq) {
                w->st.stale_replies++;
                continue;
            }
            if (r->kind == LP_WSS_R_ERR) {
                w->st.dev_errors++;
                if (r->err == LP_WSS_DEV_BUSY && a < retries) {
                    lp_hal_sleep_us(1000);
                    break;
                }
                return LP_E_DEVICE;
            }
            return LP_OK;
        }
    }
    w->st.timeouts++;
    return LP_E_TIMEOUT;
}

static int xact(lp_wss_t *w, uint16_t seq, char *line, int len, uint32_t extra_ms, lp_wss_reply_t *r)
{
    return xact_n(w, seq, line, len, extra_ms, r, w->cfg.retries);
}

static int query_row(lp_wss_t *w, uint8_t in, uint8_t *row, unsigned retries)
{
    char line[LP_WSS_LINE_MAX + 1];
    lp_wss_reply_t r;
    uint16_t seq = next_seq(w);
    int rc = xact_n(w, seq, line, w->proto->enc_query(line, sizeof line - 1, seq, in), 0, &r, retries);
    if (rc) return rc;
    if (r.payload != LP_WSS_P_XC || r.in != in) {
        w->st.bad_lines++;
        return LP_E_PROTO;
    }
    for (unsigned k = 0; k < LP_WSS_MAX_WL; k++) row[k] = LP_WSS_NONE;
    for (unsigned i = 0; i < r.n; i++) {
        if (r.xc[i].wl >= w->wls || r.xc[i].out >= w->ports) {
            w->st.bad_lines++;
            return LP_E_PROTO;
        }
        row[r.xc[i].wl] = r.xc[i].out;
    }
    return LP_OK;
}

static int simple(lp_wss_t *w, int (*encf)(char *, size_t, uint16_t), uint32_t extra_ms, unsigned retries)
{
    char line[LP_WSS_LINE_MAX + 1];
    lp_wss_reply_t r;
    uint16_t seq = next_seq(w);
    return xact_n(w, seq, line, encf(line, sizeof line - 1, seq), extra_ms, &r, retries);
}

/* Drop whatever the device holds staged. Only an OK clears w->staged: after a failed ABORT the device
 * may still hold commands, and the next change aborts again before it stages anything. */
static int abort_staged(lp_wss_t *w, unsigned retries)
{
    int rc = simple(w, w->proto->enc_abort, 0, retries);
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

/* Read row `in` into the shadow (it is then known). LP_E_VERIFY if it differed from the shadow. */
static int reread(lp_wss_t *w, uint8_t in, unsigned retries)
{
    uint8_t row[LP_WSS_MAX_WL];
    int rc = query_row(w, in, row, retries);
    if (rc) return rc; /* the row stays as known or unknown as it was */
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

int lp_wss_open(lp_wss_t *w, const lp_wss_proto_t *proto, lp_ser_t ser, const lp_wss_cfg_t *cfg)
{
    if (!w || !proto || !cfg || cfg->timeout_ms == 0) return LP_E_ARG;
    unsigned char *z = (unsigned char *)w; /* no struct-literal copy: it would be a 4.7 KiB temporary */
    for (size_t i = 0; i < sizeof *w; i++) z[i] = 0;
    w->proto = proto;
    w->ser = ser;
    w->cfg = *cfg;
    char line[LP_WSS_LINE_MAX + 1];
    lp_wss_reply_t r;
    uint16_t seq = next_seq(w);
    int rc = xact(w, seq, line, proto->enc_ident(line, sizeof line - 1, seq), 0, &r);
    if (rc) return rc;
    if (r.payload != LP_WSS_P_IDN) return LP_E_PROTO;
    w->ports = r.ports;
    w->wls = r.wls;
    w->reconf_ms = r.reconf_ms;
    for (unsigned p = 0; p < LP_WSS_MAX_PORTS; p++)
        for (unsigned k = 0; k < LP_WSS_MAX_WL; k++) w->map[p][k] = LP_WSS_NONE;
    rc = abort_staged(w, w->cfg.retries); /* a previous run may have died between staging and COMMIT */
    if (rc) return rc;
    for (uint8_t p = 0; p < w->ports; p++) {
        rc = query_row(w, p, w->map[p], w->cfg.retries);
        if (rc) return rc;
    }
    w->poll_due_us = lp_hal_now_us();
    w->ready = 1;
    return LP_OK;
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
 * device reports; a row that cannot be read becomes unknown. */
static int apply(lp_wss_t *w, uint32_t touched)
{
    char line[LP_WSS_LINE_MAX + 1];
    lp_wss_reply_t r;
    int rc = w->staged ? abort_staged(w, w->cfg.retries) : LP_OK; /* never commit another change's leftovers */
    if (rc) return rc;
    for (int pass = 0; pass < 2 && rc == LP_OK; pass++) {
        for (uint8_t in = 0; in < w->ports && rc == LP_OK; in++) {
            if (!(touched >> in & 1u)) continue;
            for (uint8_t wl = 0; wl < w->wls && rc == LP_OK; wl++) {
                uint8_t cur = w->map[in][wl], want = w->next[in][wl];
                if (cur == want) continue;
                if (pass == 0 && cur != LP_WSS_NONE) {
                    uint16_t seq = next_seq(w);
                    w->staged = 1;
                    rc = xact(w, seq, line, w->proto->enc_del(line, sizeof line - 1, seq, in, wl), 0, &r);
                } else if (pass == 1 && want != LP_WSS_NONE) {
                    const lp_xc_t xc = {in, wl, want};
                    uint16_t seq = next_seq(w);
                    w->staged = 1;
                    rc = xact(w, seq, line, w->proto->enc_add(line, sizeof line - 1, seq, &xc), 0, &r);
                }
            }
        }
    }
    if (rc) {
        (void)abort_staged(w, w->cfg.retries);
        if (rc == LP_E_DEVICE) { /* the device refused what the shadow allowed: learn its map */
            mark_unknown(w, w->ports >= 32 ? 0xFFFFFFFFu : (1u << w->ports) - 1u);
            (void)resync(w);
        }
        return rc;
    }
    uint64_t t0 = lp_hal_now_us();
    rc = simple(w, w->proto->enc_commit, w->reconf_ms, w->cfg.retries);
    if (rc == LP_OK) {
        uint32_t us = (uint32_t)(lp_hal_now_us() - t0);
        w->staged = 0;
        w->st.commits++;
        w->st.last_reconf_us = us;
        if (us > w->st.max_reconf_us) w->st.max_reconf_us = us;
    } else {
        (void)abort_staged(w, w->cfg.retries); /* the device may still hold the staged commands */
    }
    /* read back every touched row, also after a failed commit (the device's word is the truth) */
    int vrc = LP_OK;
    for (uint8_t in = 0; in < w->ports; in++) {
        if (!(touched >> in & 1u)) continue;
        uint8_t row[LP_WSS_MAX_WL];
        int q = query_row(w, in, row, w->cfg.retries);
        if (q) { /* unknown until read: after a good COMMIT the new row is the better estimate */
            if (rc == LP_OK)
                for (uint8_t wl = 0; wl < w->wls; wl++) w->map[in][wl] = w->next[in][wl];
            mark_unknown(w, 1u << in);
            if (vrc == LP_OK || vrc == LP_E_VERIFY) vrc = q;
            continue;
        }
        for (uint8_t wl = 0; wl < w->wls; wl++) {
            if (rc == LP_OK && row[wl] != w->next[in][wl] && vrc == LP_OK) vrc = LP_E_VERIFY;
            w->map[in][wl] = row[wl];
        }
        w->unknown &= ~(1u << in);
    }
    if (vrc == LP_E_VERIFY) w->st.verify_errors++;
    return rc ? rc : vrc;
}

static void next_from_map(lp_wss_t *w)
{
    for (unsigned p = 0; p < LP_WSS_MAX_PORTS; p++)
        for (unsigned k = 0; k < LP_WSS_MAX_WL; k++) w->next[p][k] = w->map[p][k];
}

int lp_wss_change(lp_wss_t *w, uint16_t job, const lp_xc_t *adds, size_t n_add, const lp_xc_t *dels,
                  size_t n_del)
{
    if (!w || !w->ready || job == LP_WSS_JOB_FREE || (n_add && !adds) || (n_del && !dels)) return LP_E_ARG;
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
    next_from_map(w);
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
    return apply(w, touched);
}

int lp_wss_release(lp_wss_t *w, uint16_t job)
{
    if (!w || !w->ready || job == LP_WSS_JOB_FREE) return LP_E_ARG;
    int rc = resync(w);
    if (rc) return rc;
    next_from_map(w);
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
    int rc = w->staged ? abort_staged(w, 0) : LP_OK;
    if (rc == LP_OK) rc = reread(w, in, 0);
    now = lp_hal_now_us();
    if (rc && rc != LP_E_VERIFY) { /* the device is not answering: try again after a timeout */
        w->st.audit_errors++;
        w->poll_due_us = now + 1000ull * w->cfg.timeout_ms;
    } else {
        w->poll_due_us = w->unknown || !w->cfg.audit_ms ? now : now + 1000ull * w->cfg.audit_ms / w->ports;
    }
    return rc;
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
